/**
 * The board as a graph: what joins a place to its neighbours, before any faction rule.
 *
 * - paths (2.2.1); on the Mountain, paths under a closed-path marker are kept as `closed_path`
 *   links (C.3.2: the clearings are not adjacent; bots treat them as paths, R12.2.1);
 * - rivers (2.3, not paths by default) and, on the Lake, the lake as rivers between coastal
 *   clearings (C.2.2);
 * - the Ferry from its clearing to every other coastal clearing (C.2.5);
 * - the Burrow, adjacent to every clearing with a Tunnel (12.2.2);
 * - forests: a forest touches its clearings and the forests next to it (2.4.1, C.2.4, C.3.2).
 */
import { clearingData, getMap, samePair, type MapData } from './maps';
import { BURROW, type ClearingSetup, type Place, type Setup } from './setup';

/** How a destination is reached. */
export type LinkKind = 'path' | 'closed_path' | 'river' | 'lake' | 'ferry' | 'burrow' | 'forest';

export interface Link {
  to: Place;
  kind: LinkKind;
}

/** Closed paths still on the board (Mountain): the setup's list, or the six of C.3.1. */
export function closedPathsOf(setup: Setup, map: MapData = getMap(setup.map)): [number, number][] {
  if (map.id !== 'montagne') return [];
  return setup.closedPaths ?? map.closedPathsAtSetup;
}

/** The Ferry's clearing (Lake): the setup's, or the coastal corner of C.2.1. */
export function ferryOf(setup: Setup, map: MapData = getMap(setup.map)): number | null {
  if (!map.lake) return null;
  return setup.ferry ?? map.lake.ferryStart;
}

/** Contents of a clearing or of the Burrow (an empty object when nothing is there). */
export function contentsOf(setup: Setup, place: number | 'terrier'): ClearingSetup {
  if (place === BURROW) return setup.burrow ?? {};
  return setup.clearings?.[String(place)] ?? {};
}

/** The Burrow belongs to the board of the Duchy (12.2.2): it exists when that faction plays. */
const BURROW_FACTION = 'duchy';

/** A Tunnel token (12.2.4) makes its clearing adjacent to the Burrow. */
export function hasTunnel(c: ClearingSetup): boolean {
  return (c.tokens ?? []).some((t) => t.owner === BURROW_FACTION && t.kind === 'tunnel');
}

/** Does the place exist on this board? The Burrow exists only with the Duchy in the game. */
export function placeExists(setup: Setup, place: Place, map: MapData = getMap(setup.map)): boolean {
  if (typeof place === 'number') return clearingData(map, place) !== undefined;
  if (place === BURROW) return setup.players?.[BURROW_FACTION] !== undefined;
  if (typeof place === 'object' && place !== null && typeof place.forest === 'string')
    return map.forests.some((f) => f.id === place.forest);
  return false;
}

/** Every link from a place, usable or not: faction rules decide which ones may be used. */
export function linksFrom(setup: Setup, from: Place, map: MapData = getMap(setup.map)): Link[] {
  const links: Link[] = [];
  if (typeof from === 'number') {
    const closed = closedPathsOf(setup, map);
    for (const p of map.paths) {
      if (p[0] !== from && p[1] !== from) continue;
      const to = p[0] === from ? p[1] : p[0];
      links.push({ to, kind: closed.some((q) => samePair(q, p)) ? 'closed_path' : 'path' });
    }
    for (const r of map.rivers) {
      if (r[0] === from) links.push({ to: r[1], kind: 'river' });
      else if (r[1] === from) links.push({ to: r[0], kind: 'river' });
    }
    if (map.lake?.coastal.includes(from)) {
      for (const to of map.lake.coastal) if (to !== from) links.push({ to, kind: 'lake' });
      if (ferryOf(setup, map) === from) for (const to of map.lake.coastal) if (to !== from) links.push({ to, kind: 'ferry' });
    }
    if (setup.players?.[BURROW_FACTION] && hasTunnel(contentsOf(setup, from))) links.push({ to: BURROW, kind: 'burrow' });
    for (const f of map.forests) if (f.clearings.includes(from)) links.push({ to: { forest: f.id }, kind: 'forest' });
  } else if (from === BURROW) {
    if (setup.players?.[BURROW_FACTION]) {
      for (let id = 1; id <= 12; id++) if (hasTunnel(contentsOf(setup, id))) links.push({ to: id, kind: 'burrow' });
    }
  } else {
    const f = map.forests.find((x) => x.id === from.forest);
    if (f) {
      for (const id of f.clearings) links.push({ to: id, kind: 'forest' });
      for (const g of f.forests) links.push({ to: { forest: g }, kind: 'forest' });
    }
  }
  return links;
}
