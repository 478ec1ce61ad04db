// Search: reading a rule number (and the game or book before it) out of a
// query, the rules it offers, and the game and book each page is filed under.
import { describe, expect, it } from 'vitest';
import { parseRuleQuery, ruleJumps, type JumpContext, type RegleJson } from '../../src/lib/rule-query';
import { BOOKS, pagePlace, placeLabels, ruleJumpData } from '../../src/lib/rules-index.mjs';
import { gameOfPath, searchWords } from '../../src/lib/games';

const site = ruleJumpData();

// A game with no rule of a number: the site without Tiny Epic Tactics' book, to check that a game
// named in the query never borrows another game's rule.
const withoutTet: RegleJson = {
  books: Object.fromEntries(Object.entries(site.books).filter(([id]) => id !== 'tet')),
  rules: site.rules.filter(([, book]) => book !== 'tet'),
};

/** query, what the search reads in it, the first rule offered (book:number) or none */
const table: Array<[string, ReturnType<typeof parseRuleQuery>, string | null]> = [
  ['4.3.2', { n: '4.3.2' }, 'loi:4.3.2'],
  ['7.7.3', { n: '7.7.3' }, 'loi:7.7.3'],
  ['C.2.5', { n: 'C.2.5' }, 'loi:C.2.5'],
  ['c.2.5', { n: 'C.2.5' }, 'loi:C.2.5'],
  ['  4.3.2.  ', { n: '4.3.2' }, 'loi:4.3.2'],
  ['8.4.2.ii.a', { n: '8.4.2.II.a' }, 'loi:8.4.2.II.a'],
  ['robotique 5.5.1', { n: '5.5.1', books: ['robotique'] }, 'robotique:5.5.1'],
  ['Robotique 4.3.2', { n: '4.3.2', books: ['robotique'] }, 'robotique:4.3.2'],
  ['Les Lois de la Robotique 7.7.3', { n: '7.7.3', books: ['robotique'] }, 'robotique:7.7.3'],
  ['Loi de Root 4.2.1', { n: '4.2.1', game: 'root', books: ['loi'] }, 'loi:4.2.1'],
  ['root 4.3.2', { n: '4.3.2', game: 'root' }, 'loi:4.3.2'],
  // A game named in the query: that game's rule only, never Root's rule of that number.
  ['oath 4.3.2', { n: '4.3.2', game: 'oath' }, 'oath:4.3.2'],
  ['Oath 5.5.2', { n: '5.5.2', game: 'oath' }, 'oath:5.5.2'],
  ['OATH 5.5.7.iii', { n: '5.5.7.III', game: 'oath' }, 'oath:5.5.7.III'],
  ['oath 9.9.9', { n: '9.9.9', game: 'oath' }, null],
  ['tet 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, 'tet:4.3.2'],
  ['TET 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, 'tet:4.3.2'],
  ['tiny epic tactics 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, 'tet:4.3.2'],
  ['Tiny Epic Tactics 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, 'tet:4.3.2'],
  ['regles 4.3.2', { n: '4.3.2', books: ['tet'] }, 'tet:4.3.2'],
  // A book of another game than the one named: nothing fits.
  ['oath robotique 5.5.1', { n: '5.5.1', game: 'oath', books: [] }, null],
  // Words that only look like a game or book name are not one.
  ['tête 4.3.2', { n: '4.3.2' }, 'loi:4.3.2'],
  ['rootbotique 4.3.2', { n: '4.3.2', books: ['robotique'] }, 'robotique:4.3.2'],
  ['lois 4.3.2', { n: '4.3.2' }, 'loi:4.3.2'],
  // Not a rule number.
  ['embuscade', undefined, null],
  ['4.3.2 embuscade', undefined, null],
  ['16.1', undefined, null],
  ['4', undefined, null],
  ['4.3.2.I.a.b', undefined, null],
  ['h.1', undefined, null],
];

describe('recherche par numéro : ce que la recherche lit dans la requête', () => {
  for (const [input, parsed, first] of table) {
    it(`« ${input} »`, () => {
      const query = parseRuleQuery(input, site.books);
      expect(query).toEqual(parsed);
      const jumps = query ? ruleJumps(query, site) : [];
      expect(jumps[0] ? `${jumps[0][1]}:${jumps[0][2]}` : null).toBe(first);
      // Every rule offered has exactly the number asked for, in the game asked for.
      for (const [game, , n] of jumps) {
        expect(n).toBe(query!.n);
        if (query!.game) expect(game).toBe(query!.game);
      }
    });
  }

  it('« 4.3.2 » propose la règle de chaque livre qui l’a, la Loi de Root d’abord, avec son adresse', () => {
    const jumps = ruleJumps(parseRuleQuery('4.3.2', site.books)!, site);
    expect(jumps.map(([game, book, n, href]) => [game, book, n, href])).toEqual([
      ['root', 'loi', '4.3.2', '/root/loi/actions-principales/#4.3.2'],
      ['root', 'robotique', '4.3.2', '/root/robotique/marquise-mecanique/#4.3.2'],
      ['oath', 'oath', '4.3.2', '/oath/loi/sequence-de-jeu/#4.3.2'],
      ['tiny-epic-tactics', 'tet', '4.3.2', '/tiny-epic-tactics/regles/actions/#4.3.2'],
    ]);
  });
});

describe('recherche par numéro : le filtre de jeu et la page lue', () => {
  const cases: Array<[string, JumpContext, RegleJson, string[]]> = [
    ['5.5.2', {}, site, ['root/robotique', 'oath/oath']],
    ['5.5.2', { filter: 'root' }, site, ['root/robotique']],
    // The Oath filter: Oath's rules only, never Root's.
    ['5.5.2', { filter: 'oath' }, site, ['oath/oath']],
    ['5.5.4', { filter: 'oath' }, site, ['oath/oath']],
    ['4.3.2', { filter: 'tiny-epic-tactics' }, site, ['tiny-epic-tactics/tet']],
    ['5.5.2', { filter: 'tiny-epic-tactics' }, site, []],
    // A game or book named in the query wins over the filter.
    ['robotique 5.5.1', { filter: 'oath' }, site, ['root/robotique']],
    ['root 5.5.2', { filter: 'oath' }, site, ['root/robotique']],
    ['tet 4.3.2', { filter: 'root' }, site, ['tiny-epic-tactics/tet']],
    // The game of the page being read comes first.
    ['5.5.2', { here: 'oath' }, site, ['oath/oath', 'root/robotique']],
    // « loi » names the Law of Root and the Law of Oath.
    ['loi 5.5.2', {}, site, ['oath/oath']],
    ['oath loi 5.5.2', {}, site, ['oath/oath']],
    ['root loi 4.3.2', {}, site, ['root/loi']],
    // A game named in the query that lacks the number: no jump at all, never another game's rule.
    ['tet 4.3.2', {}, withoutTet, []],
  ];
  for (const [input, context, data, expected] of cases) {
    it(`« ${input} » ${JSON.stringify(context)}${data === withoutTet ? ' (sans Tiny Epic Tactics)' : ''}`, () => {
      const jumps = ruleJumps(parseRuleQuery(input, data.books)!, data, context);
      expect(jumps.map(([game, book]) => `${game}/${book}`)).toEqual(expected);
    });
  }
});

describe('recherche : le jeu et le livre de chaque page', () => {
  it('chaque livre de règles appartient à un jeu du site', () => {
    for (const [id, book] of Object.entries(BOOKS)) expect([id, gameOfPath(`/${book.dir}/`)]).toEqual([id, book.game]);
  });

  const pages: Array<[string, string | undefined, string | undefined]> = [
    ['content/root/loi/actions-principales.mdx', 'Root', 'La Loi de Root'],
    ['content/root/loi/index.mdx', 'Root', 'La Loi de Root'],
    ['content/root/robotique/vagabot.mdx', 'Root', 'Les Lois de la Robotique'],
    ['content/root/apprendre/jeu-de-base.mdx', 'Root', 'Apprendre'],
    ['content/root/editions/index.mdx', 'Root', 'Éditions'],
    ['content/root/plateau.mdx', 'Root', undefined],
    ['content/root/index.mdx', 'Root', undefined],
    ['content/oath/index.mdx', 'Oath', undefined],
    ['content/oath/loi/actions-majeures.mdx', 'Oath', 'La Loi d’Oath'],
    ['content/oath/sites.mdx', 'Oath', undefined],
    ['content/tiny-epic-tactics/index.mdx', 'Tiny Epic Tactics', undefined],
    ['content/tiny-epic-tactics/regles/riposte.mdx', 'Tiny Epic Tactics', 'Les règles de Tiny Epic Tactics'],
    ['content/index.mdx', undefined, undefined],
  ];
  for (const [file, game, book] of pages) {
    it(file, () => {
      const place = pagePlace(`${process.cwd()}/${file}`);
      expect([place.game?.label, place.book?.label]).toEqual([game, book]);
    });
  }

  it('les noms par dossier couvrent chaque dossier de jeu et de livre qui a des pages', () => {
    const labels = placeLabels();
    expect(labels).toMatchObject({
      root: 'Root',
      'root/loi': 'La Loi de Root',
      'root/robotique': 'Les Lois de la Robotique',
      'root/apprendre': 'Apprendre',
      'root/editions': 'Éditions',
    });
    expect(Object.keys(labels).every((k) => gameOfPath(`/${k}/`))).toBe(true);
  });

  it('les mots se comparent sans accents ni majuscules', () => {
    expect(searchWords('  Tiny-Épic  TACTICS ')).toBe('tiny epic tactics');
  });
});
