import { describe, expect, it } from 'vitest';
import { dungeonEntries, openingOdds, roundFrom, roundOrder, type Dungeon } from '../../../../src/engine/tet/solo';
import { evaluateSituation } from '../../../../src/engine/games';
import { fromSetup } from '../../../../src/engine/tet/validate';
import { add, frac, fractionText, parseFraction, ZERO } from '../../../../src/engine/core/fraction';
import type { Setup, UnitSetup } from '../../../../src/engine/tet/types';
import { squares } from '../helpers';
import { foe, mine, plains, soloSetup } from './helpers';

// Cooperative play: you and « ami » against « e1 » and « e2 » (11.6.2.1), in two teams (11.2.1).
const unitOf = (id: string, owner: string, cls: UnitSetup['class'], at: string): UnitSetup => ({ id, owner, class: cls, at, move: 3, melee: { damage: 2, push: 1 }, health: 6, maxHealth: 6 });
const CLASSES = ['guerrier', 'bete', 'roublard', 'sorcier'] as const;
const coopSetup = (): Setup => ({
  ...squares(plains(8, 8)),
  players: ['vous', 'e1', 'ami', 'e2'],
  mode: 'equipe',
  teams: [['vous', 'ami'], ['e1', 'e2']],
  units: [
    ...CLASSES.map((c, k) => unitOf(`v${k}`, 'vous', c, `${'ABCD'[k]}1`)),
    ...CLASSES.map((c, k) => unitOf(`a${k}`, 'ami', c, `${'ABCD'[k]}8`)),
    ...CLASSES.map((c, k) => unitOf(`x${k}`, 'e1', c, `${'EFGH'[k]}4`)),
    ...CLASSES.map((c, k) => unitOf(`y${k}`, 'e2', c, `${'EFGH'[k]}5`)),
  ],
});
const coopPos = () => {
  const r = fromSetup(coopSetup());
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};

describe('L’ordre de la manche (11.5.5, 11.6.3)', () => {
  const p = coopPos();
  const { order } = roundOrder(p, 'vous', true);
  it('11.6.3 — joueur 1, Ennemi 1, joueur 2, Ennemi 2 ; 11.6.2.1 — l’Ennemi 1 est celui du joueur 1', () =>
    expect(order.map((s) => [s.seat, s.player, s.enemy])).toEqual([['j1', 'vous', false], ['e1', 'e1', true], ['j2', 'ami', false], ['e2', 'e2', true]]));
  // after — who plays next — does a new round start (11.6.3)
  const rows: [string, string, string, boolean][] = [
    ['11.6.3 — après le joueur 1, l’Ennemi 1', 'j1', 'e1', false],
    ['11.6.3 — après l’Ennemi 1, le joueur 2', 'e1', 'j2', false],
    ['11.6.3 — après le joueur 2, l’Ennemi 2', 'ami', 'e2', false],
    ['11.6.3 — après l’Ennemi 2, une nouvelle manche : le joueur 1', 'e2', 'j1', true],
  ];
  for (const [name, after, next, fresh] of rows)
    it(name, () => {
      const r = roundFrom(order, { after }, 9, true)!;
      expect([r.turns[0]!.seat, r.turns[0]!.newRound]).toEqual([next, fresh]);
      expect(r.turns).toHaveLength(4);
    });
  it('11.5.5 — en solo : vous, puis l’Ennemi', () => {
    const solo = roundOrder(p, 'vous', false).order;
    expect(solo.map((s) => s.enemy)).toEqual([false, true]);
    expect(roundFrom(solo, { after: 'j1' }, 7, false)!.turns.map((t) => t.seat)).toEqual(['e1', 'j1']);
  });
  it('un tour inconnu : pas de réponse', () => expect(roundFrom(order, { after: 'personne' }, 9, true)).toBeNull());
});

describe('Le pion Temps en coopératif (11.6.2.5, 11.6.4)', () => {
  const { order } = roundOrder(coopPos(), 'vous', true);
  // time before — turns of the round from the start: each player's turn takes one square, never an Enemy's (11.6.4)
  it('11.6.4 — chaque joueur avance le pion au début de son tour ; les Ennemis non', () => {
    const r = roundFrom(order, {}, 11, true)!;
    expect(r.turns.map((t) => [t.seat, t.time])).toEqual([['j1', 10], ['e1', 10], ['j2', 9], ['e2', 9]]);
    expect(r.turns.filter((t) => !t.enemy).every((t) => t.reasons.some((x) => x.rule === '11.6.4'))).toBe(true);
  });
  it('11.6.7 — le pion atteint zéro au tour du joueur 2 : la manche s’arrête, perdue', () => {
    const r = roundFrom(order, { after: 'j1' }, 1, true)!;
    expect([r.lost, r.turns.map((t) => t.seat), r.turns.at(-1)!.reasons.at(-1)!.rule]).toEqual([true, ['e1', 'j2'], '11.6.7']);
  });
  it('11.6.2.5 — la question accepte le pion jusqu’à « 11 » en coopératif, pas au-delà ; « 7 » en solo', () => {
    const s = coopSetup();
    const ask = (time: number, coop: boolean) => (evaluateSituation({ v: 1, game: 'tet', setup: s, question: { kind: 'aventure', player: 'vous', time, coop } }) as { ok: boolean }).ok;
    expect([ask(11, true), ask(12, true), ask(8, false)]).toEqual([true, false, false]);
  });
});

describe('Le paquet Ennemi en coopératif (11.6.5)', () => {
  const { order } = roundOrder(coopPos(), 'vous', true);
  it('11.6.5 — chaque Ennemi pioche dans le même paquet : deux cartes de moins par manche', () => {
    const r = roundFrom(order, { deck: 5, discard: 0 }, 11, true)!;
    expect(r.turns.filter((t) => t.enemy).map((t) => t.deck)).toEqual([4, 3]);
    expect(r.turns.filter((t) => t.enemy).every((t) => t.reasons[0]!.rule === '11.6.5')).toBe(true);
  });
  it('11.6.5 — paquet épuisé : la défausse seule refait le paquet, puis on pioche', () => {
    const r = roundFrom(order, { after: 'j1', deck: 0, discard: 3 }, 11, true)!;
    const e1 = r.turns[0]!;
    expect([e1.deck, e1.discard]).toEqual([3 - 1, 0]);
    expect(e1.reasons.some((x) => x.rule === '11.6.5' && /défausse/.test(x.text))).toBe(true);
  });
  it('la question refuse plus de 9 cartes entre paquet et défausse (11.5.2)', () => {
    const a = evaluateSituation({ v: 1, game: 'tet', setup: coopSetup(), question: { kind: 'aventure', player: 'vous', time: 9, coop: true, round: { deck: 6, discard: 4 } } }) as { ok: boolean };
    expect(a.ok).toBe(false);
  });
  it('la question nomme les places par les joueurs de la position', () => {
    const a = evaluateSituation({ v: 1, game: 'tet', setup: coopSetup(), question: { kind: 'aventure', player: 'vous', time: 9, coop: true, round: { after: 'vous' } } }) as unknown as { ok: boolean; result: { round: { turns: { player: string }[] } } };
    expect(a.result.round.turns.map((t) => t.player)).toEqual(['e1', 'ami', 'e2', 'vous']);
  });
});

describe('Le tour d’un Ennemi en coopératif (11.6.5)', () => {
  const ask = (coop: boolean, activated: string[] = []) =>
    evaluateSituation({ v: 1, game: 'tet', setup: coopSetup(), question: { kind: 'ennemi', player: 'e2', card: { unit: 'bete', compass: 'N' }, activated, ...(coop ? { coop } : {}) } }) as unknown as { ok: boolean; result: { unit: string; steps: { rule: string; reasons: { rule: string }[] }[] } };
  it('11.6.5 — la pioche se fait dans le paquet commun, la carte va dans la rangée de cet Ennemi ; l’unité activée est la même qu’en solo', () => {
    const [solo, coop] = [ask(false), ask(true)];
    expect(coop.result.unit).toBe(solo.result.unit);
    expect(coop.result.steps.find((s) => s.rule === '11.5.12.1')!.reasons.some((r) => r.rule === '11.6.5')).toBe(true);
    expect(solo.result.steps.find((s) => s.rule === '11.5.12.1')!.reasons.some((r) => r.rule === '11.6.5')).toBe(false);
  });
  it('11.5.12.3, 11.6.5 — toutes ses unités ont une carte : le paquet refait, sans les cartes de l’autre Ennemi', () => {
    const a = ask(true, ['y0', 'y1', 'y2', 'y3']);
    expect(a.result.steps.find((s) => s.rule === '11.5.12.3')!.reasons.map((r) => r.rule)).toEqual(['11.5.12.3', '11.6.5']);
  });
});

describe('Un seul joueur par donjon (11.6.6)', () => {
  const p = coopPos();
  const d: Dungeon = { id: 'd1', covers: ['A8'], side: 'rouge', occupant: 'a0' };
  it('11.6.6 — l’unité du coéquipier occupe le donjon : fermé à vos unités', () => expect(dungeonEntries(p, [d], true, 'vous')[0]).toMatchObject({ ok: false, reasons: [{ rule: '11.6.6' }] }));
  it('11.5.8.1 — en solo, la même règle d’une unité par donjon', () => expect(dungeonEntries(p, [d], false, 'vous')[0]).toMatchObject({ ok: false, reasons: [{ rule: '11.5.8.1' }] }));
  it('11.6.6 — la question « aventure » en coopératif le dit aussi', () => {
    const a = evaluateSituation({ v: 1, game: 'tet', setup: coopSetup(), question: { kind: 'aventure', player: 'vous', time: 9, coop: true, dungeons: [d] } }) as unknown as { result: { dungeons: { ok: boolean; reasons: { rule: string }[] }[] } };
    expect(a.result.dungeons[0]!.reasons[0]!.rule).toBe('11.6.6');
  });
});

// Setup draws (11.5.4): three Trigger squares far apart on a plain 8×8 map.
const MAP = plains(8, 8).map((r) => r.split(' '));
for (const [z, x, y] of [['A', 2, 2], ['B', 6, 2], ['C', 4, 6]] as const) {
  MAP[y]![x] = `p0${z}!`;
  for (const dy of [-1, 1]) for (const dx of [-1, 0, 1]) MAP[y + dy]![x + dx] = `p0${z}`; // six Flag squares (9.1)
}
const drawSetup = (extra: UnitSetup[] = []) => soloSetup(MAP.map((r) => r.join(' ')), [mine('g', 'guerrier', 'A8'), mine('r', 'roublard', 'B8'), mine('s', 'sorcier', 'H8'), mine('b', 'bete', 'H7'), foe('eg', 'guerrier', 'A1'), foe('eb', 'bete', 'B1'), foe('er', 'roublard', 'C1'), foe('es', 'sorcier', 'D1'), ...extra]);
const drawPos = (units?: UnitSetup[]) => {
  const s = drawSetup();
  if (units) s.units = units;
  const r = fromSetup(s);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};
const total = (xs: { probability: string }[]) => xs.reduce((s, x) => add(s, parseFraction(x.probability)!), ZERO);

describe('Le tirage des unités ennemies à la mise en place (11.5.4.1–11.5.4.5)', () => {
  const o = openingOdds(drawPos(), [], 'ennemi');
  if ('problem' in o) throw new Error(o.problem);
  it('11.5.4.1, 11.5.4.3 — chaque unité a une chance sur quatre pour chaque case Déclencheur : tirée parmi les trois premières (3/4), avec l’un des trois Drapeaux (1/3)', () => {
    for (const u of o.units)
      for (const f of o.flags) expect(u.squares.find((s) => s.square === f.trigger)?.probability).toBe(fractionText(frac(3 * 1, 4 * 3)));
  });
  it('11.5.4.4 — chaque unité a une chance sur quatre d’être la quatrième ; ses probabilités somment à 1', () => {
    for (const u of o.units) {
      expect(u.fourth).toBe('1/4');
      expect(fractionText(total(u.squares))).toBe('1');
    }
  });
  it('11.5.2 — sans les flèches du paquet : « non confirmé », une chance sur quatre par direction', () => {
    expect(o.arrows.map((a) => a.probability)).toEqual(['1/4', '1/4', '1/4', '1/4']);
    expect(o.reasons.some((r) => /non confirmé/.test(r.text))).toBe(true);
  });
  it('11.5.4.4 — un paquet dont toutes les flèches montrent le Nord : la quatrième unité va juste au nord d’une case Déclencheur, chaque fois 1/4 × 1/3', () => {
    const n = openingOdds(drawPos(), [], 'ennemi', { N: 9, E: 0, S: 0, O: 0 });
    if ('problem' in n) throw new Error(n.problem);
    const north = ['C2', 'G2', 'E6'];
    for (const u of n.units) for (const sq of north) expect(u.squares.find((s) => s.square === sq)?.probability).toBe(fractionText(frac(1, 4 * 3)));
  });
  it('11.5.4.3 — une case Déclencheur prise par l’une de vos unités : lecture de Clairière, sa première voisine libre à la Boussole', () => {
    const units = drawSetup().units.map((u) => (u.id === 'g' ? { ...u, at: 'C3' } : u));
    const n = openingOdds(drawPos(units), [], 'ennemi', { N: 0, E: 9, S: 0, O: 0 });
    if ('problem' in n) throw new Error(n.problem);
    expect(n.units[0]!.squares.some((s) => s.square === 'C3')).toBe(false);
    expect(n.units[0]!.squares.find((s) => s.square === 'D3')).toBeTruthy();
    expect(n.reasons.some((r) => r.rule === '11.5.4.3')).toBe(true);
  });
  it('11.5.4.1 — il faut les quatre unités de l’Ennemi', () => {
    const units = drawSetup().units.filter((u) => u.id !== 'es');
    expect('problem' in openingOdds(drawPos(units), [], 'ennemi')).toBe(true);
  });
  it('la question « aventure » donne le même tirage', () => {
    const a = evaluateSituation({ v: 1, game: 'tet', setup: drawSetup(), question: { kind: 'aventure', player: 'vous', time: 7, opening: { compass: { N: 9 } } } }) as unknown as { ok: boolean; result: { opening: unknown } };
    expect(a.ok).toBe(true);
    expect(a.result.opening).toEqual(openingOdds(drawPos(), [], 'ennemi', { N: 9, E: 0, S: 0, O: 0 }));
  });
});
