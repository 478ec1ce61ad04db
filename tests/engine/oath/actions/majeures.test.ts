// Recruter (5.2), Commercer (5.3), Récupérer (5.4), Campagne (5.5) and Voyager (5.6) as actions.
import { describe, expect, it } from 'vitest';
import { legalAction } from '../../../../src/engine/oath/actions/index';
import { travelTable } from '../../../../src/engine/oath/travel';
import { base, withSetup } from './base';

const find = <T extends { label: string }>(xs: T[], re: RegExp): T | undefined => xs.find((x) => re.test(x.label));

describe('Recruter (5.2)', () => {
  it('5.2.1 — one choice per empty card; a card with a token is refused (Pressgangs, which lifts that, out of the way)', () => {
    const r = legalAction(withSetup((x) => (x.sites[0]!.cards![0] = { card: 'OATH-008' })), 'chancellor', 'muster');
    expect(r.choices.map((c) => c.label)).toEqual([expect.stringMatching(/^Poser une faveur sur Scouts/)]);
    expect(r.choices[0]!.cost).toBe('1\u00A0Provision et 1\u00A0faveur');
    expect(find(r.refusals, /Garrison/)).toMatchObject({ rule: '5.2.1' });
  });
  it('5.2.1 — no favor: refused', () => {
    const r = legalAction(withSetup((x) => (x.players.player2!.favor = 0)), 'player2', 'muster');
    expect(r.choices).toEqual([]);
    expect(r.refusals.some((x) => x.rule === '5.2.1' && /faveur/.test(x.text))).toBe(true);
  });
  it('5.2.2 — a Citizen gains purple Troupes', () => {
    const r = legalAction(base(), 'player3', 'muster');
    expect(r.choices[0]!.reasons![0]!.text).toMatch(/2\u00A0Troupes violettes/);
  });
  it('2.9 — a Ruin never receives a token', () => {
    const s = withSetup((x) => (x.sites[0]!.cards = [{ card: 'OATH-200' }]));
    expect(legalAction(s, 'chancellor', 'muster').refusals.some((x) => x.rule === '2.9')).toBe(true);
  });
  it('2.8.5 — at the River you rule, one Troupe more', () => {
    const s = withSetup((x) => {
      x.players.player2!.pawn = 5;
      x.sites[4] = { site: 'OATH-252', warbands: { player2: 1 }, cards: [{ card: 'OATH-013' }] };
    });
    expect(legalAction(s, 'player2', 'muster').choices[0]!.reasons![0]!.text).toMatch(/3\u00A0Troupes/);
  });
  it('5.2.1 — no Supply left (its 1 Provision): refused, save on the Beast card with Animal Playmates (7.4, modificateurs.test.ts)', () => {
    // Animal Playmates is adviser-only (LeCodex): among player2's advisers
    const r = legalAction(withSetup((x) => ((x.players.player2!.supply = 0), (x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: 'OATH-040' }]))), 'player2', 'muster');
    // both cards of the Deep Woods are Beast cards
    expect(r.choices.map((c) => c.label)).toEqual([expect.stringMatching(/^Poser une faveur sur Threatening Roar.*, avec Animal Playmates/), expect.stringMatching(/^Poser une faveur sur The Old Oak.*, avec Animal Playmates/)]);
    expect(r.refusals[0]!.rule).toBe('5.2.1');
  });
});

describe('Commercer (5.3)', () => {
  it('5.3.2 — a secret for 1 favor + 1 per matching face-up adviser; two favor for a secret per matching adviser', () => {
    const r = legalAction(base(), 'player2', 'trade');
    // player2's two face-up advisers are Beast, as both cards at the Deep Woods
    expect(find(r.choices, /^Poser un secret sur Threatening Roar/)!.label).toMatch(/3\u00A0faveurs de la banque Beast/);
    expect(find(r.choices, /^Poser deux faveurs sur Threatening Roar/)!.label).toMatch(/2\u00A0secrets/);
  });
  it('5.3.2 — a face-down adviser matches nothing', () => {
    const s = withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-039', faceDown: true }, { card: 'OATH-045' }]));
    expect(find(legalAction(s, 'player2', 'trade').choices, /^Poser un secret sur Threatening/)!.label).toMatch(/2\u00A0faveurs/);
  });
  it('5.3.2 — without a secret, or with one favor only, that option is refused', () => {
    const s = withSetup((x) => {
      x.players.player2!.secrets = 0;
      x.players.player2!.favor = 1;
    });
    const r = legalAction(s, 'player2', 'trade');
    expect(r.choices).toEqual([]);
    expect(r.refusals.filter((x) => x.rule === '5.3.2').length).toBe(4);
  });
});

describe('Récupérer (5.4)', () => {
  it('5.4.2 — a Relic at your site, its cost printed on the site', () => {
    const r = legalAction(base(), 'player2', 'recover');
    expect(find(r.choices, /Relique face cachée de Bois Profonds/)).toMatchObject({ rule: '5.4.2', cost: '1\u00A0Provision et 2\u00A0secrets brûlés' });
  });
  it('5.4.2 — the cost not payable: refused', () => {
    expect(find(legalAction(base(), "player3", "recover").refusals, /Relique face cachée de Bois Profonds/)).toMatchObject({ rule: '5.4.2' });
  });
  it('5.4.1 — no Relic at your site', () => {
    expect(find(legalAction(base(), 'chancellor', 'recover').refusals, /Récupérer une Relique/)).toMatchObject({ rule: '5.4.1' });
  });
  it('5.4.2 — the People’s Favor costs more favor than it carries', () => {
    const s = withSetup((x) => (x.banners = { peoplesFavor: { holder: 'chancellor', tokens: 3 } }));
    expect(find(legalAction(s, 'player2', 'recover').choices, /Faveur du Peuple/)!.cost).toBe('1\u00A0Provision et 4\u00A0faveurs');
    expect(find(legalAction(s, 'chancellor', 'recover').refusals, /Faveur du Peuple/)).toMatchObject({ rule: '5.4.2' });
  });
  it('5.4.1 — the Darkest Secret: refused when every card at its holder’s site matches an adviser', () => {
    const s = withSetup((x) => (x.banners = { darkestSecret: { holder: 'chancellor', tokens: 1 } }));
    expect(find(legalAction(s, 'player2', 'recover').refusals, /Sombre Secret/)).toMatchObject({ rule: '5.4.1' });
  });
  it('5.4.1 — the Darkest Secret: allowed when a card at its holder’s site matches none of the holder’s advisers', () => {
    const s = withSetup((x) => {
      x.banners = { darkestSecret: { holder: 'chancellor', tokens: 1 } };
      x.sites[0]!.cards = [{ card: 'OATH-006' }, { card: 'OATH-013' }];
    });
    expect(find(legalAction(s, 'player2', 'recover').choices, /Sombre Secret/)).toMatchObject({ rule: '5.4.1' });
  });
  it('5.4.1 — from yourself, always (5.4.4: you take all its secrets)', () => {
    const s = withSetup((x) => {
      x.banners = { darkestSecret: { holder: 'player2', tokens: 1 } };
    });
    const c = find(legalAction(s, 'player2', 'recover').choices, /Sombre Secret/)!;
    expect(c.reasons!.map((x) => x.rule)).toContain('5.4.4');
  });
  it('5.4.1 — a holder whose site has no card with a Clan: refused', () => {
    const s = withSetup((x) => {
      x.banners = { darkestSecret: { holder: 'chancellor', tokens: 1 } };
      x.sites[0]!.cards = [{ card: 'OATH-200' }];
    });
    expect(find(legalAction(s, 'player2', 'recover').refusals, /Sombre Secret/)).toMatchObject({ rule: '5.4.1' });
  });
});

describe('Campagne (5.5.1)', () => {
  it('5.5.1 — the defenders: who rules your site or shares it; the Bandits on a site no player rules', () => {
    const r = legalAction(base(), 'player2', 'campaign');
    expect(r.choices.map((c) => c.label)).toEqual(['Attaquer le joueur 3', 'Attaquer les Bandits']);
    expect(r.choices.every((c) => c.cost === '2\u00A0Provisions')).toBe(true);
    expect(find(r.refusals, /Chancelier/)).toMatchObject({ rule: '5.5.1' });
  });
  it('5.5.1 — on a site a player rules, the Bandits are refused', () => {
    expect(find(legalAction(base(), 'chancellor', 'campaign').refusals, /Bandits/)).toMatchObject({ rule: '5.5.1' });
  });
  it('5.5.1 — a Citizen attacking an Imperial player stops being Imperial', () => {
    const s = withSetup((x) => (x.players.player3!.pawn = 1));
    const c = find(legalAction(s, 'player3', 'campaign').choices, /Chancelier/)!;
    expect(c.reasons!.some((x) => /cesse d’être un joueur Impérial/.test(x.text))).toBe(true);
  });
});

describe('Voyager (5.6)', () => {
  it('5.6.1 — the same destinations and costs as the travel question', () => {
    const s = base();
    const r = legalAction(s, 'chancellor', 'travel');
    const t = travelTable(s, 'chancellor');
    if (!t.ok) throw new Error('travel');
    expect(r.choices.length).toBe(t.costs.filter((c) => c.ok).length);
    expect(r.refusals.length).toBe(t.costs.filter((c) => !c.ok).length);
    expect(find(r.refusals, /Bois Profonds/)).toMatchObject({ rule: '2.8.5' });
  });
});

describe('the Supply each action costs', () => {
  it.each([
    ['5.3.1', 'trade', 0],
    ['5.4.1', 'recover', 0],
    ['5.5.1', 'campaign', 1],
  ] as const)('%s — %s refused with too little Supply', (rule, action, supply) => {
    const r = legalAction(withSetup((x) => (x.players.player2!.supply = supply)), 'player2', action);
    expect(r.choices).toEqual([]);
    expect(r.refusals[0]!.rule).toBe(rule);
    expect(r.refusals[0]!.text).toMatch(/n’en a que/);
  });
});
