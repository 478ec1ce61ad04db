// Sätteri HAST plugin: an official FAQ answer under a rule (« > **FAQ officielle** : … », see
// docs/ecrire-les-regles.md) is a blockquote marked as such, and left out of the search index:
// Pagefind's results show a page's three sections with the most matching words, and the FAQ's
// answers (long, full of « de », « la ») pushed the rules themselves out (« Seigneurs de la Forêt »
// no longer showed 7.2.2). The rule above each answer stays findable.

/** @type {import('satteri').HastPluginDefinition} */
export const faqPlugin = {
  name: 'clairiere-faq',
  element: {
    filter: ['blockquote'],
    visit(node, ctx) {
      if (!/^\s*FAQ officielle/.test(ctx.textContent(node))) return;
      ctx.setProperty(node, 'className', ['faq-officielle']);
      ctx.setProperty(node, 'dataPagefindIgnore', 'index');
    },
  },
};
