// The search dialog as a reader sees it on the built site (real Pagefind
// index): every word in French, the choice of game, each result's game and
// book, the rule-number jump per game, a game typed first taken as a filter
// (« tet 6.1 »), a rule number listing its rule first, no excerpt showing a
// commit or a file path, a search field that never moves, no overlap on a
// phone, keyboard use, axe.
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const DIALOG = 'site-search dialog';
const SEARCH = '#starlight__search';

async function openSearch(page: Page, path = '/root/'): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const input = page.locator(`${SEARCH} input.pagefind-ui__search-input`);
  await expect(input).toBeFocused();
  return input;
}

/** Waits for Pagefind's answer to the query now in the field. */
async function results(page: Page, query: string): Promise<Locator> {
  await expect(page.locator(`${SEARCH} .pagefind-ui__message`)).toHaveText(
    new RegExp(`(résultats?|Aucun résultat) pour ${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  return page.locator(`${SEARCH} .pagefind-ui__result`);
}

/**
 * Ctrl+K as a reader presses it. A key pressed before the page's scripts have run does nothing
 * (Starlight has not listened yet), as in any browser: press again until the dialog is open,
 * never while it is open (the shortcut toggles it).
 */
async function shortcut(page: Page): Promise<void> {
  const dialog = page.locator(DIALOG);
  await expect(async () => {
    if (!(await dialog.evaluate((d) => (d as HTMLDialogElement).open))) await page.keyboard.press('Control+k');
    await expect(page.locator(`${SEARCH} input.pagefind-ui__search-input`)).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function pickGame(page: Page, label: string): Promise<void> {
  await page.getByLabel('Jeu', { exact: true }).selectOption({ label });
}

/** Each shown result: its page address and its "game · book" line. */
async function shownResults(page: Page): Promise<Array<{ href: string; place: string }>> {
  const list = page.locator(`${SEARCH} .pagefind-ui__result-inner > .pagefind-ui__result-title:has(a)`);
  return list.evaluateAll((titles) =>
    titles.map((t) => ({
      href: t.querySelector('a')!.getAttribute('href') ?? '',
      place: t.querySelector('.resultat-lieu')?.textContent ?? '',
    })),
  );
}

/** Each shown result: its page address, and the address of the first section listed under it. */
async function shownSections(page: Page): Promise<Array<{ href: string; first: string }>> {
  return page.locator(`${SEARCH} .pagefind-ui__result`).evaluateAll((items) =>
    items.map((li) => {
      const links = [...li.querySelectorAll('a.pagefind-ui__result-link')].map((a) => a.getAttribute('href') ?? '');
      return { href: links[0] ?? '', first: links[1] ?? '' };
    }),
  );
}

// Words of Pagefind's and Starlight's English UI that must never show.
const ENGLISH = /\b(results?|clear|load more|no results|searching|search this site|filters?|cancel|all games|go to)\b/i;

async function everythingSaid(page: Page): Promise<string> {
  const dialog = page.locator(DIALOG);
  const text = await dialog.innerText();
  const attributes = await dialog.evaluate((d) =>
    [...d.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el === d)
      .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '')),
  );
  const names = await dialog.getByRole('button').evaluateAll((bs) => bs.map((b) => b.textContent ?? ''));
  return [text, ...attributes, ...names].join('\n');
}

test('la recherche parle français : compte des résultats, « Effacer », « Charger plus de résultats », aucun résultat', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('combat');
  await results(page, 'combat');
  await expect(page.locator(`${SEARCH} .pagefind-ui__message`)).toHaveText(/^\d+ résultats pour combat$/);
  await expect(page.getByRole('button', { name: 'Effacer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Charger plus de résultats' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Rechercher dans Clairière' })).toBeVisible();
  await expect(page.getByLabel('Jeu', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Jeu', { exact: true }).locator('option').first()).toHaveText('Tous les jeux');
  let said = await everythingSaid(page);
  expect(said).toContain('Effacer');
  expect(said.match(ENGLISH)?.[0] ?? null).toBeNull();

  await input.fill('qqqqzzzz');
  await results(page, 'qqqqzzzz');
  await expect(page.locator(`${SEARCH} .pagefind-ui__message`)).toHaveText('Aucun résultat pour qqqqzzzz');
  said = await everythingSaid(page);
  expect(said.match(ENGLISH)?.[0] ?? null).toBeNull();
});

test('les autres messages de Pagefind sont en français aussi (en recherche, un résultat, suggestions)', async ({ page }) => {
  await page.goto('/root/');
  const json = await page.locator('site-search').getAttribute('data-translations');
  const strings = JSON.parse(json ?? '{}') as Record<string, string>;
  for (const key of [
    'placeholder',
    'clear_search',
    'load_more',
    'search_label',
    'filters_label',
    'zero_results',
    'many_results',
    'one_result',
    'alt_search',
    'search_suggestion',
    'searching',
  ]) {
    expect(strings[key], key).toBeTruthy();
    expect(strings[key]!.replace(/\[[A-Z_]+\]/g, '').match(ENGLISH)?.[0] ?? null, key).toBeNull();
  }
  expect(strings.one_result).toBe('[COUNT] résultat pour [SEARCH_TERM]');
});

test('le choix du jeu restreint les résultats : Root, puis tous les jeux', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('plateau vivant');
  await results(page, 'plateau vivant');
  // Every game: the home page, which belongs to no game, is found too.
  await expect.poll(async () => (await shownResults(page)).some((r) => r.href === '/' && r.place === ''), { timeout: 15_000 }).toBe(true);

  await pickGame(page, 'Root');
  await expect.poll(async () => (await shownResults(page)).some((r) => r.href === '/')).toBe(false);
  const root = await shownResults(page);
  expect(root.length).toBeGreaterThan(0);
  for (const r of root) expect(r.place, r.href).toMatch(/^Root( · |$)/);
  await expect(input).toHaveValue('plateau vivant');

  await pickGame(page, 'Tous les jeux');
  await expect.poll(async () => (await shownResults(page)).some((r) => r.href === '/')).toBe(true);
});

test('chaque jeu du choix ne garde que ses pages', async ({ page }) => {
  const input = await openSearch(page);
  const games = (await page.getByLabel('Jeu', { exact: true }).locator('option').allTextContents()).slice(1);
  expect(games).toContain('Root');
  for (const game of games) {
    await pickGame(page, game);
    await input.fill(game);
    await results(page, game);
    await expect.poll(async () => (await shownResults(page)).length).toBeGreaterThan(0);
    for (const r of await shownResults(page)) expect(r.place, r.href).toMatch(new RegExp(`^${game}( · |$)`));
  }
});

test('chaque résultat dit son jeu et son livre', async ({ page }) => {
  const input = await openSearch(page);
  for (const [query, href, place] of [
    ['embuscade', '/root/loi/actions-principales/', 'Root · La Loi de Root'],
    ['vagabot', '/root/robotique/vagabot/', 'Root · Les Lois de la Robotique'],
    ['nomades', '/root/apprendre/nomades/', 'Root · Apprendre'],
    ['plateau d’essai', '/root/plateau/', 'Root'],
  ] as const) {
    await input.fill(query);
    await results(page, query);
    await expect
      .poll(async () => (await shownResults(page)).find((r) => r.href === href)?.place, { message: `${query} → ${href}` })
      .toBe(place);
    // The line is seen under the page title.
    const title = page.locator(`${SEARCH} .pagefind-ui__result-title:has(> a[href="${href}"])`).first();
    await expect(title.locator('.resultat-lieu')).toBeVisible();
  }
});

test.describe('saut à une règle par son numéro, jeu par jeu', () => {
  for (const [query, href, place] of [
    ['4.3.2', '/root/loi/actions-principales/#4.3.2', 'Root · La Loi de Root'],
    ['root 4.3.2', '/root/loi/actions-principales/#4.3.2', 'Root · La Loi de Root'],
    ['robotique 5.5.1', '/root/robotique/canopee-electrique/#5.5.1', 'Root · Les Lois de la Robotique'],
    ['Robotique 4.3.2', '/root/robotique/marquise-mecanique/#4.3.2', 'Root · Les Lois de la Robotique'],
    // Tiny Epic Tactics' chapter 11, one page per mode: each number still lands on its rule.
    ['tet 11.2.4', '/tiny-epic-tactics/regles/variantes/#11.2.4', 'Tiny Epic Tactics · Les règles de Tiny Epic Tactics'],
    ['tet 11.3.4.1', '/tiny-epic-tactics/regles/bataille/#11.3.4.1', 'Tiny Epic Tactics · Les règles de Tiny Epic Tactics'],
    ['tet 11.4.2', '/tiny-epic-tactics/regles/bataille/#11.4.2', 'Tiny Epic Tactics · Les règles de Tiny Epic Tactics'],
    ['tet 11.5.13.2', '/tiny-epic-tactics/regles/aventure-solo/#11.5.13.2', 'Tiny Epic Tactics · Les règles de Tiny Epic Tactics'],
    ['tet 11.6.7', '/tiny-epic-tactics/regles/cooperatif/#11.6.7', 'Tiny Epic Tactics · Les règles de Tiny Epic Tactics'],
  ] as const) {
    test(`« ${query} » propose d’abord ${href}`, async ({ page }) => {
      const input = await openSearch(page);
      await input.fill(query);
      const first = page.locator(`${SEARCH} .saut-regle`).first();
      await expect(first).toHaveAttribute('href', href);
      await expect(first).toContainText(place);
      await expect(first).toBeVisible();
    });
  }

  for (const [query, game] of [
    ['oath 4.3.2', '/oath/'],
    ['Oath 5.5.2', '/oath/'],
    ['tet 4.3.2', '/tiny-epic-tactics/'],
    ['tiny epic tactics 4.3.2', '/tiny-epic-tactics/'],
    ['oath robotique 5.5.1', '/oath/'],
  ] as const) {
    test(`« ${query} » ne propose aucune règle de Root`, async ({ page }) => {
      const input = await openSearch(page);
      // The rules are loaded (the same number alone offers Root's rule)…
      await input.fill(query.replace(/^.* /, ''));
      await expect(page.locator(`${SEARCH} .saut-regle`).first()).toBeVisible();
      // …and with a game named, only that game's rules are offered (none
      // while it has no rules on the site), never Root's.
      await input.fill(query);
      await results(page, query);
      await expect(page.locator(`${SEARCH} .saut-regle[href^="/root/"]`)).toHaveCount(0);
      for (const href of await page.locator(`${SEARCH} .saut-regle`).evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(new RegExp(`^${game}`));
    });
  }

  test('le choix du jeu vaut pour le numéro : chaque règle proposée est de ce jeu', async ({ page }) => {
    const input = await openSearch(page);
    const games = (await page.getByLabel('Jeu', { exact: true }).locator('option').allTextContents()).slice(1);
    for (const game of games) {
      await pickGame(page, game);
      await input.fill('5.5.2');
      await results(page, '5.5.2');
      for (const jump of await page.locator(`${SEARCH} .saut-regle`).allTextContents()) expect(jump).toContain(`— ${game} · `);
    }
    await pickGame(page, 'Root');
    await expect(page.locator(`${SEARCH} .saut-regle`).first()).toHaveAttribute('href', '/root/robotique/canopee-electrique/#5.5.2');
  });
});

test.describe('un jeu ou un livre tapé en tête est un filtre, pas un mot', () => {
  test('« tet 6.1 » avec Oath choisi : la recherche suit « tet », le dit, et ne montre que Tiny Epic Tactics', async ({ page }) => {
    const input = await openSearch(page);
    await pickGame(page, 'Oath');
    const note = page.locator(`${SEARCH} .recherche-portee`);
    // Oath picked, no prefix: Oath's rule, nothing to say.
    await input.fill('6.1');
    await results(page, '6.1');
    await expect(page.locator(`${SEARCH} .saut-regle`).first()).toContainText('— Oath · ');
    await expect(note).toHaveText('');

    await input.fill('tet 6.1');
    await expect(note).toHaveText('«\u00A0tet\u00A0»\u00A0: recherche dans Tiny Epic Tactics plutôt que dans Oath.');
    const jumps = page.locator(`${SEARCH} .saut-regle`);
    await expect(jumps.first()).toBeVisible();
    for (const jump of await jumps.allTextContents()) expect(jump).toContain('— Tiny Epic Tactics · ');
    // The full text follows too: results, all of Tiny Epic Tactics (today's bug: « Aucun résultat »).
    await results(page, 'tet 6.1');
    await expect(page.locator(`${SEARCH} .pagefind-ui__message`)).toHaveText(/^\d+ résultats? pour tet 6\.1$/);
    await expect.poll(async () => (await shownResults(page)).length).toBeGreaterThan(0);
    for (const r of await shownResults(page)) expect(r.place, r.href).toMatch(/^Tiny Epic Tactics( · |$)/);
    // The game picked stays as the reader set it; without the prefix, Oath again.
    await expect(page.getByLabel('Jeu', { exact: true })).toHaveValue('oath');
    await input.fill('6.1');
    await expect(note).toHaveText('');
    await expect(page.locator(`${SEARCH} .saut-regle`).first()).toContainText('— Oath · ');
  });

  test('« tet 6.1 » ne trouve aucune page de Root sur la « tête »', async ({ page }) => {
    const input = await openSearch(page);
    // The word « tête » alone finds Root's pages…
    await input.fill('tête');
    await results(page, 'tête');
    await expect.poll(async () => (await shownResults(page)).some((r) => r.place.startsWith('Root'))).toBe(true);
    // …« tet » first is no word of the search: Tiny Epic Tactics' pages only.
    await input.fill('tet 6.1');
    await results(page, 'tet 6.1');
    await expect.poll(async () => (await shownResults(page)).length).toBeGreaterThan(0);
    for (const r of await shownResults(page)) expect(r.place, r.href).toMatch(/^Tiny Epic Tactics( · |$)/);
  });

  test('« robotique vagabot » cherche dans Les Lois de la Robotique seulement', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('robotique vagabot');
    await results(page, 'robotique vagabot');
    await expect.poll(async () => (await shownResults(page)).length).toBeGreaterThan(0);
    for (const r of await shownResults(page)) expect(r.place, r.href).toBe('Root · Les Lois de la Robotique');
  });
});

test.describe('une requête qui est un numéro de règle montre d’abord cette règle', () => {
  for (const [query, game] of [
    ['oath 5.5.2', undefined],
    ['tet 6.1', undefined],
    ['5.5.2', 'Oath'],
    ['robotique 5.5.1', undefined],
    ['C.2.5', undefined],
  ] as const) {
    test(`« ${query} »${game ? ` (${game} choisi)` : ''} : la page de la règle en tête des résultats, sa section d’abord`, async ({ page }) => {
      const input = await openSearch(page);
      if (game) await pickGame(page, game);
      await input.fill(query);
      // The rule, as the jump names it from the site's index of rules.
      const rule = (await page.locator(`${SEARCH} .saut-regle`).first().getAttribute('href'))!;
      expect(rule).toMatch(/#/);
      await results(page, query);
      await expect.poll(async () => (await shownSections(page))[0], { timeout: 15_000 }).toEqual({ href: rule.replace(/#.*/, ''), first: rule });
    });
  }
});

test('aucun extrait ne montre un commit ni un chemin de fichier, ni dans l’index ni à l’écran', async ({ page }) => {
  test.setTimeout(180_000);
  const HASH = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/;
  const PATH = /[\w-]+\/[\w./*-]+\.(?:ya?ml|json|ts|mjs|js|mdx?)\b/;
  await page.goto('/root/');
  // Every page of the index, as Pagefind keeps its text for excerpts.
  const indexed = await page.evaluate(async () => {
    const pagefind = await import(/* @vite-ignore */ `${'/pagefind/pagefind.js'}`);
    const filters = (await pagefind.filters()) as Record<string, Record<string, number>>;
    const found = await pagefind.search(null, { filters: { jeu: { any: Object.keys(filters.jeu ?? {}) } } });
    const home = await pagefind.search('Clairière');
    const pages = new Map<string, string>();
    for (const r of [...found.results, ...home.results]) {
      const d = await r.data();
      pages.set(d.url, d.content);
    }
    return [...pages];
  });
  expect(indexed.length).toBeGreaterThan(50);
  for (const [url, content] of indexed) {
    expect(content.match(HASH)?.[0] ?? null, url).toBeNull();
    expect(content.match(PATH)?.[0] ?? null, url).toBeNull();
  }
  // And what a reader sees for the words of those sources.
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const input = page.locator(`${SEARCH} input.pagefind-ui__search-input`);
  await expect(input).toBeFocused();
  for (const query of ['commit', 'LederCards', 'clockroot', 'Vagabottos', 'fichier yml', 'sources des cartes']) {
    await input.fill(query);
    await results(page, query);
    const excerpts = await page.locator(`${SEARCH} .pagefind-ui__result-excerpt`).allInnerTexts();
    for (const text of excerpts) {
      expect(text.match(HASH)?.[0] ?? null, query).toBeNull();
      expect(text.match(PATH)?.[0] ?? null, query).toBeNull();
    }
  }
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test(`à ${width} px, le champ ne bouge pas quand un numéro fait apparaître le saut, et rien ne se chevauche`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const input = await openSearch(page);
    const before = await input.boundingBox();
    await page.keyboard.type('4.3.2', { delay: 40 });
    const jump = page.locator(`${SEARCH} .saut-regle`).first();
    await expect(jump).toBeVisible();
    await results(page, '4.3.2');
    expect(await input.boundingBox()).toEqual(before);

    const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
    const parts: Record<string, Locator> = { champ: input, saut: jump, jeu: page.getByLabel('Jeu', { exact: true }) };
    if (width < 800) parts.annuler = page.getByRole('button', { name: 'Annuler' });
    for (const [name, part] of Object.entries(parts)) {
      await expect(part, name).toBeVisible();
      await expect(part, name).toBeInViewport();
      boxes[name] = (await part.boundingBox())!;
    }
    const names = Object.keys(boxes);
    for (const a of names) {
      for (const b of names) {
        if (a >= b) continue;
        const [p, q] = [boxes[a]!, boxes[b]!];
        const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
        expect(apart, `${a} et ${b} se chevauchent : ${JSON.stringify(p)} ${JSON.stringify(q)}`).toBe(true);
      }
    }
    // Nothing scrolls sideways in the dialog.
    const frame = page.locator(`${DIALOG} .dialog-frame`);
    expect(await frame.evaluate((f) => f.scrollWidth - f.clientWidth)).toBeLessThanOrEqual(0);
  });
}

test('au clavier : Ctrl+K ouvre la recherche, on tape un numéro, Entrée suit le saut', async ({ page }) => {
  await page.goto('/root/loi/concepts-cles/');
  await expect(page.getByRole('button', { name: 'Rechercher' }).first()).toBeEnabled();
  await shortcut(page);
  const input = page.locator(`${SEARCH} input.pagefind-ui__search-input`);
  await expect(input).toBeFocused();
  await page.keyboard.type('robotique 5.5.1');
  await expect(page.locator(`${SEARCH} .saut-regle`).first()).toHaveAttribute('href', '/root/robotique/canopee-electrique/#5.5.1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/root\/robotique\/canopee-electrique\/#5\.5\.1$/);
  await expect(page.locator('[id="5.5.1"]')).toBeInViewport();
});

test('au clavier : le choix du jeu se fait sans souris et garde la recherche', async ({ page }) => {
  await page.goto('/root/');
  await expect(page.getByRole('button', { name: 'Rechercher' }).first()).toBeEnabled();
  await shortcut(page);
  await page.keyboard.type('plateau vivant');
  await results(page, 'plateau vivant');
  const select = page.getByLabel('Jeu', { exact: true });
  for (let i = 0; i < 4 && !(await select.evaluate((s) => s === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('root');
  await expect.poll(async () => (await shownResults(page)).some((r) => r.href === '/')).toBe(false);
  for (const r of await shownResults(page)) expect(r.place).toMatch(/^Root/);
});

test('axe : aucune violation dans la recherche ouverte, avec des résultats et un saut', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('4.3.2');
  await expect(page.locator(`${SEARCH} .saut-regle`).first()).toBeVisible();
  await results(page, '4.3.2');
  await expect.poll(async () => (await shownResults(page)).length).toBeGreaterThan(0);
  const found = await new AxeBuilder({ page }).include(DIALOG).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
