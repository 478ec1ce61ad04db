// In the search dialog, a query that is a rule number offers that exact rule
// first, above Pagefind's word results.
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

async function update(input: HTMLInputElement, box: HTMLElement): Promise<void> {
  const value = input.value;
  box.replaceChildren();
  box.hidden = true;
  const rules = await loadRules();
  const query = parseRuleQuery(value, rules.books);
  if (!query || input.value !== value) return; // not a number, or the reader typed on
  const hits = ruleJumps(query, rules, { here: gameOfPath(window.location.pathname) });
  for (const [game, book, n, href, title] of hits) {
    const a = document.createElement('a');
    a.className = 'saut-regle';
    a.href = href;
    a.innerHTML = '<span class="saut-regle-etiquette">Aller à la règle</span> ';
    const strong = document.createElement('strong');
    strong.textContent = `${n} ${title}`.trim();
    const small = document.createElement('span');
    small.className = 'saut-regle-livre';
    small.textContent = ` — ${isGameId(game) ? GAMES[game].label : game} · ${rules.books[book]?.label ?? book}`;
    a.append(strong, small);
    box.append(a);
  }
  box.hidden = hits.length === 0;
}

function attach(): boolean {
  const container = document.querySelector<HTMLElement>('#starlight__search');
  const input = container?.querySelector<HTMLInputElement>('input');
  if (!container || !input) return false;
  if (input.dataset.sautRegle) return true;
  input.dataset.sautRegle = 'oui';
  const box = document.createElement('div');
  box.className = 'saut-regle-boite';
  box.setAttribute('aria-live', 'polite');
  box.hidden = true;
  container.prepend(box);
  input.addEventListener('input', () => void update(input, box));
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = box.querySelector<HTMLAnchorElement>('a.saut-regle');
    if (first && !box.hidden) {
      e.preventDefault();
      window.location.assign(first.href);
    }
  });
  return true;
}

// Pagefind's UI builds its input after the page loads: wait for it.
if (!attach()) {
  const observer = new MutationObserver(() => {
    if (attach()) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
