// The « Tour » explorer (Oath, chapters 5 and 6) on its own page: the choices and refusals shown are
// the engine's (legalAction, derived here, never written by hand), every control (the map's pawn too) goes into the link
// and comes back in a fresh browser, a damaged link gets a French alert, the keyboard drives it, axe
// finds nothing, and nothing overflows at 1366 and 390 px.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { legalAction } from '../../src/engine/oath/actions/index';
import type { ActionId } from '../../src/engine/oath/actions/types';
import type { CardId } from '../../src/engine/oath/deck';
import type { PlayerId, Setup } from '../../src/engine/oath/setup';
import tour51 from '../../content/oath/situations/tour-5-1.json' with { type: 'json' };
import { openEssai, watchErrors as errorsOf, axeViolations, situationOf } from './oath-helpers';
import { ABBR_NOTE, shortMarks } from '../../src/islands/oath/cartes';

/** The list shows « (angl.) » for the engine's mark after an English card name. */
const shown = (t: string) => shortMarks(t)[0];

const PAGE = '/oath/explorateurs/tour/';
const ID = 'explorateur';

function pageSetup(): Setup {
  return situationOf(tour51).setup;
}

const open = (page: Page, url = PAGE) => openEssai(page, url, ID, '.oath-essai.tour');
const champ = (root: Locator, name: string) => root.locator(`[data-champ="${name}"]`);

/** The shown choices and refusals are the engine's, in its order. */
async function expectAnswer(root: Locator, s: Setup, player: PlayerId, action: ActionId, card?: CardId) {
  const a = legalAction(s, player, action, card ? { card } : {});
  await expect(root.locator('[data-action]')).toHaveText(a.label);
  const rows = root.locator('tr[data-choix]');
  await expect(rows).toHaveCount(a.choices.length);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.choix))).toEqual(a.choices.map((c) => shown(c.label)));
  for (const [i, c] of a.choices.entries()) await expect(rows.nth(i).locator('td').first()).toHaveText(shown(c.cost));
  const refus = root.locator('[data-refus] li');
  await expect(refus).toHaveCount(a.refusals.length);
  for (const [i, r] of a.refusals.entries()) await expect(refus.nth(i)).toContainText(shown(r.text));
  // the short mark is said once, when the answer has one
  const marked = [...a.choices.flatMap((c) => [c.label, c.cost, ...(c.reasons ?? []).map((x) => x.text)]), ...a.refusals.flatMap((r) => [r.label, r.text]), ...a.notes.map((x) => x.text)].some((t) => shortMarks(t)[1]);
  await expect(root.locator('[data-abbr]')).toHaveCount(marked ? 1 : 0);
  if (marked) await expect(root.locator('[data-abbr]')).toHaveText(ABBR_NOTE);
  await expect(root.locator('tr[data-choix], [data-refus] li').filter({ hasText: 'nom français non confirmé' })).toHaveCount(0);
}

test('la situation de la page : les choix et refus du moteur, règles liées', async ({ page }) => {
  const errors = errorsOf(page);
  const root = await open(page);
  await expectAnswer(root, pageSetup(), 'player2', 'search', 'OATH-013');
  await expect(root.locator('tr[data-choix] a[href="/oath/loi/actions-majeures/#5.1.1"]').first()).toBeVisible();
  await expect(root.locator('[data-refus] a[href="/oath/loi/actions-majeures/#5.1.4.I"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('chaque contrôle dans le lien : même vue dans un navigateur neuf, sans le titre de la situation', async ({ browser, page }) => {
  const errors = errorsOf(page);
  const root = await open(page);
  await expect(root.getByText('Rechercher avec la Faveur du Peuple')).toBeVisible();
  await champ(root, 'joueur').selectOption('chancellor');
  await champ(root, 'action').selectOption('search');
  await champ(root, 'carte').selectOption('OATH-233');
  // the map moves the acting player's pawn
  await root.locator('[data-site="2"]').click();
  await expect(root.locator('[data-site="2"]')).toHaveAttribute('aria-pressed', 'true');
  const prov = champ(root, 'provisions');
  await prov.fill('2');
  await prov.press('Tab');
  await expect(prov).toHaveValue('2');
  const s = pageSetup();
  s.players.chancellor = { ...s.players.chancellor, supply: 2, pawn: 2 };
  await expectAnswer(root, s, 'chancellor', 'search', 'OATH-233');
  await expect(root.getByText('Rechercher avec la Faveur du Peuple')).toHaveCount(0);
  const values = async (r: Locator) => Promise.all(['joueur', 'action', 'carte', 'provisions'].map((n) => champ(r, n).inputValue()));
  const before = await values(root);
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  await expect(root.locator('.partage .statut')).toHaveText(/Lien copié|Copie impossible/);
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(decodeURIComponent(link)).toContain('s=oath/action.ch.rechercher.carte-233/');
  expect(decodeURIComponent(link)).not.toContain('titre=');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const again = await open(other, link.replace(/^https?:\/\/[^/]+/, ''));
  expect(await values(again)).toEqual(before);
  await expect(again.locator('[data-site="2"]')).toHaveAttribute('aria-pressed', 'true');
  await expectAnswer(again, s, 'chancellor', 'search', 'OATH-233');
  await fresh.close();
  expect(errors).toEqual([]);
});

test('une action mineure et Récupérer : les réponses du moteur', async ({ page }) => {
  const root = await open(page);
  const s = pageSetup();
  await champ(root, 'action').selectOption('recover');
  await expect(champ(root, 'carte')).toBeDisabled();
  await expectAnswer(root, s, 'player2', 'recover');
  await champ(root, 'joueur').selectOption('chancellor');
  await champ(root, 'action').selectOption('citizenship');
  await expectAnswer(root, s, 'chancellor', 'citizenship');
});

test('un lien abîmé : alerte en français, la situation de la page, aucune erreur', async ({ page }) => {
  const errors = errorsOf(page);
  for (const t of ['oath/action.j2.voler/supr', 'oath/action.j9.rechercher/supr/j=ch.p1/m=x']) {
    const root = await open(page, `${PAGE}?essai=${ID}&s=${encodeURIComponent(t)}#${ID}`);
    await expect(root.getByRole('alert')).toContainText(/situation de départ/);
    await expect(root.getByRole('alert')).not.toContainText(/undefined|Error|player|OATH-/);
    await expectAnswer(root, pageSetup(), 'player2', 'search', 'OATH-013');
  }
  expect(errors).toEqual([]);
});

test('au clavier : choisir l’action change la réponse', async ({ page }) => {
  const root = await open(page);
  await champ(root, 'action').focus();
  await page.keyboard.press('ArrowDown');
  await expect(champ(root, 'action')).toHaveValue('muster');
  await expectAnswer(root, pageSetup(), 'player2', 'muster');
  await page.keyboard.press('ArrowUp');
  await expect(champ(root, 'action')).toHaveValue('search');
  await expectAnswer(root, pageSetup(), 'player2', 'search');
});

test('axe : aucune violation dans l’explorateur', async ({ page }) => {
  await open(page);
  expect(await axeViolations(page, `.oath-essai.tour[data-essai="${ID}"]`)).toEqual([]);
});

for (const [w, h] of [
  [1366, 800],
  [1024, 768],
  [768, 1024],
  [390, 844],
] as const) {
  test(`à ${w} px : rien ne déborde de sa colonne ni de la fenêtre`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const root = await open(page);
    const box = (await root.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(main.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(w, main.x + main.width) + 1);
    const toc = page.locator('starlight-toc, .right-sidebar');
    if (await toc.first().isVisible().catch(() => false)) {
      const t = (await toc.first().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(t.x + 1);
    }
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    for (const el of await root.locator('select, input, table, [data-refus]').all()) {
      const b = await el.boundingBox();
      if (!b) continue;
      expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
  });
}

test('changer d’action ne déplace pas les contrôles qui suivent', async ({ page }) => {
  const root = await open(page);
  const y = async () => (await champ(root, 'provisions').boundingBox())!.y;
  const before = await y();
  await champ(root, 'action').selectOption('muster');
  await expect(root.locator('[data-action]')).toHaveText('Recruter');
  expect(Math.abs((await y()) - before)).toBeLessThan(1);
});
