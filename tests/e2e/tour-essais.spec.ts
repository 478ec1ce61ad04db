// The turn situations embedded beside the rules of chapters 6–15 (question `turn`, island
// TourFaction, loaded on demand by Panneau): the answer comes, a way of an action is played, the
// list of steps grows by one, and nothing throws.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const CAS = [
  { page: '/root/loi/marquise-de-chat/', id: 'essai-tour-marquise-jour' },
  { page: '/root/loi/compagnie-de-la-riviere/', id: 'essai-tour-riviere-fonds' },
];

const etapes = (page: Page, id: string) => page.locator(`[data-essai="${id}"] ol[aria-label="Actions jouées, dans l’ordre"] > li`);

for (const c of CAS) {
  test(`${c.page}#${c.id} : jouer la première façon d’une action ajoute une étape`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${c.page}#${c.id}`);
    const root = page.locator(`[data-essai="${c.id}"]`);
    await root.scrollIntoViewIfNeeded();
    // the answer built with the page shows before the island is live: a <details> opened before
    // hydration is closed again by it, so wait until the board says it is live
    await expect(root).toHaveAttribute('data-pret', 'oui');
    const tour = root.locator('[data-tour="pret"]');
    await expect(tour).toBeVisible();
    const avant = await etapes(page, c.id).count();
    // the first action whose ways are folded: open it, then play its first way
    const action = tour.locator('details.action').first();
    await expect(action).toBeVisible();
    const titre = (await action.locator('summary').innerText()).trim();
    if (!(await action.evaluate((d) => (d as HTMLDetailsElement).open))) await action.locator('summary').click();
    const bouton = action.locator('ul').getByRole('button').first();
    await expect(bouton).toBeVisible();
    const facon = (await bouton.innerText()).trim();
    await bouton.click();
    await expect(etapes(page, c.id)).toHaveCount(avant + 1);
    // the step played says what the button said, and the answer is still there
    await expect(etapes(page, c.id).last()).toContainText(facon.replace(/[.\s]+$/, '').slice(0, 20));
    await expect(root.locator('[data-tour="pret"]')).toBeVisible();
    await expect(root.getByRole('button', { name: 'Annuler la dernière action' })).toBeEnabled();
    expect(titre.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

// several turn explorers on one page (the Eyrie's chapter has five, the Alliance's two): once all
// are on screen, axe finds no violation among them (no two landmarks with the same name)
test('axe : plusieurs tours d’une faction sur une même page', async ({ page }) => {
  for (const path of ['/root/loi/alliance-de-la-foret/', '/root/loi/dynasties-de-la-canopee/']) {
    await page.goto(path);
    const tours = page.locator('.tour-faction');
    const n = await tours.count();
    expect(n).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < n; i++) await tours.nth(i).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-tour="pret"]')).toHaveCount(n);
    const results = await new AxeBuilder({ page }).include('.plateau').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
