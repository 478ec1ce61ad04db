/**
 * « Dés contre dés »: a battle with no map, its pools given directly — N attack dice and the
 * attacker's Troupes against M defence dice and the Troupes (or Bandits) that add to the defence,
 * the Oathkeeper's title of the defender (2.11), Plans de Bataille (5.5.3) and a sacrifice policy
 * (9.5). The question every Oath dice calculator answers on one screen.
 *
 * No second dice engine: the cards act through plans.ts, the odds come from campaign.ts's
 * `battleOdds` and the best pool from its `searchBest`, exactly as for a Campagne on the
 * Mappemonde. Only the building of the pools differs: here the reader gives them.
 */
import { countText, percentText } from '../core/format';
import { FORMAT, problem, reason, type Problem, type Reason } from '../core/verdict';
import { MAX_POOL_DICE } from '../core/dice';
import type { Fraction } from '../core/fraction';
import { battleOdds, searchBest, type BattleOdds, type BestPool } from './campaign';
import { WARBANDS } from './map';
import { applyCards, emptyCardPools, type CardPools, type PlanUse } from './plans';
import type { SacrificePolicy } from './pools';

/** Who holds the Oathkeeper's title among the defenders, and on which side (2.11). */
export type DefenderTitle = 'oathkeeper' | 'usurper';

/** A battle's pools given directly (the `dice` question without its `kind`). */
export interface DiceParams {
  /** attack dice gathered: up to one per Troupe of the attacker's board (5.5.2) */
  attackDice: number;
  /** Troupes on the attacker's board, its Armée (crânes, sacrifices, 5.5.6); by default as many as the attack dice */
  force?: number;
  /** defence dice the targets bring (5.5.2) */
  defenseDice: number;
  /** Troupes adding to the defence (5.5.4); Bandits when `bandits` */
  warbands?: number;
  /** the Bandits defend: they never die (5.5.6) and use only Plans with no cost (5.5.3) */
  bandits?: boolean;
  /** the defender holds the title: one defence die more as Oathkeeper, two as Usurper (2.11) */
  title?: DefenderTitle;
  plans?: { attacker?: PlanUse[]; defender?: PlanUse[] };
  sacrifice?: SacrificePolicy;
}

/** Dice a question may give: the core kernel's limit. */
export const DICE_LIMIT = MAX_POOL_DICE;
/** Troupes of one colour in the box: an Armée never holds more (1.8). */
export const FORCE_LIMIT = WARBANDS.chancellor;

export interface DiceAnswer extends BattleOdds {
  ok: true;
  problems: Problem[];
  sacrifice: SacrificePolicy;
  pools: { attackDice: number; defenseDice: number; force: number; defendingWarbands: number; bandits: number };
  reasons: Reason[];
  costs: CardPools['costs'];
  after: CardPools['after'];
  notCovered: CardPools['notCovered'];
  plans: CardPools['plans'];
}

export type DiceResult = DiceAnswer | { ok: false; problems: Problem[] };

const isCount = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;

/** The pools of a dice question, `dice` attack dice gathered (by default the question's), or every problem. */
export function dicePools(d: DiceParams, dice: number = d.attackDice): { ok: true; pools: CardPools; reasons: Reason[] } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const reasons: Reason[] = [];
  const force = d.force ?? d.attackDice;
  if (!isCount(dice, DICE_LIMIT)) problems.push(problem(FORMAT, `Le nombre de dés d’attaque est un entier de 0 à ${DICE_LIMIT}.`, 'attackDice'));
  if (!isCount(d.defenseDice, DICE_LIMIT)) problems.push(problem(FORMAT, `Le nombre de dés de défense est un entier de 0 à ${DICE_LIMIT}.`, 'defenseDice'));
  if (!isCount(force, DICE_LIMIT)) problems.push(problem(FORMAT, 'Les Troupes de l’attaquant sont un entier positif ou nul.', 'force'));
  else if (force > FORCE_LIMIT) problems.push(problem('1.8', `Une Armée compte au plus ${FORCE_LIMIT} Troupes : il n’y en a pas plus d’une couleur dans la boîte.`, 'force'));
  if (!isCount(d.warbands ?? 0, DICE_LIMIT)) problems.push(problem(FORMAT, `Les ${d.bandits ? 'Bandits' : 'Troupes'} en défense sont un entier de 0 à ${DICE_LIMIT}.`, 'warbands'));
  if (problems.length) return { ok: false, problems };
  if (dice > force) problems.push(problem('5.5.2', `Au plus ${countText(force, 'dé')} d’attaque : un par Troupe du plateau de l’attaquant (${countText(force, 'Troupe')}).`, 'attackDice'));
  if (d.title && d.bandits) problems.push(problem('2.11', 'Les Bandits ne détiennent jamais le Titre de Gardien du Serment : il appartient à un joueur.', 'title'));

  reasons.push(
    reason(
      '5.5.2',
      dice === force
        ? `${countText(force, 'Troupe')} sur le plateau de l’attaquant : ${countText(dice, 'dé')} d’attaque.`
        : `${countText(force, 'Troupe')} sur le plateau de l’attaquant ; il en lance ${countText(dice, 'dé')} (« jusqu’à », Loi anglaise).`,
    ),
  );
  reasons.push(reason('5.5.2', `Les cibles déclarées apportent ${countText(d.defenseDice, 'dé')} de défense.`));
  let D = d.defenseDice;
  if (d.title && !d.bandits) {
    const n = d.title === 'usurper' ? 2 : 1;
    D += n;
    reasons.push(reason('2.11', `Le défenseur détient le Titre de Gardien du Serment${d.title === 'usurper' ? ' côté Usurpateur' : ''} : ${countText(n, 'dé')} de défense de plus (ce n’est pas un Plan de Bataille).`));
  }
  const W = d.warbands ?? 0;
  if (W) reasons.push(reason('5.5.4', d.bandits ? `${countText(W, 'Bandit')} s’ajoute${W > 1 ? 'nt' : ''} à la défense.` : `${countText(W, 'Troupe')} s’ajoute${W > 1 ? 'nt' : ''} à la défense.`));

  const base: CardPools = { ...emptyCardPools(), attackDice: dice, defenseDice: D, force, forceStart: force, defendingWarbands: d.bandits ? 0 : W, bandits: d.bandits ? W : 0 };
  const carded = applyCards(base, { bandits: !!d.bandits, powers: [] }, { attacker: d.plans?.attacker ?? [], defender: d.plans?.defender ?? [] });
  problems.push(...carded.problems);
  reasons.push(...carded.reasons);
  const p = carded.pools;
  reasons.push(reason('5.5.4', `Réserves : ${countText(p.attackDice, 'dé')} d’attaque (Armée de ${countText(p.force, 'Troupe')}) contre ${countText(p.defenseDice, 'dé')} de défense + ${countText(p.defendingWarbands + p.bandits, d.bandits ? 'Bandit' : 'Troupe')}.`));
  if (problems.length) return { ok: false, problems };
  return { ok: true, pools: p, reasons: reasons.filter((r, i) => reasons.findIndex((x) => x.rule === r.rule && x.text === r.text) === i) };
}

const fracText = (f: Fraction) => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);

/** How the battle ends, each step with its rule: what the answer's numbers rest on. */
function resolutionReasons(p: CardPools, policy: SacrificePolicy, bandits: boolean, pVictory: Fraction): Reason[] {
  const out: Reason[] = [];
  out.push(reason('5.5.5', `Victoire de l’attaquant : ${percentText(pVictory)} (${fracText(pVictory)}) ; une égalité va au défenseur.`));
  if (p.autoWin) return out;
  out.push(reason('5.5.4', 'Chaque face ×2 double tous les Boucliers du jet (×4, ×8…) ; les Troupes en défense ne sont jamais doublées.'));
  out.push(
    reason(
      '5.5.5',
      p.ignoreAttack.skulls ? 'Deux épées creuses font une épée, une seule ne compte pas ; les crânes ne tuent rien ici.' : 'Deux épées creuses font une épée, une seule ne compte pas ; chaque crâne tue aussitôt une Troupe de l’Armée de l’attaquant.',
    ),
  );
  if (!p.canSacrifice) out.push(reason('9.5', 'L’attaquant ne peut pas sacrifier de Troupes ici.'));
  else if (policy === 'never') out.push(reason('9.5', 'L’attaquant choisit de ne jamais sacrifier de Troupes.'));
  else
    out.push(
      reason(
        '9.5',
        typeof policy === 'object' && policy.keep > 0
          ? `Il sacrifie exactement les Troupes qui lui manquent pour gagner, seulement s’il lui en reste au moins ${policy.keep} ensuite.`
          : 'Il sacrifie exactement les Troupes qui lui manquent pour gagner, dès qu’il le peut, jamais plus.',
      ),
    );
  const half = (losses: string, who: string) => (losses === 'none' ? `${who} ne perd aucune Troupe` : losses === 'all' ? `${who} tue toute son Armée` : `${who} tue la moitié de son Armée, arrondie à l’inférieur`);
  out.push(reason('5.5.6', `Vaincu, ${half(p.losses.attacker, 'l’attaquant')} ; ${bandits ? 'vaincus, les Bandits ne meurent pas : ils se cachent' : `vaincu, ${half(p.losses.defender, 'le défenseur')}`}.`));
  return out;
}

/** Answers a dice question: the exact odds of the pools given, with their reasons. */
export function diceBattle(d: DiceParams): DiceResult {
  const built = dicePools(d);
  if (!built.ok) return built;
  const p = built.pools;
  const policy = d.sacrifice ?? 'win';
  const odds = battleOdds(p, policy, { bandits: !!d.bandits });
  return {
    ok: true,
    problems: [],
    sacrifice: policy,
    pools: { attackDice: p.attackDice, defenseDice: p.defenseDice, force: p.force, defendingWarbands: p.defendingWarbands, bandits: p.bandits },
    reasons: [...built.reasons, ...resolutionReasons(p, policy, !!d.bandits, odds.pVictory)],
    ...odds,
    costs: p.costs,
    after: p.after,
    notCovered: p.notCovered,
    plans: p.plans,
  };
}

/**
 * How many of its Troupes' dice the attacker should roll (0 to its Troupes, « up to », 5.5.2),
 * sacrificing what wins (9.5): the pool maximising P(victory), or P(victory keeping at least `keep`
 * Troupes). The same search as a Campagne's best pool.
 */
export function bestDice(d: DiceParams, keep = 0): { ok: true; best: BestPool } | { ok: false; problems: Problem[] } {
  const first = dicePools(d);
  if (!first.ok) return first;
  const force = d.force ?? d.attackDice;
  return {
    ok: true,
    best: searchBest(force, 'upTo', keep, (n) => {
      const b = dicePools(d, n);
      return b.ok ? b.pools : null;
    }),
  };
}
