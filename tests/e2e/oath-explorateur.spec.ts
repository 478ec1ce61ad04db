// The Oath explorers on the built site: a Campagne next to 5.5, the title next to 2.11, the end die
// next to 3.3, Voyage next to 5.6. Expected numbers come from the engine itself, not from the test.
import { test, expect, type Page, type Locator } from '@playwright/test';
import { campaign } from '../../src/engine/oath/campaign';
import { endOdds } from '../../src/engine/oath/title';
import { countText, decimalText, percentText } from '../../src/engine/core/format';
import campagne55 from '../../content/oath/situations/campagne-5-5.json' with { type: 'json' };
import fin33 from '../../content/oath/situations/fin-3-3.json' with { type: 'json' };
import couronne765 from '../../content/oath/situations/couronne-7-6-5.json' with { type: 'json' };
import { openEssai, watchErrors, axeViolations, situationOf, campaignOf } from './oath-helpers';

const PAGE = '/oath/loi/actions-majeures/';
const ID = 'essai-5.5';

function engineCampaign() {
  const { setup, params } = campaignOf(campagne55);
  const a = campaign(setup, params);
  if (!a.ok) throw new Error('campagne impossible');
  return { text: `${a.pVictory.n}/${a.pVictory.d}`, percent: percentText(a.pVictory) };
}

const open = (page: Page, url = PAGE, id = ID) => openEssai(page, url, id);
const odds = (root: Locator) => root.locator('[data-p-victoire]').innerText();

test('à côté de 5.5 : P(victoire) exacte du moteur, et elle change avec un choix', async ({ page }) => {
  const errors = watchErrors(page);
  const expected = engineCampaign();
  expect(expected.text).toBe('7/9');
  const root = await open(page);
  const resume = root.locator('.resume');
  await expect(resume).toBeInViewport();
  await expect(root.locator('[data-fraction]')).toHaveText(expected.text);
  await expect(root.locator('[data-p-victoire]')).toHaveText(expected.percent);
  expect(await resume.innerText()).toMatch(/77,8\s%/);
  // The best choice and the bar chart (a table) are there, French numbers only.
  await expect(root.locator('[data-meilleur]')).toContainText('%');
  await expect(root.locator('table.graphique tbody tr')).toHaveCount(4);
  expect(await root.locator('table.chances').innerText()).not.toMatch(/\d\.\d/);

  // A battle plan for the attacker: the odds change.
  const before = await odds(root);
  await root.getByLabel('Plan de l’attaquant').selectOption('OATH-004');
  await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
  await expect.poll(() => odds(root)).not.toBe(before);
  await expect(root.locator('.cartes')).toContainText('Arcs Longs');
  // Fewer dice: the odds change again.
  const withPlan = await odds(root);
  await root.getByLabel('Dés d’attaque réunis').selectOption('1');
  await expect.poll(() => odds(root)).not.toBe(withPlan);
  // The French print's reading refuses a smaller pool: back to every die.
  await root.getByRole('radio', { name: /autant de/ }).check();
  await expect(root.getByLabel('Dés d’attaque réunis')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('après la bataille : ce que chaque camp gagne ou perd en moyenne, selon le moteur, sans déborder', async ({ page }) => {
  const { setup, params } = campaignOf(campagne55);
  const a = campaign(setup, params);
  if (!a.ok || !a.expectedChanges) throw new Error('pas de changement après la bataille');
  // Bannir: the defender burns half its favor on a victory of the attacker (5.5.7.III)
  const favor = a.expectedChanges.defender.favor;
  expect(favor.n < 0n).toBe(true);
  const root = await open(page);
  await expect(root.locator('table.apres tr[data-apres="favor"] td[data-camp="defender"]')).toHaveText(decimalText(favor));
  // only what changes is listed: nothing else moves here
  await expect(root.locator('table.apres tbody tr')).toHaveCount(1);
  const table = await root.locator('table.apres').boundingBox();
  const box = await root.boundingBox();
  expect(table && box && table.x + table.width <= box.x + box.width + 1).toBe(true);
});

test('un jet donné face par face : chaque étape renvoie à sa règle', async ({ page }) => {
  const root = await open(page);
  // The roll resolves as it is set: no button to press.
  await root.getByLabel('Défense : Boucliers', { exact: true }).fill('1');
  await root.getByLabel('Défense : faces vides', { exact: true }).fill('1');
  await root.getByLabel('Attaque : épées', { exact: true }).fill('2');
  await root.getByLabel('Attaque : faces « deux épées et crâne »', { exact: true }).fill('1');
  await root.getByLabel('Attaque : faces « deux épées et crâne »', { exact: true }).press('Tab');
  const steps = root.locator('[data-etapes]');
  await expect(steps).toContainText('Défense');
  const link = steps.locator('a.regle[href="/oath/loi/actions-majeures/#5.5.5"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/oath\/loi\/actions-majeures\/#5\.5\.5$/);
  await expect(page.locator('[id="5.5.5"]')).toBeInViewport();
});

test('partager la Campagne puis rouvrir le lien : même vue', async ({ page, context }) => {
  const root = await open(page);
  await root.getByLabel('Plan de l’attaquant').selectOption('OATH-004');
  await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
  await root.getByLabel('Sacrifice (9.5)').selectOption('never');
  const shown = await odds(root);
  const fraction = await root.locator('[data-fraction]').innerText();
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  await expect(root.locator('.partage [role="status"]')).toHaveText(/Lien copié|Copie impossible/);
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain('essai=essai-5.5');
  expect(decodeURIComponent(link)).toContain('s=oath/campagne');
  const other = await context.newPage();
  const again = await open(other, link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(again.locator('[data-fraction]')).toHaveText(fraction);
  await expect(again.locator('[data-p-victoire]')).toHaveText(shown);
  await expect(again.locator('.cartes')).toContainText('Arcs Longs');
  await expect(again.getByLabel('Sacrifice (9.5)')).toHaveValue('never');
});

test('un lien abîmé ou d’un autre jeu : alerte en français et explorateur utilisable', async ({ page }) => {
  const errors = watchErrors(page);
  const expected = engineCampaign();
  for (const s of ['oath/campagne.j2.zz.%%%', 'root/controle/automne', 'oath/']) {
    const root = await open(page, `${PAGE}?essai=${ID}&s=${encodeURIComponent(s)}#${ID}`);
    const alert = root.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/situation de départ/);
    await expect(root.locator('[data-fraction]')).toHaveText(expected.text);
    await alert.getByRole('button', { name: 'Fermer' }).click();
    await expect(alert).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('au clavier seulement : ajouter un Plan de Bataille et lire les chances', async ({ page }) => {
  const root = await open(page);
  const before = await odds(root);
  const select = root.getByLabel('Plan de l’attaquant');
  await select.focus();
  await expect(select).toBeFocused();
  // The first plans of the list: Honneurs Militaires (no bearing on the odds), then Arcs Longs.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('OATH-004');
  await page.keyboard.press('Tab');
  const add = root.getByRole('button', { name: 'Ajouter à l’attaquant' });
  await expect(add).toBeFocused();
  // A visible focus ring.
  const outline = await add.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(root.locator('.cartes li')).toHaveCount(1);
  await expect.poll(() => odds(root)).not.toBe(before);
  // A site of the map by keyboard: Tab reaches it, Enter selects it.
  const site = root.getByRole('button', { name: /Site 4/ });
  await site.focus();
  await page.keyboard.press('Enter');
  await expect(site).toHaveAttribute('aria-pressed', 'true');
  await expect(root.getByRole('group', { name: /Troupes sur Tribunal/ })).toBeVisible();
});

test('à côté de 3.3 : le dé de fin, tour par tour, calculé par le moteur', async ({ page }) => {
  const end = endOdds(situationOf(fin33).setup);
  const root = await open(page, '/oath/loi/victoire/', 'essai-3.3');
  const rows = root.locator('table.fin tbody tr');
  await expect(rows).toHaveCount(end.rounds.length);
  for (const [i, x] of end.rounds.entries()) await expect(rows.nth(i)).toContainText(`${x.probability.n}/${x.probability.d}`);
  // No Imperial Oathkeeper at the end of round 5: the game cannot end then.
  await root.getByLabel('Un Impérial est Gardien du Serment à la fin du tour 5').selectOption('non');
  await expect(rows.nth(0)).toContainText('0,0');
});

test('à côté de 2.11 et de 5.6 : le Titre et le Voyage, avec leurs règles', async ({ page }) => {
  const titre = await open(page, '/oath/loi/elements-cles/', 'essai-2.11');
  await expect(titre.locator('[data-titre]')).toContainText('joueur 2 prend le Titre');
  await expect(titre.locator('a.regle[href="/oath/loi/elements-cles/#2.11"]').first()).toBeVisible();
  await titre.getByLabel('Serment en cours').selectOption('people');
  await expect(titre.locator('[data-titre]')).toContainText('garde le Titre');

  const voyage = await open(page, PAGE, 'essai-5.6');
  await voyage.getByLabel('Vers', { exact: true }).selectOption('1');
  await expect(voyage.locator('[data-voyage]')).toContainText('Provision');
  await expect(voyage.locator('a.regle[href^="/oath/loi/actions-majeures/#5.6"]').first()).toBeVisible();
});

test('7.6.5 : la Campagne contre le détenteur de la Couronne des Bandits dit ce que calcule le moteur', async ({ page }) => {
  const { setup, params } = campaignOf(couronne765);
  const a = campaign(setup, params);
  if (!a.ok) throw new Error(JSON.stringify(a.problems));
  expect(a.pools.bandits).toBeGreaterThan(0);
  const root = await open(page, '/oath/loi/pouvoirs/', 'essai-7.6.5');
  await expect(root.getByText(percentText(a.pVictory), { exact: true }).first()).toBeVisible();
  // the Armée: its Troupes and the Bandits that join it, each counted apart
  expect(a.pools.defendingWarbands).toBeGreaterThan(0);
  await expect(root.locator('[data-troupes-defense]')).toHaveText(`+\u00A0${countText(a.pools.defendingWarbands, 'Troupe')} et ${countText(a.pools.bandits, 'Bandit')}`);
  await expect(root.locator('[data-reserves] a[href="/oath/loi/pouvoirs/#7.6.5"]').first()).toBeVisible();
});

const PAGES = [
  [PAGE, ID],
  [PAGE, 'essai-5.6'],
  ['/oath/loi/elements-cles/', 'essai-2.11'],
  ['/oath/loi/victoire/', 'essai-3.3'],
  ['/oath/loi/pouvoirs/', 'essai-7.6.5'],
] as const;
for (const scheme of ['light', 'dark'] as const)
  for (const [url, id] of PAGES)
    test(`${id} à 390 px : pas de défilement horizontal, axe sans erreur (${scheme === 'dark' ? 'mode sombre' : 'mode clair'})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 390, height: 844 });
      const root = await open(page, url, id);
      if (id === ID) {
        await root.getByLabel('Plan de l’attaquant').selectOption('OATH-004');
        await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, `[data-essai="${id}"]`)).toEqual([]);
    });
