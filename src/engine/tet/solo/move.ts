/**
 * How an Enemy unit moves (11.5.13.3, 11.5.17–11.5.19): toward a target, first along the axis the
 * Decision Compass names, then along the other, as far as its movement points and these rules let
 * it. Clairière's readings, where the book is silent, are stated in the reasons:
 * - a square it cannot enter (off the terrain, a closed dungeon, one of your units) ends the move
 *   there, as a square it cannot pay for does (11.5.18): it does not go round;
 * - it may cross a square of its own side's unit (5.1.4) but never ends on it: it stops on the last
 *   free square;
 * - « adjacent » to one of your units means orthogonally next to it, whatever the levels.
 */
import { reason, type Reason } from '../../core/verdict';
import { countText } from '../../core/format';
import { orthogonalDistance, squareName } from '../grid';
import { TERRAIN_NAMES } from '../glossary';
import { stepCost } from '../terrains';
import { ignoreSet } from '../moves';
import { allied, type PlacedUnit } from '../validate';
import type { SoloBoard } from './board';
import { compassCompare } from './compass';
import { COMPASS_NAMES, type CompassPoint } from './types';

export interface MoveStep {
  square: string;
  cost: number;
}

export interface CompassMove {
  path: MoveStep[];
  /** square index where it ends */
  end: number;
  spent: number;
  reasons: Reason[];
}

const adjacentFoe = (b: SoloBoard, u: PlacedUnit, i: number) => {
  const { width, height } = b.pos;
  const x = i % width;
  const y = (i - x) / width;
  return b.pos.units.some((o) => !allied(b.pos, o.owner, u.owner) && orthogonalDistance(o, { x, y }) === 1 && x < width && y < height);
};

/** The compass move of `u` toward `goal` with `points` movement points (11.5.17). */
export function compassMove(b: SoloBoard, u: PlacedUnit, goal: { x: number; y: number }, arrow: CompassPoint, points: number): CompassMove {
  const { width, height, squares } = b.pos;
  const ignore = ignoreSet(b.pos, u); // its abilities described by the reader (effets.ts)
  const vertical = arrow === 'N' || arrow === 'S';
  const reasons: Reason[] = [
    reason('11.5.17.1', `Boussole vers ${arrow === 'E' || arrow === 'O' ? 'l’' : 'le '}${COMPASS_NAMES[arrow]} : ${u.id} se déplace d’abord ${vertical ? 'verticalement, jusqu’à la ligne' : 'horizontalement, jusqu’à la colonne'} de sa cible, puis ${vertical ? 'horizontalement' : 'verticalement'} (11.5.17.2).`),
  ];
  const path: MoveStep[] = [];
  let x = u.x;
  let y = u.y;
  let spent = 0;
  let end = u.index;
  let endSpent = 0;
  const name = (i: number) => squareName(i % width, Math.floor(i / width));
  const axes: ('x' | 'y')[] = vertical ? ['y', 'x'] : ['x', 'y'];
  let stopped: Reason | null = null;
  for (const axis of axes) {
    while (!stopped && (axis === 'x' ? x !== goal.x : y !== goal.y)) {
      const nx = axis === 'x' ? x + Math.sign(goal.x - x) : x;
      const ny = axis === 'y' ? y + Math.sign(goal.y - y) : y;
      const here = name(y * width + x);
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || squares[ny * width + nx]!.terrain === 'hors') {
        stopped = reason('5.10', `Arrêt en ${here} : la case suivante est hors du terrain (lecture de Clairière : l’unité ne contourne pas).`);
        break;
      }
      const next = ny * width + nx;
      if (b.closed.has(next)) {
        stopped = reason('11.5.8.2', `Arrêt en ${here} : ${name(next)} est recouverte par un donjon occupé, infranchissable.`);
        break;
      }
      const other = b.pos.unitAt.get(next);
      if (other && !allied(b.pos, other.owner, u.owner)) {
        stopped = reason('5.1.3', `Arrêt en ${here} : ${other.id} occupe ${name(next)}.`);
        break;
      }
      const c = stepCost(squares[y * width + x]!, squares[next]!, ignore).cost;
      if (spent + c > points) {
        stopped = reason('11.5.18', `Arrêt en ${here} : entrer en ${name(next)} (${TERRAIN_NAMES[squares[next]!.terrain]}, niveau ${squares[next]!.level}) coûte ${countText(c, 'point')}, il n’en reste que ${points - spent}.`);
        break;
      }
      spent += c;
      x = nx;
      y = ny;
      path.push({ square: name(next), cost: c });
      if (other) continue; // 5.1.4: it may cross its own side's unit, not stop on it
      end = next;
      endSpent = spent;
      if (adjacentFoe(b, u, next)) stopped = reason('11.5.13.3', `Arrêt net en ${name(next)} : la case est adjacente à l’une de vos unités.`);
      if (goal.x === x && goal.y === y) break;
    }
  }
  if (end !== y * width + x) {
    path.splice(path.findIndex((s) => s.square === name(end)) + 1);
    reasons.push(reason('5.1.4', `${u.id} ne peut finir sur la case d’une unité de son camp : elle s’arrête en ${name(end)}.`));
  }
  if (stopped) reasons.push(stopped);
  else if (path.length === 0) reasons.push(reason('11.5.17', `${u.id} ne bouge pas.`));
  else reasons.push(reason('11.5.17', `${u.id} arrive en ${name(end)}.`));
  if (squares[end]!.terrain === 'portail' && path.length) reasons.push(reason('11.5.18', `${u.id} finit sur un Portail sans y entrer : ce Portail est bloqué (5.8.2).`));
  return { path, end, spent: endSpent, reasons };
}

/** a candidate target and its rank */
export interface Candidate {
  id: string;
  square: string;
  distance: number;
}

/** Your units ranked for the Enemy: orthogonal distance, ignoring terrain, then the compass (11.5.13.3). */
export function rankTargets(b: SoloBoard, u: PlacedUnit, arrow: CompassPoint): { unit: PlacedUnit; distance: number }[] {
  return b.pos.units
    .filter((o) => !allied(b.pos, o.owner, u.owner))
    .map((o) => ({ unit: o, distance: orthogonalDistance(u, o) }))
    .sort((a, z) => a.distance - z.distance || compassCompare(arrow, u, a.unit, z.unit));
}

/** The nearest higher squares for the « Grimpeur » card (11.5.19), in compass order. */
export function climbGoal(b: SoloBoard, u: PlacedUnit, arrow: CompassPoint): { x: number; y: number; index: number } | null {
  const { width, squares } = b.pos;
  const here = squares[u.index]!.level;
  const goals = squares
    .map((s, i) => ({ s, i, x: i % width, y: Math.floor(i / width) }))
    .filter((g) => g.s.level > here && g.s.terrain !== 'hors' && !b.closed.has(g.i) && !b.pos.unitAt.has(g.i))
    .sort((a, z) => orthogonalDistance(u, a) - orthogonalDistance(u, z) || compassCompare(arrow, u, a, z));
  const g = goals[0];
  return g ? { x: g.x, y: g.y, index: g.i } : null;
}
