/**
 * Recruter (5.2) and Commercer (5.3): both place tokens on an empty card at your site — a denizen or
 * an intact Edifice with no favor nor secret, never a Relic nor a Ruin (2.9) — for 1 Supply.
 * Recruter: one favor on the card, two Troupes (purple for a Citizen, 5.2.2), one more at the River
 * when you rule it (site power). Commercer: one secret for 1 favor + 1 per matching face-up adviser,
 * from the card's Clan bank; or two favor for one secret per matching face-up adviser.
 * The Muster and Trade modifiers of the cards in reach are applied through modifiers.ts (7.4).
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo } from '../deck';
import { rules } from '../control';
import { playerName } from '../names';
import { cardsAt, isImperial, pawnOf, slotOf, type PlacedCard, type PlayerId, type Setup } from '../setup';
import { siteInfo, type Suit } from '../sites';
import { bankOf } from '../travel';
import { cap, cardName, cardsNote, isEmptyCard, matchingAdvisers, pawnOrRefusal, refusal, siteName, supplyNote } from './common';
import { applyModifiers, type Draft, type Variation } from './modifiers';
import type { ActionBody, ActionModule, ActionRefusal } from './types';

const RIVER = 'OATH-252';

function muster(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Recruter', '5.2');
  if ('body' in st) return st.body;
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [...supplyNote(s, p), ...cardsNote(s)];
  const here = slotOf(s, st.slot)!;
  const cards = cardsAt(here);
  const river = !here.faceDown && here.site === RIVER && rules(s, p, st.slot);
  const gain = 2 + (river ? 1 : 0);
  const purple = isImperial(s, p);
  const bank = bankOf(s, p);
  const drafts: Draft[] = [];
  for (const c of cards) {
    const label = `Poser une faveur sur ${cardName(c.card)}`;
    if (cardInfo(c.card).type === 'ruin') {
      refusals.push(refusal(`Recruter avec ${cardName(c.card)}`, '2.9', 'Une Ruine ne sert ni à Recruter ni à Commercer.'));
      continue;
    }
    const reasons: Reason[] = [reason('5.2.2', `${cap(playerName(p))} gagne ${countText(gain, purple ? 'Troupe violette' : 'Troupe', purple ? 'Troupes violettes' : 'Troupes')} sur son plateau${purple && p !== 'chancellor' ? ' (un Citoyen gagne des Troupes violettes)' : ''}.`)];
    if (river) reasons.push(reason('2.8.5', `${siteInfo(RIVER).name} : ${siteInfo(RIVER).power}`));
    if (bank < gain) reasons.push(reason('5.2.2', `Il ne reste que ${countText(bank, 'Troupe')} dans la réserve personnelle.`));
    const draft: Draft = { label, supply: 1, extra: [[1, 'faveur']], rule: '5.2.1', reasons, card: c.card };
    if (!isEmptyCard(c)) draft.refused = { rule: '5.2.1', text: 'Cette carte porte déjà une faveur ou un secret.', lift: 'occupied' };
    drafts.push(draft);
  }
  if (!cards.length && here.cards) refusals.push(refusal('Recruter', '5.2.1', `${siteName(s, st.slot)} n’a aucune carte.`));
  else if (cards.length && !cards.some(isEmptyCard)) refusals.push(refusal('Recruter', '5.2.1', `Aucune carte de ${siteName(s, st.slot)} ne peut recevoir de jeton.`));
  const out = applyModifiers(s, p, 'muster', drafts, '5.2.1');
  return { choices: out.choices, refusals: [...out.refusals, ...refusals], notes: [...notes, ...out.notes] };
}

function tradeDrafts(s: Setup, p: PlayerId, slot: number, c: PlacedCard, refused?: Draft['refused']): Draft[] {
  const out: Draft[] = [];
  const where = slot === pawnOf(s, p) ? '' : ` (${siteName(s, slot)})`;
  const make = (gives: 'secret' | 'favor', suit: Suit): Draft => {
    const m = matchingAdvisers(s, p, suit);
    const name = `${cardName(c.card)}${where}`;
    const match = reason('5.3.2', `${countText(m, 'Conseiller face visible', 'Conseillers face visible')} ${m > 1 ? 'correspondent' : 'correspond'} au Clan ${suit}.`);
    const base = { supply: 1, rule: '5.3.2', reasons: [match], card: c.card, slot, ...(refused ? { refused } : {}), vary: (v: Variation) => (v.suit ? make(gives, v.suit) : null) };
    // the bank gives what it holds, when the position says (2.1.3)
    const left = s.banks?.[suit];
    const got = left === undefined ? 1 + m : Math.min(1 + m, left);
    const short = got < 1 + m ? ` (elle n’en a que ${left})` : '';
    return gives === 'secret'
      ? { ...base, label: `Poser un secret sur ${name} : gagner ${countText(got, 'faveur')} de la banque ${suit}${short}`, extra: [[1, 'secret']], gains: { favor: got } }
      : { ...base, label: `Poser deux faveurs sur ${name} : gagner ${countText(m, 'secret')}`, extra: [[2, 'faveur']], gains: { secrets: m } };
  };
  const suit = cardInfo(c.card).suit!;
  out.push(make('secret', suit), make('favor', suit));
  return out;
}

function trade(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Commercer', '5.3');
  if ('body' in st) return st.body;
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [...supplyNote(s, p), ...cardsNote(s)];
  const here = slotOf(s, st.slot)!;
  const cards = cardsAt(here);
  const drafts: Draft[] = [];
  for (const c of cards) {
    if (isEmptyCard(c)) drafts.push(...tradeDrafts(s, p, st.slot, c));
    else refusals.push(refusal(`Commercer avec ${cardName(c.card)}`, cardInfo(c.card).type === 'ruin' ? '2.9' : '5.3.2', cardInfo(c.card).type === 'ruin' ? 'Une Ruine ne sert ni à Recruter ni à Commercer.' : 'Cette carte porte déjà une faveur ou un secret.'));
  }
  if (!cards.length && here.cards) refusals.push(refusal('Commercer', '5.3.2', `${siteName(s, st.slot)} n’a aucune carte.`));
  else if (cards.length && !cards.some(isEmptyCard)) refusals.push(refusal('Commercer', '5.3.2', `Aucune carte de ${siteName(s, st.slot)} ne peut recevoir de jeton.`));
  // the cards of the other sites, for a modifier that reaches them (Map Library, Small Friends): left out otherwise
  for (let slot = 1; slot <= s.sites.length; slot++)
    if (slot !== st.slot && !slotOf(s, slot)!.faceDown)
      for (const c of cardsAt(slotOf(s, slot)).filter(isEmptyCard)) drafts.push(...tradeDrafts(s, p, slot, c, { rule: '5.3.2', text: 'On Commerce avec une carte de son site.', lift: 'elsewhere', quiet: true }));
  const out = applyModifiers(s, p, 'trade', drafts, '5.3.2', '5.3.1');
  notes.push(...out.notes, reason('2.1.3', s.banks ? 'Les faveurs viennent de la banque du Clan de la carte, dans la limite de ce qu’elle contient.' : 'Les faveurs viennent de la banque du Clan de la carte ; la position ne dit pas combien il en reste dans chaque banque.'));
  return { choices: out.choices, refusals: [...out.refusals, ...refusals], notes };
}

export const MUSTER: ActionModule = { id: 'muster', legal: (s, p) => muster(s, p) };
export const TRADE: ActionModule = { id: 'trade', legal: (s, p) => trade(s, p) };
