/**
 * The Enemy's attacks (11.5.13.1, 11.5.13.2, 11.5.15): who it attacks by the Decision Compass, and
 * the attack's exact odds through the grid's resolvers. The Enemy always tries to push (11.5.13.1),
 * never rolls for a ranged attack — it always hits — and always rolls 3 dice for a spell
 * (11.5.13.2); it spends neither Munitions nor Mana.
 */
import { ZERO, add, fractionText, type Fraction } from '../../core/fraction';
import { reason, type Reason } from '../../core/verdict';
import { countText } from '../../core/format';
import { squareName } from '../grid';
import { damageMods, meleeOdds, spellOdds } from '../odds';
import { attackOptions, riposte } from '../targets';
import { allied, type PlacedUnit } from '../validate';
import type { SoloBoard } from './board';
import { clockwiseFrom, compassCompare } from './compass';
import { COMPASS_NAMES, COMPASS_STEP, ENEMY_SPELL_DICE, type CompassPoint } from './types';

export type EnemyAttackKind = 'melee' | 'distance' | 'sort';

export interface EnemyAttack {
  kind: EnemyAttackKind;
  attacker: string;
  target: string;
  targetSquare: string;
  /** damage dealt, with its probability (« n/d ») */
  damage: { value: number; probability: string }[];
  /** where the target ends and its Santé, for each outcome (melee: each number of Poussée) */
  landings: { square: string; health: number; captured: boolean; probability: string }[];
  pCapture: string;
  /** the probability that your unit may Riposte once the attack is over (6) */
  pRiposte: string;
}

export interface TargetChoice {
  picked: string;
  /** every candidate, in the order the compass looks at them */
  order: { id: string; square: string; note: string }[];
}

/** The Enemy unit as it attacks: the bonus damage added, nothing to spend (11.5.13.2, 11.5.15). */
export function armed(u: PlacedUnit, bonusDamage: number): PlacedUnit {
  const a: PlacedUnit = { ...u, melee: { ...u.melee, damage: u.melee.damage + bonusDamage } };
  if (u.ranged) {
    a.ranged = { ...u.ranged, damage: u.ranged.damage + bonusDamage, miss: 0 };
    a.ammo = 1;
  }
  if (u.spell) {
    a.spell = { ...u.spell, damage: u.spell.damage + bonusDamage };
    a.mana = 1 + ENEMY_SPELL_DICE;
  }
  return a;
}

const foes = (b: SoloBoard, u: PlacedUnit) => b.pos.units.filter((o) => !allied(b.pos, o.owner, u.owner));

/** Melee targets, by the compass's points from the arrow, clockwise (11.5.13.1). */
export function meleeChoice(b: SoloBoard, u: PlacedUnit, arrow: CompassPoint): TargetChoice | null {
  const order: TargetChoice['order'] = [];
  for (const p of clockwiseFrom(arrow)) {
    const t = foes(b, u).find((o) => o.x === u.x + COMPASS_STEP[p].dx && o.y === u.y + COMPASS_STEP[p].dy);
    if (t && attackOptions(b.pos, u, t).melee.ok) order.push({ id: t.id, square: squareName(t.x, t.y), note: COMPASS_NAMES[p] });
  }
  return order.length ? { picked: order[0]!.id, order } : null;
}

/** Ranged or spell targets in range, in the compass's sweep from the arrow (11.5.13.2). */
export function rangedChoice(b: SoloBoard, u: PlacedUnit, arrow: CompassPoint): { kind: 'distance' | 'sort'; choice: TargetChoice } | null {
  const kind = u.spell ? 'sort' : u.ranged ? 'distance' : null;
  if (!kind) return null;
  const ts = foes(b, u)
    .filter((t) => attackOptions(b.pos, u, t)[kind].ok)
    .sort((a, z) => compassCompare(arrow, u, a, z));
  if (!ts.length) return null;
  return { kind, choice: { picked: ts[0]!.id, order: ts.map((t) => ({ id: t.id, square: squareName(t.x, t.y), note: `${countText(Math.abs(t.x - u.x) + Math.abs(t.y - u.y), 'case')}` })) } };
}

const pText = (f: Fraction) => fractionText(f);

/** The attack's exact outcome, with its reasons. */
export function resolveAttack(b: SoloBoard, a: PlacedUnit, t: PlacedUnit, kind: EnemyAttackKind): { attack: EnemyAttack; reasons: Reason[] } {
  const base = { kind, attacker: a.id, target: t.id, targetSquare: squareName(t.x, t.y) };
  if (kind === 'melee') {
    const o = meleeOdds(b.pos, a, t, true);
    const reasons = [...o.reasons, reason('11.5.13.1', `L’Ennemi tente toujours de Repousser : ${countText(a.melee.push, 'dé')} de Poussée.`)];
    let pR = ZERO;
    for (const r of o.riposte) if (r.value.ok) pR = add(pR, r.probability);
    return {
      attack: {
        ...base,
        damage: [{ value: o.damage, probability: '1' }],
        landings: o.landings.map((l) => ({ square: l.value.square, health: l.value.health, captured: l.value.captured, probability: pText(l.probability) })),
        pCapture: pText(o.pCapture),
        pRiposte: pText(pR),
      },
      reasons,
    };
  }
  const v = attackOptions(b.pos, a, t)[kind];
  if (kind === 'distance') {
    const mods = damageMods(b.pos, a, t, 'distance');
    const dmg = { damage: mods.dealt(a.ranged!.damage) };
    const reasons = [...v.reasons, reason('11.5.13.2', `L’Ennemi ne lance pas de dé pour une Attaque à Distance et ne dépense pas de Munition : le tir touche, ${countText(dmg.damage, 'dégât')}.`), ...mods.reasons];
    const h = t.health - dmg.damage;
    const r = riposte(b.pos, a, t, { kind, damage: dmg.damage, healthAfter: h });
    reasons.push(...r.reasons);
    return {
      attack: { ...base, damage: [{ value: dmg.damage, probability: '1' }], landings: [{ square: base.targetSquare, health: h, captured: h <= 0, probability: '1' }], pCapture: h <= 0 ? '1' : '0', pRiposte: r.ok ? '1' : '0' },
      reasons,
    };
  }
  const o = spellOdds(b.pos, a, t, ENEMY_SPELL_DICE);
  const reasons = [...v.reasons, reason('11.5.13.2', `L’Ennemi lance toujours ${ENEMY_SPELL_DICE} dés pour un Sort, sans dépenser de Mana ; chaque symbole de renfort ajoute ${countText(a.spell!.perSymbol, 'dégât')}.`), o.die.note];
  reasons.push(...damageMods(b.pos, a, t, 'sort').reasons); // terrain, the cards' damage and protection, the target's Réactions
  let pR = ZERO;
  const landings = o.damage.map((d) => {
    const h = t.health - d.value;
    if (riposte(b.pos, a, t, { kind, damage: d.value, healthAfter: h }).ok) pR = add(pR, d.probability);
    return { square: base.targetSquare, health: h, captured: h <= 0, probability: pText(d.probability) };
  });
  return { attack: { ...base, damage: o.damage.map((d) => ({ value: d.value, probability: pText(d.probability) })), landings, pCapture: pText(o.pCapture), pRiposte: pText(pR) }, reasons };
}
