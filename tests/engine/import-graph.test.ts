/**
 * The import graph of the engines: no cycle (type-only imports included) and no import against the
 * layers of src/engine/README.md. The rules live in .dependency-cruiser.cjs (also run by
 * `npm run lint:imports`); this test runs them in the unit run, so a cycle fails it too.
 */
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

async function run(dirs: string[], edit: (o: ICruiseOptions) => ICruiseOptions = (o) => o): Promise<ICruiseResult> {
  const options = edit(await extractDepcruiseOptions('./.dependency-cruiser.cjs'));
  const r = await cruise(dirs, options, undefined, { tsConfig: extractTSConfig('./tsconfig.json') });
  return r.output as ICruiseResult;
}

const violations = (r: ICruiseResult) => r.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);

describe('graphe des imports de src/engine (.dependency-cruiser.cjs)', () => {
  it('aucun cycle, aucun import contre les couches', async () => {
    const r = await run(['src/engine']);
    expect(r.modules.map((m) => m.source)).toContain('src/engine/root/index.ts');
    expect(r.summary.totalCruised).toBeGreaterThan(40);
    expect(violations(r)).toEqual([]);
  }, 60_000);

  it('les imports de type seuls comptent : un cycle de `import type` est refusé', async () => {
    const fixture = 'tests/engine/fixtures/type-only-cycle';
    const cyclesOnly = (o: ICruiseOptions): ICruiseOptions => ({
      ...o,
      ruleSet: {
        ...o.ruleSet,
        forbidden: (o.ruleSet?.forbidden ?? []).filter((x) => x.name === 'no-circular').map((x) => ({ ...x, from: { path: `^${fixture}/` } })),
      },
    });
    const r = await run([fixture], cyclesOnly);
    expect(r.summary.totalCruised).toBe(2);
    expect(violations(r)).toEqual([`no-circular: ${fixture}/a.ts → ${fixture}/b.ts (${fixture}/b.ts → ${fixture}/a.ts)`]);
    // the option that makes them count: without it, the same files have no cycle
    const blind = await run([fixture], (o) => ({ ...cyclesOnly(o), tsPreCompilationDeps: false }));
    expect(violations(blind)).toEqual([]);
  }, 60_000);
});
