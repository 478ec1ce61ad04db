/**
 * Marquise de Chat (6) and Marquise Mécanique 2.0 (R4).
 * The Keep (6.2.2, R4.2.1): only the Marquise may PLACE pieces in the Keep's clearing; moving
 * there is allowed (placing and moving are different terms, Law Q4).
 */
import type { FactionRules, RulesContext } from '../hooks';
import { reason } from '../reasons';
import type { ClearingSetup } from '../setup';
import { ruleOf, tokensOf } from './util';

const hasKeep = (c: ClearingSetup) => tokensOf(c, 'marquise', ['keep']).length > 0;
const keepRule = (ctx: RulesContext) => ruleOf(ctx, 'marquise', '6.2.2', 'R4.2.1');

export const marquise: FactionRules = {
  id: 'marquise',
  active: (ctx) => ctx.inGame('marquise'),
  movement: {
    move(q) {
      if (q.mover === 'marquise' || typeof q.to !== 'number' || !hasKeep(q.ctx.contents(q.to))) return [];
      const rule = keepRule(q.ctx);
      return [
        {
          note: reason(rule, `Le Donjon de la Marquise est dans la clairière ${q.to} : il interdit d’y placer des pièces, pas de s’y déplacer (${rule}).`),
        },
      ];
    },
  },
  placement: {
    place(ctx, owner, place) {
      if (owner === 'marquise' || typeof place !== 'number' || !hasKeep(ctx.contents(place))) return [];
      const rule = keepRule(ctx);
      return [{ forbid: reason(rule, `Seule la Marquise peut placer des pièces dans la clairière du Donjon (${rule}).`) }];
    },
  },
};
