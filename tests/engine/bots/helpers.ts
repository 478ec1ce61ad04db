/** Helpers shared by the bot test tables. */
import { expect } from 'vitest';
import type { BotOptions, BotStep, BotTurn } from '../../../src/engine/root/bots/index';
import { validate } from '../../../src/engine/root/index';
import type { Setup } from '../../../src/engine/root/setup';

/** The steps of a turn that apply this rule. */
export const stepsOf = (t: BotTurn, rule: string): BotStep[] => t.steps.filter((s) => s.rule === rule);

/** The one step of a turn that applies this rule (fails if there are none or several). */
export function one(t: BotTurn, rule: string): BotStep {
  const xs = stepsOf(t, rule);
  expect(xs, `une étape ${rule}`).toHaveLength(1);
  return xs[0]!;
}

/** The first step of a turn that applies this rule (fails if there is none). */
export function first(t: BotTurn, rule: string): BotStep {
  const s = stepsOf(t, rule)[0];
  expect(s, `étape ${rule}`).toBeDefined();
  return s!;
}

/** The rules a step cites, in order. */
export const rulesOf = (s: BotStep): string[] => s.reasons.map((r) => r.rule);

/** A row of a tie-break or rule table: a position, the turn's options, what the rule makes the bot do. */
export interface BotRow {
  rule: string;
  what: string;
  notation: string;
  options: BotOptions;
  check(t: BotTurn): void;
}

/** A position given as an object, validated (fails the test with the problems otherwise). */
export function valid(s: Setup): Setup {
  const v = validate(s);
  if (!v.ok) throw new Error(JSON.stringify(v.problems));
  return v.setup;
}
