/**
 * The 21 Relics (OATH-211 … OATH-231, the Grand Sceptre included) and the two Bannières.
 *
 * Defence dice: the number in a Relic's top-right corner, added when it is targeted (2.4.2, 5.5.2).
 * Source: LC meta.defense and LCX relicsData (all 21 agree). A Bannière adds one die per favor or
 * secret on it (2.5.2, SEED).
 *
 * French names: the French rule book names three Relics (Grand Sceptre, Chaudron Maudit, Couronne
 * des Bandits); the others carry Clairière’s provisional translation.
 */

export type RelicId =
  | 'OATH-211' | 'OATH-212' | 'OATH-213' | 'OATH-214' | 'OATH-215' | 'OATH-216' | 'OATH-217'
  | 'OATH-218' | 'OATH-219' | 'OATH-220' | 'OATH-221' | 'OATH-222' | 'OATH-223' | 'OATH-224'
  | 'OATH-225' | 'OATH-226' | 'OATH-227' | 'OATH-228' | 'OATH-229' | 'OATH-230' | 'OATH-231';

export interface RelicInfo {
  id: RelicId;
  en: string;
  name: string;
  nameSource: 'seed' | 'provisoire';
  /** defence dice added when targeted (2.4.2) */
  defenseDice: number;
  /** how its power bears on a Campagne (see cards.ts for the powers as primitives) */
  campaign: 'battlePlan' | 'persistent' | 'notExpressible' | null;
}

const r = (id: RelicId, en: string, name: string, nameSource: RelicInfo['nameSource'], defenseDice: number, campaign: RelicInfo['campaign'] = null): RelicInfo => ({ id, en, name, nameSource, defenseDice, campaign });

export const RELICS: readonly RelicInfo[] = [
  r('OATH-211', 'Sticky Fire', 'Feu Collant', 'provisoire', 2, 'battlePlan'),
  r('OATH-212', 'Cursed Cauldron', 'Chaudron Maudit', 'seed', 3, 'battlePlan'),
  r('OATH-213', 'Brass Horse', 'Cheval de Laiton', 'provisoire', 2),
  r('OATH-214', 'Truthful Harp', 'Harpe de Vérité', 'provisoire', 2),
  r('OATH-215', 'Grand Mask', 'Grand Masque', 'provisoire', 2, 'notExpressible'),
  r('OATH-216', 'Horned Mask', 'Masque Cornu', 'provisoire', 2),
  r('OATH-217', 'Cup of Plenty', 'Coupe d’Abondance', 'provisoire', 2),
  r('OATH-218', 'Whistle', 'Sifflet', 'provisoire', 2),
  r('OATH-219', 'Dowsing Sticks', 'Baguettes de Sourcier', 'provisoire', 3),
  r('OATH-220', 'Cracked Horn', 'Cor Fêlé', 'provisoire', 2),
  r('OATH-221', 'Bandit Crown', 'Couronne des Bandits', 'seed', 3, 'notExpressible'),
  r('OATH-222', 'Ring of Devotion', 'Anneau de Dévotion', 'provisoire', 3, 'persistent'),
  r('OATH-223', 'Skeleton Key', 'Passe-partout', 'provisoire', 3),
  r('OATH-224', 'Oracular Pig', 'Cochon Oraculaire', 'provisoire', 2),
  r('OATH-225', 'Circlet of Command', 'Diadème de Commandement', 'provisoire', 1, 'persistent'),
  r('OATH-226', 'Ivory Eye', 'Œil d’Ivoire', 'provisoire', 2),
  r('OATH-227', 'Map', 'Carte', 'provisoire', 3),
  r('OATH-228', 'Obsidian Cage', 'Cage d’Obsidienne', 'provisoire', 2, 'battlePlan'),
  r('OATH-229', 'Book of Records', 'Livre des Annales', 'provisoire', 2),
  r('OATH-230', 'Dragonskin Drum', 'Tambour en Peau de Dragon', 'provisoire', 2),
  r('OATH-231', 'The Grand Scepter', 'Grand Sceptre', 'seed', 5),
];

export const GRAND_SCEPTER: RelicId = 'OATH-231';

const BY_ID = new Map<string, RelicInfo>(RELICS.map((x) => [x.id, x]));
export function isRelicId(x: unknown): x is RelicId {
  return typeof x === 'string' && BY_ID.has(x);
}
export function relicInfo(id: RelicId): RelicInfo {
  return BY_ID.get(id)!;
}

/** The two Bannières (2.5). Source: SEED 2.5, 1.4; LC OATH-260, OATH-262. */
export const BANNERS = ['peoplesFavor', 'darkestSecret'] as const;
export type BannerId = (typeof BANNERS)[number];
export const BANNER_INFO: Record<BannerId, { name: string; token: 'favor' | 'secret'; tokenName: { one: string; many: string } }> = {
  peoplesFavor: { name: 'Faveur du Peuple', token: 'favor', tokenName: { one: 'faveur', many: 'faveurs' } },
  darkestSecret: { name: 'Sombre Secret', token: 'secret', tokenName: { one: 'secret', many: 'secrets' } },
};

/** Tokens burned when a Bannière is taken other than by Récupérer: two, never the last one (2.5.3). */
export function bannerCaptureBurn(tokens: number): number {
  return Math.max(0, Math.min(2, tokens - 1));
}

/** The Imperial Reliquary's modifiers, revealed when its Relics are taken (2.3); English labels only in the seed. Source: LC OATH-267…270; LCX. */
export const RELIQUARY_MODIFIERS = ['brutal', 'decadent', 'greedy', 'careless'] as const;
export type ReliquaryModifier = (typeof RELIQUARY_MODIFIERS)[number];
export const RELIQUARY_MODIFIER_NAMES: Record<ReliquaryModifier, string> = {
  brutal: 'Brutal',
  decadent: 'Décadent',
  greedy: 'Avide',
  careless: 'Insouciant',
};
/** Relics in the Imperial Reliquary: four at setup (1.17, 2.3). */
export const RELIQUARY_SLOTS = 4;
