/**
 * Share links of the islands, whatever the game: `?essai=ID&s=<game>/TEXT#ID`. Reading a link
 * never throws: a link of another game or a damaged one gives a French alert and the page's own
 * situation, so the island stays usable. Each game's island module names its game once
 * (`src/islands/oath/lien.ts`, `src/islands/tet/lien.ts`) and uses these.
 */
import { linkText, routeLink } from '~/engine/core/situation';
import type { Problem, Reason } from '~/engine/core/verdict';
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

/** The situation an island opens with: the page's, or the one its share link carries. */
export function initialSituation<S>(game: LinkGame<S>, id: string, text: string, fallback: S): { s: S; alert: Reason[]; shared: boolean } {
  const own = game.decode(text);
  const base = own.ok ? own.situation : fallback;
  const alert: Reason[] = own.ok ? [] : own.problems;
  if (typeof window === 'undefined') return { s: base, alert, shared: false };
  const params = new URLSearchParams(window.location.search);
  const shared = params.get('s');
  if (shared === null || (params.get('essai') ?? id) !== id) return { s: base, alert, shared: false };
  const routed = routeLink(shared, SHARE_LINK_GAMES);
  if (routed.ok && routed.game !== game.id)
    return {
      s: base,
      alert: [{ rule: 'format', text: `Ce lien décrit une situation d’un autre jeu («${NB}${routed.game}${NB}»), pas ${game.of}${NB}: voici la situation de départ à la place.` }],
      shared: false,
    };
  try {
    const decoded = game.decode(routed.ok ? routed.text : shared);
    if (decoded.ok) return { s: decoded.situation, alert, shared: true };
    return { s: base, alert: [{ rule: 'format', text: `Le lien partagé est illisible ou altéré${NB}: voici la situation de départ à la place.` }, ...decoded.problems], shared: false };
  } catch {
    return { s: base, alert: [{ rule: 'format', text: `Le lien partagé est illisible${NB}: voici la situation de départ à la place.` }], shared: false };
  }
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
