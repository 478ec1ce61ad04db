/** Share links of the Oath islands (`?essai=ID&s=oath/TEXT#ID`), through the islands' shared link module. */
import * as common from '../commun/lien';
import { decodeSituation, encodeSituation, type Situation } from '~/engine/oath/situation';

const OATH: common.LinkGame<Situation> = { id: 'oath', of: 'd’Oath', decode: decodeSituation, encode: encodeSituation };

export const initialSituation = (id: string, text: string, fallback: Situation) => common.initialSituation(OATH, id, text, fallback);
export const shareUrl = (id: string, s: Situation) => common.shareUrl(OATH, id, s);
export { copyLink, fractionOf, ruleHref } from '../commun/lien';
