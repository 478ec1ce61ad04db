// engine/core is what every game shares: no game's names or rules inside it (STYLE.md).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

const FORBIDDEN = /\b(root|oath|tet|tiny epic|clairi[eè]re|marquise|canop[ée]e|vagabond|chancel(ier|lor)|warband|troupe|exil[ée]|clearing|faction)\b/i;

describe('engine/core names no game', () => {
  const files = readdirSync('src/engine/core').filter((f) => f.endsWith('.ts'));
  it('has modules', () => expect(files.length).toBeGreaterThanOrEqual(5));
  it.each(files)('%s holds no game word, in code or comments', (f) => {
    const hits = readFileSync(`src/engine/core/${f}`, 'utf8')
      .split('\n')
      .map((line, i) => [i + 1, line] as const)
      .filter(([, line]) => FORBIDDEN.test(line))
      .map(([n, line]) => `${f}:${n} ${line.trim()}`);
    expect(hits).toEqual([]);
  });
  it('the check can fail', () => expect(FORBIDDEN.test('the Marquise rules a clearing')).toBe(true));
});
