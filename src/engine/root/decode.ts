/**
 * Reading the text notation of a setup (its grammar: notation.ts, docs/situations.md), and the code
 * tables the notation shares with its writer. The syntax only: decodeSetup never throws and returns
 * the normal form (normalize.ts); validate() checks the rules. Apart from notation.ts so that a
 * page that only reads a situation does not carry the writer.
 */
import { TRAIT_IDS, type TraitId } from './bots/trait-ids';
import { FACTIONS, FACTION_INFO, type FactionId, type Suit } from './factions';
import { isMapId } from './maps';
import { NOMADS, NOMAD_INFO, type NomadId } from './nomads';
import { FORMAT, problem, type Problem } from './reasons';
import { capitalize, isPluralName, theName } from './glossary';
import {
  ITEM_KINDS,
  PAWN_OWNERS,
  PHASES,
  type Character,
  type DecreeCounts,
  type Leader,
  type Minister,
  type Mood,
  type ClearingSetup,
  type ForestSetup,
  type ItemKind,
  type NomadSetup,
  type Owner,
  type PawnOwner,
  type Phase,
  type PlayerSetup,
  type RelicSetup,
  type Setup,
  type TokenSetup,
} from './setup';
import { normalizeSetup } from './normalize';

/** Engine kind id → notation code (French, ASCII). */
export const KIND_CODES: Record<string, string> = {
  sawmill: 'scierie',
  workshop: 'atelier',
  recruiter: 'recruteur',
  wood: 'bois',
  keep: 'donjon',
  roost: 'perchoir',
  base_fox: 'base_renard',
  base_rabbit: 'base_lapin',
  base_mouse: 'base_souris',
  sympathy: 'sympathie',
  garden_fox: 'jardin_renard',
  garden_rabbit: 'jardin_lapin',
  garden_mouse: 'jardin_souris',
  trade_post_fox: 'comptoir_renard',
  trade_post_rabbit: 'comptoir_lapin',
  trade_post_mouse: 'comptoir_souris',
  citadel: 'citadelle',
  market: 'marche',
  tunnel: 'tunnel',
  bomb: 'bombe',
  snare: 'piege',
  extortion: 'extorsion',
  raid: 'raid',
  stronghold: 'bastion',
  mob: 'foule',
  waystation: 'relais',
  statuette: 'statuette',
  tablet: 'tablette',
  jewel: 'bijou',
  cave: 'caverne',
  vault: 'coffre',
  pawn: 'pion',
  warlord: 'seigneur',
};
const CODE_KINDS: Record<string, string> = Object.fromEntries(Object.entries(KIND_CODES).map(([k, v]) => [v, k]));

export const ITEM_CODES: { [I in ItemKind]: string } = {
  boot: 'botte',
  sword: 'epee',
  bag: 'sac',
  hammer: 'marteau',
  tea: 'cafe',
  coins: 'piece',
  crossbow: 'arbalete',
  torch: 'torche',
  club: 'gourdin',
};
const CODE_ITEMS: Record<string, ItemKind> = Object.fromEntries(Object.entries(ITEM_CODES).map(([k, v]) => [v, k as ItemKind]));

/** Notation codes of leaders (7.8), moods (14.7), characters (Appendix D) and ministers (12.5.2). */
export const LEADER_CODES: { [L in Leader]: string } = { builder: 'batisseur', charismatic: 'charismatique', commander: 'commandant', despot: 'despote' };
export const MOOD_CODES: { [M in Mood]: string } = {
  bitter: 'amer',
  grandiose: 'grandiose',
  jubilant: 'liesse',
  generous: 'genereux',
  relentless: 'impitoyable',
  rowdy: 'bagarreur',
  stubborn: 'tenace',
  wrathful: 'furieux',
};
export const CHARACTER_CODES: { [C in Character]: string } = {
  thief: 'voleur',
  tinker: 'bricoleur',
  ranger: 'rodeur',
  vagrant: 'misereux',
  arbiter: 'mediateur',
  scoundrel: 'brigand',
  adventurer: 'aventurier',
  ronin: 'ronin',
  harrier: 'chasseur',
};
export const MINISTER_CODES: { [M in Minister]: string } = {
  foremole: 'contremaitre',
  captain: 'capitaine',
  marshal: 'marechal',
  brigadier: 'brigadier',
  banker: 'banquier',
  mayor: 'maire',
  duchess: 'duchesse',
  baron: 'baron',
  earl: 'comte',
};
const invert = <K extends string>(t: { [k in K]: string }): Record<string, K> => Object.fromEntries(Object.entries(t).map(([k, v]) => [v, k as K])) as Record<string, K>;
const CODE_LEADERS = invert<Leader>(LEADER_CODES);
const CODE_MOODS = invert<Mood>(MOOD_CODES);
const CODE_CHARACTERS = invert<Character>(CHARACTER_CODES);
const CODE_MINISTERS = invert<Minister>(MINISTER_CODES);
const CODE_TRAITS: Record<string, TraitId> = Object.fromEntries(TRAIT_IDS.map((t) => [t, t]));
/** Numeric player flags: engine field → notation word. */
export const COUNT_FLAGS = { score: 'points', swords: 'epees', items: 'objets', funds: 'fonds', officers: 'officiers', acolytes: 'acolytes' } as const;

export const SUIT_CODES: { [S in Suit]: string } = { fox: 'r', rabbit: 'l', mouse: 's' };
const CODE_SUITS: Record<string, Suit> = { r: 'fox', l: 'rabbit', s: 'mouse' };

export const OWNER_CODES: Record<string, string> = {
  ...Object.fromEntries(FACTIONS.map((f) => [f, FACTION_INFO[f].code])),
  ...Object.fromEntries(NOMADS.map((n) => [n, NOMAD_INFO[n].code])),
};
const CODE_OWNERS: Record<string, Owner> = Object.fromEntries(Object.entries(OWNER_CODES).map(([o, c]) => [c, o as Owner]));

export const FLAG_WORDS = { bot: 'robot', boats: 'bateaux', mercenaries: 'mercenaires' } as const;

export function lookup<T>(table: Record<string, T>, k: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, k) ? table[k] : undefined;
}

export const fcode = (f: FactionId) => FACTION_INFO[f].code;
export const ocode = (o: string) => lookup(OWNER_CODES, o) ?? o;
export const kcode = (k: string) => lookup(KIND_CODES, k) ?? k;

// ------------------------------------------------------------------ decode
// The problems found are said in the reader's terms (a share link is read by this code): which part
// of the position is wrong and why, never the notation's syntax or its codes.

export type DecodeResult = { ok: true; setup: Setup } | { ok: false; problems: Problem[] };

/** Each part of the notation, as a reader knows it. */
const PARTS: Record<string, string> = {
  board: 'les pièces du plateau',
  j: 'la liste des joueurs',
  t: 'le tour',
  c: 'les couleurs des clairières',
  n: 'les Nomades',
  r: 'le Radeau',
  f: 'les chemins fermés',
  o: 'les options de partie',
};
/** « Les Corvidés n’ont », « La Marquise n’a » */
const hasNot = (o: Owner) => `${capitalize(theName(o))} n’${isPluralName(o) ? 'ont' : 'a'}`;
const forestName = (id: string) => `bois ${id.replaceAll('_', '-')}`;

function faction(code: string): FactionId | undefined {
  const o = lookup(CODE_OWNERS, code);
  return o && (FACTIONS as readonly string[]).includes(o) ? (o as FactionId) : undefined;
}

function decodeInner(raw: string): DecodeResult {
  const problems: Problem[] = [];
  const bad = (text: string) => problems.push(problem(FORMAT, text, 'notation'));
  let text = raw.trim();
  if (text.length > 20000) return { ok: false, problems: [problem(FORMAT, 'La position décrite est trop longue pour être lue.', 'notation')] };
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return { ok: false, problems: [problem(FORMAT, 'La position décrite est mal encodée (un caractère spécial y est abîmé).', 'notation')] };
    }
  }
  const sections = text.split('/');
  const mapName = sections[0] ?? '';
  if (!isMapId(mapName)) {
    bad('Carte inconnue : la position se joue sur l’Automne, l’Hiver, le Lac ou la Montagne.');
    return { ok: false, problems };
  }
  const s: Setup = { map: mapName, clearings: {}, players: {} };
  const seen = new Set<string>();
  for (const sec of sections.slice(1)) {
    if (sec === '') continue;
    const m = /^([a-z])=(.*)$/.exec(sec);
    const tag = m ? m[1]! : 'board';
    if (seen.has(tag) && PARTS[tag]) bad(`La position décrit deux fois ${PARTS[tag]}.`);
    seen.add(tag);
    const body = m ? m[2]! : sec;
    switch (tag) {
      case 'j':
        for (const entry of body.split(',')) {
          const [code, ...flags] = entry.split('.');
          const f = faction(code ?? '');
          if (!f) {
            bad('Joueurs : une faction inconnue.');
            continue;
          }
          const who = FACTION_INFO[f].name;
          const p: PlayerSetup = {};
          for (const flag of flags) {
            if (flag === 'robot') p.bot = true;
            else if (flag === 'bateaux') p.boats = true;
            else if (flag === 'mercenaires') p.mercenaries = true;
            else if (/^(hostiles|allies)-[a-z]*$/.test(flag)) {
              const [word, codes] = flag.split('-') as [string, string];
              const list: FactionId[] = [];
              for (const ch of codes) {
                const g = faction(ch);
                if (g) list.push(g);
                else bad(`${who} : une faction inconnue parmi ses ${word === 'hostiles' ? 'Hostiles' : 'Alliés'}.`);
              }
              if (word === 'hostiles') p.hostile = list;
              else p.allied = list;
            } else if (/^bottes-\d{1,2}$/.test(flag)) p.boots = Number(flag.slice(7));
            else if (/^coalition-[a-z]$/.test(flag)) {
              const g = faction(flag.slice(10));
              if (g) p.coalition = g;
              else bad(`${who} : partenaire de coalition inconnu.`);
            } else if (flag === 'domination') p.dominance = true;
            else if (!decodeStateFlag(flag, p, who, bad)) bad(`${who} : un réglage n’est pas reconnu.`);
          }
          if (s.players[f]) bad(`${who} apparaît deux fois parmi les joueurs.`);
          s.players[f] = p;
        }
        break;
      case 't': {
        const [code, phase, ...rest] = body.split('.');
        if (code) {
          const f = faction(code);
          if (f) s.turn = f;
          else bad('Tour : faction inconnue.');
        }
        if (phase !== undefined) {
          if ((PHASES as readonly string[]).includes(phase)) s.phase = phase as Phase;
          else bad('Phase inconnue : Aurore, Jour ou Crépuscule.');
        }
        if (rest.length) bad('Le tour est illisible.');
        break;
      }
      case 'c':
        if (!/^[rls]{12}$/.test(body)) bad('Couleurs des clairières illisibles : il en faut une par clairière, de la 1 à la 12 (renard, lapin ou souris).');
        else s.suits = [...body].map((ch) => CODE_SUITS[ch]!);
        break;
      case 'n': {
        const nomads: { [N in NomadId]?: NomadSetup } = {};
        for (const entry of body.split(',')) {
          const mm = /^([a-z]{2})(?:-([a-z]))?(\.retro)?$/.exec(entry);
          const n = mm ? lookup(CODE_OWNERS, mm[1]!) : undefined;
          if (!mm || !n || !(NOMADS as readonly string[]).includes(n)) {
            bad('Nomades : l’un d’eux est illisible.');
            continue;
          }
          const cfg: NomadSetup = {};
          if (mm[2]) {
            const f = faction(mm[2]);
            if (f) cfg.supervisor = f;
            else bad(`${NOMAD_INFO[n as NomadId].name} : superviseur inconnu.`);
          }
          if (mm[3]) cfg.demoted = true;
          nomads[n as NomadId] = cfg;
        }
        s.nomads = nomads;
        break;
      }
      case 'r': {
        const mm = /^(\d{1,2})?(\.utilise)?$/.exec(body);
        if (!mm || (!mm[1] && !mm[2])) bad('Radeau illisible : il faut la clairière où il se trouve.');
        else {
          if (mm[1]) s.ferry = Number(mm[1]);
          if (mm[2]) s.ferryUsed = true;
        }
        break;
      }
      case 'f':
        if (body === 'aucun') s.closedPaths = [];
        else {
          s.closedPaths = [];
          for (const p of body.split('.')) {
            const mm = /^(\d{1,2})-(\d{1,2})$/.exec(p);
            if (mm) s.closedPaths.push([Number(mm[1]), Number(mm[2])]);
            else bad('Chemin fermé illisible : un chemin relie deux clairières, numérotées de 1 à 12.');
          }
        }
        break;
      case 'o':
        if (body === 'coop') s.coop = true;
        else bad('Option de partie inconnue (la seule est la partie entièrement coopérative).');
        break;
      case 'board':
        decodeBoard(body, s, bad);
        break;
      default:
        bad('Une partie de la position n’est pas reconnue.');
    }
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, setup: normalizeSetup(s) };
}

/** What each numeric flag counts, for the reader. */
const COUNT_NAMES: { [K in keyof typeof COUNT_FLAGS]: string } = {
  score: 'points de victoire',
  swords: 'épées intactes',
  items: 'objets intacts',
  funds: 'fonds',
  officers: 'officiers',
  acolytes: 'acolytes',
};

/** Battle state flags of a player (points-N, chef-…, humeur-…): true if the flag was one of them. */
function decodeStateFlag(flag: string, p: PlayerSetup, who: string, bad: (t: string) => void): boolean {
  const dash = flag.indexOf('-');
  if (dash < 0) return false;
  const word = flag.slice(0, dash);
  const rest = flag.slice(dash + 1);
  for (const k of Object.keys(COUNT_FLAGS) as (keyof typeof COUNT_FLAGS)[]) {
    if (COUNT_FLAGS[k] !== word) continue;
    if (/^\d{1,2}$/.test(rest)) p[k] = Number(rest);
    else bad(`${who}, ${COUNT_NAMES[k]} : un nombre de 0 à 99 est attendu.`);
    return true;
  }
  const one = <T>(table: Record<string, T>, set: (v: T) => void, what: string) => {
    const v = lookup(table, rest);
    if (v === undefined) bad(`${who} : ${what}.`);
    else set(v);
    return true;
  };
  const many = <T>(table: Record<string, T>, set: (v: T[]) => void, what: string) => {
    const out: T[] = [];
    for (const x of rest.split('+')) {
      const v = lookup(table, x);
      if (v === undefined) bad(`${who} : ${what}.`);
      else out.push(v);
    }
    set(out);
    return true;
  };
  switch (word) {
    case 'chef':
      return one(CODE_LEADERS, (v) => (p.leader = v), 'dirigeant inconnu');
    case 'humeur':
      return one(CODE_MOODS, (v) => (p.mood = v), 'humeur inconnue');
    case 'perso':
      return one(CODE_CHARACTERS, (v) => (p.character = v), 'personnage inconnu');
    case 'ministres':
      return many(CODE_MINISTERS, (v) => (p.ministers = v), 'Ministre inconnu');
    case 'fabriques':
      return many(CODE_ITEMS, (v) => (p.crafted = v), 'objet fabriqué inconnu');
    case 'traits':
      return many(CODE_TRAITS, (v) => (p.traits = v), 'Trait inconnu');
    case 'decret': {
      const m = /^(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(rest);
      if (m) p.decree = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as DecreeCounts;
      else bad(`${who} : Décret illisible (quatre nombres de cartes, colonnes Renard, Lapin, Souris et Oiseau).`);
      return true;
    }
    default:
      return false;
  }
}

function decodeBoard(body: string, s: Setup, bad: (t: string) => void): void {
  for (const entry of body.split(';')) {
    if (entry === '') continue;
    const i = entry.indexOf(':');
    if (i < 0) {
      bad('Une case du plateau est illisible.');
      continue;
    }
    const where = entry.slice(0, i);
    const items = entry.slice(i + 1).split(',').filter((x) => x !== '');
    if (/^\d{1,2}_\d{1,2}(?:_\d{1,2})+$|^\d{1,2}_\d{1,2}$/.test(where)) {
      if (s.forests?.[where]) bad(`Le ${forestName(where)} est donné deux fois.`);
      const f: ForestSetup = s.forests?.[where] ?? {};
      for (const it of items) {
        const mm = /^([a-z]{1,2})-([a-z_]+)([1-3])?(!)?$/.exec(it);
        const owner = mm ? lookup(CODE_OWNERS, mm[1]!) : undefined;
        const kind = mm ? (lookup(CODE_KINDS, mm[2]!) ?? mm[2]!) : undefined;
        if (mm && owner && kind === 'pawn' && (PAWN_OWNERS as readonly string[]).includes(owner) && !mm[3] && !mm[4])
          f.pawns = [...(f.pawns ?? []), owner as PawnOwner];
        else if (mm && owner === 'keepers' && (kind === 'statuette' || kind === 'tablet' || kind === 'jewel')) {
          const r: RelicSetup = { kind };
          if (mm[3]) r.value = Number(mm[3]);
          if (mm[4]) r.faceUp = true;
          f.relics = [...(f.relics ?? []), r];
        } else bad(`${capitalize(forestName(where))} : pièce illisible (seuls un pion ou une relique vont dans un bois).`);
      }
      s.forests = { ...(s.forests ?? {}), [where]: f };
      continue;
    }
    let c: ClearingSetup;
    if (where === 'T') {
      if (s.burrow) bad('Le Terrier est donné deux fois.');
      c = s.burrow ?? {};
      s.burrow = c;
    } else if (/^(?:[1-9]|1[0-2])$/.test(where)) {
      if (s.clearings[where]) bad(`La clairière ${where} est donnée deux fois.`);
      c = s.clearings[where] ?? {};
      s.clearings[where] = c;
    } else {
      bad('Lieu inconnu : les clairières vont de 1 à 12, et un bois se nomme par les clairières qui l’entourent.');
      continue;
    }
    const lieu = where === 'T' ? 'Terrier' : `Clairière ${where}`;
    for (const it of items) decodeItem(it, c, lieu, bad);
  }
}

function decodeItem(it: string, c: ClearingSetup, lieu: string, bad: (t: string) => void): void {
  if (it === 'monument') {
    c.monument = true;
    return;
  }
  if (it === '-ruine') {
    c.ruin = false;
    return;
  }
  const ruin = /^ruine(?:\(([a-z.]*)\))?$/.exec(it);
  if (ruin) {
    c.ruin = true;
    for (const code of (ruin[1] ?? '').split('.').filter((x) => x)) {
      const item = lookup(CODE_ITEMS, code) ?? ((ITEM_KINDS as readonly string[]).includes(code) ? (code as ItemKind) : undefined);
      if (item) c.items = [...(c.items ?? []), item];
      else bad(`${lieu} : objet inconnu dans la ruine.`);
    }
    return;
  }
  const w = /^([a-z]{1,2})(\d{1,6})$/.exec(it);
  if (w) {
    const owner = lookup(CODE_OWNERS, w[1]!);
    if (!owner) return void bad(`${lieu} : des guerriers d’une faction inconnue.`);
    c.warriors = { ...(c.warriors ?? {}), [owner]: (c.warriors?.[owner] ?? 0) + Number(w[2]) };
    return;
  }
  const p = /^([a-z]{1,2})-([a-z_]+?)([1-3])?(!)?$/.exec(it);
  if (!p) return void bad(`${lieu} : pièce illisible.`);
  const owner = lookup(CODE_OWNERS, p[1]!);
  if (!owner) return void bad(`${lieu} : pièce d’une faction inconnue.`);
  const kind = lookup(CODE_KINDS, p[2]!) ?? p[2]!;
  if (kind === 'warlord') {
    if (owner !== 'hundreds' || p[3] || p[4]) return void bad(`${lieu} : le seigneur de guerre n’appartient qu’au ${FACTION_INFO.hundreds.name}.`);
    c.warlord = true;
    return;
  }
  if (kind === 'pawn') {
    if (!(PAWN_OWNERS as readonly string[]).includes(owner) || p[3] || p[4]) return void bad(`${lieu} : ${hasNot(owner)} pas de pion.`);
    c.pawns = [...(c.pawns ?? []), owner as PawnOwner];
    return;
  }
  const buildingKinds = new Set<string>();
  const tokenKinds = new Set<string>();
  const infoPieces = (FACTIONS as readonly string[]).includes(owner)
    ? [...FACTION_INFO[owner as FactionId].pieces, ...(FACTION_INFO[owner as FactionId].botPieces ?? [])]
    : NOMAD_INFO[owner as NomadId].pieces;
  for (const x of infoPieces) (x.category === 'building' ? buildingKinds : tokenKinds).add(x.kind);
  if (buildingKinds.has(kind)) {
    if (p[3] || p[4]) return void bad(`${lieu} : un bâtiment n’a ni valeur ni face cachée.`);
    c.buildings = [...(c.buildings ?? []), { owner, kind }];
    return;
  }
  if (tokenKinds.has(kind) || /^[a-z_]+$/.test(kind)) {
    if (!tokenKinds.has(kind)) return void bad(`${lieu} : ${hasNot(owner)} pas cette pièce.`);
    const t: TokenSetup = { owner, kind };
    if (p[3]) t.value = Number(p[3]);
    if (p[4]) t.faceUp = true;
    c.tokens = [...(c.tokens ?? []), t];
  }
}

/** Reads a setup notation. Never throws; problems are in French. Checks syntax, not rules. */
export function decodeSetup(text: unknown): DecodeResult {
  try {
    if (typeof text !== 'string') return { ok: false, problems: [problem(FORMAT, 'La position doit être décrite par un texte.', 'notation')] };
    return decodeInner(text);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Position illisible.', 'notation')] };
  }
}

