/**
 * What the cards do to a battle's pools (5.5.3, 7.1.4, 7.5): the persistent powers in play, then
 * the Plans de Bataille of the attacker and of the defender, as the effect primitives of cards.ts.
 * Every card used gives its reason with its rule; anything illegal gives a problem.
 *
 * One computation for every battle: a Campagne on the Mappemonde (pools.ts builds the pools from
 * the position, then hands them here) and dice given directly with no map (duel.ts). What a card
 * reads of the board (a Bannière held, a Relic held, the pawns together, the targeted sites) comes
 * from `CardContext.board`; with no map there is none, and each such fact is then given by the
 * reader like the facts a position cannot tell (`when`, `n`), assumed when not given, and said.
 *
 * `applyCards` is pure: it works on its own copy of the pools it is given.
 */
import { countText } from '../core/format';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import { cardById, costsSecrets, isFree, notCoveredById, type CampaignCard, type Condition, type Cost, type Effect } from './cards';
import type { AttackFace, AttackIgnore, DefenseFace, DefenseIgnore } from './dice';
import { BANNER_INFO, type BannerId, type RelicId } from './relics';
import type { Suit } from './sites';

/** A Plan de Bataille used (7.5), with what the position cannot tell. */
export interface PlanUse {
  card: string;
  /** which way to use it (Mountain Giant: 0 = ±1, 1 = ±3) */
  choice?: number;
  /** a count the position does not hold (Nomad cards ruled, Beast advisers, Troupes joining…) */
  n?: number;
  /** whether its condition holds, when the position cannot tell (an adviser's Clan…) */
  when?: boolean;
  /** the slot of the card's site (Keep, Bandit Rampart, Walled Garden, Hospital) */
  site?: number;
}

/** A persistent power in play (7.1.4), ruled by one side of the Campagne. */
export interface PowerUse extends PlanUse {
  side: 'attacker' | 'defender';
  /** the Clans of the ruler's advisers (True Names) */
  suits?: Suit[];
}

export type Side = 'attacker' | 'defender';
export type Losses = 'half' | 'none' | 'all';

/** A persistent power in play and its card. */
export interface HeldPower {
  use: PowerUse;
  card: CampaignCard;
}

/** The effects of a persistent power for the side that rules it. */
export const effectsOf = (p: HeldPower): Effect[] => [...(p.card.any ?? []), ...((p.use.side === 'attacker' ? p.card.attacker : p.card.defender) ?? [])];

/** What the odds read of the pools, whatever built them (odds.ts, campaign.ts). */
export interface BattlePools {
  /** attack dice rolled */
  attackDice: number;
  /** defence dice rolled */
  defenseDice: number;
  /** the attacker's Armée when it rolls */
  force: number;
  /** the attacker's Armée before any Plan killed some */
  forceStart: number;
  /** Troupes of players in the defending Armée */
  defendingWarbands: number;
  /** Bandits added to the defence */
  bandits: number;
  /** defender's Troupes killed before the roll (Wrestlers) */
  defenderKilledBefore: number;
  sacrificeValue: number;
  canSacrifice: boolean;
  ignoreAttack: AttackIgnore;
  ignoreDefense: DefenseIgnore;
  multiplier: number;
  losses: Record<Side, Losses>;
  autoWin?: { side: Side; card: string; noLosses: boolean; favorPaid: number };
  reroll: Record<Side, boolean>;
}

/** The pools once the cards have acted: the odds' part and what the cards leave for after the battle. */
export interface CardPools extends BattlePools {
  /** the attacker may not place Troupes on sites (Ring of Devotion) */
  noPlacing: boolean;
  relocate: Record<Side, boolean>;
  banishBurnsAll: boolean;
  burnSecretsButOne: boolean;
  costs: Record<Side, Required<Cost>>;
  after: { side: Side; card: string; on: 'victory' | 'use' | 'defeat' | 'end'; text: string }[];
  notCovered: { id: string; name: string; why: string }[];
  plans: Record<Side, string[]>;
}

/** What the cards may read of the Mappemonde. */
export interface CardBoard {
  holds(side: Side, banner: BannerId): boolean;
  holdsRelic(side: Side, relic: RelicId): boolean;
  /** the defender's pawn is at the attacker's site */
  pawnsTogether: boolean;
  /** the slots of the targeted sites */
  siteTargets: readonly number[];
  /** the defender's Relics among the targets */
  relicTargets: number;
  /** Relic Hunter: the targeted face-down Relics get their dice; their total */
  facedownRelicDice(): number;
}

export interface CardContext {
  /** the Bandits defend (5.5.3: only their Plans with no cost) */
  bandits: boolean;
  /** persistent powers in play, each ruled by one side */
  powers: readonly HeldPower[];
  /** the board the cards read; none for dice given directly */
  board?: CardBoard;
}

export interface CardUses {
  attacker?: readonly PlanUse[];
  defender?: readonly PlanUse[];
}

export const zeroCost = (): Required<Cost> => ({ placeFavor: 0, burnFavor: 0, placeSecret: 0, burnSecret: 0 });
function addCost(into: Required<Cost>, c: Cost | null | undefined) {
  if (!c) return;
  into.placeFavor += c.placeFavor ?? 0;
  into.burnFavor += c.burnFavor ?? 0;
  into.placeSecret += c.placeSecret ?? 0;
  into.burnSecret += c.burnSecret ?? 0;
}

export function costText(c: Cost | null): string {
  if (!c || isFree(c)) return 'gratuit';
  const parts: string[] = [];
  if (c.placeFavor) parts.push(`placer ${countText(c.placeFavor, 'faveur')}`);
  if (c.burnFavor) parts.push(`brûler ${countText(c.burnFavor, 'faveur')}`);
  if (c.placeSecret) parts.push(`placer ${countText(c.placeSecret, 'secret')}`);
  if (c.burnSecret) parts.push(`brûler ${countText(c.burnSecret, 'secret')}`);
  return parts.join(' et ');
}

/** Fresh pools before any card: no dice, nothing ignored, half the Armée lost on defeat (5.5.6). */
export function emptyCardPools(): CardPools {
  return {
    attackDice: 0,
    defenseDice: 0,
    force: 0,
    forceStart: 0,
    defendingWarbands: 0,
    bandits: 0,
    defenderKilledBefore: 0,
    sacrificeValue: 1,
    canSacrifice: true,
    ignoreAttack: {},
    ignoreDefense: {},
    multiplier: 1,
    losses: { attacker: 'half', defender: 'half' },
    reroll: { attacker: false, defender: false },
    noPlacing: false,
    relocate: { attacker: false, defender: false },
    banishBurnsAll: false,
    burnSecretsButOne: false,
    costs: { attacker: zeroCost(), defender: zeroCost() },
    after: [],
    notCovered: [],
    plans: { attacker: [], defender: [] },
  };
}

/**
 * Takes k attack dice away (5.5.3): when none is left, each die not taken adds a defence die
 * instead. Returns the new counts and how many were turned into defence dice.
 */
export function loseAttackDice(attackDice: number, defenseDice: number, k: number): { attackDice: number; defenseDice: number; converted: number } {
  const taken = Math.min(attackDice, k);
  const converted = k - taken;
  return { attackDice: attackDice - taken, defenseDice: defenseDice + converted, converted };
}

const sideName = (s: Side) => (s === 'attacker' ? 'l’attaquant' : 'le défenseur');
const other = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');

/** Words for the board facts a card may ask of a battle with no map (the islands ask them too). */
export function boardFact(c: Condition, side: Side): string {
  switch (c.kind) {
    case 'holds': {
      const who = c.who === 'self' ? sideName(side) : sideName(other(side));
      return `${who} ${c.not ? 'ne détient pas' : 'détient'} ${BANNER_INFO[c.banner].name}`;
    }
    case 'pawnsTogether':
      return 'le pion adverse est sur le site de celui qui l’utilise';
    default:
      return 'le site de cette carte est ciblé';
  }
}

/**
 * Applies the persistent powers in play, then the attacker's Plans, then the defender's (5.5.3),
 * to a copy of `base`. Returns the pools after the cards, the reasons of each card and the
 * problems (an unknown card, a Plan used twice, a Plan of the wrong side…).
 */
export function applyCards(base: CardPools, ctx: CardContext, uses: CardUses): { pools: CardPools; reasons: Reason[]; problems: Problem[] } {
  const reasons: Reason[] = [];
  const problems: Problem[] = [];
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
  };
  let A = pools.attackDice;
  let D = pools.defenseDice;
  let W = pools.defendingWarbands;
  const bandits = pools.bandits;
  let force = pools.force;
  let extraForce = 0;
  let defenderKilledBefore = pools.defenderKilledBefore;
  const lossFlags = { attacker: { all: false, none: false }, defender: { all: false, none: false } };
  const ignoreA = { faces: new Set<AttackFace>(pools.ignoreAttack.faces ?? []), skulls: !!pools.ignoreAttack.skulls };
  const ignoreD = new Set<DefenseFace>(pools.ignoreDefense.faces ?? []);
  const board = ctx.board;
  const heldPowers = ctx.powers;

  const removeAttack = (k: number, why: string) => {
    const r = loseAttackDice(A, D, k);
    A = r.attackDice;
    D = r.defenseDice;
    if (r.converted) reasons.push(reason('5.5.3', `${why} : plus de dé d’attaque à retirer, ${countText(r.converted, 'dé')} de défense de plus à la place.`));
  };
  const defendingForce = () => W + bandits;
  const given = (use: PlanUse, card: CampaignCard, what: string): boolean => {
    if (use.when === undefined) reasons.push(reason('7.5', `${card.name} : condition supposée remplie (${what}) ; dites avec ce Plan si elle ne l’est pas.`));
    return use.when ?? true;
  };
  const count = (per: Effect & { kind: 'attackDice' | 'defenseDice' }, use: PlanUse, card: CampaignCard): number => {
    if (!per.per) return 1;
    if (per.per !== 'given' && board) return per.per === 'targetedSites' ? board.siteTargets.length : board.relicTargets;
    if (use.n === undefined)
      reasons.push(
        reason(
          '7.5',
          per.per === 'given'
            ? `${card.name} : le nombre que compte cette carte n’est pas donné, il est compté zéro ; dites-le avec ce Plan.`
            : `${card.name} : sans Mappemonde, le nombre de ${per.per === 'targetedSites' ? 'sites ciblés' : 'Reliques ciblées'} n’est pas connu, il est compté zéro ; dites-le avec ce Plan.`,
        ),
      );
    return Math.max(0, Math.floor(use.n ?? 0));
  };
  const condition = (c: Condition | undefined, side: Side, use: PlanUse, card: CampaignCard): boolean => {
    if (!c) return true;
    switch (c.kind) {
      case 'given':
        return given(use, card, c.what);
      case 'siteTargeted':
        if (use.site !== undefined && board) return board.siteTargets.includes(use.site);
        if (use.when === undefined) reasons.push(reason('7.5', `${card.name} : son site est supposé ciblé ; dites avec ce Plan ${board ? 'sur quel site est la carte' : 's’il ne l’est pas'}.`));
        return use.when ?? true;
      case 'forceLarger':
        return side === 'attacker' ? force > defendingForce() : defendingForce() > force;
      case 'enemyForceLarger':
        return defendingForce() > force;
      case 'holds': {
        if (!board) return given(use, card, boardFact(c, side));
        const who = c.who === 'self' ? side : other(side);
        return c.not ? !board.holds(who, c.banner) : board.holds(who, c.banner);
      }
      case 'defensePoolAtLeast':
        return D >= c.n;
      case 'pawnsTogether':
        if (!board) return given(use, card, boardFact(c, side));
        return !ctx.bandits && board.pawnsTogether;
    }
  };

  // what the powers forbid, and the extra costs they add
  const forbidden = (side: Side, card: CampaignCard): string | null => {
    for (const p of heldPowers) {
      for (const e of effectsOf(p)) {
        if (e.kind === 'forbidPlansIfTargeting' && side === 'attacker' && condition(e.when, p.use.side, p.use, p.card)) return `${p.card.name} : qui cible son site ne peut utiliser aucun Plan de Bataille`;
        if (e.kind !== 'forbidPlans' || p.use.side === side) continue;
        const f = e.filter;
        if (f === 'secretCost' && costsSecrets(card.cost)) return `${p.card.name} : pas de pouvoir qui coûte des secrets contre ${sideName(p.use.side)}`;
        if (f && typeof f === 'object' && card.suit && f.suits.includes(card.suit)) return `${p.card.name} : pas de Plan ${f.suits.join(' ou ')} contre ${sideName(p.use.side)}`;
        if (f === 'adviserSuits' && card.suit && (p.use.suits ?? []).includes(card.suit)) return `${p.card.name} : pas de Plan du Clan d’un Conseiller de ${sideName(p.use.side)}`;
      }
    }
    return null;
  };
  const extraCost = (side: Side): Cost[] =>
    heldPowers.filter((p) => p.use.side !== side).flatMap((p) => effectsOf(p).flatMap((e) => (e.kind === 'extraPlanCost' ? [e.cost] : [])));

  let specialist = false;
  const applyPlans = (side: Side, list: readonly PlanUse[]) => {
    const seenCards = new Set<string>();
    const exclusive = list.find((u) => cardById(u.card)?.[side]?.some((e) => e.kind === 'noOtherPlans'));
    if (exclusive && list.length > 1) problems.push(problem('7.5', `${cardById(exclusive.card)!.name} : aucun autre Plan de Bataille avec celui-ci.`, `plans.${side}`));
    for (const use of list) {
      if (pools.autoWin) return;
      const nc = notCoveredById(use.card);
      if (nc) {
        pools.notCovered.push({ id: nc.id, name: nc.name, why: nc.why });
        reasons.push(reason('7.5', `${nc.name} n’est pas calculé par Clairière : ${nc.why}.`));
        continue;
      }
      const card = cardById(use.card);
      if (!card || card.kind === 'persistent') {
        problems.push(problem('format', card ? `${card.name} est un pouvoir persistant, pas un Plan de Bataille.` : 'Un Plan de Bataille est une carte inconnue.', `plans.${side}`));
        continue;
      }
      if (seenCards.has(card.id)) {
        problems.push(problem('7.5.3', `${card.name} : un Plan de Bataille ne sert qu’une fois par Campagne.`, `plans.${side}`));
        continue;
      }
      seenCards.add(card.id);
      if (card.kind === 'action' && side !== 'attacker') {
        problems.push(problem('7.5', `${card.name} lance une Campagne : c’est l’attaquant qui l’utilise.`, `plans.${side}`));
        continue;
      }
      if (card.side && card.side !== 'either' && card.side !== side) {
        problems.push(problem('7.5', `${card.name} est un Plan de Bataille ${card.side === 'attacker' ? 'd’attaquant' : 'de défenseur'}.`, `plans.${side}`));
        continue;
      }
      if (side === 'defender' && ctx.bandits && !isFree(card.cost)) {
        problems.push(problem('5.5.3', `Les Bandits n’utilisent que les Plans de Bataille sans coût ; ${card.name} coûte (${costText(card.cost)}).`, 'plans.defender'));
        continue;
      }
      if (card.type === 'relic' && board && !board.holdsRelic(side, card.id as RelicId)) {
        problems.push(problem('7.5.1', `${card.name} : on n’utilise que les Plans de Bataille de Reliques que son camp détient.`, `plans.${side}`));
        continue;
      }
      if (side === 'defender' && specialist) {
        reasons.push(reason('7.5', `${card.name} n’est pas utilisé : Spécialiste interdit au défenseur tout Plan de Bataille.`));
        continue;
      }
      const why = forbidden(side, card);
      if (why) {
        reasons.push(reason('7.1.4', `${card.name} n’est pas utilisé (${why}).`));
        continue;
      }
      const extra = extraCost(side);
      addCost(pools.costs[side], card.cost);
      for (const c of extra) addCost(pools.costs[side], c);
      pools.plans[side].push(card.id);
      let effects = card[side] ?? [];
      if (card.choices) {
        const ch = card.choices[use.choice ?? 0] ?? card.choices[0]!;
        effects = ch[side];
      }
      const said: string[] = [];
      for (const e of effects) {
        const r = applyEffect(side, e, use, card);
        if (r) said.push(r);
      }
      const costNote = isFree(card.cost) && !extra.length ? '' : ` (coût : ${[costText(card.cost), ...extra.map(costText)].filter((t) => t !== 'gratuit').join(', ') || 'gratuit'})`;
      reasons.push(reason('5.5.3', `${side === 'attacker' ? 'L’attaquant' : 'Le défenseur'} utilise ${card.name}${costNote} : ${said.length ? said.join(' ; ') : 'sans effet ici'}.`));
    }
  };

  const applyEffect = (side: Side, e: Effect, use: PlanUse, card: CampaignCard): string | null => {
    if (!condition(e.when, side, use, card)) return e.kind === 'discard' || e.kind === 'after' ? null : 'sa condition n’est pas remplie';
    switch (e.kind) {
      case 'attackDice': {
        const k = e.n * count(e, use, card);
        if (k > 0) A += k;
        else if (k < 0) removeAttack(-k, card.name);
        return k ? `${k > 0 ? '+' : '−'}${countText(Math.abs(k), 'dé')} d’attaque` : 'aucun dé';
      }
      case 'defenseDice': {
        const k = e.n * count(e, use, card);
        D += k;
        return `+${countText(k, 'dé')} de défense`;
      }
      case 'halveAttack':
        A = Math.floor(A / 2);
        return `l’attaquant ne garde que la moitié de ses dés (${A})`;
      case 'ignoreAttack':
        for (const f of e.faces ?? []) ignoreA.faces.add(f);
        if (e.skulls) ignoreA.skulls = true;
        return e.skulls ? 'les crânes de l’attaquant ne tuent rien' : e.faces?.includes('hollowSword') ? 'les épées creuses ne comptent pas' : 'les faces « deux épées » ne comptent pas (leurs crânes tuent toujours)';
      case 'ignoreDefense':
        for (const f of e.faces) ignoreD.add(f);
        return e.faces.includes('shield') ? 'les faces à un Bouclier ne comptent pas' : 'les faces « deux Boucliers » ne comptent pas';
      case 'doubleAttack':
        pools.multiplier = 2;
        return 'l’attaque des dés est doublée';
      case 'sacrificeValue':
        pools.sacrificeValue = e.value;
        return `chaque Troupe sacrifiée vaut ${e.value}`;
      case 'noSacrifice':
        pools.canSacrifice = false;
        return 'l’attaquant ne peut pas sacrifier de Troupes';
      case 'autoWin':
        pools.autoWin = { side, card: card.name, noLosses: !!e.noLosses, favorPaid: (e.favorPerDefenseDie ?? 0) * D };
        return `${sideName(side)} est aussitôt victorieux${e.favorPerDefenseDie ? ` en donnant ${countText(D, 'faveur')} (une par dé de défense)` : ''}${e.noLosses ? ', sans pertes' : ''}`;
      case 'defeatLosses': {
        const sides: Side[] = e.who === 'self' ? [side] : e.who === 'enemy' ? [other(side)] : ['attacker', 'defender'];
        for (const s of sides) {
          if (e.losses === 'none') lossFlags[s].none = true;
          else lossFlags[s].all = true;
        }
        return e.losses === 'none' ? 'vaincu, il ne perd aucune Troupe' : e.who === 'enemy' ? 'victorieux, il peut tuer toute l’Armée adverse' : 'vaincu, toute son Armée meurt';
      }
      case 'killAttacker': {
        const k = Math.min(e.n, force);
        force -= k;
        return k ? `l’attaquant perd ${countText(k, 'Troupe')} de son plateau` : 'l’attaquant n’a plus de Troupe à perdre';
      }
      case 'killOwnForDie': {
        if (W < e.n) return 'aucune Troupe à tuer dans l’Armée en défense';
        W -= e.n;
        defenderKilledBefore += e.n;
        D += e.n;
        return `le défenseur tue ${countText(e.n, 'Troupe')} de son Armée pour ${countText(e.n, 'dé')} de défense de plus`;
      }
      case 'forbidPlans':
        specialist = true;
        return 'le défenseur ne pourra utiliser aucun Plan de Bataille';
      case 'extraForce': {
        const k = Math.max(0, Math.floor(use.n ?? 0));
        if (use.n === undefined) reasons.push(reason('7.5', `${card.name} : aucune Troupe ne rejoint l’Armée tant que vous ne dites pas combien avec ce Plan.`));
        force += k;
        extraForce += k;
        return `${countText(k, 'Troupe')} de plus dans l’Armée de l’attaquant (sans dé de plus)`;
      }
      case 'facedownRelics': {
        const k = board ? board.facedownRelicDice() : 0;
        D += k;
        return `les Reliques face cachée ciblées ajoutent ${countText(k, 'dé')} de défense`;
      }
      case 'relocateLosses':
        pools.relocate[side] = true;
        return 'ses Troupes qui devraient mourir vont sur le site de l’Hôpital';
      case 'banishBurnsAll':
        pools.banishBurnsAll = true;
        return 'un défenseur Banni brûle toutes ses faveurs';
      case 'burnSecretsButOne':
        pools.burnSecretsButOne = true;
        return 'un défenseur Banni brûle tous ses secrets sauf un';
      case 'freeCampaign':
        return null;
      case 'discard':
        pools.after.push({ side, card: card.name, on: e.on, text: e.unlessHolding ? `défausse cette carte, sauf s’il détient ${BANNER_INFO[e.unlessHolding].name}` : 'défausse cette carte' });
        return null;
      case 'after':
        pools.after.push({ side, card: card.name, on: e.on, text: e.text });
        return e.on === 'use' ? e.text : null;
      case 'noOtherPlans':
        return 'aucun autre Plan de Bataille pour lui';
      default:
        return null;
    }
  };

  // persistent powers that act at step 2 (dice, sacrifice, rerolls, placing)
  for (const p of heldPowers) {
    const side = p.use.side;
    for (const e of effectsOf(p)) {
      if (!condition(e.when, side, p.use, p.card)) continue;
      if (e.kind === 'defenseDice' && side === 'defender') {
        const k = e.n * count(e, p.use, p.card);
        D += k;
        reasons.push(reason('7.1.4', `${p.card.name} : ${countText(k, 'dé')} de défense de plus.`));
      } else if (e.kind === 'noSacrifice' && side === 'defender') {
        pools.canSacrifice = false;
        reasons.push(reason('7.1.4', `${p.card.name} : qui attaque son détenteur ne peut pas sacrifier de Troupes.`));
      } else if (e.kind === 'reroll') {
        pools.reroll[side] = true;
        addCost(pools.costs[side], p.card.cost);
        reasons.push(reason('7.1.4', `${p.card.name} : ${sideName(side)} peut relancer tous ses dés une fois (${costText(p.card.cost)}) ; Clairière le fait relancer au mieux.`));
      } else if (e.kind === 'noPlacing' && side === 'attacker') {
        pools.noPlacing = true;
        reasons.push(reason('7.1.4', `${p.card.name} : l’attaquant ne peut placer aucune Troupe sur les sites ciblés (5.5.7.I).`));
      } else if (e.kind === 'extraForce' && side === 'attacker') {
        const k = Math.max(0, Math.floor(p.use.n ?? 0));
        force += k;
        extraForce += k;
        reasons.push(reason('7.1.4', `${p.card.name} : ${countText(k, 'Troupe')} des sites de l’attaquant rejoignent son Armée (sans dé de plus).`));
      } else if (e.kind === 'freeCampaign' && side === 'attacker') {
        reasons.push(reason('7.1.4', `${p.card.name} : cette Campagne ne coûte aucune Provision.`));
      }
    }
  }

  applyPlans('attacker', uses.attacker ?? []);
  if (!pools.autoWin) applyPlans('defender', uses.defender ?? []);
  else if (uses.defender?.length) reasons.push(reason('5.5.3', 'L’attaquant a gagné aussitôt : le défenseur n’utilise pas ses Plans de Bataille.'));

  const lossesOf = (s: Side): Losses => (lossFlags[s].none ? 'none' : lossFlags[s].all ? 'all' : pools.losses[s]);
  pools.losses = { attacker: lossesOf('attacker'), defender: lossesOf('defender') };
  pools.attackDice = A;
  pools.defenseDice = D;
  pools.force = force;
  pools.forceStart = base.forceStart + extraForce;
  pools.defendingWarbands = W;
  pools.defenderKilledBefore = defenderKilledBefore;
  pools.ignoreAttack = { ...(ignoreA.faces.size ? { faces: [...ignoreA.faces] } : {}), ...(ignoreA.skulls ? { skulls: true } : {}) };
  pools.ignoreDefense = ignoreD.size ? { faces: [...ignoreD] } : {};
  return { pools, reasons, problems };
}
