/**
 * The bots this engine can play (R4–R11), by faction, in the order of the chapters: the list
 * without the bots' code, so that a view can show them and load only the one it plays
 * (bots/lazy.ts). bots/index.ts registers the same modules eagerly, for Node code and tests;
 * tests/engine/bots/lazy.test.ts checks that both agree.
 */
import type { FactionId } from '../factions';
import { TRAIT_BOT, TRAIT_IDS, type TraitId } from './trait-ids';

export const BOT_IDS = ['marquise', 'eyrie', 'alliance', 'vagabond', 'vagabond2', 'duchy', 'corvids', 'lizards', 'riverfolk'] as const satisfies readonly FactionId[];
export type BotId = (typeof BOT_IDS)[number];

export const isBotId = (f: unknown): f is BotId => typeof f === 'string' && (BOT_IDS as readonly string[]).includes(f);

/** A bot's Traits (R3.3.2), in card order, known without its module: the Vagabots share the Vagabot's cards. */
export function botTraitIds(f: FactionId): TraitId[] {
  if (!isBotId(f)) return [];
  const owner = f === 'vagabond2' ? 'vagabond' : f;
  return TRAIT_IDS.filter((t) => TRAIT_BOT[t] === owner);
}
