// Issue 25, point 9: the refusals of a big grid come from templates typeset once, so the typography
// (and its memo of 4,096 texts) is not run on each of the ~675 filled texts of a 26×26 answer.
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/engine/core/format', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../../src/engine/core/format')>();
  return { ...m, frenchTypography: (t: string) => (calls.n++, m.frenchTypography(t)) };
});

const { frenchTypography } = await import('../../../src/engine/core/format');
const { moves } = await import('../../../src/engine/tet/moves');
const { template } = await import('../../../src/engine/tet/textes');
const { pos, unit } = await import('./helpers');

const W = 26;
const rows = Array.from({ length: W }, (_, y) => Array.from({ length: W }, (_, x) => ((x * 7 + y * 3) % 11 === 0 ? 'x0' : (x + y) % 5 === 0 ? 'e0' : `p${(x >> 3) % 2}`)).join(' '));

describe('refus typographiés une fois (gabarits)', () => {
  it('un gabarit rempli vaut le texte typographié', () => {
    const t = template('4.2.1', '{0} coûte au moins {1} de déplacement ; {2} n’en a que {3}.');
    const r = t('C4', '5\u00a0points', 'g1', 3);
    expect(r).toEqual({ rule: '4.2.1', text: frenchTypography('C4 coûte au moins 5\u00a0points de déplacement ; g1 n’en a que 3.') });
  });
  it('26×26 : des centaines de refus, presque aucun appel à la typographie', () => {
    const p = pos(rows, [unit('g', 'rouge', 'guerrier', 'B2', { move: 4 }), unit('e', 'bleu', 'bete', 'C2'), unit('a', 'rouge', 'bete', 'B3')]);
    calls.n = 0;
    const m = moves(p, p.byId.get('g')!);
    expect(m.refused.length).toBeGreaterThan(500);
    expect(calls.n).toBeLessThan(10);
    // and every refusal is typeset as the typography would set it
    for (const r of m.refused) expect(frenchTypography(r.reason.text)).toBe(r.reason.text);
    expect(new Set(m.refused.map((r) => r.reason.rule))).toEqual(new Set(['4.2.1', '5.1.3', '5.1.4', '5.10']));
  });
});
