import { describe, expect, it } from 'vitest';
import { playTurn, type TurnAnswer } from '../../../src/engine/root/tour/resolve';
import type { Json, PlannedAction } from '../../../src/engine/root/tour/types';
import { QUESTS, RELATION_TRACK, START_ITEMS } from '../../../src/engine/root/tour/vagabond-sacoche';
import type { Phase } from '../../../src/engine/root/setup';
import { S } from '../helpers';

type It = { kind: string; exhausted?: boolean; damaged?: boolean; ruin?: boolean };
const up = (...kinds: string[]): It[] => kinds.map((kind) => ({ kind }));
const tired = (...kinds: string[]): It[] => kinds.map((kind) => ({ kind, exhausted: true }));
const broken = (...kinds: string[]): It[] => kinds.map((kind) => ({ kind, damaged: true }));

function run(setup: string, state: { [k: string]: Json }, plan: PlannedAction[], phase?: Phase, faction: 'vagabond' | 'vagabond2' = 'vagabond'): TurnAnswer {
  const a = playTurn(S(setup), { kind: 'turn', faction, state, plan, ...(phase ? { phase } : {}) });
  expect(a.problems).toEqual([]);
  return a;
}
const items = (a: TurnAnswer) => a.state.items as unknown as It[];
const count = (a: TurnAnswer, f: (i: It) => boolean) => items(a).filter(f).length;
const score = (a: TurnAnswer) => a.setup.players.vagabond?.score ?? 0;
const refusal = (a: TurnAnswer, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;
const allRules = (a: TurnAnswer) => a.steps.flatMap((s) => s.reasons.map((r) => r.rule));

const DAY = 'automne/j=m,v.perso-voleur/t=v.jour/1:m3,v-pion';

describe('Vagabond, Aurore (9.4)', () => {
  it('9.4.1 : 3 objets rafraîchis, plus 2 par café face visible sur sa piste ; au-delà, le Vagabond choisit', () => {
    const a = run('automne/j=m,v/t=v.aurore/1:v-pion', { items: [...up('tea'), ...tired('boot', 'boot', 'sword', 'torch', 'hammer', 'crossbow')] }, []);
    // 1 café : 3 + 2 = 5 objets pour 6 épuisés
    expect(a.state.refreshLeft).toBe(5);
    expect(refusal(a, 'phase')).toBe('9.4.1');
    expect(a.actions.find((x) => x.id === 'refresh')!.ways.length).toBe(5);
    const b = run('automne/j=m,v/t=v.aurore/1:v-pion', { items: [...up('tea'), ...tired('boot', 'boot', 'sword', 'torch', 'hammer', 'crossbow')] }, ['boot', 'sword', 'torch', 'hammer', 'crossbow'].map((kind) => ({ id: 'refresh', kind })));
    expect(count(b, (i) => !!i.exhausted)).toBe(1);
    expect(b.actions.some((x) => x.id === 'phase')).toBe(true);
  });

  it('9.4.1 : pas plus d’objets épuisés que le rafraîchissement, tous reviennent d’eux-mêmes', () => {
    const a = run('automne/j=m,v/t=v.aurore/1:v-pion', { items: tired('boot', 'sword', 'torch') }, []);
    expect(count(a, (i) => !!i.exhausted)).toBe(0);
  });

  it('9.2.5.I : une piste ne tient que 3 objets, le 4e café ne compte pas', () => {
    const a = run('automne/j=m,v/t=v.aurore/1:v-pion', { items: [...up('tea', 'tea', 'tea', 'tea'), ...tired(...Array(10).fill('boot'))] }, []);
    expect(a.state.refreshLeft).toBe(3 + 2 * 3);
  });

  it('9.4.2 : Se faufiler vers un bois sans épuiser de botte, une seule fois', () => {
    const a = run('automne/j=m,v/t=v.aurore/1:v-pion', { items: up('boot') }, [{ id: 'slip', to: '1_2_5_10' }]);
    expect(a.setup.forests?.['1_2_5_10']?.pawns).toContain('vagabond');
    expect(count(a, (i) => !!i.exhausted)).toBe(0);
    expect(refusal(a, 'slip')).toBe('9.4.2');
  });

  it('9.4 : Se faufiler vient après Rafraîchir', () => {
    const a = run('automne/j=m,v/t=v.aurore/1:v-pion', { items: tired('boot', 'boot', 'boot', 'boot') }, [{ id: 'slip', to: 5 }]);
    expect(a.stopped?.reason.rule).toBe('9.4');
  });
});

describe('Vagabond, Jour (9.5)', () => {
  it('9.5.1 : se déplacer épuise 1 botte ; 9.2.9.III.b : 2 vers des guerriers Hostiles', () => {
    const a = run('automne/j=m,v.hostiles-m/t=v.jour/1:v-pion;5:m1', { items: up('boot', 'boot', 'boot') }, [{ id: 'move', to: 9 }]);
    expect(count(a, (i) => !!i.exhausted)).toBe(1);
    const b = run('automne/j=m,v.hostiles-m/t=v.jour/1:v-pion;5:m1', { items: up('boot', 'boot', 'boot') }, [{ id: 'move', to: 5 }]);
    expect(count(b, (i) => !!i.exhausted)).toBe(2);
    expect(allRules(b)).toContain('9.2.9.III.b');
    const c = run('automne/j=m,v.hostiles-m/t=v.jour/1:v-pion;5:m1', { items: up('boot') }, [{ id: 'move', to: 5 }]);
    expect(c.stopped?.reason.rule).toBe('9.5.1');
  });

  it('9.5.1 : le Jour, pas d’entrée dans un bois', () => {
    const a = run(DAY, { items: up('boot') }, [{ id: 'move', to: '1_2_5_10' }]);
    expect(a.stopped?.reason.rule).toBe('9.5.1');
  });

  it('9.2.9.II.b : des guerriers Alliés suivent le pion', () => {
    const a = run('automne/j=m,v.allies-m/t=v.jour/1:m3,v-pion', { items: up('boot') }, [{ id: 'move', to: 5, ally: 'marquise', n: 2 }]);
    expect(a.setup.clearings['5']?.warriors?.marquise).toBe(2);
    expect(a.setup.clearings['1']?.warriors?.marquise).toBe(1);
  });

  it('9.5.2 : combattre épuise 1 épée ; sans dés, les chances', () => {
    const a = run(DAY, { items: up('sword', 'boot') }, [{ id: 'battle', target: 'marquise' }]);
    expect(a.stopped?.battle?.defender).toBe('marquise');
    const b = run(DAY, { items: [...tired('sword'), ...up('boot')] }, [{ id: 'battle', target: 'marquise' }]);
    expect(b.stopped?.reason.rule).toBe('9.5.2');
  });

  it('9.2.6, 9.2.9.III : 1 épée plafonne à 1 perte ; le guerrier retiré rend la Marquise Hostile', () => {
    const a = run(DAY, { items: up('sword', 'boot') }, [{ id: 'battle', target: 'marquise', roll: [3, 0] }]);
    expect(a.setup.clearings['1']?.warriors?.marquise).toBe(2);
    expect(a.setup.players.vagabond?.hostile).toContain('marquise');
  });

  it('9.2.9.III.a : Infamie, 1 point par pièce d’une faction Hostile retirée en combat, en plus du point du bâtiment', () => {
    // 2 épées : 2 pertes au plus ; jet 2–0 : le guerrier puis la Scierie ; 1 + 1 (Infamie) + 1 (bâtiment, 3.2.1)
    const a = run('automne/j=m,v.hostiles-m/t=v.jour/1:m1,m-scierie,v-pion', { items: up('sword', 'sword') }, [{ id: 'battle', target: 'marquise', roll: [2, 0] }]);
    expect(a.setup.clearings['1']?.buildings ?? []).toEqual([]);
    expect(score(a)).toBe(3);
  });

  it('9.2.7 : chaque perte subie endommage un objet, les épées en dernier', () => {
    const a = run(DAY, { items: up('sword', 'boot', 'torch') }, [{ id: 'battle', target: 'marquise', roll: [2, 1] }]);
    expect(count(a, (i) => !!i.damaged)).toBe(1);
    expect(count(a, (i) => i.kind === 'sword' && !!i.damaged)).toBe(0);
    expect(a.setup.players.vagabond?.items).toBe(2);
  });

  it('D.8.2 : Frappe rapide est au Ronin', () => {
    const a = run(DAY, { items: up('sword', 'sword') }, [{ id: 'battle', target: 'marquise', swiftStrike: true }]);
    expect(a.stopped?.reason.rule).toBe('D.8.2');
    const b = run('automne/j=m,v.perso-ronin/t=v.jour/1:m3,v-pion', { items: up('sword', 'sword') }, [{ id: 'battle', target: 'marquise', swiftStrike: true }]);
    expect(b.stopped?.battle).toBeDefined();
    expect(count(b, (i) => !!i.exhausted)).toBe(2);
  });

  it('9.5.3 : explorer épuise 1 torche, prend l’objet face visible, 1 point, retire la ruine vide', () => {
    const a = run('automne/j=m,v/t=v.jour/10:v-pion,ruine(botte)', { items: up('torch') }, [{ id: 'explore' }]);
    expect(score(a)).toBe(1);
    expect(a.setup.clearings['10']?.ruin).toBe(false);
    expect(items(a).find((i) => i.kind === 'boot')).toEqual({ kind: 'boot', ruin: true });
    // 9.2.5.II : une botte va face visible dans la Sacoche
    expect(allRules(a)).toContain('9.2.5.II');
    const b = run('automne/j=m,v/t=v.jour/1:v-pion', { items: up('torch') }, [{ id: 'explore' }]);
    expect(b.stopped?.reason.rule).toBe('9.5.3');
  });

  it('9.7.3 : deux Vagabonds, pas un second objet « R » identique', () => {
    const a = run('automne/j=m,v,w/t=v.jour/10:v-pion,ruine(botte.epee)', { items: [...up('torch'), { kind: 'boot', ruin: true }] }, [{ id: 'explore', kind: 'boot' }]);
    expect(a.stopped?.reason.rule).toBe('9.7.3');
    const b = run('automne/j=m,v,w/t=v.jour/10:v-pion,ruine(botte.epee)', { items: [...up('torch'), { kind: 'boot', ruin: true }] }, [{ id: 'explore', kind: 'sword' }]);
    expect(b.setup.clearings['10']?.items).toEqual(['boot']);
  });

  it('9.5.4, 9.2.9.I.b : aider une faction Indifférente la fait avancer d’une case', () => {
    const a = run(DAY, { hand: { fox: 1 }, items: up('boot', 'torch') }, [{ id: 'aid', target: 'marquise' }]);
    expect(score(a)).toBe(RELATION_TRACK.points[0]);
    expect(a.state.relations).toEqual({ marquise: 1 });
    expect(a.state.hand).toEqual({ fox: 0 });
    expect(allRules(a)).toContain('9.2.9.I.b');
    expect(allRules(a)).toContain('9.2.9.I');
  });

  it('9.2.9.I.a : plusieurs aides dans le même tour pour la case suivante', () => {
    const a = run(DAY, { hand: { fox: 2 }, items: up('boot', 'torch'), relations: { marquise: 1 } }, [{ id: 'aid', target: 'marquise' }]);
    expect(score(a)).toBe(0);
    expect(a.state.aided).toEqual({ marquise: 1 });
    const b = run(DAY, { hand: { fox: 2 }, items: up('boot', 'torch'), relations: { marquise: 1 } }, [{ id: 'aid', target: 'marquise' }, { id: 'aid', target: 'marquise' }]);
    expect(score(b)).toBe(RELATION_TRACK.points[1]);
  });

  it('9.2.9.II : la dernière case fait de la faction une Alliée ; 9.2.9.II.a : aider un Allié, 2 points', () => {
    const a = run(DAY, { hand: { fox: 1 }, items: up('boot'), relations: { marquise: 2 }, aided: { marquise: 2 } }, [{ id: 'aid', target: 'marquise' }]);
    expect(a.setup.players.vagabond?.allied).toContain('marquise');
    const b = run('automne/j=m,v.allies-m/t=v.jour/1:m3,v-pion', { hand: { bird: 1 }, items: up('boot') }, [{ id: 'aid', target: 'marquise' }]);
    expect(score(b)).toBe(2);
  });

  it('9.2.9.III.c : aider une faction Hostile, sans avancer, pour prendre un objet fabriqué', () => {
    const a = run('automne/j=m.fabriques-marteau,v.hostiles-m/t=v.jour/1:m3,v-pion', { hand: { fox: 1 }, items: up('boot') }, [{ id: 'aid', target: 'marquise', take: 'hammer' }]);
    expect(score(a)).toBe(0);
    expect(a.setup.players.marquise?.crafted ?? []).toEqual([]);
    expect(items(a).some((i) => i.kind === 'hammer' && !i.exhausted)).toBe(true);
    expect(allRules(a)).toContain('9.2.9.III.c');
  });

  it('9.5.4 : pas d’aide sans carte de la couleur de la clairière, ni sans pièce de faction du receveur', () => {
    const a = run(DAY, { hand: { mouse: 1 }, items: up('boot') }, [{ id: 'aid', target: 'marquise' }]);
    expect(a.stopped?.reason.rule).toBe('9.5.4');
    const b = run('automne/j=m,v/t=v.jour/1:v-pion;5:m1', { hand: { fox: 1 }, items: up('boot') }, [{ id: 'aid', target: 'marquise' }]);
    expect(b.stopped?.reason.rule).toBe('9.5.4');
  });

  it('9.5.5 : une quête de la couleur de la clairière ; 1 point par quête de cette couleur accomplie, ou 2 cartes', () => {
    const q = QUESTS.errand_fox!;
    const a = run(DAY, { items: up(...q.items), quests: ['errand_fox'], questsDone: ['fundraising_fox', 'escort_mouse'] }, [{ id: 'quest', quest: 'errand_fox', reward: 'points' }]);
    expect(score(a)).toBe(2);
    expect(count(a, (i) => !!i.exhausted)).toBe(2);
    expect(a.state.quests).toEqual([]);
    const b = run(DAY, { items: up(...q.items), quests: ['errand_fox'] }, [{ id: 'quest', quest: 'errand_fox', reward: 'cards' }]);
    expect(b.state.drawn).toBe(2);
    // 9.7.2 : avec deux Vagabonds, les quêtes face visible sont communes
    const d = run('automne/j=m,v,w/t=v.jour/1:v-pion', { items: up(...q.items), quests: ['errand_fox'] }, [{ id: 'quest', quest: 'errand_fox' }]);
    expect(allRules(d)).toContain('9.7.2');
    const c = run(DAY, { items: up('torch', 'crossbow'), quests: ['fend_off_a_bear_mouse'] }, [{ id: 'quest', quest: 'fend_off_a_bear_mouse' }]);
    expect(c.stopped?.reason.rule).toBe('9.5.5');
    expect(refusal(run(DAY, { items: up('tea', 'boot') }, []), 'quest')).toBe('9.5.5');
  });

  it('D.7.2 : l’Aventurier improvise un objet manquant, une fois par tour, et l’endommage', () => {
    const a = run('automne/j=m,v.perso-aventurier/t=v.jour/1:m3,v-pion', { items: up('tea', 'hammer'), quests: ['errand_fox'] }, [{ id: 'quest', quest: 'errand_fox', improvise: 'hammer' }]);
    expect(items(a).find((i) => i.kind === 'hammer')).toEqual({ kind: 'hammer', exhausted: true, damaged: true });
    expect(score(a)).toBe(1);
  });

  it('FAQ 9.2.9.III.a : la Frappe sur une faction déjà Hostile ne rapporte aucun point d’Infamie, et la réponse le dit', () => {
    const a = run('automne/j=m,v.hostiles-m/t=v.jour/1:m3,v-pion', { items: up('crossbow') }, [{ id: 'strike', target: 'marquise' }]);
    expect(a.setup.clearings['1']?.warriors?.marquise).toBe(2);
    expect(score(a)).toBe(0);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('9.2.9.III.a');
  });
  it('8.2.6 : le Vagabond qui retire un jeton de Sympathie par une Frappe déclenche l’Indignation (une carte de la couleur quitte sa main)', () => {
    const a = run('automne/j=m,a,v/t=v.jour/1:a-sympathie,v-pion', { hand: { fox: 1 }, items: up('crossbow') }, [{ id: 'strike', target: 'alliance' }]);
    expect(a.setup.clearings['1']?.tokens ?? []).toEqual([]);
    expect(a.state.hand).toEqual({ fox: 0 });
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('8.2.6');
  });
  it('9.5.6 : frapper retire 1 guerrier (la faction devient Hostile, 9.2.9.III), sinon une autre pièce (3.2.1 : 1 point)', () => {
    const a = run(DAY, { items: up('crossbow') }, [{ id: 'strike', target: 'marquise' }]);
    expect(a.setup.clearings['1']?.warriors?.marquise).toBe(2);
    expect(a.setup.players.vagabond?.hostile).toContain('marquise');
    expect(score(a)).toBe(0);
    const b = run('automne/j=m,v/t=v.jour/1:m-scierie,v-pion', { items: up('crossbow') }, [{ id: 'strike', target: 'marquise' }]);
    expect(b.setup.clearings['1']?.buildings ?? []).toEqual([]);
    expect(score(b)).toBe(1);
  });

  it('9.5.7 : réparer épuise 1 marteau et garde la face de l’objet', () => {
    const a = run(DAY, { items: [...up('hammer'), { kind: 'sword', exhausted: true, damaged: true }] }, [{ id: 'repair', kind: 'sword' }]);
    expect(items(a)).toEqual([{ kind: 'hammer', exhausted: true }, { kind: 'sword', exhausted: true }]);
    const b = run(DAY, { items: up('hammer', 'sword') }, [{ id: 'repair' }]);
    expect(b.stopped?.reason.rule).toBe('9.5.7');
  });

  it('9.5.8, 9.2.1 : fabriquer avec des marteaux de la couleur de la clairière ; l’objet est pris face visible', () => {
    const a = run(DAY, { hand: { fox: 1 }, items: up('hammer') }, [{ id: 'craft', card: 'anvil_fox' }]);
    expect(score(a)).toBe(2);
    expect(count(a, (i) => i.kind === 'hammer' && !i.exhausted)).toBe(1);
    expect(a.setup.players.vagabond?.crafted).toBeUndefined();
    // FAQ 9.2.1 : pas de carte à plusieurs couleurs
    const b = run(DAY, { hand: { fox: 1 }, items: up('hammer', 'hammer', 'hammer') }, [{ id: 'craft', card: 'tax_collector_fox' }]);
    expect(b.stopped?.reason.rule).toBe('9.5.8');
  });

  it('9.5.9, D.1.2 : Larcin, une carte d’un joueur de la clairière ; réservé au Voleur', () => {
    const a = run(DAY, { items: up('torch') }, [{ id: 'steal', target: 'marquise' }]);
    expect(a.state.drawn).toBe(1);
    const b = run('automne/j=m,v.perso-rodeur/t=v.jour/1:m3,v-pion', { items: up('torch') }, [{ id: 'steal', target: 'marquise' }]);
    expect(b.stopped?.reason.rule).toBe('D.1.2');
  });

  it('D.4.2 : Provocation, un combat entre deux autres joueurs de la clairière, choisis par le Miséreux', () => {
    const setup = 'automne/j=m,c,v.perso-misereux/t=v.jour/1:m3,c2,c-perchoir,v-pion';
    const a = run(setup, { items: up('torch') }, [{ id: 'instigate', attacker: 'marquise', target: 'eyrie' }]);
    expect(a.stopped?.battle).toMatchObject({ attacker: 'marquise', defender: 'eyrie', choices: { provocation: 'vagabond' } });
    // jet 3–0 : la Marquise (3 guerriers) inflige 3 pertes (2 guerriers et le Perchoir), la Canopée aucune.
    // Le premier guerrier rend la Canopée Hostile (9.2.9.III), sans point ; l’Infamie (9.2.9.III.a) compte le second
    // guerrier (1) et le Perchoir (1), qui rapporte en plus son point de bâtiment (D.4.2, 3.2.1) : 3 points.
    const b = run(setup, { items: up('torch') }, [{ id: 'instigate', attacker: 'marquise', target: 'eyrie', roll: [3, 0] }]);
    expect(b.setup.clearings['1']?.warriors?.eyrie).toBeUndefined();
    expect(b.setup.clearings['1']?.buildings ?? []).toEqual([]);
    expect(b.setup.players.vagabond?.hostile).toContain('eyrie');
    expect(score(b)).toBe(3);
    expect(b.steps[0]!.points).toBe(3);
    const c = run(setup, { items: up('torch') }, [{ id: 'instigate', attacker: 'marquise', target: 'vagabond' }]);
    expect(c.stopped?.reason.rule).toBe('D.4.2');
  });

  it('D.2.2 : Travailleur, une carte de la couleur de la clairière ou Oiseau', () => {
    const a = run('automne/j=m,v.perso-bricoleur/t=v.jour/1:v-pion', { hand: {}, items: up('torch') }, [{ id: 'dayLabor', suit: 'bird' }]);
    expect(a.state.hand).toEqual({ bird: 1 });
    const b = run('automne/j=m,v.perso-bricoleur/t=v.jour/1:v-pion', { items: up('torch') }, [{ id: 'dayLabor', suit: 'mouse' }]);
    expect(b.stopped?.reason.rule).toBe('D.2.2');
  });

  it('D.3.2 : Refuge répare 3 objets et arrête le Jour', () => {
    const a = run('automne/j=m,v.perso-rodeur/t=v.jour/1:v-pion', { items: [...up('torch', 'boot'), ...broken('sword', 'sword', 'hammer', 'bag')] }, [{ id: 'hideout' }]);
    expect(count(a, (i) => !!i.damaged)).toBe(1);
    expect(refusal(a, 'move')).toBe('D.3.2');
  });

  it('D.9.2 : Vol plané vers n’importe quelle clairière, même Hostile, sans botte', () => {
    const a = run('automne/j=m,v.perso-chasseur.hostiles-m/t=v.jour/1:v-pion;3:m2', { items: up('torch') }, [{ id: 'glide', to: 3 }]);
    expect(a.setup.clearings['3']?.pawns).toContain('vagabond');
    expect(a.setup.clearings['1']?.pawns).toBeUndefined();
    const b = run('automne/j=m,v.perso-voleur/t=v.jour/1:v-pion', { items: up('torch') }, [{ id: 'glide', to: 3 }]);
    expect(b.stopped?.reason.rule).toBe('D.9.2');
  });

  it('D.6.2 : Terre brûlée retire les pièces adverses ; la torche quitte le plateau du Vagabond', () => {
    const a = run('automne/j=m,v.perso-brigand/t=v.jour/1:m2,m-scierie,v-pion', { items: up('torch', 'boot') }, [{ id: 'scorchedEarth' }]);
    expect(a.setup.clearings['1']?.warriors?.marquise).toBeUndefined();
    expect(score(a)).toBe(1);
    expect(items(a).map((i) => i.kind)).toEqual(['boot']);
  });
});

describe('Vagabond, Crépuscule (9.6)', () => {
  it('9.6.1 : repos dans un bois ; 9.6.2 : 1 carte plus 1 par pièce sur sa piste', () => {
    const a = run('automne/j=m,v/t=v.jour/1_2_5_10:v-pion', { items: [...up('coins', 'coins'), ...broken('sword', 'boot')] }, [{ id: 'phase' }]);
    expect(count(a, (i) => !!i.damaged || !!i.exhausted)).toBe(0);
    expect(a.state.drawn).toBe(3);
    const b = run(DAY, { items: broken('sword') }, [{ id: 'phase' }]);
    expect(count(b, (i) => !!i.damaged)).toBe(1);
  });

  it('9.6.3 : au-delà de 5 cartes, le Vagabond défausse', () => {
    const a = run(DAY, { hand: { fox: 3, bird: 2 }, items: up('boot') }, [{ id: 'phase' }]);
    // 5 cartes + 1 piochée : 1 à défausser
    expect(a.steps.at(-1)!.reasons.find((r) => r.rule === '9.6.3')?.text).toMatch(/en défausse 1 /);
  });

  it('9.6.4 : limite de 6 objets, plus 2 par sac sur sa piste ; il faut retirer l’excédent', () => {
    const nine = up('boot', 'boot', 'sword', 'sword', 'torch', 'hammer', 'crossbow', 'crossbow', 'hammer');
    const a = run(DAY, { items: nine }, [{ id: 'phase' }]);
    expect(refusal(a, 'phase')).toBe('9.6.4');
    const b = run(DAY, { items: nine }, [{ id: 'phase' }, { id: 'dropItem', kind: 'hammer' }, { id: 'dropItem', kind: 'hammer' }, { id: 'dropItem', kind: 'crossbow' }, { id: 'phase' }]);
    expect(b.phase).toBeNull();
    // un sac sur sa piste : limite 8, et le sac lui-même n’est pas dans la Sacoche
    const c = run(DAY, { items: [...nine.slice(1), ...up('bag')] }, [{ id: 'phase' }, { id: 'phase' }]);
    expect(c.phase).toBeNull();
  });
});

describe('Vagabond, lecture de l’état', () => {
  it('D.1.1 : sans objets donnés, ceux de départ du personnage', () => {
    const a = run(DAY, {}, []);
    expect(items(a).map((i) => i.kind)).toEqual(START_ITEMS.thief);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('D.1.1');
  });
  it('9.3.1 : sans personnage ni objets, aucun objet', () => {
    const a = run('automne/j=m,v/t=v.jour/1:v-pion', {}, []);
    expect(items(a)).toEqual([]);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('9.3.1');
  });
  it('9.3.3 : trois quêtes face visible au plus', () => {
    const a = playTurn(S(DAY), { kind: 'turn', faction: 'vagabond', state: { quests: ['errand_fox', 'escort_mouse', 'guard_duty_mouse', 'errand_rabbit'] } });
    expect(a.problems[0]?.rule).toBe('9.3.3');
  });
  it('9.2.5 : un objet inconnu est refusé en clair', () => {
    const a = playTurn(S(DAY), { kind: 'turn', faction: 'vagabond', state: { items: [{ kind: 'dague' }] } });
    expect(a.ok).toBe(false);
    expect(a.problems[0]?.rule).toBe('9.2.5');
  });
  it('9.7 : le second Vagabond joue avec le même module', () => {
    const a = run('automne/j=m,v,w/t=w.jour/1:m3,w-pion', { items: up('boot') }, [{ id: 'move', to: 5 }], undefined, 'vagabond2');
    expect(a.setup.clearings['5']?.pawns).toContain('vagabond2');
  });
});
