import { describe, expect, it } from 'vitest';
import { canPlace, legalMoves, placeKey, type Destination, type FactionId, type Place } from '../../src/engine/root/index';
import { rulesOf, S } from './helpers';

interface Row {
  name: string;
  rule: string;
  setup: string;
  mover: FactionId;
  from: Place;
  /** destinations that must be legal ("5", "T", "1_5_9") */
  ok?: string[];
  /** destinations that must be refused, with a rule expected among the reasons */
  refused?: Record<string, string>;
  /** exact list of legal destinations, when given */
  okExactly?: string[];
  maxGroup?: number;
  /** rules expected in the verdict's own reasons */
  cites?: string[];
  /** per destination checks */
  check?: (d: Map<string, Destination>) => void;
}

const ROWS: Row[] = [
  // 4.2 and 4.2.1
  { name: 'contrôle du départ', rule: '4.2.1', setup: 'automne/j=m,c/1:m3', mover: 'marquise', from: 1, okExactly: ['5', '9', '10'], maxGroup: 3, cites: ['4.2', '4.2.2'] },
  {
    name: 'ni départ ni arrivée contrôlés',
    rule: '4.2.1',
    setup: 'automne/j=m,c/1:m1,c2;5:c1',
    mover: 'marquise',
    from: 1,
    okExactly: [],
    refused: { '5': '4.2.1', '9': '4.2.1', '10': '4.2.1' },
    maxGroup: 1,
  },
  { name: 'contrôle de l’arrivée', rule: '4.2.1', setup: 'automne/j=m,c/1:m1,c2;5:m2', mover: 'marquise', from: 1, okExactly: ['5'], refused: { '9': '4.2.1' } },
  { name: 'rien à déplacer', rule: '4.2', setup: 'automne/j=m', mover: 'marquise', from: 1, okExactly: [], refused: { '5': '4.2' }, maxGroup: 0 },
  { name: 'rivière : pas un chemin', rule: '2.3', setup: 'automne/j=m/10:m2', mover: 'marquise', from: 10, okExactly: ['1', '2', '12'], refused: { '5': '2.3', '11': '2.3' } },
  // Nimble
  {
    name: 'Vagabond agile, 1 botte',
    rule: '9.2.3',
    setup: 'automne/j=m,v/t=v.jour/1:m3,v-pion',
    mover: 'vagabond',
    from: 1,
    okExactly: ['5', '9', '10'],
    refused: { '1_2_5_10': '9.5.1', '1_9_10_12': '9.5.1' },
    maxGroup: 1,
    check: (d) => expect(d.get('5')!.cost).toEqual({ boots: 1 }),
  },
  {
    name: 'clairière Hostile : une botte de plus',
    rule: '9.2.9.III.b',
    setup: 'automne/j=m,v.hostiles-m/t=v.jour/1:v-pion;5:m1',
    mover: 'vagabond',
    from: 1,
    ok: ['5', '9'],
    check: (d) => {
      expect(d.get('5')!.cost).toEqual({ boots: 2 });
      expect(d.get('9')!.cost).toEqual({ boots: 1 });
      expect(rulesOf(d.get('5')!.reasons)).toContain('9.2.9.III.b');
    },
  },
  { name: 'pas assez de bottes', rule: '9.5.1', setup: 'automne/j=m,v.hostiles-m.bottes-1/t=v.jour/1:v-pion;5:m1', mover: 'vagabond', from: 1, ok: ['9', '10'], refused: { '5': '9.5.1' } },
  {
    name: 'Se faufiler vers un bois, sans botte',
    rule: '9.4.2',
    setup: 'automne/j=m,v/t=v.aurore/1:v-pion',
    mover: 'vagabond',
    from: 1,
    okExactly: ['5', '9', '10', '1_2_5_10', '1_9_10_12'],
    check: (d) => expect(d.get('1_2_5_10')!.cost ?? {}).toEqual({ boots: 0 }),
  },
  {
    name: 'depuis un bois, le Jour : vers une clairière seulement',
    rule: '9.5.1',
    setup: 'automne/j=m,v/t=v.jour/1_9_10_12:v-pion',
    mover: 'vagabond',
    from: { forest: '1_9_10_12' },
    okExactly: ['1', '9', '10', '12'],
    refused: { '1_2_5_10': '9.5.1', '2_6_10_11_12': '9.5.1', '4_9_12': '9.5.1' },
    maxGroup: 1,
  },
  {
    name: 'Se faufiler d’un bois à l’autre',
    rule: '9.4.2',
    setup: 'automne/j=m,v/t=v.aurore/1_9_10_12:v-pion',
    mover: 'vagabond',
    from: { forest: '1_9_10_12' },
    ok: ['1_2_5_10', '2_6_10_11_12', '4_9_12', '12'],
  },
  {
    name: 'se déplacer avec un Allié',
    rule: '9.2.9.II.b',
    setup: 'automne/j=m,v.allies-m/t=v.jour/1:v-pion,m3',
    mover: 'vagabond',
    from: 1,
    ok: ['5'],
    maxGroup: 1,
    cites: ['9.2.9.II.b'],
    check: (d) => expect(d.get('5')!.maxGroup).toBe(4),
  },
  {
    name: 'deux Alliés : les guerriers d’un seul suivent',
    rule: '9.2.9.II.b',
    setup: 'automne/j=m,a,v.allies-ma/t=v.jour/1:v-pion,m3,a2',
    mover: 'vagabond',
    from: 1,
    ok: ['5'],
    check: (d) => expect(d.get('5')!.maxGroup).toBe(4),
  },
  {
    name: 'Vagabot : agile, 1 objet par déplacement',
    rule: 'R7.2.2',
    setup: 'automne/j=m,v.robot/t=v.jour/1:v-pion,m3',
    mover: 'vagabond',
    from: 1,
    okExactly: ['5', '9', '10'],
    refused: { '1_2_5_10': 'R7.5' },
    check: (d) => {
      expect(d.get('5')!.cost).toEqual({ items: 1 });
      expect(rulesOf(d.get('5')!.reasons)).toContain('R7.2.2');
    },
  },
  { name: 'Vagabot se faufile vers un bois à l’Aurore', rule: 'R7.4.3', setup: 'automne/j=v.robot/t=v.aurore/1:v-pion', mover: 'vagabond', from: 1, okExactly: ['1_2_5_10', '1_9_10_12'], refused: { '5': 'R7.4.3' } },
  { name: 'second Vagabond agile', rule: '9.2.3', setup: 'automne/j=m,v,w/t=w.jour/5:w-pion,m2', mover: 'vagabond2', from: 5, okExactly: ['1', '2'] },
  { name: 'Corvidés agiles', rule: '13.2.3', setup: 'automne/j=m,k/1:k1,m3;5:m2', mover: 'corvids', from: 1, okExactly: ['5', '9', '10'], check: (d) => expect(rulesOf(d.get('5')!.reasons)).toContain('13.2.3') },
  { name: 'Corvidés Engrenés agiles', rule: 'R11.2.1', setup: 'automne/j=m,k.robot/1:k1,m3', mover: 'corvids', from: 1, okExactly: ['5', '9', '10'], check: (d) => expect(rulesOf(d.get('9')!.reasons)).toContain('R11.2.1') },
  // Snare
  { name: 'Piège : pas de sortie', rule: '13.7.2', setup: 'automne/j=m,k/5:m3,k-piege!', mover: 'marquise', from: 5, okExactly: [], refused: { '1': '13.7.2', '2': '13.7.2' }, maxGroup: 3 },
  { name: 'Piège face cachée : sans effet', rule: '13.7.2', setup: 'automne/j=m,k/5:m3,k-piege', mover: 'marquise', from: 5, okExactly: ['1', '2'] },
  { name: 'Piège : Se faufiler n’est pas affecté', rule: '9.4.2', setup: 'automne/j=v,k/t=v.aurore/5:v-pion,k-piege!', mover: 'vagabond', from: 5, ok: ['1', '2', '1_2_5_10'] },
  { name: 'Piège : le Vagabond le Jour', rule: '13.7.2', setup: 'automne/j=v,k/t=v.jour/5:v-pion,k-piege!', mover: 'vagabond', from: 5, okExactly: [], refused: { '1': '13.7.2' } },
  { name: 'Piège et robot', rule: 'R11.8.2', setup: 'automne/j=m.robot,k/5:m3,k-piege!', mover: 'marquise', from: 5, okExactly: [], refused: { '1': 'R11.8.2' } },
  // Riverfolk
  {
    name: 'Nageurs : rivières sans contrôle',
    rule: '11.2.2',
    setup: 'automne/j=r,m/10:r1,m2;11:m3',
    mover: 'riverfolk',
    from: 10,
    okExactly: ['5', '11'],
    refused: { '1': '4.2.1', '12': '4.2.1' },
    check: (d) => expect(rulesOf(d.get('11')!.reasons)).toContain('11.2.2'),
  },
  { name: 'Robots de la Rivière : pas de Nageurs', rule: 'R9.2', setup: 'automne/j=r.robot,m/10:r3', mover: 'riverfolk', from: 10, okExactly: ['1', '2', '12'], refused: { '11': 'R9.2' } },
  { name: 'Bateaux achetés', rule: '11.2.7.II', setup: 'automne/j=m.bateaux,r/t=m.jour/10:m2', mover: 'marquise', from: 10, okExactly: ['1', '2', '5', '11', '12'], check: (d) => expect(d.get('11')!.via).toEqual(['river']) },
  { name: 'Bateaux : le contrôle reste exigé', rule: '4.2.1', setup: 'automne/j=m.bateaux,r/t=m.jour/10:m1,r2', mover: 'marquise', from: 10, okExactly: [], refused: { '11': '4.2.1' } },
  { name: 'Bateaux : seulement pendant son tour', rule: '11.2.7.II', setup: 'automne/j=m.bateaux,r/t=r.jour/10:m2', mover: 'marquise', from: 10, refused: { '11': '2.3' } },
  // the mercenaries stay put, but they give the Marquise the rule of 5 (FAQ officielle, Seigneur des Cents n° 2), so she may leave it
  { name: 'mercenaires : pas déplaçables', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,r/t=m.jour/5:m1,r3', mover: 'marquise', from: 5, maxGroup: 1, cites: ['11.2.7.III'], ok: ['1'] },
  { name: 'mercenaires : au tour d’un autre, pas de contrôle', rule: '4.2.1', setup: 'automne/j=m.mercenaires,r/t=r.jour/5:m1,r3', mover: 'marquise', from: 5, maxGroup: 1, refused: { '1': '4.2.1' } },
  // Lake
  {
    name: 'Lac : la Compagnie nage entre côtes',
    rule: 'C.2.2',
    setup: 'lac/j=r,m/10:r1,m2',
    mover: 'riverfolk',
    from: 10,
    ok: ['1', '11', '12'],
    refused: { '7': '4.2.1' },
  },
  { name: 'Lac : le lac n’est pas un chemin', rule: 'C.2.2', setup: 'lac/j=m/r=1/11:m2', mover: 'marquise', from: 11, okExactly: ['5', '6', '7'], refused: { '10': 'C.2.2', '12': 'C.2.2' } },
  {
    name: 'Radeau : vers toute clairière côtière, on pioche',
    rule: 'C.2.5',
    setup: 'lac/j=m/1:m2',
    mover: 'marquise',
    from: 1,
    okExactly: ['5', '9', '10', '11', '12'],
    check: (d) => {
      expect(d.get('11')!.cost).toEqual({ draw: 1 });
      expect(d.get('11')!.via).toContain('ferry');
    },
  },
  { name: 'Radeau déjà utilisé ce tour', rule: 'C.2.5', setup: 'lac/j=m/r=1.utilise/1:m2', mover: 'marquise', from: 1, okExactly: ['5', '9'], refused: { '10': 'C.2.5', '11': 'C.2.5' } },
  { name: 'Radeau : le contrôle reste exigé', rule: '4.2.1', setup: 'lac/j=m,c/1:m1,c2', mover: 'marquise', from: 1, okExactly: [], refused: { '10': '4.2.1' } },
  { name: 'Radeau et robot : 1 point au lieu de piocher', rule: 'R12.1.1', setup: 'lac/j=m.robot/1:m2', mover: 'marquise', from: 1, ok: ['10'], check: (d) => expect(d.get('10')!.cost).toEqual({ vp: 1 }) },
  { name: 'Radeau ailleurs', rule: 'C.2.5', setup: 'lac/j=m/r=10/1:m2', mover: 'marquise', from: 1, okExactly: ['5', '9'], refused: { '11': 'C.2.2' } },
  // Mountain
  { name: 'Montagne : chemins fermés', rule: 'C.3.2', setup: 'montagne/j=m/9:m2', mover: 'marquise', from: 9, okExactly: ['1', '10', '12'], refused: { '5': 'C.3.2', '8': 'C.3.2' } },
  { name: 'Montagne : les robots ignorent les chemins fermés', rule: 'R12.2.1', setup: 'montagne/j=m.robot/9:m2', mover: 'marquise', from: 9, okExactly: ['1', '5', '8', '10', '12'] },
  { name: 'Montagne : chemin rouvert', rule: 'C.3.3', setup: 'montagne/j=m/f=2-5.3-7.6-11.8-9.11-12/9:m2', mover: 'marquise', from: 9, okExactly: ['1', '5', '10', '12'], refused: { '8': 'C.3.2' } },
  // Burrow
  { name: 'Duché vers le Terrier', rule: '12.2.2', setup: 'automne/j=d/1:d2,d-tunnel', mover: 'duchy', from: 1, okExactly: ['5', '9', '10', 'T'] },
  { name: 'Terrier interdit aux autres', rule: '12.2.2', setup: 'automne/j=d,m/1:d-tunnel,m2', mover: 'marquise', from: 1, ok: ['5'], refused: { T: '12.2.2' } },
  { name: 'depuis le Terrier vers les Tunnels', rule: '12.2.2', setup: 'automne/j=d/T:d3;5:d-tunnel;9:d-tunnel', mover: 'duchy', from: 'terrier', okExactly: ['5', '9'], maxGroup: 3 },
  // Keep
  {
    name: 'Donjon : se déplacer n’est pas placer',
    rule: '6.2.2',
    setup: 'automne/j=m,c/1:m-donjon;5:c3',
    mover: 'eyrie',
    from: 5,
    ok: ['1'],
    check: (d) => expect(rulesOf(d.get('1')!.reasons)).toContain('6.2.2'),
  },
  // Hundreds
  { name: 'seigneur de guerre pendant le tour des Cents', rule: '14.2.2', setup: 'automne/j=s,m/t=s.jour/5:s-seigneur,s2', mover: 'hundreds', from: 5, maxGroup: 3, cites: ['14.2.2'] },
  { name: 'seigneur de guerre hors du tour des Cents', rule: '14.2.2', setup: 'automne/j=s,m/t=m.jour/5:s-seigneur,s2', mover: 'hundreds', from: 5, maxGroup: 2, cites: ['14.2.2'] },
  // Keepers
  { name: 'Gardiens : une relique par guerrier', rule: '15.2.4', setup: 'automne/j=g/5:g2,g-statuette,g-bijou,g-tablette', mover: 'keepers', from: 5, maxGroup: 2, cites: ['15.2.4'] },
  // Nomads
  { name: 'Nomades : ils ne suivent pas le superviseur', rule: 'E.3.4', setup: 'automne/j=a/n=gf-a/5:a1,gf2', mover: 'alliance', from: 5, okExactly: ['1', '2'], maxGroup: 1, cites: ['E.3.4'] },
  // Alliance
  { name: 'Indignation en entrant dans une clairière sympathisante', rule: '8.2.6', setup: 'automne/j=m,a/1:m2;5:a-sympathie', mover: 'marquise', from: 1, ok: ['5'], check: (d) => expect(rulesOf(d.get('5')!.reasons)).toContain('8.2.6') },
  { name: 'Indignation automatisée : pas pour un robot', rule: 'R6.2.3', setup: 'automne/j=m.robot,a.robot/1:m2;5:a-sympathie', mover: 'marquise', from: 1, ok: ['5'], check: (d) => expect(rulesOf(d.get('5')!.reasons)).toContain('R6.2.3') },
  // Cooperative game
  { name: 'partie coopérative : contrôle d’équipe', rule: 'R3', setup: 'automne/j=m,a,c.robot/o=coop/1:m1,a1,c1', mover: 'marquise', from: 1, okExactly: ['5', '9', '10'] },
  { name: 'sans coopération', rule: '4.2.1', setup: 'automne/j=m,a,c.robot/1:m1,a1,c1', mover: 'marquise', from: 1, okExactly: [] },
];

describe('déplacement (4.2 et ses exceptions)', () => {
  for (const row of ROWS) {
    it(`${row.rule} — ${row.name}`, () => {
      const v = legalMoves(S(row.setup), row.mover, row.from);
      const byKey = new Map(v.destinations.map((d) => [placeKey(d.to), d]));
      const legal = v.destinations.filter((d) => d.ok).map((d) => placeKey(d.to));
      if (row.okExactly) expect(legal.sort()).toEqual([...row.okExactly].sort());
      for (const k of row.ok ?? []) expect(legal, `${k} devrait être permis`).toContain(k);
      for (const [k, rule] of Object.entries(row.refused ?? {})) {
        const d = byKey.get(k);
        expect(d, `destination ${k} absente`).toBeDefined();
        expect(d!.ok, `${k} devrait être refusé`).toBe(false);
        expect(d!.maxGroup).toBe(0);
        expect(rulesOf(d!.reasons)).toContain(rule);
      }
      if (row.maxGroup !== undefined) expect(v.maxGroup).toBe(row.maxGroup);
      for (const r of row.cites ?? []) expect(rulesOf(v.reasons)).toContain(r);
      for (const d of v.destinations) if (d.ok) expect(d.maxGroup).toBeGreaterThan(0);
      row.check?.(byKey);
    });
  }

  it('les reliques et les Alliés sont rapportés', () => {
    expect(legalMoves(S('automne/j=g/5:g1,g-statuette,g-bijou'), 'keepers', 5).carry).toEqual({ relics: 1 });
    expect(legalMoves(S('automne/j=m,v.allies-m/1:v-pion,m3'), 'vagabond', 1).carry).toEqual({ allies: [{ faction: 'marquise', warriors: 3 }] });
  });

  it('un joueur absent ou un lieu inconnu ne lève pas d’exception', () => {
    expect(legalMoves(S('automne/j=m'), 'eyrie', 1).destinations).toEqual([]);
    expect(legalMoves(S('automne/j=m'), 'marquise', 99).destinations).toEqual([]);
    expect(legalMoves(S('automne/j=m'), 'marquise', { forest: 'nope' }).destinations).toEqual([]);
  });
});

describe('placer (canPlace)', () => {
  const cases: [string, string, string, Place, Parameters<typeof canPlace>[3], boolean, string][] = [
    ['Donjon : la Canopée ne place pas', 'automne/j=m,c/1:m-donjon', 'eyrie', 1, { category: 'warrior' }, false, '6.2.2'],
    ['Donjon : la Marquise place', 'automne/j=m,c/1:m-donjon', 'marquise', 1, { category: 'warrior' }, true, 'G.1.27'],
    ['Donjon du robot', 'automne/j=m.robot,c/1:m-donjon', 'eyrie', 1, undefined, false, 'R4.2.1'],
    ['Piège : pas de placement adverse', 'automne/j=m,k/5:k-piege!', 'marquise', 5, { category: 'warrior' }, false, '13.7.2'],
    ['Piège : un robot', 'automne/j=m.robot,k/5:k-piege!', 'marquise', 5, { category: 'warrior' }, false, 'R11.8.2'],
    ['Piège : les Corvidés placent', 'automne/j=m,k/5:k-piege!', 'corvids', 5, { category: 'warrior' }, true, 'G.1.27'],
    ['Terrier : pas pour la Marquise', 'automne/j=m,d', 'marquise', 'terrier', { category: 'warrior' }, false, '12.2.2'],
    ['emplacements pleins', 'automne/j=m/1:m-scierie', 'marquise', 1, { category: 'building', kind: 'workshop' }, false, '2.2.3'],
    ['la ruine occupe un emplacement', 'automne/j=m/6:m-scierie', 'marquise', 6, { category: 'building', kind: 'workshop' }, false, '2.2.3'],
    ['ruine explorée : emplacement libre', 'automne/j=m/6:m-scierie,-ruine', 'marquise', 6, { category: 'building', kind: 'workshop' }, true, 'G.1.27'],
    ['plus de guerriers en réserve', 'automne/j=a/1:a10', 'alliance', 5, { category: 'warrior' }, false, '1.5.1'],
    ['une seule Sympathie par clairière', 'automne/j=a/5:a-sympathie', 'alliance', 5, { category: 'token', kind: 'sympathy' }, false, '8.2.5.I'],
    ['bois : seulement pions et reliques', 'automne/j=m', 'marquise', { forest: '1_2_5_10' }, { category: 'warrior' }, false, '2.4'],
  ];
  for (const [name, setup, owner, place, piece, ok, rule] of cases) {
    it(`${rule} — ${name}`, () => {
      const v = canPlace(S(setup), owner as never, place, piece);
      expect(v.ok).toBe(ok);
      expect(rulesOf(v.reasons)).toContain(rule);
    });
  }
});
