/**
 * Vagabot (Laws of Rootbotics, chapter R7), for the Vagabond and the second Vagabond.
 *
 * - R7.2.1 Lone Wanderer and its Elimination, R7.2.2 Nimble, R7.2.4 the battle track (maximum of
 *   rolled hits 1, +1 with 6 and with 9 undamaged items, 1 extra hit attacking with 12) and
 *   R7.2.5 (hits damage items), the Arbiter enlisted by bot defenders (R7.7.6), the Vagrant's
 *   battle (R7.7.4) and the 1 point per enemy warrior removed attacking (R7.5.4): handled by the
 *   engine's rules module (factions/vagabond.ts) and battle.ts; this module does not repeat them;
 * - R7.2.3 items: all alike; the board below says which are exhausted, damaged or on the track;
 * - R7.3 setup: character, pawn in the forest next to the most clearings (ties at random), a
 *   Quest, the « R » items under the ruins at random, 4 starting items (the Tinker 3);
 * - R7.4 Birdsong: reveal, craft (1 point, the item goes to the Satchel), slip into a random
 *   adjacent forest and skip Daylight with 2 undamaged items or fewer;
 * - R7.5 Daylight: the actions of the order's suit (I–IV), each in the nearest clearing where it
 *   can be done, one item exhausted per move; the Day stops when every item is exhausted;
 *   Explore R7.5.1, Quest R7.5.2, Aid R7.5.3, Battle R7.5.4 (and its tie-breaks I, II), Repair
 *   R7.5.5, Special action R7.5.6 (the six characters, R7.7);
 * - R7.6 Evening: refresh 4 items (6 without damaged items), repair (all in a forest, else 1),
 *   discard the order.
 * Difficulty (ROOT/124–126) and Traits (ROOT/127–130): see data.ts.
 *
 * The board. `Setup.players[id].items` is the number of undamaged items (battle.ts reads it);
 * what the position cannot say is kept in `BotState.boards[id]` (core.ts):
 *   ready      undamaged, face up, in the Satchel (the only items the bot can exhaust)
 *   exhausted  undamaged, face down, in the Satchel
 *   damaged / damagedExhausted   damaged items, face up / face down
 *   track / trackExhausted       undamaged items on the battle track (face down among them)
 *   quest      suit of the current Quest ('' when none); questsOut: suits of the Quests discarded
 * When the position's `items` differs from the board (a battle or a Revolt in another turn), the
 * difference is damaged (exhausted items first, R7.2.5) or gained (face up) at the start of the
 * turn. Without a board, every undamaged item is face up.
 *
 * Readings (README): a move that the bot cannot pay in full is not made and the action is skipped
 * (« un objet par déplacement »); distances follow the paths (closed paths count, R12.2.1) and,
 * on the Lake, the Ferry's links to the coast (R12.1.1); a track item leaving the track goes back face up first; the Tinker's discard pile is the
 * order cards revealed by bots (the humans' discards are unknown to the engine); a bot that is
 * aided scores 1 point in all (« 1 point de victoire au lieu de piocher des cartes »).
 */
import type { CardSuit } from '../cards';
import { ferryOf } from '../board';
import { SUITS, type FactionId, type Suit } from '../factions';
import { CHARACTER_NAMES, countOf, ITEM_NAMES, SUIT_NAMES } from '../glossary';
import { forestData } from '../maps';
import { legalMoves } from '../movement';
import { reason, problem, type Reason } from '../reasons';
import type { Character, Owner, PawnOwner, Place, Setup } from '../setup';
import { defaultOrder } from '../battle';
import { cardLabel, deckCard, type DeckCard } from './deck';
import { QUEST_DECK, RUIN_ITEMS, VAGABOT_DIFFICULTY, VAGABOT_TRAIT_CARDS as TRAITS } from './data-vagabot';
import { VAGABOT_TRAITS } from './trait-ids';
import { setupRank, type BotBoard, type BotRules, type Criterion, type Turn } from './core';

type VagabotId = 'vagabond' | 'vagabond2';

interface Board {
  ready: number;
  exhausted: number;
  damaged: number;
  damagedExhausted: number;
  track: number;
  trackExhausted: number;
  quest: Suit | '';
  questsOut: string[];
}

const KEYS = ['ready', 'exhausted', 'damaged', 'damagedExhausted', 'track', 'trackExhausted'] as const;

/** The Vagabot's characters (R7.7) and their difficulty, where the text gives one. */
export const VAGABOT_CHARACTERS: { id: Character; rule: string; difficulty: string | null }[] = [
  { id: 'thief', rule: 'R7.7.1', difficulty: 'facile' },
  { id: 'tinker', rule: 'R7.7.2', difficulty: 'moyen' },
  { id: 'ranger', rule: 'R7.7.3', difficulty: 'difficile' },
  { id: 'vagrant', rule: 'R7.7.4', difficulty: null },
  { id: 'scoundrel', rule: 'R7.7.5', difficulty: null },
  { id: 'arbiter', rule: 'R7.7.6', difficulty: null },
];

/** The actions of each order suit (R7.5.I–IV). */
type Action = 'explore' | 'quest' | 'aid' | 'battle' | 'repair' | 'special';
const ACTIONS: { [S in CardSuit]: { rule: string; list: Action[] } } = {
  bird: { rule: 'R7.5.I', list: ['explore', 'quest', 'aid', 'battle'] },
  fox: { rule: 'R7.5.II', list: ['explore', 'battle', 'special'] },
  rabbit: { rule: 'R7.5.III', list: ['battle', 'repair', 'special'] },
  mouse: { rule: 'R7.5.IV', list: ['quest', 'aid', 'battle', 'repair'] },
};
const ACTION_NAMES: { [A in Action]: string } = { explore: 'Exploration', quest: 'Quête', aid: 'Aide', battle: 'Combat', repair: 'Réparation', special: 'Action spéciale' };

// ------------------------------------------------------------------ the board

/** Items on the battle track for this many undamaged items (R7.2.4). */
function trackFor(undamaged: number): number {
  return (undamaged >= 6 ? 1 : 0) + (undamaged >= 9 ? 1 : 0) + (undamaged >= 12 ? 1 : 0);
}
function undamaged(b: Board): number {
  return b.ready + b.exhausted + b.track;
}
function damagedCount(b: Board): number {
  return b.damaged + b.damagedExhausted;
}
/** R7.2.4: items go on the track (exhausted first) or come back to the Satchel (face up first). */
function settleTrack(b: Board): void {
  const want = trackFor(undamaged(b));
  while (b.track < want) {
    if (b.exhausted > 0) {
      b.exhausted--;
      b.trackExhausted++;
    } else b.ready--;
    b.track++;
  }
  while (b.track > want) {
    if (b.track > b.trackExhausted) b.ready++;
    else {
      b.trackExhausted--;
      b.exhausted++;
    }
    b.track--;
  }
}
/** R7.2.5: exhausted items first (Satchel, then track), then the others. Returns how many. */
function damage(b: Board, n: number): number {
  let k = 0;
  const take = (from: 'exhausted' | 'trackExhausted' | 'ready' | 'track', to: 'damaged' | 'damagedExhausted') => {
    while (k < n && b[from] > 0 && (from !== 'track' || b.track > b.trackExhausted)) {
      b[from]--;
      if (from === 'trackExhausted') b.track--;
      b[to]++;
      k++;
    }
  };
  take('exhausted', 'damagedExhausted');
  take('trackExhausted', 'damagedExhausted');
  take('ready', 'damaged');
  take('track', 'damaged');
  settleTrack(b);
  return k;
}
/** R7.2.3: face-up items of the Satchel turned face down to act. */
function exhaust(b: Board, n: number): void {
  const k = Math.min(n, b.ready);
  b.ready -= k;
  b.exhausted += k;
}
function gain(b: Board, n: number): void {
  b.ready += n;
  settleTrack(b);
}
/** R7.5.5, R7.6.2: face-up damaged items first; a face-down one stays face down. */
function repairOne(b: Board): boolean {
  if (b.damaged > 0) {
    b.damaged--;
    b.ready++;
  } else if (b.damagedExhausted > 0) {
    b.damagedExhausted--;
    b.exhausted++;
  } else return false;
  settleTrack(b);
  return true;
}
/** R7.6.1: face-down undamaged items turned face up (the Satchel's first). */
function refresh(b: Board, n: number): number {
  let k = 0;
  while (k < n && b.exhausted > 0) {
    b.exhausted--;
    b.ready++;
    k++;
  }
  while (k < n && b.trackExhausted > 0) {
    b.trackExhausted--;
    k++;
  }
  return k;
}
function describe(b: Board): string {
  return `${b.ready} prêt${b.ready > 1 ? 's' : ''}, ${b.exhausted} épuisé${b.exhausted > 1 ? 's' : ''}, ${damagedCount(b)} endommagé${damagedCount(b) > 1 ? 's' : ''}, ${b.track} sur la Piste de Combat`;
}

function readBoard(raw: BotBoard | undefined): Board | null {
  if (!raw) return null;
  const b: Board = { ready: 0, exhausted: 0, damaged: 0, damagedExhausted: 0, track: 0, trackExhausted: 0, quest: '', questsOut: [] };
  for (const k of KEYS) {
    const v = raw[k];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 40) return null;
    b[k] = v;
  }
  if (b.trackExhausted > b.track) return null;
  const q = raw.quest;
  if (q !== undefined && q !== '' && !(typeof q === 'string' && (SUITS as readonly string[]).includes(q))) return null;
  b.quest = (q ?? '') as Suit | '';
  const out = raw.questsOut;
  if (out !== undefined && !(Array.isArray(out) && out.every((x) => typeof x === 'string' && (SUITS as readonly string[]).includes(x)))) return null;
  b.questsOut = [...((out as string[] | undefined) ?? [])];
  return b;
}

// ------------------------------------------------------------------ the map

function pawnPlace(s: Setup, id: VagabotId): Place | null {
  for (const [k, c] of Object.entries(s.clearings)) if ((c.pawns ?? []).includes(id)) return Number(k);
  for (const [k, f] of Object.entries(s.forests ?? {})) if ((f.pawns ?? []).includes(id)) return { forest: k };
  return null;
}
function placePawn(t: Turn, id: VagabotId, to: Place): void {
  const s = t.setup;
  for (const c of Object.values(s.clearings)) if (c.pawns) c.pawns = c.pawns.filter((p) => p !== id);
  for (const f of Object.values(s.forests ?? {})) if (f.pawns) f.pawns = f.pawns.filter((p) => p !== id);
  if (typeof to === 'number') {
    const h = (s.clearings[String(to)] ??= {});
    h.pawns = [...(h.pawns ?? []), id as PawnOwner];
  } else if (typeof to === 'object') {
    s.forests ??= {};
    const f = (s.forests[to.forest] ??= {});
    f.pawns = [...(f.pawns ?? []), id as PawnOwner];
  }
}
function placeText(t: Turn, p: Place): string {
  return typeof p === 'number' ? `la ${t.clearingName(p)}` : `le bois ${typeof p === 'object' ? p.forest.replace(/_/g, '-') : p}`;
}
function neighbours(t: Turn, c: number): number[] {
  const out = new Set(t.map.paths.filter(([a, b]) => a === c || b === c).map(([a, b]) => (a === c ? b : a)));
  // Lake (R12.1.1): bots take the clearing with the Ferry as linked by a path to every other
  // coastal clearing (once per turn: the move itself is checked by legalMoves).
  const ferry = ferryOf(t.setup, t.map);
  const coast = t.map.lake?.coastal ?? [];
  if (ferry !== null && !t.setup.ferryUsed && coast.includes(c)) {
    if (c === ferry) {
      for (const x of coast) if (x !== c) out.add(x);
    } else {
      out.add(ferry);
    }
  }
  return t.byPriority([...out]);
}
/** Fewest moves from the pawn to each clearing (paths; closed paths count for bots, R12.2.1; the Ferry, R12.1.1). */
function distances(t: Turn, from: Place): Map<number, { d: number; path: number[] }> {
  const out = new Map<number, { d: number; path: number[] }>();
  const queue: number[] = [];
  if (typeof from === 'number') {
    out.set(from, { d: 0, path: [] });
    queue.push(from);
  } else if (typeof from === 'object') {
    for (const c of t.byPriority(forestData(t.map, from.forest)?.clearings ?? [])) {
      out.set(c, { d: 1, path: [c] });
      queue.push(c);
    }
  }
  while (queue.length) {
    const c = queue.shift()!;
    const here = out.get(c)!;
    for (const n of neighbours(t, c)) {
      if (out.has(n)) continue;
      out.set(n, { d: here.d + 1, path: [...here.path, n] });
      queue.push(n);
    }
  }
  return out;
}
function adjacentForests(t: Turn, p: Place): string[] {
  if (typeof p === 'number') return t.map.forests.filter((f) => f.clearings.includes(p)).map((f) => f.id);
  if (typeof p === 'object') return forestData(t.map, p.forest)?.forests ?? [];
  return [];
}
function ruinHere(t: Turn, c: number): boolean {
  const cd = t.map.clearings[c - 1];
  return !!cd?.ruin && t.here(c).ruin !== false;
}

// ------------------------------------------------------------------ the bot

function makeVagabot(id: VagabotId): BotRules {
  const state = (t: Turn): Board => readBoard(t.boards[id]) ?? { ready: 0, exhausted: 0, damaged: 0, damagedExhausted: 0, track: 0, trackExhausted: 0, quest: '', questsOut: [] };
  const save = (t: Turn, b: Board) => {
    t.boards[id] = { ...b, questsOut: [...b.questsOut] };
    const p = (t.setup.players[id] ??= {});
    p.items = undamaged(b);
  };
  const where = (t: Turn): Place | null => pawnPlace(t.setup, id);
  const character = (t: Turn): Character | undefined => t.setup.players[id]?.character;
  const V = (t: Turn) => t.The(id);

  /** Draws a new Quest from the Quest deck less the ones discarded and the current one (R7.3.3, R7.5.2). */
  function drawQuest(t: Turn, b: Board, rule: string): void {
    const pile: Suit[] = [];
    for (const s of SUITS) {
      const out = b.questsOut.filter((x) => x === s).length + (b.quest === s ? 1 : 0);
      for (let i = 0; i < Math.max(0, QUEST_DECK.value[s] - out); i++) pile.push(s);
    }
    if (!pile.length) {
      b.quest = '';
      t.step({ rule, text: 'Le paquet de Quêtes est vide : pas de nouvelle Quête.' });
      return;
    }
    const faces = SUITS.filter((s) => pile.includes(s));
    const r = t.drawAmong('Quête (couleur)', pile, (s) => `Quête ${SUIT_NAMES[s]}`, String);
    const options = faces.map((s) => ({ value: s, label: `Quête ${SUIT_NAMES[s]}`, probability: `${pile.filter((x) => x === s).length}/${pile.length}` }));
    b.quest = r.picked;
    save(t, b);
    t.step({
      rule,
      text: `Nouvelle Quête, face visible : une Quête ${SUIT_NAMES[r.picked]}.`,
      draw: { ...r.draw, options },
      reasons: [reason(rule, `Seule sa couleur compte pour le robot (R7.5.2) ; paquet : ${QUEST_DECK.source}.`)],
    });
  }

  /**
   * Goes to the nearest clearing among `targets` (R7.5), one item exhausted per move; `crit`: the
   * action's own tie-breaks after the distance. Returns the clearing, or null (no move made).
   */
  function goTo(t: Turn, b: Board, targets: number[], rule: string, what: string, crit: Criterion<number>[] = [], criteriaFirst = false): number | null {
    const from = where(t);
    if (from === null) return null;
    const dist = distances(t, from);
    const cands = targets.filter((c) => dist.has(c));
    if (!cands.length) {
      t.step({ rule, text: `${ACTION_NAMES_BY_RULE[rule] ?? 'Action'} : aucune clairière ${what}.` });
      return null;
    }
    const near: Criterion<number> = { rule: 'R7.5', label: `clairière ${what} la plus proche (déplacements)`, best: 'min', value: (c) => dist.get(c)!.d };
    const r = t.chooseClearing(
      cands,
      criteriaFirst ? [...crit, near] : [near, ...crit],
      (c) => (dist.get(c)!.d > b.ready ? reason('R7.5', `Il faudrait ${countOf(dist.get(c)!.d, 'objet')} pour s’y rendre, ${t.the(id)} n’en a que ${b.ready} non épuisé${b.ready > 1 ? 's' : ''}.`) : null),
    );
    if (r.picked === null) {
      t.step({ rule, text: `${ACTION_NAMES_BY_RULE[rule] ?? 'Action'} : ${t.the(id)} n’a pas assez d’objets pour atteindre une clairière ${what} : l’action n’a pas lieu.`, reasons: r.reasons });
      return null;
    }
    const to = r.picked;
    const d = dist.get(to)!;
    if (d.d === 0) return to;
    // R11.8.2: leaving a clearing with a face-up Snare removes it and that move does not happen;
    // the Vagabot goes on moving, exhausting one more item (Leder Games, card « Corvid Bot Interactions »)
    let pos: Place = from;
    let spent = 0;
    for (const next of d.path) {
      const trips = typeof pos === 'number' ? legalMoves(t.setup, id, pos).destinations.find((x) => x.to === next)?.trips : undefined;
      if (trips) {
        exhaust(b, 1);
        save(t, b);
        spent++;
        t.tripOver(trips, `le déplacement ${t.of(id)} vers la ${t.clearingName(next)} (1 objet épuisé)`);
      }
      if (b.ready <= 0) break;
      exhaust(b, 1);
      spent++;
      pos = next;
    }
    if (pos !== to) {
      placePawn(t, id, pos);
      save(t, b);
      t.step({ rule: 'R11.8.2', text: `${V(t)} n’a plus d’objet à épuiser : ${typeof pos === 'number' ? `il s’arrête dans la ${t.clearingName(pos)}` : 'il reste où il est'}.` });
      return null;
    }
    placePawn(t, id, to);
    save(t, b);
    t.step({
      rule: 'R7.5',
      text: `${V(t)} se déplace vers la ${t.clearingName(to)}${d.path.length > 1 ? ` (${d.path.join(' → ')})` : ''} et épuise ${countOf(spent, 'objet')}, 1 par déplacement${spent > d.d ? ', Piège compris (R11.8.2)' : ''}.`,
      reasons: [reason('R7.2.2', `Agile : le contrôle des clairières ne compte pas (R7.2.2).`), ...r.reasons],
      choice: { picked: String(to), candidates: cands.map(String) },
    });
    return to;
  }

  /** Exhausts n items for an action, or explains why it cannot (R7.5: it moved even so). */
  function pay(t: Turn, b: Board, n: number, rule: string, what: string): boolean {
    if (b.ready >= n) {
      exhaust(b, n);
      save(t, b);
      return true;
    }
    t.step({ rule, text: `${capital(what)} : il faudrait épuiser ${countOf(n, 'objet')}, ${t.the(id)} n’en a plus que ${b.ready} non épuisé${b.ready > 1 ? 's' : ''}.` });
    return false;
  }

  function explore(t: Turn, b: Board): void {
    const rule = 'R7.5.1';
    const c = goTo(t, b, t.clearings().filter((x) => ruinHere(t, x)), rule, 'avec une Ruine');
    if (c === null || !pay(t, b, 1, rule, 'Exploration')) return;
    const h = (t.setup.clearings[String(c)] ??= {});
    const items = h.items ?? [];
    let text: string;
    let draw;
    if (items.length) {
      const d = t.drawAmong('objet de la Ruine', items.map((_, i) => i), (i) => ITEM_NAMES[items[i]!], String);
      draw = d.draw;
      h.items = items.filter((_, i) => i !== d.picked);
      text = `un objet tiré au hasard sous la Ruine`;
    } else text = 'l’objet caché sous la Ruine (non précisé dans la position)';
    if (!h.items?.length) {
      delete h.items;
      h.ruin = false;
    }
    gain(b, 1);
    save(t, b);
    t.step({
      rule,
      text: `Exploration dans la ${t.clearingName(c)} : ${t.the(id)} épuise 1 objet et prend ${text}, face visible dans sa Sacoche${h.ruin === false ? ' ; la Ruine, vide, est retirée' : ''}. Pas de point de victoire.`,
      ...(draw ? { draw } : {}),
      reasons: [reason('R7.2.3', `Tous les objets se valent pour le robot (R7.2.3). Objets : ${describe(b)}.`)],
    });
  }

  function quest(t: Turn, b: Board, rule = 'R7.5.2'): boolean {
    if (!b.quest) {
      t.step({ rule, text: 'Quête : aucune Quête face visible.' });
      return false;
    }
    const q = b.quest;
    const c = goTo(t, b, t.clearings().filter((x) => t.suitOf(x) === q), rule, `${SUIT_NAMES[q]} (la couleur de la Quête)`);
    if (c === null || !pay(t, b, 2, rule, 'Quête')) return false;
    const vp = t.addScore(id, 1);
    b.questsOut.push(q);
    b.quest = '';
    save(t, b);
    t.step({
      rule,
      text: `Quête ${SUIT_NAMES[q]} accomplie dans la ${t.clearingName(c)} : ${t.the(id)} épuise 2 objets, défausse la Quête et marque ${countOf(vp, 'point')}.`,
      reasons: [reason('R7.5.2', 'Les objets demandés et les effets de la carte sont ignorés (R7.5.2).')],
      points: { [id]: vp },
    });
    drawQuest(t, b, rule);
    return true;
  }

  function aidable(t: Turn, c: number): FactionId[] {
    return (Object.keys(t.setup.players) as FactionId[]).filter((f) => f !== id && t.piecesOf(c, f) > 0 && (t.setup.players[f]?.crafted ?? []).length > 0);
  }

  function aid(t: Turn, b: Board): void {
    const rule = 'R7.5.3';
    const c = goTo(t, b, t.clearings().filter((x) => aidable(t, x).length > 0), rule, 'avec un joueur qui a une pièce et un objet fabriqué');
    if (c === null) return;
    const who = t.choosePlayer(aidable(t, c), [{ rule, label: 'joueur à aider : le moins de points de victoire', best: 'min', value: (o) => t.score(o as FactionId) }]);
    const f = who.picked as FactionId | null;
    if (!f) return;
    const eligible = aidable(t, c);
    const crafted = t.setup.players[f]!.crafted!;
    const n = Math.min(b.ready, crafted.length);
    if (n <= 0) {
      pay(t, b, 1, rule, 'Aide');
      return;
    }
    exhaust(b, n);
    const taken = crafted.slice(0, n);
    t.setup.players[f]!.crafted = crafted.slice(n);
    if (!t.setup.players[f]!.crafted!.length) delete t.setup.players[f]!.crafted;
    gain(b, n);
    const helper = t.traits.has('helper');
    const vp = t.addScore(id, n + (helper ? 1 : 0));
    const points: Partial<Record<FactionId, number>> = { [id]: vp };
    const prompts: Reason[] = [];
    const cards = n * (helper ? 2 : 1);
    if (t.setup.players[f]?.bot) {
      const g = t.addScore(f, 1);
      points[f] = g;
    } else prompts.push(reason('R7.5.3', `${t.The(f)} pioche ${countOf(cards, 'carte')} (R7.5.3${helper ? ', Trait Assistant' : ''}).`));
    save(t, b);
    t.step({
      rule,
      text: `Aide dans la ${t.clearingName(c)} : ${t.the(id)} épuise ${countOf(n, 'objet')}, prend ${countOf(n, 'objet')} (${taken.map((x) => ITEM_NAMES[x]).join(', ')}) à ${t.the(f)} et marque ${countOf(vp, 'point')}${t.setup.players[f]?.bot ? ` ; robot sans main, ${t.the(f)} marque 1 point au lieu de piocher (R2.8.1)` : ''}.`,
      reasons: [...who.reasons, ...(helper ? [reason('R3.3.2', TRAITS.helper.effect)] : []), reason('R7.2.3', `Objets : ${describe(b)}.`)],
      prompts,
      points,
      choice: { picked: f, candidates: eligible },
    });
  }

  /** Marksman (ROOT/130): one hit before the roll. */
  function marksman(t: Turn, c: number, d: Owner): void {
    const h = (t.setup.clearings[String(c)] ??= {});
    let text = '';
    let vp = 0;
    let prompts: Reason[] = [];
    let effects: Reason[] = [];
    if ((h.warriors?.[d] ?? 0) > 0) {
      h.warriors = { ...h.warriors, [d]: h.warriors![d]! - 1 };
      if (!h.warriors[d]) delete h.warriors[d];
      vp = t.addScore(id, 1);
      text = `un guerrier ${t.of(d)}`;
    } else {
      const kinds = defaultOrder(t.setup, c, d, id);
      const kind = kinds.find((k) => (h.tokens ?? []).some((x) => x.owner === d && x.kind === k) || (h.buildings ?? []).some((x) => x.owner === d && x.kind === k));
      if (!kind) return;
      const category = (h.tokens ?? []).some((x) => x.owner === d && x.kind === kind) ? ('token' as const) : ('building' as const);
      const removed = t.removeEnemyPiece(c, { owner: d, category, kind });
      vp = t.addScore(id, 1);
      prompts = t.reactToRemoval(c, [removed]);
      effects = removed.effects;
      text = `${kind} ${t.of(d)}`;
    }
    t.step({
      rule: 'R3.3.2',
      text: `Trait Tireur : avant les dés, ${t.the(id)} inflige 1 perte immédiate : ${text} retiré, ${countOf(vp, 'point')}.`,
      reasons: [reason('R3.3.2', TRAITS.marksman.effect), ...effects],
      prompts,
      points: { [id]: vp },
    });
  }

  function battle(t: Turn, b: Board): void {
    const rule = 'R7.5.4';
    const present = (c: number, o: Owner) => t.piecesOf(c, o) > 0;
    let c: number | null;
    let defender: () => Owner | null;
    const reasons: Reason[] = [];
    if (t.traits.has('berserker')) {
      // Berserker: the clearing with the most enemy pieces, then the nearest, then R2.1 (reading)
      reasons.push(reason('R3.3.2', TRAITS.berserker.effect));
      c = goTo(t, b, t.clearings().filter((x) => t.enemyPieces(x) > 0), rule, 'avec le plus de pièces adverses (Trait Fou Furieux)', [
        { rule: 'R3.3.2', label: 'le plus de pièces adverses (Trait Fou Furieux)', best: 'max', value: (x) => t.enemyPieces(x) },
      ], true);
      defender = () => {
        if (c === null) return null;
        const at = c;
        const r = t.choosePlayer(t.enemiesIn(at), [{ rule: 'R3.3.2', label: 'le plus de pièces dans la clairière (Trait Fou Furieux)', best: 'max', value: (o) => t.piecesOf(at, o) }]);
        return r.picked;
      };
    } else {
      const players = (Object.keys(t.setup.players) as FactionId[]).filter((f) => t.isEnemy(f) && t.clearings().some((x) => present(x, f)));
      const p = t.choosePlayer(players, [{ rule, label: 'le joueur avec le plus de points de victoire', best: 'max', value: (o) => t.score(o as FactionId) }]);
      reasons.push(...p.reasons);
      if (!p.picked) {
        t.step({ rule, text: 'Combat : aucun adversaire n’a de pièce sur le plateau.' });
        return;
      }
      const target = p.picked;
      reasons.push(reason(rule, `Cible : ${t.the(target)}, le joueur avec le plus de points de victoire (${t.score(target as FactionId)}) (${rule}).`));
      c = goTo(t, b, t.clearings().filter((x) => present(x, target)), rule, `avec une pièce ${t.of(target)}`, [
        { rule: `${rule}.I`, label: `le plus de bâtiments et de jetons ${t.of(target)}`, best: 'max', value: (x) => t.buildingsOf(x, target) + t.tokensOf(x, target) },
        { rule: `${rule}.II`, label: `le moins de guerriers ${t.of(target)}`, best: 'min', value: (x) => t.warriors(x, target) },
      ]);
      defender = () => target;
    }
    if (c === null) return;
    const once = t.traits.has('adventurer');
    for (let n = 0; ; n++) {
      const d = defender();
      if (!d || !present(c, d)) break;
      const cost = n === 0 ? 1 : 2;
      if (n > 0 && once) {
        t.step({ rule: 'R3.3.2', text: 'Trait Aventurier : un seul combat par tour.', reasons: [reason('R3.3.2', TRAITS.adventurer.effect)] });
        break;
      }
      if (b.ready < cost) {
        if (n === 0) pay(t, b, cost, rule, 'Combat');
        else t.step({ rule, text: `${V(t)} ne peut pas combattre à nouveau : il faudrait épuiser 2 objets, il en a ${b.ready} non épuisé${b.ready > 1 ? 's' : ''}.` });
        break;
      }
      exhaust(b, cost);
      save(t, b);
      if (t.traits.has('marksman')) marksman(t, c, d);
      if (!present(c, d)) break;
      const before = undamaged(b);
      const res = t.battle(c, d, rule, `${n === 0 ? 'Combat' : 'Nouveau combat'} : ${t.the(id)} épuise ${countOf(cost, 'objet')} et attaque ${t.the(d)} dans la ${t.clearingName(c)}.`, {
        reasons: n === 0 ? reasons : [reason(rule, `Il reste des pièces ${t.of(d)} : 2 objets pour combattre à nouveau (${rule}).`)],
        choice: { picked: String(d), candidates: t.enemiesIn(c).map(String) },
      });
      if ('refused' in res) {
        b.ready += cost;
        b.exhausted -= cost;
        save(t, b);
        t.step({ rule, text: `Combat impossible dans la ${t.clearingName(c)} : ${res.refused.text}` });
        break;
      }
      const after = t.setup.players[id]?.items ?? before;
      if (after < before) {
        damage(b, before - after);
        save(t, b);
        t.amend(res.step, `${V(t)} endommage ${countOf(before - after, 'objet')}, les épuisés d’abord (R7.2.5). Objets : ${describe(b)}.`);
      }
    }
  }

  function repair(t: Turn, b: Board): void {
    const rule = 'R7.5.5';
    if (!damagedCount(b)) {
      t.step({ rule, text: 'Réparation : aucun objet endommagé.' });
      return;
    }
    if (!pay(t, b, 1, rule, 'Réparation')) return;
    const faceUp = b.damaged > 0;
    repairOne(b);
    save(t, b);
    t.step({
      rule,
      text: `Réparation : ${t.the(id)} épuise 1 objet et répare un objet endommagé ${faceUp ? 'non épuisé' : 'épuisé (il reste face cachée)'}.`,
      reasons: [reason(rule, `Les objets endommagés non épuisés d’abord (${rule}). Objets : ${describe(b)}.`)],
    });
  }

  function special(t: Turn, b: Board): void {
    const ch = character(t);
    const info = VAGABOT_CHARACTERS.find((x) => x.id === ch);
    const rule = info?.rule ?? 'R7.5.6';
    const skip = (why: string) => t.step({ rule: 'R7.5.6', text: `Action spéciale ${ch ? `du ${CHARACTER_NAMES[ch]}` : ''} passée : ${why}`, reasons: [reason('R7.5.6', 'Une action spéciale impossible ou sans effet est passée (R7.5.6).')] });
    if (!ch || !info) return void skip('aucun personnage de Vagabot n’est donné.');
    if (b.ready < 1) return void skip('aucun objet non épuisé.');
    const at = where(t);
    const c = typeof at === 'number' ? at : null;
    const spend = () => {
      exhaust(b, 1);
      save(t, b);
    };
    switch (ch) {
      case 'thief': {
        if (c === null) return void skip('le Vagabot est dans un bois.');
        const humans = t.enemiesIn(c).filter((o) => t.setup.players[o as FactionId] && !t.setup.players[o as FactionId]!.bot);
        const r = t.choosePlayer(humans, [
          { rule, label: 'l’adversaire avec le plus de points de victoire', best: 'max', value: (o) => t.score(o as FactionId) },
          { rule, label: 'le plus de pièces dans la clairière', best: 'max', value: (o) => t.piecesOf(c, o) },
        ]);
        if (!r.picked) return void skip('aucun humain dans sa clairière (un robot n’a pas de main, R2.8.1).');
        spend();
        const vp = t.addScore(id, 1);
        t.step({
          rule,
          text: `Voleur : ${t.the(id)} épuise 1 objet et prend une carte au hasard à ${t.the(r.picked)} ; sans main, il la fait défausser et marque ${countOf(vp, 'point')} (R2.8.1).`,
          reasons: r.reasons,
          prompts: [reason('R2.8.1', `${t.The(r.picked)} défausse 1 carte tirée au hasard de sa main ; ${t.the(id)} marque 1 point (R2.8.1).`)],
          points: { [id]: vp },
        });
        return;
      }
      case 'tinker': {
        const known = [...t.out].reverse().filter((x, i) => !(i === 0 && t.memo.order === x));
        const card = known.map((x) => deckCard(x)).find((x): x is DeckCard => !!x && !!x.item && t.itemSupply(x.item) > 0);
        if (!card) return void skip('aucune carte connue de la défausse ne montre un objet disponible.');
        spend();
        t.memo[`craftedNow_${card.item}`] = Number(t.memo[`craftedNow_${card.item}`] ?? 0) + 1;
        gain(b, 1);
        const vp = t.addScore(id, 1);
        save(t, b);
        t.step({
          rule,
          text: `Bricoleur : ${t.the(id)} épuise 1 objet, prend ${cardLabel(card)} dans la défausse et fabrique son objet : ${countOf(vp, 'point')} (R1.1.2).`,
          reasons: [reason(rule, 'La défausse connue du moteur : les cartes d’ordre révélées par les robots, la plus récente d’abord.')],
          prompts: [reason(rule, 'Si la défausse réelle a une carte plus récente avec un objet disponible, c’est elle que le Bricoleur prend.')],
          points: { [id]: vp },
        });
        return;
      }
      case 'ranger': {
        if (damagedCount(b) < 3) return void skip(`moins de 3 objets endommagés (${damagedCount(b)}).`);
        const forests = at === null ? [] : adjacentForests(t, at);
        if (!forests.length) return void skip('aucun bois adjacent.');
        spend();
        const d = t.drawAmong('bois adjacent (au hasard)', forests, (f) => `bois ${f.replace(/_/g, '-')}`, String);
        placePawn(t, id, { forest: d.picked });
        t.step({ rule, text: `Rôdeur : ${t.the(id)} épuise 1 objet et se faufile dans le bois ${d.picked.replace(/_/g, '-')}, tiré au hasard.`, draw: d.draw });
        return;
      }
      case 'vagrant': {
        if (c === null) return void skip('le Vagabot est dans un bois.');
        const owners = t.ownersIn(c).filter((o) => o !== id && (t.setup.players[o as FactionId] !== undefined || t.isEnemy(o)));
        const ordered = [...owners].sort((a, b2) => setupRank(a) - setupRank(b2));
        const attacker = ordered.find((o) => t.warriors(c, o) > 0);
        const defender = attacker ? ordered.find((o) => o !== attacker && !t.battleRefusal(c, o, { provocation: id }, attacker)) : undefined;
        if (!attacker || !defender) return void skip('il faut dans sa clairière un joueur avec des guerriers et un autre joueur à attaquer.');
        spend();
        const res = t.battle(c, defender, rule, `Miséreux : ${t.the(id)} épuise 1 objet et provoque un combat de ${t.the(attacker)} contre ${t.the(defender)} dans la ${t.clearingName(c)} ; il retire lui-même les pièces des deux camps.`, {
          attacker,
          choices: { provocation: id },
          reasons: [reason('R2.2', `Attaquant et défenseur : les joueurs prioritaires dans l’ordre de mise en place (R2.2) parmi ${ordered.map((o) => t.the(o)).join(', ')}.`)],
        });
        if ('refused' in res) {
          b.ready += 1;
          b.exhausted -= 1;
          save(t, b);
          skip(res.refused.text);
        }
        return;
      }
      case 'scoundrel': {
        if (c === null) return void skip('le Vagabot est dans un bois.');
        const n = t.enemyPieces(c);
        const bt = (t.here(c).buildings ?? []).filter((x) => t.isEnemy(x.owner)).length + (t.here(c).tokens ?? []).filter((x) => t.isEnemy(x.owner)).length;
        if (n < 3 || bt < 1) return void skip(`il faut au moins 3 pièces adverses dont 1 bâtiment ou jeton (${countOf(n, 'pièce')}, dont ${countOf(bt, 'bâtiment ou jeton', 'bâtiments ou jetons')}).`);
        spend();
        const res = t.removeAll(c, 'other', rule, `Brigand : ${t.the(id)} épuise 1 objet et retire toutes les pièces adverses de la ${t.clearingName(c)}.`);
        if ('refused' in res) {
          b.ready += 1;
          b.exhausted -= 1;
          save(t, b);
          return void skip(res.refused.text);
        }
        // one of its items covers a building slot: a damaged one, else an exhausted one, else a face-up one (reading)
        if (b.damaged) b.damaged--;
        else if (b.damagedExhausted) b.damagedExhausted--;
        else if (b.exhausted) b.exhausted--;
        else if (b.ready) b.ready--;
        settleTrack(b);
        const vp = t.addScore(id, 1);
        save(t, b);
        t.amend(res.step, `Il pose 1 de ses objets sur un emplacement de construction, que plus aucun bâtiment ne pourra occuper, et marque ${countOf(vp, 'point')}.`, { points: { [id]: vp } });
        res.step.prompts = [...(res.step.prompts ?? []), reason(rule, `La position ne sait pas encore représenter l’objet posé sur un emplacement : retenez qu’un emplacement de la ${t.clearingName(c)} est couvert.`)];
        return;
      }
      case 'arbiter':
        return void skip('le Médiateur n’a pas d’action à mener pendant son Jour : il agit quand un défenseur l’engage (R7.7.6).');
      default:
        return void skip('ce personnage n’est pas un personnage de Vagabot (R7.7).');
    }
  }

  return {
    faction: id,
    chapter: 'R7',
    traits: VAGABOT_TRAITS,

    check(setup, options) {
      const out = [];
      const p = setup.players[id];
      if (!p) return [];
      if (p.items === undefined) out.push(problem('R7.2.3', 'Le nombre d’objets intacts du Vagabot n’est pas donné (réglage « objets intacts » du Vagabond).', `players.${id}`));
      if (pawnPlace(setup, id) === null) out.push(problem('R7.3.2', 'Le pion du Vagabot n’est pas sur le plateau.', `players.${id}`));
      const raw = options.botState?.boards?.[id];
      if (raw !== undefined && (typeof raw !== 'object' || raw === null || !readBoard(raw)))
        out.push(problem('format', 'Plateau du Vagabot illisible : ready, exhausted, damaged, damagedExhausted, track, trackExhausted (entiers), quest, questsOut.', 'botState'));
      return out;
    },

    setup(t) {
      t.phase('mise_en_place');
      const p = (t.setup.players[id] ??= {});
      p.bot = true;
      // R7.3.1 character
      let ch = p.character;
      if (!ch || !VAGABOT_CHARACTERS.some((x) => x.id === ch)) {
        const d = t.drawAmong('personnage du Vagabot', VAGABOT_CHARACTERS.map((x) => x.id), (x) => CHARACTER_NAMES[x], String);
        ch = d.picked;
        p.character = ch;
        t.step({ rule: 'R7.3.1', text: `Personnage : ${CHARACTER_NAMES[ch]} (tiré au hasard ; à la table, on le choisit).`, draw: d.draw });
      } else t.step({ rule: 'R7.3.1', text: `Personnage : ${CHARACTER_NAMES[ch]}.` });
      // R7.3.2 pawn
      if (pawnPlace(t.setup, id) === null) {
        const max = Math.max(...t.map.forests.map((f) => f.clearings.length));
        const best = t.map.forests.filter((f) => f.clearings.length === max).map((f) => f.id);
        const d = t.drawAmong('bois du pion (égalité tirée au hasard)', best, (f) => `bois ${f.replace(/_/g, '-')}`, String);
        placePawn(t, id, { forest: d.picked });
        t.step({ rule: 'R7.3.2', text: `Pion dans le bois ${d.picked.replace(/_/g, '-')}, adjacent à ${countOf(max, 'clairière')}${best.length > 1 ? ', tiré au hasard parmi les bois à égalité' : ''}.`, draw: d.draw });
      } else t.step({ rule: 'R7.3.2', text: 'Le pion du Vagabot est déjà sur le plateau.' });
      // R7.3.5 (before the Quest, so the board exists)
      const start = ch === 'tinker' ? 3 : 4;
      const b: Board = { ready: start, exhausted: 0, damaged: 0, damagedExhausted: 0, track: 0, trackExhausted: 0, quest: '', questsOut: [] };
      // R7.3.3 Quest
      save(t, b);
      drawQuest(t, b, 'R7.3.3');
      // R7.3.4 ruins
      const ruins = t.clearings().filter((c) => ruinHere(t, c));
      if (ruins.some((c) => (t.here(c).items ?? []).length)) t.step({ rule: 'R7.3.4', text: 'Les objets « R » sont déjà sous les Ruines.' });
      else if (ruins.length) {
        let pool = [...RUIN_ITEMS.value];
        const placed: string[] = [];
        for (const c of ruins) {
          if (!pool.length) break;
          const d = t.drawAmong(`objet sous la Ruine de la clairière ${c}`, pool, (x) => ITEM_NAMES[x], String);
          pool = pool.filter((_, i) => i !== pool.indexOf(d.picked));
          (t.setup.clearings[String(c)] ??= {}).items = [d.picked];
          placed.push(`${c}`);
        }
        t.step({ rule: 'R7.3.4', text: `Un objet « R » tiré au hasard sous chaque Ruine (clairières ${placed.join(', ')}).`, reasons: [reason('R7.3.4', RUIN_ITEMS.source)] });
      }
      save(t, b);
      t.step({ rule: 'R7.3.5', text: `${countOf(start, 'objet')} de départ « D », face visible dans la Sacoche${ch === 'tinker' ? ' (le Bricoleur en a 1 de moins)' : ''}.`, reasons: [reason('R7.2.3', 'Leur type ne compte pas pour le robot (R7.2.3).')] });
    },

    turn(t) {
      t.phase('aurore');
      // the board, reconciled with the position
      const items = t.setup.players[id]?.items ?? 0;
      let b = readBoard(t.boards[id]);
      if (!b) {
        b = { ready: items, exhausted: 0, damaged: 0, damagedExhausted: 0, track: 0, trackExhausted: 0, quest: '', questsOut: [] };
        settleTrack(b);
      } else if (undamaged(b) > items) {
        const n = damage(b, undamaged(b) - items);
        t.step({ rule: 'R7.2.5', text: `Depuis son dernier tour, ${t.the(id)} a perdu ${countOf(n, 'objet intact', 'objets intacts')} (combat, Élimination…) : ils sont endommagés, les épuisés d’abord. Objets : ${describe(b)}.` });
      } else if (undamaged(b) < items) gain(b, items - undamaged(b));
      settleTrack(b);
      save(t, b);
      if (!b.quest) drawQuest(t, b, 'R7.3.3');
      const o = t.revealOrder(t.options.orderCard);
      t.step({ rule: 'R7.4.1', text: o.card ? `Carte d’ordre révélée : ${cardLabel(o.card)}.` : 'La pioche est vide : aucune carte d’ordre.', draw: o.draw, reasons: [reason('R2.7', 'La couleur de la carte d’ordre fixe les actions du Jour (R7.5).')] });
      if (!o.card) return;
      const card = o.card;
      t.memo.order = card.id;
      // R7.4.2 craft: into the Satchel, face up (never the Crafted Items box: 9.2.5)
      if (!card.item) t.step({ rule: 'R7.4.2', text: `${cardLabel(card)} ne représente pas d’objet : rien à fabriquer.` });
      else if (t.itemSupply(card.item) <= 0) t.step({ rule: 'R7.4.2', text: `L’objet de ${card.name} n’est plus disponible dans la réserve : pas de fabrication (R1.1.1).` });
      else {
        t.memo[`craftedNow_${card.item}`] = Number(t.memo[`craftedNow_${card.item}`] ?? 0) + 1;
        const track = b.track;
        gain(b, 1);
        const vp = t.addScore(id, 1);
        save(t, b);
        t.step({
          rule: 'R7.4.2',
          text: `${V(t)} fabrique l’objet de ${card.name} et marque 1 point (R1.1.2)${b.track > track ? ` ; c’est son ${undamaged(b)}e objet intact : un objet va sur la Piste de Combat, dont le maximum de pertes passe à ${1 + Math.min(2, b.track)}` : ', l’objet va dans sa Sacoche'}.`,
          reasons: [reason('R1.1.2', 'Un robot marque 1 point par objet fabriqué (R1.1.2).'), reason('R7.2.4', `Objets : ${describe(b)} (R7.2.4).`)],
          points: { [id]: vp },
        });
      }
      // R7.4.3 slip
      let skipDay = false;
      if (undamaged(b) <= 2) {
        const at = where(t);
        const forests = at === null ? [] : adjacentForests(t, at);
        if (forests.length) {
          const d = t.drawAmong('bois adjacent (au hasard)', forests, (f) => `bois ${f.replace(/_/g, '-')}`, String);
          placePawn(t, id, { forest: d.picked });
          t.step({ rule: 'R7.4.3', text: `Se faufiler : ${countOf(undamaged(b), 'objet intact', 'objets intacts')} seulement ; ${t.the(id)} va dans le bois ${d.picked.replace(/_/g, '-')}, tiré au hasard, et saute son Jour.`, draw: d.draw });
        } else t.step({ rule: 'R7.4.3', text: `Se faufiler : ${countOf(undamaged(b), 'objet intact', 'objets intacts')} seulement, mais aucun bois adjacent ; ${t.the(id)} saute son Jour.` });
        skipDay = true;
      } else t.step({ rule: 'R7.4.3', text: `${countOf(undamaged(b), 'objet intact', 'objets intacts')} : pas besoin de se faufiler.` });
      // R7.5 Daylight
      if (!skipDay) {
        t.phase('jour');
        const plan = ACTIONS[card.suit];
        t.step({
          rule: plan.rule,
          text: `Carte d’ordre ${SUIT_NAMES[card.suit]} : ${plan.list.map((a) => ACTION_NAMES[a]).join(', ')}.`,
          reasons: [reason('R7.5', 'Chaque action dans la clairière la plus proche où elle est possible ; 1 objet épuisé par déplacement ; le Jour s’arrête quand tous les objets sont épuisés (R7.5).')],
        });
        for (const a of plan.list) {
          if (b.ready <= 0) {
            t.step({ rule: 'R7.5', text: `Tous les objets de ${t.the(id)} sont épuisés : fin du Jour.` });
            break;
          }
          if (a === 'explore') explore(t, b);
          else if (a === 'quest') quest(t, b);
          else if (a === 'aid') aid(t, b);
          else if (a === 'battle') battle(t, b);
          else if (a === 'repair') repair(t, b);
          else special(t, b);
          b = readBoard(t.boards[id]) ?? b;
        }
        if (t.traits.has('adventurer')) {
          while (b.ready > 0 && b.quest) {
            if (!quest(t, b, 'R3.3.2')) break;
            b = readBoard(t.boards[id]) ?? b;
          }
        }
      }
      // R7.6 Evening
      t.phase('crepuscule');
      const base = damagedCount(b) ? 4 : 6;
      const delta = t.difficulty === 'facile' ? -1 : t.difficulty === 'normal' ? 0 : 1;
      const k = refresh(b, base + delta);
      save(t, b);
      t.step({
        rule: 'R7.6.1',
        text: `Rafraîchir : ${damagedCount(b) ? 'au moins 1 objet endommagé' : 'aucun objet endommagé'}, ${countOf(base + delta, 'objet')} à rafraîchir ; ${k} retourné${k > 1 ? 's' : ''} face visible.`,
        reasons: [
          reason('R7.6.1', `${base} objets (R7.6.1). Objets : ${describe(b)}.`),
          ...(delta ? [reason('R3.3.1', `Difficulté ${t.difficulty} : ${VAGABOT_DIFFICULTY[t.difficulty].effect}`)] : []),
        ],
      });
      const at = where(t);
      const inForest = typeof at === 'object' && at !== null;
      const want = inForest ? damagedCount(b) : 1 + (t.traits.has('berserker') ? 1 : 0);
      let fixed = 0;
      while (fixed < want && repairOne(b)) fixed++;
      save(t, b);
      t.step({
        rule: 'R7.6.2',
        text: `Réparation : ${inForest ? 'dans un bois, tous les objets' : `hors d’un bois, ${countOf(want, 'objet')}`} ; ${fixed} réparé${fixed > 1 ? 's' : ''}, les non épuisés d’abord.`,
        reasons: [reason('R7.6.2', `Objets : ${describe(b)}.`), ...(t.traits.has('berserker') && !inForest ? [reason('R3.3.2', TRAITS.berserker.effect)] : [])],
      });
      if (t.difficulty === 'cauchemardesque') {
        const g = t.addScore(id, 1);
        t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', VAGABOT_DIFFICULTY.cauchemardesque.effect)], points: { [id]: g } });
      }
      t.step({ rule: 'R7.6.3', text: `${V(t)} défausse la carte d’ordre (${card.name}).` });
    },
  };
}

const ACTION_NAMES_BY_RULE: Record<string, string> = { 'R7.5.1': 'Exploration', 'R7.5.2': 'Quête', 'R7.5.3': 'Aide', 'R7.5.4': 'Combat', 'R3.3.2': 'Quête (Trait Aventurier)' };

function capital(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

export const vagabotBot: BotRules = makeVagabot('vagabond');
export const vagabot2Bot: BotRules = makeVagabot('vagabond2');
/** The Vagabot's board arithmetic (pure; exported for the tests). */
export const VAGABOT_BOARD = { settleTrack, damage, gain, repairOne, refresh, readBoard, trackFor, undamaged };
/** For tests: the Vagabot's move distances (R7.5, R12.1.1, R12.2.1). */
export const VAGABOT_DISTANCES = distances;
export type VagabotBoard = Board;
