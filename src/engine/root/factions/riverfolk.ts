/**
 * Compagnie de la Rivière (11) and Robots de la Rivière (R9).
 * - Swimmers (11.2.2): the Company treats rivers as paths and moves along them whoever rules.
 *   On the Lake, the lake counts as rivers between coastal clearings (C.2.2). The River bots have
 *   no such ability (their rules, R9.2, do not list it; they have no move action either).
 * - Boats (11.2.7.II, R9.2.3.II): the buyer treats rivers as paths until the end of its turn
 *   (control is still required).
 * - Mercenaries (11.2.7.III, R9.2.3.III): during the buyer's Daylight and Evening, it counts the
 *   Company's warriors as its own for rule, even against the Company (« other than the Company »
 *   limits battle only), and the Company does not count them then: the official FAQ (Lord of the
 *   Hundreds 2: a mob and one mercenary oppress; Marquise 1: with no piece left, the Marquise may
 *   rule with mercenaries) only holds if the Company loses them for rule. It cannot move them.
 * - Battle: the buyer's mercenaries fight for it against others than the Company, hits split evenly
 *   between its pieces and them (11.2.7.III.a; R9.2.3.III); a removed trade post costs half the
 *   funds, rounded up, and leaves the game (Disrupted Trade 11.2.5.I); the bots' goes back to
 *   their board (R9.2.2).
 */
import { VAGABONDS, isFactionId, type FactionId } from '../factions';
import type { BattleEffect, Borrow, FactionRules, RulesContext } from '../hooks';
import type { Setup } from '../setup';
import { reason, type Reason } from '../reasons';
import type { ClearingSetup } from '../setup';
import { warriorsOf } from './util';

/** Is the buyer's Mercenaries service in effect now? */
function mercenariesNow(ctx: RulesContext, buyer: FactionId): { on: boolean; why: Reason } {
  const rule = ctx.isBot('riverfolk') ? 'R9.2.3.III' : '11.2.7.III';
  const { turn, phase } = ctx.setup;
  if (turn !== buyer)
    return {
      on: false,
      why: reason(rule, `Mercenaires ${ctx.of(buyer)} : ils ne comptent que pendant son propre Jour et son Crépuscule ; ${turn ? `c’est le tour ${ctx.of(turn)}` : 'le tour n’est pas précisé'} (${rule}).`),
    };
  if (phase === 'aurore')
    return { on: false, why: reason(rule, `Mercenaires : ils ne comptent qu’au Jour et au Crépuscule ${ctx.of(buyer)}, pas à l’Aurore (${rule}).`) };
  return {
    on: true,
    why: reason(
      rule,
      phase
        ? `Mercenaires : pendant son ${phase === 'jour' ? 'Jour' : 'Crépuscule'}, ${ctx.the(buyer)} ${ctx.verb(buyer, 'compte', 'comptent')} les guerriers de la Compagnie comme les siens pour le contrôle (${rule}).`
        : `Mercenaires : phase non précisée, on suppose le Jour ${ctx.of(buyer)}, qui ${ctx.verb(buyer, 'compte', 'comptent')} les guerriers de la Compagnie comme les siens pour le contrôle (${rule}).`,
    ),
  };
}

function buyers(ctx: RulesContext, service: 'boats' | 'mercenaries'): FactionId[] {
  return ctx.factions.filter((f) => f !== 'riverfolk' && ctx.setup.players[f]?.[service] === true);
}

export const riverfolk: FactionRules = {
  id: 'riverfolk',
  active: (ctx) => ctx.inGame('riverfolk'),
  control: {
    borrow(ctx, _place, c: ClearingSetup) {
      const n = warriorsOf(c, 'riverfolk');
      if (n === 0) return [];
      const out: Borrow[] = [];
      for (const b of buyers(ctx, 'mercenaries')) {
        if (VAGABONDS.includes(b)) continue;
        const m = mercenariesNow(ctx, b);
        if (!m.on) continue;
        const rule = ctx.isBot('riverfolk') ? 'R9.2.3.III' : '11.2.7.III';
        out.push({
          from: 'riverfolk',
          to: b,
          count: n,
          transfer: true,
          reason: reason(
            rule,
            `${m.why.text} L’exception de la règle ne vise que le combat : pour le contrôle, ils comptent pour ${ctx.the(b)} même face à ${ctx.the('riverfolk')}, qui ne les compte alors plus pour ${ctx.verb('riverfolk', 'elle', 'eux')}.`,
          ),
        });
      }
      return out;
    },
    notes(ctx, _place, c) {
      if (warriorsOf(c, 'riverfolk') === 0) return [];
      return buyers(ctx, 'mercenaries')
        .filter((b) => !VAGABONDS.includes(b))
        .map((b) => mercenariesNow(ctx, b))
        .filter((m) => !m.on)
        .map((m) => m.why);
    },
  },
  movement: {
    group(ctx, mover, from) {
      if (typeof from !== 'number' || ctx.setup.players[mover]?.mercenaries !== true) return null;
      if (warriorsOf(ctx.contents(from), 'riverfolk') === 0) return null;
      const rule = ctx.isBot('riverfolk') ? 'R9.2.3.III' : '11.2.7.III';
      return { reasons: [reason(rule, `Les mercenaires de la Compagnie ne peuvent pas être déplacés par ${ctx.the(mover)} (${rule}).`)] };
    },
    move(q) {
      if (q.via !== 'river' && q.via !== 'lake') return [];
      const { ctx } = q;
      const lake = q.via === 'lake' ? ' (le lac compte comme des rivières, C.2.2)' : '';
      if (q.mover === 'riverfolk') {
        if (ctx.isBot('riverfolk'))
          return [{ note: reason('R9.2', 'Les Robots de la Rivière n’ont pas la capacité Nageurs : les rivières ne sont pas des chemins pour eux (R9.2).') }];
        return [
          {
            allow: reason('11.2.2', `Nageurs : pour la Compagnie, chaque rivière compte comme un chemin${lake} (11.2.2).`),
            ignoreControl: reason('11.2.2', 'Nageurs : le long des rivières, la Compagnie se déplace quel que soit le contrôle (11.2.2).'),
          },
        ];
      }
      if (ctx.setup.players[q.mover]?.boats !== true) return [];
      const rule = ctx.isBot('riverfolk') ? 'R9.2.3.II' : '11.2.7.II';
      if (!q.moverTurn)
        return [{ note: reason(rule, `Les bateaux achetés par ${ctx.the(q.mover)} ne servent que jusqu’à la fin de son tour (${rule}).`) }];
      return [{ allow: reason(rule, `Bateaux : ${ctx.the(q.mover)} ${ctx.verb(q.mover, 'considère', 'considèrent')} chaque rivière comme un chemin, et ce jusqu’au bout de son tour${lake} ; il faut toujours contrôler le départ ou l’arrivée (${rule}).`) }];
    },
  },
  battle: {
    allies(q, role) {
      const buyer = q.owner(role);
      const foe = q.owner(role === 'attacker' ? 'defender' : 'attacker');
      if (!isFactionId(buyer) || buyer === 'riverfolk' || VAGABONDS.includes(buyer) || foe === 'riverfolk') return [];
      if (q.ctx.setup.players[buyer]?.mercenaries !== true) return [];
      const n = warriorsOf(q.here(), 'riverfolk');
      if (!n) return [];
      const rule = q.ctx.isBot('riverfolk') ? 'R9.2.3.III' : '11.2.7.III';
      if (q.turn !== buyer || q.ctx.setup.phase === 'aurore') return [];
      return [
        {
          from: 'riverfolk',
          count: n,
          split: 'even',
          reason: reason(rule, `Mercenaires : ${q.ctx.the(buyer)} ${q.ctx.verb(buyer, 'considère', 'considèrent')} les ${n} guerrier${n > 1 ? 's' : ''} de la Compagnie comme les siens pour ce combat (${rule}).`),
        },
      ];
    },
    removed(q, owner, pieces) {
      if (owner !== 'riverfolk') return [];
      const posts = pieces.filter((p) => p.kind.startsWith('trade_post_')).length;
      if (!posts) return [];
      if (q.ctx.isBot('riverfolk')) return [{ reason: reason('R9.2.2', 'Comptoir retiré : il retourne sur le plateau de faction des Robots de la Rivière (R9.2.2).') }];
      const funds = q.ctx.setup.players.riverfolk?.funds;
      const out: BattleEffect = {
        reason: reason(
          '11.2.5.I',
          `Commerce perturbé : la Compagnie retire la moitié de ses fonds, arrondie au supérieur${funds === undefined ? ' (fonds non précisés)' : ` : ${Math.ceil(funds / 2)} sur ${funds}`}, et le comptoir quitte la partie (11.2.5.I).`,
        ),
        apply(s: Setup) {
          const p = s.players.riverfolk;
          if (p?.funds !== undefined) for (let i = 0; i < posts; i++) p.funds -= Math.ceil(p.funds / 2);
        },
      };
      return [out];
    },
  },
};
