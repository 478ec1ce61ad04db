// npm run bench — what the reader pays, measured on the built site (run
// `npm run build` first). Prints a table; with `-- --ecrire` also records the
// figures in docs/performances.json (committed, to compare changes over time).
//
// 1. The engine, as the browser gets it: scripts/bench-moteur.ts bundled and
//    minified by esbuild, then run by this Node (median of many runs, in ms,
//    after a second of warm-up; each measure in a process of its own, as each
//    page runs its scripts in a fresh context).
// 2. Page weight, as Chromium fetches it: every script a page fetches (module
//    chunks, Pagefind, islands) plus its inline scripts, each gzipped, for a
//    rules page until the search opens, the board page at load, and a
//    Rootbotics page once its bot explorer is on screen; then what opening the
//    search adds. The service worker is kept out: its precache downloads in
//    the background after the page, and is reported on its own line.
// 3. Lighthouse, when asked (`-- --lighthouse`): the mobile scores of a rules
//    page and the board page, with Debian's Chromium.
import { build } from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decimalText } from '../src/engine/core/format';
import { chromium, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4398);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
type Row = [string, number, 'ms' | 'o' | 'score' | '%' | 'pt'];

// ------------------------------------------------------------ 1. engine
async function engineRows(): Promise<Row[]> {
  const out = join(mkdtempSync(join(tmpdir(), 'banc-')), 'moteur.mjs');
  await build({
    entryPoints: ['scripts/bench-moteur.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    outfile: out,
    logLevel: 'warning',
  });
  const text = execFileSync(process.execPath, [out], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(text.trim().split('\n').pop()!) as Row[];
}

// ------------------------------------------------------------ 2. page weight
const gz = (b: Buffer | string) => gzipSync(b).length;

/** Gzipped bytes of every script the page fetched or carries inline, from now on. */
function scriptMeter(page: Page) {
  const fetched = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script' || r.status() !== 200) return;
    try {
      fetched.set(r.url(), gz(await r.body()));
    } catch {
      /* a response gone with its page */
    }
  });
  return {
    fetched,
    async inline(): Promise<number> {
      const texts = await page.locator('script:not([src])').evaluateAll((els) =>
        els.filter((e) => !/json/.test(e.getAttribute('type') ?? '')).map((e) => e.textContent ?? ''),
      );
      return texts.reduce((n, t) => n + gz(t), 0);
    },
    total(): number {
      return [...fetched.values()].reduce((n, v) => n + v, 0);
    },
  };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Starlight and the islands start some work when the browser is idle.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 300))));
  await page.waitForLoadState('networkidle');
}

async function weightRows(): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Row[] = [];
  const visit = async (path: string, then?: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const meter = scriptMeter(page);
    await page.goto(BASE + path);
    await settle(page);
    if (then) await then(page);
    await settle(page);
    const weight = meter.total() + (await meter.inline());
    return { page, context, meter, weight };
  };

  // A page one only reads (no explorer in the first screen), then one with a live board in its
  // first screen (Actions principales: the board of 4.1.1, which hydrates as it is visible).
  const reading = await visit('/root/loi/regles-d-or/');
  rows.push(['page de règles, avant la recherche (JS gzip, scripts en ligne compris)', reading.weight, 'o']);
  await reading.context.close();
  const rules = await visit('/root/loi/actions-principales/');
  rows.push(['page de règles avec un plateau dans le premier écran (JS gzip)', rules.weight, 'o']);
  const before = rules.meter.total();
  await rules.page.getByRole('button', { name: 'Rechercher' }).first().click();
  await rules.page.locator('#starlight__search input').fill('combat');
  await rules.page.locator('#starlight__search .pagefind-ui__result').first().waitFor();
  await settle(rules.page);
  rows.push(['recherche ouverte, en plus (JS gzip)', rules.meter.total() - before, 'o']);
  await rules.context.close();

  const board = await visit('/root/plateau/', async (page) => {
    await page.locator('.plateau[data-pret="oui"]').first().waitFor();
  });
  rows.push(['page du plateau au chargement (JS gzip, exécutif Svelte compris)', board.weight, 'o']);
  await board.context.close();

  const bot = await visit('/root/robotique/marquise-mecanique/', async (page) => {
    const explorer = page.locator('.plateau[data-essai="essai-robot-marquise-exemple"]');
    await explorer.scrollIntoViewIfNeeded();
    await page.locator('.plateau[data-essai="essai-robot-marquise-exemple"][data-pret="oui"]').waitFor();
  });
  rows.push(['page Robotique après l’explorateur du robot (JS gzip)', bot.weight, 'o']);
  await bot.context.close();

  // Oath's dice explorer: at load (small pools, answered on the page: no worker fetched), then
  // what a link at large pools adds (the Web Worker's chunk, fetched only then).
  const des = await visit('/oath/explorateurs/des/', async (page) => {
    await page.locator('.oath-des[data-pret="oui"]').first().waitFor();
  });
  rows.push(['page Oath « dés contre dés » au chargement (JS gzip)', des.weight, 'o']);
  if ([...des.meter.fetched.keys()].some((u) => /worker/.test(u))) throw new Error('le worker est chargé sans question longue');
  await des.context.close();
  const big = await visit(`/oath/explorateurs/des/?essai=explorateur&s=${encodeURIComponent('oath/des.24.15.armee-24')}`, async (page) => {
    await page.locator('.oath-des [data-calcul="non"] [data-fraction]').first().waitFor({ timeout: 120_000 });
  });
  rows.push(['page Oath « dés contre dés », 24 dés contre 15 : worker compris (JS gzip)', big.weight, 'o']);
  await big.context.close();
  await browser.close();

  // What the service worker precaches after a first visit (its own manifest in dist/sw.js).
  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  const bytes = urls.reduce((n, u) => n + gz(readFileSync(join('dist', u))), 0);
  rows.push([`précache du service worker, en arrière-plan (${urls.length} fichiers, gzip)`, bytes, 'o']);
  return rows;
}

// ------------------------------------------------------------ 3. Lighthouse
function lighthouseRows(): Row[] {
  const rows: Row[] = [];
  for (const [name, path] of [['page de règles', '/root/loi/actions-principales/'], ['page du plateau', '/root/plateau/']] as const) {
    const out = execFileSync(
      'npx',
      ['--yes', 'lighthouse@13.5.0', BASE + path, '--quiet', '--output=json', '--form-factor=mobile', '--chrome-flags=--headless --no-sandbox'],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 1 << 28 },
    );
    const report = JSON.parse(out);
    for (const [id, cat] of Object.entries(report.categories as Record<string, { score: number }>))
      rows.push([`Lighthouse mobile, ${name} : ${id}`, Math.round(cat.score * 100), 'score']);
  }
  return rows;
}

// ------------------------------------------------------------ run
async function withPreview<T>(fn: () => Promise<T>): Promise<T> {
  const server = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(PORT)], { stdio: 'ignore', detached: true });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(BASE + '/')).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    return await fn();
  } finally {
    process.kill(-server.pid!);
  }
}

const rows: Row[] = await engineRows();
if (existsSync('dist/index.html')) {
  rows.push(
    ...(await withPreview(async () => [...(await weightRows()), ...(process.argv.includes('--lighthouse') ? lighthouseRows() : [])])),
  );
} else console.log('(dist/ absent : lancez npm run build pour peser les pages)');

const fmt = ([, v, unit]: Row) =>
  (unit === 'ms'
    ? v < 0.1
      ? `${decimalText(v * 1000, 1)} µs`
      : `${decimalText(v, 3)} ms`
    : unit === 'o'
      ? `${decimalText(v / 1000, 1)} ko`
      : unit === 'score'
        ? String(v)
        : `${decimalText(v, 4)} ${unit}`
  ).replace(/ /g, '\u00A0');
for (const row of rows) console.log(`${row[0].padEnd(72)} ${fmt(row)}`);

if (process.argv.includes('--ecrire')) {
  const old = existsSync('docs/performances.json') ? JSON.parse(readFileSync('docs/performances.json', 'utf8')) : {};
  const pick = (unit: Row[2]) => Object.fromEntries(rows.filter((r) => r[2] === unit).map(([k, v]) => [k, unit === 'ms' ? Number(v.toFixed(4)) : v]));
  const lighthouse = pick('score');
  // The targets of the issues (« Light, fast, offline and locked down », the Oath and Tiny Epic
  // Tactics explorers), against what was measured.
  const TARGETS: Array<[string, number, Row[2]]> = [
    ['Oath : campagne 10 dés contre 6, 2 Plans (à froid)', 5, 'ms'],
    ['Oath : campagne 24 dés contre 15 (à froid)', 5, 'ms'],
    ['Oath : dés contre dés 40 contre 25 (à froid)', 15, 'ms'],
    ['TET : déplacements, 6 points, 16×16, 4 Portails', 2, 'ms'],
    ['TET : Poussée exacte à 3 dés', 2, 'ms'],
    ['page de règles, avant la recherche (JS gzip, scripts en ligne compris)', 15000, 'o'],
    ['tour d’une faction : toutes ses actions sur un plateau plein (la plus lente des dix)', 50, 'ms'],
    ['page du plateau au chargement (JS gzip, exécutif Svelte compris)', 70000, 'o'],
    ['page Robotique après l’explorateur du robot (JS gzip)', 100000, 'o'],
    ['combat exact : 3 guerriers contre 2 guerriers et un perchoir', 0.05, 'ms'],
  ];
  const cibles = Object.fromEntries(
    TARGETS.flatMap(([name, limit, unit]) => {
      const row = rows.find((r) => r[0] === name);
      return row ? [[name, { cible: `≤ ${unit === 'ms' ? (limit < 1 ? `${limit * 1000} µs` : `${limit} ms`) : `${limit / 1000} ko`}`, mesure: fmt(row), atteinte: row[1] <= limit }]] : [];
    }),
  );
  const record = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    note: 'Moteur : code groupé et minifié par esbuild, comme le reçoit le navigateur ; chaque mesure dans son propre processus Node, après une seconde de mise en route. Poids : tout script que Chromium charge, scripts en ligne compris, en gzip.',
    mediane_ms: pick('ms'),
    poids_js_gzip_octets: pick('o'),
    lighthouse_mobile: Object.keys(lighthouse).length ? lighthouse : (old.lighthouse_mobile ?? {}),
    cibles,
  };
  writeFileSync('docs/performances.json', JSON.stringify(record, null, 2) + '\n');
  console.log('→ docs/performances.json');
}
