// What the full-text search asks Pagefind, between the search dialog and Pagefind's own module
// (public/recherche/pagefind.js hands every search() here):
// - a game or book typed first is a filter, not a word: « tet 6.1 » searches 6.1 in Tiny Epic
//   Tactics only (never Root's pages about a « tête »), « robotique 5.5.1 » in Les Lois de la
//   Robotique; it wins over the game picked in the dialog, which the dialog then says
//   (recherche-numero.ts);
// - a query that is a rule number puts first the pages that hold that rule, and in each the
//   section of that rule: « oath 5.5.2 » lists rule 5.5.2 first, not the Oath landing page.
import { prefixFilters, readSearchPrefix, ruleNumberOnly, type SearchPrefix } from '~/lib/rule-query';

type Filters = Record<string, string[]>;
interface SearchOptions {
  filters?: Filters;
  [key: string]: unknown;
}
interface SubResult {
  url: string;
  [key: string]: unknown;
}
interface ResultData {
  url: string;
  sub_results: SubResult[];
  anchors?: Array<{ id: string }>;
  [key: string]: unknown;
}
interface Result {
  id: string;
  data(): Promise<ResultData>;
  [key: string]: unknown;
}
interface Found {
  results: Result[];
  [key: string]: unknown;
}
export type PagefindSearch = (term: string | null, options?: SearchOptions) => Promise<Found>;

/** How many of the first results are read to find the pages that hold a rule. */
const READ_FIRST = 20;

let prefixes: SearchPrefix[] | undefined;

/** The prefixes of the site (Search.astro writes them beside the dialog's tools). */
function sitePrefixes(): SearchPrefix[] {
  prefixes ??= JSON.parse(document.querySelector<HTMLTemplateElement>('template#recherche-outils')?.dataset.prefixes ?? '[]') as SearchPrefix[];
  return prefixes;
}

/** A rule's address ends with its number as anchor: /oath/loi/actions-majeures/#5.5.2. */
const isRuleSection = (url: string, n: string): boolean => {
  const hash = url.indexOf('#');
  if (hash < 0) return false;
  try {
    return decodeURIComponent(url.slice(hash + 1)) === n;
  } catch {
    return false;
  }
};

/** The results, the pages holding rule `n` first (in Pagefind's order), each showing that rule's section first. */
async function ruleFirst(found: Found, n: string): Promise<Found> {
  const first = found.results.slice(0, READ_FIRST).map((result) => {
    const data = result.data().then((d) => {
      const at = d.sub_results.findIndex((s) => isRuleSection(s.url, n));
      // Pagefind's UI shows three sections of a page: the rule's first, then two others.
      if (at >= 0) d.sub_results = [d.sub_results[at]!, ...d.sub_results.filter((_, i) => i !== at).slice(0, 2)];
      return d;
    });
    return { result: { ...result, data: () => data }, data };
  });
  const holds = await Promise.all(
    first.map(({ data }) => data.then((d) => (d.anchors ?? []).some((a) => a.id === n) || d.sub_results.some((s) => isRuleSection(s.url, n)), () => false)),
  );
  const results = [
    ...first.filter((_, i) => holds[i]).map((f) => f.result),
    ...first.filter((_, i) => !holds[i]).map((f) => f.result),
    ...found.results.slice(READ_FIRST),
  ];
  return { ...found, results };
}

/** Pagefind's search, as the dialog means it (see above); `prefixes`: the site's, unless given (tests). */
export async function searchThrough(
  search: PagefindSearch,
  term: string | null,
  options: SearchOptions = {},
  prefixes: readonly SearchPrefix[] = sitePrefixes(),
): Promise<Found> {
  if (typeof term !== 'string') return search(term, options);
  const scoped = readSearchPrefix(term, prefixes);
  const n = ruleNumberOnly(scoped.term);
  if (!scoped.named.length && !n) return search(term, options);
  const filters = prefixFilters(scoped.named, options.filters);
  // A prefix alone (« oath ») looks for the game or book by its name, within it.
  const words = scoped.term || scoped.named.map((p) => p.book ?? p.game).join(' ');
  const found = await search(words, { ...options, filters });
  return n ? ruleFirst(found, n) : found;
}
