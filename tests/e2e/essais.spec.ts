// Every explorer embedded in a page (beside a rule or on an explorer's own page), whatever its game,
// opens, hydrates, and shows the engine's answer with no error: one test per embedded situation.
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

function* mdx(dir: string): Generator<string> {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) yield* mdx(p);
    else if (e.endsWith('.mdx')) yield p;
  }
}

const embeds: { page: string; id: string; kind: string; game: string }[] = [];
for (const file of mdx('content')) {
  const text = readFileSync(file, 'utf8');
  const vars = new Map<string, string>();
  for (const m of text.matchAll(/import (\w+) from '(\.[^']*\/situations\/[^']+\.json)';/g)) vars.set(m[1]!, join(dirname(file), m[2]!));
  for (const m of text.matchAll(/<Essai id="([^"]+)"(?: page)? situation=\{(\w+)\} \/>/g)) {
    const json = JSON.parse(readFileSync(vars.get(m[2]!)!, 'utf8'));
    const page = '/' + file.replace(/^content\//, '').replace(/(\/index)?\.mdx$/, '') + '/';
    embeds.push({ page, id: m[1]!, kind: json.question.kind, game: json.game ?? 'root' });
  }
}

test('il y a des explorateurs intégrés, de chaque jeu', () => {
  expect(embeds.length).toBeGreaterThan(10);
  expect(new Set(embeds.map((e) => e.game))).toEqual(new Set(['root', 'oath', 'tet']));
});

for (const e of embeds) {
  test(`${e.page}#${e.id} (${e.game}, ${e.kind}) s’ouvre sans erreur`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${e.page}#${e.id}`);
    const root = page.locator(`[data-essai="${e.id}"]`);
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-pret', 'oui');
    await expect(root.getByRole('alert')).toHaveCount(0);
    if (e.kind === 'battle') await expect(root.locator('.combat table.issues tbody tr').first()).toBeVisible();
    if (e.kind === 'movement') await expect(root.locator('.destinations li').first()).toBeVisible();
    if (e.kind === 'bot') await expect(root.locator('.robot .etapes-robot li').nth(1)).toBeVisible();
    if (e.kind === 'turn') await expect(root.locator('[data-tour="pret"]')).toBeVisible();
    if (e.kind === 'control') await expect(root.locator('[data-lieu^="c"]').first()).toHaveAttribute('aria-label', /Contrôle/);
    expect(errors).toEqual([]);
  });
}
