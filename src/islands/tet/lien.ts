/**
 * Share links of the Tiny Epic Tactics explorer: `?essai=ID&s=tet/TEXT#ID`. Reading a link never
 * throws: a link of another game or a damaged one gives a French alert and the page's own
 * situation, so the grid stays usable.
 */
import { linkText, routeLink } from '~/engine/core/situation';
import { SHARE_LINK_GAMES } from '~/engine/links';
import { decodeSituation, encodeSituation, type Situation } from '~/engine/tet/situation';
import type { Reason } from '~/engine/core/verdict';

const NB = '\u00A0';

/** The situation the island opens with: the page's, or the one its share link carries. */
export function initialSituation(id: string, text: string, fallback: Situation): { s: Situation; alert: Reason[]; shared: boolean } {
  const own = decodeSituation(text);
  const base = own.ok ? own.situation : fallback;
  const alert: Reason[] = own.ok ? [] : own.problems;
  if (typeof window === 'undefined') return { s: base, alert, shared: false };
  const params = new URLSearchParams(window.location.search);
  const shared = params.get('s');
  if (shared === null || (params.get('essai') ?? id) !== id) return { s: base, alert, shared: false };
  const routed = routeLink(shared, SHARE_LINK_GAMES);
  if (routed.ok && routed.game !== 'tet')
    return { s: base, alert: [{ rule: 'format', text: `Ce lien décrit une situation d’un autre jeu (${NB}«${NB}${routed.game}${NB}»${NB}), pas de Tiny Epic Tactics${NB}: voici la situation de départ à la place.` }], shared: false };
  try {
    const decoded = decodeSituation(routed.ok ? routed.text : shared);
    if (decoded.ok) return { s: decoded.situation, alert, shared: true };
    return { s: base, alert: [{ rule: 'format', text: `Le lien partagé est illisible ou altéré${NB}: voici la situation de départ à la place.` }, ...decoded.problems], shared: false };
  } catch {
    return { s: base, alert: [{ rule: 'format', text: `Le lien partagé est illisible${NB}: voici la situation de départ à la place.` }], shared: false };
  }
}

/** The share link of a situation shown by the island `id`. */
export function shareUrl(id: string, s: Situation): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.searchParams.set('essai', id);
  url.searchParams.set('s', linkText('tet', encodeSituation(s), SHARE_LINK_GAMES));
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

/** The link of a rule of Tiny Epic Tactics, from the chapter pages (« tet:4 » → its page). */
export function ruleHref(rule: string, pages: Record<string, string>): string | undefined {
  if (!/^\d+(\.\d+)*$/.test(rule)) return undefined;
  const page = pages[`tet:${rule.split('.')[0]}`];
  return page ? `${page}#${rule}` : undefined;
}
