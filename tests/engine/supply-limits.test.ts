import { describe, expect, it } from 'vitest';
import { decodeSetup, validate } from '../../src/engine/root/index';

/** Problems of a notation that decodes (the position may be illegal). */
function problemsOf(notation: string) {
  const d = decodeSetup(notation);
  if (!d.ok) return d.problems;
  const v = validate(d.setup);
  return v.ok ? [] : v.problems;
}
const limitProblems = (n: string) => problemsOf(n).filter((p) => p.rule === '1.5.1');

describe('1.5.1 — one supply of warriors, wherever they are', () => {
  it('8.5.3: Alliance officers and the Alliance warriors on the map share the 10 warriors of 8.3.1', () => {
    expect(limitProblems('automne/j=a.officiers-4/1:a6')).toEqual([]);
    const p = limitProblems('automne/j=a.officiers-5/1:a6');
    expect(p).toHaveLength(1);
    expect(p[0].text).toMatch(/11/);
    expect(p[0].text).toMatch(/officiers/);
  });
  it('10.2.3: Lizard acolytes and the Lizard warriors on the map share the 25 warriors of 10.3.1', () => {
    expect(limitProblems('automne/j=l.acolytes-5/1:l10;2:l10')).toEqual([]);
    expect(limitProblems('automne/j=l.acolytes-6/1:l10;2:l10')).toHaveLength(1);
  });
  it('11.2.6.I, 11.4.3: the funds hold the warriors other factions paid with, so 15 is not the limit', () => {
    // 15 Riverfolk warriors + warriors of the Marquise in the funds
    expect(problemsOf('automne/j=r.fonds-20,m')).toEqual([]);
    // but never more warriors than exist: Riverfolk 15 + Marquise 25 = 40
    expect(limitProblems('automne/j=r.fonds-41,m')).toHaveLength(1);
    // the Marquise's warriors on the map are not in the funds
    expect(limitProblems('automne/j=r.fonds-40,m/1:m1')).toHaveLength(1);
    // Riverfolk alone (the Vagabond pays with Riverfolk warriors, 11.2.6.III): 15 minus those on the map
    expect(limitProblems('automne/j=r.fonds-15,v')).toEqual([]);
    expect(limitProblems('automne/j=r.fonds-13,v/1:r3')).toHaveLength(1);
  });
});
