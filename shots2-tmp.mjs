import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4422/root/explorateurs/tour/';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1366, 800], [390, 844]]) for (const theme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
  await ctx.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
  const p = await ctx.newPage();
  await p.goto(base);
  const tour = p.locator('.tour-faction[data-tour="pret"]');
  await tour.waitFor();
  await tour.getByLabel('Faction', { exact: true }).selectOption('eyrie');
  await p.locator('.tour-faction[data-tour="pret"]').waitFor();
  await p.locator('details.etat > summary').click();
  await p.getByText('Je précise').first().click().catch(() => {});
  await p.locator('details.suite > summary').click();
  await tour.screenshot({ path: `/tmp/shots-ilot-tour/eyrie-${w}-${theme}.png` });
  const sw = await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  console.log(w, theme, sw);
  await ctx.close();
}
await b.close();
