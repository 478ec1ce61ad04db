/**
 * The effect editor's words and rules of shape (engine: src/engine/tet/effets.ts). An effect the
 * editor writes always has the fields its primitive needs, and only those: changing the primitive
 * gives it that primitive's defaults.
 */
import { KINDS_OF } from '~/engine/tet/effets';
import type { AttackKind, Effect, EffectKind, EffectSource } from '~/engine/tet/types';

export const KIND_LABELS: Record<EffectKind, string> = {
  deplacement: 'Déplacement en plus ou en moins',
  degats: 'Dégâts infligés en plus ou en moins',
  portee: 'Portée en plus ou en moins',
  poussee: 'Dés de Poussée en plus ou en moins',
  terrain: 'Ignorer un surcoût de déplacement',
  protection: 'Dégâts subis en moins',
  zone: 'Zone d’effet autour de la cible',
  'sans-riposte': 'Pas de Riposte de la cible',
  soin: 'Regagner de la Santé',
  represailles: 'Dégâts rendus à l’attaquant',
};
export const AMOUNT_LABELS: Partial<Record<EffectKind, string>> = {
  deplacement: 'Points (− pour un malus)',
  degats: 'Dégâts (− pour un malus)',
  portee: 'Cases (− pour un malus)',
  poussee: 'Dés (− pour un malus)',
  protection: 'Dégâts (−\u00A0: subis en plus)',
  zone: 'Dégâts dans la zone',
  soin: 'Santé regagnée',
  represailles: 'Dégâts rendus',
};
/** the primitives whose amount is signed (−9 to 9, never 0), and those counting 1 to 9 */
export const SIGNED: readonly EffectKind[] = ['deplacement', 'degats', 'portee', 'poussee', 'protection'];
export const WITH_ATTACKS: readonly EffectKind[] = ['degats', 'portee', 'zone', 'sans-riposte'];
export const attacksFor = (k: EffectKind): readonly AttackKind[] => (k === 'portee' ? ['distance', 'sort'] : ['melee', 'distance', 'sort', 'baliste']);

/** An effect with a change applied, keeping only the fields its primitive takes. */
export function reshaped(e: Effect, patch: Partial<Effect>): Effect {
  const next = { ...e, ...patch };
  const kind = KINDS_OF[next.source].includes(next.kind) ? next.kind : KINDS_OF[next.source][0]!;
  const changed = kind !== e.kind;
  const out: Effect = { name: next.name, source: next.source, unit: next.unit, kind };
  if (kind !== 'terrain' && kind !== 'sans-riposte') out.n = changed || next.n === undefined ? 1 : next.n;
  if (WITH_ATTACKS.includes(kind) && !changed && next.attacks?.length) out.attacks = next.attacks.filter((a) => attacksFor(kind).includes(a));
  if (out.attacks && !out.attacks.length) delete out.attacks;
  if (kind === 'terrain') out.terrain = (!changed && next.terrain) || 'eau';
  if (kind === 'zone') out.radius = (!changed && next.radius) || 1;
  return out;
}

export const newEffect = (unit: string, source: EffectSource, name: string): Effect => reshaped({ name, source, unit, kind: KINDS_OF[source][0]! }, {});
