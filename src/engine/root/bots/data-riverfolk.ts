/**
 * The data of the Robots de la Rivière (R9) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER2, SRC_SEED, NORMAL, FR_NAME_ENGINE, type DifficultyTable, type TraitCard, type Sourced } from './data-common';
import { RIVERFOLK_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const RIVERFOLK_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Établir une garnison : aucun guerrier n’accompagne le comptoir.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-250 « Riverfolk Easy »`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'Établir une garnison : 2 guerriers accompagnent le comptoir (au lieu de 1).',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-251 « Riverfolk Challenging »`,
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER2}, carte ROOT-252 « Riverfolk Nightmare »`,
  },
};

/** Cost of a River bots' service by the buyer's points (R9.2.3): 0–9, 10–19, 20+. */
export const RIVERFOLK_SERVICE_COST: Sourced<readonly [number, number, number]> = {
  value: [2, 3, 4],
  status: 'confirmé',
  source: `${SRC_SEED}, R9.2.3 ; ${SRC_LEDER2}, carte ROOT-257`,
};

export const RIVERFOLK_TRAIT_CARDS: { [T in (typeof RIVERFOLK_TRAITS)[number]]: TraitCard } = {
  greedy: {
    id: 'greedy', faction: TRAIT_BOT.greedy, nameEn: 'Greedy', name: TRAIT_NAMES.greedy, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Marquez 1 point chaque fois que le joueur qui a le plus de points achète un ou plusieurs de vos services.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-253`, engine: 'à la table',
    reading: 'Les achats ont lieu pendant le tour des autres joueurs : le tour du robot le rappelle par une invite.',
  },
  involved: {
    id: 'involved', faction: TRAIT_BOT.involved, nameEn: 'Involved', name: TRAIT_NAMES.involved, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'Si un humain n’achète pas vos Mercenaires pendant son tour, vos guerriers comptent comme si tous ses ennemis les avaient achetés.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-254`, engine: 'à la table',
    reading: 'S’applique pendant le tour des humains : le tour du robot le rappelle par une invite.',
  },
  garrison: {
    id: 'garrison', faction: TRAIT_BOT.garrison, nameEn: 'Garrison', name: TRAIT_NAMES.garrison, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'En défense, vous n’êtes jamais sans défense et chaque comptoir ajoute 1 à votre maximum de pertes infligées.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-255`, engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats ; « chaque comptoir » est lu comme les comptoirs de la clairière du combat (lecture du moteur).',
  },
  ferocious: {
    id: 'ferocious', faction: TRAIT_BOT.ferocious, nameEn: 'Ferocious', name: TRAIT_NAMES.ferocious, nameStatus: 'non confirmé', nameSource: FR_NAME_ENGINE,
    effect: 'En attaque, votre maximum de pertes infligées par les dés est toujours de 3.',
    status: 'confirmé', source: `${SRC_LEDER2}, carte ROOT-256`, engine: 'appliqué',
    reading: 'Appliqué par le calcul des combats, dans tout combat où le robot attaque.',
  },
};
