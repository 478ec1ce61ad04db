/**
 * Knock-back (4.3.4–4.3.9, 4.6.3): a pushed unit goes in a straight line away from the attacker,
 * one square per Poussée. It stops at another unit, a cliff wall (never pushed up, 4.3.6), the edge
 * of the terrain (5.10) or a Portal (4.3.8, 5.8.4); stopped short, it loses 1 Santé (4.3.7). It may
 * fall to a lower level without losing anything (4.3.6), and the terrain it crosses or reaches does
 * nothing to it (4.3.9).
 */
import { reason, type Reason } from '../core/verdict';
import { DIRECTIONS, squareName, type DirectionId } from './grid';
import type { Position } from './validate';

export interface KnockBack {
  /** the square it ends on */
  square: string;
  index: number;
  /** squares actually moved */
  moved: number;
  /** squares it was due to move */
  due: number;
  /** Santé lost for being stopped short (0 or 1) */
  lost: number;
  /** levels fallen on the way, as [from, to] */
  falls: [number, number][];
  reasons: Reason[];
}

/** The direction away from an orthogonally adjacent attacker (4.3.4), or null. */
export function awayFrom(attacker: { x: number; y: number }, target: { x: number; y: number }): DirectionId | null {
  const d = DIRECTIONS.find((d) => attacker.x + d.dx === target.x && attacker.y + d.dy === target.y);
  return d ? d.id : null;
}

/** Pushes the unit on square `from` by `due` squares in direction `dir`. */
export function knockBack(pos: Position, from: number, dir: DirectionId, due: number): KnockBack {
  const { width, height, squares } = pos;
  const d = DIRECTIONS.find((x) => x.id === dir)!;
  let cur = from;
  let moved = 0;
  const falls: [number, number][] = [];
  const reasons: Reason[] = [];
  let stop: Reason | null = null;
  while (moved < due) {
    const x = (cur % width) + d.dx;
    const y = Math.floor(cur / width) + d.dy;
    const next = y * width + x;
    const here = squareName(cur % width, Math.floor(cur / width));
    if (x < 0 || y < 0 || x >= width || y >= height || squares[next]!.terrain === 'hors') {
      stop = reason('5.10', `arrêtée en ${here} par le bord du terrain`);
      break;
    }
    const name = squareName(x, y);
    if (squares[next]!.terrain === 'portail') {
      stop = reason('4.3.8', `arrêtée en ${here} : elle n’entre pas dans le Portail ${name} (5.8.4)`);
      break;
    }
    const other = pos.unitAt.get(next);
    if (other && next !== from) {
      stop = reason('4.3.7', `arrêtée en ${here} par l’unité ${other.id} en ${name}`);
      break;
    }
    const l0 = squares[cur]!.level;
    const l1 = squares[next]!.level;
    if (l1 > l0) {
      stop = reason('4.3.6', `arrêtée en ${here} par la paroi de falaise : jamais Repoussée vers le haut (${name} est au niveau ${l1})`);
      break;
    }
    if (l1 < l0) {
      falls.push([l0, l1]);
      reasons.push(reason('4.3.6', `tombe du niveau ${l0} au niveau ${l1} en ${name}, sans rien perdre`));
    }
    cur = next;
    moved++;
  }
  const lost = moved < due ? 1 : 0;
  if (stop) reasons.push(stop);
  if (lost) reasons.push(reason('4.3.7', `arrêtée après ${moved} case${moved > 1 ? 's' : ''} sur ${due} : elle subit 1 dégât`));
  if (due > 0 && squares[cur]!.terrain !== 'plaine' && squares[cur]!.terrain !== 'pont' && moved > 0)
    reasons.push(reason('4.3.9', 'le terrain atteint ne donne ni avantage ni pénalité à une unité Repoussée'));
  return { square: squareName(cur % width, Math.floor(cur / width)), index: cur, moved, due, lost, falls, reasons };
}
