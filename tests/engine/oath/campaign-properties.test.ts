// Oath campaigns: invariants (exact sums, monotony) and a seeded Monte-Carlo cross-check.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bareOdds, campaign, type CampaignParams } from '../../../src/engine/oath/campaign';
import { buildPools } from '../../../src/engine/oath/pools';
import { barePools, simulate } from '../../../src/engine/oath/simulate';
import { CAMPAIGN_CARDS } from '../../../src/engine/oath/cards';
import { compare, equals, fractionValue, ONE, sum } from '../../../src/engine/core/fraction';
import { BASE, pos } from './helpers';

const plansFor = (side: 'attacker' | 'defender') =>
  CAMPAIGN_CARDS.filter((c) => c.kind === 'battlePlan' && c.type !== 'relic' && (c.side === side || c.side === 'either')).map((c) => c.id);

describe('campaign invariants', () => {
  it('property: every bare battle’s outcomes add up to exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 10 }), fc.constantFrom('win' as const, 'never' as const, { keep: 2 }), (a, f, d, w, policy) => {
        const r = bareOdds({ attackDice: a, force: f, defenseDice: d, warbands: w, sacrifice: policy });
        expect(equals(sum(r.outcomes.map((o) => o.probability)), ONE)).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('property: more defence dice, or more defending Troupes, never help the attacker', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 8 }), (a, f, d, w) => {
        const p = bareOdds({ attackDice: a, force: f, defenseDice: d, warbands: w }).pVictory;
        expect(compare(bareOdds({ attackDice: a, force: f, defenseDice: d + 1, warbands: w }).pVictory, p)).toBeLessThanOrEqual(0);
        expect(compare(bareOdds({ attackDice: a, force: f, defenseDice: d, warbands: w + 1 }).pVictory, p)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 80 },
    );
  });

  it('property: with any battle plans on the standard position, outcomes add up to 1 and answers never throw', () => {
    fc.assert(
      fc.property(
        fc.subarray(plansFor('attacker'), { maxLength: 3 }),
        fc.subarray(plansFor('defender'), { maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (att, def, n, when) => {
          const params = { ...BASE, targets: [...BASE.targets], plans: { attacker: att.map((card) => ({ card, n, when, site: 3 })), defender: def.map((card) => ({ card, n, when, site: 3 })) } } as CampaignParams;
          const r = campaign(pos(), params);
          if (!r.ok) {
            expect(r.problems.length).toBeGreaterThan(0);
            return;
          }
          expect(equals(sum(r.outcomes.map((o) => o.probability)), ONE)).toBe(true);
          expect(r.outcomes.every((o) => o.attackerLeft >= 0 && o.defenderLost >= 0)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('seeded Monte-Carlo (core random.ts) against the exact odds', () => {
  it('10 attack dice vs 6 defence dice + 3 Troupes: 200 000 rolls within 4 standard errors', () => {
    const exact = fractionValue(bareOdds({ attackDice: 10, force: 10, defenseDice: 6, warbands: 3 }).pVictory);
    const est = simulate(barePools(10, 10, 6, 3), 200_000, 7);
    const se = Math.sqrt((exact * (1 - exact)) / est.rolls);
    expect(Math.abs(est.pVictory - exact)).toBeLessThan(4 * se);
    // same seed, same estimate
    expect(simulate(barePools(10, 10, 6, 3), 1000, 7).victories).toBe(simulate(barePools(10, 10, 6, 3), 1000, 7).victories);
  });

  it('the standard position with Rain Boots and Lancers: every « Troupes left » frequency within 4 standard errors', () => {
    const params = { ...BASE, targets: [...BASE.targets], plans: { attacker: [{ card: 'OATH-014' }, { card: 'OATH-154' }] } } as CampaignParams;
    const r = campaign(pos(), params);
    const b = buildPools(pos(), params);
    expect(r.ok && b.ok).toBe(true);
    if (!r.ok || !b.ok) return;
    const est = simulate(b.pools, 100_000, 11);
    for (const o of r.outcomes.filter((o) => o.victory)) {
      const p = fractionValue(o.probability);
      const se = Math.sqrt((p * (1 - p)) / est.rolls);
      expect(Math.abs((est.leftOnVictory.get(o.attackerLeft) ?? 0) / est.rolls - p)).toBeLessThan(4 * se + 1e-9);
    }
  });
});
