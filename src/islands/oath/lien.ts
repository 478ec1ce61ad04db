/**
 * Share links of the Oath islands: `?essai=ID&s=oath/TEXT#ID`. Reading a link never throws: a
 * link of another game or a damaged one gives a French alert and the page's own situation.
 */
import { linkText, routeLink } from '~/engine/core/situation';
import { SHARE_LINK_GAMES } from '~/engine/links';
import { decodeSituation, encodeSituation, type Situation } from '~/engine/oath/situation';
import type { Reason } from '~/engine/core/verdict';

const NB = '\u00A0';

/** The situation the island opens with: the page's, or the one its share link carries. */
export function initialSituation(id: string, text: string, fallback: Situation): { s: Situation; alert: Reason[] } {
  const own = decodeSituation(text);
  const base = own.ok ? own.situation : fallback;
  const alert: Reason[] = own.ok ? [] : own.problems;
  if (typeof window === 'undefined') return { s: base, alert };
  const params = new URLSearchParams(window.location.search);
  const shared = params.get('s');
  if (shared === null || (params.get('essai') ?? id) !== id) return { s: base, alert };
  const routed = routeLink(shared, SHARE_LINK_GAMES);
  if (routed.ok && routed.game !== 'oath')
    return { s: base, alert: [{ rule: 'format', text: `Ce lien décrit une situation d’un autre jeu («${NB}${routed.game}${NB}»), pas d’Oath${NB}: voici la situation de départ à la place.` }] };
  try {
    const decoded = decodeSituation(routed.ok ? routed.text : shared);
    if (decoded.ok) return { s: decoded.situation, alert };
    return { s: base, alert: [{ rule: 'format', text: `Le lien partagé est illisible ou altéré${NB}: voici la situation de départ à la place.` }, ...decoded.problems] };
  } catch {
    return { s: base, alert: [{ rule: 'format', text: `Le lien partagé est illisible${NB}: voici la situation de départ à la place.` }] };
  }
}

/** The share link of a situation shown by the island `id`. */
export function shareUrl(id: string, s: Situation): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.searchParams.set('essai', id);
  url.searchParams.set('s', linkText('oath', encodeSituation(s), SHARE_LINK_GAMES));
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

/** The link of a rule of the Law of Oath, from the chapter pages (« oath:5 » → its page). */
export function ruleHref(rule: string, pages: Record<string, string>): string | undefined {
  if (!/^\d+(\.\d+)*(\.[IVX]+)?$/.test(rule)) return undefined;
  const page = pages[`oath:${rule.split('.')[0]}`];
  return page ? `${page}#${rule}` : undefined;
}

/** « 7/9 » (an exact fraction as text). */
export const fractionOf = (f: { n: bigint; d: bigint }) => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);
