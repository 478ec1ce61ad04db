// La Loi d'Oath and the rules of Tiny Epic Tactics as a reader meets them on the built site:
// deep links by number, cross-references and back, search (the game filter, words, numbers),
// glossary tooltips by keyboard, a phone's width.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const SEARCH = '#starlight__search';

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Rechercher' }).first().click();
  const input = page.locator(`${SEARCH} input.pagefind-ui__search-input`);
  await expect(input).toBeFocused();
  return input;
}

/** The « game · book » line and address of each result shown. */
async function shownResults(page: Page) {
  return page
    .locator(`${SEARCH} .pagefind-ui__result-inner > .pagefind-ui__result-title:has(a)`)
    .evaluateAll((titles) => titles.map((t) => ({ href: t.querySelector('a')!.getAttribute('href') ?? '', place: t.querySelector('.resultat-lieu')?.textContent ?? '' })));
}

const GAMES = [
  {
    game: 'Oath',
    book: 'La Loi d’Oath',
    deep: { url: '/oath/loi/actions-majeures/#5.5.7.III', id: '5.5.7.III' },
    ref: { from: '/oath/loi/actions-majeures/', href: '/oath/loi/elements-cles/#2.8.3' },
    word: { q: 'sacrifier', page: '/oath/loi/' },
    number: { q: '5.5.4', href: '/oath/loi/actions-majeures/#5.5.4' },
    term: '/oath/loi/actions-majeures/',
  },
  {
    game: 'Tiny Epic Tactics',
    book: 'Les règles de Tiny Epic Tactics',
    deep: { url: '/tiny-epic-tactics/regles/actions/#4.3.2', id: '4.3.2' },
    ref: { from: '/tiny-epic-tactics/regles/actions/', href: '/tiny-epic-tactics/regles/riposte/#6.1' },
    word: { q: 'riposte', page: '/tiny-epic-tactics/regles/riposte/' },
    number: { q: '6.1', href: '/tiny-epic-tactics/regles/riposte/#6.1' },
    term: '/tiny-epic-tactics/regles/terrains/',
  },
];

for (const g of GAMES) {
  test.describe(g.book, () => {
    test('une règle s’ouvre par son numéro, à l’écran', async ({ page }) => {
      await page.goto(g.deep.url);
      const heading = page.locator(`[id="${g.deep.id}"]`);
      await expect(heading).toHaveText(new RegExp(`^${g.deep.id.replaceAll('.', '\\.')}\\s`));
      await expect(heading).toBeInViewport();
    });

    test('un renvoi mène à sa règle, et l’on revient', async ({ page }) => {
      await page.goto(g.ref.from);
      const link = page.locator(`a.renvoi[href="${g.ref.href}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${g.ref.href.replaceAll('.', '\\.')}$`));
      const id = g.ref.href.split('#')[1]!;
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${g.ref.from}$`));
    });

    test(`la recherche avec le filtre ${g.game} : un mot, puis un numéro`, async ({ page }) => {
      const input = await openSearch(page, '/');
      await page.getByLabel('Jeu', { exact: true }).selectOption({ label: g.game });
      await input.fill(g.word.q);
      await expect(page.locator(`${SEARCH} .pagefind-ui__message`)).toHaveText(new RegExp(`\\d+ résultats? pour ${g.word.q}`));
      await expect(page.locator(`${SEARCH} .pagefind-ui__result .resultat-lieu`).first()).toBeVisible();
      // Pagefind may first show the answer of a search begun before the filter took hold: the
      // results a reader is left with are those of the game chosen only.
      await expect
        .poll(async () => {
          const shown = await shownResults(page);
          return shown.length > 0 && shown.every((r) => r.place.includes(g.game)) && shown.some((r) => r.href.startsWith(g.word.page));
        }, { timeout: 15_000 })
        .toBe(true);
      // A number: the jump offers this game's rule first; Enter follows it.
      await input.fill(g.number.q);
      const jump = page.locator(`${SEARCH} .saut-regle`).first();
      await expect(jump).toBeVisible();
      await expect(jump).toHaveAttribute('href', g.number.href);
      await expect(page.locator(`${SEARCH} .saut-regle[href^="/root/"]`)).toHaveCount(0);
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${g.number.href.replaceAll('.', '\\.')}$`));
      await expect(page.locator(`[id="${g.number.q}"]`)).toBeInViewport();
    });

    test('une infobulle de glossaire s’ouvre au clavier, et Échap la ferme', async ({ page }) => {
      await page.goto(g.term);
      const term = page.locator('.terme').first();
      const tip = term.locator('[role="tooltip"]');
      await expect(tip).toBeHidden();
      await term.locator('a').focus();
      await expect(tip).toBeVisible();
      await expect(tip).not.toBeEmpty();
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
    });

    test('à 390 px, une page de règles ne défile pas de côté ; axe ne trouve rien', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(g.ref.from);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The rules text (the chrome is checked in navigation.spec.ts, the explorers in their own specs).
      const axe = await new AxeBuilder({ page }).include('.sl-markdown-content').exclude('.essai').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

test('Oath : le glossaire s’adresse par mots, et un terme mène à sa définition', async ({ page }) => {
  await page.goto('/oath/loi/glossaire/#cout-du-voyage');
  const entry = page.locator('[id="cout-du-voyage"]');
  await expect(entry).toHaveText(/Coût du Voyage/);
  await expect(entry).toBeInViewport();
});

test('Oath : les renvois erronés du livret (7.3.1, 7.3.2) mènent à la bonne règle et le disent', async ({ page }) => {
  await page.goto('/oath/loi/pouvoirs/');
  for (const [rule, right] of [['7.3.1', '4.1'], ['7.3.2', '4.2']]) {
    const section = page.locator(`.regle-titre:has([id="${rule}"]) ~ *`).first();
    await expect(section).toBeAttached();
    const body = page.locator(`xpath=//*[@id="${rule}"]/ancestor::div[contains(@class,"regle-titre")]/following-sibling::*[position()<=4]`);
    await expect(body.locator(`a.renvoi[href="/oath/loi/sequence-de-jeu/#${right}"]`).first()).toBeVisible();
    await expect(body.filter({ hasText: 'Note de Clairière' }).first()).toContainText('6.');
  }
});
