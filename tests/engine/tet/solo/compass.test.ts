import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bearing, clockwiseFrom, compassCompare, meleeChoice, COMPASS } from '../../../../src/engine/tet/solo';
import { compare } from '../../../../src/engine/core/fraction';
import { board, foe, mine, plains } from './helpers';

describe('La Boussole de Décision (11.5.12.4, 11.5.13.1)', () => {
  it('11.5.13.1 — à partir de la flèche, dans le sens des aiguilles d’une montre', () => {
    expect(clockwiseFrom('N')).toEqual(['N', 'E', 'S', 'O']);
    expect(clockwiseFrom('E')).toEqual(['E', 'S', 'O', 'N']);
    expect(clockwiseFrom('O')).toEqual(['O', 'N', 'E', 'S']);
  });

  // An enemy on C3, your units North (C2), East (D3) and South (C4), none West.
  const rows = [
    [['N', 'n'], ['E', 'e'], ['S', 's'], ['O', 'n']],
  ] as const;
  for (const [arrow, first] of rows[0]) {
    it(`11.5.13.1 — flèche ${arrow} : la première cible adjacente rencontrée est ${first}`, () => {
      const b = board(plains(5, 5), [mine('n', 'guerrier', 'C2'), mine('e', 'bete', 'D3'), mine('s', 'sorcier', 'C4'), foe('x', 'bete', 'C3')]);
      const c = meleeChoice(b, b.pos.byId.get('x')!, arrow);
      expect(c?.picked).toBe(first);
      expect(c?.order.map((o) => o.id)).toHaveLength(3);
    });
  }

  it('11.5.12.4 — la flèche elle-même vient en premier (angle nul)', () => {
    for (const a of COMPASS) {
      const step = { N: [0, -1], E: [1, 0], S: [0, 1], O: [-1, 0] }[a];
      expect(bearing(a, step[0]!, step[1]!)).toEqual({ n: 0n, d: 1n });
    }
  });

  it('11.5.13.2 — le balayage suit l’angle, comparé exactement (contrôle par atan2 sur des vecteurs au hasard)', () => {
    const v = fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })).filter(([x, y]) => x !== 0 || y !== 0);
    fc.assert(
      fc.property(fc.constantFrom(...COMPASS), v, v, (arrow, [ax, ay], [bx, by]) => {
        const base = { N: 0, E: 1, S: 2, O: 3 }[arrow] * (Math.PI / 2);
        const ang = (x: number, y: number) => (((Math.atan2(x, -y) - base) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
        const fa = ang(ax, ay);
        const fb = ang(bx, by);
        const exact = compare(bearing(arrow, ax, ay), bearing(arrow, bx, by));
        if (Math.abs(fa - fb) > 1e-9) expect(Math.sign(exact)).toBe(Math.sign(fa - fb));
        else expect(exact).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  it('11.5.13.2 — à direction égale, la plus proche d’abord (lecture de Clairière)', () => {
    expect(compassCompare('N', { x: 0, y: 5 }, { x: 0, y: 3 }, { x: 0, y: 1 })).toBeLessThan(0);
  });
});
