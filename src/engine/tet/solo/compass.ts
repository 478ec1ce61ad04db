/**
 * The Decision Compass as an order (11.5.12.4): « start from the direction of the arrow and turn
 * clockwise until a target is found » (11.5.13.1). Between orthogonal neighbours this is the order
 * of the four points. For targets further away (11.5.13.2, 11.5.13.3, 11.5.19) Clairière reads it as
 * a sweep: the target whose bearing, measured clockwise from the arrow, is smallest comes first;
 * two targets on the same bearing, the nearer first. Bearings are compared exactly (a pseudo-angle
 * as a fraction), never through floats.
 */
import { compare, frac, type Fraction } from '../../core/fraction';
import { COMPASS, type CompassPoint } from './types';

/** the clockwise angle from the arrow to (dx, dy), as a pseudo-angle in [0, 4) (a quarter turn = 1) */
export function bearing(arrow: CompassPoint, dx: number, dy: number): Fraction {
  // turn the vector counter-clockwise as many quarter turns as the arrow is from North
  let x = dx;
  let y = dy;
  for (let k = 0; k < COMPASS.indexOf(arrow); k++) [x, y] = [y, -x];
  const e = x; // eastward
  const n = -y; // northward (rows grow downward)
  if (e === 0 && n === 0) return frac(0);
  if (e >= 0 && n > 0) return frac(e, e + n);
  if (e > 0 && n <= 0) return frac(1n * BigInt(e - n) + BigInt(-n), BigInt(e - n));
  if (e <= 0 && n < 0) return frac(2n * BigInt(-e - n) + BigInt(-e), BigInt(-e - n));
  return frac(3n * BigInt(n - e) + BigInt(n), BigInt(n - e));
}

/** the compass order between two targets seen from (x, y): bearing, then distance */
export function compassCompare(arrow: CompassPoint, from: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const c = compare(bearing(arrow, a.x - from.x, a.y - from.y), bearing(arrow, b.x - from.x, b.y - from.y));
  if (c !== 0) return c;
  return Math.abs(a.x - from.x) + Math.abs(a.y - from.y) - (Math.abs(b.x - from.x) + Math.abs(b.y - from.y));
}

/** the points of the compass from the arrow, clockwise (11.5.13.1) */
export const clockwiseFrom = (arrow: CompassPoint): CompassPoint[] => {
  const i = COMPASS.indexOf(arrow);
  return [0, 1, 2, 3].map((k) => COMPASS[(i + k) % 4]!);
};
