// Every sentence the actions write: French typography, articles that agree (no « à le », « de le »),
// no engine id, and every rule cited opens a rule of the site. Also the question `action` through
// the situation envelope and its share link.
import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../../../../src/engine/core/format';
import { ACTION_IDS, legalAction } from '../../../../src/engine/oath/actions/index';
import { PLAYER_IDS, type Setup } from '../../../../src/engine/oath/setup';
import { decodeSituation, encodeSituation, readSituation } from '../../../../src/engine/oath/situation';
import { evaluateSituation } from '../../../../src/engine/oath/evaluate';
import { rulesIndex } from '../../../../src/lib/rules-index.mjs';
import { base, withSetup } from './base';

const index = rulesIndex({ fresh: true });
const CARDS = [undefined, 'OATH-013', 'OATH-232', 'OATH-233', 'OATH-010', 'OATH-041', 'OATH-175'] as const;
const positions: Setup[] = [
  base(),
  withSetup((x) => {
    x.banners = { peoplesFavor: { holder: 'player2', tokens: 2 }, darkestSecret: { holder: 'chancellor' } };
    x.reliquary = { relics: ['OATH-213'], revealed: ['greedy', 'decadent'] };
    x.players.player3!.pawn = 1;
    x.visions = 3;
  }),
  withSetup((x) => {
    for (const p of Object.values(x.players)) delete p!.advisers;
    for (const y of x.sites) delete y.cards;
    delete x.players.player2!.supply;
  }),
  // modifiers in reach (modifiers.ts): applied, refused for their cost, named
  withSetup((x) => {
    x.players.player2!.advisers = [{ card: 'OATH-029' }, { card: 'OATH-032' }, { card: 'OATH-177', favor: 1 }];
    x.players.player2!.relics = ['OATH-230', 'OATH-217'];
    x.players.player2!.warbands = 2;
    x.players.chancellor!.advisers = [{ card: 'OATH-073' }, { card: 'OATH-196' }, { card: 'OATH-074' }];
    x.sites[0]!.cards = [{ card: 'OATH-144' }, { card: 'OATH-111' }];
    x.sites[5]!.cards = [{ card: 'OATH-036' }, { card: 'OATH-058' }];
    x.sites[2]!.cards = [{ card: 'OATH-175' }, { card: 'OATH-081' }, { card: 'OATH-078' }];
    x.banners = { darkestSecret: { holder: null, tokens: 3 }, peoplesFavor: { holder: null, tokens: 1 } };
    x.players.player3!.advisers = [{ card: 'OATH-043' }, { card: 'OATH-158' }, { card: 'OATH-172' }];
    x.players.player3!.favor = 0;
  }),
  // Search modifiers on where the kept card goes (placement.ts through modifiers.ts), in reach and imposed
  withSetup((x) => {
    x.players.player2!.advisers = [{ card: 'OATH-128' }, { card: 'OATH-130' }, { card: 'OATH-188' }, { card: 'OATH-189' }];
    x.players.player2!.relics = ['OATH-229', 'OATH-220'];
    x.players.player3!.advisers = [{ card: 'OATH-140' }, { card: 'OATH-142' }, { card: 'OATH-197' }];
    x.players.chancellor!.advisers = [{ card: 'OATH-189', faceDown: true }, { card: 'OATH-175', faceDown: true }];
    x.sites[5]!.cards = [{ card: 'OATH-179' }, { card: 'OATH-050' }];
    x.sites[2]!.cards = [{ card: 'OATH-174' }];
    x.sites[0]!.cards = [{ card: 'OATH-006' }, { card: 'OATH-204' }];
    x.banks = { Order: 1, Hearth: 0 };
  }),
  // cards acting on their ruler's adversaries and on travellers
  withSetup((x) => {
    x.sites[0]!.cards = [{ card: 'OATH-118' }, { card: 'OATH-178' }];
    x.sites[1]!.cards = [{ card: 'OATH-119' }];
    x.sites[2]!.cards = [{ card: 'OATH-094' }];
    x.players.player2!.advisers = [{ card: 'OATH-118' }];
    x.players.chancellor!.pawn = 2;
  }),
];

function* sentences() {
  for (const s of positions)
    for (const p of PLAYER_IDS.filter((q) => s.players[q]))
      for (const a of ACTION_IDS)
        for (const card of CARDS) {
          const r = legalAction(s, p, a, card ? { card } : {});
          for (const c of r.choices) {
            yield { text: c.label, rule: c.rule };
            yield { text: c.cost, rule: c.rule };
            for (const x of c.reasons ?? []) yield x;
          }
          for (const x of r.refusals) {
            yield { text: x.label, rule: x.rule };
            yield { text: x.text, rule: x.rule };
          }
          for (const x of r.notes) yield x;
        }
}

describe('the sentences of the actions', () => {
  const all = [...sentences()];
  it('are many (the sweep runs)', () => expect(all.length).toBeGreaterThan(1000));
  it('French typography, articles, no engine id, no English word of the engine', () => {
    const bad = all.filter(({ text }) => text !== frenchTypography(text) || /\b(?:à le|à les|de le|de les)\b/.test(text) || /player\d|chancellor|OATH-|undefined|NaN|null|\[object/.test(text) || /\b(?:[2-9]|\d\d)\u00A0(?:Provision|faveur|secret|Troupe|carte|Relique)\b(?!s)/.test(text));
    expect(bad.map((x) => x.text)).toEqual([]);
  });
  it('every rule cited opens a rule of the site', () => {
    const rules = new Set(all.map((x) => x.rule));
    expect([...rules].filter((r) => !index.byKey.get(`oath:${r}`))).toEqual([]);
  });
});

describe('the question `action` (situation.ts)', () => {
  it('round-trips through its share link, with and without a card', () => {
    for (const q of [
      { kind: 'action', player: 'player2', action: 'search', card: 'OATH-013' },
      { kind: 'action', player: 'chancellor', action: 'selfExile' },
      ...ACTION_IDS.map((action) => ({ kind: 'action', player: 'player3', action })),
    ]) {
      const s = { v: 1, setup: 'supr/j=ch.t3.f2.p1.r231,j2.t4.f4.s2.p6,j3.ci.f7.s1.p6/m=cite_antique.ch-2,vallee_fertile.ch-1,grand_taudis,tribunal.r1,riviere,bois_profonds.r1,mine.cache,passage_etroit', question: q };
      const a = evaluateSituation(s);
      expect(a.ok, JSON.stringify(a.problems)).toBe(true);
      const read = readSituation(s);
      if (!read.ok) throw new Error('read');
      const text = encodeSituation(read.situation);
      const back = decodeSituation(text);
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.situation.question).toEqual(q);
      expect(evaluateSituation(back.ok ? back.situation : null).action).toEqual(a.action);
    }
  });
  it('refuses a damaged link in French', () => {
    for (const t of ['action.j2.voler/supr/j=ch.p1/m=x', 'action.j9.rechercher/supr', 'action.j2.rechercher.carte-999/supr/j=ch.p1,j2.p1/m=cite_antique,vallee_fertile,grand_taudis,tribunal,riviere,bois_profonds,mine,passage_etroit']) {
      const r = decodeSituation(t);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0]!.text).toMatch(/[éè]|illisible|inconnu/);
    }
  });
  it('a player not in play is a problem, not an exception', () => {
    const a = evaluateSituation({ v: 1, setup: 'supr/j=ch.p1/m=cite_antique,vallee_fertile,grand_taudis,tribunal,riviere,bois_profonds,mine,passage_etroit', question: { kind: 'action', player: 'player4', action: 'muster' } });
    expect(a.ok).toBe(false);
    expect(a.problems[0]!.rule).toBe('4.2');
  });
});
