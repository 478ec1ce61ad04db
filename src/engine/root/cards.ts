/**
 * The cards of the shared decks that change a battle (4.3): the standard deck (« paquet de base »)
 * and the Exiles and Partisans deck (« Exilés et Partisans », B.7).
 *
 * Each card says where its French name comes from. The Law of Root (Matagot edition) names a few
 * cards in passing; the names it does not give are marked « non confirmé » until a French card
 * list confirms them (docs/noms-des-cartes.md records where we looked). Effects are paraphrased (never the printed text).
 *
 * Cards in hand are private (1.2.1) and persistent effects are chosen by the player when the
 * battle asks (4.3.3), so the engine never assumes a card: every card is a battle choice
 * (battle.ts), off by default.
 */
import type { Suit } from './factions';
import { frenchTypography } from './reasons';
import { nameWithSource, type NameSource } from './names';

/** A card's suit, birds included (2.1). */
export type CardSuit = Suit | 'bird';
export const CARD_SUITS: readonly CardSuit[] = ['fox', 'rabbit', 'mouse', 'bird'];

export type { NameSource, FanFile } from './names';

/** Cards that act in battle, by engine id. */
export const BATTLE_CARD_IDS = [
  'armorers',
  'brutal_tactics',
  'sappers',
  'scouting_party',
  'fox_partisans',
  'rabbit_partisans',
  'mouse_partisans',
] as const;
export type BattleCardId = (typeof BATTLE_CARD_IDS)[number];

export type BattleCardTiming = 'ambush' | 'effects';

export interface BattleCard {
  id: BattleCardId | 'ambush';
  /** English name of the card (Leder Games) */
  nameEn: string;
  /** official French name (Matagot) when a French source writes it, else the English name (never a guessed translation), the same as in bots/deck.ts */
  name: string;
  nameSource: NameSource;
  /** decks holding it */
  decks: ('base' | 'exiles_partisans')[];
  /** suits and copies per deck */
  copies: { suit: CardSuit; count: number }[];
  /** immediate card, persistent effect (crafted), or ambush (played from hand) */
  type: 'ambush' | 'persistent';
  /** who may use it in a battle */
  user: 'attacker' | 'defender' | 'either';
  /** discarded when used */
  discard: boolean;
  /** for Partisans: the clearing suit it works in */
  clearingSuit?: Suit;
  /** notation code (French, ASCII) */
  code: string;
  /** short French paraphrase of the effect */
  effect: string;
  /** the rule that applies it */
  rule: string;
}

const SEED = 'La Loi de Root, édition Matagot (texte source 000)';
const UNCONFIRMED: NameSource = {
  status: 'non confirmé',
  source: 'Nom absent des textes français disponibles (Loi de Root, Lois de la Robotique, livret Maraude) et des pages publiques consultées ; aucune liste française des cartes n’a pu être consultée (recherches notées dans docs/noms-des-cartes.md).',
};

export const AMBUSH_CARD: BattleCard = {
  id: 'ambush',
  nameEn: 'Ambush!',
  name: 'Embuscade',
  nameSource: { status: 'confirmé', source: `${SEED}, 2.1.2 et 4.3.1 : « cartes Embuscade » (le point d’exclamation du titre imprimé n’est pas confirmé)` },
  decks: ['base', 'exiles_partisans'],
  copies: [
    { suit: 'bird', count: 2 },
    { suit: 'fox', count: 1 },
    { suit: 'rabbit', count: 1 },
    { suit: 'mouse', count: 1 },
  ],
  type: 'ambush',
  user: 'defender',
  discard: true,
  code: 'embuscade',
  effect: 'Jouée par le défenseur au début du combat, d’une couleur de la clairière ou Oiseau : 2 pertes immédiates ; l’attaquant peut la contrer avec une Embuscade qui convient.',
  rule: '4.3.1',
};

export const BATTLE_CARDS: { [C in BattleCardId]: BattleCard } = {
  armorers: {
    id: 'armorers',
    nameEn: 'Armorers',
    name: 'Armuriers',
    nameSource: { status: 'confirmé', source: `${SEED}, 1.4.2 : « la carte Armuriers »` },
    decks: ['base'],
    copies: [{ suit: 'bird', count: 2 }],
    type: 'persistent',
    user: 'either',
    discard: true,
    code: 'armuriers',
    effect: 'En combat, défaussez-la pour ignorer toutes les pertes infligées par le jet de dés que vous subissez.',
    rule: '4.3.3',
  },
  brutal_tactics: {
    id: 'brutal_tactics',
    nameEn: 'Brutal Tactics',
    name: 'Tactiques brutales',
    nameSource: { status: 'confirmé', source: `${SEED}, 4.3.3 (« Tactiques Brutales ») ; Lois de la Robotique, exemple des Lézards Logiques (« Tactiques brutales »)` },
    decks: ['base'],
    copies: [{ suit: 'bird', count: 2 }],
    type: 'persistent',
    user: 'attacker',
    discard: false,
    code: 'tactiques',
    effect: 'En attaquant, infligez 1 perte additionnelle ; le défenseur marque alors 1 point de victoire.',
    rule: '4.3.3.I',
  },
  sappers: {
    id: 'sappers',
    nameEn: 'Sappers',
    name: 'Sappers',
    nameSource: UNCONFIRMED,
    decks: ['base'],
    copies: [{ suit: 'bird', count: 2 }],
    type: 'persistent',
    user: 'defender',
    discard: true,
    code: 'sapeurs',
    effect: 'En défendant, défaussez-la pour infliger 1 perte additionnelle.',
    rule: '4.3.3.I',
  },
  scouting_party: {
    id: 'scouting_party',
    nameEn: 'Scouting Party',
    name: 'Scouting Party',
    nameSource: UNCONFIRMED,
    decks: ['base'],
    copies: [{ suit: 'mouse', count: 2 }],
    type: 'persistent',
    user: 'attacker',
    discard: false,
    code: 'eclaireurs',
    effect: 'En attaquant, les cartes Embuscade ne vous affectent pas.',
    rule: '4.3.1',
  },
  fox_partisans: {
    id: 'fox_partisans',
    nameEn: 'Fox Partisans',
    name: 'Fox Partisans',
    nameSource: UNCONFIRMED,
    decks: ['exiles_partisans'],
    copies: [{ suit: 'fox', count: 1 }],
    type: 'persistent',
    user: 'either',
    discard: false,
    clearingSuit: 'fox',
    code: 'partisans_renard',
    effect: 'En combat dans une clairière Renard, infligez 1 perte additionnelle, puis défaussez toutes vos cartes en main sauf les Renards.',
    rule: '4.3.3.I',
  },
  rabbit_partisans: {
    id: 'rabbit_partisans',
    nameEn: 'Rabbit Partisans',
    name: 'Rabbit Partisans',
    nameSource: UNCONFIRMED,
    decks: ['exiles_partisans'],
    copies: [{ suit: 'rabbit', count: 1 }],
    type: 'persistent',
    user: 'either',
    discard: false,
    clearingSuit: 'rabbit',
    code: 'partisans_lapin',
    effect: 'En combat dans une clairière Lapin, infligez 1 perte additionnelle, puis défaussez toutes vos cartes en main sauf les Lapins.',
    rule: '4.3.3.I',
  },
  mouse_partisans: {
    id: 'mouse_partisans',
    nameEn: 'Mouse Partisans',
    name: 'Mouse Partisans',
    nameSource: UNCONFIRMED,
    decks: ['exiles_partisans'],
    copies: [{ suit: 'mouse', count: 1 }],
    type: 'persistent',
    user: 'either',
    discard: false,
    clearingSuit: 'mouse',
    code: 'partisans_souris',
    effect: 'En combat dans une clairière Souris, infligez 1 perte additionnelle, puis défaussez toutes vos cartes en main sauf les Souris.',
    rule: '4.3.3.I',
  },
};

/**
 * Other cards the seed text names, useful around battles but without an effect on one battle's
 * outcome (they start a battle, or remove pieces outside battle).
 */
export const OTHER_CARD_NAMES: { nameEn: string; name: string; nameSource: NameSource; note: string }[] = [
  { nameEn: 'Favor of the Mice', name: 'Faveur des Souris', nameSource: { status: 'confirmé', source: `${SEED}, 9.2.2.I` }, note: 'Retire toutes les pièces adverses : l’Élimination du Vagabond (9.2.2.I) s’applique ; ce n’est pas un combat.' },
  { nameEn: 'Favor of the Foxes', name: 'Faveur des Renards', nameSource: { status: 'confirmé', source: 'Livret d’apprentissage Maraude, FAQ des Nomades (texte source 000)' }, note: 'Idem, clairières Renard.' },
  { nameEn: 'Eyrie Émigré', name: 'Émigré de la Canopée', nameSource: { status: 'confirmé', source: `${SEED}, 1.4.2 et 4.1.3 (« la carte Émigré de la Canopée »)` }, note: 'Oblige à se déplacer puis à combattre : le combat lui-même suit 4.3.' },
  { nameEn: 'False Orders', name: 'Directives erronées', nameSource: { status: 'confirmé', source: 'Livret d’apprentissage Maraude, « Ajustements des règles » (texte source 000)' }, note: 'Un déplacement forcé, pas un combat.' },
];

// French typography for every reader-visible string of the data above
for (const card of [AMBUSH_CARD, ...Object.values(BATTLE_CARDS)]) {
  card.effect = frenchTypography(card.effect);
  card.nameSource.source = frenchTypography(card.nameSource.source);
}
for (const c of OTHER_CARD_NAMES) {
  c.note = frenchTypography(c.note);
  c.nameSource.source = frenchTypography(c.nameSource.source);
}

/** A card's name for a French reader: « Armuriers »; « Sappers (nom anglais ; nom français non confirmé) ». */
export function cardDisplayName(c: Pick<BattleCard, 'name' | 'nameSource'>): string {
  return nameWithSource(c.name, c.nameSource);
}

/** A battle card by its notation code. */
export function battleCardByCode(code: string): BattleCardId | undefined {
  return BATTLE_CARD_IDS.find((id) => BATTLE_CARDS[id].code === code);
}

/** French name of a card suit: « Oiseau », « Renard »… */
export const CARD_SUIT_NAMES: { [S in CardSuit]: string } = { fox: 'Renard', rabbit: 'Lapin', mouse: 'Souris', bird: 'Oiseau' };
export const CARD_SUIT_CODES: { [S in CardSuit]: string } = { fox: 'renard', rabbit: 'lapin', mouse: 'souris', bird: 'oiseau' };
