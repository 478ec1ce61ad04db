/**
 * The Corvid Conspiracy's turn (chapter 13), for a person: Birdsong in three steps, in order —
 * crafting with plot tokens (13.4.1), flipping plots (13.4.2: points, then a Bomb or an Extortion
 * acts, 13.7), recruiting once (13.4.3); Daylight, up to 3 actions among Move, Plot, Battle and
 * Trick (13.5); Evening, one more Daylight action in exchange for the draw (13.6.1), then the draw
 * (13.6.2). Nimble (13.2.3), Embedded Agents (13.2.5), the Snare (13.7.2) and the Raid (13.7.4)
 * are in the shared rules (factions/corvids.ts), through the kit's moves and battles.
 *
 * State (`TurnState` keys, read from the reader or kept during the turn):
 * - `stage`: the Birdsong step reached: 0 crafting, 1 flipping, 2 recruiting (13.4);
 * - `craftUsed`: clearings whose plot tokens were activated to craft (4.1.1);
 * - `recruited`: Recruit was taken this turn (13.4.3: once per turn);
 * - `actions`: Daylight actions left (3 at its start, 13.5);
 * - `placed`: plot tokens placed this turn (13.5.2: each costs one more warrior);
 * - `exerted`: the Evening's extra action was taken, so no draw (13.6.1).
 * The face of each plot is the position's (`faceUp` on the token; face down by default).
 */
import { reason, type Reason } from '../reasons';
import { countOf, kindName, SUIT_NAMES, theName, ilYEnA } from '../glossary';
import { CARD_SUIT_NAMES, type CardSuit } from '../cards';
import { isFactionId, type Suit } from '../factions';
import type { Candidate, CraftPiece, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { battleCandidates, battleStep, craftCandidates, craftStep, describeCommon, moveCandidates, num, onlyKeys, readBool, readInts, readNum } from './commun';

const PLOTS = ['bomb', 'snare', 'extortion', 'raid'] as const;
type Plot = (typeof PLOTS)[number];
const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse'];
const DAYLIGHT_ACTIONS = 3;
const DAY = ['move', 'plot', 'battle', 'trick'] as const;

/** The plot token of the Corvids in c, with its face, or null (13.2.2.II: one at most). */
function plotIn(k: TurnKit, c: number): { kind: Plot; faceUp: boolean } | null {
  const t = (k.here(c).tokens ?? []).find((x) => x.owner === 'corvids' && (PLOTS as readonly string[]).includes(x.kind));
  return t ? { kind: t.kind as Plot, faceUp: t.faceUp === true } : null;
}
/** « la Bombe », « le Piège », « l’Extorsion », « le Raid » */
const THE_PLOT: { [P in Plot]: string } = { bomb: 'la Bombe', snare: 'le Piège', extortion: 'l’Extorsion', raid: 'le Raid' };
const A_PLOT: { [P in Plot]: string } = { bomb: 'une Bombe', snare: 'un Piège', extortion: 'une Extorsion', raid: 'un Raid' };
const faceUpPlots = (k: TurnKit) => k.clearings().filter((c) => plotIn(k, c)?.faceUp).length;

function craftPieces(k: TurnKit): CraftPiece[] {
  const used = readInts(k.state.craftUsed);
  const out: CraftPiece[] = [];
  for (const c of k.clearings()) {
    const suit = k.suitOf(c);
    if (suit && plotIn(k, c) && !used.includes(c)) out.push({ at: c, suit });
  }
  return out;
}

function birdsongStage(k: TurnKit, stage: number, rule: string): Reason | null {
  const now = num(k.state.stage, 0);
  if (now > stage) return reason(rule, `L’Aurore des Corvidés suit ses étapes dans l’ordre : fabriquer, retourner des Complots, recruter (13.4) ; ${now === 2 ? 'le Recrutement est fait' : 'un Complot a été retourné'}.`);
  k.state.stage = stage;
  return null;
}

/** 13.4.2 and 13.7: a face-down plot in a clearing with Corvid warriors turns face up, scores, then acts. */
function flip(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const p = plotIn(k, at);
  if (!p) return reason('13.4.2', `Aucun jeton de Complot des Corvidés dans la clairière ${at} (13.4.2).`);
  if (p.faceUp) return reason('13.4.2', `${THE_PLOT[p.kind].replace(/^./, (x) => x.toUpperCase())} de la clairière ${at} est déjà face visible (13.4.2).`);
  if (!k.warriors(at)) return reason('13.4.2', `On retourne un Complot dans une clairière où les Corvidés ont des guerriers ; il n’y en a pas dans la clairière ${at} (13.4.2).`);
  const r = birdsongStage(k, 1, '13.4');
  if (r) return r;
  const f = k.flip(at, p.kind, true);
  if (f) return f;
  const n = faceUpPlots(k);
  k.score(n);
  k.say(`${kindName(p.kind)} ${p.kind === 'bomb' || p.kind === 'extortion' ? 'retournée' : 'retourné'} : ${countOf(n, 'point')}.`);
  k.note(reason('13.4.2', `Après un retournement, 1 point par jeton de Complot face visible sur le plateau, celui-ci compris : ${n} (13.4.2).`));
  if (p.kind === 'bomb') {
    const x = k.clearEnemies(at, 'bomb');
    if ('refused' in x) return x.refused;
    for (const s of x.reasons.slice(0, 6)) k.note(s);
    if (x.outcomes > 1) k.note(reason('13.7.1', 'Une partie du retrait se fait au hasard : on montre le premier cas possible.'));
    const gone = k.remove(at, { category: 'token', kind: 'bomb' });
    if (gone) return gone;
    k.note(reason('13.7.1', 'Bombe : toutes les pièces adverses de la clairière sont retirées, puis la Bombe elle-même (13.7.1).'));
  }
  if (p.kind === 'extortion') {
    const victims = k.enemiesIn(at).filter(isFactionId);
    k.draw(victims.length);
    k.note(
      reason(
        '13.7.3',
        victims.length
          ? `Extorsion : les Corvidés prennent au hasard 1 carte dans la main de chaque joueur qui a des pièces de faction ici (${victims.map((o) => theName(o, k.setup)).join(', ')}) (13.7.3).`
          : 'Extorsion : aucun autre joueur n’a de pièce de faction ici, aucune carte prise (13.7.3).',
      ),
    );
  }
  return null;
}

function recruit(k: TurnKit, a: PlannedAction): Reason | null {
  if (k.state.recruited) return reason('13.4.3', 'Le Recrutement des Corvidés se fait une fois par tour (13.4.3).');
  const suit = a.suit as Suit;
  if (!SUITS.includes(suit)) return reason('13.4.3', 'Les Corvidés recrutent dans les clairières d’une couleur : Renard, Lapin ou Souris (13.4.3).');
  const r = birdsongStage(k, 2, '13.4');
  if (r) return r;
  const card: CardSuit = a.bird === true ? 'bird' : suit;
  const s = k.spend(card, 1, '13.4.3', false);
  if (s) return s;
  k.state.recruited = true;
  const spots = k.clearings().filter((c) => k.suitOf(c) === suit);
  const open = spots.filter((c) => !k.placeBan(c, { category: 'warrior' }));
  let left = k.supply({ category: 'warrior', kind: 'warrior' });
  const placed: number[] = [];
  for (const c of open) if (left > 0 && !k.place(c, { category: 'warrior', kind: 'warrior' })) (left--, placed.push(c));
  k.say(placed.length ? `Guerriers placés : ${placed.map((c) => `clairière ${c}`).join(', ')}.` : 'Aucun guerrier placé.');
  if (open.length < spots.length) k.note(reason('13.4.3', `Pas de guerrier là où aucun ne peut être placé : ${spots.filter((c) => !open.includes(c)).map((c) => `clairière ${c}`).join(', ')}.`));
  if (placed.length < open.length) k.note(reason('1.5.1', 'La réserve est épuisée : les Corvidés choisissent où placer les guerriers qui restent (1.5.1) ; ici, dans l’ordre des clairières.'));
  return null;
}

function dayAction(k: TurnKit, rule: string): Reason | null {
  if (k.phase === 'crepuscule') {
    if (k.state.exerted) return reason('13.6.1', 'Une seule action du Jour au Crépuscule (13.6.1).');
    k.state.exerted = true;
    return null;
  }
  const left = num(k.state.actions, DAYLIGHT_ACTIONS);
  if (left <= 0) return reason(rule, 'Plus d’action ce Jour : les Corvidés en font au plus 3 (13.5).');
  k.state.actions = left - 1;
  return null;
}

function plot(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const kind = a.kind as Plot;
  if (!PLOTS.includes(kind)) return reason('13.5.2', 'Quel jeton de Complot : Bombe, Piège, Extorsion ou Raid ?');
  if (plotIn(k, at)) return reason('13.2.2.II', `La clairière ${at} a déjà un jeton de Complot : jamais plus d’un par clairière (13.2.2.II).`);
  const placed = num(k.state.placed, 0);
  const cost = 1 + placed;
  if (k.warriors(at) < cost) return reason('13.5.2', `Placer ce Complot retire ${countOf(cost, 'guerrier')} de la clairière ${at} (1, plus 1 par Complot déjà placé ce tour : ${placed}) ; ${ilYEnA(k.warriors(at))} (13.5.2).`);
  if (k.supply({ category: 'token', kind }) === 0) return reason('1.5.1', `Les 2 ${kindName(kind, 2)} sont déjà sur le plateau (1.5.1).`);
  const r = k.remove(at, { category: 'warrior', kind: 'warrior' }, cost);
  if (r) return r;
  const p = k.place(at, { category: 'token', kind });
  if (p) return p;
  k.state.placed = placed + 1;
  return null;
}

function trick(k: TurnKit, a: PlannedAction): Reason | null {
  const x = num(a.at, 0);
  const y = num(a.with, 0);
  const p = plotIn(k, x);
  const q = plotIn(k, y);
  if (!p || !q || x === y) return reason('13.5.4', 'Brouiller les pistes échange 2 jetons de Complot présents sur le plateau (13.5.4).');
  if (p.faceUp !== q.faceUp) return reason('13.5.4', 'Les 2 jetons échangés montrent la même face : tous deux visibles ou tous deux cachés (13.5.4).');
  for (const [c, t] of [[x, p], [y, q]] as const) {
    const r = k.remove(c, { category: 'token', kind: t.kind });
    if (r) return r;
  }
  for (const [c, t] of [[x, q], [y, p]] as const) {
    const r = k.place(c, { category: 'token', kind: t.kind, faceUp: t.faceUp });
    if (r) return r;
  }
  return null;
}

function daylightCandidates(k: TurnKit): Candidate[] {
  const out: Candidate[] = [...moveCandidates(k, 'move'), ...battleCandidates(k, 'battle')];
  for (const c of k.clearings()) {
    if (k.warriors(c) > 0 && !plotIn(k, c)) for (const kind of PLOTS) out.push({ action: { id: 'plot', at: c, kind } });
    if (plotIn(k, c)) for (const d of k.clearings()) if (d > c && plotIn(k, d)) out.push({ action: { id: 'trick', at: c, with: d } });
  }
  return out;
}


/** The Corvids' inputs (all of them the turn's progress): see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  {
    key: 'stage',
    label: 'Étape de l’Aurore atteinte',
    rule: '13.4',
    kind: 'choix',
    options: [
      { value: 0, label: 'Fabrication' },
      { value: 1, label: 'Retournement des Complots' },
      { value: 2, label: 'Recrutement' },
    ],
    avancement: true,
    exemple: 1,
  },
  { key: 'craftUsed', label: 'Jetons de Complot déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
  { key: 'recruited', label: 'Recrutement déjà fait ce tour', rule: '13.4.3', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'actions', label: 'Actions restantes au Jour', rule: '13.5', kind: 'nombre', min: 0, max: DAYLIGHT_ACTIONS, avancement: true, exemple: 2 },
  { key: 'placed', label: 'Complots déjà placés ce tour', rule: '13.5.2', kind: 'nombre', min: 0, max: 8, avancement: true, exemple: 1 },
  { key: 'exerted', label: 'Action en plus prise au Crépuscule (pas de pioche)', rule: '13.6.1', kind: 'oui-non', avancement: true, exemple: true },
];

export const corvidsTurn: TurnModule = {
  factions: ['corvids'],
  inputs: INPUTS,
  actions: {
    craft: { label: 'Fabriquer avec les jetons de Complot', rule: '13.4.1', cost: '1 carte de la main ; 1 jeton de Complot activé par couleur du coût' },
    flip: { label: 'Retourner un Complot', rule: '13.4.2', cost: 'gratuit ; 1 point par Complot face visible' },
    recruit: { label: 'Recruter', rule: '13.4.3', cost: '1 carte, une fois par tour' },
    move: { label: 'Déplacement', rule: '13.5.1', cost: '1 action' },
    plot: { label: 'Complot', rule: '13.5.2', cost: '1 action ; 1 guerrier, plus 1 par Complot déjà placé ce tour' },
    battle: { label: 'Combat', rule: '13.5.3', cost: '1 action' },
    trick: { label: 'Brouiller les pistes', rule: '13.5.4', cost: '1 action' },
    expose: { label: 'Complot déjoué', rule: '13.2.4' },
  },
  read(x, k, problems) {
    onlyKeys(x, ['stage', 'craftUsed', 'recruited', 'actions', 'placed', 'exerted'], problems, 'des Corvidés');
    readNum(x, 'stage', 0, 2, k, problems, '13.4');
    readBool(x, 'recruited', k, problems);
    readNum(x, 'actions', 0, DAYLIGHT_ACTIONS, k, problems, '13.5');
    readNum(x, 'placed', 0, 8, k, problems, '13.5.2');
    readBool(x, 'exerted', k, problems);
    if (x.craftUsed !== undefined) {
      if (!Array.isArray(x.craftUsed) || !x.craftUsed.every((c) => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 12)) problems.push(reason('4.1.1', 'Les jetons de Complot déjà activés se donnent par numéro de clairière.'));
      else k.state.craftUsed = x.craftUsed as number[];
    }
  },
  begin(k, phase) {
    if (phase === 'jour' && k.state.actions === undefined) k.state.actions = DAYLIGHT_ACTIONS;
  },
  candidates(k) {
    if (k.phase === 'aurore') {
      const out: Candidate[] = [...craftCandidates(k, 'craft', craftPieces(k))];
      for (const c of k.clearings()) if (plotIn(k, c)) out.push({ action: { id: 'flip', at: c } });
      for (const suit of SUITS) out.push({ action: { id: 'recruit', suit } }, { action: { id: 'recruit', suit, bird: true } });
      return out;
    }
    if (k.phase === 'jour' || !k.state.exerted) return daylightCandidates(k);
    return [];
  },
  unavailable(k) {
    const expose = { id: 'expose', label: 'Complot déjoué', reason: reason('13.2.4', 'Un Complot se déjoue pendant le tour d’un adversaire qui a des pièces de faction dans sa clairière, pas pendant celui des Corvidés (13.2.4).') };
    const out = [expose];
    const early = reason('13.4', 'Fabriquer, retourner des Complots et recruter se font à l’Aurore (13.4).');
    if (k.phase !== 'aurore') {
      out.push({ id: 'craft', label: corvidsTurn.actions.craft!.label, reason: reason('13.2.1', 'Les Corvidés fabriquent à l’Aurore, en activant des jetons de Complot (13.2.1, 13.4.1).') });
      for (const id of ['flip', 'recruit']) out.push({ id, label: corvidsTurn.actions[id]!.label, reason: early });
    }
    if (k.phase === 'aurore') for (const id of DAY) out.push({ id, label: corvidsTurn.actions[id]!.label, reason: reason('13.5', 'Les actions des Corvidés se font au Jour (13.5), et une de plus au Crépuscule (13.6, 13.6.1).') });
    if (k.phase === 'crepuscule' && k.state.exerted) for (const id of DAY) out.push({ id, label: corvidsTurn.actions[id]!.label, reason: reason('13.6.1', 'L’action du Crépuscule est déjà prise (13.6.1).') });
    return out;
  },
  apply(k, a) {
    if (a.id === 'expose') return reason('13.2.4', 'Un Complot se déjoue pendant le tour d’un adversaire (13.2.4).');
    if (a.id === 'craft' || a.id === 'flip' || a.id === 'recruit') {
      if (k.phase !== 'aurore') return a.id === 'craft' ? reason('13.2.1', 'Les Corvidés fabriquent à l’Aurore (13.2.1).') : reason('13.4', 'Retourner des Complots et recruter se font à l’Aurore (13.4).');
      if (a.id === 'flip') return flip(k, a);
      if (a.id === 'recruit') return recruit(k, a);
      const st = birdsongStage(k, 0, '13.4.1');
      if (st) return st;
      const r = craftStep(k, a, craftPieces(k), '13.4.1');
      if ('rule' in r) return r;
      k.state.craftUsed = [...readInts(k.state.craftUsed), ...r.used.map((p) => p.at!)];
      return null;
    }
    if (k.phase === 'aurore') return reason('13.5', 'Les actions des Corvidés se font au Jour (13.5).');
    const rule = k.phase === 'crepuscule' ? '13.6.1' : '13.5';
    const r = dayAction(k, rule);
    if (r) return r;
    if (k.phase === 'crepuscule') k.note(reason('13.6.1', 'Influence : une action du Jour au Crépuscule ; les Corvidés ne piocheront pas ce tour (13.6.1).'));
    switch (a.id) {
      case 'move': {
        const moved = k.move(num(a.from, 0), num(a.to, 0), num(a.n, 0));
        if (!moved) k.note(reason('13.2.3', 'Agiles : les Corvidés se déplacent quel que soit le contrôle des clairières (13.2.3).'));
        return moved;
      }
      case 'plot':
        return plot(k, a);
      case 'battle':
        return battleStep(k, a);
      case 'trick':
        return trick(k, a);
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    switch (a.id) {
      case 'flip': {
        const p = plotIn(k, num(a.at, 0));
        return `Retourner ${p ? THE_PLOT[p.kind] : 'le Complot'} de la clairière ${num(a.at, 0)} (${countOf(faceUpPlots(k) + 1, 'point')})`;
      }
      case 'recruit':
        return `Recruter dans chaque clairière ${SUIT_NAMES[a.suit as Suit] ?? ''} (1 carte ${a.bird === true ? 'Oiseau' : (CARD_SUIT_NAMES[a.suit as CardSuit] ?? '')})`;
      case 'plot':
        return `Placer ${A_PLOT[a.kind as Plot] ?? 'un Complot'} face cachée dans la clairière ${num(a.at, 0)} (${countOf(1 + num(k.state.placed, 0), 'guerrier')} retiré${num(k.state.placed, 0) ? 's' : ''})`;
      case 'trick':
        return `Échanger les Complots des clairières ${num(a.at, 0)} et ${num(a.with, 0)}`;
    }
    return describeCommon(k, a);
  },
  end(k, phase) {
    if (phase === 'crepuscule') {
      if (k.state.exerted) {
        k.say('Pas de pioche : l’action du Crépuscule a été prise (13.6.1).');
        return null;
      }
      const ext = k.clearings().filter((c) => plotIn(k, c)?.kind === 'extortion' && plotIn(k, c)?.faceUp).length;
      k.draw(1 + ext);
      k.say(`Pioche : ${countOf(1 + ext, 'carte')}${ext ? ` (1 + ${ext} par les Extorsions face visible)` : ''}.`);
      k.note(reason('13.6.2', 'Au Crépuscule, les Corvidés piochent 1 carte plus 1 par Extorsion face visible sur le plateau, puis défaussent jusqu’à 5 cartes (13.6.2, 13.7.3).'));
      const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
      if (hand !== undefined && hand > 5) k.note(reason('13.6.2', `Avec ${hand} cartes en main, les Corvidés en défaussent ${hand - 5} de leur choix (13.6.2).`));
    }
    return null;
  },
};
