// The board as a reader uses it: the answer in view beside (or right under) the map, 390 px
// phones, the keyboard, no JavaScript, changing the map, the legend, undo, the Vagabond's satchel,
// print, axe. On the real built site.
import { test, expect, type Page, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAPS } from '../../src/engine/root/maps';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function board(page: Page, url: string, id: string) {
  await page.goto(url);
  const root = page.locator(`.plateau[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

/** Whether a box lies entirely inside the viewport. */
async function inViewport(page: Page, l: Locator): Promise<boolean> {
  const box = await l.boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width;
}

// Every built page with a board, and every page of the Laws of Rootbotics.
function builtPages(dir = 'dist', base = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...builtPages(p, `${base}/${name}`));
    else if (name === 'index.html') {
      const html = readFileSync(p, 'utf8');
      if (html.includes('class="essai') || base.startsWith('/root/robotique')) out.push(`${base}/`);
    }
  }
  return out;
}
const PAGES = builtPages();

test('la liste des pages à plateau est trouvée dans le site construit', () => {
  expect(PAGES).toContain('/root/plateau/');
  expect(PAGES).toContain('/root/loi/concepts-cles/');
  expect(PAGES.filter((p) => p.startsWith('/root/robotique/')).length).toBeGreaterThan(5);
});

test.describe('à 1366 × 900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('après un clic, la clairière et la première ligne de sa réponse sont à l’écran ensemble', async ({ page }) => {
    const errors = watchErrors(page);
    for (const [url, id] of [['/root/plateau/', 'essai'], ['/root/loi/concepts-cles/', 'essai-2.5']] as const) {
      const root = await board(page, url, id);
      for (const c of ['c1', 'c3', 'c8', 'c6']) {
        const place = root.locator(`[data-lieu="${c}"]`);
        await place.click();
        const answer = root.locator('.panneau .reponse');
        await expect(answer).toHaveText(/Contrôle\s:/);
        expect(await inViewport(page, place), `${url} ${c}`).toBe(true);
        expect(await inViewport(page, answer), `${url} ${c} : réponse`).toBe(true);
      }
      // The map stays in view while the reader scrolls down the answers.
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(200);
      expect(await inViewport(page, root.locator('[data-lieu="c6"]'))).toBe(true);
    }
    // Movement answers too.
    const root = await board(page, '/root/loi/actions-principales/', 'essai-4.2');
    await root.locator('[data-lieu="c10"]').click();
    await expect(root.locator('.panneau .reponse')).toContainText('Depuis Clairière 10');
    expect(await inViewport(page, root.locator('.panneau .reponse'))).toBe(true);
    expect(await inViewport(page, root.locator('[data-lieu="c10"]'))).toBe(true);
    // And a battle's: its heading beside the clearing.
    const free = await board(page, '/root/plateau/', 'essai');
    await free.getByRole('radio', { name: /combat/ }).check();
    await free.locator('[data-lieu="c5"]').click();
    await expect(free.locator('.combat h3')).toContainText('Combat en 5');
    expect(await inViewport(page, free.locator('.combat h3'))).toBe(true);
    expect(await inViewport(page, free.locator('[data-lieu="c5"]'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('pendant le tour d’un robot, la carte reste à l’écran à chaque étape', async ({ page }) => {
    const root = await board(page, '/root/robotique/marquise-mecanique/', 'essai-robot-marquise-exemple');
    const next = root.getByRole('button', { name: 'Étape suivante' });
    for (let i = 0; i < 4; i++) {
      await next.click();
      await expect(root.locator('.actuelle .detail')).toBeVisible();
      expect(await inViewport(page, next)).toBe(true);
      const map = await root.locator('svg.carte').boundingBox();
      expect(map!.y).toBeGreaterThanOrEqual(0);
      expect(map!.y + map!.height / 2).toBeLessThan(900);
    }
  });

  test('axe : aucune violation sur le plateau à 1366 px, légende et mise en place ouvertes', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.getByRole('button', { name: 'Mise en place standard' }).click();
    await root.locator('[data-lieu="c1"]').click();
    await root.locator('summary', { hasText: 'Légende' }).click();
    await root.locator('summary', { hasText: 'Factions en jeu' }).click();
    const results = await new AxeBuilder({ page }).include('.essai').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('imprimer : le chapitre s’imprime comme du texte, sans plateau ni bouton de copie', async ({ page }) => {
    await page.goto('/root/loi/concepts-cles/');
    await expect(page.locator('.essai').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.essai').first()).toBeHidden();
    await expect(page.locator('.copier-lien').first()).toBeHidden();
    await expect(page.locator('nav.sidebar')).toBeHidden();
    await expect(page.locator('.sl-markdown-content h2').first()).toBeVisible();
    await expect(page.locator('.sl-markdown-content > p').first()).toBeVisible();
  });
});

test.describe('sur un téléphone de 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // One test per page with boards (the list grows with the content): each page has its own time,
  // and the pages spread over the workers.
  for (const url of PAGES)
    test(`aucune page à plateau ne défile de côté : ${url}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(url);
      for (const b of await page.locator('.plateau[data-essai]').all()) {
        await b.scrollIntoViewIfNeeded();
        // a page may hold a dozen boards, each hydrated as it comes into view: on a busy machine, room for each
        await expect(b).toHaveAttribute('data-pret', 'oui', { timeout: 60_000 });
      }
      // The bot explorer's order cards and step list.
      await page.locator('.robot').first().waitFor({ timeout: 2_000 }).catch(() => {});
      const [sw, iw] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(sw, `${url} (${sw} px)`).toBeLessThanOrEqual(iw);
    });

  test('cibles tactiles d’au moins 44 px, pastilles lisibles, pas d’aide clavier', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await expect(root.locator('.aide')).toBeHidden();
    // Every clearing and forest answers to a tap anywhere in a 44 px circle around its centre,
    // on the enlarged map (the whole map, shown first, is checked in cibles-tactiles.spec.ts).
    await root.getByRole('button', { name: 'Agrandir la carte' }).tap();
    await expect(root.getByRole('button', { name: 'Carte entière' })).toBeVisible();
    const small: string[] = [];
    for (const el of await root.locator('[data-lieu]').all()) {
      const key = (await el.getAttribute('data-lieu'))!;
      await el.scrollIntoViewIfNeeded();
      const ok = await el.evaluate((g, key) => {
        const target = (g.querySelector('.arbre, .disque') ?? g) as SVGGraphicsElement;
        const r = target.getBoundingClientRect();
        const cx = r.x + r.width / 2;
        const cy = r.y + r.height / 2;
        for (const [dx, dy] of [[0, 0], [-15, -15], [15, -15], [-15, 15], [15, 15], [-21, 0], [21, 0], [0, -21], [0, 21]]) {
          const hit = document.elementFromPoint(cx + dx, cy + dy)?.closest('[data-lieu]');
          if (hit?.getAttribute('data-lieu') !== key) return false;
        }
        return true;
      }, key);
      if (!ok) small.push(key);
    }
    expect(small).toEqual([]);
    // Badges: text at least 9 px high on screen.
    const sizes = await root.locator('svg.carte text.badge').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(9);
  });

  test('après un toucher, la réponse s’affiche juste sous la carte, la clairière encore visible', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    // the whole map shows first on a phone
    await expect(root.getByRole('button', { name: 'Agrandir la carte' })).toBeVisible();
    for (const c of ['c1', 'c3']) {
      const place = root.locator(`[data-lieu="${c}"]`);
      await place.scrollIntoViewIfNeeded();
      await place.tap();
      const answer = root.locator('.panneau .reponse');
      await expect(answer).toHaveText(/Contrôle\s:/);
      await page.waitForTimeout(300);
      expect(await inViewport(page, answer)).toBe(true);
      expect(await inViewport(page, place)).toBe(true);
    }
  });

  test('axe : aucune violation sur le plateau à 390 px', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.locator('[data-lieu="c1"]').tap();
    await root.locator('summary', { hasText: 'Légende' }).tap();
    const results = await new AxeBuilder({ page }).include('.essai').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('en mode sombre', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });
  test('axe : aucune violation sur le plateau en mode sombre', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.locator('[data-lieu="c1"]').click();
    await root.locator('summary', { hasText: 'Légende' }).click();
    await root.getByRole('radio', { name: /déplacements/ }).check();
    const results = await new AxeBuilder({ page }).include('.essai').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('au clavier', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('Tab atteint la clairière 1 d’abord, la carte est un seul arrêt, les flèches suivent les chemins', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.getByLabel('Que fait le robot', { exact: false }).focus();
    await page.keyboard.press('Tab');
    const focused = root.locator('[data-lieu]:focus');
    await expect(focused).toHaveAttribute('data-lieu', 'c1');
    // One tab stop: the next Tab leaves the map.
    await page.keyboard.press('Tab');
    await expect(root.locator('[data-lieu]:focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(focused).toHaveAttribute('data-lieu', 'c1');
    // Arrows: each step lands on a clearing joined by a path, in the arrow's direction.
    const m = MAPS.automne;
    const pos = (k: string) => m.clearings[Number(k.slice(1)) - 1]!;
    const dirs: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowUp: [0, -1] };
    let moved = 0;
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowLeft']) {
      const from = (await focused.getAttribute('data-lieu'))!;
      await page.keyboard.press(key);
      const to = (await focused.getAttribute('data-lieu'))!;
      if (to === from) continue;
      moved++;
      const a = Number(from.slice(1));
      const b = Number(to.slice(1));
      expect(m.paths.some(([x, y]) => (x === a && y === b) || (x === b && y === a)), `${from} → ${to} par un chemin`).toBe(true);
      const [dx, dy] = dirs[key]!;
      expect((pos(to).x - pos(from).x) * dx + (pos(to).y - pos(from).y) * dy, `${from} → ${to} vers ${key}`).toBeGreaterThan(0);
    }
    expect(moved).toBeGreaterThan(3);
    // Shift + arrow reaches a forest beside the clearing; Enter chooses it.
    await page.keyboard.press('Home');
    await expect(focused).toHaveAttribute('data-lieu', 'c1');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(focused).toHaveAttribute('data-lieu', /^f(1_|.*_1_|.*_1$)/);
    await page.keyboard.press('Enter');
    await expect(root.locator('.lieu')).toHaveText(/^Bois /);
  });

  test('l’anneau de focus ne ressemble à aucune couleur de faction, et l’annonce ne dit que la réponse', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.getByLabel('Que fait le robot', { exact: false }).focus();
    await page.keyboard.press('Tab');
    const ring = root.locator('[data-lieu="c1"] .anneau-focus-noir');
    await expect(ring).toBeVisible();
    const style = await ring.evaluate((e) => ({ stroke: getComputedStyle(e).stroke, dash: getComputedStyle(e).strokeDasharray }));
    expect(style.stroke).toBe('rgb(0, 0, 0)');
    expect(style.dash).not.toBe('none');
    await expect(root.locator('[data-lieu="c1"] .anneau-focus-blanc')).toBeVisible();
    // Not shown on a clearing without the focus.
    await expect(root.locator('[data-lieu="c2"] .anneau-focus-noir')).toBeHidden();
    await page.keyboard.press('Enter');
    const live = root.locator('[aria-live]');
    await expect(live.filter({ hasText: /Clairière 1\s:\scontrôle/ })).toHaveCount(1);
    for (const text of await live.allInnerTexts()) expect(text).not.toContain('Seigneur des Cents');
    await root.getByRole('radio', { name: /déplacements/ }).check();
    await expect(live.filter({ hasText: /Depuis Clairière 1/ })).toHaveCount(1);
    for (const text of await live.allTextContents()) expect(text).not.toContain('Gardiens de Fer');
  });
});

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('un court avis en français remplace les commandes inertes', async ({ page }) => {
    for (const url of ['/root/plateau/', '/root/loi/concepts-cles/']) {
      await page.goto(url);
      await expect(page.locator('.essai-sans-js').first()).toBeVisible();
      await expect(page.locator('.essai-sans-js').first()).toContainText('JavaScript');
      await expect(page.locator('.plateau').first()).toBeHidden();
      await expect(page.getByRole('button', { name: 'Ajouter' })).toHaveCount(0);
    }
  });
});

test.describe('la position', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('changer de carte garde ce qui peut l’être et dit ce qui a été retiré', async ({ page }) => {
    const errors = watchErrors(page);
    const root = await board(page, '/root/plateau/', 'essai');
    const before = await root.locator('[data-lieu^="f"]').evaluateAll((els) => els.filter((e) => /pion Vagabond/.test(e.getAttribute('aria-label') ?? '')).map((e) => e.getAttribute('data-lieu')));
    expect(before).toHaveLength(1);
    const c1 = await root.locator('[data-lieu="c1"]').getAttribute('aria-label');
    await root.getByLabel('Carte', { exact: true }).selectOption('hiver');
    const note = root.locator('.note-carte');
    await expect(note).toBeVisible();
    await expect(note).toContainText('pion Vagabond');
    await expect(note).toContainText(`bois ${before[0]!.slice(1).replaceAll('_', '-')}`);
    // The clearings' pieces stay.
    expect((await root.locator('[data-lieu="c1"]').getAttribute('aria-label'))!.split(':')[1]).toBe(c1!.split(':')[1]);
    // Back to Autumn with « Annuler »: the Vagabond is in its forest again.
    await root.getByRole('button', { name: 'Annuler' }).click();
    await expect(root.locator(`[data-lieu="${before[0]}"]`)).toHaveAttribute('aria-label', /pion Vagabond/);
    expect(errors).toEqual([]);
  });

  test('Annuler défait la dernière modification, Recommencer remet la situation de départ', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    const c3 = root.locator('[data-lieu="c3"]');
    const start = await c3.getAttribute('aria-label');
    await expect(root.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await c3.click();
    await root.getByLabel('Faction', { exact: true }).selectOption('marquise');
    await root.getByRole('button', { name: 'Ajouter' }).click();
    await root.getByRole('button', { name: 'Ajouter' }).click();
    await expect(c3).toHaveAttribute('aria-label', /2 guerriers Marquise/);
    await root.getByRole('button', { name: 'Annuler' }).click();
    await expect(c3).toHaveAttribute('aria-label', /1 guerrier Marquise/);
    await root.getByRole('button', { name: 'Recommencer' }).click();
    await expect(c3).toHaveAttribute('aria-label', start!);
  });

  test('deux ajouts faits pendant le chargement des outils restent deux pas à annuler', async ({ page }) => {
    // The tools' chunk is held back until both clicks are in: both edits then land together.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/plateau-outils[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/root/plateau/');
    const root = page.locator('.plateau[data-essai="essai"]');
    await expect(root).toHaveAttribute('data-pret', 'oui');
    const c3 = root.locator('[data-lieu="c3"]');
    await c3.click();
    await root.getByLabel('Faction', { exact: true }).selectOption('marquise');
    const ajouter = root.getByRole('button', { name: 'Ajouter' });
    await ajouter.click();
    await ajouter.click();
    release();
    await expect(c3).toHaveAttribute('aria-label', /2 guerriers Marquise/);
    await root.getByRole('button', { name: 'Annuler' }).click();
    await expect(c3).toHaveAttribute('aria-label', /1 guerrier Marquise/);
  });

  test('la légende explique les pastilles et les anneaux ; la sacoche du Vagabond se voit et se modifie', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.locator('summary', { hasText: 'Légende' }).click();
    const legend = root.locator('.legende');
    for (const t of ['guerriers', 'bâtiment', 'jeton', 'pion', 'contrôle', 'déplacement permis', 'clavier']) await expect(legend).toContainText(t);
    const satchel = root.locator('.sacoche').filter({ hasText: 'Vagabond' });
    await expect(satchel).toContainText('épées intactes non précisées');
    await satchel.getByRole('link', { name: 'modifier' }).click();
    const row = root.locator('details.joueurs li').filter({ has: page.locator('strong', { hasText: /^Vagabond$/ }) });
    const swords = row.getByLabel('épées intactes', { exact: true });
    const items = row.getByLabel('objets intacts (épées comprises)', { exact: true });
    await swords.fill('2');
    await swords.press('Tab');
    await items.fill('5');
    await items.press('Tab');
    await expect(satchel).toContainText('2 épées intactes, 5 objets intacts');
    await swords.fill('99');
    await swords.press('Tab');
    await expect(root.locator('details.joueurs [role="status"]')).toContainText('Nombre invalide');
    await expect(satchel).toContainText('2 épées intactes');
    // the field shows the number kept, not the one refused
    await expect(swords).toHaveValue('2');
  });
});

test.describe('la mise en place standard', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('place les quatre factions de base selon leurs règles et dit chaque choix par défaut', async ({ page }) => {
    const errors = watchErrors(page);
    const root = await board(page, '/root/plateau/', 'essai');
    await root.getByRole('button', { name: 'Mise en place standard' }).click();
    const note = root.locator('.depart');
    await expect(note).toContainText('par défaut');
    for (const rule of ['6.3.2', '6.3.4', '7.3.2', '9.3.2']) await expect(note.locator('.regle', { hasText: rule })).toHaveCount(1);
    // Autumn: the Keep in corner 1, the Eyrie in the opposite corner 3 (the map's data).
    const keep = MAPS.automne.clearings.filter((c) => c.corner)[0]!;
    await expect(root.locator(`[data-lieu="c${keep.id}"]`)).toHaveAttribute('aria-label', /Donjon.*Contrôle\s:\sMarquise/);
    await expect(root.locator(`[data-lieu="c${keep.oppositeCorner}"]`)).toHaveAttribute('aria-label', /6 guerriers Canopée, Perchoir.*Contrôle\s:\sCanopée/);
    // 6.3.3: one Marquise warrior everywhere else.
    const labels = await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.filter((l) => /1 guerrier Marquise/.test(l))).toHaveLength(11);
    await expect(root.locator('[data-lieu^="f"]').filter({ has: page.locator('xpath=self::*[contains(@aria-label, "pion Vagabond")]') })).toHaveCount(1);
    // Undo brings the previous position back.
    await root.getByRole('button', { name: 'Annuler' }).click();
    await expect(root.locator('[data-lieu="c8"]')).toHaveAttribute('aria-label', /2 guerriers Compagnie/);
    expect(errors).toEqual([]);
  });
});
