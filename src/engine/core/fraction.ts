/**
 * Exact probabilities: fractions of big integers, always reduced, denominator > 0.
 *
 * Every game's odds are sums of products of such fractions (a pool of dice, a random draw, a chain
 * of battles multiply denominators). Big integers keep every sum exact: the probabilities of all
 * outcomes of a question add up to exactly 1, never to 0.9999999.
 *
 * Fractions are plain data ({ n, d }); `fractionText` writes "3/16" for JSON and readers, and
 * `format.ts` writes them as French decimals and percentages.
 */
export interface Fraction {
  /** numerator */
  n: bigint;
  /** denominator, > 0 */
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

/** The largest integer a double holds exactly (2^53 − 1). */
const SAFE = 9007199254740991n;

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  // small terms (the usual case: dice odds): the same Euclid on doubles, exact below 2^53
  if (a <= SAFE && b <= SAFE) {
    let x = Number(a);
    let y = Number(b);
    while (y) {
      const t = x % y;
      x = y;
      y = t;
    }
    return BigInt(x);
  }
  while (b) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** The least common multiple of two positive integers (a common denominator). */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** n/d, reduced. */
export function frac(n: bigint | number, d: bigint | number = 1n): Fraction {
  let N = BigInt(n);
  let D = BigInt(d);
  if (D === 0n) throw new RangeError('dénominateur nul');
  if (D < 0n) {
    N = -N;
    D = -D;
  }
  const g = gcd(N, D) || 1n;
  return g === 1n ? { n: N, d: D } : { n: N / g, d: D / g };
}

/**
 * Integers to add up many probabilities exactly, all over one common denominator D (each
 * denominator divides D): plain numbers while every sum stays below 2^53, big integers beyond.
 * A sum is reduced once, at the end (`fraction`): the same fraction as adding them one by one.
 */
export interface Sums<N> {
  zero: N;
  /** a probability, as its numerator over D */
  of(p: Fraction, D: bigint): N;
  add(a: N, b: N): N;
  /** a sum times a count */
  times(a: N, k: number): N;
  /** a sum over D, as a reduced fraction */
  fraction(x: N, D: bigint): Fraction;
}

export const NUMBER_SUMS: Sums<number> = {
  zero: 0,
  of: (p, D) => Number(p.n) * (Number(D) / Number(p.d)),
  add: (a, b) => a + b,
  times: (a, k) => a * k,
  fraction: (x, D) => frac(x, D),
};

export const BIGINT_SUMS: Sums<bigint> = {
  zero: 0n,
  of: (p, D) => p.n * (D / p.d),
  add: (a, b) => a + b,
  times: (a, k) => a * BigInt(k),
  fraction: (x, D) => frac(x, D),
};

/**
 * Up to this common denominator, NUMBER_SUMS stays exact for sums of up to 2^20 probabilities
 * times counts (a probability's numerator is at most D: 2^32 × 2^20 < 2^53).
 */
export const NUMBER_SUMS_BOUND = 1n << 32n;

export const ZERO: Fraction = { n: 0n, d: 1n };
export const ONE: Fraction = { n: 1n, d: 1n };

export function add(a: Fraction, b: Fraction): Fraction {
  // same denominator (outcomes of the same dice): no cross products
  if (a.d === b.d) return frac(a.n + b.n, a.d);
  return frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.n, a.d * b.d);
}

/** a ÷ b (b ≠ 0) */
export function div(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d, a.d * b.n);
}

/** a × k for an integer k */
export function scale(a: Fraction, k: number | bigint): Fraction {
  return frac(a.n * BigInt(k), a.d);
}

export function sum(xs: readonly Fraction[]): Fraction {
  return xs.reduce(add, ZERO);
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.n === b.n && a.d === b.d;
}

export function compare(a: Fraction, b: Fraction): number {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
}

/** "3/16", "1", "0" */
export function fractionText(f: Fraction): string {
  return f.d === 1n ? String(f.n) : `${f.n}/${f.d}`;
}

/** An approximation for display (never for computing). */
export function fractionValue(f: Fraction): number {
  return Number(f.n) / Number(f.d);
}

/** Reads "3/16" or "1". */
export function parseFraction(t: string): Fraction | null {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(t.trim());
  if (!m) return null;
  const d = BigInt(m[2] ?? '1');
  return d === 0n ? null : frac(BigInt(m[1]!), d);
}

export function isFraction(x: unknown): x is Fraction {
  return typeof x === 'object' && x !== null && typeof (x as Fraction).n === 'bigint' && typeof (x as Fraction).d === 'bigint';
}
