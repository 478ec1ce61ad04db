/**
 * Root in the site's registry of games (`src/engine/games.ts`): how the shared situation envelope
 * reads, evaluates, writes and parses a Root situation. Root is the registry's default game: its
 * situations and share links were written before games had names, and they open as they did.
 */
import type { GameSituations } from '../core/situation';
import { evaluateSituation, type SituationAnswer } from './evaluate';
import { decodeSituation, encodeSituation, readSituation, type Situation } from './situation';
import type { Question } from './situation-text';

// Every kind of question, once: the compiler refuses a kind missing here or one that does not exist.
const KINDS: Record<Question['kind'], true> = { control: true, movement: true, placement: true, battle: true, favor: true, outrage: true, coalition: true, bot: true, turn: true };

export const ROOT_GAME: GameSituations<Situation, SituationAnswer> = {
  id: 'root',
  name: 'Root',
  questions: Object.keys(KINDS),
  read: readSituation,
  evaluate: evaluateSituation,
  encode: encodeSituation,
  decode: decodeSituation,
};
