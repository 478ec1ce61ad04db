// The cards' effects as reader data (effets.ts; issue 25, point 3): each primitive, applied in every
// answer. Each row cites the rule that decides it; expected values come from the rules and from the
// engine's own resolvers on an equivalent card, never from a copied answer.
import { describe, expect, it } from 'vitest';
import { fractionText } from '../../../src/engine/core/fraction';
import { evaluateSituation } from '../../../src/engine/games';
import { readEffect, LIMITS } from '../../../src/engine/tet/effets';
import { moves } from '../../../src/engine/tet/moves';
import { decodeSetup, encodeSetup } from '../../../src/engine/tet/notation';
import { meleeOdds, rangedOdds, spellOdds } from '../../../src/engine/tet/odds';
import { attackOptions } from '../../../src/engine/tet/targets';
import type { Effect, Setup, UnitSetup } from '../../../src/engine/tet/types';
import { fromSetup } from '../../../src/engine/tet/validate';
import { pos, squares, unit } from './helpers';

const rowsOf = (w: number, h: number, t = 'p0') => Array.from({ length: h }, () => Array.from({ length: w }, () => t).join(' '));
const P = (unitId: string, kind: Effect['kind'], more: Partial<Effect> = {}): Effect => ({ name: 'Carte du lecteur', source: 'passive', unit: unitId, kind, ...more });
const R = (unitId: string, kind: Effect['kind'], more: Partial<Effect> = {}): Effect => ({ name: 'Réaction du lecteur', source: 'reaction', unit: unitId, kind, ...more });
const rules = (rs: { rule: string }[]) => rs.map((r) => r.rule);

const B = (at: string, more: Partial<UnitSetup> = {}) => unit('b', 'rouge', 'bete', at, { move: 2, ...more });
const S = (at: string, more: Partial<UnitSetup> = {}) => unit('s', 'rouge', 'sorcier', at, { spell: { range: 3, damage: 2, perSymbol: 1 }, mana: 3, maxMana: 3, ...more });
const G = (at: string, more: Partial<UnitSetup> = {}) => unit('g', 'rouge', 'guerrier', at, { ranged: { range: 3, damage: 2, miss: 1 }, ammo: 3, maxAmmo: 3, ...more });
const E = (at: string, more: Partial<UnitSetup> = {}) => unit('e', 'bleu', 'guerrier', at, { ranged: { range: 4, damage: 1, miss: 1 }, ammo: 2, maxAmmo: 2, ...more });
const F = (at: string, more: Partial<UnitSetup> = {}) => unit('f', 'bleu', 'bete', at, { move: 2, ...more });

type TourResult = { ok: boolean; steps: { ok: boolean; reasons: { rule: string; text: string }[]; after: { units: { id: string; health: number }[]; captured: Record<string, number> }; riposte?: { ok: boolean; reasons: { rule: string }[] } }[] };
function tour(setup: Setup, actions: unknown[]) {
  return evaluateSituation({ v: 1, game: 'tet', setup, question: { kind: 'tour', player: 'rouge', actions } }) as { ok: boolean; problems: { text: string }[]; result?: TourResult };
}
const setupOf = (rows: string[], units: UnitSetup[], effects?: Effect[]): Setup => ({ ...squares(rows), units, players: ['rouge', 'bleu'], ...(effects ? { effects } : {}) });
const healthIn = (step: TourResult['steps'][number], id: string) => step.after.units.find((u) => u.id === id)?.health;

describe('les primitives, appliquées dans chaque réponse', () => {
  it('1.2.11, 4.2.1 — +1 en Déplacement : une case de plus, et la raison cite la capacité', () => {
    const base = pos(rowsOf(6, 1), [B('A1'), E('F1')]);
    const fx = pos(rowsOf(6, 1), [B('A1'), E('F1')], { effects: [P('b', 'deplacement', { n: 1 })] });
    const m0 = moves(base, base.byId.get('b')!);
    const m1 = moves(fx, fx.byId.get('b')!);
    expect(m1.points).toBe(m0.points + 1);
    expect(m1.reachable.map((r) => r.square)).toContain('D1');
    expect(m0.reachable.map((r) => r.square)).not.toContain('D1');
    expect(rules(m1.notes)).toContain('1.2.11');
  });
  it('4.2.1 — un malus ne descend jamais sous 0 point', () => {
    const fx = pos(rowsOf(4, 1), [B('A1'), E('D1')], { effects: [P('b', 'deplacement', { n: -9 })] });
    expect(moves(fx, fx.byId.get('b')!).points).toBe(0);
  });
  it('5.4.1, 5.2.2 — ignorer le surcoût de l’Eau ou de l’escalade', () => {
    const rows = ['p0 e0 p1 p0'];
    const base = pos(rows, [B('A1', { move: 3 }), E('D1')]);
    const water = pos(rows, [B('A1', { move: 3 }), E('D1')], { effects: [P('b', 'terrain', { terrain: 'eau' })] });
    const both = pos(rows, [B('A1', { move: 3 }), E('D1')], { effects: [P('b', 'terrain', { terrain: 'eau' }), P('b', 'terrain', { terrain: 'escalade' })] });
    const cost = (p: typeof base, sq: string) => moves(p, p.byId.get('b')!).reachable.find((r) => r.square === sq)?.cost;
    expect(cost(base, 'B1')).toBe(2); // 1 + Eau
    expect(cost(water, 'B1')).toBe(1);
    expect(cost(base, 'C1')).toBeUndefined(); // 2 + 2 (climb) > 3
    expect(cost(water, 'C1')).toBe(3);
    expect(cost(both, 'C1')).toBe(2);
  });
  it('4.3.2, 5.5 — +1 dégât en Mêlée, puis le couvert de la Forêt', () => {
    const rows = ['p0 f0 p0'];
    const base = pos(rows, [B('A1'), F('B1')]);
    const fx = pos(rows, [B('A1'), F('B1')], { effects: [P('b', 'degats', { n: 1, attacks: ['melee'] })] });
    const d0 = meleeOdds(base, base.byId.get('b')!, base.byId.get('f')!).damage;
    const o = meleeOdds(fx, fx.byId.get('b')!, fx.byId.get('f')!);
    expect(o.damage).toBe(d0 + 1);
    expect(rules(o.reasons)).toEqual(expect.arrayContaining(['1.2.11', '5.5']));
  });
  it('4.5 — des dégâts en plus pour le Sort seulement ne changent pas la Mêlée', () => {
    const rows = rowsOf(4, 1);
    const fx = pos(rows, [S('A1'), F('B1')], { effects: [P('s', 'degats', { n: 2, attacks: ['sort'] })] });
    const base = pos(rows, [S('A1'), F('B1')]);
    expect(meleeOdds(fx, fx.byId.get('s')!, fx.byId.get('f')!).damage).toBe(meleeOdds(base, base.byId.get('s')!, base.byId.get('f')!).damage);
    const s0 = spellOdds(base, base.byId.get('s')!, base.byId.get('f')!, 0).damage[0]!.value;
    expect(spellOdds(fx, fx.byId.get('s')!, fx.byId.get('f')!, 0).damage[0]!.value).toBe(s0 + 2);
  });
  it('4.4.3 — +1 de portée : une cible à 4 cases devient à portée', () => {
    const rows = rowsOf(6, 1);
    const base = pos(rows, [G('A1'), E('E1')]);
    const fx = pos(rows, [G('A1'), E('E1')], { effects: [P('g', 'portee', { n: 1, attacks: ['distance'] })] });
    expect(attackOptions(base, base.byId.get('g')!, base.byId.get('e')!).distance.ok).toBe(false);
    expect(attackOptions(fx, fx.byId.get('g')!, fx.byId.get('e')!).distance.ok).toBe(true);
  });
  it('4.3.3 — +1 dé de Poussée : les mêmes chances qu’une carte à un dé de plus', () => {
    const rows = rowsOf(7, 1);
    const fx = pos(rows, [B('A1', { melee: { damage: 1, push: 1 } }), F('B1', { health: 9, maxHealth: 9 })], { effects: [P('b', 'poussee', { n: 1 })] });
    const card = pos(rows, [B('A1', { melee: { damage: 1, push: 2 } }), F('B1', { health: 9, maxHealth: 9 })]);
    const land = (p: typeof fx) => meleeOdds(p, p.byId.get('b')!, p.byId.get('f')!).landings.map((l) => `${l.value.square}:${fractionText(l.probability)}`);
    expect(land(fx)).toEqual(land(card));
  });
  it('6.1 — une protection qui annule les dégâts : pas de Riposte', () => {
    const rows = rowsOf(3, 1);
    const fx = pos(rows, [B('A1', { melee: { damage: 1, push: 0 } }), F('B1')], { effects: [P('f', 'protection', { n: 1 })] });
    const o = meleeOdds(fx, fx.byId.get('b')!, fx.byId.get('f')!);
    expect(o.damage).toBe(0);
    expect(o.riposte.every((r) => !r.value.ok && rules(r.value.reasons).includes('6.1'))).toBe(true);
  });
  it('1.2.11, 6.1 — une attaque à laquelle on ne Riposte pas', () => {
    const rows = rowsOf(3, 1);
    const fx = pos(rows, [B('A1', { melee: { damage: 1, push: 0 } }), F('B1')], { effects: [P('b', 'sans-riposte', { attacks: ['melee'] })] });
    const o = meleeOdds(fx, fx.byId.get('b')!, fx.byId.get('f')!);
    expect(o.riposte.map((r) => [r.value.ok, rules(r.value.reasons).at(-1)])).toEqual([[false, '1.2.11']]);
  });
  it('4.5.6 — zone d’effet : l’ennemi voisin subit ses dégâts sans pouvoir Riposter, l’allié est épargné', () => {
    const rows = rowsOf(5, 2);
    const units = [S('A1'), G('D2'), E('D1'), F('E1', { health: 1 })];
    const fx = pos(rows, units, { effects: [P('s', 'zone', { n: 1, radius: 1, attacks: ['sort'] })] });
    const o = spellOdds(fx, fx.byId.get('s')!, fx.byId.get('e')!, 0);
    expect(o.zone.map((z) => [z.unit, z.damage, z.captured])).toEqual([['f', 1, true]]);
    expect(o.reasons.some((r) => r.rule === '4.5.6' && r.text.includes('g'))).toBe(true); // g spared
    // in a turn: f is captured and counted for rouge
    const a = tour(setupOf(rows, units, [P('s', 'zone', { n: 1, radius: 1, attacks: ['sort'] })]), [{ unit: 's', action: 'sort', target: 'e' }]);
    expect(a.ok).toBe(true);
    const st = a.result!.steps[0]!;
    expect(healthIn(st, 'f')).toBeUndefined();
    expect(st.after.captured.rouge).toBe(1);
    expect(healthIn(st, 'g')).toBe(6);
  });
});

describe('les Réactions (1.2.10, 6.2), avant toute Riposte', () => {
  const rows = rowsOf(3, 1);
  it('6.2 — blessée, elle regagne de la Santé, et sa Riposte le sait', () => {
    const units = [B('A1', { melee: { damage: 2, push: 0 } }), F('B1', { health: 5 })];
    const a = tour(setupOf(rows, units, [R('f', 'soin', { n: 1 })]), [{ unit: 'b', action: 'melee', target: 'f' }]);
    const st = a.result!.steps[0]!;
    expect(healthIn(st, 'f')).toBe(5 - 2 + 1);
    expect(rules(st.reasons)).toContain('1.2.10');
    expect(st.riposte!.ok).toBe(true);
  });
  it('1.2.3 — le soin ne dépasse pas le haut de la piste', () => {
    const a = tour(setupOf(rows, [B('A1', { melee: { damage: 1, push: 0 } }), F('B1', { health: 6, maxHealth: 6 })], [R('f', 'soin', { n: 3 })]), [{ unit: 'b', action: 'melee', target: 'f' }]);
    expect(healthIn(a.result!.steps[0]!, 'f')).toBe(6);
  });
  it('8.2, 6.5 — des représailles qui capturent l’attaquant : capture pour l’autre joueur, pas de Riposte', () => {
    const a = tour(setupOf(rows, [B('A1', { melee: { damage: 1, push: 0 }, health: 2 }), F('B1')], [R('f', 'represailles', { n: 2 })]), [{ unit: 'b', action: 'melee', target: 'f' }]);
    const st = a.result!.steps[0]!;
    expect(healthIn(st, 'b')).toBeUndefined();
    expect(st.after.captured.bleu).toBe(1);
    expect(st.riposte!.ok).toBe(false);
  });
  it('6.2, 8.1 — une unité capturée ne réagit pas', () => {
    const a = tour(setupOf(rows, [B('A1', { melee: { damage: 3, push: 0 } }), F('B1', { health: 2 })], [R('f', 'represailles', { n: 2 })]), [{ unit: 'b', action: 'melee', target: 'f' }]);
    const st = a.result!.steps[0]!;
    expect(healthIn(st, 'b')).toBe(6);
    expect(st.reasons.some((r) => r.text.includes('se déclenche'))).toBe(false);
  });
});

describe('les cartes Tactique (7), jouées dans un tour', () => {
  const rows = rowsOf(4, 2);
  const units = [B('A1', { melee: { damage: 1, push: 0 } }), G('A2', { melee: { damage: 1, push: 0 } }), F('B1', { health: 9, maxHealth: 9 }), E('B2', { health: 9, maxHealth: 9 })];
  const plus2 = { name: 'Coup puissant', kind: 'degats', n: 2 };
  it('7.3, 7.4 — +2 dégâts pour une action seulement, gratuite', () => {
    const a = tour(setupOf(rows, units), [
      { unit: 'b', action: 'melee', target: 'f', tactique: plus2 },
      { unit: 'g', action: 'melee', target: 'e' },
    ]);
    expect(a.ok).toBe(true);
    expect(healthIn(a.result!.steps[0]!, 'f')).toBe(9 - 3);
    expect(healthIn(a.result!.steps[1]!, 'e')).toBe(9 - 1); // the card held for one action
    expect(rules(a.result!.steps[0]!.reasons)).toContain('7.4');
  });
  it('7.2 — jamais plus de deux cartes Tactique par joueur dans un tour', () => {
    const a = tour(setupOf(rows, units), [
      { unit: 'b', action: 'melee', target: 'f', tactique: plus2 },
      { unit: 'g', action: 'melee', target: 'e', tactique: plus2 },
      { unit: 'b', action: 'deplacement', to: 'C1', tactique: { name: 'Élan', kind: 'deplacement', n: 1 } },
    ]);
    expect(a.result!.steps.map((s) => s.ok)).toEqual([true, true, false]);
    expect(rules(a.result!.steps[2]!.reasons)).toContain('7.2');
  });
  it('7.3 — une carte de soin, jouée avant l’action', () => {
    const a = tour(setupOf(rows, [{ ...units[0]!, health: 2 }, ...units.slice(1)]), [{ unit: 'b', action: 'melee', target: 'f', tactique: { name: 'Potion', kind: 'soin', n: 3 } }]);
    expect(healthIn(a.result!.steps[0]!, 'b')).toBe(5);
  });
  it('7.3 — une carte mal décrite : un message en français, rien d’autre', () => {
    const a = tour(setupOf(rows, units), [{ unit: 'b', action: 'melee', target: 'f', tactique: { name: 'X', kind: 'represailles', n: 2 } }]);
    expect(a.ok).toBe(false);
    expect(a.problems[0]!.text).toMatch(/carte Tactique porte sur/);
  });
  it('7.3 — une question sur une unité prend aussi la carte jouée pour elle', () => {
    const s = setupOf(rows, units);
    const base = evaluateSituation({ v: 1, game: 'tet', setup: s, question: { kind: 'melee', unit: 'b', target: 'f' } }) as unknown as { result: { damage: number } };
    const fx = evaluateSituation({ v: 1, game: 'tet', setup: s, question: { kind: 'melee', unit: 'b', target: 'f', tactique: plus2 } }) as unknown as { result: { damage: number }; reasons: { rule: string }[] };
    expect(fx.result.damage).toBe(base.result.damage + 2);
    expect(fx.reasons[0]!.rule).toBe('7.3');
  });
});

describe('lire, vérifier, partager', () => {
  it('1.2.9 — un effet d’une unité absente est refusé', () => {
    const r = fromSetup({ ...setupOf(rowsOf(3, 1), [B('A1'), F('C1')]), effects: [P('z', 'deplacement', { n: 1 })] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map((p) => p.rule)).toEqual(['1.2.9']);
  });
  it('format — chaque erreur de description est dite en français', () => {
    const bad: unknown[] = [
      { name: '', source: 'passive', unit: 'b', kind: 'deplacement', n: 1 },
      { name: 'A', source: 'passive', unit: 'b', kind: 'deplacement', n: 0 },
      { name: 'A', source: 'passive', unit: 'b', kind: 'soin', n: 1 },
      { name: 'A', source: 'passive', unit: 'b', kind: 'zone', n: 1, radius: 9 },
      { name: 'A', source: 'passive', unit: 'b', kind: 'portee', n: 1, attacks: ['melee'] },
      { name: 'A', source: 'passive', unit: 'b', kind: 'terrain', terrain: 'foret' },
      { name: 'A', source: 'passive', unit: 'b', kind: 'degats', n: 1, extra: 1 },
    ];
    for (const x of bad) {
      const e = readEffect(x);
      expect(typeof e).toBe('string');
      expect(e as string).not.toMatch(/\b(name|source|unit|kind|attacks|radius|undefined|null)(?![\wé])/);
    }
  });
  it('lien — la position et ses capacités font l’aller-retour', () => {
    const s = setupOf(rowsOf(3, 1), [B('A1'), F('C1')], [P('b', 'zone', { n: 2, radius: 1, attacks: ['melee', 'sort'], name: 'Souffle « ardent » 2.0' }), R('f', 'represailles', { n: 1 }), P('f', 'terrain', { terrain: 'escalade' }), P('b', 'protection', { n: -1 })]);
    const d = decodeSetup(encodeSetup(s));
    expect(d.ok && d.value.effects).toEqual(s.effects);
  });
  it('la liste de ce que les primitives ne disent pas est faite de phrases', () => {
    expect(LIMITS.length).toBeGreaterThan(3);
    for (const l of LIMITS) expect(l).toMatch(/^[a-zé].+[;.]$/);
  });
});
