/**
 * An Oath position as plain JSON (`Setup`), possibly illegal: `validate()` lists what is wrong with
 * it, and returns its canonical form (no field equal to its default). The accessors here give the
 * defaults (round 1, no Vision drawn, the title on the Chancellor's Oathkeeper side, both Bannières
 * in the Réserve with one token) so that every module reads a position the same way.
 *
 * Slots are numbered 1 to 8, top to bottom: 1–2 the Cradle, 3–5 the Provinces, 6–8 the Hinterland
 * (2.1.1, setup step 1). Players are the Chancellor and up to five others, by seat; purple
 * (Imperial) Troupes are written under `chancellor`, whoever's board holds them (6.6.2, 6.6.3).
 */
import type { CardId } from './deck';
import { regionOfSlot, type Region } from './map';
import type { BannerId, RelicId, ReliquaryModifier } from './relics';
import type { SiteId, Suit } from './sites';

export const PLAYER_IDS = ['chancellor', 'player2', 'player3', 'player4', 'player5', 'player6'] as const;
export type PlayerId = (typeof PLAYER_IDS)[number];
export type Role = 'chancellor' | 'exile' | 'citizen';

/** The four Oaths (2.10). */
export const OATHS = ['supremacy', 'people', 'protection', 'devotion'] as const;
export type Oath = (typeof OATHS)[number];

/** The four Visions a player can reveal (3.2); the Conspiracy is never a revealed Vision (5.1.4.IV). */
export const VISIONS = ['conquest', 'rebellion', 'sanctuary', 'faith'] as const;
export type Vision = (typeof VISIONS)[number];

export interface PlayerSetup {
  /** Exile or Citizen (the Chancellor's role is fixed); Exile by default */
  role?: 'exile' | 'citizen';
  /** Troupes on the board (purple for a Citizen) */
  warbands?: number;
  favor?: number;
  secrets?: number;
  /** the slot (1–8) of the site where the pawn stands */
  pawn?: number;
  /** Relics held (personal bank, 2.2.3) */
  relics?: RelicId[];
  /** the revealed Vision (Exiles only, 5.1.4.III) */
  vision?: Vision;
  /** Supply left on the track (0–7), when the question needs it */
  supply?: number;
  /** the advisers (2.2.2, three at most), by card id; absent: not given (an old position) */
  advisers?: AdviserCard[];
}

/** A card lying on the table (a denizen or an Edifice face), with the favor and secrets on it (7.1.2). */
export interface PlacedCard {
  card: CardId;
  favor?: number;
  secrets?: number;
}

/** An adviser: a denizen face up or face down, or a Vision face down (2.2.2). */
export interface AdviserCard extends PlacedCard {
  faceDown?: boolean;
}

export interface SiteSlot {
  site: SiteId;
  /** face down (not yet revealed, 2.8.2) */
  faceDown?: boolean;
  /** Troupes on the site, by colour: `chancellor` = purple (Imperial) */
  warbands?: Partial<Record<PlayerId, number>>;
  /** facedown Relics beside the site (2.8.2) */
  relics?: number;
  /** favor and secrets on the site card itself (opportunity sites, 2.8.2, 4.1.4) */
  favor?: number;
  secrets?: number;
  /** the denizens and the Edifice or Ruin at the site (2.8.1), by card id; absent: not given */
  cards?: PlacedCard[];
  /** the facedown Relics here whose identity is known (counted in `relics`) */
  relicIds?: RelicId[];
}

/** What lies face down in stacks, by count (2.1.5, 2.1.6, 1.10). */
export interface DecksSetup {
  /** cards left in the world deck */
  world?: number;
  /** cards in the Dispossessed */
  dispossessed?: number;
}

export interface BannerSetup {
  /** who holds it; absent or null: the Réserve */
  holder?: PlayerId | null;
  /** favor or secrets on it (at least one, 2.5.3) */
  tokens?: number;
  /** the Faveur du Peuple on its Foule side (2.5.3, 4.1.1.III) */
  mob?: boolean;
}

export interface Setup {
  oath: Oath;
  /** the round, 1–8 (4) */
  round?: number;
  /** Visions drawn from the world deck (2.1.6) */
  visions?: number;
  players: Partial<Record<PlayerId, PlayerSetup>>;
  /** the 8 slots, top of the Cradle first */
  sites: SiteSlot[];
  /** the Oathkeeper title (2.11); by default the Chancellor's, Oathkeeper side (setup step 14) */
  title?: { holder: PlayerId; side?: 'oathkeeper' | 'usurper' };
  banners?: Partial<Record<BannerId, BannerSetup>>;
  /** the Imperial Reliquary: Relics still in it, modifiers revealed (2.3) */
  reliquary?: { relics?: RelicId[]; revealed?: ReliquaryModifier[] };
  /** the world deck and the Dispossessed, by count (absent: not given) */
  decks?: DecksSetup;
  /** favor in each favor bank (2.1.3), by Clan; a bank absent: not given */
  banks?: Partial<Record<Suit, number>>;
}

export function isPlayerId(x: unknown): x is PlayerId {
  return typeof x === 'string' && (PLAYER_IDS as readonly string[]).includes(x);
}

/** The players in play, in seat order. */
export function playersOf(s: Setup): PlayerId[] {
  return PLAYER_IDS.filter((p) => s.players[p]);
}

export function roleOf(s: Setup, p: PlayerId): Role {
  return p === 'chancellor' ? 'chancellor' : (s.players[p]?.role ?? 'exile');
}

/** Imperial players: the Chancellor and the Citizens (6.6.3). */
export function isImperial(s: Setup, p: PlayerId): boolean {
  return roleOf(s, p) !== 'exile';
}

/** The colour of a player's Troupes: purple (`chancellor`) for Imperial players. */
export function colourOf(s: Setup, p: PlayerId): PlayerId {
  return isImperial(s, p) ? 'chancellor' : p;
}

export const roundOf = (s: Setup) => s.round ?? 1;
export const visionsOf = (s: Setup) => s.visions ?? 0;
export function titleOf(s: Setup): { holder: PlayerId; side: 'oathkeeper' | 'usurper' } {
  return { holder: s.title?.holder ?? 'chancellor', side: s.title?.side ?? 'oathkeeper' };
}
export function bannerOf(s: Setup, b: BannerId): { holder: PlayerId | null; tokens: number; mob: boolean } {
  const x = s.banners?.[b];
  return { holder: x?.holder ?? null, tokens: x?.tokens ?? 1, mob: !!x?.mob };
}
/** The Bannières a player holds. */
export function bannersHeld(s: Setup, p: PlayerId): BannerId[] {
  return (['peoplesFavor', 'darkestSecret'] as const).filter((b) => bannerOf(s, b).holder === p);
}
export const relicsOf = (s: Setup, p: PlayerId): RelicId[] => s.players[p]?.relics ?? [];
export const warbandsOn = (s: Setup, p: PlayerId) => s.players[p]?.warbands ?? 0;
export const pawnOf = (s: Setup, p: PlayerId) => s.players[p]?.pawn;
export const slotOf = (s: Setup, slot: number): SiteSlot | undefined => s.sites[slot - 1];
export const regionOf = (slot: number): Region => regionOfSlot(slot - 1);

/** Troupes on a site, all colours. */
export function siteWarbands(slot: SiteSlot | undefined): number {
  return Object.values(slot?.warbands ?? {}).reduce((a, b) => a + (b ?? 0), 0);
}

/** The cards at a site (none when not given). */
export const cardsAt = (slot: SiteSlot | undefined): PlacedCard[] => slot?.cards ?? [];
/** A player's advisers (none when not given). */
export const advisersOf = (s: Setup, p: PlayerId): AdviserCard[] => s.players[p]?.advisers ?? [];
/** Facedown Relics at a site, known or not. */
export const relicCountAt = (slot: SiteSlot | undefined): number => Math.max(slot?.relics ?? 0, slot?.relicIds?.length ?? 0);
/** The world deck and the Dispossessed by count; undefined when the position does not say. */
export function decksOf(s: Setup): { world?: number; dispossessed?: number } {
  return { ...(s.decks?.world !== undefined ? { world: s.decks.world } : {}), ...(s.decks?.dispossessed !== undefined ? { dispossessed: s.decks.dispossessed } : {}) };
}
/**
 * Does the position hold cards (a card at a site or an adviser)? Without any, the engine takes on
 * trust what the reader says about the cards (the positions written before cards existed).
 */
export function holdsCards(s: Setup): boolean {
  return s.sites.some((x) => (x.cards?.length ?? 0) > 0) || Object.values(s.players).some((p) => p?.advisers !== undefined);
}
