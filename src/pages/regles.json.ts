// Every numbered rule of the site: [book, number, href, title], for the
// rule-number jump in search (src/scripts/recherche-numero.ts).
import type { APIRoute } from 'astro';
import { rulesIndex, ruleHref } from '~/lib/rules-index.mjs';

export const GET: APIRoute = () => {
  const rows = rulesIndex().list.map((r) => [r.book, r.n, ruleHref(r), r.title]);
  return new Response(JSON.stringify(rows), { headers: { 'Content-Type': 'application/json' } });
};
