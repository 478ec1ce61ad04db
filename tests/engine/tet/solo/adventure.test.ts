import { describe, expect, it } from 'vitest';
import { adventureEnd, dungeonEntries, dungeonWalk, timeTrack, trapOdds, type Dungeon } from '../../../../src/engine/tet/solo';
import { evaluateSituation } from '../../../../src/engine/games';
import { decodeSituation, encodeSituation } from '../../../../src/engine/tet/situation';
import { fromSetup } from '../../../../src/engine/tet/validate';
import { foe, mine, plains, soloSetup } from './helpers';
import type { UnitSetup } from '../../../../src/engine/tet/types';

const position = (units: UnitSetup[], extra = {}) => {
  const r = fromSetup(soloSetup(plains(6, 6), units, extra));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};
const US = [mine('g', 'guerrier', 'A1'), mine('r', 'roublard', 'B1'), mine('s', 'sorcier', 'C1', { spell: { range: 2, damage: 1, perSymbol: 1 }, mana: 2, maxMana: 3, move: 4 }), mine('b', 'bete', 'D1')];
const THEM = [foe('eg', 'guerrier', 'A6'), foe('eb', 'bete', 'B6'), foe('er', 'roublard', 'C6'), foe('es', 'sorcier', 'D6')];
const dungeon = (id: string, covers: string[], side: Dungeon['side'] = 'rouge', more: Partial<Dungeon> = {}): Dungeon => ({ id, covers, side, ...more });

describe('Le pion Temps (11.5.6, 11.5.20.1, 11.6.2.5)', () => {
  const rows: [string, number, number, boolean, number][] = [
    ['11.5.6 — votre tour commence : le Temps avance d’une case vers zéro', 7, 0, false, 6],
    ['11.5.20.1 — une capture : le Temps recule de 2 cases', 5, 1, false, 6],
    ['11.5.20.1 — jamais au-delà de la case « 7 »', 7, 1, false, 7],
    ['11.5.20.1 — deux captures', 3, 2, false, 6],
    ['11.6.2.5 — en coopératif, la limite est « 11 »', 10, 2, true, 11],
  ];
  for (const [name, t0, captures, coop, expected] of rows) it(name, () => expect(timeTrack(t0, captures, coop).time).toBe(expected));
  it('11.5.21 — le Temps atteint zéro : la partie est perdue, les captures n’y changent rien', () => {
    const t = timeTrack(1, 2, false);
    expect([t.time, t.over, t.steps.at(-1)!.rule]).toEqual([0, true, '11.5.21']);
  });
});

describe('Entrer dans un donjon (11.5.7.2, 11.5.8.1, 11.5.11)', () => {
  const p = position([...US, ...THEM]);
  it('11.5.7.2 — face rouge, personne sur la boîte : ouvert', () => expect(dungeonEntries(p, [dungeon('d1', ['E3', 'F3'])])[0]!.ok).toBe(true));
  it('11.5.7.2 — une unité sur la boîte : fermé', () => expect(dungeonEntries(p, [dungeon('d1', ['A1', 'A2'])])[0]).toMatchObject({ ok: false, reasons: [{ rule: '11.5.7.2' }] }));
  it('11.5.7.2 — face verte, cristal déjà pris : fermé', () => expect(dungeonEntries(p, [dungeon('d1', ['E3'], 'verte')])[0]!.ok).toBe(false));
  it('11.5.8.1 — déjà occupé : fermé', () => expect(dungeonEntries(p, [dungeon('d1', ['A1'], 'rouge', { occupant: 'g' })])[0]).toMatchObject({ ok: false, reasons: [{ rule: '11.5.8.1' }] }));
  it('11.5.11 — le Cristal de Gloire attend les cinq autres', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id, i) => dungeon(id, [`E${i + 1}`], 'verte'));
    const glory = dungeon('gloire', ['F6'], 'rouge', { glory: true });
    expect(dungeonEntries(p, [...five.slice(0, 4), dungeon('e', ['E5']), glory]).at(-1)).toMatchObject({ ok: false, reasons: [{ rule: '11.5.11' }] });
    expect(dungeonEntries(p, [...five, glory]).at(-1)!.ok).toBe(true);
  });
});

describe('Les cases de donjon (11.5.9)', () => {
  const p = position([...US, ...THEM]);
  const u = (id: string) => p.byId.get(id)!;
  it('11.5.9.3 — l’Eau coûte 1 point de plus', () => expect(dungeonWalk(u('g'), ['eau']).steps[0]!.spent).toBe(2));
  it('11.5.9.6 — Porte Verrouillée : un Roublard passe', () => expect(dungeonWalk(u('r'), ['porte']).steps[0]!.ok).toBe(true));
  it('11.5.9.6 — Porte Verrouillée : un Guerrier non', () => expect(dungeonWalk(u('g'), ['porte']).steps[0]).toMatchObject({ ok: false, rule: '11.5.9.6' }));
  it('11.5.9.7 — Barrière Magique : un Sorcier qui dépense 2 Mana', () => expect(dungeonWalk(u('s'), ['barriere']).steps[0]!.ok).toBe(true));
  it('11.5.9.7 — Barrière Magique : pas sans 2 Mana', () => expect(dungeonWalk({ ...u('s'), mana: 1 }, ['barriere']).steps[0]!.ok).toBe(false));
  it('11.5.9.7 — Barrière Magique : pas pour une Bête', () => expect(dungeonWalk(u('b'), ['barriere']).steps[0]!.ok).toBe(false));
  it('11.5.9.2 — le Cristal fait sortir du donjon', () => expect(dungeonWalk(u('s'), ['vide', 'cristal', 'vide']).out).toBe(true));
  it('11.5.8.4 — pas plus loin que ses points de déplacement', () => expect(dungeonWalk(u('g'), ['vide', 'vide', 'eau']).steps.at(-1)!.ok).toBe(false));
  it('11.5.9.5 — Piège : 3 dés, 2 Santé par ★ ; les probabilités somment à 1 et suivent la loi binomiale', () => {
    const die = [{ count: 1, renfort: 1 }, { count: 2, loupe: 1 }];
    const pd = position([...US, ...THEM], { die });
    const t = trapOdds(pd, 6, 'renfort');
    const q = 1 / 3;
    const binom = [1, 3, 3, 1].map((c, k) => c * q ** k * (1 - q) ** (3 - k));
    t.loss.forEach((l, k) => {
      const [n, d = '1'] = l.probability.split('/');
      expect(l.value).toBe(2 * k);
      expect(Number(n) / Number(d)).toBeCloseTo(binom[k]!, 12);
    });
    expect(t.pCapture).toBe(t.loss.at(-1)!.probability); // 6 Santé: only three ★ capture
  });
  it('11.5.9.5 — ★ non confirmé quand le lecteur ne le donne pas', () => expect(trapOdds(p, 6, undefined).reasons.map((r) => r.text).join(' ')).toContain('non confirmé'));
});

describe('Fin de partie (11.5.21, 11.6.7)', () => {
  const p = position([...US, ...THEM]);
  it('11.5.21 — le Cristal de Gloire récupéré : victoire', () => expect(adventureEnd(p, [dungeon('gl', ['F6'], 'verte', { glory: true })], ['vous'], 3, false)).toMatchObject({ over: true, won: true }));
  it('11.5.21 — plus aucune de vos unités : défaite', () => expect(adventureEnd(position(THEM), [], ['vous'], 3, false)).toMatchObject({ over: true, won: false }));
  it('11.5.21 — une unité dans un donjon compte encore', () => expect(adventureEnd(p, [dungeon('d', ['A1'], 'rouge', { occupant: 'g' })], ['vous'], 3, false).over).toBe(false));
  it('11.5.21 — Temps à zéro : défaite', () => expect(adventureEnd(p, [], ['vous'], 0, false)).toMatchObject({ over: true, won: false }));
});

describe('La question « aventure » et les liens (11.5, 11.6)', () => {
  const setup = soloSetup(plains(6, 6), [...US, ...THEM]);
  const situation = { v: 1 as const, setup, question: { kind: 'aventure' as const, player: 'vous', time: 4, captures: 1, dungeons: [dungeon('d1', ['E3'])], trap: { unit: 'g' }, walk: { unit: 's', spaces: ['eau', 'cristal'] } } };
  it('11.5.6 — l’évaluation suit le Temps, les donjons, le Piège et le chemin', () => {
    const a = evaluateSituation({ game: 'tet', ...situation });
    expect(a.ok).toBe(true);
    const r = (a as { result?: unknown }).result as { time: { time: number }; dungeons: unknown[]; trap: unknown; walk: { out: boolean } };
    expect([r.time.time, r.dungeons.length, !!r.trap, r.walk.out]).toEqual([timeTrack(4, 1, false).time, 1, true, true]);
  });
  it('format — le lien garde toute la question', () => {
    const d = decodeSituation(encodeSituation(situation));
    expect(d.ok && d.situation.question).toEqual(situation.question);
    const e = { ...situation, question: { kind: 'ennemi' as const, player: 'ennemi', card: { unit: 'gauche', compass: 'S', bonus: { move: 1 } }, activated: ['eg'] } };
    const d2 = decodeSituation(encodeSituation(e));
    expect(d2.ok && d2.situation.question).toEqual(e.question);
  });
  it('format — un lien qui nomme un Ennemi absent est refusé en français', () => {
    const bad = { ...situation, question: { kind: 'ennemi' as const, player: 'personne', card: { unit: 'bete', compass: 'N' } } };
    const d = decodeSituation(encodeSituation(bad));
    expect(d.ok).toBe(false);
    expect(!d.ok && d.problems[0]!.text).toMatch(/joueur/);
  });
  it('format — un Temps hors de la carte Temps', () => {
    const a = evaluateSituation({ game: 'tet', ...situation, question: { ...situation.question, time: 9 } });
    expect([a.ok, a.problems[0]?.text]).toEqual([false, 'Le pion Temps est sur une case de 0 à 7.']);
  });
});
