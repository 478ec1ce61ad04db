/**
 * Battle invariants (fast-check) and a Monte Carlo cross-check. The engine never draws at random:
 * the seeded generator below lives in this test only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  battle,
  fractionText,
  isFactionId,
  resolveRoll,
  toJSONSafe,
  validate,
  type BattleChoices,
  type BattleParams,
  type ChoiceValue,
  type Setup,
} from '../../src/engine/root/index';
import { add, compare, frac, fractionValue, mul, ONE, parseFraction, sub, ZERO } from '../../src/engine/core/fraction';
import { percentText } from '../../src/engine/core/format';
import { battlesOf, validSetup } from './arbitraries';
import { S } from './helpers';

/** Counts every piece on the board, by owner and kind. */
function census(s: Setup): Map<string, number> {
  const m = new Map<string, number>();
  const add1 = (k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);
  for (const c of Object.values(s.clearings)) {
    for (const [o, n] of Object.entries(c.warriors ?? {})) add1(`${o}|warrior`, n);
    for (const b of c.buildings ?? []) add1(`${b.owner}|${b.kind}`);
    for (const t of c.tokens ?? []) add1(`${t.owner}|${t.kind}`);
  }
  return m;
}

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;

describe('combat : propriétés', () => {
  it('probabilités exactes de somme 1, positions légales, déterminisme (positions aléatoires)', () => {
    let tried = 0;
    fc.assert(
      fc.property(validSetup, fc.nat(1000), fc.array(fc.nat(50), { minLength: 12, maxLength: 12 }), (s, i, picks) => {
        const all = battlesOf(s, true);
        if (!all.length) return;
        const params = pick(all, i);
        const first = battle(s, params);
        if (!first.ok) {
          expect(first.problems.length).toBeGreaterThan(0);
          return;
        }
        // random choices among the alternatives the engine offers
        const choices: Record<string, ChoiceValue> = {};
        first.options.forEach((o, k) => {
          if (o.choice === 'order' || !o.alternatives.length) return;
          const v = pick(o.alternatives, picks[k % picks.length]!);
          choices[o.choice] = o.choice === 'attackerCards' || o.choice === 'defenderCards' ? (v === undefined ? [] : [v as string]) : o.choice === 'bitter' ? [v as number] : v;
        });
        const p: BattleParams = { ...params, choices: choices as BattleChoices };
        const r = battle(s, p);
        if (!r.ok) return;
        tried++;
        const total = r.outcomes.reduce((x, o) => add(x, o.probability), ZERO);
        expect(fractionText(total)).toBe('1');
        expect(fractionText(r.aggregates!.total)).toBe('1');
        const rolls = new Set(r.outcomes.flatMap((o) => o.rolls.map((x) => x.join(''))));
        expect(rolls.size).toBe(16);
        const before = census(s);
        for (const o of r.outcomes) {
          expect(o.probability.n > 0n).toBe(true);
          const v = validate(o.setup);
          expect(v.ok, JSON.stringify(v.ok ? [] : v.problems)).toBe(true);
          for (const [k, n] of census(o.setup)) expect(n).toBeGreaterThanOrEqual(0), expect(k).toBeTruthy();
          for (const [owner, n] of Object.entries(o.damaged)) expect(n).toBeGreaterThanOrEqual(0), expect(owner).toBeTruthy();
          for (const pl of Object.values(o.setup.players)) for (const x of [pl?.items, pl?.swords, pl?.funds, pl?.officers]) if (x !== undefined) expect(x).toBeGreaterThanOrEqual(0);
          // pieces of the battle only go away (or move to the Keep / forests); nothing appears from nowhere but Raids and Bitter
          const removed = [...o.removed.attacker, ...o.removed.defender];
          for (const piece of removed) expect(before.get(`${piece.owner}|${piece.kind === 'warlord' ? 'warrior' : piece.kind}`) ?? (piece.kind === 'warlord' ? 1 : 0)).toBeGreaterThan(0);
          for (const [f, vp] of Object.entries(o.points)) {
            expect(isFactionId(f)).toBe(true);
            expect(vp).toBeGreaterThanOrEqual(0);
          }
        }
        expect(JSON.stringify(toJSONSafe(battle(s, p)))).toBe(JSON.stringify(toJSONSafe(r)));
      }),
      { numRuns: 250 },
    );
    expect(tried).toBeGreaterThan(20);
  });

  it('resolveRoll donne des branches de somme 1 et retrouve les issues de battle', () => {
    const s = S('automne/j=m.robot,c/2:c3,m1,m-scierie,m-atelier,m-donjon');
    const p: BattleParams = { clearing: 2, attacker: 'eyrie', defender: 'marquise' };
    const r = battle(s, p);
    for (let a = 0; a <= 3; a++)
      for (let b = 0; b <= 3; b++) {
        const x = resolveRoll(s, p, [a, b]);
        expect(fractionText(x.outcomes.reduce((t, o) => add(t, o.probability), ZERO))).toBe('1');
        for (const o of x.outcomes) expect(r.outcomes.some((y) => y.rolls.some((z) => z[0] === a && z[1] === b) && JSON.stringify(y.setup) === JSON.stringify(o.setup))).toBe(true);
      }
    expect(resolveRoll(s, p, [4, 0]).ok).toBe(false);
  });
});

describe('fractions exactes', () => {
  it('réduites, dénominateur positif, texte et lecture', () => {
    expect(frac(6, -8)).toEqual({ n: -3n, d: 4n });
    expect(fractionText(add(frac(1, 16), frac(3, 16)))).toBe('1/4');
    expect(fractionText(sub(ONE, frac(1, 256)))).toBe('255/256');
    expect(fractionText(mul(frac(2, 3), frac(3, 4)))).toBe('1/2');
    expect(parseFraction('10/20')).toEqual({ n: 1n, d: 2n });
    expect(parseFraction('1/0')).toBeNull();
    expect(compare(frac(1, 3), frac(1, 2))).toBe(-1);
    expect(percentText(frac(3, 16))).toBe('18,8\u00A0%');
    expect(() => frac(1, 0)).toThrow();
  });
});

// ------------------------------------------------------------------ Monte Carlo (test only)

/** mulberry32: a small seeded generator, for this test only. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An independent simulation of the base rules (4.3.2–4.3.4), warriors and buildings only. */
function simulate(rand: () => number, atk: number, def: number, defBuildings: number): { defenderLeft: number; attackerLeft: number } {
  const d1 = Math.floor(rand() * 4);
  const d2 = Math.floor(rand() * 4);
  const hitsByAttacker = Math.min(Math.max(d1, d2), atk) + (def === 0 ? 1 : 0);
  const hitsByDefender = Math.min(Math.min(d1, d2), def);
  return { defenderLeft: Math.max(0, def + defBuildings - hitsByAttacker), attackerLeft: Math.max(0, atk - hitsByDefender) };
}

describe('combat : vérification par Monte-Carlo', () => {
  const N = 20000;
  const within = (exact: number, freq: number) => {
    const sigma = Math.sqrt((exact * (1 - exact)) / N);
    expect(Math.abs(freq - exact)).toBeLessThanOrEqual(4 * sigma + 1e-9);
  };

  it('règles de base : la probabilité exacte d’éliminer le défenseur et les pertes moyennes', () => {
    const rand = mulberry32(20240521);
    for (const [a, d, b] of [
      [3, 2, 0],
      [2, 1, 1],
      [1, 3, 2],
      [3, 0, 2],
    ] as const) {
      const notation = `automne/j=m,c/2:m${a}${d ? `,c${d}` : ''}${',c-perchoir'.repeat(b)}`;
      const r = battle(S(notation), { clearing: 2, attacker: 'marquise', defender: 'eyrie' });
      expect(r.ok).toBe(true);
      let wiped = 0;
      let lost = 0;
      for (let i = 0; i < N; i++) {
        const x = simulate(rand, a, d, b);
        if (x.defenderLeft === 0) wiped++;
        lost += a - x.attackerLeft;
      }
      within(fractionValue(r.aggregates!.defenderWipedOut), wiped / N);
      const expLost = fractionValue(r.aggregates!.expectedRemoved.attacker);
      expect(Math.abs(lost / N - expLost)).toBeLessThan(0.05);
    }
  });

  it('tirages au sort des robots (R1.2.1) : fréquences conformes aux fractions exactes', () => {
    const rand = mulberry32(7);
    const s = S('automne/j=m.robot,c/2:c3,m1,m-scierie,m-atelier,m-donjon');
    const p: BattleParams = { clearing: 2, attacker: 'eyrie', defender: 'marquise' };
    const exact = battle(s, p).outcomes.filter((o) => o.removed.defender.some((x) => x.kind === 'sawmill')).reduce((t, o) => add(t, o.probability), ZERO);
    const rolls = new Map<string, ReturnType<typeof resolveRoll>>();
    let hits = 0;
    for (let i = 0; i < N; i++) {
      const roll: [number, number] = [Math.floor(rand() * 4), Math.floor(rand() * 4)];
      const k = roll.join('');
      if (!rolls.has(k)) rolls.set(k, resolveRoll(s, p, roll));
      const branches = rolls.get(k)!.outcomes;
      let u = rand();
      let chosen = branches[branches.length - 1]!;
      for (const b of branches) {
        u -= fractionValue(b.probability);
        if (u < 0) {
          chosen = b;
          break;
        }
      }
      if (chosen.removed.defender.some((x) => x.kind === 'sawmill')) hits++;
    }
    within(fractionValue(exact), hits / N);
  });
});
