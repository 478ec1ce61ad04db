import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { rulesIndex } from '../../../src/lib/rules-index.mjs';
import { evaluateSituation } from '../../../src/engine/games';

const dir = new URL('../../../src/engine/tet/', import.meta.url);
const exists = (n: string) => n === 'format' || rulesIndex().byKey.has(`tet:${n}`);

describe('chaque règle que le moteur peut citer existe dans les règles du site (livre tet)', () => {
  const cited = new Set<string>();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(new URL(f, dir), 'utf8');
    for (const m of src.matchAll(/(?:reason|problem|refuse|no|template)\(\s*'([^']+)'/g)) cited.add(m[1]!);
    for (const m of src.matchAll(/(?:rule|n): '([0-9][0-9.]*)'/g)) cited.add(m[1]!);
    for (const m of src.matchAll(/\? '([0-9]+(?:\.[0-9]+)+)' : '([0-9]+(?:\.[0-9]+)+)'/g)) cited.add(m[1]!).add(m[2]!);
    for (const m of src.matchAll(/(?:eau|pic|baliste): '([0-9.]+)'/g)) cited.add(m[1]!);
  }
  it('en trouve assez pour que le test ait un sens', () => expect(cited.size).toBeGreaterThan(60));
  for (const n of [...cited].sort()) it(n, () => expect(exists(n)).toBe(true));

  it('les situations d’exemple ne citent que des règles existantes', () => {
    const sit = new URL('../../situations/', import.meta.url);
    const files = readdirSync(sit).filter((f) => f.startsWith('tet-'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      const a = evaluateSituation(JSON.parse(readFileSync(new URL(f, sit), 'utf8')));
      const rules = JSON.stringify(a).match(/"rule":"([^"]+)"/g) ?? [];
      for (const r of rules) expect(exists(r.slice(8, -1)), `${f}: ${r}`).toBe(true);
    }
  });
});
