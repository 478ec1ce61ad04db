/**
 * Movement (4.2): every destination next to a place, legal or not, each with its reasons, and the
 * largest group that can move.
 *
 * 4.2: move any number (> 0) of your warriors and pawn from a clearing to an adjacent clearing.
 * 4.2.1: you must rule the origin or the destination (or both). 4.2.2: no limit of moves.
 *
 * The core lists the links of the board (board.ts), then asks the active rules modules (hooks.ts):
 * which links become usable (rivers for Swimmers or Boats, closed paths for bots, forests for the
 * Vagabond), which moves are forbidden (Snare, Burrow, Vagabond into a forest by day…), when control
 * is waived (Nimble, Swimmers), what it costs (boots, items, a card or a point for the Ferry), and
 * who may come along (warlord, Allied warriors, relics). Default usability by link:
 * path, Burrow and Ferry yes; closed path (C.3.2), river (2.3), lake (C.2.2) and forest no.
 */
import { contentsOf, linksFrom, placeExists, type Link, type LinkKind } from './board';
import { addPiece, boardPieceOf } from './edit';
import { controlWithContext, rulesPlace } from './control';
import { activeRules } from './factions/index';
import { isFactionId, type FactionId } from './factions';
import { capitalize, kindName, thePlace } from './glossary';
import { makeContext } from './context';
import type { MoveEffect, MoveQuery, RulesContext, Trip } from './hooks';
import { reason, type Reason, type Verdict } from './reasons';
import { BURROW, placeKey, type Owner, type Place, type Setup } from './setup';
import type { MoveCost, PieceRef } from './types';

export type { LinkKind } from './board';
export type { MoveCost, PieceRef } from './types';

export interface Destination {
  to: Place;
  ok: boolean;
  /** largest group that can make this move (0 if refused) */
  maxGroup: number;
  reasons: Reason[];
  /** the links that join the two places */
  via: LinkKind[];
  cost?: MoveCost;
  /** refused only by bans a bot ignores when choosing, and trips over when it moves (R11.8.2) */
  trips?: Trip[];
}

export interface MovementVerdict {
  from: Place;
  mover: FactionId;
  /** largest group of the mover's warriors and pawn that can move from here (4.2: any number > 0) */
  maxGroup: number;
  reasons: Reason[];
  destinations: Destination[];
  /** what may come along: relics (15.2.4), Allied warriors (9.2.9.II.b) */
  carry?: { relics?: number; allies?: { faction: FactionId; warriors: number }[] };
  /** bans a bot trips over by leaving this place, whatever else refuses its moves (the Snare, R11.8.2) */
  leaveTrips?: Trip[];
}

const LINK_ORDER: LinkKind[] = ['path', 'burrow', 'river', 'lake', 'ferry', 'closed_path', 'forest'];

function linkReason(from: Place, l: Link): { usable: boolean; why: Reason } {
  const a = thePlace(from);
  const b = thePlace(l.to);
  switch (l.kind) {
    case 'path':
      return { usable: true, why: reason('2.2.1', `Un chemin relie ${a} et ${b} : elles sont adjacentes (2.2.1).`) };
    case 'closed_path':
      return { usable: false, why: reason('C.3.2', `Le chemin entre ${a} et ${b} est fermé : elles ne sont pas adjacentes (C.3.2).`) };
    case 'river':
      return { usable: false, why: reason('2.3', `Une rivière relie ${a} et ${b}, mais les rivières ne sont pas des chemins (2.3).`) };
    case 'lake':
      return { usable: false, why: reason('C.2.2', `Le lac relie les clairières côtières comme des rivières, qui ne sont pas des chemins (C.2.2, 2.3).`) };
    case 'ferry':
      return { usable: true, why: reason('C.2.5', `Le Radeau est dans ${a} : une fois par tour, il emmène les pièces qui en partent vers une autre clairière côtière, considérée comme adjacente (C.2.5).`) };
    case 'burrow':
      return { usable: true, why: reason('12.2.2', `Le Terrier est adjacent à chaque clairière avec un Tunnel (12.2.2).`) };
    case 'forest':
      return { usable: false, why: reason('2.4.1', `Seul un pion peut aller dans un bois ou en sortir (9.4.2, 9.5.1).`) };
  }
}

function addCost(a: MoveCost | undefined, b: MoveCost | undefined): MoveCost | undefined {
  if (!b) return a;
  const out: MoveCost = { ...(a ?? {}) };
  for (const k of ['boots', 'items', 'draw', 'vp'] as const) if (b[k] !== undefined) out[k] = Math.max(out[k] ?? 0, b[k] ?? 0);
  return out;
}

function dedupe(rs: Reason[]): Reason[] {
  const seen = new Set<string>();
  return rs.filter((r) => {
    const k = `${r.rule}|${r.text}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function ownPieces(ctx: RulesContext, mover: FactionId, from: Place): { warriors: number; pawn: boolean } {
  if (typeof from === 'object') return { warriors: 0, pawn: (ctx.setup.forests?.[from.forest]?.pawns ?? []).includes(mover as never) };
  const c = contentsOf(ctx.setup, from);
  return { warriors: c.warriors?.[mover] ?? 0, pawn: (c.pawns ?? []).includes(mover as never) };
}

export function legalMovesWithContext(ctx: RulesContext, mover: FactionId, from: Place): MovementVerdict {
  const reasons: Reason[] = [];
  const base: MovementVerdict = { from, mover, maxGroup: 0, reasons, destinations: [] };
  if (!isFactionId(mover) || !ctx.inGame(mover)) {
    reasons.push(reason('5.1.1', `${isFactionId(mover) ? ctx.The(mover) : String(mover)} : pas en jeu.`));
    return base;
  }
  if (!placeExists(ctx.setup, from, ctx.map)) {
    reasons.push(reason('2.2', `${capitalize(thePlace(from))} n’existe pas sur le plateau ${ctx.map.name}.`));
    return base;
  }
  const rules = activeRules(ctx);
  const turn = ctx.setup.turn;
  const moverTurn = turn === undefined || turn === mover;
  if (turn === undefined) reasons.push(reason('1.4.1', `Tour non précisé : on considère que ${ctx.the(mover)} ${ctx.verb(mover, 'se déplace', 'se déplacent')} pendant son propre tour.`));
  else if (!moverTurn) reasons.push(reason('1.4.1', `C’est le tour ${ctx.of(turn)} : ${ctx.the(mover)} ne ${ctx.verb(mover, 'se déplace', 'se déplacent')} alors que si un effet l’y force (1.5.5).`));
  const phase = ctx.setup.phase;

  // the group (4.2)
  const mine = ownPieces(ctx, mover, from);
  let group = mine.warriors + (mine.pawn ? 1 : 0);
  const parts: string[] = [];
  if (mine.warriors) parts.push(`${mine.warriors} guerrier${mine.warriors > 1 ? 's' : ''}`);
  if (mine.pawn) parts.push('son pion');
  const carry: NonNullable<MovementVerdict['carry']> = {};
  const groupReasons: Reason[] = [];
  for (const r of rules) {
    const g = r.movement?.group?.(ctx, mover, from, moverTurn);
    if (!g) continue;
    group += g.add ?? 0;
    groupReasons.push(...g.reasons);
    if (g.relics) carry.relics = (carry.relics ?? 0) + g.relics;
    if (g.allies?.length) carry.allies = [...(carry.allies ?? []), ...g.allies];
  }
  reasons.push(
    group > 0
      ? reason('4.2', `${ctx.The(mover)} ${ctx.verb(mover, 'a', 'ont')} ${parts.length ? parts.join(' et ') : `${group} pièce${group > 1 ? 's' : ''}`} dans ${thePlace(from)} : ${group > 1 ? `on peut en déplacer de 1 à ${group}` : 'on peut déplacer cette pièce'} (4.2).`)
      : reason('4.2', `${ctx.The(mover)} ${ctx.verb(mover, 'n’a', 'n’ont')} ni guerrier ni pion à déplacer depuis ${thePlace(from)} (4.2).`),
  );
  reasons.push(...groupReasons);
  if (group > 0) reasons.push(reason('4.2.2', 'Pas de limite de déplacement : rien n’empêche une pièce de bouger plusieurs fois dans le tour (4.2.2).'));
  base.maxGroup = group;
  if (carry.relics || carry.allies) base.carry = carry;

  // control of the origin (4.2.1)
  const controlFrom = typeof from === 'object' ? null : controlWithContext(ctx, from);
  const rulesFrom = controlFrom ? rulesPlace(controlFrom, mover, ctx) : false;
  let leaveBanImmune: Reason | null = null;
  for (const r of rules) leaveBanImmune ??= r.movement?.leaveBanImmunity?.(ctx, mover, from, phase) ?? null;

  // links, grouped by destination
  const links = linksFrom(ctx.setup, from, ctx.map).filter((l) => l.kind !== 'forest' || mine.pawn);
  const byDest = new Map<string, Link[]>();
  for (const l of links) {
    const k = placeKey(l.to);
    byDest.set(k, [...(byDest.get(k) ?? []), l]);
  }
  for (const group_ of byDest.values()) {
    group_.sort((a, b) => LINK_ORDER.indexOf(a.kind) - LINK_ORDER.indexOf(b.kind));
    const to = group_[0]!.to;
    const evaluations = group_.map((l) => evaluate(ctx, rules, { mover, from, l, phase, moverTurn, leaveBanImmune, group, rulesFrom, controlFromRuler: controlFrom?.ruler ?? null }));
    const ok = evaluations.find((e) => e.ok);
    const chosen = ok ?? evaluations[0]!;
    const dest: Destination = {
      to,
      ok: !!ok,
      maxGroup: ok ? chosen.group : 0,
      reasons: dedupe(ok ? chosen.reasons : evaluations.flatMap((e) => e.reasons)),
      via: group_.map((l) => l.kind),
    };
    if (ok && chosen.cost && Object.keys(chosen.cost).length) dest.cost = chosen.cost;
    const tripped = ok ? undefined : evaluations.find((e) => e.trips);
    if (tripped?.trips) dest.trips = tripped.trips;
    const any = evaluations.find((e) => e.allTrips.length);
    if (any && !base.leaveTrips) base.leaveTrips = any.allTrips;
    base.destinations.push(dest);
  }
  base.destinations.sort((a, b) => {
    const ka = typeof a.to === 'number' ? a.to : a.to === BURROW ? 100 : 200;
    const kb = typeof b.to === 'number' ? b.to : b.to === BURROW ? 100 : 200;
    return ka - kb || placeKey(a.to).localeCompare(placeKey(b.to));
  });
  base.reasons = dedupe(reasons);
  return base;
}

interface EvalInput {
  mover: FactionId;
  from: Place;
  l: Link;
  phase: MoveQuery['phase'];
  moverTurn: boolean;
  leaveBanImmune: Reason | null;
  group: number;
  rulesFrom: boolean;
  controlFromRuler: string | null;
}

function evaluate(ctx: RulesContext, rules: ReturnType<typeof activeRules>, e: EvalInput): { ok: boolean; reasons: Reason[]; group: number; cost?: MoveCost; trips?: Trip[]; allTrips: Trip[] } {
  const { l } = e;
  const q: MoveQuery = { ctx, mover: e.mover, from: e.from, to: l.to, via: l.kind, link: l, phase: e.phase, moverTurn: e.moverTurn, leaveBanImmune: e.leaveBanImmune };
  const effects: MoveEffect[] = rules.flatMap((r) => r.movement?.move?.(q) ?? []);
  const base = linkReason(e.from, l);
  const reasons: Reason[] = [];
  const allow = effects.find((x) => x.allow)?.allow;
  let usable = base.usable || !!allow;
  reasons.push(base.usable || !allow ? base.why : allow);
  if (base.usable && allow) reasons.push(allow);
  const forbids = effects.filter((x) => x.forbid).map((x) => x.forbid!);
  const trips = effects.filter((x) => x.trip).map((x) => x.trip!);
  const ignore = effects.find((x) => x.ignoreControl)?.ignoreControl;
  let cost: MoveCost | undefined;
  let groupAdd = 0;
  for (const x of effects) {
    cost = addCost(cost, x.cost);
    groupAdd += x.groupAdd ?? 0;
  }
  const notes = effects.filter((x) => x.note).map((x) => x.note!);
  let ok = usable;
  if (!usable) return { ok: false, reasons: [...reasons, ...forbids, ...trips.map((t) => t.reason), ...notes], group: 0, allTrips: trips };
  if (forbids.length) {
    ok = false;
    reasons.push(...forbids);
  }
  // control (4.2.1)
  if (ignore) reasons.push(ignore);
  else if (typeof e.from === 'object' || typeof l.to === 'object') {
    // moves in and out of forests are the Vagabond's, always Nimble; nothing to check
  } else {
    const vTo = controlWithContext(ctx, l.to);
    const rulesTo = rulesPlace(vTo, e.mover, ctx);
    const name = ctx.The(e.mover);
    const ctl = (v: string) => ctx.verb(e.mover, v, v === 'contrôle' ? 'contrôlent' : v);
    const who = (r: string | null) => (r ? ctx.the(r as Owner) : 'personne');
    if (e.rulesFrom && rulesTo) reasons.push(reason('4.2.1', `${name} ${ctl('contrôle')} le départ et l’arrivée (4.2.1).`));
    else if (e.rulesFrom) reasons.push(reason('4.2.1', `${name} ${ctl('contrôle')} ${thePlace(e.from)}, le départ : cela suffit (4.2.1).`));
    else if (rulesTo) reasons.push(reason('4.2.1', `${name} ${ctl('contrôle')} ${thePlace(l.to)}, l’arrivée : cela suffit (4.2.1).`));
    else {
      ok = false;
      reasons.push(
        reason(
          '4.2.1',
          `${name} ne ${ctl('contrôle')} ni ${thePlace(e.from)} (contrôle : ${who(e.controlFromRuler)}) ni ${thePlace(l.to)} (contrôle : ${who(vTo.ruler)}) : il faut contrôler le départ ou l’arrivée (4.2.1).`,
        ),
      );
    }
  }
  const group = e.group + groupAdd;
  if (group <= 0) {
    ok = false;
    reasons.push(reason('4.2', `Rien à déplacer : il faut déplacer au moins une pièce (4.2).`));
  }
  reasons.push(...notes);
  if (trips.length) {
    reasons.push(...trips.map((t) => t.reason));
    // refused; a bot that ignores the ban would trip over it only if nothing else refuses the move
    return { ok: false, reasons, group: 0, ...(ok ? { trips } : {}), allTrips: trips };
  }
  usable = ok;
  return { ok: usable, reasons, group: usable ? group : 0, cost, allTrips: trips };
}

/**
 * Every destination from `from` for `mover`, legal or not, with reasons and the largest group.
 * `from`: a clearing number, "terrier" (the Burrow) or { forest: "1_5_9" }.
 */
export function legalMoves(setup: Setup, mover: FactionId, from: Place): MovementVerdict {
  try {
    return legalMovesWithContext(makeContext(setup), mover, from);
  } catch {
    return { from, mover, maxGroup: 0, reasons: [reason('format', 'Position illisible : validez-la d’abord (validate).')], destinations: [] };
  }
}

/**
 * May `owner` place a piece at `place`? Keep (6.2.2), Snare (13.7.2), Burrow (12.2.2), forests;
 * with a piece, also the limits of 1.5.1, the building slots of 2.2.3 and one-per-clearing rules.
 */
export function canPlace(setup: Setup, owner: Owner, place: Place, piece?: PieceRef): Verdict & { trips?: Trip[] } {
  try {
    const ctx = makeContext(setup);
    const reasons: Reason[] = [];
    if (!placeExists(setup, place, ctx.map)) return { ok: false, reasons: [reason('2.2', `${capitalize(thePlace(place))} n’existe pas sur ce plateau.`)] };
    if (!ctx.inGame(owner)) return { ok: false, reasons: [reason('5.1.1', `${ctx.The(owner)} : pas en jeu.`)] };
    let ok = true;
    if (typeof place === 'object') {
      if (piece && piece.category !== 'pawn' && !(piece.category === 'token' && ['statuette', 'tablet', 'jewel'].includes(piece.kind ?? ''))) {
        ok = false;
        reasons.push(reason('2.4', 'Dans un bois, on ne met que le pion du Vagabond (9.3.2) ou des reliques (15.3.1, 15.2.5).'));
      }
    }
    const trips: Trip[] = [];
    for (const r of activeRules(ctx)) {
      for (const x of r.placement?.place?.(ctx, owner, place, piece) ?? []) {
        if (x.forbid) {
          ok = false;
          reasons.push(x.forbid);
        }
        if (x.trip) trips.push(x.trip);
        if (x.note) reasons.push(x.note);
      }
    }
    if (piece && ok) {
      const refusal = placementLimits(setup, owner, place, piece);
      if (refusal.length) {
        ok = false;
        reasons.push(...refusal);
      }
    }
    if (trips.length) {
      reasons.push(...trips.map((t) => t.reason));
      // refused; a bot that ignores the ban trips over it only if nothing else refuses the placement
      return { ok: false, reasons: dedupe(reasons), ...(ok ? { trips } : {}) };
    }
    if (ok) reasons.push(reason('G.1.27', `Rien n’empêche ${ctx.the(owner)} de placer ${piece?.kind ? `un ${kindName(piece.kind)}` : 'une pièce'} dans ${thePlace(place)}.`));
    return { ok, reasons: dedupe(reasons) };
  } catch {
    return { ok: false, reasons: [reason('format', 'Position illisible : validez-la d’abord (validate).')] };
  }
}

/** The limits checked when adding a piece (1.5.1, 2.2.3, one per clearing…), through edit.ts. */
function placementLimits(setup: Setup, owner: Owner, place: Place, piece: PieceRef): Reason[] {
  const p = boardPieceOf(owner, piece);
  if (!p) return [];
  const r = addPiece(setup, place, p);
  return r.ok ? [] : r.problems.map((x) => reason(x.rule, x.text));
}
