import { describe, expect, it } from 'vitest';
import {
  FACTIONS,
  FACTION_INFO,
  KIND_CODES,
  KIND_NAMES,
  NOMADS,
  NOMAD_INFO,
  addPiece,
  emptySetup,
  movePawn,
  piecesOf,
  removePiece,
  setPlayer,
  setPlayerFlag,
  type FactionId,
} from '../../src/engine/root/index';
import { rulesOf, S } from './helpers';

/** Piece counts read in the Law of Root (setup rules and Appendix B) and the Laws of Rootbotics. */
const COUNTS: [FactionId, boolean, string, number][] = [
  ['marquise', false, 'warrior', 25],
  ['marquise', false, 'sawmill', 6],
  ['marquise', false, 'workshop', 6],
  ['marquise', false, 'recruiter', 6],
  ['marquise', false, 'wood', 8],
  ['marquise', false, 'keep', 1],
  ['marquise', true, 'warrior', 25],
  ['eyrie', false, 'warrior', 20],
  ['eyrie', false, 'roost', 7],
  ['alliance', false, 'warrior', 10],
  ['alliance', false, 'sympathy', 10],
  ['alliance', false, 'base_fox', 1],
  ['lizards', false, 'warrior', 25],
  ['lizards', false, 'garden_mouse', 5],
  ['riverfolk', false, 'warrior', 15],
  ['riverfolk', false, 'trade_post_rabbit', 3],
  ['duchy', false, 'warrior', 20],
  ['duchy', false, 'citadel', 3],
  ['duchy', false, 'market', 3],
  ['duchy', false, 'tunnel', 3],
  ['corvids', false, 'warrior', 15],
  ['corvids', false, 'snare', 2],
  ['hundreds', false, 'warrior', 20],
  ['hundreds', false, 'warlord', 1],
  ['hundreds', false, 'stronghold', 6],
  ['hundreds', false, 'mob', 5],
  ['keepers', false, 'warrior', 15],
  ['keepers', false, 'waystation', 3],
  ['keepers', false, 'jewel', 4],
  ['vagabond', false, 'pawn', 1],
];

describe('factions et pièces', () => {
  it('11 factions, noms français', () => {
    expect(FACTIONS).toHaveLength(11);
    expect(FACTION_INFO.eyrie.name).toBe('Dynasties de la Canopée');
    expect(FACTION_INFO.hundreds.name).toBe('Seigneur des Cents');
    expect(FACTION_INFO.riverfolk.botName).toBe('Robots de la Rivière');
    expect(FACTION_INFO.keepers.botName).toBeUndefined();
  });
  for (const [f, bot, kind, n] of COUNTS) {
    it(`${FACTION_INFO[f].name}${bot ? ' (robot)' : ''} : ${n} × ${kind}`, () => {
      const spec = piecesOf(f, bot).find((p) => p.kind === kind);
      expect(spec?.limit).toBe(n);
      expect(spec!.source.length).toBeGreaterThan(0);
    });
  }
  it('la Marquise Mécanique n’a pas de bois', () => {
    expect(piecesOf('marquise', true).some((p) => p.kind === 'wood')).toBe(false);
  });
  it('Nomades : pièces de B.4.3 et B.10.3', () => {
    expect(NOMADS).toHaveLength(13);
    expect(NOMAD_INFO.forest_patrol.pieces[0]).toMatchObject({ category: 'warrior', limit: 12 });
    expect(NOMAD_INFO.expedition.pieces[0]).toMatchObject({ category: 'warrior', limit: 8 });
    expect(NOMAD_INFO.exile.pieces[0]).toMatchObject({ category: 'pawn', limit: 1 });
  });
  it('chaque type de pièce a un nom français et un code de notation', () => {
    const kinds = new Set<string>();
    for (const f of FACTIONS) for (const p of [...FACTION_INFO[f].pieces, ...(FACTION_INFO[f].botPieces ?? [])]) kinds.add(p.kind);
    for (const n of NOMADS) for (const p of NOMAD_INFO[n].pieces) kinds.add(p.kind);
    for (const k of kinds) {
      expect(KIND_NAMES[k], k).toBeDefined();
      if (k !== 'warrior') expect(KIND_CODES[k], k).toBeDefined();
    }
    expect(new Set(Object.values(KIND_CODES)).size).toBe(Object.keys(KIND_CODES).length);
    const codes = [...FACTIONS.map((f) => FACTION_INFO[f].code), ...NOMADS.map((n) => NOMAD_INFO[n].code)];
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('édition', () => {
  it('ajoute sans muter et refuse au-delà des limites', () => {
    const s = S('automne/j=a/1:a9');
    const r = addPiece(s, 2, { type: 'warrior', owner: 'alliance' });
    expect(r.ok).toBe(true);
    expect(s.clearings['2']).toBeUndefined();
    const r2 = addPiece(r.setup, 3, { type: 'warrior', owner: 'alliance' });
    expect(r2.ok).toBe(false);
    expect(rulesOf(r2.problems)).toEqual(['1.5.1']);
    expect(r2.setup).toBe(r.setup);
  });
  it('refuse un bâtiment sans emplacement libre', () => {
    const r = addPiece(S('automne/j=m,c/1:m-scierie'), 1, { type: 'building', owner: 'eyrie', kind: 'roost' });
    expect(rulesOf(r.problems)).toEqual(['2.2.3']);
  });
  it('refuse les pièces d’une faction absente', () => {
    const r = addPiece(emptySetup(), 1, { type: 'warrior', owner: 'marquise' });
    expect(rulesOf(r.problems)).toEqual(['5.1.1']);
  });
  it('retirer une pièce absente est refusé', () => {
    expect(removePiece(S('automne/j=m'), 1, { type: 'warrior', owner: 'marquise' }).ok).toBe(false);
    expect(removePiece(S('automne/j=m/1:m2'), 1, { type: 'warrior', owner: 'marquise', count: 2 }).setup.clearings).toEqual({});
  });
  it('déplacer le pion et retirer un joueur', () => {
    const s = S('automne/j=m,v/1:v-pion,m1');
    const r = movePawn(s, 'vagabond', { forest: '4_9_12' });
    expect(r.ok).toBe(true);
    expect(r.setup.forests).toEqual({ '4_9_12': { pawns: ['vagabond'] } });
    expect(r.setup.clearings['1']).toEqual({ warriors: { marquise: 1 } });
    const r2 = setPlayer(r.setup, 'vagabond', null);
    expect(r2.setup.forests).toBeUndefined();
    expect(r2.setup.players).toEqual({ marquise: {} });
  });
  it('régler un drapeau de joueur', () => {
    const r = setPlayerFlag(S('automne/j=m,r'), 'marquise', 'mercenaries', true);
    expect(r.setup.players.marquise).toEqual({ mercenaries: true });
    expect(setPlayerFlag(S('automne/j=m'), 'marquise', 'mercenaries', true).ok).toBe(false);
  });
});
