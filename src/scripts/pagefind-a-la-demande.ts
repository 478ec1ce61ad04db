// Pagefind's search UI (26 kB gzip) only when the reader goes for the search.
//
// Starlight's Search component builds `new PagefindUI(options)` as soon as the
// browser is idle, on every page. astro.config.mjs points the bare import
// `@pagefind/default-ui` here instead: this stand-in keeps the options
// Starlight prepared (French strings, our filters, result URLs) and builds the
// real UI, from the package's own module, the first time the reader heads for
// the search: the search button is pointed at, focused or pressed, the
// keyboard shortcut (Ctrl/⌘ + K) is typed, or the dialog opens in any other way.
// The game filter and the rule-number jump (recherche.ts) attach to the field
// when it appears, as before.
//
// The real UI loads Pagefind's module through public/recherche/pagefind.js,
// which hands each search to recherche-pagefind.ts: a game typed first (« tet
// 6.1 ») is a filter, not a word, and a rule number lists its rule first.

type Options = { element: string } & Record<string, unknown>;

export class PagefindUI {
  constructor(options: Options) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      void Promise.all([import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs'), import('./recherche-pagefind')]).then(
        ([{ PagefindUI: Real }, { searchThrough }]) =>
          new Real({
            ...options,
            bundlePath: String(options.bundlePath ?? '/pagefind/').replace(/pagefind\/$/, 'recherche/'),
            recherche: searchThrough,
          }),
      );
    };

    const container = document.querySelector(options.element);
    const dialog = container?.closest('dialog');
    const button = dialog?.parentElement?.querySelector('button[data-open-modal]');
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') start();
    };
    const opened = new MutationObserver(() => dialog?.open && start());
    const stop = () => {
      window.removeEventListener('keydown', onKey, true);
      opened.disconnect();
      for (const type of ['pointerenter', 'focus', 'click', 'touchstart'] as const) button?.removeEventListener(type, start);
    };

    window.addEventListener('keydown', onKey, true);
    for (const type of ['pointerenter', 'focus', 'click', 'touchstart'] as const) button?.addEventListener(type, start, { passive: true });
    if (dialog) opened.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    if (!dialog || dialog.open) start();
  }
}
