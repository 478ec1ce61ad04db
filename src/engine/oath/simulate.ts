/**
 * A seeded Monte-Carlo of a Campagne, to cross-check the exact odds (tests, bench): the dice are
 * rolled with the core's seeded generator (`core/random.ts`), never `Math.random`, so the same seed
 * gives the same estimate. Rerolls (Jinx) are not simulated.
 */
import { nextFace, seedState, type RngState } from '../core/random';
import { ATTACK_DIE, DEFENSE_DIE, attackScore, shieldScore, skullsOf } from './dice';
import { attackCountsOf, defenseCountsOf, outcomeOf, type Resolution } from './odds';
import type { Pools, SacrificePolicy } from './pools';

export interface Estimate {
  rolls: number;
  victories: number;
  /** victories / rolls */
  pVictory: number;
  /** rolls ending with k Troupes left to the attacker, victories only */
  leftOnVictory: Map<number, number>;
  state: RngState;
}

function rollCounts(state: RngState, die: typeof ATTACK_DIE | typeof DEFENSE_DIE, n: number): { counts: number[]; state: RngState } {
  const counts = new Array<number>(die.faces.length).fill(0);
  let s = state;
  for (let i = 0; i < n; i++) {
    const f = nextFace(s, die);
    counts[f.value]!++;
    s = f.state;
  }
  return { counts, state: s };
}

/** Rolls the pools `rolls` times from `seed`. */
export function simulate(p: Pick<Pools, 'attackDice' | 'defenseDice' | 'force' | 'defendingWarbands' | 'bandits' | 'ignoreAttack' | 'ignoreDefense' | 'multiplier' | 'sacrificeValue' | 'canSacrifice' | 'losses'>, rolls: number, seed = 1, policy: SacrificePolicy = 'win'): Estimate {
  const r: Resolution = {
    force: p.force,
    sacrificeValue: p.sacrificeValue,
    canSacrifice: p.canSacrifice && policy !== 'never',
    keep: typeof policy === 'object' ? policy.keep : 0,
    attackerLosses: p.losses.attacker,
  };
  let state = seedState(seed);
  let victories = 0;
  const leftOnVictory = new Map<number, number>();
  for (let i = 0; i < rolls; i++) {
    const d = rollCounts(state, DEFENSE_DIE, p.defenseDice);
    const a = rollCounts(d.state, ATTACK_DIE, p.attackDice);
    state = a.state;
    const defense = shieldScore(defenseCountsOf(d.counts), p.ignoreDefense) + p.defendingWarbands + p.bandits;
    const c = attackCountsOf(a.counts);
    const o = outcomeOf({ score: attackScore(c, p.ignoreAttack, p.multiplier), skulls: skullsOf(c, p.ignoreAttack, p.multiplier) }, defense, r);
    if (o.victory) {
      victories++;
      leftOnVictory.set(o.left, (leftOnVictory.get(o.left) ?? 0) + 1);
    }
  }
  return { rolls, victories, pVictory: victories / rolls, leftOnVictory, state };
}

/** The pools of a bare battle, for `simulate`. */
export function barePools(attackDice: number, force: number, defenseDice: number, warbands: number) {
  return {
    attackDice,
    defenseDice,
    force,
    defendingWarbands: warbands,
    bandits: 0,
    ignoreAttack: {},
    ignoreDefense: {},
    multiplier: 1,
    sacrificeValue: 1,
    canSacrifice: true,
    losses: { attacker: 'half' as const, defender: 'half' as const },
  };
}
