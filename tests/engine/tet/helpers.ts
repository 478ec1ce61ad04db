import { fromSetup, type Position } from '../../../src/engine/tet/validate';
import type { Setup, Square, UnitSetup } from '../../../src/engine/tet/types';

const T: Record<string, Square['terrain']> = { p: 'plaine', n: 'pont', e: 'eau', f: 'foret', k: 'pic', v: 'village', g: 'portail', b: 'baliste', x: 'hors' };

/** A grid from rows of squares « p0 e1A! … » */
export function squares(rows: string[]): { width: number; height: number; squares: Square[] } {
  const cells = rows.map((r) => r.trim().split(/\s+/));
  return {
    width: cells[0]!.length,
    height: cells.length,
    squares: cells.flat().map((c) => {
      const m = /^([pnefkvgbx])([0-9])([ABC])?(!)?$/.exec(c)!;
      const s: Square = { level: Number(m[2]), terrain: T[m[1]!]! };
      if (m[3]) s.zone = m[3] as Square['zone'];
      if (m[4]) s.trigger = true;
      return s;
    }),
  };
}

export const unit = (id: string, owner: string, cls: UnitSetup['class'], at: string, more: Partial<UnitSetup> = {}): UnitSetup => ({
  id, owner, class: cls, at, move: 3, melee: { damage: 2, push: 1 }, health: 6, maxHealth: 6, ...more,
});

export function pos(rows: string[], units: UnitSetup[], extra: Partial<Setup> = {}): Position {
  const setup: Setup = { ...squares(rows), units, players: [...new Set([...units.map((u) => u.owner), 'rouge', 'bleu'])].slice(0, Math.max(2, new Set(units.map((u) => u.owner)).size)), ...extra };
  const r = fromSetup(setup);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
