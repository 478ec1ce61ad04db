// Finding one's way on the built site: the home page leads to each game, each
// game has its own sidebar (list of games on top), every book lists all its
// pages in reading order, Précédent / Suivant walk a book page by page, and all
// of it works at 390 px and from the keyboard; at 390 px the theme switch is at
// hand on every sort of page; the 404 page says how to search in the words of
// the reader's device (keyboard or touch).
//
// The expected pages of a book are read here from the content folder (each
// file's `sidebar.order`), not from the code that builds the sidebar, so a
// page the sidebar loses, or an order it gets wrong, fails these tests.
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPLORATEURS } from '../../src/lib/explorateurs.mjs';

interface BookPage {
  url: string;
  order: number;
  /** What the sidebar shows: `sidebar.label`, else the title. */
  label: string;
  title: string;
}

/** Every page of content/<dir>/, in the order of its `sidebar.order` frontmatter. */
function bookPages(dir: string): BookPage[] {
  const folder = join('content', dir);
  return readdirSync(folder)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((f) => {
      const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, f), 'utf8'))?.[1] ?? '';
      const title = /^title:\s*"(.*)"\s*$/m.exec(fm)?.[1] ?? '';
      const sidebar = /^sidebar:\n((?:[ \t]+.*\n?)*)/m.exec(fm)?.[1] ?? '';
      const order = Number(/^\s+order:\s*(\d+)/m.exec(sidebar)?.[1]);
      const label = /^\s+label:\s*"(.*)"\s*$/m.exec(sidebar)?.[1] ?? title;
      const name = f.replace(/\.mdx?$/, '');
      return { url: name === 'index' ? `/${dir}/` : `/${dir}/${name}/`, order, label, title };
    })
    .sort((a, b) => a.order - b.order);
}

/** Text as a reader compares it: any run of spaces (non-breaking ones too) is one space. */
const plain = (s: string) => s.replace(/[\s\u00A0\u202F]+/g, ' ').trim();

const BOOKS = [
  { label: 'La Loi de Root', dir: 'root/loi', chapter: '/root/loi/actions-principales/' },
  { label: 'Les Lois de la Robotique', dir: 'root/robotique', chapter: '/root/robotique/vagabot/' },
] as const;

/** The sidebar group of a book (its <details>), by its visible label. */
function bookGroup(page: Page, label: string): Locator {
  return page
    .locator('#starlight__sidebar details')
    .filter({ has: page.locator(':scope > summary', { hasText: label }) });
}

async function expectWholeBook(page: Page, group: Locator, pages: BookPage[]) {
  await expect(group).toHaveAttribute('open', '');
  const links = group.locator('a');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(pages.map((p) => p.url));
  for (const [i, p] of pages.entries()) {
    const link = links.nth(i);
    await expect(link).toBeVisible();
    expect(plain(await link.innerText())).toBe(plain(p.label));
  }
}

test('les pages de chaque livre ont chacune leur place dans le menu (ordre sans ex aequo)', () => {
  for (const { dir } of BOOKS) {
    const orders = bookPages(dir).map((p) => p.order);
    expect(orders.every(Number.isInteger), dir).toBe(true);
    expect(new Set(orders).size, dir).toBe(orders.length);
  }
});

for (const book of BOOKS) {
  test(`le menu d’un chapitre liste tout « ${book.label} », dans l’ordre, en liens visibles`, async ({ page }) => {
    const pages = bookPages(book.dir);
    expect(pages.length).toBeGreaterThan(10);
    await page.goto(book.chapter);
    const group = bookGroup(page, book.label);
    await expectWholeBook(page, group, pages);
    await expect(group.locator(`a[href="${book.chapter}"]`)).toHaveAttribute('aria-current', 'page');
    // The other books of the game are there too, folded.
    for (const other of BOOKS.filter((b) => b !== book)) {
      await expect(bookGroup(page, other.label).locator(':scope > summary')).toBeVisible();
    }
  });
}

test('« Suivant » parcourt toute la Loi de Root, du premier chapitre à la dernière page', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = bookPages('root/loi').filter((p) => p.url !== '/root/loi/');
  await page.goto(pages[0]!.url);
  await expect(page.locator('.pagination-links a[rel="prev"]')).toContainText('Précédent');
  for (const next of pages.slice(1)) {
    const link = page.locator('.pagination-links a[rel="next"]');
    await expect(link).toBeVisible();
    await expect(link).toContainText('Suivant');
    await expect(link).toContainText(plain(next.label));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${next.url}$`));
    // the URL changes before the new page is drawn: wait for its title
    await expect.poll(async () => plain(await page.locator('h1').first().innerText())).toBe(plain(next.title));
  }
  // After the Law's last page comes the next book of the game.
  await expect(page.locator('.pagination-links a[rel="next"]')).toHaveAttribute('href', bookPages('root/robotique')[0]!.url);
});

test('« Précédent » remonte toute la Loi de Root, de la dernière page au premier chapitre', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = bookPages('root/loi').filter((p) => p.url !== '/root/loi/');
  await page.goto(pages.at(-1)!.url);
  for (const prev of pages.slice(0, -1).reverse()) {
    const link = page.locator('.pagination-links a[rel="prev"]');
    await expect(link).toBeVisible();
    await expect(link).toContainText('Précédent');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prev.url}$`));
    await expect.poll(async () => plain(await page.locator('h1').first().innerText())).toBe(plain(prev.title));
  }
  await expect(page.locator('.pagination-links a[rel="prev"]')).toHaveAttribute('href', '/root/loi/');
});

// Tiny Epic Tactics' rules are one book, its chapter 11 spread over four pages (one per mode):
// the menu lists every page in order, and Suivant then Précédent walk the whole book.
test('les règles de Tiny Epic Tactics : le menu les liste dans l’ordre, « Suivant » et « Précédent » les parcourent toutes', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = bookPages('tiny-epic-tactics/regles');
  const orders = pages.map((p) => p.order);
  expect(orders.every(Number.isInteger)).toBe(true);
  expect(new Set(orders).size).toBe(orders.length);
  for (const slug of ['variantes', 'bataille', 'aventure-solo', 'cooperatif']) {
    expect(pages.map((p) => p.url)).toContain(`/tiny-epic-tactics/regles/${slug}/`);
  }
  await page.goto('/tiny-epic-tactics/regles/aventure-solo/');
  const group = bookGroup(page, 'Les règles');
  await expectWholeBook(page, group, pages);
  await expect(group.locator('a[href="/tiny-epic-tactics/regles/aventure-solo/"]')).toHaveAttribute('aria-current', 'page');
  await page.goto(pages[0]!.url);
  for (const next of pages.slice(1)) {
    const link = page.locator('.pagination-links a[rel="next"]');
    await expect(link).toContainText(plain(next.label));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${next.url}$`));
    await expect.poll(async () => plain(await page.locator('h1').first().innerText())).toBe(plain(next.title));
  }
  await expect(page.locator('.pagination-links a[rel="next"]')).toHaveCount(0);
  for (const prev of pages.slice(0, -1).reverse()) {
    const link = page.locator('.pagination-links a[rel="prev"]');
    await expect(link).toContainText(plain(prev.label));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prev.url}$`));
    await expect.poll(async () => plain(await page.locator('h1').first().innerText())).toBe(plain(prev.title));
  }
});

test('une ancienne adresse d’une règle de Tiny Epic Tactics (chapitre 11 réparti, 2.3.5.III renumérotée) mène à sa nouvelle place', async ({ page }) => {
  for (const [old, now] of [
    ['/tiny-epic-tactics/regles/variantes/#11.3.4.1', '/tiny-epic-tactics/regles/bataille/#11.3.4.1'],
    ['/tiny-epic-tactics/regles/variantes/#11.5.13', '/tiny-epic-tactics/regles/aventure-solo/#11.5.13'],
    ['/tiny-epic-tactics/regles/variantes/#11.6.7', '/tiny-epic-tactics/regles/cooperatif/#11.6.7'],
    // a withdrawn number leads to the one that replaced it (tests/content/tet-numeros.json, « retires »)
    ['/tiny-epic-tactics/regles/mise-en-place/#2.3.5.III', '/tiny-epic-tactics/regles/mise-en-place/#2.3.5.3'],
  ] as const) {
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${now.replace(/\./g, '\\.')}$`));
    await expect(page.locator(`[id="${now.split('#')[1]}"]`)).toBeInViewport();
  }
  // A rule still on the first page stays there.
  await page.goto('/tiny-epic-tactics/regles/variantes/#11.2.4');
  await expect(page.locator('[id="11.2.4"]')).toBeInViewport();
  await expect(page).toHaveURL(/\/variantes\/#11\.2\.4$/);
});

/** A game's first explorer, the page after the game's own. */
const firstExplorer = (jeu: string) => `/${EXPLORATEURS.find((e) => e.jeu === jeu)!.slug}/`;

test('Précédent / Suivant s’arrêtent aux bords de chaque jeu', async ({ page }) => {
  await page.goto('/root/');
  await expect(page.locator('.pagination-links a[rel="prev"]')).toHaveCount(0);
  await expect(page.locator('.pagination-links a[rel="next"]')).toHaveAttribute('href', firstExplorer('root'));
  await page.goto('/root/editions/');
  await expect(page.locator('.pagination-links a[rel="next"]')).toHaveCount(0);
  // A game's pages never lead into another game's: each game starts at its page and ends at its last one.
  // After a game's page come its explorers (src/lib/explorateurs.mjs), then its books.
  for (const [first, second, last] of [
    ['/oath/', firstExplorer('oath'), '/oath/editions/'],
    ['/tiny-epic-tactics/', firstExplorer('tiny-epic-tactics'), bookPages('tiny-epic-tactics/regles').at(-1)!.url],
  ]) {
    await page.goto(first!);
    await expect(page.locator('.pagination-links a[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('.pagination-links a[rel="next"]')).toHaveAttribute('href', second!);
    await page.goto(last!);
    await expect(page.locator('.pagination-links a[rel="next"]')).toHaveCount(0);
  }
});

const GAMES = [
  { name: 'Root', url: '/root/', h1: 'Root' },
  { name: 'Oath', url: '/oath/', h1: 'Oath' },
  { name: 'Tiny Epic Tactics', url: '/tiny-epic-tactics/', h1: 'Tiny Epic Tactics' },
] as const;

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const game of GAMES) {
    test(`à ${size.width} px, l’accueil mène à ${game.name} en un clic`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const link = page.locator('.hero').getByRole('link', { name: game.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${game.url}$`));
      await expect(page.locator('h1').first()).toHaveText(game.h1);
    });
  }
}

test('l’accueil mène aux livres de chaque jeu et à chaque explorateur, et n’annonce rien comme à venir', async ({ page }) => {
  await page.goto('/');
  const hrefs = ['/root/loi/', '/root/robotique/', '/root/apprendre/', '/root/editions/', '/oath/loi/', '/tiny-epic-tactics/regles/', ...EXPLORATEURS.map((e) => `/${e.slug}/`)];
  for (const href of hrefs) await expect(page.locator(`main a[href="${href}"]`).first(), href).toBeVisible();
  const main = page.locator('main');
  for (const word of ['bientôt', 'en préparation', 'pas encore']) await expect(main).not.toContainText(word, { ignoreCase: true });
});

test('chaque jeu a son propre menu ; la liste des jeux dit lequel est ouvert', async ({ page }) => {
  await page.goto('/oath/');
  const games = page.getByRole('list', { name: 'Jeux' });
  await expect(games.getByRole('link', { name: /^Oath/ })).toHaveAttribute('aria-current', 'true');
  await expect(games.getByRole('link', { name: /^Root/ })).not.toHaveAttribute('aria-current');
  // Root's books are not in Oath's sidebar.
  await expect(page.locator('#starlight__sidebar a[href^="/root/loi/"]')).toHaveCount(0);
  await page.goto('/root/loi/victoire/');
  await expect(page.getByRole('list', { name: 'Jeux' }).getByRole('link', { name: /^Root/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#starlight__sidebar a[href="/oath/"]')).toHaveCount(1);
});

test('la liste des jeux se parcourt au clavier : Tab l’atteint, Entrée ouvre le jeu', async ({ page }) => {
  await page.goto('/root/loi/actions-principales/');
  const oath = page.getByRole('list', { name: 'Jeux' }).getByRole('link', { name: /^Oath/ });
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await oath.evaluate((a) => a === document.activeElement);
  }
  expect(reached).toBe(true);
  await expect(oath).toBeFocused();
  await expect(oath).toBeInViewport();
  // The focus is shown.
  expect(await oath.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oath\/$/);
  await expect(page.locator('h1').first()).toHaveText('Oath');
});

test('à 390 px, le menu s’ouvre et montre les chapitres du livre en cours', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = bookPages('root/robotique');
  await page.goto('/root/robotique/vagabot/');
  const group = bookGroup(page, 'Les Lois de la Robotique');
  await expect(group.locator('a').first()).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeInViewport();
  // From the keyboard.
  await menu.focus();
  await page.keyboard.press('Enter');
  const sidebar = page.locator('#starlight__sidebar');
  await expect(sidebar).toBeVisible();
  expect(await sidebar.evaluate((el) => el.matches(':popover-open'))).toBe(true);
  await expect(page.getByRole('list', { name: 'Jeux' })).toBeInViewport();
  await expectWholeBook(page, group, pages);
  const current = group.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/root/robotique/vagabot/');
  await current.scrollIntoViewIfNeeded();
  await expect(current).toBeInViewport();
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A chapter of the menu opens.
  const next = group.locator('a[href="/root/robotique/lezards-logiques/"]');
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(/\/root\/robotique\/lezards-logiques\/$/);
});

test('axe : aucune violation sur l’accueil', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('axe : aucune violation sur un chapitre, menu des jeux et du livre compris', async ({ page }) => {
  await page.goto('/root/robotique/nouvelles-regles/');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('axe : aucune violation à 390 px, menu ouvert', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/oath/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('list', { name: 'Jeux' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// The theme switch (Starlight's ThemeSelect) on a phone: in the header of pages without a sidebar
// (home, 404: src/components/overrides/Header.astro), at the foot of the menu elsewhere.
const THEME = 'Choisir le thème';

/** Picks the dark theme with the switch in view, and checks the page turned dark and remembers it. */
async function switchToDark(page: Page, select: Locator): Promise<void> {
  await select.scrollIntoViewIfNeeded();
  await expect(select).toBeVisible();
  await expect(select).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe('dark');
  await select.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('starlight-theme'))).toBe('dark');
}

test.describe('à 390 px, le choix du thème est à portée sur chaque sorte de page', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

  for (const [name, path] of [
    ['l’accueil', '/'],
    ['la page introuvable', '/une-adresse-qui-n-existe-pas/'],
  ] as const) {
    test(`${name} : dans l’en-tête, sans menu à ouvrir`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
      const select = page.getByRole('combobox', { name: THEME }).and(page.locator(':visible'));
      await expect(select).toHaveCount(1);
      // It sits in the header, beside the search, and nothing there overlaps or overflows.
      const header = await page.locator('header.header').boundingBox();
      const box = (await select.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(header!.y + header!.height);
      const search = (await page.getByRole('button', { name: 'Rechercher' }).first().boundingBox())!;
      expect(box.x >= search.x + search.width || box.x + box.width <= search.x, 'le thème et la recherche se chevauchent').toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const axe = await new AxeBuilder({ page }).include('header.header').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await switchToDark(page, select);
    });
  }

  test('une page de règles : au pied du menu', async ({ page }) => {
    await page.goto('/root/loi/actions-principales/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const select = page.locator('#starlight__sidebar').getByRole('combobox', { name: THEME });
    await switchToDark(page, select);
  });
});

test('à 1366 px, l’accueil montre un seul choix du thème, celui de Starlight', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: THEME }).and(page.locator(':visible'))).toHaveCount(1);
  await expect(page.locator('.theme-telephone')).toBeHidden();
});

// How to open the search, in the words of the reader's device.
test('avec un clavier, la page introuvable dit « Ctrl + K »', async ({ page }) => {
  await page.goto('/une-adresse-qui-n-existe-pas/');
  expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(false);
  const tagline = page.locator('.hero .tagline');
  // What shows (innerText), not what the page holds for the other sort of device.
  await expect(tagline).toContainText('Ctrl\u00a0+\u00a0K', { useInnerText: true });
  await expect(tagline).not.toContainText('touchez', { useInnerText: true });
});

test('sur un écran tactile, la page introuvable dit « touchez la loupe », sans parler de clavier', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/une-adresse-qui-n-existe-pas/');
  expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
  const tagline = page.locator('.hero .tagline');
  await expect(tagline).toContainText('touchez la loupe', { useInnerText: true });
  for (const word of ['Ctrl', 'clavier', '⌘']) await expect(tagline).not.toContainText(word, { useInnerText: true });
  // The magnifier it speaks of is there, in view, and opens the search.
  const loupe = page.getByRole('button', { name: 'Rechercher' }).first();
  await expect(loupe).toBeInViewport();
  await loupe.tap();
  await expect(page.locator('#starlight__search input.pagefind-ui__search-input')).toBeVisible();
  await context.close();
});
