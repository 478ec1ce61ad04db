/**
 * The grid as the Enemy sees it in the Solo Adventure: a unit inside a dungeon is off the grid
 * (11.5.8.2, 11.5.13.2, 11.5.18), and while a dungeon is occupied the squares its box covered are
 * closed to every unit (11.5.8.2) and stop a pushed unit like a cliff wall (11.5.8.3): Clairière
 * raises them to the highest level, so the knock-back resolver treats them as a wall.
 */
import { position, type Position } from '../validate';
import { parseSquare, indexOf } from '../grid';
import type { Dungeon } from './types';

export interface SoloBoard {
  pos: Position;
  /** square indices closed by an occupied dungeon (11.5.8.2) */
  closed: ReadonlySet<number>;
  /** units inside a dungeon, off the grid, with their dungeon */
  inside: ReadonlyMap<string, string>;
}

export function soloBoard(pos: Position, dungeons: readonly Dungeon[]): SoloBoard {
  const inside = new Map<string, string>();
  const closed = new Set<number>();
  for (const d of dungeons) {
    if (!d.occupant) continue;
    inside.set(d.occupant, d.id);
    for (const c of d.covers) {
      const p = parseSquare(c, pos.width, pos.height);
      if (p) closed.add(indexOf(p.x, p.y, pos.width));
    }
  }
  if (!inside.size) return { pos, closed, inside };
  const setup = {
    ...pos.setup,
    squares: pos.setup.squares.map((s, i) => (closed.has(i) ? { ...s, level: 9 } : s)),
    units: pos.setup.units.filter((u) => !inside.has(u.id)),
  };
  return { pos: position(setup), closed, inside };
}

/** The board with one unit moved to another square (the Enemy unit after its move). */
export function withUnitAt(b: SoloBoard, id: string, square: string): SoloBoard {
  const setup = { ...b.pos.setup, units: b.pos.setup.units.map((u) => (u.id === id ? { ...u, at: square } : u)) };
  return { ...b, pos: position(setup) };
}
