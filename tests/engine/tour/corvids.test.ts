/**
 * The Corvid Conspiracy's turn (chapter 13): each row is a position, a state and a plan taken from
 * the rules text, checking what the turn offers, refuses (with its rule) and does. Every number is
 * derived from the rule cited (or from the craft costs of the cards, couts.ts).
 */
import { describe, expect, it } from 'vitest';
import { playTurn } from '../../../src/engine/root/tour/resolve';
import { CRAFT_COSTS } from '../../../src/engine/root/tour/couts';
import type { TurnQuestion } from '../../../src/engine/root/tour/types';
import { S } from '../helpers';

type Q = Omit<TurnQuestion, 'kind' | 'faction'>;
const turn = (notation: string, q: Q = {}) => playTurn(S(notation), { kind: 'turn', faction: 'corvids', ...q });
const at = (phase: 'aurore' | 'jour' | 'crepuscule') => (notation: string, state: Q['state'], plan: Q['plan'] = []) => turn(notation, { phase, ...(state ? { state } : {}), plan });
const birdsong = at('aurore');
const day = at('jour');
const evening = at('crepuscule');
const refusalOf = (a: ReturnType<typeof turn>, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;
const plots = (a: ReturnType<typeof turn>, c: number) => (a.setup.clearings[String(c)]?.tokens ?? []).filter((t) => t.owner === 'corvids');

// Autumn: fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11. Clearing 1 is adjacent to 5, 9, 10.
const K = 'automne/j=k,m';

describe('Conspiration des Corvidés : l’Aurore (13.4)', () => {
  it('13.2.1, 13.4.1 : les Corvidés fabriquent à l’Aurore en activant des jetons de Complot, même face cachée', () => {
    const a = birdsong(`${K}/1:k1,k-bombe`, { hand: { fox: 1 } }, [{ id: 'craft', card: 'anvil_fox' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.steps.at(-1)!.points).toBe(CRAFT_COSTS.anvil_fox!.vp);
    expect(a.state.craftUsed).toEqual([1]);
    expect(refusalOf(day(`${K}/1:k1,k-bombe`, { hand: { fox: 1 } }), 'craft')).toBe('13.2.1');
  });

  it('13.4, 13.4.1 : l’Aurore suit ses étapes dans l’ordre : après un retournement, plus de fabrication', () => {
    const a = birdsong(`${K}/1:k1,k-bombe;2:k1,k-raid`, { hand: { mouse: 1 } }, [{ id: 'flip', at: 2 }, { id: 'craft', card: 'root_tea_mouse' }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('13.4.1');
  });

  it('13.4.2 : un retournement marque 1 point par Complot face visible sur le plateau, celui-ci compris', () => {
    const a = birdsong(`${K}/1:k1,k-piege;2:k-raid!;3:k-piege!`, {}, [{ id: 'flip', at: 1 }]);
    expect(a.steps.at(-1)!.points).toBe(3);
    expect(plots(a, 1)).toEqual([{ owner: 'corvids', kind: 'snare', faceUp: true }]);
  });

  it('13.4.2 : on ne retourne qu’un Complot face cachée, dans une clairière où les Corvidés ont des guerriers', () => {
    expect(birdsong(`${K}/1:k-piege;5:k1`, {}, [{ id: 'flip', at: 1 }]).stopped?.reason.rule).toBe('13.4.2');
    expect(birdsong(`${K}/1:k1,k-piege!`, {}, [{ id: 'flip', at: 1 }]).stopped?.reason.rule).toBe('13.4.2');
  });

  it('13.7, 13.7.1 : une Bombe retournée retire toutes les pièces adverses de sa clairière, puis elle-même', () => {
    const a = birdsong(`${K}/1:k1,k-bombe,m2,m-scierie`, {}, [{ id: 'flip', at: 1 }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['1']?.warriors).toEqual({ corvids: 1 });
    expect(a.setup.clearings['1']?.buildings).toBeUndefined();
    expect(plots(a, 1)).toEqual([]);
    // 1 face-up plot (13.4.2) and 1 enemy building removed (3.2.1)
    expect(a.steps.at(-1)!.points).toBe(2);
  });

  it('13.7.3 : une Extorsion retournée prend 1 carte au hasard à chaque joueur qui a des pièces de faction dans sa clairière', () => {
    const a = turn('automne/j=k,m,c/1:k1,k-extorsion,m1,c1', { phase: 'aurore', plan: [{ id: 'flip', at: 1 }] });
    expect(a.state.drawn).toBe(2);
  });

  it('13.4.3 : le Recrutement dépense une carte et place 1 guerrier dans chaque clairière de sa couleur, une fois par tour', () => {
    const a = birdsong(`${K}/1:k1`, { hand: { rabbit: 2 } }, [{ id: 'recruit', suit: 'rabbit' }, { id: 'recruit', suit: 'rabbit' }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('13.4.3');
    for (const c of [3, 4, 5, 10]) expect(a.setup.clearings[String(c)]?.warriors?.corvids).toBe(1);
    expect(a.state.hand).toEqual({ rabbit: 1 });
  });

  it('13.4.3 : avec une carte Oiseau, les Corvidés choisissent la couleur', () => {
    const a = birdsong(`${K}/1:k1`, { hand: { bird: 1 } }, [{ id: 'recruit', suit: 'fox', bird: true }]);
    expect(a.stopped).toBeUndefined();
    for (const c of [6, 8, 12]) expect(a.setup.clearings[String(c)]?.warriors?.corvids).toBe(1);
    expect(a.setup.clearings['1']?.warriors?.corvids).toBe(2);
  });

  it('13.3.1 : la réserve de 15 guerriers borne le Recrutement (1.5.1)', () => {
    const a = birdsong(`${K}/1:k13`, { hand: { rabbit: 1 } }, [{ id: 'recruit', suit: 'rabbit' }]);
    const placed = [3, 4, 5, 10].reduce((s, c) => s + (a.setup.clearings[String(c)]?.warriors?.corvids ?? 0), 0);
    expect(placed).toBe(2);
  });
});

describe('Conspiration des Corvidés : le Jour (13.5)', () => {
  it('13.5 : au plus 3 actions', () => {
    const mv = (from: number, to: number) => ({ id: 'move', from, to, n: 1 });
    const a = day(`${K}/1:k4`, {}, [mv(1, 5), mv(1, 5), mv(1, 5), mv(1, 5)]);
    expect(a.stopped?.index).toBe(3);
    expect(a.stopped?.reason.rule).toBe('13.5');
  });

  it('13.5.1, 13.2.3 : Agiles, les Corvidés se déplacent quel que soit le contrôle', () => {
    const a = day(`${K}/1:k1,m3;5:m3`, {}, [{ id: 'move', from: 1, to: 5, n: 1 }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['5']?.warriors?.corvids).toBe(1);
  });

  it('13.7.2 : un Piège face visible n’arrête que les pièces adverses, pas les Corvidés', () => {
    const a = day(`${K}/1:k2,k-piege!`, {}, [{ id: 'move', from: 1, to: 5, n: 2 }]);
    expect(a.stopped).toBeUndefined();
  });

  it('13.5.2, 13.2.2.I : un Complot se place face cachée et retire 1 guerrier, plus 1 par Complot déjà placé ce tour', () => {
    const a = day(`${K}/1:k1;2:k1`, {}, [{ id: 'plot', at: 1, kind: 'bomb' }, { id: 'plot', at: 2, kind: 'raid' }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('13.5.2');
    expect(plots(a, 1)).toEqual([{ owner: 'corvids', kind: 'bomb' }]);
    const b = day(`${K}/1:k1;2:k2`, {}, [{ id: 'plot', at: 1, kind: 'bomb' }, { id: 'plot', at: 2, kind: 'raid' }]);
    expect(b.stopped).toBeUndefined();
    expect(b.setup.clearings['2']?.warriors?.corvids).toBeUndefined();
    expect(b.state.placed).toBe(2);
  });

  it('13.2.2.II : jamais plus d’un jeton de Complot par clairière', () => {
    expect(day(`${K}/1:k2,k-raid!`, {}, [{ id: 'plot', at: 1, kind: 'bomb' }]).stopped?.reason.rule).toBe('13.2.2.II');
  });

  it('13.2.2 : 2 jetons de chaque type (1.5.1)', () => {
    expect(day(`${K}/1:k2;2:k-bombe;3:k-bombe!`, {}, [{ id: 'plot', at: 1, kind: 'bomb' }]).stopped?.reason.rule).toBe('1.5.1');
  });

  it('13.5.3, 13.7.4 : un Raid retiré en combat place 1 guerrier dans chaque clairière adjacente', () => {
    const a = day(`${K}/1:k1,k-raid,m3`, {}, [{ id: 'battle', at: 1, target: 'marquise', roll: [2, 2] }]);
    expect(a.stopped).toBeUndefined();
    expect(plots(a, 1)).toEqual([]);
    for (const c of [5, 9, 10]) expect(a.setup.clearings[String(c)]?.warriors?.corvids).toBe(1);
  });

  it('13.5.4 : Brouiller les pistes échange 2 Complots montrant la même face', () => {
    const a = day(`${K}/1:k-bombe;2:k-raid`, {}, [{ id: 'trick', at: 1, with: 2 }]);
    expect(a.stopped).toBeUndefined();
    expect(plots(a, 1)).toEqual([{ owner: 'corvids', kind: 'raid' }]);
    expect(plots(a, 2)).toEqual([{ owner: 'corvids', kind: 'bomb' }]);
    expect(day(`${K}/1:k-bombe;2:k-raid!`, {}, [{ id: 'trick', at: 1, with: 2 }]).stopped?.reason.rule).toBe('13.5.4');
  });

  it('13.2.4 : un Complot se déjoue pendant le tour d’un adversaire, pas pendant celui des Corvidés', () => {
    expect(refusalOf(day(`${K}/1:k1,k-bombe,m1`, {}), 'expose')).toBe('13.2.4');
  });
});

describe('Conspiration des Corvidés : le Crépuscule (13.6)', () => {
  it('13.6, 13.6.1 : une action du Jour au Crépuscule, une seule, et alors pas de pioche', () => {
    const a = evening(`${K}/1:k2`, {}, [{ id: 'move', from: 1, to: 5, n: 1 }, { id: 'move', from: 1, to: 5, n: 1 }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('13.6.1');
    const b = evening(`${K}/1:k2`, {}, [{ id: 'move', from: 1, to: 5, n: 1 }, { id: 'phase' }]);
    expect(b.phase).toBeNull();
    expect(b.state.drawn).toBeUndefined();
  });

  it('13.6.2, 13.7.3 : la pioche est de 1 carte plus 1 par Extorsion face visible', () => {
    const a = evening(`${K}/1:k1,k-extorsion!;2:k-extorsion!;3:k-bombe!`, {}, [{ id: 'phase' }]);
    expect(a.state.drawn).toBe(3);
  });
});

describe('Conspiration des Corvidés : état mal formé', () => {
  it('une clé inconnue ou une valeur hors limites donnent un message clair', () => {
    expect(day(`${K}/1:k1`, { foo: 1 }).ok).toBe(false);
    const b = day(`${K}/1:k1`, { actions: 7 });
    expect(b.ok).toBe(false);
    expect(b.problems[0]?.rule).toBe('13.5');
  });
});
