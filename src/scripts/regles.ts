// "Copier le lien" on every numbered rule: copies the rule's address
// (page + #number) and says so, for sighted and screen-reader users alike.
function ruleUrl(n: string): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = n;
  return url.toString();
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function announce(button: HTMLElement, message: string): void {
  const label = button.querySelector('.copier-lien-texte');
  if (!label) return;
  const before = 'copier le lien';
  label.textContent = message;
  button.classList.add('copie');
  window.setTimeout(() => {
    label.textContent = before;
    button.classList.remove('copie');
  }, 2000);
}

document.addEventListener('click', async (event) => {
  const target = event.target as Element | null;
  const button = target?.closest<HTMLButtonElement>('button.copier-lien');
  if (!button) return;
  const n = button.dataset.regle;
  if (!n) return;
  const url = ruleUrl(n);
  const ok = await copy(url);
  if (!ok) window.history.replaceState(null, '', `#${n}`);
  announce(button, ok ? 'lien copié\u202F!' : 'adresse dans la barre');
  const live = document.getElementById('annonce-copie');
  if (live) live.textContent = ok ? `Lien de la règle ${n} copié.` : `Copie impossible : l’adresse de la règle ${n} est dans la barre d’adresse.`;
});

if (!document.getElementById('annonce-copie')) {
  const live = document.createElement('div');
  live.id = 'annonce-copie';
  live.className = 'sr-only';
  live.setAttribute('role', 'status');
  document.body.append(live);
}

// Escape closes an open glossary tooltip (WCAG 1.4.13); it opens again on the
// next hover or focus.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = document.querySelectorAll<HTMLElement>('.terme:hover, .terme:focus-within');
  open.forEach((t) => t.classList.add('ferme'));
});
for (const type of ['focusout', 'mouseleave'] as const) {
  document.addEventListener(
    type,
    (event) => (event.target as Element | null)?.closest?.('.terme')?.classList.remove('ferme'),
    true,
  );
}

// A link to a rule that does not exist (#4.3.9) would silently open the top of the page: say so.
const RULE_LIKE = /^R?(?:\d{1,2}|[A-G])(?:\.(?:\d{1,2}|[IVX]+|[a-z]))*$/;
function checkHash(): void {
  const old = document.getElementById('regle-absente');
  let id = '';
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    id = window.location.hash.slice(1);
  }
  if (!id || id === '_top' || document.getElementById(id)) {
    old?.remove();
    return;
  }
  const notice = old ?? document.createElement('div');
  notice.id = 'regle-absente';
  notice.className = 'regle-absente';
  notice.setAttribute('role', 'alert');
  notice.textContent = RULE_LIKE.test(id)
    ? `La règle ${id} n’existe pas sur cette page\u202F: le lien est peut-être erroné. Les règles de la page sont listées dans « Sur cette page ».`
    : `Le lien vise « ${id.slice(0, 40)} », qui n’existe pas sur cette page.`;
  if (!old) (document.querySelector('.sl-markdown-content') ?? document.querySelector('main'))?.prepend(notice);
}
checkHash();
window.addEventListener('hashchange', checkHash);

// Glossary tooltips: kept inside the window (shown above the term when there is no room below,
// shifted left when too wide), and on touch the first tap shows the definition, the second follows
// the link.
function placeTooltip(term: HTMLElement): void {
  const def = term.querySelector<HTMLElement>('.terme-def');
  if (!def) return;
  term.classList.remove('haut');
  def.style.removeProperty('--decalage');
  const r = def.getBoundingClientRect();
  if (!r.height) return;
  const margin = 8;
  if (r.bottom > window.innerHeight - margin && term.getBoundingClientRect().top - r.height - margin > 0) term.classList.add('haut');
  const over = r.right - (document.documentElement.clientWidth - margin);
  if (over > 0) def.style.setProperty('--decalage', `${-Math.min(over, Math.max(0, r.left - margin))}px`);
}
for (const type of ['pointerover', 'focusin'] as const) {
  document.addEventListener(type, (event) => {
    const term = (event.target as Element | null)?.closest?.<HTMLElement>('.terme');
    if (term) requestAnimationFrame(() => placeTooltip(term));
  });
}
let lastPointer = '';
document.addEventListener('pointerdown', (event) => (lastPointer = event.pointerType), true);
document.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element | null;
    const term = target?.closest?.<HTMLElement>('.terme');
    for (const open of document.querySelectorAll<HTMLElement>('.terme.ouvert')) if (open !== term) open.classList.remove('ouvert');
    if (!term || !target?.closest('a') || (lastPointer !== 'touch' && lastPointer !== 'pen')) return;
    if (term.classList.contains('ouvert')) return; // second tap: follow the link
    event.preventDefault();
    term.classList.remove('ferme');
    term.classList.add('ouvert');
    placeTooltip(term);
  },
  true,
);
