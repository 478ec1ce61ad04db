// Sätteri HAST plugin: a rules table may be wider than a phone's screen, and the docs shell then
// lets it scroll sideways. A region that scrolls must be reachable with the keyboard (axe:
// scrollable-region-focusable), so every table of the rules text can take the focus.

/** @type {import('satteri').HastPluginDefinition} */
export const tableauxPlugin = {
  name: 'clairiere-tableaux',
  element: {
    filter: ['table'],
    visit(node, ctx) {
      ctx.setProperty(node, 'tabIndex', 0);
    },
  },
};
