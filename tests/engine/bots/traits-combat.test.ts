/**
 * Trait cards that change a battle (R3.3.2; texts from Leder Games' card data, bots/data.ts),
 * applied by the battle engine from the position (`players.<bot>.traits`): the same roll is
 * resolved with and without the Trait, and each row says what the card changes.
 */
import { describe, expect, it } from 'vitest';
import { resolveRoll, battle, type BattleOutcome, type BattleParams } from '../../../src/engine/root/battle';
import { playBotTurn, TRAITS } from '../../../src/engine/root/bots/index';
import { fractionText } from '../../../src/engine/core/fraction';
import { decodeSetup, validate } from '../../../src/engine/root/index';
import { S } from '../helpers';

/** Every branch of the roll (several when a bot's building is drawn at random, R1.2.1). */
const branches = (pos: string, params: BattleParams, roll: [number, number]): BattleOutcome[] => {
  const r = resolveRoll(S(pos), params, roll);
  expect(r.problems).toEqual([]);
  expect(r.outcomes.length).toBeGreaterThan(0);
  return r.outcomes;
};
const lost = (o: BattleOutcome, owner: string, category?: string) => [...o.removed.attacker, ...o.removed.defender].filter((p) => p.owner === owner && (!category || p.category === category)).length;
const said = (o: BattleOutcome, re: RegExp) => [...o.steps, ...o.effects].some((r) => re.test(r.text));

interface Row {
  trait: keyof typeof TRAITS;
  name: string;
  /** the position without the Trait; `traits-…` is added to the bot's player entry */
  pos: (traits: string) => string;
  params: BattleParams;
  roll: [number, number];
  without: (o: BattleOutcome) => void;
  with: (o: BattleOutcome) => void;
}

const ROWS: Row[] = [
  {
    trait: 'fortified',
    name: 'Fortifié : 1 perte sur la Scierie reste sans effet',
    pos: (tr) => `automne/j=m.robot${tr},a/5:a2,m-scierie`,
    params: { clearing: 5, attacker: 'alliance', defender: 'marquise' },
    roll: [0, 0],
    // 0 rolled + 1 (defenceless) = 1 hit
    without: (o) => expect(lost(o, 'marquise', 'building')).toBe(1),
    with: (o) => {
      expect(lost(o, 'marquise', 'building')).toBe(0);
      expect(said(o, /Fortifié/)).toBe(true);
    },
  },
  {
    trait: 'fortified',
    name: 'Fortifié : 2 pertes retirent un bâtiment, pas deux',
    pos: (tr) => `automne/j=m.robot${tr},a/5:a2,m-scierie,m-atelier`,
    params: { clearing: 5, attacker: 'alliance', defender: 'marquise' },
    roll: [1, 0],
    without: (o) => expect(lost(o, 'marquise', 'building')).toBe(2),
    with: (o) => expect(lost(o, 'marquise', 'building')).toBe(1),
  },
  {
    trait: 'veterans',
    name: 'Vétérans : l’Alliance Automatisée en défense prend le plus grand dé',
    pos: (tr) => `automne/j=m,a.robot${tr}/5:m3,a2`,
    params: { clearing: 5, attacker: 'marquise', defender: 'alliance' },
    roll: [2, 0],
    // without: the Marquise deals 2, the Alliance 0 + 1 (Automated Ambush)
    without: (o) => {
      expect(lost(o, 'alliance')).toBe(2);
      expect(lost(o, 'marquise')).toBe(1);
    },
    with: (o) => {
      expect(lost(o, 'alliance')).toBe(0);
      expect(lost(o, 'marquise')).toBe(3);
    },
  },
  {
    trait: 'informants',
    name: 'Informateurs : sans guerrier, la Sympathie profite de l’Embuscade automatisée',
    pos: (tr) => `automne/j=m,a.robot${tr}/5:m3,a-sympathie`,
    params: { clearing: 5, attacker: 'marquise', defender: 'alliance' },
    roll: [1, 0],
    without: (o) => expect(lost(o, 'marquise')).toBe(0),
    with: (o) => {
      expect(lost(o, 'marquise')).toBe(1);
      expect(said(o, /Informateurs/)).toBe(true);
    },
  },
  {
    trait: 'garrison',
    name: 'Garnison : jamais sans défense',
    pos: (tr) => `automne/j=m,r.robot${tr}/5:m3,r-comptoir_lapin`,
    params: { clearing: 5, attacker: 'marquise', defender: 'riverfolk' },
    roll: [0, 0],
    without: (o) => expect(lost(o, 'riverfolk', 'token')).toBe(1),
    with: (o) => expect(lost(o, 'riverfolk', 'token')).toBe(0),
  },
  {
    trait: 'garrison',
    name: 'Garnison : le comptoir compte comme un guerrier pour le maximum de pertes',
    pos: (tr) => `automne/j=m,r.robot${tr}/5:m3,r1,r-comptoir_lapin`,
    params: { clearing: 5, attacker: 'marquise', defender: 'riverfolk' },
    roll: [3, 2],
    without: (o) => expect(lost(o, 'marquise')).toBe(1),
    with: (o) => expect(lost(o, 'marquise')).toBe(2),
  },
  {
    trait: 'ferocious',
    name: 'Féroce : en attaque, le maximum de pertes des dés est toujours 3',
    pos: (tr) => `automne/j=m,r.robot${tr}/5:r1,m3`,
    params: { clearing: 5, attacker: 'riverfolk', defender: 'marquise' },
    roll: [3, 0],
    without: (o) => expect(lost(o, 'marquise')).toBe(1),
    with: (o) => expect(lost(o, 'marquise')).toBe(3),
  },
  {
    trait: 'backup_plans',
    name: 'Plans de secours : un guerrier Corvidé là où le Complot a été retiré',
    pos: (tr) => `automne/j=m,k.robot${tr}/5:m3,k-bombe`,
    params: { clearing: 5, attacker: 'marquise', defender: 'corvids' },
    roll: [1, 0],
    without: (o) => expect(o.setup.clearings['5']?.warriors?.corvids ?? 0).toBe(0),
    with: (o) => {
      expect(lost(o, 'corvids', 'token')).toBe(1);
      expect(o.setup.clearings['5']?.warriors?.corvids).toBe(1);
    },
  },
  {
    trait: 'foundations',
    name: 'Fondations : la couronne du Ministre le plus bas de la couleur de la clairière (renard)',
    pos: (tr) => `automne/j=m,d.robot${tr}.ministres-capitaine+contremaitre/1:m3,d-citadelle`,
    params: { clearing: 1, attacker: 'marquise', defender: 'duchy' },
    roll: [1, 0],
    // Captain fox, Foremole mouse (R10 board): the bottommost is the Foremole
    without: (o) => expect(o.setup.players.duchy?.ministers).toEqual(['captain']),
    with: (o) => expect(o.setup.players.duchy?.ministers).toEqual(['foremole']),
  },
  {
    trait: 'investors',
    name: 'Investisseurs : l’humain qui retire un bâtiment du Duché doit choisir',
    pos: (tr) => `automne/j=m,d.robot${tr}/1:m3,d-citadelle`,
    params: { clearing: 1, attacker: 'marquise', defender: 'duchy' },
    roll: [1, 0],
    without: (o) => expect(said(o, /Investisseurs/)).toBe(false),
    with: (o) => expect(said(o, /Investisseurs\s:\sla Marquise doit défausser une carte renard/)).toBe(true),
  },
];

describe('Traits appliqués par le moteur de combat (R3.3.2)', () => {
  for (const row of ROWS)
    it(`${TRAITS[row.trait].name} — ${row.name} (R3.3.2, ${TRAITS[row.trait].source.match(/ROOT[-/]\d+/)?.[0] ?? ''})`, () => {
      for (const o of branches(row.pos(''), row.params, row.roll)) row.without(o);
      for (const o of branches(row.pos(`.traits-${row.trait}`), row.params, row.roll)) row.with(o);
      expect(TRAITS[row.trait].engine).toBe('appliqué');
    });

  it('les 16 jets restent une distribution exacte avec un Trait (somme 1)', () => {
    const r = battle(S('automne/j=m.robot.traits-fortified,a/5:a2,m-scierie,m-atelier'), { clearing: 5, attacker: 'alliance', defender: 'marquise' });
    expect(r.ok).toBe(true);
    const total = r.outcomes.reduce((s, o) => s + Number(fractionText(o.probability).split('/').reduce((a, b) => Number(a) / Number(b) as never)), 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('un Trait sur un joueur humain, ou d’un autre robot, est refusé en français', () => {
    const raw = (n: string) => {
      const d = decodeSetup(n);
      if (!d.ok) throw new Error(`notation illisible ${n}`);
      return d.setup;
    };
    const r = battle(raw('automne/j=m.traits-fortified,a/5:a2,m-scierie'), { clearing: 5, attacker: 'alliance', defender: 'marquise' });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.text)).toContain('Les Traits sont des cartes de robot\u00a0: ici, la Marquise est un joueur humain.');
    const q = validate(raw('automne/j=m.robot.traits-garrison,a/5:a2,m-scierie'));
    expect(q.problems.map((p) => `${p.rule} ${p.text}`).join(' ')).toMatch(/R3\.3\.2 Le Trait «\sGarnison\s» appartient/);
  });
});

describe('Traits dans un tour de robot', () => {
  it('Fanatiques : le combat qui suit la Conversion inflige 1 perte de plus (bonusHits)', () => {
    // a Souris order (Lost Souls), 1 acolyte, Conversion next on the track: the Eyrie's warrior in the Souris 2 is converted
    const pos = S('automne/j=l.robot.acolytes-1,c.points-5/2:c2,l1');
    const run = (traits: string[]) =>
      playBotTurn(pos, 'lizards', { botState: { rng: 1, out: [], boards: { lizards: { lostSouls: ['travel_gear_mouse'], conspiracy: 4 } } }, seed: 1, traits: traits as never, dice: [[0, 0]] });
    const t = run(['fanatics']);
    const fight = t.steps.find((s) => s.rule === 'R3.3.2' && s.roll);
    expect(fight?.text).toMatch(/après la Conversion, les Lézards attaquent la Canopée dans la clairière 2/);
    expect(fight!.reasons.some((r) => /Fanatiques\s:\sdans ce combat/.test(r.text))).toBe(true);
    // 0 rolled, 1 extra hit: the last Eyrie warrior goes
    expect(fight!.setup.clearings['2']?.warriors?.eyrie ?? 0).toBe(0);
    expect(fight!.prompts ?? []).toEqual([]);
    expect(run([]).steps.some((s) => s.roll)).toBe(false);
  });

  it('les Traits du tour (options) passent dans la position : un autre robot en défense les applique', () => {
    // the Electric Eyrie attacks the Marquise bot's lone Sawmill: 1 hit (0 rolled + defenceless)
    const pos = S('automne/j=m.robot,c.robot.decret-1-0-0-0/12:c4,m-scierie;8:c1,c-perchoir');
    const t = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, dice: [[0, 0]], otherBots: { marquise: { traits: ['fortified'] } } });
    const b = t.steps.find((s) => s.roll?.clearing === 12)!;
    expect(b.setup.clearings['12']?.buildings?.some((x) => x.kind === 'sawmill')).toBe(true);
    const u = playBotTurn(pos, 'eyrie', { orderCard: 'ambush_mouse', seed: 1, dice: [[0, 0]] });
    expect(u.steps.find((s) => s.roll?.clearing === 12)!.setup.clearings['12']?.buildings ?? []).toEqual([]);
  });
});

describe('identifiants des Traits (trait-ids.ts) et cartes (data.ts)', () => {
  it('chaque carte de Trait a le robot et le nom de la table légère que lisent la validation et la notation', async () => {
    const { TRAIT_BOT, TRAIT_NAMES, TRAIT_IDS } = await import('../../../src/engine/root/bots/trait-ids');
    expect(Object.keys(TRAITS).sort()).toEqual([...TRAIT_IDS].sort());
    for (const t of TRAIT_IDS) {
      expect(TRAITS[t].faction).toBe(TRAIT_BOT[t]);
      expect(TRAITS[t].name).toBe(TRAIT_NAMES[t]);
    }
  });
});

describe('Fortifié ne joue que sur les pertes d’un combat', () => {
  it('un effet qui retire toutes les pièces (Révolte) retire aussi les bâtiments d’une Marquise robot fortifiée (R3.3.2, G.1.23)', async () => {
    const { removeAllEnemyPieces } = await import('../../../src/engine/root/battle');
    const r = removeAllEnemyPieces(S('automne/j=m.robot.traits-fortified,a/5:m-scierie,m-atelier,a-sympathie'), { clearing: 5, by: 'alliance', effect: 'revolt' });
    expect(r.ok).toBe(true);
    for (const o of r.outcomes) expect(o.setup.clearings['5']?.buildings ?? []).toEqual([]);
  });
});
