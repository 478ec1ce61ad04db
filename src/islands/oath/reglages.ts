/**
 * What a Plan de Bataille asks the reader (its « réglages »): the facts the position cannot tell
 * the engine (src/engine/oath/plans.ts reads them from the PlanUse: `choice`, `n`, `when`, `site`).
 * Derived from the card's effects, for one side, with or without a Mappemonde: with one, the
 * engine reads a Bannière held or the pawns together on the board, and a card's site by its slot;
 * with no map (dés contre dés), the reader says each of these facts. Nothing is computed here.
 */
import { cardById, type CampaignCard, type Condition, type Effect } from '~/engine/oath/cards';
import { boardFact, type PlanUse, type Side } from '~/engine/oath/plans';

const NB = '\u00A0';

export type Reglage =
  /** two ways to use it (Mountain Giant) */
  | { kind: 'choice'; labels: string[] }
  /** whether its condition holds: a yes/no question, in French */
  | { kind: 'when'; question: string }
  /** the slot of the card's site, read against the targets */
  | { kind: 'site' }
  /** a count the position does not hold */
  | { kind: 'n'; label: string; max: number };

const sideName = (s: Side) => (s === 'attacker' ? 'l’attaquant' : 'le défenseur');

/** What each count-card counts, in the words of its text (cards.ts), for the side that uses it. */
const COUNTS: Record<string, (s: Side) => string> = {
  'OATH-164': (s) => `Cartes Nomad que contrôle ${sideName(s)}`,
  'OATH-175': (s) => `Conseillers Beast qu’a ${sideName(s)}`,
  'OATH-195': () => 'Cartes Beast sur tous les sites',
  'OATH-060': (s) => `Autres Clans comptés (au plus ceux que contrôle ${sideName(s)})`,
};

/** The effects a card has for one side (the way chosen, for a card used one of two ways). */
function effectsFor(card: CampaignCard, side: Side, choice = 0): Effect[] {
  if (card.choices) return (card.choices[choice] ?? card.choices[0]!)[side];
  return [...(card.any ?? []), ...(card[side] ?? [])];
}

/** The question a condition puts to the reader, or null when the engine decides it. */
function question(c: Condition, side: Side, board: boolean): Reglage | null {
  switch (c.kind) {
    case 'given':
      return { kind: 'when', question: c.what };
    case 'siteTargeted':
      return board ? { kind: 'site' } : { kind: 'when', question: boardFact(c, side) };
    case 'holds':
    case 'pawnsTogether':
    case 'bothExiles':
      return board ? null : { kind: 'when', question: boardFact(c, side) };
    default:
      return null;
  }
}

/** The réglages of a Plan de Bataille used by `side`, on a Mappemonde (`board`) or not. */
export function reglages(card: CampaignCard, side: Side, board: boolean, choice = 0): Reglage[] {
  const out: Reglage[] = [];
  if (card.choices) out.push({ kind: 'choice', labels: card.choices.map((c) => c.label) });
  const questions: string[] = [];
  let site = false;
  let n: Reglage | null = null;
  for (const e of effectsFor(card, side, choice)) {
    const q = e.when ? question(e.when, side, board) : null;
    if (q?.kind === 'when' && !questions.includes(q.question)) questions.push(q.question);
    if (q?.kind === 'site') site = true;
    if (n) continue;
    if ((e.kind === 'attackDice' || e.kind === 'defenseDice') && e.per === 'given') n = { kind: 'n', label: COUNTS[card.id]?.(side) ?? `Nombre que compte ${card.name}`, max: 30 };
    else if ((e.kind === 'attackDice' || e.kind === 'defenseDice') && e.per && !board) n = { kind: 'n', label: e.per === 'targetedSites' ? 'Sites ciblés' : 'Reliques ciblées', max: 8 };
    else if (e.kind === 'extraForce') n = { kind: 'n', label: 'Troupes qui rejoignent l’Armée', max: 30 };
    else if (e.kind === 'redeploy') n = { kind: 'n', label: 'Troupes du défenseur en défense après le déplacement', max: 30 };
    else if (e.kind === 'spoils' && e.spoil.kind === 'gainFavorPerAdviser') n = { kind: 'n', label: 'Conseillers de l’adversaire', max: 30 };
  }
  if (site) out.push({ kind: 'site' });
  if (questions.length) out.push({ kind: 'when', question: questions.join(' et ') });
  if (n) out.push(n);
  return out;
}

/** The same, from a PlanUse (an unknown card asks nothing). */
export function reglagesOf(use: PlanUse, side: Side, board: boolean): Reglage[] {
  const card = cardById(use.card);
  return card ? reglages(card, side, board, use.choice ?? 0) : [];
}

/** A yes/no question, capitalised, with its French question mark. */
export const questionText = (q: string) => `${q.charAt(0).toUpperCase()}${q.slice(1)}${NB}?`;

/** A card's text as the reader reads it: without the engine's « (n) » marks. */
export const cardText = (c: CampaignCard) => c.text.replace(/\s*\(n(?: choisi)?\)/g, '');

