// The abilities the reader describes (effets.ts) count in the Enemy's turn too (11.5.13): its
// movement points and the damage of its attacks, and your units' protection. Expected values from
// the same turn without the ability, and the rules.
import { describe, expect, it } from 'vitest';
import { enemyTurn, soloBoard, type EnemyCard } from '../../../../src/engine/tet/solo';
import { fromSetup } from '../../../../src/engine/tet/validate';
import type { Effect, UnitSetup } from '../../../../src/engine/tet/types';
import { foe, mine, plains, soloSetup } from './helpers';

const run = (units: UnitSetup[], card: EnemyCard, effects: Effect[] = []) => {
  const r = fromSetup(soloSetup(plains(9, 9), units, effects.length ? { effects } : {}));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  const t = enemyTurn(soloBoard(r.value, []), { enemy: 'ennemi', card, activated: [] });
  if (!t.ok) throw new Error(JSON.stringify(t.reasons));
  return t.turn;
};
const fx = (unit: string, kind: Effect['kind'], n: number): Effect => ({ name: 'Capacité du lecteur', source: 'passive', unit, kind, n });

describe('les capacités décrites comptent dans le tour de l’Ennemi', () => {
  const units = [mine('m', 'guerrier', 'E1'), foe('eb', 'bete', 'E9', { move: 2 })];
  it('4.2.1, 1.2.11 — +2 en Déplacement : la Bête ennemie va deux cases plus loin', () => {
    const base = run(units, { unit: 'bete', compass: 'N' });
    const more = run(units, { unit: 'bete', compass: 'N' }, [fx('eb', 'deplacement', 2)]);
    const row = (at: string) => Number(at.slice(1));
    expect(row(base.at) - row(more.at)).toBe(2);
    expect(more.steps.flatMap((s) => s.reasons).some((r) => r.rule === '1.2.11')).toBe(true);
  });
  it('11.5.13.2, 1.2.11 — votre protection réduit le tir de l’Ennemi', () => {
    const shooters = [mine('m', 'guerrier', 'E1'), foe('eg', 'guerrier', 'E3', { ranged: { range: 3, damage: 2, miss: 1 } })];
    const base = run(shooters, { unit: 'guerrier', compass: 'N' });
    const prot = run(shooters, { unit: 'guerrier', compass: 'N' }, [fx('m', 'protection', 1)]);
    expect(base.attack?.kind).toBe('distance');
    expect(prot.attack!.damage[0]!.value).toBe(base.attack!.damage[0]!.value - 1);
  });
});
