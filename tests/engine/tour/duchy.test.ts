/**
 * The Underground Duchy's turn (chapter 12): each row is a position, a state and a plan taken from
 * the rules text, checking what the turn offers, refuses (with its rule) and does. The values of
 * the faction board (Birdsong warriors, sway costs and points, Evening draws) come from `BOARD`,
 * the module's sourced constants; every other number is derived from the rule cited.
 */
import { describe, expect, it } from 'vitest';
import { evaluateSituation as evaluateLabels } from '../../../src/engine/games';
import { playTurn } from '../../../src/engine/root/tour/resolve';
import { BOARD } from '../../../src/engine/root/tour/duchy';
import type { PlannedAction, TurnQuestion } from '../../../src/engine/root/tour/types';
import { S } from '../helpers';

type Q = Omit<TurnQuestion, 'kind' | 'faction'>;
const turn = (notation: string, q: Q = {}) => playTurn(S(notation), { kind: 'turn', faction: 'duchy', ...q });
const day = (notation: string, state: Q['state'], plan: Q['plan'] = []) => turn(notation, { phase: 'jour', ...(state ? { state } : {}), plan });
const refusalOf = (a: ReturnType<typeof turn>, id: string) => a.refusals.find((r) => r.id === id)?.reason.rule;

// Autumn: 1 fox (1 slot), 2 mouse, 5 rabbit; 1–5, 1–9, 1–10, 2–5, 2–6, 2–10.
const BASE = 'automne/j=d,m';

describe('Duché Souterrain : l’Aurore (12.4)', () => {
  it.each([
    [0, `${BASE}/1:d2,d-tunnel`],
    [1, `${BASE}/1:d2,d-tunnel,d-citadelle`],
    [2, `${BASE}/1:d2,d-tunnel,d-citadelle;2:d1,d-citadelle`],
  ])('12.4 : avec %i Citadelle(s) sur le plateau, le Terrier reçoit 1 guerrier plus 1 par symbole visible', (citadels, n) => {
    const a = turn(n, { phase: 'aurore' });
    expect(a.setup.burrow?.warriors?.duchy).toBe(BOARD.birdsongWarriors[citadels]);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('12.4');
  });

  it('12.3.1 : la réserve de 20 guerriers borne le recrutement de l’Aurore (1.5.1)', () => {
    const a = turn(`${BASE}/1:d19,d-tunnel`, { phase: 'aurore' });
    expect(a.setup.burrow?.warriors?.duchy).toBe(1);
  });

  it('12.5 : l’Aurore n’a pas d’action à choisir', () => {
    const a = turn(`${BASE}/1:d2,d-tunnel`, { phase: 'aurore' });
    expect(refusalOf(a, 'recruit')).toBe('12.5');
  });
});

describe('Duché Souterrain : l’Assemblée (12.5.1)', () => {
  it('12.5.1 : au plus 2 actions d’Assemblée', () => {
    const a = day(`${BASE}/1:d2,d-tunnel`, {}, [{ id: 'recruit' }, { id: 'recruit' }, { id: 'recruit' }]);
    expect(a.stopped?.index).toBe(2);
    expect(a.stopped?.reason.rule).toBe('12.5.1');
  });

  it('12.5.1.II : le Recrutement place 1 guerrier dans le Terrier', () => {
    const a = day(`${BASE}/1:d2,d-tunnel`, {}, [{ id: 'recruit' }]);
    expect(a.setup.burrow?.warriors?.duchy).toBe(1);
    expect(a.state.actions).toBe(1);
  });

  it('12.5.1.I : la Construction révèle une carte de la couleur de la clairière, l’Oiseau valant n’importe quelle couleur', () => {
    const refused = day(`${BASE}/1:d2,d-tunnel`, { hand: { mouse: 2 } }, [{ id: 'build', at: 1, kind: 'citadel' }]);
    expect(refused.stopped?.reason.rule).toBe('12.5.1.I');
    const a = day(`${BASE}/1:d2,d-tunnel`, { hand: { mouse: 2, bird: 1 } }, [{ id: 'build', at: 1, kind: 'citadel' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['1']?.buildings).toEqual([{ owner: 'duchy', kind: 'citadel' }]);
    expect(a.state.revealed).toEqual({ bird: 1 });
    expect(a.state.hand).toMatchObject({ mouse: 2, bird: 0 });
  });

  it('12.5.1.I : on ne construit que dans une clairière que le Duché contrôle', () => {
    const a = day(`${BASE}/1:d2,d-tunnel;5:d1,m2`, { hand: { rabbit: 1 } }, [{ id: 'build', at: 5, kind: 'market' }]);
    expect(a.stopped?.reason.rule).toBe('12.5.1.I');
  });

  it('12.3.4 : 3 Citadelles seulement (1.5.1)', () => {
    const a = day(`${BASE}/1:d2,d-tunnel,d-citadelle;2:d2,d-citadelle,d-citadelle;5:d1`, { hand: { rabbit: 1 } }, [{ id: 'build', at: 5, kind: 'citadel' }]);
    expect(a.stopped?.reason.rule).toBe('1.5.1');
  });

  it('12.2, 12.2.2 : le Terrier est adjacent à chaque clairière qui a un Tunnel, et à elles seules', () => {
    const a = day(`${BASE}/1:d2,d-tunnel;T:d3`, {}, [{ id: 'move', from: 'terrier', to: 1, n: 2 }, { id: 'move', from: 1, to: 'terrier', n: 1 }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.burrow?.warriors?.duchy).toBe(2);
    expect(a.setup.clearings['1']?.warriors?.duchy).toBe(3);
    const b = day(`${BASE}/1:d2,d-tunnel;T:d3`, {}, [{ id: 'move', from: 'terrier', to: 5, n: 1 }]);
    expect(b.stopped?.reason.rule).toBe('4.2');
  });

  it('12.5.1.III : un Déplacement coûte une action d’Assemblée', () => {
    const a = day(`${BASE}/1:d2,d-tunnel`, {}, [{ id: 'move', from: 1, to: 5, n: 2 }]);
    expect(a.setup.clearings['5']?.warriors?.duchy).toBe(2);
    expect(a.state.actions).toBe(1);
  });

  it('12.5.1.IV : un Combat, avec son jet', () => {
    const a = day(`${BASE}/1:d2,d-tunnel;5:d3,m1`, {}, [{ id: 'battle', at: 5, target: 'marquise', roll: [2, 0] }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['5']?.warriors?.marquise).toBeUndefined();
    expect(a.state.actions).toBe(1);
  });

  it('12.5.1.V : Creuser dépense une carte de la couleur de la clairière, y place un Tunnel et amène jusqu’à 4 guerriers du Terrier', () => {
    const a = day(`${BASE}/1:d2,d-tunnel;T:d5`, { hand: { mouse: 1 } }, [{ id: 'dig', at: 2, n: 4 }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['2']?.tokens).toEqual([{ owner: 'duchy', kind: 'tunnel' }]);
    expect(a.setup.clearings['2']?.warriors?.duchy).toBe(4);
    expect(a.setup.burrow?.warriors?.duchy).toBe(1);
    expect(a.state.hand).toEqual({ mouse: 0 });
    expect(a.state.revealed).toBeUndefined();
    const five = day(`${BASE}/1:d2,d-tunnel;T:d5`, { hand: { mouse: 1 } }, [{ id: 'dig', at: 2, n: 5 }]);
    expect(five.stopped?.reason.rule).toBe('12.5.1.V');
    const again = day(`${BASE}/1:d2,d-tunnel;T:d5`, { hand: { fox: 1 } }, [{ id: 'dig', at: 1, n: 1 }]);
    expect(again.stopped?.reason.rule).toBe('12.5.1.V');
  });

  it('12.2.4 : les 3 Tunnels sont sur le plateau : il faut d’abord en retirer un', () => {
    const n = `${BASE}/1:d2,d-tunnel;9:d1,d-tunnel;10:d1,d-tunnel;T:d1`;
    const a = day(n, { hand: { mouse: 1 } }, [{ id: 'dig', at: 2, n: 1 }]);
    expect(a.stopped?.reason.rule).toBe('12.2.4');
    const b = day(n, { hand: { mouse: 1 } }, [{ id: 'dig', at: 2, n: 1, from: 9 }]);
    expect(b.stopped).toBeUndefined();
    expect(b.setup.clearings['9']?.tokens).toBeUndefined();
    expect(b.setup.clearings['2']?.tokens).toEqual([{ owner: 'duchy', kind: 'tunnel' }]);
  });

  it('12.2.3 : un bâtiment du Duché retiré en combat : le Ministre de plus haut rang repart et sa couronne quitte la partie', () => {
    const a = day(`automne/j=d.ministres-capitaine+brigadier,m/1:d2,d-tunnel;5:d1,d-citadelle,m3`, {}, [{ id: 'battle', at: 5, target: 'marquise', roll: [2, 2] }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.players.duchy?.ministers).toEqual(['captain']);
    expect(a.state.crownsLost).toEqual([0, 1, 0]);
    expect(a.steps[0]!.reasons.map((r) => r.rule)).toContain('12.2.3');
  });
});

describe('Duché Souterrain : le Parlement (12.5.2)', () => {
  const M = (ms: string) => `automne/j=d.ministres-${ms},m/1:d2,d-tunnel;5:d3,m1`;

  it('12.5 : le Parlement vient après l’Assemblée, qui est alors finie', () => {
    const a = day(M('capitaine'), {}, [{ id: 'captain', at: 5, target: 'marquise', roll: [1, 0] }, { id: 'recruit' }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('12.5');
  });

  it('12.5.2 : chaque Ministre rallié agit une fois ; un Ministre non rallié n’agit pas', () => {
    const a = day(M('capitaine'), {}, [{ id: 'captain', at: 5, target: 'marquise', roll: [0, 0] }, { id: 'captain', at: 5, target: 'marquise', roll: [0, 0] }]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('12.5.2');
    expect(refusalOf(day(M('capitaine'), {}), 'marshal')).toBe('12.5.2');
  });

  it('12.5.2.I : le Contremaître révèle une carte quelconque pour construire dans une clairière contrôlée', () => {
    const a = day(M('contremaitre'), { hand: { mouse: 1 } }, [{ id: 'foremole', at: 1, kind: 'market', suit: 'mouse' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['1']?.buildings).toEqual([{ owner: 'duchy', kind: 'market' }]);
    expect(a.state.revealed).toEqual({ mouse: 1 });
  });

  it('12.5.2.II : le Capitaine combat', () => {
    const a = day(M('capitaine'), {}, [{ id: 'captain', at: 5, target: 'marquise', roll: [1, 0] }]);
    expect(a.setup.clearings['5']?.warriors?.marquise).toBeUndefined();
    expect(a.state.used).toEqual(['captain']);
  });

  it('12.5.2.III : le Maréchal fait 1 déplacement', () => {
    const a = day(M('marechal'), {}, [{ id: 'marshal', from: 1, to: 9, n: 2 }]);
    expect(a.setup.clearings['9']?.warriors?.duchy).toBe(2);
  });

  it('12.5.2.IV : le Brigadier fait 2 déplacements ou 2 combats, pas l’un puis l’autre', () => {
    const a = day(M('brigadier'), {}, [{ id: 'brigadier', from: 1, to: 9, n: 1 }, { id: 'brigadier2', from: 9, to: 4, n: 1 }]);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['4']?.warriors?.duchy).toBe(1);
    const b = day(M('brigadier'), {}, [{ id: 'brigadier', from: 1, to: 9, n: 1 }, { id: 'brigadier2', at: 5, target: 'marquise', roll: [0, 0] }]);
    expect(b.stopped?.reason.rule).toBe('12.5.2.IV');
  });

  it('12.5.2.V : le Banquier dépense des cartes d’une même couleur, 1 point chacune', () => {
    const a = day(M('banquier'), { hand: { fox: 3, rabbit: 1 } }, [{ id: 'banker', suit: 'fox', n: 3 }]);
    expect(a.steps[0]!.points).toBe(3);
    expect(a.state.hand).toEqual({ fox: 0, rabbit: 1 });
    const b = day(M('banquier'), { hand: { fox: 3, rabbit: 1 } }, [{ id: 'banker', suit: 'rabbit', n: 2 }]);
    expect(b.stopped?.reason.rule).toBe('12.5.2.V');
  });

  it('12.5.2.VI : le Maire reprend l’action d’un Écuyer ou d’un Noble rallié, pas d’un Seigneur', () => {
    const plan: PlannedAction[] = [
      { id: 'captain', at: 5, target: 'marquise', roll: [0, 0] },
      { id: 'mayor', as: 'captain', at: 5, target: 'marquise', roll: [1, 0] },
    ];
    const a = day(M('capitaine+maire+comte'), {}, plan);
    expect(a.stopped).toBeUndefined();
    expect(a.setup.clearings['5']?.warriors?.marquise).toBeUndefined();
    expect(day(M('capitaine+maire+comte'), {}, [{ id: 'mayor', as: 'earl' }]).stopped?.reason.rule).toBe('12.5.2.VI');
    expect(day(M('maire'), {}, [{ id: 'mayor', as: 'captain', at: 5, target: 'marquise', roll: [1, 0] }]).stopped?.reason.rule).toBe('12.5.2.VI');
  });

  it('12.5.2.VII : la Duchesse de Boue marque 2 points si les 3 Tunnels sont sur le plateau', () => {
    const a = day('automne/j=d.ministres-duchesse,m/1:d1,d-tunnel;2:d1,d-tunnel;3:d1,d-tunnel', {}, [{ id: 'duchess' }]);
    expect(a.steps[0]!.points).toBe(2);
    expect(day('automne/j=d.ministres-duchesse,m/1:d1,d-tunnel;2:d1,d-tunnel', {}, [{ id: 'duchess' }]).stopped?.reason.rule).toBe('12.5.2.VII');
  });

  it('12.5.2.VIII, 12.5.2.IX : le Baron marque 1 point par Marché, le Comte 1 par Citadelle', () => {
    const n = 'automne/j=d.ministres-baron+comte,m/1:d1,d-tunnel,d-marche;2:d1,d-marche,d-citadelle;5:d1,d-citadelle,d-marche';
    const a = day(n, {}, [{ id: 'baron' }, { id: 'earl' }]);
    expect(a.steps.map((s) => s.points)).toEqual([3, 2]);
    expect(day('automne/j=d.ministres-baron,m/1:d1,d-tunnel', {}, [{ id: 'baron' }]).stopped?.reason.rule).toBe('12.5.2.VIII');
    expect(day('automne/j=d.ministres-comte,m/1:d1,d-tunnel', {}, [{ id: 'earl' }]).stopped?.reason.rule).toBe('12.5.2.IX');
  });
});

describe('Duché Souterrain : le Ralliement (12.5.3)', () => {
  // pieces in 1 (fox), 2 (mouse) and 5 (rabbit)
  const N = 'automne/j=d.ministres-capitaine,m/1:d2,d-tunnel;2:d1;5:d1';

  it('12.5.3.III : rallier un Ministre révèle les cartes de son rang et marque les points de la case découverte', () => {
    const a = day(N, { hand: { fox: 1, mouse: 1, rabbit: 1 } }, [{ id: 'sway', minister: 'banker', cards: ['fox', 'mouse', 'rabbit'] }]);
    expect(a.stopped).toBeUndefined();
    expect(a.steps[0]!.points).toBe(BOARD.crownPoints[1]);
    expect(a.setup.players.duchy?.ministers).toEqual(['captain', 'banker']);
    expect(a.state.revealed).toEqual({ fox: 1, mouse: 1, rabbit: 1 });
    expect(BOARD.swayCost[1]).toBe(3);
  });

  it('12.5.3 : un seul Ministre rallié par tour', () => {
    const a = day(N, { hand: { fox: 2, mouse: 2, rabbit: 2 } }, [
      { id: 'sway', minister: 'marshal', cards: ['fox', 'mouse'] },
      { id: 'sway', minister: 'foremole', cards: ['rabbit', 'mouse'] },
    ]);
    expect(a.stopped?.index).toBe(1);
    expect(a.stopped?.reason.rule).toBe('12.5.3');
  });

  it('12.3.5, 12.3.6, 12.5.3.I : un Ministre déjà rallié, ou sans couronne de son rang (9 couronnes, 3 par rang), ne se rallie pas', () => {
    expect(day(N, { hand: { fox: 1, mouse: 1 } }, [{ id: 'sway', minister: 'captain', cards: ['fox', 'mouse'] }]).stopped?.reason.rule).toBe('12.5.3.I');
    const lost = day(N, { hand: { fox: 1, mouse: 1 }, crownsLost: [2, 0, 0] }, [{ id: 'sway', minister: 'marshal', cards: ['fox', 'mouse'] }]);
    expect(lost.stopped?.reason.rule).toBe('12.5.3.I');
  });

  it('12.5.3.II : chaque carte révélée demande sa propre clairière de cette couleur où le Duché a une pièce', () => {
    const a = day(N, { hand: { fox: 2 } }, [{ id: 'sway', minister: 'marshal', cards: ['fox', 'fox'] }]);
    expect(a.stopped?.reason.rule).toBe('12.5.3.II');
    const b = day(N, { hand: { fox: 1, bird: 1 } }, [{ id: 'sway', minister: 'marshal', cards: ['fox', 'bird'] }]);
    expect(b.stopped).toBeUndefined();
    const lord = day(N, { hand: { fox: 1, mouse: 1, rabbit: 1, bird: 1 } }, [{ id: 'sway', minister: 'earl' }]);
    expect(lord.stopped?.reason.rule).toBe('12.5.3.II');
  });

  it('12.5.3.II : rallier sans dire les cartes les choisit dans la main', () => {
    const a = day(N, { hand: { fox: 1, rabbit: 1, bird: 1 } }, [{ id: 'sway', minister: 'foremole' }]);
    expect(a.stopped).toBeUndefined();
    expect(a.state.revealed).toEqual({ fox: 1, rabbit: 1 });
  });
});

describe('Duché Souterrain : le Crépuscule (12.6)', () => {
  it('12.6.1 : les cartes Oiseau révélées sont défaussées, les autres reviennent en main', () => {
    const a = day(`${BASE}/1:d2,d-tunnel`, { hand: { fox: 0 }, revealed: { fox: 2, bird: 1 } }, [{ id: 'phase' }]);
    expect(a.phase).toBe('crepuscule');
    expect(a.state.hand?.fox).toBe(2);
    expect(a.state.hand?.bird ?? 0).toBe(0);
    expect(a.state.revealed).toBeUndefined();
  });

  it('12.2.1, 12.6.2 : le Duché fabrique au Crépuscule avec ses Citadelles et ses Marchés, pas au Jour', () => {
    const n = `${BASE}/1:d2,d-tunnel,d-citadelle`;
    expect(refusalOf(day(n, { hand: { fox: 1 } }), 'craft')).toBe('12.2.1');
    const a = turn(n, { phase: 'crepuscule', state: { hand: { fox: 1 } }, plan: [{ id: 'craft', card: 'anvil_fox' }] });
    expect(a.stopped).toBeUndefined();
    expect(a.state.craftUsed).toEqual([1]);
    expect(a.setup.players.duchy?.crafted).toEqual(['hammer']);
  });

  it('12.6, 12.6.3 : la pioche est de 1 carte plus 1 par symbole de carte visible (Marchés sur le plateau)', () => {
    const a = turn(`${BASE}/1:d2,d-tunnel,d-marche;2:d1,d-marche`, { phase: 'crepuscule', plan: [{ id: 'phase' }] });
    expect(a.phase).toBeNull();
    expect(a.state.drawn).toBe(BOARD.evening.base + 2 * BOARD.evening.perMarket);
  });
});

describe('Duché Souterrain : état mal formé', () => {
  it('une clé inconnue ou des couronnes impossibles donnent un message clair', () => {
    const a = day(`${BASE}/1:d2,d-tunnel`, { foo: 1 });
    expect(a.ok).toBe(false);
    const b = day('automne/j=d.ministres-capitaine+marechal,m/1:d2,d-tunnel', { crownsLost: [2, 0, 0] });
    expect(b.ok).toBe(false);
    expect(b.problems[0]?.rule).toBe('12.2.3');
  });
});

describe('Libellés des façons à nombre choisi', () => {
  it('12.5.2.III : le déplacement du Maréchal, dont le lecteur choisit le nombre, ne dit pas « 0 guerrier »', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r: any = evaluateLabels({"setup": "automne/j=d.ministres-capitaine+marechal,m/1:d2,d-tunnel;5:d2,m2", "question": {"kind": "turn", "faction": "duchy", "phase": "jour", "state": {"actions": 0, "step": 1}}});
    expect(r.problems).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ways = (r.turn.actions.find((a: any) => a.id === 'marshal')?.ways ?? []).filter((w: any) => w.count && w.count.max > w.count.min);
    expect(ways.length).toBeGreaterThan(0);
    for (const w of ways) {
      expect(w.label).not.toMatch(/\b0 guerrier/);
      expect(w.label).toMatch(/des guerriers/);
    }
  });
});
