// Issue 24, point 7: a page that never freezes. A link at the game's largest pools is computed off
// the page's thread (« Calcul… », role=status), the page keeps drawing frames meanwhile, a new
// question cancels the old computation and gives its own answer, « Annuler » stops it, and a link
// over what the box holds is refused in French with its rule. Answers derived from the engine.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { campaign } from '../../src/engine/oath/campaign';
import { diceBattle } from '../../src/engine/oath/duel';
import { decodeSituation, type CampaignQuestion, type DiceQuestion } from '../../src/engine/oath/situation';
import type { Fraction } from '../../src/engine/core/fraction';

const frac = (f: Fraction) => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);
const DES = '/oath/explorateurs/des/';
const CAMPAGNE = '/oath/explorateurs/campagne/';
const ID = 'explorateur';
// the Chancellor's 24 Troupes and Great Crusade counting the 34 Nomad cards of the box: 58 attack dice, against 60 defence dice
const MAX_DES = 'oath/des.24.60.armee-24.pa-164~n34';
// the Chancellor (24 Troupes) against player 3's site, pawn and four Relics: 24 dice against 15
const MAX_CAMPAGNE =
  'oath/campagne.ch.j3.c3+bannir+r212+r219+r222+r223/supr/j=ch.t24.p3,j2.p1,j3.f5.s2.p3.r212+219+222+223/m=cite_antique,vallee_fertile,grand_taudis.j3-4,tribunal,riviere,marecages,mine,bois_profonds';

const url = (page: string, s: string) => `${page}?essai=${ID}&s=${encodeURIComponent(s)}#${ID}`;
function pVictory(s: string): string {
  const d = decodeSituation(s.replace(/^oath\//, ''));
  if (!d.ok) throw new Error(JSON.stringify(d.problems));
  const q = d.situation.question;
  if (q.kind === 'dice') {
    const { kind: _k, ...p } = q as DiceQuestion;
    void _k;
    const a = diceBattle(p);
    if (!a.ok) throw new Error('dés');
    return frac(a.pVictory);
  }
  const { kind: _k, keep: _p, roll: _r, ...p } = q as CampaignQuestion;
  void _k, void _p, void _r;
  const a = campaign(d.situation.setup, p);
  if (!a.ok) throw new Error('campagne');
  return frac(a.pVictory);
}
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};
async function open(page: Page, address: string, root: string): Promise<Locator> {
  await page.goto(address);
  const r = page.locator(`${root}[data-essai="${ID}"]`);
  await r.scrollIntoViewIfNeeded();
  await expect(r).toHaveAttribute('data-pret', 'oui');
  return r;
}
/** The page draws a frame while the worker computes: the main thread is free. */
async function framesWhileComputing(page: Page, root: Locator) {
  const state = await root.locator('[data-calcul]').evaluate((el) => new Promise<string>((ok) => requestAnimationFrame(() => ok((el as HTMLElement).dataset.calcul ?? ''))));
  expect(state).toBe('oui');
  // a control still answers: the sacrifice radio is checked at once
  await expect(page.locator('[data-calcul="oui"]')).toHaveCount(1);
}

test.describe.configure({ timeout: 120_000 });

test('dés contre dés aux plus grandes réserves : « Calcul… » hors du fil de la page, puis la réponse du moteur', async ({ page }) => {
  const errors = errorsOf(page);
  const root = await open(page, url(DES, MAX_DES), '.oath-des');
  const box = root.locator('[data-calcul]');
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  await expect(root.getByRole('status').filter({ hasText: 'Calcul' })).toHaveText('Calcul des chances…');
  await expect(root.getByRole('button', { name: 'Annuler' })).toBeVisible();
  await framesWhileComputing(page, root);
  const before = await root.locator('.entrees').boundingBox();
  await expect(box).toHaveAttribute('data-calcul', 'non', { timeout: 100_000 });
  expect(await root.locator('.entrees').boundingBox()).toEqual(before);
  await expect(root.locator('[data-fraction]')).toHaveText(pVictory(MAX_DES));
  await expect(root.getByRole('status').filter({ hasText: 'Calcul' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('une nouvelle question annule le calcul en cours et donne sa propre réponse ; « Annuler » l’arrête', async ({ page }) => {
  const errors = errorsOf(page);
  let root = await open(page, url(DES, MAX_DES), '.oath-des');
  const box = root.locator('[data-calcul]');
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  const input = root.locator('[data-champ="defenseDice"]');
  await input.fill('5');
  await input.press('Tab');
  // 58 dice against 5 is small again: answered on the page, the worker terminated
  await expect(box).toHaveAttribute('data-calcul', 'non');
  await expect(root.locator('[data-fraction]')).toHaveText(pVictory('oath/des.24.5.armee-24.pa-164~n34'));

  await page.goto('about:blank');
  root = await open(page, url(DES, MAX_DES), '.oath-des');
  await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'oui');
  // by keyboard: the reader tabs to « Annuler » and presses Enter
  await root.getByRole('button', { name: 'Annuler' }).focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'annule');
  await expect(root.getByRole('status').filter({ hasText: 'annulé' })).toContainText('Calcul annulé');
  expect(errors).toEqual([]);
});

test('une Campagne de 24 dés contre 15 : calculée hors du fil de la page, la réponse du moteur', async ({ page }) => {
  const errors = errorsOf(page);
  const root = await open(page, url(CAMPAGNE, MAX_CAMPAGNE), '.oath-essai');
  const box = root.locator('[data-calcul]');
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  await framesWhileComputing(page, root);
  await expect(box).toHaveAttribute('data-calcul', 'non', { timeout: 100_000 });
  await expect(root.locator('[data-fraction]').first()).toHaveText(pVictory(MAX_CAMPAGNE));
  expect(errors).toEqual([]);
});

test('un lien au-delà de ce que contient la boîte : refusé en français, avec sa règle', async ({ page }) => {
  const errors = errorsOf(page);
  const root = await open(page, url(DES, 'oath/des.24.15.armee-24.pa-060~n6'), '.oath-des');
  const alert = root.getByRole('alert');
  await expect(alert).toContainText('au plus 5');
  await expect(alert).toContainText('Guerriers Apparentés');
  await expect(alert).not.toContainText(/OATH-|~n|des\./);
  await expect(alert.locator('a.regle[href$="#7.5"]')).toBeVisible();
  expect(errors).toEqual([]);
});
