/**
 * The data of the Corvidés Engrenés (R11) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER2, SRC_SEED, NORMAL, FR_NAME_ENGINE, type DifficultyTable, type TraitCard } from './data-common';
import { CORVIDS_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const CORVIDS_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Recrutement : 1 seul guerrier dans chacune des deux clairières ordonnées (au lieu de 2).',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-235 « Corvid Easy » ; concorde avec ${SRC_SEED}, exemple de tour R11 (« difficulté facile … 1 guerrier dans 2 clairières Renard »)`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'Recrutement : 3 guerriers dans chacune des deux clairières ordonnées.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-236 « Corvid Challenging »`,
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-237 « Corvid Nightmare »`,
  },
};

export const CORVIDS_TRAIT_CARDS: { [T in (typeof CORVIDS_TRAITS)[number]]: TraitCard } = {
  gamble: {
    id: 'gamble', faction: TRAIT_BOT.gamble, nameEn: 'Gamble', name: TRAIT_NAMES.gamble, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Avant chaque retournement, l’humain avec le plus de pièces de faction dans la clairière devine le type du Complot : juste, le Complot est retourné et marque, sans effet, puis il le retire (1 point) ; faux, vous marquez 1 point.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-238`, engine: 'appliqué',
    reading: 'La devinette est un choix de l’humain : le tour la montre comme une issue à choisir, fausse par défaut. À égalité de pièces, l’humain prioritaire (R2.2) ; sans humain dans la clairière, pas de devinette (lectures du moteur).',
  },
  backup_plans: {
    id: 'backup_plans', faction: TRAIT_BOT.backup_plans, nameEn: 'Backup Plans', name: TRAIT_NAMES.backup_plans, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Chaque fois qu’un jeton de Complot est retiré, placez un guerrier dans sa clairière.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-239`, engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats et par le Piège contre les robots (R11.8.2), dans la limite de la réserve (1.5.1).',
  },
  mastermind: {
    id: 'mastermind', faction: TRAIT_BOT.mastermind, nameEn: 'Mastermind', name: TRAIT_NAMES.mastermind, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Complotez deux fois par tour.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-240`, engine: 'appliqué',
  },
  vendetta: {
    id: 'vendetta', faction: TRAIT_BOT.vendetta, nameEn: 'Vendetta', name: TRAIT_NAMES.vendetta, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Chaque Complot retourné a l’effet de retournement d’une Bombe.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-241`, engine: 'appliqué',
    reading: 'L’effet de Bombe s’ajoute à celui du Complot (Extorsion…) ; seule une vraie Bombe est échangée (lecture non confirmée).',
  },
};
