/**
 * Who rules each site (glossary « Contrôler », 6.6.3): a player rules every site with one of their
 * Troupes; every Imperial player rules the sites with purple Troupes; the Bandits rule the sites
 * with no Troupe (2.8.3). As the French print says, a face-down site with no Troupe is the Bandits'
 * too (a later English Law restricts ruling to face-up sites: not followed here).
 */
import { reason, type Reason } from '../core/verdict';
import { countText } from '../core/format';
import { isImperial, playersOf, slotOf, type PlayerId, type Setup } from './setup';
import { ofPlayer, playerName } from './names';
import { siteInfo, sitePronoun } from './sites';

/** The ruler of a site: a colour (`chancellor` = the Empire's purple) or the Bandits. */
export type SiteRuler = PlayerId | 'bandits';

/** The colour whose Troupes stand on a slot, or the Bandits. */
export function rulerOf(s: Setup, slot: number): SiteRuler {
  const w = slotOf(s, slot)?.warbands ?? {};
  const owners = (Object.keys(w) as PlayerId[]).filter((k) => (w[k] ?? 0) > 0);
  return owners[0] ?? 'bandits';
}

/** Does this player (or the Bandits) rule the slot? Imperial players all rule purple sites (6.6.3). */
export function rules(s: Setup, who: PlayerId | 'bandits', slot: number, imperial = who !== 'bandits' && isImperial(s, who)): boolean {
  const r = rulerOf(s, slot);
  if (who === 'bandits') return r === 'bandits';
  return r === who || (imperial && r === 'chancellor');
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
    if (ruler === 'bandits') return { slot, ruler, reasons: [reason('2.8.3', `${name} : aucune Troupe, les Bandits ${it} contrôlent.`)] };
    const n = x.warbands?.[ruler] ?? 0;
    if (ruler === 'chancellor') {
      const imperials = playersOf(s).filter((p) => isImperial(s, p)).map(playerName);
      return { slot, ruler, reasons: [reason('6.6.3', `${name} : ${countText(n, 'Troupe violette', 'Troupes violettes')} ; chaque joueur Impérial ${it} contrôle (${imperials.join(', ')}).`)] };
    }
    return { slot, ruler, reasons: [reason('10', `${name} : ${countText(n, 'Troupe')} ${ofPlayer(ruler)}, qui ${it} contrôle.`)] };
  });
}
