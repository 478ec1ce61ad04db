/**
 * The Mappemonde and the economy: regions and their site slots, the Voyage cost between regions,
 * the Search cost, the Supply refresh tables and the number of pieces. Plain data; each fact says
 * where it comes from (ids of `sources.ts`, rule numbers of La Loi d’Oath).
 */

/** The three regions, in the order setup fills them (1.1). */
export const REGIONS = ['cradle', 'provinces', 'hinterland'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * French names: the French print keeps Cradle and Hinterland in English and glosses them once
 * (« berceau », « arrière-pays », setup step 1). Source: SEED 1.1, 2.1.1.
 */
export const REGION_NAMES: Record<Region, { name: string; gloss: string | null }> = {
  cradle: { name: 'Cradle', gloss: 'berceau' },
  provinces: { name: 'Provinces', gloss: null },
  hinterland: { name: 'Hinterland', gloss: 'arrière-pays' },
};

/** Site slots per region: 2 / 3 / 3 (2.1.1). Source: SEED 2.1.1; LCX enums.ts RegionSize. */
export const REGION_SLOTS: Record<Region, number> = { cradle: 2, provinces: 3, hinterland: 3 };

/** The 8 slots of the map, top to bottom, Cradle first (1.1). */
export const SLOT_COUNT = 8;

/** The region of a slot (0–1 Cradle, 2–4 Provinces, 5–7 Hinterland). */
export function regionOfSlot(slot: number): Region {
  return slot < 2 ? 'cradle' : slot < 5 ? 'provinces' : 'hinterland';
}

/**
 * Voyage cost in Supply, from the region of the pawn (row) to the region of the destination
 * (column); the diagonal is another site of the same region (5.6.1).
 * Source: SEED 5.6.1 (English and French agree); LCX model/map.ts travelCosts.
 */
export const TRAVEL_COST: Record<Region, Record<Region, number>> = {
  cradle: { cradle: 1, provinces: 2, hinterland: 4 },
  provinces: { cradle: 2, provinces: 2, hinterland: 2 },
  hinterland: { cradle: 4, provinces: 2, hinterland: 3 },
};

/** Where a discarded card goes: the region after your pawn’s (glossary « Défausser »). Source: SEED 10; LCX map.ts. */
export const NEXT_REGION: Record<Region, Region> = { cradle: 'provinces', provinces: 'hinterland', hinterland: 'cradle' };

/** Searching a discard pile costs 2 Supply (5.1.1). Source: SEED 5.1.1; LCX decks.ts. */
export const SEARCH_DISCARD_COST = 2;

/**
 * Searching the world deck costs what the Visions Drawn track shows (2.1.6, 5.1.1): 2 with no
 * Vision drawn, 3 with one or two, 4 with three or more. The seed gives only the range 2–4.
 * Source: LCX model/decks.ts WorldDeck.searchCost (single source).
 */
export function worldSearchCost(visionsDrawn: number): number {
  return visionsDrawn < 1 ? 2 : visionsDrawn < 3 ? 3 : 4;
}
export const WORLD_SEARCH_SOURCE = 'valeurs de LCX decks.ts, seule source ; la Loi ne donne que l’écart de 2 à 4';

/** Visions in the world deck (1.23 encadré: 2 + 3). Source: SEED setup box, 8.5. */
export const VISION_COUNT = 5;

/** Supply track: its leftmost space (the most Supply). Source: LCX model/player.ts (single source); SEED 1.10, 4.3.4. */
export const SUPPLY_MAX = 7;

/**
 * Supply refresh (4.3.3): the space listing the Troupes in the personal bank.
 * Thresholds: SEED (player board fragments: Exile 9+ / 8 to 4 / 3 to 0; Chancellor 18+ / 17 to 11
 * / 10 to 4 / 3 to 0). Supply values: LCX model/player.ts restAmount (single source).
 */
export const SUPPLY_REFRESH = {
  exile: [
    { from: 0, to: 3, supply: 4 },
    { from: 4, to: 8, supply: 5 },
    { from: 9, to: Infinity, supply: 6 },
  ],
  chancellor: [
    { from: 0, to: 3, supply: 3 },
    { from: 4, to: 10, supply: 4 },
    { from: 11, to: 17, supply: 5 },
    { from: 18, to: Infinity, supply: 6 },
  ],
} as const;
export const SUPPLY_REFRESH_SOURCE = 'seuils : plateaux des joueurs (SEED) ; valeurs : LeCodex, modèle du plateau de joueur (source unique)';

/** The refresh value of a board for the Troupes in its personal bank (4.3.3). */
export function refreshSupply(board: 'exile' | 'chancellor', bank: number): number {
  const row = SUPPLY_REFRESH[board].find((r) => bank >= r.from && bank <= r.to);
  return row ? row.supply : SUPPLY_REFRESH[board][0].supply;
}

/** Troupes per colour: 24 violettes (the Chancellor's), 14 of every other colour (1.8, 1.9). Source: SEED 1.8, 1.9; MATHOM (94 = 24 + 5 × 14). */
export const WARBANDS = { chancellor: 24, other: 14 } as const;

/** Favor tokens: 36 in all (1.4); secrets are unlimited (9.3). Source: SEED 1.4, 9.3; MATHOM. */
export const FAVOR_TOTAL = 36;

/** Players: the Chancellor and up to five others (six player boards in the box). Source: SEED 1.6 (« 5 ou 6 joueurs »), 1.9. */
export const MAX_PLAYERS = 6;

/** Rounds: eight at most (4). Source: SEED 4. */
export const ROUNDS = 8;
