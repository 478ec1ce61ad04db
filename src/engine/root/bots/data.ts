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
 *
 * The values live in data-common.ts (what every bot shares) and data-<bot>.ts (one bot's own), so
 * that a page loads only the data of its bot; this module gathers them (every Trait card, every
 * difficulty table, the list of unconfirmed values) for Node code and the values page.
 */
import type { FactionId } from '../factions';
import { DIFFICULTIES, SETUP_ORDER, SRC_CLOCKROOT, type DifficultyTable, type TraitCard } from './data-common';
import type { TraitId } from './trait-ids';
import { MARQUISE_DIFFICULTY, MARQUISE_TRACKS, MARQUISE_TRAIT_CARDS } from './data-marquise';
import { EYRIE_DIFFICULTY, EYRIE_ROOST_TRACK, EYRIE_TRAIT_CARDS } from './data-eyrie';
import { ALLIANCE_DIFFICULTY, ALLIANCE_SYMPATHY_TRACK, ALLIANCE_TRAIT_CARDS } from './data-alliance';
import { QUEST_DECK, RUIN_ITEMS, VAGABOT_DIFFICULTY, VAGABOT_TRAIT_CARDS } from './data-vagabot';
import { LIZARDS_CONSPIRACY_TRACK, LIZARDS_DIFFICULTY, LIZARDS_GARDEN_TRACK, LIZARDS_TRAIT_CARDS } from './data-lizards';
import { RIVERFOLK_DIFFICULTY, RIVERFOLK_TRAIT_CARDS } from './data-riverfolk';
import { DUCHY_DIFFICULTY, DUCHY_MOLE_TRACK, DUCHY_TRAIT_CARDS } from './data-duchy';
import { CORVIDS_DIFFICULTY, CORVIDS_TRAIT_CARDS } from './data-corvids';
export * from './trait-ids';
export * from './data-common';
export * from './data-marquise';
export * from './data-eyrie';
export * from './data-alliance';
export * from './data-vagabot';
export * from './data-lizards';
export * from './data-riverfolk';
export * from './data-duchy';
export * from './data-corvids';

/**
 * Other versions of these cards seen in community sources (not used): the « Director's Cut »
 * variant of clockroot (Marquise: 3 / 5 warriors, nightmare 1 point per two players; Eyrie: bird
 * recruit ±1 warrior) and the French strings of clockroot's first Marquise (« ne placez que 2
 * guerriers »).
 */

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

/** Every Trait card, by id. */
export const TRAITS: { [T in TraitId]: TraitCard } = {
  ...LIZARDS_TRAIT_CARDS,
  ...RIVERFOLK_TRAIT_CARDS,
  ...DUCHY_TRAIT_CARDS,
  ...CORVIDS_TRAIT_CARDS,
  ...MARQUISE_TRAIT_CARDS,
  ...EYRIE_TRAIT_CARDS,
  ...ALLIANCE_TRAIT_CARDS,
  ...VAGABOT_TRAIT_CARDS,
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
