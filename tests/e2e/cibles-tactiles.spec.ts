// Touch targets on a 390 × 844 phone, on every map, the map whole (shown first) and enlarged
// (« Agrandir la carte »): every clearing and every forest offers a target of at least 44 × 44 CSS px
// (the box of the element that takes the tap), no two targets overlap, a tap on each selects it;
// forests too narrow for a finger are offered as buttons under the map. The keyboard still
// reaches them, and axe finds nothing.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { MAPS, MAP_IDS, type MapId } from '../../src/engine/root/maps';

async function boardOn(page: Page, map: MapId, whole: boolean) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/root/plateau/');
  const root = page.locator('.plateau[data-essai="essai"]');
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  if (map !== 'automne') await root.getByLabel('Carte', { exact: true }).selectOption(map);
  await expect(root.locator('svg.carte')).toHaveAttribute('aria-label', `Carte ${MAPS[map].name}`);
  if (whole) await expect(root.getByRole('button', { name: 'Agrandir la carte' })).toBeVisible();
  else {
    await root.getByRole('button', { name: 'Agrandir la carte' }).click();
    await expect(root.getByRole('button', { name: 'Carte entière' })).toBeVisible();
  }
  // The targets are sized once the map's width is known.
  await page.waitForTimeout(200);
  return { root, errors };
}

type Box = { key: string; x: number; y: number; w: number; h: number };

/** Targets under 44 × 44 px, and pairs of targets that overlap (all boxes measured at once). */
async function measure(places: ReturnType<Page['locator']>) {
  const boxes: Box[] = await places.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { key: e.getAttribute('data-lieu')!, x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
  const small = boxes.filter((b) => b.w < 44 || b.h < 44).map((b) => `${b.key} ${b.w.toFixed(1)}×${b.h.toFixed(1)}`);
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > 0.5 && oy > 0.5) overlaps.push(`${a.key}/${b.key}`);
    }
  return { small, overlaps, keys: boxes.map((b) => b.key) };
}

test.describe('cibles tactiles à 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const map of MAP_IDS) {
    for (const whole of [false, true]) {
      test(`${MAPS[map].name}, carte ${whole ? 'entière' : 'agrandie'} : chaque clairière et chaque bois, 44 px au moins, sans chevauchement, un toucher le choisit`, async ({ page }) => {
        test.setTimeout(120_000);
        const { root, errors } = await boardOn(page, map, whole);
        const places = root.locator('[data-lieu]');
        const keys = await places.evaluateAll((els) => els.map((e) => e.getAttribute('data-lieu')!));
        const expected = [...MAPS[map].clearings.map((c) => `c${c.id}`), ...MAPS[map].forests.map((f) => `f${f.id}`)];
        // Every clearing and forest once (the Burrow too if the Duchy plays).
        expect(keys.filter((k) => k !== 'T').sort()).toEqual(expected.sort());
        const { small, overlaps } = await measure(root.locator('[data-lieu]'));
        expect(small).toEqual([]);
        expect(overlaps).toEqual([]);
        // A tap on each (Playwright taps the middle of the box, and checks nothing else is on top).
        for (const key of keys) {
          const el = root.locator(`[data-lieu="${key}"]`);
          await el.tap();
          await expect(el, key).toHaveAttribute('aria-pressed', 'true');
        }
        expect(errors).toEqual([]);
      });
    }
  }

  for (const map of MAP_IDS) {
    test(`${MAPS[map].name}, carte entière, le Duché en jeu : le Terrier aussi a sa cible de 44 px, sans chevauchement`, async ({ page }) => {
      const { root, errors } = await boardOn(page, map, true);
      await root.locator('summary', { hasText: 'Factions de la mise en place standard' }).tap();
      await root.getByRole('checkbox', { name: 'Duché Souterrain', exact: true }).check();
      await root.getByRole('button', { name: 'Mise en place standard' }).tap();
      await expect(root.locator('[data-lieu="T"]')).toHaveCount(1);
      await page.waitForTimeout(200);
      const { small, overlaps, keys } = await measure(root.locator('[data-lieu]'));
      expect(keys).toContain('T');
      expect(small).toEqual([]);
      expect(overlaps).toEqual([]);
      await root.locator('[data-lieu="T"]').tap();
      await expect(root.locator('[data-lieu="T"]')).toHaveAttribute('aria-pressed', 'true');
      expect(errors).toEqual([]);
    });
  }

  test('au clavier, un bois de la liste se rejoint par Maj+flèche et se choisit par Entrée ; axe sans violation', async ({ page }) => {
    const { root } = await boardOn(page, 'montagne', true);
    const list = root.locator('.bois-liste button');
    expect(await list.count()).toBeGreaterThan(0);
    // Each listed forest is a real button with its name, in view once scrolled to.
    const first = list.first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
    await expect(first).toHaveText(/^Bois /);
    // From a clearing next to a listed forest, Shift + an arrow reaches a forest.
    const listedKey = (await first.getAttribute('data-lieu'))!;
    const forest = MAPS.montagne.forests.find((f) => `f${f.id}` === listedKey)!;
    const clearing = root.locator(`[data-lieu="c${forest.clearings[0]}"]`);
    await clearing.focus();
    const focused = root.locator('[data-lieu]:focus');
    let reached = false;
    for (const arrow of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
      await clearing.focus();
      await page.keyboard.press(`Shift+${arrow}`);
      if ((await focused.getAttribute('data-lieu')) === listedKey) {
        reached = true;
        break;
      }
    }
    expect(reached, `Maj+flèche depuis la clairière ${forest.clearings[0]} vers ${listedKey}`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(root.locator(`[data-lieu="${listedKey}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(root.locator('.lieu')).toHaveText(/^Bois /);
    const results = await new AxeBuilder({ page }).include('.essai').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
