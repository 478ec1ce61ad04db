// What a rule number looks like, in the Law of Root and the Laws of Rootbotics:
// a chapter (1–15) or appendix letter (A–G), then dot-separated parts that are
// numbers, capital roman numerals or a lower-case letter: 4.3.2, 4.3.1.I,
// 8.4.2.II.a, C.2.5, G.1.27.

/** A rule number standing alone (anchors, cross-references). */
export const RULE_NUMBER = /^(?:1[0-5]|[1-9]|[A-G])(?:\.(?:\d{1,2}|[IVX]{1,5}|[a-z]))*$/;

/** A heading that starts with a rule number followed by its title. */
export const RULE_HEADING = /^\s*((?:1[0-5]|[1-9]|[A-G])(?:\.(?:\d{1,2}|[IVX]{1,5}|[a-z]))+)(?=\s|$)/;

/** Number of parts of a rule number: 4 → 1, 4.3.2 → 3, 8.4.2.II.a → 5. */
export function ruleDepth(n) {
  return String(n).split('.').length;
}
