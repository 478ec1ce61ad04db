/**
 * Seigneur des Cents (14). The warlord (14.2.2) is a warrior: it counts for control; it cannot be
 * moved outside a turn of the Hundreds.
 * Battle: the warlord fights and takes hits as a warrior, removed after the other Hundreds
 * warriors (a documented default). Looters (14.2.5): declared at the start of a battle it attacks
 * in, against a defender with an item in its Crafted Items box (never the Vagabond): no hits with
 * its die; at the end, if it rules the clearing, it takes an item. Moods (14.7), in battles in the
 * warlord's clearing: Bitter (before the roll, remove Mobs there or adjacent, place as many
 * warriors with the warlord), Stubborn (ignore the first hit taken), Wrathful (attacking, 1 extra
 * hit).
 */
import type { BattleEffect, BattleQuery, FactionRules } from '../hooks';
import type { BattleOffer } from '../types';
import { reason } from '../reasons';
import { ITEM_NAMES } from '../glossary';
import { linksFrom } from '../board';
import type { ItemKind, Setup } from '../setup';

const warlordHere = (q: BattleQuery) => q.here().warlord === true && q.role('hundreds') !== null;
const mood = (q: BattleQuery) => q.ctx.setup.players.hundreds?.mood;

function lootable(q: BattleQuery): ItemKind[] {
  if (q.attacker !== 'hundreds' || q.defender === 'vagabond' || q.defender === 'vagabond2') return [];
  const d = q.ctx.setup.players[q.defender as 'marquise'];
  return d?.crafted ?? [];
}

/** Clearings whose Mob the Bitter warlord may remove: its clearing and the adjacent ones (14.7.1). */
function mobClearings(q: BattleQuery): number[] {
  const near = [q.clearing, ...linksFrom(q.ctx.setup, q.clearing, q.ctx.map).filter((l) => l.kind === 'path' && typeof l.to === 'number').map((l) => l.to as number)];
  return [...new Set(near)].filter((id) => (q.ctx.setup.clearings[String(id)]?.tokens ?? []).some((t) => t.owner === 'hundreds' && t.kind === 'mob')).sort((a, b) => a - b);
}

export const hundreds: FactionRules = {
  id: 'hundreds',
  active: (ctx) => ctx.inGame('hundreds'),
  control: {
    extraPieces(_ctx, _place, c) {
      if (!c.warlord) return [];
      return [{ owner: 'hundreds', warriors: 1, reason: reason('14.2.2', 'Le seigneur de guerre est un guerrier des Cents : il compte pour le contrôle (14.2.2).') }];
    },
  },
  movement: {
    group(ctx, mover, from, moverTurn) {
      if (mover !== 'hundreds' || typeof from !== 'number' || !ctx.contents(from).warlord) return null;
      if (moverTurn)
        return { add: 1, reasons: [reason('14.2.2', 'Le seigneur de guerre est un guerrier : pendant le tour des Cents, il se déplace comme les autres (14.2.2).')] };
      return {
        add: 0,
        reasons: [reason('14.2.2', `Hors du tour des Cents, leur seigneur de guerre reste immobile ; c’est le tour ${ctx.of(ctx.setup.turn ?? 'hundreds')} (14.2.2).`)],
      };
    },
  },
  battle: {
    options(q) {
      const out: BattleOffer[] = [];
      const items = lootable(q);
      if (items.length) {
        out.push({
          choice: 'looters',
          by: 'hundreds',
          label: 'Piller le défenseur',
          value: false,
          alternatives: [false, true],
          atStart: true,
          reason: reason('14.2.5', 'Pillards : au début du combat, avant une éventuelle Embuscade du défenseur, les Cents peuvent déclarer piller le défenseur ; ils n’infligent alors aucune perte avec leur dé ; par défaut non (14.2.5 ; FAQ officielle, Seigneur des Cents n° 4).'),
        });
        out.push({
          choice: 'lootItem',
          by: 'hundreds',
          label: 'Objet pillé',
          value: items[0]!,
          alternatives: [...new Set(items)],
          atStart: true,
          reason: reason('14.2.5', 'L’objet que les Cents prennent s’ils contrôlent la clairière à la fin du combat (14.2.5).'),
        });
      }
      const side = q.owner('defender') === 'hundreds' ? 'defender' : q.owner('attacker') === 'hundreds' ? 'attacker' : null;
      if (side && warlordHere(q) && !q.ctx.isBot('hundreds') && (q.here().warriors?.hundreds ?? 0) > 0)
        out.push({
          choice: 'warlordFirst',
          by: 'hundreds',
          label: 'Le seigneur de guerre retiré avant les autres guerriers',
          value: false,
          alternatives: [false, true],
          reason: reason('14.2.2', 'Les Cents choisissent quels guerriers leurs pertes retirent, seigneur de guerre compris (4.3.4 ; FAQ officielle de Leder Games) ; par défaut, le seigneur de guerre en dernier.'),
        });
      if (mood(q) === 'bitter' && warlordHere(q)) {
        const mobs = mobClearings(q);
        if (mobs.length)
          out.push({
            choice: 'bitter',
            by: 'hundreds',
            label: 'Amer : Foules retirées',
            value: [],
            alternatives: mobs,
            reason: reason('14.7.1', `Amer : avant les dés, les Cents peuvent retirer des Foules de la clairière du seigneur de guerre ou des clairières adjacentes (${mobs.join(', ')}) et y placer autant de guerriers ; par défaut aucune (14.7.1).`),
          });
      }
      return out;
    },
    extraWarriors(q, owner) {
      if (owner !== 'hundreds' || !q.here().warlord) return null;
      return {
        count: 1,
        reason: reason('14.2.2', 'Le seigneur de guerre est retiré, le dernier des guerriers des Cents : il ne peut l’être qu’en combat (14.2.2).'),
        remove(c) {
          delete c.warlord;
        },
      };
    },
    declare(q) {
      if (!q.choices.looters || !lootable(q).length) return [];
      return [reason('14.2.5', 'Pillards : dès le début du combat, avant toute Embuscade du défenseur, les Cents déclarent piller le défenseur (14.2.5 ; FAQ officielle, Seigneur des Cents n° 4).')];
    },
    noRolledHits(q, role) {
      if (role !== 'attacker' || !q.choices.looters || !lootable(q).length) return null;
      return reason('14.2.5', 'Pillards : les Cents ont déclaré piller le défenseur : ils n’infligent aucune perte avec leur dé (14.2.5).');
    },
    beforeRoll(q) {
      if (mood(q) !== 'bitter' || !warlordHere(q) || !q.choices.bitter?.length) return [];
      const allowed = mobClearings(q);
      const chosen = q.choices.bitter.filter((id) => allowed.includes(id));
      if (!chosen.length) return [];
      const onBoard = Object.values(q.ctx.setup.clearings).reduce((s, c) => s + (c.warriors?.hundreds ?? 0), 0);
      const n = Math.min(chosen.length, Math.max(0, 20 - onBoard));
      const e: BattleEffect = {
        reason: reason('14.7.1', `Amer : les Cents retirent ${chosen.length} Foule${chosen.length > 1 ? 's' : ''} (clairière${chosen.length > 1 ? 's' : ''} ${chosen.join(', ')}) et placent ${n} guerrier${n > 1 ? 's' : ''} avec le seigneur de guerre${n < chosen.length ? ' (réserve épuisée)' : ''} (14.7.1).`),
        apply(s: Setup) {
          for (const id of chosen) {
            const c = s.clearings[String(id)];
            if (!c?.tokens) continue;
            const i = c.tokens.findIndex((t) => t.owner === 'hundreds' && t.kind === 'mob');
            if (i >= 0) c.tokens = c.tokens.filter((_, j) => j !== i);
          }
          const c = (s.clearings[String(q.clearing)] ??= {});
          c.warriors = { ...(c.warriors ?? {}), hundreds: (c.warriors?.hundreds ?? 0) + n };
        },
      };
      return [e];
    },
    ignoreFirst(q, owner) {
      if (owner !== 'hundreds' || mood(q) !== 'stubborn' || !q.here().warlord) return null;
      return reason('14.7.7', 'Tenace : les Cents ignorent la première perte subie dans la clairière de leur seigneur de guerre (14.7.7).');
    },
    extraHits(q, role) {
      if (role !== 'attacker' || q.attacker !== 'hundreds' || mood(q) !== 'wrathful' || !q.here().warlord) return [];
      return [{ hits: 1, reason: reason('14.7.8', 'Furieux : les Cents attaquent dans la clairière de leur seigneur de guerre : 1 perte additionnelle (14.7.8).') }];
    },
    end(q) {
      if (!q.choices.looters || !lootable(q).length) return [];
      const items = lootable(q);
      const item = q.choices.lootItem && items.includes(q.choices.lootItem) ? q.choices.lootItem : items[0]!;
      if (q.ruler() !== 'hundreds')
        return [{ reason: reason('14.2.5', 'Pillards : à la fin du combat, les Cents ne contrôlent pas la clairière : pas de pillage (14.2.5).') }];
      const def = q.defender as 'marquise';
      return [
        {
          reason: reason('14.2.5', `Pillards : les Cents contrôlent la clairière et prennent l’objet « ${ITEM_NAMES[item]} » dans la case Objets Fabriqués du défenseur (14.2.5).`),
          apply(s: Setup) {
            const p = s.players[def];
            if (!p?.crafted) return;
            const i = p.crafted.indexOf(item);
            if (i >= 0) p.crafted = p.crafted.filter((_, j) => j !== i);
            if (!p.crafted.length) delete p.crafted;
          },
        },
      ];
    },
  },
};
