/**
 * The Culte des Lézards' turn (chapter 10), played by a person: each row a position on Autumn
 * (fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11), a state and a plan, checked against
 * the rule its title cites. Numbers come from the rules text, not from running the engine.
 */
import { describe, expect, it } from 'vitest';
import { evaluateSituation as evaluateLabels } from '../../../src/engine/games';
import type { Setup } from '../../../src/engine/root/setup';
import { playTurn, type TurnAnswer } from '../../../src/engine/root/tour/resolve';
import type { PlannedAction } from '../../../src/engine/root/tour/types';
import { valid } from '../bots/helpers';

const BASE = (acolytes = 3): Setup =>
  valid({
    map: 'automne',
    players: { lizards: { acolytes, score: 0 }, marquise: { score: 0 } },
    clearings: {
      '1': { warriors: { lizards: 2, marquise: 2 }, buildings: [{ owner: 'lizards', kind: 'garden_fox' }] },
      '8': { warriors: { marquise: 1 }, buildings: [{ owner: 'marquise', kind: 'sawmill' }] },
      '12': { warriors: { lizards: 1 } },
      '3': { warriors: { lizards: 1 } },
    },
  } as Setup);

const play = (state: Record<string, unknown>, plan: PlannedAction[] = [], s: Setup = BASE(), phase?: 'aurore' | 'jour' | 'crepuscule'): TurnAnswer =>
  playTurn(s, { kind: 'turn', faction: 'lizards', ...(phase ? { phase } : {}), state: state as never, plan });
const rules = (a: TurnAnswer) => a.steps.flatMap((s) => s.reasons.map((r) => r.rule));
const refusal = (a: TurnAnswer, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;
const offered = (a: TurnAnswer, id: string) => a.actions.find((o) => o.id === id)?.ways.map((w) => w.action) ?? [];
const DAY = [{ id: 'phase' }];

describe('Aurore du Culte (10.4)', () => {
  it('10.4.1 : la couleur la plus nombreuse des Âmes Perdues, Oiseaux à part, devient celle des Parias', () => {
    const a = play({ outcast: 'fox', lostSouls: { mouse: 2, fox: 1, bird: 5 } });
    expect(a.state.outcast).toBe('mouse');
    expect(a.state.hated).toBe(false);
    expect(rules(a)).toContain('10.4.1');
  });
  it('10.4.1 : déjà sur cette couleur, le marqueur passe côté Haïs', () => {
    const a = play({ outcast: 'fox', lostSouls: { fox: 2, mouse: 1 } });
    expect([a.state.outcast, a.state.hated]).toEqual(['fox', true]);
  });
  it('10.4.1 : aucune couleur devant les autres : le marqueur reste, côté Haïs', () => {
    const a = play({ outcast: 'rabbit', lostSouls: { fox: 2, mouse: 2 } });
    expect([a.state.outcast, a.state.hated]).toEqual(['rabbit', true]);
  });
  it('10.4.2 : les Âmes Perdues sont défaussées', () => {
    const a = play({ outcast: 'fox', lostSouls: { fox: 2, mouse: 1, bird: 1 } });
    expect(a.state.lostSouls).toEqual({ fox: 0, rabbit: 0, mouse: 0, bird: 0 });
    expect(rules(a)).toContain('10.4.2');
  });
  it('10.4.3 : les conspirations se mènent dans les clairières des Parias', () => {
    const a = play({ outcast: 'fox', lostSouls: {} });
    const at = [...offered(a, 'convert'), ...offered(a, 'sanctify')].map((x) => x.at);
    expect(at.length).toBeGreaterThan(0);
    expect(at.every((c) => [1, 6, 8, 12].includes(c as number))).toBe(true);
    const b = play({ outcast: 'fox', lostSouls: {} }, [{ id: 'convert', at: 3, target: 'marquise' }]);
    expect(b.stopped?.reason.rule).toMatch(/^10\.4\.3/);
  });
  it('10.4.3.II : Conversion, 2 acolytes, 1 guerrier adverse remplacé', () => {
    const a = play({ outcast: 'fox', lostSouls: { mouse: 1, fox: 0 } }, [{ id: 'convert', at: 8, target: 'marquise' }]);
    // Lost Souls give the Mouse: the Outcast moves to Mouse, and clearing 8 (fox) is no longer an Outcast clearing.
    expect(a.stopped?.reason.rule).toBe('10.4.3.II');
    const b = play({ outcast: 'fox' }, [{ id: 'convert', at: 8, target: 'marquise' }]);
    expect(b.setup.clearings['8']?.warriors).toEqual({ lizards: 1 });
    expect(b.setup.players.lizards?.acolytes).toBe(1);
  });
  it('10.4.3 : côté Haïs, chaque conspiration coûte 1 acolyte de moins', () => {
    const a = play({ outcast: 'fox', hated: true }, [{ id: 'convert', at: 8, target: 'marquise' }]);
    expect(a.setup.players.lizards?.acolytes).toBe(2);
  });
  it('10.4.3.III : Sanctuaire, 3 acolytes, bâtiment remplacé par un jardin de la couleur de la clairière, 1 point (3.2.1)', () => {
    const a = play({ outcast: 'fox' }, [{ id: 'sanctify', at: 8, target: 'marquise', kind: 'sawmill' }]);
    expect(a.setup.clearings['8']?.buildings).toEqual([{ owner: 'lizards', kind: 'garden_fox' }]);
    expect(a.setup.players.lizards?.acolytes).toBe(0);
    expect(a.setup.players.lizards?.score).toBe(1);
    const b = play({ outcast: 'fox' }, [{ id: 'sanctify', at: 8, target: 'marquise', kind: 'sawmill' }], BASE(2));
    expect(b.stopped?.reason.rule).toBe('10.4.3.III');
  });
  it('10.4.3.I : Croisade, déplacement depuis une clairière des Parias puis combat à l’arrivée', () => {
    // clearing 12 (fox) is joined to 7 (mouse), where the Marquise has a warrior
    const s = (n: number) => valid({ ...BASE(n), clearings: { ...BASE(n).clearings, '7': { warriors: { marquise: 1 } } } } as Setup);
    const a = play({ outcast: 'fox' }, [{ id: 'crusade', from: 12, to: 7, n: 1 }], s(3));
    expect(a.setup.clearings['7']?.warriors?.lizards).toBe(1);
    expect(a.setup.players.lizards?.acolytes).toBe(1);
    expect(offered(a, 'crusadeBattle')).toContainEqual({ id: 'crusadeBattle', at: 7, target: 'marquise' });
    const b = play({ outcast: 'fox' }, [{ id: 'crusade', from: 12, to: 7, n: 1 }, { id: 'convert', at: 1, target: 'marquise' }, { id: 'crusadeBattle', at: 7, target: 'marquise', roll: [1, 1] }], s(5));
    expect(b.stopped?.reason.rule).toBe('10.4.3.I');
  });
  it('10.4.3.I : Croisade, combat dans une clairière des Parias (2 acolytes)', () => {
    const a = play({ outcast: 'fox' }, [{ id: 'crusade', at: 1, target: 'marquise', roll: [3, 0] }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.lizards?.acolytes).toBe(1);
    expect(a.setup.clearings['1']?.warriors?.marquise ?? 0).toBe(0);
  });
  it('10.4 : hors de l’Aurore, pas de conspiration', () => {
    const a = play({ outcast: 'fox' }, DAY);
    expect(refusal(a, 'convert')).toBe('10.4');
  });
});

describe('Jour du Culte : rituels (10.5)', () => {
  const day = (state: Record<string, unknown>, plan: PlannedAction[], s?: Setup) => play({ outcast: 'fox', ...state }, [...DAY, ...plan], s);
  it('10.5.1 : Construction dans une clairière contrôlée de la couleur de la carte révélée', () => {
    const a = day({ hand: { fox: 1 } }, [{ id: 'build', at: 12 }]);
    expect(a.setup.clearings['12']?.buildings).toEqual([{ owner: 'lizards', kind: 'garden_fox' }]);
    expect(a.state.revealed).toEqual({ fox: 1 });
    const b = day({ hand: { fox: 1 } }, [{ id: 'build', at: 8 }]);
    expect(b.stopped?.reason.rule).toBe('10.5.1');
  });
  it('10.5.2 : Recrutement dans une clairière de la couleur de la carte révélée', () => {
    const a = day({ hand: { rabbit: 1 } }, [{ id: 'recruit', at: 4 }]);
    expect(a.setup.clearings['4']?.warriors?.lizards).toBe(1);
    const b = day({ hand: { rabbit: 1 } }, [{ id: 'recruit', at: 4 }, { id: 'recruit', at: 5 }]);
    expect(b.stopped?.reason.rule).toBe('10.5.2');
  });
  it('10.2.2 : une carte Oiseau ne remplace pas une autre couleur pour un rituel', () => {
    const a = day({ hand: { bird: 2 } }, [{ id: 'recruit', at: 4 }]);
    expect(a.stopped?.reason.text).toContain('10.2.2');
  });
  it('10.5.3 : Score, points de la case vide la plus à droite, carte dépensée dans les Âmes Perdues, une fois par couleur', () => {
    const points = [0, 2, 2, 3, 4];
    const a = day({ hand: { fox: 2 }, gardenPoints: points }, [{ id: 'build', at: 12 }, { id: 'score', suit: 'fox' }]);
    expect(a.setup.players.lizards?.score).toBe(points[1]);
    expect((a.state.lostSouls as Record<string, number>).fox).toBe(1);
    const b = day({ hand: { fox: 2 }, gardenPoints: points }, [{ id: 'score', suit: 'fox' }, { id: 'score', suit: 'fox' }]);
    expect(b.stopped?.reason.rule).toBe('10.5.3');
    const c = day({ hand: { rabbit: 1 } }, [{ id: 'score', suit: 'rabbit' }]);
    expect(c.stopped?.reason.rule).toBe('10.5.3');
  });
  it('10.5.4 : Sacrifice, 1 carte Oiseau révélée, 1 guerrier dans la case Acolytes', () => {
    const a = day({ hand: { bird: 1 } }, [{ id: 'sacrifice' }]);
    expect(a.setup.players.lizards?.acolytes).toBe(4);
    const b = day({ hand: { fox: 1 } }, [{ id: 'sacrifice' }]);
    expect(b.stopped?.reason.rule).toBe('10.5.4');
  });
  it('10.5 : les rituels se font au Jour', () => {
    expect(refusal(play({ outcast: 'fox' }), 'build')).toBe('10.5');
  });
});

describe('Crépuscule du Culte (10.6)', () => {
  const evening = (state: Record<string, unknown>, plan: PlannedAction[] = [], s?: Setup) => play({ outcast: 'fox', ...state }, [...DAY, ...plan, { id: 'phase' }], s);
  it('10.6.1 : les cartes révélées reviennent en main', () => {
    const a = evening({ hand: { fox: 1, rabbit: 1 } }, [{ id: 'build', at: 12 }, { id: 'recruit', at: 4 }]);
    expect(a.state.hand).toMatchObject({ fox: 1, rabbit: 1 });
    expect(rules(a)).toContain('10.6.1');
  });
  it('10.6.2 et 10.2.1 : fabrication avec les jardins de la couleur des Parias ; la carte va dans les Âmes Perdues (10.2.6)', () => {
    const a = evening({ hand: { fox: 1 } });
    expect(offered(a, 'craft')).toContainEqual({ id: 'craft', card: 'anvil_fox' });
    const b = play({ outcast: 'fox', hand: { fox: 1 } }, [...DAY, { id: 'phase' }, { id: 'craft', card: 'anvil_fox' }]);
    expect(b.setup.players.lizards?.crafted).toEqual(['hammer']);
    expect((b.state.lostSouls as Record<string, number>).fox).toBe(1);
    expect(rules(b)).toContain('10.2.6');
    const c = play({ outcast: 'mouse', hand: { fox: 1 } }, [...DAY, { id: 'phase' }, { id: 'craft', card: 'anvil_fox' }]);
    expect(c.stopped?.reason.rule).toBe('10.2.1');
  });
  it('10.6 : le Culte ne fabrique pas au Jour', () => {
    expect(refusal(play({ outcast: 'fox' }, DAY), 'craft')).toBe('10.6');
  });
  it('10.6.3 : pioche 1 carte plus 1 par bonus de pioche découvert', () => {
    const a = evening({ hand: {} }, [], BASE());
    const end = playTurn(BASE(), { kind: 'turn', faction: 'lizards', phase: 'crepuscule', state: { outcast: 'fox', gardenDraws: [0, 1, 0, 1, 0] } as never, plan: [{ id: 'phase' }] });
    expect(a.phase).toBe('crepuscule');
    // one fox garden on the map: the first space is uncovered, no bonus under it
    expect(end.state.drawn).toBe(1);
    const two = valid({ ...BASE(), clearings: { ...BASE().clearings, '12': { warriors: { lizards: 1 }, buildings: [{ owner: 'lizards', kind: 'garden_fox' }] } } } as Setup);
    const more = playTurn(two, { kind: 'turn', faction: 'lizards', phase: 'crepuscule', state: { outcast: 'fox', gardenDraws: [0, 1, 0, 1, 0] } as never, plan: [{ id: 'phase' }] });
    expect(more.state.drawn).toBe(2);
    expect(more.steps.flatMap((s) => s.reasons.map((r) => r.rule))).toContain('10.6.3');
  });
});

describe('Capacités du Culte dans son tour (10.2)', () => {
  it('10.2.4 : un jardin donne le contrôle de sa clairière, donc la Construction y est permise', () => {
    const s = valid({ ...BASE(), clearings: { ...BASE().clearings, '8': { warriors: { marquise: 3 }, buildings: [{ owner: 'lizards', kind: 'garden_fox' }] } } } as Setup);
    const a = play({ outcast: 'fox', hand: { fox: 1 } }, [...DAY, { id: 'build', at: 8 }], s);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['8']?.buildings?.length).toBe(2);
  });
  it('10.2.3 : les acolytes sont des guerriers hors de la réserve : 25 en tout (10.3.1)', () => {
    const a = play({ outcast: 'fox', hand: { bird: 1 } }, [...DAY, { id: 'sacrifice' }], BASE(21));
    expect(a.stopped?.reason.rule).toBe('10.5.4');
  });
  it('10.2.5 : un jardin retiré au combat coûte une carte au hasard', () => {
    const s = valid({ ...BASE(), clearings: { ...BASE().clearings, '12': { warriors: { lizards: 1, marquise: 3 }, buildings: [{ owner: 'lizards', kind: 'garden_fox' }] } } } as Setup);
    const a = play({ outcast: 'fox' }, [{ id: 'crusade', at: 12, target: 'marquise', roll: [3, 2] }], s);
    expect(a.setup.clearings['12']?.buildings ?? []).toEqual([]);
    expect(rules(a)).toContain('10.2.5');
  });
});

describe('Libellés des façons à nombre choisi', () => {
  it('10.4.3.I : une Croisade dont le lecteur choisit le nombre de guerriers ne dit pas « 0 guerrier »', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateLabels({"setup": "automne/j=m,l.acolytes-4/t=l.aurore/7:m1,m-scierie,l1;11:m2,l2,l-jardin_souris", "question": {"kind": "turn", "faction": "lizards", "phase": "aurore", "state": {"outcast": "mouse"}}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'crusade')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
    }
  });
});
