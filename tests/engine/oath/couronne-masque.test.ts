// The two Relics that act through the position (issue 24, point 4): the Bandit Crown (7.6.5) changes
// who rules the sites with no Troupe, who may defend, and the defending Armée; the Grand Mask
// (OATH-215, LC card text, LCX GrandMask) changes who rules the cards of Imperial sites during its
// Exile holder's turn. Each row cites its rule.
import { describe, expect, it } from 'vitest';
import { fractionText as F } from '../../../src/engine/core/fraction';
import { cardsWithPower } from '../../../src/engine/oath/actions/common';
import { campaign, resolveRoll, type CampaignParams } from '../../../src/engine/oath/campaign';
import { controlAll, rules, rulesCardAt, sitesRuled } from '../../../src/engine/oath/control';
import { CARDS, type CardId } from '../../../src/engine/oath/deck';
import { slotOf, type Setup } from '../../../src/engine/oath/setup';
import { siteInfo } from '../../../src/engine/oath/sites';
import { pos } from './helpers';

const crownTo = (p: 'player3' | 'chancellor') => (s: Setup) => (s.players[p]!.relics = ['OATH-221'] as never);
const run = (s: Setup, q: Partial<CampaignParams>) => campaign(s, { attacker: 'player2', defender: 'player3', targets: [], ...q } as CampaignParams);
const problemRules = (r: ReturnType<typeof run>) => (r.ok ? [] : r.problems.map((p) => p.rule));
const maxLost = (r: ReturnType<typeof run>) => (r.ok ? Math.max(...r.defenderLost.map((x) => x.value)) : NaN);

/** player2 (4 Troupes) campaigns at slot 2, a site with no Troupe, where player3's pawn stands with 3 Troupes on its board. */
const atTwo = (edit?: (s: Setup) => void) =>
  pos((s) => {
    s.players.player2!.pawn = 2;
    s.players.player3!.pawn = 2;
    s.players.player3!.warbands = 3;
    edit?.(s);
  });

describe('Bandit Crown (7.6.5)', () => {
  it('7.6.5: its holder rules every site with no Troupe, and the Bandits rule nothing; sites with Troupes keep their ruler', () => {
    const s = pos(crownTo('player3'));
    const c = controlAll(s);
    expect(c[1]!.ruler).toBe('player3');
    expect(c[1]!.reasons[0]!.rule).toBe('7.6.5');
    expect(c[0]!.ruler).toBe('chancellor');
    expect(rules(s, 'bandits', 2)).toBe(false);
    expect(rules(pos(), 'bandits', 2)).toBe(true);
    // glossary « Contrôler »: the sites it rules count for the Oath of Supremacy (3.3.1)
    expect(sitesRuled(s, 'player3')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(sitesRuled(pos(), 'player3')).toEqual([3]);
  });

  it('7.6.5 with 6.6.3: the Chancellor holding it rules the empty sites alone, not the Citizens', () => {
    const s = pos((x) => (crownTo('chancellor')(x), (x.players.player4 = { role: 'citizen', warbands: 0, pawn: 4 } as never)));
    expect(rules(s, 'chancellor', 2)).toBe(true);
    expect(rules(s, 'player4', 2)).toBe(false);
    expect(rules(s, 'player4', 1)).toBe(true); // purple Troupes: every Imperial player
  });

  it('5.5.1 with 7.6.5: the Bandits cannot be chosen to defend a site the holder rules; the holder can', () => {
    expect(problemRules(run(atTwo(crownTo('player3')), { defender: 'bandits', targets: [{ site: 2 }] }))).toContain('7.6.5');
    expect(run(atTwo(crownTo('player3')), { targets: [{ site: 2 }] }).ok).toBe(true);
    // without the Crown, the Bandits defend it
    expect(run(atTwo(), { defender: 'bandits', targets: [{ site: 2 }] }).ok).toBe(true);
  });

  it('5.5.2 with 7.6.5: the holder rules the site of the Campagne, so it must be targeted', () => {
    expect(problemRules(run(atTwo(crownTo('player3')), { targets: [{ banish: true }] }))).toContain('5.5.2');
  });

  it('5.5.4 with 7.6.5: the Bandits of the targeted sites join the holder’s Armée (same odds as Bandits plus its Troupes)', () => {
    const crown = run(atTwo((s) => (crownTo('player3')(s), (s.players.player3!.pawn = 3))), { targets: [{ site: 2 }] });
    const bandits = run(atTwo((s) => (s.players.player3!.pawn = 3)), { defender: 'bandits', targets: [{ site: 2 }] });
    if (!crown.ok || !bandits.ok) throw new Error('refused');
    expect(crown.pools.bandits).toBe(1);
    expect(crown.pools.defendingWarbands).toBe(0);
    expect(F(crown.pVictory)).toBe(F(bandits.pVictory));
    expect(crown.reasons.some((r) => r.rule === '7.6.5' && /s’ajoute(nt)? à l’Armée du joueur 3, qui détient la Couronne des Bandits/.test(r.text))).toBe(true);
  });

  it('5.5.6 with 7.6.5: defeated, the holder loses half its whole Armée, Bandits counted, from its Troupes only', () => {
    // 3 Troupes + 1 Bandit: half of 4 is 2, both Troupes; without the Crown, half of 3 is 1
    const crown = run(atTwo(crownTo('player3')), { targets: [{ site: 2 }, { banish: true }] });
    const plain = run(atTwo(), { targets: [{ banish: true }] });
    expect(maxLost(crown)).toBe(2);
    expect(maxLost(plain)).toBe(1);
    // 0 Troupe + 1 Bandit: nobody dies
    const alone = run(atTwo((s) => (crownTo('player3')(s), (s.players.player3!.pawn = 3))), { targets: [{ site: 2 }] });
    expect(maxLost(alone)).toBe(0);
  });

  it('5.5.6: the step by step of a roll says the Bandits do not die', () => {
    const r = resolveRoll(atTwo(crownTo('player3')), { attacker: 'player2', defender: 'player3', targets: [{ site: 2 }, { banish: true }] } as CampaignParams, {
      attack: { hollowSword: 0, sword: 4, twoSwordsSkull: 0 },
      defense: { blank: 3, shield: 0, twoShields: 0, double: 0 },
    });
    expect(r.ok).toBe(true);
    expect(r.victory).toBe(true);
    expect(r.steps.some((x) => x.rule === '7.6.5' && /ne meurent pas/.test(x.text))).toBe(true);
  });

  /** player2 (3 Troupes on its board) holds the Crown and campaigns with Captains from slot 2, a site with no Troupe it rules */
  const captains = (crown: boolean) =>
    atTwo((x) => {
      if (crown) x.players.player2!.relics = ['OATH-221'] as never;
      x.players.player2!.warbands = 3;
      x.players.player2!.favor = 2;
      x.players.player2!.advisers = [{ card: 'OATH-115' as CardId }];
    });
  const withCaptains = (s: Setup) => run(s, { targets: [{ banish: true }], plans: { attacker: [{ card: 'OATH-115', n: 0 }] } } as never);
  const defeats = (r: ReturnType<typeof run>) => (r.ok ? r.outcomes.filter((o) => !o.victory).map((o) => o.attackerLeft) : []);

  it('7.6.5 with Captains (LC OATH-115): the Bandits of the site it campaigns from join its Armée, add no die, never die', () => {
    const r = withCaptains(captains(true));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const here = siteInfo(slotOf(captains(true), 2)!.site).bandits;
    expect(r.pools.attackBandits).toBe(here);
    expect(r.notCovered.map((c) => c.id)).not.toContain('OATH-221');
    expect(r.reasons.some((x) => x.rule === '7.6.5' && /rejoin/.test(x.text) && /ne meurent pas/.test(x.text))).toBe(true);
    // the Bandits add no attack die: the pool and the chance of victory are those of the same Campagne from the pawn, without Captains
    const plain = run(captains(true), { targets: [{ banish: true }] });
    if (!plain.ok) throw new Error(JSON.stringify(plain.problems));
    expect(r.pools.attackDice).toBe(plain.pools.attackDice);
    expect(F(r.pVictory)).toBe(F(plain.pVictory));
    // 5.5.6: defeated with f Troupes, it loses ⌊(f + Bandits) / 2⌋ of them at most f, never a Bandit
    const kept = (f: number) => f - Math.min(f, Math.floor((f + here) / 2));
    expect(Math.max(...defeats(r))).toBe(kept(3));
    expect(Math.max(...defeats(plain))).toBe(3 - Math.floor(3 / 2));
    expect(Math.max(...defeats(r))).toBeLessThan(Math.max(...defeats(plain)));
  });

  it('5.5.6 with 7.6.5: the step by step of an attacker’s defeat counts the Bandits in its Armée', () => {
    const params = { attacker: 'player2', defender: 'player3', targets: [{ banish: true }], plans: { attacker: [{ card: 'OATH-115', n: 0 }] }, sacrifice: 'never' } as CampaignParams;
    const odds = campaign(captains(true), params);
    if (!odds.ok) throw new Error(JSON.stringify(odds.problems));
    // every attack die a hollow sword, every defence die a shield: a defeat with no crâne
    const r = resolveRoll(captains(true), params, {
      attack: { hollowSword: odds.pools.attackDice, sword: 0, twoSwordsSkull: 0 },
      defense: { blank: 0, shield: odds.pools.defenseDice, twoShields: 0, double: 0 },
    });
    expect(r.ok).toBe(true);
    expect(r.victory).toBe(false);
    expect(r.attackerLeft).toBe(3 - Math.min(3, Math.floor((3 + siteInfo(slotOf(captains(true), 2)!.site).bandits) / 2)));
    expect(r.steps.some((x) => x.rule === '7.6.5' && /L’attaquant vaincu perd la moitié/.test(x.text) && /Bandit/.test(x.text))).toBe(true);
  });

  it('7.6.5 with Vow of Union (LC OATH-185): the Bandits of every site the holder rules join its attacking Armée', () => {
    const s = atTwo((x) => ((x.players.player2!.relics = ['OATH-221'] as never), (x.players.player2!.advisers = [{ card: 'OATH-185' as CardId }])));
    const r = run(s, { targets: [{ banish: true }] });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const ruled = s.sites.flatMap((_, i) => (rules(s, 'player2', i + 1) ? [i + 1] : []));
    expect(ruled.length).toBeGreaterThan(1);
    expect(r.pools.attackBandits).toBe(ruled.reduce((n, at) => n + siteInfo(slotOf(s, at)!.site).bandits, 0));
    // without the Crown, Vow of Union brings no Bandit
    const none = run(atTwo((x) => (x.players.player2!.advisers = [{ card: 'OATH-185' as CardId }])), { targets: [{ banish: true }] });
    expect(none.ok && none.pools.attackBandits).toBe(0);
  });
});

describe('Grand Mask (OATH-215)', () => {
  const mask = (p: 'player2' | 'player3') => (s: Setup) => (s.players[p]!.relics = ['OATH-215'] as never);
  // a persistent card and a battle plan at slot 1, a purple site
  const atPurple = (card: string) => (s: Setup) => (s.sites[0]!.cards = [{ card: card as CardId }]);

  it('during its Exile holder’s turn, it rules the cards of Imperial sites other than battle plans, and no Imperial player does', () => {
    const s = pos((x) => (mask('player2')(x), atPurple('OATH-066')(x)));
    expect(rulesCardAt(s, 'player2', 1, 'OATH-066', 'player2')).toBe(true);
    expect(rulesCardAt(s, 'chancellor', 1, 'OATH-066', 'player2')).toBe(false);
    // another player's turn: the site's ruler rules it
    expect(rulesCardAt(s, 'player2', 1, 'OATH-066', 'player3')).toBe(false);
    expect(rulesCardAt(s, 'chancellor', 1, 'OATH-066', 'player3')).toBe(true);
    // a battle plan stays the site's ruler's
    expect(rulesCardAt(s, 'chancellor', 1, 'OATH-005', 'player2')).toBe(true);
    expect(rulesCardAt(s, 'player2', 1, 'OATH-005', 'player2')).toBe(false);
    // a Citizen holding it: no effect (the card says Exile)
    const citizen = pos((x) => (mask('player2')(x), (x.players.player2!.role = 'citizen')));
    expect(rulesCardAt(citizen, 'player2', 2, 'OATH-066', 'player2')).toBe(false);
  });

  it('7.1.4: in a Campagne, the attacker with the Mask may use a persistent power of a purple site; without it, refused', () => {
    const withMask = run(pos((x) => (mask('player2')(x), atPurple('OATH-066')(x))), { targets: [{ site: 3 }, { banish: true }], powers: [{ card: 'OATH-066', side: 'attacker' }] } as never);
    expect(withMask.ok).toBe(true);
    if (withMask.ok) expect(withMask.reasons.some((r) => /Grand Masque/.test(r.text))).toBe(true);
    expect(problemRules(run(pos(atPurple('OATH-066')), { targets: [{ site: 3 }, { banish: true }], powers: [{ card: 'OATH-066', side: 'attacker' }] } as never))).toContain('7.1.4');
  });

  it('7.1.4: the Chancellor defending in the Mask holder’s turn does not rule a persistent power of its site; its battle plans stay its own', () => {
    const at1 = (x: Setup) => ((x.players.player2!.pawn = 1), (x.players.chancellor!.favor = 5));
    const q = { defender: 'chancellor', targets: [{ site: 1 }, { banish: true }] } as const;
    const power = { ...q, powers: [{ card: 'OATH-072', side: 'defender' }] };
    expect(problemRules(run(pos((x) => (at1(x), mask('player2')(x), atPurple('OATH-072')(x))), power as never))).toContain('7.1.4');
    expect(run(pos((x) => (at1(x), atPurple('OATH-072')(x))), power as never).ok).toBe(true);
    const plan = { ...q, plans: { defender: [{ card: 'OATH-005' }] } };
    expect(run(pos((x) => (at1(x), mask('player2')(x), atPurple('OATH-005')(x))), plan as never).ok).toBe(true);
  });

  it('7.1.1: on its turn, the Exile with the Mask reaches the Search powers of any Imperial site', () => {
    const search = CARDS.find((c) => c.type === 'denizen' && !c.battlePlan && c.powers.includes('search'))!.id;
    const s = pos((x) => (mask('player2')(x), atPurple(search)(x)));
    expect(cardsWithPower(s, 'player2', 'search', []).map((c) => c.card)).toContain(search);
    expect(cardsWithPower(pos(atPurple(search)), 'player2', 'search', []).map((c) => c.card)).not.toContain(search);
  });
});
