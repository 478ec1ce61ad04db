// Tiny Epic Tactics' rule numbers are Clairière's own, and players cite them: once on the site, a
// number stays. tests/content/tet-numeros.json freezes every number with its title, in the order
// of its section. This test fails when a frozen number disappears, changes title (a sign that
// rules were shifted to make room), leaves its section, or when a new number is inserted anywhere
// but at the end of its section. A withdrawn number moves to `retires` with the rules that now
// hold its content, and never comes back.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rulesIndex } from '../../src/lib/rules-index.mjs';
import { sidebarFrontmatter } from '../../src/lib/sidebar.mjs';
import frozen from './tet-numeros.json';
import tetSections from '../../src/data/tet-sections.json';
import { filesUnder } from '../fichiers';

type Rule = { n: string; title: string; depth: number; file: string; line?: number; book: string };

/** A title as the JSON stores it: ordinary spaces where the site sets no-break ones. */
const plain = (s: string) => s.replace(/[\u00A0\u202F]/g, ' ').trim();
const parent = (n: string) => n.split('.').slice(0, -1).join('.');

/** The fourth level is numbered in Arabic digits (11.3.4.1), everywhere (2.3.5.I–III became 2.3.5.1–3). */

/** A page's place in the book (its sidebar order), so that a section spread over several pages
 * (chapter 11) is read in the reader's order. */
const ranks = new Map<string, number>();
function rank(file: string): number {
  if (!ranks.has(file)) {
    let order = 0;
    try {
      order = sidebarFrontmatter(readFileSync(file, 'utf8')).order ?? 0;
    } catch {
      order = 0;
    }
    ranks.set(file, order);
  }
  return ranks.get(file)!;
}

/** Every problem of a site's numbering against a frozen list, in French. */
export function numberingFaults(
  site: Rule[],
  list: [string, string][],
  retires: Record<string, { titre: string; voir: string[] }>,
): string[] {
  const faults: string[] = [];
  const byN = new Map(site.map((r) => [r.n, r]));
  const frozenN = new Map(list);
  for (const [n, titre] of list) {
    const r = byN.get(n);
    if (!r) faults.push(`${n} (« ${titre} ») a disparu : un numéro gelé ne se retire qu’en passant dans « retires »`);
    else if (plain(r.title) !== titre) faults.push(`${n} s’appelle « ${plain(r.title)} », gelé sous « ${titre} » : une règle décalée ? (un titre seulement reformulé se met à jour dans la liste)`);
  }
  for (const r of site) if (!frozenN.has(r.n)) faults.push(`${r.n} n’est pas dans la liste gelée : ajoutez-le à la fin de sa section`);
  for (const [n, { voir }] of Object.entries(retires)) {
    if (byN.has(n)) faults.push(`${n} a été retiré : il ne peut pas revenir`);
    if (frozenN.has(n)) faults.push(`${n} est à la fois gelé et retiré`);
    for (const v of voir) if (!byN.has(v)) faults.push(`${n} renvoie à ${v}, absent du site`);
  }
  // Each section's children: on the site, in document order, exactly the frozen order, and the
  // frozen order itself is 1, 2, 3… so a new rule can only be the next number, at the end.
  const kids = (rules: string[]) => {
    const m = new Map<string, string[]>();
    for (const n of rules) m.set(parent(n), [...(m.get(parent(n)) ?? []), n]);
    return m;
  };
  const ordered = [...site].sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const siteKids = kids(ordered.filter((r) => r.depth > 1).map((r) => r.n));
  for (const [p, ns] of kids(list.map(([n]) => n).filter((n) => n.includes('.')))) {
    const want = ns.filter((n) => byN.has(n));
    const got = (siteKids.get(p) ?? []).filter((n) => frozenN.has(n));
    if (got.join() !== want.join()) faults.push(`sous ${p} : l’ordre ${got.join(', ')} n’est pas l’ordre gelé ${want.join(', ')}`);
  }
  // Each rule sits under its parent: the nearest heading one level up, earlier in the same page.
  for (const r of site) {
    if (r.depth < 3) continue;
    const above = site
      .filter((o) => o.file === r.file && o.depth === r.depth - 1 && (o.line ?? 0) < (r.line ?? 0))
      .sort((a, b) => (b.line ?? 0) - (a.line ?? 0))[0];
    if (above?.n !== parent(r.n)) faults.push(`${r.n} est rangée sous ${above?.n ?? 'rien'}, pas sous ${parent(r.n)}`);
  }
  for (const r of site) {
    if (r.depth === 4 && !/\.\d+$/.test(r.n)) faults.push(`${r.n} : au quatrième niveau, des chiffres arabes (11.3.4.1)`);
  }
  return faults;
}

const index = rulesIndex({ fresh: true });
const site: Rule[] = index.list.filter((r: Rule) => r.book === 'tet');
const list = frozen.numeros as [string, string][];
const retires = frozen.retires as Record<string, { titre: string; voir: string[] }>;

describe('Tiny Epic Tactics : des numéros de règle stables', () => {
  it('la liste gelée est entière (plus de 300 numéros)', () => {
    expect(list.length + Object.keys(retires).length).toBeGreaterThanOrEqual(314);
  });

  it('chaque numéro gelé est sur le site, sous son titre, à sa place ; aucun numéro nouveau ailleurs qu’à la fin de sa section', () => {
    expect(numberingFaults(site, list, retires)).toEqual([]);
  });

  it('le contrôle sait échouer', () => {
    const f = 'a.mdx';
    const rule = (n: string, title: string, line: number): Rule => ({ n, title, depth: n.split('.').length, file: f, line, book: 'tet' });
    const base = [rule('4', '4. Actions', 0), rule('4.1', 'Principe', 1), rule('4.1.1', 'Un', 2), rule('4.1.2', 'Deux', 3), rule('4.2', 'Suite', 4)];
    const frozenBase: [string, string][] = base.map((r) => [r.n, r.title]);
    expect(numberingFaults(base, frozenBase, {})).toEqual([]);
    // a number disappears
    expect(numberingFaults(base.filter((r) => r.n !== '4.1.2'), frozenBase, {})).toHaveLength(1);
    // rules shifted to make room for a new one: titles no longer match
    const shifted = [...base.slice(0, 3), rule('4.1.2', 'Nouvelle', 3), rule('4.1.3', 'Deux', 3.5), base[4]!];
    expect(numberingFaults(shifted, frozenBase, {}).length).toBeGreaterThan(0);
    // a new number not added to the list
    const added = [...base.slice(0, 4), rule('4.1.3', 'Trois', 3.5), base[4]!];
    expect(numberingFaults(added, frozenBase, {})).toHaveLength(1);
    expect(numberingFaults(added, [...frozenBase.slice(0, 4), ['4.1.3', 'Trois'], frozenBase[4]!], {})).toEqual([]);
    // a rule moved out of its section (4.1.2 now below 4.2)
    const moved = [base[0]!, base[1]!, base[2]!, base[4]!, rule('4.1.2', 'Deux', 5)];
    expect(numberingFaults(moved, frozenBase, {}).some((m) => m.startsWith('4.1.2 est rangée sous 4.2'))).toBe(true);
    // order changed inside a section
    const swapped = [base[0]!, base[1]!, rule('4.1.2', 'Deux', 2), rule('4.1.1', 'Un', 3), base[4]!];
    expect(numberingFaults(swapped, frozenBase, {}).some((m) => m.startsWith('sous 4.1'))).toBe(true);
    // a withdrawn number that comes back, or points nowhere
    expect(numberingFaults(base, frozenBase.slice(0, 4), { '4.2': { titre: 'Suite', voir: ['4.1'] } }).length).toBeGreaterThan(0);
    expect(numberingFaults(base, frozenBase, { '4.3': { titre: 'X', voir: ['9.9'] } })).toHaveLength(1);
    // Roman numerals at the fourth level
    const roman = [...base.slice(0, 3), rule('4.1.1.I', 'Quatre', 2.5), base[3]!, base[4]!];
    expect(numberingFaults(roman, [...frozenBase.slice(0, 3), ['4.1.1.I', 'Quatre'], ...frozenBase.slice(3)], {})).toHaveLength(1);
  });
});

/** Site numbers compared part by part: 4.6 < 5 < 8. */
function siteOrder(a: string, b: string): number {
  const A = a.split('.').map(Number);
  const B = b.split('.').map(Number);
  for (let i = 0; i < Math.max(A.length, B.length); i++) {
    const d = (A[i] ?? -1) - (B[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

/** The book's sections that it prints before a rule the site numbers lower: where the site's
 * order is not the book's. */
export function outOfBookOrder(sections: { regle: string }[]): string[] {
  const rules = sections.map((s) => s.regle);
  return rules.filter((r, i) => rules.slice(i + 1).some((later) => siteOrder(later, r) < 0));
}

describe('Tiny Epic Tactics : « dans l’ordre du livret » seulement où c’est vrai', () => {
  const index = readFileSync('content/tiny-epic-tactics/regles/index.mdx', 'utf8');
  const section = index.slice(index.indexOf('### L’ordre du livret'), index.indexOf('\n## ', index.indexOf('### L’ordre du livret')));

  it('la page des règles nomme chaque section que le livret imprime ailleurs (src/data/tet-sections.json, dans l’ordre du livret)', () => {
    const moved = outOfBookOrder(tetSections.sections);
    expect(moved.length).toBeGreaterThan(0);
    const cited = new Set([...section.matchAll(/<Ref n="([^"]+)"/g)].map((m) => m[1]));
    expect(moved.filter((n) => !cited.has(n))).toEqual([]);
  });

  it('aucune autre page ne dit que la numérotation suit l’ordre du livret', () => {
    const files = filesUnder('content/tiny-epic-tactics', ['.mdx']).filter((f) => !f.endsWith('regles/index.mdx'));
    expect(files.filter((f) => /(dans|suit|suivent|selon) l’ordre du livret/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('le contrôle sait échouer', () => {
    expect(outOfBookOrder([{ regle: '1' }, { regle: '3' }, { regle: '2' }])).toEqual(['3']);
    expect(outOfBookOrder([{ regle: '4.3' }, { regle: '4.6' }, { regle: '5' }])).toEqual([]);
  });
});

describe('Tiny Epic Tactics : les numéros retirés sont dits', () => {
  it('la page des sources nomme chaque numéro retiré et les règles qui le remplacent', () => {
    const page = readFileSync('content/tiny-epic-tactics/regles/sources.mdx', 'utf8');
    const missing: string[] = [];
    for (const [n, { voir }] of Object.entries(retires)) {
      const line = page.split('\n').find((l) => l.startsWith(`- \`${n}\` `));
      if (!line) missing.push(`${n} : absent`);
      else for (const v of voir) if (!line.includes(`<Ref n="${v}" />`)) missing.push(`${n} : sans renvoi à ${v}`);
    }
    expect(Object.keys(retires).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
