/**
 * Evaluating an Oath situation: the engine's answer to its question, as plain JSON (exact
 * probabilities written "n/d"). Never throws: an unreadable situation or an illegal position gives
 * French problems with their rules.
 */
import { isFraction, fractionText, type Fraction } from '../core/fraction';
import { FORMAT, problem, type Problem } from '../core/verdict';
import { bestPool, campaign, resolveRoll, type CampaignAnswer, type BestPool, type RollResolution } from './campaign';
import { controlAll, type SiteControl } from './control';
import { bestDice, diceBattle, type DiceAnswer } from './duel';
import { readSituation, type Question, type Situation } from './situation';
import { endOdds, titleVerdict, wake, successorMet, warExhaustion, type EndOdds, type TitleVerdict, type WakeVerdict } from './title';
import { searchCost, supplyRefresh, travelTable, type Refresh, type SearchCost, type TravelCost } from './travel';
import { playersOf, roleOf, type PlayerId } from './setup';
import type { Reason } from '../core/verdict';
import { legalAction, type ActionAnswer } from './actions/index';
import { positionCards, type PositionCards } from './position-cards';

/** A value with its fractions written "n/d" (JSON has no big integers). */
export type Jsonify<T> = T extends Fraction ? string : T extends (infer U)[] ? Jsonify<U>[] : T extends Map<infer K, infer V> ? Record<string & K, Jsonify<V>> : T extends object ? { [K in keyof T]: Jsonify<T[K]> } : T;

export function toJSONSafe<T>(x: T): Jsonify<T> {
  if (isFraction(x)) return fractionText(x) as Jsonify<T>;
  if (Array.isArray(x)) return x.map(toJSONSafe) as Jsonify<T>;
  if (x instanceof Map) return Object.fromEntries([...x.entries()].map(([k, v]) => [String(k), toJSONSafe(v)])) as Jsonify<T>;
  if (typeof x === 'object' && x !== null) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, toJSONSafe(v)])) as Jsonify<T>;
  return x as Jsonify<T>;
}

export interface OathAnswer {
  ok: boolean;
  problems: Problem[];
  question?: Question;
  rule?: string;
  title?: string;
  /** position question: who rules each site, and the cards of the position (when it holds any) */
  position?: { control: SiteControl[]; cards?: PositionCards };
  campaign?: Jsonify<CampaignAnswer>;
  /** dice question (« dés contre dés »): the exact odds of the pools given */
  dice?: Jsonify<DiceAnswer>;
  /** the pool and sacrifice policy maximising P(victory) (keeping the Troupes the sacrifice policy keeps, for dice), and P(victory keeping `keep` Troupes) */
  best?: Jsonify<BestPool>;
  bestKeeping?: Jsonify<BestPool>;
  roll?: RollResolution;
  oathkeeper?: {
    title: TitleVerdict;
    wake: WakeVerdict[];
    successor: { player: PlayerId; met: boolean; reasons: Reason[] }[];
    warExhaustion: ReturnType<typeof warExhaustion>;
  };
  end?: Jsonify<EndOdds>;
  travel?: { player: PlayerId; from: number; costs: TravelCost[] };
  supply?: { search: ({ player: PlayerId } & SearchCost)[]; refresh: Refresh[] };
  /** action question: what the player may do with one action of the turn (actions/) */
  action?: ActionAnswer;
}

/** Evaluates a situation (envelope without `game`). */
export function evaluateSituation(input: Situation | unknown): OathAnswer {
  const read = readSituation(input);
  if (!read.ok) return { ok: false, problems: read.problems };
  try {
    return answer(read.situation);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
}

function answer(s: Situation): OathAnswer {
  const out: OathAnswer = { ok: true, problems: [], question: s.question };
  if (s.rule) out.rule = s.rule;
  if (s.title) out.title = s.title;
  const q = s.question;
  const setup = s.setup;
  switch (q.kind) {
    case 'position': {
      out.position = { control: controlAll(setup) };
      const cards = positionCards(setup);
      if (cards) out.position.cards = cards;
      break;
    }
    case 'campaign': {
      const { kind: _k, keep, roll, ...params } = q;
      void _k;
      const r = campaign(setup, params);
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.campaign = toJSONSafe(r);
      const best = bestPool(setup, params);
      if (best.ok) out.best = toJSONSafe(best.best);
      if (keep !== undefined) {
        const k = bestPool(setup, params, keep);
        if (k.ok) out.bestKeeping = toJSONSafe(k.best);
      }
      if (roll) {
        const rr = resolveRoll(setup, params, roll);
        if (!rr.ok) return { ok: false, problems: rr.problems, question: q };
        out.roll = rr;
      }
      break;
    }
    case 'dice': {
      const { kind: _k, ...params } = q;
      void _k;
      const r = diceBattle(params);
      if (!r.ok) return { ok: false, problems: r.problems, question: q };
      out.dice = toJSONSafe(r);
      const best = bestDice(params, typeof params.sacrifice === 'object' ? params.sacrifice.keep : 0);
      if (best.ok) out.best = toJSONSafe(best.best);
      break;
    }
    case 'title': {
      const exiles = playersOf(setup).filter((p) => roleOf(setup, p) === 'exile');
      const citizens = playersOf(setup).filter((p) => roleOf(setup, p) === 'citizen');
      out.oathkeeper = {
        title: titleVerdict(setup),
        wake: exiles.map((p) => wake(setup, p)),
        successor: citizens.map((p) => ({ player: p, ...successorMet(setup, p) })),
        warExhaustion: warExhaustion(setup),
      };
      break;
    }
    case 'end': {
      const imp = q.imperial ? Object.fromEntries(Object.entries(q.imperial).map(([k, v]) => [Number(k), v])) : undefined;
      out.end = toJSONSafe(endOdds(setup, imp));
      break;
    }
    case 'travel': {
      if (!setup.players[q.player]) return { ok: false, problems: [problem('5.6', 'Ce joueur n’est pas en jeu.', 'question')], question: q };
      const t = travelTable(setup, q.player, q.from);
      if (!t.ok) return { ok: false, problems: t.problems, question: q };
      out.travel = { player: q.player, from: t.from, costs: t.costs };
      break;
    }
    case 'action':
      if (!setup.players[q.player]) return { ok: false, problems: [problem('4.2', 'Ce joueur n’est pas en jeu.', 'question')], question: q };
      out.action = legalAction(setup, q.player, q.action, q.card ? { card: q.card } : {});
      break;
    case 'supply':
      out.supply = { search: playersOf(setup).map((p) => ({ player: p, ...searchCost(setup, p) })), refresh: supplyRefresh(setup) };
      break;
  }
  return out;
}
