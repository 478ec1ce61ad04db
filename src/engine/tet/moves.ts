/**
 * Where a unit can move (4.2, 5): every square it can reach with its movement points, with the
 * cheapest cost and one cheapest path, and every other square with the reason it is refused.
 *
 * Costs are exact small integers, so the search is Dijkstra with a bucket queue (Dial's
 * algorithm): squares come out in order of cost, each settled once. Moves are orthogonal (4.2.2);
 * for the Déplacement, and only for it, every Portal is also adjacent to every other (5.8.1).
 */
import { reason, type Reason } from '../core/verdict';
import { countText } from '../core/format';
import { DIRECTIONS, squareName } from './grid';
import { TERRAIN_NAMES } from './glossary';
import { stepCost } from './terrains';
import { bonus, effectRule, effectText, ignored, whose } from './effets';
import type { Ignorable } from './types';
import { allied, type PlacedUnit, type Position } from './validate';
import { template } from './textes';

// the refusals of a square, one per square of the grid: templates typeset once (textes.ts)
const REFUSED = {
  off: template('5.10', '{0} est hors du terrain.'),
  portal: template('5.8.2', '{0} : l’unité ennemie {1} s’y tient et bloque ce Portail.'),
  enemy: template('5.1.4', '{0} : l’unité ennemie {1} l’occupe ; on ne traverse ni ne s’arrête sur une case ennemie.'),
  noPath: template('5.1.4', '{0} : aucun chemin, des unités ennemies ou le bord du terrain barrent tous les passages.'),
  far: template('4.2.1', '{0} coûte au moins {1} de déplacement ; {2} n’en a que {3}.'),
  ally: template('5.1.3', '{0} : l’unité alliée {1} l’occupe ; on peut traverser sa case, pas s’y arrêter.'),
};

export interface Step {
  square: string;
  /** what entering this square cost, and why */
  cost: number;
  rules: string[];
  /** through a Portal (5.8.1) */
  portal?: boolean;
}

export interface Reach {
  square: string;
  cost: number;
  path: Step[];
  /** Villages crossed or reached on this path that heal the unit (5.7.1, 5.7.2) */
  villages: string[];
  /** Santé after the Villages' healing, capped by the track (5.7.1, 1.2.3) */
  health: number;
}

export interface Refusal {
  square: string;
  reason: Reason;
}

export interface MovesAnswer {
  unit: string;
  points: number;
  /** how the points were counted (4.2.1, 11.3.7) and whether the unit may act (4.1.7) */
  notes: Reason[];
  reachable: Reach[];
  refused: Refusal[];
}

/** The movement points of a unit: its card's, changed by its cards (effets.ts), −1 for the Porte-Artefact (4.2.1, 11.3.7); never below 0. */
export function movementPoints(pos: Position, u: PlacedUnit): { points: number; notes: Reason[] } {
  const notes = [reason('4.2.1', `${u.id} a ${countText(u.move, 'point')} de déplacement sur sa carte.`)];
  const b = bonus(pos.effects, u.id, 'deplacement');
  let points = u.move + b.n;
  notes.push(...b.reasons);
  if (u.artefact) {
    points -= 1;
    notes.push(reason('11.3.7', `${u.id} porte l’Artefact : −1 en Déplacement.`));
  }
  points = Math.max(0, points);
  if (points !== u.move) notes.push(reason('4.2.1', `${u.id} a donc ${countText(points, 'point')} de déplacement.`));
  for (const e of ignored(pos.effects, u.id)) notes.push(reason(effectRule(e), `${whose(e)} : ${u.id} ${effectText(e)}.`));
  return { points, notes };
}

/** The extra points a unit's cards let it ignore (effets.ts). */
export const ignoreSet = (pos: Position, u: PlacedUnit): ReadonlySet<Ignorable> | undefined => {
  const xs = ignored(pos.effects, u.id);
  return xs.length ? new Set(xs.map((e) => e.terrain!)) : undefined;
};

/** The cheapest cost from the unit's square to every square (Infinity where no path), and the previous square of a cheapest path. */
export function costs(pos: Position, u: PlacedUnit, limit = Infinity): { cost: Float64Array; prev: Int32Array; portal: Uint8Array } {
  const { width, height, squares } = pos;
  const n = width * height;
  const cost = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const portal = new Uint8Array(n);
  const done = new Uint8Array(n);
  const ignore = ignoreSet(pos, u);
  const buckets: number[][] = [[u.index]];
  cost[u.index] = 0;
  const passable = (i: number) => {
    if (squares[i]!.terrain === 'hors') return false; // 5.10
    const other = pos.unitAt.get(i);
    return !other || other.id === u.id || allied(pos, other.owner, u.owner); // 5.1.3, 5.1.4, 5.8.2, 5.8.3
  };
  const relax = (from: number, to: number, viaPortal: boolean) => {
    if (done[to] || !passable(to)) return;
    const c = cost[from]! + stepCost(squares[from]!, squares[to]!, ignore).cost;
    if (c < cost[to]! && c <= limit) {
      cost[to] = c;
      prev[to] = from;
      portal[to] = viaPortal ? 1 : 0;
      (buckets[c] ??= []).push(to);
    }
  };
  for (let c = 0; c < buckets.length; c++) {
    const b = buckets[c];
    if (!b) continue;
    for (let k = 0; k < b.length; k++) {
      const i = b[k]!;
      if (done[i] || cost[i] !== c) continue;
      done[i] = 1;
      const x = i % width;
      const y = (i - x) / width;
      for (const d of DIRECTIONS) {
        const nx = x + d.dx;
        const ny = y + d.dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) relax(i, ny * width + nx, false);
      }
      if (squares[i]!.terrain === 'portail') for (const p of pos.portals) if (p !== i) relax(i, p, true); // 5.8.1
    }
  }
  return { cost, prev, portal };
}

/** Every square the unit can reach, with its cheapest cost and path; every other square, refused with its reason. */
export function moves(pos: Position, u: PlacedUnit, villagesUsed: readonly string[] = []): MovesAnswer {
  const { points, notes } = movementPoints(pos, u);
  const ignore = ignoreSet(pos, u);
  if (u.weakened) notes.push(reason('4.1.7', `${u.id} est Affaiblie : elle ne peut pas agir ce tour-ci, à moins que son propriétaire ne paie 2 Santé au début du tour (4.1.9).`));
  const { cost, prev, portal } = costs(pos, u);
  const { width, squares } = pos;
  const name = (i: number) => squareName(i % width, Math.floor(i / width));
  const reachable: Reach[] = [];
  const refused: Refusal[] = [];
  for (let i = 0; i < squares.length; i++) {
    if (i === u.index) continue;
    const sq = name(i);
    const s = squares[i]!;
    const other = pos.unitAt.get(i);
    if (s.terrain === 'hors') {
      refused.push({ square: sq, reason: REFUSED.off(sq) });
      continue;
    }
    if (other && !allied(pos, other.owner, u.owner)) {
      refused.push({ square: sq, reason: s.terrain === 'portail' ? REFUSED.portal(sq, other.id) : REFUSED.enemy(sq, other.id) });
      continue;
    }
    const c = cost[i]!;
    if (c === Infinity) {
      refused.push({ square: sq, reason: REFUSED.noPath(sq) });
      continue;
    }
    if (c > points) {
      refused.push({ square: sq, reason: REFUSED.far(sq, countText(c, 'point'), u.id, points) });
      continue;
    }
    if (other) {
      refused.push({ square: sq, reason: REFUSED.ally(sq, other.id) });
      continue;
    }
    const chain: number[] = [];
    for (let j = i; j !== u.index; j = prev[j]!) chain.push(j);
    chain.reverse();
    let from = u.index;
    const path: Step[] = chain.map((j) => {
      const sc = stepCost(squares[from]!, squares[j]!, ignore);
      const step: Step = { square: name(j), cost: sc.cost, rules: sc.parts.map((p) => p.rule) };
      if (portal[j]) {
        step.portal = true;
        step.rules.push('5.8.1');
      }
      from = j;
      return step;
    });
    const used = new Set(villagesUsed);
    const villages: string[] = [];
    for (const j of chain) {
      const vn = name(j);
      if (squares[j]!.terrain === 'village' && !used.has(vn)) {
        villages.push(vn);
        used.add(vn);
      }
    }
    reachable.push({ square: sq, cost: c, path, villages, health: Math.min(u.maxHealth, u.health + 4 * villages.length) });
  }
  return { unit: u.id, points, notes, reachable, refused };
}

/** One French sentence on a reachable square. */
export function reachText(r: Reach): string {
  const via = r.path.map((s) => (s.portal ? `Portail→${s.square}` : s.square)).join(', ');
  return `${r.square} pour ${countText(r.cost, 'point')} (par ${via})${r.villages.length ? ` ; Village${r.villages.length > 1 ? 's' : ''} ${r.villages.join(', ')} : +4 Santé et ressources au maximum` : ''}.`;
}


