/**
 * validate(): unknown input → a checked, normalised Setup, or the list of every problem, in French,
 * each with the rule it breaks. It never throws, whatever the input.
 *
 * Like chessops' `fromSetup()`, validation is kept apart from the plain `Setup`: islands may hold
 * an illegal position while a reader edits it; the engine answers only on a valid one.
 */
import {
  FACTION_INFO,
  FACTIONS,
  RELIC_VALUES,
  SUITS,
  VAGABONDS,
  isFactionId,
  type FactionId,
  type PieceCategory,
  type Suit,
} from './factions';
import { capitalize, countOf, isPluralName, kindName, ofName, SUIT_NAMES, theName } from './glossary';
import { MAPS, clearingData, isMapId, samePair, type MapData, type MapId } from './maps';
import { NOMADS, NOMAD_INFO, isNomadId, type NomadId } from './nomads';
import {
  FLIPPABLE_KINDS,
  RELIC_KIND_SET,
  isOwner,
  specAnywhere,
  specFor,
} from './pieces';
import { FORMAT, problem, type Problem } from './reasons';
import { countText } from '../core/format';
import { TRAIT_BOT, TRAIT_IDS, TRAIT_NAMES, type TraitId } from './bots/trait-ids';
import {
  CHARACTERS,
  ITEM_KINDS,
  LEADERS,
  MINISTERS,
  MOODS,
  PAWN_OWNERS,
  PHASES,
  type Character,
  type DecreeCounts,
  type Leader,
  type Minister,
  type Mood,
  type BuildingSetup,
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

export type ValidationResult = { ok: true; setup: Setup; problems: [] } | { ok: false; problems: Problem[] };

// ---------------------------------------------------------------- safe reading of unknown input

type Obj = Record<string, unknown>;

function isPlainObject(x: unknown): x is Obj {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

function get(o: Obj, k: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}

function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

function show(x: unknown): string {
  try {
    if (typeof x === 'string') return `« ${x.length > 40 ? `${x.slice(0, 40)}…` : x} »`;
    if (typeof x === 'number' || typeof x === 'boolean') return String(x);
    if (x === null) return 'null';
    if (Array.isArray(x)) return 'une liste';
    if (typeof x === 'object') return 'un objet';
    return typeof x;
  } catch {
    return 'une valeur';
  }
}

const SUIT_SET: ReadonlySet<string> = new Set(SUITS);
const ITEM_SET: ReadonlySet<string> = new Set(ITEM_KINDS);
const PAWN_SET: ReadonlySet<string> = new Set(PAWN_OWNERS);
const PHASE_SET: ReadonlySet<string> = new Set(PHASES);

const TOP_KEYS = new Set([
  'map',
  'suits',
  'clearings',
  'burrow',
  'forests',
  'ferry',
  'ferryUsed',
  'closedPaths',
  'players',
  'nomads',
  'coop',
  'turn',
  'phase',
]);
const CLEARING_KEYS = new Set(['warriors', 'warlord', 'buildings', 'tokens', 'pawns', 'ruin', 'items', 'monument']);
const FOREST_KEYS = new Set(['pawns', 'relics']);
const PLAYER_KEYS = new Set([
  'bot',
  'boats',
  'mercenaries',
  'hostile',
  'allied',
  'boots',
  'coalition',
  'dominance',
  'score',
  'leader',
  'decree',
  'mood',
  'character',
  'swords',
  'items',
  'ministers',
  'crafted',
  'funds',
  'officers',
  'acolytes',
  'traits',
]);

/** Numeric player fields: the limit and the rule that gives it. */
const PLAYER_COUNTS: { key: 'score' | 'swords' | 'items' | 'funds' | 'officers' | 'acolytes'; max: number; rule: string; text: string }[] = [
  { key: 'score', max: 99, rule: '3.1', text: 'points de victoire' },
  { key: 'swords', max: 7, rule: '1.5.1', text: 'épées intactes (4 dans la boîte de base, 3 dans la Compagnie de la Rivière : B.1.2, B.2.2)' },
  { key: 'items', max: 40, rule: '1.5.1', text: 'objets intacts (40 objets en tout : B.1.2, B.2.2, B.4.2, B.9.1)' },
  // The funds also hold the warriors other factions paid with (11.2.6.I, 11.4.3): the real limit is
  // checked against every supply in checkLimits; this cap only refuses absurd numbers.
  { key: 'funds', max: 300, rule: '1.5.1', text: 'fonds (les guerriers de toutes les factions réunies n’y suffiraient pas)' },
  { key: 'officers', max: 10, rule: '1.5.1', text: 'officiers (10 guerriers de l’Alliance : 8.3.1)' },
  { key: 'acolytes', max: 25, rule: '1.5.1', text: 'acolytes (25 guerriers du Culte : 10.3.1)' },
];
const NOMAD_KEYS = new Set(['supervisor', 'demoted']);
const BUILDING_KEYS: ReadonlySet<string> = new Set(['owner', 'kind']);
const TOKEN_KEYS: ReadonlySet<string> = new Set(['owner', 'kind', 'faceUp', 'value']);
const RELIC_KEYS: ReadonlySet<string> = new Set(['kind', 'value', 'faceUp']);
/** the known fields, listed after an unknown one */
const TOP_KEYS_HINT = ` (${[...TOP_KEYS].join(', ')})`;
const PLAYER_KEYS_HINT = ` (${[...PLAYER_KEYS].join(', ')})`;

import { normalizeSetup } from './normalize';

export { normalizeSetup };

// ---------------------------------------------------------------- validation

interface Ctx {
  problems: Problem[];
  map: MapData | null;
  players: Set<FactionId>;
  bots: Set<FactionId>;
  nomads: Set<NomadId>;
}

function inGame(ctx: Ctx, owner: Owner): boolean {
  return isFactionId(owner) ? ctx.players.has(owner) : ctx.nomads.has(owner);
}

function notInGame(ctx: Ctx, owner: Owner, where: string): void {
  if (isFactionId(owner)) {
    ctx.problems.push(
      problem('5.1.1', `${capitalize(theName(owner))} ${isPluralName(owner) ? 'ont' : 'a'} des pièces sur le plateau mais ${isPluralName(owner) ? 'ne sont' : 'n’est'} pas en jeu (ajoutez la faction aux joueurs).`, where),
    );
  } else {
    ctx.problems.push(
      problem('A.6.1', `Le Nomade ${NOMAD_INFO[owner].name} a des pièces sur le plateau mais n’est pas en jeu (ajoutez-le aux Nomades).`, where),
    );
  }
}

function readOwner(ctx: Ctx, x: unknown, where: string, what: string): Owner | undefined {
  if (!isOwner(x)) {
    ctx.problems.push(problem('1.5.2', `${what} : propriétaire inconnu ${show(x)} (faction ou Nomade attendu).`, where));
    return undefined;
  }
  return x;
}

function unknownKeys(ctx: Ctx, o: Obj, allowed: ReadonlySet<string>, where: string, rule = FORMAT, hint = ''): void {
  for (const k of Object.keys(o)) {
    if (!allowed.has(k)) ctx.problems.push(problem(rule, `Champ inconnu ${show(k)}${hint}.`, where));
  }
}

function readBool(ctx: Ctx, o: Obj, k: string, where: string): boolean | undefined {
  const v = get(o, k);
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') {
    ctx.problems.push(problem(FORMAT, `« ${k} » doit valoir true ou false, pas ${show(v)}.`, where));
    return undefined;
  }
  return v;
}

function readArray(ctx: Ctx, o: Obj, k: string, where: string): unknown[] | undefined {
  const v = get(o, k);
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) {
    ctx.problems.push(problem(FORMAT, `« ${k} » doit être une liste, pas ${show(v)}.`, where));
    return undefined;
  }
  return v;
}

function readCategoryPiece(
  ctx: Ctx,
  x: unknown,
  category: 'building' | 'token',
  where: string,
): BuildingSetup | TokenSetup | undefined {
  const label = category === 'building' ? 'Bâtiment' : 'Jeton';
  if (!isPlainObject(x)) {
    ctx.problems.push(problem(FORMAT, `${label} illisible : objet { owner, kind } attendu, pas ${show(x)}.`, where));
    return undefined;
  }
  unknownKeys(ctx, x, category === 'building' ? BUILDING_KEYS : TOKEN_KEYS, where);
  const owner = readOwner(ctx, get(x, 'owner'), where, label);
  const kind = get(x, 'kind');
  if (owner === undefined) return undefined;
  if (typeof kind !== 'string') {
    ctx.problems.push(problem(FORMAT, `${label} ${ofName(owner)} : type manquant ou illisible (${show(kind)}).`, where));
    return undefined;
  }
  if (!specAnywhere(owner, category, kind)) {
    const other = category === 'building' ? specAnywhere(owner, 'token', kind) : specAnywhere(owner, 'building', kind);
    ctx.problems.push(
      problem(
        '1.5.2',
        other
          ? `${capitalize(kindName(kind))} ${ofName(owner)} : c’est un ${category === 'building' ? 'jeton' : 'bâtiment'}, pas un ${category === 'building' ? 'bâtiment' : 'jeton'}.`
          : `${capitalize(theName(owner))} ${isPluralName(owner) ? 'n’ont' : 'n’a'} pas de ${category === 'building' ? 'bâtiment' : 'jeton'} ${show(kind)}.`,
        where,
      ),
    );
    return undefined;
  }
  if (category === 'building') return { owner, kind };
  const t: TokenSetup = { owner, kind };
  const faceUp = readBool(ctx, x, 'faceUp', where);
  if (faceUp !== undefined) {
    if (!FLIPPABLE_KINDS.has(kind)) {
      if (faceUp) ctx.problems.push(problem(FORMAT, `${capitalize(kindName(kind))} : pas de face cachée ; seuls les Complots (13.2.2.I) et les reliques (15.2.1) en ont une.`, where));
    } else if (faceUp) t.faceUp = true;
  }
  const value = get(x, 'value');
  if (value !== undefined) {
    if (!RELIC_KIND_SET.has(kind)) {
      ctx.problems.push(problem(FORMAT, `Seules les reliques ont une valeur (15.2.1), pas un ${kindName(kind)}.`, where));
    } else if (value === 1 || value === 2 || value === 3) t.value = value;
    else ctx.problems.push(problem('15.2.1', `Une relique vaut 1, 2 ou 3, pas ${show(value)}.`, where));
  }
  return t;
}

function readPawns(ctx: Ctx, o: Obj, where: string): PawnOwner[] | undefined {
  const arr = readArray(ctx, o, 'pawns', where);
  if (!arr) return undefined;
  const out: PawnOwner[] = [];
  for (const p of arr) {
    if (typeof p === 'string' && PAWN_SET.has(p)) out.push(p as PawnOwner);
    else if (isOwner(p)) ctx.problems.push(problem('1.5.2', `${capitalize(theName(p))} ${isPluralName(p) ? 'n’ont' : 'n’a'} pas de pion.`, where));
    else ctx.problems.push(problem('1.5.2', `Pion inconnu ${show(p)} (vagabond, vagabond2, exile, flotilla, protector).`, where));
  }
  return out;
}

function readClearing(ctx: Ctx, x: unknown, where: string): ClearingSetup | undefined {
  if (!isPlainObject(x)) {
    ctx.problems.push(problem(FORMAT, `Contenu illisible : objet attendu, pas ${show(x)}.`, where));
    return undefined;
  }
  unknownKeys(ctx, x, CLEARING_KEYS, where, FORMAT, ' (warriors, warlord, buildings, tokens, pawns, ruin, items, monument)');
  const c: ClearingSetup = {};
  const w = get(x, 'warriors');
  if (w !== undefined) {
    if (!isPlainObject(w)) ctx.problems.push(problem(FORMAT, `« warriors » doit être un objet { propriétaire: nombre }, pas ${show(w)}.`, where));
    else {
      const out: { [owner: string]: number } = {};
      for (const k of Object.keys(w)) {
        const owner = readOwner(ctx, k, where, 'Guerriers');
        if (!owner) continue;
        const n = get(w, k);
        if (!isCount(n)) {
          ctx.problems.push(problem(FORMAT, `Nombre de guerriers ${ofName(owner)} invalide : ${show(n)} (entier positif ou nul attendu).`, where));
          continue;
        }
        if (!specAnywhere(owner, 'warrior', 'warrior')) {
          if (n > 0) ctx.problems.push(problem('1.5.2', `${capitalize(theName(owner))} ${isPluralName(owner) ? 'n’ont' : 'n’a'} pas de guerriers (un pion n’est pas un guerrier, 9.2.2).`, where));
          continue;
        }
        out[owner] = n;
      }
      c.warriors = out;
    }
  }
  const warlord = readBool(ctx, x, 'warlord', where);
  if (warlord) c.warlord = true;
  const bs = readArray(ctx, x, 'buildings', where);
  if (bs) c.buildings = bs.map((b) => readCategoryPiece(ctx, b, 'building', where)).filter((b): b is BuildingSetup => !!b);
  const ts = readArray(ctx, x, 'tokens', where);
  if (ts) c.tokens = ts.map((t) => readCategoryPiece(ctx, t, 'token', where)).filter((t): t is TokenSetup => !!t);
  const pawns = readPawns(ctx, x, where);
  if (pawns) c.pawns = pawns;
  const ruin = readBool(ctx, x, 'ruin', where);
  if (ruin !== undefined) c.ruin = ruin;
  const items = readArray(ctx, x, 'items', where);
  if (items) {
    c.items = [];
    for (const it of items) {
      if (typeof it === 'string' && ITEM_SET.has(it)) c.items.push(it as ItemKind);
      else ctx.problems.push(problem('B.1.2', `Objet inconnu ${show(it)} (${ITEM_KINDS.join(', ')}).`, where));
    }
  }
  const monument = readBool(ctx, x, 'monument', where);
  if (monument) c.monument = true;
  return c;
}

function readForest(ctx: Ctx, x: unknown, where: string): ForestSetup | undefined {
  if (!isPlainObject(x)) {
    ctx.problems.push(problem(FORMAT, `Contenu du bois illisible : objet attendu, pas ${show(x)}.`, where));
    return undefined;
  }
  for (const k of Object.keys(x)) {
    if (!FOREST_KEYS.has(k)) {
      ctx.problems.push(
        problem(
          '2.4',
          CLEARING_KEYS.has(k)
            ? `Pas de ${k === 'warriors' ? 'guerriers' : k === 'buildings' ? 'bâtiments' : k === 'tokens' ? 'jetons' : `« ${k} »`} dans un bois : seuls le pion du Vagabond (9.3.2) et les reliques (15.3.1) s’y trouvent ; les pièces se déplacent de clairière en clairière (4.2).`
            : `Champ inconnu ${show(k)} (pawns, relics).`,
          where,
        ),
      );
    }
  }
  const f: ForestSetup = {};
  const pawns = readPawns(ctx, x, where);
  if (pawns) f.pawns = pawns;
  const rel = readArray(ctx, x, 'relics', where);
  if (rel) {
    f.relics = [];
    for (const r of rel) {
      if (!isPlainObject(r)) {
        ctx.problems.push(problem(FORMAT, `Relique illisible : objet { kind, value?, faceUp? } attendu, pas ${show(r)}.`, where));
        continue;
      }
      unknownKeys(ctx, r, RELIC_KEYS, where);
      const kind = get(r, 'kind');
      if (typeof kind !== 'string' || !RELIC_KIND_SET.has(kind)) {
        ctx.problems.push(problem('15.2.1', `Type de relique inconnu ${show(kind)} (statuette, tablet, jewel).`, where));
        continue;
      }
      const out: RelicSetup = { kind: kind as RelicSetup['kind'] };
      const value = get(r, 'value');
      if (value !== undefined) {
        if (value === 1 || value === 2 || value === 3) out.value = value;
        else ctx.problems.push(problem('15.2.1', `Une relique vaut 1, 2 ou 3, pas ${show(value)}.`, where));
      }
      if (readBool(ctx, r, 'faceUp', where)) out.faceUp = true;
      f.relics.push(out);
    }
  }
  return f;
}

function readFactionList(ctx: Ctx, o: Obj, k: string, where: string): FactionId[] | undefined {
  const arr = readArray(ctx, o, k, where);
  if (!arr) return undefined;
  const out: FactionId[] = [];
  for (const f of arr) {
    if (isFactionId(f)) out.push(f);
    else ctx.problems.push(problem('5.1.1', `Faction inconnue ${show(f)} dans « ${k} ».`, where));
  }
  return out;
}

function readPlayers(ctx: Ctx, x: unknown, out: Setup): void {
  if (x === undefined) return;
  if (!isPlainObject(x)) {
    ctx.problems.push(problem(FORMAT, `« players » doit être un objet { faction: {…} }, pas ${show(x)}.`, 'players'));
    return;
  }
  for (const k of Object.keys(x)) {
    if (!isFactionId(k)) {
      ctx.problems.push(problem('5.1.1', `Faction inconnue ${show(k)} (${FACTIONS.join(', ')}).`, 'players'));
      continue;
    }
    const where = `players.${k}`;
    const v = get(x, k);
    if (v === true) {
      out.players[k] = {};
      ctx.players.add(k);
      continue;
    }
    if (!isPlainObject(v)) {
      ctx.problems.push(problem(FORMAT, `Réglages ${ofName(k)} illisibles : objet attendu, pas ${show(v)}.`, where));
      continue;
    }
    unknownKeys(ctx, v, PLAYER_KEYS, where, FORMAT, PLAYER_KEYS_HINT);
    const p: PlayerSetup = {};
    for (const flag of ['bot', 'boats', 'mercenaries', 'dominance'] as const) {
      const b = readBool(ctx, v, flag, where);
      if (b) p[flag] = true;
    }
    const hostile = readFactionList(ctx, v, 'hostile', where);
    if (hostile) p.hostile = hostile;
    const allied = readFactionList(ctx, v, 'allied', where);
    if (allied) p.allied = allied;
    const boots = get(v, 'boots');
    if (boots !== undefined) {
      if (isCount(boots) && boots <= 8) p.boots = boots;
      else if (isCount(boots)) ctx.problems.push(problem('1.5.1', `${boots} bottes : il n’en existe que 8 en tout (B.1.2, B.2.2, B.9.1).`, where));
      else ctx.problems.push(problem(FORMAT, `« boots » doit être un entier positif ou nul, pas ${show(boots)}.`, where));
    }
    const partner = get(v, 'coalition');
    if (partner !== undefined) {
      if (typeof partner === 'string' && isFactionId(partner)) p.coalition = partner;
      else ctx.problems.push(problem(FORMAT, `« coalition » est la faction partenaire du Vagabond (${FACTIONS.join(', ')}), pas ${show(partner)}.`, where));
    }
    readPlayerState(ctx, v, p, where);
    out.players[k] = p;
    ctx.players.add(k);
    if (p.bot) ctx.bots.add(k);
  }
}

function readEnum<T extends string>(ctx: Ctx, o: Obj, k: string, values: readonly T[], where: string): T | undefined {
  const v = get(o, k);
  if (v === undefined) return undefined;
  if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
  ctx.problems.push(problem(FORMAT, `« ${k} » vaut l’un de ${values.join(', ')}, pas ${show(v)}.`, where));
  return undefined;
}

/** The state that battles need (leaders, moods, items, ministers…): types and limits. */
function readPlayerState(ctx: Ctx, v: Obj, p: PlayerSetup, where: string): void {
  for (const { key, max, rule, text } of PLAYER_COUNTS) {
    const n = get(v, key);
    if (n === undefined) continue;
    if (!isCount(n)) ctx.problems.push(problem(FORMAT, `« ${key} » doit être un entier positif ou nul, pas ${show(n)}.`, where));
    else if (n > max) ctx.problems.push(problem(rule, `${n} ${text} : ${max} au plus.`, where));
    else p[key] = n;
  }
  const leader = readEnum<Leader>(ctx, v, 'leader', LEADERS, where);
  if (leader) p.leader = leader;
  const mood = readEnum<Mood>(ctx, v, 'mood', MOODS, where);
  if (mood) p.mood = mood;
  const character = readEnum<Character>(ctx, v, 'character', CHARACTERS, where);
  if (character) p.character = character;
  const decree = get(v, 'decree');
  if (decree !== undefined) {
    if (Array.isArray(decree) && decree.length === 4 && decree.every((x) => isCount(x) && x <= 60)) p.decree = [...decree] as DecreeCounts;
    else ctx.problems.push(problem(FORMAT, '« decree » est une liste de 4 nombres de cartes : colonnes Renard, Lapin, Souris, Oiseau (R5.4.3).', where));
  }
  const ministers = readArray(ctx, v, 'ministers', where);
  if (ministers) {
    p.ministers = [];
    for (const m of ministers) {
      if (typeof m === 'string' && (MINISTERS as readonly string[]).includes(m)) {
        if (p.ministers.includes(m as Minister)) ctx.problems.push(problem('12.5.3', `Ministre ${show(m)} rallié deux fois : chaque Ministre n’existe qu’en un exemplaire.`, where));
        else p.ministers.push(m as Minister);
      } else ctx.problems.push(problem('12.5.2', `Ministre inconnu ${show(m)} (${MINISTERS.join(', ')}).`, where));
    }
  }
  const traits = readArray(ctx, v, 'traits', where);
  if (traits) {
    p.traits = [];
    for (const t of traits) {
      if (typeof t === 'string' && (TRAIT_IDS as readonly string[]).includes(t)) {
        if (!p.traits.includes(t as TraitId)) p.traits.push(t as TraitId);
      } else ctx.problems.push(problem('R3.3.2', `Trait inconnu ${show(t)}.`, where));
    }
  }
  const crafted = readArray(ctx, v, 'crafted', where);
  if (crafted) {
    p.crafted = [];
    for (const it of crafted) {
      if (typeof it === 'string' && ITEM_SET.has(it)) p.crafted.push(it as ItemKind);
      else ctx.problems.push(problem('4.1.2', `Objet fabriqué inconnu ${show(it)} (${ITEM_KINDS.join(', ')}).`, where));
    }
  }
}

function checkPlayers(ctx: Ctx, s: Setup): void {
  for (const f of FACTIONS) {
    const p = s.players[f];
    if (!p) continue;
    const where = `players.${f}`;
    const name = theName(f);
    if (p.bot && !FACTION_INFO[f].botName)
      ctx.problems.push(problem('A.3', `Il n’existe pas de robot pour ${name} dans les Lois de la Robotique.`, where));
    if ((p.boats || p.mercenaries) && f === 'riverfolk')
      ctx.problems.push(problem('11.2.6', 'La Compagnie ne s’achète pas ses propres services : seuls les autres joueurs en achètent.', where));
    if ((p.boats || p.mercenaries) && f !== 'riverfolk' && !ctx.players.has('riverfolk'))
      ctx.problems.push(problem('11.2.6', `${capitalize(name)} : service acheté à la Compagnie de la Rivière, qui n’est pas en jeu.`, where));
    if (p.mercenaries && VAGABONDS.includes(f))
      ctx.problems.push(problem('11.2.7.III.b', 'Le Vagabond ne peut pas engager de mercenaires.', where));
    const isVag = VAGABONDS.includes(f);
    if ((p.hostile?.length || p.allied?.length || p.boots !== undefined) && !isVag)
      ctx.problems.push(problem('9.2.9', `Relations Hostile/Allié et bottes ne concernent que le Vagabond, pas ${name}.`, where));
    for (const list of ['hostile', 'allied'] as const) {
      for (const g of p[list] ?? []) {
        if (VAGABONDS.includes(g))
          ctx.problems.push(problem('9.2.9', `Le Vagabond n’a pas de relation avec un autre Vagabond (pas de marqueur de relation pour lui).`, where));
        else if (!ctx.players.has(g))
          ctx.problems.push(problem('9.3.6', `${capitalize(theName(g))} : ${list === 'hostile' ? 'Hostile' : 'Allié'} au Vagabond, mais pas en jeu.`, where));
      }
    }
    // battle state: who may carry what
    const bad = (rule: string, text: string) => ctx.problems.push(problem(rule, text, where));
    if (p.leader !== undefined && (f !== 'eyrie' || p.bot))
      bad('7.8', f !== 'eyrie' ? `Seule la Canopée a un dirigeant, pas ${name}.` : 'La Canopée Électrique n’a pas de dirigeant : son Décret suffit (R5.3).');
    if (p.decree !== undefined && (f !== 'eyrie' || !p.bot)) bad('R5.5.1', 'Les colonnes du Décret décrivent la Canopée Électrique, un robot ; pour la Canopée humaine, donnez son dirigeant.');
    if (p.mood !== undefined && f !== 'hundreds') bad('14.7', `Seuls les Cents ont une humeur, pas ${name}.`);
    if ((p.character !== undefined || p.items !== undefined) && !isVag) bad('9.3.1', `Personnage et objets intacts ne concernent que le Vagabond, pas ${name}.`);
    if (p.swords !== undefined && (!isVag || p.bot))
      bad(isVag ? 'R7.2.4' : '9.2.6', isVag ? 'Le Vagabot considère tous ses objets comme identiques : donnez ses objets intacts, pas ses épées (R7.2.3).' : `Les épées intactes ne concernent que le Vagabond, pas ${name}.`);
    if (p.swords !== undefined && p.items !== undefined && p.swords > p.items)
      bad('9.2.6', `${p.swords} épées intactes, mais ${p.items} objets intacts en tout : les épées comptent parmi les objets.`);
    if (p.character !== undefined && p.bot && !['thief', 'tinker', 'ranger', 'vagrant', 'scoundrel', 'arbiter'].includes(p.character))
      bad('R7.7', 'Le Vagabot n’a que six personnages : Voleur, Bricoleur, Rôdeur, Miséreux, Brigand, Médiateur (R7.7).');
    if (p.ministers?.length && f !== 'duchy') bad('12.5.3', `Seul le Duché rallie des Ministres, pas ${name}.`);
    if (p.crafted?.length && isVag) bad('9.2.5', 'Le Vagabond n’a pas de case Objets Fabriqués : ses objets vont dans sa Sacoche ou sur ses pistes (9.2.5).');
    if (p.funds !== undefined && f !== 'riverfolk') bad('11.2.4', `Seule la Compagnie a des fonds, pas ${name}.`);
    if (p.officers !== undefined && f !== 'alliance') bad('8.5.3', `Seule l’Alliance a des officiers, pas ${name}.`);
    if (p.acolytes !== undefined && f !== 'lizards') bad('10.2.3', `Seul le Culte a des acolytes, pas ${name}.`);
    if (p.traits?.length && !p.bot) bad('R3.3.2', `Les Traits sont des cartes de robot : ici, ${name} ${isPluralName(f) ? 'sont joués par un humain' : 'est un joueur humain'}.`);
    for (const t of p.traits ?? [])
      if (TRAIT_BOT[t] !== f && !(isVag && VAGABONDS.includes(TRAIT_BOT[t]))) bad('R3.3.2', `Le Trait « ${TRAIT_NAMES[t]} » appartient ${ofName(TRAIT_BOT[t])}, pas ${ofName(f)}.`);
    for (const g of p.hostile ?? []) {
      if (p.allied?.includes(g))
        ctx.problems.push(problem('9.2.9', `${capitalize(theName(g))} : à la fois Hostile et Allié, impossible avec un seul marqueur de relation par faction.`, where));
    }
  }
  checkCoalitions(ctx, s);
  if (s.players.vagabond2 && !s.players.vagabond)
    ctx.problems.push(problem('9.7', 'Un second Vagabond suppose un premier Vagabond en jeu.', 'players.vagabond2'));
}

/**
 * Coalitions (9.2.8) and activated Dominance cards (3.3.1), as far as a position shows them: only a
 * human Vagabond forms one (a bot plays no Dominance card, R1.3), in a game of 4 players or more,
 * with another player in the game who is in no other coalition; its score marker has left the
 * track (it lies on the partner's faction board), as has that of a player who activated a Dominance
 * card. The choice of the partner (fewest points) depends on the score at that moment, which the
 * position does not keep: the `coalition` question checks it.
 */
function checkCoalitions(ctx: Ctx, s: Setup): void {
  const players = FACTIONS.filter((f) => s.players[f]);
  const partners = new Map<FactionId, FactionId>();
  for (const f of players) {
    const p = s.players[f]!;
    const where = `players.${f}`;
    const isVag = VAGABONDS.includes(f);
    if (p.dominance && isVag)
      ctx.problems.push(problem('9.2.8', 'Le Vagabond n’active pas de carte Domination pour gagner : il l’active pour former une coalition, avec le partenaire choisi, sans autre effet (9.2.8).', where));
    if (p.dominance && p.bot) ctx.problems.push(problem('R1.3', `Un robot ne joue pas de carte Domination (R1.3) : ${theName(f)} n’en a pas activé.`, where));
    if (p.dominance && p.score !== undefined)
      ctx.problems.push(problem('3.3.1', `${capitalize(theName(f))} ${isPluralName(f) ? 'ont' : 'a'} activé une carte Domination : ${isPluralName(f) ? 'leur' : 'son'} marqueur a quitté la piste de score, pas de points à donner (3.3.1).`, where));
    const g = p.coalition;
    if (g === undefined) continue;
    if (!isVag) {
      ctx.problems.push(problem('9.2.8', `Seul le Vagabond forme une coalition, pas ${theName(f)} (9.2.8).`, where));
      continue;
    }
    if (p.bot) ctx.problems.push(problem('R1.3', 'Le Vagabot ne forme pas de coalition : il faudrait activer une carte Domination, ce qu’un robot ne fait pas (R1.3, 9.2.8).', where));
    if (g === f) ctx.problems.push(problem('9.2.8', 'Le Vagabond forme une coalition avec un autre joueur, pas avec lui-même (9.2.8).', where));
    else if (!ctx.players.has(g)) ctx.problems.push(problem('9.2.8', `${capitalize(theName(g))} : partenaire de coalition du Vagabond, mais pas en jeu (9.2.8).`, where));
    if (players.length < 4) ctx.problems.push(problem('9.2.8', `Une coalition ne se forme que dans une partie à 4 joueurs ou plus ; ici, ${players.length} (9.2.8).`, where));
    if (p.score !== undefined)
      ctx.problems.push(problem('9.2.8', 'Le Vagabond en coalition a posé son marqueur de score sur le plateau de son partenaire : il ne marque plus de points, pas de score à donner (9.2.8).', where));
    const other = partners.get(g);
    if (other) ctx.problems.push(problem('9.2.8', `${capitalize(theName(g))} ${isPluralName(g) ? 'sont' : 'est'} déjà en coalition avec ${theName(other)} : un joueur n’est que dans une coalition (9.2.8).`, where));
    else partners.set(g, f);
  }
  // a Vagabond both in a coalition and the partner of another one
  for (const [g, f] of partners)
    if (s.players[g]?.coalition !== undefined)
      ctx.problems.push(problem('9.2.8', `${capitalize(theName(g))} a déjà formé sa propre coalition : ${theName(f)} ne peut pas la choisir pour partenaire (9.2.8).`, `players.${f}`));
}

function readNomads(ctx: Ctx, x: unknown, out: Setup): void {
  if (x === undefined) return;
  if (!isPlainObject(x)) {
    ctx.problems.push(problem(FORMAT, `« nomads » doit être un objet { nomade: {…} }, pas ${show(x)}.`, 'nomads'));
    return;
  }
  const nomads: { [N in NomadId]?: NomadSetup } = {};
  for (const k of Object.keys(x)) {
    if (!isNomadId(k)) {
      ctx.problems.push(problem('A.6', `Nomade inconnu ${show(k)} (${NOMADS.join(', ')}).`, 'nomads'));
      continue;
    }
    const where = `nomads.${k}`;
    const v = get(x, k);
    if (v === true) {
      nomads[k] = {};
      ctx.nomads.add(k);
      continue;
    }
    if (!isPlainObject(v)) {
      ctx.problems.push(problem(FORMAT, `Réglages du Nomade illisibles : objet attendu, pas ${show(v)}.`, where));
      continue;
    }
    unknownKeys(ctx, v, NOMAD_KEYS, where, FORMAT, ' (supervisor, demoted)');
    const n: NomadSetup = {};
    const sup = get(v, 'supervisor');
    if (sup !== undefined) {
      if (isFactionId(sup)) n.supervisor = sup;
      else ctx.problems.push(problem('E.1', `Superviseur inconnu ${show(sup)} : un joueur (faction) attendu.`, where));
    }
    if (readBool(ctx, v, 'demoted', where)) n.demoted = true;
    nomads[k] = n;
    ctx.nomads.add(k);
  }
  out.nomads = nomads;
}

function checkNomads(ctx: Ctx, s: Setup): void {
  const ns = Object.keys(s.nomads ?? {}) as NomadId[];
  if (ns.length > 3) ctx.problems.push(problem('A.6', `On joue avec exactement 3 Nomades, pas ${ns.length}.`, 'nomads'));
  for (const n of ns) {
    const cfg = s.nomads?.[n];
    const info = NOMAD_INFO[n];
    if (cfg?.supervisor !== undefined && !ctx.players.has(cfg.supervisor))
      ctx.problems.push(problem('E.1', `Superviseur de ${theName(n)} : ${theName(cfg.supervisor)}, qui n’est pas en jeu.`, `nomads.${n}`));
    if (info.faction && ctx.players.has(info.faction))
      ctx.problems.push(
        problem('A.6.5', `${capitalize(theName(n))} : Nomade lié à ${theName(info.faction)} ; cette faction ne peut pas être jouée quand ce Nomade est en jeu.`, `nomads.${n}`),
      );
  }
}

function suitOf(s: Setup, map: MapData | null, id: number): Suit | null {
  const fromSetup = s.suits?.[id - 1];
  if (fromSetup) return fromSetup;
  return map ? (clearingData(map, id)?.suit ?? null) : null;
}

/** Kinds of tokens of which a clearing holds one at most. */
const ONE_PER_CLEARING: readonly [string[], string, string][] = [
  [['sympathy'], '8.2.5.I', 'Un seul jeton de Sympathie par clairière.'],
  [['bomb', 'snare', 'extortion', 'raid'], '13.2.2.II', 'Un seul jeton de Complot par clairière.'],
  [['mob'], '14.6.1', 'Une seule Foule par clairière.'],
  [['tunnel'], '12.5.1.V', 'Un seul Tunnel par clairière.'],
  [['trade_post_fox', 'trade_post_rabbit', 'trade_post_mouse'], '11.5.6.I', 'Un seul comptoir par clairière.'],
];

/** Pieces whose kind names the suit of their clearing. */
const SUIT_TIED: readonly [string, string, string][] = [
  ['base_', '8.4.1.III', 'une base se place dans une clairière de sa couleur'],
  ['garden_', '10.5.1', 'un jardin est de la couleur de sa clairière'],
  ['trade_post_', '11.5.6.III', 'le comptoir correspond à la couleur de sa clairière'],
];

/** Rules that hold inside one clearing. */
function checkClearing(ctx: Ctx, s: Setup, id: number, c: ClearingSetup, where: string): void {
  const map = ctx.map;
  const cd = map ? clearingData(map, id) : undefined;
  // slots (2.2.3) and ruins (2.2.4)
  const printedRuin = cd?.ruin ?? false;
  const ruinHere = c.ruin ?? printedRuin;
  if (cd && c.ruin === true && !printedRuin)
    ctx.problems.push(problem('2.2.4', `Pas de ruine dans la ${where} : seules les cases marquées « R » en ont (5.1.4).`, where));
  const buildings = c.buildings?.length ?? 0;
  if (cd && buildings + (ruinHere && printedRuin ? 1 : 0) > cd.slots) {
    ctx.problems.push(
      problem(
        '2.2.3',
        ruinHere && printedRuin
          ? `${countOf(buildings, 'bâtiment')} et une ruine pour ${countOf(cd.slots, 'emplacement')} : la ruine occupe un emplacement (2.2.4).`
          : `${countOf(buildings, 'bâtiment')} pour ${countOf(cd.slots, 'emplacement')} seulement.`,
        where,
      ),
    );
  }
  if (c.items?.length) {
    if (!ruinHere || !printedRuin)
      ctx.problems.push(problem('9.3.4', 'Des objets cachés sans ruine : les objets « R » se placent sous les ruines.', where));
    const max = ctx.players.has('vagabond2') ? 2 : 1;
    if (c.items.length > max)
      ctx.problems.push(
        problem(max === 2 ? '9.7.1' : '9.3.4', `${c.items.length} objets sous une ruine : ${max === 2 ? '2 au plus avec deux Vagabonds' : 'un seul (deux avec deux Vagabonds, 9.7.1)'}.`, where),
      );
  }
  // one token of these kinds per clearing
  if (c.tokens && c.tokens.length > 1)
    for (const [kinds, rule, text] of ONE_PER_CLEARING) {
      const n = c.tokens.filter((t) => kinds.includes(t.kind)).length;
      if (n > 1) ctx.problems.push(problem(rule, `${text} (${n} ici)`, where));
    }
  // suit-tied pieces
  const suit = suitOf(s, map, id);
  if (suit && !c.monument) {
    for (const piece of [...(c.buildings ?? []), ...(c.tokens ?? [])]) {
      for (const [prefix, rule, text] of SUIT_TIED) {
        if (piece.kind.startsWith(prefix) && piece.kind !== `${prefix}${suit}`)
          ctx.problems.push(problem(rule, `${capitalize(kindName(piece.kind))} dans une clairière ${SUIT_NAMES[suit]} : ${text}.`, where));
      }
    }
  }
}

function checkBurrow(ctx: Ctx, b: ClearingSetup): void {
  const where = 'Terrier';
  if (!ctx.players.has('duchy'))
    ctx.problems.push(problem('12.2.2', 'Le Terrier n’existe qu’avec le Duché Souterrain en jeu.', where));
  for (const [owner, n] of Object.entries(b.warriors ?? {})) {
    if (owner !== 'duchy' && n > 0)
      ctx.problems.push(problem('12.2.2', `Des guerriers ${ofName(owner as Owner)} dans le Terrier : seules les pièces du Duché peuvent y être.`, where));
  }
  if (b.warlord) ctx.problems.push(problem('12.2.2', 'Le seigneur de guerre des Cents ne peut pas être dans le Terrier.', where));
  if (b.pawns?.length) ctx.problems.push(problem('12.2.2', 'Aucun pion ne peut entrer dans le Terrier.', where));
  if (b.buildings?.length) ctx.problems.push(problem('2.2.3', 'Le Terrier n’a pas d’emplacement : pas de bâtiment.', where));
  if (b.tokens?.length) ctx.problems.push(problem('12.2.2', 'Pas de jeton dans le Terrier : on n’y place que des guerriers du Duché (12.4).', where));
  if (b.ruin || b.items?.length || b.monument)
    ctx.problems.push(problem('12.2.2', 'Le Terrier est une clairière à part, sans ruine, objet ni Monument.', where));
}

/**
 * Warriors off the map still come out of their faction's one supply (1.5.1): the Alliance's officers
 * (8.5.3) and the Lizards' acolytes (10.2.3) are warriors of the same supply as those on the map, and
 * the Riverfolk's funds hold its own warriors plus those other factions paid with (11.2.6.I, 11.4.3,
 * 11.5: a spent fund goes back to its owner's supply).
 */
function checkSupplies(ctx: Ctx, s: Setup, counts: Map<string, PieceCount>): void {
  const onMap = (f: FactionId) => counts.get(`${f}|warrior|warrior`)?.n ?? 0;
  const limitOf = (f: FactionId) => specFor(f, 'warrior', 'warrior', s)?.limit ?? 0;
  const boxes: [FactionId, 'officers' | 'acolytes', string, string][] = [
    ['alliance', 'officers', '8.5.3', 'officiers'],
    ['lizards', 'acolytes', '10.2.3', 'acolytes'],
  ];
  const offMap = (f: FactionId) => boxes.filter(([g]) => g === f).reduce((n, [, key]) => n + (s.players[f]?.[key] ?? 0), 0);
  for (const [f, key, rule, word] of boxes) {
    const box = s.players[f]?.[key];
    if (!box) continue;
    const limit = limitOf(f);
    const map = onMap(f);
    if (box + map > limit)
      ctx.problems.push(
        problem(
          '1.5.1',
          `${countText(box + map, 'guerrier')} ${ofName(f, s)} : ${box} ${word} (${rule}) et ${map} sur le plateau, mais ${theName(f, s)} ${isPluralName(f, s) ? 'n’ont' : 'n’a'} que ${limit} guerriers en tout (${specFor(f, 'warrior', 'warrior', s)?.source.join(', ') ?? rule}).`,
          `players.${f}`,
        ),
      );
  }
  const funds = s.players.riverfolk?.funds;
  if (funds) {
    const own = Math.max(0, limitOf('riverfolk') - onMap('riverfolk'));
    let others = 0;
    const payers: string[] = [];
    for (const f of Object.keys(s.players) as FactionId[]) {
      if (f === 'riverfolk' || VAGABONDS.includes(f)) continue;
      const free = Math.max(0, limitOf(f) - onMap(f) - offMap(f));
      if (free > 0) payers.push(theName(f, s));
      others += free;
    }
    if (funds > own + others)
      ctx.problems.push(
        problem(
          '1.5.1',
          `${countText(funds, 'fonds', 'fonds')} : la case Fonds ne tient que des guerriers hors du plateau, ceux de la Compagnie (${own}) et ceux avec lesquels les autres joueurs ont payé (${others}${payers.length ? ` : ${payers.join(', ')}` : ''}), soit ${own + others} au plus (11.2.6.I, 11.4.3).`,
          'players.riverfolk',
        ),
      );
  }
}

/** How many pieces of one kind of one owner are on the board. */
interface PieceCount {
  owner: Owner;
  category: PieceCategory;
  kind: string;
  n: number;
}

/** Sum every piece on the board and compare with the limits (1.5.1). */
function checkLimits(ctx: Ctx, s: Setup): void {
  const counts = new Map<string, PieceCount>(); // owner|category|kind → the count
  const add = (owner: Owner, category: PieceCategory, kind: string, n: number) => {
    if (n <= 0) return;
    const k = `${owner}|${category}|${kind}`;
    const x = counts.get(k);
    if (x) x.n += n;
    else counts.set(k, { owner, category, kind, n });
  };
  const pawnPlaces = new Map<PawnOwner, string[]>();
  const relicValues = new Map<string, number[]>();
  let monuments = 0;
  const scan = (c: ClearingSetup, where: string) => {
    for (const [o, n] of Object.entries(c.warriors ?? {})) add(o as Owner, 'warrior', 'warrior', n);
    if (c.warlord) add('hundreds', 'warrior', 'warlord', 1);
    for (const b of c.buildings ?? []) add(b.owner, 'building', b.kind, 1);
    for (const t of c.tokens ?? []) {
      add(t.owner, 'token', t.kind, 1);
      if (RELIC_KIND_SET.has(t.kind) && t.value !== undefined) relicValues.set(t.kind, [...(relicValues.get(t.kind) ?? []), t.value]);
    }
    for (const p of c.pawns ?? []) pawnPlaces.set(p, [...(pawnPlaces.get(p) ?? []), where]);
    if (c.monument) monuments++;
  };
  for (const [id, c] of Object.entries(s.clearings)) scan(c, `clairière ${id}`);
  if (s.burrow) scan(s.burrow, 'Terrier');
  for (const [fid, f] of Object.entries(s.forests ?? {})) {
    for (const p of f.pawns ?? []) pawnPlaces.set(p, [...(pawnPlaces.get(p) ?? []), `bois ${fid.replaceAll('_', '-')}`]);
    for (const r of f.relics ?? []) {
      add('keepers', 'token', r.kind, 1);
      if (r.value !== undefined) relicValues.set(r.kind, [...(relicValues.get(r.kind) ?? []), r.value]);
    }
  }
  // owners in the game
  const reported = new Set<Owner>();
  for (const { owner } of counts.values()) {
    if (!inGame(ctx, owner) && !reported.has(owner)) {
      reported.add(owner);
      notInGame(ctx, owner, 'plateau');
    }
  }
  for (const { owner, category, kind, n } of counts.values()) {
    if (n === 0) continue;
    const spec = specFor(owner, category, kind, s);
    if (!spec) {
      const botCat = isFactionId(owner) && s.players[owner]?.bot;
      ctx.problems.push(
        problem(
          isFactionId(owner) && botCat ? (FACTION_INFO[owner].botPiecesRule ?? '1.5.2') : '1.5.2',
          botCat
            ? `${capitalize(theName(owner, s))} ${isPluralName(owner, s) ? 'n’utilisent' : 'n’utilise'} pas de ${kindName(kind, 2)} (pièces du robot).`
            : `${capitalize(theName(owner, s))} ${isPluralName(owner, s) ? 'n’ont' : 'n’a'} pas de ${kindName(kind, 2)}.`,
          'plateau',
        ),
      );
      continue;
    }
    if (n > spec.limit) {
      ctx.problems.push(
        problem(
          '1.5.1',
          `${n} ${kindName(kind, n)} ${ofName(owner, s)} sur le plateau, il n’y en a que ${spec.limit} (${spec.source.join(', ')}).`,
          'plateau',
        ),
      );
    }
  }
  checkSupplies(ctx, s, counts);
  for (const [p, places] of pawnPlaces) {
    if (!inGame(ctx, p) && !reported.has(p)) {
      reported.add(p);
      notInGame(ctx, p, places[0]);
    }
    if (places.length > 1)
      ctx.problems.push(problem('1.5.1', `Le pion ${ofName(p, s)} est à ${places.length} endroits (${places.join(', ')}) : il n’y en a qu’un.`, places[1]));
  }
  for (const [kind, values] of relicValues) {
    const pool = [...RELIC_VALUES];
    for (const v of values) {
      const i = pool.indexOf(v);
      if (i < 0) {
        ctx.problems.push(problem('15.2.1', `Trop de ${kindName(kind, 2)} de valeur ${v} : chaque type a les valeurs 1, 2, 3 et 3.`, 'plateau'));
        break;
      }
      pool.splice(i, 1);
    }
  }
  if (monuments > 2) ctx.problems.push(problem('A.5.1', `${monuments} Monuments : on joue avec 1 ou 2 Monuments.`, 'plateau'));
}

function readSuits(ctx: Ctx, x: unknown): Suit[] | undefined {
  if (x === undefined) return undefined;
  if (!Array.isArray(x) || x.length !== 12 || !x.every((v) => typeof v === 'string' && SUIT_SET.has(v))) {
    ctx.problems.push(problem(FORMAT, '« suits » doit être une liste de 12 couleurs (fox, rabbit, mouse), une par clairière.', 'suits'));
    return undefined;
  }
  const suits = x as Suit[];
  for (const suit of SUITS) {
    const n = suits.filter((v) => v === suit).length;
    if (n !== 4) {
      ctx.problems.push(problem('A.1', `Il y a 4 marqueurs de chaque couleur (B.1.2) : ici ${n} ${SUIT_NAMES[suit]}.`, 'suits'));
    }
  }
  return suits;
}

function validateInner(input: unknown): ValidationResult {
  const ctx: Ctx = { problems: [], map: null, players: new Set(), bots: new Set(), nomads: new Set() };
  if (!isPlainObject(input)) {
    return { ok: false, problems: [problem(FORMAT, 'La position est absente ou illisible.')] };
  }
  unknownKeys(ctx, input, TOP_KEYS, 'position', FORMAT, TOP_KEYS_HINT);
  const mapRaw = get(input, 'map');
  let map: MapId = 'automne';
  if (isMapId(mapRaw)) {
    map = mapRaw;
    ctx.map = MAPS[mapRaw];
  } else {
    ctx.problems.push(problem('A.1', 'Plateau inconnu : la carte est Automne, Hiver, Lac ou Montagne.', 'map'));
  }
  const s: Setup = { map, clearings: {}, players: {} };
  const suits = readSuits(ctx, get(input, 'suits'));
  if (suits) s.suits = suits;
  readPlayers(ctx, get(input, 'players'), s);
  readNomads(ctx, get(input, 'nomads'), s);

  // clearings
  const cl = get(input, 'clearings');
  if (cl !== undefined && !isPlainObject(cl)) ctx.problems.push(problem(FORMAT, `« clearings » doit être un objet { "1": {…} }, pas ${show(cl)}.`, 'clearings'));
  if (isPlainObject(cl)) {
    for (const k of Object.keys(cl)) {
      const id = /^(?:[1-9]|1[0-2])$/.test(k) ? Number(k) : NaN;
      if (!Number.isInteger(id)) {
        ctx.problems.push(problem('2.2', `Clairière inconnue ${show(k)} : les clairières sont numérotées de 1 à 12.`, 'clearings'));
        continue;
      }
      const c = readClearing(ctx, get(cl, k), `clairière ${id}`);
      if (c) s.clearings[String(id)] = c;
    }
  }
  const burrow = get(input, 'burrow');
  if (burrow !== undefined) {
    const b = readClearing(ctx, burrow, 'Terrier');
    if (b) s.burrow = b;
  }
  const forests = get(input, 'forests');
  if (forests !== undefined) {
    if (!isPlainObject(forests)) ctx.problems.push(problem(FORMAT, `« forests » doit être un objet { "1_5_9": {…} }, pas ${show(forests)}.`, 'forests'));
    else {
      s.forests = {};
      for (const k of Object.keys(forests)) {
        if (ctx.map && !ctx.map.forests.some((f) => f.id === k)) {
          ctx.problems.push(problem('2.4', `Bois inconnu ${show(k)} sur le plateau ${ctx.map.name} (${ctx.map.forests.map((f) => f.id).join(', ')}).`, 'forests'));
          continue;
        }
        if (!ctx.map && !/^\d+(?:_\d+)+$/.test(k)) continue;
        const f = readForest(ctx, get(forests, k), `bois ${k}`);
        if (f) s.forests[k] = f;
      }
    }
  }
  // map-specific pieces
  const ferry = get(input, 'ferry');
  if (ferry !== undefined) {
    if (map !== 'lac' || !ctx.map) ctx.problems.push(problem('C.2', 'Le Radeau n’existe que sur le plateau Lac.', 'ferry'));
    else if (typeof ferry !== 'number' || !ctx.map.lake?.coastal.includes(ferry))
      ctx.problems.push(problem('C.2.5', `Le Radeau est toujours dans une clairière côtière (${ctx.map.lake?.coastal.join(', ')}), pas ${show(ferry)}.`, 'ferry'));
    else s.ferry = ferry;
  }
  const ferryUsed = readBool(ctx, input, 'ferryUsed', 'ferryUsed');
  if (ferryUsed) {
    if (map !== 'lac') ctx.problems.push(problem('C.2', 'Le Radeau n’existe que sur le plateau Lac.', 'ferryUsed'));
    else s.ferryUsed = true;
  }
  const closed = get(input, 'closedPaths');
  if (closed !== undefined) {
    if (map !== 'montagne' || !ctx.map) ctx.problems.push(problem('C.3', 'Les chemins fermés n’existent que sur le plateau Montagne.', 'closedPaths'));
    else if (!Array.isArray(closed)) ctx.problems.push(problem(FORMAT, `« closedPaths » doit être une liste de paires [a, b], pas ${show(closed)}.`, 'closedPaths'));
    else {
      const out: [number, number][] = [];
      for (const p of closed) {
        if (!Array.isArray(p) || p.length !== 2 || typeof p[0] !== 'number' || typeof p[1] !== 'number') {
          ctx.problems.push(problem(FORMAT, `Chemin fermé illisible ${show(p)} : paire [a, b] attendue.`, 'closedPaths'));
          continue;
        }
        const pair: [number, number] = [p[0], p[1]];
        if (!ctx.map.closedPathsAtSetup.some((q) => samePair(q, pair))) {
          ctx.problems.push(
            problem('C.3.1', `Pas de marqueur de chemin fermé possible entre ${pair[0]} et ${pair[1]} : ils couvrent les 6 chemins creusés (${ctx.map.closedPathsAtSetup.map((q) => q.join('–')).join(', ')}).`, 'closedPaths'),
          );
          continue;
        }
        if (out.some((q) => samePair(q, pair))) {
          ctx.problems.push(problem(FORMAT, `Chemin fermé ${pair.join('–')} donné deux fois.`, 'closedPaths'));
          continue;
        }
        out.push(pair);
      }
      s.closedPaths = out;
    }
  }
  const coop = readBool(ctx, input, 'coop', 'coop');
  if (coop) s.coop = true;
  const turn = get(input, 'turn');
  if (turn !== undefined) {
    if (!isFactionId(turn)) ctx.problems.push(problem('1.4.1', `Tour de ${show(turn)} : faction inconnue.`, 'turn'));
    else if (!ctx.players.has(turn)) ctx.problems.push(problem('1.4.1', `C’est le tour ${ofName(turn)}, qui n’est pas en jeu.`, 'turn'));
    else s.turn = turn;
  }
  const phase = get(input, 'phase');
  if (phase !== undefined) {
    if (typeof phase === 'string' && PHASE_SET.has(phase)) s.phase = phase as Phase;
    else ctx.problems.push(problem('1.4.1', `Phase inconnue ${show(phase)} : aurore, jour ou crepuscule.`, 'phase'));
  }

  // rules
  checkPlayers(ctx, s);
  checkNomads(ctx, s);
  if (s.coop) {
    const fs = Object.keys(s.players) as FactionId[];
    if (!fs.some((f) => s.players[f]?.bot) || !fs.some((f) => !s.players[f]?.bot))
      ctx.problems.push(problem('R3', 'La partie entièrement coopérative oppose des humains à des robots : il faut au moins un humain et un robot.', 'coop'));
  }
  for (const [id, c] of Object.entries(s.clearings)) checkClearing(ctx, s, Number(id), c, `clairière ${id}`);
  if (s.burrow) checkBurrow(ctx, s.burrow);
  checkLimits(ctx, s);
  if (ctx.problems.length) return { ok: false, problems: ctx.problems };
  return { ok: true, setup: normalizeSetup(s), problems: [] };
}

/**
 * Checks any input against the rules of a Root position. Never throws: garbage, wrong types,
 * huge numbers or "__proto__" keys give problems, not exceptions.
 */
export function validate(input: unknown): ValidationResult {
  try {
    return validateInner(input);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Position illisible.')] };
  }
}

