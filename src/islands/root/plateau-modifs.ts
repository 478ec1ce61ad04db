/**
 * The board's edits that take more than one call of the engine: placing or removing a piece (a
 * faction not yet in play comes in, a pawn moves), changing the map (what cannot follow is told),
 * giving a clearing its suit (markers swapped, 4 of each). Each takes the tools loaded on demand
 * (plateau-outils.ts) as an argument, so that nothing here pulls the editing rules into the board's
 * first view.
 */
import { MAPS, type MapId } from '~/engine/root/maps';
import { SUITS, type FactionId, type PieceSpec, type Suit } from '~/engine/root/factions';
import type { Place, Setup } from '~/engine/root/setup';
import type { BoardPiece } from '~/engine/root/edit';
import type { Reason } from '~/engine/root/reasons';
import { RELIC_KIND_SET, FLIPPABLE_KINDS } from '~/engine/root/pieces';
import { kindName } from '~/engine/root/glossary';
import { ownerName, suitName } from './plateau-vue';

export type Outils = typeof import('./plateau-outils');

/** An edit's outcome: the new position if it was accepted, why not if refused, and a note to the reader. */
export interface Modif {
  setup?: Setup;
  problems: Reason[];
  note?: string;
}

/** « Ajouter » or « Retirer » a piece of `faction` in `place`. */
export function poserPiece(o: Outils, setup: Setup, kind: 'add' | 'remove', place: Place, faction: FactionId, piece: PieceSpec, faceUp: boolean): Modif {
  let board: BoardPiece | null =
    typeof place === 'object' && RELIC_KIND_SET.has(piece.kind)
      ? { type: 'relic', kind: piece.kind as Extract<BoardPiece, { type: 'relic' }>['kind'] }
      : o.boardPieceOf(faction, { category: piece.category, kind: piece.kind });
  if (board && (board.type === 'token' || board.type === 'relic') && FLIPPABLE_KINDS.has(piece.kind) && faceUp) board = { ...board, faceUp: true };
  if (!board) return { problems: [] };
  // Placing a piece of a faction not yet in the game brings that faction in.
  let base = setup;
  if (kind === 'add' && !base.players?.[faction]) {
    const joined = o.setPlayer(base, faction, {});
    if (joined.ok) base = joined.setup;
  }
  // A pawn is one piece (1.5.1): « Ajouter » moves it here if it is elsewhere.
  const result =
    kind === 'remove'
      ? o.removePiece(base, place, board)
      : board.type === 'pawn' && o.findPawn(base, board.owner)
        ? o.movePawn(base, board.owner, place)
        : o.addPiece(base, place, board);
  return result.ok ? { setup: result.setup, problems: result.problems } : { problems: result.problems };
}

/**
 * Another map. The clearings' pieces stay (every map has 12 clearings); a pawn or relic in a forest
 * stays if the new map has the same forest (between the same clearings), otherwise it is removed
 * and the note says which.
 */
export function changerCarte(o: Outils, setup: Setup, m: MapId): Modif {
  const result = o.setMap(setup, m);
  if (!result.ok) return { problems: result.problems };
  let next = result.setup;
  const removed: string[] = [];
  const newForests = new Set(MAPS[m].forests.map((f) => f.id));
  for (const [fid, f] of Object.entries(setup.forests ?? {})) {
    const where = `bois ${fid.replaceAll('_', '-')}`;
    const pieces: Array<[BoardPiece, string]> = [
      ...(f.pawns ?? []).map((p): [BoardPiece, string] => [{ type: 'pawn', owner: p }, `pion ${ownerName(p, setup)}`]),
      ...(f.relics ?? []).map((r): [BoardPiece, string] => [
        { type: 'relic', kind: r.kind, ...(r.value !== undefined ? { value: r.value } : {}), ...(r.faceUp ? { faceUp: true } : {}) },
        `relique ${kindName(r.kind)}`,
      ]),
    ];
    for (const [piece, name] of pieces) {
      const kept = newForests.has(fid) ? o.addPiece(next, { forest: fid }, piece) : null;
      if (kept?.ok) next = kept.setup;
      else removed.push(`${name} (${where})`);
    }
  }
  const many = removed.length > 1;
  const note = removed.length
    ? `Carte ${MAPS[m].name}\u00A0: ${many ? 'ces pièces étaient dans des bois qui n’existent pas' : 'cette pièce était dans un bois qui n’existe pas'} sur cette carte et ${many ? 'ont été retirées' : 'a été retirée'}\u00A0: ${removed.join(', ')}. Replacez-${many ? 'les' : 'la'} si besoin (ou «\u00A0Annuler\u00A0»).`
    : undefined;
  return { setup: next, problems: result.problems, ...(note ? { note } : {}) };
}

/**
 * A clearing's suit. Suit markers come 4 of each (A.1, B.1.2): giving a clearing a suit swaps markers
 * with another clearing of that suit, so the set stays complete; a map without markers gets a full set.
 */
export function changerCouleur(o: Outils, setup: Setup, suits: (Suit | null)[], clearing: number, suit: Suit): Modif {
  const complete = suits.every((x) => x);
  const next: Suit[] = complete ? (suits as Suit[]).slice() : suits.map((_, i) => SUITS[i % 3]!);
  const old = next[clearing - 1]!;
  let note = '';
  if (old !== suit) {
    let other = -1;
    for (let i = next.length - 1; i >= 0; i--) {
      if (i !== clearing - 1 && next[i] === suit) {
        other = i;
        break;
      }
    }
    if (other >= 0) next[other] = old;
    next[clearing - 1] = suit;
    if (other >= 0) note = `Marqueurs échangés\u00A0: la clairière ${other + 1} devient ${suitName(old)}.`;
  }
  if (!complete) note = 'Marqueurs de clairière posés sur toute la carte (4 de chaque couleur), à ajuster clairière par clairière.';
  const result = o.setSuits(setup, next);
  return result.ok ? { setup: result.setup, problems: result.problems, note } : { problems: result.problems, note };
}
