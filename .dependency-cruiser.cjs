/**
 * The import rules of the engines (src/engine/README.md draws them). Checked by
 * `npm run lint:imports` (the first step of `npm test` after the typecheck) and by
 * tests/engine/import-graph.test.ts in the unit run.
 *
 * Type-only imports count as edges (`tsPreCompilationDeps: true`): `import type` is an import.
 */

/**
 * Root's layers, from the bottom: a module imports its own layer and the layers below, never one
 * above (and, inside a layer, never in a cycle). Every Root module that imports something must
 * match one of these paths (rule root-file-in-a-layer).
 */
const ROOT = '^src/engine/root/';
const BOT_RULE_DATA = '(data|deck|trait-ids)';
const ROOT_LAYERS = [
  {
    id: 'data',
    name: 'data and types',
    path: [`${ROOT}(reasons|dice|factions|nomads|maps|cards|setup|pieces|glossary|board|types|hooks)\\.ts$`, `${ROOT}bots/trait-ids\\.ts$`],
  },
  { id: 'rules', name: 'rule modules', path: [`${ROOT}factions/`, `${ROOT}bots/(data|deck)\\.ts$`] },
  { id: 'notation', name: 'validation and notation', path: [`${ROOT}(validate|notation)\\.ts$`] },
  {
    id: 'resolvers',
    name: 'resolvers',
    path: [`${ROOT}(context|control|edit|start|movement|battle)\\.ts$`, `${ROOT}bots/(?!${BOT_RULE_DATA}\\.ts$)[^/]+\\.ts$`],
  },
  { id: 'situation', name: 'situation', path: [`${ROOT}situation\\.ts$`] },
  { id: 'evaluate', name: 'evaluate', path: [`${ROOT}(evaluate|game)\\.ts$`] },
  { id: 'entry', name: 'public entry', path: [`${ROOT}index\\.ts$`] },
];

const layerRules = ROOT_LAYERS.slice(0, -1).map((layer, i) => {
  const above = ROOT_LAYERS.slice(i + 1);
  return {
    name: `root-${layer.id}-imports-nothing-above`,
    comment: `Root: the layer « ${layer.name} » never imports ${above.map((l) => `« ${l.name} »`).join(', ')}.`,
    severity: 'error',
    from: { path: layer.path },
    to: { path: above.flatMap((l) => l.path) },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle in the engines, type-only imports included.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { circular: true },
    },
    {
      name: 'core-imports-no-game',
      comment: 'engine/core is what every game shares: it never imports a game engine (src/engine/<game>/).',
      severity: 'error',
      from: { path: '^src/engine/core/' },
      to: { path: '^src/engine/', pathNot: '^src/engine/core/' },
    },
    {
      name: 'game-imports-no-other-game',
      comment: 'A game engine (src/engine/root, oath, tet…) imports engine/core and itself, never another game.',
      severity: 'error',
      from: { path: '^src/engine/([^/]+)/', pathNot: '^src/engine/core/' },
      to: { path: '^src/engine/[^/]+/', pathNot: '^src/engine/(core|$1)/' },
    },
    {
      name: 'engine-imports-no-view',
      comment: 'The engines are plain TypeScript: no island, component or page, no Astro or Svelte.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: {
        path: [
          '^src/(islands|components|pages|layouts|styles)/',
          '\\.(svelte|astro)$',
          '^(astro|svelte)($|[:/])',
          '(^|/)node_modules/(astro|svelte|@astrojs|@sveltejs)/',
        ],
      },
    },
    {
      name: 'engine-imports-resolve',
      comment: 'Every import of an engine resolves (an unresolved path could hide a forbidden edge).',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'root-rule-modules-import-no-resolver',
      comment:
        'A rule module (factions/) never imports a resolver: what it needs comes through the context its hooks receive (context.ts, hooks.ts).',
      severity: 'error',
      from: { path: `${ROOT}factions/` },
      to: {
        path: [
          `${ROOT}(context|control|movement|battle|edit|start|evaluate|situation|notation|validate|index)\\.ts$`,
          `${ROOT}bots/(?!${BOT_RULE_DATA}\\.ts$)[^/]+\\.ts$`,
        ],
      },
    },
    {
      name: 'root-file-in-a-layer',
      comment: 'Every Root module that imports something belongs to a layer: add a new file to ROOT_LAYERS in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: ROOT, pathNot: ROOT_LAYERS.flatMap((l) => l.path) },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    // `import type` and `export type … from` are edges too
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.ts$' },
  },
};
