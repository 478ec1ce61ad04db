/**
 * The single glossary: engine identifiers (English) → French terms shown to readers.
 * Terms follow the French edition of the Law of Root (Matagot) and its Glossary (Appendix G).
 */
import { FACTION_INFO, isFactionId, type FactionId, type Suit } from './factions';
import { NOMAD_INFO, isNomadId, type Article } from './nomads';
import type { Character, ItemKind, Leader, Minister, Mood, Owner, Phase, Place, Setup } from './setup';

/** Board and rules vocabulary. */
export const TERMS = {
  clearing: 'clairière',
  clearings: 'clairières',
  forest: 'bois',
  path: 'chemin',
  closed_path: 'chemin fermé',
  river: 'rivière',
  lake: 'lac',
  coastal: 'côtière',
  ferry: 'Radeau',
  tower: 'Tour',
  pass: 'Col',
  burrow: 'Terrier',
  slot: 'emplacement',
  ruin: 'ruine',
  item: 'objet',
  warrior: 'guerrier',
  warriors: 'guerriers',
  building: 'bâtiment',
  buildings: 'bâtiments',
  token: 'jeton',
  tokens: 'jetons',
  pawn: 'pion',
  pawns: 'pions',
  piece: 'pièce',
  relic: 'relique',
  monument: 'Monument',
  warlord: 'seigneur de guerre',
  control: 'contrôle',
  rule: 'contrôler',
  move: 'déplacement',
  place: 'placer',
  supervisor: 'superviseur',
  nomad: 'Nomade',
  mercenaries: 'mercenaires',
  boats: 'bateaux',
  hostile: 'Hostile',
  allied: 'Allié',
  bot: 'robot',
  human: 'humain',
  humans: 'humains',
  turn: 'tour',
  boot: 'botte',
  battle: 'combat',
  attacker: 'attaquant',
  defender: 'défenseur',
  hit: 'perte',
  extra_hit: 'perte additionnelle',
  rolled_hits: 'pertes infligées avec les dés',
  max_rolled_hits: 'maximum de pertes infligées',
  ambush: 'embuscade',
  counter_ambush: 'contrer une embuscade',
  defenceless: 'sans défense',
  damaged: 'endommagé',
  undamaged: 'intact',
  infamy: 'Infamie',
  looters: 'Pillards',
  mood: 'humeur',
  leader: 'dirigeant',
  decree: 'Décret',
  minister: 'Ministre',
  acolyte: 'acolyte',
  officer: 'officier',
  funds: 'fonds',
  crafted_items: 'Objets Fabriqués',
} as const;

export const SUIT_NAMES: { [S in Suit | 'bird']: string } = {
  fox: 'renard',
  rabbit: 'lapin',
  mouse: 'souris',
  bird: 'oiseau',
};

export const PHASE_NAMES: { [P in Phase]: string } = {
  aurore: 'Aurore',
  jour: 'Jour',
  crepuscule: 'Crépuscule',
};

/** Building and token kinds → French (singular, plural). */
export const KIND_NAMES: Record<string, [string, string]> = {
  warrior: ['guerrier', 'guerriers'],
  warlord: ['seigneur de guerre', 'seigneurs de guerre'],
  pawn: ['pion', 'pions'],
  // Marquise (6)
  sawmill: ['Scierie', 'Scieries'],
  workshop: ['Atelier', 'Ateliers'],
  recruiter: ['Recruteur', 'Recruteurs'],
  wood: ['bois', 'bois'],
  keep: ['Donjon', 'Donjons'],
  // Canopée (7)
  roost: ['Perchoir', 'Perchoirs'],
  // Alliance (8)
  base_fox: ['base Renard', 'bases Renard'],
  base_rabbit: ['base Lapin', 'bases Lapin'],
  base_mouse: ['base Souris', 'bases Souris'],
  sympathy: ['jeton de Sympathie', 'jetons de Sympathie'],
  // Lézards (10)
  garden_fox: ['jardin Renard', 'jardins Renard'],
  garden_rabbit: ['jardin Lapin', 'jardins Lapin'],
  garden_mouse: ['jardin Souris', 'jardins Souris'],
  // Rivière (11)
  trade_post_fox: ['comptoir Renard', 'comptoirs Renard'],
  trade_post_rabbit: ['comptoir Lapin', 'comptoirs Lapin'],
  trade_post_mouse: ['comptoir Souris', 'comptoirs Souris'],
  // Duché (12)
  citadel: ['Citadelle', 'Citadelles'],
  market: ['Marché', 'Marchés'],
  tunnel: ['Tunnel', 'Tunnels'],
  // Corvidés (13)
  bomb: ['Bombe', 'Bombes'],
  snare: ['Piège', 'Pièges'],
  extortion: ['Extorsion', 'Extorsions'],
  raid: ['Raid', 'Raids'],
  // Cents (14)
  stronghold: ['Bastion', 'Bastions'],
  mob: ['Foule', 'Foules'],
  // Gardiens (15)
  waystation: ['Relais', 'Relais'],
  statuette: ['relique statuette', 'reliques statuette'],
  tablet: ['relique tablette', 'reliques tablette'],
  jewel: ['relique bijou', 'reliques bijou'],
  // Nomades (B.10.2)
  cave: ['Caverne', 'Cavernes'],
  vault: ['Coffre', 'Coffres'],
};

export const ITEM_NAMES: { [I in ItemKind]: string } = {
  boot: 'botte',
  sword: 'épée',
  bag: 'sac',
  hammer: 'marteau',
  tea: 'café',
  coins: 'pièce',
  crossbow: 'arbalète',
  torch: 'torche',
  club: 'gourdin',
};

/** Eyrie leaders (7.8). */
export const LEADER_NAMES: { [L in Leader]: string } = {
  builder: 'Bâtisseur',
  charismatic: 'Charismatique',
  commander: 'Commandant',
  despot: 'Despote',
};

/** The warlord's moods (14.7). */
export const MOOD_NAMES: { [M in Mood]: string } = {
  bitter: 'Amer',
  grandiose: 'Grandiose',
  jubilant: 'En liesse',
  generous: 'Généreux',
  relentless: 'Impitoyable',
  rowdy: 'Bagarreur',
  stubborn: 'Tenace',
  wrathful: 'Furieux',
};

/** Vagabond characters (Appendix D) and Vagabot characters (R7.7). */
export const CHARACTER_NAMES: { [C in Character]: string } = {
  thief: 'Voleur',
  tinker: 'Bricoleur',
  ranger: 'Rôdeur',
  vagrant: 'Miséreux',
  arbiter: 'Médiateur',
  scoundrel: 'Brigand',
  adventurer: 'Aventurier',
  ronin: 'Ronin',
  harrier: 'Chasseur',
};

/** Duchy ministers (12.5.2, R10.7). */
export const MINISTER_NAMES: { [M in Minister]: string } = {
  foremole: 'Contremaître',
  captain: 'Capitaine',
  marshal: 'Maréchal',
  brigadier: 'Brigadier',
  banker: 'Banquier',
  mayor: 'Maire',
  duchess: 'Duchesse de Boue',
  baron: 'Baron de Poussière',
  earl: 'Comte des Pierres',
};

/** Short French names of factions as used in sentences. */
export const SHORT_NAMES: { [F in FactionId]: string } = {
  marquise: 'Marquise',
  eyrie: 'Canopée',
  alliance: 'Alliance',
  vagabond: 'Vagabond',
  vagabond2: 'second Vagabond',
  lizards: 'Culte des Lézards',
  riverfolk: 'Compagnie de la Rivière',
  duchy: 'Duché',
  corvids: 'Corvidés',
  hundreds: 'Cents',
  keepers: 'Gardiens de Fer',
};

export function kindName(kind: string, count = 1): string {
  const n = KIND_NAMES[kind];
  if (!n) return kind;
  return count > 1 ? n[1] : n[0];
}

/** "3 guerriers", "1 bâtiment", "0 guerrier" */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) > 1 ? plural : singular}`;
}

/** What someone holds when it is not enough: « n’en a pas », « n’en a qu’une », « n’en a que 3 ». */
export function nEnAQue(n: number, feminine = false): string {
  return n <= 0 ? 'n’en a pas' : n === 1 ? `n’en a qu’${feminine ? 'une' : 'un'}` : `n’en a que ${n}`;
}

/** How many there are when it is not enough: « il n’y en a pas », « il n’y en a qu’un », « il y en a 2 ». */
export function ilYEnA(n: number, feminine = false): string {
  return n <= 0 ? 'il n’y en a pas' : n === 1 ? `il n’y en a qu’${feminine ? 'une' : 'un'}` : `il y en a ${n}`;
}


/** Articles of faction names, human and bot: [article] */
const FACTION_ARTICLES: { [F in FactionId]: [Article, Article] } = {
  marquise: ['la', 'la'],
  eyrie: ['la', 'la'],
  alliance: ['l’', 'l’'],
  vagabond: ['le', 'le'],
  vagabond2: ['le', 'le'],
  lizards: ['le', 'les'],
  riverfolk: ['la', 'les'],
  duchy: ['le', 'le'],
  corvids: ['les', 'les'],
  hundreds: ['les', 'les'],
  keepers: ['les', 'les'],
};


/** French name of an owner without article, the bot's name if it is played by a bot. */
export function ownerName(owner: Owner | 'humans', setup?: Setup): string {
  if (owner === 'humans') return 'Équipe des humains';
  if (isFactionId(owner)) {
    const bot = setup?.players?.[owner]?.bot === true;
    const info = FACTION_INFO[owner];
    if (bot && info.botName) return info.botName;
    return SHORT_NAMES[owner];
  }
  if (isNomadId(owner)) {
    const info = NOMAD_INFO[owner];
    return setup?.nomads?.[owner]?.demoted === true ? info.demotedName : info.name;
  }
  return String(owner);
}

function articleOf(owner: Owner | 'humans', setup?: Setup): Article {
  if (owner === 'humans') return 'l’';
  if (isFactionId(owner)) return FACTION_ARTICLES[owner][setup?.players?.[owner]?.bot === true && FACTION_INFO[owner].botName ? 1 : 0];
  if (isNomadId(owner)) return NOMAD_INFO[owner].articles[setup?.nomads?.[owner]?.demoted === true ? 1 : 0];
  return 'le';
}

/** Is the name plural (« les Corvidés »)? For verb agreement. */
export function isPluralName(owner: Owner | 'humans', setup?: Setup): boolean {
  return articleOf(owner, setup) === 'les';
}

/** « la Marquise », « l’Alliance », « les Corvidés », « le Vagabot » */
export function theName(owner: Owner | 'humans', setup?: Setup): string {
  if (owner === 'humans') return 'l’équipe des humains';
  const a = articleOf(owner, setup);
  const n = ownerName(owner, setup);
  return a === 'l’' ? `l’${n}` : `${a} ${n}`;
}

/** « de la Marquise », « de l’Alliance », « des Corvidés », « du Vagabond » */
export function ofName(owner: Owner | 'humans', setup?: Setup): string {
  if (owner === 'humans') return 'de l’équipe des humains';
  const a = articleOf(owner, setup);
  const n = ownerName(owner, setup);
  return a === 'le' ? `du ${n}` : a === 'les' ? `des ${n}` : a === 'la' ? `de la ${n}` : `de l’${n}`;
}

export function capitalize(t: string): string {
  return t ? t[0]!.toUpperCase() + t.slice(1) : t;
}

/** « clairière 5 », « Terrier », « bois 1-5-9 » (a forest named by its clearings, as the board shows it) */
export function placeName(place: Place): string {
  if (typeof place === 'number') return `clairière ${place}`;
  if (place === 'terrier') return 'Terrier';
  if (typeof place === 'object' && place !== null) return `bois ${place.forest.replaceAll('_', '-')}`;
  return String(place);
}

/** « la clairière 5 », « le Terrier », « le bois 1-5-9 » */
export function thePlace(place: Place): string {
  return typeof place === 'number' ? `la clairière ${place}` : place === 'terrier' ? 'le Terrier' : `le ${placeName(place)}`;
}
