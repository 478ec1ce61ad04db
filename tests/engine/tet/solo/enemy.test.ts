import { describe, expect, it } from 'vitest';
import { enemyTurn, type EnemyCard, type Dungeon } from '../../../../src/engine/tet/solo';
import { evaluateSituation } from '../../../../src/engine/games';
import { board, foe, mine, plains, soloSetup } from './helpers';
import type { UnitSetup } from '../../../../src/engine/tet/types';

// The Enemy's four units, one per class, far from each other on a 9×9 plain.
const ROW = (more: Partial<Record<string, Partial<UnitSetup>>> = {}) => [
  foe('eg', 'guerrier', 'A9', { ranged: { range: 2, damage: 1, miss: 2 }, ...more.eg }),
  foe('eb', 'bete', 'C9', more.eb),
  foe('er', 'roublard', 'E9', { ranged: { range: 2, damage: 1, miss: 2 }, ...more.er }),
  foe('es', 'sorcier', 'G9', { spell: { range: 2, damage: 1, perSymbol: 1 }, ...more.es }),
];
const ME = [mine('m', 'guerrier', 'E1')];
const card = (unit: EnemyCard['unit'], compass: EnemyCard['compass'] = 'N', bonus?: EnemyCard['bonus']): EnemyCard => (bonus ? { unit, compass, bonus } : { unit, compass });
const turn = (rows: string[], units: UnitSetup[], c: EnemyCard, activated: string[] = [], dungeons: Dungeon[] = []) => {
  const t = enemyTurn(board(rows, units, dungeons), { enemy: 'ennemi', card: c, activated });
  if (!t.ok) throw new Error(JSON.stringify(t.reasons));
  return t.turn;
};

describe('Quelle unité ennemie est activée (11.5.12)', () => {
  const rows: [string, EnemyCard, string[], string][] = [
    ['11.5.12.1 — la carte désigne la Bête', card('bete'), [], 'eb'],
    ['11.5.12.1 — la carte désigne le Sorcier', card('sorcier'), ['eg'], 'es'],
    ['11.5.12.2 — Bête déjà activée : la plus à gauche non activée (Guerrier)', card('bete'), ['eb'], 'eg'],
    ['11.5.12.2 — « Extrême gauche », Guerrier déjà activé : la Bête', card('gauche'), ['eg'], 'eb'],
    ['11.5.12.2 — « Extrême gauche », trois activées : le Sorcier', card('gauche'), ['eg', 'eb', 'er'], 'es'],
  ];
  for (const [name, c, done, expected] of rows)
    it(name, () => {
      const t = turn(plains(9, 9), [...ME, ...ROW()], c, done);
      expect(t.unit).toBe(expected);
      expect(t.activated).toEqual([...done, expected]);
    });

  it('11.5.12.3 — toutes activées : le paquet est refait, la carte désignée active son unité', () => {
    const t = turn(plains(9, 9), [...ME, ...ROW()], card('roublard'), ['eg', 'eb', 'er', 'es']);
    expect([t.refreshed, t.unit, t.activated]).toEqual([true, 'er', ['er']]);
    expect(t.steps[0]!.rule).toBe('11.5.12.3');
  });

  it('11.5.12.1 — le tirage montre chaque unité avec sa probabilité exacte', () => {
    const b = board(plains(9, 9), [...ME, ...ROW()]);
    const deck = [card('bete'), card('gauche'), card('sorcier')];
    const t = enemyTurn(b, { enemy: 'ennemi', card: card('bete'), activated: [], deck });
    if (!t.ok) throw new Error();
    const draw = t.turn.steps.find((s) => s.draw)!.draw!;
    // 4 cards: two Bête, one « Extrême gauche » (the Guerrier, none activated), one Sorcier
    expect(Object.fromEntries(draw.options.map((o) => [o.label, o.probability]))).toEqual({ 'eb (Bête)': '1/2', 'eg (Guerrier)': '1/4', 'es (Sorcier)': '1/4' });
  });
});

describe('Les étapes d’une activation (11.5.13)', () => {
  it('11.5.13.1 — une de vos unités adjacente : Attaque de Mêlée tout de suite, sans déplacement', () => {
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'C8'), ...ROW()], card('bete'));
    expect([t.attack?.kind, t.attack?.target, t.at]).toEqual(['melee', 'm', 'C9']);
    expect(t.steps.some((s) => s.n === 3)).toBe(false);
  });

  it('11.5.15 — le bonus de dégâts s’ajoute à l’attaque', () => {
    const base = turn(plains(9, 9), [mine('m', 'guerrier', 'C8'), ...ROW()], card('bete'));
    const plus = turn(plains(9, 9), [mine('m', 'guerrier', 'C8'), ...ROW()], card('bete', 'N', { damage: 2 }));
    expect(plus.attack!.damage[0]!.value).toBe(base.attack!.damage[0]!.value + 2);
  });

  it('11.5.13.2 — à portée d’un tir : l’Ennemi touche sans lancer de dé', () => {
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'A7'), ...ROW()], card('guerrier'));
    expect([t.attack?.kind, t.attack?.target]).toEqual(['distance', 'm']);
    expect(t.attack!.damage).toEqual([{ value: 1, probability: '1' }]);
  });

  it('11.5.13.2 — un Sort : toujours 3 dés, les probabilités somment à 1', () => {
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'G7'), ...ROW()], card('sorcier'));
    expect(t.attack?.kind).toBe('sort');
    const total = t.attack!.damage.reduce((s, d) => { const [n, dd = '1'] = d.probability.split('/'); return s + Number(n) / Number(dd); }, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(t.attack!.damage.length).toBe(4); // 0 to 3 power-up symbols on 3 dice
  });

  it('11.5.13.2 — une unité dans un donjon ne peut pas être visée', () => {
    const d: Dungeon = { id: 'd1', covers: ['A7'], side: 'rouge', occupant: 'm' };
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'A7'), mine('n', 'bete', 'I1'), ...ROW()], card('guerrier'), [], [d]);
    expect(t.attack).toBeUndefined();
    expect(t.steps.find((s) => s.n === 3)?.choice?.picked).toBe('n');
  });

  it('11.5.13.3 — elle va vers la plus proche et s’arrête net en arrivant à côté, puis attaque (11.5.13.4)', () => {
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'C5'), ...ROW()], card('bete', 'N'));
    // from C9 with 3 points, North first: C8, C7, C6 — C6 is next to C5
    expect(t.steps.find((s) => s.n === 3)?.path?.map((p) => p.square)).toEqual(['C8', 'C7', 'C6']);
    expect([t.at, t.attack?.kind, t.steps.find((s) => s.attack)?.n]).toEqual(['C6', 'melee', 4]);
  });

  it('11.5.17.1 — Boussole E/O : d’abord horizontalement ; N/S : d’abord verticalement', () => {
    const units = [mine('m', 'guerrier', 'A1'), foe('eb', 'bete', 'E5', { move: 2 })];
    const east = turn(plains(9, 9), units, card('bete', 'O'));
    const north = turn(plains(9, 9), units, card('bete', 'N'));
    expect(east.steps.find((s) => s.n === 3)?.path?.map((p) => p.square)).toEqual(['D5', 'C5']);
    expect(north.steps.find((s) => s.n === 3)?.path?.map((p) => p.square)).toEqual(['E4', 'E3']);
  });

  it('11.5.17.2 — une fois alignée, elle tourne sur l’autre axe', () => {
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'A1'), foe('eb', 'bete', 'B5', { move: 3 })], card('bete', 'O'));
    expect(t.steps.find((s) => s.n === 3)?.path?.map((p) => p.square)).toEqual(['A5', 'A4', 'A3']);
  });

  it('11.5.18 — pas assez de points pour entrer dans l’Eau : elle s’arrête juste avant', () => {
    const rows = ['p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0'];
    rows[1] = 'p0 p0 e0 p0 p0';
    const t = turn(rows, [mine('m', 'guerrier', 'A2'), foe('eb', 'bete', 'E2', { move: 2 })], card('bete', 'O'));
    const step = t.steps.find((s) => s.n === 3)!;
    expect(step.path?.map((p) => p.square)).toEqual(['D2']);
    expect(step.reasons.some((r) => r.rule === '11.5.18')).toBe(true);
  });

  it('11.5.18 — toutes vos unités dans des donjons : l’unité ennemie ne bouge pas', () => {
    const d: Dungeon = { id: 'd1', covers: ['A1'], side: 'rouge', occupant: 'm' };
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'A1'), ...ROW()], card('bete'), [], [d]);
    expect([t.at, t.steps.find((s) => s.n === 3)?.rule]).toEqual(['C9', '11.5.18']);
  });

  it('11.5.13.3 — à distance égale, la Boussole tranche', () => {
    const units = [mine('n', 'guerrier', 'E1'), mine('s', 'bete', 'E9'), foe('eb', 'bete', 'E5', { move: 1 })];
    expect(turn(plains(9, 9), units, card('bete', 'N')).steps.find((s) => s.n === 3)?.choice?.picked).toBe('n');
    expect(turn(plains(9, 9), units, card('bete', 'S')).steps.find((s) => s.n === 3)?.choice?.picked).toBe('s');
  });

  it('11.5.13.3 — la plus proche ne peut pas être attaquée depuis là où elle arriverait : l’unité suivante', () => {
    // x on a higher level at C1 (no melee from C2), y at E3 on the same level: both 2 squares away
    const rows = ['p0 p0 p1 p0 p0', 'p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0'];
    const t = turn(rows, [mine('x', 'guerrier', 'C1'), mine('y', 'bete', 'E3'), foe('eb', 'bete', 'C3', { move: 1 })], card('bete', 'N'));
    expect(t.steps.find((s) => s.n === 3)?.choice?.order.map((o) => o.id)).toEqual(['x', 'y']);
    expect(t.steps.find((s) => s.n === 3)?.choice?.picked).toBe('y');
    expect([t.at, t.attack?.target]).toEqual(['D3', 'y']);
  });

  it('11.5.14 — Affaiblie : elle se déplace mais n’attaque pas ensuite, et perd son pion', () => {
    const t = turn(plains(9, 9), [mine('m', 'guerrier', 'C5'), ...ROW({ eb: { weakened: true } })], card('bete', 'N'));
    expect([t.at, t.attack, t.weakenedRemoved]).toEqual(['C6', undefined, true]);
    expect(t.steps.some((s) => s.rule === '11.5.14')).toBe(true);
  });

  it('11.5.19 — « Grimpeur » : vers la case plus haute la plus proche', () => {
    const rows = ['p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p1', 'p0 p0 p0 p0 p0', 'p0 p0 p0 p0 p0'];
    const t = turn(rows, [mine('m', 'guerrier', 'A1'), foe('eb', 'bete', 'C3', { move: 4 })], card('bete', 'N', { climber: true }));
    expect(t.steps.find((s) => s.n === 3)?.rule).toBe('11.5.19');
    expect(t.at).toBe('E3');
  });

  it('11.5.19 — « Grimpeur » sans case plus haute : vers la plus proche de vos unités', () => {
    const t = turn(plains(5, 5), [mine('m', 'guerrier', 'A1'), foe('eb', 'bete', 'C3', { move: 1 })], card('bete', 'N', { climber: true }));
    expect(t.steps.find((s) => s.n === 3)?.choice?.picked).toBe('m');
  });
});

describe('La question « ennemi » (situation, lien)', () => {
  const setup = soloSetup(plains(9, 9), [...ME, ...ROW()]);
  it('11.5.13 — l’évaluation donne les étapes, chacune avec sa règle', () => {
    const a = evaluateSituation({ game: 'tet', v: 1, setup, question: { kind: 'ennemi', player: 'ennemi', card: card('bete') } });
    expect(a.ok).toBe(true);
    const steps = ((a as { result?: unknown }).result as { steps: { rule: string }[] }).steps;
    for (const s of steps) expect(s.rule).toMatch(/^11\.5\./);
  });
  it('11.5.12.1 — une carte illisible : un message en français, sans exception', () => {
    const a = evaluateSituation({ game: 'tet', v: 1, setup, question: { kind: 'ennemi', player: 'ennemi', card: { unit: 'dragon', compass: 'N' } } });
    expect(a.ok).toBe(false);
    expect(a.problems[0]!.text).toContain('carte Ennemi');
  });
  it('format — un Ennemi absent de la partie', () => {
    const a = evaluateSituation({ game: 'tet', v: 1, setup, question: { kind: 'ennemi', player: 'personne', card: card('bete') } });
    expect(a.ok).toBe(false);
  });
});
