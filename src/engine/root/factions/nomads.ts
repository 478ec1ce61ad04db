/**
 * Nomads (Appendix E).
 * - Control (E.3.1): the supervisor counts a Nomad's pieces as its own for control only (it may
 *   rule a clearing where it has only Nomad pieces); unsupervised Nomads rule like players (2.5).
 * - Merles Nobles (demoted side of the Last Dynasty, E.2.2 ability): « Superviseur : vous contrôlez
 *   les clairières en cas d'égalité », which works exactly like Lords of the Forest.
 * - Independent actions (E.3.4): a Nomad's pieces never move with the supervisor's.
 * - A Nomad cannot battle the Spring Uprising: it has no hand to discard from (official FAQ,
 *   Hirelings 4).
 */
import { NOMAD_INFO, isNomadId, type NomadId } from '../nomads';
import type { BattleEffect } from '../hooks';
import type { Borrow, FactionRules } from '../hooks';
import { reason } from '../reasons';
import type { ClearingSetup } from '../setup';
import { warriorsOf } from './util';

function piecesOf(c: ClearingSetup, n: NomadId): number {
  return warriorsOf(c, n) + (c.buildings ?? []).filter((b) => b.owner === n).length;
}

export const nomads: FactionRules = {
  id: 'nomads',
  active: (ctx) => ctx.nomads.length > 0,
  control: {
    borrow(ctx, _place, c) {
      const out: Borrow[] = [];
      for (const n of ctx.nomads) {
        const sup = ctx.supervisorOf(n);
        const k = piecesOf(c, n);
        if (!sup || !ctx.inGame(sup) || k === 0) continue;
        out.push({
          from: n,
          to: sup,
          count: k,
          transfer: true,
          reason: reason('E.3.1', `${ctx.The(sup)} ${ctx.verb(sup, 'supervise', 'supervisent')} ${ctx.the(n)} : ${k} pièce${k > 1 ? 's' : ''} Nomade${k > 1 ? 's' : ''} comptée${k > 1 ? 's' : ''} comme les siennes pour le contrôle (E.3.1).`),
        });
      }
      return out;
    },
    winsTie(ctx, owner, _place, _c, total) {
      if (total <= 0) return null;
      for (const n of ctx.nomads) {
        if (n === 'last_dynasty' && ctx.setup.nomads?.[n]?.demoted && ctx.supervisorOf(n) === owner)
          return reason('E.2.2', `${NOMAD_INFO[n].demotedName} (Dernière Dynastie rétrogradée) : leur superviseur, ${ctx.the(owner)}, ${ctx.verb(owner, 'contrôle', 'contrôlent')} en cas d’égalité (capacité, E.2.2).`);
      }
      return null;
    },
    notes(ctx, _place, c) {
      return ctx.nomads
        .filter((n) => !ctx.supervisorOf(n) && piecesOf(c, n) > 0)
        .map((n) => reason('E.3.1', `Personne ne supervise ${ctx.the(n)} : ce Nomade contrôle comme un joueur (E.3.1).`));
    },
  },
  movement: {
    group(ctx, mover, from) {
      if (typeof from !== 'number') return null;
      const c = ctx.contents(from);
      const mine = ctx.nomads.filter((n) => ctx.supervisorOf(n) === mover && warriorsOf(c, n) > 0);
      if (!mine.length) return null;
      return {
        reasons: mine.map((n) =>
          reason('E.3.4', `Les guerriers ${ctx.of(n)} ne se déplacent pas avec ceux ${ctx.of(mover)} : un Nomade n’agit qu’avec ses propres pièces (E.3.4).`),
        ),
      };
    },
  },
  battle: {
    check(q) {
      // FAQ officielle, Nomades n° 4: battling the Spring Uprising asks for a card from a hand, which a Nomad lacks
      const a = q.owner('attacker');
      if (!isNomadId(a) || q.owner('defender') !== 'spring_uprising') return [];
      return [
        {
          forbid: reason(
            'E.3.4',
            `${q.ctx.The(a)} ne ${q.ctx.verb(a, 'peut', 'peuvent')} pas combattre la Révolte Printanière : il faut pour cela défausser une carte, et un Nomade n’a pas de main (E.3.4 ; FAQ officielle, Nomades n° 4).`,
          ),
        },
      ];
    },
    ambush(q, role) {
      const o = q.owner(role);
      if (!isNomadId(o)) return null;
      return reason('E.3.5', `${q.ctx.The(o)} : un Nomade ne joue pas de carte Embuscade, et son superviseur n’en joue pas pour lui (E.3.5).`);
    },
    cards(q, role) {
      const o = q.owner(role);
      if (!isNomadId(o)) return null;
      return reason('E.3.5', `${q.ctx.The(o)} : un Nomade n’utilise ni les capacités ni les effets fabriqués de son superviseur (E.3.5).`);
    },
    end(q, s) {
      const out: BattleEffect[] = [];
      for (const role of ['attacker', 'defender'] as const) {
        const o = q.owner(role);
        if (!isNomadId(o)) continue;
        const n = s.removed.filter((p) => p.by === o && p.category !== 'warrior').length;
        const sup = q.ctx.supervisorOf(o);
        if (n && sup) out.push({ reason: reason('E.3.6', `${q.ctx.The(sup)} ne ${q.ctx.verb(sup, 'marque', 'marquent')} rien pour les pièces que retire son Nomade (E.3.6).`) });
      }
      return out;
    },
  },
};
