/**
 * What the turn explorer (TourFaction.svelte) loads when the reader reaches for it: the turn
 * resolver with every faction's module, and the inputs each module declares (plus those every
 * faction shares). One dynamic import, so a page's first view carries none of it.
 */
import type { FactionId } from '~/engine/root/factions';
import { SHARED_INPUTS } from '~/engine/root/tour/entrees';
import { turnModuleOf } from '~/engine/root/tour/registry';
import type { InputOption, TurnInput } from '~/engine/root/tour/types';
import { frenchTypography } from '~/engine/core/format';

export { playTurn } from '~/engine/root/tour/resolve';

/**
 * The faction's own inputs, then those every faction shares (the persistent effects in play), every
 * label set in French typography (a card's « nom anglais ; … » mention included).
 */
export function inputsOf(f: FactionId): TurnInput[] {
  return [...(turnModuleOf(f)?.inputs ?? []), ...SHARED_INPUTS].map(typeset);
}

const typesetOptions = (os: InputOption[]) => os.map((o) => ({ ...o, label: frenchTypography(o.label) }));

function typeset(i: TurnInput): TurnInput {
  const t = { ...i, label: frenchTypography(i.label) } as TurnInput & { options?: InputOption[]; columns?: InputOption[]; drapeaux?: InputOption[] };
  if (t.options) t.options = typesetOptions(t.options);
  if (t.columns) t.columns = typesetOptions(t.columns);
  if (t.drapeaux) t.drapeaux = typesetOptions(t.drapeaux);
  return t;
}
