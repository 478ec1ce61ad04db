// The inputs every faction shares (entrees.ts, SHARED_INPUTS), read by the resolver: each example is
// accepted for every faction the engine plays; a value out of the declared options is refused in French.
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/root/evaluate';
import { SHARED_INPUTS, inputShapeOk } from '../../../src/engine/root/tour/entrees';
import { TURN_MODULES } from '../../../src/engine/root/tour/registry';

describe('entrées communes à toutes les factions', () => {
  for (const input of SHARED_INPUTS)
    it(`${input.key} (${input.rule}) : l’exemple est accepté, une valeur inconnue refusée`, () => {
      expect(inputShapeOk(input, input.exemple)).toBe(true);
      // read by the resolver, before any faction's module: the same for every faction the engine plays
      for (const [f, code] of [['marquise', 'm'], ['eyrie', 'c'], ['vagabond', 'v']] as const) {
        expect(TURN_MODULES.some((m) => m.factions.includes(f))).toBe(true);
        const ok = evaluateSituation({ v: 1, setup: `automne/j=${code}`, question: { kind: 'turn', faction: f, state: { [input.key]: input.exemple } } });
        expect(ok.problems).toEqual([]);
      }
      const bad = evaluateSituation({ v: 1, setup: 'automne/j=m', question: { kind: 'turn', faction: 'marquise', state: { [input.key]: input.kind === 'choix' ? 'pas_une_valeur' : ['pas_une_valeur'] } } });
      expect(bad.ok).toBe(false);
      expect(bad.problems[0]!.text).toMatch(/^[A-ZÉ][^{}]*\.$/);
      expect(bad.problems[0]!.text).not.toMatch(/undefined|null|\[object/);
    });
});
