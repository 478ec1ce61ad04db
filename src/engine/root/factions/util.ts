/** Small helpers shared by the rules modules. */
import type { BattleQuery, RulesContext } from '../hooks';
import type { FactionId } from '../factions';
import type { ClearingSetup, Owner, Place } from '../setup';

/** The rule number that applies: the Law's for a human, Rootbotics' for a bot. */
export function ruleOf(ctx: RulesContext, f: FactionId, human: string, bot: string): string {
  return ctx.isBot(f) ? bot : human;
}

export function tokensOf(c: ClearingSetup, owner: Owner, kinds: readonly string[]) {
  return (c.tokens ?? []).filter((t) => t.owner === owner && kinds.includes(t.kind));
}

export function warriorsOf(c: ClearingSetup, owner: Owner): number {
  return c.warriors?.[owner] ?? 0;
}

export function isClearing(p: Place): p is number {
  return typeof p === 'number';
}

export function placeLabel(p: Place): string {
  return typeof p === 'number' ? `la clairière ${p}` : p === 'terrier' ? 'le Terrier' : `le bois ${p.forest.replaceAll('_', '-')}`;
}

/**
 * The same query with no choice made (to work out a default): it inherits everything else from
 * `q`, methods included, whatever object `q` is.
 */
export function withoutChoices(q: BattleQuery): BattleQuery {
  return Object.assign(Object.create(q) as BattleQuery, { choices: {} });
}
