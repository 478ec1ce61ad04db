import { describe, expect, it } from 'vitest';
import { evaluateSituation as evaluateLabels } from '../../../src/engine/games';
import { validate, type Setup } from '../../../src/engine/root/index';
import { playTurn } from '../../../src/engine/root/tour/resolve';
import type { PlannedAction } from '../../../src/engine/root/tour/types';

/** A checked position from its JSON (fails the test when the position is wrong). */
function V(x: object): Setup {
  const v = validate({ map: 'automne', ...x });
  if (!v.ok) throw new Error(JSON.stringify(v.problems));
  return v.setup;
}
const turn = (s: Setup, phase: 'aurore' | 'jour' | 'crepuscule', plan: PlannedAction[], state: object = {}) => playTurn(s, { kind: 'turn', faction: 'hundreds', phase, plan, state: state as never });
const score = (s: Setup) => s.players.hundreds?.score ?? 0;
const refusal = (a: ReturnType<typeof turn>, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;

// the Hundreds in clearing 1 (fox corner) with their warlord and a Stronghold
const base = (extra: object = {}, players: object = {}) =>
  V({
    clearings: { '1': { warriors: { hundreds: 3 }, warlord: true, buildings: [{ owner: 'hundreds', kind: 'stronghold' }] }, ...extra },
    players: { hundreds: { mood: 'stubborn' }, marquise: {}, ...players },
  });

describe('14.4 Aurore des Cents', () => {
  it('14.4.1, 3.2.1 : Raser retire bâtiments et jetons adverses (1 point chacun) puis prend le dernier objet de la ruine, qui part ; 14.2.4.I : il va dans le Butin', () => {
    const s = base({ '6': { tokens: [{ owner: 'hundreds', kind: 'mob' }, { owner: 'marquise', kind: 'wood' }], buildings: [{ owner: 'marquise', kind: 'sawmill' }], items: ['boot'] } });
    const a = turn(s, 'aurore', []);
    expect(score(a.setup)).toBe(2);
    expect(a.setup.clearings['6']?.buildings ?? []).toEqual([]);
    expect(a.setup.clearings['6']?.ruin).toBe(false);
    expect(a.setup.players.hundreds?.crafted).toEqual(['boot']);
  });
  it('14.4.1 : le dé de Foule place la Foule dans une clairière de la couleur obtenue, adjacente à une Foule ; ailleurs, refusé', () => {
    const s = base({ '5': { tokens: [{ owner: 'hundreds', kind: 'mob' }] } });
    const ok = turn(s, 'aurore', [{ id: 'spread', suit: 'mouse', at: 2 }]);
    expect(ok.stopped).toBeUndefined();
    expect(ok.setup.clearings['2']?.tokens?.some((t) => t.kind === 'mob')).toBe(true);
    const far = turn(s, 'aurore', [{ id: 'spread', suit: 'mouse', at: 7 }]);
    expect(far.stopped?.reason.rule).toBe('14.4.1');
    const none = turn(s, 'aurore', [{ id: 'spread', suit: 'fox' }]);
    expect(none.stopped?.reason.rule).toBe('14.4.1');
  });
  it('14.4 : les étapes dans l’ordre ; le Recrutement avant le dé de Foule est refusé', () => {
    const s = base({ '5': { tokens: [{ owner: 'hundreds', kind: 'mob' }] } });
    expect(turn(s, 'aurore', [{ id: 'recruit' }]).stopped?.reason.rule).toBe('14.4');
    expect(refusal(turn(s, 'aurore', []), 'phase')).toBe('14.4.1');
  });
  it('14.4.2, 14.2.4, 14.2.4.II : Bravoure 2 (1 objet sur la piste) avec le seigneur de guerre, puis 1 guerrier par Bastion', () => {
    const s = base({}, { hundreds: { mood: 'stubborn', crafted: ['sword'] } });
    const a = turn(s, 'aurore', [{ id: 'recruit' }]);
    expect(a.setup.clearings['1']?.warriors?.hundreds).toBe(3 + 2 + 1);
  });
  it('14.4.3, 14.2.2 : la Nomination remplace un guerrier des Cents par le seigneur de guerre ; pas dans une clairière sans guerrier', () => {
    const s = V({ clearings: { '1': { warriors: { hundreds: 2 } } }, players: { hundreds: { mood: 'stubborn' } } });
    const a = turn(s, 'aurore', [{ id: 'recruit' }, { id: 'appoint', at: 1 }]);
    expect(a.setup.clearings['1']?.warlord).toBe(true);
    expect(a.setup.clearings['1']?.warriors?.hundreds).toBe(1);
    expect(turn(s, 'aurore', [{ id: 'recruit' }, { id: 'appoint', at: 5 }]).stopped?.reason.rule).toBe('14.4.3');
    expect(refusal(turn(s, 'aurore', [{ id: 'recruit' }]), 'phase')).toBe('14.4.3');
  });
  it('14.4.4, 14.7 : une humeur dont l’objet est dans le Butin ne se choisit pas ; il faut changer d’humeur', () => {
    const s = base({}, { hundreds: { mood: 'stubborn', crafted: ['sword'] } });
    expect(turn(s, 'aurore', [{ id: 'recruit' }, { id: 'mood', mood: 'wrathful' }]).stopped?.reason.rule).toBe('14.4.4');
    expect(turn(s, 'aurore', [{ id: 'recruit' }, { id: 'mood', mood: 'stubborn' }]).stopped?.reason.rule).toBe('14.4.4');
    expect(turn(s, 'aurore', [{ id: 'recruit' }, { id: 'mood', mood: 'bitter' }]).setup.players.hundreds?.mood).toBe('bitter');
  });
  it('14.7.4 : Généreux retire un objet du Butin et place 2 guerriers avec le seigneur de guerre', () => {
    const s = base({}, { hundreds: { mood: 'stubborn', crafted: ['sword', 'boot'] } });
    const a = turn(s, 'aurore', [{ id: 'recruit' }, { id: 'mood', mood: 'generous' }, { id: 'generous', item: 'boot' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.hundreds?.crafted).toEqual(['sword']);
    expect(a.setup.clearings['1']?.warriors?.hundreds).toBe(3 + 2 + 1 + 2);
  });
});

describe('14.5 Jour des Cents', () => {
  const foe = { '5': { warriors: { marquise: 1 } } };
  const here = { '1': { warriors: { hundreds: 3, marquise: 1 }, warlord: true, buildings: [{ owner: 'hundreds', kind: 'stronghold' }] } };
  it('14.5.2, 14.2.4.II, 14.5.2.I : Autorité 1 sans objet : un seul déplacement pour Diriger les Cents', () => {
    const a = turn(base(), 'jour', [{ id: 'move', from: 1, to: 5, n: 1, warlord: false }, { id: 'move', from: 1, to: 9, n: 1, warlord: false }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('14.5.2');
  });
  it('14.5.2.II : un combat de Diriger les Cents attend son jet', () => {
    const a = turn(base(here), 'jour', [{ id: 'battle', at: 1, target: 'marquise' }]);
    expect(a.stopped?.battle).toEqual({ clearing: 1, attacker: 'hundreds', defender: 'marquise' });
    expect(a.state.commands).toBe(1);
  });
  it('14.5.2.III : le Bastion coûte une carte de la couleur de la clairière contrôlée', () => {
    const s = base({ '9': { warriors: { hundreds: 1 } } });
    expect(turn(s, 'jour', [{ id: 'build', at: 9 }], { hand: { mouse: 1 } }).setup.clearings['9']?.buildings?.[0]?.kind).toBe('stronghold');
    expect(turn(s, 'jour', [{ id: 'build', at: 9 }], { hand: { fox: 1 } }).stopped?.reason.rule).toBe('14.5.2.III');
  });
  it('14.5.3, 14.2.2 : Charger déplace le seigneur de guerre avec ses guerriers ; au plus Bravoure charges', () => {
    const a = turn(base(), 'jour', [{ id: 'advance', to: 5, n: 2 }]);
    expect(a.setup.clearings['5']?.warlord).toBe(true);
    expect(a.setup.clearings['5']?.warriors?.hundreds).toBe(2);
    expect(refusal(a, 'advance')).toBe('14.5.3');
  });
  it('14.5, 14.7.2 : après une charge, Diriger est passé ; Grandiose inverse l’ordre', () => {
    expect(turn(base(), 'jour', [{ id: 'advance', to: 5, n: 0 }, { id: 'move', from: 1, to: 9, n: 1, warlord: false }]).stopped?.reason.rule).toBe('14.5');
    const g = base({}, { hundreds: { mood: 'grandiose' } });
    expect(turn(g, 'jour', [{ id: 'move', from: 1, to: 9, n: 1, warlord: false }, { id: 'advance', to: 5, n: 0 }]).stopped?.reason.rule).toBe('14.7.2');
    expect(turn(g, 'jour', [{ id: 'advance', to: 5, n: 0 }, { id: 'move', from: 1, to: 9, n: 1, warlord: false }]).stopped).toBeUndefined();
  });
  it('14.7.5 : Impitoyable, après s’être déplacé et avoir combattu, se déplace encore ; sans Impitoyable, refusé', () => {
    const s = base(foe, { hundreds: { mood: 'relentless' } });
    const plan: PlannedAction[] = [{ id: 'advance', to: 5, n: 3 }, { id: 'advanceBattle', target: 'marquise', roll: [3, 0] }, { id: 'relentlessMove', to: 2, n: 1 }];
    const a = turn(s, 'jour', plan);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['2']?.warlord).toBe(true);
    expect(turn(base(foe, { hundreds: { mood: 'wrathful' } }), 'jour', plan).stopped?.reason.rule).toBe('14.7.5');
  });
  it('14.2.1, 14.5.1, 14.2.3 : fabriquer avec les Bastions ; Dédain du commerce : l’objet gardé ne rapporte rien, retiré il rapporte les points de la carte', () => {
    const keep = turn(base(), 'jour', [{ id: 'craft', card: 'anvil_fox', keep: true }], { hand: { fox: 1 } });
    expect(score(keep.setup)).toBe(0);
    expect(keep.setup.players.hundreds?.crafted).toEqual(['hammer']);
    const sell = turn(base(), 'jour', [{ id: 'craft', card: 'anvil_fox', keep: false }], { hand: { fox: 1 } });
    expect(score(sell.setup)).toBe(2);
    expect(sell.setup.players.hundreds?.crafted ?? []).toEqual([]);
  });
  it('14.2.5, 14.7.8 : Pillards avec Furieux : le défenseur perd son guerrier et l’objet pillé va dans le Butin', () => {
    const s = V({ clearings: { '5': { warriors: { marquise: 1, hundreds: 2 }, warlord: true } }, players: { hundreds: { mood: 'wrathful' }, marquise: { crafted: ['boot'] } } });
    const a = turn(s, 'jour', [{ id: 'battle', at: 5, target: 'marquise', looters: true, roll: [2, 1] }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.hundreds?.crafted).toEqual(['boot']);
    expect(a.setup.players.marquise?.crafted ?? []).toEqual([]);
  });
});

describe('14.6 Crépuscule des Cents', () => {
  it('14.6.1 : Inciter place une Foule où sont des guerriers des Cents, pour une carte de la couleur ; 14.7.3 En liesse ouvre les jets de dé', () => {
    const a = turn(base({}, { hundreds: { mood: 'jubilant' } }), 'crepuscule', [{ id: 'incite', at: 1 }, { id: 'jubilant', suit: 'rabbit', at: 10 }], { hand: { fox: 1 } });
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['10']?.tokens?.[0]?.kind).toBe('mob');
    expect(turn(base(), 'crepuscule', [{ id: 'incite', at: 1 }, { id: 'jubilant', suit: 'rabbit', at: 10 }], { hand: { fox: 1 } }).stopped?.reason.rule).toBe('14.7.3');
    expect(turn(base(), 'crepuscule', [{ id: 'incite', at: 5 }], { hand: { rabbit: 1 } }).stopped?.reason.rule).toBe('14.6.1');
  });
  it('14.6.2, 14.6.3, 14.6 : Opprimer 3 clairières rapporte 2 points ; la pioche est de 1 carte', () => {
    const s = base({ '9': { warriors: { hundreds: 1 } }, '10': { tokens: [{ owner: 'hundreds', kind: 'mob' }], warriors: { hundreds: 1 } }, '5': { warriors: { hundreds: 2, marquise: 1 } } });
    const a = turn(s, 'crepuscule', [{ id: 'phase' }]);
    expect(score(a.setup)).toBe(2);
    expect(a.state.drawn).toBe(1);
    expect(a.phase).toBeNull();
  });
  it('14.7.6 : Bagarreur pioche 2 cartes de plus avec 3 pièces adverses chez le seigneur de guerre', () => {
    const s = base({}, { hundreds: { mood: 'rowdy' } });
    const s3 = V({ ...s, clearings: { '1': { warriors: { hundreds: 3, marquise: 3 }, warlord: true } } });
    expect(turn(s3, 'crepuscule', [{ id: 'phase' }]).state.drawn).toBe(3);
    expect(turn(s, 'crepuscule', [{ id: 'phase' }]).state.drawn).toBe(2);
  });
  it('14.4, 14.5, 14.6 : une étape hors de sa phase est refusée', () => {
    const a = turn(base(), 'crepuscule', []);
    expect(refusal(a, 'recruit')).toBe('14.4');
    expect(refusal(a, 'advance')).toBe('14.5');
    expect(refusal(turn(base(), 'jour', []), 'incite')).toBe('14.6');
  });
});

describe('Libellés des façons à nombre choisi', () => {
  it('14.5.3 : une charge dont le lecteur choisit le nombre de guerriers ne dit pas « 0 guerrier »', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateLabels({"setup": "automne/j=m,s.humeur-tenace/t=s.jour/1:s4,s-seigneur,s-bastion;5:m2", "question": {"kind": "turn", "faction": "hundreds", "phase": "jour"}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'advance')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
    }
  });
});

describe('14.5 : l’ordre du Jour décide d’abord', () => {
  it('14.5 : après une charge, Construire un Bastion est refusé parce que Diriger les Cents est passé', () => {
    const s = base({ '5': { warriors: { marquise: 2 }, buildings: [{ owner: 'marquise', kind: 'sawmill' }] } });
    const a = turn(s, 'jour', [{ id: 'advance', to: 5, n: 3 }]);
    expect(refusal(a, 'build')).toBe('14.5');
  });
});
