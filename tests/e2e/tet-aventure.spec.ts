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
  await expect(answer.locator('[data-resume]')).toContainText(`L’unité ${t.unit} ${t.attack ? `attaque ${t.attack.target}` : 'n’attaque pas'} et finit en ${t.at}`);
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

/** The « aventure » answer the explorer asks, with its other questions (outils.ts). */
const adventureOf = (extra: object) => {
  const a = evaluateSituation({ ...situation, question: { kind: 'aventure', player: 'vous', time: situation.question.time, captures: 0, ...extra } }) as { ok: boolean; result?: unknown };
  expect(a.ok).toBe(true);
  return a.result as {
    trap: { loss: unknown[]; pCapture: string };
    walk: { steps: { ok: boolean }[] };
    place: { draws: { zone: string; square: string | null }[] };
    riposte: { ok: boolean };
    round: { turns: { seat: string; time: number; label: string }[] };
    opening: { units: { unit: string; squares: unknown[]; fourth: string }[] };
  };
};

/** Tick every tool of the island: each question's box, then the boxes it reveals. */
async function allTools(root: Locator) {
  for (const sel of ['[data-coop]', '[data-outil-actif]', '[data-tirage-connu]', '[data-manche-paquet]']) {
    const boxes = root.locator(`input${sel}, ${sel} input`);
    for (let k = 0; k < (await boxes.count()); k++) await boxes.nth(k).check();
  }
}

test('les autres questions (Piège, chemin, placement, Riposte, manche, tirage) sont celles du moteur', async ({ page }) => {
  const errors = watchErrors(page);
  const root = await open(page);
  await allTools(root);
  const answer = root.locator('[data-reponse]');
  const yours = 'vg';
  const r = adventureOf({
    coop: true,
    trap: { unit: yours, count: 1 },
    walk: { unit: yours, spaces: ['entree', 'vide'] },
    place: { compass: 'N' },
    riposte: { attacker: yours, enemy: 'eg', health: 6 },
    round: { after: 'e2', deck: 5, discard: 0 },
    opening: { compass: { N: 1, E: 1, S: 1, O: 1 } }, // the neutral start of the reader's counts: no distribution is printed
  });
  await expect(answer.locator('[data-piege-issue]')).toHaveCount(r.trap.loss.length);
  await expect(answer.locator('[data-reponse-outil="chemin"] li')).toHaveCount(r.walk.steps.length);
  await expect(answer.locator('[data-placer-issue]')).toHaveCount(r.place.draws.length);
  for (const [k, d] of r.place.draws.entries()) await expect(answer.locator('[data-placer-issue]').nth(k)).toContainText(d.square ?? 'aucune case libre');
  await expect(answer.locator('[data-riposte-verdict]')).toContainText(r.riposte.ok ? 'Riposte' : 'pas de Riposte');
  const turns = answer.locator('[data-manche-tour]');
  await expect(turns).toHaveCount(r.round.turns.length);
  for (const [k, t] of r.round.turns.entries()) {
    await expect(turns.nth(k)).toHaveAttribute('data-manche-tour', t.seat);
    await expect(turns.nth(k).locator('td').nth(1)).toHaveText(String(t.time));
  }
  // the four units share their odds (11.5.4.1): one table
  for (const u of r.opening.units) expect(u.squares).toEqual(r.opening.units[0]!.squares);
  await expect(answer.locator('[data-tirage-issue]')).toHaveCount(r.opening.units[0]!.squares.length);
  await expect(answer.locator('[data-reponse-outil="tirage"]')).toContainText(`quatrième tirée\u00A0: ${r.opening.units[0]!.fourth}`);
  // the Time pawn may now go up to 11 (11.6.2.5)
  await expect(root.getByLabel('Pion Temps avant votre tour', { exact: true })).toHaveAttribute('max', '11');
  expect(errors).toEqual([]);
});

test('au clavier : la manche qui suit un tour, et la quatrième unité posée à la Boussole', async ({ page }) => {
  const root = await open(page);
  const box = root.locator('input[data-outil-actif="manche"], [data-outil-actif="manche"] input').first();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const after = root.locator('select[data-manche-apres], [data-manche-apres] select').first();
  await after.focus();
  await page.keyboard.press('Home');
  await expect(after).toHaveValue('j1');
  let r = adventureOf({ round: { after: 'j1' } });
  await expect(root.locator('[data-manche-tour]').first()).toContainText(r.round.turns[0]!.label);
  await expect(root.locator('[data-manche-tour]')).toHaveCount(r.round.turns.length);
  const place = root.locator('input[data-outil-actif="placer"], [data-outil-actif="placer"] input').first();
  await place.focus();
  await page.keyboard.press('Space');
  const compass = root.locator('select[data-placer-boussole], [data-placer-boussole] select').first();
  await compass.focus();
  await page.keyboard.press('ArrowDown');
  await expect(compass).toHaveValue('E');
  r = adventureOf({ place: { compass: 'E' } });
  for (const [k, d] of r.place.draws.entries()) await expect(root.locator('[data-placer-issue]').nth(k)).toContainText(d.square ?? 'aucune case libre');
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

test('un lien garde tout : carte du terrain, carte Ennemi, activées, paquet, chaque valeur et case, donjons, Temps, coopératif et chaque autre question — rouvert dans un navigateur neuf', async ({ page, browser }) => {
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
  // the tools' choices away from their defaults
  await root.locator('select[data-manche-apres], [data-manche-apres] select').first().selectOption('j2');
  await root.locator('select[data-placer-boussole], [data-placer-boussole] select').first().selectOption('O');
  await root.locator('select[data-placer-pour], [data-placer-pour] select').first().selectOption({ index: 3 });
  await root.locator('select[data-piege-etoile], [data-piege-etoile] select').first().selectOption('poussee');
  await root.locator('select[data-chemin-case="1"], [data-chemin-case="1"] select').first().selectOption('eau');
  await root.locator('select[data-riposte-ennemi], [data-riposte-ennemi] select').first().selectOption('es');
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
  const tooMany = `q=${Buffer.from(JSON.stringify({ ...situation.question, round: { deck: 9, discard: 9 } })).toString('base64url')}`;
  {
    const root = await open(page, `${PAGE}?essai=${ID}&s=${encodeURIComponent(good.replace(q, tooMany))}#${ID}`);
    const alert = root.locator('[data-reponse] .alerte');
    await expect(alert).toContainText('au plus 9 cartes');
    expect(await alert.innerText()).not.toMatch(/=|[{}~]|Error|undefined|deck|discard/);
    await expect(root.locator('[data-resume]')).toBeVisible();
  }
  // a question the link asks but cannot be read: said, the rest kept
  {
    const badTrap = `q=${Buffer.from(JSON.stringify({ ...situation.question, trap: { unit: 'personne' } })).toString('base64url')}`;
    const root = await open(page, `${PAGE}?essai=${ID}&s=${encodeURIComponent(good.replace(q, badTrap))}#${ID}`);
    await expect(root.getByRole('alert')).toContainText('Le lien demande les chances d’un Piège');
    await expect(root.locator('input[data-outil-actif="piege"], [data-outil-actif="piege"] input').first()).not.toBeChecked();
  }
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
    test(`à ${width} px (${scheme === 'dark' ? 'sombre' : 'clair'}), toutes les questions posées : rien ne déborde, axe sans erreur`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });
      const root = await open(page);
      await allTools(root);
      await expect(root.locator('[data-reponse-outil]')).toHaveCount(6);
      expect(await outOfColumn(root)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // the answer beside the map on a wide screen, under it on a phone
      const map = await root.locator('[data-plateau]').boundingBox();
      const answer = await root.locator('[data-reponse]').boundingBox();
      if (width === 1366) expect(answer!.x).toBeGreaterThan(map!.x + map!.width - 1);
      else expect(answer!.y).toBeGreaterThan(map!.y + map!.height - 1);
      expect(await axeViolations(page, `[data-essai="${ID}"]`)).toEqual([]);
    });
