// Seeded draws (src/engine/core/random.ts): the same state gives the same draws, and they are mulberry32's.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextFace, nextFloat, nextIndex, nextWeighted, seedState } from '../../../src/engine/core/random';
import type { Die } from '../../../src/engine/core/dice';

/** mulberry32 as its author published it (a closure over a mutable seed), to check ours against. */
function mulberry32(a: number) {
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('seeded random draws', () => {
  it('are mulberry32 from the seed state, and pure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const ref = mulberry32(seedState(seed));
        let s = seedState(seed);
        for (let i = 0; i < 50; i++) {
          const r = nextFloat(s);
          expect(r.value).toBe(ref());
          expect(nextFloat(s)).toEqual(r); // same state, same draw
          s = r.state;
        }
      }),
      { numRuns: 50 },
    );
  });

  it('an index stays in range, a weighted pick never picks a zero weight', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (seed, n) => {
        let s = seedState(seed);
        for (let i = 0; i < 20; i++) {
          const r = nextIndex(s, n);
          expect(r.value).toBeGreaterThanOrEqual(0);
          expect(r.value).toBeLessThan(n);
          const w = nextWeighted(s, [0, 3, 0, 1]);
          expect([1, 3]).toContain(w.value);
          s = r.state;
        }
      }),
    );
  });

  it('a die roll shows faces in proportion to the sides carrying them', () => {
    const die: Die = { id: 'x', name: 'dé', faces: [{ label: 'a', count: 3, shows: {} }, { label: 'b', count: 0, shows: {} }, { label: 'c', count: 1, shows: {} }] };
    const seen = [0, 0, 0];
    let s = seedState(7);
    for (let i = 0; i < 4000; i++) {
      const r = nextFace(s, die);
      seen[r.value]!++;
      s = r.state;
    }
    expect(seen[1]).toBe(0);
    expect(seen[0]! / 4000).toBeGreaterThan(0.72);
    expect(seen[0]! / 4000).toBeLessThan(0.78);
  });
});
