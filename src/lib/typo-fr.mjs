// French spacing rules, shared by the Markdown plugin and by components.
export const NBSP = '\u00A0'; // espace insécable, before « : » and inside « »
export const NNBSP = '\u202F'; // espace fine insécable, before « ; ! ? »

/** Puts the right non-breaking spaces around French punctuation. */
export function frenchSpacing(text) {
  return String(text)
    .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/[ \u00A0\u202F]+([;!?])/g, `${NNBSP}$1`)
    .replace(/([^\s\u00A0\u202F(«])([;!?])(?=\s|$)/gu, `$1${NNBSP}$2`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`);
}
