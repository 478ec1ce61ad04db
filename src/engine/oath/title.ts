/**
 * The Oathkeeper title and the end of the game (2.10, 2.11, 3, 4.1): who meets the Oath's goal
 * and holds or takes the title, whether an Exile wins at its Wake as Usurper or Visionary, the
 * Successor goals of the Citizens, the War Exhaustion order after round 8, and the exact odds of
 * the end die (Stable Regime) at the end of rounds 5, 6 and 7.
 *
 * Readings chosen (docs/situations.md): « the most » sites, or Relics and Bannières, is met by every
 * player tied for the most, as 2.11 treats ties, and never with zero; the Successor goals follow the
 * English labels (the French print repeats the Vision names there, a slip of 3.3.1); a Relic in the
 * Imperial Reliquary counts for nobody (2.3).
 */
import { distribution } from '../core/dice';
import { countText, percentText } from '../core/format';
import { mul, sub, ONE, ZERO, type Fraction } from '../core/fraction';
import { reason, type Reason } from '../core/verdict';
import { sitesRuled } from './control';
import { END_DIE } from './dice';
import { OATH_NAMES, PlayerName, TITLE_SIDE_NAMES, VISION_NAMES, playerName } from './names';
import { GRAND_SCEPTER } from './relics';
import { bannerOf, bannersHeld, isImperial, playersOf, relicsOf, roleOf, roundOf, titleOf, visionsOf, type PlayerId, type Setup, type Vision } from './setup';

/** Sites ruled, counted as the goals count them: the Empire's purple sites for the Chancellor (2.11), an Exile's own. */
export function siteCounts(s: Setup): Map<PlayerId, number> {
  const m = new Map<PlayerId, number>();
  for (const p of playersOf(s)) {
    if (roleOf(s, p) === 'citizen') continue;
    m.set(p, sitesRuled(s, p).length);
  }
  return m;
}

/** Relics (outside the Reliquary) and Bannières held. */
export function relicsAndBanners(s: Setup, p: PlayerId): number {
  return relicsOf(s, p).length + bannersHeld(s, p).length;
}

/** The players tied for the most of a count, if the most is above zero. */
function most(counts: Map<PlayerId, number>): PlayerId[] {
  const max = Math.max(0, ...counts.values());
  return max > 0 ? [...counts.entries()].filter(([, n]) => n === max).map(([p]) => p) : [];
}

/** Who meets the Oathkeeper goal of the Oath in play (2.11). */
export function oathkeeperGoal(s: Setup): { meets: PlayerId[]; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let meets: PlayerId[] = [];
  switch (s.oath) {
    case 'supremacy': {
      const c = siteCounts(s);
      meets = most(c);
      const counts = [...c.entries()].map(([p, n]) => `${p === 'chancellor' ? 'l’Empire' : playerName(p)} ${n}`).join(', ');
      const byEmpire = meets.includes('chancellor');
      reasons.push(reason('2.11', `${OATH_NAMES.supremacy} : contrôler le plus de sites (${counts})${byEmpire ? ' ; l’Empire l’atteint, le Titre va donc au Chancelier' : ''}.`));
      break;
    }
    case 'people': {
      const h = bannerOf(s, 'peoplesFavor').holder;
      meets = h ? [h] : [];
      reasons.push(reason('2.11', `${OATH_NAMES.people} : détenir la Faveur du Peuple (${h ? playerName(h) : 'dans la réserve'}).`));
      break;
    }
    case 'protection': {
      const c = new Map(playersOf(s).map((p) => [p, relicsAndBanners(s, p)] as const));
      meets = most(c);
      reasons.push(reason('2.11', `${OATH_NAMES.protection} : détenir le plus de Reliques et de Bannières, le total des deux (${[...c.entries()].map(([p, n]) => `${playerName(p)} ${n}`).join(', ')}).`));
      break;
    }
    case 'devotion': {
      const h = bannerOf(s, 'darkestSecret').holder;
      meets = h ? [h] : [];
      reasons.push(reason('2.11', `${OATH_NAMES.devotion} : détenir le Sombre Secret (${h ? playerName(h) : 'dans la réserve'}).`));
      break;
    }
  }
  return { meets, reasons };
}

export interface TitleVerdict {
  holder: PlayerId;
  side: 'oathkeeper' | 'usurper';
  /** who meets the goal now */
  meets: PlayerId[];
  /** who holds the title once 2.11 is applied; several: the holder chooses among them */
  next: PlayerId[];
  reasons: Reason[];
}

/** Who holds or takes the title for the Oath in play (2.11). */
export function titleVerdict(s: Setup): TitleVerdict {
  const t = titleOf(s);
  const { meets, reasons } = oathkeeperGoal(s);
  let next: PlayerId[];
  if (meets.includes(t.holder)) {
    next = [t.holder];
    reasons.push(reason('2.11', meets.length > 1 ? `${PlayerName(t.holder)} détient le Titre et atteint l’objectif, à égalité : il le garde.` : `${PlayerName(t.holder)} détient le Titre et atteint l’objectif : il le garde.`));
  } else if (meets.length === 1) {
    next = meets;
    reasons.push(reason('2.11', `${PlayerName(meets[0]!)} atteint l’objectif et pas le détenteur : il prend le Titre, côté ${TITLE_SIDE_NAMES.oathkeeper}.`));
  } else if (meets.length > 1) {
    next = meets;
    reasons.push(reason('2.11', `Plusieurs joueurs atteignent l’objectif, pas le détenteur : ${playerName(t.holder)} choisit qui le prend parmi ${meets.map(playerName).join(', ')}.`));
  } else {
    next = [t.holder];
    reasons.push(reason('2.11', `Personne n’atteint l’objectif : le Titre reste ${t.holder === 'chancellor' ? 'au Chancelier' : `au ${playerName(t.holder).replace(/^le /, '')}`}.`));
  }
  return { holder: t.holder, side: t.side, meets, next, reasons };
}

/** Does a player meet a Vision's goal (3.2)? Every Vision also needs three Visions drawn. */
export function visionMet(s: Setup, p: PlayerId, v: Vision): { met: boolean; reasons: Reason[] } {
  const drawn = visionsOf(s);
  const reasons: Reason[] = [];
  let goal = false;
  if (v === 'conquest') {
    const c = siteCounts(s);
    goal = most(c).includes(p);
    reasons.push(reason('3.2', `${VISION_NAMES[v]} : contrôler le plus de sites (${countText(c.get(p) ?? 0, 'site')}).`));
  } else if (v === 'rebellion') {
    goal = bannerOf(s, 'peoplesFavor').holder === p;
    reasons.push(reason('3.2', `${VISION_NAMES[v]} : détenir la Faveur du Peuple.`));
  } else if (v === 'sanctuary') {
    const c = new Map(playersOf(s).map((q) => [q, relicsAndBanners(s, q)] as const));
    goal = most(c).includes(p);
    reasons.push(reason('3.2', `${VISION_NAMES[v]} : détenir le plus de Reliques et de Bannières (${c.get(p)}).`));
  } else {
    goal = bannerOf(s, 'darkestSecret').holder === p;
    reasons.push(reason('3.2', `${VISION_NAMES[v]} : détenir le Sombre Secret.`));
  }
  if (drawn < 3) reasons.push(reason('3.2', `Seulement ${countText(drawn, 'Vision Découverte', 'Visions Découvertes')} : il en faut au moins trois.`));
  return { met: goal && drawn >= 3, reasons };
}

export interface WakeVerdict {
  player: PlayerId;
  /** wins at this Wake, and how */
  wins: 'usurper' | 'visionary' | null;
  /** the title flips to Usurper at this Wake (4.1.3): a win at the next Wake if kept */
  flipsToUsurper: boolean;
  reasons: Reason[];
}

/** An Exile's Wake (4.1.2, 4.1.3): victory as Usurper (3.1) or Visionary (3.2), then the flip. */
export function wake(s: Setup, p: PlayerId): WakeVerdict {
  const reasons: Reason[] = [];
  if (roleOf(s, p) !== 'exile') return { player: p, wins: null, flipsToUsurper: false, reasons: [reason('4.1.2', `${PlayerName(p)} n’est pas Exilé : seul un Exilé vérifie sa victoire au Réveil.`)] };
  const t = titleOf(s);
  let wins: WakeVerdict['wins'] = null;
  if (t.holder === p && t.side === 'usurper') {
    wins = 'usurper';
    reasons.push(reason('3.1', `${PlayerName(p)} détient le Titre côté Usurpateur au début de son Réveil : il gagne.`));
  } else reasons.push(reason('3.1', t.holder === p ? `${PlayerName(p)} détient le Titre côté Gardien : pas encore Usurpateur.` : `${PlayerName(p)} ne détient pas le Titre.`));
  const v = s.players[p]?.vision;
  if (v) {
    const m = visionMet(s, p, v);
    reasons.push(...m.reasons);
    if (m.met && !wins) wins = 'visionary';
    reasons.push(reason('3.2', m.met ? `Il atteint l’objectif de sa ${VISION_NAMES[v]} : il gagne en Visionnaire.` : `Il n’atteint pas l’objectif de sa ${VISION_NAMES[v]}.`));
  } else reasons.push(reason('3.2', `${PlayerName(p)} n’a pas de Vision Révélée.`));
  const flips = !wins && t.holder === p && t.side === 'oathkeeper';
  if (flips) reasons.push(reason('4.1.3', 'Il retourne le Titre côté Usurpateur : s’il le garde jusqu’à son prochain Réveil, il gagnera.'));
  return { player: p, wins, flipsToUsurper: flips, reasons };
}

/** The Successor goal of a Citizen for the Oath in play (3.3.1, English labels). */
export function successorMet(s: Setup, p: PlayerId): { met: boolean; reasons: Reason[] } {
  if (roleOf(s, p) !== 'citizen') return { met: false, reasons: [reason('3.3.1', `${PlayerName(p)} n’est pas Citoyen.`)] };
  switch (s.oath) {
    case 'supremacy': {
      const mine = relicsAndBanners(s, p);
      const rivals = playersOf(s).filter((q) => q !== p && (q === 'chancellor' || roleOf(s, q) === 'citizen'));
      const met = rivals.every((q) => mine > relicsAndBanners(s, q));
      return { met, reasons: [reason('3.3.1', `Suprématie : détenir plus de Reliques et de Bannières (${mine}) que le Chancelier et que chaque autre Citoyen (${rivals.map((q) => `${playerName(q)} ${relicsAndBanners(s, q)}`).join(', ')}).`)] };
    }
    case 'people':
      return { met: bannerOf(s, 'darkestSecret').holder === p, reasons: [reason('3.3.1', 'Popularité : le Successeur détient le Sombre Secret.')] };
    case 'protection':
      return { met: bannerOf(s, 'peoplesFavor').holder === p, reasons: [reason('3.3.1', 'Protection : le Successeur détient la Faveur du Peuple.')] };
    case 'devotion':
      return { met: relicsOf(s, p).includes(GRAND_SCEPTER), reasons: [reason('3.3.1', 'Dévotion : le Successeur détient le Grand Sceptre.')] };
  }
}

function successor(s: Setup): { winner: PlayerId | null; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let winner: PlayerId | null = null;
  for (const p of playersOf(s).filter((q) => roleOf(s, q) === 'citizen')) {
    const m = successorMet(s, p);
    reasons.push(...m.reasons.map((r) => reason(r.rule, `${PlayerName(p)} — ${r.text}`)));
    if (m.met && !winner) winner = p;
  }
  return { winner, reasons };
}

/** Who would win by War Exhaustion at the end of round 8 (3.4.1–3.4.4, in order). */
export function warExhaustion(s: Setup): { winner: PlayerId; by: '3.4.1' | '3.4.2' | '3.4.3' | '3.4.4'; successor: boolean; reasons: Reason[] } {
  const t = titleOf(s);
  const reasons: Reason[] = [];
  const empire = (by: '3.4.1' | '3.4.4') => {
    const sc = successor(s);
    reasons.push(...sc.reasons);
    if (sc.winner) reasons.push(reason('3.3.1', `${PlayerName(sc.winner)} atteint l’objectif de Succession : il gagne à la place du Chancelier.`));
    else reasons.push(reason(by, 'Le Chancelier gagne.'));
    return { winner: sc.winner ?? ('chancellor' as PlayerId), by, successor: !!sc.winner, reasons };
  };
  if (isImperial(s, t.holder)) {
    reasons.push(reason('3.4.1', `${PlayerName(t.holder)}, joueur Impérial, est Gardien du Serment : l’Empire l’emporte.`));
    return empire('3.4.1');
  }
  reasons.push(reason('3.4.1', 'Le Gardien du Serment n’est pas un joueur Impérial.'));
  if (t.side === 'usurper') {
    reasons.push(reason('3.4.2', `${PlayerName(t.holder)}, Exilé, est Usurpateur : il gagne.`));
    return { winner: t.holder, by: '3.4.2', successor: false, reasons };
  }
  reasons.push(reason('3.4.2', 'Aucun Exilé n’est Usurpateur.'));
  const order: Vision[] = ['conquest', 'rebellion', 'sanctuary', 'faith'];
  const visionaries = playersOf(s)
    .filter((p) => roleOf(s, p) === 'exile' && s.players[p]?.vision && visionMet(s, p, s.players[p]!.vision!).met)
    .sort((a, b) => order.indexOf(s.players[a]!.vision!) - order.indexOf(s.players[b]!.vision!));
  if (visionaries.length) {
    const w = visionaries[0]!;
    reasons.push(reason('3.4.3', `${PlayerName(w)} atteint l’objectif de sa ${VISION_NAMES[s.players[w]!.vision!]}${visionaries.length > 1 ? ' ; départage : Conquête, puis Rébellion, puis Sanctuaire, puis Foi' : ''} : il gagne.`));
    return { winner: w, by: '3.4.3', successor: false, reasons };
  }
  reasons.push(reason('3.4.3', 'Aucun Exilé n’atteint l’objectif d’une Vision Révélée.'));
  return empire('3.4.4');
}

/** The end die's result that ends the game at the end of rounds 5, 6, 7 (3.3): 6, 5–6, 3–6. Source: SEED 3.3. */
export const END_DIE_THRESHOLD: Record<5 | 6 | 7, number> = { 5: 6, 6: 5, 7: 3 };

/** P(the end die ends the game) at the end of a round, exactly, through the dice kernel. */
export function endDieChance(round: 5 | 6 | 7): Fraction {
  const min = END_DIE_THRESHOLD[round];
  const d = distribution([{ die: END_DIE, n: 1 }], (r) => (r.counts[0]!.findIndex((c) => c > 0) + 1 >= min ? 1 : 0), String);
  return d.find((x) => x.value === 1)?.probability ?? ZERO;
}

export interface EndOdds {
  /** P(the game ends at the end of round 5, 6, 7, or reaches the end of round 8) */
  rounds: { round: 5 | 6 | 7 | 8; probability: Fraction }[];
  reasons: Reason[];
}

/**
 * The odds that the game ends at the end of each round by the end die, from the current round on,
 * with the Chancellor or a Citizen Oathkeeper at each check (`imperial`, by round 5, 6, 7; by
 * default the current holder's status for every round). Victories at a Wake are not counted.
 */
export function endOdds(s: Setup, imperial?: Partial<Record<5 | 6 | 7, boolean>>): EndOdds {
  const now = roundOf(s);
  const current = isImperial(s, titleOf(s).holder);
  const reasons: Reason[] = [];
  let alive: Fraction = ONE;
  const rounds: EndOdds['rounds'] = [];
  for (const r of [5, 6, 7] as const) {
    if (r < now) continue;
    const imp = imperial?.[r] ?? current;
    const p = imp ? endDieChance(r) : ZERO;
    const end = mul(alive, p);
    rounds.push({ round: r, probability: end });
    alive = sub(alive, end);
    reasons.push(
      reason(
        '3.3',
        imp
          ? `Fin du tour ${r} : un joueur Impérial est Gardien du Serment, on lance le dé de fin ; la partie s’arrête sur ${r === 5 ? '6' : r === 6 ? '5 ou 6' : '3, 4, 5 ou 6'} (${percentText(p)}).`
          : `Fin du tour ${r} : le Gardien du Serment n’est pas Impérial, on ne lance pas le dé de fin.`,
      ),
    );
  }
  rounds.push({ round: 8, probability: alive });
  reasons.push(reason('3.4', `La partie atteint la fin du tour 8 (Épuisement de Guerre) avec une probabilité de ${percentText(alive)}.`));
  return { rounds, reasons };
}

