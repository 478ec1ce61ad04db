/**
 * The reach of the Root engine in the faction chapters (6–15) of the Law: for each chapter, the
 * numbered rules on the site, those the engine cites (a string literal in src/engine/root), and
 * those also cited by a test row (a string in tests/engine). Usage: npx tsx scripts/portee-root.mts [chapter]
 */
import { readFileSync } from 'node:fs';
import { rulesIndex } from '../src/lib/rules-index.mjs';
import { filesUnder } from '../tests/fichiers';

const index = rulesIndex({ fresh: true });
const literals = (dir: string) => {
  const out = new Set<string>();
  for (const f of filesUnder(dir, ['.ts'])) for (const m of readFileSync(f, 'utf8').matchAll(/(['"`(\s])(\d{1,2}(?:\.\d{1,2})+(?:\.[IVX]+)?(?:\.[a-z])?)(?=['"`),.\s;:])/g)) out.add(m[2]!);
  return out;
};
const engine = literals('src/engine/root');
const tests = literals('tests/engine');
const only = process.argv[2];
for (let ch = 6; ch <= 15; ch++) {
  const all = [...index.byKey.keys()].filter((k) => k.startsWith(`loi:${ch}.`)).map((k) => k.slice(4));
  const cited = all.filter((r) => engine.has(r));
  const tested = cited.filter((r) => tests.has(r));
  const pct = Math.round((100 * tested.length) / all.length);
  console.log(`${ch}: ${tested.length}/${all.length} (${pct} %) appliquées et testées ; citées sans test : ${cited.filter((r) => !tests.has(r)).join(' ') || '—'}`);
  if (only === String(ch)) console.log(`   manquent : ${all.filter((r) => !cited.includes(r)).join(' ')}`);
}
