// The bot-turn explorer: step through a Clockwork bot's turn, share a step, reopen it.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DECKS } from '../../src/engine/root/bots/deck';

const PAGE = '/root/robotique/marquise-mecanique/';
const ID = 'essai-robot-marquise-exemple';

/** The Marquise's worked example beside its chapter, hydrated. */
async function openExample(page: Page) {
  await page.goto(`${PAGE}#${ID}`);
  const root = page.locator(`.plateau[data-essai="${ID}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

test('avancer dans le tour de la Marquise Mécanique : chaque étape cite sa règle et montre le plateau', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const root = await openExample(page);
  const counter = root.locator('.navigation span');
  await expect(counter).toHaveText(/Étape 0 sur \d+/);
  const before = await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  // Step forward until the map changes; each step cites a Rootbotics rule.
  let changed = false;
  for (let i = 1; i <= 12 && !changed; i++) {
    await root.getByRole('button', { name: 'Étape suivante' }).click();
    await expect(counter).toHaveText(new RegExp(`Étape ${i} sur`));
    await expect(root.locator('.detail a.regle, .detail span.regle').first()).toContainText(/Robotique|\d/);
    const now = await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    changed = JSON.stringify(now) !== JSON.stringify(before);
  }
  expect(changed).toBe(true);
  // Back to the start: the original position again.
  await root.getByRole('radio', { name: 'Avant le tour' }).check();
  expect(await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(before);
  expect(errors).toEqual([]);
});

test('partager une étape du tour et la rouvrir', async ({ page, context }) => {
  const root = await openExample(page);
  await root.getByLabel('Graine des tirages', { exact: true }).fill('5');
  await root.getByLabel('Graine des tirages', { exact: true }).press('Enter');
  for (let i = 0; i < 3; i++) await root.getByRole('button', { name: 'Étape suivante' }).click();
  await expect(root.locator('.navigation span')).toHaveText(/Étape 3 sur/);
  const before = { detail: await root.locator('.detail').innerText(), map: await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))) };
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  // the link as shown under the button (the system clipboard is shared by the parallel workers)
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain('etape-3');
  const other = await context.newPage();
  await other.goto(link);
  const again = other.locator(`.plateau[data-essai="${ID}"]`);
  await expect(again).toHaveAttribute('data-pret', 'oui');
  await expect(again.locator('.navigation span')).toHaveText(/Étape 3 sur/);
  expect({ detail: await again.locator('.detail').innerText(), map: await again.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))) }).toEqual(before);
});

test('axe : aucune violation sur l’explorateur de tour', async ({ page }) => {
  const root = await openExample(page);
  await root.getByRole('button', { name: 'Étape suivante' }).click();
  const results = await new AxeBuilder({ page }).include('.plateau').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('choisir une autre issue d’un tirage : la carte d’ordre choisie, gardée dans le lien', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const root = await openExample(page);
  await root.getByLabel('Carte d’ordre', { exact: true }).selectOption('');
  await root.getByRole('button', { name: 'Étape suivante' }).click();
  const detail = root.locator('.detail');
  await expect(detail).toContainText('(tiré avec la graine)');
  const choose = detail.getByLabel('Choisir une autre issue');
  const seeded = await choose.inputValue();
  const values = await choose.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const other = values.find((v) => v !== seeded)!;
  const label = (await choose.locator(`option[value="${other}"]`).innerText()).replace(/\s*\(\d+\/\d+\)$/, '');
  await choose.selectOption(other);
  await expect(detail).toContainText('(issue choisie)');
  await expect(root.locator('.actuelle .lien-etape')).toContainText(label.split(' (')[0]!);
  await expect(root.locator('.navigation span')).toHaveText(/Étape 1 sur/);
  const results = await new AxeBuilder({ page }).include('.plateau').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  // the link as shown under the button (the system clipboard is shared by the parallel workers)
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain(`choix-0-${other}`);
  const again = await context.newPage();
  await again.goto(link);
  const reopened = again.locator(`.plateau[data-essai="${ID}"]`);
  await expect(reopened).toHaveAttribute('data-pret', 'oui');
  await expect(reopened.locator('.detail')).toContainText('(issue choisie)');
  await expect(reopened.locator('.actuelle .lien-etape')).toContainText(label.split(' (')[0]!);
  // back to the seed's draw
  await root.getByRole('button', { name: 'Revenir au tirage de la graine' }).click();
  await expect(detail).toContainText('(tiré avec la graine)');
  expect(errors).toEqual([]);
});

test('le paquet Exilés et Partisans comme pioche d’ordre : ses cartes propres, gardées dans le lien', async ({ page, context }) => {
  const root = await openExample(page);
  const card = root.getByLabel('Carte d’ordre', { exact: true });
  await expect(card.locator('option[value="saboteurs_bird"]')).toHaveCount(0);
  await root.getByLabel('Paquet', { exact: true }).selectOption('exiles');
  await card.selectOption('saboteurs_bird');
  await root.getByRole('button', { name: 'Étape suivante' }).click();
  await expect(root.locator('.actuelle .lien-etape')).toContainText('Saboteurs');
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  // the link as shown under the button (the system clipboard is shared by the parallel workers)
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain('paquet-exiles.carte-saboteurs_bird');
  const again = await context.newPage();
  await again.goto(link);
  const reopened = again.locator(`.plateau[data-essai="${ID}"]`);
  await expect(reopened).toHaveAttribute('data-pret', 'oui');
  await expect(reopened.getByLabel('Paquet', { exact: true })).toHaveValue('exiles');
  await expect(reopened.locator('.actuelle .lien-etape')).toContainText('Saboteurs');
});

test('la page des valeurs des robots : chaque Trait, jusqu’où il est appliqué, sa source, et les valeurs non confirmées', async ({ page }) => {
  await page.goto('/root/robotique/valeurs/');
  const fortified = page.locator('tr', { has: page.locator('th', { hasText: 'Fortifié' }) });
  await expect(fortified).toContainText('appliqué');
  await fortified.locator('summary').click();
  await expect(fortified).toContainText('ROOT/121');
  await expect(page.locator('tr', { has: page.locator('th', { hasText: 'Cupide' }) })).toContainText('à appliquer à la table');
  // rule numbers inside the data are links to their rule
  await expect(page.locator('a.renvoi[href$="#4.7.2"]').first()).toBeVisible();
  expect(await page.locator('#valeurs-non-confirmees + p + ul > li').count()).toBeGreaterThan(10);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('les noms des cartes d’ordre : le nom français quand une source le donne, sinon le nom anglais suivi de sa mention, à 390 px et au clavier', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const root = await openExample(page);
  const card = root.getByLabel('Carte d’ordre', { exact: true });
  for (const deck of ['base', 'exiles'] as const) {
    await root.getByLabel('Paquet', { exact: true }).selectOption(deck);
    const labels = new Map(
      await card.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent!.replace(/\s+/g, ' ')] as [string, string])),
    );
    for (const c of DECKS[deck]) {
      const label = labels.get(c.id);
      expect(label, c.id).toBeDefined();
      // French typography may set a space before the « ! » of an English title (« Stand and Deliver ! »)
      expect(label!.replace(/ !/g, '!').startsWith(`${c.name} (`), `${c.id}: ${label}`).toBe(true);
      expect(/nom anglais ; nom français non confirmé/.test(label!), `${c.id}: ${label}`).toBe(c.nameStatus === 'non confirmé');
    }
  }
  // a card named by a French source, chosen with the keyboard: the step shows its French name
  await root.getByLabel('Paquet', { exact: true }).selectOption('exiles');
  await card.focus();
  await card.selectOption('boat_builders_bird');
  await expect(card).toBeInViewport();
  await root.getByRole('button', { name: 'Étape suivante' }).press('Enter');
  await expect(root.locator('.actuelle .lien-etape')).toContainText('Constructeur naval');
  await expect(root).not.toContainText('Boat Builders');
});

