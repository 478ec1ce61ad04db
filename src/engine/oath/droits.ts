/**
 * What the position decides about the battle plans of a Campagne, before its pools are built
 * (campaign.ts calls `decidedPools`): who may use each plan and whether its cost can be paid, and the
 * facts its conditions need.
 *
 * - 7.5.1: only the plans you rule are yours: your face-up advisers, the cards at sites you rule
 *   (glossary « Contrôler »; every Imperial player rules the purple sites, 6.6.3, except a Citizen
 *   attacking an Imperial player, 5.5.1), the Relics you hold. A face-down adviser has no power
 *   (chapter 7 opens on face-up cards). The defender's plans may be ruled by its Allies (5.5.3).
 *   The Bandits use the plans without cost at the sites they rule (5.5.3).
 * - 7.1.2: a plan's cost is paid from its user's board: the favor and secrets to place or burn,
 *   added over the plans the same player uses (7.5.3: a card that already holds tokens still takes
 *   a battle plan's cost).
 * - conditions read from the position (they fill `when`, `n`, `site` the reader used to give): the
 *   enemy's face-up advisers' Clans (Cracked Sage, Rival Khan), a targeted site holding an Order card
 *   (Disgraced Captain), the card's site (Keep, Bandit Rampart, Walled Garden), Hospital's site still
 *   ruled, the counts of Beast advisers, Nomad cards ruled, other Clans ruled, Beast cards at sites,
 *   and the Troupes joining from the Campagne's site (Captains, Wild Allies).
 *
 * - persistent powers the reader lists (`powers`): the side said to rule one must rule it (7.1.4, a
 *   power felt by everyone apart), and True Names reads its ruler's advisers' Clans.
 * - persistent powers the position puts in play (`positionPowers`) apply without being named: a
 *   face-up card either side rules, or one every player feels; a power with a cost (Jinx) only
 *   when named. Vow of Union counts the attacker's Troupes on the sites.
 *
 * A position with no card at all (the links written before cards existed) keeps the old behaviour:
 * the reader's word is taken, and the answer says so.
 */
import { countText } from '../core/format';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import { CAMPAIGN_CARDS, cardById, isFree, type Cost } from './cards';
import { imperialSite, maskHolder, rulesCardAt } from './control';
import { cardInfo, cardLabel, isCardId, type CardId } from './deck';
import { PlayerName, ofPlayer } from './names';
import { buildPools, type CampaignParams, type PlanUse, type Pools, type PowerUse, type Side } from './pools';
import { cardsAt, colourOf, holdsCards, isImperial, roleOf, type PlayerId, type Setup } from './setup';
import type { Suit } from './sites';

type Ruler = PlayerId | 'bandits';

/** Where a card lies and who rules it for this Campagne. */
interface Place {
  slot?: number;
  adviserOf?: PlayerId;
  faceDown?: boolean;
  relicOf?: PlayerId;
}

function placeOf(s: Setup, card: string): Place | undefined {
  for (let i = 0; i < s.sites.length; i++) if (cardsAt(s.sites[i]).some((c) => c.card === card)) return { slot: i + 1 };
  for (const [p, x] of Object.entries(s.players) as [PlayerId, NonNullable<Setup['players'][PlayerId]>][]) {
    const a = x.advisers?.find((c) => c.card === card);
    if (a) return { adviserOf: p, ...(a.faceDown ? { faceDown: true } : {}) };
    if (x.relics?.includes(card as never)) return { relicOf: p };
  }
  return undefined;
}

/** The face-up cards a player rules during `turn`'s turn (advisers, cards at ruled sites, the Grand Mask's). */
function cardsRuled(s: Setup, p: Ruler, imperial: boolean, turn: PlayerId): CardId[] {
  const out: CardId[] = [];
  if (p !== 'bandits') for (const a of s.players[p]?.advisers ?? []) if (!a.faceDown) out.push(a.card);
  for (let slot = 1; slot <= s.sites.length; slot++)
    out.push(...cardsAt(s.sites[slot - 1]).filter((c) => rulesCardAt(s, p, slot, c.card, turn, p === 'bandits' ? undefined : imperial)).map((c) => c.card));
  return out;
}

/** Whether the Grand Mask decides who rules this card (7.1.4; OATH-215): the note to add, or ''. */
function maskNote(s: Setup, card: CardId, slot: number | undefined, turn: PlayerId): string {
  const mask = maskHolder(s, turn);
  if (!mask || slot === undefined || cardInfo(card).battlePlan || !imperialSite(s, slot)) return '';
  return ` (Grand Masque : pendant le tour ${ofPlayer(mask)}, Exilé qui le détient, c’est lui, et aucun joueur Impérial, qui contrôle les cartes des sites Impériaux autres que les Plans de Bataille)`;
}
const suitsOf = (ids: CardId[]) => ids.map((id) => cardInfo(id).suit).filter((x): x is Suit => !!x);
const faceUpAdviserSuits = (s: Setup, p: Ruler): Suit[] => (p === 'bandits' ? [] : suitsOf((s.players[p]?.advisers ?? []).filter((a) => !a.faceDown).map((a) => a.card)));

const COST_KEYS = ['placeFavor', 'burnFavor', 'placeSecret', 'burnSecret'] as const;

/** Decides the plans of a Campagne from the position; the params the pools are built from. */
export function decideRights(s: Setup, params: CampaignParams): { ok: true; params: CampaignParams; reasons: Reason[] } | { ok: false; problems: Problem[] } {
  if (!holdsCards(s)) {
    const any = (params.plans?.attacker?.length ?? 0) + (params.plans?.defender?.length ?? 0) > 0;
    return { ok: true, params, reasons: any ? [reason('7.5.1', 'La position ne porte aucune carte : qui contrôle chaque Plan de Bataille et de quoi il le paie sont pris sur parole.')] : [] };
  }
  const problems: Problem[] = [];
  const reasons: Reason[] = [];
  const { attacker, defender } = params;
  const allies = params.allies ?? [];
  const defImperial = defender !== 'bandits' && isImperial(s, defender);
  const attImperial = isImperial(s, attacker) && !(roleOf(s, attacker) === 'citizen' && defImperial);
  const paid = new Map<PlayerId, Required<Cost>>();

  const decide = (side: Side, use: PlanUse): PlanUse => {
    if (!isCardId(use.card)) return use;
    const info = cardInfo(use.card);
    const name = cardLabel(use.card);
    const users: Ruler[] = side === 'attacker' ? [attacker] : [defender, ...allies];
    const place = placeOf(s, use.card);
    const rulesIt = (u: Ruler): boolean => {
      if (!place || place.faceDown) return false;
      if (place.slot !== undefined) return rulesCardAt(s, u, place.slot, use.card as CardId, attacker, u === 'bandits' ? undefined : u === attacker ? attImperial : isImperial(s, u));
      return u === place.adviserOf || u === place.relicOf;
    };
    const mask = place ? maskNote(s, use.card as CardId, place.slot, attacker) : '';
    const user = users.find(rulesIt);
    if (!user) {
      const who = users.filter((u): u is PlayerId => u !== 'bandits').map(PlayerName).join(' ni ') || 'Les Bandits';
      const where = !place ? 'n’est pas dans la position' : place.faceDown ? `est un Conseiller face cachée ${ofPlayer(place.adviserOf!)}` : place.slot !== undefined ? `est sur un site que ${users.length > 1 ? 'ce camp' : 'ce joueur'} ne contrôle pas` : `appartient à ${place.adviserOf ? `aux Conseillers ${ofPlayer(place.adviserOf)}` : `la réserve ${ofPlayer(place.relicOf!)}`}`;
      problems.push(problem(mask ? '7.1.4' : '7.5.1', `${name} ${where} : ${who} ne peut pas l’utiliser (seules les cartes que l’on contrôle servent)${mask}.`, side));
      return use;
    }
    if (!info.battlePlan) return use;
    const cost = cardById(use.card)?.cost;
    if (user === 'bandits') {
      if (cost && COST_KEYS.some((k) => cost[k])) problems.push(problem('5.5.3', `${name} a un coût : les Bandits n’utilisent que les Plans de Bataille sans coût.`, side));
    } else if (cost) {
      const t = paid.get(user) ?? { placeFavor: 0, burnFavor: 0, placeSecret: 0, burnSecret: 0 };
      for (const k of COST_KEYS) t[k] += cost[k] ?? 0;
      paid.set(user, t);
    }
    reasons.push(reason('7.5.1', `${name} : ${user === 'bandits' ? 'les Bandits le contrôlent' : `${PlayerName(user).replace(/^Le /, 'le ')} le contrôle`} (${mask ? mask.slice(2, -1) : place!.slot !== undefined ? 'sur un site qu’il contrôle' : place!.relicOf ? 'Relique détenue' : 'Conseiller face visible'}).`));
    const [filled, note] = fill(s, params, side, use, user, place!, attImperial);
    if (note) reasons.push(note);
    return filled;
  };

  const plans = {
    attacker: (params.plans?.attacker ?? []).map((u) => decide('attacker', u)),
    defender: (params.plans?.defender ?? []).map((u) => decide('defender', u)),
  };
  const inPosition = positionPowers(s, params, attImperial, reasons);
  const named = params.powers || inPosition.length ? [...(params.powers ?? []), ...inPosition] : undefined;
  const powers = named?.map((u): PowerUse => {
    if (!isCardId(u.card) || (u.side !== 'attacker' && u.side !== 'defender')) return u;
    const card = cardById(u.card);
    // a power every player feels, whoever rules it (Bandit Chief, Marsh Spirit, Hall of Debate): no ruler to check
    if (!card || card.any?.length) return u;
    const users: Ruler[] = u.side === 'attacker' ? [attacker] : [defender, ...allies];
    const place = placeOf(s, u.card);
    const ruler = users.find((x) => {
      if (!place || place.faceDown) return false;
      if (place.slot !== undefined) return rulesCardAt(s, x, place.slot, u.card as CardId, attacker, x === 'bandits' ? undefined : x === attacker ? attImperial : isImperial(s, x));
      return x === place.adviserOf || x === place.relicOf;
    });
    const mask = place ? maskNote(s, u.card as CardId, place.slot, attacker) : '';
    if (!ruler) {
      problems.push(problem('7.1.4', `${cardLabel(u.card)} : ${u.side === 'attacker' ? 'l’attaquant' : 'le défenseur'} ne le contrôle pas dans cette position${mask || ' (ni Conseiller face visible, ni carte d’un site qu’il contrôle, ni Relique détenue)'}.`, 'powers'));
      return u;
    }
    if (mask && ruler === attacker) reasons.push(reason('7.1.4', `${cardLabel(u.card)} : l’attaquant le contrôle${mask}.`));
    if (u.card === 'OATH-041' && u.suits === undefined) {
      const suits = [...new Set(faceUpAdviserSuits(s, ruler))];
      reasons.push(reason('7.1.4', `${cardLabel(u.card)} : d’après la position, les Clans des Conseillers de son détenteur sont ${suits.length ? suits.join(', ') : 'aucun'}.`));
      return { ...u, suits };
    }
    return u;
  });
  for (const [p, t] of paid) {
    const favor = t.placeFavor + t.burnFavor;
    const secrets = t.placeSecret + t.burnSecret;
    const has = { favor: s.players[p]?.favor ?? 0, secrets: s.players[p]?.secrets ?? 0 };
    if (favor > has.favor) problems.push(problem('7.1.2', `${PlayerName(p)} doit payer ${countText(favor, 'faveur')} pour ses Plans de Bataille et n’en a que ${has.favor} sur son plateau.`, p));
    if (secrets > has.secrets) problems.push(problem('7.1.2', `${PlayerName(p)} doit payer ${countText(secrets, 'secret')} pour ses Plans de Bataille et n’en a que ${has.secrets} sur son plateau.`, p));
    if (favor <= has.favor && secrets <= has.secrets && (favor || secrets)) reasons.push(reason('7.1.2', `${PlayerName(p)} paie ses Plans de Bataille de son plateau (${[favor ? countText(favor, 'faveur') : '', secrets ? countText(secrets, 'secret') : ''].filter(Boolean).join(' et ')}).`));
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, params: { ...params, plans, ...(powers ? { powers } : {}) }, reasons };
}

/**
 * 7.1.4: the persistent powers the position puts in play, that the reader did not name: a face-up
 * card ruled by the attacker, the defender or an Ally (a site's card as its ruler, the Grand Mask
 * included; an adviser; a Relic), or a power every player feels whoever rules it. A power with a
 * cost (Jinx) is used only when named; the Relics that act by themselves are added by pools.ts.
 */
function positionPowers(s: Setup, params: CampaignParams, attImperial: boolean, reasons: Reason[]): PowerUse[] {
  const { attacker, defender } = params;
  const named = new Set((params.powers ?? []).map((u) => u.card));
  const out: PowerUse[] = [];
  for (const card of CAMPAIGN_CARDS) {
    if (card.kind !== 'persistent' || card.type === 'relic' || named.has(card.id) || !isCardId(card.id)) continue;
    const place = placeOf(s, card.id);
    if (!place || place.faceDown) continue;
    const rulesIt = (x: Ruler) =>
      place.slot !== undefined ? rulesCardAt(s, x, place.slot, card.id as CardId, attacker, x === 'bandits' ? undefined : x === attacker ? attImperial : isImperial(s, x)) : x === place.adviserOf || x === place.relicOf;
    const side: Side | undefined = rulesIt(attacker) ? 'attacker' : [defender, ...(params.allies ?? [])].some(rulesIt) ? 'defender' : card.any?.length ? 'attacker' : undefined;
    if (!side || !(card.any?.length || (side === 'attacker' ? card.attacker : card.defender)?.length)) continue;
    if (!isFree(card.cost)) {
      reasons.push(reason('7.1.2', `${cardLabel(card.id as CardId)} : pouvoir qui a un coût, appliqué seulement si vous le nommez.`));
      continue;
    }
    const use: PowerUse = { card: card.id, side, ...(place.slot !== undefined ? { site: place.slot } : {}) };
    if (card.id === 'OATH-185' && side === 'attacker') use.n = s.sites.reduce((n, x) => n + (x.warbands?.[colourOf(s, attacker)] ?? 0), 0);
    out.push(use);
    const whose = card.any?.length && !rulesIt(attacker) && side === 'attacker' ? 'qui touche les deux camps' : side === 'attacker' ? 'de l’attaquant' : 'du camp du défenseur';
    reasons.push(reason('7.1.4', `${cardLabel(card.id as CardId)} : pouvoir persistant ${whose}, appliqué d’après la position${use.n !== undefined ? ` (${countText(use.n, 'Troupe')} des sites de l’attaquant)` : ''}.`));
  }
  return out;
}

/** Fills what the position tells of a plan's condition (`when`, `n`, `site`), when the reader did not. */
function fill(s: Setup, params: CampaignParams, side: Side, use: PlanUse, user: Ruler, place: Place, attImperial: boolean): [PlanUse, Reason | undefined] {
  const out: PlanUse = { ...use };
  const imperial = user === params.attacker ? attImperial : user !== 'bandits' && isImperial(s, user);
  const ruled = cardsRuled(s, user, imperial, params.attacker);
  const name = cardLabel(use.card as CardId);
  const say = (text: string) => reasons.push(text);
  const reasons: string[] = [];
  const siteTargets = params.targets.flatMap((t) => ('site' in t ? [t.site] : []));
  switch (use.card) {
    case 'OATH-083':
    case 'OATH-156': {
      const suit: Suit = use.card === 'OATH-083' ? 'Arcane' : 'Nomad';
      const enemies: Ruler[] = side === 'attacker' ? [params.defender, ...(params.allies ?? [])] : [params.attacker];
      if (out.when === undefined) out.when = enemies.some((e) => faceUpAdviserSuits(s, e).includes(suit));
      say(`l’adversaire ${out.when ? 'a' : 'n’a pas'} de Conseiller ${suit} face visible`);
      break;
    }
    case 'OATH-020':
      if (out.when === undefined) out.when = siteTargets.some((slot) => cardsAt(s.sites[slot - 1]).some((c) => cardInfo(c.card).suit === 'Order'));
      say(out.when ? 'un site ciblé porte une carte Order' : 'aucun site ciblé ne porte de carte Order');
      break;
    case 'OATH-149':
      if (out.when === undefined) out.when = place.slot !== undefined;
      say(out.when ? 'vous contrôlez son site' : 'la carte n’est pas sur un site que vous contrôlez');
      break;
    case 'OATH-175':
      if (out.n === undefined) out.n = faceUpAdviserSuits(s, user).filter((x) => x === 'Beast').length;
      say(`${countText(out.n, 'Conseiller Beast', 'Conseillers Beast')}`);
      break;
    case 'OATH-164':
      if (out.n === undefined) out.n = suitsOf(ruled).filter((x) => x === 'Nomad').length;
      say(`${countText(out.n, 'carte Nomad contrôlée', 'cartes Nomad contrôlées')}`);
      break;
    case 'OATH-060':
      if (out.n === undefined) out.n = new Set(suitsOf(ruled).filter((x) => x !== 'Arcane')).size;
      say(`${countText(out.n, 'autre Clan contrôlé', 'autres Clans contrôlés')}`);
      break;
    case 'OATH-195':
      if (out.n === undefined) out.n = s.sites.reduce((k, x) => k + cardsAt(x).filter((c) => cardInfo(c.card).suit === 'Beast').length, 0);
      say(`${countText(out.n, 'carte Beast', 'cartes Beast')} sur les sites`);
      break;
    case 'OATH-115':
    case 'OATH-198': {
      const from = params.from ?? s.players[params.attacker]?.pawn;
      if (out.n === undefined && from !== undefined) out.n = s.sites[from - 1]?.warbands?.[colourOf(s, params.attacker)] ?? 0;
      if (out.n !== undefined) say(`${countText(out.n, 'Troupe')} du site de départ rejoignent l’Armée`);
      break;
    }
  }
  if (place.slot !== undefined && out.site === undefined && ['OATH-005', 'OATH-200', 'OATH-195', 'OATH-149'].includes(use.card)) out.site = place.slot;
  return [out, reasons.length ? reason('7.5', `${name} : d’après la position, ${reasons.join(' ; ')}.`) : undefined];
}

/** The pools of a Campagne whose plans the position decides first (the hook campaign.ts uses). */
export function decidedPools(setup: Setup, params: CampaignParams): { ok: true; pools: Pools } | { ok: false; problems: Problem[] } {
  const d = decideRights(setup, params);
  if (!d.ok) return d;
  const built = buildPools(setup, d.params);
  if (!built.ok) return built;
  return { ok: true, pools: { ...built.pools, reasons: [...d.reasons, ...built.pools.reasons] } };
}
