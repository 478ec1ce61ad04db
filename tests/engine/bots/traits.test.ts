/**
 * Difficulty cards and Traits (data.ts: LederCards ROOT/110–123), as applied in a bot turn.
 */
import { describe, expect, it } from 'vitest';
import { playBotTurn, TRAITS, MARQUISE_DIFFICULTY, EYRIE_DIFFICULTY, unconfirmedValues, type BotTurn } from '../../../src/engine/root/bots/index';
import { S } from '../helpers';
import { stepsOf as steps } from './helpers';

const w = (t: BotTurn, c: number, o: string) => t.setup.clearings[String(c)]?.warriors?.[o] ?? 0;

describe('difficulté de la Marquise Mécanique 2.0', () => {
  const pos = S('automne/j=m.robot/1:m1;6:m1;8:m1;12:m1');
  const run = (difficulty: 'facile' | 'normal' | 'difficile' | 'cauchemardesque') =>
    playBotTurn(pos, 'marquise', { orderCard: 'bake_sale_rabbit', difficulty, seed: 1 });
  const fox = (difficulty: 'facile' | 'normal' | 'difficile' | 'cauchemardesque') => playBotTurn(pos, 'marquise', { orderCard: 'anvil_fox', difficulty, seed: 1 });

  it('facile : 2 guerriers recrutés au lieu de 4, aux clairières les plus prioritaires', () => {
    const t = fox('facile');
    expect([1, 6, 8, 12].map((c) => w(t, c, 'marquise'))).toEqual([2, 2, 1, 1]);
  });
  it('normal : 4 guerriers', () => {
    expect([1, 6, 8, 12].map((c) => w(fox('normal'), c, 'marquise'))).toEqual([2, 2, 2, 2]);
  });
  it('difficile : 2 guerriers de plus dans la clairière ordonnée contrôlée la plus prioritaire', () => {
    const t = fox('difficile');
    const d = steps(t, 'R3.3.1')[0]!;
    expect(d.text).toMatch(/2 guerriers de plus dans la clairière 1/);
    expect(d.setup.clearings['1']?.warriors?.marquise).toBe(4);
  });
  it('cauchemardesque : 1 point de plus à la fin du Crépuscule', () => {
    const normal = run('normal').setup.players.marquise?.score ?? 0;
    expect(run('cauchemardesque').setup.players.marquise?.score).toBe(normal + 1);
  });
  it('les valeurs citent leur source', () => {
    for (const d of Object.values(MARQUISE_DIFFICULTY)) expect(d.source.length).toBeGreaterThan(10);
    for (const d of Object.values(EYRIE_DIFFICULTY)) expect(d.source.length).toBeGreaterThan(10);
  });
});

describe('Traits', () => {
  it('Implacable (Iron Will) : le Jour Intense recrute deux fois plus', () => {
    const pos = S('automne/j=m.robot/5:m1;9:m1');
    const t = playBotTurn(pos, 'marquise', { orderCard: 'ambush_bird', traits: ['iron_will'], seed: 1 });
    const r = steps(t, 'R4.7.2')[0]!;
    expect([r.setup.clearings['5']?.warriors?.marquise, r.setup.clearings['9']?.warriors?.marquise]).toEqual([5, 5]);
  });

  it('Blitz : de la clairière contrôlée sans adversaire la plus prioritaire, tous sauf 1, puis combat', () => {
    const pos = S('automne/j=m.robot,a/1:m4;9:a2');
    const t = playBotTurn(pos, 'marquise', { orderCard: 'bake_sale_rabbit', traits: ['blitz'], seed: 1, dice: [[0, 0]] });
    const b = t.steps.find((s) => s.text.startsWith('Trait Blitz') && /déplace/.test(s.text));
    expect(b?.text).toMatch(/3 guerriers de la clairière 1 .*clairière 9/);
    expect(t.steps.some((s) => s.roll?.clearing === 9)).toBe(true);
  });

  it('Hôpitaux (Marquise robot en défense pendant le tour de la Canopée) : 2 guerriers dans la clairière du Donjon', () => {
    const pos = S('automne/j=m.robot,c.robot.decret-1-0-0-0/1:m1,m-donjon;12:c4,m2;8:c1,c-perchoir');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, dice: [[3, 0]], otherBots: { marquise: { traits: ['hospitals'] } } });
    const h = t.steps.find((s) => /Hôpitaux/.test(s.text));
    expect(h?.text).toMatch(/2 guerriers dans la clairière 1/);
    expect(w(t, 1, 'marquise')).toBe(3);
  });

  it('Fortifié : appliqué quand la Canopée Électrique attaque la Marquise robot (détail : traits-combat.test.ts)', () => {
    const pos = S('automne/j=m.robot,c.robot.decret-1-0-0-0/12:c4,m-scierie;8:c1,c-perchoir');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, dice: [[0, 0]], otherBots: { marquise: { traits: ['fortified'] } } });
    const b = t.steps.find((s) => s.roll?.clearing === 12)!;
    expect(b.reasons.some((r) => /Fortifié/.test(r.text))).toBe(true);
    expect(b.prompts?.some((p) => /Fortifié/.test(p.text)) ?? false).toBe(false);
    expect(TRAITS.fortified.engine).toBe('appliqué');
  });

  it('Taxe (War Tax) : le propriétaire d’un bâtiment retiré perd 1 point', () => {
    const pos = S('automne/j=c.robot.decret-1-0-0-0,m.points-5/12:c3,m-scierie;8:c1,c-perchoir');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, dice: [[1, 0]], traits: ['war_tax'] });
    expect(t.steps.some((s) => s.text.startsWith('Trait Taxe'))).toBe(true);
    expect(t.setup.players.marquise?.score).toBe(4);
  });

  it('Impitoyable (Relentless) : bâtiments et jetons sans défense retirés là où la Canopée a des guerriers', () => {
    // a Renard order and no bird card: no battle in the Lapin 5 or the Souris 2 before Relentless
    const pos = S('automne/j=c.robot.decret-0-0-0-0,m,a/5:c1,m-atelier;8:c2,c-perchoir;2:a-sympathie,c1');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'anvil_fox', seed: 1, traits: ['relentless'] });
    const r = t.steps.filter((s) => s.text.startsWith('Trait Impitoyable'));
    expect(r.length).toBeGreaterThan(0);
    expect(t.setup.clearings['5']?.buildings ?? []).toEqual([]);
    expect(r.some((s) => s.prompts?.some((p) => p.rule === '8.2.6'))).toBe(true);
  });

  it('Descente (Swoop) : 2 guerriers dans la clairière la plus prioritaire sans pièce de la Canopée', () => {
    const pos = S('automne/j=c.robot.decret-0-0-0-1/8:c2,c-perchoir');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, traits: ['swoop'] });
    expect(t.steps.find((s) => s.text.startsWith('Trait Descente'))?.text).toMatch(/clairière 1 /);
    expect(w(t, 1, 'eyrie')).toBe(2);
  });

  it('Noblesse (Nobility) : crise si un guerrier ne peut être placé, et des points au lieu d’en perdre', () => {
    const pos = S('automne/j=c.robot.points-3.decret-0-0-0-2/8:c1,c-perchoir');
    // a Souris card: no Souris clearing with a roost, the warrior cannot be placed
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, traits: ['nobility'] });
    const h = steps(t, 'R5.7.1')[0]!;
    expect(h.points).toEqual({ eyrie: 2 });
    expect(steps(t, 'R5.5.1.II')).toHaveLength(0);
  });
});

describe('valeurs non confirmées', () => {
  it('sont listées avec leur source', () => {
    const xs = unconfirmedValues();
    expect(xs.some((x) => /Perchoirs/.test(x))).toBe(true);
    expect(xs.some((x) => /Blitz/.test(x))).toBe(true);
  });
});

describe('pièces retirées hors combat : leurs effets suivent (1.5.4)', () => {
  it('Impitoyable retire la Citadelle sans défense du Duché : le prix de l’échec s’applique (12.2.3)', () => {
    const pos = S('automne/j=c.robot.decret-0-0-0-0,d.ministres-capitaine/5:c1,d-citadelle;8:c2,c-perchoir');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'anvil_fox', seed: 1, traits: ['relentless'] });
    const r = t.steps.find((s) => s.text.startsWith('Trait Impitoyable'))!;
    expect(r.text).toMatch(/Citadelle du Duché/);
    expect(r.reasons.some((x) => x.rule === '12.2.3')).toBe(true);
    expect(r.setup.players.duchy?.ministers ?? []).toEqual([]);
    expect(r.points).toEqual({ eyrie: 1 });
  });
});
