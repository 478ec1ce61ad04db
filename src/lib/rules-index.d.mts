// Types of the rules index (rules-index.mjs).
import type { GameId } from './games.ts';
import type { RegleJson, SearchPrefix } from './rule-query.ts';

export interface BookInfo {
  game: GameId;
  dir: string;
  label: string;
  /** what a reader may type before a rule number in search */
  words: string[];
  /** basename of the book's slug-addressed glossary page, if it has one */
  glossary?: string;
  /** the printed book has no numbers: the site's numbering is its own */
  ownNumbering?: boolean;
  /** words that, typed first in search, name this book for the full-text search too */
  prefixes?: string[];
}
export type BookId = 'loi' | 'robotique' | 'oath' | 'tet';
export declare const BOOKS: Record<BookId, BookInfo>;
export declare const SECTIONS: Record<string, string>;

export interface GlossaryEntry {
  slug: string;
  book: BookId;
  url: string;
  anchor: string;
  title: string;
  excerpt: string;
  file: string;
  line: number;
}
export declare function glossarySlug(text: string): string;
export declare function glossaryBookOfFile(path: string): BookId | undefined;
export declare function findGlossaryEntry(book: string, slug: string): GlossaryEntry | undefined;

export interface RuleEntry {
  n: string;
  book: BookId;
  game: GameId;
  url: string;
  anchor: string;
  title: string;
  /** heading level (2–6); absent for a chapter (its page title) */
  level?: number;
  depth: number;
  excerpt: string;
  /** general rules this rule declares it changes (<Modifie n="…" />) */
  modifies?: string[];
  chapter?: string;
  file: string;
  line?: number;
}

export interface RulesIndex {
  list: RuleEntry[];
  byKey: Map<string, RuleEntry>;
  duplicates: RuleEntry[];
  overrides: Map<string, RuleEntry[]>;
  glossary: Map<string, GlossaryEntry>;
  glossaryDuplicates: GlossaryEntry[];
}

export declare function pageUrl(file: string): string;
export declare function plainText(mdx: string): string;
export declare function readerText(mdx: string): string;
export declare function rulesIndex(options?: { fresh?: boolean }): RulesIndex;
export declare function findRule(book: string, n: string): RuleEntry | undefined;
export declare function ruleHref(rule: RuleEntry): string;
export declare function crossReferences(): { n: string; book: string; file: string; line: number }[];
export declare function pagePlace(file: string): {
  game?: { id: GameId; label: string };
  book?: { label: string };
};
export declare function placeLabels(): Record<string, string>;
export declare function ruleJumpData(): RegleJson;
export declare function searchPrefixes(): SearchPrefix[];
export declare function termReferences(): { slug: string; book: string; file: string; line: number }[];
