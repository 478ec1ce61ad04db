/**
 * The games a share link can name, without loading any engine: islands route a link with
 * `routeLink(text, SHARE_LINK_GAMES)` (core/situation.ts) and then decode it with their own
 * game's engine. `games.ts` registers the same ids (a test checks they agree).
 */
import type { LinkGames } from './core/situation';

export const SHARE_LINK_GAMES: LinkGames = { ids: ['root', 'oath', 'tet'], defaultGame: 'root' };
