// French typography on every built page: a non-breaking space (never a plain
// one) before « : ; ! ? » and inside « ». Reads the real built site (dist/).
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function* htmlFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) {
      if (e !== '_astro' && e !== 'pagefind') yield* htmlFiles(p);
    } else if (e.endsWith('.html')) yield p;
  }
}

function visibleText(html: string): string {
  return html
    .replace(/<(script|style|code|pre|svg|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00A0')
    .replace(/&#(\d+);/g, (_m, d) => String.fromCharCode(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&(amp|lt|gt|quot);/g, ' ');
}

test('espaces insécables avant : ; ! ? et dans « » sur toutes les pages', () => {
  const faults: string[] = [];
  for (const file of htmlFiles('dist')) {
    const text = visibleText(readFileSync(file, 'utf8'));
    for (const m of text.matchAll(/(.{0,25})(?: [:;!?](?=[\s<]|$)|« | »)(.{0,10})/g)) {
      faults.push(`${file} : « …${m[0].replace(/\s+/g, ' ')}… »`);
    }
  }
  expect(faults.slice(0, 30)).toEqual([]);
});

// The cards' ids of the card site (« OATH-255 ») are not printed on the cards: a reader sees one only
// in the sites' reference table, whose column says what it is
test('aucun identifiant de carte d’Oath dans le texte des pages', () => {
  const faults: string[] = [];
  for (const file of htmlFiles('dist')) {
    if (file.endsWith(join('oath', 'sites', 'index.html'))) continue;
    for (const m of visibleText(readFileSync(file, 'utf8')).matchAll(/.{0,30}OATH-\d{3}.{0,10}/g)) faults.push(`${file} : « …${m[0].replace(/\s+/g, ' ')}… »`);
  }
  expect(faults.slice(0, 30)).toEqual([]);
});
