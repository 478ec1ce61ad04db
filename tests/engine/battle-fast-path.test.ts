/**
 * battle() takes shortcuts to be fast (issue 15): rolls dealing the same hits resolved once, branches
 * sharing the position outside the battle's clearing, outcomes keyed by the rest of the position
 * (encoded once) and the notation of that clearing (clearingItems), the ruler found without writing control's reasons, positions copied
 * when read, aggregates summed over one denominator. Here a straightforward enumeration, with none
 * of them, checks it on random positions: each of the 16 rolls resolved on its own (resolveRoll),
 * outcomes merged by the full notation of their positions, fractions added one by one, the ruler
 * asked of controlOf. Same outcomes, same fractions, same rolls, same aggregates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeRules,
  battle,
  clearingItems,
  controlOf,
  encodeSetup,
  FACTIONS,
  fractionText,
  makeContext,
  resolveRoll,
  type BattleChoices,
  type BattleOutcome,
  type BattleParams,
  type ChoiceValue,
  type FactionId,
  type Fraction,
  type Setup,
} from '../../src/engine/root/index';
import { add, frac, mul, scale, ZERO } from '../../src/engine/core/fraction';
import { normalizeClearing } from '../../src/engine/root/normalize';
import { battlesOf, build, editOp, validSetup } from './arbitraries';

const removedKey = (o: Pick<BattleOutcome, 'removed'>, side: 'attacker' | 'defender') =>
  o.removed[side]
    .map((p) => `${p.owner}:${p.kind}:${p.stage}`)
    .sort()
    .join(',');

/** What makes two outcomes one, written from the outcome as the reader gets it. */
function referenceKey(o: BattleOutcome): string {
  const pts = Object.entries(o.points)
    .filter(([, v]) => v)
    .sort()
    .map(([k, v]) => `${k}${v}`)
    .join(',');
  const dmg = Object.entries(o.damaged)
    .sort()
    .map(([k, v]) => `${k}${v}`)
    .join(',');
  return `${encodeSetup(o.setup)}|${pts}|${removedKey(o, 'attacker')}|${removedKey(o, 'defender')}|${dmg}|${o.endedAfterAmbush}|${o.effects.map((e) => e.text).join('|')}`;
}

interface Ref {
  probability: Fraction;
  rolls: Set<string>;
  outcome: BattleOutcome;
}

/** The straightforward enumeration: 16 rolls, each resolved on its own, merged one by one. */
function reference(s: Setup, p: BattleParams): Map<string, Ref> {
  const out = new Map<string, Ref>();
  for (let a = 0; a <= 3; a++)
    for (let b = 0; b <= 3; b++) {
      const r = resolveRoll(s, p, [a, b]);
      expect(r.ok).toBe(true);
      for (const o of r.outcomes) {
        const k = referenceKey(o);
        const prob = mul(o.probability, frac(1, 16));
        const seen = out.get(k);
        if (seen) {
          seen.probability = add(seen.probability, prob);
          seen.rolls.add(`${a}${b}`);
        } else out.set(k, { probability: prob, rolls: new Set([`${a}${b}`]), outcome: o });
      }
    }
  return out;
}

/** Compares battle() with the reference; true when the battle was legal. */
function check(s: Setup, p: BattleParams): boolean {
  const input = JSON.stringify(s);
  const r = battle(s, p);
  // the branches change their own copies in place (removals): never the position given
  expect(JSON.stringify(s)).toBe(input);
  if (!r.ok) return false;
  const ref = reference(s, p);
  expect(JSON.stringify(s)).toBe(input);
  const got = new Map(r.outcomes.map((o) => [referenceKey(o), o]));
  expect([...got.keys()].sort()).toEqual([...ref.keys()].sort());
  let wiped = ZERO;
  let rules = ZERO;
  let removed = { attacker: ZERO, defender: ZERO };
  const damaged: Record<string, Fraction> = {};
  const points = new Map<string, Map<number, Fraction>>();
  const scorers = new Set(r.outcomes.flatMap((o) => Object.keys(o.points)));
  for (const [k, o] of got) {
    const x = ref.get(k)!;
    expect(fractionText(o.probability), k).toBe(fractionText(x.probability));
    expect(o.rolls.map((y) => y.join('')).sort(), k).toEqual([...x.rolls].sort());
    expect(o.ruler, k).toBe(controlOf(o.setup, p.clearing).ruler);
    expect(o.ruler, k).toBe(x.outcome.ruler);
    expect(JSON.stringify(o.hits)).toBe(JSON.stringify(x.outcome.hits));
    // aggregates, fraction by fraction
    const c = o.setup.clearings[String(p.clearing)];
    const d = p.defender;
    const left = !!c && ((c.warriors?.[d] ?? 0) > 0 || (c.buildings ?? []).some((b) => b.owner === d) || (c.tokens ?? []).some((t) => t.owner === d) || (c.pawns ?? []).some((x) => x === d) || (d === 'hundreds' && c.warlord === true));
    if (!left) wiped = add(wiped, o.probability);
    const ctx = makeContext(o.setup);
    if (o.ruler === p.attacker || (o.ruler === 'humans' && activeRules(ctx).some((m) => m.control?.pool?.(ctx)?.members.includes(p.attacker)))) rules = add(rules, o.probability);
    removed = { attacker: add(removed.attacker, scale(o.probability, o.removed.attacker.length)), defender: add(removed.defender, scale(o.probability, o.removed.defender.length)) };
    for (const [owner, n] of Object.entries(o.damaged)) damaged[owner] = add(damaged[owner] ?? ZERO, scale(o.probability, n ?? 0));
    for (const f of scorers) {
      const m = points.get(f) ?? new Map<number, Fraction>();
      const vp = o.points[f as FactionId] ?? 0;
      m.set(vp, add(m.get(vp) ?? ZERO, o.probability));
      points.set(f, m);
    }
  }
  const ag = r.aggregates!;
  expect(fractionText(ag.total)).toBe('1');
  expect(fractionText(ag.defenderWipedOut)).toBe(fractionText(wiped));
  expect(fractionText(ag.attackerRules)).toBe(fractionText(rules));
  expect(fractionText(ag.expectedRemoved.attacker)).toBe(fractionText(removed.attacker));
  expect(fractionText(ag.expectedRemoved.defender)).toBe(fractionText(removed.defender));
  expect(Object.fromEntries(Object.entries(ag.expectedDamaged).map(([k, v]) => [k, fractionText(v!)]))).toEqual(Object.fromEntries(Object.entries(damaged).map(([k, v]) => [k, fractionText(v)])));
  for (const [f, m] of points)
    expect(ag.points[f as FactionId]!.map((x) => `${x.vp}:${fractionText(x.probability)}`)).toEqual([...m.entries()].sort((a, b) => a[0] - b[0]).map(([vp, x]) => `${vp}:${fractionText(x)}`));
  // each outcome its own position: changing one changes no other
  const [first, second] = r.outcomes;
  if (first && second) {
    const before = encodeSetup(second.setup);
    first.setup.players = {};
    first.setup.clearings[String(p.clearing)] = { warriors: { marquise: 9 } };
    expect(encodeSetup(second.setup)).toBe(before);
  }
  return true;
}

/** Random choices among those the battle offers (ambushes, cards, Field Hospitals, orders…). */
function withChoices(s: Setup, p: BattleParams, picks: number[]): BattleParams {
  const first = battle(s, p);
  if (!first.ok) return p;
  const choices: Record<string, ChoiceValue> = {};
  first.options.forEach((o, k) => {
    if (!o.alternatives.length) return;
    const v = o.alternatives[picks[k % picks.length]! % o.alternatives.length];
    choices[o.choice] =
      o.choice === 'order' ? [...(o.alternatives as string[])].reverse() : o.choice === 'attackerCards' || o.choice === 'defenderCards' ? (v === undefined ? [] : [v as string]) : o.choice === 'bitter' ? [v as number] : v;
  });
  return { ...p, choices: choices as BattleChoices };
}

/** A crowded clearing or two: a few factions (bots among them), pieces put in clearings 1 and 2 only. */
const smallBattle = fc
  .record({
    factions: fc.subarray([...FACTIONS], { minLength: 2, maxLength: 4 }),
    bots: fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
    ops: fc.array(
      editOp(2, 5),
      { minLength: 2, maxLength: 14 },
    ),
    turn: fc.nat(30),
    nomad: fc.nat(40),
  })
  .map(({ factions, bots, ops, turn, nomad }) => build('automne', factions.filter((f) => f !== 'vagabond2' || factions.includes('vagabond')), bots, ops, { turn, nomad }));

describe('combat : le chemin rapide et une énumération directe donnent les mêmes issues', () => {
  it('petites clairières chargées, choix au hasard', () => {
    let legal = 0;
    fc.assert(
      fc.property(smallBattle, fc.nat(1000), fc.array(fc.nat(50), { minLength: 12, maxLength: 12 }), (s, i, picks) => {
        const all = battlesOf(s);
        if (!all.length) return;
        const p = all[i % all.length]!;
        if (check(s, p)) legal++;
        check(s, withChoices(s, p, picks));
      }),
      { numRuns: 150, seed: 15 },
    );
    expect(legal).toBeGreaterThan(40);
  });

  it('positions quelconques de toutes les cartes', () => {
    let legal = 0;
    fc.assert(
      fc.property(validSetup, fc.nat(1000), fc.array(fc.nat(50), { minLength: 12, maxLength: 12 }), (s, i, picks) => {
        const all = battlesOf(s);
        if (!all.length) return;
        const p = all[i % all.length]!;
        if (check(s, withChoices(s, p, picks))) legal++;
      }),
      { numRuns: 200, seed: 1515 },
    );
    expect(legal).toBeGreaterThan(20);
  });

  it('deux positions pareilles hors d’une clairière : même notation exactement quand cette clairière s’écrit pareil', () => {
    // battle() keys its outcomes by the rest of the position and clearingItems alone
    fc.assert(
      fc.property(validSetup, validSetup, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (s, t, k, j) => {
        const id = String(k);
        const items = (c: Setup['clearings'][string] | undefined) => clearingItems(s.map, k, normalizeClearing(s.map, k, c));
        for (const c of [s.clearings[id], t.clearings[String(j)], undefined, {}]) {
          const a = encodeSetup({ ...s, clearings: { ...s.clearings, [id]: c ?? {} } });
          const b = encodeSetup(s);
          expect(a === b, `${a} / ${b}`).toBe(items(c) === items(s.clearings[id]));
        }
      }),
      { numRuns: 300, seed: 241124 },
    );
  });

  it('le combat du banc : 3 guerriers contre 2 guerriers et un perchoir', () => {
    const s = build('automne', ['marquise', 'eyrie'], [], [], { turn: 0, nomad: 1 });
    const setup: Setup = { ...s, turn: 'marquise', phase: 'jour', clearings: { '1': { warriors: { marquise: 3, eyrie: 2 }, buildings: [{ owner: 'eyrie', kind: 'roost' }] } } };
    expect(check(setup, { clearing: 1, attacker: 'marquise', defender: 'eyrie' })).toBe(true);
  });
});
