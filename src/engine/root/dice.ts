/**
 * Root's battle die as data for the core dice kernel: it shows 0, 1, 2 or 3 hits, each equally
 * likely, as the engine has always read La Loi de Root 4.3.2 (the 16 rolls of two dice equally
 * likely). `BATTLE_ROLLS` lists the 16 ordered rolls of the two dice (first die outermost), each
 * with its exact probability: the battle resolves each roll (4.3.2: the attacker deals the higher
 * value, the defender the lower), and the bots draw their rolls from the same die with the seeded
 * generator.
 */
import { sequences, type Die } from '../core/dice';

export const BATTLE_DIE: Die<'hits'> = {
  id: 'combat',
  name: 'dé de combat',
  faces: [0, 1, 2, 3].map((hits) => ({ label: String(hits), count: 1, shows: { hits } })),
};

/** The hits a face of the battle die shows. */
export function dieValue(face: number): number {
  return BATTLE_DIE.faces[face]?.shows.hits ?? 0;
}

/** The 16 ordered rolls of the two battle dice, each 1/16. */
export const BATTLE_ROLLS = sequences([BATTLE_DIE, BATTLE_DIE]).map((s) => ({
  roll: [dieValue(s.faces[0]!), dieValue(s.faces[1]!)] as [number, number],
  probability: s.probability,
}));
