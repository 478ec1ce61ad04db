// After the build (and after Starlight's Pagefind index, hence last in the
// integrations of astro.config.mjs):
// 1. dist/_headers, for hosts that read it: the Content-Security-Policy that
//    the pages carry in their <meta>, as one header for every page (the union
//    of their script hashes), plus what only a header can say (frame-ancestors);
// 2. dist/sw.js, the service worker, written by Workbox (workbox-build's
//    generateSW): it precaches every page, the Pagefind index and every script
//    and style, each with a revision taken from its content. A new build gives
//    a new sw.js; the browser checks it at each visit, and the new worker takes
//    over at once (skipWaiting, clientsClaim) and drops what the old one kept:
//    a page is stale at most until the next navigation after a deploy.
//    A situation link (/root/plateau/?s=…) is the same page as without its
//    query: every query is ignored when matching the precache. Offline, an
//    address the site does not have shows the site's 404 page.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** One policy for every page: the directives of the <meta>s, script and style sources merged. */
function unionPolicy(dist) {
  const directives = new Map();
  for (const file of htmlFiles(dist)) {
    const meta = readFileSync(file, 'utf8').match(/<meta http-equiv="content-security-policy" content="([^"]*)"/i);
    if (!meta) throw new Error(`${file} : pas de Content-Security-Policy`);
    for (const part of meta[1].split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const set = directives.get(name) ?? new Set();
      sources.forEach((s) => set.add(s));
      directives.set(name, set);
    }
  }
  directives.set('frame-ancestors', new Set(["'none'"]));
  return [...directives].map(([name, set]) => [name, ...set].join(' ')).join('; ');
}

export function horsLigne() {
  return {
    name: 'clairiere:hors-ligne',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const headers = join(dist, '_headers');
        writeFileSync(headers, readFileSync(headers, 'utf8').replace('{{CSP}}', unionPolicy(dist)));

        const { count, size } = await generateSW({
          globDirectory: dist,
          globPatterns: [
            '**/*.html',
            '_astro/**/*.{js,css}',
            '*.{svg,png,webmanifest,json}',
            // Pagefind: its script, its French WebAssembly, its index, filters and fragments.
            'pagefind/pagefind.js',
            'pagefind/pagefind-worker.js',
            'pagefind/pagefind-entry.json',
            'pagefind/wasm.fr.pagefind',
            'pagefind/*.pf_meta',
            'pagefind/{index,filter,fragment}/*',
            // Pagefind's module as the search dialog loads it (src/scripts/recherche-pagefind.ts).
            'recherche/pagefind.js',
          ],
          swDest: join(dist, 'sw.js'),
          mode: 'production',
          sourcemap: false,
          inlineWorkboxRuntime: true,
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          directoryIndex: 'index.html',
          ignoreURLParametersMatching: [/.*/],
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          cacheId: 'clairiere',
          // An address the precache does not hold goes to the network (online, the server's own
          // answer, its 404 page included); when the network fails, the site's 404 page from the
          // precache, not the browser's error page.
          runtimeCaching: [
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/404.html' } },
            },
          ],
        });
        logger.info(`sw.js : ${count} fichiers mis en cache (${(size / 1024 / 1024).toFixed(1)} Mo)`);
      },
    },
  };
}
