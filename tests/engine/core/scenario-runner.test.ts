// The scenario runner answers any game's situation file through the registry (scripts/scenario.ts).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(situation: unknown): { code: number; out: { ok: boolean; problems: { text: string }[] } } {
  const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
  const file = join(dir, 's.json');
  writeFileSync(file, JSON.stringify(situation));
  try {
    return { code: 0, out: JSON.parse(execFileSync('npx', ['tsx', 'scripts/scenario.ts', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: JSON.parse(err.stdout) };
  }
}

describe('scenario runner', () => {
  it('answers a Root situation named by its game, and one that names none', { timeout: 30_000 }, () => {
    const s = { v: 1, setup: 'automne/j=m,c/1:m2,c1', question: { kind: 'control', clearing: 1 } };
    const a = run(s);
    const b = run({ ...s, game: 'root' });
    expect(a.code).toBe(0);
    expect(a.out.ok).toBe(true);
    expect(b.out).toEqual(a.out);
  });

  it('routes another game’s situation to its engine, or says in French why it cannot', { timeout: 30_000 }, () => {
    const r = run({ v: 1, game: 'oath', setup: {}, question: {} });
    expect(r.code).toBe(1);
    expect(r.out.problems.length).toBeGreaterThan(0);
    const unknown = run({ v: 1, game: 'echecs', setup: {}, question: {} });
    expect(unknown.code).toBe(1);
    expect(unknown.out.problems[0]!.text).toContain('jeu que le site ne connaît pas');
    const t = run({ v: 1, game: 'tet', setup: {}, question: {} });
    expect(t.code).toBe(1);
    expect(t.out.problems[0]!.text).toContain('La question posée est inconnue');
  });
});
