/**
 * Alliance Automatisée (R6):
 * - the worked turn example « Exemple de tour de l’Alliance Automatisée », replayed step by step;
 * - a tie-break table, one row per rule of R6 (named position, the bot's turn, what the rule decides);
 * - the abilities the battle engine already applies (R6.2.2 Automated Ambush, R6.2.3, R6.2.4
 *   Repression) when another bot attacks the Alliance, and the Alliance's difficulty and Traits.
 * Maps: Autumn (suits fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11).
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/engine/root/index';
import { playBotTurn, botSetup, ALLIANCE_DIFFICULTY, TRAITS, unconfirmedValues, type BotOptions, type BotStep } from '../../../src/engine/root/bots/index';
import { emptySetup } from '../../../src/engine/root/index';
import { S } from '../helpers';
import { stepsOf, one, first, rulesOf, type BotRow } from './helpers';

const w = (s: { setup: BotStep['setup'] }, c: number, o: string) => s.setup.clearings[String(c)]?.warriors?.[o] ?? 0;
const sympathy = (s: { setup: BotStep['setup'] }) =>
  Object.entries(s.setup.clearings)
    .filter(([, c]) => c.tokens?.some((x) => x.owner === 'alliance' && x.kind === 'sympathy'))
    .map(([k]) => Number(k))
    .sort((a, b) => a - b);

describe('Exemple de tour de l’Alliance Automatisée (R6)', () => {
  // First turn of the game: the Marquise and the Eyrie (humans) have set up, Keep in corner 1,
  // 1 warrior in every clearing but the opposite corner 3 (human setup 6.3), Sawmill 1, Workshop 5,
  // Recruiter 10; the Eyrie in corner 3 (roost, 6 warriors). Order card: Baluchon (bird, bag).
  const position = S('automne/j=m,c,a.robot/1:m1,m-scierie,m-donjon;2:m1;3:c6,c-perchoir;4:m1;5:m1,m-atelier;6:m1;7:m1;8:m1;9:m1;10:m1,m-recruteur;11:m1;12:m1');
  const turn = playBotTurn(position, 'alliance', { orderCard: 'birdy_bindle_bird', seed: 5 });
  const compassion = stepsOf(turn, 'R6.4.4');

  it('joue le tour sans problème ; phases Aurore, Jour, Crépuscule', () => {
    expect(turn.ok).toBe(true);
    expect([...new Set(turn.steps.map((s) => s.phase))]).toEqual(['aurore', 'jour', 'crepuscule']);
  });

  it('Aurore : révèle Baluchon et fabrique le sac pour 1 point', () => {
    expect(one(turn, 'R6.4.1').draw).toMatchObject({ picked: 'birdy_bindle_bird', given: true });
    const craft = one(turn, 'R6.4.2');
    expect(craft.points).toEqual({ alliance: 1 });
    expect(craft.setup.players.alliance?.crafted).toEqual(['bag']);
  });

  it('pas de Révolte (carte Oiseau) : Compassion générale, 2 fois (aucun jeton sur le plateau)', () => {
    expect(one(turn, 'R6.4.3').text).toMatch(/Oiseau\s:\spas de Révolte/);
    expect(compassion).toHaveLength(2);
    expect(compassion[0]!.reasons[0]!.text).toMatch(/0 jeton.*2 fois/);
  });

  it('1er jeton : aucune clairière équivalente (R6.5.1.I), le moins de pièces adverses (1), la prioritaire : 2 ; 0 point', () => {
    const s = compassion[0]!;
    expect(s.choice?.picked).toBe('2');
    expect(rulesOf(s)).toEqual(expect.arrayContaining(['R6.5.1.I', 'R2.1']));
    const i = s.reasons.find((r) => r.rule === 'R6.5.1.I')!;
    expect(i.text).toMatch(/clairière 2 \(souris\) \(1\)/);
    expect(i.text).toMatch(/écartées.*clairière 1 \(renard\) \(3\)/);
    expect(s.points).toEqual({ alliance: 0 });
  });

  it('2e jeton : les 3 clairières adjacentes à 2 (5, 6, 10) sont ordonnées (joker), 1 guerrier chacune → la prioritaire 5 ; 1 point', () => {
    const s = compassion[1]!;
    expect(s.choice?.picked).toBe('5');
    expect(s.reasons.find((r) => r.rule === 'R6.5.1')!.text).toMatch(/5, 6, 10/);
    expect(s.reasons.find((r) => r.rule === 'R2.1')!.text).toMatch(/clairière 5.*parmi.*5.*6.*10/);
    expect(s.points).toEqual({ alliance: 1 });
  });

  it('Jour : la clairière 1, prioritaire, est illégale (le Donjon, R2.3) : jeton dans la 6 ; 1 point', () => {
    const s = one(turn, 'R6.5.1');
    expect(s.phase).toBe('jour');
    expect(s.choice?.picked).toBe('6');
    const r23 = s.reasons.find((r) => r.rule === 'R2.3')!;
    expect(r23.text).toMatch(/clairière 1 .*Donjon/);
    expect(s.points).toEqual({ alliance: 1 });
    expect(sympathy(s)).toEqual([2, 5, 6]);
  });

  it('Révolte surprise dans la 5 (le plus de pièces adverses) : guerrier et Atelier retirés, 1 point, Base Lapin', () => {
    const s = one(turn, 'R6.5.2');
    expect(s.choice?.picked).toBe('5');
    expect(s.reasons.find((r) => r.rule === 'R6.5.2' && /le plus de pièces adverses/.test(r.text))!.text).toMatch(/5 \(lapin\) \(2\).*écartées.*2 \(souris\) \(1\).*6 \(renard\) \(1\)/);
    expect(s.points).toEqual({ alliance: 1 });
    expect(w(s, 5, 'marquise')).toBe(0);
    expect(s.setup.clearings['5']?.buildings).toEqual([{ owner: 'alliance', kind: 'base_rabbit' }]);
  });

  it('Crépuscule : pas d’Organisation, 1 guerrier dans la clairière de la Base (5), défausse', () => {
    expect(one(turn, 'R6.6.1').text).toMatch(/aucune clairière/);
    expect(w(one(turn, 'R6.6.2'), 5, 'alliance')).toBe(1);
    expect(one(turn, 'R6.6.3').text).toMatch(/Baluchon/);
  });

  it('4 points en tout : 1 fabrication, 1 Atelier, 2 pour les 2e et 3e jetons', () => {
    expect(turn.setup.players.alliance?.score).toBe(4);
    const total = turn.steps.reduce((s, x) => s + (x.points?.alliance ?? 0), 0);
    expect(total).toBe(4);
  });

  it('chaque position est valide', () => {
    for (const s of turn.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
  });
});


const AR = 'a.robot';
const rows: BotRow[] = [
  {
    rule: 'R6.4.3',
    what: 'Révolte : la clairière sympathisante ordonnée avec le plus de pièces adverses (6 : 3, contre 1 : 2 et 8 : 1)',
    notation: `automne/j=${AR},m/1:a-sympathie,m2;6:a-sympathie,m3;8:a-sympathie,m1`,
    options: { orderCard: 'ambush_fox' },
    check(t) {
      const r = one(t, 'R6.4.3');
      expect(r.choice?.picked).toBe('6');
      expect(r.setup.clearings['6']?.buildings).toEqual([{ owner: 'alliance', kind: 'base_fox' }]);
      expect(w(r, 6, 'marquise')).toBe(0);
      expect(r.points).toBeUndefined();
      expect(stepsOf(t, 'R6.4.4')).toHaveLength(0);
    },
  },
  {
    rule: 'R6.4.3',
    what: 'Révolte, égalité : la clairière prioritaire (1 plutôt que 8) ; le Donjon retiré rapporte 1 point',
    notation: `automne/j=${AR},m/1:a-sympathie,m-donjon;8:a-sympathie,m1`,
    options: { orderCard: 'ambush_fox' },
    check(t) {
      const r = one(t, 'R6.4.3');
      expect(r.choice?.picked).toBe('1');
      expect(rulesOf(r)).toContain('R2.1');
      expect(r.points).toEqual({ alliance: 1 });
    },
  },
  {
    rule: 'R6.4.3',
    what: 'pas de Révolte si la Base ordonnée est déjà sur le plateau : Compassion générale',
    notation: `automne/j=${AR},m/1:a-base_renard;8:a-sympathie,m1`,
    options: { orderCard: 'ambush_fox' },
    check(t) {
      expect(one(t, 'R6.4.3').text).toMatch(/déjà sur le plateau/);
      expect(stepsOf(t, 'R6.4.4')).toHaveLength(2);
    },
  },
  {
    rule: 'R6.4.4',
    what: 'Compassion générale une seule fois avec 5 jetons ou plus sur le plateau',
    notation: `automne/j=${AR},m/1:a-sympathie;3:a-sympathie;4:a-sympathie;5:a-sympathie;6:a-sympathie`,
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const c = stepsOf(t, 'R6.4.4');
      expect(c).toHaveLength(1);
      expect(c[0]!.reasons[0]!.text).toMatch(/5 jetons.*1 fois/);
    },
  },
  {
    rule: 'R6.5.1',
    what: 'gagner de la Sympathie : la clairière ordonnée adjacente avec le moins de guerriers adverses (10 : 1 plutôt que 5 : 3)',
    notation: `automne/j=${AR},m/1:a-sympathie;5:m3;10:m1`,
    options: { orderCard: 'ambush_rabbit' },
    check(t) {
      const s = first(t, 'R6.4.4');
      expect(s.choice?.picked).toBe('10');
      expect(s.reasons.find((r) => r.rule === 'R6.5.1' && /moins de guerriers/.test(r.text))!.text).toMatch(/10 \(lapin\) \(1\).*écartée.*5 \(lapin\) \(3\)/);
    },
  },
  {
    rule: 'R6.5.1',
    what: 'guerriers, pas pièces : un bâtiment ne compte pas (5 : 1 guerrier et 1 Atelier, à égalité avec 10 : 1 guerrier → 5)',
    notation: `automne/j=${AR},m/1:a-sympathie;5:m1,m-atelier;10:m1`,
    options: { orderCard: 'ambush_rabbit' },
    check(t) {
      expect(first(t, 'R6.4.4').choice?.picked).toBe('5');
    },
  },
  {
    rule: 'R6.5.1.I',
    what: 'aucune clairière équivalente (pas de clairière Lapin près de la 3 ; Base Lapin posée : pas de Révolte) : le moins de pièces adverses, puis la priorité (5)',
    notation: `automne/j=${AR},m/3:a-sympathie;5:a-base_lapin;1:m1;2:m1;4:m1`,
    options: { orderCard: 'ambush_rabbit' },
    check(t) {
      const s = first(t, 'R6.4.4');
      expect(s.choice?.picked).toBe('5');
      expect(rulesOf(s)).toEqual(expect.arrayContaining(['R6.5.1.I', 'R2.1']));
    },
  },
  {
    rule: 'R6.5.1.II',
    what: 'piste de Sympathie vide : 5 points à chaque gain de Sympathie',
    notation: `automne/j=${AR},m/1:a-sympathie;2:a-sympathie;3:a-sympathie;4:a-sympathie;5:a-sympathie;6:a-sympathie;7:a-sympathie;8:a-sympathie;9:a-sympathie;10:a-sympathie;11:a-base_souris`,
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const c = one(t, 'R6.4.4');
      expect(c.points).toEqual({ alliance: 5 });
      expect(rulesOf(c)).toContain('R6.5.1.II');
      expect(one(t, 'R6.5.1').points).toEqual({ alliance: 5 });
    },
  },
  {
    rule: 'R6.2.5',
    what: 'Loi martiale : jeton placé là où la Marquise a 3 guerriers → 1 point de moins (1 − 1 = 0)',
    notation: `automne/j=${AR},m/1:a-sympathie;5:m3;10:m4`,
    options: { orderCard: 'ambush_rabbit' },
    check(t) {
      const s = first(t, 'R6.4.4');
      expect(s.choice?.picked).toBe('5');
      expect(rulesOf(s)).toContain('R6.2.5');
      expect(s.points).toEqual({ alliance: 0 });
    },
  },
  {
    rule: 'R6.5.2',
    what: 'Révolte surprise (Oiseau), égalité de pièces adverses entre 2 et 6 : la prioritaire, Base Souris en 2',
    notation: `automne/j=${AR},m/2:a-sympathie,m1;6:a-sympathie,m1`,
    options: { orderCard: 'ambush_bird' },
    check(t) {
      const s = one(t, 'R6.5.2');
      expect(s.choice?.picked).toBe('2');
      expect(s.setup.clearings['2']?.buildings).toEqual([{ owner: 'alliance', kind: 'base_mouse' }]);
    },
  },
  {
    rule: 'R6.5.2',
    what: 'Révolte surprise : seulement la couleur d’une Base encore hors du plateau (la Base Souris est posée → 6)',
    notation: `automne/j=${AR},m/2:a-sympathie,m2;9:a-base_souris;6:a-sympathie,m1`,
    options: { orderCard: 'ambush_bird' },
    check(t) {
      expect(one(t, 'R6.5.2').choice?.picked).toBe('6');
    },
  },
  {
    rule: 'R6.6.1',
    what: 'Organisation : une Base et 3 guerriers → retirés, puis gain de Sympathie ; recrutement ensuite',
    notation: `automne/j=${AR},m/5:a-base_lapin,a3`,
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const o = stepsOf(t, 'R6.6.1');
      expect(o[0]!.text).toMatch(/3 guerriers/);
      expect(w(o[0]!, 5, 'alliance')).toBe(0);
      expect(o).toHaveLength(2);
      expect(o[1]!.choice).toBeDefined();
      expect(w(one(t, 'R6.6.2'), 5, 'alliance')).toBe(1);
    },
  },
  {
    rule: 'R6.6.2',
    what: 'Recrutement : 1 guerrier dans chaque clairière avec une Base, dans l’ordre de priorité',
    notation: `automne/j=${AR},m/1:a-base_renard;5:a-base_lapin`,
    options: { orderCard: 'ambush_mouse' },
    check(t) {
      const r = one(t, 'R6.6.2');
      expect([w(r, 1, 'alliance'), w(r, 5, 'alliance')]).toEqual([1, 1]);
      expect(r.text).toMatch(/clairière 1 .*clairière 5/);
    },
  },
];

describe('table des départages de l’Alliance Automatisée (R6)', () => {
  it.each(rows.map((r) => [`${r.rule} — ${r.what}`, r] as const))('%s', (_label, row) => {
    const t = playBotTurn(S(row.notation), 'alliance', { seed: 11, ...row.options });
    expect(t.problems).toEqual([]);
    for (const s of t.steps) expect(validate(s.setup).ok, s.rule).toBe(true);
    row.check(t);
  });

  it('chaque règle de R6 qui choisit une cible a au moins une ligne', () => {
    const covered = new Set(rows.map((r) => r.rule));
    for (const rule of ['R6.2.5', 'R6.4.3', 'R6.4.4', 'R6.5.1', 'R6.5.1.I', 'R6.5.1.II', 'R6.5.2', 'R6.6.1', 'R6.6.2']) expect(covered.has(rule), rule).toBe(true);
  });
});

describe('capacités appliquées par le moteur de combat quand un autre robot attaque l’Alliance Automatisée', () => {
  // The Mechanical Marquise attacks in the fox clearing 6: 3 warriors against 1 Alliance warrior,
  // its fox base and a Sympathy token; fox tokens in 1 and 12 too.
  const pos = S('automne/j=m.robot,a.robot/6:m3,a1,a-base_renard,a-sympathie;1:a-sympathie;12:a-sympathie');
  const run = (options: BotOptions = {}) => playBotTurn(pos, 'marquise', { orderCard: 'anvil_fox', seed: 2, dice: [[3, 0]], ...options });

  it('Embuscade automatisée (R6.2.2) et Répression (R6.2.4) : la Base retirée emporte les jetons Renard', () => {
    const t = run();
    const b = first(t, 'R4.5.1');
    expect(b.roll?.defender).toBe('alliance');
    expect(rulesOf(b)).toEqual(expect.arrayContaining(['R6.2.2', 'R6.2.4']));
    expect(b.setup.clearings['6']?.buildings ?? []).toEqual([]);
    expect(sympathy(b)).toEqual([]);
    // Automated Ambush: 1 hit on a Marquise warrior although the Alliance rolled 0
    expect(w(b, 6, 'marquise')).toBe(2);
    // no Outrage: the remover is a bot (R6.2.3)
    expect(b.prompts ?? []).toEqual([]);
  });

  it('Trait Popularité (hors de son tour) : la Marquise ne marque rien pour le jeton de Sympathie', () => {
    const plain = run().setup.players.marquise?.score ?? 0;
    const t = run({ otherBots: { alliance: { traits: ['popularity'] } } });
    const p = t.steps.find((s) => s.text.startsWith('Trait Popularité'))!;
    expect(p.points).toEqual({ marquise: -1 });
    expect(t.setup.players.marquise?.score).toBe(plain - 1);
  });

  it('Traits Vétérans et Informateurs : appliqués par le calcul du combat que lance l’autre robot (R3.3.2)', () => {
    const t = run({ otherBots: { alliance: { traits: ['veterans'] } } });
    expect(first(t, 'R4.5.1').reasons.some((r) => /Vétérans/.test(r.text))).toBe(true);
    const lone = S('automne/j=m.robot,a.robot/6:m3,a-sympathie');
    const u = playBotTurn(lone, 'marquise', { orderCard: 'anvil_fox', seed: 2, dice: [[3, 0]], otherBots: { alliance: { traits: ['informants'] } } });
    const b = first(u, 'R4.5.1');
    expect(b.reasons.some((r) => /Informateurs/.test(r.text))).toBe(true);
    // the Marquise loses 1 warrior to the Sympathy's Automated Ambush
    expect(b.setup.clearings['6']?.warriors?.marquise).toBe(2);
    expect(TRAITS.informants.engine).toBe('appliqué');
    expect(TRAITS.veterans.engine).toBe('appliqué');
  });
});

describe('difficulté et Traits de l’Alliance Automatisée', () => {
  const org = (n: number, difficulty: 'facile' | 'normal' | 'difficile' | 'cauchemardesque') =>
    playBotTurn(S(`automne/j=${AR},m/5:a-base_lapin,a${n}`), 'alliance', { orderCard: 'ambush_mouse', seed: 1, difficulty });

  it('facile : Organisation à partir de 4 guerriers seulement', () => {
    expect(stepsOf(org(3, 'facile'), 'R6.6.1')[0]!.text).toMatch(/aucune clairière .*4 guerriers/);
    expect(stepsOf(org(4, 'facile'), 'R6.6.1')[0]!.text).toMatch(/4 guerriers de l’Alliance \(4 au moins\)/);
  });
  it('difficile : Organisation dès 2 guerriers', () => {
    expect(stepsOf(org(2, 'normal'), 'R6.6.1')[0]!.text).toMatch(/aucune clairière/);
    expect(stepsOf(org(2, 'difficile'), 'R6.6.1')[0]!.text).toMatch(/2 guerriers de l’Alliance \(2 au moins\)/);
  });
  it('cauchemardesque : 1 point de plus à la fin du Crépuscule', () => {
    const n = org(0, 'normal').setup.players.alliance?.score ?? 0;
    expect(org(0, 'cauchemardesque').setup.players.alliance?.score).toBe(n + 1);
    for (const d of Object.values(ALLIANCE_DIFFICULTY)) expect(d.source.length).toBeGreaterThan(10);
  });
  it('Feu de forêt : un gain de Sympathie de plus à la fin du Crépuscule, sans point', () => {
    const base = playBotTurn(S(`automne/j=${AR},m/1:a-sympathie`), 'alliance', { orderCard: 'ambush_mouse', seed: 1 });
    const t = playBotTurn(S(`automne/j=${AR},m/1:a-sympathie`), 'alliance', { orderCard: 'ambush_mouse', seed: 1, traits: ['wildfire'] });
    const f = t.steps.find((s) => s.text.startsWith('Trait Feu de forêt'))!;
    expect(f.phase).toBe('crepuscule');
    expect(f.points).toBeUndefined();
    expect(sympathy(t).length).toBe(sympathy(base).length + 1);
    expect(t.setup.players.alliance?.score).toBe(base.setup.players.alliance?.score);
  });
  it('un Trait d’un autre robot est refusé', () => {
    const t = playBotTurn(S(`automne/j=${AR}`), 'alliance', { orderCard: 'ambush_mouse', traits: ['blitz'] });
    expect(t.ok).toBe(false);
    expect(t.problems[0]!.rule).toBe('R3.3.2');
  });
  it('les valeurs non confirmées (piste de Sympathie, Feu de forêt) sont listées', () => {
    const xs = unconfirmedValues();
    expect(xs.some((x) => /Piste de Sympathie/.test(x))).toBe(true);
    expect(xs.some((x) => /Wildfire/.test(x))).toBe(true);
  });
});

describe('mise en place de l’Alliance Automatisée (R6.3)', () => {
  it('rien sur la carte, le robot est marqué', () => {
    const m = botSetup(emptySetup('automne'), 'alliance', { seed: 3 });
    expect(m.ok).toBe(true);
    expect(m.setup.players.alliance?.bot).toBe(true);
    expect(m.setup.clearings).toEqual({});
    expect(m.steps.map((s) => s.rule)).toEqual(['R6.3.1', 'R6.3.2', 'R6.3.3']);
  });
});
