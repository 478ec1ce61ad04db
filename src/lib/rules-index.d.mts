// Types of the rules index (rules-index.mjs).
import type { GameId } from './games.ts';
import type { RegleJson } from './rule-query.ts';

export interface BookInfo {
  game: GameId;
  dir: string;
  label: string;
  /** what a reader may type before a rule number in search */
  words: string[];
}
export declare const BOOKS: Record<'loi' | 'robotique', BookInfo>;
export declare const SECTIONS: Record<string, string>;

export interface RuleEntry {
  n: string;
  book: 'loi' | 'robotique';
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
