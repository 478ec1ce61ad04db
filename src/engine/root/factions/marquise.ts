/**
 * Marquise de Chat (6) and Marquise Mécanique 2.0 (R4).
 * The Keep (6.2.2, R4.2.1): only the Marquise may PLACE pieces in the Keep's clearing; moving
 * there is allowed (placing and moving are different terms, Law Q4). A Nomad she supervises may
 * be placed there (official FAQ, Marquise 4): the placer is its supervisor.
 * Battle: Field Hospitals (6.2.3): when Marquise warriors are removed, the Marquise may spend a
 * card of their clearing's suit to place them in the Keep's clearing (a choice, off by default:
 * the hand is secret); never for mercenaries or Nomads (1.5.3); the bot has no such ability (R4.2).
 * A removed Keep leaves the game (6.2.2; R4.2.1: back in the box).
 */
import type { FactionRules, RulesContext } from '../hooks';
import { reason } from '../reasons';
import { isNomadId } from '../nomads';
import type { ClearingSetup, Setup } from '../setup';
import { CARD_SUIT_NAMES } from '../cards';
import { ruleOf, tokensOf } from './util';

const hasKeep = (c: ClearingSetup) => tokensOf(c, 'marquise', ['keep']).length > 0;
const keepRule = (ctx: RulesContext) => ruleOf(ctx, 'marquise', '6.2.2', 'R4.2.1');

function keepClearing(s: Setup): number | null {
  for (const [id, c] of Object.entries(s.clearings)) if (hasKeep(c)) return Number(id);
  return null;
}

export const marquise: FactionRules = {
  id: 'marquise',
  active: (ctx) => ctx.inGame('marquise'),
  movement: {
    move(q) {
      if (q.mover === 'marquise' || typeof q.to !== 'number' || !hasKeep(q.ctx.contents(q.to))) return [];
      const rule = keepRule(q.ctx);
      return [
        {
          note: reason(rule, `Le Donjon de la Marquise est dans la clairière ${q.to} : il interdit d’y placer des pièces, pas de s’y déplacer (${rule}).`),
        },
      ];
    },
  },
  placement: {
    place(ctx, owner, place) {
      if (owner === 'marquise' || typeof place !== 'number' || !hasKeep(ctx.contents(place))) return [];
      const rule = keepRule(ctx);
      // what counts is who places: a Nomad the Marquise supervises is placed by her (FAQ officielle, Marquise n° 4)
      if (isNomadId(owner) && ctx.supervisorOf(owner) === 'marquise')
        return [{ note: reason(rule, `La Marquise supervise ${ctx.the(owner)} : quand elle place les pièces ${ctx.of(owner)}, c’est elle qui place, et le Donjon ne le lui interdit pas (${rule} ; FAQ officielle, Marquise n° 4).`) }];
      return [{ forbid: reason(rule, `Seule la Marquise peut placer des pièces dans la clairière du Donjon (${rule}).`) }];
    },
  },
  battle: {
    options(q) {
      if (q.role('marquise') === null || q.ctx.isBot('marquise') || keepClearing(q.ctx.setup) === null) return [];
      return [
        {
          choice: 'fieldHospitals',
          by: 'marquise',
          label: 'Hôpitaux de campagne',
          value: false,
          alternatives: [false, true],
          reason: reason('6.2.3', `Hôpitaux de campagne : la Marquise peut dépenser 1 carte ${q.suit ? CARD_SUIT_NAMES[q.suit] : 'de la couleur de la clairière'} pour placer ses guerriers retirés dans la clairière du Donjon ; par défaut non (main secrète, 1.2.1).`),
        },
      ];
    },
    removed(q, owner, pieces) {
      if (owner !== 'marquise') return [];
      const out = [];
      const rule = keepRule(q.ctx);
      if (pieces.some((p) => p.kind === 'keep'))
        out.push({ reason: reason(rule, q.ctx.isBot('marquise') ? 'Le Donjon retiré retourne dans la boîte (R4.2.1).' : 'Le Donjon retiré quitte la partie définitivement (6.2.2).') });
      const n = pieces.filter((p) => p.category === 'warrior').length;
      if (n && q.choices.fieldHospitals && !q.ctx.isBot('marquise')) {
        const keep = keepClearing(q.ctx.setup);
        if (keep === null) out.push({ reason: reason('6.2.3', 'Hôpitaux de campagne impossibles : le Donjon n’est plus sur le plateau.') });
        else
          out.push({
            reason: reason('6.2.3', `Hôpitaux de campagne : la Marquise dépense 1 carte ${q.suit ? CARD_SUIT_NAMES[q.suit] : 'de la couleur de la clairière'} et place ${n} guerrier${n > 1 ? 's' : ''} retiré${n > 1 ? 's' : ''} dans la clairière ${keep}, celle du Donjon (6.2.3).`),
            apply(s: Setup) {
              const c = (s.clearings[String(keep)] ??= {});
              c.warriors = { ...(c.warriors ?? {}), marquise: (c.warriors?.marquise ?? 0) + n };
            },
          });
      }
      return out;
    },
  },
};
