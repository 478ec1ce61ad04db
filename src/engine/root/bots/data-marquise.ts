/**
 * The data of the Marquise Mécanique 2.0 (R4) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER, SRC_CLOCKROOT, SRC_REACT_APP, SRC_SEED, NORMAL, FR_NAME_SRC, type DifficultyTable, type TraitCard, type TrackData } from './data-common';
import { MARQUISE_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const MARQUISE_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Lors du Recrutement, ne recrutez que 2 guerriers (au lieu de 4).',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/117 « Marquise Easy » ; concorde avec ${SRC_CLOCKROOT} (SpecificDifficulty « Mechanical Marquise »)`,
    reading:
      'Au Jour Intense (R4.7.2), les 2 guerriers se répartissent : 1 dans chacune des 2 clairières les moins prioritaires, ou 2 dans la seule clairière contrôlée (lecture non confirmée).',
  },
  normal: NORMAL,
  difficile: {
    effect: 'Après le Recrutement, placez 2 guerriers de plus dans la clairière ordonnée que vous contrôlez la plus prioritaire.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/118 « Marquise Challenging » ; concorde avec ${SRC_CLOCKROOT}`,
    reading: 'Avec une carte d’ordre Oiseau, toute clairière est ordonnée (les Oiseaux sont des jokers, 2.1.1 ; exemple R6) : la clairière contrôlée la plus prioritaire.',
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/119 « Marquise Nightmare » ; concorde avec ${SRC_CLOCKROOT}`,
  },
};

export const MARQUISE_TRAIT_CARDS: { [T in (typeof MARQUISE_TRAITS)[number]]: TraitCard } = {
  blitz: {
    id: 'blitz',
    faction: TRAIT_BOT.blitz,
    nameEn: 'Blitz',
    name: TRAIT_NAMES.blitz,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect:
      'Après l’action Déplacement, prenez la clairière contrôlée la plus prioritaire sans pièce adverse ; déplacez-en tous vos guerriers sauf 1, puis combattez dans la clairière d’arrivée s’il y a des adversaires.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/120 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading:
      'La carte ne dit pas où aller : la destination est celle du Déplacement (clairière adjacente avec le plus de pièces adverses, R4.5.4), puis la priorité (R2.1). Lecture non confirmée. Défenseur : celui de R4.5.1 (le plus de pièces, puis de points).',
  },
  fortified: {
    id: 'fortified',
    faction: TRAIT_BOT.fortified,
    nameEn: 'Fortified',
    name: TRAIT_NAMES.fortified,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Il faut 2 pertes pour retirer chacun de vos bâtiments ; 1 seule perte sur un bâtiment reste sans effet.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/121 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats : une perte restante, insuffisante pour un bâtiment, est perdue.',
  },
  hospitals: {
    id: 'hospitals',
    faction: TRAIT_BOT.hospitals,
    nameEn: 'Hospitals',
    name: TRAIT_NAMES.hospitals,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Après chaque combat où vous défendez et perdez au moins 2 guerriers, recrutez aussitôt 2 guerriers dans la clairière du Donjon.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/122`,
    engine: 'appliqué hors de son tour',
    reading: 'S’applique quand un autre robot attaque la Marquise Mécanique pendant son propre tour (option `otherBots`).',
    disagreement: 'clockroot « (DC) » : 1 guerrier au lieu de 2 (non retenu).',
  },
  iron_will: {
    id: 'iron_will',
    faction: TRAIT_BOT.iron_will,
    nameEn: 'Iron Will',
    name: TRAIT_NAMES.iron_will,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Pendant le Jour Intense, recrutez deux fois plus de guerriers.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/123 (« Escalated Daylight » = Jour Intense, R4.7)`,
    engine: 'appliqué',
    disagreement: 'clockroot « (DC) » : l’Expansion peut avoir lieu jusqu’à 2 fois par tour (non retenu).',
  },
};

export const MARQUISE_TRACKS: { [K in 'sawmill' | 'workshop' | 'recruiter']: TrackData } = {
  sawmill: {
    values: [0, 1, 2, 3, 4, 5],
    status: 'non confirmé',
    source: `${SRC_CLOCKROOT} (models/marquise.ts : points = bâtiments − 1) ; ${SRC_REACT_APP} (0, 1, 2, 3, 4, 5)`,
    confirmedBy: [{ pieces: 2, vp: 1, source: `${SRC_SEED}, exemple de tour R4 (2 Scieries : 1 point)` }],
  },
  workshop: {
    values: [0, 1, 2, 3, 4, 5],
    status: 'non confirmé',
    source: `${SRC_CLOCKROOT} ; ${SRC_REACT_APP}`,
    confirmedBy: [],
  },
  recruiter: {
    values: [0, 1, 2, 3, 4, 5],
    status: 'non confirmé',
    source: `${SRC_CLOCKROOT} ; ${SRC_REACT_APP}`,
    confirmedBy: [],
  },
};
