// The 'favor' and 'outrage' questions (src/engine/root/effects.ts), one table per rule, from the
// rules text (8.2.6, 9.2.2.I, 14.2.2, 3.2.1, E.3.7, R2.8.1) and the official FAQ's answers.
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../src/engine/games';
import { decodeSituation, encodeSituation, readSituation } from '../../src/engine/root/situation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ask = (setup: string, question: object): any => evaluateSituation({ setup, question });

describe('8.2.6 Indignation : qui la déclenche, et par quel acte', () => {
  const S = 'automne/j=m,a,v,c/n=bd-c/t=m.jour/1:m3,v-pion;5:a-sympathie;9:c2';
  const rows: [string, string, object, boolean, string][] = [
    ['la Marquise y déplace des guerriers', S, { by: 'marquise', clearing: 5, act: 'move', from: 1 }, true, '8.2.6'],
    ['le Vagabond y entre (un pion)', S, { by: 'vagabond', clearing: 5, act: 'move', from: 1 }, false, '8.2.6'],
    ['la Marquise y place une pièce', S, { by: 'marquise', clearing: 5, act: 'place' }, false, '8.2.6'],
    ['le Vagabond retire la Sympathie', S, { by: 'vagabond', clearing: 5, act: 'remove' }, true, '8.2.6'],
    ['la Marquise retire la Sympathie', S, { by: 'marquise', clearing: 5, act: 'remove' }, true, '8.2.6'],
    ['l’Alliance elle-même', S, { by: 'alliance', clearing: 5, act: 'remove' }, false, '8.2.6'],
    ['une clairière sans Sympathie', S, { by: 'marquise', clearing: 9, act: 'remove' }, false, '8.2.6'],
    ['des Bandits supervisés par la Canopée retirent la Sympathie', S, { by: 'bandits', clearing: 5, act: 'remove' }, true, 'E.3.7'],
    ['des Bandits que personne ne supervise', 'automne/j=m,a/n=bd/5:a-sympathie', { by: 'bandits', clearing: 5, act: 'remove' }, false, 'E.3.7'],
    ['un robot retire la Sympathie d’une Alliance humaine', 'automne/j=m.robot,a/5:a-sympathie', { by: 'marquise', clearing: 5, act: 'remove' }, true, 'R2.8.1'],
  ];
  for (const [name, setup, q, outrage, rule] of rows)
    it(`${name} : ${outrage ? 'Indignation' : 'pas d’Indignation'} (${rule})`, () => {
      const r = ask(setup, { kind: 'outrage', ...q });
      expect(r.problems).toEqual([]);
      expect(r.outrage.outrage).toBe(outrage);
      expect(r.outrage.reasons.map((x: { rule: string }) => x.rule)).toContain(rule);
      for (const x of r.outrage.reasons) expect(x.text.length).toBeGreaterThan(10);
    });
  it('a move that is not allowed triggers nothing, and says why (4.2.1)', () => {
    const r = ask('automne/j=m,a,c/1:m1,c3;5:a-sympathie,c1', { kind: 'outrage', by: 'marquise', clearing: 5, act: 'move', from: 1 });
    expect(r.outrage.outrage).toBe(false);
    expect(r.outrage.reasons.map((x: { rule: string }) => x.rule)).toContain('4.2.1');
  });
  it('bad questions get a French problem, never an exception', () => {
    for (const q of [
      { kind: 'outrage', by: 'marquise', clearing: 5, act: 'move' },
      { kind: 'outrage', by: 'marquise', clearing: 13, act: 'place' },
      { kind: 'outrage', by: 'marquise', clearing: 5, act: 'voler' },
      { kind: 'outrage', by: 'marquise', clearing: 5, act: 'place', x: 1 },
    ]) {
      const r = ask(S, q);
      expect(r.ok).toBe(false);
      expect(r.problems[0].text).toMatch(/[a-zé]/);
    }
    expect(ask('automne/j=m/1:m1', { kind: 'outrage', by: 'marquise', clearing: 1, act: 'place' }).problems[0].rule).toBe('5.1.1');
  });
});

describe('cartes Faveur : 9.2.2.I, 14.2.2, 3.2.1, 8.2.4, 8.2.6', () => {
  it('every enemy piece of the suit’s clearings goes, own pieces stay, 1 point per building or token', () => {
    const r = ask('automne/j=m,c,a/t=m.jour/1:m2,c1,m-scierie;6:c1,c-perchoir;8:a-base_renard,a2;5:c3', { kind: 'favor', by: 'marquise', suit: 'fox' });
    expect(r.ok).toBe(true);
    const [o] = r.favor.outcomes;
    expect(o.setup.clearings['1']).toEqual({ warriors: { marquise: 2 }, buildings: [{ owner: 'marquise', kind: 'sawmill' }] });
    expect(o.setup.clearings['6']).toBeUndefined();
    expect(o.setup.clearings['5']).toEqual({ warriors: { eyrie: 3 } });
    expect(o.points).toEqual({ marquise: 2 });
    expect(o.steps.map((x: { rule: string }) => x.rule)).toContain('8.2.4');
  });
  it('the other suits are untouched; a suit without clearings removes nothing', () => {
    const r = ask('automne/j=m,c/1:c1;5:c1', { kind: 'favor', by: 'marquise', suit: 'rabbit' });
    expect(r.favor.clearings).toEqual([3, 4, 5, 10]);
    expect(r.favor.outcomes[0].setup.clearings['1']).toEqual({ warriors: { eyrie: 1 } });
    expect(r.favor.outcomes[0].setup.clearings['5']).toBeUndefined();
  });
  it('the probabilities of the outcomes sum to 1 (a bot’s building type drawn at random, R1.2.1)', () => {
    const r = ask('automne/j=m.robot,c/8:m-scierie,m-atelier', { kind: 'favor', by: 'eyrie', suit: 'fox' });
    expect(r.ok).toBe(true);
    expect(r.favor.outcomes.length).toBeGreaterThan(1);
    const value = (t: string) => t.split('/').map(Number).reduce((a, b) => a / b);
    const sum = r.favor.outcomes.reduce((s: number, o: { probability: string }) => s + value(o.probability), 0);
    expect(sum).toBeCloseTo(1, 12);
  });
  it('reads, writes and reads back as a share link', () => {
    for (const question of [
      { kind: 'favor', by: 'marquise', suit: 'mouse' },
      { kind: 'outrage', by: 'vagabond', clearing: 5, act: 'move', from: 1 },
      { kind: 'outrage', by: 'bandits', clearing: 5, act: 'remove' },
    ]) {
      const read = readSituation({ setup: 'automne/j=m,a,v,c/n=bd-c/5:a-sympathie;1:v-pion', question });
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      const text = encodeSituation(read.situation);
      const back = decodeSituation(text);
      expect(back.ok, text).toBe(true);
      if (back.ok) expect(back.situation.question).toEqual(question);
    }
    expect(decodeSituation('faveur.m.violet/automne/j=m').ok).toBe(false);
    expect(decodeSituation('indignation.m.5.sauter/automne/j=m,a').ok).toBe(false);
  });
});
