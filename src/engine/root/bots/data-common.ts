/**
 * What the bots' data share (data.ts describes the sources and statuses): the sources, the
 * difficulty levels, the shapes of a difficulty card, a Trait card and a scoring track, the setup
 * order. Each bot's own values are in data-<bot>.ts, so that a page loads only its bot's data
 * (bots/lazy.ts); data.ts gathers them all.
 */
import type { FactionId } from '../factions';
import type { TraitId } from './trait-ids';

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

/** « normal »: no difficulty card (R3.3.1), the same for every bot. */
export const NORMAL: DifficultyCard = {
  effect: 'Aucune carte de difficulté : les règles du plateau s’appliquent telles quelles.',
  status: 'confirmé',
  source: `${SRC_SEED}, R3.3.1`,
};

/** Leder Games' card data for the Clockwork 2 bots (cards ROOT/228–267). */
export const SRC_LEDER2 =
  'LederCards/cards, content/card-data/root/en-US/clockwork2.yml (données officielles des cartes de Leder Games, commit c78ca93a6570a54189ccc128356fede04d6b2d41)';
export const FR_NAME_ENGINE = 'traduction du moteur : nom français absent des sources consultées (ni Matagot ni clockroot)';

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

export const FR_NAME_SRC = `${SRC_CLOCKROOT} (fr-FR, SpecificRules) : traduction communautaire, nom Matagot non consulté`;


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
