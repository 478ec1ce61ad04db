/**
 * Verdicts that explain themselves, in every game: `{ ok, reasons: [{ rule, text }] }`.
 *
 * `rule` is a rule number of the game's book as the site anchors it ("4.2.1", "9.2.9.III.b",
 * "5.5.7.III"; a game may prefix a second book's numbers, such as "R5.2.1"). Structural
 * problems that break no game rule (a field of the wrong type, an unreadable text) use the
 * pseudo-rule `FORMAT`. `text` is a short French explanation, shown as is to readers, with French
 * typography.
 */
import { frenchTypography } from './format';

export interface Reason {
  rule: string;
  text: string;
}

/** A verdict: yes or no, and why. */
export interface Verdict {
  ok: boolean;
  reasons: Reason[];
}

/** The pseudo-rule of structural problems (wrong type, unknown field, unreadable text). */
export const FORMAT = 'format';

/** Builds a reason, applying French typography to its text. */
export function reason(rule: string, text: string): Reason {
  return { rule, text: frenchTypography(text) };
}

/** A problem found in a position or a text: a reason, and where (a place, a field). */
export interface Problem extends Reason {
  where?: string;
}

export function problem(rule: string, text: string, where?: string): Problem {
  const r: Problem = reason(rule, text);
  if (where !== undefined) r.where = where;
  return r;
}

/** What reading untrusted input gives: the value, or every problem found, in French. Never an exception. */
export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };
