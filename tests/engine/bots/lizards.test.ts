/**
 * Lézards Logiques (R8): the worked turn example of the Laws of Rootbotics, replayed step by step,
 * then tie-break rows citing each rule, difficulty, Traits and setup.
 *
 * The example's clearing numbers match no printed map (mouse 4, 7 and 12, fox 10, rabbit 2): the
 * position is on Autumn with suit markers (A.1) giving those suits, ruins removed in 10 and 12.
 * Two points of the example disagree with the rules as written, and the rules win:
 * - it counts 4 acolytes for 4 Conspirations, forgetting the 2 that Robotic Revenge (R8.2.2) adds
 *   when Lizard warriors fall in the Crusade: the position starts with 2 acolytes, which gives the
 *   same 4 Conspirations (a second test shows the 4-acolyte case);
 * - it puts the bird card back on the Lost Souls in Evening, while R8.5.2 sends it to the discard.
 */
import { describe, expect, it } from 'vitest';
import { validate, type Setup, type Suit } from '../../../src/engine/root/index';
import { botSetup, playBotTurn, LIZARDS_DIFFICULTY, TRAITS } from '../../../src/engine/root/bots/index';
import { valid, stepsOf as steps, rulesOf } from './helpers';

const SUITS: Suit[] = ['fox', 'rabbit', 'fox', 'mouse', 'fox', 'rabbit', 'mouse', 'rabbit', 'mouse', 'fox', 'rabbit', 'mouse'];
const w = (s: Setup, c: number, o: string) => s.clearings[String(c)]?.warriors?.[o] ?? 0;
const board = (lostSouls: string[], conspiracy: number) => ({ rng: 1, out: [], boards: { lizards: { lostSouls, conspiracy } } });

const EXAMPLE: Setup = valid({
  map: 'automne',
  suits: SUITS,
  players: { lizards: { bot: true, score: 0, acolytes: 2 }, marquise: { score: 6 }, eyrie: { score: 2 }, alliance: { score: 10 } },
  clearings: {
    '1': { buildings: [{ owner: 'eyrie', kind: 'roost' }] },
    '2': { warriors: { lizards: 1 } },
    '3': { buildings: [{ owner: 'marquise', kind: 'sawmill' }] },
    '4': { warriors: { alliance: 1 }, buildings: [{ owner: 'lizards', kind: 'garden_mouse' }] },
    '7': { warriors: { lizards: 2, marquise: 3 } },
    '8': { warriors: { alliance: 1 } },
    '9': { warriors: { lizards: 2, alliance: 1, eyrie: 2 }, buildings: [{ owner: 'marquise', kind: 'sawmill' }, { owner: 'marquise', kind: 'recruiter' }] },
    '10': { ruin: false, warriors: { marquise: 2 }, buildings: [{ owner: 'marquise', kind: 'workshop' }] },
    '12': { ruin: false, warriors: { marquise: 1 }, buildings: [{ owner: 'marquise', kind: 'workshop' }, { owner: 'eyrie', kind: 'roost' }] },
  },
});
const PILE = ['travel_gear_fox', 'ambush_bird', 'travel_gear_mouse', 'anvil_fox', 'ambush_mouse', 'scouting_party_mouse'];

describe('Exemple de tour des Lézards Logiques (R8)', () => {
  const turn = playBotTurn(EXAMPLE, 'lizards', {
    difficulty: 'facile',
    botState: board(PILE, 2),
    orderCard: 'brutal_tactics_bird',
    // Crusade: 7 against the Marquise (2 hits, 1 taken), then 9 against the Alliance (1 and 1)
    dice: [[2, 1], [1, 1]],
  });
  const consp = steps(turn, 'R8.4.2').filter((s) => /marqueur/.test(s.text));

  it('joue le tour sans problème, chaque position est valide', () => {
    expect(turn.problems).toEqual([]);
    for (const s of turn.steps) expect(validate(s.setup).ok, s.text).toBe(true);
  });

  it('Aurore : 1 Oiseau, 2 Renard, 3 Souris dans les Âmes Perdues, l’ordre est Souris (R8.4.1)', () => {
    const o = steps(turn, 'R8.4.1')[0]!;
    expect(o.text).toMatch(/1 Oiseau, 2 Renard, 0 Lapin, 3 Souris\. L’ordre est Souris/);
  });

  it('Conspirations : Croisade, Sanctuaire, Conversion, Croisade impossible, Conversion', () => {
    expect(consp.map((s) => s.text.replace(/.*: /, ''))).toEqual(['Croisade.', 'Sanctuaire.', 'Conversion.', 'Croisade.', 'Conversion.']);
    expect(consp[2]!.text).toMatch(/revient sur la plus à gauche/);
    const last = steps(turn, 'R8.4.2').at(-1)!;
    expect(last.text).toMatch(/il en reste 0/);
    expect(last.setup.players.lizards?.acolytes).toBe(0);
  });

  it('Croisade : la Marquise dans la clairière 7 puis l’Alliance dans la 9, le joueur présent avec le plus de points (R8.4.2.II.a, R2.4)', () => {
    const b = steps(turn, 'R8.4.2.II').filter((s) => s.roll);
    expect(b.map((s) => [s.roll!.clearing, s.roll!.defender])).toEqual([[7, 'marquise'], [9, 'alliance']]);
    expect(rulesOf(b[1]!)).toEqual(expect.arrayContaining(['R2.4', 'R8.4.2.II.a']));
    // Robotic Revenge: 1 acolyte for each battle where Lizard warriors fell
    expect(rulesOf(b[0]!)).toContain('R8.2.2');
  });

  it('Sanctuaire : l’Alliance n’a pas de bâtiment (R2.3), la Marquise ; l’Atelier de la 12, moins de guerriers adverses que la 9 (R8.4.2.III.b)', () => {
    const s = steps(turn, 'R8.4.2.III')[0]!;
    expect(s.choice?.picked).toBe('marquise@12');
    expect(rulesOf(s)).toEqual(expect.arrayContaining(['R2.3', 'R8.4.2.III.a', 'R8.4.2.III.b']));
    expect(s.reasons.find((r) => r.rule === 'R2.3')!.text).toMatch(/Alliance/);
    expect(s.setup.clearings['12']?.buildings).toEqual(expect.arrayContaining([{ owner: 'lizards', kind: 'garden_mouse' }]));
    expect(s.setup.clearings['12']?.buildings?.some((b) => b.kind === 'workshop')).toBe(false);
    expect(s.points).toEqual({ lizards: 1 });
  });

  it('Conversions : un guerrier de l’Alliance dans la clairière 4, puis (Alliance écartée, R2.3) un de la Marquise dans la 12 (R8.4.2.I.b)', () => {
    const [a, b] = steps(turn, 'R8.4.2.I');
    expect(a!.choice?.picked).toBe('alliance@4');
    expect(w(a!.setup, 4, 'alliance')).toBe(0);
    expect(w(a!.setup, 4, 'lizards')).toBe(1);
    expect(b!.choice?.picked).toBe('marquise@12');
    expect(b!.choice?.candidates).toEqual(['marquise@7', 'marquise@12']);
    expect(rulesOf(b!)).toEqual(expect.arrayContaining(['R2.3', 'R8.4.2.I.a', 'R8.4.2.I.b']));
    expect(w(b!.setup, 12, 'lizards')).toBe(1);
  });

  it('Jour (facile : 3 Rituels) : Renard dans la 10 (plus de bâtiments adverses que la 5), pas de jardin', () => {
    const f = steps(turn, 'R8.5.1')[0]!;
    expect(f.choice?.picked).toBe('10');
    expect(f.text).toMatch(/ne la contrôlent pas/);
    expect(rulesOf(f)).toEqual(expect.arrayContaining(['R8.5.1.I']));
    expect(f.reasons.find((r) => /bâtiments adverses/.test(r.text))!.text).toMatch(/10 \(renard\) \(1\).*5 \(renard\) \(0\)/);
    expect(steps(turn, 'R3.3.1')[0]?.text ?? steps(turn, 'R8.5')[0]!.reasons[0]!.text).toMatch(/3 cartes/);
  });

  it('Oiseau : un guerrier de la clairière Lapin 2 va dans la case Acolytes, à égalité avec la 7 (R2.1)', () => {
    const b = steps(turn, 'R8.5.2')[0]!;
    expect(b.choice?.picked).toBe('2');
    expect(rulesOf(b)).toContain('R2.1');
    expect(w(b.setup, 2, 'lizards')).toBe(0);
    expect(b.setup.players.lizards?.acolytes).toBe(1);
  });

  it('Souris : un guerrier dans la 7, que les Lézards contrôlent alors : un jardin', () => {
    const m = steps(turn, 'R8.5.1')[1]!;
    expect(m.choice?.picked).toBe('7');
    expect(m.setup.clearings['7']?.buildings).toEqual([{ owner: 'lizards', kind: 'garden_mouse' }]);
  });

  it('Crépuscule : 2 points pour 3 jardins Souris, défausse, reprise des cartes révélées, Tactiques brutales au sommet', () => {
    expect(steps(turn, 'R8.6.1')[0]!.points).toEqual({ lizards: 2 });
    expect(steps(turn, 'R8.6.2')[0]!.text).toMatch(/3 cartes/);
    expect(steps(turn, 'R8.6.4').some((s) => /ne représente pas d’objet/.test(s.text))).toBe(true);
    expect(turn.botState.boards?.lizards?.lostSouls).toEqual(['brutal_tactics_bird', 'travel_gear_fox', 'travel_gear_mouse']);
    expect(turn.setup.players.lizards?.score).toBe(3);
  });

  it('avec les 4 Acolytes de l’exemple, la Vengeance robotique en ajoute 2 et les Conspirations continuent', () => {
    const four = { ...EXAMPLE, players: { ...EXAMPLE.players, lizards: { ...EXAMPLE.players.lizards, acolytes: 4 } } };
    const t = playBotTurn(four, 'lizards', { difficulty: 'facile', botState: board(PILE, 2), orderCard: 'brutal_tactics_bird', dice: [[2, 1], [1, 1]] });
    expect(t.problems).toEqual([]);
    expect(steps(t, 'R8.4.2').filter((s) => /marqueur/.test(s.text)).length).toBeGreaterThan(5);
  });
});

describe('départages des Lézards Logiques', () => {
  const base = (clearings: Setup['clearings'], players: Setup['players'] = {}, suits = SUITS) =>
    valid({ map: 'automne', suits, players: { lizards: { bot: true, score: 0, acolytes: 1 }, marquise: { score: 1 }, eyrie: { score: 5 }, ...players }, clearings });

  it('R8.4.1 : égalité de couleurs dans les Âmes Perdues, l’ordre est oiseau', () => {
    const t = playBotTurn(base({}), 'lizards', { botState: board(['anvil_fox', 'travel_gear_mouse'], 4), seed: 1 });
    expect(steps(t, 'R8.4.1')[0]!.text).toMatch(/L’ordre est Oiseau \(égalité\s:\soiseau\)/);
  });

  it('R8.4.2.I.a : Conversion du joueur qui a le plus de points ; R8.4.2.I.b : la clairière avec le plus de bâtiments adverses', () => {
    const t = playBotTurn(base({ '4': { warriors: { marquise: 1 } }, '7': { warriors: { eyrie: 1 } }, '9': { warriors: { eyrie: 1 }, buildings: [{ owner: 'marquise', kind: 'sawmill' }] } }), 'lizards', {
      botState: board(['travel_gear_mouse'], 4),
      seed: 1,
    });
    const c = steps(t, 'R8.4.2.I')[0]!;
    expect(c.choice?.picked).toBe('eyrie@9');
    expect(rulesOf(c)).toEqual(['R8.4.2.I.a', 'R8.4.2.I.b']);
  });

  it('R8.4.2.III.b : Sanctuaire dans la clairière avec le moins de guerriers adverses, puis R2.1', () => {
    const t = playBotTurn(
      base({ '4': { warriors: { marquise: 1 }, buildings: [{ owner: 'eyrie', kind: 'roost' }] }, '7': { buildings: [{ owner: 'eyrie', kind: 'roost' }] }, '9': { buildings: [{ owner: 'eyrie', kind: 'roost' }] } }),
      'lizards',
      { botState: board(['travel_gear_mouse'], 3), seed: 1 },
    );
    const s = steps(t, 'R8.4.2.III')[0]!;
    expect(s.choice?.picked).toBe('eyrie@7');
    expect(rulesOf(s)).toEqual(['R8.4.2.III.a', 'R8.4.2.III.b', 'R2.1', '3.2.1']);
  });

  it('R8.4.2.III, G.1.29 : « remplacer » = retirer puis placer ; le Donjon interdit le jardin (6.2.2), la clairière ne compte pas', () => {
    // mouse clearings 4, 7, 9, 12 (SUITS): the only enemy building in an ordered clearing is the
    // Marquise's sawmill beside her Keep in 9, where nobody else may place a piece.
    const pos = base({ '9': { buildings: [{ owner: 'marquise', kind: 'sawmill' }], tokens: [{ owner: 'marquise', kind: 'keep' }] } });
    const t = playBotTurn(pos, 'lizards', { botState: board(['travel_gear_mouse'], 3), seed: 1 });
    const s = steps(t, 'R8.4.2.III')[0]!;
    expect(s.text).toMatch(/Sanctuaire impossible/);
    const after = t.steps.at(-1)!.setup;
    expect(after.clearings['9']?.buildings).toEqual([{ owner: 'marquise', kind: 'sawmill' }]);
    expect(after.players.lizards?.score ?? 0).toBe(0);
    expect(steps(t, 'R8.4.2').some((x) => /Acolyte retiré/.test(x.text) && !/aucun/.test(x.text))).toBe(false);
    // with a second sawmill in 12 (mouse, no Keep) the Sanctuary goes there instead
    const t2 = playBotTurn(base({ ...pos.clearings, '12': { buildings: [{ owner: 'marquise', kind: 'sawmill' }] } }), 'lizards', { botState: board(['travel_gear_mouse'], 3), seed: 1 });
    expect(steps(t2, 'R8.4.2.III')[0]!.choice?.picked).toBe('marquise@12');
  });

  it('R8.5.1.I : d’abord une clairière avec un emplacement libre, même sans bâtiment adverse', () => {
    const t = playBotTurn(base({ '1': { buildings: [{ owner: 'eyrie', kind: 'roost' }] }, '3': { buildings: [{ owner: 'marquise', kind: 'sawmill' }] } }), 'lizards', {
      botState: board(['anvil_fox'], 4),
      seed: 1,
    });
    const r = steps(t, 'R8.5.1')[0]!;
    expect(r.choice?.picked).toBe('5');
    expect(r.text).toMatch(/jardin Renard y est placé/);
  });
});

describe('difficulté et Traits des Lézards Logiques', () => {
  const pos = valid({ map: 'automne', suits: SUITS, players: { lizards: { bot: true, score: 0 } }, clearings: {} });
  const pile = ['anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox', 'anvil_fox'];
  const rituals = (difficulty: 'facile' | 'normal' | 'difficile' | 'cauchemardesque') =>
    steps(playBotTurn(pos, 'lizards', { difficulty, botState: board(pile, 4), orderCard: 'ambush_bird' }), 'R8.5.1').length;
  it('3, 4, 5 et 5 Rituels (ROOT-243 à 245)', () => {
    expect([rituals('facile'), rituals('normal'), rituals('difficile'), rituals('cauchemardesque')]).toEqual([3, 4, 5, 5]);
    for (const d of Object.values(LIZARDS_DIFFICULTY)) expect(d.source.length).toBeGreaterThan(10);
  });
  it('cauchemardesque : 1 point de plus à la fin du Crépuscule', () => {
    const a = playBotTurn(pos, 'lizards', { difficulty: 'difficile', botState: board(pile, 4), orderCard: 'ambush_bird' });
    const b = playBotTurn(pos, 'lizards', { difficulty: 'cauchemardesque', botState: board(pile, 4), orderCard: 'ambush_bird' });
    expect((b.setup.players.lizards?.score ?? 0) - (a.setup.players.lizards?.score ?? 0)).toBe(1);
  });
  it('Martyrs : un Rituel Oiseau met aussi un guerrier de la réserve dans la case Acolytes', () => {
    const p = valid({ ...pos, clearings: { '2': { warriors: { lizards: 2 } } } });
    const t = playBotTurn(p, 'lizards', { traits: ['martyrs'], botState: board(['ambush_bird'], 4), orderCard: 'ambush_bird' });
    expect(t.setup.players.lizards?.acolytes).toBe(2);
    expect(TRAITS.martyrs.faction).toBe('lizards');
  });
  it('Erratique : une carte de plus au sommet des Âmes Perdues en fin de tour', () => {
    const t = playBotTurn(pos, 'lizards', { traits: ['erratic'], botState: board([], 4), orderCard: 'ambush_bird', nextOrderCards: ['anvil_fox'] });
    expect(t.botState.boards?.lizards?.lostSouls).toEqual(['anvil_fox', 'ambush_bird']);
  });
});

describe('mise en place des Lézards Logiques (R8.3)', () => {
  it('un coin opposé à un coin de départ : 4 guerriers, un jardin de sa couleur, 1 guerrier par clairière adjacente, 3 Âmes Perdues', () => {
    const s = valid({ map: 'automne', players: { marquise: { bot: true } }, clearings: { '1': { warriors: { marquise: 2 }, tokens: [{ owner: 'marquise', kind: 'keep' }] } } });
    const t = botSetup(s, 'lizards', { seed: 3 });
    expect(t.problems).toEqual([]);
    expect(w(t.setup, 3, 'lizards')).toBe(4);
    expect(t.setup.clearings['3']?.buildings).toEqual([{ owner: 'lizards', kind: 'garden_rabbit' }]);
    expect(w(t.setup, 6, 'lizards')).toBe(1);
    expect((t.botState.boards?.lizards?.lostSouls as string[]).length).toBe(3);
    expect(t.botState.boards?.lizards?.conspiracy).toBe(4);
  });
});

describe('propriétés de la mise en place des Lézards Logiques', () => {
  it('après la Marquise, sur chaque carte et toute graine : position valide, reproductible, puis un tour sans problème', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.constantFrom('automne', 'lac', 'montagne' as const), fc.integer(), (map, seed) => {
        const m = botSetup({ map, clearings: {}, players: {} }, 'marquise', { seed });
        const l = botSetup(m.setup, 'lizards', { seed, botState: m.botState });
        expect(l.problems).toEqual([]);
        for (const s of l.steps) expect(validate(s.setup).ok).toBe(true);
        expect(JSON.stringify(botSetup(m.setup, 'lizards', { seed, botState: m.botState }))).toBe(JSON.stringify(l));
        const t = playBotTurn(l.setup, 'lizards', { botState: l.botState });
        expect(t.problems).toEqual([]);
        for (const s of t.steps) expect(validate(s.setup).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
