/**
 * Nomads (Appendix E of the Law of Root; pieces in B.4.3 and B.10): ids, French names and pieces,
 * as far as the Law tells. A Nomad's pieces belong to no player (E.3.3); its supervisor counts
 * them as its own for control only (E.3.1). Unsupervised Nomads control like players.
 *
 * Names: the Law and the Marauder booklet (Matagot) name a few Nomads in full; the others, and
 * most demoted sides, come from a fan French locale aligned on the Law of 2023 (names.ts,
 * FAN_LOCALE), each marked « fans ». The English names are those of the same application's
 * English locale (src/locales/en-US.ts), for the FAQ of Leder Games. docs/noms-des-cartes.md.
 */
import type { FactionId, PieceSpec } from './factions';
import { fanSource, type NameSource } from './names';

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
  /** French name of the promoted side, in full (« Prophètes du Soleil »), never a guessed translation */
  name: string;
  nameSource: NameSource;
  /** English name (Leder Games), to match the English FAQ */
  nameEn: string;
  /** French name of the demoted side (« Rétrogradé », A.6.2) */
  demotedName: string;
  demotedNameSource: NameSource;
  demotedNameEn: string;
  /** « le », « la », « l’ », « les »: the article of each side, for sentences */
  articles: [Article, Article];
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

export type Article = 'le' | 'la' | 'l’' | 'les';

const SEED = 'La Loi de Root, édition Matagot (texte source 000)';
const BOOKLET = 'Livret d’apprentissage Maraude, « Nomades » (texte source 000)';
const fan = (key: string, side: 'promue' | 'rétrogradée') => fanSource(`hireling.${key}, face ${side}`);

const w = (limit: number, ...source: string[]): PieceSpec => ({ category: 'warrior', kind: 'warrior', limit, source });
const p = (...source: string[]): PieceSpec => ({ category: 'pawn', kind: 'pawn', limit: 1, source });

export const NOMAD_INFO: { [N in NomadId]: NomadInfo } = {
  forest_patrol: {
    id: 'forest_patrol',
    name: 'Gardes Forestiers',
    nameSource: { status: 'confirmé', source: `${BOOKLET}, et ${SEED}, B.4.3 (« 12 Gardes Forestiers »)` },
    nameEn: 'Forest Patrol',
    // The booklet writes « Infirmiers Félines » (sic); the fan locale « Infirmiers Félins ».
    demotedName: 'Infirmiers Félines',
    demotedNameSource: { status: 'confirmé', source: `${BOOKLET} (« les Gardes Forestiers ou les Infirmiers Félines »${'\u00A0'}; la source de fans écrit « Infirmiers Félins »)` },
    demotedNameEn: 'Feline Physicians',
    articles: ['les', 'les'],
    product: 'B.4',
    faction: 'marquise',
    colour: '#f0a468',
    code: 'gf',
    pieces: [w(12, 'B.4.3')],
  },
  last_dynasty: {
    id: 'last_dynasty',
    name: 'Dernière Dynastie',
    nameSource: { status: 'confirmé', source: `${BOOKLET} (« la Dernière Dynastie de la Canopée »)` },
    nameEn: 'Last Dynasty',
    demotedName: 'Merles Nobles',
    demotedNameSource: { status: 'confirmé', source: `${BOOKLET}, exemple (« Les Merles Nobles, la face Rétrogradés de la Dernière Dynastie »)` },
    demotedNameEn: 'Bluebird Nobles',
    articles: ['la', 'les'],
    product: 'B.4',
    faction: 'eyrie',
    colour: '#7ea3d6',
    code: 'dd',
    pieces: [w(5, 'B.4.3')],
  },
  spring_uprising: {
    id: 'spring_uprising',
    name: 'Révolte Printanière',
    nameSource: { status: 'confirmé', source: `${BOOKLET}, exemple (« la supervision de la Révolte Printanière »)` },
    nameEn: 'Spring Uprising',
    demotedName: 'Lapins Éclaireurs',
    demotedNameSource: fan('uprising', 'rétrogradée'),
    demotedNameEn: 'Rabbit Scouts',
    articles: ['la', 'les'],
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
    nameSource: { status: 'confirmé', source: `${SEED}, B.4.3 (« 1 pion Exilé »)${'\u00A0'}; la source de fans écrit « L’Exilé »` },
    nameEn: 'The Exile',
    demotedName: 'Brigand',
    demotedNameSource: fan('exile', 'rétrogradée'),
    demotedNameEn: 'The Brigand',
    articles: ['l’', 'le'],
    product: 'B.4',
    faction: 'vagabond',
    factionNote: 'Les 4 Nomades de Maraude sont liés aux 4 factions de base ; le lien Exilé–Vagabond est déduit (pion).',
    colour: '#b5b5b5',
    code: 'ex',
    pieces: [p('B.4.3')],
  },
  flotilla: {
    id: 'flotilla',
    name: 'Flottille de la Rivière',
    nameSource: fan('flotilla', 'promue'),
    nameEn: 'Riverfolk Flotilla',
    demotedName: 'Loutres Plongeuses',
    demotedNameSource: fan('flotilla', 'rétrogradée'),
    demotedNameEn: 'Otter Divers',
    articles: ['la', 'les'],
    product: 'B.10',
    colour: '#86cfd8',
    code: 'fl',
    pieces: [p('B.10.3')],
  },
  prophets: {
    id: 'prophets',
    name: 'Prophètes du Soleil',
    nameSource: { status: 'confirmé', source: `${SEED}, E.3.6` },
    nameEn: 'Warm Sun Prophets',
    demotedName: 'Émissaires Lézards',
    demotedNameSource: fan('prophets', 'rétrogradée'),
    demotedNameEn: 'Lizard Envoys',
    articles: ['les', 'les'],
    product: 'B.10',
    colour: '#efd97c',
    code: 'pr',
    pieces: [w(4, 'B.10.3')],
  },
  bandits: {
    id: 'bandits',
    name: 'Bandits des Grands Chemins',
    nameSource: { status: 'confirmé', source: `${SEED}, E.3.5 et C.3.2` },
    nameEn: 'Highway Bandits',
    demotedName: 'Gangs de Bandits',
    demotedNameSource: fan('bandits', 'rétrogradée'),
    demotedNameEn: 'Bandit Gangs',
    articles: ['les', 'les'],
    product: 'B.10',
    colour: '#a88a6a',
    code: 'bd',
    pieces: [w(4, 'B.10.3')],
  },
  expedition: {
    id: 'expedition',
    name: 'Expédition de Lumière',
    nameSource: fan('expedition', 'promue'),
    nameEn: 'Sunward Expedition',
    demotedName: 'Taupes Artisanes',
    demotedNameSource: fan('expedition', 'rétrogradée'),
    demotedNameEn: 'Mole Artisans',
    articles: ['l’', 'les'],
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
        note: 'B.10.2 range 3 jetons Caverne dans le pack Souterrain sans dire quel Nomade les utilise ; la mise en place de l’Expédition de Lumière dans la source de fans (EwenDC/root-automated-setup) les lui donne.',
      },
    ],
  },
  spies: {
    id: 'spies',
    name: 'Espions Corvidés',
    nameSource: fan('spies', 'promue'),
    nameEn: 'Corvid Spies',
    demotedName: 'Corbeaux Sentinelles',
    demotedNameSource: fan('spies', 'rétrogradée'),
    demotedNameEn: 'Raven Sentries',
    articles: ['les', 'les'],
    product: 'B.10',
    colour: '#9b7bb8',
    code: 'es',
    pieces: [w(6, 'B.10.3')],
  },
  protector: {
    id: 'protector',
    name: 'Protecteur Furieux',
    nameSource: fan('protector', 'promue'),
    nameEn: 'Furious Protector',
    demotedName: 'Protecteur Stoïque',
    demotedNameSource: fan('protector', 'rétrogradée'),
    demotedNameEn: 'Stoic Protector',
    articles: ['le', 'le'],
    product: 'B.10',
    colour: '#c9a0a0',
    code: 'pt',
    pieces: [p('B.10.3')],
  },
  porters: {
    id: 'porters',
    name: 'Porteurs de Flamme',
    nameSource: fan('flameBearers', 'promue'),
    nameEn: 'Flame Bearers',
    demotedName: 'Rats Contrebandiers',
    demotedNameSource: fan('flameBearers', 'rétrogradée'),
    demotedNameEn: 'Rat Smugglers',
    articles: ['les', 'les'],
    product: 'B.10',
    colour: '#d98b5f',
    code: 'po',
    pieces: [w(6, 'B.10.3')],
  },
  guardians: {
    id: 'guardians',
    name: 'Gardiens du Coffre',
    nameSource: fan('vaultKeepers', 'promue'),
    nameEn: 'Vault Keepers',
    demotedName: 'Blaireaux Gardes du corps',
    demotedNameSource: fan('vaultKeepers', 'rétrogradée'),
    demotedNameEn: 'Badger Bodyguards',
    articles: ['les', 'les'],
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
        note: 'B.10.2 range 6 bâtiments Coffre dans le pack Maraude sans dire quel Nomade les utilise ; la mise en place des Gardiens du Coffre dans la source de fans (EwenDC/root-automated-setup) les leur donne.',
      },
    ],
  },
  band: {
    id: 'band',
    name: 'Groupe Populaire',
    nameSource: fan('band', 'promue'),
    nameEn: 'Popular Band',
    demotedName: 'Groupe de rue',
    demotedNameSource: fan('band', 'rétrogradée'),
    demotedNameEn: 'Street Band',
    articles: ['le', 'le'],
    product: 'B.10',
    colour: '#c7799f',
    code: 'gr',
    pieces: [w(5, 'B.10.3')],
  },
};

export const NOMAD_SET: ReadonlySet<string> = new Set(NOMADS);

export function isNomadId(x: unknown): x is NomadId {
  return typeof x === 'string' && NOMAD_SET.has(x);
}
