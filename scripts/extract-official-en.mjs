// Developer tool, run by hand (never at build, run or test time): reads Leder Games' official
// English rules (the public repository LederCards/rules, served at https://rules.ledergames.com/)
// and writes src/data/root-official-en.json, the rule numbers of the official Law of Root with the
// anchor of each on that site. The « EN » link beside each rule (src/lib/official-en.mjs) and
// tests/content/official-en.test.ts read that committed file; nothing fetches the network.
//
//   git clone https://github.com/LederCards/rules /tmp/lc-rules   (or any copy of its history)
//   node scripts/extract-official-en.mjs /tmp/lc-rules [commit]
//
// What the site shows, from its sources at the commit recorded in the JSON:
// - src/app/param-service.ts: the page reads `product`, `locale` and `printing` from the query,
//   but since commit 315f24e (« only respect 'printing' query param if 'compareToPrinting' is
//   specified ») a plain link always shows the newest printing of the locale (p16 for Root
//   en-US; p4 and p6 are older printings, the other locales have p6 only). So the anchors are
//   those of TARGET, and a rule is linked only where TARGET holds the same rule as EDITION, the
//   printing whose numbering the French Law on this site follows (same chapters 1–15, appendices
//   A, C–G; the official p6 data has no appendix B).
// - src/app/rules-service.ts: a rule's internal index is its position (1-based, dot-joined), the
//   appendices included: in p16 Appendix A is the 19th top-level entry, so A.3 is « 19.3 »;
//   levels 4 and 5 (printed I, II… and a, b…) are numbered 1, 2… as well.
// - src/app/rules-display/rules-display.component.html: levels 1–3 carry an empty
//   <span class="index-link" id="{index}">, so #4.3.2 or #19.3 reaches them; levels 4 and 5 have
//   only the id of their <a>, whose [innerHTML] replaces that span: slugTitle(index, name) of
//   src/app/slugtitle.ts, i.e. `${index}-${slugify(name.toLowerCase())}` (slugify 1.6.6, default
//   options), without « " » nor a final « . ».
// - src/app/app.component.ts: once the rules are shown the page scrolls to the element whose id is
//   location.hash (without « # », not decoded), so anchors stay unencoded.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import yaml from 'js-yaml';

const REPO = 'LederCards/rules';
const TARGET = 'content/rules/root/en-US/p16/rules.yml';
const EDITION = 'content/rules/root/en-US/p6/rules.yml';
const OUT = 'src/data/root-official-en.json';

// Rules whose English title changed between p6 and p16 but that are the same rule, read side by
// side (number: why). Any other change of title at a number means another rule: no link.
const RENAMED = {
  '1.2.2': 'Discard → Piles and the Shared Deck: the discard pile may still be searched; the rule adds the shared deck',
  '1.3': 'Negotiation and Deals → Negotiation, Deals, and Consent: same rule, one more paragraph',
  '5.1': 'Standard Setup Procedure → Standard Setup',
  '9.2.5.II': 'Satchel → The Satchel, same text',
  '9.6.1': "An Evening's Rest → Rest: same rule, reworded",
  '12.3.4': 'Fill Building Tracks → Fill Buildings Tracks, same step',
  '15.5.2.II.a': 'Move and Flip Relic → Flip and Move Relic: the same step, its two actions swapped',
};

const [dir, commitArg = 'HEAD'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/extract-official-en.mjs LEDERCARDS_RULES_GIT_DIR [commit]');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const commit = git('rev-parse', `${commitArg}^{commit}`).trim();
const date = git('show', '-s', '--format=%cs', commit).trim();
const load = (path) => yaml.load(git('show', `${commit}:${path}`));

// slugify 1.6.6 (simov/slugify), default options, for the characters found in the titles; any
// other non-ASCII character stops the script rather than guess.
const CHAR_MAP = { '&': 'and', '$': 'dollar', '%': 'percent', '<': 'less', '>': 'greater', '|': 'or', '–': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '…': '...' };
function slugify(text) {
  let out = '';
  for (const ch of text.normalize()) {
    if (/[^\x00-\x7f]/.test(ch) && !(ch in CHAR_MAP)) throw new Error(`slugify: unknown character « ${ch} » in « ${text} »`);
    let c = CHAR_MAP[ch] ?? ch;
    if (c === '-') c = ' ';
    out += c.replace(/[^\w\s$*_+~.()'"!\-:@]+/g, '');
  }
  return out.trim().replace(/\s+/g, '-');
}
function slugTitle(index, title) {
  let s = title ? `${index}-${slugify(title.toLowerCase())}` : index;
  s = s.split('"').join('');
  return /^.+\.$/.test(s) ? s.slice(0, -1) : s;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];

/** Every rule below a chapter: printed number (4.3.2, A.3, 8.4.2.II.a) → { anchor, name }. */
function rulesOf(tree) {
  const out = new Map();
  const walk = (list, pos, shown, depth) =>
    list.forEach((rule, i) => {
      const p = [...pos, i + 1];
      const part = depth === 0 ? (rule.appendix ?? String(i + 1)) : depth === 3 ? ROMAN[i] : depth === 4 ? String.fromCharCode(97 + i) : String(i + 1);
      const s = [...shown, part];
      const index = p.join('.');
      const name = String(rule.plainName || rule.name || '').trim();
      if (depth > 0) out.set(s.join('.'), { anchor: depth <= 2 ? index : slugTitle(index, name), name });
      if (depth >= 4 && rule.children?.length) throw new Error(`${s.join('.')}: deeper than the site shows`);
      if (rule.children) walk(rule.children, p, s, depth + 1);
    });
  walk(tree, [], [], 0);
  return out;
}

const norm = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const target = rulesOf(load(TARGET));
const edition = rulesOf(load(EDITION));

const official = {};
const differs = {};
const newInTarget = [];
for (const [n, { anchor, name }] of target) {
  official[n] = anchor;
  const before = edition.get(n);
  if (!before) newInTarget.push(n);
  else if (!RENAMED[n] && norm(before.name) !== norm(name)) differs[n] = [before.name, name];
}
for (const n of Object.keys(RENAMED)) if (!target.has(n) || !edition.has(n)) throw new Error(`RENAMED ${n} is not in both printings`);

const result = {
  source: `${REPO} at ${commit} (${date}), ${TARGET}, compared with ${EDITION}; extracted by scripts/extract-official-en.mjs`,
  repo: REPO,
  commit,
  site: 'https://rules.ledergames.com/',
  query: { product: 'root', locale: 'en-US', printing: TARGET.split('/')[4] },
  // printed number → id of the rule on the site (location.hash)
  official,
  // numbers of TARGET that hold another rule than in EDITION: [title in EDITION, title in TARGET]
  differs,
  // numbers of TARGET absent from EDITION (rules added since): no rule of ours can be checked there
  newInTarget,
  renamed: RENAMED,
};
writeFileSync(OUT, JSON.stringify(result, null, 1) + '\n');
console.log(`${OUT}: ${target.size} official rules; ${Object.keys(differs).length} hold another rule than in ${EDITION.split('/')[4]}, ${newInTarget.length} are new`);
