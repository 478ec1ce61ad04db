// The « Tour d’une faction » explorer (/root/explorateurs/tour/): the faction, its starting phase,
// its hand and one of its own inputs (État de la faction) set; a way played, its step listed and
// the board changed, undone; shared and reopened in a fresh browser context with the same plan,
// steps and actions; a battle waiting for its roll, then resolved; a damaged link told in French;
// one action played with the keyboard only; axe; boxes at four widths. Expected texts come from
// the page itself (the way's label, the board before the play), never from hard-coded results.
import { test, expect, type Page, type Locator, type Browser } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const URL = '/root/explorateurs/tour/';
const ID = 'explorateur';
const NOT_FOR_READERS = /\b[a-z]=|\.F\b|«\s*[a-z_0-9]{1,3}\s*»|\b(riverfolk|marquise|eyrie|lizards|vagabond2|etat|plan-|decree|boards)\b|Cannot|undefined|TypeError|null|\{|\}/;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function explorer(page: Page, url = URL): Promise<{ root: Locator; tour: Locator }> {
  await page.goto(url);
  const root = page.locator(`.plateau[data-essai="${ID}"]`);
  await expect(root).toHaveAttribute('data-pret', 'oui');
  const tour = root.locator('.tour-faction');
  await expect(tour).toHaveAttribute('data-tour', 'pret');
  return { root, tour };
}

/** Opens an action's <details> (by the start of its label) and returns it. */
async function action(tour: Locator, label: string): Promise<Locator> {
  const d = tour.locator('details.action', { has: tour.page().locator('summary', { hasText: label }) }).first();
  if ((await d.getAttribute('open')) === null) await d.locator('summary').click();
  await expect(d).toHaveAttribute('open', '');
  return d;
}

const steps = (tour: Locator) => tour.getByRole('list', { name: 'Actions jouées, dans l’ordre' }).locator(':scope > li');
const summaries = (tour: Locator) => tour.locator('details.action > summary').allInnerTexts();

async function share(root: Locator): Promise<string> {
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  const field = root.getByLabel('Lien de la situation');
  await expect(field).toHaveValue(/essai=/);
  return field.inputValue();
}

async function reopen(browser: Browser, link: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const { root, tour } = await explorer(page, link);
  return { context, page, root, tour, errors };
}

const decree = (tour: Locator) => tour.getByRole('group', { name: /^Décret/ });

/** The Eyrie at Daylight, a rabbit card in the Decree's Recruit column (its roost is in rabbit clearing 10). */
async function eyrieDecree(tour: Locator) {
  await tour.getByLabel('Faction', { exact: true }).selectOption('eyrie');
  await tour.getByLabel('Phase de départ', { exact: true }).selectOption('jour');
  await expect(tour).toHaveAttribute('data-tour', 'pret');
  await tour.getByText('Je donne la main').click();
  await tour.getByRole('spinbutton', { name: 'Renard', exact: true }).fill('2');
  await tour.getByRole('spinbutton', { name: 'Renard', exact: true }).press('Enter');
  await tour.locator('details.etat > summary').click();
  const recruitRabbit = decree(tour).getByLabel('Recrutement : Lapin', { exact: true });
  await recruitRabbit.fill('1');
  await recruitRabbit.press('Enter');
  await expect(recruitRabbit).toHaveValue('1');
  await expect(tour).toHaveAttribute('data-tour', 'pret');
}

test.describe('le tour d’une faction', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('faction, phase, main et Décret donnés ; une façon jouée, annulée ; partagé et rouvert ailleurs : même plan, mêmes étapes, mêmes actions', async ({ page, browser }) => {
    const errors = watchErrors(page);
    const { root, tour } = await explorer(page);
    await eyrieDecree(tour);
    const c10 = root.locator('[data-lieu="c10"]');
    const before = await c10.getAttribute('aria-label');
    const recruit = await action(tour, 'Recruter (Décret)');
    const way = recruit.locator('li button').first();
    const label = (await way.innerText()).trim();
    await way.click();
    await expect(steps(tour)).toHaveCount(1);
    await expect(steps(tour).first()).toContainText(label);
    await expect(c10).not.toHaveAttribute('aria-label', before!);
    const after = await c10.getAttribute('aria-label');
    // undo: no step, the board as before
    await tour.getByRole('button', { name: 'Annuler la dernière action' }).click();
    await expect(steps(tour)).toHaveCount(0);
    await expect(c10).toHaveAttribute('aria-label', before!);
    // play again, share, reopen
    await (await action(tour, 'Recruter (Décret)')).locator('li button').first().click();
    await expect(steps(tour)).toHaveCount(1);
    await expect(c10).toHaveAttribute('aria-label', after!);
    const stepTexts = await steps(tour).allInnerTexts();
    const actions = await summaries(tour);
    const link = await share(root);
    const again = await reopen(browser, link);
    await expect(again.tour.getByLabel('Faction', { exact: true })).toHaveValue('eyrie');
    await expect(again.tour.getByLabel('Phase de départ', { exact: true })).toHaveValue('jour');
    await expect(again.tour.getByRole('spinbutton', { name: 'Renard', exact: true })).toHaveValue('2');
    await expect(decree(again.tour).getByLabel('Recrutement : Lapin', { exact: true })).toHaveValue('1');
    await expect(steps(again.tour)).toHaveCount(1);
    expect(await steps(again.tour).allInnerTexts()).toEqual(stepTexts);
    expect(await summaries(again.tour)).toEqual(actions);
    await expect(again.root.locator('[data-lieu="c10"]')).toHaveAttribute('aria-label', after!);
    expect(again.errors).toEqual([]);
    await again.context.close();
    expect(errors).toEqual([]);
  });

  test('changer une entrée de la faction efface le plan ; une valeur refusée l’est en français', async ({ page }) => {
    const errors = watchErrors(page);
    const { tour } = await explorer(page);
    await eyrieDecree(tour);
    await (await action(tour, 'Recruter (Décret)')).locator('li button').first().click();
    await expect(steps(tour)).toHaveCount(1);
    await decree(tour).getByLabel('Recrutement : Renard', { exact: true }).fill('1');
    await decree(tour).getByLabel('Recrutement : Renard', { exact: true }).press('Enter');
    await expect(steps(tour)).toHaveCount(0);
    // a deposed leader that is the leader in office: refused by the engine, with its rule
    await tour.getByLabel(/^Dirigeant en place/).selectOption({ label: 'Bâtisseur' });
    await tour.getByRole('group', { name: /^Dirigeants déjà écartés/ }).getByText('Bâtisseur', { exact: true }).click();
    const alert = tour.locator('.alerte, [role="alert"], [role="status"]').filter({ hasText: '7.7.3' }).first();
    await expect(alert).toBeVisible();
    expect((await alert.innerText()).replace(/\s+/g, ' ')).not.toMatch(NOT_FOR_READERS);
    expect(errors).toEqual([]);
  });

  test('un plan qui s’arrête sur un combat : ses chances, puis le jet donné le résout', async ({ page }) => {
    const errors = watchErrors(page);
    const { tour } = await explorer(page);
    const battle = await action(tour, 'Combattre');
    await battle.locator('li button').first().click();
    await expect(tour.getByText('En attente du jet')).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Appliquer ce jet' })).toBeVisible();
    await tour.getByLabel('Premier dé', { exact: true }).selectOption('2');
    await tour.getByLabel('Second dé', { exact: true }).selectOption('1');
    await tour.getByRole('button', { name: 'Appliquer ce jet' }).click();
    await expect(tour.getByText('En attente du jet')).toHaveCount(0);
    await expect(steps(tour).first()).toContainText('Jet 2–1');
    await expect(tour.locator('details.action').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('un lien abîmé : une alerte en français, sans erreur de page', async ({ page }) => {
    const errors = watchErrors(page);
    const { root, tour } = await explorer(page);
    await (await action(tour, 'Recruter')).locator('li button').first().click();
    await expect(steps(tour)).toHaveCount(1);
    const link = await share(root);
    for (const bad of [link.replace(/plan-[A-Za-z0-9_-]+/, 'plan-zzz'), link.replace(/etat-[A-Za-z0-9_-]+/, 'etat-%%%'), link.replace(/tour\.[a-z]+/, 'tour.zz')]) {
      expect(bad).not.toBe(link);
      await page.goto(bad);
      const r = page.locator(`.plateau[data-essai="${ID}"]`);
      await expect(r).toHaveAttribute('data-pret', 'oui');
      const alert = r.getByRole('alert');
      await expect(alert).toBeVisible();
      const said = (await alert.innerText()).replace(/\s+/g, ' ');
      expect(said).toMatch(/[a-zé]/);
      expect(said, said).not.toMatch(NOT_FOR_READERS);
    }
    expect(errors).toEqual([]);
  });

  test('au clavier seul : ouvrir une action et jouer une façon', async ({ page }) => {
    const errors = watchErrors(page);
    const { tour } = await explorer(page);
    const summary = tour.locator('details.action > summary', { hasText: 'Marcher' });
    await tour.getByRole('heading', { name: 'Ce que la faction peut faire' }).scrollIntoViewIfNeeded();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(summary.locator('..')).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    // into the action: its count (label « Combien de pièces… »), then its first way
    await expect(summary.locator('..').getByRole('spinbutton', { name: /^Combien/ })).toBeFocused();
    for (let i = 0; i < 4 && !(await focused.evaluate((e) => e.closest('ul') !== null)); i++) await page.keyboard.press('Tab');
    await expect(summary.locator('..').locator('ul button').first()).toBeFocused();
    const label = (await focused.innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(steps(tour)).toHaveCount(1);
    await expect(steps(tour).first()).toContainText(label.replace(/ des guerriers| \d+ guerriers?/, ''));
    expect(errors).toEqual([]);
  });

  test('axe : aucune violation, l’état de la faction ouvert et une action jouée, en clair et en sombre', async ({ page, context }) => {
    for (const theme of ['light', 'dark']) {
      await context.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      const { tour } = await explorer(page);
      await eyrieDecree(tour);
      await tour.locator('details.suite > summary').click();
      await (await action(tour, 'Recruter (Décret)')).locator('li button').first().click();
      await expect(steps(tour)).toHaveCount(1);
      const r = await new AxeBuilder({ page }).include(`[data-essai="${ID}"]`).analyze();
      expect(r.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

for (const width of [1366, 1024, 768, 390] as const) {
  test.describe(`à ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, ...(width === 390 ? { hasTouch: true, isMobile: true } : {}) });
    test('rien ne dépasse de l’île ni de l’écran, l’état de la faction ouvert et une action jouée', async ({ page }) => {
      const errors = watchErrors(page);
      const { root, tour } = await explorer(page);
      await eyrieDecree(tour);
      await tour.locator('details.suite > summary').click();
      await (await action(tour, 'Recruter (Décret)')).locator('li button').first().click();
      await expect(steps(tour)).toHaveCount(1);
      // every action opened: the longest lists of ways are measured too
      for (const s of await tour.locator('details.action:not([open]) > summary').all()) await s.click();
      await expect(tour.locator('details.action:not([open])')).toHaveCount(0);
      const out = await root.evaluate((island) => {
        const ib = island.getBoundingClientRect();
        const bad: string[] = [];
        for (const c of island.querySelectorAll('select, button, input, fieldset, details, summary, li, p')) {
          const r = c.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          if (r.left < ib.left - 1 || r.right > ib.right + 1) bad.push(`${c.tagName} « ${(c.textContent ?? '').trim().slice(0, 40)} » (${Math.round(r.left)}–${Math.round(r.right)} / ${Math.round(ib.left)}–${Math.round(ib.right)})`);
        }
        const toc = document.querySelector('.right-sidebar');
        if (toc && toc.getBoundingClientRect().width > 0 && ib.right > toc.getBoundingClientRect().left + 1) bad.push('île sous « Sur cette page »');
        if (ib.right > window.innerWidth + 1) bad.push('île hors de l’écran');
        return bad;
      });
      expect(out).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth === window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
