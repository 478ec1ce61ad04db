/**
 * The situation: a setup and a question — the doorway between content (MDX), islands, share
 * links, the scenario runner and tests. A situation is plain JSON:
 *
 *   { v: 1, setup: Setup, question: Question, rule?: "4.2", title?: "…" }
 *
 * `evaluateSituation` validates the setup first: an invalid setup gives French problems, never an
 * exception; a valid one gives the engine's verdicts. `encodeSituation`/`decodeSituation` carry a
 * situation in one line of text for share links (grammar in docs/situations.md):
 *
 *   [v1/] question [/regle=R] [/titre=percent-encoded] / setup-notation
 *   question := controle[.place] | deplacement.F.place | placement.O.place[.category[-kind]]
 *             | combat.clearing.O.O(.choice)*          (battle choices: see `BATTLE_CHOICE_GRAMMAR`)
 */
import { FACTION_INFO, isFactionId, type FactionId, type PieceCategory } from './factions';
import { NOMAD_INFO, isNomadId } from './nomads';
import { decodeSetup, encodeSetup, KIND_CODES } from './notation';
import { isOwner } from './pieces';
import { FORMAT, problem, type Problem } from './reasons';
import type { Owner, Place, Setup } from './setup';
import { normalizeSetup, validate } from './validate';
import { BATTLE_CARDS, CARD_SUIT_CODES, CARD_SUITS, battleCardByCode, type BattleCardId, type CardSuit } from './cards';
import { ITEM_CODES, MINISTER_CODES } from './notation';
import { ITEM_KINDS, MINISTERS, type ItemKind, type Minister } from './setup';
import type { BattleChoices, PieceRef } from './types';
import type { BotQuestion } from './bots/index';
import { SUITS, type Suit } from './factions';

import type { OutrageAct } from './effects';
export type { OutrageAct } from './effects';
const OUTRAGE_ACTS: readonly OutrageAct[] = ['move', 'place', 'remove'];
const SUIT_CODES: Record<Suit, string> = { fox: 'renard', rabbit: 'lapin', mouse: 'souris' };
const ACT_CODES: Record<OutrageAct, string> = { move: 'deplacer', place: 'placer', remove: 'retirer' };

export type { BotQuestion } from './bots/index';

export type Question =
  | { kind: 'control'; clearing?: number | 'terrier' }
  | { kind: 'movement'; mover: FactionId; from: Place }
  | { kind: 'placement'; owner: Owner; place: Place; piece?: PieceRef }
  | { kind: 'battle'; clearing: number; attacker: Owner; defender: Owner; choices?: BattleChoices; roll?: [number, number] }
  | { kind: 'favor'; by: FactionId; suit: Suit }
  | { kind: 'outrage'; by: Owner; clearing: number; act: OutrageAct; from?: Place }
  | { kind: 'coalition'; vagabond: FactionId; winner?: FactionId }
  | BotQuestion;

/** Plain JSON of at most 4000 ASCII characters (carried in links as base64url). */
function readBoards(x: unknown): Record<string, unknown> | undefined {
  if (!isObj(x)) return undefined;
  let text: string;
  try {
    text = JSON.stringify(x);
  } catch {
    return undefined;
  }
  if (text.length > 4000 || !/^[\x20-\x7e]*$/.test(text)) return undefined;
  return JSON.parse(text) as Record<string, unknown>;
}
const toBase64Url = (t: string) => btoa(t).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function fromBase64Url(t: string): unknown {
  try {
    return JSON.parse(atob(t.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}
const BOT_DIFFICULTIES = ['facile', 'normal', 'difficile', 'cauchemardesque'] as const;
const ID_RE = /^[a-z][a-z0-9_]{0,40}$/;
/** the value of a draw's option: a card, a clearing, a forest (1_2_5_10), a branch number… */
const PICK_RE = /^[a-z0-9_]{1,40}$/;

export interface Situation {
  v: 1;
  setup: Setup;
  question: Question;
  /** the rule it illustrates, e.g. "4.2" */
  rule?: string;
  title?: string;
}


type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const get = (o: Obj, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);

function readPlace(x: unknown): Place | undefined {
  if (typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 12) return x;
  if (x === 'terrier') return 'terrier';
  if (isObj(x) && typeof get(x, 'forest') === 'string' && Object.keys(x).length === 1) return { forest: get(x, 'forest') as string };
  return undefined;
}

const CATEGORIES: readonly PieceCategory[] = ['warrior', 'building', 'token', 'pawn'];

function readQuestion(x: unknown, problems: Problem[]): Question | undefined {
  const bad = (t: string) => {
    problems.push(problem(FORMAT, t, 'question'));
    return undefined;
  };
  if (!isObj(x)) return bad('La question doit être un objet { kind: "control" | "movement" | "placement" | "battle", … }.');
  const kind = get(x, 'kind');
  if (kind === 'control') {
    const c = get(x, 'clearing');
    if (c === undefined) return { kind: 'control' };
    if ((typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= 12) || c === 'terrier') return { kind: 'control', clearing: c };
    return bad('Question de contrôle : « clearing » est une clairière de 1 à 12 ou "terrier".');
  }
  if (kind === 'movement') {
    const mover = get(x, 'mover');
    const from = readPlace(get(x, 'from'));
    if (!isFactionId(mover)) return bad('Question de déplacement : « mover » doit être une faction (marquise, eyrie…).');
    if (from === undefined) return bad('Question de déplacement : « from » est une clairière (1–12), "terrier" ou { "forest": "1_5_9" }.');
    return { kind: 'movement', mover, from };
  }
  if (kind === 'placement') {
    const owner = get(x, 'owner');
    const place = readPlace(get(x, 'place'));
    if (!isOwner(owner)) return bad('Question de placement : « owner » doit être une faction ou un Nomade.');
    if (place === undefined) return bad('Question de placement : « place » est une clairière (1–12), "terrier" ou { "forest": "1_5_9" }.');
    const q: Question = { kind: 'placement', owner, place };
    const piece = get(x, 'piece');
    if (piece !== undefined) {
      if (!isObj(piece) || !CATEGORIES.includes(get(piece, 'category') as PieceCategory))
        return bad('Question de placement : « piece » est { category: "warrior" | "building" | "token" | "pawn", kind? }.');
      const k = get(piece, 'kind');
      if (k !== undefined && typeof k !== 'string') return bad('Question de placement : « piece.kind » est un texte.');
      q.piece = { category: get(piece, 'category') as PieceCategory, ...(k !== undefined ? { kind: k as string } : {}) };
    }
    return q;
  }
  if (kind === 'battle') {
    const clearing = get(x, 'clearing');
    const attacker = get(x, 'attacker');
    const defender = get(x, 'defender');
    if (!(typeof clearing === 'number' && Number.isInteger(clearing) && clearing >= 1 && clearing <= 12)) return bad('Question de combat : « clearing » est une clairière de 1 à 12.');
    if (!isOwner(attacker) || !isOwner(defender)) return bad('Question de combat : « attacker » et « defender » sont des factions ou des Nomades.');
    const q: Question = { kind: 'battle', clearing, attacker, defender };
    const choices = get(x, 'choices');
    if (choices !== undefined) {
      if (!isObj(choices)) return bad('Question de combat : « choices » est un objet (docs/situations.md).');
      q.choices = choices as BattleChoices;
    }
    const roll = get(x, 'roll');
    if (roll !== undefined) {
      if (!Array.isArray(roll) || roll.length !== 2 || !roll.every((d) => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 3))
        return bad('Question de combat : « roll » est un jet de deux dés, par exemple [3, 1] (chaque dé de 0 à 3).');
      q.roll = [roll[0] as number, roll[1] as number];
    }
    for (const k of Object.keys(x)) if (!['kind', 'clearing', 'attacker', 'defender', 'choices', 'roll'].includes(k)) return bad(`Question de combat : champ inconnu « ${k.slice(0, 30)} ».`);
    return q;
  }
  if (kind === 'bot') {
    const bot = get(x, 'bot');
    if (!isFactionId(bot)) return bad('Question de robot : « bot » est une faction (marquise, eyrie…).');
    const q: BotQuestion = { kind: 'bot', bot };
    const card = get(x, 'orderCard');
    if (card !== undefined) {
      if (typeof card !== 'string' || !ID_RE.test(card)) return bad('Question de robot : « orderCard » est l’identifiant d’une carte (par exemple "root_tea_fox").');
      q.orderCard = card;
    }
    const d = get(x, 'difficulty');
    if (d !== undefined) {
      if (!BOT_DIFFICULTIES.includes(d as BotQuestion['difficulty'] & string)) return bad('Question de robot : « difficulty » est facile, normal, difficile ou cauchemardesque.');
      q.difficulty = d as BotQuestion['difficulty'];
    }
    const traits = get(x, 'traits');
    if (traits !== undefined) {
      if (!Array.isArray(traits) || traits.length > 8 || !traits.every((t) => typeof t === 'string' && ID_RE.test(t))) return bad('Question de robot : « traits » est une liste d’identifiants de Traits.');
      q.traits = traits as string[];
    }
    const seed = get(x, 'seed');
    if (seed !== undefined) {
      if (!(typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)) return bad('Question de robot : « seed » est un entier de 0 à 4294967295.');
      q.seed = seed;
    }
    const step = get(x, 'step');
    if (step !== undefined) {
      if (!(typeof step === 'number' && Number.isInteger(step) && step >= 0 && step <= 500)) return bad('Question de robot : « step » est un numéro d’étape (0 = avant le tour).');
      q.step = step;
    }
    const dice = get(x, 'dice');
    if (dice !== undefined) {
      const okRoll = (r: unknown) => Array.isArray(r) && r.length === 2 && r.every((d) => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 3);
      if (!Array.isArray(dice) || dice.length > 20 || !dice.every(okRoll)) return bad('Question de robot : « dice » est une liste de jets, par exemple [[0, 0], [2, 1]] (chaque dé de 0 à 3).');
      q.dice = dice.map((r) => [r[0], r[1]] as [number, number]);
    }
    const nextCards = get(x, 'nextCards');
    if (nextCards !== undefined) {
      if (!Array.isArray(nextCards) || nextCards.length > 10 || !nextCards.every((c) => typeof c === 'string' && ID_RE.test(c))) return bad('Question de robot : « nextCards » est une liste d’identifiants de cartes.');
      q.nextCards = nextCards as string[];
    }
    const boards = get(x, 'boards');
    if (boards !== undefined) {
      const b = readBoards(boards);
      if (!b) return bad('Question de robot : « boards » est un objet JSON simple (4000 caractères ASCII au plus), par exemple { "lizards": { "lostSouls": […] } }.');
      q.boards = b;
    }
    const picks = get(x, 'picks');
    if (picks !== undefined) {
      const ok =
        typeof picks === 'object' && picks !== null && !Array.isArray(picks) && Object.keys(picks).length <= 50 && Object.entries(picks).every(([k, v]) => /^\d{1,3}$/.test(k) && typeof v === 'string' && PICK_RE.test(v));
      if (!ok) return bad('Question de robot : « picks » associe à un numéro de tirage la valeur choisie, par exemple { "0": "root_tea_fox", "2": "5" }.');
      q.picks = { ...(picks as Record<string, string>) };
    }
    const deck = get(x, 'deck');
    if (deck !== undefined) {
      if (deck !== 'base' && deck !== 'exiles') return bad('Question de robot : « deck » vaut "base" (paquet de base) ou "exiles" (Exilés et Partisans).');
      if (deck === 'exiles') q.deck = deck;
    }
    for (const k of Object.keys(x)) if (!['kind', 'bot', 'orderCard', 'difficulty', 'traits', 'seed', 'step', 'dice', 'nextCards', 'boards', 'picks', 'deck'].includes(k)) return bad(`Question de robot : champ inconnu « ${k.slice(0, 30)} ».`);
    return q;
  }
  if (kind === 'favor') {
    const by = get(x, 'by');
    const suit = get(x, 'suit');
    if (!isFactionId(by)) return bad('Question de carte Faveur : « by » est la faction qui la joue (marquise, eyrie…).');
    if (!SUITS.includes(suit as Suit)) return bad('Question de carte Faveur : « suit » vaut "fox", "rabbit" ou "mouse".');
    for (const k of Object.keys(x)) if (!['kind', 'by', 'suit'].includes(k)) return bad(`Question de carte Faveur : champ inconnu « ${k.slice(0, 30)} ».`);
    return { kind: 'favor', by, suit: suit as Suit };
  }
  if (kind === 'outrage') {
    const by = get(x, 'by');
    const clearing = get(x, 'clearing');
    const act = get(x, 'act');
    if (!isOwner(by)) return bad('Question d’Indignation : « by » est une faction ou un Nomade.');
    if (!(typeof clearing === 'number' && Number.isInteger(clearing) && clearing >= 1 && clearing <= 12)) return bad('Question d’Indignation : « clearing » est une clairière de 1 à 12.');
    if (!OUTRAGE_ACTS.includes(act as OutrageAct)) return bad('Question d’Indignation : « act » vaut "move", "place" ou "remove".');
    const q: Question = { kind: 'outrage', by, clearing, act: act as OutrageAct };
    const from = get(x, 'from');
    if (from !== undefined) {
      const p = readPlace(from);
      if (p === undefined) return bad('Question d’Indignation : « from » est une clairière (1–12), "terrier" ou { "forest": "1_5_9" }.');
      q.from = p;
    }
    for (const k of Object.keys(x)) if (!['kind', 'by', 'clearing', 'act', 'from'].includes(k)) return bad(`Question d’Indignation : champ inconnu « ${k.slice(0, 30)} ».`);
    return q;
  }
  if (kind === 'coalition') {
    const vagabond = get(x, 'vagabond');
    const winner = get(x, 'winner');
    if (vagabond !== 'vagabond' && vagabond !== 'vagabond2') return bad('Question de coalition : « vagabond » vaut "vagabond" ou "vagabond2" (seul le Vagabond forme une coalition, 9.2.8).');
    if (winner !== undefined && !isFactionId(winner)) return bad('Question de coalition : « winner » est la faction qui remporte la partie (marquise, eyrie…).');
    for (const k of Object.keys(x)) if (!['kind', 'vagabond', 'winner'].includes(k)) return bad(`Question de coalition : champ inconnu « ${k.slice(0, 30)} ».`);
    return { kind: 'coalition', vagabond, ...(winner !== undefined ? { winner } : {}) };
  }
  return bad(`Type de question inconnu ${typeof kind === 'string' ? `« ${kind.slice(0, 30)} »` : ''} : control, movement, placement, battle, bot, favor, outrage ou coalition.`);
}

/**
 * Reads a situation from JSON-like input. `setup` may be an object or a notation string.
 * Never throws.
 */
export function readSituation(input: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    const problems: Problem[] = [];
    if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'Une situation est un objet { v: 1, setup, question, rule?, title? }.')] };
    const v = get(input, 'v');
    if (v !== undefined && v !== 1) problems.push(problem(FORMAT, `Version de situation inconnue ${String(v).slice(0, 10)} : seule la version 1 existe.`, 'v'));
    for (const k of Object.keys(input))
      if (!['v', 'setup', 'question', 'rule', 'title'].includes(k)) problems.push(problem(FORMAT, `Champ inconnu « ${k.slice(0, 30)} » (v, setup, question, rule, title).`, 'situation'));
    let setupIn = get(input, 'setup');
    if (typeof setupIn === 'string') {
      const d = decodeSetup(setupIn);
      if (!d.ok) problems.push(...d.problems);
      else setupIn = d.setup;
    }
    const val = validate(setupIn);
    if (!val.ok) problems.push(...val.problems);
    const question = readQuestion(get(input, 'question'), problems);
    const rule = get(input, 'rule');
    const title = get(input, 'title');
    if (rule !== undefined && typeof rule !== 'string') problems.push(problem(FORMAT, '« rule » est un numéro de règle, par exemple "4.2.1".', 'rule'));
    if (title !== undefined && typeof title !== 'string') problems.push(problem(FORMAT, '« title » est un texte.', 'title'));
    if (problems.length || !val.ok || !question) return { ok: false, problems };
    const situation: Situation = { v: 1, setup: val.setup, question };
    if (typeof rule === 'string') situation.rule = rule;
    if (typeof title === 'string') situation.title = title;
    return { ok: true, situation };
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
}

// ------------------------------------------------------------------ text form

const placeCode = (p: Place) => (typeof p === 'number' ? String(p) : p === 'terrier' ? 'T' : p.forest);
const ownerCode = (o: Owner) => (isFactionId(o) ? FACTION_INFO[o].code : isNomadId(o) ? NOMAD_INFO[o].code : o);
const CATEGORY_CODES: Record<PieceCategory, string> = { warrior: 'guerrier', building: 'batiment', token: 'jeton', pawn: 'pion' };

/**
 * Battle choices in the text form, each a segment after « combat.C.A.D »:
 *   embuscade-S | contre-S            ambush, counter-ambush (S: oiseau, renard, lapin, souris)
 *   a-CARTE | d-CARTE                 a card of the attacker / defender (armuriers, tactiques…)
 *   hopitaux | pillards | mediateur | frappe
 *   butin-OBJET | allie-F | allie-aucun | pertes_alliees-N | amer-C+C | ordre-O-K+K
 *   relique-BOIS | colonne-S | ministre-M | provocation-F | jet-D-D
 */
export const BATTLE_CHOICE_GRAMMAR =
  'embuscade-S | contre-S | a-CARTE | d-CARTE | hopitaux | pillards | mediateur | frappe | butin-OBJET | allie-F | allie-aucun | pertes_alliees-N | amer-C+C | ordre-O-K+K | relique-BOIS | colonne-S | ministre-M | provocation-F | jet-D-D';

const codeOf = (o: Owner) => ownerCode(o);
const suitByCode = (t: string) => CARD_SUITS.find((x) => CARD_SUIT_CODES[x] === t);

function battleChoicesText(c: BattleChoices | undefined, roll?: [number, number]): string[] {
  const out: string[] = [];
  if (!c) c = {};
  if (c.ambush) out.push(`embuscade-${CARD_SUIT_CODES[c.ambush]}`);
  if (c.counterAmbush) out.push(`contre-${CARD_SUIT_CODES[c.counterAmbush]}`);
  for (const id of c.attackerCards ?? []) out.push(`a-${BATTLE_CARDS[id].code}`);
  for (const id of c.defenderCards ?? []) out.push(`d-${BATTLE_CARDS[id].code}`);
  if (c.fieldHospitals) out.push('hopitaux');
  if (c.looters) out.push('pillards');
  if (c.warlordFirst) out.push('seigneur_d_abord');
  if (c.lootItem) out.push(`butin-${ITEM_CODES[c.lootItem]}`);
  if (c.arbiter) out.push('mediateur');
  if (c.swiftStrike) out.push('frappe');
  if (c.ally !== undefined) out.push(c.ally === null ? 'allie-aucun' : `allie-${codeOf(c.ally)}`);
  if (c.allyHits) out.push(`pertes_alliees-${c.allyHits}`);
  if (c.bitter?.length) out.push(`amer-${c.bitter.join('+')}`);
  for (const [o, kinds] of Object.entries(c.order ?? {})) if (isOwner(o) && kinds.length) out.push(`ordre-${codeOf(o)}-${kinds.map((k) => KIND_CODES[k] ?? k).join('+')}`);
  if (c.relicForest) out.push(`relique-${c.relicForest}`);
  if (c.column) out.push(`colonne-${CARD_SUIT_CODES[c.column]}`);
  if (c.minister) out.push(`ministre-${MINISTER_CODES[c.minister] ?? c.minister}`);
  if (c.provocation) out.push(`provocation-${codeOf(c.provocation)}`);
  if (roll) out.push(`jet-${roll[0]}-${roll[1]}`);
  return out;
}

function decodeBattleChoices(parts: string[], ownerOf: (code: string | undefined) => Owner | undefined, bad: (m: string) => void): { choices: BattleChoices; roll?: [number, number] } {
  const c: BattleChoices = {};
  let roll: [number, number] | undefined;
  for (const part of parts) {
    const i = part.indexOf('-');
    const word = i < 0 ? part : part.slice(0, i);
    const rest = i < 0 ? '' : part.slice(i + 1);
    const fail = () => bad(`Choix de combat illisible « ${part.slice(0, 40)} » (${BATTLE_CHOICE_GRAMMAR}).`);
    switch (word) {
      case 'embuscade':
      case 'contre': {
        const suit: CardSuit | undefined = suitByCode(rest);
        if (!suit) fail();
        else if (word === 'embuscade') c.ambush = suit;
        else c.counterAmbush = suit;
        break;
      }
      case 'a':
      case 'd': {
        const id: BattleCardId | undefined = battleCardByCode(rest);
        if (!id) fail();
        else if (word === 'a') c.attackerCards = [...(c.attackerCards ?? []), id];
        else c.defenderCards = [...(c.defenderCards ?? []), id];
        break;
      }
      case 'hopitaux':
        if (rest) fail();
        else c.fieldHospitals = true;
        break;
      case 'pillards':
        if (rest) fail();
        else c.looters = true;
        break;
      case 'seigneur_d_abord':
        if (rest) fail();
        else c.warlordFirst = true;
        break;
      case 'mediateur':
        if (rest) fail();
        else c.arbiter = true;
        break;
      case 'frappe':
        if (rest) fail();
        else c.swiftStrike = true;
        break;
      case 'butin': {
        const item = (Object.keys(ITEM_CODES) as ItemKind[]).find((k) => ITEM_CODES[k] === rest) ?? ((ITEM_KINDS as readonly string[]).includes(rest) ? (rest as ItemKind) : undefined);
        if (!item) fail();
        else c.lootItem = item;
        break;
      }
      case 'allie': {
        if (rest === 'aucun') c.ally = null;
        else {
          const f = ownerOf(rest);
          if (f && isFactionId(f)) c.ally = f;
          else fail();
        }
        break;
      }
      case 'pertes_alliees':
        if (/^\d{1,2}$/.test(rest)) c.allyHits = Number(rest);
        else fail();
        break;
      case 'amer':
        if (/^\d{1,2}(\+\d{1,2})*$/.test(rest)) c.bitter = rest.split('+').map(Number);
        else fail();
        break;
      case 'ordre': {
        const j = rest.indexOf('-');
        const o = j < 0 ? undefined : ownerOf(rest.slice(0, j));
        if (!o) {
          fail();
          break;
        }
        const kinds = rest.slice(j + 1).split('+').map((k) => Object.keys(KIND_CODES).find((x) => KIND_CODES[x] === k) ?? k);
        c.order = { ...(c.order ?? {}), [o]: kinds };
        break;
      }
      case 'relique':
        if (/^\d{1,2}(_\d{1,2})+$/.test(rest)) c.relicForest = rest;
        else fail();
        break;
      case 'colonne': {
        const suit = suitByCode(rest);
        if (!suit) fail();
        else c.column = suit;
        break;
      }
      case 'ministre': {
        const m = (Object.keys(MINISTER_CODES) as Minister[]).find((k) => MINISTER_CODES[k] === rest) ?? ((MINISTERS as readonly string[]).includes(rest) ? (rest as Minister) : undefined);
        if (!m) fail();
        else c.minister = m;
        break;
      }
      case 'provocation': {
        const f = ownerOf(rest);
        if (f === 'vagabond' || f === 'vagabond2') c.provocation = f;
        else fail();
        break;
      }
      case 'jet': {
        const m = /^([0-3])-([0-3])$/.exec(rest);
        if (m) roll = [Number(m[1]), Number(m[2])];
        else fail();
        break;
      }
      default:
        fail();
    }
  }
  return roll ? { choices: c, roll } : { choices: c };
}

function questionText(q: Question): string {
  if (q.kind === 'control') return q.clearing === undefined ? 'controle' : `controle.${placeCode(q.clearing)}`;
  if (q.kind === 'battle') return ['combat', String(q.clearing), ownerCode(q.attacker), ownerCode(q.defender), ...battleChoicesText(q.choices, q.roll)].join('.');
  if (q.kind === 'movement') return `deplacement.${ownerCode(q.mover)}.${placeCode(q.from)}`;
  if (q.kind === 'favor') return `faveur.${ownerCode(q.by)}.${SUIT_CODES[q.suit]}`;
  if (q.kind === 'coalition') return ['coalition', ownerCode(q.vagabond), ...(q.winner !== undefined ? [`gagnant-${ownerCode(q.winner)}`] : [])].join('.');
  if (q.kind === 'outrage') return ['indignation', ownerCode(q.by), String(q.clearing), ACT_CODES[q.act], ...(q.from !== undefined ? [placeCode(q.from)] : [])].join('.');
  if (q.kind === 'bot')
    return [
      'robot',
      ownerCode(q.bot),
      ...(q.deck === 'exiles' ? ['paquet-exiles'] : []),
      ...(q.orderCard ? [`carte-${q.orderCard}`] : []),
      ...(q.nextCards ?? []).map((c) => `suite-${c}`),
      ...(q.difficulty ? [`niveau-${q.difficulty}`] : []),
      ...(q.traits ?? []).map((t) => `trait-${t}`),
      ...(q.seed !== undefined ? [`graine-${q.seed}`] : []),
      ...(q.dice?.length ? [`des-${q.dice.map(([a, b]) => `${a}-${b}`).join('+')}`] : []),
      ...(q.boards ? [`etat-${toBase64Url(JSON.stringify(q.boards))}`] : []),
      ...Object.entries(q.picks ?? {})
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([n, v]) => `choix-${Number(n)}-${v}`),
      ...(q.step !== undefined ? [`etape-${q.step}`] : []),
    ].join('.');
  let t = `placement.${ownerCode(q.owner)}.${placeCode(q.place)}`;
  if (q.piece) t += `.${CATEGORY_CODES[q.piece.category]}${q.piece.kind ? `-${KIND_CODES[q.piece.kind] ?? q.piece.kind}` : ''}`;
  return t;
}

/** One-line text of a situation (for share links). */
/** A lone half of a UTF-16 pair (which encodeURIComponent refuses with an exception) becomes U+FFFD. */
const wellFormed = (t: string) => t.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The text of a situation (share links). Never throws. */
export function encodeSituation(s: Situation): string {
  const parts = [questionText(s.question)];
  if (s.rule) parts.push(`regle=${encodeURIComponent(wellFormed(String(s.rule)))}`);
  if (s.title) parts.push(`titre=${encodeURIComponent(wellFormed(String(s.title)))}`);
  parts.push(encodeSetup(s.setup));
  return parts.join('/');
}

function decodePlace(t: string): Place | undefined {
  if (/^(?:[1-9]|1[0-2])$/.test(t)) return Number(t);
  if (t === 'T') return 'terrier';
  if (/^\d{1,2}(?:_\d{1,2})+$/.test(t)) return { forest: t };
  return undefined;
}

/** Reads the text of a situation. Never throws; problems in French. The setup is validated. */
export function decodeSituation(text: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (typeof text !== 'string') return { ok: false, problems: [problem(FORMAT, 'Le texte de la situation doit être une chaîne.')] };
    let t = text.trim();
    if (t.length > 20000) return { ok: false, problems: [problem(FORMAT, 'Texte de situation trop long.')] };
    const parts = t.split('/');
    if (parts[0] === 'v1') parts.shift();
    const qt = parts.shift() ?? '';
    const problems: Problem[] = [];
    let rule: string | undefined;
    let title: string | undefined;
    while (parts.length && /^(regle|titre)=/.test(parts[0]!)) {
      const p = parts.shift()!;
      const [k, ...rest] = p.split('=');
      let v = rest.join('=');
      try {
        v = decodeURIComponent(v);
      } catch {
        problems.push(problem(FORMAT, `« ${k}= » mal encodé.`, 'situation'));
      }
      if (k === 'regle') rule = v;
      else title = v;
    }
    const q = qt.split('.');
    let question: Question | undefined;
    const bad = (m: string) => problems.push(problem(FORMAT, m, 'question'));
    const ownerOf = (code: string | undefined): Owner | undefined => {
      if (!code) return undefined;
      for (const f of Object.keys(FACTION_INFO) as FactionId[]) if (FACTION_INFO[f].code === code) return f;
      for (const n of Object.values(NOMAD_INFO)) if (n.code === code) return n.id;
      return undefined;
    };
    if (q[0] === 'controle') {
      if (q.length === 1) question = { kind: 'control' };
      else {
        const p = decodePlace(q[1] ?? '');
        if (q.length === 2 && p !== undefined && typeof p !== 'object') question = { kind: 'control', clearing: p };
        else bad(`Question illisible « ${qt.slice(0, 40)} » : controle ou controle.N (N de 1 à 12, ou T).`);
      }
    } else if (q[0] === 'deplacement') {
      const mover = ownerOf(q[1]);
      const from = decodePlace(q[2] ?? '');
      if (q.length === 3 && mover && isFactionId(mover) && from !== undefined) question = { kind: 'movement', mover, from };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : deplacement.F.lieu (par exemple deplacement.m.1).`);
    } else if (q[0] === 'placement') {
      const owner = ownerOf(q[1]);
      const place = decodePlace(q[2] ?? '');
      let piece: PieceRef | undefined;
      if (q[3] !== undefined) {
        const [cat, kindCode] = q[3].split('-');
        const category = (Object.keys(CATEGORY_CODES) as PieceCategory[]).find((c) => CATEGORY_CODES[c] === cat);
        const kind = kindCode ? (Object.keys(KIND_CODES).find((k) => KIND_CODES[k] === kindCode) ?? kindCode) : undefined;
        if (category) piece = { category, ...(kind ? { kind } : {}) };
      }
      if (owner && place !== undefined && q.length <= 4 && (q[3] === undefined || piece)) question = { kind: 'placement', owner, place, ...(piece ? { piece } : {}) };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : placement.O.lieu[.guerrier|batiment-K|jeton-K|pion].`);
    } else if (q[0] === 'combat') {
      const clearing = decodePlace(q[1] ?? '');
      const attacker = ownerOf(q[2]);
      const defender = ownerOf(q[3]);
      if (typeof clearing === 'number' && attacker && defender) {
        const { choices, roll } = decodeBattleChoices(q.slice(4), ownerOf, bad);
        question = { kind: 'battle', clearing, attacker, defender, ...(Object.keys(choices).length ? { choices } : {}), ...(roll ? { roll } : {}) };
      } else bad(`Question illisible « ${qt.slice(0, 40)} » : combat.clairière.attaquant.défenseur (par exemple combat.5.m.c).`);
    } else if (q[0] === 'robot') {
      const bot = ownerOf(q[1]);
      if (bot && isFactionId(bot)) {
        const bq: BotQuestion = { kind: 'bot', bot };
        for (const part of q.slice(2)) {
          const m = /^(carte|suite|niveau|trait|graine|etape|des|etat|choix|paquet)-(.+)$/.exec(part);
          const pick = m?.[1] === 'choix' ? /^(\d{1,3})-([a-z0-9_]{1,40})$/.exec(m[2] ?? '') : null;
          const v = m?.[2] ?? '';
          if (m?.[1] === 'carte' && ID_RE.test(v)) bq.orderCard = v;
          else if (m?.[1] === 'suite' && ID_RE.test(v)) (bq.nextCards ??= []).push(v);
          else if (m?.[1] === 'niveau' && (BOT_DIFFICULTIES as readonly string[]).includes(v)) bq.difficulty = v as BotQuestion['difficulty'];
          else if (m?.[1] === 'trait' && ID_RE.test(v)) (bq.traits ??= []).push(v);
          else if (m?.[1] === 'graine' && /^\d{1,10}$/.test(v) && Number(v) < 2 ** 32) bq.seed = Number(v);
          else if (m?.[1] === 'etape' && /^\d{1,3}$/.test(v)) bq.step = Number(v);
          else if (m?.[1] === 'des' && /^[0-3]-[0-3](\+[0-3]-[0-3]){0,19}$/.test(v))
            bq.dice = v.split('+').map((r) => r.split('-').map(Number) as [number, number]);
          else if (m?.[1] === 'etat' && /^[A-Za-z0-9_-]{1,6000}$/.test(v) && readBoards(fromBase64Url(v))) bq.boards = readBoards(fromBase64Url(v));
          else if (m?.[1] === 'paquet' && v === 'exiles') bq.deck = 'exiles';
          else if (pick && Object.keys(bq.picks ?? {}).length < 50) (bq.picks ??= {})[String(Number(pick[1]))] = pick[2]!;
          else bad(`Réglage de robot illisible « ${part.slice(0, 30)} » (paquet-, carte-, suite-, niveau-, trait-, graine-, des-, etat-, choix-, etape-).`);
        }
        question = bq;
      } else bad(`Question illisible « ${qt.slice(0, 40)} » : robot.F (par exemple robot.c.graine-7).`);
    } else if (q[0] === 'faveur') {
      const by = ownerOf(q[1]);
      const suit = (Object.keys(SUIT_CODES) as Suit[]).find((k) => SUIT_CODES[k] === q[2]);
      if (q.length === 3 && by && isFactionId(by) && suit) question = { kind: 'favor', by, suit };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : faveur.F.couleur (par exemple faveur.m.renard).`);
    } else if (q[0] === 'indignation') {
      const by = ownerOf(q[1]);
      const clearing = decodePlace(q[2] ?? '');
      const act = (Object.keys(ACT_CODES) as OutrageAct[]).find((k) => ACT_CODES[k] === q[3]);
      const from = q[4] === undefined ? undefined : decodePlace(q[4]);
      if (by && typeof clearing === 'number' && act && q.length <= 5 && (q[4] === undefined || from !== undefined))
        question = { kind: 'outrage', by, clearing, act, ...(from !== undefined ? { from } : {}) };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : indignation.O.clairière.deplacer|placer|retirer[.départ] (par exemple indignation.m.5.deplacer.1).`);
    } else if (q[0] === 'coalition') {
      const vagabond = ownerOf(q[1]);
      const winner = q[2] === undefined ? undefined : /^gagnant-/.test(q[2]) ? ownerOf(q[2].slice(8)) : undefined;
      if ((vagabond === 'vagabond' || vagabond === 'vagabond2') && q.length <= 3 && (q[2] === undefined || (winner !== undefined && isFactionId(winner))))
        question = { kind: 'coalition', vagabond, ...(winner !== undefined && isFactionId(winner) ? { winner } : {}) };
      else bad(`Question illisible « ${qt.slice(0, 40)} » : coalition.v|w[.gagnant-F] (par exemple coalition.v.gagnant-m).`);
    } else bad(`Question inconnue « ${qt.slice(0, 40)} » : controle, deplacement, placement, combat, robot, faveur, indignation ou coalition.`);
    const d = decodeSetup(parts.join('/'));
    if (!d.ok) problems.push(...d.problems);
    if (problems.length || !d.ok || !question) return { ok: false, problems };
    const v = validate(d.setup);
    if (!v.ok) return { ok: false, problems: v.problems };
    const situation: Situation = { v: 1, setup: v.setup, question };
    if (rule !== undefined) situation.rule = rule;
    if (title !== undefined) situation.title = title;
    return { ok: true, situation };
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
}

/** Normalise a situation (its setup). */
export function normalizeSituation(s: Situation): Situation {
  return { ...s, setup: normalizeSetup(s.setup) };
}
