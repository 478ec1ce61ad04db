/**
 * Conspiration des Corvidés (13) and Corvidés Engrenés (R11).
 * Nimble (13.2.3, R11.2.1): the Corvids move whoever rules.
 * Snare (13.7.2, R11.7.2): while face up, opposing pieces can be neither placed in its clearing
 * nor moved out of it. Bots (R11.8.2): a bot that would place there or move out removes the Snare
 * instead and does not do that part of its action. Slip (9.4.2) is not affected.
 */
import type { FactionRules, RulesContext } from '../hooks';
import { reason } from '../reasons';
import type { Place } from '../setup';
import { isFactionId } from '../factions';
import { isNomadId } from '../nomads';
import { ruleOf } from './util';

const snareUp = (ctx: RulesContext, p: Place) =>
  typeof p === 'number' && (ctx.contents(p).tokens ?? []).some((t) => t.owner === 'corvids' && t.kind === 'snare' && t.faceUp === true);

export const corvids: FactionRules = {
  id: 'corvids',
  active: (ctx) => ctx.inGame('corvids'),
  movement: {
    move(q) {
      const { ctx } = q;
      if (q.mover === 'corvids') {
        const rule = ruleOf(ctx, 'corvids', '13.2.3', 'R11.2.1');
        return [{ ignoreControl: reason(rule, `Agiles : les Corvidés peuvent toujours se déplacer, quel que soit le contrôle (${rule}).`) }];
      }
      if (!snareUp(ctx, q.from)) return [];
      if (q.leaveBanImmune) return [{ note: reason('9.4.2', 'Un Piège face visible est ici, mais Se faufiler n’est pas affecté par les effets qui empêchent de sortir d’une clairière (9.4.2).') }];
      if (ctx.isBot(q.mover))
        return [{ forbid: reason('R11.8.2', `Piège face visible : un robot qui devrait sortir de cette clairière retire le Piège, mais n’effectue pas ce déplacement (R11.8.2).`) }];
      const rule = ruleOf(ctx, 'corvids', '13.7.2', 'R11.7.2');
      return [{ forbid: reason(rule, `Piège face visible dans la clairière ${String(q.from)} : les pièces adverses ne peuvent pas en sortir (${rule}).`) }];
    },
  },
  placement: {
    place(ctx, owner, place) {
      if (owner === 'corvids' || !snareUp(ctx, place)) return [];
      if (isNomadId(owner) && ctx.supervisorOf(owner) === 'corvids') return [];
      if (isFactionId(owner) && ctx.isBot(owner))
        return [{ forbid: reason('R11.8.2', 'Piège face visible : un robot qui devrait y placer une pièce retire le Piège, mais ne place pas la pièce (R11.8.2).') }];
      const rule = ruleOf(ctx, 'corvids', '13.7.2', 'R11.7.2');
      return [{ forbid: reason(rule, `Piège face visible : les pièces adverses ne peuvent pas être placées dans cette clairière (${rule}).`) }];
    },
  },
};
