/**
 * Share links of the islands, whatever the game: `?essai=ID&s=<game>/TEXT#ID`. Reading a link
 * never throws: a link of another game or a damaged one gives a French alert and the page's own
 * situation, so the island stays usable. The alert speaks the reader's language only: it never
 * shows the link's text, a game's id, an engine's field name or an exception's message; a problem
 * of the game's own rules (an impossible position) is told with its rule, a problem of syntax is
 * not (`FORMAT`). Each game's island module names its game once (`src/islands/oath/lien.ts`,
 * `src/islands/tet/lien.ts`) and uses these.
 */
import { linkText, routeLink } from '~/engine/core/situation';
import { FORMAT, type Problem, type Reason } from '~/engine/core/verdict';
import { SHARE_LINK_GAMES } from '~/engine/links';

const NB = '\u00A0';

/** What the share links need of a game: its id in links, its name after « de », its text form. */
export interface LinkGame<S> {
  id: string;
  /** « d’Oath », « de Tiny Epic Tactics » */
  of: string;
  decode(text: string): { ok: true; situation: S } | { ok: false; problems: Problem[] };
  encode(s: S): string;
}

/** Each game of the links by its name as readers know it (tests/engine/core/lien-commun.test.ts checks it against the registry). */
export const GAME_NAMES: Record<string, string> = { root: 'Root', oath: 'Oath', tet: 'Tiny Epic Tactics' };

/**
 * The first word of a link of the default game (Root), which carries no prefix: its questions.
 * A text that names no game and starts otherwise is no game's link, only a damaged one. (Checked
 * against every Root situation of the site by the same test.)
 */
const DEFAULT_GAME_LINK = /^(v1\/)?(controle|deplacement|placement|combat|robot|faveur|indignation|coalition|tour)([./]|$)/;

/** The game a shared text really belongs to: its prefix, a default-game link, or none (damaged). */
export function linkGameOf(text: string): string | undefined {
  const routed = routeLink(text, SHARE_LINK_GAMES);
  if (!routed.ok) return undefined;
  if (text.startsWith(`${routed.game}/`)) return routed.game;
  return DEFAULT_GAME_LINK.test(text) ? routed.game : undefined;
}

/** The alert of a link that could not be read: what happened and what the island shows instead. */
const KEPT = `l’explorateur montre la situation de départ de la page`;
export const UNREADABLE = `Ce lien n’a pas pu être lu (il est illisible ou abîmé)${NB}: ${KEPT}.`;
const otherGame = (name: string, of: string) =>
  `Ce lien décrit une situation d’un autre jeu (${name}), pas ${of}${NB}: ${KEPT}.`;
const IMPOSSIBLE = `Ce lien décrit une position que les règles ne permettent pas (ci-dessous)${NB}: ${KEPT}.`;

/** What of a decoder's problems a reader may see: those of the rules (reader's terms), at most five. */
const ruleProblems = (problems: readonly Problem[]): Reason[] =>
  problems.filter((p) => p.rule !== FORMAT && typeof p.text === 'string').slice(0, 5).map((p) => ({ rule: p.rule, text: p.text }));

/** Reads a shared text for `game`; never throws. */
export function readShared<S>(game: LinkGame<S>, shared: string): { ok: true; situation: S } | { ok: false; alert: Reason[] } {
  try {
    const routed = routeLink(shared, SHARE_LINK_GAMES);
    const owner = linkGameOf(shared);
    if (routed.ok && owner !== undefined && owner !== game.id) return { ok: false, alert: [{ rule: FORMAT, text: otherGame(GAME_NAMES[owner] ?? owner, game.of) }] };
    const text = routed.ok && owner === game.id ? routed.text : shared;
    const decoded = game.decode(text);
    if (decoded.ok) return { ok: true, situation: decoded.situation };
    const rules = ruleProblems(decoded.problems);
    if (rules.length && rules.length === decoded.problems.length) return { ok: false, alert: [{ rule: FORMAT, text: IMPOSSIBLE }, ...rules] };
    return { ok: false, alert: [{ rule: FORMAT, text: UNREADABLE }] };
  } catch {
    return { ok: false, alert: [{ rule: FORMAT, text: UNREADABLE }] };
  }
}

/** The situation an island opens with: the page's, or the one its share link carries. */
export function initialSituation<S>(game: LinkGame<S>, id: string, text: string, fallback: S): { s: S; alert: Reason[]; shared: boolean } {
  let own: ReturnType<LinkGame<S>['decode']>;
  try {
    own = game.decode(text);
  } catch {
    own = { ok: false, problems: [] };
  }
  const base = own.ok ? own.situation : fallback;
  const alert: Reason[] = own.ok ? [] : [{ rule: FORMAT, text: `La situation de cette page n’a pas pu être lue${NB}: l’explorateur montre une situation vide.` }, ...ruleProblems(own.problems)];
  if (typeof window === 'undefined') return { s: base, alert, shared: false };
  const params = new URLSearchParams(window.location.search);
  const shared = params.get('s');
  if (shared === null || (params.get('essai') ?? id) !== id) return { s: base, alert, shared: false };
  const read = readShared(game, shared);
  if (read.ok) return { s: read.situation, alert, shared: true };
  return { s: base, alert: read.alert, shared: false };
}

/** The share link of a situation shown by the island `id`. */
export function shareUrl<S>(game: LinkGame<S>, id: string, s: S): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.searchParams.set('essai', id);
  url.searchParams.set('s', linkText(game.id, game.encode(s), SHARE_LINK_GAMES));
  url.hash = id;
  return url.toString();
}

/** Copies a link; the French status to show. */
export async function copyLink(link: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(link);
    return 'Lien copié dans le presse-papiers.';
  } catch {
    return `Copie impossible ici${NB}: sélectionnez le lien ci-dessous.`;
  }
}

/**
 * The link of a rule, from the chapter pages the island was given (« loi:4 », « robotique:3 »,
 * « oath:5 » or « tet:4 » → the chapter's page; an island gets only its own game's pages). Root's
 * Rootbotics rules come as « R5.2.1 »; a chapter cited whole links to its page.
 */
export function ruleHref(rule: string, pages: Record<string, string>): string | undefined {
  const bot = /^R(\d.*)$/.exec(rule);
  const n = bot ? bot[1] : rule;
  if (!/^[A-Z0-9]+(\.[0-9A-Za-z]+)*$/.test(n)) return undefined;
  const chapter = n.split('.')[0];
  const key = Object.keys(pages).find((k) => {
    const [book, c] = k.split(':');
    return c === chapter && (book === 'robotique') === Boolean(bot);
  });
  if (!key) return undefined;
  return n.includes('.') ? `${pages[key]}#${n}` : pages[key];
}

/** How a rule number reads: Rootbotics' « R5.2.1 » is « Robotique 5.2.1 ». */
export const ruleLabel = (rule: string) => (/^R\d/.test(rule) ? `Robotique ${rule.slice(1)}` : rule);

/** « 7/9 » (an exact fraction as text). */
export const fractionOf = (f: { n: bigint; d: bigint }) => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);
