/**
 * Vagabond (9), second Vagabond (9.7) and Vagabot (R7).
 * - Lone Wanderer (9.2.2, R7.2.1): the pawn is not a warrior; it neither rules nor prevents rule.
 * - Nimble (9.2.3, R7.2.2): the Vagabond moves whoever rules.
 * - Daylight move (9.5.1): exhaust a boot, one more into a clearing with Hostile warriors
 *   (9.2.9.III.b); never into a forest; from a forest only to an adjacent clearing.
 * - Slip (9.4.2), in Birdsong: to an adjacent clearing or forest, no boot, even Hostile, and not
 *   affected by effects that prevent moving out of a clearing (Snares).
 * - Moving with Allies (9.2.9.II.b): moving to an adjacent clearing, it may take Allied warriors.
 * - Vagabot: exhausts one item per move (R7.5); slips only into an adjacent forest in Birdsong
 *   (R7.4.3); it has no Hostile relations.
 */
import type { FactionId } from '../factions';
import type { FactionRules, MoveEffect, RulesContext } from '../hooks';
import { reason } from '../reasons';
import type { Place } from '../setup';
import { warriorsOf } from './util';

type VagabondId = 'vagabond' | 'vagabond2';

function hasPawnAt(ctx: RulesContext, id: VagabondId, p: Place): boolean {
  if (typeof p === 'number' || p === 'terrier') return (ctx.contents(p).pawns ?? []).includes(id);
  return (ctx.setup.forests?.[p.forest]?.pawns ?? []).includes(id);
}

function allies(ctx: RulesContext, id: VagabondId, from: Place): { faction: FactionId; warriors: number }[] {
  if (typeof from !== 'number' || ctx.isBot(id)) return [];
  const c = ctx.contents(from);
  return (ctx.setup.players[id]?.allied ?? [])
    .map((f) => ({ faction: f, warriors: warriorsOf(c, f) }))
    .filter((a) => a.warriors > 0);
}

function hostileWarriorsAt(ctx: RulesContext, id: VagabondId, to: number): FactionId[] {
  const c = ctx.contents(to);
  return (ctx.setup.players[id]?.hostile ?? []).filter((f) => warriorsOf(c, f) > 0 || (f === 'hundreds' && c.warlord === true));
}

export function vagabondRules(id: VagabondId): FactionRules {
  return {
    id,
    active: (ctx) => ctx.inGame(id),
    control: {
      notes(ctx, _place, c) {
        if (!(c.pawns ?? []).includes(id)) return [];
        return ctx.isBot(id)
          ? [reason('R7.2.1', `Le pion ${ctx.of(id)} n’est pas un guerrier : il ne contrôle pas et n’empêche personne de contrôler (R7.2.1).`)]
          : [reason('9.2.2', `Le pion ${ctx.of(id)} n’est pas un guerrier : il ne contrôle pas et n’empêche personne de contrôler (9.2.2).`)];
      },
    },
    movement: {
      leaveBanImmunity(ctx, mover, _from, phase) {
        if (mover !== id || ctx.isBot(id) || phase !== 'aurore') return null;
        return reason('9.4.2', 'Se faufiler n’est pas affecté par les effets qui empêchent de sortir d’une clairière (9.4.2).');
      },
      group(ctx, mover, from) {
        if (mover !== id) return null;
        const list = hasPawnAt(ctx, id, from) ? allies(ctx, id, from) : [];
        if (!list.length) return null;
        return {
          allies: list,
          reasons: [
            reason(
              '9.2.9.II.b',
              `Se déplacer avec un Allié : vers une clairière adjacente, ${ctx.the(id)} peut forcer les guerriers d’un joueur Allié à le suivre : ${list.map((a) => `${a.warriors} guerrier${a.warriors > 1 ? 's' : ''} ${ctx.of(a.faction)}`).join(' ou ')} (9.2.9.II.b).`,
            ),
          ],
        };
      },
      move(q) {
        if (q.mover !== id) return [];
        const { ctx } = q;
        const bot = ctx.isBot(id);
        const name = ctx.name(id);
        const The = ctx.The(id);
        const effects: MoveEffect[] = [
          {
            ignoreControl: bot
              ? reason('R7.2.2', `Agile : le ${name} peut toujours se déplacer, quel que soit le contrôle (R7.2.2).`)
              : reason('9.2.3', `Agile : le ${name} peut toujours se déplacer, quel que soit le contrôle (9.2.3).`),
          },
        ];
        const toForest = typeof q.to === 'object';
        const fromForest = typeof q.from === 'object';
        if (bot) {
          if (q.phase === 'aurore') {
            if (toForest) effects.push({ allow: reason('R7.4.3', `Se faufiler : à l’Aurore, le ${name} peut se déplacer vers un bois adjacent (R7.4.3).`) });
            else effects.push({ forbid: reason('R7.4.3', `À l’Aurore, le ${name} ne se faufile que vers un bois adjacent (R7.4.3).`) });
            return effects;
          }
          if (toForest) {
            effects.push({ forbid: reason('R7.5', `Le ${name} se déplace de clairière en clairière pendant le Jour ; il n’entre dans un bois qu’en se faufilant à l’Aurore (R7.4.3).`) });
            return effects;
          }
          if (fromForest) effects.push({ allow: reason('R7.5', `Depuis un bois, le ${name} rejoint une clairière adjacente (R7.5).`) });
          effects.push({ cost: { items: 1 }, note: reason('R7.5', `Le ${name} épuise 1 objet par déplacement (R7.5).`) });
          return effects;
        }
        if (q.phase === 'aurore') {
          effects.push({
            allow: reason('9.4.2', `Se faufiler : à l’Aurore, le ${name} peut aller vers une clairière ou un bois adjacent sans épuiser de botte, même Hostile (9.4.2).`),
            cost: { boots: 0 },
          });
          return effects;
        }
        if (toForest) {
          effects.push({
            forbid: reason('9.5.1', `Pendant le Jour, le ${name} ne peut pas entrer dans un bois ; seul Se faufiler, à l’Aurore, le permet (9.4.2) (9.5.1).`),
          });
          return effects;
        }
        if (fromForest) effects.push({ allow: reason('9.5.1', `Depuis un bois, le ${name} ne peut aller que vers une clairière adjacente (9.5.1).`) });
        const hostile = typeof q.to === 'number' ? hostileWarriorsAt(ctx, id, q.to) : [];
        const boots = 1 + (hostile.length ? 1 : 0);
        effects.push({
          cost: { boots },
          note: hostile.length
            ? reason('9.2.9.III.b', `Déplacement : 2 bottes à épuiser, car la clairière ${q.to} contient des guerriers Hostiles (${hostile.map((f) => ctx.name(f)).join(', ')}) (9.5.1, 9.2.9.III.b).`)
            : reason('9.5.1', 'Déplacement : 1 botte à épuiser (9.5.1).'),
        });
        const have = ctx.setup.players[id]?.boots;
        if (have !== undefined && have < boots)
          effects.push({ forbid: reason('9.5.1', `Il faut ${boots} botte${boots > 1 ? 's' : ''} intacte${boots > 1 ? 's' : ''} ; le ${name} n’en a que ${have} (9.5.1).`) });
        if (q.phase === undefined)
          effects.push({ note: reason('9.4.2', 'Phase non précisée : déplacement du Jour (9.5.1). À l’Aurore, Se faufiler (9.4.2) est gratuit et permet d’entrer dans un bois.') });
        else if (q.phase === 'crepuscule')
          effects.push({ note: reason('9.6', 'Au Crépuscule, le Vagabond n’a pas d’action de déplacement (9.6) : ce déplacement suppose un effet de carte ; il suit les règles du Jour (9.5.1).') });
        if (!fromForest && typeof q.to === 'number') {
          // the warriors of one Allied player (« les guerriers d’un joueur Allié », 9.2.9.II.b)
          const n = Math.max(0, ...allies(ctx, id, q.from).map((x) => x.warriors));
          if (n) effects.push({ groupAdd: n });
        }
        return effects;
      },
    },
  };
}

export const vagabond = vagabondRules('vagabond');
export const vagabond2 = vagabondRules('vagabond2');
