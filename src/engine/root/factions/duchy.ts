/**
 * Duché Souterrain (12) and Duché Foreur (R10).
 * The Burrow (12.2.2, R10.2.2): a colourless clearing adjacent to every clearing with a Tunnel;
 * pieces not of the Duchy can be neither placed nor moved there; the Duchy always rules it.
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';
import { ruleOf } from './util';

export const duchy: FactionRules = {
  id: 'duchy',
  active: (ctx) => ctx.inGame('duchy'),
  control: {
    outright(ctx, place) {
      if (place !== 'terrier') return null;
      const rule = ruleOf(ctx, 'duchy', '12.2.2', 'R10.2.2');
      return { owner: 'duchy', priority: 0, reason: reason(rule, `Le Duché contrôle toujours le Terrier, même sans y avoir de pièce (${rule}).`) };
    },
  },
  movement: {
    move(q) {
      if (q.to !== 'terrier' || q.mover === 'duchy') return [];
      const rule = ruleOf(q.ctx, 'duchy', '12.2.2', 'R10.2.2');
      return [{ forbid: reason(rule, `Seules les pièces du Duché peuvent se déplacer dans le Terrier (${rule}).`) }];
    },
  },
  placement: {
    place(ctx, owner, place) {
      if (place !== 'terrier' || owner === 'duchy') return [];
      const rule = ruleOf(ctx, 'duchy', '12.2.2', 'R10.2.2');
      return [{ forbid: reason(rule, `Seules les pièces du Duché peuvent être placées dans le Terrier (${rule}).`) }];
    },
  },
};
