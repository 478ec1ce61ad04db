// Coalitions (9.2.8): the position's 'coalition' and 'dominance' settings, their validation and
// notation, the adversaries of G.1.2 and E.3.2 wherever the engine decides who is one (battle 4.3,
// effects removing every enemy piece G.1.23, scoring 3.2.1 and 15.2.5), and the 'coalition'
// question. One table per rule, each row citing it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../src/engine/games';
import { decodeSetup, encodeSetup } from '../../src/engine/root/notation';
import { decodeSituation, encodeSituation } from '../../src/engine/root/situation';
import { validate } from '../../src/engine/root/validate';
import type { Setup } from '../../src/engine/root/setup';

const setupOf = (text: string): Setup => {
  const d = decodeSetup(text);
  if (!d.ok) throw new Error(JSON.stringify(d.problems));
  return d.setup;
};
import { controlOf } from '../../src/engine/root/control';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ask = (setup: string, question: object): any => evaluateSituation({ setup, question });
const rulesOf = (xs: { rule: string }[]) => xs.map((x) => x.rule);
const numbers = JSON.parse(readFileSync('src/data/root-rule-numbers.json', 'utf8')) as { loi: string[]; robotique: string[] };
const exists = (rule: string) => (rule.startsWith('R') ? numbers.robotique.includes(rule.slice(1)) : numbers.loi.includes(rule)) || rule === 'format';

describe('9.2.8 la position : qui peut être en coalition', () => {
  const rows: [string, string, string | null][] = [
    ['le Vagabond en coalition avec la Marquise, à 4 joueurs', 'automne/j=m,c,a,v.coalition-m', null],
    ['à 3 joueurs', 'automne/j=m,c,v.coalition-m', '9.2.8'],
    ['une coalition formée par la Marquise', 'automne/j=m.coalition-c,c,a,v', '9.2.8'],
    ['avec soi-même', 'automne/j=m,c,a,v.coalition-v', '9.2.8'],
    ['avec une faction absente', 'automne/j=m,c,a,v.coalition-d', '9.2.8'],
    ['deux Vagabonds avec le même partenaire', 'automne/j=m,c,a,v.coalition-m,w.coalition-m', '9.2.8'],
    ['avec l’autre Vagabond, lui-même en coalition', 'automne/j=m,c,a,v.coalition-w,w.coalition-m', '9.2.8'],
    ['avec l’autre Vagabond, qui n’est en aucune coalition', 'automne/j=m,c,a,v.coalition-w,w', null],
    ['le Vagabond en coalition garde des points', 'automne/j=m,c,a,v.coalition-m.points-12', '9.2.8'],
    ['le Vagabot en coalition', 'automne/j=m,c,a,v.robot.coalition-m', 'R1.3'],
    ['un robot qui a activé une Domination', 'automne/j=m.robot.domination,c,a,v', 'R1.3'],
    ['le Vagabond qui active une Domination pour gagner', 'automne/j=m,c,a,v.domination', '9.2.8'],
    ['une Domination activée avec des points', 'automne/j=m.domination.points-14,c,a,v', '3.3.1'],
    ['le partenaire a activé une Domination après la coalition (FAQ Vagabond n° 8)', 'automne/j=m.domination,c,a,v.coalition-m', null],
  ];
  for (const [name, text, rule] of rows)
    it(`${name} : ${rule ? `refusé (${rule})` : 'légal'}`, () => {
      const v = validate(setupOf(text));
      if (!rule) expect(v.problems).toEqual([]);
      else {
        expect(v.ok).toBe(false);
        expect(rulesOf(v.problems)).toContain(rule);
        for (const p of v.problems) expect(exists(p.rule), p.rule).toBe(true);
      }
    });
  it('a coalition that is not a faction gets a French format problem', () => {
    const v = validate({ map: 'automne', players: { marquise: {}, eyrie: {}, alliance: {}, vagabond: { coalition: 'renard' } } } as never);
    expect(v.ok).toBe(false);
    expect(v.problems[0]!.rule).toBe('format');
    expect(v.problems[0]!.text).toContain('coalition');
  });
});

describe('notation : coalition-F et domination', () => {
  it('round-trips', () => {
    for (const text of ['automne/j=m.domination,c,a,v.coalition-m', 'automne/j=m,c,a,v.coalition-w,w.perso-voleur']) {
      expect(encodeSetup(setupOf(text))).toBe(text);
    }
  });
  it('a share link with the coalition question round-trips', () => {
    const s = { v: 1 as const, setup: setupOf('automne/j=m.points-3,c.points-5,a.points-3,v'), question: { kind: 'coalition' as const, vagabond: 'vagabond' as const, winner: 'marquise' as const } };
    const text = encodeSituation(s);
    expect(text.startsWith('coalition.v.gagnant-m/')).toBe(true);
    const back = decodeSituation(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.situation.question).toEqual(s.question);
  });
  it('bad flags and links get French problems', () => {
    expect(decodeSetup('automne/j=m,c,a,v.coalition-z').ok).toBe(false);
    expect(decodeSituation('coalition.m/automne/j=m,c,a,v').ok).toBe(false);
    expect(decodeSituation('coalition.v.gagnant-z/automne/j=m,c,a,v').ok).toBe(false);
  });
});

describe('4.3, G.1.2 : on ne combat qu’un adversaire', () => {
  const S = 'automne/j=m,c,a,v.coalition-m.epees-2.objets-3/n=bd-m/t=v.jour/5:m2,c2,v-pion,bd2';
  const rows: [string, string, string, string, string | null][] = [
    ['le Vagabond attaque son partenaire', S, 'vagabond', 'marquise', '4.3'],
    ['le partenaire attaque le Vagabond', S, 'marquise', 'vagabond', '4.3'],
    ['le Vagabond attaque un autre joueur', S, 'vagabond', 'eyrie', null],
    ['le Vagabond attaque les Bandits que supervise son partenaire', S, 'vagabond', 'bandits', 'E.3.2'],
    ['la Canopée attaque le Vagabond (pas en coalition avec elle)', S, 'eyrie', 'vagabond', null],
    ['sans coalition, le Vagabond attaque la Marquise', 'automne/j=m,c,a,v.epees-2.objets-3/t=v.jour/5:m2,v-pion', 'vagabond', 'marquise', null],
  ];
  for (const [name, setup, attacker, defender, rule] of rows)
    it(`${name} : ${rule ? `refusé (${rule})` : 'permis'}`, () => {
      const r = ask(setup, { kind: 'battle', clearing: 5, attacker, defender });
      if (!rule) expect(r.problems).toEqual([]);
      else {
        expect(r.ok).toBe(false);
        const p = r.problems.find((x: { rule: string }) => x.rule === rule);
        expect(p, JSON.stringify(r.problems)).toBeTruthy();
        expect(p.text).toMatch(rule === '4.3' ? /coalition.*G\.1\.2.*4\.3/ : /E\.3\.2/);
      }
    });
});

describe('G.1.23 : une carte Faveur ne retire pas les pièces du partenaire', () => {
  // automne: fox clearings 1, 6, 8, 12
  const S = 'automne/j=m,c,a,v.coalition-m/1:m2,m-scierie,c1;6:v-pion,c1';
  it('played by the partner: the Vagabond is no adversary (no Elimination), the Eyrie loses its pieces', () => {
    const r = ask(S, { kind: 'favor', by: 'marquise', suit: 'fox' });
    expect(r.problems).toEqual([]);
    const [o] = r.favor.outcomes;
    expect(o.damaged.vagabond ?? 0).toBe(0);
    expect(rulesOf(o.steps)).not.toContain('9.2.2.I');
    expect(o.removed.map((p: { owner: string }) => p.owner).sort()).toEqual(['eyrie', 'eyrie']);
  });
  it('played by the Vagabond: the partner’s pieces stay (9.2.8), the Vagabond scores nothing', () => {
    const r = ask('automne/j=m,c,a,v.coalition-m/1:m2,m-scierie,c1', { kind: 'favor', by: 'vagabond', suit: 'fox' });
    expect(r.problems).toEqual([]);
    const [o] = r.favor.outcomes;
    expect(o.removed.every((p: { owner: string }) => p.owner === 'eyrie')).toBe(true);
    expect(o.setup.clearings['1'].warriors.marquise).toBe(2);
    expect(o.points.vagabond ?? 0).toBe(0);
    expect(rulesOf(o.steps)).toContain('9.2.8');
    expect(o.setup.clearings['1'].buildings).toEqual([{ owner: 'marquise', kind: 'sawmill' }]);
  });
  it('without coalition, the same Favor removes the Marquise too (the test can fail)', () => {
    const r = ask('automne/j=m,c,a,v/1:m2,m-scierie,c1', { kind: 'favor', by: 'vagabond', suit: 'fox' });
    const [o] = r.favor.outcomes;
    expect(o.removed.some((p: { owner: string }) => p.owner === 'marquise')).toBe(true);
    expect(o.points.vagabond).toBe(1);
  });
});

describe('15.2.5 : Trophées convoités, seulement pour un adversaire (FAQ Gardiens n° 4)', () => {
  const rows: [string, string, number][] = [
    ['le Miséreux en coalition avec les Gardiens provoque un combat', 'automne/j=m,c,g,v.perso-misereux.coalition-g/t=v.jour/5:m3,g1,g-statuette,v-pion', 0],
    ['la Marquise retire la relique, sans coalition', 'automne/j=m,c,g,v/t=m.jour/5:m3,g1,g-statuette', 2],
  ];
  for (const [name, setup, trophy] of rows)
    it(`${name} : ${trophy ? 'Trophée' : 'pas de Trophée'}`, () => {
      const q = setup.includes('misereux')
        ? { kind: 'battle', clearing: 5, attacker: 'marquise', defender: 'keepers', choices: { provocation: 'vagabond' }, roll: [3, 0] }
        : { kind: 'battle', clearing: 5, attacker: 'marquise', defender: 'keepers', roll: [3, 0] };
      const r = ask(setup, q);
      expect(r.problems).toEqual([]);
      const o = r.roll.outcomes[0];
      expect(o.removed.defender.some((p: { kind: string }) => p.kind === 'statuette')).toBe(true);
      const trophies = rulesOf(o.steps).filter((x) => x === '15.2.5').length;
      const scored = Object.values(o.points as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(scored).toBe(trophy);
      if (!trophy) expect(o.steps.some((x: { rule: string; text: string }) => x.rule === '15.2.5' && /point de plus/.test(x.text))).toBe(false);
      else expect(trophies).toBeGreaterThan(0);
    });
});

describe('2.5 : la coalition ne change pas le contrôle', () => {
  it('the partner’s pieces do not count for the Vagabond, nor the Vagabond’s Allies for the partner', () => {
    const a = setupOf('automne/j=m,c,a,v.coalition-m/5:m2,c3,v-pion');
    expect(controlOf(a, 5).ruler).toBe('eyrie');
  });
});

describe('8.2.6 : l’Indignation vise « un autre joueur », pas un adversaire', () => {
  it('the Alliance’s coalition partner removing a Sympathy token triggers Outrage', () => {
    const r = ask('automne/j=m,c,a,v.coalition-a/5:a-sympathie,v-pion', { kind: 'outrage', by: 'vagabond', clearing: 5, act: 'remove' });
    expect(r.problems).toEqual([]);
    expect(r.outrage.outrage).toBe(true);
    expect(rulesOf(r.outrage.reasons)).toContain('8.2.6');
  });
});

describe('9.2.8 la question « coalition »', () => {
  const rows: [string, string, object, string[], boolean, string][] = [
    ['le moins de points', 'automne/j=m.points-4,c.points-9,a.points-6,v', {}, ['marquise'], true, '9.2.8'],
    ['égalité : le Vagabond choisit', 'automne/j=m.points-4,c.points-9,a.points-4,v', {}, ['marquise', 'alliance'], true, '9.2.8'],
    ['le plus bas déjà en coalition : personne', 'automne/j=m.points-4,c.points-9,a.points-6,v,w.coalition-m', {}, [], true, '9.2.8'],
    ['un joueur avec Domination activée ne compte pas (FAQ Vagabond n° 8)', 'automne/j=m.domination,c.points-9,a.points-6,v', {}, ['alliance'], true, '3.3.1'],
    ['à 3 joueurs', 'automne/j=m.points-4,c.points-9,v', {}, [], true, '9.2.8'],
    ['déjà en coalition', 'automne/j=m.points-4,c.points-9,a.points-6,v.coalition-c', {}, [], true, '9.2.8'],
    ['des points inconnus : pas de réponse inventée', 'automne/j=m.points-4,c,a.points-6,v', {}, [], false, '9.2.8'],
    ['un partenaire Hostile passe Indifférent', 'automne/j=m.points-4,c.points-9,a.points-6,v.hostiles-m', {}, ['marquise'], true, '9.2.9.III.d'],
    ['le Vagabot', 'automne/j=m.points-4,c.points-9,a.points-6,v.robot', {}, [], true, 'R1.3'],
  ];
  for (const [name, setup, extra, candidates, decided, rule] of rows)
    it(`${name} (${rule})`, () => {
      const r = ask(setup, { kind: 'coalition', vagabond: 'vagabond', ...extra });
      expect(r.problems).toEqual([]);
      expect(r.coalition.candidates).toEqual(candidates);
      expect(r.coalition.decided).toBe(decided);
      const all = [...r.coalition.reasons, ...r.coalition.players.flatMap((p: { reasons: object[] }) => p.reasons)];
      expect(rulesOf(all)).toContain(rule);
      for (const x of all) {
        expect(exists(x.rule), x.rule).toBe(true);
        expect(x.text).toMatch(/\(.*\d.*\)/);
      }
    });
  it('who wins with a given player (9.2.8)', () => {
    const S = 'automne/j=m,c,a,v.coalition-m,w';
    expect(ask(S, { kind: 'coalition', vagabond: 'vagabond', winner: 'marquise' }).coalition.winners).toEqual(['marquise', 'vagabond']);
    expect(ask(S, { kind: 'coalition', vagabond: 'vagabond', winner: 'eyrie' }).coalition.winners).toEqual(['eyrie']);
    expect(ask(S, { kind: 'coalition', vagabond: 'vagabond2', winner: 'marquise' }).coalition.winners).toEqual(['marquise', 'vagabond']);
  });
  it('bad questions get a French problem, never an exception', () => {
    for (const q of [{ kind: 'coalition', vagabond: 'marquise' }, { kind: 'coalition' }, { kind: 'coalition', vagabond: 'vagabond', winner: 'renard' }, { kind: 'coalition', vagabond: 'vagabond', x: 1 }]) {
      const r = ask('automne/j=m,c,a,v', q);
      expect(r.ok).toBe(false);
      expect(r.problems[0].text).toMatch(/Vagabond|faction|champ/);
    }
    expect(ask('automne/j=m,c,a,v', { kind: 'coalition', vagabond: 'vagabond2' }).problems[0].rule).toBe('9.2.8');
  });
});

describe('French counts in the coalition answer (« 1 point », not « 1 points »)', () => {
  it('a partner with 1 point is written « 1 point »', async () => {
    const { evaluateSituation } = await import('../../src/engine/games');
    const r = evaluateSituation({ v: 1, game: 'root', setup: 'automne/j=m.points-3,c.points-1,a.points-5,v.points-2', question: { kind: 'coalition', vagabond: 'vagabond' } }) as unknown;
    const text = JSON.stringify(r);
    expect(text).toContain('1\u00a0point,');
    expect(text).not.toMatch(/\b1\s?points\b/);
  });
});
