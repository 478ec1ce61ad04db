/**
 * Example layouts — each one an « exemple de Clairière, pas la carte imprimée »: the printed Forêt
 * Verdoyante (2.1) is not in our sources, so these grids are made up to try the rules, nothing more.
 * Units are not placed: a layout is the ground only.
 *
 * Each square is written `tL` (terrain letter, level digit) then, optionally, a zone letter, `!`
 * for its trigger square and `@n` for starting area n — the notation's square grammar (notation.ts):
 * p Plaine, n Pont, e Eau, f Forêt, k Pic, v Village, g Portail, b Baliste, x hors du terrain.
 */
import type { Square } from './types';

export interface Layout {
  id: string;
  name: string;
  /** always « exemple de Clairière, pas la carte imprimée » */
  label: string;
  width: number;
  height: number;
  squares: Square[];
}

const T: Record<string, Square['terrain']> = { p: 'plaine', n: 'pont', e: 'eau', f: 'foret', k: 'pic', v: 'village', g: 'portail', b: 'baliste', x: 'hors' };

function grid(rows: string[]): { width: number; height: number; squares: Square[] } {
  const cells = rows.map((r) => r.trim().split(/\s+/));
  const squares = cells.flat().map((c) => {
    const m = /^([pnefkvgbx])([0-9])([ABC])?(!)?(?:@([1-8]))?$/.exec(c);
    if (!m) throw new Error(`case d’exemple illisible ${c}`);
    const s: Square = { level: Number(m[2]), terrain: T[m[1]!]! };
    if (m[3]) s.zone = m[3] as Square['zone'];
    if (m[4]) s.trigger = true;
    if (m[5]) s.start = Number(m[5]);
    return s;
  });
  return { width: cells[0]!.length, height: cells.length, squares };
}

export const EXAMPLE_LABEL = 'exemple de Clairière, pas la carte imprimée';

export const LAYOUTS: readonly Layout[] = [
  {
    id: 'vallon',
    name: 'Le Vallon',
    label: EXAMPLE_LABEL,
    ...grid([
      'p0@1 p0@1 p0   f0   f0   p0   p0@2 p0@2',
      'p0@1 p0@1 p0   f0   e0   p0   p0@2 p0@2',
      'p0   p0   p1A  p1A  e0   g1   p1   p0',
      'g0   v0   p1A! p1A  n0   p1   k1   p0',
      'p0   p0A  p1A  p1A  n0   p1B  p1B! p0B',
      'p0@3 p0@3 e0   e0C  e0   p1B  p1B  p1B',
      'p0@3 p0@3 p0C  p0C  p0C  p1B  p0@4 p0@4',
      'x0   b0   v0   p0C  p0C! p0C  p0@4 p0@4',
    ]),
  },
  {
    id: 'gradins',
    name: 'Les Gradins',
    label: EXAMPLE_LABEL,
    ...grid([
      'p0@1 p0@1 p0  p0  p0  p0@2 p0@2',
      'p0@1 p0@1 p1  p1  p1  p0@2 p0@2',
      'g0   p1   p2A p2A! p2A p1  g0',
      'e0   p1   p2A k3  p2A p1   e0',
      'p0@3 p0@3 p1A p1A p1   p0@4 p0@4',
      'p0@3 p0@3 v0  b0  v0   p0@4 p0@4',
    ]),
  },
  {
    id: 'gue',
    name: 'Le Gué (mode Bataille)',
    label: EXAMPLE_LABEL,
    ...grid([
      'p1@1 p1@1 f0 e0 f0 p1@2 p1@2',
      'p1@1 p1@1 p0 n0 p0 p1@2 p1@2',
      'g0   f0   p0 p0 p0 f0   g0',
      'p1@3 p1@3 p0 n0 p0 p1@4 p1@4',
      'p1@3 p1@3 f0 e0 f0 p1@4 p1@4',
    ]),
  },
];
