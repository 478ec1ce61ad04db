// The Oath explorers on their own pages: the map and the controls on one side, the answer beside
// them at 1366 px with its head in view while the controls scroll (lichess's analysis board); one
// column on a phone and on the rule pages. And the Plans de Bataille's réglages (the facts a
// position cannot tell: a condition, a card's site, a count, the way to use it): asked in reader
// terms, set, shared, reopened in a fresh browser with the same answer. Expected numbers come from
// the engine, never from the test.
import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { campaign, type CampaignParams } from '../../src/engine/oath/campaign';
import { diceBattle } from '../../src/engine/oath/duel';
import type { PlanUse } from '../../src/engine/oath/pools';
import { percentText } from '../../src/engine/core/format';
import { fractionOf } from '../../src/islands/commun/lien';
import campagne55 from '../../content/oath/situations/campagne-5-5.json' with { type: 'json' };
import des55 from '../../content/oath/situations/des-5-5.json' with { type: 'json' };
import { openEssai, watchErrors as watch, axeViolations, campaignOf, diceOf } from './oath-helpers';

const ID = 'explorateur';
const PAGES = [
  ['campagne', '/oath/explorateurs/campagne/'],
  ['titre', '/oath/explorateurs/titre/'],
  ['voyage', '/oath/explorateurs/voyage/'],
] as const;
const RULE_PAGES = [
  ['/oath/loi/actions-majeures/', 'essai-5.5'],
  ['/oath/loi/actions-majeures/', 'essai-5.6'],
  ['/oath/loi/elements-cles/', 'essai-2.11'],
  ['/oath/loi/victoire/', 'essai-3.3'],
] as const;
/** A field name between French quotes, or the engine's « (n) » mark. */
const FIELD = /«[\s\u00A0\u202F]*[a-z][A-Za-z_]*[\s\u00A0\u202F]*»|\(n(?: choisi)?\)/;

const open = (page: Page, url: string, id = ID, cls = 'oath-essai') => openEssai(page, url, id, `.${cls}`);
const box = async (l: Locator) => (await l.boundingBox())!;
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every control's value in document order, and the answer's texts. */
async function view(root: Locator): Promise<{ controls: string[]; answer: string }> {
  return root.evaluate((el) => {
    const controls = [...el.querySelectorAll('input, select')]
      .filter((c) => !(c as HTMLInputElement).readOnly)
      .map((c) => {
        const i = c as HTMLInputElement;
        const name = i.getAttribute('aria-label') ?? i.closest('label')?.textContent?.trim() ?? '';
        return `${name} = ${i.type === 'checkbox' || i.type === 'radio' ? String(i.checked) : i.value}`;
      });
    const answer = [...el.querySelectorAll('.reponse, .des-reponse')].map((x) => (x as HTMLElement).textContent).join('\n');
    return { controls, answer };
  });
}

/** Shares what the explorer shows, and reopens the link in a fresh browser context. */
async function shareAndReopen(browser: Browser, root: Locator, button: string, cls: string) {
  await root.getByRole('button', { name: button }).click();
  const field = root.getByLabel('Lien de la situation');
  await expect(field).toHaveValue(/essai=/);
  const link = await field.inputValue();
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  const again = await open(page, link.replace(/^https?:\/\/[^/]+/, ''), ID, cls);
  return { link, again, errors, close: () => context.close() };
}

/** The page's Campagne as the engine reads it, with these Plans de Bataille. */
function campagneWith(plans: { attacker?: PlanUse[]; defender?: PlanUse[] }) {
  const { setup, params } = campaignOf(campagne55);
  const a = campaign(setup, { ...params, plans } as CampaignParams);
  if (!a.ok) throw new Error(JSON.stringify(a.problems));
  return { fraction: fractionOf(a.pVictory), percent: percentText(a.pVictory), reasons: a.reasons.map((x) => x.text) };
}

async function addPlan(root: Locator, side: 'attacker' | 'defender', card: string) {
  await root.getByLabel(side === 'attacker' ? 'Plan de l’attaquant' : 'Plan du défenseur', { exact: true }).selectOption(card);
  await root.getByRole('button', { name: side === 'attacker' ? 'Ajouter à l’attaquant' : 'Ajouter au défenseur' }).click();
  await expect(root.locator(`.cartes li[data-plan="${card}"]`)).toHaveCount(1);
}
const reglages = (root: Locator, name: string, side: 'attaquant' | 'défenseur') => root.getByRole('group', { name: `Réglages de ${name} (${side})` });

test('Campagne : les réglages des Plans de Bataille, dits en clair, réglés, partagés, rouverts ailleurs — même réponse', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = watch(page);
  const root = await open(page, '/oath/explorateurs/campagne/');
  // a condition (Khan Rival), a count (Grande Croisade), a site (Donjon), a way to use it (Géant des Montagnes)
  await addPlan(root, 'attacker', 'OATH-156');
  await addPlan(root, 'attacker', 'OATH-164');
  await addPlan(root, 'defender', 'OATH-005');
  await addPlan(root, 'defender', 'OATH-155');
  const bare = campagneWith({ attacker: [{ card: 'OATH-156' }, { card: 'OATH-164' }], defender: [{ card: 'OATH-005' }, { card: 'OATH-155' }] });
  await expect(root.locator('[data-fraction]')).toHaveText(bare.fraction);
  // The engine asks for what it does not know, in the reader's words: no field name anywhere.
  expect(bare.reasons.filter((t) => /avec ce Plan/.test(t)).length).toBe(3);
  const said = (await root.textContent()) ?? '';
  expect(said).toContain('avec ce Plan');
  expect(said).not.toMatch(FIELD);

  const khan = reglages(root, 'Khan Rival', 'attaquant');
  await khan.getByRole('combobox').selectOption('non');
  const croisade = reglages(root, 'Grande Croisade', 'attaquant').getByRole('spinbutton');
  await croisade.fill('3');
  await croisade.press('Tab');
  await expect(croisade).toHaveValue('3');
  await reglages(root, 'Donjon', 'défenseur').getByRole('combobox').selectOption('3');
  await reglages(root, 'Géant des Montagnes', 'défenseur').getByRole('combobox').selectOption('1');
  const set = campagneWith({ attacker: [{ card: 'OATH-156', when: false }, { card: 'OATH-164', n: 3 }], defender: [{ card: 'OATH-005', site: 3 }, { card: 'OATH-155', choice: 1 }] });
  expect(set.fraction).not.toBe(bare.fraction);
  await expect(root.locator('[data-fraction]')).toHaveText(set.fraction);
  await expect(root.locator('[data-p-victoire]')).toHaveText(set.percent);
  const answered = (await root.textContent()) ?? '';
  expect(answered).not.toContain('avec ce Plan');
  expect(answered).not.toMatch(FIELD);

  const before = await view(root);
  const { link, again, errors: errors2, close } = await shareAndReopen(browser, root, 'Copier le lien de la situation', 'oath-essai');
  expect(decodeURIComponent(link)).toMatch(/156~non/);
  expect(await view(again)).toEqual(before);
  await expect(reglages(again, 'Khan Rival', 'attaquant').getByRole('combobox')).toHaveValue('non');
  await expect(reglages(again, 'Grande Croisade', 'attaquant').getByRole('spinbutton')).toHaveValue('3');
  await expect(reglages(again, 'Donjon', 'défenseur').getByRole('combobox')).toHaveValue('3');
  await expect(reglages(again, 'Géant des Montagnes', 'défenseur').getByRole('combobox')).toHaveValue('1');
  await expect(again.locator('[data-fraction]')).toHaveText(set.fraction);
  await close();
  expect([...errors, ...errors2]).toEqual([]);
});

test('Dés contre dés : la condition d’un Plan dite sans carte, réglée, partagée, rouverte ailleurs', async ({ page, browser }) => {
  const errors = watch(page);
  const root = await open(page, '/oath/explorateurs/des/', ID, 'oath-des');
  await root.locator('[data-champ="plan-attacker"]').selectOption('OATH-125');
  await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
  const group = reglages(root, 'Émissaire de Paix', 'attaquant');
  await expect(group.getByRole('combobox')).toHaveValue('');
  expect((await root.textContent()) ?? '').toContain('avec ce Plan');
  expect((await root.textContent()) ?? '').not.toMatch(FIELD);
  await group.getByRole('combobox').selectOption('non');
  // the engine's answer for the page's dice, the condition said « non »
  const d = { ...diceOf(des55), plans: { attacker: [{ card: 'OATH-125', when: false }] } };
  const a = diceBattle(d);
  if (!a.ok) throw new Error(JSON.stringify(a.problems));
  await expect(root.locator('[data-fraction]')).toHaveText(fractionOf(a.pVictory));
  expect((await root.textContent()) ?? '').not.toContain('avec ce Plan');
  const before = await view(root);
  const { again, errors: errors2, close } = await shareAndReopen(browser, root, 'Copier le lien de ces dés', 'oath-des');
  await expect(reglages(again, 'Émissaire de Paix', 'attaquant').getByRole('combobox')).toHaveValue('non');
  await expect(again.locator('[data-fraction]')).toHaveText(fractionOf(a.pVictory));
  const after = await view(again);
  expect(after.controls).toEqual(before.controls);
  await close();
  expect([...errors, ...errors2]).toEqual([]);
});

for (const [name, url] of PAGES) {
  test(`${name}, sa page à 1366 px : la carte et les contrôles d’un côté, la réponse à côté et en vue ; axe sans erreur`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    const errors = watch(page);
    const root = await open(page, url);
    await root.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const map = root.locator('.carte').first();
    const answer = root.locator('section.reponse');
    const head = root.locator('[data-tete]');
    await expect(map).toBeInViewport();
    await expect(answer).toBeInViewport();
    await expect(head).toBeInViewport();
    const [m, a, r] = await Promise.all([box(map), box(answer), box(root)]);
    // beside: the answer starts right of the map, within the explorer, and starts as high
    expect(a.x).toBeGreaterThanOrEqual(m.x + m.width);
    expect(a.x + a.width).toBeLessThanOrEqual(r.x + r.width + 1);
    expect(a.y).toBeLessThanOrEqual(m.y);
    // the answer's head stays in view while the reader scrolls down the controls
    const last = root.locator('.controles > *, .jet-col').last();
    await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(head).toBeInViewport();
    const h = await box(head);
    expect(h.x).toBeGreaterThanOrEqual(m.x + m.width);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, `[data-essai="${ID}"]`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${name}, sa page à 390 px : la carte d’abord, la réponse après, rien de côté`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const root = await open(page, url);
    const [m, a, r] = await Promise.all([box(root.locator('.carte').first()), box(root.locator('section.reponse')), box(root)]);
    expect(a.y).toBeGreaterThanOrEqual(m.y + m.height);
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

for (const [url, id] of RULE_PAGES)
  test(`${id}, à côté de sa règle à 1366 px : une seule colonne, la réponse sous la carte`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const root = await open(page, url, id);
    const [m, a] = await Promise.all([box(root.locator('.carte').first()), box(root.locator('section.reponse'))]);
    expect(a.y).toBeGreaterThanOrEqual(m.y + m.height);
    expect(Math.abs(a.x - m.x)).toBeLessThan(1);
    // nothing sticks on a rule page
    expect(await root.locator('[data-tete]').evaluate((el) => getComputedStyle(el).position)).toBe('static');
  });

for (const width of [1366, 1024, 768, 390])
  test(`les trois pages à ${width} px : rien ne déborde de l’explorateur ni de l’écran`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    for (const [name, url] of PAGES) {
      const root = await open(page, url);
      const out = await root.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const bad = [...el.querySelectorAll('*')]
          .filter((c) => {
            const b = c.getBoundingClientRect();
            if (!b.width || (c.closest('.defile') && !c.classList.contains('defile'))) return false;
            return b.left < r.left - 1 || b.right > r.right + 1;
          })
          .map((c) => `${c.tagName}.${c.className}`);
        if (r.right > document.documentElement.clientWidth + 0.5) bad.push(`îlot ${r.right}`);
        return bad.slice(0, 5);
      });
      expect(out, name).toEqual([]);
      expect(await sideways(page), name).toBeLessThanOrEqual(0);
    }
  });
