// Light, offline and locked down, on the built site:
// - Pagefind's UI is fetched only when the reader heads for the search;
// - no page type reports a Content-Security-Policy violation (home, rules
//   page, board, bot page, search open, offline);
// - after one visit, a rules page, its search and its board work offline, and
//   an address the site lacks shows the site's 404 page, not the browser's error;
// - the favicon and the web manifest (French names) are there.
import { test, expect, type Page, type BrowserContext } from '@playwright/test';

const SEARCH = '#starlight__search';

// The other specs block the service worker (playwright.config.ts); these need it.
test.use({ serviceWorkers: 'allow' });

/** Records CSP violations as the page reports them (console and event). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|violates/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(`erreur : ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`violates CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const input = page.locator(`${SEARCH} input.pagefind-ui__search-input`);
  await expect(input).toBeFocused();
  return input;
}

async function searchFor(page: Page, query: string) {
  const input = await openSearch(page);
  await input.fill(query);
  await expect(page.locator(`${SEARCH} .pagefind-ui__message`)).toHaveText(new RegExp(`\\d+ résultats? pour ${query}`));
  await expect(page.locator(`${SEARCH} .pagefind-ui__result`).first()).toBeVisible();
}

async function boardReady(page: Page, path: string, id: string) {
  await page.goto(path);
  const root = page.locator(`.plateau[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

test('l’interface de recherche de Pagefind ne se charge qu’à l’ouverture de la recherche', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/root/loi/actions-principales/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const ui = () => fetched.filter((p) => /ui-core|^\/pagefind\//.test(p));
  expect(ui(), 'rien de la recherche avant qu’on l’ouvre').toEqual([]);
  expect(fetched.filter((p) => p.startsWith('/recherche/')), 'ni le module de Pagefind vu par la recherche').toEqual([]);
  await searchFor(page, 'combat');
  expect(ui().some((p) => p.includes('ui-core'))).toBe(true);
  expect(fetched).toContain('/recherche/pagefind.js');
  // The game filter and the rule-number jump still attach to the field.
  await expect(page.getByLabel('Jeu', { exact: true })).toBeVisible();
});

test('le raccourci clavier ouvre la recherche et la charge', async ({ page }) => {
  await page.goto('/root/');
  await page.keyboard.press('Control+k');
  await expect(page.locator(`${SEARCH} input.pagefind-ui__search-input`)).toBeFocused();
});

test('aucune violation de la politique de sécurité du contenu, sur chaque sorte de page', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.goto('/root/loi/actions-principales/');
  await searchFor(page, 'combat');
  await boardReady(page, '/root/plateau/', 'essai');
  await boardReady(page, '/root/robotique/marquise-mecanique/#essai-robot-marquise-exemple', 'essai-robot-marquise-exemple');
  await page.goto('/une-page-qui-n-existe-pas/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(violations).toEqual([]);
});

async function visitThenGoOffline(page: Page, context: BrowserContext) {
  await page.goto('/root/loi/actions-principales/');
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    // Wait until the worker controls the page and has precached everything.
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    return reg.active?.state;
  });
  await context.setOffline(true);
}

test('hors ligne après une visite : une page de règles, sa recherche et un plateau', async ({ page, context }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  await visitThenGoOffline(page, context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await searchFor(page, 'combat');
  await page.goto('/root/loi/concepts-cles/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const root = await boardReady(page, '/root/plateau/', 'essai');
  await expect(root.locator('[data-lieu="c1"]')).toBeVisible();
  expect(violations).toEqual([]);
  await context.setOffline(false);
});

test('hors ligne, une adresse inconnue montre la page introuvable du site, pas l’erreur du navigateur', async ({ page, context }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  await visitThenGoOffline(page, context);
  // The network is really off: an address outside the precache cannot be fetched.
  expect(await page.evaluate(() => fetch('/sw-hors-ligne-sonde/').then(() => 'en ligne', () => 'hors ligne'))).toBe('hors ligne');
  for (const path of ['/une-adresse-inconnue/', '/root/loi/un-chapitre-qui-n-existe-pas/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
    // Styled as the site (its stylesheet came from the precache too).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
    // And its link home works offline.
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.hero')).toBeVisible();
  }
  expect(violations).toEqual([]);
  await context.setOffline(false);
});

test('installable : icône du site et manifeste en français', async ({ page, request }) => {
  await page.goto('/root/');
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest.lang).toBe('fr');
  expect(manifest.name).toMatch(/règles/);
  expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});
