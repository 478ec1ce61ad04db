// The Minor Actions of chapter 6.
import { describe, expect, it } from 'vitest';
import { exileCost, legalAction } from '../../../../src/engine/oath/actions/index';
import { base, withSetup } from './base';

const find = <T extends { label: string }>(xs: T[], re: RegExp): T | undefined => xs.find((x) => re.test(x.label));

describe('6.1 a face-down adviser', () => {
  it('6.1 — turned face up, played at the site as after Rechercher, or discarded; its restriction applies (7.2.1)', () => {
    const r = legalAction(base(), 'chancellor', 'adviser');
    expect(find(r.choices, /^Retourner True Names/)).toMatchObject({ rule: '6.1' });
    expect(find(r.choices, /^Défausser True Names/)).toMatchObject({ rule: '5.1.4' });
    expect(find(r.refusals, /sur votre site/)).toMatchObject({ rule: '7.2.1' });
  });
  it('6.1 — no face-down adviser: refused', () => {
    expect(legalAction(base(), 'player2', 'adviser').refusals[0]!.rule).toBe('6.1');
  });
});

describe('6.2 – 6.4', () => {
  it('7.3.2 — an Action power of a face-up adviser, its cost printed on the card (7.1.2)', () => {
    const c = find(legalAction(base(), 'player2', 'power').choices, /Wolves/)!;
    expect(c.rule).toBe('7.3.2');
    expect(c.reasons!.map((x) => x.rule)).toContain('7.1.2');
  });
  it('7.1.1, 7.3.2 — a site’s own Action power (the Tribunal, site 4) at the pawn’s site or a site ruled; not from afar', () => {
    const there = withSetup((x) => (x.players.player3!.pawn = 4));
    const c = find(legalAction(there, 'player3', 'power').choices, /Tribunal/)!;
    expect(c.rule).toBe('7.3.2');
    expect(c.reasons!.map((x) => x.rule)).toEqual(['7.1.1', '7.3.2']);
    expect(find(legalAction(base(), 'player3', 'power').choices, /Tribunal/)).toBeUndefined();
    const ruled = withSetup((x) => (x.sites[3]!.warbands = { player2: 1 }));
    expect(find(legalAction(ruled, 'player2', 'power').choices, /Tribunal/)).toBeDefined();
  });
  it('7.1.1 — the Grand Mask: an Exile reaches the Action powers of an Imperial site on its turn, and the reason says so', () => {
    const action = 'OATH-009'; // Alchemist: an Action power (LC)
    const masked = withSetup((x) => ((x.players.player2!.relics = ['OATH-215']), (x.sites[1]!.cards = [{ card: action }])));
    const c = find(legalAction(masked, 'player2', 'power').choices, /Alchemist/)!;
    expect(c.reasons![0]!.text).toMatch(/Grand Masque/);
    const plain = withSetup((x) => (x.sites[1]!.cards = [{ card: action }]));
    expect(find(legalAction(plain, 'player2', 'power').choices, /Alchemist/)).toBeUndefined();
  });
  it('7.1.1 — no Action power in reach: refused', () => {
    expect(legalAction(base(), 'player3', 'power').refusals[0]!.rule).toBe('7.1.1');
  });
  it('6.3 — a Relic at your site, or none', () => {
    expect(legalAction(base(), 'player2', 'peekRelic').choices[0]!.label).toMatch(/^Regarder la Relique face cachée de Bois Profonds/);
    expect(legalAction(base(), 'chancellor', 'peekRelic').refusals[0]!.rule).toBe('6.3');
  });
  it('6.4 — only the Grand Scepter’s holder looks in the Reliquary', () => {
    const s = withSetup((x) => (x.reliquary = { relics: ['OATH-213', 'OATH-214'] }));
    expect(legalAction(s, 'chancellor', 'peekReliquary').choices).toHaveLength(2);
    expect(legalAction(s, 'player2', 'peekReliquary').refusals[0]!.rule).toBe('6.4');
  });
});

describe('6.5 moving Troupes', () => {
  it('6.5 — from the site, never the last one; to the site, only where you rule', () => {
    const r = legalAction(base(), 'chancellor', 'warbands');
    expect(r.choices.map((c) => c.label)).toEqual([expect.stringMatching(/^Ramener sur votre plateau 1\u00A0Troupe violette/), expect.stringMatching(/^Poser sur Cité Antique .* de 1 à 3\u00A0Troupes violettes/)]);
    expect(find(legalAction(base(), 'player2', 'warbands').refusals, /^Poser/)).toMatchObject({ rule: '6.5' });
  });
  it('6.5 — two Imperial players on one site may pass Troupes', () => {
    const s = withSetup((x) => (x.players.player3!.pawn = 1));
    expect(find(legalAction(s, 'chancellor', 'warbands').choices, /^Échanger/)!.label).toMatch(/celui du joueur 3/);
  });
});

describe('6.6 – 6.8 the Empire', () => {
  it('6.6.1 — the Grand Scepter’s holder offers Citizenship to an Exile, a Relic of the Reliquary in the offer', () => {
    const r = legalAction(base(), 'chancellor', 'citizenship');
    expect(r.choices.map((c) => c.label)).toEqual(['Offrir la Citoyenneté au joueur 2']);
    expect(find(r.refusals, /joueur 3/)).toMatchObject({ rule: '6.6.1' });
    expect(legalAction(base(), 'player2', 'citizenship').refusals[0]!.rule).toBe('6.6.1');
    const empty = withSetup((x) => (x.reliquary = { relics: [] }));
    expect(legalAction(empty, 'chancellor', 'citizenship').refusals[0]!.rule).toBe('6.6.1');
  });
  it.each([
    ['6.7', 'neither has a Bannière nor the title: five', 'player2', undefined, 5],
    ['6.7', 'the giver is Oathkeeper: one fewer', 'chancellor', undefined, 4],
    ['6.7', 'the Citizen holds the People’s Favor and the giver is Oathkeeper: five', 'chancellor', 'player3', 5],
  ] as const)('%s — %s', (_r, _w, giver, pf, cost) => {
    const s = withSetup((x) => {
      if (pf) x.banners = { peoplesFavor: { holder: pf } };
    });
    expect(exileCost(s, giver, 'player3').cost).toBe(cost);
  });
  it('6.7 — exiling a Citizen needs the favor', () => {
    expect(find(legalAction(base(), 'chancellor', 'exile').refusals, /joueur 3/)).toMatchObject({ rule: '6.7' });
    const rich = withSetup((x) => (x.players.chancellor!.favor = 6));
    expect(find(legalAction(rich, 'chancellor', 'exile').choices, /joueur 3/)!.cost).toBe('4\u00A0faveurs remises au joueur 3');
  });
  it('6.8 — self-exile: favor for the secrets and the Troupes on the board; Citizens only', () => {
    const c = legalAction(base(), 'player3', 'selfExile').choices[0]!;
    expect(c.cost).toBe('3\u00A0faveurs données au Chancelier');
    expect(legalAction(base(), 'player2', 'selfExile').refusals[0]!.rule).toBe('6.8');
  });
});
