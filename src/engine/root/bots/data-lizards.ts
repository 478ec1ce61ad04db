/**
 * The data of the Lézards Logiques (R8) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER2, SRC_SEED, NORMAL, FR_NAME_ENGINE, type DifficultyTable, type TraitCard, type TrackData, type Sourced } from './data-common';
import { LIZARDS_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const LIZARDS_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Rituels : ne révélez que 3 cartes de vos Âmes Perdues.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-243 « Lizards Easy » ; concorde avec ${SRC_SEED}, exemple de tour R8 (« difficulté facile … 3 Rituels »)`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'Rituels : révélez 5 cartes de vos Âmes Perdues (au lieu de 4).',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-244 « Lizards Challenging »`,
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-245 « Lizards Nightmare »`,
  },
};

/** The Conspiracy track of the Lizards (R8.4.2), left to right. */
export const LIZARDS_CONSPIRACY_TRACK: Sourced<readonly ('conversion' | 'crusade' | 'sanctuary')[]> = {
  value: ['conversion', 'crusade', 'conversion', 'crusade', 'sanctuary'],
  status: 'non confirmé',
  source: `${SRC_SEED}, R8.3.3 (marqueur sur le Sanctuaire), R8.4.2 (retour à la case la plus à gauche) et exemple de tour R8 (Croisade → Sanctuaire → Conversion → Croisade → Conversion) : ordre déduit, plateau non consulté`,
};

/** Points of the Lizards' garden tracks (R8.6.1), by gardens of that suit on the board. */
export const LIZARDS_GARDEN_TRACK: TrackData = {
  values: [0, 1, 2, 3, 4],
  status: 'non confirmé',
  source: 'aucune source consultée ne donne la piste imprimée : points = jardins − 1, par analogie avec les pistes de la Marquise et de la Canopée',
  confirmedBy: [{ pieces: 3, vp: 2, source: `${SRC_SEED}, exemple de tour R8 (3 jardins Souris : 2 points)` }],
};

export const LIZARDS_TRAIT_CARDS: { [T in (typeof LIZARDS_TRAITS)[number]]: TraitCard } = {
  spiteful: {
    id: 'spiteful', faction: TRAIT_BOT.spiteful, nameEn: 'Spiteful', name: TRAIT_NAMES.spiteful, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Quand vous partez en Croisade, marquez 1 point de plus si vous retirez un jeton.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-246`, engine: 'appliqué',
    reading: '1 point de plus par combat de Croisade qui retire au moins un jeton (lecture non confirmée : « if you remove any tokens »).',
  },
  erratic: {
    id: 'erratic', faction: TRAIT_BOT.erratic, nameEn: 'Erratic', name: TRAIT_NAMES.erratic, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'À la fin de votre tour, piochez une carte et ajoutez-la à vos Âmes Perdues.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-247`, engine: 'appliqué',
    reading: 'La carte va au sommet de la pile (lecture non confirmée).',
  },
  fanatics: {
    id: 'fanatics', faction: TRAIT_BOT.fanatics, nameEn: 'Fanatics', name: TRAIT_NAMES.fanatics, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Après chaque Conversion, combattez dans cette clairière avec 1 perte de plus (défenseur : le plus de bâtiments sans défense, puis de points).',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-248`, engine: 'appliqué',
    reading: 'Le combat après la Conversion reçoit 1 perte additionnelle.',
  },
  martyrs: {
    id: 'martyrs', faction: TRAIT_BOT.martyrs, nameEn: 'Martyrs', name: TRAIT_NAMES.martyrs, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'À chaque Rituel Oiseau, placez aussi un guerrier de votre réserve dans la case Acolytes.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-249`, engine: 'appliqué',
  },
};
