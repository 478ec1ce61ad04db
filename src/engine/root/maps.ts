/**
 * The four maps of Root, re-encoded in the engine's own typed format.
 *
 * Clearings are numbered 1–12 by the Clockwork priority markers (Rootbotics 2.1, 3.1): 1–4 are
 * the corners on every map. Facts were cross-checked across independent public sources; each map
 * lists the sources per kind of fact (`sources`, ids S1…S11 as in the project's reference notes:
 * S1 EwenDC/root-automated-setup, S2 KvanQuilst/Rootbotics, S3 Vagabottos/RootVis,
 * S4 Rtificer/RootAI, S5 foxfriends/root, S6 chadfraser/RootSim, S7 a Python RL environment,
 * S8 Vagabottos/clockroot priority charts, S9 LederCards/rules (Law of Root, maps appendix),
 * S10 Leder Games Kickstarter update, S11 community map post) and every disagreement found.
 *
 * Rules encoded here: adjacency by paths (2.2.1), building slots (2.2.3) and ruins (2.2.4),
 * rivers (2.3), forests (2.4, 2.4.1, G.1.1), Winter's river dividing forests (C.1.1), the Lake and
 * its coast (C.2.2–C.2.4) and Ferry start (C.2.1), Mountain closed paths (C.3.1–C.3.2) and the Pass
 * (C.3.4). Suits: printed on Autumn only; Winter has none (suit markers, A.1); Lake and Mountain
 * values are a suggested layout (`suitBasis: 'suggested'`). A setup may reassign every suit.
 */
import type { Suit } from './factions';

export const MAP_IDS = ['automne', 'hiver', 'lac', 'montagne'] as const;
export type MapId = (typeof MAP_IDS)[number];

export interface ClearingData {
  /** Clockwork priority, 1–12 */
  id: number;
  /** default suit; null on Winter (no printed suits) */
  suit: Suit | null;
  /** printed on the board, suggested default layout, or dealt at random (no default) */
  suitBasis: 'printed' | 'suggested' | 'random';
  /** building slots printed, including the one a ruin covers at setup (2.2.3, 2.2.4) */
  slots: number;
  /** a slot marked "R", covered by a ruin at setup (5.1.4) */
  ruin: boolean;
  corner: boolean;
  oppositeCorner: number | null;
  /** Lake: touches the lake (C.2.3) */
  coastal: boolean;
  /** Mountain: the Pass (C.3.4) */
  pass: boolean;
  /** approximate position for drawing, x,y in [0,1] from the top-left of the map art */
  x: number;
  y: number;
}

export interface ForestData {
  /** adjacent clearing ids joined by "_" */
  id: string;
  /** clearings adjacent to the forest (2.4.1) */
  clearings: number[];
  /** forests adjacent to this one (2.4.1; C.1.1 Winter river; C.2.4 Lake coast; C.3.2 closed paths) */
  forests: string[];
  /** Lake: a coastal forest (C.2.4) */
  coastal: boolean;
  /** drawing point: centroid of its clearings */
  x: number;
  y: number;
}

export interface MapData {
  id: MapId;
  /** French name */
  name: string;
  /** index = id - 1 */
  clearings: ClearingData[];
  /** printed paths (2.2); on the Mountain, including those closed at setup */
  paths: [number, number][];
  /** Mountain: paths covered by a closed-path marker at setup (C.3.1) */
  closedPathsAtSetup: [number, number][];
  /** rivers (2.3); the Lake map has none besides the lake itself */
  rivers: [number, number][];
  /** Lake: coastal clearings and forests, Ferry start (C.2.1–C.2.4) */
  lake: { coastal: number[]; coastalForests: string[]; ferryStart: number } | null;
  /** Mountain: the Pass (C.3.4) */
  pass: number | null;
  /** diagonally opposite corners (3.3.1.II); Lake pairs 1–2 and 3–4 */
  oppositeCorners: [number, number][];
  forests: ForestData[];
  /** where each kind of fact comes from */
  sources: Record<string, string>;
  disagreements: string[];
  confidence: string;
}

export const MAPS: { [M in MapId]: MapData } = {
  automne: {
    id: 'automne',
    name: 'Automne',
    clearings: [
    { id: 1, suit: 'fox', suitBasis: 'printed', slots: 1, ruin: false, corner: true, oppositeCorner: 3, coastal: false, pass: false, x: 0.101, y: 0.116 },
    { id: 2, suit: 'mouse', suitBasis: 'printed', slots: 2, ruin: false, corner: true, oppositeCorner: 4, coastal: false, pass: false, x: 0.872, y: 0.258 },
    { id: 3, suit: 'rabbit', suitBasis: 'printed', slots: 1, ruin: false, corner: true, oppositeCorner: 1, coastal: false, pass: false, x: 0.882, y: 0.875 },
    { id: 4, suit: 'rabbit', suitBasis: 'printed', slots: 1, ruin: false, corner: true, oppositeCorner: 2, coastal: false, pass: false, x: 0.104, y: 0.796 },
    { id: 5, suit: 'rabbit', suitBasis: 'printed', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.589, y: 0.115 },
    { id: 6, suit: 'fox', suitBasis: 'printed', slots: 2, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.898, y: 0.519 },
    { id: 7, suit: 'mouse', suitBasis: 'printed', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.628, y: 0.78 },
    { id: 8, suit: 'fox', suitBasis: 'printed', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.387, y: 0.886 },
    { id: 9, suit: 'mouse', suitBasis: 'printed', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.104, y: 0.376 },
    { id: 10, suit: 'rabbit', suitBasis: 'printed', slots: 2, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.419, y: 0.264 },
    { id: 11, suit: 'mouse', suitBasis: 'printed', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.662, y: 0.494 },
    { id: 12, suit: 'fox', suitBasis: 'printed', slots: 2, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.347, y: 0.58 },
    ],
    paths: [[1, 5], [1, 9], [1, 10], [2, 5], [2, 6], [2, 10], [3, 6], [3, 7], [3, 11], [4, 8], [4, 9], [4, 12], [6, 11], [7, 8], [7, 12], [9, 12], [10, 12], [11, 12]],
    closedPathsAtSetup: [],
    rivers: [[4, 7], [5, 10], [7, 11], [10, 11]],
    lake: null,
    pass: null,
    oppositeCorners: [[1, 3], [2, 4]],
    forests: [
    { id: '1_2_5_10', clearings: [1, 2, 5, 10], forests: ["1_9_10_12", "2_6_10_11_12"], coastal: false, x: 0.495, y: 0.188 },
    { id: '1_9_10_12', clearings: [1, 9, 10, 12], forests: ["1_2_5_10", "2_6_10_11_12", "4_9_12"], coastal: false, x: 0.243, y: 0.334 },
    { id: '2_6_10_11_12', clearings: [2, 6, 10, 11, 12], forests: ["1_2_5_10", "1_9_10_12", "3_6_11", "3_7_11_12"], coastal: false, x: 0.64, y: 0.423 },
    { id: '3_7_11_12', clearings: [3, 7, 11, 12], forests: ["2_6_10_11_12", "3_6_11", "4_7_8_12"], coastal: false, x: 0.63, y: 0.682 },
    { id: '3_6_11', clearings: [3, 6, 11], forests: ["2_6_10_11_12", "3_7_11_12"], coastal: false, x: 0.814, y: 0.629 },
    { id: '4_9_12', clearings: [4, 9, 12], forests: ["1_9_10_12", "4_7_8_12"], coastal: false, x: 0.185, y: 0.584 },
    { id: '4_7_8_12', clearings: [4, 7, 8, 12], forests: ["3_7_11_12", "4_9_12"], coastal: false, x: 0.366, y: 0.761 },
    ],
    sources: {
      "numbering": "agree (S1, S2, S3, S5, S6, S8)",
      "suits": "agree (S1, S2, S5, S6, S7, S4, S8)",
      "paths": "agree (S1, S2, S6, S7, S4, S8)",
      "ruins": "agree (S1, S2, S5, S6, S7, S4)",
      "building_slots": "agree except one source (S2, S5, S6, S7)",
      "rivers": "agree except one source (S4, S5)",
      "corners_opposites": "agree (S6, S5, S7, S1, S2)",
      "forests": "agree (S3, S6, S5, S7, S4)",
      "forest_adjacency": "agree (S6, S7)",
      "approx_position": "S1 (EwenDC/root-automated-setup, coordonnées approchées) ; bois : barycentre de leurs clairières (calculé)"
    },
    disagreements: [
      "building_slots of clearing 9: 2 (4 sources; S1 map-art zoom shows one full slot plus a second slot cut by the image edge; total 22 matches a community map post stating the Autumn map has 22 build spots including ruins)",
      "river 4-7: 4-7; clearing 1 is the top-left corner, far from the river in the art. chadfraser most likely meant 4.",
      "path 9-12: present; foxfriends own forest zones {1,9,10,12} and {4,9,12} imply it.",
      "foxfriends src/models/board.rs (newer WIP): gives clearing 2 one slot and some odd clearing-forest links; treated as work in progress and ignored (its older TS file gives 2 slots).",
      "Rtificer include/board_data.hpp clearingForestConnections: clearing 1 is put in forests {1_2_5_10, 2_6_10_11_12} instead of {1_2_5_10, 1_9_10_12}; its assets/boards/autumn.json is correct."
    ],
    confidence: "very high (printed chart + 5 independent structured sources; all dissents are single-source typos)",
  },
  hiver: {
    id: 'hiver',
    name: 'Hiver',
    clearings: [
    { id: 1, suit: null, suitBasis: 'random', slots: 1, ruin: false, corner: true, oppositeCorner: 3, coastal: false, pass: false, x: 0.11, y: 0.115 },
    { id: 2, suit: null, suitBasis: 'random', slots: 1, ruin: false, corner: true, oppositeCorner: 4, coastal: false, pass: false, x: 0.901, y: 0.118 },
    { id: 3, suit: null, suitBasis: 'random', slots: 2, ruin: false, corner: true, oppositeCorner: 1, coastal: false, pass: false, x: 0.891, y: 0.875 },
    { id: 4, suit: null, suitBasis: 'random', slots: 2, ruin: false, corner: true, oppositeCorner: 2, coastal: false, pass: false, x: 0.113, y: 0.796 },
    { id: 5, suit: null, suitBasis: 'random', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.386, y: 0.138 },
    { id: 6, suit: null, suitBasis: 'random', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.626, y: 0.188 },
    { id: 7, suit: null, suitBasis: 'random', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.907, y: 0.518 },
    { id: 8, suit: null, suitBasis: 'random', slots: 2, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.637, y: 0.779 },
    { id: 9, suit: null, suitBasis: 'random', slots: 2, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.396, y: 0.885 },
    { id: 10, suit: null, suitBasis: 'random', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.093, y: 0.463 },
    { id: 11, suit: null, suitBasis: 'random', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.403, y: 0.478 },
    { id: 12, suit: null, suitBasis: 'random', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.671, y: 0.493 },
    ],
    paths: [[1, 5], [1, 10], [1, 11], [2, 6], [2, 7], [2, 12], [3, 7], [3, 8], [3, 12], [4, 9], [4, 10], [4, 11], [5, 6], [8, 9], [8, 12], [9, 11]],
    closedPathsAtSetup: [],
    rivers: [[7, 12], [10, 11], [11, 12]],
    lake: null,
    pass: null,
    oppositeCorners: [[1, 3], [2, 4]],
    forests: [
    { id: '1_2_5_6_11_12', clearings: [1, 2, 5, 6, 11, 12], forests: ["1_10_11", "2_7_12", "8_9_11_12"], coastal: false, x: 0.516, y: 0.255 },
    { id: '1_10_11', clearings: [1, 10, 11], forests: ["1_2_5_6_11_12", "4_10_11"], coastal: false, x: 0.202, y: 0.352 },
    { id: '2_7_12', clearings: [2, 7, 12], forests: ["1_2_5_6_11_12", "3_7_12"], coastal: false, x: 0.826, y: 0.376 },
    { id: '3_7_12', clearings: [3, 7, 12], forests: ["2_7_12", "3_8_12"], coastal: false, x: 0.823, y: 0.629 },
    { id: '3_8_12', clearings: [3, 8, 12], forests: ["3_7_12", "8_9_11_12"], coastal: false, x: 0.733, y: 0.716 },
    { id: '4_10_11', clearings: [4, 10, 11], forests: ["1_10_11", "4_9_11"], coastal: false, x: 0.203, y: 0.579 },
    { id: '4_9_11', clearings: [4, 9, 11], forests: ["4_10_11", "8_9_11_12"], coastal: false, x: 0.304, y: 0.72 },
    { id: '8_9_11_12', clearings: [8, 9, 11, 12], forests: ["1_2_5_6_11_12", "3_8_12", "4_9_11"], coastal: false, x: 0.527, y: 0.659 },
    ],
    sources: {
      "numbering": "agree (S1, S3, S8, S2)",
      "suits": "none printed (S1, S2, S4, S10)",
      "paths": "agree (S1, S2, S4, S8)",
      "ruins": "agree (S1, S2, S4)",
      "building_slots": "agree (S2, S4)",
      "rivers": "one structured source + visual (S4)",
      "corners_opposites": "positions (S1, S3, S8, S2)",
      "forests": "agree (S3, S4)",
      "approx_position": "S1 (EwenDC/root-automated-setup, coordonnées approchées) ; bois : barycentre de leurs clairières (calculé)",
      "forest_adjacency": "Adjacencies across the river (1_10_11~4_10_11, 1_2_5_6_11_12~8_9_11_12, 2_7_12~3_7_12) rely on treating the river as a dividing path (Law M Winter: the river divides forests as printed paths do)."
    },
    disagreements: [
      "Rtificer JSON link 11->9 (priority numbering): listed in one direction only (clearing 11 lists 9, clearing 9 does not list 11); its .hpp has the same one-sided entry. The path 9-11 is confirmed by S1, S2 and S8."
    ],
    confidence: "high (paths/ruins/slots 2-4 sources; river from 1 structured source + map art; no printed suits)",
  },
  lac: {
    id: 'lac',
    name: 'Lac',
    clearings: [
    { id: 1, suit: 'fox', suitBasis: 'suggested', slots: 2, ruin: false, corner: true, oppositeCorner: 2, coastal: true, pass: false, x: 0.866, y: 0.836 },
    { id: 2, suit: 'fox', suitBasis: 'suggested', slots: 1, ruin: false, corner: true, oppositeCorner: 1, coastal: false, pass: false, x: 0.11, y: 0.115 },
    { id: 3, suit: 'mouse', suitBasis: 'suggested', slots: 1, ruin: false, corner: true, oppositeCorner: 4, coastal: false, pass: false, x: 0.113, y: 0.796 },
    { id: 4, suit: 'rabbit', suitBasis: 'suggested', slots: 1, ruin: false, corner: true, oppositeCorner: 3, coastal: false, pass: false, x: 0.901, y: 0.118 },
    { id: 5, suit: 'mouse', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.907, y: 0.518 },
    { id: 6, suit: 'fox', suitBasis: 'suggested', slots: 2, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.67, y: 0.188 },
    { id: 7, suit: 'mouse', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.43, y: 0.138 },
    { id: 8, suit: 'rabbit', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.093, y: 0.463 },
    { id: 9, suit: 'fox', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.584, y: 0.884 },
    { id: 10, suit: 'mouse', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: true, pass: false, x: 0.366, y: 0.409 },
    { id: 11, suit: 'rabbit', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: true, pass: false, x: 0.671, y: 0.493 },
    { id: 12, suit: 'rabbit', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: true, pass: false, x: 0.404, y: 0.696 },
    ],
    paths: [[1, 5], [1, 9], [2, 7], [2, 8], [2, 10], [3, 8], [3, 9], [3, 12], [4, 5], [4, 6], [5, 11], [6, 7], [6, 11], [7, 10], [7, 11], [8, 10], [9, 12]],
    closedPathsAtSetup: [],
    rivers: [],
    lake: { coastal: [1, 10, 11, 12], coastalForests: ["7_10_11", "1_5_11", "1_9_12", "3_8_10_12"], ferryStart: 1 },
    pass: null,
    oppositeCorners: [[1, 2], [3, 4]],
    forests: [
    { id: '1_9_12', clearings: [1, 9, 12], forests: ["1_5_11", "3_8_10_12", "3_9_12"], coastal: true, x: 0.618, y: 0.805 },
    { id: '1_5_11', clearings: [1, 5, 11], forests: ["1_9_12", "4_5_6_11", "7_10_11"], coastal: true, x: 0.815, y: 0.616 },
    { id: '2_7_10', clearings: [2, 7, 10], forests: ["2_8_10", "7_10_11"], coastal: false, x: 0.302, y: 0.221 },
    { id: '2_8_10', clearings: [2, 8, 10], forests: ["2_7_10", "3_8_10_12"], coastal: false, x: 0.19, y: 0.329 },
    { id: '3_8_10_12', clearings: [3, 8, 10, 12], forests: ["1_9_12", "2_8_10", "3_9_12", "7_10_11"], coastal: true, x: 0.244, y: 0.591 },
    { id: '3_9_12', clearings: [3, 9, 12], forests: ["1_9_12", "3_8_10_12"], coastal: false, x: 0.367, y: 0.792 },
    { id: '4_5_6_11', clearings: [4, 5, 6, 11], forests: ["1_5_11", "6_7_11"], coastal: false, x: 0.787, y: 0.329 },
    { id: '6_7_11', clearings: [6, 7, 11], forests: ["4_5_6_11", "7_10_11"], coastal: false, x: 0.59, y: 0.273 },
    { id: '7_10_11', clearings: [7, 10, 11], forests: ["1_5_11", "2_7_10", "3_8_10_12", "6_7_11"], coastal: true, x: 0.489, y: 0.347 },
    ],
    sources: {
      "numbering": "agree (S1, S3, S8, S2)",
      "suits": "suggested default layout, 2 sources agree (S1, S7)",
      "paths": "agree (S1, S2, S7, S4, S8)",
      "ruins": "agree (S1, S2, S7, S4)",
      "building_slots": "agree (S2, S7, S4)",
      "coastal": "agree (S4, S7)",
      "ferry": "agree (S1, S4)",
      "opposites": "agree (S7)",
      "forests": "agree (S3, S4)",
      "approx_position": "S1 (EwenDC/root-automated-setup, coordonnées approchées) ; bois : barycentre de leurs clairières (calculé)",
      "forest_adjacency": "Adjacencies between coastal forests around the lake (7_10_11~1_5_11~1_9_12~3_8_10_12~7_10_11) come from the Law Lake rule, not from a shared path."
    },
    disagreements: [
      "opposite corners: foxfriends game/game/gameMap.lumber hard-codes oppositeCorner(1,3),(2,4) for every map; on the Lake map that is wrong (1 is bottom-right and 2 is top-left). The RL env MAP_LAKE pairs 1-2 and 3-4, matching the geometry."
    ],
    confidence: "high (3-5 sources per field; suits are a suggested layout, not printed)",
  },
  montagne: {
    id: 'montagne',
    name: 'Montagne',
    clearings: [
    { id: 1, suit: 'fox', suitBasis: 'suggested', slots: 2, ruin: false, corner: true, oppositeCorner: 3, coastal: false, pass: false, x: 0.11, y: 0.12 },
    { id: 2, suit: 'rabbit', suitBasis: 'suggested', slots: 2, ruin: false, corner: true, oppositeCorner: 4, coastal: false, pass: false, x: 0.901, y: 0.122 },
    { id: 3, suit: 'fox', suitBasis: 'suggested', slots: 2, ruin: false, corner: true, oppositeCorner: 1, coastal: false, pass: false, x: 0.891, y: 0.879 },
    { id: 4, suit: 'mouse', suitBasis: 'suggested', slots: 2, ruin: false, corner: true, oppositeCorner: 2, coastal: false, pass: false, x: 0.113, y: 0.8 },
    { id: 5, suit: 'mouse', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.588, y: 0.145 },
    { id: 6, suit: 'mouse', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.907, y: 0.522 },
    { id: 7, suit: 'rabbit', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.488, y: 0.88 },
    { id: 8, suit: 'rabbit', suitBasis: 'suggested', slots: 1, ruin: false, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.093, y: 0.468 },
    { id: 9, suit: 'rabbit', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.33, y: 0.377 },
    { id: 10, suit: 'fox', suitBasis: 'suggested', slots: 2, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: true, x: 0.532, y: 0.412 },
    { id: 11, suit: 'mouse', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.641, y: 0.618 },
    { id: 12, suit: 'fox', suitBasis: 'suggested', slots: 3, ruin: true, corner: false, oppositeCorner: null, coastal: false, pass: false, x: 0.345, y: 0.61 },
    ],
    paths: [[1, 8], [1, 9], [2, 5], [2, 6], [2, 11], [3, 6], [3, 7], [3, 11], [4, 8], [4, 12], [5, 9], [5, 10], [5, 11], [6, 11], [7, 12], [8, 9], [9, 10], [9, 12], [10, 11], [10, 12], [11, 12]],
    closedPathsAtSetup: [[2, 5], [3, 7], [5, 9], [6, 11], [8, 9], [11, 12]],
    rivers: [[2, 10], [4, 10]],
    lake: null,
    pass: 10,
    oppositeCorners: [[1, 3], [2, 4]],
    forests: [
    { id: '1_5_9', clearings: [1, 5, 9], forests: ["1_8_9", "5_9_10"], coastal: false, x: 0.343, y: 0.214 },
    { id: '1_8_9', clearings: [1, 8, 9], forests: ["1_5_9", "4_8_9_12"], coastal: false, x: 0.178, y: 0.322 },
    { id: '2_5_11', clearings: [2, 5, 11], forests: ["2_6_11", "5_10_11"], coastal: false, x: 0.71, y: 0.295 },
    { id: '2_6_11', clearings: [2, 6, 11], forests: ["2_5_11", "3_6_11"], coastal: false, x: 0.816, y: 0.421 },
    { id: '3_7_11_12', clearings: [3, 7, 11, 12], forests: ["10_11_12", "3_6_11", "4_7_12"], coastal: false, x: 0.591, y: 0.747 },
    { id: '3_6_11', clearings: [3, 6, 11], forests: ["2_6_11", "3_7_11_12"], coastal: false, x: 0.813, y: 0.673 },
    { id: '4_8_9_12', clearings: [4, 8, 9, 12], forests: ["1_8_9", "4_7_12", "9_10_12"], coastal: false, x: 0.22, y: 0.564 },
    { id: '4_7_12', clearings: [4, 7, 12], forests: ["3_7_11_12", "4_8_9_12"], coastal: false, x: 0.315, y: 0.763 },
    { id: '5_9_10', clearings: [5, 9, 10], forests: ["1_5_9", "5_10_11", "9_10_12"], coastal: false, x: 0.483, y: 0.311 },
    { id: '5_10_11', clearings: [5, 10, 11], forests: ["10_11_12", "2_5_11", "5_9_10"], coastal: false, x: 0.587, y: 0.392 },
    { id: '9_10_12', clearings: [9, 10, 12], forests: ["10_11_12", "4_8_9_12", "5_9_10"], coastal: false, x: 0.402, y: 0.466 },
    { id: '10_11_12', clearings: [10, 11, 12], forests: ["3_7_11_12", "5_10_11", "9_10_12"], coastal: false, x: 0.506, y: 0.547 },
    ],
    sources: {
      "numbering": "agree (S1, S3, S8, S2)",
      "suits": "SINGLE SOURCE (S1)",
      "paths_including_closed": "agree (S1, S2, S4, S8)",
      "closed_paths": "agree (S8, S4)",
      "ruins": "agree (S1, S2, S4)",
      "building_slots": "agree (S2, S4)",
      "rivers": "one structured source + visual (S4)",
      "pass": "agree (S1, S4)",
      "forests": "RootVis + geometry (S3)",
      "approx_position": "S1 (EwenDC/root-automated-setup, coordonnées approchées) ; bois : barycentre de leurs clairières (calculé)",
      "forest_adjacency": "Adjacencies across closed paths (e.g. 1_5_9~5_9_10 across 5-9) rely on the Law: closed paths divide forests as if they were paths."
    },
    disagreements: [
      "closed path 3-7 in Rtificer JSON: clearing 3 lists 7 as blocked but clearing 7 lists 3 as normal; its .hpp leaves 3-7 out of the open links (i.e. closed). Chart (S8) and art (S1) show 3-7 closed.",
      "forests in Rtificer: 10 forests only: has \"2_10_12\" where geometry/RootVis give \"9_10_12\", and lacks 1_5_9 and 4_7_12; .hpp table also incomplete (clearing 7 alone in a forest).",
      "suits: only one source (EwenDC) for the suggested layout; treat as unverified."
    ],
    confidence: "high for paths, closed paths, Pass, ruins, slots; medium-high for river (1 structured source + art); low for suggested suits (single source)",
  },};

export const MAP_SET: ReadonlySet<string> = new Set(MAP_IDS);

export function isMapId(x: unknown): x is MapId {
  return typeof x === 'string' && MAP_SET.has(x);
}

export const CLEARING_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export function getMap(id: MapId): MapData {
  return MAPS[id];
}

export function clearingData(map: MapData, id: number): ClearingData | undefined {
  return Number.isInteger(id) && id >= 1 && id <= 12 ? map.clearings[id - 1] : undefined;
}

export function forestData(map: MapData, id: string): ForestData | undefined {
  return map.forests.find((f) => f.id === id);
}

/** Same unordered pair of clearings. */
export function samePair(a: readonly [number, number], b: readonly [number, number]): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

/** A drawing point for every forest (centroid of its clearings). */
export function forestPoint(map: MapData, id: string): { x: number; y: number } | undefined {
  const f = forestData(map, id);
  return f ? { x: f.x, y: f.y } : undefined;
}
