// Content integrity: every rule of the chapters on the site is there, with
// its anchor, once; every cross-reference resolves.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { evaluateSituation } from '../../src/engine/root/evaluate';
import { rulesIndex, crossReferences, termReferences, findGlossaryEntry, glossarySlug } from '../../src/lib/rules-index.mjs';
import { resolveReference, OFFICIAL_NUMBERS } from '../../src/lib/references.mjs';
import { ruleDepth, numberingGaps } from '../../src/lib/rule-number.mjs';
import tetSections from '../../src/data/tet-sections.json';

const index = rulesIndex({ fresh: true });

function* allMdx(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) yield* allMdx(`${dir}/${e.name}`);
    else if (e.name.endsWith('.mdx')) yield `${dir}/${e.name}`;
  }
}
const onSite = (book: string) => new Set(index.list.filter((r) => r.book === book).map((r) => r.n));

const BOOK_NAMES = { loi: 'La Loi de Root', robotique: 'Les Lois de la Robotique', oath: 'La Loi d’Oath' } as const;

for (const book of ['loi', 'robotique', 'oath'] as const) {
  describe(`${BOOK_NAMES[book]} : numéros des règles`, () => {
    const site = onSite(book);
    const official: string[] = OFFICIAL_NUMBERS[book]!;
    const chapters = [...new Set(official.map((n) => n.split('.')[0]!))];

    it('le livre est complet : chaque chapitre du livret est sur le site', () => {
      expect(chapters.filter((c) => !site.has(c))).toEqual([]);
    });

    for (const chapter of chapters) {
      it(`le chapitre ${chapter} contient chaque règle numérotée du livret`, () => {
        const missing = official.filter((n) => n.split('.')[0] === chapter && !site.has(n));
        expect(missing).toEqual([]);
      });
    }

    it('aucune règle inventée : chaque numéro du site existe dans le livret', () => {
      const set = new Set(official);
      expect([...site].filter((n) => !set.has(n))).toEqual([]);
    });
  });
}

describe('La Loi d’Oath : le glossaire, adressé par des mots', () => {
  const entries = [...index.glossary.values()].filter((e) => e.book === 'oath');

  it('chaque terme du glossaire a son ancre, une seule fois, et une définition', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    expect(index.glossaryDuplicates.map((e) => `${e.slug} (${e.file}:${e.line})`)).toEqual([]);
    for (const e of entries) {
      expect(e.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(e.excerpt.length, `définition de ${e.title}`).toBeGreaterThan(5);
    }
  });

  it('le glossaire suit l’ordre alphabétique français', () => {
    const titles = entries.map((e) => e.title);
    expect([...titles].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(titles);
  });

  it('chaque <Terme livre="oath" t="…"> nomme une entrée du glossaire', () => {
    const refs = termReferences().filter((r) => r.book === 'oath');
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((r) => !findGlossaryEntry(r.book, r.slug)).map((r) => `${r.file}:${r.line} → ${r.slug}`)).toEqual([]);
  });

  it('un mot donne toujours le même identifiant, sans accents', () => {
    expect(glossarySlug('Votre site/région')).toBe('votre-site-region');
    expect(glossarySlug('Coût du Voyage')).toBe('cout-du-voyage');
  });
});

describe('Les règles de Tiny Epic Tactics : une numérotation à nous', () => {
  const numbers = index.list.filter((r) => r.book === 'tet').map((r) => r.n);

  it('au moins 80 règles numérotées, en 12 chapitres', () => {
    expect(numbers.length).toBeGreaterThanOrEqual(80);
    expect(numbers.filter((n) => !n.includes('.')).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
  });

  it('la numérotation se suit sans trou ni doublon, chaque règle sous son parent', () => {
    expect(numberingGaps(numbers)).toEqual([]);
  });

  it('le contrôle de continuité sait échouer', () => {
    expect(numberingGaps(['1', '1.1', '1.3'])).toHaveLength(1);
    expect(numberingGaps(['1', '1.1', '1.1.I', '1.1.III'])).toHaveLength(1);
    expect(numberingGaps(['1', '2.1'])).toHaveLength(1);
    expect(numberingGaps(['1', '3'])).toHaveLength(1);
  });

  it('chaque section du livret a son chapitre et sa règle sur le site', () => {
    const sections = tetSections.sections as { livret: string; regle: string }[];
    expect(sections.length).toBeGreaterThan(20);
    const set = new Set(numbers);
    expect(sections.filter((s) => !set.has(s.regle)).map((s) => `${s.livret} → ${s.regle}`)).toEqual([]);
  });
});

describe('structure des règles', () => {

  it('aucune ancre en double', () => {
    expect(index.duplicates.map((r) => `${r.book}:${r.n} (${r.file}:${r.line})`)).toEqual([]);
  });

  it('le niveau de chaque titre suit la profondeur de son numéro', () => {
    const wrong = index.list
      .filter((r) => r.level && r.level !== Math.min(6, ruleDepth(r.n)))
      .map((r) => `${r.n} est un h${r.level} (${r.file}:${r.line})`);
    expect(wrong).toEqual([]);
  });
});

describe('renvois', () => {
  const refs = crossReferences();

  it('le texte contient des renvois', () => {
    expect(refs.length).toBeGreaterThan(20);
  });

  it('chaque renvoi pointe vers une règle écrite sur le site (aucun chapitre en attente)', () => {
    const pending = refs
      .map((r) => ({ ...r, found: resolveReference(r.book, r.n) }))
      .filter((r) => r.found.status === 'pending')
      .map((r) => `${r.file}:${r.line} → ${r.n}`);
    expect(pending).toEqual([]);
  });

  it('les marqueurs de faction : 4.2.1, 2.5 et 4.3.2 sont modifiées par des règles de faction', () => {
    const by = (key: string) => (index.overrides.get(key) ?? []).map((r) => r.n).sort();
    expect(by('loi:4.2.1')).toEqual(expect.arrayContaining(['9.2.3', '11.2.2', '13.2.3']));
    expect(by('loi:2.5')).toEqual(expect.arrayContaining(['7.2.2', '10.2.4']));
    expect(by('loi:4.3.2')).toEqual(expect.arrayContaining(['8.2.2']));
  });

  it('chaque renvoi pointe vers une règle qui existe', () => {
    const dangling = refs
      .map((r) => ({ ...r, found: resolveReference(r.book, r.n) }))
      .filter((r) => r.found.status === 'dangling')
      .map((r) => `${r.file}:${r.line} → ${r.n} (${r.found.status === 'dangling' ? r.found.reason : ''})`);
    expect(dangling).toEqual([]);
  });

  it('un renvoi vers une règle écrite sur le site devient un lien vers sa page et son ancre', () => {
    const found = resolveReference('loi', '4.3.1');
    expect(found.status).toBe('ok');
    if (found.status === 'ok') expect(found.href).toBe('/root/loi/actions-principales/#4.3.1');
  });

  it('un renvoi inventé est refusé', () => {
    expect(resolveReference('loi', '4.9.9').status).toBe('dangling');
    expect(resolveReference('loi', '4.3.1.IV').status).toBe('dangling');
  });

  it('aucun numéro de règle nu dans le texte courant (chaque mention est un renvoi)', () => {
    const bare: string[] = [];
    for (const file of allMdx('content')) {
      const lines = readFileSync(file, 'utf8').split('\n');
      let inFrontmatter = false;
      lines.forEach((line, i) => {
        if (line.trim() === '---') inFrontmatter = !inFrontmatter;
        if (inFrontmatter || /^#{1,6}\s/.test(line) || /^(import|export)\s/.test(line)) return;
        const text = line
          .replace(/<(?:Ref|Modifie)\b[^>]*\/>/g, '')
          .replace(/Rootboïque \S+/g, '')
          .replace(/`[^`]*`/g, '').replace(/<[A-Z][^>]*>/g, '').replace(/\(https?:[^)]*\)/g, '');
        // (a part 0 is never a rule: « Marquise Mécanique 2.0 » is a name)
        const m = /(?<![\w.#/-])((?:1[0-5]|[1-9]|[A-G])\.[1-9]\d?(?:\.(?:[1-9]\d?|[IVX]{1,4}|[a-z]))*)(?![\w-])/.exec(text);
        if (m) bare.push(`${file}:${i + 1} « ${m[1]} »`);
      });
    }
    expect(bare).toEqual([]);
  });
});

describe('pages', () => {
  function* mdx(dir: string): Generator<string> {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) yield* mdx(`${dir}/${e.name}`);
      else if (e.name.endsWith('.mdx')) yield `${dir}/${e.name}`;
    }
  }
  it('chaque page a un titre, une description et une place dans le menu', () => {
    const faults: string[] = [];
    for (const file of mdx('content')) {
      const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      if (!/^title:\s*\S/m.test(fm)) faults.push(`${file} : titre`);
      if (!/^description:\s*\S/m.test(fm)) faults.push(`${file} : description`);
      if (file !== 'content/index.mdx' && !/^\s+order:\s*\d+/m.test(fm)) faults.push(`${file} : ordre dans le menu`);
    }
    expect(faults).toEqual([]);
  });
});

describe('situations intégrées aux pages', () => {
  const dir = 'content/root/situations';
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('il y en a', () => expect(files.length).toBeGreaterThan(0));

  for (const f of files) {
    it(`${f} : le moteur l’évalue sans problème`, () => {
      const answer = evaluateSituation(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')));
      expect(answer.problems).toEqual([]);
      expect(answer.ok).toBe(true);
    });
  }

  it('chaque page qui intègre une situation l’importe depuis ce dossier', () => {
    const used = new Set<string>();
    // Root's pages only: Oath's situations live in content/oath/situations (tests/content/oath-situations.test.ts).
    for (const file of new Set(index.list.map((r) => r.file)).add('content/root/plateau.mdx')) {
      if (!/(^|\/)content\/root\//.test(file)) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/from '[./]*\/?situations\/([^']+\.json)'/g)) used.add(m[1]!);
    }
    expect([...used].sort()).toEqual([...files].sort());
  });
});
