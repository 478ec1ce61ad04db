// The islands' shared link reader (src/islands/commun/lien.ts): a damaged link of any game, or a
// link of another game, opens the page's own situation with a French alert that says what
// happened and what was kept, and never shows the link's text, a game id, an engine field or an
// exception. Links of each game are built by that game's engine, from the site's own situations.
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_NAMES, UNREADABLE, initialSituation, linkGameOf, readShared, type LinkGame } from '../../src/islands/commun/lien';
import { SITUATIONS } from '../../src/engine/games';
import { SHARE_LINK_GAMES } from '../../src/engine/links';
import { linkText } from '../../src/engine/core/situation';
import * as oath from '../../src/engine/oath/situation';
import * as tet from '../../src/engine/tet/situation';
import * as root from '../../src/engine/root/situation';

const OATH: LinkGame<oath.Situation> = { id: 'oath', of: 'd’Oath', decode: oath.decodeSituation, encode: oath.encodeSituation };
const TET: LinkGame<tet.Situation> = { id: 'tet', of: 'de Tiny Epic Tactics', decode: tet.decodeSituation, encode: tet.encodeSituation };
const ROOT: LinkGame<root.Situation> = { id: 'root', of: 'de Root', decode: root.decodeSituation, encode: root.encodeSituation };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GAMES: Record<'oath' | 'tet' | 'root', LinkGame<any>> = { oath: OATH, tet: TET, root: ROOT };
const DIRS = { oath: 'content/oath/situations', tet: 'content/tiny-epic-tactics/situations', root: 'content/root/situations' } as const;

/** Every situation file of a game, as the share-link text its islands write. */
function linksOf(id: keyof typeof GAMES): string[] {
  const game = SITUATIONS.games.get(id)!;
  return readdirSync(DIRS[id])
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const { game: _g, ...body } = JSON.parse(readFileSync(join(DIRS[id], f), 'utf8')) as Record<string, unknown>;
      void _g;
      const r = game.read(body);
      if (!r.ok) throw new Error(`${f} : ${JSON.stringify(r.problems)}`);
      return linkText(id, game.encode(r.situation), SHARE_LINK_GAMES);
    });
}

/** What a reader may never see in an alert: ids, link syntax, engine names, exceptions. */
const FORBIDDEN = [
  /\b(root|oath|tet)\b/, // game ids (the names « Root », « Oath » are fine)
  /OATH-\d/,
  /[=%~{}[\]|]/,
  /\/\w/,
  /\b(kind|setup|question|targets|warbands|player\d|chancellor|undefined|null|NaN|Error|TypeError|JSON)\b/,
  /\bcampagne\.|\bj=|\bm=/,
];
function expectReadable(alert: { rule: string; text: string }[]) {
  expect(alert.length).toBeGreaterThan(0);
  for (const a of alert) {
    for (const bad of FORBIDDEN) expect(a.text, a.text).not.toMatch(bad);
    expect(a.text).not.toMatch(/ [:;!?»]/); // French typography: no ordinary space before
    expect(a.text).toMatch(/^[A-ZÀ-Ü«]/);
  }
}

describe('le lecteur commun des liens', () => {
  it('connaît le nom de chaque jeu des liens, tel que le registre le donne', () => {
    for (const id of SHARE_LINK_GAMES.ids) expect(GAME_NAMES[id]).toBe(SITUATIONS.games.get(id)?.name);
  });

  for (const id of Object.keys(GAMES) as (keyof typeof GAMES)[]) {
    const links = linksOf(id);
    it(`reconnaît chaque lien de ${GAME_NAMES[id]} du site comme le sien, et le relit`, () => {
      expect(links.length).toBeGreaterThan(0);
      for (const l of links) {
        expect(linkGameOf(l)).toBe(id);
        expect(readShared(GAMES[id], l).ok).toBe(true);
      }
    });
    for (const other of Object.keys(GAMES) as (keyof typeof GAMES)[]) {
      if (other === id) continue;
      it(`un lien de ${GAME_NAMES[other]} sur un explorateur de ${GAME_NAMES[id]} : « autre jeu », nommé en clair`, () => {
        for (const l of linksOf(other)) {
          const r = readShared(GAMES[id], l);
          expect(r.ok).toBe(false);
          if (r.ok) continue;
          expect(r.alert).toHaveLength(1);
          expect(r.alert[0]!.text).toContain(`autre jeu (${GAME_NAMES[other]})`);
          expect(r.alert[0]!.text).toContain('situation de départ');
          expectReadable(r.alert);
        }
      });
    }

    it(`des liens de ${GAME_NAMES[id]} abîmés : « illisible », la situation de départ gardée, rien de technique`, () => {
      const good = links[0]!;
      const damaged = [
        '',
        ' ',
        'n’importe quoi',
        'xyz/abc',
        '%E0%A4%A',
        `${id}`,
        `${id}/`,
        `${id}/%%%`,
        good.slice(0, Math.floor(good.length / 2)),
        good.slice(0, good.length - 3),
        `${good}/zz=1`,
        good.replace(/\d/g, '9'),
        good.replace(/[a-z]/, 'Z'),
        `${good}~~`,
        good.split('').reverse().join(''),
        'x'.repeat(30000),
      ];
      for (const d of damaged) {
        const r = readShared(GAMES[id], d);
        if (r.ok) continue; // a change that still reads as a legal situation is fine
        expectReadable(r.alert);
        expect(r.alert[0]!.text).toMatch(/situation de départ de la page/);
      }
      // the plainly broken ones are told unreadable, not « another game »
      for (const d of ['', 'n’importe quoi', 'xyz/abc', `${id}/`, `${id}/%%%`]) {
        const r = readShared(GAMES[id], d);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.alert).toEqual([{ rule: 'format', text: UNREADABLE }]);
      }
    });
  }

  it('une position que les règles interdisent : l’alerte le dit, avec les règles en cause', () => {
    // Two copies of one site on the map (2.8): read, then refused by the rules.
    const text = 'oath/titre/supr/j=ch.p1/m=cite_antique,cite_antique,grand_taudis,tribunal,riviere,marecages,mine,bois_profonds';
    const r = readShared(OATH, text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.alert[0]!.text).toMatch(/règles ne permettent pas/);
    expect(r.alert.slice(1).map((a) => a.rule)).toContain('2.8');
    expectReadable(r.alert);
  });
});

describe('la situation d’ouverture d’un îlot', () => {
  const g = globalThis as { window?: unknown };
  afterEach(() => {
    delete g.window;
  });
  const page = linksOf('oath')[0]!.slice('oath/'.length);
  const fallback = oath.decodeSituation(page);
  if (!fallback.ok) throw new Error('situation de page illisible');
  const open = (search: string) => {
    g.window = { location: { search } };
    return initialSituation(OATH, 'essai-x', page, fallback.situation);
  };

  it('sans lien : la situation de la page, sans alerte', () => {
    expect(open('')).toMatchObject({ alert: [], shared: false });
  });
  it('un lien pour un autre explorateur de la page : ignoré sans alerte', () => {
    expect(open('?essai=autre&s=n%27importe')).toMatchObject({ alert: [], shared: false });
  });
  it('un lien illisible, un lien de Root : la situation de la page et une alerte lisible', () => {
    for (const s of ['oath%2Fcampagne.j2.zz.%25%25%25', 'controle%2Fautomne', 'zzz']) {
      const r = open(`?essai=essai-x&s=${s}`);
      expect(r.shared).toBe(false);
      expect(oath.encodeSituation(r.s)).toBe(page);
      expectReadable(r.alert);
    }
  });
  it('un bon lien : sa situation', () => {
    const other = linksOf('oath')[1] ?? linksOf('oath')[0]!;
    const r = open(`?essai=essai-x&s=${encodeURIComponent(other)}`);
    expect(r).toMatchObject({ alert: [], shared: true });
    expect(`oath/${oath.encodeSituation(r.s)}`).toBe(other);
  });
});
