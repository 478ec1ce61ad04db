/**
 * The grid as coordinates: a square is named like a chess square, its column letter then its row
 * number from the top (« A1 » top left, « C4 »: third column, fourth row). Indices are row-major.
 */
export const MAX_SIDE = 26;

export const squareName = (x: number, y: number) => `${String.fromCharCode(65 + x)}${y + 1}`;

/** column and row (from 0) of a square's name, or null */
export function parseSquare(name: unknown, width: number, height: number): { x: number; y: number } | null {
  if (typeof name !== 'string') return null;
  const m = /^([A-Z])([1-9][0-9]?)$/.exec(name);
  if (!m) return null;
  const x = m[1]!.charCodeAt(0) - 65;
  const y = Number(m[2]) - 1;
  return x < width && y < height ? { x, y } : null;
}

export const indexOf = (x: number, y: number, width: number) => y * width + x;

/** the four orthogonal directions (4.2.2): up, right, down, left */
export const DIRECTIONS = [
  { id: 'haut', dx: 0, dy: -1 },
  { id: 'droite', dx: 1, dy: 0 },
  { id: 'bas', dx: 0, dy: 1 },
  { id: 'gauche', dx: -1, dy: 0 },
] as const;
export type DirectionId = (typeof DIRECTIONS)[number]['id'];

/** orthogonal distance: squares counted up, down, left, right, never diagonally (4.4.4) */
export const orthogonalDistance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
