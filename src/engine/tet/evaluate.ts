/**
 * Evaluating a Tiny Epic Tactics situation: validate the position, then answer the question with
 * the resolvers. Never throws; every answer carries its reasons with rule numbers.
 */
import { fractionText } from '../core/fraction';
import { FORMAT, problem, reason, type Problem, type Reason } from '../core/verdict';
import { playTurn, type TurnAction } from './turn';
import { ACTION_NAMES } from './glossary';
import { moves } from './moves';
import { ballistaShot, meleeOdds, rangedOdds, spellOdds } from './odds';
import { readSituation } from './situation';
import { decodeSetup } from './notation';
import { targets } from './targets';
import { fromSetup, withEffects, type PlacedUnit, type Position } from './validate';
import { effectText, readEffect, whose } from './effets';
import { endCheck, score, turnStart } from './zones';
import { answerAdventure, answerEnemy } from './solo/question';

export interface TetAnswer {
  ok: boolean;
  problems: Problem[];
  kind?: string;
  reasons?: Reason[];
  /** the question's answer, plain JSON (probabilities written « n/d ») */
  result?: unknown;
}

/** Fractions → « n/d », so the answer is plain JSON. */
function plain(x: unknown): unknown {
  if (typeof x === 'object' && x !== null && 'n' in x && 'd' in x && typeof (x as { n: unknown }).n === 'bigint') return fractionText(x as { n: bigint; d: bigint });
  if (Array.isArray(x)) return x.map(plain);
  if (typeof x === 'object' && x !== null) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, plain(v)]));
  return x;
}

const bad = (text: string, where?: string): TetAnswer => ({ ok: false, problems: [problem(FORMAT, text, where)] });

export function evaluateSituation(input: unknown): TetAnswer {
  try {
    const r = readSituation(input);
    if (!r.ok) return { ok: false, problems: r.problems };
    const { setup, question: q } = r.situation;
    let setupObj: unknown = setup;
    if (typeof setup === 'string') {
      const d = decodeSetup(setup);
      if (!d.ok) return { ok: false, problems: d.problems };
      setupObj = d.value;
    }
    const p = fromSetup(setupObj);
    if (!p.ok) return { ok: false, problems: p.problems, kind: q.kind };
    return answer(p.value, q);
  } catch {
    return bad('Situation illisible.');
  }
}

const DIRS = ['haut', 'droite', 'bas', 'gauche'];

/** The planned actions of a `tour` question, or null when one is unreadable (`why`: a French sentence on what is wrong in a Tactic card). */
export function readActions(x: unknown, why?: { text?: string }): TurnAction[] | null {
  if (!Array.isArray(x) || x.length > 12) return null;
  const out: TurnAction[] = [];
  for (const a of x) {
    if (typeof a !== 'object' || a === null) return null;
    const o = a as Record<string, unknown>;
    if (typeof o.unit !== 'string' || !Object.keys(ACTION_NAMES).includes(o.action as string)) return null;
    if (Object.keys(o).some((k) => !['unit', 'action', 'to', 'target', 'heal', 'extra', 'push', 'direction', 'tactique'].includes(k))) return null;
    if ((o.to !== undefined && typeof o.to !== 'string') || (o.target !== undefined && typeof o.target !== 'string') || (o.heal !== undefined && typeof o.heal !== 'boolean') || (o.push !== undefined && typeof o.push !== 'boolean')) return null;
    if (o.extra !== undefined && !(typeof o.extra === 'number' && Number.isInteger(o.extra) && o.extra >= 0 && o.extra <= 3)) return null;
    if (o.direction !== undefined && !DIRS.includes(o.direction as string)) return null;
    if (o.tactique !== undefined) {
      const e = readEffect(o.tactique, { source: 'tactique', unit: o.unit });
      if (typeof e === 'string') return void (why && (why.text = e)), null;
      out.push({ ...(o as unknown as TurnAction), tactique: e });
      continue;
    }
    out.push(o as unknown as TurnAction);
  }
  return out;
}

function unitOf(pos: Position, id: unknown, field: string): PlacedUnit | TetAnswer {
  const u = typeof id === 'string' ? pos.byId.get(id) : undefined;
  return u ?? bad('La question nomme une unité absente de la position.', field);
}
const isAnswer = (x: unknown): x is TetAnswer => typeof x === 'object' && x !== null && 'problems' in x;

/** The questions on one unit that take a Tactic card played for them (7.3), on that unit or another. */
const WITH_TACTIC = ['deplacement', 'cibles', 'melee', 'distance', 'sort', 'baliste'];

function answer(pos: Position, q: { kind: string; [k: string]: unknown }): TetAnswer {
  if (q.tactique !== undefined) {
    if (!WITH_TACTIC.includes(q.kind)) return bad('Une carte Tactique se joue avec une question sur une unité, ou dans un tour.', 'tactique');
    const e = readEffect(q.tactique, { source: 'tactique', unit: typeof q.unit === 'string' ? q.unit : undefined });
    if (typeof e === 'string') return bad(e, 'tactique');
    if (e.kind === 'soin') return bad(`« ${e.name} » soigne une unité : elle se joue dans un tour, où la Santé regagnée compte pour la suite.`, 'tactique');
    if (!pos.byId.has(e.unit)) return bad('La carte Tactique agit sur une unité absente de la position.', 'tactique');
    const a = answerOn(withEffects(pos, [e]), q);
    if (a.ok || a.reasons) a.reasons = [reason('7.3', `${whose(e)} : ${effectText(e)}, pour cette action seulement.`), ...(a.reasons ?? [])];
    return a;
  }
  return answerOn(pos, q);
}

function answerOn(pos: Position, q: { kind: string; [k: string]: unknown }): TetAnswer {
  const done = (reasons: Reason[], result: unknown): TetAnswer => ({ ok: true, problems: [], kind: q.kind, reasons, result: plain(result) });
  switch (q.kind) {
    case 'validation':
      return done([reason('5.1.1', 'La position respecte les règles vérifiées par Clairière.')], { valid: true });
    case 'deplacement': {
      const u = unitOf(pos, q.unit, 'unit');
      if (isAnswer(u)) return u;
      const villages = Array.isArray(q.villages) ? q.villages.filter((v): v is string => typeof v === 'string') : [];
      const m = moves(pos, u, villages);
      if (villages.length) m.notes.push(reason('5.7.2', `Villages déjà utilisés par ${u.id} ce tour-ci : ${villages.join(', ')}.`));
      return done(m.notes, m);
    }
    case 'cibles': {
      const u = unitOf(pos, q.unit, 'unit');
      if (isAnswer(u)) return u;
      const t = targets(pos, u);
      return done(t.notes, t);
    }
    case 'melee':
    case 'distance':
    case 'sort':
    case 'baliste': {
      const u = unitOf(pos, q.unit, 'unit');
      if (isAnswer(u)) return u;
      const t = unitOf(pos, q.target, 'target');
      if (isAnswer(t)) return t;
      const o =
        q.kind === 'melee' ? meleeOdds(pos, u, t, q.push !== false)
        : q.kind === 'distance' ? rangedOdds(pos, u, t)
        : q.kind === 'sort' ? spellOdds(pos, u, t, typeof q.extra === 'number' ? q.extra : 0)
        : ballistaShot(pos, u, t);
      return { ok: o.ok, problems: [], kind: q.kind, reasons: o.reasons, result: plain(o) };
    }
    case 'zones': {
      const player = typeof q.player === 'string' ? q.player : '';
      if (!pos.setup.players.includes(player)) return bad('La question nomme un joueur absent de la position.', 'player');
      const s = turnStart(pos, player);
      const flags = { ...(pos.setup.flags ?? {}) };
      for (const f of s.flags) flags[f.zone] = f.after;
      const end = endCheck(pos, flags, player);
      return done([...s.flags.flatMap((f) => f.reasons), ...end.reasons], { ...s, end });
    }
    case 'score': {
      const s = score(pos);
      const end = endCheck(pos);
      return done([...s.reasons, ...end.reasons], { ...s, end });
    }
    case 'tour': {
      const player = typeof q.player === 'string' ? q.player : '';
      if (!pos.setup.players.includes(player)) return bad('La question nomme un joueur absent de la position.', 'player');
      const why: { text?: string } = {};
      const actions = readActions(q.actions, why);
      if (why.text) return bad(why.text, 'actions');
      if (!actions) return bad('Les actions du tour sont illisibles : chacune nomme une unité et une action, et au besoin sa case d’arrivée, sa cible, son renfort ou sa direction.', 'actions');
      const pay = Array.isArray(q.pay) ? q.pay.filter((x): x is string => typeof x === 'string') : [];
      const b = playTurn(pos, { player, actions, pay });
      return { ok: b.ok, problems: [], kind: q.kind, reasons: [...b.reasons, ...b.steps.flatMap((s) => s.reasons), ...b.end.reasons], result: plain(b) };
    }
    case 'ennemi': return answerEnemy(pos, q);
    case 'aventure': return answerAdventure(pos, q);
    default:
      return bad('Question inconnue.', 'question');
  }
}
