/**
 * The Lord of the Hundreds' turn (hundreds.ts): what each phase does by itself (Raze when Birdsong
 * begins, Oppress and the draw when Evening ends), what ends a phase, and the candidate steps.
 */
import { countOf } from '../glossary';
import { reason, type Reason } from '../reasons';
import { MOODS, moodsAvailable, type Phase } from '../setup';
import { battleCandidates, craftCandidates, num } from './commun';
import { enemyPieces, hoardOf, moodOf, oppressed, oppressPoints, plain, raze, strongholdsFree, warlordAt } from './hundreds-regles';
import type { Candidate, TurnKit } from './types';

const SUITS = ['fox', 'rabbit', 'mouse'] as const;

export function hundredsAurore(k: TurnKit, phase: Phase): void {
  if (phase === 'aurore') raze(k);
  if (phase === 'jour' && k.state.stage === undefined) k.state.stage = 'craft';
}

/** Birdsong may end once its steps are done (14.4); Evening ends with Oppress and the draw (14.6.2, 14.6.3). */
export function hundredsEnd(k: TurnKit, phase: Phase): Reason | null {
  if (phase === 'aurore') {
    const mobs = k.clearings().some((c) => k.tokens(c, 'hundreds', 'mob') > 0);
    if (!k.state.spread && mobs) return reason('14.4.1', 'Après avoir rasé, les Cents doivent lancer le dé de Foule (14.4.1) : donnez la couleur obtenue.');
    if (!k.state.recruited) return reason('14.4.2', 'Le Recrutement de l’Aurore n’est pas fait (14.4.2).');
    if (!k.state.appointed && warlordAt(k) === null) return reason('14.4.3', 'Le seigneur de guerre n’est pas sur le plateau : la Nomination est obligatoire (14.4.3).');
    const free = moodsAvailable(moodOf(k), hoardOf(k));
    if (!k.state.moodChosen && free.some((m) => m !== moodOf(k))) return reason('14.4.4', 'Il faut choisir une nouvelle humeur (14.4.4).');
  }
  if (phase === 'crepuscule') {
    const opp = oppressed(k);
    const vp = oppressPoints(opp.length);
    k.score(vp);
    k.say(`Opprimer : ${countOf(opp.length, 'clairière')}${opp.length ? ` (${opp.join(', ')})` : ''}, ${countOf(vp, 'point')}.`);
    k.note(reason('14.6.2', 'Opprimer : clairières contrôlées, avec une pièce des Cents et sans pièce adverse ; 1 point pour 1 ou 2, 2 pour 3 ou 4, 3 pour 5, 4 pour 6 ou plus (14.6.2).'));
    let draw = 1;
    if (moodOf(k) === 'rowdy') {
      const at = warlordAt(k);
      const bonus = at !== null && enemyPieces(k, at) >= 3 ? 2 : 1;
      draw += bonus;
      k.note(reason('14.7.6', `Bagarreur : ${countOf(bonus, 'carte')} de plus${bonus === 2 ? ', au moins 3 pièces adverses étant dans la clairière du seigneur de guerre' : ''} (14.7.6).`));
    }
    k.draw(draw);
    k.say(`Pioche : ${countOf(draw, 'carte')}.`);
    k.note(reason('14.6.3', 'Les Cents piochent 1 carte, puis défaussent jusqu’à 5 cartes (14.6.3).'));
    const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
    if (hand !== undefined && hand > 5) k.note(reason('14.6.3', `Avec ${hand} cartes en main, les Cents en défaussent ${hand - 5} de leur choix (14.6.3).`));
  }
  return null;
}

function moves(k: TurnKit, id: string): Candidate[] {
  const out: Candidate[] = [];
  for (const from of k.clearings()) {
    const n = plain(k, from);
    const w = !!k.here(from).warlord;
    for (const to of k.adjacent(from)) {
      if (n > 0) out.push({ action: { id, from, to, n, warlord: false }, count: { min: 1, max: n } });
      if (w) out.push({ action: { id, from, to, n, warlord: true }, count: { min: 0, max: n } });
    }
  }
  return out;
}

function mobRolls(id: string): Candidate[] {
  const out: Candidate[] = [];
  for (const suit of SUITS) {
    out.push({ action: { id, suit } });
    for (let at = 1; at <= 12; at++) out.push({ action: { id, suit, at } });
  }
  return out;
}

export function hundredsCandidates(k: TurnKit): Candidate[] {
  const out: Candidate[] = [];
  const at = warlordAt(k);
  if (k.phase === 'aurore') {
    out.push(...mobRolls('spread'), { action: { id: 'recruit' } });
    for (const c of k.clearings()) out.push({ action: { id: 'appoint', at: c } });
    for (const mood of MOODS) out.push({ action: { id: 'mood', mood } });
    for (const item of new Set(hoardOf(k))) out.push({ action: { id: 'generous', item } });
  }
  if (k.phase === 'jour') {
    for (const c of craftCandidates(k, 'craft', strongholdsFree(k))) out.push(c, { action: { ...c.action, keep: false } });
    out.push(...moves(k, 'move'));
    out.push(...battleCandidates(k, 'battle'));
    for (const c of k.clearings()) if (k.rules(c)) out.push({ action: { id: 'build', at: c } });
    if (at !== null) {
      out.push({ action: { id: 'advance' } });
      for (const to of k.adjacent(at)) out.push({ action: { id: 'advance', to, n: plain(k, at) }, count: { min: 0, max: plain(k, at) } });
      for (const target of k.enemiesIn(at)) out.push({ action: { id: 'advanceBattle', target } }, { action: { id: 'relentlessBattle', target } });
      for (const to of k.adjacent(at)) out.push({ action: { id: 'relentlessMove', to, n: plain(k, at) }, count: { min: 0, max: plain(k, at) } });
    }
  }
  if (k.phase === 'crepuscule') {
    for (const c of k.clearings()) if (k.warriors(c) > 0) out.push({ action: { id: 'incite', at: c } });
    out.push(...mobRolls('jubilant'));
  }
  return out;
}
