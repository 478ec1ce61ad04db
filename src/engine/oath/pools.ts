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
import { byPositionById, cardById } from './cards';
import { crownHolder, rules, troopsColour } from './control';
import { applyCards, effectsOf, emptyCardPools, loseAttackDice, type CardBoard, type CardPools, type HeldPower, type PlanUse, type PowerUse, type Side } from './plans';
import { BANNER_INFO, isRelicId, relicInfo, type BannerId, type RelicId } from './relics';
import { BANNER_THE, BannerThe, PlayerName, ofPlayer, playerName } from './names';
import { bannerOf, isImperial, isPlayerId, pawnOf, regionOf, relicsOf, roleOf, slotOf, titleOf, warbandsOn, type PlayerId, type Setup } from './setup';
import { siteInfo, type SiteInfo } from './sites';

export { costText, type PlanUse, type PowerUse, type Side, type BattlePools, type CardPools } from './plans';

/** What the attacker declares (5.5.2). Slots are 1–8. */
export type Target = { site: number } | { relic: RelicId } | { banner: BannerId } | { banish: true } | { facedownRelics: number };

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

/** A Campagne's pools: the cards' part (plans.ts) and what the position says of the Campagne. */
export interface Pools extends CardPools {
  attacker: PlayerId;
  defender: PlayerId | 'bandits';
  from: number;
  imperialDefence: boolean;
  allies: PlayerId[];
  targets: TargetInfo[];
  /** Troupes on the attacker's board when dice are gathered */
  board: number;
  /** Supply the Campagne costs (5.5.1) */
  supply: number;
  reasons: Reason[];
}

export function targetKey(t: Target): string {
  if ('site' in t) return `site:${t.site}`;
  if ('relic' in t) return `relic:${t.relic}`;
  if ('banner' in t) return `banner:${t.banner}`;
  if ('facedownRelics' in t) return `facedown:${t.facedownRelics}`;
  return 'banish';
}

const siteLabel = (s: SiteInfo, slot: number) => `${s.name} (site ${slot})`;

/**
 * The Campagne being built, step by step: the declaration, what each step found, and what it
 * said. Each step below reads and writes it; `buildPools` runs them in the order of 5.5.
 */
interface Build {
  setup: Setup;
  params: CampaignParams;
  problems: Problem[];
  reasons: Reason[];
  attacker: PlayerId;
  defender: PlayerId | 'bandits';
  attackerPlans: PlanUse[];
  defenderPlans: PlanUse[];
  /** the attacker's pawn, and the slot the Campagne is made from */
  pawn: number | undefined;
  from: number;
  fromSite: SiteInfo;
  /** the Capitaines or Alliés Sauvages used to campaign from another site */
  remote: PlanUse | undefined;
  attackerImperial: boolean;
  defenderImperial: boolean;
  defPawn: number | undefined;
  supply: number;
  allies: PlayerId[];
  /** the persistent powers in play (given, and the Relics that act by themselves) */
  heldPowers: HeldPower[];
  notCovered: Pools['notCovered'];
  circlet: boolean;
  targets: TargetInfo[];
  targetSlots: number[];
  /** attack dice, defence dice, Troupes on the attacker's board, defending Troupes, Bandits */
  A: number;
  D: number;
  board: number;
  W: number;
  bandits: number;
  /** Bandits joining the attacker's Armée with the Bandit Crown (7.6.5): they never die */
  attackBandits: number;
}

const defRules = (b: Build, slot: number) => (b.defender === 'bandits' ? rules(b.setup, 'bandits', slot) : rules(b.setup, b.defender, slot, b.defenderImperial));
const attRules = (b: Build, slot: number) => rules(b.setup, b.attacker, slot, b.attackerImperial);
const defenderSide = (b: Build): PlayerId[] => (b.defender === 'bandits' ? [] : [b.defender, ...b.allies]);

/** 5.5.1: an attacker and a defender in play, and a site to campaign from; or the problems that stop everything. */
function start(setup: Setup, params: CampaignParams): Build | Problem[] {
  const { attacker, defender } = params;
  if (!isPlayerId(attacker) || !setup.players[attacker]) return [problem('5.5.1', 'L’attaquant doit être un joueur en jeu.', 'attacker')];
  if (defender !== 'bandits' && (!isPlayerId(defender) || !setup.players[defender])) return [problem('5.5.1', 'Le défenseur doit être un joueur en jeu, ou les Bandits.', 'defender')];
  if (defender === attacker) return [problem('5.5.1', 'On choisit un autre joueur comme défenseur, pas soi-même.', 'defender')];
  const attackerPlans = params.plans?.attacker ?? [];
  const remote = attackerPlans.find((p) => p.card === 'OATH-115' || p.card === 'OATH-198');
  const pawn = pawnOf(setup, attacker);
  const from = params.from ?? pawn;
  if (from === undefined || !slotOf(setup, from)) return [problem('5.5.1', `${PlayerName(attacker)} n’a pas de pion sur la Mappemonde : d’où ferait-il Campagne ?`, 'from')];
  return {
    setup,
    params,
    problems: [],
    reasons: [],
    attacker,
    defender,
    attackerPlans,
    defenderPlans: params.plans?.defender ?? [],
    pawn,
    from,
    fromSite: siteInfo(slotOf(setup, from)!.site),
    remote,
    attackerImperial: isImperial(setup, attacker),
    defenderImperial: defender !== 'bandits' && isImperial(setup, defender),
    defPawn: defender === 'bandits' ? undefined : pawnOf(setup, defender),
    supply: 2,
    allies: [],
    heldPowers: [],
    notCovered: [],
    circlet: defender !== 'bandits' && relicsOf(setup, defender).includes('OATH-225'),
    targets: [],
    targetSlots: [],
    A: 0,
    D: 0,
    board: 0,
    W: 0,
    bandits: 0,
    attackBandits: 0,
  };
}

/** 5.5.1: where the Campagne is made from, who is Imperial during it, its Supply, and the defender chosen. */
function declareDefender(b: Build) {
  const { setup, attacker, defender, from, fromSite } = b;
  if (from !== b.pawn && !b.remote) b.problems.push(problem('5.5.1', 'Une Campagne se fait depuis le site de son pion (seuls Capitaines ou Alliés Sauvages permettent un autre site).', 'from'));
  if (b.remote?.card === 'OATH-115' && !rules(setup, attacker, from)) b.problems.push(problem('7.1.4', 'Capitaines : la Campagne part d’un site que vous contrôlez.', 'from'));
  const attackerRole = roleOf(setup, attacker);
  if (defender !== 'bandits' && attackerRole === 'citizen' && b.defenderImperial) {
    b.attackerImperial = false;
    b.reasons.push(reason('5.5.1', `${PlayerName(attacker)}, Citoyen qui attaque un joueur Impérial, n’est pas un joueur Impérial pendant cette Campagne.`));
  }
  if (defender !== 'bandits' && attackerRole === 'chancellor' && roleOf(setup, defender) === 'citizen') {
    b.defenderImperial = false;
    b.reasons.push(reason('5.5.1', `${PlayerName(defender)}, Citoyen attaqué par le Chancelier, n’est pas un joueur Impérial pendant cette Campagne.`));
  }
  const powers = b.params.powers ?? [];
  b.supply = [...b.attackerPlans, ...powers.filter((p) => p.side === 'attacker')].some((p) => cardById(p.card)?.attacker?.some((e) => e.kind === 'freeCampaign')) ? 0 : 2;
  const left = setup.players[attacker]?.supply;
  if (left !== undefined && left < b.supply) b.problems.push(problem('5.5.1', `La Campagne coûte 2 Provisions ; ${playerName(attacker)} n’en a que ${left}.`, 'attacker'));
  b.reasons.push(reason('5.5.1', b.supply ? `Campagne depuis ${siteLabel(fromSite, from)} : 2 Provisions.` : `Campagne depuis ${siteLabel(fromSite, from)}, sans dépenser de Provisions (pouvoir utilisé).`));
  if (defender === 'bandits') {
    const crown = crownHolder(setup);
    if (crown && troopsColour(setup, from) === undefined) b.problems.push(problem('7.6.5', `${PlayerName(crown)} détient la Couronne des Bandits : les Bandits sont ses Troupes, c’est lui qui contrôle ${fromSite.name} et qui peut défendre.`, 'defender'));
    else if (!rules(setup, 'bandits', from)) b.problems.push(problem('5.5.1', `On ne choisit les Bandits que si aucun joueur ne contrôle le site de la Campagne ; ${fromSite.name} a des Troupes.`, 'defender'));
    else b.reasons.push(reason('5.5.1', `Personne ne contrôle ${fromSite.name} : les Bandits défendent.`));
  } else if (defRules(b, from)) b.reasons.push(reason('5.5.1', `${PlayerName(defender)} contrôle ${fromSite.name} : il peut être choisi comme défenseur.`));
  else if (b.defPawn === from) b.reasons.push(reason('5.5.1', `Le pion ${ofPlayer(defender)} est sur ${fromSite.name} : il peut être choisi comme défenseur.`));
  else b.problems.push(problem('5.5.1', `${PlayerName(defender)} ne contrôle pas ${fromSite.name} et son pion n’y est pas : il ne peut pas être choisi.`, 'defender'));
}

/** 5.5.2: the Allies of an Imperial defender — the Chancellor always, the Citizens who join. */
function declareAllies(b: Build) {
  const { setup, attacker, defender } = b;
  if (b.defenderImperial && defender !== 'bandits' && defender !== 'chancellor') {
    b.allies.push('chancellor');
    b.reasons.push(reason('5.5.2', 'Un joueur Impérial défend : le Chancelier le rejoint toujours comme Allié.'));
  }
  for (const a of b.params.allies ?? []) {
    if (!isPlayerId(a) || !setup.players[a]) {
      b.problems.push(problem('5.5.2', 'Un Allié doit être un joueur en jeu.', 'allies'));
      continue;
    }
    if (!b.defenderImperial) b.problems.push(problem('5.5.2', 'Seul un joueur Impérial en défense reçoit des Alliés.', 'allies'));
    else if (a === attacker || a === defender || roleOf(setup, a) !== 'citizen') {
      if (a !== 'chancellor') b.problems.push(problem('5.5.2', `${PlayerName(a)} ne peut pas rejoindre la défense : seuls les Citoyens autres que l’attaquant le peuvent.`, 'allies'));
    } else if (!b.allies.includes(a)) b.allies.push(a);
  }
}

/** 7.1.4: the persistent powers in play, the Relics that act by themselves, and who may not campaign. */
function powersInPlay(b: Build) {
  for (const use of b.params.powers ?? []) {
    const card = cardById(use.card);
    const bp = byPositionById(use.card);
    if (bp) {
      b.reasons.push(reason('7.1.4', `${bp.name} agit par la position, qu’il soit nommé ou non : ${bp.how}.`));
      continue;
    }
    if (!card || (card.kind !== 'persistent' && card.id !== 'OATH-068')) {
      b.problems.push(problem('format', card ? `${card.name} n’est pas un pouvoir persistant.` : 'Un pouvoir persistant est une carte inconnue.', 'powers'));
      continue;
    }
    if (use.side !== 'attacker' && use.side !== 'defender') {
      b.problems.push(problem('format', `${card.name} : dites quel camp le contrôle, l’attaquant ou le défenseur.`, 'powers'));
      continue;
    }
    b.heldPowers.push({ use, card });
  }
  // Relics held act by themselves (Circlet of Command, Ring of Devotion)
  const byItself: [boolean, string, Side][] = [
    [b.circlet, 'OATH-225', 'defender'],
    [relicsOf(b.setup, b.attacker).includes('OATH-222'), 'OATH-222', 'attacker'],
  ];
  for (const [held, id, side] of byItself) if (held && !b.heldPowers.some((p) => p.card.id === id)) b.heldPowers.push({ use: { card: id, side }, card: cardById(id)! });
  for (const p of b.heldPowers)
    if (effectsOf(p).some((e) => e.kind === 'cannotCampaign') && p.use.side === 'attacker') b.problems.push(problem('7.1.4', `${p.card.name} : son détenteur ne peut pas faire Campagne.`, 'powers'));
}

/** The name of a power in play that forbids targeting this (Relics, Bannières), or null. */
function protectedBy(b: Build, what: 'relics' | 'banners' | BannerId, relic?: RelicId): string | null {
  for (const p of b.heldPowers) {
    for (const e of effectsOf(p)) {
      if (e.kind !== 'protect' || !e.what.includes(what)) continue;
      if (p.card.id === 'OATH-225' && relic === 'OATH-225') continue; // the Circlet protects the other Relics
      if (e.unlessGiven && p.use.when) continue;
      if (p.card.any || p.use.side === 'defender') return p.card.name;
    }
  }
  return null;
}

type TargetKind = TargetInfo['kind'];
type TargetRule<K extends TargetKind> = (b: Build, t: Extract<Target, Record<K, unknown>>, seen: Set<string>) => TargetInfo | string | null;

/** The defender's pawn must be at the attacker's site to target what it carries (5.5.2). */
const atPawn = (b: Build, what: string) => (b.defPawn === b.from ? null : `${what} du défenseur ne se ciblent que si son pion est sur le site de l’attaquant.`);

/**
 * 5.5.2: each kind of target, with what makes it legal and the defence dice it adds. A rule returns
 * the target, or the text of its problem (rule 5.5.2 unless given as `rule|text`), or null when it
 * said its problem itself.
 */
const TARGETS: { [K in TargetKind]: TargetRule<K> } = {
  site: (b, t) => {
    const slot = slotOf(b.setup, t.site);
    if (!slot) return `format|Il n’y a pas de site ${String(t.site)} (de 1 à 8).`;
    const info = siteInfo(slot.site);
    if (!defRules(b, t.site)) return `${b.defender === 'bandits' ? 'Les Bandits ne contrôlent' : `${PlayerName(b.defender)} ne contrôle`} pas ${siteLabel(info, t.site)} : ce n’est pas une cible possible.`;
    b.reasons.push(reason('2.8.3', `Cible ${siteLabel(info, t.site)} : ${countText(info.defenseDice, 'dé')} de défense.`));
    return { target: t, name: info.name, dice: info.defenseDice, at: t.site, kind: 'site' };
  },
  relic: (b, t) => {
    if (b.defender === 'bandits' || !isRelicId(t.relic) || !relicsOf(b.setup, b.defender).includes(t.relic)) return 'On ne cible que les Reliques que détient le défenseur.';
    const away = atPawn(b, 'Les Reliques');
    if (away) return away;
    const by = protectedBy(b, 'relics', t.relic);
    if (by) return `7.1.4|${by} : cette Relique ne peut pas être ciblée.`;
    const info = relicInfo(t.relic);
    b.reasons.push(reason('2.4.2', `Cible ${info.name} : ${countText(info.defenseDice, 'dé')} de défense.`));
    return { target: t, name: info.name, dice: info.defenseDice, at: b.from, kind: 'relic' };
  },
  banner: (b, t) => {
    const held = t.banner === 'peoplesFavor' || t.banner === 'darkestSecret' ? bannerOf(b.setup, t.banner) : null;
    if (!held || b.defender === 'bandits' || held.holder !== b.defender) return 'On ne cible que les Bannières que détient le défenseur.';
    const away = atPawn(b, 'Les Bannières');
    if (away) return away;
    const by = protectedBy(b, 'banners') ?? protectedBy(b, t.banner);
    const { the, feminine } = BANNER_THE[t.banner];
    if (by) return `7.1.4|${by} : ${BannerThe(t.banner)} ne peut pas être ciblé${feminine ? 'e' : ''}.`;
    const info = BANNER_INFO[t.banner];
    b.reasons.push(reason('2.5.2', `Cible ${the} : ${countText(held.tokens, 'dé')} de défense, un dé par ${info.tokenName.one} ${info.token === 'favor' ? 'placée' : 'placé'} dessus.`));
    return { target: t, name: the, dice: held.tokens, at: b.from, kind: 'banner' };
  },
  banish: (b, t) => {
    if (b.defender === 'bandits' || b.defPawn !== b.from) return 'On ne Bannit que le pion d’un défenseur qui est sur le site de l’attaquant.';
    const extra = b.circlet ? 1 : 0;
    b.reasons.push(reason('5.5.2', `Bannir ${playerName(b.defender)} (son pion et ses faveurs) : 2 dés de défense${extra ? ', plus 1 (Diadème de Commandement)' : ''}.`));
    return { target: t, name: `le pion et les faveurs ${ofPlayer(b.defender)}`, dice: 2 + extra, at: b.from, kind: 'banish' };
  },
  facedownRelics: (b, t, seen) => {
    const n = slotOf(b.setup, t.facedownRelics)?.relics ?? 0;
    if (!b.attackerPlans.some((p) => p.card === 'OATH-126')) return 'Les Reliques face cachée d’un site ne se ciblent qu’avec Chasseur de Reliques.';
    if (!seen.has(`site:${t.facedownRelics}`) || !n) return '7.5|Chasseur de Reliques : seules les Reliques face cachée d’un site ciblé deviennent des cibles.';
    return { target: t, name: `${countText(n, 'Relique face cachée', 'Reliques face cachée')} (site ${t.facedownRelics})`, dice: 0, at: t.facedownRelics, kind: 'facedownRelics' };
  },
};
const TARGET_ORDER: TargetKind[] = ['site', 'relic', 'banner', 'banish', 'facedownRelics'];

/** 5.5.2: the targets declared, each checked by its rule, once each. */
function declareTargets(b: Build) {
  const seen = new Set<string>();
  for (const t of b.params.targets) {
    const key = typeof t === 'object' && t ? targetKey(t) : '';
    if (!key || seen.has(key)) {
      b.problems.push(problem(key ? '5.5.2' : 'format', key ? 'Chaque cible ne se déclare qu’une fois.' : 'Cible illisible.', 'targets'));
      continue;
    }
    seen.add(key);
    const kind = TARGET_ORDER.find((k) => k in t);
    if (!kind) {
      b.problems.push(problem('format', 'Cible illisible.', 'targets'));
      continue;
    }
    const got = (TARGETS[kind] as TargetRule<TargetKind>)(b, t as never, seen);
    if (typeof got === 'string') {
      const [rule, text] = got.includes('|') ? (got.split('|') as [string, string]) : ['5.5.2', got];
      b.problems.push(problem(rule, text, 'targets'));
    } else if (got) b.targets.push(got);
  }
  b.targetSlots = [...new Set(b.targets.map((t) => t.at))];
}

/** 5.5.2 and 2.8.5: what the targets as a whole must satisfy (a target at the attacker's site, site powers, Giant Python). */
function checkTargets(b: Build) {
  const { setup, from, fromSite, defender, targets } = b;
  if (!targets.some((t) => t.at === from && t.kind !== 'facedownRelics')) b.problems.push(problem('5.5.2', `Il faut déclarer au moins une cible sur le site de l’attaquant (${fromSite.name}).`, 'targets'));
  if (defender !== 'bandits' && defRules(b, from) && !targets.some((t) => t.kind === 'site' && t.at === from))
    b.problems.push(problem('5.5.2', `${PlayerName(defender)} contrôle ${fromSite.name} : ce site doit être ciblé.`, 'targets'));
  for (let slot = 1; slot <= setup.sites.length; slot++) {
    const s = slotOf(setup, slot)!;
    const info = siteInfo(s.site);
    if (s.faceDown || !info.powers.narrowPass) continue;
    if (regionOf(from) !== regionOf(slot) && b.targetSlots.some((t) => regionOf(t) === regionOf(slot)) && !attRules(b, slot) && !targets.some((t) => t.kind === 'site' && t.at === slot))
      b.problems.push(problem('2.8.5', `${info.name} : qui attaque sa région depuis une autre région doit le cibler aussi (sauf s’il le contrôle).`, 'targets'));
  }
  const hiddenSecrets = b.targetSlots.filter((slot) => !slotOf(setup, slot)!.faceDown && siteInfo(slotOf(setup, slot)!.site).powers.entrySecret).length;
  if (hiddenSecrets) {
    if ((setup.players[b.attacker]?.secrets ?? 0) < hiddenSecrets) b.problems.push(problem('2.8.5', 'Lieu Caché : déclarer une cible ici demande de retourner un secret de son plateau, et l’attaquant n’en a pas.', 'targets'));
    else b.reasons.push(reason('2.8.5', 'Lieu Caché : l’attaquant retourne un secret de son plateau face cachée pour y déclarer une cible.'));
  }
  b.D = targets.reduce((s, t) => s + t.dice, 0);
  for (const p of b.heldPowers)
    if (effectsOf(p).some((e) => e.kind === 'evenDefense') && p.use.side === 'defender' && b.D % 2 !== 0)
      b.problems.push(problem('7.1.4', `${p.card.name} : les cibles doivent totaliser un nombre pair de dés de défense (ici ${b.D}).`, 'targets'));
}

/** 2.11: the title adds defence dice when the defender or an Ally holds it (not a Plan de Bataille). */
function titleDice(b: Build) {
  if (b.defender === 'bandits') return;
  const t = titleOf(b.setup);
  if (t.holder !== b.defender && !b.allies.includes(t.holder)) return;
  const n = t.side === 'usurper' ? 2 : 1;
  b.D += n;
  const who = t.holder === b.defender ? 'Le défenseur' : `${PlayerName(t.holder)}, Allié,`;
  b.reasons.push(reason('2.11', `${who} détient le Titre de Gardien du Serment${t.side === 'usurper' ? ' côté Usurpateur' : ''} : ${countText(n, 'dé', 'dés')} de défense de plus (ce n’est pas un Plan de Bataille).`));
}

/** 5.5.2: the attack dice gathered from the board (« up to » or « as many as »), then the site powers on targets (2.8.5). */
function attackDice(b: Build) {
  const { setup, params } = b;
  const reading = params.reading ?? DEFAULT_READING;
  const board = warbandsOn(setup, b.attacker);
  b.board = board;
  b.A = board;
  if (params.dice !== undefined) {
    if (!Number.isInteger(params.dice) || params.dice < 0) b.problems.push(problem('format', 'Le nombre de dés d’attaque est un entier positif ou nul.', 'dice'));
    else if (reading === 'asMany' && params.dice !== board) b.problems.push(problem('5.5.2', `Lecture « autant de dés » : l’attaquant réunit exactement ${countText(board, 'dé')}, un par Troupe de son plateau.`, 'dice'));
    else if (params.dice > board) b.problems.push(problem('5.5.2', `Au plus ${countText(board, 'dé')} d’attaque : un par Troupe du plateau de l’attaquant.`, 'dice'));
    else b.A = params.dice;
  }
  b.reasons.push(
    reason(
      '5.5.2',
      b.A === board ? `${countText(board, 'Troupe')} sur le plateau de l’attaquant : ${countText(b.A, 'dé')} d’attaque.` : `${countText(board, 'Troupe')} sur le plateau de l’attaquant ; il en lance ${countText(b.A, 'dé')} (« jusqu’à », Loi anglaise).`,
    ),
  );
  for (const slot of b.targetSlots) {
    const s = slotOf(setup, slot)!;
    const n = siteInfo(s.site).powers.attackDice;
    if (s.faceDown || !n) continue;
    if (n > 0) b.A += n;
    else {
      const r = loseAttackDice(b.A, b.D, -n);
      b.A = r.attackDice;
      b.D = r.defenseDice;
      if (r.converted) b.reasons.push(reason('5.5.3', `${siteInfo(s.site).name} : plus de dé d’attaque à retirer, ${countText(r.converted, 'dé')} de défense de plus à la place.`));
    }
    b.reasons.push(reason('2.8.5', `${siteInfo(s.site).name} : une cible y est déclarée, ${n > 0 ? 'un dé d’attaque de plus' : 'un dé d’attaque de moins'}.`));
  }
}

const banditChiefIn = (b: Build) => b.heldPowers.some((p) => effectsOf(p).some((e) => e.kind === 'bandits'));
/** The Bandits of these sites (2.8.3), two more each with Bandit Chief in play. */
const banditsAt = (b: Build, slots: readonly number[]) => slots.reduce((n, at) => n + siteInfo(slotOf(b.setup, at)!.site).bandits + (banditChiefIn(b) ? 2 : 0), 0);

/**
 * 7.6.5: the Bandit Crown's holder defends with the Bandits of the targeted sites (all of them are
 * its sites), which join its Armée but never die (in attack: `crownAttack`).
 */
function crownBandits(b: Build, siteTargets: number[]) {
  const n = banditsAt(b, siteTargets);
  b.bandits += n;
  if (siteTargets.length) b.reasons.push(reason('7.6.5', `${countText(n, 'Bandit')} des sites ciblés${banditChiefIn(b) ? ' (Chef des Bandits compris)' : ''} ${n > 1 ? 's’ajoutent' : 's’ajoute'} à l’Armée ${ofPlayer(b.defender as PlayerId)}, qui détient la Couronne des Bandits ; les Bandits ne peuvent être ni tués ni déplacés.`));
}

/**
 * 7.6.5 in attack: when the Bandit Crown's holder campaigns with Troupes of its sites joining its
 * Armée (Captains, Wild Allies: the site it campaigns from; Vow of Union: every site it rules), the
 * Bandits of those sites, which are its Troupes, join too (LCX counts them among the holder's
 * Troupes there). They add no attack die (as the joining Troupes, 5.5.2), count in the Armée's size,
 * and never die, are never sacrificed nor moved: the odds keep them apart (`attackBandits`).
 */
function crownAttack(b: Build) {
  const { setup, attacker } = b;
  if (crownHolder(setup) !== attacker) return;
  const uses = [...b.attackerPlans, ...b.heldPowers.filter((p) => p.use.side === 'attacker').map((p) => p.use)];
  const joining = uses.filter((u) => cardById(u.card)?.attacker?.some((e) => e.kind === 'extraForce'));
  if (!joining.length) return;
  const slots = new Set<number>();
  for (const u of joining) {
    if (u.card === 'OATH-185') setup.sites.forEach((_, i) => rules(setup, attacker, i + 1, false) && slots.add(i + 1));
    else if (rules(setup, attacker, b.from, false)) slots.add(b.from);
  }
  const sites = [...slots].sort((x, y) => x - y);
  b.attackBandits = banditsAt(b, sites);
  const names = joining.map((u) => cardById(u.card)!.name).join(' et ');
  b.reasons.push(
    reason(
      '7.6.5',
      b.attackBandits
        ? `Couronne des Bandits et ${names} : ${countText(b.attackBandits, 'Bandit')} des sites ${ofPlayer(attacker)} (${sites.map((at) => siteInfo(slotOf(setup, at)!.site).name).join(', ')}) ${b.attackBandits > 1 ? 'rejoignent' : 'rejoint'} son Armée, sans dé de plus ; ils ne meurent pas, ne se sacrifient pas et restent sur leur site.`
        : `Couronne des Bandits et ${names} : aucun Bandit ne rejoint l’Armée, faute de site concerné.`,
    ),
  );
}

/** 5.5.4: the Troupes that add to the defence — Bandits of targeted sites, or the defender's and its Allies'. */
function defendingTroops(b: Build) {
  const { setup, defender } = b;
  const siteTargets = b.targets.filter((t) => t.kind === 'site').map((t) => t.at);
  if (defender === 'bandits') {
    b.bandits += banditsAt(b, siteTargets);
    if (siteTargets.length) b.reasons.push(reason('5.5.4', `Les Bandits des sites ciblés s’ajoutent à la défense : ${b.bandits}${banditChiefIn(b) ? ' (Chef des Bandits : deux de plus par site)' : ''}.`));
    return;
  }
  if (crownHolder(setup) === defender) crownBandits(b, siteTargets);
  const colour = b.defenderImperial ? 'chancellor' : defender;
  const onSites = siteTargets.reduce((s, t) => s + (slotOf(setup, t)!.warbands?.[colour] ?? 0), 0);
  if (onSites) b.reasons.push(reason('5.5.4', `${countText(onSites, 'Troupe')} sur les sites ciblés s’ajoute${onSites > 1 ? 'nt' : ''} à la défense.`));
  b.W += onSites;
  for (const p of [defender, ...b.allies]) {
    const at = pawnOf(setup, p);
    const n = warbandsOn(setup, p);
    if (at === undefined || (at !== b.from && !b.targetSlots.includes(at))) continue;
    b.W += n;
    if (n) b.reasons.push(reason('5.5.4', `${p === defender ? 'Le pion du défenseur' : `Le pion ${ofPlayer(p)}, Allié,`} est sur ${at === b.from ? 'le site de l’attaquant' : 'un site ciblé'} : ${countText(n, 'Troupe')} de son plateau s’ajoute${n > 1 ? 'nt' : ''} à la défense.`));
  }
}

/**
 * Warning Signals (OATH-025): the defender's own Troupes in the defending Armée, and the fewest and
 * most it may have after moving Troupes between its board and the sites it rules, each site keeping
 * its last Troupe. Its board defends only when its pawn is at the attacker's site or a targeted one.
 */
function redeploy(b: Build): { now: number; min: number; max: number } | null {
  const { setup, defender } = b;
  if (defender === 'bandits') return null;
  const colour = b.defenderImperial ? 'chancellor' : defender;
  const board = warbandsOn(setup, defender);
  const at = pawnOf(setup, defender);
  const boardDefends = at !== undefined && (at === b.from || b.targetSlots.includes(at));
  const targeted = new Set(b.targets.filter((t) => t.kind === 'site').map((t) => t.at));
  let onTargeted = 0;
  let targetedHeld = 0;
  let elsewhere = 0;
  let keptElsewhere = 0;
  for (let slot = 1; slot <= setup.sites.length; slot++) {
    if (!defRules(b, slot)) continue;
    const n = slotOf(setup, slot)!.warbands?.[colour] ?? 0;
    if (targeted.has(slot)) {
      onTargeted += n;
      if (n) targetedHeld++;
    } else {
      elsewhere += n;
      if (n) keptElsewhere++;
    }
  }
  const now = onTargeted + (boardDefends ? board : 0);
  const max = board + onTargeted + elsewhere - keptElsewhere;
  // Troupes leave the defence for the board (when it does not defend) or for a site not targeted
  const canLeave = !boardDefends || keptElsewhere > 0;
  const min = canLeave ? targetedHeld : now;
  return { now, min, max };
}

/** What the cards may read of this Campagne's Mappemonde (plans.ts). */
function cardBoard(b: Build): CardBoard {
  const { setup, attacker, defender, targets } = b;
  const side = defenderSide(b);
  return {
    holds: (s, banner, imperialYou) => {
      const h = bannerOf(setup, banner).holder;
      if (h === null) return false;
      if (s === 'attacker' ? h === attacker : side.includes(h)) return true;
      const user = s === 'attacker' ? attacker : defender;
      return !!imperialYou && h === 'chancellor' && user !== 'bandits' && roleOf(setup, user) === 'citizen';
    },
    holdsRelic: (s, id) => (s === 'attacker' ? [attacker] : side).some((p) => relicsOf(setup, p).includes(id)),
    pawnsTogether: defender !== 'bandits' && b.pawn !== undefined && b.pawn === b.defPawn,
    redeploy: () => redeploy(b),
    bothExiles: defender !== 'bandits' && roleOf(setup, attacker) === 'exile' && roleOf(setup, defender) === 'exile' && !b.attackerImperial && !b.defenderImperial,
    siteTargets: targets.filter((t) => t.kind === 'site').map((t) => t.at),
    relicTargets: targets.filter((t) => t.kind === 'relic').length,
    facedownRelicDice: () => {
      let k = 0;
      for (const t of targets.filter((x) => x.kind === 'facedownRelics')) {
        t.dice = slotOf(setup, t.at)?.relics ?? 0;
        k += t.dice;
      }
      return k;
    },
  };
}

/** 5.5.3 and 7.1.4: the persistent powers, then the Plans de Bataille (plans.ts); then Brutal and the pools said. */
function battlePlans(b: Build): Pools {
  const { setup, attacker, defender } = b;
  const base: CardPools = { ...emptyCardPools(), attackDice: b.A, defenseDice: b.D, force: b.board, forceStart: b.board, attackBandits: b.attackBandits, defendingWarbands: b.W, bandits: b.bandits };
  const carded = applyCards(base, { bandits: defender === 'bandits', powers: b.heldPowers, board: cardBoard(b) }, { attacker: b.attackerPlans, defender: b.defenderPlans });
  b.reasons.push(...carded.reasons);
  b.problems.push(...carded.problems);
  const pools: Pools = { ...carded.pools, attacker, defender, from: b.from, imperialDefence: b.defenderImperial, allies: b.allies, targets: b.targets, board: b.board, supply: b.supply, reasons: b.reasons, notCovered: [...b.notCovered, ...carded.pools.notCovered] };
  // Brutal (Imperial Reliquary modifier): the Chancellor attacking, the loser kills its whole Armée
  if (attacker === 'chancellor' && (setup.reliquary?.revealed ?? []).includes('brutal')) {
    for (const s of ['attacker', 'defender'] as Side[]) if (pools.losses[s] !== 'none') pools.losses[s] = 'all';
    b.reasons.push(reason('7.1.1', 'Brutal (Reliquaire Impérial, obligatoire pour le Chancelier) : le camp vaincu tue toute son Armée.'));
  }
  b.reasons.push(reason('5.5.4', `Réserves : ${countText(pools.attackDice, 'dé')} d’attaque (Armée de ${countText(pools.force, 'Troupe')}${pools.attackBandits ? ` et ${countText(pools.attackBandits, 'Bandit')}` : ''}) contre ${countText(pools.defenseDice, 'dé')} de défense + ${countText(pools.defendingWarbands + b.bandits, defender === 'bandits' ? 'Bandit' : 'Troupe')}.`));
  return pools;
}

/**
 * Builds the pools, or lists every problem. Assumes a valid setup (validate.ts). The steps of 5.5
 * in order: the defender (5.5.1), Allies, powers in play, targets and attack dice (5.5.2), the
 * title (2.11), the defending Troupes (5.5.4), the cards (5.5.3).
 */
export function buildPools(setup: Setup, params: CampaignParams): { ok: true; pools: Pools } | { ok: false; problems: Problem[] } {
  const b = start(setup, params);
  if (Array.isArray(b)) return { ok: false, problems: b };
  declareDefender(b);
  declareAllies(b);
  powersInPlay(b);
  crownAttack(b);
  declareTargets(b);
  checkTargets(b);
  titleDice(b);
  attackDice(b);
  defendingTroops(b);
  const pools = battlePlans(b);
  if (b.problems.length) return { ok: false, problems: b.problems };
  // a condition assumed by several checks is said once
  pools.reasons = b.reasons.filter((r, i) => b.reasons.findIndex((x) => x.rule === r.rule && x.text === r.text) === i);
  return { ok: true, pools };
}
