/**
 * The data of the Alliance Automatisée (R6) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER, SRC_CLOCKROOT, SRC_SEED, NORMAL, FR_NAME_SRC, type DifficultyTable, type TraitCard, type TrackData } from './data-common';
import { ALLIANCE_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const ALLIANCE_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Organisation : seulement dans les clairières avec au moins 4 guerriers de l’Alliance (au lieu de 3).',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/131 « Woodland Easy » ; concorde avec ${SRC_CLOCKROOT}`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'Organisation : dès 2 guerriers de l’Alliance dans la clairière (au lieu de 3).',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/132 « Woodland Challenging » ; concorde avec ${SRC_CLOCKROOT}`,
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/133 « Woodland Nightmare » ; concorde avec ${SRC_CLOCKROOT}`,
  },
};

export const ALLIANCE_TRAIT_CARDS: { [T in (typeof ALLIANCE_TRAITS)[number]]: TraitCard } = {
  informants: {
    id: 'informants',
    faction: TRAIT_BOT.informants,
    nameEn: 'Informants',
    name: TRAIT_NAMES.informants,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Attaqués, les jetons de Sympathie sans défense profitent eux aussi de l’Embuscade automatisée (R6.2.2).',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/134 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats : en défense sans guerrier, avec au moins un jeton de Sympathie dans la clairière.',
  },
  popularity: {
    id: 'popularity',
    faction: TRAIT_BOT.popularity,
    nameEn: 'Popularity',
    name: TRAIT_NAMES.popularity,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Vos adversaires ne marquent aucun point quand ils retirent vos jetons de Sympathie.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/135 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué hors de son tour',
    reading: 'S’applique quand un autre robot retire des jetons de Sympathie en combat pendant son propre tour (option `otherBots`) : les points de ces jetons lui sont retirés.',
    disagreement: 'clockroot « (DC) » : un seul point par tour et par adversaire pour les jetons de Sympathie (non retenu).',
  },
  veterans: {
    id: 'veterans',
    faction: TRAIT_BOT.veterans,
    nameEn: 'Veterans',
    name: TRAIT_NAMES.veterans,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'En défense, vous prenez le plus grand dé et l’attaquant le plus petit (la Guérilla de l’Alliance, 8.2.2).',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/136 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats, comme la Guérilla (8.2.2).',
    disagreement: 'clockroot « (DC) » : les deux camps prennent le plus grand dé (non retenu).',
  },
  wildfire: {
    id: 'wildfire',
    faction: TRAIT_BOT.wildfire,
    nameEn: 'Wildfire',
    name: TRAIT_NAMES.wildfire,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'À la fin du Crépuscule, gagnez de la Sympathie (R6.5.1) sans marquer de points pour ce jeton.',
    status: 'non confirmé',
    source: `${SRC_CLOCKROOT} (models/woodland.ts, Trait « Wildfire ») ; ${SRC_LEDER}, carte ROOT/137 : le texte y est celui de ROOT/134 (Informants) recopié par erreur`,
    engine: 'appliqué',
    reading: 'Si aucun jeton ne peut être placé, pas de 5 points (R6.5.1.II) non plus : ce gain ne rapporte rien (lecture non confirmée).',
  },
};

/** Victory points of the Automated Alliance's Sympathy track (R6.5.1), by number of tokens on the board (index = tokens − 1). */
export const ALLIANCE_SYMPATHY_TRACK: TrackData = {
  values: [0, 1, 1, 1, 2, 2, 3, 4, 4, 4],
  status: 'non confirmé',
  source:
    'implémentation communautaire en Python d’un robot Alliance Automatisée (dépôt public non identifié par l’index de recherche : SYMPATHY_SCORES = 0, 1, 1, 1, 2, 2, 3, 4, 4, 4) ; mêmes valeurs que la piste de l’Alliance humaine (plateau, non imprimé dans la Loi)',
  confirmedBy: [
    { pieces: 1, vp: 0, source: `${SRC_SEED}, exemple de tour R6 (1er jeton : aucun point)` },
    { pieces: 2, vp: 1, source: `${SRC_SEED}, exemple de tour R6 (2e jeton : 1 point)` },
    { pieces: 3, vp: 1, source: `${SRC_SEED}, exemple de tour R6 (3e jeton : 1 point)` },
  ],
};
