// Every numbered rule of the site, for the rule-number jump in search
// (src/scripts/recherche-numero.ts): the books with the words that name them,
// and one row [game, book, number, href, title] per rule.
import type { APIRoute } from 'astro';
import { ruleJumpData } from '~/lib/rules-index.mjs';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(ruleJumpData()), { headers: { 'Content-Type': 'application/json' } });
