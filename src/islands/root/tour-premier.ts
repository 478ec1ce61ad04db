/**
 * The first view of a bot explorer, computed when the site is built (Essai.astro): the turn the
 * page's own situation asks for, played by the same code the browser runs (bots/lazy.ts, with the
 * bots the position plays), and the Trait cards of that bot. The explorer (TourRobot.svelte) shows
 * it as long as the reader keeps the page's position and settings; the engine, the bot's module and
 * the battle rules load when the reader reaches for the explorer or changes anything.
 *
 * Plain JSON (an island's props): `turn` is what `JSON.parse(JSON.stringify(…))` makes of the
 * engine's answer (tests/content/tour-premier.test.ts compares it with a fresh evaluation).
 */
import { botTraitIds } from '~/engine/root/bots/ids';
import { botsNeeded, loadBots } from '~/engine/root/bots/lazy';
import { botOptionsOf } from '~/engine/root/bots/question';
import type { BotTurn } from '~/engine/root/bots/core';
import type { TraitCard } from '~/engine/root/bots/data-common';
import type { TraitId } from '~/engine/root/bots/trait-ids';
import type { Situation } from '~/engine/root/situation-text';

export interface PremierTour {
  /** the turn of the page's own question, as the engine plays it */
  turn: BotTurn;
  /** the Trait cards of the bot played (their effects are listed in the explorer) */
  traits: Partial<Record<TraitId, TraitCard>>;
}

/** The first view of the bot explorer for a situation whose question is a bot turn; else undefined. */
export async function premierTour(situation: Situation): Promise<PremierTour | undefined> {
  const q = situation.question;
  if (q.kind !== 'bot') return undefined;
  const bots = await loadBots(botsNeeded(situation.setup, q.bot));
  const turn = bots.playBotTurn(situation.setup, q.bot, botOptionsOf(q));
  const traits: Partial<Record<TraitId, TraitCard>> = {};
  for (const t of botTraitIds(q.bot)) if (bots.traits[t]) traits[t] = bots.traits[t];
  return JSON.parse(JSON.stringify({ turn, traits })) as PremierTour;
}
