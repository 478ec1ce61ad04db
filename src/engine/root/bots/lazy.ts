/**
 * The bots on demand, for the pages: each bot's module is its own chunk, loaded when a position
 * needs it, so that a Rootbotics page fetches the code of the bot it plays and not of the nine.
 *
 *   loadBots(['marquise'])  → Promise<LoadedBots>   the modules asked for, and the turn runner
 *   botsNeeded(setup, bot)  → BotId[]               the bot played and every bot of the position
 *
 * A turn may ask for the module of another bot of the position (its defence, core.ts
 * `afterDefence`), so a view loads `botsNeeded(…)` before it plays: the answer is then the one
 * bots/index.ts gives with every bot loaded (tests/engine/bots/lazy.test.ts). A chunk that fails
 * to load rejects the promise; the view says so in French.
 */
import type { FactionId } from '../factions';
import type { Setup } from '../setup';
import type { BotOptions, BotRules, BotTurn } from './core';
import { BOT_IDS, isBotId, type BotId } from './ids';

/** Where each bot's module is: one chunk per module (the two Vagabots share one). */
const LOADERS: { [B in BotId]: () => Promise<BotRules> } = {
  marquise: () => import('./marquise').then((m) => m.marquiseBot),
  eyrie: () => import('./eyrie').then((m) => m.eyrieBot),
  alliance: () => import('./alliance').then((m) => m.allianceBot),
  vagabond: () => import('./vagabot').then((m) => m.vagabotBot),
  vagabond2: () => import('./vagabot').then((m) => m.vagabot2Bot),
  duchy: () => import('./duchy').then((m) => m.duchyBot),
  corvids: () => import('./corvids').then((m) => m.corvidsBot),
  lizards: () => import('./lizards').then((m) => m.lizardsBot),
  riverfolk: () => import('./riverfolk').then((m) => m.riverfolkBot),
};

export interface LoadedBots {
  /** the modules loaded so far */
  readonly rules: Partial<Record<FactionId, BotRules>>;
  /** a turn, as bots/index.ts `playBotTurn` plays it, with the modules loaded */
  playBotTurn(setup: Setup | unknown, bot: FactionId, options?: BotOptions): BotTurn;
}

const loaded: Partial<Record<FactionId, BotRules>> = {};
let runner: Promise<typeof import('./play')> | undefined;

/** The bot played and every other bot of the position (the modules its turn may ask for). */
export function botsNeeded(setup: Setup | undefined, bot: FactionId): BotId[] {
  const players = setup && typeof setup === 'object' && setup.players && typeof setup.players === 'object' ? setup.players : {};
  return BOT_IDS.filter((f) => f === bot || players[f]?.bot === true);
}

/** Whether these bots are loaded already (then `loadBots` answers at once). */
export const botsLoaded = (ids: readonly FactionId[]): boolean => runner !== undefined && ids.every((f) => !isBotId(f) || loaded[f] !== undefined);

/**
 * Loads the modules of `ids` (those that are bots; the others are ignored: the turn then says
 * in French that the faction has no bot) and the turn runner. A failed load is tried again on
 * the next call.
 */
export async function loadBots(ids: readonly FactionId[]): Promise<LoadedBots> {
  const want = ids.filter(isBotId).filter((f) => !loaded[f]);
  const play = (runner ??= import('./play').catch((e: unknown) => {
    runner = undefined;
    throw e;
  }));
  const [p, modules] = await Promise.all([play, Promise.all(want.map((f) => LOADERS[f]()))]);
  want.forEach((f, i) => (loaded[f] = modules[i]));
  const rules = { ...loaded };
  const lookup = (f: FactionId) => rules[f];
  return {
    rules,
    playBotTurn: (setup, bot, options = {}) => p.runBot(lookup, setup, bot, options, false),
  };
}
