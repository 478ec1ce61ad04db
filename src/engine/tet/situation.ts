/**
 * A Tiny Epic Tactics situation: `{ v: 1, game: "tet", setup, question, rule?, title? }` (the
 * envelope without `game` here). `setup` is a `Setup` object or its notation (notation.ts).
 *
 * Questions:
 *   { kind: "validation" }
 *   { kind: "deplacement", unit, villages?: ["C4"] }       moves (4.2, 5)
 *   { kind: "cibles", unit }                               targets (4.3.1, 4.4, 4.5.4, 4.6.2)
 *   { kind: "melee", unit, target, push?: true }           damage, knock-back, capture, riposte
 *   { kind: "distance", unit, target }                     P(hit), Munitions left, capture
 *   { kind: "sort", unit, target, extra: 0..3 }            power-up and damage
 *   { kind: "baliste", unit, target }                      1 damage and a push of 1
 *   { kind: "zones", player }                              start of the player's turn: Flags, end
 *   { kind: "score" }                                      live score and tie-breaks
 *   { kind: "tour", player, actions: [{ unit, action, to?, target?, extra?, push?, direction?, heal? }], pay?: [] }
 *                                                          the whole turn, each action on the position as it evolves (turn.ts)
 *   { kind: "ennemi", player, card, activated?, deck?, dungeons? }  the solo Enemy's turn (solo/question.ts)
 *   { kind: "aventure", player, time, captures?, coop?, dungeons?, trap?, walk? }  Time, dungeons, end (solo/question.ts)
 *
 * Share-link text (after « tet/ »): `question-base64url [~rule] [~title-base64url] ~ setup-notation`
 * — precisely `q=<b64>~r=<rule>~t=<b64>~<notation>`.
 */
import { FORMAT, problem, type Problem } from '../core/verdict';
import { ACTION_NAMES } from './glossary';
import { b64, decodeSetup, encodeSetup, unb64 } from './notation';
import type { Setup } from './types';
import type { SituationOf } from '../core/situation';

export const QUESTION_KINDS = ['validation', 'deplacement', 'cibles', 'melee', 'distance', 'sort', 'baliste', 'zones', 'score', 'tour', 'ennemi', 'aventure'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface Question {
  kind: QuestionKind;
  [k: string]: unknown;
}

export type Situation = SituationOf<Setup | string, Question>;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function readSituation(input: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  const ps: Problem[] = [];
  if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'La situation est illisible.')] };
  for (const k of Object.keys(input)) if (!['v', 'setup', 'question', 'rule', 'title'].includes(k)) ps.push(problem(FORMAT, 'La situation porte une donnée inconnue.', k));
  if (input.v !== undefined && input.v !== 1) ps.push(problem(FORMAT, 'Cette situation vient d’une version inconnue du site.', 'v'));
  if (typeof input.setup !== 'string' && !isObj(input.setup)) ps.push(problem(FORMAT, 'La position de la situation est absente ou illisible.', 'setup'));
  const q = input.question;
  if (!isObj(q) || !(QUESTION_KINDS as readonly unknown[]).includes(q.kind)) ps.push(problem(FORMAT, 'La question posée est inconnue (validation, déplacements, cibles, mêlée, tir, sort, Baliste, zones, score, tour, tour de l’Ennemi ou Aventure Solo).', 'question'));
  if (input.rule !== undefined && typeof input.rule !== 'string') ps.push(problem(FORMAT, 'Le numéro de la règle illustrée est illisible.', 'rule'));
  if (input.title !== undefined && typeof input.title !== 'string') ps.push(problem(FORMAT, 'Le titre de la situation est illisible.', 'title'));
  if (ps.length) return { ok: false, problems: ps };
  const s: Situation = { v: 1, setup: input.setup as Setup | string, question: q as Question };
  if (input.rule !== undefined) s.rule = input.rule as string;
  if (input.title !== undefined) s.title = input.title as string;
  return { ok: true, situation: s };
}


export function encodeSituation(s: Situation): string {
  const setup = typeof s.setup === 'string' ? s.setup : encodeSetup(s.setup);
  const parts = [`q=${b64(JSON.stringify(s.question))}`];
  if (s.rule !== undefined) parts.push(`r=${s.rule}`);
  if (s.title !== undefined) parts.push(`t=${b64(s.title)}`);
  return [...parts, setup].join('~');
}

// What a damaged link's reader is told: what is wrong, in the reader's words (the island's alert says
// what it shows instead). Never the link's text, its syntax or an exception's message.
const LINK = {
  unreadable: 'Ce lien ne contient pas de situation lisible.',
  part: 'Le lien contient une partie que Clairière ne sait pas lire.',
  question: 'La question posée par le lien est illisible.',
  noQuestion: 'Le lien ne dit pas quelle question poser.',
  unknownQuestion: 'Le lien pose une question que Clairière ne connaît pas.',
  title: 'Le titre de la situation est illisible dans le lien.',
  unit: 'La question du lien porte sur une unité qui n’est pas sur la carte.',
  player: 'La question du lien porte sur un joueur qui ne joue pas dans cette partie.',
} as const;
/** what each question names, which a link must name rightly */
const NEEDS: Record<QuestionKind, readonly ('unit' | 'target' | 'player')[]> = {
  validation: [], score: [], deplacement: ['unit'], cibles: ['unit'],
  melee: ['unit', 'target'], distance: ['unit', 'target'], sort: ['unit', 'target'], baliste: ['unit', 'target'],
  zones: ['player'], tour: ['player'],
  ennemi: ['player'], aventure: ['player'], // solo/question.ts
};
const linkProblem = (text: string): { ok: false; problems: Problem[] } => ({ ok: false, problems: [problem(FORMAT, text)] });

function readPart<T>(read: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: read() };
  } catch {
    return { ok: false };
  }
}

/** A share link's text → its situation, or problems told in the reader's words. Never throws. */
export function decodeSituation(text: string): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (typeof text !== 'string' || text.length > 30000) return linkProblem(LINK.unreadable);
    const parts = text.split('~');
    const input: Record<string, unknown> = { v: 1 };
    const setupText = parts.pop() ?? '';
    for (const p of parts) {
      if (p.startsWith('q=')) {
        const q = readPart(() => JSON.parse(unb64(p.slice(2))) as unknown);
        if (!q.ok) return linkProblem(LINK.question);
        input.question = q.value;
      } else if (p.startsWith('r=') && /^[0-9A-Z.]{1,20}$/.test(p.slice(2))) input.rule = p.slice(2);
      else if (p.startsWith('t=')) {
        const t = readPart(() => unb64(p.slice(2)));
        if (!t.ok) return linkProblem(LINK.title);
        input.title = t.value;
      } else return linkProblem(LINK.part);
    }
    if (input.question === undefined) return linkProblem(LINK.noQuestion);
    if (!isObj(input.question) || !(QUESTION_KINDS as readonly unknown[]).includes(input.question.kind)) return linkProblem(LINK.unknownQuestion);
    const setup = decodeSetup(setupText);
    if (!setup.ok) return { ok: false, problems: setup.problems };
    const q = input.question;
    const needs = NEEDS[q.kind as QuestionKind];
    const ids = new Set(setup.value.units.map((u) => u.id));
    if ((['unit', 'target'] as const).some((k) => (needs.includes(k) || q[k] !== undefined) && !ids.has(q[k] as string))) return linkProblem(LINK.unit);
    if ((needs.includes('player') || q.player !== undefined) && !setup.value.players.includes(q.player as string)) return linkProblem(LINK.player);
    if (q.kind === 'tour' && !(Array.isArray(q.actions) && q.actions.every((a) => isObj(a) && ids.has(a.unit as string) && Object.keys(ACTION_NAMES).includes(a.action as string)))) return linkProblem(LINK.question);
    input.setup = setup.value;
    const read = readSituation(input);
    return read.ok ? read : linkProblem(LINK.unreadable);
  } catch {
    return linkProblem(LINK.unreadable);
  }
}
