/**
 * A bot question (situation.ts) and the options of the turn it asks for: no bot code here, so that
 * a view reads and writes questions without loading a bot (bots/lazy.ts loads them).
 */
import type { FactionId } from '../factions';
import { seedState } from '../../core/random';
import type { BotOptions, BotState } from './core';
import type { TraitId } from './trait-ids';

export function initialBotState(seed = 0): BotState {
  return { rng: seedState(seed), out: [] };
}

/**
 * A Clockwork bot's turn (Les Lois de la Robotique) as a situation asks it (situation.ts, which
 * re-exports it): which bot, its order card (drawn with the seed when absent), difficulty, Traits,
 * the seed of its random draws, and the step shown. Declared here, beside `botOptionsOf`, so the
 * bots never import the situation layer above them.
 */
export interface BotQuestion {
  kind: 'bot';
  bot: FactionId;
  orderCard?: string;
  difficulty?: 'facile' | 'normal' | 'difficile' | 'cauchemardesque';
  traits?: string[];
  seed?: number;
  /** the step shown, 0 = the position before the turn */
  step?: number;
  /** rolls made at the table for the turn's battles, in order (else drawn with the seed) */
  dice?: [number, number][];
  /** cards revealed by later draws of the turn, in order (else drawn with the seed) */
  nextCards?: string[];
  /** what the bot's board holds beyond the position (Vagabot items, Lost Souls, Market…): BotState.boards */
  boards?: Record<string, unknown>;
  /** outcomes the reader picked for random draws of the turn, by draw number (BotOptions.picks) */
  picks?: Record<string, string>;
  /** the game's shared deck, hence the order deck (R2.7): « exiles » for Exiles and Partisans */
  deck?: 'base' | 'exiles';
}

/** The options of a turn from a bot question (situation.ts): the one mapping the scenario runner and the board share. */
export function botOptionsOf(q: BotQuestion): BotOptions {
  return {
    ...(q.orderCard ? { orderCard: q.orderCard } : {}),
    ...(q.difficulty ? { difficulty: q.difficulty } : {}),
    ...(q.traits ? { traits: q.traits as TraitId[] } : {}),
    seed: q.seed ?? 0,
    ...(q.dice ? { dice: q.dice } : {}),
    ...(q.nextCards ? { nextOrderCards: q.nextCards } : {}),
    ...(q.boards ? { botState: { ...initialBotState(q.seed ?? 0), boards: q.boards as BotState['boards'] } } : {}),
    ...(q.picks ? { picks: q.picks } : {}),
    ...(q.deck ? { deck: q.deck } : {}),
  };
}
