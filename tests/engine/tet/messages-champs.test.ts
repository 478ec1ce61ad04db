// Issue 25, point 8: a reader never sees the name of a JSON field (« width », « owner », « maxHealth »…):
// every message of the Tiny Epic Tactics engine says it in French words.
import { describe, expect, it } from 'vitest';
import { evaluateSituation } from '../../../src/engine/games';
import { decodeSituation } from '../../../src/engine/tet/situation';
import { fromSetup } from '../../../src/engine/tet/validate';
import type { Setup } from '../../../src/engine/tet/types';
import { squares, unit } from './helpers';

// The position's and the questions' field names that are no French word (« mode », « zone »,
// « terrain », « position », « question », « action(s) », « direction », « extra », « villages » are).
const FIELDS = [
  'width', 'height', 'squares', 'units', 'players', 'teams', 'artefact', 'flags', 'track', 'captured', 'die',
  'id', 'owner', 'class', 'at', 'move', 'melee', 'ranged', 'spell', 'health', 'maxHealth', 'ammo', 'maxAmmo', 'mana', 'maxMana', 'weakened',
  'level', 'trigger', 'start', 'push', 'damage', 'range', 'miss', 'perSymbol', 'count', 'poussee', 'takenBy',
  'kind', 'unit', 'target', 'player', 'to', 'heal', 'pay', 'setup', 'rule', 'title',
];
// « Mana » is also the game's word: only the lower-case field counts
const FIELD = new RegExp(`(?<![\\p{L}’'-])(?:${FIELDS.join('|')})(?![\\p{L}’'-])`, 'u');

const base = (): Setup => ({
  ...squares(['p0A p0A! p0A p0', 'p0A p0A p0A p0A', 'v0 b0 g0 g0']),
  units: [
    unit('g', 'rouge', 'guerrier', 'A1', { ranged: { range: 3, damage: 2, miss: 1 }, ammo: 1, maxAmmo: 2 }),
    unit('s', 'rouge', 'sorcier', 'B3', { spell: { range: 2, damage: 1, perSymbol: 1 }, mana: 1, maxMana: 2 }),
    unit('e', 'bleu', 'bete', 'B1'),
  ],
  players: ['rouge', 'bleu'],
});

/** every way to spoil one field of the position: wrong type, out of range, unknown */
function spoiled(): unknown[] {
  const out: unknown[] = [null, 3, 'texte', [], {}];
  const b = base() as unknown as Record<string, unknown>;
  for (const k of [...Object.keys(b), 'mode', 'teams', 'artefact', 'flags', 'track', 'captured', 'die', 'inconnu'])
    for (const v of [null, -1, 'x', [], {}, [{}], 99, true]) out.push({ ...b, [k]: v });
  const u0 = (base().units[0] as unknown) as Record<string, unknown>;
  for (const k of [...Object.keys(u0), 'ammo', 'maxAmmo', 'mana', 'maxMana', 'spell', 'weakened', 'artefact', 'inconnu'])
    for (const v of [null, -1, 'x', [], {}, 99, true]) out.push({ ...b, units: [{ ...u0, [k]: v }] });
  // rule problems: a Bête with a spell, two units on a square, a zone of the wrong size…
  out.push({ ...b, units: [...base().units, unit('x', 'bleu', 'bete', 'A1', { spell: { range: 1, damage: 1, perSymbol: 0 }, mana: 1, ammo: 1 })] });
  out.push({ ...b, squares: base().squares.map((s) => ({ ...s, zone: undefined, trigger: s.trigger })) });
  out.push({ ...b, flags: { A: { position: 9, takenBy: 'vert' } }, track: 3, captured: { vert: 1 }, artefact: 'Z9' });
  return out;
}

const QUESTIONS: unknown[] = [
  undefined, {}, { kind: 'inconnue' }, { kind: 'deplacement' }, { kind: 'cibles', unit: 'zz' }, { kind: 'melee', unit: 'g' },
  { kind: 'distance', unit: 'g', target: 'e' }, { kind: 'sort', unit: 's', target: 'e', extra: 2 }, { kind: 'baliste', unit: 'g', target: 'e' },
  { kind: 'zones' }, { kind: 'zones', player: 'rouge' }, { kind: 'score' },
  { kind: 'tour', player: 'rouge', actions: 'x' },
  { kind: 'tour', player: 'rouge', actions: [{ unit: 'g', action: 'deplacement' }, { unit: 'g', action: 'distance' }, { unit: 's', action: 'sort', target: 'e', extra: 3 }, { unit: 'e', action: 'melee', target: 'g' }] },
  { kind: 'tour', player: 'rouge', actions: [{ unit: 'g', action: 'deplacement', to: 'D1' }, { unit: 'g', action: 'melee', target: 'e' }, { unit: 's', action: 'baliste', target: 'e' }], pay: ['e'] },
];

function texts(a: { problems?: { text: string }[]; reasons?: { text: string }[] }): string[] {
  return [...(a.problems ?? []), ...(a.reasons ?? [])].map((p) => p.text);
}

describe('messages de Tiny Epic Tactics : aucun nom de champ (issue 25, point 8)', () => {
  it('le motif reconnaît un nom de champ, pas un mot français', () => {
    expect(FIELD.test('doit avoir id, owner, class')).toBe(true);
    expect(FIELD.test('L’unité a 2 Mana et 3 Santé ; le mode de jeu, la zone A.')).toBe(false);
  });
  it('positions abîmées : readSetup et validate', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const s of spoiled()) {
      const r = fromSetup(s);
      if (r.ok) continue;
      for (const p of r.problems) {
        seen++;
        if (FIELD.test(p.text)) bad.push(p.text);
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect([...new Set(bad)]).toEqual([]);
  });
  it('questions et réponses : evaluateSituation et les liens', () => {
    const bad: string[] = [];
    for (const question of QUESTIONS) {
      const a = evaluateSituation({ v: 1, game: 'tet', setup: base(), question });
      for (const t of texts(a as never)) if (FIELD.test(t)) bad.push(t);
      const d = decodeSituation(`q=${Buffer.from(JSON.stringify(question ?? null)).toString('base64url')}~4x1/p0p0p0p0/g:rouge:B:A1:3:2+1:6.6;e:bleu:B:D1:3:2+1:6.6/j=rouge,bleu`);
      if (!d.ok) for (const p of d.problems) if (FIELD.test(p.text)) bad.push(p.text);
    }
    expect([...new Set(bad)]).toEqual([]);
  });
});
