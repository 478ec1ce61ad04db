/** The words of each action in a share link (`action.J.ACTION`): French, ASCII, one per action. */
import type { ActionId } from './types';

export const ACTION_CODES: Record<ActionId, string> = {
  search: 'rechercher',
  muster: 'recruter',
  trade: 'commercer',
  recover: 'recuperer',
  campaign: 'campagne',
  travel: 'voyager',
  adviser: 'conseiller',
  power: 'pouvoir',
  peekRelic: 'relique',
  peekReliquary: 'reliquaire',
  warbands: 'troupes',
  citizenship: 'citoyennete',
  exile: 'exil',
  selfExile: 'autoexil',
};
export const ACTION_BY_CODE = new Map(Object.entries(ACTION_CODES).map(([k, v]) => [v, k as ActionId]));
