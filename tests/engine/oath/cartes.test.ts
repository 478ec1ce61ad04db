// Cards in an Oath position: validate() rows citing rules, the notation carrying cards by id
// (round trip on canonical positions, old texts unchanged).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from '../../../src/engine/oath/validate';
import { decodeSetup, encodeSetup } from '../../../src/engine/oath/notation';
import { cardInfo, type CardId } from '../../../src/engine/oath/deck';
import { siteInfo } from '../../../src/engine/oath/sites';
import { holdsCards, type Setup } from '../../../src/engine/oath/setup';
import { validSetup, validSetupWithCards } from './arbitraries';
import { pos } from './helpers';

const rulesOf = (x: Setup) => {
  const v = validate(x);
  return v.ok ? [] : [...new Set(v.problems.map((p) => p.rule))];
};
const problemsOf = (x: Setup) => {
  const v = validate(x);
  return v.ok ? [] : v.problems;
};
const c = (n: string, more: object = {}) => ({ card: `OATH-${n}` as CardId, ...more });

describe('validate: cards', () => {
  it('a position with cards within the rules is legal and keeps them', () => {
    const s = pos((x) => {
      x.sites[0]!.cards = [c('005'), c('199')];
      x.players.player2!.advisers = [c('156'), c('233', { faceDown: true })];
      x.decks = { world: 40, dispossessed: 6 };
    });
    const v = validate(s);
    if (!v.ok) throw new Error(JSON.stringify(v.problems));
    expect(v.setup.sites[0]!.cards).toEqual([c('005'), c('199')]);
    expect(holdsCards(v.setup)).toBe(true);
    expect(holdsCards(pos())).toBe(false);
  });

  const cap = siteInfo('OATH-244').capacity; // slot 3
  it.each([
    ['more cards than the site’s capacity', (x: Setup) => (x.sites[2]!.cards = Array.from({ length: cap + 1 }, (_, i) => c(String(101 + i).padStart(3, '0')))), '2.8.1'],
    ['a Relic played to a site as a card', (x: Setup) => (x.sites[2]!.cards = [c('211')]), '2.8.1'],
    ['the same card at two sites', (x: Setup) => ((x.sites[1]!.cards = [c('048')]), (x.sites[2]!.cards = [c('048')])), '2.6'],
    ['the same card at a site and among advisers', (x: Setup) => ((x.sites[1]!.cards = [c('048')]), (x.players.player2!.advisers = [c('048')])), '2.6'],
    ['an Edifice and its own Ruin', (x: Setup) => ((x.sites[1]!.cards = [c('199')]), (x.sites[2]!.cards = [c('200')])), '2.9'],
    ['two Edifices at one site', (x: Setup) => (x.sites[2]!.cards = [c('199'), c('201')]), '2.9'],
    ['a site-only card (Keep) among advisers', (x: Setup) => (x.players.player2!.advisers = [c('005')]), '7.2.1'],
    ['an adviser-only card (Vow of Peace) at a site', (x: Setup) => (x.sites[2]!.cards = [c('145')]), '7.2.1'],
    ['four advisers', (x: Setup) => (x.players.player2!.advisers = [c('024'), c('014'), c('154'), c('163')]), '2.2.2'],
    ['three advisers with Assassin face up', (x: Setup) => (x.players.player2!.advisers = [c('080'), c('014'), c('154')]), '2.2.2'],
    ['a Vision face up among advisers', (x: Setup) => (x.players.player2!.advisers = [c('233')]), '2.2.2'],
    ['a site among advisers', (x: Setup) => (x.players.player2!.advisers = [c('251', { faceDown: true })]), '2.2.2'],
    ['fewer cards in the world deck than undrawn Visions', (x: Setup) => (x.decks = { world: 3 }), '2.1.5'],
    ['more denizens than the game has', (x: Setup) => (x.decks = { world: 150, dispossessed: 60 }), '2.1.5'],
    ['a known Relic at a site twice', (x: Setup) => ((x.sites[5]!.relicIds = ['OATH-213']), (x.players.player2!.relics = ['OATH-213'])), '2.4'],
    ['favor on cards beyond the 36 tokens', (x: Setup) => ((x.sites[2]!.cards = [c('048', { favor: 30 })]), (x.players.player3!.favor = 7)), '1.4'],
  ].map(([name, edit, rule]) => [`${name as string}: refused with ${rule as string}`, edit, rule]))('%s', (_name, edit, rule) => {
    const rules = rulesOf(pos(edit as (s: Setup) => void));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules).toContain(rule);
    for (const p of problemsOf(pos(edit as (s: Setup) => void))) {
      expect(p.text).not.toMatch(/OATH-|undefined|NaN/);
      expect(p.text).toMatch(/[A-Za-zÀ-ÿ]/);
    }
  });

  it('a restriction is checked only when a source gives it; a face-down adviser escapes it (7.2)', () => {
    expect(cardInfo('OATH-006').restriction).toBeUndefined();
    expect(rulesOf(pos((x) => (x.players.player2!.advisers = [c('006')])))).toEqual([]);
    expect(rulesOf(pos((x) => (x.players.player2!.advisers = [c('005', { faceDown: true })])))).toEqual([]);
  });

  it('Pied Piper ignores the adviser limit; Family Wagon lets Nomads ignore it', () => {
    expect(rulesOf(pos((x) => (x.players.player2!.advisers = [c('182'), c('024'), c('014'), c('154')])))).toEqual([]);
    expect(rulesOf(pos((x) => (x.players.player2!.advisers = [c('168'), c('024'), c('014'), c('154'), c('048')])))).toEqual([]);
    expect(rulesOf(pos((x) => (x.players.player2!.advisers = [c('168'), c('048'), c('051')])))).toContain('2.2.2');
  });
});

describe('notation: cards', () => {
  it('a worked example with cards reads back as written', () => {
    const text = 'supr.v1/j=ch.t3.f2.s1.p1.a041,j2.t4.f1.s1.p3.a156+233k,j3.f5.s2.p3.a/m=cite_antique.ch-2.c005+199,vallee_fertile.c048f1,grand_taudis.j3-3.c187s1,tribunal,riviere,marecages.r1.ri213,mine.r1.f3,bois_profonds.cache/p=m40.d6';
    const d = decodeSetup(text);
    if (!d.ok) throw new Error(JSON.stringify(d.problems));
    const v = validate(d.setup);
    if (!v.ok) throw new Error(JSON.stringify(v.problems));
    expect(encodeSetup(v.setup)).toBe(text);
    expect(v.setup.players.player2!.advisers).toEqual([c('156'), c('233', { faceDown: true })]);
    expect(v.setup.players.player3!.advisers).toEqual([]);
    expect(v.setup.sites[1]!.cards).toEqual([c('048', { favor: 1 })]);
    expect(v.setup.sites[5]!.relicIds).toEqual(['OATH-213']);
    expect(v.setup.decks).toEqual({ world: 40, dispossessed: 6 });
  });

  it('an unknown card, a face-down card at a site, a bad deck segment: refused in French', () => {
    for (const bad of ['supr/j=ch.p1.a999/m=plaines', 'supr/j=ch.p1/m=plaines.c005k', 'supr/j=ch.p1/m=plaines/p=x3', 'supr/j=ch.p1/m=plaines.ri999']) {
      const d = decodeSetup(bad);
      expect(d.ok, bad).toBe(false);
      if (!d.ok) expect(d.problems[0]!.text).not.toMatch(/OATH-/);
    }
  });

  it('property: every legal position with cards round-trips through its text (encode(decode(x)) = x)', () => {
    fc.assert(
      fc.property(validSetupWithCards, (s: Setup) => {
        const v = validate(s);
        if (!v.ok) throw new Error(JSON.stringify(v.problems));
        const text = encodeSetup(v.setup);
        expect(text).toMatch(/^[a-z0-9_.,/=+-]+$/);
        const d = decodeSetup(text);
        expect(d.ok && d.setup).toEqual(v.setup);
        if (d.ok) expect(encodeSetup(d.setup)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('property: positions without cards keep the text they had (no card field written)', () => {
    fc.assert(
      fc.property(validSetup, (s: Setup) => {
        const v = validate(s);
        if (!v.ok) return;
        expect(encodeSetup(v.setup)).not.toMatch(/\.(a|c\d|ri)|\/p=/);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the position answer lists the cards', () => {
  it('per site with Clan and capacity, per player with advisers; French, English names marked; none for old positions', async () => {
    const { evaluateSituation } = await import('../../../src/engine/oath/evaluate');
    const setup = pos((x) => {
      x.sites[0]!.cards = [c('005', { favor: 1 }), c('115')];
      x.players.player2!.advisers = [c('156'), c('233', { faceDown: true })];
      x.decks = { world: 30 };
    });
    const a = evaluateSituation({ setup, question: { kind: 'position' } });
    const cards = a.position?.cards;
    if (!cards) throw new Error(JSON.stringify(a));
    const site1 = cards.sites[0]!;
    expect(site1.capacity).toBe(siteInfo(setup.sites[0]!.site).capacity);
    expect(site1.cards.map((x) => x.suit)).toEqual(['Order', 'Order']);
    expect(site1.text).toContain('Keep (nom anglais\u00A0; nom français non confirmé\u00A0; Order), 1\u00A0faveur');
    expect(site1.text).toContain('Capitaines (Order)');
    expect(site1.text).toMatch(/2 sur \d\u00A0places?/);
    const p2 = cards.players.find((p) => p.player === 'player2')!;
    expect(p2.text).toMatch(/^Le joueur 2\u00A0: 2\u00A0Conseillers/);
    expect(p2.advisers[1]!.faceDown).toBe(true);
    expect(cards.decks).toBe('Pioche Monde\u00A0: 30\u00A0cartes.');
    for (const t of [...cards.sites.map((x) => x.text), ...cards.players.map((x) => x.text)]) expect(t).not.toMatch(/OATH-|player\d|undefined| :/);
    expect(evaluateSituation({ setup: pos(), question: { kind: 'position' } }).position?.cards).toBeUndefined();
  });
});

describe('7.2.1: restrictions from the fan source (LeCodex), named as such', () => {
  it('Animal Playmates (adviser only, LeCodex) refused on a site, the message naming the fan source; Keep (TTS) without it', () => {
    const fan = problemsOf(pos((x) => (x.sites[1]!.cards = [{ card: 'OATH-040' as CardId }])));
    expect(fan.some((p) => p.rule === '7.2.1' && /implémentation de fans/.test(p.text))).toBe(true);
    const tts = problemsOf(pos((x) => (x.players.player2!.advisers = [{ card: 'OATH-005' as CardId }])));
    expect(tts.some((p) => p.rule === '7.2.1' && !/fans/.test(p.text))).toBe(true);
    expect(cardInfo('OATH-040').restrictionSource).toBe('fans');
    expect(cardInfo('OATH-005').restrictionSource).toBe('tts');
  });
  it('a card LeCodex leaves unmarked stays unknown, not « none » (Wild Cry)', () => {
    expect(cardInfo('OATH-189').restriction).toBeUndefined();
  });
});
