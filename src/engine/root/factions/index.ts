/**
 * The registry of rules modules. The core asks each active module, in this order, through the
 * hooks of hooks.ts. Add a faction here and nowhere else.
 */
import type { FactionRules, RulesContext } from '../hooks';
import { alliance } from './alliance';
import { boards } from './boards';
import { coop } from './coop';
import { corvids } from './corvids';
import { duchy } from './duchy';
import { eyrie } from './eyrie';
import { hundreds } from './hundreds';
import { keepers } from './keepers';
import { lizards } from './lizards';
import { marquise } from './marquise';
import { nomads } from './nomads';
import { riverfolk } from './riverfolk';
import { vagabond, vagabond2 } from './vagabond';
import { TRAIT_RULES } from './traits';

export const RULES: readonly FactionRules[] = [
  marquise,
  eyrie,
  alliance,
  vagabond,
  vagabond2,
  lizards,
  riverfolk,
  duchy,
  corvids,
  hundreds,
  keepers,
  nomads,
  coop,
  boards,
  // the bots' Trait cards that change a battle (R3.3.2)
  ...TRAIT_RULES,
];

export function activeRules(ctx: RulesContext): FactionRules[] {
  return RULES.filter((r) => r.active(ctx));
}

export { alliance, boards, coop, corvids, duchy, eyrie, hundreds, keepers, lizards, marquise, nomads, riverfolk, vagabond, vagabond2 };
