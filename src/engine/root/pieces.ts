/**
 * Piece catalogue lookups shared by validation, editing and the notation: which owner has which
 * kinds of pieces, and how many (1.5.1, 1.5.2, Appendix B).
 */
import { FACTIONS, FACTION_INFO, isFactionId, piecesOf, type PieceCategory, type PieceSpec } from './factions';
import { NOMADS, NOMAD_INFO, isNomadId } from './nomads';
import type { Owner, Setup } from './setup';

/** All owners, in canonical order (factions, then Nomads). */
export const OWNERS: readonly Owner[] = [...FACTIONS, ...NOMADS];

const OWNER_ORDER = new Map<string, number>(OWNERS.map((o, i) => [o, i]));

export function isOwner(x: unknown): x is Owner {
  return isFactionId(x) || isNomadId(x);
}

export function ownerIndex(o: string): number {
  return OWNER_ORDER.get(o) ?? 999;
}

/** The catalogue of an owner: a faction's (human or bot) or a Nomad's. */
export function catalogueOf(owner: Owner, setup?: Pick<Setup, 'players'>): PieceSpec[] {
  if (isFactionId(owner)) return piecesOf(owner, setup?.players?.[owner]?.bot === true);
  if (isNomadId(owner)) return NOMAD_INFO[owner].pieces;
  return [];
}

export function specFor(owner: Owner, category: PieceCategory, kind: string, setup?: Pick<Setup, 'players'>): PieceSpec | undefined {
  return catalogueOf(owner, setup).find((p) => p.category === category && p.kind === kind);
}

/** Every kind an owner has in any catalogue (a faction's human pieces, then its bot's), in that order. */
const ALL_PIECES: ReadonlyMap<string, readonly PieceSpec[]> = new Map<string, readonly PieceSpec[]>([
  ...FACTIONS.map((f) => [f, [...FACTION_INFO[f].pieces, ...(FACTION_INFO[f].botPieces ?? [])]] as const),
  ...NOMADS.map((n) => [n, NOMAD_INFO[n].pieces] as const),
]);

/** The first place of each kind in ALL_PIECES, by owner: read by every canonical sort. */
const KIND_INDEX: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(
  [...ALL_PIECES].map(([o, all]) => {
    const m = new Map<string, number>();
    all.forEach((p, i) => {
      if (!m.has(p.kind)) m.set(p.kind, i);
    });
    return [o, m] as const;
  }),
);

/** Does any catalogue (human or bot) of this owner know this kind? Used to word problems. */
export function specAnywhere(owner: Owner, category: PieceCategory, kind: string): PieceSpec | undefined {
  return (ALL_PIECES.get(owner) ?? []).find((p) => p.category === category && p.kind === kind);
}

/** Order of a kind inside its owner's catalogue, for canonical sorting. */
export function kindIndex(owner: Owner, kind: string): number {
  return KIND_INDEX.get(owner)?.get(kind) ?? 999;
}

/** Every kind of building/token that exists, with its owners. */
export function ownersOfKind(kind: string): Owner[] {
  return OWNERS.filter((o) => (ALL_PIECES.get(o) ?? []).some((p) => p.kind === kind));
}

/** Plot tokens (13.2.2) and relics (15.2.1) can be face up. */
export const FLIPPABLE_KINDS: ReadonlySet<string> = new Set(['bomb', 'snare', 'extortion', 'raid', 'statuette', 'tablet', 'jewel']);
export const RELIC_KIND_SET: ReadonlySet<string> = new Set(['statuette', 'tablet', 'jewel']);
export const PLOT_KIND_SET: ReadonlySet<string> = new Set(['bomb', 'snare', 'extortion', 'raid']);
