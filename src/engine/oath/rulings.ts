/**
 * Official rulings: Leder Games answers questions card by card on its card site
 * (cards.ledergames.com), from the data of LederCards/cards, content/faq/oath/en-US.yml. Here are
 * those that touch a rule or a card this engine applies, each told in Clairière’s own French words
 * (never the FAQ’s sentences), with the card it is filed under and the rules it touches.
 *
 * `engine` says what the engine does with it: 'applique' (it agrees, and tests/engine/oath/
 * rulings.test.ts checks it on a position), 'affiche' (the engine does not compute that point; the
 * ruling is shown to the reader only) or 'ecart' (the engine still answers otherwise: `gap` says how,
 * and the test checks that the gap is still there, so that whoever closes it updates this entry).
 * Plain data: no import.
 */

export const RULINGS_SOURCE = {
  site: 'cards.ledergames.com',
  repo: 'LederCards/cards',
  path: 'content/faq/oath/en-US.yml',
  commit: '2e9877f88c7f6cf5d9b81d9317d2fca243cb518c',
} as const;

export interface Ruling {
  id: string;
  /** the card the FAQ files it under: its English name and official id */
  card: { en: string; id: string };
  /** rules of La Loi d’Oath it touches */
  rules: string[];
  /** the ruling, in our own French */
  fact: string;
  engine: 'applique' | 'affiche' | 'ecart';
  /** for 'ecart': what the engine does instead, in French */
  gap?: string;
}

export const RULINGS: readonly Ruling[] = [
  {
    id: 'bois-brumeux-decadent',
    card: { en: 'Shrouded Wood', id: 'OATH-255' },
    rules: ['5.6.1', '7.1.1'],
    fact: 'Depuis le Bois Brumeux, un Chancelier Décadent qui Voyage vers le Hinterland paie 3 Provisions : les 2 que coûte toujours le départ du Bois, plus celle de Décadent.',
    engine: 'applique',
  },
  {
    id: 'bois-brumeux-controle',
    card: { en: 'Shrouded Wood', id: 'OATH-255' },
    rules: ['5.6.1', '10'],
    fact: 'Le choix de la destination n’appartient qu’à un adversaire joueur qui contrôle le Bois Brumeux : si vous le contrôlez vous-même, personne ne choisit pour vous, et si ce sont les Bandits, on en part normalement. Un autre adversaire qui le contrôle choisit, lui, même quand c’est un tiers qui vous fait Voyager.',
    engine: 'affiche',
  },
  {
    id: 'sentiers-forestiers-bois',
    card: { en: 'Forest Paths', id: 'OATH-043' },
    rules: ['7.6.2'],
    fact: 'Sentiers Forestiers (nom provisoire) depuis le Bois Brumeux qu’un adversaire contrôle : si celui-ci vous envoie vers un site qui porte une carte Beast, le Voyage est gratuit. La carte n’écarte que le pouvoir des sites, pas celui des cartes posées sur le site d’arrivée.',
    engine: 'applique',
  },
  {
    id: 'tentes-bois',
    card: { en: 'Tents', id: 'OATH-029' },
    rules: ['7.4', '7.6.2'],
    fact: 'On décide d’utiliser Tentes (nom provisoire) dès le début du Voyage ; si celui qui contrôle le Bois Brumeux vous envoie dans une autre région, Tentes ne sert à rien et le départ du Bois coûte ses 2 Provisions.',
    engine: 'applique',
  },
  {
    id: 'lieu-cache-deux-secrets',
    card: { en: 'The Hidden Place', id: 'OATH-258' },
    rules: ['2.8.5', '5.5.2'],
    fact: 'Entrer au Lieu Caché (nom provisoire) demande un secret retourné, et y déclarer ensuite des cibles de Campagne en demande un autre : deux en tout. Nul n’y est envoyé de force sans accepter de retourner son secret.',
    engine: 'applique',
  },
  {
    id: 'pieges-a-ours',
    card: { en: 'Bear Traps', id: 'OATH-003' },
    rules: ['5.5.3'],
    fact: 'Pièges à Ours (nom provisoire) retire à l’attaquant exactement un dé d’attaque et une Troupe : la Troupe tuée n’enlève pas un second dé, les dés étant déjà réunis. Elle compte parmi les Troupes tuées pour le Chaudron Maudit.',
    engine: 'applique',
  },
  {
    id: 'patrouille-montee',
    card: { en: 'Mounted Patrol', id: 'OATH-163' },
    rules: ['5.5.3'],
    fact: 'Patrouille Montée (nom provisoire) divise par deux le nombre de dés que lance l’attaquant, tel que l’ont laissé tous les autres Plans de Bataille.',
    engine: 'applique',
  },
  {
    id: 'rodeurs',
    card: { en: 'Rangers', id: 'OATH-045' },
    rules: ['5.5.3'],
    fact: 'Rôdeurs (nom provisoire) : les deux dés d’attaque de plus se jugent au moment où l’on utilise la carte ; si la défense n’a pas encore 4 dés, des dés que le défenseur ajoute ensuite n’y changent rien. Les crânes sont ignorés dans tous les cas.',
    engine: 'applique',
  },
  {
    id: 'specialiste',
    card: { en: 'Specialist', id: 'OATH-114' },
    rules: ['5.5.3'],
    fact: 'Contre Spécialiste (nom provisoire), « le défenseur » désigne tout le camp en défense : aucun Allié impérial ne peut non plus utiliser de Plan de Bataille.',
    engine: 'applique',
  },
  {
    id: 'geant-des-montagnes',
    card: { en: 'Mountain Giant', id: 'OATH-155' },
    rules: ['5.5.3'],
    fact: 'Géant des Montagnes (nom provisoire) ne part à la défausse que si l’on a choisi trois dés de plus ou de moins, pas un seul.',
    engine: 'applique',
  },
  {
    id: 'lanciers',
    card: { en: 'Lancers', id: 'OATH-154' },
    rules: ['5.5.5'],
    fact: 'Lanciers (nom provisoire) : on fait comme si chaque dé d’attaque avait donné deux fois son résultat, crânes compris.',
    engine: 'applique',
  },
  {
    id: 'parleurs-de-feu',
    card: { en: 'Fire Talkers', id: 'OATH-031' },
    rules: ['5.5.3', '10'],
    fact: 'Parleurs de Feu (nom provisoire) profite aussi à un Citoyen quand c’est le Chancelier qui détient le Sombre Secret ; l’éditeur le présente comme un erratum, lié à sa nouvelle définition de « vous ».',
    engine: 'applique',
  },
  {
    id: 'briseur-de-sorts',
    card: { en: 'Spell Breaker', id: 'OATH-162' },
    rules: ['7.1.2', '7.5'],
    fact: 'Briseur de Sorts (nom provisoire) interdit aussi un pouvoir dont le coût en secret vient de l’Armure Étincelante (nom provisoire), et les secrets que demandent le Géant Enseveli (nom provisoire) et le Lieu Caché (nom provisoire).',
    engine: 'applique',
  },
  {
    id: 'eclaireurs',
    card: { en: 'Scouts', id: 'OATH-008' },
    rules: ['5.5.1'],
    fact: 'La Provision que rend Éclaireurs (nom provisoire) s’ajoute même à une Campagne faite sans dépenser de Provisions : on y gagne alors une Provision.',
    engine: 'affiche',
  },
  {
    id: 'code-d-honneur',
    card: { en: 'Code of Honor', id: 'OATH-103' },
    rules: ['5.5.3', '7.5'],
    fact: 'Quand le Chancelier, Allié d’un Citoyen en défense, utilise Code d’Honneur (nom provisoire), le Citoyen non plus ne peut utiliser d’autre Plan (erratum). Des Bandits qui contrôlent cette carte l’utilisent en défense, et aucun autre Plan.',
    engine: 'affiche',
  },
  {
    id: 'emissaire-de-paix',
    card: { en: 'Peace Envoy', id: 'OATH-125' },
    rules: ['5.5.3', '7.1.2'],
    fact: 'Les faveurs d’Émissaire de Paix (nom provisoire) vont au seul joueur attaqué, pas à ses Alliés, et font partie du coût : sans elles, pas de victoire par cette carte.',
    engine: 'affiche',
  },
  {
    id: 'grande-croisade',
    card: { en: 'Great Crusade', id: 'OATH-164' },
    rules: ['5.5.3'],
    fact: 'Grande Croisade (nom provisoire) se compte elle-même parmi les cartes Nomad que vous contrôlez.',
    engine: 'affiche',
  },
  {
    id: 'gardiens-des-grimoires',
    card: { en: 'Tome Guardians', id: 'OATH-110' },
    rules: ['5.4', '10'],
    fact: 'Si les Bandits contrôlent Gardiens des Grimoires (nom provisoire), personne ne peut Récupérer le Sombre Secret : les Bandits tiennent tous les joueurs pour leurs adversaires.',
    engine: 'affiche',
  },
];

/** The rulings filed under a card (by official id) or touching a rule. */
export function rulingsFor(q: { card?: string; rule?: string }): Ruling[] {
  return RULINGS.filter((r) => (q.card === undefined || r.card.id === q.card) && (q.rule === undefined || r.rules.includes(q.rule)));
}
