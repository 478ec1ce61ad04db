// The situation envelope and its routing by game (src/engine/core/situation.ts, src/engine/games.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { SITUATIONS, evaluateSituation, linkText } from '../../../src/engine/games';
import { SHARE_LINK_GAMES } from '../../../src/engine/links';
import { createSituations, routeLink, type GameSituations } from '../../../src/engine/core/situation';
import { encodeSituation, type Situation } from '../../../src/engine/root/situation';
import { evaluateSituation as evaluateRoot } from '../../../src/engine/root/evaluate';
import fixtures from './liens-root-2026-11.json';

const links = fixtures.links as { source: string; link: string }[];

describe('situation envelope', () => {
  it('the light link table names the same games as the registry', () => {
    expect([...SHARE_LINK_GAMES.ids].sort()).toEqual(['oath', 'root', 'tet']);
    expect(SHARE_LINK_GAMES.defaultGame).toBe(SITUATIONS.defaultGame);
    for (const id of SITUATIONS.games.keys()) expect(SHARE_LINK_GAMES.ids).toContain(id);
  });

  it.each(links.map((l) => [l.source, l.link]))('a Root link shared before games had names still opens as before (%s)', (source, link) => {
    const d = SITUATIONS.decodeLink(link);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.game).toBe('root');
    // the same text comes back, and the link answers what the situation file answers
    const text = linkText('root', encodeSituation(d.situation as Situation));
    expect(SITUATIONS.decodeLink(text)).toEqual(d);
    if (source.endsWith('.json')) {
      expect(text).toBe(link);
      const file = JSON.parse(readFileSync(source, 'utf8'));
      expect(evaluateSituation(d.situation)).toEqual(evaluateSituation(file));
    }
  });

  it('a situation naming its game is dispatched to it; without a game it is Root’s, answered as before', () => {
    const file = JSON.parse(readFileSync('content/root/situations/controle-2-5.json', 'utf8'));
    const before = evaluateRoot(file);
    expect(before.ok).toBe(true);
    expect(evaluateSituation(file)).toEqual(before);
    expect(evaluateSituation({ ...file, game: 'root' })).toEqual(before);
  });

  it('a game whose engine is still to come, an unknown game, a bad envelope: French problems, no exception', () => {
    const planned = createSituations([SITUATIONS.games.get('root')!], 'root', [{ id: 'futur', name: 'Un jeu à venir' }]);
    const later = planned.evaluateSituation({ v: 1, game: 'futur', setup: {}, question: {} });
    expect(later.ok).toBe(false);
    expect(later.problems[0]?.text).toMatch(/moteur de Un jeu à venir n’est pas disponible/);
    const tet = evaluateSituation({ v: 1, game: 'tet', setup: {}, question: {} });
    expect(tet.ok).toBe(false);
    expect(tet.problems.length).toBeGreaterThan(0);
    const oath = evaluateSituation({ v: 1, game: 'oath', setup: {}, question: {} });
    expect(oath.ok).toBe(false);
    expect(oath.problems[0]?.rule).toBe('2.10');
    const chess = evaluateSituation({ v: 1, game: 'echecs', setup: {}, question: {} });
    expect(chess.problems[0]?.text).toMatch(/jeu que le site ne connaît pas/);
    expect(chess.problems[0]?.text).not.toMatch(/echecs|root|tet\b/);
    expect(evaluateSituation({ game: 3 }).problems[0]?.rule).toBe('format');
    expect(evaluateSituation('nimporte').ok).toBe(false);
    expect(SITUATIONS.decodeLink('oath/xyz').ok).toBe(false);
    expect(SITUATIONS.decodeLink(42).ok).toBe(false);
  });

  it('links of another game carry its id; a game registered later routes without touching Root links', () => {
    const fake: GameSituations<{ n: number }> = {
      id: 'des',
      name: 'Dés',
      questions: ['n'],
      read: (x) => ({ ok: true, situation: x as { n: number } }),
      evaluate: () => ({ ok: true, problems: [] }),
      encode: (s) => `n${s.n}`,
      decode: (t) => (/^n\d+$/.test(t) ? { ok: true, situation: { n: Number(t.slice(1)) } } : { ok: false, problems: [] }),
    };
    const root = SITUATIONS.games.get('root')!;
    const reg = createSituations([root, fake], 'root');
    expect(reg.linkText('des', 'n4')).toBe('des/n4');
    expect(reg.decodeLink('des/n4')).toEqual({ ok: true, game: 'des', situation: { n: 4 } });
    const first = links[0]!.link;
    expect(reg.decodeLink(first).ok && (reg.decodeLink(first) as { game: string }).game).toBe('root');
    expect(routeLink('oath/abc', SHARE_LINK_GAMES)).toEqual({ ok: true, game: 'oath', text: 'abc' });
    expect(routeLink('controle/automne', SHARE_LINK_GAMES)).toEqual({ ok: true, game: 'root', text: 'controle/automne' });
  });

  it('property: any text or value is routed and decoded without an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (x) => {
        expect(() => SITUATIONS.decodeLink(x)).not.toThrow();
        expect(() => evaluateSituation(x)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
