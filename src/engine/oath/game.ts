/**
 * Oath in the site's registry of games (`src/engine/games.ts`): how the shared situation envelope
 * reads, evaluates, writes and parses an Oath situation. Links read `oath/<situation text>`.
 */
import type { GameSituations } from '../core/situation';
import { evaluateSituation, type OathAnswer } from './evaluate';
import { decodeSituation, encodeSituation, readSituation, type Question, type Situation } from './situation';

// Every kind of question, once: the compiler refuses a kind missing here or one that does not exist.
const KINDS: Record<Question['kind'], true> = { position: true, campaign: true, dice: true, title: true, end: true, travel: true, supply: true, action: true };

export const OATH_GAME: GameSituations<Situation, OathAnswer> = {
  id: 'oath',
  name: 'Oath',
  questions: Object.keys(KINDS),
  read: readSituation,
  evaluate: evaluateSituation,
  encode: encodeSituation,
  decode: decodeSituation,
};
