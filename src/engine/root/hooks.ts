/**
 * The one interface through which factions, bots, Nomads and boards change the core rules.
 *
 * The core (control.ts, movement.ts) never names a faction: it asks every active rules module
 * (factions/*.ts, registered in factions/index.ts) through these hooks and merges the answers.
 * A module is active when its `active(ctx)` says so (usually: its faction is in the game).
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
 * - battle and scoring: « à venir » (a later issue adds battle; these slots stay empty for now).
 */
import type { Link } from './board';
import { FACTIONS, isFactionId, type FactionId } from './factions';
import { capitalize, isPluralName, ofName, ownerName, theName } from './glossary';
import { getMap, type MapData } from './maps';
import type { LinkKind, MoveCost, PieceRef } from './movement';
import type { NomadId } from './nomads';
import type { Reason } from './reasons';
import type { ClearingSetup, Owner, Phase, Place, Setup } from './setup';

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
  supervisorOf(n: NomadId): FactionId | undefined;
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
}

export function makeContext(setup: Setup): RulesContext {
  const map = getMap(setup.map);
  const factions = FACTIONS.filter((f) => setup.players?.[f] !== undefined);
  const nomads = Object.keys(setup.nomads ?? {}) as NomadId[];
  return {
    setup,
    map,
    factions,
    nomads,
    inGame: (o) => (isFactionId(o) ? factions.includes(o) : nomads.includes(o)),
    isBot: (f) => setup.players?.[f]?.bot === true,
    supervisorOf: (n) => setup.nomads?.[n]?.supervisor,
    name: (o) => ownerName(o, setup),
    the: (o) => theName(o, setup),
    The: (o) => capitalize(theName(o, setup)),
    of: (o) => ofName(o, setup),
    verb: (o, sg, pl) => (isPluralName(o, setup) ? pl : sg),
    contents: (p) => (p === 'terrier' ? (setup.burrow ?? {}) : (setup.clearings?.[String(p)] ?? {})),
  };
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

export interface MoveEffect {
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
  place?(ctx: RulesContext, owner: Owner, place: Place, piece: PieceRef | undefined): { forbid?: Reason; note?: Reason }[];
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
  /** « à venir » : battle hooks (ambush, hits, defenceless…) arrive with the battle issue */
  battle?: Record<string, never>;
  /** « à venir » : scoring hooks */
  scoring?: Record<string, never>;
}
