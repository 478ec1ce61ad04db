// The standard setup chooser on the board: the reader picks the factions (and bots), the board
// shows the Law's setup of each, and the note lists every step with its rule link, in setup
// order; an impossible choice is refused in French with its rule, the board left as it was.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { standardStart } from '../../src/engine/root/start';

async function board(page: Page) {
  await page.goto('/root/plateau/');
  const root = page.locator('.plateau[data-essai="essai"]');
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

test.describe('la mise en place standard, factions au choix', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('le Culte et les Robots de la Rivière avec la Marquise et la Canopée : chaque étape, sa règle, son défaut', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const root = await board(page);
    await root.locator('summary', { hasText: 'Factions de la mise en place standard' }).click();
    const chooser = root.locator('details.choix-depart');
    await chooser.getByRole('checkbox', { name: 'Vagabond', exact: true }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Alliance de la Forêt', exact: true }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Culte des Lézards', exact: true }).check();
    await chooser.getByRole('checkbox', { name: 'Compagnie de la Rivière', exact: true }).check();
    // The bot box of a faction is usable only once the faction is in; keyboard: Space ticks it.
    const bot = chooser.getByRole('checkbox', { name: /robot \(Robots de la Rivière\)/ });
    await expect(bot).toBeEnabled();
    await bot.focus();
    await page.keyboard.press('Space');
    await expect(bot).toBeChecked();
    await root.getByRole('button', { name: 'Mise en place standard' }).click();

    const expected = standardStart('automne', { factions: ['marquise', 'eyrie', 'lizards', 'riverfolk'], bots: ['riverfolk'] });
    const note = root.locator('.depart');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Marquise, Canopée, Culte des Lézards, Robots de la Rivière');
    // Every step, in setup order, with a working link to its rule.
    const links = note.locator('a.regle');
    await expect(links).toHaveText(expected.choices.map((c) => (c.rule.startsWith('R') ? `Robotique ${c.rule.slice(1)}` : c.rule)));
    for (const rule of ['10.3.2', 'Robotique 9.3.2']) {
      const href = await links.filter({ hasText: new RegExp(`^${rule.replaceAll('.', '\\.')}$`) }).first().getAttribute('href');
      expect(href).toContain(`#${rule.replace('Robotique ', '')}`);
    }
    await expect(note).toContainText('non confirmées');
    // The map shows it: the Cult's corner holds 4 Cult warriors and a garden.
    const corner = expected.corners.lizards!;
    await expect(root.locator(`[data-lieu="c${corner}"]`)).toHaveAttribute('aria-label', /4 guerriers Culte/);
    await expect(root.locator(`[data-lieu="c${corner}"]`)).toHaveAttribute('aria-label', /[Jj]ardin/);
    const results = await new AxeBuilder({ page }).include('.essai').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('cinq factions à coin de départ : refus en français, mise en place avancée citée, plateau inchangé', async ({ page }) => {
    const root = await board(page);
    const before = await root.locator('[data-lieu="c1"]').getAttribute('aria-label');
    await root.locator('summary', { hasText: 'Factions de la mise en place standard' }).click();
    for (const name of ['Culte des Lézards', 'Duché Souterrain', 'Gardiens de Fer']) await root.getByRole('checkbox', { name, exact: true }).check();
    await root.getByRole('button', { name: 'Mise en place standard' }).click();
    const refus = root.locator('.refus-depart');
    await expect(refus).toBeVisible();
    await expect(refus).toContainText('mise en place avancée');
    await expect(refus.locator('a.regle', { hasText: 'A.8' }).first()).toHaveAttribute('href', /#A\.8$/);
    await expect(root.locator('.depart:not(.refus-depart)')).toHaveCount(0);
    await expect(root.locator('[data-lieu="c1"]')).toHaveAttribute('aria-label', before!);
  });
});
