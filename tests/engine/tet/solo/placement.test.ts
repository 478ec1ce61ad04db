import { describe, expect, it } from 'vitest';
import { besideByCompass, enemyRiposte, replacement } from '../../../../src/engine/tet/solo';
import { evaluateSituation } from '../../../../src/engine/games';
import { board, foe, mine, plains, soloSetup } from './helpers';

// A 6×6 plain with three zones of seven squares (six Flag squares and the trigger, 9.1): A (trigger B2), B (trigger E2), C (trigger C4).
const ZONED = ['p0A p0A p0A p0B p0B p0B', 'p0A p0A! p0A p0B p0B! p0B', 'p0A p0 p0 p0 p0 p0B', 'p0 p0C p0C! p0C p0 p0', 'p0 p0C p0C p0C p0 p0', 'p0 p0 p0C p0 p0 p0'];

describe('Placer une unité ennemie à la Boussole (11.5.4.4, 11.5.20.3)', () => {
  it('11.5.4.4 — la quatrième unité : la première case libre à partir de la flèche, sens horaire', () => {
    const b = board(plains(5, 5), [mine('m', 'guerrier', 'C2'), foe('e3', 'roublard', 'C3')]);
    // North (C2) is taken: East (D3) comes next
    expect(besideByCompass(b, 'C3', 'N').square).toBe('D3');
    expect(besideByCompass(b, 'C3', 'O').square).toBe('B3');
    expect(besideByCompass(b, 'C3', 'S').square).toBe('C4');
  });
  it('11.5.4.4 — au bord du terrain, la direction hors de la carte est passée', () => expect(besideByCompass(board(plains(3, 3), [foe('e3', 'roublard', 'A1')]), 'A1', 'N').square).toBe('B1'));
  it('11.5.12.4 — aucune case libre : le livret ne dit pas où poser, la réponse le dit', () => {
    const b = board(['p0 p0 p0'], [mine('a', 'guerrier', 'A1'), mine('c', 'bete', 'C1'), foe('e3', 'roublard', 'B1')]);
    const r = besideByCompass(b, 'B1', 'N');
    expect(r.square).toBeNull();
    expect(r.reasons[0]!.text).toContain('le livret ne dit pas');
  });
  it('11.5.20.3 — la nouvelle unité : un Drapeau sur trois, sa case Déclencheur, ou une voisine si elle est prise', () => {
    const b = board(ZONED, [mine('m', 'guerrier', 'E2'), foe('x', 'bete', 'F6')]);
    const p = replacement(b, 'S');
    expect(p.draws.map((d) => [d.zone, d.probability, d.square])).toEqual([
      ['A', '1/3', 'B2'],
      ['B', '1/3', 'E3'], // E2 is taken: South first
      ['C', '1/3', 'C4'],
    ]);
  });
});

describe('La Riposte des ennemis (11.5.16)', () => {
  it('11.5.16 — toujours, en mêlée d’abord', () => {
    const b = board(plains(5, 5), [mine('m', 'guerrier', 'C2'), foe('e', 'guerrier', 'C3', { ranged: { range: 3, damage: 1, miss: 0 } })]);
    expect(enemyRiposte(b, b.pos.byId.get('m')!, b.pos.byId.get('e')!, 4)).toMatchObject({ ok: true, kind: 'melee' });
  });
  it('11.5.16 — à défaut, à distance, sans Munition à dépenser', () => {
    const b = board(plains(5, 5), [mine('m', 'guerrier', 'C1'), foe('e', 'roublard', 'C3', { ranged: { range: 3, damage: 1, miss: 0 } })]);
    expect(enemyRiposte(b, b.pos.byId.get('m')!, b.pos.byId.get('e')!, 4)).toMatchObject({ ok: true, kind: 'distance' });
  });
  it('11.5.16 — Affaiblie : perd 2 Santé pour Riposter', () => {
    const b = board(plains(5, 5), [mine('m', 'guerrier', 'C2'), foe('e', 'bete', 'C3', { weakened: true }), foe('f', 'guerrier', 'A5'), foe('g', 'roublard', 'E5')]);
    expect(enemyRiposte(b, b.pos.byId.get('m')!, b.pos.byId.get('e')!, 5)).toMatchObject({ ok: true, health: 3 });
  });
  it('11.5.16 — Affaiblie avec moins de 3 Santé : pas de Riposte', () => {
    const b = board(plains(5, 5), [mine('m', 'guerrier', 'C2'), foe('e', 'bete', 'C3', { weakened: true }), foe('f', 'guerrier', 'A5'), foe('g', 'roublard', 'E5')]);
    expect(enemyRiposte(b, b.pos.byId.get('m')!, b.pos.byId.get('e')!, 2)).toMatchObject({ ok: false, health: 2 });
  });
  it('11.5.16 — hors de portée : pas de Riposte, et rien de payé', () => {
    const b = board(plains(5, 5), [mine('m', 'guerrier', 'A1'), foe('e', 'bete', 'E5', { weakened: true }), foe('f', 'guerrier', 'A5'), foe('g', 'roublard', 'E1')]);
    expect(enemyRiposte(b, b.pos.byId.get('m')!, b.pos.byId.get('e')!, 5)).toMatchObject({ ok: false, health: 5 });
  });
  it('11.5.16 — par la question « aventure »', () => {
    const setup = soloSetup(plains(5, 5), [mine('m', 'guerrier', 'C2'), foe('e', 'bete', 'C3')]);
    const a = evaluateSituation({ game: 'tet', v: 1, setup, question: { kind: 'aventure', player: 'vous', time: 5, riposte: { attacker: 'm', enemy: 'e', health: 3 }, place: { compass: 'E', beside: 'C3' } } }) as { ok: boolean; result?: { riposte: { kind: string }; place: { square: string } } };
    expect(a.ok).toBe(true);
    expect([a.result!.riposte.kind, a.result!.place.square]).toEqual(['melee', 'D3']);
  });
});
