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

/** Does any catalogue (human or bot) of this owner know this kind? Used to word problems. */
export function specAnywhere(owner: Owner, category: PieceCategory, kind: string): PieceSpec | undefined {
  if (isFactionId(owner)) {
    const info = FACTION_INFO[owner];
    return [...info.pieces, ...(info.botPieces ?? [])].find((p) => p.category === category && p.kind === kind);
  }
  return catalogueOf(owner).find((p) => p.category === category && p.kind === kind);
}

/** Order of a kind inside its owner's catalogue, for canonical sorting. */
export function kindIndex(owner: Owner, kind: string): number {
  const all = isFactionId(owner)
    ? [...FACTION_INFO[owner].pieces, ...(FACTION_INFO[owner].botPieces ?? [])]
    : isNomadId(owner)
      ? NOMAD_INFO[owner].pieces
      : [];
  const i = all.findIndex((p) => p.kind === kind);
  return i < 0 ? 999 : i;
}

/** Every kind of building/token that exists, with its owners. */
export function ownersOfKind(kind: string): Owner[] {
  return OWNERS.filter((o) => {
    const all = isFactionId(o) ? [...FACTION_INFO[o].pieces, ...(FACTION_INFO[o].botPieces ?? [])] : catalogueOf(o);
    return all.some((p) => p.kind === kind);
  });
}

/** Plot tokens (13.2.2) and relics (15.2.1) can be face up. */
export const FLIPPABLE_KINDS: ReadonlySet<string> = new Set(['bomb', 'snare', 'extortion', 'raid', 'statuette', 'tablet', 'jewel']);
export const RELIC_KIND_SET: ReadonlySet<string> = new Set(['statuette', 'tablet', 'jewel']);
export const PLOT_KIND_SET: ReadonlySet<string> = new Set(['bomb', 'snare', 'extortion', 'raid']);
