/**
 * The map's geometry (Carte.svelte draws it): map units (a 1000 × 860 frame), the lake, the
 * Duchy's Burrow in a corner, where each forest's target goes, and which place an arrow key leads
 * to. Touch targets are sized in screen pixels by the caller (its `scale`, CSS px per map unit), so
 * a finger always has about 44 px; here they are only placed, never overlapping.
 */
import type { MapData } from '~/engine/root/maps';

export const GEO = { W: 1000, H: 860, PAD: 70 } as const;
const { W, H, PAD } = GEO;
export const px = (x: number) => PAD + x * (W - 2 * PAD);
export const py = (y: number) => PAD + y * (H - 2 * PAD);

type Forest = MapData['forests'][number];
type Point = { x: number; y: number };
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Spot {
  x: number;
  y: number;
  poly: [number, number][];
  /** too narrow for a finger at this size: offered in the list under the map */
  inList: boolean;
}

const point = (map: MapData, id: number) => map.clearings[id - 1]!;

/** The lake (the Lake map): a polygon inside its coastal clearings. */
export function lakeOutline(map: MapData): string {
  if (!map.lake) return '';
  const pts = map.lake.coastal.map((id) => map.clearings[id - 1]).filter((p): p is MapData['clearings'][number] => Boolean(p));
  const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  return pts
    .map((p) => ({ p, a: Math.atan2(p.y - cy, p.x - cx) }))
    .sort((u, v) => u.a - v.a)
    .map(({ p }) => `${px(cx + (p.x - cx) * 0.62)},${py(cy + (p.y - cy) * 0.62)}`)
    .join(' ');
}

/**
 * The Duchy's Burrow (12.2.2) is a clearing off the map: drawn in a corner of the map's frame, the
 * first one (bottom right, bottom left, top right, top left) where its target, at least 44 px high,
 * overlaps no clearing's.
 */
export function burrowBoxOf(map: MapData, scale: number, clearingR: number, targetPx = 46): Box {
  const w = Math.max(172, targetPx / scale);
  const h = Math.max(80, targetPx / scale);
  const spots = [
    { x: W - w / 2 - 2, y: H - h / 2 - 2 },
    { x: w / 2 + 2, y: H - h / 2 - 2 },
    { x: W - w / 2 - 2, y: h / 2 + 2 },
    { x: w / 2 + 2, y: h / 2 + 2 },
  ];
  const free = spots.find((b) =>
    map.clearings.every((c) => Math.abs(b.x - px(c.x)) >= w / 2 + clearingR + 2 || Math.abs(b.y - py(c.y)) >= h / 2 + clearingR + 2),
  );
  return { ...(free ?? spots[0]!), w, h };
}

/** A forest's face: the polygon of its clearings around its centre. */
function outline(map: MapData, f: Forest): [number, number][] {
  const cx = px(f.x);
  const cy = py(f.y);
  return f.clearings
    .map((id) => map.clearings[id - 1])
    .filter((p): p is MapData['clearings'][number] => Boolean(p))
    .map((p): [number, number] => [px(p.x), py(p.y)])
    .sort((u, v) => Math.atan2(u[1] - cy, u[0] - cx) - Math.atan2(v[1] - cy, v[0] - cx));
}
function insidePolygon(x: number, y: number, poly: [number, number][]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}
function segmentDistance(x: number, y: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/**
 * Where each forest's tree (and target) goes: a point of its face where a target square of side
 * `side` fits (clear of the clearings' targets of radius `r`, the Burrow and the map's border), the
 * one farthest from the paths around it; forests are placed most constrained first, each clear of
 * those already placed. A forest with no such point keeps its tree at the point farthest from paths
 * and clearings, and goes to the list (`inList`).
 */
export function forestSpots(map: MapData, side: number, r: number, burrowBox: Box | null): Map<string, Spot> {
  const half = side / 2;
  const burrow = burrowBox ? { x: burrowBox.x, y: burrowBox.y, hw: burrowBox.w / 2, hh: burrowBox.h / 2 } : null;
  type Candidate = { x: number; y: number; d: number };
  const all = map.forests.map((f) => {
    const poly = outline(map, f);
    const xs = poly.map((p) => p[0]);
    const ys = poly.map((p) => p[1]);
    let fallback: Candidate = { x: px(f.x), y: py(f.y), d: -Infinity };
    const fits: Candidate[] = [];
    for (let x = Math.min(...xs); x <= Math.max(...xs); x += 8)
      for (let y = Math.min(...ys); y <= Math.max(...ys); y += 8) {
        if (poly.length > 2 && !insidePolygon(x, y, poly)) continue;
        let d = Infinity;
        for (let i = 0; i < poly.length; i++) d = Math.min(d, segmentDistance(x, y, poly[i]!, poly[(i + 1) % poly.length]!));
        let clear = Infinity;
        for (const c of map.clearings) {
          const dx = Math.abs(x - px(c.x));
          const dy = Math.abs(y - py(c.y));
          clear = Math.min(clear, Math.max(dx, dy) - r);
          d = Math.min(d, Math.hypot(dx, dy) - 52);
        }
        if (d > fallback.d) fallback = { x, y, d };
        if (burrow) clear = Math.min(clear, Math.max(Math.abs(x - burrow.x) - burrow.hw, Math.abs(y - burrow.y) - burrow.hh));
        clear = Math.min(clear, x, W - x, y, H - y);
        if (clear >= half + 2) fits.push({ x, y, d });
      }
    return { f, poly, fallback, fits };
  });
  const out = new Map<string, Spot>();
  const placed: Point[] = [];
  for (const { f, poly, fallback, fits } of [...all].sort((a, b) => a.fits.length - b.fits.length)) {
    const free = fits.filter((c) => placed.every((p) => Math.max(Math.abs(c.x - p.x), Math.abs(c.y - p.y)) >= side + 4));
    if (!free.length) {
      out.set(f.id, { x: fallback.x, y: fallback.y, poly, inList: true });
      continue;
    }
    const best = free.reduce((a, b) => (b.d > a.d ? b : a));
    placed.push(best);
    out.set(f.id, { x: best.x, y: best.y, poly, inList: false });
  }
  return out;
}

/** The places next to a place: by a path (clearings), or forests beside it (`forests`). */
function neighbours(map: MapData, key: string, forests: boolean): string[] {
  if (key.startsWith('c')) {
    const id = Number(key.slice(1));
    if (forests) return map.forests.filter((f) => f.clearings.includes(id)).map((f) => `f${f.id}`);
    return map.paths.flatMap(([a, b]) => (a === id ? [`c${b}`] : b === id ? [`c${a}`] : []));
  }
  const f = map.forests.find((x) => `f${x.id}` === key);
  return f ? (forests ? f.forests.map((x) => `f${x}`) : f.clearings.map((c) => `c${c}`)) : [];
}

function placePoint(map: MapData, key: string, burrowBox: Box): Point | undefined {
  if (key === 'T') return { x: (burrowBox.x - PAD) / (W - 2 * PAD), y: (burrowBox.y - PAD) / (H - 2 * PAD) };
  if (key.startsWith('c')) return point(map, Number(key.slice(1)));
  const f = map.forests.find((x) => `f${x.id}` === key);
  return f ? { x: f.x, y: f.y } : undefined;
}

/** The neighbour whose direction is closest to the arrow's (dx, dy), within 80°, among the places shown. */
export function nextPlace(map: MapData, key: string, dx: number, dy: number, forests: boolean, burrowBox: Box, shown: (key: string) => boolean): string | undefined {
  const from = placePoint(map, key, burrowBox);
  if (!from) return undefined;
  let best: string | undefined;
  let bestAngle = (80 * Math.PI) / 180;
  for (const k of neighbours(map, key, forests)) {
    const p = placePoint(map, k, burrowBox);
    if (!p || !shown(k)) continue;
    const vx = (p.x - from.x) * (W - 2 * PAD);
    const vy = (p.y - from.y) * (H - 2 * PAD);
    const angle = Math.acos((vx * dx + vy * dy) / Math.hypot(vx, vy));
    if (angle < bestAngle) {
      bestAngle = angle;
      best = k;
    }
  }
  return best;
}
