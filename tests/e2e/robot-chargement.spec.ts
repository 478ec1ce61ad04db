// The bot explorer loads its bot's code on demand: a short French « Chargement… » while it comes,
// a French message (and no uncaught error) when it cannot come, and only the bot of the page.
import { test, expect, type Page } from '@playwright/test';

const PAGE = '/root/robotique/marquise-mecanique/';
const ID = 'essai-robot-marquise-exemple';

async function scrollToExplorer(page: Page) {
  const root = page.locator(`.plateau[data-essai="${ID}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

test('pendant le chargement du robot : « Chargement du robot… », puis le tour au même endroit', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/marquise\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
  const wait = root.getByRole('status').filter({ hasText: 'Chargement du robot…' });
  await expect(wait).toBeVisible();
  // the settings are usable at once
  await expect(root.getByLabel('Difficulté')).toBeEnabled();
  const box = await wait.boundingBox();
  release();
  const nav = root.getByRole('navigation', { name: 'Étapes du tour' });
  await expect(nav.locator('span')).toHaveText(/Étape 0 sur \d+/);
  await expect(wait).toHaveCount(0);
  // the turn starts where the message was: nothing above it moved
  const after = await nav.boundingBox();
  expect(Math.abs(after!.y - box!.y)).toBeLessThan(16);
});

test('un morceau de code qui ne se charge pas : un message en français, un nouvel essai, aucune erreur', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let fail = true;
  await page.route(/\/_astro\/marquise\.[^/]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
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
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(PAGE);
  const root = await scrollToExplorer(page);
  await expect(root.locator('.navigation span')).toHaveText(/Étape 0 sur \d+/);
  expect(scripts.some((s) => /\/marquise\.[^/]+\.js$/.test(s))).toBe(true);
  for (const other of ['eyrie', 'alliance', 'vagabot', 'duchy', 'corvids', 'lizards', 'riverfolk'])
    expect(scripts.filter((s) => new RegExp(`/(data-)?${other}\\.[^/]+\\.js$`).test(s))).toEqual([]);
});
