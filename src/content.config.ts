import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { z } from 'astro/zod';
import { frenchTypography } from './engine/core/format';

// The rules text lives in the top-level `content/` folder (one MDX file per
// chapter), not in Starlight's default `src/content/docs/`.
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    // Titles and descriptions get the French non-breaking spaces too
    // (the Markdown plugin only sees the body).
    schema: docsSchema({
      extend: z.object({
        title: z.string().transform(frenchTypography),
        description: z.string().transform(frenchTypography).optional(),
      }),
    }),
  }),
  // UI strings of our own (src/content/i18n/fr.json): the French words of
  // Pagefind's search UI. Starlight's French has none, and @pagefind/default-ui
  // 1.5.2 never reads <html lang> (its npm build bundles Svelte's server-side,
  // no-op onMount), so without them the search speaks English.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
