import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { costs, moves } from '../../../src/engine/tet/moves';
import { stepCost } from '../../../src/engine/tet/terrains';
import { DIRECTIONS, squareName } from '../../../src/engine/tet/grid';
import { allied, type Position } from '../../../src/engine/tet/validate';
import { pos, unit } from './helpers';

const reach = (p: Position, id: string, sq: string) => moves(p, p.byId.get(id)!).reachable.find((r) => r.square === sq);
const refused = (p: Position, id: string, sq: string) => moves(p, p.byId.get(id)!).refused.find((r) => r.square === sq);

// One row per rule: a line of squares, the mover on A1, the square looked at, its cost or its refusal.
const TABLE: { rule: string; what: string; row: string; units?: ReturnType<typeof unit>[]; move?: number; target: string; cost?: number; refusedBy?: string }[] = [
  { rule: '5.1.2', what: 'une Plaine coûte 1', row: 'p0 p0 p0', target: 'B1', cost: 1 },
  { rule: '5.3', what: 'un Pont n’a aucun effet', row: 'p0 n0 p0', target: 'C1', cost: 2 },
  { rule: '5.4.1', what: 'entrer dans l’Eau : +1', row: 'p0 e0 p0', target: 'B1', cost: 2 },
  { rule: '5.4.1', what: 'sortir de l’Eau ne coûte rien de plus', row: 'p0 e0 p0', target: 'C1', cost: 3 },
  { rule: '5.5', what: 'la Forêt ne coûte rien de plus', row: 'p0 f0 p0', target: 'B1', cost: 1 },
  { rule: '5.6.1', what: 'entrer sur un Pic : +1', row: 'p0 k0 p0', target: 'B1', cost: 2 },
  { rule: '5.9.1', what: 'entrer sur une Baliste : +1', row: 'p0 b0 p0', target: 'B1', cost: 2 },
  { rule: '5.7.1', what: 'un Village coûte 1', row: 'p0 v0 p0', target: 'B1', cost: 1 },
  { rule: '5.2.2', what: 'escalade : +1, quelle que soit la hauteur', row: 'p0 p3 p0', target: 'B1', cost: 2 },
  { rule: '5.2.3', what: 'descendre ne coûte rien de plus', row: 'p0 p3 p0', target: 'C1', cost: 3 },
  { rule: '5.2.4', what: 'escalader sur un Pic : +1 et +1', row: 'p0 k1 p0', target: 'B1', cost: 3 },
  { rule: '5.2.4', what: 'escalader dans l’Eau : +1 et +1', row: 'p0 e1 p0', target: 'B1', cost: 3 },
  { rule: '5.1.3', what: 'traverser un allié', row: 'p0 p0 p0', units: [unit('a', 'rouge', 'bete', 'B1')], target: 'C1', cost: 2 },
  { rule: '5.1.3', what: 'ne pas s’arrêter sur un allié', row: 'p0 p0 p0', units: [unit('a', 'rouge', 'bete', 'B1')], target: 'B1', refusedBy: '5.1.3' },
  { rule: '5.1.4', what: 'un ennemi bloque le passage', row: 'p0 p0 p0', units: [unit('e', 'bleu', 'bete', 'B1')], target: 'C1', refusedBy: '5.1.4' },
  { rule: '5.1.4', what: 'ni s’arrêter sur un ennemi', row: 'p0 p0 p0', units: [unit('e', 'bleu', 'bete', 'B1')], target: 'B1', refusedBy: '5.1.4' },
  { rule: '5.10', what: 'hors du terrain', row: 'p0 x0 p0', target: 'B1', refusedBy: '5.10' },
  { rule: '5.10', what: 'on ne passe pas par une case hors du terrain', row: 'p0 x0 p0', target: 'C1', refusedBy: '5.1.4' },
  { rule: '4.2.1', what: 'trop loin pour les points', row: 'p0 p0 p0 p0 p0', move: 3, target: 'E1', refusedBy: '4.2.1' },
  { rule: '5.8.1', what: 'les Portails sont adjacents', row: 'g0 p0 p0 p0 p0 p0 g0', move: 2, target: 'G1', cost: 1 },
  { rule: '5.8.1', what: 'sortir d’un Portail distant', row: 'g0 p0 p0 p0 p0 g0 p0', move: 2, target: 'G1', cost: 2 },
  { rule: '5.8.2', what: 'Portail bloqué par un ennemi', row: 'g0 p0 p0 p0 p0 g0 p0', move: 3, units: [unit('e', 'bleu', 'bete', 'F1')], target: 'G1', refusedBy: '5.1.4' },
  { rule: '5.8.2', what: 'le Portail bloqué est refusé', row: 'g0 p0 p0 p0 p0 g0 p0', move: 3, units: [unit('e', 'bleu', 'bete', 'F1')], target: 'F1', refusedBy: '5.8.2' },
  { rule: '5.8.3', what: 'Portail « bloqué » par un allié', row: 'g0 p0 p0 p0 p0 g0 p0', move: 2, units: [unit('a', 'rouge', 'bete', 'F1')], target: 'G1', cost: 2 },
  // Clairière's reading (note at 5.8.1, docs/situations.md): a Portal jump is a step, climbing included
  { rule: '5.2.2', what: 'vers un Portail plus haut : escalade +1 (lecture de Clairière)', row: 'g0 p0 p0 p0 p0 g1 p1', move: 2, target: 'F1', cost: 2 },
  { rule: '5.2.3', what: 'vers un Portail plus bas : rien de plus (lecture de Clairière)', row: 'g1 p1 p1 p1 p1 g0 p0', move: 2, target: 'F1', cost: 1 },
  { rule: '5.2.2', what: 'quitter un Portail haut vers une case plus haute : escalade', row: 'g0 p0 p0 p0 p0 g1 p2', move: 4, target: 'G1', cost: 2 + 2 },
];

describe('Déplacement, une ligne par règle', () => {
  for (const t of TABLE)
    it(`${t.rule} — ${t.what}`, () => {
      const p = pos([t.row], [unit('m', 'rouge', 'guerrier', 'A1', { move: t.move ?? 4 }), ...(t.units ?? [])]);
      if (t.cost !== undefined) expect(reach(p, 'm', t.target)?.cost).toBe(t.cost);
      else expect(refused(p, 'm', t.target)?.reason.rule).toBe(t.refusedBy);
    });

  it('4.2.2 — jamais en diagonale', () => {
    const p = pos(['p0 e0', 'e0 p0'], [unit('m', 'rouge', 'guerrier', 'A1', { move: 2 })]);
    expect(reach(p, 'm', 'B2')).toBeUndefined();
    expect(refused(p, 'm', 'B2')?.reason.rule).toBe('4.2.1');
  });

  it('11.3.7 — le Porte-Artefact a −1 en Déplacement', () => {
    const p = pos(['p0 p0 p0 p0'], [unit('m', 'rouge', 'guerrier', 'A1', { move: 3, artefact: true })], { mode: 'bataille' });
    const m = moves(p, p.byId.get('m')!);
    expect(m.points).toBe(2);
    expect(m.notes.map((n) => n.rule)).toContain('11.3.7');
    expect(m.reachable.map((r) => r.square)).toEqual(['B1', 'C1']);
  });

  it('5.7.1, 5.7.2 — un Village traversé soigne une fois par tour', () => {
    const p = pos(['p0 v0 p0'], [unit('m', 'rouge', 'guerrier', 'A1', { health: 1 })]);
    const m = moves(p, p.byId.get('m')!);
    expect(m.reachable.find((r) => r.square === 'C1')).toMatchObject({ villages: ['B1'], health: 5 });
    const again = moves(p, p.byId.get('m')!, ['B1']);
    expect(again.reachable.find((r) => r.square === 'C1')).toMatchObject({ villages: [], health: 1 });
  });

  it('4.1.7 — une unité Affaiblie est signalée', () => {
    const p = pos(['p0 p0 p0'], [unit('m', 'rouge', 'guerrier', 'A1', { weakened: true }), unit('n', 'rouge', 'bete', 'B1'), unit('o', 'rouge', 'sorcier', 'C1')]);
    expect(moves(p, p.byId.get('m')!).notes.map((n) => n.rule)).toContain('4.1.7');
  });
});

/** Brute force: every walk of total cost ≤ limit, by depth-first search (small grids only). */
function bruteCost(p: Position, id: string, limit: number): Map<number, number> {
  const u = p.byId.get(id)!;
  const best = new Map<number, number>();
  const ok = (i: number) => p.squares[i]!.terrain !== 'hors' && (!p.unitAt.get(i) || allied(p, p.unitAt.get(i)!.owner, u.owner));
  const walk = (i: number, c: number) => {
    if ((best.get(i) ?? Infinity) <= c) return;
    best.set(i, c);
    const x = i % p.width, y = Math.floor(i / p.width);
    const next = DIRECTIONS.map((d) => [x + d.dx, y + d.dy] as const).filter(([a, b]) => a >= 0 && b >= 0 && a < p.width && b < p.height).map(([a, b]) => b * p.width + a);
    if (p.squares[i]!.terrain === 'portail') next.push(...p.portals.filter((q) => q !== i));
    for (const j of next) if (ok(j)) { const c2 = c + stepCost(p.squares[i]!, p.squares[j]!).cost; if (c2 <= limit) walk(j, c2); }
  };
  walk(u.index, 0);
  return best;
}

const TER = ['p', 'p', 'p', 'e', 'f', 'k', 'g', 'b', 'v', 'x', 'n'];
const arbGrid = fc.record({
  w: fc.integer({ min: 2, max: 4 }),
  h: fc.integer({ min: 2, max: 4 }),
  cells: fc.array(fc.tuple(fc.constantFrom(...TER), fc.integer({ min: 0, max: 2 })), { minLength: 16, maxLength: 16 }),
  others: fc.array(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.boolean()), { maxLength: 3 }),
  move: fc.integer({ min: 0, max: 6 }),
});

describe('Déplacement, propriétés', () => {
  it('aucun coût ne dépasse les points ; aucun chemin moins cher n’existe (force brute) ; le chemin coûte ce qu’il annonce', () => {
    fc.assert(
      fc.property(arbGrid, ({ w, h, cells, others, move }) => {
        const rows = Array.from({ length: h }, (_, y) => cells.slice(y * w, y * w + w).map(([t, l], x) => (x === 0 && y === 0 ? `p${l}` : `${t}${l}`)).join(' '));
        const used = new Set([0]);
        const units = [unit('m', 'rouge', 'guerrier', 'A1', { move })];
        const classes = ['bete', 'sorcier', 'roublard'] as const;
        others.forEach(([i, enemy], k) => {
          const j = i % (w * h);
          if (used.has(j) || cells[j]![0] === 'x') return;
          used.add(j);
          units.push(unit(`u${k}`, enemy ? 'bleu' : 'rouge', classes[k]!, squareName(j % w, Math.floor(j / w))));
        });
        const p = pos(rows, units);
        const m = moves(p, p.byId.get('m')!);
        const brute = bruteCost(p, 'm', move);
        for (const r of m.reachable) {
          expect(r.cost).toBeLessThanOrEqual(move);
          const i = (Number(r.square.slice(1)) - 1) * w + r.square.charCodeAt(0) - 65;
          expect(brute.get(i)).toBe(r.cost);
          expect(r.path.reduce((s, st) => s + st.cost, 0)).toBe(r.cost);
        }
        // every square brute force reaches, empty, is listed as reachable
        for (const [i, c] of brute) if (i !== p.byId.get('m')!.index && !p.unitAt.get(i)) expect(m.reachable.find((r) => r.square === squareName(i % w, Math.floor(i / w)))?.cost).toBe(c);
        expect(m.reachable.length + m.refused.length).toBe(w * h - 1);
        void costs;
      }),
      { numRuns: 300 },
    );
  });
});
