import { describe, expect, it } from 'vitest';
import { decodeSetup, decodeSituation, encodeSetup, encodeSituation, readSituationText, type Setup } from '../../src/engine/root/index';
import { rulesOf } from './helpers';

const EXAMPLES: [string, Setup][] = [
  [
    'automne/j=m,c/t=m.jour/1:m3,m-scierie,m-donjon;5:c2,c-perchoir',
    {
      map: 'automne',
      clearings: {
        '1': { warriors: { marquise: 3 }, buildings: [{ owner: 'marquise', kind: 'sawmill' }], tokens: [{ owner: 'marquise', kind: 'keep' }] },
        '5': { warriors: { eyrie: 2 }, buildings: [{ owner: 'eyrie', kind: 'roost' }] },
      },
      players: { marquise: {}, eyrie: {} },
      turn: 'marquise',
      phase: 'jour',
    },
  ],
  [
    'lac/j=m.robot,v.hostiles-m.allies-r.bottes-2,r/r=11.utilise/11:r2,v-pion;12:r-comptoir_lapin',
    {
      map: 'lac',
      clearings: { '11': { warriors: { riverfolk: 2 }, pawns: ['vagabond'] }, '12': { tokens: [{ owner: 'riverfolk', kind: 'trade_post_rabbit' }] } },
      players: { marquise: { bot: true }, vagabond: { hostile: ['marquise'], allied: ['riverfolk'], boots: 2 }, riverfolk: {} },
      ferry: 11,
      ferryUsed: true,
    },
  ],
  [
    'montagne/j=d,k,g/f=2-5.3-7/6:k1,k-piege!;9:-ruine;10:ruine(botte);T:d4;4_7_12:g-statuette2!,g-bijou',
    {
      map: 'montagne',
      clearings: {
        '6': { warriors: { corvids: 1 }, tokens: [{ owner: 'corvids', kind: 'snare', faceUp: true }] },
        '9': { ruin: false },
        '10': { items: ['boot'] },
      },
      burrow: { warriors: { duchy: 4 } },
      forests: { '4_7_12': { relics: [{ kind: 'statuette', value: 2, faceUp: true }, { kind: 'jewel' }] } },
      closedPaths: [
        [2, 5],
        [3, 7],
      ],
      players: { duchy: {}, corvids: {}, keepers: {} },
    },
  ],
  [
    'hiver/j=a,s/c=rlsrlsrlsrls/n=gf-a.retro,fl/o=coop/5:s2,gf1,s-seigneur',
    {
      map: 'hiver',
      suits: ['fox', 'rabbit', 'mouse', 'fox', 'rabbit', 'mouse', 'fox', 'rabbit', 'mouse', 'fox', 'rabbit', 'mouse'],
      clearings: { '5': { warriors: { hundreds: 2, forest_patrol: 1 }, warlord: true } },
      players: { alliance: {}, hundreds: {} },
      nomads: { forest_patrol: { supervisor: 'alliance', demoted: true }, flotilla: {} },
      coop: true,
    },
  ],
];

describe('notation', () => {
  for (const [text, setup] of EXAMPLES) {
    it(`lit ${text}`, () => {
      const d = decodeSetup(text);
      expect(d).toEqual({ ok: true, setup });
      expect(encodeSetup(setup)).toBe(text);
    });
  }

  it('accepte les noms du moteur, l’ordre libre et les doublons de guerriers', () => {
    const d = decodeSetup(' automne/t=c/j=c,m/5:c1,c-roost,c1/1:m-keep ');
    expect(d.ok).toBe(false); // two board sections
    const e = decodeSetup('automne/t=c/j=c,m/5:c1,c-roost,c1;1:m-keep');
    expect(e).toEqual({
      ok: true,
      setup: {
        map: 'automne',
        clearings: { '1': { tokens: [{ owner: 'marquise', kind: 'keep' }] }, '5': { warriors: { eyrie: 2 }, buildings: [{ owner: 'eyrie', kind: 'roost' }] } },
        players: { marquise: {}, eyrie: {} },
        turn: 'eyrie',
      },
    });
  });

  it('accepte le texte encodé pour une URL', () => {
    expect(decodeSetup(encodeURIComponent('automne/j=m/1:m2'))).toEqual(decodeSetup('automne/j=m/1:m2'));
  });

  // Each message says, in the reader's terms, what is wrong and where (a clearing, a faction), never
  // the notation's syntax or its codes: a share link is read by this code.
  const BAD: [string, RegExp][] = [
    ['', /Carte inconnue/],
    ['printemps/j=m', /Carte inconnue : la position se joue sur l’Automne, l’Hiver, le Lac ou la Montagne/],
    ['automne/j=x', /Joueurs : une faction inconnue/],
    ['automne/j=m.dormeur', /Marquise de Chat : un réglage n’est pas reconnu/],
    ['automne/t=m.midi', /Phase inconnue : Aurore, Jour ou Crépuscule/],
    ['automne/c=rls', /une par clairière, de la 1 à la 12/],
    ['automne/q=1', /Une partie de la position n’est pas reconnue/],
    ['automne/j=m/j=c', /La position décrit deux fois la liste des joueurs/],
    ['automne/1:m3;1:m2', /clairière 1 est donnée deux fois/],
    ['automne/13:m1', /Lieu inconnu : les clairières vont de 1 à 12/],
    ['automne/1:zz3', /Clairière 1 : des guerriers d’une faction inconnue/],
    ['automne/1:m-chateau', /Clairière 1 : La Marquise n’a pas cette pièce/],
    ['automne/2:c-pion', /Clairière 2 : La Canopée n’a pas de pion/],
    ['automne/1:m3+', /Clairière 1 : pièce illisible/],
    ['automne/1_5_9:m2', /Bois 1-5-9 : pièce illisible \(seuls un pion ou une relique vont dans un bois\)/],
    ['automne/1:ruine(dague)', /Clairière 1 : objet inconnu dans la ruine/],
    ['automne/j=s.humeur-joyeux', /Seigneur des Cents : humeur inconnue/],
    ['automne/j=v.epees-x', /épées intactes : un nombre de 0 à 99 est attendu/],
    ['automne/r=x', /Radeau illisible/],
    ['automne/f=1_2', /Chemin fermé illisible/],
    ['automne/1:m%ZZ', /mal encodée/],
  ];
  for (const [text, message] of BAD) {
    it(`refuse ${JSON.stringify(text)} avec un message clair`, () => {
      const d = decodeSetup(text);
      expect(d.ok).toBe(false);
      if (!d.ok) {
        const said = d.problems.map((p) => p.text.replace(/[\u00a0\u202f]/g, ' ')).join(' ');
        expect(said).toMatch(message);
        expect(rulesOf(d.problems)).toContain('format');
        // nothing of the notation: no « x= » part, no code list, no raw fragment of the text
        expect(said).not.toMatch(/[a-z]=|«\s*[a-z]{1,2}\s*»|\(m, c|[0-9]:[a-z]/);
      }
    });
  }

  it('ne vérifie que la syntaxe : les règles restent à validate()', () => {
    expect(decodeSetup('automne/1:m40').ok).toBe(true);
  });
});

describe('notation des situations', () => {
  it('code une question de déplacement avec règle et titre', () => {
    const setup: Setup = { map: 'automne', clearings: { '1': { warriors: { marquise: 2 } } }, players: { marquise: {} } };
    const text = encodeSituation({ v: 1, setup, question: { kind: 'movement', mover: 'marquise', from: 1 }, rule: '4.2.1', title: 'Départ / arrivée ?' });
    expect(text).toBe('deplacement.m.1/regle=4.2.1/titre=D%C3%A9part%20%2F%20arriv%C3%A9e%20%3F/automne/j=m/1:m2');
    expect(decodeSituation(text)).toEqual({
      ok: true,
      situation: { v: 1, setup, question: { kind: 'movement', mover: 'marquise', from: 1 }, rule: '4.2.1', title: 'Départ / arrivée ?' },
    });
  });

  it('questions de contrôle, de bois et de placement', () => {
    const a = decodeSituation('v1/controle.T/automne/j=d');
    expect(a.ok && a.situation.question).toEqual({ kind: 'control', clearing: 'terrier' });
    const b = decodeSituation('deplacement.v.1_5_9/montagne/j=v/1_5_9:v-pion');
    expect(b.ok && b.situation.question).toEqual({ kind: 'movement', mover: 'vagabond', from: { forest: '1_5_9' } });
    const c = decodeSituation('placement.c.1.batiment-perchoir/automne/j=m,c/1:m-donjon');
    expect(c.ok && c.situation.question).toEqual({ kind: 'placement', owner: 'eyrie', place: 1, piece: { category: 'building', kind: 'roost' } });
  });

  it('refuse une situation illégale avec les problèmes de la position', () => {
    const d = decodeSituation('controle/automne/j=m/1:m30');
    expect(d.ok).toBe(false);
    if (!d.ok) expect(rulesOf(d.problems)).toContain('1.5.1');
    const e = decodeSituation('quoi/automne');
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.problems[0]!.text).toMatch(/Question inconnue/);
  });

  it('readSituationText lit la syntaxe seule : même situation que decodeSituation pour un texte légal, sans juger les règles', () => {
    for (const text of [
      'deplacement.m.1/regle=4.2.1/titre=D%C3%A9part/automne/j=m/1:m2',
      'combat.5.m.c.embuscade-renard.jet-3-1/automne/j=m,c/5:m3,c2,c-perchoir',
      'controle/automne/j=m,c,a,v,r/t=m.jour/1:m4,m-scierie,m-donjon;2:c6;6:a1,a-sympathie;1_2_5_10:v-pion',
    ]) {
      const full = decodeSituation(text);
      expect(full.ok, text).toBe(true);
      expect(readSituationText(text), text).toEqual(full);
    }
    // 30 warriors break 1.5.1: the syntax is sound, only the validation refuses it.
    expect(readSituationText('controle/automne/j=m/1:m30').ok).toBe(true);
    expect(decodeSituation('controle/automne/j=m/1:m30').ok).toBe(false);
    const bad = readSituationText('quoi/automne');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]!.text).toMatch(/Question inconnue/);
  });
});

describe('exemples de docs/situations.md', () => {
  it('chaque notation d’exemple se lit et la position est légale', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../docs/situations.md', import.meta.url), 'utf8');
    const examples = [...doc.matchAll(/`((?:automne|hiver|lac|montagne)\/[^`]*)`/g)].map((m) => m[1]!);
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const e of examples) {
      const d = decodeSetup(e);
      expect(d.ok, e).toBe(true);
    }
    const { validate } = await import('../../src/engine/root/index');
    for (const e of examples) {
      const d = decodeSetup(e);
      if (d.ok) expect(validate(d.setup).problems, e).toEqual([]);
    }
    for (const m of doc.matchAll(/`((?:controle|deplacement|placement)[^`]*)`/g)) {
      if (!m[1]!.includes('/')) continue;
      expect(decodeSituation(m[1]!).ok, m[1]).toBe(true);
    }
  });
});
