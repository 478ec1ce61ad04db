// Developer tool, run by hand (never at build, run or test time): lists every
// rule number of the Law of Oath as printed in the French half of the rule book
// (seed 002, separated), and writes src/data/oath-rule-numbers.json. The content
// tests check the site against this committed list.
//   node scripts/extract-oath-rule-numbers.mjs ../shared/seeds/002-oath-fr.txt
//
// Numbers: the chapters 1–10; the setup steps of chapter 1 as 1.1 … 1.23 (the
// book prints « étape N »); every numbered rule of chapters 2–9 (2.1 … 9.6, fourth
// level in roman numerals, 5.5.7.III); the seven numbered steps inside 8.3.5 as
// 8.3.5.1 … 8.3.5.7. The glossary (chapter 10) is addressed by slugs, not numbers.
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/extract-oath-rule-numbers.mjs 002-oath-fr.txt');
  process.exit(2);
}
const lines = readFileSync(file, 'utf8').split('\n');
const out = [];
let in835 = false;
for (const raw of lines) {
  const line = raw.trim();
  let m;
  if ((m = /^(10|[1-9]) [A-ZÉ]/.exec(line))) out.push(m[1]);
  else if ((m = /^Mise en place, étape (\d{1,2})$/.exec(line))) out.push(`1.${m[1]}`);
  else if ((m = /^([2-9](?:\.\d{1,2})+(?:\.[IVX]{1,4})?)(?:\s|$)/.exec(line))) {
    out.push(m[1]);
    in835 = m[1] === '8.3.5';
    continue;
  } else if (in835 && (m = /^([1-9])\. /.exec(line))) out.push(`8.3.5.${m[1]}`);
}
const numbers = [...new Set(out)];
const result = { source: 'seed 002 (La Loi d’Oath, moitié française, 002-oath-fr.txt), extracted by scripts/extract-oath-rule-numbers.mjs', oath: numbers };
writeFileSync('src/data/oath-rule-numbers.json', JSON.stringify(result, null, 1) + '\n');
console.log(`oath: ${numbers.length} (${numbers.filter((n) => /^[2-9]\./.test(n)).length} in chapters 2–9)`);
