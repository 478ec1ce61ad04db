/**
 * The turn of a faction played by a person (question `turn`, docs/situations.md): reads the
 * reader's inputs, plays the plan step by step, then lists what the faction may do now and what it
 * may not. Names no faction: the faction's module (registry.ts) does the rules through `TurnModule`.
 *
 * The question starts at the beginning of its phase (the phase's own effects, `begin`, come
 * first). The generic step `{ id: 'phase' }` ends the phase (`end`) and begins the next one;
 * after Evening the turn is over.
 */
import { toJSONSafe, type BattleResult, type Jsonify } from '../battle';
import { CARD_SUITS, type CardSuit } from '../cards';
import type { FactionId } from '../factions';
import { capitalize, isPluralName, ofName, theName } from '../glossary';
import { FORMAT, frenchTypography, problem, reason, type Problem, type Reason } from '../reasons';
import { normalizeSetup } from '../normalize';
import { cloneSetup, PHASES, type Phase, type Setup } from '../setup';
import { Kit } from './kit';
import { applyDominance, describeDominance, dominanceCandidates, dominanceWin, DOMINANCE_ACTIONS, DOMINANCE_KEYS, readDominance } from './domination';
import { deckCard } from '../bots/deck';
import { readPlan, readTurnState } from './question';
import { turnModuleOf } from './registry';
import type { ActionOption, Candidate, Json, PlannedAction, Refusal, TurnAnswerCore, TurnModule, TurnQuestion, TurnState, TurnStep } from './types';

export type { TurnQuestion };

export interface TurnAnswer extends TurnAnswerCore {
  ok: boolean;
  problems: Problem[];
  /** the exact odds of the battle the plan stopped at (fractions as "n/d") */
  odds?: Jsonify<BattleResult>;
}

/** How many ways of one action the answer lists (the rest are counted in `more`). */
export const WAYS_SHOWN = 60;

const NEXT: { [P in Phase]: Phase | null } = { aurore: 'jour', jour: 'crepuscule', crepuscule: null };

function readHand(x: unknown, problems: Problem[]): TurnState['hand'] {
  if (x === undefined) return undefined;
  if (typeof x !== 'object' || x === null || Array.isArray(x)) {
    problems.push(problem(FORMAT, 'La main se donne par couleur : Renard, Lapin, Souris, Oiseau.', 'main'));
    return undefined;
  }
  const hand: TurnState['hand'] = {};
  for (const [k, v] of Object.entries(x)) {
    if (!CARD_SUITS.includes(k as CardSuit) || !(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 54)) {
      problems.push(problem(FORMAT, 'La main compte les cartes de chaque couleur, de 0 à 54.', 'main'));
      return undefined;
    }
    hand[k as CardSuit] = v;
  }
  return hand;
}

function stepOf(k: Kit, a: PlannedAction, text: string, phase: Phase): TurnStep {
  const st: TurnStep = {
    action: a,
    text: frenchTypography([/[.!?]$/.test(text) ? text : `${text}.`, ...k.said].filter(Boolean).join(' ')),
    phase,
    reasons: [...k.notes],
    setup: normalizeSetup(cloneSetup(k.setup)),
    state: JSON.parse(JSON.stringify(k.state)) as TurnState,
  };
  if (k.points) st.points = k.points;
  if (k.removed.length) st.removed = [...k.removed];
  return st;
}

/** What a phase does by itself when it starts: the module's, then the Dominance's win (3.3.1) at Birdsong. */
function beginPhase(m: TurnModule, k: Kit, phase: Phase): void {
  if (phase === 'aurore') dominanceWin(k);
  m.begin?.(k, phase);
}

/** Ends the phase on `k` (its `end`, then the next phase's `begin`). */
function endPhase(m: TurnModule, k: Kit): Reason | null {
  const refused = m.end?.(k, k.phase) ?? null;
  if (refused) return refused;
  const next = NEXT[k.phase];
  if (next) {
    k.phase = next;
    k.setup.phase = next;
    beginPhase(m, k, next);
  } else k.state.over = true;
  return null;
}

/** An action's label and rule: the module's, or a Dominance action every faction shares. */
const metaOf = (m: TurnModule, id: string) => m.actions[id] ?? DOMINANCE_ACTIONS[id];
const describeStep = (m: TurnModule, k: Kit, a: PlannedAction) => (a.id in DOMINANCE_ACTIONS ? describeDominance(a) : m.describe(k, a));

const THE_PHASE: { [P in Phase]: string } = { aurore: 'l’Aurore', jour: 'le Jour', crepuscule: 'le Crépuscule' };
const TO_PHASE: { [P in Phase]: string } = { aurore: 'à l’Aurore', jour: 'au Jour', crepuscule: 'au Crépuscule' };

function phaseLabel(phase: Phase): string {
  const next = NEXT[phase];
  return next ? `Finir ${THE_PHASE[phase]} et passer ${TO_PHASE[next]}` : 'Finir le tour';
}

/** Applies one step on a copy of `k`: the copy if it is legal, the refusal otherwise. */
function tryStep(m: TurnModule, k: Kit, a: PlannedAction): { kit: Kit; pending?: ReturnType<TurnModule['apply']> } | { refused: Reason } {
  const c = k.copy();
  c.fresh();
  if (a.id === 'phase') {
    const r = endPhase(m, c);
    return r ? { refused: r } : { kit: c };
  }
  if (a.id in DOMINANCE_ACTIONS && !(a.id in m.actions)) {
    const d = applyDominance(c, a, m.dominance);
    return d ? { refused: d } : { kit: c };
  }
  if (!(a.id in m.actions)) return { refused: reason(FORMAT, 'Cette action n’existe pas pour cette faction.') };
  const r = m.apply(c, a);
  if (r && 'text' in r) return { refused: r };
  if (r) return { kit: c, pending: r };
  return { kit: c };
}

function optionsOf(m: TurnModule, k: Kit): { actions: ActionOption[]; refusals: Refusal[] } {
  const byId = new Map<string, ActionOption>();
  // the refusals of each action, one per rule (the first of each): why it fails here and there
  const firstRefusal = new Map<string, Reason>();
  const moreRefusals = new Map<string, Reason[]>();
  const refuse = (id: string, r: Reason) => {
    const first = firstRefusal.get(id);
    if (!first) return void firstRefusal.set(id, r);
    const more = moreRefusals.get(id) ?? [];
    if (first.rule !== r.rule && !more.some((x) => x.rule === r.rule) && more.length < 3) moreRefusals.set(id, [...more, r]);
  };
  const cands: Candidate[] = k.state.over ? [] : [...m.candidates(k), ...dominanceCandidates(k)];
  for (const cand of cands) {
    const a = cand.action;
    const meta = metaOf(m, a.id);
    if (!meta) continue;
    const t = tryStep(m, k, a);
    if ('refused' in t) {
      refuse(a.id, t.refused);
      continue;
    }
    let o = byId.get(a.id);
    if (!o) byId.set(a.id, (o = { id: a.id, label: frenchTypography(meta.label), rule: meta.rule, ...(meta.cost ? { cost: frenchTypography(meta.cost) } : {}), ways: [], more: 0 }));
    if (o.ways.length >= WAYS_SHOWN) o.more++;
    else {
      // a way whose count the reader chooses is named without it (the module's label leaves out a missing `n`)
      const { n: _n, ...named } = a;
      const label = describeStep(m, k, cand.count && cand.count.max > cand.count.min ? (named as PlannedAction) : a);
      o.ways.push({ action: a, label: frenchTypography(label), ...(cand.count ? { count: cand.count } : {}) });
    }
  }
  if (!k.state.over) {
    const t = tryStep(m, k, { id: 'phase' });
    if ('refused' in t) firstRefusal.set('phase', t.refused);
    else byId.set('phase', { id: 'phase', label: phaseLabel(k.phase), rule: '1.4.1', ways: [{ action: { id: 'phase' }, label: phaseLabel(k.phase) }], more: 0 });
  }
  const refusals: Refusal[] = [];
  for (const [id, meta] of Object.entries({ ...DOMINANCE_ACTIONS, ...m.actions })) {
    if (byId.has(id)) continue;
    const r = firstRefusal.get(id);
    if (r) refusals.push({ id, label: frenchTypography(meta.label), reason: r, ...(moreRefusals.get(id) ? { others: moreRefusals.get(id) } : {}) });
  }
  const seen = new Set([...byId.keys(), ...refusals.map((r) => r.id)]);
  for (const r of m.unavailable?.(k) ?? []) if (!seen.has(r.id)) refusals.push({ ...r, label: frenchTypography(r.label) });
  if (firstRefusal.has('phase')) refusals.push({ id: 'phase', label: phaseLabel(k.phase), reason: firstRefusal.get('phase')! });
  return { actions: [...byId.values()], refusals };
}

/** The answer to a `turn` question on a checked position. Never throws. */
export function playTurn(setup: Setup, q: TurnQuestion): TurnAnswer {
  const problems: Problem[] = [];
  const empty = (ps: Problem[]): TurnAnswer => ({ ok: false, problems: ps, faction: q.faction, phase: null, steps: [], setup, state: {}, actions: [], refusals: [], reasons: [] });
  const m = turnModuleOf(q.faction);
  const p = setup.players[q.faction];
  const the = capitalize(theName(q.faction, setup));
  const plural = isPluralName(q.faction, setup);
  if (!p) return empty([problem('5.1.1', `${the} ${plural ? 'ne sont' : 'n’est'} pas en jeu.`, 'question')]);
  if (p.bot) return empty([problem(FORMAT, `${the} ${plural ? 'sont joués' : 'est joué'} par un robot : son tour se lit dans l’explorateur « Tour d’un robot ».`, 'question')]);
  if (!m) return empty([problem('5.1.1', `Le moteur ne joue pas le tour ${ofName(q.faction, setup)}.`, 'question')]);
  // the shape a share link can carry (question.ts): a state or plan the link could not hold is refused here too
  if (q.state !== undefined && !readTurnState(q.state)) return empty([problem(FORMAT, 'L’état de la faction (main, cartes, marqueurs) n’a pas la forme attendue.', 'état')]);
  if (q.plan !== undefined && !readPlan(q.plan)) return empty([problem(FORMAT, 'Le plan est une liste d’actions (60 au plus).', 'plan')]);
  const phase: Phase = q.phase ?? setup.phase ?? 'aurore';
  if (!PHASES.includes(phase)) return empty([problem(FORMAT, 'La phase est l’Aurore, le Jour ou le Crépuscule.', 'question')]);
  const work = cloneSetup(setup);
  work.turn = q.faction;
  work.phase = phase;
  const state: TurnState = {};
  const hand = readHand(q.state?.hand, problems);
  if (hand) state.hand = hand;
  let k = new Kit(work, q.faction, state, phase);
  const inputs: { [key: string]: unknown } = { ...(q.state ?? {}) };
  delete inputs.hand;
  // the persistent cards in the faction's play area (4.1.3): a shared input, read here
  const played = inputs.persistent;
  delete inputs.persistent;
  // the Dominance cards (3.3): shared inputs, read here (domination.ts)
  readDominance(inputs, k, problems);
  for (const key of DOMINANCE_KEYS) delete inputs[key];
  if (played !== undefined) {
    if (!Array.isArray(played) || played.length > 30 || !played.every((c) => typeof c === 'string' && deckCard(c)?.type === 'persistent'))
      problems.push(problem(FORMAT, 'Les effets persistants en jeu se donnent par cartes du paquet (effets persistants seulement).', 'état'));
    else state.persistent = played as string[];
  }
  const readProblems: Reason[] = [];
  m.read(inputs, k, readProblems);
  problems.push(...readProblems.map((r) => problem(r.rule, r.text, 'état')));
  if (problems.length) return empty(problems);
  const reasons: Reason[] = [];
  if (!hand) reasons.push(reason('1.2.1', 'La main n’est pas donnée : les actions qui dépensent une carte sont proposées comme si elle était en main (1.2.1).'));
  const steps: TurnStep[] = [];
  k.fresh();
  beginPhase(m, k, phase);
  if (k.said.length || k.notes.length) steps.push(stepOf(k, { id: 'debut' }, `Début de ${phase === 'aurore' ? 'l’Aurore' : phase === 'jour' ? 'la phase de Jour' : 'la phase de Crépuscule'}.`, phase));
  let stopped: TurnAnswer['stopped'];
  let odds: TurnAnswer['odds'];
  for (const [i, a] of (q.plan ?? []).entries()) {
    if (k.state.over) {
      stopped = { index: i, reason: reason('1.4.1', 'Le tour est terminé : plus aucune action (1.4.1).') };
      break;
    }
    const before = k.phase;
    const label = a.id === 'phase' ? `${phaseLabel(before)}.` : metaOf(m, a.id) ? describeStep(m, k, a) : a.id;
    const t = tryStep(m, k, a);
    if ('refused' in t) {
      stopped = { index: i, reason: t.refused };
      break;
    }
    k = t.kit;
    steps.push(stepOf(k, a, label, before));
    if (t.pending && !('text' in t.pending)) {
      stopped = { index: i, reason: reason('4.3', 'Le combat attend son jet de dés : voici ses chances exactes. Donnez le jet pour continuer (4.3.2).'), battle: t.pending };
      odds = toJSONSafe(k.odds(t.pending.clearing, t.pending.defender, t.pending.attacker, t.pending.choices));
      break;
    }
  }
  // a refused step leaves the position as it was before it: what the faction may do there is listed;
  // a battle waiting for its roll lists nothing (the roll comes first)
  const { actions, refusals } = stopped?.battle ? { actions: [], refusals: [] } : optionsOf(m, k);
  return {
    ok: true,
    problems: [],
    faction: q.faction,
    phase: k.state.over ? null : k.phase,
    steps,
    ...(stopped ? { stopped } : {}),
    ...(odds ? { odds } : {}),
    setup: normalizeSetup(cloneSetup(k.setup)),
    state: k.state,
    actions,
    refusals,
    reasons,
  };
}

export type { Json };
