/**
 * Every action of an Oath turn (chapters 5 and 6) through one entry: `legalAction(setup, player,
 * action, params)` → what this player may do with it now (types.ts). One module per action or
 * family: search.ts (5.1), muster.ts (5.2, 5.3), recover.ts (5.4), campaign.ts (5.5, 5.6),
 * minor.ts (6.1–6.5), empire.ts (6.6–6.8); placement.ts (5.1.4) is shared by Rechercher and 6.1;
 * modifiers.ts applies the cards' modifiers (7.4) to Voyager, Recruter, Commercer and Récupérer.
 */
import { frenchTypography } from '../../core/format';
import { CAMPAIGN, TRAVEL } from './campaign';
import { CITIZENSHIP, EXILE, SELF_EXILE } from './empire';
import { ADVISER, PEEK_RELIC, PEEK_RELIQUARY, POWER, WARBANDS } from './minor';
import { MUSTER, TRADE } from './muster';
import { RECOVER } from './recover';
import { SEARCH } from './search';
import { ACTION_INFO, isMajor, type ActionAnswer, type ActionId, type ActionModule, type ActionParams } from './types';
import type { PlayerId, Setup } from '../setup';

export const ACTION_MODULES: Record<ActionId, ActionModule> = {
  search: SEARCH,
  muster: MUSTER,
  trade: TRADE,
  recover: RECOVER,
  campaign: CAMPAIGN,
  travel: TRAVEL,
  adviser: ADVISER,
  power: POWER,
  peekRelic: PEEK_RELIC,
  peekReliquary: PEEK_RELIQUARY,
  warbands: WARBANDS,
  citizenship: CITIZENSHIP,
  exile: EXILE,
  selfExile: SELF_EXILE,
};

/** What a player may do with one action now: choices with costs, refusals with rules, notes. */
export function legalAction(s: Setup, player: PlayerId, action: ActionId, params: ActionParams = {}): ActionAnswer {
  const info = ACTION_INFO[action];
  const body = ACTION_MODULES[action].legal(s, player, params);
  const ft = frenchTypography;
  return {
    action,
    player,
    label: info.label,
    rule: info.rule,
    major: isMajor(action),
    choices: body.choices.map((c) => ({ ...c, label: ft(c.label), cost: ft(c.cost) })),
    refusals: body.refusals.map((r) => ({ ...r, label: ft(r.label), text: ft(r.text) })),
    notes: body.notes,
  };
}

export * from './types';
export { exileCost } from './empire';
export { ADVISER_LIMIT } from './placement';
