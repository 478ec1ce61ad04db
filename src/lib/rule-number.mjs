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

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];

/** The position (1, 2, 3…) of a number's last part among its siblings: 4 → 4, II → 2, c → 3. */
function ordinal(part) {
  if (/^\d+$/.test(part)) return Number(part);
  const r = ROMAN.indexOf(part);
  if (r >= 0) return r + 1;
  if (/^[a-z]$/.test(part)) return part.charCodeAt(0) - 96;
  return NaN;
}

/**
 * Gaps in a numbering of our own (a book printed without numbers): every rule's parent exists,
 * and the children of each parent (chapters included) are numbered 1, 2, 3… (or I, II…, or a, b…)
 * without a gap or a repeat. Returns French descriptions of the problems; empty when continuous.
 */
export function numberingGaps(numbers) {
  const problems = [];
  const set = new Set(numbers);
  const children = new Map();
  for (const n of numbers) {
    const parts = n.split('.');
    const parent = parts.slice(0, -1).join('.');
    if (parent && !set.has(parent)) problems.push(`${n} : la règle parente ${parent} n’existe pas`);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(parts[parts.length - 1]);
  }
  for (const [parent, kids] of children) {
    const ords = kids.map(ordinal).sort((a, b) => a - b);
    const i = ords.findIndex((o, k) => o !== k + 1);
    if (i >= 0) problems.push(`${parent ? `sous ${parent}` : 'chapitres'} : ${kids.join(', ')} ne se suivent pas sans trou (attendu ${i + 1}, trouvé ${ords[i]})`);
  }
  return [...new Set(problems)];
}
