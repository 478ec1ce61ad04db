/**
 * Conspiration des Corvidés (13) and Corvidés Engrenés (R11).
 * Nimble (13.2.3, R11.2.1): the Corvids move whoever rules.
 * Snare (13.7.2, R11.7.2): while face up, opposing pieces can be neither placed in its clearing
 * nor moved out of it. Bots (R11.8.2): a bot that would place there or move out removes the Snare
 * instead and does not do that part of its action. Slip (9.4.2) is not affected.
 * Battle: Embedded Agents (13.2.5, R11.2.2): defending, 1 extra hit with a face-down plot in the
 * clearing, even defenceless. A removed Raid (13.7.4, R11.7.4) places 1 Corvid warrior in each
 * adjacent clearing where it may be placed, while warriors last (in priority order, an assumption).
 */
import type { BattleEffect, FactionRules, RulesContext, Trip } from '../hooks';
import { linksFrom } from '../board';
import type { Setup } from '../setup';
import { reason } from '../reasons';
import type { Place } from '../setup';
import { isFactionId } from '../factions';
import { isNomadId } from '../nomads';
import { ruleOf } from './util';
import { backupPlans } from './traits';

const snareUp = (ctx: RulesContext, p: Place) =>
  typeof p === 'number' && (ctx.contents(p).tokens ?? []).some((t) => t.owner === 'corvids' && t.kind === 'snare' && t.faceUp === true);

/** R11.8.2: the Snare a bot trips over is removed (no point: the rule removes it, not a battle or an effect of the bot). */
function snareTrip(ctx: RulesContext, clearing: number, rule: string, why: string): Trip {
  const backup = ctx.hasTrait('corvids', 'backup_plans');
  return {
    reason: reason(rule, why),
    text: `le Piège face visible de la clairière ${clearing} est retiré${backup ? ' (Trait Plans de secours : un guerrier Corvidé y est placé, s’il en reste en réserve)' : ''}`,
    apply(s: Setup) {
      const h = s.clearings[String(clearing)];
      const i = (h?.tokens ?? []).findIndex((t) => t.owner === 'corvids' && t.kind === 'snare' && t.faceUp === true);
      if (!h || i < 0) return;
      h.tokens = h.tokens!.filter((_, j) => j !== i);
      if (backup) backupPlans(s, clearing, 1);
    },
  };
}

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
        return [{ trip: snareTrip(ctx, q.from as number, 'R11.8.2', `Piège face visible : un robot ignore le Piège pour choisir son déplacement ; s’il doit sortir de cette clairière, il retire le Piège et n’effectue pas ce déplacement (R11.8.2).`) }];
      const rule = ruleOf(ctx, 'corvids', '13.7.2', 'R11.7.2');
      return [{ forbid: reason(rule, `Piège face visible dans la clairière ${String(q.from)} : les pièces adverses ne peuvent pas en sortir (${rule}).`) }];
    },
  },
  placement: {
    place(ctx, owner, place) {
      if (owner === 'corvids' || !snareUp(ctx, place)) return [];
      if (isNomadId(owner) && ctx.supervisorOf(owner) === 'corvids') return [];
      if (isFactionId(owner) && ctx.isBot(owner))
        return [{ trip: snareTrip(ctx, place as number, 'R11.8.2', 'Piège face visible : un robot ignore le Piège pour choisir où placer ; s’il doit placer une pièce ici, il retire le Piège et ne place pas la pièce (R11.8.2).') }];
      const rule = ruleOf(ctx, 'corvids', '13.7.2', 'R11.7.2');
      return [{ forbid: reason(rule, `Piège face visible : les pièces adverses ne peuvent pas être placées dans cette clairière (${rule}).`) }];
    },
  },
  battle: {
    extraHits(q, role) {
      if (role !== 'defender' || q.defender !== 'corvids') return [];
      const plot = (q.here().tokens ?? []).some((t) => t.owner === 'corvids' && ['bomb', 'snare', 'extortion', 'raid'].includes(t.kind) && t.faceUp !== true);
      if (!plot) return [];
      const rule = ruleOf(q.ctx, 'corvids', '13.2.5', 'R11.2.2');
      return [{ hits: 1, reason: reason(rule, `Agent secret : les Corvidés défendent avec un jeton de Complot face cachée dans la clairière : 1 perte additionnelle, même sans défense (${rule}).`) }];
    },
    removed(q, owner, pieces) {
      if (owner !== 'corvids') return [];
      const raids = pieces.filter((p) => p.kind === 'raid').length;
      if (!raids) return [];
      const ctx = q.ctx;
      const bot = ctx.isBot('corvids');
      const rule = ruleOf(ctx, 'corvids', '13.7.4', 'R11.7.4');
      const adjacent = [
        ...new Set(
          linksFrom(ctx.setup, q.clearing, ctx.map)
            .filter((l) => typeof l.to === 'number' && (l.kind === 'path' || (bot && l.kind === 'closed_path')))
            .map((l) => l.to as number),
        ),
      ].sort((a, b) => a - b);
      const open = adjacent.filter((id) => !ctx.placementBans('corvids', id, { category: 'warrior' }).length);
      const blocked = adjacent.filter((id) => !open.includes(id));
      const onBoard = Object.values(ctx.setup.clearings).reduce((s, c) => s + (c.warriors?.corvids ?? 0), 0);
      const supply = Math.max(0, 15 - onBoard);
      const placed = open.slice(0, supply);
      const out: BattleEffect[] = [
        {
          reason: reason(
            rule,
            `Raid retiré : 1 guerrier Corvidé dans chaque clairière adjacente${placed.length ? ` (${placed.join(', ')})` : ' : aucune possible'}${blocked.length ? ` ; pas dans ${blocked.join(', ')}, où ils ne peuvent pas être placés` : ''}${placed.length < open.length ? ` ; réserve épuisée (${supply}), par ordre de priorité` : ''} (${rule}).`,
          ),
          apply(s: Setup) {
            for (const id of placed) {
              const c = (s.clearings[String(id)] ??= {});
              c.warriors = { ...(c.warriors ?? {}), corvids: (c.warriors?.corvids ?? 0) + 1 };
            }
          },
        },
      ];
      return out;
    },
  },
};
