/**
 * The data of the Canopée Électrique (R5) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER, SRC_CLOCKROOT, SRC_REACT_APP, SRC_SEED, NORMAL, FR_NAME_SRC, type DifficultyTable, type TraitCard, type TrackData } from './data-common';
import { EYRIE_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const EYRIE_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'À la mise en place, ne glissez qu’un seul Vizir Fidèle dans la colonne Oiseau du Décret.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/110 « Eyrie Easy » ; concorde avec ${SRC_CLOCKROOT}`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'À la mise en place, retirez de la pioche une Embuscade Oiseau et glissez-la dans la colonne Oiseau du Décret.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/111 « Eyrie Challenging » ; concorde avec ${SRC_CLOCKROOT}`,
    reading: 'L’Embuscade n’est pas un Vizir : une Purge (R5.7.2) la défausse.',
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/112 « Eyrie Nightmare » ; concorde avec ${SRC_CLOCKROOT}`,
  },
};

export const EYRIE_TRAIT_CARDS: { [T in (typeof EYRIE_TRAITS)[number]]: TraitCard } = {
  nobility: {
    id: 'nobility',
    faction: TRAIT_BOT.nobility,
    nameEn: 'Nobility',
    name: TRAIT_NAMES.nobility,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect:
      'Vous subissez aussi une crise si vous ne pouvez pas placer un guerrier ; lors d’une crise, au lieu de perdre des points, marquez 1 point par carte Oiseau du Décret.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/113 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
  },
  relentless: {
    id: 'relentless',
    faction: TRAIT_BOT.relentless,
    nameEn: 'Relentless',
    name: TRAIT_NAMES.relentless,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Après la résolution du Décret, retirez tous les bâtiments et jetons sans défense des clairières où vous avez des guerriers.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/114 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'Sans défense : leur propriétaire n’a aucun guerrier dans la clairière. Chaque pièce retirée rapporte 1 point (3.2.1).',
  },
  swoop: {
    id: 'swoop',
    faction: TRAIT_BOT.swoop,
    nameEn: 'Swoop',
    name: TRAIT_NAMES.swoop,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'À la fin du Jour, recrutez 2 guerriers dans la clairière la plus prioritaire où vous n’avez aucune pièce.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/115 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
  },
  war_tax: {
    id: 'war_tax',
    faction: TRAIT_BOT.war_tax,
    nameEn: 'War Tax',
    name: TRAIT_NAMES.war_tax,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Chaque fois que vous retirez un bâtiment ou un jeton, son propriétaire perd 1 point de victoire.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/116 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'Le marqueur de score ne descend pas sous 0 (choix du moteur, la Loi ne le dit pas).',
  },
};

export const EYRIE_ROOST_TRACK: TrackData = {
  values: [0, 1, 2, 3, 4, 5, 6],
  status: 'non confirmé',
  source: `${SRC_CLOCKROOT} (models/eyrie.ts : points = Perchoirs − 1) ; ${SRC_REACT_APP} (0 à 6)`,
  confirmedBy: [{ pieces: 4, vp: 3, source: `${SRC_SEED}, exemple de tour R5 (4 Perchoirs : 3 points)` }],
};
