/**
 * How the grid draws each terrain: its colour (`TERRAIN_COLOURS`) and a sign, so that a square's terrain
 * reads without its colour too; the key (Legende.svelte) lists both with the rule of each terrain.
 * Names come from the engine's glossary, effects from chapter 5 of the rules.
 */
import type { Terrain } from '~/engine/tet/types';

export const TERRAIN_SIGNS: Record<Terrain, string> = {
  plaine: '',
  pont: '═',
  eau: '≈',
  foret: '♣',
  pic: '▲',
  village: '⌂',
  portail: '◎',
  baliste: '✛',
  hors: '',
};

/** What each terrain does, in short, with its rule (5.3–5.10). */
export const TERRAIN_EFFECTS: Record<Terrain, { rule: string; text: string }> = {
  plaine: { rule: '5.3', text: 'aucun effet' },
  pont: { rule: '5.3', text: 'aucun effet' },
  eau: { rule: '5.4', text: 'y entrer coûte 1 point de plus ; 1 dégât de plus à qui s’y trouve' },
  foret: { rule: '5.5', text: 'à couvert : 1 dégât de moins' },
  pic: { rule: '5.6', text: 'y entrer coûte 1 point de plus ; qui s’y trouve a une portée illimitée' },
  village: { rule: '5.7', text: 'le traverser ou s’y arrêter : +4 Santé, et Munitions ou Mana au maximum' },
  portail: { rule: '5.8', text: 'pour le Déplacement, tous les Portails sont adjacents' },
  baliste: { rule: '5.9', text: 'y entrer coûte 1 point de plus ; qui s’y rend ou y commence son tour peut tirer avec' },
  hors: { rule: '5.10', text: 'au-delà du bord du terrain : ce n’est pas une case' },
};

/** Each terrain's colour, the same in light and dark themes (the grid, the key, the Solo Adventure's map). */
export const TERRAIN_COLOURS: Record<Terrain, { bg: string; fg?: string }> = {
  plaine: { bg: '#dcefc4' },
  pont: { bg: '#e7d3b0' },
  eau: { bg: '#b9dcf5' },
  foret: { bg: '#a9d49a' },
  pic: { bg: '#d6d6d6' },
  village: { bg: '#f6dfa8' },
  portail: { bg: '#e2c9f2' },
  baliste: { bg: '#f2c6b4' },
  hors: { bg: '#5f5f5f', fg: '#fff' },
};
