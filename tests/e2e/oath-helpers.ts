// What the Oath explorers' e2e specs share: opening a page on an explorer once it is live,
// collecting the page's uncaught errors (every spec expects none), axe's violations in an explorer,
// and what of an explorer stands outside its column. Not a spec itself.
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

/** axe's violations inside `selector` (an explorer), one line each: its id and the nodes it names. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * What stands out of place, at most ten lines: the explorer beyond the viewport or under Starlight's
 * « Sur cette page » column (which stands to the right on wide screens only, a menu above
 * otherwise), and each element matching `inner` outside the explorer's box — apart from what is
 * inside a table's own sideways scroll (`.defile`).
 */
export function outOfColumn(root: Locator, inner = '*'): Promise<string[]> {
  return root.evaluate((el, inner) => {
    const box = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const toc = document.querySelector('.right-sidebar') as HTMLElement | null;
    const tocBox = toc && getComputedStyle(toc).display !== 'none' && toc.getBoundingClientRect().width > 0 ? toc.getBoundingClientRect() : null;
    const out: string[] = [];
    if (box.right > vw + 0.5) out.push(`îlot ${box.right} > ${vw}`);
    if (tocBox && tocBox.left > box.left && box.right > tocBox.left + 0.5) out.push(`îlot sous « Sur cette page » (${box.right} > ${tocBox.left})`);
    for (const x of el.querySelectorAll(inner)) {
      if (x.closest('.defile') && !x.classList.contains('defile')) continue;
      const b = x.getBoundingClientRect();
      if (b.width === 0 && b.height === 0) continue;
      if (b.right > box.right + 0.5 || b.left < box.left - 0.5) out.push(`${x.tagName}.${x.className} ${Math.round(b.left)}–${Math.round(b.right)} hors de ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return out.slice(0, 10);
  }, inner);
}
