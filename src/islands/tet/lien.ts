/** Share links of the Tiny Epic Tactics explorer (`?essai=ID&s=tet/TEXT#ID`), through the islands' shared link module. */
import * as common from '../commun/lien';
import { decodeSituation, encodeSituation, type Situation } from '~/engine/tet/situation';

const TET: common.LinkGame<Situation> = { id: 'tet', of: 'de Tiny Epic Tactics', decode: decodeSituation, encode: encodeSituation };

export const initialSituation = (id: string, text: string, fallback: Situation) => common.initialSituation(TET, id, text, fallback);
export const shareUrl = (id: string, s: Situation) => common.shareUrl(TET, id, s);
export { copyLink, ruleHref } from '../commun/lien';
