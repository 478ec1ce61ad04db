/**
 * The data of the Vagabot (R7) that the Laws of Rootbotics do not print: its difficulty cards, Trait
 * cards and scoring values, each with its source and status (data.ts says how they are read).
 * Imported by its bot's module only, so that a page loads the data of the bot it plays.
 */
import { SRC_LEDER, SRC_CLOCKROOT, NORMAL, FR_NAME_SRC, type DifficultyTable, type TraitCard, type Sourced } from './data-common';
import { VAGABOT_TRAITS, TRAIT_BOT, TRAIT_NAMES } from './trait-ids';

export const VAGABOT_DIFFICULTY: DifficultyTable = {
  facile: {
    effect: 'Au Crépuscule, rafraîchissez 1 objet de moins.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/124 « Vagabond Easy » ; concorde avec ${SRC_CLOCKROOT}`,
  },
  normal: NORMAL,
  difficile: {
    effect: 'Au Crépuscule, rafraîchissez 1 objet de plus.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/125 « Vagabond Challenging » ; concorde avec ${SRC_CLOCKROOT}`,
  },
  cauchemardesque: {
    effect: 'Comme « difficile » ; de plus, marquez 1 point de victoire à la fin du Crépuscule.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/126 « Vagabond Nightmare » ; concorde avec ${SRC_CLOCKROOT}`,
  },
};

export const VAGABOT_TRAIT_CARDS: { [T in (typeof VAGABOT_TRAITS)[number]]: TraitCard } = {
  adventurer: {
    id: 'adventurer',
    faction: TRAIT_BOT.adventurer,
    nameEn: 'Adventurer',
    name: TRAIT_NAMES.adventurer,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'Un seul Combat par tour ; à la fin du Jour, dépensez les objets qui restent en répétant l’action Quête.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/127 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'Un seul combat : l’action Combat s’arrête après son premier combat (pas de combat répété à 2 objets, R7.5.4).',
  },
  berserker: {
    id: 'berserker',
    faction: TRAIT_BOT.berserker,
    nameEn: 'Berserker',
    name: TRAIT_NAMES.berserker,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'À l’action Combat, visez la clairière qui a le plus de pièces et, dans cette clairière, le joueur qui en a le plus ; à la fin du tour, réparez 1 objet de plus.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/128 ; concorde avec ${SRC_CLOCKROOT} (« la clairière la plus proche avec le plus de pièces »)`,
    engine: 'appliqué',
    reading: 'Pièces adverses ; à égalité, la clairière la plus proche (clockroot), puis la priorité (R2.1) ; la réparation de plus a lieu au Crépuscule (R7.6.2).',
  },
  helper: {
    id: 'helper',
    faction: TRAIT_BOT.helper,
    nameEn: 'Helper',
    name: TRAIT_NAMES.helper,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'À l’action Aide, marquez 1 point de plus ; le joueur aidé pioche 2 cartes au lieu d’une.',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/129 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: '1 point de plus par action Aide ; le joueur aidé pioche 2 cartes par objet pris (lecture non confirmée ; un robot aidé marque 1 point par carte, R2.8.1).',
  },
  marksman: {
    id: 'marksman',
    faction: TRAIT_BOT.marksman,
    nameEn: 'Marksman',
    name: TRAIT_NAMES.marksman,
    nameStatus: 'non confirmé',
    nameSource: FR_NAME_SRC,
    effect: 'En attaque, avant le lancer des dés, infligez 1 perte immédiate à votre adversaire (1 point si elle retire un guerrier).',
    status: 'confirmé',
    source: `${SRC_LEDER}, carte ROOT/130 ; concorde avec ${SRC_CLOCKROOT}`,
    engine: 'appliqué',
    reading: 'La perte retire un guerrier s’il y en a, sinon un jeton puis un bâtiment dans l’ordre par défaut du moteur de combat (4.3.4) ; un bâtiment ou un jeton rapporte 1 point (3.2.1).',
  },
};

/** The Quest deck as the Vagabot sees it (R7.3.3, R7.5.2): only the suit of a quest matters. */
export const QUEST_DECK: Sourced<{ fox: number; rabbit: number; mouse: number }> = {
  value: { fox: 5, rabbit: 5, mouse: 5 },
  status: 'non confirmé',
  source: 'Loi de Root B.1.4 (15 Quêtes : confirmé) ; 5 par couleur : répartition non vérifiée sur une source officielle',
};

/** The items hidden under the ruins (Law 9.3.4, R7.3.4): the four « R » items. */
export const RUIN_ITEMS: Sourced<readonly ('bag' | 'boot' | 'hammer' | 'sword')[]> = {
  value: ['bag', 'boot', 'hammer', 'sword'],
  status: 'non confirmé',
  source: 'Loi de Root 9.3.4 (4 objets « R » : leurs icônes manquent dans le texte source) ; le Vagabot ne distingue pas les objets (R7.2.3)',
};
