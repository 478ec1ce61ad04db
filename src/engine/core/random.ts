/**
 * Seeded random draws, carried in the state: mulberry32, a 32-bit generator whose whole state is
 * one unsigned integer. The state is plain data that a game keeps in its own state (a bot's turn,
 * a simulated roll), so a replay from the same state draws exactly the same values (STYLE:
 * « randomness only through an explicit seeded generator that is part of the state »). Nothing in
 * the engines calls `Math.random`.
 *
 * Every function is pure: it takes a state and returns the value drawn with the next state.
 */
import { sides, type Die } from './dice';

/** The generator's state: an unsigned 32-bit integer. */
export type RngState = number;

/** A seed (any number) turned into a valid state. */
export function seedState(seed: number): RngState {
  if (!Number.isFinite(seed)) return 0x9e3779b9;
  // fold any finite number into 32 bits
  const x = Math.floor(Math.abs(seed)) % 4294967296;
  return (x ^ 0x9e3779b9) >>> 0;
}

/** One step of mulberry32: a float in [0, 1) and the next state. */
export function nextFloat(state: RngState): { value: number; state: RngState } {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, state: s };
}

/** An integer in [0, n) (n ≥ 1) and the next state. */
export function nextIndex(state: RngState, n: number): { value: number; state: RngState } {
  const r = nextFloat(state);
  const k = Math.max(1, Math.floor(n));
  return { value: Math.min(k - 1, Math.floor(r.value * k)), state: r.state };
}

/** A pick weighted by non-negative weights (at least one positive), and the next state. */
export function nextWeighted(state: RngState, weights: readonly number[]): { value: number; state: RngState } {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  const r = nextFloat(state);
  if (total <= 0) return { value: 0, state: r.state };
  let acc = 0;
  const x = r.value * total;
  for (let i = 0; i < weights.length; i++) {
    acc += Math.max(0, weights[i] ?? 0);
    if (x < acc) return { value: i, state: r.state };
  }
  return { value: weights.length - 1, state: r.state };
}

/** One roll of a die: the index of the face shown (each side equally likely) and the next state. */
export function nextFace(state: RngState, die: Die): { value: number; state: RngState } {
  const side = nextIndex(state, sides(die));
  let acc = 0;
  for (let i = 0; i < die.faces.length; i++) {
    acc += die.faces[i]!.count;
    if (side.value < acc) return { value: i, state: side.state };
  }
  return { value: die.faces.length - 1, state: side.state };
}
