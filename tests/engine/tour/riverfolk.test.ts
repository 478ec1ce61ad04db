/**
 * The Compagnie de la Rivière's turn (chapter 11), played by a person: each row a position on Autumn
 * (rivers 4–7, 5–10, 7–11, 10–11; fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11), a state and
 * a plan, checked against the rule its title cites. Numbers come from the rules text.
 */
import { describe, expect, it } from 'vitest';
import { evaluateSituation as evaluateLabels } from '../../../src/engine/games';
import type { Setup } from '../../../src/engine/root/setup';
import { playTurn, type TurnAnswer } from '../../../src/engine/root/tour/resolve';
import type { PlannedAction } from '../../../src/engine/root/tour/types';
import { valid } from '../bots/helpers';

const BASE = (funds = 4): Setup =>
  valid({
    map: 'automne',
    players: { riverfolk: { funds, score: 0 }, marquise: { score: 0 } },
    clearings: {
      '7': { warriors: { riverfolk: 2 }, tokens: [{ owner: 'riverfolk', kind: 'trade_post_mouse' }] },
      '8': { warriors: { marquise: 2 } },
      '4': { warriors: { riverfolk: 1 } },
    },
  } as Setup);

const play = (state: Record<string, unknown>, plan: PlannedAction[] = [], s: Setup = BASE(), phase?: 'aurore' | 'jour' | 'crepuscule'): TurnAnswer =>
  playTurn(s, { kind: 'turn', faction: 'riverfolk', ...(phase ? { phase } : {}), state: state as never, plan });
const rules = (a: TurnAnswer) => a.steps.flatMap((s) => s.reasons.map((r) => r.rule));
const refusal = (a: TurnAnswer, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;
const offered = (a: TurnAnswer, id: string) => a.actions.find((o) => o.id === id)?.ways.map((w) => w.action) ?? [];
const funds = (a: TurnAnswer) => a.setup.players.riverfolk?.funds;
const DAY = [{ id: 'phase' }];

describe('Aurore de la Compagnie (11.4)', () => {
  it('11.4.1 : Paiements vide, la Compagnie y pose 2 guerriers, puis 11.4.3 les rassemble dans les Fonds', () => {
    const a = play({ payments: 0 });
    expect(funds(a)).toBe(4 + 2);
    expect(rules(a)).toEqual(expect.arrayContaining(['11.4.1', '11.4.3']));
  });
  it('11.4.2 : dividendes, 1 point par paire de fonds, avant le rassemblement, s’il y a un comptoir', () => {
    const a = play({ payments: 3 }, [], BASE(5));
    expect(a.setup.players.riverfolk?.score).toBe(Math.floor(5 / 2));
    expect(funds(a)).toBe(5 + 3);
    const s = valid({ ...BASE(5), clearings: { '7': { warriors: { riverfolk: 2 } }, '8': { warriors: { marquise: 2 } } } } as Setup);
    const b = play({ payments: 3 }, [], s);
    expect(b.setup.players.riverfolk?.score).toBe(0);
    expect(rules(b)).toContain('11.4.2');
  });
  it('11.4.3 : les guerriers investis le tour d’avant reviennent aussi dans les Fonds', () => {
    const a = play({ payments: 1, committed: 2 });
    expect(funds(a)).toBe(4 + 1 + 2);
    expect(a.state.committed).toBe(0);
  });
});

describe('Jour de la Compagnie : actions payées en fonds (11.5)', () => {
  const day = (state: Record<string, unknown>, plan: PlannedAction[], s?: Setup) => play({ payments: 1, ...state }, [...DAY, ...plan], s);
  it('11.5.1 et 11.2.2 : se déplacer coûte 1 fonds investi ; la Compagnie nage le long des rivières', () => {
    const a = day({}, [{ id: 'move', from: 4, to: 7, n: 1 }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['7']?.warriors?.riverfolk).toBe(3);
    expect(funds(a)).toBe(4 + 1 - 1);
    expect(a.state.committed).toBe(1);
  });
  it('11.5.2 : combattre coûte 1 fonds investi', () => {
    const a = day({}, [{ id: 'move', from: 7, to: 8, n: 2 }, { id: 'battle', at: 8, target: 'marquise', roll: [2, 1] }]);
    expect(funds(a)).toBe(5 - 2);
    expect(a.setup.clearings['8']?.warriors?.marquise ?? 0).toBe(0);
  });
  it('11.2.4 : sans fonds, pas d’action', () => {
    const a = play({ payments: 0 }, [...DAY, { id: 'draw' }, { id: 'draw' }, { id: 'draw' }], BASE(0));
    expect(a.stopped?.reason.text).toContain('11.2.4');
  });
  it('11.5.4 : piocher 1 carte coûte 1 fonds investi', () => {
    const a = day({}, [{ id: 'draw' }]);
    expect(a.state.drawn).toBe(1);
    expect(a.state.committed).toBe(1);
  });
  it('11.5.5 : recruter dans une clairière que touche une rivière, 1 fonds dépensé', () => {
    const a = day({}, [{ id: 'recruit', at: 5 }]);
    expect(a.setup.clearings['5']?.warriors?.riverfolk).toBe(1);
    expect(a.state.committed).toBe(0);
    const b = day({}, [{ id: 'recruit', at: 1 }]);
    expect(b.stopped?.reason.rule).toBe('11.5.5');
  });
  it('11.5.6 : comptoir et garnison dans une clairière contrôlée, 2 fonds du joueur qui la contrôle (11.5.6.II), points de la case découverte (11.5.6.III)', () => {
    const points = [1, 2, 3];
    const a = day({ fundsBy: { marquise: 3, riverfolk: 1 }, paymentsOwn: 1, postPoints: points }, [{ id: 'establish', at: 8 }]);
    expect(a.setup.clearings['8']?.tokens).toEqual([{ owner: 'riverfolk', kind: 'trade_post_fox' }]);
    expect(a.setup.clearings['8']?.warriors?.riverfolk).toBe(1);
    expect(a.state.fundsBy).toMatchObject({ marquise: 1 });
    // 4 funds at Birdsong gave 2 dividends (11.4.2), then the first space of the Fox track
    expect(a.setup.players.riverfolk?.score).toBe(Math.floor(4 / 2) + points[0]!);
    const b = day({ fundsBy: { marquise: 1, riverfolk: 3 }, paymentsOwn: 1 }, [{ id: 'establish', at: 8 }]);
    expect(b.stopped?.reason.rule).toBe('11.5.6.II');
    const c = day({}, [{ id: 'establish', at: 7 }]);
    expect(c.stopped?.reason.rule).toBe('11.5.6.I');
    const d = day({}, [{ id: 'establish', at: 1 }]);
    expect(d.stopped?.reason.rule).toBe('11.5.6.I');
  });
  it('11.5.3 et 11.2.1 : fabriquer en investissant des fonds sur les cases vides de la piste des comptoirs', () => {
    const a = day({ hand: { mouse: 1 } }, [{ id: 'craft', card: 'root_tea_mouse' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.riverfolk?.crafted).toEqual(['tea']);
    expect(funds(a)).toBe(5 - 1);
    expect(offered(day({ hand: { fox: 1 } }, []), 'craft')).not.toContainEqual({ id: 'craft', card: 'anvil_fox' });
    const b = day({ hand: { fox: 1 } }, [{ id: 'craft', card: 'anvil_fox' }]);
    expect(b.stopped?.reason.rule).toBe('11.5.3');
  });
  it('11.5.3.I : exporter, défausser la carte sans effet pour 1 guerrier sur la case Paiements', () => {
    const a = day({ hand: { mouse: 1 } }, [{ id: 'craft', card: 'root_tea_mouse', export: true }]);
    expect(a.setup.players.riverfolk?.crafted ?? []).toEqual([]);
    expect(a.state.payments).toBe(1);
    expect(rules(a)).toContain('11.5.3.I');
  });
  it('11.4 et 11.5 : les actions payées avec des fonds se font au Jour, pas à l’Aurore', () => {
    expect(refusal(play({ payments: 1 }), 'draw')).toBe('11.4');
    expect(refusal(play({ payments: 1 }, [...DAY, { id: 'phase' }]), 'draw')).toBe('11.5');
  });
  it('11.3.3 : 3 comptoirs par couleur sur la piste ; plus de comptoir Renard, plus d’établissement en clairière Renard', () => {
    const s = valid({ ...BASE(), clearings: { ...BASE().clearings, '1': { tokens: [{ owner: 'riverfolk', kind: 'trade_post_fox' }] }, '6': { tokens: [{ owner: 'riverfolk', kind: 'trade_post_fox' }] } } } as Setup);
    const a = day({ postsLost: { fox: 1 } }, [{ id: 'establish', at: 8 }], s);
    expect(a.stopped?.reason.rule).toBe('11.3.3');
    expect(day({}, [{ id: 'establish', at: 8 }], s).stopped).toBeUndefined();
  });
  it('11.3.1 : 15 guerriers en tout ; tous sur le plateau, plus de recrutement', () => {
    const s = valid({ ...BASE(), clearings: { ...BASE().clearings, '5': { warriors: { riverfolk: 12 } } } } as Setup);
    expect(day({}, [{ id: 'recruit', at: 10 }], s).stopped?.reason.rule).toBe('1.5.1');
  });
});

describe('Crépuscule de la Compagnie (11.6)', () => {
  it('11.6.1 : défausse jusqu’à 5 cartes', () => {
    const a = play({ payments: 1, hand: { fox: 4, bird: 3 } }, [...DAY, { id: 'phase' }]);
    expect(rules(a)).toContain('11.6.1');
    expect(a.steps.at(-1)?.text).toContain('2 cartes');
  });
  it('11.6.2 : fixer le prix de chaque service', () => {
    const a = play({ payments: 1, prices: { cards: 2, boats: 1, mercenaries: 3 } }, [...DAY, { id: 'phase' }, { id: 'price', service: 'boats', n: 4 }]);
    expect(a.state.prices).toEqual({ cards: 2, boats: 4, mercenaries: 3 });
    expect(refusal(play({ payments: 1 }, DAY), 'price')).toBe('11.6');
  });
});

describe('Capacités de la Compagnie dans son tour (11.2)', () => {
  it('11.2.5.I : un comptoir retiré du jeu laisse sa case vide pour fabriquer', () => {
    const s = valid({ ...BASE(), clearings: { '4': { warriors: { riverfolk: 1 } }, '8': { warriors: { marquise: 2 } } } } as Setup);
    const a = play({ payments: 1, hand: { fox: 1 }, postsLost: { fox: 1 } }, [...DAY, { id: 'craft', card: 'anvil_fox' }], s);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.riverfolk?.crafted).toEqual(['hammer']);
  });
  it('11.2.3 : main non donnée, la Crépuscule le dit', () => {
    const a = play({ payments: 1 }, [...DAY, { id: 'phase' }]);
    expect(a.steps.at(-1)?.reasons.some((r) => r.text.includes('11.2.3'))).toBe(true);
  });
});

describe('Libellés des façons à nombre choisi', () => {
  it('11.5.1 : un déplacement dont le lecteur choisit le nombre de guerriers ne dit pas « 0 guerrier »', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateLabels({"setup": "automne/j=m,r.fonds-3/t=r.jour/7:r2,r-comptoir_souris", "question": {"kind": "turn", "faction": "riverfolk", "phase": "jour", "state": {"payments": 0, "committed": 0}}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'move')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
    }
  });
});
