/**
 * Campagne (5.5) and Voyager (5.6) as actions of a turn. Campagne: 2 Supply, then the defenders a
 * player may choose (5.5.1: who rules your site or shares it; the Bandits when no player rules it);
 * the odds of each battle are the question `campaign` (campaign.ts). Voyager: every destination with
 * its cost or its refusal, read from travel.ts (the question `travel` gives the same table), with the
 * Travel modifiers of the cards in reach applied (modifiers.ts, 7.4).
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { rulerOf, rules } from '../control';
import { playerName } from '../names';
import { isImperial, playersOf, roleOf, type PlayerId, type Setup } from '../setup';
import { travelCost, travelTable, type TravelCost } from '../travel';
import { applyModifiers, type Draft } from './modifiers';
import { cap, cardName, cardsNote, cardsWithPower, pawnOrRefusal, refusal, siteName, supplyNote, supplyShort } from './common';
import type { ActionBody, ActionChoice, ActionModule, ActionRefusal } from './types';

const CAMPAIGN_COST = 2;

function campaignLegal(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Campagne', '5.5');
  if ('body' in st) return st.body;
  const slot = st.slot;
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [...supplyNote(s, p)];
  const short = supplyShort(s, p, CAMPAIGN_COST);
  if (short) return { choices, refusals: [refusal('Campagne', '5.5.1', short)], notes };
  const cost = countText(CAMPAIGN_COST, 'Provision');
  const here = siteName(s, slot);
  for (const q of playersOf(s)) {
    if (q === p) continue;
    const ruling = rules(s, q, slot);
    const sharing = s.players[q]?.pawn === slot;
    const label = `Attaquer ${playerName(q)}`;
    if (!ruling && !sharing) {
      refusals.push(refusal(label, '5.5.1', `${cap(playerName(q))} ne contrôle pas ${here} et son pion n’y est pas.`));
      continue;
    }
    const reasons: Reason[] = [reason('5.5.1', `${cap(playerName(q))} ${[ruling ? `contrôle ${here}` : '', sharing ? 'partage votre site' : ''].filter(Boolean).join(' et ')}.`)];
    if (roleOf(s, p) === 'citizen' && isImperial(s, q)) reasons.push(reason('5.5.1', `${cap(playerName(p))}, Citoyen, cesse d’être un joueur Impérial le temps de cette Campagne.`));
    if (p === 'chancellor' && roleOf(s, q) === 'citizen') reasons.push(reason('5.5.1', `${cap(playerName(q))}, Citoyen attaqué par le Chancelier, n’est plus joueur Impérial pendant cette Campagne.`));
    reasons.push(reason('5.5.2', 'Les chances de la bataille : la question Campagne (explorateur Campagne).'));
    choices.push({ label, cost, rule: '5.5.1', reasons });
  }
  if (rulerOf(s, slot) === 'bandits') choices.push({ label: 'Attaquer les Bandits', cost, rule: '5.5.1', reasons: [reason('5.5.1', `Aucun joueur ne contrôle ${here} : les Bandits peuvent être le défenseur (2.8.3).`)] });
  else refusals.push(refusal('Attaquer les Bandits', '5.5.1', `${cap(here)} est contrôlé par un joueur : les Bandits ne défendent que les sites qu’aucun joueur ne contrôle.`));
  const ruled = s.sites.map((_, i) => i + 1).filter((k) => rules(s, p, k));
  for (const m of cardsWithPower(s, p, 'campaign', ruled)) notes.push(reason('7.4', `${cardName(m.card)} (${m.where}) modifie la Campagne : voyez la question Campagne pour ses effets.`));
  notes.push(...cardsNote(s));
  return { choices, refusals, notes };
}

function travelLegal(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Voyager', '5.6');
  if ('body' in st) return st.body;
  const t = travelTable(s, p, st.slot);
  if (!t.ok) return { choices: [], refusals: t.problems.map((x) => refusal('Voyager', x.rule, x.text)), notes: [] };
  const from = st.slot;
  const draft = (c: TravelCost): Draft => {
    const last = c.reasons[c.reasons.length - 1]!;
    return {
      label: `Voyager vers ${siteName(s, c.to)}`,
      supply: c.cost,
      extra: c.secret && !c.freeForSecret ? [[1, 'secret retourné', 'secrets retournés']] : [],
      rule: '5.6.1',
      reasons: c.reasons,
      from,
      to: c.to,
      ...(c.ok ? {} : { refused: { rule: last.rule, text: last.text } }),
      vary: (v) => (v.free ? draft(travelCost(s, p, from, c.to, { free: v.free })) : null),
    };
  };
  const out = applyModifiers(s, p, 'travel', t.costs.map(draft), '5.6.1');
  return { choices: out.choices, refusals: out.refusals, notes: [...supplyNote(s, p), ...out.notes] };
}

export const CAMPAIGN: ActionModule = { id: 'campaign', legal: (s, p) => campaignLegal(s, p) };
export const TRAVEL: ActionModule = { id: 'travel', legal: (s, p) => travelLegal(s, p) };
