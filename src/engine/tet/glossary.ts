/** The French names of the engine's words (what a reader sees). */
import type { Mode, Terrain, UnitClass } from './types';

export const TERRAIN_NAMES: Record<Terrain, string> = {
  plaine: 'Plaine',
  pont: 'Pont',
  eau: 'Eau',
  foret: 'Forêt',
  pic: 'Pic',
  village: 'Village',
  portail: 'Portail',
  baliste: 'Baliste',
  hors: 'hors du terrain',
};

export const CLASS_NAMES: Record<UnitClass, string> = { guerrier: 'Guerrier', sorcier: 'Sorcier', roublard: 'Roublard', bete: 'Bête' };

export const MODE_NAMES: Record<Mode, string> = {
  competitif: 'compétitif',
  equipe: 'compétitif par équipe',
  bataille: 'Bataille chacun pour soi',
  'bataille-equipe': 'Bataille par équipe',
};

export const ACTION_NAMES = {
  deplacement: 'Déplacement',
  melee: 'Attaque de Mêlée',
  distance: 'Attaque à Distance',
  sort: 'Lancer un Sort',
  baliste: 'Tirer avec la Baliste',
} as const;
export type ActionKind = keyof typeof ACTION_NAMES;
