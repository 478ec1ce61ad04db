// The card catalogue (deck.ts): counts per Clan from the encoded LC data, agreement with the
// campaign cards (cards.ts), the Relics and the sites, and the display rule for names.
import { describe, expect, it } from 'vitest';
import { CARDS, cardInfo, cardLabel, cardLabelWithSuit, isCardId, physicalCard, type CardId } from '../../../src/engine/oath/deck';
import { CAMPAIGN_CARDS, BY_POSITION } from '../../../src/engine/oath/cards';
import { RELICS } from '../../../src/engine/oath/relics';
import { SITES, SUITS } from '../../../src/engine/oath/sites';

const denizens = CARDS.filter((c) => c.type === 'denizen');

describe('card catalogue', () => {
  it('holds 198 denizens, 6 Edifices and their 6 Ruins, 21 Relics, 5 Visions, 23 sites, each id once', () => {
    const count = (t: string) => CARDS.filter((c) => c.type === t).length;
    expect([count('denizen'), count('edifice'), count('ruin'), count('relic'), count('vision'), count('site')]).toEqual([198, 6, 6, RELICS.length, 5, SITES.length]);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    for (const c of CARDS) expect(c.id).toMatch(/^OATH-\d{3}$/);
  });

  it('each Clan has the same number of denizens and one Edifice; Ruins have no Clan (2.6)', () => {
    const perSuit = SUITS.map((s) => denizens.filter((c) => c.suit === s).length);
    expect(new Set(perSuit).size).toBe(1);
    expect(perSuit.reduce((a, b) => a + b, 0)).toBe(denizens.length);
    for (const s of SUITS) expect(CARDS.filter((c) => c.type === 'edifice' && c.suit === s)).toHaveLength(1);
    for (const c of CARDS.filter((x) => x.type === 'ruin')) {
      expect(c.suit).toBeNull();
      const other = cardInfo(c.otherFace!);
      expect(other.type).toBe('edifice');
      expect(other.otherFace).toBe(c.id);
      expect(physicalCard(c.id)).toBe(other.id);
    }
  });

  it('every campaign card of cards.ts is in the catalogue with the same name, Clan and battle-plan mark', () => {
    for (const k of CAMPAIGN_CARDS) {
      expect(isCardId(k.id), k.id).toBe(true);
      const c = cardInfo(k.id as CardId);
      expect(c.en, k.id).toBe(k.en);
      expect(c.suit, k.id).toBe(k.suit);
      expect(c.battlePlan, k.id).toBe(k.kind === 'battlePlan');
    }
    for (const k of BY_POSITION) expect(cardInfo(k.id as CardId).en).toBe(k.en);
  });

  it('a campaign card with a cost carries LC’s « Power » tag (7.1.2)', () => {
    for (const k of CAMPAIGN_CARDS.filter((x) => x.type === 'denizen')) {
      const costed = !!k.cost && Object.values(k.cost).some((v) => v);
      expect(cardInfo(k.id as CardId).costed, k.id).toBe(costed);
    }
  });

  it('a card with no other power kind is persistent; battle plans are not modifiers of another action', () => {
    for (const c of CARDS.filter((x) => x.type !== 'site' && x.type !== 'vision')) expect(c.battlePlan || c.powers.length > 0, c.id).toBe(true);
  });

  it('names: French print where it names the card, else the English name marked; Relics and sites keep their modules’ names', () => {
    expect(cardLabel('OATH-115')).toBe('Capitaines');
    expect(cardLabel('OATH-005')).toBe('Keep (nom anglais\u00A0; nom français non confirmé)');
    expect(cardLabelWithSuit('OATH-005')).toBe('Keep (nom anglais\u00A0; nom français non confirmé\u00A0; Order)');
    expect(cardLabelWithSuit('OATH-115')).toBe('Capitaines (Order)');
    for (const r of RELICS) expect(cardInfo(r.id).name).toBe(r.name);
    for (const s of SITES) {
      expect(cardInfo(s.id).name).toBe(s.fr);
      expect(cardLabel(s.id)).toBe(s.name);
    }
    for (const c of CARDS) expect(cardLabel(c.id)).not.toMatch(/'/);
  });
});
