// node scripts/verifier-csp.mjs — after `npm run build`: every page of dist/
// has its Content-Security-Policy <meta>, the policy allows
// no 'unsafe-inline' script, every inline script of the page is allowed by its
// hash, and no element carries an inline event handler (onclick=…), which no
// hash can allow. Exits non-zero with the faults, page by page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const pages = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.html')) pages.push(path);
  }
};
walk('dist');

const faults = [];
for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const meta = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/i);
  if (!meta) {
    faults.push(`${page}: no CSP <meta>`);
    continue;
  }
  // (Starlight writes its theme script before the <meta> Astro adds: a <meta> policy
  // only governs what follows it, so every inline script must be allowed by hash
  // anyway, which is also what the header policy of public/_headers needs.)
  const scriptSrc = meta[1].split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'")) faults.push(`${page}: script-src allows inline or eval`);
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs) || /type="application\/(ld\+)?json"/i.test(attrs)) continue;
    const hash = `'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`;
    if (!scriptSrc.includes(hash)) faults.push(`${page}: inline script not allowed by hash ${hash}: ${m[2].slice(0, 80)}…`);
  }
  for (const m of html.matchAll(/<[a-z][\w-]*\s[^>]*?\son[a-z]+=/gi)) faults.push(`${page}: inline event handler: ${m[0].slice(0, 80)}`);
}
if (faults.length) {
  console.error(faults.slice(0, 40).join('\n') + (faults.length > 40 ? `\n… ${faults.length - 40} more` : ''));
  process.exit(1);
}
console.log(`CSP: ${pages.length} pages, every inline script allowed by its hash, no inline handler.`);
