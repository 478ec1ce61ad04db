/**
 * Trait cards of the bots (R3.3.2) that change a battle, as rules modules of their own: each one is
 * active when a bot player of the position holds it (`players.<bot>.traits`), and plugs into the
 * same battle hooks as the factions. Texts: Leder Games' card data (bots/data.ts, TRAITS).
 *
 * - Fortifié (Marquise, ROOT/121): 2 hits remove one building; a lone hit on a building is lost.
 * - Informateurs (Alliance, ROOT/134): defending without warriors, its Sympathy still gets the
 *   Automated Ambush hit (R6.2.2).
 * - Vétérans (Alliance, ROOT/136): defending, it takes the higher die (as Guerrilla, 8.2.2).
 * - Garnison (Rivière, ROOT-255): defending, never defenceless; each trade post in the battle
 *   clearing adds 1 to its maximum rolled hits (reading: the trade posts of the battle clearing).
 * - Féroce (Rivière, ROOT-256): attacking, its maximum rolled hits is always 3.
 * - Plans de secours (Corvidés, ROOT-239): each plot token removed puts a Corvid warrior in its
 *   clearing (supply permitting, 1.5.1); the Snare a bot trips over (R11.8.2) counts too
 *   (factions/corvids.ts).
 * Traits that change what the bot does on its turn are applied by its bot module (bots/*.ts);
 * Fondations changes the Cost of Errors inside factions/duchy.ts, the one place that removes crowns;
 * Fanatiques is the extra hit of the battle the Lizards start after a Conversion (`bonusHits`).
 */
import type { BattleEffect, BattleQuery, FactionRules, RulesContext } from '../hooks';
import { reason } from '../reasons';
import { specFor } from '../pieces';
import type { Owner, Setup } from '../setup';
import { warriorsOf } from './util';

const withTrait = (faction: Owner, trait: string) => (ctx: RulesContext) => ctx.hasTrait(faction, trait);

export const fortified: FactionRules = {
  id: 'trait:fortified',
  active: withTrait('marquise', 'fortified'),
  battle: {
    buildingHits(q, owner) {
      if (owner !== 'marquise') return null;
      return { hits: 2, reason: reason('R3.3.2', 'Trait Fortifié : il faut 2 pertes pour retirer chaque bâtiment de la Marquise Mécanique ; 1 perte seule sur un bâtiment reste sans effet.') };
    },
  },
};

export const informants: FactionRules = {
  id: 'trait:informants',
  active: withTrait('alliance', 'informants'),
  battle: {
    extraHits(q, role) {
      if (role !== 'defender' || q.defender !== 'alliance') return [];
      const here = q.here();
      // with a warrior, the Automated Ambush already applies (factions/alliance.ts)
      if (warriorsOf(here, 'alliance') > 0 || !(here.tokens ?? []).some((t) => t.owner === 'alliance' && t.kind === 'sympathy')) return [];
      return [{ hits: 1, reason: reason('R6.2.2', 'Trait Informateurs : sans guerrier, le jeton de Sympathie de l’Alliance Automatisée profite lui aussi de l’Embuscade automatisée : 1 perte additionnelle (R6.2.2, R3.3.2).') }];
    },
  },
};

export const veterans: FactionRules = {
  id: 'trait:veterans',
  active: withTrait('alliance', 'veterans'),
  battle: {
    dice(q) {
      if (q.defender !== 'alliance') return null;
      return reason('R3.3.2', 'Trait Vétérans : l’Alliance Automatisée, en défense, prend le plus grand résultat, l’attaquant le plus petit (comme la Guérilla, 8.2.2).');
    },
  },
};

export const garrison: FactionRules = {
  id: 'trait:garrison',
  active: withTrait('riverfolk', 'garrison'),
  battle: {
    defenceless(q) {
      if (q.defender !== 'riverfolk' || warriorsOf(q.here(), 'riverfolk') > 0) return null;
      return { defenceless: false, reason: reason('R3.3.2', 'Trait Garnison : en défense, les Robots de la Rivière ne sont jamais sans défense.') };
    },
    cap(q, role) {
      if (role !== 'defender' || q.defender !== 'riverfolk') return null;
      const posts = (q.here().tokens ?? []).filter((t) => t.owner === 'riverfolk' && t.kind.startsWith('trade_post_')).length;
      if (!posts) return null;
      return { add: posts, reason: reason('R3.3.2', `Trait Garnison : chaque comptoir de la clairière compte comme un guerrier pour le maximum de pertes infligées (+${posts}).`) };
    },
  },
};

export const ferocious: FactionRules = {
  id: 'trait:ferocious',
  active: withTrait('riverfolk', 'ferocious'),
  battle: {
    cap(q, role) {
      if (role !== 'attacker' || q.attacker !== 'riverfolk') return null;
      return { set: 3, reason: reason('R3.3.2', 'Trait Féroce : en attaque, le maximum de pertes infligées par les dés des Robots de la Rivière est toujours de 3.') };
    },
  },
};

const PLOTS = ['bomb', 'snare', 'extortion', 'raid'];

/** Trait Plans de secours (ROOT-239): a Corvid warrior where each plot token was removed, supply permitting. */
export function backupPlans(s: Setup, clearing: number, plots: number): number {
  const limit = specFor('corvids', 'warrior', 'warrior', s)?.limit ?? 0;
  let on = 0;
  for (const h of Object.values(s.clearings)) on += h.warriors?.corvids ?? 0;
  const k = Math.max(0, Math.min(plots, limit - on));
  if (k) {
    const h = (s.clearings[String(clearing)] ??= {});
    h.warriors = { ...(h.warriors ?? {}), corvids: (h.warriors?.corvids ?? 0) + k };
  }
  return k;
}

export const backupPlansRules: FactionRules = {
  id: 'trait:backup_plans',
  active: withTrait('corvids', 'backup_plans'),
  battle: {
    removed(q: BattleQuery, owner, pieces): BattleEffect[] {
      if (owner !== 'corvids') return [];
      const plots = pieces.filter((p) => p.category === 'token' && PLOTS.includes(p.kind)).length;
      if (!plots) return [];
      return [
        {
          reason: reason('R3.3.2', `Trait Plans de secours : ${plots > 1 ? `${plots} Complots retirés` : 'un Complot retiré'}, un guerrier Corvidé est placé dans la clairière ${q.clearing} pour chacun (tant qu’il en reste en réserve).`),
          apply(s) {
            backupPlans(s, q.clearing, plots);
          },
        },
      ];
    },
  },
};

/** Every Trait module, in the order of the bots' chapters. */
export const TRAIT_RULES: readonly FactionRules[] = [fortified, informants, veterans, garrison, ferocious, backupPlansRules];
