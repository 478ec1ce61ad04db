/**
 * Where a card kept after Rechercher may go (5.1.4, 5.1.4.I–IV), with the restrictions of 7.2; the
 * same reading serves a face-down adviser played face up (6.1, « exactement comme si vous veniez de
 * Rechercher »). A restriction is applied only when the catalogue gives it (deck.ts: the campaign
 * cards); for any other card the answer says it is not known.
 *
 * Each way to play or discard the card is drafted (modifiers.ts `Draft`, with `place`) and run
 * through `applyModifiers` with the Search modifiers (7.4), as the draws are: Crop Rotation, New
 * Growth, Land Warden, Welcoming Party, Wild Cry, Book of Records, Bracken and Cracked Horn for who
 * has them in reach; Sacred Ground, Ruined Temple, Book Binders and Saddle Makers on whom they aim.
 * A face-up site other than the pawn's, with space, is drafted refused (quietly: only New Growth
 * opens it); a full site is refused with a lift (Crop Rotation discards first). A refusal no
 * modifier lifts (a restriction, 7.2) is written directly.
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
import { applyModifiers, type Draft, type Place, type Variation } from './modifiers';
import type { ActionChoice, ActionRefusal } from './types';

/** Advisers at most (2.2.2, 5.1.4.II); some powers lower it (7.6.4), not read here. */
export { ADVISER_LIMIT } from '../validate-cards';
const CONSPIRACY: CardId = 'OATH-232';

export interface Placement {
  choices: ActionChoice[];
  refusals: ActionRefusal[];
  notes: Reason[];
}

/** What the functions below gather, in the answer's order: the drafts (for the modifiers) and the refusals no modifier lifts; the notes. */
interface Drafted {
  steps: (Draft | ActionRefusal)[];
  notes: Reason[];
  /** a face-down adviser played (6.1) */
  flip: boolean;
}

const draft = (label: string, rule: string, reasons: Reason[], card: CardId, place: Place, more: Partial<Draft> = {}): Draft => ({ label, supply: 0, extra: [], rule, reasons, card, place, ...more });
const placeOf = (out: Drafted, to: Place['to'], faceUp: boolean, slot?: number): Place => ({ to, faceUp, ...(slot !== undefined ? { slot } : {}), ...(out.flip ? { flip: true as const } : {}) });

/**
 * Where `card` may go for player `p` whose pawn is on `slot`. `fromAdvisers`: the card is already
 * one of the player's face-down advisers (6.1), so it does not count against the limit again.
 */
export function placements(s: Setup, p: PlayerId, slot: number, card: CardId, fromAdvisers = false): Placement {
  const out: Drafted = { steps: [], notes: [], flip: fromAdvisers };
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
  out.steps.push(draft(`Défausser ${name}`, '5.1.4', [reason('10', `La carte défaussée va dans la pile de défausse ${regionName(next, 'du')}, la région qui suit celle de votre pion.`)], card, placeOf(out, 'discard', false)));
  // the Search modifiers (7.4) on every draft, in order; their notes are the draw's (search.ts), not repeated
  const res: Placement = { choices: [], refusals: [], notes: out.notes };
  for (const x of out.steps) {
    if (!('supply' in x)) {
      res.refusals.push(x);
      continue;
    }
    const applied = applyModifiers(s, p, 'search', [x], '5.1.4');
    res.choices.push(...applied.choices);
    res.refusals.push(...applied.refusals);
  }
  return res;
}

type SiteMode = 'own' | 'other' | 'peoplesFavor';

/**
 * Playing `card` to the site in slot `k` (5.1.4.I): the favor gained (a secret instead, Book of
 * Records), the site's own power (2.8.5), its capacity (2.8.1). `mode`: the pawn's site, another
 * site (only New Growth opens it), or a site of the region by the People's Favor. `v.discard`: a
 * card of the site discarded first (the People's Favor, Crop Rotation). Null when `v` does not fit.
 */
function siteDraft(s: Setup, p: PlayerId, slot: number, k: number, card: CardId, out: Drafted, mode: SiteMode, v: Variation = {}): Draft | null {
  const x = slotOf(s, k)!;
  const info = siteInfo(x.site);
  const c = cardInfo(card);
  const name = cardName(card);
  if (v.discard && !cardsAt(x).some((y) => y.card === v.discard)) return null;
  const empty = !!c.suit && s.banks?.[c.suit] === 0;
  if (v.secret && (!c.suit || empty)) return null;
  const n = cardsAt(x).length;
  const pf = mode === 'peoplesFavor';
  const where = pf || k !== slot ? siteName(s, k) : 'votre site';
  const tail = pf ? ' (avec la Faveur du Peuple)' : '';
  const label = v.discard ? `Défausser ${cardName(v.discard)} de ${where}, puis y jouer ${name}${tail}` : `Jouer ${name} sur ${where}${tail}`;
  const gain = reason('5.1.4.I', !c.suit ? 'Cette carte n’a pas de Clan : aucune faveur gagnée.' : empty ? `La banque ${c.suit} est vide : aucune faveur gagnée.` : v.secret ? `${cap(playerName(p))} gagne un secret au lieu d’une faveur de la banque ${c.suit}.` : `${cap(playerName(p))} gagne une faveur de la banque ${c.suit}.`);
  const power: Reason[] = [];
  if ((info.homelandSuit && info.homelandSuit === c.suit) || info.id === 'OATH-244') power.push(reason('2.8.5', `${info.name} : ${info.power}`));
  let reasons: Reason[];
  if (pf) reasons = [reason('5.1.4.I', v.discard ? 'Le détenteur de la Faveur du Peuple peut d’abord défausser une carte d’un site de sa région.' : 'Le détenteur de la Faveur du Peuple peut jouer sur n’importe quel site de sa région.'), gain];
  else if (v.discard) reasons = [gain, ...power];
  else reasons = [reason('2.8.1', `${siteName(s, k)} : ${countText(n, 'carte')} pour une capacité de ${info.capacity}.`), gain, ...power];
  const full = !pf && !v.discard && n >= info.capacity;
  const refused: Draft['refused'] =
    mode === 'other' ? { rule: '5.1.4.I', text: 'On ne joue une carte que sur le site de son pion.', lift: 'anySite', quiet: true }
    : full ? { rule: '5.1.4.I', text: `${siteName(s, k)} est plein : ${countText(n, 'carte')} pour une capacité de ${info.capacity} (2.8.1).`, lift: 'full' }
    : undefined;
  return draft(label, '5.1.4.I', reasons, card, placeOf(out, 'site', true, k), {
    ...(refused ? { refused } : {}),
    // a second discard is never offered, nor Crop Rotation's beside the People's Favor's own
    vary: (w) => (w.discard && (v.discard || pf) ? null : siteDraft(s, p, slot, k, card, out, mode, { ...v, ...w })),
  });
}

function sitePlacement(s: Setup, p: PlayerId, slot: number, card: CardId, out: Drafted) {
  const c = cardInfo(card);
  const name = cardName(card);
  if (c.restriction === 'adviser') {
    out.steps.push(refusal(`Jouer ${name} sur votre site`, '7.2.1', `${name} ne peut être jouée que dans les Conseillers d’un joueur${restrictionNote(c)}.`));
    return;
  }
  out.steps.push(siteDraft(s, p, slot, slot, card, out, 'own')!);
  // the other face-up sites with space: refused quietly, for New Growth to open
  for (let k = 1; k <= s.sites.length; k++) {
    const x = slotOf(s, k);
    if (k === slot || !x || x.faceDown || cardsAt(x).length >= siteInfo(x.site).capacity) continue;
    out.steps.push(siteDraft(s, p, slot, k, card, out, 'other')!);
  }
  // the People's Favor: discard a card at any site of the region, then play at any site of the region
  if (bannerOf(s, 'peoplesFavor').holder !== p) return;
  const region = regionOf(slot);
  for (let k = 1; k <= s.sites.length; k++) {
    const x = slotOf(s, k)!;
    if (regionOf(k) !== region || x.faceDown) continue;
    const cap2 = siteInfo(x.site).capacity;
    const m = cardsAt(x).length;
    const discardable = cardsAt(x).filter((y) => !cardInfo(y.card).locked);
    if (k !== slot && m < cap2) out.steps.push(siteDraft(s, p, slot, k, card, out, 'peoplesFavor')!);
    for (const d of discardable) if (m >= cap2 || k !== slot) out.steps.push(siteDraft(s, p, slot, k, card, out, 'peoplesFavor', { discard: d.card })!);
    for (const d of cardsAt(x).filter((y) => cardInfo(y.card).locked)) out.steps.push(refusal(`Défausser ${cardName(d.card)} de ${siteName(s, k)}`, '7.2.2', `${cardName(d.card)} est verrouillée${restrictionNote(cardInfo(d.card))} : elle ne peut pas être défaussée.`));
  }
}

function adviserPlacement(s: Setup, p: PlayerId, card: CardId, fromAdvisers: boolean, out: Drafted, faceUp: boolean) {
  const c = cardInfo(card);
  const name = cardName(card);
  const label = `Jouer ${name} dans vos Conseillers, face ${faceUp ? 'visible' : 'cachée'}`;
  if (faceUp && c.restriction === 'site') {
    out.steps.push(refusal(label, '7.2.1', `${name} ne peut être jouée que vers un site${restrictionNote(c)} (face cachée, elle n’a pas de restriction).`));
    return;
  }
  if (fromAdvisers && !faceUp) return; // it is already there, face down
  const advisers = advisersOf(s, p);
  const at = placeOf(out, 'adviser', faceUp);
  if (fromAdvisers) {
    out.steps.push(draft(`Retourner ${name} face visible dans vos Conseillers`, '6.1', [], card, placeOf(out, 'adviser', true)));
    return;
  }
  // the limit after the card is played (2.2.2; a card « only two advisers » lowers it, 7.6.4)
  const { limit, by } = adviserLimit([...advisers, { card, faceDown: !faceUp }]);
  const counted = advisers.filter(countsForLimit).length;
  const over = counted + (countsForLimit({ card, faceDown: !faceUp }) ? 1 : 0) - limit;
  const why = by ? [reason('7.6.4', `${cardName(by as CardId)} : deux Conseillers au plus${by === card ? ', dès que cette carte est jouée' : ''}.`)] : [];
  if (over <= 0) {
    out.steps.push(draft(label, '5.1.4.II', [reason('5.1.4.II', `${countText(counted, 'Conseiller')} sur ${limit} au plus.`), ...why], card, at));
    return;
  }
  const free = advisers.filter((a) => a.faceDown || !cardInfo(a.card).locked);
  for (const a of advisers.filter((x) => !x.faceDown && cardInfo(x.card).locked)) out.steps.push(refusal(`${label}, en défaussant ${cardName(a.card)}`, '7.2.2', `${cardName(a.card)} est verrouillée${restrictionNote(cardInfo(a.card))} : elle ne peut pas être défaussée.`));
  if (free.length < over) {
    out.steps.push(refusal(label, by ? '7.6.4' : '5.1.4.II', `${countText(limit, 'Conseiller')} au plus, et pas assez de Conseillers qui puissent être défaussés.`));
    return;
  }
  if (over > 1) {
    out.steps.push(draft(`${label}, en défaussant d’abord ${countText(over, 'Conseiller')} (au choix, jamais une carte verrouillée)`, '7.6.4', [reason('7.6.4', `La limite descend à ${limit} : on défausse des Conseillers jusqu’à la respecter.`), ...why], card, at));
    return;
  }
  for (const a of free) {
    const an = a.faceDown ? `${cardName(a.card)} (face cachée)` : cardName(a.card);
    out.steps.push(draft(`${label}, en défaussant d’abord ${an}`, '5.1.4.II', [reason('5.1.4.II', `${countText(limit, 'Conseiller')} au plus : il faut d’abord en défausser un.`), ...why], card, at));
  }
}

function visionPlacements(s: Setup, p: PlayerId, slot: number, card: CardId, fromAdvisers: boolean, out: Drafted) {
  const name = cardName(card);
  out.steps.push(refusal(`Jouer ${name} sur votre site`, '5.1.4.III', 'Une Vision ne se joue jamais sur un site.'));
  if (card === CONSPIRACY) conspiracy(s, p, slot, out);
  else if (roleOf(s, p) === 'exile') {
    const old = s.players[p]?.vision;
    out.steps.push(draft(`Jouer ${name} face visible sur votre emplacement Vision Révélée`, '5.1.4.III', old ? [reason('5.1.4.III', 'La Vision déjà révélée est défaussée.')] : [], card, placeOf(out, 'vision', true)));
  } else out.steps.push(refusal(`Jouer ${name} face visible`, '5.1.4.III', `${cap(playerName(p))} est ${roleOf(s, p) === 'chancellor' ? 'le Chancelier' : 'Citoyen'} : seule la Conspiration se joue face visible.`));
  if (!fromAdvisers) adviserPlacement(s, p, card, false, out, false);
}

/** The Conspiracy played face up (5.1.4.IV): burn a secret to take a Relic or a Bannière of a player sharing your site, with two matching advisers. */
function conspiracy(s: Setup, p: PlayerId, slot: number, out: Drafted) {
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
    if (matches < 2) out.steps.push(refusal(`${label} pour ${what}`, '5.1.4.IV', `${countText(matches, 'Conseiller correspondant', 'Conseillers correspondants')} aux Conseillers ${ofPlayer(q)} ; il en faut deux.`));
    else if (secrets < 1) out.steps.push(refusal(`${label} pour ${what}`, '5.1.4.IV', `Il faut brûler un secret, et ${playerName(p)} n’en a pas.`));
    else out.steps.push(draft(`${label} et ${what}`, '5.1.4.IV', reasons, CONSPIRACY, placeOf(out, 'vision', true), { extra: [[1, 'secret brûlé', 'secrets brûlés']] }));
  }
  out.steps.push(draft(`${label}, sans rien prendre`, '5.1.4.IV', reasons, CONSPIRACY, placeOf(out, 'vision', true)));
}
