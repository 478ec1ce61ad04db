/**
 * What the card editors of the Oath map share: the cards already in the position (each card is
 * unique, 2.6), the choices a reader may add to a site or to a player's advisers, grouped by Clan,
 * and the short texts they show. Names follow the engine's catalogue (deck.ts `cardLabel`).
 */
import { CARDS, ENGLISH_NAME_MARK, cardLabel, physicalCard, type CardId, type CardInfo } from '~/engine/oath/deck';
import { SUITS } from '~/engine/oath/sites';
import type { Setup } from '~/engine/oath/setup';

/** The physical cards already somewhere in the position. */
export function usedCards(s: Setup): Set<CardId> {
  const out = new Set<CardId>();
  for (const x of s.sites) for (const c of x.cards ?? []) out.add(physicalCard(c.card));
  for (const p of Object.values(s.players)) for (const c of p?.advisers ?? []) out.add(physicalCard(c.card));
  return out;
}

export interface OptionGroup {
  label: string;
  cards: { id: CardId; label: string }[];
}

/** The cards a reader may add, by Clan: to a site (Habitants, Édifices, Ruines) or as an adviser (Habitants). */
export function optionGroups(s: Setup, where: 'site' | 'adviser'): OptionGroup[] {
  const used = usedCards(s);
  const fits = (c: CardInfo) => !used.has(physicalCard(c.id)) && (where === 'site' ? c.restriction !== 'adviser' : c.restriction !== 'site');
  const groups: OptionGroup[] = SUITS.map((suit) => ({
    label: suit,
    cards: CARDS.filter((c) => c.suit === suit && (c.type === 'denizen' || (where === 'site' && c.type === 'edifice')) && fits(c)).map((c) => ({ id: c.id, label: c.type === 'edifice' ? `${cardLabel(c.id)}, Édifice` : cardLabel(c.id) })),
  }));
  if (where === 'site') groups.push({ label: 'Ruines (sans Clan)', cards: CARDS.filter((c) => c.type === 'ruin' && fits(c)).map((c) => ({ id: c.id, label: cardLabel(c.id) })) });
  return groups.filter((g) => g.cards.length);
}

/** The engine's mark after an English card name (deck.ts `cardLabel`). */
const ENGLISH_MARK = ` (${ENGLISH_NAME_MARK})`;

/**
 * A long answer names many cards by their English name, each with the engine's full mark: a list
 * shows « (angl.) » instead, and says once what it means (`ABBR_NOTE`). Returns the text and whether
 * it had a mark.
 */
export function shortMarks(text: string): [string, boolean] {
  const out = text.replaceAll(ENGLISH_MARK, ' (angl.)');
  return [out, out !== text];
}
export const ABBR_NOTE = '«\u00A0(angl.)\u00A0» suit le nom anglais d’une carte dont le nom français n’est pas confirmé.';
