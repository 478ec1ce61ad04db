import { describe, expect, it } from 'vitest';
import { decodeSetup, normalizeSetup, validate } from '../../src/engine/root/index';
import { rulesOf } from './helpers';

/** A row: input as notation (string) or JSON (object), and the rule expected among the problems. */
const ROWS: [string, string | object, string][] = [
  ['plateau inconnu', { map: 'printemps', clearings: {}, players: {} }, 'A.1'],
  ['faction inconnue', { map: 'automne', clearings: {}, players: { chats: {} } }, '5.1.1'],
  ['type de pièce inconnu', { map: 'automne', clearings: { '1': { buildings: [{ owner: 'marquise', kind: 'castle' }] } }, players: { marquise: {} } }, '1.5.2'],
  ['jeton donné comme bâtiment', { map: 'automne', clearings: { '1': { buildings: [{ owner: 'marquise', kind: 'wood' }] } }, players: { marquise: {} } }, '1.5.2'],
  ['trop de guerriers de la Marquise (26)', 'automne/j=m/1:m13;2:m13', '1.5.1'],
  ['trop de guerriers de l’Alliance (11)', 'automne/j=a/1:a6;2:a5', '1.5.1'],
  ['trop de Perchoirs (8)', 'automne/j=c/2:c-perchoir;5:c-perchoir,c-perchoir;7:c-perchoir,c-perchoir;8:c-perchoir,c-perchoir;9:c-perchoir', '1.5.1'],
  ['deux bases Renard', 'automne/j=a/1:a-base_renard;6:a-base_renard,-ruine', '1.5.1'],
  ['9 bois', 'automne/j=m/1:m-bois,m-bois,m-bois,m-bois,m-bois,m-bois,m-bois,m-bois,m-bois', '1.5.1'],
  ['deux Donjons', 'automne/j=m/1:m-donjon;3:m-donjon', '1.5.1'],
  ['4 Tunnels', 'automne/j=d/1:d-tunnel;2:d-tunnel;3:d-tunnel;4:d-tunnel', '1.5.1'],
  ['3 Bombes', 'automne/j=k/1:k-bombe;2:k-bombe;3:k-bombe', '1.5.1'],
  ['6 Foules', 'automne/j=s/1:s-foule;2:s-foule;3:s-foule;4:s-foule;5:s-foule;6:s-foule', '1.5.1'],
  ['4 Relais', 'automne/j=g/2:g-relais;5:g-relais;7:g-relais;8:g-relais', '1.5.1'],
  ['5 reliques statuette', 'automne/j=g/1_2_5_10:g-statuette,g-statuette;1_9_10_12:g-statuette,g-statuette;4_9_12:g-statuette', '1.5.1'],
  ['deux reliques tablette de valeur 1', 'automne/j=g/1_2_5_10:g-tablette1;4_9_12:g-tablette1', '15.2.1'],
  ['bâtiments au-delà des emplacements', 'automne/j=m/1:m-scierie,m-atelier', '2.2.3'],
  ['la ruine occupe un emplacement', 'automne/j=m/6:m-scierie,m-atelier', '2.2.3'],
  ['une ruine où il n’y en a pas', 'automne/j=m/1:ruine', '2.2.4'],
  ['objets sans ruine', 'automne/j=v/1:ruine(botte)', '2.2.4'],
  ['deux objets sous une ruine avec un seul Vagabond', 'automne/j=v/6:ruine(botte.sac)', '9.3.4'],
  ['pièces hors Duché dans le Terrier', 'automne/j=d,m/T:m1', '12.2.2'],
  ['bâtiment dans le Terrier', 'automne/j=d/T:d-marche', '2.2.3'],
  ['Terrier sans Duché', 'automne/j=m/T:m1', '12.2.2'],
  ['deux Complots dans une clairière', 'automne/j=k/5:k-bombe,k-piege', '13.2.2.II'],
  ['deux Sympathies dans une clairière', 'automne/j=a/5:a-sympathie,a-sympathie', '8.2.5.I'],
  ['deux Foules dans une clairière', 'automne/j=s/5:s-foule,s-foule', '14.6.1'],
  ['deux Tunnels dans une clairière', 'automne/j=d/5:d-tunnel,d-tunnel', '12.5.1.V'],
  ['deux comptoirs dans une clairière', 'automne/j=r/5:r-comptoir_lapin,r-comptoir_lapin', '11.5.6.I'],
  ['base d’une autre couleur', 'automne/j=a/1:a-base_lapin', '8.4.1.III'],
  ['jardin d’une autre couleur', 'automne/j=l/1:l-jardin_souris', '10.5.1'],
  ['comptoir d’une autre couleur', 'automne/j=r/1:r-comptoir_souris', '11.5.6.III'],
  [
    'pion du Vagabond à deux endroits',
    { map: 'automne', clearings: { '1': { pawns: ['vagabond'] } }, forests: { '4_9_12': { pawns: ['vagabond'] } }, players: { vagabond: {} } },
    '1.5.1',
  ],
  ['guerriers dans un bois', { map: 'automne', clearings: {}, forests: { '4_9_12': { warriors: { marquise: 2 } } }, players: { marquise: {} } }, '2.4'],
  ['bois inconnu', { map: 'automne', clearings: {}, forests: { '1_2_3': {} }, players: {} }, '2.4'],
  ['faction absente de la partie', 'automne/j=m/5:c2', '5.1.1'],
  ['Nomade absent de la partie', 'automne/j=m/5:gd2', 'A.6.1'],
  ['nombre négatif', { map: 'automne', clearings: { '5': { warriors: { marquise: -2 } } }, players: { marquise: {} } }, 'format'],
  ['nombre fractionnaire', { map: 'automne', clearings: { '5': { warriors: { marquise: 1.5 } } }, players: { marquise: {} } }, 'format'],
  ['clairière 13', { map: 'automne', clearings: { '13': {} }, players: {} }, '2.2'],
  ['le Vagabond n’a pas de guerriers', { map: 'automne', clearings: { '5': { warriors: { vagabond: 1 } } }, players: { vagabond: {} } }, '1.5.2'],
  ['Radeau hors du Lac', 'automne/r=1', 'C.2'],
  ['Radeau loin de la côte', 'lac/r=2', 'C.2.5'],
  ['chemins fermés hors de la Montagne', 'automne/f=aucun', 'C.3'],
  ['chemin fermé impossible', 'montagne/f=1-8', 'C.3.1'],
  ['tour d’un absent', 'automne/j=m/t=c', '1.4.1'],
  ['phase inconnue', { map: 'automne', clearings: {}, players: {}, phase: 'nuit' }, '1.4.1'],
  ['pas de robot pour les Cents', 'automne/j=s.robot', 'A.3'],
  ['pas de robot pour les Gardiens', 'automne/j=g.robot', 'A.3'],
  ['Marquise Mécanique sans bois', 'automne/j=m.robot/1:m-bois', 'R4.3'],
  ['second Vagabond sans le premier', 'automne/j=w', '9.7'],
  ['le Vagabond n’engage pas de mercenaires', 'automne/j=v.mercenaires,r', '11.2.7.III.b'],
  ['service sans la Compagnie', 'automne/j=m.bateaux', '11.2.6'],
  ['la Compagnie ne s’achète rien', 'automne/j=r.bateaux', '11.2.6'],
  ['Hostile et Allié à la fois', 'automne/j=m,v.hostiles-m.allies-m', '9.2.9'],
  ['relation avec une faction absente', 'automne/j=v.hostiles-m', '9.3.6'],
  ['relations pour un autre que le Vagabond', 'automne/j=m.hostiles-m', '9.2.9'],
  ['trop de bottes', { map: 'automne', clearings: {}, players: { vagabond: { boots: 9 } } }, '1.5.1'],
  ['Nomade et sa faction', 'automne/j=c/n=dd', 'A.6.5'],
  ['quatre Nomades', 'automne/j=d/n=fl,pr,bd,xp', 'A.6'],
  ['superviseur absent', 'automne/j=m/n=fl-c', 'E.1'],
  ['Nomade inconnu', { map: 'automne', clearings: {}, players: {}, nomads: { dragons: {} } }, 'A.6'],
  ['couleurs : 4 de chaque', 'hiver/c=rrrrrlllllss', 'A.1'],
  ['trois Monuments', 'automne/1:monument;2:monument;3:monument', 'A.5.1'],
  ['coopération sans robot', 'automne/j=m,a/o=coop', 'R3'],
  ['seigneur de guerre à deux endroits', { map: 'automne', clearings: { '1': { warlord: true }, '2': { warlord: true } }, players: { hundreds: {} } }, '1.5.1'],
  ['champ inconnu', { map: 'automne', clearings: {}, players: {}, cards: 3 }, 'format'],
  ['clé __proto__', JSON.parse('{"map":"automne","clearings":{"__proto__":{"warriors":{"marquise":1}}},"players":{"__proto__":{}}}'), '2.2'],
];

describe('validation : chaque problème avec sa règle', () => {
  for (const [name, input, rule] of ROWS) {
    it(`${rule} — ${name}`, () => {
      let setup: unknown = input;
      if (typeof input === 'string') {
        const d = decodeSetup(input);
        expect(d.ok, JSON.stringify(d)).toBe(true);
        setup = d.ok ? d.setup : null;
      }
      const v = validate(setup);
      expect(v.ok).toBe(false);
      if (!v.ok) {
        expect(rulesOf(v.problems)).toContain(rule);
        for (const p of v.problems) expect(p.text.length).toBeGreaterThan(5);
      }
    });
  }

  it('rapporte tous les problèmes à la fois', () => {
    const v = validate({ map: 'automne', clearings: { '1': { buildings: [{ owner: 'marquise', kind: 'sawmill' }, { owner: 'marquise', kind: 'sawmill' }] }, '13': {} }, players: { marquise: {}, eyrie: 'oui' }, turn: 'duchy' });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(new Set(rulesOf(v.problems))).toEqual(new Set(['2.2.3', '2.2', 'format', '1.4.1']));
  });

  it('accepte une position légale et la normalise', () => {
    const input = { map: 'automne', clearings: { '5': { warriors: { eyrie: 2, marquise: 0 }, tokens: [] }, '6': { ruin: true } }, players: { eyrie: {}, marquise: {} } };
    const v = validate(input);
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.setup).toEqual({ map: 'automne', clearings: { '5': { warriors: { eyrie: 2 } } }, players: { marquise: {}, eyrie: {} } });
      expect(normalizeSetup(v.setup)).toEqual(v.setup);
    }
  });

  it('ne lève jamais d’exception sur des entrées étranges', () => {
    for (const x of [null, undefined, 0, '', 'automne', [], [1, 2], { map: null }, { map: 'automne', clearings: [] }, { map: 'automne', clearings: { '1': null } }, { map: 'automne', players: [] }, Object.create(null)]) {
      expect(() => validate(x)).not.toThrow();
      expect(validate(x).ok).toBe(false);
    }
  });
});
