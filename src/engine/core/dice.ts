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
 * stays fast. `sequences` enumerates ordered rolls, for the small pools where the order of the dice
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

const FACTORIALS: bigint[] = [1n];
function factorial(n: number): bigint {
  for (let i = FACTORIALS.length; i <= n; i++) FACTORIALS.push(FACTORIALS[i - 1]! * BigInt(i));
  return FACTORIALS[n]!;
}

/**
 * Every way to put n dice on the faces of one die, with its weight: the number of ordered rolls
 * that give these counts, n! ∏ cᵢ^mᵢ / ∏ mᵢ! (cᵢ: sides carrying face i, mᵢ: dice showing it).
 * Faces that no side carries get no dice.
 */
function partRolls(die: Die, n: number): { counts: number[]; weight: bigint }[] {
  const counts = new Array<number>(die.faces.length).fill(0);
  const live = die.faces.map((f, i) => (f.count > 0 ? i : -1)).filter((i) => i >= 0);
  if (n === 0 || live.length === 0) return [{ counts, weight: 1n }];
  const out: { counts: number[]; weight: bigint }[] = [];
  const nf = factorial(n);
  const walk = (j: number, left: number, num: bigint, den: bigint) => {
    const face = live[j]!;
    const c = BigInt(die.faces[face]!.count);
    const last = j === live.length - 1;
    for (let m = left; m >= (last ? left : 0); m--) {
      counts[face] = m;
      const n2 = num * c ** BigInt(m);
      const d2 = den * factorial(m);
      if (last) out.push({ counts: [...counts], weight: (nf * n2) / d2 });
      else walk(j + 1, left - m, n2, d2);
    }
    counts[face] = 0;
  };
  walk(0, n, 1n, 1n);
  return out;
}

/**
 * Every outcome of a pool by counts of faces, with its exact probability (they sum to 1). Parts
 * with n = 0 give one outcome of zero counts. Check the pool first (`checkPool`): a die with no
 * side cannot be rolled.
 */
export function poolRolls(pool: Pool): PoolRoll[] {
  let acc: { counts: number[][]; weight: bigint }[] = [{ counts: [], weight: 1n }];
  let total = 1n;
  for (const part of pool) {
    const rolls = partRolls(part.die, part.n);
    total *= BigInt(sides(part.die)) ** BigInt(part.n);
    const next: { counts: number[][]; weight: bigint }[] = [];
    for (const a of acc) for (const r of rolls) next.push({ counts: [...a.counts, r.counts], weight: a.weight * r.weight });
    acc = next;
  }
  return acc.map((a) => ({ counts: a.counts, probability: frac(a.weight, total) }));
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
  const merged = new Map<string, { value: K; n: bigint; d: bigint }>();
  for (const roll of poolRolls(pool)) {
    const value = keyOf(roll);
    const k = keyText(value);
    const seen = merged.get(k);
    const p = roll.probability;
    if (seen) {
      seen.n = seen.n * p.d + p.n * seen.d;
      seen.d = seen.d * p.d;
    } else merged.set(k, { value, n: p.n, d: p.d });
  }
  return [...merged.values()].map((m) => ({ value: m.value, probability: frac(m.n, m.d) }));
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
