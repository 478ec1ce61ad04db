// Search: reading a rule number (and the game or book before it) out of a
// query, the rules it offers, and the game and book each page is filed under.
import { describe, expect, it } from 'vitest';
import {
  parseRuleQuery,
  prefixFilters,
  prefixNote,
  readSearchPrefix,
  ruleJumps,
  ruleNumberOnly,
  searchGame,
  type RegleJson,
} from '../../src/lib/rule-query';
import { BOOKS, pagePlace, placeLabels, ruleJumpData, searchPrefixes } from '../../src/lib/rules-index.mjs';
import { gameOfPath, searchWords } from '../../src/lib/games';
import { searchThrough } from '../../src/scripts/recherche-pagefind';

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

const prefixes = searchPrefixes();

describe('recherche par numéro : le jeu choisi, le préfixe et la page lue', () => {
  // `picked`: the game chosen in the dialog; the jump is restricted to the game a prefix names,
  // else to that one (searchGame), as the dialog does (src/scripts/recherche.ts).
  const cases: Array<[string, { picked?: string; here?: string }, RegleJson, string[]]> = [
    ['5.5.2', {}, site, ['root/robotique', 'oath/oath']],
    ['5.5.2', { picked: 'root' }, site, ['root/robotique']],
    // The Oath filter: Oath's rules only, never Root's.
    ['5.5.2', { picked: 'oath' }, site, ['oath/oath']],
    ['5.5.4', { picked: 'oath' }, site, ['oath/oath']],
    ['6.1', { picked: 'oath' }, site, ['oath/oath']],
    ['4.3.2', { picked: 'tiny-epic-tactics' }, site, ['tiny-epic-tactics/tet']],
    ['5.5.2', { picked: 'tiny-epic-tactics' }, site, []],
    // A game or book typed first wins over the game picked (and the dialog says so).
    ['tet 6.1', { picked: 'oath' }, site, ['tiny-epic-tactics/tet']],
    ['robotique 5.5.1', { picked: 'oath' }, site, ['root/robotique']],
    ['root 5.5.2', { picked: 'oath' }, site, ['root/robotique']],
    ['tet 4.3.2', { picked: 'root' }, site, ['tiny-epic-tactics/tet']],
    // A book word that is no prefix (« loi » names two books, « règles » is an ordinary word):
    // the game picked holds.
    ['loi 5.5.2', { picked: 'root' }, site, []],
    ['regles 4.3.2', { picked: 'oath' }, site, []],
    // The game of the page being read comes first.
    ['5.5.2', { here: 'oath' }, site, ['oath/oath', 'root/robotique']],
    // « loi » names the Law of Root and the Law of Oath.
    ['loi 5.5.2', {}, site, ['oath/oath']],
    ['oath loi 5.5.2', {}, site, ['oath/oath']],
    ['root loi 4.3.2', {}, site, ['root/loi']],
    // A game named in the query that lacks the number: no jump at all, never another game's rule.
    ['tet 4.3.2', {}, withoutTet, []],
  ];
  for (const [input, { picked, here }, data, expected] of cases) {
    it(`« ${input} » ${JSON.stringify({ picked, here })}${data === withoutTet ? ' (sans Tiny Epic Tactics)' : ''}`, () => {
      const filter = searchGame(readSearchPrefix(input, prefixes), picked);
      const jumps = ruleJumps(parseRuleQuery(input, data.books)!, data, { filter, here });
      expect(jumps.map(([game, book]) => `${game}/${book}`)).toEqual(expected);
    });
  }
});

describe('recherche en texte intégral : un jeu ou un livre tapé en tête est un filtre, pas un mot', () => {
  const tet = 'Tiny Epic Tactics';
  /** query, what is left to search, Pagefind's filters (with no game picked) */
  const table: Array<[string, string, Record<string, string[]>]> = [
    ['tet 6.1', '6.1', { jeu: [tet] }],
    ['TET 6.1', '6.1', { jeu: [tet] }],
    ['Tiny Epic Tactics 6.1', '6.1', { jeu: [tet] }],
    ['tiny-epic tactics riposte', 'riposte', { jeu: [tet] }],
    ['oath 5.5.2', '5.5.2', { jeu: ['Oath'] }],
    ['Oath campagne', 'campagne', { jeu: ['Oath'] }],
    ['root embuscade', 'embuscade', { jeu: ['Root'] }],
    ['robotique 5.5.1', '5.5.1', { jeu: ['Root'], livre: ['Les Lois de la Robotique'] }],
    ['Rootbotique vagabot', 'vagabot', { jeu: ['Root'], livre: ['Les Lois de la Robotique'] }],
    ['root robotique 5.5.1', '5.5.1', { jeu: ['Root'], livre: ['Les Lois de la Robotique'] }],
    ['oath', '', { jeu: ['Oath'] }],
    // Two games named: Pagefind requires both, so nothing is found (never one game's pages as the other's).
    ['oath robotique 5.5.1', '5.5.1', { jeu: ['Oath', 'Root'], livre: ['Les Lois de la Robotique'] }],
    // Not prefixes: a word that only looks like one, a game named later, an ordinary word of the rules.
    ['tête 6.1', 'tête 6.1', {}],
    ['tetes', 'tetes', {}],
    ['combat root', 'combat root', {}],
    ['robot 5.5.1', 'robot 5.5.1', {}],
    ['loi 5.5.2', 'loi 5.5.2', {}],
    ['regles 4.3.2', 'regles 4.3.2', {}],
    ['rooted', 'rooted', {}],
  ];
  for (const [input, term, filters] of table) {
    it(`« ${input} »`, () => {
      const scoped = readSearchPrefix(input, prefixes);
      expect(scoped.term).toBe(term);
      expect(prefixFilters(scoped.named)).toEqual(filters);
    });
  }

  it('le jeu choisi dans la recherche cède au préfixe, et seulement à lui', () => {
    expect(prefixFilters(readSearchPrefix('tet 6.1', prefixes).named, { jeu: ['Oath'] })).toEqual({ jeu: [tet] });
    expect(prefixFilters(readSearchPrefix('6.1', prefixes).named, { jeu: ['Oath'] })).toEqual({ jeu: ['Oath'] });
  });

  it('un préfixe qui l’emporte sur le jeu choisi se dit en français, typographie comprise', () => {
    expect(prefixNote(readSearchPrefix('tet 6.1', prefixes), 'Oath')).toBe('«\u00A0tet\u00A0»\u00A0: recherche dans Tiny Epic Tactics plutôt que dans Oath.');
    expect(prefixNote(readSearchPrefix('robotique 5.5.1', prefixes), 'Oath')).toBe(
      '«\u00A0robotique\u00A0»\u00A0: recherche dans Les Lois de la Robotique plutôt que dans Oath.',
    );
    // Nothing to say: no game picked, no prefix, or the prefix names the game picked.
    expect(prefixNote(readSearchPrefix('tet 6.1', prefixes), undefined)).toBeUndefined();
    expect(prefixNote(readSearchPrefix('6.1', prefixes), 'Oath')).toBeUndefined();
    expect(prefixNote(readSearchPrefix('robotique 5.5.1', prefixes), 'Root')).toBeUndefined();
  });

  it('chaque préfixe nomme un jeu ou un livre du site, par le nom que montrent les filtres', () => {
    const games = new Set(Object.values(BOOKS).map((b) => placeLabels()[b.game]));
    const books = new Set(Object.values(BOOKS).map((b) => b.label));
    for (const p of prefixes) {
      expect(games, p.game).toContain(p.game);
      if (p.book) expect(books, p.book).toContain(p.book);
    }
  });

  it('une requête qui n’est qu’un numéro de règle', () => {
    expect(ruleNumberOnly('5.5.2')).toBe('5.5.2');
    expect(ruleNumberOnly(' c.2.5 ')).toBe('C.2.5');
    expect(ruleNumberOnly('loi 5.5.2')).toBeUndefined();
    expect(ruleNumberOnly('embuscade')).toBeUndefined();
  });
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

describe('recherche en texte intégral : ce que la recherche demande à Pagefind (recherche-pagefind.ts)', () => {
  /** A stand-in for Pagefind's search: records what it is asked, answers the pages given, in order. */
  function fakePagefind(pages: Array<{ url: string; anchors: string[] }>) {
    const asked: Array<{ term: string | null; filters: Record<string, string[]> | undefined }> = [];
    const search = async (term: string | null, options: { filters?: Record<string, string[]> } = {}) => {
      asked.push({ term, filters: options.filters });
      return {
        results: pages.map((p, i) => ({
          id: String(i),
          data: async () => ({
            url: p.url,
            anchors: p.anchors.map((id) => ({ id })),
            sub_results: [{ url: p.url }, ...p.anchors.map((id) => ({ url: `${p.url}#${id}` }))],
          }),
        })),
      };
    };
    return { search, asked };
  }
  const pages = [
    { url: '/oath/', anchors: ['le-jeu'] },
    { url: '/oath/editions/', anchors: ['les-des'] },
    { url: '/oath/loi/actions-majeures/', anchors: ['5.5.1', '5.5.2', '5.5.3', '5.5.4'] },
  ];

  it('« oath 5.5.2 » : 5.5.2 dans Oath, la page de la règle d’abord, et sa section en tête', async () => {
    const { search, asked } = fakePagefind(pages);
    const found = await searchThrough(search, 'oath 5.5.2', {}, prefixes);
    expect(asked).toEqual([{ term: '5.5.2', filters: { jeu: ['Oath'] } }]);
    const data = await Promise.all(found.results.map((r) => r.data()));
    expect(data.map((d) => d.url)).toEqual(['/oath/loi/actions-majeures/', '/oath/', '/oath/editions/']);
    expect(data[0]!.sub_results.map((s) => s.url)).toEqual([
      '/oath/loi/actions-majeures/#5.5.2',
      '/oath/loi/actions-majeures/',
      '/oath/loi/actions-majeures/#5.5.1',
    ]);
  });

  it('« tet 6.1 » avec Oath choisi : le préfixe l’emporte sur le jeu choisi', async () => {
    const { search, asked } = fakePagefind([]);
    await searchThrough(search, 'tet 6.1', { filters: { jeu: ['Oath'] } }, prefixes);
    expect(asked).toEqual([{ term: '6.1', filters: { jeu: ['Tiny Epic Tactics'] } }]);
  });

  it('un préfixe seul cherche le jeu par son nom, dans le jeu', async () => {
    const { search, asked } = fakePagefind([]);
    await searchThrough(search, 'robotique', {}, prefixes);
    expect(asked).toEqual([{ term: 'Les Lois de la Robotique', filters: { jeu: ['Root'], livre: ['Les Lois de la Robotique'] } }]);
  });

  it('sans préfixe ni numéro, la recherche passe telle quelle', async () => {
    const { search, asked } = fakePagefind(pages);
    const found = await searchThrough(search, 'tête 6.1 campagne', { filters: { jeu: ['Oath'] } }, prefixes);
    expect(asked).toEqual([{ term: 'tête 6.1 campagne', filters: { jeu: ['Oath'] } }]);
    expect(await Promise.all(found.results.map(async (r) => (await r.data()).url))).toEqual(pages.map((p) => p.url));
  });
});
