/**
 * The terrains' rules (5, 12): what entering a square costs, what it does to damage, what stops a
 * knock-back. A rule module: it answers from the squares it is handed and imports no resolver.
 */
import type { Ignorable, Square } from './types';

/** terrains whose entry costs +1 movement point (5.4.1, 5.6.1, 5.9.1) */
export const COSTLY = { eau: '5.4.1', pic: '5.6.1', baliste: '5.9.1' } as const;

export interface StepCost {
  cost: number;
  /** the rules that made the cost, each with its share */
  parts: { rule: string; text: string }[];
}

/**
 * The cost of stepping from one square into a neighbour (5.1.2, 5.2.2, 5.2.3, 5.2.4); `ignore`: the
 * extra points a card lets the unit ignore (effets.ts).
 */
export function stepCost(from: Square, to: Square, ignore?: ReadonlySet<Ignorable>): StepCost {
  const parts: StepCost['parts'] = [{ rule: '5.1.2', text: 'entrer dans la case : 1' }];
  let cost = 1;
  if (to.level > from.level && !ignore?.has('escalade')) {
    cost += 1;
    parts.push({ rule: '5.2.2', text: 'escalade : +1' });
  }
  const costly = COSTLY[to.terrain as keyof typeof COSTLY];
  if (costly && !ignore?.has(to.terrain as Ignorable)) {
    cost += 1;
    parts.push({ rule: costly, text: `${to.terrain === 'eau' ? 'Eau' : to.terrain === 'pic' ? 'Pic' : 'Baliste'} : +1` });
  }
  return { cost, parts };
}

/** Damage an attack deals to a unit standing on this square (4.3.2, 5.4.2, 5.5): never below 0. */
export function damageOn(square: Square, base: number): { damage: number; rule?: string; text?: string } {
  if (square.terrain === 'eau') return { damage: base + 1, rule: '5.4.2', text: 'la cible est dans l’Eau : 1 dégât de plus' };
  if (square.terrain === 'foret') return { damage: Math.max(0, base - 1), rule: '5.5', text: 'la cible est à couvert dans une Forêt : 1 dégât de moins' };
  return { damage: base };
}
