// The Woodland Alliance's turn (question « turn », src/engine/root/tour/alliance.ts), row by row
// from chapter 8 of the Law (8.2 règles et capacités, 8.4 Aurore, 8.5 Jour, 8.6 Crépuscule) and
// the official FAQ.
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/games';
import { CRAFT_COSTS } from '../../../src/engine/root/tour/couts';
import { SYMPATHY_TRACK } from '../../../src/engine/root/tour/alliance';

/* eslint-disable @typescript-eslint/no-explicit-any */
const ask = (setup: string, q: object): any => evaluateSituation({ setup, question: { kind: 'turn', faction: 'alliance', ...q } });
const turn = (setup: string, q: object): any => {
  const r = ask(setup, q);
  expect(r.problems).toEqual([]);
  return r.turn;
};
const rules = (xs: { rule: string }[]) => xs.map((x) => x.rule);
const ways = (t: any, id: string) => t.actions.find((a: any) => a.id === id)?.ways ?? [];
const refusal = (t: any, id: string) => t.refusals.find((r: any) => r.id === id)?.reason;
const last = (t: any) => t.steps[t.steps.length - 1];

// Autumn: 2 mouse (2 slots; 5, 6, 10), 7 mouse (3, 8, 12), 8 fox (4, 7), 9 mouse, 12 fox, 1 fox (5, 9, 10).
const AUR = 'automne/j=m,c,a.officiers-1.points-0/t=a.aurore/2:a-sympathie,m1,m-scierie,c2,c-perchoir;7:a-sympathie;1:m4,m-donjon';

describe('8.4.1 révolte', () => {
  it('8.4.1.III : les pièces adverses partent, la base, 1 guerrier par clairière sympathisante de sa couleur, 1 officier', () => {
    const t = turn(AUR, { state: { supporters: { mouse: 2 } }, plan: [{ id: 'revolt', at: 2 }] });
    expect(t.setup.clearings['2'].buildings).toEqual([{ owner: 'alliance', kind: 'base_mouse' }]);
    expect(t.setup.clearings['2'].warriors).toEqual({ alliance: 2 }); // clearings 2 and 7: mouse, sympathetic
    expect(t.setup.players.alliance.officers).toBe(2);
    expect(t.setup.players.alliance.score).toBe(2); // the sawmill and the roost (3.2.1)
    expect(t.state.supporters.mouse).toBe(0);
    expect(rules(last(t).reasons)).toEqual(expect.arrayContaining(['8.4.1.III', '3.2.1']));
  });
  it('8.2.3 : la pile de partisans non donnée, la dépense est supposée et la réponse le dit', () => {
    const t = turn(AUR, { state: {}, plan: [{ id: 'revolt', at: 2 }] });
    expect(t.stopped).toBeUndefined();
    expect(rules(last(t).reasons)).toContain('8.2.3');
  });
  it('8.2.3 : un partisan ne se dépense que pour sa couleur', () => {
    const t = turn(AUR, { state: { supporters: { rabbit: 5 } }, plan: [{ id: 'revolt', at: 2 }] });
    expect(t.stopped.reason.rule).toBe('8.4.1.II');
  });
  it('8.4.1.II, 2.1.1 : un partisan Oiseau tient lieu de partisan Souris', () => {
    const t = turn(AUR, { state: { supporters: { mouse: 1, bird: 1 } }, plan: [{ id: 'revolt', at: 2 }] });
    expect(t.stopped).toBeUndefined();
    expect(t.state.supporters).toEqual({ mouse: 0, bird: 0 });
  });
  const refused: [string, string, object, object, string][] = [
    ['8.4.1.II : il faut 2 partisans de la couleur de la clairière', AUR, { mouse: 1, fox: 3 }, { id: 'revolt', at: 2 }, '8.4.1.II'],
    ['8.4.1.I : une clairière indifférente ne se révolte pas', AUR, { fox: 2 }, { id: 'revolt', at: 8 }, '8.4.1.I'],
    ['8.4.1.I, FAQ : la base de cette couleur est déjà construite', 'automne/j=m,a/t=a.aurore/2:a-sympathie;9:a-base_souris', { mouse: 2 }, { id: 'revolt', at: 2 }, '8.4.1.I'],
  ];
  for (const [name, setup, supporters, step, rule] of refused)
    it(name, () => {
      const t = turn(setup, { state: { supporters }, plan: [step] });
      expect(t.stopped.reason.rule).toBe(rule);
    });
  it('8.4 : les révoltes viennent avant la Sympathie', () => {
    const t = turn(AUR, { state: { supporters: { mouse: 2, fox: 1 } }, plan: [{ id: 'sympathy', at: 8 }, { id: 'revolt', at: 2 }] });
    expect(t.stopped.index).toBe(1);
    expect(t.stopped.reason.rule).toBe('8.4');
  });
});

describe('8.4.2 gagner la Sympathie', () => {
  it('8.4.2.II, 8.4.2.III : le coût et les points de la case découverte', () => {
    const t = turn(AUR, { state: { supporters: { fox: 3 } }, plan: [{ id: 'sympathy', at: 8 }] });
    const cost = SYMPATHY_TRACK.cost[2]!; // two tokens on the map: the third one
    expect(t.state.supporters.fox).toBe(3 - cost);
    expect(t.setup.players.alliance.score).toBe(SYMPATHY_TRACK.points[2]);
    expect(rules(last(t).reasons)).toEqual(expect.arrayContaining(['8.4.2.II', '8.4.2.III']));
  });
  it('8.4.2.I : la clairière doit être adjacente à une clairière sympathisante', () => {
    const t = turn(AUR, { state: { supporters: { mouse: 3 } }, plan: [{ id: 'sympathy', at: 9 }] });
    expect(t.stopped.reason.rule).toBe('8.4.2.I');
  });
  it('8.4.2.I : sans clairière sympathisante, toutes les clairières conviennent', () => {
    const t = turn('automne/j=m,a/t=a.aurore/1:m1', { state: { supporters: { mouse: 1 } }, plan: [{ id: 'sympathy', at: 9 }] });
    expect(t.stopped).toBeUndefined();
    expect(rules(last(t).reasons)).toContain('8.4.2.I');
  });
  it('8.2.5.I : un seul jeton de Sympathie par clairière', () => {
    const t = turn(AUR, { state: { supporters: { mouse: 3 } }, plan: [{ id: 'sympathy', at: 7 }] });
    expect(t.stopped.reason.rule).toBe('8.2.5.I');
  });
  it('FAQ 8.4.1, 6.2.2 : pas de Sympathie au Donjon, donc pas de révolte', () => {
    const t = turn('automne/j=m,a/t=a.aurore/1:m1,m-donjon', { state: { supporters: { fox: 3 } }, plan: [{ id: 'sympathy', at: 1 }] });
    expect(t.stopped.reason.rule).toBe('6.2.2');
  });
  it('8.4.2.II.a : Loi martiale, 3 guerriers d’un autre joueur, 1 partisan de plus', () => {
    const S = 'automne/j=m,a/t=a.aurore/7:a-sympathie;8:m3';
    const cost = SYMPATHY_TRACK.cost[1]!;
    const short = turn(S, { state: { supporters: { fox: cost } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(short.stopped.reason.rule).toBe('8.4.2.II.a');
    const t = turn(S, { state: { supporters: { fox: cost + 1 } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(t.state.supporters.fox).toBe(0);
    expect(rules(last(t).reasons)).toContain('8.4.2.II.a');
  });
  it('FAQ 8.4.2.II.a : 1 guerrier de la Canopée et 2 Nomades qu’elle supervise font la Loi martiale ; des Nomades sans superviseur, non', () => {
    const cost = SYMPATHY_TRACK.cost[1]!;
    const led = turn('automne/j=c,a/n=bd-c/t=a.aurore/7:a-sympathie;8:c1,bd2', { state: { supporters: { fox: cost } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(led.stopped.reason.rule).toBe('8.4.2.II.a');
    const free = turn('automne/j=c,a/n=bd/t=a.aurore/7:a-sympathie;8:c1,bd2', { state: { supporters: { fox: cost } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(free.stopped).toBeUndefined();
  });
  it('FAQ 8.4.2.II.a : 3 guerriers d’un Nomade sans superviseur ne sont les guerriers d’aucun joueur : pas de Loi martiale', () => {
    const cost = SYMPATHY_TRACK.cost[1]!;
    const free = turn('automne/j=c,a/n=gf/t=a.aurore/7:a-sympathie;8:gf3', { state: { supporters: { fox: cost } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(free.stopped).toBeUndefined();
    const led = turn('automne/j=c,a/n=gf-c/t=a.aurore/7:a-sympathie;8:gf3', { state: { supporters: { fox: cost } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(led.stopped.reason.rule).toBe('8.4.2.II.a');
  });
  it('8.4.2.II.a : 2 guerriers seulement, pas de Loi martiale', () => {
    const t = turn('automne/j=m,a/t=a.aurore/7:a-sympathie;8:m2', { state: { supporters: { fox: SYMPATHY_TRACK.cost[1]! } }, plan: [{ id: 'sympathy', at: 8 }] });
    expect(t.stopped).toBeUndefined();
  });
  it('8.2.5, 8.3.3 : les 10 jetons de Sympathie sont sur le plateau', () => {
    const S = 'automne/j=m,a/t=a.aurore/' + [1, 2, 3, 4, 5, 6, 7, 9, 10, 11].map((c) => `${c}:a-sympathie`).join(';') + ';8:a-base_renard';
    const t = turn(S, { state: { supporters: { fox: 9 } }, plan: [{ id: 'sympathy', at: 12 }] });
    expect(t.stopped.reason.rule).toBe('8.2.5');
  });
  it('8.5 : mobiliser ne se fait pas à l’Aurore', () => {
    const t = turn(AUR, { state: {} });
    expect(refusal(t, 'mobilize').rule).toBe('8.5');
  });
});

const DAY = 'automne/j=m,a.officiers-1.points-0/t=a.jour/8:a-sympathie,a-base_renard,a1;7:a-sympathie';

describe('8.5 Jour', () => {
  it('8.2.1, 8.5.1 : fabriquer en activant la Sympathie, les points de la carte', () => {
    const t = turn(DAY, { state: { hand: { fox: 1 } }, plan: [{ id: 'craft', card: 'anvil_fox' }] });
    expect(t.setup.players.alliance.score).toBe(CRAFT_COSTS.anvil_fox!.vp);
    expect(t.state.sympathyUsed).toEqual([8]);
  });
  it('8.5.1 : un jeton de Sympathie activé ne sert qu’une fois', () => {
    const t = turn(DAY, { state: { hand: { fox: 2 } }, plan: [{ id: 'craft', card: 'anvil_fox' }, { id: 'craft', card: 'crossbow_bird' }] });
    expect(t.stopped.index).toBe(1);
  });
  it('8.5.2 : mobiliser, une carte de la main rejoint les partisans', () => {
    const t = turn(DAY, { state: { hand: { rabbit: 1 }, supporters: {} }, plan: [{ id: 'mobilize', suit: 'rabbit' }] });
    expect(t.state.hand.rabbit).toBe(0);
    expect(t.state.supporters.rabbit).toBe(1);
  });
  it('8.2.3.I : sans base, la pile est limitée à 5 cartes, la carte de trop est défaussée', () => {
    const t = turn('automne/j=m,a/t=a.jour/7:a-sympathie', { state: { hand: { rabbit: 1 }, supporters: { fox: 5 } }, plan: [{ id: 'mobilize', suit: 'rabbit' }] });
    expect(t.state.hand.rabbit).toBe(0);
    expect(t.state.supporters).toEqual({ fox: 5 });
    expect(rules(last(t).reasons)).toContain('8.2.3.I');
  });
  it('8.2.3.I : une pile de plus de 5 cartes sans base est refusée', () => {
    const r = ask('automne/j=m,a/t=a.jour/7:a-sympathie', { state: { supporters: { fox: 6 } } });
    expect(r.ok).toBe(false);
    expect(r.problems[0].rule).toBe('8.2.3.I');
  });
  it('8.5.3 : entraîner, une carte de la couleur d’une base construite, 1 officier de plus', () => {
    const t = turn(DAY, { state: { hand: { fox: 1 } }, plan: [{ id: 'train', suit: 'fox' }] });
    expect(t.setup.players.alliance.officers).toBe(2);
    const bird = turn(DAY, { state: { hand: { bird: 1 } }, plan: [{ id: 'train', suit: 'fox' }] });
    expect(bird.setup.players.alliance.officers).toBe(2);
  });
  it('8.5.3 : pas d’entraînement pour la couleur d’une base non construite', () => {
    const t = turn(DAY, { state: { hand: { mouse: 1 } }, plan: [{ id: 'train', suit: 'mouse' }] });
    expect(t.stopped.reason.rule).toBe('8.5.3');
  });
  it('8.3.1 : officiers et guerriers viennent de la même réserve de 10', () => {
    const t = turn('automne/j=m,a.officiers-4/t=a.jour/8:a-base_renard,a6', { state: { hand: { fox: 1 } }, plan: [{ id: 'train', suit: 'fox' }] });
    expect(t.stopped.reason.text).toMatch(/8\.3\.1/);
  });
  it('8.6 : pas d’opération militaire au Jour', () => {
    const t = turn(DAY, { state: {} });
    expect(refusal(t, 'organize').rule).toBe('8.6');
    expect(refusal(t, 'revolt').rule).toBe('8.4');
  });
});

const EVE = 'automne/j=m,a.officiers-2.points-0/t=a.crepuscule/8:a-base_renard,a2;7:a-sympathie;12:a1';

describe('8.6 Crépuscule', () => {
  it('8.6.1 : une opération militaire par officier', () => {
    const t = turn(EVE, { state: {}, plan: [1, 2, 3].map(() => ({ id: 'op_recruit', at: 8 })) });
    expect(t.stopped.index).toBe(2);
    expect(t.stopped.reason.rule).toBe('8.6.1');
  });
  it('8.6.1.III : recruter dans une clairière qui a une base', () => {
    const t = turn(EVE, { state: {}, plan: [{ id: 'op_recruit', at: 8 }] });
    expect(t.setup.clearings['8'].warriors.alliance).toBe(3);
    const no = turn(EVE, { state: {}, plan: [{ id: 'op_recruit', at: 12 }] });
    expect(no.stopped.reason.rule).toBe('8.6.1.III');
  });
  it('8.6.1.I : déplacer (4.2)', () => {
    const t = turn(EVE, { state: {}, plan: [{ id: 'op_move', from: 8, to: 4, n: 2 }] });
    expect(t.setup.clearings['4'].warriors.alliance).toBe(2);
    expect(t.state.operations).toBe(1);
  });
  it('8.6.1.II : combattre ; sans jet, les chances', () => {
    const t = turn('automne/j=m,a.officiers-1/t=a.crepuscule/8:a2,m1', { state: {}, plan: [{ id: 'op_battle', at: 8, target: 'marquise' }] });
    expect(t.stopped.battle).toEqual({ clearing: 8, attacker: 'alliance', defender: 'marquise' });
  });
  it('8.6.1.IV, 8.2.5.II : organiser dans une clairière indifférente', () => {
    const t = turn(EVE, { state: {}, plan: [{ id: 'organize', at: 12 }] });
    expect(t.setup.clearings['12']).toEqual({ tokens: [{ owner: 'alliance', kind: 'sympathy' }] });
    expect(t.setup.players.alliance.score).toBe(SYMPATHY_TRACK.points[1]);
    const no = turn('automne/j=m,a.officiers-1/t=a.crepuscule/7:a-sympathie,a1', { state: {}, plan: [{ id: 'organize', at: 7 }] });
    expect(no.stopped.reason.rule).toBe('8.6.1.IV');
  });
  it('8.6.2 : piocher 1 carte plus 1 par base sur le plateau, défausser au-delà de 5', () => {
    const S = 'automne/j=m,a/t=a.crepuscule/8:a-base_renard;9:a-base_souris';
    const t = turn(S, { state: { hand: { fox: 4 } }, plan: [{ id: 'phase' }] });
    expect(t.state.drawn).toBe(1 + 2 * SYMPATHY_TRACK.drawPerBase);
    expect(t.phase).toBeNull();
    expect(last(t).reasons.some((r: any) => r.rule === '8.6.2' && /défausse/.test(r.text))).toBe(true);
  });
  it('8.2.4 : une base perdue dans son propre combat défausse les partisans de sa couleur et les Oiseaux', () => {
    const S = 'automne/j=m,a.officiers-3/t=a.crepuscule/8:a1,a-base_renard,m3';
    const t = turn(S, { state: { supporters: { fox: 2, bird: 1, rabbit: 1 } }, plan: [{ id: 'op_battle', at: 8, target: 'marquise', roll: [2, 2] }] });
    expect(t.setup.clearings['8'].buildings ?? []).toEqual([]);
    expect(t.state.supporters).toEqual({ fox: 0, bird: 0, rabbit: 1 });
    expect(t.setup.players.alliance.officers).toBe(3 - Math.ceil(3 / 2));
  });
});

describe('8.2.2 Guérilla, au tour d’un autre', () => {
  it('8.2.2 : la Canopée attaque l’Alliance, qui prend le plus grand dé', () => {
    const r = evaluateSituation({
      setup: 'automne/j=c,a/t=c.jour/8:c3,a2',
      question: { kind: 'turn', faction: 'eyrie', state: { decree: { battle: ['fox'] } }, plan: [{ id: 'battle', at: 8, target: 'alliance', roll: [2, 0] }] },
    }) as any;
    expect(r.problems).toEqual([]);
    const step = r.turn.steps[r.turn.steps.length - 1];
    expect(rules(step.reasons)).toContain('8.2.2');
    expect(r.turn.setup.clearings['8'].warriors.eyrie).toBe(1); // the Alliance deals the 2, the Eyrie the 0
  });
});

describe('état de l’Alliance mal formé', () => {
  const bad: [string, object][] = [
    ['partisans d’une couleur inconnue', { supporters: { wolf: 1 } }],
    ['partisans négatifs', { supporters: { fox: -1 } }],
    ['opérations hors limites', { operations: 11 }],
    ['donnée inconnue', { foo: true }],
  ];
  for (const [name, state] of bad)
    it(name, () => {
      const r = ask(DAY, { state });
      expect(r.ok).toBe(false);
      expect(r.problems[0].text).toMatch(/[a-zé]/);
    });
});

describe('Libellés des façons à nombre choisi', () => {
  it('8.6.1.I : une opération de déplacement dont le lecteur choisit le nombre ne dit pas « 0 guerrier »', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateSituation({"setup": "automne/j=m,a.officiers-2/t=a.crepuscule/8:a-base_renard,a2;7:a-sympathie", "question": {"kind": "turn", "faction": "alliance", "phase": "crepuscule", "state": {}}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'op_move')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
    }
  });
});
