/**
 * Rules of the boards that depend on who moves (Appendix C; Laws of Rootbotics 12).
 * - Mountain: clearings joined by a closed path are not adjacent (C.3.2); bots treat closed paths
 *   as paths (R12.2.1).
 * - Lake: the Ferry, once per turn, takes the moving pieces from its clearing to another coastal
 *   clearing, following the usual movement rules; the mover then draws a card (C.2.5); a bot scores
 *   1 victory point instead (R12.1.1).
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';

export const boards: FactionRules = {
  id: 'boards',
  active: () => true,
  movement: {
    move(q) {
      const { ctx } = q;
      if (q.via === 'closed_path' && ctx.isBot(q.mover))
        return [{ allow: reason('R12.2.1', 'Les robots considèrent les chemins fermés comme des chemins (R12.2.1).') }];
      if (q.via === 'ferry') {
        if (ctx.setup.ferryUsed) return [{ forbid: reason('C.2.5', 'Le Radeau a déjà servi ce tour : une fois par tour seulement (C.2.5).') }];
        return ctx.isBot(q.mover)
          ? [{ cost: { vp: 1 }, note: reason('R12.1.1', 'Avec le Radeau, un robot marque 1 point de victoire au lieu de piocher (R12.1.1).') }]
          : [{ cost: { draw: 1 }, note: reason('C.2.5', `Avec le Radeau, ${ctx.the(q.mover)} ${ctx.verb(q.mover, 'pioche', 'piochent')} ensuite 1 carte (C.2.5).`) }];
      }
      return [];
    },
  },
  battle: {
    check(q) {
      if (!q.here().monument) return [];
      return [{ note: reason('F.1.1', 'Le Monument ne peut être ni combattu ni retiré ; il n’appartient à personne et n’est pas une pièce adverse (F.1.1, F.1.2).') }];
    },
  },
};
