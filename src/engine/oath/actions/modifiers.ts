/**
 * The modifiers of Major Actions (7.4) printed on cards, applied: one table keyed by card id, one
 * small set of effect primitives, one function (`applyModifiers`) that every action module calls on
 * the choices it drafts. Who may use a modifier is `cardsWithPower` (7.1.1; the Grand Mask there).
 *
 * Primitives (`Effect`):
 * - `free`     the choice spends no Supply (for Voyager: the trip is recomputed by travel.ts as a
 *              « sans dépenser de Provision » trip, which ignores every surcharge, 7.6.2);
 * - `pay`      a cost added to the choice (a Troupe sacrificed);
 * - `swap`     a token placed of another kind (a secret instead of a favor);
 * - `gain`     something more gained (Troupes, faveur, secret, Provisions), said in the reasons;
 * - `vary`     the module recomputes the choice with a change (act as another Clan, secrets added;
 *              for a card played to a site: a denizen there discarded first, a secret instead of
 *              the favor);
 * - `allow`    lifts a refusal the module drafted (a card with a token, a card at another site,
 *              another region's discard pile, a full site, a site other than the pawn's); a `quiet`
 *              refusal no modifier lifts is left out (the cards of other sites, the other sites);
 * - `refuse`   forbids the choice (« ne peut pas »), or any choice that fails a « doit » (`unless`);
 * - `after`    what follows the action, said in the reasons (end of the Act Phase, a Troupe killed,
 *              where the discarded cards go, what another player gains: its text may read the draft
 *              and the card's ruler).
 * Who applies them: `applyModifiers`, the only caller of the table. A modifier that says « doit » or
 * « ne peut pas » is forced (7.4.1); any other one is optional: its choice is shown beside the choice
 * without it — except a plain gain with no cost and no drawback, said as « peut » on the choice
 * itself. 7.4 lets a player use several on one action: with up to four optional ones usable on a
 * choice, every set of two or more that can be used and paid together is a choice too (never two
 * that each make it free); the forced ones and the plain gains combine with all. A power with a
 * cost (7.1.2, LC « Power » tag) pays it by placing tokens on its card: the cost comes from
 * LeCodex/Oath (LCX, a fan implementation; the official data does not print it); a card that
 * already bears a token, or a player short of tokens, gets a refusal under 7.1.2.
 *
 * Rechercher has two kinds of drafts, both run here with the Search cards: the draws (search.ts,
 * `deck` set) and the places the kept card may go (placement.ts, `place` set, 5.1.4; also a
 * face-down adviser played, 6.1, `place.flip`). Each Search entry's `when` reads one or the other.
 *
 * Most modifiers serve who has them in reach. A few act on others (`imposed`), found face up on the
 * whole board and always forced: Toll Roads, Curfew, Grasping Vines, Forced Labor and Ruined Temple
 * on their ruler's adversaries (glossary « Adversaire »; the favor goes to the ruler, to the
 * Chancellor for the Empire, burnt for the Bandits), Boiling Lake on whoever travels to it without
 * ruling it, Sacred Ground on every player, Book Binders and Saddle Makers on every player but
 * their ruler (what the ruler gains is said on the choice).
 * Counts (tagged by LC with the action): Voyager 12 of 12 applied, Recruter 7 of 7, Commercer 9 of
 * 10, Récupérer 4 of 4, Rechercher 20 of 21. The others are in `NAMED`, each with why (French):
 * Master of Disguise, Great Spire.
 * Sources: LC (LederCards/cards, oathbasegame.yml) for every text; LCX for the costs.
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo, type CardId } from '../deck';
import { rulerOf, rules, type SiteRuler } from '../control';
import { ofPlayer, playerName, toPlayer } from '../names';
import { advisersOf, cardsAt, isImperial, playersOf, regionOf, siteWarbands, slotOf, warbandsOn, type PlacedCard, type PlayerId, type Setup } from '../setup';
import { SUITS, type Suit } from '../sites';
import { FREE_TRAVEL, type FreeTravel } from '../travel';
import { adviserSuits, cap, cardName, cardsWithPower, refusal, siteName } from './common';
import type { ActionChoice, ActionRefusal } from './types';

export type ModAction = 'travel' | 'muster' | 'trade' | 'recover' | 'search';

/** A change a module knows how to recompute a choice with. */
export interface Variation {
  /** Voyager: the trip made « sans dépenser de Provision » by this power */
  free?: FreeTravel;
  /** Commercer: act as if the card were of this Clan */
  suit?: Suit;
  /** Récupérer the Sombre Secret: secrets gained and added to the payment */
  bonusSecrets?: number;
  /** Rechercher, a card played to a site: this denizen of the site discarded first (Crop Rotation) */
  discard?: CardId;
  /** Rechercher, a card played to a site: a secret gained instead of the favor (Book of Records) */
  secret?: true;
}

/** Rechercher: where the kept card goes (placement.ts, 5.1.4): to a site (its slot), among the
 * advisers, face up on the Revealed Vision space, or discarded; `flip`: a face-down adviser played
 * face up or discarded (6.1), no card drawn. */
export interface Place {
  to: 'site' | 'adviser' | 'vision' | 'discard';
  slot?: number;
  faceUp: boolean;
  flip?: true;
}

/** A choice as an action module drafts it, before modifiers. */
export interface Draft {
  label: string;
  supply: number;
  /** other cost parts: [count, singular, plural?] — « 1 faveur », « 1 secret » */
  extra: [number, string, string?][];
  /** a cost part the module writes itself (« de 3 à 5 faveurs », « 2 secrets brûlés »), after the others */
  raw?: string;
  rule: string;
  reasons: Reason[];
  /** the reasons the modifiers add (kept when the module recomputes the choice) */
  mods?: Reason[];
  /** the costs the modifiers add (kept when the module recomputes the choice) */
  paid?: [number, string, string?][];
  /** the card acted with (Recruter, Commercer), the card kept and played (Rechercher, `place`) */
  card?: CardId;
  /** Voyager: the slots */
  from?: number;
  to?: number;
  /** Rechercher: the deck drawn (the world deck, your region's discard pile, another region's) */
  deck?: 'world' | 'discard' | 'otherDiscard';
  /** Rechercher: where the kept card goes (a draft of placement.ts; a draw has `deck` instead) */
  place?: Place;
  /** Récupérer: what is taken */
  take?: 'relic' | 'peoplesFavor' | 'darkestSecret';
  /** Commercer: what the trade gains */
  gains?: { favor?: number; secrets?: number };
  /** a refusal the draft carries (rule, text): only a modifier that lifts it (`allow`, `vary`) makes a choice of it */
  refused?: { rule: string; text: string; lift?: Lift; quiet?: true };
  /** the slot of the card acted with, when it is not the pawn's (Commercer at a distance) */
  slot?: number;
  /** the module's recomputation (see `Variation`); null when the change does not apply */
  vary?: (v: Variation) => Draft | null;
}

/** The refusals a modifier may lift: a card with a token (Pressgangs), a card at another site (Map
 * Library, Small Friends), another region's discard pile (Errand Boy, Observatory), a full site
 * (Crop Rotation), a site other than the pawn's (New Growth). */
export type Lift = 'occupied' | 'elsewhere' | 'otherPile' | 'full' | 'anySite';

export type Effect =
  | { kind: 'free' }
  | { kind: 'pay'; part: (x: Ctx) => [number, string, string?]; have: (s: Setup, p: PlayerId) => number }
  | { kind: 'swap'; from: string; to: string; label: [string, string] }
  | { kind: 'gain'; n: number; one: string; many?: string; more?: true }
  | { kind: 'vary'; variations: (x: Ctx) => Variation[] }
  | { kind: 'allow'; lift: Lift }
  | { kind: 'refuse'; unless?: (x: Ctx) => boolean; why?: string }
  | { kind: 'after'; text: string | ((x: Ctx) => string) };

/** What a condition reads. */
export interface Ctx {
  s: Setup;
  p: PlayerId;
  d: Draft;
  /** the slot of the modifier's card, when it lies at a site */
  at?: number;
  /** who rules the modifier's card (for the cards that act on their ruler's adversaries) */
  ruler?: SiteRuler;
}

export interface Modifier {
  action: ModAction;
  /** « doit », « ne peut pas »: forced (7.4.1); otherwise optional */
  forced?: true;
  /** a card that acts on others, not on who has it in reach: on its ruler's adversaries (glossary
   * « Adversaire »), on every traveller to it, on every player, or on every player but its ruler
   * (whose gain it says); always forced, found face up on the whole board */
  imposed?: 'adversaries' | 'travellers' | 'everyone' | 'others';
  /** the power's cost placed on its card (7.1.2), source LCX */
  cost?: { n: number; token: 'faveur' | 'secret' };
  /** does it touch this choice? */
  when: (x: Ctx) => boolean;
  effects: Effect[];
  /** what the reader reads (French), the card named before it */
  text: string;
  /** the reading taken where the card's text leaves a fact open */
  interpretation?: string;
  source: string;
}

const suitOf = (c: CardId | undefined) => (c ? cardInfo(c).suit : null);
const hasSuitAt = (s: Setup, slot: number | undefined, suit: Suit) => slot !== undefined && cardsAt(slotOf(s, slot)).some((c) => cardInfo(c.card).suit === suit);
const LCX = 'coût : LeCodex/Oath, mise en œuvre d’amateurs';
const CONSPIRACY: CardId = 'OATH-232';
/** A placement draft (Rechercher, 5.1.4) playing the kept card face up to one of these places. */
const upAt = (d: Draft, ...to: Place['to'][]) => !!d.place && d.place.faceUp && to.includes(d.place.to);

/** The table: every modifier the engine applies, by card id. Texts: LC. */
export const MODIFIERS: Partial<Record<CardId, Modifier>> = {
  // Voyager (5.6)
  'OATH-029': { action: 'travel', cost: { n: 1, token: 'faveur' }, when: ({ d }) => regionOf(d.from!) === regionOf(d.to!), effects: [{ kind: 'free' }], text: 'vers un site de votre région, sans dépenser de Provision', source: `LC OATH-029 ; ${LCX}` },
  'OATH-043': { action: 'travel', cost: { n: 1, token: 'faveur' }, when: ({ s, d }) => hasSuitAt(s, d.to, 'Beast'), effects: [{ kind: 'free' }], text: 'vers un site qui porte une carte Beast, sans dépenser de Provision et en ignorant les pouvoirs des sites', source: `LC OATH-043 ; ${LCX}` },
  'OATH-058': { action: 'travel', cost: { n: 1, token: 'secret' }, when: ({ d, at }) => at !== undefined && (d.from === at || d.to === at), effects: [{ kind: 'free' }], text: 'vers ou depuis son site, sans dépenser de Provision et en ignorant les pouvoirs des sites', interpretation: 'joué parmi les Conseillers, Portal n’a pas de site et ne sert à rien (lecture de Clairière).', source: `LC OATH-058 ; ${LCX}` },
  'OATH-158': { action: 'travel', when: () => true, effects: [{ kind: 'free' }, { kind: 'after', text: 'après ce Voyage, votre phase d’Action se termine' }], text: 'sans dépenser de Provision', source: 'LC OATH-158' },
  'OATH-169': { action: 'travel', when: ({ s, p, d, at }) => at !== undefined && d.to === at && rules(s, p, at), effects: [{ kind: 'free' }], text: 'vers son site, que vous contrôlez, sans dépenser de Provision', interpretation: 'seul son contrôleur l’a à sa portée en partant d’un autre site (7.1.1) : donner une faveur à son contrôleur pour l’utiliser n’est pas proposé (lecture de Clairière).', source: 'LC OATH-169' },
  'OATH-172': { action: 'travel', cost: { n: 1, token: 'faveur' }, when: ({ s, p }) => warbandsOn(s, p) <= 3, effects: [{ kind: 'free' }], text: 'avec 3 Troupes au plus sur votre plateau, sans dépenser de Provision', source: `LC OATH-172 ; ${LCX}` },
  'OATH-111': { action: 'travel', forced: true, when: ({ s, d }) => siteWarbands(slotOf(s, d.to!)) > 0, effects: [{ kind: 'after', text: 'vous devez tuer une Troupe sur le site d’arrivée, même une des vôtres' }], text: 'obligatoire', source: 'LC OATH-111' },
  'OATH-094': { action: 'travel', imposed: 'travellers', forced: true, when: ({ s, p, d, at }) => at !== undefined && d.to === at && !rules(s, p, at) && warbandsOn(s, p) > 0, effects: [{ kind: 'after', text: 'vous devez tuer deux Troupes de votre plateau, s’il y en a' }], text: 'obligatoire', interpretation: 'son texte vise qui y Voyage sans la contrôler : elle s’applique sans accès (lecture de Clairière).', source: 'LC OATH-094' },
  'OATH-118': { action: 'travel', imposed: 'adversaries', forced: true, when: ({ s, d, ruler }) => rules(s, ruler!, d.to!), effects: [{ kind: 'pay', part: ({ ruler }) => giveFavor(ruler!), have: (s, p) => s.players[p]?.favor ?? 0 }], text: 'ses adversaires ne Voyagent vers un site de son contrôleur qu’en lui donnant une faveur', source: 'LC OATH-118' },
  'OATH-178': { action: 'travel', imposed: 'adversaries', forced: true, when: ({ s, p, d, ruler }) => rules(s, ruler!, d.from!) && warbandsOn(s, p) > 0, effects: [{ kind: 'after', text: 'en partant d’un site de son contrôleur, vous devez tuer une Troupe de votre plateau' }], text: 'obligatoire', source: 'LC OATH-178' },
  'OATH-171': { action: 'travel', when: ({ s, p, d }) => adviserSuits(s, p).some((x) => hasSuitAt(s, d.to, x)), effects: [{ kind: 'gain', n: 1, one: 'faveur' }], text: 'après le Voyage, d’une banque qui correspond à une carte du site d’arrivée et à un de vos Conseillers', source: 'LC OATH-171' },
  'OATH-230': { action: 'travel', when: () => true, effects: [{ kind: 'gain', n: 1, one: 'Troupe' }], text: 'après le Voyage', source: 'LC OATH-230' },
  // Recruter (5.2)
  'OATH-006': { action: 'muster', when: ({ d }) => d.refused?.lift === 'occupied', effects: [{ kind: 'allow', lift: 'occupied' }], text: 'on peut Recruter sur une carte qui porte déjà une faveur ou un secret', source: 'LC OATH-006' },
  'OATH-040': { action: 'muster', when: ({ d }) => suitOf(d.card) === 'Beast', effects: [{ kind: 'free' }], text: 'sur une carte Beast, sans dépenser de Provision', source: 'LC OATH-040' },
  'OATH-073': { action: 'muster', forced: true, when: () => true, effects: [{ kind: 'swap', from: 'faveur', to: 'secret', label: ['une faveur', 'un secret'] }], text: 'pour Recruter, on doit poser un secret au lieu d’une faveur', source: 'LC OATH-073' },
  'OATH-081': { action: 'muster', when: ({ s, d }) => !!d.card && leastBank(s) === suitOf(d.card), effects: [{ kind: 'gain', n: 2, one: 'Troupe', more: true }], text: 'en Recrutant sur une carte de la banque qui a le moins de faveurs, sans égalité', interpretation: 'il ne s’applique que si la position donne le contenu des six banques de faveur.', source: 'LC OATH-081' },
  'OATH-120': { action: 'muster', when: () => true, effects: [{ kind: 'after', text: 'après avoir Recruté, vous pouvez faire Campagne sans dépenser de Provision' }], text: 'facultatif', source: 'LC OATH-120' },
  'OATH-144': { action: 'muster', when: ({ d }) => d.card === 'OATH-144', effects: [{ kind: 'gain', n: 1, one: 'Troupe', more: true }], text: 'en Recrutant sur elle', source: 'LC OATH-144' },
  // Commercer (5.3)
  'OATH-036': { action: 'trade', when: ({ d }) => d.card === 'OATH-036', effects: [{ kind: 'vary', variations: () => [{ suit: 'Beast' }, { suit: 'Order' }] }], text: 'on Commerce avec elle comme avec une carte Beast ou Order', source: 'LC OATH-036' },
  'OATH-042': { action: 'trade', when: ({ s, p, d }) => d.card === 'OATH-042' && d.gains?.secrets !== undefined && adviserSuits(s, p).includes('Beast'), effects: [{ kind: 'gain', n: 1, one: 'secret', more: true }], text: 'en Commerçant avec elle pour des secrets, avec un Conseiller Beast', source: 'LC OATH-042' },
  'OATH-055': { action: 'trade', when: ({ d }) => d.gains?.favor === 1, effects: [{ kind: 'gain', n: 1, one: 'faveur', more: true }], text: 'quand on ne gagne qu’une faveur', source: 'LC OATH-055' },
  'OATH-076': { action: 'trade', when: ({ s, p, d, at }) => at !== undefined && s.players[p]?.pawn === at && d.slot !== undefined && regionOf(d.slot) === regionOf(at), effects: [{ kind: 'allow', lift: 'elsewhere' }], text: 'votre pion sur son site, on peut Commercer avec une carte d’un autre site de la région', source: 'LC OATH-076' },
  'OATH-119': { action: 'trade', imposed: 'adversaries', forced: true, when: ({ s, d, ruler }) => d.card !== undefined && d.slot !== undefined && rules(s, ruler!, d.slot), effects: [{ kind: 'pay', part: ({ ruler }) => giveFavor(ruler!), have: (s, p) => s.players[p]?.favor ?? 0 }], text: 'ses adversaires ne Commercent avec les cartes de son contrôleur qu’en lui donnant une faveur', source: 'LC OATH-119' },
  'OATH-150': { action: 'trade', when: () => true, effects: [{ kind: 'free' }, { kind: 'pay', part: () => [1, 'Troupe sacrifiée', 'Troupes sacrifiées'], have: (s, p) => warbandsOn(s, p) }], text: 'sans dépenser de Provision, en sacrifiant une Troupe de votre plateau', source: 'LC OATH-150' },
  'OATH-176': { action: 'trade', when: ({ d }) => suitOf(d.card) === 'Beast' || suitOf(d.card) === 'Nomad', effects: [{ kind: 'free' }], text: 'avec une carte Beast ou Nomad, sans dépenser de Provision', source: 'LC OATH-176' },
  'OATH-177': { action: 'trade', when: ({ s, d }) => d.slot !== undefined && hasSuitAt(s, d.slot, 'Beast'), effects: [{ kind: 'allow', lift: 'elsewhere' }], text: 'on agit comme si votre pion était sur un site qui porte une carte Beast', interpretation: 'les modificateurs de Commerce des cartes de ce site-là ne sont pas ajoutés (lecture de Clairière : la réponse ne les propose pas).', source: 'LC OATH-177' },
  'OATH-217': { action: 'trade', when: ({ s, p, d }) => !!suitOf(d.card) && adviserSuits(s, p).includes(suitOf(d.card)!), effects: [{ kind: 'free' }], text: 'avec une carte qui correspond à un de vos Conseillers, sans dépenser de Provision', source: 'LC OATH-217' },
  // Récupérer (5.4)
  'OATH-032': { action: 'recover', cost: { n: 2, token: 'faveur' }, when: ({ d }) => d.take === 'darkestSecret', effects: [{ kind: 'vary', variations: () => [{ bonusSecrets: 2 }] }], text: 'en Récupérant le Sombre Secret, vous gagnez 2 secrets ajoutés à ceux que vous payez', source: `LC OATH-032 ; ${LCX}` },
  'OATH-074': { action: 'recover', forced: true, when: ({ d }) => d.take === 'darkestSecret', effects: [{ kind: 'refuse' }], text: 'vous ne pouvez pas Récupérer le Sombre Secret', source: 'LC OATH-074' },
  'OATH-173': { action: 'recover', when: ({ d }) => d.take === 'relic', effects: [{ kind: 'gain', n: 3, one: 'Provision' }], text: 'après avoir Récupéré une Relique', source: 'LC OATH-173' },
  'OATH-202': { action: 'recover', forced: true, when: ({ d }) => d.take === 'peoplesFavor', effects: [{ kind: 'after', text: 'la Faveur du Peuple passe toujours sur sa face Foule' }], text: 'obligatoire', interpretation: '« toujours » est lu comme une obligation (7.4.1).', source: 'LC OATH-202' },
  // Rechercher (5.1): the draws
  'OATH-134': { action: 'search', cost: { n: 2, token: 'faveur' }, when: ({ d }) => d.deck !== undefined, effects: [{ kind: 'free' }], text: 'sans dépenser de Provision', source: `LC OATH-134 ; ${LCX}` },
  'OATH-183': { action: 'search', cost: { n: 1, token: 'secret' }, when: ({ d }) => d.deck === 'discard', effects: [{ kind: 'free' }, { kind: 'after', text: 'vous ne piochez qu’une carte, sous la pile de défausse de votre région (au lieu de trois)' }], text: 'sans dépenser de Provision, une seule carte piochée sous la pile', source: `LC OATH-183 ; ${LCX}` },
  'OATH-011': { action: 'search', cost: { n: 1, token: 'faveur' }, when: ({ d }) => d.deck === 'otherDiscard', effects: [{ kind: 'allow', lift: 'otherPile' }], text: 'on pioche dans la pile de défausse d’une autre région au lieu de la sienne', source: `LC OATH-011 ; ${LCX}` },
  'OATH-064': { action: 'search', when: ({ s, p, d, at }) => d.deck === 'otherDiscard' && at !== undefined && s.players[p]?.pawn === at, effects: [{ kind: 'allow', lift: 'otherPile' }], text: 'votre pion sur son site, on pioche dans n’importe quelle pile de défausse', source: 'LC OATH-064' },
  'OATH-112': { action: 'search', imposed: 'adversaries', forced: true, when: ({ s, p, d, ruler }) => d.deck !== undefined && s.players[p]?.pawn !== undefined && rules(s, ruler!, s.players[p]!.pawn!), effects: [{ kind: 'pay', part: ({ ruler }) => giveFavor(ruler!), have: (s, p) => s.players[p]?.favor ?? 0 }], text: 'ses adversaires ne Recherchent, pion sur un site de son contrôleur, qu’en lui donnant une faveur', source: 'LC OATH-112' },
  'OATH-056': { action: 'search', when: ({ d }) => d.deck !== undefined, effects: [{ kind: 'after', text: 'vous pouvez piocher une carte de plus (on s’arrête toujours après une Vision)' }], text: 'une carte de plus', interpretation: 'son texte s’ouvre sur « Action » mais les données officielles le classent parmi les modificateurs de Recherche : Clairière le lit comme tel.', source: 'LC OATH-056' },
  'OATH-214': { action: 'search', when: ({ d }) => d.deck !== undefined, effects: [{ kind: 'after', text: 'vous pouvez piocher deux cartes de plus, mais vous devez alors révéler toutes les cartes piochées et celle que vous gardez' }], text: 'deux cartes de plus', source: 'LC OATH-214' },
  'OATH-122': { action: 'search', when: ({ d }) => d.deck === 'world', effects: [{ kind: 'after', text: 'après avoir Recherché dans la pioche Monde, vous pouvez faire Campagne sans dépenser de Provision' }], text: 'facultatif', source: 'LC OATH-122' },
  // Rechercher (5.1.4): where the kept card goes (the drafts of placement.ts, with `place`)
  'OATH-050': { action: 'search', when: ({ s, d }) => upAt(d, 'site', 'adviser') && !d.place!.flip && cardInfo(d.card!).type === 'denizen' && s.banks?.Hearth !== 0, effects: [{ kind: 'gain', n: 1, one: 'faveur' }], text: 'de la banque Hearth, en jouant un Habitant qui n’était pas un Conseiller face cachée', interpretation: 'un Habitant joué face cachée parmi les Conseillers ne rapporte rien (lecture de LeCodex/Oath, mise en œuvre d’amateurs, que Clairière suit).', source: 'LC OATH-050 ; LeCodex/Oath' },
  'OATH-128': { action: 'search', when: ({ d }) => d.place?.to === 'site', effects: [{ kind: 'vary', variations: ({ s, d }) => cardsAt(d.place?.slot !== undefined ? slotOf(s, d.place.slot) : undefined).filter((c) => cardInfo(c.card).type === 'denizen' && !cardInfo(c.card).locked).map((c) => ({ discard: c.card })) }], text: 'on peut d’abord défausser un Habitant du site où l’on joue (jamais une carte verrouillée, 7.2.2)', source: 'LC OATH-128' },
  'OATH-130': { action: 'search', cost: { n: 1, token: 'faveur' }, when: ({ d }) => d.place?.to === 'site' && !d.place.flip, effects: [{ kind: 'after', text: 'vous pouvez jouer aussi une deuxième des cartes piochées, au lieu d’une seule' }], text: 'deux cartes jouées si l’une va sur un site', interpretation: 'la réponse le propose quand la carte gardée va sur un site ; si c’est l’autre carte qui y va, demandez la réponse pour celle-là (lecture de Clairière).', source: `LC OATH-130 ; ${LCX}` },
  'OATH-188': { action: 'search', when: ({ d }) => d.refused?.lift === 'anySite' && (suitOf(d.card) === 'Beast' || suitOf(d.card) === 'Hearth'), effects: [{ kind: 'allow', lift: 'anySite' }], text: 'une carte Beast ou Hearth se joue sur n’importe quel site qui a de la place', source: 'LC OATH-188' },
  'OATH-189': { action: 'search', when: ({ d }) => upAt(d, 'site', 'adviser') && suitOf(d.card) === 'Beast', effects: [{ kind: 'gain', n: 1, one: 'Provision' }, { kind: 'gain', n: 2, one: 'Troupe' }], text: 'en jouant une carte Beast face visible', interpretation: 'jouée face cachée, une carte n’a pas de Clan (5.1.4.II) : rien n’est gagné (lecture de Clairière, la même que LeCodex/Oath).', source: 'LC OATH-189' },
  'OATH-229': { action: 'search', forced: true, when: ({ d }) => d.place?.to === 'site', effects: [{ kind: 'vary', variations: () => [{ secret: true }] }], text: 'en jouant vers un site, on doit gagner un secret au lieu de la faveur', source: 'LC OATH-229' },
  'OATH-197': { action: 'search', when: ({ d }) => d.deck !== undefined || (d.place?.to === 'discard' && !d.place.flip), effects: [{ kind: 'after', text: 'vous pouvez mettre toutes les cartes que vous défaussez en Recherchant sur le dessus ou sous une même pile de défausse, même celle de votre région' }], text: 'facultatif', source: 'LC OATH-197' },
  'OATH-220': { action: 'search', when: ({ d }) => d.deck !== undefined || (d.place?.to === 'discard' && !d.place.flip), effects: [{ kind: 'after', text: 'vous pouvez mettre toutes les cartes que vous défaussez en Recherchant sous la pioche Monde' }], text: 'facultatif', source: 'LC OATH-220' },
  'OATH-174': { action: 'search', imposed: 'everyone', forced: true, when: ({ s, p, d, at }) => d.place?.to === 'vision' && d.card !== CONSPIRACY && at !== undefined && s.players[p]?.pawn !== at, effects: [{ kind: 'refuse' }], text: 'on ne joue une Vision face visible (sauf la Conspiration) que pion sur son site', source: 'LC OATH-174' },
  'OATH-204': { action: 'search', imposed: 'adversaries', forced: true, when: ({ d }) => upAt(d, 'site', 'adviser') && suitOf(d.card) === 'Beast', effects: [{ kind: 'refuse' }], text: 'les adversaires de son contrôleur ne peuvent pas jouer de carte Beast face visible', source: 'LC OATH-204' },
  'OATH-140': { action: 'search', imposed: 'others', forced: true, when: ({ d }) => d.place?.to === 'vision', effects: [{ kind: 'after', text: ({ ruler }) => `${playerName(ruler as PlayerId)} gagne 2 faveurs d’une banque de son choix` }], text: 'obligatoire', interpretation: 'le texte officiel dit « un autre joueur » : Clairière le suit (LeCodex/Oath, mise en œuvre d’amateurs, ne le donne que contre un ennemi), la Conspiration comprise.', source: 'LC OATH-140' },
  'OATH-142': { action: 'search', imposed: 'others', forced: true, when: ({ s, d }) => upAt(d, 'site', 'adviser') && (suitOf(d.card) === 'Nomad' || suitOf(d.card) === 'Order') && s.banks?.[suitOf(d.card)!] !== 0, effects: [{ kind: 'after', text: ({ s, d, ruler }) => `${playerName(ruler as PlayerId)} gagne ${countText(Math.min(2, s.banks?.[suitOf(d.card)!] ?? 2), 'faveur')} de la banque ${suitOf(d.card)}` }], text: 'obligatoire', interpretation: 'le texte officiel dit « un autre joueur » : Clairière le suit (LeCodex/Oath, mise en œuvre d’amateurs, ne le donne que contre un ennemi) ; une carte jouée face cachée n’a pas de Clan (5.1.4.II).', source: 'LC OATH-142' },
  'OATH-196': { action: 'muster', forced: true, when: () => true, effects: [{ kind: 'refuse', unless: ({ s, p, d }) => matches(s, p, d.card), why: 'cette carte ne correspond à aucun de vos Conseillers' }, { kind: 'gain', n: 1, one: 'Troupe', more: true }], text: 'on doit Recruter sur une carte qui correspond à un de vos Conseillers, et l’on gagne une Troupe de plus', source: 'LC OATH-196' },
};

/** « 1 faveur donnée au joueur 3 »; to the Chancellor for the Empire, burnt for the Bandits (LC's texts). */
function giveFavor(ruler: SiteRuler): [number, string, string] {
  return ruler === 'bandits' ? [1, 'faveur brûlée', 'faveurs brûlées'] : [1, `faveur donnée ${toPlayer(ruler)}`, `faveurs données ${toPlayer(ruler)}`];
}

/** Adversaries (glossary « Adversaire »): of an Imperial player, the Exiles; of an Exile, every other player; of the Bandits, everyone. */
function adversary(s: Setup, of: SiteRuler, p: PlayerId): boolean {
  if (of === 'bandits') return true;
  if (of === p) return false;
  return isImperial(s, of) ? !isImperial(s, p) : true;
}

/** The Clan whose favor bank holds the fewest favor, not tied (Downtrodden), when the position gives all six banks. */
function leastBank(s: Setup): Suit | undefined {
  const b = s.banks;
  if (!b || SUITS.some((x) => b[x] === undefined)) return undefined;
  const least = Math.min(...SUITS.map((x) => b[x]!));
  const at = SUITS.filter((x) => b[x] === least);
  return at.length === 1 ? at[0] : undefined;
}

function matches(s: Setup, p: PlayerId, c: CardId | undefined): boolean {
  const suit = suitOf(c);
  return !!suit && adviserSuits(s, p).includes(suit);
}

/** The cards tagged with an action that the engine names without applying, and why (French). */
export const NAMED: Partial<Record<CardId, string>> = {
  'OATH-207': 'il échange des Habitants piochés contre des cartes tirées au hasard des Dépossédés, et la position ne connaît ni les unes ni les autres',
  'OATH-078': 'le coût de son pouvoir n’est donné par aucune de nos sources (7.1.2)',
};

/** Where a card in reach lies: its slot when at a site, and the tokens on it. */
function placed(s: Setup, p: PlayerId, card: CardId): { slot?: number; c?: PlacedCard } {
  const a = advisersOf(s, p).find((x) => x.card === card && !x.faceDown);
  if (a) return { c: a };
  for (let slot = 1; slot <= s.sites.length; slot++) {
    const c = cardsAt(slotOf(s, slot)).find((x) => x.card === card);
    if (c) return { slot, c };
  }
  return {};
}

const costParts = (d: Draft): string => {
  const parts: [number, string, string?][] = [[d.supply, 'Provision'], ...d.extra, ...(d.paid ?? [])];
  const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => countText(n, one, many));
  if (d.raw) shown.push(d.raw);
  return shown.length ? shown.join(' et ') : 'aucun';
};

interface InReach {
  card: CardId;
  where: string;
  mod: Modifier;
  at?: number;
  /** the card's ruler, for an imposed card */
  ruler?: SiteRuler;
  tokens: boolean;
}

/** The modifiers a player may use on an action, and the notes for the cards only named. */
export function modifiersInReach(s: Setup, p: PlayerId, action: ModAction): { mods: InReach[]; notes: Reason[] } {
  const ruled = s.sites.map((_, i) => i + 1).filter((k) => rules(s, p, k));
  const mods: InReach[] = [];
  const notes: Reason[] = [];
  const verb = { travel: 'Voyager', muster: 'Recruter', trade: 'Commercer', recover: 'Récupérer', search: 'Rechercher' }[action];
  for (const m of cardsWithPower(s, p, action, ruled)) {
    const mod = MODIFIERS[m.card];
    if (mod?.imposed) continue;
    if (mod && mod.action === action) {
      const pl = placed(s, p, m.card);
      mods.push({ card: m.card, where: m.where, mod, at: pl.slot, tokens: !!(pl.c?.favor || pl.c?.secrets) });
      if (mod.interpretation) notes.push(reason('7.4', `${cardName(m.card)} : ${mod.interpretation}`));
    } else notes.push(reason('7.4', `${cardName(m.card)} (${m.where}) modifie ${verb} : son effet n’est pas appliqué ici, car ${NAMED[m.card] ?? 'son effet ne change rien à ce que montre la réponse'}.`));
  }
  mods.push(...imposedOn(s, p, action, notes));
  return { mods, notes };
}

/** The cards that act on this player without being in its reach (`imposed`), wherever they lie face up. */
function imposedOn(s: Setup, p: PlayerId, action: ModAction, notes: Reason[]): InReach[] {
  const out: InReach[] = [];
  const add = (card: CardId, ruler: SiteRuler, where: string, at?: number) => {
    const mod = MODIFIERS[card];
    if (!mod?.imposed || mod.action !== action) return;
    if (mod.imposed === 'adversaries' && !adversary(s, ruler, p)) return;
    if (mod.imposed === 'others' && ruler === p) return;
    out.push({ card, where, mod, at, ruler, tokens: false });
    if (mod.interpretation) notes.push(reason('7.4', `${cardName(card)} : ${mod.interpretation}`));
  };
  for (const q of playersOf(s)) for (const a of advisersOf(s, q)) if (!a.faceDown) add(a.card, q, `Conseiller ${ofPlayer(q)}`);
  for (let slot = 1; slot <= s.sites.length; slot++) if (!slotOf(s, slot)?.faceDown) for (const c of cardsAt(slotOf(s, slot))) add(c.card, rulerOf(s, slot), siteName(s, slot), slot);
  return out;
}

/** One modifier on one draft: the new draft, or a refusal (rule, text); null when it does not touch it. */
function applyOne(x: Ctx, r: InReach, rule: string, pick = 0): { draft: Draft } | { refuse: { rule: string; text: string } } | null {
  const { s, p } = x;
  let d: Draft = { ...x.d, extra: [...x.d.extra], mods: [...(x.d.mods ?? [])] };
  const say = (why: Reason) => d.mods!.push(why);
  const name = cap(cardName(r.card));
  const cx = { ...x, at: r.at, ruler: r.ruler };
  if (!r.mod.when(cx)) return null;
  const said = r.mod.effects.some((e) => e.kind === 'gain' || e.kind === 'after');
  if (!said) say(reason('7.4', `${name} (${r.where}) : ${r.mod.text}.`));
  for (const e of r.mod.effects) {
    if (e.kind === 'refuse') {
      if (e.unless?.(cx)) continue;
      return { refuse: { rule: '7.4', text: `${name} : ${r.mod.text}${e.why ? ` ; ${e.why}` : ''}.` } };
    }
    if (e.kind === 'allow') {
      if (d.refused?.lift !== e.lift) return null;
      d.refused = undefined;
    }
    if (e.kind === 'free') {
      if (d.vary && d.to !== undefined) {
        const v = d.vary({ free: freeOf(r.card) });
        if (!v || v.refused) return null;
        d = { ...v, extra: [...v.extra], mods: d.mods, paid: d.paid };
      } else d.supply = 0;
    }
    if (e.kind === 'vary') {
      const v = e.variations(cx)[pick];
      const w = v && d.vary ? d.vary(v) : null;
      if (!w) return null;
      d = { ...w, extra: [...w.extra], mods: d.mods, paid: d.paid };
    }
    if (e.kind === 'pay') {
      const part = e.part(cx);
      if (e.have(s, p) < part[0]) return { refuse: { rule, text: `${name} : il faut ${countText(...part)}.` } };
      d.paid = [...(d.paid ?? []), part];
    }
    if (e.kind === 'swap') {
      d.extra = d.extra.map((q): [number, string, string?] => (q[1] === e.from ? [q[0], e.to] : q));
      d.label = d.label.replace(e.label[0], e.label[1]);
    }
    if (e.kind === 'gain') say(reason('7.4', `${name} (${r.where}) : ${r.mod.forced ? '' : 'vous pouvez gagner '}${countText(e.n, e.one, e.many)}${e.more ? ' de plus' : ''} (${r.mod.text}).`));
    if (e.kind === 'after') say(reason('7.4', `${name} (${r.where}) : ${typeof e.text === 'string' ? e.text : e.text(cx)}.`));
  }
  return { draft: d };
}

/** The FreeTravel of a card (travel.ts knows what Tents, Forest Paths and Portal ignore; the others spend no Supply plainly), named as every list names it. */
function freeOf(card: CardId): FreeTravel {
  const by = cap(cardName(card));
  if (card === 'OATH-029') return { ...FREE_TRAVEL.tents, by };
  if (card === 'OATH-043') return { ...FREE_TRAVEL.forestPaths, by };
  if (card === 'OATH-058') return { ...FREE_TRAVEL.portal, by };
  return { by };
}

/** Each way to use an optional modifier: one, or one per variation it offers (Acting Troupe: Beast or Order), with the words that tell them apart. */
const variationsOf = (s: Setup, p: PlayerId, d: Draft) => (r: InReach): [InReach, number, string][] => {
  const vary = r.mod.effects.find((e) => e.kind === 'vary');
  if (!vary) return [[r, 0, '']];
  return vary.variations({ s, p, d }).map((v, i) => [r, i, v.suit ? ` comme carte ${v.suit}` : '']);
};

/** Is a modifier a plain gain (no cost, no drawback, nothing changed in the cost)? Said on the choice as « peut ». */
const plainGain = (m: Modifier) => !m.forced && !m.cost && m.effects.every((e) => e.kind === 'gain' || e.kind === 'after');

/** What the player lacks for the cost of a draft (Supply when given, faveur, secret), as a refusal text. */
function shortOf(s: Setup, p: PlayerId, d: Draft): { supply: boolean; text: string } | null {
  const supply = s.players[p]?.supply;
  if (supply !== undefined && supply < d.supply) return { supply: true, text: `Il faut ${countText(d.supply, 'Provision')} et ${playerName(p)} n’en a que ${supply}.` };
  const have: Record<string, number> = { faveur: s.players[p]?.favor ?? 0, secret: s.players[p]?.secrets ?? 0 };
  // every part paid in one token counts together (« 2 faveurs » and « 1 faveur placée sur la carte »)
  const need: Record<string, number> = { faveur: 0, secret: 0 };
  for (const [n, one] of [...d.extra, ...(d.paid ?? [])]) {
    const token = one.split(' ')[0]!;
    if (token in need) need[token]! += n;
  }
  for (const token of ['faveur', 'secret']) if (have[token]! < need[token]!) return { supply: false, text: `Il faut ${countText(need[token]!, token)} et ${playerName(p)} n’a que ${countText(have[token]!, token)}.` };
  return null;
}

/** One way to use an optional modifier: the card in reach, the variation picked, the words that tell it apart. */
type Way = [InReach, number, string];

/**
 * A draft with these optional modifiers used in turn (7.4), each power's cost placed on its card
 * (7.1.2): the new draft and its label, a refusal (a card with a token, a cost not paid), or null
 * when one of them does not touch it.
 */
function withOptional(s: Setup, p: PlayerId, bare: Draft, ways: Way[], rule: string, supplyRule: string, gains: (d: Draft) => Draft, last?: (d: Draft) => { rule: string; text: string } | null): { draft: Draft; label: string } | { refusal: ActionRefusal } | null {
  let d = bare;
  // a modifier that lifts a refusal acts first: the others then apply to the choice it opens
  const ordered = [...ways].sort((x, y) => Number(!lifts(x)) - Number(!lifts(y)));
  for (const [r, pick] of ordered) {
    const out = applyOne({ s, p, d }, r, rule, pick);
    if (!out) return null;
    if ('refuse' in out) return ways.length > 1 ? null : { refusal: refusal(`${bare.label}, avec ${cardName(r.card)}${ways[0]![2]}`, out.refuse.rule, out.refuse.text) };
    d = out.draft;
  }
  if (d.refused) return null;
  const label = `${d.label}, avec ${ordered.map(([r, , as]) => `${cardName(r.card)}${as}`).join(' et ')}`;
  const v = gains(d);
  const need = { faveur: 0, secret: 0 };
  for (const [r] of ways) {
    if (!r.mod.cost) continue;
    if (r.tokens) return { refusal: refusal(label, '7.1.2', `${cap(cardName(r.card))} porte déjà un jeton : son pouvoir ne peut pas être payé.`) };
    const { n, token } = r.mod.cost;
    need[token] += n;
    const have = token === 'faveur' ? (s.players[p]?.favor ?? 0) : (s.players[p]?.secrets ?? 0);
    if (have < need[token]) return { refusal: refusal(label, '7.1.2', `${ways.length > 1 ? 'Ces pouvoirs coûtent' : 'Le pouvoir coûte'} ${countText(need[token], token)} placé${token === 'faveur' ? 'e' : ''}${need[token] > 1 ? 's' : ''} sur ${ways.length > 1 ? 'leurs cartes' : 'la carte'}, et ${playerName(p)} n’en a que ${have}.`) };
    const e = token === 'faveur' ? 'e' : '';
    v.extra.push([n, `${token} placé${e} sur la carte`, `${token}s placé${e}s sur la carte`]);
    v.mods!.push(reason('7.1.2', `Le pouvoir de ${cardName(r.card)} coûte ${countText(n, token)} placé${e}${n > 1 ? 's' : ''} sur la carte (source du coût : LeCodex/Oath, mise en œuvre d’amateurs).`));
  }
  const short = shortOf(s, p, v);
  if (short) return { refusal: refusal(label, short.supply ? supplyRule : ways.some(([r]) => r.mod.cost) ? '7.1.2' : rule, short.text) };
  const own = last?.(v);
  if (own) return { refusal: refusal(label, own.rule, own.text) };
  return { draft: v, label };
}

const lifts = ([r]: Way) => r.mod.effects.some((e) => e.kind === 'allow');

/** Up to this many optional modifiers usable on one choice, every set of them is listed (2ⁿ − n − 1 sets). */
const COMBINE_LIMIT = 4;

/**
 * The sets of two or more optional modifiers to try together (7.4): one way per card, and never two
 * that each make the action free (the second adds nothing). Beyond COMBINE_LIMIT, none, said once.
 */
function combinations(ways: Way[], notes: Reason[]): Way[][] {
  const cards = [...new Set(ways.map(([r]) => r.card))];
  if (cards.length < 2) return [];
  if (cards.length > COMBINE_LIMIT) {
    const text = `Plus de ${COMBINE_LIMIT} modificateurs facultatifs sont à portée : chacun est montré seul, leurs combinaisons (7.4 permet d’en utiliser plusieurs) ne sont pas énumérées.`;
    if (!notes.some((n) => n.text === text)) notes.push(reason('7.4', text));
    return [];
  }
  const out: Way[][] = [];
  const free = (w: Way) => w[0].mod.effects.some((e) => e.kind === 'free');
  const grow = (i: number, set: Way[]) => {
    if (set.length >= 2) out.push(set);
    for (let j = i; j < ways.length; j++) {
      const w = ways[j]!;
      if (set.some((x) => x[0].card === w[0].card) || (free(w) && set.some(free))) continue;
      grow(j + 1, [...set, w]);
    }
  };
  grow(0, []);
  return out;
}

/**
 * Applies the modifiers in reach to the drafted choices of an action: forced ones on every choice,
 * each optional one as a choice beside (its power's cost paid on its card, 7.1.2), plain gains as
 * reasons; sets of optional ones together (`combinations`). Returns the choices and refusals, and
 * the notes for the cards named only. `last`: the module's own check of each finished draft,
 * modifiers applied (Avide on the Supply a Search spends).
 */
export function applyModifiers(s: Setup, p: PlayerId, action: ModAction, drafts: Draft[], rule: string, supplyRule = rule, last?: (d: Draft) => { rule: string; text: string } | null): { choices: ActionChoice[]; refusals: ActionRefusal[]; notes: Reason[] } {
  const { mods, notes } = modifiersInReach(s, p, action);
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const toChoice = (d: Draft): ActionChoice => ({ label: d.label, cost: costParts(d), rule: d.rule, reasons: [...d.reasons, ...(d.mods ?? [])] });
  for (const d0 of drafts) {
    // forced modifiers first, on the choice itself
    let base: Draft | null = d0;
    let baseRefusal: { rule: string; text: string } | null = d0.refused ?? null;
    for (const r of mods.filter((m) => m.mod.forced)) {
      if (!base) break;
      const out = applyOne({ s, p, d: base }, r, rule);
      if (!out) continue;
      if ('refuse' in out) {
        baseRefusal = out.refuse;
        base = null;
      } else base = out.draft;
    }
    if (!base) {
      if (!d0.refused?.quiet) refusals.push(refusal(d0.label, baseRefusal!.rule, baseRefusal!.text));
      continue;
    }
    // plain gains: said on the choice and on each variant (they depend on what the variant gains)
    const gains = (d: Draft): Draft => {
      for (const r of mods.filter((m) => plainGain(m.mod))) {
        const out = applyOne({ s, p, d }, r, rule);
        if (out && 'draft' in out) d = out.draft;
      }
      return d;
    };
    const bare = base;
    const variants: ActionChoice[] = [];
    const vRefusals: ActionRefusal[] = [];
    base = gains(base);
    const optional = mods.filter((m) => !m.mod.forced && !plainGain(m.mod)).flatMap(variationsOf(s, p, bare));
    // the ways that may join a set: all but those refused alone (a cost that cannot be paid, a « ne peut pas »)
    const joinable: Way[] = [];
    for (const way of optional) {
      const out = withOptional(s, p, bare, [way], rule, supplyRule, gains, last);
      if (out && 'refusal' in out) vRefusals.push(out.refusal);
      else {
        if (out) variants.push({ ...toChoice(out.draft), label: out.label });
        if (applyOne({ s, p, d: bare }, way[0], rule, way[1])) joinable.push(way);
      }
    }
    // 7.4: several optional modifiers on one action — each set of two or more that can all be
    // used and paid together, when few are in reach; the ones that cannot add nothing to the list
    for (const set of combinations(joinable, notes)) {
      const out = withOptional(s, p, bare, set, rule, supplyRule, gains, last);
      if (out && 'draft' in out) variants.push({ ...toChoice(out.draft), label: out.label });
    }
    if (base.refused) {
      if (!variants.length && !base.refused.quiet) refusals.push(refusal(base.label, base.refused.rule, base.refused.text));
    } else {
      const short = shortOf(s, p, base);
      const own = short ? null : last?.(base);
      if (short) refusals.push(refusal(base.label, short.supply ? supplyRule : rule, short.text));
      else if (own) refusals.push(refusal(base.label, own.rule, own.text));
      else choices.push(toChoice(base));
    }
    choices.push(...variants);
    if (!base.refused?.quiet || variants.length) refusals.push(...vRefusals);
  }
  return { choices, refusals, notes };
}
