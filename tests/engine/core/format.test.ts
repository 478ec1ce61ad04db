// French numbers and text (src/engine/core/format.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText, decimalText, frenchTypography, integerText, percentText } from '../../../src/engine/core/format';
import { frac } from '../../../src/engine/core/fraction';

const NB = '\u00A0';
const NNB = '\u202F';

describe('French numbers', () => {
  it.each([
    [frac(169, 100), 2, '1,69'],
    [frac(1, 3), 2, '0,33'],
    [frac(2, 3), 2, '0,67'],
    [frac(201, 200), 2, '1,01'], // exactly 1,005: rounded half away from zero, not through a float (1.005 → 1.00)
    [frac(-1, 2), 2, '−0,50'],
    [frac(-1, 1000), 2, '0,00'],
    [frac(12345, 1), 0, `12${NNB}345`],
    [frac(1000, 1), 1, '1000,0'],
    [1.5, 1, '1,5'],
    [Number.NaN, 1, '—'],
  ])('decimalText(%o, %i) = %s', (x, digits, text) => {
    expect(decimalText(x, digits)).toBe(text);
  });

  it.each([
    [frac(1, 4), 1, `25,0${NB}%`],
    [frac(7, 9), 1, `77,8${NB}%`],
    [frac(3, 16), 2, `18,75${NB}%`],
    [frac(1, 16), 1, `6,3${NB}%`],
    [frac(1, 1), 0, `100${NB}%`],
    [0.5, 1, `50,0${NB}%`],
    [frac(0, 1), 1, `0,0${NB}%`],
    [frac(999, 1000), 1, `99,9${NB}%`],
    [frac(1999, 2000), 1, `>${NB}99,9${NB}%`],
    [frac(9999, 10000), 1, `>${NB}99,9${NB}%`],
    [frac(9999, 10000), 2, `99,99${NB}%`],
    [frac(99999, 100000), 0, `>${NB}99${NB}%`],
    [frac(1, 10000), 1, `<${NB}0,1${NB}%`],
    [frac(1, 2000), 1, `0,1${NB}%`],
  ])('percentText(%o, %i) = %s', (x, digits, text) => {
    expect(percentText(x, digits)).toBe(text);
  });

  it('integers and plurals', () => {
    expect(integerText(3)).toBe('3');
    expect(integerText(-12500)).toBe(`−12${NNB}500`);
    expect(countText(0, 'bâtiment')).toBe(`0${NB}bâtiment`);
    expect(countText(1, 'bâtiment')).toBe(`1${NB}bâtiment`);
    expect(countText(2, 'bâtiment')).toBe(`2${NB}bâtiments`);
    expect(countText(3, 'bande armée', 'bandes armées')).toBe(`3${NB}bandes armées`);
  });

  it('typography: non-breaking spaces before : ; ! ? and inside « », idempotent', () => {
    const t = frenchTypography('Qui gouverne ? « Personne » : égalité ; voilà !');
    expect(t).toBe(`Qui gouverne${NB}? «${NB}Personne${NB}»${NB}: égalité${NB}; voilà${NB}!`);
    expect(frenchTypography(t)).toBe(t);
  });

  it('typography: skipping the signs a text lacks changes nothing (the three replacements, always made)', () => {
    const always = (x: string) =>
      x
        .replace(/[ \u00A0\u202F]*([:;!?])(?=\s|$|[)»,.])/g, `${NB}$1`)
        .replace(/«[ \u00A0\u202F]*/g, `«${NB}`)
        .replace(/[ \u00A0\u202F]*»/g, `${NB}»`);
    const text = fc.array(fc.constantFrom('a', 'é', ' ', NB, NNB, ':', ';', '!', '?', '«', '»', ')', ',', '.', '\n'), { maxLength: 30 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(text, (x) => {
        expect(frenchTypography(x)).toBe(always(x));
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});
