// Every rule the Oath engine cites is a number of La Loi d’Oath as the site anchors it
// (src/data/oath-rule-numbers.json), or the pseudo-rule « format »; texts in French typography.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateSituation } from '../../../src/engine/oath/evaluate';
import { validate } from '../../../src/engine/oath/validate';
import { campaign, resolveRoll, type CampaignParams } from '../../../src/engine/oath/campaign';
import { CAMPAIGN_CARDS } from '../../../src/engine/oath/cards';
import { validSetup } from './arbitraries';
import { BASE, pos } from './helpers';

const NUMBERS = new Set((JSON.parse(readFileSync(new URL('../../../src/data/oath-rule-numbers.json', import.meta.url), 'utf8')) as { oath: string[] }).oath);
const exists = (r: string) => r === 'format' || NUMBERS.has(r);

/** Rule numbers quoted inside a text: « (2.5.3) », « (5.5.7.III) », « (3.3.1, English labels) ». */
function quoted(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\(([^()]*)\)/g))
    for (const part of m[1]!.split(/,\s*|\s*;\s*/)) {
      const t = part.trim();
      if (/^\d+(?:\.(?:\d+|[IVX]+))+$/.test(t)) out.push(t);
    }
  return out;
}

/** Every { rule, text } inside an answer. */
function reasonsIn(x: unknown, out: { rule: string; text: string }[] = []): { rule: string; text: string }[] {
  if (Array.isArray(x)) for (const y of x) reasonsIn(y, out);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o.rule === 'string' && typeof o.text === 'string') out.push({ rule: o.rule, text: o.text });
    for (const v of Object.values(o)) reasonsIn(v, out);
  }
  return out;
}

function check(rs: { rule: string; text: string }[]) {
  for (const r of rs) {
    expect(exists(r.rule), `règle inconnue ${r.rule} : ${r.text}`).toBe(true);
    for (const q of quoted(r.text)) expect(exists(q), `règle citée inconnue ${q} dans « ${r.text} »`).toBe(true);
    const own = r.text.replace(/«\u00a0.*?\u00a0»/g, '«»');
    expect(own, r.text).not.toMatch(/[^\u00a0][:;!?](\s|$)/);
    expect(r.text, r.text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
  }
}

describe('rules cited by the Oath engine', () => {
  it('every rule number written in src/engine/oath is in the Law of Oath', () => {
    const dir = new URL('../../../src/engine/oath/', import.meta.url);
    const found = new Set<string>();
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      for (const m of text.matchAll(/(?:reason|problem|step|P)\(\s*'([^']+)'/g)) found.add(m[1]!);
      for (const m of text.matchAll(/rule: '([^']+)'/g)) found.add(m[1]!);
    }
    expect(found.size).toBeGreaterThan(40);
    expect([...found].filter((r) => !exists(r))).toEqual([]);
  });

  it('every campaign card, used alone on the standard position, gives reasons citing real rules', () => {
    for (const c of CAMPAIGN_CARDS) {
      const side = c.side === 'defender' ? 'defender' : 'attacker';
      const params = { ...BASE, targets: [...BASE.targets], ...(c.kind === 'persistent' ? { powers: [{ card: c.id, side, n: 1, site: 3 }] } : { plans: { [side]: [{ card: c.id, n: 1, site: 3 }] } }) } as CampaignParams;
      const r = campaign(pos(), params);
      check(r.ok ? r.reasons : r.problems);
      const roll = resolveRoll(pos(), params, { defense: { shield: 1, double: 1, blank: 1 }, attack: { hollowSword: 1, sword: 2, twoSwordsSkull: 1 } });
      check(roll.ok ? roll.steps : roll.problems);
    }
  });

  it('property: validation problems cite real rules, in French typography', () => {
    fc.assert(
      fc.property(fc.anything(), validSetup, fc.string(), fc.anything(), (x, s, k, v) => {
        const a = validate(x);
        if (!a.ok) check(a.problems);
        const bent = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
        (bent.players as Record<string, Record<string, unknown>>).chancellor![k.slice(0, 8) || 'warbands'] = v;
        const b = validate(bent);
        if (!b.ok) check(b.problems);
      }),
      { numRuns: 200 },
    );
  });

  it('property: every answer on legal positions cites real rules', () => {
    const kinds = ['position', 'title', 'end', 'supply'] as const;
    fc.assert(
      fc.property(validSetup, fc.constantFrom(...kinds, 'travel', 'campaign'), fc.integer({ min: 1, max: 8 }), (setup, kind, slot) => {
        const question =
          kind === 'travel'
            ? { kind, player: 'chancellor', from: slot }
            : kind === 'campaign'
              ? { kind, attacker: 'chancellor', defender: Object.keys(setup.players)[1] ?? 'bandits', targets: [{ site: slot }, { banish: true }] }
              : { kind };
        const a = evaluateSituation({ setup, question });
        check(reasonsIn(a));
      }),
      { numRuns: 150 },
    );
  });
});
