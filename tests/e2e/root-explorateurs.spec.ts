// Root's explorers as a whole: the board (/root/plateau/ and the boards beside the rules) and the
// bot explorer. Boxes measured, not only presence: every control inside its island, the island
// inside the content column, never under « Sur cette page », no sideways scroll on a phone; the
// whole map first on a phone; table cells never split a word; every control set, shared and
// reopened in a fresh browser context gives the same state and answer; a preset's title says when
// the situation was modified; a damaged link (a bot's board of the wrong shape included) is told
// in French without syntax, code or JavaScript error; every control reachable by keyboard; axe.
import { test, expect, type Page, type Locator, type Browser } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function board(page: Page, url: string, id: string): Promise<Locator> {
  await page.goto(url);
  const root = page.locator(`.plateau[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

/** The board of /root/plateau/ asking « Quel combat ? » in clearing 5, its outcomes shown. */
async function battleOnBoard(page: Page): Promise<Locator> {
  const root = await board(page, '/root/plateau/', 'essai');
  await root.getByRole('radio', { name: /combat/ }).check();
  await root.locator('[data-lieu="c5"]').click();
  await expect(root.locator('.combat table.issues')).toBeVisible();
  return root;
}
const BOT_PAGE = '/root/robotique/marquise-mecanique/';
const BOT_ID = 'essai-robot-marquise-exemple';
async function botExplorer(page: Page): Promise<Locator> {
  const root = await board(page, `${BOT_PAGE}#${BOT_ID}`, BOT_ID);
  await expect(root.locator('.navigation span')).toHaveText(/Étape 0 sur \d+/);
  await root.getByRole('button', { name: 'Étape suivante' }).click();
  await root.getByRole('button', { name: 'Étape suivante' }).click();
  await expect(root.locator('.etapes-robot .detail')).toBeVisible();
  return root;
}

// ---------------------------------------------------------------- boxes

type Rect = { x: number; y: number; width: number; height: number };
const right = (r: Rect) => r.x + r.width;

/**
 * What of an island lies outside its box, or outside the content column, or under « Sur cette
 * page »; and the page's sideways scroll. Controls are every select, button, input, fieldset and
 * every table's scrolling box (a table wider than its box scrolls inside it, by design).
 */
async function outOfPlace(root: Locator) {
  return root.evaluate((island) => {
    const box = (e: Element) => e.getBoundingClientRect();
    const shown = (e: Element) => {
      const r = box(e);
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const out: string[] = [];
    const ib = box(island);
    const column = island.closest('.sl-markdown-content')?.parentElement;
    if (!column) out.push('pas de colonne de contenu');
    else {
      const cb = box(column);
      if (ib.left < cb.left - 1 || ib.right > cb.right + 1) out.push(`île hors de la colonne (${Math.round(ib.left)}–${Math.round(ib.right)} / ${Math.round(cb.left)}–${Math.round(cb.right)})`);
    }
    const toc = document.querySelector('.right-sidebar');
    if (toc && shown(toc)) {
      const tb = box(toc);
      if (ib.right > tb.left + 1 && ib.left < tb.right) out.push(`île sous « Sur cette page » (${Math.round(ib.right)} > ${Math.round(tb.left)})`);
    }
    for (const c of island.querySelectorAll('select, button, input, fieldset, [role="region"], .etapes-robot')) {
      if (!shown(c) || c.closest('[role="region"]') !== null && c.getAttribute('role') !== 'region') continue;
      const r = box(c);
      if (r.left < ib.left - 1 || r.right > ib.right + 1) {
        const name = c.getAttribute('aria-label') ?? (c as HTMLSelectElement).labels?.[0]?.textContent ?? c.querySelector('legend')?.textContent ?? c.textContent?.slice(0, 30) ?? '';
        out.push(`${c.tagName.toLowerCase()} « ${name.trim()} » dépasse (${Math.round(r.left)}–${Math.round(r.right)} / ${Math.round(ib.left)}–${Math.round(ib.right)})`);
      }
    }
    const se = document.scrollingElement!;
    if (se.scrollWidth > window.innerWidth) out.push(`la page défile de côté (${se.scrollWidth} > ${window.innerWidth})`);
    return out;
  });
}

/** Words of table cells broken across two lines (a Range per word, its line boxes counted). */
async function splitWords(root: Locator) {
  return root.locator('table').evaluateAll((tables) => {
    const out: string[] = [];
    for (const t of tables)
      for (const cell of t.querySelectorAll('th, td')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/[^\s\u00a0\u202f]+/g)) {
            const r = document.createRange();
            r.setStart(n, m.index!);
            r.setEnd(n, m.index! + m[0].length);
            const lines = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
            if (lines.size > 1) out.push(m[0]);
          }
        }
        const cs = getComputedStyle(cell);
        if (cs.overflowWrap === 'anywhere' || cs.wordBreak === 'break-all' || cs.hyphens === 'auto') out.push(`${cell.textContent} (${cs.overflowWrap} ${cs.wordBreak} ${cs.hyphens})`);
      }
    return out;
  });
}

const WIDTHS = [1366, 1024, 768, 390] as const;
for (const width of WIDTHS) {
  test.describe(`à ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, ...(width === 390 ? { hasTouch: true, isMobile: true } : {}) });

    test('le combat du plateau : chaque contrôle et chaque tableau dans l’île, l’île dans sa colonne, aucun mot coupé', async ({ page }) => {
      const errors = watchErrors(page);
      const root = await battleOnBoard(page);
      await root.locator('details.joueurs summary').click();
      await root.locator('summary', { hasText: 'Qui contrôle chaque clairière' }).click();
      await expect(root.getByRole('group', { name: 'Choix des joueurs' })).toBeVisible();
      expect(await outOfPlace(root)).toEqual([]);
      expect(await splitWords(root)).toEqual([]);
      // the choices' fieldset and its selects, measured one by one
      const island = (await root.boundingBox())!;
      for (const el of await root.getByRole('group', { name: 'Choix des joueurs' }).locator('fieldset, select').all()) {
        const b = (await el.boundingBox())!;
        expect(right(b)).toBeLessThanOrEqual(right(island) + 1);
      }
      expect(errors).toEqual([]);
    });

    test('le combat à côté de 4.3 et le tour d’un robot : dans la colonne, jamais sous « Sur cette page »', async ({ page }) => {
      const errors = watchErrors(page);
      const rule = await board(page, '/root/loi/actions-principales/#essai-4.3', 'essai-4.3');
      await expect(rule.locator('.combat table.issues')).toBeVisible();
      await expect(rule.getByRole('group', { name: 'Choix des joueurs' })).toBeVisible();
      expect(await outOfPlace(rule)).toEqual([]);
      expect(await splitWords(rule)).toEqual([]);
      const bot = await botExplorer(page);
      await expect(bot.locator('.etapes-robot')).toBeVisible();
      expect(await outOfPlace(bot)).toEqual([]);
      const toc = page.locator('.right-sidebar');
      if (await toc.isVisible()) {
        const t = (await toc.boundingBox())!;
        for (const part of [bot.locator('.etapes-robot'), bot.locator('.reglages')]) expect(right((await part.boundingBox())!)).toBeLessThanOrEqual(t.x + 1);
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('sur un téléphone de 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('la carte s’ouvre entière ; « Agrandir la carte » est au-dessus d’elle, et « Carte entière » reste à l’écran', async ({ page }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    const map = root.locator('svg.carte');
    const zoom = root.getByRole('button', { name: 'Agrandir la carte' });
    await expect(zoom).toBeVisible();
    // whole: every clearing inside the viewport's width, the map no wider than its box
    const clearings = await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]));
    expect(clearings.length).toBe(12);
    for (const [l, r] of clearings) {
      expect(l).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(390);
    }
    const m = (await map.boundingBox())!;
    expect(m.width).toBeLessThanOrEqual(390);
    // the zoom control comes before the map: seen as soon as the map's top is
    expect((await zoom.boundingBox())!.y + (await zoom.boundingBox())!.height).toBeLessThanOrEqual(m.y);
    await map.scrollIntoViewIfNeeded();
    await zoom.tap();
    const whole = root.getByRole('button', { name: 'Carte entière' });
    await expect(whole).toBeVisible();
    expect((await map.boundingBox())!.width).toBeGreaterThan(600);
    await root.locator('.zoom').evaluate((z) => z.scrollIntoView({ block: 'start' }));
    await expect(whole).toBeInViewport();
    await whole.tap();
    await expect(zoom).toBeVisible();
    expect((await map.boundingBox())!.width).toBeLessThanOrEqual(390);
  });

  test('axe : aucune violation sur le combat et le tour du robot à 390 px, en sombre', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('starlight-theme', 'dark'));
    const root = await battleOnBoard(page);
    const a = await new AxeBuilder({ page }).include('.plateau[data-essai="essai"]').analyze();
    expect(a.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await root.locator('details.joueurs summary').tap();
    const bot = await botExplorer(page);
    await bot.locator('summary', { hasText: 'Ce que font ces Traits' }).tap();
    const b = await new AxeBuilder({ page }).include(`.plateau[data-essai="${BOT_ID}"]`).analyze();
    expect(b.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

// ---------------------------------------------------------------- links

/** Every control of an island (its value or state), every place of its map, and what its answers say. */
async function stateOf(root: Locator) {
  return root.evaluate((island) => {
    const controls = [...island.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input:not(.adresse)')].map((c) => {
      const label = (c.labels?.[0]?.textContent ?? c.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
      const value = c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio') ? c.checked : c.value;
      return `${label} = ${String(value)}`;
    });
    const text = (sel: string) => (island.querySelector<HTMLElement>(sel)?.innerText ?? '').replace(/\s+/g, ' ').trim();
    return {
      titre: text('.titre'),
      controls,
      places: [...island.querySelectorAll('[data-lieu]')].map((e) => e.getAttribute('aria-label')),
      panel: text('.panneau'),
      issues: text('.issues-combat'),
    };
  });
}

/** Shares the island's situation (« Copier le lien de la situation ») and returns the link. */
async function share(root: Locator): Promise<string> {
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  const field = root.getByLabel('Lien de la situation');
  await expect(field).toHaveValue(/essai=/);
  return field.inputValue();
}

/** Opens a link in a fresh browser context (nothing kept from the first page). */
async function reopen(browser: Browser, link: string, id: string, width = 1366) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(link);
  const root = page.locator(`.plateau[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return { context, page, root, errors };
}

test.describe('les liens gardent tout', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('le plateau : carte, position, tour, couleur, états des joueurs, combat, choix, série, faction et pièce choisies ; rouvert ailleurs, le même état et la même réponse', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const root = await board(page, '/root/plateau/', 'essai');
    await expect(root.locator('.titre')).toHaveText('Plateau libre');
    await expect(root).not.toHaveAttribute('data-modifiee', 'oui');
    // the map, whose turn, which phase
    await root.getByLabel('Carte', { exact: true }).selectOption('hiver');
    await expect(root.locator('svg.carte')).toHaveAttribute('aria-label', 'Carte Hiver');
    await expect(root.locator('.titre')).toContainText('Situation modifiée');
    await root.getByLabel('Tour de', { exact: true }).selectOption('eyrie');
    await root.getByLabel('Phase', { exact: true }).selectOption('crepuscule');
    // the position: two Marquise warriors and a Corvid snare face up in clearing 5, its suit
    const c5 = root.locator('[data-lieu="c5"]');
    await c5.click();
    await root.getByLabel('Faction', { exact: true }).selectOption('marquise');
    await root.getByLabel('Pièce', { exact: true }).selectOption({ label: 'guerrier' });
    await root.getByRole('button', { name: 'Ajouter' }).click();
    await expect(c5).toHaveAttribute('aria-label', /3 guerriers Marquise/);
    await root.getByRole('button', { name: 'Ajouter' }).click();
    await expect(c5).toHaveAttribute('aria-label', /4 guerriers Marquise/);
    await root.getByLabel('Faction', { exact: true }).selectOption('corvids');
    await root.getByLabel('Pièce', { exact: true }).selectOption({ label: 'Piège' });
    await root.getByLabel('face visible').check();
    await root.getByRole('button', { name: 'Ajouter' }).click();
    await expect(c5).toHaveAttribute('aria-label', /Piège face visible/);
    await root.getByLabel('Couleur (marqueur de clairière)').selectOption('fox');
    await expect(c5).toHaveAttribute('aria-label', /Clairière 5, renard/);
    // the players' states
    await root.locator('details.joueurs summary').click();
    const row = (name: RegExp) => root.locator('details.joueurs li').filter({ has: page.locator('strong', { hasText: name }) });
    await row(/^Dynasties de la Canopée$/).getByLabel('robot', { exact: true }).check();
    await row(/^Dynasties de la Canopée$/).getByLabel('Descente').check();
    await expect(row(/^Dynasties de la Canopée$/).getByLabel('Descente')).toBeChecked();
    const vagabond = row(/^Vagabond$/);
    await vagabond.getByLabel('points', { exact: true }).fill('3');
    await vagabond.getByLabel('points', { exact: true }).press('Tab');
    await vagabond.getByLabel('épées intactes', { exact: true }).fill('1');
    await vagabond.getByLabel('épées intactes', { exact: true }).press('Tab');
    await vagabond.getByLabel('Marquise de Chat').check();
    await expect(root.locator('.sacoche')).toContainText('1 épée intacte');
    // the question: a battle in 5, the Canopy against the Marquise, a player's choice, a roll, a series
    await root.getByRole('radio', { name: /combat/ }).check();
    await c5.click();
    await root.getByLabel('Attaquant', { exact: true }).selectOption('eyrie');
    await root.getByLabel('Défenseur', { exact: true }).selectOption('marquise');
    await expect(root.locator('.combat h3')).toContainText('Canopée Électrique attaque Marquise');
    const choices = root.getByRole('group', { name: 'Choix des joueurs' });
    const choice = choices.locator('select').first();
    const values = await choice.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await choice.selectOption(values.at(-1)!);
    // a card the defender plays (a list: one box per card)
    const card = choices.getByRole('group', { name: /^Cartes de la Marquise/ }).getByRole('checkbox').first();
    await card.check();
    await expect(card).toBeChecked();
    await expect(root.locator('.combat h3')).toBeVisible();
    await root.getByLabel('Détail d’un lancer').selectOption('2-1');
    await expect(root.locator('.etapes')).toContainText('4.3.2');
    await root.getByLabel('Objectif').selectOption('rule');
    await root.getByLabel('en au plus (combats)', { exact: true }).fill('2');
    await root.getByLabel('en au plus (combats)', { exact: true }).press('Tab');
    await root.getByRole('button', { name: 'Calculer' }).click();
    await expect(root.locator('output.serie')).toContainText('contrôler la clairière en au plus 2 combats');
    // the faction and piece chosen for the next edit
    await root.getByLabel('Faction', { exact: true }).selectOption('alliance');
    await root.getByLabel('Pièce', { exact: true }).selectOption({ index: 1 });
    await expect(root.locator('.combat table.issues')).toBeVisible();
    const before = await stateOf(root);
    expect(before.titre).toMatch(/^Situation modifiée/);
    const link = await share(root);
    // an edited situation's link carries no preset title
    expect(new URL(link).searchParams.get('s')).not.toContain('titre=');
    const again = await reopen(browser, link, 'essai');
    await expect(again.root.locator('.combat table.issues')).toBeVisible();
    await expect(again.root.locator('output.serie')).toContainText('contrôler la clairière en au plus 2 combats');
    await expect(again.root.locator('.etapes')).toContainText('4.3.2');
    const after = await stateOf(again.root);
    // reopened, the situation is the link's own: no title (it had none), the rest the same
    expect({ ...after, titre: '' }).toEqual({ ...before, titre: '' });
    expect(after.titre).toBe('');
    await expect(again.root.getByRole('alert')).toHaveCount(0);
    expect(again.errors).toEqual([]);
    await again.context.close();
    expect(errors).toEqual([]);
  });

  test('un préréglage partagé tel quel garde son titre ; « Recommencer » le rend', async ({ page, browser }) => {
    const root = await board(page, '/root/plateau/', 'essai');
    await root.locator('[data-lieu="c6"]').click();
    await expect(root.locator('.titre')).toHaveText('Plateau libre');
    const link = await share(root);
    expect(decodeURIComponent(new URL(link).searchParams.get('s')!)).toContain('titre=Plateau libre');
    const again = await reopen(browser, link, 'essai');
    await expect(again.root.locator('.titre')).toHaveText('Plateau libre');
    await again.context.close();
    await root.locator('[data-lieu="c6"]').click();
    await root.getByRole('button', { name: 'Ajouter' }).click();
    await expect(root.locator('.titre')).toHaveText(/^Situation modifiée \(d’après «\u00A0Plateau libre\u00A0»\)$/);
    await root.getByRole('button', { name: 'Recommencer' }).click();
    await expect(root.locator('.titre')).toHaveText('Plateau libre');
  });

  test('l’explorateur du robot : robot, paquet, carte, difficulté, graine, Trait, étape, issue choisie ; rouvert ailleurs, le même tour à la même étape', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const root = await board(page, `${BOT_PAGE}#${BOT_ID}`, BOT_ID);
    const title = (await root.locator('.titre').innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    await root.getByLabel('Paquet', { exact: true }).selectOption('exiles');
    await expect(root.locator('.titre')).toContainText('Situation modifiée');
    await root.getByLabel('Carte d’ordre', { exact: true }).selectOption('');
    await root.getByLabel('Difficulté', { exact: true }).selectOption('difficile');
    await root.getByLabel('Graine des tirages', { exact: true }).fill('11');
    await root.getByLabel('Graine des tirages', { exact: true }).press('Enter');
    await root.getByRole('group', { name: 'Traits de caractère' }).getByLabel('Blitz').check();
    await expect(root.locator('.navigation span')).toHaveText(/Étape 0 sur \d+/);
    await root.getByRole('button', { name: 'Étape suivante' }).click();
    // the order card drawn with the seed: another outcome chosen
    const choose = root.locator('.detail').getByLabel('Choisir une autre issue');
    const seeded = await choose.inputValue();
    const other = (await choose.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).find((v) => v !== seeded)!;
    await choose.selectOption(other);
    await expect(root.locator('.detail')).toContainText('(issue choisie)');
    await root.getByRole('button', { name: 'Étape suivante' }).click();
    await expect(root.locator('.navigation span')).toHaveText(/Étape 2 sur \d+/);
    await expect(root.locator('section.robot')).toHaveAttribute('data-tour', 'moteur');
    const before = await stateOf(root);
    const link = await share(root);
    const again = await reopen(browser, link, BOT_ID);
    await expect(again.root.locator('.navigation span')).toHaveText(/Étape 2 sur \d+/);
    await expect(again.root.locator('section.robot')).toHaveAttribute('data-tour', 'moteur');
    expect({ ...(await stateOf(again.root)), titre: '' }).toEqual({ ...before, titre: '' });
    expect(again.errors).toEqual([]);
    await again.context.close();
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------- messages

/** What a reader must never read: link syntax, engine ids, JavaScript error text. */
const NOT_FOR_READERS = /\b[a-z]=|robot\.[A-Za-z]|\.F\b|«\s*[a-z_0-9]{1,3}\s*»|\b(riverfolk|marquise|eyrie|lizards|vagabond2|etat|graine-|orderCard|boards)\b|Cannot|undefined|TypeError|null|\{|\}/;

test.describe('les messages d’un lien abîmé', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('disent en français ce qui ne va pas et ce qui est montré, sans syntaxe ni code', async ({ page }) => {
    const errors = watchErrors(page);
    for (const bad of [
      'robot.zz/automne',
      'robot.m.graine-abc/automne/j=m.robot',
      'controle/automne/q=1',
      'controle/automne/j=x',
      'controle/automne/j=m/1:m-chateau',
      'controle/printemps/j=m',
      'combat.5.m/automne/j=m',
      'deplacement.m/automne/j=m',
      'controle/automne/j=m.dormeur',
      'controle/automne/j=m/1_5_9:m2',
      'oath%2Fcampagne.1',
    ]) {
      await page.goto(`/root/loi/concepts-cles/?essai=essai-2.5&s=${encodeURIComponent(bad).replace(/%25/g, '%')}#essai-2.5`);
      const root = page.locator('.plateau[data-essai="essai-2.5"]');
      await expect(root).toHaveAttribute('data-pret', 'oui');
      const alert = root.getByRole('alert');
      await expect(alert, bad).toContainText('situation de départ de cette page');
      const said = (await alert.innerText()).replace(/\s+/g, ' ');
      expect(said, `${bad} : ${said}`).not.toMatch(NOT_FOR_READERS);
      // the page's own situation is shown
      await expect(root.locator('[data-lieu="c5"]')).toHaveAttribute('aria-label', /Contrôle\s:\sCanopée/);
    }
    expect(errors).toEqual([]);
  });

  test('une carte d’ordre inconnue dans un lien : le tour dit pourquoi il ne se joue pas, sans l’identifiant de la carte', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/root/plateau/?essai=essai&s=${encodeURIComponent('robot.m.carte-xyz/automne/j=m.robot/1:m2')}#essai`);
    const root = page.locator('.plateau[data-essai="essai"]');
    await expect(root).toHaveAttribute('data-pret', 'oui');
    const alert = root.getByRole('alert');
    await expect(alert).toContainText('Carte d’ordre inconnue');
    expect((await alert.innerText()).replace(/\s+/g, ' ')).not.toMatch(/xyz|carte-|robot\.|orderCard/);
    expect(errors).toEqual([]);
  });

  test('l’état d’un robot de la mauvaise forme (un nombre à la place d’un plateau) : refusé en français, le tour de la page gardé', async ({ page }) => {
    const errors = watchErrors(page);
    const id = 'essai-robot-riviere';
    const own = await board(page, `/root/robotique/robots-de-la-riviere/#${id}`, id);
    await expect(own.locator('.navigation span')).toHaveText(/Étape 0 sur \d+/);
    const steps = await own.locator('.etapes-robot .lien-etape').allInnerTexts();
    const etat = Buffer.from(JSON.stringify({ riverfolk: 0 })).toString('base64').replace(/=+$/, '');
    const s = `robot.r.etat-${etat}/hiver/j=m,c,r.robot/1:m2;5:r3`;
    await page.goto(`/root/robotique/robots-de-la-riviere/?essai=${id}&s=${encodeURIComponent(s)}#${id}`);
    const root = page.locator(`.plateau[data-essai="${id}"]`);
    await expect(root).toHaveAttribute('data-pret', 'oui');
    const alert = root.getByRole('alert');
    await expect(alert).toContainText('l’état des plateaux des robots n’a pas la forme attendue');
    await expect(alert).toContainText('situation de départ de cette page');
    expect((await alert.innerText()).replace(/\s+/g, ' ')).not.toMatch(NOT_FOR_READERS);
    await expect(root).not.toContainText('Cannot');
    // the page's own turn, as before
    await expect(root.locator('.navigation span')).toHaveText(/Étape 0 sur \d+/);
    expect(await root.locator('.etapes-robot .lien-etape').allInnerTexts()).toEqual(steps);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------- keyboard

/** Tabs through an island from its first control; the controls reached, and those never reached. */
async function tabThrough(page: Page, root: Locator) {
  const expected = await root.evaluate((island) => {
    let i = 0;
    const out: string[] = [];
    const radios = new Set<string>();
    for (const el of island.querySelectorAll<HTMLElement>('select, input, button, a[href], summary, [tabindex]')) {
      const r = el.getBoundingClientRect();
      const hidden = r.width === 0 || r.height === 0 || (el as HTMLButtonElement).disabled || el.tabIndex < 0 || el.closest('details:not([open])') && el.tagName !== 'SUMMARY';
      el.dataset.clavier = String(i++);
      if (hidden) continue;
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (radios.has(el.name)) continue;
        radios.add(el.name);
        out.push(`radio:${el.name}`);
      } else out.push(el.dataset.clavier);
    }
    return out;
  });
  const reached = new Set<string>();
  await root.locator('select, input, button').first().focus();
  for (let i = 0; i < 400; i++) {
    const here = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || !a.dataset.clavier) return null;
      return a instanceof HTMLInputElement && a.type === 'radio' ? `radio:${a.name}` : a.dataset.clavier;
    });
    if (here === null) break;
    reached.add(here);
    await page.keyboard.press('Tab');
  }
  return expected.filter((k) => !reached.has(k));
}

test.describe('au clavier', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('chaque contrôle du plateau, en combat, se rejoint par Tab ; la carte se parcourt aux flèches et Entrée choisit', async ({ page }) => {
    const root = await battleOnBoard(page);
    for (const s of ['Factions de la mise en place standard', 'Légende', 'Factions en jeu et leurs états', 'Qui contrôle chaque clairière']) await root.locator('summary', { hasText: s }).click();
    expect(await tabThrough(page, root)).toEqual([]);
    // the map: one tab stop, arrows along the paths, Enter chooses
    await root.locator('[data-lieu="c5"]').focus();
    await page.keyboard.press('ArrowDown');
    const focused = root.locator('[data-lieu]:focus');
    await expect(focused).toHaveCount(1);
    const key = (await focused.getAttribute('data-lieu'))!;
    expect(key).not.toBe('c5');
    await page.keyboard.press('Enter');
    await expect(root.locator('.lieu')).toHaveText(`Clairière ${key.slice(1)}`);
    await expect(root.locator(`[data-lieu="${key}"]`)).toHaveAttribute('aria-pressed', 'true');
  });

  test('chaque contrôle de l’explorateur du robot se rejoint par Tab ; les étapes se parcourent aux flèches', async ({ page }) => {
    const root = await botExplorer(page);
    await root.locator('summary', { hasText: 'Ce que font ces Traits' }).click();
    expect(await tabThrough(page, root)).toEqual([]);
    const current = root.locator('.etapes-robot input:checked');
    await current.focus();
    await page.keyboard.press('ArrowDown');
    await expect(root.locator('.navigation span')).toHaveText(/Étape 3 sur \d+/);
    await expect(current).toHaveCount(1);
    await expect(current).toBeFocused();
    await expect(root.locator('.etapes-robot li').nth(3)).toHaveClass(/actuelle/);
  });

  test('axe : aucune violation sur le plateau (combat) et l’explorateur du robot, en clair', async ({ page }) => {
    await battleOnBoard(page);
    const a = await new AxeBuilder({ page }).include('.plateau[data-essai="essai"]').analyze();
    expect(a.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await botExplorer(page);
    const b = await new AxeBuilder({ page }).include(`.plateau[data-essai="${BOT_ID}"]`).analyze();
    expect(b.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
