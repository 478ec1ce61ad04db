// Every message the engines and islands can show a reader, audited.
//
// (a) Damaged and garbage inputs (a fixed list, damaged copies of the site's own share links, and
//     fast-check strings, in bounded numbers) go through each game's link decoder and situation
//     reader: the registry (src/engine/games.ts: routeLink, decodeLink, evaluateSituation), Root's
//     readSituationText and decodeSituation, its bots' state (playBotTurn with a damaged botState,
//     a bot question's damaged boards), Oath's and Tiny Epic Tactics' decodeSituation. Every `text`
//     of every problem must be French prose: no link syntax, no engine id, no JavaScript error
//     text, French typography.
// (b) The islands' own texts (src/islands/**/*.svelte, and their .ts modules): no English error
//     word and no link syntax in a string or a text shown to readers; and what an island says when
//     it opens a shared link of another game or a damaged one (src/islands/commun/lien.ts).
//
// Each family of inputs is one test, which lists every faulty message it found with the input that
// produced it. Families whose messages a game's engine still gets wrong are gathered, by game, in
// the describe blocks « à réécrire » at the end, so that what remains to do is in plain sight.
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITUATIONS } from '../../src/engine/games';
import { FACTION_INFO } from '../../src/engine/root/factions';
import { readSituationText } from '../../src/engine/root/situation-text';
import { decodeSituation as decodeRoot } from '../../src/engine/root/situation';
import { playBotTurn } from '../../src/engine/root/bots/index';
import { decodeSituation as decodeOath } from '../../src/engine/oath/situation';
import { PLAYER_IDS } from '../../src/engine/oath/setup';
import { OATH_NAMES, ROLE_NAMES, TITLE_SIDE_NAMES, VISION_NAMES } from '../../src/engine/oath/names';
import { decodeSituation as decodeTet } from '../../src/engine/tet/situation';
import { initialSituation as openOathLink } from '../../src/islands/oath/lien';
import { initialSituation as openTetLink } from '../../src/islands/tet/lien';

interface Problem {
  text: string;
}
type Outcome = { ok: boolean; problems?: Problem[] } | undefined;

// ── What a message must not contain ─────────────────────────────────────────────────────────────

/** Engine ids that are no French word (a French word such as « marquise » may be prose). */
const FRENCH_WORDS = new Set(['marquise', 'alliance', 'vagabond', 'protection']);
const ENGINE_IDS = [
  ...SITUATIONS.games.keys(),
  ...Object.keys(FACTION_INFO),
  ...PLAYER_IDS,
  ...Object.keys(ROLE_NAMES),
  ...Object.keys(OATH_NAMES),
  ...Object.keys(VISION_NAMES),
  ...Object.keys(TITLE_SIDE_NAMES),
].filter((id) => !FRENCH_WORDS.has(id));

const FAULTS: ReadonlyArray<readonly [string, RegExp]> = [
  // « = », « ?s= », « essai= », a game prefix « oath/ », dotted codes « combat.5.m.c », pieces « m-scierie », grammars « a|b ».
  ['syntaxe de lien', /=|\?s=|essai=|\b(?:root|oath|tet)\/|\/[a-z]+[.:]|\b[a-z]+\.[a-z0-9]|\b[a-su-z]-[a-zA-Z]{2,}|\|/],
  ['identifiant du moteur', new RegExp(`\\b(?:${ENGINE_IDS.join('|')})\\b|\\b(?:OATH|ROOT)[-/]\\d+|\\brobot\\.[A-Za-z]|\\b(?:\\d+x\\d+|LxH)\\b|\\b[a-z]+_[a-z_]+\\b`)],
  ['erreur JavaScript', /TypeError|ReferenceError|RangeError|SyntaxError|\bError\b|Cannot |undefined|\bnull\b|NaN|\[object|is not a function|of undefined/],
  ['mot anglais', /\b(?:the|and|of|is|not|must|should|invalid|unknown|expected|missing|unexpected|error|failed|value|field|setup|bot|player)\b/i],
  ['espace simple avant : ; ! ?', / [:;!?]/],
  ['espace simple dans « »', /«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»/],
  ['pas une phrase', /^(?![A-ZÀ-ÖØ-Þ«0-9])|[^.!?…»)]$/],
];

/** The faults of one message, by name. */
export function faultsOf(text: string): string[] {
  return FAULTS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

interface Finding {
  input: string;
  text: string;
  faults: string[];
}

/** Runs every input through `read` and collects the faulty messages (and any exception). */
function audit(inputs: readonly unknown[], read: (input: never) => Outcome): { seen: number; findings: Finding[] } {
  const findings: Finding[] = [];
  let seen = 0;
  for (const input of inputs) {
    const shown = typeof input === 'string' ? input.slice(0, 80) : JSON.stringify(input)?.slice(0, 80) ?? String(input);
    let out: Outcome;
    try {
      out = read(input as never);
    } catch (e) {
      findings.push({ input: shown, text: `exception : ${e instanceof Error ? e.message : String(e)}`, faults: ['exception'] });
      continue;
    }
    for (const p of out?.problems ?? []) {
      seen++;
      const faults = typeof p.text === 'string' ? faultsOf(p.text) : ['texte absent'];
      if (faults.length) findings.push({ input: shown, text: String(p.text), faults });
    }
  }
  return { seen, findings };
}

/** Fails with the list of faulty messages (one per distinct text), if any. */
function expectClean({ seen, findings }: { seen: number; findings: Finding[] }): void {
  expect(seen, 'ces entrées doivent produire des messages').toBeGreaterThan(0);
  const distinct = new Map<string, Finding>();
  for (const f of findings) if (!distinct.has(f.text)) distinct.set(f.text, f);
  const list = [...distinct.values()].map((f) => `[${f.faults.join(', ')}] ${f.text}  ← ${f.input}`);
  expect(list.length, `messages fautifs :\n${list.join('\n')}\n`).toBe(0);
}

describe('le contrôle lui-même', () => {
  it('reconnaît chaque sorte de faute', () => {
    expect(faultsOf('Texte illisible.')).toEqual([]);
    expect(faultsOf('Clairière\u00A05\u202F: le joueur\u00A02 («\u00A0Chancelier\u00A0») attaque\u202F!')).toEqual([]);
    expect(faultsOf('Question illisible « combat.5.m.c » (m=).')).toEqual(expect.arrayContaining(['syntaxe de lien', 'espace simple dans « »']));
    expect(faultsOf('Faction riverfolk inconnue.')).toContain('identifiant du moteur');
    expect(faultsOf('Carte OATH-12 absente.')).toContain('identifiant du moteur');
    expect(faultsOf('Plateau 8x8 trop grand.')).toContain('identifiant du moteur');
    expect(faultsOf('Tour impossible (Cannot read properties of undefined).')).toContain('erreur JavaScript');
    expect(faultsOf('Invalid setup.')).toContain('mot anglais');
    expect(faultsOf('Texte illisible : trop long.')).toContain('espace simple avant : ; ! ?');
    expect(faultsOf('texte sans majuscule.')).toContain('pas une phrase');
  });
});

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────────

/** Garbage of every sort, the same for every reader. */
const GARBAGE: readonly string[] = [
  '',
  ' ',
  '/',
  '//',
  '=',
  '?s=',
  's=abc',
  'essai=combat',
  '%',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '😀',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '{}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'v1',
  'v1/',
  'a'.repeat(5000),
  'x/'.repeat(300),
  'regle=4.2/titre=%ZZ',
  'titre=%E2%80/regle=',
];

/** Garbage after each game's prefix, and the prefixes themselves. */
const PREFIXED: readonly string[] = ['root', 'oath', 'tet'].flatMap((g) => [g, `${g}/`, ...GARBAGE.slice(0, 20).map((x) => `${g}/${x}`)]);

/** Every situation file of the site and the tests: the envelope, and its share-link text. */
function situations(): Array<{ file: string; json: Record<string, unknown>; link?: string }> {
  const dirs = ['content/root/situations', 'content/oath/situations', 'content/tiny-epic-tactics/situations', 'tests/situations'];
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => {
        const json = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
        const r = SITUATIONS.route(json);
        const read = r.ok ? r.game.read(r.body) : undefined;
        const link = r.ok && read?.ok ? SITUATIONS.linkText(r.game.id, r.game.encode(read.situation)) : undefined;
        return { file: `${dir}/${f}`, json, ...(link ? { link } : {}) };
      }),
  );
}
const SITES = situations();

const linksOf = (game: 'root' | 'oath' | 'tet'): string[] =>
  SITES.flatMap((s) => (s.link && SITUATIONS.routeLink(s.link).ok && (SITUATIONS.routeLink(s.link) as { game: string }).game === game ? [s.link] : []));

/**
 * Damaged copies of share links, as a link gets damaged in the wild: cut short, one character
 * changed, a segment dropped or doubled, a parameter emptied. Deterministic and bounded.
 */
function damaged(links: readonly string[], perLink = 24): string[] {
  const out: string[] = [];
  const swaps = ['', '.', '/', '-', '=', '~', ',', ':', ';', '9', 'z', 'Z', '%', '@', '*', '!', '+', '_'];
  for (const link of links) {
    const n = link.length;
    for (let i = 1; i <= 6; i++) out.push(link.slice(0, Math.floor((n * i) / 7)));
    for (let k = 0; k < perLink - 6; k++) {
      const at = (k * 7919 + 13) % n;
      const swap = swaps[k % swaps.length]!;
      out.push(link.slice(0, at) + swap + link.slice(at + 1));
    }
    const segs = link.split('/');
    for (let i = 0; i < segs.length; i++) {
      out.push([...segs.slice(0, i), ...segs.slice(i + 1)].join('/'));
      out.push([...segs.slice(0, i + 1), segs[i], ...segs.slice(i + 1)].join('/'));
      out.push([...segs.slice(0, i), segs[i]!.replace(/=.*$/, '='), ...segs.slice(i + 1)].join('/'));
    }
  }
  return out;
}

/** Random strings over a link's alphabet, after a prefix (fast-check, fixed seed, bounded). */
function randomLinks(prefixes: readonly string[], count = 150): string[] {
  const alphabet = fc.constantFrom(...'abcdefgjmrstvxyz0123456789./-=,:;~_+*@!%ABCDEFGHTZ'.split(''));
  return fc.sample(
    fc.tuple(fc.constantFrom(...prefixes), fc.string({ unit: alphabet, maxLength: 60 })).map(([p, s]) => p + s),
    { numRuns: count, seed: 20250611 },
  );
}

/** Random unicode strings (fast-check, fixed seed, bounded). */
const randomText = (count = 100): string[] => fc.sample(fc.string({ unit: 'grapheme', maxLength: 40 }), { numRuns: count, seed: 611 });

/**
 * Damaged envelopes: each field of each situation file replaced by garbage, in turn (not `game`:
 * a damaged game name is the registry's message, audited with the registry's).
 */
function damagedEnvelopes(game: string | undefined): unknown[] {
  const bad: unknown[] = [null, 0, -1, 1.5, NaN, '', 'x', '=', [], {}, [1, 2], { a: 1 }, true];
  const out: unknown[] = [];
  for (const { json } of SITES.filter((s) => (s.json.game ?? 'root') === (game ?? 'root'))) {
    for (const key of ['v', 'setup', 'question', 'rule', 'title']) for (const b of bad) out.push({ ...json, [key]: b });
    const q = json.question;
    if (q && typeof q === 'object')
      for (const key of Object.keys(q)) for (const b of bad.slice(0, 8)) out.push({ ...json, question: { ...(q as object), [key]: b } });
    out.push({ ...json, surplus: 1 });
  }
  return out.slice(0, 400);
}

// ── Families of inputs, by owner ────────────────────────────────────────────────────────────────

/** A family of inputs: its name, the inputs, the reader they go through. */
type Family = readonly [name: string, inputs: () => readonly unknown[], read: (input: never) => Outcome];

const CORE: readonly Family[] = [
  ['routeLink : ce qui n’est pas un texte', () => [undefined, null, 0, 1, {}, [], true], (x: unknown) => SITUATIONS.routeLink(x)],
  ['evaluateSituation : ce qui n’est pas une situation', () => [undefined, null, 0, 'texte', [], [1], true], (x: unknown) => SITUATIONS.evaluateSituation(x)],
  [
    'evaluateSituation : un jeu absent ou mal nommé',
    () => [{ v: 1, game: 5 }, { v: 1, game: null }, { v: 1, game: ['root'] }, { v: 1, game: 'monopoly' }, { v: 1, game: 'ROOT' }, { v: 1, game: '' }],
    (x: unknown) => SITUATIONS.evaluateSituation(x),
  ],
];

const ROOT: readonly Family[] = [
  ['decodeLink : déchets et préfixes', () => [...GARBAGE, ...PREFIXED.filter((x) => x.startsWith('root'))], (x: unknown) => SITUATIONS.decodeLink(x)],
  ['decodeSituation : liens du site abîmés', () => damaged(linksOf('root')), (x: string) => decodeRoot(x)],
  ['readSituationText : questions abîmées', () => [...damaged(linksOf('root').map((l) => l.split('/')[0]!)), ...GARBAGE], (x: string) => readSituationText(x)],
  [
    'readSituationText : réglages de robot abîmés',
    () =>
      ['robot', 'robot.', 'robot.zz', 'robot.m.', 'robot.m.etat-!!!', 'robot.m.etat-eyJ4IjoxfQ', 'robot.m.des-9-9', 'robot.m.choix-1-', 'robot.m.graine-99999999999', 'robot.m.niveau-dur', 'robot.m.trait-X', 'robot.e.carte-'].map(
        (q) => `${q}/automne/j=m.robot,e.robot`,
      ),
    (x: string) => readSituationText(x),
  ],
  [
    'readSituationText : choix de combat abîmés',
    () => ['embuscade-', 'embuscade-zz', 'a-', 'd-zz', 'hopitaux-1', 'jet-9-9', 'allie-zz', 'ordre-', 'amer-1+', 'relique-'].map((c) => `combat.5.m.c.${c}/automne/j=m,c/5:m2,c2`),
    (x: string) => readSituationText(x),
  ],
  ['decodeSituation : chaînes au hasard', () => [...randomLinks(['', 'controle.', 'combat.5.m.c.', 'robot.m.', 'automne/', 'controle/automne/j=m/']), ...randomText()], (x: string) => decodeRoot(x)],
  ['evaluateSituation : enveloppes abîmées', () => damagedEnvelopes(undefined), (x: unknown) => SITUATIONS.evaluateSituation(x)],
  [
    'playBotTurn : état du robot abîmé',
    () => [null, 5, 'x', {}, { rng: 'x', out: [] }, { rng: 1, out: 'x' }, { rng: 1, out: [], boards: 5 }, { rng: 1, out: [], boards: { vagabond: 'x' } }],
    (state: unknown) =>
      playBotTurn({ map: 'automne', clearings: {}, players: { marquise: { bot: true } } }, 'marquise', { botState: state as never }),
  ],
];

const OATH: readonly Family[] = [
  ['decodeLink : déchets et préfixes', () => PREFIXED.filter((x) => x.startsWith('oath')), (x: unknown) => SITUATIONS.decodeLink(x)],
  ['decodeSituation : liens du site abîmés', () => damaged(linksOf('oath').map((l) => l.replace(/^oath\//, ''))), (x: string) => decodeOath(x)],
  ['decodeSituation : chaînes au hasard', () => [...randomLinks(['', 'campagne.', 'titre/', 'fin/supr/', 'voyage.j2/supr/j=']), ...randomText()], (x: string) => decodeOath(x)],
  ['evaluateSituation : enveloppes abîmées', () => damagedEnvelopes('oath'), (x: unknown) => SITUATIONS.evaluateSituation(x)],
];

const TET: readonly Family[] = [
  ['decodeLink : déchets et préfixes', () => PREFIXED.filter((x) => x.startsWith('tet')), (x: unknown) => SITUATIONS.decodeLink(x)],
  ['decodeSituation : liens du site abîmés', () => damaged(linksOf('tet').map((l) => l.replace(/^tet\//, ''))), (x: string) => decodeTet(x)],
  ['decodeSituation : chaînes au hasard', () => [...randomLinks(['', 'q=', 'q=e30~', 'q=e30~8x8/', 'q=e30~r=1~3x3/']), ...randomText()], (x: string) => decodeTet(x)],
  ['evaluateSituation : enveloppes abîmées', () => damagedEnvelopes('tet'), (x: unknown) => SITUATIONS.evaluateSituation(x)],
];

/**
 * An island opening a shared link (`?essai=ID&s=…`, src/islands/commun/lien.ts): links of the
 * other games, and damaged ones. The island's own situation is one of the site's.
 */
function islandLinks(game: 'oath' | 'tet', open: typeof openOathLink | typeof openTetLink): Family {
  const own = linksOf(game)[0]!.replace(new RegExp(`^${game}/`), '');
  const decode = game === 'oath' ? decodeOath : decodeTet;
  const fallback = decode(own);
  return [
    `${game === 'oath' ? 'îlots d’Oath' : 'îlot de Tiny Epic Tactics'} : liens partagés d’un autre jeu ou abîmés`,
    () => [...SITES.flatMap((s) => (s.link ? [s.link] : [])).filter((l) => !l.startsWith(`${game}/`)).slice(0, 6), ...damaged(linksOf(game), 10), ...GARBAGE.slice(0, 12)],
    (shared: string) => {
      vi.stubGlobal('window', { location: { search: `?${new URLSearchParams({ essai: 'essai', s: shared })}` } });
      const r = (open as (id: string, text: string, fallback: unknown) => { alert: Problem[] })('essai', own, fallback.ok ? fallback.situation : undefined);
      return { ok: r.alert.length === 0, problems: r.alert };
    },
  ];
}
const ISLANDS: readonly Family[] = [islandLinks('oath', openOathLink), islandLinks('tet', openTetLink)];

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Families whose messages are still wrong, by owner (see the describe blocks « À RÉÉCRIRE »
 * below): each game's engine (its helper rewrites them), src/engine/core/situation.ts (kept by
 * the lead) and the islands' shared link module. Strike a family out of its list once its
 * messages are right: it then runs in its owner's main block.
 */
const TO_REWRITE: Record<string, readonly string[]> = { core: [], root: [], oath: [], tet: [], islands: [] };

for (const [owner, name, families] of [
  ['core', 'du registre des jeux (src/engine/core, src/engine/games.ts)', CORE],
  ['root', 'de Root', ROOT],
  ['oath', 'd’Oath', OATH],
  ['tet', 'de Tiny Epic Tactics', TET],
  ['islands', 'des îlots à l’ouverture d’un lien (src/islands/commun/lien.ts)', ISLANDS],
] as const) {
  const left = (f: Family) => TO_REWRITE[owner]!.includes(f[0]);
  if (families.some((f) => !left(f)))
    describe(`messages ${name} : français, sans syntaxe de lien, identifiant ni erreur JavaScript`, () => {
      for (const [family, inputs, read] of families.filter((f) => !left(f))) it(family, () => expectClean(audit(inputs(), read)));
    });
  if (families.some(left))
    describe(`À RÉÉCRIRE — messages ${name} encore fautifs : ces tests échouent tant qu’ils le sont`, () => {
      for (const [family, inputs, read] of families.filter(left)) it(family, () => expectClean(audit(inputs(), read)));
    });
}

// ── (b) The islands' own texts ──────────────────────────────────────────────────────────────────

function islandFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? islandFiles(join(dir, e.name)) : /\.(?:svelte|ts)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * What a reader may see in an island: the markup's text (outside <script> and <style>), and the
 * string literals of its script that read as prose (two words or more, a capital or a sign of
 * French: text, not a class name or a key). Template expressions are dropped from both.
 */
function shownTexts(source: string, svelte = true): string[] {
  // Comments are for developers.
  const code = (svelte ? [...source.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n') : source).replace(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm, '');
  const script = code;
  const markup = svelte ? source.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<!--[\s\S]*?-->/g, '') : '';
  const texts: string[] = [];
  // Text between tags, without {expressions}.
  for (const m of markup.replace(/\{[^{}]*\}/g, ' ').matchAll(/>([^<>]+)</g)) if (/\p{L}{2}/u.test(m[1]!)) texts.push(m[1]!.trim());
  // Quoted strings of the script and of the markup's expressions.
  for (const m of `${script}\n${markup}`.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const s = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    if (/\p{L}+[\s\u00A0\u202F’']+\p{L}+/u.test(s) && /[A-ZÀ-Ö]|[àâçéèêëîïôûùüÿœ’«»]/u.test(s)) texts.push(s.trim());
  }
  return texts;
}

const ISLAND_FAULTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['mot d’erreur anglais', /\b(?:error|invalid|failed|failure|unknown|cannot|undefined|null|NaN|not found|loading|warning|exception)\b/i],
  ['syntaxe de lien', /\?s=|essai=|\b[a-z]{1,2}=[^\s]|\b(?:root|oath|tet)\/\w/],
];

describe('textes des îlots (src/islands, Svelte et TypeScript) : ni mot d’erreur anglais ni syntaxe de lien', () => {
  const files = islandFiles('src/islands');
  it('les îlots sont là', () => expect(files.length).toBeGreaterThan(5));
  it('le relevé des textes voit les chaînes et le balisage', () => {
    expect(shownTexts(`<script>const a = 'Lien invalide : error';</script><p>Texte du lien ?s=abc</p>`)).toEqual(['Texte du lien ?s=abc', 'Lien invalide : error']);
  });
  for (const file of files) {
    it(file.replace(/^src\/islands\//, ''), () => {
      const found = shownTexts(readFileSync(file, 'utf8'), file.endsWith('.svelte')).flatMap((t) =>
        ISLAND_FAULTS.filter(([, re]) => re.test(t)).map(([fault]) => `[${fault}] ${t.slice(0, 120)}`),
      );
      expect(found).toEqual([]);
    });
  }
});
