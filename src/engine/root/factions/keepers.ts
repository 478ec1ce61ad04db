/**
 * Gardiens de Fer (15). Devout Knights (15.2.4): when moving, the Keepers may move one relic with
 * each Keepers warrior they move; in battle, with at least one relic and one Keepers warrior in
 * the clearing, they ignore the first hit they take (one hit of an ambush, not the others).
 * Prized Trophies (15.2.5): an opponent who removes a relic scores 1 extra point (2 in all) and
 * places it face up in a forest (choice `relicForest`; default: the first forest next to the
 * clearing, in the map's order). A Nomad that removes a relic scores nothing (E.3.6) and does not
 * choose: its supervisor places the relic, or the player whose turn it is if none supervises it
 * (official FAQ, Keepers in Iron 3).
 */
import type { BattleEffect, BattleQuery, FactionRules } from '../hooks';
import type { BattleOffer } from '../types';
import type { RelicKind } from '../factions';
import type { Setup } from '../setup';
import { kindName } from '../glossary';
import { isNomadId } from '../nomads';

const RELICS = ['statuette', 'tablet', 'jewel'];

function relicForest(q: BattleQuery): string | null {
  const forests = q.ctx.map.forests;
  if (q.choices.relicForest && forests.some((f) => f.id === q.choices.relicForest)) return q.choices.relicForest;
  return forests.find((f) => f.clearings.includes(q.clearing))?.id ?? forests[0]?.id ?? null;
}
import { reason } from '../reasons';
import { tokensOf, warriorsOf, withoutChoices } from './util';

export const keepers: FactionRules = {
  id: 'keepers',
  active: (ctx) => ctx.inGame('keepers'),
  movement: {
    group(ctx, mover, from) {
      if (mover !== 'keepers' || typeof from !== 'number') return null;
      const c = ctx.contents(from);
      const relics = tokensOf(c, 'keepers', ['statuette', 'tablet', 'jewel']).length;
      const w = warriorsOf(c, 'keepers');
      if (!relics || !w) return null;
      const n = Math.min(relics, w);
      return {
        relics: n,
        reasons: [
          reason('15.2.4', `Chevaliers dévoués : chaque guerrier Gardien déplacé peut emporter 1 relique ; ici jusqu’à ${n} relique${n > 1 ? 's' : ''} (${relics} sur place, ${w} guerrier${w > 1 ? 's' : ''}) (15.2.4).`),
        ],
      };
    },
  },
  battle: {
    options(q) {
      if (q.role('keepers') === null || !tokensOf(q.here(), 'keepers', RELICS).length) return [];
      const near = q.ctx.map.forests.filter((f) => f.clearings.includes(q.clearing)).map((f) => f.id);
      const def = relicForest(withoutChoices(q));
      if (!def) return [];
      const foe = q.attacker === 'keepers' ? q.defender : q.attacker;
      // a Nomad has no say: its supervisor places the relic, or, unsupervised, the player whose turn it is (FAQ officielle, Gardiens n° 3)
      const nomadChooser = isNomadId(foe) ? (q.ctx.supervisorOf(foe) ?? q.ctx.setup.turn) : undefined;
      const offer: BattleOffer = {
        choice: 'relicForest',
        by: q.instigator ?? nomadChooser ?? foe,
        label: 'Bois où replacer une relique retirée',
        value: def,
        alternatives: [...new Set([...near, ...q.ctx.map.forests.map((f) => f.id)])],
        reason: isNomadId(foe)
          ? reason('15.2.5', `Trophées convoités : si ${q.ctx.the(foe)} ${q.ctx.verb(foe, 'retire', 'retirent')} une relique, ${nomadChooser ? q.ctx.the(nomadChooser) : 'le joueur dont c’est le tour'} la ${nomadChooser ? q.ctx.verb(nomadChooser, 'place', 'placent') : 'place'} face visible dans un bois, sans point de victoire ; par défaut, le premier bois voisin de la clairière (15.2.5 ; FAQ officielle, Gardiens n° 3).`)
          : reason('15.2.5', 'Trophées convoités : qui retire une relique la place face visible dans un bois de son choix ; par défaut, le premier bois voisin de la clairière (15.2.5).'),
      };
      return [offer];
    },
    ignoreFirst(q, owner) {
      if (owner !== 'keepers') return null;
      const c = q.here();
      if (!tokensOf(c, 'keepers', RELICS).length || warriorsOf(c, 'keepers') < 1) return null;
      return reason('15.2.4', 'Chevaliers dévoués : une relique et un guerrier Gardien sont dans la clairière : les Gardiens ignorent la première perte subie (en cas d’embuscade, une perte de l’embuscade) (15.2.4).');
    },
    removed(q, owner, pieces) {
      if (owner !== 'keepers') return [];
      const all = pieces.filter((p) => RELICS.includes(p.kind) && p.by !== 'keepers');
      // only an adversary's removal triggers Prized Trophies (G.1.2): not a coalition partner's (FAQ Keepers n° 4)
      const relics = all.filter((p) => q.ctx.adversary(p.by, 'keepers'));
      const out: BattleEffect[] = all
        .filter((p) => !relics.includes(p))
        .map((p) => ({
          reason: reason('15.2.5', `Trophées convoités ne joue pas : ${q.ctx.the(p.by)}, en coalition avec les Gardiens, n’est pas leur adversaire (G.1.2, 9.2.8) ; la ${kindName(p.kind)} n’est pas replacée dans un bois et ne rapporte rien de plus.`),
        }));
      const f = relicForest(q);
      if (!relics.length || !f) return out;
      out.push(
        {
          reason: reason('15.2.5', `Trophées convoités : ${relics.map((p) => kindName(p.kind)).join(', ')} replacée${relics.length > 1 ? 's' : ''} face visible dans le bois ${f.replaceAll('_', '-')} (15.2.5).`),
          apply(s: Setup) {
            s.forests ??= {};
            const forest = (s.forests[f] ??= {});
            forest.relics = [...(forest.relics ?? []), ...relics.map((p) => ({ kind: p.kind as RelicKind, faceUp: true, ...(p.value !== undefined ? { value: p.value } : {}) }))];
          },
        },
      );
      return out;
    },
  },
  scoring: {
    piece(_q, by, piece) {
      if (piece.owner !== 'keepers' || !RELICS.includes(piece.kind) || by === 'keepers') return null;
      // only an adversary (G.1.2) scores the trophy: not a coalition partner (FAQ Keepers n° 4, 9.2.8)
      if (!_q.ctx.adversary(by, 'keepers')) return null;
      return { vp: 1, reason: reason('15.2.5', `Trophées convoités : la ${kindName(piece.kind)} retirée rapporte 1 point de plus, 2 en tout (15.2.5).`) };
    },
  },
};
