/**
 * Rechercher (5.1): the Supply each deck costs (5.1.1, with travel.ts searchCost: the Visions drawn,
 * the Darkest Secret, the Marshes, Avide), which decks may be drawn (5.1.2: the world deck or the
 * discard pile of your region, never both), and — when the reader gives the card kept (5.1.3) —
 * where it may go (5.1.4, placement.ts). The Search modifiers of the cards in reach act on the
 * draws through modifiers.ts (7.4: no Supply, another region's discard pile, a favor to give), and
 * those that act on where the kept card goes through the same table, on placement.ts's drafts.
 */
import { countText } from '../../core/format';
import { reason } from '../../core/verdict';
import { cardInfo } from '../deck';
import { rules } from '../control';
import { playerName, regionName } from '../names';
import { REGIONS } from '../map';
import { decksOf, regionOf, type PlayerId, type Setup } from '../setup';
import { searchCost } from '../travel';
import { cap, cardName, cardsNote, pawnOrRefusal, refusal, supplyNote } from './common';
import { applyModifiers, type Draft } from './modifiers';
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
  const world = decksOf(s).world;
  const region = regionOf(slot);
  const worldReasons = [draw, keep, reason('5.1.2', 'Une Vision tirée s’annonce : on arrête aussitôt de piocher et le marqueur de Visions Découvertes avance (2.7.1).')];
  const drafts: Draft[] = [{ label: 'Piocher dans la pioche Monde', supply: cost.world, extra: [], rule: '5.1.1', reasons: worldReasons, deck: 'world' }];
  if (world === 0) drafts[0]!.refused = { rule: '5.1.2', text: 'La pioche Monde est vide.' };
  // the discard piles: your region's, and the others a modifier may open (Errand Boy, Observatory)
  for (const r of REGIONS) {
    const own = r === region;
    drafts.push({
      label: `Piocher dans la pile de défausse ${regionName(r, 'du')}`,
      supply: cost.discard,
      extra: [],
      rule: '5.1.1',
      reasons: [draw, keep],
      deck: own ? 'discard' : 'otherDiscard',
      ...(own ? {} : { refused: { rule: '5.1.2', text: 'On ne pioche que dans la pile de défausse de sa région.', lift: 'otherPile' as const, quiet: true as const } }),
    });
  }
  // Avide, on the Supply the draw spends once the modifiers are applied (News from Afar, Mushrooms)
  const avide = (d: Draft) => (greedy && d.supply > 2 ? { rule: '7.1.1', text: `Avide (Reliquaire Impérial, obligatoire pour le Chancelier) : pas de Recherche qui coûte plus de 2 Provisions ; celle-ci en coûte ${d.supply}.` } : null);
  const applied = applyModifiers(s, p, 'search', drafts, '5.1.1', '5.1.1', avide);
  choices.push(...applied.choices);
  refusals.push(...applied.refusals);
  notes.push(...applied.notes);
  notes.push(...cost.reasons);
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
