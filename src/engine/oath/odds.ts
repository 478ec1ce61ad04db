/**
 * Exact campaign odds once the pools are built (5.5.4–5.5.6): each side's roll is enumerated apart,
 * by counts of faces through the core dice kernel, then the two are combined.
 *
 * - Attack: every roll of n attack dice by counts of faces gives a state (attack score, crânes)
 *   with an integer weight out of 6ⁿ; equal states merge (24 dice: 325 rolls, fewer states).
 * - Defence: every roll of m defence dice gives a score (Boucliers × 2^(×2 faces) + Troupes) with a
 *   weight out of 6ᵐ; the table is sorted with cumulative weights.
 * - Combining: for an attack state, the defence values it beats outright form a prefix of the
 *   table, and each further sacrificed Troupe wins the next `sacrificeValue` values (5.5.5, 9.5),
 *   so each state needs only a few binary searches, never the joint product of both pools.
 *
 * Weights stay integers (BigInt) over the common denominator 6^(n+m) and are reduced once at the
 * end: the probabilities of all outcomes add up to exactly 1.
 *
 * A reroll (Jinx) is a decision after seeing the dice, so it is resolved defence value by defence
 * value: the attacker rerolls a roll that fails its objective, the defender rerolls a roll that
 * leaves the attacker more chances than a fresh roll would.
 */
import { poolWeights } from '../core/dice';
import { frac, type Fraction } from '../core/fraction';
import { ATTACK_DIE, DEFENSE_DIE, attackScore, shieldScore, skullsOf, type AttackCounts, type AttackIgnore, type DefenseCounts, type DefenseIgnore } from './dice';

export interface AttackState {
  score: number;
  skulls: number;
  /** ordered rolls giving this state, out of 6ⁿ */
  w: bigint;
}


export function attackCountsOf(counts: readonly number[]): AttackCounts {
  return { hollowSword: counts[0] ?? 0, sword: counts[1] ?? 0, twoSwordsSkull: counts[2] ?? 0 };
}
export function defenseCountsOf(counts: readonly number[]): DefenseCounts {
  return { blank: counts[0] ?? 0, shield: counts[1] ?? 0, twoShields: counts[2] ?? 0, double: counts[3] ?? 0 };
}

const attackCache = new Map<string, { states: AttackState[]; total: bigint }>();

/** Every attack state of n dice (score before sacrifice, crânes that kill), merged. */
export function attackStates(n: number, ignore: AttackIgnore = {}, multiplier = 1): { states: AttackState[]; total: bigint } {
  const key = `${n}|${(ignore.faces ?? []).join('+')}|${ignore.skulls ? 1 : 0}|${multiplier}`;
  const hit = attackCache.get(key);
  if (hit) return hit;
  const { rolls, total } = poolWeights([{ die: ATTACK_DIE, n }]);
  const merged = new Map<number, AttackState>();
  for (const roll of rolls) {
    const c = attackCountsOf(roll.counts[0]!);
    const score = attackScore(c, ignore, multiplier);
    const skulls = skullsOf(c, ignore, multiplier);
    const k = score * 1000 + skulls;
    const w = roll.weight;
    const seen = merged.get(k);
    if (seen) seen.w += w;
    else merged.set(k, { score, skulls, w });
  }
  const out = { states: [...merged.values()], total };
  if (attackCache.size > 200) attackCache.clear();
  attackCache.set(key, out);
  return out;
}

export interface DefenseTable {
  /** distinct defence scores, ascending */
  values: number[];
  /** weight of each score, out of `total` */
  weights: bigint[];
  /** cumulative weights: cum[i] = weights of values[0..i] */
  cum: bigint[];
  total: bigint;
}

const defenseCache = new Map<string, DefenseTable>();

/** The defence scores of m dice plus the Troupes (and Bandits) added to the defence. */
export function defenseTable(m: number, warbands: number, ignore: DefenseIgnore = {}): DefenseTable {
  const key = `${m}|${warbands}|${(ignore.faces ?? []).join('+')}`;
  const hit = defenseCache.get(key);
  if (hit) return hit;
  const { rolls, total } = poolWeights([{ die: DEFENSE_DIE, n: m }]);
  const merged = new Map<number, bigint>();
  for (const roll of rolls) {
    const v = shieldScore(defenseCountsOf(roll.counts[0]!), ignore) + warbands;
    merged.set(v, (merged.get(v) ?? 0n) + roll.weight);
  }
  const values = [...merged.keys()].sort((a, b) => a - b);
  const weights = values.map((v) => merged.get(v)!);
  const cum: bigint[] = [];
  let acc = 0n;
  for (const w of weights) cum.push((acc += w));
  const out = { values, weights, cum, total };
  if (defenseCache.size > 200) defenseCache.clear();
  defenseCache.set(key, out);
  return out;
}

/** Empties the memo of attack states and defence tables (benches measure cold answers). */
export function clearOddsCache(): void {
  attackCache.clear();
  defenseCache.clear();
}

/** Weight of defence scores ≤ x. */
export function cumAt(t: DefenseTable, x: number): bigint {
  let lo = 0;
  let hi = t.values.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t.values[mid]! <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? 0n : t.cum[found]!;
}

/** How the battle is decided once both pools are rolled. */
export interface Resolution {
  /** the attacker's Armée before the roll */
  force: number;
  /** attack per sacrificed Troupe (1; 3 with Zealots) */
  sacrificeValue: number;
  canSacrifice: boolean;
  /** sacrifice only while at least this many Troupes remain (0: whatever wins) */
  keep: number;
  /** what the defeated attacker kills of its Armée (5.5.6) */
  attackerLosses: 'half' | 'none' | 'all';
  /**
   * Bandits in the attacker's Armée (the Bandit Crown's holder attacking with Captains, Wild Allies
   * or Vow of Union, 7.6.5): they count in its size but never die, are never sacrificed, and stay
   * on their sites; `force` and every « Troupes left » count only the Troupes.
   */
  bandits?: number;
}

/**
 * The attacker's losses when defeated with f Troupes (and `bandits` Bandits that cannot die) in its
 * Armée (5.5.6: half, rounded down). The Bandits count in that half, only Troupes die: the reading
 * the defender's side already takes (LCX kills half the whole Armée from the Troupes alone).
 */
export function defeatLoss(f: number, losses: 'half' | 'none' | 'all', bandits = 0): number {
  return losses === 'none' ? 0 : losses === 'all' ? f : Math.min(f, Math.floor((f + bandits) / 2));
}

/** Outcome of one attack state against one defence score. */
export function outcomeOf(st: { score: number; skulls: number }, d: number, r: Resolution): { victory: boolean; left: number; sacrificed: number } {
  const f = Math.max(0, r.force - st.skulls);
  if (st.score > d) return { victory: true, left: f, sacrificed: 0 };
  const need = Math.floor((d - st.score) / r.sacrificeValue) + 1;
  if (r.canSacrifice && need <= f - r.keep) return { victory: true, left: f - need, sacrificed: need };
  return { victory: false, left: f - defeatLoss(f, r.attackerLosses, r.bandits), sacrificed: 0 };
}

/** Outcome weights keyed « v:left » (v = 1 victory, 0 defeat), over `total`. */
export interface OutcomeWeights {
  w: Map<string, bigint>;
  total: bigint;
}

const keyOf = (victory: boolean, left: number) => `${victory ? 1 : 0}:${left}`;

function add(m: Map<string, bigint>, k: string, w: bigint) {
  if (w) m.set(k, (m.get(k) ?? 0n) + w);
}

/** Combines an attack distribution and a defence table (no reroll). */
export function combine(att: { states: AttackState[]; total: bigint }, def: DefenseTable, r: Resolution): OutcomeWeights {
  const out = new Map<string, bigint>();
  const T = def.total;
  for (const st of att.states) {
    const f = Math.max(0, r.force - st.skulls);
    let prev = cumAt(def, st.score - 1);
    add(out, keyOf(true, f), st.w * prev);
    const maxJ = r.canSacrifice ? Math.max(0, f - r.keep) : 0;
    for (let j = 1; j <= maxJ && prev < T; j++) {
      const c = cumAt(def, st.score + r.sacrificeValue * j - 1);
      add(out, keyOf(true, f - j), st.w * (c - prev));
      prev = c;
    }
    add(out, keyOf(false, f - defeatLoss(f, r.attackerLosses, r.bandits)), st.w * (T - prev));
  }
  return { w: out, total: att.total * T };
}

const succeeds = (o: { victory: boolean; left: number }, keep: number) => o.victory && o.left >= keep;

/** The attacker's success weight (out of the attack total) against each defence value. */
export function successByDefense(att: { states: AttackState[]; total: bigint }, def: DefenseTable, r: Resolution, keep: number): bigint[] {
  return def.values.map((d) => att.states.reduce((s, st) => (succeeds(outcomeOf(st, d, r), keep) ? s + st.w : s), 0n));
}

/**
 * The defender's reroll (Jinx): seeing its roll, it rerolls every die when that roll leaves the
 * attacker a better chance of victory than a fresh roll. Returns the defence table after the
 * decision (over total²).
 */
export function defenderReroll(att: { states: AttackState[]; total: bigint }, def: DefenseTable, r: Resolution): DefenseTable {
  const s = successByDefense(att, def, r, 0);
  // base = Σ w(d) s(d) over att.total × def.total; reroll d when s(d)/att.total > base
  const base = def.weights.reduce((acc, w, i) => acc + w * s[i]!, 0n);
  const reroll = def.values.map((_, i) => s[i]! * def.total > base);
  const R = def.weights.reduce((acc, w, i) => (reroll[i] ? acc + w : acc), 0n);
  const weights = def.weights.map((w, i) => (reroll[i] ? 0n : w * def.total) + w * R);
  const cum: bigint[] = [];
  let acc = 0n;
  for (const w of weights) cum.push((acc += w));
  return { values: def.values, weights, cum, total: def.total * def.total };
}

/**
 * The attacker's reroll (Jinx): after both rolls, it rerolls every attack die when its roll fails
 * the objective (victory, keeping `keep` Troupes). Outcome weights over att.total² × def.total.
 */
export function combineWithAttackerReroll(att: { states: AttackState[]; total: bigint }, def: DefenseTable, r: Resolution, keep: number): OutcomeWeights {
  const out = new Map<string, bigint>();
  const A = att.total;
  def.values.forEach((d, i) => {
    const wd = def.weights[i]!;
    if (!wd) return;
    const all = new Map<string, bigint>();
    const good = new Map<string, bigint>();
    let S = 0n;
    for (const st of att.states) {
      const o = outcomeOf(st, d, r);
      const k = keyOf(o.victory, o.left);
      add(all, k, st.w);
      if (succeeds(o, keep)) {
        add(good, k, st.w);
        S += st.w;
      }
    }
    for (const [k, w] of all) add(out, k, wd * ((good.get(k) ?? 0n) * A + (A - S) * w));
  });
  return { w: out, total: A * A * def.total };
}

export interface Outcome {
  victory: boolean;
  /** Troupes left in the attacker's Armée */
  left: number;
  probability: Fraction;
}

/** Outcome weights as reduced fractions, victories first, then by Troupes left (most first). */
export function toOutcomes(o: OutcomeWeights): Outcome[] {
  return [...o.w.entries()]
    .map(([k, w]) => {
      const [v, left] = k.split(':');
      return { victory: v === '1', left: Number(left), probability: frac(w, o.total) };
    })
    .sort((a, b) => (a.victory === b.victory ? b.left - a.left : a.victory ? -1 : 1));
}

/** Outcomes by counts of faces of n dice of k faces: C(n + k − 1, k − 1). */
function rollsOf(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i < k; i++) c = (c * (n + i)) / i;
  return Math.round(c);
}

/**
 * The work of a battle's answer, from its pools alone (no timer): the defence rolls enumerated
 * once (each weighs about three attack rolls, measured), then every attack pool tried (the best
 * pool's search tries 0 to n dice, `searches` times), each attack roll met by up to `force + 1`
 * sacrifice steps. An upper bound in units of about one attack roll visited.
 */
export function battleWork(b: { attackDice: number; defenseDice: number; force: number; searches?: number }): number {
  const a = Math.max(0, b.attackDice);
  const attack = rollsOf(a, 4) * (Math.max(0, b.force) + 1) * (b.searches ?? 1);
  return 3 * rollsOf(Math.max(0, b.defenseDice), 4) + attack;
}

/**
 * Up to this much work (`battleWork`) an answer stays on the page's own thread; beyond, it may take
 * over 50 ms on a reader's phone and goes to a Web Worker. Measured by `npm run bench` (scripts/
 * bench-oath.ts: about 0.5 µs a unit on the bench machine; a phone is taken as four times slower).
 */
export const SYNC_WORK_LIMIT = 25_000;
