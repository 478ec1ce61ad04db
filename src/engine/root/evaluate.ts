/**
 * Evaluating a situation: the engine's answer to its question. Kept apart from
 * situation.ts (types, reading, text form) so that a page that only reads and
 * writes situations does not load the battle engine.
 */
import { controlAll, controlOf, type ControlVerdict } from './control';
import { FACTION_INFO } from './factions';
import { canPlace, legalMoves, type MovementVerdict } from './movement';
import { FORMAT, problem, type Problem, type Verdict } from './reasons';
import { placeExists } from './board';
import { getMap } from './maps';
import { battle, resolveRoll, toJSONSafe, type BattleResult, type Jsonify, type RollResolution } from './battle';
import { readSituation, type Question, type Situation } from './situation';
import { botOptionsOf, playBotTurn, type BotTurn } from './bots/index';
import { favor, outrage, type FavorResult, type OutrageVerdict } from './effects';
import { coalition, type CoalitionAnswer } from './coalition';
import { playTurn, type TurnAnswer } from './tour/resolve';

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
  /** battle question: the exact outcomes, probabilities written "n/d" (JSON-safe) */
  battle?: Jsonify<BattleResult>;
  /** bot question: the bot's whole turn, step by step */
  bot?: BotTurn;
  /** battle question with a roll: its step-by-step resolution */
  roll?: Jsonify<RollResolution>;
  /** Favor card question: the pieces removed in each clearing of the suit, points, effects (fractions "n/d") */
  favor?: Jsonify<FavorResult>;
  /** Outrage question: does the act trigger it, and why */
  outrage?: OutrageVerdict;
  coalition?: CoalitionAnswer;
  /** turn question: the plan applied, then every action the faction may take now and the ones it may not */
  turn?: TurnAnswer;
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
    } else if (q.kind === 'bot') {
      const turn = playBotTurn(s.setup, q.bot, botOptionsOf(q));
      if (!turn.ok) return { ok: false, problems: turn.problems, question: q };
      out.bot = turn;
    } else if (q.kind === 'battle') {
      const params = { clearing: q.clearing, attacker: q.attacker, defender: q.defender, ...(q.choices ? { choices: q.choices } : {}) };
      const r = battle(s.setup, params);
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.battle = toJSONSafe(r);
      if (q.roll) out.roll = toJSONSafe(resolveRoll(s.setup, params, q.roll));
    } else if (q.kind === 'favor') {
      const r = favor(s.setup, { by: q.by, suit: q.suit });
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.favor = toJSONSafe(r);
    } else if (q.kind === 'outrage') {
      const r = outrage(s.setup, { by: q.by, clearing: q.clearing, act: q.act, ...(q.from !== undefined ? { from: q.from } : {}) });
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.outrage = r;
    } else if (q.kind === 'turn') {
      const r = playTurn(s.setup, q);
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.turn = r;
    } else if (q.kind === 'coalition') {
      const r = coalition(s.setup, { vagabond: q.vagabond, ...(q.winner !== undefined ? { winner: q.winner } : {}) });
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.coalition = r;
    } else {
      out.placement = canPlace(s.setup, q.owner, q.place, q.piece);
    }
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
  return out;
}
