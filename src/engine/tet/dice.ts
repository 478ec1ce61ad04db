/**
 * The Action die as data (1.1.3). Its faces are NOT in Clairière's sources: the French rule book
 * names the symbols it is rolled for — Poussée (4.3.4), Loupé (4.4.6), the power-up symbol (4.5.2) —
 * but never says how many sides carry each, nor whether some are blank. Searched, without
 * finding them: the publisher's Dized rules (rules.dized.com/game/_xLzk8vTTiulAj-vUHHAvg, pages
 * « Action: Melee Attack », « Action: Cast a Spell », FAQ), Gamelyn Games' site, public reviews.
 *
 * So the die is an input: a position may give its faces (`Setup.die`). Without it the engine uses
 * `DEFAULT_FACES`, a placeholder of Clairière's — each symbol on 2 of 6 sides — that is NOT the
 * printed die, and every answer computed with it says « composition non confirmée ».
 */
import type { Die } from '../core/dice';
import type { ActionFace } from './types';

export const SYMBOLS = ['poussee', 'loupe', 'renfort'] as const;
export type ActionSymbol = (typeof SYMBOLS)[number];

export const SYMBOL_NAMES: Record<ActionSymbol, string> = { poussee: 'Poussée', loupe: 'Loupé', renfort: 'renfort' };

/** Clairière's placeholder, not the printed die: composition non confirmée. */
export const DEFAULT_FACES: readonly ActionFace[] = [
  { count: 2, poussee: 1 },
  { count: 2, loupe: 1 },
  { count: 2, renfort: 1 },
];

export const UNCONFIRMED = 'composition non confirmée';

/** The kernel's die for a list of faces. */
export function actionDie(faces: readonly ActionFace[]): Die<ActionSymbol> {
  return {
    id: 'action',
    name: 'dé Action',
    faces: faces.map((f, i) => {
      const shows: Partial<Record<ActionSymbol, number>> = {};
      for (const s of SYMBOLS) if (f[s]) shows[s] = f[s];
      const label = SYMBOLS.filter((s) => f[s]).map((s) => `${f[s]}×${SYMBOL_NAMES[s]}`).join(' + ') || 'vierge';
      return { label: `face ${i + 1} (${label})`, count: f.count, shows };
    }),
  };
}
