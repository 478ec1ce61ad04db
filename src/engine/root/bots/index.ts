/**
 * Clockwork bots: public API.
 *
 *   playBotTurn(setup, bot, options) → BotTurn   one whole turn, step by step
 *   botSetup(setup, bot, options)    → BotTurn   the bot's faction setup (R4.3, R5.3…)
 *
 * Both are pure and never throw: invalid input gives `ok: false` and French problems. Randomness
 * comes only from the seeded generator carried in `BotState` (options.botState, or options.seed).
 * Bots are modules implementing `BotRules` (core.ts), registered in `BOTS` below and listed in
 * ids.ts (`BOT_IDS`); bots/lazy.ts loads one on demand for the pages (a new bot goes into those
 * three lists). This module loads every bot: it is for Node code (the scenario runner, the
 * tests, the build); an island uses bots/lazy.ts.
 */
import type { FactionId } from '../factions';
import type { BotRules, BotTurn, BotOptions } from './core';
import type { Setup } from '../setup';
import { allianceBot } from './alliance';
import { corvidsBot } from './corvids';
import { duchyBot } from './duchy';
import { eyrieBot } from './eyrie';
import { marquiseBot } from './marquise';
import { lizardsBot } from './lizards';
import { riverfolkBot } from './riverfolk';
import { vagabot2Bot, vagabotBot } from './vagabot';
import { runBot } from './play';

export * from './core';
export * from './data';
export * from './deck';
export { BOT_IDS, botTraitIds, isBotId, type BotId } from './ids';
export { REACTIONS } from './reactions';
export { botOptionsOf, initialBotState, type BotQuestion } from './question';
export { runBot, type BotLookup } from './play';

/** The bots this engine can play, by faction (R4–R11). */
export const BOTS: Partial<Record<FactionId, BotRules>> = {
  marquise: marquiseBot,
  eyrie: eyrieBot,
  alliance: allianceBot,
  vagabond: vagabotBot,
  vagabond2: vagabot2Bot,
  duchy: duchyBot,
  corvids: corvidsBot,
  lizards: lizardsBot,
  riverfolk: riverfolkBot,
};

const eager = (f: FactionId) => BOTS[f];

/** One whole turn of a bot, step by step (Birdsong, Daylight, Evening). Pure; never throws. */
export function playBotTurn(setup: Setup | unknown, bot: FactionId, options: BotOptions = {}): BotTurn {
  return runBot(eager, setup, bot, options, false);
}

/** The faction setup of a bot (R4.3, R5.3), with its random draws. Pure; never throws. */
export function botSetup(setup: Setup | unknown, bot: FactionId, options: BotOptions = {}): BotTurn {
  return runBot(eager, setup, bot, options, true);
}
