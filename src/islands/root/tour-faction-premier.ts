/**
 * The first view of a faction's turn (question `turn`), computed when the site is built
 * (Essai.astro), like a bot's (tour-premier.ts): the engine's answer to the page's own question,
 * the inputs the faction's module declares, and who rules each clearing after the plan. The turn
 * explorer (TourFaction.svelte) shows it as long as the reader keeps the page's position and
 * question; the turn engine (tour-moteur.ts: the resolver, every faction's module, the battle
 * rules) loads when the reader reaches for the explorer or changes anything. So a rules page with
 * a turn beside its text ships no engine until then.
 *
 * Plain JSON (an island's props); tests/content/tour-premier.test.ts compares it with a fresh
 * evaluation. Build-time only: an island imports its type, never this module.
 */
import { controlAll, type ControlVerdict } from '~/engine/root/control';
import type { Situation } from '~/engine/root/situation-text';
import type { TurnAnswer } from '~/engine/root/tour/resolve';
import type { TurnInput } from '~/engine/root/tour/types';
import { inputsOf, playTurn } from './tour-moteur';

export interface PremierTourFaction {
  answer: TurnAnswer;
  inputs: TurnInput[];
  /** who rules each clearing of the position after the plan */
  controle: ControlVerdict[];
}

export function premierTourFaction(situation: Situation): PremierTourFaction | undefined {
  const q = situation.question;
  if (q.kind !== 'turn') return undefined;
  const answer = playTurn(situation.setup, q);
  return JSON.parse(JSON.stringify({ answer, inputs: inputsOf(q.faction), controle: answer.ok ? controlAll(answer.setup) : [] })) as PremierTourFaction;
}
