/**
 * Tiny Epic Tactics: the words of the engine — a position (`Setup`, plain JSON, possibly illegal)
 * and the constants its modules share. Rule numbers are Clairière's own numbering of the French
 * rule book (content/tiny-epic-tactics/regles/).
 *
 * The book gives no unit card's values: movement points, damage, ranges, dice, Santé, Munitions and
 * Mana are inputs of the position, never invented here (1.2).
 */

/** the terrains of a square (5, 12); `hors` is a square off the map (5.10) */
export const TERRAINS = ['plaine', 'pont', 'eau', 'foret', 'pic', 'village', 'portail', 'baliste', 'hors'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** the four classes of unit cards (1.2.2) */
export const CLASSES = ['guerrier', 'sorcier', 'roublard', 'bete'] as const;
export type UnitClass = (typeof CLASSES)[number];

/** the four attacks a unit can make (4.1.1, 4.6) */
export const ATTACK_KINDS = ['melee', 'distance', 'sort', 'baliste'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/**
 * The effect primitives a reader describes a card with (1.2.9–1.2.11, 7; effets.ts): the book
 * prints no ability and no Tactic card text, so Clairière applies what the reader transcribes.
 */
export const EFFECT_KINDS = ['deplacement', 'degats', 'portee', 'poussee', 'terrain', 'protection', 'zone', 'sans-riposte', 'soin', 'represailles'] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];
/** where an effect comes from: a Passive ability (1.2.11), a Reaction ability (1.2.10), a Tactic card played (7.3) */
export const EFFECT_SOURCES = ['passive', 'reaction', 'tactique'] as const;
export type EffectSource = (typeof EFFECT_SOURCES)[number];
/** what a `terrain` effect lets a unit ignore when it moves: a terrain's extra point, or the climb's (5.2.2) */
export const IGNORABLE = ['eau', 'pic', 'baliste', 'escalade'] as const;
export type Ignorable = (typeof IGNORABLE)[number];

export interface Effect {
  /** the card's name as the reader writes it, shown in the reasons */
  name: string;
  source: EffectSource;
  /** the unit that has the ability, or the one the Tactic card acts on */
  unit: string;
  kind: EffectKind;
  /** how much: points, damage, range, dice (signed); a zone's or a reprisal's damage; Santé healed */
  n?: number;
  /** the attacks it concerns (degats, portee, zone, sans-riposte); absent: all of them */
  attacks?: AttackKind[];
  /** the extra cost ignored (terrain) */
  terrain?: Ignorable;
  /** the zone's reach in squares around the main target (zone, 4.5.6) */
  radius?: number;
}

/** the three Control Zones (9.1) */
export const ZONES = ['A', 'B', 'C'] as const;
export type ZoneId = (typeof ZONES)[number];

/** the game modes with a board (2.2.1, 11) */
export const MODES = ['competitif', 'equipe', 'bataille', 'bataille-equipe'] as const;
export type Mode = (typeof MODES)[number];

/** one square of the grid */
export interface Square {
  /** the box height under the square: 0 on the scroll, more on boxes (5.2.1) */
  level: number;
  terrain: Terrain;
  /** the Control Zone the square belongs to (9.1) */
  zone?: ZoneId;
  /** the zone's trigger square (case Déclencheur, 9.2) */
  trigger?: boolean;
  /** the starting area it belongs to (2.3.5), numbered from 1 */
  start?: number;
}

/** a unit's ranged attack stats, from its card (1.2.7) */
export interface RangedStats {
  range: number;
  damage: number;
  /** green squares: miss dice (4.4.6) */
  miss: number;
}

/** a Wizard's magic stats, from its card (1.2.8) */
export interface SpellStats {
  /** null: a spell without range (4.5.5) */
  range: number | null;
  /** damage of the spell when it hits, before power-ups (0 for a spell that deals none) */
  damage: number;
  /** damage added by each power-up symbol rolled (per the card's ability, 4.5.2) */
  perSymbol: number;
}

export interface UnitSetup {
  /** a short id, unique in the position: lowercase letters and digits */
  id: string;
  /** the player who owns it */
  owner: string;
  class: UnitClass;
  /** its square, written like « C4 » (column letter, row number from 1) */
  at: string;
  /** movement points (1.2.5) */
  move: number;
  /** melee damage and push dice (red squares, 1.2.6) */
  melee: { damage: number; push: number };
  ranged?: RangedStats;
  spell?: SpellStats;
  /** Santé now and its track's highest value (1.2.3) */
  health: number;
  maxHealth: number;
  /** Munitions now / max (Guerrier and Roublard, 1.2.4) */
  ammo?: number;
  maxAmmo?: number;
  /** Mana now / max (Sorcier, 1.2.4) */
  mana?: number;
  maxMana?: number;
  /** carries a Weakened token (4.1.7) */
  weakened?: boolean;
  /** carries the Artefact (11.3.6) */
  artefact?: boolean;
}

/** where a zone's Flag stands on the Control card (9.3, 9.5.2, 9.6) */
export interface FlagState {
  /** 0: DÉPART, 1: MANCHE 1, … `track`: CONTRÔLE */
  position: number;
  /** the player who took the Flag (9.9) */
  takenBy?: string;
}

/** a face of the Action die as data: how many sides show it and what (1.1.3) */
export interface ActionFace {
  count: number;
  poussee?: number;
  loupe?: number;
  renfort?: number;
}

export interface Setup {
  width: number;
  height: number;
  /** row by row from the top (row 1), `width × height` squares */
  squares: Square[];
  units: UnitSetup[];
  /** the players in turn order (3.2.5) */
  players: string[];
  mode?: Mode;
  /** team modes: two teams of two players (11.2.1) */
  teams?: string[][];
  /** the Artefact's square when no unit carries it (11.3.2, 11.3.8.2) */
  artefact?: string;
  /** the Flags of the zones (9.3) */
  flags?: Partial<Record<ZoneId, FlagState>>;
  /** how many steps from DÉPART to CONTRÔLE on the Control card: the book does not say (9.3) */
  track?: number;
  /** units each player has captured (8.2) */
  captured?: Record<string, number>;
  /** the Action die, as data; absent: the default composition, not confirmed (1.1.3) */
  die?: ActionFace[];
  /** the units' Passive and Reaction abilities, as the reader describes them (effets.ts) */
  effects?: Effect[];
}

/** Units a player brings: one of each class (1.2.2, 2.3.3) */
export const UNITS_PER_PLAYER = 4;
