/**
 * Standard starting positions (5.1.7): the base game's four factions set up on a map by their
 * own setup rules — Marquise 6.3, Eyrie 7.3, Alliance 8.3, Vagabond 9.3. Where a rule lets the
 * player choose, a documented default is taken, and every default is listed in `choices` so
 * the reader is told what was picked and can change it on the board:
 * - the Keep goes in the lowest-numbered corner clearing (6.3.2: any corner);
 * - the garrison: 1 warrior in every clearing but the corner diagonally opposite the Keep (6.3.3);
 * - the Sawmill in the Keep's clearing, then the Workshop and the Recruiter each in the first
 *   clearing with a free slot, the Keep's first, then the adjacent ones by number (6.3.4: any
 *   split among those clearings);
 * - the Eyrie's Roost and 6 warriors in the corner diagonally opposite the Keep (7.3.2);
 * - the Alliance puts nothing on the map (8.3);
 * - the Vagabond's pawn in the first forest of the map's list (9.3.2: any forest); its items
 *   depend on its character (9.3.5) and stay unspecified.
 * Ruins stay as printed (5.1.4). Everything is built with the editor, so the engine validates it.
 */
import { getMap, type MapId } from './maps';
import { addPiece, setPlayer, type BoardPiece } from './edit';
import type { Setup } from './setup';
import type { Reason } from './reasons';

export interface StartResult {
  ok: boolean;
  setup: Setup;
  /** the defaults taken where the rules leave a choice, each with its rule */
  choices: Reason[];
  problems: Reason[];
}

export function standardStart(mapId: MapId): StartResult {
  const map = getMap(mapId);
  let s: Setup = { map: mapId, clearings: {}, players: {} };
  const problems: Reason[] = [];
  const put = (where: number | { forest: string }, piece: BoardPiece) => {
    const r = addPiece(s, where, piece);
    if (r.ok) s = r.setup;
    else problems.push(...r.problems);
  };
  for (const f of ['marquise', 'eyrie', 'alliance', 'vagabond'] as const) {
    const r = setPlayer(s, f, {});
    if (r.ok) s = r.setup;
  }
  const corners = map.clearings.filter((c) => c.corner).map((c) => c.id).sort((a, b) => a - b);
  const keep = corners[0] ?? 1;
  const opposite = map.clearings[keep - 1]?.oppositeCorner ?? map.oppositeCorners.find((p) => p.includes(keep))?.find((x) => x !== keep) ?? keep;
  put(keep, { type: 'token', owner: 'marquise', kind: 'keep' });
  for (const c of map.clearings) if (c.id !== opposite) put(c.id, { type: 'warrior', owner: 'marquise', count: 1 });
  put(keep, { type: 'building', owner: 'marquise', kind: 'sawmill' });
  const adjacent = map.paths
    .flatMap(([a, b]) => (a === keep ? [b] : b === keep ? [a] : []))
    .sort((a, b) => a - b);
  const placed: Record<string, number> = { sawmill: keep };
  for (const kind of ['workshop', 'recruiter'] as const) {
    for (const c of [keep, ...adjacent]) {
      const r = addPiece(s, c, { type: 'building', owner: 'marquise', kind });
      if (r.ok) {
        s = r.setup;
        placed[kind] = c;
        break;
      }
    }
  }
  put(opposite, { type: 'building', owner: 'eyrie', kind: 'roost' });
  put(opposite, { type: 'warrior', owner: 'eyrie', count: 6 });
  const forest = map.forests[0]!.id;
  put({ forest }, { type: 'pawn', owner: 'vagabond' });
  const choices: Reason[] = [
    { rule: '6.3.2', text: `Donjon dans la clairière en coin ${keep} (au choix\u00A0: tout coin).` },
    { rule: '6.3.3', text: `1 guerrier de la Marquise dans chaque clairière sauf le coin opposé, ${opposite}.` },
    {
      rule: '6.3.4',
      text: `Scierie en ${placed.sawmill}, Atelier en ${placed.workshop ?? '?'}, Recruteur en ${placed.recruiter ?? '?'} (au choix\u00A0: le Donjon et ses clairières adjacentes).`,
    },
    { rule: '7.3.2', text: `Perchoir et 6 guerriers de la Canopée dans le coin opposé au Donjon, ${opposite}.` },
    { rule: '8.3', text: 'L’Alliance ne pose rien sur la carte.' },
    { rule: '9.3.2', text: `Pion du Vagabond dans le bois ${forest.replaceAll('_', '-')} (au choix\u00A0: tout bois).` },
    { rule: '9.3.5', text: 'Les objets du Vagabond dépendent de son personnage\u00A0: non précisés, à saisir.' },
  ];
  return { ok: problems.length === 0, setup: s, choices, problems };
}
