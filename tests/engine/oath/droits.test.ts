// What the position decides about battle plans (droits.ts): who rules each plan (7.5.1), whether
// its cost can be paid (7.1.2), conditions read from the cards (Rival Khan's Nomad adviser, Keep's
// site), and the old behaviour for positions with no card.
import { describe, expect, it } from 'vitest';
import { campaign } from '../../../src/engine/oath/campaign';
import { decideRights } from '../../../src/engine/oath/droits';
import { fractionText } from '../../../src/engine/core/fraction';
import type { CardId } from '../../../src/engine/oath/deck';
import type { Setup } from '../../../src/engine/oath/setup';
import { BASE, pos } from './helpers';

const c = (n: string, more: object = {}) => ({ card: `OATH-${n}` as CardId, ...more });
const run = (s: Setup, plans: object) => campaign(s, { ...BASE, targets: [...BASE.targets], plans } as never);
const rulesOf = (r: ReturnType<typeof run>) => (r.ok ? [] : r.problems.map((p) => p.rule));

describe('droits: who may use a battle plan, and paying for it', () => {
  it('a plan among the attacker’s face-up advisers is used; one it does not rule is refused with 7.5.1', () => {
    const ok = run(pos((x) => (x.players.player2!.advisers = [c('004')])), { attacker: [{ card: 'OATH-004' }] });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.reasons.some((r) => r.rule === '7.5.1' && /Longbows/.test(r.text))).toBe(true);
    expect(rulesOf(run(pos((x) => (x.players.player3!.advisers = [c('004')])), { attacker: [{ card: 'OATH-004' }] }))).toContain('7.5.1');
    expect(rulesOf(run(pos((x) => (x.players.player2!.advisers = [c('004', { faceDown: true })])), { attacker: [{ card: 'OATH-004' }] }))).toContain('7.5.1');
    // a card at a site the attacker does not rule (slot 3 is player3's)
    expect(rulesOf(run(pos((x) => ((x.sites[2]!.cards = [c('004')]), (x.players.player2!.advisers = []))), { attacker: [{ card: 'OATH-004' }] }))).toContain('7.5.1');
    // a plan not in the position at all
    expect(rulesOf(run(pos((x) => (x.players.player2!.advisers = [])), { attacker: [{ card: 'OATH-004' }] }))).toContain('7.5.1');
  });

  it('the defender rules the cards at its sites (slot 3: Keep, Shield Wall)', () => {
    const r = run(pos((x) => (x.sites[2]!.cards = [c('005')])), { defender: [{ card: 'OATH-005' }] });
    expect(r.ok).toBe(true);
  });

  it('a plan whose cost the user cannot pay is refused with 7.1.2; paid when the board has it', () => {
    // Specialist costs 2 favor (cards.ts); player2 has 1
    expect(rulesOf(run(pos((x) => (x.players.player2!.advisers = [c('114')])), { attacker: [{ card: 'OATH-114' }] }))).toContain('7.1.2');
    const r = run(pos((x) => ((x.players.player2!.advisers = [c('114')]), (x.players.player2!.favor = 2))), { attacker: [{ card: 'OATH-114' }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.reasons.some((x) => x.rule === '7.1.2')).toBe(true);
    // two plans add their costs: Mercenaries (1) + Specialist (2) with 2 favor
    expect(rulesOf(run(pos((x) => ((x.players.player2!.advisers = [c('114'), c('012')]), (x.players.player2!.favor = 2))), { attacker: [{ card: 'OATH-114' }, { card: 'OATH-012' }] }))).toContain('7.1.2');
  });

  it('Rival Khan: the Nomad adviser is read from the position, and the odds follow', () => {
    const withNomad = run(pos((x) => ((x.players.player2!.advisers = [c('156')]), (x.players.player3!.advisers = [c('024')]))), { attacker: [{ card: 'OATH-156' }] });
    const without = run(pos((x) => ((x.players.player2!.advisers = [c('156')]), (x.players.player3!.advisers = [c('048')]))), { attacker: [{ card: 'OATH-156' }] });
    const saidYes = run(pos(), { attacker: [{ card: 'OATH-156', when: true }] });
    const saidNo = run(pos(), { attacker: [{ card: 'OATH-156', when: false }] });
    if (!withNomad.ok || !without.ok || !saidYes.ok || !saidNo.ok) throw new Error('refused');
    expect(fractionText(withNomad.pVictory)).toBe(fractionText(saidYes.pVictory));
    expect(fractionText(without.pVictory)).toBe(fractionText(saidNo.pVictory));
    expect(fractionText(withNomad.pVictory)).not.toBe(fractionText(without.pVictory));
    expect(withNomad.reasons.some((r) => r.rule === '7.5' && /Conseiller Nomad/.test(r.text))).toBe(true);
  });

  it('Keep: its site is read from the position (targeted at slot 3, not when elsewhere)', () => {
    const d = decideRights(pos((x) => (x.sites[2]!.cards = [c('005')])), { ...BASE, targets: [...BASE.targets], plans: { defender: [{ card: 'OATH-005' }] } });
    expect(d.ok && d.params.plans?.defender?.[0]?.site).toBe(3);
  });

  it('a position with no card: the reader’s word is taken, and said (7.5.1)', () => {
    const r = run(pos(), { attacker: [{ card: 'OATH-114' }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.reasons.some((x) => x.rule === '7.5.1' && /sur parole/.test(x.text))).toBe(true);
  });

  it('persistent powers: the side said to rule one must rule it (7.1.4); True Names reads its ruler’s advisers’ Clans', () => {
    const base = { ...BASE, targets: [...BASE.targets] };
    const notRuled = decideRights(pos((x) => (x.players.player2!.advisers = [c('041')])), { ...base, powers: [{ card: 'OATH-041', side: 'defender' }] });
    expect(notRuled.ok ? [] : notRuled.problems.map((p) => p.rule)).toContain('7.1.4');
    const ruled = decideRights(pos((x) => (x.players.player3!.advisers = [c('041'), c('024'), c('048')])), { ...base, powers: [{ card: 'OATH-041', side: 'defender' }] });
    expect(ruled.ok && ruled.params.powers?.[0]?.suits?.sort()).toEqual(['Beast', 'Hearth', 'Nomad']);
    // and the engine then forbids the attacker a plan of those Clans, as it does when the reader gives them
    const setup = pos((x) => ((x.players.player3!.advisers = [c('041'), c('024')]), (x.players.player2!.advisers = [c('014')])));
    const r = campaign(setup, { ...base, plans: { attacker: [{ card: 'OATH-014' }] }, powers: [{ card: 'OATH-041', side: 'defender' }] });
    const given = campaign(pos(), { ...base, plans: { attacker: [{ card: 'OATH-014' }] }, powers: [{ card: 'OATH-041', side: 'defender', suits: ['Beast', 'Nomad'] }] });
    if (!r.ok || !given.ok) throw new Error('refused');
    expect(fractionText(r.pVictory)).toBe(fractionText(given.pVictory));
    expect(r.reasons.some((x) => x.rule === '7.1.4' && /Clans des Conseillers/.test(x.text))).toBe(true);
  });
});


describe('droits: the persistent powers the position puts in play (7.1.4)', () => {
  const q = (s: Setup, more: object = {}) => campaign(s, { attacker: 'player2', defender: 'player3', targets: [{ site: 3 }, { banish: true }], ...more } as never);
  const withRelic = (x: Setup) => ((x.players.player3!.relics = ['OATH-213'] as never), (x.players.player3!.advisers = [c('072')]));
  const relicTarget = { targets: [{ site: 3 }, { banish: true }, { relic: 'OATH-213' }] };

  it('a persistent power among the defender’s face-up advisers applies unnamed (Sealing Ward: one die per targeted Relic)', () => {
    const auto = q(pos(withRelic), relicTarget);
    const named = q(pos(withRelic), { ...relicTarget, powers: [{ card: 'OATH-072', side: 'defender' }] });
    const none = q(pos((x) => (x.players.player3!.relics = ['OATH-213'] as never)), relicTarget);
    if (!auto.ok || !named.ok || !none.ok) throw new Error('refused');
    expect(auto.pools.defenseDice).toBe(none.pools.defenseDice + 1);
    expect(fractionText(auto.pVictory)).toBe(fractionText(named.pVictory));
    expect(auto.reasons.some((x) => x.rule === '7.1.4' && /appliqué d’après la position/.test(x.text))).toBe(true);
    // named and in the position: counted once
    expect(named.pools.defenseDice).toBe(auto.pools.defenseDice);
  });

  it('face down, or ruled by a player outside the battle, it does not apply', () => {
    const down = q(pos((x) => ((x.players.player3!.relics = ['OATH-213'] as never), (x.players.player3!.advisers = [c('072', { faceDown: true })]))), relicTarget);
    const elsewhere = q(pos((x) => ((x.players.player3!.relics = ['OATH-213'] as never), (x.players.chancellor!.advisers = [c('072')]))), relicTarget);
    const none = q(pos((x) => (x.players.player3!.relics = ['OATH-213'] as never)), relicTarget);
    if (!down.ok || !elsewhere.ok || !none.ok) throw new Error('refused');
    expect(down.pools.defenseDice).toBe(none.pools.defenseDice);
    expect(elsewhere.pools.defenseDice).toBe(none.pools.defenseDice);
  });

  it('a power every player feels applies whoever rules it (Bandit Chief: two more Bandits a targeted site)', () => {
    const at = (x: Setup) => ((x.players.player2!.pawn = 2), (x.sites[6]!.cards = [c('100')]));
    const chief = campaign(pos(at), { attacker: 'player2', defender: 'bandits', targets: [{ site: 2 }] } as never);
    const plain = campaign(pos((x) => (x.players.player2!.pawn = 2)), { attacker: 'player2', defender: 'bandits', targets: [{ site: 2 }] } as never);
    if (!chief.ok || !plain.ok) throw new Error('refused');
    expect(chief.pools.bandits).toBe(plain.pools.bandits + 2);
  });

  it('7.1.2: a power with a cost (Jinx) applies only when named, and the answer says so', () => {
    const r = q(pos((x) => (x.players.player3!.advisers = [c('068')])));
    const none = q(pos());
    if (!r.ok || !none.ok) throw new Error('refused');
    expect(fractionText(r.pVictory)).toBe(fractionText(none.pVictory));
    expect(r.reasons.some((x) => x.rule === '7.1.2' && /seulement si vous le nommez/.test(x.text))).toBe(true);
  });
});
