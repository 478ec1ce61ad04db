/**
 * The Snare against bots (R11.8.2), for every bot through the one Turn service: the bot ignores a
 * face-up Snare when it chooses where to place or move; when it acts there, the Snare is removed
 * and that part of the action does not happen (no point scored for it).
 */
import { describe, expect, it } from 'vitest';
import { playBotTurn, type BotOptions } from '../../../src/engine/root/bots/index';
import type { FactionId } from '../../../src/engine/root/factions';
import { legalMoves, canPlace } from '../../../src/engine/root/movement';
import { S } from '../helpers';

const snares = (setup: ReturnType<typeof S>, c: number) => (setup.clearings[String(c)]?.tokens ?? []).filter((t) => t.kind === 'snare' && t.faceUp).length;

const ROWS: { name: string; rule: string; pos: string; bot: FactionId; options: BotOptions; clearing: number; text: RegExp; after: (s: ReturnType<typeof S>) => void }[] = [
  {
    name: 'Marquise : le recrutement visé vers la clairière du Piège n’a pas lieu',
    rule: 'R11.8.2',
    pos: 'automne/j=m.robot,k/5:m8,k1,k-piege!;1:m1,m-scierie',
    bot: 'marquise',
    options: { orderCard: 'bake_sale_rabbit', seed: 1, dice: [[0, 0]] },
    clearing: 5,
    text: /Piège face visible de la clairière 5 est retiré : le placement de 4 guerriers dans la clairière 5 .*n’a pas lieu/,
    after: (s) => expect(s.clearings['5']?.warriors?.marquise).toBe(5 + 3),
  },
  {
    name: 'Marquise : la sortie de la clairière du Piège n’a pas lieu (réserve vide, pas de recrutement)',
    rule: 'R11.8.2',
    pos: 'automne/j=m.robot,k/5:m8,k1,k-piege!;1:m1,m-scierie;12:m16',
    bot: 'marquise',
    options: { orderCard: 'bake_sale_rabbit', seed: 1, dice: [[0, 0]] },
    clearing: 5,
    text: /Piège face visible de la clairière 5 est retiré : le déplacement de 5 guerriers de la clairière 5 .* n’a pas lieu/,
    after: (s) => expect(s.clearings['5']?.warriors?.marquise).toBe(8),
  },
  {
    name: 'Marquise : la construction visée dans la clairière du Piège n’a pas lieu',
    rule: 'R11.8.2',
    pos: 'automne/j=m.robot,k/5:m6,k-piege!;1:m1,m-scierie',
    bot: 'marquise',
    options: { orderCard: 'investments_mouse', seed: 1 },
    clearing: 5,
    text: /Piège face visible de la clairière 5 est retiré : la construction du Recruteur dans la clairière 5 .*n’a pas lieu/,
    after: (s) => expect((s.clearings['5']?.buildings ?? []).filter((b) => b.kind === 'recruiter')).toHaveLength(0),
  },
];

describe('Piège contre les robots (R11.8.2)', () => {
  for (const row of ROWS)
    it(`${row.name} (${row.rule})`, () => {
      const before = S(row.pos);
      const t = playBotTurn(before, row.bot, row.options);
      expect(t.ok).toBe(true);
      const st = t.steps.find((s) => s.rule === row.rule);
      expect(st?.text.replace(/\u00a0/g, ' ')).toMatch(row.text);
      // the Snare is gone from that step on, and no point was scored for it
      expect(snares(before, row.clearing)).toBe(1);
      expect(snares(st!.setup, row.clearing)).toBe(0);
      expect(st!.points).toBeUndefined();
      row.after(st!.setup);
    });

  it('pour choisir, le robot ignore le Piège ; la réponse reste « interdit » avec la règle (R11.8.2)', () => {
    const s = S('automne/j=m.robot,k/5:m3,k-piege!');
    const d = legalMoves(s, 'marquise', 5).destinations.find((x) => x.to === 1)!;
    expect(d.ok).toBe(false);
    expect(d.reasons.map((r) => r.rule)).toContain('R11.8.2');
    expect(d.trips).toHaveLength(1);
    const p = canPlace(s, 'marquise', 5, { category: 'warrior' });
    expect(p.ok).toBe(false);
    expect(p.trips).toHaveLength(1);
  });

  it('un humain n’a pas cette exception : interdit, sans « piège à déclencher » (13.7.2)', () => {
    const s = S('automne/j=m,k/5:m3,k-piege!');
    const d = legalMoves(s, 'marquise', 5).destinations.find((x) => x.to === 1)!;
    expect(d.ok).toBe(false);
    expect(d.trips).toBeUndefined();
    expect(canPlace(s, 'marquise', 5, { category: 'warrior' }).trips).toBeUndefined();
  });

  it('un Piège qui n’est pas le seul obstacle ne se déclenche pas : une clairière pleine reste refusée (2.2.3)', () => {
    // clearing 5 of Autumn has 2 slots: both taken
    const s = S('automne/j=m.robot,k/5:m3,m-scierie,m-atelier,k-piege!');
    const p = canPlace(s, 'marquise', 5, { category: 'building', kind: 'recruiter' });
    expect(p.ok).toBe(false);
    expect(p.trips).toBeUndefined();
  });
});

describe('Piège et Vagabot (R11.8.2)', () => {
  it('le Vagabot qui sort d’une clairière avec un Piège le retire, épuise 1 objet de plus et continue', () => {
    // the Vagabot explores the nearest Ruin (R7.5.1); it starts in clearing 1 under a Snare
    const base = 'automne/j=v.robot.perso-voleur.objets-6,k/t=v.jour/1:v-pion';
    const plain = playBotTurn(S(base), 'vagabond', { orderCard: 'anvil_fox', seed: 3 });
    const snared = playBotTurn(S(`${base},k-piege!`), 'vagabond', { orderCard: 'anvil_fox', seed: 3 });
    const move = (t: typeof plain) => t.steps.find((s) => s.rule === 'R7.5' && /se déplace/.test(s.text));
    const trip = snared.steps.find((s) => s.rule === 'R11.8.2');
    expect(trip?.text).toMatch(/Piège face visible de la clairière 1 est retiré/);
    expect(snares(trip!.setup, 1)).toBe(0);
    const used = (t: typeof plain) => Number(/épuise (\d+) objet/.exec(move(t)?.text ?? '')?.[1]);
    expect(used(snared)).toBe(used(plain) + 1);
    expect(move(snared)?.text).toMatch(/Piège compris/);
  });
});

describe('Piège et Trait Plans de secours (R11.8.2, ROOT-239)', () => {
  it('le Piège retiré par un robot est un Complot retiré : un guerrier Corvidé le remplace', () => {
    const pos = (tr: string) => `automne/j=m.robot,k.robot${tr}/5:m6,k-piege!;1:m1,m-scierie`;
    const run = (tr: string) => playBotTurn(S(pos(tr)), 'marquise', { orderCard: 'investments_mouse', seed: 1 });
    const step = (t: ReturnType<typeof run>) => t.steps.find((s) => s.rule === 'R11.8.2')!;
    expect(step(run('')).setup.clearings['5']?.warriors?.corvids ?? 0).toBe(0);
    const b = step(run('.traits-backup_plans'));
    expect(b.text).toMatch(/Plans de secours/);
    expect(b.setup.clearings['5']?.warriors?.corvids).toBe(1);
  });
});
