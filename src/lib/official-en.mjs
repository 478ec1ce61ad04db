// The same rule in Leder Games' official English Law of Root, on https://rules.ledergames.com/
// (its sources: the public repository LederCards/rules). The « EN » link beside each numbered rule
// (src/plugins/regles.mjs) comes from here; tests/content/official-en.test.ts checks it.
//
// The URL form, read in LederCards/rules at the commit recorded in src/data/root-official-en.json
// (details in scripts/extract-official-en.mjs, which wrote that file):
//   https://rules.ledergames.com/?product=root&locale=en-US&printing=p16#<id>
// - `product`, `locale`, `printing`: query parameters of src/app/param-service.ts (product ids in
//   content/app.yml, printings in content/rules/root/en-US/p4, p6, p16). Without
//   `compareToPrinting` the page shows the newest printing (p16) whatever `printing` says; we
//   still name p16, the printing our anchors were read from.
// - `<id>`: for 4.3.2 or A.3, the position of the rule (« 4.3.2 », « 19.3 »: Appendix A is the
//   19th top-level entry of p16), id of the <span class="index-link"> of
//   src/app/rules-display/rules-display.component.html; for a rule printed I, II… or a, b…
//   (8.4.2.II.a), the id of its <a>, slugTitle() of src/app/slugtitle.ts: « 8.4.2.2.1-martial-law ».
//   src/app/app.component.ts scrolls to that id once the rules are drawn.
// The Laws of Rootbotics are not in LederCards/rules (no product, no printing holds them): no link.
import data from '../data/root-official-en.json' with { type: 'json' };

export const OFFICIAL_EN = data;

/** The books of the site that have an official English counterpart on rules.ledergames.com. */
export const BOOKS_WITH_OFFICIAL_EN = ['loi'];

/**
 * The address of rule `n` of `book` in the official English rules, or undefined when that number
 * is not there or holds another rule than ours (renumbered since our edition).
 */
export function officialEnglishUrl(book, n) {
  if (!BOOKS_WITH_OFFICIAL_EN.includes(book)) return undefined;
  const id = data.official[n];
  if (!id || n in data.differs || data.newInTarget.includes(n)) return undefined;
  const query = new URLSearchParams(data.query).toString();
  return `${data.site}?${query}#${id}`;
}
