/**
 * The Underground Duchy's turn (chapter 12), for a person: Birdsong warriors in the Burrow (12.4);
 * Daylight in three steps, in order (12.5): the Assembly, up to 2 actions among Build, Recruit,
 * Move, Battle and Dig (12.5.1), the Parliament, each swayed minister's action once (12.5.2), and
 * swaying one minister (12.5.3); Evening: revealed cards come back (12.6.1), crafting with Citadels
 * and Markets (12.6.2), drawing (12.6.3).
 *
 * State (`TurnState` keys, read from the reader or kept during the turn):
 * - `actions`: Assembly actions left (2 at the start of Daylight, 12.5.1);
 * - `step`: the Daylight step reached: 0 Assembly, 1 Parliament, 2 minister swayed (12.5);
 * - `used`: the ministers whose action was taken this turn (12.5.2: once each; the Mayor counts);
 * - `brigadierLeft`: « move » or « battle » when the Brigadier's second move or battle may follow;
 * - `swayedNow`: a minister was swayed this turn (12.5.3: one per turn);
 * - `revealed`: cards revealed this turn, by suit (they come back at Evening, 12.6.1);
 * - `crownsLost`: crowns removed from the game by the Price of Failure (12.2.3), as
 *   [squires, nobles, lords]; the board cannot show them;
 * - `craftUsed`: clearings whose Citadels or Markets were activated to craft (4.1.1).
 * The swayed ministers are the position's (`players.duchy.ministers`).
 *
 * Printed on the faction board and the minister cards, not in the Law: see `BOARD`.
 */
import { reason, type Reason } from '../reasons';
import { countOf, kindName, MINISTER_NAMES, SUIT_NAMES, ilYEnA } from '../glossary';
import { CARD_SUITS, CARD_SUIT_NAMES, type CardSuit } from '../cards';
import { MINISTERS, type Minister, type Owner, type Place } from '../setup';
import type { Suit } from '../factions';
import type { Candidate, CraftPiece, Json, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { CARD_SUIT_OPTIONS, optionsOf } from './entrees';
import { battleStep, craftCandidates, craftStep, describeCommon, num, onlyKeys, readBool, readInts, readNum, strList } from './commun';

type Rank = 0 | 1 | 2;
const RANK: { [M in Minister]: Rank } = { foremole: 0, captain: 0, marshal: 0, brigadier: 1, banker: 1, mayor: 1, duchess: 2, baron: 2, earl: 2 };
const RANK_NAMES = ['Écuyer', 'Noble', 'Seigneur'] as const;
const BUILDINGS = ['citadel', 'market'] as const;
type Building = (typeof BUILDINGS)[number];
const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse'];

/**
 * Facts printed on the Duchy's faction board and minister cards, not in the Law's text: the cards
 * to reveal to sway a minister of each rank (squire, noble, lord), the points of the crown space
 * each rank uncovers, the warriors placed at Birdsong by the number of Citadels on the map (1 plus
 * the warrior icons uncovered), and the cards drawn at Evening per Market on the map (one card
 * icon each). Sources: fan sources — a Scala engine of Root (`Underground` faction: sway cost =
 * rank 2/3/4, points rank − 1, Birdsong 1/2/4/6, Evening 1 + Markets), a Django engine (crown points
 * squire 1, noble 2, lord 3), a Python engine and a rules reference page (sway 2/3/4), found by
 * code search. Unconfirmed against the printed board; the answer says so.
 */
export const BOARD = {
  swayCost: [2, 3, 4],
  crownPoints: [1, 2, 3],
  birdsongWarriors: [1, 2, 4, 6],
  evening: { base: 1, perMarket: 1 },
  source: 'sources de fans : programmes publics de Root concordants ; valeurs du plateau et des cartes de Ministre imprimés non confirmées',
};
const boardNote = (rule: string): Reason => reason(rule, `Valeur imprimée sur le plateau du Duché ou sur les cartes de Ministre : ${BOARD.source}.`);

const ASSEMBLY_ACTIONS = 2;
const ASSEMBLY = ['build', 'recruit', 'move', 'battle', 'dig'] as const;
const PARLIAMENT: readonly Minister[] = MINISTERS;
const MAYOR_MAY: readonly Minister[] = ['foremole', 'captain', 'marshal', 'brigadier', 'banker'];

type Spot = number | 'terrier';
const placeOf = (x: unknown): Spot => (x === 'terrier' ? 'terrier' : num(x, 0));
const placeText = (p: Place) => (p === 'terrier' ? 'le Terrier' : `la clairière ${String(p)}`);
const swayed = (k: TurnKit): Minister[] => k.setup.players.duchy?.ministers ?? [];
const tunnels = (k: TurnKit): number[] => k.clearings().filter((c) => k.tokens(c, 'duchy', 'tunnel') > 0);
const lost = (k: TurnKit): number[] => {
  const x = readInts(k.state.crownsLost);
  return [x[0] ?? 0, x[1] ?? 0, x[2] ?? 0];
};

/** Reveals one card (12.5.1.I, 12.5.2.I, 12.5.3.II): it leaves the hand until Evening, counted in `revealed`. */
function reveal(k: TurnKit, suit: CardSuit, rule: string, birdWild: boolean): Reason | null {
  const before = k.state.hand ? { ...k.state.hand } : undefined;
  const r = k.spend(suit, 1, rule, birdWild);
  if (r) return r;
  const used: CardSuit = before && (before[suit] ?? 0) === 0 ? 'bird' : suit;
  const rev = (k.state.revealed ?? {}) as { [s: string]: number };
  k.state.revealed = { ...rev, [used]: (rev[used] ?? 0) + 1 };
  k.say(`Carte révélée : ${CARD_SUIT_NAMES[used]}.`);
  return null;
}

function assemblyAction(k: TurnKit): Reason | null {
  if (num(k.state.step, 0) > 0) return reason('12.5', 'L’Assemblée est finie : le Jour suit ses trois étapes dans l’ordre, Assemblée, Parlement puis Ralliement (12.5).');
  const left = num(k.state.actions, ASSEMBLY_ACTIONS);
  if (left <= 0) return reason('12.5.1', 'L’Assemblée permet au plus 2 actions (12.5.1).');
  k.state.actions = left - 1;
  delete k.state.brigadierLeft;
  return null;
}

function parliamentStep(k: TurnKit, m: Minister, mayor: boolean): Reason | null {
  if (num(k.state.step, 0) > 1) return reason('12.5', 'Le Parlement vient avant le Ralliement : un Ministre rallié, le Parlement est fini (12.5).');
  const s = swayed(k);
  const who: Minister = mayor ? 'mayor' : m;
  if (!s.includes(who)) return reason('12.5.2', `Le Ministre ${MINISTER_NAMES[who]} n’est pas rallié : seuls les Ministres ralliés agissent au Parlement (12.5.2).`);
  if (mayor) {
    if (!MAYOR_MAY.includes(m)) return reason('12.5.2.VI', 'Le Maire reprend l’action d’un Écuyer ou d’un Noble rallié, pas d’un Seigneur ni la sienne (12.5.2.VI).');
    if (!s.includes(m)) return reason('12.5.2.VI', `Le Maire reprend l’action d’un Ministre rallié : le Ministre ${MINISTER_NAMES[m]} ne l’est pas (12.5.2.VI).`);
  }
  const used = strList(k.state.used);
  if (used.includes(who)) return reason('12.5.2', `Le Ministre ${MINISTER_NAMES[who]} a déjà agi ce tour : chaque Ministre rallié agit une fois (12.5.2).`);
  k.state.used = [...used, who];
  k.state.step = 1;
  delete k.state.brigadierLeft;
  return null;
}

/** A battle of the Duchy: the Price of Failure (12.2.3, in the battle's hooks) may cost a crown, counted in `crownsLost`. */
function battle(k: TurnKit, a: PlannedAction): ReturnType<TurnModule['apply']> {
  const before = [...swayed(k)];
  const r = battleStep(k, a);
  const gone = before.filter((m) => !swayed(k).includes(m));
  if (gone.length) {
    const l = lost(k);
    for (const m of gone) l[RANK[m]]!++;
    k.state.crownsLost = l;
    k.note(reason('12.2.3', `Le prix de l’échec : ${gone.map((m) => `le Ministre ${MINISTER_NAMES[m]}`).join(', ')} retourne aux Ministres non ralliés et sa couronne quitte la partie ; le Duché défausse 1 carte au hasard (12.2.3).`));
  }
  return r;
}

function move(k: TurnKit, a: PlannedAction): Reason | null {
  return k.move(placeOf(a.from), placeOf(a.to), num(a.n, 0));
}

function build(k: TurnKit, a: PlannedAction, rule: string, anySuit: boolean): Reason | null {
  const at = num(a.at, 0);
  const kind = a.kind as Building;
  if (!BUILDINGS.includes(kind)) return reason(rule, 'Le Duché construit une Citadelle ou un Marché (12.5.1.I).');
  if (!k.rules(at)) return reason(rule, `Le Duché ne contrôle pas la clairière ${at} : il n’y construit pas (${rule}).`);
  if (k.supply({ category: 'building', kind }) === 0) return reason('1.5.1', `Les 3 ${kindName(kind, 3)} sont déjà sur le plateau (1.5.1).`);
  const ban = k.placeBan(at, { category: 'building', kind });
  if (ban) return ban;
  const suit = anySuit ? (a.suit as CardSuit) : k.suitOf(at);
  if (!suit || !CARD_SUITS.includes(suit)) return reason(rule, anySuit ? 'Quelle carte révéler ?' : 'La couleur de cette clairière n’est pas connue.');
  const r = reveal(k, suit, rule, !anySuit);
  if (r) return r;
  return k.place(at, { category: 'building', kind });
}

function dig(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!suit) return reason('12.5.1.V', 'La couleur de cette clairière n’est pas connue.');
  if (k.tokens(at, 'duchy', 'tunnel')) return reason('12.5.1.V', `La clairière ${at} a déjà un Tunnel : on creuse dans une clairière qui n’en a pas (12.5.1.V).`);
  const n = num(a.n, 0);
  if (!Number.isInteger(n) || n < 0 || n > 4) return reason('12.5.1.V', 'Creuser déplace de 0 à 4 guerriers du Terrier (12.5.1.V).');
  if (n > k.warriors('terrier')) return reason('12.5.1.V', `Le Terrier n’a que ${countOf(k.warriors('terrier'), 'guerrier')} (12.5.1.V).`);
  if (k.supply({ category: 'token', kind: 'tunnel' }) === 0) {
    const from = num(a.from, 0);
    if (!from) return reason('12.2.4', 'Les 3 Tunnels sont sur le plateau : il faut d’abord en retirer un, en disant lequel (12.2.4).');
    const x = k.remove(from, { category: 'token', kind: 'tunnel' });
    if (x) return x;
    k.say(`Tunnel retiré de la clairière ${from} (12.2.4).`);
  }
  const ban = k.placeBan(at, { category: 'token', kind: 'tunnel' });
  if (ban) return ban;
  const card = k.spend(suit, 1, '12.5.1.V');
  if (card) return card;
  const placed = k.place(at, { category: 'token', kind: 'tunnel' });
  if (placed) return placed;
  if (n > 0) return k.move('terrier', at, n);
  return null;
}

/** The clearings that may justify revealed cards (12.5.3.II): one per clearing with a Duchy piece, by suit (the Burrow has none, 12.2.2). */
function swayClearings(k: TurnKit): { [S in Suit]: number } {
  const out = { fox: 0, rabbit: 0, mouse: 0 };
  for (const c of k.clearings()) {
    const s = k.suitOf(c);
    if (s && (k.warriors(c) || k.buildings(c) || k.tokens(c))) out[s]++;
  }
  return out;
}

/** The cards to reveal for a sway: the ones given, else a choice from the hand (suited cards first, then birds). */
function swayCards(k: TurnKit, a: PlannedAction, cost: number): CardSuit[] | Reason {
  const given = strList(a.cards);
  if (given.length) {
    if (given.length !== cost || !given.every((s) => CARD_SUITS.includes(s as CardSuit))) return reason('12.5.3.II', `Ce Ministre demande de révéler ${countOf(cost, 'carte')} (12.5.3.II).`);
    return given as CardSuit[];
  }
  const room = swayClearings(k);
  const out: CardSuit[] = [];
  for (const s of SUITS) for (let i = 0; i < Math.min(room[s], k.cards(s) ?? room[s]) && out.length < cost; i++) out.push(s);
  while (out.length < cost && out.filter((x) => x === 'bird').length < (k.cards('bird') ?? 0)) out.push('bird');
  return out;
}

function sway(k: TurnKit, a: PlannedAction): Reason | null {
  if (num(k.state.step, 0) > 1 || k.state.swayedNow) return reason('12.5.3', 'Le Duché rallie au plus un Ministre par tour (12.5.3).');
  const m = a.minister as Minister;
  if (!MINISTERS.includes(m)) return reason('12.5.3.I', 'Quel Ministre rallier ?');
  if (swayed(k).includes(m)) return reason('12.5.3.I', `Le Ministre ${MINISTER_NAMES[m]} est déjà rallié : on le choisit parmi les Ministres non ralliés (12.3.5, 12.5.3.I).`);
  const rank = RANK[m];
  const crowns = 3 - swayed(k).filter((x) => RANK[x] === rank).length - lost(k)[rank]!;
  if (crowns <= 0) return reason('12.5.3.I', `Plus aucune couronne de ${RANK_NAMES[rank]} sur le plateau de faction : pas de Ministre de ce rang à rallier : 9 couronnes en tout, 3 par rang (12.3.6), et celles que le prix de l’échec a ôtées du jeu ne reviennent pas (12.2.3, 12.5.3.I).`);
  const cost = BOARD.swayCost[rank]!;
  const cards = swayCards(k, a, cost);
  if ('rule' in cards) return cards;
  if (cards.length < cost) return reason('12.5.3.II', `Il faut révéler ${countOf(cost, 'carte')}, chacune d’une couleur où le Duché a une pièce, une par clairière ; la main n’en permet que ${cards.length} (12.5.3.II).`);
  const room = swayClearings(k);
  let spare = SUITS.reduce((t, s) => t + room[s], 0);
  for (const s of SUITS) {
    const n = cards.filter((x) => x === s).length;
    if (n > room[s]) return reason('12.5.3.II', `${countOf(n, 'carte')} ${CARD_SUIT_NAMES[s]} : le Duché n’a de pièce que dans ${countOf(room[s], 'clairière')} ${SUIT_NAMES[s]} ; une clairière ne justifie qu’une carte révélée (12.5.3.II).`);
    spare -= n;
  }
  if (cards.filter((x) => x === 'bird').length > spare) return reason('12.5.3.II', 'Pas assez de clairières où le Duché a une pièce pour justifier chaque carte révélée, une par clairière (12.5.3.II).');
  for (const s of cards) {
    const r = reveal(k, s, '12.5.3.II', false);
    if (r) return r;
  }
  const p = k.setup.players.duchy;
  if (p) p.ministers = [...swayed(k), m];
  k.state.step = 2;
  k.state.swayedNow = true;
  delete k.state.brigadierLeft;
  const vp = BOARD.crownPoints[rank]!;
  k.score(vp);
  k.note(reason('12.5.3.III', `Le Ministre ${MINISTER_NAMES[m]} est rallié ; la couronne de ${RANK_NAMES[rank]} découvre une case de ${countOf(vp, 'point')} (12.5.3.III).`));
  k.note(boardNote('12.5.3.III'));
  return null;
}

function minister(k: TurnKit, a: PlannedAction, m: Minister, mayor: boolean): ReturnType<TurnModule['apply']> {
  const r = parliamentStep(k, m, mayor);
  if (r) return r;
  switch (m) {
    case 'foremole':
      return build(k, a, '12.5.2.I', true);
    case 'captain':
      return battle(k, a);
    case 'marshal':
      return move(k, a);
    case 'brigadier':
      k.state.brigadierLeft = a.target !== undefined ? 'battle' : 'move';
      return a.target !== undefined ? battle(k, a) : move(k, a);
    case 'banker': {
      const suit = a.suit as CardSuit;
      const n = num(a.n, 0);
      if (!CARD_SUITS.includes(suit) || !Number.isInteger(n) || n < 1) return reason('12.5.2.V', 'Le Banquier dépense au moins 1 carte d’une même couleur (12.5.2.V).');
      const s = k.spend(suit, n, '12.5.2.V');
      if (s) return s;
      k.score(n);
      return null;
    }
    case 'mayor':
      return reason('12.5.2.VI', 'Le Maire reprend l’action d’un autre Ministre (12.5.2.VI).');
    case 'duchess':
      if (tunnels(k).length < 3) return reason('12.5.2.VII', `La Duchesse de Boue marque 2 points si les 3 Tunnels sont sur le plateau ; ${ilYEnA(tunnels(k).length)} (12.5.2.VII).`);
      k.score(2);
      return null;
    case 'baron':
    case 'earl': {
      const kind = m === 'baron' ? 'market' : 'citadel';
      const n = k.onMap({ category: 'building', kind });
      if (!n) return reason(m === 'baron' ? '12.5.2.VIII' : '12.5.2.IX', `Aucun ${kindName(kind)} sur le plateau : le Ministre ${MINISTER_NAMES[m]} ne marquerait rien.`);
      k.score(n);
      return null;
    }
  }
}

function craftPieces(k: TurnKit): CraftPiece[] {
  const used = readInts(k.state.craftUsed);
  const out: CraftPiece[] = [];
  for (const c of k.clearings()) {
    const suit = k.suitOf(c);
    const n = k.buildings(c, 'duchy', 'citadel') + k.buildings(c, 'duchy', 'market') - used.filter((x) => x === c).length;
    for (let i = 0; i < n && suit; i++) out.push({ at: c, suit });
  }
  return out;
}

function moveCandidates(k: TurnKit, id: string, extra: { [x: string]: Json } = {}): Candidate[] {
  const out: Candidate[] = [];
  const tun = tunnels(k);
  const from: Spot[] = [...k.clearings(), 'terrier'];
  for (const f of from) {
    const n = k.warriors(f);
    if (!n) continue;
    const dest: Spot[] = f === 'terrier' ? tun : [...k.adjacent(f), ...(tun.includes(f) ? (['terrier'] as Spot[]) : [])];
    for (const to of dest) out.push({ action: { id, ...extra, from: f, to, n }, count: { min: 1, max: n } });
  }
  return out;
}

function battleCandidates(k: TurnKit, id: string, extra: { [x: string]: Json } = {}): Candidate[] {
  const out: Candidate[] = [];
  for (const c of k.clearings()) if (k.warriors(c) > 0) for (const o of k.enemiesIn(c)) out.push({ action: { id, ...extra, at: c, target: o } });
  return out;
}

/** Candidate steps of one minister (its own action, or the Mayor's reprise with `as`). */
function ministerCandidates(k: TurnKit, m: Minister, id: string, extra: { [x: string]: Json } = {}): Candidate[] {
  switch (m) {
    case 'foremole':
      return k.clearings().flatMap((at) => (k.rules(at) ? BUILDINGS.flatMap((kind) => CARD_SUITS.map((suit) => ({ action: { id, ...extra, at, kind, suit } }))) : []));
    case 'captain':
      return battleCandidates(k, id, extra);
    case 'marshal':
      return moveCandidates(k, id, extra);
    case 'brigadier':
      return [...moveCandidates(k, id, extra), ...battleCandidates(k, id, extra)];
    case 'banker':
      return CARD_SUITS.map((suit) => {
        const max = Math.max(1, (k.cards(suit) ?? 1) + (suit === 'bird' ? 0 : (k.cards('bird') ?? 0)));
        return { action: { id, ...extra, suit, n: max }, count: { min: 1, max } };
      });
    default:
      return [{ action: { id, ...extra } }];
  }
}

const LABELS: { [M in Minister]: string } = {
  foremole: 'Contremaître : construire en révélant une carte quelconque',
  captain: 'Capitaine : combattre',
  marshal: 'Maréchal : se déplacer',
  brigadier: 'Brigadier : 2 déplacements ou 2 combats',
  banker: 'Banquier : dépenser des cartes d’une même couleur pour des points',
  mayor: 'Maire : reprendre l’action d’un Écuyer ou d’un Noble',
  duchess: 'Duchesse de Boue : 2 points si les 3 Tunnels sont sur le plateau',
  baron: 'Baron de Poussière : 1 point par Marché',
  earl: 'Comte des Pierres : 1 point par Citadelle',
};
const MINISTER_RULES: { [M in Minister]: string } = {
  foremole: '12.5.2.I',
  captain: '12.5.2.II',
  marshal: '12.5.2.III',
  brigadier: '12.5.2.IV',
  banker: '12.5.2.V',
  mayor: '12.5.2.VI',
  duchess: '12.5.2.VII',
  baron: '12.5.2.VIII',
  earl: '12.5.2.IX',
};


/** The Duchy's inputs: see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  {
    key: 'crownsLost',
    label: 'Couronnes retirées de la partie (Prix de l’échec), par rang',
    rule: '12.2.3',
    kind: 'comptes',
    options: RANK_NAMES.map((r, i) => ({ value: `r${i}`, label: `${r}s` })),
    suite: true,
    max: 3,
    exemple: [1, 0, 0],
  },
  { key: 'actions', label: 'Actions d’Assemblée restantes', rule: '12.5.1', kind: 'nombre', min: 0, max: ASSEMBLY_ACTIONS, avancement: true, exemple: 1 },
  {
    key: 'step',
    label: 'Étape du Jour atteinte',
    rule: '12.5',
    kind: 'choix',
    options: [
      { value: 0, label: 'Assemblée' },
      { value: 1, label: 'Parlement' },
      { value: 2, label: 'Ministre rallié' },
    ],
    avancement: true,
    exemple: 1,
  },
  { key: 'used', label: 'Ministres ayant déjà agi ce tour', rule: '12.5.2', kind: 'liste', options: optionsOf(MINISTER_NAMES, MINISTERS), avancement: true, exemple: ['foremole'] },
  {
    key: 'brigadierLeft',
    label: 'Le Brigadier peut encore',
    rule: '12.5.2.IV',
    kind: 'choix',
    options: [
      { value: 'move', label: 'un second déplacement' },
      { value: 'battle', label: 'un second combat' },
    ],
    avancement: true,
    exemple: 'move',
  },
  { key: 'swayedNow', label: 'Un Ministre déjà rallié ce tour', rule: '12.5.3', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'revealed', label: 'Cartes révélées ce tour, par couleur', rule: '12.6.1', kind: 'comptes', options: CARD_SUIT_OPTIONS, max: 20, avancement: true, exemple: { fox: 1 } },
  { key: 'craftUsed', label: 'Citadelles et Marchés déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
];

export const duchyTurn: TurnModule = {
  factions: ['duchy'],
  inputs: INPUTS,
  actions: {
    build: { label: 'Construction', rule: '12.5.1.I', cost: '1 action d’Assemblée ; révéler 1 carte de la couleur de la clairière' },
    recruit: { label: 'Recrutement dans le Terrier', rule: '12.5.1.II', cost: '1 action d’Assemblée' },
    move: { label: 'Déplacement', rule: '12.5.1.III', cost: '1 action d’Assemblée' },
    battle: { label: 'Combat', rule: '12.5.1.IV', cost: '1 action d’Assemblée' },
    dig: { label: 'Creuser', rule: '12.5.1.V', cost: '1 action d’Assemblée ; dépenser 1 carte de la couleur de la clairière' },
    ...Object.fromEntries(PARLIAMENT.map((m) => [m, { label: LABELS[m], rule: MINISTER_RULES[m], cost: 'une fois par tour, Ministre rallié' }])),
    brigadier2: { label: 'Second déplacement ou second combat du Brigadier', rule: '12.5.2.IV' },
    sway: { label: 'Rallier un Ministre', rule: '12.5.3', cost: 'révéler 2, 3 ou 4 cartes selon le rang (non confirmé)' },
    craft: { label: 'Fabriquer avec les Citadelles et les Marchés', rule: '12.6.2', cost: '1 carte de la main ; 1 bâtiment activé par couleur du coût' },
  },
  read(x, k, problems) {
    onlyKeys(x, ['actions', 'step', 'used', 'brigadierLeft', 'revealed', 'crownsLost', 'craftUsed', 'swayedNow'], problems, 'du Duché');
    readNum(x, 'actions', 0, ASSEMBLY_ACTIONS, k, problems, '12.5.1');
    readNum(x, 'step', 0, 2, k, problems, '12.5');
    readBool(x, 'swayedNow', k, problems);
    if (x.used !== undefined) {
      if (!Array.isArray(x.used) || !x.used.every((m) => MINISTERS.includes(m as Minister))) problems.push(reason('12.5.2', 'Les Ministres qui ont déjà agi se donnent par leur nom.'));
      else k.state.used = x.used as Json[];
    }
    if (x.brigadierLeft !== undefined) {
      if (x.brigadierLeft !== 'move' && x.brigadierLeft !== 'battle') problems.push(reason('12.5.2.IV', 'Le Brigadier a un second déplacement ou un second combat.'));
      else k.state.brigadierLeft = x.brigadierLeft;
    }
    if (x.revealed !== undefined) {
      const r = x.revealed;
      if (typeof r !== 'object' || r === null || Array.isArray(r) || !Object.entries(r).every(([s, n]) => CARD_SUITS.includes(s as CardSuit) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 20))
        problems.push(reason('12.6.1', 'Les cartes révélées se comptent par couleur : Renard, Lapin, Souris, Oiseau.'));
      else k.state.revealed = r as Json;
    }
    if (x.crownsLost !== undefined) {
      const c = x.crownsLost;
      if (!Array.isArray(c) || c.length !== 3 || !c.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 3)) problems.push(reason('12.2.3', 'Les couronnes perdues se comptent par rang : Écuyers, Nobles, Seigneurs, de 0 à 3 chacun.'));
      else if ((c as number[]).some((n, r) => n + swayed(k).filter((m) => RANK[m] === r).length > 3)) problems.push(reason('12.2.3', 'Trop de couronnes perdues pour ce rang, vu les Ministres ralliés : il n’y en a que 3 par rang.'));
      else k.state.crownsLost = c as number[];
    }
    if (x.craftUsed !== undefined) {
      if (!Array.isArray(x.craftUsed) || !x.craftUsed.every((c) => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 12)) problems.push(reason('4.1.1', 'Les bâtiments déjà activés se donnent par numéro de clairière.'));
      else k.state.craftUsed = x.craftUsed as number[];
    }
  },
  begin(k, phase) {
    if (phase === 'aurore') {
      const citadels = Math.min(3, k.onMap({ category: 'building', kind: 'citadel' }));
      const want = BOARD.birdsongWarriors[citadels]!;
      const n = Math.min(want, k.supply({ category: 'warrior', kind: 'warrior' }));
      if (n > 0) k.place('terrier', { category: 'warrior', kind: 'warrior' }, n);
      k.say(`${countOf(n, 'guerrier')} ${n > 1 ? 'placés' : 'placé'} dans le Terrier.`);
      k.note(reason('12.4', `À l’Aurore, 1 guerrier dans le Terrier, plus 1 par symbole de guerrier visible : ${countOf(citadels, 'Citadelle')} sur le plateau, ${countOf(want, 'guerrier')} (12.4).`));
      k.note(boardNote('12.4'));
      if (n < want) k.note(reason('1.5.1', `La réserve n’a que ${countOf(n, 'guerrier')} (1.5.1).`));
    }
    if (phase === 'jour' && k.state.actions === undefined) k.state.actions = ASSEMBLY_ACTIONS;
    if (phase === 'crepuscule') {
      const rev = (k.state.revealed ?? {}) as { [s: string]: number };
      const birds = rev.bird ?? 0;
      const back = SUITS.reduce((t, s) => t + (rev[s] ?? 0), 0);
      if (k.state.hand) for (const s of SUITS) k.state.hand[s] = (k.state.hand[s] ?? 0) + (rev[s] ?? 0);
      delete k.state.revealed;
      k.say(`Cartes révélées : ${countOf(birds, 'carte')} Oiseau ${birds > 1 ? 'défaussées' : 'défaussée'}, ${countOf(back, 'carte')} ${back > 1 ? 'reprises' : 'reprise'} en main.`);
      k.note(reason('12.6.1', 'Au Crépuscule, le Duché défausse les cartes Oiseau révélées ce tour et reprend les autres en main (12.6.1).'));
    }
  },
  candidates(k) {
    if (k.phase === 'crepuscule') return craftCandidates(k, 'craft', craftPieces(k));
    if (k.phase !== 'jour') return [];
    const out: Candidate[] = [];
    for (const c of k.clearings()) {
      if (k.rules(c)) for (const kind of BUILDINGS) out.push({ action: { id: 'build', at: c, kind } });
      if (!k.tokens(c, 'duchy', 'tunnel')) {
        const max = Math.min(4, k.warriors('terrier'));
        const froms = k.supply({ category: 'token', kind: 'tunnel' }) ? [undefined] : tunnels(k);
        for (const from of froms) out.push({ action: { id: 'dig', at: c, n: max, ...(from ? { from } : {}) }, count: { min: 0, max } });
      }
    }
    out.push({ action: { id: 'recruit' } });
    out.push(...moveCandidates(k, 'move'), ...battleCandidates(k, 'battle'));
    for (const m of PARLIAMENT) out.push(...(m === 'mayor' ? MAYOR_MAY.flatMap((as) => ministerCandidates(k, as, 'mayor', { as })) : ministerCandidates(k, m, m)));
    if (k.state.brigadierLeft === 'move') out.push(...moveCandidates(k, 'brigadier2'));
    if (k.state.brigadierLeft === 'battle') out.push(...battleCandidates(k, 'brigadier2'));
    for (const m of MINISTERS) if (!swayed(k).includes(m)) out.push({ action: { id: 'sway', minister: m } });
    return out;
  },
  unavailable(k) {
    if (k.phase === 'jour')
      return [{ id: 'craft', label: duchyTurn.actions.craft!.label, reason: reason('12.2.1', 'Le Duché fabrique au Crépuscule, avec ses Citadelles et ses Marchés (12.2.1).') }];
    const why = reason('12.5', `Les actions du Duché se font au Jour (12.5) ; ${k.phase === 'aurore' ? 'l’Aurore ne fait que placer des guerriers dans le Terrier (12.4)' : 'le Crépuscule reprend les cartes révélées, fabrique et pioche (12.6)'}.`);
    const out = Object.entries(duchyTurn.actions)
      .filter(([id]) => id !== 'craft')
      .map(([id, m]) => ({ id, label: m.label, reason: why }));
    if (k.phase === 'aurore') out.push({ id: 'craft', label: duchyTurn.actions.craft!.label, reason: reason('12.2.1', 'Le Duché fabrique au Crépuscule, avec ses Citadelles et ses Marchés (12.2.1).') });
    return out;
  },
  apply(k, a) {
    if (a.id === 'craft') {
      if (k.phase !== 'crepuscule') return reason('12.2.1', 'Le Duché fabrique au Crépuscule (12.2.1).');
      const r = craftStep(k, a, craftPieces(k), '12.6.2');
      if ('rule' in r) return r;
      k.state.craftUsed = [...readInts(k.state.craftUsed), ...r.used.map((p) => p.at!)];
      return null;
    }
    if (k.phase !== 'jour') return reason('12.5', 'Les actions du Duché se font au Jour (12.5).');
    if ((ASSEMBLY as readonly string[]).includes(a.id)) {
      const r = assemblyAction(k);
      if (r) return r;
      switch (a.id) {
        case 'build':
          return build(k, a, '12.5.1.I', false);
        case 'recruit':
          return k.place('terrier', { category: 'warrior', kind: 'warrior' });
        case 'move':
          return move(k, a);
        case 'battle':
          return battle(k, a);
        case 'dig':
          return dig(k, a);
      }
    }
    if (a.id === 'brigadier2') {
      const mode = k.state.brigadierLeft;
      if (!mode) return reason('12.5.2.IV', 'Le second déplacement ou combat du Brigadier suit immédiatement le premier (12.5.2.IV).');
      delete k.state.brigadierLeft;
      if ((a.target !== undefined) !== (mode === 'battle')) return reason('12.5.2.IV', 'Le Brigadier fait 2 déplacements ou 2 combats, pas l’un et l’autre (12.5.2.IV).');
      return mode === 'battle' ? battle(k, a) : move(k, a);
    }
    if (a.id === 'sway') return sway(k, a);
    if (a.id === 'mayor') {
      const as = a.as as Minister;
      if (!MINISTERS.includes(as)) return reason('12.5.2.VI', 'Quel Ministre le Maire imite-t-il ?');
      return minister(k, a, as, true);
    }
    if (MINISTERS.includes(a.id as Minister)) return minister(k, a, a.id as Minister, false);
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const kind = a.kind === 'market' ? 'un Marché' : 'une Citadelle';
    switch (a.id) {
      case 'build':
        return `Construire ${kind} dans la clairière ${num(a.at, 0)} (révéler 1 carte ${CARD_SUIT_NAMES[k.suitOf(num(a.at, 0)) ?? 'bird']})`;
      case 'foremole':
        return `Contremaître : ${kind} dans la clairière ${num(a.at, 0)} (révéler 1 carte ${CARD_SUIT_NAMES[a.suit as CardSuit] ?? ''})`;
      case 'recruit':
        return 'Recruter : 1 guerrier dans le Terrier';
      case 'dig':
        return `Creuser un Tunnel dans la clairière ${num(a.at, 0)} (1 carte ${CARD_SUIT_NAMES[k.suitOf(num(a.at, 0)) ?? 'bird']}) et y amener ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} du Terrier${a.from ? `, après avoir retiré le Tunnel de la clairière ${num(a.from, 0)}` : ''}`;
      case 'banker':
        return `Banquier : dépenser ${countOf(num(a.n, 0), 'carte')} ${CARD_SUIT_NAMES[a.suit as CardSuit] ?? ''} pour ${countOf(num(a.n, 0), 'point')}`;
      case 'sway': {
        const m = a.minister as Minister;
        return MINISTERS.includes(m) ? `Rallier le Ministre ${MINISTER_NAMES[m]} (${RANK_NAMES[RANK[m]]}, ${countOf(BOARD.swayCost[RANK[m]]!, 'carte')} à révéler, ${countOf(BOARD.crownPoints[RANK[m]]!, 'point')})` : 'Rallier un Ministre';
      }
      case 'mayor': {
        const as = a.as as Minister;
        const id = as === 'foremole' ? 'foremole' : as === 'banker' ? 'banker' : a.target !== undefined ? 'battle' : 'move';
        return `Maire, comme le ${MINISTER_NAMES[as] ?? 'Ministre'} : ${duchyTurn.describe(k, { ...a, id }).replace(/^(Contremaître|Banquier) : /, '')}`;
      }
      case 'duchess':
      case 'baron':
      case 'earl':
        return LABELS[a.id];
    }
    if (a.from !== undefined && a.to !== undefined) {
      const who = a.id === 'marshal' ? 'Maréchal : ' : a.id.startsWith('brigadier') ? 'Brigadier : ' : '';
      return `${who}${who ? 'déplacer' : 'Déplacer'} ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de ${placeText(placeOf(a.from))} vers ${placeText(placeOf(a.to))}`;
    }
    const base = describeCommon(k, { ...a, id: a.target !== undefined ? 'battle' : a.id });
    const low = base.charAt(0).toLowerCase() + base.slice(1);
    return a.id === 'captain' ? `Capitaine : ${low}` : a.id.startsWith('brigadier') ? `Brigadier : ${low}` : base;
  },
  end(k, phase) {
    if (phase === 'crepuscule') {
      const markets = k.onMap({ category: 'building', kind: 'market' });
      const n = BOARD.evening.base + BOARD.evening.perMarket * markets;
      k.draw(n);
      k.say(`Pioche : ${countOf(n, 'carte')}${markets ? ` (1 + ${markets} par les symboles de carte visibles de la piste des Marchés)` : ''}.`);
      k.note(reason('12.6.3', 'Au Crépuscule, le Duché pioche 1 carte plus 1 par symbole de carte visible, puis défausse jusqu’à 5 cartes (12.6.3).'));
      k.note(boardNote('12.6.3'));
      const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
      if (hand !== undefined && hand > 5) k.note(reason('12.6.3', `Avec ${hand} cartes en main, le Duché en défausse ${hand - 5} de son choix (12.6.3).`));
    }
    return null;
  },
};

export type { Owner };
