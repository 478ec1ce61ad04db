/** Tiny Epic Tactics in the site's registry of games (`src/engine/games.ts`). */
import type { GameSituations } from '../core/situation';
import { evaluateSituation, type TetAnswer } from './evaluate';
import { decodeSituation, encodeSituation, readSituation, QUESTION_KINDS, type Situation } from './situation';

export const TET_GAME: GameSituations<Situation, TetAnswer> = {
  id: 'tet',
  name: 'Tiny Epic Tactics',
  questions: QUESTION_KINDS,
  read: readSituation,
  evaluate: evaluateSituation,
  encode: encodeSituation,
  decode: decodeSituation,
};
