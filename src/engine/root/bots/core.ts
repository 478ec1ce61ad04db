/**
 * The shared rules of the Laws of Rootbotics (R2) and the services a bot module uses to play a
 * turn. The core never names a faction: each bot is a `BotRules` module (bots/marquise.ts,
 * bots/eyrie.ts…) registered in bots/index.ts; effects on other players go through the reaction
 * modules of bots/reactions.ts.
 *
 * Rules applied here:
 * - R2.1 priority clearing: when an action's own criteria leave a tie, the clearing with the best
 *   priority (1 first) is chosen; on the Mountain the Pass is always preferred (R12.2.2);
 * - R2.2 priority player: remaining ties between players go to the first in setup order (A = the
 *   Marquise);
 * - R2.3 target legality: targets are ranked by the action's criteria then by priority; an illegal
 *   target is skipped, the next one is tried (an equivalent one of lower priority first, then the
 *   next best by the criteria), until one is legal or none is left;
 * - R2.4 order of actions: multi-target actions run in priority order of their targets (of the
 *   origins, for moves);
 * - R2.5 « équivalente »: each tie-break applies only among the targets still tied by the previous
 *   criteria (the narrowing chain of `choose`);
 * - R2.7 order card: a real card of the deck (suit and item), drawn with the seeded generator when
 *   it is not given; « ordonnée » = of the order card's suit, every clearing for a bird (the birds
 *   are jokers, 2.1.1; example R6);
 * - R2.8.1 Poor Manual Dexterity: bots have no hand (human prompts say what replaces it, see
 *   reactions.ts); R2.8.2 Hates Surprises: no ambush is ever played against or by a bot (battles
 *   use no ambush choice; battle.ts enforces it).
 * - R1.1 crafting: a bot crafts the order card's item if available, for 1 point; R1.2.1 a bot
 *   removes tokens before buildings and draws the building type at random (battle.ts branches,
 *   drawn here with the seeded generator).
 *
 * Randomness: the generator state (prng.ts) lives in `BotState.rng`; every draw is recorded in its
 * step with the alternatives (card drawn, dice, random removal branch).
 */
import { battleProblems, removeAllEnemyPieces, removePieceByEffect, resolveRoll, type BattleChoices, type BattleOutcome, type BattleParams, type ClearingEffect, type RemovalOutcome, type RemovedPiece } from '../battle';
import { fractionValue, fractionText, type Fraction } from '../../core/fraction';
import { controlOf } from '../control';
import { FACTIONS, isFactionId, type FactionId, type Suit } from '../factions';
import { capitalize, countOf, isPluralName, kindName, ofName, theName, SUIT_NAMES } from '../glossary';
import { makeContext } from '../context';
import type { Trip } from '../hooks';
import { clearingData, getMap, type MapData } from '../maps';
import { canPlace, legalMoves } from '../movement';
import { isNomadId } from '../nomads';
import { specFor } from '../pieces';
import { frenchTypography, reason, problem, type Problem, type Reason } from '../reasons';
import { cloneSetup, type ClearingSetup, type ItemKind, type Owner, type Phase, type Setup } from '../setup';
import { normalizeSetup } from '../validate';
import type { CardSuit } from '../cards';
import { cardLabel, cardRef, deckCard, drawPile, ITEM_SUPPLY_AT_SETUP, type CardId, type DeckCard, type DeckId } from './deck';
import { SETUP_ORDER, type Difficulty } from './data-common';
import type { TraitId } from './trait-ids';
import { nextFace, nextIndex, nextWeighted, type RngState } from '../../core/random';
import { BATTLE_DIE, dieValue } from '../dice';


// ------------------------------------------------------------------ public types

/** A random draw shown to the reader: what was drawn, among which alternatives. */
export interface BotDraw {
  what: string;
  options: { value: string; label: string; probability: string }[];
  picked: string;
  /** given by the caller (a card revealed at the table, a roll made with real dice), not drawn */
  given: boolean;
  /** number of this random draw in the turn (0 first), the key of `BotOptions.picks` */
  n?: number;
  /** the outcome was picked by the reader (`BotOptions.picks`), not drawn */
  forced?: boolean;
  /** not a random draw but a human's decision at the table (the Gamble Trait's guess): the default is shown until the reader picks */
  decision?: boolean;
}

/** The target a step chose, among which candidates. */
export interface BotChoice {
  picked: string;
  candidates: string[];
}

/** The dice of a battle (4.3.2). */
export interface BotRoll {
  clearing: number;
  attacker: Owner;
  defender: Owner;
  dice: [number, number];
  given: boolean;
  /** number of this draw in the turn (`BotOptions.picks`, value « a_b »), when the dice were drawn */
  n?: number;
  /** the roll was picked by the reader */
  forced?: boolean;
}

/** One step of a bot's turn: the rule, what the bot does, why, and the position after it. */
export interface BotStep {
  /** the rule applied ("R4.5.3") */
  rule: string;
  /** what the bot does, in French */
  text: string;
  phase: Phase | 'mise_en_place';
  choice?: BotChoice;
  draw?: BotDraw;
  roll?: BotRoll;
  /** why: tie-breaks (R2.1, R2.3…, the action's own tie rules), battle resolution */
  reasons: Reason[];
  /** what human players must do because of this step (Outrage, Fortified not applied…) */
  prompts?: Reason[];
  /** victory points scored (or lost) in this step, by faction */
  points?: Partial<Record<FactionId, number>>;
  /** the position after the step (normalised) */
  setup: Setup;
}

/**
 * What a bot's board holds that the position (`Setup`) cannot describe, as plain JSON: the
 * Vagabot's exhausted and damaged items, its battle track and its Quest (bots/vagabot.ts). Each
 * bot module reads and checks its own board; the core only carries it.
 */
export type BotBoard = { [key: string]: number | string | boolean | string[] | number[] };

/** What a bot keeps between turns beyond the position: the generator and the cards known out of the draw pile. */
export interface BotState {
  rng: RngState;
  /** order cards revealed by bots so far (out of the draw pile) */
  out: CardId[];
  /** the boards of the bots that need one (the Vagabot…), by faction */
  boards?: Partial<Record<FactionId, BotBoard>>;
}

export interface OtherBotSettings {
  difficulty?: Difficulty;
  traits?: TraitId[];
}

export interface BotOptions {
  /** the order card revealed in Birdsong (R2.7); drawn at random from the draw pile when absent */
  orderCard?: CardId;
  /** the cards revealed by later draws of this turn (Expansion R4.5.5), in order; drawn when absent */
  nextOrderCards?: CardId[];
  difficulty?: Difficulty;
  traits?: TraitId[];
  /** seed of the generator when no `botState` is given */
  seed?: number;
  botState?: BotState;
  /** rolls made at the table, used in order for the battles of the turn; drawn when absent */
  dice?: [number, number][];
  /** items left in the supply; default: the setup supply (Law 5.1) less every player's crafted items */
  itemSupply?: Partial<Record<ItemKind, number>>;
  /** difficulty and Traits of the other bots (their Traits may act in this turn: Hospitals…) */
  otherBots?: Partial<Record<FactionId, OtherBotSettings>>;
  /**
   * outcomes picked by the reader instead of drawn, by number of random draw in the turn
   * (`BotDraw.n`): the value of one of that draw's options. The generator still advances, so the
   * other draws stay those of the seed; a value that is not an option of that draw is ignored.
   */
  picks?: Record<string, string>;
  /** the game's shared deck, hence the order deck (R2.7); default: the standard deck */
  deck?: DeckId;
}

export interface BotTurn {
  ok: boolean;
  problems: Problem[];
  bot: FactionId | null;
  steps: BotStep[];
  /** the position at the end of the turn */
  setup: Setup;
  /** the state to pass to the next turn */
  botState: BotState;
}

/** The 16 equally likely rolls of two battle dice (0–3 each, 4.3.2), as draw options « a_b ». */
const ROLLS: BotDraw['options'] = [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].map((b) => ({ value: `${a}_${b}`, label: `${a}-${b}`, probability: '1/16' })));

// ------------------------------------------------------------------ selection (R2.1–R2.5)

/** A clearing next to another for the bot's moves (paths, closed paths R12.2.1, the Ferry R12.1.1). */
export interface Adjacent {
  to: number;
  /** the bot may move there now (a Snare it trips over does not count when choosing, R11.8.2) */
  ok: boolean;
  /** reached only by the Ferry (R12.1.1: 1 point) */
  ferryOnly: boolean;
  why: Reason[];
  /** bans the bot trips over when it moves (R11.8.2) */
  trips?: Trip[];
}

/** Why the bot may not move to `to` among these adjacent clearings (R2.3 legality), or null: the rule that refuses it, not the path's. */
export function moveRefusal(adj: readonly Adjacent[], to: number): Reason | null {
  const a = adj.find((x) => x.to === to);
  return a?.ok ? null : (a?.why.find((x) => x.rule !== '2.2.1') ?? reason('4.2.1', 'Déplacement impossible.'));
}

/** One criterion of an action, applied among the targets still tied (R2.5). */
export interface Criterion<T> {
  rule: string;
  /** French label: « le plus de pièces adverses » */
  label: string;
  best: 'max' | 'min';
  value(t: T): number;
}

export interface FinalOrder<T> {
  rule: string;
  label: string;
  /** negative: a comes first */
  compare(a: T, b: T): number;
}

export interface ChooseResult<T> {
  picked: T | null;
  reasons: Reason[];
  /** targets found illegal while trying (R2.3) */
  illegal: T[];
}

/** Ranks targets by the criteria then the final order (R2.1/R2.2), the best first. */
export function rank<T>(cands: readonly T[], criteria: readonly Criterion<T>[], final: FinalOrder<T>): T[] {
  const keyed = cands.map((t) => ({ t, v: criteria.map((c) => c.value(t)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < criteria.length; i++) {
      const c = criteria[i]!;
      const d = (a.v[i] ?? 0) - (b.v[i] ?? 0);
      if (d !== 0) return c.best === 'max' ? -d : d;
    }
    return final.compare(a.t, b.t);
  });
  return keyed.map((k) => k.t);
}

/**
 * Chooses a target (R2.1–R2.5): ranks the candidates, tries them in order until one is legal
 * (R2.3), and explains the choice as a narrowing chain: each criterion among the targets still tied.
 */
export function choose<T>(
  cands: readonly T[],
  criteria: readonly Criterion<T>[],
  final: FinalOrder<T>,
  name: (t: T) => string,
  legal?: (t: T) => Reason | null,
): ChooseResult<T> {
  const reasons: Reason[] = [];
  const illegal: T[] = [];
  let picked: T | null = null;
  for (const t of rank(cands, criteria, final)) {
    const why = legal ? legal(t) : null;
    if (!why) {
      picked = t;
      break;
    }
    illegal.push(t);
    reasons.push(reason('R2.3', `${capitalize(name(t))} ne peut pas être ciblée : ${lowerFirst(why.text)} On essaie la cible suivante (R2.3).`));
  }
  if (picked === null) {
    if (cands.length) reasons.push(reason('R2.3', 'Aucune cible possible n’est légale : l’action n’a pas lieu (R2.3).'));
    return { picked, reasons, illegal };
  }
  let pool = cands.filter((t) => !illegal.includes(t));
  for (const c of criteria) {
    if (pool.length <= 1) break;
    const vals = pool.map((t) => c.value(t));
    const best = c.best === 'max' ? Math.max(...vals) : Math.min(...vals);
    const kept = pool.filter((t) => c.value(t) === best);
    const dropped = pool.filter((t) => c.value(t) !== best);
    const show = (xs: T[]) => xs.map((t) => `${name(t)} (${c.value(t)})`).join(', ');
    reasons.push(reason(c.rule, `${capitalize(c.label)} : ${show(kept)}${dropped.length ? ` ; écartée${dropped.length > 1 ? 's' : ''} : ${show(dropped)}` : ''} (${c.rule}).`));
    pool = kept;
  }
  if (pool.length > 1) reasons.push(reason(final.rule, `${capitalize(final.label)} : ${name(picked)}, parmi ${pool.map(name).join(', ')} (${final.rule}).`));
  return { picked, reasons, illegal };
}

function lowerFirst(t: string): string {
  const s = t.trim();
  const out = s ? s[0]!.toLowerCase() + s.slice(1) : s;
  return /[.!?…]$/.test(out) ? out : `${out}.`;
}

/** Priority of a clearing as a sort key: the Pass first on the Mountain (R12.2.2), then 1, 2… */
export function priorityKey(map: MapData, c: number, dir: 'highest' | 'lowest'): number {
  if (map.pass === c) return -100;
  return dir === 'highest' ? c : -c;
}

/** The final order « clairière prioritaire » (R2.1) or « priorité la plus basse » (a bot's own tie rule). */
export function byPriority(map: MapData, dir: 'highest' | 'lowest' = 'highest', rule?: string): FinalOrder<number> {
  return {
    rule: rule ?? 'R2.1',
    label: dir === 'highest' ? (map.pass ? 'clairière prioritaire (le Col d’abord, R12.2.2)' : 'clairière prioritaire') : 'priorité la plus basse',
    compare: (a, b) => priorityKey(map, a, dir) - priorityKey(map, b, dir),
  };
}

/** Setup order (R2.2): the Marquise (A) first. */
export function setupRank(o: Owner): number {
  if (isFactionId(o)) return SETUP_ORDER[o].value.charCodeAt(0);
  return 1000;
}

export const BY_SETUP_ORDER: FinalOrder<Owner> = {
  rule: 'R2.2',
  label: 'joueur prioritaire dans l’ordre de mise en place',
  compare: (a, b) => setupRank(a) - setupRank(b),
};

// ------------------------------------------------------------------ the turn

/** The contract of a bot module (Marquise Mécanique 2.0, Canopée Électrique…). */
export interface BotRules {
  faction: FactionId;
  /** the Rootbotics chapter, as « R4 » (a link to its page, never a citation) */
  chapter: string;
  traits: readonly TraitId[];
  /** setup of the faction (R4.3, R5.3), with its random draws */
  setup(t: Turn): void;
  /** a whole turn: Birdsong, Daylight, Evening, each step through `t.step` */
  turn(t: Turn): void;
  /** checks specific to this bot before a turn (missing Decree…) */
  check?(setup: Setup, options: BotOptions): Problem[];
  /** after a battle this bot started: its removed enemy pieces (War Tax…) */
  afterRemoval?(t: Turn, clearing: number, removed: RemovedPiece[]): void;
  /** after a battle where this bot defended during another bot's turn (Hospitals…) */
  afterDefence?(t: Turn, clearing: number, removed: RemovedPiece[], settings: OtherBotSettings): void;
}

/** Human-side effects of a bot's actions, by the faction that reacts (bots/reactions.ts). */
export interface BotReaction {
  id: string;
  /** warriors of the bot moved into a clearing */
  moveIn?(t: Turn, to: number, n: number): Reason[];
  /** pieces removed by the bot (battle, Relentless…) */
  removed?(t: Turn, clearing: number, removed: RemovedPiece[]): Reason[];
}

type Registry = { rules: (f: FactionId) => BotRules | undefined; reactions: readonly BotReaction[] };

/**
 * The services a bot module uses. It holds the working position of the turn (a private copy:
 * `playBotTurn` stays pure) and records every step.
 */
export class Turn {
  readonly bot: FactionId;
  readonly map: MapData;
  readonly difficulty: Difficulty;
  readonly traits: ReadonlySet<TraitId>;
  readonly options: BotOptions;
  setup: Setup;
  rng: RngState;
  out: CardId[];
  steps: BotStep[] = [];
  problems: Problem[] = [];
  phaseNow: Phase | 'mise_en_place' = 'aurore';
  /** free per-turn memory of the bot module (building placed this turn…) */
  memo: Record<string, number | boolean | string> = {};
  /** the bots' boards (BotState.boards), a private copy */
  boards: Partial<Record<FactionId, BotBoard>>;
  private dice: [number, number][];
  private nextCards: CardId[];
  /** random draws made so far in the turn */
  private drawNo = 0;
  private registry: Registry;

  constructor(setup: Setup, bot: FactionId, options: BotOptions, state: BotState, registry: Registry) {
    this.bot = bot;
    this.setup = cloneSetup(setup);
    this.map = getMap(setup.map);
    this.difficulty = options.difficulty ?? 'normal';
    // the Traits live in the position (players.<bot>.traits), where the battle hooks read them;
    // the turn's options, when given, replace them for this bot and for the other bots
    const withTraits = (f: FactionId, traits: readonly TraitId[] | undefined) => {
      const p = this.setup.players[f];
      if (!p?.bot || traits === undefined) return;
      if (traits.length) p.traits = [...traits];
      else delete p.traits;
    };
    withTraits(bot, options.traits);
    for (const [f, o] of Object.entries(options.otherBots ?? {})) if (isFactionId(f)) withTraits(f, o?.traits);
    this.traits = new Set(this.setup.players[bot]?.traits ?? []);
    this.options = options;
    this.rng = state.rng >>> 0;
    this.out = [...state.out];
    this.boards = state.boards ? (JSON.parse(JSON.stringify(state.boards)) as Partial<Record<FactionId, BotBoard>>) : {};
    this.dice = [...(options.dice ?? [])];
    this.nextCards = [...(options.nextOrderCards ?? [])];
    this.registry = registry;
  }

  // ---------------------------------------------------------------- recording

  phase(p: Phase | 'mise_en_place'): void {
    this.phaseNow = p;
    if (p !== 'mise_en_place') {
      this.setup.turn = this.bot;
      this.setup.phase = p;
    }
  }

  step(s: Omit<BotStep, 'setup' | 'phase' | 'reasons'> & { reasons?: Reason[] }): BotStep {
    const st: BotStep = { ...s, text: frenchTypography(s.text), reasons: s.reasons ?? [], phase: this.phaseNow, setup: normalizeSetup(cloneSetup(this.setup)) };
    if (st.draw) st.draw = { ...st.draw, what: frenchTypography(st.draw.what), options: st.draw.options.map((o) => ({ ...o, label: frenchTypography(o.label) })) };
    if (st.prompts && !st.prompts.length) delete st.prompts;
    this.steps.push(st);
    return st;
  }

  /** Completes a recorded step with what followed in the same action (its text, and the position after it). */
  amend(st: BotStep, text: string, more: { reasons?: Reason[]; points?: Partial<Record<FactionId, number>> } = {}): void {
    st.text = frenchTypography(`${st.text} ${text}`);
    st.setup = normalizeSetup(cloneSetup(this.setup));
    if (more.reasons) st.reasons = [...st.reasons, ...more.reasons];
    if (more.points) {
      const pts: Partial<Record<FactionId, number>> = { ...(st.points ?? {}) };
      for (const [f, v] of Object.entries(more.points)) if (v && isFactionId(f)) pts[f] = (pts[f] ?? 0) + v;
      st.points = pts;
    }
  }

  // ---------------------------------------------------------------- names

  the(o: Owner): string {
    return theName(o, this.setup);
  }
  The(o: Owner): string {
    return capitalize(theName(o, this.setup));
  }
  of(o: Owner): string {
    return ofName(o, this.setup);
  }
  /** verb agreement with the bot's name: « fabrique » / « fabriquent » (les Corvidés Engrenés) */
  verb(singular: string, plural: string): string {
    return isPluralName(this.bot, this.setup) ? plural : singular;
  }
  clearingName(c: number): string {
    const s = this.suitOf(c);
    return `clairière ${c}${s ? ` (${SUIT_NAMES[s]})` : ''}`;
  }

  // ---------------------------------------------------------------- board questions

  here(c: number): ClearingSetup {
    return this.setup.clearings[String(c)] ?? {};
  }
  suitOf(c: number): Suit | null {
    return this.setup.suits?.[c - 1] ?? clearingData(this.map, c)?.suit ?? null;
  }
  /** « ordonnée » (R2.7): of the order suit; every clearing for a bird order (2.1.1, example R6). */
  isOrdered(c: number, order: CardSuit): boolean {
    return order === 'bird' || this.suitOf(c) === order;
  }
  clearings(): number[] {
    return this.map.clearings.map((c) => c.id);
  }
  warriors(c: number, o: Owner = this.bot): number {
    const h = this.here(c);
    return (h.warriors?.[o] ?? 0) + (o === 'hundreds' && h.warlord ? 1 : 0);
  }
  buildingsOf(c: number, o: Owner = this.bot, kind?: string): number {
    return (this.here(c).buildings ?? []).filter((b) => b.owner === o && (kind === undefined || b.kind === kind)).length;
  }
  tokensOf(c: number, o: Owner, kind?: string): number {
    return (this.here(c).tokens ?? []).filter((t) => t.owner === o && (kind === undefined || t.kind === kind)).length;
  }
  /** Is this owner an opponent of the bot? In a fully cooperative game bots are not (R3). */
  isEnemy(o: Owner): boolean {
    if (o === this.bot) return false;
    if (isFactionId(o)) return !(this.setup.coop === true && this.setup.players[o]?.bot === true);
    if (isNomadId(o)) return this.setup.nomads?.[o]?.supervisor !== this.bot;
    return true;
  }
  /** Every piece of an owner in a clearing: warriors, buildings, tokens, pawn. */
  piecesOf(c: number, o: Owner): number {
    const h = this.here(c);
    return this.warriors(c, o) + this.buildingsOf(c, o) + (h.tokens ?? []).filter((t) => t.owner === o).length + (h.pawns ?? []).filter((p) => p === o).length;
  }
  /** Owners with pieces in a clearing. */
  ownersIn(c: number): Owner[] {
    const h = this.here(c);
    const set = new Set<Owner>();
    for (const [o, n] of Object.entries(h.warriors ?? {})) if (n > 0) set.add(o as Owner);
    if (h.warlord) set.add('hundreds');
    for (const b of h.buildings ?? []) set.add(b.owner);
    for (const t of h.tokens ?? []) set.add(t.owner);
    for (const p of h.pawns ?? []) set.add(p as Owner);
    return [...set];
  }
  enemiesIn(c: number): Owner[] {
    return this.ownersIn(c).filter((o) => this.isEnemy(o));
  }
  enemyPieces(c: number): number {
    return this.enemiesIn(c).reduce((s, o) => s + this.piecesOf(c, o), 0);
  }
  enemyBuildings(c: number, o?: Owner): number {
    return (this.here(c).buildings ?? []).filter((b) => this.isEnemy(b.owner) && (o === undefined || b.owner === o)).length;
  }
  /** Enemy buildings whose owner has no warrior in the clearing (« sans défense »). */
  defencelessBuildings(c: number): number {
    return (this.here(c).buildings ?? []).filter((b) => this.isEnemy(b.owner) && this.warriors(c, b.owner) === 0).length;
  }
  rules(c: number, o: Owner = this.bot): boolean {
    return controlOf(this.setup, c).ruler === o;
  }
  score(o: FactionId): number {
    return this.setup.players[o]?.score ?? 0;
  }
  /** Free building slots (2.2.3; a ruin covers one, 2.2.4). */
  freeSlots(c: number): number {
    const cd = clearingData(this.map, c);
    if (!cd) return 0;
    const h = this.here(c);
    const ruin = (h.ruin ?? cd.ruin) && cd.ruin ? 1 : 0;
    return Math.max(0, cd.slots - ruin - (h.buildings ?? []).length);
  }
  /** Pieces of a kind an owner (the bot by default) still has off the board (1.5.1). */
  supply(category: 'warrior' | 'building' | 'token', kind: string, owner: Owner = this.bot): number {
    const spec = specFor(owner, category, kind, this.setup);
    if (!spec) return 0;
    let on = 0;
    const count = (h: ClearingSetup) => {
      if (category === 'warrior') on += h.warriors?.[owner] ?? 0;
      else if (category === 'building') on += (h.buildings ?? []).filter((b) => b.owner === owner && b.kind === kind).length;
      else on += (h.tokens ?? []).filter((t) => t.owner === owner && t.kind === kind).length;
    };
    for (const h of Object.values(this.setup.clearings)) count(h);
    if (this.setup.burrow) count(this.setup.burrow);
    return Math.max(0, spec.limit - on);
  }
  /** Buildings of a kind of an owner on the board. */
  onBoard(kind: string, o: Owner = this.bot): number {
    return this.clearings().reduce((s, c) => s + this.buildingsOf(c, o, kind), 0);
  }
  /** Adjacent clearings (paths; closed paths for bots R12.2.1; the Ferry R12.1.1), with whether the bot may move there now. */
  adjacent(from: number): Adjacent[] {
    const v = legalMoves(this.setup, this.bot, from);
    const out: Adjacent[] = [];
    for (const d of v.destinations) {
      if (typeof d.to !== 'number') continue;
      const linked = d.ok || d.via.some((k) => k === 'path' || k === 'closed_path' || k === 'ferry');
      if (!linked) continue;
      // a ban the bot trips over (Snare, R11.8.2) is ignored when choosing; moveWarriors applies it
      out.push({ to: d.to, ok: d.ok || !!d.trips, ferryOnly: !d.via.includes('path') && !d.via.includes('closed_path') && d.via.includes('ferry'), why: d.reasons, ...(d.trips ? { trips: d.trips } : {}) });
    }
    return out;
  }
  /** Why an owner (the bot by default) may not place this piece here, or null (Keep, Snare, slots, limits…). */
  placeRefusal(c: number, category: 'warrior' | 'building' | 'token', kind?: string, owner: Owner = this.bot): Reason | null {
    const v = canPlace(this.setup, owner, c, { category, ...(kind ? { kind } : {}) });
    // a ban the bot trips over (Snare, R11.8.2) is ignored when choosing
    if (v.ok || v.trips) return null;
    return v.reasons[0] ?? reason('1.5.1', 'Placement impossible.');
  }

  /** Bans the bot trips over by placing a piece here (the Snare, R11.8.2), whatever the piece; null if none. */
  placeTrips(c: number): Trip[] | null {
    return canPlace(this.setup, this.bot, c).trips ?? null;
  }

  /** Bans the bot trips over by leaving this clearing (the Snare, R11.8.2), wherever it goes; null if none. */
  leaveTrips(from: number): Trip[] | null {
    return legalMoves(this.setup, this.bot, from).leaveTrips ?? null;
  }

  /** Places only if nothing refuses it; a ban the bot trips over (R11.8.2) is applied and recorded instead. */
  private mayPlace(c: number, category: 'warrior' | 'building' | 'token', kind: string | undefined, owner: Owner, what: string): boolean {
    const v = canPlace(this.setup, owner, c, { category, ...(kind ? { kind } : {}) });
    if (v.ok) return true;
    if (v.trips) this.tripOver(v.trips, what);
    return false;
  }

  /** Applies the bans a bot trips over (R11.8.2) and records the step: that part of the action does not happen. */
  tripOver(trips: readonly Trip[], what: string): void {
    for (const x of trips) x.apply(this.setup);
    const rule = trips[0]!.reason.rule;
    this.step({
      rule,
      text: `${capitalize(trips.map((x) => x.text).join(' ; '))} : ${what} n’a pas lieu (${rule}).`,
      reasons: trips.map((x) => x.reason),
    });
  }

  /** Why the bot may not battle this defender here, or null (4.3: warriors of both… checked by battle.ts). */
  battleRefusal(c: number, defender: Owner, choices: BattleChoices = {}, attacker: Owner = this.bot): Reason | null {
    if (attacker === this.bot && this.warriors(c) === 0) return reason('4.3', `${this.The(this.bot)} n’a aucun guerrier dans la ${this.clearingName(c)} : pas de combat (4.3).`);
    const p = battleProblems(this.setup, { clearing: c, attacker, defender, choices })[0];
    return p ? reason(p.rule, p.text) : null;
  }

  // ---------------------------------------------------------------- choosing

  choose<T>(cands: readonly T[], criteria: readonly Criterion<T>[], final: FinalOrder<T>, name: (t: T) => string, legal?: (t: T) => Reason | null): ChooseResult<T> {
    return choose(cands, criteria, final, name, legal);
  }
  /** Clearings, with R2.1 (or the action's « lowest priority ») as the final order. */
  chooseClearing(cands: readonly number[], criteria: readonly Criterion<number>[], legal?: (c: number) => Reason | null, final?: FinalOrder<number>): ChooseResult<number> {
    return choose(cands, criteria, final ?? byPriority(this.map), (c) => `la ${this.clearingName(c)}`, legal);
  }
  /** Players, with R2.2 (setup order) as the final order. */
  choosePlayer(cands: readonly Owner[], criteria: readonly Criterion<Owner>[], legal?: (o: Owner) => Reason | null): ChooseResult<Owner> {
    return choose(cands, criteria, BY_SETUP_ORDER, (o) => this.the(o), legal);
  }
  /** Clearings sorted by priority (R2.4: several targets are handled in priority order). */
  byPriority(cs: readonly number[], dir: 'highest' | 'lowest' = 'highest'): number[] {
    return [...cs].sort((a, b) => priorityKey(this.map, a, dir) - priorityKey(this.map, b, dir));
  }

  // ---------------------------------------------------------------- randomness

  /** A uniform draw among labelled options, recorded for the step. */
  drawAmong<T>(what: string, options: readonly T[], label: (t: T) => string, value: (t: T) => string = label): { picked: T; draw: BotDraw } {
    const r = nextIndex(this.rng, options.length);
    this.rng = r.state;
    const p = `1/${options.length}`;
    const draw = this.settle({ what, options: options.map((o) => ({ value: value(o), label: label(o), probability: p })), picked: value(options[r.value]!), given: false });
    return { picked: options.find((o) => value(o) === draw.picked)!, draw };
  }

  /**
   * Numbers a random draw of the turn (the seeded one is already made) and applies the reader's
   * pick for it (`options.picks`), when it names one of the draw's options.
   */
  settle(draw: BotDraw): BotDraw {
    const n = this.drawNo++;
    const want = this.options.picks?.[String(n)];
    if (want !== undefined && want !== draw.picked && draw.options.some((o) => o.value === want)) return { ...draw, n, picked: want, forced: true };
    return { ...draw, n };
  }

  /** Reveals an order card (R2.7): the given one, else a seeded draw from the draw pile. */
  /**
   * Birdsong's first step for most bots: reveal the order card (given, or drawn with the
   * generator) and record it with R2.7. Returns the card, or null when the draw pile is empty.
   */
  revealOrderStep(rule: string, why = 'La carte d’ordre fixe les clairières ordonnées (R2.7).'): DeckCard | null {
    const o = this.revealOrder(this.options.orderCard);
    this.step({
      rule,
      text: o.card ? `Carte d’ordre révélée : ${cardLabel(o.card)}.` : 'La pioche est vide : aucune carte d’ordre.',
      draw: o.draw,
      reasons: [reason('R2.7', why)],
    });
    return o.card;
  }

  revealOrder(given: CardId | undefined): { card: DeckCard | null; draw: BotDraw } {
    const humans = FACTIONS.filter((f) => this.setup.players[f] && !this.setup.players[f]!.bot).length;
    // R3.4: the four Dominance cards are removed from the deck with one or two humans
    const pile = drawPile(this.out, { deck: this.options.deck ?? 'base', ...(humans >= 1 && humans <= 2 ? { dominance: false } : {}) });
    const faces = [...new Set(pile)];
    const options = faces.map((id) => {
      const n = pile.filter((x) => x === id).length;
      return { value: id, label: cardLabel(deckCard(id)!), probability: `${n}/${pile.length}` };
    });
    if (given !== undefined) {
      const card = deckCard(given) ?? null;
      if (card) this.out.push(card.id);
      return { card, draw: { what: 'carte d’ordre', options, picked: given, given: true } };
    }
    if (!pile.length) return { card: null, draw: { what: 'carte d’ordre', options, picked: '', given: false } };
    const r = nextIndex(this.rng, pile.length);
    this.rng = r.state;
    const draw = this.settle({ what: 'carte d’ordre', options, picked: pile[r.value]!, given: false });
    this.out.push(draw.picked);
    return { card: deckCard(draw.picked)!, draw };
  }

  /** The next card of a later draw in the turn (given list first). */
  nextGivenCard(): CardId | undefined {
    return this.nextCards.shift();
  }

  /** The dice of a battle: given at the table, else drawn with the generator; the reader may pick the roll (`picks`, « a_b »). */
  rollDice(): { dice: [number, number]; given: boolean; n?: number; forced?: boolean } {
    const g = this.dice.shift();
    if (g) return { dice: [g[0], g[1]], given: true };
    const a = nextFace(this.rng, BATTLE_DIE);
    const b = nextFace(a.state, BATTLE_DIE);
    this.rng = b.state;
    const d = this.settle({ what: 'jet des dés de combat', options: ROLLS, picked: `${dieValue(a.value)}_${dieValue(b.value)}`, given: false });
    const [x, y] = d.picked.split('_').map(Number) as [number, number];
    return { dice: [x, y], given: false, n: d.n!, ...(d.forced ? { forced: true } : {}) };
  }

  // ---------------------------------------------------------------- actions

  /** Adds victory points (a negative number: loses them; the marker stops at 0). */
  addScore(f: FactionId, vp: number): number {
    const p = this.setup.players[f];
    if (!p || vp === 0) return 0;
    if (p.score === undefined && f !== this.bot && vp < 0) return 0;
    const before = p.score ?? 0;
    p.score = Math.max(0, before + vp);
    return p.score - before;
  }

  /** Items left in the supply (given, or the setup supply less every crafted item). */
  itemSupply(item: ItemKind): number {
    const given = this.options.itemSupply?.[item];
    if (given !== undefined) return Math.max(0, given - Number(this.memo[`craftedNow_${item}`] ?? 0));
    let n = ITEM_SUPPLY_AT_SETUP[item] ?? 0;
    for (const f of FACTIONS) n -= (this.setup.players[f]?.crafted ?? []).filter((i) => i === item).length;
    return Math.max(0, n);
  }

  /** R1.1: crafts the order card's item if it is available, for 1 point (R1.1.2). */
  craftOrder(card: DeckCard, rule: string): void {
    if (!card.item) {
      this.step({ rule, text: `${cardLabel(card)} ne représente pas d’objet : rien à fabriquer.` });
      return;
    }
    const left = this.itemSupply(card.item);
    if (left <= 0) {
      this.step({ rule, text: `L’objet de ${cardRef(card)} n’est plus disponible dans la réserve : pas de fabrication (${rule}, R1.1.1).` });
      return;
    }
    const p = this.setup.players[this.bot]!;
    p.crafted = [...(p.crafted ?? []), card.item];
    this.memo[`craftedNow_${card.item}`] = Number(this.memo[`craftedNow_${card.item}`] ?? 0) + 1;
    const vp = this.addScore(this.bot, 1);
    this.step({
      rule,
      text: `${this.The(this.bot)} ${this.verb('fabrique', 'fabriquent')} l’objet de ${cardRef(card)} sans activer d’Atelier et ne ${this.verb('marque', 'marquent')} que 1 point de victoire (R1.1.1, R1.1.2).`,
      reasons: [reason('R1.1.1', 'Un robot fabrique sans activer de pièces de fabrication, si l’objet est disponible (R1.1.1).'), reason('R1.1.2', 'Il ignore les points indiqués sur la carte et marque 1 point (R1.1.2).')],
      points: { [this.bot]: vp },
    });
  }

  /** Places up to n warriors of an owner (the bot by default), within its supply (1.5.1) and the placement rules; returns how many. */
  placeWarriors(c: number, n: number, owner: Owner = this.bot): number {
    const k = Math.min(n, this.supply('warrior', 'warrior', owner));
    if (k <= 0) return 0;
    if (!this.mayPlace(c, 'warrior', undefined, owner, `le placement de ${k > 1 ? `${k} guerriers` : '1 guerrier'} dans la ${this.clearingName(c)}`)) return 0;
    const h = (this.setup.clearings[String(c)] ??= {});
    h.warriors = { ...(h.warriors ?? {}), [owner]: (h.warriors?.[owner] ?? 0) + k };
    return k;
  }

  placeBuilding(c: number, kind: string): boolean {
    if (this.supply('building', kind) <= 0 || !this.mayPlace(c, 'building', kind, this.bot, `la construction ${ofKind(kind)} dans la ${this.clearingName(c)}`)) return false;
    const h = (this.setup.clearings[String(c)] ??= {});
    h.buildings = [...(h.buildings ?? []), { owner: this.bot, kind }];
    return true;
  }

  placeToken(c: number, kind: string): boolean {
    if (this.supply('token', kind) <= 0 || !this.mayPlace(c, 'token', kind, this.bot, `le placement ${ofKind(kind)} dans la ${this.clearingName(c)}`)) return false;
    const h = (this.setup.clearings[String(c)] ??= {});
    h.tokens = [...(h.tokens ?? []), { owner: this.bot, kind }];
    return true;
  }

  /** Moves n warriors (4.2) along a legal link; the Ferry scores 1 point for a bot (R12.1.1). Returns prompts. */
  moveWarriors(from: number, link: Adjacent, n: number): { prompts: Reason[]; reasons: Reason[]; points: number; tripped?: true } {
    const { to, ferryOnly, trips } = link;
    if (trips) {
      this.tripOver(trips, `le déplacement de ${countOf(n, 'guerrier')} de la ${this.clearingName(from)} vers la ${this.clearingName(to)}`);
      return { prompts: [], reasons: [], points: 0, tripped: true };
    }
    const a = (this.setup.clearings[String(from)] ??= {});
    const b = (this.setup.clearings[String(to)] ??= {});
    a.warriors = { ...(a.warriors ?? {}), [this.bot]: (a.warriors?.[this.bot] ?? 0) - n };
    if (!a.warriors[this.bot]) delete a.warriors[this.bot];
    b.warriors = { ...(b.warriors ?? {}), [this.bot]: (b.warriors?.[this.bot] ?? 0) + n };
    const reasons: Reason[] = [];
    let points = 0;
    if (ferryOnly) {
      this.setup.ferry = to;
      this.setup.ferryUsed = true;
      points = this.addScore(this.bot, 1);
      reasons.push(reason('R12.1.1', 'Le Radeau emmène les guerriers ; un robot marque 1 point au lieu de piocher (R12.1.1).'));
    }
    const prompts = this.registry.reactions.flatMap((r) => r.moveIn?.(this, to, n) ?? []);
    return { prompts, reasons, points };
  }

  /**
   * Removes an enemy building or token outside battle (Relentless, Sanctuary, Marksman…) through
   * the engine's removal effects (`removePieceByEffect`: 1.5.4 — Cost of Errors, Disrupted Trade,
   * a Raid, Backup Plans…); the caller scores 3.2.1. Returns the piece and the effects' reasons.
   */
  removeEnemyPiece(c: number, piece: { owner: Owner; category: 'building' | 'token'; kind: string }): RemovedPiece & { effects: Reason[] } {
    const plain: RemovedPiece = { owner: piece.owner, category: piece.category, kind: piece.kind, side: 'defender', by: this.bot, stage: 'effect' };
    const res = removePieceByEffect(this.setup, { clearing: c, by: this.bot, ...piece, score: false });
    if (!res.ok || !res.outcomes.length) {
      // the working position always validates; should it not, the piece still goes
      const h = (this.setup.clearings[String(c)] ??= {});
      if (piece.category === 'building') h.buildings = (h.buildings ?? []).filter((b, i, all) => i !== all.findIndex((x) => x.owner === piece.owner && x.kind === piece.kind));
      else h.tokens = (h.tokens ?? []).filter((x, i, all) => i !== all.findIndex((y) => y.owner === piece.owner && y.kind === piece.kind));
      return { ...plain, effects: [] };
    }
    const { outcome } = this.applyBranch(res.outcomes);
    return { ...(outcome.removed[0] ?? plain), effects: outcome.steps };
  }

  /** Prompts of the reaction modules for pieces the bot removed. */
  reactToRemoval(c: number, removed: RemovedPiece[]): Reason[] {
    return this.registry.reactions.flatMap((r) => r.removed?.(this, c, removed) ?? []);
  }

  /**
   * A battle started by the bot (4.3) with a seeded or given roll: resolveRoll gives the exact
   * resolution; a random removal branch (R1.2.1) is drawn with the generator. Returns null (and
   * the reason) when the battle is impossible, so the caller can try the next target (R2.3).
   */
  battle(
    clearing: number,
    defender: Owner,
    rule: string,
    text: string,
    extra: { reasons?: Reason[]; choices?: BattleChoices; choice?: BotChoice; attacker?: Owner; bonusHits?: BattleParams['bonusHits'] } = {},
  ): { outcome: BattleOutcome; step: BotStep } | { refused: Reason } {
    // the attacker is the bot, unless the bot starts a battle between two others (the Vagrant, R7.7.4)
    const attacker: Owner = extra.attacker ?? this.bot;
    const params: BattleParams = { clearing, attacker, defender, choices: extra.choices ?? {}, ...(extra.bonusHits ? { bonusHits: extra.bonusHits } : {}) };
    // check feasibility before drawing dice
    const refusal = battleProblems(this.setup, params)[0];
    if (refusal) return { refused: refusal };
    const { dice, given, n, forced } = this.rollDice();
    const res = resolveRoll(this.setup, params, dice);
    if (!res.ok || !res.outcomes.length) return { refused: res.problems[0] ?? reason('4.3', 'Combat impossible.') };
    const { outcome, draw, points } = this.applyBranch(res.outcomes);
    const removed = [...outcome.removed.attacker, ...outcome.removed.defender];
    const byBot = outcome.removed.defender.filter((p) => p.by === this.bot);
    const prompts = [...this.reactToRemoval(clearing, byBot)];
    const mine = this.registry.rules(this.bot);
    const stepReasons = [
      ...(extra.reasons ?? []),
      reason('R2.8.2', `Déteste les surprises : aucune carte Embuscade ne peut être jouée contre ${this.the(this.bot)} (R2.8.2).`),
      ...outcome.steps.filter((r) => !outcome.prompts.includes(r)),
    ];
    // what the humans must decide because of the battle (the Investors Trait…)
    prompts.push(...outcome.prompts);
    const rollText = `${dice[0]}-${dice[1]}`;
    const removedText = removed.length
      ? ` Pièces retirées : ${removed.map((p) => `${p.category === 'warrior' ? 'guerrier' : kindName(p.kind)} ${this.of(p.owner)}`).join(', ')}.`
      : ' Aucune pièce retirée.';
    const step = this.step({
      rule,
      text: `${text} Dés : ${rollText}${given ? ' (jet donné)' : ' (jet tiré)'}.${removedText}`,
      roll: { clearing, attacker, defender, dice, given, ...(n !== undefined ? { n } : {}), ...(forced ? { forced } : {}) },
      ...(draw ? { draw } : {}),
      ...(extra.choice ? { choice: extra.choice } : {}),
      reasons: stepReasons,
      prompts,
      ...(Object.keys(points).length ? { points } : {}),
    });
    mine?.afterRemoval?.(this, clearing, byBot);
    if (isFactionId(defender) && this.setup.players[defender]?.bot) {
      const settings: OtherBotSettings = { ...(this.options.otherBots?.[defender] ?? {}), traits: this.setup.players[defender]?.traits ?? [] };
      const lost = outcome.removed.defender.filter((p) => p.owner === defender);
      this.registry.rules(defender)?.afterDefence?.(this, clearing, lost, settings);
    }
    return { outcome, step };
  }

  /**
   * An effect of the bot that removes every enemy piece of a clearing (a Revolt…), through
   * battle.ts (`removeAllEnemyPieces`: Elimination of a pawn, removal effects, 1 point per
   * building and token, 3.2.1); a random removal branch is drawn with the generator. Returns the
   * refusal when the effect is impossible.
   */
  removeAll(clearing: number, effect: ClearingEffect, rule: string, text: string, extra: { reasons?: Reason[]; choice?: BotChoice } = {}): { outcome: RemovalOutcome; step: BotStep } | { refused: Reason } {
    const res = removeAllEnemyPieces(this.setup, { clearing, by: this.bot, effect });
    if (!res.ok || !res.outcomes.length) return { refused: res.problems[0] ?? reason('G.1.23', 'Retrait impossible.') };
    const { outcome, draw, points } = this.applyBranch(res.outcomes);
    const prompts = this.reactToRemoval(clearing, outcome.removed.filter((p) => p.by === this.bot));
    const removedText = outcome.removed.length
      ? ` Pièces retirées : ${outcome.removed.map((p) => `${p.category === 'warrior' ? 'guerrier' : kindName(p.kind)} ${this.of(p.owner)}`).join(', ')}.`
      : ' Aucune pièce adverse à retirer.';
    const step = this.step({
      rule,
      text: `${text}${removedText}`,
      ...(draw ? { draw } : {}),
      ...(extra.choice ? { choice: extra.choice } : {}),
      reasons: [...(extra.reasons ?? []), ...outcome.steps, ...outcome.effects],
      prompts,
      ...(Object.keys(points).length ? { points } : {}),
    });
    return { outcome, step };
  }

  /** One enemy building or token removed by someone's effect outside battle (`removePieceByEffect`: 3.2.1, removal effects). */
  removeByEffect(c: number, piece: { owner: Owner; category: 'building' | 'token'; kind: string }, by: Owner, rule: string, text: string, extra: { reasons?: Reason[] } = {}): { outcome: RemovalOutcome; step: BotStep } | { refused: Reason } {
    const res = removePieceByEffect(this.setup, { clearing: c, by, ...piece });
    if (!res.ok || !res.outcomes.length) return { refused: res.problems[0] ?? reason('G.1.22', 'Retrait impossible.') };
    const { outcome, points } = this.applyBranch(res.outcomes);
    const step = this.step({
      rule,
      text,
      reasons: [...(extra.reasons ?? []), ...outcome.steps],
      ...(Object.keys(points).length ? { points } : {}),
    });
    return { outcome, step };
  }

  /**
   * Apply one of the exact branches of a removal (battle or effect): a random building type
   * (R1.2.1) is drawn with the generator and shown; scores are added through `addScore`, the
   * turn and phase kept.
   */
  private applyBranch<O extends { probability: Fraction; draws: string[]; setup: Setup; points: Partial<Record<FactionId, number>> }>(
    outcomes: readonly O[],
  ): { outcome: O; draw?: BotDraw; points: Partial<Record<FactionId, number>> } {
    let outcome = outcomes[0]!;
    let draw: BotDraw | undefined;
    if (outcomes.length > 1) {
      const r = nextWeighted(this.rng, outcomes.map((o) => fractionValue(o.probability)));
      this.rng = r.state;
      draw = this.settle({
        what: 'bâtiment retiré au hasard (R1.2.1)',
        options: outcomes.map((o, i) => ({ value: String(i), label: o.draws.join(' ; ') || `issue ${i + 1}`, probability: fractionText(o.probability) })),
        picked: String(r.value),
        given: false,
      });
      outcome = outcomes[Number(draw.picked)]!;
    }
    const before = this.setup;
    this.setup = cloneSetup(outcome.setup);
    // keep what the removal does not carry (scores are added below)
    for (const f of FACTIONS) if (before.players[f] && this.setup.players[f]) this.setup.players[f]!.score = before.players[f]!.score;
    this.setup.turn = before.turn;
    this.setup.phase = before.phase;
    const points: Partial<Record<FactionId, number>> = {};
    for (const [f, vp] of Object.entries(outcome.points)) if (vp && isFactionId(f)) points[f] = (points[f] ?? 0) + this.addScore(f, vp);
    return { outcome, ...(draw ? { draw } : {}), points };
  }

  /** A problem of the turn (never thrown). */
  fail(rule: string, text: string): void {
    this.problems.push(problem(rule, text));
  }

  /** The module of another bot (for cross-bot effects). */
  rulesOf(f: FactionId): BotRules | undefined {
    return this.registry.rules(f);
  }

  /** Context of the engine's hooks on the current position. */
  ctx() {
    return makeContext(this.setup);
  }
}

// ------------------------------------------------------------------ French articles for piece kinds

const FEMININE: ReadonlySet<string> = new Set(['sawmill', 'citadel', 'base_fox', 'base_rabbit', 'base_mouse', 'mob', 'statuette', 'tablet']);
const VOWEL = /^[AEIOUÉÈÊaeiouéèê]/;

/** « une Scierie », « un Atelier » */
export function aKind(kind: string): string {
  return `${FEMININE.has(kind) ? 'une' : 'un'} ${kindName(kind)}`;
}
/** « la Scierie », « l’Atelier », « le Recruteur » */
export function theKind(kind: string): string {
  const n = kindName(kind);
  return VOWEL.test(n) ? `l’${n}` : `${FEMININE.has(kind) ? 'la' : 'le'} ${n}`;
}
/** « de la Scierie », « de l’Atelier », « du Recruteur » */
export function ofKind(kind: string): string {
  const n = kindName(kind);
  return VOWEL.test(n) ? `de l’${n}` : FEMININE.has(kind) ? `de la ${n}` : `du ${n}`;
}
/** « aucune Scierie », « aucun Atelier » */
export function noKind(kind: string): string {
  return `${FEMININE.has(kind) ? 'aucune' : 'aucun'} ${kindName(kind)}`;
}
