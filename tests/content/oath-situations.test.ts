// Every Oath situation embedded in the rules text: the engine evaluates it without a problem, its
// rule exists in the Law of Oath, and the page that embeds it names it (no orphan file).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../src/engine/games';
import { rulesIndex } from '../../src/lib/rules-index.mjs';

const DIR = join(process.cwd(), 'content/oath/situations');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const pages = ['content/oath/loi', 'content/oath/explorateurs'].flatMap((d) => readdirSync(join(process.cwd(), d)).map((f) => readFileSync(join(process.cwd(), d, f), 'utf8')));
const oathRules = new Set(rulesIndex().list.filter((r: { book: string }) => r.book === 'oath').map((r: { n: string }) => r.n));

describe('les situations d’Oath intégrées aux pages', () => {
  it('il y en a deux pour la Campagne (5.5, Couronne des Bandits 7.6.5), une pour les dés contre dés, le Titre, la fin, le Voyage, et deux pour les actions du tour', () => {
    const kinds = files.map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')).question.kind).sort();
    expect(kinds).toEqual(['action', 'action', 'campaign', 'campaign', 'dice', 'end', 'title', 'travel']);
  });
  for (const f of files) {
    it(`${f} : le moteur l’évalue sans problème, sa règle existe, une page l’intègre`, () => {
      const s = JSON.parse(readFileSync(join(DIR, f), 'utf8'));
      expect(s.game).toBe('oath');
      const a = evaluateSituation(s) as { ok: boolean; problems: unknown[]; [k: string]: unknown };
      expect(a.problems).toEqual([]);
      expect(a.ok).toBe(true);
      expect(a[{ campaign: 'campaign', dice: 'dice', end: 'end', title: 'oathkeeper', travel: 'travel', action: 'action' }[s.question.kind as string]!]).toBeTruthy();
      expect(oathRules.has(s.rule)).toBe(true);
      expect(pages.some((p) => p.includes(`../situations/${f}'`))).toBe(true);
    });
  }
});
