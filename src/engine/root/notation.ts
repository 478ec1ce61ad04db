/**
 * A compact, URL-safe, human-readable text notation for a Setup (think FEN), used in share links,
 * MDX props and test tables. Grammar (documented in docs/situations.md):
 *
 *   notation := map ( "/" section )*
 *   map      := automne | hiver | lac | montagne
 *   section  := "j=" players | "t=" turn | "c=" suits | "n=" nomads | "r=" ferry | "f=" closed
 *             | "o=coop" | board
 *   players  := player ("," player)*        player := F ("." flag)*
 *   flag     := robot | bateaux | mercenaires | hostiles-F… | allies-F… | bottes-N
 *             | points-N | chef-L | decret-N-N-N-N | humeur-H | perso-P | epees-N | objets-N
 *             | ministres-M("+"M)* | fabriques-I("+"I)* | traits-T("+"T)* | fonds-N | officiers-N | acolytes-N
 *   turn     := [F] ["." (aurore|jour|crepuscule)]
 *   suits    := 12 letters r (renard) | l (lapin) | s (souris), clearing 1 first
 *   nomads   := N ["-" F] [".retro"] ("," …)*
 *   ferry    := [clearing] [".utilise"]
 *   closed   := aucun | a-b ("." a-b)*
 *   board    := entry (";" entry)*          entry := place ":" item ("," item)*
 *   place    := 1…12 | T (the Burrow) | forest id such as 1_5_9
 *   item     := O digits                   warriors, e.g. m3, gf2
 *             | O "-" kind [value] ["!"]   building, token, pawn or relic ("!" face up)
 *             | ruine ["(" item ("." item)* ")"] | -ruine | monument
 *
 * F: faction code (m Marquise, c Canopée, a Alliance, v Vagabond, w second Vagabond, l Lézards,
 * r Rivière, d Duché, k Corvidés, s Cents, g Gardiens); N: Nomad code (two letters); O: F or N.
 * Example: automne/j=m,c/t=m.jour/1:m3,m-scierie,m-donjon;5:c2,c-perchoir
 *
 * decodeSetup never throws; it checks the syntax only (use validate() for the rules) and returns
 * the normalised setup, so decodeSetup(encodeSetup(s)) deep-equals normalizeSetup(s).
 */
import { TRAIT_IDS, type TraitId } from './bots/trait-ids';
import { FACTIONS, FACTION_INFO, type FactionId, type Suit } from './factions';
import { MAPS, isMapId } from './maps';
import { NOMADS, NOMAD_INFO, type NomadId } from './nomads';
import { FORMAT, problem, type Problem } from './reasons';
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
import { normalizeClearing, normalizeSetup } from './validate';

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
const COUNT_FLAGS = { score: 'points', swords: 'epees', items: 'objets', funds: 'fonds', officers: 'officiers', acolytes: 'acolytes' } as const;

const SUIT_CODES: { [S in Suit]: string } = { fox: 'r', rabbit: 'l', mouse: 's' };
const CODE_SUITS: Record<string, Suit> = { r: 'fox', l: 'rabbit', s: 'mouse' };

const OWNER_CODES: Record<string, string> = {
  ...Object.fromEntries(FACTIONS.map((f) => [f, FACTION_INFO[f].code])),
  ...Object.fromEntries(NOMADS.map((n) => [n, NOMAD_INFO[n].code])),
};
const CODE_OWNERS: Record<string, Owner> = Object.fromEntries(Object.entries(OWNER_CODES).map(([o, c]) => [c, o as Owner]));

const FLAG_WORDS = { bot: 'robot', boats: 'bateaux', mercenaries: 'mercenaires' } as const;

function lookup<T>(table: Record<string, T>, k: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, k) ? table[k] : undefined;
}

const fcode = (f: FactionId) => FACTION_INFO[f].code;
const ocode = (o: string) => lookup(OWNER_CODES, o) ?? o;
const kcode = (k: string) => lookup(KIND_CODES, k) ?? k;

// ------------------------------------------------------------------ encode

function encodeItems(c: ClearingSetup, printedRuin: boolean): string[] {
  const items: string[] = [];
  for (const [o, n] of Object.entries(c.warriors ?? {})) if (n > 0) items.push(`${ocode(o)}${n}`);
  if (c.warlord) items.push('s-seigneur');
  for (const b of c.buildings ?? []) items.push(`${ocode(b.owner)}-${kcode(b.kind)}`);
  for (const t of c.tokens ?? []) items.push(`${ocode(t.owner)}-${kcode(t.kind)}${t.value ?? ''}${t.faceUp ? '!' : ''}`);
  for (const p of c.pawns ?? []) items.push(`${ocode(p)}-pion`);
  const hidden = (c.items ?? []).map((i) => lookup(ITEM_CODES, i) ?? i);
  const ruin = c.ruin ?? printedRuin;
  if (c.ruin === false) items.push('-ruine');
  else if (hidden.length || (ruin && !printedRuin)) items.push(hidden.length ? `ruine(${hidden.join('.')})` : 'ruine');
  if (c.monument) items.push('monument');
  return items;
}

/** Text notation of a setup (normalised first). Never throws on a well-typed setup. */
export function encodeSetup(setup: Setup): string {
  const { head, entries } = encodeParts(normalizeSetup(setup));
  return joinParts(head, entries.map((e) => e[1]));
}

/**
 * The notation of `setup` with its clearing `clearing` replaced, for many replacements of that one
 * clearing: the rest is encoded once. `encoder(c)` is exactly
 * `encodeSetup({ ...setup, clearings: { ...setup.clearings, [clearing]: c } })` (a battle keys
 * its outcomes so: they differ from the position before the dice only in the battle's clearing).
 */
export function clearingEncoder(setup: Setup, clearing: number): (c: ClearingSetup | undefined) => string {
  const id = String(clearing);
  const { head, entries } = encodeParts(normalizeSetup({ ...setup, clearings: { ...setup.clearings, [id]: {} } }));
  const map = isMapId(setup.map) ? MAPS[setup.map] : null;
  const printed = map ? (map.clearings[clearing - 1]?.ruin ?? false) : false;
  // clearing entries come first, by number; the Burrow and the forests after them
  const at = entries.findIndex(([k]) => k === null || Number(k) > clearing);
  const before = (at < 0 ? entries : entries.slice(0, at)).map((e) => e[1]).join(';');
  const after = (at < 0 ? [] : entries.slice(at)).map((e) => e[1]).join(';');
  const empty = joinParts(head, [before, after].filter((x) => x));
  const start = `${head.join('/')}/${before ? `${before};` : ''}`;
  const end = after ? `;${after}` : '';
  return (c) => {
    const n = normalizeClearing(setup.map, clearing, c);
    const items = n ? encodeItems(n, printed) : [];
    return items.length ? `${start}${id}:${items.join(',')}${end}` : empty;
  };
}

const joinParts = (head: string[], entries: string[]) => (entries.length ? [...head, entries.join(';')] : head).join('/');

/** The notation of a normalised setup: its head, then one entry per clearing (by number), the Burrow and forests (key null). */
function encodeParts(s: Setup): { head: string[]; entries: [string | null, string][] } {
  const map = isMapId(s.map) ? MAPS[s.map] : null;
  const parts: string[] = [String(s.map)];
  const players = FACTIONS.filter((f) => s.players[f]).map((f) => {
    const p = s.players[f]!;
    const flags: string[] = [fcode(f)];
    for (const k of ['bot', 'boats', 'mercenaries'] as const) if (p[k]) flags.push(FLAG_WORDS[k]);
    if (p.hostile?.length) flags.push(`hostiles-${p.hostile.map(fcode).join('')}`);
    if (p.allied?.length) flags.push(`allies-${p.allied.map(fcode).join('')}`);
    if (p.boots !== undefined) flags.push(`bottes-${p.boots}`);
    if (p.leader) flags.push(`chef-${LEADER_CODES[p.leader]}`);
    if (p.decree) flags.push(`decret-${p.decree.join('-')}`);
    if (p.mood) flags.push(`humeur-${MOOD_CODES[p.mood]}`);
    if (p.character) flags.push(`perso-${CHARACTER_CODES[p.character]}`);
    if (p.ministers?.length) flags.push(`ministres-${p.ministers.map((m) => MINISTER_CODES[m]).join('+')}`);
    if (p.crafted?.length) flags.push(`fabriques-${p.crafted.map((i) => ITEM_CODES[i]).join('+')}`);
    if (p.traits?.length) flags.push(`traits-${p.traits.join('+')}`);
    for (const k of Object.keys(COUNT_FLAGS) as (keyof typeof COUNT_FLAGS)[]) if (p[k] !== undefined) flags.push(`${COUNT_FLAGS[k]}-${p[k]}`);
    return flags.join('.');
  });
  if (players.length) parts.push(`j=${players.join(',')}`);
  if (s.turn !== undefined || s.phase !== undefined) parts.push(`t=${s.turn ? fcode(s.turn) : ''}${s.phase ? `.${s.phase}` : ''}`);
  if (s.suits) parts.push(`c=${s.suits.map((x) => SUIT_CODES[x]).join('')}`);
  if (s.nomads) {
    const ns = NOMADS.filter((n) => s.nomads?.[n]).map((n) => {
      const cfg = s.nomads![n]!;
      return `${NOMAD_INFO[n].code}${cfg.supervisor ? `-${fcode(cfg.supervisor)}` : ''}${cfg.demoted ? '.retro' : ''}`;
    });
    if (ns.length) parts.push(`n=${ns.join(',')}`);
  }
  if (s.ferry !== undefined || s.ferryUsed) parts.push(`r=${s.ferry ?? ''}${s.ferryUsed ? '.utilise' : ''}`);
  if (s.closedPaths) parts.push(`f=${s.closedPaths.length ? s.closedPaths.map((p) => `${p[0]}-${p[1]}`).join('.') : 'aucun'}`);
  if (s.coop) parts.push('o=coop');
  const entries: [string | null, string][] = [];
  for (const [id, c] of Object.entries(s.clearings)) {
    const printed = map ? (map.clearings[Number(id) - 1]?.ruin ?? false) : false;
    const items = encodeItems(c, printed);
    if (items.length) entries.push([id, `${id}:${items.join(',')}`]);
  }
  if (s.burrow) {
    const items = encodeItems(s.burrow, false);
    if (items.length) entries.push([null, `T:${items.join(',')}`]);
  }
  for (const [id, f] of Object.entries(s.forests ?? {})) {
    const items = [
      ...(f.pawns ?? []).map((p) => `${ocode(p)}-pion`),
      ...(f.relics ?? []).map((r) => `g-${kcode(r.kind)}${r.value ?? ''}${r.faceUp ? '!' : ''}`),
    ];
    if (items.length) entries.push([null, `${id}:${items.join(',')}`]);
  }
  return { head: parts, entries };
}

// ------------------------------------------------------------------ decode

export type DecodeResult = { ok: true; setup: Setup } | { ok: false; problems: Problem[] };

const cut = (x: string) => (x.length > 30 ? `${x.slice(0, 30)}…` : x);

function faction(code: string): FactionId | undefined {
  const o = lookup(CODE_OWNERS, code);
  return o && (FACTIONS as readonly string[]).includes(o) ? (o as FactionId) : undefined;
}

function decodeInner(raw: string): DecodeResult {
  const problems: Problem[] = [];
  const bad = (text: string) => problems.push(problem(FORMAT, text, 'notation'));
  let text = raw.trim();
  if (text.length > 20000) return { ok: false, problems: [problem(FORMAT, 'Notation trop longue.', 'notation')] };
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return { ok: false, problems: [problem(FORMAT, 'Notation mal encodée (séquence « % » invalide).', 'notation')] };
    }
  }
  const sections = text.split('/');
  const mapName = sections[0] ?? '';
  if (!isMapId(mapName)) {
    bad(`Plateau inconnu « ${cut(mapName)} » : la notation commence par automne, hiver, lac ou montagne.`);
    return { ok: false, problems };
  }
  const s: Setup = { map: mapName, clearings: {}, players: {} };
  const seen = new Set<string>();
  for (const sec of sections.slice(1)) {
    if (sec === '') continue;
    const m = /^([a-z])=(.*)$/.exec(sec);
    const tag = m ? m[1]! : 'board';
    if (seen.has(tag)) bad(`Section « ${tag === 'board' ? 'plateau' : `${tag}=`} » donnée deux fois.`);
    seen.add(tag);
    const body = m ? m[2]! : sec;
    switch (tag) {
      case 'j':
        for (const entry of body.split(',')) {
          const [code, ...flags] = entry.split('.');
          const f = faction(code ?? '');
          if (!f) {
            bad(`Joueur inconnu « ${cut(code ?? '')} » (m, c, a, v, w, l, r, d, k, s, g).`);
            continue;
          }
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
                else bad(`Faction inconnue « ${ch} » dans « ${cut(flag)} ».`);
              }
              if (word === 'hostiles') p.hostile = list;
              else p.allied = list;
            } else if (/^bottes-\d{1,2}$/.test(flag)) p.boots = Number(flag.slice(7));
            else if (!decodeStateFlag(flag, p, bad))
              bad(
                `Réglage inconnu « ${cut(flag)} » pour ${code} (robot, bateaux, mercenaires, hostiles-…, allies-…, bottes-N, points-N, chef-…, decret-N-N-N-N, humeur-…, perso-…, epees-N, objets-N, ministres-…, fabriques-…, traits-…, fonds-N, officiers-N, acolytes-N).`,
              );
          }
          if (s.players[f]) bad(`Joueur « ${code} » donné deux fois.`);
          s.players[f] = p;
        }
        break;
      case 't': {
        const [code, phase, ...rest] = body.split('.');
        if (code) {
          const f = faction(code);
          if (f) s.turn = f;
          else bad(`Tour : faction inconnue « ${cut(code)} ».`);
        }
        if (phase !== undefined) {
          if ((PHASES as readonly string[]).includes(phase)) s.phase = phase as Phase;
          else bad(`Phase inconnue « ${cut(phase)} » (aurore, jour, crepuscule).`);
        }
        if (rest.length) bad(`Section « t= » illisible : « ${cut(body)} ».`);
        break;
      }
      case 'c':
        if (!/^[rls]{12}$/.test(body)) bad('Couleurs : 12 lettres r (renard), l (lapin) ou s (souris), de la clairière 1 à 12.');
        else s.suits = [...body].map((ch) => CODE_SUITS[ch]!);
        break;
      case 'n': {
        const nomads: { [N in NomadId]?: NomadSetup } = {};
        for (const entry of body.split(',')) {
          const mm = /^([a-z]{2})(?:-([a-z]))?(\.retro)?$/.exec(entry);
          const n = mm ? lookup(CODE_OWNERS, mm[1]!) : undefined;
          if (!mm || !n || !(NOMADS as readonly string[]).includes(n)) {
            bad(`Nomade illisible « ${cut(entry)} » (code de deux lettres, puis -superviseur, puis .retro).`);
            continue;
          }
          const cfg: NomadSetup = {};
          if (mm[2]) {
            const f = faction(mm[2]);
            if (f) cfg.supervisor = f;
            else bad(`Superviseur inconnu « ${mm[2]} ».`);
          }
          if (mm[3]) cfg.demoted = true;
          nomads[n as NomadId] = cfg;
        }
        s.nomads = nomads;
        break;
      }
      case 'r': {
        const mm = /^(\d{1,2})?(\.utilise)?$/.exec(body);
        if (!mm || (!mm[1] && !mm[2])) bad(`Radeau illisible « ${cut(body)} » : numéro de clairière, puis .utilise s’il a servi ce tour.`);
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
            else bad(`Chemin fermé illisible « ${cut(p)} » : deux numéros de clairière, par exemple 2-5.`);
          }
        }
        break;
      case 'o':
        if (body === 'coop') s.coop = true;
        else bad(`Option inconnue « ${cut(body)} » (coop).`);
        break;
      case 'board':
        decodeBoard(body, s, bad);
        break;
      default:
        bad(`Section inconnue « ${tag}= » (j, t, c, n, r, f, o).`);
    }
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, setup: normalizeSetup(s) };
}

/** Battle state flags of a player (points-N, chef-…, humeur-…): true if the flag was one of them. */
function decodeStateFlag(flag: string, p: PlayerSetup, bad: (t: string) => void): boolean {
  const dash = flag.indexOf('-');
  if (dash < 0) return false;
  const word = flag.slice(0, dash);
  const rest = flag.slice(dash + 1);
  for (const k of Object.keys(COUNT_FLAGS) as (keyof typeof COUNT_FLAGS)[]) {
    if (COUNT_FLAGS[k] !== word) continue;
    if (/^\d{1,2}$/.test(rest)) p[k] = Number(rest);
    else bad(`« ${cut(flag)} » : un nombre de 0 à 99 après « ${word}- ».`);
    return true;
  }
  const one = <T>(table: Record<string, T>, set: (v: T) => void, what: string) => {
    const v = lookup(table, rest);
    if (v === undefined) bad(`${what} inconnu « ${cut(rest)} » (${Object.keys(table).join(', ')}).`);
    else set(v);
    return true;
  };
  const many = <T>(table: Record<string, T>, set: (v: T[]) => void, what: string) => {
    const out: T[] = [];
    for (const x of rest.split('+')) {
      const v = lookup(table, x);
      if (v === undefined) bad(`${what} inconnu « ${cut(x)} » (${Object.keys(table).join(', ')}).`);
      else out.push(v);
    }
    set(out);
    return true;
  };
  switch (word) {
    case 'chef':
      return one(CODE_LEADERS, (v) => (p.leader = v), 'Dirigeant');
    case 'humeur':
      return one(CODE_MOODS, (v) => (p.mood = v), 'Humeur');
    case 'perso':
      return one(CODE_CHARACTERS, (v) => (p.character = v), 'Personnage');
    case 'ministres':
      return many(CODE_MINISTERS, (v) => (p.ministers = v), 'Ministre');
    case 'fabriques':
      return many(CODE_ITEMS, (v) => (p.crafted = v), 'Objet');
    case 'traits':
      return many(CODE_TRAITS, (v) => (p.traits = v), 'Trait');
    case 'decret': {
      const m = /^(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(rest);
      if (m) p.decree = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as DecreeCounts;
      else bad(`« ${cut(flag)} » : quatre nombres de cartes, colonnes Renard, Lapin, Souris, Oiseau (decret-1-0-2-1).`);
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
      bad(`Case illisible « ${cut(entry)} » : lieu, deux-points, puis pièces (par exemple 5:m2).`);
      continue;
    }
    const where = entry.slice(0, i);
    const items = entry.slice(i + 1).split(',').filter((x) => x !== '');
    if (/^\d{1,2}_\d{1,2}(?:_\d{1,2})+$|^\d{1,2}_\d{1,2}$/.test(where)) {
      if (s.forests?.[where]) bad(`Le bois ${where} est donné deux fois.`);
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
        } else bad(`Dans le bois ${where}, pièce illisible « ${cut(it)} » : seuls un pion (v-pion) ou une relique (g-statuette) y vont.`);
      }
      s.forests = { ...(s.forests ?? {}), [where]: f };
      continue;
    }
    let c: ClearingSetup;
    if (where === 'T') {
      if (s.burrow) bad('Le Terrier (T) est donné deux fois.');
      c = s.burrow ?? {};
      s.burrow = c;
    } else if (/^(?:[1-9]|1[0-2])$/.test(where)) {
      if (s.clearings[where]) bad(`La clairière ${where} est donnée deux fois.`);
      c = s.clearings[where] ?? {};
      s.clearings[where] = c;
    } else {
      bad(`Lieu inconnu « ${cut(where)} » : une clairière de 1 à 12, T (Terrier) ou un bois comme 1_5_9.`);
      continue;
    }
    for (const it of items) decodeItem(it, c, bad);
  }
}

function decodeItem(it: string, c: ClearingSetup, bad: (t: string) => void): void {
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
      else bad(`Objet inconnu « ${cut(code)} » (${Object.values(ITEM_CODES).join(', ')}).`);
    }
    return;
  }
  const w = /^([a-z]{1,2})(\d{1,6})$/.exec(it);
  if (w) {
    const owner = lookup(CODE_OWNERS, w[1]!);
    if (!owner) return void bad(`Propriétaire inconnu « ${w[1]} » dans « ${cut(it)} ».`);
    c.warriors = { ...(c.warriors ?? {}), [owner]: (c.warriors?.[owner] ?? 0) + Number(w[2]) };
    return;
  }
  const p = /^([a-z]{1,2})-([a-z_]+?)([1-3])?(!)?$/.exec(it);
  if (!p) return void bad(`Pièce illisible « ${cut(it)} » (par exemple m3, m-scierie, k-piege!, v-pion, ruine, monument).`);
  const owner = lookup(CODE_OWNERS, p[1]!);
  if (!owner) return void bad(`Propriétaire inconnu « ${p[1]} » dans « ${cut(it)} ».`);
  const kind = lookup(CODE_KINDS, p[2]!) ?? p[2]!;
  if (kind === 'warlord') {
    if (owner !== 'hundreds' || p[3] || p[4]) return void bad(`« ${cut(it)} » : le seigneur de guerre s’écrit s-seigneur.`);
    c.warlord = true;
    return;
  }
  if (kind === 'pawn') {
    if (!(PAWN_OWNERS as readonly string[]).includes(owner) || p[3] || p[4]) return void bad(`« ${cut(it)} » : ce propriétaire n’a pas de pion.`);
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
    if (p[3] || p[4]) return void bad(`« ${cut(it)} » : un bâtiment n’a ni valeur ni face cachée.`);
    c.buildings = [...(c.buildings ?? []), { owner, kind }];
    return;
  }
  if (tokenKinds.has(kind) || /^[a-z_]+$/.test(kind)) {
    if (!tokenKinds.has(kind)) return void bad(`« ${cut(it)} » : ${p[1]} n’a pas de pièce « ${p[2]} ».`);
    const t: TokenSetup = { owner, kind };
    if (p[3]) t.value = Number(p[3]);
    if (p[4]) t.faceUp = true;
    c.tokens = [...(c.tokens ?? []), t];
  }
}

/** Reads a setup notation. Never throws; problems are in French. Checks syntax, not rules. */
export function decodeSetup(text: unknown): DecodeResult {
  try {
    if (typeof text !== 'string') return { ok: false, problems: [problem(FORMAT, 'La notation doit être un texte.', 'notation')] };
    return decodeInner(text);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Notation illisible.', 'notation')] };
  }
}

