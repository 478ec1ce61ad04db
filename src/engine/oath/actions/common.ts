/**
 * What the action modules share: the player's site, Supply, the cards at a site, face-up advisers and
 * their Clans, and the small French phrases every answer uses.
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo, cardLabel, type CardId } from '../deck';
import { playerName } from '../names';
import { rulesCardAt } from '../control';
import { advisersOf, cardsAt, holdsCards, pawnOf, slotOf, type PlacedCard, type PlayerId, type Setup } from '../setup';
import { siteInfo, type Suit } from '../sites';
import type { ActionBody, ActionRefusal } from './types';

export const refusal = (label: string, rule: string, text: string): ActionRefusal => ({ label, rule, text });

/** « Mine (site 3) », « le site face cachée 3 ». */
export function siteName(s: Setup, slot: number): string {
  const x = slotOf(s, slot);
  if (!x) return `le site ${slot}`;
  return x.faceDown ? `le site face cachée ${slot}` : `${siteInfo(x.site).name} (site ${slot})`;
}

/** « Keep (nom anglais ; nom français non confirmé) », as every list of cards shows it; a Vision with its article (« la Conspiration »). */
export const cardName = (id: CardId) => (cardInfo(id).type === 'vision' ? `la ${cardLabel(id)}` : cardLabel(id));

/** « 2 faveurs », « de 2 à 4 faveurs »: a count that may be chosen in a range. */
export function rangeText(min: number, max: number, one: string, many = `${one}s`): string {
  return min === max ? countText(max, one, many) : `de ${min} à ${countText(max, one, many)}`;
}

/** A card a favor or a secret may be placed on (5.2.1, 5.3.2): a denizen or an intact Edifice with no token (2.9). */
export function isEmptyCard(c: PlacedCard): boolean {
  const t = cardInfo(c.card).type;
  return (t === 'denizen' || t === 'edifice') && !(c.favor ?? 0) && !(c.secrets ?? 0);
}

/** The Clans of a player's face-up advisers (a face-down adviser has none, 5.1.4.II). */
export function adviserSuits(s: Setup, p: PlayerId): Suit[] {
  return advisersOf(s, p)
    .filter((a) => !a.faceDown)
    .map((a) => cardInfo(a.card).suit)
    .filter((x): x is Suit => !!x);
}

/** Face-up advisers of a player that match a Clan (glossary « Correspondant »). */
export const matchingAdvisers = (s: Setup, p: PlayerId, suit: Suit) => adviserSuits(s, p).filter((x) => x === suit).length;

/**
 * The start of every Major Action: the player is in play, has a pawn on the map; returns the pawn's
 * slot, or a body with the refusal.
 */
export function pawnOrRefusal(s: Setup, p: PlayerId, label: string, rule: string): { slot: number } | { body: ActionBody } {
  if (!s.players[p]) return { body: { choices: [], refusals: [refusal(label, rule, `${cap(playerName(p))} n’est pas en jeu.`)], notes: [] } };
  const slot = pawnOf(s, p);
  if (slot === undefined || !slotOf(s, slot)) return { body: { choices: [], refusals: [refusal(label, rule, `${cap(playerName(p))} n’a pas de pion sur la Mappemonde : la position ne dit pas où il se trouve.`)], notes: [] } };
  return { slot };
}

/** Supply the player has, and whether it covers a cost (4.2: a Major Action spends Supply). */
export function supplyShort(s: Setup, p: PlayerId, cost: number): string | null {
  const have = s.players[p]?.supply;
  if (have === undefined || have >= cost) return null;
  return `Il faut ${countText(cost, 'Provision')} et ${playerName(p)} n’en a que ${have}.`;
}

/** The note when the position does not give the Supply left. */
export function supplyNote(s: Setup, p: PlayerId): Reason[] {
  return s.players[p]?.supply === undefined ? [reason('4.2', 'Provisions restantes non données : les coûts sont indiqués sans être comparés à ce qui reste.')] : [];
}

/** The note when the position holds no card at all (a position written before cards). */
export function cardsNote(s: Setup): Reason[] {
  return holdsCards(s) ? [] : [reason('2.8.1', 'La position ne donne aucune carte (ni Habitant sur les sites, ni Conseiller) : ce qui dépend des cartes n’est pas décidé.')];
}

/**
 * The cards of one power kind a player may reach on its turn: face-up advisers, held Relics, cards at
 * the pawn's site or at sites the player rules (7.1.1), and, for an Exile with the Grand Mask, the
 * cards other than battle plans at Imperial sites (control.ts, `rulesCardAt`).
 */
export function cardsWithPower(s: Setup, p: PlayerId, kind: 'action' | 'search' | 'muster' | 'trade' | 'recover' | 'travel' | 'campaign', ruled: number[]): { card: CardId; where: string; mask?: true }[] {
  const out: { card: CardId; where: string; mask?: true }[] = [];
  for (const a of advisersOf(s, p)) if (!a.faceDown && cardInfo(a.card).powers.includes(kind)) out.push({ card: a.card, where: 'Conseiller' });
  for (const r of s.players[p]?.relics ?? []) if (cardInfo(r).powers.includes(kind)) out.push({ card: r, where: 'Relique détenue' });
  const pawn = pawnOf(s, p);
  for (let slot = 1; slot <= s.sites.length; slot++) {
    const here = slot === pawn || ruled.includes(slot);
    for (const c of cardsAt(slotOf(s, slot))) {
      if (!cardInfo(c.card).powers.includes(kind)) continue;
      if (here) out.push({ card: c.card, where: siteName(s, slot) });
      else if (rulesCardAt(s, p, slot, c.card, p)) out.push({ card: c.card, where: siteName(s, slot), mask: true });
    }
  }
  return out;
}

/** « Le joueur 3 » from « le joueur 3 ». */
export const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** « 1 Provision », « 1 Provision et 2 faveurs ». */
export function costText(parts: [number, string, string?][]): string {
  const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => countText(n, one, many));
  return shown.length ? shown.join(' et ') : 'aucun';
}
