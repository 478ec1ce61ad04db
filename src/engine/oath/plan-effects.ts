/**
 * What each card primitive does while the cards act (5.5.3–5.5.8, 7.1.4), as tables keyed by kind:
 * the conditions a card may carry (`CONDITIONS`), the effects of a Plan on the battle and on what it
 * leaves (`PLAN_EFFECTS`), and the persistent powers' effects (`POWER_EFFECTS`), all on one working
 * state (`CardState`). plans.ts runs them in the order of 5.5.3; no card is named in a mechanism.
 */
import { countText, frenchTypography } from '../core/format';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import type { CampaignCard, Condition, Effect, Spoil } from './cards';
import type { AttackFace, DefenseFace } from './dice';
import { BANNER_THE } from './names';
import { addCost, boardFact, costText, loseAttackDice, other, sideName, type CardContext, type CardPools, type HeldPower, type PlanUse, type Side } from './plan-pools';

/**
 * The working state while the cards act (5.5.3): a copy of the pools, the counts the cards change,
 * and what they said. Every step below reads and writes it; `applyCards` runs the steps in order.
 */
export interface CardState {
  ctx: CardContext;
  pools: CardPools;
  /** attack and defence dice, defending Troupes, Bandits, the attacker's Armée */
  A: number;
  D: number;
  W: number;
  bandits: number;
  force: number;
  extraForce: number;
  defenderKilledBefore: number;
  lossFlags: Record<Side, { all: boolean; none: boolean }>;
  ignoreA: { faces: Set<AttackFace>; skulls: boolean };
  ignoreD: Set<DefenseFace>;
  /** Specialist forbids the defender every Plan */
  specialist: boolean;
  /** Wild Mounts used, by side */
  wildMounts: Partial<Record<Side, string>>;
  reasons: Reason[];
  problems: Problem[];
}

export function startState(base: CardPools, ctx: CardContext): CardState {
  const pools: CardPools = {
    ...base,
    ignoreAttack: { ...base.ignoreAttack },
    ignoreDefense: { ...base.ignoreDefense },
    losses: { ...base.losses },
    reroll: { ...base.reroll },
    relocate: { ...base.relocate },
    costs: { attacker: { ...base.costs.attacker }, defender: { ...base.costs.defender } },
    after: [...base.after],
    notCovered: [...base.notCovered],
    plans: { attacker: [...base.plans.attacker], defender: [...base.plans.defender] },
    spoils: [...base.spoils],
  };
  return {
    ctx,
    pools,
    A: pools.attackDice,
    D: pools.defenseDice,
    W: pools.defendingWarbands,
    bandits: pools.bandits,
    force: pools.force,
    extraForce: 0,
    defenderKilledBefore: pools.defenderKilledBefore,
    lossFlags: { attacker: { all: false, none: false }, defender: { all: false, none: false } },
    ignoreA: { faces: new Set<AttackFace>(pools.ignoreAttack.faces ?? []), skulls: !!pools.ignoreAttack.skulls },
    ignoreD: new Set<DefenseFace>(pools.ignoreDefense.faces ?? []),
    specialist: false,
    wildMounts: {},
    reasons: [],
    problems: [],
  };
}

function removeAttack(s: CardState, k: number, why: string) {
  const r = loseAttackDice(s.A, s.D, k);
  s.A = r.attackDice;
  s.D = r.defenseDice;
  if (r.converted) s.reasons.push(reason('5.5.3', `${why} : plus de dé d’attaque à retirer, ${countText(r.converted, 'dé')} de défense de plus à la place.`));
}

/** A fact the reader gives (`when`), assumed true and said when not given. */
function given(s: CardState, use: PlanUse, card: CampaignCard, what: string): boolean {
  if (use.when === undefined) s.reasons.push(reason('7.5', `${card.name} : condition supposée remplie (${what}) ; dites avec ce Plan si elle ne l’est pas.`));
  return use.when ?? true;
}

/** How many times a per-count effect applies: read from the board, or given (`n`). */
function count(s: CardState, per: Effect & { kind: 'attackDice' | 'defenseDice' }, use: PlanUse, card: CampaignCard): number {
  const board = s.ctx.board;
  if (!per.per) return 1;
  if (per.per !== 'given' && board) return per.per === 'targetedSites' ? board.siteTargets.length : board.relicTargets;
  if (use.n === undefined)
    s.reasons.push(
      reason(
        '7.5',
        per.per === 'given'
          ? `${card.name} : le nombre que compte cette carte n’est pas donné, il est compté zéro ; dites-le avec ce Plan.`
          : `${card.name} : sans Mappemonde, le nombre de ${per.per === 'targetedSites' ? 'sites ciblés' : 'Reliques ciblées'} n’est pas connu, il est compté zéro ; dites-le avec ce Plan.`,
      ),
    );
  return Math.max(0, Math.floor(use.n ?? 0));
}

type Of<U, K> = Extract<U, { kind: K }>;
type ConditionRule<K extends Condition['kind']> = (s: CardState, c: Of<Condition, K>, side: Side, use: PlanUse, card: CampaignCard) => boolean;

/** Each condition a card may carry, by kind: how the board (or the reader) decides it. */
const CONDITIONS: { [K in Condition['kind']]: ConditionRule<K> } = {
  given: (s, c, _side, use, card) => given(s, use, card, c.what),
  siteTargeted: (s, _c, _side, use, card) => {
    const board = s.ctx.board;
    if (use.site !== undefined && board) return board.siteTargets.includes(use.site);
    if (use.when === undefined) s.reasons.push(reason('7.5', `${card.name} : son site est supposé ciblé ; dites avec ce Plan ${board ? 'sur quel site est la carte' : 's’il ne l’est pas'}.`));
    return use.when ?? true;
  },
  forceLarger: (s, _c, side) => (side === 'attacker' ? s.force + s.pools.attackBandits > s.W + s.bandits : s.W + s.bandits > s.force + s.pools.attackBandits),
  enemyForceLarger: (s) => s.W + s.bandits > s.force + s.pools.attackBandits,
  holds: (s, c, side, use, card) => {
    const board = s.ctx.board;
    if (!board) return given(s, use, card, boardFact(c, side));
    const who = c.who === 'self' ? side : other(side);
    const held = board.holds(who, c.banner, c.who === 'self' && c.imperialYou);
    return c.not ? !held : held;
  },
  defensePoolAtLeast: (s, c) => s.D >= c.n,
  pawnsTogether: (s, c, side, use, card) => {
    const board = s.ctx.board;
    if (!board) return given(s, use, card, boardFact(c, side));
    return !s.ctx.bandits && board.pawnsTogether;
  },
  bothExiles: (s, c, side, use, card) => {
    const board = s.ctx.board;
    if (!board) return given(s, use, card, boardFact(c, side));
    return !s.ctx.bandits && board.bothExiles;
  },
};

export function condition(s: CardState, c: Condition | undefined, side: Side, use: PlanUse, card: CampaignCard): boolean {
  if (!c) return true;
  return (CONDITIONS[c.kind] as ConditionRule<typeof c.kind>)(s, c as never, side, use, card);
}

type PlanEffect<K extends Effect['kind']> = (s: CardState, e: Of<Effect, K>, side: Side, use: PlanUse, card: CampaignCard) => string | null;

type PlanEffects = { [K in Effect['kind']]?: PlanEffect<K> };

/** The effects on the battle itself (5.5.3–5.5.5): dice, faces, sacrifices, the Armées. */
const BATTLE_EFFECTS: PlanEffects = {
  attackDice: (s, e, _side, use, card) => {
    const k = e.n * count(s, e, use, card);
    if (k > 0) s.A += k;
    else if (k < 0) removeAttack(s, -k, card.name);
    return k ? `${k > 0 ? '+' : '−'}${countText(Math.abs(k), 'dé')} d’attaque` : 'aucun dé';
  },
  defenseDice: (s, e, _side, use, card) => {
    const k = e.n * count(s, e, use, card);
    s.D += k;
    return `+${countText(k, 'dé')} de défense`;
  },
  halveAttack: (s) => {
    s.A = Math.floor(s.A / 2);
    return `l’attaquant ne garde que la moitié de ses dés (${s.A})`;
  },
  ignoreAttack: (s, e) => {
    for (const f of e.faces ?? []) s.ignoreA.faces.add(f);
    if (e.skulls) s.ignoreA.skulls = true;
    return e.skulls ? 'les crânes de l’attaquant ne tuent rien' : e.faces?.includes('hollowSword') ? 'les épées creuses ne comptent pas' : 'les faces « deux épées » ne comptent pas (leurs crânes tuent toujours)';
  },
  ignoreDefense: (s, e) => {
    for (const f of e.faces) s.ignoreD.add(f);
    return e.faces.includes('shield') ? 'les faces à un Bouclier ne comptent pas' : 'les faces « deux Boucliers » ne comptent pas';
  },
  doubleAttack: (s) => {
    s.pools.multiplier = 2;
    return 'l’attaque des dés est doublée';
  },
  sacrificeValue: (s, e) => {
    s.pools.sacrificeValue = e.value;
    return `chaque Troupe sacrifiée vaut ${e.value}`;
  },
  noSacrifice: (s) => {
    s.pools.canSacrifice = false;
    return 'l’attaquant ne peut pas sacrifier de Troupes';
  },
  autoWin: (s, e, side, _use, card) => {
    s.pools.autoWin = { side, card: card.name, noLosses: !!e.noLosses, favorPaid: (e.favorPerDefenseDie ?? 0) * s.D };
    return `${sideName(side)} est aussitôt victorieux${e.favorPerDefenseDie ? ` en donnant ${countText(s.D, 'faveur')} (une par dé de défense)` : ''}${e.noLosses ? ', sans pertes' : ''}`;
  },
  defeatLosses: (s, e, side) => {
    const sides: Side[] = e.who === 'self' ? [side] : e.who === 'enemy' ? [other(side)] : ['attacker', 'defender'];
    for (const x of sides) {
      if (e.losses === 'none') s.lossFlags[x].none = true;
      else s.lossFlags[x].all = true;
    }
    return e.losses === 'none' ? 'vaincu, il ne perd aucune Troupe' : e.who === 'enemy' ? 'victorieux, il peut tuer toute l’Armée adverse' : 'vaincu, toute son Armée meurt';
  },
  killAttacker: (s, e) => {
    const k = Math.min(e.n, s.force);
    s.force -= k;
    return k ? `l’attaquant perd ${countText(k, 'Troupe')} de son plateau` : 'l’attaquant n’a plus de Troupe à perdre';
  },
  killOwnForDie: (s, e) => {
    if (s.W < e.n) return 'aucune Troupe à tuer dans l’Armée en défense';
    s.W -= e.n;
    s.defenderKilledBefore += e.n;
    s.D += e.n;
    return `le défenseur tue ${countText(e.n, 'Troupe')} de son Armée pour ${countText(e.n, 'dé')} de défense de plus`;
  },
  forbidPlans: (s) => {
    s.specialist = true;
    return 'le défenseur ne pourra utiliser aucun Plan de Bataille';
  },
  extraForce: (s, _e, _side, use, card) => {
    const k = Math.max(0, Math.floor(use.n ?? 0));
    if (use.n === undefined) s.reasons.push(reason('7.5', `${card.name} : aucune Troupe ne rejoint l’Armée tant que vous ne dites pas combien avec ce Plan.`));
    s.force += k;
    s.extraForce += k;
    return `${countText(k, 'Troupe')} de plus dans l’Armée de l’attaquant (sans dé de plus)`;
  },
  facedownRelics: (s) => {
    const k = s.ctx.board ? s.ctx.board.facedownRelicDice() : 0;
    s.D += k;
    return `les Reliques face cachée ciblées ajoutent ${countText(k, 'dé')} de défense`;
  },
};

/** The effects on what the battle leaves (5.5.6–5.5.8): losses moved, favor and secrets burned, cards discarded. */
const AFTERMATH_EFFECTS: PlanEffects = {
  relocateLosses: (s, _e, side) => {
    s.pools.relocate[side] = true;
    return 'ses Troupes qui devraient mourir vont sur le site de l’Hôpital';
  },
  banishBurnsAll: (s) => {
    s.pools.banishBurnsAll = true;
    return 'un défenseur Banni brûle toutes ses faveurs';
  },
  burnSecretsButOne: (s) => {
    s.pools.burnSecretsButOne = true;
    return 'un défenseur Banni brûle tous ses secrets sauf un';
  },
  freeCampaign: () => null,
  discard: (s, e, side, _use, card) => {
    s.pools.after.push({ side, card: card.name, on: e.on, text: e.unlessHolding ? `défausse cette carte, sauf s’il détient ${BANNER_THE[e.unlessHolding].the}` : 'défausse cette carte' });
    return null;
  },
  after: (s, e, side, _use, card) => {
    s.pools.after.push({ side, card: card.name, on: e.on, text: frenchTypography(e.text) });
    return e.on === 'use' ? e.text : null;
  },
  noOtherPlans: () => 'aucun autre Plan de Bataille pour lui',
  replaceDiscard: (s, _e, side, _use, card) => {
    s.wildMounts[side] = card.name;
    return 'les Plans Nomad à défausser peuvent être remplacés par une seule carte Beast qu’il contrôle';
  },
  redeploy: (s, _e, _side, use, card) => {
    const r = s.ctx.board?.redeploy();
    if (s.ctx.board && !r) return 'sans effet contre les Bandits';
    const now = r ? r.now : s.W;
    let n = use.n === undefined ? (r ? r.max : now) : Math.max(0, Math.floor(use.n));
    if (use.n === undefined) s.reasons.push(reason('7.5', r ? `${card.name} : sans nombre donné, le défenseur met en défense le plus de Troupes possible, ${n} (choix par défaut) ; dites-en un autre avec ce Plan.` : `${card.name} : sans nombre donné, les Troupes en défense ne changent pas (valeur par défaut) ; dites avec ce Plan combien il y en a après le déplacement.`));
    if (r && (n < r.min || n > r.max)) {
      s.problems.push(problem('7.5', `${card.name} : après le déplacement, le défenseur a de ${r.min} à ${countText(r.max, 'Troupe')} en défense (chaque site qu’il contrôle garde sa dernière Troupe), pas ${n}.`, 'plans.defender'));
      n = now;
    }
    s.W += n - now;
    return `${countText(n, 'Troupe')} du défenseur en défense après le déplacement (${now} avant)`;
  },
  spoils: (s, e, side, use, card) => {
    let n = 0;
    if (e.spoil.kind === 'gainFavorPerAdviser') {
      n = Math.max(0, Math.floor(use.n ?? 0));
      if (use.n === undefined) s.reasons.push(reason('7.5', `${card.name} : le nombre de Conseillers de l’adversaire n’est pas donné, il est compté zéro (valeur par défaut) ; dites-le avec ce Plan.`));
    }
    s.pools.spoils.push({ side, card: card.name, id: card.id, spoil: e.spoil, n });
    s.pools.after.push({ side, card: card.name, on: 'victory', text: frenchTypography(spoilText(e.spoil, n)) });
    return null;
  },
};

/** What a spoil gives, in French (the after-battle list; each outcome gives the numbers). */
export function spoilText(sp: Spoil, n = 0): string {
  switch (sp.kind) {
    case 'gainFavor':
      return `gagne ${countText(sp.n, 'faveur')} de la banque ${sp.bank}`;
    case 'gainWarbands':
      return `gagne ${countText(sp.n, 'Troupe')}`;
    case 'gainWarbandsPerKilled':
      return 'gagne une Troupe par Troupe adverse tuée dans cette Campagne';
    case 'gainFavorPerAdviser':
      return `gagne une faveur par Conseiller de l’adversaire, de la banque de son Clan (${countText(n, 'Conseiller')} donné${n > 1 ? 's' : ''})`;
    case 'cageSurvivors':
      return 'enferme dans la Cage les Troupes survivantes de l’Armée adverse';
    case 'giveFavor':
      return `donne ${countText(sp.n, 'faveur')} à l’adversaire, s’il le peut`;
    case 'becomeCitizen':
      return 'Exilé vainqueur d’un Exilé, peut devenir Citoyen (sans Relique ; fin de sa phase d’Actions, Provisions au maximum)';
    case 'travelThenCampaign':
      return 'peut Voyager puis faire Campagne à nouveau, sans dépenser de Provisions';
  }
}

/**
 * What each effect primitive does when a Plan de Bataille is used (5.5.3), by kind: it changes the
 * state and says it in French (null: nothing to say). An effect with no entry does nothing in a Plan.
 */
const PLAN_EFFECTS: PlanEffects = { ...BATTLE_EFFECTS, ...AFTERMATH_EFFECTS };

export function applyEffect(s: CardState, side: Side, e: Effect, use: PlanUse, card: CampaignCard): string | null {
  if (!condition(s, e.when, side, use, card)) return e.kind === 'discard' || e.kind === 'after' ? null : 'sa condition n’est pas remplie';
  const rule = PLAN_EFFECTS[e.kind] as PlanEffect<typeof e.kind> | undefined;
  return rule ? rule(s, e as never, side, use, card) : null;
}

export type PowerEffect<K extends Effect['kind']> = { side?: Side; apply: (s: CardState, e: Of<Effect, K>, p: HeldPower) => void };

/**
 * What a persistent power in play does before the Plans (7.1.4), by kind of effect, and for which
 * side it acts (none: whoever rules it). A kind with no entry acts elsewhere (targets, Plans refused).
 */
export const POWER_EFFECTS: { [K in Effect['kind']]?: PowerEffect<K> } = {
  defenseDice: {
    side: 'defender',
    apply: (s, e, p) => {
      const k = e.n * count(s, e, p.use, p.card);
      s.D += k;
      s.reasons.push(reason('7.1.4', `${p.card.name} : ${countText(k, 'dé')} de défense de plus.`));
    },
  },
  noSacrifice: {
    side: 'defender',
    apply: (s, _e, p) => {
      s.pools.canSacrifice = false;
      s.reasons.push(reason('7.1.4', `${p.card.name} : qui attaque son détenteur ne peut pas sacrifier de Troupes.`));
    },
  },
  reroll: {
    apply: (s, _e, p) => {
      const side = p.use.side;
      s.pools.reroll[side] = true;
      addCost(s.pools.costs[side], p.card.cost);
      s.reasons.push(reason('7.1.4', `${p.card.name} : ${sideName(side)} peut relancer tous ses dés une fois (${costText(p.card.cost)}). ${JINX_POLICY[side]}`));
    },
  },
  noPlacing: {
    side: 'attacker',
    apply: (s, _e, p) => {
      s.pools.noPlacing = true;
      s.reasons.push(reason('7.1.4', `${p.card.name} : l’attaquant ne peut placer aucune Troupe sur les sites ciblés (5.5.7.I).`));
    },
  },
  extraForce: {
    side: 'attacker',
    apply: (s, _e, p) => {
      const k = Math.max(0, Math.floor(p.use.n ?? 0));
      s.force += k;
      s.extraForce += k;
      s.reasons.push(reason('7.1.4', `${p.card.name} : ${countText(k, 'Troupe')} des sites de l’attaquant ${k > 1 ? 'rejoignent' : 'rejoint'} son Armée (sans dé de plus).`));
    },
  },
  relicThief: {
    side: 'defender',
    apply: (s, _e, p) => {
      s.pools.relicThief = p.card.name;
      s.reasons.push(reason('7.1.4', `${p.card.name} : si l’attaquant prend des Reliques, celui qui contrôle cette carte lance un dé de défense par Relique et les prend si aucun ne montre de Bouclier (supposé qu’il s’en sert).`));
    },
  },
  freeCampaign: {
    side: 'attacker',
    apply: (s, _e, p) => {
      s.reasons.push(reason('7.1.4', `${p.card.name} : cette Campagne ne coûte aucune Provision.`));
    },
  },
};

/** How Clairière decides Jinx's reroll (the policy that serves each side best, computed exactly by odds.ts). */
export const JINX_POLICY: Record<Side, string> = {
  attacker: 'Règle de relance : après le jet de défense et le sien, l’attaquant relance ses dés d’attaque chaque fois que son jet ne lui donne pas la victoire (en gardant les Troupes voulues) ; garder un jet gagnant et relancer tous les autres rend la victoire la plus probable.',
  defender: 'Règle de relance : le défenseur voit son jet de défense avant l’attaque ; il le relance quand ce jet laisse à l’attaquant plus de chances de victoire qu’un nouveau jet (comparaison exacte, jet par jet).',
};

