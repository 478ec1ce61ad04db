// The Eyrie Dynasties' turn (question « turn », src/engine/root/tour/eyrie.ts), row by row from
// chapter 7 of the Law (7.2 règles et capacités, 7.4 Aurore, 7.5 Jour, 7.6 Crépuscule, 7.7 crise,
// 7.8 dirigeants) and the official FAQ.
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/games';
import { CRAFT_COSTS } from '../../../src/engine/root/tour/couts';
import { ROOST_TRACK } from '../../../src/engine/root/tour/eyrie';

/* eslint-disable @typescript-eslint/no-explicit-any */
const ask = (setup: string, q: object): any => evaluateSituation({ setup, question: { kind: 'turn', faction: 'eyrie', ...q } });
const turn = (setup: string, q: object): any => {
  const r = ask(setup, q);
  expect(r.problems).toEqual([]);
  return r.turn;
};
const rules = (xs: { rule: string }[]) => xs.map((x) => x.rule);
const ways = (t: any, id: string) => t.actions.find((a: any) => a.id === id)?.ways ?? [];
const refusal = (t: any, id: string) => t.refusals.find((r: any) => r.id === id)?.reason;
const last = (t: any) => t.steps[t.steps.length - 1];

// Autumn: 3 rabbit (1 slot), 7 mouse, 8 fox, 9 mouse; 7–8, 3–7 adjacent.
const AUR = 'automne/j=m,c.chef-commandant/t=c.aurore/3:c4,c-perchoir;7:c1;1:m2';

describe('7.4 Aurore de la Canopée', () => {
  it('7.4.1 : mesures d’urgence, la main vide fait piocher 1 carte', () => {
    const t = turn(AUR, { state: { hand: {} } });
    expect(t.state.drawn).toBe(1);
    expect(rules(t.steps[0].reasons)).toContain('7.4.1');
  });
  it('7.4.1 : une main non vide ne pioche rien', () => {
    const t = turn(AUR, { state: { hand: { fox: 1 } } });
    expect(t.state.drawn).toBeUndefined();
  });
  it('7.4.2 : la carte ajoutée quitte la main et va dans la colonne choisie', () => {
    const t = turn(AUR, { state: { hand: { fox: 2 } }, plan: [{ id: 'decree', column: 'move', suit: 'fox' }] });
    expect(t.state.hand.fox).toBe(1);
    expect(t.state.decree.move).toEqual(['fox']);
  });
  it('7.4.1 puis 7.4.2 : la carte piochée en urgence peut aller au Décret', () => {
    const t = turn(AUR, { state: { hand: {} }, plan: [{ id: 'decree', column: 'recruit', suit: 'rabbit' }] });
    expect(t.stopped).toBeUndefined();
    expect(t.state.decree.recruit).toEqual(['rabbit']);
  });
  const rows: [string, object[], object, number][] = [
    ['7.4.2 : un seul Oiseau parmi les cartes ajoutées', [{ id: 'decree', column: 'move', suit: 'bird' }, { id: 'decree', column: 'battle', suit: 'bird' }], { bird: 2 }, 1],
    ['7.4.2 : pas plus de 2 cartes ajoutées', [1, 2, 3].map(() => ({ id: 'decree', column: 'recruit', suit: 'fox' })), { fox: 3 }, 2],
    ['7.4.2 : au moins 1 carte avant de finir l’Aurore', [{ id: 'phase' }], { fox: 1 }, 0],
    ['7.4.2 : une carte absente de la main ne s’ajoute pas (2.1.1.II)', [{ id: 'decree', column: 'move', suit: 'bird' }], { fox: 1 }, 0],
  ];
  for (const [name, plan, hand, index] of rows)
    it(name, () => {
      const t = turn(AUR, { state: { hand }, plan });
      expect(t.stopped.index).toBe(index);
      expect(t.stopped.reason.rule).toBe('7.4.2');
    });
  it('7.4.2 : 2 cartes dont 1 Oiseau, puis le Jour', () => {
    const t = turn(AUR, { state: { hand: { bird: 1, mouse: 1 } }, plan: [{ id: 'decree', column: 'battle', suit: 'bird' }, { id: 'decree', column: 'build', suit: 'mouse' }, { id: 'phase' }] });
    expect(t.stopped).toBeUndefined();
    expect(t.phase).toBe('jour');
    expect(t.state.decree.battle).toEqual(['bird']);
  });
  const NONE = 'automne/j=m,c.chef-despote/t=c.aurore/1:m2;5:c2;7:m1;3:m1';
  it('7.4.3 : sans Perchoir, le nouveau Perchoir et 3 guerriers vont dans une clairière au moins de guerriers', () => {
    const t = turn(NONE, { state: { hand: { fox: 1 } }, plan: [{ id: 'decree', column: 'move', suit: 'fox' }] });
    const at = ways(t, 'roost').map((w: any) => w.action.at);
    expect(at).not.toContain(1);
    expect(at).not.toContain(5);
    expect(at).toContain(9);
    expect(refusal(t, 'phase').rule).toBe('7.4.3');
    const t2 = turn(NONE, { state: { hand: { fox: 1 } }, plan: [{ id: 'decree', column: 'move', suit: 'fox' }, { id: 'roost', at: 9 }, { id: 'phase' }] });
    expect(t2.setup.clearings['9']).toEqual({ warriors: { eyrie: 3 }, buildings: [{ owner: 'eyrie', kind: 'roost' }] });
    expect(t2.phase).toBe('jour');
  });
  it('7.4.3 : une clairière qui a des guerriers n’est pas la moins peuplée', () => {
    const t = turn(NONE, { state: { hand: { fox: 1 } }, plan: [{ id: 'decree', column: 'move', suit: 'fox' }, { id: 'roost', at: 5 }] });
    expect(t.stopped.reason.rule).toBe('7.4.3');
  });
  it('7.4 : les étapes dans l’ordre, le Décret avant le nouveau Perchoir', () => {
    const t = turn(NONE, { state: { hand: { fox: 1 } }, plan: [{ id: 'roost', at: 9 }] });
    expect(t.stopped.reason.rule).toBe('7.4');
  });
  it('7.4.3 : avec un Perchoir en jeu, pas de nouveau Perchoir', () => {
    const t = turn(AUR, { state: { hand: { fox: 1 } }, plan: [{ id: 'decree', column: 'move', suit: 'fox' }, { id: 'roost', at: 9 }] });
    expect(t.stopped.reason.rule).toBe('7.4.3');
  });
  it('7.5 : les actions du Décret ne se font pas à l’Aurore', () => {
    const t = turn(AUR, { state: { hand: { fox: 1 } } });
    expect(refusal(t, 'recruit').rule).toBe('7.5');
  });
});

// Daylight, no leader given (no viziers, 7.3.4) unless a row says so.
const DAY = 'automne/j=m,c/t=c.jour/3:c4,c-perchoir;7:c2;8:m1,m-scierie;9:c1,m1';

describe('7.5 Jour : le Décret colonne par colonne', () => {
  it('7.3.4 : sans dirigeant donné, le Décret est compté sans Vizirs (et la réponse le dit)', () => {
    const t = turn(DAY, { state: {} });
    expect(rules(t.steps[0]?.reasons ?? [])).not.toContain('7.3.4');
    const a = turn('automne/j=m,c/t=c.aurore/3:c4,c-perchoir', { state: { hand: { fox: 1 } } });
    expect(rules(a.steps[0].reasons)).toContain('7.3.4');
  });
  it('7.3.4, 7.8.1 : les Vizirs du Bâtisseur sont dans les colonnes Recrutement et Déplacement', () => {
    const t = turn('automne/j=m,c.chef-batisseur/t=c.jour/3:c4,c-perchoir', { state: {} });
    expect(refusal(t, 'phase').rule).toBe('7.5.2');
    expect(refusal(t, 'phase').text).toMatch(/Recrutement/);
    const t2 = turn('automne/j=m,c.chef-batisseur/t=c.jour/3:c4,c-perchoir', { state: {}, plan: [{ id: 'recruit', at: 3 }] });
    expect(refusal(t2, 'phase').text).toMatch(/Déplacement/);
  });
  it('7.5.2 : colonne par colonne, de gauche à droite', () => {
    const t = turn(DAY, { state: { decree: { recruit: ['rabbit'], build: ['mouse'] } }, plan: [{ id: 'build', at: 7 }] });
    expect(t.stopped.reason.rule).toBe('7.5.2');
  });
  it('7.5.2 : le Jour ne finit pas tant que le Décret n’est pas résolu', () => {
    const t = turn(DAY, { state: { decree: { recruit: ['rabbit'] } } });
    expect(refusal(t, 'phase').rule).toBe('7.5.2');
    const t2 = turn(DAY, { state: { decree: { recruit: ['rabbit'] } }, plan: [{ id: 'recruit', at: 3 }, { id: 'phase' }] });
    expect(t2.phase).toBe('crepuscule');
  });
  it('7.5.2.I : recruter 1 guerrier dans une clairière de la couleur de la carte avec un Perchoir', () => {
    const t = turn(DAY, { state: { decree: { recruit: ['rabbit'] } }, plan: [{ id: 'recruit', at: 3 }] });
    expect(t.setup.clearings['3'].warriors.eyrie).toBe(5);
    expect(t.state.done.recruit).toEqual(['rabbit']);
  });
  const refused: [string, object, object, string][] = [
    ['7.5.2.I : pas de Perchoir, pas de recrutement', { recruit: ['mouse'] }, { id: 'recruit', at: 7 }, '7.5.2.I'],
    ['7.5.2.I : une carte Souris ne recrute pas dans une clairière Lapin', { recruit: ['mouse'] }, { id: 'recruit', at: 3 }, '7.5.2.I'],
    ['7.5.2.II : une carte Souris ne déplace pas depuis une clairière Lapin', { move: ['mouse'] }, { id: 'move', from: 3, to: 7, n: 1 }, '7.5.2.II'],
    ['7.5.2.III : une carte Lapin ne combat pas dans une clairière Souris', { battle: ['rabbit'] }, { id: 'battle', at: 9, target: 'marquise' }, '7.5.2.III'],
    ['7.5.2.IV : pas de Perchoir là où il y en a un', { build: ['rabbit'] }, { id: 'build', at: 3 }, '7.5.2.IV'],
    ['7.5.2.IV : pas de Perchoir dans une clairière non contrôlée', { build: ['fox'] }, { id: 'build', at: 8 }, '7.5.2.IV'],
  ];
  for (const [name, decree, step, rule] of refused)
    it(name, () => {
      const t = turn(DAY, { state: { decree }, plan: [step] });
      expect(t.stopped.reason.rule).toBe(rule);
    });
  it('7.5.2.I : un Oiseau du Décret vaut n’importe quelle couleur', () => {
    const t = turn(DAY, { state: { decree: { recruit: ['bird'] } }, plan: [{ id: 'recruit', at: 3 }] });
    expect(t.stopped).toBeUndefined();
    expect(t.state.done.recruit).toEqual(['bird']);
  });
  it('7.5.2.II : déplacer depuis une clairière de la couleur de la carte', () => {
    const t = turn(DAY, { state: { decree: { move: ['mouse'] } }, plan: [{ id: 'move', from: 7, to: 8, n: 2 }] });
    expect(t.setup.clearings['8'].warriors.eyrie).toBe(2);
  });
  it('FAQ 7.5.2 : deux cartes Déplacement font aller et venir le même guerrier', () => {
    const t = turn(DAY, { state: { decree: { move: ['mouse', 'fox'] } }, plan: [{ id: 'move', from: 7, to: 8, n: 1 }, { id: 'move', from: 8, to: 7, n: 1 }, { id: 'phase' }] });
    expect(t.stopped).toBeUndefined();
    expect(t.setup.clearings['7'].warriors.eyrie).toBe(2);
  });
  it('7.5.2.III : combattre dans une clairière de la couleur ; sans jet, la réponse montre les chances', () => {
    const t = turn(DAY, { state: { decree: { battle: ['mouse'] } }, plan: [{ id: 'battle', at: 9, target: 'marquise' }] });
    expect(t.stopped.battle).toEqual({ clearing: 9, attacker: 'eyrie', defender: 'marquise' });
    const r = ask(DAY, { state: { decree: { battle: ['mouse'] } }, plan: [{ id: 'battle', at: 9, target: 'marquise' }] });
    expect(r.turn.odds).toBeDefined();
  });
  it('7.5.2.IV : construire un Perchoir dans une clairière contrôlée de la couleur', () => {
    const t = turn(DAY, { state: { decree: { build: ['mouse'] } }, plan: [{ id: 'build', at: 7 }] });
    expect(t.setup.clearings['7'].buildings).toEqual([{ owner: 'eyrie', kind: 'roost' }]);
  });
  it('7.2.2 : Seigneurs de la Forêt, à égalité la Canopée contrôle et construit', () => {
    const t = turn(DAY, { state: { decree: { build: ['mouse'] } }, plan: [{ id: 'build', at: 9 }] });
    expect(t.stopped).toBeUndefined();
    expect(t.setup.clearings['9'].buildings).toContainEqual({ owner: 'eyrie', kind: 'roost' });
  });
  it('7.3.1 : plus de guerrier dans la réserve de 20, pas de recrutement', () => {
    const t = turn('automne/j=m,c/t=c.jour/3:c20,c-perchoir', { state: { decree: { recruit: ['rabbit'] } }, plan: [{ id: 'recruit', at: 3 }] });
    expect(t.stopped.reason.rule).toBe('1.5.1');
    expect(t.stopped.reason.text).toMatch(/7\.3\.1/);
  });
  it('7.3.5 : les 7 Perchoirs sont sur le plateau, pas de Construction', () => {
    const S = 'automne/j=m,c/t=c.jour/1:c1,c-perchoir;2:c1,c-perchoir;3:c1,c-perchoir;4:c1,c-perchoir;5:c1,c-perchoir;6:c1,c-perchoir;7:c1,c-perchoir;9:c2';
    const t = turn(S, { state: { decree: { build: ['mouse'] } }, plan: [{ id: 'build', at: 9 }] });
    expect(t.stopped.reason.text).toMatch(/7\.3\.5/);
  });
  it('8.2.6 : la Canopée entre dans une clairière sympathisante, une carte de la couleur part aux partisans', () => {
    const S = 'automne/j=m,c,a/t=c.jour/7:c2;8:a-sympathie';
    const t = turn(S, { state: { hand: { fox: 1, mouse: 1 }, decree: { move: ['mouse'] } }, plan: [{ id: 'move', from: 7, to: 8, n: 1 }] });
    expect(t.state.hand.fox).toBe(0);
    expect(rules(last(t).reasons)).toContain('8.2.6');
  });
});

describe('7.2.1, 7.2.3, 7.8.1 : fabrication avec les Perchoirs', () => {
  const CRAFT = 'automne/j=m,c/t=c.jour/8:c2,c-perchoir';
  it('7.2.3 : Mépris du commerce, un objet ne rapporte que 1 point', () => {
    const t = turn(CRAFT, { state: { hand: { fox: 1 } }, plan: [{ id: 'craft', card: 'anvil_fox' }] });
    expect(last(t).points).toBe(1);
    expect(rules(last(t).reasons)).toContain('7.2.3');
  });
  it('7.8.1 : le Bâtisseur marque les points de la carte', () => {
    const t = turn('automne/j=m,c.chef-batisseur/t=c.jour/8:c2,c-perchoir;3:c1,c-perchoir', { state: { hand: { fox: 1 } }, plan: [{ id: 'craft', card: 'anvil_fox' }] });
    expect(last(t).points).toBe(CRAFT_COSTS.anvil_fox!.vp);
  });
  it('7.2.1 : la fabrication vient avant la résolution du Décret', () => {
    const t = turn('automne/j=m,c/t=c.jour/8:c2,c-perchoir', { state: { hand: { fox: 1 }, decree: { recruit: ['fox'] } }, plan: [{ id: 'recruit', at: 8 }, { id: 'craft', card: 'anvil_fox' }] });
    expect(t.stopped.reason.rule).toBe('7.2.1');
  });
  it('7.5.1 : un Perchoir activé ne sert qu’une fois', () => {
    const t = turn(CRAFT, { state: { hand: { fox: 2 } }, plan: [{ id: 'craft', card: 'anvil_fox' }, { id: 'craft', card: 'crossbow_bird' }] });
    expect(t.stopped.index).toBe(1);
  });
});

describe('7.8 dirigeants', () => {
  it('7.8.2 : le Charismatique recrute 2 guerriers', () => {
    const t = turn('automne/j=m,c.chef-charismatique/t=c.jour/3:c4,c-perchoir;9:c1', { state: { decree: { recruit: ['rabbit'] } }, plan: [{ id: 'recruit', at: 3 }] });
    expect(t.setup.clearings['3'].warriors.eyrie).toBe(6);
    expect(rules(last(t).reasons)).toContain('7.8.2');
  });
  it('FAQ 7.7, 7.8.2 : 1 seul guerrier en réserve, le Charismatique le place, puis vient la crise', () => {
    const S = 'automne/j=m,c.chef-charismatique/t=c.jour/3:c19,c-perchoir';
    const t = turn(S, { state: { decree: { recruit: [] } }, plan: [{ id: 'recruit', at: 3 }] });
    expect(t.setup.clearings['3'].warriors.eyrie).toBe(20);
    expect(t.state.mustTurmoil).toBe(true);
    expect(refusal(t, 'phase').rule).toBe('7.7');
    expect(ways(t, 'turmoil').length).toBeGreaterThan(0);
    expect(last(t).text).toContain('(1 guerrier)');
  });
  it('7.8.3 : le dirigeant donné dans l’état vaut pour le combat (Commandant)', () => {
    const S = 'automne/j=m,c/t=c.jour/7:c3;9:c3,m3';
    const t = turn(S, { state: { leader: 'commander' }, plan: [{ id: 'move', from: 7, to: 8, n: 1 }, { id: 'battle', at: 9, target: 'marquise', roll: [1, 0] }] });
    expect(t.setup.clearings['9'].warriors.marquise).toBe(1);
  });
  it('7.8.3 : le Commandant inflige une perte de plus en attaquant', () => {
    const S = 'automne/j=m,c.chef-commandant/t=c.jour/7:c3;9:c3,m3';
    const t = turn(S, { state: {}, plan: [{ id: 'move', from: 7, to: 8, n: 1 }, { id: 'battle', at: 9, target: 'marquise', roll: [1, 0] }] });
    expect(t.stopped).toBeUndefined();
    expect(t.setup.clearings['9'].warriors.marquise).toBe(1);
  });
});

describe('7.7 crise', () => {
  it('7.7 : pas de crise tant que chaque carte peut être accomplie', () => {
    const t = turn(DAY, { state: { decree: { recruit: ['rabbit'] } }, plan: [{ id: 'turmoil', leader: 'despot' }] });
    expect(t.stopped.reason.rule).toBe('7.7');
  });
  it('FAQ 7.7 : un Décret vide ne déclenche pas la crise', () => {
    const t = turn(DAY, { state: {} });
    expect(refusal(t, 'turmoil').rule).toBe('7.7');
    expect(ways(t, 'phase')).toHaveLength(1);
  });
  it('FAQ 7.7 : une seule carte impossible dans la colonne suffit', () => {
    const t = turn(DAY, { state: { decree: { recruit: ['rabbit', 'fox'] } } });
    expect(ways(t, 'turmoil').length).toBeGreaterThan(0);
  });
  it('7.7.1 à 7.7.4 : humiliation, purge, destitution, repos', () => {
    const S = 'automne/j=m,c.chef-despote.points-5/t=c.jour/3:c4,c-perchoir';
    const decree = { recruit: ['fox'], move: ['bird'], battle: ['rabbit'] };
    const t = turn(S, { state: { decree, usedLeaders: ['commander'] }, plan: [{ id: 'turmoil', leader: 'builder' }] });
    const birds = 1 + 2; // the bird card of the Move column and the Despot's two viziers (7.7.1)
    expect(t.setup.players.eyrie.score).toBe(5 - birds);
    expect(t.state.decree).toEqual({ recruit: [], move: [], battle: [], build: [] });
    expect(t.setup.players.eyrie.leader).toBe('builder');
    expect(t.state.usedLeaders).toEqual(['commander', 'despot']);
    expect(rules(last(t).reasons)).toEqual(expect.arrayContaining(['7.7.1', '7.7.2', '7.7.3', '7.7.4']));
    expect(refusal(t, 'recruit').rule).toBe('7.7.4');
    expect(ways(t, 'phase')).toHaveLength(1);
  });
  it('7.7.3 : le nouveau dirigeant est face visible (ni l’actuel, ni un écarté)', () => {
    const S = 'automne/j=m,c.chef-despote/t=c.jour/3:c4,c-perchoir';
    for (const leader of ['despot', 'builder']) {
      const t = turn(S, { state: { decree: { recruit: ['fox'] }, usedLeaders: ['builder'] }, plan: [{ id: 'turmoil', leader }] });
      expect(t.stopped.reason.rule).toBe('7.7.3');
    }
  });
  it('7.7.3.I : tous face cachée, ils sont tous remis face visible', () => {
    const S = 'automne/j=m,c.chef-despote/t=c.jour/3:c4,c-perchoir';
    const t = turn(S, { state: { decree: { recruit: ['fox'] }, usedLeaders: ['builder', 'charismatic', 'commander'] }, plan: [{ id: 'turmoil', leader: 'despot' }] });
    expect(t.stopped).toBeUndefined();
    expect(t.state.usedLeaders).toEqual([]);
    expect(rules(last(t).reasons)).toContain('7.7.3.I');
  });
});

describe('7.6 Crépuscule', () => {
  const S = 'automne/j=m,c.points-0/t=c.jour/3:c1,c-perchoir;7:c1,c-perchoir;8:c1,c-perchoir';
  it('7.6.1 : la case vide la plus à droite de la piste de Perchoirs', () => {
    const t = turn(S, { state: { hand: { fox: 1 } }, plan: [{ id: 'phase' }] });
    expect(t.phase).toBe('crepuscule');
    expect(t.setup.players.eyrie.score).toBe(ROOST_TRACK.points[3 - 1]);
    expect(rules(last(t).reasons)).toContain('7.6.1');
  });
  it('7.6.2 : piocher 1 carte plus 1 par bonus découvert, puis défausser au-delà de 5', () => {
    const t = turn(S, { state: { hand: { fox: 5 } }, plan: [{ id: 'phase' }, { id: 'phase' }] });
    const draw = 1 + ROOST_TRACK.draws.slice(0, 3).reduce((s, x) => s + x, 0);
    expect(t.state.drawn).toBe(draw);
    expect(t.phase).toBeNull();
    expect(last(t).reasons.some((r: any) => r.rule === '7.6.2' && /défausse/.test(r.text))).toBe(true);
  });
  it('7.6.1 : un seul Perchoir, la première case ne rapporte rien (piste de 7 cases)', () => {
    const t = turn('automne/j=m,c.points-2/t=c.jour/3:c1,c-perchoir', { state: {}, plan: [{ id: 'phase' }] });
    expect(t.setup.players.eyrie.score).toBe(2 + ROOST_TRACK.points[0]!);
  });
});

describe('état de la Canopée mal formé', () => {
  const bad: [string, object][] = [
    ['colonne inconnue', { decree: { harvest: ['fox'] } }],
    ['couleur inconnue', { decree: { move: ['wolf'] } }],
    ['dirigeant inconnu', { leader: 'king' }],
    ['dirigeant différent de la position', { leader: 'despot' }],
    ['donnée inconnue', { foo: 1 }],
    ['carte résolue absente du Décret', { decree: { move: ['fox'] }, done: { move: ['mouse'] } }],
  ];
  for (const [name, state] of bad)
    it(name, () => {
      const r = ask('automne/j=m,c.chef-commandant/t=c.jour/3:c4,c-perchoir', { state });
      expect(r.ok).toBe(false);
      expect(r.problems[0].text).toMatch(/[a-zé]/);
    });
});

describe('Libellés des façons à nombre choisi', () => {
  it('7.5.2.II : un déplacement du Décret dont le lecteur choisit le nombre ne dit pas « 0 guerrier »', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateSituation({"setup": "automne/j=m,c/t=c.jour/7:c3,c-perchoir", "question": {"kind": "turn", "faction": "eyrie", "phase": "jour", "state": {"decree": {"recruit": [], "move": ["mouse"], "battle": [], "build": []}}}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'move')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
    }
  });
});
