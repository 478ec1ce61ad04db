// The site's explorers, in one list: each explorer's page, what it answers, which rules it applies
// and which question kinds of its game's engine it shows. The sidebars' « Explorateurs » groups
// (astro.config.mjs), the home page and each game's page (src/components/Explorateurs.astro) are
// made from this list, so a page can't announce a missing explorer or forget a built one; and
// tests/content/explorateurs.test.ts checks it against the engines' own registry
// (src/engine/games.ts: every question kind is shown by an explorer here, or named in `SANS_EXPLORATEUR`).
// No DOM, no Node: the build, pages and tests read it.

/**
 * @typedef {{
 *   id: string,
 *   jeu: 'root' | 'oath' | 'tiny-epic-tactics',
 *   moteur: 'root' | 'oath' | 'tet',
 *   slug: string,
 *   titre: string,
 *   resume: string,
 *   regles: { n: string, livre: 'loi' | 'robotique' | 'oath' | 'tet' }[],
 *   questions: string[],
 * }} Explorateur
 */

/** @type {Explorateur[]} */
export const EXPLORATEURS = [
  {
    id: 'root-plateau',
    jeu: 'root',
    moteur: 'root',
    slug: 'root/plateau',
    titre: 'Plateau d’essai',
    resume: 'Qui contrôle chaque clairière, quels déplacements sont permis, les chances exactes d’un combat, sur n’importe quelle position des quatre cartes.',
    regles: [
      { n: '2.5', livre: 'loi' },
      { n: '4.2', livre: 'loi' },
      { n: '4.3', livre: 'loi' },
    ],
    questions: ['control', 'movement', 'battle', 'placement', 'favor', 'outrage', 'coalition'],
  },
  {
    id: 'root-robot',
    jeu: 'root',
    moteur: 'root',
    slug: 'root/explorateurs/robot',
    titre: 'Tour d’un robot',
    resume: 'Le tour entier d’un robot de l’extension Mécanique, étape par étape, avec la carte d’ordre, les égalités et le plateau après chaque étape.',
    regles: [
      { n: '2', livre: 'robotique' },
      { n: '3', livre: 'robotique' },
    ],
    questions: ['bot'],
  },
  {
    id: 'root-tour',
    jeu: 'root',
    moteur: 'root',
    slug: 'root/explorateurs/tour',
    titre: 'Tour d’une faction',
    resume: 'Le tour d’une faction jouée par une personne : chaque action permise maintenant, avec son coût et sa règle, chaque refus avec la sienne ; jouez une action, voyez le plateau après, annulez, partagez.',
    regles: [
      { n: '1.4', livre: 'loi' },
      { n: '6.5', livre: 'loi' },
      { n: '4.1', livre: 'loi' },
    ],
    questions: ['turn'],
  },
  {
    id: 'oath-campagne',
    jeu: 'oath',
    moteur: 'oath',
    slug: 'oath/explorateurs/campagne',
    titre: 'Campagne',
    resume: 'Une Campagne sur la Mappemonde : cibles, Troupes, pions, Plans de Bataille et sacrifice ; les chances exactes de victoire et le meilleur nombre de dés.',
    regles: [
      { n: '5.5', livre: 'oath' },
      { n: '5.5.2', livre: 'oath' },
      { n: '5.5.5', livre: 'oath' },
    ],
    questions: ['campaign'],
  },
  {
    id: 'oath-des',
    jeu: 'oath',
    moteur: 'oath',
    slug: 'oath/explorateurs/des',
    titre: 'Dés contre dés',
    resume: 'N dés d’attaque contre M dés de défense, sans carte : les chances exactes de victoire, chaque issue, et combien de dés lancer.',
    regles: [
      { n: '2.11', livre: 'oath' },
      { n: '5.5.3', livre: 'oath' },
      { n: '5.5.4', livre: 'oath' },
      { n: '5.5.5', livre: 'oath' },
      { n: '5.5.6', livre: 'oath' },
      { n: '9.5', livre: 'oath' },
    ],
    questions: ['dice'],
  },
  {
    id: 'oath-titre',
    jeu: 'oath',
    moteur: 'oath',
    slug: 'oath/explorateurs/titre',
    titre: 'Titre et fin de partie',
    resume: 'Qui est Gardien du Serment selon le Serment en jeu, et comment finit la partie à la fin d’un tour.',
    regles: [
      { n: '2.11', livre: 'oath' },
      { n: '3.3.1', livre: 'oath' },
      { n: '3.4', livre: 'oath' },
    ],
    questions: ['title', 'end'],
  },
  {
    id: 'oath-voyage',
    jeu: 'oath',
    moteur: 'oath',
    slug: 'oath/explorateurs/voyage',
    titre: 'Voyages et Provisions',
    resume: 'Le coût en Provisions de chaque voyage depuis un site, et les Provisions d’un joueur au début de son tour.',
    regles: [
      { n: '5.6', livre: 'oath' },
      { n: '2.8.5', livre: 'oath' },
      { n: '4.3.4', livre: 'oath' },
    ],
    questions: ['travel', 'supply'],
  },
  {
    id: 'oath-tour',
    jeu: 'oath',
    moteur: 'oath',
    slug: 'oath/explorateurs/tour',
    titre: 'Tour',
    resume: 'Un joueur et une action de son tour : ce qu’elle permet dans la position, cartes et modificateurs compris, avec son coût, et ce qu’elle refuse, avec la règle qui l’interdit.',
    regles: [
      { n: '5.1', livre: 'oath' },
      { n: '5.2', livre: 'oath' },
      { n: '5.3', livre: 'oath' },
      { n: '5.4', livre: 'oath' },
      { n: '5.5.1', livre: 'oath' },
      { n: '5.6', livre: 'oath' },
      { n: '6', livre: 'oath' },
    ],
    questions: ['action'],
  },
  {
    id: 'tet-grille',
    jeu: 'tiny-epic-tactics',
    moteur: 'tet',
    slug: 'tiny-epic-tactics/explorateurs/grille',
    titre: 'La grille',
    resume: 'Sur une grille : déplacements, cibles, chances d’une attaque, d’un Sort, de la Baliste, un tour vérifié avec ses cartes Tactique, zones et score ; les capacités que vous décrivez s’appliquent partout.',
    regles: [
      { n: '4.2', livre: 'tet' },
      { n: '4.3', livre: 'tet' },
      { n: '4.4', livre: 'tet' },
      { n: '9', livre: 'tet' },
    ],
    questions: ['deplacement', 'cibles', 'melee', 'distance', 'sort', 'baliste', 'tour', 'zones', 'score'],
  },
  {
    id: 'tet-aventure',
    jeu: 'tiny-epic-tactics',
    moteur: 'tet',
    slug: 'tiny-epic-tactics/explorateurs/aventure',
    titre: 'Aventure Solo : le tour de l’Ennemi',
    resume: 'Le tour d’une unité ennemie, étape par étape, par la Boussole de Décision ; le Temps, la manche coopérative, les donjons, Pièges et tirages de la mise en place en chances exactes, et la fin.',
    regles: [
      { n: '11.5.12', livre: 'tet' },
      { n: '11.5.13', livre: 'tet' },
      { n: '11.5.17', livre: 'tet' },
      { n: '11.5.21', livre: 'tet' },
    ],
    questions: ['ennemi', 'aventure'],
  },
];

/**
 * The question kinds an engine answers with no explorer to show them: they are answered in the
 * situation files of the rule pages' tests and by `npm run scenario`, and no page offers them.
 * @type {Record<'root' | 'oath' | 'tet', Record<string, string>>}
 */
export const SANS_EXPLORATEUR = {
  root: {},
  oath: { position: 'la validation seule d’une position (utilisée par les autres questions)' },
  tet: {
    validation: 'la validation seule d’une position (utilisée par les autres questions)',
  },
};

/**
 * Which island shows which question kind, by engine: `src/components/Essai.astro` picks the island
 * from it, and the tests check it against the explorers above and the engines' own lists.
 * @type {Record<'root' | 'oath' | 'tet', Record<string, 'plateau' | 'campagne' | 'des' | 'titre' | 'voyage' | 'grille' | 'aventure'>>}
 */
export const ILOTS = {
  root: { control: 'plateau', movement: 'plateau', battle: 'plateau', placement: 'plateau', favor: 'plateau', outrage: 'plateau', coalition: 'plateau', bot: 'plateau', turn: 'plateau' },
  oath: { campaign: 'campagne', dice: 'des', title: 'titre', end: 'titre', travel: 'voyage', supply: 'voyage', action: 'tour' },
  tet: { deplacement: 'grille', cibles: 'grille', melee: 'grille', distance: 'grille', sort: 'grille', baliste: 'grille', tour: 'grille', zones: 'grille', score: 'grille', ennemi: 'aventure', aventure: 'aventure' },
};

/** The explorers of one game (its content folder: "root", "oath", "tiny-epic-tactics"), in order. */
export function explorateursDe(jeu) {
  return EXPLORATEURS.filter((e) => e.jeu === jeu);
}

/** The sidebar group « Explorateurs » of one game: a link to each explorer's page. */
export function explorersGroup(jeu) {
  return { label: 'Explorateurs', items: explorateursDe(jeu).map((e) => ({ slug: e.slug })) };
}
