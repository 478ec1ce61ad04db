/**
 * What the Keepers in Iron's turn module (keepers.ts) needs beyond the kit: the Retinue (15.5.2,
 * 15.6.2), relics moved with warriors (15.2.4), delved (15.5.2.II) and recovered (15.5.2.III).
 * Rule module: the kit only.
 *
 * The Retinue is given by the reader, column by column, as counts of cards by suit: `move`
 * (15.5.2.I), `battle` (15.5.2.II), `recover` (15.5.2.III); `loyal` counts the Faithful Retainers
 * (15.3.4). Their suit is not in the Law's text: a fan engine of Root (a public Scala
 * implementation, `FaithfulRetainer … suit = Bird`) makes them bird cards; unconfirmed against the
 * printed cards, and the answer says so.
 */
import { CARD_SUIT_NAMES, type CardSuit } from '../cards';
import { countOf, kindName } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { RelicKind } from '../factions';
import type { TurnKit } from './types';

export const COLUMNS = ['move', 'battle', 'recover'] as const;
export type Column = (typeof COLUMNS)[number];
export const CARD_KINDS = ['fox', 'rabbit', 'mouse', 'bird', 'loyal'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export type Retinue = { [C in Column]: { [K in CardKind]?: number } };
export const RELICS: readonly RelicKind[] = ['statuette', 'tablet', 'jewel'];
export const RETINUE_MAX = 10;

export const LOYAL_SOURCE = 'couleur des Membres Loyaux du Cortège : Oiseau selon un programme public de fans (non confirmé sur les cartes imprimées)';

export function retinueOf(k: TurnKit): Retinue {
  const r = (k.state.retinue ?? {}) as Partial<Retinue>;
  return { move: { ...(r.move ?? {}) }, battle: { ...(r.battle ?? {}) }, recover: { ...(r.recover ?? {}) } };
}
export const retinueSize = (r: Retinue): number => COLUMNS.reduce((s, c) => s + Object.values(r[c]).reduce((t, x) => t + (x ?? 0), 0), 0);

/** Cards of a kind in a column not yet used this Daylight. */
export function cardsLeft(k: TurnKit, col: Column, kind: CardKind): number {
  const used = ((k.state.used ?? {}) as Partial<Retinue>)[col]?.[kind] ?? 0;
  return (retinueOf(k)[col][kind] ?? 0) - used;
}

/** Does a card of that kind match the clearing (birds and, by the fan source, Faithful Retainers match any)? */
export function matches(k: TurnKit, kind: CardKind, c: number): boolean {
  return kind === 'bird' || kind === 'loyal' || k.suitOf(c) === kind;
}

/** Uses a card of the column: checks the column order (15.5.2) and the card. */
export function useCard(k: TurnKit, col: Column, kind: unknown): Reason | null {
  if (!CARD_KINDS.includes(kind as CardKind)) return reason('15.5.2', 'Quelle carte du Cortège ? Renard, Lapin, Souris, Oiseau ou Membre Loyal.');
  const now = COLUMNS.indexOf((k.state.column as Column) ?? 'move');
  const want = COLUMNS.indexOf(col);
  if (want < now) return reason('15.5.2', 'Le Cortège agit colonne par colonne, de gauche à droite (15.5.2) : cette colonne est déjà passée.');
  if (cardsLeft(k, col, kind as CardKind) <= 0) return reason('15.5.2', `Plus de carte ${kind === 'loyal' ? 'Membre Loyal' : CARD_SUIT_NAMES[kind as CardSuit]} inutilisée dans cette colonne du Cortège (15.5.2).`);
  k.state.column = col;
  const used = { ...((k.state.used ?? {}) as Partial<Retinue>) };
  used[col] = { ...(used[col] ?? {}), [kind as CardKind]: (used[col]?.[kind as CardKind] ?? 0) + 1 };
  k.state.used = used as never;
  if (kind === 'loyal') k.note(reason('15.3.4', `Membre Loyal du Cortège : ${LOYAL_SOURCE}.`));
  return null;
}

/** Discards a used card from its column (15.5.2.II.b, 15.5.2.III.c). */
export function discardCard(k: TurnKit, col: Column, kind: CardKind): void {
  const r = retinueOf(k);
  r[col][kind] = Math.max(0, (r[col][kind] ?? 0) - 1);
  k.state.retinue = r as never;
  const used = { ...((k.state.used ?? {}) as Partial<Retinue>) };
  used[col] = { ...(used[col] ?? {}), [kind]: Math.max(0, (used[col]?.[kind] ?? 0) - 1) };
  k.state.used = used as never;
}

/** A relic token of the Keepers in a clearing, with its value if known. */
export function relicIn(k: TurnKit, c: number, kind: unknown, value: unknown): { i: number; value: number | undefined } | Reason {
  if (!RELICS.includes(kind as RelicKind)) return reason('15.2.1', 'Une relique est une statuette, une tablette ou un bijou (15.2.1).');
  const toks = k.here(c).tokens ?? [];
  const i = toks.findIndex((t) => t.owner === 'keepers' && t.kind === kind && (value === undefined || t.value === undefined || t.value === value));
  if (i < 0) return reason('15.2.1', `Pas de ${kindName(kind as string)}${typeof value === 'number' ? ` de valeur ${value}` : ''} dans la clairière ${c}.`);
  return { i, value: toks[i]!.value ?? (typeof value === 'number' ? value : undefined) };
}

/** Moves relics with the warriors of a move: at most 1 per warrior (15.2.4). */
export function moveRelics(k: TurnKit, from: number, to: number, n: number, relics: unknown): Reason | null {
  if (relics === undefined) return null;
  if (!Array.isArray(relics)) return reason('15.2.4', 'Les reliques emportées se donnent en liste.');
  if (relics.length > n) return reason('15.2.4', `Chevaliers dévoués : 1 relique par guerrier déplacé, donc ${countOf(n, 'relique')} au plus (15.2.4).`);
  for (const x of relics) {
    const o = (x ?? {}) as { kind?: unknown; value?: unknown };
    const found = relicIn(k, from, o.kind, o.value);
    if ('text' in found) return found;
    k.edit((s) => {
      const a = s.clearings[String(from)]!;
      const [tok] = a.tokens!.splice(found.i, 1);
      if (!a.tokens!.length) delete a.tokens;
      const b = (s.clearings[String(to)] ??= {});
      b.tokens = [...(b.tokens ?? []), tok!];
    });
  }
  return null;
}

/** Restored relics by kind (state `restored`). */
export function restoredOf(k: TurnKit): { [R in RelicKind]: number } {
  const r = (k.state.restored ?? {}) as Partial<{ [R in RelicKind]: number }>;
  return { statuette: r.statuette ?? 0, tablet: r.tablet ?? 0, jewel: r.jewel ?? 0 };
}

/** Faces of the Waystations in a clearing, given by the reader or set by Encamp (state `faces`). */
export function facesIn(k: TurnKit, c: number): RelicKind[] | undefined {
  const f = (k.state.faces ?? {}) as { [c: string]: RelicKind[] };
  return f[String(c)];
}
