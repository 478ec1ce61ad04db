// The official FAQ (Leder Games, LederCards/rules, content/rules/root/en-US/v6/faq.yml, the entries of
// src/data/root-faq.json), checked by the engine on the live situations that sit beside each answer
// (content/root/situations/faq-*.json). Each row names the FAQ entry (category, rank) and its rules.
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
  // ---- the FAQ's answers the engine used to contradict
  it('11.2.7.III, 14.6.2 (FAQ Seigneur des Cents n° 2) : une Foule et un mercenaire : les Cents contrôlent, même face à la Compagnie', () => {
    const base = load('faq-14-6-2-opprimer');
    const ruler = (setup: string): string | null => (evaluateSituation({ ...base, setup }) as never as { control: { ruler: string | null }[] }).control[0]!.ruler;
    const r = answer('faq-14-6-2-opprimer');
    expect(r.ok).toBe(true);
    expect(r.control[0].ruler).toBe('hundreds');
    expect(r.control[0].reasons.map((x: { rule: string }) => x.rule)).toContain('11.2.7.III');
    // a mercenary alone: the Hundreds rule, but have no piece there (no oppression: condition 2)
    expect(ruler('automne/j=s.mercenaires,r/t=s.crepuscule/5:r1')).toBe('hundreds');
    // with a trade post (a token): they still rule, but an enemy piece stays (no oppression: condition 3)
    expect(ruler('automne/j=s.mercenaires,r/t=s.crepuscule/5:s-foule,r1,r-comptoir_lapin')).toBe('hundreds');
    // without mercenaries, the Company keeps its warrior
    expect(ruler('automne/j=s,r/t=s.crepuscule/5:s-foule,r1')).toBe('riverfolk');
  });
  it('6, 11.2.7.III, E.3.1 (FAQ Marquise n° 1) : sans aucune pièce, la Marquise contrôle une clairière grâce aux mercenaires ou à ses Nomades', () => {
    const base = load('faq-6-mercenaires');
    const r = answer('faq-6-mercenaires');
    expect(r.ok).toBe(true);
    expect(r.control[0].ruler).toBe('marquise');
    const ruler = (setup: string): string | null => (evaluateSituation({ ...base, setup }) as never as { control: { ruler: string | null }[] }).control[0]!.ruler;
    expect(ruler('automne/j=m,a/n=bd-m/t=m.jour/5:bd2')).toBe('marquise');
    // outside her Daylight and Evening, the Company's warriors are its own
    expect(ruler('automne/j=m.mercenaires,r/t=r.jour/5:r2;6:r1')).toBe('riverfolk');
  });
  it('6.2.2, 6.2.3 (FAQ Marquise n° 4) : la Marquise peut placer dans la clairière du Donjon les Nomades qu’elle supervise', () => {
    const base = load('faq-6-2-3-nomades-donjon');
    const r = answer('faq-6-2-3-nomades-donjon');
    expect(r.placement.ok).toBe(true);
    expect(r.placement.reasons.map((x: { rule: string }) => x.rule)).toContain('6.2.2');
    // supervised by another player, the same Nomad may not be placed there
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const other: any = evaluateSituation({ ...base, setup: 'automne/j=m,a/n=bd-a/t=a.jour/1:m1,m-donjon' });
    expect(other.placement.ok).toBe(false);
    expect(other.placement.reasons.map((x: { rule: string }) => x.rule)).toEqual(['6.2.2']);
  });
  it('14.2.5, 4.3.1 (FAQ Seigneur des Cents n° 4) : les Pillards se déclarent avant l’Embuscade du défenseur', () => {
    const base = load('faq-14-2-5-pillards');
    const r = answer('faq-14-2-5-pillards');
    expect(r.ok).toBe(true);
    const choices = r.battle.options.map((o: { choice: string }) => o.choice);
    expect(choices.indexOf('looters')).toBeGreaterThanOrEqual(0);
    expect(choices.indexOf('looters')).toBeLessThan(choices.indexOf('ambush'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const one: any = evaluateSituation({ ...base, question: { ...base.question, roll: [2, 1] } });
    const rules = one.roll.outcomes[0].steps.map((x: { rule: string }) => x.rule);
    expect(rules.indexOf('14.2.5')).toBeGreaterThanOrEqual(0);
    expect(rules.indexOf('14.2.5')).toBeLessThan(rules.indexOf('4.3.1.II'));
    expect(one.roll.outcomes[0].ambushHits).toBe(2);
  });
  it('E.3.4 (FAQ Nomades n° 4) : un Nomade ne peut pas combattre la Révolte Printanière ; son superviseur, si', () => {
    const base = load('faq-e-3-4-revolte');
    const r = answer('faq-e-3-4-revolte');
    expect(r.ok).toBe(true);
    expect(r.battle.outcomes.length).toBeGreaterThan(1);
    const fight = (attacker: string): { ok: boolean; problems: { rule: string }[] } => evaluateSituation({ ...base, question: { ...base.question, attacker } }) as never;
    expect(fight('bandits').ok).toBe(false);
    expect(fight('bandits').problems.map((x) => x.rule)).toEqual(['E.3.4']);
    // the Bandits may still battle someone else
    expect((evaluateSituation({ ...base, question: { ...base.question, attacker: 'bandits', defender: 'eyrie' } }) as never as { problems: unknown[] }).problems).toEqual([]);
  });
  it('15.2.5, E.3.6 (FAQ Gardiens n° 3) : une relique retirée par un Nomade : aucun point, son superviseur choisit le bois, sinon le joueur dont c’est le tour', () => {
    const base = load('faq-15-2-5-nomade');
    const r = answer('faq-15-2-5-nomade');
    expect(r.ok).toBe(true);
    expect(r.battle.options.find((o: { choice: string }) => o.choice === 'relicForest').by).toBe('marquise');
    const withRelic = r.battle.outcomes.filter((o: { removed: { defender: { kind: string }[] } }) => o.removed.defender.some((p) => p.kind === 'statuette'));
    expect(withRelic.length).toBeGreaterThan(0);
    for (const o of r.battle.outcomes) expect(o.points).toEqual({});
    // unsupervised: the player whose turn it is decides
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const free: any = evaluateSituation({ ...base, setup: 'automne/j=m,g/n=bd/t=m.jour/5:bd2,g-statuette' });
    expect(free.battle.options.find((o: { choice: string }) => o.choice === 'relicForest').by).toBe('marquise');
  });
  // ---- the other answers that a position shows
  it('6.2.2 (FAQ La Loi n° 5) : « placer » n’est pas « déplacer » : la Canopée ne place rien au Donjon, mais peut s’y déplacer', () => {
    const base = load('faq-6-2-2-placer');
    const r = answer('faq-6-2-2-placer');
    expect(r.placement.ok).toBe(false);
    expect(r.placement.reasons.map((x: { rule: string }) => x.rule)).toEqual(['6.2.2']);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const moving: any = evaluateSituation({ ...base, question: { kind: 'movement', mover: 'eyrie', from: 5 } });
    expect(moving.movement.destinations.find((d: { to: number }) => d.to === 1).ok).toBe(true);
  });
  it('2.5, 3.2.1 (FAQ Général n° 2) : on ne perd aucun point quand un de ses bâtiments est retiré', () => {
    const r = answer('faq-2-5-points');
    expect(r.ok).toBe(true);
    const removing = r.battle.outcomes.filter((o: { removed: { defender: { kind: string }[] } }) => o.removed.defender.some((p) => p.kind === 'sawmill'));
    expect(removing.length).toBeGreaterThan(0);
    for (const o of removing) {
      expect(o.points.marquise ?? 0).toBe(0);
      expect(o.points.eyrie).toBe(1);
      expect(o.setup.players.marquise.score).toBe(5);
    }
  });
  it('2.1, 2.5, 4.3 (FAQ Général n° 5) : un jeton de Sympathie se retire en combat, comme toute pièce', () => {
    const r = answer('faq-2-1-sympathie');
    expect(r.ok).toBe(true);
    for (const o of r.battle.outcomes) {
      expect(o.removed.defender.map((p: { kind: string }) => p.kind)).toEqual(['sympathy']);
      expect(o.points.marquise).toBe(1);
    }
  });
  it('4.3.1 (FAQ Général n° 3) : une seule carte Embuscade par combat', () => {
    const base = load('faq-4-3-1-une-embuscade');
    const r = answer('faq-4-3-1-une-embuscade');
    expect(r.ok).toBe(true);
    const ambush = r.battle.options.find((o: { choice: string }) => o.choice === 'ambush');
    for (const v of ambush.alternatives) expect(v === null || typeof v === 'string').toBe(true);
    for (const o of r.battle.outcomes) expect(o.ambushHits).toBe(2);
    // two ambush cards cannot even be written
    expect((evaluateSituation({ ...base, question: { ...base.question, choices: { ambush: ['bird', 'rabbit'] } } }) as never as { ok: boolean }).ok).toBe(false);
  });
  it('4.3.3 (FAQ Cartes n° 1) : les Armuriers n’ignorent que les pertes du jet, pas une perte additionnelle', () => {
    const base = load('faq-4-3-3-armuriers');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const one: any = evaluateSituation({ ...base, question: { ...base.question, roll: [3, 3] } });
    const [o] = one.roll.outcomes;
    expect(o.removed.defender).toHaveLength(1);
    expect(o.steps.map((x: { rule: string }) => x.rule)).toEqual(expect.arrayContaining(['4.3.3', '7.8.3']));
    expect(answer('faq-4-3-3-armuriers').ok).toBe(true);
  });
  it('4.3.1, 6.2.3 (FAQ Marquise n° 3) : Embuscade au Donjon : les Hôpitaux de campagne ramènent les guerriers avant la fin du combat', () => {
    const base = load('faq-6-2-3-embuscade-donjon');
    const r = answer('faq-6-2-3-embuscade-donjon');
    expect(r.ok).toBe(true);
    for (const o of r.battle.outcomes) expect(o.endedAfterAmbush).toBe(false);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const without: any = evaluateSituation({ ...base, question: { ...base.question, choices: { ...base.question.choices, fieldHospitals: false } } });
    for (const o of without.battle.outcomes) expect(o.endedAfterAmbush).toBe(true);
  });
  it('7.8.4 (FAQ Canopée n° 4) : le Despote rapporte 1 point de plus par combat, pas par bâtiment', () => {
    const r = answer('faq-7-8-4-despote');
    expect(r.ok).toBe(true);
    for (const o of r.battle.outcomes) {
      const n = o.removed.defender.filter((p: { category: string }) => p.category !== 'warrior').length;
      expect(o.points.eyrie ?? 0).toBe(n > 0 ? n + 1 : 0);
    }
    expect(r.battle.outcomes.some((o: { removed: { defender: unknown[] } }) => o.removed.defender.length === 2)).toBe(true);
  });
  it('8.4.1 (FAQ Alliance n° 1) : pas de Révolte avec une base d’une couleur déjà construite', () => {
    const r = answer('faq-8-4-1-base-construite');
    expect(r.ok).toBe(true);
    expect(r.placement.ok).toBe(false);
    expect(r.placement.reasons.map((x: { text: string }) => x.text).join(' ')).toContain('8.4.1.III');
    const base = load('faq-8-4-1-base-construite');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const unbuilt: any = evaluateSituation({ ...base, setup: 'automne/j=m,a/t=a.jour/8:a-sympathie,m2' });
    expect(unbuilt.placement.ok).toBe(true);
  });
  it('9.2.9.III (FAQ Vagabond n° 5) : retirer des guerriers Nomades supervisés par la Marquise ne rend pas Hostile à la Marquise', () => {
    const r = answer('faq-9-2-9-3-nomade');
    expect(r.ok).toBe(true);
    expect(r.battle.outcomes.some((o: { removed: { defender: unknown[] } }) => o.removed.defender.length > 0)).toBe(true);
    for (const o of r.battle.outcomes) expect(o.setup.players.vagabond.hostile ?? []).not.toContain('marquise');
  });
  it('9.2.9.III, E.3.5, E.3.6 (FAQ Vagabond n° 6) : les Nomades du Vagabond qui combattent ne le rendent pas Hostile et ne lui rapportent rien', () => {
    const r = answer('faq-e-3-6-vagabond');
    expect(r.ok).toBe(true);
    expect(r.battle.outcomes.some((o: { removed: { defender: { category: string }[] } }) => o.removed.defender.some((p) => p.category === 'building'))).toBe(true);
    for (const o of r.battle.outcomes) {
      expect(o.points).toEqual({});
      expect(o.setup.players.vagabond.hostile ?? []).toEqual([]);
    }
  });
  it('11.2.7 (FAQ Compagnie n° 4) : des mercenaires combattent les Nomades que la Compagnie supervise, jamais la Compagnie', () => {
    const base = load('faq-11-2-7-nomades');
    const r = answer('faq-11-2-7-nomades');
    expect(r.ok).toBe(true);
    expect(r.battle.notes.map((x: { rule: string }) => x.rule)).toContain('11.2.7.III');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const vsCompany: any = evaluateSituation({ ...base, question: { ...base.question, defender: 'riverfolk' } });
    expect(vsCompany.battle.notes.map((x: { rule: string }) => x.rule)).not.toContain('11.2.7.III');
  });
  it('15.5.2.II (FAQ Gardiens n° 2) : les Gardiens combattent sans contrôler la clairière', () => {
    const r = answer('faq-15-5-2-combat');
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    const base = load('faq-15-5-2-combat');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const c: any = evaluateSituation({ ...base, question: { kind: 'control', clearing: 5 } });
    expect(c.control[0].ruler).toBe('marquise');
  });
  it('8.2.6, 9.2.2 (FAQ Vagabond n° 2) : la même situation sous la règle du Vagabond', () => {
    expect(readFileSync('content/root/loi/vagabond.mdx', 'utf8')).toContain('situation={essaiFaq826Vagabond}');
  });
  it('every faq-*.json situation has a test here', () => {
    const names = readdirSync('content/root/situations').filter((f) => f.startsWith('faq-')).map((f) => f.replace(/\.json$/, ''));
    const src = readFileSync('tests/engine/faq-officielle.test.ts', 'utf8');
    for (const n of names) expect(src, n).toContain(`'${n}'`);
  });
});
