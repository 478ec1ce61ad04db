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
import type { TraitCard } from './data-common';
import { BOT_IDS, isBotId, type BotId } from './ids';
import type { TraitId } from './trait-ids';

/** A bot's module and its Trait cards (the explorer shows their effects). */
interface BotChunk {
  rules: BotRules;
  traits: Partial<Record<TraitId, TraitCard>>;
}

/** Where each bot's module and data are: one chunk per bot (the two Vagabots share one). */
const LOADERS: { [B in BotId]: () => Promise<BotChunk> } = {
  marquise: () => Promise.all([import('./marquise'), import('./data-marquise')]).then(([m, d]) => ({ rules: m.marquiseBot, traits: d.MARQUISE_TRAIT_CARDS })),
  eyrie: () => Promise.all([import('./eyrie'), import('./data-eyrie')]).then(([m, d]) => ({ rules: m.eyrieBot, traits: d.EYRIE_TRAIT_CARDS })),
  alliance: () => Promise.all([import('./alliance'), import('./data-alliance')]).then(([m, d]) => ({ rules: m.allianceBot, traits: d.ALLIANCE_TRAIT_CARDS })),
  vagabond: () => Promise.all([import('./vagabot'), import('./data-vagabot')]).then(([m, d]) => ({ rules: m.vagabotBot, traits: d.VAGABOT_TRAIT_CARDS })),
  vagabond2: () => Promise.all([import('./vagabot'), import('./data-vagabot')]).then(([m, d]) => ({ rules: m.vagabot2Bot, traits: d.VAGABOT_TRAIT_CARDS })),
  duchy: () => Promise.all([import('./duchy'), import('./data-duchy')]).then(([m, d]) => ({ rules: m.duchyBot, traits: d.DUCHY_TRAIT_CARDS })),
  corvids: () => Promise.all([import('./corvids'), import('./data-corvids')]).then(([m, d]) => ({ rules: m.corvidsBot, traits: d.CORVIDS_TRAIT_CARDS })),
  lizards: () => Promise.all([import('./lizards'), import('./data-lizards')]).then(([m, d]) => ({ rules: m.lizardsBot, traits: d.LIZARDS_TRAIT_CARDS })),
  riverfolk: () => Promise.all([import('./riverfolk'), import('./data-riverfolk')]).then(([m, d]) => ({ rules: m.riverfolkBot, traits: d.RIVERFOLK_TRAIT_CARDS })),
};

export interface LoadedBots {
  /** the modules loaded so far */
  readonly rules: Partial<Record<FactionId, BotRules>>;
  /** the Trait cards of the bots loaded (effect, how far the engine applies it…) */
  readonly traits: Partial<Record<TraitId, TraitCard>>;
  /** a turn, as bots/index.ts `playBotTurn` plays it, with the modules loaded */
  playBotTurn(setup: Setup | unknown, bot: FactionId, options?: BotOptions): BotTurn;
}

const loaded: Partial<Record<FactionId, BotRules>> = {};
const traits: Partial<Record<TraitId, TraitCard>> = {};
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
  want.forEach((f, i) => {
    loaded[f] = modules[i]!.rules;
    Object.assign(traits, modules[i]!.traits);
  });
  const rules = { ...loaded };
  const lookup = (f: FactionId) => rules[f];
  return {
    rules,
    traits: { ...traits },
    playBotTurn: (setup, bot, options = {}) => p.runBot(lookup, setup, bot, options, false),
  };
}
