/**
 * The Vagabond's faction board for its turn (chapter 9): the Satchel and the item tracks (9.2.5),
 * the relationships track (9.2.9), the quest cards (9.5.5), read from and kept in the turn state.
 * Helpers only; the turn itself is in vagabond.ts.
 */
import type { Suit } from '../factions';
import { countOf, ITEM_NAMES } from '../glossary';
import { reason, type Reason } from '../reasons';
import { CHARACTERS, ITEM_KINDS, type Character, type ItemKind } from '../setup';
import type { Json, TurnKit } from './types';

/** One item on the faction board: face up unless `exhausted`, intact unless `damaged`; `ruin`: an « R » item taken from a ruin (9.7.3). */
export interface Item {
  kind: ItemKind;
  exhausted?: boolean;
  damaged?: boolean;
  ruin?: boolean;
}

/** The items the Vagabond may hold (the club is the Hundreds'). */
export const VB_ITEMS: readonly ItemKind[] = ITEM_KINDS.filter((i) => i !== 'club');
/** Items with a track on the board (9.2.5.I); the others go in the Satchel (9.2.5.II). */
export const TRACK_ITEMS: readonly ItemKind[] = ['tea', 'coins', 'bag'];
const TRACK_MAX = 3;

/** Starting items of each character (Appendix D, D.x.1). */
export const START_ITEMS: { [C in Character]: ItemKind[] } = {
  thief: ['boot', 'torch', 'tea', 'sword'],
  tinker: ['boot', 'torch', 'bag', 'hammer'],
  ranger: ['boot', 'torch', 'crossbow', 'sword'],
  vagrant: ['coins', 'torch', 'boot'],
  arbiter: ['boot', 'torch', 'sword', 'sword'],
  scoundrel: ['boot', 'boot', 'torch', 'crossbow'],
  adventurer: ['boot', 'torch', 'hammer'],
  ronin: ['boot', 'boot', 'torch', 'sword'],
  harrier: ['coins', 'torch', 'sword', 'crossbow'],
};
export const START_RULE: { [C in Character]: string } = {
  thief: 'D.1.1',
  tinker: 'D.2.1',
  ranger: 'D.3.1',
  vagrant: 'D.4.1',
  arbiter: 'D.5.1',
  scoundrel: 'D.6.1',
  adventurer: 'D.7.1',
  ronin: 'D.8.1',
  harrier: 'D.9.1',
};

/**
 * The relationships track (9.2.9): from Indifferent (0) to Allied (3), the aids needed in one turn
 * to reach the next space, and the points its space shows. Printed on the faction board, not in the
 * Law. Source: fan programs — the aids 1, 2, 3 agree in a Scala engine of Root (`root/vagabond.scala`
 * and its AI, two versions) and a Ruby engine (`factions/racoons/relationships.rb`); the points
 * 1, 2, 2 are the Scala engine's, the Ruby engine gives 1, 2, 3. Unconfirmed against the printed
 * board; the answer says so.
 */
export const RELATION_TRACK = { aids: [1, 2, 3], points: [1, 2, 2], source: 'sources de fans (deux programmes publics de Root) ; la dernière case vaut 2 points selon l’un, 3 selon l’autre : valeurs du plateau imprimé non confirmées' };
export const RELATION_NAMES = ['Indifférent', 'deuxième case', 'troisième case', 'Allié'];

/** The fifteen quest cards of the base game (9.3.3): suit and the two items shown. */
export interface Quest {
  name: string;
  suit: Suit;
  items: [ItemKind, ItemKind];
}
/**
 * Names and suits: LederCards/cards (content/card-data/root/en-US/rootbasegame.yml, ROOT/31–45, the
 * publisher's card data). Items: not in that file; two fan engines agree card for card (a Ruby
 * engine, `factions/racoons/quest_deck.rb`; a Scala engine, `Quest.all`). The French names are ours
 * (the French edition's were not found in our sources).
 */
export const QUESTS: { [id: string]: Quest } = {
  fundraising_fox: { name: 'Collecte de fonds', suit: 'fox', items: ['tea', 'coins'] },
  errand_fox: { name: 'Course', suit: 'fox', items: ['tea', 'boot'] },
  logistics_help_fox: { name: 'Aide logistique', suit: 'fox', items: ['boot', 'bag'] },
  repair_a_shed_fox: { name: 'Réparer une remise', suit: 'fox', items: ['torch', 'hammer'] },
  give_a_speech_fox: { name: 'Discours', suit: 'fox', items: ['torch', 'tea'] },
  guard_duty_rabbit: { name: 'Tour de garde', suit: 'rabbit', items: ['torch', 'sword'] },
  errand_rabbit: { name: 'Course', suit: 'rabbit', items: ['tea', 'boot'] },
  give_a_speech_rabbit: { name: 'Discours', suit: 'rabbit', items: ['torch', 'tea'] },
  fend_off_a_bear_rabbit: { name: 'Repousser un ours', suit: 'rabbit', items: ['torch', 'crossbow'] },
  expel_bandits_rabbit: { name: 'Chasser des brigands', suit: 'rabbit', items: ['sword', 'sword'] },
  expel_bandits_mouse: { name: 'Chasser des brigands', suit: 'mouse', items: ['sword', 'sword'] },
  guard_duty_mouse: { name: 'Tour de garde', suit: 'mouse', items: ['torch', 'sword'] },
  fend_off_a_bear_mouse: { name: 'Repousser un ours', suit: 'mouse', items: ['torch', 'crossbow'] },
  escort_mouse: { name: 'Escorte', suit: 'mouse', items: ['boot', 'boot'] },
  logistics_help_mouse: { name: 'Aide logistique', suit: 'mouse', items: ['boot', 'bag'] },
};
export const QUEST_SOURCE = 'Quêtes : noms et couleurs d’après les données de l’éditeur, objets d’après deux programmes de fans concordants.';

// ---------------------------------------------------------------- the board in the state

export const itemsOf = (k: TurnKit): Item[] => (Array.isArray(k.state.items) ? (k.state.items as unknown as Item[]) : []);
const save = (k: TurnKit, items: Item[]) => {
  k.state.items = items.map((i) => ({ kind: i.kind, ...(i.exhausted ? { exhausted: true } : {}), ...(i.damaged ? { damaged: true } : {}), ...(i.ruin ? { ruin: true } : {}) })) as unknown as Json[];
  sync(k);
};

/** Keeps the counts the shared rules read (move 9.5.1, battle 9.2.4, 9.2.6, 9.2.7) equal to the board. */
export function sync(k: TurnKit): void {
  const p = k.setup.players[k.faction];
  if (!p) return;
  const items = itemsOf(k);
  p.boots = items.filter((i) => i.kind === 'boot' && !i.exhausted && !i.damaged).length;
  p.swords = items.filter((i) => i.kind === 'sword' && !i.damaged).length;
  p.items = items.filter((i) => !i.damaged).length;
}

const ready = (i: Item) => !i.exhausted && !i.damaged;
export const readyCount = (k: TurnKit, kind?: ItemKind): number => itemsOf(k).filter((i) => ready(i) && (kind === undefined || i.kind === kind)).length;
/** Items face up on their track (9.2.5.I): at most 3 of each. */
export const onTrack = (k: TurnKit, kind: ItemKind): number => (TRACK_ITEMS.includes(kind) ? Math.min(TRACK_MAX, readyCount(k, kind)) : 0);
/** Items in the Satchel and the Damaged box (9.6.4): all but those on the tracks. */
export const satchelCount = (k: TurnKit): number => itemsOf(k).length - TRACK_ITEMS.reduce((s, t) => s + onTrack(k, t), 0);
export const itemLimit = (k: TurnKit): number => 6 + 2 * onTrack(k, 'bag');

/** Exhausts n face-up intact items of a kind (9.2.5); a refusal citing `rule` when there are not enough. */
export function exhaust(k: TurnKit, kind: ItemKind, n: number, rule: string): Reason | null {
  const items = itemsOf(k);
  const free = items.filter((i) => i.kind === kind && ready(i));
  if (free.length < n) return reason(rule, `Il faut épuiser ${itemCount(n, kind)} ${agree(kind, n, 'intact')} et face visible ; le Vagabond ${free.length ? `en a ${free.length}` : 'n’en a pas'} (${rule}).`);
  for (const i of free.slice(0, n)) i.exhausted = true;
  save(k, items);
  return null;
}

/** Takes a new item, face up and intact (9.5.3, 9.5.4, 9.5.8). */
export function gain(k: TurnKit, kind: ItemKind, ruin = false): void {
  save(k, [...itemsOf(k), { kind, ...(ruin ? { ruin: true } : {}) }]);
  k.note(TRACK_ITEMS.includes(kind) ? reason('9.2.5.I', `${ITEM_NAMES[kind][0]!.toUpperCase()}${ITEM_NAMES[kind].slice(1)} obtenu : face visible sur sa piste (9.2.5.I).`) : reason('9.2.5.II', `${ITEM_NAMES[kind][0]!.toUpperCase()}${ITEM_NAMES[kind].slice(1)} obtenu : face visible dans la Sacoche (9.2.5.II).`));
}

/** Repairs one damaged item of a kind, keeping its face (9.5.7); false if none. */
export function repair(k: TurnKit, kind?: ItemKind): ItemKind | null {
  const items = itemsOf(k);
  const i = items.find((x) => x.damaged && (kind === undefined || x.kind === kind));
  if (!i) return null;
  i.damaged = false;
  save(k, items);
  return i.kind;
}

/** Damages n intact items: the kinds given first, else exhausted ones first; swords as counted apart. */
export function damage(k: TurnKit, n: number, swords: number, prefer: ItemKind[] = []): ItemKind[] {
  const items = itemsOf(k);
  const hit: ItemKind[] = [];
  const pick = (f: (i: Item) => boolean) => {
    const i = items.find((x) => !x.damaged && f(x));
    if (i) {
      i.damaged = true;
      hit.push(i.kind);
    }
    return !!i;
  };
  for (let s = 0; s < swords; s++) pick((i) => i.kind === 'sword' && !!i.exhausted) || pick((i) => i.kind === 'sword');
  const wanted = [...prefer];
  for (let s = 0; s < n - swords; s++) {
    const w = wanted.shift();
    (w !== undefined && pick((i) => i.kind === w && i.kind !== 'sword')) || pick((i) => i.kind !== 'sword' && !!i.exhausted) || pick((i) => i.kind !== 'sword');
  }
  save(k, items);
  return hit;
}

/** Evening rest (9.6.1): every damaged item comes back, face up. */
export function restAll(k: TurnKit): ItemKind[] {
  const items = itemsOf(k);
  const fixed: ItemKind[] = [];
  for (const i of items)
    if (i.damaged) {
      i.damaged = false;
      i.exhausted = false;
      fixed.push(i.kind);
    }
  save(k, items);
  return fixed;
}

/** Turns one exhausted item of a kind face up (9.4.1); false if none. */
export function refresh(k: TurnKit, kind?: ItemKind): ItemKind | null {
  const items = itemsOf(k);
  const i = items.find((x) => x.exhausted && (kind === undefined || x.kind === kind));
  if (!i) return null;
  i.exhausted = false;
  save(k, items);
  return i.kind;
}

/** Removes one item for good (9.6.4, D.6.2), damaged ones when `damaged`. */
export function discardItem(k: TurnKit, kind: ItemKind, damaged?: boolean): boolean {
  const items = itemsOf(k);
  const idx = items.findIndex((x) => x.kind === kind && (damaged === undefined || !!x.damaged === damaged));
  if (idx < 0) return false;
  items.splice(idx, 1);
  save(k, items);
  return true;
}

/** The note on the items taken by default, given at the start of the turn (read's notes are not kept). */
export function noteDefaultItems(k: TurnKit): void {
  const rule = k.state.itemsDefault;
  if (typeof rule !== 'string') return;
  delete k.state.itemsDefault;
  k.note(
    rule === '9.3.1'
      ? reason('9.3.1', 'Ni objets ni personnage donnés : le Vagabond n’a aucun objet ; son personnage (9.3.1) donnerait ses objets de départ.')
      : reason(rule, `Objets non donnés : ceux de départ du personnage, face visible et intacts (${rule}).`),
  );
}

const FEMININE: readonly ItemKind[] = ['boot', 'sword', 'crossbow', 'torch', 'coins'];
const PLURALS: Partial<Record<ItemKind, string>> = { hammer: 'marteaux' };
/** « 1 botte », « 2 marteaux » */
export const itemCount = (n: number, kind: ItemKind): string => countOf(n, ITEM_NAMES[kind], PLURALS[kind] ?? `${ITEM_NAMES[kind]}s`);
/** an adjective agreeing with the item: « intacte », « intacts » */
export const agree = (kind: ItemKind, n: number, adj: string): string => `${adj}${FEMININE.includes(kind) ? 'e' : ''}${n > 1 ? 's' : ''}`;

export const describeItems = (kinds: ItemKind[]): string => kinds.map((x) => ITEM_NAMES[x]).join(', ') || 'aucun';

// ---------------------------------------------------------------- reading

/** Reads `items` (the board), `character` default from the position. */
export function readItems(x: { [key: string]: unknown }, k: TurnKit, problems: Reason[]): void {
  const v = x.items;
  if (v === undefined) {
    const ch = k.setup.players[k.faction]?.character;
    if (ch && CHARACTERS.includes(ch)) {
      save(k, START_ITEMS[ch].map((kind) => ({ kind })));
      k.state.itemsDefault = START_RULE[ch];
    } else {
      save(k, []);
      k.state.itemsDefault = '9.3.1';
    }
    return;
  }
  const ok =
    Array.isArray(v) &&
    v.length <= 40 &&
    v.every((i) => typeof i === 'object' && i !== null && VB_ITEMS.includes((i as Item).kind) && Object.keys(i).every((key) => ['kind', 'exhausted', 'damaged', 'ruin'].includes(key)) && ['exhausted', 'damaged', 'ruin'].every((key) => [undefined, true, false].includes((i as { [k: string]: unknown })[key] as boolean | undefined)));
  if (!ok) {
    problems.push(reason('9.2.5', 'Les objets du Vagabond se donnent un par un : botte, épée, arbalète, torche, marteau, café, pièce ou sac, épuisé ou non, endommagé ou non (9.2.5).'));
    return;
  }
  save(k, v as Item[]);
}
