// The dice kernel (src/engine/core/dice.ts): pools by counts of faces, exactly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkDie, checkPool, distribution, numberedDie, poolRolls, sequences, sides, symbolDistribution, symbolsOf, type Die, type Pool } from '../../../src/engine/core/dice';
import { add, compare, equals, frac, fractionText, ONE, sum, ZERO, type Fraction } from '../../../src/engine/core/fraction';

const D4 = numberedDie('d4', 'dé à 4 faces', 4, 0);

// Test data only: the two campaign dice of Oath as the reference data gives them (shared/data/oath-dice.json,
// cross-checked by five public implementations); the kernel itself names no game.
type AttackSymbol = 'hollow' | 'sword' | 'skull';
type DefenceSymbol = 'shield' | 'x2';
const ATTACK: Die<AttackSymbol> = {
  id: 'a',
  name: 'dé d’attaque',
  faces: [
    { label: 'épée creuse', count: 3, shows: { hollow: 1 } },
    { label: 'épée', count: 2, shows: { sword: 1 } },
    { label: 'deux épées et crâne', count: 1, shows: { sword: 2, skull: 1 } },
  ],
};
const DEFENCE: Die<DefenceSymbol> = {
  id: 'd',
  name: 'dé de défense',
  faces: [
    { label: 'vierge', count: 2, shows: {} },
    { label: 'bouclier', count: 2, shows: { shield: 1 } },
    { label: 'deux boucliers', count: 1, shows: { shield: 2 } },
    { label: '×2', count: 1, shows: { x2: 1 } },
  ],
};

/** P(the attacker can win) in the reference model: attack + warbands left after skulls > defence. */
function pCanWin(attackDice: number, force: number, defenceDice: number, warbands: number): Fraction {
  const attack = distribution([{ die: ATTACK, n: attackDice }], (r) => {
    const s = symbolsOf([{ die: ATTACK, n: attackDice }], r);
    return Math.floor((s.hollow ?? 0) / 2) + (s.sword ?? 0) + Math.max(0, force - (s.skull ?? 0));
  });
  const defence = distribution([{ die: DEFENCE, n: defenceDice }], (r) => {
    const s = symbolsOf([{ die: DEFENCE, n: defenceDice }], r);
    return (s.shield ?? 0) * 2 ** (s.x2 ?? 0) + warbands;
  });
  let p = ZERO;
  for (const a of attack) for (const d of defence) if (a.value > d.value) p = add(p, { n: a.probability.n * d.probability.n, d: a.probability.d * d.probability.d });
  return frac(p.n, p.d);
}

const totalOf = (xs: { probability: Fraction }[]) => sum(xs.map((x) => x.probability));

describe('dice kernel', () => {
  it('two d4 (Root 4.3.2): 16 ordered rolls, first die outermost, each 1/16', () => {
    const rolls = sequences([D4, D4]);
    expect(rolls).toHaveLength(16);
    expect(rolls.map((r) => r.faces.join(''))).toEqual(['00', '01', '02', '03', '10', '11', '12', '13', '20', '21', '22', '23', '30', '31', '32', '33']);
    for (const r of rolls) expect(fractionText(r.probability)).toBe('1/16');
  });

  it('two d4 by counts of faces: 10 outcomes, doubles 1/16 and mixed pairs 1/8', () => {
    const rolls = poolRolls([{ die: D4, n: 2 }]);
    expect(rolls).toHaveLength(10);
    for (const r of rolls) expect(fractionText(r.probability)).toBe(r.counts[0]!.includes(2) ? '1/16' : '1/8');
    expect(equals(totalOf(rolls), ONE)).toBe(true);
  });

  it.each([
    // [attack dice, attacker warbands, defence dice, defender warbands, P(victory)] — shared/data/oath-dice.json referenceValues
    [1, 1, 1, 0, '2/3'],
    [1, 1, 1, 1, '1/4'],
    [3, 3, 2, 2, '7/9'],
    [3, 3, 1, 1, '1'],
    [4, 4, 2, 3, '511/576'],
    [6, 6, 3, 1, '2297/2304'],
    [10, 10, 6, 3, '40548337/47775744'],
  ])('custom dice as data: %i attack dice and %i warbands against %i defence dice and %i warbands → %s', (a, f, d, w, p) => {
    expect(fractionText(pCanWin(a, f, d, w))).toBe(p);
  });

  it('a pool is enumerated by counts: 20 dice of 4 faces give C(23, 3) = 1771 outcomes summing to 1', () => {
    const rolls = poolRolls([{ die: DEFENCE, n: 20 }]);
    expect(rolls).toHaveLength(1771);
    expect(equals(totalOf(rolls), ONE)).toBe(true);
  });

  it('a mixed pool of 24 and 15 dice sums to exactly 1', () => {
    const pool: Pool = [
      { die: ATTACK, n: 24 },
      { die: DEFENCE, n: 15 },
    ];
    const rolls = poolRolls(pool);
    expect(rolls).toHaveLength(325 * 816);
    expect(equals(totalOf(rolls), ONE)).toBe(true);
  }, 60_000); // 265 200 exact fractions: about 2 s alone, far more when CI runs every file at once

  it('symbol totals: a distribution of shields sorted from the lowest', () => {
    const dist = symbolDistribution([{ die: DEFENCE, n: 1 }], 'shield');
    expect(dist.map((x) => [x.value, fractionText(x.probability)])).toEqual([
      [0, '1/2'],
      [1, '1/3'],
      [2, '1/6'],
    ]);
  });

  it('faces no side carries get no dice, and a die given as data is checked in French', () => {
    const die: Die = { id: 'x', name: 'dé d’action', faces: [{ label: 'A', count: 0, shows: { a: 1 } }, { label: 'B', count: 3, shows: { b: 1 } }] };
    expect(sides(die)).toBe(3);
    expect(poolRolls([{ die, n: 3 }])).toEqual([{ counts: [[0, 3]], probability: ONE }]);
    expect(checkDie({ ...die, faces: [{ label: 'A', count: 0, shows: {} }] })[0]?.text).toContain('au moins une face');
    expect(checkDie({ ...die, faces: [{ label: 'A', count: -1, shows: {} }] })[0]?.text).toContain('entier de 0 à 100');
    expect(checkPool([{ die: D4, n: 61 }])[0]?.text).toContain('Au plus 60 dés');
    expect(checkPool([{ die: D4, n: 2 }])).toEqual([]);
  });

  // A die of 1–4 faces with small counts, and a pool of up to 2 kinds of dice.
  const dieArb = fc
    .array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 })
    .filter((cs) => cs.some((c) => c > 0))
    .map((cs): Die => ({ id: 'r', name: 'dé', faces: cs.map((count, i) => ({ label: `f${i}`, count, shows: { v: i } })) }));
  const poolArb = fc.array(fc.record({ die: dieArb, n: fc.integer({ min: 0, max: 4 }) }), { minLength: 1, maxLength: 2 });

  it('property: counts of faces give the same distribution as every ordered roll', () => {
    fc.assert(
      fc.property(poolArb, (pool) => {
        const dice = pool.flatMap((p) => Array.from({ length: p.n }, () => p.die));
        const bySeq = new Map<string, Fraction>();
        for (const s of sequences(dice)) {
          let i = 0;
          const key = pool
            .map((p) => {
              const c = p.die.faces.map(() => 0);
              for (let k = 0; k < p.n; k++) c[s.faces[i++]!]!++;
              return c.join(',');
            })
            .join('|');
          bySeq.set(key, add(bySeq.get(key) ?? ZERO, s.probability));
        }
        const rolls = poolRolls(pool);
        expect(rolls.length).toBe(bySeq.size);
        for (const r of rolls) expect(compare(r.probability, bySeq.get(r.counts.map((c) => c.join(',')).join('|'))!)).toBe(0);
        expect(equals(totalOf(rolls), ONE)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
