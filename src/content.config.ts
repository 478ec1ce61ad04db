import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { z } from 'astro/zod';
import { frenchTypography } from './engine/root/reasons';

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
};
