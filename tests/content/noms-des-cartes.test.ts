// Card names in the pages: a French name only where a source gives it, and an English name never
// alone in a French sentence (issue 14). The data modules (src/engine/root/cards.ts,
// src/engine/root/bots/deck.ts) hold each name with its status and source; the pages and the islands
// are checked here, the engine's own sentences in tests/engine/card-names.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMBUSH_CARD, BATTLE_CARDS } from '../../src/engine/root/cards';
import { STANDARD_DECK, EXILES_DECK } from '../../src/engine/root/bots/deck';
import { filesUnder } from '../fichiers';

const faces = [
  ...STANDARD_DECK,
  ...EXILES_DECK,
  ...[AMBUSH_CARD, ...Object.values(BATTLE_CARDS)].map((c) => ({ nameEn: c.nameEn, name: c.name, nameStatus: c.nameSource.status, nameSource: c.nameSource.source })),
];
const unconfirmed = [...new Set(faces.filter((f) => f.nameStatus === 'non confirmé').map((f) => f.nameEn))];
const confirmed = [...new Map(faces.filter((f) => f.nameStatus === 'confirmé').map((f) => [f.name, f])).values()];

/** English card names that are also words of the French rules (the Duchy's Tunnels, « saboteurs »): only « carte X » is a card there. */
const ALSO_FRENCH = new Set(['Tunnels', 'Saboteurs']);

/** Every place an unconfirmed English name is not followed at once by the mark. */
export function bareEnglishNames(text: string, names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = ALSO_FRENCH.has(name) ? new RegExp(`\\bcartes? ${esc}\\b`, 'g') : new RegExp(`(?<![\\p{L}-])${esc}(?![\\p{L}-])`, 'gu');
    for (const m of text.matchAll(re)) {
      const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 80);
      if (!/^[*_]*\s*\((?:noms? anglais|nom anglais)[^)]*non confirmé/.test(after)) out.push(`${name} … ${after.slice(0, 40)}`);
    }
  }
  return out;
}

const pages = [...filesUnder('content', ['.mdx', '.md']), ...filesUnder('src/islands', ['.svelte']), ...filesUnder('src/components', ['.astro'])];

describe('card names in the pages', () => {
  it('the check finds a bare English name, and accepts one followed by its mark', () => {
    expect(bareEnglishNames('Avec la carte Arms Trader, on marque.', ['Arms Trader'])).toHaveLength(1);
    expect(bareEnglishNames('Avec la carte Arms Trader (nom anglais ; nom français non confirmé), on marque.', ['Arms Trader'])).toEqual([]);
    expect(bareEnglishNames('les 3 Tunnels du Duché', ['Tunnels'])).toEqual([]);
    expect(bareEnglishNames('la carte Tunnels du paquet', ['Tunnels'])).toHaveLength(1);
  });
  it('no page names an unconfirmed card by its English name without the mark', () => {
    const bad: string[] = [];
    for (const f of pages) for (const b of bareEnglishNames(readFileSync(f, 'utf8'), unconfirmed)) bad.push(`${f}: ${b}`);
    expect(bad).toEqual([]);
  });
  it('a name confirmed by a rule of the Law is the one the Law’s pages use', () => {
    const law = filesUnder('content/root', ['.mdx']).map((f) => readFileSync(f, 'utf8').toLowerCase()).join('\n');
    const fromLaw = confirmed.filter((c) => /Loi de Root/.test(c.nameSource));
    expect(fromLaw.length).toBeGreaterThan(5);
    for (const c of fromLaw) expect(law.includes(c.name.toLowerCase()), c.name).toBe(true);
  });
  it('the search log lists every card whose French name is still unconfirmed, and every source used', () => {
    const log = readFileSync('docs/noms-des-cartes.md', 'utf8');
    for (const n of unconfirmed) expect(log, n).toContain(n);
    for (const c of confirmed) expect(log, c.name).toContain(c.name);
  });
});
