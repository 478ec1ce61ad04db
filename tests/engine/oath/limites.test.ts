// Limits of what a link can ask (issue 24, point 7): a card's count is bounded by what the box
// holds, each refusal a French problem with its rule; the work of an answer is known from its pools.
import { describe, expect, it } from 'vitest';
import { decodeSituation } from '../../../src/engine/oath/situation';
import { battleWork, SYNC_WORK_LIMIT } from '../../../src/engine/oath/odds';

const dice = (plan: string) => decodeSituation(`des.24.15.armee-24.pa-${plan}`);

describe('bornes des nombres d’un lien', () => {
  it.each([
    ['060', 5, '7.5'],
    ['175', 4, '5.1.4.II'],
    ['164', 34, '7.5'],
    ['115', 24, '1.8'],
  ])('la carte OATH-%s compte au plus %i (règle %s)', (card, max, rule) => {
    const ok = dice(`${card}~n${max}`);
    expect(ok.ok).toBe(true);
    const over = dice(`${card}~n${max + 1}`);
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(over.problems).toHaveLength(1);
    expect(over.problems[0]!.rule).toBe(rule);
    expect(over.problems[0]!.text).toMatch(new RegExp(`au plus ${max}\\b`));
    expect(over.problems[0]!.text).not.toMatch(/OATH-|~n|\bn=/);
  });

  it('Jardin Clos (OATH-195) : au plus 24 cartes Beast sur les huit sites', () => {
    const q = (n: number) => decodeSituation(`des.10.6.armee-10.pd-195~n${n}`);
    expect(q(24).ok).toBe(true);
    const over = q(25);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.problems[0]!.rule).toBe('2.8.1');
  });

  // What the box bounds in a dice question, beyond the cards' counts: a row per count a link carries.
  it.each([
    ['des.10.6.bandits-8', true, undefined],
    ['des.10.6.bandits-9', false, '2.8.3'],
    ['des.10.6.troupes-60', true, undefined],
    ['des.10.6.troupes-61', false, 'format'],
    ['des.10.60', true, undefined],
    ['des.10.61', false, 'format'],
    ['des.24.6.armee-24', true, undefined],
    ['des.24.6.armee-25', false, '1.8'],
    ['des.25.6', false, '1.8'],
    ['des.24.6', true, undefined],
  ])('%s : accepté %s (règle %s)', (s, ok, rule) => {
    const d = decodeSituation(s);
    expect(d.ok).toBe(ok);
    if (d.ok) return;
    expect(d.problems.map((p) => p.rule)).toContain(rule);
    for (const p of d.problems) expect(p.text).not.toMatch(/OATH-|bandits-|troupes-|armee-|\d\.\d+\.b/);
  });

  // Campagne: the dice gathered, the Troupes to keep (question and sacrifice): one Armée's at most
  const campagne = (q: string) => decodeSituation(`campagne.ch.bd.c1${q}/supr/j=ch.t24.p1/m=cite_antique,vallee_fertile,grand_taudis,tribunal,riviere,marecages,mine,bois_profonds`);
  it.each([
    ['.des-24', true],
    ['.des-25', false],
    ['.garder-24', true],
    ['.garder-25', false],
    ['.sacrifice-garder24', true],
    ['.sacrifice-garder25', false],
  ])('Campagne %s : accepté %s (règle 1.8 au-delà de 24)', (q, ok) => {
    const d = campagne(q);
    expect(d.ok).toBe(ok);
    if (!d.ok) {
      expect(d.problems.map((p) => p.rule)).toEqual(['1.8']);
      expect(d.problems[0]!.text).toMatch(/au plus 24 \(une Armée est d’une seule couleur/);
    }
  });

  it('au plus 8 Bandits : le refus dit pourquoi, en français', () => {
    const d = decodeSituation('des.10.6.bandits-9');
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.problems.find((p) => p.rule === '2.8.3')?.text).toBe('Au plus 8 Bandits en défense\u00A0: un par site, et la Mappemonde compte 8 sites.');
  });

  it('le travail d’une réponse croît avec ses réserves ; 10 contre 6 reste sur place, 24 contre 15 non', () => {
    const w = (a: number, d: number) => battleWork({ attackDice: a, defenseDice: d, force: a, searches: 1 });
    expect(w(10, 6)).toBeLessThanOrEqual(SYNC_WORK_LIMIT);
    expect(w(24, 15)).toBeGreaterThan(SYNC_WORK_LIMIT);
    for (let a = 0; a < 30; a += 3) for (let d = 0; d < 30; d += 3) expect(w(a + 1, d)).toBeGreaterThan(w(a, d)), expect(w(a, d + 1)).toBeGreaterThan(w(a, d));
  });
});
