/**
 * The registry of turn modules: which module plays the turn of which faction. Add a faction's
 * module here and nowhere else (the resolver, resolve.ts, names no faction).
 */
import type { FactionId } from '../factions';
import type { TurnModule } from './types';
import { marquiseTurn } from './marquise';
import { duchyTurn } from './duchy';
import { corvidsTurn } from './corvids';

export const TURN_MODULES: readonly TurnModule[] = [marquiseTurn, duchyTurn, corvidsTurn];

export function turnModuleOf(f: FactionId): TurnModule | undefined {
  return TURN_MODULES.find((m) => m.factions.includes(f));
}
