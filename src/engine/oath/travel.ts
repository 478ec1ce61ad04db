/**
 * Voyager and Supply (5.6, 5.1.1, 4.3): the Supply a Voyage costs between two sites with the
 * powers of the sites and of the Imperial Reliquary, the cost of Rechercher by Visions drawn, and
 * the Supply refresh of every board at its Rest.
 *
 * Modifiers: a site power that fixes a cost (a Coast to another Coast: 1; Décadent to the Cradle:
 * 0) replaces the cost of 5.6.1, and a surcharge (Vallée Charmante +1, Décadent to the Hinterland
 * +1) adds to it; leaving the Bois Brumeux costs exactly 2 whatever else applies; a Voyage
 * « sans dépenser de Provision » ignores them all (7.6.2). Face-down sites have no power yet.
 */
import { countText } from '../core/format';
import { FORMAT, problem, reason, type Problem, type Reason } from '../core/verdict';
import { SEARCH_DISCARD_COST, SUPPLY_MAX, SUPPLY_REFRESH_SOURCE, TRAVEL_COST, WARBANDS, WORLD_SEARCH_SOURCE, refreshSupply, worldSearchCost } from './map';
import { PlayerName, ofPlayer, playerName, regionName } from './names';
import { bannerOf, colourOf, isImperial, pawnOf, playersOf, regionOf, roleOf, slotOf, visionsOf, warbandsOn, type PlayerId, type Setup } from './setup';
import { PROVISIONAL_MARK, siteInfo } from './sites';

export interface TravelCost {
  from: number;
  to: number;
  /** can the Voyage be made to this site */
  ok: boolean;
  /** Supply spent (when ok) */
  cost: number;
  /** a secret turned face down on the traveller's board (Hidden Place) */
  secret: boolean;
  /** optional: leave the Buried Giant for free by turning a secret face down */
  freeForSecret: boolean;
  reasons: Reason[];
}

const slotName = (s: Setup, slot: number) => {
  const x = slotOf(s, slot)!;
  return x.faceDown ? `le site face cachée ${slot}` : `${siteInfo(x.site).name} (site ${slot})`;
};

/**
 * A power that lets a Voyage « spend no Supply » (7.6.2): the trip costs nothing and ignores every
 * surcharge (Vallée Charmante, the Bois Brumeux’s fixed 2, Décadent’s +1). The caller says the power
 * applies (Tents: a site of your region; Forest Paths: a site with a Beast card; Portal: to or from
 * its site, which you rule); Forest Paths and Portal also ignore the powers of sites (LC OATH-043,
 * OATH-058), so the Passage Étroit and the Lieu Caché’s secret do not hold either.
 */
export interface FreeTravel {
  /** the power’s French name, as the reader reads it */
  by: string;
  /** « ignore the powers of sites » (Forest Paths, Portal) */
  ignoreSitePowers?: boolean;
  /** only to a site of the traveller's region (Tents): chosen at the start, it does nothing if the trip ends elsewhere (LederCards FAQ, Tents) */
  sameRegion?: boolean;
}

/** The free-travel powers of the base game. Source: LC OATH-029 (Tents), OATH-043 (Forest Paths), OATH-058 (Portal). */
export const FREE_TRAVEL = {
  tents: { by: `Tentes${PROVISIONAL_MARK}, vers un site de votre région`, sameRegion: true },
  forestPaths: { by: `Sentiers Forestiers${PROVISIONAL_MARK}, vers un site qui porte une carte Beast`, ignoreSitePowers: true },
  portal: { by: `Portail${PROVISIONAL_MARK}, vers ou depuis son site`, ignoreSitePowers: true },
} as const satisfies Record<string, FreeTravel>;

/** Décadent (Imperial Reliquary, mandatory for the Chancellor): to the Cradle from another region, spend no Supply. Source: LC OATH-269; SEED play aid; oath-map.json. */
const DECADENT_FREE: FreeTravel = { by: 'Décadent (Reliquaire Impérial, obligatoire pour le Chancelier) : vers le Cradle depuis une autre région' };

/**
 * The cost of a Voyage between two slots for a traveller (5.6.1, 7.6.2). One mechanism for every
 * « spend no Supply » power, Décadent’s included: such a trip costs 0, whatever would add to it.
 */
export function travelCost(s: Setup, traveller: PlayerId, from: number, to: number, opts: { free?: boolean | FreeTravel } = {}): TravelCost {
  const reasons: Reason[] = [];
  const out: TravelCost = { from, to, ok: true, cost: 0, secret: false, freeForSecret: false, reasons };
  const a = slotOf(s, from);
  const b = slotOf(s, to);
  if (!a || !b) return { ...out, ok: false, reasons: [reason(FORMAT, 'Les sites vont de 1 à 8.')] };
  if (from === to) return { ...out, ok: false, reasons: [reason('5.6.1', 'On Voyage vers un autre site.')] };
  const ra = regionOf(from);
  const rb = regionOf(to);
  const decadent = traveller === 'chancellor' && (s.reliquary?.revealed ?? []).includes('decadent');
  let given: FreeTravel | null = opts.free === true ? { by: 'un pouvoir' } : opts.free || null;
  const idle = given?.sameRegion && ra !== rb ? given : null;
  if (idle) given = null;
  const free = given ?? (decadent && rb === 'cradle' && ra !== 'cradle' ? DECADENT_FREE : null);
  // Forest Paths and Portal ignore the powers of sites: the sites then count as powerless
  const A = a.faceDown || free?.ignoreSitePowers ? null : siteInfo(a.site);
  const B = b.faceDown || free?.ignoreSitePowers ? null : siteInfo(b.site);
  const base = TRAVEL_COST[ra][rb];
  reasons.push(reason('5.6.1', `Depuis ${regionName(ra, 'le')} vers ${ra === rb ? `un autre site ${regionName(rb, 'du')}` : regionName(rb, 'le')} : ${countText(base, 'Provision')}.`));
  if (idle) reasons.push(reason('7.4', `${idle.by} : la destination est dans une autre région, le pouvoir choisi au début du Voyage ne joue pas.`));
  if (free?.ignoreSitePowers) reasons.push(reason('7.6.2', `${free.by} : ce Voyage ignore aussi les pouvoirs des sites.`));
  const leavingWood = !!A?.powers.leaveExactly;
  const coast = !!(A?.powers.coast && B?.powers.coast);
  // Passage Étroit: entering its region from another region forces you there
  if (ra !== rb && !coast && !leavingWood && !free?.ignoreSitePowers) {
    for (let slot = 1; slot <= s.sites.length; slot++) {
      const x = slotOf(s, slot)!;
      if (x.faceDown || slot === to || regionOf(slot) !== rb || !siteInfo(x.site).powers.narrowPass) continue;
      if (!free && A?.powers.leaveFreeForSecret && (s.players[traveller]?.secrets ?? 0) > 0) {
        reasons.push(reason('2.8.5', `${A.name} : en retournant un secret face cachée, on part gratuitement et on ignore le Passage Étroit ; sinon il faut Voyager au Passage Étroit (site ${slot}).`));
        out.freeForSecret = true;
        out.secret = true;
        out.cost = 0;
        return out;
      }
      reasons.push(reason('2.8.5', `Passage Étroit (site ${slot}) : qui entre dans ${regionName(rb, 'le')} depuis une autre région doit Voyager jusqu’à lui.`));
      return { ...out, ok: false };
    }
  }
  if (B?.powers.entrySecret && !leavingWood) {
    out.secret = true;
    if ((s.players[traveller]?.secrets ?? 0) < 1) {
      reasons.push(reason('2.8.5', `${B.name} : y Voyager demande de retourner un secret face cachée, et ${playerName(traveller)} n’en a pas.`));
      return { ...out, ok: false };
    }
    reasons.push(reason('2.8.5', `${B.name} : ${playerName(traveller)} retourne un secret de son plateau face cachée pour y Voyager.`));
  }
  if (free) {
    const ignored = surcharges(A, decadent && rb === 'hinterland');
    reasons.push(reason(free === DECADENT_FREE ? '7.1.1' : '7.6.2', `${free.by}, sans dépenser de Provision.`));
    reasons.push(reason('7.6.2', ignored.length ? `Voyage gratuit : il ignore le coût du Voyage et tout surcoût (ici ${ignored.join(', ')}).` : 'Voyage gratuit : il ignore le coût du Voyage et tout surcoût.'));
    return { ...out, cost: 0 };
  }
  let cost = base;
  if (leavingWood) {
    cost = A!.powers.leaveExactly!;
    reasons.push(reason('2.8.5', `${A!.name} : en partir coûte exactement ${countText(cost, 'Provision')} (et ignore le Passage Étroit et le Lieu Caché).`));
  } else if (coast) {
    cost = 1;
    reasons.push(reason('2.8.5', 'D’une Côte à une autre Côte : 1 Provision.'));
  }
  if (decadent && rb === 'hinterland') {
    cost += 1;
    reasons.push(reason('7.1.1', 'Décadent (Reliquaire Impérial) : vers le Hinterland, 1 Provision de plus.'));
  }
  if (A?.powers.leaveExtra) {
    cost += A.powers.leaveExtra;
    reasons.push(reason('2.8.5', `${A.name} : en partir coûte ${countText(A.powers.leaveExtra, 'Provision')} de plus.`));
  }
  if (A?.powers.leaveFreeForSecret) {
    out.freeForSecret = true;
    reasons.push(reason('2.8.5', `${A.name} : on peut aussi partir sans dépenser de Provision en retournant un secret face cachée.`));
  }
  return finish(s, traveller, { ...out, cost });
}

/** What a free trip leaves unpaid: the surcharges that would otherwise apply (7.6.2). */
function surcharges(A: ReturnType<typeof siteInfo> | null, decadentHinterland: boolean): string[] {
  const out: string[] = [];
  if (A?.powers.leaveExtra) out.push(`la Provision de plus de ${A.name}`);
  if (A?.powers.leaveExactly) out.push(`les ${A.powers.leaveExactly} Provisions exactes pour quitter ${A.name}`);
  if (decadentHinterland) out.push('la Provision de plus de Décadent');
  return out;
}

function finish(s: Setup, traveller: PlayerId, t: TravelCost): TravelCost {
  const have = s.players[traveller]?.supply;
  if (have !== undefined && have < t.cost && !t.freeForSecret) {
    t.reasons.push(reason('4.2', `Il faut ${countText(t.cost, 'Provision')} et ${playerName(traveller)} n’en a que ${have}.`));
    return { ...t, ok: false };
  }
  return t;
}

/** Every Voyage from a player's pawn (or a given slot). */
export function travelTable(s: Setup, traveller: PlayerId, from = pawnOf(s, traveller)): { ok: true; from: number; costs: TravelCost[] } | { ok: false; problems: Problem[] } {
  if (!s.players[traveller]) return { ok: false, problems: [problem('5.6', 'Ce joueur n’est pas en jeu.', 'player')] };
  if (from === undefined || !slotOf(s, from)) return { ok: false, problems: [problem('5.6', `${PlayerName(traveller)} n’a pas de pion sur la Mappemonde.`, 'player')] };
  const costs: TravelCost[] = [];
  for (let to = 1; to <= s.sites.length; to++) if (to !== from) costs.push(travelCost(s, traveller, from, to));
  return { ok: true, from, costs };
}

export interface SearchCost {
  discard: number;
  world: number;
  /** cards drawn (3, one fewer at the Marshes) */
  draw: number;
  reasons: Reason[];
}

/** What Rechercher costs a player (5.1.1, 2.1.6), with the powers that change it. */
export function searchCost(s: Setup, p: PlayerId): SearchCost {
  const v = visionsOf(s);
  const reasons: Reason[] = [reason('5.1.1', `Rechercher dans une pile de défausse : ${countText(SEARCH_DISCARD_COST, 'Provision')}.`)];
  let world = worldSearchCost(v);
  reasons.push(reason('2.1.6', `${countText(v, 'Vision Découverte', 'Visions Découvertes')} : la pioche Monde coûte ${countText(world, 'Provision')} (piste : 2 sans Vision, 3 avec une ou deux, 4 à partir de trois — ${WORLD_SEARCH_SOURCE}).`));
  if (bannerOf(s, 'darkestSecret').holder === p && world > 2) {
    world = 2;
    reasons.push(reason('5.1.1', 'Le détenteur du Sombre Secret Recherche dans la pioche Monde pour 2 Provisions, quelle que soit la piste (pouvoir de la Bannière).'));
  }
  let draw = 3;
  const pawn = pawnOf(s, p);
  const at = pawn !== undefined ? slotOf(s, pawn) : undefined;
  if (at && !at.faceDown && siteInfo(at.site).id === 'OATH-247') {
    draw = 2;
    reasons.push(reason('5.1.2', `${siteInfo(at.site).name} : une carte piochée de moins.`));
  }
  if (p === 'chancellor' && (s.reliquary?.revealed ?? []).includes('greedy'))
    reasons.push(reason('7.1.1', 'Avide (Reliquaire Impérial) : le Chancelier pioche deux cartes de plus, mais ne peut pas Rechercher si cela coûte plus de 2 Provisions.'));
  return { discard: SEARCH_DISCARD_COST, world, draw, reasons };
}

export interface Refresh {
  player: PlayerId;
  /** Troupes in the personal bank */
  bank: number;
  /** the space of the refresh table (4.3.3) */
  table: number;
  /** Supply unspent this turn, moved further left (4.3.4) */
  unspent: number;
  supply: number;
  reasons: Reason[];
}

/** Troupes of a player's colour still in its personal bank (purple ones: the Chancellor's). */
export function bankOf(s: Setup, p: PlayerId): number {
  const colour = colourOf(s, p);
  const onSites = s.sites.reduce((n, x) => n + (x.warbands?.[colour] ?? 0), 0);
  if (colour === 'chancellor') {
    const boards = playersOf(s).filter((q) => isImperial(s, q)).reduce((n, q) => n + warbandsOn(s, q), 0);
    return Math.max(0, WARBANDS.chancellor - boards - onSites);
  }
  return Math.max(0, WARBANDS.other - warbandsOn(s, p) - onSites);
}

/** The Supply of every board after its Rest (4.3.3, 4.3.4). */
export function supplyRefresh(s: Setup): Refresh[] {
  const chancellor = refreshOne(s, 'chancellor');
  return playersOf(s).map((p) => (p === 'chancellor' ? chancellor : refreshOne(s, p, chancellor)));
}

function refreshOne(s: Setup, p: PlayerId, chancellor?: Refresh): Refresh {
  const reasons: Reason[] = [];
  const bank = bankOf(s, p);
  let table: number;
  if (roleOf(s, p) === 'citizen') {
    const cs = s.players.chancellor?.supply;
    table = cs ?? chancellor?.supply ?? refreshSupply('chancellor', bankOf(s, 'chancellor'));
    reasons.push(reason('4.3.3', cs !== undefined ? `Citoyen : ses Provisions vont sur la case de celles du Chancelier (${cs}).` : `Citoyen : ses Provisions vont sur la case de celles du Chancelier, supposées être celles de son propre Repos (${table}).`));
  } else {
    const board = p === 'chancellor' ? 'chancellor' : 'exile';
    table = refreshSupply(board, bank);
    reasons.push(reason('4.3.3', `${countText(bank, 'Troupe')} dans la réserve personnelle ${p === 'chancellor' ? 'du Chancelier (Troupes violettes)' : ofPlayer(p)} : case ${table} de la piste (${SUPPLY_REFRESH_SOURCE}).`));
  }
  const unspent = s.players[p]?.supply ?? 0;
  const supply = Math.min(SUPPLY_MAX, table + unspent);
  if (s.players[p]?.supply === undefined) reasons.push(reason('4.3.4', 'Provisions non dépensées inconnues : comptées 0.'));
  else reasons.push(reason('4.3.4', `${countText(unspent, 'Provision')} non dépensée${unspent > 1 ? 's' : ''} : autant de cases de plus vers la gauche, jamais au-delà de ${SUPPLY_MAX} : ${supply}.`));
  return { player: p, bank, table, unspent, supply, reasons };
}
