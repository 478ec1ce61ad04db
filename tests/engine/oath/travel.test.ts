// Voyage costs, Search costs and the Supply refresh (5.6, 5.1.1, 2.1.6, 4.3).
import { describe, expect, it } from 'vitest';
import { FREE_TRAVEL, bankOf, searchCost, supplyRefresh, travelCost, type FreeTravel } from '../../../src/engine/oath/travel';
import type { PlayerId, Setup } from '../../../src/engine/oath/setup';
import type { SiteId } from '../../../src/engine/oath/sites';
import { pos } from './helpers';

/** A map from 8 site ids, the traveller player2 (1 secret) anywhere. */
function map(sites: SiteId[], edit?: (s: Setup) => void): Setup {
  return pos((s) => {
    s.sites = sites.map((site) => ({ site }));
    s.players.player2!.secrets = 1;
    s.players.player3!.pawn = 1;
    edit?.(s);
  });
}
const PLAIN: SiteId[] = ['OATH-237', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-247', 'OATH-248', 'OATH-241'];

describe('5.6.1: the cost matrix', () => {
  it.each([
    [1, 2, 1],
    [1, 3, 2],
    [1, 6, 4],
    [3, 1, 2],
    [3, 4, 2],
    [3, 8, 2],
    [6, 1, 4],
    [6, 3, 2],
    [6, 7, 3],
  ])('from slot %i to slot %i: %i Supply', (from, to, cost) => {
    const t = travelCost(map(PLAIN), 'player2', from, to);
    expect([t.ok, t.cost]).toEqual([true, cost]);
    expect(t.reasons[0]!.rule).toBe('5.6.1');
  });
  it('one travels to another site', () => {
    expect(travelCost(map(PLAIN), 'player2', 3, 3).ok).toBe(false);
  });
});

describe('site and Reliquary modifiers', () => {
  it('Charming Valley: 1 more to leave; free travel ignores it (7.6.2)', () => {
    const s = map(['OATH-240', ...PLAIN.slice(1)]);
    expect(travelCost(s, 'player2', 1, 3).cost).toBe(3);
    expect(travelCost(s, 'player2', 1, 3, { free: true }).cost).toBe(0);
  });
  it('Coast to Coast: 1, even Cradle to Hinterland; ignores the Narrow Pass', () => {
    const s = map(['OATH-238', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-250', 'OATH-253', 'OATH-241']);
    expect(travelCost(s, 'player2', 1, 7)).toMatchObject({ ok: true, cost: 1 });
    expect(travelCost(s, 'player2', 3, 8).ok).toBe(false); // Narrow Pass at slot 6 forces the way
    expect(travelCost(s, 'player2', 3, 6)).toMatchObject({ ok: true, cost: 2 });
    expect(travelCost(s, 'player2', 7, 8)).toMatchObject({ ok: true, cost: 3 }); // within its region
  });
  it('Shrouded Wood: leaving costs exactly 2 and ignores the Narrow Pass and the Hidden Place', () => {
    const s = map(['OATH-255', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-250', 'OATH-258', 'OATH-241']);
    expect(travelCost(s, 'player2', 1, 7)).toMatchObject({ ok: true, cost: 2, secret: false });
  });
  it('the Hidden Place: entering turns a secret face down, impossible without one', () => {
    const s = map(['OATH-237', 'OATH-243', 'OATH-258', ...PLAIN.slice(3)]);
    expect(travelCost(s, 'player2', 1, 3)).toMatchObject({ ok: true, cost: 2, secret: true });
    s.players.player2!.secrets = 0;
    expect(travelCost(s, 'player2', 1, 3).ok).toBe(false);
  });
  it('Buried Giant: leaving may be free for a secret, past the Narrow Pass', () => {
    const s = map(['OATH-239', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-250', 'OATH-248', 'OATH-241']);
    expect(travelCost(s, 'player2', 1, 7)).toMatchObject({ ok: true, cost: 0, freeForSecret: true, secret: true });
    expect(travelCost(s, 'player2', 1, 3)).toMatchObject({ ok: true, cost: 2, freeForSecret: true });
  });
  it('Décadent (Chancellor): 0 to the Cradle from elsewhere, 1 more to the Hinterland', () => {
    const s = map(PLAIN, (s) => (s.reliquary = { revealed: ['decadent'] }));
    expect(travelCost(s, 'chancellor', 6, 1).cost).toBe(0);
    expect(travelCost(s, 'chancellor', 1, 6).cost).toBe(5);
    expect(travelCost(s, 'player2', 6, 1).cost).toBe(4);
  });
  it('a traveller needs the Supply (4.2)', () => {
    const s = map(PLAIN, (s) => (s.players.player2!.supply = 3));
    expect(travelCost(s, 'player2', 1, 6).ok).toBe(false);
    expect(travelCost(s, 'player2', 1, 3).ok).toBe(true);
  });
});

/**
 * 7.6.2: a power that says « spend no Supply » ignores the cost and every surcharge of that trip.
 * Décadent to the Cradle is such a power (LC OATH-269; oath-map.json, Décadent: free travel); Tents
 * (LC OATH-029), Forest Paths (LC OATH-043) and Portal (LC OATH-058) too, the last two also
 * ignoring the powers of sites. Rows: [what, sites, traveller, from, to, free power, cost, rules cited].
 */
const VALLEY: SiteId[] = ['OATH-237', 'OATH-243', 'OATH-240', ...PLAIN.slice(3)]; // Vallée Charmante at slot 3 (Provinces)
const WOOD: SiteId[] = ['OATH-237', 'OATH-243', 'OATH-255', ...PLAIN.slice(3)]; // Bois Brumeux at slot 3 (Provinces)
const NARROW: SiteId[] = ['OATH-237', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-250', 'OATH-258', 'OATH-241']; // Passage Étroit 6, Lieu Caché 7
const FREE_ROWS: [string, SiteId[], PlayerId, number, number, FreeTravel | undefined, number, string[]][] = [
  ['Décadent from the Vallée Charmante to the Cradle: free, the valley’s +1 ignored (issue 24)', VALLEY, 'chancellor', 3, 1, undefined, 0, ['7.1.1', '7.6.2']],
  ['Décadent from the Bois Brumeux to the Cradle: free, the Wood’s 2 ignored', WOOD, 'chancellor', 3, 1, undefined, 0, ['7.1.1', '7.6.2']],
  ['Décadent from the Bois Brumeux to the Hinterland: the Wood’s 2 and Décadent’s +1 (LederCards FAQ, Shrouded Wood)', WOOD, 'chancellor', 3, 6, undefined, 3, ['2.8.5', '7.1.1']],
  ['Décadent from the Vallée Charmante to the Hinterland: 2, +1, +1', VALLEY, 'chancellor', 3, 6, undefined, 4, ['5.6.1', '7.1.1', '2.8.5']],
  ['Décadent within the Cradle is no free trip (« from the Provinces or Hinterland »)', PLAIN, 'chancellor', 1, 2, undefined, 1, ['5.6.1']],
  ['without Décadent the valley costs its +1 to the Cradle', VALLEY, 'player2', 3, 1, undefined, 3, ['5.6.1', '2.8.5']],
  ['Tents, within the Provinces from the Vallée Charmante: free, +1 ignored', VALLEY, 'player2', 3, 4, FREE_TRAVEL.tents, 0, ['7.6.2']],
  ['Tents, from the Bois Brumeux to its own region: free, the fixed 2 ignored', WOOD, 'player2', 3, 5, FREE_TRAVEL.tents, 0, ['7.6.2']],
  ['Forest Paths from the Bois Brumeux: free (LederCards FAQ, Forest Paths)', WOOD, 'player2', 3, 8, FREE_TRAVEL.forestPaths, 0, ['7.6.2']],
  ['Forest Paths ignores the powers of sites: past the Passage Étroit, into the Lieu Caché without a secret', NARROW, 'player2', 3, 7, FREE_TRAVEL.forestPaths, 0, ['7.6.2']],
  ['Portal from the Vallée Charmante: free', VALLEY, 'player2', 3, 6, FREE_TRAVEL.portal, 0, ['7.6.2']],
];

describe('7.6.2: a free trip ignores every surcharge', () => {
  it.each(FREE_ROWS)('%s', (_what, sites, who, from, to, free, cost, rules) => {
    const s = map(sites, (s) => {
      s.reliquary = { revealed: ['decadent'] };
      s.players.player2!.secrets = 0;
      s.players.chancellor!.secrets = 0;
    });
    const t = travelCost(s, who, from, to, { free });
    expect([t.ok, t.cost]).toEqual([true, cost]);
    for (const r of rules) expect(t.reasons.map((x) => x.rule)).toContain(r);
    expect(t.secret).toBe(false);
  });
  it('a free trip without « ignore the powers of sites » still obeys the Passage Étroit and the Lieu Caché', () => {
    const s = map(NARROW, (s) => (s.players.player2!.secrets = 0));
    expect(travelCost(s, 'player2', 3, 8, { free: FREE_TRAVEL.tents }).ok).toBe(false);
    expect(travelCost(s, 'player2', 6, 7, { free: FREE_TRAVEL.tents }).ok).toBe(false);
    expect(travelCost(s, 'player2', 3, 8, { free: FREE_TRAVEL.forestPaths }).ok).toBe(true);
  });
  it('a free trip needs no Supply (4.2 does not refuse it)', () => {
    const s = map(VALLEY, (s) => (s.players.player2!.supply = 0));
    expect(travelCost(s, 'player2', 3, 6).ok).toBe(false);
    expect(travelCost(s, 'player2', 3, 6, { free: FREE_TRAVEL.portal })).toMatchObject({ ok: true, cost: 0 });
  });
});

describe('5.1.1: Search', () => {
  it.each([
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [5, 4],
  ])('%i Visions drawn: the world deck costs %i', (visions, cost) => {
    expect(searchCost(pos((s) => (s.visions = visions)), 'player2')).toMatchObject({ discard: 2, world: cost, draw: 3 });
  });
  it('the Sombre Secret’s holder searches the world deck for 2; the Marshes draw one fewer', () => {
    const s = pos((s) => ((s.visions = 4), (s.banners = { darkestSecret: { holder: 'player2' } }), (s.sites[2]!.site = 'OATH-247')));
    expect(searchCost(s, 'player2')).toMatchObject({ world: 2, draw: 2 });
    expect(searchCost(s, 'player3')).toMatchObject({ world: 4, draw: 2 });
  });
});

describe('4.3.3–4.3.4: Supply refresh', () => {
  it.each([
    // [board, Troupes in the personal bank, table]
    ['exile', 0, 4],
    ['exile', 3, 4],
    ['exile', 4, 5],
    ['exile', 8, 5],
    ['exile', 9, 6],
    ['chancellor', 3, 3],
    ['chancellor', 4, 4],
    ['chancellor', 10, 4],
    ['chancellor', 11, 5],
    ['chancellor', 17, 5],
    ['chancellor', 18, 6],
  ] as const)('%s board, %i Troupes in the bank: %i', (board, bank, table) => {
    const s = pos((s) => {
      if (board === 'exile') {
        s.players.player2!.warbands = 14 - bank;
      } else {
        s.players.chancellor!.warbands = 24 - bank - 2;
      }
    });
    const who = board === 'exile' ? 'player2' : 'chancellor';
    expect(bankOf(s, who)).toBe(bank);
    expect(supplyRefresh(s).find((r) => r.player === who)!.table).toBe(table);
  });
  it('unspent Supply moves the marker further, never past 7; a Citizen copies the Chancellor', () => {
    const s = pos((s) => {
      s.players.player2!.supply = 3;
      s.players.player4 = { role: 'citizen', pawn: 1, supply: 1 };
      s.players.chancellor!.supply = 2;
    });
    const r = supplyRefresh(s);
    expect(r.find((x) => x.player === 'player2')!.supply).toBe(7); // 6 + 3, capped
    expect(r.find((x) => x.player === 'player4')).toMatchObject({ table: 2, supply: 3 });
  });
});
