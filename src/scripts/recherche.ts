// The search dialog (Starlight's Pagefind UI), with our tools placed right
// under the search field so the field never moves while the reader types:
// the choice of game and the rule-number jump (Search.astro's template). Each
// result also gets a line naming its game and book. A game or book typed first
// (« tet 6.1 ») restricts the search to it (recherche-pagefind.ts): the jump
// follows it too, and a line says so when it overrides the game picked.
import { attachRuleJump } from './recherche-numero';
import { prefixNote, readSearchPrefix, searchGame, type SearchPrefix } from '~/lib/rule-query';

// Starlight builds the search UI from an idle callback set at DOMContentLoaded, after this module
// has run. On a busy page an idle moment can be seconds away, and a reader who has already opened
// the search (Ctrl+K) would face an empty dialog until then: give idle callbacks that set no
// deadline of their own one of a second.
if (typeof window.requestIdleCallback === 'function') {
  const idle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => idle(callback, { timeout: 1000, ...options });
}

const SEARCH = '#starlight__search';

/** The game picked in the dialog: its option (value "" for every game). */
function pickedGame(tools: HTMLElement): HTMLOptionElement | undefined {
  return tools.querySelector<HTMLSelectElement>('select[name="recherche-jeu"]')?.selectedOptions[0];
}

/**
 * Pagefind's own filter panel holds the filter state: one checkbox per value.
 * We keep its `jeu` checkboxes in step with the game picked (at most one
 * checked: Pagefind requires every checked value of a filter at once, so two
 * games would find nothing). The panel itself stays hidden (CSS).
 */
function syncGameFilter(root: HTMLElement, tools: HTMLElement): void {
  const wanted = pickedGame(tools)?.dataset.filtre ?? '';
  for (const box of root.querySelectorAll<HTMLInputElement>('input.pagefind-ui__filter-checkbox[name="jeu"]')) {
    const on = box.value === wanted;
    if (box.checked === on) continue;
    box.checked = on;
    box.dispatchEvent(new Event('change'));
  }
}

/** "Root · La Loi de Root" under each result's page title, from its address. */
function labelResults(root: HTMLElement, places: Record<string, string>): void {
  const titles = root.querySelectorAll<HTMLElement>(
    '.pagefind-ui__result-inner > .pagefind-ui__result-title:not(:has(.resultat-lieu))',
  );
  for (const title of titles) {
    const link = title.querySelector<HTMLAnchorElement>('a.pagefind-ui__result-link');
    if (!link) continue;
    const [game, book] = new URL(link.href).pathname.split('/').filter(Boolean);
    if (!game || !places[game]) continue;
    const line = document.createElement('span');
    line.className = 'resultat-lieu';
    line.textContent = [places[game], book && places[`${game}/${book}`]].filter(Boolean).join(' · ');
    title.append(line);
  }
}

function attach(): boolean {
  const root = document.querySelector<HTMLElement>(SEARCH);
  const input = root?.querySelector<HTMLInputElement>('input.pagefind-ui__search-input');
  const template = document.querySelector<HTMLTemplateElement>('template#recherche-outils');
  if (!root || !input || !template) return false;
  if (root.querySelector('.recherche-outils')) return true;

  // Pagefind names its field by a title only: give it a name of its own.
  if (!input.hasAttribute('aria-label')) input.setAttribute('aria-label', input.title || 'Rechercher');

  const tools = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const box = tools.querySelector<HTMLElement>('.saut-regle-boite')!;
  const places = JSON.parse(template.dataset.lieux ?? '{}') as Record<string, string>;
  const prefixes = JSON.parse(template.dataset.prefixes ?? '[]') as SearchPrefix[];
  const note = tools.querySelector<HTMLElement>('.recherche-portee')!;
  // After the field and its clear button, before the results: below the field.
  const clear = root.querySelector('.pagefind-ui__search-clear');
  (clear ?? input).after(tools);

  const refreshJump = attachRuleJump(input, box, () => searchGame(readSearchPrefix(input.value, prefixes), pickedGame(tools)?.value));
  // The game a prefix names instead of the one picked, said in words.
  const refreshNote = () => {
    const text = prefixNote(readSearchPrefix(input.value, prefixes), pickedGame(tools)?.dataset.filtre) ?? '';
    if (note.textContent !== text) note.textContent = text;
  };
  const refresh = () => {
    refreshJump();
    refreshNote();
  };
  input.addEventListener('input', refreshNote);
  // Pagefind empties the field on Escape and on its clear button without an input event.
  input.addEventListener('keydown', (e) => e.key === 'Escape' && window.setTimeout(refreshNote));
  clear?.addEventListener('click', () => window.setTimeout(refresh));
  tools.addEventListener('change', () => {
    syncGameFilter(root, tools);
    refresh();
  });

  // A reader quick enough to open the dialog before Pagefind built its field
  // got no field to type in: give it the focus Starlight meant to.
  if (root.closest('dialog')?.open && !root.contains(document.activeElement)) input.focus();

  // Pagefind renders its filter panel and results later, and again on every
  // search: keep the filter in step and label the new results.
  new MutationObserver(() => {
    syncGameFilter(root, tools);
    labelResults(root, places);
  }).observe(root, { childList: true, subtree: true });
  return true;
}

// Pagefind's UI builds its field after the page loads: wait for it (in
// production only: `astro dev` has no search index, hence no field).
if (!import.meta.env.DEV && !attach()) {
  const observer = new MutationObserver(() => {
    if (attach()) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
