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
import { FACTION_INFO, isFactionId, type PieceCategory } from './factions';
import { NOMAD_INFO, isNomadId } from './nomads';
import { decodeSetup, encodeSetup, KIND_CODES } from './notation';
import { isOwner } from './pieces';
import { FORMAT, problem, type Problem } from './reasons';
import type { Owner, Place } from './setup';
import { normalizeSetup, validate } from './validate';
import { BATTLE_CARDS, CARD_SUIT_CODES } from './cards';
import { ITEM_CODES, MINISTER_CODES } from './notation';
import type { BattleChoices } from './types';
import {
  BOT_DIFFICULTIES,
  CATEGORY_CODES,
  ID_RE,
  PICK_RE,
  get,
  isObj,
  readBoards,
  readSituationText,
  type Question,
  type Situation,
  OUTRAGE_ACTS,
  SUIT_CODES,
  ACT_CODES,
  type OutrageAct,
} from './situation-text';
import { SUITS, type Suit } from './factions';
import type { BotQuestion } from './bots/index';
import { readTurnQuestion, turnQuestionText } from './tour/question';

export type { BotQuestion } from './bots/index';
export type { OutrageAct, Question, Situation } from './situation-text';
export { BATTLE_CHOICE_GRAMMAR, readSituationText } from './situation-text';

const toBase64Url = (t: string) => btoa(t).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

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
  if (!isObj(x)) return bad('La question posée est illisible.');
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
  if (kind === 'turn') {
    const t = readTurnQuestion(x);
    return 'error' in t ? bad(t.error) : t;
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
  return bad('La question posée est inconnue (contrôle, déplacements, placement, combat, robot, carte Faveur, Indignation, coalition ou tour d’une faction).');
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
    if (v !== undefined && v !== 1) problems.push(problem(FORMAT, 'Cette situation vient d’une version inconnue du site.', 'v'));
    for (const k of Object.keys(input))
      if (!['v', 'setup', 'question', 'rule', 'title'].includes(k)) problems.push(problem(FORMAT, 'La situation porte une donnée inconnue.', 'situation'));
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


const codeOf = (o: Owner) => ownerCode(o);

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


function questionText(q: Question): string {
  if (q.kind === 'control') return q.clearing === undefined ? 'controle' : `controle.${placeCode(q.clearing)}`;
  if (q.kind === 'battle') return ['combat', String(q.clearing), ownerCode(q.attacker), ownerCode(q.defender), ...battleChoicesText(q.choices, q.roll)].join('.');
  if (q.kind === 'movement') return `deplacement.${ownerCode(q.mover)}.${placeCode(q.from)}`;
  if (q.kind === 'favor') return `faveur.${ownerCode(q.by)}.${SUIT_CODES[q.suit]}`;
  if (q.kind === 'coalition') return ['coalition', ownerCode(q.vagabond), ...(q.winner !== undefined ? [`gagnant-${ownerCode(q.winner)}`] : [])].join('.');
  if (q.kind === 'outrage') return ['indignation', ownerCode(q.by), String(q.clearing), ACT_CODES[q.act], ...(q.from !== undefined ? [placeCode(q.from)] : [])].join('.');
  if (q.kind === 'turn') return turnQuestionText(q, (f) => FACTION_INFO[f].code);
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

/** Reads the text of a situation. Never throws; problems in French. The setup is validated. */
export function decodeSituation(text: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  const r = readSituationText(text);
  if (!r.ok) return r;
  const v = validate(r.situation.setup);
  if (!v.ok) return { ok: false, problems: v.problems };
  return { ok: true, situation: { ...r.situation, setup: v.setup } };
}

/** Normalise a situation (its setup). */
export function normalizeSituation(s: Situation): Situation {
  return { ...s, setup: normalizeSetup(s.setup) };
}
