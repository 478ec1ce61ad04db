/**
 * Fully cooperative game against bots (Laws of Rootbotics, chapter 3, « Partie entièrement
 * coopérative »): the humans may count all their pieces as one team, e.g. to decide who rules a
 * clearing. Here the team's members keep their own control abilities (an unofficial choice: the
 * booklet invites players to agree on such details).
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';
import { isFactionId } from '../factions';

export const coop: FactionRules = {
  id: 'coop',
  active: (ctx) => ctx.setup.coop === true,
  control: {
    pool(ctx) {
      const members = ctx.factions.filter((f) => !ctx.isBot(f));
      if (!members.length) return null;
      return {
        team: 'humans',
        members,
        reason: reason('R3', `Partie entièrement coopérative : les pièces des humains (${members.map((m) => ctx.the(m)).join(', ')}) s’additionnent comme une seule équipe pour le contrôle (R3).`),
      };
    },
  },
  battle: {
    check(q) {
      const a = q.attacker;
      const d = q.defender;
      const bots = [a, d].filter((o) => isFactionId(o) && q.ctx.isBot(o));
      if (bots.length < 2) return [];
      return [{ note: reason('R3', 'Partie entièrement coopérative : les robots ne se ciblent pas entre eux lors des combats (R3) ; ce combat ne serait pas choisi par un robot.') }];
    },
  },
};
