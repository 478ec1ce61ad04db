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
import { cardsAt, isImperial, slotOf, type PlayerId, type Setup } from '../setup';
import { siteInfo } from '../sites';
import { bankOf } from '../travel';
import { cap, cardName, cardsNote, cardsWithPower, isEmptyCard, matchingAdvisers, pawnOrRefusal, refusal, siteName, supplyNote, supplyShort } from './common';
import { applyModifiers, type Draft } from './modifiers';
import type { ActionBody, ActionChoice, ActionModule, ActionRefusal } from './types';

const RIVER = 'OATH-252';

function start(s: Setup, p: PlayerId, label: string, rule: string) {
  const st = pawnOrRefusal(s, p, label, rule);
  if ('body' in st) return st;
  const refusals: ActionRefusal[] = [];
  const short = supplyShort(s, p, 1);
  if (short) refusals.push(refusal(label, rule === '5.2' ? '5.2.1' : '5.3.1', short));
  const here = slotOf(s, st.slot)!;
  const cards = cardsAt(here);
  const notes: Reason[] = [...supplyNote(s, p), ...cardsNote(s)];
  for (const c of cards) if (!isEmptyCard(c)) refusals.push(refusal(`${label} avec ${cardName(c.card)}`, cardInfo(c.card).type === 'ruin' ? '2.9' : rule === '5.2' ? '5.2.1' : '5.3.2', cardInfo(c.card).type === 'ruin' ? 'Une Ruine ne sert ni à Recruter ni à Commercer.' : 'Cette carte porte déjà une faveur ou un secret.'));
  const empty = cards.filter(isEmptyCard);
  if (!empty.length && cards.length) refusals.push(refusal(label, rule === '5.2' ? '5.2.1' : '5.3.2', `Aucune carte de ${siteName(s, st.slot)} ne peut recevoir de jeton.`));
  else if (!cards.length && here.cards) refusals.push(refusal(label, rule === '5.2' ? '5.2.1' : '5.3.2', `${siteName(s, st.slot)} n’a aucune carte.`));
  return { slot: st.slot, refusals, notes, empty, blocked: !!short };
}

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

function trade(s: Setup, p: PlayerId): ActionBody {
  const st = start(s, p, 'Commercer', '5.3');
  if ('body' in st) return st.body;
  const { refusals, notes } = st;
  const choices: ActionChoice[] = [];
  const favor = s.players[p]?.favor ?? 0;
  const secrets = s.players[p]?.secrets ?? 0;
  if (!st.blocked)
    for (const c of st.empty) {
      const suit = cardInfo(c.card).suit!;
      const m = matchingAdvisers(s, p, suit);
      const name = cardName(c.card);
      const match = reason('5.3.2', `${countText(m, 'Conseiller face visible', 'Conseillers face visible')} ${m > 1 ? 'correspondent' : 'correspond'} au Clan ${suit}.`);
      if (secrets >= 1) choices.push({ label: `Poser un secret sur ${name} : gagner ${countText(1 + m, 'faveur')} de la banque ${suit}`, cost: '1 Provision et 1 secret', rule: '5.3.2', reasons: [match] });
      else refusals.push(refusal(`Poser un secret sur ${name}`, '5.3.2', `${cap(playerName(p))} n’a pas de secret.`));
      if (favor >= 2) choices.push({ label: `Poser deux faveurs sur ${name} : gagner ${countText(m, 'secret')}`, cost: '1 Provision et 2 faveurs', rule: '5.3.2', reasons: [match] });
      else refusals.push(refusal(`Poser deux faveurs sur ${name}`, '5.3.2', `${cap(playerName(p))} n’a que ${countText(favor, 'faveur')}.`));
    }
  const ruled = s.sites.map((_, i) => i + 1).filter((k) => rules(s, p, k));
  for (const m of cardsWithPower(s, p, 'trade', ruled)) notes.push(reason('7.4', `${cardName(m.card)} (${m.where}) modifie Commercer : son effet n’est pas appliqué ici.`));
  notes.push(reason('2.1.3', 'Les faveurs viennent de la banque du Clan de la carte ; la position ne dit pas combien il en reste dans chaque banque.'));
  return { choices, refusals, notes };
}

export const MUSTER: ActionModule = { id: 'muster', legal: (s, p) => muster(s, p) };
export const TRADE: ActionModule = { id: 'trade', legal: (s, p) => trade(s, p) };
