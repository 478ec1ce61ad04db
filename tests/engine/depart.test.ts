import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardStart, setupOrder, edgeClearings, CORNER_FACTIONS, type StartOptions } from '~/engine/root/start';
import { MAP_IDS, MAPS, type MapId } from '~/engine/root/maps';
import { validate } from '~/engine/root/validate';
import { controlAll } from '~/engine/root/control';
import { FACTIONS, FACTION_INFO, type FactionId } from '~/engine/root/factions';
import { SETUP_ORDER } from '~/engine/root/bots/data';
import type { Setup } from '~/engine/root/setup';

const numbers = JSON.parse(readFileSync(new URL('../../src/data/root-rule-numbers.json', import.meta.url), 'utf8')) as { loi: string[]; robotique: string[] };
const exists = (rule: string) => (rule.startsWith('R') ? numbers.robotique.includes(rule.slice(1)) : numbers.loi.includes(rule));

const warriorsOf = (s: Setup, owner: string) => Object.values(s.clearings).reduce((n, c) => n + (c.warriors?.[owner] ?? 0), 0);
const at = (s: Setup, id: number) => s.clearings[String(id)] ?? {};
const adjacent = (map: MapId, id: number) => {
  const m = MAPS[map];
  return m.paths
    .filter(([a, b]) => (a === id || b === id) && !m.closedPathsAtSetup.some(([x, y]) => (x === a && y === b) || (x === b && y === a)))
    .map(([a, b]) => (a === id ? b : a))
    .sort((a, b) => a - b);
};
const rulesOf = (r: ReturnType<typeof standardStart>) => r.choices.map((c) => c.rule);
const relicsIn = (s: Setup) => Object.values(s.forests ?? {}).reduce((n, f) => n + (f.relics?.length ?? 0), 0);
const forestOf = (s: Setup, pawn: string) => Object.entries(s.forests ?? {}).find(([, f]) => f.pawns?.includes(pawn as never))?.[0];

/** Every step cites a rule of the site, with its numbers in the text, in French typography. */
function checkSteps(r: ReturnType<typeof standardStart>) {
  for (const c of [...r.choices, ...r.problems]) {
    expect(exists(c.rule), `règle inconnue ${c.rule}`).toBe(true);
    for (const m of c.text.matchAll(/\b(R?\d+(?:\.\d+)+|[A-G]\.\d+(?:\.\d+)*)\b/g)) expect(exists(m[1]!), `${m[1]} dans « ${c.text} »`).toBe(true);
    expect(c.text, c.text).not.toMatch(/[^\u00a0][:;!?](\s|$)/);
    expect(c.text, c.text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
  }
}

describe('mise en place standard des quatre factions de base (5.1.7, 6.3, 7.3, 8.3, 9.3)', () => {
  for (const id of MAP_IDS) {
    it(`sur la carte ${MAPS[id].name} : une position valide, chaque choix dit`, () => {
      const r = standardStart(id);
      expect(r.problems).toEqual([]);
      expect(validate(r.setup).ok).toBe(true);
      checkSteps(r);
      const keep = Object.entries(r.setup.clearings).find(([, c]) => c.tokens?.some((t) => t.kind === 'keep'))![0];
      const roost = Object.entries(r.setup.clearings).find(([, c]) => c.buildings?.some((b) => b.kind === 'roost'))![0];
      // 6.3.2 and 7.3.2: both in corners, diagonally opposite.
      expect(MAPS[id].clearings[Number(keep) - 1]!.corner).toBe(true);
      expect(MAPS[id].clearings[Number(keep) - 1]!.oppositeCorner ?? Number(roost)).toBe(Number(roost));
      // 6.3.3: 11 garrison warriors, none in the opposite corner; 7.3.2: 6 Eyrie warriors there.
      expect(warriorsOf(r.setup, 'marquise')).toBe(MAPS[id].clearings.length - 1);
      expect(r.setup.clearings[roost]!.warriors).toEqual({ eyrie: 6 });
      // 6.3.4: the three buildings, each in the Keep's clearing or next to it.
      const kinds = Object.values(r.setup.clearings).flatMap((c) => (c.buildings ?? []).filter((b) => b.owner === 'marquise').map((b) => b.kind));
      expect(kinds.sort()).toEqual(['recruiter', 'sawmill', 'workshop']);
      // 9.3.2: the Vagabond in a forest.
      expect(forestOf(r.setup, 'vagabond')).toBeDefined();
      expect(rulesOf(r)).toEqual(expect.arrayContaining(['5.1.7', '6.3.2', '6.3.4', '7.3.2', '8.3.2', '9.3.2']));
      // The Eyrie rules its corner (2.5 + 7.2.2), the Marquise the Keep's clearing.
      const ctl = new Map(controlAll(r.setup).map((v) => [String(v.clearing), v.ruler]));
      expect(ctl.get(roost)).toBe('eyrie');
      expect(ctl.get(keep)).toBe('marquise');
    });
  }
});

/**
 * One row per faction (human, then bot where Rootbotics gives one), on Autumn unless said: the
 * factions in the game, what the Law's setup puts on the map, and the rules the steps must cite.
 * Autumn (maps.ts): corners 1–4, 1 opposite 3 and 2 opposite 4; 1 is fox, 3 rabbit; rivers
 * 4–7, 5–10, 7–11, 10–11.
 */
const TABLE: { name: string; opts: StartOptions; map?: MapId; rules: string[]; check: (s: Setup, r: ReturnType<typeof standardStart>) => void }[] = [
  {
    name: 'Marquise Mécanique : un guerrier de plus au Donjon, un bâtiment par clairière (R4.3.3, R4.3.4)',
    opts: { factions: ['marquise'], bots: ['marquise'] },
    rules: ['R4.3.2', 'R4.3.3', 'R4.3.4'],
    check: (s) => {
      expect(at(s, 1).warriors?.marquise).toBe(2);
      expect(at(s, 3).warriors?.marquise).toBeUndefined();
      expect(warriorsOf(s, 'marquise')).toBe(12);
      const holders = Object.entries(s.clearings).filter(([, c]) => c.buildings?.some((b) => b.owner === 'marquise')).map(([k]) => Number(k));
      expect(holders).toHaveLength(3);
      for (const h of holders) expect([1, ...adjacent('automne', 1)]).toContain(h);
    },
  },
  {
    name: 'Canopée seule : un coin libre, Perchoir et 6 guerriers (7.3.2)',
    opts: { factions: ['eyrie'] },
    rules: ['7.3.2', '7.3.3'],
    check: (s, r) => {
      expect(r.corners.eyrie).toBe(1);
      expect(at(s, 1).warriors).toEqual({ eyrie: 6 });
      expect(at(s, 1).buildings).toEqual([{ owner: 'eyrie', kind: 'roost' }]);
    },
  },
  {
    name: 'Canopée Électrique (B) avant le Culte (choix du lecteur : coin 2) : chacun son coin (R5.3.2, 10.3.2)',
    opts: { factions: ['eyrie', 'lizards'], bots: ['eyrie'], corners: { lizards: 2 } },
    rules: ['R5.3.2', '10.3.2'],
    check: (s, r) => {
      // The Eyrie is B, before the Cult: it takes the first free corner, then the Cult its chosen 2.
      expect(r.order).toEqual(['eyrie', 'lizards']);
      expect(r.corners).toEqual({ eyrie: 1, lizards: 2 });
      expect(s.players.eyrie?.bot).toBe(true);
    },
  },
  {
    name: 'Lézards Logiques face au Donjon d’une Marquise humaine : le coin opposé (R8.3.2)',
    opts: { factions: ['marquise', 'lizards'], bots: ['lizards'] },
    rules: ['R8.3.2'],
    check: (s, r) => {
      expect(r.corners.lizards).toBe(3);
      expect(at(s, 3).buildings).toEqual([{ owner: 'lizards', kind: 'garden_rabbit' }]);
    },
  },
  {
    name: 'Duché Foreur : comme le Duché humain (R10.3.3)',
    opts: { factions: ['duchy'], bots: ['duchy'] },
    rules: ['R10.3.3'],
    check: (s) => {
      expect(at(s, 1).warriors?.duchy).toBe(2);
      for (const id of adjacent('automne', 1)) expect(at(s, id).warriors?.duchy).toBe(2);
    },
  },
  {
    name: 'Vagabond au choix du lecteur : le bois 4-9-12 (9.3.2)',
    opts: { factions: ['vagabond'], forests: { vagabond: '4_9_12' } },
    rules: ['9.3.2', '9.3.5'],
    check: (s) => expect(forestOf(s, 'vagabond')).toBe('4_9_12'),
  },
  {
    name: 'Alliance : rien sur la carte (8.3)',
    opts: { factions: ['alliance'] },
    rules: ['8.3.2'],
    check: (s) => expect(Object.values(s.clearings).every((c) => !c.warriors && !c.buildings && !c.tokens)).toBe(true),
  },
  {
    name: 'Vagabot : le bois qui touche le plus de clairières (R7.3.2)',
    opts: { factions: ['vagabond'], bots: ['vagabond'] },
    rules: ['R7.3.2', 'R7.3.5'],
    check: (s) => expect(forestOf(s, 'vagabond')).toBe('2_6_10_11_12'),
  },
  {
    name: 'Deux Vagabonds : deux bois, l’ordre tiré au hasard (9.7.1)',
    opts: { factions: ['vagabond', 'vagabond2'], firstVagabond: 'vagabond2', forests: { vagabond: '3_6_11' } },
    rules: ['9.7.1', '9.3.2'],
    check: (s, r) => {
      expect(r.order).toEqual(['vagabond2', 'vagabond']);
      expect(forestOf(s, 'vagabond')).toBe('3_6_11');
      expect(forestOf(s, 'vagabond2')).toBeDefined();
    },
  },
  {
    name: 'Culte des Lézards face au Donjon : 4 guerriers, un jardin lapin, 1 guerrier autour (10.3.2)',
    opts: { factions: ['marquise', 'lizards'] },
    rules: ['6.3.2', '10.3.2', '10.3.3'],
    check: (s, r) => {
      expect(r.corners).toEqual({ marquise: 1, lizards: 3 });
      expect(at(s, 3).warriors).toEqual({ lizards: 4 });
      expect(at(s, 3).buildings).toEqual([{ owner: 'lizards', kind: 'garden_rabbit' }]);
      for (const id of adjacent('automne', 3)) expect(at(s, id).warriors?.lizards, `clairière ${id}`).toBe(1);
      expect(warriorsOf(s, 'lizards')).toBe(4 + adjacent('automne', 3).length);
    },
  },
  {
    name: 'Culte sur l’Hiver : pas de couleur imprimée, pas de jardin, et il le dit (10.3.2, A.1)',
    opts: { factions: ['lizards'] },
    map: 'hiver',
    rules: ['10.3.2'],
    check: (s, r) => {
      expect(at(s, 1).buildings).toBeUndefined();
      expect(r.choices.find((c) => c.rule === '10.3.2')!.text).toMatch(/pas de couleur imprimée/);
    },
  },
  {
    name: 'Compagnie : 4 guerriers sur des clairières de rivière, 3 en fonds (11.3.2, 11.3.4)',
    opts: { factions: ['riverfolk'] },
    rules: ['11.3.2', '11.3.4'],
    check: (s) => {
      expect(warriorsOf(s, 'riverfolk')).toBe(4);
      for (const [id, c] of Object.entries(s.clearings)) if (c.warriors?.riverfolk) expect([4, 5, 7, 10, 11]).toContain(Number(id));
      expect(s.players.riverfolk?.funds).toBe(3);
    },
  },
  {
    name: 'Compagnie au choix du lecteur : tout en 7 (11.3.2)',
    opts: { factions: ['riverfolk'], riverfolk: [7, 7, 7, 7] },
    rules: ['11.3.2'],
    check: (s) => expect(at(s, 7).warriors).toEqual({ riverfolk: 4 }),
  },
  {
    name: 'Robots de la Rivière : 1 guerrier par clairière de rivière, 1 en fonds (R9.3.2, R9.3.4)',
    opts: { factions: ['riverfolk'], bots: ['riverfolk'] },
    rules: ['R9.3.2', 'R9.3.4'],
    check: (s) => {
      for (const id of [4, 5, 7, 10, 11]) expect(at(s, id).warriors?.riverfolk).toBe(1);
      expect(warriorsOf(s, 'riverfolk')).toBe(5);
      expect(s.players.riverfolk?.funds).toBe(1);
    },
  },
  {
    name: 'Compagnie sur le Lac : les clairières côtières comptent (C.2.2)',
    opts: { factions: ['riverfolk'], bots: ['riverfolk'] },
    map: 'lac',
    rules: ['R9.3.2'],
    check: (s) => {
      for (const id of MAPS.lac.lake!.coastal) expect(at(s, id).warriors?.riverfolk, `clairière ${id}`).toBe(1);
    },
  },
  {
    name: 'Duché : 2 guerriers et un Tunnel au coin, 2 guerriers autour, rien au Terrier (12.3.3)',
    opts: { factions: ['marquise', 'duchy'] },
    rules: ['12.3.3'],
    check: (s, r) => {
      expect(r.corners.duchy).toBe(3);
      expect(at(s, 3).warriors?.duchy).toBe(2);
      expect(at(s, 3).tokens).toEqual([{ owner: 'duchy', kind: 'tunnel' }]);
      for (const id of adjacent('automne', 3)) expect(at(s, id).warriors?.duchy).toBe(2);
      expect(s.burrow?.warriors?.duchy ?? 0).toBe(0);
    },
  },
  {
    name: 'Corvidés : 1 guerrier dans une clairière de chaque couleur, jamais au Donjon (13.3.2, 6.2.2)',
    opts: { factions: ['marquise', 'corvids'] },
    rules: ['13.3.2'],
    check: (s) => {
      const ids = Object.entries(s.clearings).filter(([, c]) => c.warriors?.corvids).map(([k]) => Number(k));
      expect(ids).toHaveLength(3);
      expect(new Set(ids.map((id) => MAPS.automne.clearings[id - 1]!.suit)).size).toBe(3);
      expect(ids).not.toContain(1);
    },
  },
  {
    name: 'Corvidés Engrenés : la clairière de priorité la plus faible de chaque couleur (R11.3.2)',
    opts: { factions: ['corvids'], bots: ['corvids'] },
    rules: ['R11.3.2'],
    check: (s) => {
      // fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11: the highest numbers.
      for (const id of [12, 10, 11]) expect(at(s, id).warriors).toEqual({ corvids: 1 });
    },
  },
  {
    name: 'Cents : seigneur de guerre, 4 guerriers et un Bastion au coin, humeur Tenace (14.3.1, 14.3.3)',
    opts: { factions: ['hundreds'] },
    rules: ['14.3.1', '14.3.2', '14.3.3'],
    check: (s, r) => {
      const c = at(s, r.corners.hundreds!);
      expect(c.warlord).toBe(true);
      expect(c.warriors).toEqual({ hundreds: 4 });
      expect(c.buildings).toEqual([{ owner: 'hundreds', kind: 'stronghold' }]);
      expect(s.players.hundreds?.mood).toBe('stubborn');
    },
  },
  {
    name: 'Gardiens de Fer : 12 reliques, 4 guerriers au coin et 4 sur le bord à côté (15.3.1–15.3.3)',
    opts: { factions: ['marquise', 'keepers'] },
    rules: ['15.3.1', '15.3.2', '15.3.3'],
    check: (s, r) => {
      const corner = r.corners.keepers!;
      expect(corner).toBe(3);
      expect(at(s, corner).warriors?.keepers).toBe(4);
      const second = Object.entries(s.clearings).find(([k, c]) => Number(k) !== corner && c.warriors?.keepers)![0];
      expect(at(s, Number(second)).warriors?.keepers).toBe(4);
      expect(adjacent('automne', corner)).toContain(Number(second));
      expect(edgeClearings(MAPS.automne)).toContain(Number(second));
      expect(relicsIn(s)).toBe(12);
      // 15.3.1: one in each forest; 15.3.3: the rest only in forests away from the Keepers.
      for (const f of MAPS.automne.forests) {
        const n = s.forests?.[f.id]?.relics?.length ?? 0;
        const near = f.clearings.includes(corner) || f.clearings.includes(Number(second));
        expect(n, f.id).toBe(near ? 1 : n);
        expect(n).toBeGreaterThanOrEqual(1);
      }
    },
  },
];

describe('mise en place de chaque faction, règle par règle', () => {
  for (const row of TABLE) {
    it(row.name, () => {
      const r = standardStart(row.map ?? 'automne', row.opts);
      expect(r.problems).toEqual([]);
      expect(validate(r.setup).ok).toBe(true);
      checkSteps(r);
      expect(rulesOf(r)).toEqual(expect.arrayContaining(row.rules));
      row.check(r.setup, r);
    });
  }

  it('le bord du plateau (G.1.5) : sur l’Automne, tout sauf les clairières 10, 11 et 12', () => {
    expect(edgeClearings(MAPS.automne)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('un choix impossible est refusé en français, avec sa règle', () => {
    const r = standardStart('automne', { factions: ['marquise', 'eyrie'], corners: { marquise: 1, eyrie: 1 } });
    expect(r.ok).toBe(false);
    expect(r.problems[0]).toMatchObject({ rule: '7.3.2' });
    expect(r.problems[0]!.text).toMatch(/déjà la clairière de départ en coin/);
    const notCorner = standardStart('automne', { factions: ['hundreds'], corners: { hundreds: 12 } });
    expect(notCorner.problems[0]!.text).toMatch(/pas une clairière en coin/);
  });

  it('un second Vagabond sans le premier : refusé (9.7)', () => {
    const r = standardStart('automne', { factions: ['vagabond2'] });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.rule)).toEqual(['9.7']);
    checkSteps(r);
  });

  it('plus de 4 factions à coin de départ : la mise en place avancée est exigée (A.8)', () => {
    const r = standardStart('automne', { factions: ['marquise', 'eyrie', 'lizards', 'duchy', 'keepers'] });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.rule)).toContain('A.8');
    checkSteps(r);
  });
});

describe('propriétés de la mise en place', () => {
  const SUBSET = fc.subarray([...FACTIONS], { minLength: 1 });
  const arb = fc.record({
    map: fc.constantFrom(...MAP_IDS),
    factions: SUBSET.filter((fs) => fs.filter((f) => CORNER_FACTIONS.includes(f)).length <= 4 && (!fs.includes('vagabond2') || fs.includes('vagabond'))),
    bots: fc.subarray([...FACTIONS]),
  });

  it('toute combinaison de 4 factions à coin au plus : position valide, limites, coins distincts, Donjon respecté, ordre de mise en place', () => {
    fc.assert(
      fc.property(arb, ({ map, factions, bots }) => {
        const r = standardStart(map, { factions, bots });
        expect(r.problems).toEqual([]);
        expect(validate(r.setup).ok).toBe(true);
        checkSteps(r);
        // 1.5.1: no faction uses more warriors than it owns.
        for (const f of factions) {
          const bot = r.setup.players[f]?.bot === true;
          const limit = (bot && FACTION_INFO[f].botPieces ? FACTION_INFO[f].botPieces! : FACTION_INFO[f].pieces).find((p) => p.kind === 'warrior')?.limit;
          if (limit !== undefined) expect(warriorsOf(r.setup, f) + (r.setup.players[f]?.funds ?? 0)).toBeLessThanOrEqual(limit);
        }
        // Each corner faction in its own corner clearing.
        const cs = Object.values(r.corners);
        expect(new Set(cs).size).toBe(cs.length);
        for (const c of cs) expect(MAPS[map].clearings[c - 1]!.corner).toBe(true);
        for (const f of factions.filter((x) => CORNER_FACTIONS.includes(x))) expect(r.corners[f]).toBeDefined();
        // 6.2.2: nobody else places pieces in the Keep's clearing.
        if (r.corners.marquise) {
          const keep = at(r.setup, r.corners.marquise);
          expect(Object.keys(keep.warriors ?? {}).filter((o) => o !== 'marquise')).toEqual([]);
          expect((keep.buildings ?? []).every((b) => b.owner === 'marquise')).toBe(true);
          expect(keep.warlord ?? false).toBe(false);
        }
        // 5.1.7: setup order follows the letters (the two Vagabonds side by side, 9.7.1).
        const letters = r.order.map((f) => SETUP_ORDER[f === 'vagabond2' ? 'vagabond' : f].value);
        expect([...letters].sort()).toEqual(letters);
        expect(r.order).toEqual(setupOrder(factions));
        // The steps come faction by faction in that order.
        const owners = r.choices.slice(1).map((c) => ruleOwner(c.rule)).filter((f): f is FactionId => f !== null);
        const positions = owners.map((f) => r.order.indexOf(f === 'vagabond2' ? 'vagabond' : f));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
      { numRuns: 150 },
    );
  });
});

/** The faction whose chapter a rule belongs to (Law 6–15, Rootbotics R4–R11). */
function ruleOwner(rule: string): FactionId | null {
  const law: Record<string, FactionId> = { '6': 'marquise', '7': 'eyrie', '8': 'alliance', '9': 'vagabond', '10': 'lizards', '11': 'riverfolk', '12': 'duchy', '13': 'corvids', '14': 'hundreds', '15': 'keepers' };
  const bot: Record<string, FactionId> = { '4': 'marquise', '5': 'eyrie', '6': 'alliance', '7': 'vagabond', '8': 'lizards', '9': 'riverfolk', '10': 'duchy', '11': 'corvids' };
  const head = rule.split('.')[0]!;
  if (rule === '9.7.1') return 'vagabond';
  return rule.startsWith('R') ? (bot[head.slice(1)] ?? null) : (law[head] ?? null);
}

/**
 * Every faction, human and bot, alone on each of the four maps: the start succeeds, every step
 * cites a rule of the map's setup (5.1.4, C.2.1, C.3.1, A.1), the setup order (5.1.7) or that
 * faction's setup section, every step of that section is there, and what lies on the map is what
 * the rule places — counted from the map data, not from the engine.
 */
describe('chaque faction sur chaque carte : toutes les étapes de sa mise en place, et ce qu’elles posent', () => {
  const LAW: Record<FactionId, string> = { marquise: '6.3', eyrie: '7.3', alliance: '8.3', vagabond: '9.3', vagabond2: '9.3', lizards: '10.3', riverfolk: '11.3', duchy: '12.3', corvids: '13.3', hundreds: '14.3', keepers: '15.3' };
  const BOT: Partial<Record<FactionId, string>> = { marquise: 'R4.3', eyrie: 'R5.3', alliance: 'R6.3', vagabond: 'R7.3', lizards: 'R8.3', riverfolk: 'R9.3', duchy: 'R10.3', corvids: 'R11.3' };
  const MAP_STEPS = new Set(['5.1.7', '5.1.4', 'C.2.1', 'C.3.1', 'A.1']);
  /** the site's steps of a setup section: 6.3.1 … 6.3.5 */
  const stepsOf = (section: string) => (section.startsWith('R') ? numbers.robotique.filter((n) => n.startsWith(`${section.slice(1)}.`)).map((n) => `R${n}`) : numbers.loi.filter((n) => n.startsWith(`${section}.`))).filter((n) => n.split('.').length === 3);
  const count = (s: Setup, pick: (c: Setup['clearings'][string]) => number) => Object.values(s.clearings).reduce((n, c) => n + pick(c), 0);
  const itemsUnderRuins = (s: Setup) => count(s, (c) => c.items?.length ?? 0);
  const riverOf = (map: MapId) => new Set([...MAPS[map].rivers.flat(), ...(MAPS[map].lake?.coastal ?? [])]);

  const cases = MAP_IDS.flatMap((map) =>
    FACTIONS.filter((f) => f !== 'vagabond2').flatMap((f) => [false, ...(BOT[f] ? [true] : [])].map((bot) => ({ map, f, bot }))),
  );
  it('the table covers 4 maps, 10 factions and 8 bots', () => expect(cases).toHaveLength(4 * (10 + 8)));

  for (const { map, f, bot } of cases) {
    it(`${MAPS[map].name} : ${FACTION_INFO[f].name}${bot ? ' (robot)' : ''}`, () => {
      const r = standardStart(map, { factions: [f], bots: bot ? [f] : [] });
      expect(r.problems).toEqual([]);
      expect(validate(r.setup).ok).toBe(true);
      checkSteps(r);
      const section = bot ? BOT[f]! : LAW[f];
      const own = r.choices.filter((c) => !MAP_STEPS.has(c.rule));
      for (const c of own) expect(c.rule.startsWith(`${section}.`), `${c.rule} hors de ${section}`).toBe(true);
      // every step of the section, in order
      const cited = own.map((c) => c.rule);
      expect([...new Set(cited)]).toEqual(stepsOf(section));
      // the map's own setup is said
      expect(rulesOf(r)).toContain('5.1.4');
      if (MAPS[map].lake) expect(rulesOf(r)).toContain('C.2.1');
      if (MAPS[map].closedPathsAtSetup.length) expect(rulesOf(r)).toContain('C.3.1');

      const s = r.setup;
      const m = MAPS[map];
      const warriors = warriorsOf(s, f);
      const corner = r.corners[f];
      const mine = (c: Setup['clearings'][string]) => (c.buildings ?? []).filter((b) => b.owner === f).length;
      const tokens = (c: Setup['clearings'][string]) => (c.tokens ?? []).filter((t) => t.owner === f).length;
      switch (f) {
        case 'marquise': {
          // 6.3.3 / R4.3.3: a warrior everywhere but the far corner (and one more at the Keep for the bot)
          expect(warriors).toBe(m.clearings.length - 1 + (bot ? 1 : 0));
          expect(at(s, m.clearings[corner! - 1]!.oppositeCorner!).warriors?.marquise).toBeUndefined();
          expect(at(s, corner!).tokens).toEqual([{ owner: 'marquise', kind: 'keep' }]);
          const holders = Object.entries(s.clearings).filter(([, c]) => mine(c)).map(([k]) => Number(k));
          expect(count(s, mine)).toBe(3);
          for (const h of holders) expect([corner!, ...adjacent(map, corner!)]).toContain(h);
          if (bot) expect(holders).toHaveLength(3); // R4.3.4: one per clearing
          break;
        }
        case 'eyrie':
          expect(m.clearings[corner! - 1]!.corner).toBe(true);
          expect(at(s, corner!).warriors).toEqual({ eyrie: 6 });
          expect(at(s, corner!).buildings).toEqual([{ owner: 'eyrie', kind: 'roost' }]);
          expect(warriors).toBe(6);
          break;
        case 'alliance':
          expect(warriors + count(s, mine) + count(s, tokens)).toBe(0);
          break;
        case 'vagabond':
          expect(forestOf(s, 'vagabond')).toBeDefined();
          expect(itemsUnderRuins(s)).toBe(4); // 9.3.4 / R7.3.4: one « R » item under each ruin
          for (const c of m.clearings.filter((x) => x.ruin)) expect(at(s, c.id).items).toHaveLength(1);
          expect(new Set(Object.values(s.clearings).flatMap((c) => c.items ?? []))).toEqual(new Set(['bag', 'boot', 'hammer', 'sword']));
          break;
        case 'lizards': {
          const adj = adjacent(map, corner!);
          expect(at(s, corner!).warriors).toEqual({ lizards: 4 });
          for (const id of adj) expect(at(s, id).warriors?.lizards, `clairière ${id}`).toBe(1);
          expect(warriors).toBe(4 + adj.length);
          const suit = m.clearings[corner! - 1]!.suit;
          expect(at(s, corner!).buildings ?? []).toEqual(suit ? [{ owner: 'lizards', kind: `garden_${suit}` }] : []);
          break;
        }
        case 'riverfolk': {
          const river = riverOf(map);
          for (const [id, c] of Object.entries(s.clearings)) if (c.warriors?.riverfolk) expect(river.has(Number(id)), `clairière ${id}`).toBe(true);
          if (bot) for (const id of river) expect(at(s, id).warriors?.riverfolk).toBe(1);
          expect(warriors).toBe(bot ? river.size : 4);
          expect(s.players.riverfolk?.funds).toBe(bot ? 1 : 3);
          break;
        }
        case 'duchy': {
          const adj = adjacent(map, corner!);
          expect(at(s, corner!).warriors).toEqual({ duchy: 2 });
          expect(at(s, corner!).tokens).toEqual([{ owner: 'duchy', kind: 'tunnel' }]);
          for (const id of adj) expect(at(s, id).warriors?.duchy).toBe(2);
          expect(warriors).toBe(2 + 2 * adj.length);
          expect(s.burrow?.warriors?.duchy ?? 0).toBe(0);
          break;
        }
        case 'corvids': {
          const ids = Object.entries(s.clearings).filter(([, c]) => c.warriors?.corvids).map(([k]) => Number(k));
          const known = m.clearings.every((c) => c.suit !== null);
          // 13.3.2: one per suit; on a map whose suits our data does not fix, the step says so and places none
          expect(warriors).toBe(known ? 3 : 0);
          if (known) expect(new Set(ids.map((id) => m.clearings[id - 1]!.suit)).size).toBe(3);
          break;
        }
        case 'hundreds':
          expect(at(s, corner!).warlord).toBe(true);
          expect(at(s, corner!).warriors).toEqual({ hundreds: 4 });
          expect(at(s, corner!).buildings).toEqual([{ owner: 'hundreds', kind: 'stronghold' }]);
          expect(itemsUnderRuins(s)).toBe(4); // 14.3.2
          expect(s.players.hundreds?.mood).toBe('stubborn'); // 14.3.3
          break;
        case 'keepers': {
          expect(warriors).toBe(8);
          expect(at(s, corner!).warriors).toEqual({ keepers: 4 });
          const second = Number(Object.entries(s.clearings).find(([k, c]) => Number(k) !== corner && c.warriors?.keepers)![0]);
          expect(adjacent(map, corner!)).toContain(second);
          expect(edgeClearings(m)).toContain(second);
          expect(relicsIn(s)).toBe(12);
          for (const x of m.forests) expect(s.forests?.[x.id]?.relics?.length ?? 0, x.id).toBeGreaterThanOrEqual(1);
          break;
        }
      }
    });
  }

  it('two Vagabonds: eight « R » items, two under each ruin (9.7.1), and one set of quests (9.7.2)', () => {
    for (const map of MAP_IDS) {
      const r = standardStart(map, { factions: ['vagabond', 'vagabond2', 'hundreds'] });
      expect(r.problems).toEqual([]);
      expect(validate(r.setup).ok).toBe(true);
      checkSteps(r);
      for (const c of MAPS[map].clearings.filter((x) => x.ruin)) {
        const items = at(r.setup, c.id).items!;
        expect(items).toHaveLength(2);
        expect(new Set(items).size).toBe(2);
      }
      expect(rulesOf(r).filter((x) => x === '9.3.3')).toHaveLength(1);
      expect(rulesOf(r)).toContain('9.7.2');
      // the Hundreds find the ruins ready (14.3.2: « unless already done »)
      expect(r.choices.find((c) => c.rule === '14.3.2')!.text).toMatch(/déjà placés/);
    }
  });
});
