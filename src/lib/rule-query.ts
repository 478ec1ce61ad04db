// Reading a rule number out of what a reader types in the search box, and
// finding the rules it names. "4.3.2", "c.2.5", "8.4.2.ii.a",
// "robotique 5.5.1", "Loi de Root 4.2.1", "oath 5.5.2", "tet 4.3.2"; and the game or book a
// query names first, which the full-text search takes as a filter ("tet 6.1" → 6.1 in Tiny Epic Tactics).
// Games come from GAMES (games.ts); books and their words from the rules
// index (BOOKS), served with the rules by /regles.json. Pure: no DOM.
import { GAMES, GAME_IDS, hasWords, isGameId, searchWords, type GameId } from './games';

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
  /**
   * the game the search is restricted to (the game picked, or the one a prefix names: see
   * searchGame): rules of that game only, unless the query names a game
   */
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
  const game = query.game ?? (isGameId(context.filter) ? context.filter : undefined);
  const bookOrder = Object.keys(data.books);
  const rank = ([g, book]: RuleRow): number =>
    (g === context.here ? 0 : 1) * 1e6 + GAME_IDS.indexOf(g as GameId) * 1e3 + bookOrder.indexOf(book);
  return data.rules
    .filter(([g, book, n]) => n === query.n && (!game || g === game) && (!query.books || query.books.includes(book)))
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * A word a reader may type first to search one game or one book only: « tet 6.1 »,
 * « robotique 5.5.1 ». The word is not searched for: it sets Pagefind's filters (`jeu`, and
 * `livre` for a book), whose values are the names readers see.
 */
export interface SearchPrefix {
  words: readonly string[];
  /** the game's name, Pagefind's `jeu` filter */
  game: string;
  /** the book's name, Pagefind's `livre` filter */
  book?: string;
}

export interface ScopedQuery {
  /** what is left to search for, the prefixes taken away */
  term: string;
  /** the prefixes typed first, in order */
  named: SearchPrefix[];
  /** those words as the reader typed them ("TET", "Tiny Epic Tactics") */
  typed: string[];
}

/**
 * The prefixes a query starts with ("tet 6.1" → Tiny Epic Tactics, "6.1"). Only leading words
 * count, whole, without regard to case or accents: « tête 6.1 » names no game, nor does « combat root ».
 */
export function readSearchPrefix(input: string, prefixes: readonly SearchPrefix[]): ScopedQuery {
  let tokens = input.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  const named: SearchPrefix[] = [];
  const typed: string[] = [];
  const candidates = prefixes.flatMap((p) => p.words.map((w) => ({ p, phrase: searchWords(w) })));
  const longest = Math.max(0, ...candidates.map(({ phrase }) => phrase.split(' ').length));
  for (;;) {
    // The most tokens that spell a prefix (« tiny-epic tactics » is two tokens, three words).
    let hit: { p: SearchPrefix; k: number } | undefined;
    for (let k = Math.min(longest, tokens.length); k > 0 && !hit; k--) {
      const head = searchWords(tokens.slice(0, k).join(' '));
      const found = candidates.find(({ phrase }) => phrase === head);
      if (found) hit = { p: found.p, k };
    }
    if (!hit) break;
    if (!named.includes(hit.p)) named.push(hit.p);
    typed.push(tokens.slice(0, hit.k).join(' '));
    tokens = tokens.slice(hit.k);
  }
  return { term: tokens.join(' '), named, typed };
}

/** Pagefind's filters for the prefixes of a query, over the filters already chosen (the game picked). */
export function prefixFilters(named: readonly SearchPrefix[], chosen: Record<string, string[]> = {}): Record<string, string[]> {
  if (!named.length) return chosen;
  const games = [...new Set(named.map((p) => p.game))];
  const books = [...new Set(named.flatMap((p) => (p.book ? [p.book] : [])))];
  return { ...chosen, jeu: games, ...(books.length ? { livre: books } : {}) };
}

/**
 * What to tell a reader whose prefix names another game than the one picked in the search
 * (« tet 6.1 » with Oath picked): the search follows the prefix, and says so.
 */
export function prefixNote(scoped: ScopedQuery, picked: string | undefined): string | undefined {
  if (!picked || !scoped.named.length || scoped.named.some((p) => p.game === picked)) return undefined;
  const where = scoped.named.map((p) => p.book ?? p.game).join(' et ');
  // French typography: no-break spaces inside « » and before the colon.
  return `«\u00A0${scoped.typed.join(' ')}\u00A0»\u00A0: recherche dans ${where} plutôt que dans ${picked}.`;
}

/** The game a search is restricted to: the first game a prefix names, else the game picked (id). */
export function searchGame(scoped: ScopedQuery, picked: string | undefined): GameId | undefined {
  const named = scoped.named[0]?.game;
  const id = named === undefined ? undefined : GAME_IDS.find((g) => GAMES[g].label === named);
  return id ?? (isGameId(picked) ? picked : undefined);
}

/** The rule number a whole query is, if it is one and nothing else ("5.5.2", "c.2.5" → "C.2.5"). */
export function ruleNumberOnly(term: string): string | undefined {
  const text = term.normalize('NFKC').trim();
  if (/\s/.test(text)) return undefined;
  return parseRuleQuery(text)?.n;
}
