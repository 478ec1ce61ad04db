/**
 * The text of a situation, read without validating its setup (the grammar: situation.ts and
 * docs/situations.md). A board that shows a situation checked when the site was built needs only
 * this; situation.ts adds the validation (decodeSituation), the JSON form and the writer.
 */
import { FACTION_INFO, isFactionId, type FactionId, type PieceCategory } from './factions';
import { NOMAD_INFO } from './nomads';
import { decodeSetup, KIND_CODES, ITEM_CODES, MINISTER_CODES } from './decode';
import { FORMAT, problem, type Problem } from './reasons';
import type { Owner, Place, Setup } from './setup';
import { ITEM_KINDS, MINISTERS, type ItemKind, type Minister } from './setup';
import { CARD_SUIT_CODES, CARD_SUITS, battleCardByCode, type BattleCardId, type CardSuit } from './cards';
import type { BattleChoices, PieceRef } from './types';

import type { BotQuestion } from './bots/index';
import type { TurnQuestion } from './tour/types';
import { turnQuestionText, decodeTurnQuestion } from './tour/question';
import { SUITS, type Suit } from './factions';
import type { OutrageAct } from './effects';
import type { SituationOf } from '../core/situation';

export type { BotQuestion } from './bots/index';
export type { OutrageAct } from './effects';
export const OUTRAGE_ACTS: readonly OutrageAct[] = ['move', 'place', 'remove'];
export const SUIT_CODES: Record<Suit, string> = { fox: 'renard', rabbit: 'lapin', mouse: 'souris' };
export const ACT_CODES: Record<OutrageAct, string> = { move: 'deplacer', place: 'placer', remove: 'retirer' };

export type Question =
  | { kind: 'control'; clearing?: number | 'terrier' }
  | { kind: 'movement'; mover: FactionId; from: Place }
  | { kind: 'placement'; owner: Owner; place: Place; piece?: PieceRef }
  | { kind: 'battle'; clearing: number; attacker: Owner; defender: Owner; choices?: BattleChoices; roll?: [number, number] }
  | { kind: 'favor'; by: FactionId; suit: Suit }
  | { kind: 'outrage'; by: Owner; clearing: number; act: OutrageAct; from?: Place }
  | { kind: 'coalition'; vagabond: FactionId; winner?: FactionId }
  | BotQuestion
  | TurnQuestion;

/** A value a bot's board may hold (bots/core.ts, BotBoard): a number, a text, yes/no, a list of texts or of numbers. */
function boardValueOk(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (!Array.isArray(v) || v.length > 60) return false;
  return v.every((x) => typeof x === 'string') || v.every((x) => typeof x === 'number' && Number.isFinite(x));
}
/**
 * The shape of the bots' boards (BotState.boards): for each faction, an object of named values
 * (`{ "riverfolk": { "market": ["…"] } }`). Anything else (a number where a board is expected, a
 * nested object) is refused here, before a bot's module reads it.
 */
export function boardsShapeOk(x: Record<string, unknown>): boolean {
  return Object.entries(x).every(([f, b]) => isFactionId(f) && isObj(b) && Object.entries(b).every(([k, v]) => /^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(k) && boardValueOk(v)));
}
/** The bots' boards: plain JSON of at most 4000 ASCII characters (carried in links as base64url), of the shape above. */
export function readBoards(x: unknown): Record<string, unknown> | undefined {
  if (!isObj(x)) return undefined;
  let text: string;
  try {
    text = JSON.stringify(x);
  } catch {
    return undefined;
  }
  if (text.length > 4000 || !/^[\x20-\x7e]*$/.test(text)) return undefined;
  const out = JSON.parse(text) as Record<string, unknown>;
  return boardsShapeOk(out) ? out : undefined;
}
export function fromBase64Url(t: string): unknown {
  try {
    return JSON.parse(atob(t.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}
export const BOT_DIFFICULTIES = ['facile', 'normal', 'difficile', 'cauchemardesque'] as const;
export const ID_RE = /^[a-z][a-z0-9_]{0,40}$/;
/** the value of a draw's option: a card, a clearing, a forest (1_2_5_10), a branch number… */
export const PICK_RE = /^[a-z0-9_]{1,40}$/;

export type Situation = SituationOf<Setup, Question>;


export type Obj = Record<string, unknown>;
export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
export const get = (o: Obj, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);

export const CATEGORY_CODES: Record<PieceCategory, string> = { warrior: 'guerrier', building: 'batiment', token: 'jeton', pawn: 'pion' };

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

export const suitByCode = (t: string) => CARD_SUITS.find((x) => CARD_SUIT_CODES[x] === t);

/** Each battle choice of the text form, as a reader knows it. */
const CHOICE_NAMES: Record<string, string> = {
  embuscade: 'embuscade',
  contre: 'contre-embuscade',
  a: 'carte de l’attaquant',
  d: 'carte du défenseur',
  hopitaux: 'Hôpitaux de campagne',
  pillards: 'Pillards',
  seigneur_d_abord: 'seigneur de guerre retiré d’abord',
  mediateur: 'Médiateur',
  frappe: 'Frappe rapide',
  butin: 'objet pris au butin',
  allie: 'allié',
  pertes_alliees: 'pertes des alliés',
  amer: 'humeur Amer',
  ordre: 'ordre des pertes',
  relique: 'relique',
  colonne: 'colonne',
  ministre: 'Ministre',
  provocation: 'provocation',
  jet: 'jet de dés',
};
/** Each bot setting of the text form, as a reader knows it. */
const BOT_SETTING_NAMES: Record<string, string> = {
  carte: 'carte d’ordre',
  suite: 'cartes tirées ensuite',
  niveau: 'difficulté',
  trait: 'Trait',
  graine: 'graine des tirages',
  etape: 'étape',
  des: 'jets de dés',
  etat: 'état des plateaux des robots',
  choix: 'issue choisie d’un tirage',
  paquet: 'paquet',
};

export function decodeBattleChoices(parts: string[], ownerOf: (code: string | undefined) => Owner | undefined, bad: (m: string) => void): { choices: BattleChoices; roll?: [number, number] } {
  const c: BattleChoices = {};
  let roll: [number, number] | undefined;
  for (const part of parts) {
    const i = part.indexOf('-');
    const word = i < 0 ? part : part.slice(0, i);
    const rest = i < 0 ? '' : part.slice(i + 1);
    const fail = () => bad(`Combat : un choix des joueurs est illisible${CHOICE_NAMES[word] ? ` (${CHOICE_NAMES[word]})` : ''}.`);
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

export function decodePlace(t: string): Place | undefined {
  if (/^(?:[1-9]|1[0-2])$/.test(t)) return Number(t);
  if (t === 'T') return 'terrier';
  if (/^\d{1,2}(?:_\d{1,2})+$/.test(t)) return { forest: t };
  return undefined;
}

/**
 * Reads the text of a situation: its syntax only, never its rules. Never throws; problems in French.
 * For a text the site wrote itself from a checked situation (the boards of the pages); a text from
 * elsewhere (a share link) goes through decodeSituation (situation.ts), which validates the setup.
 */
export function readSituationText(text: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (typeof text !== 'string') return { ok: false, problems: [problem(FORMAT, 'La situation doit être décrite par un texte.')] };
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
        problems.push(problem(FORMAT, `${k === 'regle' ? 'Le numéro de règle' : 'Le titre'} de la situation est mal encodé.`, 'situation'));
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
        else bad('Question « Qui contrôle ? » illisible : la clairière va de 1 à 12, ou c’est le Terrier.');
      }
    } else if (q[0] === 'deplacement') {
      const mover = ownerOf(q[1]);
      const from = decodePlace(q[2] ?? '');
      if (q.length === 3 && mover && isFactionId(mover) && from !== undefined) question = { kind: 'movement', mover, from };
      else bad('Question « Quels déplacements ? » illisible : il faut la faction qui se déplace et son lieu de départ.');
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
      else bad('Question de placement illisible : il faut un propriétaire, un lieu et, au besoin, la pièce à placer.');
    } else if (q[0] === 'combat') {
      const clearing = decodePlace(q[1] ?? '');
      const attacker = ownerOf(q[2]);
      const defender = ownerOf(q[3]);
      if (typeof clearing === 'number' && attacker && defender) {
        const { choices, roll } = decodeBattleChoices(q.slice(4), ownerOf, bad);
        question = { kind: 'battle', clearing, attacker, defender, ...(Object.keys(choices).length ? { choices } : {}), ...(roll ? { roll } : {}) };
      } else bad('Question « Quel combat ? » illisible : il faut une clairière, un attaquant et un défenseur.');
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
          else if (m?.[1] === 'etat')
            bad('Réglage de robot illisible : l’état des plateaux des robots n’a pas la forme attendue (pour chaque robot, ce que son plateau porte : cartes, marqueurs, objets).');
          else bad(`Réglage de robot illisible${m?.[1] ? ` : ${BOT_SETTING_NAMES[m[1]] ?? 'un réglage'}` : ''}.`);
        }
        question = bq;
      } else bad('Question « Que fait le robot ? » illisible : la faction du robot est inconnue.');
    } else if (q[0] === 'faveur') {
      const by = ownerOf(q[1]);
      const suit = (Object.keys(SUIT_CODES) as Suit[]).find((k) => SUIT_CODES[k] === q[2]);
      if (q.length === 3 && by && isFactionId(by) && suit) question = { kind: 'favor', by, suit };
      else bad('Question de carte Faveur illisible : il faut la faction qui la joue et sa couleur.');
    } else if (q[0] === 'indignation') {
      const by = ownerOf(q[1]);
      const clearing = decodePlace(q[2] ?? '');
      const act = (Object.keys(ACT_CODES) as OutrageAct[]).find((k) => ACT_CODES[k] === q[3]);
      const from = q[4] === undefined ? undefined : decodePlace(q[4]);
      if (by && typeof clearing === 'number' && act && q.length <= 5 && (q[4] === undefined || from !== undefined))
        question = { kind: 'outrage', by, clearing, act, ...(from !== undefined ? { from } : {}) };
      else bad('Question d’Indignation illisible : il faut la faction, la clairière et ce qu’elle y fait (déplacer, placer ou retirer).');
    } else if (q[0] === 'coalition') {
      const vagabond = ownerOf(q[1]);
      const winner = q[2] === undefined ? undefined : /^gagnant-/.test(q[2]) ? ownerOf(q[2].slice(8)) : undefined;
      if ((vagabond === 'vagabond' || vagabond === 'vagabond2') && q.length <= 3 && (q[2] === undefined || (winner !== undefined && isFactionId(winner))))
        question = { kind: 'coalition', vagabond, ...(winner !== undefined && isFactionId(winner) ? { winner } : {}) };
      else bad('Question de coalition illisible : il faut un Vagabond et, au besoin, la faction qui gagne.');
    } else if (q[0] === 'tour') {
      const f = ownerOf(q[1]);
      const t = f && isFactionId(f) ? decodeTurnQuestion(f, q.slice(2)) : null;
      if (t && 'kind' in t) question = t;
      else bad(t?.error ?? 'Question « Que peut faire la faction ? » illisible : la faction est inconnue.');
    } else bad('Question inconnue : le plateau répond au contrôle, aux déplacements, aux placements, aux combats, aux robots, aux cartes Faveur, à l’Indignation, aux coalitions et au tour d’une faction.');
    const d = decodeSetup(parts.join('/'));
    if (!d.ok) problems.push(...d.problems);
    if (problems.length || !d.ok || !question) return { ok: false, problems };
    const situation: Situation = { v: 1, setup: d.setup, question };
    if (rule !== undefined) situation.rule = rule;
    if (title !== undefined) situation.title = title;
    return { ok: true, situation };
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
  }
}
