/**
 * French text for readers: typography and numbers, the same in every game and every island.
 *
 * - `frenchTypography`: a non-breaking space before « : ; ! ? » and inside « ».
 * - Numbers: a decimal comma (`1,69`), a non-breaking space before « % » (`25,0 %`), a narrow
 *   non-breaking space between thousands (`10 000`). Fractions are rounded exactly (half away from
 *   zero) from their big integers, never through a binary float.
 * - `countText`: a count with its noun, singular for 0 and 1 as French writes it (`0 bâtiment`,
 *   `2 bâtiments`), never `bâtiment(s)`.
 */
import { frac, isFraction, type Fraction } from './fraction';
import { BoundedMemo } from './memo';

export const NBSP = '\u00A0';
/** the narrow non-breaking space that separates thousands */
export const NNBSP = '\u202F';

// the engines write the same texts again and again (a rule module's reason, a battle's steps):
// each is set once and remembered
const typeset = new BoundedMemo<string, string>(4096);

/**
 * French typography: a non-breaking space (U+00A0) before « : ; ! ? » and inside « ».
 * Idempotent: ordinary or non-breaking spaces already there are normalised.
 */
export function frenchTypography(text: string): string {
  return typeset.get(text, setTypography);
}

function setTypography(text: string): string {
  // each replacement only where its sign occurs (most texts have no « »): the same text, faster
  let t = /[:;!?]/.test(text) ? text.replace(/[ \u00A0\u202F]*([:;!?])(?=\s|$|[)»,.])/g, `${NBSP}$1`) : text;
  if (t.includes('«')) t = t.replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`);
  if (t.includes('»')) t = t.replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`);
  return t;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function groupThousands(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
}

/** An exact fraction rounded to `digits` decimals (half away from zero): sign, integer and decimal digits. */
function roundFraction(f: Fraction, digits: number): { negative: boolean; int: string; dec: string } {
  const p = 10n ** BigInt(digits);
  const n = abs(f.n) * p;
  let q = n / f.d;
  if ((n % f.d) * 2n >= f.d) q += 1n;
  const s = q.toString().padStart(digits + 1, '0');
  return { negative: f.n < 0n && q !== 0n, int: s.slice(0, s.length - digits), dec: s.slice(s.length - digits) };
}

function toFraction(x: Fraction | number): Fraction | null {
  if (isFraction(x)) return x;
  if (!Number.isFinite(x)) return null;
  // a float's exact binary value, as a fraction
  if (Number.isInteger(x)) return frac(BigInt(x));
  const [m, e] = x.toExponential(16).split('e') as [string, string];
  const [i, d = ''] = m.replace('-', '').split('.');
  const digits = BigInt(i + d);
  const exp = Number(e) - d.length;
  const num = exp >= 0 ? digits * 10n ** BigInt(exp) : digits;
  const den = exp >= 0 ? 1n : 10n ** BigInt(-exp);
  return frac(x < 0 ? -num : num, den);
}

/** « 1,69 », « −0,50 », « 10 000,00 »: a number or an exact fraction with `digits` decimals. */
export function decimalText(x: Fraction | number, digits = 2): string {
  const f = toFraction(x);
  if (!f) return '—';
  const r = roundFraction(f, Math.max(0, Math.floor(digits)));
  const int = groupThousands(r.int);
  return `${r.negative ? '−' : ''}${int}${r.dec ? `,${r.dec}` : ''}`;
}

/**
 * « 25,0 % »: a probability (fraction or number between 0 and 1) as a percentage. A chance that is
 * not certain never reads « 100,0 % », nor a possible one « 0,0 % »: they read « > 99,9 % » and
 * « < 0,1 % » (the exact fraction, shown beside, says how close).
 */
export function percentText(x: Fraction | number, digits = 1): string {
  const f = toFraction(x);
  if (!f) return '—';
  const d = Math.max(0, Math.floor(digits));
  const hundred = { n: f.n * 100n, d: f.d };
  const r = roundFraction(hundred, d);
  const shown = BigInt(r.int + r.dec);
  const full = 100n * 10n ** BigInt(d);
  if (f.n > 0n && f.n < f.d && shown === full) return `>${NBSP}${decimalText({ n: full - 1n, d: 10n ** BigInt(d) }, d)}${NBSP}%`;
  if (f.n > 0n && shown === 0n) return `<${NBSP}${decimalText({ n: 1n, d: 10n ** BigInt(d) }, d)}${NBSP}%`;
  return `${decimalText(hundred, digits)}${NBSP}%`;
}

/** « 3 », « 12 500 »: an integer with French grouping of thousands. */
export function integerText(n: number | bigint): string {
  const b = typeof n === 'bigint' ? n : BigInt(Math.trunc(Number.isFinite(n) ? n : 0));
  return `${b < 0n ? '−' : ''}${groupThousands(abs(b).toString())}`;
}

/** « 0 bâtiment », « 1 bâtiment », « 2 bâtiments »: French plural agreement (0 and 1 are singular). */
export function countText(n: number, singular: string, plural = `${singular}s`): string {
  return `${integerText(n)}${NBSP}${Math.abs(n) < 2 ? singular : plural}`;
}
