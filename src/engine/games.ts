/**
 * The site's games, in one registry: the only module that names every game engine. The scenario
 * runner, tests and pages evaluate any game's situation through it; an island that shows one game
 * imports that game's engine and only `routeLink` from here, so it never loads another game.
 *
 * Games whose pages exist but whose engine is still to come are `planned`: their situations get a
 * clear French answer instead of « jeu inconnu ».
 */
import { createSituations } from './core/situation';
import { OATH_GAME } from './oath/game';
import { ROOT_GAME } from './root/game';
import { TET_GAME } from './tet/game';

export const SITUATIONS = createSituations([ROOT_GAME, OATH_GAME, TET_GAME], 'root');

export const { evaluateSituation, routeLink, linkText } = SITUATIONS;
