// Cards in the Oath position, on the Campagne explorer: a card put at a site and an adviser given to
// a player are in the share link and come back in a fresh browser context; a link whose site holds
// more cards than its capacity is told in French with its rule; axe; everything fits at 1366 and
// 390 px. Expected texts come from the engine (catalogue labels, capacities), not from the test.
import { test, expect, type Page, type Locator } from '@playwright/test';
import { encodeSituation } from '../../src/engine/oath/situation';
import { cardLabelWithSuit, type CardId } from '../../src/engine/oath/deck';
import { siteInfo } from '../../src/engine/oath/sites';
import { countText } from '../../src/engine/core/format';
import campagne55 from '../../content/oath/situations/campagne-5-5.json' with { type: 'json' };
import { openEssai, watchErrors as watch, axeViolations, outOfColumn, situationOf } from './oath-helpers';

const ACTIONS = '/oath/loi/actions-majeures/';
const ID = 'essai-5.5';
const SITE_CARD = 'OATH-048' as CardId; // Extra Provisions (Hearth), no restriction known
const ADVISER = 'OATH-156' as CardId; // Rival Khan (Nomad)

const preset = situationOf(campagne55);
const slot3 = preset.setup.sites[2]!;

const open = (page: Page, url: string) => openEssai(page, url, ID);
const lists = (root: Locator) => root.locator('[data-liste-cartes]').innerText();

async function putCards(root: Locator) {
  // the cards' editors are folded while the position holds no card: the reader opens them
  const repli = root.locator('details.cartes-position');
  expect(await repli.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  await repli.locator('summary').click();
  await root.getByRole('button', { name: /Site 3/ }).click();
  await root.getByLabel('Carte à poser sur le site', { exact: true }).selectOption(SITE_CARD);
  await root.getByRole('button', { name: 'Poser la carte' }).click();
  await expect(root.locator('[data-cartes-du-site="3"]')).toContainText(cardLabelWithSuit(SITE_CARD));
  await root.getByLabel('Joueur', { exact: true }).selectOption('player3');
  await root.getByLabel('Conseiller à ajouter', { exact: true }).selectOption(ADVISER);
  await root.getByRole('button', { name: 'Ajouter le Conseiller' }).click();
  await expect(root.locator('[data-liste-cartes]')).toContainText(cardLabelWithSuit(ADVISER));
}

test('Cartes : poser une carte et un Conseiller, partager, rouvrir ailleurs — même position, même réponse', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watch(page);
  const root = await open(page, ACTIONS);
  await putCards(root);
  // the capacity, from the engine's site data
  await expect(root.locator('[data-capacite]')).toHaveText(`${countText(1, 'carte')} sur ${countText(siteInfo(slot3.site).capacity, 'place')}`);
  await expect(root.locator('[data-site="3"]')).toContainText(`sur ${countText(siteInfo(slot3.site).capacity, 'place')}`);
  // a card used is no longer offered
  await expect(root.getByLabel('Carte à poser sur le site', { exact: true }).locator(`option[value="${SITE_CARD}"]`)).toHaveCount(0);
  await expect(root.locator('[data-titre-preset]')).toContainText('Situation modifiée');
  await expect(root.locator('[data-p-victoire]')).toContainText('%');
  const before = { lists: await lists(root), answer: await root.locator('[data-p-victoire]').innerText() };

  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  const field = root.getByLabel('Lien de la situation');
  await expect(field).toHaveValue(/essai=/);
  const link = await field.inputValue();
  expect(decodeURIComponent(link)).toContain(`c${SITE_CARD.slice(5)}`);
  const context = await browser.newContext();
  const page2 = await context.newPage();
  const errors2 = watch(page2);
  const again = await open(page2, link.replace(/^https?:\/\/[^/]+/, ''));
  // a position with cards opens them by itself
  expect(await again.locator('details.cartes-position').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  await again.getByRole('button', { name: /Site 3/ }).click();
  expect({ lists: await lists(again), answer: await again.locator('[data-p-victoire]').innerText() }).toEqual(before);
  // taking the card away again
  await again.getByRole('button', { name: `Retirer ${cardLabelWithSuit(SITE_CARD)} du site 3` }).click();
  await expect(again.locator('[data-cartes-du-site="3"]')).toHaveCount(0);
  await context.close();
  expect([...errors, ...errors2]).toEqual([]);
});

test('Cartes : un site au-delà de sa capacité, dit en français avec sa règle', async ({ page }) => {
  const errors = watch(page);
  const cap = siteInfo(slot3.site).capacity;
  const setup = structuredClone(preset.setup);
  setup.sites[2]!.cards = Array.from({ length: cap + 1 }, (_, i) => ({ card: `OATH-0${String(40 + i)}` as CardId }));
  const text = `oath/${encodeSituation({ ...preset, setup, title: undefined })}`;
  const root = await open(page, `${ACTIONS}?essai=${ID}&s=${encodeURIComponent(text)}#${ID}`);
  const alert = root.getByRole('alert');
  await expect(alert).toContainText(`accueille au plus ${countText(cap, 'carte')}`);
  await expect(alert).toContainText('2.8.1');
  expect(await alert.innerText()).not.toMatch(/OATH-\d|[={}]|\b(undefined|Error)\b/);
  expect(errors).toEqual([]);
});

for (const width of [1366, 390])
  test(`Cartes à ${width} px : les éditeurs tiennent dans la colonne ; axe`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const root = await open(page, ACTIONS);
    await putCards(root);
    const report = await outOfColumn(root, '[data-cartes-site] *, [data-conseillers] *, [data-liste-cartes] *, [data-cartes-site], [data-conseillers], [data-liste-cartes]');
    expect(report).toEqual([]);
    expect(await axeViolations(page, `[data-essai="${ID}"]`)).toEqual([]);
  });
