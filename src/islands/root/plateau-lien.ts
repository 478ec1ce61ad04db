/**
 * The board's share links: `?essai=ID&s=TEXT[&vue=VIEW]#ID`. `s` is the situation (its text form,
 * read by the engine: situation-text.ts, then validated); `vue` is what the board shows beyond the
 * situation — the faction and piece chosen for editing, a piece face up, a series of battles asked
 * for — so that a link reopens the very same view. Reading a link never throws: a link of another
 * game or a damaged one gives a French alert saying what is wrong and what is shown instead.
 */
import { FACTIONS, FACTION_INFO, type FactionId } from '~/engine/root/factions';
import type { SeriesGoal } from '~/engine/root/battle';
import type { Reason } from '~/engine/root/reasons';
import type { Situation } from '~/engine/root/situation-text';
import type { Outils } from './plateau-modifs';

/** A series of battles asked for (4.3, several battles in a row): its goal and its number of battles. */
export interface Serie {
  goal: SeriesGoal;
  battles: number;
}
export const SERIES_MAX = 5;
const GOALS = ['wipe', 'rule', 'slot'] as const satisfies readonly SeriesGoal[];

/** What the board shows beyond the situation. */
export interface Vue {
  faction?: FactionId;
  piece?: number;
  faceUp?: boolean;
  serie?: Serie;
}

const NB = '\u00A0';
/** « d’Oath »: the games a Root board may be handed a link of (src/engine/links.ts). */
const OTHER_GAMES: Record<string, string> = { oath: 'd’Oath', tet: 'de Tiny Epic Tactics' };

const factionByCode = (code: string) => FACTIONS.find((f) => FACTION_INFO[f].code === code);

export function vueTexte(v: Vue): string {
  const parts: string[] = [];
  if (v.faction) parts.push(`f-${FACTION_INFO[v.faction].code}`);
  if (v.piece) parts.push(`p-${v.piece}`);
  if (v.faceUp) parts.push('v');
  if (v.serie) parts.push(`serie-${v.serie.goal}-${v.serie.battles}`);
  return parts.join('.');
}

/** The view a link carries; `problem` says, in French, what of it could not be read (the rest is kept). */
export function lireVue(text: string | null): { vue: Vue; problem?: Reason } {
  const vue: Vue = {};
  if (!text) return { vue };
  let bad = false;
  for (const part of text.split('.').slice(0, 10)) {
    const serie = /^serie-([a-z]{1,10})-(\d{1,2})$/.exec(part);
    const f = /^f-([a-z]{1,2})$/.exec(part);
    const p = /^p-(\d{1,2})$/.exec(part);
    if (f && factionByCode(f[1]!)) vue.faction = factionByCode(f[1]!);
    else if (p) vue.piece = Number(p[1]);
    else if (part === 'v') vue.faceUp = true;
    else if (serie && (GOALS as readonly string[]).includes(serie[1]!) && Number(serie[2]) >= 1 && Number(serie[2]) <= SERIES_MAX)
      vue.serie = { goal: serie[1] as SeriesGoal, battles: Number(serie[2]) };
    else bad = true;
  }
  return bad
    ? {
        vue,
        problem: {
          rule: 'format',
          text: `Une partie des réglages d’affichage du lien (faction et pièce choisies pour modifier la position, série de combats) n’a pas pu être lue${NB}: le plateau garde la situation du lien et ces réglages par défaut.`,
        },
      }
    : { vue };
}

export type Lecture = { ok: true; situation: Situation } | { ok: false; alerte: Reason[] };

/** Reads the situation of a share link (`s`) with the tools: the situation, or the alert to show. */
export function lireLien(o: Outils, shared: string): Lecture {
  const routed = o.routeLink(shared, o.SHARE_LINK_GAMES);
  if (routed.ok && routed.game !== 'root')
    return {
      ok: false,
      alerte: [{ rule: 'format', text: `Ce lien décrit une situation ${OTHER_GAMES[routed.game] ?? 'd’un autre jeu'}, pas de Root${NB}: le plateau montre la situation de départ de cette page.` }],
    };
  const text = routed.ok ? routed.text : shared;
  const read = o.readSituationText(text);
  const full = read.ok ? o.decodeSituation(text) : read;
  if (read.ok && full.ok) return { ok: true, situation: read.situation };
  const problems = read.ok ? (full.ok ? [] : full.problems) : read.problems;
  return {
    ok: false,
    alerte: [
      { rule: 'format', text: `Ce lien de partage est illisible ou abîmé${NB}: le plateau montre la situation de départ de cette page. Ce qui ne va pas dans le lien${NB}:` },
      ...problems,
    ],
  };
}

/** The share link of the board `id` showing situation `s` and view `vue`. */
export function lienDePartage(o: Outils, id: string, s: Situation, vue: Vue): string {
  const text = o.linkText('root', o.encodeSituation(s), o.SHARE_LINK_GAMES);
  const url = new URL(window.location.href);
  url.search = '';
  url.searchParams.set('essai', id);
  url.searchParams.set('s', text);
  const v = vueTexte(vue);
  if (v) url.searchParams.set('vue', v);
  url.hash = id;
  return url.toString();
}
