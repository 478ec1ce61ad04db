/**
 * The pools a battle's cards act on, and what they read (plans.ts applies the cards): a Plan used,
 * a persistent power in play, the pools the odds read (`BattlePools`) and what the cards leave for
 * after the battle (`CardPools`), the board facts a card may ask, costs and their French words.
 */
import { countText } from '../core/format';
import { isFree, type CampaignCard, type Condition, type Cost, type Effect, type Spoil } from './cards';
import type { AttackIgnore, DefenseIgnore } from './dice';
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
  /** Bandits in the attacker's Armée that cannot die (the Bandit Crown's holder, 7.6.5): in its size, not in `force` */
  attackBandits: number;
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
export function addCost(into: Required<Cost>, c: Cost | null | undefined) {
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
    attackBandits: 0,
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

export const sideName = (s: Side) => (s === 'attacker' ? 'l’attaquant' : 'le défenseur');
export const other = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');

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

