// The Oath engine's timings, apart from Root's: run alone with `npx tsx scripts/bench-oath.ts`,
// and included in `npm run bench` (scripts/bench.ts). Exact campaigns are timed cold (the memo of
// dice tables emptied before each run) and warm (an island asking again), next to a seeded
// Monte-Carlo of 10⁶ rolls of the same question, with its error against the exact answer.
import { bareOdds, campaign, type CampaignParams } from '../src/engine/oath/campaign';
import { battleWork, clearOddsCache } from '../src/engine/oath/odds';
import { bestDice } from '../src/engine/oath/duel';
import { buildPools } from '../src/engine/oath/pools';
import { simulate } from '../src/engine/oath/simulate';
import { validate } from '../src/engine/oath/validate';
import { decodeSetup } from '../src/engine/oath/notation';
import { fractionValue } from '../src/engine/core/fraction';
import type { Setup } from '../src/engine/oath/setup';
import { median } from './mediane';
import { ACTION_MODULES, legalAction, type ActionId } from '../src/engine/oath/actions/index';
import type { PlayerId } from '../src/engine/oath/setup';

function setupOf(text: string): Setup {
  const d = decodeSetup(text);
  if (!d.ok) throw new Error(JSON.stringify(d.problems));
  const v = validate(d.setup);
  if (!v.ok) throw new Error(JSON.stringify(v.problems));
  return v.setup;
}

// player2 (10 Troupes) attacks player3 at the Great Slum: site 1 + banish 2 + Cursed Cauldron 3 = 6 defence dice,
// 3 Troupes; Rain Boots (attacker) and War Tortoise (defender) change the faces, not the pools.
const TEN = setupOf('supr/j=ch.t3.p1,j2.t10.f1.s1.p3,j3.f5.s2.p3.r212/m=cite_antique.ch-2,vallee_fertile,grand_taudis.j3-3,tribunal,riviere,marecages,mine,bois_profonds');
const TEN_Q: CampaignParams = { attacker: 'player2', defender: 'player3', targets: [{ site: 3 }, { banish: true }, { relic: 'OATH-212' }], plans: { attacker: [{ card: 'OATH-014' }], defender: [{ card: 'OATH-187' }] } };
// the Chancellor (24 purple Troupes on its board) attacks player3: site 1 + banish 2 + four Relics of 3 = 15 defence dice, 4 Troupes
const BIG = setupOf('supr/j=ch.t24.p3,j2.p1,j3.f5.s2.p3.r212+219+222+223/m=cite_antique,vallee_fertile,grand_taudis.j3-4,tribunal,riviere,marecages,mine,bois_profonds');
const BIG_Q: CampaignParams = { attacker: 'chancellor', defender: 'player3', targets: [{ site: 3 }, { banish: true }, { relic: 'OATH-212' }, { relic: 'OATH-219' }, { relic: 'OATH-222' }, { relic: 'OATH-223' }] };

type Row = [string, number, string];

// « Tour » (chapters 5 and 6): every action of player 2 on the position of the Law's 5.1.4 situation
// (cards at the sites, advisers, relics, the People's Favor), modifiers of the cards in reach applied.
const TOUR = setupOf('supr.v1/j=ch.t3.f2.s1.p1.r231.prov6.a001+041k,j2.t4.f4.s2.p6.prov5.a039+045+176,j3.ci.t2.f7.s1.p6.prov4/m=cite_antique.ch-2.c006+007f1,vallee_fertile.ch-1.c050,grand_taudis,tribunal.r1,riviere,bois_profonds.r1.c179+076,mine.cache,passage_etroit.c187/b=fp.j2/p=m30');
const ACTIONS = Object.keys(ACTION_MODULES) as ActionId[];
const wholeTurn = (who: PlayerId) => ACTIONS.map((a) => legalAction(TOUR, who, a, a === 'search' ? { card: 'OATH-013' } : {}));

/** 40 attack dice (an Armée of 24) against 25 defence dice and 4 Troupes: the largest pools of the bench. */
const bareBig = () => bareOdds({ attackDice: 40, force: 24, defenseDice: 25, warbands: 4 });

function checked(): { ten: ReturnType<typeof campaign> & { ok: true } } {
  const ten = campaign(TEN, TEN_Q);
  const big = campaign(BIG, BIG_Q);
  if (!ten.ok || !big.ok) throw new Error('campagne du banc refusée');
  if (ten.pools.attackDice !== 10 || ten.pools.defenseDice !== 6 || big.pools.attackDice !== 24 || big.pools.defenseDice !== 15) throw new Error('pools du banc inattendus');
  return { ten };
}

/** The Oath measures, each a group that scripts/bench-moteur.ts runs in a process of its own. */
export const OATH_GROUPS: Array<() => Row[]> = [
  () => (checked(), [['Oath : campagne 10 dés contre 6, 2 Plans (à froid)', median(() => (clearOddsCache(), campaign(TEN, TEN_Q)), 300), 'ms']]),
  () => (checked(), [['Oath : campagne 10 dés contre 6, 2 Plans (tables en mémoire)', median(() => campaign(TEN, TEN_Q), 300), 'ms']]),
  () => (checked(), [['Oath : campagne 24 dés contre 15 (à froid)', median(() => (clearOddsCache(), campaign(BIG, BIG_Q)), 40), 'ms']]),
  () => (checked(), [['Oath : campagne 24 dés contre 15 (tables en mémoire)', median(() => campaign(BIG, BIG_Q), 40), 'ms']]),
  () => [['Oath : dés contre dés 40 contre 25 (à froid)', median(() => (clearOddsCache(), bareBig()), 20), 'ms']],
  () => {
    if (wholeTurn('player2').some((a) => !a.choices.length && !a.refusals.length)) throw new Error('Tour du banc vide');
    return [[`Oath : Tour, les ${ACTIONS.length} actions d’un joueur (cartes en jeu, modificateurs)`, median(() => wholeTurn('player2'), 100), 'ms']];
  },
  () => {
    // the threshold of the Web Worker (odds.ts SYNC_WORK_LIMIT): µs per unit of `battleWork`, on a
    // whole answer with its best pool (24 dice against 15)
    const d = { attackDice: 24, force: 24, defenseDice: 15, warbands: 4 };
    const ms = median(() => (clearOddsCache(), bestDice(d)), 10);
    return [['Oath : réponse avec meilleure réserve, 24 contre 15, µs par unité de travail', (ms * 1000) / battleWork({ ...d, searches: 1 }), 'pt']];
  },
  () => {
    const { ten } = checked();
    const pools = buildPools(TEN, TEN_Q);
    if (!pools.ok) throw new Error('pools');
    const exact = fractionValue(ten.pVictory);
    const t = performance.now();
    const est = simulate(pools.pools, 1_000_000, 2026);
    const mc = performance.now() - t;
    return [
      ['Oath : même question 10 contre 6, Monte-Carlo 10⁶ jets', mc, 'ms'],
      ['Oath : erreur du Monte-Carlo sur P(victoire) (points de %)', Math.abs(est.pVictory - exact) * 100, 'pt'],
      ['Oath : P(victoire) exacte, 10 contre 6 (%)', exact * 100, '%'],
    ];
  },
];

// run alone (tsx scripts/bench-oath.ts), not when bundled into bench-moteur, whose own file would
// match import.meta.url
if (process.argv[1]?.endsWith('bench-oath.ts')) {
  for (const [name, v, unit] of OATH_GROUPS.flatMap((g) => g())) console.log(`${name.padEnd(62)} ${unit === 'ms' ? `${v.toFixed(3)} ms` : `${v.toFixed(4)} ${unit}`}`);
}
