// Checks chapters of a book against the committed list of rule numbers:
//   node scripts/verifier-chapitres.mjs loi 5 6 7
//   node scripts/verifier-chapitres.mjs robotique 4
//   node scripts/verifier-chapitres.mjs oath 5 10   (10: the glossary's slugs and its terms)
// Prints missing and unexpected numbers, heading levels that do not match the
// number's depth, duplicate anchors and cross-references that do not resolve.
import { rulesIndex, crossReferences, termReferences, findGlossaryEntry, BOOKS } from '../src/lib/rules-index.mjs';
import { numberingGaps } from '../src/lib/rule-number.mjs';
import { resolveReference, OFFICIAL_NUMBERS } from '../src/lib/references.mjs';

const [book, ...chapters] = process.argv.slice(2);
if (!book || !chapters.length) {
  console.error('usage : node scripts/verifier-chapitres.mjs loi|robotique|oath|tet CHAPITRE…');
  process.exit(2);
}
const index = rulesIndex({ fresh: true });
const inChapters = (n) => chapters.includes(n.split('.')[0]);
const official = (OFFICIAL_NUMBERS[book] ?? []).filter(inChapters);
const site = index.list.filter((r) => r.book === book && inChapters(r.n));
const siteSet = new Set(site.map((r) => r.n));
const officialSet = new Set(official);
let bad = 0;
const report = (title, items) => {
  if (!items.length) return;
  bad += items.length;
  console.log(`${title} (${items.length}) :`);
  for (const i of items) console.log(`  ${i}`);
};
if (BOOKS[book]?.ownNumbering) {
  // A book printed without numbers: the site's numbering must be continuous.
  report('numérotation discontinue', numberingGaps(index.list.filter((r) => r.book === book).map((r) => r.n)).filter((p) => chapters.some((c) => p.includes(` ${c}`) || p.startsWith(`${c}.`) || p.startsWith('chapitres'))));
} else {
  report('numéros absents du site', official.filter((n) => !siteSet.has(n)));
  report('numéros du site absents de la liste officielle', [...siteSet].filter((n) => !officialSet.has(n)));
}
report('niveaux de titre faux', site.filter((r) => r.level && r.level !== Math.min(6, r.n.split('.').length)).map((r) => `${r.n} : h${r.level} (${r.file}:${r.line})`));
report('ancres en double', index.duplicates.filter((r) => r.book === book && inChapters(r.n)).map((r) => `${r.n} (${r.file}:${r.line})`));
const files = new Set(site.map((r) => r.file.replace(process.cwd() + '/', '')));
report(
  'renvois cassés',
  crossReferences()
    .filter((r) => files.has(r.file))
    .map((r) => ({ ...r, found: resolveReference(r.book, r.n) }))
    .filter((r) => r.found.status === 'dangling')
    .map((r) => `${r.file}:${r.line} → ${r.n} (${r.found.reason})`),
);
// <Terme livre="…" t="slug"> in these chapters (or anywhere, for the glossary's chapter) must name an entry.
for (const r of termReferences()) {
  if (r.book !== book) continue;
  if (!files.has(r.file) && !chapters.includes('10')) continue;
  if (!findGlossaryEntry(r.book, r.slug)) {
    bad++;
    console.log(`terme inconnu : ${r.file}:${r.line} → « ${r.slug} »`);
  }
}
for (const e of index.glossaryDuplicates.filter((e) => e.book === book)) {
  bad++;
  console.log(`entrée du glossaire en double : ${e.slug} (${e.file}:${e.line})`);
}
console.log(bad ? `${bad} problème(s)` : `chapitres ${chapters.join(', ')} de « ${book} » : ${site.length} règles, tout est en ordre`);
process.exit(bad ? 1 : 0);
