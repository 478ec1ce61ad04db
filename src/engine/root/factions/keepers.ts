/**
 * Gardiens de Fer (15). Devout Knights (15.2.4): when moving, the Keepers may move one relic with
 * each Keepers warrior they move.
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';
import { tokensOf, warriorsOf } from './util';

export const keepers: FactionRules = {
  id: 'keepers',
  active: (ctx) => ctx.inGame('keepers'),
  movement: {
    group(ctx, mover, from) {
      if (mover !== 'keepers' || typeof from !== 'number') return null;
      const c = ctx.contents(from);
      const relics = tokensOf(c, 'keepers', ['statuette', 'tablet', 'jewel']).length;
      const w = warriorsOf(c, 'keepers');
      if (!relics || !w) return null;
      const n = Math.min(relics, w);
      return {
        relics: n,
        reasons: [
          reason('15.2.4', `Chevaliers dévoués : chaque guerrier Gardien déplacé peut emporter 1 relique ; ici jusqu’à ${n} relique${n > 1 ? 's' : ''} (${relics} sur place, ${w} guerrier${w > 1 ? 's' : ''}) (15.2.4).`),
        ],
      };
    },
  },
};
