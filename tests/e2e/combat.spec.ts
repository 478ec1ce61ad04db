// The battle simulator (4.3) on the built site, with the real engine.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function battleBoard(page: Page, url: string, id: string) {
  await page.goto(url);
  const root = page.locator(`.plateau[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  await expect(root.locator('.combat table.issues')).toBeVisible();
  return root;
}

const probabilities = (root: import('@playwright/test').Locator) =>
  root.locator('.combat table.issues tbody tr td:first-child').allInnerTexts();

test('à côté de 4.3 : probabilités exactes, agrégats, et elles changent avec un choix', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const root = await battleBoard(page, '/root/loi/actions-principales/', 'essai-4.3');
  const agg = root.locator('.agregats');
  await expect(agg).toContainText('7/16');
  // Numbers in French: decimal commas in the averages and percentages, never a decimal point.
  await expect(agg.locator('dd').filter({ hasText: 'attaquant' }).first()).toHaveText(/attaquant \d+,\d\d\u00A0pièces?\u00A0; défenseur \d+,\d\d\u00A0pièces?/);
  expect(await agg.innerText()).not.toMatch(/\d\.\d/);
  const before = await probabilities(root);
  // The sum of the probabilities is exactly 1: the 16 rolls are all there.
  const sixteenths = before.map((t) => /\((\d+)(?:\/(\d+))?\)/.exec(t)!).map((m) => (Number(m[1]) * 16) / Number(m[2] ?? 1));
  expect(sixteenths.reduce((a, b) => a + b, 0)).toBe(16);
  // The Eyrie plays a bird ambush: the odds change.
  await root.getByLabel('Embuscade du défenseur').selectOption({ label: 'carte Oiseau' });
  await expect.poll(() => probabilities(root)).not.toEqual(before);
  await root.getByLabel('Détail d’un lancer').selectOption('0-0');
  await expect(root.locator('.etapes')).toContainText('4.3.1');
  expect(errors).toEqual([]);
});

test('le détail d’un lancer cite les règles de chaque étape', async ({ page }) => {
  const root = await battleBoard(page, '/root/loi/actions-principales/', 'essai-4.3');
  await root.getByLabel('Détail d’un lancer').selectOption('3-1');
  const steps = root.locator('.etapes');
  await expect(steps).toContainText('4.3.2');
  await expect(steps.locator('a.regle[href="/root/loi/actions-principales/#4.3.4"]').first()).toBeVisible();
});

test('l’exemple de Pillage du livret : 1-1, Furieux, et les Pillards ne prennent rien', async ({ page }) => {
  const root = await battleBoard(page, '/root/loi/seigneur-des-cents/', 'essai-14.2.5');
  await root.getByLabel('Détail d’un lancer').selectOption('1-1');
  const steps = root.locator('.etapes');
  await expect(steps).toContainText('14.2.5');
  await expect(steps).toContainText('14.7.8');
});

test('installer un combat sur le plateau, puis partager le lien et le rouvrir', async ({ page, context }) => {
  await page.goto('/root/plateau/');
  const root = page.locator('.plateau[data-essai="essai"]');
  await expect(root).toHaveAttribute('data-pret', 'oui');
  await root.locator('[data-lieu="c5"]').click();
  await root.getByRole('radio', { name: /combat/ }).check();
  await expect(root.locator('.combat table.issues')).toBeVisible();
  await root.getByLabel('Attaquant', { exact: true }).selectOption('eyrie');
  await expect(root.getByLabel('Défenseur', { exact: true })).toHaveValue('marquise');
  await root.getByLabel('Tour de').selectOption('eyrie');
  await root.getByLabel('Détail d’un lancer').selectOption('2-1');
  await expect(root.locator('.etapes')).toContainText('4.3.2');
  const before = {
    title: await root.locator('.combat h3').innerText(),
    rows: await probabilities(root),
    steps: await root.locator('.etapes').innerText(),
  };
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  // the link as shown under the button (the system clipboard is shared by the parallel workers)
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain('combat.5');
  const other = await context.newPage();
  await other.goto(link);
  const again = other.locator('.plateau[data-essai="essai"]');
  await expect(again).toHaveAttribute('data-pret', 'oui');
  await expect(again.locator('.combat table.issues')).toBeVisible();
  expect({
    title: await again.locator('.combat h3').innerText(),
    rows: await probabilities(again),
    steps: await again.locator('.etapes').innerText(),
  }).toEqual(before);
});

test('axe : aucune violation sur le simulateur de combat', async ({ page }) => {
  await battleBoard(page, '/root/loi/alliance-de-la-foret/', 'essai-8.2.2');
  const results = await new AxeBuilder({ page }).include('.plateau').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('un Trait de robot sur le plateau change le combat (Fortifié, R3.3.2) et voyage dans le lien', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const s = encodeURIComponent('combat.5.a.m/automne/j=m.robot,a/5:a2,m-scierie');
  const root = await battleBoard(page, `/root/plateau/?essai=essai&s=${s}#essai`, 'essai');
  const before = await probabilities(root);
  await root.locator('details.joueurs summary').click();
  await root.locator('details.joueurs').getByLabel('Fortifié').check();
  await expect.poll(() => probabilities(root)).not.toEqual(before);
  await root.getByLabel('Détail d’un lancer').selectOption('0-0');
  await expect(root.locator('.etapes')).toContainText('Fortifié');
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  // the link as shown under the button (the system clipboard is shared by the parallel workers)
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(decodeURIComponent(link)).toContain('m.robot.traits-fortified');
  // back to a human Marquise: its Traits go with the robot
  await root.locator('details.joueurs li', { hasText: 'Marquise' }).getByLabel('robot').uncheck();
  await expect(root.locator('details.joueurs').getByLabel('Fortifié')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('9.2.7 : les pertes du Vagabond sont ses objets endommagés, dans le tableau et les moyennes, jamais « rien »', async ({ page }) => {
  const root = await battleBoard(page, '/root/loi/vagabond/', 'essai-9.2.6');
  const rows = root.locator('.combat table.issues tbody tr');
  const attackerLosses = await rows.locator('td:nth-child(3)').allInnerTexts();
  expect(attackerLosses.some((t) => /^\d\u00A0objets? endommagés?$/.test(t))).toBe(true);
  // an outcome where the Marquise hits back never reads « rien »
  const dice = await rows.locator('td:nth-child(2)').allInnerTexts();
  dice.forEach((d, i) => {
    const first = /(\d)-(\d)/.exec(d);
    const low = first ? Math.min(Number(first[1]), Number(first[2])) : 0;
    if (low > 0) expect(attackerLosses[i]).not.toBe('rien');
  });
  await expect(root.locator('.agregats')).toContainText(/attaquant \d+,\d\d\u00A0pièces? et \d+,\d\d\u00A0objets? endommagés?/);
  // French plurals in the table: « 2 guerriers », never « guerrier, guerrier »
  expect((await rows.locator('td:nth-child(4)').allInnerTexts()).join(' ')).not.toMatch(/guerrier, guerrier/);
});
