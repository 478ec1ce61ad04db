// A small position with cards for the tables of the actions: the Chancellor in the Cradle, two
// Exiles and a Citizen in the Hinterland. Each table changes only what its row needs.
import type { Setup } from '../../../../src/engine/oath/setup';

export function base(): Setup {
  return {
    oath: 'supremacy',
    players: {
      chancellor: { pawn: 1, warbands: 3, favor: 2, secrets: 1, supply: 6, relics: ['OATH-231'], advisers: [{ card: 'OATH-001' }, { card: 'OATH-041', faceDown: true }] },
      player2: { pawn: 6, warbands: 4, favor: 4, secrets: 2, supply: 5, advisers: [{ card: 'OATH-039' }, { card: 'OATH-045' }] },
      player3: { pawn: 6, role: 'citizen', favor: 7, secrets: 1, warbands: 2, supply: 4 },
    },
    sites: [
      { site: 'OATH-237', warbands: { chancellor: 2 }, cards: [{ card: 'OATH-006' }, { card: 'OATH-007', favor: 1 }] },
      { site: 'OATH-243', warbands: { chancellor: 1 }, cards: [{ card: 'OATH-050' }] },
      { site: 'OATH-244', cards: [] },
      { site: 'OATH-245', relics: 1, cards: [] },
      { site: 'OATH-252', cards: [] },
      { site: 'OATH-241', relics: 1, cards: [{ card: 'OATH-179' }, { card: 'OATH-042' }] },
      { site: 'OATH-248', faceDown: true },
      { site: 'OATH-250', cards: [] },
    ],
  };
}

/** A deep copy changed by `f`. */
export function withSetup(f: (s: Setup) => void): Setup {
  const s = structuredClone(base());
  f(s);
  return s;
}
