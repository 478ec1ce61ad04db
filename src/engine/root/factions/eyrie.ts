/**
 * Dynasties de la Canopée (7) and Canopée Électrique (R5).
 * Lords of the Forest (7.2.2): the Eyrie rules a clearing where it is tied for most, if it has at
 * least one piece there. The bot (R5.2.1): ties too, never an empty clearing.
 * Gardens of the Lizards override it (10.2.4): see lizards.ts (applied first by the core).
 * Battle: Commander (7.8.3) deals 1 extra hit when attacking; Despot (7.8.4) scores 1 extra point
 * when the Eyrie removes at least one enemy building or token in a battle (once per battle: « au
 * moins un », the Law's « deux en tout » being the case of one piece). The Electric Eyrie (R5.5.1.III)
 * deals 1 extra hit when the column it battles for holds more cards than every other column.
 */
import type { FactionRules } from '../hooks';
import { reason } from '../reasons';
import { CARD_SUITS, CARD_SUIT_NAMES, type CardSuit } from '../cards';

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
  battle: {
    options(q) {
      if (q.attacker !== 'eyrie' || !q.ctx.isBot('eyrie')) return [];
      const def: CardSuit = q.suit ?? 'bird';
      return [
        {
          choice: 'column',
          by: 'eyrie',
          label: 'Colonne du Décret',
          value: def,
          alternatives: [...new Set<CardSuit>([def, 'bird'])],
          reason: reason('R5.5.1.III', `La Canopée Électrique combat pour une colonne du Décret : celle de la couleur de la clairière (${CARD_SUIT_NAMES[def]}) ou la colonne Oiseau (R5.5.1.III).`),
        },
      ];
    },
    extraHits(q, role) {
      if (role !== 'attacker' || q.attacker !== 'eyrie') return [];
      const p = q.ctx.setup.players.eyrie;
      if (!q.ctx.isBot('eyrie')) {
        if (p?.leader !== 'commander') return [];
        return [{ hits: 1, reason: reason('7.8.3', 'Commandant : en attaquant, la Canopée inflige 1 perte additionnelle (7.8.3).') }];
      }
      const col = q.choices.column ?? q.suit ?? 'bird';
      const i = CARD_SUITS.indexOf(col);
      if (!p?.decree) return [];
      const n = p.decree[i] ?? 0;
      const most = p.decree.every((x, j) => j === i || n > x);
      return most
        ? [{ hits: 1, reason: reason('R5.5.1.III', `La colonne ${CARD_SUIT_NAMES[col]} du Décret a plus de cartes (${n}) que chacune des autres : 1 perte additionnelle (R5.5.1.III).`) }]
        : [];
    },
  },
  scoring: {
    battle(q, s) {
      if (q.ctx.isBot('eyrie') || q.ctx.setup.players.eyrie?.leader !== 'despot') return [];
      const n = s.removed.filter((p) => p.by === 'eyrie' && p.category !== 'warrior' && p.owner !== 'eyrie').length;
      return n ? [{ to: 'eyrie', vp: 1, reason: reason('7.8.4', 'Despote : la Canopée a retiré au moins un bâtiment ou jeton adverse dans ce combat : 1 point de victoire supplémentaire (7.8.4).') }] : [];
    },
  },
};
