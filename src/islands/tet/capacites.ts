/** The abilities' editor: what it shows of the engine (effets.ts), typeset for the reader. */
import { frenchTypography } from '~/engine/core/format';
import { LIMITS as ENGINE_LIMITS } from '~/engine/tet/effets';
import { MAX_EFFECTS } from '~/engine/tet/validate';

export const LIMITS = ENGINE_LIMITS.map((l) => frenchTypography(l));
export const MAX_ABILITIES = MAX_EFFECTS;
