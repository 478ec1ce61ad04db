/**
 * Building a Campagne's pools, steps 5.5.1 to 5.5.4: the defender and its Allies, the targets and
 * the defence dice each adds, the attack dice, the Plans de Bataille and persistent powers (as the
 * effect primitives of cards.ts), the Troupes that add to the defence. Every step gives its reason
 * with its rule, in French; anything illegal gives a problem instead.
 *
 * The result is plain data (`Pools`) that odds.ts turns into exact probabilities and campaign.ts
 * into answers. Nothing here is random.
 */
import { countText } from '../core/format';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import { cardById, costsSecrets, isFree, notCoveredById, type CampaignCard, type Condition, type Cost, type Effect } from './cards';
import { rules } from './control';
import type { AttackFace, AttackIgnore, DefenseFace, DefenseIgnore } from './dice';
import { BANNER_INFO, isRelicId, relicInfo, type BannerId, type RelicId } from './relics';
import { PlayerName, ofPlayer, playerName } from './names';
import { bannerOf, isImperial, isPlayerId, pawnOf, regionOf, relicsOf, roleOf, slotOf, titleOf, warbandsOn, type PlayerId, type Setup } from './setup';
import { siteInfo, type SiteInfo, type Suit } from './sites';

/** What the attacker declares (5.5.2). Slots are 1–8. */
export type Target = { site: number } | { relic: RelicId } | { banner: BannerId } | { banish: true } | { facedownRelics: number };

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

export type SacrificePolicy = 'win' | 'never' | { keep: number };
/** 5.5.2: « up to » the Troupes on the board (English Law), or « as many as » (French print). */
export type PoolReading = 'upTo' | 'asMany';

export interface CampaignParams {
  attacker: PlayerId;
  defender: PlayerId | 'bandits';
  targets: Target[];
  /** the slot the Campagne is made from (Captains, Wild Allies); by default the attacker's pawn */
  from?: number;
  /** attack dice gathered from the board (default: one per Troupe on it) */
  dice?: number;
  reading?: PoolReading;
  /** Citizens joining an Imperial defender (5.5.2) */
  allies?: PlayerId[];
  plans?: { attacker?: PlanUse[]; defender?: PlanUse[] };
  powers?: PowerUse[];
  sacrifice?: SacrificePolicy;
}

export const DEFAULT_READING: PoolReading = 'upTo';

export interface TargetInfo {
  target: Target;
  /** French name of the target */
  name: string;
  dice: number;
  /** the slot it stands at */
  at: number;
  kind: 'site' | 'relic' | 'banner' | 'banish' | 'facedownRelics';
}

export type Side = 'attacker' | 'defender';
type Losses = 'half' | 'none' | 'all';

export interface Pools {
  attacker: PlayerId;
  defender: PlayerId | 'bandits';
  from: number;
  imperialDefence: boolean;
  allies: PlayerId[];
  targets: TargetInfo[];
  /** attack dice rolled */
  attackDice: number;
  /** defence dice rolled */
  defenseDice: number;
  /** Troupes on the attacker's board when dice are gathered */
  board: number;
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
  /** the attacker may not place Troupes on sites (Ring of Devotion) */
  noPlacing: boolean;
  relocate: Record<Side, boolean>;
  banishBurnsAll: boolean;
  burnSecretsButOne: boolean;
  /** Supply the Campagne costs (5.5.1) */
  supply: number;
  costs: Record<Side, Required<Cost>>;
  after: { side: Side; card: string; on: 'victory' | 'use' | 'defeat' | 'end'; text: string }[];
  reasons: Reason[];
  notCovered: { id: string; name: string; why: string }[];
  plans: Record<Side, string[]>;
}

const zeroCost = (): Required<Cost> => ({ placeFavor: 0, burnFavor: 0, placeSecret: 0, burnSecret: 0 });
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

export function targetKey(t: Target): string {
  if ('site' in t) return `site:${t.site}`;
  if ('relic' in t) return `relic:${t.relic}`;
  if ('banner' in t) return `banner:${t.banner}`;
  if ('facedownRelics' in t) return `facedown:${t.facedownRelics}`;
  return 'banish';
}

const sideName = (s: Side) => (s === 'attacker' ? 'l’attaquant' : 'le défenseur');
const other = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');
const siteLabel = (s: SiteInfo, slot: number) => `${s.name} (site ${slot})`;

/** Builds the pools, or lists every problem. Assumes a valid setup (validate.ts). */
export function buildPools(setup: Setup, params: CampaignParams): { ok: true; pools: Pools } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const reasons: Reason[] = [];
  const { attacker, defender } = params;
  const reading = params.reading ?? DEFAULT_READING;
  if (!isPlayerId(attacker) || !setup.players[attacker]) return { ok: false, problems: [problem('5.5.1', 'L’attaquant doit être un joueur en jeu.', 'attacker')] };
  if (defender !== 'bandits' && (!isPlayerId(defender) || !setup.players[defender])) return { ok: false, problems: [problem('5.5.1', 'Le défenseur doit être un joueur en jeu, ou les Bandits.', 'defender')] };
  if (defender === attacker) return { ok: false, problems: [problem('5.5.1', 'On choisit un autre joueur comme défenseur, pas soi-même.', 'defender')] };

  const attackerPlans = params.plans?.attacker ?? [];
  const defenderPlans = params.plans?.defender ?? [];
  const powers = params.powers ?? [];
  const remote = attackerPlans.find((p) => p.card === 'OATH-115' || p.card === 'OATH-198');
  const pawn = pawnOf(setup, attacker);
  const from = params.from ?? pawn;
  if (from === undefined || !slotOf(setup, from)) return { ok: false, problems: [problem('5.5.1', `${PlayerName(attacker)} n’a pas de pion sur la Mappemonde : d’où ferait-il Campagne ?`, 'from')] };
  if (from !== pawn && !remote)
    problems.push(problem('5.5.1', 'Une Campagne se fait depuis le site de son pion (seuls Capitaines ou Alliés Sauvages permettent un autre site).', 'from'));
  if (remote?.card === 'OATH-115' && !rules(setup, attacker, from))
    problems.push(problem('7.1.4', 'Capitaines : la Campagne part d’un site que vous contrôlez.', 'from'));
  const fromSite = siteInfo(slotOf(setup, from)!.site);

  // 5.5.1: Imperial status during this Campagne
  const attackerRole = roleOf(setup, attacker);
  let defenderImperial = defender !== 'bandits' && isImperial(setup, defender);
  let attackerImperial = isImperial(setup, attacker);
  if (defender !== 'bandits' && attackerRole === 'citizen' && defenderImperial) {
    attackerImperial = false;
    reasons.push(reason('5.5.1', `${PlayerName(attacker)}, Citoyen qui attaque un joueur Impérial, n’est pas un joueur Impérial pendant cette Campagne.`));
  }
  if (defender !== 'bandits' && attackerRole === 'chancellor' && roleOf(setup, defender) === 'citizen') {
    defenderImperial = false;
    reasons.push(reason('5.5.1', `${PlayerName(defender)}, Citoyen attaqué par le Chancelier, n’est pas un joueur Impérial pendant cette Campagne.`));
  }
  const defRules = (slot: number) => (defender === 'bandits' ? rules(setup, 'bandits', slot) : rules(setup, defender, slot, defenderImperial));
  const attRules = (slot: number) => rules(setup, attacker, slot, attackerImperial);
  const defPawn = defender === 'bandits' ? undefined : pawnOf(setup, defender);

  // 5.5.1: who may be chosen
  const supply = [...attackerPlans, ...powers.filter((p) => p.side === 'attacker')].some((p) => cardById(p.card)?.attacker?.some((e) => e.kind === 'freeCampaign')) ? 0 : 2;
  const left = setup.players[attacker]?.supply;
  if (left !== undefined && left < supply) problems.push(problem('5.5.1', `La Campagne coûte 2 Provisions ; ${playerName(attacker)} n’en a que ${left}.`, 'attacker'));
  reasons.push(reason('5.5.1', supply ? `Campagne depuis ${siteLabel(fromSite, from)} : 2 Provisions.` : `Campagne depuis ${siteLabel(fromSite, from)}, sans dépenser de Provisions (pouvoir utilisé).`));
  if (defender === 'bandits') {
    if (!rules(setup, 'bandits', from)) problems.push(problem('5.5.1', `On ne choisit les Bandits que si aucun joueur ne contrôle le site de la Campagne ; ${fromSite.name} a des Troupes.`, 'defender'));
    else reasons.push(reason('5.5.1', `Personne ne contrôle ${fromSite.name} : les Bandits défendent.`));
  } else if (defRules(from)) reasons.push(reason('5.5.1', `${PlayerName(defender)} contrôle ${fromSite.name} : il peut être choisi comme défenseur.`));
  else if (defPawn === from) reasons.push(reason('5.5.1', `Le pion ${ofPlayer(defender)} est sur ${fromSite.name} : il peut être choisi comme défenseur.`));
  else problems.push(problem('5.5.1', `${PlayerName(defender)} ne contrôle pas ${fromSite.name} et son pion n’y est pas : il ne peut pas être choisi.`, 'defender'));

  // 5.5.2: Allies of an Imperial defender
  const allies: PlayerId[] = [];
  if (defenderImperial && defender !== 'bandits') {
    if (defender !== 'chancellor') {
      allies.push('chancellor');
      reasons.push(reason('5.5.2', 'Un joueur Impérial défend : le Chancelier le rejoint toujours comme Allié.'));
    }
  }
  for (const a of params.allies ?? []) {
    if (!isPlayerId(a) || !setup.players[a]) {
      problems.push(problem('5.5.2', 'Un Allié doit être un joueur en jeu.', 'allies'));
      continue;
    }
    if (!defenderImperial) problems.push(problem('5.5.2', 'Seul un joueur Impérial en défense reçoit des Alliés.', 'allies'));
    else if (a === attacker || a === defender || roleOf(setup, a) !== 'citizen') {
      if (a !== 'chancellor') problems.push(problem('5.5.2', `${PlayerName(a)} ne peut pas rejoindre la défense : seuls les Citoyens autres que l’attaquant le peuvent.`, 'allies'));
    } else if (!allies.includes(a)) allies.push(a);
  }

  // the powers in play, and what they forbid
  const powerCards: { use: PowerUse; card: CampaignCard }[] = [];
  const notCovered: Pools['notCovered'] = [];
  for (const use of powers) {
    const card = cardById(use.card);
    const nc = notCoveredById(use.card);
    if (nc) {
      notCovered.push({ id: nc.id, name: nc.name, why: nc.why });
      reasons.push(reason('7.1.4', `${nc.name} n’est pas calculé par Clairière : ${nc.why}.`));
      continue;
    }
    if (!card || (card.kind !== 'persistent' && card.id !== 'OATH-068')) {
      problems.push(problem('format', `Pouvoir persistant inconnu « ${String(use.card).slice(0, 20)} ».`, 'powers'));
      continue;
    }
    if (use.side !== 'attacker' && use.side !== 'defender') {
      problems.push(problem('format', `${card.name} : dites quel camp le contrôle (attacker ou defender).`, 'powers'));
      continue;
    }
    powerCards.push({ use, card });
  }
  // Relics held act by themselves (Circlet of Command, Ring of Devotion)
  const defenderSide = defender === 'bandits' ? [] : [defender, ...allies];
  const holdsRelic = (side: Side, id: RelicId) => (side === 'attacker' ? [attacker] : defenderSide).some((p) => relicsOf(setup, p).includes(id));
  const circlet = defender !== 'bandits' && relicsOf(setup, defender).includes('OATH-225');
  const ring = relicsOf(setup, attacker).includes('OATH-222');
  const heldPowers = powerCards.slice();
  if (circlet && !heldPowers.some((p) => p.card.id === 'OATH-225')) heldPowers.push({ use: { card: 'OATH-225', side: 'defender' }, card: cardById('OATH-225')! });
  if (ring && !heldPowers.some((p) => p.card.id === 'OATH-222')) heldPowers.push({ use: { card: 'OATH-222', side: 'attacker' }, card: cardById('OATH-222')! });
  const effectsOf = (p: { use: PowerUse; card: CampaignCard }) => [...(p.card.any ?? []), ...((p.use.side === 'attacker' ? p.card.attacker : p.card.defender) ?? [])];

  for (const p of heldPowers)
    if (effectsOf(p).some((e) => e.kind === 'cannotCampaign') && p.use.side === 'attacker')
      problems.push(problem('7.1.4', `${p.card.name} : son détenteur ne peut pas faire Campagne.`, 'powers'));

  // 5.5.2: targets
  const targets: TargetInfo[] = [];
  const seen = new Set<string>();
  const protectedBy = (what: 'relics' | 'banners' | BannerId, relic?: RelicId): string | null => {
    for (const p of heldPowers) {
      for (const e of effectsOf(p)) {
        if (e.kind !== 'protect' || !e.what.includes(what)) continue;
        if (p.card.id === 'OATH-225' && relic === 'OATH-225') continue; // the Circlet protects the other Relics
        if (e.unlessGiven && p.use.when) continue;
        if (p.card.any || p.use.side === 'defender') return p.card.name;
      }
    }
    return null;
  };
  const relicHunter = attackerPlans.some((p) => p.card === 'OATH-126');
  for (const t of params.targets) {
    const key = typeof t === 'object' && t ? targetKey(t) : '';
    if (!key || seen.has(key)) {
      problems.push(problem(key ? '5.5.2' : 'format', key ? 'Chaque cible ne se déclare qu’une fois.' : 'Cible illisible.', 'targets'));
      continue;
    }
    seen.add(key);
    if ('site' in t) {
      const slot = slotOf(setup, t.site);
      if (!slot) {
        problems.push(problem('format', `Il n’y a pas de site ${String(t.site)} (de 1 à 8).`, 'targets'));
        continue;
      }
      const info = siteInfo(slot.site);
      if (!defRules(t.site)) {
        problems.push(problem('5.5.2', `${defender === 'bandits' ? 'Les Bandits ne contrôlent' : `${PlayerName(defender)} ne contrôle`} pas ${siteLabel(info, t.site)} : ce n’est pas une cible possible.`, 'targets'));
        continue;
      }
      targets.push({ target: t, name: info.name, dice: info.defenseDice, at: t.site, kind: 'site' });
      reasons.push(reason('2.8.3', `Cible ${siteLabel(info, t.site)} : ${countText(info.defenseDice, 'dé')} de défense.`));
    } else if ('relic' in t) {
      if (defender === 'bandits' || !isRelicId(t.relic) || !relicsOf(setup, defender).includes(t.relic)) {
        problems.push(problem('5.5.2', 'On ne cible que les Reliques que détient le défenseur.', 'targets'));
        continue;
      }
      if (defPawn !== from) {
        problems.push(problem('5.5.2', 'Les Reliques du défenseur ne se ciblent que si son pion est sur le site de l’attaquant.', 'targets'));
        continue;
      }
      const by = protectedBy('relics', t.relic);
      if (by) {
        problems.push(problem('7.1.4', `${by} : cette Relique ne peut pas être ciblée.`, 'targets'));
        continue;
      }
      const info = relicInfo(t.relic);
      targets.push({ target: t, name: info.name, dice: info.defenseDice, at: from, kind: 'relic' });
      reasons.push(reason('2.4.2', `Cible ${info.name} : ${countText(info.defenseDice, 'dé')} de défense.`));
    } else if ('banner' in t) {
      const b = t.banner === 'peoplesFavor' || t.banner === 'darkestSecret' ? bannerOf(setup, t.banner) : null;
      if (!b || defender === 'bandits' || b.holder !== defender) {
        problems.push(problem('5.5.2', 'On ne cible que les Bannières que détient le défenseur.', 'targets'));
        continue;
      }
      if (defPawn !== from) {
        problems.push(problem('5.5.2', 'Les Bannières du défenseur ne se ciblent que si son pion est sur le site de l’attaquant.', 'targets'));
        continue;
      }
      const by = protectedBy('banners') ?? protectedBy(t.banner);
      if (by) {
        problems.push(problem('7.1.4', `${by} : ${BANNER_INFO[t.banner].name} ne peut pas être ciblé.`, 'targets'));
        continue;
      }
      const info = BANNER_INFO[t.banner];
      targets.push({ target: t, name: info.name, dice: b.tokens, at: from, kind: 'banner' });
      reasons.push(reason('2.5.2', `Cible ${info.name} : ${countText(b.tokens, 'dé')} de défense, un par ${info.tokenName.one} placé dessus.`));
    } else if ('banish' in t) {
      if (defender === 'bandits' || defPawn !== from) {
        problems.push(problem('5.5.2', 'On ne Bannit que le pion d’un défenseur qui est sur le site de l’attaquant.', 'targets'));
        continue;
      }
      const extra = circlet ? 1 : 0;
      targets.push({ target: t, name: `le pion et les faveurs ${ofPlayer(defender)}`, dice: 2 + extra, at: from, kind: 'banish' });
      reasons.push(reason('5.5.2', `Bannir ${playerName(defender)} (son pion et ses faveurs) : 2 dés de défense${extra ? ', plus 1 (Diadème de Commandement)' : ''}.`));
    } else if ('facedownRelics' in t) {
      const slot = slotOf(setup, t.facedownRelics);
      const n = slot?.relics ?? 0;
      if (!relicHunter) problems.push(problem('5.5.2', 'Les Reliques face cachée d’un site ne se ciblent qu’avec Chasseur de Reliques.', 'targets'));
      else if (!seen.has(`site:${t.facedownRelics}`) || !n) problems.push(problem('7.5', 'Chasseur de Reliques : seules les Reliques face cachée d’un site ciblé deviennent des cibles.', 'targets'));
      else targets.push({ target: t, name: `${countText(n, 'Relique face cachée', 'Reliques face cachée')} (site ${t.facedownRelics})`, dice: 0, at: t.facedownRelics, kind: 'facedownRelics' });
    } else problems.push(problem('format', 'Cible illisible.', 'targets'));
  }
  if (!targets.some((t) => t.at === from && t.kind !== 'facedownRelics'))
    problems.push(problem('5.5.2', `Il faut déclarer au moins une cible sur le site de l’attaquant (${fromSite.name}).`, 'targets'));
  if (defender !== 'bandits' && defRules(from) && !targets.some((t) => t.kind === 'site' && t.at === from))
    problems.push(problem('5.5.2', `${PlayerName(defender)} contrôle ${fromSite.name} : ce site doit être ciblé.`, 'targets'));
  // site powers on targets (2.8.5)
  const targetSlots = [...new Set(targets.map((t) => t.at))];
  for (let slot = 1; slot <= setup.sites.length; slot++) {
    const s = slotOf(setup, slot)!;
    const info = siteInfo(s.site);
    if (s.faceDown || !info.powers.narrowPass) continue;
    if (regionOf(from) !== regionOf(slot) && targetSlots.some((t) => regionOf(t) === regionOf(slot)) && !attRules(slot) && !targets.some((t) => t.kind === 'site' && t.at === slot))
      problems.push(problem('2.8.5', `${info.name} : qui attaque sa région depuis une autre région doit le cibler aussi (sauf s’il le contrôle).`, 'targets'));
  }
  let hiddenSecrets = 0;
  for (const slot of targetSlots) {
    const s = slotOf(setup, slot)!;
    if (!s.faceDown && siteInfo(s.site).powers.entrySecret) hiddenSecrets++;
  }
  if (hiddenSecrets) {
    if ((setup.players[attacker]?.secrets ?? 0) < hiddenSecrets) problems.push(problem('2.8.5', 'Lieu Caché : déclarer une cible ici demande de retourner un secret de son plateau, et l’attaquant n’en a pas.', 'targets'));
    else reasons.push(reason('2.8.5', 'Lieu Caché : l’attaquant retourne un secret de son plateau face cachée pour y déclarer une cible.'));
  }

  let D = targets.reduce((s, t) => s + t.dice, 0);
  for (const p of heldPowers)
    if (effectsOf(p).some((e) => e.kind === 'evenDefense') && p.use.side === 'defender' && D % 2 !== 0)
      problems.push(problem('7.1.4', `${p.card.name} : les cibles doivent totaliser un nombre pair de dés de défense (ici ${D}).`, 'targets'));

  // 2.11: the title
  if (defender !== 'bandits') {
    const t = titleOf(setup);
    if (t.holder === defender || allies.includes(t.holder)) {
      const n = t.side === 'usurper' ? 2 : 1;
      D += n;
      const who = t.holder === defender ? 'Le défenseur' : `${PlayerName(t.holder)}, Allié,`;
      reasons.push(reason('2.11', `${who} détient le Titre de Gardien du Serment${t.side === 'usurper' ? ' côté Usurpateur' : ''} : ${countText(n, 'dé', 'dés')} de défense de plus (ce n’est pas un Plan de Bataille).`));
    }
  }

  // 5.5.2: attack dice
  const board = warbandsOn(setup, attacker);
  let A = board;
  if (params.dice !== undefined) {
    if (!Number.isInteger(params.dice) || params.dice < 0) problems.push(problem('format', 'Le nombre de dés d’attaque est un entier positif ou nul.', 'dice'));
    else if (reading === 'asMany' && params.dice !== board) problems.push(problem('5.5.2', `Lecture « autant de dés » : l’attaquant réunit exactement ${countText(board, 'dé')}, un par Troupe de son plateau.`, 'dice'));
    else if (params.dice > board) problems.push(problem('5.5.2', `Au plus ${countText(board, 'dé')} d’attaque : un par Troupe du plateau de l’attaquant.`, 'dice'));
    else A = params.dice;
  }
  reasons.push(
    reason(
      '5.5.2',
      A === board
        ? `${countText(board, 'Troupe')} sur le plateau de l’attaquant : ${countText(A, 'dé')} d’attaque.`
        : `${countText(board, 'Troupe')} sur le plateau de l’attaquant ; il en lance ${countText(A, 'dé')} (« jusqu’à », Loi anglaise).`,
    ),
  );
  const removeAttack = (k: number, why: string) => {
    let converted = 0;
    for (let i = 0; i < k; i++) {
      if (A > 0) A--;
      else {
        D++;
        converted++;
      }
    }
    if (converted) reasons.push(reason('5.5.3', `${why} : plus de dé d’attaque à retirer, ${countText(converted, 'dé')} de défense de plus à la place.`));
  };
  for (const slot of targetSlots) {
    const s = slotOf(setup, slot)!;
    const n = siteInfo(s.site).powers.attackDice;
    if (s.faceDown || !n) continue;
    if (n > 0) A += n;
    else removeAttack(-n, siteInfo(s.site).name);
    reasons.push(reason('2.8.5', `${siteInfo(s.site).name} : une cible y est déclarée, ${n > 0 ? 'un dé d’attaque de plus' : 'un dé d’attaque de moins'}.`));
  }

  // 5.5.4: the Troupes that add to the defence
  let bandits = 0;
  let W = 0;
  const siteTargets = targets.filter((t) => t.kind === 'site');
  const banditChief = heldPowers.some((p) => effectsOf(p).some((e) => e.kind === 'bandits'));
  if (defender === 'bandits') {
    for (const t of siteTargets) bandits += siteInfo(slotOf(setup, t.at)!.site).bandits + (banditChief ? 2 : 0);
    if (siteTargets.length) reasons.push(reason('5.5.4', `Les Bandits des sites ciblés s’ajoutent à la défense : ${bandits}${banditChief ? ' (Chef des Bandits : deux de plus par site)' : ''}.`));
  } else {
    const colour = defenderImperial ? 'chancellor' : defender;
    const onSites = siteTargets.reduce((s, t) => s + (slotOf(setup, t.at)!.warbands?.[colour] ?? 0), 0);
    if (onSites) reasons.push(reason('5.5.4', `${countText(onSites, 'Troupe')} sur les sites ciblés s’ajoutent à la défense.`));
    W += onSites;
    for (const p of [defender, ...allies]) {
      const at = pawnOf(setup, p);
      const n = warbandsOn(setup, p);
      if (at !== undefined && (at === from || targetSlots.includes(at))) {
        W += n;
        if (n) reasons.push(reason('5.5.4', `${p === defender ? 'Le pion du défenseur' : `Le pion ${ofPlayer(p)}, Allié,`} est sur ${at === from ? 'le site de l’attaquant' : 'un site ciblé'} : ${countText(n, 'Troupe')} de son plateau s’ajoutent à la défense.`));
      }
    }
  }
  let force = board;
  const forceStart0 = board;
  let extraForce = 0;
  let defenderKilledBefore = 0;

  // 5.5.3: battle plans, attacker's first, then the defender's
  const pools: Pools = {
    attacker,
    defender,
    from,
    imperialDefence: defenderImperial,
    allies,
    targets,
    attackDice: 0,
    defenseDice: 0,
    board,
    force: 0,
    forceStart: 0,
    defendingWarbands: 0,
    bandits,
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
    supply,
    costs: { attacker: zeroCost(), defender: zeroCost() },
    after: [],
    reasons,
    notCovered,
    plans: { attacker: [], defender: [] },
  };
  const lossFlags = { attacker: { all: false, none: false }, defender: { all: false, none: false } };
  const ignoreA = { faces: new Set<AttackFace>(), skulls: false };
  const ignoreD = new Set<DefenseFace>();

  const holds = (side: Side, b: BannerId) => {
    const h = bannerOf(setup, b).holder;
    return h !== null && (side === 'attacker' ? h === attacker : defenderSide.includes(h));
  };
  const defendingForce = () => W + bandits;
  const count = (per: Effect & { kind: 'attackDice' | 'defenseDice' }, use: PlanUse, side: Side): number => {
    if (!per.per) return 1;
    if (per.per === 'targetedSites') return siteTargets.length;
    if (per.per === 'targetedRelics') return targets.filter((t) => t.kind === 'relic').length;
    void side;
    return Math.max(0, Math.floor(use.n ?? 0));
  };
  const condition = (c: Condition | undefined, side: Side, use: PlanUse, card: CampaignCard): boolean => {
    if (!c) return true;
    switch (c.kind) {
      case 'given':
        if (use.when === undefined) reasons.push(reason('7.5', `${card.name} : condition supposée remplie (${c.what}) ; précisez « when » sinon.`));
        return use.when ?? true;
      case 'siteTargeted':
        if (use.site !== undefined) return siteTargets.some((t) => t.at === use.site);
        if (use.when === undefined) reasons.push(reason('7.5', `${card.name} : son site est supposé ciblé ; précisez son site (« site ») sinon.`));
        return use.when ?? true;
      case 'forceLarger':
        return side === 'attacker' ? force > defendingForce() : defendingForce() > force;
      case 'enemyForceLarger':
        return defendingForce() > force;
      case 'holds': {
        const who = c.who === 'self' ? side : other(side);
        return c.not ? !holds(who, c.banner) : holds(who, c.banner);
      }
      case 'defensePoolAtLeast':
        return D >= c.n;
      case 'pawnsTogether':
        return defender !== 'bandits' && pawnOf(setup, attacker) !== undefined && pawnOf(setup, attacker) === defPawn;
    }
  };

  // what the powers forbid, and the extra costs they add
  const forbidden = (side: Side, card: CampaignCard): string | null => {
    for (const p of heldPowers) {
      for (const e of effectsOf(p)) {
        if (e.kind === 'forbidPlansIfTargeting' && side === 'attacker' && condition(e.when, p.use.side, p.use, p.card)) return `${p.card.name} : qui cible son site ne peut utiliser aucun Plan de Bataille`;
        if (e.kind !== 'forbidPlans' || p.use.side === side) continue;
        const f = e.filter;
        if (f === 'secretCost' && costsSecrets(card.cost)) return `${p.card.name} : pas de pouvoir qui coûte des secrets contre ${sideName(p.use.side)}`;
        if (f && typeof f === 'object' && card.suit && f.suits.includes(card.suit)) return `${p.card.name} : pas de Plan ${f.suits.join(' ou ')} contre ${sideName(p.use.side)}`;
        if (f === 'adviserSuits' && card.suit && (p.use.suits ?? []).includes(card.suit)) return `${p.card.name} : pas de Plan du Clan d’un Conseiller de ${sideName(p.use.side)}`;
      }
    }
    return null;
  };
  const extraCost = (side: Side): Cost[] =>
    heldPowers.filter((p) => p.use.side !== side).flatMap((p) => effectsOf(p).flatMap((e) => (e.kind === 'extraPlanCost' ? [e.cost] : [])));

  let specialist = false;
  const applyPlans = (side: Side, uses: PlanUse[]) => {
    const seenCards = new Set<string>();
    const exclusive = uses.find((u) => cardById(u.card)?.[side]?.some((e) => e.kind === 'noOtherPlans'));
    if (exclusive && uses.length > 1) problems.push(problem('7.5', `${cardById(exclusive.card)!.name} : aucun autre Plan de Bataille avec celui-ci.`, `plans.${side}`));
    for (const use of uses) {
      if (pools.autoWin) return;
      const nc = notCoveredById(use.card);
      if (nc) {
        notCovered.push({ id: nc.id, name: nc.name, why: nc.why });
        reasons.push(reason('7.5', `${nc.name} n’est pas calculé par Clairière : ${nc.why}.`));
        continue;
      }
      const card = cardById(use.card);
      if (!card || card.kind === 'persistent') {
        problems.push(problem('format', card ? `${card.name} est un pouvoir persistant : il va dans « powers ».` : `Plan de Bataille inconnu « ${String(use.card).slice(0, 20)} ».`, `plans.${side}`));
        continue;
      }
      if (seenCards.has(card.id)) {
        problems.push(problem('7.5.3', `${card.name} : un Plan de Bataille ne sert qu’une fois par Campagne.`, `plans.${side}`));
        continue;
      }
      seenCards.add(card.id);
      if (card.kind === 'action' && side !== 'attacker') {
        problems.push(problem('7.5', `${card.name} lance une Campagne : c’est l’attaquant qui l’utilise.`, `plans.${side}`));
        continue;
      }
      if (card.side && card.side !== 'either' && card.side !== side) {
        problems.push(problem('7.5', `${card.name} est un Plan de Bataille ${card.side === 'attacker' ? 'd’attaquant' : 'de défenseur'}.`, `plans.${side}`));
        continue;
      }
      if (side === 'defender' && defender === 'bandits' && !isFree(card.cost)) {
        problems.push(problem('5.5.3', `Les Bandits n’utilisent que les Plans de Bataille sans coût ; ${card.name} coûte (${costText(card.cost)}).`, 'plans.defender'));
        continue;
      }
      if (card.type === 'relic' && !holdsRelic(side, card.id as RelicId)) {
        problems.push(problem('7.5.1', `${card.name} : on n’utilise que les Plans de Bataille de Reliques que son camp détient.`, `plans.${side}`));
        continue;
      }
      if (side === 'defender' && specialist) {
        reasons.push(reason('7.5', `${card.name} n’est pas utilisé : Spécialiste interdit au défenseur tout Plan de Bataille.`));
        continue;
      }
      const why = forbidden(side, card);
      if (why) {
        reasons.push(reason('7.1.4', `${card.name} n’est pas utilisé (${why}).`));
        continue;
      }
      const extra = extraCost(side);
      addCost(pools.costs[side], card.cost);
      for (const c of extra) addCost(pools.costs[side], c);
      pools.plans[side].push(card.id);
      let effects = card[side] ?? [];
      if (card.choices) {
        const ch = card.choices[use.choice ?? 0] ?? card.choices[0]!;
        effects = ch[side];
      }
      const said: string[] = [];
      for (const e of effects) {
        const r = applyEffect(side, e, use, card);
        if (r) said.push(r);
      }
      const costNote = isFree(card.cost) && !extra.length ? '' : ` (coût : ${[costText(card.cost), ...extra.map(costText)].filter((t) => t !== 'gratuit').join(', ') || 'gratuit'})`;
      reasons.push(reason('5.5.3', `${side === 'attacker' ? 'L’attaquant' : 'Le défenseur'} utilise ${card.name}${costNote} : ${said.length ? said.join(' ; ') : 'sans effet ici'}.`));
    }
  };

  const applyEffect = (side: Side, e: Effect, use: PlanUse, card: CampaignCard): string | null => {
    if (!condition(e.when, side, use, card)) return e.kind === 'discard' || e.kind === 'after' ? null : 'sa condition n’est pas remplie';
    switch (e.kind) {
      case 'attackDice': {
        const k = e.n * count(e, use, side);
        if (k > 0) A += k;
        else if (k < 0) removeAttack(-k, card.name);
        return k ? `${k > 0 ? '+' : '−'}${countText(Math.abs(k), 'dé')} d’attaque` : 'aucun dé';
      }
      case 'defenseDice': {
        const k = e.n * count(e, use, side);
        D += k;
        return `+${countText(k, 'dé')} de défense`;
      }
      case 'halveAttack':
        A = Math.floor(A / 2);
        return `l’attaquant ne garde que la moitié de ses dés (${A})`;
      case 'ignoreAttack':
        for (const f of e.faces ?? []) ignoreA.faces.add(f);
        if (e.skulls) ignoreA.skulls = true;
        return e.skulls ? 'les crânes de l’attaquant ne tuent rien' : e.faces?.includes('hollowSword') ? 'les épées creuses ne comptent pas' : 'les faces « deux épées » ne comptent pas (leurs crânes tuent toujours)';
      case 'ignoreDefense':
        for (const f of e.faces) ignoreD.add(f);
        return e.faces.includes('shield') ? 'les faces à un Bouclier ne comptent pas' : 'les faces « deux Boucliers » ne comptent pas';
      case 'doubleAttack':
        pools.multiplier = 2;
        return 'l’attaque des dés est doublée';
      case 'sacrificeValue':
        pools.sacrificeValue = e.value;
        return `chaque Troupe sacrifiée vaut ${e.value}`;
      case 'noSacrifice':
        pools.canSacrifice = false;
        return 'l’attaquant ne peut pas sacrifier de Troupes';
      case 'autoWin':
        pools.autoWin = { side, card: card.name, noLosses: !!e.noLosses, favorPaid: (e.favorPerDefenseDie ?? 0) * D };
        return `${sideName(side)} est aussitôt victorieux${e.favorPerDefenseDie ? ` en donnant ${countText(D, 'faveur')} (une par dé de défense)` : ''}${e.noLosses ? ', sans pertes' : ''}`;
      case 'defeatLosses': {
        const sides: Side[] = e.who === 'self' ? [side] : e.who === 'enemy' ? [other(side)] : ['attacker', 'defender'];
        for (const s of sides) {
          if (e.losses === 'none') lossFlags[s].none = true;
          else lossFlags[s].all = true;
        }
        return e.losses === 'none' ? 'vaincu, il ne perd aucune Troupe' : e.who === 'enemy' ? 'victorieux, il peut tuer toute l’Armée adverse' : 'vaincu, toute son Armée meurt';
      }
      case 'killAttacker': {
        const k = Math.min(e.n, force);
        force -= k;
        return k ? `l’attaquant perd ${countText(k, 'Troupe')} de son plateau` : 'l’attaquant n’a plus de Troupe à perdre';
      }
      case 'killOwnForDie': {
        if (W < e.n) return 'aucune Troupe à tuer dans l’Armée en défense';
        W -= e.n;
        defenderKilledBefore += e.n;
        D += e.n;
        return `le défenseur tue ${countText(e.n, 'Troupe')} de son Armée pour ${countText(e.n, 'dé')} de défense de plus`;
      }
      case 'forbidPlans':
        specialist = true;
        return 'le défenseur ne pourra utiliser aucun Plan de Bataille';
      case 'extraForce': {
        const k = Math.max(0, Math.floor(use.n ?? 0));
        if (use.n === undefined) reasons.push(reason('7.5', `${card.name} : précisez combien de Troupes rejoignent l’Armée (« n »).`));
        force += k;
        extraForce += k;
        return `${countText(k, 'Troupe')} de plus dans l’Armée de l’attaquant (sans dé de plus)`;
      }
      case 'facedownRelics': {
        const hunted = targets.filter((t) => t.kind === 'facedownRelics');
        let k = 0;
        for (const t of hunted) {
          t.dice = slotOf(setup, t.at)?.relics ?? 0;
          k += t.dice;
        }
        D += k;
        return `les Reliques face cachée ciblées ajoutent ${countText(k, 'dé')} de défense`;
      }
      case 'relocateLosses':
        pools.relocate[side] = true;
        return 'ses Troupes qui devraient mourir vont sur le site de l’Hôpital';
      case 'banishBurnsAll':
        pools.banishBurnsAll = true;
        return 'un défenseur Banni brûle toutes ses faveurs';
      case 'burnSecretsButOne':
        pools.burnSecretsButOne = true;
        return 'un défenseur Banni brûle tous ses secrets sauf un';
      case 'freeCampaign':
        return null;
      case 'discard':
        pools.after.push({ side, card: card.name, on: e.on, text: e.unlessHolding ? `défausse cette carte, sauf s’il détient ${BANNER_INFO[e.unlessHolding].name}` : 'défausse cette carte' });
        return null;
      case 'after':
        pools.after.push({ side, card: card.name, on: e.on, text: e.text });
        return e.on === 'use' ? e.text : null;
      case 'noOtherPlans':
        return 'aucun autre Plan de Bataille pour lui';
      default:
        return null;
    }
  };

  // persistent powers that act at step 2 (dice, sacrifice, rerolls, placing)
  for (const p of heldPowers) {
    const side = p.use.side;
    for (const e of effectsOf(p)) {
      if (!condition(e.when, side, p.use, p.card)) continue;
      if (e.kind === 'defenseDice' && side === 'defender') {
        const k = e.n * count(e, p.use, side);
        D += k;
        reasons.push(reason('7.1.4', `${p.card.name} : ${countText(k, 'dé')} de défense de plus.`));
      } else if (e.kind === 'noSacrifice' && side === 'defender') {
        pools.canSacrifice = false;
        reasons.push(reason('7.1.4', `${p.card.name} : qui attaque son détenteur ne peut pas sacrifier de Troupes.`));
      } else if (e.kind === 'reroll') {
        pools.reroll[side] = true;
        addCost(pools.costs[side], p.card.cost);
        reasons.push(reason('7.1.4', `${p.card.name} : ${sideName(side)} peut relancer tous ses dés une fois (${costText(p.card.cost)}) ; Clairière le fait relancer au mieux.`));
      } else if (e.kind === 'noPlacing' && side === 'attacker') {
        pools.noPlacing = true;
        reasons.push(reason('7.1.4', `${p.card.name} : l’attaquant ne peut placer aucune Troupe sur les sites ciblés (5.5.7.I).`));
      } else if (e.kind === 'extraForce' && side === 'attacker') {
        const k = Math.max(0, Math.floor(p.use.n ?? 0));
        force += k;
        extraForce += k;
        reasons.push(reason('7.1.4', `${p.card.name} : ${countText(k, 'Troupe')} des sites de l’attaquant rejoignent son Armée (sans dé de plus).`));
      } else if (e.kind === 'freeCampaign' && side === 'attacker') {
        reasons.push(reason('7.1.4', `${p.card.name} : cette Campagne ne coûte aucune Provision.`));
      } else if (e.kind === 'bandits' && defender === 'bandits') {
        // applied with the Bandits above
      }
    }
  }
  const defenseBeforePlans = D;
  void defenseBeforePlans;

  applyPlans('attacker', attackerPlans);
  if (!pools.autoWin) applyPlans('defender', defenderPlans);
  else if (defenderPlans.length) reasons.push(reason('5.5.3', 'L’attaquant a gagné aussitôt : le défenseur n’utilise pas ses Plans de Bataille.'));

  const lossesOf = (s: Side): Losses => (lossFlags[s].none ? 'none' : lossFlags[s].all ? 'all' : 'half');
  pools.losses = { attacker: lossesOf('attacker'), defender: lossesOf('defender') };
  // Brutal (Imperial Reliquary modifier): the Chancellor attacking, the loser kills its whole Armée
  if (attacker === 'chancellor' && (setup.reliquary?.revealed ?? []).includes('brutal')) {
    for (const s of ['attacker', 'defender'] as Side[]) if (!lossFlags[s].none) pools.losses[s] = 'all';
    reasons.push(reason('7.1.1', 'Brutal (Reliquaire Impérial, obligatoire pour le Chancelier) : le camp vaincu tue toute son Armée.'));
  }
  pools.attackDice = A;
  pools.defenseDice = D;
  pools.force = force;
  pools.forceStart = forceStart0 + extraForce;
  pools.defendingWarbands = W;
  pools.bandits = bandits;
  pools.defenderKilledBefore = defenderKilledBefore;
  pools.ignoreAttack = { ...(ignoreA.faces.size ? { faces: [...ignoreA.faces] } : {}), ...(ignoreA.skulls ? { skulls: true } : {}) };
  pools.ignoreDefense = ignoreD.size ? { faces: [...ignoreD] } : {};
  reasons.push(reason('5.5.4', `Pools : ${countText(A, 'dé')} d’attaque (Armée de ${countText(force, 'Troupe')}) contre ${countText(D, 'dé')} de défense + ${countText(W + bandits, defender === 'bandits' ? 'Bandit' : 'Troupe')}.`));
  if (problems.length) return { ok: false, problems };
  // a condition assumed by several checks is said once
  pools.reasons = reasons.filter((r, i) => reasons.findIndex((x) => x.rule === r.rule && x.text === r.text) === i);
  return { ok: true, pools };
}
