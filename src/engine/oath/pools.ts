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
import { cardById, notCoveredById } from './cards';
import { rules } from './control';
import { applyCards, effectsOf, emptyCardPools, loseAttackDice, type CardBoard, type CardPools, type HeldPower, type PlanUse, type PowerUse, type Side } from './plans';
import { BANNER_INFO, isRelicId, relicInfo, type BannerId, type RelicId } from './relics';
import { PlayerName, ofPlayer, playerName } from './names';
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
  const powerCards: HeldPower[] = [];
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
      problems.push(problem('format', card ? `${card.name} n’est pas un pouvoir persistant.` : 'Un pouvoir persistant est une carte inconnue.', 'powers'));
      continue;
    }
    if (use.side !== 'attacker' && use.side !== 'defender') {
      problems.push(problem('format', `${card.name} : dites quel camp le contrôle, l’attaquant ou le défenseur.`, 'powers'));
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
    const r = loseAttackDice(A, D, k);
    A = r.attackDice;
    D = r.defenseDice;
    if (r.converted) reasons.push(reason('5.5.3', `${why} : plus de dé d’attaque à retirer, ${countText(r.converted, 'dé')} de défense de plus à la place.`));
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
  // 5.5.3 and 7.1.4: the persistent powers, then the Plans de Bataille (plans.ts)
  const cardBoard: CardBoard = {
    holds: (side, b) => {
      const h = bannerOf(setup, b).holder;
      return h !== null && (side === 'attacker' ? h === attacker : defenderSide.includes(h));
    },
    holdsRelic,
    pawnsTogether: defender !== 'bandits' && pawn !== undefined && pawn === defPawn,
    siteTargets: siteTargets.map((t) => t.at),
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
  const base: CardPools = { ...emptyCardPools(), attackDice: A, defenseDice: D, force: board, forceStart: board, defendingWarbands: W, bandits };
  const carded = applyCards(base, { bandits: defender === 'bandits', powers: heldPowers, board: cardBoard }, { attacker: attackerPlans, defender: defenderPlans });
  reasons.push(...carded.reasons);
  problems.push(...carded.problems);
  const pools: Pools = { ...carded.pools, attacker, defender, from, imperialDefence: defenderImperial, allies, targets, board, supply, reasons, notCovered: [...notCovered, ...carded.pools.notCovered] };
  // Brutal (Imperial Reliquary modifier): the Chancellor attacking, the loser kills its whole Armée
  if (attacker === 'chancellor' && (setup.reliquary?.revealed ?? []).includes('brutal')) {
    for (const s of ['attacker', 'defender'] as Side[]) if (pools.losses[s] !== 'none') pools.losses[s] = 'all';
    reasons.push(reason('7.1.1', 'Brutal (Reliquaire Impérial, obligatoire pour le Chancelier) : le camp vaincu tue toute son Armée.'));
  }
  reasons.push(reason('5.5.4', `Réserves : ${countText(pools.attackDice, 'dé')} d’attaque (Armée de ${countText(pools.force, 'Troupe')}) contre ${countText(pools.defenseDice, 'dé')} de défense + ${countText(pools.defendingWarbands + bandits, defender === 'bandits' ? 'Bandit' : 'Troupe')}.`));
  if (problems.length) return { ok: false, problems };
  // a condition assumed by several checks is said once
  pools.reasons = reasons.filter((r, i) => reasons.findIndex((x) => x.rule === r.rule && x.text === r.text) === i);
  return { ok: true, pools };
}
