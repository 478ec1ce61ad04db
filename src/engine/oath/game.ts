/**
 * Oath in the site's registry of games (`src/engine/games.ts`): how the shared situation envelope
 * reads, evaluates, writes and parses an Oath situation. Links read `oath/<situation text>`.
 */
import type { GameSituations } from '../core/situation';
import { evaluateSituation, type OathAnswer } from './evaluate';
import { decodeSituation, encodeSituation, readSituation, type Situation } from './situation';

export const OATH_GAME: GameSituations<Situation, OathAnswer> = {
  id: 'oath',
  name: 'Oath',
  read: readSituation,
  evaluate: evaluateSituation,
  encode: encodeSituation,
  decode: decodeSituation,
};
