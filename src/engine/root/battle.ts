/**
 * Battle (4.3): the exact distribution of the outcomes of one battle, and of a series of battles.
 *
 * The two dice (0–3 each) give 16 equally likely rolls. For each roll the core resolves the steps
 * of 4.3 in order and asks the active rules modules (hooks.ts, `battle` and `scoring` slots) at
 * each one, without naming factions:
 *
 * 0. what the attacker declares as the battle begins (Looters 14.2.5), before the defender's ambush
 *    (official FAQ, Lord of the Hundreds 4);
 * 1. 4.3.1 ambush: the defender may play an ambush card of the clearing's suit or a bird; the
 *    attacker may counter it (4.3.1.I); otherwise 2 hits at once (4.3.1.II), and the battle ends if
 *    the attacker has no warriors or pawn left. Bots cannot play or suffer ambushes (R2.8.1, R2.8.2).
 *    Then what happens « before the dice » (Bitter mood 14.7.1, enlisting the Arbiter D.5.2);
 * 2. 4.3.2 the roll: the attacker deals the higher die, the defender the lower (Guerrilla swaps
 *    them); each is capped by the side's warriors (4.3.2.I) or what replaces them (swords 9.2.6,
 *    the Vagabot's track R7.2.4); Looters forfeit the attacker's die (14.2.5);
 * 3. 4.3.3 effects: extra hits (4.3.3.I) from abilities and cards, defenceless (4.3.3.II), Armorers;
 * 4. 4.3.4 both sides remove pieces at the same time, warriors first, then buildings and tokens in
 *    the order the player chooses (bots: tokens first, then a building type at random, R1.2.1:
 *    each draw is an explicit alternative with its probability). Effects of removed pieces follow
 *    (1.5.4), then the end of the battle (Looters), then points (3.2.1 and the scoring hooks).
 *
 * Outcomes that leave the same position and the same points are merged; probabilities are exact
 * fractions (fraction.ts) that add up to exactly 1. `resolveRoll` gives the step-by-step resolution
 * of one roll; `battleSeries` chains battles in the same clearing. Nothing here is random: Monte
 * Carlo only cross-checks the result in tests.
 */
import { placeExists } from './board';
import { CARD_SUIT_NAMES, BATTLE_CARDS, BATTLE_CARD_IDS, CARD_SUITS, cardDisplayName, type BattleCardId, type CardSuit } from './cards';
import { rulerWithContext } from './control';
import { FACTION_INFO, isFactionId, type FactionId, type Suit } from './factions';
import { activeRules } from './factions/index';
import { BIGINT_SUMS, NUMBER_SUMS, NUMBER_SUMS_BOUND, ONE, ZERO, add, frac, fractionText, isFraction, lcm, mul, type Fraction, type Sums } from '../core/fraction';
import { countText, decimalText } from '../core/format';
import { BoundedMemo } from '../core/memo';
import { capitalize, isPluralName, kindName, ofName, theName } from './glossary';
import { makeContext } from './context';
import type { BattleAlly, BattleEffect, BattleHooks, BattleQuery, BattleSummary, RulesContext, ScoringHooks } from './hooks';
import { clearingData, getMap } from './maps';
import { isNomadId } from './nomads';
import { BATTLE_ROLLS } from './dice';
import { clearingItems, encodeSetup } from './notation';
import { isOwner, kindIndex } from './pieces';
import { FORMAT, frenchTypography, problem, reason, type Problem, type Reason } from './reasons';
import { ITEM_KINDS, cloneClearing, clonePart, cloneSetup, type ClearingSetup, type ItemKind, type Minister, type Owner, type Setup } from './setup';
import type { BattleChoices, BattleOption, BattleRole, ChoiceValue, RemovedPiece, Ruler } from './types';
import { normalizeClearing, normalizeSetup } from './normalize';
import { validate } from './validate';
import type { FactionRules } from './hooks';

export type { BattleChoices, BattleOffer, BattleOption, BattleRole, ChoiceValue, RemovedPiece } from './types';

export const BATTLE_ROLES: readonly BattleRole[] = ['attacker', 'defender'];
const other = (r: BattleRole): BattleRole => (r === 'attacker' ? 'defender' : 'attacker');

export interface BattleParams {
  clearing: number;
  attacker: Owner;
  defender: Owner;
  choices?: BattleChoices;
  /** extra hits granted by the effect that starts this battle (the Fanatics Trait: the battle after a Conversion) */
  bonusHits?: { role: BattleRole; hits: number; reason: Reason }[];
}

export interface BattleOutcome {
  probability: Fraction;
  /** the rolls leading here, as [first die, second die]: 16 equally likely rolls in all */
  rolls: [number, number][];
  /** bots' random draws on this branch (R1.2.1), in French */
  draws: string[];
  /** hits inflicted by each side in step 4 (after caps, extra hits, ignored hits not subtracted) */
  hits: { attacker: number; defender: number };
  /** hits of the ambush (0 if none) */
  ambushHits: number;
  /** pieces removed, by the side that lost them */
  removed: { attacker: RemovedPiece[]; defender: RemovedPiece[] };
  /** items damaged (Vagabond 9.2.7, Vagabot R7.2.5), by owner */
  damaged: Partial<Record<Owner, number>>;
  /** victory points scored, by faction */
  points: Partial<Record<FactionId, number>>;
  /** who rules the clearing afterwards (2.5) */
  ruler: Ruler | null;
  /** the position afterwards (normalised) */
  setup: Setup;
  /** the battle ended after the ambush (4.3.1.II) */
  endedAfterAmbush: boolean;
  /** triggered effects and costs (cards spent, ministers lost…) */
  effects: Reason[];
  /** what human players must decide or do because of the battle (the Investors Trait…), also among the effects */
  prompts: Reason[];
  /** the step-by-step resolution of the first roll leading here */
  steps: Reason[];
}

export interface BattleAggregates {
  /** the sum of the outcomes' probabilities: exactly 1 */
  total: Fraction;
  /** the defender has no warrior, building, token or pawn left in the clearing */
  defenderWipedOut: Fraction;
  /** the attacker rules the clearing afterwards (itself or as a member of a ruling team) */
  attackerRules: Fraction;
  /** expected number of pieces removed on each side */
  expectedRemoved: { attacker: Fraction; defender: Fraction };
  /** expected number of items damaged, by owner */
  expectedDamaged: Partial<Record<Owner, Fraction>>;
  /** distribution of the points of each faction that can score */
  points: Partial<Record<FactionId, { vp: number; probability: Fraction }[]>>;
}

export interface BattleResult {
  ok: boolean;
  problems: Problem[];
  clearing: number;
  attacker: Owner;
  defender: Owner;
  instigator?: FactionId;
  /** the choices used, defaults applied */
  choices: BattleChoices;
  options: BattleOption[];
  /** choices for which the default was applied */
  defaults: (keyof BattleChoices)[];
  /** reasons that hold for every roll (legality, ambush, before the roll) */
  notes: Reason[];
  outcomes: BattleOutcome[];
  aggregates: BattleAggregates | null;
}

export interface RollResolution {
  ok: boolean;
  problems: Problem[];
  roll: [number, number];
  /** the branches of this roll (several only when a bot draws at random), probabilities given the roll */
  outcomes: BattleOutcome[];
}

// ------------------------------------------------------------------ internals

/**
 * The battle and scoring hooks of the active modules, one list per hook, in the modules' order
 * (`score` is the scoring hook `battle`). A battle asks the same hooks at every step of every roll:
 * the lists hold only the modules that answer.
 */
type HookLists = { [K in keyof BattleHooks]-?: NonNullable<BattleHooks[K]>[] } & {
  piece: NonNullable<ScoringHooks['piece']>[];
  score: NonNullable<ScoringHooks['battle']>[];
};
const BATTLE_HOOKS = ['check', 'options', 'declare', 'ambush', 'cards', 'extraWarriors', 'allies', 'dice', 'cap', 'beforeRoll', 'noRolledHits', 'defenceless', 'extraHits', 'ignoreFirst', 'absorb', 'buildingHits', 'removed', 'end'] as const;
// every hook of BattleHooks is listed: a type error here otherwise
const EVERY_BATTLE_HOOK: [Exclude<keyof BattleHooks, (typeof BATTLE_HOOKS)[number]>] extends [never] ? true : never = true;
void EVERY_BATTLE_HOOK;

function hookLists(rules: FactionRules[]): HookLists {
  const lists: Record<string, unknown[] | undefined> = { piece: [], score: [] };
  for (const name of BATTLE_HOOKS) lists[name] = [];
  for (const r of rules) {
    // the hooks a module defines (a few), rather than every hook name asked of every module
    const b = r.battle as Record<string, unknown> | undefined;
    if (b)
      for (const name in b) {
        const hook = b[name];
        if (hook) lists[name]?.push(hook);
      }
    if (r.scoring?.piece) lists.piece!.push(r.scoring.piece);
    if (r.scoring?.battle) lists.score!.push(r.scoring.battle);
  }
  return lists as unknown as HookLists;
}

const NO_HOOKS = hookLists([]);

/**
 * The hook lists of a set of active modules, made once per set (by the modules' ids, in order):
 * positions with the same factions, bots and Traits share them. They are only ever read.
 */
const HOOKS_BY_MODULES = new BoundedMemo<string, HookLists>(256);
function hooksOf(rules: FactionRules[]): HookLists {
  let key = '';
  for (const r of rules) key += `${r.id},`;
  return HOOKS_BY_MODULES.get(key, () => hookLists(rules));
}

interface Prep {
  setup: Setup;
  clearing: number;
  attacker: Owner;
  defender: Owner;
  instigator?: FactionId;
  choices: BattleChoices;
  options: BattleOption[];
  defaults: (keyof BattleChoices)[];
  rules: FactionRules[];
  /** the hooks of `rules`, by hook */
  on: HookLists;
  notes: Reason[];
  suit: Suit | null;
  allies: { attacker: BattleAlly[]; defender: BattleAlly[] };
  bonusHits: NonNullable<BattleParams['bonusHits']>;
  /**
   * the copy of the position the checks and the options read (prepare), untouched by them: the
   * first pass of beforeDice without steps takes it rather than copying the position again
   */
  spare?: Work;
}

interface Work {
  /**
   * The position of this branch. A branch copied from another (cloneWork) copies only the battle's
   * clearing and shares the rest with it, until an effect applies to the position (ownPosition()).
   */
  setup: Setup;
  /** every part of `setup` belongs to this branch alone */
  owned: boolean;
  /** an effect changed the position beyond the battle's clearing (ownPosition()) */
  changed: boolean;
  /** the query the hooks receive about this branch, made once (query()) */
  q?: BattleQuery;
  /** a position `setup` differs from only in the battle's clearing (its own when it is that position), or null */
  base: Setup | null;
  ctx: RulesContext;
  prob: Fraction;
  points: Record<string, number>;
  removed: RemovedPiece[];
  damaged: Record<string, number>;
  allyHits: number;
  ignoreUsed: string[];
  steps: Reason[];
  /**
   * build the French step texts (resolveRoll, an outcome's steps); false while battle() only
   * computes the distribution. Each step is written where it happens, behind `if (w.detail)`: no
   * text, and no function to build it later, is made when it is false.
   */
  detail: boolean;
  effects: Reason[];
  prompts: Reason[];
  draws: string[];
  ended: boolean;
  capAdd: { attacker: number; defender: number };
  ambushHits: number;
  hits: { attacker: number; defender: number };
}

function newWork(setup: Setup, detail = true): Work {
  return {
    setup,
    owned: true,
    changed: false,
    base: setup,
    q: undefined,
    ctx: makeContext(setup),
    prob: ONE,
    points: {},
    removed: [],
    damaged: {},
    allyHits: 0,
    ignoreUsed: [],
    steps: [],
    detail,
    effects: [],
    prompts: [],
    draws: [],
    ended: false,
    capAdd: { attacker: 0, defender: 0 },
    ambushHits: 0,
    hits: { attacker: 0, defender: 0 },
  };
}

/** A copy of a branch: its own battle clearing, the rest of the position shared until ownPosition() (copy on write). */
function cloneWork(w: Work, clearing: number): Work {
  const k = String(clearing);
  const c = w.setup.clearings[k];
  const setup: Setup = { ...w.setup, clearings: { ...w.setup.clearings } };
  if (c) setup.clearings[k] = cloneClearing(c);
  // every field written out, in newWork's order: branches keep one shape
  return {
    setup,
    owned: false,
    changed: w.changed,
    base: w.base,
    q: undefined,
    ctx: makeContext(setup),
    prob: w.prob,
    points: { ...w.points },
    removed: w.removed.slice(),
    damaged: { ...w.damaged },
    allyHits: w.allyHits,
    ignoreUsed: w.ignoreUsed.slice(),
    // without detail no step is ever written: the empty list can be shared
    steps: w.detail ? w.steps.slice() : w.steps,
    detail: w.detail,
    effects: w.effects.slice(),
    prompts: w.prompts.slice(),
    draws: w.draws.slice(),
    ended: w.ended,
    capAdd: { ...w.capAdd },
    ambushHits: w.ambushHits,
    hits: { ...w.hits },
  };
}

/**
 * Before an effect changes the position beyond the battle's clearing (a hook's `apply`): the branch
 * gets its own copy of every part it still shares, in place (the context and the clearing in hand
 * stay valid), and no longer differs from its base in the battle's clearing only.
 */
function ownPosition(w: Work, clearing: number): void {
  w.changed = true;
  if (w.base !== w.setup) w.base = null;
  if (w.owned) return;
  const k = String(clearing);
  const s = w.setup as unknown as Record<string, unknown>;
  for (const key of Object.keys(s)) if (key !== 'clearings') s[key] = clonePart(s[key]);
  const cs = w.setup.clearings;
  for (const id of Object.keys(cs)) if (id !== k) cs[id] = clonePart(cs[id])!;
  w.owned = true;
}

function here(w: Work, clearing: number): ClearingSetup {
  const k = String(clearing);
  w.setup.clearings[k] ??= {};
  return w.setup.clearings[k]!;
}

/** Who rules `clearing` of a position (2.5), as controlOf decides it, without its French reasons. */
function rulerOf(setup: Setup, clearing: number): Ruler | null {
  try {
    return rulerWithContext(makeContext(setup), clearing);
  } catch {
    return null;
  }
}

function suitOf(setup: Setup, clearing: number): Suit | null {
  const s = setup.suits?.[clearing - 1];
  if (s) return s;
  return clearingData(getMap(setup.map), clearing)?.suit ?? null;
}

/**
 * What the hooks receive about a branch (BattleQuery): a class, so that its methods are shared on
 * the prototype and a branch pays for one object, not one closure per method.
 */
class Query implements BattleQuery {
  readonly ctx: RulesContext;
  readonly clearing: number;
  readonly suit: Suit | null;
  readonly attacker: Owner;
  readonly defender: Owner;
  readonly instigator?: FactionId;
  readonly choices: BattleChoices;
  readonly turn: Owner;
  /** the branch asked about (read by here()) */
  readonly work: Work;
  constructor(P: Prep, w: Work) {
    this.ctx = w.ctx;
    this.clearing = P.clearing;
    this.suit = P.suit;
    this.attacker = P.attacker;
    this.defender = P.defender;
    if (P.instigator) this.instigator = P.instigator;
    this.choices = P.choices;
    // no effect of a battle changes whose turn it is: read once with the query
    this.turn = w.setup.turn ?? P.instigator ?? P.attacker;
    this.work = w;
  }
  owner(r: BattleRole): Owner {
    return r === 'attacker' ? this.attacker : this.defender;
  }
  role(o: Owner): BattleRole | null {
    return o === this.attacker ? 'attacker' : o === this.defender ? 'defender' : null;
  }
  here(): ClearingSetup {
    return here(this.work, this.clearing);
  }
  ruler(): Ruler | null {
    return rulerWithContext(this.ctx, this.clearing);
  }
  rule(f: Owner, human: string, bot: string): string {
    return isFactionId(f) && this.ctx.isBot(f) ? bot : human;
  }
}

function query(P: Prep, w: Work): BattleQuery {
  return (w.q ??= new Query(P, w));
}

const isBotOwner = (ctx: RulesContext, o: Owner) => isFactionId(o) && ctx.isBot(o);
const warriorsOf = (c: ClearingSetup, o: Owner) => c.warriors?.[o] ?? 0;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n > 1 ? many : one}`;

type ExtraWarriors = NonNullable<ReturnType<NonNullable<NonNullable<FactionRules['battle']>['extraWarriors']>>>;
const NO_EXTRA_WARRIORS: readonly ExtraWarriors[] = [];
const NO_CARDS: readonly BattleCardId[] = [];

/** The warriors a side counts beyond its own (the warlord): asked at every step, usually of no module. */
function extraWarriors(P: Prep, q: BattleQuery, owner: Owner): readonly ExtraWarriors[] {
  let out: ExtraWarriors[] | undefined;
  for (const hook of P.on.extraWarriors) {
    const x = hook(q, owner);
    if (x && x.count > 0) (out ??= []).push(x);
  }
  return out ?? NO_EXTRA_WARRIORS;
}

/** Warriors fighting for a side now: own, extra (warlord), borrowed (mercenaries, Allies). */
function sideWarriors(P: Prep, w: Work, q: BattleQuery, role: BattleRole): { own: number; allies: number } {
  const c = here(w, P.clearing);
  const own = ownWarriors(P, q, c, q.owner(role));
  let allies = 0;
  for (const a of P.allies[role]) allies += warriorsOf(c, a.from);
  return { own, allies };
}

/** Adds points; false when `to` scores none (not a faction, or a Vagabond in a coalition, 9.2.8). */
function scorePoints(w: Work, to: Owner, vp: number): boolean {
  if (!isFactionId(to) || vp === 0) return false;
  if (w.setup.players[to]?.coalition !== undefined) {
    if (!w.steps.some((x) => x.rule === '9.2.8'))
      if (w.detail) w.steps.push(reason('9.2.8', `${capitalize(theName(to, w.setup))} est en coalition avec ${theName(w.setup.players[to]!.coalition!, w.setup)} : son marqueur de score a quitté la piste, il ne marque plus de points (9.2.8).`));
    return false;
  }
  w.points[to] = (w.points[to] ?? 0) + vp;
  return true;
}

function applyEffects(P: Prep, w: Work, effects: BattleEffect[]): void {
  for (const e of effects) {
    if (e.apply) {
      ownPosition(w, P.clearing);
      e.apply(w.setup);
    }
    // points refused (a Vagabond in a coalition, 9.2.8): the 9.2.8 step says so, the effect's own text would not be true
    if (e.score) {
      const refused = isFactionId(e.score.to) && e.score.vp !== 0 && w.setup.players[e.score.to]?.coalition !== undefined;
      scorePoints(w, e.score.to, e.score.vp);
      if (refused) continue;
    }
    if (e.capAdd) w.capAdd[e.capAdd.role] += e.capAdd.n;
    if (w.detail) w.steps.push(e.reason);
    w.effects.push(e.reason);
    if (e.forHumans) w.prompts.push(e.reason);
  }
}

/** VP the remover scores for a building or token (3.2.1) plus scoring hooks, for default orders. */
function pieceWorth(P: Prep, q: BattleQuery, by: Owner, owner: Owner, category: 'building' | 'token', kind: string): number {
  const piece: RemovedPiece = { owner, category, kind, side: 'defender', by, stage: 'battle' };
  let vp = 1;
  for (const hook of P.on.piece) vp += hook(q, by, piece)?.vp ?? 0;
  return vp;
}

/** Default order of a human owner's buildings and tokens (4.3.4): the least points for the remover first, then tokens, then the catalogue order. */
export function defaultOrder(setup: Setup, clearing: number, owner: Owner, by: Owner): string[] {
  const P = prepare(setup, { clearing, attacker: by, defender: owner }, true);
  const w = newWork(P.setup);
  return orderedPieces(P, query(P, w), here(w, clearing), owner, by).map((p) => p.kind);
}

interface BoardPiece {
  category: 'building' | 'token';
  kind: string;
  index: number;
}

function orderedPieces(P: Prep, q: BattleQuery, c: ClearingSetup, owner: Owner, by: Owner): BoardPiece[] {
  const list: BoardPiece[] = [];
  if (c.buildings) c.buildings.forEach((b, index) => b.owner === owner && list.push({ category: 'building', kind: b.kind, index }));
  if (c.tokens) c.tokens.forEach((t, index) => t.owner === owner && list.push({ category: 'token', kind: t.kind, index }));
  if (list.length < 2) return list;
  const chosen = P.choices.order?.[owner] ?? [];
  const rank = (p: BoardPiece) => {
    const i = chosen.indexOf(p.kind);
    return i < 0 ? 1000 : i;
  };
  const worth = new Map<string, number>();
  const w = (p: BoardPiece) => {
    const k = `${p.category}|${p.kind}`;
    if (!worth.has(k)) worth.set(k, pieceWorth(P, q, by, owner, p.category, p.kind));
    return worth.get(k)!;
  };
  return list.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      w(a) - w(b) ||
      (a.category === b.category ? 0 : a.category === 'token' ? -1 : 1) ||
      kindIndex(owner, a.kind) - kindIndex(owner, b.kind) ||
      a.index - b.index,
  );
}

function removeBoardPiece(c: ClearingSetup, owner: Owner, category: 'building' | 'token', kind: string): { faceUp?: boolean; value?: number } {
  // the clearing belongs to the branch alone (cloneWork copies it): its lists change in place
  if (category === 'building') {
    const i = (c.buildings ?? []).findIndex((b) => b.owner === owner && b.kind === kind);
    if (i >= 0) c.buildings!.splice(i, 1);
    return {};
  }
  const i = (c.tokens ?? []).findIndex((t) => t.owner === owner && t.kind === kind);
  const t = i >= 0 ? c.tokens![i]! : undefined;
  if (i >= 0) c.tokens!.splice(i, 1);
  return { ...(t?.faceUp ? { faceUp: true } : {}), ...(t?.value !== undefined ? { value: t.value } : {}) };
}

/** Removes `h` buildings/tokens of `owner`: its chosen order, or for a bot tokens first then a random building type (R1.2.1). */
function removeBuildings(P: Prep, w: Work, role: BattleRole, owner: Owner, h: number, by: Owner, stage: RemovedPiece['stage']): Work[] {
  const c = here(w, P.clearing);
  const q = query(P, w);
  const record = (x: Work, category: 'building' | 'token', kind: string) => {
    const extra = removeBoardPiece(here(x, P.clearing), owner, category, kind);
    x.removed.push({ owner, category, kind, ...extra, side: role, by, stage });
  };
  // hits per building (1; 2 with the Fortified Trait): a remainder too small for a building is lost;
  // an effect that removes pieces (a Revolt, a Bomb) counts pieces, not hits
  let perBuilding = 1;
  if (stage !== 'effect') for (const hook of P.on.buildingHits) {
    const b = hook(q, owner);
    if (b && b.hits > perBuilding) {
      perBuilding = b.hits;
      if (w.detail) w.steps.push(b.reason);
    }
  }
  if (!isBotOwner(w.ctx, owner)) {
    const order: BoardPiece[] = [];
    let spent = 0;
    for (const p of orderedPieces(P, q, c, owner, by)) {
      const cost = p.category === 'building' ? perBuilding : 1;
      if (spent + cost > h) break;
      order.push(p);
      spent += cost;
    }
    if (order.length) {
      for (const p of order) record(w, p.category, p.kind);
      const many = isPluralOwner(w, owner);
      const list = order.map((p) => kindName(p.kind)).join(', ');
      if (w.detail)
        w.steps.push(
          stage === 'effect'
            ? reason('G.1.31', `${capitalize(theName(owner, w.setup))} ${many ? 'perdent' : 'perd'} ${many ? 'leurs' : 'ses'} bâtiments et jetons : ${list}.`)
            : reason(
                P.instigator ? 'D.4.2' : '4.3.4',
                `${capitalize(theName(owner, w.setup))} ${many ? 'retirent' : 'retire'} ensuite ${many ? 'leurs' : 'ses'} bâtiments et jetons : ${list}${P.choices.order?.[owner] ? ' (ordre choisi)' : ' (ordre par défaut : le moins de points pour l’adversaire, les jetons d’abord)'} (${P.instigator ? 'D.4.2' : '4.3.4'}).`,
              ),
        );
    }
    if (h > spent && w.detail) w.steps.push(orderedPieces(P, q, here(w, P.clearing), owner, by).length ? tooFewForBuilding(w, owner, h - spent) : wasted(w, owner, h - spent));
    return [w];
  }
  // bot: tokens first, then a building type at random
  let left = h;
  const tokens = (c.tokens ?? []).filter((t) => t.owner === owner).sort((a, b) => kindIndex(owner, a.kind) - kindIndex(owner, b.kind));
  const removedTokens: string[] = [];
  for (const t of tokens) {
    if (!left) break;
    record(w, 'token', t.kind);
    removedTokens.push(kindName(t.kind));
    left--;
  }
  const rule = 'R1.2.1';
  if (removedTokens.length && w.detail) w.steps.push(reason(rule, `Robot : ${theName(owner, w.setup)} ${isPluralOwner(w, owner) ? 'retirent d’abord leurs' : 'retire d’abord ses'} jetons : ${removedTokens.join(', ')} (R1.2.1).`));
  const branch = (x: Work, n: number): Work[] => {
    if (!n) return [x];
    const cx = here(x, P.clearing);
    const kinds = [...new Set((cx.buildings ?? []).filter((b) => b.owner === owner).map((b) => b.kind))];
    if (!kinds.length || n < perBuilding) {
      if (x.detail) x.steps.push(kinds.length ? tooFewForBuilding(x, owner, n) : wasted(x, owner, n));
      return [x];
    }
    if (kinds.length === 1) {
      record(x, 'building', kinds[0]!);
      if (x.detail) x.steps.push(reason(rule, `Robot : seul type de bâtiment restant, ${kindName(kinds[0]!)} retiré (R1.2.1).`));
      return branch(x, n - perBuilding);
    }
    return kinds.flatMap((k) => {
      const y = cloneWork(x, P.clearing);
      y.prob = mul(y.prob, frac(1, kinds.length));
      record(y, 'building', k);
      const draw = frenchTypography(`tirage au sort ${ofName(owner, x.setup)} : ${kindName(k)} parmi ${kinds.map((z) => kindName(z)).join(', ')} (1/${kinds.length})`);
      y.draws.push(draw);
      if (y.detail) y.steps.push(reason(rule, `Robot : le type de bâtiment retiré est tiré au sort ; ${draw} (R1.2.1).`));
      return branch(y, n - perBuilding);
    });
  };
  return branch(w, left);
}

function tooFewForBuilding(w: Work, owner: Owner, n: number): Reason {
  return reason('R3.3.2', `${plural(n, 'perte')} sans effet : pas assez pour retirer un bâtiment ${ofName(owner, w.setup)} (Trait Fortifié).`);
}

function wasted(w: Work, owner: Owner, n: number): Reason {
  return reason('4.3.4', `${plural(n, 'perte')} sans effet : il ne reste plus de pièce ${ofName(owner, w.setup)} à retirer dans la clairière (4.3.4).`);
}

function isPluralOwner(w: Work, o: Owner): boolean {
  return w.ctx.verb(o, 's', 'p') === 'p';
}

/** Warriors of `owner` in the clearing, the extra ones (the warlord) included. */
function ownWarriors(P: Prep, q: BattleQuery, c: ClearingSetup, owner: Owner): number {
  let n = warriorsOf(c, owner);
  for (const x of extraWarriors(P, q, owner)) n += x.count;
  return n;
}

/**
 * `n` warriors of `from` removed from the battle clearing `c` (4.3.4); `forOwner`: the side they
 * fight for, when they are borrowed (mercenaries, Allied warriors).
 */
function removeWarriorsOf(P: Prep, w: Work, q: BattleQuery, c: ClearingSetup, role: BattleRole, by: Owner, stage: RemovedPiece['stage'], from: Owner, n: number, forOwner?: Owner): void {
  // the side taking hits chooses which of its warriors go (4.3.4): the Hundreds may lose their
  // warlord first (14.2.2, official FAQ); by default it goes last
  if (!forOwner && P.choices.warlordFirst) n = removeExtraWarriors(P, w, q, c, role, by, stage, from, n);
  if (n <= 0) return;
  const ordinary = Math.min(n, warriorsOf(c, from));
  // the battle's clearing belongs to its branch alone (cloneWork copies it): changed in place
  if (ordinary) c.warriors![from] = warriorsOf(c, from) - ordinary;
  for (let i = 0; i < ordinary; i++) {
    const p: RemovedPiece = { owner: from, category: 'warrior', kind: 'warrior', side: role, by, stage };
    if (forOwner) p.for = forOwner;
    w.removed.push(p);
  }
  if (n > ordinary && !forOwner) removeExtraWarriors(P, w, q, c, role, by, stage, from, n - ordinary);
}

/** Up to `n` of the extra warriors of `from` (the warlord) removed; returns how many hits are left. */
function removeExtraWarriors(P: Prep, w: Work, q: BattleQuery, c: ClearingSetup, role: BattleRole, by: Owner, stage: RemovedPiece['stage'], from: Owner, n: number): number {
  for (const x of extraWarriors(P, q, from)) {
    while (n > 0 && x.count > 0) {
      x.remove(c);
      x.count--;
      n--;
      w.removed.push({ owner: from, category: 'warrior', kind: 'warlord', side: role, by, stage });
      if (w.detail) w.steps.push(x.reason);
    }
  }
  return n;
}

/** A side takes `hits` (4.3.4): ignored hits, borrowed warriors, own warriors, items, then buildings and tokens. */
function takeHits(P: Prep, w: Work, role: BattleRole, hits: number, stage: 'ambush' | 'battle'): Work[] {
  if (hits <= 0) return [w];
  const q = query(P, w);
  const owner = q.owner(role);
  const by = P.instigator ?? q.owner(other(role));
  const c = here(w, P.clearing);
  let h = hits;
  if (!w.ignoreUsed.includes(owner)) {
    for (const hook of P.on.ignoreFirst) {
      const why = hook(q, owner);
      if (why) {
        h--;
        w.ignoreUsed.push(owner);
        if (w.detail) w.steps.push(why);
        break;
      }
    }
  }
  const allies = P.allies[role];
  const even = allies.length ? allies.find((a) => a.split === 'even') : undefined;
  const optional = allies.length ? allies.find((a) => a.split === 'optional') : undefined;
  if (even && warriorsOf(c, even.from) > 0) {
    const m = warriorsOf(c, even.from);
    const W = ownWarriors(P, q, c, owner);
    const mercHits = Math.min(m, Math.floor(h / 2));
    const ownHits = Math.min(W, h - mercHits);
    let rest = h - mercHits - ownHits;
    const moreMerc = Math.min(m - mercHits, rest);
    rest -= moreMerc;
    removeWarriorsOf(P, w, q, c, role, by, stage, even.from, mercHits + moreMerc, owner);
    removeWarriorsOf(P, w, q, c, role, by, stage, owner, ownHits);
    if (w.detail)
      w.steps.push(
        reason(
          q.rule(even.from, '11.2.7.III.a', 'R9.2.3.III'),
          `Mercenaires : ${theName(owner, w.setup)} ${isPluralOwner(w, owner) ? 'partagent' : 'partage'} les ${plural(h, 'perte')} entre ses pièces et les guerriers de la Compagnie : ${mercHits + moreMerc} mercenaire${mercHits + moreMerc > 1 ? 's' : ''}, ${plural(ownHits, 'guerrier')} ${ofName(owner, w.setup)} (${q.rule(even.from, '11.2.7.III.a', 'R9.2.3.III')}).`,
        ),
      );
    h = rest;
  } else {
    if (optional && (P.choices.allyHits ?? 0) > w.allyHits) {
      const a = Math.min((P.choices.allyHits ?? 0) - w.allyHits, h, warriorsOf(c, optional.from));
      if (a > 0) {
        removeWarriorsOf(P, w, q, c, role, by, stage, optional.from, a, owner);
        w.allyHits += a;
        h -= a;
        if (w.detail) w.steps.push(reason('9.2.9.II.d', `${capitalize(theName(owner, w.setup))} ${isPluralName(owner, w.setup) ? 'subissent' : 'subit'} ${plural(a, 'perte')} en retirant des guerriers Alliés ${ofName(optional.from, w.setup)} (9.2.9.II.d).`));
      }
    }
    const k = Math.min(ownWarriors(P, q, c, owner), h);
    if (k) {
      removeWarriorsOf(P, w, q, c, role, by, stage, owner, k);
      if (w.detail) w.steps.push(reason('4.3.4', `${capitalize(theName(owner, w.setup))} ${isPluralOwner(w, owner) ? 'retirent' : 'retire'} ${plural(k, 'guerrier')} : les guerriers d’abord (4.3.4).`));
    }
    h -= k;
  }
  if (h > 0) {
    for (const hook of P.on.absorb) {
      const a = hook(q, owner, h);
      if (!a) continue;
      ownPosition(w, P.clearing);
      a.apply(w.setup);
      if (a.damaged) w.damaged[owner] = (w.damaged[owner] ?? 0) + a.damaged;
      if (w.detail) w.steps.push(a.reason);
      h -= a.absorbed;
      break;
    }
  }
  if (h > 0) {
    const left = sideWarriors(P, w, query(P, w), role);
    if (left.own + left.allies === 0) return removeBuildings(P, w, role, owner, h, by, stage);
  }
  return [w];
}

/** Effects of the pieces removed since `start` (1.5.4): all pieces first, then their effects. */
function afterRemoval(P: Prep, w: Work, start: number): Work {
  if (!P.on.removed.length || w.removed.length === start) return w;
  const fresh = w.removed.slice(start);
  const owners: Owner[] = [];
  for (const p of fresh) if (!owners.includes(p.owner)) owners.push(p.owner);
  for (const o of owners) {
    const q = query(P, w);
    const mine = fresh.filter((p) => p.owner === o);
    for (const hook of P.on.removed) applyEffects(P, w, hook(q, o, mine));
  }
  return w;
}

function summary(w: Work): BattleSummary {
  return { removed: w.removed, damaged: { ...w.damaged }, allyHits: w.allyHits };
}

/** End of the battle: end hooks, then points (3.2.1 and scoring hooks). */
function finishBattle(P: Prep, w: Work): Work {
  let q = query(P, w);
  for (const hook of P.on.end) applyEffects(P, w, hook(q, summary(w)));
  q = query(P, w);
  // 3.2.1: 1 point per enemy building or token removed
  let base: Map<Owner, number> | undefined;
  for (const p of w.removed) {
    if (p.category === 'warrior' || !isFactionId(p.by) || p.owner === p.by) continue;
    if (isNomadId(p.owner) && w.ctx.supervisorOf(p.owner) === p.by) continue;
    if (!w.ctx.adversary(p.by, p.owner)) continue;
    base ??= new Map();
    base.set(p.by, (base.get(p.by) ?? 0) + 1);
  }
  if (base) for (const [by, n] of base) {
    if (!scorePoints(w, by, n)) continue;
    if (w.detail) w.steps.push(reason('3.2.1', `${capitalize(theName(by, w.setup))} ${isPluralOwner(w, by) ? 'marquent' : 'marque'} ${plural(n, 'point')} : 1 par bâtiment ou jeton adverse retiré (3.2.1).`));
  }
  for (const p of w.removed) {
    for (const hook of P.on.piece) {
      const x = hook(q, p.by, p);
      if (x && x.vp) {
        if (scorePoints(w, p.by, x.vp) && w.detail) w.steps.push(x.reason);
      }
    }
  }
  for (const hook of P.on.score) {
    for (const x of hook(q, summary(w))) {
      scorePoints(w, x.to, x.vp);
      if (w.detail) w.steps.push(x.reason);
    }
  }
  return w;
}

// ------------------------------------------------------------------ preparation

const SUIT_ORDER: CardSuit[] = [...CARD_SUITS];

function cardAllowed(P: Prep, q: BattleQuery, role: BattleRole): Reason | null {
  const owner = q.owner(role);
  if (isBotOwner(q.ctx, owner)) return reason('R1.1.3', `${capitalize(theName(owner, q.ctx.setup))} : les robots ne fabriquent pas d’effets persistants et n’ont pas de main (R1.1.3, R2.8.1).`);
  for (const hook of P.on.cards) {
    const why = hook(q, role);
    if (why) return why;
  }
  return null;
}

function cardsFor(P: Prep, role: BattleRole): BattleCardId[] {
  return BATTLE_CARD_IDS.filter((id) => {
    const card = BATTLE_CARDS[id];
    if (card.user !== 'either' && card.user !== role) return false;
    if (card.clearingSuit && card.clearingSuit !== P.suit) return false;
    return true;
  });
}

/** Why `role` may not play (defender) or counter (attacker) an ambush; null if it may. */
function ambushBan(P: Prep, q: BattleQuery, role: BattleRole): Reason | null {
  const owner = q.owner(role);
  const foe = q.owner(other(role));
  if (isBotOwner(q.ctx, owner)) return reason('R2.8.1', `${capitalize(theName(owner, q.ctx.setup))} n’a pas de main de cartes : pas d’Embuscade (R2.8.1).`);
  if (role === 'defender' && isBotOwner(q.ctx, foe)) return reason('R2.8.2', `Déteste les surprises : aucune carte Embuscade ne peut être jouée contre ${theName(foe, q.ctx.setup)} (R2.8.2).`);
  for (const hook of P.on.ambush) {
    const why = hook(q, role);
    if (why) return why;
  }
  return null;
}

function ambushSuits(P: Prep): CardSuit[] {
  return SUIT_ORDER.filter((s) => s === 'bird' || s === P.suit);
}

/** The choices a battle reads (BattleChoices), in the order an unknown one lists them. */
const CHOICE_KEYS: readonly string[] = ['ambush', 'counterAmbush', 'attackerCards', 'defenderCards', 'fieldHospitals', 'looters', 'warlordFirst', 'lootItem', 'arbiter', 'swiftStrike', 'ally', 'allyHits', 'bitter', 'order', 'relicForest', 'column', 'minister', 'provocation'];

function readChoices(input: unknown, problems: Problem[]): BattleChoices {
  const bad = (t: string) => problems.push(problem(FORMAT, t, 'choix'));
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    bad('Les choix du combat forment un objet { ambush?, counterAmbush?, attackerCards?, … }.');
    return {};
  }
  const o = input as Record<string, unknown>;
  const out: BattleChoices = {};
  for (const k of Object.keys(o)) if (!CHOICE_KEYS.includes(k)) bad(`Choix inconnu « ${k.slice(0, 30)} » (${CHOICE_KEYS.join(', ')}).`);
  const get = (k: string) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
  for (const k of ['ambush', 'counterAmbush'] as const) {
    const v = get(k);
    if (v === undefined) continue;
    if (v === null || v === false) out[k] = null;
    else if (typeof v === 'string' && (CARD_SUITS as readonly string[]).includes(v)) out[k] = v as CardSuit;
    else bad(`« ${k} » est la couleur de la carte Embuscade (fox, rabbit, mouse, bird) ou null.`);
  }
  for (const k of ['attackerCards', 'defenderCards'] as const) {
    const v = get(k);
    if (v === undefined) continue;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && (BATTLE_CARD_IDS as readonly string[]).includes(x))) bad(`« ${k} » est une liste de cartes (${BATTLE_CARD_IDS.join(', ')}).`);
    else out[k] = [...new Set(v as BattleCardId[])];
  }
  for (const k of ['fieldHospitals', 'looters', 'warlordFirst', 'arbiter', 'swiftStrike'] as const) {
    const v = get(k);
    if (v === undefined) continue;
    if (typeof v === 'boolean') out[k] = v;
    else bad(`« ${k} » vaut true ou false.`);
  }
  const lootItem = get('lootItem');
  if (lootItem !== undefined) {
    if (typeof lootItem === 'string' && (ITEM_KINDS as readonly string[]).includes(lootItem)) out.lootItem = lootItem as ItemKind;
    else bad(`« lootItem » est un objet (${ITEM_KINDS.join(', ')}).`);
  }
  const ally = get('ally');
  if (ally !== undefined) {
    if (ally === null || isFactionId(ally)) out.ally = ally as FactionId | null;
    else bad('« ally » est une faction Alliée ou null.');
  }
  const allyHits = get('allyHits');
  if (allyHits !== undefined) {
    if (typeof allyHits === 'number' && Number.isInteger(allyHits) && allyHits >= 0 && allyHits <= 99) out.allyHits = allyHits;
    else bad('« allyHits » est un nombre entier de pertes, de 0 à 99.');
  }
  const bitter = get('bitter');
  if (bitter !== undefined) {
    if (Array.isArray(bitter) && bitter.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 12)) out.bitter = [...new Set(bitter as number[])];
    else bad('« bitter » est une liste de clairières (1 à 12).');
  }
  const order = get('order');
  if (order !== undefined) {
    if (typeof order === 'object' && order !== null && !Array.isArray(order) && Object.entries(order).every(([k, v]) => isOwner(k) && Array.isArray(v) && v.every((x) => typeof x === 'string')))
      out.order = Object.fromEntries(Object.entries(order as Record<string, string[]>).map(([k, v]) => [k, [...v]]));
    else bad('« order » est un objet { propriétaire: [types de bâtiments et jetons dans l’ordre] }.');
  }
  const relicForest = get('relicForest');
  if (relicForest !== undefined) {
    if (typeof relicForest === 'string' && /^\d{1,2}(_\d{1,2})+$/.test(relicForest)) out.relicForest = relicForest;
    else bad('« relicForest » est un bois, par exemple "1_5_9".');
  }
  const column = get('column');
  if (column !== undefined) {
    if (typeof column === 'string' && (CARD_SUITS as readonly string[]).includes(column)) out.column = column as CardSuit;
    else bad('« column » est une colonne du Décret : fox, rabbit, mouse ou bird.');
  }
  const minister = get('minister');
  if (minister !== undefined) {
    if (typeof minister === 'string') out.minister = minister as Minister;
    else bad('« minister » est un Ministre (12.5.2).');
  }
  const provocation = get('provocation');
  if (provocation !== undefined) {
    if (provocation === 'vagabond' || provocation === 'vagabond2') out.provocation = provocation;
    else bad('« provocation » est le Vagabond Miséreux qui provoque le combat : vagabond ou vagabond2.');
  }
  return out;
}

function hasPawn(c: ClearingSetup, o: Owner): boolean {
  return (c.pawns ?? []).some((p) => p === o);
}

function hasPiecesOf(c: ClearingSetup, o: Owner): boolean {
  return (
    warriorsOf(c, o) > 0 ||
    (c.buildings ?? []).some((b) => b.owner === o) ||
    (c.tokens ?? []).some((t) => t.owner === o) ||
    hasPawn(c, o) ||
    (o === 'hundreds' && c.warlord === true)
  );
}

/**
 * Validates the battle and fixes the choices. `lenient` skips the legality checks (used for
 * default orders).
 */
function prepare(setupIn: Setup, params: BattleParams, lenient = false): Prep & { problems: Problem[] } {
  const problems: Problem[] = [];
  const v = validate(setupIn);
  const setup = v.ok ? v.setup : normalizeSetup(setupIn);
  if (!v.ok && !lenient) problems.push(...v.problems);
  const clearing = params.clearing;
  const choicesIn = readChoices(params.choices, problems);
  const P: Prep & { problems: Problem[] } = {
    problems,
    setup,
    clearing,
    attacker: params.attacker,
    defender: params.defender,
    choices: { ...choicesIn },
    options: [],
    defaults: [],
    rules: [],
    on: NO_HOOKS,
    notes: [],
    suit: null,
    allies: { attacker: [], defender: [] },
    bonusHits: (params.bonusHits ?? []).filter((b) => Number.isInteger(b.hits) && b.hits > 0 && b.hits <= 10),
    spare: undefined,
  };
  if (!Number.isInteger(clearing) || clearing < 1 || clearing > 12 || !placeExists(setup, clearing)) {
    problems.push(problem('4.3', 'Le combat a lieu dans une clairière de 1 à 12.', 'combat'));
    return P;
  }
  if (!isOwner(params.attacker) || !isOwner(params.defender)) {
    problems.push(problem('4.3', 'L’attaquant et le défenseur sont des factions ou des Nomades.', 'combat'));
    return P;
  }
  const ctx0 = makeContext(setup);
  P.suit = suitOf(setup, clearing);
  P.rules = activeRules(ctx0);
  P.on = hooksOf(P.rules);
  if (choicesIn.provocation) P.instigator = choicesIn.provocation;
  // the query the checks and the options read: on a copy, as no hook is meant to change it
  const w0 = newWork(cloneSetup(setup), false);
  const q0 = query(P, w0);
  P.spare = w0;
  const c0 = setup.clearings[String(clearing)] ?? {};
  const where = `clairière ${clearing}`;
  if (!lenient) {
    for (const o of [params.attacker, params.defender]) if (!ctx0.inGame(o)) problems.push(problem('5.1.1', `${capitalize(theName(o, setup))} : pas en jeu.`, 'combat'));
    if (params.attacker === params.defender) problems.push(problem('4.3', 'L’attaquant choisit un adversaire : il ne se combat pas lui-même (4.3).', 'combat'));
    // mercenaries count as the buyer's own warriors for battle (11.2.7.III): the official FAQ lets a
    // buyer initiate a battle where only the Company's warriors stand (LederCards/rules, faq 11.2.7)
    const borrowedHere = P.on.allies.some((hook) => hook(q0, 'attacker').some((a) => a.split === 'even' && a.count > 0));
    const attackerHere = warriorsOf(c0, params.attacker) > 0 || hasPawn(c0, params.attacker) || extraWarriors(P, q0, params.attacker).length > 0 || borrowedHere;
    if (!attackerHere) problems.push(problem('4.3', `${capitalize(theName(params.attacker, setup))} n’a ni guerrier ni pion dans la ${where} : on ne combat que là où l’on a des guerriers ou un pion (4.3).`, where));
    if (!hasPiecesOf(c0, params.defender)) problems.push(problem('4.3', `${capitalize(theName(params.defender, setup))} n’a aucune pièce dans la ${where} : le défenseur est un adversaire présent dans la clairière (4.3).`, where));
    for (const [a, b] of [
      [params.attacker, params.defender],
      [params.defender, params.attacker],
    ] as const) {
      if (isNomadId(b) && isFactionId(a) && ctx0.supervisorOf(b) === a)
        problems.push(problem('E.3.2', `${capitalize(theName(b, setup))} : Nomade supervisé par ${theName(a, setup)}, donc pas son adversaire (E.3.2).`, 'combat'));
      else if (isNomadId(b) && isFactionId(a) && !ctx0.adversary(a, b))
        problems.push(
          problem('E.3.2', `${capitalize(theName(b, setup))} : Nomade supervisé par ${theName(ctx0.supervisorOf(b)!, setup)}, en coalition avec ${theName(a, setup)}, donc pas son adversaire (E.3.2, 9.2.8) : on ne combat qu’un adversaire (4.3).`, 'combat'),
        );
    }
    if (isFactionId(params.attacker) && isFactionId(params.defender) && params.attacker !== params.defender && !ctx0.adversary(params.attacker, params.defender))
      problems.push(
        problem(
          '4.3',
          `${capitalize(theName(params.attacker, setup))} et ${theName(params.defender, setup)} sont en coalition (9.2.8) : aucun n’est l’adversaire de l’autre (G.1.2), or le défenseur doit être un adversaire (4.3).`,
          'combat',
        ),
      );
    if (P.instigator) {
      const inst = P.instigator;
      if (!ctx0.inGame(inst) || setup.players[inst]?.character !== 'vagrant')
        problems.push(problem('D.4.2', 'La Provocation est l’action spéciale du Miséreux : ce Vagabond doit être en jeu avec ce personnage (D.4.2, R7.7.4).', 'choix'));
      else if (!hasPawn(c0, inst)) problems.push(problem('D.4.2', `Le Miséreux provoque un combat dans sa propre clairière : son pion n’est pas dans la ${where} (D.4.2).`, 'choix'));
      if (inst === params.attacker || inst === params.defender) problems.push(problem('D.4.2', 'Le Miséreux choisit deux autres joueurs : l’attaquant et le défenseur (D.4.2).', 'choix'));
    }
    for (const hook of P.on.check)
      for (const x of hook(q0)) {
        if (x.forbid) problems.push({ ...x.forbid, where: 'combat' });
        if (x.note) P.notes.push(x.note);
      }
  }
  if (problems.length) return P;
  offerOptions(P, setup, params, choicesIn, q0, ctx0, c0);
  return P;
}

/**
 * The reason of an option whose text depends only on `key` (a side's name, the clearing's suit):
 * written and typeset once, then kept by its key, as battles offer the same options again and
 * again and their long texts cost more to write than the rest of the preparation. A new Reason
 * each time (the text, a string, is shared).
 */
const OPTION_TEXTS = new BoundedMemo<string, string>(256);
function optionReason(rule: string, key: string, text: () => string): Reason {
  return { rule, text: OPTION_TEXTS.get(key, () => reason(rule, text()).text) };
}

/**
 * The choices of the battle (4.3.1 ambushes, 4.3.3 cards, 4.3.4 orders, the modules' own), with
 * their defaults applied to P.choices, and the allies fixed at the start of the battle.
 */
function offerOptions(P: Prep & { problems: Problem[] }, setup: Setup, params: BattleParams, choicesIn: BattleChoices, q0: BattleQuery, ctx0: RulesContext, c0: ClearingSetup): void {
  const problems = P.problems;
  // options and defaults
  const opt = (o: Omit<BattleOption, 'isDefault' | 'value'> & { def: ChoiceValue }) => {
    const given = Object.prototype.hasOwnProperty.call(choicesIn, o.choice) && choicesIn[o.choice] !== undefined;
    const value = given ? (choicesIn[o.choice] as ChoiceValue) : o.def;
    if (!given) {
      (P.choices as Record<string, unknown>)[o.choice] = o.def;
      P.defaults.push(o.choice);
    }
    // written out, in the order of the fields given (no rest or spread: a battle makes several)
    P.options.push({ choice: o.choice, by: o.by, label: frenchTypography(o.label), alternatives: o.alternatives, reason: o.reason, value, isDefault: !given });
  };
  const A = params.attacker;
  const D = params.defender;
  const defBan = ambushBan(P, q0, 'defender');
  if (!defBan) {
    opt({
      choice: 'ambush',
      by: D,
      label: 'Embuscade du défenseur',
      def: null,
      alternatives: [null, ...ambushSuits(P)],
      reason: optionReason('4.3.1', `ambush|${P.suit}|${theName(D, setup)}`, () => `${capitalize(theName(D, setup))} ${isPluralName(D, setup) ? 'peuvent' : 'peut'} jouer une Embuscade ${P.suit ? CARD_SUIT_NAMES[P.suit] : '(couleur de clairière inconnue)'} ou Oiseau (4.3.1) ; par défaut, aucune : la main est secrète (1.2.1).`),
    });
  } else if (choicesIn.ambush) P.notes.push(reason(defBan.rule, `Embuscade ignorée : ${defBan.text}`));
  if (!defBan && P.choices.ambush) {
    if (!ambushSuits(P).includes(P.choices.ambush)) {
      problems.push(problem('4.3.1', `Une Embuscade ${CARD_SUIT_NAMES[P.choices.ambush]} ne se joue que dans une clairière ${CARD_SUIT_NAMES[P.choices.ambush]} ; ici : ${P.suit ? CARD_SUIT_NAMES[P.suit] : 'couleur inconnue'} (4.3.1).`, 'choix'));
      return;
    }
    const atkBan = ambushBan(P, q0, 'attacker');
    if (!atkBan)
      opt({
        choice: 'counterAmbush',
        by: A,
        label: 'Embuscade de l’attaquant pour contrer',
        def: null,
        alternatives: [null, ...ambushSuits(P)],
        reason: reason('4.3.1.I', `${capitalize(theName(A, setup))} ${isPluralName(A, setup) ? 'peuvent' : 'peut'} contrer avec ${isPluralName(A, setup) ? 'leur' : 'sa'} propre Embuscade de la couleur de la clairière ou Oiseau (4.3.1.I).`),
      });
    else if (choicesIn.counterAmbush) P.notes.push(reason(atkBan.rule, `Contre-embuscade ignorée : ${atkBan.text}`));
    if (P.choices.counterAmbush && !ambushSuits(P).includes(P.choices.counterAmbush)) {
      problems.push(problem('4.3.1.I', `La contre-embuscade est aussi de la couleur de la clairière ou Oiseau (4.3.1.I).`, 'choix'));
      return;
    }
  } else if (choicesIn.counterAmbush) P.notes.push(reason('4.3.1.I', 'Contre-embuscade sans objet : le défenseur ne joue pas d’Embuscade.'));
  if (defBan) P.choices.ambush = null;
  if (!P.choices.ambush) P.choices.counterAmbush = null;
  for (const role of BATTLE_ROLES) {
    const key = role === 'attacker' ? 'attackerCards' : 'defenderCards';
    const ban = cardAllowed(P, q0, role);
    const owner = q0.owner(role);
    if (ban) {
      if (choicesIn[key]?.length) P.notes.push(reason(ban.rule, `Cartes ignorées : ${ban.text}`));
      P.choices[key] = [];
      continue;
    }
    const usable = cardsFor(P, role);
    const wanted = P.choices[key] ?? [];
    for (const id of wanted)
      if (!usable.includes(id))
        P.notes.push(reason(BATTLE_CARDS[id].rule, `${cardDisplayName(BATTLE_CARDS[id])} : sans effet pour ${theName(owner, setup)} dans ce combat (${BATTLE_CARDS[id].effect})`));
    if (Object.prototype.hasOwnProperty.call(choicesIn, key)) P.choices[key] = wanted.filter((id) => usable.includes(id));
    opt({
      choice: key,
      by: owner,
      label: `Cartes ${ofName(owner, setup)}`,
      def: [],
      alternatives: usable,
      // the usable cards depend only on the side and the clearing's suit (cardsFor)
      reason: optionReason('4.3.3', `cards|${role}|${P.suit}|${theName(owner, setup)}`, () => `Cartes utilisables par ${theName(owner, setup)} : ${usable.map((id) => cardDisplayName(BATTLE_CARDS[id])).join(', ')} ; par défaut, aucune (4.3.3).`),
    });
  }
  // order of buildings and tokens, for human owners with a choice to make
  for (const role of BATTLE_ROLES) {
    const owner = q0.owner(role);
    if (isBotOwner(ctx0, owner)) continue;
    const by = P.instigator ?? q0.owner(other(role));
    const kinds = [...new Set(orderedPieces(P, q0, c0, owner, by).map((p) => p.kind))];
    if (kinds.length < 2) continue;
    const chosen = choicesIn.order?.[owner];
    P.options.push({
      choice: 'order',
      by: P.instigator ?? owner,
      label: frenchTypography(`Ordre de retrait des bâtiments et jetons ${ofName(owner, setup)}`),
      value: chosen ?? kinds,
      isDefault: !chosen,
      alternatives: kinds,
      reason: reason(P.instigator ? 'D.4.2' : '4.3.4', P.instigator ? 'Le Miséreux choisit l’ordre dans lequel chacun retire ses bâtiments et jetons (D.4.2).' : `${capitalize(theName(owner, setup))} ${ctx0.verb(owner, 'choisit', 'choisissent')} l’ordre de ses bâtiments et jetons (4.3.4) ; par défaut, le moins de points pour l’adversaire, puis les jetons.`),
    });
    if (!chosen && !P.defaults.includes('order')) P.defaults.push('order');
  }
  // what is declared as the battle begins comes before the ambush (Looters 14.2.5; FAQ Lord of the Hundreds 4)
  const atStartOptions: BattleOption[] = [];
  for (const hook of P.on.options) {
    for (const { atStart, ...o } of hook(q0)) {
      const given = Object.prototype.hasOwnProperty.call(choicesIn, o.choice) && choicesIn[o.choice] !== undefined;
      const label = frenchTypography(o.label);
      const into = atStart ? atStartOptions : P.options;
      if (!given) {
        (P.choices as Record<string, unknown>)[o.choice] = o.value;
        P.defaults.push(o.choice);
        into.push({ ...o, label, isDefault: true });
      } else into.push({ ...o, label, value: choicesIn[o.choice] as ChoiceValue, isDefault: false });
    }
  }
  if (atStartOptions.length) P.options.unshift(...atStartOptions);
  // allies, fixed at the start of the battle (9.2.9.II.c « au début d'un combat »)
  for (const role of BATTLE_ROLES) for (const hook of P.on.allies) P.allies[role].push(...hook(q0, role));
  for (const role of BATTLE_ROLES) for (const a of P.allies[role]) P.notes.push(a.reason);
}

// ------------------------------------------------------------------ the steps

/** Step 1 (4.3.1) and what happens before the dice: the same for every roll. */
function beforeDice(P: Prep, detail = true): Work[] {
  let w = !detail ? P.spare : undefined;
  if (w) P.spare = undefined;
  else w = newWork(cloneSetup(P.setup), detail);
  if (detail) w.steps.push(...P.notes);
  const setup = w.setup;
  const A = P.attacker;
  const D = P.defender;
  if (w.detail) w.steps.push(reason('4.3', `${capitalize(theName(A, setup))} ${w.ctx.verb(A, 'attaque', 'attaquent')} ${theName(D, setup)} dans la clairière ${P.clearing}${P.suit ? ` (${CARD_SUIT_NAMES[P.suit]})` : ''}${P.instigator ? `, combat provoqué par ${theName(P.instigator, setup)} (D.4.2)` : ''} (4.3).`));
  // declarations at the start, before the defender's ambush (Looters 14.2.5; FAQ Lord of the Hundreds 4)
  if (w.detail && P.on.declare.length) {
    const q = query(P, w);
    for (const hook of P.on.declare) w.steps.push(...hook(q));
  }
  let ws: Work[] = [w];
  const amb = P.choices.ambush;
  if (amb) {
    if (P.choices.counterAmbush) {
      if (w.detail) w.steps.push(reason('4.3.1.I', `${capitalize(theName(D, setup))} ${w.ctx.verb(D, 'joue', 'jouent')} une Embuscade ${CARD_SUIT_NAMES[amb]} ; ${theName(A, setup)} ${w.ctx.verb(A, 'la contre', 'la contrent')} avec une Embuscade ${CARD_SUIT_NAMES[P.choices.counterAmbush!]} : le défenseur défausse la sienne, pas de pertes (4.3.1.I).`));
      w.effects.push(reason('4.3.1.I', `Cartes défaussées : Embuscade ${CARD_SUIT_NAMES[amb]} ${ofName(D, setup)}, Embuscade ${CARD_SUIT_NAMES[P.choices.counterAmbush]} ${ofName(A, setup)}.`));
    } else if (P.choices.attackerCards?.includes('scouting_party')) {
      if (w.detail) w.steps.push(reason('4.3.1', `${capitalize(theName(D, setup))} ${w.ctx.verb(D, 'joue', 'jouent')} une Embuscade ${CARD_SUIT_NAMES[amb]}, mais ${theName(A, setup)} ${w.ctx.verb(A, 'a', 'ont')} la carte ${cardDisplayName(BATTLE_CARDS.scouting_party)} : les cartes Embuscade ne l’affectent pas (4.3.1).`));
      w.effects.push(reason('4.3.1', `Carte défaussée : Embuscade ${CARD_SUIT_NAMES[amb]} ${ofName(D, setup)}.`));
    } else {
      if (w.detail) w.steps.push(reason('4.3.1.II', `${capitalize(theName(D, setup))} ${w.ctx.verb(D, 'joue', 'jouent')} une Embuscade ${CARD_SUIT_NAMES[amb]} : 2 pertes immédiates pour ${theName(A, setup)} (4.3.1.II).`));
      w.effects.push(reason('4.3.1.II', `Carte défaussée : Embuscade ${CARD_SUIT_NAMES[amb]} ${ofName(D, setup)}.`));
      w.ambushHits = 2;
      ws = takeHits(P, w, 'attacker', 2, 'ambush').map((x) => afterRemoval(P, x, 0));
      for (const x of ws) {
        const q = query(P, x);
        const left = sideWarriors(P, x, q, 'attacker');
        const pawn = hasPawn(here(x, P.clearing), A);
        if (left.own + (P.allies.attacker.some((a) => a.split === 'even') ? left.allies : 0) === 0 && !pawn) {
          x.ended = true;
          if (x.detail) x.steps.push(reason('4.3.1.II', `${capitalize(theName(A, x.setup))} n’${x.ctx.verb(A, 'a', 'ont')} plus ni guerrier ni pion dans la clairière : le combat prend fin immédiatement (4.3.1.II).`));
        }
      }
    }
  }
  for (const x of ws) {
    if (x.ended) continue;
    const q = query(P, x);
    for (const hook of P.on.beforeRoll) applyEffects(P, x, hook(q));
  }
  return ws;
}

function dieWord(n: number): string {
  return String(n);
}

/**
 * The maximum of rolled hits of each side (4.3.2.I) and whether it deals none (Looters), after
 * step 1. `why` writes the reason of the maximum, only when a step is written.
 */
function capsOf(P: Prep, w: Work): Record<BattleRole, { cap: number; why: () => Reason; noRoll: Reason | null }> {
  const q = query(P, w);
  const out = {} as Record<BattleRole, { cap: number; why: () => Reason; noRoll: Reason | null }>;
  for (const role of BATTLE_ROLES) {
    const owner = q.owner(role);
    const sw = sideWarriors(P, w, q, role);
    let cap = sw.own + sw.allies;
    const warriors = cap;
    const setup = w.setup;
    let capWhy = (): Reason => reason('4.3.2.I', `Maximum ${ofName(owner, setup)} : ${plural(warriors, 'guerrier')} dans la clairière (4.3.2.I).`);
    for (const hook of P.on.cap) {
      const m = hook(q, role, sw.own + sw.allies, sw.allies);
      if (!m) continue;
      if (m.set !== undefined) cap = m.set;
      if (m.add) cap += m.add;
      capWhy = () => m.reason;
    }
    if (w.capAdd[role]) {
      cap += w.capAdd[role];
      const before = capWhy;
      const added = w.capAdd[role];
      const total = cap;
      capWhy = () => {
        const r = before();
        return reason(r.rule, `${r.text.replace(/\s*\([^()]*\)\.?$/, '')} + ${added} : maximum ${total} (${r.rule}).`);
      };
    }
    let noRoll: Reason | null = null;
    for (const hook of P.on.noRolledHits) {
      noRoll = hook(q, role) ?? null;
      if (noRoll) break;
    }
    out[role] = { cap, why: capWhy, noRoll };
  }
  return out;
}

/** Who deals which die (4.3.2; Guerrilla 8.2.2). */
function diceOf(P: Prep, w: Work, roll: [number, number]): { die: Record<BattleRole, number>; swap: Reason | null } {
  const q = query(P, w);
  const hi = Math.max(roll[0], roll[1]);
  const lo = Math.min(roll[0], roll[1]);
  let swap: Reason | null = null;
  for (const hook of P.on.dice) {
    swap = hook(q) ?? null;
    if (swap) break;
  }
  return { die: { attacker: swap ? lo : hi, defender: swap ? hi : lo }, swap };
}

/** Steps 2–4 (4.3.2–4.3.4) for one roll, from a state after step 1. Outcomes differ by position, points, pieces, items and effects (cards spent…). */
/** `caps`: capsOf(P, pre), when already known. */
function afterDice(P: Prep, pre: Work, roll: [number, number], known?: ReturnType<typeof capsOf>): Work[] {
  const w = cloneWork(pre, P.clearing);
  if (w.ended) return [finishBattle(P, w)];
  const q = query(P, w);
  const [a, b] = roll;
  const { die, swap } = diceOf(P, w, roll);
  if (w.detail)
    w.steps.push(
      swap
        ? reason(swap.rule, `Dés : ${a} et ${b}. ${swap.text} L’attaquant inflige ${dieWord(die.attacker)}, le défenseur ${dieWord(die.defender)}.`)
        : reason('4.3.2', `Dés : ${a} et ${b}. L’attaquant inflige ${dieWord(die.attacker)} (le plus grand), le défenseur ${dieWord(die.defender)} (le plus petit) (4.3.2).`),
    );
  const caps = known ?? capsOf(P, w);
  const rolled = { attacker: 0, defender: 0 };
  for (const role of BATTLE_ROLES) {
    const { cap, why, noRoll } = caps[role];
    rolled[role] = noRoll ? 0 : Math.min(die[role], cap);
    if (!w.detail) continue;
    if (noRoll) w.steps.push(noRoll);
    else {
      const why0 = why();
      w.steps.push(reason(why0.rule, `${why0.text} ${capitalize(role === 'attacker' ? 'l’attaquant' : 'le défenseur')} inflige ${rolled[role]} ${rolled[role] < die[role] ? `au lieu de ${die[role]} ` : ''}avec son dé.`));
    }
  }
  // step 3: the extra hits of each side; their reasons are written (after the cards' own effects)
  // only when the steps are
  const total = { attacker: rolled.attacker, defender: rolled.defender };
  const whyA: Reason[] | null = w.detail ? [] : null;
  const whyD: Reason[] | null = w.detail ? [] : null;
  const extra = (role: BattleRole, hits: number, why: Reason | (() => Reason)) => {
    total[role] += hits;
    const list = role === 'attacker' ? whyA : whyD;
    if (list) list.push(typeof why === 'function' ? why() : why);
  };
  const dsw = sideWarriors(P, w, q, 'defender');
  let defenceless = dsw.own + dsw.allies === 0;
  let defWhy: Reason | null = null;
  for (const hook of P.on.defenceless) {
    const d = hook(q);
    if (d) {
      defenceless = d.defenceless;
      defWhy = d.reason;
      break;
    }
  }
  if (defenceless) extra('attacker', 1, defWhy ?? (() => reason('4.3.3.II', `${capitalize(theName(P.defender, w.setup))} n’${w.ctx.verb(P.defender, 'a', 'ont')} aucun guerrier ici : sans défense, 1 perte additionnelle pour l’attaquant (4.3.3.II).`)));
  else if (defWhy && w.detail) w.steps.push(defWhy);
  for (const role of BATTLE_ROLES)
    for (const hook of P.on.extraHits) for (const x of hook(q, role, { rolled: rolled[role] })) extra(role, x.hits, x.reason);
  for (const b of P.bonusHits) extra(b.role, b.hits, b.reason);
  const armorers: Record<BattleRole, boolean> = { attacker: false, defender: false };
  for (const role of BATTLE_ROLES) {
    const owner = q.owner(role);
    const cards = (role === 'attacker' ? P.choices.attackerCards : P.choices.defenderCards) ?? NO_CARDS;
    for (const id of cards) {
      const card = BATTLE_CARDS[id];
      if (id === 'brutal_tactics') {
        extra('attacker', 1, () => reason('4.3.3.I', `${cardDisplayName(card)} : ${theName(owner, w.setup)} ${w.ctx.verb(owner, 'inflige', 'infligent')} 1 perte additionnelle ; ${theName(P.defender, w.setup)} ${w.ctx.verb(P.defender, 'marque', 'marquent')} 1 point (carte ${cardDisplayName(card)}, 4.3.3.I).`));
        scorePoints(w, P.defender, 1);
      } else if (id === 'sappers') {
        extra('defender', 1, () => reason('4.3.3.I', `${cardDisplayName(card)} : ${theName(owner, w.setup)} ${w.ctx.verb(owner, 'défausse', 'défaussent')} la carte pour infliger 1 perte additionnelle (4.3.3.I).`));
        w.effects.push(reason('4.3.3', `Carte défaussée : ${cardDisplayName(card)} ${ofName(owner, w.setup)}.`));
      } else if (card.clearingSuit && card.clearingSuit === P.suit) {
        const suit = card.clearingSuit;
        extra(role, 1, () => reason('4.3.3.I', `${cardDisplayName(card)} : 1 perte additionnelle ; ${theName(owner, w.setup)} ${w.ctx.verb(owner, 'défausse', 'défaussent')} ensuite toutes ses cartes sauf les ${CARD_SUIT_NAMES[suit]} (4.3.3.I).`));
        w.effects.push(reason('4.3.3', `${cardDisplayName(card)} : ${theName(owner, w.setup)} ${w.ctx.verb(owner, 'défausse', 'défaussent')} toutes ses cartes en main sauf les ${CARD_SUIT_NAMES[suit]}.`));
      } else if (id === 'armorers') armorers[role] = true;
    }
  }
  if (whyA) for (const x of whyA) w.steps.push(x);
  if (whyD) for (const x of whyD) w.steps.push(x);
  // Armorers: the side ignores the rolled hits it takes
  const taken = { attacker: total.defender, defender: total.attacker };
  for (const role of BATTLE_ROLES) {
    const foeRolled = rolled[other(role)];
    if (armorers[role] && foeRolled > 0) {
      taken[role] -= foeRolled;
      const owner = q.owner(role);
      if (w.detail) w.steps.push(reason('4.3.3', `${cardDisplayName(BATTLE_CARDS.armorers)} : ${theName(owner, w.setup)} ${w.ctx.verb(owner, 'défausse', 'défaussent')} la carte et ${w.ctx.verb(owner, 'ignore', 'ignorent')} les ${plural(foeRolled, 'perte')} du jet de dés (4.3.3).`));
      w.effects.push(reason('4.3.3', `Carte défaussée : ${cardDisplayName(BATTLE_CARDS.armorers)} ${ofName(owner, w.setup)}.`));
    }
  }
  w.hits = { attacker: total.attacker, defender: total.defender };
  if (w.detail) w.steps.push(reason('4.3.4', `Pertes infligées simultanément : ${total.attacker} par l’attaquant, ${total.defender} par le défenseur (4.3.4).`));
  const start = w.removed.length;
  // plain loops rather than flatMap and map: every roll of every battle comes here
  const out: Work[] = [];
  for (const x of takeHits(P, w, 'defender', taken.defender, 'battle'))
    for (const y of takeHits(P, x, 'attacker', taken.attacker, 'battle')) out.push(finishBattle(P, afterRemoval(P, y, start)));
  return out;
}

// ------------------------------------------------------------------ outcomes

/**
 * `setup`: the branch's position, normalised (given when already known); `later`: the outcome's
 * steps and its own copy of the position, built the first time they are read (then kept) — see
 * battle(); without it (resolveRoll), the branch's own steps and `setup`. Those stay ordinary, enumerable properties for whoever reads, copies or serialises
 * the outcome, and they can be replaced.
 */
function toOutcome(
  P: Prep,
  w: Work,
  rolls: [number, number][],
  prob: Fraction,
  setup: Setup = normalizeSetup(w.setup),
  later?: { steps: () => Reason[]; setup: (() => Setup) | undefined; ruler: Ruler | null },
): BattleOutcome {
  const ruler = later ? later.ruler : rulerOf(setup, P.clearing);
  const removed: BattleOutcome['removed'] = { attacker: [], defender: [] };
  for (const p of w.removed) removed[p.side].push(p);
  return new Outcome(w, rolls, prob, removed, ruler, later?.setup ?? setup, later ? later.steps : w.steps);
}

/**
 * An outcome whose `setup` and `steps` may be made the first time they are read (then kept), yet
 * are own, enumerable properties like the others: JSON, Object.entries and spreads see them, and
 * they can be replaced. Every outcome gets the same two accessors (Object.defineProperty with
 * shared descriptors, in the order outcomes have always been written): an object literal with
 * `get` and `set` would make four new functions for each outcome, and be slower to build.
 */
class Outcome implements BattleOutcome {
  declare probability: Fraction;
  declare rolls: [number, number][];
  declare draws: string[];
  declare hits: { attacker: number; defender: number };
  declare ambushHits: number;
  declare removed: { attacker: RemovedPiece[]; defender: RemovedPiece[] };
  declare damaged: Partial<Record<Owner, number>>;
  declare points: Partial<Record<FactionId, number>>;
  declare ruler: Ruler | null;
  declare setup: Setup;
  declare endedAfterAmbush: boolean;
  declare effects: Reason[];
  declare prompts: Reason[];
  declare steps: Reason[];
  #setup: Setup | (() => Setup);
  #steps: Reason[] | (() => Reason[]);
  static readonly #SETUP: PropertyDescriptor = {
    get(this: Outcome) {
      const s = this.#setup;
      return typeof s === 'function' ? (this.#setup = s()) : s;
    },
    set(this: Outcome, v: Setup) {
      this.#setup = v;
    },
    enumerable: true,
    configurable: true,
  };
  static readonly #STEPS: PropertyDescriptor = {
    get(this: Outcome) {
      const s = this.#steps;
      return typeof s === 'function' ? (this.#steps = s()) : s;
    },
    set(this: Outcome, v: Reason[]) {
      this.#steps = v;
    },
    enumerable: true,
    configurable: true,
  };
  /** `setup`, `steps`: the values, or what makes them when first read */
  constructor(w: Work, rolls: [number, number][], prob: Fraction, removed: Outcome['removed'], ruler: Ruler | null, setup: Setup | (() => Setup), steps: Reason[] | (() => Reason[])) {
    this.#setup = setup;
    this.#steps = steps;
    this.probability = prob;
    this.rolls = rolls;
    this.draws = w.draws;
    this.hits = w.hits;
    this.ambushHits = w.ambushHits;
    this.removed = removed;
    this.damaged = w.damaged as Partial<Record<Owner, number>>;
    this.points = w.points as Partial<Record<FactionId, number>>;
    this.ruler = ruler;
    Object.defineProperty(this, 'setup', Outcome.#SETUP);
    this.endedAfterAmbush = w.ended;
    this.effects = w.effects;
    this.prompts = w.prompts;
    Object.defineProperty(this, 'steps', Outcome.#STEPS);
  }
}

/** A branch after the dice, on its way to an outcome. */
interface Branch {
  w: Work;
  /** its battle clearing, in normal form */
  c: ClearingSetup | undefined;
  /** signatureOf(w) */
  signature: number;
  /** its full key (outcomeKey), once written */
  key: string | undefined;
  /** where it came from, to rebuild its steps */
  origin: { pre: number; roll: [number, number]; branch: number };
}

/**
 * A number that branches with the same full key (outcomeKey) always share: it is made only of what
 * that key holds, each part read whatever its order (how many pieces each side lost, the points
 * scored, the items damaged, the end after the ambush). Branches with different signatures are
 * different outcomes; only those with the same one compare their keys.
 */
function signatureOf(w: Work): number {
  let attacker = 0;
  let defender = 0;
  for (const p of w.removed) {
    if (p.side === 'attacker') attacker++;
    else defender++;
  }
  let scorers = 0;
  let points = 0;
  for (const f in w.points) {
    const v = w.points[f]!;
    if (v) {
      scorers++;
      points += v;
    }
  }
  let damagedOwners = 0;
  let damaged = 0;
  for (const o in w.damaged) {
    damagedOwners++;
    damaged += w.damaged[o]!;
  }
  let h = mix(0, attacker);
  h = mix(h, defender);
  h = mix(h, scorers);
  h = mix(h, points);
  h = mix(h, damagedOwners);
  h = mix(h, damaged);
  return mix(h, w.ended ? 1 : 0);
}

/** one more number into a signature (a multiplicative hash: different orders of parts give different numbers) */
const mix = (h: number, x: number) => Math.imul(h ^ x, 0x9e3779b1) ^ (h >>> 15);

/**
 * The items of a list in the order sort() gives strings, joined. The lists are short (the pieces
 * one side lost): sorted in place by insertion, cheaper there than Array.prototype.sort.
 */
function listKey(xs: string[] | undefined): string {
  if (!xs) return '';
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i]!;
    let j = i - 1;
    while (j >= 0 && xs[j]! > x) {
      xs[j + 1] = xs[j]!;
      j--;
    }
    xs[j + 1] = x;
  }
  return xs.length === 1 ? xs[0]! : xs.join(',');
}

/**
 * What tells two outcomes apart: the position afterwards (`setupKey`: its notation, or what stands
 * for it in battle()), the points, the pieces removed on each side and how, the items damaged, the
 * end after the ambush and the effects. Outcomes with the same key are one outcome.
 */
function outcomeKey(setupKey: string, w: Work): string {
  // written with plain loops, sorting only lists of two or more: a battle keys every branch it resolves
  let key = setupKey + '|';
  const pts = Object.keys(w.points);
  if (pts.length > 1) pts.sort();
  let first = true;
  for (const k of pts) {
    if (!w.points[k]) continue;
    key += (first ? '' : ',') + k + w.points[k];
    first = false;
  }
  let attacker: string[] | undefined;
  let defender: string[] | undefined;
  for (const p of w.removed) {
    const s = p.owner + ':' + p.kind + ':' + p.stage;
    if (p.side === 'attacker') (attacker ??= []).push(s);
    else (defender ??= []).push(s);
  }
  key += '|' + listKey(attacker) + '|' + listKey(defender) + '|';
  const dmg = Object.keys(w.damaged);
  if (dmg.length > 1) dmg.sort();
  for (let i = 0; i < dmg.length; i++) key += (i ? ',' : '') + dmg[i] + w.damaged[dmg[i]!];
  key += '|' + w.ended;
  for (const e of w.effects) key += '|' + e.text;
  return key;
}

const ALL_ROLLS: [number, number][] = BATTLE_ROLLS.map((r) => r.roll);
/** a common denominator of the rolls' probabilities */
const ROLLS_DENOMINATOR = BATTLE_ROLLS.reduce((d, r) => lcm(d, r.probability.d), 1n);
/** each roll with its higher and lower die, and its probability over ROLLS_DENOMINATOR (a small integer) */
const ROLL_TABLE = BATTLE_ROLLS.map(({ roll, probability }) => ({
  roll,
  hi: Math.max(roll[0], roll[1]),
  lo: Math.min(roll[0], roll[1]),
  weight: Number(probability.n * (ROLLS_DENOMINATOR / probability.d)),
}));
/**
 * n/ROLLS_DENOMINATOR, reduced, for every n from 0 to that denominator: the probability of a group
 * of rolls, made once. Frozen, as outcomes share them (a probability is replaced, never changed).
 */
const ROLL_FRACTIONS: readonly Fraction[] = Array.from({ length: Number(ROLLS_DENOMINATOR) + 1 }, (_, n) => Object.freeze(frac(n, ROLLS_DENOMINATOR)));
const byRoll = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
function inOrder(rolls: [number, number][]): boolean {
  for (let i = 1; i < rolls.length; i++) if (byRoll(rolls[i - 1]!, rolls[i]!) > 0) return false;
  return true;
}

function failed(params: BattleParams, problems: Problem[]): BattleResult {
  return {
    ok: false,
    problems,
    clearing: params.clearing,
    attacker: params.attacker,
    defender: params.defender,
    choices: {},
    options: [],
    defaults: [],
    notes: [],
    outcomes: [],
    aggregates: null,
  };
}

function hasAnyPiece(c: ClearingSetup | undefined, o: Owner): boolean {
  return !!c && hasPiecesOf(c, o);
}

/** Does the attacker belong to the team that rules (the fully cooperative game, R3)? */
function inRulingTeam(P: Prep, setup: Setup): boolean {
  const ctx = makeContext(setup);
  return activeRules(ctx).some((r) => r.control?.pool?.(ctx)?.members.includes(P.attacker));
}

/** `setups[i]`: the position after `outcomes[i]`, normalised (its `setup`). */
function aggregate(P: Prep, outcomes: BattleOutcome[], setups: Setup[]): BattleAggregates {
  // every sum is kept as a numerator over one common denominator (the outcomes' least common
  // one), added as integers, and reduced once at the end: the same exact fractions as adding them
  // one by one, without reducing at every step
  const D = outcomes.reduce((d, o) => lcm(d, o.probability.d), 1n);
  return D <= NUMBER_SUMS_BOUND ? aggregateWith(NUMBER_SUMS, P, outcomes, setups, D) : aggregateWith(BIGINT_SUMS, P, outcomes, setups, D);
}

function aggregateWith<N>(S: Sums<N>, P: Prep, outcomes: BattleOutcome[], setups: Setup[], D: bigint): BattleAggregates {
  let total = S.zero;
  let wiped = S.zero;
  let rules = S.zero;
  let removedA = S.zero;
  let removedD = S.zero;
  const damaged = new Map<Owner, N>();
  const pts = new Map<FactionId, Map<number, N>>();
  const scorers = new Set<FactionId>();
  for (const o of outcomes) for (const f in o.points) scorers.add(f as FactionId);
  const k = String(P.clearing);
  for (let i = 0; i < outcomes.length; i++) {
    const o = outcomes[i]!;
    const setup = setups[i]!;
    const p = S.of(o.probability, D);
    total = S.add(total, p);
    if (!hasAnyPiece(setup.clearings[k], P.defender)) wiped = S.add(wiped, p);
    if (o.ruler === P.attacker || (o.ruler === 'humans' && inRulingTeam(P, setup))) rules = S.add(rules, p);
    removedA = S.add(removedA, S.times(p, o.removed.attacker.length));
    removedD = S.add(removedD, S.times(p, o.removed.defender.length));
    for (const owner in o.damaged) {
      const v = o.damaged[owner as Owner];
      damaged.set(owner as Owner, S.add(damaged.get(owner as Owner) ?? S.zero, S.times(p, v ?? 0)));
    }
    for (const f of scorers) {
      const vp = o.points[f] ?? 0;
      let m = pts.get(f);
      if (!m) pts.set(f, (m = new Map<number, N>()));
      m.set(vp, S.add(m.get(vp) ?? S.zero, p));
    }
  }
  const points: BattleAggregates['points'] = {};
  for (const [f, m] of pts) points[f] = [...m.entries()].sort((a, b) => a[0] - b[0]).map(([vp, n]) => ({ vp, probability: S.fraction(n, D) }));
  const expectedDamaged: Partial<Record<Owner, Fraction>> = {};
  for (const [owner, n] of damaged) expectedDamaged[owner] = S.fraction(n, D);
  return {
    total: S.fraction(total, D),
    defenderWipedOut: S.fraction(wiped, D),
    attackerRules: S.fraction(rules, D),
    expectedRemoved: { attacker: S.fraction(removedA, D), defender: S.fraction(removedD, D) },
    expectedDamaged,
    points,
  };
}

/**
 * The exact distribution of the outcomes of a battle in `clearing` (4.3). Never throws: an
 * impossible battle gives `ok: false` and French problems.
 */
export function battle(setup: Setup, params: BattleParams): BattleResult {
  let P: ReturnType<typeof prepare>;
  try {
    P = prepare(setup, params);
  } catch {
    return failed(params, [problem(FORMAT, 'Combat illisible.', 'combat')]);
  }
  if (P.problems.length) return failed(params, P.problems);
  // Outcomes that leave the same position, points, removals and effects are one (outcomeKey). Only
  // branches with the same signature (signatureOf) can be one; their full keys are written then. A
  // branch's position differs from the position before the dice only in the battle's clearing
  // until an effect applies elsewhere (Work.base): the rest is then encoded once, and the branch is
  // told apart by its clearing's notation (keyOf). Each distinct outcome is built once, from the
  // first branch leading to it. The French steps are not built here: each outcome rebuilds its own
  // when they are read (Outcome), from where its kept branch came from (the branch before the
  // dice, the roll, the branch after).
  type Origin = Branch['origin'];
  const k = String(P.clearing);
  // a base is known by its notation with the battle's clearing emptied, interned as a number: a
  // branch's key is that number and its clearing's items (short keys, quick to compare)
  const restOf = new Map<Setup, number>();
  const rests = new Map<string, number>();
  const normalised = new Map<Setup, Setup>();
  // the positions before the dice that no effect changed beyond the battle's clearing: the same as
  // the validated position (normal, with the same active modules) but for that clearing
  const pristine = new Set<Setup>();
  /** a branch's battle clearing in normal form, computed once for its key and its outcome */
  const clearingOf = (w: Work) => normalizeClearing(w.setup.map, P.clearing, w.setup.clearings[k]);
  const tagOf = (s: Setup): number => {
    const rest = encodeSetup({ ...s, clearings: { ...s.clearings, [k]: {} } });
    let tag = rests.get(rest);
    if (tag === undefined) rests.set(rest, (tag = rests.size));
    return tag;
  };
  /** the number that stands for the rest of a branch's position (its base's, when it has one) */
  const tagOfBranch = (w: Work): number => {
    // a branch changed beyond the battle's clearing (no base) is tagged by its own rest
    let tag = w.base ? restOf.get(w.base) : tagOf(w.setup);
    if (tag === undefined) restOf.set(w.base!, (tag = tagOf(w.base!)));
    return tag;
  };
  /** a branch's full key (outcomeKey), written the first time two branches may be one outcome */
  const keyOf = (b: Branch): string => (b.key ??= outcomeKey(`${tagOfBranch(b.w)}#${clearingItems(b.w.setup.map, P.clearing, b.c)}`, b.w));
  /**
   * normalizeSetup(w.setup); from the base's normal form when the branch has one, then sharing
   * its parts with the other outcomes (`fresh` false: to read it, not to hand it out)
   */
  const normalOf = (w: Work, c: ClearingSetup | undefined): { setup: Setup; fresh: boolean } => {
    if (!w.base) return { setup: normalizeSetup(w.setup), fresh: true };
    let n = normalised.get(w.base);
    if (!n) normalised.set(w.base, (n = pristine.has(w.base) ? P.setup : normalizeSetup(w.base)));
    const clearings = { ...n.clearings };
    if (c) clearings[k] = c;
    else delete clearings[k];
    return { setup: { ...n, clearings }, fresh: false };
  };
  // the modules active in a position depend on its players, never on its clearings: once per base,
  // keeping those that change control (the others have nothing to say about it)
  const rulesOf = new Map<Setup, FactionRules[]>();
  const rulerIn = (w: Work, setup: Setup): Ruler | null => {
    if (!w.base) return rulerOf(setup, P.clearing);
    let rules = rulesOf.get(w.base);
    if (!rules) rulesOf.set(w.base, (rules = (pristine.has(w.base) ? P.rules : activeRules(makeContext(setup))).filter((r) => r.control)));
    try {
      return rulerWithContext(makeContext(setup), P.clearing, rules);
    } catch {
      return null;
    }
  };
  // outcomes in the order their first branch came, and the branches that made them, by signature
  const outcomes: BattleOutcome[] = [];
  const bySignature = new Map<number, { branch: Branch; outcome: BattleOutcome }[]>();
  const setups: Setup[] = [];
  let befores: Work[] | undefined;
  const stepsOf = (origin: Origin) => () => {
    befores ??= beforeDice(P);
    return afterDice(P, befores[origin.pre]!, origin.roll)[origin.branch]!.steps;
  };
  const collect = (b: Branch, rolls: [number, number][], prob: Fraction) => {
    // two branches are one outcome when their full keys are the same; their signatures then are
    // too, so keys are written only for branches whose signature was already seen
    const same = bySignature.get(b.signature);
    if (same)
      for (const x of same) {
        if (keyOf(x.branch) !== keyOf(b)) continue;
        const seen = x.outcome;
        seen.probability = add(seen.probability, prob);
        for (const r of rolls) if (!seen.rolls.some((y) => y[0] === r[0] && y[1] === r[1])) seen.rolls.push([r[0], r[1]]);
        return;
      }
    const { w, c, origin } = b;
    const { setup, fresh } = normalOf(w, c);
    const own: [number, number][] = [];
    for (const r of rolls) own.push([r[0], r[1]]);
    const o = toOutcome(P, w, own, prob, setup, {
      steps: stepsOf(origin),
      // the outcome's own copy of its position, made when it is read: no two outcomes share a part
      setup: fresh ? undefined : () => normalizeSetup(setup),
      ruler: rulerIn(w, setup),
    });
    if (same) same.push({ branch: b, outcome: o });
    else bySignature.set(b.signature, [{ branch: b, outcome: o }]);
    outcomes.push(o);
    setups.push(setup);
  };
  const branchOf = (w: Work, origin: Origin): Branch => ({ w, c: clearingOf(w), signature: signatureOf(w), key: undefined, origin });
  beforeDice(P, false).forEach((pre, preIndex) => {
    if (!pre.changed) pristine.add(pre.setup);
    if (pre.ended) {
      afterDice(P, pre, [0, 0]).forEach((w, branch) => collect(branchOf(w, { pre: preIndex, roll: [0, 0], branch }), ALL_ROLLS, w.prob));
      return;
    }
    // rolls dealing the same hits after the caps end the same way: resolve each pair once
    const caps = capsOf(P, pre);
    const swapped = diceOf(P, pre, [0, 0]).swap !== null;
    const memo = new Map<number, { ws: Branch[]; rolls: [number, number][]; n: number }>();
    for (const { roll, hi, lo, weight } of ROLL_TABLE) {
      // the hits each side deals, as one number (a cap may be set below 0, never below -512)
      const dealt = ((caps.attacker.noRoll ? 0 : Math.min(swapped ? lo : hi, caps.attacker.cap)) + 512) * 1024 + (caps.defender.noRoll ? 0 : Math.min(swapped ? hi : lo, caps.defender.cap)) + 512;
      let m = memo.get(dealt);
      if (!m) {
        const ws = afterDice(P, pre, roll, caps).map((w, branch) => branchOf(w, { pre: preIndex, roll, branch }));
        memo.set(dealt, (m = { ws, rolls: [], n: 0 }));
      }
      m.rolls.push(roll);
      m.n += weight;
    }
    // the rolls of each pair together (in the order of their first roll): the same outcomes, in
    // the same order, as taking the rolls one by one
    for (const { ws, rolls, n } of memo.values()) {
      const p = ROLL_FRACTIONS[n]!;
      for (const b of ws) collect(b, rolls, b.w.prob === ONE ? p : mul(b.w.prob, p));
    }
  });
  // an outcome's rolls come in order unless outcomes merged: sorted only then
  for (const o of outcomes) if (!inOrder(o.rolls)) o.rolls.sort(byRoll);
  return {
    ok: true,
    problems: [],
    clearing: P.clearing,
    attacker: P.attacker,
    defender: P.defender,
    ...(P.instigator ? { instigator: P.instigator } : {}),
    choices: P.choices,
    options: P.options,
    defaults: P.defaults,
    notes: P.notes,
    outcomes,
    aggregates: aggregate(P, outcomes, setups),
  };
}

/**
 * The step-by-step resolution of one roll, given as the two dice in any order. Branches appear
 * only when a bot draws a building type at random (R1.2.1).
 */
export function resolveRoll(setup: Setup, params: BattleParams, roll: [number, number]): RollResolution {
  const r: [number, number] = [roll[0], roll[1]];
  if (!r.every((x) => Number.isInteger(x) && x >= 0 && x <= 3))
    return { ok: false, problems: [problem('4.3.2', 'Chaque dé de combat donne 0, 1, 2 ou 3 (4.3.2).', 'combat')], roll: r, outcomes: [] };
  let P: ReturnType<typeof prepare>;
  try {
    P = prepare(setup, params);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Combat illisible.', 'combat')], roll: r, outcomes: [] };
  }
  if (P.problems.length) return { ok: false, problems: P.problems, roll: r, outcomes: [] };
  const outcomes: BattleOutcome[] = [];
  for (const pre of beforeDice(P)) for (const w of afterDice(P, pre, r)) outcomes.push(toOutcome(P, w, [r], w.prob));
  return { ok: true, problems: [], roll: r, outcomes };
}

/** Why this battle cannot take place (4.3 and the modules' checks), without resolving it: empty when it can. */
export function battleProblems(setup: Setup, params: BattleParams): Problem[] {
  try {
    return prepare(setup, params).problems;
  } catch {
    return [problem(FORMAT, 'Combat illisible.', 'combat')];
  }
}

// ------------------------------------------------------------------ removing all enemy pieces

/** What removes every enemy piece of a clearing (not a battle). */
export type ClearingEffect = 'revolt' | 'favor' | 'bomb' | 'scorched_earth' | 'other';

export interface RemovalOutcome {
  probability: Fraction;
  draws: string[];
  removed: RemovedPiece[];
  damaged: Partial<Record<Owner, number>>;
  points: Partial<Record<FactionId, number>>;
  ruler: Ruler | null;
  setup: Setup;
  effects: Reason[];
  steps: Reason[];
}

export interface RemovalResult {
  ok: boolean;
  problems: Problem[];
  outcomes: RemovalOutcome[];
}

const EFFECT_NAMES: { [E in ClearingEffect]: string } = {
  revolt: 'Révolte (8.4.1.III)',
  favor: 'carte « Faveur des… »',
  bomb: 'Bombe (13.7.1)',
  scorched_earth: 'Terre brûlée (D.6.2)',
  other: 'effet qui retire toutes les pièces adverses',
};

/**
 * An effect that removes every enemy piece of a clearing (Revolt, Favors, Bombs, Scorched Earth…):
 * not a battle, but the same removals. The Vagabond's pawn stays and it damages 3 items instead
 * (Elimination 9.2.2.I, R7.2.1.I); the warlord stays (only battles remove it, 14.2.2); Monuments
 * stay (F.1.1); a Bomb removes only 2 pieces of each bot, warriors first (R11.8.1), then as in
 * battle (tokens, then a building type at random, R1.2.1 — an assumption). The remover scores 1 per
 * building and token (3.2.1, 15.2.5), and the removed pieces' own effects follow (1.5.4). Not
 * applied here: Infamy and Hostility (battle only), mercenaries counted as the remover's own.
 */
export function removeAllEnemyPieces(setup: Setup, params: { clearing: number; by: Owner; effect: ClearingEffect; choices?: Pick<BattleChoices, 'relicForest' | 'order'> }): RemovalResult {
  const problems: Problem[] = [];
  const v = validate(setup);
  if (!v.ok) return { ok: false, problems: v.problems, outcomes: [] };
  if (!isOwner(params.by) || !makeContext(v.setup).inGame(params.by)) return { ok: false, problems: [problem('5.1.1', 'Celui qui retire les pièces doit être en jeu.', 'effet')], outcomes: [] };
  if (!Number.isInteger(params.clearing) || params.clearing < 1 || params.clearing > 12)
    return { ok: false, problems: [problem('2.2', 'Une clairière de 1 à 12.', 'effet')], outcomes: [] };
  const P = prepare(v.setup, { clearing: params.clearing, attacker: params.by, defender: params.by, ...(params.choices ? { choices: params.choices } : {}) }, true);
  problems.push(...P.problems.filter((x) => x.rule === FORMAT));
  if (problems.length) return { ok: false, problems, outcomes: [] };
  const by = params.by;
  const w = newWork(cloneSetup(P.setup));
  const c = here(w, P.clearing);
  const ctx = w.ctx;
  if (w.detail) w.steps.push(reason('G.1.23', `${capitalize(theName(by, w.setup))} : ${EFFECT_NAMES[params.effect]} dans la clairière ${P.clearing} : toutes les pièces adverses sont retirées.`));
  // G.1.23, G.1.2: neither one's own pieces, nor those of a supervised Nomad, nor a coalition partner's (9.2.8, E.3.2)
  const enemy = (o: Owner) => ctx.adversary(by, o);
  const side = (o: Owner): FactionId | undefined => (isFactionId(o) ? o : ctx.supervisorOf(o));
  const bySide = side(by);
  const partner = bySide ? ctx.partnerOf(bySide) : undefined;
  const present = [
    ...new Set<Owner>([
      ...Object.keys(c.warriors ?? {}).filter((o) => warriorsOf(c, o as Owner) > 0) as Owner[],
      ...(c.buildings ?? []).map((b) => b.owner),
      ...(c.tokens ?? []).map((t) => t.owner),
      ...((c.pawns ?? []) as Owner[]),
    ]),
  ];
  for (const o of present.filter((o) => partner !== undefined && side(o) === partner))
    if (w.detail)
      w.steps.push(
        reason(
          isFactionId(o) ? '9.2.8' : 'E.3.2',
          isFactionId(o)
            ? `${capitalize(theName(o, w.setup))} ${ctx.verb(o, 'est', 'sont')} en coalition avec ${theName(bySide!, w.setup)} : pas un adversaire (G.1.2, 9.2.8), ses pièces restent.`
            : `${capitalize(theName(o, w.setup))} : Nomade supervisé par ${theName(partner!, w.setup)}, partenaire de coalition ${ofName(bySide!, w.setup)}, donc pas un adversaire (E.3.2) : ses pièces restent.`,
        ),
      );
  const owners = present.filter(enemy);
  let ws: Work[] = [w];
  for (const owner of owners) {
    ws = ws.flatMap((x) => {
      const cx = here(x, P.clearing);
      const q = query(P, x);
      if (hasPawn(cx, owner)) {
        const rule = isBotOwner(x.ctx, owner) ? 'R7.2.1.I' : '9.2.2.I';
        if (x.detail) x.steps.push(reason(rule, `Élimination : le pion ${ofName(owner, x.setup)} ne peut pas être retiré ; il endommage 3 objets (${rule}).`));
        for (const hook of P.on.absorb) {
          const a = hook(q, owner, 3);
          if (!a) continue;
          ownPosition(x, P.clearing);
          a.apply(x.setup);
          if (a.damaged) x.damaged[owner] = (x.damaged[owner] ?? 0) + a.damaged;
          break;
        }
      }
      const bomb = params.effect === 'bomb' && isBotOwner(x.ctx, owner);
      let budget = bomb ? 2 : Infinity;
      const nw = warriorsOf(cx, owner);
      const k = Math.min(nw, budget);
      if (k) {
        cx.warriors = { ...(cx.warriors ?? {}), [owner]: nw - k };
        for (let i = 0; i < k; i++) x.removed.push({ owner, category: 'warrior', kind: 'warrior', side: 'defender', by, stage: 'effect' });
        budget -= k;
      }
      if (extraWarriors(P, q, owner).length && x.detail) x.steps.push(reason('14.2.2', 'Le seigneur de guerre reste : il ne peut être retiré qu’en combat (14.2.2).'));
      if (bomb && x.detail) x.steps.push(reason('R11.8.1', `Bombe contre un robot : ${theName(owner, x.setup)} ne perd que 2 pièces, en commençant par les guerriers (R11.8.1).`));
      const rest = (cx.buildings ?? []).filter((b) => b.owner === owner).length + (cx.tokens ?? []).filter((t) => t.owner === owner).length;
      const n = Math.min(rest, budget);
      return n > 0 ? removeBuildings(P, x, 'defender', owner, n, by, 'effect') : [x];
    });
  }
  if (c.monument) for (const x of ws) if (x.detail) x.steps.push(reason('F.1.1', 'Le Monument reste : il ne peut pas être retiré (F.1.1).'));
  const outcomes: RemovalOutcome[] = ws.map((x) => {
    afterRemoval(P, x, 0);
    const q = query(P, x);
    const base = x.removed.filter((p) => p.category !== 'warrior').length;
    if (isFactionId(by) && base) {
      if (scorePoints(x, by, base))
        if (x.detail) x.steps.push(reason('3.2.1', `${capitalize(theName(by, x.setup))} ${isPluralOwner(x, by) ? 'marquent' : 'marque'} ${plural(base, 'point')} : 1 par bâtiment ou jeton adverse retiré (3.2.1).`));
    } else if (base && x.detail) x.steps.push(reason('E.3.6', 'Un Nomade qui retire des pièces ne fait marquer aucun point à son superviseur (E.3.6).'));
    for (const p of x.removed)
      for (const hook of isFactionId(by) ? P.on.piece : []) {
        const y = hook(q, by, p);
        if (y?.vp) {
          if (scorePoints(x, by, y.vp) && x.detail) x.steps.push(y.reason);
        }
      }
    const s2 = normalizeSetup(x.setup);
    return {
      probability: x.prob,
      draws: x.draws,
      removed: x.removed,
      damaged: x.damaged as Partial<Record<Owner, number>>,
      points: x.points as Partial<Record<FactionId, number>>,
      ruler: rulerOf(s2, P.clearing),
      setup: s2,
      effects: x.effects,
      steps: x.steps,
    };
  });
  return { ok: true, problems: [], outcomes };
}

/**
 * One building or token removed by an effect outside battle (a right guess of the Gamble Trait,
 * Relentless…): the remover scores 1 (3.2.1; `score: false` when the caller scores it) and the
 * piece's own removal effects follow (1.5.4: a Raid, Backup Plans, the Cost of Errors, Disrupted
 * Trade…), through the same hooks as in battle.
 */
export function removePieceByEffect(setup: Setup, params: { clearing: number; by: Owner; owner: Owner; category: 'building' | 'token'; kind: string; score?: boolean }): RemovalResult {
  const v = validate(setup);
  if (!v.ok) return { ok: false, problems: v.problems, outcomes: [] };
  const ctx0 = makeContext(v.setup);
  if (!isOwner(params.by) || !ctx0.inGame(params.by)) return { ok: false, problems: [problem('5.1.1', 'Celui qui retire la pièce doit être en jeu.', 'effet')], outcomes: [] };
  const c0 = v.setup.clearings[String(params.clearing)] ?? {};
  const present = params.category === 'building' ? (c0.buildings ?? []).some((b) => b.owner === params.owner && b.kind === params.kind) : (c0.tokens ?? []).some((t) => t.owner === params.owner && t.kind === params.kind);
  if (!present) return { ok: false, problems: [problem('G.1.22', `Aucune pièce ${kindName(params.kind)} ${ofName(params.owner, v.setup)} dans la clairière ${params.clearing}.`, 'effet')], outcomes: [] };
  const P = prepare(v.setup, { clearing: params.clearing, attacker: params.by, defender: params.owner }, true);
  const w = newWork(cloneSetup(P.setup));
  const extra = removeBoardPiece(here(w, P.clearing), params.owner, params.category, params.kind);
  w.removed.push({ owner: params.owner, category: params.category, kind: params.kind, ...extra, side: 'defender', by: params.by, stage: 'effect' });
  afterRemoval(P, w, 0);
  if (isFactionId(params.by) && params.by !== params.owner && params.score !== false) {
    scorePoints(w, params.by, 1);
    if (w.detail) w.steps.push(reason('3.2.1', `${capitalize(theName(params.by, w.setup))} ${isPluralOwner(w, params.by) ? 'marquent' : 'marque'} 1 point pour ${kindName(params.kind)} retiré (3.2.1).`));
  }
  const s2 = normalizeSetup(w.setup);
  return {
    ok: true,
    problems: [],
    outcomes: [{ probability: w.prob, draws: w.draws, removed: w.removed, damaged: w.damaged as Partial<Record<Owner, number>>, points: w.points as Partial<Record<FactionId, number>>, ruler: rulerOf(s2, P.clearing), setup: s2, effects: w.effects, steps: w.steps }],
  };
}

// ------------------------------------------------------------------ series

export type SeriesGoal = 'wipe' | 'rule' | 'slot';
export const SERIES_GOALS: readonly SeriesGoal[] = ['wipe', 'rule', 'slot'];
export const SERIES_GOAL_NAMES: { [G in SeriesGoal]: string } = {
  wipe: 'éliminer le défenseur de la clairière',
  rule: 'contrôler la clairière',
  slot: 'libérer un emplacement de bâtiment',
};

export interface SeriesResult {
  ok: boolean;
  problems: Problem[];
  goal: SeriesGoal;
  /** P(goal reached within k battles), k = 0 … n */
  byBattle: Fraction[];
  /** P(the battles had to stop, goal not reached: no legal battle left) after n battles */
  stopped: Fraction;
  reasons: Reason[];
}

/** Choices that spend something once (a card, Mobs): only in the first battle of a series. */
const ONE_SHOT: BattleCardId[] = ['armorers', 'sappers'];

function laterChoices(c: BattleChoices | undefined): BattleChoices {
  const x: BattleChoices = { ...(c ?? {}) };
  delete x.ambush;
  delete x.counterAmbush;
  delete x.fieldHospitals;
  delete x.bitter;
  if (x.attackerCards) x.attackerCards = x.attackerCards.filter((id) => !ONE_SHOT.includes(id));
  if (x.defenderCards) x.defenderCards = x.defenderCards.filter((id) => !ONE_SHOT.includes(id));
  return x;
}

function goalReached(goal: SeriesGoal, s: Setup, params: BattleParams): boolean {
  const c = s.clearings[String(params.clearing)];
  if (goal === 'wipe') return !hasAnyPiece(c, params.defender);
  if (goal === 'rule') {
    const ruler = rulerOf(s, params.clearing);
    if (ruler === params.attacker) return true;
    if (ruler !== 'humans') return false;
    const ctx = makeContext(s);
    return activeRules(ctx).some((r) => r.control?.pool?.(ctx)?.members.includes(params.attacker));
  }
  const cd = clearingData(getMap(s.map), params.clearing);
  if (!cd) return false;
  const ruin = (c?.ruin ?? cd.ruin) && cd.ruin ? 1 : 0;
  return (c?.buildings?.length ?? 0) + ruin < cd.slots;
}

/**
 * P(reaching `goal` within n successive battles in the same clearing, same attacker and defender):
 * each battle starts from every outcome of the previous one; exact. One-shot choices (ambush,
 * counter-ambush, Armorers, Sappers, Field Hospitals, Bitter) apply to the first battle only.
 */
export function battleSeries(setup: Setup, params: BattleParams, goal: SeriesGoal, n: number): SeriesResult {
  const reasons: Reason[] = [];
  if (!SERIES_GOALS.includes(goal)) return { ok: false, problems: [problem(FORMAT, `Objectif inconnu (${SERIES_GOALS.join(', ')}).`, 'série')], goal, byBattle: [], stopped: ZERO, reasons };
  if (!Number.isInteger(n) || n < 1 || n > 20) return { ok: false, problems: [problem(FORMAT, 'Une série compte de 1 à 20 combats.', 'série')], goal, byBattle: [], stopped: ZERO, reasons };
  const first = battle(setup, params);
  if (!first.ok) return { ok: false, problems: first.problems, goal, byBattle: [], stopped: ZERO, reasons };
  const start = normalizeSetup(setup);
  const byBattle: Fraction[] = [];
  let reached = ZERO;
  let stopped = ZERO;
  let states = new Map<string, { setup: Setup; prob: Fraction }>();
  if (goalReached(goal, start, params)) {
    reached = ONE;
    reasons.push(reason('4.3', `Objectif déjà atteint avant le premier combat : ${SERIES_GOAL_NAMES[goal]}.`));
  } else states.set(encodeSetup(start), { setup: start, prob: ONE });
  byBattle.push(reached);
  for (let k = 1; k <= n; k++) {
    const next = new Map<string, { setup: Setup; prob: Fraction }>();
    for (const st of states.values()) {
      const r = k === 1 ? first : battle(st.setup, { ...params, choices: laterChoices(params.choices) });
      if (!r.ok) {
        stopped = add(stopped, st.prob);
        continue;
      }
      for (const o of r.outcomes) {
        const p = mul(st.prob, o.probability);
        if (goalReached(goal, o.setup, params)) {
          reached = add(reached, p);
          continue;
        }
        const key = encodeSetup(o.setup);
        const seen = next.get(key);
        if (seen) seen.prob = add(seen.prob, p);
        else next.set(key, { setup: o.setup, prob: p });
      }
    }
    states = next;
    byBattle.push(reached);
  }
  reasons.push(
    reason('4.3', `Série de ${plural(n, 'combat')} dans la clairière ${params.clearing} : objectif « ${SERIES_GOAL_NAMES[goal]} » ; les cartes et choix qui se dépensent (Embuscades, Armuriers, la carte Sappers, Hôpitaux de campagne, Amer) ne servent qu’au premier combat.`),
  );
  return { ok: true, problems: [], goal, byBattle, stopped, reasons };
}

// ------------------------------------------------------------------ JSON

/** A value with every Fraction written as "n/d" (for JSON: share links, the scenario runner). */
export type Jsonify<T> = T extends Fraction ? string : T extends (infer U)[] ? Jsonify<U>[] : T extends object ? { [K in keyof T]: Jsonify<T[K]> } : T;

/** Deep copy with fractions as "n/d" strings and no bigint left. */
export function toJSONSafe<T>(x: T): Jsonify<T> {
  const walk = (v: unknown): unknown => {
    if (isFraction(v)) return fractionText(v);
    if (typeof v === 'bigint') return v.toString();
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, y]) => [k, walk(y)]));
    return v;
  };
  return walk(x) as Jsonify<T>;
}

const pieceLabel = (p: RemovedPiece, n: number) =>
  p.category === 'warrior' ? (p.kind === 'warlord' ? 'seigneur de guerre' : n > 1 ? 'guerriers' : 'guerrier') : kindName(p.kind, n);

/**
 * What one side loses in an outcome, in French: the pieces removed, counted (« 2 guerriers,
 * 1 Scierie »), and the items a Vagabond or the Vagabot damaged instead (9.2.7, R7.2.5:
 * « 2 objets endommagés »); « rien » if nothing.
 */
export function lossesText(o: Pick<BattleOutcome, 'removed' | 'damaged'>, side: 'attacker' | 'defender', owner: Owner): string {
  const groups = new Map<string, { p: RemovedPiece; n: number }>();
  for (const p of o.removed[side]) {
    const k = p.category === 'warrior' ? p.kind : `${p.category}:${p.kind}`;
    const g = groups.get(k);
    if (g) g.n++;
    else groups.set(k, { p, n: 1 });
  }
  const parts = [...groups.values()].map(({ p, n }) => countText(n, pieceLabel(p, 1), pieceLabel(p, n)));
  const dmg = o.damaged[owner] ?? 0;
  if (dmg) parts.push(countText(dmg, 'objet endommagé', 'objets endommagés'));
  return parts.length ? parts.join(', ') : 'rien';
}

/** « 1,69 » with its noun, plural from 2 on (French): « 0,75 pièce », « 2,5 pièces ». */
function decimalCount(x: Fraction, singular: string, plural: string): string {
  return `${decimalText(x)}\u00A0${x.n >= 2n * x.d ? plural : singular}`;
}

/** The average losses of one side, in French: pieces, then the items damaged (9.2.7). */
export function expectedLossesText(ag: BattleAggregates, side: 'attacker' | 'defender', owner: Owner): string {
  const parts = [decimalCount(ag.expectedRemoved[side], 'pièce', 'pièces')];
  const d = ag.expectedDamaged[owner];
  if (d && d.n !== 0n) parts.push(decimalCount(d, 'objet endommagé', 'objets endommagés'));
  return parts.join(' et ');
}

/** French summary of a battle result, one line per outcome, for readers and the scenario runner. */
export function battleSummaryText(r: BattleResult): string[] {
  if (!r.ok) return r.problems.map((p) => p.text);
  return r.outcomes.map((o) => {
    const lost = (side: 'attacker' | 'defender') => lossesText(o, side, r[side]);
    const pts = Object.entries(o.points)
      .filter(([, v]) => v)
      .map(([f, v]) => `${FACTION_INFO[f as FactionId].name} +${v}`)
      .join(', ');
    return frenchTypography(`${fractionText(o.probability)} : l’attaquant perd ${lost('attacker')} ; le défenseur perd ${lost('defender')}${pts ? ` ; points : ${pts}` : ''}.`);
  });
}
