// Every Tiny Epic Tactics situation embedded in the rules text: the engine evaluates it without a
// problem, its rule exists in the rules, and a page embeds it (no orphan file).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../src/engine/games';
import { rulesIndex } from '../../src/lib/rules-index.mjs';

const DIR = join(process.cwd(), 'content/tiny-epic-tactics/situations');
const RULES = join(process.cwd(), 'content/tiny-epic-tactics/regles');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const EXPLORERS = join(process.cwd(), 'content/tiny-epic-tactics/explorateurs');
// a situation is embedded by a rules page, or opens an explorer's own page
const pages = [...readdirSync(RULES).map((f) => readFileSync(join(RULES, f), 'utf8')), ...readdirSync(EXPLORERS).map((f) => readFileSync(join(EXPLORERS, f), 'utf8'))];
const tetRules = new Set(rulesIndex().list.filter((r: { book: string }) => r.book === 'tet').map((r: { n: string }) => r.n));

describe('les situations de Tiny Epic Tactics intégrées aux pages', () => {
  it('il y en a une pour le Déplacement, la Mêlée, la Distance, les zones, le tour, le tour de l’Ennemi, une capacité et une carte Tactique', () => {
    const all = files.map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')));
    const kinds = [...new Set(all.map((s) => s.question.kind))].sort();
    expect(kinds).toEqual(['deplacement', 'distance', 'ennemi', 'melee', 'tour', 'zones']);
    // the effects the reader describes: an ability in a position, a Tactic card in a turn
    expect(all.some((s) => s.setup.includes('/ef='))).toBe(true);
    expect(all.some((s) => s.question.actions?.some((a: { tactique?: unknown }) => a.tactique))).toBe(true);
  });
  for (const f of files) {
    it(`${f} : le moteur l’évalue sans problème, sa règle existe, une page l’intègre`, () => {
      const s = JSON.parse(readFileSync(join(DIR, f), 'utf8'));
      expect(s.game).toBe('tet');
      const a = evaluateSituation(s) as { ok: boolean; problems: unknown[]; result?: unknown };
      expect(a.problems).toEqual([]);
      expect(a.ok).toBe(true);
      expect(a.result).toBeTruthy();
      expect(tetRules.has(s.rule)).toBe(true);
      expect(pages.some((p) => p.includes(`../situations/${f}'`))).toBe(true);
    });
  }
});
