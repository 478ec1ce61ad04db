// The favor banks in the position (2.1.3): read and written by the notation, checked by validate()
// (1.4: 36 favor in all), and used where an answer takes favor from a bank — Battle Honors after
// the battle (LC OATH-002), Trade (5.3.2), playing to a site (5.1.4.I) and Downtrodden (LC OATH-081).
import { describe, expect, it } from 'vitest';
import { legalAction } from '../../../src/engine/oath/actions/index';
import { campaign } from '../../../src/engine/oath/campaign';
import { decodeSetup, encodeSetup } from '../../../src/engine/oath/notation';
import { validate } from '../../../src/engine/oath/validate';
import { positionCards } from '../../../src/engine/oath/position-cards';
import { decodeSituation } from '../../../src/engine/oath/situation';
import { evaluateSituation } from '../../../src/engine/oath/evaluate';
import type { CardId } from '../../../src/engine/oath/deck';
import type { Setup } from '../../../src/engine/oath/setup';
import { base, withSetup } from './actions/base';
import { BASE, pos } from './helpers';

const ALL = { Arcane: 4, Beast: 3, Discord: 1, Hearth: 5, Nomad: 2, Order: 6 } as const;

describe('2.1.3: the banks in the position', () => {
  it('the notation carries them (k=…) and reads them back; an unknown bank is refused in French', () => {
    const s = pos((x) => (x.banks = { ...ALL }));
    const text = encodeSetup(s);
    expect(text).toMatch(/\/k=arc4\.bet3\.dis1\.foy5\.nom2\.ord6$/);
    const back = decodeSetup(text);
    expect(back.ok && back.setup.banks).toEqual(ALL);
    const bad = decodeSetup(text.replace('arc4', 'xyz4'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]!.text).toMatch(/banques de faveur/);
  });
  it('a share link keeps them: through the whole validation, the answer uses them', () => {
    const s = withSetup((x) => (x.banks = { Beast: 1 }));
    const v = validate(s);
    expect(v.ok && v.setup.banks).toEqual({ Beast: 1 });
    const link = `action.j2.commercer/${encodeSetup(s)}`;
    const read = decodeSituation(link);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(read.situation.setup.banks).toEqual({ Beast: 1 });
    const a = evaluateSituation(read.situation) as { ok: boolean; action?: { choices: { label: string }[] } };
    expect(JSON.stringify(a)).toMatch(/elle n’en a que 1/);
  });
  it('the position answer lists them in Clan order', () => {
    expect(positionCards(withSetup((x) => (x.banks = { Order: 6, Beast: 0 })))!.banks).toBe('Banques de faveur\u00A0: Beast 0, Order 6.');
  });
  it('1.4: a bank over 36, and favor in the banks counted with the rest of the 36', () => {
    const over = validate(pos((x) => (x.banks = { Order: 37 })));
    expect(over.ok).toBe(false);
    const total = validate(pos((x) => (x.banks = { Order: 30 })));
    expect(total.ok ? [] : total.problems.map((p) => p.rule)).toContain('1.4');
    expect(validate(pos((x) => (x.banks = { Order: 10 }))).ok).toBe(true);
  });
});

describe('what a bank holds limits what it gives', () => {
  it('Battle Honors (LC OATH-002): two favor from the Order bank, one when it holds only one', () => {
    const run = (banks?: Setup['banks']) =>
      campaign(pos((x) => ((x.players.player2!.advisers = [{ card: 'OATH-002' as CardId }]), banks && (x.banks = banks))), { ...BASE, targets: [...BASE.targets], plans: { attacker: [{ card: 'OATH-002' }] } } as never);
    const full = run();
    const one = run({ Order: 1 });
    if (!full.ok || !one.ok) throw new Error('refused');
    const gained = (a: typeof full) => a.outcomes.find((o) => o.victory)!.effects!.find((e) => e.side === 'attacker' && e.favor > 0)!;
    expect(gained(full).favor).toBe(2);
    expect(gained(one).favor).toBe(1);
    expect(gained(one).text).toMatch(/n’en a que 1/);
  });
  it('5.3.2: a Trade gains at most what the bank holds', () => {
    const plain = legalAction(base(), 'player2', 'trade');
    const poor = legalAction(withSetup((x) => (x.banks = { Beast: 1 })), 'player2', 'trade');
    const label = (a: typeof plain) => a.choices.find((c) => /^Poser un secret sur Threatening Roar/.test(c.label))!.label;
    expect(label(plain)).not.toMatch(/n’en a que/);
    expect(label(poor)).toMatch(/gagner 1\u00A0faveur de la banque Beast \(elle n’en a que 1\)/);
  });
  it('5.1.4.I: playing to a site gains no favor from an empty bank', () => {
    const r = legalAction(withSetup((x) => ((x.players.player2!.pawn = 2), (x.banks = { Beast: 0 }))), 'player2', 'search', { card: 'OATH-189' });
    const site = r.choices.find((c) => /sur votre site/.test(c.label))!;
    expect(site.reasons!.some((x) => x.rule === '5.1.4.I' && /banque Beast est vide/.test(x.text))).toBe(true);
  });
  it('Downtrodden (LC OATH-081): two more Troupes mustering on a card of the bank with the least favor, not tied; nothing without the six banks', () => {
    const withBanks = (banks?: Setup['banks']) => legalAction(withSetup((x) => ((x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: 'OATH-081' }]), banks && (x.banks = banks))), 'player2', 'muster');
    const said = (a: ReturnType<typeof withBanks>) => a.choices.filter((c) => (c.reasons ?? []).some((x) => x.rule === '7.4' && /Downtrodden/.test(x.text) && /2\u00A0Troupes de plus/.test(x.text)));
    // the Bois Profonds hold two Beast cards: Beast the least bank, alone
    expect(said(withBanks({ ...ALL, Beast: 0 })).length).toBe(2);
    expect(said(withBanks({ ...ALL, Beast: 1 }))).toEqual([]); // tied with Discord
    expect(said(withBanks({ Beast: 0 }))).toEqual([]); // five banks not given
    expect(said(withBanks())).toEqual([]);
  });
});
