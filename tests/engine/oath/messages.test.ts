// What the Oath decoder and validator say is read by readers (a damaged share link, a position
// edited in an explorer): French words only, never the link's syntax, an engine id (OATH-237,
// player2, supremacy) or a field name (targets, warbands). And the Voyage's destination
// survives the share-link text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from '../../../src/engine/oath/validate';
import { decodeSetup, encodeSetup } from '../../../src/engine/oath/notation';
import { decodeSituation, encodeSituation, readSituation, type Situation } from '../../../src/engine/oath/situation';
import { validSetup } from './arbitraries';
import { pos } from './helpers';

const TECHNICAL = [
  /OATH-\d/,
  /\b(player\d|chancellor|bandits|supremacy|people|protection|devotion|peoplesFavor|darkestSecret|oathkeeper|usurper|exile|citizen)\b/,
  // field names (those that are not also French words: « question », « sites », « secrets », « sacrifice »)
  /\b(kind|setup|targets|warbands|favor|relics|pawn|supply|faceDown|holder|tokens|mob|reliquary|banners|players|title|rule|plans|powers|keep|dice|reading|allies|roll|attacker|defender|from|to|card|choice|when|suits|side|imperial)\b/,
  /[{}[\]=|~"]/,
  /\b(supr|popu|prot|devo|ch|j[2-6]|fp|ss|usurp|cache|prov\d*|campagne|voyage|depuis\d*|vers\d*)\b/,
  /\b(undefined|null|NaN|Error|JSON|object)\b/,
];
function expectReaderTerms(texts: string[]) {
  for (const t of texts) for (const bad of TECHNICAL) expect(t, t).not.toMatch(bad);
}
const textsOf = (r: { ok: boolean; problems?: { text: string }[] }) => (r.ok ? [] : (r.problems ?? []).map((p) => p.text));

/** Small damages of a good text: a character changed, dropped, doubled, a segment cut. */
const damaged = (good: string) =>
  fc.oneof(
    fc.tuple(fc.nat(good.length - 1), fc.constantFrom(...'az09.,/=+-_~%x?')).map(([i, c]) => good.slice(0, i) + c + good.slice(i + 1)),
    fc.nat(good.length - 1).map((i) => good.slice(0, i) + good.slice(i + 1)),
    fc.nat(good.length - 1).map((i) => good.slice(0, i)),
    fc.tuple(fc.nat(good.length - 1), fc.string({ maxLength: 8 })).map(([i, s]) => good.slice(0, i) + s + good.slice(i)),
  );

const SITUATIONS: Situation[] = [
  { v: 1, setup: pos(), question: { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ site: 3 }, { banish: true }], dice: 2, reading: 'upTo', plans: { attacker: [{ card: 'OATH-004' }] }, sacrifice: { keep: 1 }, keep: 1, roll: { defense: { shield: 1 }, attack: { sword: 2 } } } },
  { v: 1, setup: pos(), question: { kind: 'end', imperial: { '5': true } }, rule: '3.3', title: 'Un titre' },
  { v: 1, setup: pos(), question: { kind: 'travel', player: 'player2', from: 3, to: 5 } },
];

describe('what the Oath decoder says, in reader terms', () => {
  it('a damaged share-link text is refused in plain French', () => {
    for (const s of SITUATIONS) {
      const good = encodeSituation(s);
      fc.assert(
        fc.property(damaged(good), (t) => {
          expectReaderTerms(textsOf(decodeSituation(t)));
        }),
        { numRuns: 200 },
      );
    }
  });

  it('a damaged position text is refused in plain French', () => {
    fc.assert(
      fc.property(validSetup.chain((s) => damaged(encodeSetup(s))), (t) => {
        expectReaderTerms(textsOf(decodeSetup(t)));
      }),
      { numRuns: 300 },
    );
  });

  it('a position of the wrong shape is refused in plain French', () => {
    const base = JSON.parse(JSON.stringify(pos())) as Record<string, unknown>;
    const broken: unknown[] = [
      null,
      'x',
      { ...base, oath: 'x' },
      { ...base, extra: 1 },
      { ...base, players: 3 },
      { ...base, players: { player9: {} } },
      { ...base, players: { chancellor: 5 } },
      { ...base, players: { chancellor: { pawn: 1, color: 1 } } },
      { ...base, players: { chancellor: { pawn: 1 }, player2: { pawn: 1, role: 'roi', warbands: -1, vision: 'x', relics: ['OATH-1'] } } },
      { ...base, players: { chancellor: { pawn: 1, relics: 'x' } } },
      { ...base, sites: 'x' },
      { ...base, sites: [{ site: 'OATH-999' }, ...(base.sites as unknown[]).slice(1)] },
      { ...base, sites: [{ site: 'OATH-237', faceDown: 1, warbands: 2, x: 1 }, ...(base.sites as unknown[]).slice(1)] },
      { ...base, sites: [{ site: 'OATH-237', warbands: { player9: 1 }, relics: -1 }, ...(base.sites as unknown[]).slice(1)] },
      { ...base, reliquary: 'x' },
      { ...base, reliquary: { relics: ['x'], revealed: ['y'] } },
      { ...base, banners: 'x' },
      { ...base, banners: { other: {}, peoplesFavor: 'x' } },
      { ...base, banners: { peoplesFavor: { holder: 'player9', tokens: 'x', mob: 'x' } } },
      { ...base, banners: { darkestSecret: { holder: 'player6' } } },
      { ...base, title: 'x' },
      { ...base, title: { holder: 'chancellor', side: 'x' } },
    ];
    for (const b of broken) {
      const v = validate(b);
      expect(v.ok).toBe(false);
      expectReaderTerms(textsOf(v));
    }
  });

  it('a question of the wrong shape is refused in plain French', () => {
    const setup = pos();
    const questions: unknown[] = [
      undefined,
      {},
      { kind: 'bataille' },
      { kind: 'title', x: 1 },
      { kind: 'end', imperial: { 4: true } },
      { kind: 'travel', player: 'player9', from: 0, to: 9 },
      { kind: 'campaign', attacker: 'x', defender: 'y', targets: [] },
      { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ x: 1 }], from: 0, dice: -1, reading: 'x', allies: 'x', plans: 'x', powers: 'x', sacrifice: 'x', keep: -1, roll: 'x' },
      { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ site: 3 }], plans: { attacker: 'x', defender: [{ card: 'x' }, { card: 'OATH-004', choice: 5, n: -1, when: 'x', site: 9, y: 1 }] }, powers: [{ card: 'OATH-068', side: 'x', suits: 'x' }] },
    ];
    for (const question of questions) {
      const r = readSituation({ v: 1, setup, question });
      expect(r.ok).toBe(false);
      expectReaderTerms(textsOf(r));
    }
    expectReaderTerms(textsOf(readSituation({ v: 2, setup, question: { kind: 'title' }, rule: 5, title: 'x'.repeat(300), y: 1 })));
    expectReaderTerms(textsOf(readSituation(7)));
  });

  it('the check can fail', () => {
    expect(() => expectReaderTerms(['« targets » : { site: 3 }'])).toThrow();
    expect(() => expectReaderTerms(['Site inconnu OATH-260'])).toThrow();
  });
});

describe('the Voyage’s destination in the share-link text', () => {
  it('round-trips with or without its starting site', () => {
    for (const question of [
      { kind: 'travel', player: 'player2', to: 5 },
      { kind: 'travel', player: 'player2', from: 3, to: 5 },
      { kind: 'travel', player: 'chancellor', from: 3 },
    ] as const) {
      const s: Situation = { v: 1, setup: pos(), question };
      const text = encodeSituation(s);
      const back = decodeSituation(text);
      expect(back.ok && back.situation.question).toEqual(question);
    }
    expect(encodeSituation({ v: 1, setup: pos(), question: { kind: 'travel', player: 'player2', from: 3, to: 5 } })).toMatch(/^voyage\.j2\.depuis3\.vers5\//);
  });
  it('refuses a destination off the map', () => {
    expect(decodeSituation(encodeSituation({ v: 1, setup: pos(), question: { kind: 'travel', player: 'player2' } }).replace('voyage.j2', 'voyage.j2.vers9')).ok).toBe(false);
    expect(readSituation({ v: 1, setup: pos(), question: { kind: 'travel', player: 'player2', to: 0 } }).ok).toBe(false);
  });
});
