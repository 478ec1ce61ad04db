/**
 * The card catalogue of the base game (OATH-001 … OATH-259): every card a position may hold, by its
 * official id. Denizens (Habitants, 001–198) and the six Edifices with their Ruin faces (199–210)
 * are encoded here; Relics (211–231) and sites (237–259) are read from `relics.ts` and `sites.ts`
 * (not repeated); the five Visions (232–236) are named here.
 *
 * Source (LC): Leder Games' official card data, LederCards/cards, oathbasegame.yml (id, English
 * name, Clan tag, « Battle Plan » tag, modifier tags Muster/Search/Trade/Travel/Recover/Campaign,
 * « Power » tag, the words « Action », « When Played », « Rest » that open a power). Cross-checked
 * with the campaign cards (cards.ts: same ids, names, Clans and battle plans) and 33 cards per Clan.
 * Two texts open on « Action » though their tags say otherwise (Book Burning, a battle plan; Augury,
 * a Search modifier): we follow the tags. LC's « Power » tag goes with a printed cost (the braid,
 * 7.1.2): kept as `costed`, the cost itself is in cards.ts for the campaign cards only.
 *
 * Ruins: LC tags a Ruin face with its Edifice's Clan; the Law gives a Clan to the intact side only
 * (2.6, « Édifices »), so a Ruin has none here. An Edifice and its Ruin are the two faces of one card
 * (`otherFace`): a position holds one face.
 *
 * Restrictions (7.2): LC's data does not give them. They are known for the campaign cards (the TTS
 * mod, cross-checked: `RESTRICTIONS`) and, from LeCodex's fan implementation, for 80 more cards
 * (restrictions-fans.ts, its positive marks only; every answer that uses one names the fan source:
 * `restrictionNote`). For the others the restriction is absent (unknown, not « none »), and
 * `validate` checks nothing it does not know.
 *
 * French names and the display rule (`cardLabel`): the French print names a few cards (`'seed'`);
 * the others show their English name marked « nom anglais ; nom français non confirmé » (`'anglais'`),
 * as the Root pages do. Sites and Relics keep the provisional French names of their modules, marked
 * « (nom provisoire) » as sites.ts marks them. The Campaign answers keep cards.ts's provisional names for
 * now; everything that lists the cards of a position uses `cardLabel`.
 */
import { RELICS, relicInfo, type RelicId } from './relics';
import { FAN_RESTRICTIONS } from './restrictions-fans';
import { PROVISIONAL_MARK, SITES, siteInfo, type SiteId, type Suit } from './sites';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** An official card id, « OATH-001 » … */
export type CardId = `OATH-${Digit}${Digit}${Digit}`;

export type CardType = 'denizen' | 'edifice' | 'ruin' | 'relic' | 'vision' | 'site';
/** How a card's powers are used (7.3–7.5), from LC's tags and opening words. */
export type PowerKind = 'action' | 'whenPlayed' | 'rest' | 'muster' | 'search' | 'trade' | 'travel' | 'recover' | 'campaign' | 'persistent';

export interface CardInfo {
  id: CardId;
  /** the official English name (LC) */
  en: string;
  /** the name a French reader sees (see `cardLabel`) */
  name: string;
  /** 'seed': printed in the French rule book; 'anglais': English name shown, French unconfirmed; 'provisoire': Clairière’s translation (sites and Relics) */
  nameSource: 'seed' | 'anglais' | 'provisoire';
  /** the Clan (2.6.1); null for Relics, Visions, sites and Ruins */
  suit: Suit | null;
  type: CardType;
  /** a Plan de Bataille (7.5; LC tag « Battle Plan ») */
  battlePlan: boolean;
  /** the kinds of its powers; `persistent` when no other applies (7.1.4) */
  powers: PowerKind[];
  /** LC's « Power » tag: a cost printed on the braid (7.1.2) */
  costed: boolean;
  /** the restriction flag (7.2.1) when a source gives it; absent when unknown */
  restriction?: 'site' | 'adviser';
  /** locked (7.2.2), when a source gives it */
  locked?: boolean;
  /** where the restriction and lock come from: the TTS mod (cross-checked), or LeCodex, a fan implementation */
  restrictionSource?: 'tts' | 'fans';
  /** the other face of an Edifice / Ruin */
  otherFace?: CardId;
  source: string;
}

const SUIT_BY_LETTER: Record<string, Suit> = { A: 'Arcane', B: 'Beast', D: 'Discord', H: 'Hearth', N: 'Nomad', O: 'Order' };
const FLAG_POWERS: Record<string, PowerKind> = { a: 'action', w: 'whenPlayed', r: 'rest', M: 'muster', S: 'search', T: 'trade', V: 'travel', R: 'recover', C: 'campaign' };

/**
 * Denizens and Edifice faces, « number|English name|Clan|flags ». Flags: b battle plan, p « Power »
 * tag, e Edifice, x Ruin, a/w/r a power opening on Action / When Played / Rest, M S T V R C the
 * modifier tags Muster, Search, Trade, Travel, Recover, Campaign. Source LC.
 */
const ROWS = [
  '001|Wrestlers|O|b',
  '002|Battle Honors|O|b',
  '003|Bear Traps|O|b',
  '004|Longbows|O|b',
  '005|Keep|O|b',
  '006|Pressgangs|O|M',
  '007|Garrison|O|w',
  '008|Scouts|O|b',
  '009|Alchemist|A|pa',
  '010|Martial Culture|O|b',
  '011|Errand Boy|B|pS',
  '012|Mercenaries|D|pb',
  '013|Tinker’s Fair|H|a',
  '014|Rain Boots|N|b',
  '015|A Small Favor|D|w',
  '016|Second Wind|D|pb',
  '017|Sleight of Hand|D|pa',
  '018|Key to the City|D|w',
  '019|Scryer|D|pa',
  '020|Disgraced Captain|D|pb',
  '021|Naysayers|D|r',
  '022|Book Burning|D|b',
  '023|Ancient Binding|N|pa',
  '024|Horse Archers|N|b',
  '025|Warning Signals|N|b',
  '026|Elders|N|pa',
  '027|The Gathering|N|w',
  '028|Faithful Friend|N|w',
  '029|Tents|N|pV',
  '030|Great Herd|N|w',
  '031|Fire Talkers|A|pb',
  '032|Magician’s Code|A|pR',
  '033|Spirit Snare|A|pa',
  '034|Wizard School|A|pa',
  '035|Dazzle|A|w',
  '036|Acting Troupe|A|T',
  '037|Taming Charm|A|pa',
  '038|Inquisitor|A|pa',
  '039|Wolves|B|pa',
  '040|Animal Playmates|B|M',
  '041|True Names|B|C',
  '042|The Old Oak|B|T',
  '043|Forest Paths|B|pV',
  '044|Long-Lost Heir|B|w',
  '045|Rangers|B|pb',
  '046|Roving Terror|B|pa',
  '047|Wayside Inn|H|pa',
  '048|Extra Provisions|H|pb',
  '049|Memory of Home|H|pa',
  '050|Welcoming Party|H|S',
  '051|Traveling Doctor|H|b',
  '052|Storyteller|H|pa',
  '053|Armed Mob|H|pa',
  '054|Tavern Songs|H|a',
  '055|Secret Signal|A|T',
  '056|Augury|A|S',
  '057|Rusting Ray|A|pb',
  '058|Portal|A|pV',
  '059|Billowing Fog|A|pb',
  '060|Kindred Warriors|A|pb',
  '061|Terror Spells|A|pa',
  '062|Blood Pact|A|pa',
  '063|Revelation|A|w',
  '064|Observatory|A|S',
  '065|Plague Engines|A|pa',
  '066|Gleaming Armor|A|C',
  '067|Bewitch|A|w',
  '068|Jinx|A|p',
  '069|Tutor|A|pa',
  '070|Dream Thief|A|pa',
  '071|Cracking Ground|A|pb',
  '072|Sealing Ward|A|C',
  '073|Initiation Rite|A|M',
  '074|Vow of Silence|A|R',
  '075|Forgotten Vault|A|pa',
  '076|Map Library|A|T',
  '077|Witch’s Bargain|A|pa',
  '078|Master of Disguise|A|pT',
  '079|Charlatan|D|w',
  '080|Assassin|D|pa',
  '081|Downtrodden|D|M',
  '082|Blackmail|D|w',
  '083|Cracked Sage|D|pb',
  '084|Dissent|D|w',
  '085|False Prophet|D|w',
  '086|Vow of Renewal|D|',
  '087|Zealots|D|pb',
  '088|Royal Ambitions|D|w',
  '089|Salt the Earth|D|w',
  '090|Beast Tamer|D|C',
  '091|Riots|D|w',
  '092|Silver Tongue|D|r',
  '093|Gambling Hall|D|pa',
  '094|Boiling Lake|D|V',
  '095|Relic Thief|D|p',
  '096|Enchantress|D|pa',
  '097|Insomnia|D|r',
  '098|Sneak Attack|D|C',
  '099|Gossip|D|',
  '100|Bandit Chief|D|w',
  '101|Chaos Cult|D|',
  '102|Slander|D|pb',
  '103|Code of Honor|O|b',
  '104|Outriders|O|b',
  '105|Messenger|O|pa',
  '106|Field Promotion|O|pb',
  '107|Palanquin|O|pa',
  '108|Shield Wall|O|pb',
  '109|Military Parade|O|b',
  '110|Tome Guardians|O|',
  '111|Tyrant|O|V',
  '112|Forced Labor|O|S',
  '113|Secret Police|O|',
  '114|Specialist|O|pb',
  '115|Captains|O|pa',
  '116|Siege Engines|O|pa',
  '117|Royal Tax|O|w',
  '118|Toll Roads|O|V',
  '119|Curfew|O|T',
  '120|Knights Errant|O|M',
  '121|Vow of Obedience|O|r',
  '122|Hunting Party|O|S',
  '123|Council Seat|O|',
  '124|Encirclement|O|pb',
  '125|Peace Envoy|O|pb',
  '126|Relic Hunter|O|b',
  '127|Homesteaders|H|a',
  '128|Crop Rotation|H|S',
  '129|A Round of Ale|H|pa',
  '130|Land Warden|H|pS',
  '131|Charming Friend|H|pa',
  '132|Village Constable|H|b',
  '133|Family Heirloom|H|w',
  '134|News from Afar|H|pS',
  '135|Levelers|H|pa',
  '136|Fabled Feast|H|w',
  '137|The Great Levy|H|pb',
  '138|Hearts and Minds|H|pb',
  '139|Relic Breaker|H|pa',
  '140|Book Binders|H|S',
  '141|Ballot Box|H|a',
  '142|Saddle Makers|H|S',
  '143|Herald|H|C',
  '144|Rowdy Pub|H|M',
  '145|Vow of Peace|H|C',
  '146|Deed Writer|H|a',
  '147|Salad Days|H|w',
  '148|Marriage|H|',
  '149|Hospital|H|b',
  '150|Awaited Return|H|T',
  '151|Convoys|N|pa',
  '152|Vow of Kinship|N|',
  '153|Wild Mounts|N|b',
  '154|Lancers|N|b',
  '155|Mountain Giant|N|pb',
  '156|Rival Khan|N|b',
  '157|Lost Tongue|N|',
  '158|Special Envoy|N|V',
  '159|Resettle|N|a',
  '160|Oracle|N|pa',
  '161|Pilgrimage|N|w',
  '162|Spell Breaker|N|',
  '163|Mounted Patrol|N|b',
  '164|Great Crusade|N|b',
  '165|Ancient Bloodline|N|',
  '166|Ancient Pact|N|w',
  '167|Storm Caller|N|b',
  '168|Family Wagon|N|',
  '169|Way Station|N|V',
  '170|Twin Brother|N|w',
  '171|Hospitality|N|V',
  '172|A Fast Steed|N|pV',
  '173|Relic Worship|N|R',
  '174|Sacred Ground|N|S',
  '175|Nature Worship|B|pb',
  '176|Birdsong|B|T',
  '177|Small Friends|B|T',
  '178|Grasping Vines|B|V',
  '179|Threatening Roar|B|w',
  '180|Fae Merchant|B|pa',
  '181|Second Chance|B|pa',
  '182|Pied Piper|B|pa',
  '183|Mushrooms|B|pS',
  '184|Insect Swarm|B|C',
  '185|Vow of Union|B|',
  '186|Giant Python|B|C',
  '187|War Tortoise|B|pb',
  '188|New Growth|B|S',
  '189|Wild Cry|B|S',
  '190|Animal Host|B|w',
  '191|Memory of Nature|B|pa',
  '192|Marsh Spirit|B|C',
  '193|Vow of Poverty|B|r',
  '194|Forest Council|B|',
  '195|Walled Garden|B|b',
  '196|Vow of Beastkin|B|M',
  '197|Bracken|B|S',
  '198|Wild Allies|B|pa',
  '199|Sprawling Rampart|O|eC',
  '200|Bandit Rampart|O|xb',
  '201|Hall of Debate|H|eC',
  '202|Hall of Mockery|H|xR',
  '203|Forest Temple|B|e',
  '204|Ruined Temple|B|xS',
  '205|Festival District|D|ea',
  '206|Squalid District|D|x',
  '207|Great Spire|A|epS',
  '208|Fallen Spire|A|xpa',
  '209|Ancient Forge|N|epa',
  '210|Broken Forge|N|xpa',
] as const;

/** Names printed in the French rule book (SEED; 1 to 9 in its chapters and play aids). */
const FRENCH: Partial<Record<string, string>> = {
  'OATH-013': 'Foire aux Bricoleurs',
  'OATH-044': 'Héritier Perdu',
  'OATH-080': 'Assassin',
  'OATH-111': 'Tyran',
  'OATH-115': 'Capitaines',
  'OATH-145': 'Vœu de Paix',
  'OATH-182': 'Joueur de Flûte',
  'OATH-199': 'Rempart Démesuré',
  'OATH-201': 'Salle des Débats',
  'OATH-203': 'Temple Sylvestre',
  'OATH-205': 'Quartier des Festivités',
  'OATH-207': 'Beffroi Colossal',
  'OATH-209': 'Forge Millénaire',
  'OATH-232': 'Conspiration',
};

/**
 * Restrictions (7.2.1) and locks (7.2.2) of the campaign cards, from the TTS mod (cross-checked with
 * LC and LCX). No source at hand gives them for the other cards.
 */
export const RESTRICTIONS: Partial<Record<string, { restriction: 'site' | 'adviser'; locked?: true }>> = {
  'OATH-005': { restriction: 'site', locked: true },
  'OATH-010': { restriction: 'site' },
  'OATH-041': { restriction: 'adviser' },
  'OATH-066': { restriction: 'adviser' },
  'OATH-072': { restriction: 'adviser', locked: true },
  'OATH-090': { restriction: 'adviser' },
  'OATH-098': { restriction: 'adviser' },
  'OATH-100': { restriction: 'site' },
  'OATH-110': { restriction: 'site' },
  'OATH-115': { restriction: 'site' },
  'OATH-132': { restriction: 'site' },
  'OATH-138': { restriction: 'site' },
  'OATH-145': { restriction: 'adviser', locked: true },
  'OATH-149': { restriction: 'site' },
  'OATH-157': { restriction: 'adviser' },
  'OATH-162': { restriction: 'site' },
  'OATH-184': { restriction: 'adviser' },
  'OATH-185': { restriction: 'adviser', locked: true },
  'OATH-186': { restriction: 'adviser' },
  'OATH-192': { restriction: 'site' },
  'OATH-195': { restriction: 'site' },
  'OATH-199': { restriction: 'site', locked: true },
  'OATH-200': { restriction: 'site', locked: true },
  'OATH-201': { restriction: 'site', locked: true },
};

/** « (d’après LeCodex, source de fans) » after a restriction or a lock that comes from the fan source, else ''. */
export function restrictionNote(c: CardInfo): string {
  return c.restrictionSource === 'fans' ? ' (d’après LeCodex, implémentation de fans)' : '';
}

/** The five Visions (2.7): the French print names the Conspiracy and the Vision de Conquête; the three others are built the same way (3.4.3 lists them), as names.ts does. */
const VISION_ROWS: [string, string, string][] = [
  ['232', 'Conspiracy', 'Conspiration'],
  ['233', 'Vision of Faith', 'Vision de Foi'],
  ['234', 'Vision of Rebellion', 'Vision de Rébellion'],
  ['235', 'Vision of Sanctuary', 'Vision du Sanctuaire'],
  ['236', 'Vision of Conquest', 'Vision de Conquête'],
];

function fromRow(row: string): CardInfo {
  const [num = '', en = '', clan = '', flags = ''] = row.split('|');
  const id = `OATH-${num}` as CardId;
  const type: CardType = flags.includes('e') ? 'edifice' : flags.includes('x') ? 'ruin' : 'denizen';
  const battlePlan = flags.includes('b');
  const powers = [...flags].map((f) => FLAG_POWERS[f]).filter((p): p is PowerKind => !!p);
  if (!battlePlan && !powers.length) powers.push('persistent');
  const fr = FRENCH[id];
  const n = Number(num);
  const info: CardInfo = {
    id,
    en,
    name: fr ?? en,
    nameSource: fr ? 'seed' : 'anglais',
    suit: type === 'ruin' ? null : (SUIT_BY_LETTER[clan] ?? null),
    type,
    battlePlan,
    powers,
    costed: flags.includes('p'),
    source: `LC ${id}`,
  };
  if (n >= 199) info.otherFace = `OATH-${String(n % 2 ? n + 1 : n - 1).padStart(3, '0')}` as CardId;
  const r = RESTRICTIONS[id] ?? FAN_RESTRICTIONS[id];
  if (r) {
    info.restriction = r.restriction;
    if (r.locked) info.locked = true;
    info.restrictionSource = RESTRICTIONS[id] ? 'tts' : 'fans';
    info.source += RESTRICTIONS[id] ? ' ; restriction : TTS' : ' ; restriction : LeCodex (source de fans)';
  }
  return info;
}

/** Relics' flags, as `ROWS` (LC tags and opening words). */
const RELIC_FLAGS: Record<string, string> = {
  '211': 'b', '212': 'b', '213': 'pa', '214': 'S', '215': '', '216': 'pa', '217': 'T', '218': 'pa', '219': 'pa', '220': 'S', '221': '',
  '222': '', '223': 'pa', '224': 'a', '225': '', '226': 'pa', '227': 'a', '228': 'ba', '229': 'S', '230': 'V', '231': 'a',
};
function relicCard(id: RelicId): CardInfo {
  const r = relicInfo(id);
  const flags = RELIC_FLAGS[id.slice(5)] ?? '';
  const powers = [...flags].map((f) => FLAG_POWERS[f]).filter((p): p is PowerKind => !!p);
  if (!flags.includes('b') && !powers.length) powers.push('persistent');
  return { id, en: r.en, name: r.name, nameSource: r.nameSource, suit: null, type: 'relic', battlePlan: flags.includes('b'), powers, costed: flags.includes('p'), source: `LC ${id} ; relics.ts` };
}
function siteCard(id: SiteId): CardInfo {
  const s = siteInfo(id);
  return { id, en: s.en, name: s.fr, nameSource: s.nameSource, suit: null, type: 'site', battlePlan: false, powers: [], costed: false, source: `LC ${id} ; sites.ts` };
}

/** Every card of the catalogue, by id order. */
export const CARDS: readonly CardInfo[] = [
  ...ROWS.map(fromRow),
  ...RELICS.map((r) => relicCard(r.id)),
  ...VISION_ROWS.map(([num, en, name]): CardInfo => ({ id: `OATH-${num}` as CardId, en, name, nameSource: 'seed', suit: null, type: 'vision', battlePlan: false, powers: num === '232' ? ['whenPlayed'] : [], costed: false, source: `LC OATH-${num} ; SEED 3.4.3, 5.1.4.IV` })),
  ...SITES.map((s) => siteCard(s.id)),
];

const BY_ID = new Map<string, CardInfo>(CARDS.map((c) => [c.id, c]));

export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && BY_ID.has(x);
}
export function cardInfo(id: CardId): CardInfo {
  return BY_ID.get(id)!;
}
/** Denizens and Edifice / Ruin faces: the cards that stand at a site or among advisers. */
export const isWorldCard = (c: CardInfo) => c.type === 'denizen' || c.type === 'edifice' || c.type === 'ruin';
/** Cards that may stand at a site (2.8.1: Habitants and Édifices). */
export const isSiteCard = (id: CardId) => isCardId(id) && isWorldCard(cardInfo(id));
/** Cards that may be a player's adviser (2.2.2: Habitants, and Visions face down). */
export const isAdviserCard = (id: CardId) => isCardId(id) && (cardInfo(id).type === 'denizen' || cardInfo(id).type === 'vision');
/** The physical card a face belongs to (an Edifice and its Ruin are one card). */
export function physicalCard(id: CardId): CardId {
  const c = cardInfo(id);
  return c.type === 'ruin' && c.otherFace ? c.otherFace : id;
}

/** The mark after a card's English name when no source gives its French one. */
export const ENGLISH_NAME_MARK = 'nom anglais\u00A0; nom français non confirmé';

/**
 * The name a French reader sees: « Capitaines »; « Keep (nom anglais ; nom français non confirmé) »;
 * « Plaines (nom provisoire) », as sites.ts shows its provisional names.
 */
export function cardLabel(id: CardId): string {
  const c = cardInfo(id);
  if (c.nameSource === 'seed') return c.name;
  if (c.nameSource === 'anglais') return `${c.en} (${ENGLISH_NAME_MARK})`;
  return `${c.name}${PROVISIONAL_MARK}`;
}
/** « Keep (nom anglais ; nom français non confirmé ; Order) »: the label with the Clan. */
export function cardLabelWithSuit(id: CardId): string {
  const c = cardInfo(id);
  if (!c.suit) return cardLabel(id);
  if (c.nameSource === 'anglais') return `${c.en} (${ENGLISH_NAME_MARK}\u00A0; ${c.suit})`;
  return `${cardLabel(id)} (${c.suit})`;
}

/** Cards of a Clan among the denizens (for the pickers). */
export function denizensOf(suit: Suit): CardInfo[] {
  return CARDS.filter((c) => c.type === 'denizen' && c.suit === suit);
}
