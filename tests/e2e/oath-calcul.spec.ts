// Issue 24, point 7: a page that never freezes. A link at the game's largest pools is computed off
// the page's thread (« Calcul… », role=status), the page keeps drawing frames meanwhile, a new
// question cancels the old computation and gives its own answer, « Annuler » stops it (by mouse
// and by keyboard), and a link over what the box holds is refused in French with its rule.
// Answers derived from the engine.
//
// The largest legal pools take about a second in the worker: a test could not count on seeing
// « Calcul… » in that second on a busy machine (that race, not the page, made a mouse click time
// out). So a test that needs the computation under way holds the worker's script (`retenir`): the
// worker exists and « Calcul… » shows until the test lets the script through; nothing waits on time.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { campaign } from '../../src/engine/oath/campaign';
import { diceBattle } from '../../src/engine/oath/duel';
import { decodeSituation, type CampaignQuestion, type DiceQuestion } from '../../src/engine/oath/situation';
import type { Fraction } from '../../src/engine/core/fraction';
import { surPlace } from '../../src/islands/oath/calcul';
import { openEssai, watchErrors as errorsOf, axeViolations } from './oath-helpers';

const frac = (f: Fraction) => (f.d === 1n ? String(f.n) : `${f.n}/${f.d}`);
const DES = '/oath/explorateurs/des/';
const CAMPAGNE = '/oath/explorateurs/campagne/';
const ID = 'explorateur';
// the Chancellor's 24 Troupes and Great Crusade counting the 34 Nomad cards of the box: 58 attack dice, against 60 defence dice
const MAX_DES = 'oath/des.24.60.armee-24.pa-164~n34';
// the Chancellor (24 Troupes) against player 3's site, pawn and four Relics: 24 dice against 15
const MAX_CAMPAGNE =
  'oath/campagne.ch.j3.c3+bannir+r212+r219+r222+r223/supr/j=ch.t24.p3,j2.p1,j3.f5.s2.p3.r212+219+222+223/m=cite_antique,vallee_fertile,grand_taudis.j3-4,tribunal,riviere,marecages,mine,bois_profonds';

const NOUVELLE = 'oath/des.24.5.armee-24.pa-164~n34';
const question = (s: string) => {
  const d = decodeSituation(s.replace(/^oath\//, ''));
  if (!d.ok) throw new Error(JSON.stringify(d.problems));
  return d.situation.question;
};
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
const open = (page: Page, address: string, root: string) => openEssai(page, address, ID, root);
/** Holds the worker's script until `lacher()`: the computation stays under way meanwhile. */
async function retenir(page: Page) {
  let lacher!: () => void;
  const tenu = new Promise<void>((ok) => (lacher = ok));
  let demandes = 0;
  await page.route(/calcul\.worker/, async (route) => {
    demandes++;
    await tenu;
    await route.continue().catch(() => undefined);
  });
  return { lacher, demandes: () => demandes };
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
  const worker = await retenir(page);
  const root = await open(page, url(DES, MAX_DES), '.oath-des');
  const box = root.locator('[data-calcul]');
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  await expect(root.getByRole('status').filter({ hasText: 'Calcul' })).toHaveText('Calcul des chances…');
  await expect(root.getByRole('button', { name: 'Annuler' })).toBeVisible();
  await framesWhileComputing(page, root);
  const before = await root.locator('.entrees').boundingBox();
  worker.lacher();
  await expect(box).toHaveAttribute('data-calcul', 'non', { timeout: 100_000 });
  expect(await root.locator('.entrees').boundingBox()).toEqual(before);
  await expect(root.locator('[data-fraction]')).toHaveText(pVictory(MAX_DES));
  await expect(root.getByRole('status').filter({ hasText: 'Calcul' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('une nouvelle question annule le calcul en cours et donne sa propre réponse', async ({ page }) => {
  const errors = errorsOf(page);
  const worker = await retenir(page);
  const root = await open(page, url(DES, MAX_DES), '.oath-des');
  const box = root.locator('[data-calcul]');
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  const input = root.locator('[data-champ="defenseDice"]');
  // the link's 60 defence dice are in the field, and the field lets the reader keep them (max 60)
  await expect(input).toHaveValue('60');
  await expect(input).toHaveAttribute('max', '60');
  await input.fill('5');
  await input.press('Tab');
  // 58 dice against 5 still goes to a worker (calcul.ts `surPlace`): a new one, the old one terminated
  expect(surPlace({ kind: 'des', q: question(NOUVELLE) as DiceQuestion })).toBe(false);
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  await expect(root.locator('[data-fraction]')).toHaveCount(0);
  worker.lacher();
  await expect(box).toHaveAttribute('data-calcul', 'non', { timeout: 100_000 });
  await expect(root.locator('[data-fraction]')).toHaveText(pVictory(NOUVELLE));
  // two workers were asked for their script; only the new question's answered
  expect(worker.demandes()).toBe(2);
  expect(errors).toEqual([]);
});

/** « Annuler » stops the computation (by `presser`), and the old answer never comes back. */
async function annuler(page: Page, root: Locator, presser: (b: Locator) => Promise<void>) {
  const box = root.locator('[data-calcul]');
  // before any answer (a link's first question) there is none: none comes after the cancel either
  const fractions = await root.locator('[data-fraction]').allTextContents();
  await presser(root.getByRole('button', { name: 'Annuler' }));
  await expect(box).toHaveAttribute('data-calcul', 'annule');
  await expect(root.getByRole('status').filter({ hasText: 'annulé' })).toHaveText('Calcul annulé\u202F: modifiez un réglage pour relancer.');
  await expect(root.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
  // the answer under it is no longer busy nor inert, and stays what it was
  await expect(root.locator('[aria-busy="true"], [inert]')).toHaveCount(0);
  expect(await root.locator('[data-fraction]').allTextContents()).toEqual(fractions);
}

for (const [nom, page0, s, sel] of [
  ['dés contre dés', DES, MAX_DES, '.oath-des'],
  ['Campagne', CAMPAGNE, MAX_CAMPAGNE, '.oath-essai'],
] as const) {
  test(`${nom} : un clic de souris sur « Annuler » arrête le calcul aussitôt`, async ({ page }) => {
    const errors = errorsOf(page);
    const worker = await retenir(page);
    const root = await open(page, url(page0, s), sel);
    await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'oui');
    // the button stands still (nothing animates under it) and the pointer reaches it: a plain click,
    // with no `force`, that Playwright only makes once the button is visible, stable and on top
    await annuler(page, root, (b) => b.click());
    // the worker's script let through now: the terminated worker answers nothing
    worker.lacher();
    await expect.poll(() => worker.demandes()).toBe(1);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'annule');
    expect(errors).toEqual([]);
  });
}

test('au clavier : « Annuler » atteint par Tab depuis le dernier réglage, puis Entrée', async ({ page }) => {
  const errors = errorsOf(page);
  await retenir(page);
  const root = await open(page, url(DES, MAX_DES), '.oath-des');
  await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'oui');
  // from the last control before the answer, Tab reaches « Annuler » (the dimmed answer is inert)
  const avant = root.locator('.entrees :is(button, select, input):not(:disabled, [tabindex="-1"])').last();
  await avant.focus();
  await page.keyboard.press('Tab');
  await expect(root.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await annuler(page, root, async () => page.keyboard.press('Enter'));
  expect(errors).toEqual([]);
});

test('« Calcul… » annoncé une fois : le statut ne change pas tant que le calcul dure ; axe sans erreur sur l’explorateur', async ({ page }) => {
  const errors = errorsOf(page);
  const worker = await retenir(page);
  const root = await open(page, url(DES, MAX_DES), '.oath-des');
  await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'oui');
  const statut = root.getByRole('status').filter({ hasText: 'Calcul' });
  await expect(statut).toHaveCount(1);
  // every change to the live region over a few frames: none while the computation lasts
  const changes = await statut.evaluate(
    (el) =>
      new Promise<number>((ok) => {
        let n = 0;
        const obs = new MutationObserver((m) => (n += m.length));
        obs.observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
        let frames = 0;
        const f = () => (++frames < 10 ? requestAnimationFrame(f) : (obs.disconnect(), ok(n)));
        requestAnimationFrame(f);
      }),
  );
  expect(changes).toBe(0);
  await expect(statut).toHaveText('Calcul des chances…');
  expect(await axeViolations(page, `.oath-des[data-essai="${ID}"]`)).toEqual([]);
  worker.lacher();
  await expect(root.locator('[data-calcul]')).toHaveAttribute('data-calcul', 'non', { timeout: 100_000 });
  expect(errors).toEqual([]);
});

test('une Campagne de 24 dés contre 15 : calculée hors du fil de la page, la réponse du moteur', async ({ page }) => {
  const errors = errorsOf(page);
  const worker = await retenir(page);
  const root = await open(page, url(CAMPAGNE, MAX_CAMPAGNE), '.oath-essai');
  const box = root.locator('[data-calcul]');
  await expect(box).toHaveAttribute('data-calcul', 'oui');
  await framesWhileComputing(page, root);
  expect(await axeViolations(page, `.oath-essai[data-essai="${ID}"]`)).toEqual([]);
  worker.lacher();
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
