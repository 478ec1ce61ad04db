/**
 * The Trait cards' ids, bots and French names (R3.3.2): the little the position needs (validation,
 * notation, battle hooks) without the cards' texts and sources, which stay in data.ts.
 * French names: community translations (clockroot, fr-FR) or the engine's own, « non confirmé »
 * (see data.ts).
 */
import type { FactionId } from '../factions';

export const MARQUISE_TRAITS = ['blitz', 'fortified', 'hospitals', 'iron_will'] as const;
export const EYRIE_TRAITS = ['nobility', 'relentless', 'swoop', 'war_tax'] as const;
export const ALLIANCE_TRAITS = ['informants', 'popularity', 'veterans', 'wildfire'] as const;
export const VAGABOT_TRAITS = ['adventurer', 'berserker', 'helper', 'marksman'] as const;
export const LIZARDS_TRAITS = ['spiteful', 'erratic', 'fanatics', 'martyrs'] as const;
export const RIVERFOLK_TRAITS = ['greedy', 'involved', 'garrison', 'ferocious'] as const;
export const DUCHY_TRAITS = ['foundations', 'investors', 'overwhelm', 'invaders'] as const;
export const CORVIDS_TRAITS = ['gamble', 'backup_plans', 'mastermind', 'vendetta'] as const;
export type TraitId = (typeof MARQUISE_TRAITS)[number] | (typeof EYRIE_TRAITS)[number] | (typeof ALLIANCE_TRAITS)[number] | (typeof VAGABOT_TRAITS)[number] | (typeof LIZARDS_TRAITS)[number] | (typeof RIVERFOLK_TRAITS)[number] | (typeof DUCHY_TRAITS)[number] | (typeof CORVIDS_TRAITS)[number];
/** Every Trait, bot by bot in the order of the chapters (R4–R11): the normal order of a list of Traits. */
export const TRAIT_IDS: readonly TraitId[] = [...MARQUISE_TRAITS, ...EYRIE_TRAITS, ...ALLIANCE_TRAITS, ...VAGABOT_TRAITS, ...LIZARDS_TRAITS, ...RIVERFOLK_TRAITS, ...DUCHY_TRAITS, ...CORVIDS_TRAITS];

/** The bot each Trait belongs to. */
export const TRAIT_BOT = Object.fromEntries([
  ...MARQUISE_TRAITS.map((t) => [t, 'marquise'] as const),
  ...EYRIE_TRAITS.map((t) => [t, 'eyrie'] as const),
  ...ALLIANCE_TRAITS.map((t) => [t, 'alliance'] as const),
  ...VAGABOT_TRAITS.map((t) => [t, 'vagabond'] as const),
  ...LIZARDS_TRAITS.map((t) => [t, 'lizards'] as const),
  ...RIVERFOLK_TRAITS.map((t) => [t, 'riverfolk'] as const),
  ...DUCHY_TRAITS.map((t) => [t, 'duchy'] as const),
  ...CORVIDS_TRAITS.map((t) => [t, 'corvids'] as const),
]) as { [T in TraitId]: FactionId };

/** French names (not confirmed by a Matagot source: see data.ts). */
export const TRAIT_NAMES: { [T in TraitId]: string } = {
  blitz: 'Blitz',
  fortified: 'Fortifié',
  hospitals: 'Hôpitaux',
  iron_will: 'Implacable',
  nobility: 'Noblesse',
  relentless: 'Impitoyable',
  swoop: 'Descente',
  war_tax: 'Taxe',
  informants: 'Informateurs',
  popularity: 'Popularité',
  veterans: 'Vétérans',
  wildfire: 'Feu de forêt',
  adventurer: 'Aventurier',
  berserker: 'Fou Furieux',
  helper: 'Assistant',
  marksman: 'Tireur',
  spiteful: 'Rancunier',
  erratic: 'Erratique',
  fanatics: 'Fanatiques',
  martyrs: 'Martyrs',
  greedy: 'Cupide',
  involved: 'Impliqué',
  garrison: 'Garnison',
  ferocious: 'Féroce',
  foundations: 'Fondations',
  investors: 'Investisseurs',
  overwhelm: 'Submerger',
  invaders: 'Envahisseurs',
  gamble: 'Pari',
  backup_plans: 'Plans de secours',
  mastermind: 'Cerveau',
  vendetta: 'Vendetta',
};
