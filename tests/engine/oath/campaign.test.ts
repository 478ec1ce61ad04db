// Oath campaigns (5.5): exact tables. Expected fractions come from an independent enumeration of
// ordered dice sequences with plain rational arithmetic (not the engine's counts of faces), and
// from the reference values of the cross-checked data (akaan/oath-odds, oathroll's table).
import { describe, expect, it } from 'vitest';
import { bareOdds, bestPool, campaign, resolveRoll, type CampaignParams } from '../../../src/engine/oath/campaign';
import { CAMPAIGN_CARDS, BY_POSITION } from '../../../src/engine/oath/cards';
import { fractionText } from '../../../src/engine/core/fraction';
import type { Setup } from '../../../src/engine/oath/setup';
import { BASE, pos } from './helpers';

const F = fractionText;

function ok(setup: Setup, params: Partial<CampaignParams> = {}) {
  const r = campaign(setup, { ...BASE, targets: [...BASE.targets], ...params } as CampaignParams);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r;
}
function refused(setup: Setup, params: Partial<CampaignParams> = {}) {
  const r = campaign(setup, { ...BASE, targets: [...BASE.targets], ...params } as CampaignParams);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.problems;
}

describe('bare pools: the reference values (oath-dice.json, akaan/oath-odds, oathroll)', () => {
  it.each([
    [1, 1, 1, 0, '2/3', { 0: '1/2', 1: '1/6' }],
    [1, 1, 1, 1, '1/4', { 0: '1/4' }],
    [3, 3, 2, 2, '7/9', { 0: '2297/7776', 1: '113/432', 2: '1645/7776', 3: '1/108' }],
    [3, 3, 1, 1, '1', { 0: '11/432', 1: '11/48', 2: '41/81', 3: '155/648' }],
    [4, 4, 2, 3, '511/576', { 0: '349/1944', 1: '127/432', 2: '4145/15552', 3: '35/243', 4: '1/324' }],
    [6, 6, 3, 1, '2297/2304', { 0: '2839/186624', 1: '6095/373248', 2: '148453/3359232', 3: '180677/1679616', 4: '3025825/10077696', 5: '594269/1679616', 6: '1608347/10077696' }],
    [
      10,
      10,
      6,
      3,
      '40548337/47775744',
      {
        0: '21113514805/940369969152',
        1: '21669601129/470184984576',
        2: '3466540531/78364164096',
        3: '10169326421/235092492288',
        4: '26168388001/470184984576',
        5: '7375859653/78364164096',
        6: '55371000131/470184984576',
        7: '5984900489/39182082048',
        8: '16565345999/104485552128',
        9: '133119922033/1410554953728',
        10: '54968926609/2821109907456',
      },
    ],
  ] as const)('%i attack dice, %i Troupes vs %i defence dice + %i Troupes: P(victory) = %s', (a, f, d, w, p, left) => {
    const r = bareOdds({ attackDice: a, force: f, defenseDice: d, warbands: w });
    expect(F(r.pVictory)).toBe(p);
    const wins = Object.fromEntries(r.outcomes.filter((o) => o.victory).map((o) => [o.left, F(o.probability)]));
    expect(wins).toEqual(Object.fromEntries(Object.entries(left).map(([k, v]) => [Number(k), v])));
  });
});

interface CardRow {
  card: string;
  params?: Partial<CampaignParams>;
  setup?: (s: Setup) => void;
  /** P(victory) and E[Troupes left to the attacker] */
  p: string;
  left: string;
  check?: (r: Extract<ReturnType<typeof campaign>, { ok: true }>) => void;
}

const BASE_P = '17/27';
const BASE_LEFT = '66515/46656';
const plan = (side: 'attacker' | 'defender', card: string, extra: object = {}) => ({ plans: { [side]: [{ card, ...extra }] } });
const power = (side: 'attacker' | 'defender', card: string, extra: object = {}) => ({ powers: [{ card, side, ...extra }] });

// The standard position (helpers.ts): 4 attack dice, Armée of 4, against 3 defence dice + 3 Troupes.
const ROWS: CardRow[] = [
  { card: 'OATH-001', params: plan('defender', 'OATH-001'), p: '1519/2592', left: '843713/559872', check: (r) => expect(r.outcomes.every((o) => o.defenderLost >= 1)).toBe(true) },
  { card: 'OATH-002', params: plan('attacker', 'OATH-002'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.after[0]!.text).toMatch(/2\sfaveurs/) },
  { card: 'OATH-003', params: plan('defender', 'OATH-003'), p: '37/144', left: '1711/1296' },
  { card: 'OATH-004', params: plan('attacker', 'OATH-004'), p: '1292287/1679616', left: '2563327/1679616' },
  { card: 'OATH-004', params: plan('defender', 'OATH-004'), p: '215/432', left: '15911/11664' },
  { card: 'OATH-005', params: plan('defender', 'OATH-005', { site: 3 }), p: '1663/7776', left: '8383169/5038848' },
  { card: 'OATH-005', params: plan('defender', 'OATH-005', { site: 5 }), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-008', params: plan('attacker', 'OATH-008'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.after[0]!.on).toBe('use') },
  { card: 'OATH-010', params: plan('defender', 'OATH-010'), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-103', params: plan('attacker', 'OATH-103'), p: '2924099/3359232', left: '8560963/5038848' },
  { card: 'OATH-103', params: plan('defender', 'OATH-103'), p: '11/36', left: '2021/1296' },
  { card: 'OATH-104', params: plan('attacker', 'OATH-104'), p: '22825/31104', left: '60577/34992' },
  { card: 'OATH-106', params: plan('attacker', 'OATH-106'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.costs.attacker.placeFavor).toBe(1) },
  { card: 'OATH-108', params: plan('defender', 'OATH-108'), p: '1663/7776', left: '8383169/5038848', check: (r) => expect(r.outcomes.filter((o) => o.victory).every((o) => o.defenderLost === 3)).toBe(true) },
  { card: 'OATH-109', params: plan('attacker', 'OATH-109'), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-114', params: { plans: { attacker: [{ card: 'OATH-114' }], defender: [{ card: 'OATH-004' }] } }, p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.plans.defender).toEqual([]) },
  { card: 'OATH-120', params: power('attacker', 'OATH-120'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.costs.attacker.supply).toBe(0) },
  { card: 'OATH-122', params: power('attacker', 'OATH-122'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.costs.attacker.supply).toBe(0) },
  { card: 'OATH-124', params: plan('attacker', 'OATH-124'), p: '2924099/3359232', left: '8560963/5038848' },
  { card: 'OATH-124', params: plan('defender', 'OATH-124'), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-125', params: plan('attacker', 'OATH-125'), p: '1', left: '4', check: (r) => expect([r.costs.favorPaid, r.outcomes[0]!.defenderLost]).toEqual([3, 0]) },
  { card: 'OATH-125', params: plan('defender', 'OATH-125'), setup: (s) => (s.players.player2!.pawn = 3), p: '0', left: '4' },
  { card: 'OATH-126', params: { targets: [{ site: 3 }, { banish: true }, { site: 8 }, { facedownRelics: 8 }], ...plan('attacker', 'OATH-126') }, setup: (s) => (s.sites[7] = { site: 'OATH-241', warbands: { player3: 1 }, relics: 1 }), p: '469/3888', left: '17350819/10077696' },
  { card: 'OATH-199', params: power('defender', 'OATH-199'), p: '37/96', left: '1290731/839808' },
  { card: 'OATH-200', params: plan('defender', 'OATH-200', { site: 3 }), p: '11/36', left: '2021/1296' },
  { card: 'OATH-012', params: plan('attacker', 'OATH-012'), p: '6165233/6718464', left: '116488447/60466176' },
  { card: 'OATH-016', params: plan('attacker', 'OATH-016'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.costs.attacker).toMatchObject({ placeSecret: 1, burnFavor: 1 }) },
  { card: 'OATH-020', params: plan('attacker', 'OATH-020', { when: true }), p: '12759485/13436928', left: '125782747/60466176' },
  { card: 'OATH-020', params: plan('attacker', 'OATH-020', { when: false }), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-022', params: plan('attacker', 'OATH-022'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.burnedOnVictory.secrets).toBe(1) },
  { card: 'OATH-083', params: plan('defender', 'OATH-083', { when: true }), p: '1/8', left: '7/4' },
  { card: 'OATH-087', setup: (s) => (s.players.player2!.warbands = 2), params: plan('attacker', 'OATH-087'), p: '142/243', left: '1907/3888' },
  { card: 'OATH-087', setup: (s) => (s.players.player2!.warbands = 2), p: '1/32', left: '17/18' },
  { card: 'OATH-090', params: { ...power('defender', 'OATH-090'), ...plan('attacker', 'OATH-024') }, p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.plans.attacker).toEqual([]) },
  { card: 'OATH-098', params: power('attacker', 'OATH-098'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.costs.attacker.supply).toBe(0) },
  { card: 'OATH-100', params: { defender: 'bandits', targets: [{ site: 6 }], ...power('defender', 'OATH-100') }, setup: (s) => (s.players.player2!.pawn = 6), p: '1', left: '2551/1296' },
  { card: 'OATH-102', params: plan('attacker', 'OATH-102'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.burnedOnVictory.favor).toBe(5) },
  { card: 'OATH-048', params: plan('defender', 'OATH-048'), p: '1663/7776', left: '8383169/5038848' },
  { card: 'OATH-051', params: plan('attacker', 'OATH-051'), p: BASE_P, left: '278015/139968' },
  { card: 'OATH-132', params: plan('attacker', 'OATH-132'), p: '2924099/3359232', left: '8560963/5038848' },
  { card: 'OATH-132', setup: (s) => (s.banners = { peoplesFavor: { holder: 'player3', tokens: 2 } }), params: plan('attacker', 'OATH-132'), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-137', params: plan('attacker', 'OATH-137'), p: '4793645/5038848', left: '90109037/30233088' },
  { card: 'OATH-138', params: plan('defender', 'OATH-138'), p: '0', left: '2' },
  { card: 'OATH-145', params: power('defender', 'OATH-145'), p: '7847/93312', left: '90671/46656' },
  { card: 'OATH-149', params: plan('attacker', 'OATH-149', { when: true }), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-041', params: { ...power('defender', 'OATH-041', { suits: ['Order'] }), ...plan('attacker', 'OATH-004') }, p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-045', params: plan('attacker', 'OATH-045'), p: '22825/31104', left: '60577/34992' },
  { card: 'OATH-045', setup: (s) => (s.title = { holder: 'player3' }), params: plan('attacker', 'OATH-045'), p: '22354261/30233088', left: '21536989/10077696' },
  { card: 'OATH-175', params: plan('attacker', 'OATH-175', { n: 2 }), p: '2924099/3359232', left: '8560963/5038848' },
  { card: 'OATH-184', params: { ...power('defender', 'OATH-184'), ...plan('attacker', 'OATH-004') }, p: '1292287/1679616', left: '2563327/1679616', check: (r) => expect(r.costs.attacker.burnFavor).toBe(1) },
  { card: 'OATH-185', params: power('attacker', 'OATH-185', { n: 2 }), p: '1045/1152', left: '682669/279936' },
  { card: 'OATH-187', params: plan('attacker', 'OATH-187'), p: '1573/1728', left: '224363/139968' },
  { card: 'OATH-187', params: plan('defender', 'OATH-187'), p: '106115/279936', left: '25675/17496' },
  { card: 'OATH-192', params: { ...power('defender', 'OATH-192', { site: 3 }), ...plan('attacker', 'OATH-004') }, p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-195', params: plan('defender', 'OATH-195', { n: 2, site: 3 }), p: '1663/7776', left: '8383169/5038848' },
  { card: 'OATH-024', params: plan('defender', 'OATH-024'), p: '13/72', left: '245/144' },
  { card: 'OATH-014', params: plan('attacker', 'OATH-014'), p: '701/864', left: '279439/139968' },
  // Lancers: every die counts twice, skulls included (Leder Games' ruling); independent enumeration
  { card: 'OATH-154', params: plan('attacker', 'OATH-154'), p: '29663/31104', left: '284453/139968' },
  { card: 'OATH-155', params: plan('defender', 'OATH-155', { choice: 0 }), p: '215/432', left: '15911/11664' },
  { card: 'OATH-155', params: plan('attacker', 'OATH-155', { choice: 1 }), p: '6165233/6718464', left: '116488447/60466176' },
  { card: 'OATH-156', params: plan('defender', 'OATH-156', { when: true }), p: '1/8', left: '7/4' },
  { card: 'OATH-162', params: { ...power('defender', 'OATH-162'), ...plan('attacker', 'OATH-175', { n: 2 }) }, p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-163', params: plan('defender', 'OATH-163'), p: '11/36', left: '2021/1296' },
  { card: 'OATH-164', params: plan('attacker', 'OATH-164', { n: 3 }), p: '6165233/6718464', left: '116488447/60466176' },
  { card: 'OATH-167', params: plan('defender', 'OATH-167'), p: '1663/7776', left: '8383169/5038848' },
  { card: 'OATH-031', setup: (s) => (s.banners = { darkestSecret: { holder: 'player2', tokens: 1 } }), params: plan('attacker', 'OATH-031'), p: '6165233/6718464', left: '116488447/60466176' },
  { card: 'OATH-031', params: plan('attacker', 'OATH-031'), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-057', setup: (s) => (s.banners = { darkestSecret: { holder: 'player3', tokens: 1 } }), params: plan('defender', 'OATH-057'), p: '415/864', left: '16901/11664' },
  { card: 'OATH-059', params: plan('defender', 'OATH-059'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.outcomes.every((o) => o.defenderLost === 0)).toBe(true) },
  { card: 'OATH-060', params: plan('attacker', 'OATH-060', { n: 1 }), p: '176501/209952', left: '16409/7776' },
  { card: 'OATH-066', params: { ...power('defender', 'OATH-066'), ...plan('attacker', 'OATH-004') }, p: '1292287/1679616', left: '2563327/1679616', check: (r) => expect(r.costs.attacker.placeSecret).toBe(1) },
  { card: 'OATH-068', params: power('attacker', 'OATH-068'), p: '259/384', left: '187597/139968' },
  { card: 'OATH-068', params: power('defender', 'OATH-068'), p: '314/729', left: '15650221/10077696' },
  { card: 'OATH-068', params: { powers: [{ card: 'OATH-068', side: 'attacker' }, { card: 'OATH-068', side: 'defender' }] }, p: '39269/82944', left: '44499491/30233088' },
  { card: 'OATH-068', params: { ...power('attacker', 'OATH-068'), sacrifice: { keep: 2 } }, p: '72827/279936', left: '39957611/20155392' },
  { card: 'OATH-071', params: plan('defender', 'OATH-071'), p: '215/432', left: '15911/11664' },
  { card: 'OATH-072', setup: (s) => (s.players.player3!.relics = ['OATH-213']), params: { targets: [{ site: 3 }, { relic: 'OATH-213' }], ...power('defender', 'OATH-072') }, p: '37/96', left: '1290731/839808' },
  { card: 'OATH-211', setup: (s) => (s.players.player2!.relics = ['OATH-211']), params: plan('attacker', 'OATH-211'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.outcomes.filter((o) => o.victory).every((o) => o.defenderLost === 3)).toBe(true) },
  { card: 'OATH-212', setup: (s) => (s.players.player2!.relics = ['OATH-212']), params: plan('attacker', 'OATH-212'), p: BASE_P, left: BASE_LEFT },
  { card: 'OATH-222', setup: (s) => (s.players.player2!.relics = ['OATH-222']), p: BASE_P, left: BASE_LEFT, check: (r) => expect(F(r.targets[0]!.pTaken)).toBe('0') },
  { card: 'OATH-225', setup: (s) => (s.players.player3!.relics = ['OATH-225']), p: '37/96', left: '1290731/839808' },
  { card: 'OATH-228', setup: (s) => (s.players.player3!.relics = ['OATH-228']), params: plan('defender', 'OATH-228'), p: BASE_P, left: BASE_LEFT },
  // an action that starts the Campagne from a site ruled by the attacker, its Troupes there joining the Armée
  { card: 'OATH-115', setup: (s) => ((s.sites[4]!.warbands = { player2: 2 }), (s.players.player3!.pawn = 5)), params: { from: 5, targets: [{ banish: true }, { site: 3 }], ...plan('attacker', 'OATH-115', { n: 2 }) }, p: '1045/1152', left: '682669/279936' },
  // Warning Signals on the standard position: player3 rules only the targeted site, its pawn there: nothing can move (3 stay)
  { card: 'OATH-025', params: plan('defender', 'OATH-025'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.reasons.some((x) => /choix par défaut/.test(x.text))).toBe(true) },
  // Wild Mounts with Horse Archers (Nomad, discarded at the end): the odds of Horse Archers alone, one Beast card may be discarded instead
  { card: 'OATH-153', params: { plans: { attacker: [{ card: 'OATH-024' }, { card: 'OATH-153' }] } }, p: '6165233/6718464', left: '116488447/60466176', check: (r) => {
    expect(F(r.pVictory)).toBe(F(ok(pos(), plan('attacker', 'OATH-024')).pVictory));
    expect(r.after.some((a) => a.card === 'Montures Sauvages' && /au lieu de défausser Archers Montés/.test(a.text))).toBe(true);
  } },
  // Relic Thief with no Relic targeted: nothing to steal
  { card: 'OATH-095', params: power('defender', 'OATH-095'), p: BASE_P, left: BASE_LEFT, check: (r) => expect(r.relicThief).toBeUndefined() },
  { card: 'OATH-198', params: { from: 3, ...plan('attacker', 'OATH-198', { n: 2 }) }, p: '1045/1152', left: '682669/279936' },
];

describe('campaign cards as primitives: one row per card covered (standard position, helpers.ts)', () => {
  it.each(ROWS.map((r, i) => [`${r.card} ${JSON.stringify(r.params?.plans ?? r.params?.powers ?? {}).slice(0, 60)} #${i}`, r]))('%s', (_, row) => {
    const r = ok(pos(row.setup), row.params);
    expect(F(r.pVictory)).toBe(row.p);
    expect(F(r.expected.attackerLeft)).toBe(row.left);
    row.check?.(r);
  });

  it('every card of the data is either covered by a row or listed as not covered, with its reason', () => {
    const rowed = new Set(ROWS.map((r) => r.card));
    // covered by the target rules (see the 5.5.2 table below)
    for (const id of ['OATH-110', 'OATH-201', 'OATH-157', 'OATH-186']) rowed.add(id);
    for (const c of CAMPAIGN_CARDS) expect(rowed.has(c.id), `${c.id} ${c.en}`).toBe(true);
    expect(CAMPAIGN_CARDS).toHaveLength(76);
    expect(BY_POSITION.map((c) => c.en).sort()).toEqual(['Bandit Crown', 'Grand Mask']);
    for (const c of BY_POSITION) expect(c.how.length).toBeGreaterThan(20);
  });

  it('a card that acts through the position, listed as a power, adds nothing and says so (7.1.4)', () => {
    const r = ok(pos(), power('defender', 'OATH-221'));
    expect(F(r.pVictory)).toBe(BASE_P);
    expect(r.notCovered).toEqual([]);
    expect(r.reasons.some((x) => x.rule === '7.1.4' && /agit par la position/.test(x.text))).toBe(true);
  });
});

describe('5.5, rule by rule', () => {
  it('5.5.1: the defender rules the site or stands on it; Bandits only on a site nobody rules', () => {
    expect(refused(pos(), { defender: 'chancellor', targets: [{ site: 1 }] })[0]!.rule).toBe('5.5.1');
    expect(refused(pos(), { defender: 'bandits', targets: [{ site: 3 }] }).map((p) => p.rule)).toContain('5.5.1');
    const bandits = ok(pos((s) => (s.players.player2!.pawn = 6)), { defender: 'bandits', targets: [{ site: 6 }] });
    expect(F(bandits.pVictory)).toBe('1');
    expect(F(bandits.expected.attackerLeft)).toBe('1013/324');
    expect(bandits.outcomes.every((o) => o.defenderLost === 0)).toBe(true); // Bandits are never killed (5.5.6)
  });

  it('5.5.1: a Campagne costs 2 Supply', () => {
    expect(ok(pos()).costs.attacker.supply).toBe(2);
    expect(refused(pos((s) => (s.players.player2!.supply = 1)))[0]!.rule).toBe('5.5.1');
  });

  it('5.5.1: a Citizen attacking the Chancellor is not Imperial in this Campagne; the Chancellor attacking a Citizen makes it non-Imperial', () => {
    const s = pos((s) => {
      s.players.player2!.role = 'citizen';
      s.players.player2!.pawn = 1;
    });
    const r = ok(s, { defender: 'chancellor', targets: [{ site: 1 }] });
    expect(r.reasons.some((x) => x.rule === '5.5.1' && /n’est pas un joueur Impérial/.test(x.text))).toBe(true);
    // the Chancellor holds the title: +1 die (2.11); site 1 has 2 purple Troupes, and the Chancellor's pawn is there with 3 on its board
    expect(r.pools).toMatchObject({ defenseDice: 2, defendingWarbands: 5 });
  });

  it('5.5.2: targets — sites the defender rules, its Relics and Bannières and its pawn only when the pawn is at the attacker’s site', () => {
    expect(refused(pos(), { targets: [{ site: 3 }, { site: 1 }] }).map((p) => p.rule)).toContain('5.5.2');
    expect(refused(pos(), { targets: [{ banish: true }] })[0]!.text).toMatch(/doit être ciblé/);
    expect(refused(pos((s) => (s.players.player3!.pawn = 5)), { targets: [{ site: 3 }, { banish: true }] })[0]!.rule).toBe('5.5.2');
    expect(refused(pos(), { targets: [{ site: 3 }, { relic: 'OATH-213' }] })[0]!.rule).toBe('5.5.2');
    expect(refused(pos(), { targets: [{ site: 3 }, { site: 3 }] })[0]!.text).toMatch(/qu’une fois/);
  });

  it('5.5.2 and 2.5.2: a Bannière adds one die per token; taken, it burns two tokens, never the last (2.5.3)', () => {
    const s = pos((s) => (s.banners = { peoplesFavor: { holder: 'player3', tokens: 4 }, darkestSecret: { holder: 'player3', tokens: 2 } }));
    const r = ok(s, { targets: [{ site: 3 }, { banner: 'peoplesFavor' }, { banner: 'darkestSecret' }] });
    expect(r.pools.defenseDice).toBe(1 + 4 + 2);
    expect(r.burnedOnVictory).toEqual({ favor: 2, secrets: 1 });
  });

  it('5.5.2: persistent powers forbid some targets (Tome Guardians, Hall of Debate, Lost Tongue, Circlet of Command, Giant Python)', () => {
    const s = pos((s) => {
      s.banners = { peoplesFavor: { holder: 'player3', tokens: 2 }, darkestSecret: { holder: 'player3', tokens: 1 } };
      s.players.player3!.relics = ['OATH-213'];
    });
    expect(refused(s, { targets: [{ site: 3 }, { banner: 'darkestSecret' }], ...power('defender', 'OATH-110') })[0]!.text).toMatch(/Gardiens des Grimoires/);
    expect(ok(s, { targets: [{ site: 3 }, { banner: 'darkestSecret' }], ...power('attacker', 'OATH-110') }).pools.defenseDice).toBe(2);
    expect(refused(s, { targets: [{ site: 3 }, { banner: 'peoplesFavor' }], ...power('attacker', 'OATH-201') })[0]!.text).toMatch(/Salle des Débats/);
    expect(refused(s, { targets: [{ site: 3 }, { relic: 'OATH-213' }], ...power('defender', 'OATH-157') })[0]!.text).toMatch(/Langue Perdue/);
    s.players.player3!.relics = ['OATH-213', 'OATH-225'];
    expect(refused(s, { targets: [{ site: 3 }, { relic: 'OATH-213' }] })[0]!.text).toMatch(/Diadème/);
    expect(refused(s, { targets: [{ site: 3 }, { banner: 'peoplesFavor' }] })[0]!.text).toMatch(/Diadème/);
    expect(ok(s, { targets: [{ site: 3 }, { relic: 'OATH-225' }] }).pools.defenseDice).toBe(2);
    expect(ok(pos(), { targets: [{ site: 3 }, { banish: true }], ...power('defender', 'OATH-157', { when: true }) }).ok).toBe(true);
    // Giant Python: the targets' dice must add up to an even number (site 1 + banish 2 = 3)
    expect(refused(pos(), power('defender', 'OATH-186'))[0]!.text).toMatch(/pair/);
    const relic = pos((s) => (s.players.player3!.relics = ['OATH-212']));
    expect(ok(relic, { targets: [{ site: 3 }, { relic: 'OATH-212' }], ...power('defender', 'OATH-186') }).pools.defenseDice).toBe(4);
  });

  it('5.5.2: as many attack dice as Troupes on the board (French print) or up to them (English Law)', () => {
    expect(ok(pos(), { dice: 2 }).pools.attackDice).toBe(2);
    expect(refused(pos(), { dice: 2, reading: 'asMany' })[0]!.rule).toBe('5.5.2');
    expect(ok(pos(), { dice: 4, reading: 'asMany' }).pools.attackDice).toBe(4);
    expect(refused(pos(), { dice: 5 })[0]!.rule).toBe('5.5.2');
  });

  it('5.5.2: the Chancellor joins an Imperial defender; a Citizen Ally adds its board if its pawn is there; the title adds its die (2.11)', () => {
    const s = pos((s) => {
      s.players.player3!.role = 'citizen';
      s.sites[2]!.warbands = { chancellor: 3 };
      s.players.player3!.warbands = 2;
      s.players.player4 = { role: 'citizen', warbands: 3, pawn: 3 };
      s.players.chancellor!.pawn = 3;
    });
    const r = ok(s, { targets: [{ site: 3 }, { banish: true }], allies: ['player4'] });
    // site 1 + banish 2 + the Chancellor's title 1; 3 purple on the site + boards 2 + 3 (Chancellor) + 3 (ally)
    expect(r.pools).toMatchObject({ defenseDice: 4, defendingWarbands: 11 });
    expect(r.reasons.map((x) => x.rule)).toEqual(expect.arrayContaining(['5.5.2', '2.11', '5.5.4']));
    expect(refused(pos(), { allies: ['player4'] }).length).toBeGreaterThan(0);
  });

  it('2.11: the Oathkeeper adds one die, the Usurper two', () => {
    expect(ok(pos((s) => (s.title = { holder: 'player3' }))).pools.defenseDice).toBe(4);
    const u = ok(pos((s) => (s.title = { holder: 'player3', side: 'usurper' })));
    expect(u.pools.defenseDice).toBe(5);
    expect([F(u.pVictory), F(u.expected.attackerLeft)]).toEqual(['1663/7776', '8383169/5038848']);
  });

  it('2.8.5: Plains adds an attack die, Mountain removes one; a die removed from an empty pool becomes a defence die (5.5.3)', () => {
    const plains = ok(pos((s) => (s.sites[2]!.site = 'OATH-251')));
    expect([F(plains.pVictory), F(plains.expected.attackerLeft)]).toEqual(['1292287/1679616', '2563327/1679616']);
    const mountain = ok(pos((s) => (s.sites[2]!.site = 'OATH-249')));
    expect([F(mountain.pVictory), F(mountain.expected.attackerLeft)]).toEqual(['215/432', '15911/11664']);
    const empty = ok(pos((s) => ((s.sites[2]!.site = 'OATH-249'), (s.players.player2!.warbands = 0))));
    expect(empty.pools).toMatchObject({ attackDice: 0, defenseDice: 4 });
    expect(F(empty.pVictory)).toBe('0');
  });

  it('2.8.5: Narrow Pass must be targeted too when attacking its region from another; the Hidden Place costs a secret', () => {
    const s = pos((s) => {
      s.sites[3] = { site: 'OATH-250', warbands: { player3: 1 } };
      s.sites[4] = { site: 'OATH-252', warbands: { player3: 1 } };
      s.players.player2!.pawn = 1;
      s.players.player3!.pawn = 1;
      s.sites[0]!.warbands = {};
      s.sites[2]!.warbands = {};
    });
    expect(refused(s, { targets: [{ banish: true }, { site: 5 }] })[0]!.text).toMatch(/Passage Étroit/);
    expect(ok(s, { targets: [{ banish: true }, { site: 5 }, { site: 4 }] }).pools.defenseDice).toBe(4);
    const hidden = ok(pos((s) => (s.sites[2]!.site = 'OATH-258')));
    expect(hidden.reasons.some((r) => /Lieu Caché/.test(r.text))).toBe(true);
  });

  it('5.5.3: plans resolve attacker first; a side may not use a plan of the other side, nor one twice; Bandits use free plans only', () => {
    expect(refused(pos(), plan('attacker', 'OATH-048'))[0]!.rule).toBe('7.5');
    expect(refused(pos(), { plans: { attacker: [{ card: 'OATH-004' }, { card: 'OATH-004' }] } })[0]!.rule).toBe('7.5.3');
    expect(refused(pos(), { plans: { attacker: [{ card: 'OATH-103' }, { card: 'OATH-004' }] } })[0]!.text).toMatch(/aucun autre/);
    const b = (s: Setup) => (s.players.player2!.pawn = 6);
    expect(refused(pos(b), { defender: 'bandits', targets: [{ site: 6 }], ...plan('defender', 'OATH-048') })[0]!.rule).toBe('5.5.3');
    expect(ok(pos(b), { defender: 'bandits', targets: [{ site: 6 }], ...plan('defender', 'OATH-004') }).pools.attackDice).toBe(3);
    // the attacker wins at once with Peace Envoy: the defender's plans never come
    const envoy = ok(pos(), { plans: { attacker: [{ card: 'OATH-125' }], defender: [{ card: 'OATH-138' }] } });
    expect(F(envoy.pVictory)).toBe('1');
  });

  it('5.5.5: skulls kill first, then exactly the sacrifice that wins (9.5); a tie goes to the defender', () => {
    const never = ok(pos(), { sacrifice: 'never' });
    expect([F(never.pVictory), F(never.expected.attackerLeft)]).toEqual(['7847/93312', '90671/46656']);
    const keep2 = ok(pos(), { sacrifice: { keep: 2 } });
    expect([F(keep2.pVictory), F(keep2.expected.attackerLeft)]).toEqual(['5191/23328', '30713/15552']);
    // 1 die and no Troupe to sacrifice vs 1 die + 1 Troupe: only « deux épées » (1/6) beats a defence of 1 (1/2);
    // an épée against 1 is a tie, and ties go to the defender
    expect(F(bareOdds({ attackDice: 1, force: 0, defenseDice: 1, warbands: 1 }).pVictory)).toBe('1/12');
    expect(F(bareOdds({ attackDice: 1, force: 0, defenseDice: 0, warbands: 1 }).pVictory)).toBe('1/6');
  });

  it('5.5.6: the defeated kills half its Armée, rounded down', () => {
    const r = ok(pos(), { sacrifice: 'never' });
    for (const o of r.outcomes.filter((o) => !o.victory)) expect([0, 1, 2].includes(o.attackerLeft)).toBe(true);
    // 4 Troupes, no crâne, defeat: 2 die, 2 stay; after 1 crâne (3 left): 1 dies, 2 stay
    const roll = resolveRoll(pos(), { ...BASE, targets: [...BASE.targets], sacrifice: 'never' }, { defense: { twoShields: 1, shield: 1, double: 1 }, attack: { hollowSword: 3, twoSwordsSkull: 1 } });
    expect(roll.ok && roll.attackerLeft).toBe(2);
    expect(roll.steps.find((s) => s.step === '5.5.6')!.text).toMatch(/:\s1\sTroupe\s;\sil en garde 2/);
  });

  it('5.5.7: a site needs a Troupe left to be taken; Relics and Bannières go with victory; banishing burns half the favor', () => {
    const r = ok(pos());
    expect(F(r.targets[1]!.pTaken)).toBe(F(r.pVictory));
    expect(F(r.targets[0]!.pTaken)).not.toBe(F(r.pVictory));
    expect(r.burnedOnVictory.favor).toBe(2);
    const two = ok(pos((s) => (s.sites[7] = { site: 'OATH-241', warbands: { player3: 1 } })), { targets: [{ site: 3 }, { site: 8 }] });
    expect(two.pAllSites).toBeDefined();
  });

  it('5.5.8: « if victorious » plans are listed for the winner', () => {
    const roll = resolveRoll(pos(), { ...BASE, targets: [...BASE.targets], ...plan('attacker', 'OATH-106') }, { defense: { blank: 3 }, attack: { sword: 4 } });
    expect(roll.victory).toBe(true);
    expect(roll.steps.at(-1)!.step).toBe('5.5.8');
    expect(roll.steps.at(-1)!.text).toMatch(/3\sTroupes/);
  });
});

describe('a roll resolved step by step', () => {
  it('defence with ×2, crânes, sacrifice, victory, spoils', () => {
    const r = resolveRoll(pos(), { ...BASE, targets: [...BASE.targets] }, { defense: { shield: 1, double: 1, blank: 1 }, attack: { hollowSword: 1, sword: 2, twoSwordsSkull: 1 } });
    expect(r.ok).toBe(true);
    const own = r.steps.filter((s) => ['5.5.4', '5.5.5', '9.5', '5.5.6', '5.5.7.I', '5.5.7.III'].includes(s.step) && !/Réserves|sur les sites ciblés s’ajoutent|Bannir|plateau s’ajoutent/.test(s.text));
    expect(own.map((s) => s.step)).toEqual(['5.5.4', '5.5.5', '5.5.5', '9.5', '5.5.6', '5.5.7.I', '5.5.7.III']);
    // 1 Bouclier × 2 + 3 = 5; 1 crâne kills 1 (3 left); attack 0 + 2 + 2 = 4; sacrifice 2 → 6 > 5
    expect(r.steps.find((s) => s.step === '5.5.4' && /Défense/.test(s.text))!.text).toMatch(/: 5\.$/);
    expect(r.attackerLeft).toBe(1);
    expect(r.defenderLost).toBe(1);
  });

  it('a roll of the wrong size is refused in French', () => {
    const r = resolveRoll(pos(), { ...BASE, targets: [...BASE.targets] }, { defense: { blank: 1 }, attack: { sword: 4 } });
    expect(r.ok).toBe(false);
    expect(r.problems[0]!.rule).toBe('5.5.4');
  });
});

describe('the best attack pool', () => {
  it('« up to »: more dice help victory, but fewer may keep more Troupes', () => {
    const s = pos((s) => (s.players.player2!.warbands = 6));
    const best = bestPool(s, { ...BASE, targets: [...BASE.targets] });
    expect(best.ok && best.best.dice).toBe(6);
    const keep = bestPool(s, { ...BASE, targets: [...BASE.targets] }, 5);
    expect(keep.ok).toBe(true);
    if (!keep.ok || !best.ok) return;
    expect(keep.best.tried).toHaveLength(7);
    // the best pool for « keep 5 » is never worse than all six dice for that goal
    const all = keep.best.tried.find((t) => t.dice === 6)!;
    expect(keep.best.probability.n * all.probability.d >= all.probability.n * keep.best.probability.d).toBe(true);
    const french = bestPool(s, { ...BASE, targets: [...BASE.targets], reading: 'asMany' });
    expect(french.ok && french.best.tried.map((t) => t.dice)).toEqual([6]);
  });
});
