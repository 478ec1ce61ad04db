/**
 * Who rules each site (glossary « Contrôler », 6.6.3): a player rules every site with one of their
 * Troupes; every Imperial player rules the sites with purple Troupes; the Bandits rule the sites
 * with no Troupe (2.8.3). As the French print says, a face-down site with no Troupe is the Bandits'
 * too (a later English Law restricts ruling to face-up sites: not followed here).
 *
 * The Bandit Crown (7.6.5): its holder treats the Bandits as its own Troupes, so it, and no one
 * else, rules every site where no Troupe stands; the Bandits then rule nothing.
 *
 * The Grand Mask (OATH-215, card text in LC; LCX GrandMask): during the turn of its holder, when an
 * Exile, the cards other than battle plans at Imperial sites are ruled by the holder and by no
 * Imperial player (`rulesCardAt`).
 */
import { reason, type Reason } from '../core/verdict';
import { countText } from '../core/format';
import { cardInfo, type CardId } from './deck';
import { isImperial, playersOf, relicsOf, roleOf, slotOf, type PlayerId, type Setup } from './setup';
import { ofPlayer, playerName } from './names';
import { siteInfo, sitePronoun } from './sites';

/** The ruler of a site: a colour (`chancellor` = the Empire's purple) or the Bandits. */
export type SiteRuler = PlayerId | 'bandits';

/** The Bandit Crown (OATH-221). */
export const BANDIT_CROWN = 'OATH-221';

/** The player who holds the Bandit Crown, if any (7.6.5). */
export function crownHolder(s: Setup): PlayerId | undefined {
  return playersOf(s).find((p) => relicsOf(s, p).includes(BANDIT_CROWN));
}

/** The colour whose Troupes stand on a slot, if any. */
export function troopsColour(s: Setup, slot: number): PlayerId | undefined {
  const w = slotOf(s, slot)?.warbands ?? {};
  return (Object.keys(w) as PlayerId[]).find((k) => (w[k] ?? 0) > 0);
}

/** The colour whose Troupes stand on a slot; with none, the Bandit Crown's holder, or the Bandits. */
export function rulerOf(s: Setup, slot: number): SiteRuler {
  return troopsColour(s, slot) ?? crownHolder(s) ?? 'bandits';
}

/** Does this player (or the Bandits) rule the slot? Imperial players all rule purple sites (6.6.3). */
export function rules(s: Setup, who: PlayerId | 'bandits', slot: number, imperial = who !== 'bandits' && isImperial(s, who)): boolean {
  const colour = troopsColour(s, slot);
  if (colour === undefined) return who === (crownHolder(s) ?? 'bandits');
  if (who === 'bandits') return false;
  return colour === who || (imperial && colour === 'chancellor');
}

/** The Grand Mask (OATH-215). */
export const GRAND_MASK = 'OATH-215';

/** The Grand Mask's holder when it acts: the player whose turn it is, an Exile holding it. */
export function maskHolder(s: Setup, turn: PlayerId | undefined): PlayerId | undefined {
  return turn && roleOf(s, turn) === 'exile' && relicsOf(s, turn).includes(GRAND_MASK) ? turn : undefined;
}

/** A site an Imperial player rules (purple Troupes, or an Imperial holder of the Bandit Crown). */
export function imperialSite(s: Setup, slot: number): boolean {
  const r = rulerOf(s, slot);
  return r !== 'bandits' && isImperial(s, r);
}

/** Does `who` rule this card at a site during `turn`'s turn? As the site's ruler, save under the Grand Mask. */
export function rulesCardAt(s: Setup, who: PlayerId | 'bandits', slot: number, card: CardId, turn: PlayerId | undefined, imperial?: boolean): boolean {
  const mask = maskHolder(s, turn);
  if (mask && !cardInfo(card).battlePlan && imperialSite(s, slot)) return who === mask;
  return rules(s, who, slot, imperial);
}

/** Slots a player rules. */
export function sitesRuled(s: Setup, who: PlayerId | 'bandits', imperial?: boolean): number[] {
  const out: number[] = [];
  for (let slot = 1; slot <= s.sites.length; slot++) if (rules(s, who, slot, imperial)) out.push(slot);
  return out;
}

export interface SiteControl {
  slot: number;
  ruler: SiteRuler;
  reasons: Reason[];
}

/** The ruler of every site, each with its reason. */
export function controlAll(s: Setup): SiteControl[] {
  return s.sites.map((x, i) => {
    const slot = i + 1;
    const ruler = rulerOf(s, slot);
    const info = siteInfo(x.site);
    const name = info.name;
    const it = sitePronoun(info);
    if (ruler !== 'bandits' && troopsColour(s, slot) === undefined)
      return { slot, ruler, reasons: [reason('7.6.5', `${name} : aucune Troupe ; ${playerName(ruler)} détient la Couronne des Bandits, dont les Bandits sont ses Troupes : il ${it} contrôle.`)] };
    if (ruler === 'bandits') return { slot, ruler, reasons: [reason('2.8.3', `${name} : aucune Troupe, les Bandits ${it} contrôlent.`)] };
    const n = x.warbands?.[ruler] ?? 0;
    if (ruler === 'chancellor') {
      const imperials = playersOf(s).filter((p) => isImperial(s, p)).map(playerName);
      return { slot, ruler, reasons: [reason('6.6.3', `${name} : ${countText(n, 'Troupe violette', 'Troupes violettes')} ; chaque joueur Impérial ${it} contrôle (${imperials.join(', ')}).`)] };
    }
    return { slot, ruler, reasons: [reason('10', `${name} : ${countText(n, 'Troupe')} ${ofPlayer(ruler)}, qui ${it} contrôle.`)] };
  });
}
