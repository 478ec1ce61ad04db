/**
 * Oath's three dice as data for the core dice kernel (`core/dice.ts`), and how a roll scores.
 *
 * The rule book prints the dice only as glyphs; the faces below agree across five independent
 * implementations and the text of War Tortoise (OATH-187), which names « sword sword skull » and
 * « shield shield ». Source notes: see `sources.ts`.
 *
 * Scoring (5.5.4, 5.5.5):
 * - attack = ⌊épées creuses ÷ 2⌋ + épées, the « deux épées et crâne » face counting two épées;
 *   each crâne kills one Troupe of the attacker's Armée at once;
 * - defence = Boucliers × 2^(faces ×2) + the Troupes that add to the defence; a ×2 face doubles
 *   every Bouclier of the roll, several multiply (×4, ×8…), the Troupes are never doubled;
 * - the attacker wins only with strictly more (a tie goes to the defender).
 */
import type { Die } from '../core/dice';

/** What an attack face shows. */
export type AttackSymbol = 'hollow' | 'sword' | 'skull';
/** What a defence face shows. */
export type DefenseSymbol = 'shield' | 'x2';

/** Attack faces, in the order of `ATTACK_DIE.faces`. */
export const ATTACK_FACES = ['hollowSword', 'sword', 'twoSwordsSkull'] as const;
export type AttackFace = (typeof ATTACK_FACES)[number];
/** Defence faces, in the order of `DEFENSE_DIE.faces`. */
export const DEFENSE_FACES = ['blank', 'shield', 'twoShields', 'double'] as const;
export type DefenseFace = (typeof DEFENSE_FACES)[number];

/**
 * The attack die (red): 3 sides « épée creuse », 2 « épée », 1 « deux épées et crâne ».
 * Source: LCX dice.ts, AKA index.ts, CMR oath_utils.ts, KOD index.html; LC OATH-187 (War Tortoise).
 * The seed has no French word for the hollow sword (glyph only): « épée creuse » is Clairière’s.
 */
export const ATTACK_DIE: Die<AttackSymbol> = {
  id: 'attaque',
  name: 'dé d’attaque',
  faces: [
    { label: 'épée creuse', count: 3, shows: { hollow: 1 } },
    { label: 'épée', count: 2, shows: { sword: 1 } },
    { label: 'deux épées et crâne', count: 1, shows: { sword: 2, skull: 1 } },
  ],
};

/**
 * The defence die (blue): 2 blank sides, 2 « Bouclier », 1 « deux Boucliers », 1 « ×2 ».
 * Source: LCX dice.ts, AKA DefenseDieFace.ts, CMR, KOD; LC OATH-187 and OATH-014 (Rain Boots).
 */
export const DEFENSE_DIE: Die<DefenseSymbol> = {
  id: 'defense',
  name: 'dé de défense',
  faces: [
    { label: 'face vide', count: 2, shows: {} },
    { label: 'Bouclier', count: 2, shows: { shield: 1 } },
    { label: 'deux Boucliers', count: 1, shows: { shield: 2 } },
    { label: '×2', count: 1, shows: { x2: 1 } },
  ],
};

/** The end die: an ordinary d6 (3.3). Source: SEED 3.3; LCX dice.ts (D6). */
export const END_DIE: Die<'value'> = {
  id: 'fin',
  name: 'dé de fin',
  faces: [1, 2, 3, 4, 5, 6].map((v) => ({ label: String(v), count: 1, shows: { value: v } })),
};

/** Dice in the box (setup step 4); dice are not limited components all the same (9.3). Source: SEED 1.4, 9.3; MATHOM. */
export const DICE_IN_BOX = { attack: 10, defense: 6, end: 1 } as const;

/** Short letters of the faces, for rolls written in a share link. */
export const ATTACK_FACE_CODES: Record<AttackFace, string> = { hollowSword: 'c', sword: 'e', twoSwordsSkull: 'E' };
export const DEFENSE_FACE_CODES: Record<DefenseFace, string> = { blank: 'v', shield: 'b', twoShields: 'B', double: 'x' };

/** French names of the faces (plural forms for counts). */
export const ATTACK_FACE_NAMES: Record<AttackFace, { one: string; many: string }> = {
  hollowSword: { one: 'épée creuse', many: 'épées creuses' },
  sword: { one: 'épée', many: 'épées' },
  twoSwordsSkull: { one: 'face « deux épées et crâne »', many: 'faces « deux épées et crâne »' },
};
export const DEFENSE_FACE_NAMES: Record<DefenseFace, { one: string; many: string }> = {
  blank: { one: 'face vide', many: 'faces vides' },
  shield: { one: 'Bouclier', many: 'Boucliers' },
  twoShields: { one: 'face « deux Boucliers »', many: 'faces « deux Boucliers »' },
  double: { one: 'face ×2', many: 'faces ×2' },
};

/** Counts of faces of an attack roll, by face. */
export type AttackCounts = Record<AttackFace, number>;
export type DefenseCounts = Record<DefenseFace, number>;

/** What is ignored in a roll (cards that ignore faces, 7.5): a face's value, or the crâne only. */
export interface AttackIgnore {
  /** faces whose swords count for nothing */
  faces?: readonly AttackFace[];
  /** crânes kill nothing */
  skulls?: boolean;
}
export interface DefenseIgnore {
  /** faces whose Boucliers count for nothing (×2 faces still double the rest) */
  faces?: readonly DefenseFace[];
}

/**
 * The attack score of a roll before any sacrifice (5.5.5): two épées creuses make one épée, a single
 * one left adds nothing. `multiplier` multiplies each die's result (Lancers: every die counts twice,
 * so each épée creuse is worth a whole épée — Leder Games' ruling on Lancers, rulings.ts).
 */
export function attackScore(c: AttackCounts, ignore: AttackIgnore = {}, multiplier = 1): number {
  const off = new Set(ignore.faces ?? []);
  const hollow = off.has('hollowSword') ? 0 : c.hollowSword;
  const swords = (off.has('sword') ? 0 : c.sword) + (off.has('twoSwordsSkull') ? 0 : 2 * c.twoSwordsSkull);
  return Math.floor((multiplier * hollow) / 2) + multiplier * swords;
}

/** The crânes of a roll that kill (5.5.5); with `multiplier`, each crâne counts that many times (Lancers). */
export function skullsOf(c: AttackCounts, ignore: AttackIgnore = {}, multiplier = 1): number {
  return ignore.skulls ? 0 : multiplier * c.twoSwordsSkull;
}

/** The Boucliers of a defence roll, ×2 faces applied (5.5.4); Troupes are added apart. */
export function shieldScore(c: DefenseCounts, ignore: DefenseIgnore = {}): number {
  const off = new Set(ignore.faces ?? []);
  const shields = (off.has('shield') ? 0 : c.shield) + (off.has('twoShields') ? 0 : 2 * c.twoShields);
  return shields * 2 ** c.double;
}

export function zeroAttack(): AttackCounts {
  return { hollowSword: 0, sword: 0, twoSwordsSkull: 0 };
}
export function zeroDefense(): DefenseCounts {
  return { blank: 0, shield: 0, twoShields: 0, double: 0 };
}
