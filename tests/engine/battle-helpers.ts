import { expect } from 'vitest';
import {
  battle,
  fractionText,
  resolveRoll,
  type BattleOutcome,
  type BattleParams,
  type BattleResult,
  type Fraction,
  type RollResolution,
} from '../../src/engine/root/index';
import { add, ZERO } from '../../src/engine/core/fraction';
import { S } from './helpers';

/** A legal battle (fails the test otherwise). */
export function B(notation: string, params: BattleParams): BattleResult {
  const r = battle(S(notation), params);
  if (!r.ok) throw new Error(`combat refusé ${notation}: ${JSON.stringify(r.problems)}`);
  return r;
}

/** One roll, resolved (fails the test if refused). */
export function R(notation: string, params: BattleParams, roll: [number, number]): RollResolution {
  const r = resolveRoll(S(notation), params, roll);
  if (!r.ok) throw new Error(`jet refusé ${notation}: ${JSON.stringify(r.problems)}`);
  return r;
}

/** The distribution of `f` over the outcomes, as { value: "n/d" }. */
export function dist(r: BattleResult, f: (o: BattleOutcome) => string | number): Record<string, string> {
  const m = new Map<string, Fraction>();
  for (const o of r.outcomes) {
    const k = String(f(o));
    m.set(k, add(m.get(k) ?? ZERO, o.probability));
  }
  return Object.fromEntries([...m.entries()].sort().map(([k, v]) => [k, fractionText(v)]));
}

/** "attacker losses-defender losses" */
export const losses = (o: BattleOutcome) => `${o.removed.attacker.length}-${o.removed.defender.length}`;

/** P(pred) as "n/d" */
export function P(r: BattleResult, pred: (o: BattleOutcome) => boolean): string {
  return fractionText(r.outcomes.filter(pred).reduce((s, o) => add(s, o.probability), ZERO));
}

/** The only outcome of a roll without random draws. */
export function only(r: RollResolution): BattleOutcome {
  expect(r.outcomes).toHaveLength(1);
  return r.outcomes[0]!;
}

export const rulesIn = (xs: { rule: string }[]) => xs.map((x) => x.rule);
