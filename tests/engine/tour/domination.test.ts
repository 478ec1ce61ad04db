// The Dominance cards (3.3) in a faction's turn, the same for every faction (tour/domination.ts).
// Autumn: 1 fox (corner, opposite 3), 6 fox, 8 fox, 12 fox; 3 rabbit (corner).
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/games';
import type { PlannedAction } from '../../../src/engine/root/tour/types';
import type { TurnAnswer } from '../../../src/engine/root/tour/resolve';

function turn(setup: string, faction: string, phase: string, state: Record<string, unknown>, plan: PlannedAction[] = []): TurnAnswer {
  const r = evaluateSituation({ v: 1, setup, question: { kind: 'turn', faction, phase, state, plan } });
  expect(r.problems).toEqual([]);
  return (r as { turn?: TurnAnswer }).turn!;
}
const refusal = (a: TurnAnswer, id: string) => a.refusals.find((r) => r.id === id)?.reason;
const rules = (a: TurnAnswer) => a.steps.flatMap((s) => s.reasons.map((r) => r.rule));

describe('cartes Domination', () => {
  const M10 = 'automne/j=m.points-10,c/1:m2,m-donjon;6:m1,m-scierie,m-bois';
  it('3.3.1 : au Jour, avec 10 points, la Marquise active la Domination Renard de sa main ; elle ne marque plus de points ensuite', () => {
    const a = turn(M10, 'marquise', 'jour', { hand: { fox: 1 }, dominanceHand: ['fox'] }, [{ id: 'dominance', suit: 'fox' }, { id: 'build', at: 1, kind: 'workshop' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.marquise!.dominance).toBe(true);
    expect(a.state.hand?.fox).toBe(0);
    // le marqueur a quitté la piste ; la Construction qui suit ne marque rien
    expect(a.setup.players.marquise!.score).toBeUndefined();
    expect(rules(a)).toContain('3.3.1');
  });
  it('3.3.1 : moins de 10 points, ou à l’Aurore : refusé', () => {
    const low = turn('automne/j=m.points-9/1:m2,m-donjon', 'marquise', 'jour', { dominanceHand: ['fox'] });
    expect(refusal(low, 'dominance')?.rule).toBe('3.3.1');
    const dawn = turn(M10, 'marquise', 'aurore', { dominanceHand: ['fox'] });
    expect(refusal(dawn, 'dominance')?.rule).toBe('3.3.1');
  });
  it('3.3.2 : une carte déjà activée ne se remplace pas', () => {
    const a = turn('automne/j=m.domination/1:m2,m-donjon', 'marquise', 'jour', { dominanceHand: ['rabbit'], dominanceActive: 'fox' });
    expect(refusal(a, 'dominance')?.rule).toBe('3.3.2');
  });
  it('3.3.4 : prendre une Domination disponible coûte une carte de sa couleur ; l’Oiseau, une carte Oiseau seulement', () => {
    const a = turn(M10, 'marquise', 'jour', { hand: { mouse: 1 }, dominanceAvailable: ['mouse', 'bird'] }, [{ id: 'takeDominance', suit: 'mouse' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.state.dominanceHand).toEqual(['mouse']);
    const birdWithFox = turn(M10, 'marquise', 'jour', { hand: { fox: 2 }, dominanceAvailable: ['bird'] }, [{ id: 'takeDominance', suit: 'bird' }]);
    expect(birdWithFox.stopped?.reason.rule).toBe('3.3.4');
    // pour une Domination Renard, une carte Oiseau remplace le Renard (2.1.1)
    const foxWithBird = turn(M10, 'marquise', 'jour', { hand: { bird: 1 }, dominanceAvailable: ['fox'] }, [{ id: 'takeDominance', suit: 'fox' }]);
    expect(foxWithBird.stopped).toBeUndefined();
  });
  it('3.3.1.I : au début de l’Aurore, 3 clairières contrôlées de la couleur de la carte activée font gagner', () => {
    const wins = turn('automne/j=m.domination/1:m1,m-donjon;6:m1;8:m1', 'marquise', 'aurore', { dominanceActive: 'fox' });
    expect(wins.steps[0]!.reasons.find((r) => r.rule === '3.3.1.I')?.text).toMatch(/gagne la partie/);
    const not = turn('automne/j=m.domination/1:m1,m-donjon;6:m1', 'marquise', 'aurore', { dominanceActive: 'fox' });
    expect(not.steps[0]!.reasons.find((r) => r.rule === '3.3.1.I')?.text).toMatch(/pas de victoire/);
  });
  it('3.3.1.II : la Domination Oiseau gagne avec deux coins opposés contrôlés', () => {
    const a = turn('automne/j=m.domination/1:m1,m-donjon;3:m1', 'marquise', 'aurore', { dominanceActive: 'bird' });
    expect(a.steps[0]!.reasons.find((r) => r.rule === '3.3.1.II')?.text).toMatch(/gagne la partie/);
  });
  it('9.2.8 : le Vagabond n’active pas une Domination pour gagner seul', () => {
    const a = turn('automne/j=v.points-12,m,c,a/5:v-pion', 'vagabond', 'jour', { dominanceHand: ['fox'] });
    expect(refusal(a, 'dominance')?.rule).toBe('9.2.8');
  });
});
