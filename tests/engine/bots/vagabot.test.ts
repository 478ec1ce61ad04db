/**
 * Vagabot (R7):
 * - the worked turn example « Exemple de tour du Vagabot », replayed step by step;
 * - a tie-break table, one row per rule of R7 (named position, board, the bot's turn, what the rule
 *   decides), the six characters (R7.7), the board arithmetic (R7.2.4, R7.2.5, R7.5.5, R7.6);
 * - the Elimination (R7.2.1.I) by a Revolt of the Alliance Automatisée, difficulty and Traits.
 * Map: Autumn (fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins 6 10 11 12).
 */
import { describe, expect, it } from 'vitest';
import { emptySetup, validate } from '../../../src/engine/root/index';
import {
  botSetup,
  initialBotState,
  playBotTurn,
  TRAITS,
  VAGABOT_DIFFICULTY,
  type BotOptions,
  type BotStep,
  type BotTurn,
} from '../../../src/engine/root/bots/index';
import { VAGABOT_BOARD, type VagabotBoard } from '../../../src/engine/root/bots/vagabot';
import { S } from '../helpers';
import { stepsOf, one, first, rulesOf, type BotRow } from './helpers';

const w = (s: { setup: BotStep['setup'] }, c: number, o: string) => s.setup.clearings[String(c)]?.warriors?.[o] ?? 0;
const pawnAt = (s: { setup: BotStep['setup'] }) => {
  for (const [k, c] of Object.entries(s.setup.clearings)) if (c.pawns?.includes('vagabond')) return k;
  for (const [k, f] of Object.entries(s.setup.forests ?? {})) if (f.pawns?.includes('vagabond')) return k;
  return null;
};
const withBoard = (seed: number, board: Record<string, number | string | string[]>, out: string[] = []): BotOptions['botState'] => ({ ...initialBotState(seed), out, boards: { vagabond: board } });
const board = (t: BotTurn) => t.botState.boards?.vagabond as unknown as VagabotBoard;

describe('Exemple de tour du Vagabot (R7)', () => {
  // After a few rounds, the Vagabot (5 items, all face up) is in the mouse clearing 11. The ruins
  // of 6 and 11 are explored; a sword lies under the ruin of 12. Its Quest is a mouse Quest. In
  // the mouse clearing 7: the Marquise (3 warriors, a bag crafted, the most points) and the Eyrie.
  const position = S('automne/j=m.points-10.fabriques-sac,c.points-5,v.robot.objets-5.perso-voleur/6:-ruine;11:-ruine,v-pion;12:ruine(epee);10:ruine(sac);7:m3,c1');
  const turn = playBotTurn(position, 'vagabond', { orderCard: 'arms_trader_bird', dice: [[3, 3]], botState: withBoard(9, { ready: 5, quest: 'mouse' }) });
  const moves = stepsOf(turn, 'R7.5');

  it('joue le tour sans problème', () => {
    expect(turn.ok).toBe(true);
    expect(turn.problems).toEqual([]);
  });

  it('Aurore : carte Oiseau, fabrique son 6e objet : il va sur la Piste de Combat (maximum 2) ; 1 point ; pas besoin de se faufiler', () => {
    expect(one(turn, 'R7.4.1').draw?.picked).toBe('arms_trader_bird');
    const c = one(turn, 'R7.4.2');
    expect(c.points).toEqual({ vagabond: 1 });
    expect(c.text).toMatch(/6e objet intact.*Piste de Combat.*2/);
    expect(c.reasons.find((r) => r.rule === 'R7.2.4')!.text).toMatch(/5 prêts.*1 sur la Piste de Combat/);
    expect(c.setup.players.vagabond?.items).toBe(6);
    expect(one(turn, 'R7.4.3').text).toMatch(/pas besoin de se faufiler/);
  });

  it('Jour (Oiseau) : Exploration, Quête, Aide, Combat', () => {
    expect(one(turn, 'R7.5.I').text).toMatch(/Exploration, Quête, Aide, Combat/);
  });

  it('Exploration : la Ruine la plus proche est en 12 (1 déplacement, contre 2 pour la 10) ; 1 objet pour y aller, 1 pour explorer ; l’épée va dans la Sacoche : 4 objets prêts', () => {
    expect(moves[0]!.choice?.picked).toBe('12');
    expect(moves[0]!.reasons.find((r) => r.rule === 'R7.5')!.text).toMatch(/12 \(renard\) \(1\).*écartée.*10 \(lapin\) \(2\)/);
    const e = one(turn, 'R7.5.1');
    expect(e.setup.clearings['12']?.ruin).toBe(false);
    expect(e.setup.players.vagabond?.items).toBe(7);
    expect(e.reasons[0]!.text).toMatch(/4 prêts, 2 épuisés/);
    expect(e.points).toBeUndefined();
  });

  it('Quête : la clairière Souris la plus proche, 7 (à égalité avec 9 et 11, prioritaire) ; 1 + 2 objets, 1 point ; il reste 1 objet prêt', () => {
    expect(moves[1]!.choice?.picked).toBe('7');
    expect(moves[1]!.reasons.find((r) => r.rule === 'R2.1')!.text).toMatch(/clairière 7 .*parmi.*7.*9.*11/);
    const q = stepsOf(turn, 'R7.5.2');
    expect(q[0]!.text).toMatch(/Quête souris accomplie.*2 objets/);
    expect(q[0]!.points).toEqual({ vagabond: 1 });
    expect(q[1]!.draw).toBeDefined();
  });

  it('Aide : seule la Marquise a fabriqué un objet ; le Vagabot prend le sac, marque 1 point, la Marquise pioche', () => {
    const a = one(turn, 'R7.5.3');
    expect(a.choice).toEqual({ picked: 'marquise', candidates: ['marquise'] });
    expect(a.points).toEqual({ vagabond: 1 });
    expect(a.setup.players.marquise?.crafted).toBeUndefined();
    expect(a.setup.players.vagabond?.items).toBe(8);
    expect(a.prompts?.[0]?.text).toMatch(/Marquise pioche 1 carte/);
    expect(a.reasons.at(-1)!.text).toMatch(/1 prêt, 6 épuisés/);
  });

  it('Combat : la Marquise (le plus de points) ; double 3 : 2 guerriers retirés (maximum 2), 2 points ; 3 objets endommagés, la Piste se vide', () => {
    const b = stepsOf(turn, 'R7.5.4').find((s) => s.roll)!;
    expect(b.roll).toMatchObject({ clearing: 7, attacker: 'vagabond', defender: 'marquise', dice: [3, 3], given: true });
    expect(rulesOf(b)).toEqual(expect.arrayContaining(['R7.2.4', 'R7.2.5', 'R7.5.4']));
    expect(b.points).toEqual({ vagabond: 2 });
    expect(w(b, 7, 'marquise')).toBe(1);
    expect(b.setup.players.vagabond?.items).toBe(5);
    expect(b.text).toMatch(/1 prêt, 4 épuisés, 3 endommagés, 0 sur la Piste de Combat/);
  });

  it('pas de second combat : il faudrait 2 objets', () => {
    expect(stepsOf(turn, 'R7.5.4').at(-1)!.text).toMatch(/ne peut pas combattre à nouveau.*2 objets/);
  });

  it('Crépuscule : un objet endommagé, donc 4 objets rafraîchis ; 1 réparé (hors d’un bois) ; défausse', () => {
    expect(one(turn, 'R7.6.1').text).toMatch(/au moins 1 objet endommagé, 4 objets à rafraîchir\s;\s4 retournés/);
    expect(one(turn, 'R7.6.2').text).toMatch(/hors d’un bois, 1 objet\s;\s1 réparé/);
    expect(one(turn, 'R7.6.3').text).toMatch(/Arms Trader/);
  });

  it('5 points en tout (fabrication, Quête, Aide, 2 guerriers) ; le plateau suit au tour suivant', () => {
    expect(turn.setup.players.vagabond?.score).toBe(5);
    expect(board(turn)).toMatchObject({ ready: 5, damagedExhausted: 2, quest: expect.stringMatching(/fox|rabbit|mouse/), questsOut: ['mouse'] });
    expect(VAGABOT_BOARD.undamaged(board(turn))).toBe(turn.setup.players.vagabond?.items);
  });

  it('chaque position est valide', () => {
    for (const s of turn.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
  });
});


const V = 'v.robot';
const NO_RUINS = '6:-ruine;10:-ruine;11:-ruine;12:-ruine';
const rows: BotRow[] = [
  {
    rule: 'R7.5.4',
    what: 'Combat : le joueur avec le plus de points (la Marquise, en 8, à 2 déplacements) plutôt que la Canopée présente',
    notation: `automne/j=m.points-10,c.points-3,${V}.objets-5/12:v-pion,c1;8:m1`,
    options: { orderCard: 'ambush_rabbit', dice: [[0, 0]], botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      expect(first(t, 'R7.5').choice?.picked).toBe('8');
      const b = stepsOf(t, 'R7.5.4').find((s) => s.roll)!;
      expect(b.roll).toMatchObject({ clearing: 8, defender: 'marquise' });
    },
  },
  {
    rule: 'R7.5.4.I',
    what: 'égalité de distance (7 et 9) : la clairière où la cible a le plus de bâtiments et de jetons (9)',
    notation: `automne/j=m.points-10,${V}.objets-5/12:v-pion;7:m1;9:m1,m-scierie`,
    options: { orderCard: 'ambush_rabbit', dice: [[0, 0]], botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      const m = first(t, 'R7.5');
      expect(m.choice?.picked).toBe('9');
      expect(rulesOf(m)).toContain('R7.5.4.I');
    },
  },
  {
    rule: 'R7.5.4.II',
    what: 'puis la clairière où la cible a le moins de guerriers (9 : 1 contre 7 : 2)',
    notation: `automne/j=m.points-10,${V}.objets-5/12:v-pion;7:m2;9:m1`,
    options: { orderCard: 'ambush_rabbit', dice: [[0, 0]], botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      const m = first(t, 'R7.5');
      expect(m.choice?.picked).toBe('9');
      expect(rulesOf(m)).toContain('R7.5.4.II');
    },
  },
  {
    rule: 'R2.2',
    what: 'Combat, égalité de points entre Marquise et Canopée : la Marquise (A, ordre de mise en place)',
    notation: `automne/j=m.points-5,c.points-5,${V}.objets-5/12:v-pion,c1;8:m1`,
    options: { orderCard: 'ambush_rabbit', dice: [[0, 0]], botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      const b = stepsOf(t, 'R7.5.4').find((s) => s.roll)!;
      expect(b.roll?.defender).toBe('marquise');
      expect(rulesOf(b)).toContain('R2.2');
    },
  },
  {
    rule: 'R7.5.4',
    what: 'tant qu’il reste des pièces de la cible : 1 objet, puis 2 par combat de plus ; fin du Jour quand tout est épuisé',
    notation: `automne/j=m.points-10,${V}.objets-5/12:v-pion,m5`,
    options: { orderCard: 'ambush_rabbit', dice: [[0, 0], [0, 0], [0, 0]], botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      expect(stepsOf(t, 'R7.5.4').filter((s) => s.roll)).toHaveLength(3);
      expect(t.steps.some((s) => s.rule === 'R7.5' && /tous les objets .*épuisés/i.test(s.text))).toBe(true);
    },
  },
  {
    rule: 'R7.5.3',
    what: 'Aide : le joueur avec au moins 1 objet fabriqué qui a le moins de points (la Canopée, 3)',
    notation: `automne/j=m.points-10.fabriques-sac,c.points-3.fabriques-marteau,${V}.objets-5/7:v-pion,m1,c1`,
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]], botState: withBoard(1, { ready: 5, quest: 'mouse' }) },
    check(t) {
      const a = one(t, 'R7.5.3');
      expect(a.choice?.picked).toBe('eyrie');
      expect(a.setup.players.eyrie?.crafted).toBeUndefined();
    },
  },
  {
    rule: 'R7.5.3',
    what: 'Aide d’un robot : il marque 1 point au lieu de piocher (R2.8.1)',
    notation: `automne/j=m.robot.points-2.fabriques-sac,${V}.objets-5/7:v-pion,m1`,
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]], botState: withBoard(1, { ready: 5, quest: 'mouse' }) },
    check(t) {
      const a = one(t, 'R7.5.3');
      expect(a.points).toEqual({ vagabond: 1, marquise: 1 });
      expect(a.prompts).toBeUndefined();
    },
  },
  {
    rule: 'R7.5.1',
    what: 'Exploration : Ruines en 6 et 10 à 1 déplacement de la 2 : la prioritaire (6)',
    notation: `automne/j=${V}.objets-5/2:v-pion;6:ruine(botte);10:ruine(sac);11:ruine(epee);12:ruine(marteau)`,
    options: { orderCard: 'ambush_fox', botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      expect(first(t, 'R7.5').choice?.picked).toBe('6');
      expect(one(t, 'R7.5.1').setup.clearings['6']?.ruin).toBe(false);
    },
  },
  {
    rule: 'R7.5.2',
    what: 'Quête Renard : la clairière Renard la plus proche de la 5 (1, à 1 déplacement ; 6 est à 2)',
    notation: `automne/j=${V}.objets-5/5:v-pion`,
    options: { orderCard: 'ambush_mouse', botState: withBoard(1, { ready: 5, quest: 'fox' }) },
    check(t) {
      expect(first(t, 'R7.5').choice?.picked).toBe('1');
      expect(first(t, 'R7.5.2').points).toEqual({ vagabond: 1 });
    },
  },
  {
    rule: 'R7.5',
    what: 'il se déplace même s’il ne lui reste plus assez d’objets pour l’action (Quête en 9 : 1 objet, puis il en faudrait 2)',
    notation: `automne/j=${V}.objets-5/4:v-pion`,
    options: { orderCard: 'ambush_mouse', botState: withBoard(1, { ready: 1, exhausted: 4, quest: 'mouse' }) },
    check(t) {
      expect(first(t, 'R7.5').choice?.picked).toBe('9');
      expect(first(t, 'R7.5.2').text).toMatch(/il faudrait épuiser 2 objets/);
      expect(pawnAt(t)).toBe('9');
    },
  },
  {
    rule: 'R7.5',
    what: 'un déplacement que le robot ne peut pas payer en entier n’a pas lieu (lecture) : l’Exploration est passée',
    notation: `automne/j=${V}.objets-5/4:v-pion;10:-ruine;11:-ruine;12:-ruine`,
    options: { orderCard: 'ambush_fox', botState: withBoard(1, { ready: 1, exhausted: 4, quest: 'mouse' }) },
    check(t) {
      expect(first(t, 'R7.5.1').text).toMatch(/pas assez d’objets/);
      expect(pawnAt(t)).toBe('4');
    },
  },
  {
    rule: 'R7.5.5',
    what: 'Réparation : un objet endommagé non épuisé d’abord',
    notation: `automne/j=${V}.objets-3/5:v-pion`,
    options: { orderCard: 'ambush_rabbit', botState: withBoard(1, { ready: 3, damaged: 1, damagedExhausted: 1, quest: 'fox' }) },
    check(t) {
      expect(one(t, 'R7.5.5').text).toMatch(/endommagé non épuisé/);
    },
  },
  {
    rule: 'R7.4.3',
    what: 'Se faufiler : 2 objets intacts ou moins → un bois adjacent au hasard, pas de Jour ; dans un bois, tout est réparé',
    notation: `automne/j=${V}.objets-2/1:v-pion`,
    options: { orderCard: 'ambush_rabbit', botState: withBoard(1, { ready: 2, damaged: 2, quest: 'fox' }) },
    check(t) {
      const s = one(t, 'R7.4.3');
      expect(s.draw?.options.map((o) => o.value)).toEqual(['1_2_5_10', '1_9_10_12']);
      expect(t.steps.some((x) => x.phase === 'jour')).toBe(false);
      expect(one(t, 'R7.6.2').text).toMatch(/dans un bois, tous les objets\s;\s2 réparés/);
      expect(t.setup.players.vagabond?.items).toBe(4);
    },
  },
  {
    rule: 'R7.6.1',
    what: 'Rafraîchir : aucun objet endommagé → 6 objets',
    notation: `automne/j=${V}.objets-7/5:v-pion`,
    options: { orderCard: 'ambush_rabbit', botState: withBoard(1, { exhausted: 7, quest: 'fox' }) },
    check(t) {
      expect(one(t, 'R7.6.1').text).toMatch(/aucun objet endommagé, 6 objets à rafraîchir\s;\s6 retournés/);
    },
  },
  {
    rule: 'R7.2.5',
    what: 'objets perdus depuis le dernier tour (combat, Élimination) : endommagés, les épuisés d’abord',
    notation: `automne/j=${V}.objets-4/5:v-pion`,
    options: { orderCard: 'ambush_rabbit', botState: withBoard(1, { ready: 4, exhausted: 2, quest: 'fox' }) },
    check(t) {
      expect(one(t, 'R7.2.5').text).toMatch(/2 objets intacts.*4 prêts, 0 épuisé, 2 endommagés/);
    },
  },
  // ------------------------------------------------------------ characters (R7.7)
  {
    rule: 'R7.7.1',
    what: 'Voleur : une carte au hasard à l’humain de sa clairière qui a le plus de points ; sans main, il la fait défausser, 1 point',
    notation: `automne/j=m.points-10,${V}.objets-3.perso-voleur/7:v-pion,m1`,
    options: { orderCard: 'ambush_rabbit', dice: [[0, 0]], botState: withBoard(1, { ready: 2, exhausted: 1, quest: 'fox' }) },
    check(t) {
      const s = one(t, 'R7.7.1');
      expect(s.points).toEqual({ vagabond: 1 });
      expect(s.prompts?.[0]?.rule).toBe('R2.8.1');
    },
  },
  {
    rule: 'R7.7.2',
    what: 'Bricoleur : la carte la plus récente de la défausse connue avec un objet disponible (Anvil : marteau), 1 point',
    notation: `automne/j=${V}.objets-3.perso-bricoleur/7:v-pion;${NO_RUINS}`,
    options: { orderCard: 'ambush_fox', botState: withBoard(1, { ready: 3, quest: 'fox' }, ['anvil_fox']) },
    check(t) {
      const s = one(t, 'R7.7.2');
      expect(s.text).toMatch(/Anvil/);
      expect(s.points).toEqual({ vagabond: 1 });
      expect(s.setup.players.vagabond?.items).toBe(4);
    },
  },
  {
    rule: 'R7.7.3',
    what: 'Rôdeur : 3 objets endommagés → se faufile dans un bois adjacent au hasard',
    notation: `automne/j=${V}.objets-3.perso-rodeur/7:v-pion;${NO_RUINS}`,
    options: { orderCard: 'ambush_fox', botState: withBoard(1, { ready: 2, exhausted: 1, damaged: 3, quest: 'fox' }) },
    check(t) {
      const s = one(t, 'R7.7.3');
      expect(s.draw?.options.map((o) => o.value)).toEqual(['3_7_11_12', '4_7_8_12']);
      expect(pawnAt(s)).toBe(s.draw?.picked);
    },
  },
  {
    rule: 'R7.7.4',
    what: 'Miséreux : combat provoqué entre les joueurs prioritaires (la Marquise attaque la Canopée)',
    notation: `automne/j=m.points-1,c.points-9,${V}.objets-3.perso-misereux/7:v-pion,m3,c2;${NO_RUINS}`,
    options: { orderCard: 'ambush_fox', dice: [[0, 0], [1, 0]], botState: withBoard(1, { ready: 2, exhausted: 1, quest: 'fox' }) },
    check(t) {
      const s = one(t, 'R7.7.4');
      expect(s.roll).toMatchObject({ attacker: 'marquise', defender: 'eyrie', dice: [1, 0] });
    },
  },
  {
    rule: 'R7.7.5',
    what: 'Brigand : au moins 3 pièces adverses dont 1 bâtiment → toutes retirées, 1 objet posé, 1 point de plus',
    notation: `automne/j=m.points-1,${V}.objets-3.perso-brigand/7:v-pion,m2,m-scierie;${NO_RUINS}`,
    options: { orderCard: 'ambush_fox', dice: [[0, 0]], botState: withBoard(1, { ready: 2, exhausted: 1, quest: 'fox' }) },
    check(t) {
      const s = one(t, 'R7.7.5');
      expect(s.points).toEqual({ vagabond: 2 });
      expect(s.setup.clearings['7']?.buildings ?? []).toEqual([]);
      expect(s.setup.players.vagabond?.items).toBe(2);
    },
  },
  {
    rule: 'R7.5.6',
    what: 'Médiateur : pas d’action pendant son Jour, l’action spéciale est passée',
    notation: `automne/j=${V}.objets-3.perso-mediateur/7:v-pion;${NO_RUINS}`,
    options: { orderCard: 'ambush_fox', botState: withBoard(1, { ready: 3, quest: 'fox' }) },
    check(t) {
      expect(one(t, 'R7.5.6').text).toMatch(/Médiateur.*passée/);
    },
  },
];

describe('table des départages du Vagabot (R7)', () => {
  it.each(rows.map((r) => [`${r.rule} — ${r.what}`, r] as const))('%s', (_label, row) => {
    const t = playBotTurn(S(row.notation), 'vagabond', { seed: 11, ...row.options });
    expect(t.problems).toEqual([]);
    for (const s of t.steps) expect(validate(s.setup).ok, `${s.rule} ${s.text}`).toBe(true);
    row.check(t);
  });

  it('chaque règle de R7 qui choisit une cible a au moins une ligne', () => {
    const covered = new Set(rows.map((r) => r.rule));
    for (const rule of ['R7.2.5', 'R7.4.3', 'R7.5', 'R7.5.1', 'R7.5.2', 'R7.5.3', 'R7.5.4', 'R7.5.4.I', 'R7.5.4.II', 'R7.5.5', 'R7.5.6', 'R7.6.1', 'R7.7.1', 'R7.7.2', 'R7.7.3', 'R7.7.4', 'R7.7.5'])
      expect(covered.has(rule), rule).toBe(true);
  });
});

describe('plateau du Vagabot : Piste de Combat, pertes, réparation', () => {
  const B = (x: Partial<VagabotBoard>): VagabotBoard => ({ ready: 0, exhausted: 0, damaged: 0, damagedExhausted: 0, track: 0, trackExhausted: 0, quest: '', questsOut: [], ...x });
  it('R7.2.4 : 1, 2, 3 objets sur la piste à 6, 9, 12 objets intacts, les épuisés d’abord', () => {
    expect([5, 6, 8, 9, 11, 12].map(VAGABOT_BOARD.trackFor)).toEqual([0, 1, 1, 2, 2, 3]);
    const b = B({ ready: 3, exhausted: 3 });
    VAGABOT_BOARD.settleTrack(b);
    expect(b).toMatchObject({ ready: 3, exhausted: 2, track: 1, trackExhausted: 1 });
  });
  it('R7.2.5 : les pertes endommagent les objets épuisés d’abord ; la piste rend ses objets', () => {
    const b = B({ ready: 1, exhausted: 6, track: 1 });
    expect(VAGABOT_BOARD.damage(b, 3)).toBe(3);
    expect(b).toMatchObject({ ready: 2, exhausted: 3, damagedExhausted: 3, track: 0 });
  });
  it('R7.5.5 : un objet endommagé épuisé reste face cachée une fois réparé', () => {
    const b = B({ ready: 1, damagedExhausted: 1 });
    VAGABOT_BOARD.repairOne(b);
    expect(b).toMatchObject({ ready: 1, exhausted: 1, damagedExhausted: 0 });
  });
});

describe('Élimination (R7.2.1.I) : une Révolte de l’Alliance Automatisée avec le Vagabot', () => {
  const pos = S(`automne/j=a.robot,${V}.objets-5/1:a-sympathie,v-pion`);
  const t = playBotTurn(pos, 'alliance', { orderCard: 'ambush_fox', seed: 2 });
  it('le pion reste, le Vagabot endommage 3 objets', () => {
    const r = one(t, 'R6.4.3');
    expect(rulesOf(r)).toContain('R7.2.1.I');
    expect(r.setup.clearings['1']?.pawns).toEqual(['vagabond']);
    expect(r.setup.players.vagabond?.items).toBe(2);
  });
  it('au tour suivant du Vagabot, son plateau le sait : 3 objets endommagés, et il se faufile (2 objets intacts)', () => {
    const v = playBotTurn(t.setup, 'vagabond', { orderCard: 'ambush_fox', botState: withBoard(3, { ready: 5, quest: 'fox' }) });
    expect(v.problems).toEqual([]);
    expect(one(v, 'R7.2.5').text).toMatch(/3 objets intacts/);
    expect(one(v, 'R7.4.3').text).toMatch(/Se faufiler/);
  });
});

describe('difficulté et Traits du Vagabot', () => {
  const pos = S(`automne/j=${V}.objets-6/5:v-pion;${NO_RUINS}`);
  const run = (difficulty: 'facile' | 'normal' | 'difficile' | 'cauchemardesque') =>
    playBotTurn(pos, 'vagabond', { orderCard: 'ambush_fox', difficulty, botState: withBoard(1, { exhausted: 5, damaged: 1, quest: 'fox' }) });
  it('facile : 1 objet de moins à rafraîchir ; difficile : 1 de plus ; cauchemardesque : 1 point de plus', () => {
    expect(one(run('facile'), 'R7.6.1').text).toMatch(/3 objets à rafraîchir/);
    expect(one(run('normal'), 'R7.6.1').text).toMatch(/4 objets à rafraîchir/);
    expect(one(run('difficile'), 'R7.6.1').text).toMatch(/5 objets à rafraîchir/);
    expect((run('cauchemardesque').setup.players.vagabond?.score ?? 0) - (run('difficile').setup.players.vagabond?.score ?? 0)).toBe(1);
    for (const d of Object.values(VAGABOT_DIFFICULTY)) expect(d.source.length).toBeGreaterThan(10);
  });

  it('Assistant (Helper) : 1 point de plus à l’Aide, le joueur aidé pioche 2 cartes', () => {
    const t = playBotTurn(S(`automne/j=m.points-10.fabriques-sac,${V}.objets-5/7:v-pion,m1`), 'vagabond', {
      orderCard: 'ambush_mouse',
      dice: [[0, 0]],
      traits: ['helper'],
      botState: withBoard(1, { ready: 5, quest: 'mouse' }),
    });
    const a = one(t, 'R7.5.3');
    expect(a.points).toEqual({ vagabond: 2 });
    expect(a.prompts?.[0]?.text).toMatch(/2 cartes/);
  });

  it('Tireur (Marksman) : 1 perte immédiate avant les dés, 1 point pour le guerrier', () => {
    const t = playBotTurn(S(`automne/j=m.points-10,${V}.objets-5/7:v-pion,m2`), 'vagabond', {
      orderCard: 'ambush_rabbit',
      dice: [[0, 0], [0, 0]],
      traits: ['marksman'],
      botState: withBoard(1, { ready: 5, quest: 'fox' }),
    });
    const m = t.steps.find((s) => s.text.startsWith('Trait Tireur'))!;
    expect(m.points).toEqual({ vagabond: 1 });
    expect(w(m, 7, 'marquise')).toBe(1);
    const i = t.steps.indexOf(m);
    expect(t.steps[i + 1]!.roll).toBeDefined();
  });

  it('Aventurier : un seul combat, puis les objets restants en Quêtes', () => {
    const t = playBotTurn(S(`automne/j=m.points-10,${V}.objets-6/7:v-pion,m5;${NO_RUINS}`), 'vagabond', {
      orderCard: 'ambush_rabbit',
      dice: [[0, 0]],
      traits: ['adventurer'],
      botState: withBoard(1, { ready: 6, quest: 'mouse' }),
    });
    expect(stepsOf(t, 'R7.5.4').filter((s) => s.roll)).toHaveLength(1);
    expect(t.steps.some((s) => /^Trait Aventurier\s:\sun seul combat par tour/.test(s.text))).toBe(true);
    expect(stepsOf(t, 'R3.3.2').some((s) => /Quête souris accomplie/.test(s.text))).toBe(true);
    expect(TRAITS.adventurer.engine).toBe('appliqué');
  });

  it('Fou Furieux (Berserker) : la clairière avec le plus de pièces adverses, le joueur avec le plus de pièces', () => {
    const t = playBotTurn(S(`automne/j=m.points-10,c.points-1,${V}.objets-5/12:v-pion,m1;7:c4`), 'vagabond', {
      orderCard: 'ambush_rabbit',
      dice: [[0, 0], [0, 0], [0, 0]],
      traits: ['berserker'],
      botState: withBoard(1, { ready: 5, quest: 'fox' }),
    });
    const b = stepsOf(t, 'R7.5.4').find((s) => s.roll)!;
    expect(b.roll).toMatchObject({ clearing: 7, defender: 'eyrie' });
  });
});

describe('mise en place du Vagabot (R7.3)', () => {
  it('pion dans le bois adjacent au plus de clairières, Quête, objets sous les Ruines, 4 objets (3 pour le Bricoleur)', () => {
    const s = botSetup(emptySetup('automne'), 'vagabond', { seed: 4 });
    expect(s.ok, JSON.stringify(s.problems)).toBe(true);
    expect(s.setup.forests?.['2_6_10_11_12']?.pawns).toEqual(['vagabond']);
    for (const c of ['6', '10', '11', '12']) expect(s.setup.clearings[c]?.items?.length).toBe(1);
    expect(s.setup.players.vagabond?.items).toBe(s.setup.players.vagabond?.character === 'tinker' ? 3 : 4);
    expect((s.botState.boards?.vagabond as unknown as VagabotBoard).quest).toMatch(/fox|rabbit|mouse/);
    const tinker = botSetup({ ...emptySetup('automne'), players: { vagabond: { bot: true, character: 'tinker' } } }, 'vagabond', { seed: 4 });
    expect(tinker.setup.players.vagabond?.items).toBe(3);
    for (const st of s.steps) expect(validate(st.setup).ok, st.rule).toBe(true);
  });
  it('sans objets ni pion, un tour est refusé en français', () => {
    const t = playBotTurn(S(`automne/j=${V}`), 'vagabond', { orderCard: 'ambush_fox' });
    expect(t.ok).toBe(false);
    expect(t.problems.map((p) => p.rule).sort()).toEqual(['R7.2.3', 'R7.3.2']);
  });
});
