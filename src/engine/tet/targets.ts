/**
 * Who a unit can attack, and how (4.3.1, 4.4, 4.5.4, 4.6.2, 5.6.2), and who may Riposte (6).
 * Ranges count squares orthogonally and ignore every unit but the target: no line of sight
 * (4.4.4, 4.4.5). Melee reaches an orthogonally adjacent enemy on the same level only (4.3.1);
 * Portals are adjacent for the Déplacement only (5.8.1), never for an attack.
 */
import { reason, type Reason, type Verdict } from '../core/verdict';
import { countText } from '../core/format';
import { orthogonalDistance, squareName } from './grid';
import { allied, type PlacedUnit, type Position } from './validate';
import type { AttackKind } from './types';
import { bonus, effectRule, noRiposte, reactionsOf, whose } from './effets';

export type { AttackKind } from './types';

/** the range of a ranged attack or spell against a target: number, or unlimited from a Peak */
export interface RangeCount {
  range: number | 'illimitée';
  reasons: Reason[];
}

/** Range corrected for levels (4.4.3, 5.2.5), the Artefact (11.3.7) and a Peak (5.6.2). */
export function rangeAgainst(pos: Position, a: PlacedUnit, base: number, t: { index: number }, spell: boolean): RangeCount {
  const stat = spell ? '4.5.4' : '4.4.3';
  if (pos.squares[a.index]!.terrain === 'pic') return { range: 'illimitée', reasons: [reason('5.6.2', `${a.id} est sur un Pic : sa portée est illimitée.`)] };
  const reasons = [reason(stat, `portée inscrite sur la carte : ${base}`)];
  let range = base;
  const la = pos.squares[a.index]!.level;
  const lt = pos.squares[t.index]!.level;
  if (la > lt) {
    range += 1;
    reasons.push(reason('4.4.3', 'plus haut que la cible : +1 de portée (position dominante)'));
  } else if (la < lt) {
    range -= 1;
    reasons.push(reason('4.4.3', 'plus bas que la cible : −1 de portée (position dominée)'));
  }
  if (a.artefact) {
    range += 1;
    reasons.push(reason('11.3.7', 'Porte-Artefact : +1 de portée'));
  }
  const b = bonus(pos.effects, a.id, 'portee', spell ? 'sort' : 'distance');
  if (b.n) {
    reasons.push(...b.reasons);
    range = Math.max(0, range + b.n);
  }
  return { range, reasons };
}

const no = (rule: string, text: string): Verdict => ({ ok: false, reasons: [reason(rule, text)] });

/** Whether `a` can make each kind of attack on `t`, standing where they stand (or where `at` says). */
export function attackOptions(pos: Position, a: PlacedUnit, t: PlacedUnit, opts: { ballistaAllowed?: boolean } = {}): Record<AttackKind, Verdict> {
  const out = {} as Record<AttackKind, Verdict>;
  if (a.id === t.id || allied(pos, a.owner, t.owner)) {
    const v = no(pos.setup.teams ? '11.2.5' : '1.3', `${t.id} est ${a.id === t.id ? 'l’unité elle-même' : 'une unité alliée'} : on n’attaque que des ennemis.`);
    return { melee: v, distance: v, sort: v, baliste: v };
  }
  const d = orthogonalDistance(a, t);
  const dText = `${t.id} (${squareName(t.x, t.y)}) est à ${countText(d, 'case')}`;
  const la = pos.squares[a.index]!.level;
  const lt = pos.squares[t.index]!.level;
  // melee (4.3.1)
  if (d !== 1) out.melee = no('4.3.1', `${dText} : la mêlée vise une case orthogonalement adjacente.`);
  else if (la !== lt) out.melee = no('4.3.1', `${t.id} est au niveau ${lt}, ${a.id} au niveau ${la} : la mêlée se fait au même niveau.`);
  else out.melee = { ok: true, reasons: [reason('4.3.1', `${t.id} est adjacente, au même niveau.`)] };
  // ranged (4.4)
  const shooter = a.class === 'guerrier' || a.class === 'roublard';
  if (!shooter || !a.ranged) out.distance = no('4.4.1', `${a.id} ne fait pas d’Attaque à Distance (réservée aux Guerriers et aux Roublards qui en ont la caractéristique).`);
  else if ((a.ammo ?? 0) < 1) out.distance = no('4.4.2', `${a.id} n’a plus de Munition : il en faut au moins 1 pour tirer.`);
  else out.distance = inRange(pos, a, t, a.ranged.range, false, d, dText);
  // spell (4.5)
  if (a.class !== 'sorcier' || !a.spell) out.sort = no('4.5.1', `${a.id} ne lance pas de Sort (réservé aux Sorciers).`);
  else if ((a.mana ?? 0) < 1) out.sort = no('4.5.1', `${a.id} n’a plus de Mana : il en faut au moins 1 pour lancer un Sort.`);
  else if (a.spell.range === null) out.sort = no('4.5.5', `Le Sort de ${a.id} n’a pas de portée : son texte dit ce qu’il fait.`);
  else out.sort = inRange(pos, a, t, a.spell.range, true, d, dText);
  // ballista (4.6)
  if (pos.squares[a.index]!.terrain !== 'baliste') out.baliste = no('4.6.1', `${a.id} n’est pas sur une case Baliste.`);
  else if (opts.ballistaAllowed === false) out.baliste = no('4.6.4', `${a.id} ne peut pas se servir de la Baliste ce tour-ci.`);
  else if (d > 4) out.baliste = no('4.6.2', `${dText} : la Baliste vise une unité ennemie à 4 cases au plus.`);
  else out.baliste = { ok: true, reasons: [reason('4.6.2', `${dText}, à 4 cases au plus de la Baliste.`)] };
  return out;
}

function inRange(pos: Position, a: PlacedUnit, t: PlacedUnit, base: number, spell: boolean, d: number, dText: string): Verdict {
  const r = rangeAgainst(pos, a, base, t, spell);
  if (r.range === 'illimitée') return { ok: true, reasons: [...r.reasons, reason('4.4.4', `${dText}.`)] };
  const ok = d <= r.range;
  return { ok, reasons: [...r.reasons, reason('4.4.4', `${dText}, portée ${r.range} : ${ok ? 'à portée' : 'hors de portée'} (on compte sans tenir compte des autres unités, 4.4.5).`)] };
}

export interface TargetRow {
  unit: string;
  square: string;
  options: Record<AttackKind, Verdict>;
}

/** Every enemy unit and what `a` can do to it. */
export function targets(pos: Position, a: PlacedUnit): { unit: string; notes: Reason[]; targets: TargetRow[] } {
  const notes: Reason[] = [];
  if (a.weakened) notes.push(reason('4.1.7', `${a.id} est Affaiblie : elle ne peut pas agir ce tour-ci, à moins de payer 2 Santé au début du tour (4.1.9).`));
  const rows = pos.units
    .filter((t) => t.id !== a.id && !allied(pos, a.owner, t.owner))
    .map((t) => ({ unit: t.id, square: squareName(t.x, t.y), options: attackOptions(pos, a, t) }));
  return { unit: a.id, notes, targets: rows };
}

/**
 * What the Réactions of `t`, hurt by `a` and left with `health`, do (1.2.10, 6.2): heal it (never above
 * its track), hurt the attacker. Only for a unit still on the board.
 */
export function reactionOutcome(pos: Position, a: PlacedUnit, t: PlacedUnit, health: number): { health: number; attackerHealth: number; reasons: Reason[] } {
  const out = { health, attackerHealth: a.health, reasons: [] as Reason[] };
  if (health <= 0) return out;
  for (const e of reactionsOf(pos.effects, t.id)) {
    if (e.kind === 'soin') {
      const h = Math.min(t.maxHealth, out.health + e.n!);
      out.reasons.push(reason(effectRule(e), `${whose(e)} se déclenche (6.2) : ${t.id} regagne ${h - out.health} Santé, à ${h}.`));
      out.health = h;
    } else {
      out.attackerHealth -= e.n!;
      out.reasons.push(reason(effectRule(e), `${whose(e)} se déclenche (6.2) : ${a.id} subit ${countText(e.n!, 'dégât')}${out.attackerHealth <= 0 ? ' et est capturée (8.1)' : `, il lui reste ${out.attackerHealth} Santé`}.`));
    }
  }
  return out;
}

export interface RiposteAnswer {
  ok: boolean;
  reasons: Reason[];
  /** the attacks the target may answer with */
  options: Partial<Record<'melee' | 'distance' | 'sort', Verdict>>;
}

/**
 * May `t`, just attacked by `a`, Riposte (6)? `healthAfter` is its Santé once the attack (knock-back
 * included) is over, `at` the square it was pushed to. Its Réactions come first (6.2); `reacted`:
 * the caller has already applied them (turn.ts), and `healthAfter` and `a` count them.
 */
export function riposte(pos: Position, a: PlacedUnit, t: PlacedUnit, q: { kind: AttackKind; damage: number; healthAfter: number; at?: { x: number; y: number; index: number }; isRiposte?: boolean; areaOnly?: boolean; reacted?: boolean }): RiposteAnswer {
  const reasons: Reason[] = [];
  if (q.isRiposte) return { ok: false, reasons: [reason('6.7', 'On ne Riposte jamais à une Riposte.')], options: {} };
  if (q.areaOnly) return { ok: false, reasons: [reason('4.5.6', `${t.id} n’est prise que dans une zone d’effet : elle n’est pas la cible principale.`)], options: {} };
  if (q.healthAfter <= 0) return { ok: false, reasons: [reason('8.1', `${t.id} n’a plus de Santé : capturée, elle ne Riposte pas.`)], options: {} };
  if (q.damage <= 0) return { ok: false, reasons: [reason('6.1', `${t.id} n’a subi aucun dégât de l’attaque : pas de Riposte.`)], options: {} };
  // its Réactions first (6.2): they may heal it, or hurt the attacker (already applied when `reacted`)
  const react = q.reacted ? { health: q.healthAfter, attackerHealth: a.health, reasons: [] } : reactionOutcome(pos, a, t, q.healthAfter);
  const barred = noRiposte(pos.effects, a.id, q.kind);
  if (barred) return { ok: false, reasons: [...react.reasons, barred], options: {} };
  if (react.attackerHealth <= 0) return { ok: false, reasons: [...react.reasons, reason('6.5', `${a.id} n’est plus sur le terrain : pas de Riposte.`)], options: {} };
  reasons.push(...react.reasons);
  reasons.push(reason('6.1', `${t.id}, cible principale, a subi ${countText(q.damage, 'dégât')} : elle peut Riposter contre ${a.id} seulement (6.5), une fois l’attaque terminée (6.3).`));
  let health = react.health;
  if (t.weakened) {
    health -= 2;
    reasons.push(reason('6.6', health <= 0 ? `${t.id} est Affaiblie : elle devrait perdre 2 Santé pour Riposter, ce qui la laisserait sans Santé.` : `${t.id} est Affaiblie : elle perd d’abord 2 Santé (il lui en restera ${health}).`));
    if (health <= 0) return { ok: false, reasons, options: {} };
  }
  const moved: PlacedUnit = q.at ? { ...t, ...q.at, health } : { ...t, health };
  const o = attackOptions(pos, moved, { ...a, health: react.attackerHealth });
  const options = { melee: o.melee, distance: o.distance, sort: o.sort };
  const ok = Object.values(options).some((v) => v.ok);
  if (!ok) reasons.push(reason('6.4', `${t.id} n’a aucune attaque à portée de ${a.id} : pas de Riposte possible.`));
  return { ok, reasons, options };
}
