// Sätteri HAST plugin: French typography in the rules text. A plain space
// before « : ; ! ? » and inside « » becomes a non-breaking one, so that a
// line never starts with a colon or a lone guillemet. Code is left alone.
import { frenchTypography } from '../engine/core/format.ts';

const SKIP = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp']);

/** @type {import('satteri').HastPluginDefinition} */
export const typoFrPlugin = {
  name: 'clairiere-typo-fr',
  text(node, ctx) {
    for (let p = ctx.parent(node); p; p = p.type === 'root' ? undefined : ctx.parent(p)) {
      if (p.type === 'element' && SKIP.has(p.tagName)) return;
    }
    const value = frenchTypography(node.value);
    if (value !== node.value) return { type: 'text', value };
  },
};
