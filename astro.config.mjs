// @ts-check
import { defineConfig } from 'astro/config';
import { satteri } from '@astrojs/markdown-satteri';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { reglesPlugin } from './src/plugins/regles.mjs';
import { typoFrPlugin } from './src/plugins/typo-fr.mjs';
import { bookGroup } from './src/lib/sidebar.mjs';

export default defineConfig({
  site: 'https://clairiere.example',
  trailingSlash: 'always',
  markdown: {
    // One Markdown pipeline for every page: numbered headings become rule
    // anchors, French typography gets its non-breaking spaces.
    processor: satteri({ hastPlugins: [reglesPlugin, typoFrPlugin] }),
  },
  integrations: [
    starlight({
      title: 'Clairière',
      description: 'Les règles de Root en français, où chaque règle peut être essayée.',
      defaultLocale: 'root',
      locales: { root: { label: 'Français', lang: 'fr' } },
      markdown: { headingLinks: false },
      pagefind: true,
      components: {
        Head: './src/components/overrides/Head.astro',
        Search: './src/components/overrides/Search.astro',
      },
      customCss: ['./src/styles/clairiere.css'],
      sidebar: [
        { label: 'Accueil', link: '/' },
        {
          label: 'Root',
          items: [
            { label: 'Présentation', link: '/root/' },
            { label: 'Plateau d’essai', link: '/root/plateau/' },
            // Not `autogenerate`: it only sees pages under src/content/docs/ (see src/lib/sidebar.mjs).
            bookGroup('La Loi de Root', 'root/loi'),
            bookGroup('Les Lois de la Robotique', 'root/robotique'),
            bookGroup('Apprendre', 'root/apprendre'),
            { label: 'Éditions', link: '/root/editions/' },
          ],
        },
      ],
    }),
    svelte(),
  ],
});
