// In the search dialog, a query that is a rule number offers that exact rule
// first, above Pagefind's word results: "4.3.2", "C.2.5", "robotique 5.5.1",
// "oath 5.5.2". Enter follows the first one.
import { parseRuleQuery, ruleJumps, type RegleJson } from '~/lib/rule-query';
import { GAMES, gameOfPath, isGameId } from '~/lib/games';

const EMPTY: RegleJson = { books: {}, rules: [] };
let data: Promise<RegleJson> | undefined;

function loadRules(): Promise<RegleJson> {
  data ??= fetch(`${import.meta.env.BASE_URL.replace(/\/$/, '')}/regles.json`)
    .then((r) => (r.ok ? (r.json() as Promise<RegleJson>) : EMPTY))
    .catch(() => EMPTY);
  return data;
}

function jumpLink([game, book, n, href, title]: RegleJson['rules'][number], rules: RegleJson): HTMLAnchorElement {
  const a = document.createElement('a');
  a.className = 'saut-regle';
  a.href = href;
  const label = document.createElement('span');
  label.className = 'saut-regle-etiquette';
  label.textContent = 'Aller à la règle ';
  const strong = document.createElement('strong');
  strong.textContent = `${n} ${title}`.trim();
  const place = document.createElement('span');
  place.className = 'saut-regle-livre';
  place.textContent = ` — ${isGameId(game) ? GAMES[game].label : game} · ${rules.books[book]?.label ?? book}`;
  a.append(label, strong, place);
  return a;
}

/**
 * Keeps `box` showing the rules named by what is typed in `input`; `filter`
 * tells the game the search is restricted to (if any): the game picked, or the
 * one a prefix names (« tet 6.1 »). Returns a function that
 * refreshes the box (when the query or the game changes without typing).
 */
export function attachRuleJump(input: HTMLInputElement, box: HTMLElement, filter: () => string | undefined): () => void {
  const update = async (): Promise<void> => {
    const value = input.value;
    const game = filter();
    const rules = await loadRules();
    if (input.value !== value || filter() !== game) return; // the reader typed on: a later update follows
    const query = parseRuleQuery(value, rules.books);
    const hits = query ? ruleJumps(query, rules, { filter: game, here: gameOfPath(window.location.pathname) }) : [];
    // The box stays in place, empty when no rule is named, so that screen
    // readers announce the rules it offers.
    box.replaceChildren(...hits.map((hit) => jumpLink(hit, rules)));
  };
  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      const first = box.querySelector<HTMLAnchorElement>('a.saut-regle');
      if (first) {
        e.preventDefault();
        window.location.assign(first.href);
      }
    }
    // Pagefind empties the field on Escape without an input event.
    if (e.key === 'Escape') window.setTimeout(() => void update());
  });
  return () => void update();
}
