// The official FAQ of Leder Games (LederCards/rules, content/rules/root/en-US/p6/faq.yml and
// v6/faq.yml), each answer in our French under the rule it answers, with its source.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = 'content/root/loi';
const blocks = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter((l) => l.startsWith('> **FAQ officielle**')).map((l) => ({ f, l })));

describe('FAQ officielle sous chaque règle', () => {
  it('the 46 entries of the Law’s FAQ and 2 of the 6th printing’s are on the site', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(48);
  });
  it('each block gives its question, its answer, its source and the rules it is tied to', () => {
    for (const { f, l } of blocks) {
      expect(l, f).toMatch(/^> \*\*FAQ officielle\*\* : \*[^*]+\?\* \S/);
      expect(l, f).toMatch(/github\.com\/LederCards\/rules\/blob\/main\/content\/rules\/root\/en-US\/(p6|v6)\/faq\.yml/);
      expect(l, f).toMatch(/question rattachée à : <Ref n="[^"]+" \/>/);
    }
  });
});
