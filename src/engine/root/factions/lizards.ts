/**
 * Culte des Lézards (10) and Lézards Logiques (R8).
 * Pilgrims (10.2.4, R8.2.1): the Lizards rule any clearing where they have a garden, whatever the
 * count; this overrides Lords of the Forest (7.2.2).
 * Battle: Revenge (10.2.3): Lizard warriors removed while defending become acolytes; the bot's
 * Robotic Revenge (R8.2.2) puts 1 acolyte for each removal of Lizard warriors, attacking or not.
 * A removed garden costs a random card (10.2.5) or the top Lost Soul (R8.2.3).
 */
import type { BattleEffect, FactionRules } from '../hooks';
import type { Setup } from '../setup';
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
  battle: {
    removed(q, owner, pieces) {
      if (owner !== 'lizards') return [];
      const out: BattleEffect[] = [];
      const bot = q.ctx.isBot('lizards');
      const warriors = pieces.filter((p) => p.category === 'warrior').length;
      const add = (n: number) => (s: Setup) => {
        const p = s.players.lizards;
        if (p) p.acolytes = (p.acolytes ?? 0) + n;
      };
      if (warriors && bot)
        out.push({ reason: reason('R8.2.2', 'Vengeance robotique : des guerriers Lézards sont retirés ; 1 d’entre eux va dans la case Acolytes (R8.2.2).'), apply: add(1) });
      else if (warriors && q.defender === 'lizards')
        out.push({
          reason: reason('10.2.3', `Vengeance : ${warriors} guerrier${warriors > 1 ? 's' : ''} du Culte retiré${warriors > 1 ? 's' : ''} en défendant ${warriors > 1 ? 'vont' : 'va'} dans la case Acolytes (10.2.3).`),
          apply: add(warriors),
        });
      const gardens = pieces.filter((p) => GARDENS.includes(p.kind)).length;
      if (gardens)
        out.push({
          reason: bot
            ? reason('R8.2.3', 'Jardin retiré : les Lézards Logiques défaussent la première carte de leur pile d’Âmes Perdues (R8.2.3).')
            : reason('10.2.5', `Peur des fidèles : ${gardens > 1 ? `${gardens} jardins retirés, le Culte défausse ${gardens} cartes` : 'jardin retiré, le Culte défausse 1 carte'} au hasard (10.2.5).`),
        });
      return out;
    },
  },
};
