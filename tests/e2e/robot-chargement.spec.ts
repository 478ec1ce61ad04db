// The bot explorer's first view is the turn computed when the site was built: the engine, the
// bot's code and the battle rules load when the reader reaches for the explorer or changes
// something; a short French « Chargement… » while they come, a French message (and no uncaught
// error) when they cannot come, and only the bot of the page; the turn the engine then plays is the
// one shown first.
import { test, expect, type Page } from '@playwright/test';

const PAGE = '/root/robotique/marquise-mecanique/';
const ID = 'essai-robot-marquise-exemple';

async function scrollToExplorer(page: Page) {
  const root = page.locator(`.plateau[data-essai="${ID}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

const BOT_CODE = /\/_astro\/(marquise|data-marquise|play|battle|core|validate)\.[^/]+\.js$/;
const nav = (root: ReturnType<Page['locator']>) => root.getByRole('navigation', { name: 'Étapes du tour' });

/** What the explorer shows of the turn: every step's line, and the detail of each step in turn. */
async function turnShown(root: ReturnType<Page['locator']>) {
  const lines = await root.locator('.etapes-robot .lien-etape').allInnerTexts();
  const details: string[] = [];
  const next = nav(root).getByRole('button', { name: 'Étape suivante' });
  for (let i = 1; i < lines.length; i++) {
    await next.click();
    await expect(nav(root).locator('span')).toHaveText(`Étape ${i} sur ${lines.length - 1}`);
    details.push(await root.locator('.etapes-robot .detail').innerText());
    // the position after the step, place by place (the control rules may still be on their way)
    const places = await root.locator('.carte [aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    details.push(places.map((l) => l.replace(/\s*Contrôle.*$/, '')).join('|'));
  }
  return { lines, details };
}

/** The paths of the scripts the page fetches from now on, filled as they are requested. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test('le premier tour, calculé à la construction, arrive sans le moteur ; le moteur rechargé avec les mêmes réglages montre le même tour', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
  const robot = root.locator('section.robot');
  await expect(robot).toHaveAttribute('data-tour', 'construit');
  await expect(nav(root).locator('span')).toHaveText(/Étape 0 sur \d+/);
  const first = await root.locator('.etapes-robot .lien-etape').allInnerTexts();
  expect(first.length).toBeGreaterThan(2);
  // nothing of the engine yet: no bot, no battle, no validation
  expect(scripts.filter((s) => BOT_CODE.test(s))).toEqual([]);
  const built = await turnShown(root);
  // the reader acted: the engine and the Marquise's module came, and play the turn themselves
  await expect(robot).toHaveAttribute('data-tour', 'moteur');
  expect(scripts.some((s) => /\/marquise\.[^/]+\.js$/.test(s))).toBe(true);
  // another seed, then the page's seed again: the engine's turn is the one shown first
  const seed = root.getByLabel('Graine des tirages', { exact: true });
  await seed.fill('8');
  await seed.press('Enter');
  await seed.blur();
  await expect(nav(root).locator('span')).toHaveText(/Étape 0 sur \d+/);
  await seed.fill('7');
  await seed.press('Enter');
  await seed.blur();
  await expect(nav(root).locator('span')).toHaveText(/Étape 0 sur \d+/);
  await expect(robot).toHaveAttribute('data-tour', 'moteur');
  expect(await root.locator('.etapes-robot .lien-etape').allInnerTexts()).toEqual(first);
  expect(await turnShown(root)).toEqual(built);
});

test('pendant le chargement du robot : « Chargement du robot… », puis le tour au même endroit', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/marquise\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
  // positions inside the explorer (clicking may scroll the page to the button)
  const robot = root.locator('section.robot');
  const top = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!.y - (await robot.boundingBox())!.y;
  const before = await top(nav(root));
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  // a change of setting: the turn waits for the bot's code
  await root.getByRole('button', { name: 'Autre tirage' }).click();
  const wait = root.getByRole('status').filter({ hasText: 'Chargement du robot…' });
  await expect(wait).toBeVisible();
  await expect(root.locator('section.robot')).toHaveAttribute('aria-busy', 'true');
  // the settings are usable at once
  await expect(root.getByLabel('Difficulté')).toBeEnabled();
  // the message takes the place of the turn, which keeps its room: nothing below moves
  const box = await top(wait);
  expect(Math.abs(box - before)).toBeLessThan(16);
  expect(Math.abs((await page.evaluate(() => document.documentElement.scrollHeight)) - pageHeight)).toBeLessThan(16);
  release();
  await expect(nav(root).locator('span')).toHaveText(/Étape 0 sur \d+/);
  await expect(wait).toHaveCount(0);
  await expect(root.locator('section.robot')).not.toHaveAttribute('aria-busy', 'true');
  await expect(root.getByLabel('Graine des tirages', { exact: true })).toHaveValue('8');
  // the turn starts where the message was: nothing above it moved
  expect(Math.abs((await top(nav(root))) - box)).toBeLessThan(16);
});

test('un morceau de code qui ne se charge pas : un message en français, un nouvel essai, aucune erreur', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let fail = true;
  await page.route(/\/_astro\/marquise\.[^/]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
  // the first view does not need the code
  await expect(nav(root).locator('span')).toHaveText(/Étape 0 sur \d+/);
  await root.getByRole('button', { name: 'Autre tirage' }).click();
  const alert = root.getByRole('alert').filter({ hasText: 'n’a pas pu être chargé' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Le programme du robot n’a pas pu être chargé');
  fail = false;
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  // a browser keeps a failed module import failed: the page may need reloading; either way,
  // the reader is told in French and nothing is thrown
  await expect(root.locator('.navigation span').or(alert)).toBeVisible();
  expect(errors).toEqual([]);
});

test('la page de la Marquise ne charge que le code de la Marquise', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
  await expect(root.locator('.navigation span')).toHaveText(/Étape 0 sur \d+/);
  await nav(root).getByRole('button', { name: 'Étape suivante' }).click();
  await expect(root.locator('section.robot')).toHaveAttribute('data-tour', 'moteur');
  expect(scripts.some((s) => /\/marquise\.[^/]+\.js$/.test(s))).toBe(true);
  for (const other of ['eyrie', 'alliance', 'vagabot', 'duchy', 'corvids', 'lizards', 'riverfolk'])
    expect(scripts.filter((s) => new RegExp(`/(data-)?${other}\\.[^/]+\\.js$`).test(s))).toEqual([]);
});
