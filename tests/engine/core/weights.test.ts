// Integer weights over one common denominator (core/dice.ts poolWeights) against the kernel as it
// was before (each roll's probability reduced, then multiplied back): exactly the same fractions,
// outcome by outcome and once merged, on many pools. The Monte-Carlo cross-checks of each game
// stay where they are (tests/engine/oath/campaign-properties.test.ts and others).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distribution, poolRolls, poolWeights, sides, type Die, type Pool, type PoolRoll } from '../../../src/engine/core/dice';
import { add, frac, ZERO, type Fraction } from '../../../src/engine/core/fraction';
import { attackStates, clearOddsCache, defenseTable } from '../../../src/engine/oath/odds';
import { ATTACK_DIE, DEFENSE_DIE } from '../../../src/engine/oath/dice';

// ——— the previous kernel, kept here as the reference ———
const FACTORIALS: bigint[] = [1n];
function factorial(n: number): bigint {
  for (let i = FACTORIALS.length; i <= n; i++) FACTORIALS.push(FACTORIALS[i - 1]! * BigInt(i));
  return FACTORIALS[n]!;
}
function oldPartRolls(die: Die, n: number): { counts: number[]; weight: bigint }[] {
  const counts = new Array<number>(die.faces.length).fill(0);
  const live = die.faces.map((f, i) => (f.count > 0 ? i : -1)).filter((i) => i >= 0);
  if (n === 0 || live.length === 0) return [{ counts, weight: 1n }];
  const out: { counts: number[]; weight: bigint }[] = [];
  const nf = factorial(n);
  const walk = (j: number, left: number, num: bigint, den: bigint) => {
    const face = live[j]!;
    const c = BigInt(die.faces[face]!.count);
    const last = j === live.length - 1;
    for (let m = left; m >= (last ? left : 0); m--) {
      counts[face] = m;
      const n2 = num * c ** BigInt(m);
      const d2 = den * factorial(m);
      if (last) out.push({ counts: [...counts], weight: (nf * n2) / d2 });
      else walk(j + 1, left - m, n2, d2);
    }
    counts[face] = 0;
  };
  walk(0, n, 1n, 1n);
  return out;
}
function oldPoolRolls(pool: Pool): PoolRoll[] {
  let acc: { counts: number[][]; weight: bigint }[] = [{ counts: [], weight: 1n }];
  let total = 1n;
  for (const part of pool) {
    const rolls = oldPartRolls(part.die, part.n);
    total *= BigInt(sides(part.die)) ** BigInt(part.n);
    const next: { counts: number[][]; weight: bigint }[] = [];
    for (const a of acc) for (const r of rolls) next.push({ counts: [...a.counts, r.counts], weight: a.weight * r.weight });
    acc = next;
  }
  return acc.map((a) => ({ counts: a.counts, probability: frac(a.weight, total) }));
}
function oldDistribution<K>(pool: Pool, keyOf: (roll: PoolRoll) => K): { value: K; probability: Fraction }[] {
  const merged = new Map<string, { value: K; p: Fraction }>();
  for (const roll of oldPoolRolls(pool)) {
    const value = keyOf(roll);
    const k = JSON.stringify(value);
    const seen = merged.get(k);
    if (seen) seen.p = add(seen.p, roll.probability);
    else merged.set(k, { value, p: add(ZERO, roll.probability) });
  }
  return [...merged.values()].map((m) => ({ value: m.value, probability: m.p }));
}

// dice of 1 to 5 faces, each carried by 0 to 4 sides (at least one side in all); pools of up to
// three parts, a few thousand outcomes at most
const die = fc
  .array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 })
  .filter((cs) => cs.some((c) => c > 0))
  .map((cs): Die => ({ id: 'x', name: 'dé', faces: cs.map((count, i) => ({ label: String(i), count, shows: { v: i } })) }));
const pool = fc.oneof(
  fc.tuple(fc.record({ die, n: fc.integer({ min: 0, max: 14 }) })),
  fc.array(fc.record({ die, n: fc.integer({ min: 0, max: 4 }) }), { minLength: 2, maxLength: 3 }),
);

describe('poids entiers sur un dénominateur commun', () => {
  it('poolRolls : les mêmes issues, dans le même ordre, avec exactement les mêmes fractions', () => {
    fc.assert(
      fc.property(pool, (p) => {
        expect(poolRolls(p)).toEqual(oldPoolRolls(p));
        const { rolls, total } = poolWeights(p);
        expect(rolls.reduce((s, r) => s + r.weight, 0n)).toBe(total);
      }),
      { numRuns: 300 },
    );
  });

  it('distribution : réduite une seule fois, la même que fraction par fraction', () => {
    fc.assert(
      fc.property(pool, (p) => {
        const sumOf = (r: PoolRoll) => r.counts.reduce((s, cs) => s + cs.reduce((t, c, i) => t + c * i, 0), 0);
        expect(distribution(p, sumOf)).toEqual(oldDistribution(p, sumOf));
        // a key that reads the probability still gets the roll's reduced probability
        const byP = (r: PoolRoll) => `${r.probability.n}/${r.probability.d}`;
        expect(distribution(p, byP)).toEqual(oldDistribution(p, byP));
      }),
      { numRuns: 200 },
    );
  });

  it('Oath : états d’attaque et tables de défense identiques, jusqu’à 40 et 30 dés', () => {
    for (const n of [0, 1, 2, 5, 13, 24, 40]) {
      clearOddsCache();
      const { states, total } = attackStates(n);
      expect(total).toBe(6n ** BigInt(n));
      const ref = new Map<string, bigint>();
      for (const r of oldPoolRolls([{ die: ATTACK_DIE, n }])) {
        const [h = 0, s = 0, k = 0] = r.counts[0]!;
        const key = `${Math.floor(h / 2) + s + 2 * k}|${k}`;
        ref.set(key, (ref.get(key) ?? 0n) + r.probability.n * (total / r.probability.d));
      }
      expect(new Map(states.map((st) => [`${st.score}|${st.skulls}`, st.w]))).toEqual(ref);
    }
    for (const m of [0, 1, 3, 6, 15, 25, 30]) {
      clearOddsCache();
      const t = defenseTable(m, 3);
      const ref = new Map<number, bigint>();
      for (const r of oldPoolRolls([{ die: DEFENSE_DIE, n: m }])) {
        const [, s = 0, ss = 0, x = 0] = r.counts[0]!;
        const v = (s + 2 * ss) * 2 ** x + 3;
        ref.set(v, (ref.get(v) ?? 0n) + r.probability.n * (t.total / r.probability.d));
      }
      expect(new Map(t.values.map((v, i) => [v, t.weights[i]!]))).toEqual(ref);
    }
  });
});
