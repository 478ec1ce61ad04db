/**
 * The Dominance cards (3.3), the same for every faction played by a person: activating one in
 * Daylight (3.3.1), taking an available one (3.3.4), and winning with it at the start of Birdsong
 * (3.3.1.I, 3.3.1.II). The resolver adds these actions to every faction's module (resolve.ts);
 * a module that replaces them says why in `TurnModule.dominance` (the Vagabond forms a coalition,
 * 9.2.8). Names no faction.
 *
 * Shared inputs (`TurnState` keys, read by the resolver): `dominanceHand`, the suits of the
 * Dominance cards in the hand (they are also counted in `hand`); `dominanceAvailable`, the suits of
 * those lying available beside the board (3.3.3). The activated card's suit is kept in
 * `dominanceActive`.
 */
import { CARD_SUIT_NAMES, CARD_SUITS, type CardSuit } from '../cards';
import { reason, type Reason } from '../reasons';
import type { Candidate, Json, PlannedAction, TurnKit } from './types';

export const DOMINANCE_KEYS = ['dominanceHand', 'dominanceAvailable', 'dominanceActive'] as const;

export const DOMINANCE_ACTIONS: { [id: string]: { label: string; rule: string; cost?: string } } = {
  dominance: { label: 'Activer une carte Domination', rule: '3.3.1', cost: 'la carte, posée dans l’aire de jeu ; plus aucun point ensuite' },
  takeDominance: { label: 'Prendre une carte Domination disponible', rule: '3.3.4', cost: '1 carte de sa couleur' },
};

const suits = (x: unknown): CardSuit[] => (Array.isArray(x) ? x.filter((s): s is CardSuit => CARD_SUITS.includes(s as CardSuit)) : []);

/** Reads the shared Dominance inputs into the state; a bad value is a problem in French. */
export function readDominance(x: { [k: string]: unknown }, k: TurnKit, problems: Reason[]): void {
  for (const key of ['dominanceHand', 'dominanceAvailable'] as const) {
    const v = x[key];
    if (v === undefined) continue;
    if (!Array.isArray(v) || v.length > 4 || suits(v).length !== v.length || new Set(v).size !== v.length)
      problems.push(reason('3.3', 'Les cartes Domination se donnent par couleur : Renard, Lapin, Souris, Oiseau, une fois chacune.'));
    else k.state[key] = v as Json[];
  }
  const active = x.dominanceActive;
  if (active !== undefined) {
    if (!CARD_SUITS.includes(active as CardSuit)) problems.push(reason('3.3.1', 'La carte Domination activée se donne par sa couleur.'));
    else k.state.dominanceActive = active as CardSuit;
  }
}

export function dominanceCandidates(k: TurnKit): Candidate[] {
  return [
    ...suits(k.state.dominanceHand).map((suit) => ({ action: { id: 'dominance', suit } })),
    ...suits(k.state.dominanceAvailable).map((suit) => ({ action: { id: 'takeDominance', suit } })),
  ];
}

/** Why the faction may not use a Dominance card now (3.3.1, 3.3.4: in Daylight), or null. */
function daylight(k: TurnKit, rule: string): Reason | null {
  return k.phase === 'jour' ? null : reason(rule, 'Les cartes Domination s’activent et se prennent au Jour (3.3.1, 3.3.4).');
}

export function applyDominance(k: TurnKit, a: PlannedAction, replaced: Reason | undefined): Reason | null {
  const suit = a.suit as CardSuit;
  if (!CARD_SUITS.includes(suit)) return reason('3.3', 'Quelle carte Domination ?');
  const p = k.setup.players[k.faction];
  if (a.id === 'dominance') {
    if (replaced) return replaced;
    const day = daylight(k, '3.3.1');
    if (day) return day;
    if (p?.dominance) return reason('3.3.2', 'Une carte Domination est déjà activée : on ne la remplace pas (3.3.2).');
    const score = p?.score ?? 0;
    if (score < 10) return reason('3.3.1', `Il faut 10 points de victoire pour activer une carte Domination ; la position en donne ${score} (3.3.1).`);
    const inHand = suits(k.state.dominanceHand);
    if (!inHand.includes(suit)) return reason('3.3.1', `Pas de carte Domination ${CARD_SUIT_NAMES[suit]} dans la main (3.3.1).`);
    k.state.dominanceHand = inHand.filter((s) => s !== suit);
    const hand = k.state.hand;
    if (hand && (hand[suit] ?? 0) > 0) hand[suit] = (hand[suit] ?? 0) - 1;
    k.state.dominanceActive = suit;
    k.edit((s) => {
      const q = s.players[k.faction];
      if (q) {
        q.dominance = true;
        // the score marker leaves the track (3.3.1): the position keeps no score for it
        delete q.score;
      }
    });
    k.note(reason('3.3.1', 'Le marqueur de score quitte la piste : la faction ne marque plus de points, elle gagne par sa carte Domination (3.3.1).'));
    return null;
  }
  const day = daylight(k, '3.3.4');
  if (day) return day;
  const available = suits(k.state.dominanceAvailable);
  if (!available.includes(suit)) return reason('3.3.4', `Aucune carte Domination ${CARD_SUIT_NAMES[suit]} n’est disponible (3.3.3, 3.3.4).`);
  // an Oiseau one is taken with a bird card only (3.3.4); for the others a bird is wild (2.1.1)
  const spent = k.spend(suit, 1, '3.3.4', suit !== 'bird');
  if (spent) return spent;
  k.state.dominanceAvailable = available.filter((s) => s !== suit);
  k.state.dominanceHand = [...suits(k.state.dominanceHand), suit];
  const hand = k.state.hand;
  if (hand) hand[suit] = (hand[suit] ?? 0) + 1;
  return null;
}

export function describeDominance(a: PlannedAction): string {
  const suit = CARD_SUITS.includes(a.suit as CardSuit) ? CARD_SUIT_NAMES[a.suit as CardSuit] : '';
  return a.id === 'dominance' ? `Activer la carte Domination ${suit}` : `Prendre la carte Domination ${suit} disponible`;
}

/** At the start of Birdsong: does the activated Dominance card win the game (3.3.1.I, 3.3.1.II)? */
export function dominanceWin(k: TurnKit): void {
  const suit = k.state.dominanceActive as CardSuit | undefined;
  if (!k.setup.players[k.faction]?.dominance || !suit) return;
  if (suit === 'bird') {
    const corners = k.map.clearings.filter((c) => c.corner && c.oppositeCorner !== null && k.rules(c.id) && k.rules(c.oppositeCorner!));
    if (corners.length) k.note(reason('3.3.1.II', `La faction contrôle deux clairières en coins opposés (${corners[0]!.id} et ${corners[0]!.oppositeCorner}) : elle gagne la partie (3.3.1.II).`));
    else k.note(reason('3.3.1.II', 'Aucune paire de coins opposés contrôlée : pas de victoire par la Domination Oiseau ce tour (3.3.1.II).'));
    return;
  }
  const ruled = k.clearings().filter((c) => k.suitOf(c) === suit && k.rules(c));
  k.note(
    ruled.length >= 3
      ? reason('3.3.1.I', `La faction contrôle ${ruled.length} clairières ${CARD_SUIT_NAMES[suit]} : elle gagne la partie (3.3.1.I).`)
      : reason('3.3.1.I', `La faction ne contrôle que ${ruled.length} clairière${ruled.length > 1 ? 's' : ''} ${CARD_SUIT_NAMES[suit]} sur les 3 qu’il faut : pas de victoire par la Domination ce tour (3.3.1.I).`),
  );
}
