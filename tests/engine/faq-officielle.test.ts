// The official FAQ (Leder Games, LederCards/rules, content/rules/root/en-US/p6/faq.yml), checked by
// the engine on the live situations that sit beside each answer (content/root/situations/faq-*.json).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../src/engine/games';

const load = (name: string) => JSON.parse(readFileSync(`content/root/situations/${name}.json`, 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const answer = (name: string): any => evaluateSituation(load(name));

describe('FAQ officielle, vérifiée par le moteur', () => {
  it('6.2.2, 4.2 : on peut déplacer une pièce dans la clairière du Donjon (« placer » n’est pas « déplacer »)', () => {
    const r = answer('faq-6-2-2-deplacement');
    expect(r.ok).toBe(true);
    const to1 = r.movement.destinations.find((d: { to: number }) => d.to === 1);
    expect(to1.ok).toBe(true);
  });
  it('8.4.1, 6.2.2 : pas de Révolte dans la clairière du Donjon, faute de pouvoir y placer un jeton de Sympathie', () => {
    const r = answer('faq-8-4-1-sympathie-donjon');
    expect(r.placement.ok).toBe(false);
    expect(r.placement.reasons.map((x: { rule: string }) => x.rule)).toContain('6.2.2');
  });
  it('9.2.9.III : le Vagabond qui ne retire qu’un bâtiment ne devient pas Hostile', () => {
    const r = answer('faq-9-2-9-3-hostile');
    expect(r.ok).toBe(true);
    const removesSawmill = r.battle.outcomes.filter((o: { removed: { defender: { kind: string }[] } }) => o.removed.defender.some((p) => p.kind === 'sawmill'));
    expect(removesSawmill.length).toBeGreaterThan(0);
    for (const o of r.battle.outcomes) expect(o.setup.players.vagabond.hostile ?? []).not.toContain('marquise');
  });
  it('11.2.7 : avec des mercenaires, on peut initier un combat sans pièce à soi dans la clairière', () => {
    const r = answer('faq-11-2-7-mercenaires');
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.battle.outcomes.length).toBeGreaterThan(1);
  });
  it('14.2.2, 4.3.4 : les Cents choisissent si une perte retire le seigneur de guerre ou un autre guerrier', () => {
    const base = load('faq-14-2-2-seigneur');
    const r = answer('faq-14-2-2-seigneur') as { ok: boolean; battle: { options: { choice: string; by: string }[] } };
    expect(r.ok).toBe(true);
    expect(r.battle.options.find((o) => o.choice === 'warlordFirst')?.by).toBe('hundreds');
    const lost = (warlordFirst: boolean) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const x: any = evaluateSituation({ ...base, question: { ...base.question, roll: [2, 0], choices: { warlordFirst } } });
      return x.roll.outcomes[0].removed.defender.map((p: { kind: string }) => p.kind).sort();
    };
    expect(lost(false)).toEqual(['warrior', 'warrior']);
    expect(lost(true)).toEqual(['warlord', 'warrior']);
  });
  it('every faq-*.json situation has a test here', () => {
    const names = readdirSync('content/root/situations').filter((f) => f.startsWith('faq-')).map((f) => f.replace(/\.json$/, ''));
    const src = readFileSync('tests/engine/faq-officielle.test.ts', 'utf8');
    for (const n of names) expect(src, n).toContain(`'${n}'`);
  });
});
