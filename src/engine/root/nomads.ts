/**
 * Nomads (Appendix E of the Law of Root; pieces in B.4.3 and B.10): ids, French names and pieces,
 * as far as the Law tells. A Nomad's pieces belong to no player (E.3.3); its supervisor counts
 * them as its own for control only (E.3.1). Unsupervised Nomads control like players.
 */
import type { FactionId, PieceSpec } from './factions';

export const NOMADS = [
  'forest_patrol',
  'last_dynasty',
  'spring_uprising',
  'exile',
  'flotilla',
  'prophets',
  'bandits',
  'expedition',
  'spies',
  'protector',
  'porters',
  'guardians',
  'band',
] as const;

export type NomadId = (typeof NOMADS)[number];

export interface NomadInfo {
  id: NomadId;
  /** French name, as the Law and the learning booklet write it */
  name: string;
  /** French name of the demoted side (« Rétrogradé »), when the booklet gives it */
  demotedName?: string;
  /** the product that holds it (B.4 Maraude, B.10 packs) */
  product: string;
  /** the faction it is tied to: that faction cannot be played while it is in play (A.6.5) */
  faction?: FactionId;
  /** caveat on the faction tie */
  factionNote?: string;
  colour: string;
  /** notation code (two letters) */
  code: string;
  pieces: PieceSpec[];
}

const w = (limit: number, ...source: string[]): PieceSpec => ({ category: 'warrior', kind: 'warrior', limit, source });
const p = (...source: string[]): PieceSpec => ({ category: 'pawn', kind: 'pawn', limit: 1, source });

export const NOMAD_INFO: { [N in NomadId]: NomadInfo } = {
  forest_patrol: {
    id: 'forest_patrol',
    name: 'Gardes Forestiers',
    demotedName: 'Infirmiers Félins',
    product: 'B.4',
    faction: 'marquise',
    colour: '#f0a468',
    code: 'gf',
    pieces: [w(12, 'B.4.3')],
  },
  last_dynasty: {
    id: 'last_dynasty',
    name: 'Dernière Dynastie',
    demotedName: 'Merles Nobles',
    product: 'B.4',
    faction: 'eyrie',
    colour: '#7ea3d6',
    code: 'dd',
    pieces: [w(5, 'B.4.3')],
  },
  spring_uprising: {
    id: 'spring_uprising',
    name: 'Révolte Printanière',
    product: 'B.4',
    faction: 'alliance',
    factionNote: 'Les 4 Nomades de Maraude sont liés aux 4 factions de base ; le lien Révolte–Alliance est déduit du nom.',
    colour: '#93c57f',
    code: 'rp',
    pieces: [w(4, 'B.4.3')],
  },
  exile: {
    id: 'exile',
    name: 'Exilé',
    product: 'B.4',
    faction: 'vagabond',
    factionNote: 'Les 4 Nomades de Maraude sont liés aux 4 factions de base ; le lien Exilé–Vagabond est déduit (pion).',
    colour: '#b5b5b5',
    code: 'ex',
    pieces: [p('B.4.3')],
  },
  flotilla: { id: 'flotilla', name: 'Flottille', product: 'B.10', colour: '#86cfd8', code: 'fl', pieces: [p('B.10.3')] },
  prophets: { id: 'prophets', name: 'Prophètes', product: 'B.10', colour: '#efd97c', code: 'pr', pieces: [w(4, 'B.10.3')] },
  bandits: { id: 'bandits', name: 'Bandits', product: 'B.10', colour: '#a88a6a', code: 'bd', pieces: [w(4, 'B.10.3')] },
  expedition: {
    id: 'expedition',
    name: 'Expédition',
    product: 'B.10',
    colour: '#d9bf9b',
    code: 'xp',
    pieces: [
      w(8, 'B.10.3'),
      {
        category: 'token',
        kind: 'cave',
        limit: 3,
        source: ['B.10.2'],
        note: 'B.10.2 range 3 jetons Caverne dans le pack Souterrain sans dire quel Nomade les utilise : rattachés ici à l’Expédition (hypothèse).',
      },
    ],
  },
  spies: { id: 'spies', name: 'Espions', product: 'B.10', colour: '#9b7bb8', code: 'es', pieces: [w(6, 'B.10.3')] },
  protector: { id: 'protector', name: 'Protecteur', product: 'B.10', colour: '#c9a0a0', code: 'pt', pieces: [p('B.10.3')] },
  porters: { id: 'porters', name: 'Porteurs', product: 'B.10', colour: '#d98b5f', code: 'po', pieces: [w(6, 'B.10.3')] },
  guardians: {
    id: 'guardians',
    name: 'Gardiens',
    product: 'B.10',
    colour: '#a3adb3',
    code: 'gd',
    pieces: [
      w(6, 'B.10.3'),
      {
        category: 'building',
        kind: 'vault',
        limit: 6,
        source: ['B.10.2'],
        note: 'B.10.2 range 6 bâtiments Coffre dans le pack Maraude sans dire quel Nomade les utilise : rattachés ici aux Gardiens (hypothèse).',
      },
    ],
  },
  band: { id: 'band', name: 'Groupe', product: 'B.10', colour: '#c7799f', code: 'gr', pieces: [w(5, 'B.10.3')] },
};

export const NOMAD_SET: ReadonlySet<string> = new Set(NOMADS);

export function isNomadId(x: unknown): x is NomadId {
  return typeof x === 'string' && NOMAD_SET.has(x);
}
