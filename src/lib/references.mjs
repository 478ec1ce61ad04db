// Resolving a cross-reference: the one rule both the <Ref> component (at
// build time) and the content tests apply.
import rootNumbers from '../data/root-rule-numbers.json' with { type: 'json' };
import oathNumbers from '../data/oath-rule-numbers.json' with { type: 'json' };
import { findRule, ruleHref, BOOKS } from './rules-index.mjs';

/** Every book's rule numbers as the rule books print them (committed lists, see scripts/). */
export const OFFICIAL_NUMBERS = { ...rootNumbers, ...oathNumbers };

const official = Object.fromEntries(
  Object.keys(BOOKS).map((book) => [book, new Set(OFFICIAL_NUMBERS[book] ?? [])]),
);

/**
 * @returns {{ status: 'ok', href: string, rule: any }
 *   | { status: 'pending', reason: string }
 *   | { status: 'dangling', reason: string }}
 * 'pending': a real rule of the book (it is in the committed list taken from
 * the rule books) whose chapter is not written on the site yet. 'dangling':
 * no such rule, a broken reference.
 */
export function resolveReference(book, n) {
  if (!BOOKS[book]) return { status: 'dangling', reason: `livre inconnu « ${book} »` };
  const rule = findRule(book, n);
  if (rule) return { status: 'ok', href: ruleHref(rule), rule };
  if (official[book].has(n)) return { status: 'pending', reason: `la règle ${n} existe, mais son chapitre n’est pas encore sur le site` };
  return { status: 'dangling', reason: `aucune règle ${n} dans ${BOOKS[book].label}` };
}

export function bookOfPath(pathname) {
  return Object.entries(BOOKS).find(([, b]) => pathname.includes(`/${b.dir}/`))?.[0] ?? 'loi';
}
