/**
 * Solo Adventure and cooperative play (11.5, 11.6): the words of the solo engine. The position is
 * the grid's `Setup` (a two-player game, 11.5.3; four players in teams for the cooperative mode,
 * 11.6.2); what only this mode has — the Enemy card drawn, the cards already under the Enemy's unit
 * cards, the dungeon boxes, the Time tracker — is carried by the question, as plain JSON.
 *
 * The book prints no Enemy card: which class it names, where its Decision Compass points and
 * what bonus it gives are reader inputs, as unit values are (1.2). Nothing here is invented.
 */

/** the four points of the Decision Compass (11.5.12.4), clockwise from the top of the grid */
export const COMPASS = ['N', 'E', 'S', 'O'] as const;
export type CompassPoint = (typeof COMPASS)[number];
export const COMPASS_NAMES: Record<CompassPoint, string> = { N: 'Nord', E: 'Est', S: 'Sud', O: 'Ouest' };
/** « à partir du Nord », « de l’Est »… */
export const COMPASS_FROM: Record<CompassPoint, string> = { N: 'du Nord', E: 'de l’Est', S: 'du Sud', O: 'de l’Ouest' };
/** a compass point as a grid step: North is the top of the grid (row 1), East its right */
export const COMPASS_STEP: Record<CompassPoint, { dx: number; dy: number }> = { N: { dx: 0, dy: -1 }, E: { dx: 1, dy: 0 }, S: { dx: 0, dy: 1 }, O: { dx: -1, dy: 0 } };

/** what an Enemy card designates (11.5.12.1, 11.5.12.2): a class, or « Extrême gauche » */
export const CARD_UNITS = ['guerrier', 'bete', 'roublard', 'sorcier', 'gauche'] as const;
export type CardUnit = (typeof CARD_UNITS)[number];

/** an Enemy card, as the reader reads it on the table (values not printed in our sources) */
export interface EnemyCard {
  unit: CardUnit;
  compass: CompassPoint;
  /** its activation bonus (11.5.15): extra damage, extra movement points, or « Grimpeur » (11.5.19) */
  bonus?: { damage?: number; move?: number; climber?: boolean };
}

/** the row of the Enemy's unit cards, left to right (11.5.3.1) */
export const ROW_ORDER = ['guerrier', 'bete', 'roublard', 'sorcier'] as const;

/** the kinds of dungeon spaces (11.5.9) */
export const DUNGEON_SPACES = ['entree', 'cristal', 'eau', 'monstre', 'piege', 'porte', 'barriere', 'vide'] as const;
export type DungeonSpace = (typeof DUNGEON_SPACES)[number];
export const SPACE_NAMES: Record<DungeonSpace, string> = {
  entree: 'Entrée',
  cristal: 'Cristal',
  eau: 'Eau',
  monstre: 'Monstre Errant',
  piege: 'Piège',
  porte: 'Porte Verrouillée',
  barriere: 'Barrière Magique',
  vide: 'case sans effet',
};
/** the rule of each kind of space */
export const SPACE_RULES: Record<DungeonSpace, string> = {
  entree: '11.5.9.1',
  cristal: '11.5.9.2',
  eau: '11.5.9.3',
  monstre: '11.5.9.4',
  piege: '11.5.9.5',
  porte: '11.5.9.6',
  barriere: '11.5.9.7',
  vide: '11.5.8.4',
};

/**
 * A dungeon box on the grid (11.5.7): the squares its top and the boxes stacked on it cover (a
 * reader input: the book gives no box's size), its Dungeon card's side (red « Contrôle Ennemi »,
 * green once its Crystal is recovered, 11.5.3.3, 11.5.10.2), whether it holds the Cristal de Gloire
 * (11.5.11), and the unit inside, if any (11.5.8.1).
 */
export interface Dungeon {
  id: string;
  covers: string[];
  side: 'rouge' | 'verte';
  glory?: boolean;
  /** the unit exploring it: its `at` is one of the covered squares, it is off the grid (11.5.8.2) */
  occupant?: string;
}

/** the Time tracker (11.5.3.4, 11.6.2.5): start and highest square */
export const TIME_START = { solo: 7, coop: 11 } as const;
/** squares won back for each Enemy unit captured (11.5.20.1) */
export const TIME_PER_CAPTURE = 2;
/** dice rolled on a Trap space, Santé lost for each ★ (11.5.9.5) */
export const TRAP_DICE = 3;
export const TRAP_LOSS = 2;
/** Mana a Wizard spends to enter a Magic Barrier (11.5.9.7) */
export const BARRIER_MANA = 2;
/** dice an Enemy spell always rolls (11.5.13.2) */
export const ENEMY_SPELL_DICE = 3;

/** the answer of a solo question: the same shape as the grid's answers (evaluate.ts) */
export interface SoloAnswer {
  ok: boolean;
  problems: { rule: string; text: string; where?: string }[];
  kind: string;
  reasons: { rule: string; text: string }[];
  result?: unknown;
}
