// The house's import rules for the Oath engine: src/engine/oath imports only itself and
// src/engine/core; core imports no game; no cycle inside Oath, type-only imports included.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('../../../src/engine/', import.meta.url).pathname;
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);

describe('imports of the Oath engine', () => {
  const files = readdirSync(`${src}oath`).filter((f) => f.endsWith('.ts'));

  it('oath imports only oath and core; core imports no game', () => {
    for (const f of files) for (const i of importsOf(`${src}oath/${f}`)) expect(i.startsWith('./') || i.startsWith('../core/'), `${f} → ${i}`).toBe(true);
    for (const f of readdirSync(`${src}core`).filter((f) => f.endsWith('.ts'))) for (const i of importsOf(`${src}core/${f}`)) expect(i.startsWith('./'), `core/${f} → ${i}`).toBe(true);
  });

  it('no import cycle inside oath (type-only imports included)', () => {
    const graph = new Map(files.map((f) => [f.replace(/\.ts$/, ''), importsOf(`${src}oath/${f}`).filter((i) => i.startsWith('./')).map((i) => i.slice(2))]));
    const state = new Map<string, 'open' | 'done'>();
    const visit = (n: string, path: string[]) => {
      if (state.get(n) === 'done') return;
      if (state.get(n) === 'open') throw new Error(`cycle: ${[...path, n].join(' → ')}`);
      state.set(n, 'open');
      for (const m of graph.get(n) ?? []) visit(m, [...path, n]);
      state.set(n, 'done');
    };
    for (const n of graph.keys()) visit(n, []);
  });
});
