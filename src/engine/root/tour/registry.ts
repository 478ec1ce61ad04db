/**
 * The registry of turn modules: which module plays the turn of which faction. Add a faction's
 * module here and nowhere else (the resolver, resolve.ts, names no faction).
 */
import type { FactionId } from '../factions';
import type { TurnModule } from './types';
import { allianceTurn } from './alliance';
import { corvidsTurn } from './corvids';
import { duchyTurn } from './duchy';
import { eyrieTurn } from './eyrie';
import { hundredsTurn } from './hundreds';
import { keepersTurn } from './keepers';
import { lizardsTurn } from './lizards';
import { marquiseTurn } from './marquise';
import { riverfolkTurn } from './riverfolk';
import { vagabondTurn } from './vagabond';

export const TURN_MODULES: readonly TurnModule[] = [marquiseTurn, eyrieTurn, allianceTurn, vagabondTurn, lizardsTurn, riverfolkTurn, duchyTurn, corvidsTurn, hundredsTurn, keepersTurn];

export function turnModuleOf(f: FactionId): TurnModule | undefined {
  return TURN_MODULES.find((m) => m.factions.includes(f));
}
