// What the Oath explorers' e2e specs share: opening a page on an explorer once it is live, and
// collecting the page's uncaught errors (every spec expects none). Not a spec itself.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens `url` and returns the explorer `id`, scrolled into view, once its island is live
 * (`data-pret="oui"`, set by src/islands/oath/essai.svelte.ts). `root`: the explorer's own
 * selector (`.oath-essai`, `.oath-essai.tour`, `.oath-des`).
 */
export async function openEssai(page: Page, url: string, id: string, root = '.oath-essai'): Promise<Locator> {
  await page.goto(url);
  const essai = page.locator(`${root}[data-essai="${id}"]`);
  await essai.scrollIntoViewIfNeeded();
  await expect(essai).toHaveAttribute('data-pret', 'oui');
  return essai;
}

/** The messages of the page's uncaught exceptions from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
