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
const BOT_RULE_DATA = '(data|data-[a-z]+|deck|trait-ids)';
const ROOT_LAYERS = [
  {
    id: 'data',
    name: 'data and types',
    path: [`${ROOT}(reasons|dice|factions|nomads|landmarks|names|maps|cards|setup|pieces|glossary|board|types|hooks)\\.ts$`, `${ROOT}bots/trait-ids\\.ts$`, `${ROOT}tour/(types|couts)\\.ts$`],
  },
  {
    id: 'rules',
    name: 'rule modules',
    // the turn modules of tour/ (one per faction, and what they share) are rule modules: they reach the resolvers only through the kit they receive
    path: [`${ROOT}factions/`, `${ROOT}bots/(data|data-[a-z]+|deck)\\.ts$`, `${ROOT}tour/(?!(types|couts|question|kit|resolve|registry)\\.ts$)[^/]+\\.ts$`],
  },
  { id: 'notation', name: 'validation and notation', path: [`${ROOT}(normalize|decode|validate|notation)\\.ts$`, `${ROOT}tour/question\\.ts$`] },
  {
    id: 'resolvers',
    name: 'resolvers',
    path: [`${ROOT}(context|control|edit|start|movement|battle|effects|coalition)\\.ts$`, `${ROOT}bots/(?!${BOT_RULE_DATA}\\.ts$)[^/]+\\.ts$`, `${ROOT}tour/(kit|resolve|registry)\\.ts$`],
  },
  { id: 'situation', name: 'situation', path: [`${ROOT}situation(-text)?\\.ts$`] },
  { id: 'evaluate', name: 'evaluate', path: [`${ROOT}(evaluate|game)\\.ts$`] },
  { id: 'entry', name: 'public entry', path: [`${ROOT}index\\.ts$`] },
];

/**
 * Tiny Epic Tactics' layers, from the bottom, declared like Root's (rule tet-file-in-a-layer: a new
 * tet module goes into TET_LAYERS).
 */
const TET = '^src/engine/tet/';
const TET_LAYERS = [
  { id: 'data', name: 'data and types', path: [`${TET}(types|grid|glossary|dice|layouts|textes)\\.ts$`] },
  { id: 'rules', name: 'rule modules', path: [`${TET}(terrains|effets)\\.ts$`] },
  { id: 'notation', name: 'validation and notation', path: [`${TET}(validate|notation)\\.ts$`] },
  { id: 'resolvers', name: 'resolvers', path: [`${TET}(moves|targets|knockback|odds|zones|budget|turn)\\.ts$`] },
  { id: 'situation', name: 'situation', path: [`${TET}situation\\.ts$`] },
  { id: 'evaluate', name: 'evaluate', path: [`${TET}(evaluate|game)\\.ts$`] },
  { id: 'entry', name: 'public entry', path: [`${TET}index\\.ts$`] },
];
// Solo Adventure (src/engine/tet/solo/): its modules join the same layers.
const TET_SOLO = { data: 'solo/(types|compass)', resolvers: 'solo/(board|move|attack|enemy|adventure|placement|coop|opening)', situation: 'solo/question', entry: 'solo/index' };
for (const l of TET_LAYERS) if (TET_SOLO[l.id]) l.path.push(`${TET}${TET_SOLO[l.id]}\\.ts$`);

const layerRulesOf = (game, label, layers) =>
  layers.slice(0, -1).map((layer, i) => {
    const above = layers.slice(i + 1);
    return {
      name: `${game}-${layer.id}-imports-nothing-above`,
      comment: `${label}: the layer « ${layer.name} » never imports ${above.map((l) => `« ${l.name} »`).join(', ')}.`,
      severity: 'error',
      from: { path: layer.path },
      to: { path: above.flatMap((l) => l.path) },
    };
  });
const layerRules = [...layerRulesOf('root', 'Root', ROOT_LAYERS), ...layerRulesOf('tet', 'Tiny Epic Tactics', TET_LAYERS)];

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
    {
      name: 'tet-rule-modules-import-no-resolver',
      comment: 'A Tiny Epic Tactics rule module (terrains, effets) never imports a resolver: it answers from the squares or effects it is handed.',
      severity: 'error',
      from: { path: TET_LAYERS[1].path },
      to: { path: [...TET_LAYERS[2].path, ...TET_LAYERS[3].path, ...TET_LAYERS[4].path, ...TET_LAYERS[5].path, ...TET_LAYERS[6].path] },
    },
    {
      name: 'tet-file-in-a-layer',
      comment: 'Every Tiny Epic Tactics module that imports something belongs to a layer: add a new file to TET_LAYERS in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: TET, pathNot: TET_LAYERS.flatMap((l) => l.path) },
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
