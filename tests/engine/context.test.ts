/**
 * The context handed to the hooks (context.ts): what a rules module asks of the resolvers goes
 * through it, never through an import of the registry or a resolver.
 */
import { describe, expect, it } from 'vitest';
import { makeContext } from '../../src/engine/root/index';
import { only, R } from './battle-helpers';
import { S } from './helpers';

describe('makeContext : placementBans', () => {
  const ctx = makeContext(S('automne/j=k,m/1:m-donjon'));

  it('le Donjon interdit aux autres de placer dans sa clairière (6.2.2), pas à la Marquise', () => {
    expect(ctx.placementBans('corvids', 1, { category: 'warrior' }).map((r) => r.rule)).toEqual(['6.2.2']);
    expect(ctx.placementBans('marquise', 1, { category: 'warrior' })).toEqual([]);
    expect(ctx.placementBans('corvids', 2, { category: 'warrior' })).toEqual([]);
  });

  it('un Piège face visible : interdit aux autres, pas aux Corvidés (13.7.2)', () => {
    const c = makeContext(S('automne/j=k,m/3:k-piege!'));
    expect(c.placementBans('marquise', 3).map((r) => r.rule)).toEqual(['13.7.2']);
    expect(c.placementBans('corvids', 3)).toEqual([]);
  });
});

describe('Raid retiré (13.7.4) : les clairières où les Corvidés ne peuvent pas placer', () => {
  it('pas de guerrier dans la clairière du Donjon, un dans les autres clairières adjacentes', () => {
    const o = only(R('automne/j=k,m/1:m-donjon;5:k1,k-raid,m2', { clearing: 5, attacker: 'marquise', defender: 'corvids' }, [3, 0]));
    expect(o.setup.clearings['1']!.warriors).toBeUndefined();
    expect(o.setup.clearings['2']!.warriors).toEqual({ corvids: 1 });
    const raid = o.steps.find((s) => s.rule === '13.7.4');
    expect(raid?.text).toContain('pas dans 1');
  });
});
