/**
 * Outrage (8.2.6) during the turn of a faction other than the Alliance, through the kit: moving
 * warriors into a sympathetic clearing, or removing a Sympathy token, costs the mover a card of the
 * clearing's suit (a bird card may stand in: 2.1.1) for the Alliance's supporters; with no such card
 * the player shows the hand and the Alliance draws one. The card leaves the hand (`state.hand`);
 * the Alliance's supporters are not this turn's state, so the answer only says where the card goes.
 * Any faction module may call it; it names the Alliance because the rule is the Alliance's.
 */
import { CARD_SUIT_NAMES } from '../cards';
import { reason } from '../reasons';
import type { TurnKit } from './types';

/** Was there a Sympathy token in c (before the move or the battle)? */
export function sympathetic(k: TurnKit, c: number): boolean {
  return k.tokens(c, 'alliance', 'sympathy') > 0;
}

/** Applies Outrage in c for the faction whose turn it is (`act`: moved warriors in, or removed the token). */
export function outrageFor(k: TurnKit, c: number, act: 'move' | 'remove'): void {
  if (k.faction === 'alliance' || !k.setup.players.alliance) return;
  const suit = k.suitOf(c);
  const what = act === 'move' ? `en déplaçant des guerriers dans la clairière sympathisante ${c}` : `en retirant le jeton de Sympathie de la clairière ${c}`;
  if (k.setup.players.alliance.bot) return;
  if (!suit) {
    k.note(reason('8.2.6', `Indignation ${what} : la couleur de la clairière n’est pas connue, la carte à donner non plus (8.2.6).`));
    return;
  }
  const has = k.cards(suit);
  if (has === undefined) {
    k.note(reason('8.2.6', `Indignation ${what} : une carte ${CARD_SUIT_NAMES[suit]} (ou Oiseau) de la main rejoint les partisans de l’Alliance (8.2.6).`));
    return;
  }
  if (has + (k.cards('bird') ?? 0) > 0) {
    k.spend(suit, 1, '8.2.6', true);
    k.note(reason('8.2.6', `Indignation ${what} : une carte ${CARD_SUIT_NAMES[suit]} (ou Oiseau, 2.1.1) quitte la main pour les partisans de l’Alliance (8.2.6).`));
  } else k.note(reason('8.2.6', `Indignation ${what} : aucune carte ${CARD_SUIT_NAMES[suit]} ni Oiseau en main ; la main est montrée à l’Alliance, qui pioche 1 carte pour ses partisans (8.2.6).`));
}
