/**
 * Where the Oath engine's facts come from. Every fact in the data modules (dice, map, sites,
 * relics, cards) carries a short source note naming these ids; the rules themselves are cited by
 * their number in La Loi d’Oath (`src/data/oath-rule-numbers.json`).
 *
 * The facts were cross-checked outside the project; the project never reads those files. Seed line
 * numbers are those of the bilingual rule book scrape the site was written from.
 */
export const SOURCES = {
  SEED: 'La Loi d’Oath, livret bilingue : anglais du 20 octobre 2020 et impression française d’avril 2021',
  LAW25: 'Law of Oath, édition anglaise ultérieure de Leder Games (avec le chapitre « Site Reference »)',
  LC: 'Données officielles des cartes, LederCards/cards (oathbasegame.yml, identifiants OATH-001 à OATH-270)',
  TTS: 'Module Tabletop Simulator sous licence (jhoffmann2/OathUltimateCollection)',
  LCX: 'Moteur de règles LeCodex/Oath (TypeScript)',
  AKA: 'Bibliothèque de probabilités akaan/oath-odds (fractions exactes)',
  CMR: 'Bot de dés crowmagnumb/oathroll (table Monte-Carlo)',
  KOD: 'Lanceur de dés KodrAus/oath-dice-roller',
  MATHOM: 'Liste de matériel d’un détaillant (17 dés, 94 Troupes, 23 sites, 21 Reliques)',
  CALC: 'Énumération exacte indépendante (fractions), faite pour vérifier les valeurs de référence',
} as const;

export type SourceId = keyof typeof SOURCES;
