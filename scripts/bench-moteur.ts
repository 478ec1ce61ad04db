// The engine timings of `npm run bench`. scripts/bench.ts bundles this file
// with esbuild (minified, as the browser gets the engine) and runs it: it
// prints its rows as JSON. Not meant to be run under tsx, which is slower.
//
// Each measure runs in a Node process of its own (this same file, given the
// number of its group), as each page of the site runs its scripts in a fresh
// JavaScript context: V8 tunes shared code to the kinds of objects it has seen,
// so a measure taken after the others would depend on their order (the
// 3-warrior battle took about a quarter longer after the nine bot turns).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSituation, encodeSituation } from '../src/engine/root/situation';
import { evaluateSituation } from '../src/engine/root/evaluate';
import { readFileSync as readText } from 'node:fs';
import { controlAll } from '../src/engine/root/control';
import { legalMoves } from '../src/engine/root/movement';
import { validate } from '../src/engine/root/validate';
import { FACTIONS } from '../src/engine/root/factions';
import { battle, type BattleParams } from '../src/engine/root/battle';
import { decodeSetup } from '../src/engine/root/notation';
import { OATH_GROUPS } from './bench-oath';
import { position as tetPosition } from '../src/engine/tet/validate';
import { moves as tetMoves } from '../src/engine/tet/moves';
import { meleeOdds as tetMelee } from '../src/engine/tet/odds';
import { playTurn as tetTurn, type TurnAction as TetAction } from '../src/engine/tet/turn';
import type { Setup as TetSetup, Square as TetSquare } from '../src/engine/tet/types';
import { evaluateSituation as tetEvaluate } from '../src/engine/tet/evaluate';
import { median } from './mediane';

const BUSY =
  'controle/automne/j=m,c,a,v,l,r,d,k,s,g/t=m.jour/1:m4,m-scierie,m-donjon;2:c6,c-perchoir,c-perchoir;3:l3,l-jardin_lapin;4:d2,d-tunnel;5:m2,c2,a1;6:a1,a-sympathie;7:k1,k-piege!;8:r2,r-comptoir_renard;9:m1,a1,s3,s-bastion;10:m1,m-atelier,g2;11:s1,k1;12:g2,v-pion';

const decoded = decodeSituation(BUSY);
if (!decoded.ok) throw new Error(JSON.stringify(decoded.problems));
const { situation } = decoded;
const setup = situation.setup;
const text = encodeSituation(situation);

// a battle where every choice is given: ambush and counter-ambush, cards on both sides, Field
// Hospitals, a chosen removal order, a Despot leader, and a bot side drawing its building at random
const BATTLE_SETUP = decodeSetup(
  'automne/j=m,c.chef-despote,a.robot,r/t=c.jour/1:m4,m-scierie,m-donjon;2:c3,c-perchoir,m2,m-atelier,m-bois,r2;5:a1,a-base_lapin,a-sympathie,c3',
);
if (!BATTLE_SETUP.ok) throw new Error(JSON.stringify(BATTLE_SETUP.problems));
const BATTLE_ALL: BattleParams = {
  clearing: 2,
  attacker: 'eyrie',
  defender: 'marquise',
  choices: {
    ambush: 'bird',
    counterAmbush: 'mouse',
    attackerCards: ['brutal_tactics', 'armorers', 'mouse_partisans'],
    defenderCards: ['sappers', 'armorers'],
    fieldHospitals: true,
    order: { marquise: ['workshop', 'wood'] },
  },
};
const BATTLE_BOT: BattleParams = { clearing: 5, attacker: 'eyrie', defender: 'alliance', choices: { attackerCards: ['brutal_tactics'] } };

type Row = [string, number, string];
const checkedBattle = (s: typeof BATTLE_SETUP, p: BattleParams) => {
  if (!s.ok || !battle(s.setup, p).ok) throw new Error('combat du banc refusé');
  return s.setup;
};

// One exact battle as the board's battle simulator runs it most: 3 warriors
// attacking 2 warriors and a roost (no choice given, defaults applied).
const SMALL = decodeSetup('automne/j=m,c/t=m.jour/1:m3,c2,c-perchoir');
if (!SMALL.ok) throw new Error(JSON.stringify(SMALL.problems));
const SMALL_BATTLE: BattleParams = { clearing: 1, attacker: 'marquise', defender: 'eyrie' };

/** The measures: each group runs in a process of its own and gives its rows. */
const GROUPS: Array<() => Row[]> = [
  () => [['contrôle des 12 clairières', median(() => controlAll(setup)), 'ms']],
  () => [['déplacements : 10 factions × 12 clairières', median(() => {
    for (const f of FACTIONS) for (let c = 1; c <= 12; c++) legalMoves(setup, f, c);
  }, 200), 'ms']],
  () => [['validation d’une position chargée', median(() => validate(setup)), 'ms']],
  () => [['lecture d’un lien de situation', median(() => decodeSituation(text)), 'ms']],
  () => [['évaluation d’une situation complète', median(() => evaluateSituation(situation)), 'ms']],
  () => {
    const s = checkedBattle(BATTLE_SETUP, BATTLE_ALL);
    return [['combat exact, tous les choix donnés', median(() => battle(s, BATTLE_ALL)), 'ms']];
  },
  () => {
    const s = checkedBattle(BATTLE_SETUP, BATTLE_BOT);
    return [['combat exact contre un robot (tirages énumérés)', median(() => battle(s, BATTLE_BOT)), 'ms']];
  },
  // One full turn of each bot, on the positions of the site's bot situations.
  ...readdirSync('content/root/situations')
    .filter((f) => f.startsWith('robot-'))
    .map((file) => (): Row[] => {
      const sit = JSON.parse(readText(join('content/root/situations', file), 'utf8'));
      return [[`tour complet du robot (${file.replace(/\.json$/, '')})`, median(() => evaluateSituation(sit), 200), 'ms']];
    }),
  // The largest `turn` answer: on the busy board, each of the ten factions at the start of its
  // Daylight (hand given), every action it may take listed with every way, every refusal with its
  // rule; the row is the slowest faction's.
  () => {
    let worst = 0;
    for (const f of FACTIONS.filter((x) => setup.players[x])) {
      const q = { v: 1, setup, question: { kind: 'turn', faction: f, phase: 'jour', state: { hand: { fox: 2, rabbit: 2, mouse: 2, bird: 2 } } } };
      const a = evaluateSituation(q);
      if (!a.ok) throw new Error(`tour du banc refusé (${f}) : ${JSON.stringify(a.problems)}`);
      const t = median(() => evaluateSituation(q), 30);
      worst = Math.max(worst, t);
    }
    return [['tour d’une faction : toutes ses actions sur un plateau plein (la plus lente des dix)', worst, 'ms']];
  },
  () => {
    const s = checkedBattle(SMALL, SMALL_BATTLE);
    return [['combat exact : 3 guerriers contre 2 guerriers et un perchoir', median(() => battle(s, SMALL_BATTLE), 4000), 'ms']];
  },
  // The floor: the 16 rolls of two dice enumerated, with no rule at all.
  () => [['énumérateur nu des 16 tirages, sans règle', median(() => {
    let s = 0;
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) s += Math.max(a, b) - Math.min(a, b);
    return s;
  }, 4000), 'ms']],
];

// Tiny Epic Tactics: a 16×16 grid with relief, water, peaks and 4 Portals; a unit with 6 movement
// points; a melee attack rolling 3 push dice.
const TET_SQUARES: TetSquare[] = Array.from({ length: 256 }, (_, i) => {
  const x = i % 16, y = Math.floor(i / 16);
  if ([0, 15, 240, 255].includes(i)) return { level: 0, terrain: 'portail' };
  return { level: (x >> 2) % 2 + (y >> 3), terrain: (['plaine', 'plaine', 'eau', 'foret', 'pic', 'plaine', 'village'] as const)[(x * 7 + y * 3) % 7]! };
});
const TET_SETUP: TetSetup = {
  width: 16, height: 16, squares: TET_SQUARES, players: ['rouge', 'bleu'],
  units: [
    { id: 'g', owner: 'rouge', class: 'guerrier', at: 'B1', move: 6, melee: { damage: 2, push: 3 }, health: 6, maxHealth: 6 },
    { id: 'e', owner: 'bleu', class: 'bete', at: 'C1', move: 3, melee: { damage: 2, push: 1 }, health: 9, maxHealth: 9 },
  ],
};
const TET_POS = tetPosition(TET_SETUP);
// A whole checked turn: g (rouge's only unit, so three actions, 4.1.6) attacks e in melee, then
// moves twice; the two squares are the first far ones that make the turn legal.
function tetTurnPlan(): TetAction[] {
  const far = tetMoves(TET_POS, TET_POS.byId.get('g')!).reachable.filter((r) => r.cost >= 4).map((r) => r.square);
  for (const a of far)
    for (const b of far) {
      const plan: TetAction[] = [{ unit: 'g', action: 'melee', target: 'e' }, { unit: 'g', action: 'deplacement', to: a }, { unit: 'g', action: 'deplacement', to: b }];
      if (a !== b && tetTurn(TET_POS, { player: 'rouge', actions: plan }).ok) return plan;
    }
  throw new Error('tour du banc TET refusé');
}
const TET_TURN = tetTurnPlan();
GROUPS.push(
  () => [['TET : déplacements, 6 points, 16×16, 4 Portails', median(() => tetMoves(TET_POS, TET_POS.byId.get('g')!)), 'ms']],
  () => [['TET : Poussée exacte à 3 dés', median(() => tetMelee(TET_POS, TET_POS.byId.get('g')!, TET_POS.byId.get('e')!)), 'ms']],
  () => [['TET : un tour vérifié (3 actions)', median(() => tetTurn(TET_POS, { player: 'rouge', actions: TET_TURN })), 'ms']],
  // Oath: exact campaigns (cold and warm) and a 10⁶-roll Monte-Carlo of the same question (scripts/bench-oath.ts)
  ...OATH_GROUPS,
);

// Tiny Epic Tactics, Solo Adventure: a whole Enemy turn (11.5.12–11.5.19) on the same 16×16 grid —
// the Bête far from your four units, so it ranks them, tries the compass move toward each, moves
// and then checks its attacks again; the answer as the explorer asks it (situation → steps).
const TET_SOLO_SETUP: TetSetup = {
  width: 16, height: 16, squares: TET_SQUARES, players: ['vous', 'ennemi'],
  units: [
    ...(['guerrier', 'bete', 'roublard', 'sorcier'] as const).map((c, k) => ({ id: `v${k}`, owner: 'vous', class: c, at: ['B1', 'P2', 'B15', 'O16'][k]!, move: 3, melee: { damage: 2, push: 1 }, health: 6, maxHealth: 6 })),
    { id: 'eg', owner: 'ennemi', class: 'guerrier', at: 'H4', move: 3, melee: { damage: 2, push: 1 }, ranged: { range: 3, damage: 1, miss: 0 }, health: 6, maxHealth: 6 },
    { id: 'eb', owner: 'ennemi', class: 'bete', at: 'H8', move: 5, melee: { damage: 3, push: 3 }, health: 8, maxHealth: 8 },
    { id: 'er', owner: 'ennemi', class: 'roublard', at: 'I12', move: 4, melee: { damage: 1, push: 1 }, ranged: { range: 3, damage: 1, miss: 0 }, health: 5, maxHealth: 5 },
    { id: 'es', owner: 'ennemi', class: 'sorcier', at: 'J8', move: 3, melee: { damage: 1, push: 0 }, spell: { range: 3, damage: 1, perSymbol: 1 }, health: 4, maxHealth: 4 },
  ],
};
const TET_ENEMY_TURN = { v: 1, setup: TET_SOLO_SETUP, question: { kind: 'ennemi', player: 'ennemi', card: { unit: 'bete', compass: 'E', bonus: { move: 1 } }, activated: ['eg'] } };
GROUPS.push(() => {
  const a = tetEvaluate(TET_ENEMY_TURN);
  if (!a.ok) throw new Error(`tour de l’Ennemi du banc refusé : ${JSON.stringify(a.problems)}`);
  return [['TET : tour de l’Ennemi (Aventure Solo, 16×16, Bête à 5 points)', median(() => tetEvaluate(TET_ENEMY_TURN)), 'ms']];
});

// Given a group's number: that group alone. Given `a-la-suite`: every group in this one process,
// one after the other (to compare with the figures measured before each group had its own process).
// Otherwise every group, each in a new process, in order; read by scripts/bench.ts, which runs
// this file bundled and minified as the browser gets it.
const group = process.argv[2];
if (group === 'a-la-suite') console.log(JSON.stringify(GROUPS.flatMap((g) => g())));
else if (group !== undefined) console.log(JSON.stringify(GROUPS[Number(group)]!()));
else {
  const rows: Row[] = [];
  for (let i = 0; i < GROUPS.length; i++) {
    const out = execFileSync(process.execPath, [process.argv[1]!, String(i)], { encoding: 'utf8', maxBuffer: 1 << 24 });
    rows.push(...(JSON.parse(out.trim().split('\n').pop()!) as Row[]));
  }
  console.log(JSON.stringify(rows));
}
