/**
 * The cards whose powers change a Campagne (5.5), as effect primitives the campaign resolver
 * applies (campaign.ts): Plans de Bataille (7.5) and persistent powers (7.1.4) of the base game's
 * Habitants, Édifices, Ruines and Relics.
 *
 * A card lists its effects by side: `attacker` when it is used by the attacker (a Plan) or ruled by
 * the attacker (a persistent power), `defender` likewise for the defender and its Allies, `any`
 * whoever rules it. An effect may carry a condition; the conditions the position cannot decide
 * (« the enemy has a Nomad adviser ») are given by the reader (`when`), and the counts it cannot
 * see (« Nomad cards you rule ») too (`n`).
 *
 * Sources: the official card data (LC, ids OATH-xxx) for what each card does, LeCodex (LCX) for
 * the side of the battle plans whose text gives no cue and for the costs (single source: the braid
 * icons), the TTS mod for restrictions. Effects are paraphrased in French, in Clairière's words.
 * French names: six are printed in the French rule book (`nameSource: 'seed'`); the others are
 * Clairière’s provisional translations.
 *
 * `BY_POSITION` lists the campaign cards that act through the position rather than as primitives
 * (who rules sites and cards, control.ts), and how.
 */
import { frenchTypography } from '../core/format';
import type { AttackFace, DefenseFace } from './dice';
import type { BannerId } from './relics';
import type { Suit } from './sites';

/** What a card costs to use (7.1.2): favor or secrets placed on it, or burned. */
export interface Cost {
  placeFavor?: number;
  burnFavor?: number;
  placeSecret?: number;
  burnSecret?: number;
}

/** Counts an effect is multiplied by. */
export type Count =
  /** sites among the targets (Cracking Ground; Sprawling Rampart: every targeted site is its ruler's when the ruler defends) */
  | 'targetedSites'
  /** the ruler's Relics among the targets (Sealing Ward) */
  | 'targetedRelics'
  /** a count the reader gives (`n`): what the position does not hold (cards ruled, advisers) */
  | 'given';

/** When an effect applies. */
export type Condition =
  /** a fact the position does not hold: the reader says (`when`), described in French */
  | { kind: 'given'; what: string }
  /** this card's site is among the targets (the reader gives `site`, or `when`) */
  | { kind: 'siteTargeted' }
  /** the user's force outnumbers the enemy's (Encirclement) */
  | { kind: 'forceLarger' }
  /** the defending force outnumbers the attacker's (Zealots) */
  | { kind: 'enemyForceLarger' }
  /** the user (or the enemy) holds a Bannière, or does not */
  | {
      kind: 'holds';
      banner: BannerId;
      who: 'self' | 'enemy';
      not?: boolean;
      /** a Citizen user counts the Bannière the Chancellor holds (Leder Games' erratum on Fire Talkers, rulings.ts) */
      imperialYou?: true;
    }
  /** the defence pool has at least n dice when the plan is used (Rangers) */
  | { kind: 'defensePoolAtLeast'; n: number }
  /** the enemy's pawn is at the user's site (Peace Envoy) */
  | { kind: 'pawnsTogether' }
  /** both sides are Exiles, neither Imperial during the Campagne (Martial Culture) */
  | { kind: 'bothExiles' };

/** The effect primitives. */
export type Effect = (
  | { kind: 'attackDice'; n: number; per?: Count; upTo?: boolean }
  | { kind: 'defenseDice'; n: number; per?: Count }
  | { kind: 'halveAttack' }
  | { kind: 'ignoreAttack'; faces?: AttackFace[]; skulls?: boolean }
  | { kind: 'ignoreDefense'; faces: DefenseFace[] }
  | { kind: 'doubleAttack' }
  | { kind: 'sacrificeValue'; value: number }
  | { kind: 'noSacrifice' }
  | { kind: 'autoWin'; noLosses?: boolean; favorPerDefenseDie?: number }
  /** losses when defeated: `self` = the user's, `enemy` = the other side's, `loser` = whoever loses; `beatsAll` overrides « all » */
  | { kind: 'defeatLosses'; losses: 'none' | 'all'; who: 'self' | 'enemy' | 'loser'; beatsAll?: boolean }
  | { kind: 'killAttacker'; n: number }
  | { kind: 'killOwnForDie'; n: number }
  | { kind: 'forbidPlans'; filter?: 'secretCost' | { suits: Suit[] } | 'adviserSuits' }
  | { kind: 'forbidPlansIfTargeting' }
  | { kind: 'noOtherPlans' }
  | { kind: 'reroll' }
  | { kind: 'bandits'; n: number }
  | { kind: 'extraForce' }
  | { kind: 'banishDice'; n: number }
  | { kind: 'protect'; what: ('relics' | 'banners' | BannerId)[]; unlessGiven?: string }
  | { kind: 'evenDefense' }
  | { kind: 'facedownRelics'; dice: number }
  | { kind: 'relocateLosses' }
  | { kind: 'extraPlanCost'; cost: Cost }
  | { kind: 'noPlacing' }
  | { kind: 'cannotCampaign' }
  | { kind: 'freeCampaign' }
  | { kind: 'banishBurnsAll' }
  | { kind: 'burnSecretsButOne' }
  | { kind: 'discard'; on: 'end' | 'defeat'; unlessHolding?: BannerId }
  /** what happens after the battle, with no bearing on its odds (French text) */
  | { kind: 'after'; on: 'victory' | 'use'; text: string }
  /** what its user gains (or makes the enemy lose) when victorious (5.5.8): applied per outcome by campaign.ts */
  | { kind: 'spoils'; spoil: Spoil }
  /** the Nomad Plans to discard may be replaced by one Beast card the user rules (Wild Mounts) */
  | { kind: 'replaceDiscard' }
  /** the defender moves Troupes between its board and the sites it rules: the defending Troupes become `n` (Warning Signals) */
  | { kind: 'redeploy' }
  /** after Relics are taken, their taker's pawn in the ruler's region: one defence die per Relic, none with a Bouclier and the ruler takes them (Relic Thief) */
  | { kind: 'relicThief' }
) & { when?: Condition };

/**
 * What a victorious side gets from a Plan after the battle (5.5.8), as data: each outcome of the
 * battle shows it with its card (campaign.ts). Counts the position does not hold come from the
 * reader (`n`).
 */
export type Spoil =
  /** gain favor from a bank (Battle Honors) */
  | { kind: 'gainFavor'; n: number; bank: Suit }
  /** gain Troupes from your supply (Field Promotion) */
  | { kind: 'gainWarbands'; n: number }
  /** gain a Troupe per enemy Troupe killed in this Campagne (Cursed Cauldron) */
  | { kind: 'gainWarbandsPerKilled' }
  /** gain a favor per adviser of the enemy, from the bank of its Clan (Military Parade; the count is `n`) */
  | { kind: 'gainFavorPerAdviser' }
  /** the enemy's surviving Troupes of its Armée go onto this Relic (Obsidian Cage) */
  | { kind: 'cageSurvivors' }
  /** give the enemy favor, if you can (Sticky Fire, after killing its whole Armée) */
  | { kind: 'giveFavor'; n: number }
  /** an Exile who beats an Exile may become a Citizen (Martial Culture) */
  | { kind: 'becomeCitizen' }
  /** you may Travel, then campaign again, spending no Supply (Second Wind) */
  | { kind: 'travelThenCampaign' };

export interface CampaignCard {
  id: string;
  en: string;
  name: string;
  nameSource: 'seed' | 'provisoire';
  suit: Suit | null;
  type: 'denizen' | 'edifice' | 'ruin' | 'relic';
  /** a Plan de Bataille (7.5), a persistent power (7.1.4), or an Action power that starts a Campagne */
  kind: 'battlePlan' | 'persistent' | 'action';
  /** who may use a plan (7.5: red, blue or both) */
  side?: 'attacker' | 'defender' | 'either';
  cost: Cost | null;
  attacker?: Effect[];
  defender?: Effect[];
  any?: Effect[];
  /** two ways to use it (Mountain Giant): the reader picks `choice` */
  choices?: { label: string; attacker: Effect[]; defender: Effect[] }[];
  /** whether it can change the odds of the battle itself */
  affectsOdds: boolean;
  /** French paraphrase */
  text: string;
  /** where it comes from */
  source: string;
  /** a reading the engine chose where sources differ */
  interpretation?: string;
}

const G = (what: string): Condition => ({ kind: 'given', what });
const NOT_PF: Condition = { kind: 'holds', banner: 'peoplesFavor', who: 'enemy', not: true };
const HOLD_DS: Condition = { kind: 'holds', banner: 'darkestSecret', who: 'self' };
// Fire Talkers: « you » includes the Chancellor for a Citizen (the official FAQ's erratum, rulings.ts)
const HOLD_DS_IMPERIAL: Condition = { kind: 'holds', banner: 'darkestSecret', who: 'self', imperialYou: true };
const END: Effect = { kind: 'discard', on: 'end' };

const SRC = (id: string, lcx: string, extra = 'TTS') => `LC ${id} ; LCX ${lcx}${extra ? ` ; ${extra}` : ''}`;

const CARDS_AS_WRITTEN: readonly CampaignCard[] = [
  // Order
  { id: 'OATH-001', en: 'Wrestlers', name: 'Lutteurs', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'killOwnForDie', n: 1 }], affectsOdds: true, text: 'Défenseur : tuez une Troupe de votre Armée pour lancer un dé de défense de plus.', source: SRC('OATH-001', 'Wrestlers') },
  { id: 'OATH-002', en: 'Battle Honors', name: 'Honneurs Militaires', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'spoils', spoil: { kind: 'gainFavor', n: 2, bank: 'Order' } }], defender: [{ kind: 'spoils', spoil: { kind: 'gainFavor', n: 2, bank: 'Order' } }], affectsOdds: false, text: 'Attaquant ou défenseur : victorieux, gagnez 2 faveurs de la banque Order.', source: SRC('OATH-002', 'BattleHonorsAttack, BattleHonorsDefense') },
  { id: 'OATH-003', en: 'Bear Traps', name: 'Pièges à Ours', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'attackDice', n: -1 }, { kind: 'killAttacker', n: 1 }], affectsOdds: true, text: 'Défenseur : l’attaquant perd un dé d’attaque et une Troupe de son plateau.', source: SRC('OATH-003', 'BearTraps') },
  { id: 'OATH-004', en: 'Longbows', name: 'Arcs Longs', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'attackDice', n: 1 }], defender: [{ kind: 'attackDice', n: -1 }], affectsOdds: true, text: 'Attaquant ou défenseur : un dé d’attaque de plus (attaquant) ou de moins (défenseur).', source: SRC('OATH-004', 'LongbowsAttack, LongbowsDefense') },
  { id: 'OATH-005', en: 'Keep', name: 'Donjon', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'defenseDice', n: 2, when: { kind: 'siteTargeted' } }], affectsOdds: true, text: 'Défenseur : deux dés de défense de plus si le site de cette carte est ciblé.', source: SRC('OATH-005', 'Keep') },
  { id: 'OATH-008', en: 'Scouts', name: 'Éclaireurs', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'after', on: 'use', text: 'regagne 1 Provision' }], affectsOdds: false, text: 'Attaquant : regagnez une Provision.', source: SRC('OATH-008', 'Scouts') },
  { id: 'OATH-010', en: 'Martial Culture', name: 'Culture Martiale', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'spoils', spoil: { kind: 'becomeCitizen' }, when: { kind: 'bothExiles' } }], defender: [{ kind: 'spoils', spoil: { kind: 'becomeCitizen' }, when: { kind: 'bothExiles' } }], affectsOdds: false, text: 'Attaquant ou défenseur : un Exilé qui bat un Exilé peut devenir Citoyen sur-le-champ.', source: SRC('OATH-010', 'MartialCultureAttack, MartialCultureDefense') },
  { id: 'OATH-103', en: 'Code of Honor', name: 'Code d’Honneur', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'attackDice', n: 2 }, { kind: 'noOtherPlans' }], defender: [{ kind: 'attackDice', n: -2 }, { kind: 'noOtherPlans' }], affectsOdds: true, text: 'Attaquant ou défenseur : deux dés d’attaque de plus ou de moins, mais aucun autre Plan de Bataille pour vous dans cette Campagne.', source: SRC('OATH-103', 'CodeOfHonorAttack, CodeOfHonorDefense') },
  { id: 'OATH-104', en: 'Outriders', name: 'Estafettes', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'ignoreAttack', skulls: true }], affectsOdds: true, text: 'Attaquant : vos crânes ne tuent rien.', source: SRC('OATH-104', 'Outriders') },
  { id: 'OATH-106', en: 'Field Promotion', name: 'Promotion sur le Terrain', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeFavor: 1 }, attacker: [{ kind: 'spoils', spoil: { kind: 'gainWarbands', n: 3 } }], defender: [{ kind: 'spoils', spoil: { kind: 'gainWarbands', n: 3 } }], affectsOdds: false, text: 'Attaquant ou défenseur : victorieux, gagnez trois Troupes.', source: SRC('OATH-106', 'FieldPromotionAttack, FieldPromotionDefense') },
  { id: 'OATH-108', en: 'Shield Wall', name: 'Mur de Boucliers', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: { placeFavor: 1 }, defender: [{ kind: 'defenseDice', n: 2 }, { kind: 'defeatLosses', losses: 'all', who: 'self' }], affectsOdds: true, text: 'Défenseur : deux dés de défense de plus ; vaincu, toute votre Armée meurt.', source: SRC('OATH-108', 'ShieldWall') },
  { id: 'OATH-109', en: 'Military Parade', name: 'Parade Militaire', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'spoils', spoil: { kind: 'gainFavorPerAdviser' } }], defender: [{ kind: 'spoils', spoil: { kind: 'gainFavorPerAdviser' } }], affectsOdds: false, text: 'Attaquant ou défenseur : victorieux, une faveur par Conseiller adverse, prise dans la banque de son Clan.', source: SRC('OATH-109', 'MilitaryParadeAttack, MilitaryParadeDefense') },
  { id: 'OATH-110', en: 'Tome Guardians', name: 'Gardiens des Grimoires', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'persistent', cost: null, defender: [{ kind: 'protect', what: ['darkestSecret'] }], affectsOdds: false, text: 'Persistant : les adversaires de celui qui contrôle cette carte ne peuvent ni cibler ni prendre le Sombre Secret.', source: SRC('OATH-110', 'TomeGuardians') },
  { id: 'OATH-114', en: 'Specialist', name: 'Spécialiste', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: { placeFavor: 2 }, attacker: [{ kind: 'forbidPlans' }], affectsOdds: true, text: 'Attaquant : le défenseur et ses Alliés ne peuvent utiliser aucun Plan de Bataille.', source: SRC('OATH-114', 'Specialist, SpecialistRestriction') },
  { id: 'OATH-115', en: 'Captains', name: 'Capitaines', nameSource: 'seed', suit: 'Order', type: 'denizen', kind: 'action', side: 'attacker', cost: { placeFavor: 1 }, attacker: [{ kind: 'extraForce' }, { kind: 'freeCampaign' }], affectsOdds: true, text: 'Action : faites Campagne depuis un site que vous contrôlez comme si votre pion s’y trouvait, sans dépenser de Provisions ; vos Troupes de ce site rejoignent votre Armée.', source: SRC('OATH-115', 'Captains'), interpretation: 'Les Troupes du site rejoignent l’Armée (crânes, sacrifice, pertes) sans ajouter de dés d’attaque : 5.5.2 compte les dés sur les Troupes du plateau.' },
  { id: 'OATH-120', en: 'Knights Errant', name: 'Chevaliers Errants', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'freeCampaign' }], affectsOdds: false, text: 'Après avoir Recruté, vous pouvez faire Campagne sans dépenser de Provisions.', source: SRC('OATH-120', 'KnightsErrant') },
  { id: 'OATH-122', en: 'Hunting Party', name: 'Partie de Chasse', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'freeCampaign' }], affectsOdds: false, text: 'Après avoir Recherché dans la pioche Monde, vous pouvez faire Campagne sans dépenser de Provisions.', source: SRC('OATH-122', 'HuntingParty') },
  { id: 'OATH-124', en: 'Encirclement', name: 'Encerclement', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeFavor: 1 }, attacker: [{ kind: 'attackDice', n: 2, when: { kind: 'forceLarger' } }], defender: [{ kind: 'attackDice', n: -2, when: { kind: 'forceLarger' } }], affectsOdds: true, text: 'Attaquant ou défenseur : deux dés d’attaque de plus ou de moins si votre Armée est plus nombreuse que celle de l’adversaire.', source: SRC('OATH-124', 'EncirclementAttack, EncirclementDefense') },
  { id: 'OATH-125', en: 'Peace Envoy', name: 'Émissaire de Paix', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeFavor: 1 }, attacker: [{ kind: 'noOtherPlans' }, { kind: 'autoWin', noLosses: true, favorPerDefenseDie: 1, when: { kind: 'pawnsTogether' } }], defender: [{ kind: 'noOtherPlans' }, { kind: 'autoWin', noLosses: true, favorPerDefenseDie: 1, when: { kind: 'pawnsTogether' } }], affectsOdds: true, text: 'Attaquant ou défenseur : si le pion adverse est sur votre site, donnez-lui une faveur par dé de défense et gagnez aussitôt, sans pertes de part et d’autre ; aucun autre Plan de Bataille pour vous.', source: SRC('OATH-125', 'PeaceEnvoyAttack, PeaceEnvoyDefense'), interpretation: 'Comme LCX : paiement et victoire seulement si les pions sont ensemble ; sinon la carte ne fait rien.' },
  { id: 'OATH-126', en: 'Relic Hunter', name: 'Chasseur de Reliques', nameSource: 'provisoire', suit: 'Order', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'facedownRelics', dice: 1 }, { kind: 'after', on: 'victory', text: 'peut placer les Reliques prises sous la pioche Reliques' }], affectsOdds: true, text: 'Attaquant : les Reliques face cachée des sites ciblés deviennent des cibles, à un dé de défense chacune.', source: SRC('OATH-126', 'RelicHunter') },
  { id: 'OATH-199', en: 'Sprawling Rampart', name: 'Rempart Démesuré', nameSource: 'seed', suit: 'Order', type: 'edifice', kind: 'persistent', cost: null, defender: [{ kind: 'defenseDice', n: 1, per: 'targetedSites' }], affectsOdds: true, text: 'Persistant : chaque site ciblé que contrôle celui qui contrôle cet Édifice ajoute un dé de défense.', source: SRC('OATH-199', 'SprawlingRampart', 'TTS ; SEED (nom français, aide de jeu)') },
  { id: 'OATH-200', en: 'Bandit Rampart', name: 'Rempart des Bandits', nameSource: 'provisoire', suit: null, type: 'ruin', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'attackDice', n: -2, when: { kind: 'siteTargeted' } }], affectsOdds: true, text: 'Défenseur (les Bandits aussi, il est gratuit) : deux dés d’attaque de moins si ce site est ciblé.', source: SRC('OATH-200', 'BanditRampart'), interpretation: 'Sans Clan, comme toute Ruine (2.9), bien que LC lui donne Order.' },
  // Discord
  { id: 'OATH-012', en: 'Mercenaries', name: 'Mercenaires', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeFavor: 1 }, attacker: [{ kind: 'attackDice', n: 3 }, { kind: 'discard', on: 'defeat' }], defender: [{ kind: 'attackDice', n: -3 }, { kind: 'discard', on: 'defeat' }], affectsOdds: true, text: 'Attaquant ou défenseur : trois dés d’attaque de plus ou de moins ; vaincu, défaussez cette carte.', source: SRC('OATH-012', 'MercenariesAttack, MercenariesDefense') },
  { id: 'OATH-016', en: 'Second Wind', name: 'Second Souffle', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: { placeSecret: 1, burnFavor: 1 }, attacker: [{ kind: 'spoils', spoil: { kind: 'travelThenCampaign' } }], affectsOdds: false, text: 'Attaquant : victorieux, vous pouvez Voyager puis refaire Campagne, sans dépenser de Provisions.', source: SRC('OATH-016', 'SecondWind') },
  { id: 'OATH-020', en: 'Disgraced Captain', name: 'Capitaine Déchu', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: { placeFavor: 1, burnFavor: 1 }, attacker: [{ kind: 'attackDice', n: 4, when: G('un site ciblé porte une carte Order') }], affectsOdds: true, text: 'Attaquant : quatre dés d’attaque de plus si un site ciblé porte une carte Order.', source: SRC('OATH-020', 'DisgracedCaptain'), interpretation: '+4 une seule fois, comme le texte de la carte (LCX ajoute +4 par site).' },
  { id: 'OATH-022', en: 'Book Burning', name: 'Autodafé', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'burnSecretsButOne' }], affectsOdds: false, text: 'Attaquant : victorieux après avoir ciblé le pion du défenseur, celui-ci brûle tous les secrets de son plateau sauf un.', source: SRC('OATH-022', 'BookBurning') },
  { id: 'OATH-083', en: 'Cracked Sage', name: 'Sage Fêlé', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeSecret: 1, burnFavor: 1 }, attacker: [{ kind: 'attackDice', n: 4, when: G('l’adversaire a un Conseiller Arcane') }], defender: [{ kind: 'attackDice', n: -4, when: G('l’adversaire a un Conseiller Arcane') }], affectsOdds: true, text: 'Attaquant ou défenseur : quatre dés d’attaque de plus ou de moins si l’adversaire a un Conseiller Arcane.', source: SRC('OATH-083', 'CrackedSageAttack, CrackedSageDefense') },
  { id: 'OATH-087', en: 'Zealots', name: 'Fanatiques', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: { placeFavor: 1 }, attacker: [{ kind: 'sacrificeValue', value: 3, when: { kind: 'enemyForceLarger' } }], affectsOdds: true, text: 'Attaquant : si l’Armée en défense est plus nombreuse que la vôtre, chaque Troupe sacrifiée vaut trois en attaque.', source: SRC('OATH-087', 'Zealots') },
  { id: 'OATH-090', en: 'Beast Tamer', name: 'Dompteur', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'forbidPlans', filter: { suits: ['Beast', 'Nomad'] } }], defender: [{ kind: 'forbidPlans', filter: { suits: ['Beast', 'Nomad'] } }], affectsOdds: true, text: 'Persistant : vos adversaires ne peuvent pas utiliser contre vous de Plans de Bataille Beast ou Nomad.', source: SRC('OATH-090', 'BeastTamerAttack, BeastTamerDefense') },
  { id: 'OATH-098', en: 'Sneak Attack', name: 'Attaque Sournoise', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'freeCampaign' }], affectsOdds: false, text: 'Après la Campagne d’un autre joueur, vous pouvez faire Campagne contre lui sans dépenser de Provisions.', source: SRC('OATH-098', 'SneakAttack') },
  { id: 'OATH-100', en: 'Bandit Chief', name: 'Chef des Bandits', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'persistent', cost: null, any: [{ kind: 'bandits', n: 2 }], affectsOdds: true, text: 'Persistant : chaque site compte deux Bandits de plus.', source: SRC('OATH-100', 'BanditChief') },
  { id: 'OATH-102', en: 'Slander', name: 'Calomnie', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: { placeFavor: 1 }, attacker: [{ kind: 'banishBurnsAll' }], affectsOdds: false, text: 'Attaquant : un défenseur Banni brûle toutes ses faveurs au lieu de la moitié.', source: SRC('OATH-102', 'Slander') },
  { id: 'OATH-095', en: 'Relic Thief', name: 'Voleur de Reliques', nameSource: 'provisoire', suit: 'Discord', type: 'denizen', kind: 'persistent', cost: { placeFavor: 1, placeSecret: 1 }, defender: [{ kind: 'relicThief', when: G('le pion de l’attaquant est dans la région de celui qui contrôle Voleur de Reliques') }], affectsOdds: false, text: 'Persistant : quand un joueur prend des Reliques alors que son pion est dans votre région, vous pouvez lancer un dé de défense par Relique prise ; si aucun ne montre de Bouclier, vous prenez ces Reliques.', source: SRC('OATH-095', 'RelicThief'), interpretation: 'Contrôlé par le défenseur ou par un autre joueur que l’attaquant (camp « défenseur ») ; Clairière suppose qu’il s’en sert. LeCodex ne lance qu’un dé ; la carte dit un dé par Relique.' },
  // Hearth
  { id: 'OATH-048', en: 'Extra Provisions', name: 'Vivres de Réserve', nameSource: 'provisoire', suit: 'Hearth', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: { placeFavor: 1 }, defender: [{ kind: 'defenseDice', n: 2 }], affectsOdds: true, text: 'Défenseur : deux dés de défense de plus.', source: SRC('OATH-048', 'ExtraProvisions') },
  { id: 'OATH-051', en: 'Traveling Doctor', name: 'Médecin Itinérant', nameSource: 'provisoire', suit: 'Hearth', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'defeatLosses', losses: 'none', who: 'self', beatsAll: true }, { kind: 'discard', on: 'defeat' }], defender: [{ kind: 'defeatLosses', losses: 'none', who: 'self', beatsAll: true }, { kind: 'discard', on: 'defeat' }], affectsOdds: true, text: 'Attaquant ou défenseur : vaincu, vous ne perdez aucune Troupe (même contre un pouvoir qui tue toute l’Armée), puis défaussez cette carte.', source: SRC('OATH-051', 'TravelingDoctorAttack, TravelingDoctorDefense') },
  { id: 'OATH-132', en: 'Village Constable', name: 'Garde Champêtre', nameSource: 'provisoire', suit: 'Hearth', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'attackDice', n: 2, when: NOT_PF }], defender: [{ kind: 'attackDice', n: -2, when: NOT_PF }], affectsOdds: true, text: 'Attaquant ou défenseur : deux dés d’attaque de plus ou de moins, sauf si l’adversaire détient la Faveur du Peuple.', source: SRC('OATH-132', 'VillageConstableAttack, VillageConstableDefense') },
  { id: 'OATH-137', en: 'The Great Levy', name: 'La Grande Levée', nameSource: 'provisoire', suit: 'Hearth', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeFavor: 2 }, attacker: [{ kind: 'attackDice', n: 3, when: NOT_PF }, { kind: 'ignoreAttack', skulls: true, when: NOT_PF }], defender: [{ kind: 'attackDice', n: -3, when: NOT_PF }], affectsOdds: true, text: 'Attaquant ou défenseur : trois dés d’attaque de plus ou de moins (et, attaquant, vos crânes ne tuent rien), sauf si l’adversaire détient la Faveur du Peuple.', source: SRC('OATH-137', 'TheGreatLevyAttack, TheGreatLevyDefense') },
  { id: 'OATH-138', en: 'Hearts and Minds', name: 'Les Cœurs et les Esprits', nameSource: 'provisoire', suit: 'Hearth', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: { placeFavor: 3 }, defender: [{ kind: 'autoWin' }, { kind: 'discard', on: 'end', unlessHolding: 'peoplesFavor' }], affectsOdds: true, text: 'Défenseur : vous êtes aussitôt victorieux ; défaussez ensuite cette carte, sauf si vous détenez la Faveur du Peuple.', source: SRC('OATH-138', 'HeartsAndMinds'), interpretation: 'L’attaquant, vaincu sans lancer de dés, résout la défaite (5.5.6) : il tue la moitié de son Armée.' },
  { id: 'OATH-145', en: 'Vow of Peace', name: 'Vœu de Paix', nameSource: 'seed', suit: 'Hearth', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'cannotCampaign' }], defender: [{ kind: 'noSacrifice' }], affectsOdds: true, text: 'Persistant : son détenteur ne peut pas faire Campagne, et qui l’attaque ne peut pas sacrifier de Troupes.', source: SRC('OATH-145', 'VowOfPeace, VowOfPeaceDefense', 'TTS ; SEED 5.5.2 (nom français)') },
  { id: 'OATH-149', en: 'Hospital', name: 'Hôpital', nameSource: 'provisoire', suit: 'Hearth', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'relocateLosses', when: G('vous contrôlez toujours le site de l’Hôpital') }], defender: [{ kind: 'relocateLosses', when: G('vous contrôlez toujours le site de l’Hôpital') }], affectsOdds: false, text: 'Attaquant ou défenseur : vos Troupes qui devraient mourir vont sur le site de l’Hôpital, tant que vous le contrôlez.', source: SRC('OATH-149', 'HospitalAttack, HospitalDefense'), interpretation: 'Selon le texte, pour les deux camps (LCX ne le fait que pour l’attaquant vaincu) ; les chances ne changent pas, les Troupes perdues vont sur le site au lieu de mourir.' },
  { id: 'OATH-201', en: 'Hall of Debate', name: 'Salle des Débats', nameSource: 'seed', suit: 'Hearth', type: 'edifice', kind: 'persistent', cost: null, any: [{ kind: 'protect', what: ['peoplesFavor'] }], affectsOdds: false, text: 'Persistant : personne ne peut cibler la Faveur du Peuple.', source: SRC('OATH-201', 'HallOfDebate', 'TTS ; SEED (nom français, aide de jeu)') },
  // Beast
  { id: 'OATH-041', en: 'True Names', name: 'Noms Véritables', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'forbidPlans', filter: 'adviserSuits' }], defender: [{ kind: 'forbidPlans', filter: 'adviserSuits' }], affectsOdds: true, text: 'Persistant : vos adversaires ne peuvent pas utiliser contre vous de Plans de Bataille du Clan de l’un de vos Conseillers.', source: SRC('OATH-041', 'TrueNamesAttack, TrueNamesDefense') },
  { id: 'OATH-045', en: 'Rangers', name: 'Rôdeurs', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: { placeFavor: 1 }, attacker: [{ kind: 'ignoreAttack', skulls: true }, { kind: 'attackDice', n: 2, when: { kind: 'defensePoolAtLeast', n: 4 } }], affectsOdds: true, text: 'Attaquant : vos crânes ne tuent rien, et deux dés d’attaque de plus si la défense a quatre dés ou plus.', source: SRC('OATH-045', 'Rangers') },
  { id: 'OATH-175', en: 'Nature Worship', name: 'Culte de la Nature', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeSecret: 1 }, attacker: [{ kind: 'attackDice', n: 1, per: 'given' }], defender: [{ kind: 'attackDice', n: -1, per: 'given' }], affectsOdds: true, text: 'Attaquant ou défenseur : un dé d’attaque de plus ou de moins par Conseiller Beast que vous avez (n).', source: SRC('OATH-175', 'NatureWorshipAttack, NatureWorshipDefense') },
  { id: 'OATH-184', en: 'Insect Swarm', name: 'Nuée d’Insectes', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'extraPlanCost', cost: { burnFavor: 1 } }], defender: [{ kind: 'extraPlanCost', cost: { burnFavor: 1 } }], affectsOdds: false, text: 'Persistant : chaque Plan de Bataille qu’un adversaire utilise contre vous lui coûte une faveur brûlée de plus.', source: SRC('OATH-184', 'InsectSwarm') },
  { id: 'OATH-185', en: 'Vow of Union', name: 'Vœu d’Union', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'extraForce' }], affectsOdds: true, text: 'Persistant : en attaque, vos Troupes de tous les sites que vous contrôlez rejoignent votre Armée (n) ; vous ne pouvez quitter un site que vous contrôlez tant que votre plateau a des Troupes.', source: SRC('OATH-185', 'VowOfUnionAttack, VowOfUnionTravel'), interpretation: 'Comme Capitaines : ces Troupes rejoignent l’Armée sans ajouter de dés d’attaque.' },
  { id: 'OATH-186', en: 'Giant Python', name: 'Python Géant', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'persistent', cost: null, defender: [{ kind: 'evenDefense' }], affectsOdds: true, text: 'Persistant : qui attaque son détenteur doit choisir des cibles dont les dés font un total pair.', source: SRC('OATH-186', 'GiantPython') },
  { id: 'OATH-187', en: 'War Tortoise', name: 'Tortue de Guerre', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeFavor: 1 }, attacker: [{ kind: 'ignoreDefense', faces: ['twoShields'] }], defender: [{ kind: 'ignoreAttack', faces: ['twoSwordsSkull'] }], affectsOdds: true, text: 'Attaquant ou défenseur : les faces doubles de l’adversaire (deux épées, deux Boucliers) ne comptent pas ; ses crânes tuent toujours.', source: SRC('OATH-187', 'WarTortoiseAttack, WarTortoiseDefense', 'TTS ; CMR') },
  { id: 'OATH-192', en: 'Marsh Spirit', name: 'Esprit des Marais', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'persistent', cost: null, any: [{ kind: 'forbidPlansIfTargeting', when: { kind: 'siteTargeted' } }], affectsOdds: true, text: 'Persistant : qui cible le site de cette carte ne peut utiliser aucun Plan de Bataille.', source: SRC('OATH-192', 'MarshSpirit'), interpretation: 'Seul l’attaquant déclare des cibles : seuls ses Plans sont interdits.' },
  { id: 'OATH-195', en: 'Walled Garden', name: 'Jardin Clos', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'defenseDice', n: 1, per: 'given', when: { kind: 'siteTargeted' } }], affectsOdds: true, text: 'Défenseur : si son site est ciblé, un dé de défense de plus par carte Beast sur tous les sites (n).', source: SRC('OATH-195', 'WalledGarden') },
  { id: 'OATH-198', en: 'Wild Allies', name: 'Alliés Sauvages', nameSource: 'provisoire', suit: 'Beast', type: 'denizen', kind: 'action', side: 'attacker', cost: { placeSecret: 1 }, attacker: [{ kind: 'extraForce' }, { kind: 'freeCampaign' }], affectsOdds: true, text: 'Action : faites Campagne depuis un site qui porte une carte Beast comme si votre pion s’y trouvait, sans dépenser de Provisions ; vos Troupes de ce site rejoignent votre Armée.', source: SRC('OATH-198', 'WildAllies'), interpretation: 'Comme Capitaines : ces Troupes rejoignent l’Armée sans ajouter de dés d’attaque.' },
  // Nomad
  { id: 'OATH-024', en: 'Horse Archers', name: 'Archers Montés', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'attackDice', n: 3 }, END], defender: [{ kind: 'attackDice', n: -3 }, END], affectsOdds: true, text: 'Attaquant ou défenseur : trois dés d’attaque de plus ou de moins, puis défaussez cette carte.', source: SRC('OATH-024', 'HorseArchersAttack, HorseArchersDefense') },
  { id: 'OATH-014', en: 'Rain Boots', name: 'Bottes de Pluie', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'ignoreDefense', faces: ['shield'] }, END], affectsOdds: true, text: 'Attaquant : les faces à un seul Bouclier du défenseur ne comptent pas (les ×2 doublent le reste), puis défaussez cette carte.', source: SRC('OATH-014', 'RainBoots') },
  { id: 'OATH-154', en: 'Lancers', name: 'Lanciers', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'doubleAttack' }, END], affectsOdds: true, text: 'Attaquant : chaque dé d’attaque compte deux fois son résultat, crânes compris, puis défaussez cette carte.', source: SRC('OATH-154', 'Lancers, LancersEnd'), interpretation: 'Décision officielle de Leder Games (FAQ de LederCards/cards) : chaque dé compte double, crânes compris ; une épée creuse vaut donc une épée. Les sacrifices ne sont pas doublés.' },
  { id: 'OATH-155', en: 'Mountain Giant', name: 'Géant des Montagnes', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeSecret: 1 }, choices: [{ label: '±1 dé d’attaque', attacker: [{ kind: 'attackDice', n: 1 }], defender: [{ kind: 'attackDice', n: -1 }] }, { label: '±3 dés d’attaque, puis défausse', attacker: [{ kind: 'attackDice', n: 3 }, END], defender: [{ kind: 'attackDice', n: -3 }, END] }], affectsOdds: true, text: 'Attaquant ou défenseur : au choix, un dé d’attaque de plus ou de moins, ou trois, puis défaussez cette carte.', source: SRC('OATH-155', 'MountainGiantAttack, MountainGiantDefense') },
  { id: 'OATH-156', en: 'Rival Khan', name: 'Khan Rival', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'attackDice', n: 4, when: G('l’adversaire a un Conseiller Nomad') }, END], defender: [{ kind: 'attackDice', n: -4, when: G('l’adversaire a un Conseiller Nomad') }, END], affectsOdds: true, text: 'Attaquant ou défenseur : quatre dés d’attaque de plus ou de moins si l’adversaire a un Conseiller Nomad, puis défaussez cette carte.', source: SRC('OATH-156', 'RivalKhanAttack, RivalKhanDefense') },
  { id: 'OATH-157', en: 'Lost Tongue', name: 'Langue Perdue', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'persistent', cost: null, defender: [{ kind: 'protect', what: ['relics', 'banners'], unlessGiven: 'l’attaquant contrôle une carte Nomad' }], affectsOdds: true, text: 'Persistant : les autres joueurs ne peuvent cibler ou prendre vos Reliques et Bannières que s’ils contrôlent une carte Nomad.', source: SRC('OATH-157', 'LostTongue, LostTongueCampaign') },
  { id: 'OATH-162', en: 'Spell Breaker', name: 'Briseur de Sorts', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'forbidPlans', filter: 'secretCost' }], defender: [{ kind: 'forbidPlans', filter: 'secretCost' }], affectsOdds: true, text: 'Persistant : les adversaires de celui qui le contrôle ne peuvent utiliser aucun pouvoir qui coûte des secrets, Plans de Bataille compris.', source: SRC('OATH-162', 'SpellBreaker') },
  { id: 'OATH-163', en: 'Mounted Patrol', name: 'Patrouille Montée', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'halveAttack' }, END], affectsOdds: true, text: 'Défenseur : l’attaquant ne lance que la moitié de ses dés d’attaque, arrondie à l’inférieur, puis défaussez cette carte.', source: SRC('OATH-163', 'MountedPatrol'), interpretation: 'La moitié des dés tels qu’ils sont quand la carte est utilisée (dans l’ordre des Plans donnés).' },
  { id: 'OATH-164', en: 'Great Crusade', name: 'Grande Croisade', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'attackDice', n: 1, per: 'given' }, END], defender: [{ kind: 'attackDice', n: -1, per: 'given' }, END], affectsOdds: true, text: 'Attaquant ou défenseur : un dé d’attaque de plus ou de moins par carte Nomad que vous contrôlez (n), puis défaussez cette carte.', source: SRC('OATH-164', 'GreatCrusadeAttack, GreatCrusadeDefense') },
  { id: 'OATH-167', en: 'Storm Caller', name: 'Invocateur de Tempêtes', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'defenseDice', n: 2 }, END], affectsOdds: true, text: 'Défenseur : deux dés de défense de plus, puis défaussez cette carte.', source: SRC('OATH-167', 'StormCaller') },
  { id: 'OATH-025', en: 'Warning Signals', name: 'Signaux d’Alerte', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: null, defender: [{ kind: 'redeploy' }, END], affectsOdds: true, text: 'Défenseur : déplacez autant de Troupes que vous voulez entre votre plateau et les sites que vous contrôlez (sauf la dernière Troupe d’un site), puis défaussez cette carte.', source: SRC('OATH-025', 'WarningSignals'), interpretation: 'Le lecteur dit combien de Troupes du défenseur sont dans l’Armée en défense après ce déplacement (n) ; sur la Mappemonde, Clairière vérifie le minimum et le maximum permis par les sites qu’il contrôle et, sans n, prend le maximum (choix par défaut).' },
  { id: 'OATH-153', en: 'Wild Mounts', name: 'Montures Sauvages', nameSource: 'provisoire', suit: 'Nomad', type: 'denizen', kind: 'battlePlan', side: 'attacker', cost: null, attacker: [{ kind: 'replaceDiscard' }], affectsOdds: false, text: 'Attaquant : si vous deviez défausser des Plans de Bataille Nomad, vous pouvez défausser à la place une seule carte Beast que vous contrôlez.', source: SRC('OATH-153', 'WildMounts, WildMountsReplace, WildMountsEnd') },
  // Arcane
  { id: 'OATH-031', en: 'Fire Talkers', name: 'Parleurs de Feu', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeSecret: 1 }, attacker: [{ kind: 'attackDice', n: 3, when: HOLD_DS_IMPERIAL }], defender: [{ kind: 'attackDice', n: -3, when: HOLD_DS_IMPERIAL }], affectsOdds: true, text: 'Attaquant ou défenseur : trois dés d’attaque de plus ou de moins si vous détenez le Sombre Secret.', source: SRC('OATH-031', 'FireTalkersAttack, FireTalkersDefense') },
  { id: 'OATH-057', en: 'Rusting Ray', name: 'Rayon de Rouille', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'battlePlan', side: 'defender', cost: { placeSecret: 1 }, defender: [{ kind: 'ignoreAttack', faces: ['hollowSword'], when: HOLD_DS }], affectsOdds: true, text: 'Défenseur : si vous détenez le Sombre Secret, les épées creuses de l’attaquant ne comptent pas.', source: SRC('OATH-057', 'RustingRay', 'TTS ; CMR') },
  { id: 'OATH-059', en: 'Billowing Fog', name: 'Brume Ondoyante', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeSecret: 1 }, attacker: [{ kind: 'defeatLosses', losses: 'none', who: 'self', beatsAll: true }], defender: [{ kind: 'defeatLosses', losses: 'none', who: 'self', beatsAll: true }], affectsOdds: true, text: 'Attaquant ou défenseur : vaincu, vous ne perdez aucune Troupe, même contre un pouvoir qui tue toute l’Armée.', source: SRC('OATH-059', 'BillowingFogAttack, BillowingFogDefense') },
  { id: 'OATH-060', en: 'Kindred Warriors', name: 'Guerriers Apparentés', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { placeSecret: 1 }, attacker: [{ kind: 'ignoreAttack', skulls: true }, { kind: 'attackDice', n: 1, per: 'given', upTo: true }], defender: [{ kind: 'attackDice', n: -1, per: 'given', upTo: true }], affectsOdds: true, text: 'Attaquant ou défenseur : jusqu’à un dé d’attaque de plus ou de moins par autre Clan que vous contrôlez (n choisi) ; attaquant, vos crânes ne tuent rien.', source: SRC('OATH-060', 'KindredWarriorsAttack, KindredWarriorsDefense'), interpretation: '« Jusqu’à » : le lecteur choisit n, de 0 au nombre d’autres Clans (LCX prend toujours le maximum).' },
  { id: 'OATH-066', en: 'Gleaming Armor', name: 'Armure Étincelante', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'persistent', cost: null, attacker: [{ kind: 'extraPlanCost', cost: { placeSecret: 1 } }], defender: [{ kind: 'extraPlanCost', cost: { placeSecret: 1 } }], affectsOdds: false, text: 'Persistant : chaque Plan de Bataille qu’un adversaire utilise contre vous lui coûte un secret de plus.', source: SRC('OATH-066', 'GleamingArmor') },
  { id: 'OATH-068', en: 'Jinx', name: 'Mauvais Sort', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'persistent', cost: { placeSecret: 1 }, attacker: [{ kind: 'reroll' }], defender: [{ kind: 'reroll' }], affectsOdds: true, text: 'Si vous le contrôlez, après avoir lancé des dés d’attaque ou de défense, vous pouvez les relancer tous, une fois.', source: SRC('OATH-068', 'Jinx'), interpretation: 'Relance de tous ses dés, décidée au mieux : l’attaquant relance si son jet ne gagne pas (ou ne garde pas assez de Troupes), le défenseur si ce jet laisse à l’attaquant plus de chances qu’un nouveau jet.' },
  { id: 'OATH-071', en: 'Cracking Ground', name: 'Sol Crevassé', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'battlePlan', side: 'either', cost: { burnSecret: 1 }, attacker: [{ kind: 'attackDice', n: 1, per: 'targetedSites' }], defender: [{ kind: 'attackDice', n: -1, per: 'targetedSites' }], affectsOdds: true, text: 'Attaquant ou défenseur : un dé d’attaque de plus ou de moins par site ciblé.', source: SRC('OATH-071', 'CrackingGroundAttack, CrackingGroundDefense') },
  { id: 'OATH-072', en: 'Sealing Ward', name: 'Sceau de Protection', nameSource: 'provisoire', suit: 'Arcane', type: 'denizen', kind: 'persistent', cost: null, defender: [{ kind: 'defenseDice', n: 1, per: 'targetedRelics' }], affectsOdds: true, text: 'Persistant : chacune de vos Reliques ciblées ajoute un dé de défense.', source: SRC('OATH-072', 'SealingWard') },
  // Relics
  { id: 'OATH-211', en: 'Sticky Fire', name: 'Feu Collant', nameSource: 'provisoire', suit: null, type: 'relic', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'defeatLosses', losses: 'all', who: 'enemy' }, { kind: 'spoils', spoil: { kind: 'giveFavor', n: 1 } }], defender: [{ kind: 'defeatLosses', losses: 'all', who: 'enemy' }, { kind: 'spoils', spoil: { kind: 'giveFavor', n: 1 } }], affectsOdds: false, text: 'Attaquant ou défenseur : victorieux, vous pouvez tuer toute l’Armée adverse, puis donnez-lui une faveur si vous le pouvez.', source: 'LC OATH-211 ; LCX StickyFireAttack, StickyFireDefense', interpretation: 'Le vainqueur use de la carte : toute l’Armée vaincue meurt (sauf Brume Ondoyante ou Médecin Itinérant).' },
  { id: 'OATH-212', en: 'Cursed Cauldron', name: 'Chaudron Maudit', nameSource: 'seed', suit: null, type: 'relic', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'spoils', spoil: { kind: 'gainWarbandsPerKilled' } }], defender: [{ kind: 'spoils', spoil: { kind: 'gainWarbandsPerKilled' } }], affectsOdds: false, text: 'Attaquant ou défenseur : victorieux, gagnez une Troupe par Troupe adverse tuée dans cette Campagne.', source: 'LC OATH-212 ; LCX CursedCauldronAttack, CursedCauldronDefense ; SEED 7.6.5 (nom français)' },
  { id: 'OATH-222', en: 'Ring of Devotion', name: 'Anneau de Dévotion', nameSource: 'provisoire', suit: null, type: 'relic', kind: 'persistent', cost: null, attacker: [{ kind: 'noPlacing' }], affectsOdds: false, text: 'Persistant : vous ne pouvez jamais placer de Troupes sur un site, donc pas prendre le contrôle des sites ciblés ; Recruter donne deux Troupes de plus.', source: 'LC OATH-222 ; LCX RingOfDevotionMuster, RingOfDevotionRestriction' },
  { id: 'OATH-225', en: 'Circlet of Command', name: 'Diadème de Commandement', nameSource: 'provisoire', suit: null, type: 'relic', kind: 'persistent', cost: null, defender: [{ kind: 'protect', what: ['banners', 'relics'] }, { kind: 'banishDice', n: 1 }], affectsOdds: true, text: 'Persistant : vos Bannières et vos autres Reliques ne peuvent être ni ciblées ni prises ; vous Bannir ajoute un dé de défense.', source: 'LC OATH-225 ; LCX CircletOfCommand, CircletOfCommandCampaign' },
  { id: 'OATH-228', en: 'Obsidian Cage', name: 'Cage d’Obsidienne', nameSource: 'provisoire', suit: null, type: 'relic', kind: 'battlePlan', side: 'either', cost: null, attacker: [{ kind: 'spoils', spoil: { kind: 'cageSurvivors' } }], defender: [{ kind: 'spoils', spoil: { kind: 'cageSurvivors' } }], affectsOdds: false, text: 'Attaquant ou défenseur : victorieux, les Troupes survivantes de l’Armée adverse vont sur la Cage (une Action les libère plus tard).', source: 'LC OATH-228 ; LCX ObsidianCageAttack, ObsidianCageDefense, ObsidianCageActive' },
];

/** The cards with French typography in every text a reader sees (no-break spaces before « : ; ! ? »). */
export const CAMPAIGN_CARDS: readonly CampaignCard[] = CARDS_AS_WRITTEN.map((c) => ({ ...c, text: frenchTypography(c.text), ...(c.interpretation ? { interpretation: frenchTypography(c.interpretation) } : {}) }));

/**
 * The campaign cards that act through the position, not as primitives: the engine reads them from
 * the Relics the players hold (control.ts), and says how, in French. Listing one as a power adds
 * nothing more.
 */
const BY_POSITION_AS_WRITTEN: readonly { id: string; en: string; name: string; how: string; source: string }[] = [
  { id: 'OATH-221', en: 'Bandit Crown', name: 'Couronne des Bandits', how: 'les Bandits sont les Troupes de son détenteur (7.6.5) : il contrôle les sites sans Troupe, ce qui décide qui peut défendre et quelles cibles sont les siennes, et les Bandits des sites ciblés (en attaque, ceux des sites dont les Troupes rejoignent son Armée) rejoignent son Armée sans pouvoir mourir ; la position dit qui la détient', source: 'SEED 7.6.5 ; LC OATH-221 ; LCX BanditCrown' },
  { id: 'OATH-215', en: 'Grand Mask', name: 'Grand Masque', how: 'pendant le tour de son détenteur, s’il est Exilé, c’est lui, et non les joueurs Impériaux, qui contrôle les cartes des sites Impériaux autres que les Plans de Bataille ; la position dit qui le détient, et le tour est celui de l’attaquant', source: 'LC OATH-215 ; LCX GrandMask' },
];

export const BY_POSITION = BY_POSITION_AS_WRITTEN.map((c) => ({ ...c, how: frenchTypography(c.how) }));

const BY_ID = new Map<string, CampaignCard>(CAMPAIGN_CARDS.map((c) => [c.id, c]));
export function cardById(id: string): CampaignCard | undefined {
  return BY_ID.get(id);
}
export function byPositionById(id: string) {
  return BY_POSITION.find((c) => c.id === id);
}

/** Does a cost include secrets (Spell Breaker)? */
export function costsSecrets(c: Cost | null): boolean {
  return !!c && ((c.placeSecret ?? 0) > 0 || (c.burnSecret ?? 0) > 0);
}
export function isFree(c: Cost | null): boolean {
  return !c || Object.values(c).every((v) => !v);
}
