/**
 * Alliance de la Forêt (8) and Alliance Automatisée (R6).
 * Outrage (8.2.6): moving warriors into a sympathetic clearing costs the mover a card for the
 * Alliance's supporters. The bot's Automated Outrage (R6.2.3) targets humans only.
 * Battle: Guerrilla (8.2.2): defending, the Alliance deals the higher die. The bot has no Guerrilla
 * but Automated Ambush (R6.2.2): defending with at least one warrior, 1 extra hit. Removing a base
 * (8.2.4) discards the supporters of its suit and half the officers, rounded up; the bot's
 * Repression (R6.2.4) removes every Sympathy token in clearings of the base's suit. Removing a
 * Sympathy token triggers Outrage (8.2.6, R6.2.3).
 */
import type { BattleEffect, FactionRules } from '../hooks';
import type { Setup } from '../setup';
import { SUIT_NAMES, capitalize, isPluralName, theName } from '../glossary';
import { isNomadId } from '../nomads';
import { getMap, clearingData } from '../maps';
import type { Suit } from '../factions';
import { reason } from '../reasons';
import { tokensOf, warriorsOf } from './util';

export const alliance: FactionRules = {
  id: 'alliance',
  active: (ctx) => ctx.inGame('alliance'),
  movement: {
    move(q) {
      const { ctx } = q;
      if (q.mover === 'alliance' || typeof q.to !== 'number' || typeof q.from !== 'number') return [];
      if (!tokensOf(ctx.contents(q.to), 'alliance', ['sympathy']).length) return [];
      if (warriorsOf(ctx.contents(q.from), q.mover) === 0) return [];
      if (ctx.isBot('alliance')) {
        return ctx.isBot(q.mover)
          ? [{ note: reason('R6.2.3', 'Clairière sympathisante, mais l’Indignation automatisée ne vise que les humains : pas d’Indignation (R6.2.3).') }]
          : [
              {
                note: reason('R6.2.3', `Indignation automatisée : en y déplaçant des guerriers, ${ctx.the(q.mover)} ${ctx.verb(q.mover, 'défausse', 'défaussent')} une carte de la couleur de la clairière, sinon l’Alliance marque 1 point (R6.2.3).`),
              },
            ];
      }
      return [
        {
          note: reason('8.2.6', `Indignation : en y déplaçant des guerriers, ${ctx.the(q.mover)} ${ctx.verb(q.mover, 'ajoute', 'ajoutent')} une carte de la couleur de la clairière aux partisans de l’Alliance (8.2.6).`),
        },
      ];
    },
  },
  battle: {
    dice(q) {
      if (q.defender !== 'alliance' || q.ctx.isBot('alliance')) return null;
      return reason('8.2.2', 'Guérilla : l’Alliance, en défense, prend le plus grand résultat, l’attaquant le plus petit (8.2.2).');
    },
    extraHits(q, role) {
      if (role !== 'defender' || q.defender !== 'alliance' || !q.ctx.isBot('alliance')) return [];
      if (warriorsOf(q.here(), 'alliance') < 1) return [];
      return [{ hits: 1, reason: reason('R6.2.2', 'Embuscade automatisée : l’Alliance Automatisée défend avec au moins 1 guerrier : 1 perte additionnelle (R6.2.2).') }];
    },
    removed(q, owner, pieces) {
      if (owner !== 'alliance') return [];
      const out: BattleEffect[] = [];
      const bot = q.ctx.isBot('alliance');
      for (let p of pieces) {
        // A Nomad's removal is its supervisor's (E.3.7: « un joueur qui retire ») — the official FAQ
        // (Alliance n° 3) says so; an unsupervised Nomad is no player: no Outrage (our reading).
        const remover = p.kind === 'sympathy' && isNomadId(p.by) ? q.ctx.supervisorOf(p.by) : p.by;
        if (p.kind === 'sympathy' && remover === undefined) {
          out.push({ reason: reason('E.3.7', `${capitalize(theName(p.by, q.ctx.setup))}, que personne ne supervise, ${isPluralName(p.by, q.ctx.setup) ? 'retirent' : 'retire'} le jeton de Sympathie : aucun joueur ne le retire, donc pas d’Indignation (8.2.6, E.3.7 ; lecture de Clairière).`) });
        } else if (p.kind === 'sympathy' && remover !== undefined && remover !== 'alliance') {
          if (remover !== p.by) out.push({ reason: reason('E.3.7', `${capitalize(theName(p.by, q.ctx.setup))} ${isPluralName(p.by, q.ctx.setup) ? 'retirent' : 'retire'} le jeton de Sympathie : c’est ${isPluralName(p.by, q.ctx.setup) ? 'leur' : 'son'} superviseur, ${theName(remover, q.ctx.setup)}, qui déclenche l’Indignation (E.3.7).`) });
          p = { ...p, by: remover };
          if (bot)
            out.push({
              reason: q.ctx.isBot(p.by as never)
                ? reason('R6.2.3', 'Jeton de Sympathie retiré par un robot : pas d’Indignation automatisée (R6.2.3).')
                : reason('R6.2.3', `Indignation automatisée : ${theName(p.by, q.ctx.setup)} défausse 1 carte de la couleur de la clairière, sinon l’Alliance marque 1 point (R6.2.3).`),
            });
          else if (q.ctx.isBot(p.by as never))
            out.push({ reason: reason('R2.8.1', `Indignation (8.2.6) : ${theName(p.by, q.ctx.setup)}, un robot, n’a pas de main ; l’Alliance pioche 1 carte et l’ajoute à ses partisans à la place (R2.8.1).`) });
          else out.push({ reason: reason('8.2.6', `Indignation : ${theName(p.by, q.ctx.setup)} ajoute 1 carte de la couleur de la clairière aux partisans de l’Alliance (ou montre sa main, 8.2.6).`) });
        }
        if (!p.kind.startsWith('base_')) continue;
        const suit = p.kind.slice(5) as Suit;
        if (bot) {
          out.push({
            reason: reason('R6.2.4', `Répression : la base ${SUIT_NAMES[suit]} retirée, tous les jetons de Sympathie des clairières ${SUIT_NAMES[suit]} sont retirés (R6.2.4).`),
            apply(s: Setup) {
              const map = getMap(s.map);
              for (const [id, c] of Object.entries(s.clearings)) {
                const cs = s.suits?.[Number(id) - 1] ?? clearingData(map, Number(id))?.suit;
                if (cs === suit && c.tokens) c.tokens = c.tokens.filter((t) => !(t.owner === 'alliance' && t.kind === 'sympathy'));
              }
            },
          });
          continue;
        }
        const officers = q.ctx.setup.players.alliance?.officers;
        const lost = officers === undefined ? null : Math.ceil(officers / 2);
        out.push({
          reason: reason(
            '8.2.4',
            `Base ${SUIT_NAMES[suit]} retirée : l’Alliance défausse ses partisans ${SUIT_NAMES[suit]} (Oiseaux compris) et retire la moitié de ses officiers, arrondie au supérieur${lost === null ? ' (nombre d’officiers non précisé)' : ` : ${lost} sur ${officers}`} (8.2.4).`,
          ),
          apply(s: Setup) {
            const pl = s.players.alliance;
            if (pl?.officers !== undefined) pl.officers -= Math.ceil(pl.officers / 2);
          },
        });
        const left = Object.values(q.ctx.setup.clearings).some((c) => (c.buildings ?? []).some((b) => b.owner === 'alliance' && b.kind.startsWith('base_')));
        if (!left) out.push({ reason: reason('8.2.4', 'L’Alliance n’a plus de base sur le plateau : elle défausse ses partisans au-delà de 5 (8.2.4).') });
      }
      return out;
    },
  },
};
