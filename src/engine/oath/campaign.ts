/**
 * A Campagne (5.5), exactly: every outcome with its probability as a fraction of big integers, the
 * targets' odds, the Troupes each side loses, the favor burned; the attack pool and sacrifice
 * policy that maximise victory; and a roll given face by face, resolved step by step.
 *
 * pools.ts builds the pools (5.5.1–5.5.4, cards as primitives), odds.ts enumerates each side's
 * dice by counts of faces and combines them; this module turns that into answers with French
 * reasons.
 */
import { countText, integerText, percentText } from '../core/format';
import { add, frac, mul, sum, ZERO, compare, type Fraction } from '../core/fraction';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import { ATTACK_FACES, ATTACK_FACE_NAMES, DEFENSE_DIE, DEFENSE_FACES, DEFENSE_FACE_NAMES, attackScore, shieldScore, skullsOf, type AttackCounts, type DefenseCounts } from './dice';
import {
  attackStates,
  combine,
  combineWithAttackerReroll,
  defeatLoss,
  defenderReroll,
  defenseTable,
  toOutcomes,
  type OutcomeWeights,
  type Resolution,
} from './odds';
import { decidedPools } from './droits';
import { costText, DEFAULT_READING, type BattlePools, type CampaignParams, type Pools, type PoolReading, type SacrificePolicy, type Side, type TargetInfo } from './pools';
import { BANNER_INFO, bannerCaptureBurn } from './relics';
import { PlayerName, ofPlayer } from './names';
import { bannerOf, type Setup } from './setup';
import { siteInfo } from './sites';
import type { Cost } from './cards';
import type { CardPools } from './plans';
import type { PlayerId } from './setup';
import { outcomeEffects, totalOf, type OutcomeEffect, type SpoilsContext } from './spoils';

export type { CampaignParams, Target, PlanUse, PowerUse, SacrificePolicy, PoolReading } from './pools';

export interface CampaignOutcome {
  victory: boolean;
  /** Troupes left in the attacker's Armée */
  attackerLeft: number;
  /** Troupes the attacker lost (crânes, sacrifices, defeat, Plans) */
  attackerLost: number;
  /** Troupes the defender lost (defeat, Wrestlers) */
  defenderLost: number;
  probability: Fraction;
  /** what each side gains or loses after the battle in this outcome, card by card (5.5.7, 5.5.8); absent when nothing */
  effects?: OutcomeEffect[];
}

/** Expected changes of one side after the battle (favor, secrets, Troupes, Relics). */
export interface ExpectedChanges {
  favor: Fraction;
  secrets: Fraction;
  warbands: Fraction;
  relics: Fraction;
}

export interface TargetOdds {
  name: string;
  kind: TargetInfo['kind'];
  dice: number;
  /** probability the attacker takes it (a site needs a Troupe left to place on it, 5.5.7.I) */
  pTaken: Fraction;
}

export interface CampaignAnswer {
  ok: true;
  problems: Problem[];
  reading: 'upTo' | 'asMany';
  sacrifice: SacrificePolicy;
  pools: {
    attackDice: number;
    defenseDice: number;
    /** Troupes on the attacker's board */
    board: number;
    /** the attacker's Armée when it rolls (its Troupes) */
    force: number;
    /** Bandits in the attacker's Armée (Bandit Crown, 7.6.5): they never die */
    attackBandits: number;
    defendingWarbands: number;
    bandits: number;
  };
  reasons: Reason[];
  pVictory: Fraction;
  outcomes: CampaignOutcome[];
  attackerLeft: { value: number; probability: Fraction }[];
  defenderLost: { value: number; probability: Fraction }[];
  expected: { attackerLeft: Fraction; attackerLost: Fraction; defenderLost: Fraction; favorBurned: Fraction };
  /** expected changes after the battle per side (spoils of the Plans, what a victory takes), when any */
  expectedChanges?: Record<Side, ExpectedChanges>;
  /** Relic Thief (OATH-095): the Relics a victory takes, P(its ruler then takes them), and P(the attacker wins and loses them) */
  relicThief?: { relics: number; pSteal: Fraction; pVictoryStolen: Fraction };
  targets: TargetOdds[];
  /** all the targeted sites taken at once (a Troupe for each) */
  pAllSites?: Fraction;
  /** what a victory burns (5.5.7.II–III, 2.5.3) */
  burnedOnVictory: { favor: number; secrets: number };
  costs: { attacker: Required<Cost> & { supply: number }; defender: Required<Cost>; favorPaid: number };
  after: Pools['after'];
  notCovered: Pools['notCovered'];
  plans: Pools['plans'];
}

export type CampaignResult = CampaignAnswer | { ok: false; problems: Problem[] };

function resolutionOf(p: BattlePools, policy: SacrificePolicy): Resolution {
  return {
    force: p.force,
    sacrificeValue: p.sacrificeValue,
    canSacrifice: p.canSacrifice && policy !== 'never',
    keep: typeof policy === 'object' ? Math.max(0, policy.keep) : 0,
    attackerLosses: p.losses.attacker,
    bandits: p.attackBandits,
  };
}

/** The outcome weights of built pools under a sacrifice policy. */
export function outcomeWeights(p: BattlePools, policy: SacrificePolicy = 'win'): OutcomeWeights {
  const r = resolutionOf(p, policy);
  if (p.autoWin) {
    const victory = p.autoWin.side === 'attacker';
    const left = victory || p.autoWin.noLosses ? p.force : p.force - defeatLoss(p.force, p.losses.attacker, p.attackBandits);
    return { w: new Map([[`${victory ? 1 : 0}:${left}`, 1n]]), total: 1n };
  }
  const att = attackStates(p.attackDice, p.ignoreAttack, p.multiplier);
  let def = defenseTable(p.defenseDice, p.defendingWarbands + p.bandits, p.ignoreDefense);
  if (p.reroll.defender) def = defenderReroll(att, def, r);
  if (p.reroll.attacker) return combineWithAttackerReroll(att, def, r, r.keep);
  return combine(att, def, r);
}

/**
 * The defender's Troupes killed when it is defeated (5.5.6): half its Armée, rounded down, or all
 * of it. Bandits in the Armée (the Bandits themselves, or the Bandit Crown's, 7.6.5) count in that
 * half but never die: only real Troupes are killed (the reading of LCX, which kills half the whole
 * Armée from the Troupes alone).
 */
function defenderLossOnDefeat(p: BattlePools): number {
  if (p.autoWin?.noLosses) return 0;
  const w = p.defendingWarbands;
  return p.losses.defender === 'none' ? 0 : p.losses.defender === 'all' ? w : Math.min(w, Math.floor((w + p.bandits) / 2));
}

/** What a victory burns: half the banished defender's favor (or all with Slander), two tokens of a captured Bannière. */
function burnedOnVictory(setup: Setup, p: Pools): { favor: number; secrets: number } {
  let favor = 0;
  let secrets = 0;
  if (p.defender === 'bandits') return { favor, secrets };
  const defenderFavor = setup.players[p.defender]?.favor ?? 0;
  for (const t of p.targets) {
    if (t.kind === 'banish') {
      favor += p.banishBurnsAll ? defenderFavor : Math.floor(defenderFavor / 2);
      if (p.burnSecretsButOne) secrets += Math.max(0, (setup.players[p.defender]?.secrets ?? 0) - 1);
    }
    if (t.kind === 'banner' && 'banner' in t.target) {
      const b = bannerOf(setup, t.target.banner);
      if (BANNER_INFO[t.target.banner].token === 'favor') favor += bannerCaptureBurn(b.tokens);
      else secrets += bannerCaptureBurn(b.tokens);
    }
  }
  return { favor, secrets };
}

/** What the position tells the spoils of a Campagne: favor to give, what a victory takes (5.5.7.II–III). */
function spoilsContext(setup: Setup, p: Pools): SpoilsContext {
  const favorOf = (who: PlayerId | 'bandits', side: Side) => (who === 'bandits' ? 0 : Math.max(0, (setup.players[who]?.favor ?? 0) - p.costs[side].placeFavor - p.costs[side].burnFavor));
  const ctx: SpoilsContext = { bandits: p.defender === 'bandits', favor: { attacker: favorOf(p.attacker, 'attacker'), defender: favorOf(p.defender, 'defender') }, ...(setup.banks ? { banks: setup.banks } : {}) };
  if (p.defender === 'bandits') return ctx;
  const banish = p.targets.some((t) => t.kind === 'banish');
  const favor = setup.players[p.defender]?.favor ?? 0;
  const secrets = setup.players[p.defender]?.secrets ?? 0;
  ctx.onVictory = {
    favor: banish ? (p.banishBurnsAll ? favor : Math.floor(favor / 2)) : 0,
    secrets: banish && p.burnSecretsButOne ? Math.max(0, secrets - 1) : 0,
    relics: p.targets.filter((t) => t.kind === 'relic').length + p.targets.filter((t) => t.kind === 'facedownRelics').reduce((n, t) => n + (setup.sites[t.at - 1]?.relics ?? 0), 0),
    slander: banish && p.banishBurnsAll,
    bookBurning: banish && p.burnSecretsButOne,
  };
  return ctx;
}

/** Relic Thief: one defence die per Relic taken, and none shows a Bouclier (faces read from dice.ts). */
function relicThief(relics: number): { relics: number; pSteal: Fraction } | null {
  if (!relics) return null;
  const total = DEFENSE_DIE.faces.reduce((n, f) => n + f.count, 0);
  const blank = DEFENSE_DIE.faces.filter((f) => !f.shows.shield).reduce((n, f) => n + f.count, 0);
  return { relics, pSteal: frac(BigInt(blank) ** BigInt(relics), BigInt(total) ** BigInt(relics)) };
}

/** The exact outcomes of a battle, whatever built its pools (a Campagne, or dice given directly). */
export interface BattleOdds {
  pVictory: Fraction;
  /** every outcome, victories first, then by Troupes left to the attacker (most first) */
  outcomes: CampaignOutcome[];
  attackerLeft: { value: number; probability: Fraction }[];
  defenderLost: { value: number; probability: Fraction }[];
  expected: { attackerLeft: Fraction; attackerLost: Fraction; defenderLost: Fraction };
  /** expected changes after the battle, per side, when some card or target gives any */
  expectedChanges?: Record<Side, ExpectedChanges>;
}

/**
 * The one computation behind every battle's odds (5.5.4–5.5.6): built pools and a sacrifice policy
 * give each outcome with its exact probability, the Troupes each side loses, their distributions
 * and expectations. The Campagne and the « dés contre dés » question both answer with it.
 */
export function battleOdds(p: BattlePools | CardPools, policy: SacrificePolicy = 'win', spoils: SpoilsContext = { bandits: false }): BattleOdds {
  const basic = toOutcomes(outcomeWeights(p, policy));
  const dLoss = defenderLossOnDefeat(p);
  const outcomes: CampaignOutcome[] = basic.map((o) => {
    const out: CampaignOutcome = {
      victory: o.victory,
      attackerLeft: o.left,
      attackerLost: p.forceStart - o.left,
      defenderLost: p.defenderKilledBefore + (o.victory ? dLoss : 0),
      probability: o.probability,
    };
    const effects = 'spoils' in p ? outcomeEffects(p, out, spoils) : [];
    if (effects.length) out.effects = effects;
    return out;
  });
  const pVictory = sum(outcomes.filter((o) => o.victory).map((o) => o.probability));
  const marginal = (f: (o: CampaignOutcome) => number) => {
    const m = new Map<number, Fraction>();
    for (const o of outcomes) m.set(f(o), add(m.get(f(o)) ?? ZERO, o.probability));
    return [...m.entries()].sort((a, b) => a[0] - b[0]).map(([value, probability]) => ({ value, probability }));
  };
  const expectation = (f: (o: CampaignOutcome) => number) => sum(outcomes.map((o) => mul(o.probability, frac(f(o)))));
  const odds: BattleOdds = {
    pVictory,
    outcomes,
    attackerLeft: marginal((o) => o.attackerLeft),
    defenderLost: marginal((o) => o.defenderLost),
    expected: { attackerLeft: expectation((o) => o.attackerLeft), attackerLost: expectation((o) => o.attackerLost), defenderLost: expectation((o) => o.defenderLost) },
  };
  if (outcomes.some((o) => o.effects)) {
    const of = (side: Side): ExpectedChanges => {
      const t = (k: keyof ReturnType<typeof totalOf>) => expectation((o) => totalOf(o.effects ?? [], side)[k]);
      return { favor: t('favor'), secrets: t('secrets'), warbands: t('warbands'), relics: t('relics') };
    };
    odds.expectedChanges = { attacker: of('attacker'), defender: of('defender') };
  }
  return odds;
}

/** Answers a Campagne question: validation of the declaration, then the exact odds. */
export function campaign(setup: Setup, params: CampaignParams): CampaignResult {
  const built = decidedPools(setup, params);
  if (!built.ok) return built;
  const p = built.pools;
  const policy = params.sacrifice ?? 'win';
  const odds = battleOdds(p, policy, spoilsContext(setup, p));
  const { outcomes, pVictory } = odds;
  const burned = burnedOnVictory(setup, p);
  const sites = p.targets.filter((t) => t.kind === 'site');
  const pAtLeast = (k: number) => sum(outcomes.filter((o) => o.victory && o.attackerLeft >= k).map((o) => o.probability));
  const targets: TargetOdds[] = p.targets.map((t) => ({ name: t.name, kind: t.kind, dice: t.dice, pTaken: t.kind === 'site' ? (p.noPlacing ? ZERO : pAtLeast(1)) : pVictory }));
  const reasons = [...p.reasons];
  reasons.push(reason('5.5.5', `Victoire de l’attaquant : ${percentText(pVictory)} (${fracText(pVictory)}) ; une égalité va au défenseur.`));
  if (sites.length) reasons.push(reason('5.5.7.I', p.noPlacing ? 'L’attaquant ne peut placer aucune Troupe : il ne prend le contrôle d’aucun site ciblé.' : 'Un site ciblé n’est pris que si l’attaquant victorieux a encore une Troupe à y placer.'));
  const answer: CampaignAnswer = {
    ok: true,
    problems: [],
    reading: params.reading ?? DEFAULT_READING,
    sacrifice: policy,
    pools: { attackDice: p.attackDice, defenseDice: p.defenseDice, board: p.board, force: p.force, attackBandits: p.attackBandits, defendingWarbands: p.defendingWarbands, bandits: p.bandits },
    reasons,
    pVictory,
    outcomes,
    attackerLeft: odds.attackerLeft,
    defenderLost: odds.defenderLost,
    expected: { ...odds.expected, favorBurned: mul(pVictory, frac(burned.favor)) },
    targets,
    burnedOnVictory: burned,
    costs: { attacker: { ...p.costs.attacker, supply: p.supply }, defender: p.costs.defender, favorPaid: p.autoWin?.favorPaid ?? 0 },
    after: p.after,
    notCovered: p.notCovered,
    plans: p.plans,
  };
  if (odds.expectedChanges) answer.expectedChanges = odds.expectedChanges;
  const stolen = p.relicThief ? relicThief(p.targets.filter((t) => t.kind === 'relic').length + p.targets.filter((t) => t.kind === 'facedownRelics').reduce((n, t) => n + (setup.sites[t.at - 1]?.relics ?? 0), 0)) : null;
  if (stolen) {
    answer.relicThief = { ...stolen, pVictoryStolen: mul(pVictory, stolen.pSteal) };
    reasons.push(reason('5.5.7.II', `${p.relicThief} : après la victoire, ${countText(stolen.relics, 'dé')} de défense sans aucun Bouclier (${percentText(stolen.pSteal)}) et ${stolen.relics > 1 ? 'les Reliques prises lui échappent' : 'la Relique prise lui échappe'} ; l’attaquant gagne et les perd ainsi dans ${percentText(answer.relicThief.pVictoryStolen)} des cas.`));
  }
  if (sites.length > 1) answer.pAllSites = p.noPlacing ? ZERO : pAtLeast(sites.length);
  return answer;
}

const fracText = (f: Fraction) => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);

export interface BestPool {
  /** attack dice gathered from the board */
  dice: number;
  sacrifice: SacrificePolicy;
  /** P(victory), or P(victory keeping `keep` Troupes) */
  probability: Fraction;
  /** every pool size tried, with its probability */
  tried: { dice: number; probability: Fraction }[];
  reasons: Reason[];
}

/**
 * The attack pool and sacrifice policy that maximise P(victory) (keep = 0), or P(victory while
 * keeping at least `keep` Troupes in the Armée). Under « as many as » (French print) the pool is
 * fixed: only the policy is chosen. Ties go to the pool keeping more Troupes on average, then to
 * fewer dice.
 */
export function bestPool(setup: Setup, params: CampaignParams, keep = 0): { ok: true; best: BestPool } | { ok: false; problems: Problem[] } {
  const reading = params.reading ?? DEFAULT_READING;
  const policy: SacrificePolicy = keep > 0 ? { keep } : 'win';
  const first = decidedPools(setup, { ...params, dice: undefined });
  if (!first.ok) return first;
  const board = first.pools.board;
  return {
    ok: true,
    best: searchBest(board, reading, keep, (n) => {
      const b = decidedPools(setup, { ...params, dice: n, sacrifice: policy });
      return b.ok ? b.pools : null;
    }),
  };
}

/**
 * The search behind every « best choice » (5.5.2, 9.5): each pool size the reading allows (0 to
 * `board` dice « up to », `board` only « as many as »), its pools built by `poolsOf`, judged by
 * P(victory keeping at least `keep` Troupes) under the policy « sacrifice what wins ». Ties go to
 * the pool keeping more Troupes on average, then to fewer dice.
 */
export function searchBest(board: number, reading: PoolReading, keep: number, poolsOf: (dice: number) => BattlePools | null): BestPool {
  const policy: SacrificePolicy = keep > 0 ? { keep } : 'win';
  const sizes = reading === 'asMany' ? [board] : Array.from({ length: board + 1 }, (_, i) => i);
  const tried: { dice: number; probability: Fraction; left: Fraction }[] = [];
  for (const n of sizes) {
    const pools = poolsOf(n);
    if (!pools) continue;
    const outs = toOutcomes(outcomeWeights(pools, policy));
    const good = outs.filter((o) => o.victory && o.left >= keep);
    tried.push({ dice: n, probability: sum(good.map((o) => o.probability)), left: sum(outs.map((o) => mul(o.probability, frac(o.left)))) });
  }
  let best = tried[0] ?? { dice: board, probability: ZERO, left: ZERO };
  for (const t of tried) {
    const c = compare(t.probability, best.probability);
    if (c > 0 || (c === 0 && compare(t.left, best.left) > 0)) best = t;
  }
  const goal = keep > 0 ? `victoire en gardant au moins ${countText(keep, 'Troupe')}` : 'victoire';
  const reasons = [
    reason(
      '5.5.2',
      reading === 'asMany'
        ? `Lecture « autant de dés » : ${countText(board, 'dé')}, le nombre de dés est imposé.`
        : best.probability.n === 0n
          ? `Lecture « jusqu’à » : de 0 à ${countText(board, 'dé')} ; aucune réserve ne donne de chance de ${goal}.`
          : `Lecture « jusqu’à » : de 0 à ${countText(board, 'dé')} ; la ${goal} est la plus probable avec ${countText(best.dice, 'dé')} (${percentText(best.probability)}).`,
    ),
    reason('9.5', keep > 0 ? `Sacrifier exactement ce qui gagne, seulement s’il reste au moins ${countText(keep, 'Troupe')} ; sinon ne rien sacrifier.` : 'Sacrifier exactement ce qui gagne, dès que c’est possible.'),
  ];
  return { dice: best.dice, sacrifice: policy, probability: best.probability, tried: tried.map(({ dice, probability }) => ({ dice, probability })), reasons };
}

/** A roll given face by face: counts of each face of each pool. */
export interface CampaignRoll {
  defense: Partial<DefenseCounts>;
  attack: Partial<AttackCounts>;
}

export interface RollStep extends Reason {
  /** the step of 5.5 it belongs to */
  step: string;
}

export interface RollResolution {
  ok: boolean;
  problems: Problem[];
  steps: RollStep[];
  victory?: boolean;
  attackerLeft?: number;
  defenderLost?: number;
}

const facesText = <F extends string>(order: readonly F[], names: Record<F, { one: string; many: string }>, c: Record<F, number>) =>
  order
    .filter((f) => c[f])
    .map((f) => `${integerText(c[f])} ${c[f] > 1 ? names[f].many : names[f].one}`)
    .join(', ') || 'aucun dé';

/** Resolves a given roll step by step (5.5.4 – 5.5.8), each step with its rule. */
export function resolveRoll(setup: Setup, params: CampaignParams, roll: CampaignRoll): RollResolution {
  const built = decidedPools(setup, params);
  if (!built.ok) return { ok: false, problems: built.problems, steps: [] };
  const p = built.pools;
  const policy = params.sacrifice ?? 'win';
  const steps: RollStep[] = [];
  const step = (rule: string, text: string) => steps.push({ ...reason(rule, text), step: rule });
  const problems: Problem[] = [];
  const dc: DefenseCounts = { blank: 0, shield: 0, twoShields: 0, double: 0 };
  const ac: AttackCounts = { hollowSword: 0, sword: 0, twoSwordsSkull: 0 };
  for (const f of DEFENSE_FACES) {
    const v = roll.defense?.[f] ?? 0;
    if (!Number.isInteger(v) || v < 0) problems.push(problem('format', 'Un nombre de faces est un entier positif ou nul.', 'roll'));
    else dc[f] = v;
  }
  for (const f of ATTACK_FACES) {
    const v = roll.attack?.[f] ?? 0;
    if (!Number.isInteger(v) || v < 0) problems.push(problem('format', 'Un nombre de faces est un entier positif ou nul.', 'roll'));
    else ac[f] = v;
  }
  const nd = DEFENSE_FACES.reduce((s, f) => s + dc[f], 0);
  const na = ATTACK_FACES.reduce((s, f) => s + ac[f], 0);
  if (!p.autoWin) {
    if (nd !== p.defenseDice) problems.push(problem('5.5.4', `Le défenseur lance ${countText(p.defenseDice, 'dé')} de défense, pas ${nd}.`, 'roll'));
    if (na !== p.attackDice) problems.push(problem('5.5.5', `L’attaquant lance ${countText(p.attackDice, 'dé')} d’attaque, pas ${na}.`, 'roll'));
  }
  if (problems.length) return { ok: false, problems, steps: [] };
  for (const r of p.reasons) steps.push({ ...r, step: r.rule });

  let victory: boolean;
  let left: number;
  let defenderLost = p.defenderKilledBefore;
  if (p.autoWin) {
    victory = p.autoWin.side === 'attacker';
    left = victory || p.autoWin.noLosses ? p.force : p.force - defeatLoss(p.force, p.losses.attacker, p.attackBandits);
    step('5.5.3', `${p.autoWin.card} : ${victory ? 'l’attaquant' : 'le défenseur'} est victorieux sans lancer de dés.`);
  } else {
    const shields = shieldScore(dc, p.ignoreDefense);
    const warbands = p.defendingWarbands + p.bandits;
    const defense = shields + warbands;
    const counted = shields / 2 ** dc.double;
    const ignored = (p.ignoreDefense.faces ?? []).length ? ' (faces ignorées retirées)' : '';
    const dbl = dc.double ? ` × ${2 ** dc.double} = ${shields}` : '';
    step('5.5.4', `Défense : ${facesText(DEFENSE_FACES, DEFENSE_FACE_NAMES, dc)} → ${countText(counted, 'Bouclier')}${ignored}${dbl}, + ${p.defender === 'bandits' ? countText(warbands, 'Bandit') : p.bandits ? `${countText(p.defendingWarbands, 'Troupe')} et ${countText(p.bandits, 'Bandit')}` : countText(warbands, 'Troupe')} : ${defense}.`);
    const skulls = skullsOf(ac, p.ignoreAttack, p.multiplier);
    const f = Math.max(0, p.force - skulls);
    if (ac.twoSwordsSkull) {
      step('5.5.5', p.ignoreAttack.skulls ? `${countText(ac.twoSwordsSkull, 'crâne')}, ignoré${ac.twoSwordsSkull > 1 ? 's' : ''} : aucune Troupe ne meurt.` : `${countText(skulls, 'crâne')} : l’attaquant tue aussitôt ${countText(Math.min(skulls, p.force), 'Troupe')} de son Armée (il en reste ${f})${p.attackBandits ? ` ; les Bandits ne meurent pas` : ''}.`);
    }
    const score = attackScore(ac, p.ignoreAttack, p.multiplier);
    step('5.5.5', `Attaque : ${facesText(ATTACK_FACES, ATTACK_FACE_NAMES, ac)} → ${score} ; ${p.multiplier > 1 ? 'chaque dé compte deux fois son résultat (Lanciers), une épée creuse vaut donc une épée' : 'deux épées creuses font une épée, une seule ne compte pas'}.`);
    const keep = typeof policy === 'object' ? policy.keep : 0;
    if (score > defense) {
      victory = true;
      left = f;
      step('5.5.5', `${score} > ${defense} : l’attaquant est victorieux sans sacrifice.`);
    } else {
      const need = Math.floor((defense - score) / p.sacrificeValue) + 1;
      const can = p.canSacrifice && policy !== 'never' && need <= f - keep;
      if (can) {
        victory = true;
        left = f - need;
        step('9.5', `Il lui faut ${defense - score + 1} de plus : il sacrifie exactement ${countText(need, 'Troupe')}${p.sacrificeValue > 1 ? ` (${p.sacrificeValue} chacune)` : ''}, attaque ${score + need * p.sacrificeValue} > ${defense}. Victoire.`);
      } else {
        victory = false;
        const why = !p.canSacrifice ? 'il ne peut pas sacrifier' : policy === 'never' ? 'il choisit de ne rien sacrifier' : need > f ? `il faudrait sacrifier ${countText(need, 'Troupe')} et il n’en a que ${f}` : `sacrifier ${countText(need, 'Troupe')} lui en laisserait moins de ${keep}`;
        step('5.5.5', score === defense ? `${score} = ${defense} : ${why}. L’égalité va au défenseur : l’attaquant est vaincu.` : `${score} < ${defense} : ${why}. L’attaquant est vaincu.`);
        const loss = defeatLoss(f, p.losses.attacker, p.attackBandits);
        left = f - loss;
        if (p.attackBandits && p.losses.attacker === 'half') step('7.6.5', `L’attaquant vaincu perd la moitié, arrondie à l’inférieur, de son Armée de ${countText(f, 'Troupe')} et ${countText(p.attackBandits, 'Bandit')} ; les Bandits ne meurent pas : il tue ${countText(loss, 'Troupe')} et en garde ${left}.`);
        else step('5.5.6', `L’attaquant vaincu tue ${p.losses.attacker === 'half' ? 'la moitié, arrondie à l’inférieur, de' : p.losses.attacker === 'all' ? 'toute' : 'aucune Troupe de'} son Armée : ${countText(loss, 'Troupe')} ; il en garde ${left}.${p.relocate.attacker ? ' (Hôpital : elles vont sur son site au lieu de mourir.)' : ''}`);
      }
    }
  }
  if (victory) {
    const loss = defenderLossOnDefeat(p);
    defenderLost += loss;
    if (!p.autoWin?.noLosses) {
      if (p.defender === 'bandits') step('5.5.6', 'Les Bandits vaincus ne meurent jamais : ils se cachent.');
      else if (p.bandits && p.losses.defender === 'half') step('7.6.5', `Le défenseur vaincu perd la moitié, arrondie à l’inférieur, de son Armée de ${countText(p.defendingWarbands, 'Troupe')} et ${countText(p.bandits, 'Bandit')} ; les Bandits ne meurent pas : il tue ${countText(loss, 'Troupe')} et ramène les autres sur son plateau.`);
      else step('5.5.6', `Le défenseur vaincu tue ${countText(loss, 'Troupe')} de son Armée de ${countText(p.defendingWarbands, 'Troupe')} et ramène les autres sur son plateau.${p.imperialDefence ? ' Le Chancelier choisit lesquelles.' : ''}`);
    }
    const sites = p.targets.filter((t) => t.kind === 'site');
    if (sites.length) step('5.5.7.I', p.noPlacing ? 'L’attaquant ne peut placer aucune Troupe : il ne prend pas le contrôle des sites ciblés.' : left ? `Il reste ${countText(left, 'Troupe')} à l’attaquant : il peut en placer sur les sites ciblés (${sites.map((t) => t.name).join(', ')}) pour les contrôler.` : `L’attaquant n’a plus de Troupe à placer : les sites ciblés ne passent pas à lui${p.defender === 'bandits' ? ', ils restent aux Bandits' : ''}.`);
    const taken = p.targets.filter((t) => t.kind === 'relic' || t.kind === 'banner' || t.kind === 'facedownRelics');
    if (taken.length) {
      const tokens = taken.reduce((n, t) => n + (t.kind === 'banner' && 'banner' in t.target ? bannerCaptureBurn(bannerOf(setup, t.target.banner).tokens) : 0), 0);
      step('5.5.7.II', `Il prend ${taken.map((t) => t.name).join(', ')}${taken.some((t) => t.kind === 'banner') ? ` ; une Bannière prise brûle deux de ses jetons, jamais le dernier (2.5.3) : ${countText(tokens, 'jeton')} brûlé${tokens > 1 ? 's' : ''}` : ''}.`);
    }
    const banish = p.targets.find((t) => t.kind === 'banish');
    if (banish && p.defender !== 'bandits') {
      const favor = setup.players[p.defender]?.favor ?? 0;
      const burn = p.banishBurnsAll ? favor : Math.floor(favor / 2);
      const pawnSite = setup.sites[(setup.players[p.defender]?.pawn ?? 1) - 1];
      const wood = pawnSite && !pawnSite.faceDown && siteInfo(pawnSite.site).powers.banishDestination ? ' (son pion est sur le Bois Brumeux : si un adversaire du défenseur le contrôle, c’est lui qui choisit la destination)' : '';
      step('5.5.7.III', `Il peut faire Voyager le pion ${ofPlayer(p.defender)} vers un site de son choix, sans Provisions${wood}, et brûler ${countText(burn, 'faveur')} sur ${favor}${p.banishBurnsAll ? ' (Calomnie : toutes)' : ' (la moitié, arrondie à l’inférieur)'}.`);
    }
  } else {
    step('5.5.7', 'Le défenseur est victorieux : l’attaquant ne prend rien.');
  }
  const winner: Side = victory ? 'attacker' : 'defender';
  const afters = p.after.filter((a) => (a.on === 'victory' && a.side === winner) || (a.on === 'defeat' && a.side !== winner) || a.on === 'end');
  if (afters.length) step('5.5.8', afters.map((a) => `${a.card} (${a.side === 'attacker' ? 'attaquant' : 'défenseur'}) : ${a.text}`).join(' ; ') + '.');
  return { ok: true, problems: [], steps, victory, attackerLeft: left, defenderLost };
}

/** One line of French for a cost. */
export { costText };

/** « Le joueur 2 » etc. re-exported for islands that phrase answers. */
export { PlayerName };

/** A bare battle: pools given directly, no position, no card (tables, benches, cross-checks). */
export interface BarePools {
  attackDice: number;
  /** the attacker's Armée (Troupes on its board) */
  force: number;
  defenseDice: number;
  /** Troupes (or Bandits) adding to the defence */
  warbands: number;
  sacrifice?: SacrificePolicy;
  sacrificeValue?: number;
}

/** Exact outcomes of a bare battle: P(victory) and P(victory with exactly k Troupes left), defeats apart. */
export function bareOdds(b: BarePools): { pVictory: Fraction; outcomes: { victory: boolean; left: number; probability: Fraction }[] } {
  const policy = b.sacrifice ?? 'win';
  const r: Resolution = { force: b.force, sacrificeValue: b.sacrificeValue ?? 1, canSacrifice: policy !== 'never', keep: typeof policy === 'object' ? policy.keep : 0, attackerLosses: 'half' };
  const outs = toOutcomes(combine(attackStates(b.attackDice), defenseTable(b.defenseDice, b.warbands), r));
  return { pVictory: sum(outs.filter((o) => o.victory).map((o) => o.probability)), outcomes: outs };
}
