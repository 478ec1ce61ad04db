// After-battle cards (5.5.8) and Jinx (7.1.4): what each outcome gains or loses, checked against a
// small enumeration written here, roll by roll over the six faces of each die (not the engine's
// kernel): the attack die has 3 hollow swords, 2 swords, 1 two swords and a skull; the defence die
// 2 blanks, 2 shields, 1 two shields, 1 ×2 (2.9, 5.5.4, 5.5.5). Each row cites its card and rule.
import { describe, expect, it } from 'vitest';
import { campaign, type CampaignAnswer } from '../../../src/engine/oath/campaign';
import { diceBattle, type DiceAnswer } from '../../../src/engine/oath/duel';
import { frac, add, mul, sub, ONE, ZERO, type Fraction, equals } from '../../../src/engine/core/fraction';
import { BASE, pos } from './helpers';

type Face = { swords: number; hollow: number; skull: number };
const ATTACK: Face[] = [...Array(3).fill({ swords: 0, hollow: 1, skull: 0 }), ...Array(2).fill({ swords: 1, hollow: 0, skull: 0 }), { swords: 2, hollow: 0, skull: 1 }];
const DEFENSE: { shields: number; x2: number }[] = [{ shields: 0, x2: 0 }, { shields: 0, x2: 0 }, { shields: 1, x2: 0 }, { shields: 1, x2: 0 }, { shields: 2, x2: 0 }, { shields: 0, x2: 1 }];

/** Every roll of n dice of a die, each equally likely. */
function* rolls<T>(faces: T[], n: number): Generator<T[]> {
  if (n === 0) return yield [];
  for (const f of faces) for (const rest of rolls(faces, n - 1)) yield [f, ...rest];
}
const defenceValues = (d: number, w: number) => [...rolls(DEFENSE, d)].map((r) => r.reduce((s, f) => s + f.shields, 0) * 2 ** r.reduce((s, f) => s + f.x2, 0) + w);

interface Outcome { victory: boolean; left: number; defLost: number; p: Fraction }
/** Counts of each key over every roll of n dice (each roll equally likely). */
function tally<T>(faces: T[], n: number, key: (r: T[]) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rolls(faces, n)) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
}
/** One battle: a attack dice, an Armée of f, d defence dice and w Troupes; sacrifice what wins (9.5); losses by 5.5.6 or all. */
function battle(a: number, f: number, d: number, w: number, attackerLosesAll = false): Outcome[] {
  const defs = tally(DEFENSE, d, (r) => String(r.reduce((s, x) => s + x.shields, 0) * 2 ** r.reduce((s, x) => s + x.x2, 0) + w));
  const atts = tally(ATTACK, a, (r) => `${r.reduce((s, x) => s + x.swords, 0) + Math.floor(r.reduce((s, x) => s + x.hollow, 0) / 2)}:${r.reduce((s, x) => s + x.skull, 0)}`);
  const total = BigInt(6 ** (a + d));
  const out: Outcome[] = [];
  for (const [dk, dn] of defs)
    for (const [ak, an] of atts) {
      const def = Number(dk);
      const [swords, skulls] = ak.split(':').map(Number) as [number, number];
      const p = frac(BigInt(dn * an), total);
      const force = Math.max(0, f - skulls);
      const need = def - swords + 1;
      if (swords > def) out.push({ victory: true, left: force, defLost: Math.floor(w / 2), p });
      else if (need <= force) out.push({ victory: true, left: force - need, defLost: Math.floor(w / 2), p });
      else out.push({ victory: false, left: attackerLosesAll ? 0 : force - Math.floor(force / 2), defLost: 0, p });
    }
  return out;
}
const expect_ = (os: Outcome[], g: (o: Outcome) => number) => os.reduce((s, o) => add(s, mul(o.p, frac(g(o)))), ZERO);
const same = (a: Fraction, b: Fraction) => expect(`${a.n}/${a.d}`).toBe(`${equals(a, b) ? a.n : b.n}/${equals(a, b) ? a.d : b.d}`);

// the dice battle used for most rows: 3 attack dice and an Armée of 4 against 2 defence dice and 2 Troupes
const A = 3, F = 4, D = 2, W = 2;
const dice = (side: 'attacker' | 'defender', card: string, more: object = {}) => {
  const r = diceBattle({ attackDice: A, force: F, defenseDice: D, warbands: W, plans: { [side]: [{ card, ...more }] } });
  expect(r.ok).toBe(true);
  return r as DiceAnswer;
};
const changes = (r: DiceAnswer | CampaignAnswer, side: 'attacker' | 'defender') => r.expectedChanges![side];

describe('after-battle cards change the outcomes (5.5.8), against an independent enumeration', () => {
  const plain = battle(A, F, D, W);
  const pV = expect_(plain, (o) => (o.victory ? 1 : 0));

  it('OATH-002 Battle Honors (Honneurs Militaires), attacker: 2 favor on each victory', () => {
    const r = dice('attacker', 'OATH-002');
    same(changes(r, 'attacker').favor, mul(pV, frac(2)));
    expect(r.outcomes.filter((o) => o.victory).every((o) => o.effects?.some((e) => e.side === 'attacker' && e.favor === 2 && e.rule === '5.5.8'))).toBe(true);
    expect(r.outcomes.filter((o) => !o.victory).every((o) => !o.effects)).toBe(true);
  });

  it('OATH-106 Field Promotion (Promotion sur le Terrain), defender: 3 Troupes when the attacker is defeated', () => {
    const r = dice('defender', 'OATH-106');
    same(changes(r, 'defender').warbands, mul(sub(ONE, pV), frac(3)));
    same(changes(r, 'attacker').warbands, ZERO);
  });

  it('OATH-212 Cursed Cauldron (Chaudron Maudit): a Troupe per enemy Troupe killed', () => {
    same(changes(dice('attacker', 'OATH-212'), 'attacker').warbands, expect_(plain, (o) => (o.victory ? o.defLost : 0)));
    same(changes(dice('defender', 'OATH-212'), 'defender').warbands, expect_(plain, (o) => (o.victory ? 0 : F - o.left)));
  });

  it('OATH-211 Sticky Fire (Feu Collant), defender: the whole attacking Armée dies, then 1 favor goes to it', () => {
    const r = dice('defender', 'OATH-211');
    const fire = battle(A, F, D, W, true);
    same(r.expected.attackerLeft, expect_(fire, (o) => o.left));
    same(changes(r, 'defender').favor, mul(sub(ONE, pV), frac(-1)));
    same(changes(r, 'attacker').favor, sub(ONE, pV));
  });

  it('OATH-228 Obsidian Cage (Cage d’Obsidienne): the survivors of the beaten Armée are caged', () => {
    same(changes(dice('attacker', 'OATH-228'), 'defender').warbands, mul(pV, frac(-(W - Math.floor(W / 2)))));
    same(changes(dice('defender', 'OATH-228'), 'attacker').warbands, expect_(plain, (o) => (o.victory ? 0 : -o.left)));
  });

  it('OATH-109 Military Parade (Parade Militaire): a favor per enemy adviser given (n), none by default', () => {
    same(changes(dice('attacker', 'OATH-109', { n: 2 }), 'attacker').favor, mul(pV, frac(2)));
    const none = dice('attacker', 'OATH-109');
    same(changes(none, 'attacker').favor, ZERO);
    expect(none.reasons.some((x) => /valeur par défaut/.test(x.text))).toBe(true);
  });

  it('OATH-010 Martial Culture and OATH-016 Second Wind: said in each victory, no numbers', () => {
    const mc = dice('attacker', 'OATH-010', { when: true });
    expect(mc.outcomes.filter((o) => o.victory).every((o) => o.effects?.some((e) => /Citoyen/.test(e.text)))).toBe(true);
    expect(dice('attacker', 'OATH-010', { when: false }).outcomes.every((o) => !o.effects)).toBe(true);
    const sw = dice('attacker', 'OATH-016');
    expect(sw.outcomes.filter((o) => o.victory).every((o) => o.effects?.some((e) => /Voyager/.test(e.text)))).toBe(true);
  });

  it('OATH-010 Martial Culture on the Mappemonde: the position decides (two Exiles in helpers.ts)', () => {
    const r = campaign(pos(), { ...BASE, targets: [...BASE.targets], plans: { attacker: [{ card: 'OATH-010' }] } }) as CampaignAnswer;
    expect(r.outcomes.filter((o) => o.victory).every((o) => o.effects?.some((e) => /Citoyen/.test(e.text)))).toBe(true);
  });
});

describe('what a victory takes on the Mappemonde (5.5.7.III), with Slander and Book Burning', () => {
  // helpers.ts: 4 attack dice and 4 Troupes against site 3 (1 die) + Bannir (2 dice) and 3 Troupes; the defender has 5 favor, 2 secrets
  const pV = expect_(battle(4, 4, 3, 3), (o) => (o.victory ? 1 : 0));
  const run = (plans: string[]) => campaign(pos(), { ...BASE, targets: [...BASE.targets], plans: { attacker: plans.map((card) => ({ card })) } }) as CampaignAnswer;

  it('5.5.7.III Bannir: half the favor, rounded down (2 of 5)', () => same(changes(run([]), 'defender').favor, mul(pV, frac(-2))));
  it('OATH-102 Slander (Calomnie): all 5 favor', () => same(changes(run(['OATH-102']), 'defender').favor, mul(pV, frac(-5))));
  it('OATH-022 Book Burning (Autodafé): every secret but one (1 of 2)', () => same(changes(run(['OATH-022']), 'defender').secrets, mul(pV, frac(-1))));
});

describe('Jinx (Mauvais Sort, OATH-068, 7.1.4): the reroll policy, exactly', () => {
  // helpers.ts position: 4 attack dice, Armée of 4, 3 defence dice, 3 Troupes
  const defs = defenceValues(3, 3);
  const q = (def: number) => {
    const os = battle(4, 4, 0, def);
    return expect_(os, (o) => (o.victory ? 1 : 0));
  };
  const per = defs.map(q);
  const n = frac(1n, BigInt(defs.length));
  const fresh = per.reduce((s, x) => add(s, mul(n, x)), ZERO);
  const run = (side: 'attacker' | 'defender') => campaign(pos(), { ...BASE, targets: [...BASE.targets], powers: [{ card: 'OATH-068', side }] }) as CampaignAnswer;

  it('the attacker rerolls every attack roll that does not win: P = Σ P(d)·(q + (1 − q)·q)', () => {
    same(run('attacker').pVictory, per.reduce((s, x) => add(s, mul(n, add(x, mul(sub(ONE, x), x)))), ZERO));
  });
  it('the defender rerolls a defence roll that leaves the attacker more than a fresh roll: P = Σ P(d)·min(q, Q)', () => {
    same(run('defender').pVictory, per.reduce((s, x) => add(s, mul(n, x.n * fresh.d < fresh.n * x.d ? x : fresh)), ZERO));
  });
  it('the answer states the policy', () => {
    expect(run('attacker').reasons.some((r) => /Règle de relance/.test(r.text))).toBe(true);
    expect(run('defender').reasons.some((r) => /Règle de relance/.test(r.text))).toBe(true);
  });
});

describe('Warning Signals (Signaux d’Alerte, OATH-025, 7.5): the defender moves Troupes before the roll', () => {
  // helpers.ts, plus 2 Troupes of player3 on site 5 (which it then rules, not targeted): it may bring 1 of them (the last stays)
  const setup = () => pos((s) => (s.sites[4]!.warbands = { player3: 2 }));
  const run = (n?: number) => campaign(setup(), { ...BASE, targets: [...BASE.targets], plans: { defender: [{ card: 'OATH-025', ...(n === undefined ? {} : { n }) }] } });
  const pV = (w: number) => expect_(battle(4, 4, 3, w), (o) => (o.victory ? 1 : 0));

  it('by default the most Troupes it can gather defend (3 + 2 − 1 = 4), said as the default', () => {
    const r = run() as CampaignAnswer;
    same(r.pVictory, pV(4));
    expect(r.pools.defendingWarbands).toBe(4);
    expect(r.reasons.some((x) => /choix par défaut/.test(x.text))).toBe(true);
  });
  it('the reader may send Troupes away: 1 left on the targeted site', () => same((run(1) as CampaignAnswer).pVictory, pV(1)));
  it('more than it can gather is refused with its rule', () => {
    const r = run(5);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.rule)).toContain('7.5');
  });
});

describe('Relic Thief (Voleur de Reliques, OATH-095, 7.1.4): one defence die per Relic taken, no Bouclier and it is stolen', () => {
  // helpers.ts, player3 holds Brass Horse (OATH-213, 2 defence dice, 2.4.2), targeted with its site and Bannir: 5 dice + 3 Troupes
  const setup = () => pos((s) => (s.players.player3!.relics = ['OATH-213']));
  const targets = [{ site: 3 }, { banish: true as const }, { relic: 'OATH-213' as const }];
  const noShield = frac(3n, 6n); // 2 blanks and the ×2 of the six faces show no Bouclier
  it('P(stolen | victory) = 1/2, and P(victory then stolen) = P(victory) / 2', () => {
    const r = campaign(setup(), { ...BASE, targets, powers: [{ card: 'OATH-095', side: 'defender' }] }) as CampaignAnswer;
    const pV = expect_(battle(4, 4, 5, 3), (o) => (o.victory ? 1 : 0));
    same(r.pVictory, pV);
    same(r.relicThief!.pSteal, noShield);
    same(r.relicThief!.pVictoryStolen, mul(pV, noShield));
    expect(r.reasons.some((x) => x.rule === '5.5.7.II' && /Voleur de Reliques/.test(x.text))).toBe(true);
  });
  it('without Relic Thief, nothing is stolen', () => expect((campaign(setup(), { ...BASE, targets }) as CampaignAnswer).relicThief).toBeUndefined());
});
