import { fromSetup } from '../../../../src/engine/tet/validate';
import { soloBoard, type Dungeon } from '../../../../src/engine/tet/solo';
import type { Setup, UnitSetup } from '../../../../src/engine/tet/types';
import { squares, unit } from '../helpers';

/** A solo game: « vous » against « ennemi » on a grid of rows (tests/engine/tet/helpers.ts grammar). */
export function soloSetup(rows: string[], units: UnitSetup[], extra: Partial<Setup> = {}): Setup {
  return { ...squares(rows), units, players: ['vous', 'ennemi'], ...extra };
}

export function board(rows: string[], units: UnitSetup[], dungeons: Dungeon[] = []) {
  const r = fromSetup(soloSetup(rows, units));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return soloBoard(r.value, dungeons);
}

export const plains = (w: number, h: number) => Array.from({ length: h }, () => Array.from({ length: w }, () => 'p0').join(' '));
export const mine = (id: string, cls: UnitSetup['class'], at: string, more: Partial<UnitSetup> = {}) => unit(id, 'vous', cls, at, more);
export const foe = (id: string, cls: UnitSetup['class'], at: string, more: Partial<UnitSetup> = {}) => unit(id, 'ennemi', cls, at, more);
