// The index of every numbered rule on the site, read from the MDX sources at
// build time. A rule is a heading that starts with its number (see
// src/plugins/regles.mjs); a chapter or appendix is a page whose title starts
// with "4." or "G.". The cross-reference and glossary components, the content
// tests and the rule-number search all read this one index.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { RULE_HEADING } from './rule-number.mjs';
import { frenchTypography } from '../engine/core/format.ts';
import { GAMES, isGameId } from './games.ts';

const CONTENT = join(process.cwd(), 'content');

/**
 * Books whose rule numbers form one namespace: content/<game>/<book>/. `words`
 * are what a reader may type before a number in search ("robotique 5.5.1").
 * A new book (say Oath's, content/oath/loi/ as `oath-loi`) needs only its entry
 * here: cross-references, the search index and the rule-number jump follow.
 */
export const BOOKS = {
  loi: { game: 'root', dir: 'root/loi', label: 'La Loi de Root', words: ['loi', 'law'] },
  robotique: {
    game: 'root',
    dir: 'root/robotique',
    label: 'Les Lois de la Robotique',
    words: ['robotique', 'rootbotique', 'robot', 'robots', 'rootbotics'],
    // Typed first, these name the book in full-text search too (« robotique vagabot »); not
    // « robot », an ordinary word of the rules.
    prefixes: ['robotique', 'rootbotique', 'rootbotics'],
  },
  // The Law of Oath's glossary (chapter 10) is sorted in French, so its entries are addressed by
  // slugs (#sacrifice), not by the English book's 10.n numbers: see glossaryBookOfFile.
  oath: { game: 'oath', dir: 'oath/loi', label: 'La Loi d’Oath', words: ['loi', 'law'], glossary: 'glossaire' },
  // The printed rule book of Tiny Epic Tactics has no numbers: the numbering is Clairière's own
  // (`ownNumbering`), checked for continuity instead of against a printed list.
  tet: { game: 'tiny-epic-tactics', dir: 'tiny-epic-tactics/regles', label: 'Les règles de Tiny Epic Tactics', words: ['regles'], ownNumbering: true },
};

/** Folders of a game that are not books of numbered rules, with their name in search. */
export const SECTIONS = {
  'root/apprendre': 'Apprendre',
  'root/editions': 'Éditions',
};

/**
 * The slug of a glossary entry, from its heading: ASCII, lower case, words joined by « - »
 * (« Votre site/région » → votre-site-region). The heading plugin gives the entry this id.
 */
export function glossarySlug(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The book whose slug-addressed glossary this content file is, if it is one. */
export function glossaryBookOfFile(path) {
  const p = path.split(sep).join('/');
  return Object.entries(BOOKS).find(([, b]) => b.glossary && p.endsWith(`/content/${b.dir}/${b.glossary}.mdx`))?.[0];
}

function* mdxFiles(dir) {
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const e of entries.sort()) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) yield* mdxFiles(p);
    else if (/\.mdx?$/.test(e) && !e.startsWith('_')) yield p;
  }
}

/** URL of a content file, as Starlight routes it. */
export function pageUrl(file) {
  const rel = relative(CONTENT, file).split(sep).join('/').replace(/\.mdx?$/, '');
  const slug = rel === 'index' ? '' : rel.replace(/\/index$/, '');
  return slug ? `/${slug}/` : '/';
}

/** Plain text of an MDX fragment, for tooltips and search. */
export function plainText(mdx) {
  return mdx
    .replace(/<(?:Ref|Modifie)\s+n="([^"]+)"[^>]*\/>/g, '$1')
    .replace(/<Objet\s+nom="([^"]+)"(?:[^>]*texte="([^"]+)")?[^>]*\/>/g, (_m, nom, texte) => texte ?? nom)
    .replace(/<Terme[^>]*>(.*?)<\/Terme>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*?|__?/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text with French typography, as readers see it. */
export function readerText(mdx) {
  return frenchTypography(plainText(mdx));
}

/** The entries of a slug-addressed glossary page: every level-3 heading without a rule number. */
function parseGlossary(file, book) {
  const text = readFileSync(file, 'utf8');
  const url = pageUrl(file);
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const h = /^###\s+(.*)$/.exec(lines[i]);
    if (!h || RULE_HEADING.test(h[1])) continue;
    const body = [];
    for (let j = i + 1; j < lines.length && !/^#{1,6}\s/.test(lines[j]); j++) {
      if (lines[j].trim() === '' && body.length) break;
      if (lines[j].trim() !== '' && !/^(import|export)\s/.test(lines[j])) body.push(lines[j]);
    }
    const title = frenchTypography(h[1].trim());
    out.push({ slug: glossarySlug(h[1]), book, url, anchor: glossarySlug(h[1]), title, excerpt: readerText(body.join(' ')), file, line: i + 1 });
  }
  return out;
}

function parseFile(file, book) {
  const text = readFileSync(file, 'utf8');
  const url = pageUrl(file);
  const rules = [];
  const fm = /^---\n([\s\S]*?)\n---/.exec(text);
  const title = fm && /^title:\s*["']?(.*?)["']?\s*$/m.exec(fm[1])?.[1];
  const chapter = title && /^((?:1[0-5]|[1-9]|[A-G]))\.\s/.exec(title)?.[1];
  if (chapter) rules.push({ n: chapter, book, game: BOOKS[book].game, url, anchor: '', title, depth: 1, excerpt: '', file });
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const h = /^(#{2,6})\s+(.*)$/.exec(lines[i]);
    if (!h) continue;
    const m = RULE_HEADING.exec(h[2]);
    if (!m) continue;
    const n = m[1];
    const body = [];
    const modifies = [];
    let para = true;
    for (let j = i + 1; j < lines.length && !/^#{1,6}\s/.test(lines[j]); j++) {
      for (const mm of lines[j].matchAll(/<Modifie\s+n="([^"]+)"/g)) modifies.push(mm[1]);
      if (lines[j].trim() === '' && body.length) para = false;
      if (para && lines[j].trim() !== '' && !/^(import|export)\s/.test(lines[j])) body.push(lines[j]);
    }
    rules.push({
      n,
      book,
      game: BOOKS[book].game,
      url,
      anchor: n,
      title: frenchTypography(h[2].slice(m[0].length).trim()),
      level: h[1].length,
      depth: n.split('.').length,
      excerpt: readerText(body.join(' ')),
      modifies,
      chapter: n.split('.')[0],
      file,
      line: i + 1,
    });
  }
  return rules;
}

let cache;
let cacheSignature = '';

function signature() {
  const parts = [];
  for (const { dir } of Object.values(BOOKS)) {
    for (const file of mdxFiles(join(CONTENT, dir))) parts.push(`${file}:${statSync(file).mtimeMs}`);
  }
  return parts.join('|');
}

/**
 * Every rule of every book: { byKey: Map("loi:4.3.2" → rule), list, duplicates,
 * overrides: Map("loi:4.2.1" → the faction rules that declare <Modifie n="4.2.1" />) }.
 * Rebuilt whenever a content file changes (so `astro dev` stays current).
 */
export function rulesIndex({ fresh = false } = {}) {
  const sig = signature();
  if (cache && !fresh && sig === cacheSignature) return cache;
  cacheSignature = sig;
  const list = [];
  for (const [book, { dir }] of Object.entries(BOOKS)) {
    for (const file of mdxFiles(join(CONTENT, dir))) list.push(...parseFile(file, book));
  }
  const byKey = new Map();
  const duplicates = [];
  for (const r of list) {
    const key = `${r.book}:${r.n}`;
    if (byKey.has(key)) duplicates.push(r);
    else byKey.set(key, r);
  }
  const overrides = new Map();
  for (const r of list) {
    for (const target of r.modifies ?? []) {
      const key = `${r.book}:${target}`;
      if (!overrides.has(key)) overrides.set(key, []);
      overrides.get(key).push(r);
    }
  }
  const glossary = new Map();
  const glossaryDuplicates = [];
  for (const [book, { dir, glossary: g }] of Object.entries(BOOKS)) {
    if (!g) continue;
    for (const file of mdxFiles(join(CONTENT, dir)))
      if (glossaryBookOfFile(file) === book)
        for (const e of parseGlossary(file, book)) {
          const key = `${book}:${e.slug}`;
          if (glossary.has(key)) glossaryDuplicates.push(e);
          else glossary.set(key, e);
        }
  }
  cache = { list, byKey, duplicates, overrides, glossary, glossaryDuplicates };
  return cache;
}

/** A slug-addressed glossary entry ({ title, excerpt, url, anchor }), or undefined. */
export function findGlossaryEntry(book, slug) {
  return rulesIndex().glossary.get(`${book}:${slug}`);
}

/** The link to a rule, or undefined when no page of that book holds it. */
export function findRule(book, n) {
  return rulesIndex().byKey.get(`${book}:${n}`);
}

export function ruleHref(rule) {
  return rule.anchor ? `${rule.url}#${rule.anchor}` : rule.url;
}

/** What the rule-number jump in search reads (/regles.json): books and their words, one row per rule. */
export function ruleJumpData() {
  return {
    books: Object.fromEntries(Object.entries(BOOKS).map(([id, { game, label, words }]) => [id, { game, label, words }])),
    rules: rulesIndex().list.map((r) => [r.game, r.book, r.n, ruleHref(r), r.title]),
  };
}

/**
 * The words a reader may type first to search one game or one book only (« tet 6.1 »,
 * « robotique 5.5.1 »), for the search dialog (src/lib/rule-query.ts, readSearchPrefix): each
 * game's words, and the `prefixes` of a book. Filter values are the names readers see.
 */
export function searchPrefixes() {
  return [
    ...Object.values(GAMES).map(({ label, words }) => ({ words, game: label })),
    ...Object.values(BOOKS)
      .filter((b) => b.prefixes)
      .map((b) => ({ words: b.prefixes, game: GAMES[b.game].label, book: b.label })),
  ];
}

/** Every cross-reference written in the MDX sources: <Ref n="…" livre="…" />, <Modifie n="…" /> and <Terme g="…" livre="…">. */
export function crossReferences() {
  const refs = [];
  for (const file of mdxFiles(CONTENT)) {
    const text = readFileSync(file, 'utf8');
    const here = Object.entries(BOOKS).find(([, b]) => relative(CONTENT, file).split(sep).join('/').startsWith(b.dir + '/'))?.[0];
    for (const m of text.matchAll(/<(?:Ref|Modifie)\s+([^>]*?)\/>/g)) {
      const n = /\bn="([^"]+)"/.exec(m[1])?.[1];
      const livre = /\blivre="([^"]+)"/.exec(m[1])?.[1] ?? here ?? 'loi';
      const line = text.slice(0, m.index).split('\n').length;
      refs.push({ n, book: livre, file: relative(process.cwd(), file), line });
    }
    // A glossary term given by the number of the rule that defines it: <Terme livre="tet" g="4.1.2">
    for (const m of text.matchAll(/<Terme\s+([^>]*?)>/g)) {
      const n = /\bg="([^"]+)"/.exec(m[1])?.[1];
      if (!n) continue;
      const livre = /\blivre="([^"]+)"/.exec(m[1])?.[1] ?? 'loi';
      refs.push({ n, book: livre, file: relative(process.cwd(), file), line: text.slice(0, m.index).split('\n').length });
    }
  }
  return refs;
}

/** Every slug-addressed glossary term written in the MDX sources: <Terme livre="…" t="…">. */
export function termReferences() {
  const refs = [];
  for (const file of mdxFiles(CONTENT)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<Terme\s+([^>]*?)>/g)) {
      const slug = /\bt="([^"]+)"/.exec(m[1])?.[1];
      if (!slug) continue;
      const book = /\blivre="([^"]+)"/.exec(m[1])?.[1] ?? 'loi';
      refs.push({ slug, book, file: relative(process.cwd(), file), line: text.slice(0, m.index).split('\n').length });
    }
  }
  return refs;
}

/** Title of an MDX file's front matter, as written. */
function titleOf(file) {
  try {
    const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
    return fm ? /^title:\s*["']?(.*?)["']?\s*$/m.exec(fm[1])?.[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a content file sits for search: its game (content/<game>/…) and its
 * book or section (content/<game>/<book>/…), each with the name readers see.
 * The home page and other pages outside a game have neither.
 */
export function pagePlace(file) {
  const parts = relative(CONTENT, file).split(sep).join('/').split('/');
  const game = parts[0];
  if (parts.length < 2 || !isGameId(game)) return {};
  const place = { game: { id: game, label: GAMES[game].label } };
  if (parts.length < 3) return place;
  const dir = `${game}/${parts[1]}`;
  const label =
    Object.values(BOOKS).find((b) => b.dir === dir)?.label ??
    SECTIONS[dir] ??
    titleOf(join(CONTENT, dir, 'index.mdx')) ??
    parts[1];
  return { ...place, book: { label: frenchTypography(label) } };
}

/**
 * Names of every game and book folder that holds pages, by site path prefix:
 * { "root": "Root", "root/loi": "La Loi de Root", … }, for the labels of
 * search results.
 */
export function placeLabels() {
  const labels = {};
  for (const file of mdxFiles(CONTENT)) {
    const { game, book } = pagePlace(file);
    if (game) labels[game.id] = game.label;
    if (game && book) labels[relative(CONTENT, file).split(sep).slice(0, 2).join('/')] = book.label;
  }
  return labels;
}
