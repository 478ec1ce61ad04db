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
 *
 * Battle:
 * - the maximum of rolled hits is the undamaged swords (9.2.6), plus the Allied warriors it treats
 *   as its own when attacking (9.2.9.II.c); the Vagabot's starts at 1, +1 with 6 and with 9
 *   undamaged items, and with 12 it deals 1 extra hit when attacking (R7.2.4);
 * - defenceless without an undamaged sword (9.2.4); the Vagabot has no warriors: defenceless;
 * - each hit damages an undamaged item, the swords last (a documented default); with none left the
 *   hits are ignored (9.2.7, R7.2.5); hits may go to Allied warriors (9.2.9.II.d, choice `allyHits`);
 * - removing a warrior of a non-Hostile faction makes it Hostile (9.2.9.III; through a mercenary,
 *   the buyer, 11.2.7.III.b); during its turn, 1 point per piece of a Hostile faction removed, not
 *   counting the warrior that made it Hostile (Infamy, 9.2.9.III.a); Allies hit more than items turn
 *   Hostile at the end (9.2.9.II.d); the Vagabot scores 1 per enemy warrior it removes as attacker
 *   (R7.5.4);
 * - characters (Appendix D, R7.7): Ronin's Swift Strike (D.8.2: exhaust a sword, 1 extra hit; an
 *   undamaged sword is assumed face up), the Arbiter enlisted by the defender (D.5.2: 1 point, its
 *   undamaged swords added to the defender's maximum; the Vagabot Arbiter adds its track, R7.7.6,
 *   and bot defenders enlist it on the three conditions of R7.7.6), the Vagrant's Provocation
 *   (D.4.2, R7.7.4: battle.ts, choice `provocation`).
 * The Elimination (9.2.2.I) concerns effects that remove all enemy pieces, not battles.
 */
import { isFactionId, VAGABONDS, type FactionId } from '../factions';
import type { BattleEffect, BattleQuery, FactionRules, MoveEffect, RulesContext } from '../hooks';
import type { BattleOffer } from '../types';
import { reason } from '../reasons';
import type { Owner, Place, Setup } from '../setup';
import { theName } from '../glossary';
import { warriorsOf, withoutChoices } from './util';

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

/** Items on the Vagabot's battle track (R7.2.4): one each at 6, 9 and 12 undamaged items. */
function track(items: number): number {
  return (items >= 6 ? 1 : 0) + (items >= 9 ? 1 : 0) + (items >= 12 ? 1 : 0);
}

function alliesHere(q: BattleQuery, id: VagabondId): FactionId[] {
  const c = q.here();
  return (q.ctx.setup.players[id]?.allied ?? []).filter((f) => f !== q.defender && warriorsOf(c, f) > 0);
}

/** The ally used when attacking: the choice, else the Ally with the most warriors here. */
function chosenAlly(q: BattleQuery, id: VagabondId): FactionId | null {
  const list = alliesHere(q, id);
  if (q.choices.ally !== undefined) return q.choices.ally !== null && list.includes(q.choices.ally) ? q.choices.ally : null;
  return [...list].sort((a, b) => warriorsOf(q.here(), b) - warriorsOf(q.here(), a))[0] ?? null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n > 1 ? many : one}`;

function battleHooks(id: VagabondId): Pick<FactionRules, 'battle' | 'scoring'> {
  const isArbiterHere = (q: BattleQuery) =>
    q.ctx.setup.players[id]?.character === 'arbiter' && q.attacker !== id && q.defender !== id && (q.here().pawns ?? []).includes(id);
  const arbiterSwords = (q: BattleQuery) => {
    const p = q.ctx.setup.players[id];
    return q.ctx.isBot(id) ? track(p?.items ?? 0) : (p?.swords ?? 0);
  };
  const name = (q: BattleQuery) => q.ctx.name(id);
  return {
    battle: {
      options(q) {
        const out: BattleOffer[] = [];
        const p = q.ctx.setup.players[id];
        if (q.attacker === id && !q.ctx.isBot(id)) {
          const list = alliesHere(q, id);
          if (list.length) {
            const def = chosenAlly(withoutChoices(q), id);
            out.push({
              choice: 'ally',
              by: id,
              label: 'Attaquer avec un Allié',
              value: def,
              alternatives: [null, ...list],
              reason: reason('9.2.9.II.c', `Au début du combat, ${theName(id, q.ctx.setup)} peut considérer comme siens les guerriers d’un Allié présents ici ; par défaut, l’Allié le plus nombreux (9.2.9.II.c).`),
            });
            out.push({
              choice: 'allyHits',
              by: id,
              label: 'Pertes subies par les guerriers Alliés',
              value: 0,
              alternatives: [0, 1, 2, 3],
              reason: reason('9.2.9.II.d', 'Le Vagabond peut subir des pertes en retirant des guerriers Alliés plutôt qu’en endommageant ses objets ; par défaut aucune : s’il en retire plus qu’il n’endommage d’objets, l’Allié devient Hostile (9.2.9.II.d).'),
            });
          }
        }
        if ((q.attacker === id || q.defender === id) && !q.ctx.isBot(id) && p?.character === 'ronin' && (p.swords ?? 1) > 0)
          out.push({
            choice: 'swiftStrike',
            by: id,
            label: 'Frappe rapide',
            value: false,
            alternatives: [false, true],
            reason: reason('D.8.2', 'Frappe rapide : le Ronin peut épuiser une épée pour infliger 1 perte additionnelle ; par défaut non (D.8.2).'),
          });
        if (isArbiterHere(q) && isFactionId(q.defender) && !q.ctx.isBot(q.defender))
          out.push({
            choice: 'arbiter',
            by: q.defender,
            label: 'Enrôler le Médiateur',
            value: false,
            alternatives: [false, true],
            reason: reason(q.rule(id, 'D.5.2', 'R7.7.6'), `Protection : avant les dés, le défenseur peut enrôler le Médiateur présent ici ; il marque 1 point et ajoute ${arbiterSwords(q)} au maximum de pertes du défenseur ; par défaut non (${q.rule(id, 'D.5.2', 'R7.7.6')}).`),
          });
        return out;
      },
      allies(q, role) {
        if (role !== 'attacker' || q.attacker !== id || q.ctx.isBot(id)) return [];
        const ally = chosenAlly(q, id);
        if (!ally) return [];
        const n = warriorsOf(q.here(), ally);
        return [
          {
            from: ally,
            count: n,
            split: 'optional',
            reason: reason('9.2.9.II.c', `Attaquer avec un Allié : ${theName(id, q.ctx.setup)} considère les ${plural(n, 'guerrier')} ${q.ctx.of(ally)} comme les siens (9.2.9.II.c).`),
          },
        ];
      },
      cap(q, role, _warriors, allies) {
        if (q.owner(role) !== id) return null;
        const p = q.ctx.setup.players[id];
        if (q.ctx.isBot(id)) {
          const items = p?.items;
          const t = track(items ?? 0);
          const cap = 1 + Math.min(2, t);
          return {
            set: cap,
            reason: reason('R7.2.4', `Piste de Combat : maximum ${cap} pour le ${name(q)} (1, +1 à 6 et à 9 objets intacts ; ${items === undefined ? 'objets non précisés' : plural(items, 'objet intact', 'objets intacts')}) (R7.2.4).`),
          };
        }
        const swords = p?.swords ?? 0;
        return {
          set: swords + allies,
          reason: reason(
            allies ? '9.2.9.II.c' : '9.2.6',
            `Maximum du ${name(q)} : ${plural(swords, 'épée intacte', 'épées intactes')}${p?.swords === undefined ? ' (non précisé)' : ''}${allies ? ` + ${plural(allies, 'guerrier Allié', 'guerriers Alliés')}` : ''} (${allies ? '9.2.6, 9.2.9.II.c' : '9.2.6'}).`,
          ),
        };
      },
      beforeRoll(q) {
        if (!isArbiterHere(q)) return [];
        const def = q.defender;
        let enlist = q.choices.arbiter === true;
        const rule = q.rule(id, 'D.5.2', 'R7.7.6');
        const out: BattleEffect[] = [];
        if (isFactionId(def) && q.ctx.isBot(def)) {
          const cap = warriorsOf(q.here(), def);
          const foes = warriorsOf(q.here(), q.attacker) + (q.here().buildings ?? []).filter((b) => b.owner === q.attacker).length + (q.here().tokens ?? []).filter((t) => t.owner === q.attacker).length + ((q.here().pawns ?? []).some((x) => x === q.attacker) ? 1 : 0);
          const mine = q.ctx.setup.players[def]?.score;
          const his = q.ctx.setup.players[id]?.score;
          enlist = cap < 3 && cap < foes && mine !== undefined && his !== undefined && mine > his;
          out.push({
            reason: reason(
              'R7.7.6',
              enlist
                ? `${theName(def, q.ctx.setup)} enrôle le Médiateur : maximum ${cap} < 3, inférieur aux ${foes} pièces adverses, et plus de points que lui (R7.7.6).`
                : `${theName(def, q.ctx.setup)} n’enrôle pas le Médiateur : les trois conditions (maximum < 3, < pièces adverses, plus de points) ne sont pas toutes remplies${mine === undefined || his === undefined ? ' ou les scores ne sont pas précisés' : ''} (R7.7.6).`,
            ),
          });
        }
        if (!enlist) return out;
        const n = arbiterSwords(q);
        out.push({
          reason: reason(rule, `Protection : le défenseur enrôle le Médiateur, qui marque 1 point et ajoute ${n} à son maximum de pertes (${rule}).`),
          capAdd: { role: 'defender', n },
          ...(isFactionId(id) ? { score: { to: id, vp: 1 } } : {}),
        });
        return out;
      },
      defenceless(q) {
        if (q.defender !== id || q.ctx.isBot(id)) return null;
        const swords = q.ctx.setup.players[id]?.swords ?? 0;
        return swords > 0
          ? { defenceless: false, reason: reason('9.2.4', `Le ${name(q)} a ${plural(swords, 'épée intacte', 'épées intactes')} : il n’est pas sans défense (9.2.4).`) }
          : { defenceless: true, reason: reason('9.2.4', `Le ${name(q)} n’a aucune épée intacte : sans défense, 1 perte additionnelle pour l’attaquant (9.2.4, 4.3.3.II).`) };
      },
      extraHits(q, role) {
        if (q.owner(role) !== id) return [];
        const p = q.ctx.setup.players[id];
        if (q.ctx.isBot(id)) {
          if (role === 'attacker' && (p?.items ?? 0) >= 12)
            return [{ hits: 1, reason: reason('R7.2.4', `Douzième objet sur la Piste de Combat : le ${name(q)} attaquant inflige 1 perte supplémentaire (R7.2.4).`) }];
          return [];
        }
        if (p?.character === 'ronin' && q.choices.swiftStrike && (p.swords ?? 1) > 0)
          return [{ hits: 1, reason: reason('D.8.2', 'Frappe rapide : le Ronin épuise une épée et inflige 1 perte additionnelle (D.8.2).') }];
        return [];
      },
      absorb(q, owner, hits) {
        if (owner !== id) return null;
        const p = q.ctx.setup.players[id];
        const bot = q.ctx.isBot(id);
        const rule = bot ? 'R7.2.5' : '9.2.7';
        if (p?.items === undefined) {
          return {
            absorbed: hits,
            damaged: hits,
            reason: reason(rule, `Le ${name(q)} endommage ${plural(hits, 'objet')} (nombre d’objets intacts non précisé : on suppose qu’il en a assez) (${rule}).`),
            apply() {},
          };
        }
        const items = p.items;
        const d = Math.min(items, hits);
        const others = Math.max(0, items - (p.swords ?? 0));
        const swordsHit = bot ? 0 : Math.max(0, d - others);
        const ignored = hits - d;
        return {
          absorbed: hits,
          damaged: d,
          reason: reason(
            rule,
            `Le ${name(q)} endommage ${plural(d, 'objet')}${swordsHit ? `, dont ${plural(swordsHit, 'épée')}` : ''}${!bot && d ? ' (les épées en dernier)' : ''}${ignored ? ` ; plus d’objet intact : il ignore ${plural(ignored, 'perte')}` : ''} (${rule}).`,
          ),
          apply(s: Setup) {
            const x = s.players[id];
            if (!x || x.items === undefined) return;
            x.items -= d;
            if (x.swords !== undefined) x.swords -= swordsHit;
          },
        };
      },
      end(q, s) {
        const out: BattleEffect[] = [];
        if (q.ctx.isBot(id)) return out;
        const p = q.ctx.setup.players[id];
        // Hostility and Infamy (9.2.9.III, 9.2.9.III.a, 11.2.7.III.b)
        const mine = s.removed.filter((x) => x.by === id);
        const byFaction = new Map<FactionId, typeof mine>();
        for (const x of mine) {
          const f = (x.for ?? x.owner) as Owner;
          if (!isFactionId(f) || VAGABONDS.includes(f)) continue;
          byFaction.set(f, [...(byFaction.get(f) ?? []), x]);
        }
        const myTurn = q.turn === id;
        for (const [f, xs] of byFaction) {
          const hostile = (p?.hostile ?? []).includes(f);
          const warriors = xs.filter((x) => x.category === 'warrior').length;
          const pieces = xs.filter((x) => x.owner === f).length;
          if (hostile) {
            if (myTurn && pieces)
              out.push({
                reason: reason('9.2.9.III.a', `Infamie : ${plural(pieces, 'pièce')} ${q.ctx.of(f)}, faction Hostile, retirée${pieces > 1 ? 's' : ''} pendant le tour du ${name(q)} : ${plural(pieces, 'point')} (9.2.9.III.a).`),
                score: { to: id, vp: pieces },
              });
            continue;
          }
          if (!warriors) continue;
          const merc = xs.some((x) => x.for === f && x.owner !== f);
          out.push({
            reason: reason(
              merc ? '11.2.7.III.b' : '9.2.9.III',
              merc && !xs.some((x) => x.owner === f && x.category === 'warrior')
                ? `Un mercenaire de la Compagnie combattant pour ${theName(f, q.ctx.setup)} est retiré : ${theName(f, q.ctx.setup)}, pas la Compagnie, devient Hostile au ${name(q)} (11.2.7.III.b).`
                : `Le ${name(q)} retire un guerrier ${q.ctx.of(f)}, faction non Hostile : elle devient Hostile (9.2.9.III).`,
            ),
            apply(st: Setup) {
              const x = st.players[id];
              if (!x) return;
              x.allied = (x.allied ?? []).filter((g) => g !== f);
              if (!x.allied.length) delete x.allied;
              x.hostile = [...new Set([...(x.hostile ?? []), f])];
            },
          });
          if (myTurn && pieces > 1)
            out.push({
              reason: reason('9.2.9.III.a', `Infamie : ${pieces - 1 > 1 ? `les ${pieces - 1} autres pièces` : 'l’autre pièce'} ${q.ctx.of(f)} retirée${pieces - 1 > 1 ? 's' : ''} dans ce combat ${pieces - 1 > 1 ? 'rapportent' : 'rapporte'} ${plural(pieces - 1, 'point')} ; pas le guerrier qui l’a rendue Hostile (9.2.9.III.a).`),
              score: { to: id, vp: pieces - 1 },
            });
        }
        // Allies hit more than items (9.2.9.II.d)
        const ally = q.attacker === id ? chosenAlly(q, id) ?? (q.choices.ally ?? null) : null;
        if (ally && s.allyHits > (s.damaged[id] ?? 0))
          out.push({
            reason: reason('9.2.9.II.d', `Le ${name(q)} a subi plus de pertes sur les guerriers ${q.ctx.of(ally)} (${s.allyHits}) qu’en endommageant ses objets (${s.damaged[id] ?? 0}) : cet Allié devient Hostile à la fin du combat (9.2.9.II.d).`),
            apply(st: Setup) {
              const x = st.players[id];
              if (!x) return;
              x.allied = (x.allied ?? []).filter((g) => g !== ally);
              if (!x.allied.length) delete x.allied;
              x.hostile = [...new Set([...(x.hostile ?? []), ally])];
            },
          });
        return out;
      },
    },
    scoring: {
      battle(q, s) {
        if (!q.ctx.isBot(id) || q.attacker !== id) return [];
        const n = s.removed.filter((x) => x.by === id && x.category === 'warrior').length;
        return n ? [{ to: id, vp: n, reason: reason('R7.5.4', `Le ${q.ctx.name(id)} marque 1 point par guerrier adverse retiré en attaquant : ${plural(n, 'point')} (R7.5.4).`) }] : [];
      },
    },
  };
}

export function vagabondRules(id: VagabondId): FactionRules {
  return {
    ...battleHooks(id),
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
