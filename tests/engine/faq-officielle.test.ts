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
  it('9.2.2, 14.2.2 (FAQ General n° 4) : une carte Faveur retire toutes les pièces adverses de sa couleur, sauf le pion du Vagabond et le seigneur de guerre', () => {
    const r = answer('faq-9-2-2-faveur');
    expect(r.ok).toBe(true);
    expect(r.favor.clearings).toEqual([1, 6, 8, 12]);
    const [o] = r.favor.outcomes;
    const after = o.setup.clearings;
    for (const c of r.favor.clearings) {
      const here = after[String(c)] ?? {};
      const others = Object.entries(here.warriors ?? {}).filter(([f, n]) => f !== 'marquise' && (n as number) > 0);
      expect(others, `clairière ${c}`).toEqual([]);
      expect((here.buildings ?? []).filter((b: { owner: string }) => b.owner !== 'marquise'), `clairière ${c}`).toEqual([]);
      expect((here.tokens ?? []).filter((t: { owner: string }) => t.owner !== 'marquise'), `clairière ${c}`).toEqual([]);
    }
    expect(after['6'].pawns).toContain('vagabond');
    expect(after['8'].warlord).toBe(true);
    expect(o.points.marquise).toBe(2);
    const rules = o.steps.map((x: { rule: string }) => x.rule);
    expect(rules).toEqual(expect.arrayContaining(['9.2.2.I', '14.2.2', '8.2.6', '3.2.1']));
  });
  it('8.2.6, 8.2.5 (FAQ General n° 6) : placer une pièce dans une clairière sympathisante ne déclenche pas l’Indignation', () => {
    const r = answer('faq-8-2-6-placer');
    expect(r.ok).toBe(true);
    expect(r.outrage.outrage).toBe(false);
    expect(r.outrage.reasons[0].rule).toBe('8.2.6');
  });
  it('8.2.6, 9.2.2 (FAQ Alliance n° 4, Vagabond n° 2) : le Vagabond qui entre dans une clairière sympathisante ne déclenche pas l’Indignation, mais il la déclenche en retirant la Sympathie', () => {
    const base = load('faq-8-2-6-vagabond');
    expect(answer('faq-8-2-6-vagabond').outrage.outrage).toBe(false);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const removing: any = evaluateSituation({ ...base, question: { kind: 'outrage', by: 'vagabond', clearing: 5, act: 'remove' } });
    expect(removing.outrage.outrage).toBe(true);
  });
  it('8.2.6, E.3.7 (FAQ Alliance n° 3) : un Nomade qui retire la Sympathie fait déclencher l’Indignation par son superviseur', () => {
    const r = answer('faq-8-2-6-nomade');
    expect(r.outrage.outrage).toBe(true);
    const outrage = r.outrage.reasons.find((x: { rule: string }) => x.rule === '8.2.6');
    expect(outrage.text).toContain('la Canopée');
    expect(outrage.text).not.toContain('Bandits');
  });
  it('9.2.8, 3.3.1 (FAQ Vagabond n° 8) : pas de coalition avec un joueur qui a activé une carte Domination ; il peut l’activer après la coalition', () => {
    const r = answer('faq-9-2-8-domination');
    expect(r.ok).toBe(true);
    expect(r.coalition.candidates).not.toContain('marquise');
    const m = r.coalition.players.find((p: { faction: string }) => p.faction === 'marquise');
    expect(m.ok).toBe(false);
    expect(m.reasons.map((x: { rule: string }) => x.rule)).toContain('3.3.1');
    // the other way round: the partner activates a Dominance card once in the coalition
    const base = load('faq-9-2-8-domination');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const after: any = evaluateSituation({ ...base, setup: 'automne/j=m.domination,c.points-9,a.points-6,v.coalition-m/t=v.jour/1:m2;6:v-pion', question: { kind: 'coalition', vagabond: 'vagabond', winner: 'marquise' } });
    expect(after.problems).toEqual([]);
    expect(after.coalition.winners).toEqual(['marquise', 'vagabond']);
  });
  it('4.3, G.1.2, 9.2.8 (FAQ Vagabond n° 9) : ni le Vagabond ni son partenaire de coalition ne peuvent combattre l’autre', () => {
    const base = load('faq-9-2-8-combat');
    const r = answer('faq-9-2-8-combat');
    expect(r.ok).toBe(true);
    expect(r.coalition.notAdversaries).toEqual(['marquise', 'bandits']);
    expect(r.coalition.reasons.map((x: { rule: string }) => x.rule)).toEqual(expect.arrayContaining(['4.3', 'E.3.2']));
    // the battle engine agrees, both ways, in the same position
    const fight = (attacker: string, defender: string): { ok: boolean; problems: { rule: string }[] } =>
      evaluateSituation({ ...base, question: { kind: 'battle', clearing: 5, attacker, defender } }) as never;
    expect(fight('vagabond', 'marquise').problems.map((x) => x.rule)).toEqual(['4.3']);
    expect(fight('marquise', 'vagabond').problems.map((x) => x.rule)).toEqual(['4.3']);
    expect(fight('vagabond', 'bandits').problems.map((x) => x.rule)).toEqual(['E.3.2']);
    // another defender: the battle is allowed
    expect(fight('vagabond', 'eyrie').ok).toBe(true);
  });
  it('15.2.5, D.4.2 (FAQ Gardiens n° 4) : le Miséreux en coalition avec les Gardiens ne déclenche pas les Trophées convoités', () => {
    const r = answer('faq-15-2-5-coalition');
    expect(r.ok).toBe(true);
    const [o] = r.roll.outcomes;
    expect(o.removed.defender.some((p: { kind: string }) => p.kind === 'statuette')).toBe(true);
    expect(o.points).toEqual({});
    expect(o.setup.forests ?? {}).toEqual({});
    expect(o.steps.find((x: { rule: string }) => x.rule === '15.2.5').text).toContain('ne joue pas');
  });
  it('every faq-*.json situation has a test here', () => {
    const names = readdirSync('content/root/situations').filter((f) => f.startsWith('faq-')).map((f) => f.replace(/\.json$/, ''));
    const src = readFileSync('tests/engine/faq-officielle.test.ts', 'utf8');
    for (const n of names) expect(src, n).toContain(`'${n}'`);
  });
});
