// The Tiny Epic Tactics grid explorer, as a reader sees it: what each square shows matches the
// answer's table (derived from the engine), no badge covers a token or a trigger mark, nothing
// overflows at 1366, 1024, 768 and 390 px, nothing moves under the pointer, a shared link keeps
// every control in a fresh browser, damaged links speak plain French, keyboard and axe.
import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { add, ZERO, type Fraction } from '../../src/engine/core/fraction';
import { percentText } from '../../src/engine/core/format';
import { ballistaShot, decodeSetup, decodeSituation, encodeSituation, fromSetup, meleeOdds, playTurn, spellOdds } from '../../src/engine/tet';
import { fractionText, parseFraction } from '../../src/engine/core/fraction';
import melee43 from '../../content/tiny-epic-tactics/situations/melee-4-3.json' with { type: 'json' };

const ACTIONS = '/tiny-epic-tactics/regles/actions/';
const EXPLO = '/tiny-epic-tactics/explorateurs/grille/';
const WIDTHS = [1366, 1024, 768, 390] as const;

function positionOf(s: { setup: string }) {
  const d = decodeSetup(s.setup);
  if (!d.ok) throw new Error('notation illisible');
  const p = fromSetup(d.value);
  if (!p.ok) throw new Error('position invalide');
  return p.value;
}

async function open(page: Page, url: string, id: string): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.locator(`section[id="${id}"]`).scrollIntoViewIfNeeded();
  const root = page.locator(`.tet-essai[data-essai="${id}"]`);
  await expect(root).toHaveAttribute('data-pret', 'oui');
  expect(errors).toEqual([]);
  return root;
}

/** The melee's landings from the engine, by square, with the chance of ending there in all. */
function landingsBySquare() {
  const pos = positionOf(melee43);
  const o = meleeOdds(pos, pos.byId.get(melee43.question.unit)!, pos.byId.get(melee43.question.target)!);
  const m = new Map<string, { total: Fraction; ps: Fraction[] }>();
  for (const l of o.landings) {
    const g = m.get(l.value.square) ?? { total: ZERO, ps: [] };
    g.total = add(g.total, l.probability);
    g.ps.push(l.probability);
    m.set(l.value.square, g);
  }
  return m;
}

test('chaque case d’atterrissage montre ce que dit le tableau : la chance d’y finir en tout, et ses issues dessous', async ({ page }) => {
  const groups = landingsBySquare();
  expect([...groups.values()].some((g) => g.ps.length > 1)).toBe(true);
  const root = await open(page, ACTIONS, 'essai-4.3');
  await expect(root.locator('.badge-case.proba')).toHaveCount(groups.size);
  await expect(root.locator('[data-atterrissages] tbody')).toHaveCount(groups.size);
  for (const [sq, g] of groups) {
    await expect(root.locator(`.case[data-case="${sq}"] .badge-case.proba`)).toHaveText(percentText(g.total));
    const body = root.locator(`[data-atterrissages] tbody[data-case-atterrissage="${sq}"]`);
    await expect(body.locator('tr')).toHaveCount(g.ps.length);
    for (const [k, p] of g.ps.entries()) await expect(body.locator('tr').nth(k).locator('[data-chance]')).toContainText(percentText(p));
    if (g.ps.length > 1) await expect(body.locator('th')).toContainText(`${percentText(g.total)} en tout`);
    await expect(root.locator(`.case[data-case="${sq}"]`)).toHaveAccessibleName(new RegExp(`${percentText(g.total).replace(/\s/g, '\\s')} des cas`));
  }
});

/** Every badge's box against the token, trigger mark and Artefact of its square, and every mark inside its square. */
async function overlaps(root: Locator) {
  return root.evaluate((r) => {
    const bad: string[] = [];
    let crowded = 0;
    const cut = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const cell of r.querySelectorAll<HTMLElement>('.case')) {
      const c = cell.getBoundingClientRect();
      const marks = [...cell.querySelectorAll<HTMLElement>('.badge-case, .pion, .declencheur, .artefact, .niv, .zone')];
      for (const m of marks) {
        const b = m.getBoundingClientRect();
        if (b.left < c.left - 0.5 || b.right > c.right + 0.5 || b.top < c.top - 0.5 || b.bottom > c.bottom + 0.5) bad.push(`${cell.dataset.case} : ${m.className} dépasse de sa case`);
      }
      const badges = [...cell.querySelectorAll<HTMLElement>('.badge-case')];
      const others = [...cell.querySelectorAll<HTMLElement>('.pion, .declencheur, .artefact')];
      if (badges.length && others.length) crowded++;
      for (const b of badges) for (const o of others) if (cut(b.getBoundingClientRect(), o.getBoundingClientRect())) bad.push(`${cell.dataset.case} : le badge couvre ${o.className}`);
    }
    return { bad, crowded };
  });
}

for (const width of [1366, 390] as const)
  test(`à ${width} px, aucun badge ne couvre un pion ni une marque « ! », et chaque marque reste dans sa case`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const root = await open(page, ACTIONS, 'essai-4.3');
    // D3 holds the target's token and a landing badge; make it its zone's case Déclencheur too.
    await root.locator('.case[data-case="D3"]').click();
    await root.locator('[data-case-choisie]').getByText('case Déclencheur').click();
    await expect(root.locator('.case[data-case="D3"] .declencheur')).toBeVisible();
    await expect(root.locator('.case[data-case="D3"] .badge-case')).toBeVisible();
    const melee = await overlaps(root);
    expect(melee.bad).toEqual([]);
    expect(melee.crowded).toBeGreaterThan(0);
    const moves = await overlaps(await open(page, ACTIONS, 'essai-4.2'));
    expect(moves.bad).toEqual([]);
    expect(await root.page().locator('[data-essai="essai-4.2"] .badge-case').count()).toBeGreaterThan(3);
  });

/** What overflows: elements past the island's sides, boxes that scroll sideways, words split across lines in a table. */
async function overflow(page: Page, root: Locator) {
  return root.evaluate((r) => {
    const out: string[] = [];
    const rb = r.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    if (rb.left < -0.5 || rb.right > vw + 0.5) out.push(`l’îlot sort de la fenêtre (${rb.left}–${rb.right} sur ${vw})`);
    const toc = document.querySelector('.right-sidebar');
    const tb = toc?.getBoundingClientRect();
    if (tb && tb.width > 0 && tb.height > 0 && rb.right > tb.left + 0.5) out.push('l’îlot déborde sur « Sur cette page »');
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`;
    for (const e of r.querySelectorAll('*')) {
      if (e.closest('.sr')) continue;
      const b = e.getBoundingClientRect();
      if (!b.width || !b.height) continue;
      if (b.right > rb.right + 0.5 || b.left < rb.left - 0.5) out.push(`${name(e)} sort de l’îlot`);
      const s = getComputedStyle(e);
      if (['auto', 'scroll', 'hidden'].includes(s.overflowX) && e.scrollWidth > e.clientWidth + 1) out.push(`${name(e)} défile de côté`);
    }
    for (const cell of r.querySelectorAll('td, th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index!);
          range.setEnd(n, m.index! + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
          if (lines.size > 1) out.push(`mot coupé dans un tableau : ${m[0]}`);
        }
      }
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push('la page défile de côté');
    return out;
  });
}

for (const width of WIDTHS)
  test(`à ${width} px, rien ne déborde (îlot, fenêtre, « Sur cette page »), les tableaux ne coupent pas les mots, Largeur et Hauteur alignées`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [url, id, square] of [[ACTIONS, 'essai-4.3', 'C3'], [ACTIONS, 'essai-4.4', 'B6'], [EXPLO, 'explorateur', 'C3']] as const) {
      const root = await open(page, url, id);
      await root.locator(`.case[data-case="${square}"]`).click();
      await expect(root.locator('[data-case-choisie] [data-unite]')).toBeVisible();
      expect(await overflow(page, root), `${url}#${id}`).toEqual([]);
      const [w, h] = [root.locator('[data-carte]').getByLabel('Largeur', { exact: true }), root.locator('[data-carte]').getByLabel('Hauteur', { exact: true })];
      const [bw, bh] = [(await w.boundingBox())!, (await h.boundingBox())!];
      expect(Math.abs(bw.y - bh.y)).toBeLessThan(0.5);
      expect(Math.abs(bw.width - bh.width)).toBeLessThan(0.5);
      expect(Math.abs(bw.height - bh.height)).toBeLessThan(0.5);
    }
  });

/** A box in the page's coordinates (scrolling the page moves nothing). */
const pageBox = (l: Locator) => l.evaluate((e) => {
  const b = e.getBoundingClientRect();
  return { x: b.left + window.scrollX, y: b.top + window.scrollY, width: b.width, height: b.height };
});

/** Clicks `target` and waits until the answer changed; the control clicked and `still` must not have moved. */
async function clickStill(root: Locator, target: Locator, still: Locator[] = []) {
  const answer = root.locator('[data-reponse]');
  const before = await answer.innerText();
  const boxes = await Promise.all([target, ...still].map(pageBox));
  await target.click();
  await expect.poll(() => answer.innerText()).not.toBe(before);
  const after = await Promise.all([target, ...still].map(pageBox));
  expect(after).toEqual(boxes);
}

for (const width of [1366, 390] as const)
  test(`à ${width} px, rien ne bouge sous le pointeur : un clic sur la grille, un « + » d’unité ou du dé, la première modification`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    const root = await open(page, ACTIONS, 'essai-4.3');
    const grid = root.locator('[role="grid"]');
    const question = root.locator('[data-question]');
    const gridBox = await pageBox(grid);
    await root.locator('.case[data-case="C3"]').click();
    await expect(root.locator('[data-case-choisie] legend').first()).toHaveText('Case C3');
    expect(await pageBox(grid)).toEqual(gridBox);
    // The first edit turns the title into « Situation modifiée »: nothing above the grid moves.
    await expect(root.locator('[data-situation-modifiee]')).toBeHidden();
    await clickStill(root, root.getByRole('button', { name: 'Dés de Poussée : un de plus' }), [question, grid]);
    await expect(root.locator('[data-situation-modifiee]')).toBeVisible();
    await clickStill(root, root.getByRole('button', { name: 'Mêlée (dégâts) : un de plus' }), [grid]);
    await clickStill(root, root.getByRole('button', { name: 'Faces Poussée : un de plus' }), [grid]);
    await clickStill(root, root.getByRole('button', { name: 'Faces vierges : un de plus' }), [grid]);
    // A click on a number's label focuses its field and changes nothing.
    const largeur = root.locator('[data-carte]').getByLabel('Largeur', { exact: true });
    await root.locator('[data-carte] .etiquette', { hasText: 'Largeur' }).click();
    await expect(largeur).toBeFocused();
    await expect(largeur).toHaveValue('8');
    await expect(root.locator('.case[data-case="H1"]')).toBeVisible();
  });

/** Every control of the island (its label and value), the grid's squares and the answer. */
async function state(root: Locator) {
  return root.evaluate((r) => {
    // A control's name: its aria-label, else its <label for>, else the label around it.
    const label = (e: Element) =>
      e.getAttribute('aria-label') ??
      (e.id ? r.ownerDocument.querySelector(`label[for="${CSS.escape(e.id)}"]`)?.textContent : undefined) ??
      e.closest('label')?.querySelector('.etiquette, span')?.textContent ??
      '';
    const group = (e: Element) => e.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
    const controls = [...r.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')]
      .filter((e) => !(e instanceof HTMLInputElement && e.readOnly))
      .map((e) => `${group(e)} / ${label(e)} = ${e instanceof HTMLInputElement && e.type === 'checkbox' ? String(e.checked) : e.value}`);
    const squares = [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent?.trim());
    return { controls, squares, answer: (r.querySelector('[data-reponse]') as HTMLElement).innerText, title: (r.querySelector('[data-titre]') as HTMLElement | null)?.innerText ?? '' };
  });
}

async function share(root: Locator): Promise<string> {
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  return root.getByLabel('Lien de la situation').inputValue();
}

async function reopen(browser: Browser, link: string, id: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const root = await open(page, link, id);
  return { ctx, root };
}

const plus = (root: Locator, name: string) => root.getByRole('button', { name: `${name} : un de plus`, exact: true });
const minus = (root: Locator, name: string) => root.getByRole('button', { name: `${name} : un de moins`, exact: true });

test('un lien garde tout : taille, terrains, unités et leurs valeurs, question, unité et cible, options, dé, case choisie — rouvert dans un navigateur neuf', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const root = await open(page, EXPLO, 'explorateur');
  const title = (await root.locator('[data-titre] .titre strong').first().innerText()).trim();
  expect(title.length).toBeGreaterThan(5);
  const q = root.locator('[data-question]');
  // First round: the zones, at blue's turn, with a Control card of 4 steps and zone B's Flag on 2.
  await q.getByLabel('Demander', { exact: true }).selectOption('zones');
  await q.getByLabel('Début du tour de', { exact: true }).selectOption('bleu');
  await q.getByText('Je connais la carte Contrôle').click();
  await plus(q, 'Pas de DÉPART à CONTRÔLE').click();
  await plus(q, 'Drapeau de la zone B').click();
  await plus(q, 'Drapeau de la zone B').click();
  await expect(root.locator('[data-reponse] [data-resume]')).toContainText('bleu');
  const zones = await state(root);
  const first = await reopen(browser, await share(root), 'explorateur');
  const zonesAgain = await state(first.root);
  expect(zonesAgain.controls).toEqual(zones.controls);
  expect(zonesAgain.answer).toBe(zones.answer);
  expect(zones.controls.join(' ')).toContain('Drapeau de la zone B = 2');
  await first.ctx.close();
  // The map: one more column and row; paint the new corner square Water, one level up.
  await plus(root.locator('[data-carte]'), 'Largeur').click();
  await plus(root.locator('[data-carte]'), 'Hauteur').click();
  await expect(root.locator('.case[data-case="I9"]')).toBeVisible();
  const tool = root.getByLabel('Outil (clic ou Entrée sur une case)');
  await tool.selectOption('eau');
  await root.locator('.case[data-case="I9"]').click();
  await tool.selectOption('monter');
  await root.locator('.case[data-case="I9"]').click();
  // Zone C's trigger moves from E8 to D8 (the zone keeps its seven squares, six Flag squares and one trigger).
  await tool.selectOption('declencheur');
  await root.locator('.case[data-case="D8"]').click();
  await expect(root.locator('.case[data-case="D8"] .declencheur')).toBeVisible();
  await expect(root.locator('.case[data-case="E8"] .declencheur')).toHaveCount(0);
  await tool.selectOption('choisir');
  await expect(root.locator('.case[data-case="I9"]')).toHaveAccessibleName(/Eau, niveau 1/);
  // A new unit on I8, with its own values.
  await root.locator('.case[data-case="I8"]').click();
  await root.getByRole('button', { name: 'Placer une unité en I8' }).click();
  const added = root.locator('[data-unite]');
  await expect(added).toBeVisible();
  await plus(added, 'Déplacement').click();
  await plus(added, 'Déplacement').click();
  await minus(added, 'Santé').click();
  await added.getByText('Affaiblie').click();
  await added.getByLabel('Classe', { exact: true }).selectOption('sorcier');
  await added.getByLabel('Joueur', { exact: true }).selectOption('bleu');
  // g1's values.
  await root.locator('.case[data-case="C3"]').click();
  const g1 = root.locator('[data-unite="g1"]');
  await plus(g1, 'Mêlée (dégâts)').click();
  await minus(g1, 'Dés de Poussée').click();
  await minus(g1, 'Munitions').click();
  await plus(g1, 'Portée').click();
  await g1.getByText('Affaiblie').click();
  // The die, the question, its unit, target and option.
  await plus(root.locator('[data-de]'), 'Faces Loupé').click();
  await plus(root.locator('[data-de]'), 'Faces vierges').click();
  await q.getByLabel('Demander', { exact: true }).selectOption('melee');
  await q.getByLabel('Unité', { exact: true }).selectOption('g1');
  await q.getByLabel('Cible', { exact: true }).selectOption('g2');
  await q.getByText('Lancer les dés de Poussée').click();
  // The chosen square.
  await root.locator('.case[data-case="E3"]').click();
  await expect(root.locator('[data-case-choisie] legend').first()).toHaveText('Case E3');
  await expect(root.locator('[data-reponse] [data-resume]')).toBeVisible();

  // The preset's title gives way; the link carries neither title nor rule.
  await expect(root.locator('[data-situation-modifiee]')).toBeVisible();
  await expect(root.getByText(title, { exact: true })).toBeHidden();
  const before = await state(root);
  const link = await share(root);
  const text = new URL(link).searchParams.get('s')!.replace(/^tet\//, '');
  const read = decodeSituation(text);
  expect(read.ok).toBe(true);
  if (read.ok) {
    expect(read.situation.title).toBeUndefined();
    expect(read.situation.rule).toBeUndefined();
  }
  const { ctx, root: again } = await reopen(browser, link, 'explorateur');
  await expect(again.getByRole('alert')).toHaveCount(0);
  await expect(again.locator('[data-titre]')).toHaveCount(0);
  const after = await state(again);
  expect(after.controls).toEqual(before.controls);
  expect(after.squares).toEqual(before.squares);
  expect(after.answer).toBe(before.answer);
  expect(before.controls.length).toBeGreaterThan(15);
  // Each unit's editor, opened the same way in both: the same values.
  for (const sq of ['I8', 'C3']) {
    await root.locator(`.case[data-case="${sq}"]`).click();
    await again.locator(`.case[data-case="${sq}"]`).click();
    await expect(again.locator('[data-unite]')).toBeVisible();
    const [a, b] = [await state(root), await state(again)];
    expect(b.controls).toEqual(a.controls);
    expect(b.answer).toBe(a.answer);
    expect(a.controls.length).toBeGreaterThan(30);
  }
  await ctx.close();
});

test('un préréglage partagé tel quel garde son titre ; changé (un tir au lieu de la mêlée), son titre s’en va', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const root = await open(page, ACTIONS, 'essai-4.3');
  const title = (await root.locator('[data-titre] .titre strong').first().innerText()).trim();
  const same = await reopen(browser, await share(root), 'essai-4.3');
  await expect(same.root.locator('[data-titre] .titre strong').first()).toHaveText(title);
  await expect(same.root.locator('[data-situation-modifiee]')).toBeHidden();
  await same.ctx.close();
  await root.locator('[data-question]').getByLabel('Demander', { exact: true }).selectOption('distance');
  await expect(root.locator('[data-situation-modifiee]')).toBeVisible();
  await expect(root.getByText(title, { exact: true })).toBeHidden();
  const changed = await reopen(browser, await share(root), 'essai-4.3');
  await expect(changed.root.locator('[data-question]').getByLabel('Demander', { exact: true })).toHaveValue('distance');
  await expect(changed.root.locator('[data-titre]')).toHaveCount(0);
  await expect(changed.root.getByText(title)).toHaveCount(0);
  await changed.ctx.close();
  // Back to the start: the title again.
  await root.getByRole('button', { name: 'Revenir à la situation de départ' }).click();
  await expect(root.locator('[data-titre] .titre').first()).toBeVisible();
  await expect(root.locator('[data-question]').getByLabel('Demander', { exact: true })).toHaveValue('melee');
});

test('un lien abîmé : un message en français, sans syntaxe de lien, et une grille utilisable', async ({ page }) => {
  const good = new URL(await share(await open(page, EXPLO, 'explorateur'))).searchParams.get('s')!;
  const setup = good.split('~').at(-1)!;
  for (const broken of [good.replace(setup, setup.replace('8x8', '8y8')), good.replace(':G:C3:', ':Q:C3:'), good.replace(setup, `${setup}/de=abc`)]) {
    const url = `${EXPLO}?essai=explorateur&s=${encodeURIComponent(broken)}#explorateur`;
    const root = await open(page, url, 'explorateur');
    const alert = root.getByRole('alert');
    await expect(alert).toBeVisible();
    const text = await alert.innerText();
    expect(text).not.toMatch(/=|LxH|\dx\d|[{}~]/);
    expect(text).toMatch(/lien/);
    await expect(root.locator('.case[data-cout]').first()).toBeVisible();
  }
});

for (const scheme of ['light', 'dark'] as const)
  for (const width of [1366, 390] as const)
    test(`la page de l’explorateur à ${width} px (${scheme === 'dark' ? 'sombre' : 'clair'}) : clavier de bout en bout, axe sans erreur`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });
      const root = await open(page, EXPLO, 'explorateur');
      await root.getByLabel('Outil (clic ou Entrée sur une case)').focus();
      await page.keyboard.press('Tab');
      await expect(root.locator('.case[data-case="C3"]')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(root.locator('[data-case-choisie] legend').first()).toHaveText('Case B2');
      await expect(root.locator('[data-reponse] [data-atteinte]')).toContainText('B2 atteignable');
      // Tab on, out of the grid, through the answer and the key, into the chosen square's editor.
      let inEditor = false;
      for (let k = 0; k < 40 && !inEditor; k++) {
        await page.keyboard.press('Tab');
        inEditor = await root.locator('[data-case-choisie]').evaluate((g) => g.contains(document.activeElement));
      }
      expect(inEditor).toBe(true);
      const level = root.locator('[data-case-choisie]').getByLabel('Niveau', { exact: true });
      await level.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Tab');
      await expect(root.locator('.case[data-case="B2"]')).toHaveAccessibleName(/niveau 1/);
      const axe = await new AxeBuilder({ page }).include('[data-essai="explorateur"]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

// Issue 25: the spell, the Baliste and a whole checked turn, offered by the grid.
test('un tour vérifié : trois actions choisies au clavier, les étapes du moteur, le lien rouvert dans un navigateur neuf, axe, rien ne déborde à 390 px', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const root = await open(page, EXPLO, 'explorateur');
  const q = root.locator('[data-question]');
  await q.getByLabel('Demander', { exact: true }).selectOption('tour');
  await q.getByLabel('Tour de', { exact: true }).selectOption('rouge');
  const row = (k: number) => root.locator(`[data-action="${k}"]`);
  const plan = [
    { unit: 'g1', action: 'melee', target: 'g2' },
    { unit: 's1', action: 'sort', target: 'g2' },
    { unit: 'r1', action: 'deplacement', to: 'B5' },
  ] as const;
  // the keyboard: the first row's unit chosen with the arrow key, then Tab goes on to what it does
  const first = row(1).getByLabel('Action 1\u00a0:\u00a0unité', { exact: true });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveValue('g1');
  await page.keyboard.press('Tab');
  await expect(row(1).getByLabel('fait', { exact: true })).toBeFocused();
  for (const [k, a] of plan.entries()) {
    await row(k + 1).getByLabel(`Action ${k + 1}\u00a0:\u00a0unité`, { exact: true }).selectOption(a.unit);
    await row(k + 1).getByLabel('fait', { exact: true }).selectOption(a.action);
    if ('target' in a) await row(k + 1).getByLabel('sur', { exact: true }).selectOption(a.target);
    else await row(k + 1).getByLabel('jusqu’en', { exact: true }).selectOption(a.to);
  }
  // what the engine says of this turn, step by step
  const pos = positionOf({ setup: (await import('../../content/tiny-epic-tactics/situations/deplacement-4-2.json', { with: { type: 'json' } })).default.setup });
  const turn = playTurn(pos, { player: 'rouge', actions: plan.map((a) => ({ ...a })) });
  await expect(root.locator('[data-reponse] [data-resume]')).toContainText(turn.ok ? 'Tour légal' : 'Tour refusé');
  const steps = root.locator('[data-etapes] > li');
  await expect(steps).toHaveCount(plan.length);
  for (const [k, s] of turn.steps.entries()) {
    await expect(steps.nth(k)).toContainText(s.ok ? 'permise' : 'refusée');
    for (const r of s.reasons) await expect(steps.nth(k)).toContainText(r.rule);
    if (s.random) await expect(steps.nth(k).locator('[data-hasard]')).toContainText(s.random.kept);
    if (s.ok) for (const u of s.after.units) await expect(steps.nth(k).locator('[data-apres]')).toContainText(`${u.id} en ${u.at}, ${u.health}\u00a0Santé`);
  }
  expect(await overflow(page, root)).toEqual([]);
  const axe = await new AxeBuilder({ page }).include('[data-essai="explorateur"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // the link keeps the plan
  const before = await state(root);
  const again = await reopen(browser, await share(root), 'explorateur');
  const after = await state(again.root);
  expect(after.controls).toEqual(before.controls);
  expect(after.answer).toBe(before.answer);
  await again.ctx.close();
});

test('Sort et Baliste : les chances et la Riposte sont celles du moteur ; le lien les garde', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const root = await open(page, EXPLO, 'explorateur');
  const q = root.locator('[data-question]');
  const pos = positionOf({ setup: (await import('../../content/tiny-epic-tactics/situations/deplacement-4-2.json', { with: { type: 'json' } })).default.setup });
  await q.getByLabel('Demander', { exact: true }).selectOption('sort');
  await q.getByLabel('Unité', { exact: true }).selectOption('s1');
  await q.getByLabel('Cible', { exact: true }).selectOption('g2');
  await plus(q, 'Mana de renfort (4.5.2)').click();
  const o = spellOdds(pos, pos.byId.get('s1')!, pos.byId.get('g2')!, 1);
  for (const d of o.damage) await expect(root.locator('[data-degats]')).toContainText(percentText(parseFraction(fractionText(d.probability))!));
  await expect(root.locator('[data-riposte]')).toContainText(o.riposte.some((r) => r.value.ok) ? 'peut Riposter' : 'ne peut pas Riposter');
  const before = await state(root);
  const again = await reopen(browser, await share(root), 'explorateur');
  expect((await state(again.root)).controls).toEqual(before.controls);
  await again.ctx.close();
  // the Baliste, from a link: r1 stands on the Vallon's Baliste (B8), r2 is 4 squares away
  const d = decodeSetup((await import('../../content/tiny-epic-tactics/situations/deplacement-4-2.json', { with: { type: 'json' } })).default.setup);
  if (!d.ok) throw new Error('notation illisible');
  const setup = { ...d.value, units: d.value.units.map((u) => (u.id === 'r1' ? { ...u, at: 'B8' } : u.id === 'r2' ? { ...u, at: 'D6' } : u)) };
  const bpos = fromSetup(setup);
  if (!bpos.ok) throw new Error('position invalide');
  const shot = ballistaShot(bpos.value, bpos.value.byId.get('r1')!, bpos.value.byId.get('r2')!);
  expect(shot.ok).toBe(true);
  const link = `${EXPLO}?essai=explorateur&s=${encodeURIComponent(`tet/${encodeSituation({ v: 1, setup, question: { kind: 'baliste', unit: 'r1', target: 'r2' } })}`)}#explorateur`;
  const b = await reopen(browser, link, 'explorateur');
  for (const l of shot.landings) {
    const tr = b.root.locator(`[data-directions] tr[data-direction="${l.direction}"]`);
    await expect(tr).toContainText(l.landing.square);
    await expect(tr).toContainText(l.riposte.ok ? 'Riposter' : 'aucune');
  }
  await b.ctx.close();
});
