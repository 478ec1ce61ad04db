/**
 * Reasons: every verdict of the engine explains itself.
 *
 * `rule` is a rule number of the Law of Root ("4.2.1", "9.2.9.III.b", "C.2.5"…) or of the Laws of
 * Rootbotics prefixed with "R" ("R5.2.1"). Structural problems that break no game rule (a field of
 * the wrong type, an unreadable notation) use the pseudo-rule "format".
 * `text` is a short French explanation, shown as is to readers, with French typography.
 */
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

export const NBSP = '\u00A0';

/**
 * French typography: a non-breaking space (U+00A0) before « : ; ! ? » and inside « ».
 * Idempotent: ordinary or non-breaking spaces already there are normalised.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]*([:;!?])(?=\s|$|[)»,.])/g, `${NBSP}$1`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`);
}

/** Builds a reason, applying French typography to its text. */
export function reason(rule: string, text: string): Reason {
  return { rule, text: frenchTypography(text) };
}

/** A problem found in a position or a text: a reason, and where (clearing, forest, field). */
export interface Problem extends Reason {
  where?: string;
}

export function problem(rule: string, text: string, where?: string): Problem {
  const r: Problem = reason(rule, text);
  if (where !== undefined) r.where = where;
  return r;
}
