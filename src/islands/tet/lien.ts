/**
 * Share links of the Tiny Epic Tactics explorer (`?essai=ID&s=tet/TEXT&case=C4#ID`), through the
 * islands' shared link module. `case` is the square the reader had chosen: not part of the
 * situation, but of the view the link shows (its path or its refusal beside the grid).
 */
import * as common from '../commun/lien';
import { decodeSituation, encodeSituation, type Situation } from '~/engine/tet/situation';

const TET: common.LinkGame<Situation> = { id: 'tet', of: 'de Tiny Epic Tactics', decode: decodeSituation, encode: encodeSituation };
const SQUARE = /^[A-Z][1-9][0-9]?$/;

export const initialSituation = (id: string, text: string, fallback: Situation) => common.initialSituation(TET, id, text, fallback);

/** The link of what the explorer `id` shows: the situation, and the chosen square if any. */
export function shareUrl(id: string, s: Situation, square?: string): string {
  const url = new URL(common.shareUrl(TET, id, s));
  if (square && SQUARE.test(square)) url.searchParams.set('case', square);
  return url.toString();
}

/** The square a shared link of the explorer `id` had chosen, if it names one. */
export function sharedSquare(id: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const params = new URLSearchParams(window.location.search);
  if (params.get('s') === null || (params.get('essai') ?? id) !== id) return undefined;
  const c = params.get('case') ?? '';
  return SQUARE.test(c) ? c : undefined;
}

export { copyLink, ruleHref } from '../commun/lien';
