// The rules text in a real browser: anchors, copy buttons, cross-references,
// glossary tooltips, search (real Pagefind index), accessibility.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('une règle s’ouvre par son ancre, qui est exactement son numéro', async ({ page }) => {
  await page.goto('/root/loi/actions-principales/#4.3.2');
  const heading = page.locator('[id="4.3.2"]');
  await expect(heading).toHaveText(/^4\.3\.2\s/);
  await expect(heading).toBeInViewport();
  await expect(page.locator('[id="4.3.1.I"]')).toHaveCount(1);
});

test('le bouton « copier le lien » apparaît au focus et copie l’adresse de la règle', async ({ page }) => {
  // what the page writes to the clipboard, read from the page itself: the system clipboard is
  // shared by the parallel workers
  await page.addInitScript(() => {
    const w = window as unknown as { __copie: string };
    w.__copie = '';
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (t: string) => ((w.__copie = t), write(t));
  });
  await page.goto('/root/loi/actions-principales/');
  const button = page.locator('button.copier-lien[data-regle="4.2.1"]');
  await expect(button).toHaveCSS('opacity', '0');
  await button.focus();
  await expect(button).toHaveCSS('opacity', '1');
  await button.press('Enter');
  await expect(page.locator('#annonce-copie')).toContainText('4.2.1');
  const copied = await page.evaluate(() => (window as unknown as { __copie: string }).__copie);
  expect(copied).toMatch(/\/root\/loi\/actions-principales\/#4\.2\.1$/);
});

for (const width of [1366, 390]) {
  test(`à ${width} px, le lien « EN » (la Loi officielle en anglais) se montre à côté du bouton de copie, sans le chevaucher`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/root/loi/actions-principales/#4.2.1');
    const title = page.locator('.regle-titre[data-regle="4.2.1"]');
    const copy = title.locator('button.copier-lien');
    const en = title.locator('a.regle-en');
    await expect(en).toHaveAttribute('href', /^https:\/\/rules\.ledergames\.com\/\?product=root&locale=en-US&printing=p16#4\.2\.1$/);
    await expect(en).toHaveAttribute('target', '_blank');
    await expect(en).toHaveAttribute('rel', /noopener/);
    await expect(en).toHaveAccessibleName(/^Règle 4\.2\.1 dans la Loi officielle en anglais/);
    await expect(en.locator('[lang="en"]')).toHaveText('EN');
    await title.locator('h3').hover();
    await expect(copy).toHaveCSS('opacity', '1');
    await expect(en).toHaveCSS('opacity', '1');
    await expect(en).toBeInViewport();
    const [c, e] = [(await copy.boundingBox())!, (await en.boundingBox())!];
    const overlap = c.x < e.x + e.width && e.x < c.x + c.width && c.y < e.y + e.height && e.y < c.y + c.height;
    expect(overlap, `copie ${JSON.stringify(c)}, EN ${JSON.stringify(e)}`).toBe(false);
    // beside it: on the same line, just after it (or, wrapped, at the start of the next one)
    const sameLine = Math.abs(c.y + c.height / 2 - (e.y + e.height / 2)) < 4;
    if (sameLine) expect(e.x - (c.x + c.width)).toBeGreaterThanOrEqual(0);
    expect(sameLine || e.y >= c.y + c.height).toBe(true);
    expect(Math.abs(e.height - c.height)).toBeLessThan(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('le lien « EN » se montre au focus, et manque où la Loi officielle a renuméroté la règle', async ({ page }) => {
  await page.goto('/root/loi/actions-principales/');
  const en = page.locator('.regle-titre[data-regle="4.3.1.I"] a.regle-en');
  await expect(en).toHaveCSS('opacity', '0');
  await en.focus();
  await expect(en).toHaveCSS('opacity', '1');
  await expect(en).toHaveAttribute('href', /#4\.3\.1\.1-foil-ambush$/);
  await expect(page.locator('.regle-titre[data-regle="4.3.2"] a.regle-en')).toHaveCount(0);
  await expect(page.locator('.regle-titre[data-regle="4.3.2"] button.copier-lien')).toHaveCount(1);
});

test('un renvoi mène à la bonne page et à la bonne ancre, et l’on peut revenir', async ({ page }) => {
  await page.goto('/root/loi/concepts-cles/');
  await page.locator('a.renvoi[href$="#4.3.1"]').first().click();
  await expect(page).toHaveURL(/\/root\/loi\/actions-principales\/#4\.3\.1$/);
  await expect(page.locator('[id="4.3.1"]')).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/root\/loi\/concepts-cles\/$/);
});

test('une infobulle de glossaire s’ouvre au clavier', async ({ page }) => {
  await page.goto('/root/loi/concepts-cles/');
  const term = page.locator('.terme').first();
  const tip = term.locator('[role="tooltip"]');
  await expect(tip).toBeHidden();
  await term.locator('a').focus();
  await expect(tip).toBeVisible();
  await expect(tip).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

async function search(page: import('@playwright/test').Page, query: string) {
  await page.goto('/root/');
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const input = page.locator('#starlight__search input.pagefind-ui__search-input');
  await expect(input).toBeVisible();
  await input.fill(query);
  return input;
}

test('recherche par mot : « embuscade » trouve 4.3.1', async ({ page }) => {
  await search(page, 'embuscade');
  const hit = page.locator('#starlight__search a[href$="#4.3.1"]').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/#4\.3\.1$/);
});

test('recherche par numéro : « 4.3.2 » propose d’abord la règle 4.3.2 et mène à son ancre', async ({ page }) => {
  const input = await search(page, '4.3.2');
  const jump = page.locator('.saut-regle').first();
  await expect(jump).toContainText('4.3.2');
  // Pagefind itself finds it too, in the word results.
  await expect(page.locator('#starlight__search .pagefind-ui__result a[href$="#4.3.2"]').first()).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/root\/loi\/actions-principales\/#4\.3\.2$/);
  await expect(page.locator('[id="4.3.2"]')).toBeInViewport();
});

test('les apostrophes françaises ne cassent pas la recherche', async ({ page }) => {
  for (const q of ['l’attaquant', "l'attaquant", 'attaquant']) {
    await search(page, q);
    // Oath's Law speaks of attackers too: keep to Root's pages, as a reader would.
    await page.getByLabel('Jeu', { exact: true }).selectOption({ label: 'Root' });
    await expect(page.locator('#starlight__search .pagefind-ui__result').first()).toBeVisible();
    await expect(page.locator('#starlight__search a[href*="/root/loi/actions-principales/"]').first()).toBeVisible();
  }
});

test('la recherche marche sans les accents : « defausser » trouve « défausser »', async ({ page }) => {
  await search(page, 'defausser');
  const marks = page.locator('#starlight__search .pagefind-ui__result mark');
  await expect(marks.first()).toBeVisible();
  const words = (await marks.allInnerTexts()).map((w) => w.toLowerCase());
  expect(words.some((w) => w.startsWith('défauss'))).toBe(true);
});

test('axe : aucune violation sur une page de règles', async ({ page }) => {
  await page.goto('/root/loi/actions-principales/');
  // The rules text, what this page adds: the site's chrome is checked in navigation.spec.ts, the
  // boards embedded in the text in their own specs (axe over all of it at once ran past the time
  // limit on a busy machine).
  const results = await new AxeBuilder({ page }).include('.sl-markdown-content').exclude('.essai').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
