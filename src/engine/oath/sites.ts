/**
 * The 23 site cards (OATH-237 … OATH-259): capacity (2.8.1), Relic slots (2.8.2), defence die and
 * Bandit (2.8.3), Recover cost (2.8.4) and the powers that change a Voyage or a Campagne.
 *
 * Sources (ids of `sources.ts`): capacity LC, TTS and LCX (they agree except Shrouded Wood, 3 in
 * LCX: we keep 2, as LC and TTS); Relic slots TTS and LCX; defence die LC meta.defense (1 on every
 * site) and LCX; Recover costs and reveal tokens LCX only; powers LC, LAW25 (Site Reference) and
 * LCX, paraphrased.
 *
 * French names: the French rule book names seven sites (`nameSource: 'seed'`); the other sixteen
 * carry Clairière’s own provisional translation (`'provisoire'`) until a French card list confirms
 * them, and their `name` ends with PROVISIONAL_MARK so no reader takes it for the print’s. Clans (suits) keep their English names, as the French print does (2.6.1).
 */

export const SUITS = ['Arcane', 'Beast', 'Discord', 'Hearth', 'Nomad', 'Order'] as const;
export type Suit = (typeof SUITS)[number];

export type SiteId =
  | 'OATH-237' | 'OATH-238' | 'OATH-239' | 'OATH-240' | 'OATH-241' | 'OATH-242' | 'OATH-243' | 'OATH-244'
  | 'OATH-245' | 'OATH-246' | 'OATH-247' | 'OATH-248' | 'OATH-249' | 'OATH-250' | 'OATH-251' | 'OATH-252'
  | 'OATH-253' | 'OATH-254' | 'OATH-255' | 'OATH-256' | 'OATH-257' | 'OATH-258' | 'OATH-259';

export type RecoverCost =
  | { kind: 'placeFavorInBank'; amount: number; bank: Suit }
  | { kind: 'burnFavor'; amount: number }
  | { kind: 'burnSecret'; amount: number };

/** A site's power on a Voyage or a Campagne, as data. */
export interface SitePowers {
  /** Côtes: a Voyage to another Coast site costs 1 and ignores the Passage Étroit */
  coast?: boolean;
  /** leaving costs this much more (Vallée Charmante) */
  leaveExtra?: number;
  /** leaving costs exactly this much and ignores Passage Étroit and the Hidden Place (Bois Brumeux) */
  leaveExactly?: number;
  /** leaving may be free by turning a secret facedown, ignoring Passage Étroit (Buried Giant) */
  leaveFreeForSecret?: boolean;
  /** entering needs a secret turned facedown, and so does declaring a target here (Hidden Place) */
  entrySecret?: boolean;
  /** entering its region from another region forces you here (Passage Étroit) */
  narrowPass?: boolean;
  /** attack dice added when any target is declared here (Plains +1, Mountain −1) */
  attackDice?: number;
  /** an enemy ruler chooses where a banished pawn goes (Bois Brumeux, 5.5.7.III) */
  banishDestination?: boolean;
}

export interface SiteInfo {
  id: SiteId;
  en: string;
  /**
   * French name as the reader reads it: a provisional translation always carries
   * PROVISIONAL_MARK (« Grand Taudis (nom provisoire) »); `fr` is the bare French name
   */
  name: string;
  fr: string;
  nameSource: 'seed' | 'provisoire';
  /** ASCII code used in the notation */
  code: string;
  /** Habitants and Édifices it can hold (2.8.1) */
  capacity: number;
  /** « R » icons: Relics dealt facedown when it is revealed (2.8.2) */
  relicSlots: number;
  /** favor and secrets placed from the Réserve when it is revealed (2.8.2) */
  reveal: { favor?: number; secret?: number };
  /** defence dice it adds when targeted (2.8.3) */
  defenseDice: number;
  /** Bandits printed on it (2.8.3) */
  bandits: number;
  recover: RecoverCost | null;
  category: 'homeland' | 'coast' | 'travel' | 'opportunity' | 'search' | 'action' | 'campaign' | 'travel+campaign' | 'muster';
  homelandSuit?: Suit;
  powers: SitePowers;
  /** French paraphrase of its power, in Clairière’s words */
  power: string;
  /** the French name's gender and number, for the pronoun that stands for it (« les Bandits la contrôlent ») */
  gender: 'm' | 'f';
  plural?: true;
}

/** The object pronoun for a site: « le », « la », « les ». */
export const sitePronoun = (s: Pick<SiteInfo, 'gender' | 'plural'>): 'le' | 'la' | 'les' => (s.plural ? 'les' : s.gender === 'f' ? 'la' : 'le');

/** The mark after every provisional site name the reader sees (docs/situations.md §11, sites page « Noms »). */
export const PROVISIONAL_MARK = ' (nom provisoire)';

const site = (s: Omit<SiteInfo, 'fr'>): SiteInfo => ({ ...s, fr: s.name, name: s.nameSource === 'provisoire' ? s.name + PROVISIONAL_MARK : s.name });

export const SITES: readonly SiteInfo[] = [
  site({ id: 'OATH-237', en: 'Ancient City', name: 'Cité Antique', gender: 'f', nameSource: 'provisoire', code: 'cite_antique', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Order' }, category: 'homeland', homelandSuit: 'Order', powers: {}, power: 'Terre natale (Order) : jouer ici une carte Order donne 2 Troupes.' }),
  site({ id: 'OATH-238', en: 'Barren Coast', name: 'Côte Aride', gender: 'f', nameSource: 'provisoire', code: 'cote_aride', capacity: 1, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Nomad' }, category: 'coast', powers: { coast: true }, power: 'Côte : Voyager vers une autre Côte coûte 1 Provision et ignore le Passage Étroit.' }),
  site({ id: 'OATH-239', en: 'Buried Giant', name: 'Géant Enseveli', gender: 'm', nameSource: 'provisoire', code: 'geant_enseveli', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnSecret', amount: 1 }, category: 'travel', powers: { leaveFreeForSecret: true }, power: 'En partant, vous pouvez retourner un secret face cachée pour Voyager sans dépenser de Provision, en ignorant le Passage Étroit.' }),
  site({ id: 'OATH-240', en: 'Charming Valley', name: 'Vallée Charmante', gender: 'f', nameSource: 'seed', code: 'vallee_charmante', capacity: 3, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'travel', powers: { leaveExtra: 1 }, power: 'Voyager depuis ce site coûte 1 Provision de plus (un Voyage gratuit l’ignore, 7.6.2).' }),
  site({ id: 'OATH-241', en: 'Deep Woods', name: 'Bois Profonds', gender: 'm', plural: true, nameSource: 'provisoire', code: 'bois_profonds', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnSecret', amount: 2 }, category: 'homeland', homelandSuit: 'Beast', powers: {}, power: 'Terre natale (Beast) : jouer ici une carte Beast permet de prendre la Relique du site comme en la Récupérant.' }),
  site({ id: 'OATH-242', en: 'Drowned City', name: 'Cité Engloutie', gender: 'f', nameSource: 'seed', code: 'cite_engloutie', capacity: 0, relicSlots: 2, reveal: { secret: 3 }, defenseDice: 1, bandits: 1, recover: { kind: 'burnFavor', amount: 2 }, category: 'opportunity', powers: {}, power: 'Opportunité : à la fin de votre Réveil, votre pion ici, vous pouvez prendre un secret du site (4.1.4).' }),
  site({ id: 'OATH-243', en: 'Fertile Valley', name: 'Vallée Fertile', gender: 'f', nameSource: 'provisoire', code: 'vallee_fertile', capacity: 3, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'homeland', homelandSuit: 'Hearth', powers: {}, power: 'Terre natale (Hearth) : jouer ici une carte Hearth donne une faveur de la banque Hearth.' }),
  site({ id: 'OATH-244', en: 'Great Slum', name: 'Grand Taudis', gender: 'm', nameSource: 'provisoire', code: 'grand_taudis', capacity: 3, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'search', powers: {}, power: 'Quand une carte est jouée ou déplacée ici, vous pouvez d’abord défausser une carte du site.' }),
  site({ id: 'OATH-245', en: 'The Tribunal', name: 'Tribunal', gender: 'm', nameSource: 'seed', code: 'tribunal', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Order' }, category: 'action', powers: {}, power: 'Action : négocier des accords obligatoires de faveurs, de secrets et d’actions futures (7.6.3).' }),
  site({ id: 'OATH-246', en: 'Lush Coast', name: 'Côte Luxuriante', gender: 'f', nameSource: 'provisoire', code: 'cote_luxuriante', capacity: 3, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'coast', powers: { coast: true }, power: 'Côte : Voyager vers une autre Côte coûte 1 Provision et ignore le Passage Étroit.' }),
  site({ id: 'OATH-247', en: 'Marshes', name: 'Marécages', gender: 'm', plural: true, nameSource: 'provisoire', code: 'marecages', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnSecret', amount: 1 }, category: 'search', powers: {}, power: 'Votre pion ici, Rechercher pioche une carte de moins.' }),
  site({ id: 'OATH-248', en: 'Mine', name: 'Mine', gender: 'f', nameSource: 'seed', code: 'mine', capacity: 1, relicSlots: 1, reveal: { favor: 3 }, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Discord' }, category: 'opportunity', powers: {}, power: 'Opportunité : à la fin de votre Réveil, votre pion ici, vous pouvez prendre une faveur du site (4.1.4).' }),
  site({ id: 'OATH-249', en: 'Mountain', name: 'Montagne', gender: 'f', nameSource: 'provisoire', code: 'montagne', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnFavor', amount: 2 }, category: 'campaign', powers: { attackDice: -1 }, power: 'Campagne : si une cible est déclarée ici, l’attaquant retire un dé d’attaque.' }),
  site({ id: 'OATH-250', en: 'Narrow Pass', name: 'Passage Étroit', gender: 'm', nameSource: 'seed', code: 'passage_etroit', capacity: 1, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Arcane' }, category: 'travel+campaign', powers: { narrowPass: true }, power: 'Qui entre dans sa région depuis une autre région doit Voyager ici ; qui attaque sa région depuis une autre région doit le cibler aussi, sauf s’il le contrôle.' }),
  site({ id: 'OATH-251', en: 'Plains', name: 'Plaines', gender: 'f', plural: true, nameSource: 'provisoire', code: 'plaines', capacity: 3, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'campaign', powers: { attackDice: 1 }, power: 'Campagne : si une cible est déclarée ici, l’attaquant ajoute un dé d’attaque.' }),
  site({ id: 'OATH-252', en: 'River', name: 'Rivière', gender: 'f', nameSource: 'provisoire', code: 'riviere', capacity: 2, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'muster', powers: {}, power: 'Recruter depuis une carte d’ici donne une Troupe de plus si vous contrôlez le site.' }),
  site({ id: 'OATH-253', en: 'Rocky Coast', name: 'Côte Rocheuse', gender: 'f', nameSource: 'provisoire', code: 'cote_rocheuse', capacity: 2, relicSlots: 0, reveal: {}, defenseDice: 1, bandits: 1, recover: null, category: 'coast', powers: { coast: true }, power: 'Côte : Voyager vers une autre Côte coûte 1 Provision et ignore le Passage Étroit.' }),
  site({ id: 'OATH-254', en: 'Salt Flats', name: 'Marais Salant', gender: 'm', nameSource: 'seed', code: 'marais_salant', capacity: 2, relicSlots: 0, reveal: { favor: 2, secret: 1 }, defenseDice: 1, bandits: 1, recover: null, category: 'opportunity', powers: {}, power: 'Opportunité : à la fin de votre Réveil, votre pion ici, vous pouvez prendre une faveur ou un secret du site (4.1.4).' }),
  site({ id: 'OATH-255', en: 'Shrouded Wood', name: 'Bois Brumeux', gender: 'm', nameSource: 'seed', code: 'bois_brumeux', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnSecret', amount: 1 }, category: 'travel', powers: { leaveExactly: 2, banishDestination: true }, power: 'En partir coûte exactement 2 Provisions et ignore le Passage Étroit et le Lieu Caché ; un adversaire qui le contrôle choisit votre destination, même quand un autre vous fait Voyager (5.5.7.III).' }),
  site({ id: 'OATH-256', en: 'Standing Stones', name: 'Menhirs', gender: 'm', plural: true, nameSource: 'provisoire', code: 'menhirs', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Arcane' }, category: 'homeland', homelandSuit: 'Arcane', powers: {}, power: 'Terre natale (Arcane) : jouer ici une carte Arcane donne un secret.' }),
  site({ id: 'OATH-257', en: 'Steppe', name: 'Steppe', gender: 'f', nameSource: 'provisoire', code: 'steppe', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'placeFavorInBank', amount: 3, bank: 'Nomad' }, category: 'homeland', homelandSuit: 'Nomad', powers: {}, power: 'Terre natale (Nomad) : jouer ici une carte Nomad donne un secret.' }),
  site({ id: 'OATH-258', en: 'The Hidden Place', name: 'Lieu Caché', gender: 'm', nameSource: 'provisoire', code: 'lieu_cache', capacity: 2, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnSecret', amount: 1 }, category: 'travel+campaign', powers: { entrySecret: true }, power: 'Voyager ici, ou y déclarer une cible de Campagne, demande de retourner un secret de votre plateau face cachée (le Bois Brumeux l’ignore).' }),
  site({ id: 'OATH-259', en: 'Wastes', name: 'Terres Désolées', gender: 'f', plural: true, nameSource: 'provisoire', code: 'terres_desolees', capacity: 1, relicSlots: 1, reveal: {}, defenseDice: 1, bandits: 1, recover: { kind: 'burnSecret', amount: 2 }, category: 'homeland', homelandSuit: 'Discord', powers: {}, power: 'Terre natale (Discord) : jouer ici une carte Discord permet de prendre la Relique du site comme en la Récupérant.' }),
];

const BY_ID = new Map<string, SiteInfo>(SITES.map((s) => [s.id, s]));
const BY_CODE = new Map<string, SiteInfo>(SITES.map((s) => [s.code, s]));

export function isSiteId(x: unknown): x is SiteId {
  return typeof x === 'string' && BY_ID.has(x);
}
export function siteInfo(id: SiteId): SiteInfo {
  return BY_ID.get(id)!;
}
export function siteByCode(code: string): SiteInfo | undefined {
  return BY_CODE.get(code);
}
