/**
 * Dynasties de la Canopée (7) and Canopée Électrique (R5).
 * Lords of the Forest (7.2.2): the Eyrie rules a clearing where it is tied for most, if it has at
 * least one piece there. The bot (R5.2.1): ties too, never an empty clearing.
 * Gardens of the Lizards override it (10.2.4): see lizards.ts (applied first by the core).
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';

export const eyrie: FactionRules = {
  id: 'eyrie',
  active: (ctx) => ctx.inGame('eyrie'),
  control: {
    winsTie(ctx, owner, _place, _c, total) {
      if (owner !== 'eyrie' || total <= 0) return null;
      return ctx.isBot('eyrie')
        ? reason('R5.2.1', 'Seigneurs de la Forêt : la Canopée Électrique contrôle en cas d’égalité de guerriers et bâtiments (jamais une clairière vide) (R5.2.1).')
        : reason('7.2.2', 'Seigneurs de la Forêt : la Canopée l’emporte en cas d’égalité, car elle a au moins une pièce ici (7.2.2).');
    },
  },
};
