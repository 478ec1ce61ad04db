/**
 * The cards of a position as a reader reads them (the `position` answer): per site, its cards with
 * their Clan and tokens and the site's capacity (2.8.1); per player, the advisers (2.2.2), face down
 * ones hidden as the table hides them; the known Relics at sites, the world deck and the Dispossessed,
 * the favor banks.
 * Names follow deck.ts's rule (French print, else the English name marked « nom anglais »).
 */
import { countText, frenchTypography } from '../core/format';
import { cardInfo, cardLabel, cardLabelWithSuit, type CardId } from './deck';
import { PlayerName } from './names';
import { relicInfo } from './relics';
import { advisersOf, cardsAt, decksOf, holdsCards, playersOf, type PlacedCard, type PlayerId, type Setup } from './setup';
import { SUITS, siteInfo } from './sites';

export interface CardLine {
  card: CardId;
  /** « Keep (nom anglais ; nom français non confirmé ; Order), 1 faveur » */
  text: string;
  suit: string | null;
  faceDown?: boolean;
}
export interface PositionCards {
  sites: { slot: number; site: string; capacity: number; cards: CardLine[]; text: string }[];
  players: { player: PlayerId; advisers: CardLine[]; text: string }[];
  decks?: string;
  /** « Banques de faveur : Arcane 4, Beast 0. » when the position gives any (2.1.3) */
  banks?: string;
}

const tokens = (c: PlacedCard) => [c.favor ? countText(c.favor, 'faveur') : '', c.secrets ? countText(c.secrets, 'secret') : ''].filter(Boolean).join(', ');
function line(c: PlacedCard & { faceDown?: boolean }, hide: boolean): CardLine {
  const info = cardInfo(c.card);
  if (hide && c.faceDown) return { card: c.card, text: 'une carte face cachée', suit: null, faceDown: true };
  const t = tokens(c);
  return { card: c.card, text: frenchTypography(`${cardLabelWithSuit(c.card)}${c.faceDown ? ', face cachée' : ''}${t ? `, ${t}` : ''}`), suit: info.suit, ...(c.faceDown ? { faceDown: true } : {}) };
}

/** The cards of a position; undefined when it holds none (an old position). */
export function positionCards(s: Setup, hideFaceDown = false): PositionCards | undefined {
  if (!holdsCards(s)) return undefined;
  const sites = s.sites.map((x, i) => {
    const info = siteInfo(x.site);
    const cards = cardsAt(x).map((c) => line(c, false));
    const relics = (x.relicIds ?? []).map((r) => relicInfo(r).name);
    const list = cards.length ? cards.map((c) => c.text).join(' ; ') : 'aucune carte';
    const text = frenchTypography(`${x.faceDown ? `Site ${i + 1} (face cachée)` : cardLabel(x.site)} : ${list} (${cards.length} sur ${countText(info.capacity, 'place')})${relics.length ? ` ; Reliques connues : ${relics.join(', ')}` : ''}.`);
    return { slot: i + 1, site: info.name, capacity: info.capacity, cards, text };
  });
  const players = playersOf(s).map((p) => {
    const advisers = advisersOf(s, p).map((c) => line(c, hideFaceDown));
    const text = frenchTypography(`${PlayerName(p)} : ${advisers.length ? `${countText(advisers.length, 'Conseiller')} : ${advisers.map((a) => a.text).join(' ; ')}` : 'aucun Conseiller'}.`);
    return { player: p, advisers, text };
  });
  const d = decksOf(s);
  const out: PositionCards = { sites, players };
  const parts = [d.world !== undefined ? `pioche Monde : ${countText(d.world, 'carte')}` : '', d.dispossessed !== undefined ? `Dépossédés : ${countText(d.dispossessed, 'carte')}` : ''].filter(Boolean);
  if (parts.length) out.decks = frenchTypography(`${parts.join(' ; ')}.`.replace(/^p/, 'P'));
  const banks = SUITS.filter((x) => s.banks?.[x] !== undefined);
  if (banks.length) out.banks = frenchTypography(`Banques de faveur : ${banks.map((x) => `${x} ${s.banks![x]}`).join(', ')}.`);
  return out;
}
