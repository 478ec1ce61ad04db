/**
 * Tie-break table: one row per tie-break rule of R2 and of the two bots (Marquise Mécanique 2.0,
 * Canopée Électrique), each a named position (notation), the bot's turn, and what the rule decides.
 * Maps: Autumn (suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11) unless a row says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { playBotTurn, type BotOptions, type BotStep, type BotTurn } from '../../../src/engine/root/bots/index';
import type { FactionId } from '../../../src/engine/root/index';
import { S } from '../helpers';
import { stepsOf as steps, first } from './helpers';

interface Row {
  rule: string;
  what: string;
  notation: string;
  bot: FactionId;
  options: BotOptions;
  check(t: BotTurn): void;
}

const hasReason = (s: BotStep, rule: string) => expect(s.reasons.map((r) => r.rule), `raison ${rule}`).toContain(rule);
const w = (s: BotStep, c: number, o: string) => s.setup.clearings[String(c)]?.warriors?.[o] ?? 0;

const M = 'm.robot';
const rows: Row[] = [
  // ------------------------------------------------------------ R2
  {
    rule: 'R2.1',
    what: 'clairière prioritaire : construction à égalité de guerriers en 6, 8, 12 → 6',
    notation: `automne/j=${M}/6:m2;8:m2;12:m2`,
    bot: 'marquise',
    // a Lapin order: no ordered clearing is ruled, so the recruit leaves 6, 8, 12 tied
    options: { orderCard: 'bake_sale_rabbit', dice: [] },
    check(t) {
      const b = first(t, 'R4.5.3');
      expect(b.choice?.picked).toBe('6');
      hasReason(b, 'R2.1');
    },
  },
  {
    rule: 'R2.2',
    what: 'joueur prioritaire : égalité de pièces et de points entre Lézards et Alliance → l’Alliance (C avant F)',
    notation: `automne/j=${M},a,l/6:m3,l2,a2`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox', dice: [[0, 0]] },
    check(t) {
      const b = first(t, 'R4.5.1');
      expect(b.roll?.defender).toBe('alliance');
      hasReason(b, 'R2.2');
    },
  },
  {
    rule: 'R2.3',
    what: 'légalité : la clairière 1 (3 guerriers) est pleine, on construit dans la suivante (8, 2 guerriers)',
    notation: `automne/j=${M}/1:m3,m-atelier;8:m2;12:m1`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox' },
    check(t) {
      const b = first(t, 'R4.5.3');
      expect(b.choice?.picked).toBe('8');
      hasReason(b, 'R2.3');
    },
  },
  {
    rule: 'R2.4',
    what: 'ordre des actions : les déplacements partent de 6 avant 12 (priorité des clairières de départ)',
    notation: `automne/j=${M},a/6:m5;12:m6;11:a2`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox' },
    check(t) {
      const ms = steps(t, 'R4.5.4');
      expect(ms.map((s) => s.text.match(/de la clairière (\d+)/)?.[1])).toEqual(['6', '12']);
      hasReason(ms[0]!, 'R2.4');
      expect(w(ms[1]!, 6, 'marquise')).toBe(3);
      expect(w(ms[1]!, 12, 'marquise')).toBe(3);
    },
  },
  {
    rule: 'R2.5',
    what: '« équivalente » : le 2e critère de recrutement (moins de guerriers) ne départage que les ex æquo du 1er',
    notation: 'automne/j=c.robot.decret-2-0-0-0,m/1:c3,c-perchoir,m1;6:c1,c-perchoir,m1;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      const r = first(t, 'R5.5.1.I');
      expect(r.choice?.picked).toBe('6');
      const b = r.reasons.find((x) => x.rule === 'R5.5.1.I.b')!;
      expect(b.text).toMatch(/6 \(renard\) \(1\).*écartée\s*:\s*la clairière 1 \(renard\) \(3\)/);
      expect(b.text).not.toContain('clairière 8');
    },
  },
  {
    rule: 'R2.7',
    what: 'carte d’ordre : couleur (clairières ordonnées) et objet (fabriqué) d’une vraie carte ; Oiseau = toutes les clairières',
    notation: `automne/j=${M},a/2:m1,a1;9:m1,a1`,
    bot: 'marquise',
    options: { orderCard: 'birdy_bindle_bird', dice: [[0, 0], [0, 0]] },
    check(t) {
      expect(first(t, 'R4.4.2').setup.players.marquise?.crafted).toEqual(['bag']);
      expect(steps(t, 'R4.7.1').map((s) => s.roll?.clearing)).toEqual([2, 9]);
    },
  },
  {
    rule: 'R2.8.1',
    what: 'Dextérité manuelle réduite : l’Alliance humaine pioche au lieu de prendre une carte au robot',
    notation: 'automne/j=c.robot.decret-1-0-0-0,a/8:c3,c-perchoir;7:c1,c-perchoir;4:a-sympathie',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      const m = first(t, 'R5.5.1.II');
      expect(m.prompts?.[0]?.text).toMatch(/R2\.8\.1.*pioche 1 carte/);
    },
  },
  {
    rule: 'R2.8.2',
    what: 'Déteste les surprises : aucun combat du robot ne subit d’Embuscade',
    notation: `automne/j=${M},c/6:m3,c1`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox', dice: [[3, 0]] },
    check(t) {
      const b = first(t, 'R4.5.1');
      hasReason(b, 'R2.8.2');
      expect(b.reasons.some((r) => r.rule === '4.3.1' && /Embuscade.*2 pertes/.test(r.text))).toBe(false);
      expect(w(b, 6, 'eyrie')).toBe(0);
      expect(w(b, 6, 'marquise')).toBe(3);
    },
  },
  {
    rule: 'R12.2.2',
    what: 'Montagne : le Col (10) est toujours prioritaire, même devant la clairière 3',
    notation: 'montagne/j=c.robot.decret-0-0-0-2/3:c2;10:c2;1:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [] },
    check(t) {
      const b = first(t, 'R5.5.2');
      expect(b.choice?.picked).toBe('10');
    },
  },
  // ------------------------------------------------------------ Marquise Mécanique 2.0
  {
    rule: 'R4.5.1',
    what: 'défenseur : le joueur avec le plus de pièces (Canopée 2 contre Alliance 1)',
    notation: `automne/j=${M},c,a/6:m3,a1,c2`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox', dice: [[0, 0]] },
    check(t) {
      expect(first(t, 'R4.5.1').roll?.defender).toBe('eyrie');
    },
  },
  {
    rule: 'R4.5.1.I',
    what: 'égalité du défenseur : le plus de points de victoire (Alliance 5 contre Canopée 3)',
    notation: `automne/j=${M},c.points-3,a.points-5/6:m3,a2,c2`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox', dice: [[0, 0]] },
    check(t) {
      const b = first(t, 'R4.5.1');
      expect(b.roll?.defender).toBe('alliance');
      hasReason(b, 'R4.5.1.I');
    },
  },
  {
    rule: 'R4.5.2',
    what: '3 clairières ordonnées contrôlées : le 4e guerrier va à la plus prioritaire (1)',
    notation: `automne/j=${M},c/1:m1;6:m1;8:m1;12:c1`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox' },
    check(t) {
      const r = first(t, 'R4.5.2');
      expect([w(r, 1, 'marquise'), w(r, 6, 'marquise'), w(r, 8, 'marquise')]).toEqual([3, 2, 2]);
    },
  },
  {
    rule: 'R4.5.3',
    what: 'construction dans la clairière contrôlée avec le plus de guerriers de la Marquise (8 : 4 contre 6 : 2)',
    notation: `automne/j=${M}/6:m1;8:m3`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox' },
    check(t) {
      expect(first(t, 'R4.5.3').choice?.picked).toBe('8');
    },
  },
  {
    rule: 'R4.5.4',
    what: 'déplacement vers la clairière adjacente avec le plus de pièces adverses (11 : 2 contre 2 : 1), 3 laissés',
    notation: `automne/j=${M},a/6:m6;11:a2;2:a1`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox' },
    check(t) {
      const m = first(t, 'R4.5.4');
      expect(m.choice?.picked).toBe('11');
      expect(w(m, 6, 'marquise')).toBe(3);
    },
  },
  {
    rule: 'R4.5.5',
    what: 'Expansion : aucun bâtiment placé et 5 bâtiments ou moins → nouvelle carte, retour au Jour (ici Oiseau : Jour Intense)',
    notation: `automne/j=${M}/1:m2,m-scierie`,
    bot: 'marquise',
    options: { orderCard: 'anvil_fox', nextOrderCards: ['birdy_bindle_bird'] },
    check(t) {
      const e = steps(t, 'R4.5.5');
      expect(e[0]!.draw?.picked).toBe('birdy_bindle_bird');
      expect(steps(t, 'R4.7')).toHaveLength(1);
      // no crafting after an Expansion
      expect(t.setup.players.marquise?.crafted).toEqual(['hammer']);
    },
  },
  {
    rule: 'R4.6.1',
    what: 'Oiseau : la piste qui rapporte le plus (3 Ateliers, 4 après la construction du Jour Intense → 3 points)',
    notation: `automne/j=${M}/2:m1,m-atelier;5:m1,m-atelier;7:m1,m-atelier;1:m1,m-scierie`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird' },
    check(t) {
      expect(first(t, 'R4.7.3').text).toMatch(/un Atelier/);
      expect(first(t, 'R4.6.1').points).toEqual({ marquise: 3 });
    },
  },
  {
    rule: 'R4.7.1.I',
    what: 'Jour Intense, égalité du défenseur : le plus de points de victoire (Canopée 9 contre Alliance 4)',
    notation: `automne/j=${M},c.points-9,a.points-4/9:m3,a1,c1`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird', dice: [[0, 0]] },
    check(t) {
      const b = first(t, 'R4.7.1');
      expect(b.roll?.defender).toBe('eyrie');
      hasReason(b, 'R4.7.1.I');
    },
  },
  {
    rule: 'R4.7.2',
    what: 'Jour Intense : 2 + 2 guerriers dans les 2 clairières contrôlées les moins prioritaires (12 et 9)',
    notation: `automne/j=${M}/1:m1;5:m1;9:m1;12:m1`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird' },
    check(t) {
      const r = first(t, 'R4.7.2');
      expect([w(r, 1, 'marquise'), w(r, 5, 'marquise'), w(r, 9, 'marquise'), w(r, 12, 'marquise')]).toEqual([1, 1, 3, 3]);
    },
  },
  {
    rule: 'R4.7.2',
    what: 'Jour Intense : une seule clairière contrôlée → les 4 guerriers y vont',
    notation: `automne/j=${M}/5:m1`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird' },
    check(t) {
      expect(w(first(t, 'R4.7.2'), 5, 'marquise')).toBe(5);
    },
  },
  {
    rule: 'R4.7.3',
    what: 'égalité Scierie / autre type → une Scierie',
    notation: `automne/j=${M}/5:m2,m-scierie;2:m1,m-atelier`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird' },
    check(t) {
      expect(first(t, 'R4.7.3').text).toMatch(/une Scierie/);
    },
  },
  {
    rule: 'R4.7.3',
    what: 'égalité Atelier / Recruteur sans les Scieries → un Recruteur',
    notation: `automne/j=${M}/5:m2,m-recruteur;2:m1,m-atelier`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird' },
    check(t) {
      expect(first(t, 'R4.7.3').text).toMatch(/un Recruteur/);
    },
  },
  {
    rule: 'R4.7.4',
    what: 'Jour Intense : déplacement depuis toute clairière, puis combat dans la clairière d’arrivée',
    notation: `automne/j=${M},a/9:m6;12:a1`,
    bot: 'marquise',
    options: { orderCard: 'ambush_bird', dice: [[0, 0]] },
    check(t) {
      const m = first(t, 'R4.7.4');
      expect(m.choice?.picked).toBe('12');
      const b = steps(t, 'R4.7.4').find((s) => s.roll);
      expect(b?.roll?.clearing).toBe(12);
    },
  },
  // ------------------------------------------------------------ Canopée Électrique
  {
    rule: 'R5.4.4',
    what: 'nouveau Perchoir : clairière ordonnée prioritaire où tout peut être placé (1 est pleine → 6)',
    notation: 'automne/j=c.robot.decret-0-0-0-2,m/1:m1,m-scierie',
    bot: 'eyrie',
    options: { orderCard: 'anvil_fox' },
    check(t) {
      const n = first(t, 'R5.4.4');
      expect(n.setup.clearings['6']?.buildings).toEqual([{ owner: 'eyrie', kind: 'roost' }]);
      expect(w(n, 6, 'eyrie')).toBe(4);
      expect(n.reasons.map((r) => r.rule)).toContain('R2.3');
    },
  },
  {
    rule: 'R5.5.1.I.a',
    what: 'recrutement : la clairière avec Perchoir qui a le plus de pièces adverses',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m/1:c1,c-perchoir;6:c1,c-perchoir,m2',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      expect(first(t, 'R5.5.1.I').choice?.picked).toBe('6');
    },
  },
  {
    rule: 'R5.5.1.I.b',
    what: 'recrutement, 2e égalité : le moins de guerriers de la Canopée',
    notation: 'automne/j=c.robot.decret-1-0-0-0/1:c3,c-perchoir;6:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      expect(first(t, 'R5.5.1.I').choice?.picked).toBe('6');
    },
  },
  {
    rule: 'R5.5.1.I.c',
    what: 'recrutement, 3e égalité : la priorité la plus basse (12 plutôt que 1)',
    notation: 'automne/j=c.robot.decret-1-0-0-0/1:c1,c-perchoir;12:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const r = first(t, 'R5.5.1.I');
      expect(r.choice?.picked).toBe('12');
      hasReason(r, 'R5.5.1.I.c');
    },
  },
  {
    rule: 'R5.5.1.II',
    what: 'déplacement depuis la clairière contrôlée avec le plus de guerriers, vers une clairière sans Perchoir',
    notation: 'automne/j=c.robot.decret-1-0-0-0/8:c5,c-perchoir;12:c1;4:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      // from 8: adjacent 4 (roost) and 7 (none) → 7; leaves max(0, 1) = 1 after recruiting 1 → 5 move
      const m = first(t, 'R5.5.1.II');
      expect(m.choice?.picked).toBe('8->7');
      expect(w(m, 8, 'eyrie')).toBe(1);
    },
  },
  {
    rule: 'R5.5.1.II',
    what: 'toutes les clairières adjacentes ont un Perchoir : on départage parmi elles',
    notation: 'automne/j=c.robot.decret-1-0-0-0/8:c5,c-perchoir;4:c1,c-perchoir;7:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const m = first(t, 'R5.5.1.II');
      expect(m.reasons.some((r) => /Toutes les clairières adjacentes ont un Perchoir/.test(r.text))).toBe(true);
      expect(m.choice?.picked).toBe('8->7');
    },
  },
  {
    rule: 'R5.5.1.II.a',
    what: 'destination : le moins de pièces adverses (12 : 0 contre 9 : 1)',
    notation: 'automne/j=c.robot.decret-0-1-0-0,m/4:c4,c-perchoir;8:c1,c-perchoir;9:m1',
    bot: 'eyrie',
    options: { orderCard: 'bake_sale_rabbit' },
    check(t) {
      expect(first(t, 'R5.5.1.II').choice?.picked).toBe('4->12');
    },
  },
  {
    rule: 'R5.5.1.II.b',
    what: 'destination, 2e égalité : la priorité la plus basse (12 plutôt que 9)',
    notation: 'automne/j=c.robot.decret-0-1-0-0/4:c4,c-perchoir;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'bake_sale_rabbit' },
    check(t) {
      const m = first(t, 'R5.5.1.II');
      expect(m.choice?.picked).toBe('4->12');
      hasReason(m, 'R5.5.1.II.b');
    },
  },
  {
    rule: 'R5.5.1.III.a',
    what: 'combat : une clairière sans Perchoir (12 plutôt que 8)',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m/8:c2,c-perchoir,m1;12:c2,m1',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      expect(first(t, 'R5.5.1.III').choice?.picked).toBe('12');
    },
  },
  {
    rule: 'R5.5.1.III.b',
    what: 'combat, 2e égalité : le plus de bâtiments sans défense (6 : une Scierie sans guerrier)',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m/6:c2,m-scierie;12:c2,m1;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      expect(first(t, 'R5.5.1.III').choice?.picked).toBe('6');
    },
  },
  {
    rule: 'R5.5.1.III.c',
    what: 'combat, 3e égalité : la priorité la plus basse (12 plutôt que 6)',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m/6:c2,m1;12:c2,m1;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      const b = first(t, 'R5.5.1.III');
      expect(b.choice?.picked).toBe('12');
      hasReason(b, 'R5.5.1.III.c');
    },
  },
  {
    rule: 'R5.5.1.III',
    what: 'défenseur : le joueur avec le plus de bâtiments, même zéro (Marquise : 1 Scierie)',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m,a/12:c3,m-scierie,a3;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      expect(first(t, 'R5.5.1.III').roll?.defender).toBe('marquise');
    },
  },
  {
    rule: 'R5.5.1.III.d',
    what: 'défenseur, égalité de bâtiments : le plus de pièces (Alliance 3 contre Marquise 1)',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m,a/12:c3,m1,a3;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      const b = first(t, 'R5.5.1.III');
      expect(b.roll?.defender).toBe('alliance');
      hasReason(b, 'R5.5.1.III.d');
    },
  },
  {
    rule: 'R5.5.1.III.e',
    what: 'défenseur, 2e égalité : le plus de points (Marquise 7 contre Alliance 2)',
    notation: 'automne/j=c.robot.decret-1-0-0-0,m.points-7,a.points-2/12:c3,m2,a2;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0]] },
    check(t) {
      const b = first(t, 'R5.5.1.III');
      expect(b.roll?.defender).toBe('marquise');
      hasReason(b, 'R5.5.1.III.e');
    },
  },
  {
    rule: 'R5.5.1.III',
    what: 'perte additionnelle seulement si la colonne a plus de cartes que chacune des autres (égalité : non)',
    notation: 'automne/j=c.robot.decret-1-0-0-1,m/12:c3,m1;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse', dice: [[0, 0], [0, 0]] },
    check(t) {
      // Renard 1 = Oiseau 1: no extra hit in either battle
      expect(steps(t, 'R5.5.1.III').every((s) => !/perte additionnelle/.test(s.text))).toBe(true);
    },
  },
  {
    rule: 'R5.5.2',
    what: 'Perchoir dans la clairière contrôlée sans Perchoir la plus prioritaire',
    notation: 'automne/j=c.robot.decret-0-0-0-2/5:c1;9:c1;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      expect(first(t, 'R5.5.2').choice?.picked).toBe('5');
    },
  },
  {
    rule: 'R5.7',
    what: 'crise : aucun Perchoir possible → Humiliation (−1 par carte Oiseau), Purge (Vizirs seuls), Repos',
    // the 7 roosts are on the board: none left to place
    notation: 'automne/j=c.robot.points-6.decret-0-0-0-3/1:c1,c-perchoir;2:c1,c-perchoir;3:c1,c-perchoir;4:c1,c-perchoir;5:c1,c-perchoir;6:c1,c-perchoir;8:c1,c-perchoir',
    bot: 'eyrie',
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      expect(first(t, 'R5.7.1').points).toEqual({ eyrie: -3 });
      expect(first(t, 'R5.7.2').setup.players.eyrie?.decree).toEqual([0, 0, 0, 2]);
      expect(steps(t, 'R5.7.3')).toHaveLength(1);
    },
  },
];

describe('table des départages (R2, R4, R5)', () => {
  it.each(rows.map((r) => [`${r.rule} — ${r.what}`, r] as const))('%s', (_label, row) => {
    const t = playBotTurn(S(row.notation), row.bot, { seed: 11, ...row.options });
    expect(t.problems).toEqual([]);
    row.check(t);
  });

  it('chaque règle de départage de R2, R4 et R5 a au moins une ligne', () => {
    const covered = new Set(rows.map((r) => r.rule));
    for (const rule of ['R2.1', 'R2.2', 'R2.3', 'R2.4', 'R2.5', 'R2.7', 'R2.8.1', 'R2.8.2', 'R4.5.1.I', 'R4.7.1.I', 'R4.7.3', 'R5.5.1.I.a', 'R5.5.1.I.b', 'R5.5.1.I.c', 'R5.5.1.II.a', 'R5.5.1.II.b', 'R5.5.1.III.a', 'R5.5.1.III.b', 'R5.5.1.III.c', 'R5.5.1.III.d', 'R5.5.1.III.e'])
      expect(covered.has(rule), rule).toBe(true);
  });
});
