/**
 * The shared deck as the bots see it: the order card (R2.7) is a real card of the deck, and both
 * its suit (which clearings are « ordonnées », which Decree column, which building) and its item
 * (crafted in Birdsong, R4.4.2, R5.4.2) matter.
 *
 * Data: the standard deck (« paquet de base », 54 cards) re-encoded from the project's reference
 * data (shared/data/root-cards.json, cross-checked across public sources C1–C4 there: suits, copies,
 * items). French names: only those a public French source of the Matagot edition writes are
 * marked « confirmé », each with that source (the Law of Root, the Laws of Rootbotics, the Marauder
 * booklet, or a named public page); the others keep the English name and are marked « non confirmé »
 * (no French card list could be consulted: docs/noms-des-cartes.md lists where we looked). The
 * Exiles and Partisans deck (`EXILES_DECK`) shares the standard
 * deck's Ambush, Dominance and item cards and has 18 persistent faces of its own.
 */
import type { CardSuit } from '../cards';
import type { ItemKind } from '../setup';
import { ITEM_NAMES } from '../glossary';
import { fanMention, type NameSource } from '../names';

export type CardKind = 'item' | 'immediate' | 'persistent' | 'ambush' | 'dominance';

export interface DeckCard {
  /** engine id: English name in snake case + suit, e.g. "root_tea_fox" */
  id: string;
  /** English name (Leder Games) */
  nameEn: string;
  /** French name when confirmed, else the English name */
  name: string;
  /** the same statuses as every name of the site (names.ts); no card has a fan name yet */
  nameStatus: NameSource['status'];
  nameSource: string;
  suit: CardSuit;
  /** copies of this face in the deck */
  copies: number;
  /** the item shown on the card (crafted by bots, R1.1), or null */
  item: ItemKind | null;
  type: CardKind;
}

/** Why a name stays English: the searches made are listed in docs/noms-des-cartes.md. */
const UNNAMED = 'nom français absent des sources consultées (docs/noms-des-cartes.md) ; nom anglais affiché';

/** A French player names Royal Claim on Tric Trac while explaining the printed card (cost 4, discarded at Birdsong). */
const SRC_TRICTRAC_ROYAL =
  'Forum Tric Trac, sujet « Plusieurs points à éclaircir » (https://www.trictrac.net/forum/sujet/plusieurs-points-a-eclaircir) : une réponse y nomme la carte « Requête royale » de l’édition Matagot, coût 4, défaussée à l’Aurore ; source communautaire unique';

/** The standard deck, one entry per face (54 cards in all). Source: shared/data/root-cards.json (C1–C4). */
export const STANDARD_DECK: readonly DeckCard[] = [
  { id: 'ambush_bird', nameEn: "Ambush!", name: "Embuscade", nameStatus: 'confirmé', nameSource: "Loi de Root 4.3.1", suit: 'bird', copies: 2, item: null, type: 'ambush' },
  { id: 'armorers_bird', nameEn: "Armorers", name: "Armuriers", nameStatus: 'confirmé', nameSource: "Loi de Root 1.4.2", suit: 'bird', copies: 2, item: null, type: 'persistent' },
  { id: 'arms_trader_bird', nameEn: "Arms Trader", name: "Arms Trader", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 1, item: 'sword', type: 'item' },
  { id: 'birdy_bindle_bird', nameEn: "Birdy Bindle", name: "Baluchon", nameStatus: 'confirmé', nameSource: "Lois de la Robotique, exemple de tour R6 (carte Oiseau, objet sac)", suit: 'bird', copies: 1, item: 'bag', type: 'item' },
  { id: 'brutal_tactics_bird', nameEn: "Brutal Tactics", name: "Tactiques brutales", nameStatus: 'confirmé', nameSource: "Loi de Root 4.3.3 ; exemple R8", suit: 'bird', copies: 2, item: null, type: 'persistent' },
  { id: 'crossbow_bird', nameEn: "Crossbow", name: "Crossbow", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 1, item: 'crossbow', type: 'item' },
  { id: 'dominance_bird', nameEn: "Dominance", name: "Domination", nameStatus: 'confirmé', nameSource: "Loi de Root 3.3", suit: 'bird', copies: 1, item: null, type: 'dominance' },
  { id: 'royal_claim_bird', nameEn: "Royal Claim", name: "Requête royale", nameStatus: 'confirmé', nameSource: SRC_TRICTRAC_ROYAL, suit: 'bird', copies: 1, item: null, type: 'persistent' },
  { id: 'sappers_bird', nameEn: "Sappers", name: "Sappers", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 2, item: null, type: 'persistent' },
  { id: 'woodland_runners_bird', nameEn: "Woodland Runners", name: "Woodland Runners", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 1, item: 'boot', type: 'item' },
  { id: 'ambush_fox', nameEn: "Ambush!", name: "Embuscade", nameStatus: 'confirmé', nameSource: "Loi de Root 4.3.1", suit: 'fox', copies: 1, item: null, type: 'ambush' },
  { id: 'anvil_fox', nameEn: "Anvil", name: "Anvil", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: 'hammer', type: 'item' },
  { id: 'dominance_fox', nameEn: "Dominance", name: "Domination", nameStatus: 'confirmé', nameSource: "Loi de Root 3.3", suit: 'fox', copies: 1, item: null, type: 'dominance' },
  { id: 'favor_of_the_foxes_fox', nameEn: "Favor of the Foxes", name: "Faveur des Renards", nameStatus: 'confirmé', nameSource: "Livret Maraude, FAQ des Nomades", suit: 'fox', copies: 1, item: null, type: 'immediate' },
  { id: 'foxfolk_steel_fox', nameEn: "Foxfolk Steel", name: "Foxfolk Steel", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: 'sword', type: 'item' },
  { id: 'gently_used_knapsack_fox', nameEn: "Gently Used Knapsack", name: "Gently Used Knapsack", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: 'bag', type: 'item' },
  { id: 'protection_racket_fox', nameEn: "Protection Racket", name: "Protection Racket", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: 'coins', type: 'item' },
  { id: 'root_tea_fox', nameEn: "Root Tea", name: "Caf\u00e9 chaud", nameStatus: 'confirmé', nameSource: "Lois de la Robotique, exemples de tour R4 et R5 (carte Renard, puis Lapin)", suit: 'fox', copies: 1, item: 'tea', type: 'item' },
  { id: 'stand_and_deliver_fox', nameEn: "Stand and Deliver!", name: "Stand and Deliver!", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 2, item: null, type: 'persistent' },
  { id: 'tax_collector_fox', nameEn: "Tax Collector", name: "Tax Collector", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 3, item: null, type: 'persistent' },
  { id: 'travel_gear_fox', nameEn: "Travel Gear", name: "Travel Gear", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: 'boot', type: 'item' },
  { id: 'ambush_rabbit', nameEn: "Ambush!", name: "Embuscade", nameStatus: 'confirmé', nameSource: "Loi de Root 4.3.1", suit: 'rabbit', copies: 1, item: null, type: 'ambush' },
  { id: 'a_visit_to_friends_rabbit', nameEn: "A Visit to Friends", name: "A Visit to Friends", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: 'boot', type: 'item' },
  { id: 'bake_sale_rabbit', nameEn: "Bake Sale", name: "Bake Sale", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: 'coins', type: 'item' },
  { id: 'better_burrow_bank_rabbit', nameEn: "Better Burrow Bank", name: "Better Burrow Bank", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 2, item: null, type: 'persistent' },
  { id: 'cobbler_rabbit', nameEn: "Cobbler", name: "Cordonnier", nameStatus: 'confirmé', nameSource: "Livret Maraude, FAQ des Nomades (« la carte Cordonnier »)", suit: 'rabbit', copies: 2, item: null, type: 'persistent' },
  { id: 'command_warren_rabbit', nameEn: "Command Warren", name: "Command Warren", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 2, item: null, type: 'persistent' },
  { id: 'dominance_rabbit', nameEn: "Dominance", name: "Domination", nameStatus: 'confirmé', nameSource: "Loi de Root 3.3", suit: 'rabbit', copies: 1, item: null, type: 'dominance' },
  { id: 'favor_of_the_rabbits_rabbit', nameEn: "Favor of the Rabbits", name: "Favor of the Rabbits", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: null, type: 'immediate' },
  { id: 'root_tea_rabbit', nameEn: "Root Tea", name: "Caf\u00e9 chaud", nameStatus: 'confirmé', nameSource: "Lois de la Robotique, exemples de tour R4 et R5 (carte Renard, puis Lapin)", suit: 'rabbit', copies: 1, item: 'tea', type: 'item' },
  { id: 'smuggler_s_trail_rabbit', nameEn: "Smuggler’s Trail", name: "Smuggler’s Trail", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: 'bag', type: 'item' },
  { id: 'ambush_mouse', nameEn: "Ambush!", name: "Embuscade", nameStatus: 'confirmé', nameSource: "Loi de Root 4.3.1", suit: 'mouse', copies: 1, item: null, type: 'ambush' },
  { id: 'codebreakers_mouse', nameEn: "Codebreakers", name: "Codebreakers", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 2, item: null, type: 'persistent' },
  { id: 'crossbow_mouse', nameEn: "Crossbow", name: "Crossbow", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: 'crossbow', type: 'item' },
  { id: 'dominance_mouse', nameEn: "Dominance", name: "Domination", nameStatus: 'confirmé', nameSource: "Loi de Root 3.3", suit: 'mouse', copies: 1, item: null, type: 'dominance' },
  { id: 'favor_of_the_mice_mouse', nameEn: "Favor of the Mice", name: "Faveur des Souris", nameStatus: 'confirmé', nameSource: "Loi de Root 9.2.2.I", suit: 'mouse', copies: 1, item: null, type: 'immediate' },
  { id: 'investments_mouse', nameEn: "Investments", name: "Investments", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: 'coins', type: 'item' },
  { id: 'mouse_in_a_sack_mouse', nameEn: "Mouse-in-a-Sack", name: "Mouse-in-a-Sack", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: 'bag', type: 'item' },
  { id: 'root_tea_mouse', nameEn: "Root Tea", name: "Caf\u00e9 chaud", nameStatus: 'confirmé', nameSource: "Lois de la Robotique, exemples de tour R4 et R5 (carte Renard, puis Lapin)", suit: 'mouse', copies: 1, item: 'tea', type: 'item' },
  { id: 'scouting_party_mouse', nameEn: "Scouting Party", name: "Scouting Party", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 2, item: null, type: 'persistent' },
  { id: 'sword_mouse', nameEn: "Sword", name: "Sword", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: 'sword', type: 'item' },
  { id: 'travel_gear_mouse', nameEn: "Travel Gear", name: "Travel Gear", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: 'boot', type: 'item' },];


/**
 * The Exiles and Partisans deck (54 cards): the same 5 Ambush, 4 Dominance and 20 item cards as
 * the standard deck, and 18 new persistent faces (25 copies) instead of the standard persistents
 * and Favors. Source: shared/data/root-cards.json (suits and costs from the card art and two
 * sources; copies from two code sources, no official list).
 */
const EXILES_NEW: readonly DeckCard[] = [
  { id: 'boat_builders_bird', nameEn: "Boat Builders", name: "Constructeur naval", nameStatus: 'confirmé', nameSource: "Loi de Root E.3.5 (« utiliser Constructeur naval » : la carte du paquet Exilés et Partisans qui déplace par les rivières)", suit: 'bird', copies: 1, item: null, type: 'persistent' },
  { id: 'corvid_planners_bird', nameEn: "Corvid Planners", name: "Corvid Planners", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 1, item: null, type: 'persistent' },
  { id: 'eyrie_emigre_bird', nameEn: "Eyrie Émigré", name: "Émigré de la Canopée", nameStatus: 'confirmé', nameSource: "Loi de Root 1.4.2 et 4.1.3 (« la carte Émigré de la Canopée »)", suit: 'bird', copies: 1, item: null, type: 'persistent' },
  { id: 'saboteurs_bird', nameEn: "Saboteurs", name: "Saboteurs", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 3, item: null, type: 'persistent' },
  { id: 'soup_kitchens_bird', nameEn: "Soup Kitchens", name: "Soup Kitchens", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'bird', copies: 1, item: null, type: 'persistent' },
  { id: 'false_orders_fox', nameEn: "False Orders", name: "Directives erronées", nameStatus: 'confirmé', nameSource: "Livret d’apprentissage Maraude, « Ajustements des règles »", suit: 'fox', copies: 2, item: null, type: 'persistent' },
  { id: 'informants_fox', nameEn: "Informants", name: "Informants", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 2, item: null, type: 'persistent' },
  { id: 'fox_partisans_fox', nameEn: "Fox Partisans", name: "Fox Partisans", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: null, type: 'persistent' },
  { id: 'propaganda_bureau_fox', nameEn: "Propaganda Bureau", name: "Propaganda Bureau", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'fox', copies: 1, item: null, type: 'persistent' },
  { id: 'charm_offensive_rabbit', nameEn: "Charm Offensive", name: "Charm Offensive", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: null, type: 'persistent' },
  { id: 'coffin_makers_rabbit', nameEn: "Coffin Makers", name: "Coffin Makers", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: null, type: 'persistent' },
  { id: 'rabbit_partisans_rabbit', nameEn: "Rabbit Partisans", name: "Rabbit Partisans", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 1, item: null, type: 'persistent' },
  { id: 'swap_meet_rabbit', nameEn: "Swap Meet", name: "Swap Meet", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 2, item: null, type: 'persistent' },
  { id: 'tunnels_rabbit', nameEn: "Tunnels", name: "Tunnels", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'rabbit', copies: 2, item: null, type: 'persistent' },
  { id: 'league_of_adventurous_mice_mouse', nameEn: "League of Adventurous Mice", name: "League of Adventurous Mice", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 2, item: null, type: 'persistent' },
  { id: 'master_engravers_mouse', nameEn: "Master Engravers", name: "Maître graveur", nameStatus: 'confirmé', nameSource: "Loi de Root 7.2.3 (« Maître graveur ») ; livret d’apprentissage Maraude, exemple des Cents (« la carte Maître Graveur », 1 point de plus par objet fabriqué)", suit: 'mouse', copies: 1, item: null, type: 'persistent' },
  { id: 'murine_broker_mouse', nameEn: "Murine Broker", name: "Murine Broker", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: null, type: 'persistent' },
  { id: 'mouse_partisans_mouse', nameEn: "Mouse Partisans", name: "Mouse Partisans", nameStatus: 'non confirmé', nameSource: UNNAMED, suit: 'mouse', copies: 1, item: null, type: 'persistent' },
];
export const EXILES_DECK: readonly DeckCard[] = [...STANDARD_DECK.filter((c) => c.type === 'ambush' || c.type === 'dominance' || c.type === 'item'), ...EXILES_NEW];

/** The decks a game can use as its shared deck, hence as the bots' order deck (R2.7). */
export const DECKS = { base: STANDARD_DECK, exiles: EXILES_DECK } as const;
export type DeckId = keyof typeof DECKS;
export const DECK_IDS: readonly DeckId[] = ['base', 'exiles'];
export const DECK_NAMES: { [D in DeckId]: string } = { base: 'paquet de base', exiles: 'paquet Exilés et Partisans' };

export const DECK_SOURCE =
  'Paquet de base (54 cartes) : couleurs, exemplaires et objets d’après les données de référence du projet (shared/data/root-cards.json, sources C1–C4 concordantes).';

const BY_ID: ReadonlyMap<string, DeckCard> = new Map([...STANDARD_DECK, ...EXILES_DECK].map((c) => [c.id, c]));

export type CardId = string;

export function deckCard(id: unknown): DeckCard | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && BY_ID.has(x);
}

/** Is this card in that deck? */
export function inDeck(id: CardId, deck: DeckId = 'base'): boolean {
  return DECKS[deck].some((c) => c.id === id);
}

export interface DeckOptions {
  /** false: without the Dominance cards (R3.4) */
  dominance?: boolean;
  /** the shared deck of the game; default: the standard deck */
  deck?: DeckId;
}

/** The 54 copies as a list of ids (a face with 2 copies appears twice), in data order. */
export function fullDeck(options: DeckOptions = {}): CardId[] {
  const out: CardId[] = [];
  for (const c of DECKS[options.deck ?? 'base']) {
    if (c.type === 'dominance' && options.dominance === false) continue;
    for (let k = 0; k < c.copies; k++) out.push(c.id);
  }
  return out;
}

/** The draw pile as far as the engine knows it: the deck less the cards known to be out of it. */
export function drawPile(out: readonly CardId[], options: DeckOptions = {}): CardId[] {
  const pile = fullDeck(options);
  for (const id of out) {
    const i = pile.indexOf(id);
    if (i >= 0) pile.splice(i, 1);
  }
  return pile;
}

/**
 * A card named inside a sentence: « la carte Café chaud »; an unconfirmed name is never dropped
 * bare into French: « la carte Arms Trader (nom anglais ; nom français non confirmé) ».
 */
export function cardRef(c: Pick<DeckCard, 'name' | 'nameStatus'>): string {
  if (c.nameStatus === 'fans') return `la carte ${c.name} (${fanMention()})`;
  return c.nameStatus === 'non confirmé' ? `la carte ${c.name} (nom anglais ; nom français non confirmé)` : `la carte ${c.name}`;
}

/** « Café chaud (Renard, objet : café) »; « Arms Trader (nom anglais ; nom français non confirmé ; Oiseau, objet : épée) » */
export function cardLabel(c: DeckCard): string {
  const suit = { fox: 'Renard', rabbit: 'Lapin', mouse: 'Souris', bird: 'Oiseau' }[c.suit];
  const item = c.item ? `, objet : ${ITEM_NAMES[c.item]}` : '';
  const unconfirmed = c.nameStatus === 'non confirmé' ? 'nom anglais ; nom français non confirmé ; ' : c.nameStatus === 'fans' ? `${fanMention()} ; ` : '';
  return `${c.name} (${unconfirmed}${suit}${item})`;
}


/** Items in the supply at setup (Law 5.1, step 5; shared/data/root-cards.json). */
export const ITEM_SUPPLY_AT_SETUP: Partial<Record<ItemKind, number>> = { boot: 2, bag: 2, crossbow: 1, hammer: 1, sword: 2, tea: 2, coins: 2 };
