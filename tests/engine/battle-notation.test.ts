/**
 * The battle state in the position notation (players' flags), its validation, and battle questions
 * in situations (JSON and text form, the scenario runner).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AMBUSH_CARD,
  battle,
  battleSummaryText,
  frenchTypography,
  BATTLE_CARDS,
  BATTLE_CARD_IDS,
  decodeSetup,
  decodeSituation,
  encodeSetup,
  encodeSituation,
  evaluateSituation,
  validate,
  type Situation,
} from '../../src/engine/root/index';
import { rulesOf, S } from './helpers';

describe('notation : état utile au combat', () => {
  const text =
    'automne/j=m.fabriques-botte+sac.points-12,c.chef-despote,a.officiers-2,v.perso-ronin.epees-2.objets-5,l.acolytes-3,r.fonds-4,d.ministres-capitaine+baron,s.humeur-furieux/5:m1';
  it('aller-retour exact', () => {
    const d = decodeSetup(text);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.setup.players.marquise).toEqual({ crafted: ['boot', 'bag'], score: 12 });
    expect(d.setup.players.eyrie).toEqual({ leader: 'despot' });
    expect(d.setup.players.vagabond).toEqual({ character: 'ronin', swords: 2, items: 5 });
    expect(d.setup.players.duchy).toEqual({ ministers: ['captain', 'baron'] });
    expect(d.setup.players.hundreds).toEqual({ mood: 'wrathful' });
    expect(encodeSetup(d.setup)).toBe(text);
    expect(validate(d.setup).ok).toBe(true);
    const bot = 'automne/j=c.robot.decret-1-0-2-3,v.robot.perso-mediateur.objets-9';
    const b = decodeSetup(bot);
    expect(b.ok && encodeSetup(b.setup)).toBe(bot);
    expect(b.ok && b.setup.players.eyrie!.decree).toEqual([1, 0, 2, 3]);
  });

  it('réglages illisibles', () => {
    for (const bad of ['automne/j=s.humeur-joyeux', 'automne/j=c.chef-roi', 'automne/j=c.robot.decret-1-2', 'automne/j=d.ministres-pape', 'automne/j=v.epees-x']) {
      const d = decodeSetup(bad);
      expect(d.ok, bad).toBe(false);
      if (!d.ok) expect(d.problems[0]!.rule).toBe('format');
    }
  });

  it('validate() : chaque état à la bonne faction, dans ses limites', () => {
    const v = (t: string) => {
      const d = decodeSetup(t);
      if (!d.ok) throw new Error(t);
      const x = validate(d.setup);
      return x.ok ? [] : rulesOf(x.problems);
    };
    expect(v('automne/j=m.chef-despote')).toEqual(['7.8']);
    expect(v('automne/j=c.humeur-tenace')).toEqual(['14.7']);
    expect(v('automne/j=v.epees-3.objets-2')).toEqual(['9.2.6']);
    expect(v('automne/j=v.epees-9')).toEqual(['1.5.1']);
    expect(v('automne/j=v.robot.epees-1')).toEqual(['R7.2.4']);
    expect(v('automne/j=v.fabriques-botte')).toEqual(['9.2.5']);
    expect(v('automne/j=c.decret-1-1-1-1')).toEqual(['R5.5.1']);
    expect(v('automne/j=m.fonds-3')).toEqual(['11.2.4']);
    expect(v('automne/j=v.robot.perso-ronin')).toEqual(['R7.7']);
    expect(validate({ map: 'automne', clearings: {}, players: { duchy: { ministers: ['captain', 'captain'] } } }).ok).toBe(false);
  });
});

describe('cartes de combat : noms français et sources', () => {
  it('chaque carte a un nom, une source et un statut', () => {
    for (const id of BATTLE_CARD_IDS) {
      const c = BATTLE_CARDS[id];
      expect(c.name.length).toBeGreaterThan(0);
      expect(['confirmé', 'non confirmé']).toContain(c.nameSource.status);
      expect(c.nameSource.source.length).toBeGreaterThan(10);
    }
    // the names the Law itself writes are confirmed; the others are not
    expect(BATTLE_CARDS.armorers.nameSource.status).toBe('confirmé');
    expect(BATTLE_CARDS.brutal_tactics.nameSource.status).toBe('confirmé');
    expect(AMBUSH_CARD.nameSource.status).toBe('confirmé');
    expect(BATTLE_CARDS.sappers.nameSource.status).toBe('non confirmé');
    expect(BATTLE_CARDS.scouting_party.nameSource.status).toBe('non confirmé');
  });
});

describe('situations de combat', () => {
  const situation: Situation = {
    v: 1,
    setup: S('automne/j=m,c.chef-commandant/5:m3,c2,m-scierie'),
    question: { kind: 'battle', clearing: 5, attacker: 'eyrie', defender: 'marquise', choices: { ambush: 'bird', counterAmbush: 'rabbit', attackerCards: ['brutal_tactics'], order: { marquise: ['sawmill'] } }, roll: [3, 1] },
    rule: '4.3',
  };

  it('forme texte : aller-retour', () => {
    const t = encodeSituation(situation);
    expect(t.startsWith('combat.5.c.m.embuscade-oiseau.contre-lapin.a-tactiques.ordre-m-scierie.jet-3-1/')).toBe(true);
    const d = decodeSituation(t);
    expect(d.ok).toBe(true);
    if (d.ok) expect(d.situation).toEqual(situation);
    for (const bad of ['combat.5.m/automne/j=m', 'combat.5.m.c.embuscade-chat/automne/j=m,c/5:m1,c1', 'combat.x.m.c/automne/j=m,c', 'combat.5.m.c.jet-4-1/automne/j=m,c/5:m1,c1']) expect(decodeSituation(bad).ok, bad).toBe(false);
  });

  it('evaluateSituation : une réponse JSON, fractions écrites n/d', () => {
    const a = evaluateSituation(situation);
    expect(a.ok).toBe(true);
    const json = JSON.parse(JSON.stringify(a)) as typeof a;
    expect(json.battle!.outcomes.every((o) => /^\d+(\/\d+)?$/.test(o.probability))).toBe(true);
    expect(json.battle!.aggregates!.total).toBe('1');
    expect(json.roll!.outcomes).toHaveLength(1);
    const bad = evaluateSituation({ ...situation, question: { kind: 'battle', clearing: 5, attacker: 'eyrie', defender: 'alliance' } });
    expect(bad.ok).toBe(false);
    expect(evaluateSituation({ v: 1, setup: 'automne/j=m,c/5:m1,c1', question: { kind: 'battle', clearing: 5, attacker: 'marquise' } }).ok).toBe(false);
  });

  it('le lanceur de scénarios répond aux questions de combat (exemple de Pillage)', () => {
    const root = new URL('../../', import.meta.url).pathname;
    const out = execFileSync(`${root}node_modules/.bin/tsx`, ['scripts/scenario.ts', 'tests/situations/combat-pillage.json'], { cwd: root, encoding: 'utf8' });
    const a = JSON.parse(out);
    expect(a.ok).toBe(true);
    expect(a.roll.outcomes[0].ruler).toBeNull();
    expect(a.battle.aggregates.total).toBe('1');
    const file = JSON.parse(readFileSync(new URL('../situations/combat-guerilla.json', import.meta.url), 'utf8')) as unknown;
    const g = evaluateSituation(file);
    expect(g.ok).toBe(true);
    expect(g.battle!.outcomes.map((o) => o.probability).sort()).toEqual(['1/16', '1/4', '3/8', '5/16']);
  }, 30000);
});

describe('typographie française', () => {
  it('tout texte montré au lecteur suit la typographie française', () => {
    const texts: string[] = [];
    const collect = (r: ReturnType<typeof battle>) => {
      texts.push(...r.notes.map((x) => x.text), ...r.options.map((o) => o.label), ...r.options.map((o) => o.reason.text), ...r.problems.map((p) => p.text));
      for (const o of r.outcomes) texts.push(...o.steps.map((x) => x.text), ...o.effects.map((x) => x.text), ...o.draws);
      texts.push(...battleSummaryText(r));
    };
    collect(battle(S('automne/j=m.robot,c.chef-despote/2:c3,m1,m-scierie,m-atelier,m-donjon'), { clearing: 2, attacker: 'eyrie', defender: 'marquise', choices: { attackerCards: ['brutal_tactics'] } }));
    collect(battle(S('automne/j=m.fabriques-botte,s.humeur-furieux/t=s.jour/5:m1,s2,s-seigneur'), { clearing: 5, attacker: 'hundreds', defender: 'marquise', choices: { ambush: 'bird', looters: true } }));
    collect(battle(S('automne/j=v.epees-1.objets-3.allies-a,a,m/t=v.jour/5:v-pion,a2,m3,m-scierie'), { clearing: 5, attacker: 'vagabond', defender: 'marquise', choices: { allyHits: 1 } }));
    collect(battle(S('automne/j=m,c/5:m3,c2'), { clearing: 5, attacker: 'marquise', defender: 'eyrie', choices: { ambush: 'fox' } }));
    for (const id of BATTLE_CARD_IDS) texts.push(BATTLE_CARDS[id].effect, BATTLE_CARDS[id].nameSource.source);
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) expect(frenchTypography(t), t).toBe(t);
    expect(texts.some((t) => t.includes('\u00A0:'))).toBe(true);
  });
});
