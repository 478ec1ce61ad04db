// What a reader sees of « Root as players use it »: the highlighted rule in « Sur cette page »,
// a link to a rule that does not exist, glossary tooltips kept on top and inside the window, the
// first tap on a term, the official FAQ with its live situations.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('« Sur cette page » met en valeur la règle ouverte par le lien, pas la précédente', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  for (const n of ['4.2', '4.3', '4.1']) {
    await page.goto(`/root/loi/actions-principales/#${n}`);
    await expect(page.locator(`[id="${n}"]`)).toBeInViewport();
    const current = page.locator('starlight-toc a[aria-current="true"]');
    await expect(current).toHaveAttribute('href', `#${n}`);
  }
});

test('un lien vers une règle qui n’existe pas le dit en français, visible en haut de la page', async ({ page }) => {
  await page.goto('/root/loi/actions-principales/#4.3.9');
  const notice = page.locator('#regle-absente');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('La règle 4.3.9 n’existe pas sur cette page');
  await expect(notice).toBeInViewport();
  // a rule that exists: no notice; and the notice goes when the hash is fixed
  await page.evaluate(() => (window.location.hash = '4.3.1'));
  await expect(notice).toHaveCount(0);
  await page.goto('/root/loi/actions-principales/#4.3.1');
  await expect(page.locator('#regle-absente')).toHaveCount(0);
});

test('une infobulle de glossaire passe au-dessus de « Sur cette page » et reste dans la fenêtre', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 700 });
  await page.goto('/root/loi/concepts-cles/');
  const terms = page.locator('.sl-markdown-content .terme');
  const n = await terms.count();
  expect(n).toBeGreaterThan(3);
  // the term nearest the bottom of the window once scrolled: its tooltip must flip above
  const term = terms.nth(n - 1);
  await term.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -(window.innerHeight - 120)));
  await page.evaluate(() => {
    const t = [...document.querySelectorAll('.sl-markdown-content .terme')].at(-1)!;
    const r = t.getBoundingClientRect();
    window.scrollBy(0, r.top - (window.innerHeight - 40));
  });
  await term.locator('a').focus();
  const tip = term.locator('[role="tooltip"]');
  await expect(tip).toBeVisible();
  await expect(async () => {
    const box = (await tip.boundingBox())!;
    const vh = page.viewportSize()!.height;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(vh);
  }).toPass();
  // nothing paints over it, even where it reaches the « Sur cette page » column
  const onTop = await tip.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const pts = [
      [r.left + 5, r.top + 5],
      [r.right - 5, r.top + 5],
      [r.right - 5, r.bottom - 5],
    ];
    return pts.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && el.contains(hit);
    });
  });
  expect(onTop).toBe(true);
});

test.describe('au toucher', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
  test('le premier toucher sur un terme montre sa définition, le second suit le lien', async ({ page }) => {
    await page.goto('/root/loi/concepts-cles/');
    const term = page.locator('.sl-markdown-content .terme').first();
    const tip = term.locator('[role="tooltip"]');
    await term.scrollIntoViewIfNeeded();
    await term.locator('a').tap();
    await expect(tip).toBeVisible();
    await expect(tip).toBeInViewport({ ratio: 1 });
    await expect(page).toHaveURL(/\/root\/loi\/concepts-cles\/$/);
    await term.locator('a').tap();
    await expect(page).not.toHaveURL(/\/root\/loi\/concepts-cles\/$/);
  });
});

test('FAQ officielle : la réponse et sa situation vivante sous la règle, le moteur d’accord', async ({ page }) => {
  await page.goto('/root/loi/compagnie-de-la-riviere/#11.2.7');
  const faq = page.locator('blockquote', { hasText: 'Avec des mercenaires, peut-on initier un combat' });
  await expect(faq).toBeVisible();
  await expect(faq.locator('a[href*="LederCards/rules"]')).toBeVisible();
  const essai = page.locator('[id="essai-faq-11-2-7-mercenaires"]');
  await expect(essai).toHaveCount(1);
  const results = await new AxeBuilder({ page }).include('blockquote').analyze();
  expect(results.violations).toEqual([]);
});

test('FAQ officielle : la carte Faveur et l’Indignation répondues par le moteur sous leur réponse, au clavier et à 390 px', async ({ page }) => {
  test.setTimeout(120000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/root/loi/vagabond/#essai-faq-9-2-2-faveur');
  const essai = page.locator('[id="essai-faq-9-2-2-faveur"]');
  await essai.scrollIntoViewIfNeeded();
  const reponse = essai.locator('.effet .reponse');
  await expect(reponse).toContainText('Carte Faveur', { timeout: 20000 });
  await expect(reponse).toContainText('1, 6, 8, 12');
  await expect(essai.locator('.effet')).toContainText('Le seigneur de guerre reste');
  await expect(essai.locator('.effet')).toContainText('Élimination');
  await expect(essai.locator('.effet a.regle', { hasText: '14.2.2' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto('/root/loi/alliance-de-la-foret/#essai-faq-8-2-6-nomade');
  await page.locator('[id="essai-faq-8-2-6-nomade"]').scrollIntoViewIfNeeded();
  const nomade = page.locator('[id="essai-faq-8-2-6-nomade"] .effet');
  await expect(nomade.locator('.reponse')).toHaveText(/Clairière 5\u00a0: Indignation/, { timeout: 20000 });
  await expect(nomade).toContainText('la Canopée ajoute');
  await page.locator('[id="essai-faq-8-2-6-vagabond"]').scrollIntoViewIfNeeded();
  const vagabond = page.locator('[id="essai-faq-8-2-6-vagabond"] .effet .reponse');
  await expect(vagabond).toContainText('pas d’Indignation', { timeout: 20000 });
  const lien = page.locator('[id="essai-faq-8-2-6-vagabond"] .effet a.regle').first();
  await lien.focus();
  await expect(lien).toBeFocused();
  const results = await new AxeBuilder({ page }).include('[id="essai-faq-8-2-6-vagabond"]').analyze();
  expect(results.violations).toEqual([]);
});

test('FAQ officielle : les coalitions et le placement répondus par le moteur sous leur réponse, au clavier et à 390 px', async ({ page }) => {
  test.setTimeout(120000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Vagabond n° 8: no coalition with a player who activated a Dominance card
  await page.goto('/root/loi/vagabond/#essai-faq-9-2-8-domination');
  const domination = page.locator('[id="essai-faq-9-2-8-domination"]');
  await domination.scrollIntoViewIfNeeded();
  const reponse = domination.locator('.effet .reponse');
  await expect(reponse).toHaveText(/Vagabond peut former une coalition avec\u00a0: Alliance/, { timeout: 20000 });
  await expect(reponse).not.toContainText('Marquise');
  await expect(domination.locator('.effet')).toContainText('a activé une carte Domination');
  await expect(domination.locator('.effet a.regle', { hasText: '3.3.1' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Vagabond n° 9: the partners are no adversaries, no battle between them
  const combat = page.locator('[id="essai-faq-9-2-8-combat"]');
  await combat.scrollIntoViewIfNeeded();
  await expect(combat.locator('.effet .reponse')).toContainText('déjà en coalition avec Marquise', { timeout: 20000 });
  await expect(combat.locator('.effet')).toContainText('aucun ne peut combattre l’autre');
  const lien = combat.locator('.effet a.regle', { hasText: '4.3' }).first();
  await lien.focus();
  await expect(lien).toBeFocused();
  await expect(lien).toBeInViewport();
  const results = await new AxeBuilder({ page }).include('[id="essai-faq-9-2-8-combat"]').analyze();
  expect(results.violations).toEqual([]);

  // the placement answer (8.4.1, 6.2.2): the board shows it, not only control
  await page.goto('/root/loi/alliance-de-la-foret/#essai-faq-8-4-1-sympathie-donjon');
  const donjon = page.locator('[id="essai-faq-8-4-1-sympathie-donjon"]');
  await donjon.scrollIntoViewIfNeeded();
  await expect(donjon.locator('.effet .reponse')).toHaveText(/Placement \(jeton de Sympathie de l’Alliance, clairière 1\)\u00a0: refusé/, { timeout: 20000 });
  await expect(donjon.locator('.effet a.regle', { hasText: '6.2.2' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[id="essai-faq-8-4-1-sympathie-donjon"]').analyze();
  expect(axe.violations).toEqual([]);
});

test('coalition : les points et le partenaire se règlent au clavier, et la réponse suit', async ({ page }) => {
  test.setTimeout(120000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/root/loi/vagabond/#essai-faq-9-2-8-domination');
  const essai = page.locator('[id="essai-faq-9-2-8-domination"]');
  await essai.scrollIntoViewIfNeeded();
  const reponse = essai.locator('.effet .reponse');
  await expect(reponse).toContainText('Alliance', { timeout: 20000 });
  // the answer is in the page before the island is live; a <details> opened before then is closed by hydration
  await expect(essai.locator('.plateau')).toHaveAttribute('data-pret', 'oui');
  const joueurs = essai.locator('details.joueurs');
  await joueurs.locator('summary').focus();
  await page.keyboard.press('Enter');
  const canopee = joueurs.locator('li', { hasText: 'Canopée' }).first();
  const points = canopee.getByLabel('points', { exact: true });
  await points.focus();
  await points.fill('2');
  await page.keyboard.press('Tab');
  await expect(reponse).toHaveText(/coalition avec\u00a0: Canopée$/);
  // a bad number: a French message, the position unchanged
  await points.fill('-3');
  await page.keyboard.press('Tab');
  await expect(joueurs.locator('[role="status"]')).toContainText('un nombre entier de 0 à 99');
  await expect(reponse).toHaveText(/coalition avec\u00a0: Canopée$/);
  // forming the coalition with the Canopy: the answer says so
  const partenaire = joueurs.locator('li', { hasText: 'Vagabond' }).first().getByLabel('coalition avec');
  await partenaire.focus();
  await partenaire.selectOption('eyrie');
  await expect(reponse).toContainText('déjà en coalition avec Canopée');
  await expect(partenaire).toBeInViewport();
  const results = await new AxeBuilder({ page }).include('[id="essai-faq-9-2-8-domination"]').analyze();
  expect(results.violations).toEqual([]);
});
