/**
 * Battle (4.3): exact tables, one row per rule, ability or card, each citing its rule. Expected
 * fractions are worked out by hand from the rules (comments give the reasoning); the seed's
 * worked examples are reproduced (Pillage, Keepers' extraction, Vagabot's turn, Electric Eyrie).
 */
import { describe, expect, it } from 'vitest';
import { battle, battleSeries, defaultOrder, fractionText, removeAllEnemyPieces, type BattleOutcome, type BattleParams } from '../../src/engine/root/index';
import { B, dist, losses, only, P, R, rulesIn } from './battle-helpers';
import { S } from './helpers';

const mc = (attacker: BattleParams['attacker'], defender: BattleParams['defender'], clearing = 5, choices?: BattleParams['choices']): BattleParams => ({
  clearing,
  attacker,
  defender,
  ...(choices ? { choices } : {}),
});
const pts = (o: BattleOutcome) => JSON.stringify(o.points);
const steps = (o: BattleOutcome) => rulesIn(o.steps);

describe('4.3 : le combat de base', () => {
  it('4.3.2, 4.3.4 : Marquise 3 contre Canopée 2, distribution exacte des pertes', () => {
    const r = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie'));
    // attacker deals the higher die (cap 3), defender the lower (cap 2)
    expect(dist(r, losses)).toEqual({ '0-0': '1/16', '0-1': '1/8', '0-2': '1/4', '1-1': '1/16', '1-2': '1/4', '2-2': '1/4' });
    expect(fractionText(r.aggregates!.total)).toBe('1');
    expect(fractionText(r.aggregates!.defenderWipedOut)).toBe('3/4');
    expect(fractionText(r.aggregates!.attackerRules)).toBe('1');
    expect(fractionText(r.aggregates!.expectedRemoved.defender)).toBe('27/16');
    expect(fractionText(r.aggregates!.expectedRemoved.attacker)).toBe('13/16');
    expect(r.outcomes.reduce((n, o) => n + o.rolls.length, 0)).toBe(16);
  });

  it('4.3.2.I : le maximum de pertes est le nombre de guerriers', () => {
    const r = B('automne/j=m,c/5:m1,c3', mc('marquise', 'eyrie'));
    expect(dist(r, losses)).toEqual({ '0-0': '1/16', '0-1': '3/8', '1-1': '9/16' });
    expect(rulesIn(only(R('automne/j=m,c/5:m1,c3', mc('marquise', 'eyrie'), [3, 0])).steps)).toContain('4.3.2.I');
  });

  it('4.3.3.II : sans défense, 1 perte additionnelle ; 3.2.1 : 1 point par bâtiment', () => {
    const r = B('automne/j=m,c/5:m2,c-perchoir', mc('marquise', 'eyrie'));
    expect(P(r, (o) => o.removed.defender.some((p) => p.kind === 'roost'))).toBe('1');
    expect(dist(r, pts)).toEqual({ '{"marquise":1}': '1' });
    expect(steps(only(R('automne/j=m,c/5:m2,c-perchoir', mc('marquise', 'eyrie'), [0, 0])))).toEqual(expect.arrayContaining(['4.3.3.II', '3.2.1']));
  });

  it('4.3.4 : les guerriers d’abord, puis les bâtiments et jetons', () => {
    const o = only(R('automne/j=m,c/5:m1,m-scierie,m-bois,c3', mc('eyrie', 'marquise'), [3, 0]));
    expect(o.removed.defender.map((p) => p.kind)).toEqual(['warrior', 'wood', 'sawmill']);
    expect(o.points).toEqual({ eyrie: 2 });
  });

  it('4.3.4 : l’ordre choisi des bâtiments et jetons', () => {
    const p = mc('eyrie', 'marquise', 5, { order: { marquise: ['sawmill'] } });
    const o = only(R('automne/j=m,c/5:m-scierie,m-bois,c3', p, [1, 0]));
    // 1 rolled + 1 defenceless: the sawmill first, as chosen
    expect(o.removed.defender.map((p) => p.kind)).toEqual(['sawmill', 'wood']);
    const r = B('automne/j=m,c/5:m-scierie,m-bois,c3', mc('eyrie', 'marquise'));
    const order = r.options.find((x) => x.choice === 'order')!;
    expect(order.isDefault).toBe(true);
    expect(order.value).toEqual(['wood', 'sawmill']);
    expect(defaultOrder(S('automne/j=m,c/5:m-scierie,m-bois,c3'), 5, 'marquise', 'eyrie')).toEqual(['wood', 'sawmill']);
    // a relic gives 2 points: it comes last (15.2.5)
    expect(defaultOrder(S('automne/j=g,m/7:g-relais,g-statuette,m3'), 7, 'keepers', 'marquise')).toEqual(['waystation', 'statuette']);
  });
});

describe('4.3.1 : embuscades', () => {
  it('4.3.1.II : 2 pertes immédiates ; sans guerrier ni pion, le combat prend fin', () => {
    const r = B('automne/j=m,c/5:m2,c2', mc('marquise', 'eyrie', 5, { ambush: 'bird' }));
    expect(r.outcomes).toHaveLength(1);
    expect(r.outcomes[0]!.endedAfterAmbush).toBe(true);
    expect(r.outcomes[0]!.removed.attacker.map((p) => p.stage)).toEqual(['ambush', 'ambush']);
    expect(r.outcomes[0]!.removed.defender).toEqual([]);
    expect(r.outcomes[0]!.rolls).toHaveLength(16);
    expect(r.outcomes[0]!.ruler).toBe('eyrie');
  });

  it('4.3.1.II : le combat continue s’il reste des guerriers', () => {
    const r = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie', 5, { ambush: 'rabbit' }));
    // 1 marquise warrior left: cap 1
    expect(dist(r, losses)).toEqual({ '2-0': '1/16', '2-1': '3/8', '3-1': '9/16' });
  });

  it('4.3.1 : une Embuscade d’une autre couleur que la clairière est refusée', () => {
    const r = battle(S('automne/j=m,c/5:m3,c2'), mc('marquise', 'eyrie', 5, { ambush: 'fox' }));
    expect(r.ok).toBe(false);
    expect(rulesIn(r.problems)).toEqual(['4.3.1']);
  });

  it('4.3.1.I : la contre-embuscade annule l’embuscade', () => {
    const plain = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie'));
    const r = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie', 5, { ambush: 'bird', counterAmbush: 'rabbit' }));
    expect(dist(r, losses)).toEqual(dist(plain, losses));
    expect(rulesIn(r.outcomes[0]!.steps)).toContain('4.3.1.I');
  });

  it('Éclaireurs : l’attaquant n’est pas affecté par les cartes Embuscade', () => {
    const plain = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie'));
    const r = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie', 5, { ambush: 'bird', attackerCards: ['scouting_party'] }));
    expect(dist(r, losses)).toEqual(dist(plain, losses));
  });

  it('R2.8.2 : pas d’Embuscade contre un robot ; R2.8.1 : un robot n’en joue pas', () => {
    const plain = B('automne/j=m.robot,c/5:m3,c2', mc('marquise', 'eyrie'));
    const r = B('automne/j=m.robot,c/5:m3,c2', mc('marquise', 'eyrie', 5, { ambush: 'bird' }));
    expect(dist(r, losses)).toEqual(dist(plain, losses));
    expect(rulesIn(r.notes)).toContain('R2.8.2');
    expect(r.options.some((o) => o.choice === 'ambush')).toBe(false);
    const bot = B('automne/j=m,c.robot/5:m3,c2', mc('marquise', 'eyrie', 5, { ambush: 'bird' }));
    expect(rulesIn(bot.notes)).toContain('R2.8.1');
  });

  it('E.3.5 : un Nomade ne joue pas d’Embuscade', () => {
    const r = B('automne/j=m/n=bd/5:m2,bd2', mc('marquise', 'bandits', 5, { ambush: 'bird' }));
    expect(rulesIn(r.notes)).toContain('E.3.5');
    expect(P(r, (o) => o.ambushHits > 0)).toBe('0');
  });

  it('options : l’embuscade par défaut est « aucune », et l’île sait qu’elle a été appliquée', () => {
    const r = B('automne/j=m,c/5:m3,c2', mc('marquise', 'eyrie'));
    const o = r.options.find((x) => x.choice === 'ambush')!;
    expect(o).toMatchObject({ value: null, isDefault: true, alternatives: [null, 'rabbit', 'bird'] });
    expect(r.defaults).toContain('ambush');
  });
});

describe('cartes (4.3.3)', () => {
  it('Tactiques brutales : 1 perte additionnelle, le défenseur marque 1 point', () => {
    const r = B('automne/j=m,c/5:m2,c2', mc('marquise', 'eyrie', 5, { attackerCards: ['brutal_tactics'] }));
    expect(P(r, (o) => o.points.eyrie === 1)).toBe('1');
    expect(only(R('automne/j=m,c/5:m2,c2', mc('marquise', 'eyrie', 5, { attackerCards: ['brutal_tactics'] }), [0, 0])).removed.defender).toHaveLength(1);
  });

  it('Sappers (nom français non confirmé) : le défenseur défausse la carte pour 1 perte additionnelle', () => {
    const o = only(R('automne/j=m,c/5:m2,c2', mc('marquise', 'eyrie', 5, { defenderCards: ['sappers'] }), [0, 0]));
    expect(o.removed.attacker).toHaveLength(1);
    expect(o.effects.map((e) => e.text).join(' ')).toMatch(/Sappers \(nom anglais\s;\snom français non confirmé\)/);
  });

  it('Armuriers : ignorer toutes les pertes du jet de dés, pas les additionnelles', () => {
    const p = mc('marquise', 'eyrie', 5, { defenderCards: ['armorers'] });
    expect(only(R('automne/j=m,c/5:m2,c2', p, [3, 0])).removed.defender).toHaveLength(0);
    const q = mc('marquise', 'eyrie', 5, { defenderCards: ['armorers'], attackerCards: ['brutal_tactics'] });
    expect(only(R('automne/j=m,c/5:m2,c2', q, [3, 0])).removed.defender).toHaveLength(1);
    // used only when rolled hits come: no card spent on a 0
    expect(only(R('automne/j=m,c/5:m2,c2', p, [0, 0])).effects).toEqual([]);
  });

  it('Partisans : 1 perte additionnelle dans une clairière de leur couleur seulement', () => {
    const p = (c: number) => mc('marquise', 'eyrie', c, { attackerCards: ['mouse_partisans'] });
    expect(only(R('automne/j=m,c/2:m2,c2', p(2), [0, 0])).removed.defender).toHaveLength(1);
    const r = B('automne/j=m,c/5:m2,c2', p(5));
    expect(rulesIn(r.notes)).toContain('4.3.3.I');
    expect(only(R('automne/j=m,c/5:m2,c2', p(5), [0, 0])).removed.defender).toHaveLength(0);
  });

  it('R1.1.3 : un robot n’utilise pas de carte', () => {
    const r = B('automne/j=m.robot,c/5:m2,c2', mc('marquise', 'eyrie', 5, { attackerCards: ['brutal_tactics'] }));
    expect(rulesIn(r.notes)).toContain('R1.1.3');
    expect(P(r, (o) => o.points.eyrie === 1)).toBe('0');
  });
});

describe('Marquise (6)', () => {
  it('6.2.3 Hôpitaux de campagne : les guerriers retirés vont au Donjon', () => {
    const p = mc('eyrie', 'marquise', 5, { fieldHospitals: true });
    const o = only(R('automne/j=m,c/1:m-donjon;5:m2,c3', p, [3, 3]));
    expect(o.setup.clearings['1']!.warriors).toEqual({ marquise: 2 });
    // the Marquise deals 2 (its 2 warriors): 1 Eyrie warrior stays
    expect(o.setup.clearings['5']!.warriors).toEqual({ eyrie: 1 });
    expect(rulesIn(o.steps)).toContain('6.2.3');
    const r = B('automne/j=m,c/1:m-donjon;5:m2,c3', mc('eyrie', 'marquise'));
    expect(r.options.find((x) => x.choice === 'fieldHospitals')).toMatchObject({ value: false, isDefault: true });
  });

  it('6.2.2 : le Donjon retiré quitte la partie ; plus d’Hôpitaux ensuite (1.5.4)', () => {
    const o = only(R('automne/j=m,c/5:m1,m-donjon,c3', mc('eyrie', 'marquise', 5, { fieldHospitals: true }), [3, 0]));
    expect(o.removed.defender.map((p) => p.kind)).toEqual(['warrior', 'keep']);
    expect(o.setup.clearings['5']!.warriors).toEqual({ eyrie: 3 });
    expect(rulesIn(o.steps)).toEqual(expect.arrayContaining(['6.2.2', '6.2.3']));
  });

  it('R1.2.1 : un robot retire ses jetons d’abord, puis un type de bâtiment au hasard', () => {
    const r = B('automne/j=m.robot,c/2:c3,m1,m-scierie,m-atelier,m-donjon', mc('eyrie', 'marquise', 2));
    const saw = P(r, (o) => o.removed.defender.some((p) => p.kind === 'sawmill'));
    const work = P(r, (o) => o.removed.defender.some((p) => p.kind === 'workshop'));
    // 3 hits or more reach the buildings: rolls with a 3 and no Marquise loss (2/16) or with one (5/16), halved
    expect(saw).toBe('7/32');
    expect(work).toBe('7/32');
    const roll = R('automne/j=m.robot,c/2:c3,m1,m-scierie,m-atelier,m-donjon', mc('eyrie', 'marquise', 2), [3, 0]);
    expect(roll.outcomes.map((o) => fractionText(o.probability))).toEqual(['1/2', '1/2']);
    expect(roll.outcomes.map((o) => o.draws.length)).toEqual([1, 1]);
    for (const o of roll.outcomes) expect(o.removed.defender.map((p) => p.kind).slice(0, 2)).toEqual(['warrior', 'keep']);
  });
});

describe('Canopée (7, R5)', () => {
  it('7.8.3 Commandant : 1 perte additionnelle en attaque', () => {
    expect(only(R('automne/j=c.chef-commandant,m/5:c2,m2', mc('eyrie', 'marquise'), [0, 0])).removed.defender).toHaveLength(1);
    expect(only(R('automne/j=c.chef-commandant,m/5:c2,m2', mc('marquise', 'eyrie'), [0, 0])).removed.attacker).toHaveLength(0);
  });

  it('7.8.4 Despote : 1 point de plus par combat où il retire un bâtiment ou jeton', () => {
    const o = only(R('automne/j=c.chef-despote,m/5:c3,m-scierie,m-atelier', mc('eyrie', 'marquise'), [3, 0]));
    expect(o.points).toEqual({ eyrie: 3 });
    expect(rulesIn(o.steps)).toContain('7.8.4');
  });

  it('R5.5.1.III : la colonne la plus fournie du Décret inflige 1 perte additionnelle (exemple de la Canopée Électrique)', () => {
    const setup = 'automne/j=c.robot.decret-1-0-1-2,m/12:c1,m1';
    // the Bird column battles with a 0-0 roll: 1 extra hit removes the Marquise warrior
    expect(only(R(setup, mc('eyrie', 'marquise', 12, { column: 'bird' }), [0, 0])).removed.defender).toHaveLength(1);
    expect(only(R(setup, mc('eyrie', 'marquise', 12, { column: 'fox' }), [0, 0])).removed.defender).toHaveLength(0);
    expect(B(setup, mc('eyrie', 'marquise', 12)).options.find((o) => o.choice === 'column')!.value).toBe('fox');
  });
});

describe('Alliance (8, R6)', () => {
  it('8.2.2 Guérilla : le défenseur prend le plus grand dé', () => {
    const r = B('automne/j=a,m/5:a1,a-base_lapin,m3', mc('marquise', 'alliance'));
    expect(dist(r, losses)).toEqual({ '0-0': '1/16', '1-0': '3/8', '1-1': '5/16', '1-2': '1/4' });
    expect(rulesIn(only(R('automne/j=a,m/5:a1,a-base_lapin,m3', mc('marquise', 'alliance'), [3, 1])).steps)).toContain('8.2.2');
  });

  it('8.2.4 : base retirée, la moitié des officiers arrondie au supérieur', () => {
    const r = B('automne/j=a.officiers-3,m/5:a-base_lapin,m2', mc('marquise', 'alliance'));
    expect(P(r, (o) => o.setup.players.alliance!.officers === 1)).toBe('1');
    expect(rulesIn(r.outcomes[0]!.steps)).toContain('8.2.4');
  });

  it('R6.2.2 Embuscade automatisée : en défense avec un guerrier, 1 perte additionnelle', () => {
    expect(only(R('automne/j=a.robot,m/5:a1,m3', mc('marquise', 'alliance'), [0, 0])).removed.attacker).toHaveLength(1);
    expect(only(R('automne/j=a,m/5:a1,m3', mc('marquise', 'alliance'), [0, 0])).removed.attacker).toHaveLength(0);
  });

  it('R6.2.4 Répression : la base retirée fait retirer la Sympathie des clairières de sa couleur', () => {
    const setup = 'automne/j=a.robot,m/3:a-sympathie;5:a-base_lapin,a-sympathie,m3;8:a-sympathie';
    const o = only(R(setup, mc('marquise', 'alliance'), [1, 0]));
    expect(o.removed.defender.map((p) => p.kind)).toEqual(['sympathy', 'base_rabbit']);
    expect(o.setup.clearings['3']).toBeUndefined();
    expect(o.setup.clearings['8']!.tokens).toEqual([{ owner: 'alliance', kind: 'sympathy' }]);
    expect(rulesIn(o.steps)).toEqual(expect.arrayContaining(['R6.2.4', 'R6.2.3']));
  });
});

describe('Vagabond (9, D, R7)', () => {
  it('9.2.6 : le maximum est le nombre d’épées intactes', () => {
    expect(only(R('automne/j=v.epees-1.objets-3,m/5:v-pion,m3', mc('vagabond', 'marquise'), [3, 0])).removed.defender).toHaveLength(1);
    expect(dist(B('automne/j=v.epees-0.objets-3,m/5:v-pion,m3', mc('vagabond', 'marquise')), (o) => o.removed.defender.length)).toEqual({ '0': '1' });
  });

  it('9.2.4 : sans épée intacte, le Vagabond est sans défense ; 9.2.7 : chaque perte endommage un objet', () => {
    const o = only(R('automne/j=v.epees-0.objets-2,m/5:v-pion,m2', mc('marquise', 'vagabond'), [0, 0]));
    expect(o.damaged).toEqual({ vagabond: 1 });
    expect(o.setup.players.vagabond!.items).toBe(1);
    expect(rulesIn(o.steps)).toEqual(expect.arrayContaining(['9.2.4', '9.2.7']));
    const armed = only(R('automne/j=v.epees-1.objets-2,m/5:v-pion,m2', mc('marquise', 'vagabond'), [0, 0]));
    expect(armed.damaged).toEqual({});
  });

  it('9.2.7 : plus d’objet intact, les pertes sont ignorées ; le pion ne se retire pas (9.2.2)', () => {
    const r = B('automne/j=v.epees-0.objets-0,m/5:v-pion,m2', mc('marquise', 'vagabond'));
    expect(P(r, (o) => (o.setup.clearings['5']!.pawns ?? []).includes('vagabond'))).toBe('1');
    expect(fractionText(r.aggregates!.defenderWipedOut)).toBe('0');
    expect(dist(r, (o) => o.damaged.vagabond ?? 0)).toEqual({ '0': '1' });
  });

  it('9.2.9.III et III.a : retirer un guerrier rend Hostile ; l’Infamie compte les autres pièces', () => {
    const o = only(R('automne/j=v.epees-2.objets-4,m/t=v.jour/5:v-pion,m2,m-scierie', mc('vagabond', 'marquise'), [3, 2]));
    expect(o.removed.defender).toHaveLength(2);
    expect(o.setup.players.vagabond!.hostile).toEqual(['marquise']);
    expect(o.points).toEqual({ vagabond: 1 });
    expect(o.damaged).toEqual({ vagabond: 2 });
    expect(rulesIn(o.steps)).toEqual(expect.arrayContaining(['9.2.9.III', '9.2.9.III.a']));
    const hostile = only(R('automne/j=v.epees-2.objets-4.hostiles-m,m/t=v.jour/5:v-pion,m2,m-scierie', mc('vagabond', 'marquise'), [3, 2]));
    expect(hostile.points).toEqual({ vagabond: 2 });
    // not its turn: Hostile, but no Infamy
    const other = only(R('automne/j=v.epees-2.objets-4,m/t=m.jour/5:v-pion,m2', mc('marquise', 'vagabond'), [3, 2]));
    expect(other.setup.players.vagabond!.hostile).toEqual(['marquise']);
    expect(other.points).toEqual({});
  });

  it('9.2.9.II.c : attaquer avec un Allié ; 9.2.9.II.d : trop de pertes sur l’Allié le rend Hostile', () => {
    const setup = 'automne/j=v.epees-1.objets-3.allies-a,a,m/t=v.jour/5:v-pion,a2,m3';
    expect(only(R(setup, mc('vagabond', 'marquise'), [3, 0])).removed.defender).toHaveLength(3);
    const r = B(setup, mc('vagabond', 'marquise'));
    expect(r.options.find((o) => o.choice === 'ally')).toMatchObject({ value: 'alliance', isDefault: true });
    const o = only(R(setup, mc('vagabond', 'marquise', 5, { allyHits: 2 }), [3, 3]));
    expect(o.removed.attacker.filter((p) => p.owner === 'alliance')).toHaveLength(2);
    expect(o.damaged).toEqual({ vagabond: 1 });
    expect(o.setup.players.vagabond!.hostile).toEqual(expect.arrayContaining(['alliance']));
    expect(rulesIn(o.steps)).toContain('9.2.9.II.d');
    expect(only(R(setup, mc('vagabond', 'marquise', 5, { ally: null }), [3, 0])).removed.defender).toHaveLength(1);
  });

  it('R7.2.4 Piste de Combat du Vagabot ; R7.5.4 : 1 point par guerrier retiré en attaque', () => {
    expect(only(R('automne/j=v.robot.objets-9,m/5:v-pion,m3', mc('vagabond', 'marquise'), [3, 0])).removed.defender).toHaveLength(3);
    expect(only(R('automne/j=v.robot.objets-5,m/5:v-pion,m3', mc('vagabond', 'marquise'), [3, 0])).removed.defender).toHaveLength(1);
    const twelve = only(R('automne/j=v.robot.objets-12,m/5:v-pion,m3', mc('vagabond', 'marquise'), [0, 0]));
    expect(twelve.removed.defender).toHaveLength(1);
    expect(twelve.points).toEqual({ vagabond: 1 });
  });

  it('exemple de tour du Vagabot : paire de 3, 2 guerriers retirés, 3 objets endommagés (R7.2.4, R7.2.5)', () => {
    // 8 items: one on the battle track, maximum 2; the Marquise has 3 warriors
    const o = only(R('automne/j=v.robot.objets-8,m/11:v-pion,m3', mc('vagabond', 'marquise', 11), [3, 3]));
    expect(o.removed.defender).toHaveLength(2);
    expect(o.points).toEqual({ vagabond: 2 });
    expect(o.damaged).toEqual({ vagabond: 3 });
    expect(o.setup.players.vagabond!.items).toBe(5);
  });

  it('D.8.2 Ronin, Frappe rapide', () => {
    const s = 'automne/j=v.perso-ronin.epees-1.objets-2,m/5:v-pion,m3';
    expect(only(R(s, mc('vagabond', 'marquise', 5, { swiftStrike: true }), [0, 0])).removed.defender).toHaveLength(1);
    expect(only(R(s, mc('vagabond', 'marquise'), [0, 0])).removed.defender).toHaveLength(0);
  });

  it('D.5.2 Médiateur : enrôlé par le défenseur, 1 point et ses épées au maximum du défenseur', () => {
    const s = 'automne/j=m,c,v.perso-mediateur.epees-2.objets-3/5:v-pion,m1,c3';
    const o = only(R(s, mc('eyrie', 'marquise', 5, { arbiter: true }), [3, 3]));
    expect(o.removed.attacker).toHaveLength(3);
    expect(o.points).toEqual({ vagabond: 1 });
    expect(only(R(s, mc('eyrie', 'marquise'), [3, 3])).removed.attacker).toHaveLength(1);
  });

  it('R7.7.6 : un défenseur robot enrôle le Médiateur si les trois conditions sont remplies', () => {
    const s = 'automne/j=m.robot.points-10,c,v.perso-mediateur.epees-2.objets-3.points-5/5:v-pion,m1,c3';
    const o = only(R(s, mc('eyrie', 'marquise'), [3, 3]));
    expect(o.removed.attacker).toHaveLength(3);
    expect(rulesIn(o.steps)).toContain('R7.7.6');
    const poorer = only(R('automne/j=m.robot.points-2,c,v.perso-mediateur.epees-2.objets-3.points-5/5:v-pion,m1,c3', mc('eyrie', 'marquise'), [3, 3]));
    expect(poorer.removed.attacker).toHaveLength(1);
  });

  it('D.4.2 Provocation du Miséreux : il retire les pièces et marque', () => {
    const s = 'automne/j=m,c,v.perso-misereux.hostiles-c/t=v.jour/5:v-pion,m2,c2,c-perchoir';
    const o = only(R(s, mc('marquise', 'eyrie', 5, { provocation: 'vagabond' }), [3, 3]));
    expect(o.removed.defender.map((p) => p.by)).toEqual(['vagabond', 'vagabond']);
    // Infamy: 2 Eyrie pieces (Hostile), then the Marquise turns Hostile: 2 - 1
    expect(o.points).toEqual({ vagabond: 3 });
    expect(o.setup.players.vagabond!.hostile).toEqual(['marquise', 'eyrie']);
    const bad = battle(S('automne/j=m,c,v/5:v-pion,m2,c2'), mc('marquise', 'eyrie', 5, { provocation: 'vagabond' }));
    expect(rulesIn(bad.problems)).toContain('D.4.2');
  });
});

describe('Lézards, Rivière, Duché, Corvidés (10–13, R8–R11)', () => {
  it('10.2.3 Vengeance : en défense, les guerriers retirés deviennent acolytes', () => {
    expect(only(R('automne/j=l.acolytes-0,m/5:l2,m3', mc('marquise', 'lizards'), [3, 0])).setup.players.lizards!.acolytes).toBe(2);
    expect(only(R('automne/j=l.acolytes-0,m/5:l3,m2', mc('lizards', 'marquise'), [3, 3])).setup.players.lizards!.acolytes).toBe(0);
  });

  it('R8.2.2 Vengeance robotique : 1 acolyte par retrait', () => {
    expect(only(R('automne/j=l.robot,m/5:l3,m2', mc('lizards', 'marquise'), [3, 3])).setup.players.lizards!.acolytes).toBe(1);
  });

  it('11.2.7.III.a mercenaires : pertes partagées équitablement', () => {
    const o = only(R('automne/j=m.mercenaires,c,r/t=m.jour/2:m1,r3,c3,c-perchoir', mc('marquise', 'eyrie', 2), [3, 3]));
    expect(o.removed.attacker.map((p) => p.owner).sort()).toEqual(['marquise', 'riverfolk', 'riverfolk']);
    expect(o.removed.attacker.filter((p) => p.owner === 'riverfolk').every((p) => p.for === 'marquise')).toBe(true);
    // not in the buyer's turn: no mercenaries
    const r = B('automne/j=m.mercenaires,c,r/t=c.jour/2:m1,r3,c3', mc('marquise', 'eyrie', 2));
    expect(dist(r, (o) => o.removed.defender.length)).toEqual({ '0': '1/16', '1': '15/16' });
  });

  it('11.2.5.I Commerce perturbé : la moitié des fonds ; R9.2.2 : le comptoir du robot retourne au plateau', () => {
    const r = B('automne/j=r.fonds-5,m/5:r-comptoir_lapin,m2', mc('marquise', 'riverfolk'));
    expect(P(r, (o) => o.setup.players.riverfolk!.funds === 2)).toBe('1');
    const bot = B('automne/j=r.robot,m/5:r-comptoir_lapin,m2', mc('marquise', 'riverfolk'));
    expect(rulesIn(bot.outcomes[0]!.steps)).toContain('R9.2.2');
  });

  it('12.2.3 Le prix de l’échec : le Ministre de plus haut rang ; R10.2.1 : le premier couronné en partant du bas', () => {
    const h = B('automne/j=d.ministres-capitaine+brigadier+baron,m/5:d-citadelle,m2', mc('marquise', 'duchy'));
    expect(P(h, (o) => JSON.stringify(o.setup.players.duchy!.ministers) === '["captain","brigadier"]')).toBe('1');
    const b = B('automne/j=d.robot.ministres-capitaine+marechal+comte,m/5:d-citadelle,m2', mc('marquise', 'duchy'));
    expect(P(b, (o) => JSON.stringify(o.setup.players.duchy!.ministers) === '["captain","marshal"]')).toBe('1');
    const two = B('automne/j=d.ministres-duchesse+comte,m/5:d-citadelle,m2', mc('marquise', 'duchy', 5, { minister: 'earl' }));
    expect(P(two, (o) => JSON.stringify(o.setup.players.duchy!.ministers) === '["duchess"]')).toBe('1');
  });

  it('R10.7.1 Capitaine : en attaque dans une clairière avec un Tunnel', () => {
    expect(only(R('automne/j=d.robot.ministres-capitaine,m/5:d2,d-tunnel,m2', mc('duchy', 'marquise'), [0, 0])).removed.defender).toHaveLength(1);
    expect(only(R('automne/j=d.ministres-capitaine,m/5:d2,d-tunnel,m2', mc('duchy', 'marquise'), [0, 0])).removed.defender).toHaveLength(0);
  });

  it('13.2.5 Agent secret : en défense avec un Complot face cachée, même sans défense', () => {
    expect(only(R('automne/j=k,m/5:k1,k-raid,m2', mc('marquise', 'corvids'), [0, 0])).removed.attacker).toHaveLength(1);
    expect(only(R('automne/j=k,m/5:k1,k-raid!,m2', mc('marquise', 'corvids'), [0, 0])).removed.attacker).toHaveLength(0);
    expect(only(R('automne/j=k,m/5:k-bombe,m2', mc('marquise', 'corvids'), [0, 0])).removed.attacker).toHaveLength(1);
  });

  it('13.7.4 Raid : 1 guerrier dans chaque clairière adjacente', () => {
    const o = only(R('automne/j=k,m/5:k1,k-raid,m2', mc('marquise', 'corvids'), [3, 0]));
    expect(o.setup.clearings['1']!.warriors).toEqual({ corvids: 1 });
    expect(o.setup.clearings['2']!.warriors).toEqual({ corvids: 1 });
    expect(o.points).toEqual({ marquise: 1 });
  });
});

describe('Cents (14) : exemple de Pillage du livret Maraude', () => {
  const setup = 'automne/j=m.fabriques-botte,s.humeur-furieux/t=s.jour/5:m1,s2,s-seigneur';
  const pillage = mc('hundreds', 'marquise', 5, { ambush: 'bird', looters: true });

  it('embuscade, 1-1, Furieux : la clairière est vidée et rien n’est pillé (14.2.5, 14.7.8)', () => {
    const o = only(R(setup, pillage, [1, 1]));
    expect(o.ambushHits).toBe(2);
    expect(o.removed.defender).toHaveLength(1);
    expect(o.removed.attacker.map((p) => p.kind)).toEqual(['warrior', 'warrior', 'warlord']);
    expect(o.ruler).toBeNull();
    expect(o.setup.clearings['5']).toBeUndefined();
    expect(o.setup.players.marquise!.crafted).toEqual(['boot']);
    expect(rulesIn(o.steps)).toEqual(expect.arrayContaining(['4.3.1.II', '14.2.5', '14.7.8']));
  });

  it('si le défenseur fait 0, les Cents contrôlent et prennent la botte', () => {
    const r = B(setup, pillage);
    expect(P(r, (o) => o.setup.players.marquise!.crafted === undefined)).toBe('7/16');
    expect(P(r, (o) => o.ruler === 'hundreds')).toBe('7/16');
  });

  it('14.7.7 Tenace : la première perte dans la clairière du seigneur de guerre est ignorée', () => {
    const o = only(R('automne/j=s.humeur-tenace,m/5:s2,s-seigneur,m3', mc('marquise', 'hundreds'), [3, 3]));
    expect(o.removed.defender.map((p) => p.kind)).toEqual(['warrior', 'warrior']);
    expect(o.setup.clearings['5']!.warlord).toBe(true);
  });

  it('14.7.1 Amer : retirer des Foules pour placer des guerriers avant les dés', () => {
    const s = 'automne/j=s.humeur-amer,m/1:s-foule;5:s1,s-seigneur,m3';
    const o = only(R(s, mc('hundreds', 'marquise', 5, { bitter: [1] }), [3, 0]));
    expect(o.removed.defender).toHaveLength(3);
    expect(o.setup.clearings['1']).toBeUndefined();
    expect(only(R(s, mc('hundreds', 'marquise'), [3, 0])).removed.defender).toHaveLength(2);
  });
});

describe('Gardiens de Fer (15)', () => {
  it('exemple d’extraction : 3 Gardiens contre 2 guerriers de la Marquise, 2-2', () => {
    const o = only(R('automne/j=g,m/7:g3,m2', mc('keepers', 'marquise', 7), [2, 2]));
    expect(o.removed.defender).toHaveLength(2);
    expect(o.setup.clearings['7']!.warriors).toEqual({ keepers: 1 });
    expect(o.ruler).toBe('keepers');
  });

  it('15.2.4 Chevaliers dévoués : la première perte ignorée, y compris une de l’embuscade', () => {
    const s = 'automne/j=g,m/7:g2,g-statuette,m2';
    const o = only(R(s, mc('keepers', 'marquise', 7, { ambush: 'mouse' }), [0, 0]));
    expect(o.removed.attacker.map((p) => p.stage)).toEqual(['ambush']);
    const plain = only(R(s, mc('marquise', 'keepers', 7), [2, 2]));
    expect(plain.removed.defender).toHaveLength(1);
    expect(rulesIn(plain.steps)).toContain('15.2.4');
  });

  it('15.2.5 Trophées convoités : 2 points, la relique face visible dans un bois', () => {
    const o = only(R('automne/j=g,m/7:g-statuette2,m2', mc('marquise', 'keepers', 7), [0, 0]));
    expect(o.points).toEqual({ marquise: 2 });
    expect(o.setup.forests!['3_7_11_12']!.relics).toEqual([{ kind: 'statuette', value: 2, faceUp: true }]);
    const chosen = only(R('automne/j=g,m/7:g-statuette2,m2', mc('marquise', 'keepers', 7, { relicForest: '4_7_8_12' }), [0, 0]));
    expect(chosen.setup.forests!['4_7_8_12']!.relics).toHaveLength(1);
  });
});

describe('Nomades, Monuments, partie coopérative', () => {
  it('E.3.6 : le superviseur ne marque rien pour les pièces que retire son Nomade', () => {
    const o = only(R('automne/j=m,c/n=bd-c/5:bd2,m-scierie', mc('bandits', 'marquise'), [0, 0]));
    expect(o.removed.defender.map((p) => p.kind)).toEqual(['sawmill']);
    expect(o.points).toEqual({});
    expect(rulesIn(o.steps)).toContain('E.3.6');
  });

  it('E.3.2 : on ne combat pas son propre Nomade', () => {
    const r = battle(S('automne/j=c/n=bd-c/5:bd2,c2'), mc('eyrie', 'bandits'));
    expect(rulesIn(r.problems)).toContain('E.3.2');
  });

  it('F.1.1 : le Monument n’est ni combattu ni retiré', () => {
    const r = B('automne/j=m,c/5:m2,c1,monument', mc('marquise', 'eyrie'));
    expect(rulesIn(r.notes)).toContain('F.1.1');
    expect(P(r, (o) => o.setup.clearings['5']!.monument === true)).toBe('1');
  });

  it('4.3 : combats impossibles', () => {
    const s = S('automne/j=m,c/5:m2;6:c2');
    expect(rulesIn(battle(s, mc('marquise', 'eyrie')).problems)).toEqual(['4.3']);
    expect(rulesIn(battle(s, mc('eyrie', 'marquise')).problems)).toEqual(['4.3']);
    expect(rulesIn(battle(s, mc('marquise', 'marquise')).problems)).toContain('4.3');
    expect(battle(s, { clearing: 13, attacker: 'marquise', defender: 'eyrie' }).ok).toBe(false);
    expect(battle(s, mc('marquise', 'eyrie', 5, { ambush: 'chat' as never })).problems[0]!.rule).toBe('format');
  });
});

describe('séries de combats', () => {
  it('éliminer le défenseur : 15/16 en 1 combat, 255/256 en 2', () => {
    const r = battleSeries(S('automne/j=m,c/5:m3,c1'), mc('marquise', 'eyrie'), 'wipe', 2);
    expect(r.byBattle.map(fractionText)).toEqual(['0', '15/16', '255/256']);
  });

  it('libérer un emplacement : un bâtiment sans défense tombe à coup sûr', () => {
    const r = battleSeries(S('automne/j=m,c/5:m1,c-perchoir,c-perchoir'), mc('marquise', 'eyrie'), 'slot', 1);
    expect(r.byBattle.map(fractionText)).toEqual(['0', '1']);
  });

  it('contrôler : croissant avec le nombre de combats, l’embuscade au premier seulement', () => {
    // 3 against 3: the Eyrie rules the tie (7.2.2); after the ambush the Marquise keeps 1 warrior
    const r = battleSeries(S('automne/j=m,c/5:m3,c3'), mc('marquise', 'eyrie', 5, { ambush: 'bird' }), 'rule', 3);
    const v = r.byBattle.map((f) => Number(f.n) / Number(f.d));
    expect(v[0]).toBe(0);
    for (let i = 1; i < v.length; i++) expect(v[i]!).toBeGreaterThanOrEqual(v[i - 1]!);
    // first battle: 1 Marquise warrior (cap 1) can never remove the 3 Eyrie warriors
    expect(fractionText(r.byBattle[1]!)).toBe('0');
    const plain = battleSeries(S('automne/j=m,c/5:m3,c3'), mc('marquise', 'eyrie'), 'rule', 1);
    // 3 − low Marquise warriors against 3 − high Eyrie ones: the Marquise rules when the dice differ (12/16)
    expect(fractionText(plain.byBattle[1]!)).toBe('3/4');
    expect(rulesIn(r.reasons)).toContain('4.3');
  });
});

describe('retirer toutes les pièces adverses (hors combat)', () => {
  it('9.2.2.I Élimination, 14.2.2 seigneur de guerre, 15.2.5 relique, F.1.1 Monument', () => {
    const r = removeAllEnemyPieces(S('automne/j=m,k,v.epees-1.objets-4,s,g/5:m1,m-scierie,v-pion,s2,s-seigneur,g-statuette2,k1,monument'), { clearing: 5, by: 'corvids', effect: 'favor' });
    expect(r.ok).toBe(true);
    expect(r.outcomes).toHaveLength(1);
    const o = r.outcomes[0]!;
    expect(o.damaged).toEqual({ vagabond: 3 });
    expect(o.setup.players.vagabond).toMatchObject({ items: 1, swords: 1 });
    expect(o.setup.clearings['5']).toMatchObject({ warlord: true, monument: true, pawns: ['vagabond'], warriors: { corvids: 1 } });
    expect(o.points).toEqual({ corvids: 3 });
    expect(rulesIn(o.steps)).toEqual(expect.arrayContaining(['9.2.2.I', '14.2.2', '15.2.5', 'F.1.1', '3.2.1']));
  });

  it('R11.8.1 : une Bombe ne retire que 2 pièces d’un robot, les guerriers d’abord', () => {
    const r = removeAllEnemyPieces(S('automne/j=m.robot,k/5:m1,m-scierie,m-atelier,k-bombe!'), { clearing: 5, by: 'corvids', effect: 'bomb' });
    expect(r.outcomes.map((o) => fractionText(o.probability))).toEqual(['1/2', '1/2']);
    for (const o of r.outcomes) expect(o.removed.map((p) => p.kind)[0]).toBe('warrior');
    expect(r.outcomes.map((o) => o.removed[1]!.kind).sort()).toEqual(['sawmill', 'workshop']);
    const human = removeAllEnemyPieces(S('automne/j=m,k/5:m1,m-scierie,m-atelier,k-bombe!'), { clearing: 5, by: 'corvids', effect: 'bomb' });
    expect(human.outcomes[0]!.removed).toHaveLength(3);
  });
});

describe('issues distinctes', () => {
  it('une carte dépensée distingue deux issues de même position (Armuriers)', () => {
    const r = B('automne/j=m,c/5:m2,c2', { clearing: 5, attacker: 'marquise', defender: 'eyrie', choices: { defenderCards: ['armorers'] } });
    // rolls where the Marquise's die is 0 keep the card; the others spend it
    const spent = P(r, (o) => o.effects.some((e) => e.text.includes('Armuriers')));
    expect(spent).toBe('15/16');
  });
});
