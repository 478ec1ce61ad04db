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
  // ---- the answers a faction's turn shows (question `turn`, docs/situations.md §13)
  it('7.5.2 (FAQ Canopée n° 3) : plusieurs cartes Déplacement, un guerrier à la fois depuis la même clairière, puis le même guerrier qui revient', () => {
    const r = answer('faq-7-5-2-deplacements');
    expect(r.ok).toBe(true);
    const t = r.turn;
    expect(t.stopped).toBeUndefined();
    const moves = t.steps.filter((x: { action: { id: string } }) => x.action.id === 'move');
    expect(moves.map((x: { action: { from: number; to: number } }) => `${x.action.from}>${x.action.to}`)).toEqual(['7>8', '7>8', '8>7']);
    // three Move cards (two mice and the Builder's vizier), each resolved by a move of 1 warrior
    expect(t.state.done.move).toHaveLength(3);
    expect(t.setup.clearings['7'].warriors.eyrie).toBe(3 - 2 + 1);
    expect(t.setup.clearings['8'].warriors.eyrie).toBe(1);
    expect(t.actions.map((a: { id: string }) => a.id)).toEqual(['phase']);
  });
  it('7.7 (FAQ Canopée n° 1) : une colonne vide du Décret ne fait pas tomber en crise', () => {
    const r = answer('faq-7-7-colonne-vide');
    const t = r.turn;
    expect(t.stopped).toBeUndefined();
    expect(t.state.decree.battle).toEqual([]);
    // the empty Battle column is passed over: the Build card comes next, and no Turmoil
    expect(t.actions.find((a: { id: string }) => a.id === 'build').ways.length).toBeGreaterThan(0);
    const turmoil = t.refusals.find((x: { id: string }) => x.id === 'turmoil');
    expect(turmoil.reason.rule).toBe('7.7');
    expect(turmoil.reason.text).toContain('Construction');
  });
  it('7.7 (FAQ Canopée n° 2) : une seule carte impossible dans la colonne suffit à faire tomber en crise', () => {
    const base = load('faq-7-7-une-carte');
    const t = answer('faq-7-7-une-carte').turn;
    expect(t.stopped).toBeUndefined();
    expect(t.state.done.recruit).toEqual(['rabbit', 'bird']);
    // the Fox card left has no roost in a Fox clearing: Turmoil, and the Daylight may not end
    expect(t.actions.find((a: { id: string }) => a.id === 'turmoil').ways.length).toBeGreaterThan(0);
    expect(t.refusals.find((x: { id: string }) => x.id === 'recruit').reason.rule).toBe('7.5.2.I');
    expect(t.refusals.find((x: { id: string }) => x.id === 'phase').reason.rule).toBe('7.5.2');
    // the same Decree without the Fox card: no Turmoil
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const without: any = evaluateSituation({ ...base, question: { ...base.question, state: { ...base.question.state, decree: { ...base.question.state.decree, recruit: ['rabbit'] } } } });
    expect(without.turn.refusals.find((x: { id: string }) => x.id === 'turmoil').reason.rule).toBe('7.7');
  });
  it('7.7, 7.8.2 (FAQ Canopée n° 5) : le Charismatique avec 1 seul guerrier en réserve le place, puis tombe en crise', () => {
    const base = load('faq-7-7-charismatique');
    const t = answer('faq-7-7-charismatique').turn;
    const before = (evaluateSituation({ ...base, question: { ...base.question, plan: [] } }) as never as { turn: { setup: { clearings: Record<string, { warriors: Record<string, number> }> } } }).turn.setup;
    const onMap = Object.values(before.clearings).reduce((s, c) => s + (c.warriors?.eyrie ?? 0), 0);
    expect(t.stopped).toBeUndefined();
    expect(t.setup.clearings['3'].warriors.eyrie).toBe(before.clearings['3']!.warriors.eyrie! + (20 - onMap));
    expect(t.state.mustTurmoil).toBe(true);
    expect(t.actions.map((a: { id: string }) => a.id)).toEqual(['turmoil']);
    expect(t.refusals.find((x: { id: string }) => x.id === 'phase').reason.rule).toBe('7.7');
  });
  it('8.4.2.II.a (FAQ Alliance n° 5) : les Nomades contrôlés par un adversaire comptent pour la Loi martiale, les Nomades non contrôlés non', () => {
    const base = load('faq-8-4-2-loi-martiale');
    const spent = (at: number, suit: string): number => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const x: any = evaluateSituation({ ...base, question: { ...base.question, plan: [{ id: 'sympathy', at }] } });
      expect(x.turn.stopped).toBeUndefined();
      return base.question.state.supporters[suit] - x.turn.state.supporters[suit];
    };
    const t = answer('faq-8-4-2-loi-martiale').turn;
    expect(t.actions.find((a: { id: string }) => a.id === 'sympathy').ways.map((w: { action: { at: number } }) => w.action.at)).toEqual([1, 2]);
    // 1 Eyrie warrior and 2 Bandits the Eyrie supervises: 1 supporter more; 3 unsupervised Forest Patrol warriors: none more
    expect(spent(1, 'fox')).toBe(spent(2, 'mouse') + 1);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const martial: any = evaluateSituation({ ...base, question: { ...base.question, plan: [{ id: 'sympathy', at: 1 }] } });
    expect(martial.turn.steps[0].reasons.map((x: { rule: string }) => x.rule)).toContain('8.4.2.II.a');
  });
  it('9.2.1, 9.5.8 (FAQ Vagabond n° 1) : le Vagabond ne fabrique pas une carte de plusieurs couleurs', () => {
    const base = load('faq-9-2-1-fabriquer');
    const t = answer('faq-9-2-1-fabriquer').turn;
    expect(t.stopped.index).toBe(0);
    expect(t.stopped.reason.rule).toBe('9.5.8');
    expect(t.stopped.reason.text).toContain('9.2.1');
    // a card of the clearing's suit alone, with the same hammers: crafted
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const one: any = evaluateSituation({ ...base, question: { ...base.question, plan: [{ id: 'craft', card: 'foxfolk_steel_fox' }] } });
    expect(one.turn.stopped).toBeUndefined();
    expect(one.turn.state.items.filter((i: { kind: string; exhausted?: boolean }) => i.kind === 'hammer' && i.exhausted)).toHaveLength(2);
  });
  it('8.2.6, 9.2.9.II.b (FAQ Vagabond n° 3) : le Vagabond qui déplace des guerriers Alliés dans une clairière sympathisante ne déclenche pas l’Indignation', () => {
    const t = answer('faq-9-2-9-allies').turn;
    expect(t.stopped).toBeUndefined();
    expect(t.setup.clearings['5'].warriors.marquise).toBe(2);
    expect(t.setup.clearings['5'].pawns).toContain('vagabond');
    expect(t.steps[0].reasons.map((x: { rule: string }) => x.rule)).not.toContain('8.2.6');
    expect(t.state.hand).toEqual({ rabbit: 1, fox: 1 });
    // the same warriors moved by their own faction into that clearing: Outrage
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const own: any = evaluateSituation({ v: 1, setup: 'automne/j=m,c,a/t=c.jour/1:c3;5:a-sympathie', question: { kind: 'turn', faction: 'eyrie', phase: 'jour', state: { hand: { rabbit: 1 }, decree: { move: ['fox'] } }, plan: [{ id: 'move', from: 1, to: 5, n: 2 }] } });
    expect(own.turn.steps[0].reasons.map((x: { rule: string }) => x.rule)).toContain('8.2.6');
  });
  it('9.2.9.III.a, 9.5.6 (FAQ Vagabond n° 10) : un guerrier Hostile retiré par une Frappe ne rapporte aucun point d’Infamie', () => {
    const base = load('faq-9-2-9-3-1-frappe');
    const t = answer('faq-9-2-9-3-1-frappe').turn;
    expect(t.stopped).toBeUndefined();
    expect(t.setup.clearings['1'].warriors.marquise).toBe(2);
    expect(t.steps[0].points ?? 0).toBe(0);
    expect(t.setup.players.vagabond.score).toBe(4);
    expect(t.steps[0].reasons.map((x: { rule: string }) => x.rule)).toContain('9.2.9.III.a');
    // the same warrior removed in battle: 1 point of Infamy
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const fought: any = evaluateSituation({ ...base, question: { ...base.question, plan: [{ id: 'battle', target: 'marquise', roll: [1, 0] }] } });
    expect(fought.turn.setup.clearings['1'].warriors.marquise).toBe(2);
    expect(fought.turn.setup.players.vagabond.score).toBe(5);
  });
  it('11.5.3, 4.1.2 (FAQ Compagnie n° 2) : pas d’export d’une carte dont l’objet n’est plus dans la réserve', () => {
    const base = load('faq-11-5-3-export');
    const t = answer('faq-11-5-3-export').turn;
    expect(t.stopped.index).toBe(0);
    expect(t.stopped.reason.rule).toBe('4.1.2');
    // the swords back in the supply: the same export is played
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const free: any = evaluateSituation({ ...base, setup: base.setup.replace('m.fabriques-epee+epee', 'm') });
    expect(free.turn.stopped).toBeUndefined();
    expect(free.turn.state.payments).toBe(1);
  });
  it('10.4.3 (FAQ Culte n° 1) : pas de Sanctuaire qui retire le bâtiment sans placer le jardin', () => {
    const base = load('faq-10-4-3-conspiration');
    const t = answer('faq-10-4-3-conspiration').turn;
    const sanctify = t.refusals.find((x: { id: string }) => x.id === 'sanctify');
    expect(sanctify.reason.rule).toBe('10.4.3.III');
    expect(sanctify.reason.text).toContain('placer');
    // a Fox garden back in the supply: Sanctify is offered and replaces the sawmill
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const four: any = evaluateSituation({ ...base, setup: base.setup.replace('1:l1,l-jardin_renard;', '1:l1;') });
    const way = four.turn.actions.find((a: { id: string }) => a.id === 'sanctify').ways[0].action;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const done: any = evaluateSituation({ ...base, setup: base.setup.replace('1:l1,l-jardin_renard;', '1:l1;'), question: { ...base.question, plan: [way] } });
    expect(done.turn.setup.clearings['8'].buildings).toEqual([{ owner: 'lizards', kind: 'garden_fox' }]);
  });
  it('4.1.1 (FAQ Général n° 8) : activer un Atelier pour fabriquer le laisse en place, une fois par tour', () => {
    const base = load('faq-4-1-1-activer');
    const t = answer('faq-4-1-1-activer').turn;
    expect(t.stopped).toBeUndefined();
    expect(t.state.workshopsUsed).toEqual([1, 8]);
    for (const c of ['1', '8']) expect(t.setup.clearings[c].buildings).toContainEqual({ owner: 'marquise', kind: 'workshop' });
    // activated, they do not craft again this turn
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const again: any = evaluateSituation({ ...base, question: { ...base.question, plan: [...base.question.plan, { id: 'craft', card: 'anvil_fox' }] } });
    expect(again.turn.stopped.index).toBe(1);
    expect(again.turn.stopped.reason.text).toContain('4.1.1');
  });
  it('2.5 (FAQ Général n° 7) : la scierie retirée retourne sur le plateau de la Marquise, la suivante coûte de nouveau 0 bois', () => {
    const base = load('faq-2-5-retour');
    const t = answer('faq-2-5-retour').turn;
    expect(t.stopped).toBeUndefined();
    expect(t.steps[0].removed.map((p: { owner: string; kind: string }) => `${p.owner}:${p.kind}`)).toContain('marquise:sawmill');
    const wood = (plan: object[]): number => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const x: any = evaluateSituation({ ...base, question: { ...base.question, plan } });
      expect(x.turn.stopped).toBeUndefined();
      return (x.turn.setup.clearings['2'].tokens ?? []).filter((k: { kind: string }) => k.kind === 'wood').length;
    };
    const build = { id: 'build', at: 2, kind: 'sawmill' };
    // with its sawmill on the map, a second costs 1 wood; once it is removed, the next costs none
    expect(wood([build])).toBe(0);
    expect(wood([...base.question.plan, build])).toBe(1);
  });
  it('every faq-*.json situation has a test here', () => {
    const names = readdirSync('content/root/situations').filter((f) => f.startsWith('faq-')).map((f) => f.replace(/\.json$/, ''));
    const src = readFileSync('tests/engine/faq-officielle.test.ts', 'utf8');
    for (const n of names) expect(src, n).toContain(`'${n}'`);
  });
});
