/**
 * The order deck (R2.7) is the game's shared deck: the standard deck or Exiles and Partisans
 * (data: shared/data/root-cards.json, re-encoded in bots/deck.ts).
 */
import { describe, expect, it } from 'vitest';
import { DECKS, EXILES_DECK, STANDARD_DECK, fullDeck, drawPile, playBotTurn, inDeck } from '../../../src/engine/root/bots/index';
import { decodeSituation, encodeSituation } from '../../../src/engine/root/situation';
import { evaluateSituation } from '../../../src/engine/root/evaluate';
import { S } from '../helpers';

const copies = (deck: readonly { copies: number }[]) => deck.reduce((s, c) => s + c.copies, 0);
const bySuit = (ids: string[]) => {
  const out: Record<string, number> = {};
  for (const id of ids) {
    const s = EXILES_DECK.find((c) => c.id === id)!.suit;
    out[s] = (out[s] ?? 0) + 1;
  }
  return out;
};

describe('paquet Exilés et Partisans', () => {
  it('54 cartes : 14 Oiseau, 14 Renard, 13 Lapin, 13 Souris', () => {
    expect(copies(EXILES_DECK)).toBe(54);
    expect(fullDeck({ deck: 'exiles' })).toHaveLength(54);
    expect(bySuit(fullDeck({ deck: 'exiles' }))).toEqual({ bird: 14, fox: 14, rabbit: 13, mouse: 13 });
  });

  it('les mêmes 5 Embuscades, 4 Dominations et 20 cartes objet que le paquet de base ; 18 cartes persistantes nouvelles (25 exemplaires)', () => {
    const kept = (t: string) => EXILES_DECK.filter((c) => c.type === t);
    expect(kept('ambush')).toEqual(STANDARD_DECK.filter((c) => c.type === 'ambush'));
    expect(kept('dominance')).toEqual(STANDARD_DECK.filter((c) => c.type === 'dominance'));
    expect(kept('item')).toEqual(STANDARD_DECK.filter((c) => c.type === 'item'));
    expect(copies(kept('ambush'))).toBe(5);
    expect(copies(kept('item'))).toBe(20);
    const fresh = EXILES_DECK.filter((c) => c.type === 'persistent');
    expect(fresh).toHaveLength(18);
    expect(copies(fresh)).toBe(25);
    expect(fresh.every((c) => !STANDARD_DECK.some((d) => d.id === c.id))).toBe(true);
    expect(EXILES_DECK.some((c) => c.type === 'immediate')).toBe(false);
    expect(fresh.find((c) => c.id === 'saboteurs_bird')?.copies).toBe(3);
  });

  it('sans Domination avec un ou deux humains (R3.4) : 50 cartes', () => {
    expect(drawPile([], { deck: 'exiles', dominance: false })).toHaveLength(50);
  });
});

describe('la carte d’ordre tirée dans le paquet de la partie (R2.7)', () => {
  const pos = S('automne/j=m.robot,c,a,v/1:m2,m-scierie;5:m1');
  it('tirée avec la graine, elle vient toujours du paquet choisi', () => {
    for (let seed = 0; seed < 40; seed++) {
      const t = playBotTurn(pos, 'marquise', { seed, deck: 'exiles' });
      const d = t.steps[0]!.draw!;
      expect(inDeck(d.picked, 'exiles')).toBe(true);
      expect(d.options.every((o) => inDeck(o.value, 'exiles'))).toBe(true);
      expect(d.options.length).toBe(new Set(fullDeck({ deck: 'exiles' })).size);
    }
  });

  it('une carte propre à Exilés et Partisans est acceptée avec ce paquet, refusée avec le paquet de base', () => {
    const ok = playBotTurn(pos, 'marquise', { orderCard: 'saboteurs_bird', deck: 'exiles', seed: 1 });
    expect(ok.ok).toBe(true);
    expect(ok.steps[0]!.text).toMatch(/Saboteurs/);
    const no = playBotTurn(pos, 'marquise', { orderCard: 'saboteurs_bird', seed: 1 });
    expect(no.ok).toBe(false);
    expect(no.problems[0]!.text).toMatch(/n’est pas dans le paquet de base/);
    expect(playBotTurn(pos, 'marquise', { orderCard: 'cobbler_rabbit', deck: 'exiles', seed: 1 }).problems[0]!.text).toMatch(/Exilés et Partisans/);
  });

  it('le paquet fait l’aller-retour dans le lien de partage', () => {
    const s = { v: 1 as const, setup: pos, question: { kind: 'bot' as const, bot: 'marquise' as const, deck: 'exiles' as const, seed: 3 } };
    const text = encodeSituation(s);
    expect(text.startsWith('robot.m.paquet-exiles.graine-3/')).toBe(true);
    const back = decodeSituation(text);
    expect(back.ok && back.situation.question).toEqual(s.question);
    const a = evaluateSituation(s);
    expect(a.ok && inDeck(a.bot!.steps[0]!.draw!.picked, 'exiles')).toBe(true);
    expect(Object.keys(DECKS)).toEqual(['base', 'exiles']);
  });
});
