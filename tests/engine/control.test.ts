import { describe, expect, it } from 'vitest';
import { controlAll, controlOf, type Ruler } from '../../src/engine/root/index';
import { rulesOf, S } from './helpers';

interface Row {
  name: string;
  rule: string;
  setup: string;
  clearing: number | 'terrier';
  ruler: Ruler | null;
  /** rules that must be cited in the reasons */
  cites?: string[];
}

const ROWS: Row[] = [
  // 2.5 plain
  { name: 'majorité stricte', rule: '2.5', setup: 'automne/j=m,a/5:m3,a2', clearing: 5, ruler: 'marquise' },
  { name: 'bâtiments comptés avec les guerriers', rule: '2.5', setup: 'automne/j=m,a/5:a1,a-base_lapin,m1', clearing: 5, ruler: 'alliance' },
  { name: 'égalité : personne', rule: '2.5', setup: 'automne/j=m,a/5:m1,m-scierie,a2', clearing: 5, ruler: null },
  { name: 'les jetons ne comptent pas', rule: '2.5', setup: 'automne/j=m,a/5:m1,m-bois,m-bois,a2', clearing: 5, ruler: 'alliance' },
  { name: 'jeton seul : personne', rule: '2.5', setup: 'automne/j=a/5:a-sympathie', clearing: 5, ruler: null },
  { name: 'clairière vide', rule: '2.5', setup: 'automne/j=m', clearing: 12, ruler: null },
  { name: 'trois joueurs, égalité en tête', rule: '2.5', setup: 'automne/j=m,a,d/5:m2,a2,d1', clearing: 5, ruler: null },
  { name: 'Monument : à personne', rule: 'F.1.2', setup: 'automne/j=m/5:m1,monument', clearing: 5, ruler: 'marquise', cites: ['F.1.2'] },
  // Vagabond
  { name: 'pion du Vagabond : pas un guerrier', rule: '9.2.2', setup: 'automne/j=m,a,v/5:m1,a1,v-pion', clearing: 5, ruler: null, cites: ['9.2.2'] },
  { name: 'pion seul du Vagabond', rule: '9.2.2', setup: 'automne/j=v/5:v-pion', clearing: 5, ruler: null, cites: ['9.2.2'] },
  { name: 'Vagabot : pas un guerrier', rule: 'R7.2.1', setup: 'automne/j=m,v.robot/5:m1,v-pion', clearing: 5, ruler: 'marquise', cites: ['R7.2.1'] },
  // Eyrie
  { name: 'Seigneurs de la Forêt : égalité', rule: '7.2.2', setup: 'automne/j=m,c/10:m2,c2', clearing: 10, ruler: 'eyrie', cites: ['7.2.2'] },
  { name: 'Seigneurs de la Forêt : égalité à trois', rule: '7.2.2', setup: 'automne/j=m,c,a/10:m2,c1,c-perchoir,a1', clearing: 10, ruler: 'eyrie', cites: ['7.2.2'] },
  { name: 'Seigneurs de la Forêt : pas en tête', rule: '7.2.2', setup: 'automne/j=m,c/10:m3,c2', clearing: 10, ruler: 'marquise', cites: ['2.5'] },
  { name: 'Canopée Électrique : égalité', rule: 'R5.2.1', setup: 'automne/j=m,c.robot/10:m2,c-perchoir,c1', clearing: 10, ruler: 'eyrie', cites: ['R5.2.1'] },
  { name: 'Canopée Électrique : jamais une clairière vide', rule: 'R5.2.1', setup: 'automne/j=m,c.robot/10:m-bois', clearing: 10, ruler: null, cites: ['2.5'] },
  // Lizards
  { name: 'Pèlerins : un jardin contre 4 guerriers', rule: '10.2.4', setup: 'automne/j=m,l/7:m4,l-jardin_souris', clearing: 7, ruler: 'lizards', cites: ['10.2.4'] },
  { name: 'Pèlerins l’emporte sur Seigneurs de la Forêt', rule: '10.2.4', setup: 'automne/j=c,l/7:c1,l-jardin_souris', clearing: 7, ruler: 'lizards', cites: ['10.2.4'] },
  { name: 'Lézards Logiques : jardin', rule: 'R8.2.1', setup: 'automne/j=m,l.robot/7:m2,l-jardin_souris', clearing: 7, ruler: 'lizards', cites: ['R8.2.1'] },
  // Duchy
  { name: 'Terrier : toujours au Duché', rule: '12.2.2', setup: 'automne/j=m,d/1:d-tunnel,m3', clearing: 'terrier', ruler: 'duchy', cites: ['12.2.2'] },
  { name: 'Terrier du Duché Foreur', rule: 'R10.2.2', setup: 'automne/j=d.robot/T:d2', clearing: 'terrier', ruler: 'duchy', cites: ['R10.2.2'] },
  // Hundreds
  { name: 'le seigneur de guerre est un guerrier', rule: '14.2.2', setup: 'automne/j=s,m/5:s-seigneur,s1,m1', clearing: 5, ruler: 'hundreds', cites: ['14.2.2'] },
  { name: 'seigneur de guerre + 1 contre 2 : égalité', rule: '14.2.2', setup: 'automne/j=s,m/5:s-seigneur,s1,m2', clearing: 5, ruler: null, cites: ['2.5', '14.2.2'] },
  // Mercenaries
  { name: 'mercenaires pendant le Jour de l’acheteur', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,a,r/t=m.jour/5:m2,r1,a2', clearing: 5, ruler: 'marquise', cites: ['11.2.7.III'] },
  { name: 'mercenaires au Crépuscule de l’acheteur', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,a,r/t=m.crepuscule/5:m2,r1,a2', clearing: 5, ruler: 'marquise', cites: ['11.2.7.III'] },
  { name: 'mercenaires : pas à l’Aurore', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,a,r/t=m.aurore/5:m2,r1,a2', clearing: 5, ruler: null, cites: ['11.2.7.III'] },
  { name: 'mercenaires : pas au tour d’un autre', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,a,r/t=a.jour/5:m2,r1,a2', clearing: 5, ruler: null, cites: ['11.2.7.III'] },
  // FAQ officielle (Seigneur des Cents n° 2, Marquise n° 1): for rule, mercenaries count for the buyer even
  // against the Company, which no longer counts them; « other than the Company » limits battle only
  { name: 'mercenaires : aussi face à la Compagnie', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,r/t=m.jour/5:m1,r2', clearing: 5, ruler: 'marquise', cites: ['11.2.7.III'] },
  { name: 'mercenaires : la Marquise sans aucune pièce contrôle une clairière de guerriers de la Compagnie', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,r/t=m.jour/5:r2', clearing: 5, ruler: 'marquise', cites: ['11.2.7.III'] },
  { name: 'mercenaires : une Foule et un guerrier de la Compagnie', rule: '11.2.7.III', setup: 'automne/j=s.mercenaires,r/t=s.jour/5:s-foule,r1', clearing: 5, ruler: 'hundreds', cites: ['11.2.7.III'] },
  { name: 'mercenaires : un comptoir est un jeton, les Cents contrôlent (mais n’oppriment pas)', rule: '11.2.7.III', setup: 'automne/j=s.mercenaires,r/t=s.jour/5:s-foule,r1,r-comptoir_lapin', clearing: 5, ruler: 'hundreds', cites: ['11.2.7.III', '2.5'] },
  { name: 'mercenaires : au tour de la Compagnie, ses guerriers sont les siens', rule: '11.2.7.III', setup: 'automne/j=m.mercenaires,r/t=r.jour/5:m1,r2', clearing: 5, ruler: 'riverfolk', cites: ['11.2.7.III'] },
  { name: 'mercenaires des Robots de la Rivière : aussi contre eux pour le contrôle', rule: 'R9.2.3.III', setup: 'automne/j=m.mercenaires,r.robot/t=m.jour/5:m1,r2', clearing: 5, ruler: 'marquise', cites: ['R9.2.3.III'] },
  // Nomads
  { name: 'Nomades supervisés (exemple du livret)', rule: 'E.3.1', setup: 'automne/j=c,l/n=gf-c/10:c1,gf1,l2', clearing: 10, ruler: 'eyrie', cites: ['E.3.1', '7.2.2'] },
  { name: 'superviseur avec seulement des pièces Nomades', rule: 'E.3.1', setup: 'automne/j=a,d/n=gf-a/5:gf2,d1', clearing: 5, ruler: 'alliance', cites: ['E.3.1'] },
  { name: 'Nomade non supervisé : contrôle comme un joueur', rule: 'E.3.1', setup: 'automne/j=a/n=gf/5:gf2,a1', clearing: 5, ruler: 'forest_patrol', cites: ['E.3.1'] },
  { name: 'Merles Nobles : le superviseur gagne les égalités', rule: 'E.2.2', setup: 'automne/j=m,a/n=dd-a.retro/5:a2,m2', clearing: 5, ruler: 'alliance', cites: ['E.2.2'] },
  // Cooperative game
  { name: 'partie coopérative : les humains s’additionnent', rule: 'R3', setup: 'automne/j=m,a,c.robot/o=coop/5:m1,a1,c1', clearing: 5, ruler: 'humans', cites: ['R3'] },
  { name: 'sans coopération : la Canopée Électrique gagne l’égalité', rule: 'R5.2.1', setup: 'automne/j=m,a,c.robot/5:m1,a1,c1', clearing: 5, ruler: 'eyrie', cites: ['R5.2.1'] },
];

describe('contrôle (2.5 et ses exceptions)', () => {
  for (const row of ROWS) {
    it(`${row.rule} — ${row.name}`, () => {
      const v = controlOf(S(row.setup), row.clearing);
      expect(v.ruler).toBe(row.ruler);
      expect(v.reasons.length).toBeGreaterThan(0);
      for (const r of row.cites ?? [row.rule]) expect(rulesOf(v.reasons)).toContain(r);
    });
  }

  it('le décompte donne guerriers, bâtiments et total', () => {
    const v = controlOf(S('automne/j=m,c/10:m2,m-scierie,c3'), 10);
    const m = v.tally.find((t) => t.owner === 'marquise');
    expect(m).toMatchObject({ warriors: 2, buildings: 1, total: 3 });
    expect(v.ruler).toBe('eyrie');
  });

  it('l’explication suit la typographie française', () => {
    const v = controlOf(S('automne/j=m,c/10:m3,m-scierie,c4'), 10);
    const text = v.reasons[0]!.text;
    expect(text).toContain('Marquise\u00a0: 3 guerriers + 1 bâtiment = 4');
    expect(text).toContain('égalité');
    expect(v.reasons.some((r) => r.rule === '7.2.2')).toBe(true);
  });

  it('lieu inconnu : pas d’exception', () => {
    expect(controlOf(S('automne/j=m'), 13).reasons[0]!.rule).toBe('2.2');
    expect(controlOf(S('automne/j=m'), 'terrier').ruler).toBeNull();
  });

  it('controlAll couvre les 12 clairières, et le Terrier avec le Duché', () => {
    expect(controlAll(S('automne/j=m'))).toHaveLength(12);
    expect(controlAll(S('automne/j=d')).map((v) => v.clearing)).toContain('terrier');
  });
});

describe('robustesse', () => {
  it('controlOf et controlAll ne lèvent pas d’exception sur une position non validée', () => {
    const bad = { map: 'printemps', clearings: {}, players: {} } as never;
    expect(controlOf(bad, 1).ruler).toBeNull();
    expect(controlAll(bad)).toEqual([]);
  });
});
