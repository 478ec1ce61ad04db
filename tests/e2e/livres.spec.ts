// Both books on the site: deep links, cross-references between books,
// override markers, rule-number search across books.
import { test, expect, type Page } from '@playwright/test';

async function openSearch(page: Page, query: string) {
  await page.goto('/root/');
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const input = page.locator('#starlight__search input.pagefind-ui__search-input');
  await expect(input).toBeVisible();
  await input.fill(query);
  return input;
}

test('lien profond dans la Loi : 9.2.9.III.a', async ({ page }) => {
  await page.goto('/root/loi/vagabond/#9.2.9.III.a');
  await expect(page.locator('[id="9.2.9.III.a"]')).toBeInViewport();
});

test('lien profond dans la Robotique : 5.5.1, distinct de la 5.5.1 de la Loi', async ({ page }) => {
  await page.goto('/root/robotique/canopee-electrique/#5.5.1');
  await expect(page.locator('[id="5.5.1"]')).toBeInViewport();
  await expect(page.locator('[id="5.5.1"]')).toContainText('5.5.1');
});

test('un renvoi de la Robotique vers la Loi mène à la Loi, et l’on revient', async ({ page }) => {
  await page.goto('/root/robotique/vagabot/');
  const link = page.locator('a.renvoi[href^="/root/loi/"]').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/root\/loi\/[^#]+\/#.+/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const anchor = decodeURIComponent(href!.split('#')[1]!);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/root\/robotique\/vagabot\/$/);
});

test('les règles modifiées par une faction portent un marqueur vers la règle de faction', async ({ page }) => {
  await page.goto('/root/loi/actions-principales/#4.2.1');
  const markers = page.locator('.regle-titre[data-regle="4.2.1"] .marque-faction');
  await expect(markers.filter({ hasText: '9.2.3' })).toHaveCount(1);
  await expect(markers.filter({ hasText: '11.2.2' })).toHaveCount(1);
  await expect(markers.filter({ hasText: '13.2.3' })).toHaveCount(1);
  await markers.filter({ hasText: '9.2.3' }).click();
  await expect(page).toHaveURL(/\/root\/loi\/vagabond\/#9\.2\.3$/);
  await page.goto('/root/loi/concepts-cles/#2.5');
  const control = page.locator('.regle-titre[data-regle="2.5"] .marque-faction');
  await expect(control.filter({ hasText: '7.2.2' })).toHaveCount(1);
  await expect(control.filter({ hasText: '10.2.4' })).toHaveCount(1);
  await page.goto('/root/loi/actions-principales/#4.3.2');
  await expect(page.locator('.regle-titre[data-regle="4.3.2"] .marque-faction').filter({ hasText: '8.2.2' })).toHaveCount(1);
});

for (const [query, href] of [
  ['7.7.3', '/root/loi/dynasties-de-la-canopee/#7.7.3'],
  ['C.2.5', '/root/loi/variantes-de-plateaux/#C.2.5'],
  ['c.2.5', '/root/loi/variantes-de-plateaux/#C.2.5'],
  ['robotique 5.5.1', '/root/robotique/canopee-electrique/#5.5.1'],
] as const) {
  test(`recherche par numéro : « ${query} » propose d’abord cette règle`, async ({ page }) => {
    const input = await openSearch(page, query);
    const first = page.locator('.saut-regle').first();
    await expect(first).toHaveAttribute('href', href);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`));
  });
}

test('recherche de mots avec et sans accents : « Crise » / « crepuscule »', async ({ page }) => {
  await openSearch(page, 'crepuscule');
  await expect(page.locator('#starlight__search .pagefind-ui__result').first()).toBeVisible();
  await openSearch(page, 'Seigneurs de la Forêt');
  await expect(page.locator('#starlight__search a[href*="#7.2.2"]').first()).toBeVisible();
});

test('une infobulle de glossaire s’ouvre au clavier dans un chapitre de faction', async ({ page }) => {
  await page.goto('/root/loi/marquise-de-chat/');
  const term = page.locator('.terme').first();
  await term.locator('a').focus();
  await expect(term.locator('[role="tooltip"]')).toBeVisible();
});
