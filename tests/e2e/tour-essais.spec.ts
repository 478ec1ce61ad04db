// The turn situations embedded beside the rules of chapters 6–15 (question `turn`, island
// TourFaction, loaded on demand by Panneau): the answer comes, a way of an action is played, the
// list of steps grows by one, and nothing throws.
import { test, expect, type Page } from '@playwright/test';

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
