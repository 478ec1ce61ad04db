/**
 * The `Setup`: a plain JSON description of a Root position, possibly illegal (like chessops'
 * Setup). Nothing here checks the rules: `validate()` (validate.ts) turns unknown input into a
 * checked, normalised Setup or lists every problem in French.
 *
 * Conventions
 * - Clearings are keyed "1".."12" (Clockwork priority numbers, see maps.ts); only non-empty ones
 *   need to be present. The Burrow (12.2.2) has its own entry `burrow`.
 * - Owners of pieces are faction ids (factions.ts) or Nomad ids (nomads.ts).
 * - Defaults follow the setup of the map: a clearing with a printed ruin has its ruin unless
 *   `ruin: false` (explored); the Lake Ferry starts on the coastal corner (C.2.1) unless `ferry`
 *   says otherwise; on the Mountain the six closed paths of C.3.1 are closed unless `closedPaths`
 *   lists the ones still closed.
 * - Everything is plain JSON: no Map, no class, no undefined inside arrays.
 */
import type { TraitId } from './bots/trait-ids';
import type { FactionId, RelicKind, Suit } from './factions';
import type { MapId } from './maps';
import type { NomadId } from './nomads';

/** A player faction or a Nomad: whoever owns pieces on the board. */
export type Owner = FactionId | NomadId;

/** Pawns are identified by their owner: each owner has at most one pawn (1.5.1). */
export type PawnOwner = 'vagabond' | 'vagabond2' | 'exile' | 'flotilla' | 'protector';
export const PAWN_OWNERS: readonly PawnOwner[] = ['vagabond', 'vagabond2', 'exile', 'flotilla', 'protector'];

/** Items (B.1.2, B.2.2, B.4.2, B.9.1). */
export const ITEM_KINDS = ['boot', 'sword', 'bag', 'hammer', 'tea', 'coins', 'crossbow', 'torch', 'club'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const PHASES = ['aurore', 'jour', 'crepuscule'] as const;

/** Eyrie leaders (7.8): Builder, Charismatic, Commander, Despot. */
export const LEADERS = ['builder', 'charismatic', 'commander', 'despot'] as const;
export type Leader = (typeof LEADERS)[number];

/** The warlord's moods (14.7), in the order of the Law. */
export const MOODS = ['bitter', 'grandiose', 'jubilant', 'generous', 'relentless', 'rowdy', 'stubborn', 'wrathful'] as const;
export type Mood = (typeof MOODS)[number];

/**
 * The item each mood card shows (14.4.4: a mood whose item is in the Hoard cannot be chosen);
 * Generous shows none. The French text lost these icons: source, the Law published by Leder Games
 * (LederCards/rules, content/rules/root/en-US/p16/rules.yml, « Moods »: Bitter hammer, Grandiose
 * tea, Jubilant boot, Lavish no item, Relentless sack, Rowdy coin, Stubborn crossbow, Wrathful sword).
 */
export const MOOD_ITEMS: { [M in Mood]: ItemKind | null } = {
  bitter: 'hammer',
  grandiose: 'tea',
  jubilant: 'boot',
  generous: null,
  relentless: 'bag',
  rowdy: 'coins',
  stubborn: 'crossbow',
  wrathful: 'sword',
};

/**
 * The moods the Hundreds may choose in Birdsong (14.4.4): a different mood whose item is not in
 * their Hoard; if none is left and they are Generous, they stay Generous.
 */
export function moodsAvailable(current: Mood | undefined, hoard: readonly ItemKind[]): Mood[] {
  const free = MOODS.filter((m) => m !== current && (MOOD_ITEMS[m] === null || !hoard.includes(MOOD_ITEMS[m]!)));
  return free.length ? free : current === 'generous' ? ['generous'] : [];
}

/** Vagabond characters (Appendix D) and Vagabot characters (R7.7). */
export const CHARACTERS = ['thief', 'tinker', 'ranger', 'vagrant', 'arbiter', 'scoundrel', 'adventurer', 'ronin', 'harrier'] as const;
export type Character = (typeof CHARACTERS)[number];

/**
 * Duchy ministers (12.5.2, R10.7), in the order of 12.5.2: squires (Foremole, Captain, Marshal),
 * nobles (Brigadier, Banker, Mayor), lords (Duchess of Mud, Baron of Dirt, Earl of Stone).
 */
export const MINISTERS = ['foremole', 'captain', 'marshal', 'brigadier', 'banker', 'mayor', 'duchess', 'baron', 'earl'] as const;
export type Minister = (typeof MINISTERS)[number];

/** Columns of the Electric Eyrie's Decree (R5.4.3): fox, rabbit, mouse, bird. */
export type DecreeCounts = [number, number, number, number];
/** Birdsong, Daylight, Evening (1.4.1) */
export type Phase = (typeof PHASES)[number];

export interface BuildingSetup {
  owner: Owner;
  /** "sawmill", "roost", "base_fox", "garden_mouse", "citadel", "vault"… (see glossary.ts) */
  kind: string;
}

export interface TokenSetup {
  owner: Owner;
  /** "wood", "keep", "sympathy", "trade_post_fox", "tunnel", "bomb", "mob", "statuette"… */
  kind: string;
  /** Corvid plots (13.2.2.I) and Keepers relics (15.2.1): face up; default face down */
  faceUp?: boolean;
  /** Keepers relics: value on the back (1, 2 or 3), if known */
  value?: number;
}

/** A Keepers relic lying in a forest (15.3.1). */
export interface RelicSetup {
  kind: RelicKind;
  value?: number;
  faceUp?: boolean;
}

/** The owner of the warlord, the one warrior a clearing holds apart from the others (14.2.2, `ClearingSetup.warlord`). */
export const WARLORD_OWNER = 'hundreds' as const;

export interface ClearingSetup {
  /** warriors by owner (faction or Nomad); the Hundreds' warlord is apart */
  warriors?: { [owner: string]: number };
  /** the Hundreds' warlord (14.2.2), a warrior */
  warlord?: boolean;
  buildings?: BuildingSetup[];
  tokens?: TokenSetup[];
  pawns?: PawnOwner[];
  /** undefined: as printed (a ruin if the map has one here); false: ruin removed (9.5.3) */
  ruin?: boolean;
  /** items hidden under the ruin (9.3.4, 9.7.1, 14.3.2) */
  items?: ItemKind[];
  /** a Monument stands here (Appendix F); it belongs to no one (F.1.2) */
  monument?: boolean;
}

export interface ForestSetup {
  /** only pawns (Vagabond, 9.3.2) and relics (15.3.1) lie in forests */
  pawns?: PawnOwner[];
  relics?: RelicSetup[];
}

export interface PlayerSetup {
  /** played by a bot (Laws of Rootbotics) */
  bot?: boolean;
  /** bought the Riverfolk Boats service this turn (11.2.7.II, R9.2.3.II) */
  boats?: boolean;
  /** bought the Riverfolk Mercenaries service this turn (11.2.7.III, R9.2.3.III) */
  mercenaries?: boolean;
  /** Vagabond: factions Hostile to it (9.2.9.III) */
  hostile?: FactionId[];
  /** Vagabond: Allied factions (9.2.9.II) */
  allied?: FactionId[];
  /** Vagabond: intact face-up boots it can still exhaust this turn (9.5.1); unknown if absent */
  boots?: number;
  /** Vagabond: the player it formed a coalition with by activating a Dominance card (9.2.8); its
   * score marker is then on that player's faction board */
  coalition?: FactionId;
  /** activated a Dominance card (3.3.1): its score marker is off the track, it scores no more */
  dominance?: boolean;
  /** victory points on the score track (3.1); used by bots' choices (R7.7.6) */
  score?: number;
  /** Eyrie (human): the leader in office (7.8) */
  leader?: Leader;
  /** Electric Eyrie (bot): cards in each Decree column, fox, rabbit, mouse, bird (R5.4.3, R5.5.1) */
  decree?: DecreeCounts;
  /** Hundreds: the warlord's mood (14.7) */
  mood?: Mood;
  /** Vagabond or Vagabot: its character card (Appendix D, R7.7) */
  character?: Character;
  /** Vagabond: undamaged swords, face up or down, in the Satchel (9.2.6) */
  swords?: number;
  /** Vagabond or Vagabot: undamaged items in all, swords included (9.2.7, R7.2.4, R7.2.5) */
  items?: number;
  /** Duchy: swayed ministers (12.5.3, R10.6.3) */
  ministers?: Minister[];
  /** items in the Crafted Items box (4.1.2), which Looters can take (14.2.5) */
  crafted?: ItemKind[];
  /** Riverfolk: warriors in the Funds box (11.2.4) */
  funds?: number;
  /** Alliance: officers (8.4.1.III, 8.5.3) */
  officers?: number;
  /** Lizards: acolytes (10.2.3) */
  acolytes?: number;
  /** Bot: its Trait cards (R3.3.2); the battle, control and movement hooks of bots/traits.ts read them */
  traits?: TraitId[];
}

export interface NomadSetup {
  /** the player who supervises it (E.1); absent: in the supply, unsupervised */
  supervisor?: FactionId;
  /** demoted side up (« Rétrogradé », A.6.2) */
  demoted?: boolean;
}

export interface Setup {
  map: MapId;
  /** 12 suits (suit markers, A.1), index = clearing id - 1; overrides the map's default suits */
  suits?: Suit[];
  /** "1".."12" → contents; only non-empty clearings */
  clearings: { [id: string]: ClearingSetup };
  /** the Duchy's Burrow (12.2.2): only Duchy warriors */
  burrow?: ClearingSetup;
  /** forest id (maps.ts, e.g. "1_5_9") → contents */
  forests?: { [forestId: string]: ForestSetup };
  /** Lake: clearing of the Ferry (C.2.5); default: C.2.1 start */
  ferry?: number;
  /** Lake: the Ferry was already used this turn (C.2.5: once per turn) */
  ferryUsed?: boolean;
  /** Mountain: closed paths still on the board (C.3.2); default: the six of C.3.1 */
  closedPaths?: [number, number][];
  /** the factions in the game and their state */
  players: { [F in FactionId]?: PlayerSetup };
  /** the Nomads in the game (Appendix E) */
  nomads?: { [N in NomadId]?: NomadSetup };
  /** fully cooperative game against bots, human pieces pooled as one team for control (R3) */
  coop?: boolean;
  /** whose turn it is */
  turn?: FactionId;
  /** the phase of that turn (1.4.1) */
  phase?: Phase;
}

/**
 * A place on the board, JSON-friendly:
 * - a number 1–12: a clearing;
 * - "terrier": the Duchy's Burrow (12.2.2);
 * - { forest: "1_5_9" }: a forest.
 */
export type Place = number | 'terrier' | { forest: string };

export const BURROW = 'terrier' as const;

export function isForestPlace(p: Place): p is { forest: string } {
  return typeof p === 'object' && p !== null;
}

export function placeKey(p: Place): string {
  return typeof p === 'number' ? String(p) : p === BURROW ? 'T' : p.forest;
}

export function samePlace(a: Place, b: Place): boolean {
  return placeKey(a) === placeKey(b);
}

/** An empty position on a map, with no player. */
export function emptySetup(map: MapId = 'automne'): Setup {
  return { map, clearings: {}, players: {} };
}

/** A deep copy (setups are plain JSON). */
export function cloneSetup(s: Setup): Setup {
  return clonePlain(s);
}

/** A deep copy of one clearing (or any part of a setup), as cloneSetup copies it. */
export function clonePart<T>(x: T): T {
  return clonePlain(x);
}

/**
 * A deep copy of one clearing, field by field, in the order ClearingSetup declares them: the same
 * values as clonePart, quicker, as a battle copies its clearing for every branch. Undefined fields
 * are left out, as clonePart leaves them out.
 */
export function cloneClearing(c: ClearingSetup): ClearingSetup {
  const out: ClearingSetup = {};
  if (c.warriors !== undefined) {
    const w: { [owner: string]: number } = {};
    for (const o of Object.keys(c.warriors)) {
      const n = c.warriors[o];
      if (n !== undefined) w[o] = n;
    }
    out.warriors = w;
  }
  if (c.warlord !== undefined) out.warlord = c.warlord;
  if (c.buildings !== undefined) out.buildings = c.buildings.map((b) => ({ owner: b.owner, kind: b.kind }));
  if (c.tokens !== undefined)
    out.tokens = c.tokens.map((t) => {
      const x: TokenSetup = { owner: t.owner, kind: t.kind };
      if (t.faceUp !== undefined) x.faceUp = t.faceUp;
      if (t.value !== undefined) x.value = t.value;
      return x;
    });
  if (c.pawns !== undefined) out.pawns = c.pawns.slice();
  if (c.ruin !== undefined) out.ruin = c.ruin;
  if (c.items !== undefined) out.items = c.items.slice();
  if (c.monument !== undefined) out.monument = c.monument;
  return out;
}
// every field of a clearing, a building and a token is copied above: a type error here otherwise
const CLEARING_FIELDS_COPIED: [Exclude<keyof ClearingSetup, 'warriors' | 'warlord' | 'buildings' | 'tokens' | 'pawns' | 'ruin' | 'items' | 'monument'> | Exclude<keyof BuildingSetup, 'owner' | 'kind'> | Exclude<keyof TokenSetup, 'owner' | 'kind' | 'faceUp' | 'value'>] extends [never] ? true : never = true;
void CLEARING_FIELDS_COPIED;

/** A deep copy of plain JSON data, as JSON would make it (undefined fields dropped), without the text round trip. */
function clonePlain<T>(x: T): T {
  // values that are not objects are kept as they are, without a call for each (most fields are counts and names)
  if (Array.isArray(x)) return x.map((v) => (v === undefined ? null : typeof v === 'object' && v !== null ? clonePlain(v) : v)) as T;
  if (x !== null && typeof x === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(x)) {
      const v = (x as Record<string, unknown>)[k];
      if (v !== undefined && typeof v !== 'function') o[k] = typeof v === 'object' && v !== null ? clonePlain(v) : v;
    }
    return o as T;
  }
  return x;
}
