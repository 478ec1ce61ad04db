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
import { NOMAD_INFO } from '../../src/engine/root/nomads';
import { LANDMARKS } from '../../src/engine/root/landmarks';
import { FAN_LOCALE } from '../../src/engine/root/names';
import { CHARACTER_NAMES } from '../../src/engine/root/glossary';

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

describe('Nomad and Monument names in the pages (names.ts)', () => {
  const nomadSides = Object.values(NOMAD_INFO).flatMap((n) => [
    { name: n.name, en: n.nameEn, src: n.nameSource },
    { name: n.demotedName, en: n.demotedNameEn, src: n.demotedNameSource },
  ]);
  const landmarks = LANDMARKS.map((l) => ({ name: l.name, en: l.nameEn, src: l.nameSource }));
  const all = [...nomadSides, ...landmarks];
  const law = (f: string) => readFileSync(join('content/root/loi', f), 'utf8');
  /** The names table of a page: name → the source cells of its row. */
  const rows = (text: string) =>
    text
      .split('\n')
      .filter((l) => /^\| (?!---|Nomade|Monument)/.test(l))
      .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));

  it('no page shows the English name of a Nomad or a Monument', () => {
    const english = [...new Set(all.map((x) => x.en))].filter((n) => !['Tower', 'Ferry'].includes(n));
    const bad: string[] = [];
    for (const f of pages) {
      const text = readFileSync(f, 'utf8');
      for (const n of english) if (new RegExp(`(?<![\\p{L}-])${n}(?![\\p{L}-])`, 'u').test(text)) bad.push(`${f}: ${n}`);
    }
    expect(bad).toEqual([]);
  });
  it('the Nomads page lists both sides of every Nomad, each with the status of its source', () => {
    const table = rows(law('nomades.mdx'));
    expect(table).toHaveLength(Object.keys(NOMAD_INFO).length);
    for (const n of Object.values(NOMAD_INFO)) {
      const row = table.find((r) => r[0] === n.name);
      expect(row, n.name).toBeDefined();
      expect(row![1], n.name).toBe(n.demotedName);
      const [promoted, demoted] = row![2]!.split(' ; ');
      expect(promoted === 'fans', n.name).toBe(n.nameSource.status === 'fans');
      expect(demoted === 'fans', n.demotedName).toBe(n.demotedNameSource.status === 'fans');
    }
  });
  it('the Monuments page lists the six, each with the status of its source', () => {
    const table = rows(law('monuments.mdx'));
    expect(table.map((r) => r[0])).toEqual(LANDMARKS.map((l) => l.name));
    for (const l of LANDMARKS) expect(table.find((r) => r[0] === l.name)![1] === 'source de fans', l.name).toBe(l.nameSource.status === 'fans');
  });
  it('where a page first names a fan name, the fan source is said before or beside it', () => {
    // « Brigand » is also the Law's Vagabond character (D.6): that one needs no mention
    const official = new Set(Object.values(CHARACTER_NAMES));
    const fanNames = all.filter((x) => x.src.status === 'fans' && !official.has(x.name)).map((x) => x.name);
    const mention = `source de fans : ${FAN_LOCALE.repo}`;
    const bad: string[] = [];
    for (const f of pages) {
      const text = readFileSync(f, 'utf8').replace(/\u00a0/g, ' ');
      for (const n of fanNames) {
        const i = text.search(new RegExp(`(?<![\\p{L}-])${n}(?![\\p{L}-])`, 'u'));
        if (i < 0) continue;
        // the mention in the same paragraph, before the name or right after it
        const para = text.slice(text.lastIndexOf('\n\n', i) + 2, text.indexOf('\n', i + n.length) + 1 || undefined);
        const sectionStart = text.lastIndexOf('\n## ', i);
        const section = text.slice(Math.max(0, sectionStart), text.indexOf('\n', i + n.length));
        if (!para.includes(mention) && !section.includes(mention)) bad.push(`${f}: ${n}`);
      }
    }
    expect(bad).toEqual([]);
  });
  it('the names log lists every Nomad and Monument name with its source', () => {
    const log = readFileSync('docs/noms-des-cartes.md', 'utf8');
    for (const x of all) {
      expect(log, x.name).toContain(`| ${x.en} | ${x.name} |`);
    }
    expect(log).toContain(`${FAN_LOCALE.repo}`);
    expect(log).toContain(FAN_LOCALE.path);
  });
});
