/**
 * Seigneur des Cents (14). The warlord (14.2.2) is a warrior: it counts for control; it cannot be
 * moved outside a turn of the Hundreds.
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';

export const hundreds: FactionRules = {
  id: 'hundreds',
  active: (ctx) => ctx.inGame('hundreds'),
  control: {
    extraPieces(_ctx, _place, c) {
      if (!c.warlord) return [];
      return [{ owner: 'hundreds', warriors: 1, reason: reason('14.2.2', 'Le seigneur de guerre est un guerrier des Cents : il compte pour le contrôle (14.2.2).') }];
    },
  },
  movement: {
    group(ctx, mover, from, moverTurn) {
      if (mover !== 'hundreds' || typeof from !== 'number' || !ctx.contents(from).warlord) return null;
      if (moverTurn)
        return { add: 1, reasons: [reason('14.2.2', 'Le seigneur de guerre est un guerrier : pendant le tour des Cents, il se déplace comme les autres (14.2.2).')] };
      return {
        add: 0,
        reasons: [reason('14.2.2', `Hors du tour des Cents, leur seigneur de guerre reste immobile ; c’est le tour ${ctx.of(ctx.setup.turn ?? 'hundreds')} (14.2.2).`)],
      };
    },
  },
};
