import { describe, expect, it } from 'vitest';
import { AMBUSH_CARD, BATTLE_CARDS, cardDisplayName } from '../../src/engine/root/cards';
import { STANDARD_DECK, EXILES_DECK, cardRef, cardLabel, type DeckCard } from '../../src/engine/root/bots/deck';
import { battle } from '../../src/engine/root/battle';
import { S } from './helpers';
import { NOMAD_INFO } from '../../src/engine/root/nomads';
import { LANDMARKS } from '../../src/engine/root/landmarks';
import { FAN_LOCALE, fanSource, nameWithSource } from '../../src/engine/root/names';
import { ofName, ownerName, theName } from '../../src/engine/root/glossary';
import type { Setup } from '../../src/engine/root/setup';

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

/** A source we can follow: a French text of the Matagot edition named by its rule or example, or a public address. */
const TRACEABLE = /Loi de Root[^;]*?(?:\b\d+\.\d|\b[A-G]\.\d)|Lois de la Robotique|[Ll]ivret(?: d’apprentissage)? Maraude|https:\/\/\S+/;

describe('every card name shown has a source or the unconfirmed mark', () => {
  const faces: (Pick<DeckCard, 'nameEn' | 'name' | 'nameStatus' | 'nameSource'>)[] = [
    ...deck,
    ...[AMBUSH_CARD, ...Object.values(BATTLE_CARDS)].map((c) => ({ nameEn: c.nameEn, name: c.name, nameStatus: c.nameSource.status, nameSource: c.nameSource.source })),
  ];
  it('a confirmed French name cites a French text or a public page we can open again', () => {
    for (const f of faces.filter((x) => x.nameStatus === 'confirmé')) expect(f.nameSource, f.nameEn).toMatch(TRACEABLE);
  });
  it('an unconfirmed name is the English name, never a translation of ours', () => {
    for (const f of faces.filter((x) => x.nameStatus === 'non confirmé')) {
      expect(f.name, f.nameEn).toBe(f.nameEn);
      expect(f.nameSource, f.nameEn).toMatch(/non confirmé|absent/);
    }
  });
  it('every face of the two decks, shown in a sentence or a list, carries the mark exactly when its name is unconfirmed', () => {
    for (const d of deck) {
      const marked = /nom français non confirmé/;
      expect(marked.test(cardRef(d)), d.id).toBe(d.nameStatus === 'non confirmé');
      expect(marked.test(cardLabel(d)), d.id).toBe(d.nameStatus === 'non confirmé');
      // the mark follows the name at once, so no reader meets the English name alone
      if (d.nameStatus === 'non confirmé') expect(cardRef(d)).toContain(`${d.name} (nom anglais`);
    }
    for (const c of [AMBUSH_CARD, ...Object.values(BATTLE_CARDS)]) {
      expect(/non confirmé/.test(cardDisplayName(c)), c.id).toBe(c.nameSource.status === 'non confirmé');
    }
  });
});


describe('Nomads and Monuments: a French name each, with its source (names.ts)', () => {
  const sides = Object.values(NOMAD_INFO).flatMap((n) => [
    { id: `${n.id} promu`, name: n.name, en: n.nameEn, src: n.nameSource },
    { id: `${n.id} rétrogradé`, name: n.demotedName, en: n.demotedNameEn, src: n.demotedNameSource },
  ]);
  const all = [...sides, ...LANDMARKS.map((l) => ({ id: l.id, name: l.name, en: l.nameEn, src: l.nameSource }))];

  it('every side of every Nomad and every Monument has a French name, never the English one', () => {
    expect(sides).toHaveLength(26);
    expect(LANDMARKS).toHaveLength(6);
    for (const x of all) {
      expect(x.name, x.id).not.toBe(x.en);
      expect(x.src.status, x.id).not.toBe('non confirmé');
    }
    expect(new Set(all.map((x) => x.name)).size).toBe(all.length);
  });
  it('a Matagot name cites a French text we can reopen; a fan name carries its repository and file (the reader sees the repository)', () => {
    for (const x of all) {
      if (x.src.status === 'confirmé') expect(x.src.source, x.id).toMatch(TRACEABLE);
      else {
        expect(x.src.fan, x.id).toEqual(FAN_LOCALE);
        expect(x.src.source, x.id).toContain(`source de fans\u00A0: ${FAN_LOCALE.repo}`);
        expect(x.src.source, x.id).not.toContain(FAN_LOCALE.path);
      }
    }
    // the names the Law itself writes stay Matagot's, not the fans'
    expect(NOMAD_INFO.prophets.nameSource.status).toBe('confirmé');
    expect(NOMAD_INFO.bandits.nameSource.status).toBe('confirmé');
    expect(LANDMARKS.find((l) => l.id === 'lost_city')!.nameSource.status).toBe('confirmé');
    expect(LANDMARKS.find((l) => l.id === 'black_market')!.nameSource.status).toBe('fans');
  });
  it('the mention follows a fan name where it is first shown, and only there', () => {
    expect(nameWithSource('Marché noir', fanSource('x'))).toBe(`Marché noir (source de fans\u00A0: ${FAN_LOCALE.repo})`);
    expect(nameWithSource('Ville perdue', { status: 'confirmé', source: 'Loi 10.2.1' })).toBe('Ville perdue');
    expect(nameWithSource('Sappers', { status: 'non confirmé', source: '' })).toMatch(/^Sappers \(nom anglais\u00A0; nom français non confirmé\)$/);
  });
  it('the engine names each side of a Nomad by that side, with its own article', () => {
    for (const n of Object.values(NOMAD_INFO)) {
      const promoted: Setup = { map: 'automne', clearings: {}, players: {}, nomads: { [n.id]: {} } };
      const demoted: Setup = { map: 'automne', clearings: {}, players: {}, nomads: { [n.id]: { demoted: true } } };
      expect(ownerName(n.id, promoted)).toBe(n.name);
      expect(ownerName(n.id, demoted)).toBe(n.demotedName);
      const the = theName(n.id, demoted);
      expect(the, n.id).toBe(n.articles[1] === 'l’' ? `l’${n.demotedName}` : `${n.articles[1]} ${n.demotedName}`);
    }
    expect(theName('guardians')).toBe('les Gardiens du Coffre');
    expect(ofName('expedition')).toBe('de l’Expédition de Lumière');
  });
});
