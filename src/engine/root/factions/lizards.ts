/**
 * Culte des Lézards (10) and Lézards Logiques (R8).
 * Pilgrims (10.2.4, R8.2.1): the Lizards rule any clearing where they have a garden, whatever the
 * count; this overrides Lords of the Forest (7.2.2).
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';

const GARDENS = ['garden_fox', 'garden_rabbit', 'garden_mouse'];

export const lizards: FactionRules = {
  id: 'lizards',
  active: (ctx) => ctx.inGame('lizards'),
  control: {
    outright(ctx, _place, c) {
      const n = (c.buildings ?? []).filter((b) => b.owner === 'lizards' && GARDENS.includes(b.kind)).length;
      if (n === 0) return null;
      return {
        owner: 'lizards',
        priority: 10,
        reason: ctx.isBot('lizards')
          ? reason('R8.2.1', 'Pèlerins : les Lézards Logiques contrôlent toute clairière où ils ont un jardin (R8.2.1).')
          : reason('10.2.4', 'Pèlerins : le Culte contrôle toute clairière où il a au moins un jardin, quel que soit le compte ; cela l’emporte sur Seigneurs de la Forêt (10.2.4).'),
      };
    },
  },
};
