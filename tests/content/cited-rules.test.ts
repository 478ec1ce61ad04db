// Every rule number the engine cites in a verdict, a bot's step or a problem must open a rule on the
// site: the reasons panel links « R4.3.1 » to the Laws of Rootbotics' #4.3.1, « 4.2.1 » to the Law's.
// A chapter title (« R4 ») is no anchor. The engine's citations are string literals, so they are read
// from the sources; the situations' answers are checked too (tests/engine/situations.test.ts runs them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesIndex } from '../../src/lib/rules-index.mjs';
import { evaluateSituation } from '../../src/engine/games';
import { filesUnder } from '../fichiers';

const index = rulesIndex({ fresh: true });
const RULE = /^R?(?:\d{1,2}|[A-G])(?:\.\d{1,2})+(?:\.[IVX]+)?(?:\.[a-z])?$|^R\d{1,2}$/;
/**
 * Chapter-level citations allowed: the fully cooperative game (Rootbotics, chapter 3) is a section
 * without a number in the booklet; the reasons panel links it to the chapter's page.
 */
const CHAPTERS = new Set(['R3']);

function anchorOf(rule: string): string | undefined {
  const bot = /^R(.+)$/.exec(rule);
  const r = index.byKey.get(`${bot ? 'robotique' : 'loi'}:${bot ? bot[1] : rule}`);
  if (!r) return undefined;
  if (!r.anchor) return CHAPTERS.has(rule) ? r.url : undefined;
  return `${r.url}#${r.anchor}`;
}

/** String literals that look like rule numbers, except a bot's chapter (a link to its page, not a citation). */
function citedInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const f of filesUnder('src/engine/root', ['.ts'])) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/(chapter:\s*|value:\s*)?(['"`])([^'"`\n$]{1,20})\2/g)) {
      if (m[1] || !RULE.test(m[3])) continue;
      if (!found.has(m[3])) found.set(m[3], f);
    }
  }
  return found;
}

function collectRules(x: unknown, out: Set<string>): void {
  if (Array.isArray(x)) for (const y of x) collectRules(y, out);
  else if (x && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      if (k === 'rule' && typeof v === 'string' && v !== 'format') out.add(v);
      else collectRules(v, out);
    }
}

describe('every rule the engine cites exists on the site, with its anchor', () => {
  it('the rule numbers written in the engine', () => {
    const cited = citedInSources();
    expect(cited.size).toBeGreaterThan(300);
    const missing = [...cited].filter(([r]) => !anchorOf(r)).map(([r, f]) => `${r} (${f})`);
    expect(missing).toEqual([]);
  });
  it('the rules cited by the answers of the site’s situations', () => {
    const dir = 'content/root/situations';
    const seen = new Set<string>();
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      // the situation's own `rule` (what it illustrates, a chapter for a bot's whole turn) is no verdict
      const { rule: _illustrated, ...answer } = evaluateSituation(JSON.parse(readFileSync(join(dir, f), 'utf8'))) as { rule?: string };
      collectRules(answer, seen);
    }
    expect(seen.size).toBeGreaterThan(30);
    expect([...seen].filter((r) => !anchorOf(r))).toEqual([]);
  });
  it('a chapter title is no anchor (the check can fail)', () => {
    expect(anchorOf('R4')).toBeUndefined();
    expect(anchorOf('4.3.9')).toBeUndefined();
    expect(anchorOf('R4.3')).toMatch(/#4\.3$/);
  });
});
