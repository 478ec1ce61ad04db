/**
 * Exact odds through the core dice kernel (4.3–4.6, 5.4.2, 5.5, 8.1). The Action die is data: the
 * position's faces, or Clairière's placeholder, labelled « composition non confirmée » (dice.ts).
 */
import { distribution, symbolsOf, type Pool } from '../core/dice';
import { ONE, ZERO, add, type Fraction } from '../core/fraction';
import { reason, type Reason } from '../core/verdict';
import { countText, percentText } from '../core/format';
import { DEFAULT_FACES, UNCONFIRMED, actionDie, type ActionSymbol } from './dice';
import { DIRECTIONS, squareName, type DirectionId } from './grid';
import { awayFrom, knockBack, type KnockBack } from './knockback';
import { attackOptions, riposte, type RiposteAnswer } from './targets';
import { damageOn } from './terrains';
import type { PlacedUnit, Position } from './validate';

export interface DieInfo {
  confirmed: boolean;
  note: Reason;
}

export function dieOf(pos: Position) {
  const confirmed = !!pos.setup.die;
  const die = actionDie(pos.setup.die ?? DEFAULT_FACES);
  const note = confirmed
    ? reason('1.1.3', 'Dé Action : la composition saisie dans la position.')
    : reason('1.1.3', `Dé Action : ${UNCONFIRMED} — le livret ne donne pas ses faces ; Clairière suppose 2 faces sur 6 pour chaque symbole. Saisissez celles de votre dé.`);
  return { die, info: { confirmed, note } as DieInfo };
}

/** The distribution of a symbol's total over n Action dice. */
export function symbolOdds(pos: Position, n: number, symbol: ActionSymbol): { value: number; probability: Fraction }[] {
  const { die } = dieOf(pos);
  const pool: Pool<ActionSymbol> = [{ die, n }];
  return distribution(pool, (r) => symbolsOf(pool, r)[symbol] ?? 0, String).sort((a, b) => a.value - b.value);
}

export interface Outcome<T> {
  value: T;
  probability: Fraction;
}

function merge<T>(xs: Outcome<T>[], key: (t: T) => string): Outcome<T>[] {
  const m = new Map<string, Outcome<T>>();
  for (const x of xs) {
    const k = key(x.value);
    const seen = m.get(k);
    if (seen) seen.probability = add(seen.probability, x.probability);
    else m.set(k, { value: x.value, probability: x.probability });
  }
  return [...m.values()];
}

const pOf = <T>(xs: Outcome<T>[], f: (t: T) => boolean) => xs.reduce((s, x) => (f(x.value) ? add(s, x.probability) : s), ZERO);

export interface RangedOdds {
  ok: boolean;
  reasons: Reason[];
  damage: number;
  pHit: Fraction;
  pCapture: Fraction;
  /** Munitions left after the shot, with their probabilities */
  ammoLeft: Outcome<number>[];
  /** may the target Riposte: touched, or missed (6.1) */
  riposte: Outcome<RiposteAnswer>[];
  die: DieInfo;
}

/** A ranged attack's odds (4.4.2–4.4.9). */
export function rangedOdds(pos: Position, a: PlacedUnit, t: PlacedUnit): RangedOdds {
  const { info } = dieOf(pos);
  const v = attackOptions(pos, a, t).distance;
  if (!v.ok) return { ok: false, reasons: v.reasons, damage: 0, pHit: ZERO, pCapture: ZERO, ammoLeft: [], riposte: [], die: info };
  const ammo = a.ammo!;
  const miss = a.ranged!.miss;
  const dmg = damageOn(pos.squares[t.index]!, a.ranged!.damage);
  const reasons = [...v.reasons, reason('4.4.2', `1 Munition dépensée pour engager le tir : il en reste ${ammo - 1} pour payer les Loupés.`), reason('4.4.6', `${countText(miss, 'dé')} de Loupé.`)];
  if (dmg.rule) reasons.push(reason(dmg.rule, dmg.text!));
  const outcomes = symbolOdds(pos, miss, 'loupe').map((o) => {
    const hit = o.value <= ammo - 1;
    return { value: { hit, left: hit ? ammo - 1 - o.value : 0 }, probability: o.probability };
  });
  reasons.push(reason('4.4.7', 'Chaque Loupé coûte 1 Munition de plus.'), reason('4.4.9', 'Faute de Munitions pour payer tous les Loupés, le tir rate et les Munitions tombent à zéro.'));
  const pHit = pOf(outcomes, (x) => x.hit);
  const captures = dmg.damage >= t.health;
  if (captures) reasons.push(reason('8.1', `Touchée, ${t.id} (${t.health} Santé) subit ${countText(dmg.damage, 'dégât')} : elle est capturée.`));
  reasons.push(info.note);
  return {
    ok: true,
    reasons,
    damage: dmg.damage,
    pHit,
    pCapture: captures ? pHit : ZERO,
    ammoLeft: merge(outcomes.map((o) => ({ value: o.value.left, probability: o.probability })), String).sort((x, y) => x.value - y.value),
    riposte: merge(
      outcomes.map((o) => ({
        value: o.value.hit ? riposte(pos, { ...a, ammo: o.value.left }, t, { kind: 'distance', damage: dmg.damage, healthAfter: t.health - dmg.damage }) : riposte(pos, { ...a, ammo: 0 }, t, { kind: 'distance', damage: 0, healthAfter: t.health }),
        probability: o.probability,
      })),
      (r) => JSON.stringify(r),
    ),
    die: info,
  };
}

export interface Landing {
  square: string;
  moved: number;
  lost: number;
  falls: [number, number][];
  health: number;
  captured: boolean;
  reasons: Reason[];
}

export interface MeleeOdds {
  ok: boolean;
  reasons: Reason[];
  damage: number;
  /** the target's Santé once the damage is dealt, before any knock-back */
  healthAfterDamage: number;
  /** where the target ends, with its Santé, for each number of Poussée rolled */
  landings: Outcome<Landing>[];
  pCapture: Fraction;
  /** the Porte-Artefact, effectively pushed, loses the Artefact to the attacker (11.3.8.1) */
  pArtefact?: Fraction;
  /** may the target Riposte, for each landing (6) */
  riposte: Outcome<RiposteAnswer>[];
  die: DieInfo;
}

function landingOf(k: KnockBack, health: number): Landing {
  const h = health - k.lost;
  return { square: k.square, moved: k.moved, lost: k.lost, falls: k.falls, health: h, captured: h <= 0, reasons: h <= 0 ? [...k.reasons, reason('8.1', 'plus de Santé : capturée')] : k.reasons };
}

/** A melee attack's damage, knock-back landings and capture odds (4.3, 5.4.2, 5.5, 8.1). */
export function meleeOdds(pos: Position, a: PlacedUnit, t: PlacedUnit, push = true): MeleeOdds {
  const { info } = dieOf(pos);
  const v = attackOptions(pos, a, t).melee;
  const empty: MeleeOdds = { ok: false, reasons: v.reasons, damage: 0, healthAfterDamage: t.health, landings: [], pCapture: ZERO, riposte: [], die: info };
  if (!v.ok) return empty;
  const reasons = [...v.reasons];
  let base = a.melee.damage;
  reasons.push(reason('4.3.2', `${a.id} inflige ${countText(base, 'dégât')} (valeur de mêlée de sa carte).`));
  if (a.artefact) {
    base += 1;
    reasons.push(reason('11.3.7', 'Porte-Artefact : +1 en Attaque de Mêlée.'));
  }
  const dmg = damageOn(pos.squares[t.index]!, base);
  if (dmg.rule) reasons.push(reason(dmg.rule, dmg.text!));
  const h1 = t.health - dmg.damage;
  const dir = awayFrom(a, t)!;
  let landings: Outcome<Landing>[];
  if (h1 <= 0) {
    reasons.push(reason('8.1', `${t.id} (${t.health} Santé) subit ${countText(dmg.damage, 'dégât')} : elle est capturée avant toute Poussée.`));
    landings = [{ value: { square: squareName(t.x, t.y), moved: 0, lost: 0, falls: [], health: h1, captured: true, reasons: [] }, probability: ONE }];
  } else if (dmg.damage === 0 && push && a.melee.push > 0) {
    // interpretation (docs/situations.md, note at 4.3.3): the Poussée follows the damage step, whatever its amount
    reasons.push(reason('4.3.3', `${t.id} ne subit aucun dégât ; le jet de Poussée suit tout de même l’étape des dégâts (lecture de Clairière).`));
    landings = pushLandings(pos, a, t, dir, h1, reasons, info);
  } else if (!push || a.melee.push === 0) {
    reasons.push(reason('4.3.5', push ? `${a.id} n’a aucun dé de Poussée.` : 'Pas de jet de Poussée : il est facultatif.'));
    landings = [{ value: landingOf(knockBack(pos, t.index, dir, 0), h1), probability: ONE }];
  } else landings = pushLandings(pos, a, t, dir, h1, reasons, info);
  const pCapture = pOf(landings, (l) => l.captured);
  const out: MeleeOdds = { ok: true, reasons, damage: dmg.damage, healthAfterDamage: h1, landings, pCapture, riposte: [], die: info };
  if (t.artefact) {
    out.pArtefact = pOf(landings, (l) => l.moved > 0 && !l.captured);
    reasons.push(reason('11.3.8.1', `${t.id} porte l’Artefact : effectivement Repoussée par cette Attaque de Mêlée, elle le perd au profit de ${a.id} (chance : ${percentText(out.pArtefact)}).`));
  }
  out.riposte = merge(
    landings.map((l) => {
      const idx = indexOfSquare(pos, l.value.square);
      return { value: riposte(pos, a, t, { kind: 'melee', damage: dmg.damage, healthAfter: l.value.health, at: { x: idx % pos.width, y: Math.floor(idx / pos.width), index: idx } }), probability: l.probability };
    }),
    (r) => JSON.stringify(r),
  );
  return out;
}

function pushLandings(pos: Position, a: PlacedUnit, t: PlacedUnit, dir: DirectionId, h1: number, reasons: Reason[], info: DieInfo): Outcome<Landing>[] {
  reasons.push(reason('4.3.3', `${countText(a.melee.push, 'dé')} de Poussée ; chaque Poussée éloigne ${t.id} d’une case vers ${dir === 'haut' ? 'le haut' : dir === 'bas' ? 'le bas' : `la ${dir}`} (4.3.4), toutes obligatoirement (4.3.5).`));
  const landings = merge(
    symbolOdds(pos, a.melee.push, 'poussee').map((o) => ({ value: landingOf(knockBack(pos, t.index, dir, o.value), h1), probability: o.probability })),
    (l) => `${l.square}|${l.lost}|${l.moved}`,
  );
  reasons.push(info.note);
  return landings;
}

const indexOfSquare = (pos: Position, name: string) => (name.charCodeAt(0) - 65) + (Number(name.slice(1)) - 1) * pos.width;

export interface SpellOdds {
  ok: boolean;
  reasons: Reason[];
  /** damage dealt, with probabilities */
  damage: Outcome<number>[];
  /** power-up symbols rolled */
  symbols: Outcome<number>[];
  pCapture: Fraction;
  /** may the target Riposte, for each damage dealt (6.1) */
  riposte: Outcome<RiposteAnswer>[];
  die: DieInfo;
}

/** A spell's power-up and damage odds (4.5.1–4.5.4). */
export function spellOdds(pos: Position, a: PlacedUnit, t: PlacedUnit, extra: number): SpellOdds {
  const { info } = dieOf(pos);
  const v = attackOptions(pos, a, t).sort;
  const fail = (reasons: Reason[]): SpellOdds => ({ ok: false, reasons, damage: [], symbols: [], pCapture: ZERO, riposte: [], die: info });
  if (!v.ok) return fail(v.reasons);
  if (!Number.isInteger(extra) || extra < 0 || extra > 3) return fail([reason('4.5.2', 'Le renfort coûte de 1 à 3 Mana de plus (ou 0 sans renfort).')]);
  if (1 + extra > (a.mana ?? 0)) return fail([reason('4.5.3', `${a.id} a ${countText(a.mana ?? 0, 'Mana', 'Mana')} : pas assez pour 1 Mana de lancement et ${extra} de renfort, tout payé avant de lancer.`)]);
  const spell = a.spell!;
  const reasons = [...v.reasons, reason('4.5.1', '1 Mana pour lancer le Sort.')];
  if (extra) reasons.push(reason('4.5.2', `${extra} Mana de renfort : ${countText(extra, 'dé')} ; chaque symbole de renfort ajoute ${countText(spell.perSymbol, 'dégât')} (selon la carte).`), info.note);
  const symbols = extra ? symbolOdds(pos, extra, 'renfort') : [{ value: 0, probability: ONE }];
  const sq = pos.squares[t.index]!;
  const damage = merge(
    symbols.map((s) => {
      const raw = spell.damage + s.value * spell.perSymbol;
      return { value: raw > 0 ? damageOn(sq, raw).damage : 0, probability: s.probability };
    }),
    String,
  ).sort((x, y) => x.value - y.value);
  const terr = damageOn(sq, 1);
  if (terr.rule) reasons.push(reason(terr.rule, terr.text!));
  const left = { ...a, mana: (a.mana ?? 0) - 1 - extra };
  const rip = merge(damage.map((d) => ({ value: riposte(pos, left, t, { kind: 'sort', damage: d.value, healthAfter: t.health - d.value }), probability: d.probability })), (r) => JSON.stringify(r));
  return { ok: true, reasons, damage, symbols, pCapture: pOf(damage, (d) => d >= t.health), riposte: rip, die: info };
}

export interface BallistaShot {
  ok: boolean;
  reasons: Reason[];
  damage: number;
  /** the landing for each direction the shooter may choose (4.6.3), and whether the target may then Riposte (4.6.5) */
  landings: { direction: DirectionId; landing: Landing; riposte: RiposteAnswer }[];
}

/** The ballista's shot: 1 damage, then a push of 1 square in the direction of your choice (4.6.3). */
export function ballistaShot(pos: Position, a: PlacedUnit, t: PlacedUnit, ballistaAllowed = true): BallistaShot {
  const v = attackOptions(pos, a, t, { ballistaAllowed }).baliste;
  if (!v.ok) return { ok: false, reasons: v.reasons, damage: 0, landings: [] };
  const dmg = damageOn(pos.squares[t.index]!, 1);
  const reasons = [...v.reasons, reason('4.6.3', `${t.id} subit 1 dégât, puis est Repoussée d’une case dans la direction choisie.`)];
  if (dmg.rule) reasons.push(reason(dmg.rule, dmg.text!));
  const h1 = t.health - dmg.damage;
  const landings = DIRECTIONS.map((d) => {
    const landing: Landing = h1 <= 0 ? { square: squareName(t.x, t.y), moved: 0, lost: 0, falls: [], health: h1, captured: true, reasons: [reason('8.1', 'capturée par le dégât')] } : landingOf(knockBack(pos, t.index, d.id, 1), h1);
    const idx = indexOfSquare(pos, landing.square);
    const r = riposte(pos, a, t, { kind: 'baliste', damage: dmg.damage, healthAfter: landing.health, at: { x: idx % pos.width, y: Math.floor(idx / pos.width), index: idx } });
    return { direction: d.id, landing, riposte: r };
  });
  reasons.push(reason('4.6.5', `Une fois Repoussée, ${t.id} peut Riposter si elle a subi un dégât et a une attaque à portée de ${a.id} (6).`));
  return { ok: true, reasons, damage: dmg.damage, landings };
}

