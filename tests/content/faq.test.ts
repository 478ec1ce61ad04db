// The official FAQ of Leder Games (LederCards/rules, content/rules/root/en-US/v6/faq.yml at the commit
// recorded in src/data/root-faq.json, with its categories), each answer in our French under the rule
// it answers, with its source. src/data/root-faq.json lists every entry of that file (its category
// and rank, the rule numbers it cites, the rule it stands under on our site): the site must hold
// every one, once, under that rule.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import faq from '../../src/data/root-faq.json';

const dir = 'content/root/loi';
interface Block { f: string; l: string; under: string | null }
const blocks: Block[] = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .flatMap((f) => {
    let under: string | null = null;
    const out: Block[] = [];
    for (const l of readFileSync(join(dir, f), 'utf8').split('\n')) {
      const h = /^#{2,6} (\S+)/.exec(l);
      if (h) under = h[1]!;
      if (l.startsWith('> **FAQ officielle**')) out.push({ f, l, under });
    }
    return out;
  });
const slugOf = Object.fromEntries(Object.entries(faq.source.categories).map(([slug, name]) => [name, slug]));
const idOf = (l: string) => {
  const m = /\[LederCards\/rules, rubrique « ([^»]+) », n° (\d+)\]\(([^)]+)\)/.exec(l);
  return m ? { id: `${slugOf[m[1]!] ?? `?${m[1]}`}-${m[2]}`, url: m[3] } : null;
};

describe('FAQ officielle sous chaque règle', () => {
  it('the data file lists the 63 entries of the categorised v6 file, with its commit', () => {
    expect(faq.entries).toHaveLength(63);
    expect(faq.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(faq.source.url).toContain(faq.source.commit);
    expect(new Set(faq.entries.map((e) => e.id)).size).toBe(63);
  });
  it('each block gives its question, its answer, its source entry and the rules it is tied to', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const { f, l } of blocks) {
      expect(l, f).toMatch(/^> \*\*FAQ officielle\*\* : \*[^*]+\?\* \S/);
      const id = idOf(l);
      expect(id, `${f}: ${l.slice(0, 80)}`).not.toBeNull();
      expect(id!.url, f).toBe(faq.source.url);
      expect(l, f).toMatch(/question rattachée (?:par Clairière )?à : <Ref n="[^"]+" \/>/);
    }
  });
  it('every entry of the source is on the site, once, under the rule the data file names', () => {
    const seen = new Map<string, Block[]>();
    for (const b of blocks) {
      const id = idOf(b.l)?.id ?? '?';
      seen.set(id, [...(seen.get(id) ?? []), b]);
    }
    const missing = faq.entries.filter((e) => !seen.has(e.id)).map((e) => e.id);
    expect(missing, 'entries missing from the site').toEqual([]);
    for (const e of faq.entries) {
      const at = seen.get(e.id)!;
      expect(at, e.id).toHaveLength(1);
      expect(at[0]!.under, `${e.id} (${at[0]!.f})`).toBe(e.siteRule);
    }
    const unknown = [...seen.keys()].filter((id) => !faq.entries.some((e) => e.id === id));
    expect(unknown, 'blocks citing no entry of the data file').toEqual([]);
  });
});
