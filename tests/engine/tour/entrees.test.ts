/**
 * The faction's inputs (`TurnModule.inputs`, tour/types.ts `TurnInput`): every key a module's `read`
 * accepts is declared, with its shape; each declared example is accepted by `read`, a value of the
 * wrong shape is refused with a French problem, and an unknown key is refused.
 */
import { describe, expect, it } from 'vitest';
import type { FactionId } from '../../../src/engine/root/factions';
import { cloneSetup, type Setup } from '../../../src/engine/root/setup';
import { inputShapeOk } from '../../../src/engine/root/tour/entrees';
import { Kit } from '../../../src/engine/root/tour/kit';
import { TURN_MODULES } from '../../../src/engine/root/tour/registry';
import { playTurn } from '../../../src/engine/root/tour/resolve';
import type { Json, TurnInput } from '../../../src/engine/root/tour/types';
import type { Reason } from '../../../src/engine/root/reasons';
import { valid } from '../bots/helpers';

/** The faction with only warriors (or its pawn) and no leader, minister or funds; and one other faction. */
function position(f: FactionId): Setup {
  const other: FactionId = f === 'marquise' ? 'eyrie' : 'marquise';
  const mine = f === 'vagabond' || f === 'vagabond2' ? { pawns: [f] } : { warriors: { [f]: 1 } };
  return valid({ map: 'automne', players: { [f]: {}, [other]: {} }, clearings: { '1': mine, '2': { warriors: { [other]: 1 } } } } as unknown as Setup);
}

/** A value of the wrong shape for the input. */
function wrong(i: TurnInput): Json {
  switch (i.kind) {
    case 'nombre':
      return i.max + 1;
    case 'comptes':
      return i.suite ? i.options.map(() => -1) : { zzz: 1 };
    case 'liste':
      return ['zzz'];
    case 'clairieres':
      return i.une ? 'zzz' : ['zzz'];
    case 'colonnes':
      return { zzz: [] };
    case 'objets':
      return [{ kind: 'zzz' }];
    default:
      return 'zzz';
  }
}

const examples = (inputs: readonly TurnInput[]) => Object.fromEntries(inputs.map((i) => [i.key, i.exemple])) as { [k: string]: Json };

describe.each(TURN_MODULES.map((m) => [m.factions[0]!, m] as const))('les entrées de %s', (f, m) => {
  const inputs = m.inputs ?? [];
  const s = position(f);
  const ask = (state: { [k: string]: Json }) => playTurn(s, { kind: 'turn', faction: f, state });

  it('chaque entrée est déclarée une fois, libellée en français, avec sa règle et un exemple de sa forme', () => {
    expect(inputs.length).toBeGreaterThan(0);
    expect(new Set(inputs.map((i) => i.key)).size).toBe(inputs.length);
    for (const i of inputs) {
      expect(i.label, i.key).toMatch(/^[A-ZÀ-Ý]/);
      expect(i.label, i.key).not.toMatch(/'/);
      expect(i.rule, i.key).toMatch(/^(\d+(\.\d+)*(\.[IVX]+(\.[a-z])?)?|D\.\d+\.\d+)$/);
      expect(inputShapeOk(i, i.exemple), i.key).toBe(true);
      expect(inputShapeOk(i, wrong(i)), i.key).toBe(false);
    }
  });

  it('tous les exemples ensemble : acceptés par read, sans problème', () => {
    const a = ask(examples(inputs));
    expect(a.problems).toEqual([]);
    expect(a.ok).toBe(true);
  });

  it('une valeur de la mauvaise forme, pour chaque entrée : refusée avec un message en français', () => {
    for (const i of inputs) {
      const a = ask({ ...examples(inputs), [i.key]: wrong(i) });
      expect(a.ok, i.key).toBe(false);
      expect(a.problems.length, i.key).toBeGreaterThan(0);
      for (const p of a.problems) expect(p.text, i.key).toMatch(/[a-zé]/);
    }
  });

  it('une donnée inconnue : refusée', () => {
    const a = ask({ inconnue: 1 });
    expect(a.ok).toBe(false);
    expect(a.problems.map((p) => p.text).join(' ')).toMatch(/inconnue/);
  });

  it('toute clé que read lit est déclarée', () => {
    const read = new Set<string>();
    const x = new Proxy({} as { [k: string]: unknown }, {
      get(_, key) {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    });
    const problems: Reason[] = [];
    m.read(x, new Kit(cloneSetup(s), f, {}, 'aurore'), problems);
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((k) => !inputs.some((i) => i.key === k))).toEqual([]);
  });
});
