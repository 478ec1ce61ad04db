// Developer tool, run by hand (never at build, run or test time): lists every
// rule number of La Loi de Root and Les Lois de la Robotique as printed in the
// source books, and writes src/data/root-rule-numbers.json. The content tests
// check the site against this committed list.
//   node scripts/extract-rule-numbers.mjs ../shared/seeds/000_f4de70e55cf54288.txt
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/extract-rule-numbers.mjs SEED.txt');
  process.exit(2);
}
const lines = readFileSync(file, 'utf8').split('\n');
const BOOKS = {
  loi: { from: 584, to: 1745 },
  robotique: { from: 1950, to: lines.length },
};

function extract({ from, to }) {
  const out = [];
  let numeric = null; // last numeric rule (4.3.1)
  let roman = null; // last roman sub-item (4.3.1.I)
  for (let i = from - 1; i < to; i++) {
    const line = lines[i].replace(/^\s*-\s*/, '').trimEnd();
    let m;
    if ((m = /^((?:1[0-5]|[1-9]|[A-G]))\.\s+\S/.exec(line)) && !/^\d+\.\s+\*\*/.test(line) && /^[0-9A-G]{1,2}\.\s+[A-ZÉÈÀ]/.test(line) && line.length < 60) {
      out.push(m[1]);
      numeric = null; roman = null;
    } else if ((m = /^((?:1[0-5]|[1-9]|[A-G])(?:\.\d{1,2})+)\.?\s+(?=\S)/.exec(line))) {
      out.push(m[1]);
      numeric = m[1]; roman = null;
    } else if (numeric && (m = /^([IVX]{1,4}|1)\.?\s+\*\*/.exec(line))) {
      // The Rootbotics book prints a lone "1" for the first item I twice
      // (4.5.1, 4.7.1); the older edition numbers them "I".
      roman = `${numeric}.${m[1] === '1' ? 'I' : m[1]}`;
      out.push(roman);
    } else if (roman && (m = /^([a-z])\.?\s+\*\*/.exec(line))) {
      out.push(`${roman}.${m[1]}`);
    }
  }
  return [...new Set(out)];
}

const result = { source: 'seed 000 (La Loi de Root, Les Lois de la Robotique), extracted by scripts/extract-rule-numbers.mjs' };
for (const [book, range] of Object.entries(BOOKS)) result[book] = extract(range);
writeFileSync('src/data/root-rule-numbers.json', JSON.stringify(result, null, 1) + '\n');
console.log(Object.entries(result).filter(([k]) => k !== 'source').map(([k, v]) => `${k}: ${v.length}`).join(', '));
