// Oath situations through the site's registry: the example files, the share-link text, the runner.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITUATIONS, evaluateSituation } from '../../../src/engine/games';
import { decodeSituation, encodeSituation, readSituation, type Question, type Situation } from '../../../src/engine/oath/situation';
import { validate } from '../../../src/engine/oath/validate';
import type { Suit } from '../../../src/engine/oath/sites';
import type { OathAnswer } from '../../../src/engine/oath/evaluate';
import { validSetup } from './arbitraries';
import { pos } from './helpers';

const dir = new URL('../../situations/', import.meta.url);
const load = (name: string) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Record<string, unknown>;
const files = readdirSync(dir).filter((f) => f.startsWith('oath-') && f.endsWith('.json'));
const answer = (name: string) => evaluateSituation(load(name)) as OathAnswer;

describe('Oath situation files (tests/situations/oath-*.json)', () => {
  it('every file is an Oath situation the registry answers, and its text form reads back the same', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) {
      const file = load(f);
      expect(file.game).toBe('oath');
      const a = evaluateSituation(file) as OathAnswer;
      expect(a.problems.every((p) => p.text.length > 0)).toBe(true);
      const { game: _g, ...body } = file;
      void _g;
      const read = readSituation(body);
      if (!read.ok) continue;
      const text = SITUATIONS.linkText('oath', encodeSituation(read.situation));
      expect(text.startsWith('oath/')).toBe(true);
      const back = SITUATIONS.decodeLink(text);
      expect(back.ok && back.situation).toEqual(read.situation);
      expect(evaluateSituation({ game: 'oath', ...(back.ok ? (back.situation as object) : {}) })).toEqual(a);
    }
  });

  it('a campaign with Longbows: exact odds, the best pool, and the best pool keeping 2 Troupes', () => {
    const a = answer('oath-campagne-arcs-longs.json');
    expect(a.ok).toBe(true);
    expect(a.campaign!.pVictory).toBe('1292287/1679616');
    expect(a.campaign!.pools).toMatchObject({ attackDice: 5, defenseDice: 3 });
    expect(a.best!.dice).toBe(4);
    expect(a.bestKeeping!.sacrifice).toEqual({ keep: 2 });
  });

  it('a roll resolved step by step', () => {
    const a = answer('oath-campagne-jet.json');
    expect(a.roll!.victory).toBe(true);
    expect(a.roll!.steps.map((s) => s.step)).toContain('9.5');
  });

  it('the title, the Wake, War Exhaustion', () => {
    const a = answer('oath-titre-usurpateur.json');
    expect(a.oathkeeper!.title.next).toEqual(['player2']);
    expect(a.oathkeeper!.wake.find((w) => w.player === 'player2')!.wins).toBe('visionary');
    // the title has not moved yet: the Chancellor, Imperial, is still the Oathkeeper (3.4.1)
    expect(a.oathkeeper!.warExhaustion).toMatchObject({ winner: 'chancellor', by: '3.4.1' });
  });

  it('the end die from round 5', () => {
    expect(answer('oath-fin-de-partie.json').end!.rounds.map((r) => r.probability)).toEqual(['1/6', '5/18', '10/27', '5/27']);
  });

  it('Voyage costs with Coasts and the Narrow Pass; Supply', () => {
    const t = answer('oath-voyage.json').travel!;
    expect(t.costs.find((c) => c.to === 7)).toMatchObject({ ok: true, cost: 1 });
    expect(t.costs.find((c) => c.to === 8)!.ok).toBe(false);
    const s = answer('oath-provisions.json').supply!;
    expect(s.search[0]).toMatchObject({ discard: 2, world: 3 });
    // banks: 24 − 3 − 2 = 19 purple, 14 − 4 = 10, 14 − 3 = 11
    expect(s.refresh.map((r) => [r.bank, r.table])).toEqual([[19, 6], [10, 6], [11, 6]]);
  });

  it('an impossible position gives its problems, with their rules', () => {
    const a = answer('oath-invalide-deux-couleurs.json');
    expect(a.ok).toBe(false);
    expect(a.problems.map((p) => p.rule).sort()).toEqual(['2.8', '6.5']);
  });

  it('questions that are not well formed get French problems', () => {
    const setup = pos();
    for (const question of [undefined, {}, { kind: 'bataille' }, { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [] }, { kind: 'travel', player: 'player9' }, { kind: 'end', imperial: { 4: true } }])
      expect(evaluateSituation({ game: 'oath', setup, question }).ok).toBe(false);
    expect(evaluateSituation({ game: 'oath', setup, question: { kind: 'position' } }).ok).toBe(true);
  });

  it('the scenario runner answers an Oath situation', { timeout: 30_000 }, () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const out = execFileSync(`${root}node_modules/.bin/tsx`, ['scripts/scenario.ts', 'tests/situations/oath-fin-de-partie.json'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out).end.rounds[3]).toEqual({ round: 8, probability: '5/27' });
  });
});

// random questions on random legal positions
const slot = fc.integer({ min: 1, max: 8 });
const player = fc.constantFrom('chancellor', 'player2', 'player3', 'player4', 'player5', 'player6' as const);
const use = fc.record(
  { card: fc.constantFrom('OATH-004', 'OATH-155', 'OATH-060', 'OATH-005', 'OATH-020'), choice: fc.integer({ min: 0, max: 1 }), n: fc.integer({ min: 0, max: 5 }), when: fc.boolean(), site: slot },
  { requiredKeys: ['card'] },
);
const question: fc.Arbitrary<Question> = fc.oneof(
  fc.constant({ kind: 'position' as const }),
  fc.constant({ kind: 'title' as const }),
  fc.constant({ kind: 'supply' as const }),
  fc.record({ kind: fc.constant('end' as const), imperial: fc.record({ '5': fc.boolean(), '7': fc.boolean() }) }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.constant('travel' as const), player, from: slot }, { requiredKeys: ['kind', 'player'] }),
  fc.record(
    {
      kind: fc.constant('campaign' as const),
      attacker: player,
      defender: fc.oneof(player, fc.constant('bandits' as const)),
      targets: fc.array(fc.oneof(slot.map((site) => ({ site })), fc.constant({ banish: true as const }), fc.constant({ banner: 'peoplesFavor' as const }), fc.constant({ relic: 'OATH-213' as const })), { minLength: 1, maxLength: 3 }),
      from: slot,
      dice: fc.integer({ min: 0, max: 9 }),
      reading: fc.constantFrom('upTo' as const, 'asMany' as const),
      allies: fc.array(player, { maxLength: 2 }),
      plans: fc.record({ attacker: fc.array(use, { maxLength: 2 }), defender: fc.array(use, { maxLength: 2 }) }, { requiredKeys: [] }),
      powers: fc.array(fc.record({ card: fc.constantFrom('OATH-068', 'OATH-041'), side: fc.constantFrom('attacker' as const, 'defender' as const), suits: fc.constant(null).map(() => ['Order'] as Suit[]) }, { requiredKeys: ['card', 'side'] }), { maxLength: 1 }),
      sacrifice: fc.oneof(fc.constant('win' as const), fc.constant('never' as const), fc.integer({ min: 0, max: 4 }).map((keep) => ({ keep }))),
      keep: fc.integer({ min: 0, max: 4 }),
      roll: fc.record({ defense: fc.record({ blank: fc.integer({ min: 1, max: 2 }), double: fc.integer({ min: 1, max: 2 }) }), attack: fc.record({ sword: fc.integer({ min: 1, max: 3 }), twoSwordsSkull: fc.integer({ min: 1, max: 2 }) }) }),
    },
    { requiredKeys: ['kind', 'attacker', 'defender', 'targets'] },
  ),
);

describe('the share-link text', () => {
  it('property: any situation round-trips through its text', () => {
    fc.assert(
      fc.property(validSetup, question, fc.option(fc.constantFrom('5.5.5', '2.11'), { nil: undefined }), fc.option(fc.string({ maxLength: 30 }), { nil: undefined }), (setup, q, rule, title) => {
        const v = validate(setup);
        if (!v.ok) return;
        const env: Record<string, unknown> = { v: 1, setup: v.setup, question: q };
        if (rule) env.rule = rule;
        if (title) env.title = title;
        const read = readSituation(env);
        if (!read.ok) throw new Error(JSON.stringify(read.problems));
        const text = encodeSituation(read.situation as Situation);
        const back = decodeSituation(text);
        if (!back.ok) throw new Error(`${text} ${JSON.stringify(back.problems)}`);
        expect(back.situation).toEqual(read.situation);
      }),
      { numRuns: 300 },
    );
  });

  it('property: answers never throw, whatever the question on whatever position', () => {
    fc.assert(
      fc.property(validSetup, question, (setup, q) => {
        const a = evaluateSituation({ game: 'oath', setup, question: q }) as OathAnswer;
        if (!a.ok) expect(a.problems.length).toBeGreaterThan(0);
        else expect(JSON.parse(JSON.stringify(a))).toBeTruthy();
      }),
      { numRuns: 150 },
    );
  });

  it('property: any link text is decoded or refused, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `oath/${s}`), fc.constantFrom('oath/campagne.j2.j3.c3+bannir/supr', 'oath/fin.5o/supr/j=ch.p1/m=plaines'), fc.anything()), (t) => {
        expect(() => SITUATIONS.decodeLink(t)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});
