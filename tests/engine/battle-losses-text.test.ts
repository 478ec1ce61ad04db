import { describe, expect, it } from 'vitest';
import { battle, battleSummaryText, expectedLossesText, lossesText } from '../../src/engine/root/battle';
import { S } from './helpers';

describe('9.2.7 — the Vagabond’s losses are his damaged items, in the table and the averages', () => {
  const setup = S('automne/j=m,v.epees-2.objets-5/t=v.jour/5:m3,m-scierie,v-pion');
  const r = battle(setup, { clearing: 5, attacker: 'vagabond', defender: 'marquise', choices: {} });
  it('every outcome where the Marquise hits names the damaged items, never « rien »', () => {
    expect(r.ok).toBe(true);
    const hit = r.outcomes.filter((o) => (o.damaged.vagabond ?? 0) > 0);
    expect(hit.length).toBeGreaterThan(0);
    for (const o of hit) {
      const text = lossesText(o, 'attacker', 'vagabond');
      expect(text).not.toBe('rien');
      expect(text).toMatch(new RegExp(`^${o.damaged.vagabond}\\u00A0objets? endommagés?$`));
    }
    const two = r.outcomes.find((o) => o.damaged.vagabond === 2);
    if (two) expect(lossesText(two, 'attacker', 'vagabond')).toBe('2\u00A0objets endommagés');
    expect(battleSummaryText(r).some((l) => /l’attaquant perd \d\u00A0objets? endommagés?/.test(l))).toBe(true);
  });
  it('pieces are counted with French plurals (« 2 guerriers », not « guerrier, guerrier »)', () => {
    const o = r.outcomes.find((x) => x.removed.defender.filter((p) => p.category === 'warrior').length === 2);
    expect(o).toBeDefined();
    expect(lossesText(o!, 'defender', 'marquise')).toMatch(/^2\u00A0guerriers/);
  });
  it('the averages show the damaged items, with a decimal comma', () => {
    const text = expectedLossesText(r.aggregates!, 'attacker', 'vagabond');
    expect(text).toMatch(/^\d+(,\d+)?\u00A0pièces? et \d+(,\d+)?\u00A0objets? endommagés?$/);
    expect(text).not.toMatch(/\d\.\d/);
    expect(text).toMatch(/objet/);
  });
});

describe('verbs agree with the faction’s name (« les Corvidés peuvent », « la Marquise peut »)', () => {
  const ambushText = (defender: 'corvids' | 'eyrie', attacker: 'marquise' | 'duchy') => {
    const code = { corvids: 'k', eyrie: 'c', marquise: 'm', duchy: 'd' } as const;
    const setup = S(`automne/j=${code[attacker]},${code[defender]}/t=${code[attacker]}.jour/1:${code[attacker]}3,${code[defender]}2`);
    const r = battle(setup, { clearing: 1, attacker, defender, choices: {} });
    expect(r.ok).toBe(true);
    return r.options.map((o) => o.reason.text);
  };
  it('a plural defender « peuvent jouer une Embuscade »', () => {
    const texts = ambushText('corvids', 'duchy');
    expect(texts.some((t) => t.startsWith('Les Corvidés peuvent jouer une Embuscade'))).toBe(true);
    expect(texts.some((t) => / peut jouer une Embuscade/.test(t))).toBe(false);
  });
  it('a singular defender « peut jouer une Embuscade »', () => {
    const texts = ambushText('eyrie', 'marquise');
    expect(texts.some((t) => /^La Canopée peut jouer une Embuscade/.test(t))).toBe(true);
    expect(texts.some((t) => /peuvent/.test(t))).toBe(false);
  });
});
