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
