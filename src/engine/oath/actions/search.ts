/**
 * Rechercher (5.1): the Supply each deck costs (5.1.1, with travel.ts searchCost: the Visions drawn,
 * the Darkest Secret, the Marshes, Avide), which decks may be drawn (5.1.2: the world deck or the
 * discard pile of your region, never both), and — when the reader gives the card kept (5.1.3) —
 * where it may go (5.1.4, placement.ts). Search modifiers of the cards in reach are named, not
 * applied (the catalogue does not encode their effect).
 */
import { countText } from '../../core/format';
import { reason } from '../../core/verdict';
import { cardInfo } from '../deck';
import { rules } from '../control';
import { playerName, regionName } from '../names';
import { decksOf, regionOf, type PlayerId, type Setup } from '../setup';
import { searchCost } from '../travel';
import { cap, cardName, cardsNote, cardsWithPower, pawnOrRefusal, refusal, supplyNote, supplyShort } from './common';
import { placements } from './placement';
import type { ActionBody, ActionChoice, ActionModule, ActionParams, ActionRefusal } from './types';

function legal(s: Setup, p: PlayerId, params: ActionParams): ActionBody {
  const start = pawnOrRefusal(s, p, 'Rechercher', '5.1');
  if ('body' in start) return start.body;
  const slot = start.slot;
  const cost = searchCost(s, p);
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const notes = [...supplyNote(s, p), ...cardsNote(s)];
  const greedy = p === 'chancellor' && (s.reliquary?.revealed ?? []).includes('greedy');
  const draw = reason('5.1.2', `${cap(playerName(p))} pioche ${countText(cost.draw + (greedy ? 2 : 0), 'carte')}${greedy ? ' (Avide : deux de plus)' : ''}.`);
  const keep = reason('5.1.3', 'Il en garde une seule et défausse les autres.');
  const decks: { label: string; cost: number; rule: string; why: string }[] = [
    { label: 'Piocher dans la pioche Monde', cost: cost.world, rule: '5.1.1', why: 'pioche Monde' },
    { label: `Piocher dans la pile de défausse ${regionName(regionOf(slot), 'du')}`, cost: cost.discard, rule: '5.1.1', why: 'défausse' },
  ];
  const world = decksOf(s).world;
  for (const d of decks) {
    const short = supplyShort(s, p, d.cost);
    if (short) refusals.push(refusal(d.label, '5.1.1', short));
    else if (greedy && d.cost > 2) refusals.push(refusal(d.label, '7.1.1', `Avide (Reliquaire Impérial, obligatoire pour le Chancelier) : pas de Recherche qui coûte plus de 2 Provisions ; celle-ci en coûte ${d.cost}.`));
    else if (d.why === 'pioche Monde' && world === 0) refusals.push(refusal(d.label, '5.1.2', 'La pioche Monde est vide.'));
    else
      choices.push({
        label: d.label,
        cost: countText(d.cost, 'Provision'),
        rule: d.rule,
        reasons: [draw, keep, ...(d.why === 'pioche Monde' ? [reason('5.1.2', 'Une Vision tirée s’annonce : on arrête aussitôt de piocher et le marqueur de Visions Découvertes avance (2.7.1).')] : [])],
      });
  }
  notes.push(...cost.reasons);
  const ruled = s.sites.map((_, i) => i + 1).filter((k) => rules(s, p, k));
  for (const m of cardsWithPower(s, p, 'search', ruled)) notes.push(reason('7.4', `${cardName(m.card)} (${m.where}) modifie Rechercher : son effet n’est pas appliqué ici.`));
  if (params.card) {
    const c = cardInfo(params.card);
    if (c.type !== 'denizen' && c.type !== 'vision') refusals.push(refusal(`Garder ${cardName(params.card)}`, '5.1.2', 'On ne pioche en Recherchant que des Habitants et des Visions (2.1.5).'));
    else {
      const pl = placements(s, p, slot, params.card);
      choices.push(...pl.choices);
      refusals.push(...pl.refusals);
      notes.push(...pl.notes);
    }
  } else notes.push(reason('5.1.4', 'Donnez la carte gardée pour lire où elle peut être jouée.'));
  return { choices, refusals, notes };
}

export const SEARCH: ActionModule = { id: 'search', legal };
