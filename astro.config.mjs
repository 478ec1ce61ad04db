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

export default defineConfig({
  site: 'https://clairiere.example',
  trailingSlash: 'always',
  markdown: {
    // One Markdown pipeline for every page: numbered headings become rule
    // anchors, French typography gets its non-breaking spaces, tables take the focus (they may scroll).
    processor: satteri({ hastPlugins: [reglesPlugin, typoFrPlugin, tableauxPlugin, faqPlugin] }),
  },
  integrations: [
    starlight({
      title: 'Clairière',
      description: 'Les règles de jeux de plateau en français (Root, Oath, Tiny Epic Tactics), où chaque règle peut être essayée.',
      defaultLocale: 'root',
      locales: { root: { label: 'Français', lang: 'fr' } },
      markdown: { headingLinks: false },
      pagefind: true,
      components: {
        Head: './src/components/overrides/Head.astro',
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
              { slug: 'root/plateau' },
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
              bookGroup('La Loi d’Oath', 'oath/loi', { collapsed: true }),
              { slug: 'oath/sites' },
              { slug: 'oath/editions' },
            ],
          },
          {
            label: 'Tiny Epic Tactics',
            link: '/tiny-epic-tactics/',
            items: [{ slug: 'tiny-epic-tactics' }, bookGroup('Les règles', 'tiny-epic-tactics/regles', { collapsed: true })],
          },
        ]),
      ],
    }),
    svelte(),
  ],
});
