// The whole turn (`tour`): each action checked against the position as it evolves (turn.ts).
// Expectations come from the rules and from the engine's own resolvers, never from a copied answer.
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/core/fraction';
import { evaluateSituation } from '../../../src/engine/games';
import { moves } from '../../../src/engine/tet/moves';
import { meleeOdds, rangedOdds, spellOdds, ballistaShot } from '../../../src/engine/tet/odds';
import { playTurn, type TurnAction, type TurnAnswer } from '../../../src/engine/tet/turn';
import type { Setup } from '../../../src/engine/tet/types';
import { pos, squares, unit } from './helpers';

const rowsOf = (w: number, h: number, t = 'p0') => Array.from({ length: h }, () => Array.from({ length: w }, () => t).join(' '));

const B = (at: string, more = {}) => unit('b', 'rouge', 'bete', at, { move: 2, ...more });
const S = (at: string, more = {}) => unit('s', 'rouge', 'sorcier', at, { spell: { range: 3, damage: 2, perSymbol: 1 }, mana: 0, maxMana: 3, ...more });
const G = (at: string, more = {}) => unit('g', 'rouge', 'guerrier', at, { ranged: { range: 3, damage: 2, miss: 1 }, ammo: 2, maxAmmo: 3, ...more });
const E = (at: string, more = {}) => unit('e', 'bleu', 'guerrier', at, { ranged: { range: 4, damage: 1, miss: 1 }, ammo: 2, maxAmmo: 2, ...more });

/** through the site's entry, as a link or the explorer asks it */
function tour(setup: Setup, actions: TurnAction[], pay?: string[]) {
  const a = evaluateSituation({ v: 1, game: 'tet', setup, question: { kind: 'tour', player: 'rouge', actions, ...(pay ? { pay } : {}) } });
  return a as { ok: boolean; problems: unknown[]; result?: { steps: { ok: boolean; reasons: { rule: string; text: string }[]; after: { units: { id: string; at: string; health: number; ammo?: number; mana?: number; artefact?: boolean }[]; artefact?: string; captured: Record<string, number> }; riposte?: { ok: boolean; reasons: { rule: string }[] }; random?: { what: string; kept: string; outcomes: { label: string; probability: string }[] } }[]; ok: boolean; end: { triggered: boolean; lastTurns?: string[] } } };
}
const setupOf = (rows: string[], units: ReturnType<typeof unit>[], extra: Partial<Setup> = {}): Setup => ({ ...squares(rows), units, players: ['rouge', 'bleu'], ...extra });
const firstRefusal = (a: ReturnType<typeof tour>) => a.result!.steps.find((s) => !s.ok)!.reasons[0]!.rule;

describe('tour : chaque action vérifiée sur la position du moment (issue 25, point 1)', () => {
  // The three turns the budget alone accepted
  it('4.4.1 — une Bête ne fait pas d’Attaque à Distance', () => {
    const a = tour(setupOf(rowsOf(5, 2), [B('A1'), S('A2'), E('C1')]), [{ unit: 'b', action: 'distance', target: 'e' }]);
    expect([a.ok, firstRefusal(a)]).toEqual([false, '4.4.1']);
  });
  it('4.5.1 — pas de Sort avec 0 Mana', () => {
    const a = tour(setupOf(rowsOf(5, 2), [B('A1'), S('A2', { mana: 0 }), E('C2')]), [{ unit: 's', action: 'sort', target: 'e' }]);
    expect([a.ok, firstRefusal(a)]).toEqual([false, '4.5.1']);
    // the same spell with 1 Mana is legal, and pays it
    const b = tour(setupOf(rowsOf(5, 2), [B('A1'), S('A2', { mana: 1 }), E('C2')]), [{ unit: 's', action: 'sort', target: 'e' }]);
    expect(b.ok).toBe(true);
    expect(b.result!.steps[0]!.after.units.find((u) => u.id === 's')!.mana).toBe(0);
  });
  it('4.2.1 — 7 cases avec 2 points de déplacement : refusé', () => {
    const a = tour(setupOf(rowsOf(8, 2), [B('A1', { move: 2 }), S('A2'), E('H2')]), [{ unit: 'b', action: 'deplacement', to: 'H1' }]);
    expect([a.ok, firstRefusal(a)]).toEqual([false, '4.2.1']);
    const m = moves(pos(rowsOf(8, 2), [B('A1', { move: 2 }), S('A2'), E('H2')]), pos(rowsOf(8, 2), [B('A1', { move: 2 }), S('A2'), E('H2')]).byId.get('b')!);
    expect(m.reachable.some((r) => r.square === 'H1')).toBe(false);
  });
  it('4.3.1 — se déplacer, puis attaquer en mêlée depuis la nouvelle case', () => {
    const setup = setupOf(rowsOf(5, 2), [B('A1'), S('A2'), E('D1')]);
    // from A1, e is 3 squares away: no melee
    expect(firstRefusal(tour(setup, [{ unit: 'b', action: 'melee', target: 'e' }]))).toBe('4.3.1');
    const a = tour(setup, [{ unit: 'b', action: 'deplacement', to: 'C1' }, { unit: 'b', action: 'melee', target: 'e' }]);
    expect(a.ok).toBe(true);
    expect(a.result!.steps[0]!.after.units.find((u) => u.id === 'b')!.at).toBe('C1');
    // the damage: the melee resolver on the moved position
    const moved = pos(rowsOf(5, 2), [B('C1'), S('A2'), E('D1')]);
    const o = meleeOdds(moved, moved.byId.get('b')!, moved.byId.get('e')!);
    expect(a.result!.steps[1]!.after.units.find((u) => u.id === 'e')!.health).toBe(o.healthAfterDamage);
  });
  it('4.4.4 — la portée se compte après le Déplacement', () => {
    const setup = setupOf(rowsOf(8, 1), [G('A1'), S('B1', { mana: 0 }), E('G1')]);
    expect(tour(setup, [{ unit: 'g', action: 'distance', target: 'e' }]).result!.steps[0]!.reasons.map((r) => r.rule)).toContain('4.4.4');
    const a = tour(setup, [{ unit: 'g', action: 'deplacement', to: 'D1' }, { unit: 'g', action: 'distance', target: 'e' }]);
    expect(a.ok).toBe(true);
    expect(a.result!.steps[1]!.random!.what).toBe('Loupés');
  });
  it('4.4.2 — les Munitions dépensées par un tir comptent pour la suite', () => {
    const setup = setupOf(rowsOf(6, 1), [G('A1', { ammo: 1 }), S('B1', { mana: 0 }), E('D1')]);
    const a = tour(setup, [{ unit: 'g', action: 'distance', target: 'e' }]);
    expect(a.result!.steps[0]!.after.units.find((u) => u.id === 'g')!.ammo).toBeLessThan(1);
  });
  it('4.1.9 — payer 2 Santé : la position le montre', () => {
    const setup = setupOf(rowsOf(5, 2), [B('A1', { weakened: true }), S('A2'), G('E2'), E('E1')]);
    expect(firstRefusal(tour(setup, [{ unit: 'b', action: 'deplacement', to: 'B1' }]))).toBe('4.1.7');
    const a = tour(setup, [{ unit: 'b', action: 'deplacement', to: 'B1' }], ['b']);
    expect(a.ok).toBe(true);
    expect(a.result!.steps[0]!.after.units.find((u) => u.id === 'b')).toMatchObject({ health: 6 - 2, at: 'B1' });
  });
  it('4.1.6 — la dernière unité peut se déplacer deux fois, sur la position du moment', () => {
    const setup = setupOf(rowsOf(8, 1), [B('A1', { move: 2 }), E('H1')]);
    const a = tour(setup, [{ unit: 'b', action: 'deplacement', to: 'C1' }, { unit: 'b', action: 'deplacement', to: 'E1' }]);
    expect(a.ok).toBe(true);
    // E1 is 4 squares from A1: it needs the first move's square
    expect(tour(setup, [{ unit: 'b', action: 'deplacement', to: 'E1' }]).ok).toBe(false);
  });
  it('8.2 — une cible capturée quitte le terrain ; une attaque suivante contre elle est refusée', () => {
    const setup = setupOf(rowsOf(5, 2), [B('A1', { melee: { damage: 9, push: 0 } }), S('A2', { mana: 2 }), E('B1', { health: 2 })]);
    const a = tour(setup, [{ unit: 'b', action: 'melee', target: 'e' }, { unit: 's', action: 'sort', target: 'e' }]);
    expect(a.result!.steps[0]!.after.units.some((u) => u.id === 'e')).toBe(false);
    expect(a.result!.steps[0]!.after.captured).toEqual({ rouge: 1 });
    expect(a.result!.steps[1]!.ok).toBe(false);
    // bleu has no unit left: the end is triggered, and bleu — not rouge — plays a last turn
    expect(a.result!.end).toMatchObject({ triggered: true, lastTurns: ['bleu'] });
  });
  it('format — une action illisible est refusée comme telle', () => {
    const a = tour(setupOf(rowsOf(3, 1), [B('A1'), E('C1')]), [{ unit: 'b', action: 'sort', extra: 9 } as TurnAction]);
    expect(a.ok).toBe(false);
    expect(a.problems.length).toBe(1);
  });
});

describe('réactions et effets (issue 25, point 2)', () => {
  const pick = (a: TurnAnswer, i: number) => a.steps[i]!;
  it('6.1 — Riposte après un tir qui touche, jamais après un tir raté', () => {
    const p = pos(rowsOf(6, 1), [G('A1'), S('B1', { mana: 0 }), E('D1')], { die: [{ count: 1 }] });
    const o = rangedOdds(p, p.byId.get('g')!, p.byId.get('e')!);
    // a die with no Loupé: always a hit, e (range 4, 2 Munitions) may Riposte
    expect(o.riposte.map((r) => r.value.ok)).toEqual([true]);
    const t = playTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'distance', target: 'e' }] });
    expect(pick(t, 0).riposte!.ok).toBe(true);
    const miss = pos(rowsOf(6, 1), [G('A1', { ammo: 1 }), S('B1', { mana: 0 }), E('D1')], { die: [{ count: 1, loupe: 1 }] });
    const m = playTurn(miss, { player: 'rouge', actions: [{ unit: 'g', action: 'distance', target: 'e' }] });
    expect(pick(m, 0).riposte).toMatchObject({ ok: false, reasons: [{ rule: '6.1' }] });
  });
  it('6.1 — Riposte après un Sort qui blesse', () => {
    const p = pos(rowsOf(6, 1), [S('A1', { mana: 1 }), B('F1'), E('C1')]);
    const o = spellOdds(p, p.byId.get('s')!, p.byId.get('e')!, 0);
    expect(o.riposte.every((r) => r.value.ok)).toBe(true);
    expect(pick(playTurn(p, { player: 'rouge', actions: [{ unit: 's', action: 'sort', target: 'e' }] }), 0).riposte!.ok).toBe(true);
  });
  it('4.6.5 — Riposte après la Baliste, une fois Repoussée', () => {
    const p = pos(['b0 p0 p0 p0 p0 p0'], [G('A1'), S('F1', { mana: 0 }), E('C1', { ranged: undefined, ammo: undefined, maxAmmo: undefined })]);
    const shot = ballistaShot(p, p.byId.get('g')!, p.byId.get('e')!);
    expect(shot.reasons.some((r) => r.rule === '4.6.5')).toBe(true);
    // pushed left to B1, e is adjacent to g and may Riposte in melee; pushed right to D1 it may not
    const left = shot.landings.find((l) => l.direction === 'gauche')!;
    const right = shot.landings.find((l) => l.direction === 'droite')!;
    expect([left.landing.square, left.riposte.ok, right.landing.square, right.riposte.ok]).toEqual(['B1', true, 'D1', false]);
    const t = playTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'baliste', target: 'e', direction: 'gauche' }] });
    expect([pick(t, 0).ok, pick(t, 0).riposte!.ok, pick(t, 0).after.units.find((u) => u.id === 'e')!.at]).toEqual([true, true, 'B1']);
  });
  it('6.7 — jamais de Riposte à une Riposte', async () => {
    const { riposte } = await import('../../../src/engine/tet/targets');
    const p = pos(rowsOf(3, 1), [B('A1'), E('B1')]);
    expect(riposte(p, p.byId.get('b')!, p.byId.get('e')!, { kind: 'melee', damage: 2, healthAfter: 4, isRiposte: true })).toMatchObject({ ok: false, reasons: [{ rule: '6.7' }] });
  });
  it('5.7.1, 5.7.2 — un Village remplit Munitions et Mana, une fois par Village et par tour', () => {
    const setup = setupOf(['p0 v0 p0 p0 p0 p0'], [S('A1', { mana: 0, health: 2, maxHealth: 9 }), E('F1')]);
    const a = tour(setup, [{ unit: 's', action: 'deplacement', to: 'C1' }, { unit: 's', action: 'deplacement', to: 'A1' }]);
    expect(a.ok).toBe(true);
    const s1 = a.result!.steps[0]!.after.units.find((u) => u.id === 's')!;
    const s2 = a.result!.steps[1]!.after.units.find((u) => u.id === 's')!;
    expect([s1.mana, s1.health]).toEqual([3, 2 + 4]);
    // back through the same Village: nothing more (5.7.2)
    expect([s2.mana, s2.health]).toEqual([3, 6]);
    expect(a.result!.steps[1]!.reasons.map((r) => r.rule)).toContain('5.7.2');
  });
  it('11.3.6 — ramasser l’Artefact en finissant son Déplacement sur sa case', () => {
    const setup = setupOf(rowsOf(5, 1), [B('A1'), E('E1')], { mode: 'bataille', artefact: 'C1' });
    const a = tour(setup, [{ unit: 'b', action: 'deplacement', to: 'C1' }]);
    expect(a.result!.steps[0]!.after).toMatchObject({ units: expect.arrayContaining([expect.objectContaining({ id: 'b', artefact: true })]) });
    expect(a.result!.steps[0]!.after.artefact).toBeUndefined();
    expect(a.result!.steps[0]!.reasons.map((r) => r.rule)).toContain('11.3.6');
  });
  it('11.3.8.1 — la chance de voler l’Artefact cite sa règle', () => {
    const p = pos(rowsOf(5, 1), [B('A1', { melee: { damage: 1, push: 2 } }), E('B1', { artefact: true, health: 9, maxHealth: 9 })], { mode: 'bataille' });
    const o = meleeOdds(p, p.byId.get('b')!, p.byId.get('e')!);
    expect(o.reasons.some((r) => r.rule === '11.3.8.1')).toBe(true);
    expect(o.pArtefact).toBeDefined();
    // the turn keeps the likeliest landing: the Artefact changes hands exactly when e is pushed there
    const t = playTurn(p, { player: 'rouge', actions: [{ unit: 'b', action: 'melee', target: 'e' }] });
    const kept = o.landings.reduce((x, y) => (compare(y.probability, x.probability) > 0 ? y : x));
    expect(t.steps[0]!.after.units.find((u) => u.id === 'b')!.artefact === true).toBe(kept.value.moved > 0);
  });
  it('11.3.8.2 — un Porte-Artefact capturé laisse l’Artefact sur sa case', () => {
    const p = pos(rowsOf(5, 1), [B('A1', { melee: { damage: 9, push: 0 } }), E('B1', { artefact: true, health: 2 })], { mode: 'bataille' });
    const t = playTurn(p, { player: 'rouge', actions: [{ unit: 'b', action: 'melee', target: 'e' }] });
    expect(t.steps[0]!.after.artefact).toBe('B1');
  });
  it('10.3 — qui joue les derniers tours, dans l’ordre', async () => {
    const { endCheck } = await import('../../../src/engine/tet/zones');
    const two = pos(['p0A p0A! p0A', 'p0A p0A p0A', 'p0 p0 p0A'], [B('A2'), E('A3'), unit('v', 'vert', 'bete', 'C3')], { players: ['rouge', 'bleu', 'vert'], flags: { A: { position: 3, takenBy: 'bleu' } }, track: 3, captured: {} });
    const gone = pos(['p0 p0 p0'], [B('A1'), E('C1')], { players: ['rouge', 'bleu', 'vert'] });
    expect(endCheck(gone, undefined, 'bleu')).toMatchObject({ triggered: true, lastTurns: ['vert', 'rouge'] });
    expect(endCheck(two, undefined, 'bleu').triggered).toBe(false);
  });
});

describe('lectures de Clairière (issue 25, point 5)', () => {
  it('4.3.3 — une mêlée sans dégât : le jet de Poussée reste permis, et c’est dit', () => {
    const p = pos(['p0 f0 p0 p0'], [B('A1', { melee: { damage: 1, push: 1 } }), E('B1')]);
    const o = meleeOdds(p, p.byId.get('b')!, p.byId.get('e')!);
    expect(o.damage).toBe(0);
    expect(o.landings.length).toBeGreaterThan(1);
    expect(o.reasons.some((r) => r.rule === '4.3.3' && r.text.includes('aucun dégât'))).toBe(true);
  });
});
