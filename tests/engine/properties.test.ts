import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPiece,
  controlAll,
  decodeSetup,
  decodeSituation,
  encodeSetup,
  encodeSituation,
  evaluateSituation,
  legalMoves,
  normalizeSetup,
  removePiece,
  validate,
  type Setup,
} from '../../src/engine/root/index';
import { validSetup } from './arbitraries';

const RUNS = { numRuns: 300 };

/** Random mutations of a JSON value: replace, delete or add at a random path. */
const mutation = fc.record({ path: fc.array(fc.nat(20), { maxLength: 5 }), value: fc.anything(), action: fc.constantFrom('set', 'delete', 'proto') });

function mutate(x: unknown, m: { path: number[]; value: unknown; action: string }): unknown {
  const root = JSON.parse(JSON.stringify(x)) as unknown;
  let cur: unknown = root;
  for (let i = 0; i < m.path.length; i++) {
    if (typeof cur !== 'object' || cur === null) break;
    const keys = Object.keys(cur);
    if (!keys.length) break;
    const k = keys[m.path[i]! % keys.length]!;
    const last = i === m.path.length - 1;
    const o = cur as Record<string, unknown>;
    if (last) {
      if (m.action === 'delete') delete o[k];
      else if (m.action === 'proto') Object.defineProperty(o, '__proto__', { value: m.value, enumerable: true, configurable: true, writable: true });
      else o[k] = m.value;
      return root;
    }
    cur = o[k];
  }
  return root;
}

describe('propriétés', () => {
  it('validate() ne lève jamais d’exception (fc.anything)', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const v = validate(x);
        expect(typeof v.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('validate() ne lève jamais d’exception sur du JSON', () => {
    fc.assert(fc.property(fc.json(), (j) => void validate(JSON.parse(j))), { numRuns: 500 });
  });

  it('validate() ne lève jamais d’exception sur des positions mutées', () => {
    fc.assert(
      fc.property(validSetup, fc.array(mutation, { minLength: 1, maxLength: 3 }), (s, ms) => {
        let x: unknown = s;
        for (const m of ms) x = mutate(x, m);
        const v = validate(x);
        if (v.ok) {
          // a mutated position that is still valid is answered without exception
          controlAll(v.setup);
        }
      }),
      RUNS,
    );
  });

  it('les positions générées sont valides et normalisées', () => {
    fc.assert(
      fc.property(validSetup, (s) => {
        const v = validate(s);
        expect(v.problems).toEqual([]);
        expect(normalizeSetup(s)).toEqual(s);
      }),
      RUNS,
    );
  });

  it('notation : decode(encode(s)) = normalise(s)', () => {
    fc.assert(
      fc.property(validSetup, (s) => {
        const text = encodeSetup(s);
        expect(text).toMatch(/^[a-zT0-9_\-.,;:=!()/]+$/);
        const d = decodeSetup(text);
        expect(d.ok).toBe(true);
        if (d.ok) expect(d.setup).toEqual(normalizeSetup(s));
        // and the same through percent-encoding, as in a query string
        const d2 = decodeSetup(encodeURIComponent(text));
        expect(d2).toEqual(d);
      }),
      RUNS,
    );
  });

  it('situations : decode(encode(s)) garde la question et la position', () => {
    fc.assert(
      fc.property(validSetup, fc.integer({ min: 1, max: 12 }), fc.string({ maxLength: 20 }), (setup, c, title) => {
        const s = { v: 1 as const, setup, question: { kind: 'control' as const, clearing: c }, rule: '2.5', ...(title ? { title } : {}) };
        const d = decodeSituation(encodeSituation(s));
        expect(d.ok).toBe(true);
        if (d.ok) expect(d.situation).toEqual({ v: 1, setup: normalizeSetup(setup), question: s.question, rule: '2.5', ...(title ? { title } : {}) });
      }),
      RUNS,
    );
  });

  it('encodeSituation ne lève jamais d’exception, même sur un titre ou une règle avec une demi-paire UTF-16 isolée', () => {
    // fc.string({ unit: 'binary' }) draws any code point; binary-ascii… and the constants add lone halves
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const anyText = fc.oneof(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), maxLength: 12 }), fc.constantFrom('\uD800', 'a\uDFFFb', '\uDBFF\uDBFF'), fc.string({ unit: 'grapheme', maxLength: 8 }));
    fc.assert(
      fc.property(validSetup, anyText, anyText, (setup, title, rule) => {
        const s = { v: 1 as const, setup, question: { kind: 'control' as const, clearing: 1 }, rule, title };
        const text = encodeSituation(s);
        expect(typeof text).toBe('string');
        // the link still reads back: a lone half becomes U+FFFD, a well-formed title comes back whole
        const d = decodeSituation(text);
        if (d.ok && title && !lone.test(title)) expect(d.situation.title).toBe(title);
      }),
      RUNS,
    );
  });

  it('decodeSetup et decodeSituation ne lèvent jamais d’exception', () => {
    const alphabet = fc.constantFrom(...'automnelachivergj=tcnrfo/:;,.-_!()0123456789%Tmvkswadplxz '.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 60 }), fc.anything()), (t) => {
        expect(typeof decodeSetup(t).ok).toBe('boolean');
        expect(typeof decodeSituation(t).ok).toBe('boolean');
        expect(typeof evaluateSituation(t).ok).toBe('boolean');
      }),
      { numRuns: 1500 },
    );
  });

  it('decodeSetup tient bon sur des notations valides abîmées', () => {
    fc.assert(
      fc.property(validSetup, fc.nat(), fc.nat(3), fc.string({ maxLength: 3 }), (s, at, del, ins) => {
        const t = encodeSetup(s);
        const i = at % (t.length + 1);
        const broken = t.slice(0, i) + ins + t.slice(i + del);
        const d = decodeSetup(broken);
        if (!d.ok) for (const p of d.problems) expect(p.text.length).toBeGreaterThan(3);
        else validate(d.setup);
      }),
      RUNS,
    );
  });

  it('éditer ne fait jamais dépasser les limites', () => {
    const piece = fc.oneof(
      fc.record({ type: fc.constant('warrior' as const), owner: fc.constantFrom('marquise', 'eyrie', 'alliance', 'duchy', 'forest_patrol'), count: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ type: fc.constant('building' as const), owner: fc.constantFrom('marquise', 'eyrie', 'duchy'), kind: fc.constantFrom('sawmill', 'roost', 'market', 'citadel') }),
      fc.record({ type: fc.constant('token' as const), owner: fc.constantFrom('marquise', 'alliance', 'corvids'), kind: fc.constantFrom('wood', 'keep', 'sympathy', 'snare') }),
      fc.record({ type: fc.constant('pawn' as const), owner: fc.constantFrom('vagabond' as const, 'vagabond2' as const) }),
      fc.constant({ type: 'ruin' as const }),
      fc.constant({ type: 'monument' as const }),
    );
    fc.assert(
      fc.property(validSetup, fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), piece, fc.boolean()), { maxLength: 30 }), (s0, edits) => {
        let s: Setup = s0;
        for (const [place, p, remove] of edits) {
          const before = JSON.stringify(s);
          const r = remove ? removePiece(s, place, p as never) : addPiece(s, place, p as never);
          expect(JSON.stringify(s)).toBe(before); // never mutates
          if (r.ok) s = r.setup;
          else expect(r.problems.length).toBeGreaterThan(0);
          expect(validate(s).ok).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('contrôle et déplacements répondent sur toute position valide, en citant des règles', () => {
    fc.assert(
      fc.property(validSetup, (s) => {
        for (const v of controlAll(s)) {
          expect(v.reasons.length).toBeGreaterThan(0);
          if (v.ruler !== null && v.ruler !== 'humans' && v.clearing !== 'terrier') {
            expect(v.tally.some((t) => t.owner === v.ruler) || v.reasons.some((r) => ['10.2.4', 'R8.2.1'].includes(r.rule))).toBe(true);
          }
        }
        for (const f of Object.keys(s.players) as (keyof Setup['players'])[]) {
          for (let c = 1; c <= 12; c++) {
            const m = legalMoves(s, f, c);
            for (const d of m.destinations) {
              expect(d.reasons.length).toBeGreaterThan(0);
              if (d.ok) expect(d.maxGroup).toBeGreaterThan(0);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
