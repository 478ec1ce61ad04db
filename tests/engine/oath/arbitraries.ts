// fast-check arbitraries for Oath positions: legal ones (by construction) and anything at all.
import fc from 'fast-check';
import { RELICS, type RelicId } from '../../../src/engine/oath/relics';
import { OATHS, PLAYER_IDS, VISIONS, type PlacedCard, type PlayerId, type Setup } from '../../../src/engine/oath/setup';
import { SITES, siteInfo, type SiteId } from '../../../src/engine/oath/sites';
import { CARDS } from '../../../src/engine/oath/deck';

/** A legal position: 8 distinct sites, up to six players, Troupes within their limits, each Relic in one place. */
export const validSetup: fc.Arbitrary<Setup> = fc
  .record({
    oath: fc.constantFrom(...OATHS),
    round: fc.integer({ min: 1, max: 8 }),
    visions: fc.integer({ min: 0, max: 5 }),
    sites: fc.shuffledSubarray(SITES.map((s) => s.id) as SiteId[], { minLength: 8, maxLength: 8 }),
    faceDown: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    others: fc.subarray(PLAYER_IDS.slice(1) as PlayerId[]),
    citizens: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    numbers: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 40, maxLength: 40 }),
    relics: fc.shuffledSubarray(RELICS.map((r) => r.id) as RelicId[], { maxLength: 8 }),
    pf: fc.option(fc.record({ tokens: fc.integer({ min: 1, max: 6 }), mob: fc.boolean(), who: fc.integer({ min: 0, max: 5 }) }), { nil: undefined }),
    ds: fc.option(fc.record({ tokens: fc.integer({ min: 1, max: 4 }), who: fc.integer({ min: 0, max: 5 }) }), { nil: undefined }),
    title: fc.integer({ min: 0, max: 5 }),
    usurp: fc.boolean(),
    visionOf: fc.array(fc.option(fc.constantFrom(...VISIONS), { nil: undefined }), { minLength: 5, maxLength: 5 }),
    supply: fc.array(fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }), { minLength: 6, maxLength: 6 }),
  })
  .map((r) => {
    const players = (['chancellor', ...r.others] as PlayerId[]).sort((a, b) => PLAYER_IDS.indexOf(a) - PLAYER_IDS.indexOf(b));
    const role = (p: PlayerId, i: number) => (p === 'chancellor' ? 'chancellor' : r.citizens[i - 1] ? 'citizen' : 'exile');
    let k = 0;
    const num = () => r.numbers[k++ % r.numbers.length]!;
    const s: Setup = { oath: r.oath, round: r.round, visions: r.visions, players: {}, sites: r.sites.map((site, i) => ({ site, ...(r.faceDown[i] && i > 0 ? { faceDown: true } : {}) })) };
    const faceUp = s.sites.map((x, i) => (x.faceDown ? -1 : i + 1)).filter((i) => i > 0);
    const used = new Set<string>();
    players.forEach((p, i) => {
      s.players[p] = { warbands: num() % 3, favor: num(), secrets: num(), pawn: faceUp[num() % faceUp.length]! };
      if (role(p, i) === 'citizen') s.players[p]!.role = 'citizen';
      const v = p === 'chancellor' ? undefined : r.visionOf[i - 1];
      if (v && role(p, i) === 'exile' && !used.has(v) && used.size < r.visions) {
        used.add(v);
        s.players[p]!.vision = v;
      }
      if (r.supply[i] !== undefined) s.players[p]!.supply = r.supply[i];
    });
    // Troupes on sites: one colour per site, the Empire's purple or an Exile's
    s.sites.forEach((x, i) => {
      const owner = players[num() % players.length]!;
      const colour = owner === 'chancellor' || s.players[owner]!.role === 'citizen' ? 'chancellor' : owner;
      if (num() % 2) x.warbands = { [colour]: 1 };
      void i;
    });
    r.relics.forEach((id, i) => {
      const p = players[i % players.length]!;
      (s.players[p]!.relics ??= []).push(id);
    });
    s.banners = {};
    if (r.pf) s.banners.peoplesFavor = { holder: players[r.pf.who % players.length]!, tokens: r.pf.tokens, mob: r.pf.mob };
    if (r.ds) s.banners.darkestSecret = { holder: players[r.ds.who % players.length]!, tokens: r.ds.tokens };
    const holder = players[r.title % players.length]!;
    s.title = { holder, ...(r.usurp && holder !== 'chancellor' && s.players[holder]!.role !== 'citizen' ? { side: 'usurper' as const } : {}) };
    return s;
  });

/** A legal position holding cards: denizens at face-up sites within capacity, up to two advisers each, the world deck and the Dispossessed. */
export const validSetupWithCards: fc.Arbitrary<Setup> = fc
  .record({
    base: validSetup,
    cards: fc.shuffledSubarray(
      CARDS.filter((c) => c.type === 'denizen' && !c.restriction).map((c) => c.id),
      { minLength: 30, maxLength: 30 },
    ),
    tokens: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 30, maxLength: 30 }),
    counts: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 14, maxLength: 14 }),
    edifice: fc.option(fc.constantFrom(...CARDS.filter((c) => c.type === 'edifice' || c.type === 'ruin').map((c) => c.id)), { nil: undefined }),
    faceDown: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    world: fc.option(fc.integer({ min: 5, max: 60 }), { nil: undefined }),
    dispossessed: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
  })
  .map((r) => {
    const s = structuredClone(r.base);
    let k = 0;
    const next = () => {
      const card = r.cards[k]!;
      const t = r.tokens[k++]!;
      return { card, ...(t === 1 ? { favor: 1 } : t === 2 ? { secrets: 1 } : {}) };
    };
    s.sites.forEach((x, i) => {
      if (x.faceDown) return;
      const cap = siteInfo(x.site).capacity;
      const n = Math.min(cap, r.counts[i]!);
      const cards: PlacedCard[] = [];
      for (let j = 0; j < n; j++) cards.push(next());
      if (i === 0 && r.edifice && cards.length < cap) cards.push({ card: r.edifice });
      if (cards.length) x.cards = cards;
    });
    PLAYER_IDS.forEach((p, i) => {
      if (!s.players[p]) return;
      const n = r.counts[8 + i]! % 3;
      s.players[p]!.advisers = Array.from({ length: n }, () => ({ ...next(), ...(r.faceDown[i] ? { faceDown: true } : {}) }));
    });
    if (r.world !== undefined || r.dispossessed !== undefined) s.decks = { ...(r.world !== undefined ? { world: r.world } : {}), ...(r.dispossessed !== undefined ? { dispossessed: r.dispossessed } : {}) };
    return s;
  });
