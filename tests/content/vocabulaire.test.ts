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
