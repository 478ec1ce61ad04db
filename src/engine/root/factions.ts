/**
 * The factions of Root: ids, French names, bot names, drawing colours and piece catalogue.
 *
 * Every limit says where it comes from: the faction's setup rules and Appendix B (Matériel) of the
 * Law of Root, or the bot's setup in the Laws of Rootbotics (prefixed "R"). The limit of pieces is
 * the rule 1.5.1: no substitutes when a faction runs out.
 */

export const FACTIONS = [
  'marquise',
  'eyrie',
  'alliance',
  'vagabond',
  'vagabond2',
  'lizards',
  'riverfolk',
  'duchy',
  'corvids',
  'hundreds',
  'keepers',
] as const;

export type FactionId = (typeof FACTIONS)[number];

/** The base game's four factions: the standard setup's first choice (start.ts). */
export const BASE_FACTIONS: readonly FactionId[] = ['marquise', 'eyrie', 'alliance', 'vagabond'];

/** One value per faction (like chessops' ByColor). */
export type ByFaction<T> = { [F in FactionId]: T };

export const SUITS = ['fox', 'rabbit', 'mouse'] as const;
export type Suit = (typeof SUITS)[number];

export type PieceCategory = 'warrior' | 'building' | 'token' | 'pawn';

/** One kind of piece and how many of them exist. */
export interface PieceSpec {
  category: PieceCategory;
  /** engine id of the kind ("warrior", "sawmill", "keep"…); see glossary.ts for the French term */
  kind: string;
  /** how many exist (1.5.1) */
  limit: number;
  /** the rules that give the number */
  source: string[];
  /** pieces tied to a suit (Alliance bases, Lizard gardens, Riverfolk trade posts) */
  suit?: Suit;
  /** caveat about the number, when the Law does not spell it out */
  note?: string;
}

export interface FactionInfo {
  id: FactionId;
  /** French name of the faction (Law of Root) */
  name: string;
  /** French name of its bot (Laws of Rootbotics), if a bot exists */
  botName?: string;
  /** the Rootbotics rule that lists its bot's pieces (the bot's setup, « R4.3 ») */
  botPiecesRule?: string;
  /** colour for drawing (CSS hex) */
  colour: string;
  /** a short code used by the text notation (notation.ts) */
  code: string;
  /** the chapter of the Law */
  chapter: string;
  /** piece catalogue of the human faction */
  pieces: PieceSpec[];
  /** piece catalogue of the bot, when it differs */
  botPieces?: PieceSpec[];
}

const warriors = (limit: number, ...source: string[]): PieceSpec => ({ category: 'warrior', kind: 'warrior', limit, source });
const building = (kind: string, limit: number, source: string[], extra: Partial<PieceSpec> = {}): PieceSpec => ({
  category: 'building',
  kind,
  limit,
  source,
  ...extra,
});
const token = (kind: string, limit: number, source: string[], extra: Partial<PieceSpec> = {}): PieceSpec => ({
  category: 'token',
  kind,
  limit,
  source,
  ...extra,
});
const pawn = (...source: string[]): PieceSpec => ({ category: 'pawn', kind: 'pawn', limit: 1, source });

const suitPieces = (category: PieceCategory, base: string, each: number, source: string[], note: string): PieceSpec[] =>
  SUITS.map((suit) => ({ category, kind: `${base}_${suit}`, limit: each, source, suit, note }));

const MARQUISE_BUILDINGS = (src: string[]) => [
  building('sawmill', 6, src),
  building('workshop', 6, src),
  building('recruiter', 6, src),
];

export const FACTION_INFO: ByFaction<FactionInfo> = {
  marquise: {
    id: 'marquise',
    name: 'Marquise de Chat',
    botName: 'Marquise Mécanique 2.0',
    botPiecesRule: 'R4.3',
    colour: '#e4782c',
    code: 'm',
    chapter: '6',
    pieces: [
      warriors(25, '6.3.1', 'B.1.3'),
      ...MARQUISE_BUILDINGS(['6.3.4', '6.3.5', 'B.1.2']),
      token('wood', 8, ['6.3.1', 'B.1.2']),
      token('keep', 1, ['6.3.2', 'B.1.2']),
    ],
    botPieces: [
      warriors(25, 'R4.3.1'),
      ...MARQUISE_BUILDINGS(['R4.3.4', 'R4.3.5']),
      token('keep', 1, ['R4.3.2', 'R4.2.1']),
    ],
  },
  eyrie: {
    id: 'eyrie',
    name: 'Dynasties de la Canopée',
    botName: 'Canopée Électrique',
    botPiecesRule: 'R5.3',
    colour: '#2f68b0',
    code: 'c',
    chapter: '7',
    pieces: [warriors(20, '7.3.1', 'B.1.3'), building('roost', 7, ['7.3.2', '7.3.5', 'B.1.2'])],
    botPieces: [warriors(20, 'R5.3.1'), building('roost', 7, ['R5.3.2', 'R5.3.4'])],
  },
  alliance: {
    id: 'alliance',
    name: 'Alliance de la Forêt',
    botName: 'Alliance Automatisée',
    botPiecesRule: 'R6.3',
    colour: '#4f9a3c',
    code: 'a',
    chapter: '8',
    pieces: [
      warriors(10, '8.3.1', 'B.1.3'),
      ...SUITS.map((suit) => building(`base_${suit}`, 1, ['8.3.2', '8.4.1.III', 'B.1.2'], { suit })),
      token('sympathy', 10, ['8.2.5', '8.3.3', 'B.1.2']),
    ],
    botPieces: [
      warriors(10, 'R6.3.1'),
      ...SUITS.map((suit) => building(`base_${suit}`, 1, ['R6.3.2'], { suit })),
      token('sympathy', 10, ['R6.2.1', 'R6.3.3']),
    ],
  },
  vagabond: {
    id: 'vagabond',
    name: 'Vagabond',
    botName: 'Vagabot',
    botPiecesRule: 'R7.3',
    colour: '#8c8c8c',
    code: 'v',
    chapter: '9',
    pieces: [pawn('9.3.2', 'B.1.3')],
    botPieces: [pawn('R7.3.2')],
  },
  vagabond2: {
    id: 'vagabond2',
    name: 'Second Vagabond',
    botName: 'Second Vagabot',
    botPiecesRule: 'R7.3',
    colour: '#4d4d4d',
    code: 'w',
    chapter: '9',
    pieces: [pawn('9.7', 'B.2.3')],
    botPieces: [pawn('R7.3.2')],
  },
  lizards: {
    id: 'lizards',
    name: 'Culte des Lézards',
    botName: 'Lézards Logiques',
    botPiecesRule: 'R8.3',
    colour: '#e2c23c',
    code: 'l',
    chapter: '10',
    pieces: [
      warriors(25, '10.3.1', 'B.2.3'),
      ...suitPieces(
        'building',
        'garden',
        5,
        ['10.3.2', '10.3.4', 'B.2.2'],
        '15 jardins en tout (B.2.2), sur trois pistes par couleur : 5 par couleur est déduit, la Loi ne l’écrit pas.',
      ),
    ],
    botPieces: [
      warriors(25, 'R8.3.1'),
      ...suitPieces('building', 'garden', 5, ['R8.3.2', 'R8.3.4'], '15 jardins en tout, 5 par couleur (déduit).'),
    ],
  },
  riverfolk: {
    id: 'riverfolk',
    name: 'Compagnie de la Rivière',
    botName: 'Robots de la Rivière',
    botPiecesRule: 'R9.3',
    colour: '#3fb2c0',
    code: 'r',
    chapter: '11',
    pieces: [
      warriors(15, '11.3.1', 'B.2.3'),
      ...suitPieces(
        'token',
        'trade_post',
        3,
        ['11.3.3', '11.5.6.III', 'B.2.2'],
        '9 comptoirs en tout (B.2.2), « comptoir correspondant » à la couleur (11.5.6.III) : 3 par couleur est déduit.',
      ),
    ],
    botPieces: [
      warriors(15, 'R9.3.1'),
      ...suitPieces('token', 'trade_post', 3, ['R9.3.3'], '9 comptoirs en tout, 3 par couleur (déduit).'),
    ],
  },
  duchy: {
    id: 'duchy',
    name: 'Duché Souterrain',
    botName: 'Duché Foreur',
    botPiecesRule: 'R10.3',
    colour: '#c49a6c',
    code: 'd',
    chapter: '12',
    pieces: [
      warriors(20, '12.3.1', 'B.3.3'),
      building('citadel', 3, ['12.3.4', 'B.3.2']),
      building('market', 3, ['12.3.4', 'B.3.2']),
      token('tunnel', 3, ['12.2.4', '12.3.1', 'B.3.2']),
    ],
    botPieces: [
      warriors(20, 'R10.3.1'),
      building('citadel', 3, ['R10.3.4']),
      building('market', 3, ['R10.3.4']),
      token('tunnel', 3, ['R10.3.1']),
    ],
  },
  corvids: {
    id: 'corvids',
    name: 'Conspiration des Corvidés',
    botName: 'Corvidés Engrenés',
    botPiecesRule: 'R11.3',
    colour: '#6b3f8f',
    code: 'k',
    chapter: '13',
    pieces: [
      warriors(15, '13.3.1', 'B.3.3'),
      token('bomb', 2, ['13.2.2', '13.3.1']),
      token('snare', 2, ['13.2.2', '13.3.1']),
      token('extortion', 2, ['13.2.2', '13.3.1']),
      token('raid', 2, ['13.2.2', '13.3.1']),
    ],
    botPieces: [
      warriors(15, 'R11.3.1'),
      token('bomb', 2, ['R11.3.1', '13.2.2']),
      token('snare', 2, ['R11.3.1', '13.2.2']),
      token('extortion', 2, ['R11.3.1', '13.2.2']),
      token('raid', 2, ['R11.3.1', '13.2.2']),
    ],
  },
  hundreds: {
    id: 'hundreds',
    name: 'Seigneur des Cents',
    colour: '#b3322b',
    code: 's',
    chapter: '14',
    pieces: [
      warriors(20, 'B.4.3'),
      { category: 'warrior', kind: 'warlord', limit: 1, source: ['14.2.2', 'B.4.3'] },
      building('stronghold', 6, ['B.4.2']),
      token('mob', 5, ['B.4.2']),
    ],
  },
  keepers: {
    id: 'keepers',
    name: 'Gardiens de Fer',
    colour: '#7d8a92',
    code: 'g',
    chapter: '15',
    pieces: [
      warriors(15, 'B.4.3'),
      building('waystation', 3, ['15.2.2', '15.3.5', 'B.4.2']),
      token('statuette', 4, ['15.2.1', 'B.4.2']),
      token('tablet', 4, ['15.2.1', 'B.4.2']),
      token('jewel', 4, ['15.2.1', 'B.4.2']),
    ],
  },
};

export const FACTION_SET: ReadonlySet<string> = new Set(FACTIONS);

export function isFactionId(x: unknown): x is FactionId {
  return typeof x === 'string' && FACTION_SET.has(x);
}

/** The two Vagabond factions (9.7). */
export const VAGABONDS: readonly FactionId[] = ['vagabond', 'vagabond2'];

/** The catalogue that applies to a faction, human or bot. */
export function piecesOf(faction: FactionId, bot = false): PieceSpec[] {
  const info = FACTION_INFO[faction];
  return bot && info.botPieces ? info.botPieces : info.pieces;
}

/** Relic kinds of the Keepers and the values printed on their backs (15.2.1: 1, 2, 3, 3). */
export const RELIC_KINDS = ['statuette', 'tablet', 'jewel'] as const;
export type RelicKind = (typeof RELIC_KINDS)[number];
export const RELIC_VALUES: readonly number[] = [1, 2, 3, 3];

/** Plot tokens of the Corvids (13.2.2, 13.7). */
export const PLOT_KINDS = ['bomb', 'snare', 'extortion', 'raid'] as const;
