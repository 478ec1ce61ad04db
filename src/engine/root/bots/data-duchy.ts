/**
 * The data of the Duché Foreur (R10) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER2, SRC_CLOCKROOT, SRC_SEED, NORMAL, FR_NAME_ENGINE, type DifficultyTable, type TraitCard, type TrackData } from './data-common';
import { DUCHY_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const DUCHY_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Recrutement : placez 1 seul guerrier dans le Terrier, plus 1 par Taupe visible (au lieu de 2).',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-228 « Duchy Easy » ; concorde avec ${SRC_SEED}, exemple de tour R10 (facile, 2 Citadelles, Contremaître : 4 guerriers)`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'Recrutement : placez 3 guerriers dans le Terrier, plus 1 par Taupe visible.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-229 « Duchy Challenging »`,
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-230 « Duchy Nightmare »`,
    reading: `${SRC_CLOCKROOT} (models/duchy.ts) compte 4 guerriers de base en cauchemardesque ; la carte imprimée dit 3 : 3 retenu.`,
  },
};

/** Moles showing on the Duchy bot's citadel track, by citadels on the map (R10.4.3). */
export const DUCHY_MOLE_TRACK: TrackData = {
  values: [1, 2, 4],
  status: 'non confirmé',
  source: `${SRC_CLOCKROOT} (models/duchy.ts : 1, 2, puis 4 Taupes pour 1, 2, 3 Citadelles sur le plateau)`,
  confirmedBy: [{ pieces: 2, vp: 2, source: `${SRC_SEED}, exemple de tour R10 (2 Citadelles : 2 Taupes ; 1 + 2 + 1 Contremaître = 4 guerriers)` }],
};

export const DUCHY_TRAIT_CARDS: { [T in (typeof DUCHY_TRAITS)[number]]: TraitCard } = {
  foundations: {
    id: 'foundations', faction: TRAIT_BOT.foundations, nameEn: 'Foundations', name: TRAIT_NAMES.foundations, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Le Coût des erreurs retire la couronne du Ministre rallié le plus bas dont la couleur est celle d’une clairière où un bâtiment a été retiré.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-231`, engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats ; sans Ministre couronné de cette couleur, aucune couronne n’est retirée (lecture du moteur).',
  },
  investors: {
    id: 'investors', faction: TRAIT_BOT.investors, nameEn: 'Investors', name: TRAIT_NAMES.investors, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Quand un humain déclenche le Coût des erreurs, il défausse une carte d’une clairière où un bâtiment du Duché a été retiré (le Duché perd 1 point) ; sinon le Duché rallie un Ministre de cette couleur.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-232`, engine: 'appliqué',
    reading: 'Le choix revient à l’humain : le calcul des combats l’annonce dans les effets du combat, sans le trancher.',
  },
  overwhelm: {
    id: 'overwhelm', faction: TRAIT_BOT.overwhelm, nameEn: 'Overwhelm', name: TRAIT_NAMES.overwhelm, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Creusez deux fois par tour ; Creuser demande et déplace 3 guerriers (au lieu de 4).',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-233`, engine: 'appliqué',
    reading: 'Le Brigadier (R10.7.4) creuse lui aussi avec 3 guerriers (lecture non confirmée).',
  },
  invaders: {
    id: 'invaders', faction: TRAIT_BOT.invaders, nameEn: 'Invaders', name: TRAIT_NAMES.invaders, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Égalité de Creuser : le plus de bâtiments adverses, puis le moins de guerriers adverses. Si vous ne pouvez pas construire faute d’emplacement libre, combattez dans chaque clairière.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-234`, engine: 'appliqué',
  },
};
