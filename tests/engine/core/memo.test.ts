/** BoundedMemo: a value is made once per key, and the memory is emptied whole at its bound. */
import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../../src/engine/core/memo';

describe('BoundedMemo', () => {
  it('fait chaque valeur une fois par clé, puis la redonne', () => {
    const memo = new BoundedMemo<string, string[]>(8);
    let made = 0;
    const make = (k: string) => (made++, [k]);
    const first = memo.get('a', make);
    expect(memo.get('a', make)).toBe(first);
    expect(memo.get('b', make)).toEqual(['b']);
    expect(made).toBe(2);
  });

  it('se vide entièrement quand elle atteint sa borne, sans jamais la dépasser', () => {
    const memo = new BoundedMemo<number, number>(3);
    let made = 0;
    const make = (k: number) => (made++, k * 2);
    for (const k of [1, 2, 3]) memo.get(k, make);
    expect(made).toBe(3);
    // a fourth key empties the memory first: 2 is made again afterwards
    expect(memo.get(4, make)).toBe(8);
    expect(memo.get(2, make)).toBe(4);
    expect(made).toBe(5);
    expect(memo.get(4, make)).toBe(8);
    expect(made).toBe(5);
  });
});
