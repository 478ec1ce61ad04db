/**
 * The Marquise de Chat's turn (chapter 6), for a person: Birdsong wood (6.4), Daylight crafting
 * with Workshops (6.2.1) then three actions — battle, march, recruit, build, overwork — plus one
 * more for each bird card spent (6.5), Evening draw (6.6).
 *
 * State (`TurnState` keys, read from the reader or kept during the turn):
 * - `actions`: actions left in Daylight (3 at its start, 6.5);
 * - `acted`: an action was taken, so crafting is over (6.5: crafting comes first);
 * - `recruited`: Recruit was taken this turn (6.5.3: once per turn);
 * - `workshopsUsed`: clearings whose Workshops were activated to craft (4.1.1);
 * - `marchLeft`: the second move of a march may still be made (6.5.2).
 *
 * The building tracks (cost in wood, points, card draws) are printed on the faction board, not in
 * the Law: see `TRACKS`.
 */
import { CARD_SUIT_NAMES } from '../cards';
import { reason, type Reason } from '../reasons';
import { countOf, kindName, ilYEnA } from '../glossary';
import type { Owner } from '../setup';
import type { Candidate, CraftPiece, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { battleCandidates, battleStep, craftCandidates, craftStep, describeCommon, intList, moveCandidates, num, readBool, readInts, readNum, unusedCraftPieces } from './commun';

type Building = 'sawmill' | 'workshop' | 'recruiter';
const BUILDINGS: readonly Building[] = ['sawmill', 'workshop', 'recruiter'];

/**
 * The three building tracks of the Marquise's faction board: the wood each next building costs,
 * the points its space reveals, and the card draws revealed (Recruiters, 3rd and 5th). Not in the
 * Law's text nor in our sources' scans of the board: these values come from fan sources — three
 * independent public implementations of Root agreeing (a Ruby engine, `factions/cat.rb`; a Python
 * engine, `rootgame/engine`, class MarquiseDeCat; a pygame client, MarquiseBoardLogic), found by
 * code search. Unconfirmed against the printed board; the answer says so.
 */
export const TRACKS = {
  cost: [0, 1, 2, 3, 3, 4],
  points: { sawmill: [0, 1, 2, 3, 4, 5], workshop: [0, 2, 2, 3, 4, 5], recruiter: [0, 1, 2, 3, 3, 4] } as { [B in Building]: number[] },
  draws: { recruiter: [0, 0, 1, 0, 1, 0] },
  source: 'sources de fans : trois programmes publics de Root concordants ; valeurs du plateau imprimé non confirmées',
};

const ACTIONS_PER_DAYLIGHT = 3;

const trackNote = (): Reason => reason('6.5.4.II', `Coûts, points et pioches des pistes de bâtiments : ${TRACKS.source}.`);

/** Clearings the wood may come from to build in c: c and every clearing joined to it by a chain of clearings the Marquise rules (6.5.4.II). */
function woodReach(k: TurnKit, c: number): number[] {
  const seen = new Set([c]);
  const todo = [c];
  while (todo.length) {
    const x = todo.pop()!;
    for (const y of k.adjacent(x))
      if (!seen.has(y) && k.rules(y)) {
        seen.add(y);
        todo.push(y);
      }
  }
  return [...seen].sort((a, b) => a - b);
}

const workshopsFree = (k: TurnKit): CraftPiece[] => unusedCraftPieces(k, { category: 'building', kind: 'workshop' }, 'workshopsUsed');

function spendAction(k: TurnKit, rule: string): Reason | null {
  const left = num(k.state.actions, ACTIONS_PER_DAYLIGHT);
  if (left <= 0) return reason(rule, 'Plus d’action ce Jour : 3 actions, plus une par carte Oiseau dépensée (6.5).');
  k.state.actions = left - 1;
  k.state.acted = true;
  k.state.marchLeft = false;
  return null;
}

function build(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const kind = a.kind as Building;
  if (!BUILDINGS.includes(kind)) return reason('6.5.4.I', 'La Marquise construit une Scierie, un Atelier ou un Recruteur (6.5.4.I).');
  if (!k.rules(at)) return reason('6.5.4.I', `La Marquise ne contrôle pas la clairière ${at} : elle n’y construit pas (6.5.4.I).`);
  const built = k.onMap({ category: 'building', kind });
  if (built >= 6) return reason('6.5.4.I', `Les six ${kindName(kind, 2)} sont déjà sur le plateau (6.5.4.I).`);
  if (k.freeSlots(at) === 0) return reason('2.2.3', `Aucun emplacement libre dans la clairière ${at} : pas de construction (2.2.3, 6.5.4.I).`);
  const cost = TRACKS.cost[built]!;
  const reach = woodReach(k, at);
  const given = intList(a.wood);
  const from = given.length ? given : reach.flatMap((c) => Array.from({ length: k.tokens(c, 'marquise', 'wood') }, () => c));
  const wood = from.slice(0, cost);
  if (wood.length < cost) return reason('6.5.4.II', `Il faut ${countOf(cost, 'bois', 'bois')} venant de clairières reliées à la clairière ${at} par des clairières contrôlées ; ${ilYEnA(from.length)} (6.5.4.II).`);
  for (const c of wood) if (!reach.includes(c)) return reason('6.5.4.II', `Le bois de la clairière ${c} n’est pas relié à la clairière ${at} par des clairières contrôlées (6.5.4.II).`);
  const r = spendAction(k, '6.5');
  if (r) return r;
  for (const c of wood) {
    const x = k.remove(c, { category: 'token', kind: 'wood' });
    if (x) return x;
  }
  const placed = k.place(at, { category: 'building', kind });
  if (placed) return placed;
  const vp = TRACKS.points[kind][built]!;
  k.score(vp);
  k.note(reason('6.5.4.III', `Le ${built + 1}e emplacement de la piste découvert rapporte ${countOf(vp, 'point')} (6.5.4.III).`));
  k.note(trackNote());
  if (wood.length) k.say(`Bois retiré : ${wood.map((c) => `clairière ${c}`).join(', ')}.`);
  return null;
}

function recruit(k: TurnKit): Reason | null {
  if (k.state.recruited) return reason('6.5.3', 'Le Recrutement ne se fait qu’une fois par tour (6.5.3).');
  const spots = k.clearings().flatMap((c) => Array.from({ length: k.buildings(c, 'marquise', 'recruiter') }, () => c));
  if (!spots.length) return reason('6.5.3', 'Aucun Recruteur sur le plateau (6.5.3).');
  const left = k.supply({ category: 'warrior', kind: 'warrior' });
  if (left === 0) return reason('1.5.1', 'Plus aucun guerrier dans la réserve (1.5.1).');
  const r = spendAction(k, '6.5');
  if (r) return r;
  k.state.recruited = true;
  const placed = spots.slice(0, left);
  for (const c of placed) {
    const x = k.place(c, { category: 'warrior', kind: 'warrior' });
    if (x) return x;
  }
  if (placed.length < spots.length) k.note(reason('1.5.1', `La réserve n’a que ${countOf(left, 'guerrier')} : la Marquise choisit sur quels Recruteurs les placer (1.5.1) ; ici, dans l’ordre des clairières.`));
  k.say(`Guerriers placés : ${placed.map((c) => `clairière ${c}`).join(', ')}.`);
  return null;
}

function overwork(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  if (!k.buildings(at, 'marquise', 'sawmill')) return reason('6.5.5', `Pas de Scierie dans la clairière ${at} : pas de Surmenage (6.5.5).`);
  const suit = k.suitOf(at);
  if (!suit) return reason('6.5.5', 'La couleur de cette clairière n’est pas connue (carte d’Hiver sans marqueurs).');
  if (k.supply({ category: 'token', kind: 'wood' }) === 0) return reason('1.5.1', 'Plus de bois dans la réserve (1.5.1).');
  const card = k.spend(suit, 1, '6.5.5');
  if (card) return card;
  const r = spendAction(k, '6.5');
  if (r) return r;
  return k.place(at, { category: 'token', kind: 'wood' });
}

function march(k: TurnKit, a: PlannedAction, second: boolean): Reason | null {
  if (second) {
    if (!k.state.marchLeft) return reason('6.5.2', 'Le second déplacement suit immédiatement une Marche (6.5.2).');
  } else {
    const r = spendAction(k, '6.5');
    if (r) return r;
  }
  const moved = k.move(num(a.from, 0), num(a.to, 0), num(a.n, 0));
  if (moved) return moved;
  k.state.marchLeft = !second;
  return null;
}


/** The Marquise's inputs (all of them the turn's progress): see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'actions', label: 'Actions restantes au Jour', rule: '6.5', kind: 'nombre', min: 0, max: 20, avancement: true, exemple: 2 },
  { key: 'acted', label: 'Une action déjà faite (la fabrication est finie)', rule: '6.5', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'recruited', label: 'Recrutement déjà fait ce tour', rule: '6.5.3', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'workshopsUsed', label: 'Ateliers déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
];

export const marquiseTurn: TurnModule = {
  factions: ['marquise'],
  inputs: INPUTS,
  actions: {
    craft: { label: 'Fabriquer avec les Ateliers', rule: '6.2.1', cost: '1 carte de la main ; 1 Atelier activé par couleur du coût' },
    battle: { label: 'Combattre', rule: '6.5.1', cost: '1 action' },
    march: { label: 'Marcher', rule: '6.5.2', cost: '1 action, jusqu’à 2 déplacements' },
    march2: { label: 'Second déplacement de la Marche', rule: '6.5.2' },
    recruit: { label: 'Recruter', rule: '6.5.3', cost: '1 action, une fois par tour' },
    build: { label: 'Construire', rule: '6.5.4', cost: '1 action et du bois selon la piste' },
    overwork: { label: 'Surmenage', rule: '6.5.5', cost: '1 action et 1 carte de la couleur de la clairière' },
    bird: { label: 'Action supplémentaire', rule: '6.5', cost: '1 carte Oiseau' },
  },
  read(x, k, problems) {
    readNum(x, 'actions', 0, 20, k, problems);
    readBool(x, 'recruited', k, problems);
    readBool(x, 'acted', k, problems);
    const used = x.workshopsUsed;
    if (used !== undefined) {
      if (!Array.isArray(used) || !used.every((c) => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 12)) problems.push(reason('4.1.1', 'Les Ateliers déjà activés se donnent par numéro de clairière.'));
      else k.state.workshopsUsed = used as number[];
    }
    for (const key of Object.keys(x)) if (!['actions', 'recruited', 'acted', 'workshopsUsed'].includes(key)) problems.push(reason('format', 'L’état de la Marquise porte une donnée inconnue.'));
  },
  begin(k, phase) {
    if (phase === 'aurore') {
      let left = k.supply({ category: 'token', kind: 'wood' });
      const placed: number[] = [];
      for (const c of k.clearings())
        for (let i = 0; i < k.buildings(c, 'marquise', 'sawmill'); i++)
          if (left > 0 && !k.place(c, { category: 'token', kind: 'wood' })) {
            left--;
            placed.push(c);
          }
      const sawmills = k.clearings().reduce((s, c) => s + k.buildings(c, 'marquise', 'sawmill'), 0);
      k.say(placed.length ? `Bois placé sur les Scieries : ${placed.map((c) => `clairière ${c}`).join(', ')}.` : 'Aucun bois placé.');
      k.note(reason('6.4', 'À l’Aurore, 1 bois par Scierie, dans sa clairière (6.4).'));
      if (placed.length < sawmills) k.note(reason('1.5.1', `Le bois manque dans la réserve : ${placed.length} sur ${sawmills} (1.5.1) ; la Marquise choisit où, ici dans l’ordre des clairières.`));
    }
    if (phase === 'jour' && k.state.actions === undefined) k.state.actions = ACTIONS_PER_DAYLIGHT;
  },
  candidates(k) {
    if (k.phase !== 'jour') return [];
    const out: Candidate[] = [];
    if (!k.state.acted) out.push(...craftCandidates(k, 'craft', workshopsFree(k)));
    out.push(...battleCandidates(k, 'battle'));
    out.push(...moveCandidates(k, 'march'));
    if (k.state.marchLeft) out.push(...moveCandidates(k, 'march2'));
    out.push({ action: { id: 'recruit' } });
    for (const c of k.clearings()) {
      if (k.rules(c) || k.buildings(c) || k.warriors(c)) for (const kind of BUILDINGS) out.push({ action: { id: 'build', at: c, kind } });
      if (k.buildings(c, 'marquise', 'sawmill')) out.push({ action: { id: 'overwork', at: c } });
    }
    out.push({ action: { id: 'bird' } });
    return out;
  },
  unavailable(k) {
    if (k.phase === 'jour') return [];
    const why = reason('6.5', `Les actions de la Marquise se font au Jour (6.5) ; ${k.phase === 'aurore' ? 'l’Aurore ne fait que placer le bois (6.4)' : 'le Crépuscule ne fait que piocher (6.6)'}.`);
    return Object.entries(marquiseTurn.actions).map(([id, m]) => ({ id, label: m.label, reason: why }));
  },
  apply(k, a) {
    if (k.phase !== 'jour') return reason('6.5', 'Les actions de la Marquise se font au Jour (6.5).');
    switch (a.id) {
      case 'craft': {
        if (k.state.acted) return reason('6.5', 'La fabrication vient d’abord, avant toute action du Jour (6.5).');
        const r = craftStep(k, a, workshopsFree(k), '6.2.1');
        if (typeof r !== 'object' || r === null || 'text' in r) return r as Reason | null;
        k.state.workshopsUsed = [...readInts(k.state.workshopsUsed), ...r.used.map((p) => p.at!)];
        return null;
      }
      case 'battle': {
        const r = spendAction(k, '6.5');
        if (r) return r;
        const fought = battleStep(k, a);
        if (fought) return fought;
        // Field Hospitals chosen and Marquise warriors lost: the card of the clearing's suit is spent (6.2.3)
        const hospitals = typeof a.choices === 'object' && a.choices !== null && !Array.isArray(a.choices) && a.choices.fieldHospitals === true;
        const suit = k.suitOf(num(a.at, 0));
        if (hospitals && suit && k.removed.some((p) => p.owner === 'marquise' && p.category === 'warrior')) return k.spend(suit, 1, '6.2.3');
        return null;
      }
      case 'march':
        return march(k, a, false);
      case 'march2':
        return march(k, a, true);
      case 'recruit':
        return recruit(k);
      case 'build':
        return build(k, a);
      case 'overwork':
        return overwork(k, a);
      case 'bird': {
        const r = k.spend('bird', 1, '6.5', false);
        if (r) return r;
        k.state.actions = num(k.state.actions, ACTIONS_PER_DAYLIGHT) + 1;
        return null;
      }
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    switch (a.id) {
      case 'recruit':
        return 'Recruter : 1 guerrier sur chaque Recruteur';
      case 'build': {
        const kind = a.kind as Building;
        const built = BUILDINGS.includes(kind) ? k.onMap({ category: 'building', kind }) : 0;
        const cost = TRACKS.cost[built] ?? 0;
        return `Construire ${kind === 'sawmill' ? 'une Scierie' : kind === 'workshop' ? 'un Atelier' : 'un Recruteur'} dans la clairière ${num(a.at, 0)} (${countOf(cost, 'bois', 'bois')}, ${countOf(TRACKS.points[kind]?.[built] ?? 0, 'point')})`;
      }
      case 'overwork': {
        const s = k.suitOf(num(a.at, 0));
        return `Surmenage dans la clairière ${num(a.at, 0)} (1 carte ${s ? CARD_SUIT_NAMES[s] : ''}, 1 bois)`;
      }
      case 'bird':
        return 'Dépenser 1 carte Oiseau pour 1 action de plus';
      case 'march':
      case 'march2':
        return `${a.id === 'march' ? 'Marcher' : 'Second déplacement'} : de la clairière ${num(a.from, 0)} vers la clairière ${num(a.to, 0)}${a.n === undefined ? '' : ` (${countOf(num(a.n, 0), 'guerrier')})`}`;
    }
    return describeCommon(k, a);
  },
  end(k, phase) {
    if (phase === 'crepuscule') {
      const recruiters = k.onMap({ category: 'building', kind: 'recruiter' });
      const bonus = TRACKS.draws.recruiter.slice(0, recruiters).reduce((s, x) => s + x, 0);
      k.draw(1 + bonus);
      k.say(`Pioche : ${countOf(1 + bonus, 'carte')}${bonus ? ` (1 + ${bonus} par les bonus de pioche découverts de la piste des Recruteurs)` : ''}.`);
      k.note(reason('6.6', 'Au Crépuscule, la Marquise pioche 1 carte plus 1 par bonus de pioche découvert, puis défausse jusqu’à 5 cartes (6.6).'));
      const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
      if (hand !== undefined && hand > 5) k.note(reason('6.6', `Avec ${hand} cartes en main, la Marquise en défausse ${hand - 5} de son choix (6.6).`));
    }
    return null;
  },
};

export type { Owner };
