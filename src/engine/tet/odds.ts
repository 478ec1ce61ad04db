/**
 * Exact odds through the core dice kernel (4.3–4.6, 5.4.2, 5.5, 8.1). The Action die is data: the
 * position's faces, or Clairière's placeholder, labelled « composition non confirmée » (dice.ts).
 */
import { distribution, symbolsOf, type Pool } from '../core/dice';
import { ONE, ZERO, add, type Fraction } from '../core/fraction';
import { reason, type Reason } from '../core/verdict';
import { countText, percentText } from '../core/format';
import { DEFAULT_FACES, UNCONFIRMED, actionDie, type ActionSymbol } from './dice';
import { DIRECTIONS, orthogonalDistance, squareName, type DirectionId } from './grid';
import { awayFrom, knockBack, type KnockBack } from './knockback';
import { attackOptions, riposte, type RiposteAnswer } from './targets';
import { bonus, reactionNotes, signedText, whose, zonesOf } from './effets';
import type { AttackKind } from './types';
import { damageOn } from './terrains';
import { allied, type PlacedUnit, type Position } from './validate';

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

/** What changes the damage of an attack of `a` on `t`: the cards' ±damage, the terrain (5.4.2, 5.5), the target's protection (effets.ts). */
export interface DamageMods {
  add: number;
  protect: number;
  reasons: Reason[];
  /** the damage dealt for a base value: nothing when the base (and cards) give none; never below 0 */
  dealt: (base: number) => number;
}

export function damageMods(pos: Position, a: PlacedUnit, t: PlacedUnit, attack: AttackKind): DamageMods {
  const b = bonus(pos.effects, a.id, 'degats', attack);
  const p = bonus(pos.effects, t.id, 'protection');
  const sq = pos.squares[t.index]!;
  const reasons = [...b.reasons];
  const terr = damageOn(sq, 1);
  if (terr.rule) reasons.push(reason(terr.rule, terr.text!));
  reasons.push(...p.reasons, ...reactionNotes(pos.effects, a.id, t.id));
  return {
    add: b.n,
    protect: p.n,
    reasons,
    dealt: (base) => {
      const raw = base + b.n;
      return raw > 0 ? Math.max(0, damageOn(sq, raw).damage - p.n) : 0;
    },
  };
}

export interface ZoneHit {
  unit: string;
  square: string;
  damage: number;
  /** its Santé after the zone's damage */
  health: number;
  captured: boolean;
  reasons: Reason[];
}

/**
 * What the zones of effect of an attack of `a` on `t` do (4.5.6, effets.ts): each enemy unit of `a`
 * within the zone's radius of the main target's square, other than the main target, takes the
 * zone's damage (terrain and protection count); `a`'s allies are spared; none of them may Riposte.
 */
export function zoneHits(pos: Position, a: PlacedUnit, t: PlacedUnit, attack: AttackKind): ZoneHit[] {
  const hits = new Map<string, ZoneHit>();
  for (const e of zonesOf(pos.effects, a.id, attack)) {
    for (const x of pos.units) {
      const d = orthogonalDistance(x, t);
      if (x.id === t.id || x.id === a.id || d > e.radius! || allied(pos, a.owner, x.owner)) continue;
      const p = bonus(pos.effects, x.id, 'protection');
      const terr = damageOn(pos.squares[x.index]!, e.n!);
      const damage = Math.max(0, terr.damage - p.n);
      const h = hits.get(x.id) ?? { unit: x.id, square: squareName(x.x, x.y), damage: 0, health: x.health, captured: false, reasons: [] };
      h.damage += damage;
      h.health -= damage;
      h.captured = h.health <= 0;
      h.reasons.push(reason('4.5.6', `${whose(e)} : ${x.id} (${h.square}), à ${countText(d, 'case')} de ${t.id}, est dans la zone d’effet et subit ${countText(damage, 'dégât')}${terr.rule ? ` (${terr.text})` : ''}${p.n ? ` (protection : ${signedText(-p.n)})` : ''} ; ${h.captured ? 'elle est capturée (8.1)' : 'n’étant pas la cible principale, elle ne peut pas Riposter'}.`));
      hits.set(x.id, h);
    }
  }
  return [...hits.values()];
}

/** The zone's lines for an answer, and whether the attack's allies in reach are spared (4.5.6). */
function zoneReasons(pos: Position, a: PlacedUnit, t: PlacedUnit, attack: AttackKind, hits: ZoneHit[], when = ''): Reason[] {
  const zones = zonesOf(pos.effects, a.id, attack);
  if (!zones.length) return [];
  const out = hits.flatMap((h) => h.reasons.map((r) => (when ? { ...r, text: `${when}${r.text}` } : r)));
  const r = Math.max(...zones.map((e) => e.radius!));
  const spared = pos.units.filter((x) => x.id !== a.id && x.id !== t.id && allied(pos, a.owner, x.owner) && orthogonalDistance(x, t) <= r);
  if (spared.length) out.push(reason('4.5.6', `${spared.map((x) => x.id).join(', ')} : ${spared.length > 1 ? 'alliées de' : 'alliée de'} ${a.id}, épargnée${spared.length > 1 ? 's' : ''} par la zone d’effet.`));
  if (!hits.length && !spared.length) out.push(reason('4.5.6', `La zone d’effet de ${a.id} n’atteint aucune autre unité.`));
  return out;
}

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
  /** the units a zone of effect reaches if the shot hits (4.5.6) */
  zone: ZoneHit[];
  die: DieInfo;
}

/** A ranged attack's odds (4.4.2–4.4.9). */
export function rangedOdds(pos: Position, a: PlacedUnit, t: PlacedUnit): RangedOdds {
  const { info } = dieOf(pos);
  const v = attackOptions(pos, a, t).distance;
  if (!v.ok) return { ok: false, reasons: v.reasons, damage: 0, pHit: ZERO, pCapture: ZERO, ammoLeft: [], riposte: [], zone: [], die: info };
  const ammo = a.ammo!;
  const miss = a.ranged!.miss;
  const mods = damageMods(pos, a, t, 'distance');
  const dmg = { damage: mods.dealt(a.ranged!.damage) };
  const reasons = [...v.reasons, reason('4.4.2', `1 Munition dépensée pour engager le tir : il en reste ${ammo - 1} pour payer les Loupés.`), reason('4.4.6', `${countText(miss, 'dé')} de Loupé.`), ...mods.reasons];
  const outcomes = symbolOdds(pos, miss, 'loupe').map((o) => {
    const hit = o.value <= ammo - 1;
    return { value: { hit, left: hit ? ammo - 1 - o.value : 0 }, probability: o.probability };
  });
  reasons.push(reason('4.4.7', 'Chaque Loupé coûte 1 Munition de plus.'), reason('4.4.9', 'Faute de Munitions pour payer tous les Loupés, le tir rate et les Munitions tombent à zéro.'));
  const pHit = pOf(outcomes, (x) => x.hit);
  const captures = dmg.damage >= t.health;
  if (captures) reasons.push(reason('8.1', `Touchée, ${t.id} (${t.health} Santé) subit ${countText(dmg.damage, 'dégât')} : elle est capturée.`));
  const zone = zoneHits(pos, a, t, 'distance');
  reasons.push(...zoneReasons(pos, a, t, 'distance', zone, 'Si le tir touche : '));
  reasons.push(info.note);
  return {
    zone,
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
  /** the units a zone of effect reaches (4.5.6) */
  zone: ZoneHit[];
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
  const empty: MeleeOdds = { ok: false, reasons: v.reasons, damage: 0, healthAfterDamage: t.health, landings: [], pCapture: ZERO, riposte: [], zone: [], die: info };
  if (!v.ok) return empty;
  const reasons = [...v.reasons];
  let base = a.melee.damage;
  reasons.push(reason('4.3.2', `${a.id} inflige ${countText(base, 'dégât')} (valeur de mêlée de sa carte).`));
  if (a.artefact) {
    base += 1;
    reasons.push(reason('11.3.7', 'Porte-Artefact : +1 en Attaque de Mêlée.'));
  }
  const mods = damageMods(pos, a, t, 'melee');
  reasons.push(...mods.reasons);
  const dmg = { damage: mods.dealt(base) };
  const dice = pushDice(pos, a, reasons);
  const h1 = t.health - dmg.damage;
  const dir = awayFrom(a, t)!;
  let landings: Outcome<Landing>[];
  if (h1 <= 0) {
    reasons.push(reason('8.1', `${t.id} (${t.health} Santé) subit ${countText(dmg.damage, 'dégât')} : elle est capturée avant toute Poussée.`));
    landings = [{ value: { square: squareName(t.x, t.y), moved: 0, lost: 0, falls: [], health: h1, captured: true, reasons: [] }, probability: ONE }];
  } else if (dmg.damage === 0 && push && dice > 0) {
    // interpretation (docs/situations.md, note at 4.3.3): the Poussée follows the damage step, whatever its amount
    reasons.push(reason('4.3.3', `${t.id} ne subit aucun dégât ; le jet de Poussée suit tout de même l’étape des dégâts (lecture de Clairière).`));
    landings = pushLandings(pos, dice, t, dir, h1, reasons, info);
  } else if (!push || dice === 0) {
    reasons.push(reason('4.3.5', push ? `${a.id} n’a aucun dé de Poussée.` : 'Pas de jet de Poussée : il est facultatif.'));
    landings = [{ value: landingOf(knockBack(pos, t.index, dir, 0), h1), probability: ONE }];
  } else landings = pushLandings(pos, dice, t, dir, h1, reasons, info);
  const pCapture = pOf(landings, (l) => l.captured);
  const zone = zoneHits(pos, a, t, 'melee');
  reasons.push(...zoneReasons(pos, a, t, 'melee', zone));
  const out: MeleeOdds = { ok: true, reasons, damage: dmg.damage, healthAfterDamage: h1, landings, pCapture, riposte: [], zone, die: info };
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

/** The Poussée dice of `a`: its card's, changed by its cards (effets.ts), never below 0 (4.3.3). */
function pushDice(pos: Position, a: PlacedUnit, reasons: Reason[]): number {
  const b = bonus(pos.effects, a.id, 'poussee');
  reasons.push(...b.reasons);
  return Math.max(0, a.melee.push + b.n);
}

function pushLandings(pos: Position, dice: number, t: PlacedUnit, dir: DirectionId, h1: number, reasons: Reason[], info: DieInfo): Outcome<Landing>[] {
  reasons.push(reason('4.3.3', `${countText(dice, 'dé')} de Poussée ; chaque Poussée éloigne ${t.id} d’une case vers ${dir === 'haut' ? 'le haut' : dir === 'bas' ? 'le bas' : `la ${dir}`} (4.3.4), toutes obligatoirement (4.3.5).`));
  const landings = merge(
    symbolOdds(pos, dice, 'poussee').map((o) => ({ value: landingOf(knockBack(pos, t.index, dir, o.value), h1), probability: o.probability })),
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
  /** the units a zone of effect reaches (4.5.6) */
  zone: ZoneHit[];
  die: DieInfo;
}

/** A spell's power-up and damage odds (4.5.1–4.5.4). */
export function spellOdds(pos: Position, a: PlacedUnit, t: PlacedUnit, extra: number): SpellOdds {
  const { info } = dieOf(pos);
  const v = attackOptions(pos, a, t).sort;
  const fail = (reasons: Reason[]): SpellOdds => ({ ok: false, reasons, damage: [], symbols: [], pCapture: ZERO, riposte: [], zone: [], die: info });
  if (!v.ok) return fail(v.reasons);
  if (!Number.isInteger(extra) || extra < 0 || extra > 3) return fail([reason('4.5.2', 'Le renfort coûte de 1 à 3 Mana de plus (ou 0 sans renfort).')]);
  if (1 + extra > (a.mana ?? 0)) return fail([reason('4.5.3', `${a.id} a ${countText(a.mana ?? 0, 'Mana', 'Mana')} : pas assez pour 1 Mana de lancement et ${extra} de renfort, tout payé avant de lancer.`)]);
  const spell = a.spell!;
  const reasons = [...v.reasons, reason('4.5.1', '1 Mana pour lancer le Sort.')];
  if (extra) reasons.push(reason('4.5.2', `${extra} Mana de renfort : ${countText(extra, 'dé')} ; chaque symbole de renfort ajoute ${countText(spell.perSymbol, 'dégât')} (selon la carte).`), info.note);
  const symbols = extra ? symbolOdds(pos, extra, 'renfort') : [{ value: 0, probability: ONE }];
  const mods = damageMods(pos, a, t, 'sort');
  const damage = merge(
    symbols.map((s) => {
      const raw = spell.damage + s.value * spell.perSymbol;
      return { value: raw > 0 ? mods.dealt(raw) : 0, probability: s.probability };
    }),
    String,
  ).sort((x, y) => x.value - y.value);
  reasons.push(...mods.reasons);
  const left = { ...a, mana: (a.mana ?? 0) - 1 - extra };
  const rip = merge(damage.map((d) => ({ value: riposte(pos, left, t, { kind: 'sort', damage: d.value, healthAfter: t.health - d.value }), probability: d.probability })), (r) => JSON.stringify(r));
  const zone = zoneHits(pos, a, t, 'sort');
  reasons.push(...zoneReasons(pos, a, t, 'sort', zone));
  return { ok: true, reasons, damage, symbols, pCapture: pOf(damage, (d) => d >= t.health), riposte: rip, zone, die: info };
}

export interface BallistaShot {
  ok: boolean;
  reasons: Reason[];
  damage: number;
  /** the landing for each direction the shooter may choose (4.6.3), and whether the target may then Riposte (4.6.5) */
  landings: { direction: DirectionId; landing: Landing; riposte: RiposteAnswer }[];
  /** the units a zone of effect reaches (4.5.6) */
  zone: ZoneHit[];
}

/** The ballista's shot: 1 damage, then a push of 1 square in the direction of your choice (4.6.3). */
export function ballistaShot(pos: Position, a: PlacedUnit, t: PlacedUnit, ballistaAllowed = true): BallistaShot {
  const v = attackOptions(pos, a, t, { ballistaAllowed }).baliste;
  if (!v.ok) return { ok: false, reasons: v.reasons, damage: 0, landings: [], zone: [] };
  const mods = damageMods(pos, a, t, 'baliste');
  const dmg = { damage: mods.dealt(1) };
  const reasons = [...v.reasons, reason('4.6.3', `${t.id} subit 1 dégât, puis est Repoussée d’une case dans la direction choisie.`), ...mods.reasons];
  const h1 = t.health - dmg.damage;
  const landings = DIRECTIONS.map((d) => {
    const landing: Landing = h1 <= 0 ? { square: squareName(t.x, t.y), moved: 0, lost: 0, falls: [], health: h1, captured: true, reasons: [reason('8.1', 'capturée par le dégât')] } : landingOf(knockBack(pos, t.index, d.id, 1), h1);
    const idx = indexOfSquare(pos, landing.square);
    const r = riposte(pos, a, t, { kind: 'baliste', damage: dmg.damage, healthAfter: landing.health, at: { x: idx % pos.width, y: Math.floor(idx / pos.width), index: idx } });
    return { direction: d.id, landing, riposte: r };
  });
  reasons.push(reason('4.6.5', `Une fois Repoussée, ${t.id} peut Riposter si elle a subi un dégât et a une attaque à portée de ${a.id} (6).`));
  const zone = zoneHits(pos, a, t, 'baliste');
  reasons.push(...zoneReasons(pos, a, t, 'baliste', zone));
  return { ok: true, reasons, damage: dmg.damage, landings, zone };
}

