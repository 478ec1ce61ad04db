import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ONE, equals, frac, sum } from '../../../src/engine/core/fraction';
import { attackOptions, riposte } from '../../../src/engine/tet/targets';
import { knockBack } from '../../../src/engine/tet/knockback';
import { meleeOdds, rangedOdds, spellOdds, ballistaShot } from '../../../src/engine/tet/odds';
import { checkTurn } from '../../../src/engine/tet/budget';
import { endCheck, score, turnStart, zoneCount } from '../../../src/engine/tet/zones';
import { decodeSetup, encodeSetup } from '../../../src/engine/tet/notation';
import { fromSetup, readSetup } from '../../../src/engine/tet/validate';
import { evaluateSituation } from '../../../src/engine/games';
import { LAYOUTS, EXAMPLE_LABEL } from '../../../src/engine/tet/layouts';
import { pos, squares, unit } from './helpers';

const G = (at: string, more = {}) => unit('g', 'rouge', 'guerrier', at, { ranged: { range: 3, damage: 2, miss: 2 }, ammo: 2, maxAmmo: 3, ...more });
const E = (at: string, more = {}) => unit('e', 'bleu', 'bete', at, more);

describe('Cibles (4.3.1, 4.4, 4.5.4, 4.6.2, 5.6.2)', () => {
  const opt = (rows: string[], a: ReturnType<typeof unit>, t: ReturnType<typeof unit>) => {
    const p = pos(rows, [a, t]);
    return attackOptions(p, p.byId.get(a.id)!, p.byId.get(t.id)!);
  };
  it('4.3.1 — mêlée : adjacente au même niveau', () => expect(opt(['p0 p0'], G('A1'), E('B1')).melee.ok).toBe(true));
  it('4.3.1 — mêlée : pas à un autre niveau', () => expect(opt(['p0 p1'], G('A1'), E('B1')).melee).toMatchObject({ ok: false, reasons: [{ rule: '4.3.1' }] }));
  it('4.3.1 — mêlée : pas en diagonale', () => expect(opt(['p0 p0', 'p0 p0'], G('A1'), E('B2')).melee.ok).toBe(false));
  it('5.8.1 — mêlée : un Portail n’est adjacent que pour le Déplacement', () => expect(opt(['g0 p0 g0'], G('A1'), E('C1')).melee.ok).toBe(false));
  it('4.4.4 — distance : portée 3, cible à 3 cases', () => expect(opt(['p0 p0 p0 p0'], G('A1'), E('D1')).distance.ok).toBe(true));
  it('4.4.4 — distance : cible à 4 cases, hors de portée', () => expect(opt(['p0 p0 p0 p0 p0'], G('A1'), E('E1')).distance.ok).toBe(false));
  it('4.4.3 — plus haut : +1', () => expect(opt(['p1 p0 p0 p0 p0'], G('A1'), E('E1')).distance.ok).toBe(true));
  it('4.4.3 — plus bas : −1', () => expect(opt(['p0 p0 p0 p1'], G('A1'), E('D1')).distance.ok).toBe(false));
  it('5.6.2 — depuis un Pic, portée illimitée', () => {
    const v = opt(['k0 p0 p0 p0 p0 p0 p0 p0'], G('A1'), E('H1')).distance;
    expect([v.ok, v.reasons[0]!.rule]).toEqual([true, '5.6.2']);
  });
  it('4.4.5 — le tir passe au travers des unités', () => {
    const p = pos(['p0 p0 p0'], [G('A1'), E('C1'), unit('x', 'bleu', 'guerrier', 'B1')]);
    expect(attackOptions(p, p.byId.get('g')!, p.byId.get('e')!).distance.ok).toBe(true);
  });
  it('4.4.1 — une Bête ne tire pas', () => expect(opt(['p0 p0'], unit('b', 'rouge', 'bete', 'A1'), E('B1')).distance.reasons[0]!.rule).toBe('4.4.1'));
  it('4.4.2 — sans Munition, pas de tir', () => expect(opt(['p0 p0'], G('A1', { ammo: 0 }), E('B1')).distance.reasons[0]!.rule).toBe('4.4.2'));
  it('4.5.4 — un Sort se compte comme un tir', () => {
    const s = unit('s', 'rouge', 'sorcier', 'A1', { spell: { range: 2, damage: 2, perSymbol: 1 }, mana: 2, maxMana: 3 });
    expect(opt(['p1 p0 p0 p0'], s, E('D1')).sort.ok).toBe(true);
    expect(opt(['p0 p0 p0 p0'], s, E('D1')).sort.ok).toBe(false);
  });
  it('4.5.5 — un Sort sans portée', () => expect(opt(['p0 p0'], unit('s', 'rouge', 'sorcier', 'A1', { spell: { range: null, damage: 0, perSymbol: 0 }, mana: 1 }), E('B1')).sort.reasons[0]!.rule).toBe('4.5.5'));
  it('4.6.2 — Baliste : 4 cases au plus', () => {
    expect(opt(['b0 p0 p0 p0 p0'], G('A1'), E('E1')).baliste.ok).toBe(true);
    expect(opt(['b0 p0 p0 p0 p0 p0'], G('A1'), E('F1')).baliste.ok).toBe(false);
  });
  it('11.2.5 — jamais d’attaque contre un allié', () => {
    const q = fromSetup({ width: 2, height: 1, squares: [{ level: 0, terrain: 'plaine' }, { level: 0, terrain: 'plaine' }], units: [G('A1'), unit('t', 'vert', 'bete', 'B1')], players: ['rouge', 'bleu', 'vert', 'jaune'], mode: 'equipe', teams: [['rouge', 'vert'], ['bleu', 'jaune']] });
    if (!q.ok) throw new Error(JSON.stringify(q.problems));
    expect(attackOptions(q.value, q.value.byId.get('g')!, q.value.byId.get('t')!).melee.reasons[0]!.rule).toBe('11.2.5');
  });
});

describe('Poussée (4.3.4–4.3.9)', () => {
  const kb = (row: string, n: number, units: ReturnType<typeof unit>[] = []) => {
    const p = pos([row], [G('A1'), E('B1'), ...units]);
    return knockBack(p, 1, 'droite', n);
  };
  it('4.3.4 — deux Poussées : deux cases', () => expect(kb('p0 p0 p0 p0 p0', 2)).toMatchObject({ square: 'D1', moved: 2, lost: 0 }));
  it('5.10 — arrêtée au bord : 1 Santé', () => expect(kb('p0 p0 p0', 3)).toMatchObject({ square: 'C1', moved: 1, lost: 1 }));
  it('4.3.7 — arrêtée par une unité : 1 Santé', () => expect(kb('p0 p0 p0 p0', 2, [unit('x', 'rouge', 'bete', 'D1')])).toMatchObject({ square: 'C1', lost: 1 }));
  it('4.3.6 — jamais vers le haut : paroi de falaise', () => expect(kb('p0 p0 p1 p1', 2)).toMatchObject({ square: 'B1', moved: 0, lost: 1 }));
  it('4.3.6 — elle tombe sans rien perdre', () => expect(kb('p1 p1 p0 p0', 2)).toMatchObject({ square: 'D1', lost: 0, falls: [[1, 0]] }));
  it('4.3.8 — vers un Portail : elle n’y entre pas, 1 Santé', () => expect(kb('p0 p0 g0 p0', 2)).toMatchObject({ square: 'B1', lost: 1, reasons: [{ rule: '4.3.8' }, { rule: '4.3.7' }] }));
  it('4.3.9 — à travers l’Eau, sans effet', () => expect(kb('p0 p0 e0 p0', 2)).toMatchObject({ square: 'D1', lost: 0 }));
  it('4.3.7 — arrêt sans raccourcir : rien perdu', () => expect(kb('p0 p0 p0', 1)).toMatchObject({ square: 'C1', lost: 0 }));
});

const DIE = [{ count: 1, poussee: 1 }, { count: 1, loupe: 1 }, { count: 1, renfort: 1 }, { count: 1 }];

describe('Chances exactes', () => {
  it('4.4.7, 4.4.9 — tir : 2 dés de Loupé, 2 Munitions', () => {
    const p = pos(['p0 p0'], [G('A1'), E('B1', { health: 2 })], { die: DIE });
    const o = rangedOdds(p, p.byId.get('g')!, p.byId.get('e')!);
    // 1 Munition left to pay Loupés: hit unless both dice show Loupé (1/16)
    expect(o.pHit).toEqual(frac(15, 16));
    expect(o.pCapture).toEqual(frac(15, 16));
    expect(o.ammoLeft).toEqual([{ value: 0, probability: frac(7, 16) }, { value: 1, probability: frac(9, 16) }]);
    expect(o.die.confirmed).toBe(true);
  });
  it('1.1.3 — sans dé saisi : composition non confirmée', () => {
    const p = pos(['p0 p0'], [G('A1'), E('B1')]);
    const o = rangedOdds(p, p.byId.get('g')!, p.byId.get('e')!);
    expect(o.die.confirmed).toBe(false);
    expect(o.reasons.some((r) => r.text.includes('composition non confirmée'))).toBe(true);
  });
  it('5.4.2, 5.5 — dégâts : +1 dans l’Eau, −1 en Forêt', () => {
    for (const [t, d] of [['e0', 3], ['f0', 1], ['p0', 2]] as const) {
      const p = pos([`p0 ${t} p0`], [G('A1'), E('B1')]);
      expect(meleeOdds(p, p.byId.get('g')!, p.byId.get('e')!, false).damage).toBe(d);
    }
  });
  it('4.3.7, 8.1 — Poussée contre le bord : capture si la Santé tombe à 0', () => {
    const p = pos(['p0 p0'], [G('A1', { melee: { damage: 2, push: 1 } }), E('B1', { health: 3 })], { die: DIE });
    const o = meleeOdds(p, p.byId.get('g')!, p.byId.get('e')!);
    expect(o.pCapture).toEqual(frac(1, 4));
    expect(equals(sum(o.landings.map((l) => l.probability)), ONE)).toBe(true);
  });
  it('4.5.2 — Sort renforcé : 2 dés, 1 dégât par symbole', () => {
    const s = unit('s', 'rouge', 'sorcier', 'A1', { spell: { range: 2, damage: 1, perSymbol: 1 }, mana: 3, maxMana: 3 });
    const p = pos(['p0 p0'], [s, E('B1', { health: 3 })], { die: DIE });
    const o = spellOdds(p, p.byId.get('s')!, p.byId.get('e')!, 2);
    expect(o.pCapture).toEqual(frac(1, 16));
    expect(spellOdds(p, p.byId.get('s')!, p.byId.get('e')!, 3).reasons[0]!.rule).toBe('4.5.3');
  });
  it('4.6.3 — Baliste : 1 dégât et une case de Poussée au choix', () => {
    const p = pos(['b0 p0 p0'], [G('A1'), E('C1')]);
    const o = ballistaShot(p, p.byId.get('g')!, p.byId.get('e')!);
    expect(o.damage).toBe(1);
    expect(o.landings.find((l) => l.direction === 'droite')!.landing).toMatchObject({ square: 'C1', lost: 1 });
    expect(o.landings.find((l) => l.direction === 'gauche')!.landing).toMatchObject({ square: 'B1', lost: 0 });
  });
  it('les probabilités somment exactement à 1 (propriété)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ count: fc.integer({ min: 0, max: 4 }), poussee: fc.integer({ min: 0, max: 2 }), loupe: fc.integer({ min: 0, max: 2 }) }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 }), (die, push, h) => {
        fc.pre(die.some((f) => f.count > 0));
        const p = pos(['p0 p0 p0 p1'], [G('A1', { melee: { damage: 1, push } }), E('B1', { health: h })], { die });
        const m = meleeOdds(p, p.byId.get('g')!, p.byId.get('e')!);
        expect(equals(sum(m.landings.map((l) => l.probability)), ONE)).toBe(true);
        const r = rangedOdds(p, p.byId.get('g')!, p.byId.get('e')!);
        expect(equals(sum(r.ammoLeft.map((l) => l.probability)), ONE)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('Riposte (6)', () => {
  it('6.1, 6.4 — la cible touchée riposte en mêlée', () => {
    const p = pos(['p0 p0'], [G('A1'), E('B1')]);
    expect(riposte(p, p.byId.get('g')!, p.byId.get('e')!, { kind: 'melee', damage: 2, healthAfter: 4 }).options.melee?.ok).toBe(true);
  });
  it('6.7 — pas de Riposte à une Riposte', () => {
    const p = pos(['p0 p0'], [G('A1'), E('B1')]);
    expect(riposte(p, p.byId.get('g')!, p.byId.get('e')!, { kind: 'melee', damage: 2, healthAfter: 4, isRiposte: true }).reasons[0]!.rule).toBe('6.7');
  });
  it('6.6 — Affaiblie : 2 Santé d’abord', () => {
    const p = pos(['p0 p0 p0 p0'], [G('A1'), E('B1', { weakened: true }), unit('f', 'bleu', 'guerrier', 'C1'), unit('h', 'bleu', 'sorcier', 'D1')]);
    const r = riposte(p, p.byId.get('g')!, p.byId.get('e')!, { kind: 'melee', damage: 1, healthAfter: 5 });
    expect(r.reasons.map((x) => x.rule)).toContain('6.6');
  });
  it('4.3.7 — Repoussée hors de portée de mêlée : pas de Riposte en mêlée', () => {
    const p = pos(['p0 p0 p0'], [G('A1', { melee: { damage: 1, push: 1 } }), E('B1')], { die: [{ count: 1, poussee: 1 }] });
    const o = meleeOdds(p, p.byId.get('g')!, p.byId.get('e')!);
    expect(o.riposte[0]!.value.options.melee?.ok).toBe(false);
  });
});

describe('Budget d’actions (4.1)', () => {
  const three = () => pos(['p0 p0 p0 b0'], [G('A1'), unit('s', 'rouge', 'sorcier', 'B1'), unit('b', 'rouge', 'bete', 'C1'), E('D1')]);
  it('3.2.2 — trois actions au plus', () => expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 's', action: 'deplacement' }, { unit: 'b', action: 'deplacement' }, { unit: 'g', action: 'melee' }] }).steps[3]!.reasons[0]!.rule).toBe('3.2.2'));
  it('4.1.3 — une seconde action différente Affaiblit', () => expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'melee' }] })).toMatchObject({ ok: true, weakened: ['g'] }));
  it('4.1.4 — jamais deux fois la même action', () => expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'deplacement' }] }).ok).toBe(false));
  it('4.1.3 — jamais deux attaques', () => expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 'g', action: 'melee' }, { unit: 'g', action: 'distance' }] }).ok).toBe(false));
  it('4.1.3 — un Sort de soin n’est pas une attaque (FAQ)', () => expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 's', action: 'sort', heal: true }, { unit: 's', action: 'melee' }] }).ok).toBe(true));
  it('4.1.5 — deux unités : pas d’Affaibli, deux actions au plus', () => {
    const p = pos(['p0 p0 p0'], [G('A1'), unit('b', 'rouge', 'bete', 'B1'), E('C1')]);
    expect(checkTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'melee' }] })).toMatchObject({ ok: true, weakened: [] });
    expect(checkTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'melee' }, { unit: 'g', action: 'sort' }] }).ok).toBe(false);
  });
  it('4.1.6 — une seule unité : trois actions, même répétées', () => {
    const p = pos(['p0 p0'], [G('A1'), E('B1')]);
    expect(checkTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'deplacement' }] })).toMatchObject({ ok: true, weakened: [] });
  });
  it('4.1.7, 4.1.9 — Affaiblie : n’agit pas, sauf à payer 2 Santé', () => {
    const p = pos(['p0 p0 p0 p0'], [G('A1', { weakened: true }), unit('s', 'rouge', 'sorcier', 'B1'), unit('b', 'rouge', 'bete', 'C1'), E('D1')]);
    expect(checkTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }] }).ok).toBe(false);
    expect(checkTurn(p, { player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }], pay: ['g'] }).ok).toBe(true);
  });
  it('4.6.1 — Baliste en seconde action après s’y être déplacée', () => {
    expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 'b', action: 'deplacement', to: 'D1' }, { unit: 'b', action: 'baliste' }] }).ok).toBe(true);
    expect(checkTurn(three(), { player: 'rouge', actions: [{ unit: 'b', action: 'baliste' }] }).steps[0]!.reasons[0]!.rule).toBe('4.6.1');
  });
});

describe('Zones de contrôle et fin de partie (9, 10)', () => {
  const rows = ['p0A p0A! p0A', 'p0A p0A p0A', 'p0 p0 p0A'];
  it('9.4 — égalité : personne n’a la majorité', () => {
    const p = pos(rows, [G('A1'), E('C1')]);
    expect(zoneCount(p, 'A').majority).toBeNull();
  });
  it('9.5.2 — sur le Déclencheur et majoritaire : le Drapeau passe à MANCHE 1', () => {
    const p = pos(rows, [G('B1'), E('A3')]);
    expect(turnStart(p, 'rouge').flags[0]).toMatchObject({ after: { position: 1 }, triggered: true });
    expect(turnStart(p, 'bleu').flags[0]!.after.position).toBe(0);
  });
  it('9.6 — zone déclenchée et majorité : le Drapeau avance', () => expect(turnStart(pos(rows, [G('A2'), E('A3')], { flags: { A: { position: 2 } } }), 'rouge').flags[0]!.after.position).toBe(3));
  it('9.8 — zone déclenchée vide : le Drapeau ne bouge pas', () => expect(turnStart(pos(rows, [G('A3'), E('B3')], { flags: { A: { position: 2 } } }), 'rouge').flags[0]!.reasons.at(-1)!.rule).toBe('9.8'));
  it('9.9 — CONTRÔLE atteint : Drapeau remporté', () => expect(turnStart(pos(rows, [G('A2'), E('A3')], { flags: { A: { position: 2 } }, track: 3 }), 'rouge').taken).toEqual(['A']));
  it('9.3 — longueur de piste inconnue : dite', () => expect(turnStart(pos(rows, [G('A2'), E('A3')], { flags: { A: { position: 2 } } }), 'rouge').flags[0]!.reasons.at(-1)!.rule).toBe('9.3'));
  it('10.2.3 — à 2 joueurs, un Drapeau suffit', () => expect(endCheck(pos(rows, [G('A2'), E('A3')], { flags: { A: { position: 3, takenBy: 'rouge' } }, track: 3 })).triggered).toBe(true));
  it('10.2.2 — à 3 joueurs, il en faut deux', () => {
    const p = pos(rows, [G('A2'), E('A3'), unit('v', 'vert', 'bete', 'C3')], { players: ['rouge', 'bleu', 'vert'], flags: { A: { position: 3, takenBy: 'rouge' } }, track: 3 });
    expect(endCheck(p)).toMatchObject({ triggered: false, reasons: [{ rule: '10.2.2' }] });
  });
  it('10.1.1 — un joueur sans unité', () => expect(endCheck(pos(rows, [G('A2')], { players: ['rouge', 'bleu'] })).reasons[0]!.rule).toBe('10.1.1'));
  it('10.4, 10.5.1 — score et départage', () => {
    const p = pos(['v0 p0 p0'], [G('A1'), E('C1', { health: 1 })], { captured: { bleu: 1 } });
    const s = score(p);
    expect(s.rows.map((r) => [r.side, r.total, r.rank])).toEqual([['bleu', 4, 1], ['rouge', 3, 2]]);
  });
});

describe('Notation et validation', () => {
  it('aller-retour sur les exemples', () => {
    for (const l of LAYOUTS) {
      expect(l.label).toBe(EXAMPLE_LABEL);
      const setup = { width: l.width, height: l.height, squares: l.squares, units: [G('A1')], players: ['rouge', 'bleu'] };
      const r = readSetup(setup);
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      expect(decodeSetup(encodeSetup(r.value))).toEqual({ ok: true, value: r.value });
    }
  });
  it('ne lève jamais d’exception (fuzz)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (t) => { decodeSetup(t); evaluateSituation({ v: 1, game: 'tet', setup: t, question: { kind: 'validation' } }); }), { numRuns: 500 });
    fc.assert(fc.property(fc.anything(), (x) => { readSetup(x); fromSetup(x); evaluateSituation({ game: 'tet', setup: x, question: { kind: 'score' } }); }), { numRuns: 300 });
  });
  it('aller-retour (propriété)', () => {
    const sq = fc.record({ level: fc.integer({ min: 0, max: 9 }), terrain: fc.constantFrom('plaine', 'eau', 'pic', 'portail', 'hors', 'village'), zone: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }), trigger: fc.option(fc.constant(true), { nil: undefined }), start: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(sq, { minLength: 6, maxLength: 6 }), fc.integer({ min: 0, max: 9 }), fc.boolean(), fc.option(fc.constantFrom(null, 3), { nil: undefined }), (squares, hp, w, spellRange) => {
        const clean = squares.map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)));
        const u = unit('s', 'rouge', 'sorcier', 'B2', { health: hp, maxHealth: 9, mana: 1, ...(w ? { weakened: true } : {}), ...(spellRange !== undefined ? { spell: { range: spellRange, damage: 1, perSymbol: 2 } } : {}) });
        const r = readSetup({ width: 3, height: 2, squares: clean, units: [u], players: ['rouge', 'bleu'], die: [{ count: 2, poussee: 1 }, { count: 1 }], flags: { A: { position: 1, takenBy: 'rouge' } }, captured: { bleu: 2 }, track: 4 });
        if (!r.ok) throw new Error(JSON.stringify(r.problems));
        expect(decodeSetup(encodeSetup(r.value))).toEqual({ ok: true, value: r.value });
      }),
    );
  });
  it('9.1 — une Zone de Contrôle compte six cases Drapeau plus sa case Déclencheur (6 + 1)', () => {
    const zone = (rows: string[]) => fromSetup({ ...squares(rows), units: [G('C3')], players: ['rouge', 'bleu'] });
    expect(zone(['p0A p0A! p0A', 'p0A p0A p0A', 'p0 p0 p0A']).ok).toBe(true);
    const six = zone(['p0A p0A! p0A', 'p0A p0A p0A', 'p0 p0 p0']);
    expect(six.ok).toBe(false);
    if (!six.ok) expect(six.problems).toContainEqual(expect.objectContaining({ rule: '9.1', text: expect.stringContaining('(ici 6\u00a0cases)') }));
    expect(zone(['p0A p0A! p0A p0A', 'p0A p0A p0A p0A', 'p0 p0 p0 p0']).ok).toBe(false);
  });
  it('problèmes en français avec leur règle', () => {
    const r = fromSetup({ width: 2, height: 1, squares: [{ level: 0, terrain: 'plaine' }, { level: 0, terrain: 'hors' }], units: [G('A1'), unit('x', 'bleu', 'bete', 'A1'), unit('y', 'bleu', 'guerrier', 'B1', { mana: 1 })], players: ['rouge', 'bleu'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.rule).sort()).toEqual(['1.2.4', '5.1.1', '5.10']);
  });
});
