// @ts-check
import { defineConfig } from 'astro/config';
import { satteri } from '@astrojs/markdown-satteri';
import starlight from '@astrojs/starlight';
import starlightSidebarTopics from 'starlight-sidebar-topics';
import svelte from '@astrojs/svelte';
import { reglesPlugin } from './src/plugins/regles.mjs';
import { typoFrPlugin } from './src/plugins/typo-fr.mjs';
import { tableauxPlugin } from './src/plugins/tableaux.mjs';
import { faqPlugin } from './src/plugins/faq.mjs';
import { bookGroup } from './src/lib/sidebar.mjs';
import { explorersGroup } from './src/lib/explorateurs.mjs';
import { fileURLToPath } from 'node:url';
import { horsLigne } from './src/integrations/hors-ligne.mjs';
import { CSP_DIRECTIVES, INLINE_SCRIPT_HASHES } from './src/lib/csp.mjs';

export default defineConfig({
  site: 'https://clairiere.example',
  trailingSlash: 'always',
  // A strict Content-Security-Policy in a <meta> of every page (Astro's own,
  // stable since Astro 6): scripts from this site or by hash only, no
  // 'unsafe-inline' script; see src/lib/csp.mjs. public/_headers says the same
  // to hosts that read it.
  security: {
    csp: {
      directives: CSP_DIRECTIVES,
      // 'wasm-unsafe-eval': Pagefind runs its search index in WebAssembly.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: INLINE_SCRIPT_HASHES },
      // Styles may be inline: Starlight, Svelte and Pagefind's UI set style
      // attributes, which hashes cannot allow.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    resolve: {
      // Starlight builds Pagefind's UI at idle on every page: a stand-in
      // builds it when the reader heads for the search (src/scripts/pagefind-a-la-demande.ts).
      alias: [
        {
          find: /^@pagefind\/default-ui$/,
          replacement: fileURLToPath(new URL('./src/scripts/pagefind-a-la-demande.ts', import.meta.url)),
        },
      ],
    },
    build: {
      rolldownOptions: {
        onwarn(warning, warn) {
          // Astro marks MDX modules with this directive and reads it itself;
          // the bundler's notice about it is noise (withastro/astro#18087).
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
  markdown: {
    // Code blocks go through Starlight's Expressive Code; Shiki's inline styles would fight the CSP.
    syntaxHighlight: false,
    // One Markdown pipeline for every page: numbered headings become rule
    // anchors, French typography gets its non-breaking spaces, tables take the focus (they may scroll).
    processor: satteri({ hastPlugins: [reglesPlugin, typoFrPlugin, tableauxPlugin, faqPlugin] }),
  },
  integrations: [
    starlight({
      title: 'Clairière',
      favicon: '/favicon.svg',
      head: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#23472b' } },
      ],
      description: 'Les règles de jeux de plateau en français (Root, Oath, Tiny Epic Tactics), où chaque règle peut être essayée.',
      defaultLocale: 'root',
      locales: { root: { label: 'Français', lang: 'fr' } },
      markdown: { headingLinks: false },
      pagefind: true,
      // Our own 404 page (src/pages/404.astro).
      disable404Route: true,
      components: {
        Head: './src/components/overrides/Head.astro',
        // The theme switch on a phone for pages without a sidebar (home, 404).
        Header: './src/components/overrides/Header.astro',
        Search: './src/components/overrides/Search.astro',
        // The list of games above each game's sidebar (replaces the topics plugin's list).
        Sidebar: './src/components/overrides/Sidebar.astro',
      },
      customCss: ['./src/styles/clairiere.css'],
      // One section per game, each with its own sidebar; the list of games sits
      // at the top of every sidebar. The home page (splash) has no sidebar and
      // belongs to no game. Précédent / Suivant follow the sidebar of the
      // current game, book after book, and stop at its first and last pages.
      plugins: [
        starlightSidebarTopics([
          {
            label: 'Root',
            link: '/root/',
            items: [
              { slug: 'root' },
              // The explorers of each game, from src/lib/explorateurs.mjs.
              explorersGroup('root'),
              // Not `autogenerate`: it only sees pages under src/content/docs/ (see src/lib/sidebar.mjs).
              // The current book opens; the others stay folded.
              bookGroup('La Loi de Root', 'root/loi', { collapsed: true }),
              bookGroup('Les Lois de la Robotique', 'root/robotique', { collapsed: true }),
              bookGroup('Apprendre', 'root/apprendre', { collapsed: true }),
              { slug: 'root/editions' },
            ],
          },
          {
            label: 'Oath',
            link: '/oath/',
            items: [
              { slug: 'oath' },
              explorersGroup('oath'),
              bookGroup('La Loi d’Oath', 'oath/loi', { collapsed: true }),
              { slug: 'oath/sites' },
              { slug: 'oath/editions' },
            ],
          },
          {
            label: 'Tiny Epic Tactics',
            link: '/tiny-epic-tactics/',
            items: [
              { slug: 'tiny-epic-tactics' },
              explorersGroup('tiny-epic-tactics'),
              bookGroup('Les règles', 'tiny-epic-tactics/regles', { collapsed: true }),
            ],
          },
        ]),
      ],
    }),
    svelte(),
    // Last: after Starlight's Pagefind index, the service worker and _headers.
    horsLigne(),
  ],
});
