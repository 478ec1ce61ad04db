// One look for every explorer: the islands build their controls from src/islands/commun/ only.
// No island writes a native button, select, number input, checkbox, radio, fieldset or table of
// its own (each would keep the browser's look, or get a look of its own), and no island's style
// restyles such a control. The shared controls are the only place where they are written and styled.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

function* svelteFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) yield* svelteFiles(`${dir}/${e.name}`);
    else if (e.name.endsWith('.svelte')) yield `${dir}/${e.name}`;
  }
}
const ISLANDS = [...svelteFiles('src/islands')].filter((f) => !f.startsWith('src/islands/commun/'));
const COMMUN = [...svelteFiles('src/islands/commun')];

/** The markup of a component, without its script, its style and its comments. */
const markup = (text: string) =>
  text
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
const style = (text: string) => (/<style[^>]*>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '');

const NATIVE: [string, RegExp][] = [
  ['<button>', /<button\b/],
  ['<select>', /<select\b/],
  ['<fieldset>', /<fieldset\b/],
  ['<table>', /<table\b/],
  ['<input type="number|checkbox|radio|range">', /<input\b[^>]*\btype=["'{]?(number|checkbox|radio|range)\b/],
];
// A selector that styles a native control: `button`, `select`, `input`, `fieldset`, `legend`,
// `table`, `th`, `td` as a type selector (not part of a class name like `.bouton`).
const STYLED = /(^|[\s,>+~(}])(button|select|input|fieldset|legend|table|th|td|caption)(?=[\s,:.[>+~){]|$)/m;

describe('un seul jeu de contrôles pour tous les îlots', () => {
  it('les îlots existent et les contrôles communs aussi', () => {
    expect(ISLANDS.length).toBeGreaterThan(8);
    for (const c of ['Bouton', 'Case', 'Choix', 'Nombre', 'Groupe', 'Tableau', 'BarreProba', 'Badge', 'Alerte'])
      expect(COMMUN).toContain(`src/islands/commun/${c}.svelte`);
  });

  for (const f of ISLANDS) {
    it(`${f} : aucun contrôle natif écrit à la main, aucun restylé`, () => {
      const text = readFileSync(f, 'utf8');
      const m = markup(text);
      expect(NATIVE.filter(([, re]) => re.test(m)).map(([name]) => name)).toEqual([]);
      const selectors = style(text)
        .split('}')
        .map((block) => block.split('{')[0]!.trim())
        .filter((sel) => sel && !sel.startsWith('@'));
      expect(selectors.filter((sel) => STYLED.test(sel))).toEqual([]);
    });
  }

  it('le test sait reconnaître un contrôle natif et un contrôle restylé', () => {
    expect(NATIVE.some(([, re]) => re.test('<input type="checkbox" checked />'))).toBe(true);
    expect(NATIVE.some(([, re]) => re.test('<Bouton onclick={f}>x</Bouton>'))).toBe(false);
    expect(STYLED.test('.ligne select')).toBe(true);
    expect(STYLED.test('.bouton:hover')).toBe(false);
    expect(STYLED.test('.chances td')).toBe(true);
  });
});
