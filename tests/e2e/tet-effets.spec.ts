// The cards' effects in the Tiny Epic Tactics explorer (effets.ts; issue 25, point 3): an ability
// described under a unit changes the answers; a Tactic card played before an action of the turn; both
// survive a shared link opened in a fresh browser. Expected values come from the engine.
import { test, expect, type Page, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { decodeSetup, encodeSituation, fromSetup, moves } from '../../src/engine/tet';
import { evaluateSituation } from '../../src/engine/games';
import { withEffects } from '../../src/engine/tet/validate';
import grille from '../../content/tiny-epic-tactics/situations/deplacement-4-2.json' with { type: 'json' };
import melee43 from '../../content/tiny-epic-tactics/situations/melee-4-3.json' with { type: 'json' };
import tactique73 from '../../content/tiny-epic-tactics/situations/tactique-7-3.json' with { type: 'json' };

const GRILLE = '/tiny-epic-tactics/explorateurs/grille/';
const TACTIQUE = '/tiny-epic-tactics/regles/cartes-tactique/';

async function open(page: Page, url: string, id: string): Promise<Locator> {
  await page.goto(url);
  const root = page.locator(`.tet-essai[data-essai="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-pret', 'oui');
  return root;
}

function position(setup: string) {
  const d = decodeSetup(setup);
  if (!d.ok) throw new Error('notation illisible');
  const p = fromSetup(d.value);
  if (!p.ok) throw new Error('position invalide');
  return p.value;
}

test('une capacité Passive décrite sous l’unité change ses déplacements, et le lien la garde', async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const unit = grille.question.unit;
  const pos = position(grille.setup);
  const u = pos.byId.get(unit)!;
  const before = moves(pos, u).reachable.length;
  // the editor's first ability: +1 en Déplacement, the same as the engine's
  const withFx = withEffects(pos, [{ name: 'Capacité 1', source: 'passive', unit, kind: 'deplacement', n: 1 }]);
  const after = moves(withFx, withFx.byId.get(unit)!).reachable.length;
  expect(after).toBeGreaterThan(before);

  const root = await open(page, GRILLE, 'explorateur');
  await expect(root.locator('.case[data-cout]')).toHaveCount(before);
  await root.locator(`.case[data-case="${u.at}"]`).click();
  const cap = root.locator(`[data-capacites="${unit}"]`);
  await expect(cap).toContainText('Aucune capacité décrite');
  await cap.getByRole('button', { name: `Décrire une capacité de ${unit}` }).click();
  await expect(root.locator('.case[data-cout]')).toHaveCount(after);
  // its token says so, to the eye and to a screen reader
  await expect(root.locator(`.case[data-case="${u.at}"] .capacite`)).toBeVisible();
  await expect(root.locator(`.case[data-case="${u.at}"]`)).toHaveAccessibleName(/1\u00A0capacité décrite/);
  // its name, typed then Entrée: the summary and the reasons say it
  const nom = cap.getByLabel('Nom de la carte');
  await nom.fill('Pas léger');
  await nom.press('Enter');
  await expect(cap.getByRole('button', { name: /^Retirer «\s?Pas léger\s?»$/ })).toBeVisible();
  await expect(root.locator('.reponse')).toContainText(/«\s?Pas léger\s?»/);
  // the link keeps it, in a fresh browser
  await root.getByRole('button', { name: 'Copier le lien de la situation' }).click();
  const link = await root.getByLabel('Lien de la situation').inputValue();
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  const again = await open(other, link, 'explorateur');
  await expect(again.locator('.case[data-cout]')).toHaveCount(after);
  await again.locator(`.case[data-case="${u.at}"]`).click();
  await expect(again.locator(`[data-capacites="${unit}"]`).getByLabel('Nom de la carte')).toHaveValue('Pas léger');
  await ctx.close();
  // removed: back to the card's values
  await cap.getByRole('button', { name: /^Retirer «\s?Pas léger\s?»$/ }).click();
  await expect(root.locator('.case[data-cout]')).toHaveCount(before);
  expect(errors).toEqual([]);
});

test('à côté de 7.3 : la carte Tactique de la première action se joue, se retire au clavier, et axe ne trouve rien', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const card = tactique73.question.actions[0]!.tactique!.name;
  const root = await open(page, TACTIQUE, 'essai-7.3');
  const etape1 = root.locator('[data-etape="1"]');
  await expect(etape1).toContainText(new RegExp(`«\\s?${card}\\s?»`));
  await expect(etape1.locator('a.regle', { hasText: '7.4' })).toBeVisible();
  const santeAvec = await etape1.locator('[data-apres]').innerText();
  const results = await new AxeBuilder({ page }).include('.tet-essai[data-essai="essai-7.3"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  // « Ne pas jouer de carte », from the keyboard: the step no longer names it, and g2 keeps more Santé
  const retirer = root.locator('[data-tactique="1"]').getByRole('button', { name: 'Ne pas jouer de carte' });
  await retirer.focus();
  await page.keyboard.press('Enter');
  await expect(etape1).not.toContainText(new RegExp(`«\\s?${card}\\s?»`));
  await expect(etape1.locator('[data-apres]')).not.toHaveText(santeAvec);
  await expect(root.locator('[data-tactique="1"]').getByRole('checkbox')).not.toBeChecked();
  expect(errors).toEqual([]);
});

for (const width of [390, 1366]) {
  test(`à ${width} px : les éditeurs d’effets ne dépassent ni de l’îlot ni de l’écran`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const root = await open(page, TACTIQUE, 'essai-7.3');
    await root.locator('.case[data-case="C3"]').click();
    await root.getByRole('button', { name: 'Décrire une capacité de g1' }).click();
    const box = (await root.boundingBox())!;
    for (const el of await root.locator('.effet').all()) {
      const b = (await el.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('à côté de 4.3 : une carte Tactique jouée pour la question change les dégâts comme le moteur ; un lien qui en décrit une illisible le dit', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tactique = { name: 'Carte Tactique', kind: 'degats', n: 2 };
  const ask = (q: object) => evaluateSituation({ ...melee43, question: { ...melee43.question, ...q } }) as unknown as { ok: boolean; result: { damage: number } };
  expect(ask({}).ok).toBe(true);
  const d0 = ask({}).result.damage;
  const d2 = ask({ tactique }).result.damage;
  expect(d2).toBe(d0 + 2);
  const root = await open(page, '/tiny-epic-tactics/regles/actions/', 'essai-4.3');
  const reponse = root.locator('.reponse');
  await expect(reponse).toContainText(`${d0}\u00A0dégâts`);
  const zone = root.locator('[data-tactique-question]');
  await zone.getByRole('checkbox').check();
  await zone.getByLabel('Effet').selectOption('degats');
  await expect(zone.getByLabel('Effet').locator('option[value="soin"]')).toHaveCount(0); // a healing card only in a turn
  const n = zone.getByRole('spinbutton', { name: /^Dégâts/ });
  await n.fill('2');
  await n.press('Tab');
  await expect(reponse).toContainText(`${d2}\u00A0dégâts`);
  await expect(reponse.locator('a.regle', { hasText: '7.3' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.tet-essai[data-essai="essai-4.3"] [data-question]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // a link whose card is unreadable: an alert in French, the question asked without it
  const bad = encodeSituation({ v: 1, setup: melee43.setup, question: { ...melee43.question, tactique: { name: 'X', kind: 'inconnu' } } } as never);
  await page.goto(`/tiny-epic-tactics/regles/actions/?essai=essai-4.3&s=${encodeURIComponent(`tet/${bad}`)}#essai-4.3`);
  const again = page.locator('.tet-essai[data-essai="essai-4.3"]');
  await expect(again).toHaveAttribute('data-pret', 'oui');
  await expect(again.getByRole('alert')).toContainText('carte Tactique');
  await expect(again.locator('.reponse')).toContainText(`${d0}\u00A0dégâts`);
  expect(errors).toEqual([]);
});
