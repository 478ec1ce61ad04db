/**
 * The situation: a setup and a question — the doorway between content (MDX), islands, share
 * links, the scenario runner and tests. A situation is plain JSON:
 *
 *   { v: 1, setup: Setup, question: Question, rule?: "4.2", title?: "…" }
 *
 * `evaluateSituation` validates the setup first: an invalid setup gives French problems, never an
 * exception; a valid one gives the engine's verdicts. `encodeSituation`/`decodeSituation` carry a
 * situation in one line of text for share links (grammar in docs/situations.md):
 *
 *   [v1/] question [/regle=R] [/titre=percent-encoded] / setup-notation
 *   question := controle[.place] | deplacement.F.place | placement.O.place[.category[-kind]]
 */
import { controlAll, controlOf, type ControlVerdict } from './control';
import { FACTION_INFO, isFactionId, type FactionId, type PieceCategory } from './factions';
import { canPlace, legalMoves, type MovementVerdict, type PieceRef } from './movement';
import { NOMAD_INFO, isNomadId } from './nomads';
import { decodeSetup, encodeSetup, KIND_CODES } from './notation';
import { isOwner } from './pieces';
import { FORMAT, problem, type Problem, type Verdict } from './reasons';
import type { Owner, Place, Setup } from './setup';
import { normalizeSetup, validate } from './validate';
import { placeExists } from './board';
import { getMap } from './maps';

export type Question =
  | { kind: 'control'; clearing?: number | 'terrier' }
  | { kind: 'movement'; mover: FactionId; from: Place }
  | { kind: 'placement'; owner: Owner; place: Place; piece?: PieceRef };

export interface Situation {
  v: 1;
  setup: Setup;
  question: Question;
  /** the rule it illustrates, e.g. "4.2" */
  rule?: string;
  title?: string;
}

export interface SituationAnswer {
  ok: boolean;
  /** validation problems (then no verdict) */
  problems: Problem[];
  question?: Question;
  rule?: string;
  title?: string;
  /** control question: one verdict per clearing asked (all clearings, and the Burrow, if none) */
  control?: ControlVerdict[];
  movement?: MovementVerdict;
  placement?: Verdict;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const get = (o: Obj, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);

function readPlace(x: unknown): Place | undefined {
  if (typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 12) return x;
  if (x === 'terrier') return 'terrier';
  if (isObj(x) && typeof get(x, 'forest') === 'string' && Object.keys(x).length === 1) return { forest: get(x, 'forest') as string };
  return undefined;
}

const CATEGORIES: readonly PieceCategory[] = ['warrior', 'building', 'token', 'pawn'];

function readQuestion(x: unknown, problems: Problem[]): Question | undefined {
  const bad = (t: string) => {
    problems.push(problem(FORMAT, t, 'question'));
    return undefined;
  };
  if (!isObj(x)) return bad('La question doit être un objet { kind: "control" | "movement" | "placement", … }.');
  const kind = get(x, 'kind');
  if (kind === 'control') {
    const c = get(x, 'clearing');
    if (c === undefined) return { kind: 'control' };
    if ((typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= 12) || c === 'terrier') return { kind: 'control', clearing: c };
    return bad('Question de contrôle : « clearing » est une clairière de 1 à 12 ou "terrier".');
  }
  if (kind === 'movement') {
    const mover = get(x, 'mover');
    const from = readPlace(get(x, 'from'));
    if (!isFactionId(mover)) return bad('Question de déplacement : « mover » doit être une faction (marquise, eyrie…).');
    if (from === undefined) return bad('Question de déplacement : « from » est une clairière (1–12), "terrier" ou { "forest": "1_5_9" }.');
    return { kind: 'movement', mover, from };
  }
  if (kind === 'placement') {
    const owner = get(x, 'owner');
    const place = readPlace(get(x, 'place'));
    if (!isOwner(owner)) return bad('Question de placement : « owner » doit être une faction ou un Nomade.');
    if (place === undefined) return bad('Question de placement : « place » est une clairière (1–12), "terrier" ou { "forest": "1_5_9" }.');
    const q: Question = { kind: 'placement', owner, place };
    const piece = get(x, 'piece');
    if (piece !== undefined) {
      if (!isObj(piece) || !CATEGORIES.includes(get(piece, 'category') as PieceCategory))
        return bad('Question de placement : « piece » est { category: "warrior" | "building" | "token" | "pawn", kind? }.');
      const k = get(piece, 'kind');
      if (k !== undefined && typeof k !== 'string') return bad('Question de placement : « piece.kind » est un texte.');
      q.piece = { category: get(piece, 'category') as PieceCategory, ...(k !== undefined ? { kind: k as string } : {}) };
    }
    return q;
  }
  return bad(`Type de question inconnu ${typeof kind === 'string' ? `« ${kind.slice(0, 30)} »` : ''} : control, movement ou placement.`);
}

/**
 * Reads a situation from JSON-like input. `setup` may be an object or a notation string.
 * Never throws.
 */
export function readSituation(input: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    const problems: Problem[] = [];
    if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'Une situation est un objet { v: 1, setup, question, rule?, title? }.')] };
    const v = get(input, 'v');
    if (v !== undefined && v !== 1) problems.push(problem(FORMAT, `Version de situation inconnue ${String(v).slice(0, 10)} : seule la version 1 existe.`, 'v'));
    for (const k of Object.keys(input))
      if (!['v', 'setup', 'question', 'rule', 'title'].includes(k)) problems.push(problem(FORMAT, `Champ inconnu « ${k.slice(0, 30)} » (v, setup, question, rule, title).`, 'situation'));
    let setupIn = get(input, 'setup');
    if (typeof setupIn === 'string') {
      const d = decodeSetup(setupIn);
      if (!d.ok) problems.push(...d.problems);
      else setupIn = d.setup;
    }
    const val = validate(setupIn);
    if (!val.ok) problems.push(...val.problems);
    const question = readQuestion(get(input, 'question'), problems);
    const rule = get(input, 'rule');
    const title = get(input, 'title');
    if (rule !== undefined && typeof rule !== 'string') problems.push(problem(FORMAT, '« rule » est un numéro de règle, par exemple "4.2.1".', 'rule'));
    if (title !== undefined && typeof title !== 'string') problems.push(problem(FORMAT, '« title » est un texte.', 'title'));
    if (problems.length || !val.ok || !question) return { ok: false, problems };
    const situation: Situation = { v: 1, setup: val.setup, question };
    if (typeof rule === 'string') situation.rule = rule;
    if (typeof title === 'string') situation.title = title;
    return { ok: true, situation };
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
}

/** Evaluates a situation: validation problems, or the verdicts. Never throws. */
export function evaluateSituation(input: Situation | unknown): SituationAnswer {
  const read = readSituation(input);
  if (!read.ok) return { ok: false, problems: read.problems };
  const s = read.situation;
  const out: SituationAnswer = { ok: true, problems: [], question: s.question };
  if (s.rule) out.rule = s.rule;
  if (s.title) out.title = s.title;
  const q = s.question;
  const map = getMap(s.setup.map);
  try {
    if (q.kind === 'control') {
      if (q.clearing === 'terrier' && !placeExists(s.setup, 'terrier', map))
        return { ok: false, problems: [problem('12.2.2', 'Le Terrier n’existe qu’avec le Duché en jeu.', 'question')] };
      out.control = q.clearing === undefined ? controlAll(s.setup) : [controlOf(s.setup, q.clearing)];
    } else if (q.kind === 'movement') {
      if (!placeExists(s.setup, q.from, map)) return { ok: false, problems: [problem(FORMAT, 'Ce lieu de départ n’existe pas sur ce plateau.', 'question')] };
      if (!s.setup.players[q.mover]) return { ok: false, problems: [problem('5.1.1', `${FACTION_INFO[q.mover].name} n’est pas en jeu.`, 'question')] };
      out.movement = legalMoves(s.setup, q.mover, q.from);
    } else {
      out.placement = canPlace(s.setup, q.owner, q.place, q.piece);
    }
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
  return out;
}

// ------------------------------------------------------------------ text form

const placeCode = (p: Place) => (typeof p === 'number' ? String(p) : p === 'terrier' ? 'T' : p.forest);
const ownerCode = (o: Owner) => (isFactionId(o) ? FACTION_INFO[o].code : isNomadId(o) ? NOMAD_INFO[o].code : o);
const CATEGORY_CODES: Record<PieceCategory, string> = { warrior: 'guerrier', building: 'batiment', token: 'jeton', pawn: 'pion' };

function questionText(q: Question): string {
  if (q.kind === 'control') return q.clearing === undefined ? 'controle' : `controle.${placeCode(q.clearing)}`;
  if (q.kind === 'movement') return `deplacement.${ownerCode(q.mover)}.${placeCode(q.from)}`;
  let t = `placement.${ownerCode(q.owner)}.${placeCode(q.place)}`;
  if (q.piece) t += `.${CATEGORY_CODES[q.piece.category]}${q.piece.kind ? `-${KIND_CODES[q.piece.kind] ?? q.piece.kind}` : ''}`;
  return t;
}

/** One-line text of a situation (for share links). */
export function encodeSituation(s: Situation): string {
  const parts = [questionText(s.question)];
  if (s.rule) parts.push(`regle=${encodeURIComponent(s.rule)}`);
  if (s.title) parts.push(`titre=${encodeURIComponent(s.title)}`);
  parts.push(encodeSetup(s.setup));
  return parts.join('/');
}

function decodePlace(t: string): Place | undefined {
  if (/^(?:[1-9]|1[0-2])$/.test(t)) return Number(t);
  if (t === 'T') return 'terrier';
  if (/^\d{1,2}(?:_\d{1,2})+$/.test(t)) return { forest: t };
  return undefined;
}

/** Reads the text of a situation. Never throws; problems in French. The setup is validated. */
export function decodeSituation(text: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (typeof text !== 'string') return { ok: false, problems: [problem(FORMAT, 'Le texte de la situation doit être une chaîne.')] };
    let t = text.trim();
    if (t.length > 20000) return { ok: false, problems: [problem(FORMAT, 'Texte de situation trop long.')] };
    const parts = t.split('/');
    if (parts[0] === 'v1') parts.shift();
    const qt = parts.shift() ?? '';
    const problems: Problem[] = [];
    let rule: string | undefined;
    let title: string | undefined;
    while (parts.length && /^(regle|titre)=/.test(parts[0]!)) {
      const p = parts.shift()!;
      const [k, ...rest] = p.split('=');
      let v = rest.join('=');
      try {
        v = decodeURIComponent(v);
      } catch {
        problems.push(problem(FORMAT, `« ${k}= » mal encodé.`, 'situation'));
      }
      if (k === 'regle') rule = v;
      else title = v;
    }
    const q = qt.split('.');
    let question: Question | undefined;
    const bad = (m: string) => problems.push(problem(FORMAT, m, 'question'));
    const ownerOf = (code: string | undefined): Owner | undefined => {
      if (!code) return undefined;
      for (const f of Object.keys(FACTION_INFO) as FactionId[]) if (FACTION_INFO[f].code === code) return f;
      for (const n of Object.values(NOMAD_INFO)) if (n.code === code) return n.id;
      return undefined;
    };
    if (q[0] === 'controle') {
      if (q.length === 1) question = { kind: 'control' };
      else {
        const p = decodePlace(q[1] ?? '');
        if (q.length === 2 && p !== undefined && typeof p !== 'object') question = { kind: 'control', clearing: p };
        else bad(`Question illisible « ${qt.slice(0, 40)} » : controle ou controle.N (N de 1 à 12, ou T).`);
      }
    } else if (q[0] === 'deplacement') {
      const mover = ownerOf(q[1]);
      const from = decodePlace(q[2] ?? '');
      if (q.length === 3 && mover && isFactionId(mover) && from !== undefined) question = { kind: 'movement', mover, from };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : deplacement.F.lieu (par exemple deplacement.m.1).`);
    } else if (q[0] === 'placement') {
      const owner = ownerOf(q[1]);
      const place = decodePlace(q[2] ?? '');
      let piece: PieceRef | undefined;
      if (q[3] !== undefined) {
        const [cat, kindCode] = q[3].split('-');
        const category = (Object.keys(CATEGORY_CODES) as PieceCategory[]).find((c) => CATEGORY_CODES[c] === cat);
        const kind = kindCode ? (Object.keys(KIND_CODES).find((k) => KIND_CODES[k] === kindCode) ?? kindCode) : undefined;
        if (category) piece = { category, ...(kind ? { kind } : {}) };
      }
      if (owner && place !== undefined && q.length <= 4 && (q[3] === undefined || piece)) question = { kind: 'placement', owner, place, ...(piece ? { piece } : {}) };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : placement.O.lieu[.guerrier|batiment-K|jeton-K|pion].`);
    } else bad(`Question inconnue « ${qt.slice(0, 40)} » : controle, deplacement ou placement.`);
    const d = decodeSetup(parts.join('/'));
    if (!d.ok) problems.push(...d.problems);
    if (problems.length || !d.ok || !question) return { ok: false, problems };
    const v = validate(d.setup);
    if (!v.ok) return { ok: false, problems: v.problems };
    const situation: Situation = { v: 1, setup: v.setup, question };
    if (rule !== undefined) situation.rule = rule;
    if (title !== undefined) situation.title = title;
    return { ok: true, situation };
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
}

/** Normalise a situation (its setup). */
export function normalizeSituation(s: Situation): Situation {
  return { ...s, setup: normalizeSetup(s.setup) };
}
