// « Dés contre dés » (the Oath question `dice`): pools given directly, no map. Hand-derived rows,
// each citing the rule it exercises; agreement with the Campagne on equivalent positions; exact sums;
// the one-line text; a seeded Monte-Carlo cross-check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestDice, diceBattle, dicePools, type DiceParams } from '../../../src/engine/oath/duel';
import { bestPool, campaign, type CampaignParams } from '../../../src/engine/oath/campaign';
import { CAMPAIGN_CARDS, type CampaignCard, type Effect } from '../../../src/engine/oath/cards';
import { evaluateSituation, type OathAnswer } from '../../../src/engine/oath/evaluate';
import { decodeSituation, encodeSituation, NO_MAP, readSituation, type DiceQuestion, type Situation } from '../../../src/engine/oath/situation';
import { validate } from '../../../src/engine/oath/validate';
import { siteInfo } from '../../../src/engine/oath/sites';
import { simulate } from '../../../src/engine/oath/simulate';
import { SITUATIONS, evaluateSituation as evaluateAny } from '../../../src/engine/games';
import { equals, fractionText, fractionValue, ONE, sum } from '../../../src/engine/core/fraction';
import { validSetup } from './arbitraries';
import { BASE, pos } from './helpers';

const F = fractionText;
const NUMBERS = new Set((JSON.parse(readFileSync(new URL('../../../src/data/oath-rule-numbers.json', import.meta.url), 'utf8')) as { oath: string[] }).oath);

function answer(d: DiceParams) {
  const r = diceBattle(d);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r;
}
const left = (r: ReturnType<typeof answer>, victory: boolean) => Object.fromEntries(r.outcomes.filter((o) => o.victory === victory).map((o) => [o.attackerLeft, F(o.probability)]));
const cites = (r: { reasons: { rule: string }[] }, rule: string) => r.reasons.some((x) => x.rule === rule);

describe('dés contre dés: rows derived by hand from the faces (dice.ts)', () => {
  // The attack die: 3 épées creuses, 2 épées, 1 « deux épées et crâne » (1/2, 1/3, 1/6);
  // the defence die: 2 blank, 2 Boucliers, 1 « deux Boucliers », 1 ×2 (1/3, 1/3, 1/6, 1/6).
  it.each([
    // rule, question, P(victory), victories by Troupes left, defeats by Troupes left
    ['5.5.5', 'une épée creuse seule ne compte pas ; l’égalité va au défenseur', { attackDice: 1, force: 1, defenseDice: 0, sacrifice: 'never' }, '1/2', { 1: '1/3', 0: '1/6' }, { 1: '1/2' }],
    ['9.5', 'sacrifier ce qui gagne : l’épée creuse seule est rachetée par une Troupe', { attackDice: 1, force: 1, defenseDice: 0 }, '1', { 1: '1/3', 0: '2/3' }, {}],
    ['5.5.5', 'deux épées creuses font une épée : deux dés battent toujours une défense nulle', { attackDice: 2, force: 2, defenseDice: 0, sacrifice: 'never' }, '1', { 2: '25/36', 1: '5/18', 0: '1/36' }, {}],
    ['5.5.6', 'sans dé, vaincu, l’attaquant garde la moitié de son Armée, arrondie au-dessus', { attackDice: 0, force: 3, defenseDice: 0, sacrifice: 'never' }, '0', {}, { 2: '1' }],
    ['5.5.4', 'une face ×2 sans Bouclier ne double rien', { attackDice: 1, force: 1, defenseDice: 1, sacrifice: 'never' }, '11/36', { 1: '1/6', 0: '5/36' }, { 1: '2/3', 0: '1/36' }],
    ['9.5', 'ne sacrifier qu’en gardant au moins une Troupe', { attackDice: 0, force: 2, defenseDice: 0, warbands: 1, sacrifice: { keep: 1 } }, '0', {}, { 1: '1' }],
    ['9.5', 'sacrifier exactement ce qui gagne : deux Troupes contre une', { attackDice: 0, force: 2, defenseDice: 0, warbands: 1 }, '1', { 0: '1' }, {}],
  ] as const)('%s — %s', (rule, _what, d, p, wins, losses) => {
    const r = answer(d as DiceParams);
    expect(F(r.pVictory)).toBe(p);
    expect(left(r, true)).toEqual(Object.fromEntries(Object.entries(wins)));
    expect(left(r, false)).toEqual(Object.fromEntries(Object.entries(losses)));
    expect(cites(r, rule)).toBe(true);
  });

  it('2.11: the defender holding the title adds one defence die, two as Usurper; never the Bandits', () => {
    expect(answer({ attackDice: 2, defenseDice: 1, title: 'oathkeeper' }).pools.defenseDice).toBe(2);
    const u = answer({ attackDice: 2, defenseDice: 1, title: 'usurper' });
    expect(u.pools.defenseDice).toBe(3);
    expect(u.reasons.find((x) => x.rule === '2.11')!.text).toMatch(/Usurpateur/);
    const b = diceBattle({ attackDice: 2, defenseDice: 1, title: 'oathkeeper', bandits: true });
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.problems.map((x) => x.rule)).toEqual(['2.11']);
  });

  it('5.5.6: defeated Bandits never die; a defeated player kills half its Troupes', () => {
    const bandits = answer({ attackDice: 4, defenseDice: 1, warbands: 3, bandits: true });
    expect(bandits.outcomes.every((o) => o.defenderLost === 0)).toBe(true);
    expect(bandits.pools).toMatchObject({ bandits: 3, defendingWarbands: 0 });
    const player = answer({ attackDice: 4, defenseDice: 1, warbands: 3 });
    expect(player.outcomes.filter((o) => o.victory).every((o) => o.defenderLost === 1)).toBe(true);
  });

  it('every problem says its rule, in French: too many dice (5.5.2), too large an Armée (1.8), a costly Plan for the Bandits (5.5.3)', () => {
    const rules = (d: DiceParams) => {
      const r = diceBattle(d);
      return r.ok ? [] : r.problems.map((p) => p.rule);
    };
    expect(rules({ attackDice: 5, force: 3, defenseDice: 1 })).toEqual(['5.5.2']);
    expect(rules({ attackDice: 5, force: 25, defenseDice: 1 })).toEqual(['1.8']);
    expect(rules({ attackDice: 2, defenseDice: 1, bandits: true, plans: { defender: [{ card: 'OATH-108' }] } })).toEqual(['5.5.3']);
    expect(rules({ attackDice: -1, force: 2, defenseDice: 1.5 })).toEqual(['format', 'format']);
  });

  it('Plans de Bataille act as on the map; a board fact they need is assumed, and said', () => {
    const plain = answer({ attackDice: 3, defenseDice: 2 });
    const longbows = answer({ attackDice: 3, defenseDice: 2, plans: { attacker: [{ card: 'OATH-004' }] } });
    expect(longbows.pools.attackDice).toBe(4);
    expect(fractionValue(longbows.pVictory)).toBeGreaterThan(fractionValue(plain.pVictory));
    expect(longbows.reasons.some((r) => r.rule === '5.5.3' && /Arcs Longs/.test(r.text))).toBe(true);
    // Fire Talkers: « if you hold the Darkest Secret » — no map, so assumed, and the answer says so
    const talkers = answer({ attackDice: 3, defenseDice: 2, plans: { attacker: [{ card: 'OATH-031' }] } });
    expect(talkers.pools.attackDice).toBe(6);
    expect(talkers.reasons.some((r) => r.rule === '7.5' && /supposée remplie/.test(r.text))).toBe(true);
    const not = answer({ attackDice: 3, defenseDice: 2, plans: { attacker: [{ card: 'OATH-031', when: false }] } });
    expect(not.pools.attackDice).toBe(3);
  });

  it('the best choice: how many of its Troupes’ dice to roll, from 0 to all (5.5.2, 9.5)', () => {
    const b = bestDice({ attackDice: 4, force: 4, defenseDice: 3, warbands: 3 });
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.best.tried.map((t) => t.dice)).toEqual([0, 1, 2, 3, 4]);
    const top = b.best.tried.reduce((m, t) => (fractionValue(t.probability) > fractionValue(m.probability) ? t : m));
    expect(equals(b.best.probability, top.probability)).toBe(true);
    expect(b.best.reasons.map((r) => r.rule)).toEqual(['5.5.2', '9.5']);
  });
});

// ——— agreement with the Campagne ———

const boardDependent = (c: CampaignCard) => {
  const effects: Effect[] = [...(c.attacker ?? []), ...(c.defender ?? []), ...(c.any ?? []), ...(c.choices ?? []).flatMap((x) => [...x.attacker, ...x.defender])];
  return effects.some((e) => (e.when && ['holds', 'siteTargeted', 'pawnsTogether', 'bothExiles'].includes(e.when.kind)) || ('per' in e && (e.per === 'targetedSites' || e.per === 'targetedRelics')) || e.kind === 'facedownRelics' || e.kind === 'redeploy');
};
const plansFor = (side: 'attacker' | 'defender') =>
  CAMPAIGN_CARDS.filter((c) => c.kind === 'battlePlan' && c.type !== 'relic' && !boardDependent(c) && (c.side === side || c.side === 'either')).map((c) => c.id);

function sameAsCampaign(setup: Parameters<typeof campaign>[0], params: CampaignParams, dice: DiceParams) {
  const c = campaign(setup, params);
  const d = diceBattle(dice);
  expect(c.ok).toBe(d.ok);
  if (!c.ok || !d.ok) return;
  // what a victory takes on the Mappemonde (Bannir, Relics) and what depends on favor held are the Campagne's own
  const odds = (os: typeof c.outcomes) => os.map(({ effects: _e, ...o }) => o);
  expect(odds(d.outcomes)).toEqual(odds(c.outcomes));
  expect(d.pools).toMatchObject({ attackDice: c.pools.attackDice, defenseDice: c.pools.defenseDice, force: c.pools.force, defendingWarbands: c.pools.defendingWarbands, bandits: c.pools.bandits });
  const keep = typeof params.sacrifice === 'object' ? params.sacrifice.keep : 0;
  const bc = bestPool(setup, params, keep);
  const bd = bestDice(dice, keep);
  expect(bc.ok && bd.ok).toBe(true);
  if (bc.ok && bd.ok) expect(bd.best).toEqual(bc.best);
}

describe('dés contre dés agrees with the Campagne on equivalent positions', () => {
  // The standard position (helpers.ts): 4 Troupes attack site 3 + Bannir: 3 defence dice + 3 Troupes.
  it('the standard position, the title on either side, the Bandits', () => {
    sameAsCampaign(pos(), { ...BASE, targets: [...BASE.targets] }, { attackDice: 4, force: 4, defenseDice: 3, warbands: 3 });
    sameAsCampaign(pos((s) => (s.title = { holder: 'player3' })), { ...BASE, targets: [...BASE.targets] }, { attackDice: 4, defenseDice: 3, warbands: 3, title: 'oathkeeper' });
    sameAsCampaign(pos((s) => (s.title = { holder: 'player3', side: 'usurper' })), { ...BASE, targets: [...BASE.targets] }, { attackDice: 4, defenseDice: 3, warbands: 3, title: 'usurper' });
    // against the Bandits of an empty site (slot 2)
    const setup = pos((s) => (s.players.player2!.pawn = 2));
    const info = siteInfo(setup.sites[1]!.site);
    sameAsCampaign(setup, { attacker: 'player2', defender: 'bandits', targets: [{ site: 2 }] }, { attackDice: 4, defenseDice: info.defenseDice, warbands: info.bandits, bandits: true });
  });

  it('property: any Plans (those that read no board), any pool, any sacrifice policy: the same outcomes and the same best pool', () => {
    fc.assert(
      fc.property(
        fc.subarray(plansFor('attacker'), { maxLength: 2 }),
        fc.subarray(plansFor('defender'), { maxLength: 2 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.constantFrom('win' as const, 'never' as const, { keep: 1 }, { keep: 2 }),
        (att, def, dice, n, when, sacrifice) => {
          const plans = { attacker: att.map((card) => ({ card, n, when })), defender: def.map((card) => ({ card, n, when })) };
          const params = { ...BASE, targets: [...BASE.targets], dice, plans, sacrifice } as CampaignParams;
          sameAsCampaign(pos(), params, { attackDice: dice, force: 4, defenseDice: 3, warbands: 3, plans, sacrifice });
        },
      ),
      { numRuns: 60 },
    );
  });
});

// ——— invariants, notation, situations ———

const use = fc.record({ card: fc.constantFrom('OATH-004', 'OATH-155', 'OATH-024', 'OATH-167', 'OATH-031'), choice: fc.integer({ min: 0, max: 1 }), n: fc.integer({ min: 0, max: 5 }), when: fc.boolean() }, { requiredKeys: ['card'] });
const diceQuestion: fc.Arbitrary<DiceQuestion> = fc.record(
  {
    kind: fc.constant('dice' as const),
    attackDice: fc.integer({ min: 0, max: 8 }),
    force: fc.integer({ min: 0, max: 10 }),
    defenseDice: fc.integer({ min: 0, max: 7 }),
    warbands: fc.integer({ min: 0, max: 6 }),
    bandits: fc.constant(true),
    title: fc.constantFrom('oathkeeper' as const, 'usurper' as const),
    plans: fc.record({ attacker: fc.array(use, { minLength: 1, maxLength: 2 }), defender: fc.array(use, { minLength: 1, maxLength: 2 }) }, { requiredKeys: [] }),
    sacrifice: fc.oneof(fc.constant('win' as const), fc.constant('never' as const), fc.integer({ min: 0, max: 4 }).map((keep) => ({ keep }))),
  },
  { requiredKeys: ['kind', 'attackDice', 'defenseDice'] },
);

describe('dés contre dés: invariants and the one-line text', () => {
  it('property: the outcomes add up to exactly 1; every reason cites a rule of the Law of Oath', () => {
    fc.assert(
      fc.property(diceQuestion, (q) => {
        const { kind: _k, ...d } = q;
        void _k;
        const r = diceBattle(d);
        const reasons = r.ok ? r.reasons : r.problems;
        for (const x of reasons) expect(x.rule === 'format' || NUMBERS.has(x.rule), `${x.rule} : ${x.text}`).toBe(true);
        if (!r.ok) return;
        expect(equals(sum(r.outcomes.map((o) => o.probability)), ONE)).toBe(true);
        expect(equals(sum(r.attackerLeft.map((o) => o.probability)), ONE)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the position of a dice question is NO_MAP, legal and canonical; its text carries none', () => {
    const v = validate(NO_MAP);
    expect(v.ok && v.setup).toEqual(NO_MAP);
    const r = readSituation({ v: 1, question: { kind: 'dice', attackDice: 5, defenseDice: 5 } });
    expect(r.ok && r.situation.setup).toEqual(NO_MAP);
    if (r.ok) expect(encodeSituation(r.situation)).toBe('des.5.5');
    expect(SITUATIONS.linkText('oath', 'des.5.5')).toBe('oath/des.5.5');
  });

  it('property: any dice situation round-trips through its text, with no position or with one', () => {
    fc.assert(
      fc.property(diceQuestion, fc.option(validSetup, { nil: undefined }), fc.option(fc.string({ maxLength: 30 }), { nil: undefined }), (q, setup, title) => {
        const env: Record<string, unknown> = { v: 1, question: q };
        if (setup) {
          const v = validate(setup);
          if (!v.ok) return;
          env.setup = v.setup;
        }
        if (title) env.title = title;
        const read = readSituation(env);
        if (!read.ok) throw new Error(JSON.stringify(read.problems));
        const text = encodeSituation(read.situation as Situation);
        const back = decodeSituation(text);
        if (!back.ok) throw new Error(`${text} ${JSON.stringify(back.problems)}`);
        expect(back.situation).toEqual(read.situation);
        if (!setup) expect(text.includes('/')).toBe(!!title);
      }),
      { numRuns: 300 },
    );
  });

  it('bad dice questions and texts get French problems, never an exception', () => {
    for (const question of [{ kind: 'dice' }, { kind: 'dice', attackDice: 2, defenseDice: 1, title: 'roi' }, { kind: 'dice', attackDice: 2, defenseDice: 1, bandits: 'oui' }, { kind: 'dice', attackDice: 2, defenseDice: 1, extra: 1 }]) {
      const a = evaluateSituation({ question }) as OathAnswer;
      expect(a.ok).toBe(false);
      expect(a.problems.every((p) => p.rule === 'format' && p.text.length > 0)).toBe(true);
    }
    for (const t of ['des', 'des.5', 'des.x.5', 'des.5.5.troupes-2.bandits-1', 'des.5.5.gardien.usurpateur', 'des.5.5.armee', 'des.5.5.sacrifice-toujours', 'des.5.5.pa-9999', 'des.5.5/supr']) {
      expect(decodeSituation(t).ok, t).toBe(false);
    }
    fc.assert(fc.property(fc.string(), (s) => void decodeSituation(`des.${s}`)));
  });

  it('the example des-5-5.json: the registry answers it, with the best choice', () => {
    const file = JSON.parse(readFileSync(new URL('../../../content/oath/situations/des-5-5.json', import.meta.url), 'utf8'));
    const a = evaluateAny(file) as OathAnswer;
    expect(a.problems).toEqual([]);
    expect(a.dice!.pools).toMatchObject({ attackDice: 5, defenseDice: 5 });
    expect(a.best!.tried.length).toBe(6);
    expect(a.dice!.reasons.every((r) => NUMBERS.has(r.rule))).toBe(true);
  });
});

describe('seeded Monte-Carlo (core random.ts) against the exact dice odds', () => {
  it('6 attack dice and 6 Troupes vs 4 defence dice + 2 Troupes, Usurper, Longbows: victory and every « Troupes left » within 4 standard errors', () => {
    const d: DiceParams = { attackDice: 6, force: 6, defenseDice: 4, warbands: 2, title: 'usurper', plans: { attacker: [{ card: 'OATH-004' }] } };
    const r = answer(d);
    const built = dicePools(d);
    if (!built.ok) throw new Error('pools');
    const est = simulate(built.pools, 100_000, 5);
    const exact = fractionValue(r.pVictory);
    expect(Math.abs(est.pVictory - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / est.rolls));
    for (const o of r.outcomes.filter((o) => o.victory)) {
      const p = fractionValue(o.probability);
      expect(Math.abs((est.leftOnVictory.get(o.attackerLeft) ?? 0) / est.rolls - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / est.rolls) + 1e-9);
    }
  });
});
