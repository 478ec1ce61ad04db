// Pagefind's module as Clairière's search dialog sees it. Pagefind's UI loads `pagefind.js` from
// its bundle path; src/scripts/pagefind-a-la-demande.ts points it here. Everything is Pagefind's
// own (../pagefind/pagefind.js, which still finds its index beside itself), except search(): it
// goes through the function handed in the options as `recherche` (src/scripts/recherche-pagefind.ts:
// a game named first becomes a filter, a rule number puts its rule first).
import * as pagefind from '../pagefind/pagefind.js';

export * from '../pagefind/pagefind.js';

let through;

export async function options(opts = {}) {
  const { recherche, ...rest } = opts;
  if (typeof recherche === 'function') through = recherche;
  return pagefind.options(rest);
}

export function search(term, opts) {
  return through ? through(pagefind.search, term, opts) : pagefind.search(term, opts);
}
