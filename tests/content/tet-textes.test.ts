// Tiny Epic Tactics' rules text, from the audit of issue 25: what the introduction may say about
// the engine (derived from the registry of explorers), what the reader's pages keep (rules, not
// notes about our copy of the book: those are on the sources page), and a few words the audit
// corrected (« subit 1 dégât », « un Mana », « lors du tour d’un autre joueur »).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPLORATEURS } from '../../src/lib/explorateurs.mjs';
import { rulesIndex } from '../../src/lib/rules-index.mjs';
import { filesUnder } from '../fichiers';

const INTROS = ['content/tiny-epic-tactics/index.mdx', 'content/tiny-epic-tactics/regles/index.mdx'];
const READER_PAGES = filesUnder('content/tiny-epic-tactics/regles', ['.mdx']).filter((f) => !f.endsWith('sources.mdx'));

/** Claims that the engine or its odds are missing from the site. */
const ABSENCE = /aucune probabilit|pas de probabilit|moteur[^.]{0,60}(absent|n’est pas|pas encore|à venir)|(n’est|ne sont) pas (encore )?sur (le|ce) site/i;
/** Words about our copy of the book, which belong on the sources page. */
const SCAN = /texte (scrapé|source|extrait)|caractères parasites|RFTOURNER|\b162\b|\b169\b|Donion/;

export const absenceClaims = (text: string) => ABSENCE.test(text);
export const scanNotes = (text: string) => SCAN.test(text);

describe('Tiny Epic Tactics : ce que disent les textes', () => {
  const tet = EXPLORATEURS.filter((e) => e.moteur === 'tet');

  it('l’introduction ne dit pas le moteur absent ni les chances non données, puisque la liste des explorateurs en a un qui les calcule', () => {
    expect(tet.length).toBeGreaterThan(0);
    expect(tet.some((e) => e.questions.includes('melee') || e.questions.includes('distance'))).toBe(true);
    expect(INTROS.filter((f) => absenceClaims(readFileSync(f, 'utf8')))).toEqual([]);
    // The game's page lists the explorers from the registry, not from hand-written text.
    expect(readFileSync(INTROS[0]!, 'utf8')).toContain('<Explorateurs jeu="tiny-epic-tactics" />');
  });

  it('les pages de règles ne gardent aucune note sur notre copie du livret (page des sources)', () => {
    expect(READER_PAGES.length).toBeGreaterThan(10);
    expect(READER_PAGES.filter((f) => scanNotes(readFileSync(f, 'utf8')))).toEqual([]);
    expect(scanNotes(readFileSync('content/tiny-epic-tactics/regles/sources.mdx', 'utf8'))).toBe(true);
  });

  it('une unité Repoussée arrêtée subit 1 dégât (4.3.7, 4.3.8, 5.10) ; « un Mana » ; les cartes Tactique lors du tour d’un autre joueur (7.5)', () => {
    const index = rulesIndex({ fresh: true });
    const rule = (n: string) => index.byKey.get(`tet:${n}`)!.excerpt as string;
    for (const n of ['4.3.7', '4.3.8', '5.10']) {
      expect(rule(n), n).toContain('1 dégât');
      expect(rule(n), n).not.toMatch(/perd\w* 1 Santé/);
    }
    expect(rule('7.5')).toContain('lors du tour d’un autre joueur');
    const bad = filesUnder('content/tiny-epic-tactics', ['.mdx']).filter((f) => /\b[Uu]ne Mana\b/.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });

  it('le contrôle sait échouer', () => {
    expect(absenceClaims('Aucune probabilité n’est donc donnée sur ce site.')).toBe(true);
    expect(absenceClaims('Le moteur de règles n’est pas encore là.')).toBe(true);
    expect(absenceClaims('Le moteur répond sur une grille que vous composez.')).toBe(false);
    expect(scanNotes('le texte scrapé écrit « perdent 162 »')).toBe(true);
    expect(scanNotes('Une unité Repoussée subit 1 dégât.')).toBe(false);
  });
});
