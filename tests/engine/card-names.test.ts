import { describe, expect, it } from 'vitest';
import { AMBUSH_CARD, BATTLE_CARDS, cardDisplayName } from '../../src/engine/root/cards';
import { STANDARD_DECK, EXILES_DECK, cardRef, cardLabel } from '../../src/engine/root/bots/deck';
import { battle } from '../../src/engine/root/battle';
import { S } from './helpers';

const deck = [...STANDARD_DECK, ...EXILES_DECK];
const strip = (s: string) => s.replace(/!$/, '');

describe('one name per card, and no unconfirmed name bare in a sentence', () => {
  it('the battle panel and the bots’ deck call each card by the same name, with the same status', () => {
    for (const c of [AMBUSH_CARD, ...Object.values(BATTLE_CARDS)]) {
      const faces = deck.filter((d) => strip(d.nameEn) === strip(c.nameEn));
      expect(faces.length, c.nameEn).toBeGreaterThan(0);
      for (const f of faces) {
        expect(f.name, c.nameEn).toBe(c.name);
        expect(f.nameStatus, c.nameEn).toBe(c.nameSource.status);
      }
    }
  });
  it('every face with one English name has one French name', () => {
    const byEn = new Map<string, string>();
    for (const d of deck) {
      const seen = byEn.get(d.nameEn);
      if (seen) expect(d.name, d.nameEn).toBe(seen);
      byEn.set(d.nameEn, d.name);
    }
  });
  it('an unconfirmed name always says so where it is shown', () => {
    const arms = deck.find((d) => d.nameEn === 'Arms Trader')!;
    expect(arms.nameStatus).toBe('non confirmé');
    expect(cardRef(arms)).toMatch(/^la carte Arms Trader \(.*non confirmé\)$/);
    expect(cardLabel(arms)).toMatch(/non confirmé/);
    expect(cardDisplayName(BATTLE_CARDS.sappers)).toMatch(/non confirmé/);
    expect(cardDisplayName(BATTLE_CARDS.armorers)).toBe('Armuriers');
    for (const d of deck.filter((x) => x.nameStatus === 'confirmé')) expect(cardRef(d)).not.toMatch(/confirmé/);
  });
  it('a battle note names an unconfirmed card with its label', () => {
    const r = battle(S('automne/j=m,c/t=m.jour/5:m3,c2'), { clearing: 5, attacker: 'marquise', defender: 'eyrie', choices: {} });
    const text = JSON.stringify(r.notes);
    if (/Sappers/.test(text)) expect(text).toMatch(/Sappers \(nom anglais\s;\snom français non confirmé\)/);
  });
});
