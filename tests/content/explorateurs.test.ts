// The site's claims about its explorers come from one list (src/lib/explorateurs.mjs), checked
// here against the engines' own registry (src/engine/games.ts): every question kind an engine
// answers is shown by an explorer, or named as answered only in situation files; every explorer has
// its page, its rules exist, and no page, README or doc says a built explorer is missing. The built
// site's side (sidebars, home page, game pages) is checked in tests/e2e/explorateurs.spec.ts.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { SITUATIONS } from '../../src/engine/games';
import { EXPLORATEURS, SANS_EXPLORATEUR, ILOTS } from '../../src/lib/explorateurs.mjs';
import { resolveReference } from '../../src/lib/references.mjs';

const ENGINES = ['root', 'oath', 'tet'] as const;

describe('les explorateurs et le registre des moteurs', () => {
  it('chaque moteur du registre a sa liste d’îlots, et réciproquement', () => {
    expect([...SITUATIONS.games.keys()].sort()).toEqual([...ENGINES].sort());
    expect(Object.keys(ILOTS).sort()).toEqual([...ENGINES].sort());
  });

  for (const engine of ENGINES) {
    it(`${engine} : chaque question du moteur est montrée par un explorateur, ou dite sans explorateur`, () => {
      const kinds = SITUATIONS.games.get(engine)!.questions;
      expect(kinds.length).toBeGreaterThan(0);
      const shown = new Set(EXPLORATEURS.filter((e) => e.moteur === engine).flatMap((e) => e.questions));
      const without = new Set(Object.keys(SANS_EXPLORATEUR[engine]));
      for (const k of kinds) expect(shown.has(k) !== without.has(k), `question « ${k} » : montrée xor sans explorateur`).toBe(true);
      // Nothing listed that the engine does not answer.
      for (const k of [...shown, ...without]) expect(kinds).toContain(k);
      // Each kind an explorer shows has an island, and each island's kind is shown by an explorer.
      for (const k of shown) expect(ILOTS[engine][k], `îlot de « ${k} »`).toBeTruthy();
      for (const k of Object.keys(ILOTS[engine])) expect(shown.has(k), `« ${k} » a un îlot mais aucun explorateur`).toBe(true);
    });
  }

  it('les identifiants et les pages sont uniques', () => {
    expect(new Set(EXPLORATEURS.map((e) => e.id)).size).toBe(EXPLORATEURS.length);
    expect(new Set(EXPLORATEURS.map((e) => e.slug)).size).toBe(EXPLORATEURS.length);
  });

  for (const e of EXPLORATEURS) {
    it(`${e.titre} : sa page existe, montre son explorateur en pleine largeur, et ses règles existent`, () => {
      expect(e.slug.startsWith(`${e.jeu}/`)).toBe(true);
      const file = `content/${e.slug}.mdx`;
      expect(existsSync(file), file).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(`<EnteteExplorateur id="${e.id}" />`);
      expect(text).toMatch(/<Essai id="[^"]+" page situation=\{\w+\} \/>/);
      expect(text).toMatch(/^tableOfContents: false$/m);
      // The situation the page opens on is one of the explorer's questions.
      const imported = /^import \w+ from '(\.\.?\/[^']+\.json)';$/m.exec(text)?.[1];
      expect(imported).toBeTruthy();
      const situation = JSON.parse(readFileSync(new URL(imported!, new URL(`../../${file}`, import.meta.url)), 'utf8'));
      expect(e.questions).toContain(situation.question.kind);
      expect(SITUATIONS.evaluateSituation(situation).ok).toBe(true);
      expect(e.regles.length).toBeGreaterThan(0);
      for (const r of e.regles) expect(resolveReference(r.livre, r.n).status, `${r.livre} ${r.n}`).toBe('ok');
      expect(e.resume.length).toBeGreaterThan(40);
      expect(e.resume.length).toBeLessThan(220);
    });
  }
});

// Pages, READMEs and docs that speak of what the site offers.
function* files(dir: string, ext: RegExp): Generator<string> {
  for (const x of readdirSync(dir, { withFileTypes: true })) {
    if (x.isDirectory()) yield* files(`${dir}/${x.name}`, ext);
    else if (ext.test(x.name)) yield `${dir}/${x.name}`;
  }
}
const SPEAKING = [...files('content', /\.mdx$/), 'README.md', ...files('docs', /\.md$/), ...files('src', /(README\.md|\.astro)$/)];

describe('le site dit vrai sur lui-même', () => {
  it('aucune page, aucun README ni document n’annonce comme à venir ce qui existe', () => {
    const PROMISES = [/en préparation/i, /pas encore sur le site/i, /moteur n’est pas encore/i, /\bto come\b/i, /\bnot yet\b/i, /\bà venir\b/i];
    const found: string[] = [];
    for (const f of SPEAKING) {
      const text = readFileSync(f, 'utf8');
      for (const re of PROMISES) if (re.test(text)) found.push(`${f} : ${re}`);
    }
    expect(found).toEqual([]);
  });

  it('le README et l’accueil citent chaque explorateur par sa page', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const e of EXPLORATEURS) expect(readme, e.titre).toContain(`/${e.slug}/`);
    // The home page and each game's page list them from the list itself.
    expect(readFileSync('content/index.mdx', 'utf8').match(/<Explorateurs jeu="[^"]+" \/>/g)?.length).toBe(3);
    for (const jeu of new Set(EXPLORATEURS.map((e) => e.jeu))) expect(readFileSync(`content/${jeu}/index.mdx`, 'utf8')).toContain(`<Explorateurs jeu="${jeu}" />`);
  });
});
