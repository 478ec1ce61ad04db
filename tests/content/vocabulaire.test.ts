// One term per concept across both books, as the Law and the Laws of Rootbotics write them:
// « initier un combat », « clairière en coin », « jeton de Complot / de Tunnel / de Sympathie ».
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../fichiers';

const FORBIDDEN: [RegExp, string][] = [
  [/\b(engag|livr)\w* (un|le|des|les|de nouveaux) (nouveau )?combats?/i, 'initier un combat'],
  [/clairières? (de|d’) ?(coin|angle)/i, 'clairière en coin'],
  [/clairières? (de départ )?situées? dans un coin/i, 'clairière en coin'],
  [/\bjetons? (Complot|Tunnel|Sympathie)\b/, 'jeton de Complot / de Tunnel / de Sympathie'],
];

export function vocabularyFaults(text: string): string[] {
  return FORBIDDEN.filter(([re]) => re.test(text)).map(([, want]) => want);
}

describe('one term per concept', () => {
  it('the Root pages and the Root engine use the books’ terms', () => {
    const bad: string[] = [];
    for (const f of [...filesUnder('content/root', ['.mdx']), ...filesUnder('src/engine/root', ['.ts']), ...filesUnder('src/islands', ['.svelte'])]) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const want of vocabularyFaults(line)) bad.push(`${f}:${i + 1} → « ${want} »`);
        });
    }
    expect(bad).toEqual([]);
  });
  it('the check can fail', () => {
    expect(vocabularyFaults('Engagez un combat.')).toEqual(['initier un combat']);
    expect(vocabularyFaults('une clairière de coin')).toEqual(['clairière en coin']);
    expect(vocabularyFaults('un jeton Complot')).toHaveLength(1);
    expect(vocabularyFaults('une clairière située dans un coin du plateau')).toEqual(['clairière en coin']);
    expect(vocabularyFaults('Initiez un combat dans une clairière en coin avec un jeton de Sympathie.')).toEqual([]);
  });
});

// Tiny Epic Tactics, as its French book writes them: « Aventure Solo », « Zone(s) de Contrôle ».
const TET_FORBIDDEN: [RegExp, string][] = [
  [/\b[Aa]venture solo\b|\baventure Solo\b/, 'Aventure Solo'],
  [/\b[Zz]ones? de contrôle\b|\bzones? de Contrôle\b/, 'Zone de Contrôle'],
];

export function tetVocabularyFaults(text: string): string[] {
  return TET_FORBIDDEN.filter(([re]) => re.test(text)).map(([, want]) => want);
}

describe('Tiny Epic Tactics : un seul nom par chose', () => {
  it('les pages, le moteur et les îlots de Tiny Epic Tactics écrivent « Aventure Solo » et « Zones de Contrôle »', () => {
    const bad: string[] = [];
    const files = [
      ...filesUnder('content/tiny-epic-tactics', ['.mdx']),
      ...filesUnder('src/engine/tet', ['.ts']),
      ...filesUnder('src/islands', ['.svelte', '.ts']).filter((f) => /[/\\]tet/.test(f)),
      'src/lib/explorateurs.mjs',
    ];
    for (const f of files) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const want of tetVocabularyFaults(line)) bad.push(`${f}:${i + 1} → « ${want} »`);
        });
    }
    expect(bad).toEqual([]);
  });
  it('the check can fail', () => {
    expect(tetVocabularyFaults('le mode Aventure solo')).toEqual(['Aventure Solo']);
    expect(tetVocabularyFaults('une aventure solo')).toEqual(['Aventure Solo']);
    expect(tetVocabularyFaults('les zones de contrôle')).toEqual(['Zone de Contrôle']);
    expect(tetVocabularyFaults('9. Zones de contrôle')).toEqual(['Zone de Contrôle']);
    expect(tetVocabularyFaults('les zones de Contrôle')).toEqual(['Zone de Contrôle']);
    expect(tetVocabularyFaults('En Aventure Solo, les Zones de Contrôle et la Zone de Contrôle.')).toEqual([]);
  });
});
