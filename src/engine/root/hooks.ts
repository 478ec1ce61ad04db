/**
 * The one interface through which factions, bots, Nomads and boards change the core rules.
 *
 * The core (control.ts, movement.ts) never names a faction: it asks every active rules module
 * (factions/*.ts, registered in factions/index.ts) through these hooks and merges the answers.
 * A module is active when its `active(ctx)` says so (usually: its faction is in the game).
 *
 * This file holds only types: it imports data types and types.ts, never a resolver or a rules
 * module. The context a hook receives is built by context.ts (`makeContext`); what a module needs
 * from the resolvers comes through it (`ctx.placementBans`, and in battle `q.ruler()`), so a rules
 * module never imports control.ts, movement.ts, battle.ts or the registry.
 *
 * Hooks, by concern:
 * - control (2.5): `borrow` (pieces of others counted as one's own: Nomads E.3.1, mercenaries
 *   11.2.7.III), `pool` (a team counted as one: fully cooperative game, R3), `outright` (rules
 *   whatever the count: gardens 10.2.4, the Burrow 12.2.2), `winsTie` (rules when tied for most:
 *   Lords of the Forest 7.2.2), `notes` (pieces that do not count, like the Vagabond's pawn 9.2.2);
 * - movement (4.2): `group` (who may move from a place: the warlord 14.2.2, Allied warriors
 *   9.2.9.II.b, relics carried 15.2.4…), `leaveBanImmunity` (moves untouched by "cannot move out"
 *   effects: Slip 9.4.2), `move` (effects on one candidate move: a link becomes usable, control is
 *   waived, the move is forbidden, a cost or a note is added);
 * - placement: `place` (Keep 6.2.2, Snare 13.7.2, Burrow 12.2.2);
 * - bans a bot trips over (`trip` in a move effect or a placement answer): the Snare against bots
 *   (R11.8.2) refuses the action, but the bot ignores it when choosing and loses the action instead;
 * - battle (4.3, applied by battle.ts in the order of the steps): `check` (notes and refusals before
 *   the battle: Monuments F.1.1…), `options` (choices a module offers, with their default),
 *   `ambush` (who may not play or counter an ambush: Nomads E.3.5), `cards` (who may not use cards),
 *   `extraWarriors` (the warlord 14.2.2), `allies` (warriors of others fighting for a side:
 *   mercenaries 11.2.7.III, Allied warriors 9.2.9.II.c), `dice` (Guerrilla 8.2.2), `cap` (the
 *   maximum of rolled hits: swords 9.2.6, Vagabot track R7.2.4), `beforeRoll` (Bitter 14.7.1,
 *   enlisting the Arbiter D.5.2), `noRolledHits` (Looters 14.2.5), `defenceless` (9.2.4),
 *   `extraHits` (Commander 7.8.3, Secret Agent 13.2.5, Wrathful 14.7.8…), `ignoreFirst` (Devout
 *   Knights 15.2.4, Stubborn 14.7.7), `absorb` (the Vagabond damages items 9.2.7), `buildingHits`
 *   (hits per building: the Fortified Trait), `removed`
 *   (effects of removed pieces, 1.5.4: Field Hospitals 6.2.3, bases 8.2.4, ministers 12.2.3…),
 *   `end` (Looters' plunder, Allies turning Hostile 9.2.9.II.d);
 * - scoring: `piece` (extra points for one removed piece: Coveted Trophies 15.2.5) and `battle`
 *   (points for the whole battle: Despot 7.8.4, Infamy 9.2.9.III.a, Vagabot R7.5.4).
 */
import type { Link, LinkKind } from './board';
import type { FactionId, Suit } from './factions';
import type { MapData } from './maps';
import type { NomadId } from './nomads';
import type { Reason } from './reasons';
import type { ClearingSetup, Owner, Phase, Place, Setup } from './setup';
import type { BattleChoices, BattleOffer, BattleRole, MoveCost, PieceRef, RemovedPiece, Ruler } from './types';

/** What every hook receives: the position and a few questions about it. */
export interface RulesContext {
  setup: Setup;
  map: MapData;
  /** the factions in the game */
  factions: FactionId[];
  /** the Nomads in the game */
  nomads: NomadId[];
  inGame(owner: Owner): boolean;
  isBot(f: FactionId): boolean;
  /** a bot player with this Trait card (R3.3.2; the Trait modules of bots/traits.ts) */
  hasTrait(f: Owner, trait: string): boolean;
  supervisorOf(n: NomadId): FactionId | undefined;
  /** the partner of a player in a coalition (9.2.8), whichever side it is on */
  partnerOf(f: FactionId): FactionId | undefined;
  /**
   * Is `b` an adversary of `a` (G.1.2)? Any other player `a` has not formed a coalition with
   * (9.2.8), any Nomad in the supply or supervised by such a player (E.3.2). A Nomad sees as its
   * supervisor does; a Nomad with no supervisor has everyone else for adversary.
   */
  adversary(a: Owner, b: Owner): boolean;
  /** French name without article (the bot's name for a bot): « Marquise » */
  name(owner: Owner | 'humans'): string;
  /** with article: « la Marquise », « les Corvidés » */
  the(owner: Owner | 'humans'): string;
  /** capitalised, to start a sentence: « La Marquise » */
  The(owner: Owner | 'humans'): string;
  /** « de la Marquise », « du Vagabond », « des Corvidés » */
  of(owner: Owner | 'humans'): string;
  /** verb agreement: verb(o, 'contrôle', 'contrôlent') */
  verb(owner: Owner | 'humans', singular: string, plural: string): string;
  /** contents of a clearing or the Burrow */
  contents(place: number | 'terrier'): ClearingSetup;
  /**
   * Why `owner` may not place `piece` at `place`, by the `placement` hooks of every active rules
   * module (empty when none forbids; trips and notes left out): for a module whose effect places
   * pieces (a removed Raid, 13.7.4) without importing the resolvers or the registry of modules.
   */
  placementBans(owner: Owner, place: Place, piece?: PieceRef): Reason[];
}

// ------------------------------------------------------------------ control

/** Pieces of `from` that `to` counts as its own for control. */
export interface Borrow {
  from: Owner;
  to: Owner;
  /** warriors and buildings borrowed */
  count: number;
  /** true: the lender no longer counts them (supervised Nomads); false: both count them (mercenaries) */
  transfer: boolean;
  /** owners against whom the borrowed pieces do not count */
  notAgainst?: Owner[];
  reason: Reason;
}

export interface ControlHooks {
  /** pieces of the module's owner that count although the core does not see them (the warlord 14.2.2) */
  extraPieces?(ctx: RulesContext, place: number | 'terrier', c: ClearingSetup): { owner: Owner; warriors: number; reason: Reason }[];
  borrow?(ctx: RulesContext, place: number | 'terrier', c: ClearingSetup): Borrow[];
  /** pool owners into one team for control */
  pool?(ctx: RulesContext): { team: 'humans'; members: Owner[]; reason: Reason } | null;
  /** this owner rules whatever the count; lower priority is applied first */
  outright?(ctx: RulesContext, place: number | 'terrier', c: ClearingSetup): { owner: Owner; priority: number; reason: Reason } | null;
  /** called for each owner tied for the most pieces: does it win the tie? */
  winsTie?(ctx: RulesContext, owner: Owner, place: number | 'terrier', c: ClearingSetup, total: number): Reason | null;
  notes?(ctx: RulesContext, place: number | 'terrier', c: ClearingSetup): Reason[];
}

// ------------------------------------------------------------------ movement

export interface MoveQuery {
  ctx: RulesContext;
  mover: FactionId;
  from: Place;
  to: Place;
  via: LinkKind;
  link: Link;
  /** the phase given by the setup, if any */
  phase: Phase | undefined;
  /** is it the mover's turn (assumed when the setup does not say whose turn it is) */
  moverTurn: boolean;
  /** set when the move ignores effects that prevent moving out (Slip, 9.4.2) */
  leaveBanImmune: Reason | null;
}

/**
 * A ban that a bot does not see when it chooses a target, but trips over when it acts (the Snare,
 * R11.8.2): the move or placement is refused like a ban (`reason`); in a bot's turn `apply` runs
 * instead and that part of the action does not happen.
 */
export interface Trip {
  reason: Reason;
  /** what happens instead, in French: « le Piège de la clairière 5 est retiré » */
  text: string;
  apply(s: Setup): void;
}

export interface MoveEffect {
  /** refuses the move like `forbid`, but a bot choosing its move ignores it and trips over it (R11.8.2) */
  trip?: Trip;
  /** the link may be used (rivers as paths: 11.2.2, 11.2.7.II; closed paths for bots R12.2.1…) */
  allow?: Reason;
  /** the move is refused */
  forbid?: Reason;
  /** the control requirement of 4.2.1 is waived */
  ignoreControl?: Reason;
  /** informative reason */
  note?: Reason;
  /** cost added to the move */
  cost?: MoveCost;
  /** pieces added to the group for this move (Allied warriors 9.2.9.II.b) */
  groupAdd?: number;
}

export interface GroupContribution {
  /** pieces that may move, added to the mover's own warriors and pawn */
  add?: number;
  reasons: Reason[];
  relics?: number;
  allies?: { faction: FactionId; warriors: number }[];
}

export interface MovementHooks {
  group?(ctx: RulesContext, mover: FactionId, from: Place, moverTurn: boolean): GroupContribution | null;
  leaveBanImmunity?(ctx: RulesContext, mover: FactionId, from: Place, phase: Phase | undefined): Reason | null;
  move?(q: MoveQuery): MoveEffect[];
}

// ------------------------------------------------------------------ placement

export interface PlacementHooks {
  /** reasons forbidding `owner` to place a piece at `place` (empty if nothing forbids) */
  place?(ctx: RulesContext, owner: Owner, place: Place, piece: PieceRef | undefined): { forbid?: Reason; note?: Reason; trip?: Trip }[];
}

// ------------------------------------------------------------------ battle

/** What battle hooks receive: the battle, on the position as it stands at that step. */
export interface BattleQuery {
  /** context of the current working position (it changes as the battle goes) */
  ctx: RulesContext;
  clearing: number;
  /** suit of the battle clearing (A.1), null if unknown (Winter without markers) */
  suit: Suit | null;
  attacker: Owner;
  defender: Owner;
  /** the Vagrant's Provocation (D.4.2, R7.7.4): the Vagabond who removes the pieces and scores */
  instigator?: FactionId;
  /** the choices, defaults applied */
  choices: BattleChoices;
  /** whose turn the battle happens in: the setup's, or the attacker's (the instigator's) */
  turn: Owner;
  owner(role: BattleRole): Owner;
  role(owner: Owner): BattleRole | null;
  /** the battle clearing now */
  here(): ClearingSetup;
  /** who rules the battle clearing now (2.5) */
  ruler(): Ruler | null;
  /** rule number: the Law's for a human faction, Rootbotics' for a bot */
  rule(f: Owner, human: string, bot: string): string;
}

/** Something a hook does during a battle: a reason, and maybe a change of the position. */
export interface BattleEffect {
  reason: Reason;
  /** changes the working position (a clone owned by the battle) */
  apply?(s: Setup): void;
  /** victory points scored by a player */
  score?: { to: FactionId; vp: number };
  /** added to a side's maximum of rolled hits (the Arbiter, D.5.2) */
  capAdd?: { role: BattleRole; n: number };
  /** a human player must decide or act (the Investors Trait): shown to the humans in a bot's turn */
  forHumans?: boolean;
}

/** Warriors of another owner fighting for a side. */
export interface BattleAlly {
  from: Owner;
  count: number;
  /** 'even': hits split evenly with the side's own pieces (11.2.7.III.a); 'optional': the side may take hits on them (9.2.9.II.d) */
  split: 'even' | 'optional';
  reason: Reason;
}

export interface BattleSummary {
  removed: RemovedPiece[];
  /** items damaged, by owner */
  damaged: Partial<Record<Owner, number>>;
  /** hits taken on Allied warriors by a Vagabond (9.2.9.II.d) */
  allyHits: number;
}

export interface BattleHooks {
  check?(q: BattleQuery): { forbid?: Reason; note?: Reason }[];
  options?(q: BattleQuery): BattleOffer[];
  /** what the attacker declares as the battle begins, before the defender's ambush (Looters 14.2.5): steps */
  declare?(q: BattleQuery): Reason[];
  /** a reason forbidding `role` to play (defender) or counter (attacker) an ambush card */
  ambush?(q: BattleQuery, role: BattleRole): Reason | null;
  /** a reason forbidding `role` to use battle cards */
  cards?(q: BattleQuery, role: BattleRole): Reason | null;
  extraWarriors?(q: BattleQuery, owner: Owner): { count: number; reason: Reason; remove(c: ClearingSetup): void } | null;
  allies?(q: BattleQuery, role: BattleRole): BattleAlly[];
  /** the defender takes the higher die (Guerrilla 8.2.2) */
  dice?(q: BattleQuery): Reason | null;
  cap?(q: BattleQuery, role: BattleRole, warriors: number, allies: number): { set?: number; add?: number; reason: Reason } | null;
  beforeRoll?(q: BattleQuery): BattleEffect[];
  noRolledHits?(q: BattleQuery, role: BattleRole): Reason | null;
  defenceless?(q: BattleQuery): { defenceless: boolean; reason: Reason } | null;
  /** `rolled`: the hits this side deals with its die, after the cap */
  extraHits?(q: BattleQuery, role: BattleRole, roll: { rolled: number }): { hits: number; reason: Reason }[];
  ignoreFirst?(q: BattleQuery, owner: Owner): Reason | null;
  absorb?(q: BattleQuery, owner: Owner, hits: number): { absorbed: number; damaged: number; reason: Reason; apply(s: Setup): void } | null;
  /** hits needed to remove one building of `owner` (default 1; the Fortified Trait: 2) */
  buildingHits?(q: BattleQuery, owner: Owner): { hits: number; reason: Reason } | null;
  removed?(q: BattleQuery, owner: Owner, pieces: RemovedPiece[]): BattleEffect[];
  end?(q: BattleQuery, summary: BattleSummary): BattleEffect[];
}

export interface ScoringHooks {
  /** extra points for removing one piece (beyond 3.2.1) */
  piece?(q: BattleQuery, by: Owner, piece: RemovedPiece): { vp: number; reason: Reason } | null;
  /** points for the whole battle */
  battle?(q: BattleQuery, summary: BattleSummary): { to: FactionId; vp: number; reason: Reason }[];
}

// ------------------------------------------------------------------ the module

export interface FactionRules {
  /** faction id, or a module name for shared rules ("nomads", "coop", "boards") */
  id: string;
  /** does this module apply to this position? */
  active(ctx: RulesContext): boolean;
  control?: ControlHooks;
  movement?: MovementHooks;
  placement?: PlacementHooks;
  battle?: BattleHooks;
  scoring?: ScoringHooks;
}
