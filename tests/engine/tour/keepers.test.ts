import { describe, expect, it } from 'vitest';
import { evaluateSituation as evaluateLabels } from '../../../src/engine/games';
import { validate, type Setup } from '../../../src/engine/root/index';
import { playTurn } from '../../../src/engine/root/tour/resolve';
import type { PlannedAction } from '../../../src/engine/root/tour/types';

function V(x: object): Setup {
  const v = validate({ map: 'automne', ...x });
  if (!v.ok) throw new Error(JSON.stringify(v.problems));
  return v.setup;
}
const turn = (s: Setup, phase: 'aurore' | 'jour' | 'crepuscule', plan: PlannedAction[], state: object = {}) => playTurn(s, { kind: 'turn', faction: 'keepers', phase, plan, state: state as never });
const score = (s: Setup) => s.players.keepers?.score ?? 0;
const refusal = (a: ReturnType<typeof turn>, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;
const W = { owner: 'keepers', kind: 'waystation' };

// Keepers in clearings 1 (fox) and 5 (rabbit); a tablet of value 2 in the forest between 1, 2, 5 and 10
const base = (extra: object = {}) =>
  V({
    clearings: { '1': { warriors: { keepers: 2 } }, '5': { warriors: { keepers: 3 } }, ...extra },
    forests: { '1_2_5_10': { relics: [{ kind: 'tablet', value: 2 }] } },
    players: { keepers: {}, marquise: {} },
  });
const retinue = { move: { loyal: 1 }, battle: { fox: 1 }, recover: { rabbit: 1 } };

describe('15.4 Aurore des Gardiens', () => {
  it('15.4.1, 15.2.2 : Établir un camp remplace un guerrier par un Relais, une fois par clairière', () => {
    const a = turn(base(), 'aurore', [{ id: 'encamp', at: 5, face: 'tablet' }]);
    expect(a.setup.clearings['5']?.warriors?.keepers).toBe(2);
    expect(a.setup.clearings['5']?.buildings).toEqual([W]);
    expect(a.state.faces).toEqual({ '5': ['tablet'] });
    expect(turn(base(), 'aurore', [{ id: 'encamp', at: 5, face: 'tablet' }, { id: 'encamp', at: 5, face: 'jewel' }]).stopped?.reason.rule).toBe('15.4.1');
  });
  it('15.4.2, 15.4 : Lever le camp remplace un Relais par un guerrier ; Établir un camp ensuite est refusé', () => {
    const s = base({ '5': { warriors: { keepers: 1 }, buildings: [W] } });
    const a = turn(s, 'aurore', [{ id: 'decamp', at: 5 }]);
    expect(a.setup.clearings['5']?.warriors?.keepers).toBe(2);
    expect(turn(s, 'aurore', [{ id: 'decamp', at: 5 }, { id: 'encamp', at: 1, face: 'jewel' }]).stopped?.reason.rule).toBe('15.4');
  });
  it('15.4.3 : Recruter, 1 carte de la couleur de la clairière pour 2 guerriers sur un Relais', () => {
    const s = base({ '5': { warriors: { keepers: 1 }, buildings: [W] } });
    expect(turn(s, 'aurore', [{ id: 'recruit', at: 5 }], { hand: { rabbit: 1 } }).setup.clearings['5']?.warriors?.keepers).toBe(3);
    expect(turn(s, 'aurore', [{ id: 'recruit', at: 5 }], { hand: { fox: 1 } }).stopped?.reason.rule).toBe('15.4.3');
    expect(turn(s, 'aurore', [{ id: 'recruit', at: 1 }], { hand: { fox: 1 } }).stopped?.reason.rule).toBe('15.4.3');
  });
});

describe('15.5 Jour des Gardiens', () => {
  it('15.5.2.II, 15.5.2.II.a, 15.5.2.II.b : sans adversaire, extraire la tablette de valeur 2 ; 2 clairières contrôlées autour du bois : la carte reste', () => {
    const a = turn(base(), 'jour', [{ id: 'battle', suit: 'fox', at: 1 }, { id: 'delve', forest: '1_2_5_10', kind: 'tablet' }], { retinue });
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['1']?.tokens).toEqual([{ owner: 'keepers', kind: 'tablet', faceUp: true, value: 2 }]);
    expect((a.state.retinue as typeof retinue).battle.fox).toBe(1);
  });
  it('15.5.2.II.b : moins de clairières contrôlées que la valeur : la carte est défaussée', () => {
    const s = V({ clearings: { '1': { warriors: { keepers: 2 } } }, forests: { '1_2_5_10': { relics: [{ kind: 'jewel', value: 3 }] } }, players: { keepers: {} } });
    const a = turn(s, 'jour', [{ id: 'battle', suit: 'fox', at: 1 }, { id: 'delve', forest: '1_2_5_10', kind: 'jewel' }], { retinue });
    expect((a.state.retinue as typeof retinue).battle.fox).toBe(0);
  });
  it('15.5.2.II : des pièces adverses dans la clairière obligent à combattre', () => {
    const s = base({ '1': { warriors: { keepers: 2, marquise: 1 } } });
    expect(turn(s, 'jour', [{ id: 'battle', suit: 'fox', at: 1 }], { retinue }).stopped?.reason.rule).toBe('15.5.2.II');
    expect(turn(s, 'jour', [{ id: 'battle', suit: 'fox', at: 1, target: 'marquise' }], { retinue }).stopped?.battle?.defender).toBe('marquise');
  });
  it('15.5.2, 15.5.2.I, 15.2.4, 15.3.4 : colonne par colonne ; un Membre Loyal du Cortège déplace, et emporte 1 relique par guerrier', () => {
    const s = base({ '1': { warriors: { keepers: 1 }, tokens: [{ owner: 'keepers', kind: 'jewel', faceUp: true, value: 1 }] } });
    const a = turn(s, 'jour', [{ id: 'move', suit: 'loyal', from: 1, to: 5, n: 1, relics: [{ kind: 'jewel' }] }], { retinue });
    expect(a.setup.clearings['5']?.tokens?.[0]?.kind).toBe('jewel');
    const back = turn(s, 'jour', [{ id: 'battle', suit: 'fox', at: 1 }, { id: 'move', suit: 'loyal', from: 1, to: 5, n: 1 }], { retinue });
    expect(back.stopped?.reason.rule).toBe('15.5.2');
  });
  it('15.5.2.III, 15.5.2.III.a, 15.5.2.III.b, 15.5.2.III.c : restaurer une tablette de valeur 1 au Relais tablette ; la colonne de reliques complétée rapporte 2 de plus', () => {
    const s = base({ '5': { warriors: { keepers: 1 }, buildings: [W], tokens: [{ owner: 'keepers', kind: 'tablet', faceUp: true, value: 1 }] }, '10': { warriors: { keepers: 1 } } });
    const state = { retinue, faces: { '5': ['tablet'] }, restored: { statuette: 1, jewel: 1 } };
    const a = turn(s, 'jour', [{ id: 'recover', suit: 'rabbit', at: 5, kind: 'tablet' }], state);
    expect(score(a.setup)).toBe(1 + 2);
    expect(a.state.restored).toEqual({ statuette: 1, tablet: 1, jewel: 1 });
    expect(a.state.recover).toEqual({ at: 5, suit: 'rabbit' });
    const lone = turn(s, 'jour', [{ id: 'recover', suit: 'rabbit', at: 5, kind: 'tablet' }], { ...state, restored: {} });
    expect(score(lone.setup)).toBe(1);
    const wrong = turn(s, 'jour', [{ id: 'recover', suit: 'rabbit', at: 5, kind: 'tablet' }], { ...state, faces: { '5': ['jewel'] } });
    expect(wrong.stopped?.reason.rule).toBe('15.5.2.III.a');
  });
  it('15.5.1, 15.2.3, 15.5 : fabriquer avec un Relais, avant le Cortège', () => {
    const s = base({ '1': { warriors: { keepers: 1 }, buildings: [W] } });
    expect(turn(s, 'jour', [{ id: 'craft', card: 'anvil_fox' }], { hand: { fox: 1 }, retinue }).setup.players.keepers?.crafted).toEqual(['hammer']);
    expect(turn(s, 'jour', [{ id: 'battle', suit: 'fox', at: 1 }, { id: 'craft', card: 'anvil_fox' }], { hand: { fox: 1 }, retinue }).stopped?.reason.rule).toBe('15.5');
  });
});

describe('15.6 Crépuscule des Gardiens', () => {
  it('15.6.1, 15.6.3, 15.6 : 4 guerriers en perdent 1 ; pioche 1 + 1 par Relais', () => {
    const s = base({ '5': { warriors: { keepers: 4 }, buildings: [W] } });
    const a = turn(s, 'crepuscule', [{ id: 'phase' }]);
    expect(a.setup.clearings['5']?.warriors?.keepers).toBe(3);
    expect(a.state.drawn).toBe(2);
  });
  it('15.6.2 : ajouter des cartes, ou déplacer une seule carte ; jamais plus de 10', () => {
    const a = turn(base(), 'crepuscule', [{ id: 'retinueAdd', column: 'move', suit: 'mouse', n: 2 }], { hand: { mouse: 2 }, retinue });
    expect((a.state.retinue as { move: object }).move).toEqual({ loyal: 1, mouse: 2 });
    expect(refusal(a, 'retinueShift')).toBe('15.6.2');
    const full = { move: { fox: 4 }, battle: { fox: 3 }, recover: { fox: 3 } };
    expect(turn(base(), 'crepuscule', [{ id: 'retinueAdd', column: 'move', suit: 'mouse', n: 1 }], { hand: { mouse: 1 }, retinue: full }).stopped?.reason.rule).toBe('15.6.2');
  });
  it('15.4, 15.5 : une étape hors de sa phase est refusée', () => {
    const a = turn(base(), 'crepuscule', []);
    expect(refusal(a, 'encamp')).toBe('15.4');
    expect(refusal(a, 'recover')).toBe('15.5');
  });
});

describe('Libellés des façons à nombre choisi', () => {
  it('15.5.2.III : un déplacement du Cortège dont le lecteur choisit le nombre ne dit pas « 0 guerrier », et la carte se nomme en français', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateLabels({"setup": "automne/j=m,g/t=g.jour/1:g2;5:g3", "question": {"kind": "turn", "faction": "keepers", "phase": "jour", "state": {"retinue": {"move": {}, "battle": {}, "recover": {"rabbit": 1}}}}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'move3')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
      expect(w.label).toMatch(/^Carte Lapin\s/);
    }
  });
});
