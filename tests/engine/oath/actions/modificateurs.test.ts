// The modifiers of Major Actions printed on cards, applied (7.4; src/engine/oath/actions/modifiers.ts).
// One row per applied card: a position with the card in reach, the same position without it, and what
// the answer shows in each; every row cites the card (LC OATH-xxx, LederCards/cards) and the rule.
// Expected values are read from the engine's own answer without the card (costs, labels), never typed.
import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../../../../src/engine/core/format';
import { legalAction, type ActionAnswer, type ActionId } from '../../../../src/engine/oath/actions/index';
import { MODIFIERS, NAMED } from '../../../../src/engine/oath/actions/modifiers';
import { cardsWithPower } from '../../../../src/engine/oath/actions/common';
import { CARDS, cardInfo, type CardId } from '../../../../src/engine/oath/deck';
import type { PlayerId, Setup } from '../../../../src/engine/oath/setup';
import { withSetup } from './base';
import { validate } from '../../../../src/engine/oath/validate';

/** counts are written with a no-break space (countText) */
const nb = (t: string) => frenchTypography(t.replace(/(\d) /g, '$1\u00A0'));
const withCard = (a: ActionAnswer, id: CardId) => a.choices.filter((c) => c.label.includes(`avec ${cardInfo(id).en}`) || c.label.includes(`avec ${cardInfo(id).name}`));
const reasonsOf = (a: ActionAnswer, re: RegExp) => a.choices.filter((c) => (c.reasons ?? []).some((x) => x.rule === '7.4' && re.test(x.text)));
const byLabel = (a: ActionAnswer, re: RegExp) => a.choices.filter((c) => re.test(c.label));

interface Row {
  id: CardId;
  rule: string;
  what: string;
  player: PlayerId;
  action: ActionId;
  /** the position with the card in reach */
  with: Setup;
  /** the same position, the card out of the way */
  without: Setup;
  check: (w: ActionAnswer, wo: ActionAnswer) => void;
}

const p2Adviser = (id: CardId, more: (x: Setup) => void = () => {}) => withSetup((x) => {
  x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: id }];
  more(x);
});
const p2Plain = (more: (x: Setup) => void = () => {}) => p2Adviser('OATH-045', more);

/** A free variant beside each plain choice it applies to: same label + « avec X », no Provision, the power's cost if any. */
function freeVariant(id: CardId, dest: RegExp, powerCost: string | null) {
  return (w: ActionAnswer, wo: ActionAnswer) => {
    const plain = byLabel(wo, dest).filter((c) => !/avec/.test(c.label));
    const v = withCard(w, id).filter((c) => dest.test(c.label));
    expect(v.length).toBeGreaterThan(0);
    for (const c of v) {
      expect(c.cost).not.toMatch(/Provision/);
      if (powerCost) expect(c.cost).toContain(nb(powerCost));
      expect(c.reasons!.some((x) => x.rule === '7.4')).toBe(true);
    }
    // optional (7.4.1): the choice without the card stays, with its own cost
    for (const c of plain) expect(w.choices.find((x) => x.label === c.label)?.cost).toBe(c.cost);
    expect(withCard(wo, id)).toEqual([]);
  };
}

const TRAVEL: Row[] = [
  { id: 'OATH-029', rule: '7.6.2', what: 'Tents: to a site of your region, free for 1 favor on the card', player: 'player2', action: 'travel', with: p2Adviser('OATH-029'), without: p2Plain(), check: freeVariant('OATH-029', /site face cachée 7|Passage/, '1 faveur placée sur la carte') },
  { id: 'OATH-043', rule: '7.6.2', what: 'Forest Paths: to a site with a Beast card, free', player: 'player2', action: 'travel', with: p2Adviser('OATH-043', (x) => (x.sites[2]!.cards = [{ card: 'OATH-175' }])), without: p2Plain((x) => (x.sites[2]!.cards = [{ card: 'OATH-175' }])), check: freeVariant('OATH-043', /Grand Taudis/, '1 faveur placée sur la carte') },
  { id: 'OATH-058', rule: '7.6.2', what: 'Portal at your site: every trip from it free for 1 secret', player: 'player2', action: 'travel', with: p2Plain((x) => (x.sites[5]!.cards = [{ card: 'OATH-040' }, { card: 'OATH-058' }])), without: p2Plain((x) => (x.sites[5]!.cards = [{ card: 'OATH-040' }])), check: freeVariant('OATH-058', /Cité Antique|Tribunal/, '1 secret placé sur la carte') },
  { id: 'OATH-158', rule: '7.4', what: 'Special Envoy: free, and the Act Phase ends', player: 'player2', action: 'travel', with: p2Adviser('OATH-158'), without: p2Plain(), check: (w, wo) => {
    freeVariant('OATH-158', /Tribunal/, null)(w, wo);
    expect(withCard(w, 'OATH-158').every((c) => c.reasons!.some((x) => /phase d’Action se termine/.test(x.text)))).toBe(true);
  } },
  { id: 'OATH-169', rule: '7.4', what: 'Way Station you rule: the trip to it is free', player: 'player2', action: 'travel', with: p2Plain((x) => (x.sites[2] = { site: 'OATH-244', warbands: { player2: 1 }, cards: [{ card: 'OATH-169' }] })), without: p2Plain((x) => (x.sites[2] = { site: 'OATH-244', warbands: { player2: 1 }, cards: [{ card: 'OATH-175' }] })), check: (w, wo) => {
    freeVariant('OATH-169', /Grand Taudis/, null)(w, wo);
    expect(withCard(w, 'OATH-169').every((c) => /Grand Taudis/.test(c.label))).toBe(true);
  } },
  { id: 'OATH-172', rule: '7.4', what: 'A Fast Steed: free with 3 Troupes or fewer on the board (1 favor on the card)', player: 'player2', action: 'travel', with: p2Adviser('OATH-172', (x) => (x.players.player2!.warbands = 3)), without: p2Plain((x) => (x.players.player2!.warbands = 3)), check: freeVariant('OATH-172', /Cité Antique/, '1 faveur placée sur la carte') },
  { id: 'OATH-111', rule: '7.4', what: 'Tyrant: must kill a Troupe at the site reached, where there is one', player: 'player2', action: 'travel', with: p2Adviser('OATH-111'), without: p2Plain(), check: (w, wo) => {
    expect(reasonsOf(w, /tuer une Troupe/).map((c) => c.label)).toEqual(byLabel(w, /Cité Antique|Vallée Fertile/).map((c) => c.label));
    expect(reasonsOf(wo, /tuer une Troupe/)).toEqual([]);
  } },
  { id: 'OATH-171', rule: '7.4', what: 'Hospitality: a favor after the trip where a card matches an adviser', player: 'player2', action: 'travel', with: p2Adviser('OATH-171', (x) => (x.sites[2]!.cards = [{ card: 'OATH-175' }])), without: p2Plain((x) => (x.sites[2]!.cards = [{ card: 'OATH-175' }])), check: (w, wo) => {
    expect(reasonsOf(w, /1\u00A0faveur/).map((c) => c.label)).toEqual([expect.stringMatching(/Grand Taudis/)]);
    expect(reasonsOf(wo, /faveur/)).toEqual([]);
  } },
  { id: 'OATH-230', rule: '7.4', what: 'Dragonskin Drum (a Relic held): a Troupe after every trip', player: 'player2', action: 'travel', with: p2Plain((x) => (x.players.player2!.relics = ['OATH-230'])), without: p2Plain(), check: (w, wo) => {
    expect(reasonsOf(w, /gagner 1\u00A0Troupe/).length).toBe(w.choices.length);
    expect(w.choices.map((c) => c.cost)).toEqual(wo.choices.map((c) => c.cost));
  } },
];

const chancellorAdviser = (id: CardId, more: (x: Setup) => void = () => {}) => withSetup((x) => {
  x.players.chancellor!.advisers = [{ card: 'OATH-001' }, { card: id }];
  more(x);
});
const chancellorPlain = (more: (x: Setup) => void = () => {}) => chancellorAdviser('OATH-008', more);
const noPressgangs = (x: Setup) => (x.sites[0]!.cards![0] = { card: 'OATH-004' });

const MUSTER: Row[] = [
  { id: 'OATH-006', rule: '5.2.1', what: 'Pressgangs: a card with a token may be mustered on', player: 'chancellor', action: 'muster', with: chancellorPlain(), without: chancellorPlain(noPressgangs), check: (w, wo) => {
    expect(withCard(w, 'OATH-006').map((c) => c.label)).toEqual([expect.stringMatching(/^Poser une faveur sur Garrison/)]);
    expect(wo.refusals.find((x) => /Garrison/.test(x.label))).toMatchObject({ rule: '5.2.1' });
    expect(w.refusals.some((x) => /Garrison/.test(x.label))).toBe(false);
  } },
  { id: 'OATH-040', rule: '5.2.1', what: 'Animal Playmates (adviser-only, LeCodex): no Supply on a Beast card', player: 'player2', action: 'muster', with: p2Adviser('OATH-040'), without: p2Plain(), check: (w, wo) => {
    expect(withCard(w, 'OATH-040').map((c) => c.cost)).toEqual([nb('1 faveur'), nb('1 faveur')]);
    expect(withCard(wo, 'OATH-040')).toEqual([]);
    expect(byLabel(w, /Old Oak$|Old Oak \(nom anglais ; nom français non confirmé\)$/).map((c) => c.cost)).toEqual(byLabel(wo, /Old Oak \(nom anglais ; nom français non confirmé\)$/).map((c) => c.cost));
  } },
  { id: 'OATH-073', rule: '5.2.1', what: 'Initiation Rite (forced): a secret instead of a favor', player: 'chancellor', action: 'muster', with: chancellorAdviser('OATH-073', noPressgangs), without: chancellorPlain(noPressgangs), check: (w, wo) => {
    expect(wo.choices.map((c) => c.cost)).toEqual([nb('1 Provision et 1 faveur')]);
    expect(w.choices.map((c) => c.cost)).toEqual([nb('1 Provision et 1 secret')]);
    expect(w.choices.map((c) => c.label)).toEqual(wo.choices.map((c) => c.label.replace('une faveur', 'un secret')));
  } },
  { id: 'OATH-120', rule: '5.2.2', what: 'Knights Errant: a free Campagne after mustering', player: 'chancellor', action: 'muster', with: chancellorAdviser('OATH-120'), without: chancellorPlain(), check: (w, wo) => {
    expect(reasonsOf(w, /faire Campagne sans dépenser de Provision/).length).toBe(w.choices.length);
    expect(reasonsOf(wo, /Campagne/)).toEqual([]);
  } },
  { id: 'OATH-144', rule: '5.2.2', what: 'Rowdy Pub: one more Troupe when mustering on it', player: 'chancellor', action: 'muster', with: chancellorPlain((x) => (x.sites[0]!.cards![1] = { card: 'OATH-144' })), without: chancellorPlain((x) => (x.sites[0]!.cards![1] = { card: 'OATH-147' })), check: (w, wo) => {
    expect(reasonsOf(w, /1\u00A0Troupe de plus/).map((c) => c.label)).toEqual([expect.stringMatching(/^Poser une faveur sur Rowdy Pub/)]);
    expect(reasonsOf(wo, /Troupe de plus/)).toEqual([]);
  } },
  { id: 'OATH-196', rule: '5.2.1', what: 'Vow of Beastkin (forced): only a card matching an adviser, one more Troupe', player: 'player2', action: 'muster', with: p2Adviser('OATH-196', (x) => (x.sites[5]!.cards = [{ card: 'OATH-040' }, { card: 'OATH-050' }])), without: p2Plain((x) => (x.sites[5]!.cards = [{ card: 'OATH-040' }, { card: 'OATH-050' }])), check: (w, wo) => {
    expect(byLabel(wo, /Welcoming Party/).length).toBe(1);
    expect(byLabel(w, /Welcoming Party/)).toEqual([]);
    expect(w.refusals.find((x) => /Welcoming Party/.test(x.label))).toMatchObject({ rule: '7.4' });
    expect(reasonsOf(w, /1\u00A0Troupe de plus/).length).toBe(w.choices.length);
    expect(w.choices.length).toBeGreaterThan(0);
  } },
];

/** player2 at the Deep Woods (its two advisers Beast), trading; `cards` at the Deep Woods. */
const p2Trade = (advisers: CardId[], cards: CardId[], more: (x: Setup) => void = () => {}) => withSetup((x) => {
  x.players.player2!.advisers = advisers.map((card) => ({ card }));
  x.sites[5]!.cards = cards.map((card) => ({ card }));
  more(x);
});
const BEASTS: CardId[] = ['OATH-039', 'OATH-045'];

const TRADE: Row[] = [
  { id: 'OATH-036', rule: '5.3.2', what: 'Acting Troupe: trade with it as with a Beast or an Order card', player: 'player2', action: 'trade', with: p2Trade(BEASTS, ['OATH-036']), without: p2Trade(BEASTS, ['OATH-069']), check: (w, wo) => {
    // as a Beast card, both Beast advisers match: what an Arcane card gives nobody, Tutor (Arcane) shows it
    const asBeast = withCard(w, 'OATH-036').filter((c) => /comme carte Beast/.test(c.label));
    expect(asBeast.map((c) => c.label)).toEqual([expect.stringMatching(/gagner 3\u00A0faveurs de la banque Beast/), expect.stringMatching(/gagner 2\u00A0secrets/)]);
    expect(withCard(w, 'OATH-036').filter((c) => /comme carte Order/.test(c.label)).length).toBe(2);
    expect(w.choices.filter((c) => !/avec/.test(c.label)).map((c) => c.label.replace('Acting Troupe', 'Tutor'))).toEqual(wo.choices.map((c) => c.label));
  } },
  { id: 'OATH-042', rule: '5.3.2', what: 'The Old Oak: one more secret when trading with it for secrets, with a Beast adviser', player: 'player2', action: 'trade', with: p2Trade(BEASTS, ['OATH-042']), without: p2Trade(['OATH-069', 'OATH-034'], ['OATH-042']), check: (w, wo) => {
    expect(reasonsOf(w, /1\u00A0secret de plus/).map((c) => c.label)).toEqual([expect.stringMatching(/^Poser deux faveurs sur The Old Oak/)]);
    expect(reasonsOf(wo, /secret de plus/)).toEqual([]);
  } },
  { id: 'OATH-055', rule: '5.3.2', what: 'Secret Signal: one more favor when a trade gains only one', player: 'player2', action: 'trade', with: p2Trade(['OATH-055'], ['OATH-040']), without: p2Trade(['OATH-069'], ['OATH-040']), check: (w, wo) => {
    expect(reasonsOf(w, /1\u00A0faveur de plus/).map((c) => c.label)).toEqual([expect.stringMatching(/gagner 1\u00A0faveur de la banque Beast/)]);
    expect(reasonsOf(wo, /faveur de plus/)).toEqual([]);
  } },
  { id: 'OATH-076', rule: '5.3.2', what: 'Map Library at your site: the cards of the other sites of your region', player: 'player2', action: 'trade', with: p2Trade(BEASTS, ['OATH-076'], (x) => (x.sites[7]!.cards = [{ card: 'OATH-175' }])), without: p2Trade(BEASTS, ['OATH-069'], (x) => (x.sites[7]!.cards = [{ card: 'OATH-175' }])), check: (w, wo) => {
    expect(withCard(w, 'OATH-076').map((c) => c.label)).toEqual([expect.stringMatching(/Nature Worship.*Passage Étroit/), expect.stringMatching(/Nature Worship.*Passage Étroit/)]);
    expect(wo.choices.some((c) => /Nature Worship/.test(c.label))).toBe(false);
    expect(wo.refusals.some((c) => /Nature Worship/.test(c.label))).toBe(false);
  } },
  { id: 'OATH-150', rule: '5.3.1', what: 'Awaited Return: no Supply for a Troupe sacrificed from your board', player: 'player2', action: 'trade', with: p2Trade(BEASTS, ['OATH-150']), without: p2Trade(BEASTS, ['OATH-047']), check: (w, wo) => {
    expect(withCard(w, 'OATH-150').map((c) => c.cost)).toEqual([nb('1 secret et 1 Troupe sacrifiée'), nb('2 faveurs et 1 Troupe sacrifiée')]);
    expect(w.choices.filter((c) => !/avec/.test(c.label)).map((c) => c.cost)).toEqual(wo.choices.map((c) => c.cost));
  } },
  { id: 'OATH-176', rule: '5.3.1', what: 'Birdsong: no Supply with a Beast or Nomad card', player: 'player2', action: 'trade', with: p2Trade(BEASTS, ['OATH-176', 'OATH-047']), without: p2Trade(BEASTS, ['OATH-175', 'OATH-047']), check: (w, wo) => {
    expect(withCard(w, 'OATH-176').map((c) => c.label)).toEqual([expect.stringMatching(/sur Birdsong/), expect.stringMatching(/sur Birdsong/)]);
    expect(withCard(w, 'OATH-176').every((c) => !/Provision/.test(c.cost))).toBe(true);
    expect(withCard(wo, 'OATH-176')).toEqual([]);
  } },
  { id: 'OATH-177', rule: '5.3.2', what: 'Small Friends: the cards of any site with a Beast card', player: 'player2', action: 'trade', with: p2Trade([...BEASTS, 'OATH-177'], ['OATH-047'], (x) => (x.sites[2]!.cards = [{ card: 'OATH-175' }, { card: 'OATH-069' }])), without: p2Trade(BEASTS, ['OATH-047'], (x) => (x.sites[2]!.cards = [{ card: 'OATH-175' }, { card: 'OATH-069' }])), check: (w, wo) => {
    expect(withCard(w, 'OATH-177').filter((c) => /Tutor/.test(c.label)).length).toBe(2);
    expect(withCard(w, 'OATH-177').every((c) => /Grand Taudis/.test(c.label))).toBe(true);
    expect(wo.choices.some((c) => /Grand Taudis/.test(c.label))).toBe(false);
  } },
  { id: 'OATH-217', rule: '5.3.1', what: 'Cup of Plenty (a Relic held): no Supply with a card matching an adviser', player: 'player2', action: 'trade', with: p2Trade(BEASTS, ['OATH-175', 'OATH-047'], (x) => (x.players.player2!.relics = ['OATH-217'])), without: p2Trade(BEASTS, ['OATH-175', 'OATH-047']), check: (w, wo) => {
    expect(withCard(w, 'OATH-217').map((c) => c.label)).toEqual([expect.stringMatching(/sur Nature Worship/), expect.stringMatching(/sur Nature Worship/)]);
    expect(withCard(wo, 'OATH-217')).toEqual([]);
  } },
];

const ds = (holder: PlayerId | null, tokens: number) => (x: Setup) => (x.banners = { ...x.banners, darkestSecret: { holder, tokens } });

const RECOVER: Row[] = [
  { id: 'OATH-032', rule: '5.4.2', what: 'Magician’s Code: two secrets gained and added to the payment for the Darkest Secret (2 favor on the card)', player: 'player2', action: 'recover', with: p2Adviser('OATH-032', ds(null, 3)), without: p2Plain(ds(null, 3)), check: (w, wo) => {
    // 3 secrets on it: 4 needed, player2 has 2 — refused without, possible with the 2 gained
    expect(wo.refusals.find((x) => /Sombre Secret/.test(x.label))).toMatchObject({ rule: '5.4.2' });
    expect(withCard(w, 'OATH-032').map((c) => c.cost)).toEqual([nb('1 Provision et 2 faveurs placées sur la carte et 2 secrets')]);
  } },
  { id: 'OATH-074', rule: '5.4.1', what: 'Vow of Silence (forced): you cannot recover the Darkest Secret', player: 'player2', action: 'recover', with: p2Adviser('OATH-074', ds(null, 1)), without: p2Plain(ds(null, 1)), check: (w, wo) => {
    expect(byLabel(wo, /Sombre Secret/).length).toBe(1);
    expect(byLabel(w, /Sombre Secret/)).toEqual([]);
    expect(w.refusals.find((x) => /Sombre Secret/.test(x.label))).toMatchObject({ rule: '7.4', text: expect.stringMatching(/Vow of Silence/) });
  } },
  { id: 'OATH-173', rule: '5.4.3', what: 'Relic Worship: 3 Supply after recovering a Relic', player: 'player2', action: 'recover', with: p2Adviser('OATH-173'), without: p2Plain(), check: (w, wo) => {
    expect(reasonsOf(w, /3\u00A0Provisions/).map((c) => c.label)).toEqual([expect.stringMatching(/Relique/)]);
    expect(reasonsOf(wo, /Provisions/)).toEqual([]);
  } },
  { id: 'OATH-202', rule: '5.4.4', what: 'Hall of Mockery at your site: the People’s Favor always turns to its Mob side', player: 'player2', action: 'recover', with: p2Plain((x) => (x.sites[5]!.cards = [{ card: 'OATH-040' }, { card: 'OATH-202' }])), without: p2Plain((x) => (x.sites[5]!.cards = [{ card: 'OATH-040' }])), check: (w, wo) => {
    expect(reasonsOf(w, /face Foule/).map((c) => c.label)).toEqual(['Récupérer la Faveur du Peuple']);
    expect(reasonsOf(wo, /Foule/)).toEqual([]);
  } },
];

/** a card at the Cité Antique (site 1, purple Troupes: the Empire rules it) instead of Garrison */
const atCity = (id: CardId, more: (x: Setup) => void = () => {}) => withSetup((x) => {
  x.sites[0]!.cards![1] = { card: id };
  more(x);
});

const IMPOSED: Row[] = [
  { id: 'OATH-112', rule: '5.1.1', what: 'Forced Labor: an Exile whose pawn is at a site of the Empire gives the Chancellor a favor to search', player: 'player2', action: 'search', with: atCity('OATH-112', (x) => (x.players.player2!.pawn = 1)), without: withSetup((x) => (x.players.player2!.pawn = 1)), check: (w, wo) => {
    for (const c of w.choices) expect(c.cost).toContain(nb('1 faveur donnée au Chancelier'));
    expect(w.choices.length).toBe(wo.choices.length);
    for (const c of wo.choices) expect(c.cost).not.toMatch(/faveur donnée/);
  } },
  { id: 'OATH-118', rule: '5.6.1', what: 'Toll Roads (the Empire’s): an Exile gives the Chancellor a favor to travel to an Imperial site; a Citizen does not', player: 'player2', action: 'travel', with: atCity('OATH-118'), without: atCity('OATH-147'), check: (w, wo) => {
    for (const c of byLabel(wo, /Cité Antique|Vallée Fertile/)) expect(w.choices.find((x) => x.label === c.label)!.cost).toBe(`${c.cost} et 1\u00A0faveur donnée au Chancelier`);
    for (const c of byLabel(wo, /Grand Taudis|Tribunal/)) expect(w.choices.find((x) => x.label === c.label)!.cost).toBe(c.cost);
    const citizen = legalAction(atCity('OATH-118'), 'player3', 'travel');
    expect(citizen.choices.map((c) => c.cost)).toEqual(legalAction(atCity('OATH-147'), 'player3', 'travel').choices.map((c) => c.cost));
  } },
  { id: 'OATH-178', rule: '5.6', what: 'Grasping Vines (the Empire’s): an Exile leaving an Imperial site kills a Troupe of its board', player: 'player2', action: 'travel', with: atCity('OATH-178', (x) => (x.players.player2!.pawn = 1)), without: atCity('OATH-147', (x) => (x.players.player2!.pawn = 1)), check: (w, wo) => {
    expect(reasonsOf(w, /tuer une Troupe de votre plateau/).length).toBe(w.choices.length);
    expect(w.choices.length).toBe(wo.choices.length);
    expect(reasonsOf(wo, /tuer/)).toEqual([]);
  } },
  { id: 'OATH-094', rule: '5.6', what: 'Boiling Lake: whoever travels to its site without ruling it kills two Troupes of its board', player: 'player2', action: 'travel', with: withSetup((x) => (x.sites[2]!.cards = [{ card: 'OATH-094' }])), without: withSetup((x) => (x.sites[2]!.cards = [{ card: 'OATH-147' }])), check: (w, wo) => {
    expect(reasonsOf(w, /tuer deux Troupes/).map((c) => c.label)).toEqual([expect.stringMatching(/Grand Taudis/)]);
    expect(reasonsOf(wo, /tuer/)).toEqual([]);
  } },
  { id: 'OATH-119', rule: '5.3.1', what: 'Curfew (the Empire’s): an Exile gives the Chancellor a favor to trade with an Imperial card', player: 'player2', action: 'trade', with: atCity('OATH-004', (x) => { x.players.player2!.pawn = 1; x.sites[1]!.cards = [{ card: 'OATH-119' }]; }), without: atCity('OATH-004', (x) => (x.players.player2!.pawn = 1)), check: (w, wo) => {
    expect(wo.choices.length).toBeGreaterThan(0);
    expect(w.choices.map((c) => c.cost)).toEqual(wo.choices.map((c) => `${c.cost} et 1\u00A0faveur donnée au Chancelier`));
  } },
];

/** Rechercher (5.1): the draws. player2 stands in the Hinterland (Bois Profonds). */
const otherPiles = /défausse (du Cradle|des Provinces)/;
const SEARCH: Row[] = [
  { id: 'OATH-134', rule: '5.1.1', what: 'News from Afar: every draw without Supply, for 2 favor on the card', player: 'player2', action: 'search', with: p2Adviser('OATH-134'), without: p2Plain(), check: freeVariant('OATH-134', /pioche Monde|défausse du Hinterland/, '2 faveurs placées sur la carte') },
  { id: 'OATH-183', rule: '5.1.1', what: 'Mushrooms: your region’s discard pile without Supply, one card from its bottom, for 1 secret', player: 'player2', action: 'search', with: p2Adviser('OATH-183'), without: p2Plain(), check: (w, wo) => {
    freeVariant('OATH-183', /défausse du Hinterland/, '1 secret placé sur la carte')(w, wo);
    expect(withCard(w, 'OATH-183').filter((c) => /pioche Monde/.test(c.label))).toEqual([]);
    expect(withCard(w, 'OATH-183')[0]!.reasons!.some((x) => /une carte, sous la pile/.test(x.text))).toBe(true);
  } },
  { id: 'OATH-011', rule: '5.1.2', what: 'Errand Boy: another region’s discard pile, for 1 favor on the card', player: 'player2', action: 'search', with: p2Adviser('OATH-011'), without: p2Plain(), check: (w, wo) => {
    const own = byLabel(wo, /défausse du Hinterland/)[0]!;
    const v = withCard(w, 'OATH-011');
    expect(v.length).toBe(2);
    for (const c of v) {
      expect(c.label).toMatch(otherPiles);
      expect(c.cost).toContain(own.cost);
      expect(c.cost).toContain(nb('1 faveur placée sur la carte'));
    }
    expect(byLabel(wo, otherPiles)).toEqual([]);
  } },
  { id: 'OATH-064', rule: '5.1.2', what: 'Observatory at your site: any discard pile', player: 'player2', action: 'search', with: p2Plain((x) => (x.sites[5]!.cards = [{ card: 'OATH-179' }, { card: 'OATH-064' }])), without: p2Plain(), check: (w, wo) => {
    expect(withCard(w, 'OATH-064').map((c) => c.label).every((l) => otherPiles.test(l))).toBe(true);
    expect(withCard(w, 'OATH-064').length).toBe(2);
    expect(byLabel(wo, otherPiles)).toEqual([]);
  } },
  { id: 'OATH-056', rule: '5.1.2', what: 'Augury: one card more, said on each draw', player: 'player2', action: 'search', with: p2Adviser('OATH-056'), without: p2Plain(), check: (w, wo) => {
    expect(reasonsOf(w, /Augury/).length).toBe(w.choices.length);
    expect(reasonsOf(wo, /Augury/)).toEqual([]);
  } },
  { id: 'OATH-214', rule: '5.1.2', what: 'Truthful Harp (a Relic held): two cards more, every card then revealed, said on each draw', player: 'player2', action: 'search', with: p2Plain((x) => (x.players.player2!.relics = ['OATH-214'])), without: p2Plain(), check: (w, wo) => {
    expect(reasonsOf(w, /Harpe de Vérité.*révéler/).length).toBe(w.choices.length);
    expect(reasonsOf(wo, /Harpe de Vérité/)).toEqual([]);
  } },
  { id: 'OATH-122', rule: '5.1.2', what: 'Hunting Party: after the world deck, a free Campagne, said on that draw only', player: 'player2', action: 'search', with: p2Adviser('OATH-122'), without: p2Plain(), check: (w, wo) => {
    expect(reasonsOf(w, /Hunting Party/).map((c) => c.label)).toEqual(byLabel(wo, /pioche Monde/).map((c) => c.label));
  } },
];

function table(name: string, rows: Row[]) {
  describe(name, () => {
    for (const r of rows)
      it(`LC ${r.id} — ${r.what} (${r.rule}, 7.4)`, () => {
        const ruled: number[] = [];
        // in reach (7.1.1), save the cards that act on their ruler's adversaries or on travellers
        if (!MODIFIERS[r.id]!.imposed) expect(cardsWithPower(r.with, r.player, r.action as 'travel', ruled.concat(r.with.sites.map((_, i) => i + 1))).some((c) => c.card === r.id)).toBe(true);
        r.check(legalAction(r.with, r.player, r.action), legalAction(r.without, r.player, r.action));
      });
  });
}

table('Voyager (5.6): Travel modifiers', TRAVEL);
table('Recruter (5.2): Muster modifiers', MUSTER);
table('Commercer (5.3): Trade modifiers', TRADE);
table('Récupérer (5.4): Recover modifiers', RECOVER);
table('Rechercher (5.1): Search modifiers', SEARCH);
table('Cards that act on their ruler’s adversaries or on travellers, out of their reach', IMPOSED);

describe('who may use a modifier, and its cost (7.1.1, 7.1.2, 7.4.1)', () => {
  it('7.1.1 — another player’s adviser is out of reach: nothing changes', () => {
    const s = withSetup((x) => (x.players.player3!.advisers = [{ card: 'OATH-029' }]));
    const plain = legalAction(withSetup(() => {}), 'player2', 'travel');
    expect(legalAction(s, 'player2', 'travel')).toEqual(plain);
  });
  it('7.4.1 — an optional modifier gives both choices, with and without', () => {
    const r = legalAction(p2Adviser('OATH-029'), 'player2', 'travel');
    const seven = byLabel(r, /site face cachée 7/);
    expect(seven.map((c) => c.cost)).toEqual([nb('3 Provisions'), nb('1 faveur placée sur la carte')]);
  });
  it('7.1.2 — the power’s cost cannot be paid: that choice is refused, the plain one stays', () => {
    const r = legalAction(p2Adviser('OATH-029', (x) => (x.players.player2!.favor = 0)), 'player2', 'travel');
    expect(withCard(r, 'OATH-029')).toEqual([]);
    expect(r.refusals.filter((x) => /avec Tents/.test(x.label)).every((x) => x.rule === '7.1.2')).toBe(true);
    expect(r.refusals.some((x) => /avec Tents/.test(x.label))).toBe(true);
    const onCard = legalAction(withSetup((x) => (x.players.player2!.advisers = [{ card: 'OATH-029', favor: 1 }])), 'player2', 'travel');
    expect(onCard.refusals.find((x) => /avec Tents/.test(x.label))).toMatchObject({ rule: '7.1.2', text: expect.stringMatching(/porte déjà un jeton/) });
  });
  it('a card tagged Travel, Muster, Trade, Recover or Search (LC) is either applied or named with its reason', () => {
    for (const id of Object.keys(NAMED) as CardId[]) expect(MODIFIERS[id]).toBeUndefined();
    const tagged = CARDS.filter((c) => c.powers.some((k) => k === 'travel' || k === 'muster' || k === 'trade' || k === 'recover' || k === 'search')).map((c) => c.id);
    expect(tagged.length).toBeGreaterThan(33);
    expect(tagged.filter((id) => !MODIFIERS[id] && !NAMED[id])).toEqual([]);
    for (const id of Object.keys(MODIFIERS) as CardId[]) expect(cardInfo(id).powers).toContain(MODIFIERS[id]!.action);
  });
  it('7.1.2 — a card with LC’s « Power » tag carries its cost in the table, and only such a card', () => {
    for (const id of Object.keys(MODIFIERS) as CardId[]) expect([id, !!MODIFIERS[id]!.cost]).toEqual([id, cardInfo(id).costed]);
  });
});

describe('7.4 — several optional modifiers on one action', () => {
  // player2 at slot 6 with Map Library (LC OATH-076: Trade with a card of another site of the region)
  // and Birdsong as adviser (LC OATH-176: Trade with a Beast or Nomad card spends no Supply); War
  // Tortoise (Beast) lies at slot 8, in the same region
  const both = withSetup((x) => {
    x.players.player2!.advisers = [{ card: 'OATH-176' }, { card: 'OATH-039' }];
    x.sites[5]!.cards = [{ card: 'OATH-076' }];
    x.sites[7]!.cards = [{ card: 'OATH-187' }];
  });
  const onPlaymates = (a: ActionAnswer) => a.choices.filter((c) => /sur War Tortoise/.test(c.label));

  it('the position is a legal one (validate)', () => expect(validate(both).ok).toBe(true));

  it('LC OATH-076 + OATH-176: the card Map Library opens is traded with for no Supply with Birdsong — a choice only the two together give', () => {
    const r = legalAction(both, 'player2', 'trade');
    const library = onPlaymates(r).filter((c) => /avec Map Library/.test(c.label) && !/Birdsong/.test(c.label));
    const together = onPlaymates(r).filter((c) => /avec Map Library .*et Birdsong/.test(c.label));
    expect(library.length).toBe(2);
    // the same trades, without the Provision
    expect(together.map((c) => c.cost)).toEqual(library.map((c) => c.cost.replace(/^1\u00A0Provision et /, '')));
    expect(together.every((c) => (c.reasons ?? []).some((x) => x.rule === '7.4' && /Birdsong/.test(x.text)))).toBe(true);
    // Birdsong alone cannot reach a card of another site
    expect(onPlaymates(r).filter((c) => /avec Birdsong/.test(c.label) && !/Map Library/.test(c.label))).toEqual([]);
    // without Birdsong, no such choice
    const alone = structuredClone(both);
    alone.players.player2!.advisers = [{ card: 'OATH-039' }];
    expect(onPlaymates(legalAction(alone, 'player2', 'trade')).filter((c) => /Birdsong/.test(c.label))).toEqual([]);
  });

  it('two powers that each make the trip free are never used together (the second adds nothing)', () => {
    const r = legalAction(p2Adviser('OATH-029', (x) => ((x.players.player2!.advisers = [{ card: 'OATH-029' }, { card: 'OATH-172' }]), (x.players.player2!.warbands = 3))), 'player2', 'travel');
    expect(withCard(r, 'OATH-029').length).toBeGreaterThan(0);
    expect(withCard(r, 'OATH-172').length).toBeGreaterThan(0);
    expect(r.choices.filter((c) => / et /.test(c.label.split(', avec ')[1] ?? ''))).toEqual([]);
  });

  it('7.1.2 — a set pays every power’s cost: Errand Boy (LC OATH-011, 1 faveur: another region’s pile) with News from Afar (LC OATH-134, 2 faveurs: no Supply) needs 3 faveurs', () => {
    const at = (favor: number) =>
      legalAction(
        withSetup((x) => {
          x.players.player2!.advisers = [{ card: 'OATH-011' }, { card: 'OATH-134' }];
          x.players.player2!.favor = favor;
        }),
        'player2',
        'search',
      );
    const set = (a: ActionAnswer) => a.choices.filter((c) => c.label.includes(`avec ${cardInfo('OATH-011').name}`) && c.label.includes(` et ${cardInfo('OATH-134').name}`) || c.label.includes(`avec ${cardInfo('OATH-011').en}`) && c.label.includes(` et ${cardInfo('OATH-134').en}`));
    expect(set(at(3)).length).toBeGreaterThan(0);
    for (const c of set(at(3))) expect(c.cost).toBe(nb('1 faveur placée sur la carte et 2 faveurs placées sur la carte'));
    // with 2 faveurs each power alone, never both
    expect(set(at(2))).toEqual([]);
    expect(withCard(at(2), 'OATH-011').length).toBeGreaterThan(0);
    expect(withCard(at(2), 'OATH-134').length).toBeGreaterThan(0);
  });

  it('more than four optional modifiers on one choice: each shown alone, and the answer says the sets are not listed', () => {
    const r = legalAction(
      withSetup((x) => {
        x.players.player2!.advisers = [{ card: 'OATH-029' }, { card: 'OATH-043' }, { card: 'OATH-172' }, { card: 'OATH-158' }, { card: 'OATH-120' }];
        x.players.player2!.warbands = 3;
        x.sites[5]!.cards = [{ card: 'OATH-058' }];
        x.sites[7]!.cards = [{ card: 'OATH-040' }];
      }),
      'player2',
      'travel',
    );
    expect(r.notes.some((x) => x.rule === '7.4' && /^Plus de 4.modificateurs facultatifs/.test(x.text))).toBe(true);
    expect(r.choices.filter((c) => / et /.test(c.label.split(', avec ')[1] ?? ''))).toEqual([]);
  });
});

describe('a forced modifier also names what it refuses', () => {
  it('LC OATH-073 — Initiation Rite without a secret: « Poser un secret sur … » refused for the secret (5.2.1)', () => {
    const r = legalAction(chancellorAdviser('OATH-073', (x) => (x.players.chancellor!.secrets = 0)), 'chancellor', 'muster');
    expect(r.choices.filter((c) => !/avec/.test(c.label))).toEqual([]);
    expect(r.refusals.find((x) => /^Poser un secret sur Pressgangs/.test(x.label))).toMatchObject({ rule: '5.2.1', text: expect.stringMatching(/secret/) });
  });
});
