// The « EN » link beside each numbered rule: the same rule in Leder Games' official English rules
// (rules.ledergames.com, sources in LederCards/rules). Reads the committed extraction
// src/data/root-official-en.json, never the network.
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { rulesIndex } from '../../src/lib/rules-index.mjs';
import { OFFICIAL_EN, officialEnglishUrl } from '../../src/lib/official-en.mjs';
import { reglesPlugin } from '../../src/plugins/regles.mjs';

const index = rulesIndex({ fresh: true });
// Only headings carry the copy button (a chapter is its page's title, anchor '').
const headings = (book: string) => index.list.filter((r) => r.book === book && r.anchor);
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];
const URL_FORM = /^https:\/\/rules\.ledergames\.com\/\?product=root&locale=en-US&printing=p16#([^#\s%]+)$/;

/** Where the official site puts each appendix (A → 19), read from the extraction, one place each. */
function appendixPositions(): Map<string, string> {
  const pos = new Map<string, Set<string>>();
  for (const [n, id] of Object.entries(OFFICIAL_EN.official)) {
    const top = n.split('.')[0]!;
    if (/^\d+$/.test(top)) continue;
    if (!pos.has(top)) pos.set(top, new Set());
    pos.get(top)!.add(id.split('.')[0]!);
  }
  return new Map([...pos].map(([k, v]) => [k, [...v].join('|')]));
}
const APPENDIX = appendixPositions();

/** The official site's internal index of a printed number: A.3 → 19.3, 8.4.2.II.a → 8.4.2.2.1. */
function position(n: string): string {
  return n
    .split('.')
    .map((part, i) => (i === 0 && APPENDIX.has(part) ? APPENDIX.get(part)! : ROMAN.includes(part) ? String(ROMAN.indexOf(part) + 1) : /^[a-z]$/.test(part) ? String(part.charCodeAt(0) - 96) : part))
    .join('.');
}

describe('Loi officielle en anglais : la liste extraite', () => {
  it('dit d’où elle vient : dépôt, commit, fichier', () => {
    expect(OFFICIAL_EN.repo).toBe('LederCards/rules');
    expect(OFFICIAL_EN.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(OFFICIAL_EN.source).toContain(OFFICIAL_EN.commit);
    expect(OFFICIAL_EN.source).toContain('content/rules/root/en-US/p16/rules.yml');
    expect(Object.keys(OFFICIAL_EN.official).length).toBeGreaterThan(500);
  });

  it('chaque annexe officielle a une seule position, et les chapitres gardent leur numéro', () => {
    for (const [letter, at] of APPENDIX) expect(at, letter).toMatch(/^\d+$/);
    for (const [n, id] of Object.entries(OFFICIAL_EN.official)) expect(id.split(/[.-]/)[0], n).toBe(position(n).split('.')[0]);
  });

  it('une règle qui a changé de numéro est décrite par ses deux titres, différents', () => {
    for (const [n, [before, after]] of Object.entries(OFFICIAL_EN.differs)) {
      expect(OFFICIAL_EN.official[n], n).toBeDefined();
      expect(before, n).not.toBe(after);
    }
  });
});

describe('Loi officielle en anglais : les liens « EN »', () => {
  const loi = headings('loi');
  const linked = loi.filter((r) => officialEnglishUrl('loi', r.n));

  it('chaque lien a la forme du site officiel et vise l’ancre de la même règle', () => {
    expect(linked.length).toBeGreaterThan(400);
    for (const r of linked) {
      const url = officialEnglishUrl('loi', r.n)!;
      const m = URL_FORM.exec(url);
      expect(m, url).not.toBeNull();
      const id = m![1]!;
      expect(OFFICIAL_EN.official[r.n], r.n).toBe(id);
      // levels 1–3: the position itself; levels I… and a…: position, then the English title's slug
      if (r.depth <= 3) expect(id, r.n).toBe(position(r.n));
      else expect(id, r.n).toMatch(new RegExp(`^${position(r.n).replace(/\./g, '\\.')}-[a-z0-9][\\w.()'!:@*+~$-]*$`));
    }
  });

  it('chaque règle du site dont le numéro existe dans la Loi officielle, pour la même règle, a son lien', () => {
    const missing = loi.filter((r) => r.n in OFFICIAL_EN.official && !(r.n in OFFICIAL_EN.differs) && !officialEnglishUrl('loi', r.n));
    expect(missing.map((r) => r.n)).toEqual([]);
  });

  it('aucun lien vers un numéro qui, dans la Loi officielle, porte une autre règle', () => {
    expect(Object.keys(OFFICIAL_EN.differs).filter((n) => officialEnglishUrl('loi', n))).toEqual([]);
    expect(OFFICIAL_EN.newInTarget.filter((n) => officialEnglishUrl('loi', n))).toEqual([]);
  });

  it('les règles sans lien sont absentes de la Loi officielle ou y ont changé de numéro', () => {
    const unlinked = loi.filter((r) => !officialEnglishUrl('loi', r.n));
    for (const r of unlinked) expect(!(r.n in OFFICIAL_EN.official) || r.n in OFFICIAL_EN.differs, r.n).toBe(true);
    // Today: the glossary (G.1.n here, G.n there), Appendix B (absent from the official data),
    // C–F (moved to M, V, H, L), the combat steps 4.3.2–4.3.4 and A.8 (renumbered).
    const byPart = new Set(unlinked.map((r) => r.n.split('.')[0]));
    expect([...byPart].sort()).toEqual(['4', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('Les Lois de la Robotique n’ont pas de lien : LederCards/rules ne les contient pas', () => {
    const robot = headings('robotique');
    expect(robot.length).toBeGreaterThan(200);
    expect(robot.filter((r) => officialEnglishUrl('robotique', r.n))).toEqual([]);
  });
});

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };

/** What the heading plugin makes of « ### n title » in a content file. */
function render(file: string, n: string): Node {
  const heading: Node = { type: 'element', tagName: 'h3', properties: {}, children: [{ type: 'text', value: `${n} Titre` }] };
  let wrapper: Node | undefined;
  const ctx = {
    fileURL: pathToFileURL(join(process.cwd(), file)),
    textContent: (node: Node) => node.children!.map((c) => c.value).join(''),
    setProperty: (node: Node, k: string, v: unknown) => (node.properties![k] = v),
    wrapNode: (_node: Node, w: Node) => (wrapper = w),
  };
  (reglesPlugin.element as unknown as { visit: (node: Node, ctx: unknown) => void }).visit(heading, ctx);
  return wrapper!;
}

describe('le lien « EN » dans le titre d’une règle', () => {
  it('suit le bouton « copier le lien », s’ouvre dans un nouvel onglet et se nomme en français', () => {
    const w = render('content/root/loi/actions-principales.mdx', '4.3.1.I');
    const kids = w.children!;
    const copy = kids.findIndex((c) => (c.properties?.className as string[] | undefined)?.includes('copier-lien'));
    const en = kids[copy + 1]!;
    expect(en.tagName).toBe('a');
    expect(en.properties).toMatchObject({
      className: ['regle-en'],
      href: officialEnglishUrl('loi', '4.3.1.I'),
      target: '_blank',
      rel: 'noopener',
      hreflang: 'en',
      'data-pagefind-ignore': 'all',
    });
    const label = en.properties!['aria-label'] as string;
    expect(label).toMatch(/^Règle 4\.3\.1\.I dans la Loi officielle en anglais/);
    expect(label).toContain('EN'); // the visible mark is part of the name (WCAG 2.5.3)
    const mark = en.children![0]!;
    expect(mark.properties).toMatchObject({ lang: 'en' });
    expect(mark.children![0]!.value).toBe('EN');
  });

  it('manque là où la règle n’a pas d’équivalent officiel, et dans les Lois de la Robotique', () => {
    const links = (w: Node) => w.children!.filter((c) => (c.properties?.className as string[] | undefined)?.includes('regle-en'));
    expect(links(render('content/root/loi/actions-principales.mdx', '4.3.2'))).toEqual([]);
    expect(links(render('content/root/loi/glossaire.mdx', 'G.1.9'))).toEqual([]);
    expect(links(render('content/root/robotique/marquise-mecanique.mdx', '4.3.1'))).toEqual([]);
    expect(links(render('content/root/loi/actions-principales.mdx', '4.2.1'))).toHaveLength(1);
  });
});

