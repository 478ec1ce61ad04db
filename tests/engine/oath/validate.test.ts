// Oath positions: validation (every problem with its rule) and the compact notation.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from '../../../src/engine/oath/validate';
import { decodeSetup, encodeSetup } from '../../../src/engine/oath/notation';
import type { Setup } from '../../../src/engine/oath/setup';
import { validSetup } from './arbitraries';
import { pos } from './helpers';

const rulesOf = (x: unknown) => {
  const v = validate(x);
  return v.ok ? [] : v.problems.map((p) => p.rule);
};
const edit = (f: (s: any) => void) => {
  const s = JSON.parse(JSON.stringify(pos())) as any;
  f(s);
  return s;
};

describe('validate', () => {
  it('the standard position is legal; its canonical form drops default fields', () => {
    const v = validate({ ...pos(), round: 1, visions: 0, title: { holder: 'chancellor', side: 'oathkeeper' } });
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.setup.round).toBeUndefined();
      expect(v.setup.title).toBeUndefined();
    }
  });

  it.each([
    ['not an object', 42, ['format']],
    ['an unknown Oath', edit((s) => (s.oath = 'glory')), ['2.10']],
    ['round 9', edit((s) => (s.round = 9)), ['4']],
    ['six Visions drawn', edit((s) => (s.visions = 6)), ['2.1.6']],
    ['no Chancellor', edit((s) => delete s.players.chancellor), ['1.7', '1.9']],
    ['seven site slots', edit((s) => s.sites.pop()), ['2.1.1']],
    ['the same site twice', edit((s) => (s.sites[1].site = 'OATH-237')), ['2.8']],
    ['an unknown site', edit((s) => (s.sites[1].site = 'OATH-999')), ['format']],
    ['two colours on a site', edit((s) => (s.sites[2].warbands = { player3: 1, player2: 1 })), ['6.5']],
    ['Troupes of a player not in play', edit((s) => (s.sites[4].warbands = { player5: 1 })), ['1.9']],
    ['a Citizen with Troupes of its colour on a site', edit((s) => (s.players.player3.role = 'citizen')), ['6.6.2']],
    ['25 purple Troupes', edit((s) => (s.players.chancellor.warbands = 23)), ['1.8']],
    ['15 Troupes of an Exile', edit((s) => (s.players.player2.warbands = 15)), ['1.9']],
    ['two Relics on a site with one R', edit((s) => (s.sites[7].relics = 2)), ['2.8.2']],
    ['a Relic beside a face-down site', edit((s) => ((s.sites[7].faceDown = true), (s.sites[7].relics = 1))), ['2.8.2']],
    ['favor on a site that never had any', edit((s) => (s.sites[4].favor = 1)), ['2.8.2']],
    ['a pawn on a face-down site', edit((s) => (s.sites[2].faceDown = true)), ['5.6.2', '5.6.2']],
    ['a player with no pawn', edit((s) => delete s.players.player2.pawn), ['1.23']],
    ['a Relic in two places', edit((s) => ((s.players.player2.relics = ['OATH-213']), (s.players.player3.relics = ['OATH-213']))), ['2.4']],
    ['the Grand Sceptre in the Reliquary', edit((s) => (s.reliquary = { relics: ['OATH-231'] })), ['1.8']],
    ['five things in the Reliquary', edit((s) => (s.reliquary = { relics: ['OATH-211', 'OATH-212', 'OATH-213'], revealed: ['brutal', 'greedy'] })), ['2.3']],
    ['a Bannière with no token', edit((s) => (s.banners = { darkestSecret: { holder: 'player2', tokens: 0 } })), ['2.5.3']],
    ['the Darkest Secret on its Mob side', edit((s) => (s.banners = { darkestSecret: { mob: true } })), ['2.5.3']],
    ['37 favor', edit((s) => (s.players.player2.favor = 35)), ['1.4']],
    ['a Citizen Usurper', edit((s) => ((s.players.player2.role = 'citizen'), (s.title = { holder: 'player2', side: 'usurper' }))), ['2.11']],
    ['a Chancellor with a Vision', edit((s) => ((s.visions = 3), (s.players.chancellor.vision = 'faith'))), ['5.1.4.III']],
    ['a Vision revealed, none drawn', edit((s) => (s.players.player2.vision = 'faith')), ['2.7.1']],
    ['the same Vision twice', edit((s) => ((s.visions = 3), (s.players.player2.vision = 'faith'), (s.players.player3.vision = 'faith'))), ['2.7']],
    ['Supply 8', edit((s) => (s.players.player2.supply = 8)), ['4.3.4']],
  ])('%s', (_, input, rules) => {
    expect(rulesOf(input)).toEqual(rules);
  });

  it('property: a position built legally is legal, and validation is idempotent', () => {
    fc.assert(
      fc.property(validSetup, (s: Setup) => {
        const v = validate(s);
        if (!v.ok) throw new Error(JSON.stringify(v.problems));
        const again = validate(v.setup);
        expect(again.ok && again.setup).toEqual(v.setup);
      }),
      { numRuns: 200 },
    );
  });

  it('property: anything at all gives problems or a setup, never an exception', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => validate(x)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(validSetup, fc.string(), fc.anything(), (s, k, v) => {
        const bent = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
        bent[k.slice(0, 8) || 'oath'] = v;
        expect(() => validate(bent)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe('notation', () => {
  it('a worked example reads back as written', () => {
    const text = 'supr.t3.v1/j=ch.t3.f2.s1.p1.r231,j2.t4.f1.s1.p3.vconq,j3.f5.s2.p3/m=cite_antique.ch-2,vallee_fertile,grand_taudis.j3-3,tribunal,riviere,marecages.r1,mine.r1.f3,bois_profonds.cache/b=fp.j3.3.foule,ss.ch.2/g=j2.usurp/q=213+214-brutal';
    const d = decodeSetup(text);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    const v = validate(d.setup);
    if (!v.ok) throw new Error(JSON.stringify(v.problems));
    expect(encodeSetup(v.setup)).toBe(text);
    expect(v.setup.players.player2).toEqual({ warbands: 4, favor: 1, secrets: 1, pawn: 3, vision: 'conquest' });
    expect(v.setup.title).toEqual({ holder: 'player2', side: 'usurper' });
  });

  it('property: every legal position round-trips through its text', () => {
    fc.assert(
      fc.property(validSetup, (s: Setup) => {
        const v = validate(s);
        if (!v.ok) return;
        const text = encodeSetup(v.setup);
        expect(text).toMatch(/^[a-z0-9_.,/=+-]+$/);
        const d = decodeSetup(text);
        expect(d.ok && d.setup).toEqual(v.setup);
      }),
      { numRuns: 300 },
    );
  });

  it('property: any text is read or refused in French, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything(), validSetup.map((s) => encodeSetup(s).replace(/[0-9]/, 'x'))), (t) => {
        const d = decodeSetup(t);
        if (!d.ok) expect(d.problems[0]!.text.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('malformed texts say what is wrong', () => {
    for (const t of ['', 'glory/j=ch/m=', 'supr/j=ch.zz/m=plaines', 'supr/j=ch/m=nowhere', 'supr/j=ch', 'supr/j=ch/m=plaines/g=j2.roi', 'supr/j=ch/m=plaines/q=999']) {
      const d = decodeSetup(t);
      expect(d.ok, t).toBe(false);
    }
  });
});
