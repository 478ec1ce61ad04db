/**
 * The actions of an Oath turn (question `action`): one interface for every Major Action (chapter 5)
 * and Minor Action (chapter 6). Types and the list of actions only; no rule here.
 *
 * How an action plugs in — one interface, `ActionModule`:
 * - `legal(setup, player, params)` reads the position (with its cards when it holds them) and says
 *   what this player may do with this action now: every legal choice with its cost and the rule
 *   that grants it, every refusal with the rule that forbids it, and notes (what the position does
 *   not say, powers the engine names without applying them). Pure, never throws on a valid position.
 * - A choice is one way to take the action (« Piocher dans la pioche Monde », « Poser une faveur sur
 *   Keep »); a refusal is one way the reader might try that the rules forbid.
 *
 * Modules import data, rule modules and resolvers of the engine (setup, deck, sites, control,
 * travel), never situation.ts nor evaluate.ts: those import them.
 */
import type { Reason } from '../../core/verdict';
import type { CardId } from '../deck';
import type { PlayerId, Setup } from '../setup';

/** The six Major Actions (5.1–5.6), in the Law's order. */
export const MAJOR_ACTIONS = ['search', 'muster', 'trade', 'recover', 'campaign', 'travel'] as const;
/** The Minor Actions of chapter 6 (6.1–6.8), in the Law's order. */
export const MINOR_ACTIONS = ['adviser', 'power', 'peekRelic', 'peekReliquary', 'warbands', 'citizenship', 'exile', 'selfExile'] as const;
export const ACTION_IDS = [...MAJOR_ACTIONS, ...MINOR_ACTIONS] as const;
export type ActionId = (typeof ACTION_IDS)[number];

export function isActionId(x: unknown): x is ActionId {
  return typeof x === 'string' && (ACTION_IDS as readonly string[]).includes(x);
}
export const isMajor = (a: ActionId) => (MAJOR_ACTIONS as readonly string[]).includes(a);

/** The French name of each action, and the rule that describes it. */
export const ACTION_INFO: Record<ActionId, { label: string; rule: string }> = {
  search: { label: 'Rechercher', rule: '5.1' },
  muster: { label: 'Recruter', rule: '5.2' },
  trade: { label: 'Commercer', rule: '5.3' },
  recover: { label: 'Récupérer', rule: '5.4' },
  campaign: { label: 'Campagne', rule: '5.5' },
  travel: { label: 'Voyager', rule: '5.6' },
  adviser: { label: 'Jouer ou défausser un Conseiller face cachée', rule: '6.1' },
  power: { label: 'Utiliser un pouvoir de carte', rule: '6.2' },
  peekRelic: { label: 'Regarder une Relique', rule: '6.3' },
  peekReliquary: { label: 'Regarder dans le Reliquaire Impérial', rule: '6.4' },
  warbands: { label: 'Déplacer des Troupes vers/depuis votre site', rule: '6.5' },
  citizenship: { label: 'Offrir la Citoyenneté', rule: '6.6' },
  exile: { label: 'Exiler un Citoyen', rule: '6.7' },
  selfExile: { label: 'S’exiler soi-même', rule: '6.8' },
};

/**
 * What the board alone does not say, given by the reader: for Rechercher, the card kept after the
 * draw (5.1.3), to read where it may be played (5.1.4); for a face-down adviser (6.1), which one
 * (by card id) when the player has several.
 */
export interface ActionParams {
  card?: CardId;
}

/** A legal way to take the action: what it is, what it costs, the rule that grants it. */
export interface ActionChoice {
  label: string;
  /** in French: « 2 Provisions », « 1 Provision et 1 faveur », « aucun » */
  cost: string;
  rule: string;
  /** what follows from it (favor gained, Troupes…), each with its rule */
  reasons?: Reason[];
}

/** A way the rules forbid, and why. */
export interface ActionRefusal {
  label: string;
  rule: string;
  text: string;
}

/** The answer for one action of one player. */
export interface ActionAnswer {
  action: ActionId;
  player: PlayerId;
  /** « Rechercher » */
  label: string;
  rule: string;
  major: boolean;
  choices: ActionChoice[];
  refusals: ActionRefusal[];
  /** what the engine takes from the position, what the position does not say, powers only named */
  notes: Reason[];
}

/** The body an action module gives (the envelope — name, rule, player — is added once). */
export type ActionBody = Pick<ActionAnswer, 'choices' | 'refusals' | 'notes'>;

export interface ActionModule {
  id: ActionId;
  legal(setup: Setup, player: PlayerId, params: ActionParams): ActionBody;
}
