/**
 * The reach of the Root engine in the faction chapters (6–15) of the Law: for each chapter, its
 * numbered rules on the site, those the engine cites (a rule number written in src/engine/root),
 * and those a test row also cites (written in tests/engine). Used by scripts/portee-root.mts and
 * tests/engine/tour/portee.test.ts.
 */
import { readFileSync } from 'node:fs';
import { rulesIndex } from '../src/lib/rules-index.mjs';
import { filesUnder } from './fichiers';

function literals(dir: string): Set<string> {
  const out = new Set<string>();
  for (const f of filesUnder(dir, ['.ts'])) for (const m of readFileSync(f, 'utf8').matchAll(/(['"`(\s])(\d{1,2}(?:\.\d{1,2})+(?:\.[IVX]+)?(?:\.[a-z])?)(?=['"`),.\s;:])/g)) out.add(m[2]!);
  return out;
}

export interface ChapterReach {
  chapter: number;
  all: string[];
  cited: string[];
  tested: string[];
}

export function rootReach(): ChapterReach[] {
  const index = rulesIndex({ fresh: true });
  const engine = literals('src/engine/root');
  const tests = literals('tests/engine');
  const out: ChapterReach[] = [];
  for (let ch = 6; ch <= 15; ch++) {
    const all = [...index.byKey.keys()].filter((k) => k.startsWith(`loi:${ch}.`)).map((k) => k.slice(4));
    const cited = all.filter((r) => engine.has(r));
    out.push({ chapter: ch, all, cited, tested: cited.filter((r) => tests.has(r)) });
  }
  return out;
}
