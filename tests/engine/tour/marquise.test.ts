// The Marquise de Chat's turn (chapter 6 of the Law), played by the engine for a person: each row
// is a position from the rules text, with what the rules say the Marquise may or may not do.
// Autumn map: 1 fox (1 slot), 2 mouse, 3 rabbit (1 slot), 5 rabbit, 6 fox (ruin), 9 mouse, 10 rabbit
// (ruin); paths 1–5, 1–9, 1–10, 2–5, 2–6, 2–10, 3–6, 3–7, 3–11, 4–8, 4–9, 4–12, 6–11, 7–8, 7–12, 9–12,
// 10–12, 11–12.
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/games';
import type { PlannedAction } from '../../../src/engine/root/tour/types';
import type { TurnAnswer } from '../../../src/engine/root/tour/resolve';
import { TRACKS } from '../../../src/engine/root/tour/marquise';

const BASE = 'automne/j=m,c/1:m3,m-donjon,m-scierie;5:m2,m-atelier,c1;9:m2,m-recruteur;10:m1,c3,c-perchoir';

function turn(setup: string, opts: { phase?: string; hand?: Record<string, number>; plan?: PlannedAction[]; state?: Record<string, unknown> } = {}): TurnAnswer {
  const r = evaluateSituation({
    v: 1,
    setup,
    question: { kind: 'turn', faction: 'marquise', ...(opts.phase ? { phase: opts.phase } : {}), state: { ...(opts.hand ? { hand: opts.hand } : {}), ...(opts.state ?? {}) }, ...(opts.plan ? { plan: opts.plan } : {}) },
  });
  expect(r.problems).toEqual([]);
  return (r as { turn?: TurnAnswer }).turn!;
}
const wood = (a: TurnAnswer, c: number) => (a.setup.clearings[String(c)]?.tokens ?? []).filter((t) => t.kind === 'wood').length;
const warriors = (a: TurnAnswer, c: number) => a.setup.clearings[String(c)]?.warriors?.marquise ?? 0;
const ids = (a: TurnAnswer) => a.actions.map((x) => x.id);
const refusal = (a: TurnAnswer, id: string) => a.refusals.find((r) => r.id === id)?.reason;
const refusalRules = (a: TurnAnswer, id: string) => {
  const r = a.refusals.find((x) => x.id === id);
  return r ? [r.reason, ...(r.others ?? [])].map((x) => x.rule) : [];
};
const HAND = { fox: 1, rabbit: 1, mouse: 1, bird: 1 };

describe('Marquise de Chat : le tour, action par action', () => {
  it('6.4 : à l’Aurore, 1 bois par Scierie, dans sa clairière', () => {
    const a = turn('automne/j=m/1:m1,m-donjon,m-scierie;2:m1,m-scierie,m-scierie', { phase: 'aurore' });
    expect(wood(a, 1)).toBe(1);
    expect(wood(a, 2)).toBe(2);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('6.4');
  });
  it('6.4, 1.5.1 : le bois qui manque dans la réserve n’est pas placé, et la réponse le dit', () => {
    // 8 bois en tout (6.3.1) : 7 déjà sur le plateau, 2 Scieries
    const a = turn('automne/j=m/1:m1,m-donjon,m-scierie,m-bois,m-bois,m-bois,m-bois;2:m1,m-scierie,m-bois,m-bois,m-bois', { phase: 'aurore' });
    expect(wood(a, 1) + wood(a, 2)).toBe(8);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('1.5.1');
  });
  it('6.5 : au Jour, fabriquer, puis jusqu’à 3 actions ; les actions ne se font pas à l’Aurore', () => {
    const dawn = turn(BASE, { phase: 'aurore', hand: HAND });
    expect(ids(dawn)).toEqual(['phase']);
    expect(refusal(dawn, 'build')?.rule).toBe('6.5');
    const day = turn(BASE, { phase: 'jour', hand: HAND });
    expect(ids(day)).toEqual(expect.arrayContaining(['craft', 'battle', 'march', 'recruit', 'overwork', 'bird', 'phase']));
    // pas de bois sur le plateau : construire est refusé, avec la règle du coût
    expect(refusalRules(day, 'build')).toContain('6.5.4.II');
  });
  it('6.5 : après 3 actions, plus d’action, sauf en dépensant une carte Oiseau', () => {
    const plan: PlannedAction[] = [{ id: 'recruit' }, { id: 'march', from: 9, to: 1, n: 1 }, { id: 'march', from: 9, to: 1, n: 1 }];
    const a = turn(BASE, { phase: 'jour', hand: HAND, plan });
    expect(a.stopped).toBeUndefined();
    expect(refusal(a, 'march')?.rule).toBe('6.5');
    expect(ids(a)).toContain('bird');
    const b = turn(BASE, { phase: 'jour', hand: HAND, plan: [...plan, { id: 'bird' }, { id: 'march', from: 1, to: 5, n: 1 }] });
    expect(b.stopped).toBeUndefined();
    expect(b.state.hand?.bird).toBe(0);
    const c = turn(BASE, { phase: 'jour', hand: { ...HAND, bird: 0 }, plan: [...plan, { id: 'bird' }] });
    expect(c.stopped?.index).toBe(3);
  });
  it('6.5.1, 4.3 : combattre attend le jet et montre les chances exactes ; avec le jet, le combat est résolu', () => {
    const a = turn(BASE, { phase: 'jour', plan: [{ id: 'battle', at: 10, target: 'eyrie' }] });
    expect(a.stopped?.battle).toEqual({ clearing: 10, attacker: 'marquise', defender: 'eyrie' });
    const ag = (a as unknown as { odds: { aggregates: { total: string } } }).odds.aggregates;
    expect(ag.total).toBe('1');
    // jet 3–0 : la Marquise (1 guerrier) inflige au plus 1 touche (4.3.2) ; la Canopée n’en inflige aucune
    const b = turn(BASE, { phase: 'jour', plan: [{ id: 'battle', at: 10, target: 'eyrie', roll: [3, 0] }] });
    expect(b.stopped).toBeUndefined();
    expect(b.setup.clearings['10']!.warriors!.eyrie).toBe(2);
    expect(warriors(b, 10)).toBe(1);
  });
  it('6.5.2, 4.2 : une Marche fait jusqu’à 2 déplacements ; le second suit immédiatement la Marche', () => {
    const a = turn(BASE, { phase: 'jour', plan: [{ id: 'march', from: 1, to: 5, n: 2 }, { id: 'march2', from: 5, to: 2, n: 3 }] });
    expect(a.stopped).toBeUndefined();
    expect(warriors(a, 2)).toBe(3);
    expect(a.state.actions).toBe(2);
    const b = turn(BASE, { phase: 'jour', plan: [{ id: 'recruit' }, { id: 'march2', from: 1, to: 5, n: 1 }] });
    expect(b.stopped?.reason.rule).toBe('6.5.2');
  });
  it('4.2 : on ne se déplace qu’en contrôlant le départ ou l’arrivée', () => {
    // clairière 10 : 1 guerrier de la Marquise contre 3 de la Canopée et un Perchoir ; 2 est vide
    const a = turn(BASE, { phase: 'jour', plan: [{ id: 'march', from: 10, to: 2, n: 1 }] });
    expect(a.stopped?.reason.rule).toBe('4.2.1');
  });
  it('6.5.3 : le Recrutement place 1 guerrier sur chaque Recruteur, une fois par tour', () => {
    const a = turn('automne/j=m/1:m1,m-donjon,m-recruteur;9:m2,m-recruteur,m-recruteur', { phase: 'jour', plan: [{ id: 'recruit' }] });
    expect(warriors(a, 1)).toBe(2);
    expect(warriors(a, 9)).toBe(4);
    expect(refusal(a, 'recruit')?.rule).toBe('6.5.3');
  });
  it('6.5.4.I : construire dans une clairière que la Marquise contrôle, avec un emplacement libre', () => {
    const a = turn(BASE, { phase: 'jour', plan: [{ id: 'build', at: 10, kind: 'sawmill' }] });
    expect(a.stopped?.reason.rule).toBe('6.5.4.I');
    // clairière 1 : un seul emplacement, déjà pris par la Scierie
    const b = turn(BASE + ',m-bois', { phase: 'jour', plan: [{ id: 'build', at: 1, kind: 'workshop' }] });
    expect(b.stopped?.reason.rule).toBe('2.2.3');
  });
  it('6.5.4, 6.5.4.II, 6.5.4.III : le bois vient de clairières reliées par des clairières contrôlées ; le bâtiment rapporte les points de la case découverte', () => {
    // 1 Scierie sur le plateau : la 2e coûte TRACKS.cost[1] bois et rapporte TRACKS.points.sawmill[1]
    const setup = 'automne/j=m,c/1:m3,m-donjon,m-scierie,m-bois;5:m2,m-atelier,c1;9:m2,m-recruteur;2:m1';
    const a = turn(setup, { phase: 'jour', plan: [{ id: 'build', at: 2, kind: 'sawmill' }] });
    expect(a.stopped).toBeUndefined();
    expect(wood(a, 1)).toBe(1 - TRACKS.cost[1]!);
    expect(a.setup.players.marquise!.score).toBe(TRACKS.points.sawmill[1]);
    expect(a.steps.at(-1)!.reasons.map((r) => r.rule)).toEqual(expect.arrayContaining(['6.5.4.III', '6.5.4.II']));
    // bois en 12, que la Marquise ne contrôle pas ni ne relie : il ne sert pas à bâtir en 9
    const b = turn('automne/j=m,c/9:m2,m-donjon;12:m1,c3,m-bois;4:m1,m-scierie', { phase: 'jour', plan: [{ id: 'build', at: 9, kind: 'workshop' }] });
    // 1 Scierie sur le plateau, 0 Atelier : le 1er Atelier coûte TRACKS.cost[0] = 0 bois
    expect(TRACKS.cost[0]).toBe(0);
    expect(b.stopped).toBeUndefined();
    const c = turn('automne/j=m,c/9:m2,m-donjon,m-atelier;12:m1,c3,m-bois;4:m1,m-scierie', { phase: 'jour', plan: [{ id: 'build', at: 9, kind: 'workshop' }] });
    expect(c.stopped?.reason.rule).toBe('6.5.4.II');
  });
  it('6.5.5 : le Surmenage dépense une carte de la couleur de la clairière de la Scierie et y place 1 bois', () => {
    // clairière 1 : Renard
    const a = turn(BASE, { phase: 'jour', hand: { fox: 0, rabbit: 2, mouse: 0, bird: 0 }, plan: [{ id: 'overwork', at: 1 }] });
    expect(a.stopped?.reason.rule).toBe('6.5.5');
    const b = turn(BASE, { phase: 'jour', hand: { fox: 1, rabbit: 0, mouse: 0, bird: 0 }, plan: [{ id: 'overwork', at: 1 }] });
    expect(b.stopped).toBeUndefined();
    expect(wood(b, 1)).toBe(1);
    expect(b.state.hand?.fox).toBe(0);
    // une carte Oiseau remplace n’importe quelle couleur (2.1.1)
    const c = turn(BASE, { phase: 'jour', hand: { fox: 0, rabbit: 0, mouse: 0, bird: 1 }, plan: [{ id: 'overwork', at: 1 }] });
    expect(c.stopped).toBeUndefined();
  });
  it('6.2.1, 4.1 : la Marquise fabrique avec ses Ateliers, avant ses actions du Jour', () => {
    // Atelier en 5 (Lapin) ; « A Visit to Friends » (Lapin, coût 1 Lapin, botte)
    const a = turn(BASE, { phase: 'jour', hand: { rabbit: 1 }, plan: [{ id: 'craft', card: 'a_visit_to_friends_rabbit' }] });
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.marquise!.crafted).toEqual(['boot']);
    const b = turn(BASE, { phase: 'jour', hand: { rabbit: 1 }, plan: [{ id: 'recruit' }, { id: 'craft', card: 'a_visit_to_friends_rabbit' }] });
    expect(b.stopped?.reason.rule).toBe('6.5');
    // un Atelier ne sert qu’une fois : deux cartes, un seul Atelier
    const c = turn(BASE, { phase: 'jour', hand: { rabbit: 2 }, plan: [{ id: 'craft', card: 'a_visit_to_friends_rabbit' }, { id: 'craft', card: 'bake_sale_rabbit' }] });
    expect(c.stopped?.index).toBe(1);
  });
  it('6.6 : au Crépuscule, piocher 1 carte plus 1 par bonus de pioche découvert', () => {
    const three = 'automne/j=m/1:m1,m-donjon,m-recruteur;9:m1,m-recruteur;4:m1,m-recruteur';
    const a = turn(three, { phase: 'crepuscule', plan: [{ id: 'phase' }] });
    const bonus = TRACKS.draws.recruiter.slice(0, 3).reduce((s, x) => s + x, 0);
    expect(a.state.drawn).toBe(1 + bonus);
    expect(a.phase).toBeNull();
    expect(a.steps.at(-1)!.reasons.map((r) => r.rule)).toContain('6.6');
  });
  it('1.4.1 : le tour fini, plus rien ne se joue', () => {
    const a = turn(BASE, { phase: 'crepuscule', plan: [{ id: 'phase' }, { id: 'recruit' }] });
    expect(a.stopped?.reason.rule).toBe('1.4.1');
  });
  it('6.2.2 : la Marquise place ses pièces dans la clairière du Donjon', () => {
    const a = turn('automne/j=m,c/1:m1,m-donjon,m-recruteur,c1', { phase: 'jour', plan: [{ id: 'recruit' }] });
    expect(warriors(a, 1)).toBe(2);
  });
  it('6.5 : ce que la faction ne peut pas faire est dit avec sa règle', () => {
    const a = turn('automne/j=m/1:m1,m-donjon', { phase: 'jour', hand: { bird: 0 } });
    expect(refusal(a, 'recruit')?.rule).toBe('6.5.3');
    expect(refusal(a, 'bird')?.rule).toBe('6.5');
  });
  it('une entrée hors limites est refusée en français', () => {
    const r = evaluateSituation({ v: 1, setup: BASE, question: { kind: 'turn', faction: 'marquise', state: { actions: 99 } } });
    expect(r.ok).toBe(false);
    expect(r.problems[0]!.text).toMatch(/limites/);
  });
});

describe('Marquise de Chat : un combat de son tour, avec les choix du combat', () => {
  it('6.2.3, 4.3 : les Hôpitaux de campagne renvoient au Donjon les guerriers qu’elle perd en attaquant', () => {
    // clairière 5 (Lapin) : 2 guerriers de la Marquise contre 2 de la Canopée ; jet 2–2 : 2 touches de chaque côté
    const setup = 'automne/j=m,c/1:m1,m-donjon;5:m2,c2';
    const plan = (choices?: { fieldHospitals: boolean }): PlannedAction[] => [choices ? { id: 'battle', at: 5, target: 'eyrie', roll: [2, 2], choices } : { id: 'battle', at: 5, target: 'eyrie', roll: [2, 2] }];
    const without = turn(setup, { phase: 'jour', hand: { rabbit: 1 }, plan: plan() });
    expect(warriors(without, 1)).toBe(1);
    const withHospitals = turn(setup, { phase: 'jour', hand: { rabbit: 1 }, plan: plan({ fieldHospitals: true }) });
    expect(withHospitals.stopped).toBeUndefined();
    expect(warriors(withHospitals, 1)).toBe(3);
    expect(withHospitals.steps.at(-1)!.reasons.map((r) => r.rule)).toContain('6.2.3');
  });
});

describe('Marquise de Chat : les Hôpitaux de campagne coûtent une carte', () => {
  it('6.2.3 : sans carte de la couleur de la clairière, pas d’Hôpitaux de campagne', () => {
    const setup = 'automne/j=m,c/1:m1,m-donjon;5:m2,c2';
    const plan: PlannedAction[] = [{ id: 'battle', at: 5, target: 'eyrie', roll: [2, 2], choices: { fieldHospitals: true } }];
    const a = turn(setup, { phase: 'jour', hand: { fox: 1 }, plan });
    expect(a.stopped?.reason.rule).toBe('6.2.3');
    const b = turn(setup, { phase: 'jour', hand: { rabbit: 1 }, plan });
    expect(b.state.hand?.rabbit).toBe(0);
  });
});

describe('un plan arrêté par une action refusée', () => {
  it('1.4.1 : la position avant l’action refusée reste jouable, ses actions sont listées', () => {
    const a = turn(BASE, { phase: 'jour', plan: [{ id: 'recruit' }, { id: 'recruit' }] });
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('6.5.3');
    expect(ids(a)).toContain('march');
    expect(refusal(a, 'recruit')?.rule).toBe('6.5.3');
  });
});

describe('fabriquer un effet persistant', () => {
  it('4.1.3, 4.1.4 : l’effet persistant va dans l’aire de jeu ; un double est refusé', () => {
    // Armuriers : carte Oiseau, coût 1 Renard ; l’Atelier de la clairière 1 (Renard) la paie
    const withFox = 'automne/j=m/1:m1,m-donjon,m-atelier;5:m2';
    const a = turn(withFox, { phase: 'jour', hand: { bird: 1 }, plan: [{ id: 'craft', card: 'armorers_bird' }] });
    expect(a.stopped).toBeUndefined();
    expect(a.state.persistent).toEqual(['armorers_bird']);
    const b = turn(withFox, { phase: 'jour', hand: { bird: 1 }, state: { persistent: ['armorers_bird'] }, plan: [{ id: 'craft', card: 'armorers_bird' }] });
    expect(b.stopped?.reason.rule).toBe('4.1.4');
  });
});
