/**
 * Data of the bots that the Laws of Rootbotics do not print: difficulty cards, Trait cards, the
 * values of the scoring tracks of the bot boards, the setup order letters.
 *
 * Every value says where it comes from (`source`) and how sure it is (`status`):
 * - « confirmé »: written by an official source: the seed text (Lois de la Robotique, Matagot) or
 *   Leder Games' own card data (LederCards/cards, clockwork1.yml, cards ROOT/110–137);
 * - « non confirmé »: only community sources (fan-made companion apps) give it, or the value is
 *   our reading of an ambiguous text. These are listed by `UNCONFIRMED` and in the README.
 * French names of difficulty levels come from the seed (R3.3.1); French names of Traits are not
 * in the seed: the ones used here are a community translation (clockroot, fr-FR), hence
 * « non confirmé ». Effects are paraphrased in French, never copied.
 */
import type { FactionId } from '../factions';
import { CORVIDS_TRAITS, DUCHY_TRAITS, LIZARDS_TRAITS, RIVERFOLK_TRAITS, TRAIT_BOT, TRAIT_NAMES, type TraitId } from './trait-ids';
export * from './trait-ids';

export type Status = 'confirmé' | 'non confirmé';

export interface Sourced<T> {
  value: T;
  status: Status;
  source: string;
}

// ------------------------------------------------------------------ sources

/** Leder Games' card data: the printed text of the Clockwork (1) difficulty and Trait cards. */
export const SRC_LEDER =
  'LederCards/cards, content/card-data/root/en-US/clockwork1.yml (données officielles des cartes de Leder Games, commit 88489a79478be9dfb525138c708a80934b75d1b2)';
/** Community companion app, English and French strings and bot models. */
export const SRC_CLOCKROOT =
  'Vagabottos/clockroot (application communautaire) : src/assets/i18n/en-US.json (commit 03255f71124e0ba81eb22dd26d22d4deadd29f66), fr-FR.json (commit 0acf7ae5517abd220ab352e34ec67ba58c87fbf8), src/app/models/*.ts';
/** A second community app (repository not identified by the search index): initial state of the bot boards. */
export const SRC_REACT_APP =
  'Application communautaire « DC Mechanical Marquise 2.0 / DC Electric Eyrie » (dépôt public non identifié par l’index de recherche ; état initial des plateaux : points des pistes)';
export const SRC_SEED = 'Lois de la Robotique (édition Matagot, texte source 000)';

// ------------------------------------------------------------------ difficulty

export const DIFFICULTIES = ['facile', 'normal', 'difficile', 'cauchemardesque'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_NAMES: { [D in Difficulty]: string } = {
  facile: 'facile',
  normal: 'normal',
  difficile: 'difficile',
  cauchemardesque: 'cauchemardesque',
};

export interface DifficultyCard {
  /** what the card changes, paraphrased in French */
  effect: string;
  status: Status;
  source: string;
  /** how the engine reads it, when the card leaves a point open */
  reading?: string;
}

/** The difficulty cards of one bot (« normal » has no card, R3.3.1). */
export type DifficultyTable = { [D in Difficulty]: DifficultyCard };

const NORMAL: DifficultyCard = {
  effect: 'Aucune carte de difficulté : les règles du plateau s’appliquent telles quelles.',
  status: 'confirmé',
  source: `${SRC_SEED}, R3.3.1`,
};

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

/**
 * Other versions of these cards seen in community sources (not used): the « Director's Cut »
 * variant of clockroot (Marquise: 3 / 5 warriors, nightmare 1 point per two players; Eyrie: bird
 * recruit ±1 warrior) and the French strings of clockroot's first Marquise (« ne placez que 2
 * guerriers »).
 */
// ------------------------------------------------------------------ Lézards Logiques (R8), Robots de la Rivière (R9)

/** Leder Games' card data for the Clockwork 2 bots (cards ROOT/228–267). */
export const SRC_LEDER2 =
  'LederCards/cards, content/card-data/root/en-US/clockwork2.yml (données officielles des cartes de Leder Games, commit c78ca93a6570a54189ccc128356fede04d6b2d41)';
const FR_NAME_ENGINE = 'traduction du moteur : nom français absent des sources consultées (ni Matagot ni clockroot)';

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

/** Cost of a River bots' service by the buyer's points (R9.2.3): 0–9, 10–19, 20+. */
export const RIVERFOLK_SERVICE_COST: Sourced<readonly [number, number, number]> = {
  value: [2, 3, 4],
  status: 'confirmé',
  source: `${SRC_SEED}, R9.2.3 ; ${SRC_LEDER2}, carte ROOT-257`,
};

const LIZARDS_TRAIT_CARDS: { [T in (typeof LIZARDS_TRAITS)[number]]: TraitCard } = {
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

const RIVERFOLK_TRAIT_CARDS: { [T in (typeof RIVERFOLK_TRAITS)[number]]: TraitCard } = {
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

// ------------------------------------------------------------------ Duché Foreur (R10), Corvidés Engrenés (R11)

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

/** Moles showing on the Duchy bot's citadel track, by citadels on the map (R10.4.3). */
export const DUCHY_MOLE_TRACK: TrackData = {
  values: [1, 2, 4],
  status: 'non confirmé',
  source: `${SRC_CLOCKROOT} (models/duchy.ts : 1, 2, puis 4 Taupes pour 1, 2, 3 Citadelles sur le plateau)`,
  confirmedBy: [{ pieces: 2, vp: 2, source: `${SRC_SEED}, exemple de tour R10 (2 Citadelles : 2 Taupes ; 1 + 2 + 1 Contremaître = 4 guerriers)` }],
};

const DUCHY_TRAIT_CARDS: { [T in (typeof DUCHY_TRAITS)[number]]: TraitCard } = {
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

const CORVIDS_TRAIT_CARDS: { [T in (typeof CORVIDS_TRAITS)[number]]: TraitCard } = {
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

/** Values of the Duché Foreur and Corvidés Engrenés that no official source confirms (bots/duchy.ts, bots/corvids.ts). */
export const DUCHY_CORVIDS_UNCONFIRMED: readonly string[] = [
  `Ordre des Ministres du Duché Foreur de haut en bas (Capitaine, Maréchal, Contremaître, Brigadier, Banquier, Maire, Comte des Pierres, Baron de Poussière, Duchesse de Boue) et leurs couleurs (Renard, Lapin, Souris, dans cet ordre, trois fois) : ${SRC_CLOCKROOT} (models/duchy.ts) ; l’exemple R10 fixe le Contremaître et le Maire Souris, le Maire sous le Contremaître`,
  'Duché Foreur, mise en place R10.3.3 : entre coins équivalents, tirage au hasard ; R10.3.5 : une carte Oiseau rallie le premier Ministre non rallié en partant du haut (lecture du moteur)',
  'Duché Foreur, R10.5.1.I « le moins de guerriers » : guerriers de tous les joueurs (lecture du moteur) ; R10.7.4 : le Brigadier lance Creuser dès 3 guerriers dans le Terrier, mais Creuser en demande 4 (texte littéral)',
  'Duché Foreur, R10.5.3 : le type de bâtiment est fixé par la réserve (9 guerriers) ; s’il n’en reste aucun de ce type, le robot ne construit pas et marque 1 point (lecture du moteur)',
  'Corvidés Engrenés, R11.7.1 : la Bombe est échangée contre un Complot tiré dans la réserve avant d’y revenir ; sans Complot en réserve, elle reste face visible (lecture du moteur)',
  'Corvidés Engrenés, R11.4.3.II : si « Encore des complots » ne peut pas libérer de guerrier, le recrutement s’arrête (lecture du moteur)',
];

export const DIFFICULTY_DISAGREEMENTS: string[] = [
  'clockroot « Mechanical Marquise (DC) » (variante « Director’s Cut ») : facile 3 guerriers, difficile/cauchemardesque 5 guerriers, cauchemardesque 1 point par paire de joueurs (arrondi au supérieur). Non retenu : les cartes imprimées (LederCards) disent 2 guerriers et « 2 guerriers de plus ».',
  'clockroot « Electric Eyrie (DC) » : recrutement Oiseau ±1 guerrier selon la difficulté. Non retenu : les cartes imprimées portent sur les Vizirs et l’Embuscade à la mise en place.',
  'clockroot, modèle ancien de la Marquise : facile « un guerrier de moins », cauchemar « 1 point par joueur ». Non retenu.',
];

// ------------------------------------------------------------------ traits

export interface TraitCard {
  id: TraitId;
  faction: FactionId;
  nameEn: string;
  /** French name: community translation, not a Matagot source */
  name: string;
  nameStatus: Status;
  nameSource: string;
  effect: string;
  status: Status;
  source: string;
  /**
   * how far the engine applies it: in the bot's turn or in any battle (« appliqué »), in another
   * bot's turn (« appliqué hors de son tour »), or only by a human at the table, during a human's
   * turn or by a human's decision, which the bot's turn recalls as a prompt (« à la table »)
   */
  engine: 'appliqué' | 'appliqué hors de son tour' | 'à la table';
  reading?: string;
  disagreement?: string;
}

const FR_NAME_SRC = `${SRC_CLOCKROOT} (fr-FR, SpecificRules) : traduction communautaire, nom Matagot non consulté`;

export const TRAITS: { [T in TraitId]: TraitCard } = {
  ...LIZARDS_TRAIT_CARDS,
  ...RIVERFOLK_TRAIT_CARDS,
  ...DUCHY_TRAIT_CARDS,
  ...CORVIDS_TRAIT_CARDS,
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

// ------------------------------------------------------------------ tracks

/**
 * Victory points of a bot's track, by number of pieces on the board (index = pieces − 1): the
 * rightmost empty space when n pieces are on the board is space n (R4.6.1, R5.6).
 */
export interface TrackData {
  values: number[];
  status: Status;
  source: string;
  /** values an official example fixes */
  confirmedBy: { pieces: number; vp: number; source: string }[];
}

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

export const EYRIE_ROOST_TRACK: TrackData = {
  values: [0, 1, 2, 3, 4, 5, 6],
  status: 'non confirmé',
  source: `${SRC_CLOCKROOT} (models/eyrie.ts : points = Perchoirs − 1) ; ${SRC_REACT_APP} (0 à 6)`,
  confirmedBy: [{ pieces: 4, vp: 3, source: `${SRC_SEED}, exemple de tour R5 (4 Perchoirs : 3 points)` }],
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

/** VP on the rightmost empty space with `pieces` on the board (0 when none is on the board). */
export function trackPoints(t: TrackData, pieces: number): number {
  if (pieces <= 0) return 0;
  return t.values[Math.min(pieces, t.values.length) - 1] ?? 0;
}

// ------------------------------------------------------------------ setup order

/** Setup order letters (R2.2: priority player, « en commençant par la Marquise de Chat avec A »). */
export const SETUP_ORDER: { [F in FactionId]: Sourced<string> } = {
  marquise: { value: 'A', status: 'confirmé', source: `${SRC_SEED}, R2.2` },
  eyrie: { value: 'B', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  alliance: { value: 'C', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  vagabond: { value: 'D', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  vagabond2: { value: 'E', status: 'non confirmé', source: 'aucune source : placé juste après le premier Vagabond' },
  lizards: { value: 'F', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  riverfolk: { value: 'G', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  duchy: { value: 'H', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  corvids: { value: 'I', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition)` },
  hundreds: { value: 'J', status: 'non confirmé', source: `${SRC_CLOCKROOT} (setupPosition « Legion »)` },
  keepers: { value: 'K', status: 'non confirmé', source: 'aucune source : placé après les Cents' },
};

/** Every value above that no official source confirms, as « what: source ». */
/** The difficulty cards of every bot, by faction (the Vagabot's under `vagabond`). */
export const DIFFICULTY_TABLES: Partial<Record<FactionId, DifficultyTable>> = {
  marquise: MARQUISE_DIFFICULTY,
  eyrie: EYRIE_DIFFICULTY,
  alliance: ALLIANCE_DIFFICULTY,
  vagabond: VAGABOT_DIFFICULTY,
  lizards: LIZARDS_DIFFICULTY,
  riverfolk: RIVERFOLK_DIFFICULTY,
  duchy: DUCHY_DIFFICULTY,
  corvids: CORVIDS_DIFFICULTY,
};

export function unconfirmedValues(): string[] {
  const out: string[] = [];
  for (const t of Object.values(TRAITS)) {
    if (t.nameStatus === 'non confirmé') out.push(`Nom français du Trait « ${t.nameEn} » (« ${t.name} ») : ${t.nameSource}`);
    if (t.reading) out.push(`Lecture du Trait « ${t.nameEn} » : ${t.reading}`);
  }
  for (const [bot, table] of [
    ['Marquise Mécanique 2.0', MARQUISE_DIFFICULTY],
    ['Canopée Électrique', EYRIE_DIFFICULTY],
    ['Alliance Automatisée', ALLIANCE_DIFFICULTY],
    ['Vagabot', VAGABOT_DIFFICULTY],
  ] as const) {
    for (const d of DIFFICULTIES) if (table[d].reading) out.push(`${bot}, difficulté ${d} : ${table[d].reading}`);
  }
  for (const [k, t] of Object.entries(MARQUISE_TRACKS)) out.push(`Piste ${k} de la Marquise Mécanique (${t.values.join(', ')}) : ${t.source}`);
  out.push(`Piste de Perchoirs de la Canopée Électrique (${EYRIE_ROOST_TRACK.values.join(', ')}) : ${EYRIE_ROOST_TRACK.source}`);
  out.push(`Piste de Sympathie de l’Alliance Automatisée (${ALLIANCE_SYMPATHY_TRACK.values.join(', ')}) : ${ALLIANCE_SYMPATHY_TRACK.source}`);
  for (const t of Object.values(TRAITS)) if (t.status === 'non confirmé') out.push(`Texte du Trait « ${t.nameEn} » : ${t.source}`);
  out.push(`Paquet de Quêtes (5 Renard, 5 Lapin, 5 Souris) : ${QUEST_DECK.source}`);
  out.push(`Objets des ruines (${RUIN_ITEMS.value.join(', ')}) : ${RUIN_ITEMS.source}`);
  for (const [bot, table] of [['Lézards Logiques', LIZARDS_DIFFICULTY], ['Robots de la Rivière', RIVERFOLK_DIFFICULTY]] as const)
    for (const d of DIFFICULTIES) if (table[d].reading) out.push(`${bot}, difficulté ${d} : ${table[d].reading}`);
  out.push(`Piste de Conspirations des Lézards Logiques (${LIZARDS_CONSPIRACY_TRACK.value.join(', ')}) : ${LIZARDS_CONSPIRACY_TRACK.source}`);
  out.push(`Piste de jardins des Lézards Logiques (${LIZARDS_GARDEN_TRACK.values.join(', ')}) : ${LIZARDS_GARDEN_TRACK.source}`);
  for (const [bot, table] of [['Duché Foreur', DUCHY_DIFFICULTY], ['Corvidés Engrenés', CORVIDS_DIFFICULTY]] as const)
    for (const d of DIFFICULTIES) if (table[d].reading) out.push(`${bot}, difficulté ${d} : ${table[d].reading}`);
  out.push(`Taupes de la piste de Citadelles du Duché Foreur (${DUCHY_MOLE_TRACK.values.join(', ')}) : ${DUCHY_MOLE_TRACK.source}`);
  for (const x of DUCHY_CORVIDS_UNCONFIRMED) out.push(x);
  for (const [f, o] of Object.entries(SETUP_ORDER)) if (o.status === 'non confirmé') out.push(`Lettre de mise en place ${o.value} (${f}) : ${o.source}`);
  return out;
}
