/**
 * The Eyrie Dynasties' turn (chapter 7), for a person: Birdsong — emergency orders (7.4.1), 1 or 2
 * cards added to the Decree, at most one bird (7.4.2), a new roost when none is on the map (7.4.3);
 * Daylight — crafting with roosts (7.2.1, 7.5.1), then the Decree resolved column by column, each
 * card by its suit, bird cards wild (7.5.2), or Turmoil (7.7); Evening — points by the roost track
 * (7.6.1), then the draw (7.6.2). Lords of the Forest (7.2.2) and the leaders' battle abilities
 * (7.8.3, 7.8.4) come from the shared rules (factions/eyrie.ts); Disdain for Trade (7.2.3) and the
 * Builder (7.8.1) are applied to crafting here, the Charismatic (7.8.2) to recruiting.
 *
 * State (`TurnState` keys, read from the reader or kept during the turn):
 * - `decree`: the Decree's cards by column, without the viziers: `{ recruit, move, battle, build }`,
 *   each a list of suits (`fox`, `rabbit`, `mouse`, `bird`);
 * - `leader`: the leader in office (default: the position's, `players.eyrie.leader`); the Loyal
 *   Viziers are the two bird cards in the columns it names (7.3.4, 7.8);
 * - `usedLeaders`: the leaders already deposed, face down (7.7.3);
 * - `added`, `addedBird`: cards put in the Decree this Birdsong, and whether one was a bird (7.4.2);
 * - `newRoost`: the new roost of 7.4.3 was placed;
 * - `roostsUsed`: clearings whose roosts were activated to craft (4.1.1);
 * - `done`: the Decree's cards resolved this Daylight, by column (suits, viziers as `bird`);
 * - `resolving`: the Decree's resolution has begun (crafting is over, 7.2.1);
 * - `mustTurmoil`: a card could not be fully carried out, Turmoil comes now (7.7);
 * - `turmoil`: Turmoil happened, the Daylight is over (7.7.4).
 *
 * The roost track (points and card draws of each space) is printed on the faction board, not in the
 * Law: see `ROOST_TRACK`.
 */
import { CARD_SUITS, CARD_SUIT_NAMES, type CardSuit } from '../cards';
import { countOf, LEADER_NAMES } from '../glossary';
import { reason, type Reason } from '../reasons';
import { LEADERS, type Leader } from '../setup';
import { battleCandidates, battleStep, craftCandidates, craftStep, describeCommon, moveCandidates, num, onlyKeys, readBool, readInts, readNum, strList, unusedCraftPieces } from './commun';
import { outrageFor, sympathetic } from './indignation';
import type { Candidate, CraftPiece, Json, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { CARD_SUIT_OPTIONS, optionsOf } from './entrees';

export type Column = 'recruit' | 'move' | 'battle' | 'build';
export const COLUMNS: readonly Column[] = ['recruit', 'move', 'battle', 'build'];
const COLUMN_NAMES: { [C in Column]: string } = { recruit: 'Recrutement', move: 'Déplacement', battle: 'Combat', build: 'Construction' };
const COLUMN_RULES: { [C in Column]: string } = { recruit: '7.5.2.I', move: '7.5.2.II', battle: '7.5.2.III', build: '7.5.2.IV' };

/** The columns where each leader puts the two Loyal Viziers (7.8.1–7.8.4). */
export const VIZIERS: { [L in Leader]: [Column, Column] } = {
  builder: ['recruit', 'move'],
  charismatic: ['recruit', 'battle'],
  commander: ['move', 'battle'],
  despot: ['move', 'build'],
};
const LEADER_RULES: { [L in Leader]: string } = { builder: '7.8.1', charismatic: '7.8.2', commander: '7.8.3', despot: '7.8.4' };

/**
 * The roost track of the Eyrie's faction board (7.3.5, 7.6): seven spaces, left to right; the
 * leftmost is empty from the start (six roosts fill the track from the right, the seventh is on the
 * map). With n roosts on the map, the rightmost empty space is the n-th: `points[n - 1]` (7.6.1);
 * `draws[i]` is the draw bonus the i-th space shows (7.6.2). Not in the Law's text: fan sources,
 * two independent public programs agreeing — GAIGResearch/TabletopGames
 * (src/main/java/games/root/RootParameters.java: roostPoints, eyrieDrawingBonus) and a Python
 * engine's RoostTrack (score [0,1,2,3,4,4,5], total draw [1,1,2,2,2,3,3]), found by code search.
 * Unconfirmed against the printed board; the answer says so.
 */
export const ROOST_TRACK = {
  points: [0, 1, 2, 3, 4, 4, 5],
  draws: [0, 0, 1, 0, 0, 1, 0],
  source: 'sources de fans : deux programmes publics de Root concordants ; valeurs du plateau imprimé non confirmées',
};

type Decree = { [C in Column]: CardSuit[] };

const trackNote = () => reason('7.6.1', `Points et pioches de la piste de Perchoirs : ${ROOST_TRACK.source}.`);

function decreeOf(k: TurnKit): Decree {
  const d = (k.state.decree ?? {}) as { [key: string]: Json };
  const out = {} as Decree;
  for (const c of COLUMNS) out[c] = strList(d[c]) as CardSuit[];
  return out;
}

function leaderOf(k: TurnKit): Leader | undefined {
  const l = k.state.leader;
  return typeof l === 'string' && (LEADERS as readonly string[]).includes(l) ? (l as Leader) : undefined;
}

/** Every card of a column, viziers as bird cards. */
function columnCards(k: TurnKit, c: Column): CardSuit[] {
  const l = leaderOf(k);
  const viziers = l ? VIZIERS[l].filter((x) => x === c).map(() => 'bird' as CardSuit) : [];
  return [...decreeOf(k)[c], ...viziers];
}

/** The cards of a column not yet resolved this Daylight. */
function remaining(k: TurnKit, c: Column): CardSuit[] {
  const left = columnCards(k, c);
  const done = strList(((k.state.done ?? {}) as { [key: string]: Json })[c]);
  for (const s of done) {
    const i = left.indexOf(s as CardSuit);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

function currentColumn(k: TurnKit): Column | null {
  return COLUMNS.find((c) => remaining(k, c).length > 0) ?? null;
}

const fits = (card: CardSuit, clearing: string | null) => card === 'bird' || card === clearing;

const roostsFree = (k: TurnKit): CraftPiece[] => unusedCraftPieces(k, { category: 'building', kind: 'roost' }, 'roostsUsed');

// ---------------------------------------------------------------- what each card may do now

function canRecruit(k: TurnKit, card: CardSuit): boolean {
  if (k.supply({ category: 'warrior', kind: 'warrior' }) === 0) return false;
  return k.clearings().some((c) => k.buildings(c, 'eyrie', 'roost') > 0 && fits(card, k.suitOf(c)) && !k.placeBan(c, { category: 'warrior', kind: 'warrior' }));
}
function canMove(k: TurnKit, card: CardSuit): boolean {
  return k.clearings().some((c) => k.warriors(c) > 0 && fits(card, k.suitOf(c)) && k.adjacent(c).some((to) => !k.moveBan(c, to, 1)));
}
function canBattle(k: TurnKit, card: CardSuit): boolean {
  return k.clearings().some((c) => fits(card, k.suitOf(c)) && k.enemiesIn(c).some((o) => !k.battleBan(c, o)));
}
function canBuild(k: TurnKit, card: CardSuit): boolean {
  if (k.supply({ category: 'building', kind: 'roost' }) === 0) return false;
  return k.clearings().some((c) => fits(card, k.suitOf(c)) && k.rules(c) && !k.buildings(c, 'eyrie', 'roost') && !k.placeBan(c, { category: 'building', kind: 'roost' }));
}
const CAN: { [C in Column]: (k: TurnKit, card: CardSuit) => boolean } = { recruit: canRecruit, move: canMove, battle: canBattle, build: canBuild };

/**
 * Takes the card of column `col` that the clearing's suit allows (the step's `suit` if given; else
 * a card of the clearing's suit first, a bird card otherwise), after checking the column's turn.
 */
/** Why column `col` may not act now (Turmoil, or an earlier column not resolved), or null. */
function columnBan(k: TurnKit, col: Column): Reason | null {
  if (k.state.turmoil) return reason('7.7.4', 'La Canopée est tombée en crise : son Jour est fini, elle passe au Crépuscule (7.7.4).');
  if (k.state.mustTurmoil) return reason('7.7', 'Une carte du Décret n’a pas pu être accomplie entièrement : la crise vient aussitôt (7.7).');
  const cur = currentColumn(k);
  if (cur === null) return reason('7.5.2', 'Toutes les cartes du Décret sont résolues (7.5.2).');
  if (cur !== col) return reason('7.5.2', `Le Décret se résout colonne par colonne, de gauche à droite : il reste ${countOf(remaining(k, cur).length, 'carte')} dans la colonne ${COLUMN_NAMES[cur]} (7.5.2).`);
  return null;
}

function takeCard(k: TurnKit, col: Column, at: number, a: PlannedAction): Reason | CardSuit {
  const ban = columnBan(k, col);
  if (ban) return ban;
  const left = remaining(k, col);
  const suit = k.suitOf(at);
  const wanted = typeof a.suit === 'string' ? (a.suit as CardSuit) : null;
  const card = wanted ?? (suit && left.includes(suit) ? suit : left.includes('bird') ? 'bird' : null);
  if (!card || !left.includes(card) || !fits(card, suit))
    return reason(COLUMN_RULES[col], `Aucune carte de la colonne ${COLUMN_NAMES[col]} ne reste pour une clairière ${suit ? CARD_SUIT_NAMES[suit] : 'de couleur inconnue'} : il faut une carte de sa couleur, ou un Oiseau (${COLUMN_RULES[col]}).`);
  const done = { ...((k.state.done ?? {}) as { [key: string]: Json }) };
  done[col] = [...strList(done[col]), card];
  k.state.done = done;
  k.state.resolving = true;
  return card;
}

function recruit(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const turn = columnBan(k, 'recruit');
  if (turn) return turn;
  if (!k.buildings(at, 'eyrie', 'roost')) return reason('7.5.2.I', `Pas de Perchoir dans la clairière ${at} : la Canopée n’y recrute pas (7.5.2.I).`);
  const ban = k.placeBan(at, { category: 'warrior', kind: 'warrior' });
  if (ban) return ban;
  const left = k.supply({ category: 'warrior', kind: 'warrior' });
  if (left === 0) return reason('1.5.1', 'Plus aucun guerrier dans la réserve de 20 de la Canopée (1.5.1, 7.3.1) : la carte ne peut pas être accomplie, c’est la crise (7.7).');
  const card = takeCard(k, 'recruit', at, a);
  if (typeof card !== 'string') return card;
  const want = leaderOf(k) === 'charismatic' ? 2 : 1;
  const n = Math.min(want, left);
  const r = k.place(at, { category: 'warrior', kind: 'warrior' }, n);
  if (r) return r;
  if (want === 2) k.note(reason('7.8.2', 'Charismatique : la Canopée place 2 guerriers au lieu d’un (7.8.2).'));
  if (n < want) {
    k.state.mustTurmoil = true;
    k.note(reason('7.7', `La réserve n’avait que ${countOf(left, 'guerrier')} : on en place le plus possible, mais la carte n’est pas entièrement accomplie ; la crise vient aussitôt (7.7, FAQ officielle).`));
  }
  return null;
}

function move(k: TurnKit, a: PlannedAction): Reason | null {
  const from = num(a.from, 0);
  const to = num(a.to, 0);
  const n = num(a.n, 0);
  const turn = columnBan(k, 'move');
  if (turn) return turn;
  const ban = n >= 1 ? k.moveBan(from, to, n) : reason('7.5.2.II', 'Le Déplacement du Décret déplace au moins 1 guerrier (7.5.2.II).');
  if (ban) return ban;
  const card = takeCard(k, 'move', from, a);
  if (typeof card !== 'string') return card;
  const into = sympathetic(k, to);
  const r = k.move(from, to, n);
  if (r) return r;
  if (into) outrageFor(k, to, 'move');
  return null;
}

function battle(k: TurnKit, a: PlannedAction) {
  const at = num(a.at, 0);
  const target = a.target;
  const turn = columnBan(k, 'battle');
  if (turn) return turn;
  if (typeof target !== 'string') return reason('7.5.2.III', 'Qui combattre ?');
  const ban = k.battleBan(at, target as never);
  if (ban) return ban;
  const card = takeCard(k, 'battle', at, a);
  if (typeof card !== 'string') return card;
  const had = sympathetic(k, at);
  const r = battleStep(k, a);
  if (r === null && had && !sympathetic(k, at)) outrageFor(k, at, 'remove');
  return r;
}

function build(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const turn = columnBan(k, 'build');
  if (turn) return turn;
  if (!k.rules(at)) return reason('7.5.2.IV', `La Canopée ne contrôle pas la clairière ${at} : elle n’y construit pas (7.5.2.IV).`);
  if (k.buildings(at, 'eyrie', 'roost')) return reason('7.5.2.IV', `La clairière ${at} a déjà un Perchoir (7.5.2.IV).`);
  if (k.supply({ category: 'building', kind: 'roost' }) === 0) return reason('1.5.1', 'Les 7 Perchoirs sont déjà sur le plateau (1.5.1, 7.3.5).');
  const ban = k.placeBan(at, { category: 'building', kind: 'roost' });
  if (ban) return ban;
  const card = takeCard(k, 'build', at, a);
  if (typeof card !== 'string') return card;
  return k.place(at, { category: 'building', kind: 'roost' });
}

/** Turmoil (7.7): humiliation, purge, depose, rest. */
function turmoil(k: TurnKit, a: PlannedAction): Reason | null {
  if (k.state.turmoil) return reason('7.7.4', 'La crise a déjà eu lieu ce tour : le Jour est fini (7.7.4).');
  if (!k.state.mustTurmoil) {
    const cur = currentColumn(k);
    if (cur === null) return reason('7.7', 'Le Décret est entièrement résolu : pas de crise (7.7).');
    const stuck = remaining(k, cur).find((card) => !CAN[cur](k, card));
    if (!stuck) return reason('7.7', `Chaque carte restante de la colonne ${COLUMN_NAMES[cur]} peut encore être accomplie : pas de crise (7.7).`);
    k.say(`La carte ${CARD_SUIT_NAMES[stuck]} de la colonne ${COLUMN_NAMES[cur]} ne peut pas être accomplie.`);
  }
  const old = leaderOf(k);
  const next = a.leader;
  const used = strList(k.state.usedLeaders).filter((l) => l !== old) as Leader[];
  if (old) used.push(old);
  let faceUp = LEADERS.filter((l) => !used.includes(l));
  let renewed = false;
  if (!faceUp.length) {
    faceUp = [...LEADERS];
    renewed = true;
  }
  if (typeof next !== 'string' || !faceUp.includes(next as Leader))
    return reason('7.7.3', `Le nouveau dirigeant se choisit parmi ceux face visible : ${faceUp.map((l) => LEADER_NAMES[l]).join(', ')} (7.7.3).`);
  // 7.7.1 humiliation: 1 point per bird card in the Decree, viziers included
  const birds = COLUMNS.reduce((s, c) => s + columnCards(k, c).filter((x) => x === 'bird').length, 0);
  const p = k.setup.players.eyrie;
  const before = p?.score;
  if (birds) {
    k.score(-birds);
    if (p && before !== undefined && p.score! < 0) {
      p.score = 0;
      k.note(reason('7.7.1', `Le score noté (${before}) ne descend pas sous 0 dans la position.`));
    }
  }
  k.note(reason('7.7.1', `Humiliation : ${countOf(birds, 'carte Oiseau', 'cartes Oiseau')} dans le Décret, Vizirs compris : la Canopée perd ${countOf(birds, 'point')} (7.7.1).`));
  // 7.7.2 purge
  const purged = COLUMNS.reduce((s, c) => s + decreeOf(k)[c].length, 0);
  k.state.decree = { recruit: [], move: [], battle: [], build: [] };
  k.note(reason('7.7.2', `Purge : ${countOf(purged, 'carte')} du Décret ${purged > 1 ? 'sont défaussées' : 'est défaussée'}, les Vizirs Fidèles restent (7.7.2).`));
  // 7.7.3 depose
  const chosen = next as Leader;
  k.state.leader = chosen;
  k.state.usedLeaders = renewed ? [] : used;
  if (p) p.leader = chosen;
  k.note(reason('7.7.3', `Destitution : ${old ? `le ${LEADER_NAMES[old]} est écarté face cachée ; ` : ''}le ${LEADER_NAMES[chosen]} prend sa place, ses Vizirs vont dans les colonnes ${VIZIERS[chosen].map((c) => COLUMN_NAMES[c]).join(' et ')} (7.7.3, ${LEADER_RULES[chosen]}).`));
  if (renewed) k.note(reason('7.7.3.I', 'Tous les dirigeants étaient face cachée : ils sont tous remis face visible (7.7.3.I).'));
  // 7.7.4 rest
  k.state.turmoil = true;
  k.state.mustTurmoil = false;
  k.note(reason('7.7.4', 'Repos : le Jour de la Canopée prend fin ; elle passe au Crépuscule (7.7.4).'));
  return null;
}

// ---------------------------------------------------------------- Birdsong

function handTotal(k: TurnKit): number | undefined {
  return k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) : undefined;
}

/** Must a card still go into the Decree (7.4.2)? Not when the hand is known to be empty. */
function mustAdd(k: TurnKit): boolean {
  return !num(k.state.added, 0) && !(handTotal(k) === 0 && !num(k.state.drawn, 0));
}

function addToDecree(k: TurnKit, a: PlannedAction): Reason | null {
  const col = a.column as Column;
  const suit = a.suit as CardSuit;
  if (!COLUMNS.includes(col) || !CARD_SUITS.includes(suit)) return reason('7.4.2', 'Une carte du Décret a une couleur et une colonne (7.4.2).');
  if (k.state.newRoost) return reason('7.4', 'L’Aurore se fait dans l’ordre : le Décret reçoit ses cartes avant le nouveau Perchoir (7.4).');
  const added = num(k.state.added, 0);
  if (added >= 2) return reason('7.4.2', 'Le Décret reçoit 1 ou 2 cartes par Aurore, pas davantage (7.4.2).');
  if (suit === 'bird' && k.state.addedBird) return reason('7.4.2', 'Une seule des cartes ajoutées au Décret peut être un Oiseau (7.4.2).');
  const inHand = k.cards(suit);
  if (inHand !== undefined && inHand === 0 && num(k.state.drawn, 0) > 0) {
    k.state.drawn = num(k.state.drawn, 0) - 1;
    k.note(reason('7.4.1', `La carte piochée en mesure d’urgence est prise comme une carte ${CARD_SUIT_NAMES[suit]} (7.4.1).`));
  } else {
    const r = k.spend(suit, 1, '7.4.2', false);
    if (r) return r;
  }
  const d = decreeOf(k);
  d[col] = [...d[col], suit];
  k.state.decree = d;
  k.state.added = added + 1;
  if (suit === 'bird') k.state.addedBird = true;
  return null;
}

/** Clearings that may take the new roost and its 3 warriors, with the fewest warriors (7.4.3). */
function newRoostSpots(k: TurnKit): number[] {
  const ok = k.clearings().filter((c) => k.freeSlots(c) > 0 && !k.placeBan(c, { category: 'building', kind: 'roost' }) && !k.placeBan(c, { category: 'warrior', kind: 'warrior' }));
  const total = (c: number) => Object.values(k.here(c).warriors ?? {}).reduce((s, x) => s + x, 0) + (k.here(c).warlord ? 1 : 0);
  const least = Math.min(...ok.map(total));
  return ok.filter((c) => total(c) === least);
}

function newRoost(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  if (k.onMap({ category: 'building', kind: 'roost' }) > 0) return reason('7.4.3', 'La Canopée a un Perchoir en jeu : pas de nouveau Perchoir (7.4.3).');
  if (mustAdd(k)) return reason('7.4', 'L’Aurore se fait dans l’ordre : d’abord ajouter au Décret (7.4.2), puis le nouveau Perchoir (7.4.3).');
  if (k.state.newRoost) return reason('7.4.3', 'Le nouveau Perchoir est déjà placé (7.4.3).');
  const spots = newRoostSpots(k);
  if (!spots.includes(at))
    return reason('7.4.3', spots.length ? `Le nouveau Perchoir va dans une clairière qui peut l’accueillir avec le moins de guerriers : ${spots.map((c) => `clairière ${c}`).join(', ')} (7.4.3).` : 'Aucune clairière ne peut accueillir le Perchoir (7.4.3).');
  const r = k.place(at, { category: 'building', kind: 'roost' });
  if (r) return r;
  const n = Math.min(3, k.supply({ category: 'warrior', kind: 'warrior' }));
  if (n) k.place(at, { category: 'warrior', kind: 'warrior' }, n);
  if (n < 3) k.note(reason('1.5.1', `La réserve n’a que ${countOf(n, 'guerrier')} : on en place le plus possible (1.5.1).`));
  k.state.newRoost = true;
  return null;
}

// ---------------------------------------------------------------- the module

const ACTION_IDS = ['decree', 'roost', 'craft', 'recruit', 'move', 'battle', 'build', 'turmoil'] as const;
const PHASE_OF: { [id: string]: 'aurore' | 'jour' } = { decree: 'aurore', roost: 'aurore', craft: 'jour', recruit: 'jour', move: 'jour', battle: 'jour', build: 'jour', turmoil: 'jour' };

function readDecree(x: unknown, problems: Reason[]): Decree | undefined {
  if (x === undefined) return undefined;
  if (typeof x !== 'object' || x === null || Array.isArray(x)) {
    problems.push(reason('7.5.2', 'Le Décret se donne par colonne (Recrutement, Déplacement, Combat, Construction), chaque carte par sa couleur.'));
    return undefined;
  }
  const out = {} as Decree;
  for (const [key, v] of Object.entries(x)) {
    if (!COLUMNS.includes(key as Column)) {
      problems.push(reason('7.5.2', 'Le Décret n’a que quatre colonnes : Recrutement, Déplacement, Combat, Construction.'));
      return undefined;
    }
    if (!Array.isArray(v) || v.length > 54 || !v.every((s) => CARD_SUITS.includes(s as CardSuit))) {
      problems.push(reason('7.5.2', 'Chaque carte du Décret est Renard, Lapin, Souris ou Oiseau.'));
      return undefined;
    }
    out[key as Column] = v as CardSuit[];
  }
  for (const c of COLUMNS) out[c] ??= [];
  return out;
}


const DECREE_COLUMNS = [
  { value: 'recruit', label: 'Recrutement' },
  { value: 'move', label: 'Déplacement' },
  { value: 'battle', label: 'Combat' },
  { value: 'build', label: 'Construction' },
];
/** The Eyrie's inputs: see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'decree', label: 'Décret (sans les Vizirs Fidèles)', rule: '7.5.2', kind: 'colonnes', columns: DECREE_COLUMNS, options: CARD_SUIT_OPTIONS, forme: 'liste', max: 54, exemple: { recruit: ['fox'], move: ['bird'], build: ['rabbit'] } },
  { key: 'leader', label: 'Dirigeant en place', rule: '7.8', kind: 'choix', options: optionsOf(LEADER_NAMES, LEADERS), absent: 'celui de la position', exemple: 'builder' },
  { key: 'usedLeaders', label: 'Dirigeants déjà écartés (face cachée)', rule: '7.7.3', kind: 'liste', options: optionsOf(LEADER_NAMES, LEADERS), max: 3, exemple: ['despot'] },
  { key: 'added', label: 'Cartes déjà ajoutées au Décret à cette Aurore', rule: '7.4.2', kind: 'nombre', min: 0, max: 2, avancement: true, exemple: 1 },
  { key: 'addedBird', label: 'Un Oiseau déjà ajouté à cette Aurore', rule: '7.4.2', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'newRoost', label: 'Nouveau Perchoir déjà placé', rule: '7.4.3', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'roostsUsed', label: 'Perchoirs déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
  { key: 'resolving', label: 'Résolution du Décret commencée (la fabrication est finie)', rule: '7.2.1', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'done', label: 'Cartes du Décret déjà résolues (Vizirs compris, en Oiseau)', rule: '7.5.2', kind: 'colonnes', columns: DECREE_COLUMNS, options: CARD_SUIT_OPTIONS, forme: 'liste', max: 54, avancement: true, exemple: { recruit: ['fox'] } },
  { key: 'mustTurmoil', label: 'Une carte n’a pas pu être résolue : la crise vient', rule: '7.7', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'turmoil', label: 'Crise déjà subie (le Jour est fini)', rule: '7.7.4', kind: 'oui-non', avancement: true, exemple: true },
];

export const eyrieTurn: TurnModule = {
  factions: ['eyrie'],
  inputs: INPUTS,
  actions: {
    decree: { label: 'Ajouter une carte au Décret', rule: '7.4.2', cost: '1 carte de la main ; 1 ou 2 par Aurore, un Oiseau au plus' },
    roost: { label: 'Placer un nouveau Perchoir', rule: '7.4.3', cost: '1 Perchoir et 3 guerriers' },
    craft: { label: 'Fabriquer avec les Perchoirs', rule: '7.5.1', cost: '1 carte de la main ; 1 Perchoir activé par couleur du coût' },
    recruit: { label: 'Recruter (Décret)', rule: '7.5.2.I', cost: '1 carte de la colonne Recrutement' },
    move: { label: 'Se déplacer (Décret)', rule: '7.5.2.II', cost: '1 carte de la colonne Déplacement' },
    battle: { label: 'Combattre (Décret)', rule: '7.5.2.III', cost: '1 carte de la colonne Combat' },
    build: { label: 'Construire un Perchoir (Décret)', rule: '7.5.2.IV', cost: '1 carte de la colonne Construction' },
    turmoil: { label: 'Tomber en crise', rule: '7.7', cost: '1 point par Oiseau du Décret, le Décret défaussé, un nouveau dirigeant' },
  },
  read(x, k, problems) {
    onlyKeys(x, ['decree', 'leader', 'usedLeaders', 'added', 'addedBird', 'newRoost', 'roostsUsed', 'done', 'resolving', 'mustTurmoil', 'turmoil'], problems, 'de la Canopée');
    const d = readDecree(x.decree, problems);
    if (d) k.state.decree = d;
    const fromSetup = k.setup.players.eyrie?.leader;
    const l = x.leader;
    if (l !== undefined && !(typeof l === 'string' && (LEADERS as readonly string[]).includes(l))) problems.push(reason('7.8', 'Le dirigeant est Bâtisseur, Charismatique, Commandant ou Despote (7.8).'));
    else if (l !== undefined && fromSetup && l !== fromSetup) problems.push(reason('7.8', 'Le dirigeant de l’état n’est pas celui de la position.'));
    else if (l !== undefined || fromSetup) {
      k.state.leader = (l as Leader | undefined) ?? fromSetup!;
      // the battle hooks (7.8.3, 7.8.4) read the leader from the position
      const p = k.setup.players.eyrie;
      if (p && !p.leader) p.leader = k.state.leader as Leader;
    }
    const used = x.usedLeaders;
    if (used !== undefined) {
      if (!Array.isArray(used) || used.length > 3 || !used.every((u) => typeof u === 'string' && (LEADERS as readonly string[]).includes(u)) || used.includes(k.state.leader as never))
        problems.push(reason('7.7.3', 'Les dirigeants écartés (face cachée) sont au plus trois, et pas celui en place (7.7.3).'));
      else k.state.usedLeaders = used as string[];
    }
    readNum(x, 'added', 0, 2, k, problems, '7.4.2');
    for (const key of ['addedBird', 'newRoost', 'resolving', 'mustTurmoil', 'turmoil']) readBool(x, key, k, problems);
    const roosts = x.roostsUsed;
    if (roosts !== undefined) {
      if (!Array.isArray(roosts) || !roosts.every((c) => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 12)) problems.push(reason('4.1.1', 'Les Perchoirs déjà activés se donnent par numéro de clairière.'));
      else k.state.roostsUsed = roosts as number[];
    }
    const done = readDecree(x.done, problems);
    if (done) {
      const ok = COLUMNS.every((c) => {
        const left = columnCards(k, c);
        return done[c].every((s) => {
          const i = left.indexOf(s);
          if (i < 0) return false;
          left.splice(i, 1);
          return true;
        });
      });
      if (!ok) problems.push(reason('7.5.2', 'Les cartes déjà résolues doivent être des cartes du Décret, Vizirs compris.'));
      else k.state.done = done;
    }
  },
  begin(k, phase) {
    if (phase === 'aurore') {
      const n = handTotal(k);
      if (n === 0) {
        k.draw(1);
        k.say('Mesures d’urgence : la main est vide, la Canopée pioche 1 carte.');
        k.note(reason('7.4.1', 'Mesures d’urgence : sans carte en main, la Canopée pioche 1 carte (7.4.1).'));
      } else if (n === undefined) k.note(reason('7.4.1', 'Mesures d’urgence : si la main est vide, la Canopée pioche 1 carte (7.4.1) ; la main n’est pas donnée.'));
      if (!leaderOf(k)) k.note(reason('7.3.4', 'Le dirigeant n’est pas donné : le Décret est compté sans ses Vizirs Fidèles (7.3.4).'));
    }
    if (phase === 'crepuscule') {
      const n = k.onMap({ category: 'building', kind: 'roost' });
      const vp = n > 0 ? ROOST_TRACK.points[Math.min(n, 7) - 1]! : 0;
      k.score(vp);
      k.say(`Piste de Perchoirs : ${countOf(n, 'Perchoir')} sur le plateau, ${countOf(vp, 'point')}.`);
      k.note(reason('7.6.1', `La case vide la plus à droite de la piste de Perchoirs rapporte ${countOf(vp, 'point')} (7.6.1).`));
      k.note(trackNote());
    }
  },
  candidates(k) {
    const out: Candidate[] = [];
    if (k.phase === 'aurore') {
      for (const column of COLUMNS) for (const suit of CARD_SUITS) out.push({ action: { id: 'decree', column, suit } });
      if (k.onMap({ category: 'building', kind: 'roost' }) === 0) for (const c of k.clearings()) out.push({ action: { id: 'roost', at: c } });
      else out.push({ action: { id: 'roost', at: k.clearings()[0]! } });
    }
    if (k.phase === 'jour') {
      if (!k.state.resolving) out.push(...craftCandidates(k, 'craft', roostsFree(k)));
      for (const c of k.clearings()) {
        if (k.buildings(c, 'eyrie', 'roost')) out.push({ action: { id: 'recruit', at: c } });
        if (k.rules(c) || k.warriors(c)) out.push({ action: { id: 'build', at: c } });
      }
      out.push(...moveCandidates(k, 'move'));
      out.push(...battleCandidates(k, 'battle'));
      for (const leader of LEADERS) out.push({ action: { id: 'turmoil', leader } });
    }
    return out;
  },
  unavailable(k) {
    const out = [];
    for (const id of ACTION_IDS) {
      const meta = eyrieTurn.actions[id]!;
      if (PHASE_OF[id] !== k.phase)
        out.push({ id, label: meta.label, reason: PHASE_OF[id] === 'aurore' ? reason('7.4', 'Cette étape appartient à l’Aurore de la Canopée (7.4).') : reason('7.5', 'Cette action appartient au Jour de la Canopée (7.5).') });
    }
    if (k.phase === 'jour' && k.state.resolving) out.push({ id: 'craft', label: eyrieTurn.actions.craft!.label, reason: reason('7.2.1', 'La Canopée fabrique avant de résoudre le Décret (7.2.1).') });
    return out;
  },
  apply(k, a) {
    if (PHASE_OF[a.id] && PHASE_OF[a.id] !== k.phase) return PHASE_OF[a.id] === 'aurore' ? reason('7.4', 'Cette étape appartient à l’Aurore de la Canopée (7.4).') : reason('7.5', 'Cette action appartient au Jour de la Canopée (7.5).');
    switch (a.id) {
      case 'decree':
        return addToDecree(k, a);
      case 'roost':
        return newRoost(k, a);
      case 'craft': {
        if (k.state.resolving || k.state.turmoil) return reason('7.2.1', 'La Canopée fabrique avant de résoudre le Décret (7.2.1).');
        const builder = leaderOf(k) === 'builder';
        const items = (k.setup.players.eyrie?.crafted ?? []).length;
        const r = craftStep(k, a, roostsFree(k), '7.5.1', (printed) => (builder ? printed : 1));
        if ('text' in r) return r;
        k.state.roostsUsed = [...readInts(k.state.roostsUsed), ...r.used.map((p) => p.at!)];
        if ((k.setup.players.eyrie?.crafted ?? []).length > items)
          k.note(builder ? reason('7.8.1', 'Bâtisseur : la Canopée ne tient pas compte de son Mépris du commerce et marque les points de la carte (7.8.1).') : reason('7.2.3', 'Mépris du commerce : un objet fabriqué ne rapporte que 1 point à la Canopée (7.2.3).'));
        return null;
      }
      case 'recruit':
        return recruit(k, a);
      case 'move':
        return move(k, a);
      case 'battle':
        return battle(k, a);
      case 'build':
        return build(k, a);
      case 'turmoil':
        return turmoil(k, a);
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    switch (a.id) {
      case 'decree':
        return `Ajouter une carte ${CARD_SUIT_NAMES[a.suit as CardSuit] ?? ''} à la colonne ${COLUMN_NAMES[a.column as Column] ?? ''} du Décret`;
      case 'roost':
        return `Placer le nouveau Perchoir et 3 guerriers dans la clairière ${num(a.at, 0)}`;
      case 'recruit':
        return `Recruter dans la clairière ${num(a.at, 0)} (${countOf(Math.max(1, Math.min(leaderOf(k) === 'charismatic' ? 2 : 1, k.supply({ category: 'warrior', kind: 'warrior' }))), 'guerrier')})`;
      case 'build':
        return `Construire un Perchoir dans la clairière ${num(a.at, 0)}`;
      case 'move':
        return `Déplacer ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${num(a.from, 0)} vers la clairière ${num(a.to, 0)} (Décret)`;
      case 'turmoil':
        return `Tomber en crise et choisir le ${LEADER_NAMES[a.leader as Leader] ?? ''} comme dirigeant`;
    }
    return describeCommon(k, a);
  },
  end(k, phase) {
    if (phase === 'aurore') {
      if (mustAdd(k)) return reason('7.4.2', 'Le Décret doit recevoir au moins 1 carte à l’Aurore (7.4.2).');
      if (k.onMap({ category: 'building', kind: 'roost' }) === 0 && newRoostSpots(k).length) return reason('7.4.3', 'Sans Perchoir en jeu, la Canopée place un nouveau Perchoir avant de finir l’Aurore (7.4.3).');
    }
    if (phase === 'jour' && !k.state.turmoil) {
      if (k.state.mustTurmoil) return reason('7.7', 'Une carte du Décret n’a pas pu être accomplie : la crise vient avant la fin du Jour (7.7).');
      const cur = currentColumn(k);
      if (cur) return reason('7.5.2', `Le Décret doit être entièrement résolu : il reste ${countOf(remaining(k, cur).length, 'carte')} dans la colonne ${COLUMN_NAMES[cur]} ; sinon, c’est la crise (7.5.2, 7.7).`);
    }
    if (phase === 'crepuscule') {
      const n = k.onMap({ category: 'building', kind: 'roost' });
      const bonus = ROOST_TRACK.draws.slice(0, n).reduce((s, x) => s + x, 0);
      k.draw(1 + bonus);
      k.say(`Pioche : ${countOf(1 + bonus, 'carte')}${bonus ? ` (1 + ${bonus} par les bonus de pioche découverts de la piste de Perchoirs)` : ''}.`);
      k.note(reason('7.6.2', 'Au Crépuscule, la Canopée pioche 1 carte plus 1 par bonus de pioche découvert, puis défausse jusqu’à 5 cartes (7.6.2).'));
      k.note(trackNote());
      const hand = handTotal(k);
      if (hand !== undefined && hand + num(k.state.drawn, 0) > 5) k.note(reason('7.6.2', `Avec ${hand + num(k.state.drawn, 0)} cartes en main, la Canopée en défausse ${hand + num(k.state.drawn, 0) - 5} de son choix (7.6.2).`));
    }
    return null;
  },
};
