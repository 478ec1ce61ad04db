/**
 * Validation of the cards of a position (called by `validate`): the cards at each site (2.8.1
 * capacity, one Edifice, 7.2.1 restrictions), each player's advisers (2.2.2, the adviser limits the
 * cards print), every card at most once in the whole position (2.6, 2.9), the Relics known at a
 * site (2.8.2, 2.4), the world deck and the Dispossessed (2.1.5, 8.5). Every problem in French with
 * its rule; the canonical cards (lists in a fixed order, fields at their default left out).
 *
 * Restrictions are checked only where a source gives them (deck.ts `RESTRICTIONS`); the other cards
 * are accepted anywhere, as the catalogue does not know their flag.
 */
import { countText } from '../core/format';
import { FORMAT } from '../core/verdict';
import { cardInfo, cardLabel, isCardId, physicalCard, restrictionNote, type CardId } from './deck';
import { VISION_COUNT } from './map';
import { PlayerName } from './names';
import { isRelicId, type RelicId } from './relics';
import type { AdviserCard, DecksSetup, PlacedCard, PlayerId, SiteSlot } from './setup';
import { siteInfo } from './sites';

type Report = (rule: string, text: string, where?: string) => void;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 9999;

/** Adviser limits printed on cards (LC texts): only two advisers; Nomads ignore the limit but one other only; these ignore it. */
const TWO_ADVISERS: readonly string[] = ['OATH-080', 'OATH-092', 'OATH-097'];
const FAMILY_WAGON = 'OATH-168';
const IGNORES_LIMIT: readonly string[] = ['OATH-182'];
/** The adviser limit (2.2.2). */
export const ADVISER_LIMIT = 3;

/** Does this adviser count toward the limit (a face-up card that ignores it does not)? */
export const countsForLimit = (c: { card: string; faceDown?: boolean }) => !!c.faceDown || !IGNORES_LIMIT.includes(c.card);

/** A player's adviser limit (2.2.2, 7.6.4): 3, or 2 with a face-up « only two advisers » card (the lowest wins), and that card. */
export function adviserLimit(cards: readonly { card: string; faceDown?: boolean }[]): { limit: number; by?: string } {
  const two = cards.find((c) => !c.faceDown && TWO_ADVISERS.includes(c.card));
  return two ? { limit: 2, by: two.card } : { limit: ADVISER_LIMIT };
}
/** Denizens in the base game (LC OATH-001 … OATH-198). */
const DENIZENS = 198;

/** Reads one card with its tokens; undefined (and a problem) when unreadable. */
function readCard(raw: unknown, what: string, where: string, P: Report, adviser: boolean): PlacedCard | AdviserCard | undefined {
  if (!isObj(raw) || !isCardId(raw.card)) {
    P(FORMAT, `${what} : une carte est inconnue.`, where);
    return undefined;
  }
  const out: AdviserCard = { card: raw.card };
  for (const k of ['favor', 'secrets'] as const) {
    if (raw[k] === undefined) continue;
    if (!isCount(raw[k])) P(FORMAT, `${what} : le nombre de ${k === 'favor' ? 'faveurs' : 'secrets'} sur une carte est un entier positif ou nul.`, where);
    else if (raw[k]) out[k] = raw[k];
  }
  if (adviser && raw.faceDown !== undefined) {
    if (typeof raw.faceDown !== 'boolean') P(FORMAT, `${what} : on ne sait pas si un Conseiller est face cachée.`, where);
    else if (raw.faceDown) out.faceDown = true;
  }
  for (const k of Object.keys(raw)) if (!['card', 'favor', 'secrets', ...(adviser ? ['faceDown'] : [])].includes(k)) P(FORMAT, `${what} : une donnée d’une carte est inconnue.`, where);
  return out;
}

/** The cards at a site; `slot` receives them (canonical order: as given). */
export function checkSiteCards(raw: Record<string, unknown>, slot: SiteSlot, i: number, P: Report, placeRelic: (r: RelicId, at: string) => void): void {
  const info = siteInfo(slot.site);
  const where = `site ${i + 1}`;
  if (raw.cards !== undefined) {
    if (!Array.isArray(raw.cards)) P(FORMAT, `Site ${i + 1} : ses cartes sont illisibles.`, where);
    else {
      const cards = raw.cards.map((c) => readCard(c, `Site ${i + 1}`, where, P, false)).filter((c): c is PlacedCard => !!c);
      for (const c of cards) {
        const k = cardInfo(c.card);
        if (k.type !== 'denizen' && k.type !== 'edifice' && k.type !== 'ruin') P('2.8.1', `${info.name} : ${cardLabel(c.card)} ne se pose pas sur un site (seuls les Habitants et les Édifices y vont).`, where);
        else if (k.restriction === 'adviser') P('7.2.1', `${info.name} : ${cardLabel(c.card)} porte la restriction Conseiller uniquement${restrictionNote(k)} et ne va que parmi les Conseillers d’un joueur.`, where);
      }
      if (cards.length > info.capacity) P('2.8.1', `${info.name} accueille au plus ${countText(info.capacity, 'carte')} (Habitants et Édifices), pas ${cards.length}.`, where);
      if (cards.filter((c) => ['edifice', 'ruin'].includes(cardInfo(c.card).type)).length > 1) P('2.9', `${info.name} : un site n’a qu’un Édifice (8.3.1).`, where);
      if (slot.faceDown && cards.length) P('2.8.2', `${info.name} est face cachée : aucune carte n’y est encore jouée.`, where);
      if (cards.length) slot.cards = cards;
    }
  }
  if (raw.relicIds !== undefined) {
    if (!Array.isArray(raw.relicIds) || !raw.relicIds.every(isRelicId)) P(FORMAT, `Site ${i + 1} : une Relique est inconnue.`, where);
    else if (raw.relicIds.length) {
      const ids = [...raw.relicIds].sort();
      for (const r of ids) placeRelic(r, info.name);
      if (ids.length > (slot.relics ?? 0)) slot.relics = ids.length;
      slot.relicIds = ids;
    }
  }
}

/** A player's advisers (2.2.2). */
export function checkAdvisers(raw: unknown, id: PlayerId, P: Report): AdviserCard[] | undefined {
  const who = PlayerName(id);
  if (!Array.isArray(raw)) {
    P(FORMAT, `${who} : ses Conseillers sont illisibles.`, id);
    return undefined;
  }
  const cards = raw.map((c) => readCard(c, who, id, P, true)).filter((c): c is AdviserCard => !!c);
  for (const c of cards) {
    const k = cardInfo(c.card);
    if (k.type !== 'denizen' && k.type !== 'vision') P('2.2.2', `${who} : ${cardLabel(c.card)} ne peut pas être un Conseiller (des Habitants, et des Visions face cachée).`, id);
    else if (k.type === 'vision' && !c.faceDown) P('2.2.2', `${who} : une Vision parmi les Conseillers est toujours face cachée.`, id);
    else if (!c.faceDown && k.restriction === 'site') P('7.2.1', `${who} : ${cardLabel(c.card)} porte la restriction Site uniquement${restrictionNote(k)} et ne va que sur un site.`, id);
  }
  const faceUp = cards.filter((c) => !c.faceDown).map((c) => c.card as string);
  const counted = cards.filter(countsForLimit);
  if (faceUp.includes(FAMILY_WAGON)) {
    const others = counted.filter((c) => c.faceDown || cardInfo(c.card).suit !== 'Nomad');
    if (others.length > 1) P('2.2.2', `${who} : avec ${cardLabel(FAMILY_WAGON as CardId)}, un seul Conseiller qui n’est pas Nomad.`, id);
  } else {
    const { limit, by: two } = adviserLimit(cards);
    if (counted.length > limit) P('2.2.2', two ? `${who} : avec ${cardLabel(two as CardId)}, deux Conseillers au plus, pas ${counted.length}.` : `${who} : trois Conseillers au plus, pas ${counted.length}.`, id);
  }
  return cards;
}

/** Every card at most once (an Edifice and its Ruin are one card); favor on cards for the total (1.4). */
export function checkUnique(sites: SiteSlot[], advisers: [PlayerId, AdviserCard[]][], P: Report): number {
  const seen = new Map<string, string>();
  let favor = 0;
  const at = (c: PlacedCard, place: string, where: string) => {
    favor += c.favor ?? 0;
    const key = physicalCard(c.card);
    const rule = cardInfo(c.card).type === 'vision' ? '2.7' : cardInfo(c.card).type === 'denizen' ? '2.6' : '2.9';
    if (seen.has(key)) P(rule, `${cardLabel(c.card)} est à deux endroits (${seen.get(key)} et ${place}) : chaque carte est unique.`, where);
    else seen.set(key, place);
  };
  sites.forEach((s, i) => {
    for (const c of s.cards ?? []) at(c, siteInfo(s.site).name, `site ${i + 1}`);
  });
  for (const [p, cs] of advisers) for (const c of cs) at(c, `les Conseillers ${PlayerName(p).replace(/^Le /, 'du ')}`, p);
  return favor;
}

/** The world deck and the Dispossessed, by count. */
export function checkDecks(raw: unknown, visionsDrawn: number, placed: PlacedCard[], P: Report): DecksSetup | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) {
    P(FORMAT, 'La pioche Monde et les Dépossédés sont illisibles.', 'decks');
    return undefined;
  }
  const out: DecksSetup = {};
  for (const k of Object.keys(raw)) if (k !== 'world' && k !== 'dispossessed') P(FORMAT, 'La pioche Monde porte une donnée inconnue.', 'decks');
  for (const k of ['world', 'dispossessed'] as const) {
    if (raw[k] === undefined) continue;
    if (!isCount(raw[k])) P(FORMAT, `${k === 'world' ? 'La pioche Monde' : 'Les Dépossédés'} : un nombre de cartes entier positif ou nul.`, 'decks');
    else out[k] = raw[k];
  }
  const undrawn = VISION_COUNT - visionsDrawn;
  if (out.world !== undefined && out.world < undrawn) P('2.1.5', `La pioche Monde a encore ${countText(undrawn, 'Vision')} (${countText(visionsDrawn, 'Vision Découverte', 'Visions Découvertes')} sur ${VISION_COUNT}) : au moins ${countText(undrawn, 'carte')}, pas ${out.world}.`, 'decks');
  const denizens = (out.world !== undefined ? out.world - undrawn : 0) + (out.dispossessed ?? 0) + placed.filter((c) => cardInfo(c.card).type === 'denizen').length;
  if (denizens > DENIZENS) P('2.1.5', `${denizens} cartes Habitant entre la pioche Monde, les Dépossédés, les sites et les Conseillers : le jeu n’en a que ${DENIZENS}.`, 'decks');
  return Object.keys(out).length ? out : undefined;
}
