/**
 * The Empire's Minor Actions: offering Citizenship (6.6, the Grand Scepter's holder, one Relic of
 * the Imperial Reliquary in the offer), exiling a Citizen (6.7: five favor, one more or fewer per
 * Bannière and title) and self-exile (6.8: favor for the secrets and the Troupes on the board).
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo } from '../deck';
import { playerName, toPlayer } from '../names';
import { GRAND_SCEPTER } from '../relics';
import { advisersOf, bannerOf, cardsAt, playersOf, relicsOf, roleOf, titleOf, warbandsOn, type PlayerId, type Setup } from '../setup';
import { cap, refusal } from './common';
import type { ActionBody, ActionChoice, ActionModule, ActionRefusal } from './types';

/** Who holds the Grand Scepter (2.4). */
const scepterHolder = (s: Setup) => playersOf(s).find((q) => relicsOf(s, q).includes(GRAND_SCEPTER));
const oathkeeper = (s: Setup, q: PlayerId) => titleOf(s).holder === q;
const peoples = (s: Setup, q: PlayerId) => bannerOf(s, 'peoplesFavor').holder === q;

function noScepter(s: Setup, p: PlayerId, label: string, rule: string): ActionBody | null {
  if (relicsOf(s, p).includes(GRAND_SCEPTER)) return null;
  const h = scepterHolder(s);
  return { choices: [], refusals: [refusal(label, rule, `${cap(playerName(p))} ne détient pas le Grand Sceptre${h ? ` : c’est ${playerName(h)}` : ''}.`)], notes: [] };
}

function citizenship(s: Setup, p: PlayerId): ActionBody {
  const label = 'Offrir la Citoyenneté';
  const no = noScepter(s, p, label, '6.6.1');
  if (no) return no;
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [];
  const relics = s.reliquary?.relics;
  if (relics && !relics.length) return { choices, refusals: [refusal(label, '6.6.1', 'L’offre doit donner une Relique du Reliquaire Impérial, et il est vide.')], notes };
  if (!relics) notes.push(reason('2.3', 'La position ne dit pas quelles Reliques restent dans le Reliquaire.'));
  for (const q of playersOf(s)) {
    if (roleOf(s, q) !== 'exile') {
      if (q !== 'chancellor') refusals.push(refusal(`Offrir la Citoyenneté ${toPlayer(q)}`, '6.6.1', `${cap(playerName(q))} est déjà Citoyen.`));
      continue;
    }
    choices.push({
      label: `Offrir la Citoyenneté ${q === p ? 'à vous-même' : toPlayer(q)}`,
      cost: 'une Relique du Reliquaire Impérial, donnée',
      rule: '6.6.1',
      reasons: [reason('6.6.2', `S’il accepte, ${playerName(q)} passe Citoyen : ses Troupes deviennent violettes, sa Vision Révélée est défaussée, ses Provisions remontent au maximum.`), reason('6.6.2', 'Le Chancelier gagne le modificateur d’action révélé dans le Reliquaire.')],
    });
  }
  return { choices, refusals, notes };
}

/** 6.7: five favor, +1 per (People's Favor, Oathkeeper) the Citizen has, −1 per one the giver has. */
export function exileCost(s: Setup, giver: PlayerId, citizen: PlayerId): { cost: number; reasons: Reason[] } {
  const reasons: Reason[] = [reason('6.7', 'Cinq faveurs au départ.')];
  let cost = 5;
  for (const [has, what] of [[peoples(s, citizen), 'détient la Faveur du Peuple'], [oathkeeper(s, citizen), 'est Gardien du Serment']] as const)
    if (has) {
      cost += 1;
      reasons.push(reason('6.7', `${cap(playerName(citizen))} ${what} : une faveur de plus.`));
    }
  for (const [has, what] of [[oathkeeper(s, giver), 'est Gardien du Serment'], [peoples(s, giver), 'détient la Faveur du Peuple']] as const)
    if (has) {
      cost -= 1;
      reasons.push(reason('6.7', `${cap(playerName(giver))} ${what} : une faveur de moins.`));
    }
  return { cost, reasons };
}

function exile(s: Setup, p: PlayerId): ActionBody {
  const label = 'Exiler un Citoyen';
  const no = noScepter(s, p, label, '6.7');
  if (no) return no;
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const favor = s.players[p]?.favor ?? 0;
  const citizens = playersOf(s).filter((q) => q !== p && roleOf(s, q) === 'citizen');
  if (!citizens.length) refusals.push(refusal(label, '6.7', 'Aucun autre Citoyen en jeu.'));
  for (const q of citizens) {
    const { cost, reasons } = exileCost(s, p, q);
    const l = `Exiler ${playerName(q)}`;
    if (favor < cost) refusals.push(refusal(l, '6.7', `Il faut lui remettre ${countText(cost, 'faveur')} et ${playerName(p)} n’en a que ${favor}.`));
    else choices.push({ label: l, cost: `${countText(cost, 'faveur')} ${cost > 1 ? 'remises' : 'remise'} ${toPlayer(q)}`, rule: '6.7', reasons });
  }
  return { choices, refusals, notes: [] };
}

function selfExile(s: Setup, p: PlayerId): ActionBody {
  const label = 'S’exiler soi-même';
  if (roleOf(s, p) !== 'citizen') return { choices: [], refusals: [refusal(label, '6.8', `${cap(playerName(p))} n’est pas Citoyen.`)], notes: [] };
  if (relicsOf(s, p).includes(GRAND_SCEPTER)) return { choices: [], refusals: [refusal(label, '6.8', 'Le détenteur du Grand Sceptre ne peut pas s’exiler lui-même.')], notes: [] };
  const h = scepterHolder(s);
  const board = s.players[p]?.secrets ?? 0;
  let onCards = 0;
  for (const x of s.sites) for (const c of cardsAt(x)) if (cardInfo(c.card).type !== 'ruin') onCards += c.secrets ?? 0;
  for (const q of playersOf(s)) for (const a of advisersOf(s, q)) onCards += a.secrets ?? 0;
  const troops = warbandsOn(s, p);
  const cost = board + onCards + troops;
  const favor = s.players[p]?.favor ?? 0;
  const reasons: Reason[] = [
    reason('6.8', `${countText(board, 'secret')} sur son plateau, ${countText(onCards, 'secret')} sur les cartes Habitant et Édifice, ${countText(troops, 'Troupe')} sur son plateau : ${countText(cost, 'faveur')}.`),
    reason('6.8', 'Les secrets posés sur les Reliques ne sont pas dans la position : ils ne sont pas comptés.'),
    reason('6.8', 'Sa phase d’Actions prend fin.'),
  ];
  const to = h ? toPlayer(h) : 'au détenteur du Grand Sceptre';
  if (favor < cost) return { choices: [], refusals: [refusal(label, '6.8', `Il faut donner ${countText(cost, 'faveur')} ${to} et ${playerName(p)} n’en a que ${favor}.`)], notes: reasons.slice(1, 2) };
  return { choices: [{ label, cost: `${countText(cost, 'faveur')} ${cost > 1 ? 'données' : 'donnée'} ${to}`, rule: '6.8', reasons }], refusals: [], notes: [] };
}

export const CITIZENSHIP: ActionModule = { id: 'citizenship', legal: (s, p) => citizenship(s, p) };
export const EXILE: ActionModule = { id: 'exile', legal: (s, p) => exile(s, p) };
export const SELF_EXILE: ActionModule = { id: 'selfExile', legal: (s, p) => selfExile(s, p) };
