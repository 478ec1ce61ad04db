// Every Plan de Bataille a reader can add in the Campagne (on the Mappemonde) or in « dés contre
// dés » (no map): added with no réglage, what the engine says never names a field (« when »,
// « site », « n »: a lowercase identifier between quotes); a card that needs a fact the position
// cannot tell says so in reader terms; once the islands' réglages are all set (src/islands/oath/
// reglages.ts), nothing asks for them any more. And the engine's summary of the pools reads
// « Réserves », not an English word.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CARDS, type CampaignCard } from '../../../src/engine/oath/cards';
import { campaign, resolveRoll } from '../../../src/engine/oath/campaign';
import { diceBattle } from '../../../src/engine/oath/duel';
import type { CampaignParams, PlanUse, Side } from '../../../src/engine/oath/pools';
import { cardText, reglages } from '../../../src/islands/oath/reglages';
import { BASE, pos } from './helpers';

/** A field name between French quotes: « when », « site », « n », « powers »… */
const FIELD = /«[\s\u00A0\u202F]*[a-z][A-Za-z_]*[\s\u00A0\u202F]*»|\(n\)/;
/** What the engine says when a card needs a fact the reader has not given. */
const ASKS = /avec ce Plan/;
/** A message that starts with an English word the engine used to write (« Pools : »). */
const ENGLISH_START = /^(Pools|Pool|Attack|Defen[cs]e|Target|Battle|Plan\b|Card|Roll)\b/;

const PLANS = CAMPAIGN_CARDS.filter((c) => c.kind === 'battlePlan' || c.kind === 'action');
const sidesOf = (c: CampaignCard): Side[] => (c.kind === 'action' ? ['attacker'] : c.side === 'either' ? ['attacker', 'defender'] : [c.side ?? 'attacker']);

/** Every réglage set, as a reader who answers each would. */
function fullUse(card: CampaignCard, side: Side, board: boolean): PlanUse {
  const use: PlanUse = { card: card.id };
  for (const r of reglages(card, side, board)) {
    if (r.kind === 'choice') use.choice = 1;
    if (r.kind === 'when') use.when = false;
    if (r.kind === 'site') use.site = 1;
    if (r.kind === 'n') use.n = 2;
  }
  return use;
}

const texts = (r: { ok: boolean; reasons?: { text: string }[]; problems?: { text: string }[] }) => (r.ok ? (r.reasons ?? []) : (r.problems ?? [])).map((x) => x.text);

function onMap(side: Side, use: PlanUse): string[] {
  const params = { ...BASE, targets: [...BASE.targets], plans: { [side]: [use] } } as CampaignParams;
  return texts(campaign(pos(), params));
}
function noMap(side: Side, use: PlanUse): string[] {
  return texts(diceBattle({ attackDice: 4, force: 4, defenseDice: 3, warbands: 2, plans: { [side]: [use] } }));
}

describe('Plans de Bataille: the engine asks for what the position cannot tell in reader terms', () => {
  for (const [where, run, board] of [
    ['sur la Mappemonde', onMap, true],
    ['sans carte', noMap, false],
  ] as const)
    for (const card of PLANS)
      for (const side of sidesOf(card))
        it(`${card.name} (${side === 'attacker' ? 'attaquant' : 'défenseur'}), ${where}`, () => {
          const asked = reglages(card, side, board).filter((r) => r.kind !== 'choice');
          const bare = run(side, { card: card.id });
          expect(bare.length).toBeGreaterThan(0);
          for (const t of bare) {
            expect(t, t).not.toMatch(FIELD);
            expect(t, t).not.toMatch(ENGLISH_START);
          }
          // a card that needs a fact says so (unless the engine refused it before reading its effects)
          if (asked.length && bare.some((t) => t.includes(card.name) && /utilise/.test(t))) expect(bare.some((t) => ASKS.test(t)), bare.join('\n')).toBe(true);
          const full = run(side, fullUse(card, side, board));
          for (const t of full) {
            expect(t, t).not.toMatch(FIELD);
            expect(t, t).not.toMatch(ASKS);
          }
        });
});

describe('what the islands show of a card and its réglages', () => {
  it('no card text keeps the engine’s « (n) » marks', () => {
    for (const c of CAMPAIGN_CARDS) expect(cardText(c)).not.toMatch(/\(n\b/);
  });
  it('each réglage is worded for a reader: a question or a label, never a field name', () => {
    for (const c of PLANS)
      for (const side of sidesOf(c))
        for (const board of [true, false])
          for (const r of reglages(c, side, board)) {
            const words = r.kind === 'when' ? r.question : r.kind === 'n' ? r.label : r.kind === 'choice' ? r.labels.join(' ') : 'site';
            expect(words).not.toMatch(/\b(when|choice|given|per|n)\b|OATH-/);
          }
  });
  it('the cards that need a fact have a réglage for it (Khan Rival, Donjon, Grande Croisade, Géant des Montagnes)', () => {
    const kinds = (id: string, side: Side, board: boolean) => reglages(CAMPAIGN_CARDS.find((c) => c.id === id)!, side, board).map((r) => r.kind);
    expect(kinds('OATH-156', 'attacker', true)).toEqual(['when']);
    expect(kinds('OATH-005', 'defender', true)).toEqual(['site']);
    expect(kinds('OATH-005', 'defender', false)).toEqual(['when']);
    expect(kinds('OATH-164', 'defender', true)).toEqual(['n']);
    expect(kinds('OATH-155', 'attacker', true)).toEqual(['choice']);
    expect(kinds('OATH-031', 'attacker', true)).toEqual([]);
    expect(kinds('OATH-031', 'attacker', false)).toEqual(['when']);
    expect(kinds('OATH-004', 'attacker', false)).toEqual([]);
  });
});

describe('the pools’ summary, in French', () => {
  it('« Réserves », on the map, with no map, and in a roll resolved step by step', () => {
    const params = { ...BASE, targets: [...BASE.targets] } as CampaignParams;
    const a = campaign(pos(), params);
    const d = diceBattle({ attackDice: 4, force: 4, defenseDice: 3, warbands: 2 });
    const r = resolveRoll(pos(), params, { defense: { blank: 3 }, attack: { sword: 4 } });
    for (const list of [texts(a), texts(d), r.steps.map((s) => s.text)]) {
      expect(list.some((t) => /^Réserves\s*:/.test(t)), list.join('\n')).toBe(true);
      for (const t of list) expect(t, t).not.toMatch(ENGLISH_START);
    }
  });
});
