import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlAll, legalMoves, validate, type Reason, type Setup } from '../../src/engine/root/index';
import { validSetup } from './arbitraries';
import { filesUnder } from '../fichiers';

const numbers = JSON.parse(readFileSync(new URL('../../src/data/root-rule-numbers.json', import.meta.url), 'utf8')) as { loi: string[]; robotique: string[] };
const LOI = new Set(numbers.loi);
const ROBOT = new Set(numbers.robotique);

function exists(rule: string): boolean {
  if (rule === 'format') return true;
  if (rule.startsWith('R')) return ROBOT.has(rule.slice(1));
  return LOI.has(rule);
}

/** Rule numbers quoted inside a text: « (9.5.1, 9.2.9.III.b) », « (R7.4.3) ». */
function quoted(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\(([^()]*)\)/g)) {
    for (const part of m[1]!.split(/,\s*/)) {
      const t = part.trim();
      if (/^R?(?:\d+|[A-G])(?:\.(?:\d+|[IVX]+|[a-z]))+$/.test(t) || /^R\d+$/.test(t)) out.push(t);
    }
  }
  return out;
}

function checkReasons(rs: Reason[]) {
  for (const r of rs) {
    expect(exists(r.rule), `règle inconnue ${r.rule} : ${r.text}`).toBe(true);
    for (const q of quoted(r.text)) expect(exists(q), `règle citée inconnue ${q} dans « ${r.text} »`).toBe(true);
    // French typography: a non-breaking space before : ; ! ? and inside « »
    // (text quoted from the input, between « », is the reader's own and is left aside)
    const own = r.text.replace(/«\u00a0.*?\u00a0»/g, '«»');
    expect(own, r.text).not.toMatch(/[^\u00a0][:;!?](\s|$)/);
    expect(r.text, r.text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
  }
}

describe('règles citées', () => {
  it('chaque numéro de règle écrit dans le moteur existe dans la Loi ou la Robotique', () => {
    const src = new URL('../../src/engine/root/', import.meta.url).pathname;
    const found = new Set<string>();
    for (const f of filesUnder(src, ['.ts'])) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/(?:reason|problem)\(\s*'([^']+)'/g)) found.add(m[1]!);
      for (const m of text.matchAll(/ruleOf\([^,]+,\s*'[a-z0-9]+',\s*'([^']+)',\s*'([^']+)'\)/g)) {
        found.add(m[1]!);
        found.add(m[2]!);
      }
      for (const m of text.matchAll(/source: \[([^\]]*)\]/g)) for (const s of m[1]!.matchAll(/'([^']+)'/g)) found.add(s[1]!);
    }
    expect(found.size).toBeGreaterThan(60);
    const missing = [...found].filter((r) => !exists(r));
    expect(missing).toEqual([]);
  });

  it('les verdicts citent des règles existantes, en typographie française', () => {
    fc.assert(
      fc.property(validSetup, (s: Setup) => {
        for (const v of controlAll(s)) checkReasons(v.reasons);
        for (const f of Object.keys(s.players) as (keyof Setup['players'])[]) {
          for (const from of [1, 5, 10, 12, 'terrier' as const]) {
            const m = legalMoves(s, f, from);
            checkReasons(m.reasons);
            for (const d of m.destinations) checkReasons(d.reasons);
          }
          const vag = Object.entries(s.forests ?? {})[0];
          if (vag) for (const d of legalMoves(s, f, { forest: vag[0] }).destinations) checkReasons(d.reasons);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('les problèmes de validation citent des règles existantes', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const v = validate(x);
        if (!v.ok) checkReasons(v.problems);
      }),
      { numRuns: 300 },
    );
  });
});
