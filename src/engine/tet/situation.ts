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
 *   { kind: "tour", player, actions: [{ unit, action, to?, heal? }], pay?: [] }   action budget
 *
 * Share-link text (after « tet/ »): `question-base64url [~rule] [~title-base64url] ~ setup-notation`
 * — precisely `q=<b64>~r=<rule>~t=<b64>~<notation>`.
 */
import { FORMAT, problem, type Problem } from '../core/verdict';
import { decodeSetup, encodeSetup } from './notation';
import type { Setup } from './types';
import type { SituationOf } from '../core/situation';

export const QUESTION_KINDS = ['validation', 'deplacement', 'cibles', 'melee', 'distance', 'sort', 'baliste', 'zones', 'score', 'tour'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface Question {
  kind: QuestionKind;
  [k: string]: unknown;
}

export type Situation = SituationOf<Setup | string, Question>;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function readSituation(input: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  const ps: Problem[] = [];
  if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'Une situation est un objet { v: 1, game: "tet", setup, question }.')] };
  for (const k of Object.keys(input)) if (!['v', 'setup', 'question', 'rule', 'title'].includes(k)) ps.push(problem(FORMAT, `Champ inconnu « ${k.slice(0, 30)} » dans la situation.`, k));
  if (input.v !== undefined && input.v !== 1) ps.push(problem(FORMAT, 'Seule la version 1 du format existe (« v »: 1).', 'v'));
  if (typeof input.setup !== 'string' && !isObj(input.setup)) ps.push(problem(FORMAT, '« setup » est une position (objet) ou sa notation (texte).', 'setup'));
  const q = input.question;
  if (!isObj(q) || !(QUESTION_KINDS as readonly unknown[]).includes(q.kind)) ps.push(problem(FORMAT, `« question.kind » est l’un de : ${QUESTION_KINDS.join(', ')}.`, 'question'));
  if (input.rule !== undefined && typeof input.rule !== 'string') ps.push(problem(FORMAT, '« rule » est un numéro de règle (texte).', 'rule'));
  if (input.title !== undefined && typeof input.title !== 'string') ps.push(problem(FORMAT, '« title » est un texte.', 'title'));
  if (ps.length) return { ok: false, problems: ps };
  const s: Situation = { v: 1, setup: input.setup as Setup | string, question: q as Question };
  if (input.rule !== undefined) s.rule = input.rule as string;
  if (input.title !== undefined) s.title = input.title as string;
  return { ok: true, situation: s };
}

const b64 = (t: string) => btoa(String.fromCharCode(...new TextEncoder().encode(t))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const unb64 = (t: string) => new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(t.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export function encodeSituation(s: Situation): string {
  const setup = typeof s.setup === 'string' ? s.setup : encodeSetup(s.setup);
  const parts = [`q=${b64(JSON.stringify(s.question))}`];
  if (s.rule !== undefined) parts.push(`r=${s.rule}`);
  if (s.title !== undefined) parts.push(`t=${b64(s.title)}`);
  return [...parts, setup].join('~');
}

export function decodeSituation(text: string): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (typeof text !== 'string' || text.length > 30000) return { ok: false, problems: [problem(FORMAT, 'Lien de situation illisible.')] };
    const parts = text.split('~');
    const input: Record<string, unknown> = { v: 1 };
    const setupText = parts.pop() ?? '';
    for (const p of parts) {
      if (p.startsWith('q=')) input.question = JSON.parse(unb64(p.slice(2)));
      else if (p.startsWith('r=') && /^[0-9A-Z.]{1,20}$/.test(p.slice(2))) input.rule = p.slice(2);
      else if (p.startsWith('t=')) input.title = unb64(p.slice(2));
      else return { ok: false, problems: [problem(FORMAT, `Partie de lien illisible : « ${p.slice(0, 20)} ».`)] };
    }
    const setup = decodeSetup(setupText);
    if (!setup.ok) return { ok: false, problems: setup.problems };
    input.setup = setup.value;
    return readSituation(input);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Lien de situation illisible.')] };
  }
}
