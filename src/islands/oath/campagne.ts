/**
 * What the Campagne explorer's parts share: names of players and targets, the targets a reader
 * may declare, and how the engine's reasons are grouped to say where the defence comes from. No
 * rule is computed here: every number and every reason is the engine's (src/engine/oath).
 */
import type { Reason } from '~/engine/core/verdict';
import type { CampaignAnswer } from '~/engine/oath/campaign';
import { CAMPAIGN_CARDS, type CampaignCard } from '~/engine/oath/cards';
import type { SacrificePolicy, Target } from '~/engine/oath/pools';
import { BANNER_INFO, relicInfo } from '~/engine/oath/relics';
import { colourOf, type PlayerId, type Setup } from '~/engine/oath/setup';
import type { CampaignQuestion } from '~/engine/oath/situation';
import { siteInfo } from '~/engine/oath/sites';

export const NB = '\u00A0';

/** « le Chancelier », « le joueur 3 », « les Bandits ». */
export const who = (p: PlayerId | 'bandits') => (p === 'bandits' ? 'les Bandits' : p === 'chancellor' ? 'le Chancelier' : `le joueur ${p.slice(6)}`);
export const Who = (p: PlayerId | 'bandits') => who(p).charAt(0).toUpperCase() + who(p).slice(1);
/** « du Chancelier », « du joueur 3 ». */
export const ofWho = (p: PlayerId) => (p === 'chancellor' ? 'du Chancelier' : `du joueur ${p.slice(6)}`);

export function siteName(setup: Setup, n: number): string {
  const x = setup.sites[n - 1];
  if (!x) return `site ${n}`;
  return x.faceDown ? `site ${n} (face cachée)` : `${siteInfo(x.site).name} (site ${n})`;
}

export const keyOf = (t: Target) => ('site' in t ? `s${t.site}` : 'relic' in t ? `r${t.relic}` : 'banner' in t ? `b${t.banner}` : 'banish' in t ? 'bannir' : `rc${t.facedownRelics}`);

/** The targets the reader may tick: the attacker's site, the defender's sites, pawn, Relics, Bannières. */
export function candidates(setup: Setup, q: CampaignQuestion): { target: Target; label: string }[] {
  const out: { target: Target; label: string }[] = [];
  const origin = q.from ?? setup.players[q.attacker]?.pawn ?? 1;
  const colour = q.defender === 'bandits' ? null : colourOf(setup, q.defender);
  setup.sites.forEach((x, i) => {
    const n = i + 1;
    const his = colour ? (x.warbands?.[colour] ?? 0) > 0 : false;
    if (n === origin || his) out.push({ target: { site: n }, label: `Site ${n}${NB}: ${x.faceDown ? 'face cachée' : siteInfo(x.site).name}` });
  });
  if (q.defender !== 'bandits') {
    out.push({ target: { banish: true }, label: `Bannir ${who(q.defender)}` });
    for (const r of setup.players[q.defender]?.relics ?? []) out.push({ target: { relic: r }, label: `La Relique ${relicInfo(r).name}` });
    for (const b of ['peoplesFavor', 'darkestSecret'] as const) if (setup.banners?.[b]?.holder === q.defender) out.push({ target: { banner: b }, label: BANNER_INFO[b].name });
  }
  for (const t of q.targets) if (!out.some((c) => keyOf(c.target) === keyOf(t))) out.push({ target: t, label: targetLabel(setup, t) });
  return out;
}

function targetLabel(setup: Setup, t: Target): string {
  if ('site' in t) return `Site ${t.site}${NB}: ${siteName(setup, t.site).replace(/ \(site \d\)$/, '')}`;
  if ('relic' in t) return `La Relique ${relicInfo(t.relic).name}`;
  if ('banner' in t) return BANNER_INFO[t.banner].name;
  if ('facedownRelics' in t) return `Les Reliques face cachée du site ${t.facedownRelics}`;
  return 'Bannir le défenseur';
}

export const sacrificeText = (s: SacrificePolicy) =>
  s === 'win' ? 'sacrifier ce qui gagne' : s === 'never' ? 'ne jamais sacrifier' : `sacrifier en gardant au moins ${s.keep} Troupe${s.keep > 1 ? 's' : ''}`;

export const planLabel = (c: CampaignCard) =>
  !c.name ? `${c.en} (nom anglais)` : c.nameSource === 'seed' ? c.name : `${c.name} (traduction provisoire${NB}; nom anglais${NB}: ${c.en})`;
export const plansFor = (side: 'attacker' | 'defender') => CAMPAIGN_CARDS.filter((c) => c.kind === 'battlePlan' && (c.side === side || c.side === 'either'));
export const cardOf = (id: string) => CAMPAIGN_CARDS.find((c) => c.id === id);

/** The engine's summary of the pools (5.5.4), which the answer already shows in words. */
const isSummary = (r: Reason) => r.rule === '5.5.4' && /^Réserves\b/.test(r.text);

/** The reasons to show under « Pourquoi »: all the engine's but its summary of the pools. */
export const whyReasons = (a: CampaignAnswer) => a.reasons.filter((r) => !isSummary(r));

/**
 * Where the defence comes from, in the engine's own reasons: its dice (each target, the title,
 * powers and Plans that add some) and the Troupes (or Bandits) that add to it (5.5.4).
 */
export function defenceSources(a: CampaignAnswer): { dice: Reason[]; troops: Reason[] } {
  const dice = a.reasons.filter(
    (r) =>
      (['2.8.3', '2.4.2', '2.5.2'].includes(r.rule) && /^Cible /.test(r.text)) ||
      (r.rule === '5.5.2' && /^Bannir /.test(r.text)) ||
      r.rule === '2.11' ||
      (['5.5.3', '7.1.4'].includes(r.rule) && /de défense/.test(r.text)),
  );
  const troops = a.reasons.filter((r) => (r.rule === '5.5.4' || (r.rule === '7.6.5' && /s’ajoute/.test(r.text))) && !isSummary(r));
  return { dice, troops };
}
