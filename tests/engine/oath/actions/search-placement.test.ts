// The Search modifiers that act on where the kept card goes (5.1.4.I–IV, 7.4), applied through the
// same table and function as the draws (src/engine/oath/actions/modifiers.ts, placement.ts). One row
// per card: the position with the card, the same without it, what each answer shows; every row cites
// the card (LC OATH-xxx, LederCards/cards) and the rule. Expected labels and costs are read from the
// engine's own answer without the card, never typed.
import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../../../../src/engine/core/format';
import { legalAction, type ActionAnswer } from '../../../../src/engine/oath/actions/index';
import { cardInfo, type CardId } from '../../../../src/engine/oath/deck';
import { siteInfo } from '../../../../src/engine/oath/sites';
import { cardName } from '../../../../src/engine/oath/actions/common';
import type { PlayerId, Setup } from '../../../../src/engine/oath/setup';
import { decodeSituation } from '../../../../src/engine/oath/situation';
import { evaluateSituation } from '../../../../src/engine/oath/evaluate';
import { withSetup } from './base';

const nb = (t: string) => frenchTypography(t.replace(/(\d) /g, '$1\u00A0'));
const keep = (s: Setup, card: CardId, p: PlayerId = 'player2') => legalAction(s, p, 'search', { card });
const named = (id: CardId) => new RegExp(cardInfo(id).name.replace(/[()]/g, '.'));
const withCard = (a: ActionAnswer, id: CardId) => a.choices.filter((c) => c.label.endsWith(`avec ${cardName(id)}`));
const saying = (a: ActionAnswer, id: CardId) => a.choices.filter((c) => (c.reasons ?? []).some((x) => x.rule === '7.4' && named(id).test(x.text)));
const byLabel = <T extends { label: string }>(xs: T[], re: RegExp) => xs.filter((c) => re.test(c.label));
/** the placement choices (not the draws) */
const placed = (a: ActionAnswer) => a.choices.filter((c) => !/^Piocher/.test(c.label));

/** player2 (an Exile, pawn at the Bois Profonds, site 6) with one card there: room for one more */
const room = (more: (x: Setup) => void = () => {}) => withSetup((x) => {
  x.sites[5]!.cards = [{ card: 'OATH-179' }];
  more(x);
});
const p2Adviser = (id: CardId, more: (x: Setup) => void = () => {}) => (x: Setup) => {
  x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: id }];
  more(x);
};
const BEAST: CardId = 'OATH-175';
const HEARTH: CardId = 'OATH-013';

describe('Rechercher, where the kept card goes: the Search modifiers applied (5.1.4, 7.4)', () => {
  it('LC OATH-050 — Welcoming Party (at your site): a favor from the Hearth bank on each face-up play of a denizen (5.1.4.I, 5.1.4.II)', () => {
    const w = keep(room((x) => x.sites[5]!.cards!.push({ card: 'OATH-050' })), BEAST);
    const wo = keep(room((x) => x.sites[5]!.cards!.push({ card: 'OATH-047' })), BEAST);
    const up = placed(wo).filter((c) => /sur votre site|face visible/.test(c.label) && !/^Défausser/.test(c.label));
    expect(up.length).toBeGreaterThan(0);
    expect(saying(w, 'OATH-050').map((c) => c.label)).toEqual(byLabel(w.choices, /sur votre site|face visible/).filter((c) => !/^Défausser/.test(c.label)).map((c) => c.label));
    expect(saying(w, 'OATH-050').length).toBe(up.length);
    expect(saying(w, 'OATH-050').every((c) => c.reasons!.some((x) => /faveur/.test(x.text)))).toBe(true);
    expect(saying(wo, 'OATH-050')).toEqual([]);
    // the Hearth bank empty: nothing to gain, nothing said
    expect(saying(keep(room((x) => { x.sites[5]!.cards!.push({ card: 'OATH-050' }); x.banks = { Hearth: 0 }; }), BEAST), 'OATH-050')).toEqual([]);
  });

  it('LC OATH-128 — Crop Rotation: your full site, a denizen discarded first, one choice per denizen (5.1.4.I, 2.8.1)', () => {
    const w = keep(withSetup(p2Adviser('OATH-128')), HEARTH);
    const wo = keep(withSetup(p2Adviser('OATH-047')), HEARTH);
    expect(byLabel(wo.refusals, /^Jouer .* sur votre site/).map((x) => x.rule)).toEqual(['5.1.4.I']);
    const there = withSetup(() => {}).sites[5]!.cards!.filter((c) => cardInfo(c.card).type === 'denizen' && !cardInfo(c.card).locked);
    const v = withCard(w, 'OATH-128');
    expect(v.map((c) => c.label)).toEqual(there.map((c) => `Défausser ${cardName(c.card)} de votre site, puis y jouer ${cardName(HEARTH)}, avec ${cardName('OATH-128')}`));
    for (const c of v) expect(c.cost).toBe('aucun');
    expect(withCard(wo, 'OATH-128')).toEqual([]);
    // with the People's Favor, its own discards are not repeated « avec Crop Rotation »
    const pfAt = p2Adviser('OATH-128', (x) => {
      x.banners = { peoplesFavor: { holder: 'player2' } };
      x.players.player2!.pawn = 4;
      x.sites[2]!.cards = [{ card: 'OATH-179' }];
    });
    const pf = keep(withSetup(pfAt), HEARTH);
    expect(byLabel(pf.choices, /^Défausser Threatening Roar .*\(avec la Faveur du Peuple\)$/).length).toBe(1);
    expect(withCard(pf, 'OATH-128')).toEqual([]);
    // optional: with room, the plain play stays beside the discards
    const roomy = keep(room(p2Adviser('OATH-128')), HEARTH);
    expect(byLabel(roomy.choices, /^Jouer .* sur votre site$/).length).toBe(1);
    expect(withCard(roomy, 'OATH-128').length).toBe(1);
  });

  it('LC OATH-130 — Land Warden: a second card may be played when one goes to a site, for 1 favor on the card (5.1.4.I, 7.1.2)', () => {
    const w = keep(room(p2Adviser('OATH-130')), HEARTH);
    const wo = keep(room(p2Adviser('OATH-047')), HEARTH);
    const site = byLabel(wo.choices, /^Jouer .* sur votre site$/)[0]!;
    const v = withCard(w, 'OATH-130');
    expect(v.map((c) => c.label)).toEqual([`${site.label}, avec ${cardName('OATH-130')}`]);
    expect(v[0]!.cost).toBe(nb('1 faveur placée sur la carte'));
    expect(v[0]!.reasons!.some((x) => x.rule === '7.4' && /deuxième/.test(x.text))).toBe(true);
    expect(w.choices.find((c) => c.label === site.label)?.cost).toBe(site.cost);
    // the cost cannot be paid: that choice refused under 7.1.2, the plain one stays
    const poor = keep(room(p2Adviser('OATH-130', (x) => (x.players.player2!.favor = 0))), HEARTH);
    expect(withCard(poor, 'OATH-130')).toEqual([]);
    expect(poor.refusals.find((x) => x.label.endsWith(`avec ${cardName('OATH-130')}`))?.rule).toBe('7.1.2');
  });

  it('LC OATH-188 — New Growth: a Beast or Hearth card to any face-up site with space; not another Clan (5.1.4.I)', () => {
    const s = withSetup(p2Adviser('OATH-188'));
    const spaced = s.sites.map((x, i) => ({ x, k: i + 1 })).filter(({ x, k }) => k !== 6 && !x.faceDown && (x.cards ?? []).length < siteInfo(x.site).capacity);
    expect(spaced.length).toBeGreaterThan(1);
    const v = withCard(keep(s, BEAST), 'OATH-188');
    expect(v.length).toBe(spaced.length);
    for (const { k } of spaced) expect(v.some((c) => c.label.includes(`(site ${k})`))).toBe(true);
    expect(withCard(keep(s, 'OATH-004'), 'OATH-188')).toEqual([]);
    const wo = keep(withSetup(p2Adviser('OATH-047')), BEAST);
    expect(byLabel(wo.choices, /\(site \d\)/)).toEqual([]);
    expect(byLabel(wo.refusals, /\(site [1-58]\)/)).toEqual([]);
  });

  it('LC OATH-189 — Wild Cry: 1 Supply and 2 Troupes for a Beast card played face up; not face down, not another Clan (5.1.4.I, 5.1.4.II)', () => {
    const w = keep(room(p2Adviser('OATH-189')), BEAST);
    const up = saying(w, 'OATH-189');
    expect(up.map((c) => c.label)).toEqual(byLabel(w.choices, /sur votre site|face visible/).filter((c) => !/^Défausser/.test(c.label)).map((c) => c.label));
    for (const c of up) {
      expect(c.reasons!.some((x) => x.text.includes(nb('1 Provision')))).toBe(true);
      expect(c.reasons!.some((x) => x.text.includes(nb('2 Troupes')))).toBe(true);
    }
    expect(byLabel(saying(w, 'OATH-189'), /face cachée|^Défausser/)).toEqual([]);
    expect(saying(keep(room(p2Adviser('OATH-189')), HEARTH), 'OATH-189')).toEqual([]);
    expect(saying(keep(room(p2Adviser('OATH-047')), BEAST), 'OATH-189')).toEqual([]);
  });

  it('LC OATH-229 — Book of Records (a Relic held): a secret instead of the favor when playing to a site (5.1.4.I)', () => {
    const w = keep(room((x) => (x.players.player2!.relics = ['OATH-229'])), HEARTH);
    const wo = keep(room(), HEARTH);
    const label = byLabel(wo.choices, /^Jouer .* sur votre site$/)[0]!.label;
    const a = w.choices.find((c) => c.label === label)!;
    const b = wo.choices.find((c) => c.label === label)!;
    expect(b.reasons!.some((x) => /gagne une faveur/.test(x.text))).toBe(true);
    expect(a.reasons!.some((x) => /gagne un secret au lieu d’une faveur/.test(x.text))).toBe(true);
    expect(a.reasons!.some((x) => /gagne une faveur/.test(x.text))).toBe(false);
    // forced: no choice without it; the advisers are untouched
    expect(withCard(w, 'OATH-229')).toEqual([]);
    expect(byLabel(w.choices, /Conseillers/)).toEqual(byLabel(wo.choices, /Conseillers/));
  });

  it('LC OATH-174 — Sacred Ground: a Vision face up only with your pawn at its site; the Conspiracy is not bound (5.1.4.III)', () => {
    const faith: CardId = 'OATH-233';
    const wo = keep(withSetup(() => {}), faith);
    const up = byLabel(wo.choices, /face visible/)[0]!;
    const w = keep(withSetup((x) => (x.sites[2]!.cards = [{ card: 'OATH-174' }])), faith);
    expect(w.choices.find((c) => c.label === up.label)).toBeUndefined();
    expect(w.refusals.find((x) => x.label === up.label)).toMatchObject({ rule: '7.4', text: expect.stringMatching(named('OATH-174')) });
    const there = keep(withSetup((x) => { x.sites[2]!.cards = [{ card: 'OATH-174' }]; x.players.player2!.pawn = 3; }), faith);
    expect(byLabel(there.choices, /face visible/).length).toBe(1);
    const conspiracy = keep(withSetup((x) => (x.sites[2]!.cards = [{ card: 'OATH-174' }])), 'OATH-232');
    expect(byLabel(conspiracy.choices, /Conspiration face visible/)).toEqual(byLabel(keep(withSetup(() => {}), 'OATH-232').choices, /Conspiration face visible/));
  });

  it('LC OATH-204 — Ruined Temple (the Empire’s): an Exile cannot play a Beast card face up; a Citizen can (5.1.4.I, 5.1.4.II)', () => {
    const temple = (x: Setup) => (x.sites[0]!.cards![1] = { card: 'OATH-204' });
    const w = keep(room(temple), BEAST);
    const wo = keep(room(), BEAST);
    const up = placed(wo).filter((c) => /sur votre site|face visible/.test(c.label));
    expect(up.length).toBeGreaterThan(0);
    for (const c of up) expect(w.refusals.find((x) => x.label === c.label)).toMatchObject({ rule: '7.4', text: expect.stringMatching(named('OATH-204')) });
    expect(byLabel(w.choices, /face cachée/)).toEqual(byLabel(wo.choices, /face cachée/));
    expect(keep(room(temple), HEARTH).choices).toEqual(keep(room(), HEARTH).choices);
    expect(keep(room(temple), BEAST, 'player3').choices).toEqual(keep(room(), BEAST, 'player3').choices);
  });

  it('LC OATH-197, OATH-220 — Bracken, Cracked Horn: where the discarded cards go, said on each draw and on discarding the kept card (5.1.3, 5.1.4)', () => {
    for (const [id, s] of [['OATH-197', withSetup(p2Adviser('OATH-197'))], ['OATH-220', withSetup((x) => (x.players.player2!.relics = ['OATH-220']))]] as const) {
      const a = keep(s, HEARTH);
      expect(saying(a, id).map((c) => c.label)).toEqual(a.choices.filter((c) => /^Piocher|^Défausser Foire/.test(c.label)).map((c) => c.label));
      expect(saying(keep(withSetup(() => {}), HEARTH), id)).toEqual([]);
    }
  });

  it('LC OATH-140, OATH-142 — Book Binders, Saddle Makers (another player’s advisers): its ruler gains favor when you play a Vision face up, a Nomad or Order card face up', () => {
    const binders = withSetup((x) => (x.players.player3!.advisers = [{ card: 'OATH-140' }]));
    const vision = keep(binders, 'OATH-233');
    expect(saying(vision, 'OATH-140').map((c) => c.label)).toEqual(byLabel(vision.choices, /face visible/).map((c) => c.label));
    expect(saying(vision, 'OATH-140')[0]!.reasons!.some((x) => /le joueur.3 gagne 2.faveurs d’une banque/.test(x.text))).toBe(true);
    // its own ruler gains nothing from its own play
    expect(saying(keep(withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-140' }])), 'OATH-233'), 'OATH-140')).toEqual([]);
    const saddle = (more: (x: Setup) => void = () => {}) => room((x) => { x.players.player3!.advisers = [{ card: 'OATH-142' }]; more(x); });
    const order = keep(saddle(), 'OATH-004');
    expect(saying(order, 'OATH-142').length).toBe(byLabel(order.choices, /sur votre site|face visible/).filter((c) => !/^Défausser/.test(c.label)).length);
    expect(saying(order, 'OATH-142')[0]!.reasons!.some((x) => /joueur.3 gagne 2.faveurs de la banque Order/.test(x.text))).toBe(true);
    const low = keep(saddle((x) => (x.banks = { Order: 1 })), 'OATH-004');
    expect(saying(low, 'OATH-142')[0]!.reasons!.some((x) => /joueur.3 gagne 1.faveur de la banque Order/.test(x.text))).toBe(true);
    expect(saying(keep(saddle(), HEARTH), 'OATH-142')).toEqual([]);
  });
});

describe('one mechanism: the draw modifiers stay on the draws, out of reach does nothing', () => {
  it('7.4 — News from Afar, Augury act on the draws only, never on where the card goes', () => {
    const a = keep(withSetup(p2Adviser('OATH-134')), HEARTH);
    expect(withCard(a, 'OATH-134').every((c) => /^Piocher/.test(c.label))).toBe(true);
    const b = keep(withSetup(p2Adviser('OATH-056')), HEARTH);
    expect(saying(b, 'OATH-056').every((c) => /^Piocher/.test(c.label))).toBe(true);
    expect(placed(a)).toEqual(placed(keep(withSetup(p2Adviser('OATH-047')), HEARTH)));
  });
  it('7.1.1 — Crop Rotation, New Growth, Wild Cry in another player’s advisers: the answer is the plain one', () => {
    const plain = keep(withSetup(() => {}), BEAST);
    expect(keep(withSetup((x) => (x.players.player3!.advisers = [{ card: 'OATH-128' }, { card: 'OATH-188' }, { card: 'OATH-189' }])), BEAST)).toEqual(plain);
  });
  it('7.1.1 — Avide weighs the Supply a draw spends once modified: the world deck free with News from Afar stays open to the Chancellor', () => {
    const s = withSetup((x) => {
      x.visions = 3;
      x.reliquary = { relics: [], revealed: ['greedy'] };
      x.players.chancellor!.advisers = [{ card: 'OATH-134' }];
    });
    const r = legalAction(s, 'chancellor', 'search');
    expect(byLabel(r.refusals, /^Piocher dans la pioche Monde$/).map((x) => x.rule)).toEqual(['7.1.1']);
    expect(byLabel(r.choices, /^Piocher dans la pioche Monde, avec/).length).toBe(1);
  });
  it('6.1 — a face-down adviser played face up is a play: Wild Cry applies, Land Warden (two cards drawn) does not', () => {
    const s = withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-189' }, { card: 'OATH-130' }, { card: BEAST, faceDown: true }]));
    const r = legalAction(s, 'player2', 'adviser', { card: BEAST });
    expect(saying(r, 'OATH-189').length).toBeGreaterThan(0);
    expect(withCard(r, 'OATH-130')).toEqual([]);
  });
});

describe('docs/situations.md §11', () => {
  it('the Crop Rotation example link opens the full site, one choice per denizen there', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../../../docs/situations.md', import.meta.url), 'utf8');
    const link = /`oath\/(action\.j2\.rechercher\.carte-013\/[^`]*a039\+128[^`]*)`/.exec(doc)?.[1];
    expect(link).toBeDefined();
    const d = decodeSituation(link!);
    expect(d.ok).toBe(true);
    const a = evaluateSituation(d.ok ? d.situation : null);
    expect(a.ok).toBe(true);
    expect(withCard(a.action!, 'OATH-128').map((c) => c.label)).toEqual(['OATH-179', 'OATH-042'].map((id) => `Défausser ${cardName(id as CardId)} de votre site, puis y jouer ${cardName(HEARTH)}, avec ${cardName('OATH-128')}`));
  });
});
