// The Oathkeeper title, the Wake, the Successor, War Exhaustion and the end die (2.11, 3, 4.1).
import { describe, expect, it } from 'vitest';
import { endDieChance, endOdds, successorMet, titleVerdict, wake, warExhaustion } from '../../../src/engine/oath/title';
import { fractionText, sum, equals, ONE } from '../../../src/engine/core/fraction';
import type { Setup } from '../../../src/engine/oath/setup';
import { pos } from './helpers';

const F = fractionText;
const with_ = (f: (s: Setup) => void) => pos(f);

describe('2.11: the Oathkeeper title', () => {
  it.each([
    // [name, edit, holder afterwards (choices), rule text]
    ['Supremacy: the Empire rules 1 site, player3 rules 1: tied, the holder (Chancellor) keeps it', (s: Setup): void => void s, ['chancellor']],
    ['Supremacy: player3 rules 2 sites to the Empire’s 1: it takes the title', (s: Setup): void => void (s.sites[7]!.warbands = { player3: 1 }), ['player3']],
    ['Supremacy: a Citizen holding the title, the Empire meets the goal: it goes to the Chancellor', (s: Setup): void => void ((s.players.player2!.role = 'citizen'), (s.title = { holder: 'player2' }), (s.sites[4]!.warbands = { chancellor: 1 })), ['chancellor']],
    ['People: the Faveur du Peuple’s holder takes it', (s: Setup): void => void ((s.oath = 'people'), (s.banners = { peoplesFavor: { holder: 'player2' } })), ['player2']],
    ['People: the Faveur du Peuple in the Réserve: nobody meets it, the title stays', (s: Setup): void => void (s.oath = 'people'), ['chancellor']],
    ['Protection: two Exiles tied for most, not the holder: the holder chooses', (s: Setup): void => void ((s.oath = 'protection'), (s.players.player2!.relics = ['OATH-213']), (s.players.player3!.relics = ['OATH-214'])), ['player2', 'player3']],
    ['Protection: Relics and Bannières add up', (s: Setup): void => void ((s.oath = 'protection'), (s.players.chancellor!.relics = ['OATH-231']), (s.players.player3!.relics = ['OATH-214']), (s.banners = { darkestSecret: { holder: 'player3' } })), ['player3']],
    ['Devotion: the Sombre Secret’s holder takes it', (s: Setup): void => void ((s.oath = 'devotion'), (s.banners = { darkestSecret: { holder: 'player3' } })), ['player3']],
  ] as const)('%s', (_, edit, next) => {
    const v = titleVerdict(with_(edit));
    expect(v.next).toEqual(next);
    expect(v.reasons.every((r) => r.rule === '2.11')).toBe(true);
  });
});

describe('4.1.2–4.1.3: an Exile’s Wake', () => {
  it('the Usurper wins at its Wake (3.1)', () => {
    expect(wake(with_((s) => (s.title = { holder: 'player2', side: 'usurper' })), 'player2').wins).toBe('usurper');
  });
  it('holding the title on its Oathkeeper side: no win yet, it flips to Usurper (4.1.3)', () => {
    const w = wake(with_((s) => (s.title = { holder: 'player2' })), 'player2');
    expect([w.wins, w.flipsToUsurper]).toEqual([null, true]);
  });
  it('a Visionary wins when its Vision’s goal is met and three Visions were drawn (3.2)', () => {
    const faith = (visions: number) => with_((s) => ((s.visions = visions), (s.players.player2!.vision = 'faith'), (s.banners = { darkestSecret: { holder: 'player2' } })));
    expect(wake(faith(3), 'player2').wins).toBe('visionary');
    expect(wake(faith(2), 'player2').wins).toBe(null);
    const conquest = with_((s) => ((s.visions = 3), (s.players.player3!.vision = 'conquest')));
    expect(wake(conquest, 'player3').wins).toBe('visionary'); // tied with the Empire, 1 site each
  });
  it('a Citizen has no Wake victory', () => {
    expect(wake(with_((s) => (s.players.player2!.role = 'citizen')), 'player2').wins).toBe(null);
  });
});

describe('3.3.1: the Successor goals (English labels; the French print repeats the Vision names)', () => {
  const citizen = (f: (s: Setup) => void) => with_((s) => ((s.players.player2!.role = 'citizen'), f(s)));
  it.each([
    ['Supremacy: more Relics and Bannières than the Chancellor and every other Citizen', citizen((s) => (s.players.player2!.relics = ['OATH-213'])), true],
    ['Supremacy: a tie with the Chancellor is not enough', citizen((s) => ((s.players.player2!.relics = ['OATH-213']), (s.players.chancellor!.relics = ['OATH-231']))), false],
    ['People: holds the Sombre Secret', citizen((s) => ((s.oath = 'people'), (s.banners = { darkestSecret: { holder: 'player2' } }))), true],
    ['Protection: holds the Faveur du Peuple', citizen((s) => ((s.oath = 'protection'), (s.banners = { peoplesFavor: { holder: 'player2' } }))), true],
    ['Devotion: holds the Grand Sceptre', citizen((s) => ((s.oath = 'devotion'), (s.players.player2!.relics = ['OATH-231']))), true],
  ] as const)('%s', (_, s, met) => {
    expect(successorMet(s, 'player2').met).toBe(met);
  });
});

describe('3.4: War Exhaustion, in order', () => {
  it.each([
    ['3.4.1: an Imperial Oathkeeper: the Chancellor', (s: Setup): void => void s, 'chancellor', '3.4.1'],
    ['3.4.1: … unless a Citizen meets its Successor goal', (s: Setup): void => void ((s.players.player2!.role = 'citizen'), (s.players.player2!.relics = ['OATH-213'])), 'player2', '3.4.1'],
    ['3.4.2: an Exile Usurper', (s: Setup): void => void (s.title = { holder: 'player3', side: 'usurper' }), 'player3', '3.4.2'],
    ['3.4.3: an Exile Oathkeeper (not yet Usurper) lets a Visionary win', (s: Setup): void => void ((s.title = { holder: 'player3' }), (s.visions = 3), (s.players.player2!.vision = 'faith'), (s.banners = { darkestSecret: { holder: 'player2' } })), 'player2', '3.4.3'],
    ['3.4.3: Conquest before Faith', (s: Setup): void => void ((s.title = { holder: 'player3' }), (s.visions = 4), (s.players.player2!.vision = 'faith'), (s.banners = { darkestSecret: { holder: 'player2' } }), (s.players.player3!.vision = 'conquest')), 'player3', '3.4.3'],
    ['3.4.4: otherwise the Chancellor', (s: Setup): void => void (s.title = { holder: 'player3' }), 'chancellor', '3.4.4'],
  ] as const)('%s', (_, edit, winner, by) => {
    expect(warExhaustion(with_(edit))).toMatchObject({ winner, by });
  });
});

describe('3.3: the end die', () => {
  it('P(end) at the end of rounds 5, 6, 7: 1/6, 1/3, 2/3', () => {
    expect([endDieChance(5), endDieChance(6), endDieChance(7)].map(F)).toEqual(['1/6', '1/3', '2/3']);
  });
  it.each([
    [1, undefined, ['1/6', '5/18', '10/27', '5/27']],
    [6, undefined, ['1/3', '4/9', '2/9']],
    [7, undefined, ['2/3', '1/3']],
    [8, undefined, ['1']],
    [1, { 5: false }, ['0', '1/3', '4/9', '2/9']],
    [1, { 5: false, 6: false, 7: false }, ['0', '0', '0', '1']],
  ] as const)('from round %i, Imperial Oathkeeper %j', (round, imperial, expected) => {
    const e = endOdds(with_((s) => (s.round = round)), imperial);
    expect(e.rounds.map((r) => F(r.probability))).toEqual(expected);
    expect(equals(sum(e.rounds.map((r) => r.probability)), ONE)).toBe(true);
  });
  it('an Exile holding the title: no end die, the game reaches round 8', () => {
    const e = endOdds(with_((s) => (s.title = { holder: 'player2' })));
    expect(e.rounds.map((r) => F(r.probability))).toEqual(['0', '0', '0', '1']);
  });
});
