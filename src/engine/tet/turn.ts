/**
 * A whole turn checked (3.2.2, 4, 5.7, 6, 8, 11.3): each planned action is checked against the
 * position AS IT EVOLVES — the budget of the turn (budget.ts), then the action itself on a copy of
 * the position: a Déplacement along a legal path within the unit's points (moves.ts), an attack
 * from where the unit stands now, with its class's capabilities, its Munitions or Mana and the
 * range counted after the move (targets.ts), the Baliste; then the position after the action.
 *
 * Dice are not rolled. Convention (docs/situations.md): an attack with a random part carries on
 * with its MOST PROBABLE outcome (at equal odds, the one with fewer symbols rolled: fewer Poussées,
 * fewer Loupés, fewer renforts), and the step lists every outcome with its odds. A Riposte is the
 * other player's choice: the step says whether and how the target may Riposte (6), and the
 * position carries on without it.
 */
import { compare, type Fraction } from '../core/fraction';
import { countText } from '../core/format';
import { reason, type Reason } from '../core/verdict';
import { checkTurn, type PlannedAction } from './budget';
import { parseSquare, type DirectionId } from './grid';
import { moves } from './moves';
import { ballistaShot, meleeOdds, rangedOdds, spellOdds, symbolOdds, zoneHits } from './odds';
import { reactionOutcome, riposte, type RiposteAnswer } from './targets';
import type { AttackKind, Effect, Setup, UnitSetup } from './types';
import { position, withEffects, type PlacedUnit, type Position } from './validate';
import { effectText, whose } from './effets';
import { endCheck, type EndCheck } from './zones';

export interface TurnAction extends PlannedAction {
  /** the attacked unit (melee, distance, sort, baliste) */
  target?: string;
  /** a Sort's renfort, 0 to 3 Mana more (4.5.2) */
  extra?: number;
  /** roll the Poussée dice after a melee (4.3.5); default yes */
  push?: boolean;
  /** the direction of the Baliste's push (4.6.3) */
  direction?: DirectionId;
  /** a Tactic card played just before this action, for it only (7.3, 7.4; effets.ts) */
  tactique?: Effect;
}

export interface TurnQuestion {
  player: string;
  actions: TurnAction[];
  pay?: string[];
}

/** a unit as it stands after an action */
export interface UnitState {
  id: string;
  owner: string;
  at: string;
  health: number;
  ammo?: number;
  mana?: number;
  weakened?: boolean;
  artefact?: boolean;
}

/** the position after an action: the units, the Artefact's square, the captures */
export interface Snapshot {
  units: UnitState[];
  artefact?: string;
  captured: Record<string, number>;
}

/** the random part of an action: every outcome with its odds, and the one the turn carries on with */
export interface RandomPart {
  what: string;
  outcomes: { label: string; probability: Fraction }[];
  kept: string;
}

export interface TurnStep {
  action: TurnAction;
  ok: boolean;
  reasons: Reason[];
  random?: RandomPart;
  riposte?: RiposteAnswer;
  after: Snapshot;
}

export interface TurnAnswer {
  ok: boolean;
  reasons: Reason[];
  steps: TurnStep[];
  /** units Weakened at the end of the turn (4.1.3, 4.1.8) */
  weakened: string[];
  after: Snapshot;
  end: EndCheck;
}

const clone = (s: Setup): Setup => ({ ...s, units: s.units.map((u) => ({ ...u, melee: { ...u.melee } })), captured: { ...(s.captured ?? {}) } });

function snapshot(s: Setup): Snapshot {
  const units = s.units.map((u) => {
    const x: UnitState = { id: u.id, owner: u.owner, at: u.at, health: u.health };
    if (u.ammo !== undefined) x.ammo = u.ammo;
    if (u.mana !== undefined) x.mana = u.mana;
    if (u.weakened) x.weakened = true;
    if (u.artefact) x.artefact = true;
    return x;
  });
  const out: Snapshot = { units, captured: { ...(s.captured ?? {}) } };
  if (s.artefact !== undefined) out.artefact = s.artefact;
  return out;
}

/** the most probable outcome; at equal odds, the first listed (fewer symbols) */
function likeliest<T extends { probability: Fraction }>(xs: readonly T[]): T {
  let best = xs[0]!;
  for (const x of xs) if (compare(x.probability, best.probability) > 0) best = x;
  return best;
}

interface Sim {
  setup: Setup;
  pos: Position;
  player: string;
  villages: Map<string, string[]>;
}

const unitIn = (sim: Sim, id: string) => sim.setup.units.find((u) => u.id === id)!;
const refresh = (sim: Sim) => void (sim.pos = position(sim.setup));

/** The target leaves the board: captured (8.1, 8.2) by `by` (the player whose turn it is, or whose Réaction hurt it); the Artefact stays on its square (11.3.8.2). */
function capture(sim: Sim, t: UnitSetup, rs: Reason[], by = sim.player) {
  sim.setup.units = sim.setup.units.filter((u) => u.id !== t.id);
  const c = (sim.setup.captured ??= {});
  c[by] = (c[by] ?? 0) + 1;
  rs.push(reason('8.2', `${t.id} est capturée : elle quitte le terrain ; ${by} compte ${countText(c[by]!, 'unité capturée', 'unités capturées')}.`));
  if (t.artefact) {
    sim.setup.artefact = t.at;
    rs.push(reason('11.3.8.2', `${t.id} portait l’Artefact : il reste sur ${t.at}.`));
  }
}

function move(sim: Sim, u: PlacedUnit, a: TurnAction, rs: Reason[]): boolean {
  if (typeof a.to !== 'string') return void rs.push(reason('4.2.1', `Déplacement de ${u.id} : la case d’arrivée manque, Clairière ne peut pas vérifier le chemin.`)), false;
  const used = sim.villages.get(u.id) ?? [];
  const m = moves(sim.pos, u, used);
  const r = m.reachable.find((x) => x.square === a.to);
  if (!r) {
    const no = m.refused.find((x) => x.square === a.to);
    rs.push(no ? no.reason : reason('4.2.1', `${u.id} est déjà en ${a.to} : un Déplacement la mène ailleurs.`));
    return false;
  }
  const s = unitIn(sim, u.id);
  rs.push(reason('4.2.1', `${u.id} va de ${s.at} à ${r.square} pour ${countText(r.cost, 'point')} sur ${m.points} (par ${r.path.map((p) => p.square).join(', ')}).`));
  s.at = r.square;
  if (r.villages.length) {
    s.health = r.health;
    const refill: string[] = [];
    if (s.maxAmmo !== undefined) (s.ammo = s.maxAmmo), refill.push(`Munitions à ${s.maxAmmo}`);
    if (s.maxMana !== undefined) (s.mana = s.maxMana), refill.push(`Mana à ${s.maxMana}`);
    rs.push(reason('5.7.1', `Village${r.villages.length > 1 ? 's' : ''} ${r.villages.join(', ')} : ${u.id} remonte à ${r.health} Santé${refill.length ? `, ${refill.join(', ')}` : ''}.`));
    sim.villages.set(u.id, [...used, ...r.villages]);
  }
  if (used.length && r.path.some((p) => used.includes(p.square))) rs.push(reason('5.7.2', `${u.id} a déjà profité de ${used.join(', ')} ce tour-ci : pas une seconde fois.`));
  if (sim.setup.artefact === r.square) {
    delete sim.setup.artefact;
    s.artefact = true;
    rs.push(reason('11.3.6', `${u.id} termine son Déplacement sur l’Artefact : elle le ramasse et devient Porte-Artefact.`));
  }
  return true;
}

function outcomeText(o: { hit: boolean; left: number }, ammo0: number): string {
  return o.hit ? `touché, ${countText(o.left, 'Munition')} sur ${ammo0}` : 'raté, Munitions à 0';
}

/** What an attack did to its main target, for what follows it: Réactions, zone of effect, Riposte. */
interface Hit {
  kind: AttackKind;
  damage: number;
  /** the target's Santé once the attack is over (knock-back included) */
  health: number;
  /** the square it was pushed to */
  at?: { x: number; y: number; index: number };
  /** the shooter's Munitions or Mana left, which its Riposte answer reads */
  left?: Partial<PlacedUnit>;
  /** the attack hit its main target (a shot may miss) */
  landed: boolean;
}

/** An attack on `t`, applied to the copy; what is random is told and its likeliest outcome kept. */
function attack(sim: Sim, u: PlacedUnit, t: PlacedUnit, a: TurnAction, step: TurnStep): boolean {
  const hit = strike(sim, u, t, a, step);
  if (!hit) return false;
  const rs = step.reasons;
  const ts = sim.setup.units.find((x) => x.id === t.id);
  const s = sim.setup.units.find((x) => x.id === u.id)!;
  // the zone of effect around the main target's square (4.5.6), on the position before the attack
  if (hit.landed) for (const z of zoneHits(sim.pos, u, t, hit.kind)) {
    rs.push(...z.reasons);
    const zs = unitIn(sim, z.unit);
    if (z.captured) capture(sim, zs, rs);
    else {
      zs.health = z.health;
      react(sim, u, zs, z.damage, rs);
    }
  }
  if (!ts) return true; // captured by the attack (8.1): no Réaction, no Riposte (6.2)
  // the main target's Réactions (6.2), then whether it may Riposte (6), once everything is over (6.3)
  if (hit.damage > 0) react(sim, u, ts, hit.damage, rs);
  if (!sim.setup.units.includes(s)) {
    step.riposte = { ok: false, reasons: [reason('6.5', `${u.id} n’est plus sur le terrain : pas de Riposte.`)], options: {} };
    return true;
  }
  step.riposte = riposte(sim.pos, { ...u, ...hit.left, health: s.health }, t, { kind: hit.kind, damage: hit.damage, healthAfter: ts.health, at: hit.at, reacted: true });
  return true;
}

/** The Réactions of `x`, hurt by `u` and still on the board (1.2.10, 6.2): applied to the copy. */
function react(sim: Sim, u: PlacedUnit, x: UnitSetup, damage: number, rs: Reason[]) {
  if (damage <= 0) return;
  const s = sim.setup.units.find((y) => y.id === u.id);
  if (!s) return;
  const r = reactionOutcome(sim.pos, { ...u, health: s.health }, { ...sim.pos.byId.get(x.id)!, health: x.health }, x.health);
  if (!r.reasons.length) return;
  rs.push(...r.reasons);
  x.health = r.health;
  if (r.attackerHealth <= 0) capture(sim, s, rs, x.owner);
  else s.health = r.attackerHealth;
}

/** The attack itself on the main target: damage, knock-back, shot, Mana; null when refused. */
function strike(sim: Sim, u: PlacedUnit, t: PlacedUnit, a: TurnAction, step: TurnStep): Hit | null {
  const rs = step.reasons;
  const s = unitIn(sim, u.id);
  const ts = unitIn(sim, t.id);
  if (a.action === 'melee') {
    const o = meleeOdds(sim.pos, u, t, a.push !== false);
    rs.push(...o.reasons);
    if (!o.ok) return null;
    const k = likeliest(o.landings);
    if (o.landings.length > 1) step.random = { what: 'Poussée', outcomes: o.landings.map((l) => ({ label: `${l.value.square}, ${l.value.health} Santé`, probability: l.probability })), kept: `${k.value.square}, ${k.value.health} Santé` };
    const thief = t.artefact && k.value.moved > 0 && !k.value.captured;
    const hit: Hit = { kind: 'melee', damage: o.damage, health: k.value.health, at: squareIndex(sim.pos, k.value.square), landed: true };
    if (k.value.captured) return capture(sim, ts, rs), hit;
    ts.health = k.value.health;
    ts.at = k.value.square;
    if (thief) {
      delete ts.artefact;
      s.artefact = true;
      rs.push(reason('11.3.8.1', `${t.id}, Repoussée, perd l’Artefact : ${u.id} le prend.`));
    }
    return hit;
  }
  if (a.action === 'distance') {
    const o = rangedOdds(sim.pos, u, t);
    rs.push(...o.reasons);
    if (!o.ok) return null;
    const ammo0 = u.ammo!;
    const rolls = symbolOdds(sim.pos, u.ranged!.miss, 'loupe').map((x) => ({ value: { hit: x.value <= ammo0 - 1, left: x.value <= ammo0 - 1 ? ammo0 - 1 - x.value : 0 }, probability: x.probability }));
    const k = likeliest(rolls);
    if (rolls.length > 1) step.random = { what: 'Loupés', outcomes: rolls.map((r) => ({ label: outcomeText(r.value, ammo0), probability: r.probability })), kept: outcomeText(k.value, ammo0) };
    s.ammo = k.value.left;
    if (!k.value.hit) return { kind: 'distance', damage: 0, health: t.health, left: { ammo: s.ammo }, landed: false };
    const after = t.health - o.damage;
    if (after <= 0) capture(sim, ts, rs);
    else ts.health = after;
    return { kind: 'distance', damage: o.damage, health: after, left: { ammo: s.ammo }, landed: true };
  }
  if (a.action === 'sort') {
    const extra = typeof a.extra === 'number' ? a.extra : 0;
    const o = spellOdds(sim.pos, u, t, extra);
    rs.push(...o.reasons);
    if (!o.ok) return null;
    s.mana = (u.mana ?? 0) - 1 - extra;
    rs.push(reason('4.5.3', `${u.id} paie ${countText(1 + extra, 'Mana', 'Mana')} : il lui en reste ${s.mana}.`));
    const k = likeliest(o.damage);
    if (o.damage.length > 1) step.random = { what: 'renfort', outcomes: o.damage.map((d) => ({ label: countText(d.value, 'dégât'), probability: d.probability })), kept: countText(k.value, 'dégât') };
    const after = t.health - k.value;
    if (after <= 0) capture(sim, ts, rs);
    else ts.health = after;
    return { kind: 'sort', damage: k.value, health: after, left: { mana: s.mana }, landed: true };
  }
  // baliste
  const o = ballistaShot(sim.pos, u, t);
  rs.push(...o.reasons);
  if (!o.ok) return null;
  const chosen = a.direction ? o.landings.find((l) => l.direction === a.direction) : (o.landings.find((l) => l.landing.moved > 0) ?? o.landings[0]);
  if (!chosen) return void rs.push(reason('4.6.3', 'La direction de la Poussée est haut, droite, bas ou gauche.')), null;
  if (!a.direction) rs.push(reason('4.6.3', `Direction non précisée : Clairière prend la première où ${t.id} bouge, vers ${dirText(chosen.direction)}.`));
  rs.push(...chosen.landing.reasons);
  const hit: Hit = { kind: 'baliste', damage: o.damage, health: chosen.landing.health, at: squareIndex(sim.pos, chosen.landing.square), landed: true };
  if (chosen.landing.captured) return capture(sim, ts, rs), hit;
  ts.health = chosen.landing.health;
  ts.at = chosen.landing.square;
  return hit;
}

const dirText = (d: DirectionId) => (d === 'haut' ? 'le haut' : d === 'bas' ? 'le bas' : `la ${d}`);

function squareIndex(pos: Position, name: string): { x: number; y: number; index: number } {
  const p = parseSquare(name, pos.width, pos.height)!;
  return { x: p.x, y: p.y, index: p.y * pos.width + p.x };
}

/** Checks and plays a planned turn on a copy of the position. */
export function playTurn(pos0: Position, q: TurnQuestion): TurnAnswer {
  const sim: Sim = { setup: clone(pos0.setup), pos: pos0, player: q.player, villages: new Map() };
  const reasons: Reason[] = [];
  // 4.1.9: a Weakened unit whose owner pays 2 Santé acts this turn
  const first = checkTurn(pos0, { player: q.player, actions: [], pay: q.pay ?? [] });
  const payOk = first.ok;
  for (const id of q.pay ?? []) {
    const s = sim.setup.units.find((u) => u.id === id);
    if (payOk && s) {
      s.health -= 2;
      delete s.weakened;
    }
  }
  refresh(sim);
  const accepted: TurnAction[] = [];
  const steps: TurnStep[] = [];
  /** the Tactic cards each player has played this turn (7.2) */
  const played = new Map<string, number>();
  for (const a of q.actions) {
    const budget = checkTurn(pos0, { player: q.player, actions: [...accepted, a], pay: q.pay ?? [] });
    const b = budget.steps[budget.steps.length - 1]!;
    const step: TurnStep = { action: a, ok: false, reasons: [...b.reasons], after: snapshot(sim.setup) };
    steps.push(step);
    if (!b.ok) continue;
    const u0 = sim.pos.byId.get(a.unit)!;
    const saved = clone(sim.setup);
    if (a.tactique && !playTactic(sim, a.tactique, played, step.reasons)) {
      step.reasons.splice(0, b.reasons.length);
      continue;
    }
    const u = sim.pos.byId.get(a.unit) ?? u0;
    let ok: boolean;
    if (a.action === 'deplacement') ok = move(sim, u, a, step.reasons);
    else if (a.action === 'sort' && a.heal) ok = heal(sim, u, step.reasons);
    else {
      const t = typeof a.target === 'string' ? sim.pos.byId.get(a.target) : undefined;
      if (!t) {
        step.reasons.push(reason(a.target === undefined ? '4.1.1' : '8.2', a.target === undefined ? `${u.id} attaque : la cible manque.` : `${String(a.target).slice(0, 12)} n’est plus sur le terrain.`));
        ok = false;
      } else ok = attack(sim, u, t, a, step);
    }
    if (!ok) {
      step.reasons.splice(0, b.reasons.length); // refused: only why
      sim.setup = saved; // nothing of it stays, not even its Tactic card (7.3)
      refresh(sim);
      continue;
    }
    if (a.tactique) {
      const owner = ownerOf(sim, a.tactique);
      played.set(owner, (played.get(owner) ?? 0) + 1);
    }
    step.ok = true;
    accepted.push(a);
    const s = sim.setup.units.find((x) => x.id === u.id);
    if (s && budget.weakened.includes(u.id)) s.weakened = true; // 4.1.3
    refresh(sim);
    step.after = snapshot(sim.setup);
  }
  const final = checkTurn(pos0, { player: q.player, actions: accepted, pay: q.pay ?? [] });
  reasons.push(...final.reasons.filter((r) => r.rule !== '3.2.2'));
  const ok = payOk && steps.every((s) => s.ok);
  if (ok) reasons.push(reason('3.2.2', `Tour légal : ${countText(q.actions.length, 'action')} sur 3, chacune vérifiée sur la position du moment.`));
  else reasons.push(reason('3.2.2', `Tour refusé : ${countText(steps.filter((s) => !s.ok).length, 'action refusée', 'actions refusées')} ; les autres sont jouées sur la position du moment.`));
  const end = endCheck(sim.pos, sim.setup.flags ?? {}, q.player);
  return { ok, reasons, steps, weakened: final.weakened, after: snapshot(sim.setup), end };
}

const ownerOf = (sim: Sim, e: Effect) => sim.pos.byId.get(e.unit)?.owner ?? '';

/**
 * A Tactic card played before an action (7.3): free (7.4), by the owner of the unit it acts on
 * (Clairière's reading), who never holds more than two (7.2). A `soin` heals at once; any other
 * primitive holds for this action only (the position is rebuilt without it after the step).
 */
function playTactic(sim: Sim, e: Effect, played: ReadonlyMap<string, number>, rs: Reason[]): boolean {
  const x = sim.setup.units.find((u) => u.id === e.unit);
  if (!x) return void rs.push(reason('7.3', `« ${e.name} » : l’unité ${e.unit} n’est pas sur le terrain.`)), false;
  const n = (played.get(x.owner) ?? 0) + 1;
  if (n > 2) return void rs.push(reason('7.2', `${x.owner} a déjà joué deux cartes Tactique ce tour-ci : on n’en a jamais plus de deux en main, et on ne pioche qu’à la fin de son tour (7.7).`)), false;
  rs.push(reason('7.4', `${whose(e)} : ${effectText(e)}. La jouer est une action gratuite, hors des trois du tour.`));
  if (e.kind === 'soin') {
    const h = Math.min(x.maxHealth, x.health + e.n!);
    rs.push(reason('7.3', `${x.id} regagne ${h - x.health} Santé, à ${h}.`));
    x.health = h;
    refresh(sim);
  } else sim.pos = withEffects(sim.pos, [e]);
  return true;
}

/** A Sort that deals no damage: not an attack (4.1.3, FAQ); its effect is the card's text. */
function heal(sim: Sim, u: PlacedUnit, rs: Reason[]): boolean {
  if (u.class !== 'sorcier' || !u.spell) return void rs.push(reason('4.5.1', `${u.id} ne lance pas de Sort (réservé aux Sorciers).`)), false;
  if ((u.mana ?? 0) < 1) return void rs.push(reason('4.5.1', `${u.id} n’a plus de Mana : il en faut au moins 1 pour lancer un Sort.`)), false;
  const s = unitIn(sim, u.id);
  s.mana = (u.mana ?? 0) - 1;
  rs.push(reason('4.5.1', `${u.id} paie 1 Mana (il lui en reste ${s.mana}) ; l’effet du Sort est celui de sa carte, que Clairière n’applique pas.`));
  return true;
}
