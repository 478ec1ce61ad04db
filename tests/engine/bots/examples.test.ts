/**
 * The worked turn examples of the Laws of Rootbotics, replayed step by step:
 * - « Exemple de tour de la Marquise Mécanique 2.0 » (R4);
 * - « Exemple de tour de la Canopée Électrique » (R5).
 * Clearing numbers are Clockwork priorities; both examples are on Autumn (the numbers and suits
 * they give match the Autumn map).
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/engine/root/index';
import { playBotTurn, type BotStep } from '../../../src/engine/root/bots/index';
import { S } from '../helpers';
import { stepsOf, one, rulesOf } from './helpers';

const warriors = (s: BotStep['setup'], c: number, o: string) => s.clearings[String(c)]?.warriors?.[o] ?? 0;

describe('Exemple de tour de la Marquise Mécanique 2.0 (R4)', () => {
  // First turn of the game, right after setup: Keep in corner 1 (clearing 1 holds 3 warriors after
  // recruiting), no warrior in the opposite corner 3, starting buildings in 1 (full), 5 and 10;
  // one Sawmill (2 after building). The Eyrie set up in corner 3: no enemy piece in a fox clearing.
  const position = S(
    'automne/j=m.robot,c/1:m2,m-scierie,m-donjon;2:m1;3:c6,c-perchoir;4:m1;5:m1,m-atelier;6:m1;7:m1;8:m1;9:m1;10:m1,m-recruteur;11:m1;12:m1',
  );
  const turn = playBotTurn(position, 'marquise', { orderCard: 'root_tea_fox', seed: 7 });

  it('joue le tour sans problème', () => {
    expect(turn.ok).toBe(true);
    expect(turn.problems).toEqual([]);
  });

  it('Aurore : révèle Café chaud (Renard) et fabrique le café pour 1 point seulement', () => {
    const reveal = one(turn, 'R4.4.1');
    expect(reveal.draw?.picked).toBe('root_tea_fox');
    expect(reveal.draw?.given).toBe(true);
    expect(reveal.text).toContain('Café chaud');
    const craft = one(turn, 'R4.4.2');
    expect(craft.points).toEqual({ marquise: 1 });
    expect(craft.setup.players.marquise?.crafted).toEqual(['tea']);
    expect(rulesOf(craft)).toContain('R1.1.2');
  });

  it('Jour, combat : aucune clairière Renard ne contient de pièce adverse', () => {
    const b = one(turn, 'R4.5.1');
    expect(b.roll).toBeUndefined();
    expect(b.text).toMatch(/aucune clairière ordonnée/);
  });

  it('Recrutement : 1 guerrier dans chacune des 4 clairières Renard contrôlées', () => {
    const r = one(turn, 'R4.5.2');
    for (const c of [1, 6, 8, 12]) expect(warriors(r.setup, c, 'marquise'), `clairière ${c}`).toBe(c === 1 ? 3 : 2);
    expect(r.choice?.candidates).toEqual(['1', '6', '8', '12']);
  });

  it('Construction : la clairière 1 est pleine (R2.3), puis 6 parmi 6, 8, 12 (R2.1) ; une Scierie', () => {
    const b = one(turn, 'R4.5.3');
    expect(b.choice?.picked).toBe('6');
    expect(rulesOf(b)).toEqual(expect.arrayContaining(['R2.3', 'R4.5.3', 'R2.1']));
    const r23 = b.reasons.find((r) => r.rule === 'R2.3')!;
    expect(r23.text).toContain('clairière 1');
    const r21 = b.reasons.find((r) => r.rule === 'R2.1')!;
    expect(r21.text).toMatch(/6.*8.*12/);
    expect(b.setup.clearings['6']?.buildings).toEqual([{ owner: 'marquise', kind: 'sawmill' }]);
  });

  it('Pas de déplacement ni d’Expansion', () => {
    expect(one(turn, 'R4.5.4').text).toMatch(/ne se déplace pas/);
    expect(one(turn, 'R4.5.5').text).toMatch(/Pas d’Expansion/);
  });

  it('Crépuscule : 1 point pour 2 Scieries, puis défausse ; 2 points en tout', () => {
    const s = one(turn, 'R4.6.1');
    expect(s.points).toEqual({ marquise: 1 });
    expect(one(turn, 'R4.6.2').text).toMatch(/défausse/);
    expect(turn.setup.players.marquise?.score).toBe(2);
  });

  it('chaque position est valide et les phases se suivent', () => {
    for (const s of turn.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
    expect([...new Set(turn.steps.map((s) => s.phase))]).toEqual(['aurore', 'jour', 'crepuscule']);
  });
});

describe('Exemple de tour de la Canopée Électrique (R5)', () => {
  // Mid-game. Decree before the turn: Renard 1, Lapin 0, Souris 0, Oiseau 2 (the Viziers).
  // Roosts in 8 (Renard), 3 (Lapin), 7 (Souris). Both Café chaud cards are crafted already: no
  // tea in the supply. The Alliance (human) has a Sympathy token alone in corner 4.
  // Enemy pieces chosen to fit every comparison of the example: 8 (2) > 7 (1) > 3 (0);
  // 6 (1) < 11 (2); 12 (1) < 9 (2); a Marquise warrior alone in 12.
  const position = S(
    'automne/j=m.points-12.fabriques-cafe+cafe,c.robot.points-10.decret-1-0-0-2,a.points-8/' +
      '1:m2,m-scierie,m-donjon;3:c3,c-perchoir;4:a-sympathie;6:a1;7:c1,c-perchoir,m1;8:c1,c-perchoir,m2;9:m2;10:m1;11:m2;12:m1',
  );
  // the example gives 0-0 in 12 twice; the roll in 4 is not given (any roll removes the token)
  const turn = playBotTurn(position, 'eyrie', { orderCard: 'root_tea_rabbit', seed: 3, dice: [[0, 0], [2, 1], [0, 0]] });
  const recruits = stepsOf(turn, 'R5.5.1.I');
  const moves = stepsOf(turn, 'R5.5.1.II');
  const battles = stepsOf(turn, 'R5.5.1.III');

  it('joue le tour sans problème', () => {
    expect(turn.ok).toBe(true);
  });

  it('Aurore : Café chaud ne peut pas être fabriqué, il rejoint la colonne Lapin', () => {
    expect(one(turn, 'R5.4.1').draw?.picked).toBe('root_tea_rabbit');
    const craft = one(turn, 'R5.4.2');
    expect(craft.text).toMatch(/plus disponible/);
    expect(craft.points).toBeUndefined();
    expect(one(turn, 'R5.4.3').setup.players.eyrie?.decree).toEqual([1, 1, 0, 2]);
  });

  it('Recrutement de gauche à droite : Renard en 8, Lapin en 3, Oiseau 2 guerriers en 8 (le plus de pièces adverses)', () => {
    expect(recruits.map((s) => s.choice?.picked)).toEqual(['8', '3', '8']);
    expect(recruits[0]!.text).toMatch(/Renard/);
    expect(recruits[1]!.text).toMatch(/Lapin/);
    expect(recruits[2]!.text).toMatch(/Oiseau.*2 guerriers/);
    const tie = recruits[2]!.reasons.find((r) => r.rule === 'R5.5.1.I.a')!;
    expect(tie.text).toMatch(/8.*\(2\).*3.*\(0\).*7.*\(1\)/);
  });

  it('Déplacement Renard : de 8 vers 4 (seule sans Perchoir), 3 guerriers, 1 laissé ; Indignation de l’Alliance humaine', () => {
    const m = moves[0]!;
    expect(m.choice?.picked).toBe('8->4');
    expect(warriors(m.setup, 8, 'eyrie')).toBe(1);
    expect(warriors(m.setup, 4, 'eyrie')).toBe(3);
    expect(m.prompts?.map((p) => p.rule)).toEqual(['8.2.6']);
    expect(m.prompts?.[0]?.text).toContain('R2.8.1');
  });

  it('Déplacement Lapin : de 3 (le plus de guerriers) vers 6 (moins de pièces adverses que 11)', () => {
    const m = moves[1]!;
    expect(m.choice?.picked).toBe('3->6');
    expect(m.reasons.find((r) => r.rule === 'R5.5.1.II.a')?.text).toMatch(/6.*\(1\).*11.*\(2\)/);
    expect(warriors(m.setup, 6, 'eyrie')).toBe(3);
    expect(m.prompts).toBeUndefined();
  });

  it('Déplacement Oiseau : de 4, à égalité avec 6 mais prioritaire, vers 12 ; 1 guerrier, 2 laissés', () => {
    const m = moves[2]!;
    expect(m.choice?.picked).toBe('4->12');
    expect(m.reasons.find((r) => r.rule === 'R2.1')?.text).toMatch(/4.*parmi.*4.*6/);
    expect(m.reasons.find((r) => r.rule === 'R5.5.1.II.a')?.text).toMatch(/12.*\(1\).*9.*\(2\)/);
    expect(warriors(m.setup, 4, 'eyrie')).toBe(2);
    expect(warriors(m.setup, 12, 'eyrie')).toBe(1);
  });

  it('Combat Renard en 12 (sans Perchoir) : 0-0, rien ne se passe', () => {
    const b = battles[0]!;
    expect(b.choice?.picked).toBe('12');
    expect(b.roll).toMatchObject({ clearing: 12, defender: 'marquise', dice: [0, 0], given: true });
    expect(b.reasons.map((r) => r.rule)).toContain('R5.5.1.III.a');
    expect(warriors(b.setup, 12, 'marquise')).toBe(1);
  });

  it('Combat Lapin en 4 : le jeton de Sympathie est retiré, 1 point, nouvelle Indignation', () => {
    const b = battles[1]!;
    expect(b.choice?.picked).toBe('4');
    expect(b.roll?.defender).toBe('alliance');
    expect(b.points).toEqual({ eyrie: 1 });
    expect(b.setup.clearings['4']?.tokens ?? []).toEqual([]);
    expect(b.prompts?.map((p) => p.rule)).toEqual(['8.2.6']);
  });

  it('Combat Oiseau en 12 : sans Perchoir, 0 bâtiment sans défense à égalité, priorité la plus basse ; 0-0 + 1 perte additionnelle', () => {
    const b = battles[2]!;
    expect(b.choice?.picked).toBe('12');
    expect(b.reasons.map((r) => r.rule)).toEqual(expect.arrayContaining(['R5.5.1.III.a', 'R5.5.1.III.b', 'R5.5.1.III.c', 'R5.5.1.III']));
    expect(b.roll?.dice).toEqual([0, 0]);
    expect(warriors(b.setup, 12, 'marquise')).toBe(0);
    expect(b.text).toMatch(/perte additionnelle/);
  });

  it('Construction d’un Perchoir en 4, puis 3 points au Crépuscule', () => {
    const b = one(turn, 'R5.5.2');
    expect(b.choice?.picked).toBe('4');
    expect(b.setup.clearings['4']?.buildings).toEqual([{ owner: 'eyrie', kind: 'roost' }]);
    const e = one(turn, 'R5.6');
    expect(e.points).toEqual({ eyrie: 3 });
    expect(turn.setup.players.eyrie?.score).toBe(14);
  });

  it('chaque position est valide', () => {
    for (const s of turn.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
  });
});
