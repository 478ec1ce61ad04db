/**
 * Reading and writing a `turn` question (tour/types.ts, TurnQuestion), as JSON and in a share link:
 *
 *   tour.F[.aurore|.jour|.crepuscule][.etat-<base64url JSON>][.plan-<base64url JSON>]
 *
 * Only the shape is checked here (a plain JSON object for the state, a list of steps each with an
 * `id`); the faction's module checks the values. Light: no resolver is imported.
 */
import { isFactionId, type FactionId } from '../factions';
import { PHASES, type Phase } from '../setup';
import type { Json, PlannedAction, TurnQuestion } from './types';

const MAX_TEXT = 6000;
const KEY = /^[A-Za-z0-9][A-Za-z0-9_]{0,40}$/;

const toB64 = (t: string) => btoa(t).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function fromB64(t: string): unknown {
  try {
    return JSON.parse(atob(t.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}

/** Plain JSON of ASCII text, at most MAX_TEXT characters, keys of letters and digits. */
function plainJson(x: unknown, depth = 0): boolean {
  if (depth > 5) return false;
  if (x === null || typeof x === 'boolean' || typeof x === 'string') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.length <= 100 && x.every((v) => plainJson(v, depth + 1));
  if (typeof x === 'object') return Object.keys(x).length <= 40 && Object.entries(x).every(([k, v]) => KEY.test(k) && plainJson(v, depth + 1));
  return false;
}

function sizeOk(x: unknown): boolean {
  const t = JSON.stringify(x);
  return t.length <= MAX_TEXT && /^[\x20-\x7e]*$/.test(t);
}

const isObj = (x: unknown): x is { [k: string]: unknown } => typeof x === 'object' && x !== null && !Array.isArray(x);

export function readTurnState(x: unknown): { [k: string]: Json } | undefined {
  return isObj(x) && plainJson(x) && sizeOk(x) ? (x as { [k: string]: Json }) : undefined;
}

export function readPlan(x: unknown): PlannedAction[] | undefined {
  return Array.isArray(x) && x.length <= 60 && x.every((a) => isObj(a) && typeof a.id === 'string' && KEY.test(a.id)) && plainJson(x) && sizeOk(x) ? (x as PlannedAction[]) : undefined;
}

/** The JSON form of a turn question; an error in French when it is malformed. */
export function readTurnQuestion(x: { [k: string]: unknown }): TurnQuestion | { error: string } {
  const faction = x.faction;
  if (!isFactionId(faction)) return { error: 'Question de tour : « faction » est une faction (marquise, eyrie…).' };
  const q: TurnQuestion = { kind: 'turn', faction };
  if (x.phase !== undefined) {
    if (!PHASES.includes(x.phase as Phase)) return { error: 'Question de tour : la phase est l’Aurore, le Jour ou le Crépuscule.' };
    q.phase = x.phase as Phase;
  }
  if (x.state !== undefined) {
    const s = readTurnState(x.state);
    if (!s) return { error: 'Question de tour : l’état de la faction (main, cartes, marqueurs) n’a pas la forme attendue.' };
    q.state = s;
  }
  if (x.plan !== undefined) {
    const p = readPlan(x.plan);
    if (!p) return { error: 'Question de tour : le plan est une liste d’actions (60 au plus).' };
    q.plan = p;
  }
  for (const k of Object.keys(x)) if (!['kind', 'faction', 'phase', 'state', 'plan'].includes(k)) return { error: 'Question de tour : donnée inconnue.' };
  return q;
}

export function turnQuestionText(q: TurnQuestion, code: (f: FactionId) => string): string {
  return [
    'tour',
    code(q.faction),
    ...(q.phase ? [q.phase] : []),
    ...(q.state && Object.keys(q.state).length ? [`etat-${toB64(JSON.stringify(q.state))}`] : []),
    ...(q.plan?.length ? [`plan-${toB64(JSON.stringify(q.plan))}`] : []),
  ].join('.');
}

/** The parts after `tour.F` in a link. */
export function decodeTurnQuestion(faction: FactionId, parts: string[]): TurnQuestion | { error: string } {
  const q: TurnQuestion = { kind: 'turn', faction };
  for (const part of parts) {
    const m = /^(etat|plan)-([A-Za-z0-9_-]{1,9000})$/.exec(part);
    if (PHASES.includes(part as Phase) && !q.phase) q.phase = part as Phase;
    else if (m?.[1] === 'etat' && !q.state) {
      const s = readTurnState(fromB64(m[2]!));
      if (!s) return { error: 'Le lien porte un état de faction illisible (main, cartes, marqueurs).' };
      q.state = s;
    } else if (m?.[1] === 'plan' && !q.plan) {
      const p = readPlan(fromB64(m[2]!));
      if (!p) return { error: 'Le lien porte une suite d’actions illisible.' };
      q.plan = p;
    } else return { error: 'Question « Que peut faire la faction ? » illisible : une partie du lien est inconnue.' };
  }
  return q;
}
