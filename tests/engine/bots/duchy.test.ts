/**
 * Duché Foreur (R10): the worked turn example replayed step by step, then tie-break rows citing
 * each rule, the setup and the difficulty/Trait data.
 *
 * The example's clearing numbers fit no printed map (4 is adjacent to 7 and to 1 on none of them):
 * it is replayed on Autumn with suit markers (A.1) giving the suits it names (2, 4, 12 mouse; 3,
 * 10 fox; 5 rabbit) and, for the Rally, the neighbours of 4 on Autumn: 8 (fox, the example's 7)
 * and 9 (rabbit, the example's 1). Every other number is the example's.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/engine/root/index';
import { botSetup, playBotTurn, DUCHY_DIFFICULTY, DUCHY_MOLE_TRACK, TRAITS, unconfirmedValues, type BotStep, type BotTurn } from '../../../src/engine/root/bots/index';
import { emptySetup } from '../../../src/engine/root/index';
import { S } from '../helpers';
import { stepsOf, one, rulesOf, type BotRow } from './helpers';

const w = (s: BotStep['setup'], c: number, o = 'duchy') => s.clearings[String(c)]?.warriors?.[o] ?? 0;
const tunnelsIn = (s: BotStep['setup']) =>
  Object.entries(s.clearings)
    .filter(([, c]) => c.tokens?.some((x) => x.owner === 'duchy' && x.kind === 'tunnel'))
    .map(([k]) => Number(k))
    .sort((a, b) => a - b);

// 2 Citadels (3, 8), 2 Markets (9, 10), Tunnels in 5, 10, 12 (none left in the supply);
// Foremole, Captain, Marshal and Brigadier swayed; 13 warriors on the map, none in the Burrow.
const EXAMPLE =
  'automne/j=m.points-2,c.points-5,l.points-6,d.robot.ministres-capitaine+marechal+contremaitre+brigadier/c=lsrsllrrlrss/3:d-citadelle;4:d2,m1,l1;5:d5,d-tunnel;8:d1,d-citadelle;9:d2,d-marche;10:d-marche,d-tunnel;11:m-scierie;12:d3,d-tunnel,c1,c-perchoir,m3';

describe('Exemple de tour du Duché Foreur (R10)', () => {
  const turn = playBotTurn(S(EXAMPLE), 'duchy', { orderCard: 'codebreakers_mouse', difficulty: 'facile', dice: [[0, 0], [2, 0]], seed: 1 });

  it('joue le tour sans problème, chaque position est valide', () => {
    expect(turn.problems).toEqual([]);
    expect(turn.ok).toBe(true);
    for (const s of turn.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
  });

  it('Aurore : carte Souris sans objet, pas de fabrication ; 4 guerriers dans le Terrier (facile 1 + 2 Taupes + Contremaître)', () => {
    expect(one(turn, 'R10.4.1').draw?.picked).toBe('codebreakers_mouse');
    expect(one(turn, 'R10.4.2').text).toMatch(/rien à fabriquer/);
    const r = one(turn, 'R10.4.3');
    expect(r.setup.burrow?.warriors?.duchy).toBe(4);
    expect(rulesOf(r)).toEqual(['R3.3.1', 'R10.4.3', 'R10.7.3']);
  });

  it('Creuser : Tunnel en 2 (le plus d’emplacements vides), pris en 10 (le moins de guerriers du Duché), 4 guerriers du Terrier', () => {
    const d = one(turn, 'R10.5.1');
    expect(d.choice).toEqual({ picked: '2', candidates: ['2', '4', '11'] });
    const i = d.reasons.find((r) => r.rule === 'R10.5.1.I')!;
    expect(i.text).toMatch(/2 \(souris\) \(2\).*écartées.*4 \(souris\) \(1\).*11 \(souris\) \(1\)/);
    const ii = d.reasons.filter((r) => r.rule === 'R10.5.1.II');
    expect(ii.at(-1)!.text).toMatch(/10 \(renard\) \(0\)/);
    expect(tunnelsIn(d.setup)).toEqual([2, 5, 12]);
    expect(w(d.setup, 2)).toBe(4);
    expect(d.setup.burrow?.warriors?.duchy ?? 0).toBe(0);
  });

  it('Combat : Lézards en 4 (personne n’a de bâtiment, plus de points), puis la Canopée en 12 (seule avec un bâtiment), Capitaine : 1 perte de plus', () => {
    const b = stepsOf(turn, 'R10.5.2');
    expect(b.map((s) => [s.roll?.clearing, s.choice?.picked])).toEqual([
      [4, 'lizards'],
      [12, 'eyrie'],
    ]);
    expect(b[0]!.reasons.filter((r) => r.rule === 'R10.5.2.I').at(-1)!.text).toMatch(/Lézards \(6\).*écartée.*Marquise \(2\)/);
    expect(b[1]!.reasons.find((r) => r.rule === 'R10.5.2.I')!.text).toMatch(/Canopée \(1\).*écartée.*Marquise \(0\)/);
    expect(rulesOf(b[1]!)).toContain('R10.7.1');
    expect(rulesOf(b[0]!)).not.toContain('R10.7.1');
    expect(b[1]!.points).toEqual({ duchy: 1 });
    expect(b[1]!.setup.clearings['12']?.buildings ?? []).toEqual([]);
  });

  it('Construction : un Marché en 5 (contrôlée avec le plus de guerriers), 3 guerriers en réserve', () => {
    const c = one(turn, 'R10.5.3');
    expect(c.choice?.picked).toBe('5');
    expect(c.reasons[0]!.text).toMatch(/3 guerriers en réserve\s*:\s*un Marché/);
    expect(c.setup.clearings['5']?.buildings).toEqual([{ owner: 'duchy', kind: 'market' }]);
  });

  it('Ministres : le Maréchal place en 3 (à égalité avec 10, priorité R2.1) ; le Brigadier ne creuse pas (moins de 3 au Terrier)', () => {
    const m = one(turn, 'R10.7.2');
    expect(m.choice?.picked).toBe('3');
    expect(m.reasons.find((r) => r.rule === 'R2.1')!.text).toMatch(/3 \(renard\).*10 \(renard\)/);
    expect(w(m.setup, 3)).toBe(1);
    expect(one(turn, 'R10.7.4').text).toMatch(/moins de 3 guerriers/);
  });

  it('Mobilisation : les 2 guerriers de 4 vont en 8 (bâtiment du Duché, moins de guerriers que 9) ; le surplus de 5 va au Terrier', () => {
    const [move, back] = stepsOf(turn, 'R10.6.1');
    expect(move!.choice).toEqual({ picked: '8', candidates: ['8', '9', '12'] });
    expect(move!.reasons.find((r) => r.rule === 'R10.6.1.I')!.text).toMatch(/8 \(renard\) \(1\).*écartée.*9 \(lapin\) \(2\)/);
    expect(w(move!.setup, 4)).toBe(0);
    expect(w(move!.setup, 8)).toBe(3);
    expect(back!.setup.burrow?.warriors?.duchy).toBe(1);
    expect(w(back!.setup, 5)).toBe(4);
  });

  it('Crépuscule : 3 points pour 3 Marchés, le Maire rallié (premier Souris non rallié en partant du haut), défausse ; 4 points en tout', () => {
    expect(one(turn, 'R10.6.2').points).toEqual({ duchy: 3 });
    const s = one(turn, 'R10.6.3');
    expect(s.choice?.picked).toBe('mayor');
    expect(one(turn, 'R10.6.4').text).toMatch(/défausse/);
    expect(turn.setup.players.duchy?.ministers).toEqual(expect.arrayContaining(['foremole', 'captain', 'marshal', 'brigadier', 'mayor']));
    expect(turn.setup.players.duchy?.score).toBe(4);
  });
});


const ROWS: BotRow[] = [
  {
    rule: 'R10.5.1',
    what: 'pas de Creuser avec moins de 4 guerriers dans le Terrier',
    notation: 'automne/j=d.robot,m/T:d2;2:d1',
    options: { orderCard: 'codebreakers_mouse', difficulty: 'facile' },
    check(t) {
      expect(one(t, 'R10.5.1').text).toMatch(/n’a que 3 guerriers \(il en faut 4\)/);
    },
  },
  {
    rule: 'R10.5.1.I',
    what: 'Oiseau : la clairière avec le plus de bâtiments et jetons adverses',
    notation: 'automne/j=d.robot,m/T:d4;2:m-scierie;7:m-atelier,m-bois',
    options: { orderCard: 'birdy_bindle_bird', difficulty: 'facile' },
    check(t) {
      const d = one(t, 'R10.5.1');
      expect(d.choice?.picked).toBe('7');
      expect(d.reasons.find((r) => r.rule === 'R10.5.1.I')!.text).toMatch(/7 \(souris\) \(2\)/);
    },
  },
  {
    rule: 'R10.5.1.I',
    what: 'emplacements vides à égalité : le moins de guerriers',
    notation: 'automne/j=d.robot,m/T:d4;2:m2;7:m1',
    options: { orderCard: 'codebreakers_mouse', difficulty: 'facile' },
    check(t) {
      const d = one(t, 'R10.5.1');
      expect(d.choice?.picked).toBe('9');
      expect(d.reasons.filter((r) => r.rule === 'R10.5.1.I')).toHaveLength(2);
    },
  },
  {
    rule: 'R10.5.3',
    what: 'au moins 9 guerriers en réserve : une Citadelle ; rien de possible : 1 point si des bâtiments restent sur le plateau de faction',
    notation: 'automne/j=d.robot,m/6:d3',
    options: { orderCard: 'ambush_fox', difficulty: 'facile' },
    check(t) {
      const b = one(t, 'R10.5.3');
      expect(b.setup.clearings['6']?.buildings).toEqual([{ owner: 'duchy', kind: 'citadel' }]);
    },
  },
  {
    rule: 'R10.5.3',
    what: 'aucune clairière contrôlée avec un emplacement libre : 1 point',
    notation: 'automne/j=d.robot,m/1:d2,m-scierie',
    options: { orderCard: 'ambush_rabbit', difficulty: 'facile' },
    check(t) {
      const b = one(t, 'R10.5.3');
      expect(b.points).toEqual({ duchy: 1 });
    },
  },
  {
    rule: 'R10.6.1.II',
    what: 'aucune clairière adjacente avec un bâtiment du Duché : les guerriers vont au Terrier',
    notation: 'automne/j=d.robot,m/2:d2,m2',
    options: { orderCard: 'codebreakers_mouse', difficulty: 'facile', dice: [[0, 0]] },
    check(t) {
      const s = one(t, 'R10.6.1.II');
      expect(w(s.setup, 2)).toBe(0);
      expect(s.setup.burrow?.warriors?.duchy).toBe(3);
    },
  },
  {
    rule: 'R10.6.3',
    what: 'Oiseau : premier Ministre sans couronne en partant du bas (la Duchesse de Boue)',
    notation: 'automne/j=d.robot,m/6:d1',
    options: { orderCard: 'birdy_bindle_bird', difficulty: 'facile' },
    check(t) {
      expect(one(t, 'R10.6.3').choice?.picked).toBe('duchess');
    },
  },
  {
    rule: 'R10.7.6',
    what: 'Maire : 1 guerrier retiré de la clairière contrôlée qui en a le plus, 1 point ; Comte et Baron : 1 point par Citadelle / Marché (la Construction a placé une 2e Citadelle en 8)',
    notation: 'automne/j=d.robot.ministres-maire+comte+baron,m/6:d3,d-citadelle;8:d5,d-marche',
    options: { orderCard: 'ambush_rabbit', difficulty: 'facile' },
    check(t) {
      const m = one(t, 'R10.7.6');
      expect(m.points).toEqual({ duchy: 1 });
      expect(one(t, 'R10.7.7').points).toEqual({ duchy: 2 });
      expect(one(t, 'R10.7.8').points).toEqual({ duchy: 1 });
    },
  },
  {
    rule: 'R10.2.1',
    what: 'Coût des erreurs : un bâtiment du Duché retiré en combat ôte la couronne du premier Ministre couronné en partant du bas',
    notation: 'automne/j=m.robot,d.robot.ministres-capitaine+maire/6:m3,d-citadelle',
    options: { orderCard: 'ambush_fox', dice: [[3, 0]] },
    check(t) {
      const b = stepsOf(t, 'R4.5.1')[0]!;
      expect(b.reasons.some((r) => r.rule === 'R10.2.1' && /Maire/.test(r.text))).toBe(true);
      expect(b.setup.players.duchy?.ministers).toEqual(['captain']);
    },
  },
];

describe('départages du Duché Foreur, règle par règle', () => {
  for (const row of ROWS)
    it(`${row.rule} : ${row.what}`, () => {
      const bot = row.rule === 'R10.2.1' ? 'marquise' : 'duchy';
      const t = playBotTurn(S(row.notation), bot, row.options);
      expect(t.problems).toEqual([]);
      row.check(t);
    });
});

describe('mise en place et données du Duché Foreur', () => {
  it('R10.3 : coin opposé au Donjon, 2 guerriers et 1 Tunnel, 2 guerriers autour, 2 Ministres ralliés', () => {
    const m = botSetup(emptySetup('automne'), 'marquise', { seed: 3 });
    const d = botSetup(m.setup, 'duchy', { seed: 3, botState: m.botState });
    expect(d.problems).toEqual([]);
    const keep = Number(Object.entries(m.setup.clearings).find(([, c]) => c.tokens?.some((x) => x.kind === 'keep'))![0]);
    const opposite = { 1: 3, 3: 1, 2: 4, 4: 2 }[keep as 1 | 2 | 3 | 4];
    expect(tunnelsIn(d.setup)).toEqual([opposite]);
    expect(w(d.setup, opposite)).toBe(2);
    expect(d.setup.players.duchy?.ministers?.length ?? 0).toBeGreaterThanOrEqual(1);
    for (const s of d.steps) expect(validate(s.setup).ok).toBe(true);
  });

  it('difficultés (ROOT-228–230), Taupes, Traits (ROOT-231–234) sourcés ; valeurs non confirmées listées', () => {
    expect(DUCHY_DIFFICULTY.facile.source).toMatch(/ROOT-228/);
    expect(DUCHY_MOLE_TRACK.confirmedBy[0]).toMatchObject({ pieces: 2, vp: 2 });
    for (const id of ['foundations', 'investors', 'overwhelm', 'invaders'] as const) expect(TRAITS[id].faction).toBe('duchy');
    expect(unconfirmedValues().some((x) => x.includes('Taupes'))).toBe(true);
  });

  it('Trait Submerger : Creuser deux fois, avec 3 guerriers', () => {
    const t = playBotTurn(S('automne/j=d.robot,m/T:d5'), 'duchy', { orderCard: 'codebreakers_mouse', difficulty: 'facile', traits: ['overwhelm'] });
    expect(t.problems).toEqual([]);
    const digs = stepsOf(t, 'R10.5.1');
    expect(digs).toHaveLength(2);
    expect(digs.map((s) => s.choice?.picked)).toEqual(['2', '7']);
  });
});

describe('Trait Investisseurs (ROOT-232) : le choix de l’humain, montré aux humains', () => {
  it('un humain retire en défense la Citadelle du Duché Foreur : il doit défausser une carte de la couleur de la clairière, annoncé sous « Aux humains »', () => {
    const pos = S('automne/j=d.robot.traits-investors.ministres-capitaine,m/1:d1,d-citadelle,m3');
    const t = playBotTurn(pos, 'duchy', { orderCard: 'anvil_fox', seed: 1, dice: [[3, 3]] });
    const b = t.steps.find((s) => s.roll?.clearing === 1)!;
    expect(b.text).toMatch(/Citadelle du Duché Foreur/);
    expect(b.prompts?.some((p) => p.rule === 'R3.3.2' && /Investisseurs\s:\sla Marquise doit défausser une carte renard/.test(p.text))).toBe(true);
    expect(b.reasons.some((r) => /Investisseurs/.test(r.text))).toBe(false);
    const plain = playBotTurn(S('automne/j=d.robot.ministres-capitaine,m/1:d1,d-citadelle,m3'), 'duchy', { orderCard: 'anvil_fox', seed: 1, dice: [[3, 3]] });
    expect(plain.steps.find((s) => s.roll?.clearing === 1)!.prompts?.some((p) => /Investisseurs/.test(p.text)) ?? false).toBe(false);
  });
});

describe('Duché Foreur et Piège (R11.8.2)', () => {
  const tripStep = (t: BotTurn) => t.steps.find((s) => s.rule === 'R11.8.2' || s.reasons.some((r) => r.rule === 'R11.8.2'));
  const snares = (t: BotTurn, c: number) => (t.setup.clearings[String(c)]?.tokens ?? []).filter((x) => x.kind === 'snare').length;

  it('Creuser vers la clairière du Piège : le Piège est retiré, pas de Tunnel ni de guerriers du Terrier', () => {
    const t = playBotTurn(S('automne/j=d.robot,m,k/T:d4;2:m-scierie;7:m-atelier,m-bois,k-piege!'), 'duchy', { orderCard: 'birdy_bindle_bird', difficulty: 'facile', seed: 1 });
    expect(tripStep(t)?.text).toMatch(/clairière 7/);
    expect(snares(t, 7)).toBe(0);
    expect((t.setup.clearings['7']?.tokens ?? []).filter((x) => x.owner === 'duchy')).toEqual([]);
    expect(t.setup.clearings['7']?.warriors?.duchy ?? 0).toBe(0);
  });

  it('Construire dans la clairière du Piège : le Piège est retiré, pas de bâtiment', () => {
    const t = playBotTurn(S('automne/j=d.robot,m,k/4:d2,k-piege!;8:d1,d-citadelle'), 'duchy', { orderCard: 'anvil_fox', seed: 1 });
    expect(tripStep(t)?.text).toMatch(/clairière 4/);
    expect(snares(t, 4)).toBe(0);
    expect(t.setup.clearings['4']?.buildings ?? []).toEqual([]);
  });

  it('le Maréchal vise la clairière du Piège : le Piège est retiré, pas de guerrier', () => {
    const t = playBotTurn(S('automne/j=d.robot.ministres-marechal,k/3:d1,d-citadelle,k-piege!'), 'duchy', { orderCard: 'anvil_fox', seed: 1 });
    expect(tripStep(t)?.text).toMatch(/clairière 3/);
    expect(snares(t, 3)).toBe(0);
    expect(t.setup.clearings['3']?.warriors?.duchy).toBe(1);
  });
});
