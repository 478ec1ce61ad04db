// In the search dialog, a query that is a rule number offers that exact rule
// first, above Pagefind's word results.
import { parseRuleQuery } from '~/lib/rule-query';

type Row = [book: string, n: string, href: string, title: string];
const BOOK_LABEL: Record<string, string> = { loi: 'La Loi de Root', robotique: 'Les Lois de la Robotique' };
let rows: Promise<Row[]> | undefined;

function loadRows(): Promise<Row[]> {
  rows ??= fetch(`${import.meta.env.BASE_URL.replace(/\/$/, '')}/regles.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Row[]>) : []))
    .catch(() => []);
  return rows;
}

async function update(input: HTMLInputElement, box: HTMLElement): Promise<void> {
  const query = parseRuleQuery(input.value);
  box.replaceChildren();
  box.hidden = true;
  if (!query) return;
  const all = await loadRows();
  const hits = all.filter(([book, n]) => n === query.n && (!query.book || book === query.book));
  hits.sort((a, b) => (a[0] === 'loi' ? 0 : 1) - (b[0] === 'loi' ? 0 : 1));
  if (parseRuleQuery(input.value)?.n !== query.n) return; // the reader typed on
  for (const [book, n, href, title] of hits) {
    const a = document.createElement('a');
    a.className = 'saut-regle';
    a.href = href;
    a.innerHTML = '<span class="saut-regle-etiquette">Aller à la règle</span> ';
    const strong = document.createElement('strong');
    strong.textContent = `${n} ${title}`.trim();
    const small = document.createElement('span');
    small.className = 'saut-regle-livre';
    small.textContent = ` — ${BOOK_LABEL[book] ?? book}`;
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
