/**
 * The turn of a faction played by a person (question `turn`): the words the resolver (resolve.ts),
 * the toolkit (kit.ts) and the faction modules (tour/<faction>.ts) share. Types only.
 *
 * How a faction plugs in — one interface, `TurnModule`:
 * - `read` checks the reader's inputs the board cannot show (the Decree, the Vagabond's items…)
 *   and returns them as the faction's part of the `TurnState`;
 * - `begin` does what a phase does by itself when it starts (the Marquise's wood at Birdsong…);
 * - `candidates` lists every action the faction might take now, as plan steps (`PlannedAction`):
 *   a superset, legal or not;
 * - `apply` plays one step on the kit, or refuses it with the rule it breaks;
 * - `end` does what the phase does by itself when it ends (drawing at Evening…), or refuses to end.
 * The resolver tries every candidate on a copy: what `apply` accepts is offered, the rest becomes a
 * refusal with its rule. Offer and check are one code path, so they cannot disagree.
 *
 * A module never imports a resolver (control.ts, movement.ts, battle.ts): everything it needs from
 * them comes through the `TurnKit` it receives.
 */
import type { CardSuit } from '../cards';
import type { FactionId, Suit } from '../factions';
import type { RulesContext } from '../hooks';
import type { MapData } from '../maps';
import type { Reason } from '../reasons';
import type { ClearingSetup, Owner, Phase, Place, Setup } from '../setup';
import type { BattleChoices, PieceRef, RemovedPiece } from '../types';

export interface TurnQuestion {
  kind: 'turn';
  faction: FactionId;
  /** the phase the question starts at (default: the position's, else Birdsong) */
  phase?: Phase;
  /** what the board cannot show: the hand by suit and the faction's inputs (its module's keys) */
  state?: { [key: string]: Json };
  /** a planned sequence of actions, applied step by step */
  plan?: PlannedAction[];
}

/** Cards in hand, by suit (1.2.1: the hand is secret, so the reader gives it). */
export type Hand = Partial<Record<CardSuit, number>>;

export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/**
 * What the board cannot show, and the turn's progress: plain JSON. `hand` is read by the resolver;
 * every other key belongs to the faction's module (its `read` checks what the reader gives; the
 * module keeps there what it counts during the turn, such as the actions left).
 */
export interface TurnState {
  hand?: Hand;
  [key: string]: Json | Hand | undefined;
}

/**
 * One step of a plan: `id` names the action (the module's own words: 'build', 'recruit'…), the
 * other fields its choices. Shared names: `at` (a clearing), `from`/`to`, `n` (how many), `kind`
 * (a building, a token, an item), `suit`, `card` (a card of the deck, by id), `target` (another
 * owner), `roll` (a battle's two dice, as rolled). The generic step `{ id: 'phase' }` ends the
 * phase (the resolver's own action).
 */
export interface PlannedAction {
  id: string;
  [choice: string]: Json;
}

/** A candidate step the module proposes (legal or not); `count`: the number `n` may be chosen in that range. */
export interface Candidate {
  action: PlannedAction;
  count?: { min: number; max: number };
}

/** A way to take an action now: a ready plan step, its French label, and what it costs. */
export interface ActionWay {
  action: PlannedAction;
  label: string;
  /** the count may be chosen between min and max (the step carries `n = max`) */
  count?: { min: number; max: number };
}

/** An action the faction may take now, with every way to take it. */
export interface ActionOption {
  id: string;
  /** « Construire », « Recruter » */
  label: string;
  /** the rule that grants it */
  rule: string;
  /** what it costs, in French (« 1 bois par bâtiment déjà construit de ce type + 1 »…) */
  cost?: string;
  ways: ActionWay[];
  /** ways left out of `ways` (the list is cut at WAYS_SHOWN) */
  more: number;
}

/** An action the faction may not take now, and the rule that forbids it. */
export interface Refusal {
  id: string;
  label: string;
  reason: Reason;
  /** other rules that refuse it elsewhere on the board (one reason per rule, three at most) */
  others?: Reason[];
}

/** A battle the plan started without its roll: the plan stops there and shows the odds. */
export interface PendingBattle {
  clearing: number;
  attacker: Owner;
  defender: Owner;
  /** the choices made before the roll (an Ally, Swift Strike, a battle someone else provokes…) */
  choices?: BattleChoices;
}

/** One step of the plan, applied. */
export interface TurnStep {
  action: PlannedAction;
  /** French, what was done: « Construit une scierie dans la clairière 3 (2 bois) » */
  text: string;
  phase: Phase;
  reasons: Reason[];
  /** the position and state after the step */
  setup: Setup;
  state: TurnState;
  /** points scored in the step */
  points?: number;
  /** pieces removed by a battle fought in the step */
  removed?: RemovedPiece[];
}

export interface TurnAnswerCore {
  faction: FactionId;
  /** the phase now, after the plan; null when the turn is over */
  phase: Phase | null;
  steps: TurnStep[];
  /** the plan stopped here: an illegal step (with the rule it breaks) or a battle without its roll */
  stopped?: { index: number; reason: Reason; battle?: PendingBattle };
  /** the position and the state after the plan */
  setup: Setup;
  state: TurnState;
  actions: ActionOption[];
  refusals: Refusal[];
  /** notes on the whole answer (defaults taken for what the reader did not give) */
  reasons: Reason[];
}

/** A piece on a place, as the kit counts and moves it. */
export interface PieceCount {
  category: 'warrior' | 'building' | 'token';
  kind: string;
  /** a token placed face up (Corvid plots 13.2.2.I); default face down */
  faceUp?: boolean;
}

/** The result of a battle asked through the kit. */
export type KitBattle = { refused: Reason } | { pending: PendingBattle } | { removed: RemovedPiece[]; reasons: Reason[]; points: number };

/**
 * What a module may ask and do, on the working copy of the position. Questions never change it;
 * changes return a refusal (the rule) or null when done, and leave the position untouched when
 * they refuse.
 */
export interface TurnKit {
  readonly faction: FactionId;
  readonly map: MapData;
  /** the working position (a copy the resolver owns) */
  readonly setup: Setup;
  /** the working state (hand and the module's keys) */
  readonly state: TurnState;
  readonly phase: Phase;
  /** the pieces removed by battles in the step being applied */
  readonly removed: readonly RemovedPiece[];
  /** a rules context on the position as it is now */
  ctx(): RulesContext;
  /** adds a reason to the step being applied */
  note(r: Reason): void;
  /** adds a French sentence to the step's text */
  say(text: string): void;

  // -------------------------------------------------------------- questions
  clearings(): number[];
  /** a clearing's contents, or the Burrow's (12.2.2) */
  here(c: number | 'terrier'): ClearingSetup;
  suitOf(c: number): Suit | null;
  /** clearings joined to c by a path (1.3.1) */
  adjacent(c: number): number[];
  /** does `o` (default: the faction) rule c (2.5)? */
  rules(c: number, o?: Owner): boolean;
  warriors(c: number | 'terrier', o?: Owner): number;
  buildings(c: number, o?: Owner, kind?: string): number;
  tokens(c: number, o?: Owner, kind?: string): number;
  freeSlots(c: number): number;
  /** pieces of that kind left in the owner's supply (1.5.1) */
  supply(p: PieceCount, o?: Owner): number;
  /** pieces of that kind on the map */
  onMap(p: PieceCount, o?: Owner): number;
  /** the other owners with pieces in c */
  enemiesIn(c: number): Owner[];
  /** why the faction may not place this piece in c (placement hooks, slots for buildings), or null */
  placeBan(c: number | 'terrier', p: PieceRef): Reason | null;
  /** why the faction may not move n warriors from → to (4.2), or null */
  moveBan(from: Place, to: Place, n: number): Reason | null;
  /** why the faction (or `attacker`, in a battle the faction provokes) may not battle `defender` in c (4.3), or null */
  battleBan(c: number, defender: Owner, attacker?: Owner): Reason | null;
  /** cards of a suit in hand; undefined when the reader did not give the hand */
  cards(suit: CardSuit): number | undefined;
  /** items left in the supply (4.1.2, setup 5.1) */
  itemSupply(item: string): number;

  // -------------------------------------------------------------- changes
  /** places pieces in a clearing or in the Burrow (12.2.2) */
  place(c: number | 'terrier', p: PieceCount, n?: number): Reason | null;
  /** turns one of the faction's tokens of that kind in c face up (or face down) */
  flip(c: number, kind: string, faceUp: boolean): Reason | null;
  /**
   * An effect of the faction that removes every enemy piece of c (a Bomb 13.7.1, a Favor card…),
   * through the shared removal (battle.ts): points scored (3.2.1) and the removed pieces' own
   * effects included. `outcomes` > 1 when the removal has random parts (the first is applied).
   */
  clearEnemies(c: number, effect: 'bomb' | 'favor' | 'revolt' | 'scorched_earth' | 'other'): { refused: Reason } | { removed: RemovedPiece[]; reasons: Reason[]; points: number; outcomes: number };
  remove(c: number, p: PieceCount, n?: number, o?: Owner): Reason | null;
  move(from: Place, to: Place, n: number): Reason | null;
  /**
   * Moves the faction's pawn from → to (4.2, by legalMoves: forests, the pawn's own move hooks);
   * with `anywhere`, to any place without the adjacency check (an effect that says so), placement
   * bans still applying. `follow`: warriors of another owner that move with the pawn (9.2.9.II.b),
   * checked against what legalMoves lets come along.
   */
  movePawn(from: Place, to: Place, opts?: { anywhere?: boolean; follow?: { owner: Owner; n: number } }): Reason | null;
  /** where the faction's pawn is (a clearing or a forest), or null */
  pawnAt(): Place | null;
  /** a battle the faction starts; with no roll the plan stops there (the odds are shown) */
  battle(c: number, defender: Owner, roll: [number, number] | undefined, choices?: BattleChoices, attacker?: Owner): KitBattle;
  /** spends cards of a suit from the hand (bird cards stand in for any suit when `birdWild`: 2.3) */
  spend(suit: CardSuit, n: number, rule: string, birdWild?: boolean): Reason | null;
  /** draws n cards of unknown suit (counted in `state.drawn`) */
  draw(n: number): void;
  score(vp: number): void;
  /**
   * A change the kit has no word for (a relic's face and value, a piece in a forest, the warlord
   * moved with its warriors): `f` changes the working position in place. The module checks the
   * change's legality first, with the rule that decides it.
   */
  edit(f: (s: Setup) => void): void;
  /**
   * Crafts a card of the deck (4.1): spends it from the hand, activates crafting pieces among
   * `pieces` (the faction's unused ones) to pay its cost, takes its item from the supply. Returns
   * the pieces used (the module marks them), the card's points (the module scores them) and item.
   */
  craft(cardId: string, pieces: CraftPiece[], rule: string): Reason | { used: CraftPiece[]; vp: number | null; item: string | null };
}

/** A crafting piece the faction may activate (4.1.1): where, and the suit it gives. */
export interface CraftPiece {
  /** the clearing (a Vagabond's hammer has none) */
  at: number | null;
  suit: Suit;
}

/** A value an input may take, with its French label. */
export interface InputOption {
  value: string | number;
  label: string;
}

/**
 * One of the faction's inputs, declared by its module (`TurnModule.inputs`) so that a page can ask
 * for it: the state key `read` accepts, its French label, the rule it comes from, and its shape.
 * - `nombre`: an integer in [min, max];
 * - `oui-non`: true, or absent (false);
 * - `choix`: one of `options` (its `value`);
 * - `comptes`: a count of 0 to `max` per option, `{ value: n }`; with `suite`, a list of counts in
 *   the options' order (a track's spaces);
 * - `liste`: several distinct values among `options` (at most `max`), as a list;
 * - `clairieres`: clearing numbers, a list (or one number with `une`);
 * - `colonnes`: per column, cards among `options` — a list of values (`forme: 'liste'`, the
 *   Decree) or a count per value (`forme: 'comptes'`, the Retinue); with `enClairieres`, the
 *   columns are clearings ('1'…'12');
 * - `objets`: a list of `{ kind, <flag>: true… }`, `kind` among `options`, flags among `drapeaux`
 *   (the Satchel).
 * `avancement`: the turn's progress (what the turn counts by itself), given only when the question
 * starts in the middle of a phase. `absent`: what the engine assumes when the key is not given.
 * `exemple`: a value `read` accepts in a position where the faction has only warriors and no
 * leader, minister or funds (tests/engine/tour/entrees.test.ts).
 */
export type TurnInput = {
  key: string;
  label: string;
  rule: string;
  avancement?: boolean;
  absent?: string;
  exemple: Json;
} & (
  | { kind: 'nombre'; min: number; max: number }
  | { kind: 'oui-non' }
  | { kind: 'choix'; options: InputOption[] }
  | { kind: 'comptes'; options: InputOption[]; max: number; suite?: boolean; enJeu?: boolean }
  | { kind: 'liste'; options: InputOption[]; max?: number }
  | { kind: 'clairieres'; une?: boolean }
  | { kind: 'colonnes'; columns: InputOption[]; enClairieres?: boolean; options: InputOption[]; forme: 'liste' | 'comptes'; max: number }
  | { kind: 'objets'; options: InputOption[]; drapeaux: InputOption[] }
);

/** The turn module of a faction: see the head of this file. */
export interface TurnModule {
  factions: readonly FactionId[];
  /** why the Dominance actions every faction shares (domination.ts, 3.3.1) do not apply as such (the Vagabond's coalition, 9.2.8) */
  dominance?: Reason;
  /** the keys `read` accepts, for a page to ask them (TurnInput) */
  inputs?: readonly TurnInput[];
  /** the rules of the Law this module applies, by chapter, for docs and the reach test */
  read(x: { [key: string]: unknown }, k: TurnKit, problems: Reason[]): void;
  begin?(k: TurnKit, phase: Phase): void;
  candidates(k: TurnKit): Candidate[];
  /** labels of the module's action ids, with the rule that grants each (for the options and refusals) */
  actions: { [id: string]: { label: string; rule: string; cost?: string } };
  /** refusals that no candidate can show (an action out of its phase…) */
  unavailable?(k: TurnKit): Refusal[];
  apply(k: TurnKit, a: PlannedAction): Reason | null | PendingBattle;
  /** French label of one step */
  describe(k: TurnKit, a: PlannedAction): string;
  end?(k: TurnKit, phase: Phase): Reason | null;
}
