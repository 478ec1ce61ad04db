/**
 * The reach of the Root engine in the faction chapters (6–15) of the Law (tests/portee.ts).
 * Usage: npx tsx scripts/portee-root.mts [chapter]
 */
import { rootReach } from '../tests/portee';

const only = process.argv[2];
for (const r of rootReach()) {
  const pct = Math.round((100 * r.tested.length) / r.all.length);
  console.log(`${r.chapter}: ${r.tested.length}/${r.all.length} (${pct} %) appliquées et testées ; citées sans test : ${r.cited.filter((x) => !r.tested.includes(x)).join(' ') || '—'}`);
  if (only === String(r.chapter)) console.log(`   manquent : ${r.all.filter((x) => !r.cited.includes(x)).join(' ')}`);
}
