// Types of references.mjs.
import type { RuleEntry } from './rules-index.mjs';
export type Resolution =
  | { status: 'ok'; href: string; rule: RuleEntry }
  | { status: 'pending'; reason: string }
  | { status: 'dangling'; reason: string };
export declare function resolveReference(book: string, n: string): Resolution;
export declare function bookOfPath(pathname: string): import('./rules-index.mjs').BookId;
export declare const OFFICIAL_NUMBERS: Record<string, string[]>;
