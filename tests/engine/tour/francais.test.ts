// The French of every turn answer: on a busy board, each faction of the Law at each phase, with and
// without its hand, and after playing the first way of each action it is offered, every label,
// cost, step and reason the reader sees is French with French typography — no engine id, no
// JavaScript word, no plain space before « : ; ! ? ». An unconfirmed card name stays English only
// with its mention « (nom anglais ; … ) ».
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/root/evaluate';
import { decodeSetup } from '../../../src/engine/root/notation';
import { FACTIONS, FACTION_INFO } from '../../../src/engine/root/factions';
import { PHASES } from '../../../src/engine/root/setup';
import type { TurnAnswer } from '../../../src/engine/root/tour/resolve';

const BUSY = decodeSetup(
  'automne/j=m,c,a,v,l,r,d,k,s,g/t=m.jour/1:m4,m-scierie,m-donjon;2:c6,c-perchoir,c-perchoir;3:l3,l-jardin_lapin;4:d2,d-tunnel;5:m2,c2,a1;6:a1,a-sympathie;7:k1,k-piege!;8:r2,r-comptoir_renard;9:m1,a1,s3,s-bastion;10:m1,m-atelier,g2;11:s1,k1;12:g2,v-pion',
);
const ENGINE_IDS = new RegExp(`\\b(${FACTIONS.join('|')}|undefined|NaN|null|true|false)\\b|\\[object|[a-z]+_[a-z]+`);
const PLAIN_SPACE = / [:;!?]/;

function texts(x: unknown, out: Set<string>, key = ''): Set<string> {
  if (typeof x === 'string') {
    if (['text', 'label', 'cost'].includes(key)) out.add(x);
  } else if (Array.isArray(x)) for (const v of x) texts(v, out, key);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) if (k !== 'setup' && k !== 'odds' && k !== 'action') texts(v, out, k);
  return out;
}

describe('le français des réponses du tour', () => {
  if (!BUSY.ok) throw new Error('position du test illisible');
  const setup = BUSY.setup;
  for (const f of FACTIONS.filter((x) => setup.players[x])) {
    it(`${FACTION_INFO[f].name} : libellés, coûts, étapes et raisons en français`, () => {
      const seen = new Set<string>();
      for (const phase of PHASES)
        for (const hand of [undefined, { fox: 2, rabbit: 2, mouse: 2, bird: 2 }]) {
          const q = { kind: 'turn', faction: f, phase, ...(hand ? { state: { hand } } : {}) };
          const a = evaluateSituation({ v: 1, setup, question: q }) as { ok: boolean; turn?: TurnAnswer };
          expect(a.ok).toBe(true);
          texts(a.turn, seen);
          for (const act of a.turn!.actions) {
            const b = evaluateSituation({ v: 1, setup, question: { ...q, plan: [act.ways[0]!.action] } }) as { ok: boolean; turn?: TurnAnswer };
            expect(b.ok).toBe(true);
            texts(b.turn, seen);
          }
        }
      expect(seen.size).toBeGreaterThan(5);
      const bad = [...seen].filter((t) => (ENGINE_IDS.test(t.replace(/[A-Z][\w’' ]+ \(nom anglais ;[^)]*\)/g, '')) || PLAIN_SPACE.test(t) || /\s{2}/.test(t)));
      expect(bad).toEqual([]);
    });
  }
});
