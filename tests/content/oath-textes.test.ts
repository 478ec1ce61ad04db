// Reader text of Oath: provisional site names always carry their mark, and « découvert » never stands
// for the print's « révélé » (issue 24, point 9).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../src/engine/games';
import { PROVISIONAL_MARK, SITES } from '../../src/engine/oath/sites';

const ROOT = process.cwd();
const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((f) => (statSync(join(ROOT, dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');
const strings = (x: unknown): string[] =>
  typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(strings) : x && typeof x === 'object' ? Object.values(x).flatMap(strings) : [];

const situations = walk('content/oath/situations').filter((f) => f.endsWith('.json'));
const pages = walk('content/oath').filter((f) => f.endsWith('.mdx'));
const provisional = SITES.filter((s) => s.nameSource === 'provisoire');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every place a provisional site name stands without its mark. */
function unmarked(text: string): string[] {
  return provisional.flatMap((s) => {
    const re = new RegExp(`(?<![\\p{L}_])${escape(s.fr)}(?![\\p{L}_])`, 'gu');
    // an English name in italics (*Steppe*, sites page) is not the provisional French one
    const english = (i: number) => s.fr === s.en && text[i - 1] === '*';
    return [...text.matchAll(re)].filter((m) => !text.startsWith(PROVISIONAL_MARK, m.index! + s.fr.length) && !english(m.index!)).map((m) => text.slice(Math.max(0, m.index! - 30), m.index! + s.fr.length + 30));
  });
}

describe('provisional site names carry their mark', () => {
  it('the mark is on every provisional name the engine writes', () => {
    expect(provisional.length).toBe(16);
    for (const s of provisional) expect(s.name).toBe(s.fr + PROVISIONAL_MARK);
  });
  it('the check finds a bare provisional name', () => {
    expect(unmarked('Le joueur 2 attaque au Grand Taudis.')).toHaveLength(1);
    expect(unmarked('Le joueur 2 attaque au Grand Taudis (nom provisoire).')).toHaveLength(0);
  });
  for (const f of situations) {
    it(`${f}: its title and the engine's answer`, () => {
      const s = JSON.parse(read(f));
      const text = [s.title ?? '', ...strings(evaluateSituation(s))].join('\n');
      expect(unmarked(text)).toEqual([]);
    });
  }
  it('the Oath pages', () => {
    for (const f of pages) expect(unmarked(read(f)), f).toEqual([]);
  });
});

/** « Visions Découvertes » is the print's own name for the Visions Drawn track (2.1.6, 2.7.1): the one use allowed. */
const TRACK = /Visions? Découvertes?/g;
const decouvert = (text: string) => [...text.replace(TRACK, '').matchAll(/découv(?:ert|rir|re)\p{L}*/giu)].map((m) => m[0]);

describe('« révélé », not « découvert »', () => {
  it('the check tells the track apart from « découvert »', () => {
    expect(decouvert('la piste Visions Découvertes ; 1 Vision Découverte')).toEqual([]);
    expect(decouvert('le modificateur ainsi découvert')).toEqual(['découvert']);
  });
  const files = [...pages, ...situations, ...walk('src/engine/oath'), ...walk('src/islands/oath')];
  for (const f of files)
    it(f, () => {
      expect(decouvert(read(f))).toEqual([]);
    });
});
