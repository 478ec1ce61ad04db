/**
 * What each side gains or loses after the battle, outcome by outcome (5.5.7, 5.5.8): the spoils of
 * the Plans de Bataille (cards.ts `Spoil`, recorded by plans.ts) and, on a Mappemonde, what the
 * victory takes from the defender (Bannir: favor, Slander, Book Burning; Relics taken). Each entry
 * names its side, its card and its rule, with the change of favor, secrets, Troupes and Relics.
 *
 * Every rule is one line of a table keyed by the spoil's kind; campaign.ts and duel.ts call
 * `outcomeEffects` for each outcome of `battleOdds`. Pure: nothing here reads beyond its arguments.
 */
import { countText, frenchTypography } from '../core/format';
import type { Spoil } from './cards';
import type { Suit } from './sites';
import type { CardPools, Side, SpoilUse } from './plans';

/** One change after the battle, for one side, with its card (or rule) and its French text. */
export interface OutcomeEffect {
  side: Side;
  /** the card's French name, or the rule's subject (« Bannir ») */
  card: string;
  rule: string;
  favor: number;
  secrets: number;
  /** Troupes gained (positive) or taken away (negative: caged) */
  warbands: number;
  relics: number;
  text: string;
}

/** What an outcome needs to say its spoils. */
export interface OutcomeFacts {
  victory: boolean;
  attackerLeft: number;
  attackerLost: number;
  defenderLost: number;
}

/** What the position says of the spoils (a Campagne); none for dice given directly. */
export interface SpoilsContext {
  /** the favor each side has left to give (Sticky Fire « if you can ») */
  favor?: Record<Side, number>;
  /** the Bandits defend: they are not Troupes and never die (5.5.6) */
  bandits: boolean;
  /** what a victory of the attacker takes from the defender (5.5.7.II–III) */
  onVictory?: { favor: number; secrets: number; relics: number; slander: boolean; bookBurning: boolean };
  /** the favor in each bank, when the position gives it (2.1.3) */
  banks?: Partial<Record<Suit, number>>;
}

const other = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');
const zero = { favor: 0, secrets: 0, warbands: 0, relics: 0 };

/** Troupes of the loser's Armée still standing after the battle. */
function survivors(p: CardPools, o: OutcomeFacts, loser: Side, ctx: SpoilsContext): number {
  if (loser === 'attacker') return o.attackerLeft;
  if (ctx.bandits) return 0;
  return Math.max(0, p.defendingWarbands + p.defenderKilledBefore - o.defenderLost);
}

type SpoilRule<K extends Spoil['kind']> = (use: SpoilUse & { spoil: Extract<Spoil, { kind: K }> }, o: OutcomeFacts, p: CardPools, ctx: SpoilsContext) => OutcomeEffect[];

const mine = (use: SpoilUse, change: Partial<typeof zero>, text: string): OutcomeEffect => ({ side: use.side, card: use.card, rule: '5.5.8', ...zero, ...change, text: frenchTypography(text) });

/** Each spoil, by kind: what the victorious user (and its enemy) gain or lose in one outcome. */
const SPOIL_RULES: { [K in Spoil['kind']]: SpoilRule<K> } = {
  gainFavor: (u, _o, _p, ctx) => {
    const left = ctx.banks?.[u.spoil.bank];
    const n = left === undefined ? u.spoil.n : Math.min(u.spoil.n, left);
    const how = left === undefined ? ' (si elle en a encore)' : n < u.spoil.n ? ` (elle n’en a que ${left})` : '';
    return [mine(u, { favor: n }, `gagne ${countText(n, 'faveur')} de la banque ${u.spoil.bank}${how}`)];
  },
  gainWarbands: (u) => [mine(u, { warbands: u.spoil.n }, `gagne ${countText(u.spoil.n, 'Troupe')}`)],
  gainWarbandsPerKilled: (u, o) => {
    const killed = u.side === 'attacker' ? o.defenderLost : o.attackerLost;
    return [mine(u, { warbands: killed }, `gagne ${countText(killed, 'Troupe')}, une par Troupe adverse tuée dans cette Campagne`)];
  },
  gainFavorPerAdviser: (u) => [mine(u, { favor: u.n }, `gagne ${countText(u.n, 'faveur')}, une par Conseiller de l’adversaire (nombre donné : ${u.n})`)],
  cageSurvivors: (u, o, p, ctx) => {
    const caged = survivors(p, o, other(u.side), ctx);
    return [{ ...mine(u, { warbands: -caged }, `${countText(caged, 'Troupe survivante', 'Troupes survivantes')} de l’Armée vaincue ${caged > 1 ? 'vont' : 'va'} dans la Cage`), side: other(u.side) }];
  },
  giveFavor: (u, _o, _p, ctx) => {
    const have = ctx.favor?.[u.side];
    const n = have === undefined ? u.spoil.n : Math.min(u.spoil.n, Math.max(0, have));
    const how = have === undefined ? ' (supposé possible : sans position, sa faveur n’est pas connue)' : n < u.spoil.n ? ' (il n’a plus de faveur à donner)' : '';
    return [mine(u, { favor: -n }, `donne ${countText(n, 'faveur')} à l’adversaire${how}`), { ...mine(u, { favor: n }, `reçoit ${countText(n, 'faveur')} du vainqueur`), side: other(u.side) }];
  },
  becomeCitizen: (u) => [mine(u, {}, 'peut devenir Citoyen (sans Relique ; fin de sa phase d’Actions, Provisions au maximum)')],
  travelThenCampaign: (u) => [mine(u, {}, 'peut Voyager puis faire Campagne à nouveau, sans dépenser de Provisions')],
};

/** What a victory of the attacker takes from the defender on the Mappemonde (5.5.7.II–III). */
function victoryTakes(ctx: SpoilsContext): OutcomeEffect[] {
  const v = ctx.onVictory;
  if (!v) return [];
  const out: OutcomeEffect[] = [];
  if (v.relics) out.push({ side: 'attacker', card: 'Reliques prises', rule: '5.5.7.II', ...zero, relics: v.relics, text: `prend ${countText(v.relics, 'Relique')}` });
  if (v.favor) out.push({ side: 'defender', card: v.slander ? 'Calomnie' : 'Bannir', rule: '5.5.7.III', ...zero, favor: -v.favor, text: frenchTypography(`brûle ${countText(v.favor, 'faveur')}${v.slander ? ' (toutes)' : ' (la moitié, arrondie à l’inférieur)'}`) });
  if (v.secrets) out.push({ side: 'defender', card: v.bookBurning ? 'Autodafé' : 'Bannière prise', rule: v.bookBurning ? '5.5.8' : '2.5.3', ...zero, secrets: -v.secrets, text: `brûle ${countText(v.secrets, 'secret')}` });
  return out;
}

/** Every change after the battle in this outcome: the victor's spoils, then what the victory takes. */
export function outcomeEffects(p: CardPools, o: OutcomeFacts, ctx: SpoilsContext): OutcomeEffect[] {
  const winner: Side = o.victory ? 'attacker' : 'defender';
  const out: OutcomeEffect[] = [];
  for (const u of p.spoils) if (u.side === winner) out.push(...(SPOIL_RULES[u.spoil.kind] as SpoilRule<Spoil['kind']>)(u as never, o, p, ctx));
  if (o.victory) out.push(...victoryTakes(ctx));
  return out;
}

/** The sum of the changes of one side. */
export function totalOf(effects: readonly OutcomeEffect[], side: Side): typeof zero {
  const t = { ...zero };
  for (const e of effects)
    if (e.side === side) {
      t.favor += e.favor;
      t.secrets += e.secrets;
      t.warbands += e.warbands;
      t.relics += e.relics;
    }
  return t;
}
