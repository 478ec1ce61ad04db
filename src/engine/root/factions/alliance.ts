/**
 * Alliance de la Forêt (8) and Alliance Automatisée (R6).
 * Outrage (8.2.6): moving warriors into a sympathetic clearing costs the mover a card for the
 * Alliance's supporters. The bot's Automated Outrage (R6.2.3) targets humans only.
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';
import { tokensOf, warriorsOf } from './util';

export const alliance: FactionRules = {
  id: 'alliance',
  active: (ctx) => ctx.inGame('alliance'),
  movement: {
    move(q) {
      const { ctx } = q;
      if (q.mover === 'alliance' || typeof q.to !== 'number' || typeof q.from !== 'number') return [];
      if (!tokensOf(ctx.contents(q.to), 'alliance', ['sympathy']).length) return [];
      if (warriorsOf(ctx.contents(q.from), q.mover) === 0) return [];
      if (ctx.isBot('alliance')) {
        return ctx.isBot(q.mover)
          ? [{ note: reason('R6.2.3', 'Clairière sympathisante, mais l’Indignation automatisée ne vise que les humains : pas d’Indignation (R6.2.3).') }]
          : [
              {
                note: reason('R6.2.3', `Indignation automatisée : en y déplaçant des guerriers, ${ctx.the(q.mover)} ${ctx.verb(q.mover, 'défausse', 'défaussent')} une carte de la couleur de la clairière, sinon l’Alliance marque 1 point (R6.2.3).`),
              },
            ];
      }
      return [
        {
          note: reason('8.2.6', `Indignation : en y déplaçant des guerriers, ${ctx.the(q.mover)} ${ctx.verb(q.mover, 'ajoute', 'ajoutent')} une carte de la couleur de la clairière aux partisans de l’Alliance (8.2.6).`),
        },
      ];
    },
  },
};
