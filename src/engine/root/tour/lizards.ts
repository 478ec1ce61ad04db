/**
 * The Culte des Lézards' turn (chapter 10), for a person: Birdsong adjusts the Outcast (10.4.1),
 * discards the Lost Souls (10.4.2), then conspiracies with acolytes in clearings of the Outcast suit
 * (10.4.3: Crusade, Convert, Sanctify; 1 acolyte less when Hated); Daylight rituals, one per card
 * revealed (10.5: Build, Recruit, Score, Sacrifice; bird cards are not wild, 10.2.2); Evening takes
 * the revealed cards back (10.6.1), crafts with gardens of the Outcast suit (10.2.1, 10.6.2), draws
 * and discards (10.6.3). Spent and discarded cards go to the Lost Souls (10.2.6).
 *
 * The acolytes are the position's (`players.lizards.acolytes`, 10.2.3); they are warriors out of the
 * supply, so the supply is the warriors neither on the map nor in the Acolytes box (1.5.1).
 *
 * State (`TurnState` keys, read from the reader or kept during the turn):
 * - `outcast`: the suit of the Outcast marker ('fox', 'rabbit', 'mouse'), 10.3.3 and 10.4.1;
 * - `hated`: the marker shows its Hated side (10.4.1);
 * - `lostSouls`: the Lost Souls pile by suit ({ fox, rabbit, mouse, bird }), 10.2.6;
 * - `gardenPoints`: the points printed above the 5 spaces of a gardens track, from the first space
 *   a garden leaves to the last (a list of 5 integers). Not in the Law; no public source found:
 *   the reader reads them off the board (see `TRACK_NOTE`);
 * - `gardenDraws`: the draw bonuses under those 5 spaces (5 integers, 0 or 1), same remark;
 * - `revealed`: cards revealed this Daylight, by suit (10.5);
 * - `scored`: suits already scored this turn (10.5.3: once per suit);
 * - `crusadeAt`: the clearing a Crusade just moved into, where it may battle (10.4.3.I).
 */
import type { CardSuit } from '../cards';
import type { Suit } from '../factions';
import { capitalize, countOf, SUIT_NAMES as SUIT_LOWER, theName, nEnAQue } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Owner } from '../setup';
import { battleCandidates, battleStep, craftCandidates, craftStep, describeCommon, moveCandidates, num, onlyKeys, readBool, strList } from './commun';
import type { Candidate, CraftPiece, Json, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { CARD_SUIT_OPTIONS, SUIT_OPTIONS } from './entrees';

const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse'];
/** Suit names as on the cards and pieces (« carte Renard », « jardin Lapin »). */
const SUIT_NAMES = { fox: capitalize(SUIT_LOWER.fox), rabbit: capitalize(SUIT_LOWER.rabbit), mouse: capitalize(SUIT_LOWER.mouse), bird: capitalize(SUIT_LOWER.bird) };
const CARD_SUITS: readonly CardSuit[] = ['fox', 'rabbit', 'mouse', 'bird'];
const WARRIOR = { category: 'warrior', kind: 'warrior' } as const;
const garden = (s: Suit) => ({ category: 'building' as const, kind: `garden_${s}` });
const isSuit = (x: unknown): x is Suit => typeof x === 'string' && (SUITS as readonly string[]).includes(x);

/** The cost of each conspiracy (10.4.3), before the Hated discount. */
const CONSPIRACY_COST = { crusade: 2, convert: 2, sanctify: 3 } as const;

/** The gardens tracks are printed on the faction board, not in the Law: the reader gives them. */
const TRACK_NOTE = 'Les points et bonus de pioche de la piste des jardins sont imprimés sur le plateau de faction, pas dans la Loi ; aucune source publique vérifiée ne les donne : ils viennent du lecteur.';

type Counts = { [S in CardSuit]?: number };
const counts = (x: unknown): Counts => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Counts) : {});
const ints5 = (x: unknown): number[] | null => (Array.isArray(x) && x.length === 5 && x.every((v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9) ? (x as number[]) : null);

function acolytes(k: TurnKit): number {
  return k.setup.players.lizards?.acolytes ?? 0;
}
function setAcolytes(k: TurnKit, n: number): void {
  const p = k.setup.players.lizards;
  if (p) p.acolytes = n;
}
/** Warriors in the supply: neither on the map nor in the Acolytes box (1.5.1, 10.2.3). */
function warriorSupply(k: TurnKit): number {
  return Math.max(0, k.supply(WARRIOR) - acolytes(k));
}

function outcastOf(k: TurnKit): Suit | null {
  return isSuit(k.state.outcast) ? k.state.outcast : null;
}
const outcastClearings = (k: TurnKit): number[] => k.clearings().filter((c) => k.suitOf(c) === outcastOf(k));

/** Adds cards to the Lost Souls pile (10.2.6). */
function toLostSouls(k: TurnKit, suit: CardSuit, n = 1): void {
  const pile = { ...counts(k.state.lostSouls) };
  pile[suit] = (pile[suit] ?? 0) + n;
  k.state.lostSouls = pile as Json;
}

/** Reveals a card of the suit from the hand for a ritual (10.5); no bird stands in (10.2.2). */
function reveal(k: TurnKit, suit: CardSuit, rule: string): Reason | null {
  const hand = k.state.hand;
  if (hand) {
    if ((hand[suit] ?? 0) < 1)
      return reason(rule, `Il faut révéler 1 carte ${SUIT_NAMES[suit]} ; la main n’en a plus${suit !== 'bird' ? ', et une carte Oiseau ne la remplace pas pour un rituel (10.2.2)' : ''}.`);
    hand[suit] = (hand[suit] ?? 0) - 1;
  } else k.note(reason('1.2.1', `La main n’est pas donnée : on suppose que le Culte a la carte ${SUIT_NAMES[suit]} à révéler (1.2.1).`));
  const r = { ...counts(k.state.revealed) };
  r[suit] = (r[suit] ?? 0) + 1;
  k.state.revealed = r as Json;
  k.state.crusadeAt = null;
  return null;
}

/** Spends acolytes for a conspiracy (10.4.3): they go back to the supply. */
function payConspiracy(k: TurnKit, kind: keyof typeof CONSPIRACY_COST, at: number, rule: string): Reason | null {
  const out = outcastOf(k);
  if (!out) return reason('10.4.3', 'La couleur des Parias n’est pas connue : donnez-la pour mener une conspiration (10.3.3, 10.4.1).');
  if (k.suitOf(at) !== out) return reason(rule, `La clairière ${at} n’est pas de la couleur des Parias (${SUIT_NAMES[out]}) : pas de conspiration (10.4.3).`);
  const cost = CONSPIRACY_COST[kind] - (k.state.hated ? 1 : 0);
  const have = acolytes(k);
  if (have < cost) return reason(rule, `Il faut ${countOf(cost, 'acolyte')}${k.state.hated ? ' (1 de moins : les Parias sont Haïs)' : ''} ; le Culte ${nEnAQue(have)} (10.4.3).`);
  setAcolytes(k, have - cost);
  k.state.crusadeAt = null;
  k.say(`${countOf(cost, 'acolyte')} ${cost > 1 ? 'retournent' : 'retourne'} à la réserve.`);
  return null;
}

/** A battle of the Cult; a garden it loses costs it a random card (10.2.5), which goes to the Lost Souls (10.2.6). */
function cultBattle(k: TurnKit, a: PlannedAction) {
  const count = () => SUITS.reduce((t, s) => t + k.onMap(garden(s)), 0);
  const before = count();
  const r = battleStep(k, a);
  const lost = before - count();
  if (!r && lost > 0)
    k.note(reason('10.2.5', `Peur des fidèles : ${lost > 1 ? `${lost} jardins retirés, le Culte défausse ${lost} cartes` : 'jardin retiré, le Culte défausse 1 carte'} prise${lost > 1 ? 's' : ''} au hasard, qui va dans les Âmes Perdues (10.2.5, 10.2.6).`));
  return r;
}

function crusade(k: TurnKit, a: PlannedAction) {
  if (typeof a.from === 'number') {
    const r = payConspiracy(k, 'crusade', a.from, '10.4.3.I');
    if (r) return r;
    const moved = k.move(a.from, num(a.to, 0), num(a.n, 0));
    if (moved) return moved;
    k.state.crusadeAt = num(a.to, 0);
    return null;
  }
  const r = payConspiracy(k, 'crusade', num(a.at, 0), '10.4.3.I');
  return r ?? cultBattle(k, a);
}

function convert(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const target = a.target as Owner;
  if (!k.warriors(at, target) || target === 'lizards') return reason('10.4.3.II', `Aucun guerrier adverse de ce joueur dans la clairière ${at} à convertir (10.4.3.II).`);
  const r = payConspiracy(k, 'convert', at, '10.4.3.II');
  if (r) return r;
  if (warriorSupply(k) < 1) return reason('10.4.3.II', 'Plus de guerrier du Culte dans la réserve : remplacer exige de placer la nouvelle pièce (10.4.3.II, 1.5.1).');
  return k.remove(at, WARRIOR, 1, target) ?? k.place(at, WARRIOR);
}

function sanctify(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const target = a.target as Owner;
  const kind = typeof a.kind === 'string' ? a.kind : '';
  if (target === 'lizards' || !k.buildings(at, target, kind)) return reason('10.4.3.III', `Pas de tel bâtiment adverse dans la clairière ${at} (10.4.3.III).`);
  const suit = k.suitOf(at);
  if (!suit) return reason('10.4.3.III', 'La couleur de cette clairière n’est pas connue.');
  const r = payConspiracy(k, 'sanctify', at, '10.4.3.III');
  if (r) return r;
  if (k.supply(garden(suit)) < 1) return reason('10.4.3.III', `Plus de jardin ${SUIT_NAMES[suit]} sur la piste : remplacer exige de placer le jardin (10.4.3.III, 1.5.1).`);
  const gone = k.remove(at, { category: 'building', kind }, 1, target);
  if (gone) return gone;
  const placed = k.place(at, garden(suit));
  if (placed) return placed;
  k.score(1);
  k.note(reason('3.2.1', 'Le bâtiment adverse retiré rapporte 1 point (3.2.1).'));
  return null;
}

function build(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!suit) return reason('10.5.1', 'La couleur de cette clairière n’est pas connue.');
  if (!k.rules(at)) return reason('10.5.1', `Le Culte ne contrôle pas la clairière ${at} : il n’y construit pas (10.5.1).`);
  if (k.supply(garden(suit)) < 1) return reason('10.5.1', `Plus de jardin ${SUIT_NAMES[suit]} sur la piste (1.5.1).`);
  const ban = k.placeBan(at, garden(suit));
  if (ban) return ban;
  return reveal(k, suit, '10.5.1') ?? k.place(at, garden(suit));
}

function recruit(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!suit) return reason('10.5.2', 'La couleur de cette clairière n’est pas connue.');
  if (warriorSupply(k) < 1) return reason('1.5.1', 'Plus de guerrier du Culte dans la réserve (1.5.1).');
  return reveal(k, suit, '10.5.2') ?? k.place(at, WARRIOR);
}

function score(k: TurnKit, a: PlannedAction): Reason | null {
  const suit = a.suit;
  if (!isSuit(suit)) return reason('10.5.3', 'Le Score se fait avec une carte Renard, Lapin ou Souris : il n’y a pas de piste de jardins Oiseau (10.5.3, 10.2.2).');
  if (strList(k.state.scored).includes(suit)) return reason('10.5.3', `Le Score ${SUIT_NAMES[suit]} a déjà été fait ce tour : une fois par tour et par couleur (10.5.3).`);
  const off = k.onMap(garden(suit));
  if (off === 0) return reason('10.5.3', `Aucune case vide sur la piste des jardins ${SUIT_NAMES[suit]} : aucun point à marquer (10.5.3).`);
  const r = reveal(k, suit, '10.5.3');
  if (r) return r;
  const rev = counts(k.state.revealed);
  k.state.revealed = { ...rev, [suit]: (rev[suit] ?? 1) - 1 } as Json;
  toLostSouls(k, suit);
  k.state.scored = [...strList(k.state.scored), suit];
  const track = ints5(k.state.gardenPoints);
  if (track) {
    k.score(track[off - 1]!);
    k.note(reason('10.5.3', `Case vide la plus à droite de la piste ${SUIT_NAMES[suit]} : la ${off}e, ${countOf(track[off - 1]!, 'point')} ; la carte va dans les Âmes Perdues (10.5.3, 10.2.6).`));
  } else k.note(reason('10.5.3', `Case vide la plus à droite de la piste ${SUIT_NAMES[suit]} : la ${off}e ; ses points ne sont pas donnés, marquez-les vous-même (10.5.3).`));
  k.note(reason('10.5.3', TRACK_NOTE));
  return null;
}

function sacrifice(k: TurnKit): Reason | null {
  if (warriorSupply(k) < 1) return reason('10.5.4', 'Plus de guerrier du Culte dans la réserve à placer dans la case Acolytes (10.5.4, 1.5.1).');
  const r = reveal(k, 'bird', '10.5.4');
  if (r) return r;
  setAcolytes(k, acolytes(k) + 1);
  return null;
}

/** The gardens that may be activated to craft: of the Outcast's printed suit, each giving its clearing's suit (10.2.1). */
function craftGardens(k: TurnKit): CraftPiece[] {
  const out = outcastOf(k);
  if (!out) return [];
  const used = Array.isArray(k.state.gardensUsed) ? (k.state.gardensUsed as number[]) : [];
  const pieces: CraftPiece[] = [];
  for (const c of k.clearings()) {
    const suit = k.suitOf(c);
    const n = k.buildings(c, 'lizards', `garden_${out}`) - used.filter((x) => x === c).length;
    for (let i = 0; i < n && suit; i++) pieces.push({ at: c, suit });
  }
  return pieces;
}

/** Birdsong's own steps: the Outcast (10.4.1), then the Lost Souls discarded (10.4.2). */
function birdsong(k: TurnKit): void {
  const pile = counts(k.state.lostSouls);
  if (k.state.lostSouls === undefined) {
    k.note(reason('10.4.1', `La pile des Âmes Perdues n’est pas donnée : le marqueur de Parias reste ${outcastOf(k) ? `sur ${SUIT_NAMES[outcastOf(k)!]}` : 'où il est'}, côté ${k.state.hated ? 'Haïs' : 'Parias'} (10.4.1).`));
    return;
  }
  const n = SUITS.map((s) => pile[s] ?? 0);
  const most = Math.max(...n);
  const top = SUITS.filter((_, i) => n[i] === most);
  const before = outcastOf(k);
  if (top.length === 1 && top[0] !== before) {
    k.state.outcast = top[0]!;
    k.state.hated = false;
    k.say(`La couleur des Parias devient ${SUIT_NAMES[top[0]!]}, côté Parias visible.`);
  } else {
    k.state.hated = true;
    k.say(`La couleur des Parias reste ${before ? SUIT_NAMES[before] : 'la même'} ; le marqueur passe côté Haïs.`);
  }
  k.note(reason('10.4.1', `Âmes Perdues, Oiseaux à part : ${SUITS.map((s, i) => `${SUIT_NAMES[s]} ${n[i]}`).join(', ')}. ${top.length === 1 ? (top[0] === before ? 'La couleur la plus nombreuse est déjà celle des Parias : le marqueur passe côté Haïs' : 'La couleur la plus nombreuse devient celle des Parias') : 'Aucune couleur ne l’emporte : le marqueur reste et passe côté Haïs'} (10.4.1).`));
  const total = CARD_SUITS.reduce((s, x) => s + (pile[x] ?? 0), 0);
  k.state.lostSouls = { fox: 0, rabbit: 0, mouse: 0, bird: 0 };
  k.note(reason('10.4.2', `${countOf(total, 'carte')} des Âmes Perdues ${total > 1 ? 'vont' : 'va'} à la défausse ; les cartes Domination redeviennent disponibles (10.4.2).`));
}


const SPACES5 = [1, 2, 3, 4, 5].map((i) => ({ value: `c${i}`, label: `Case ${i}` }));
/** The Cult's inputs: see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'outcast', label: 'Parias', rule: '10.3.3', kind: 'choix', options: SUIT_OPTIONS, exemple: 'fox' },
  { key: 'hated', label: 'Parias Haïs (le marqueur montre sa face Haïs)', rule: '10.4.1', kind: 'oui-non', exemple: true },
  { key: 'lostSouls', label: 'Âmes Perdues, par couleur', rule: '10.2.6', kind: 'comptes', options: CARD_SUIT_OPTIONS, max: 54, exemple: { fox: 2, bird: 1 } },
  { key: 'gardenPoints', label: 'Points imprimés sur les 5 cases d’une piste de jardins (à lire sur le plateau)', rule: '10.5.3', kind: 'comptes', options: SPACES5, suite: true, max: 9, exemple: [0, 1, 2, 3, 4] },
  { key: 'gardenDraws', label: 'Cartes piochées en plus sous ces 5 cases (0 ou 1, à lire sur le plateau)', rule: '10.5.3', kind: 'comptes', options: SPACES5, suite: true, max: 1, exemple: [0, 0, 1, 0, 1] },
  { key: 'revealed', label: 'Cartes révélées à ce Jour, par couleur', rule: '10.5', kind: 'comptes', options: CARD_SUIT_OPTIONS, max: 54, avancement: true, exemple: { mouse: 1 } },
  { key: 'scored', label: 'Couleurs déjà marquées ce tour (Score)', rule: '10.5.3', kind: 'liste', options: SUIT_OPTIONS, avancement: true, exemple: ['rabbit'] },
  { key: 'crusadeAt', label: 'Clairière où la Croisade vient d’arriver', rule: '10.4.3.I', kind: 'clairieres', une: true, avancement: true, exemple: 1 },
  { key: 'gardensUsed', label: 'Jardins déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
];

export const lizardsTurn: TurnModule = {
  factions: ['lizards'],
  inputs: INPUTS,
  actions: {
    crusade: { label: 'Croisade', rule: '10.4.3.I', cost: '2 acolytes (1 si les Parias sont Haïs)' },
    crusadeBattle: { label: 'Combat à l’arrivée de la Croisade', rule: '10.4.3.I' },
    convert: { label: 'Conversion', rule: '10.4.3.II', cost: '2 acolytes (1 si les Parias sont Haïs)' },
    sanctify: { label: 'Sanctuaire', rule: '10.4.3.III', cost: '3 acolytes (2 si les Parias sont Haïs)' },
    build: { label: 'Rituel : Construction', rule: '10.5.1', cost: '1 carte de la couleur de la clairière, révélée' },
    recruit: { label: 'Rituel : Recrutement', rule: '10.5.2', cost: '1 carte de la couleur de la clairière, révélée' },
    score: { label: 'Rituel : Score', rule: '10.5.3', cost: '1 carte révélée puis dépensée, une fois par couleur' },
    sacrifice: { label: 'Rituel : Sacrifice', rule: '10.5.4', cost: '1 carte Oiseau révélée' },
    craft: { label: 'Fabriquer avec les jardins', rule: '10.6.2', cost: '1 carte de la main ; 1 jardin de la couleur des Parias activé par couleur du coût' },
  },
  read(x, k, problems) {
    onlyKeys(x, ['outcast', 'hated', 'lostSouls', 'gardenPoints', 'gardenDraws', 'revealed', 'scored', 'crusadeAt', 'gardensUsed'], problems, 'du Culte');
    if (x.outcast !== undefined) {
      if (isSuit(x.outcast)) k.state.outcast = x.outcast;
      else problems.push(reason('10.3.3', 'Les Parias sont Renard, Lapin ou Souris (10.3.3).'));
    }
    readBool(x, 'hated', k, problems);
    for (const key of ['lostSouls', 'revealed'] as const) {
      const v = x[key];
      if (v === undefined) continue;
      const ok = v && typeof v === 'object' && !Array.isArray(v) && Object.entries(v).every(([s, n]) => (CARD_SUITS as readonly string[]).includes(s) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 54);
      if (ok) k.state[key] = v as Json;
      else problems.push(reason('10.2.6', `${key === 'lostSouls' ? 'La pile des Âmes Perdues' : 'Les cartes révélées'} se donne par couleur : Renard, Lapin, Souris, Oiseau, de 0 à 54.`));
    }
    for (const key of ['gardenPoints', 'gardenDraws'] as const) {
      if (x[key] === undefined) continue;
      if (ints5(x[key])) k.state[key] = x[key] as Json;
      else problems.push(reason('10.5.3', `${key === 'gardenPoints' ? 'Les points' : 'Les bonus de pioche'} de la piste des jardins se donnent pour ses 5 cases, de 0 à 9.`));
    }
    if (x.scored !== undefined) {
      if (Array.isArray(x.scored) && x.scored.every(isSuit)) k.state.scored = x.scored as Json;
      else problems.push(reason('10.5.3', 'Les couleurs déjà marquées ce tour sont Renard, Lapin ou Souris.'));
    }
    for (const key of ['crusadeAt'] as const) if (x[key] !== undefined && x[key] !== null && !Number.isInteger(x[key])) problems.push(reason('10.4.3.I', 'La clairière d’arrivée de la Croisade se donne par son numéro.'));
    if (typeof x.crusadeAt === 'number') k.state.crusadeAt = x.crusadeAt;
    if (x.gardensUsed !== undefined) {
      if (Array.isArray(x.gardensUsed) && x.gardensUsed.every((c) => Number.isInteger(c))) k.state.gardensUsed = x.gardensUsed as Json;
      else problems.push(reason('4.1.1', 'Les jardins déjà activés se donnent par numéro de clairière.'));
    }
  },
  begin(k, phase) {
    if (phase === 'aurore') birdsong(k);
    if (phase === 'crepuscule') {
      const rev = counts(k.state.revealed);
      const n = CARD_SUITS.reduce((s, x) => s + (rev[x] ?? 0), 0);
      if (k.state.hand) for (const s of CARD_SUITS) k.state.hand[s] = (k.state.hand[s] ?? 0) + (rev[s] ?? 0);
      k.state.revealed = {};
      k.say(n ? `${countOf(n, 'carte révélée', 'cartes révélées')} ${n > 1 ? 'reviennent' : 'revient'} en main.` : 'Aucune carte révélée à reprendre.');
      k.note(reason('10.6.1', 'Au Crépuscule, le Culte reprend en main les cartes révélées ce tour (10.6.1).'));
    }
  },
  candidates(k) {
    const out: Candidate[] = [];
    if (k.phase === 'aurore') {
      for (const c of outcastClearings(k)) {
        if (k.warriors(c) > 0) for (const o of k.enemiesIn(c)) out.push({ action: { id: 'crusade', at: c, target: o } });
        out.push(...moveCandidates(k, 'crusade', [c]));
        for (const o of k.enemiesIn(c)) {
          if (k.warriors(c, o) > 0) out.push({ action: { id: 'convert', at: c, target: o } });
          const kinds = new Set((k.here(c).buildings ?? []).filter((b) => b.owner === o).map((b) => b.kind));
          for (const kind of kinds) out.push({ action: { id: 'sanctify', at: c, target: o, kind } });
        }
      }
      if (typeof k.state.crusadeAt === 'number') out.push(...battleCandidates(k, 'crusadeBattle', (c) => c === k.state.crusadeAt && k.warriors(c) > 0));
    }
    if (k.phase === 'jour') {
      for (const c of k.clearings()) {
        out.push({ action: { id: 'build', at: c } });
        out.push({ action: { id: 'recruit', at: c } });
      }
      for (const s of SUITS) out.push({ action: { id: 'score', suit: s } });
      out.push({ action: { id: 'sacrifice' } });
    }
    if (k.phase === 'crepuscule') out.push(...craftCandidates(k, 'craft', craftGardens(k)));
    return out;
  },
  unavailable(k) {
    const why = (id: string): Reason | null => {
      const rule = lizardsTurn.actions[id]!.rule;
      if (rule.startsWith('10.4') && k.phase !== 'aurore') return reason('10.4', 'Les conspirations se mènent à l’Aurore (10.4.3).');
      if (rule.startsWith('10.5') && k.phase !== 'jour') return reason('10.5', 'Les rituels se font au Jour, en révélant des cartes (10.5).');
      if (id === 'craft' && k.phase !== 'crepuscule') return reason('10.6', 'Le Culte fabrique au Crépuscule (10.2.1, 10.6.2).');
      if (id === 'craft' && !outcastOf(k)) return reason('10.2.1', 'La couleur des Parias n’est pas connue : le Culte fabrique avec les jardins de cette couleur (10.2.1).');
      if (id === 'craft') return reason('10.2.1', `Aucun jardin ${SUIT_NAMES[outcastOf(k)!]} libre à activer, ou aucune carte à fabriquer (10.2.1).`);
      if (id === 'crusadeBattle') return reason('10.4.3.I', 'Ce combat suit immédiatement une Croisade qui s’est déplacée (10.4.3.I).');
      if (rule.startsWith('10.4')) return reason(rule, `Aucune clairière des Parias où mener cette conspiration (10.4.3).`);
      return null;
    };
    return Object.entries(lizardsTurn.actions).flatMap(([id, m]) => {
      const r = why(id);
      return r ? [{ id, label: m.label, reason: r }] : [];
    });
  },
  apply(k, a) {
    const phaseOf: { [id: string]: 'aurore' | 'jour' | 'crepuscule' } = { crusade: 'aurore', crusadeBattle: 'aurore', convert: 'aurore', sanctify: 'aurore', build: 'jour', recruit: 'jour', score: 'jour', sacrifice: 'jour', craft: 'crepuscule' };
    const want = phaseOf[a.id];
    if (want && want !== k.phase)
      return want === 'aurore' ? reason('10.4', 'Les conspirations se mènent à l’Aurore (10.4.3).') : want === 'jour' ? reason('10.5', 'Les rituels se font au Jour (10.5).') : reason('10.6', 'Le Culte fabrique au Crépuscule (10.6.2).');
    switch (a.id) {
      case 'crusade':
        return crusade(k, a);
      case 'crusadeBattle': {
        if (k.state.crusadeAt !== num(a.at, 0)) return reason('10.4.3.I', 'Le combat de la Croisade se livre dans la clairière où elle vient d’arriver, juste après son déplacement (10.4.3.I).');
        k.state.crusadeAt = null;
        return cultBattle(k, a);
      }
      case 'convert':
        return convert(k, a);
      case 'sanctify':
        return sanctify(k, a);
      case 'build':
        return build(k, a);
      case 'recruit':
        return recruit(k, a);
      case 'score':
        return score(k, a);
      case 'sacrifice':
        return sacrifice(k);
      case 'craft': {
        if (!outcastOf(k)) return reason('10.2.1', 'La couleur des Parias n’est pas connue : le Culte fabrique avec les jardins de cette couleur (10.2.1).');
        const r = craftStep(k, a, craftGardens(k), '10.2.1');
        if (typeof r !== 'object' || r === null || 'text' in r) return r as Reason | null;
        k.state.gardensUsed = [...(Array.isArray(k.state.gardensUsed) ? (k.state.gardensUsed as number[]) : []), ...r.used.map((p) => p.at!)];
        const card = typeof a.card === 'string' ? a.card : '';
        const suit = CARD_SUITS.find((s) => card.endsWith(`_${s}`));
        if (suit) toLostSouls(k, suit);
        k.note(reason('10.2.6', 'La carte dépensée va dans la pile des Âmes Perdues, pas dans la défausse (10.2.6).'));
        return null;
      }
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const cost = (kind: keyof typeof CONSPIRACY_COST) => countOf(CONSPIRACY_COST[kind] - (k.state.hated ? 1 : 0), 'acolyte');
    const at = num(a.at, 0);
    const s = k.suitOf(at);
    switch (a.id) {
      case 'crusade':
        return typeof a.from === 'number'
          ? `Croisade : déplacer ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${a.from} vers la clairière ${num(a.to, 0)} (${cost('crusade')})`
          : `Croisade : combattre ${theName(a.target as Owner, k.setup)} dans la clairière ${at} (${cost('crusade')})`;
      case 'convert':
        return `Conversion dans la clairière ${at} : 1 guerrier adverse remplacé par 1 guerrier du Culte (${cost('convert')})`;
      case 'sanctify':
        return `Sanctuaire dans la clairière ${at} : un bâtiment adverse remplacé par un jardin ${s ? SUIT_NAMES[s] : ''} (${cost('sanctify')})`;
      case 'build':
        return `Construire un jardin ${s ? SUIT_NAMES[s] : ''} dans la clairière ${at} (1 carte ${s ? SUIT_NAMES[s] : ''} révélée)`;
      case 'recruit':
        return `Recruter 1 guerrier dans la clairière ${at} (1 carte ${s ? SUIT_NAMES[s] : ''} révélée)`;
      case 'score': {
        const suit = isSuit(a.suit) ? a.suit : 'fox';
        const off = k.onMap(garden(suit));
        const track = ints5(k.state.gardenPoints);
        return `Score ${SUIT_NAMES[suit]} : 1 carte ${SUIT_NAMES[suit]} dépensée${track && off ? `, ${countOf(track[off - 1]!, 'point')}` : ''}`;
      }
      case 'sacrifice':
        return 'Sacrifice : 1 guerrier dans la case Acolytes (1 carte Oiseau révélée)';
    }
    return describeCommon(k, a);
  },
  end(k, phase) {
    if (phase === 'crepuscule') {
      const draws = ints5(k.state.gardenDraws);
      const bonus = draws ? SUITS.reduce((t, s) => t + draws.slice(0, k.onMap(garden(s))).reduce((x, y) => x + y, 0), 0) : 0;
      k.draw(1 + bonus);
      k.say(`Pioche : ${countOf(1 + bonus, 'carte')}${bonus ? ` (1 + ${bonus} par les bonus de pioche découverts)` : ''}.`);
      k.note(reason('10.6.3', draws ? 'Au Crépuscule, le Culte pioche 1 carte plus 1 par bonus de pioche découvert, puis défausse jusqu’à 5 cartes (10.6.3).' : 'Au Crépuscule, le Culte pioche 1 carte plus 1 par bonus de pioche découvert ; ces bonus ne sont pas donnés : ajoutez-les vous-même (10.6.3).'));
      if (draws) k.note(reason('10.6.3', TRACK_NOTE));
      const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
      if (hand !== undefined && hand > 5) k.note(reason('10.2.6', `Avec ${hand} cartes en main, le Culte en défausse ${hand - 5} de son choix, qui vont dans les Âmes Perdues (10.6.3, 10.2.6).`));
    }
    return null;
  },
};
