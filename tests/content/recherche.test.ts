// Search: reading a rule number (and the game or book before it) out of a
// query, the rules it offers, and the game and book each page is filed under.
import { describe, expect, it } from 'vitest';
import { parseRuleQuery, ruleJumps, type JumpContext, type RegleJson } from '../../src/lib/rule-query';
import { BOOKS, pagePlace, placeLabels, ruleJumpData } from '../../src/lib/rules-index.mjs';
import { gameOfPath, searchWords } from '../../src/lib/games';

const site = ruleJumpData();

// The site once Oath's book is in: one more BOOKS entry and its rows, nothing else.
const withOath: RegleJson = {
  books: { ...site.books, 'oath-loi': { game: 'oath', label: 'La Loi d’Oath', words: ['loi', 'law'] } },
  rules: [...site.rules, ['oath', 'oath-loi', '5.5.2', '/oath/loi/campagne/#5.5.2', 'Une règle d’Oath']],
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
  // A game with no rules yet gives no jump, never Root's rule of that number.
  ['oath 4.3.2', { n: '4.3.2', game: 'oath' }, null],
  ['Oath 5.5.2', { n: '5.5.2', game: 'oath' }, null],
  ['OATH 5.5.2', { n: '5.5.2', game: 'oath' }, null],
  ['tet 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, null],
  ['TET 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, null],
  ['tiny epic tactics 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, null],
  ['Tiny Epic Tactics 4.3.2', { n: '4.3.2', game: 'tiny-epic-tactics' }, null],
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

  it('« 4.3.2 » propose la règle des deux livres de Root, la Loi d’abord, avec son adresse', () => {
    const jumps = ruleJumps(parseRuleQuery('4.3.2', site.books)!, site);
    expect(jumps.map(([game, book, n, href]) => [game, book, n, href])).toEqual([
      ['root', 'loi', '4.3.2', '/root/loi/actions-principales/#4.3.2'],
      ['root', 'robotique', '4.3.2', '/root/robotique/marquise-mecanique/#4.3.2'],
    ]);
  });
});

describe('recherche par numéro : le filtre de jeu et la page lue', () => {
  const cases: Array<[string, JumpContext, RegleJson, string[]]> = [
    ['5.5.2', {}, site, ['root/robotique']],
    ['5.5.2', { filter: 'root' }, site, ['root/robotique']],
    // The Oath filter: Oath's rules only (none yet), never Root's.
    ['5.5.2', { filter: 'oath' }, site, []],
    ['5.5.2', { filter: 'tiny-epic-tactics' }, site, []],
    // A game or book named in the query wins over the filter.
    ['robotique 5.5.1', { filter: 'oath' }, site, ['root/robotique']],
    ['root 5.5.2', { filter: 'oath' }, site, ['root/robotique']],
    // Once Oath's book exists, only its BOOKS entry was needed.
    ['oath 5.5.2', {}, withOath, ['oath/oath-loi']],
    ['Oath 5.5.2', {}, withOath, ['oath/oath-loi']],
    ['5.5.2', { filter: 'oath' }, withOath, ['oath/oath-loi']],
    ['5.5.2', {}, withOath, ['root/robotique', 'oath/oath-loi']],
    ['5.5.2', { here: 'oath' }, withOath, ['oath/oath-loi', 'root/robotique']],
    ['loi 5.5.2', {}, withOath, ['oath/oath-loi']],
    ['oath loi 5.5.2', {}, withOath, ['oath/oath-loi']],
    ['root loi 4.3.2', {}, withOath, ['root/loi']],
    ['oath 4.3.2', {}, withOath, []],
  ];
  for (const [input, context, data, expected] of cases) {
    it(`« ${input} » ${JSON.stringify(context)}${data === withOath ? ' (avec Oath)' : ''}`, () => {
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
    ['content/tiny-epic-tactics/index.mdx', 'Tiny Epic Tactics', undefined],
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
