// The Search modifiers that act on where the kept card goes (5.1.4.I–IV, 7.4), applied through the
// same table and function as the draws (src/engine/oath/actions/modifiers.ts, placement.ts). One row
// per card: the position with the card, the same without it, what each answer shows; every row cites
// the card (LC OATH-xxx, LederCards/cards) and the rule. Expected labels and costs are read from the
// engine's own answer without the card, never typed.
import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../../../../src/engine/core/format';
import { legalAction, type ActionAnswer } from '../../../../src/engine/oath/actions/index';
import { cardInfo, type CardId } from '../../../../src/engine/oath/deck';
import { siteInfo } from '../../../../src/engine/oath/sites';
import { cardName } from '../../../../src/engine/oath/actions/common';
import type { PlayerId, Setup } from '../../../../src/engine/oath/setup';
import { decodeSituation } from '../../../../src/engine/oath/situation';
import { evaluateSituation } from '../../../../src/engine/oath/evaluate';
import { withSetup } from './base';

const nb = (t: string) => frenchTypography(t.replace(/(\d) /g, '$1\u00A0'));
const keep = (s: Setup, card: CardId, p: PlayerId = 'player2') => legalAction(s, p, 'search', { card });
const named = (id: CardId) => new RegExp(cardInfo(id).name.replace(/[()]/g, '.'));
const withCard = (a: ActionAnswer, id: CardId) => a.choices.filter((c) => c.label.endsWith(`avec ${cardName(id)}`));
const saying = (a: ActionAnswer, id: CardId) => a.choices.filter((c) => (c.reasons ?? []).some((x) => x.rule === '7.4' && named(id).test(x.text)));
const byLabel = <T extends { label: string }>(xs: T[], re: RegExp) => xs.filter((c) => re.test(c.label));
/** the placement choices (not the draws) */
const placed = (a: ActionAnswer) => a.choices.filter((c) => !/^Piocher/.test(c.label));

/** player2 (an Exile, pawn at the Bois Profonds, site 6) with one card there: room for one more */
const room = (more: (x: Setup) => void = () => {}) => withSetup((x) => {
  x.sites[5]!.cards = [{ card: 'OATH-179' }];
  more(x);
});
const p2Adviser = (id: CardId, more: (x: Setup) => void = () => {}) => (x: Setup) => {
  x.players.player2!.advisers = [{ card: 'OATH-039' }, { card: id }];
  more(x);
};
const BEAST: CardId = 'OATH-175';
const HEARTH: CardId = 'OATH-013';

describe('one mechanism: the draw modifiers stay on the draws, out of reach does nothing', () => {
  it('7.4 — News from Afar, Augury act on the draws only, never on where the card goes', () => {
    const a = keep(withSetup(p2Adviser('OATH-134')), HEARTH);
    expect(withCard(a, 'OATH-134').every((c) => /^Piocher/.test(c.label))).toBe(true);
    const b = keep(withSetup(p2Adviser('OATH-056')), HEARTH);
    expect(saying(b, 'OATH-056').every((c) => /^Piocher/.test(c.label))).toBe(true);
    expect(placed(a)).toEqual(placed(keep(withSetup(p2Adviser('OATH-047')), HEARTH)));
  });
  it('7.1.1 — Avide weighs the Supply a draw spends once modified: the world deck free with News from Afar stays open to the Chancellor', () => {
    const s = withSetup((x) => {
      x.visions = 3;
      x.reliquary = { relics: [], revealed: ['greedy'] };
      x.players.chancellor!.advisers = [{ card: 'OATH-134' }];
    });
    const r = legalAction(s, 'chancellor', 'search');
    expect(byLabel(r.refusals, /^Piocher dans la pioche Monde$/).map((x) => x.rule)).toEqual(['7.1.1']);
    expect(byLabel(r.choices, /^Piocher dans la pioche Monde, avec/).length).toBe(1);
  });
});
