import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ID = 'explorateur';
const L = {
  des: ['/oath/explorateurs/des/', 'oath/des.24.60.armee-24.pa-164~n34', '.oath-des'],
  campagne: ['/oath/explorateurs/campagne/', 'oath/campagne.ch.j3.c3+bannir+r212+r219+r222+r223/supr/j=ch.t24.p3,j2.p1,j3.f5.s2.p3.r212+219+222+223/m=cite_antique,vallee_fertile,grand_taudis.j3-4,tribunal,riviere,marecages,mine,bois_profonds', '.oath-essai'],
};
for (const [nom, [p, s, sel]] of Object.entries(L)) for (const [w, h] of [[1366, 800], [390, 844]]) for (const theme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR' });
  await ctx.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
  const page = await ctx.newPage();
  let lacher; const tenu = new Promise((ok) => (lacher = ok));
  await page.route(/calcul\.worker/, async (r) => { await tenu; await r.continue().catch(() => {}); });
  await page.goto(`http://127.0.0.1:4418${p}?essai=${ID}&s=${encodeURIComponent(s)}#${ID}`);
  const root = page.locator(`${sel}[data-essai="${ID}"]`);
  await root.locator('[data-calcul="oui"]').waitFor({ state: 'attached' });
  // the answer's top in view (on a phone it comes after the controls)
  await root.locator('[data-calcul]').evaluate((e, m) => window.scrollTo(0, e.getBoundingClientRect().top + scrollY - m), w < 800 ? 120 : 200);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  await page.screenshot({ path: `/tmp/shots-ocalcul2/${nom}-${w}-${theme}-calcul.png` });
  if (w > 800) { await page.evaluate(() => window.scrollBy(0, 500)); await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))); await page.screenshot({ path: `/tmp/shots-ocalcul2/${nom}-${w}-${theme}-calcul-defile.png` }); await page.evaluate(() => window.scrollBy(0, -500)); }
  lacher();
  await root.locator('[data-calcul="non"]').waitFor({ state: 'attached', timeout: 120000 });
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  await page.screenshot({ path: `/tmp/shots-ocalcul2/${nom}-${w}-${theme}-apres.png` });
  await ctx.close();
}
await b.close();
