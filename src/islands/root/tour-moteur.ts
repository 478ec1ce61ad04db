/**
 * What the turn explorer (TourFaction.svelte) loads when the reader reaches for it: the turn
 * resolver with every faction's module, and the inputs each module declares (plus those every
 * faction shares). One dynamic import, so a page's first view carries none of it.
 */
import type { FactionId } from '~/engine/root/factions';
import { SHARED_INPUTS } from '~/engine/root/tour/entrees';
import { turnModuleOf } from '~/engine/root/tour/registry';
import type { TurnInput } from '~/engine/root/tour/types';

export { playTurn } from '~/engine/root/tour/resolve';

/** The faction's own inputs, then those every faction shares (the persistent effects in play). */
export function inputsOf(f: FactionId): TurnInput[] {
  return [...(turnModuleOf(f)?.inputs ?? []), ...SHARED_INPUTS];
}
