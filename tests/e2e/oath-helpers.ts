// What the Oath explorers' e2e specs share: a situation file as the engine reads it (the expected
// answers come from the engine), opening a page on an explorer once it is live, collecting the
// page's uncaught errors (every spec expects none), axe's violations in an explorer, and what of an
// explorer stands outside its column. Not a spec itself.
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readSituation, type DiceQuestion, type Situation } from '../../src/engine/oath/situation';
import type { CampaignParams } from '../../src/engine/oath/pools';
import type { DiceParams } from '../../src/engine/oath/duel';
import type { Setup } from '../../src/engine/oath/setup';

/** A situation file of content/oath/situations as the engine reads it (its `game` apart). */
export function situationOf(file: unknown): Situation {
  const { game: _g, ...body } = file as Record<string, unknown>;
  void _g;
  const r = readSituation(body);
  if (!r.ok) throw new Error('situation illisible');
  return r.situation;
}

/** A Campagne situation file: its position and the question as the engine's `campaign` takes it (no roll, no dice kept). */
export function campaignOf(file: unknown): { setup: Setup; params: CampaignParams } {
  const s = situationOf(file);
  if (s.question.kind !== 'campaign') throw new Error('situation illisible');
  const { kind: _k, keep: _keep, roll: _roll, ...params } = s.question;
  void _k, void _keep, void _roll;
  return { setup: s.setup, params };
}

/** A « dés contre dés » situation file: the question as the engine's `diceBattle` takes it. */
export function diceOf(file: unknown): DiceParams {
  const s = situationOf(file);
  if (s.question.kind !== 'dice') throw new Error('situation illisible');
  const { kind: _k, ...d } = s.question as DiceQuestion;
  void _k;
  return d;
}

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
