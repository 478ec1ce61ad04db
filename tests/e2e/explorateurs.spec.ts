// Each explorer can be found: it has a page of its own, listed in its game's sidebar group
// « Explorateurs », on the home page and on its game's page, and found by the site's search. The list
// comes from src/lib/explorateurs.mjs, the same one the site is built from; what is checked here is
// what a reader sees on the built site.
import { test, expect, type Page } from '@playwright/test';
import { EXPLORATEURS } from '../../src/lib/explorateurs.mjs';

const url = (slug: string) => `/${slug}/`;

async function noPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('chaque explorateur est à un clic', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('l’accueil et la page de chaque jeu mènent à chaque explorateur', async ({ page }) => {
    await page.goto('/');
    for (const e of EXPLORATEURS) await expect(page.locator(`main a[href="${url(e.slug)}"]`).first(), e.titre).toBeVisible();
    for (const jeu of new Set(EXPLORATEURS.map((e) => e.jeu))) {
      await page.goto(`/${jeu}/`);
      for (const e of EXPLORATEURS.filter((x) => x.jeu === jeu)) {
        const card = page.locator(`main .explorateurs a[href="${url(e.slug)}"]`).first();
        await expect(card, e.titre).toBeVisible();
        await expect(card).toContainText(e.titre);
      }
    }
  });

  test('le menu de chaque jeu a son groupe « Explorateurs », qui liste ses explorateurs dans l’ordre', async ({ page }) => {
    for (const jeu of new Set(EXPLORATEURS.map((e) => e.jeu))) {
      await page.goto(`/${jeu}/`);
      const group = page.locator('nav[aria-label="Principale"] details, #starlight__sidebar details').filter({ has: page.locator('summary', { hasText: /^\s*Explorateurs\s*$/ }) });
      await expect(group, jeu).toHaveCount(1);
      const hrefs = await group.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(EXPLORATEURS.filter((x) => x.jeu === jeu).map((x) => url(x.slug)));
    }
  });

  for (const e of EXPLORATEURS) {
    test(`${e.titre} : sa page dit ce qu’il répond et quelles règles, et l’explorateur y prend la largeur`, async ({ page }) => {
      const errors = await noPageErrors(page);
      await page.goto(url(e.slug));
      await expect(page.locator('h1')).toHaveText(e.titre);
      const head = page.locator('.entete-explorateur');
      await expect(head).toContainText(e.resume.slice(0, 30));
      const rules = head.locator('a.renvoi');
      await expect(rules).toHaveCount(e.regles.length);
      for (const [i, r] of e.regles.entries()) await expect(rules.nth(i)).toHaveAttribute('href', new RegExp(`#${r.n.replace(/\./g, '\\.')}$|/$`));
      // No « Sur cette page » column: the explorer has the width.
      await expect(page.locator('.right-sidebar-panel, starlight-toc').filter({ visible: true })).toHaveCount(0);
      const essai = page.locator('.essai-page');
      await expect(essai).toHaveCount(1);
      await essai.scrollIntoViewIfNeeded();
      await expect(essai.locator('[data-pret="oui"]').first()).toBeAttached();
      const box = (await essai.boundingBox())!;
      expect(box.width).toBeGreaterThan(900);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('au téléphone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const e of EXPLORATEURS) {
    test(`${e.titre} : la page ne défile pas de côté`, async ({ page }) => {
      const errors = await noPageErrors(page);
      await page.goto(url(e.slug));
      const essai = page.locator('.essai-page');
      await essai.scrollIntoViewIfNeeded();
      await expect(essai.locator('[data-pret="oui"]').first()).toBeAttached();
      const [scroll, inner] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      const box = (await essai.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    });
  }
});

test('la recherche trouve chaque explorateur par son nom', async ({ page }) => {
  await page.goto('/');
  for (const e of EXPLORATEURS) {
    const found = await page.evaluate(async (q) => {
      const pf = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      const r = await pf.search(q);
      const data = await Promise.all(r.results.slice(0, 8).map((x: { data: () => Promise<{ url: string }> }) => x.data()));
      return data.map((d: { url: string }) => d.url);
    }, e.titre);
    expect(found, e.titre).toContain(url(e.slug));
  }
});
