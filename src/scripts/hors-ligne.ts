// The service worker (dist/sw.js, written by Workbox at build time: see
// src/integrations/hors-ligne.mjs) keeps the pages, the search and the boards
// for reading offline. Registered once the page has loaded, so it never
// competes with what the reader came for.
if (!import.meta.env.DEV && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline reading then (private mode, old browser): the site works as before.
    });
  });
}
