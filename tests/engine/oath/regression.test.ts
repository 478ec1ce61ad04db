// Regression: every answer of a large, fixed corpus of Oath situations (every situation file, every
// campaign card on each side, dice pools of 0–10, generated Campagnes with rolls, title, end,
// travel, supply) must stay byte for byte what it was. Written when buildPools and applyCards were
// split into one function per step of 5.5 (issue 24, point 10): behaviour did not change.
//
// Each answer is kept as a short digest of its JSON. When an answer changes on purpose (a fixed
// sentence, a new field), update with `npx vitest run tests/engine/oath/regression.test.ts -u`
// and say in the commit which answers changed and why.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/oath/evaluate';
import { fullCorpus } from './corpus';

const digest = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

describe('Oath answers do not change unnoticed', () => {
  const corpus = fullCorpus(400);

  it('the corpus is large and mostly legal', () => {
    expect(corpus.length).toBeGreaterThan(1500);
    const ok = corpus.filter((c) => c.name.startsWith('campaign:') && evaluateSituation(c.situation).ok).length;
    expect(ok).toBeGreaterThan(100);
  });

  it('every answer is the same as when recorded', () => {
    const out: Record<string, string> = {};
    for (const c of corpus) out[c.name] = digest(evaluateSituation(c.situation));
    expect(out).toMatchSnapshot();
  }, 300_000);
});
