// Shared positions for the Oath engine tests.
import type { Setup } from '../../../src/engine/oath/setup';
import type { SiteId } from '../../../src/engine/oath/sites';

/**
 * The standard campaign position: player2 (Exile, 4 Troupes on its board) attacks player3 (Exile)
 * at slot 3 (Great Slum), where player3 has 3 Troupes and its pawn (board empty, 5 favor,
 * 2 secrets). The Chancellor (title holder) stands at slot 1 with 2 purple Troupes there and 3 on
 * its board. Targets « site 3 + Bannir » give 1 + 2 = 3 defence dice and 3 Troupes.
 */
export function pos(edit?: (s: Setup) => void): Setup {
  const sites: SiteId[] = ['OATH-237', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-247', 'OATH-248', 'OATH-241'];
  const s: Setup = {
    oath: 'supremacy',
    players: {
      chancellor: { warbands: 3, pawn: 1, favor: 2, secrets: 1 },
      player2: { warbands: 4, pawn: 3, favor: 1, secrets: 1 },
      player3: { warbands: 0, pawn: 3, favor: 5, secrets: 2 },
    },
    sites: sites.map((site) => ({ site })),
  };
  s.sites[0]!.warbands = { chancellor: 2 };
  s.sites[2]!.warbands = { player3: 3 };
  edit?.(s);
  return s;
}

export const BASE = { attacker: 'player2', defender: 'player3', targets: [{ site: 3 }, { banish: true }] } as const;
