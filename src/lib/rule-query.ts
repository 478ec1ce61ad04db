// Reading a rule number out of what a reader types in the search box, and
// finding the rules it names. "4.3.2", "c.2.5", "8.4.2.ii.a",
// "robotique 5.5.1", "Loi de Root 4.2.1", "oath 5.5.2", "tet 4.3.2".
// Games come from GAMES (games.ts); books and their words from the rules
// index (BOOKS), served with the rules by /regles.json. Pure: no DOM.
import { GAMES, GAME_IDS, hasWords, isGameId, type GameId } from './games';

/** One numbered rule of the site, as /regles.json serves it. */
export type RuleRow = [game: string, book: string, n: string, href: string, title: string];

/** A book of numbered rules, as /regles.json serves it. */
export interface BookRow {
  game: string;
  label: string;
  words: readonly string[];
}

export interface RegleJson {
  books: Record<string, BookRow>;
  rules: RuleRow[];
}

export interface RuleQuery {
  n: string;
  /** a game named in the query ("oath 5.5.2") */
  game?: GameId;
  /** books named in the query ("robotique 5.5.1"): only rules of these; [] when none fits */
  books?: string[];
}

/** The rule number a query ends with, and the game or books it names before it. */
export function parseRuleQuery(input: string, books: Record<string, BookRow> = {}): RuleQuery | undefined {
  const text = input.normalize('NFKC').trim();
  const m = /(?:^|\s)((?:1[0-5]|[1-9]|[a-g])(?:\.[0-9a-z]{1,5})+)\.?$/i.exec(text);
  if (!m) return undefined;
  const parts = m[1]!.split('.');
  const out: string[] = [parts[0]!.toUpperCase()];
  let prev: 'num' | 'roman' | 'letter' = 'num';
  for (const p of parts.slice(1)) {
    if (/^\d{1,2}$/.test(p)) {
      out.push(String(Number(p)));
      prev = 'num';
    } else if (prev === 'num' && /^[ivx]{1,5}$/i.test(p)) {
      out.push(p.toUpperCase());
      prev = 'roman';
    } else if (prev === 'roman' && /^[a-z]$/i.test(p)) {
      out.push(p.toLowerCase());
      prev = 'letter';
    } else return undefined;
  }
  const query: RuleQuery = { n: out.join('.') };
  const rest = text.slice(0, m.index);
  const game = GAME_IDS.find((id) => GAMES[id].words.some((w) => hasWords(rest, w)));
  if (game) query.game = game;
  const named = Object.keys(books).filter((id) => books[id]!.words.some((w) => hasWords(rest, w)));
  if (named.length) query.books = named.filter((id) => !game || books[id]!.game === game);
  return query;
}

export interface JumpContext {
  /** the game picked in the search filter: rules of that game only, unless the query names a game or book */
  filter?: string | undefined;
  /** the game of the page being read: its rules come first */
  here?: string | undefined;
}

/**
 * The rules a query names, best first: the game of the page being read, then
 * the games in GAMES order, then the books in their order. A game named in the
 * query with no such rule gives none (never another game's rule).
 */
export function ruleJumps(query: RuleQuery, data: RegleJson, context: JumpContext = {}): RuleRow[] {
  const game = query.game ?? (query.books ? undefined : isGameId(context.filter) ? context.filter : undefined);
  const bookOrder = Object.keys(data.books);
  const rank = ([g, book]: RuleRow): number =>
    (g === context.here ? 0 : 1) * 1e6 + GAME_IDS.indexOf(g as GameId) * 1e3 + bookOrder.indexOf(book);
  return data.rules
    .filter(([g, book, n]) => n === query.n && (!game || g === game) && (!query.books || query.books.includes(book)))
    .sort((a, b) => rank(a) - rank(b));
}
