/**
 * The normal form of a setup (normalizeSetup): what the notation decoder, the validation and the
 * resolvers share. Kept apart from validate.ts so that reading a situation's text (decode.ts) does
 * not bring the whole validation, with its messages, into a page that only shows the situation.
 */
import { FACTIONS, type FactionId } from './factions';
import { MAPS, clearingData, isMapId, samePair } from './maps';
import { NOMADS, type NomadId } from './nomads';
import { kindIndex, ownerIndex } from './pieces';
import { TRAIT_IDS } from './bots/trait-ids';
import {
  ITEM_KINDS,
  MINISTERS,
  PAWN_OWNERS,
  type DecreeCounts,
  type ClearingSetup,
  type ForestSetup,
  type NomadSetup,
  type Owner,
  type PlayerSetup,
  type RelicSetup,
  type Setup,
  type TokenSetup,
} from './setup';

const byOwnerKind = (a: { owner: Owner; kind: string }, b: { owner: Owner; kind: string }) =>
  ownerIndex(a.owner) - ownerIndex(b.owner) || kindIndex(a.owner, a.kind) - kindIndex(b.owner, b.kind) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);

const byOwner = (a: string, b: string) => ownerIndex(a) - ownerIndex(b);

function normClearing(c: ClearingSetup, printedRuin: boolean | null): ClearingSetup | undefined {
  const out: ClearingSetup = {};
  if (c.warriors) {
    // owners with warriors, in the canonical order (a loop, sorted only when two or more: every battle branch comes here)
    const keys: string[] = [];
    for (const k of Object.keys(c.warriors)) if ((c.warriors[k] ?? 0) > 0) keys.push(k);
    if (keys.length > 1) keys.sort(byOwner);
    if (keys.length) {
      const w: { [owner: string]: number } = {};
      for (const k of keys) w[k] = c.warriors[k] as number;
      out.warriors = w;
    }
  }
  if (c.warlord) out.warlord = true;
  // lists of one piece (the usual case in a battle's branches) are not sorted: sort would copy them
  if (c.buildings?.length) {
    out.buildings = c.buildings.map((b) => ({ owner: b.owner, kind: b.kind }));
    if (out.buildings.length > 1) out.buildings.sort(byOwnerKind);
  }
  if (c.tokens?.length) {
    out.tokens = c.tokens.map((t) => {
      const r: TokenSetup = { owner: t.owner, kind: t.kind };
      if (t.faceUp) r.faceUp = true;
      if (t.value !== undefined) r.value = t.value;
      return r;
    });
    if (out.tokens.length > 1) out.tokens.sort((a, b) => byOwnerKind(a, b) || Number(a.faceUp ?? false) - Number(b.faceUp ?? false) || (a.value ?? 0) - (b.value ?? 0));
  }
  if (c.pawns?.length) {
    out.pawns = c.pawns.slice();
    if (out.pawns.length > 1) out.pawns.sort((a, b) => PAWN_OWNERS.indexOf(a) - PAWN_OWNERS.indexOf(b));
  }
  if (printedRuin === null) {
    if (c.ruin !== undefined) out.ruin = c.ruin;
  } else if (c.ruin !== undefined && c.ruin !== printedRuin) out.ruin = c.ruin;
  if (c.items?.length) {
    out.items = c.items.slice();
    if (out.items.length > 1) out.items.sort((a, b) => ITEM_KINDS.indexOf(a) - ITEM_KINDS.indexOf(b));
  }
  if (c.monument) out.monument = true;
  // an empty clearing has no field: no list of keys made to tell
  for (const _ in out) return out;
  return undefined;
}

function normForest(f: ForestSetup): ForestSetup | undefined {
  const out: ForestSetup = {};
  if (f.pawns?.length) out.pawns = [...f.pawns].sort((a, b) => PAWN_OWNERS.indexOf(a) - PAWN_OWNERS.indexOf(b));
  if (f.relics?.length) {
    out.relics = f.relics
      .map((r) => {
        const x: RelicSetup = { kind: r.kind };
        if (r.value !== undefined) x.value = r.value;
        if (r.faceUp) x.faceUp = true;
        return x;
      })
      .sort(
        (a, b) =>
          kindIndex('keepers', a.kind) - kindIndex('keepers', b.kind) ||
          Number(a.faceUp ?? false) - Number(b.faceUp ?? false) ||
          (a.value ?? 0) - (b.value ?? 0),
      );
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The canonical form of a setup: empty parts dropped, defaults omitted, lists sorted. Two setups
 * that describe the same position have the same normal form; the notation round-trips to it.
 * Works on any Setup (valid or not) and never throws on well-typed input.
 */
/** Clearing `id` of a position on `map`, in the normal form normalizeSetup gives it (undefined when empty). */
export function normalizeClearing(map: Setup['map'], id: number, c: ClearingSetup | undefined): ClearingSetup | undefined {
  if (!c) return undefined;
  const m = isMapId(map) ? MAPS[map] : null;
  const cd = m ? clearingData(m, id) : undefined;
  return normClearing(c, cd ? cd.ruin : null);
}

export function normalizeSetup(s: Setup): Setup {
  const map = isMapId(s.map) ? MAPS[s.map] : null;
  const out: Setup = { map: s.map, clearings: {}, players: {} };
  if (s.suits) out.suits = [...s.suits];
  const ids = Object.keys(s.clearings ?? {}).sort((a, b) => Number(a) - Number(b));
  for (const id of ids) {
    const c = s.clearings[id];
    if (!c) continue;
    const cd = map ? clearingData(map, Number(id)) : undefined;
    const n = normClearing(c, cd ? cd.ruin : null);
    if (n) out.clearings[id] = n;
  }
  if (s.burrow) {
    const n = normClearing(s.burrow, false);
    if (n) out.burrow = n;
  }
  if (s.forests) {
    const order = map ? map.forests.map((f) => f.id) : [];
    const keys = Object.keys(s.forests).sort((a, b) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      return ia !== ib ? (ia < 0 ? 1 : ib < 0 ? -1 : ia - ib) : a < b ? -1 : a > b ? 1 : 0;
    });
    const forests: { [id: string]: ForestSetup } = {};
    for (const k of keys) {
      const f = s.forests[k];
      const n = f ? normForest(f) : undefined;
      if (n) forests[k] = n;
    }
    if (Object.keys(forests).length) out.forests = forests;
  }
  if (s.ferry !== undefined) out.ferry = s.ferry;
  if (s.ferryUsed) out.ferryUsed = true;
  if (s.closedPaths) {
    const pairs = s.closedPaths
      .map((p): [number, number] => (p[0] <= p[1] ? [p[0], p[1]] : [p[1], p[0]]))
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .filter((p, i, arr) => i === 0 || !samePair(p, arr[i - 1] as [number, number]));
    out.closedPaths = pairs;
  }
  for (const f of FACTIONS) {
    const p = s.players?.[f];
    if (!p) continue;
    const q: PlayerSetup = {};
    if (p.bot) q.bot = true;
    if (p.boats) q.boats = true;
    if (p.mercenaries) q.mercenaries = true;
    const sortF = (xs: FactionId[]) => [...new Set(xs)].sort((a, b) => FACTIONS.indexOf(a) - FACTIONS.indexOf(b));
    if (p.hostile?.length) q.hostile = sortF(p.hostile);
    if (p.allied?.length) q.allied = sortF(p.allied);
    if (p.boots !== undefined) q.boots = p.boots;
    if (p.coalition !== undefined) q.coalition = p.coalition;
    if (p.dominance) q.dominance = true;
    if (p.score !== undefined) q.score = p.score;
    if (p.leader !== undefined) q.leader = p.leader;
    if (p.decree !== undefined) q.decree = [...p.decree] as DecreeCounts;
    if (p.mood !== undefined) q.mood = p.mood;
    if (p.character !== undefined) q.character = p.character;
    if (p.swords !== undefined) q.swords = p.swords;
    if (p.items !== undefined) q.items = p.items;
    if (p.ministers?.length) q.ministers = [...new Set(p.ministers)].sort((a, b) => MINISTERS.indexOf(a) - MINISTERS.indexOf(b));
    if (p.crafted?.length) q.crafted = [...p.crafted].sort((a, b) => ITEM_KINDS.indexOf(a) - ITEM_KINDS.indexOf(b));
    if (p.funds !== undefined) q.funds = p.funds;
    if (p.officers !== undefined) q.officers = p.officers;
    if (p.acolytes !== undefined) q.acolytes = p.acolytes;
    if (p.traits?.length) q.traits = [...new Set(p.traits)].sort((a, b) => TRAIT_IDS.indexOf(a) - TRAIT_IDS.indexOf(b));
    out.players[f] = q;
  }
  if (s.nomads) {
    const nomads: { [N in NomadId]?: NomadSetup } = {};
    let any = false;
    for (const n of NOMADS) {
      const x = s.nomads[n];
      if (!x) continue;
      const y: NomadSetup = {};
      if (x.supervisor !== undefined) y.supervisor = x.supervisor;
      if (x.demoted) y.demoted = true;
      nomads[n] = y;
      any = true;
    }
    if (any) out.nomads = nomads;
  }
  if (s.coop) out.coop = true;
  if (s.turn !== undefined) out.turn = s.turn;
  if (s.phase !== undefined) out.phase = s.phase;
  return out;
}
