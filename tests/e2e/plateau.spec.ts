// The board island on the real built site, with the real engine.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';

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

test('la situation de 2.5 montre qui contrôle chaque clairière, avec ses raisons', async ({ page }) => {
  const errors = watchErrors(page);
  const root = await board(page, '/root/loi/concepts-cles/', 'essai-2.5');
  // Clearing 5: tie broken by Lords of the Forest.
  await expect(root.locator('[data-lieu="c5"]')).toHaveAttribute('aria-label', /Contrôle\s:\sCanopée/);
  await expect(root.locator('.verdict')).toContainText('7.2.2');
  await expect(root.locator('.verdict a[href="/root/loi/concepts-cles/#2.5"]').first()).toBeVisible();
  // Clearing 6: a tie, nobody rules.
  await expect(root.locator('[data-lieu="c6"]')).toHaveAttribute('aria-label', /Contrôle\s:\spersonne/);
  expect(errors).toEqual([]);
});

test('au clavier : installer une position et voir le contrôle changer', async ({ page }) => {
  const errors = watchErrors(page);
  const root = await board(page, '/root/loi/concepts-cles/', 'essai-2.5');
  const c6 = root.locator('[data-lieu="c6"]');
  await c6.focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('.lieu')).toHaveText('Clairière 6');
  await expect(root.locator('.verdict h3')).toHaveText(/personne/);
  // Choose the Marquise and a warrior with the keyboard, then press « Ajouter ».
  await root.getByLabel('Faction', { exact: true }).focus();
  await root.getByLabel('Faction', { exact: true }).selectOption('marquise');
  await root.getByLabel('Pièce').selectOption({ label: 'guerrier' });
  await root.getByRole('button', { name: 'Ajouter' }).focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('.verdict h3')).toHaveText(/Marquise/);
  await expect(c6).toHaveAttribute('aria-label', /3 guerriers Marquise.*Contrôle\s:\sMarquise/);
  // Arrow keys move between clearings.
  await c6.focus();
  await page.keyboard.press('ArrowDown');
  await expect(root.locator('[data-lieu]:focus')).toHaveCount(1);
  await expect(c6).not.toBeFocused();
  expect(errors).toEqual([]);
});

test('un ajout au-delà des limites est refusé en français, avec sa règle', async ({ page }) => {
  const root = await board(page, '/root/plateau/', 'essai');
  await root.locator('[data-lieu="c1"]').click();
  await root.getByLabel('Faction', { exact: true }).selectOption('marquise');
  await root.getByLabel('Pièce').selectOption({ label: 'Donjon' });
  await root.getByRole('button', { name: 'Ajouter' }).click();
  await expect(root.locator('.refus-edition')).toContainText('1.5.1');
});

test('les déplacements de 4.2 : permis et refusés, chacun avec sa raison', async ({ page }) => {
  const root = await board(page, '/root/loi/actions-principales/', 'essai-4.2');
  const list = root.locator('.destinations');
  await expect(list.locator('li.ok')).toContainText('Clairière 5');
  await expect(list.locator('li.refus').filter({ hasText: 'Clairière 9' })).toContainText('4.2.1');
  await expect(root.locator('[data-lieu="c9"]')).toHaveAttribute('aria-label', /Déplacement refusé/);
  // Another mover: the Alliance rules 9, so it may go there from 1.
  await root.getByLabel('Faction qui se déplace').selectOption('alliance');
  await expect(list.locator('li.ok').filter({ hasText: 'Clairière 9' })).toHaveCount(1);
});

test('le lien de la situation rouvre exactement la même vue', async ({ page, context }) => {
  const root = await board(page, '/root/loi/actions-principales/', 'essai-4.2');
  await root.locator('[data-lieu="c10"]').click();
  await root.getByLabel('Faction', { exact: true }).selectOption('alliance');
  await root.getByLabel('Pièce').selectOption({ label: 'guerrier' });
  await root.getByRole('button', { name: 'Ajouter' }).click();
  await root.getByLabel('Faction qui se déplace').selectOption('alliance');
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  await expect(root.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
  // the link as shown under the button (the system clipboard is shared by the parallel workers)
  const link = await root.getByLabel('Lien de la situation').inputValue();
  expect(link).toContain('essai=essai-4.2');
  const before = await snapshot(root);

  const other = await context.newPage();
  const errors = watchErrors(other);
  await other.goto(link);
  const again = other.locator('.plateau[data-essai="essai-4.2"]');
  await expect(again).toHaveAttribute('data-pret', 'oui');
  expect(await snapshot(again)).toEqual(before);
  expect(errors).toEqual([]);
});

async function snapshot(root: import('@playwright/test').Locator) {
  await expect(root.locator('.lieu')).not.toHaveText('Choisissez une clairière');
  return {
    places: await root.locator('[data-lieu]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    panel: (await root.locator('.panneau').innerText()).replace(/\s+/g, ' '),
    map: await root.getByLabel('Carte', { exact: true }).inputValue(),
  };
}

test('un lien altéré donne un message clair en français et un plateau utilisable', async ({ page }) => {
  const errors = watchErrors(page);
  for (const bad of ['n%27importe%20quoi', 'controle/automne/1:m999', 'deplacement.zz.1/automne', '%E0%A4%A', 'oath%2Fcampagne.1']) {
    await page.goto(`/root/loi/concepts-cles/?essai=essai-2.5&s=${bad}#essai-2.5`);
    const root = page.locator('.plateau[data-essai="essai-2.5"]');
    await expect(root).toHaveAttribute('data-pret', 'oui');
    await expect(root.getByRole('alert')).toContainText('lien');
    await expect(root.locator('[data-lieu="c5"]')).toHaveAttribute('aria-label', /Contrôle\s:\sCanopée/);
  }
  expect(errors).toEqual([]);
});

// The board's first view carries the map, its situation already read and the control answer, all
// from the build; editing, moves, the control rules, the situation reader (its notation) and share
// links load when the reader reaches for them.
const TOOLS = /\/_astro\/plateau-outils\.[^/]*\.js$/;
// a message of the situation reader (situation-text.ts), wherever the bundler puts it
const READER = 'Texte de situation trop long';

test('la première vue répond sans charger les outils ; ils arrivent dès qu’on touche au plateau', async ({ page }) => {
  const errors = watchErrors(page);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const readers: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && (await r.text().catch(() => '')).includes(READER)) readers.push(new URL(r.url()).pathname);
  });
  const root = await board(page, '/root/plateau/', 'essai');
  await page.waitForLoadState('networkidle');
  await expect(root.locator('[data-lieu="c1"]')).toHaveAttribute('aria-label', /Contrôle\s:\sMarquise/);
  expect(fetched.filter((p) => TOOLS.test(p)), 'pas d’outils avant que le lecteur agisse').toEqual([]);
  expect(readers, 'la situation arrive lue : pas de lecteur de situation avant que le lecteur agisse').toEqual([]);
  await root.locator('[data-lieu="c2"]').click();
  await expect(root.locator('.panneau .reponse')).toContainText('Canopée');
  await root.getByLabel('Faction', { exact: true }).selectOption('marquise');
  for (let i = 0; i < 8; i++) await root.getByRole('button', { name: 'Ajouter' }).click();
  // 8 Marquise warriors against 6 Eyrie warriors and a roost: the Marquise rules now (2.5, the
  // Eyrie would win a tie: 7.2.2).
  await expect(root.locator('.panneau .reponse')).toContainText('Marquise');
  expect(fetched.some((p) => TOOLS.test(p))).toBe(true);
  expect(readers.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('si les outils ne peuvent pas se charger, un message en français le dit, et la première réponse reste', async ({ page }) => {
  const errors = watchErrors(page);
  await page.route(TOOLS, (r) => r.abort('internetdisconnected'));
  const root = await board(page, '/root/plateau/', 'essai');
  await root.locator('[data-lieu="c1"]').click();
  await expect(root.locator('.panneau .reponse')).toContainText('Marquise');
  await root.getByRole('button', { name: 'Ajouter' }).click();
  const alert = root.getByRole('alert');
  await expect(alert).toContainText('n’a pas pu être chargée');
  await expect(alert).toBeInViewport();
  await expect(root.locator('[data-lieu="c1"]')).toHaveAttribute('aria-label', /Contrôle\s:\sMarquise/);
  // A share link cannot be checked either: the page's own situation, and why.
  await page.goto('/root/loi/concepts-cles/?essai=essai-2.5&s=controle/automne/j=m/1:m3#essai-2.5');
  const other = page.locator('.plateau[data-essai="essai-2.5"]');
  await expect(other).toHaveAttribute('data-pret', 'oui');
  await expect(other.getByRole('alert')).toContainText('n’a pas pu être vérifié');
  await expect(other.locator('[data-lieu="c5"]')).toHaveAttribute('aria-label', /Contrôle\s:\sCanopée/);
  expect(errors).toEqual([]);
});

// Links shared before situations named their game (tests/engine/core/liens-root-2026-11.json):
// they open without an alert, and the same situation prefixed with its game (« root/… ») shows the
// very same board.
const OLD_LINKS = (JSON.parse(readFileSync('tests/engine/core/liens-root-2026-11.json', 'utf8')) as { links: { source: string; link: string }[] }).links;
for (const source of ['content/root/situations/controle-2-5.json', 'content/root/situations/combat-4-3.json', 'content/root/situations/robot-marquise-exemple.json']) {
  test(`un lien partagé avant l’arrivée des autres jeux s’ouvre comme avant (${source.split('/').pop()})`, async ({ page, context }) => {
    const link = OLD_LINKS.find((l) => l.source === source)!.link;
    const errors = watchErrors(page);
    const root = await board(page, `/root/plateau/?essai=essai&s=${encodeURIComponent(link)}#essai`, 'essai');
    await expect(root.getByRole('alert')).toHaveCount(0);
    await root.locator('[data-lieu="c5"]').click();
    const before = await snapshot(root);
    const other = await context.newPage();
    const again = await board(other, `/root/plateau/?essai=essai&s=${encodeURIComponent(`root/${link}`)}#essai`, 'essai');
    await again.locator('[data-lieu="c5"]').click();
    expect(await snapshot(again)).toEqual(before);
    expect(errors).toEqual([]);
  });
}

test('axe : aucune violation sur le plateau', async ({ page }) => {
  const root = await board(page, '/root/plateau/', 'essai');
  await root.locator('[data-lieu="c1"]').click();
  await root.getByRole('radio', { name: /déplacements/ }).check();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('placer le Vagabond dans un bois, puis le déplacer dans une clairière, au clavier', async ({ page }) => {
  const errors = watchErrors(page);
  const root = await board(page, '/root/plateau/', 'essai');
  const forest = root.locator('[data-lieu="f1_9_10_12"]');
  await forest.focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('.lieu')).toHaveText('Bois 1-9-10-12');
  await root.getByLabel('Faction', { exact: true }).selectOption('vagabond');
  await root.getByRole('button', { name: 'Ajouter' }).focus();
  await page.keyboard.press('Enter');
  await expect(forest).toHaveAttribute('aria-label', /pion Vagabond/);
  // The pawn left the forest where it stood before (one pawn only, 1.5.1).
  await expect(root.locator('[data-lieu="f1_2_5_10"]')).not.toHaveAttribute('aria-label', /pion Vagabond/);
  const c9 = root.locator('[data-lieu="c9"]');
  await c9.focus();
  await page.keyboard.press('Enter');
  await root.getByRole('button', { name: 'Ajouter' }).click();
  await expect(c9).toHaveAttribute('aria-label', /pion Vagabond/);
  // The pawn is not a warrior: clearing 9 stays a tie (9.2.2).
  await expect(c9).toHaveAttribute('aria-label', /Contrôle\s:\spersonne/);
  expect(errors).toEqual([]);
});

test('une faction absente entre en jeu quand on pose sa première pièce', async ({ page }) => {
  const root = await board(page, '/root/plateau/', 'essai');
  await root.locator('[data-lieu="c3"]').click();
  await root.getByLabel('Faction', { exact: true }).selectOption('duchy');
  await root.getByRole('button', { name: 'Ajouter' }).click();
  await expect(root.locator('[data-lieu="c3"]')).toHaveAttribute('aria-label', /Contrôle\s:\sDuché/);
});

test('changer de carte et de couleur de clairière', async ({ page }) => {
  const root = await board(page, '/root/plateau/', 'essai');
  await root.getByLabel('Carte', { exact: true }).selectOption('hiver');
  await expect(root.locator('svg.carte')).toHaveAttribute('aria-label', 'Carte Hiver');
  await root.locator('[data-lieu="c7"]').click();
  await expect(root.locator('[data-lieu="c7"]')).toHaveAttribute('aria-label', /Clairière 7, sans couleur/);
  await root.getByLabel('Couleur (marqueur de clairière)').selectOption('rabbit');
  await expect(root.locator('[data-lieu="c7"]')).toHaveAttribute('aria-label', /Clairière 7, lapin/);
  // Suit markers come 4 of each: every clearing has one now, 4 per suit.
  const labels = await root.locator('[data-lieu^="c"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  for (const suit of ['renard', 'lapin', 'souris']) expect(labels.filter((l) => l.includes(`, ${suit}\u00A0:`))).toHaveLength(4);
  // Choosing another suit swaps markers with a clearing of that suit.
  await root.getByLabel('Couleur (marqueur de clairière)').selectOption('mouse');
  await expect(root.locator('[data-lieu="c7"]')).toHaveAttribute('aria-label', /Clairière 7, souris/);
  await expect(root.getByText(/Marqueurs échangés/)).toBeVisible();
});

test('le Terrier du Duché apparaît avec le Duché, et le Duché le contrôle toujours (12.2.2)', async ({ page }) => {
  const errors = watchErrors(page);
  const root = await board(page, '/root/plateau/', 'essai');
  await expect(root.locator('[data-lieu="T"]')).toHaveCount(0);
  await root.locator('[data-lieu="c3"]').click();
  await root.getByLabel('Faction', { exact: true }).selectOption('duchy');
  await root.getByLabel('Pièce').selectOption({ label: 'Tunnel' });
  await root.getByRole('button', { name: 'Ajouter' }).click();
  const burrow = root.locator('[data-lieu="T"]');
  await expect(burrow).toHaveAttribute('aria-label', /Terrier du Duché\s:\svide\. Contrôle\s:\sDuché/);
  await burrow.focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('.verdict')).toContainText('12.2.2');
  expect(errors).toEqual([]);
});

test('un Piège face visible empêche de quitter sa clairière (13.7.2)', async ({ page }) => {
  const root = await board(page, '/root/loi/actions-principales/', 'essai-4.2');
  await root.locator('[data-lieu="c1"]').click();
  await root.getByLabel('Faction', { exact: true }).selectOption('corvids');
  await root.getByLabel('Pièce').selectOption({ label: 'Piège' });
  await root.getByLabel('face visible').check();
  await root.getByRole('button', { name: 'Ajouter' }).click();
  await expect(root.locator('[data-lieu="c1"]')).toHaveAttribute('aria-label', /Piège face visible/);
  await root.getByLabel('Faction qui se déplace').selectOption('marquise');
  await expect(root.locator('.destinations li.ok')).toHaveCount(0);
  await expect(root.locator('.verdict')).toContainText('13.7.2');
});

test('les états des factions comptent : un Vagabond hostile paie une botte de plus (9.2.9.III.b)', async ({ page }) => {
  const root = await board(page, '/root/plateau/', 'essai');
  await root.locator('[data-lieu="c9"]').click();
  await root.getByLabel('Faction', { exact: true }).selectOption('vagabond');
  await root.getByRole('button', { name: 'Ajouter' }).click();
  await root.getByRole('radio', { name: /déplacements/ }).check();
  await root.getByLabel('Faction qui se déplace').selectOption('vagabond');
  const to1 = root.locator('.destinations li').filter({ has: page.locator('strong', { hasText: /^[✔✘] Clairière 1$/ }) });
  await expect(to1).not.toContainText('9.2.9.III.b');
  await root.locator('details.joueurs summary').click();
  await root.locator('details.joueurs li').filter({ hasText: 'Vagabond' }).getByLabel('Marquise de Chat').check();
  await expect(to1).toContainText('9.2.9.III.b');
});

test('partie entièrement coopérative : les pièces des humains comptent ensemble pour le contrôle', async ({ page }) => {
  const root = await board(page, '/root/plateau/', 'essai');
  const c9 = root.locator('[data-lieu="c9"]');
  await expect(c9).toHaveAttribute('aria-label', /Contrôle\s:\spersonne/);
  await root.locator('details.joueurs summary').click();
  // Without a bot the engine refuses, in French, with its rule, and the box stays unticked.
  await root.getByLabel(/Partie entièrement coopérative/).click();
  await expect(root.getByLabel(/Partie entièrement coopérative/)).not.toBeChecked();
  await expect(root.locator('details.joueurs [role="status"]')).toContainText('Robotique 3');
  await expect(c9).toHaveAttribute('aria-label', /Contrôle\s:\spersonne/);
  // The Eyrie becomes a bot: now the humans form one team.
  await root
    .locator('details.joueurs li')
    .filter({ has: page.locator('strong', { hasText: /^Dynasties de la Canopée$/ }) })
    .getByLabel('robot', { exact: true })
    .check();
  await root.getByLabel(/Partie entièrement coopérative/).check();
  await expect(c9).toHaveAttribute('aria-label', /Contrôle\s:\s[ÉéE]quipe des humains/i);
});
