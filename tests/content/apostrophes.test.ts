// French typography in what a reader sees: the typographic apostrophe (’) in every page's prose and
// in every string the engine and the islands show, and no « (s) » plural left to the reader.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../fichiers';

const STRAIGHT = /\p{L}'[\p{L}*<«]/u;
const PLURAL_S = /\p{L}\(s\)/u;

/** The prose of an MDX page: no front-matter quotes, imports, code fences or inline code. */
export function proseFaults(mdx: string): string[] {
  const faults: string[] = [];
  let fence = false;
  for (const line of mdx.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence || /^import\s/.test(line)) continue;
    const prose = line.replace(/`[^`]*`/g, '');
    if (STRAIGHT.test(prose) || PLURAL_S.test(prose)) faults.push(line.trim().slice(0, 100));
  }
  return faults;
}

/** The string literals and template texts of a TypeScript or Svelte source that hold French prose. */
export function stringFaults(src: string): string[] {
  const faults: string[] = [];
  const file = ts.createSourceFile('x.ts', src, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) {
      const text = n.text;
      // import paths and keys are no prose
      if (!ts.isImportDeclaration(n.parent) && (STRAIGHT.test(text) || PLURAL_S.test(text))) faults.push(text.slice(0, 100));
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return faults;
}

describe('typographic apostrophes and plurals', () => {
  it('every Root page writes ’, never a straight apostrophe, in its prose', () => {
    const bad = filesUnder('content/root', ['.mdx']).flatMap((f) => proseFaults(readFileSync(f, 'utf8')).map((l) => `${f}: ${l}`));
    expect(bad).toEqual([]);
  });
  it('every string of the Root engine shown to readers writes ’ and agrees in number', () => {
    const bad = filesUnder('src/engine/root', ['.ts']).flatMap((f) => stringFaults(readFileSync(f, 'utf8')).map((l) => `${f}: ${l}`));
    expect(bad).toEqual([]);
  });
  it('the checks can fail', () => {
    expect(proseFaults("La carte de l'Alliance")).toHaveLength(1);
    expect(proseFaults("`l'objet` en code")).toEqual([]);
    expect(stringFaults("const a = `Il reste ${n} guerrier(s)`;")).toHaveLength(1);
    expect(stringFaults("const a = \"l'objet\";")).toHaveLength(1);
    expect(stringFaults("// the Keep's clearing\nconst a = 'l’objet';")).toEqual([]);
  });
});
