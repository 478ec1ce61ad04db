// Rechercher (5.1) and where a kept card may go (5.1.4.I–IV), with its restrictions (7.2).
import { describe, expect, it } from 'vitest';
import { legalAction } from '../../../../src/engine/oath/actions/index';
import { worldSearchCost } from '../../../../src/engine/oath/map';
import type { CardId } from '../../../../src/engine/oath/deck';
import type { Setup } from '../../../../src/engine/oath/setup';
import { base, withSetup } from './base';

const labels = (xs: { label: string }[]) => xs.map((x) => x.label);
const find = <T extends { label: string }>(xs: T[], re: RegExp): T | undefined => xs.find((x) => re.test(x.label));

describe('Rechercher: the decks and their cost (5.1.1, 5.1.2)', () => {
  it.each([
    ['5.1.1', 'no Vision drawn: the world deck costs the track’s first value', 0],
    ['5.1.1', 'one Vision drawn', 1],
    ['5.1.1', 'three Visions drawn', 3],
  ])('%s — %s', (_rule, _what, visions) => {
    const s = withSetup((x) => (x.visions = visions));
    const r = legalAction(s, 'player2', 'search');
    expect(find(r.choices, /pioche Monde/)!.cost).toBe(`${worldSearchCost(visions)}\u00A0Provisions`);
    expect(find(r.choices, /pile de défausse du Hinterland/)!.cost).toBe('2\u00A0Provisions');
  });
  it('5.1.1 — Supply short: the world deck is refused with what is left', () => {
    const s = withSetup((x) => {
      x.visions = 3;
      x.players.player2!.supply = 3;
    });
    const r = legalAction(s, 'player2', 'search');
    expect(find(r.refusals, /pioche Monde/)).toMatchObject({ rule: '5.1.1' });
    expect(find(r.choices, /défausse/)).toBeTruthy();
  });
  it('5.1.1 — the Darkest Secret’s holder draws the world deck for 2', () => {
    const s = withSetup((x) => {
      x.visions = 3;
      x.banners = { darkestSecret: { holder: 'player2' } };
    });
    expect(find(legalAction(s, 'player2', 'search').choices, /pioche Monde/)!.cost).toBe('2\u00A0Provisions');
  });
  it('7.1.1 — Avide: the Chancellor may not Search for more than 2', () => {
    const s = withSetup((x) => {
      x.visions = 1;
      x.reliquary = { revealed: ['greedy'] };
    });
    const r = legalAction(s, 'chancellor', 'search');
    expect(find(r.refusals, /pioche Monde/)).toMatchObject({ rule: '7.1.1' });
    expect(find(r.choices, /défausse/)).toBeTruthy();
  });
  it('5.1.2 — an empty world deck cannot be drawn', () => {
    const s = withSetup((x) => (x.decks = { world: 0 }));
    expect(find(legalAction(s, 'player2', 'search').refusals, /pioche Monde/)).toMatchObject({ rule: '5.1.2' });
  });
  it('5.1 — no pawn on the map: refused', () => {
    const s = withSetup((x) => delete x.players.player2!.pawn);
    const r = legalAction(s, 'player2', 'search');
    expect(r.choices).toEqual([]);
    expect(r.refusals[0]!.rule).toBe('5.1');
  });
});

describe('Rechercher: where the kept card may go (5.1.4)', () => {
  const where = (s = base(), p: 'chancellor' | 'player2' | 'player3' = 'player2', card: CardId) => legalAction(s, p, 'search', { card });
  it('5.1.4.I — the site has room: played there, one favor of its Clan', () => {
    const r = where(withSetup((x) => (x.players.player2!.pawn = 2)), 'player2', 'OATH-013');
    const c = find(r.choices, /sur votre site/)!;
    expect(c.rule).toBe('5.1.4.I');
    expect(c.reasons!.map((x) => x.text).join(' ')).toMatch(/banque Hearth/);
  });
  it('5.1.4.I — the site is full (2.8.1): refused', () => {
    const r = where(base(), 'player2', 'OATH-013');
    expect(find(r.refusals, /sur votre site/)).toMatchObject({ rule: '5.1.4.I' });
  });
  it('5.1.4.I — the People’s Favor: discard at a full site of the region, then play', () => {
    const s = withSetup((x) => (x.banners = { peoplesFavor: { holder: 'player2' } }));
    const r = where(s, 'player2', 'OATH-013');
    expect(labels(r.choices).some((l) => /^Défausser .* de Bois Profonds .*puis y jouer/.test(l))).toBe(true);
  });
  it('5.1.4.II — three advisers: one is discarded first; a locked one never (7.2.2)', () => {
    const s = withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: 'OATH-045' }, { card: 'OATH-145' }]));
    const r = where(s, 'player2', 'OATH-189');
    expect(labels(r.choices).filter((l) => /en défaussant d’abord/.test(l))).toHaveLength(4);
    expect(r.refusals.filter((x) => x.rule === '7.2.2').length).toBeGreaterThan(0);
  });
  it('5.1.4.II — fewer than three advisers: face up or face down', () => {
    const r = where(base(), 'player2', 'OATH-189');
    expect(find(r.choices, /Conseillers, face visible$/)!.rule).toBe('5.1.4.II');
    expect(find(r.choices, /Conseillers, face cachée$/)!.rule).toBe('5.1.4.II');
  });
  it('7.2.1 — a site-only card goes to advisers only face down; an adviser-only card never to a site', () => {
    const s = withSetup((x) => (x.players.player2!.pawn = 2));
    const site = where(s, 'player2', 'OATH-010');
    expect(find(site.refusals, /face visible/)).toMatchObject({ rule: '7.2.1' });
    expect(find(site.choices, /face cachée/)).toBeTruthy();
    const adv = where(s, 'player2', 'OATH-041');
    expect(find(adv.refusals, /sur votre site/)).toMatchObject({ rule: '7.2.1' });
  });
  it('5.1.4.III — a Vision: never to a site; an Exile reveals it, the Chancellor and a Citizen may not', () => {
    const exile = where(base(), 'player2', 'OATH-233');
    expect(find(exile.refusals, /sur votre site/)).toMatchObject({ rule: '5.1.4.III' });
    expect(find(exile.choices, /Vision Révélée/)).toBeTruthy();
    for (const p of ['chancellor', 'player3'] as const) {
      const r = where(base(), p, 'OATH-233');
      expect(find(r.refusals, /face visible$/)).toMatchObject({ rule: '5.1.4.III' });
      expect(find(r.choices, /face cachée/)).toBeTruthy();
    }
  });
  it('5.1.4.IV — the Conspiracy: anyone plays it face up; taking needs two matching advisers and a secret', () => {
    const s = withSetup((x) => {
      x.players.player3!.relics = ['OATH-213'];
      x.players.player3!.advisers = [{ card: 'OATH-043' }];
    });
    const r = where(s, 'player2', 'OATH-232');
    expect(find(r.choices, /Conspiration face visible et prendre au joueur 3/)).toMatchObject({ cost: '1\u00A0secret brûlé', rule: '5.1.4.IV' });
    const one = withSetup((x) => {
      x.players.player3!.relics = ['OATH-213'];
      x.players.player3!.advisers = [{ card: 'OATH-043' }];
      x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: 'OATH-013' }];
    });
    expect(find(where(one, 'player2', 'OATH-232').refusals, /prendre au joueur 3/)).toMatchObject({ rule: '5.1.4.IV' });
    expect(find(where(base(), 'chancellor', 'OATH-232').choices, /face visible, sans rien prendre/)).toBeTruthy();
  });
  it('5.1.2 — a card not drawn by Rechercher (an Edifice) is refused', () => {
    expect(find(where(base(), 'player2', 'OATH-199').refusals, /Garder/)).toMatchObject({ rule: '5.1.2' });
  });
  it('5.1.4 — discarding is always a choice', () => {
    expect(find(where(base(), 'player2', 'OATH-013').choices, /^Défausser Foire/)).toMatchObject({ rule: '5.1.4' });
  });
});

describe('7.6.4: a card that lowers the adviser limit (Assassin, LC OATH-080: « only two advisers »)', () => {
  const where = (s: Setup, p: 'player2', card: CardId) => legalAction(s, p, 'search', { card });
  it('with Assassin face up, two advisers already: the kept card needs a discard first, never the locked Assassin', () => {
    const s = withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-080' }, { card: 'OATH-045' }]));
    const r = where(s, 'player2', 'OATH-189');
    expect(find(r.choices, /Conseillers, face visible$/)).toBeUndefined();
    expect(find(r.choices, /face visible, en défaussant d’abord Rangers/)!.reasons!.map((x) => x.rule)).toContain('7.6.4');
    expect(find(r.refusals, /en défaussant Assassin/)).toMatchObject({ rule: '7.2.2' });
  });
  it('face down, Assassin lowers nothing', () => {
    const s = withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-080', faceDown: true }, { card: 'OATH-045' }]));
    expect(find(where(s, 'player2', 'OATH-189').choices, /Conseillers, face visible$/)).toBeDefined();
  });
  it('Assassin itself played face up among three advisers: two must go (7.6.4)', () => {
    const s = withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: 'OATH-045' }, { card: 'OATH-189' }]));
    const r = where(s, 'player2', 'OATH-080');
    expect(find(r.choices, /face visible, en défaussant d’abord 2\u00A0Conseillers/)).toMatchObject({ rule: '7.6.4' });
    // face down it lowers nothing: one discard, as for any card
    expect(find(r.choices, /face cachée, en défaussant d’abord Wolves/)).toMatchObject({ rule: '5.1.4.II' });
  });
});
