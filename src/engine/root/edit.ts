/**
 * Pure editing helpers for the board island: each returns a NEW setup (the input is never
 * mutated) or refuses the edit, with the French problems it would create (limits 1.5.1, slots
 * 2.2.3, one token per clearing, pieces of a faction not in the game…).
 *
 * An edit is refused when the resulting position has a problem the original did not have; editing
 * an already illegal position is allowed as long as it adds no new problem.
 */
import { isFactionId, type FactionId, type RelicKind, type Suit } from './factions';
import { capitalize, kindName, ofName, placeName, theName } from './glossary';
import { getMap, isMapId, type MapId } from './maps';
import type { NomadId } from './nomads';
import { FORMAT, problem, type Problem } from './reasons';
import {
  BURROW,
  cloneSetup,
  type ClearingSetup,
  type ForestSetup,
  type ItemKind,
  type NomadSetup,
  type Owner,
  type PawnOwner,
  type Phase,
  type Place,
  type PlayerSetup,
  type Setup,
} from './setup';
import type { PieceRef } from './types';
import { normalizeSetup, validate } from './validate';

/** A piece as the editor handles it. */
export type BoardPiece =
  | { type: 'warrior'; owner: Owner; count?: number }
  | { type: 'warlord' }
  | { type: 'building'; owner: Owner; kind: string }
  | { type: 'token'; owner: Owner; kind: string; faceUp?: boolean; value?: number }
  | { type: 'pawn'; owner: PawnOwner }
  | { type: 'relic'; kind: RelicKind; value?: number; faceUp?: boolean }
  | { type: 'ruin' }
  | { type: 'item'; kind: ItemKind }
  | { type: 'monument' };

export interface EditResult {
  ok: boolean;
  /** the new setup, or the unchanged input when refused */
  setup: Setup;
  problems: Problem[];
}

const key = (p: Problem) => `${p.rule}|${p.where ?? ''}|${p.text}`;

function problemsOf(s: Setup): Problem[] {
  const v = validate(s);
  return v.ok ? [] : v.problems;
}

/** Accept `next` unless it adds problems to `before`. */
function commit(before: Setup, next: Setup, extra: Problem[] = []): EditResult {
  if (extra.length) return { ok: false, setup: before, problems: extra };
  const old = new Set(problemsOf(before).map(key));
  const added = problemsOf(next).filter((p) => !old.has(key(p)));
  if (added.length) return { ok: false, setup: before, problems: added };
  return { ok: true, setup: normalizeSetup(next), problems: [] };
}

function refuse(before: Setup, rule: string, text: string, where?: string): EditResult {
  return { ok: false, setup: before, problems: [problem(rule, text, where)] };
}

function slot(s: Setup, place: Place): ClearingSetup | ForestSetup | null {
  if (typeof place === 'number') {
    if (!Number.isInteger(place) || place < 1 || place > 12) return null;
    const k = String(place);
    s.clearings[k] ??= {};
    return s.clearings[k]!;
  }
  if (place === BURROW) {
    s.burrow ??= {};
    return s.burrow;
  }
  if (typeof place === 'object' && place !== null && typeof place.forest === 'string') {
    s.forests ??= {};
    s.forests[place.forest] ??= {};
    return s.forests[place.forest]!;
  }
  return null;
}

const isForest = (p: Place) => typeof p === 'object';

/** Add a piece at a place. */
export function addPiece(setup: Setup, place: Place, piece: BoardPiece): EditResult {
  const s = cloneSetup(setup);
  const where = placeName(place);
  const target = slot(s, place);
  if (!target) return refuse(setup, '2.2', `${where} n’existe pas.`);
  if (isForest(place)) {
    const f = target as ForestSetup;
    if (piece.type === 'pawn') f.pawns = [...(f.pawns ?? []), piece.owner];
    else if (piece.type === 'relic') f.relics = [...(f.relics ?? []), { kind: piece.kind, ...(piece.value ? { value: piece.value } : {}), ...(piece.faceUp ? { faceUp: true } : {}) }];
    else return refuse(setup, '2.4', 'Dans un bois, on ne met que le pion du Vagabond (9.3.2) ou des reliques (15.3.1).', where);
    return commit(setup, s);
  }
  const c = target as ClearingSetup;
  switch (piece.type) {
    case 'warrior': {
      const n = piece.count ?? 1;
      if (!Number.isInteger(n) || n <= 0) return refuse(setup, FORMAT, 'Nombre de guerriers à ajouter invalide.', where);
      c.warriors = { ...(c.warriors ?? {}), [piece.owner]: (c.warriors?.[piece.owner] ?? 0) + n };
      break;
    }
    case 'warlord':
      if (c.warlord) return refuse(setup, '1.5.1', 'Le seigneur de guerre est déjà ici : il n’y en a qu’un (B.4.3).', where);
      c.warlord = true;
      break;
    case 'building':
      c.buildings = [...(c.buildings ?? []), { owner: piece.owner, kind: piece.kind }];
      break;
    case 'token':
      c.tokens = [
        ...(c.tokens ?? []),
        { owner: piece.owner, kind: piece.kind, ...(piece.faceUp ? { faceUp: true } : {}), ...(piece.value !== undefined ? { value: piece.value } : {}) },
      ];
      break;
    case 'relic':
      c.tokens = [...(c.tokens ?? []), { owner: 'keepers', kind: piece.kind, ...(piece.faceUp ? { faceUp: true } : {}), ...(piece.value !== undefined ? { value: piece.value } : {}) }];
      break;
    case 'pawn':
      c.pawns = [...(c.pawns ?? []), piece.owner];
      break;
    case 'ruin':
      if (c.ruin !== false) return refuse(setup, '2.2.4', 'Une ruine ne s’ajoute pas : seules les cases « R » en ont au départ (5.1.4).', where);
      delete c.ruin;
      break;
    case 'item':
      c.items = [...(c.items ?? []), piece.kind];
      break;
    case 'monument':
      if (c.monument) return refuse(setup, 'A.5.1', 'Un Monument est déjà ici.', where);
      c.monument = true;
      break;
    default:
      return refuse(setup, FORMAT, 'Pièce inconnue.', where);
  }
  return commit(setup, s);
}

/** Remove a piece from a place. */
export function removePiece(setup: Setup, place: Place, piece: BoardPiece): EditResult {
  const s = cloneSetup(setup);
  const where = placeName(place);
  const target = slot(s, place);
  const missing = () => refuse(setup, FORMAT, `Cette pièce n’est pas en ${where}.`, where);
  if (!target) return refuse(setup, '2.2', `${where} n’existe pas.`);
  if (isForest(place)) {
    const f = target as ForestSetup;
    if (piece.type === 'pawn') {
      const i = (f.pawns ?? []).indexOf(piece.owner);
      if (i < 0) return missing();
      f.pawns = f.pawns!.filter((_, j) => j !== i);
    } else if (piece.type === 'relic') {
      const i = (f.relics ?? []).findIndex((r) => r.kind === piece.kind && (piece.value === undefined || r.value === piece.value));
      if (i < 0) return missing();
      f.relics = f.relics!.filter((_, j) => j !== i);
    } else return missing();
    return commit(setup, s);
  }
  const c = target as ClearingSetup;
  switch (piece.type) {
    case 'warrior': {
      const n = piece.count ?? 1;
      const have = c.warriors?.[piece.owner] ?? 0;
      if (!Number.isInteger(n) || n <= 0 || have < n) return missing();
      c.warriors = { ...(c.warriors ?? {}), [piece.owner]: have - n };
      break;
    }
    case 'warlord':
      if (!c.warlord) return missing();
      delete c.warlord;
      break;
    case 'building': {
      const i = (c.buildings ?? []).findIndex((b) => b.owner === piece.owner && b.kind === piece.kind);
      if (i < 0) return missing();
      c.buildings = c.buildings!.filter((_, j) => j !== i);
      break;
    }
    case 'token':
    case 'relic': {
      const owner = piece.type === 'relic' ? 'keepers' : piece.owner;
      const i = (c.tokens ?? []).findIndex((t) => t.owner === owner && t.kind === piece.kind);
      if (i < 0) return missing();
      c.tokens = c.tokens!.filter((_, j) => j !== i);
      break;
    }
    case 'pawn': {
      const i = (c.pawns ?? []).indexOf(piece.owner);
      if (i < 0) return missing();
      c.pawns = c.pawns!.filter((_, j) => j !== i);
      break;
    }
    case 'ruin':
      if (c.ruin === false) return missing();
      c.ruin = false;
      break;
    case 'item': {
      const i = (c.items ?? []).indexOf(piece.kind);
      if (i < 0) return missing();
      c.items = c.items!.filter((_, j) => j !== i);
      break;
    }
    case 'monument':
      if (!c.monument) return missing();
      delete c.monument;
      break;
    default:
      return missing();
  }
  return commit(setup, s);
}

/** Where a pawn is, if anywhere. */
export function findPawn(setup: Setup, pawn: PawnOwner): Place | null {
  for (const [id, c] of Object.entries(setup.clearings ?? {})) if ((c.pawns ?? []).includes(pawn)) return Number(id);
  if ((setup.burrow?.pawns ?? []).includes(pawn)) return BURROW;
  for (const [id, f] of Object.entries(setup.forests ?? {})) if ((f.pawns ?? []).includes(pawn)) return { forest: id };
  return null;
}

/** Put a pawn at a place, taking it from wherever it was (an edit, not a game move). */
export function movePawn(setup: Setup, pawn: PawnOwner, to: Place): EditResult {
  const at = findPawn(setup, pawn);
  let s = setup;
  if (at !== null) {
    const r = removePiece(setup, at, { type: 'pawn', owner: pawn });
    if (!r.ok) return r;
    s = r.setup;
  }
  const r = addPiece(s, to, { type: 'pawn', owner: pawn });
  return r.ok ? r : { ...r, setup };
}

/** Whose turn and which phase. */
export function setTurn(setup: Setup, turn: FactionId | undefined, phase?: Phase): EditResult {
  const s = cloneSetup(setup);
  if (turn === undefined) delete s.turn;
  else s.turn = turn;
  if (phase === undefined) delete s.phase;
  else s.phase = phase;
  return commit(setup, s);
}

/** Add, replace (settings) or remove (null) a player; removing it also removes its pieces. */
export function setPlayer(setup: Setup, faction: FactionId, player: PlayerSetup | null): EditResult {
  if (!isFactionId(faction)) return refuse(setup, '5.1.1', 'Faction inconnue.');
  const s = cloneSetup(setup);
  if (player === null) {
    delete s.players[faction];
    stripOwner(s, faction);
    if (s.turn === faction) delete s.turn;
    for (const p of Object.values(s.players)) {
      if (p?.hostile) p.hostile = p.hostile.filter((f) => f !== faction);
      if (p?.allied) p.allied = p.allied.filter((f) => f !== faction);
    }
    for (const n of Object.values(s.nomads ?? {})) if (n?.supervisor === faction) delete n.supervisor;
  } else s.players[faction] = { ...player };
  return commit(setup, s);
}

/** Change one setting of a player. */
export function setPlayerFlag<K extends keyof PlayerSetup>(setup: Setup, faction: FactionId, flag: K, value: PlayerSetup[K] | undefined): EditResult {
  const p = setup.players?.[faction];
  if (!p) return refuse(setup, '5.1.1', `${capitalize(theName(faction))} : pas en jeu.`);
  const next: PlayerSetup = { ...p };
  if (value === undefined || value === false) delete next[flag];
  else next[flag] = value;
  // a human player has no Trait cards (R3.3.2)
  if (flag === 'bot' && !next.bot) delete next.traits;
  return setPlayer(setup, faction, next);
}

/** Add, change or remove (null) a Nomad; removing it also removes its pieces. */
export function setNomad(setup: Setup, nomad: NomadId, cfg: NomadSetup | null): EditResult {
  const s = cloneSetup(setup);
  s.nomads ??= {};
  if (cfg === null) {
    delete s.nomads[nomad];
    stripOwner(s, nomad);
  } else s.nomads[nomad] = { ...cfg };
  return commit(setup, s);
}

/** Suit marker of a clearing (A.1). The 12 markers stay 4 of each suit only when all are set. */
export function setSuits(setup: Setup, suits: Suit[] | undefined): EditResult {
  const s = cloneSetup(setup);
  if (suits === undefined) delete s.suits;
  else s.suits = [...suits];
  return commit(setup, s);
}

export function setMap(setup: Setup, map: MapId): EditResult {
  const s = cloneSetup(setup);
  s.map = map;
  delete s.ferry;
  delete s.ferryUsed;
  delete s.closedPaths;
  delete s.forests;
  return commit(setup, s);
}

/** Lake: move the Ferry (C.2.5). */
export function setFerry(setup: Setup, clearing: number | undefined, used?: boolean): EditResult {
  const s = cloneSetup(setup);
  if (clearing === undefined) delete s.ferry;
  else s.ferry = clearing;
  if (used) s.ferryUsed = true;
  else delete s.ferryUsed;
  return commit(setup, s);
}

/** Mountain: open (remove the marker, C.3.3) or close a path. */
export function setClosedPath(setup: Setup, a: number, b: number, closed: boolean): EditResult {
  const s = cloneSetup(setup);
  const defaults = isMapId(s.map) ? getMap(s.map).closedPathsAtSetup : [];
  const current = s.closedPaths ?? defaults.map((p): [number, number] => [p[0], p[1]]);
  const same = (p: [number, number]) => (p[0] === a && p[1] === b) || (p[0] === b && p[1] === a);
  s.closedPaths = closed ? (current.some(same) ? current : [...current, [a, b]]) : current.filter((p) => !same(p));
  return commit(setup, s);
}

function stripOwner(s: Setup, owner: Owner): void {
  const strip = (c: ClearingSetup) => {
    if (c.warriors) delete c.warriors[owner];
    if (c.buildings) c.buildings = c.buildings.filter((b) => b.owner !== owner);
    if (c.tokens) c.tokens = c.tokens.filter((t) => t.owner !== owner);
    if (c.pawns) c.pawns = c.pawns.filter((p) => p !== owner);
    if (owner === 'hundreds') delete c.warlord;
  };
  for (const c of Object.values(s.clearings)) strip(c);
  if (s.burrow) strip(s.burrow);
  for (const f of Object.values(s.forests ?? {})) {
    if (f.pawns) f.pawns = f.pawns.filter((p) => p !== owner);
    if (owner === 'keepers') delete f.relics;
  }
  if (owner === 'duchy') delete s.burrow;
}

/** The BoardPiece for a PieceRef (used by canPlace). */
export function boardPieceOf(owner: Owner, piece: PieceRef): BoardPiece | null {
  switch (piece.category) {
    case 'warrior':
      return piece.kind === 'warlord' ? { type: 'warlord' } : { type: 'warrior', owner };
    case 'building':
      return piece.kind ? { type: 'building', owner, kind: piece.kind } : null;
    case 'token':
      return piece.kind ? { type: 'token', owner, kind: piece.kind } : null;
    case 'pawn':
      return { type: 'pawn', owner: owner as PawnOwner };
  }
  return null;
}

/** French label of a board piece (for island menus). */
export function pieceLabel(p: BoardPiece, setup?: Setup): string {
  switch (p.type) {
    case 'warrior':
      return `guerrier${(p.count ?? 1) > 1 ? 's' : ''} ${ofName(p.owner, setup)}`;
    case 'warlord':
      return 'seigneur de guerre';
    case 'building':
    case 'token':
      return `${kindName(p.kind)} ${ofName(p.owner, setup)}`;
    case 'relic':
      return kindName(p.kind);
    case 'pawn':
      return `pion ${ofName(p.owner, setup)}`;
    case 'ruin':
      return 'ruine';
    case 'item':
      return 'objet';
    case 'monument':
      return 'Monument';
  }
}
