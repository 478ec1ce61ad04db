import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateSituation, placeKey, readSituation } from '../../src/engine/root/index';
import { rulesOf } from './helpers';

const dir = new URL('../situations/', import.meta.url);
const load = (name: string) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as unknown;

describe('fichiers de situation (tests/situations)', () => {
  it('chaque fichier se lit', () => {
    const names = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('oath-'));
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const n of names) expect(evaluateSituation(load(n)).problems.every((p) => p.text.length > 0)).toBe(true);
  });

  it('Seigneurs de la Forêt : la Canopée contrôle la clairière 10', () => {
    const a = evaluateSituation(load('controle-seigneurs-de-la-foret.json'));
    expect(a.ok).toBe(true);
    expect(a.rule).toBe('7.2.2');
    expect(a.control).toHaveLength(1);
    expect(a.control![0]!.ruler).toBe('eyrie');
    expect(rulesOf(a.control![0]!.reasons)).toEqual(['2.5', '7.2.2']);
  });

  it('Vagabond et faction Hostile : 2 bottes vers la clairière 5', () => {
    const a = evaluateSituation(load('deplacement-vagabond-hostile.json'));
    expect(a.ok).toBe(true);
    const d = new Map(a.movement!.destinations.map((x) => [placeKey(x.to), x]));
    expect(d.get('5')).toMatchObject({ ok: true, cost: { boots: 2 } });
    expect(d.get('10')).toMatchObject({ ok: true, cost: { boots: 1 } });
    expect(d.get('1_2_5_10')!.ok).toBe(false);
  });

  it('Radeau : le Duché traverse le lac et pioche', () => {
    const a = evaluateSituation(load('deplacement-radeau.json'));
    const legal = a.movement!.destinations.filter((x) => x.ok).map((x) => placeKey(x.to));
    expect(legal).toEqual(['5', '9', '10', '11', '12']);
    expect(a.movement!.destinations.find((x) => x.to === 11)!.cost).toEqual({ draw: 1 });
  });

  it('une position impossible donne des problèmes, pas une exception', () => {
    const a = evaluateSituation(load('invalide-trop-de-batiments.json'));
    expect(a.ok).toBe(false);
    expect(rulesOf(a.problems).sort()).toEqual(['1.5.1', '2.2.3']);
    expect(a.control).toBeUndefined();
  });

  it('questions mal formées', () => {
    const base = { v: 1, setup: 'automne/j=m/1:m2' };
    for (const q of [undefined, {}, { kind: 'move' }, { kind: 'movement', mover: 'chat', from: 1 }, { kind: 'movement', mover: 'marquise', from: 0 }, { kind: 'control', clearing: 13 }]) {
      const a = evaluateSituation({ ...base, question: q });
      expect(a.ok).toBe(false);
      expect(a.problems.length).toBeGreaterThan(0);
    }
    expect(evaluateSituation({ ...base, question: { kind: 'movement', mover: 'eyrie', from: 1 } }).problems[0]!.rule).toBe('5.1.1');
    expect(readSituation({ ...base, v: 2, question: { kind: 'control' } }).ok).toBe(false);
  });

  it('le lanceur de scénarios imprime la réponse en JSON', () => {
    const root = new URL('../../', import.meta.url).pathname;
    const tsx = `${root}node_modules/.bin/tsx`;
    const out = execFileSync(tsx, ['scripts/scenario.ts', 'tests/situations/controle-seigneurs-de-la-foret.json'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out).control[0].ruler).toBe('eyrie');
    let code = 0;
    let stdout = '';
    try {
      execFileSync(tsx, ['scripts/scenario.ts', 'tests/situations/invalide-trop-de-batiments.json'], { cwd: root, encoding: 'utf8' });
    } catch (e) {
      code = (e as { status: number }).status;
      stdout = (e as { stdout: string }).stdout;
    }
    expect(code).toBe(1);
    expect(JSON.parse(stdout).problems.length).toBe(2);
  }, 30000);
});
