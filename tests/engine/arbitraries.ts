import fc from 'fast-check';
import {
  addPiece,
  removePiece,
  emptySetup,
  FACTIONS,
  MAPS,
  MAP_IDS,
  NOMADS,
  NOMAD_INFO,
  setPlayer,
  setTurn,
  type BoardPiece,
  type FactionId,
  type BattleParams,
  type MapId,
  type Owner,
  type Place,
  type Setup,
} from '../../src/engine/root/index';

const KINDS: Record<string, { type: 'building' | 'token'; kind: string }[]> = {
  marquise: [
    ...['sawmill', 'workshop', 'recruiter'].map((kind) => ({ type: 'building' as const, kind })),
    ...['wood', 'keep'].map((kind) => ({ type: 'token' as const, kind })),
  ],
  eyrie: [{ type: 'building', kind: 'roost' }],
  alliance: [
    { type: 'building', kind: 'base_fox' },
    { type: 'building', kind: 'base_rabbit' },
    { type: 'building', kind: 'base_mouse' },
    { type: 'token', kind: 'sympathy' },
  ],
  lizards: ['garden_fox', 'garden_rabbit', 'garden_mouse'].map((kind) => ({ type: 'building' as const, kind })),
  riverfolk: ['trade_post_fox', 'trade_post_rabbit', 'trade_post_mouse'].map((kind) => ({ type: 'token' as const, kind })),
  duchy: [
    { type: 'building', kind: 'citadel' },
    { type: 'building', kind: 'market' },
    { type: 'token', kind: 'tunnel' },
  ],
  corvids: ['bomb', 'snare', 'extortion', 'raid'].map((kind) => ({ type: 'token' as const, kind })),
  hundreds: [
    { type: 'building', kind: 'stronghold' },
    { type: 'token', kind: 'mob' },
  ],
  keepers: [
    { type: 'building', kind: 'waystation' },
    { type: 'token', kind: 'statuette' },
    { type: 'token', kind: 'tablet' },
    { type: 'token', kind: 'jewel' },
  ],
};

export interface Op {
  faction: number;
  place: number;
  forest: number;
  what: number;
  n: number;
  faceUp: boolean;
  remove: boolean;
}

/** A random edit (see build): a place from 1 to `places` (13: a forest or the Burrow), 1 to `most` pieces. */
export function editOp(places: number, most: number): fc.Arbitrary<Op> {
  return fc.record({
    faction: fc.nat(20),
    place: fc.integer({ min: 1, max: places }),
    forest: fc.nat(11),
    what: fc.nat(10),
    n: fc.integer({ min: 1, max: most }),
    faceUp: fc.boolean(),
    remove: fc.boolean(),
  });
}

const op = editOp(13, 6);

/** Every (clearing, attacker, defender) with pieces of both sides; `attackersOnly`: the attacker has warriors, a pawn or the warlord there. */
export function battlesOf(s: Setup, attackersOnly = false): BattleParams[] {
  const out: BattleParams[] = [];
  for (const [id, c] of Object.entries(s.clearings)) {
    const owners = new Set<Owner>([
      ...Object.entries(c.warriors ?? {})
        .filter(([, n]) => n > 0)
        .map(([o]) => o as Owner),
      ...(c.buildings ?? []).map((b) => b.owner),
      ...(c.tokens ?? []).map((t) => t.owner),
      ...((c.pawns ?? []) as Owner[]),
      ...(c.warlord ? (['hundreds'] as Owner[]) : []),
    ]);
    for (const a of owners) {
      if (attackersOnly && !((c.warriors?.[a] ?? 0) > 0 || (c.pawns ?? []).some((p) => p === a) || (a === 'hundreds' && c.warlord))) continue;
      for (const d of owners) if (d !== a) out.push({ clearing: Number(id), attacker: a, defender: d });
    }
  }
  return out;
}

/** Applies random edits; every edit keeps the position legal (refused edits are skipped). */
export function build(map: MapId, factions: FactionId[], bots: boolean[], ops: Op[], extras: { turn: number; nomad: number }): Setup {
  let s = emptySetup(map);
  factions.forEach((f, i) => {
    const r = setPlayer(s, f, bots[i] ? { bot: true } : {});
    if (r.ok) s = r.setup;
  });
  factions = factions.filter((f) => s.players[f] !== undefined);
  const nomad = NOMADS[extras.nomad % NOMADS.length]!;
  if (extras.nomad % 3 === 0 && !factions.includes(NOMAD_INFO[nomad].faction as FactionId)) {
    s = { ...s, nomads: { [nomad]: extras.nomad % 2 && factions[0] ? { supervisor: factions[0] } : {} } };
  }
  for (const o of ops) {
    const f = factions[o.faction % Math.max(1, factions.length)];
    if (!f) break;
    const forests = MAPS[map].forests;
    const place: Place = o.place === 13 ? (o.what % 2 ? 'terrier' : { forest: forests[o.forest % forests.length]!.id }) : o.place;
    let piece: BoardPiece;
    const kinds = KINDS[f] ?? [];
    if (typeof place === 'object') piece = f === 'keepers' ? { type: 'relic', kind: (['statuette', 'tablet', 'jewel'] as const)[o.n % 3], faceUp: o.faceUp } : { type: 'pawn', owner: f === 'vagabond2' ? 'vagabond2' : 'vagabond' };
    else if (f === 'vagabond' || f === 'vagabond2') piece = { type: 'pawn', owner: f };
    else if (o.what < 5 || !kinds.length) piece = { type: 'warrior', owner: f, count: o.n };
    else if (f === 'hundreds' && o.what === 10) piece = { type: 'warlord' };
    else {
      const k = kinds[o.what % kinds.length]!;
      piece = k.type === 'building' ? { type: 'building', owner: f, kind: k.kind } : { type: 'token', owner: f, kind: k.kind, ...(o.faceUp && ['bomb', 'snare', 'extortion', 'raid'].includes(k.kind) ? { faceUp: true } : {}) };
    }
    if (o.what === 9 && typeof place === 'number') piece = { type: 'ruin' };
    const r = o.remove && o.n === 6 ? removePiece(s, place, piece) : addPiece(s, place, piece);
    if (r.ok) s = r.setup;
  }
  if (factions.length) {
    const r = setTurn(s, factions[extras.turn % factions.length], (['aurore', 'jour', 'crepuscule'] as const)[extras.turn % 3]);
    if (r.ok) s = r.setup;
  }
  return s;
}

export const validSetup: fc.Arbitrary<Setup> = fc
  .record({
    map: fc.constantFrom(...MAP_IDS),
    factions: fc.subarray([...FACTIONS], { minLength: 0, maxLength: 6 }),
    bots: fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
    ops: fc.array(op, { minLength: 3, maxLength: 40 }),
    turn: fc.nat(30),
    nomad: fc.nat(40),
  })
  .map(({ map, factions, bots, ops, turn, nomad }) => {
    const fs = factions.filter((f) => f !== 'vagabond2' || factions.includes('vagabond'));
    return build(map, fs, bots, ops, { turn, nomad });
  });
