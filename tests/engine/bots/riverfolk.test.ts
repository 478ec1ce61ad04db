/**
 * Robots de la Rivière (R9): the worked turn example of the Laws of Rootbotics, replayed step by
 * step, then tie-break rows citing each rule, difficulty and setup.
 *
 * The example's clearings match no printed map (mouse 1 and 2, rabbit 5 along the river, fox 3 and
 * 12): the position is on Winter with suit markers (A.1); Winter's rivers touch 7, 10, 11 and 12,
 * so the last 2 warriors of the Recruit go to 7 and 10 (the example: 2 and 5). One point of the
 * example disagrees with the rules as written, and the rules win: it does not score the point of
 * Organize (R9.5.3), although the sword condition (no warrior in supply) is met when it is checked
 * there (R9.2.4); the engine scores it (6 points in all, not 5).
 */
import { describe, expect, it } from 'vitest';
import { validate, type Setup, type Suit } from '../../../src/engine/root/index';
import { botSetup, playBotTurn, RIVERFOLK_DIFFICULTY } from '../../../src/engine/root/bots/index';
import { valid, stepsOf as steps, rulesOf } from './helpers';

const SUITS: Suit[] = ['mouse', 'mouse', 'fox', 'rabbit', 'rabbit', 'fox', 'mouse', 'rabbit', 'fox', 'rabbit', 'mouse', 'fox'];
const w = (s: Setup, c: number, o: string) => s.clearings[String(c)]?.warriors?.[o] ?? 0;
const state = (market: string[], payments: string[]) => ({ rng: 1, out: [], boards: { riverfolk: { market, payments } } });
const PAY = ['marquise', 'marquise', 'marquise', 'marquise', 'eyrie', 'eyrie', 'riverfolk'];

const EXAMPLE: Setup = valid({
  map: 'hiver',
  suits: SUITS,
  players: { riverfolk: { bot: true, score: 0 }, marquise: { score: 5 }, eyrie: { score: 3 } },
  clearings: {
    '1': { warriors: { marquise: 2, eyrie: 1 } },
    '3': { warriors: { riverfolk: 4 } },
    '8': { warriors: { riverfolk: 2 } },
    '9': { warriors: { riverfolk: 2 } },
    '12': { warriors: { riverfolk: 3 } },
  },
});

describe('Exemple de tour des Robots de la Rivière (R9)', () => {
  const turn = playBotTurn(EXAMPLE, 'riverfolk', {
    botState: state(['anvil_fox', 'root_tea_fox', 'bake_sale_rabbit'], PAY),
    orderCard: 'travel_gear_fox',
    nextOrderCards: ['ambush_bird'],
    dice: [[1, 0]],
  });

  it('joue le tour sans problème, chaque position est valide', () => {
    expect(turn.problems).toEqual([]);
    for (const s of turn.steps) expect(validate(s.setup).ok, s.text).toBe(true);
  });

  it('Aurore : 2 cartes piochées, la Botte fabriquée puis défaussée ; 4 cartes, la plus à droite est Oiseau', () => {
    expect(steps(turn, 'R9.4.1').map((s) => s.draw?.picked)).toEqual(['travel_gear_fox', 'ambush_bird']);
    const craft = steps(turn, 'R9.4.2');
    expect(craft[0]!.points).toEqual({ riverfolk: 1 });
    expect(craft[1]!.text).toMatch(/il reste 4 cartes/);
    expect(steps(turn, 'R9.4.3')[0]!.text).toMatch(/l’ordre est Oiseau/);
  });

  it('Garnison : comptoir et 1 guerrier dans la clairière Souris 1, où est la Marquise, qui a le plus de guerriers dans la case Paiements (R9.5.1.I)', () => {
    const g = steps(turn, 'R9.5.1')[0]!;
    expect(g.choice?.picked).toBe('1');
    expect(rulesOf(g)).toContain('R9.5.1.I');
    expect(g.setup.clearings['1']?.tokens).toEqual([{ owner: 'riverfolk', kind: 'trade_post_mouse' }]);
    expect(w(g.setup, 1, 'riverfolk')).toBe(1);
  });

  it('Recrutement : le long de la rivière, les 2 derniers guerriers dans les clairières les plus prioritaires (R9.5.2.I)', () => {
    const r = steps(turn, 'R9.5.2')[0]!;
    expect(r.choice).toEqual({ picked: '7,10', candidates: ['7', '10', '11', '12'] });
    expect(rulesOf(r)).toContain('R9.5.2.I');
  });

  it('Organisation : pas de bouclier (Paiements non vide), épée (réserve vide) : 1 point, aucun guerrier à placer', () => {
    const o = steps(turn, 'R9.5.3')[0]!;
    expect(o.reasons.filter((r) => r.rule === 'R9.2.4').map((r) => /non remplie/.test(r.text))).toEqual([true, false]);
    expect(o.points).toEqual({ riverfolk: 1 });
    expect(o.text).toMatch(/aucun guerrier placé/);
  });

  it('Combat : seule la clairière 1 ; la Canopée, qui a moins de guerriers dans la case Paiements que la Marquise (R9.5.4.I)', () => {
    const b = steps(turn, 'R9.5.4').filter((s) => s.roll);
    expect(b.map((s) => [s.roll!.clearing, s.roll!.defender])).toEqual([[1, 'eyrie']]);
    expect(rulesOf(b[0]!)).toContain('R9.5.4.I');
    expect(w(b[0]!.setup, 1, 'eyrie')).toBe(0);
  });

  it('Crépuscule : 4 points pour les 4 guerriers de la Marquise, Racket (1 de la 12, 2 de la 3), défausse de la carte la plus à gauche', () => {
    const s = steps(turn, 'R9.6.1')[0]!;
    expect(s.choice?.picked).toBe('marquise');
    expect(s.points).toEqual({ riverfolk: 4 });
    const r = steps(turn, 'R9.6.2')[0]!;
    expect(r.text).toMatch(/2 guerriers de la clairière 3, 1 guerrier de la clairière 12/);
    expect(w(turn.setup, 3, 'riverfolk')).toBe(2);
    expect(w(turn.setup, 12, 'riverfolk')).toBe(2);
    expect(turn.botState.boards?.riverfolk?.payments).toEqual(['eyrie', 'eyrie', 'riverfolk', 'riverfolk', 'riverfolk', 'riverfolk']);
    expect(turn.botState.boards?.riverfolk?.market).toEqual(['root_tea_fox', 'bake_sale_rabbit', 'ambush_bird']);
    expect(turn.setup.players.riverfolk?.score).toBe(6);
  });
});

describe('départages des Robots de la Rivière', () => {
  const base = (clearings: Setup['clearings']) =>
    valid({ map: 'hiver', suits: SUITS, players: { riverfolk: { bot: true, score: 0 }, marquise: { score: 5 }, eyrie: { score: 3 } }, clearings });

  it('R9.5.1.I puis R2.1 : sans pièce du meilleur payeur, la clairière ordonnée prioritaire', () => {
    const t = playBotTurn(base({ '11': { warriors: { eyrie: 1 } } }), 'riverfolk', { botState: state(['anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox', 'travel_gear_mouse'], ['marquise']) });
    const g = steps(t, 'R9.5.1')[0]!;
    expect(g.choice?.picked).toBe('1');
    expect(rulesOf(g)).toEqual(['R9.5.1.I', 'R2.1']);
  });

  it('bouclier : Paiements vide, combat dans chaque clairière, deux cartes défaussées', () => {
    const t = playBotTurn(base({ '4': { warriors: { riverfolk: 2, marquise: 1 } }, '6': { warriors: { riverfolk: 1, eyrie: 1 } } }), 'riverfolk', {
      botState: state(['anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox', 'travel_gear_mouse'], []),
      dice: [[0, 0], [0, 0]],
    });
    expect(t.problems).toEqual([]);
    expect(steps(t, 'R9.5.4').filter((s) => s.roll).map((s) => s.roll!.clearing)).toEqual([4, 6]);
    expect(steps(t, 'R9.6.3')[0]!.text).toMatch(/deux fois/);
    expect(steps(t, 'R9.5.3')[0]!.choice?.picked).toBe('4');
  });

  it('R9.5.4.I : à égalité de Paiements, le joueur prioritaire (R2.2)', () => {
    const t = playBotTurn(base({ '4': { warriors: { riverfolk: 2, marquise: 1, eyrie: 1 } } }), 'riverfolk', {
      botState: state(['anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox', 'travel_gear_mouse'], []),
      dice: [[0, 0]],
    });
    const b = steps(t, 'R9.5.4').find((s) => s.roll)!;
    expect(b.roll!.defender).toBe('marquise');
    expect(rulesOf(b)).toEqual(expect.arrayContaining(['R9.5.4.I', 'R2.2']));
  });

  it('difficulté : 0, 1, 2, 2 guerriers avec le comptoir ; cauchemardesque : 1 point de plus', () => {
    const run = (difficulty: 'facile' | 'normal' | 'difficile' | 'cauchemardesque') =>
      playBotTurn(base({}), 'riverfolk', { difficulty, botState: state(['anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox', 'travel_gear_mouse'], ['marquise']) });
    expect((['facile', 'normal', 'difficile', 'cauchemardesque'] as const).map((d) => w(steps(run(d), 'R9.5.1')[0]!.setup, 1, 'riverfolk'))).toEqual([0, 1, 2, 2]);
    expect((run('cauchemardesque').setup.players.riverfolk?.score ?? 0) - (run('difficile').setup.players.riverfolk?.score ?? 0)).toBe(1);
    for (const d of Object.values(RIVERFOLK_DIFFICULTY)) expect(d.source.length).toBeGreaterThan(10);
  });
});

describe('mise en place des Robots de la Rivière (R9.3)', () => {
  it('1 guerrier le long de chaque rivière, 1 dans la case Paiements, 5 cartes au Marché ; puis un tour sans problème', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.constantFrom('automne', 'hiver', 'lac', 'montagne' as const), fc.integer(), (map, seed) => {
        const s: Setup = { map, clearings: {}, players: {}, ...(map === 'hiver' ? { suits: SUITS } : {}) };
        const r = botSetup(s, 'riverfolk', { seed });
        expect(r.problems).toEqual([]);
        if (map === 'automne') expect([4, 5, 7, 10, 11].map((c) => w(r.setup, c, 'riverfolk'))).toEqual([1, 1, 1, 1, 1]);
        expect(r.botState.boards?.riverfolk?.payments).toEqual(['riverfolk']);
        expect((r.botState.boards?.riverfolk?.market as string[]).length).toBe(5);
        const t = playBotTurn(r.setup, 'riverfolk', { botState: r.botState });
        expect(t.problems).toEqual([]);
        for (const st of t.steps) expect(validate(st.setup).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
