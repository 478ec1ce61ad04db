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
import { countText, frenchTypography } from '../core/format';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import { CAMPAIGN_CARDS, cardById, costsSecrets, isFree, byPositionById, type CampaignCard, type Condition, type Cost, type Effect, type Spoil } from './cards';
import type { AttackFace, AttackIgnore, DefenseFace, DefenseIgnore } from './dice';
import { BANNER_THE } from './names';
import type { BannerId, RelicId } from './relics';
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
  /** what each side gets when victorious (5.5.8), applied per outcome by campaign.ts */
  spoils: SpoilUse[];
  /** Relic Thief in play against the attacker: its name */
  relicThief?: string;
}

/** A spoil in play: its side, its card, and the count the reader gave (enemy advisers), if any. */
export interface SpoilUse {
  side: Side;
  card: string;
  id: string;
  spoil: Spoil;
  n: number;
}

/** What the cards may read of the Mappemonde. */
export interface CardBoard {
  /** `imperialYou`: a Citizen on that side also counts what the Chancellor holds (Fire Talkers' erratum) */
  holds(side: Side, banner: BannerId, imperialYou?: boolean): boolean;
  holdsRelic(side: Side, relic: RelicId): boolean;
  /** the defender's pawn is at the attacker's site */
  pawnsTogether: boolean;
  /** the slots of the targeted sites */
  siteTargets: readonly number[];
  /** the defender's Relics among the targets */
  relicTargets: number;
  /** Relic Hunter: the targeted face-down Relics get their dice; their total */
  facedownRelicDice(): number;
  /** both sides are Exiles during this Campagne (Martial Culture) */
  bothExiles: boolean;
  /** Warning Signals: the defender's own Troupes in the defending Armée now, and the fewest and most it may have after moving (null: the Bandits) */
  redeploy(): { now: number; min: number; max: number } | null;
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
    spoils: [],
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
      return `${who} ${c.not ? 'ne détient pas' : 'détient'} ${BANNER_THE[c.banner].the}`;
    }
    case 'pawnsTogether':
      return 'le pion adverse est sur le site de celui qui l’utilise';
    case 'bothExiles':
      return 'l’attaquant et le défenseur sont tous deux Exilés';
    default:
      return 'le site de cette carte est ciblé';
  }
}

/**
 * The working state while the cards act (5.5.3): a copy of the pools, the counts the cards change,
 * and what they said. Every step below reads and writes it; `applyCards` runs the steps in order.
 */
interface CardState {
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

function startState(base: CardPools, ctx: CardContext): CardState {
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
  forceLarger: (s, _c, side) => (side === 'attacker' ? s.force > s.W + s.bandits : s.W + s.bandits > s.force),
  enemyForceLarger: (s) => s.W + s.bandits > s.force,
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

function condition(s: CardState, c: Condition | undefined, side: Side, use: PlanUse, card: CampaignCard): boolean {
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

function applyEffect(s: CardState, side: Side, e: Effect, use: PlanUse, card: CampaignCard): string | null {
  if (!condition(s, e.when, side, use, card)) return e.kind === 'discard' || e.kind === 'after' ? null : 'sa condition n’est pas remplie';
  const rule = PLAN_EFFECTS[e.kind] as PlanEffect<typeof e.kind> | undefined;
  return rule ? rule(s, e as never, side, use, card) : null;
}

type PowerEffect<K extends Effect['kind']> = { side?: Side; apply: (s: CardState, e: Of<Effect, K>, p: HeldPower) => void };

/**
 * What a persistent power in play does before the Plans (7.1.4), by kind of effect, and for which
 * side it acts (none: whoever rules it). A kind with no entry acts elsewhere (targets, Plans refused).
 */
const POWER_EFFECTS: { [K in Effect['kind']]?: PowerEffect<K> } = {
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

/** 7.1.4: the persistent powers in play that act before the Plans (dice, sacrifice, rerolls, placing). */
function applyPowers(s: CardState) {
  for (const p of s.ctx.powers) {
    const side = p.use.side;
    for (const e of effectsOf(p)) {
      if (!condition(s, e.when, side, p.use, p.card)) continue;
      const rule = POWER_EFFECTS[e.kind] as PowerEffect<typeof e.kind> | undefined;
      if (rule && (!rule.side || rule.side === side)) rule.apply(s, e as never, p);
    }
  }
}

/** Why a power in play forbids this Plan to this side (7.1.4), or null. */
function forbidden(s: CardState, side: Side, card: CampaignCard): string | null {
  for (const p of s.ctx.powers) {
    for (const e of effectsOf(p)) {
      if (e.kind === 'forbidPlansIfTargeting' && side === 'attacker' && condition(s, e.when, p.use.side, p.use, p.card)) return `${p.card.name} : qui cible son site ne peut utiliser aucun Plan de Bataille`;
      if (e.kind !== 'forbidPlans' || p.use.side === side) continue;
      const f = e.filter;
      // the cost counts the secret another power adds (Gleaming Armor): Leder Games' ruling on Spell Breaker (rulings.ts)
      if (f === 'secretCost' && (costsSecrets(card.cost) || extraCost(s, side).some(costsSecrets)))
        return `${p.card.name} : pas de pouvoir qui coûte des secrets contre ${sideName(p.use.side)}${costsSecrets(card.cost) ? '' : ' (le secret qu’ajoute un autre pouvoir compte)'}`;
      if (f && typeof f === 'object' && card.suit && f.suits.includes(card.suit)) return `${p.card.name} : pas de Plan ${f.suits.join(' ou ')} contre ${sideName(p.use.side)}`;
      if (f === 'adviserSuits' && card.suit && (p.use.suits ?? []).includes(card.suit)) return `${p.card.name} : pas de Plan du Clan d’un Conseiller de ${sideName(p.use.side)}`;
    }
  }
  return null;
}

/** The extra costs the other side's powers add to each Plan (Gleaming Armor, Insect Swarm). */
const extraCost = (s: CardState, side: Side): Cost[] =>
  s.ctx.powers.filter((p) => p.use.side !== side).flatMap((p) => effectsOf(p).flatMap((e) => (e.kind === 'extraPlanCost' ? [e.cost] : [])));

/**
 * 5.5.3 and 7.5: whether this side may use this Plan. Returns the card when it may; otherwise says
 * why (a problem when the declaration is illegal, a reason when the Plan is simply not used).
 */
function admitPlan(s: CardState, side: Side, use: PlanUse, seen: Set<string>): CampaignCard | null {
  const board = s.ctx.board;
  const bp = byPositionById(use.card);
  if (bp) {
    s.reasons.push(reason('7.5', `${bp.name} n’est pas un Plan de Bataille : il agit par la position (${bp.how}).`));
    return null;
  }
  const card = cardById(use.card);
  const refuse = (rule: string, text: string, field = `plans.${side}`) => (s.problems.push(problem(rule, text, field)), null);
  if (!card || card.kind === 'persistent') return refuse('format', card ? `${card.name} est un pouvoir persistant, pas un Plan de Bataille.` : 'Un Plan de Bataille est une carte inconnue.');
  if (seen.has(card.id)) return refuse('7.5.3', `${card.name} : un Plan de Bataille ne sert qu’une fois par Campagne.`);
  seen.add(card.id);
  if (card.kind === 'action' && side !== 'attacker') return refuse('7.5', `${card.name} lance une Campagne : c’est l’attaquant qui l’utilise.`);
  if (card.side && card.side !== 'either' && card.side !== side) return refuse('7.5', `${card.name} est un Plan de Bataille ${card.side === 'attacker' ? 'd’attaquant' : 'de défenseur'}.`);
  if (side === 'defender' && s.ctx.bandits && !isFree(card.cost)) return refuse('5.5.3', `Les Bandits n’utilisent que les Plans de Bataille sans coût ; ${card.name} coûte (${costText(card.cost)}).`, 'plans.defender');
  if (card.type === 'relic' && board && !board.holdsRelic(side, card.id as RelicId)) return refuse('7.5.1', `${card.name} : on n’utilise que les Plans de Bataille de Reliques que son camp détient.`);
  if (side === 'defender' && s.specialist) {
    s.reasons.push(reason('7.5', `${card.name} n’est pas utilisé : Spécialiste interdit au défenseur tout Plan de Bataille.`));
    return null;
  }
  const why = forbidden(s, side, card);
  if (why) {
    s.reasons.push(reason('7.1.4', `${card.name} n’est pas utilisé (${why}).`));
    return null;
  }
  return card;
}

/** 5.5.3: one side's Plans de Bataille, in the order given: admitted, paid, applied, said. */
function applyPlans(s: CardState, side: Side, list: readonly PlanUse[]) {
  const seen = new Set<string>();
  const exclusive = list.find((u) => cardById(u.card)?.[side]?.some((e) => e.kind === 'noOtherPlans'));
  if (exclusive && list.length > 1) s.problems.push(problem('7.5', `${cardById(exclusive.card)!.name} : aucun autre Plan de Bataille avec celui-ci.`, `plans.${side}`));
  for (const use of list) {
    if (s.pools.autoWin) return;
    const card = admitPlan(s, side, use, seen);
    if (!card) continue;
    const extra = extraCost(s, side);
    addCost(s.pools.costs[side], card.cost);
    for (const c of extra) addCost(s.pools.costs[side], c);
    s.pools.plans[side].push(card.id);
    const effects = card.choices ? (card.choices[use.choice ?? 0] ?? card.choices[0]!)[side] : (card[side] ?? []);
    const said: string[] = [];
    for (const e of effects) {
      const r = applyEffect(s, side, e, use, card);
      if (r) said.push(r);
    }
    const costNote = isFree(card.cost) && !extra.length ? '' : ` (coût : ${[costText(card.cost), ...extra.map(costText)].filter((t) => t !== 'gratuit').join(', ') || 'gratuit'})`;
    s.reasons.push(reason('5.5.3', `${side === 'attacker' ? 'L’attaquant' : 'Le défenseur'} utilise ${card.name}${costNote} : ${said.length ? said.join(' ; ') : 'sans effet ici'}.`));
  }
}

/** Wild Mounts: the Nomad Plans its side would discard may go for one Beast card instead (a line after the battle). */
function wildMounts(s: CardState) {
  for (const side of ['attacker', 'defender'] as Side[]) {
    const name = s.wildMounts[side];
    if (!name) continue;
    const nomad = s.pools.after.filter((a) => a.side === side && a.text.startsWith('défausse cette carte') && CAMPAIGN_CARDS.find((c) => c.name === a.card)?.suit === 'Nomad').map((a) => a.card);
    const text = nomad.length ? `au lieu de défausser ${nomad.join(', ')}, peut défausser une seule carte Beast qu’il contrôle` : 'aucun Plan Nomad à défausser : sans effet';
    s.pools.after.push({ side, card: name, on: 'end', text: frenchTypography(text) });
  }
}

/** The pools once every card has acted: the state written back. */
function finish(s: CardState, base: CardPools): CardPools {
  wildMounts(s);
  const p = s.pools;
  const lossesOf = (x: Side): Losses => (s.lossFlags[x].none ? 'none' : s.lossFlags[x].all ? 'all' : p.losses[x]);
  p.losses = { attacker: lossesOf('attacker'), defender: lossesOf('defender') };
  p.attackDice = s.A;
  p.defenseDice = s.D;
  p.force = s.force;
  p.forceStart = base.forceStart + s.extraForce;
  p.defendingWarbands = s.W;
  p.defenderKilledBefore = s.defenderKilledBefore;
  p.ignoreAttack = { ...(s.ignoreA.faces.size ? { faces: [...s.ignoreA.faces] } : {}), ...(s.ignoreA.skulls ? { skulls: true } : {}) };
  p.ignoreDefense = s.ignoreD.size ? { faces: [...s.ignoreD] } : {};
  return p;
}

/**
 * Applies the persistent powers in play, then the attacker's Plans, then the defender's (5.5.3),
 * to a copy of `base`. Returns the pools after the cards, the reasons of each card and the
 * problems (an unknown card, a Plan used twice, a Plan of the wrong side…).
 */
export function applyCards(base: CardPools, ctx: CardContext, uses: CardUses): { pools: CardPools; reasons: Reason[]; problems: Problem[] } {
  const s = startState(base, ctx);
  applyPowers(s);
  applyPlans(s, 'attacker', uses.attacker ?? []);
  if (!s.pools.autoWin) applyPlans(s, 'defender', uses.defender ?? []);
  else if (uses.defender?.length) s.reasons.push(reason('5.5.3', 'L’attaquant a gagné aussitôt : le défenseur n’utilise pas ses Plans de Bataille.'));
  return { pools: finish(s, base), reasons: s.reasons, problems: s.problems };
}
