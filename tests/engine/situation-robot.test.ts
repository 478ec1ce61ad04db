// The « bot » question of the situation format: text form, reading, evaluation.
import { describe, expect, it } from 'vitest';
import { decodeSituation, encodeSituation, readSituation, type Situation } from '../../src/engine/root/situation';
import { evaluateSituation } from '../../src/engine/root/evaluate';
import { decodeSetup } from '../../src/engine/root/notation';

const POSITION =
  'automne/j=m.robot,c/1:m2,m-scierie,m-donjon;2:m1;3:c6,c-perchoir;4:m1;5:m1,m-atelier;6:m1;7:m1;8:m1;9:m1;10:m1,m-recruteur;11:m1;12:m1';

function situation(question: Situation['question']): Situation {
  const d = decodeSetup(POSITION);
  if (!d.ok) throw new Error('position');
  return { v: 1, setup: d.setup, question, rule: 'R4' };
}

describe('question « bot » (Lois de la Robotique)', () => {
  it('le texte d’un lien fait l’aller-retour, réglages compris', () => {
    const s = situation({ kind: 'bot', bot: 'marquise', orderCard: 'root_tea_fox', difficulty: 'difficile', traits: ['blitz'], seed: 42, dice: [[0, 0], [2, 1]], step: 3 });
    const text = encodeSituation(s);
    expect(text.startsWith('robot.m.carte-root_tea_fox.niveau-difficile.trait-blitz.graine-42.des-0-0+2-1.etape-3/')).toBe(true);
    const back = decodeSituation(text);
    expect(back.ok && back.situation.question).toEqual(s.question);
  });

  it('l’état du plateau du robot (boards) fait l’aller-retour dans le lien', () => {
    const boards = { lizards: { lostSouls: ['travel_gear_fox', 'ambush_bird'], conspiracy: 2 } };
    const s = situation({ kind: 'bot', bot: 'marquise', seed: 1, nextCards: ['ambush_bird'], boards });
    const back = decodeSituation(encodeSituation(s));
    expect(back.ok && back.situation.question).toEqual(s.question);
    expect(readSituation({ v: 1, setup: POSITION, question: { kind: 'bot', bot: 'marquise', boards: 'x' } }).ok).toBe(false);
    expect(decodeSituation(`robot.m.etat-@@@/${POSITION}`).ok).toBe(false);
  });

  it('un réglage illisible donne un problème en français, sans exception', () => {
    const bad = decodeSituation(`robot.m.graine-abc/${POSITION}`);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]!.text).toMatch(/Réglage de robot illisible/);
    const r = readSituation({ v: 1, setup: POSITION, question: { kind: 'bot', bot: 'marquise', seed: -1 } });
    expect(r.ok).toBe(false);
  });

  it('l’évaluation joue le tour du robot et le refait à l’identique avec la même graine (R2.7)', () => {
    const q = { kind: 'bot', bot: 'marquise', orderCard: 'root_tea_fox', seed: 7 } as const;
    const a = evaluateSituation(situation(q));
    const b = evaluateSituation(situation(q));
    expect(a.ok).toBe(true);
    expect(a.bot!.steps.length).toBeGreaterThan(3);
    expect(a.bot!.steps.every((s) => /^R\d/.test(s.rule) || /^\d/.test(s.rule))).toBe(true);
    expect(JSON.stringify(a.bot)).toBe(JSON.stringify(b.bot));
  });

  it('une faction jouée par un humain n’a pas de tour de robot', () => {
    const a = evaluateSituation(situation({ kind: 'bot', bot: 'eyrie', seed: 1 }));
    expect(a.ok).toBe(false);
    expect(a.problems.length).toBeGreaterThan(0);
  });
});

describe('choisir une autre issue d’un tirage (« picks »)', () => {
  const run = (picks?: Record<string, string>) => evaluateSituation(situation({ kind: 'bot', bot: 'marquise', seed: 7, ...(picks ? { picks } : {}) })).bot!;

  it('chaque tirage au hasard du tour porte son numéro, dans l’ordre', () => {
    const draws = run().steps.flatMap((s) => (s.draw && !s.draw.given ? [s.draw.n] : []));
    expect(draws.length).toBeGreaterThan(0);
    expect(draws).toEqual(draws.map((_, i) => i));
  });

  it('la carte d’ordre choisie remplace le tirage de la graine, marquée « choisie » (R2.7)', () => {
    const seeded = run().steps[0]!.draw!;
    const other = seeded.options.find((o) => o.value !== seeded.picked && o.value === 'anvil_fox') ?? seeded.options.find((o) => o.value !== seeded.picked)!;
    const t = run({ '0': other.value });
    expect(t.steps[0]!.draw!.picked).toBe(other.value);
    expect(t.steps[0]!.draw!.forced).toBe(true);
    expect(t.steps[0]!.text).toContain(other.label.split(' (')[0]!);
  });

  it('une valeur qui n’est pas une issue de ce tirage est ignorée : le tour est celui de la graine', () => {
    expect(JSON.stringify(run({ '0': 'pas_une_carte' }).steps)).toBe(JSON.stringify(run().steps));
    expect(JSON.stringify(run({ '40': 'anvil_fox' }).steps)).toBe(JSON.stringify(run().steps));
  });

  it('le choix fait l’aller-retour dans le lien de partage, et un choix illisible est refusé en français', () => {
    const s = situation({ kind: 'bot', bot: 'marquise', seed: 7, picks: { '0': 'anvil_fox', '3': '1_2_5_10' }, step: 2 });
    const text = encodeSituation(s);
    expect(text.startsWith('robot.m.graine-7.choix-0-anvil_fox.choix-3-1_2_5_10.etape-2/')).toBe(true);
    const back = decodeSituation(text);
    expect(back.ok && back.situation.question).toEqual(s.question);
    const bad = readSituation({ v: 1, setup: POSITION, question: { kind: 'bot', bot: 'marquise', picks: { x: 'anvil_fox' } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]!.text).toMatch(/«\spicks\s» associe à un numéro de tirage/);
    expect(decodeSituation(`robot.m.choix-0-ANVIL/${POSITION}`).ok).toBe(false);
  });
});

describe('choisir un autre jet de dés (« picks », valeur a_b)', () => {
  // the Electric Eyrie attacks the Marquise's lone Sawmill (R5.5.1.III): the dice are drawn
  const pos = 'automne/j=m,c.robot.decret-1-0-0-0/12:c4,m-scierie;8:c1,c-perchoir';
  const run = (picks?: Record<string, string>) => {
    const d = decodeSetup(pos);
    if (!d.ok) throw new Error('position');
    return evaluateSituation({ v: 1, setup: d.setup, question: { kind: 'bot', bot: 'eyrie', orderCard: 'ambush_mouse', seed: 1, ...(picks ? { picks } : {}) } }).bot!;
  };
  it('le jet tiré porte un numéro ; le jet choisi remplace celui de la graine (4.3.2)', () => {
    const seeded = run().steps.find((s) => s.roll)!.roll!;
    expect(seeded.given).toBe(false);
    expect(typeof seeded.n).toBe('number');
    const other = seeded.dice[0] === 3 && seeded.dice[1] === 3 ? '0_0' : '3_3';
    const t = run({ [String(seeded.n)]: other });
    const r = t.steps.find((s) => s.roll)!.roll!;
    expect(r.dice).toEqual(other.split('_').map(Number));
    expect(r.forced).toBe(true);
  });
});
