/**
 * The dice kernel: a die is data, a pool of dice is an exact distribution.
 *
 * A die lists its faces; each face says how many sides of the die carry it (`count`) and what it
 * shows (`shows`: a count per symbol, in the game's own symbol names). An ordinary d6 is six faces
 * of count 1; a die with three identical sides is one face of count 3. A die whose faces are not
 * known for sure is still data: the reader can enter the counts, and `checkDie` says in French
 * what is wrong with them.
 *
 * A pool is how many of each die are rolled together. `poolRolls` enumerates it by counts of faces
 * (how many dice show each face), not by sequences: n dice of k faces give C(n+k−1, k−1)
 * outcomes instead of kⁿ, each with its exact multinomial probability, so a pool of 20 or 24 dice
 * stays fast. `poolWeights` gives the same outcomes as integer weights over one common denominator
 * (the pool's number of ordered rolls): sums stay integers and are reduced once, at the end. `sequences` enumerates ordered rolls, for the small pools where the order of the dice
 * matters to the rules (which die is the attacker's).
 *
 * Everything is exact (`Fraction`) and deterministic; nothing here is random (see `random.ts` for
 * seeded rolls).
 */
import { frac, type Fraction } from './fraction';
import { FORMAT, problem, type Problem } from './verdict';

export interface Face<S extends string = string> {
  /** what the reader sees, in French */
  label: string;
  /** how many sides of the die carry this face (an integer ≥ 0) */
  count: number;
  /** what the face shows: how many of each symbol (absent = 0) */
  shows: Readonly<Partial<Record<S, number>>>;
}

export interface Die<S extends string = string> {
  id: string;
  /** the die's name, in French */
  name: string;
  faces: readonly Face<S>[];
}

/** How many of one die are rolled. */
export interface PoolPart<S extends string = string> {
  die: Die<S>;
  n: number;
}
export type Pool<S extends string = string> = readonly PoolPart<S>[];

/** One outcome of a pool, by counts of faces: `counts[p][f]` dice of part p show face f. */
export interface PoolRoll {
  counts: readonly (readonly number[])[];
  probability: Fraction;
}

/** An ordered roll: the face index of each die, in the order given. */
export interface Sequence {
  faces: readonly number[];
  probability: Fraction;
}

/** The number of sides of a die (the sum of its faces' counts). */
export function sides(die: Die): number {
  return die.faces.reduce((s, f) => s + f.count, 0);
}

/** The largest pool a question may roll at once (no game of the site rolls more). */
export const MAX_POOL_DICE = 60;

/** What is wrong with a die given as data (counts entered by a reader, say); empty when it is usable. */
export function checkDie(die: Die, where = 'dé'): Problem[] {
  const problems: Problem[] = [];
  for (const f of die.faces)
    if (!Number.isInteger(f.count) || f.count < 0 || f.count > 100)
      problems.push(problem(FORMAT, `Le nombre de faces « ${f.label} » du ${die.name} doit être un entier de 0 à 100.`, where));
  if (!problems.length && sides(die) === 0) problems.push(problem(FORMAT, `Le ${die.name} doit avoir au moins une face.`, where));
  return problems;
}

/** What is wrong with a pool (counts of dice and the dice themselves); empty when it can be rolled. */
export function checkPool(pool: Pool, where = 'dés'): Problem[] {
  const problems: Problem[] = [];
  let total = 0;
  for (const part of pool) {
    if (!Number.isInteger(part.n) || part.n < 0) problems.push(problem(FORMAT, `Le nombre de ${part.die.name}s doit être un entier positif ou nul.`, where));
    else total += part.n;
    problems.push(...checkDie(part.die, where));
  }
  if (total > MAX_POOL_DICE) problems.push(problem(FORMAT, `Au plus ${MAX_POOL_DICE} dés à la fois.`, where));
  return problems;
}

/** One outcome of a pool by counts of faces, with its weight: how many ordered rolls give it. */
export interface WeightedRoll {
  counts: readonly (readonly number[])[];
  /** ordered rolls giving these counts, out of the pool's `total` */
  weight: bigint;
}

/** Every outcome of a pool with an integer weight over one common denominator (no fraction reduced). */
export interface PoolWeights {
  rolls: WeightedRoll[];
  /** ∏ sides^n: every ordered roll of the pool; the weights add up to it */
  total: bigint;
}

/** Pascal's triangle of big integers, row by row as far as a pool needs: BINOMIALS[n][k] = C(n, k). */
const BINOMIALS: bigint[][] = [[1n]];
function binomialRow(n: number): readonly bigint[] {
  for (let i = BINOMIALS.length; i <= n; i++) {
    const prev = BINOMIALS[i - 1]!;
    const row = [1n];
    for (let k = 1; k < i; k++) row.push(prev[k - 1]! + prev[k]!);
    row.push(1n);
    BINOMIALS.push(row);
  }
  return BINOMIALS[n]!;
}

/** c⁰ … cⁿ as big integers. */
function powers(c: number, n: number): bigint[] {
  const out = [1n];
  const b = BigInt(c);
  for (let i = 1; i <= n; i++) out.push(out[i - 1]! * b);
  return out;
}

/**
 * Every way to put n dice on the faces of one die, with its weight: the number of ordered rolls
 * that give these counts, the multinomial n! / ∏ mᵢ! times ∏ cᵢ^mᵢ (cᵢ: sides carrying face i,
 * mᵢ: dice showing it), built face by face as a product of binomials C(left, mᵢ) cᵢ^mᵢ, so no
 * division is ever needed. Faces that no side carries get no dice.
 */
function partRolls(die: Die, n: number): { counts: number[]; weight: bigint }[] {
  const counts = new Array<number>(die.faces.length).fill(0);
  const live = die.faces.map((f, i) => (f.count > 0 ? i : -1)).filter((i) => i >= 0);
  if (n === 0 || live.length === 0) return [{ counts, weight: 1n }];
  const out: { counts: number[]; weight: bigint }[] = [];
  const pow = live.map((face) => powers(die.faces[face]!.count, n));
  const walk = (j: number, left: number, w: bigint) => {
    const face = live[j]!;
    if (j === live.length - 1) {
      counts[face] = left;
      out.push({ counts: [...counts], weight: w * pow[j]![left]! });
    } else {
      const row = binomialRow(left);
      for (let m = left; m >= 0; m--) {
        counts[face] = m;
        walk(j + 1, left - m, w * row[m]! * pow[j]![m]!);
      }
    }
    counts[face] = 0;
  };
  walk(0, n, 1n);
  return out;
}

/**
 * Every outcome of a pool by counts of faces, each with its integer weight over the pool's total
 * (the number of its ordered rolls): the exact probability is weight / total. Sums of weights stay
 * integers; reduce once, at the end (`frac(sum, total)`), for exactly the fraction that adding the
 * reduced probabilities one by one would give. Check the pool first (`checkPool`).
 */
export function poolWeights(pool: Pool): PoolWeights {
  let rolls: WeightedRoll[] = [{ counts: [], weight: 1n }];
  let total = 1n;
  for (const part of pool) {
    const parts = partRolls(part.die, part.n);
    total *= BigInt(sides(part.die)) ** BigInt(part.n);
    if (pool.length === 1) return { rolls: parts.map((r) => ({ counts: [r.counts], weight: r.weight })), total };
    const next: WeightedRoll[] = [];
    for (const a of rolls) for (const r of parts) next.push({ counts: [...a.counts, r.counts], weight: a.weight * r.weight });
    rolls = next;
  }
  return { rolls, total };
}

/**
 * Every outcome of a pool by counts of faces, with its exact probability (they sum to 1). Parts
 * with n = 0 give one outcome of zero counts. Check the pool first (`checkPool`): a die with no
 * side cannot be rolled. To add many of them up, prefer `poolWeights` (one reduction at the end).
 */
export function poolRolls(pool: Pool): PoolRoll[] {
  const { rolls, total } = poolWeights(pool);
  return rolls.map((r) => ({ counts: r.counts, probability: frac(r.weight, total) }));
}

/** The total of each symbol shown by a roll of the pool. */
export function symbolsOf<S extends string>(pool: Pool<S>, roll: PoolRoll): Record<S, number> {
  const out = {} as Record<S, number>;
  pool.forEach((part, p) => {
    part.die.faces.forEach((face, f) => {
      const c = roll.counts[p]?.[f] ?? 0;
      if (!c) return;
      for (const [s, v] of Object.entries(face.shows) as [S, number][]) out[s] = (out[s] ?? 0) + c * v;
    });
  });
  return out;
}

/**
 * The exact distribution of any value of a pool's roll (a total, a pair of totals, a verdict):
 * outcomes with equal `keyOf` merge. Values come in the order of their first outcome; sort them as
 * the question needs.
 */
export function distribution<K>(pool: Pool, keyOf: (roll: PoolRoll) => K, keyText: (k: K) => string = (k) => JSON.stringify(k)): { value: K; probability: Fraction }[] {
  const { rolls, total } = poolWeights(pool);
  const merged = new Map<string, { value: K; w: bigint }>();
  for (const roll of rolls) {
    // keyOf reads the counts only; the probability it is given is the roll's, reduced on demand
    const value = keyOf(lazyRoll(roll, total));
    const k = keyText(value);
    const seen = merged.get(k);
    if (seen) seen.w += roll.weight;
    else merged.set(k, { value, w: roll.weight });
  }
  return [...merged.values()].map((m) => ({ value: m.value, probability: frac(m.w, total) }));
}

/** A weighted roll seen as a PoolRoll, its probability reduced only if someone reads it. */
function lazyRoll(roll: WeightedRoll, total: bigint): PoolRoll {
  let p: Fraction | undefined;
  return {
    counts: roll.counts,
    get probability() {
      return (p ??= frac(roll.weight, total));
    },
  };
}

/** The distribution of one symbol's total over a pool, from the lowest total to the highest. */
export function symbolDistribution<S extends string>(pool: Pool<S>, symbol: S): { value: number; probability: Fraction }[] {
  return distribution(pool, (r) => symbolsOf(pool, r)[symbol] ?? 0, String).sort((a, b) => a.value - b.value);
}

/**
 * Every ordered roll of a few dice (first die outermost), each with its exact probability: for the
 * rules where it matters which die shows what. Faces no side carries are skipped. kⁿ rolls: keep
 * this for small pools; use `poolRolls` otherwise.
 */
export function sequences(dice: readonly Die[]): Sequence[] {
  let acc: { faces: number[]; n: bigint; d: bigint }[] = [{ faces: [], n: 1n, d: 1n }];
  for (const die of dice) {
    const total = BigInt(sides(die));
    const next: typeof acc = [];
    for (const a of acc)
      die.faces.forEach((f, i) => {
        if (f.count > 0) next.push({ faces: [...a.faces, i], n: a.n * BigInt(f.count), d: a.d * total });
      });
    acc = next;
  }
  return acc.map((a) => ({ faces: a.faces, probability: frac(a.n, a.d) }));
}

/** A die of n sides numbered `first`…`first + n − 1`, each side showing its number as the symbol `value`. */
export function numberedDie(id: string, name: string, n: number, first = 1): Die<'value'> {
  return {
    id,
    name,
    faces: Array.from({ length: n }, (_, i) => ({ label: String(first + i), count: 1, shows: { value: first + i } })),
  };
}
