import { describe, expect, it } from 'vitest';
import { MAPS, MAP_IDS, getMap, type MapId } from '../../src/engine/root/index';

// Facts from the project's reference notes (cross-checked sources), restated here by hand.
const SLOTS: Record<MapId, number> = { automne: 22, hiver: 22, lac: 22, montagne: 23 };
const RUINS: Record<MapId, number[]> = { automne: [6, 10, 11, 12], hiver: [8, 9, 11, 12], lac: [5, 10, 11, 12], montagne: [9, 10, 11, 12] };
const FORESTS: Record<MapId, number> = { automne: 7, hiver: 8, lac: 9, montagne: 12 };
const PATHS: Record<MapId, number> = { automne: 18, hiver: 16, lac: 17, montagne: 21 };

describe('plateaux', () => {
  it('Automne : couleurs imprimées des coins et du centre', () => {
    const suits = getMap('automne').clearings.map((c) => c.suit);
    expect(suits).toEqual(['fox', 'mouse', 'rabbit', 'rabbit', 'rabbit', 'fox', 'mouse', 'fox', 'mouse', 'rabbit', 'mouse', 'fox']);
    expect(getMap('automne').clearings.every((c) => c.suitBasis === 'printed')).toBe(true);
  });
  it('Hiver : aucune couleur imprimée', () => {
    expect(getMap('hiver').clearings.every((c) => c.suit === null && c.suitBasis === 'random')).toBe(true);
  });
  for (const m of MAP_IDS) {
    it(`${m} : emplacements, ruines, bois, chemins`, () => {
      const map = MAPS[m];
      expect(map.clearings).toHaveLength(12);
      expect(map.clearings.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(map.clearings.reduce((s, c) => s + c.slots, 0)).toBe(SLOTS[m]);
      expect(map.clearings.filter((c) => c.ruin).map((c) => c.id)).toEqual(RUINS[m]);
      expect(map.forests).toHaveLength(FORESTS[m]);
      expect(map.paths).toHaveLength(PATHS[m]);
      expect(map.clearings.filter((c) => c.corner).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    });
    it(`${m} : adjacence des bois symétrique, points de dessin dans le plateau`, () => {
      const map = MAPS[m];
      for (const f of map.forests) {
        for (const g of f.forests) expect(map.forests.find((x) => x.id === g)!.forests).toContain(f.id);
        expect(f.id).toBe(f.clearings.join('_'));
        expect(f.x).toBeGreaterThan(0);
        expect(f.x).toBeLessThan(1);
      }
      for (const c of map.clearings) {
        expect(c.x).toBeGreaterThanOrEqual(0);
        expect(c.y).toBeLessThanOrEqual(1);
      }
    });
    if (m !== 'hiver') {
      it(`${m} : 4 clairières de chaque couleur par défaut`, () => {
        for (const suit of ['fox', 'rabbit', 'mouse']) expect(MAPS[m].clearings.filter((c) => c.suit === suit)).toHaveLength(4);
      });
    }
  }
  it('coins opposés : Lac 1–2 et 3–4, ailleurs 1–3 et 2–4', () => {
    expect(getMap('lac').oppositeCorners).toEqual([
      [1, 2],
      [3, 4],
    ]);
    for (const m of ['automne', 'hiver', 'montagne'] as const)
      expect(getMap(m).oppositeCorners).toEqual([
        [1, 3],
        [2, 4],
      ]);
    expect(getMap('lac').clearings[0]!.oppositeCorner).toBe(2);
  });
  it('Lac : côte, bois côtiers et Radeau', () => {
    const lake = getMap('lac').lake!;
    expect(lake.coastal).toEqual([1, 10, 11, 12]);
    expect(lake.ferryStart).toBe(1);
    expect([...lake.coastalForests].sort()).toEqual(['1_5_11', '1_9_12', '3_8_10_12', '7_10_11']);
    expect(getMap('lac').rivers).toEqual([]);
  });
  it('Montagne : 6 chemins fermés et le Col', () => {
    const m = getMap('montagne');
    expect(m.closedPathsAtSetup).toEqual([
      [2, 5],
      [3, 7],
      [5, 9],
      [6, 11],
      [8, 9],
      [11, 12],
    ]);
    expect(m.pass).toBe(10);
    expect(m.clearings[9]!.pass).toBe(true);
  });
  it('Automne : rivières et adjacence de la clairière 12', () => {
    const a = getMap('automne');
    expect(a.rivers).toEqual([
      [4, 7],
      [5, 10],
      [7, 11],
      [10, 11],
    ]);
    const n12 = a.paths.filter((p) => p.includes(12)).map((p) => (p[0] === 12 ? p[1] : p[0]));
    expect(n12.sort((x, y) => x - y)).toEqual([4, 7, 9, 10, 11]);
  });
  it('chaque plateau cite ses sources', () => {
    for (const m of MAP_IDS) {
      expect(Object.keys(MAPS[m].sources).length).toBeGreaterThan(3);
      expect(MAPS[m].sources.ruins).toMatch(/S\d/);
    }
  });
});
