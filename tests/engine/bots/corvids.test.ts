/**
 * Corvidés Engrenés (R11): the worked turn example replayed step by step, then tie-break rows
 * citing each rule, the setup and the difficulty/Trait data.
 *
 * The example's numbers fit no printed map with its suits (10 is adjacent to 8 only on the Lake,
 * where 3 is a mouse clearing): it is replayed on Autumn with suit markers (A.1) giving the suits it
 * names (1, 3, 6, 10 fox; 4 mouse) and, for the Move, the plotless neighbour of 10 on Autumn: 12
 * (the example's 8). The random plots are drawn with seed 3: a Raid in 4 during the Recruit, a
 * second Bomb when the first is swapped, as in the example.
 * The example stops after the Snare; R11.4.4 flips every face-down plot, so the Raid placed in 4
 * during the Recruit is flipped third (5 points), which the example does not mention.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptySetup, validate } from '../../../src/engine/root/index';
import { botSetup, playBotTurn, CORVIDS_DIFFICULTY, TRAITS, DIFFICULTIES, type BotStep } from '../../../src/engine/root/bots/index';
import { S } from '../helpers';
import { stepsOf, one, type BotRow } from './helpers';

const w = (s: BotStep['setup'], c: number, o = 'corvids') => s.clearings[String(c)]?.warriors?.[o] ?? 0;
const plots = (s: BotStep['setup'], c: number) => (s.clearings[String(c)]?.tokens ?? []).filter((x) => x.owner === 'corvids').map((x) => `${x.kind}${x.faceUp ? '!' : ''}`);

// 14 warriors on the map (1 left in the supply); plots: Bomb (1) and Snare (2) face down, Raid (6)
// and Extortion (10) face up; the supply holds one plot of each kind.
const EXAMPLE =
  'automne/j=m.points-3,c.points-4,k.robot/c=rsrslrlllrss/1:k1,k-bombe,m-scierie;2:k-piege;4:k4;5:k2;6:k1,k-raid!;9:k3;10:k2,k-extorsion!,c1,c-perchoir,m2;12:k1';

describe('Exemple de tour des Corvidés Engrenés (R11)', () => {
  const turn = playBotTurn(S(EXAMPLE), 'corvids', { orderCard: 'ambush_fox', difficulty: 'facile', dice: [[0, 0]], seed: 3 });

  it('joue le tour sans problème, chaque position est valide', () => {
    expect(turn.problems).toEqual([]);
    for (const s of turn.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
  });

  it('Aurore : ordre Renard sans objet, pas de fabrication', () => {
    expect(one(turn, 'R11.4.1').draw?.picked).toBe('ambush_fox');
    expect(one(turn, 'R11.4.2').text).toMatch(/rien à fabriquer/);
  });

  it('Recrutement (facile : 1 guerrier) : 3 (seule sans Complot), réserve vide : Encore des complots en 4, puis 10 (le plus de guerriers parmi les clairières à Complot)', () => {
    const [r1, r2] = stepsOf(turn, 'R11.4.3');
    expect(r1!.choice?.picked).toBe('3');
    expect(r1!.reasons.find((r) => r.rule === 'R11.4.3.I')!.text).toMatch(/3 \(renard\) \(1\)/);
    const more = one(turn, 'R11.4.3.II');
    expect(more.choice).toEqual({ picked: '4', candidates: ['4', '9'] });
    expect(more.draw?.picked).toBe('raid');
    expect(w(more.setup, 4)).toBe(3);
    expect(plots(more.setup, 4)).toEqual(['raid']);
    expect(turn.steps.indexOf(r1!)).toBeLessThan(turn.steps.indexOf(more));
    expect(turn.steps.indexOf(more)).toBeLessThan(turn.steps.indexOf(r2!));
    expect(r2!.choice?.picked).toBe('10');
    expect(r2!.reasons.filter((r) => r.rule === 'R11.4.3.I').at(-1)!.text).toMatch(/10 \(renard\) \(2\).*écartées.*1 \(renard\) \(1\).*6 \(renard\) \(1\)/);
    expect(w(r2!.setup, 10)).toBe(3);
  });

  it('Retournement, par priorité : la Bombe (3 points, la Scierie : 1 point), échangée contre une Bombe face visible sans effet ; le Piège (4 points)', () => {
    const flips = stepsOf(turn, 'R11.4.4');
    expect(flips.map((s) => s.points)).toEqual([{ corvids: 3 }, { corvids: 4 }, { corvids: 5 }]);
    expect(flips[0]!.text).toMatch(/clairière 1 .*Bombe/);
    expect(flips[1]!.text).toMatch(/clairière 2 .*Piège/);
    const [bomb, swap] = stepsOf(turn, 'R11.7.1');
    expect(bomb!.points).toEqual({ corvids: 1 });
    expect(bomb!.setup.clearings['1']?.buildings ?? []).toEqual([]);
    expect(swap!.draw?.picked).toBe('bomb');
    expect(plots(swap!.setup, 1)).toEqual(['bomb!']);
  });

  it('Jour : combat en 10 contre la Canopée (seule avec un bâtiment), déplacement de 1 guerrier de 10 vers 12, Complot en 3, Encore des complots en 9', () => {
    const b = one(turn, 'R11.5.1');
    expect(b.roll?.clearing).toBe(10);
    expect(b.choice?.picked).toBe('eyrie');
    expect(b.reasons.find((r) => r.rule === 'R11.5.1.I')!.text).toMatch(/Canopée \(1\).*écartée.*Marquise \(0\)/);
    const m = one(turn, 'R11.5.2');
    expect(m.choice?.picked).toBe('12');
    expect(w(m.setup, 10)).toBe(2);
    expect(w(m.setup, 12)).toBe(2);
    const p = one(turn, 'R11.5.3');
    expect(p.choice).toEqual({ picked: '3', candidates: ['3'] });
    expect(w(p.setup, 3)).toBe(0);
    expect(plots(p.setup, 3)).toHaveLength(1);
    const more = one(turn, 'R11.5.4');
    expect(more.choice?.picked).toBe('9');
    expect(w(more.setup, 9)).toBe(2);
  });

  it('Crépuscule : 1 point pour 1 Extorsion face visible, défausse ; 14 points en tout', () => {
    expect(one(turn, 'R11.6.1').points).toEqual({ corvids: 1 });
    expect(one(turn, 'R11.6.2').text).toMatch(/défaussent/);
    expect(turn.setup.players.corvids?.score).toBe(14);
  });
});


const ROWS: BotRow[] = [
  {
    rule: 'R11.5.1.I',
    what: 'défenseur : bâtiments et jetons à égalité, puis le plus de points',
    notation: 'automne/j=k.robot,m.points-1,c.points-5/8:k2,m-scierie,c-perchoir',
    options: { orderCard: 'ambush_fox', dice: [[0, 0]] },
    check(t) {
      const b = one(t, 'R11.5.1');
      expect(b.choice?.picked).toBe('eyrie');
      expect(b.reasons.filter((r) => r.rule === 'R11.5.1.I').at(-1)!.text).toMatch(/Canopée \(5\).*écartée.*Marquise \(1\)/);
    },
  },
  {
    rule: 'R11.5.2.II',
    what: 'un Complot dans chaque clairière adjacente : vers la clairière adjacente de priorité la plus basse',
    notation: 'automne/j=k.robot,m/1:k4,k-raid!;5:k-bombe!;9:k-piege!;10:k-extorsion!',
    options: { orderCard: 'ambush_fox' },
    check(t) {
      const m = one(t, 'R11.5.2');
      expect(m.choice?.picked).toBe('10');
      expect(m.reasons.map((r) => r.rule)).toContain('R11.5.2.II');
      expect(w(m.setup, 1)).toBe(2);
      expect(w(m.setup, 10)).toBe(2);
    },
  },
  {
    rule: 'R11.5.3',
    what: 'Complot : la clairière ordonnée sans Complot avec le plus de guerriers (R2.1 à égalité)',
    notation: 'automne/j=k.robot,m/1:k4,k-raid!;5:k-bombe!;9:k-piege!;10:k-extorsion!',
    options: { orderCard: 'ambush_fox' },
    check(t) {
      const p = one(t, 'R11.5.3');
      expect(p.choice?.picked).toBe('6');
      expect(p.reasons.map((r) => r.rule)).toContain('R2.1');
    },
  },
  {
    rule: 'R11.8.1',
    what: 'Bombe contre un robot : 2 de ses pièces, guerriers d’abord',
    notation: 'automne/j=k.robot,m.robot/1:k-bombe,m3,m-scierie',
    options: { orderCard: 'ambush_rabbit' },
    check(t) {
      const b = stepsOf(t, 'R11.7.1')[0]!;
      expect(w(b.setup, 1, 'marquise')).toBe(1);
      expect(b.setup.clearings['1']?.buildings).toEqual([{ owner: 'marquise', kind: 'sawmill' }]);
    },
  },
  {
    rule: 'R11.7.3',
    what: 'Extorsion retournée : les humains présents défaussent une carte au hasard (invite), un robot n’a pas de main (R2.8.1)',
    notation: 'automne/j=k.robot,m,c.robot/3:k-extorsion,m1,c1',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const f = one(t, 'R11.4.4');
      expect(f.prompts?.map((r) => r.rule)).toEqual(['R11.7.3', 'R2.8.1']);
    },
  },
];

describe('départages des Corvidés Engrenés, règle par règle', () => {
  for (const row of ROWS)
    it(`${row.rule} : ${row.what}`, () => {
      const t = playBotTurn(S(row.notation), 'corvids', row.options);
      expect(t.problems).toEqual([]);
      row.check(t);
    });
});

describe('mise en place et données des Corvidés Engrenés', () => {
  it('R11.3.2 : 1 guerrier dans la clairière de priorité la plus faible de chaque couleur (Automne : 12, 10, 11)', () => {
    const s = botSetup(emptySetup('automne'), 'corvids', { seed: 1 });
    expect(s.problems).toEqual([]);
    expect(stepsOf(s, 'R11.3.2').map((x) => x.choice?.picked)).toEqual(['12', '10', '11']);
    expect(validate(s.setup).ok).toBe(true);
  });

  it('la mise en place se joue sur toute carte, reproductible, puis un tour sans problème', () => {
    fc.assert(
      fc.property(fc.constantFrom('automne', 'lac', 'montagne' as const), fc.integer(), fc.constantFrom(...DIFFICULTIES), (map, seed, difficulty) => {
        const s = botSetup(emptySetup(map), 'corvids', { seed });
        expect(s.ok).toBe(true);
        expect(JSON.stringify(botSetup(emptySetup(map), 'corvids', { seed }))).toBe(JSON.stringify(s));
        const d = botSetup(s.setup, 'duchy', { seed, botState: s.botState });
        expect(d.ok, JSON.stringify(d.problems)).toBe(true);
        for (const st of d.steps) expect(validate(st.setup).ok).toBe(true);
        const t = playBotTurn(d.setup, 'corvids', { seed, difficulty, botState: d.botState });
        expect(t.problems, JSON.stringify(t.problems)).toEqual([]);
        const u = playBotTurn(t.setup, 'duchy', { seed, difficulty, botState: t.botState });
        expect(u.problems, JSON.stringify(u.problems)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('difficultés (ROOT-235–237) et Traits (ROOT-238–241) sourcés ; Cerveau : deux Complots', () => {
    expect(CORVIDS_DIFFICULTY.facile.source).toMatch(/ROOT-235/);
    for (const id of ['gamble', 'backup_plans', 'mastermind', 'vendetta'] as const) expect(TRAITS[id].faction).toBe('corvids');
    const t = playBotTurn(S('automne/j=k.robot,m/1:k2;6:k3'), 'corvids', { orderCard: 'ambush_fox', traits: ['mastermind'] });
    expect(t.problems).toEqual([]);
    expect(stepsOf(t, 'R11.5.3').map((s) => s.choice?.picked)).toEqual(['6', '1']);
  });
});

describe('Trait Pari (ROOT-238) : la devinette de l’humain, une décision à choisir', () => {
  // a face-down Raid in the Lapin 5 with 2 Marquise warriors (human); the order card is given, so the guess is decision n° 0
  const pos = S('automne/j=k.robot,m/5:k1,k-raid,m2;1:k2');
  const run = (picks?: Record<string, string>) => playBotTurn(pos, 'corvids', { orderCard: 'anvil_fox', seed: 1, traits: ['gamble'], ...(picks ? { picks } : {}) });
  const gambleSteps = (t: ReturnType<typeof run>) => t.steps.filter((s) => s.text.startsWith('Trait Pari'));

  it('par défaut, une devinette fausse : 1 point pour les Corvidés, puis le retournement habituel (le Raid face visible)', () => {
    const t = run();
    const [g] = gambleSteps(t);
    expect(g!.draw).toMatchObject({ n: 0, picked: 'fausse', decision: true });
    expect(g!.text).toMatch(/la Marquise devine mal/);
    expect(g!.points).toEqual({ corvids: 1 });
    const flip = t.steps.find((s) => s.rule === 'R11.4.4')!;
    expect(flip.setup.clearings['5']?.tokens).toEqual([{ owner: 'corvids', kind: 'raid', faceUp: true }]);
  });

  it('devinette juste (choisie) : le Complot marque sans son effet, puis l’humain le retire (1 point, 3.2.1) et le Raid retiré place ses guerriers (R11.7.4)', () => {
    const t = run({ '0': 'juste' });
    const [g, removed] = gambleSteps(t);
    expect(g!.draw).toMatchObject({ picked: 'juste', forced: true });
    expect(g!.points).toEqual({ corvids: 1 });
    expect(removed!.points).toEqual({ marquise: 1 });
    expect(removed!.setup.clearings['5']?.tokens ?? []).toEqual([]);
    expect(removed!.reasons.some((r) => r.rule === 'R11.7.4')).toBe(true);
    expect(t.steps.some((s) => s.rule === 'R11.4.4' && /retournent le Complot de la clairière 5/.test(s.text))).toBe(false);
  });

  it('sans humain dans la clairière, pas de devinette', () => {
    const t = playBotTurn(S('automne/j=k.robot,m/5:k1,k-raid;1:k2'), 'corvids', { orderCard: 'anvil_fox', seed: 1, traits: ['gamble'] });
    expect(gambleSteps(t)[0]!.text).toMatch(/aucun humain/);
    expect(gambleSteps(t)[0]!.draw).toBeUndefined();
  });
});
