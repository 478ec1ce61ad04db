// Sums over one common denominator (src/engine/core/fraction.ts): the numbers kept as doubles or
// as big integers must give exactly the fractions that adding them one by one gives.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BIGINT_SUMS, NUMBER_SUMS, NUMBER_SUMS_BOUND, ZERO, add, frac, lcm, scale, type Fraction, type Sums } from '../../../src/engine/core/fraction';

/** Σ p × k over one common denominator, with the given integers. */
function total<N>(S: Sums<N>, terms: { p: Fraction; k: number }[]): Fraction {
  const D = terms.reduce((d, t) => lcm(d, t.p.d), 1n);
  let x = S.zero;
  for (const t of terms) x = S.add(x, S.times(S.of(t.p, D), t.k));
  return S.fraction(x, D);
}

/** the same sum, one fraction at a time */
function oneByOne(terms: { p: Fraction; k: number }[]): Fraction {
  return terms.reduce((s, t) => add(s, scale(t.p, t.k)), ZERO);
}

// probabilities like a battle's: rolls over 16, times random draws among 1 to 6 kinds
const term = fc.record({
  n: fc.integer({ min: 0, max: 16 }),
  draws: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
  k: fc.integer({ min: 0, max: 30 }),
});

describe('sommes sur un dénominateur commun', () => {
  it('en nombres ou en grands entiers, les mêmes fractions que pas à pas', () => {
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 40 }), (raw) => {
        const terms = raw.map(({ n, draws, k }) => ({ p: frac(n, draws.reduce((d, x) => d * x, 16)), k }));
        const D = terms.reduce((d, t) => lcm(d, t.p.d), 1n);
        const expected = oneByOne(terms);
        expect(total(BIGINT_SUMS, terms)).toEqual(expected);
        if (D <= NUMBER_SUMS_BOUND) expect(total(NUMBER_SUMS, terms)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('au-delà de la borne, seuls les grands entiers restent exacts', () => {
    // 3^40 (about 2^63): far beyond what a double holds exactly
    const d = 3n ** 40n;
    const terms = [
      { p: frac(d - 1n, d), k: 7 },
      { p: frac(1n, d), k: 3 },
    ];
    expect(d > NUMBER_SUMS_BOUND).toBe(true);
    expect(total(BIGINT_SUMS, terms)).toEqual(oneByOne(terms));
    expect(total(NUMBER_SUMS, terms)).not.toEqual(oneByOne(terms));
  });
});
