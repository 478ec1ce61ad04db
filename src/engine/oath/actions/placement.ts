/**
 * Where a card kept after Rechercher may go (5.1.4, 5.1.4.I–IV), with the restrictions of 7.2; the
 * same reading serves a face-down adviser played face up (6.1, « exactement comme si vous veniez de
 * Rechercher »). A restriction is applied only when the catalogue gives it (deck.ts: the campaign
 * cards); for any other card the answer says it is not known.
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo, restrictionNote, type CardId } from '../deck';
import { adviserLimit, countsForLimit } from '../validate-cards';
import { NEXT_REGION } from '../map';
import { ofPlayer, playerName, regionName, toPlayer } from '../names';
import { advisersOf, bannerOf, cardsAt, regionOf, roleOf, slotOf, type PlayerId, type Setup } from '../setup';
import { siteInfo } from '../sites';
import { adviserSuits, cap, cardName, refusal, siteName } from './common';
import type { ActionChoice, ActionRefusal } from './types';

/** Advisers at most (2.2.2, 5.1.4.II); some powers lower it (7.6.4), not read here. */
export { ADVISER_LIMIT } from '../validate-cards';
const CONSPIRACY: CardId = 'OATH-232';

export interface Placement {
  choices: ActionChoice[];
  refusals: ActionRefusal[];
  notes: Reason[];
}

/**
 * Where `card` may go for player `p` whose pawn is on `slot`. `fromAdvisers`: the card is already
 * one of the player's face-down advisers (6.1), so it does not count against the limit again.
 */
export function placements(s: Setup, p: PlayerId, slot: number, card: CardId, fromAdvisers = false): Placement {
  const out: Placement = { choices: [], refusals: [], notes: [] };
  const c = cardInfo(card);
  const name = cardName(card);
  if (c.type === 'vision') visionPlacements(s, p, slot, card, fromAdvisers, out);
  else {
    sitePlacement(s, p, slot, card, out);
    adviserPlacement(s, p, card, fromAdvisers, out, true);
    adviserPlacement(s, p, card, fromAdvisers, out, false);
    if (c.restriction === undefined) out.notes.push(reason('7.2', `${name} : sa restriction (site ou Conseiller uniquement) n’est dans aucune de nos sources ; elle n’est pas vérifiée ici.`));
  }
  const next = NEXT_REGION[regionOf(slot)];
  out.choices.push({ label: `Défausser ${name}`, cost: 'aucun', rule: '5.1.4', reasons: [reason('10', `La carte défaussée va dans la pile de défausse ${regionName(next, 'du')}, la région qui suit celle de votre pion.`)] });
  return out;
}

function sitePlacement(s: Setup, p: PlayerId, slot: number, card: CardId, out: Placement) {
  const c = cardInfo(card);
  const name = cardName(card);
  const label = `Jouer ${name} sur votre site`;
  if (c.restriction === 'adviser') {
    out.refusals.push(refusal(label, '7.2.1', `${name} ne peut être jouée que dans les Conseillers d’un joueur${restrictionNote(c)}.`));
    return;
  }
  const here = slotOf(s, slot)!;
  const info = siteInfo(here.site);
  const n = cardsAt(here).length;
  const empty = !!c.suit && s.banks?.[c.suit] === 0;
  const gain = reason('5.1.4.I', !c.suit ? 'Cette carte n’a pas de Clan : aucune faveur gagnée.' : empty ? `La banque ${c.suit} est vide : aucune faveur gagnée.` : `${cap(playerName(p))} gagne une faveur de la banque ${c.suit}.`);
  const extra: Reason[] = [gain];
  if (info.homelandSuit && info.homelandSuit === c.suit) extra.push(reason('2.8.5', `${info.name} : ${info.power}`));
  if (info.id === 'OATH-244') extra.push(reason('2.8.5', `${info.name} : ${info.power}`));
  if (n < info.capacity) out.choices.push({ label, cost: 'aucun', rule: '5.1.4.I', reasons: [reason('2.8.1', `${siteName(s, slot)} : ${countText(n, 'carte')} pour une capacité de ${info.capacity}.`), ...extra] });
  else out.refusals.push(refusal(label, '5.1.4.I', `${siteName(s, slot)} est plein : ${countText(n, 'carte')} pour une capacité de ${info.capacity} (2.8.1).`));
  // the People's Favor: discard a card at any site of the region, then play at any site of the region
  if (bannerOf(s, 'peoplesFavor').holder !== p) return;
  const region = regionOf(slot);
  for (let k = 1; k <= s.sites.length; k++) {
    const x = slotOf(s, k)!;
    if (regionOf(k) !== region || x.faceDown) continue;
    const cap2 = siteInfo(x.site).capacity;
    const m = cardsAt(x).length;
    const discardable = cardsAt(x).filter((y) => !cardInfo(y.card).locked);
    if (k !== slot && m < cap2) out.choices.push({ label: `Jouer ${name} sur ${siteName(s, k)} (avec la Faveur du Peuple)`, cost: 'aucun', rule: '5.1.4.I', reasons: [reason('5.1.4.I', 'Le détenteur de la Faveur du Peuple peut jouer sur n’importe quel site de sa région.'), gain] });
    for (const d of discardable)
      if (m >= cap2 || k !== slot)
        out.choices.push({ label: `Défausser ${cardName(d.card)} de ${siteName(s, k)}, puis y jouer ${name} (avec la Faveur du Peuple)`, cost: 'aucun', rule: '5.1.4.I', reasons: [reason('5.1.4.I', 'Le détenteur de la Faveur du Peuple peut d’abord défausser une carte d’un site de sa région.'), gain] });
    for (const d of cardsAt(x).filter((y) => cardInfo(y.card).locked)) out.refusals.push(refusal(`Défausser ${cardName(d.card)} de ${siteName(s, k)}`, '7.2.2', `${cardName(d.card)} est verrouillée${restrictionNote(cardInfo(d.card))} : elle ne peut pas être défaussée.`));
  }
}

function adviserPlacement(s: Setup, p: PlayerId, card: CardId, fromAdvisers: boolean, out: Placement, faceUp: boolean) {
  const c = cardInfo(card);
  const name = cardName(card);
  const label = `Jouer ${name} dans vos Conseillers, face ${faceUp ? 'visible' : 'cachée'}`;
  if (faceUp && c.restriction === 'site') {
    out.refusals.push(refusal(label, '7.2.1', `${name} ne peut être jouée que vers un site${restrictionNote(c)} (face cachée, elle n’a pas de restriction).`));
    return;
  }
  if (fromAdvisers && !faceUp) return; // it is already there, face down
  const advisers = advisersOf(s, p);
  if (fromAdvisers) {
    out.choices.push({ label: `Retourner ${name} face visible dans vos Conseillers`, cost: 'aucun', rule: '6.1' });
    return;
  }
  // the limit after the card is played (2.2.2; a card « only two advisers » lowers it, 7.6.4)
  const { limit, by } = adviserLimit([...advisers, { card, faceDown: !faceUp }]);
  const counted = advisers.filter(countsForLimit).length;
  const over = counted + (countsForLimit({ card, faceDown: !faceUp }) ? 1 : 0) - limit;
  const why = by ? [reason('7.6.4', `${cardName(by as CardId)} : deux Conseillers au plus${by === card ? ', dès que cette carte est jouée' : ''}.`)] : [];
  if (over <= 0) {
    out.choices.push({ label, cost: 'aucun', rule: '5.1.4.II', reasons: [reason('5.1.4.II', `${countText(counted, 'Conseiller')} sur ${limit} au plus.`), ...why] });
    return;
  }
  const free = advisers.filter((a) => a.faceDown || !cardInfo(a.card).locked);
  for (const a of advisers.filter((x) => !x.faceDown && cardInfo(x.card).locked)) out.refusals.push(refusal(`${label}, en défaussant ${cardName(a.card)}`, '7.2.2', `${cardName(a.card)} est verrouillée${restrictionNote(cardInfo(a.card))} : elle ne peut pas être défaussée.`));
  if (free.length < over) {
    out.refusals.push(refusal(label, by ? '7.6.4' : '5.1.4.II', `${countText(limit, 'Conseiller')} au plus, et pas assez de Conseillers qui puissent être défaussés.`));
    return;
  }
  if (over > 1) {
    out.choices.push({ label: `${label}, en défaussant d’abord ${countText(over, 'Conseiller')} (au choix, jamais une carte verrouillée)`, cost: 'aucun', rule: '7.6.4', reasons: [reason('7.6.4', `La limite descend à ${limit} : on défausse des Conseillers jusqu’à la respecter.`), ...why] });
    return;
  }
  for (const a of free) {
    const an = a.faceDown ? `${cardName(a.card)} (face cachée)` : cardName(a.card);
    out.choices.push({ label: `${label}, en défaussant d’abord ${an}`, cost: 'aucun', rule: '5.1.4.II', reasons: [reason('5.1.4.II', `${countText(limit, 'Conseiller')} au plus : il faut d’abord en défausser un.`), ...why] });
  }
}

function visionPlacements(s: Setup, p: PlayerId, slot: number, card: CardId, fromAdvisers: boolean, out: Placement) {
  const name = cardName(card);
  out.refusals.push(refusal(`Jouer ${name} sur votre site`, '5.1.4.III', 'Une Vision ne se joue jamais sur un site.'));
  if (card === CONSPIRACY) conspiracy(s, p, slot, out);
  else if (roleOf(s, p) === 'exile') {
    const old = s.players[p]?.vision;
    out.choices.push({ label: `Jouer ${name} face visible sur votre emplacement Vision Révélée`, cost: 'aucun', rule: '5.1.4.III', reasons: old ? [reason('5.1.4.III', 'La Vision déjà révélée est défaussée.')] : [] });
  } else out.refusals.push(refusal(`Jouer ${name} face visible`, '5.1.4.III', `${cap(playerName(p))} est ${roleOf(s, p) === 'chancellor' ? 'le Chancelier' : 'Citoyen'} : seule la Conspiration se joue face visible.`));
  if (!fromAdvisers) adviserPlacement(s, p, card, false, out, false);
}

/** The Conspiracy played face up (5.1.4.IV): burn a secret to take a Relic or a Bannière of a player sharing your site, with two matching advisers. */
function conspiracy(s: Setup, p: PlayerId, slot: number, out: Placement) {
  const label = 'Jouer la Conspiration face visible';
  const reasons: Reason[] = [reason('5.1.4.IV', 'Puis la Conspiration quitte la partie.')];
  const mine = adviserSuits(s, p);
  const secrets = s.players[p]?.secrets ?? 0;
  for (const q of Object.keys(s.players) as PlayerId[]) {
    if (q === p || s.players[q]?.pawn !== slot) continue;
    const theirs = new Set(adviserSuits(s, q));
    const matches = mine.filter((x) => theirs.has(x)).length;
    const goods = [...(s.players[q]?.relics ?? []).map((r) => cardName(r)), ...(['peoplesFavor', 'darkestSecret'] as const).filter((b) => bannerOf(s, b).holder === q).map((b) => (b === 'peoplesFavor' ? 'la Faveur du Peuple' : 'le Sombre Secret'))];
    if (!goods.length) continue;
    const what = `prendre ${toPlayer(q)} : ${goods.join(', ')}`;
    if (matches < 2) out.refusals.push(refusal(`${label} pour ${what}`, '5.1.4.IV', `${countText(matches, 'Conseiller correspondant', 'Conseillers correspondants')} aux Conseillers ${ofPlayer(q)} ; il en faut deux.`));
    else if (secrets < 1) out.refusals.push(refusal(`${label} pour ${what}`, '5.1.4.IV', `Il faut brûler un secret, et ${playerName(p)} n’en a pas.`));
    else out.choices.push({ label: `${label} et ${what}`, cost: '1 secret brûlé', rule: '5.1.4.IV', reasons });
  }
  out.choices.push({ label: `${label}, sans rien prendre`, cost: 'aucun', rule: '5.1.4.IV', reasons });
}
