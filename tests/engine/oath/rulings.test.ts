// Leder Games' official rulings (src/engine/oath/rulings.ts): one row per ruling that describes a
// position; the engine's answer must match it ('applique'), or still differ as the entry says ('ecart').
import { describe, expect, it } from 'vitest';
import { RULINGS, RULINGS_SOURCE, rulingsFor } from '../../../src/engine/oath/rulings';
import { FREE_TRAVEL, travelCost } from '../../../src/engine/oath/travel';
import { buildPools } from '../../../src/engine/oath/pools';
import { attackStates } from '../../../src/engine/oath/odds';
import { campaign, type CampaignParams } from '../../../src/engine/oath/campaign';
import { cardById } from '../../../src/engine/oath/cards';
import type { Setup } from '../../../src/engine/oath/setup';
import type { SiteId } from '../../../src/engine/oath/sites';
import { BASE, pos } from './helpers';

const WOOD: SiteId[] = ['OATH-237', 'OATH-243', 'OATH-255', 'OATH-245', 'OATH-252', 'OATH-247', 'OATH-258', 'OATH-241']; // Bois Brumeux 3, Lieu Caché 7
const wood = (edit?: (s: Setup) => void) =>
  pos((s) => {
    s.sites = WOOD.map((site) => ({ site }));
    s.players.chancellor!.pawn = 3;
    s.players.player2!.secrets = 2;
    edit?.(s);
  });
const pools = (params: Partial<CampaignParams>, edit?: (s: Setup) => void) => {
  const r = buildPools(pos(edit), { ...BASE, targets: [...BASE.targets], ...params } as CampaignParams);
  if (!r.ok) throw new Error(r.problems.map((p) => p.text).join(' ; '));
  return r.pools;
};
const plans = (attacker: object[] = [], defender: object[] = []) => ({ plans: { attacker, defender } }) as Partial<CampaignParams>;

/** id of the ruling → the engine's answer on a position; each `expect` is what the ruling says (or, for 'ecart', what the engine still does). */
const ROWS: Record<string, () => void> = {
  'bois-brumeux-decadent': () => {
    const s = wood((s) => (s.reliquary = { revealed: ['decadent'] }));
    expect(travelCost(s, 'chancellor', 3, 6).cost).toBe(3);
  },
  'sentiers-forestiers-bois': () => {
    expect(travelCost(wood(), 'player2', 3, 8, { free: FREE_TRAVEL.forestPaths })).toMatchObject({ ok: true, cost: 0 });
    expect(travelCost(wood(), 'player2', 3, 8).cost).toBe(2);
  },
  'tentes-bois': () => {
    expect(travelCost(wood(), 'player2', 3, 6, { free: FREE_TRAVEL.tents }).cost).toBe(2);
    expect(travelCost(wood(), 'player2', 3, 4, { free: FREE_TRAVEL.tents }).cost).toBe(0);
  },
  'lieu-cache-deux-secrets': () => {
    const s = pos((s) => ((s.sites[6]!.site = 'OATH-258'), (s.players.player2!.secrets = 2)));
    expect(travelCost(s, 'player2', 3, 7).secret).toBe(true);
    const r = campaign(
      pos((s) => {
        s.sites[6]!.site = 'OATH-258';
        s.sites[6]!.warbands = { player3: 1 };
        s.players.player2!.pawn = 7;
        s.players.player3!.pawn = 7;
      }),
      { ...BASE, targets: [{ site: 7 }, { banish: true }] } as CampaignParams,
    );
    expect(r.ok && r.reasons.some((x) => /Lieu Caché/.test(x.text) && /secret/.test(x.text))).toBe(true);
  },
  'pieges-a-ours': () => {
    const base = pools({});
    const bear = pools(plans([], [{ card: 'OATH-003' }]));
    expect([base.attackDice - bear.attackDice, base.force - bear.force]).toEqual([1, 1]);
  },
  'patrouille-montee': () => {
    const base = pools({}).attackDice; // 4
    const longbows = pools(plans([{ card: 'OATH-004' }])).attackDice; // 5
    expect(longbows).toBe(base + 1);
    for (const p of [plans([{ card: 'OATH-004' }], [{ card: 'OATH-163' }]), { plans: { defender: [{ card: 'OATH-163' }], attacker: [{ card: 'OATH-004' }] } }])
      expect(pools(p as Partial<CampaignParams>).attackDice).toBe(Math.floor(longbows / 2)); // not floor(4 / 2) + 1
  },
  rodeurs: () => {
    // 3 defence dice when Rangers is used; Extra Provisions brings them to 5 afterwards: no +2
    const r = pools(plans([{ card: 'OATH-045' }], [{ card: 'OATH-048' }]));
    expect([r.attackDice, r.defenseDice]).toEqual([pools({}).attackDice, pools({}).defenseDice + 2]);
    expect(r.ignoreAttack.skulls).toBe(true);
  },
  specialiste: () => {
    const r = pools(plans([{ card: 'OATH-114' }], [{ card: 'OATH-004' }]), (s) => (s.players.player2!.favor = 3));
    expect(r.attackDice).toBe(pools({}).attackDice);
  },
  'geant-des-montagnes': () => {
    const discards = (choice: number) => pools(plans([{ card: 'OATH-155', choice }]), (s) => (s.players.player2!.secrets = 2)).after.some((x) => /défausse/.test(x.text));
    expect([discards(0), discards(1)]).toEqual([false, true]);
  },
  lanciers: () => {
    expect(pools(plans([{ card: 'OATH-154' }])).multiplier).toBe(2);
    // every die counts twice, skulls included: one épée creuse alone is one épée; one skull kills two
    const one = attackStates(1, {}, 2).states;
    expect(one.map((x) => [x.score, x.skulls]).sort()).toEqual([[1, 0], [2, 0], [4, 2]].sort());
    expect(attackStates(1, {}, 1).states.map((x) => [x.score, x.skulls]).sort()).toEqual([[0, 0], [1, 0], [2, 1]].sort());
  },
  'parleurs-de-feu': () => {
    const citizen = (s: Setup) => {
      s.players.player4 = { role: 'citizen', warbands: 4, pawn: 3, favor: 1, secrets: 2 };
      s.banners = { darkestSecret: { holder: 'chancellor' } };
    };
    const exile = (s: Setup) => {
      s.players.player4 = { warbands: 4, pawn: 3, favor: 1, secrets: 2 };
      s.banners = { darkestSecret: { holder: 'chancellor' } };
    };
    const without = pools({ attacker: 'player4' }, citizen).attackDice;
    // a Citizen gets the +3 when the Chancellor holds the Darkest Secret; an Exile does not
    expect(pools({ attacker: 'player4', ...plans([{ card: 'OATH-031' }]) }, citizen).attackDice).toBe(without + 3);
    expect(pools({ attacker: 'player4', ...plans([{ card: 'OATH-031' }]) }, exile).attackDice).toBe(pools({ attacker: 'player4' }, exile).attackDice);
  },
  'briseur-de-sorts': () => {
    const both = pools({ ...plans([{ card: 'OATH-004' }]), powers: [{ card: 'OATH-162', side: 'defender' }, { card: 'OATH-066', side: 'defender' }] } as Partial<CampaignParams>);
    // Longbows costs no secret, but Gleaming Armor adds one: Spell Breaker forbids it
    expect(both.attackDice).toBe(pools({}).attackDice);
    const armorOnly = pools({ ...plans([{ card: 'OATH-004' }]), powers: [{ card: 'OATH-066', side: 'defender' }] } as Partial<CampaignParams>);
    expect(armorOnly.attackDice).toBe(pools({}).attackDice + 1);
  },
};

describe('official rulings (LederCards FAQ)', () => {
  it('each names a card of the game, with our own French and the rules it touches', () => {
    expect(RULINGS_SOURCE.repo).toBe('LederCards/cards');
    expect(new Set(RULINGS.map((r) => r.id)).size).toBe(RULINGS.length);
    for (const r of RULINGS) {
      expect(r.card.id).toMatch(/^OATH-\d{3}$/);
      expect(r.rules.length).toBeGreaterThan(0);
      expect(r.fact).not.toMatch(/[A-Za-z]+ [a-z]+ the /); // no English sentence
      expect(!!r.gap).toBe(r.engine === 'ecart');
    }
    expect(rulingsFor({ card: 'OATH-255' }).map((r) => r.id)).toContain('bois-brumeux-decadent');
    expect(rulingsFor({ rule: '7.6.2' }).length).toBeGreaterThan(0);
  });
  it('every ruling the engine applies or departs from has its row, and no row is left over', () => {
    expect(Object.keys(ROWS).sort()).toEqual(RULINGS.filter((r) => r.engine !== 'affiche').map((r) => r.id).sort());
  });
  it('the cards the rows use are the ones the rulings name', () => {
    for (const id of ['OATH-003', 'OATH-163', 'OATH-045', 'OATH-114', 'OATH-155', 'OATH-154', 'OATH-031', 'OATH-162'])
      expect(cardById(id), id).toBeDefined();
  });
  for (const r of RULINGS.filter((r) => r.engine !== 'affiche'))
    it(`${r.engine === 'applique' ? 'agrees' : 'still differs'}: ${r.card.en} (${r.rules.join(', ')}) — ${r.id}`, () => ROWS[r.id]!());
});
