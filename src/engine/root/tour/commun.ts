/**
 * What every faction's turn module shares: reading the reader's inputs, the candidate steps and the
 * application of the actions every faction has (battle 4.3, moves 4.2, crafting 4.1), through the
 * kit. Names no faction.
 */
import { cardLabel, deckCard } from '../bots/deck';
import { countOf, kindName, theName } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Owner, Place } from '../setup';
import type { BattleChoices } from '../types';
import { CRAFT_COSTS } from './couts';
import type { Candidate, CraftPiece, Json, PendingBattle, PlannedAction, TurnKit } from './types';

// ---------------------------------------------------------------- reading

export const num = (x: unknown, d: number): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);
export const readInts = (x: unknown): number[] => (Array.isArray(x) ? x.filter((v): v is number => typeof v === 'number' && Number.isInteger(v)) : []);
export const intList = readInts;
export const strList = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);

/** Reads an integer input between lo and hi into the state. */
export function readNum(x: { [k: string]: unknown }, key: string, lo: number, hi: number, k: TurnKit, problems: Reason[], rule = 'format'): void {
  const v = x[key];
  if (v === undefined) return;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) problems.push(reason(rule, `Valeur hors limites (de ${lo} à ${hi}).`));
  else k.state[key] = v;
}

export function readBool(x: { [k: string]: unknown }, key: string, k: TurnKit, problems: Reason[]): void {
  const v = x[key];
  if (v === undefined) return;
  if (typeof v !== 'boolean') problems.push(reason('format', 'Une valeur oui/non est attendue.'));
  else k.state[key] = v;
}

/** Reads a list of values from a closed set into the state. */
export function readChoices(x: { [k: string]: unknown }, key: string, allowed: readonly string[], max: number, k: TurnKit, problems: Reason[], rule = 'format'): void {
  const v = x[key];
  if (v === undefined) return;
  if (!Array.isArray(v) || v.length > max || !v.every((s) => typeof s === 'string' && allowed.includes(s))) problems.push(reason(rule, 'Liste de valeurs inconnue.'));
  else k.state[key] = v as Json[];
}

/** Refuses keys a module does not know. */
export function onlyKeys(x: { [k: string]: unknown }, keys: readonly string[], problems: Reason[], who: string): void {
  for (const key of Object.keys(x)) if (!keys.includes(key)) problems.push(reason('format', `L’état ${who} porte une donnée inconnue.`));
}

// ---------------------------------------------------------------- candidates

/** A battle against each other owner in each clearing where the faction has warriors. */
export function battleCandidates(k: TurnKit, id: string, attackFrom?: (c: number) => boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const c of k.clearings()) {
    if (!(attackFrom ? attackFrom(c) : k.warriors(c) > 0)) continue;
    for (const o of k.enemiesIn(c)) out.push({ action: { id, at: c, target: o } });
  }
  return out;
}

/** A move of 1 to all the faction's warriors from each place holding some, to each clearing joined by a path. */
export function moveCandidates(k: TurnKit, id: string, from: Place[] = k.clearings()): Candidate[] {
  const out: Candidate[] = [];
  for (const f of from) {
    if (typeof f !== 'number') continue;
    const n = k.warriors(f);
    if (n > 0) for (const to of k.adjacent(f)) out.push({ action: { id, from: f, to, n }, count: { min: 1, max: n } });
  }
  return out;
}

/** Every craftable card the hand may hold (all of them when the hand is not given). */
export function craftCandidates(k: TurnKit, id: string, pieces: CraftPiece[]): Candidate[] {
  if (!pieces.length) return [];
  return Object.keys(CRAFT_COSTS)
    .filter((cardId) => {
      const c = deckCard(cardId);
      return c && (k.cards(c.suit) ?? 1) > 0 && CRAFT_COSTS[cardId]!.cost.length <= pieces.length;
    })
    .map((card) => ({ action: { id, card } }));
}

/**
 * The faction's crafting pieces not yet activated this turn (4.1.1): one per piece of that kind on
 * the map (buildings or tokens), less the clearings listed in the state key `usedKey` (one entry
 * per piece used), each giving its clearing's suit.
 */
export function unusedCraftPieces(k: TurnKit, piece: { category: 'building' | 'token'; kind: string }, usedKey: string): CraftPiece[] {
  const used = readInts(k.state[usedKey]);
  const out: CraftPiece[] = [];
  for (const c of k.clearings()) {
    const suit = k.suitOf(c);
    const have = piece.category === 'building' ? k.buildings(c, k.faction, piece.kind) : k.tokens(c, k.faction, piece.kind);
    const n = have - used.filter((x) => x === c).length;
    for (let i = 0; i < n && suit; i++) out.push({ at: c, suit });
  }
  return out;
}

// ---------------------------------------------------------------- steps

/** A battle step: refused, waiting for its roll, or fought. */
export function battleStep(k: TurnKit, a: PlannedAction): Reason | PendingBattle | null {
  const at = num(a.at, 0);
  const target = a.target as Owner;
  const roll = Array.isArray(a.roll) && a.roll.length === 2 ? ([num(a.roll[0], -1), num(a.roll[1], -1)] as [number, number]) : undefined;
  // the players' battle choices (ambush, cards, Field Hospitals…: docs/situations.md §9.2), checked by battle.ts
  const choices = a.choices && typeof a.choices === 'object' && !Array.isArray(a.choices) ? (a.choices as BattleChoices) : {};
  const r = k.battle(at, target, roll, choices);
  if ('refused' in r) return r.refused;
  if ('pending' in r) return r.pending;
  const lost = r.removed.length ? r.removed.map((p) => `${theName(p.owner, k.setup)} : ${kindName(p.kind)}`).join(', ') : 'aucune';
  k.say(`Jet ${roll![0]}–${roll![1]}. Pièces retirées : ${lost}.`);
  for (const x of r.reasons) k.note(x);
  return null;
}

/**
 * Crafts the card of the step with the given pieces; scores the card's points (`vp` may change
 * them: Disdain for Trade 7.2.3…). Returns the pieces used, or a refusal.
 */
export function craftStep(k: TurnKit, a: PlannedAction, pieces: CraftPiece[], rule: string, vp: (printed: number) => number = (x) => x): Reason | { used: CraftPiece[] } {
  if (typeof a.card !== 'string') return reason('4.1', 'Quelle carte fabriquer ?');
  const r = k.craft(a.card, pieces, rule);
  if ('text' in r) return r;
  if (r.vp !== null) {
    const pts = vp(r.vp);
    k.score(pts);
    k.note(reason('4.1.2', `Objet fabriqué : ${countOf(pts, 'point')} (4.1.2).`));
  }
  return { used: r.used };
}

/** Labels of the shared steps. */
export function describeCommon(k: TurnKit, a: PlannedAction): string {
  if (a.id === 'craft' || a.id.startsWith('craft')) {
    const c = deckCard(a.card);
    return c ? `Fabriquer ${cardLabel(c)}` : 'Fabriquer';
  }
  if (a.id === 'battle' || a.id.startsWith('battle')) return `Combattre ${theName(a.target as Owner, k.setup)} dans la clairière ${num(a.at, 0)}`;
  if (typeof a.from === 'number' && typeof a.to === 'number') return `Déplacer ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${a.from} vers la clairière ${a.to}`;
  return a.id;
}
