// The Oath explorers' links keep everything, and the explorers hold still: each control set,
// shared, reopened in a fresh browser context, gives the same controls and the same answer; the
// preset's title gives way to « Situation modifiée »; a damaged link is told in plain French;
// ticking a target never moves the next control; the layout fits its column at four widths.
// Expected numbers come from the engine, not from the test.
import { test, expect, type Page, type Locator, type Browser } from '@playwright/test';
import { campaign } from '../../src/engine/oath/campaign';
import { countText } from '../../src/engine/core/format';
import campagne55 from '../../content/oath/situations/campagne-5-5.json' with { type: 'json' };
import { openEssai, watchErrors as watch, axeViolations, outOfColumn, campaignOf } from './oath-helpers';

const ACTIONS = '/oath/loi/actions-majeures/';
const ISLANDS = [
  [ACTIONS, 'essai-5.5'],
  [ACTIONS, 'essai-5.6'],
  ['/oath/loi/elements-cles/', 'essai-2.11'],
  ['/oath/loi/victoire/', 'essai-3.3'],
] as const;

const open = (page: Page, url: string, id: string) => openEssai(page, url, id);

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
    const answer = [...el.querySelectorAll('.reponse, [data-etapes], [data-issue]')].map((x) => (x as HTMLElement).innerText).join('\n');
    return { controls, answer };
  });
}

/** Shares what the explorer shows, and reopens the link in a fresh browser context. */
async function shareAndReopen(browser: Browser, root: Locator, id: string): Promise<{ link: string; again: Locator; errors: string[]; close: () => Promise<void> }> {
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  const field = root.getByLabel('Lien de la situation');
  await expect(field).toHaveValue(/essai=/);
  const link = await field.inputValue();
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  const again = await open(page, link.replace(/^https?:\/\/[^/]+/, ''), id);
  return { link, again, errors, close: () => context.close() };
}

/** Where an element stands on the page (not in the viewport: a click may scroll). */
const place = (l: Locator) =>
  l.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return { x: b.x + window.scrollX, y: b.y + window.scrollY, width: b.width, height: b.height };
  });

/** A number stepper set by typing, as a reader would. */
async function setNumber(root: Locator, name: string, n: number) {
  const field = root.getByRole('spinbutton', { name, exact: true });
  await field.fill(String(n));
  await field.press('Tab');
  await expect(field).toHaveValue(String(n));
}

test('Campagne : chaque contrôle réglé, partagé, rouvert ailleurs — même vue, même réponse', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watch(page);
  const root = await open(page, ACTIONS, 'essai-5.5');
  const preset = root.locator('[data-titre-preset]');
  await expect(preset).toContainText(campagne55.title);
  await setNumber(root, 'Troupes sur le plateau du joueur 2', 4);
  await setNumber(root, 'Faveurs du joueur 3', 5);
  await root.getByRole('button', { name: /Site 3/ }).click();
  await setNumber(root, 'Troupes du joueur 3', 1);
  await root.getByRole('checkbox', { name: /Site 3/ }).check();
  await root.getByLabel('Dés d’attaque réunis', { exact: true }).selectOption('3');
  await root.getByLabel('Sacrifice (9.5)', { exact: true }).selectOption('keep');
  await setNumber(root, 'Troupes à garder', 1);
  await setNumber(root, 'Comparer en gardant au moins (Troupes)', 2);
  await root.getByLabel('Plan de l’attaquant', { exact: true }).selectOption('OATH-004');
  await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
  await setNumber(root, 'Défense : Boucliers', 1);
  await setNumber(root, 'Attaque : épées', 2);
  // Edited: the preset's title gives way, in place.
  await expect(preset).toContainText('Situation modifiée');
  await expect(preset).not.toContainText(campagne55.title);
  await expect(root.locator('[data-p-victoire]')).toContainText('%');
  const before = await view(root);
  const { link, again, errors: errors2, close } = await shareAndReopen(browser, root, 'essai-5.5');
  expect(decodeURIComponent(link)).not.toContain('titre=');
  expect(await view(again)).toEqual(before);
  // The shared link of an edited situation carries no preset title.
  await expect(again.locator('[data-titre-preset]')).toHaveCount(0);
  await expect(again.locator('.cartes')).toContainText('Arcs Longs');
  await close();
  expect([...errors, ...errors2]).toEqual([]);
});

test('Campagne non modifiée : le lien garde le titre de l’exemple', async ({ page, browser }) => {
  const root = await open(page, ACTIONS, 'essai-5.5');
  const before = await view(root);
  const { link, again, close } = await shareAndReopen(browser, root, 'essai-5.5');
  expect(decodeURIComponent(link)).toContain('titre=');
  await expect(again.locator('[data-titre-preset]')).toContainText(campagne55.title);
  expect(await view(again)).toEqual(before);
  await close();
});

test('Titre et fin de partie : chaque contrôle réglé, partagé, rouvert ailleurs — même vue, même réponse', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watch(page);
  const root = await open(page, '/oath/loi/victoire/', 'essai-3.3');
  await root.getByLabel('Serment en cours', { exact: true }).selectOption('people');
  await setNumber(root, 'Tour', 6);
  await setNumber(root, 'Visions Découvertes', 2);
  await root.getByLabel('Rôle', { exact: true }).first().selectOption('citizen');
  await root.getByLabel('Détenteur du Titre', { exact: true }).selectOption('player3');
  await root.getByLabel('Côté du Titre', { exact: true }).selectOption('usurper');
  await root.getByLabel('Faveur du Peuple', { exact: true }).selectOption('player2');
  await root.getByLabel('Vision Révélée', { exact: true }).last().selectOption('conquest');
  await root.getByRole('button', { name: /Site 4/ }).click();
  await setNumber(root, 'Troupes du joueur 3', 2);
  await root.getByLabel('Un Impérial est Gardien du Serment à la fin du tour 6', { exact: true }).selectOption('non');
  await root.getByLabel('Un Impérial est Gardien du Serment à la fin du tour 7', { exact: true }).selectOption('oui');
  await expect(root.locator('[data-titre-preset]')).toContainText('Situation modifiée');
  await expect(root.locator('table.fin')).toBeVisible();
  const before = await view(root);
  expect(before.answer).toContain('%');
  const { again, errors: errors2, close } = await shareAndReopen(browser, root, 'essai-3.3');
  // The site edited is not the one the map opens on: choose it again to read its number.
  await again.getByRole('button', { name: /Site 4/ }).click();
  expect(await view(again)).toEqual(before);
  await close();
  expect([...errors, ...errors2]).toEqual([]);
});

test('Voyage : le voyageur, le départ, la destination, les Provisions — partagés, rouverts ailleurs', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watch(page);
  const root = await open(page, ACTIONS, 'essai-5.6');
  await root.getByLabel('Qui Voyage', { exact: true }).selectOption('chancellor');
  await root.getByLabel('Depuis', { exact: true }).selectOption('3');
  await root.getByLabel('Vers', { exact: true }).selectOption('7');
  await setNumber(root, 'Visions Découvertes', 1);
  await setNumber(root, 'Provisions non dépensées du joueur 2', 2);
  await expect(root.locator('[data-voyage]')).toContainText('site 7');
  await expect(root.locator('[data-titre-preset]')).toContainText('Situation modifiée');
  const before = await view(root);
  const { link, again, errors: errors2, close } = await shareAndReopen(browser, root, 'essai-5.6');
  expect(decodeURIComponent(link)).toContain('vers7');
  await expect(again.getByLabel('Vers', { exact: true })).toHaveValue('7');
  await expect(again.locator('[data-voyage]')).toContainText('site 7');
  expect(await view(again)).toEqual(before);
  await close();
  expect([...errors, ...errors2]).toEqual([]);
});

test('Voyage au clavier : Tab jusqu’à un site de la carte, Entrée le choisit comme destination', async ({ page }) => {
  const root = await open(page, ACTIONS, 'essai-5.6');
  const site = root.getByRole('button', { name: /Site 7/ });
  await site.focus();
  await page.keyboard.press('Enter');
  await expect(site).toHaveAttribute('aria-pressed', 'true');
  await expect(root.getByLabel('Vers', { exact: true })).toHaveValue('7');
  await expect(root.locator('[data-voyage]')).toBeVisible();
});

for (const width of [1366, 390])
  test(`Campagne à ${width} px : cocher chaque cible ne déplace pas le contrôle suivant`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const root = await open(page, ACTIONS, 'essai-5.5');
    // Troupes of the defender on the attacker's site: the site becomes a target to tick.
    await root.getByRole('button', { name: /Site 3/ }).click();
    await setNumber(root, 'Troupes du joueur 3', 2);
    const boxes = root.getByRole('checkbox');
    const n = await boxes.count();
    expect(n).toBeGreaterThanOrEqual(2);
    // the control after each box: the next box, then the first radio of the pool
    const nexts = [...Array.from({ length: n - 1 }, (_, i) => boxes.nth(i + 1)), root.getByRole('radio').first()];
    for (let round = 0; round < 2; round++) // tick each, then untick each
      for (let i = 0; i < n; i++) {
        const box = boxes.nth(i);
        const next = nexts[i]!;
        const was = await box.isChecked();
        const mine = await place(box);
        const after = await place(next);
        await box.click();
        await expect(box).toBeChecked({ checked: !was });
        expect(await place(box)).toEqual(mine);
        expect(await place(next)).toEqual(after);
      }
    // Adding a Plan de Bataille does not move the defender's list either.
    const defenderList = root.getByLabel('Plan du défenseur', { exact: true });
    const at = await place(defenderList);
    await root.getByLabel('Plan de l’attaquant', { exact: true }).selectOption('OATH-004');
    await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
    await expect(root.locator('.cartes li')).toHaveCount(1);
    expect(await place(defenderList)).toEqual(at);
  });

test('un site défendu par 2 Troupes : la réponse dit d’où vient la défense, avec ses règles, sans rien déplier', async ({ page }) => {
  const preset = campaignOf(campagne55);
  const setup = structuredClone(preset.setup);
  setup.sites[2] = { ...setup.sites[2]!, warbands: { player3: 2 } };
  const params = preset.params;
  const a = campaign(setup, { ...params, targets: [{ site: 3 }, ...params.targets] });
  if (!a.ok) throw new Error(JSON.stringify(a.problems));
  const troops = a.pools.defendingWarbands + a.pools.bandits;
  const sources = a.reasons.filter((x) => x.rule === '5.5.4' && !/^Réserves/.test(x.text));
  expect(sources.length).toBeGreaterThanOrEqual(2);

  const root = await open(page, ACTIONS, 'essai-5.5');
  await root.getByRole('button', { name: /Site 3/ }).click();
  await setNumber(root, 'Troupes du joueur 3', 2);
  await root.getByRole('checkbox', { name: /Site 3/ }).check();
  const reserves = root.locator('[data-reserves]');
  await expect(reserves.locator('[data-troupes-defense]')).toHaveText(`+\u00A0${countText(troops, 'Troupe')}`);
  await expect(reserves).toBeVisible();
  const text = (await reserves.innerText()).replace(/\s+/g, ' ');
  for (const s of sources) expect(text.toLowerCase()).toContain(s.text.replace(/\.$/, '').replace(/\s+/g, ' ').toLowerCase());
  await expect(reserves.locator('a[href="/oath/loi/actions-majeures/#5.5.4"]').first()).toBeVisible();
  await expect(reserves.locator('a[href="/oath/loi/elements-cles/#2.8.3"]').first()).toBeVisible();
});

for (const [url, id] of ISLANDS)
  test(`${id} : ouvert tel quel, l’exemple garde son titre ; un seul changement le dit modifié`, async ({ page }) => {
    const root = await open(page, url, id);
    const preset = root.locator('[data-titre-preset]');
    await expect(preset).toBeVisible();
    await expect(preset).not.toContainText('Situation modifiée');
    const height = (await preset.boundingBox())!.height;
    if (id === 'essai-5.5') await root.getByRole('radio', { name: /autant de/ }).check();
    else if (id === 'essai-5.6') await root.getByLabel('Vers', { exact: true }).selectOption('1');
    else await setNumber(root, 'Visions Découvertes', 3);
    await expect(preset).toContainText('Situation modifiée');
    // the line keeps its height: nothing below moves
    expect(Math.abs((await preset.boundingBox())!.height - height)).toBeLessThan(0.5);
  });

for (const [url, id] of ISLANDS)
  test(`${id} : un lien abîmé ou d’un autre jeu, dit en clair, sans identifiant ni syntaxe`, async ({ page }) => {
    const errors = watch(page);
    const cases = [
      { s: 'xyz', says: /n’a pas pu être lu/ },
      { s: 'oath/campagne.j2.zz.%%%', says: /n’a pas pu être lu/ },
      { s: 'oath/voyage.j2.vers9/supr/j=ch.p1', says: /n’a pas pu être lu/ },
      { s: 'root/controle/automne', says: /autre jeu \(Root\)/ },
      { s: 'controle/automne/j=m/1:m3', says: /autre jeu \(Root\)/ },
      { s: 'tet/q=abc', says: /autre jeu \(Tiny Epic Tactics\)/ },
    ];
    for (const c of cases) {
      const root = await open(page, `${url}?essai=${id}&s=${encodeURIComponent(c.s)}#${id}`, id);
      const alert = root.getByRole('alert');
      await expect(alert).toContainText(c.says);
      await expect(alert).toContainText('situation de départ de la page');
      const text = await alert.innerText();
      expect(text).not.toMatch(/\b(root|oath|tet)\b|OATH-\d|[=%{}]|\b(undefined|Error)\b/);
      await alert.getByRole('button', { name: 'Fermer' }).click();
      await expect(alert).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

for (const width of [1366, 1024, 768, 390])
  for (const [url, id] of ISLANDS)
    test(`${id} à ${width} px : tout tient dans sa colonne, rien sous « Sur cette page », aucun mot coupé dans un tableau`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const root = await open(page, url, id);
      if (id === 'essai-5.5') {
        await root.getByLabel('Plan de l’attaquant', { exact: true }).selectOption('OATH-004');
        await root.getByRole('button', { name: 'Ajouter à l’attaquant' }).click();
        await setNumber(root, 'Défense : Boucliers', 1);
      }
      if (id === 'essai-5.6') await root.getByLabel('Vers', { exact: true }).selectOption('1');
      const report = await outOfColumn(root);
      const tables = await root.evaluate((el) => {
        const out: string[] = [];
        for (const t of el.querySelectorAll('.defile')) if (t.scrollWidth > t.clientWidth + 1) out.push(`tableau qui défile de côté (${t.getAttribute('aria-label')})`);
        // a word split across two lines in a table cell
        for (const cell of el.querySelectorAll('th, td')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const s = n.textContent ?? '';
            for (const m of s.matchAll(/[^\s\u00A0\u202F]+/g)) {
              const r = document.createRange();
              r.setStart(n, m.index!);
              r.setEnd(n, m.index! + m[0].length);
              const lines = new Set([...r.getClientRects()].map((q) => Math.round(q.top)));
              if (lines.size > 1) out.push(`mot coupé « ${m[0]} »`);
            }
          }
        }
        return out.slice(0, 10);
      });
      expect([...report, ...tables]).toEqual([]);
      if (width === 1366) {
        expect(await axeViolations(page, `[data-essai="${id}"]`)).toEqual([]);
      }
    });
