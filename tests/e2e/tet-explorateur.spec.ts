// The Tiny Epic Tactics grid explorer on the built site: moves next to 4.2, a melee's landings next
// to 4.3, a shot next to 4.4, the zones next to 9. Expected numbers come from the engine itself.
import { test, expect, type Page, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { decodeSetup, fromSetup, moves, rangedOdds } from '../../src/engine/tet';
import { percentText } from '../../src/engine/core/format';
import deplacement42 from '../../content/tiny-epic-tactics/situations/deplacement-4-2.json' with { type: 'json' };
import distance44 from '../../content/tiny-epic-tactics/situations/distance-4-4.json' with { type: 'json' };

const ACTIONS = '/tiny-epic-tactics/regles/actions/';
const ID = 'essai-4.2';

function positionOf(s: { setup: string }) {
  const d = decodeSetup(s.setup);
  if (!d.ok) throw new Error('notation illisible');
  const p = fromSetup(d.value);
  if (!p.ok) throw new Error('position invalide');
  return p.value;
}

async function open(page: Page, url = ACTIONS, id = ID): Promise<Locator> {
  await page.goto(url);
  const root = page.locator(`.tet-essai[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

test('à côté de 4.2 : les cases atteignables et leur coût sont ceux du moteur ; un refus cite sa règle', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const pos = positionOf(deplacement42);
  const m = moves(pos, pos.byId.get(deplacement42.question.unit)!);
  expect(m.reachable.length).toBeGreaterThan(3);
  const root = await open(page);
  await expect(root.locator('[data-exemple]')).toContainText('exemple de Clairière, pas la carte imprimée');
  const shown = root.locator('.case[data-cout]');
  await expect(shown).toHaveCount(m.reachable.length);
  for (const r of m.reachable) {
    const cell = root.locator(`.case[data-case="${r.square}"]`);
    await expect(cell).toHaveAttribute('data-cout', String(r.cost));
    await expect(cell.locator('.cout')).toHaveText(String(r.cost));
  }
  // A square refused for lack of points: its reason links to its rule.
  const far = m.refused.find((x) => x.reason.rule === '4.2.1')!;
  expect(far).toBeTruthy();
  await root.locator(`.case[data-case="${far.square}"]`).click();
  const refus = root.locator('[data-refus]');
  await expect(refus).toBeVisible();
  await expect(refus).toContainText(far.reason.text.slice(0, 20));
  const link = refus.locator('a.regle[href="/tiny-epic-tactics/regles/actions/#4.2.1"]');
  await expect(link).toBeVisible();
  // A reachable square shows its cost and path.
  const near = m.reachable.at(-1)!;
  await root.locator(`.case[data-case="${near.square}"]`).click();
  await expect(root.locator('[data-atteinte]')).toContainText(`${near.cost}\u00A0point`);
  expect(errors).toEqual([]);
});

test('la grille au clavier : un seul arrêt de tabulation, flèches, Entrée choisit', async ({ page }) => {
  const root = await open(page);
  const cells = root.locator('.case');
  await expect(root.locator('.case[tabindex="0"]')).toHaveCount(1);
  const startSq = await root.locator('.case[tabindex="0"]').getAttribute('data-case');
  expect(startSq).toBe('C3');
  await root.getByLabel('Outil (clic ou Entrée sur une case)').focus();
  await page.keyboard.press('Tab');
  await expect(root.locator('.case[data-case="C3"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(root.locator('.case[data-case="D3"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(root.locator('.case[data-case="D5"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(root.locator('.case[data-case="C5"]')).toBeFocused();
  await expect(root.locator('.case[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(root.locator('[data-case-choisie] legend').first()).toHaveText('Case C5');
  // The focus ring is visible and drawn in its own colour.
  const outline = await root.locator('.case[data-case="C5"]').evaluate((e) => getComputedStyle(e).outlineColor);
  expect(outline).toBe('rgb(255, 0, 200)');
  // Tab leaves the grid in one step.
  await root.locator('.case[data-case="C5"]').focus();
  await page.keyboard.press('Tab');
  expect(await cells.evaluateAll((els) => els.some((e) => e === document.activeElement))).toBe(false);
  // Keyboard painting: raise a level with the tool, Enter on a square.
  await root.getByLabel('Outil (clic ou Entrée sur une case)').selectOption('monter');
  await root.locator('.case[data-case="C5"]').focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('.case[data-case="C5"]')).toHaveAccessibleName(/niveau 2/);
});

test('à côté de 4.4 : le dé Action saisi change la chance de toucher, et « composition non confirmée » disparaît', async ({ page }) => {
  const pos = positionOf(distance44);
  const a = pos.byId.get(distance44.question.unit)!;
  const t = pos.byId.get(distance44.question.target)!;
  const before = rangedOdds(pos, a, t);
  const after = rangedOdds({ ...pos, setup: { ...pos.setup, die: [{ count: 2, poussee: 1 }, { count: 4, loupe: 1 }, { count: 2, renfort: 1 }] } }, a, t);
  expect(percentText(before.pHit)).not.toBe(percentText(after.pHit));
  const root = await open(page, ACTIONS, 'essai-4.4');
  await expect(root.locator('[data-non-confirme]')).toContainText('composition non confirmée');
  await expect(root.locator('[data-p-touche]')).toHaveText(percentText(before.pHit));
  await root.getByLabel('Faces Loupé', { exact: true }).fill('4');
  await root.getByLabel('Faces Loupé', { exact: true }).press('Tab');
  await expect(root.locator('[data-p-touche]')).toHaveText(percentText(after.pHit));
  await expect(root.locator('[data-non-confirme]')).toHaveCount(0);
  await expect(root.getByText('composition non confirmée')).toHaveCount(0);
});

test('partager un lien puis le rouvrir : même vue ; un lien abîmé donne une alerte en français et une grille utilisable', async ({ page }) => {
  const root = await open(page);
  // Change the ground: C2 becomes Water, which changes the costs.
  await root.locator('.case[data-case="C2"]').click();
  await root.locator('[data-case-choisie]').getByLabel('Terrain').selectOption('eau');
  const view = async (r: Locator) => r.locator('.case[data-cout]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-case')}=${e.getAttribute('data-cout')}`).join(' '));
  const changed = await view(root);
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain('essai=essai-4.2');
  expect(link).toContain('s=tet');
  await page.goto(link);
  const again = page.locator(`.tet-essai[data-essai="${ID}"]`);
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('data-pret', 'oui');
  await expect(again.locator('.case[data-case="C2"]')).toHaveAccessibleName(/Eau/);
  expect(await view(again)).toBe(changed);

  await page.goto(`${ACTIONS}?essai=${ID}&s=tet/q%3Dabc~nimporte#${ID}`);
  const bad = page.locator(`.tet-essai[data-essai="${ID}"]`);
  await bad.scrollIntoViewIfNeeded();
  await expect(bad).toHaveAttribute('data-pret', 'oui');
  await expect(bad.getByRole('alert')).toContainText('illisible');
  await expect(bad.locator('.case[data-cout]').first()).toBeVisible();
  await page.goto(`${ACTIONS}?essai=${ID}&s=oath/abc#${ID}`);
  const other = page.locator(`.tet-essai[data-essai="${ID}"]`);
  await expect(other).toHaveAttribute('data-pret', 'oui');
  await expect(other.getByRole('alert')).toContainText('autre jeu');
});

test('à côté de 4.3 et de 9 : les atterrissages de la Poussée et les zones, avec leurs règles', async ({ page }) => {
  const melee = await open(page, ACTIONS, 'essai-4.3');
  await expect(melee.locator('[data-atterrissages] table tbody tr').first()).toBeVisible();
  await expect(melee.locator('a.regle[href="/tiny-epic-tactics/regles/actions/#4.3.3"]').first()).toBeVisible();
  // The landing stopped by the Portal cites 4.3.8 and its lost Santé 4.3.7.
  await expect(melee.locator('a.regle[href="/tiny-epic-tactics/regles/actions/#4.3.8"]').first()).toBeVisible();
  const zones = await open(page, '/tiny-epic-tactics/regles/zones-de-controle/', 'essai-9');
  await expect(zones.locator('[data-resume]')).toContainText('Début du tour de rouge');
  await expect(zones.locator('a.regle[href^="/tiny-epic-tactics/regles/zones-de-controle/#9."]').first()).toBeVisible();
});

const PAGES = [
  [ACTIONS, ID],
  [ACTIONS, 'essai-4.3'],
  [ACTIONS, 'essai-4.4'],
  ['/tiny-epic-tactics/regles/zones-de-controle/', 'essai-9'],
] as const;
for (const scheme of ['light', 'dark'] as const)
  for (const [url, id] of PAGES)
    test(`${id} à 390 px : pas de défilement horizontal, axe sans erreur (${scheme === 'dark' ? 'mode sombre' : 'mode clair'})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 390, height: 844 });
      const root = await open(page, url, id);
      await root.locator('.case').nth(10).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).include(`[data-essai="${id}"]`).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
