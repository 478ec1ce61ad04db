// The Solo Adventure explorer (11.5) on the built site: the Enemy's turn step by step as the engine
// gives it, keyboard use, every control kept by a share link reopened in a fresh browser, damaged
// links told in plain French, no overflow at 390 and 1366 px, axe without violations in light and
// dark. Expected answers come from the engine itself.
import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { evaluateSituation } from '../../src/engine/games';
import type { EnemyTurn } from '../../src/engine/tet/solo/enemy';
import situation from '../../content/tiny-epic-tactics/situations/ennemi-11-5-13.json' with { type: 'json' };
import { axeViolations, outOfColumn, watchErrors } from './oath-helpers';

const PAGE = '/tiny-epic-tactics/explorateurs/aventure/';
const ID = 'aventure';

async function open(page: Page, url = PAGE): Promise<Locator> {
  await page.goto(url);
  const root = page.locator(`.solo-essai[data-essai="${ID}"]`);
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

const turnOf = (question: object) => {
  const a = evaluateSituation({ ...situation, question }) as { ok: boolean; result?: unknown };
  expect(a.ok).toBe(true);
  return a.result as EnemyTurn;
};

test('le tour de l’Ennemi est celui du moteur : chaque étape avec sa règle, l’ordre de la Boussole, les chances', async ({ page }) => {
  const errors = watchErrors(page);
  const t = turnOf(situation.question);
  const root = await open(page);
  const answer = root.locator('[data-reponse]');
  await expect(answer.locator('[data-resume]')).toContainText(`${t.unit} ${t.attack ? `attaque ${t.attack.target}` : 'n’attaque pas'}, et finit en ${t.at}`);
  const steps = answer.locator('[data-etape]');
  await expect(steps).toHaveCount(t.steps.length);
  for (const [k, s] of t.steps.entries()) {
    await expect(steps.nth(k)).toHaveAttribute('data-etape', s.rule);
    await expect(steps.nth(k).locator('a.regle').first()).toHaveAttribute('href', new RegExp(`#${s.rule.replace(/\./g, '\\.')}$`));
  }
  const chosen = t.steps.find((s) => s.choice && s.choice.order.length > 1)!;
  expect(chosen).toBeTruthy();
  const first = chosen.choice!.order[0]!;
  await expect(answer.locator('[data-ordre]').first()).toContainText(`${first.id} (${first.square}`);
  await expect(answer.locator('[data-ordre]').first()).toContainText(`choisie\u00A0: ${chosen.choice!.picked}`);
  await expect(answer.locator('[data-issue]')).toHaveCount(t.attack!.landings.length);
  await expect(answer.locator('[data-temps]')).toContainText('Temps');
  expect(errors).toEqual([]);
});

test('au clavier : changer la carte piochée et un bonus, la réponse suit le moteur', async ({ page }) => {
  const root = await open(page);
  const unit = root.locator('[data-carte-unite] select, select[data-carte-unite]').first();
  await unit.focus();
  await page.keyboard.press('ArrowDown');
  const value = await unit.inputValue();
  expect(value).not.toBe(situation.question.card.unit);
  let t = turnOf({ ...situation.question, card: { ...situation.question.card, unit: value } });
  await expect(root.locator('[data-resume]')).toContainText(`${t.unit} `);
  // Tab to the movement bonus and raise it with the arrow key.
  const field = root.getByLabel('Bonus de déplacement', { exact: true });
  for (let k = 0; k < 12 && !(await field.evaluate((b) => b === document.activeElement)); k++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('1');
  t = turnOf({ ...situation.question, card: { ...situation.question.card, unit: value, bonus: { move: 1 } } });
  await expect(root.locator('[data-resume]')).toContainText(`et finit en ${t.at}`);
  await expect(root.locator('[data-situation-modifiee]')).toBeVisible();
});

/** Every control of the island (its group, label and value) and the answer. */
async function state(root: Locator) {
  return root.evaluate((r) => {
    const label = (e: Element) => e.getAttribute('aria-label') ?? (e.id ? r.ownerDocument.querySelector(`label[for="${CSS.escape(e.id)}"]`)?.textContent : undefined) ?? e.closest('label')?.textContent ?? '';
    const group = (e: Element) => `${e.closest('fieldset')?.querySelector('legend')?.textContent ?? ''} ${e.closest('[data-unite]')?.getAttribute('data-unite') ?? ''}`;
    const controls = [...r.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')]
      .filter((e) => !(e instanceof HTMLInputElement && e.readOnly))
      .map((e) => `${group(e)} / ${label(e)?.trim()} = ${e instanceof HTMLInputElement && e.type === 'checkbox' ? String(e.checked) : e.value}`);
    return { controls, answer: (r.querySelector('[data-reponse]') as HTMLElement).innerText };
  });
}

async function share(root: Locator): Promise<string> {
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  return root.getByLabel('Lien de la situation').inputValue();
}

async function reopen(browser: Browser, link: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  return { ctx, root: await open(page, link), errors };
}

test('un lien garde tout : carte du terrain, carte Ennemi, activées, paquet, chaque valeur et case, donjons, Temps — rouvert dans un navigateur neuf', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const root = await open(page);
  const before = await state(root);
  await root.getByLabel('Carte (exemple de Clairière, pas la carte imprimée)').selectOption('gradins');
  await root.locator('select[data-carte-boussole], [data-carte-boussole] select').first().selectOption('S');
  await root.locator('select[data-carte-unite], [data-carte-unite] select').first().selectOption('gauche');
  // every box ticked (the pile's numbers appear), then every « + » pressed once
  const boxes = root.locator('input[type="checkbox"]');
  for (let k = 0; k < (await boxes.count()); k++) await boxes.nth(k).check();
  const pluses = root.getByRole('button', { name: /: un de plus$/ });
  for (let k = 0; k < (await pluses.count()); k++) if (await pluses.nth(k).isEnabled()) await pluses.nth(k).click();
  // a unit to another free square
  const square = root.locator('select[data-case-unite="vs"], [data-case-unite="vs"] select').first();
  const taken = await root.locator('[data-case-unite] select, select[data-case-unite]').evaluateAll((xs) => xs.map((x) => (x as HTMLSelectElement).value));
  const free = (await square.locator('option').allInnerTexts()).find((o) => !taken.includes(o))!;
  await square.selectOption(free);
  await expect(root.locator('[data-situation-modifiee]')).toBeVisible();
  const edited = await state(root);
  expect(edited.controls).not.toEqual(before.controls);
  const link = await share(root);
  expect(new URL(link).searchParams.get('s')).not.toContain('~t=');
  const again = await reopen(browser, link);
  expect(await state(again.root)).toEqual(edited);
  expect(again.errors).toEqual([]);
  await again.ctx.close();
});

test('un lien abîmé : un message en français, sans syntaxe de lien, et un explorateur qui répond', async ({ page }) => {
  const good = new URL(await share(await open(page))).searchParams.get('s')!;
  const q = /q=[^~]*/.exec(good)![0];
  const setup = good.split('~').at(-1)!;
  const broken = [good.replace(q, 'q=@@@'), good.replace(setup, setup.replace('8x8', '8y8')), good.replace(q, `q=${Buffer.from(JSON.stringify({ kind: 'ennemi', player: 'personne' })).toString('base64url')}`)];
  for (const b of broken) {
    const root = await open(page, `${PAGE}?essai=${ID}&s=${encodeURIComponent(b)}#${ID}`);
    const alert = root.getByRole('alert');
    await expect(alert).toBeVisible();
    const text = await alert.innerText();
    expect(text).toMatch(/lien/);
    expect(text).not.toMatch(/=|\dx\d|[{}~]|Error|undefined/);
    await expect(root.locator('[data-resume]')).toBeVisible();
  }
});

for (const scheme of ['light', 'dark'] as const)
  for (const width of [1366, 390] as const)
    test(`à ${width} px (${scheme === 'dark' ? 'sombre' : 'clair'}) : rien ne déborde, axe sans erreur`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });
      const root = await open(page);
      expect(await outOfColumn(root)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // the answer beside the map on a wide screen, under it on a phone
      const map = await root.locator('[data-plateau]').boundingBox();
      const answer = await root.locator('[data-reponse]').boundingBox();
      if (width === 1366) expect(answer!.x).toBeGreaterThan(map!.x + map!.width - 1);
      else expect(answer!.y).toBeGreaterThan(map!.y + map!.height - 1);
      expect(await axeViolations(page, `[data-essai="${ID}"]`)).toEqual([]);
    });
