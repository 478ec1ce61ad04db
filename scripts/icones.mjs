// node scripts/icones.mjs — draws the PNG icons of the web manifest from
// public/favicon.svg with Debian's Chromium (the only drawing tool here), so
// the icons never drift from the favicon. Run it after changing the favicon.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/favicon.svg', 'utf8');
const ICONS = [
  // [file, size, maskable: the drawing shrunk into the safe circle on a full background]
  ['public/icone-192.png', 192, false],
  ['public/icone-512.png', 512, false],
  ['public/icone-masquable-512.png', 512, true],
  ['public/apple-touch-icon.png', 180, true],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [file, size, maskable] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.72) : size;
  const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#23472b' : 'transparent'}">` +
      `<img src="${uri}" width="${inner}" height="${inner}"></body>`,
  );
  await page.screenshot({ path: file, omitBackground: !maskable });
}
await browser.close();
