/**
 * The words the rules modules and the resolvers share: who rules (control), what a move costs and
 * which piece is placed (movement, placement), the sides of a battle, the players' battle choices
 * and the pieces a battle removes.
 *
 * A types-level module: it imports only data and types (setup, factions, cards, reasons), so the
 * hooks (hooks.ts), the rules modules (factions/) and the resolvers (control.ts, movement.ts,
 * battle.ts…) can all use these types without importing one another. The resolvers re-export
 * them, so `import type { BattleChoices } from '…/battle'` keeps working.
 */
import type { BattleCardId, CardSuit } from './cards';
import type { FactionId, PieceCategory } from './factions';
import type { Reason } from './reasons';
import type { ItemKind, Minister, Owner } from './setup';

// ------------------------------------------------------------------ control

/** Who rules: a faction, a Nomad, or the pooled human team of a fully cooperative game (R3). */
export type Ruler = Owner | 'humans';

// ------------------------------------------------------------------ movement and placement

export interface MoveCost {
  /** Vagabond: boots to exhaust (9.5.1, 9.2.9.III.b) */
  boots?: number;
  /** Vagabot: items to exhaust (R7.5) */
  items?: number;
  /** cards the mover draws (Ferry, C.2.5) */
  draw?: number;
  /** victory points a bot scores instead of drawing (R12.1.1) */
  vp?: number;
}

/** The piece to place, for canPlace. */
export interface PieceRef {
  category: PieceCategory;
  kind?: string;
}

// ------------------------------------------------------------------ battle

export type BattleRole = 'attacker' | 'defender';

/**
 * The players' choices. Every choice has a default (documented on each field); the result lists,
 * as `options`, the choices that matter in the position, their value and whether it is the default.
 */
export interface BattleChoices {
  /** the defender's ambush card, by suit (4.3.1); default: none (the hand is secret, 1.2.1) */
  ambush?: CardSuit | null;
  /** the attacker's counter-ambush card (4.3.1.I); default: none */
  counterAmbush?: CardSuit | null;
  /** cards the attacker has and uses (cards.ts); default: none */
  attackerCards?: BattleCardId[];
  /** cards the defender has and uses; default: none */
  defenderCards?: BattleCardId[];
  /** the Marquise spends a card to send removed warriors to the Keep (6.2.3); default: no */
  fieldHospitals?: boolean;
  /** the Hundreds declare they plunder the defender (14.2.5); default: no */
  looters?: boolean;
  /** the Hundreds take a hit on their warlord before their other warriors (14.2.2, 4.3.4: the side taking hits chooses; official FAQ); default: no, the warlord last */
  warlordFirst?: boolean;
  /** the item the Looters take (14.2.5); default: the first in the defender's Crafted Items box */
  lootItem?: ItemKind;
  /** the defender enlists the Arbiter (D.5.2); default: no (bots decide by R7.7.6) */
  arbiter?: boolean;
  /** the Ronin exhausts a sword for Swift Strike (D.8.2); default: no */
  swiftStrike?: boolean;
  /** the attacking Vagabond treats this Allied faction's warriors as its own (9.2.9.II.c); default: the Ally with the most warriors here */
  ally?: FactionId | null;
  /** hits the Vagabond takes on Allied warriors rather than items (9.2.9.II.d); default: 0 */
  allyHits?: number;
  /** Bitter mood: clearings whose Mob the Hundreds remove before the roll (14.7.1); default: none */
  bitter?: number[];
  /** order in which each owner removes its buildings and tokens (4.3.4), by kind; default: see `defaultOrder` */
  order?: { [owner: string]: string[] };
  /** the forest where a removed relic goes (15.2.5); default: the first forest next to the clearing */
  relicForest?: string;
  /** the Decree column the Electric Eyrie battles for (R5.5.1.III); default: the clearing's suit */
  column?: CardSuit;
  /** the minister the Duchy loses when several share the highest rank (12.2.3); default: the first in 12.5.2 order */
  minister?: Minister;
  /** the Vagrant's Provocation (D.4.2, R7.7.4): this Vagabond started the battle, removes the pieces and scores */
  provocation?: 'vagabond' | 'vagabond2';
}

export type ChoiceValue = string | number | boolean | null | string[] | number[] | { [owner: string]: string[] };

/** A choice that matters here: its value, whether it is the default, and what else may be chosen. */
export interface BattleOption {
  choice: keyof BattleChoices;
  /** who decides */
  by: Owner;
  /** French label for a toggle */
  label: string;
  value: ChoiceValue;
  /** the value was not given: the default applies */
  isDefault: boolean;
  alternatives: ChoiceValue[];
  reason: Reason;
}

/**
 * A choice offered by a rules module: its default value (battle.ts marks whether it applies).
 * `atStart`: declared as the battle begins, before the defender's ambush (Looters 14.2.5; official
 * FAQ, Lord of the Hundreds 4): listed before the ambush.
 */
export type BattleOffer = Omit<BattleOption, 'isDefault'> & { atStart?: boolean };

/** One piece removed in the battle. */
export interface RemovedPiece {
  owner: Owner;
  category: 'warrior' | 'building' | 'token';
  /** 'warrior', 'warlord', or the building/token kind */
  kind: string;
  faceUp?: boolean;
  value?: number;
  /** the side that took the hit */
  side: BattleRole;
  /** who removed it, and scores for it (3.2.1): the other side, or the Vagrant (D.4.2) */
  by: Owner;
  /** removed by the ambush (4.3.1.II), in step 4 (4.3.4), or by an effect outside battle (`removeAllEnemyPieces`) */
  stage: 'ambush' | 'battle' | 'effect';
  /** a borrowed warrior (mercenary, Ally): the owner it fought for */
  for?: Owner;
}
