/**
 * What the Lord of the Hundreds' turn module (hundreds.ts) needs beyond the kit: the Hoard and its
 * two tracks (14.2.4), the warlord moved with its warriors (14.2.2), Mobs (14.4.1, 14.6.1), Raze,
 * Oppress. Rule module: the kit only.
 *
 * The Hoard is the Hundreds' `crafted` list of the position (`players.hundreds.crafted`): the
 * Hundreds have a Hoard instead of a Crafted Items box (14.2.4).
 */
import { countOf, ITEM_NAMES, kindName } from '../glossary';
import { reason, type Reason } from '../reasons';
import { type ItemKind, type Mood, type Owner } from '../setup';
import { readInts, unusedCraftPieces } from './commun';
import type { CraftPiece, TurnKit } from './types';

/** The items of each track of the Hoard (14.2.4). */
export const COMMAND_ITEMS: readonly ItemKind[] = ['boot', 'bag', 'coins'];
export const PROWESS_ITEMS: readonly ItemKind[] = ['hammer', 'tea', 'sword', 'crossbow'];
/** Boxes of each track: the values of 14.2.4.II stop at 4 items. */
export const TRACK_BOXES = 4;

export const hoardOf = (k: TurnKit): ItemKind[] => [...(k.setup.players.hundreds?.crafted ?? [])];
export const moodOf = (k: TurnKit): Mood | undefined => k.setup.players.hundreds?.mood;

/** Command or Prowess for a number of items on its track (14.2.4.II). */
export function trackValue(items: number): number {
  return items === 0 ? 1 : items <= 2 ? 2 : items === 3 ? 3 : 4;
}
export const command = (k: TurnKit): number => trackValue(hoardOf(k).filter((i) => COMMAND_ITEMS.includes(i)).length);
export const prowess = (k: TurnKit): number => trackValue(hoardOf(k).filter((i) => PROWESS_ITEMS.includes(i)).length);

/** Gains an item into the Hoard (14.2.4.I); a full track removes the gained item for 1 point. */
export function gainItem(k: TurnKit, item: ItemKind): void {
  const track = COMMAND_ITEMS.includes(item) ? COMMAND_ITEMS : PROWESS_ITEMS.includes(item) ? PROWESS_ITEMS : null;
  if (!track) {
    k.note(reason('14.2.4', `L’objet « ${ITEM_NAMES[item]} » n’a pas de place dans le Butin (14.2.4).`));
    return;
  }
  if (hoardOf(k).filter((i) => track.includes(i)).length >= TRACK_BOXES) {
    k.score(1);
    k.note(reason('14.2.4.I', `La piste ${track === COMMAND_ITEMS ? 'd’Autorité' : 'de Bravoure'} est pleine : l’objet « ${ITEM_NAMES[item]} » (ou un autre de la piste, au choix des Cents) est retiré du jeu, et les Cents marquent 1 point (14.2.4.I).`));
    return;
  }
  k.edit((s) => {
    const p = (s.players.hundreds ??= {});
    p.crafted = [...(p.crafted ?? []), item];
  });
  k.note(reason('14.2.4.I', `L’objet « ${ITEM_NAMES[item]} » va dans la case libre la plus à gauche de la piste ${track === COMMAND_ITEMS ? 'd’Autorité' : 'de Bravoure'} (14.2.4.I).`));
}

/** Takes an item out of the Hoard (Generous, Disdain for Trade), or returns false. */
export function dropItem(k: TurnKit, item: ItemKind): boolean {
  const h = hoardOf(k);
  const i = h.indexOf(item);
  if (i < 0) return false;
  k.edit((s) => {
    const p = s.players.hundreds!;
    p.crafted = h.filter((_, j) => j !== i);
    if (!p.crafted.length) delete p.crafted;
  });
  return true;
}

/** Where the warlord is, or null (14.2.2). */
export function warlordAt(k: TurnKit): number | null {
  return k.clearings().find((c) => k.here(c).warlord) ?? null;
}

/** The Hundreds' plain warriors in c (the warlord apart). */
export const plain = (k: TurnKit, c: number): number => k.here(c).warriors?.hundreds ?? 0;

/**
 * One move of the Hundreds (4.2): n plain warriors, with the warlord or not (14.2.2: a warrior,
 * moved only in the Hundreds' turn).
 */
export function moveWithWarlord(k: TurnKit, from: number, to: number, n: number, warlord: boolean): Reason | null {
  if (!Number.isInteger(n) || n < 0) return reason('4.2', 'Le nombre de guerriers déplacés est un entier (4.2).');
  if (warlord && !k.here(from).warlord) return reason('14.2.2', `Le seigneur de guerre n’est pas dans la clairière ${from} (14.2.2).`);
  if (n + (warlord ? 1 : 0) < 1) return reason('4.2', 'On déplace au moins 1 guerrier (4.2).');
  if (n > plain(k, from)) return reason('4.2', `Il n’y a que ${countOf(plain(k, from), 'guerrier')} des Cents, hors seigneur de guerre, dans la clairière ${from} (4.2).`);
  const ban = k.moveBan(from, to, n + (warlord ? 1 : 0));
  if (ban) return ban;
  if (warlord)
    k.edit((s) => {
      delete s.clearings[String(from)]!.warlord;
      const h = (s.clearings[String(to)] ??= {});
      const w = h.warriors?.hundreds ?? 0;
      h.warriors = { ...(h.warriors ?? {}), hundreds: w + n };
      h.warlord = true;
      const f = s.clearings[String(from)]!;
      f.warriors = { ...(f.warriors ?? {}), hundreds: (f.warriors?.hundreds ?? 0) - n };
      if (!f.warriors.hundreds) delete f.warriors.hundreds;
    });
  else {
    const r = k.move(from, to, n);
    if (r) return r;
  }
  return null;
}

/** Clearings where a rolled Mob may go: of that suit, without a Mob, next to a Mob (14.4.1, 14.7.3). */
export function mobSpots(k: TurnKit, suit: string): number[] {
  const mob = (c: number) => k.tokens(c, 'hundreds', 'mob') > 0;
  return k.clearings().filter((c) => k.suitOf(c) === suit && !mob(c) && k.adjacent(c).some(mob));
}

/** Places a rolled Mob (14.4.1, 14.7.3): `at` must be a spot; none when no clearing qualifies. */
export function spreadMob(k: TurnKit, suit: unknown, at: unknown, rule: string): Reason | null {
  if (suit !== 'fox' && suit !== 'rabbit' && suit !== 'mouse') return reason(rule, `Le dé de Foule donne une couleur : Renard, Lapin ou Souris (${rule}).`);
  const spots = mobSpots(k, suit);
  if (at === undefined || at === null) {
    if (spots.length && k.supply({ category: 'token', kind: 'mob' }) > 0) return reason(rule, `Une clairière remplit les conditions (${spots.join(', ')}) : la Foule doit y être placée (${rule}).`);
    k.say('Aucune clairière ne remplit les conditions : pas de Foule placée.');
    return null;
  }
  if (typeof at !== 'number' || !spots.includes(at)) return reason(rule, `La Foule va dans une clairière de la couleur obtenue, sans Foule, adjacente à une clairière avec une Foule (${rule}).`);
  return k.place(at, { category: 'token', kind: 'mob' });
}

/** Raze (14.4.1): in each clearing with a Mob, every enemy building and token is removed, then an item is taken from the ruin. */
export function raze(k: TurnKit): void {
  for (const c of k.clearings()) {
    if (!k.tokens(c, 'hundreds', 'mob')) continue;
    const h = k.here(c);
    const gone = [...(h.buildings ?? []).map((b) => ({ ...b, category: 'building' as const })), ...(h.tokens ?? []).map((t) => ({ ...t, category: 'token' as const }))].filter((p) => p.owner !== 'hundreds');
    for (const p of gone) {
      if (k.remove(c, { category: p.category, kind: p.kind }, 1, p.owner as Owner)) continue;
      k.score(1);
      const relic = ['statuette', 'tablet', 'jewel'].includes(p.kind);
      if (relic) {
        k.score(1);
        const forest = k.map.forests.find((f) => f.clearings.includes(c));
        if (forest)
          k.edit((s) => {
            const f = ((s.forests ??= {})[forest.id] ??= {});
            f.relics = [...(f.relics ?? []), { kind: p.kind as 'statuette', faceUp: true, ...('value' in p && p.value !== undefined ? { value: p.value } : {}) }];
          });
        k.note(reason('15.2.5', `Trophées convoités : la ${kindName(p.kind)} rasée rapporte 1 point de plus et va face visible dans un bois, ici ${forest ? `le bois ${forest.id.replaceAll('_', '-')}` : 'un bois'} (au choix des Cents) (15.2.5).`));
      }
    }
    if (gone.length) k.say(`Clairière ${c} : ${gone.map((p) => kindName(p.kind)).join(', ')} retirés (${countOf(gone.length, 'point')}, 3.2.1).`);
    const items = h.items ?? [];
    const ruin = h.ruin !== false && k.map.clearings[c - 1]?.ruin;
    if (ruin && items.length) {
      const item = items[0]!;
      k.edit((s) => {
        const x = s.clearings[String(c)]!;
        x.items = items.slice(1);
        if (!x.items.length) {
          delete x.items;
          x.ruin = false;
        }
      });
      k.say(`La ruine de la clairière ${c} donne l’objet « ${ITEM_NAMES[item]} »${items.length === 1 ? ' ; c’était le dernier : la ruine est retirée' : ''}.`);
      gainItem(k, item);
    } else if (ruin) k.note(reason('14.4.1', `Les objets sous la ruine de la clairière ${c} ne sont pas donnés : les Cents y prennent un objet s’il en reste (14.4.1).`));
  }
  k.note(reason('14.4.1', 'Raser : dans chaque clairière avec une Foule, tous les bâtiments et jetons adverses sont retirés (1 point chacun, 3.2.1), puis un objet est pris sous la ruine (14.4.1).'));
}

/** Clearings the Hundreds oppress (14.6.2): ruled, with a Hundreds piece, and no enemy piece. */
export function oppressed(k: TurnKit): number[] {
  return k.clearings().filter((c) => {
    const mine = k.warriors(c) + k.buildings(c) + k.tokens(c) > 0;
    return mine && k.rules(c) && k.enemiesIn(c).length === 0;
  });
}

/** Points of Oppress for n clearings (14.6.2). */
export function oppressPoints(n: number): number {
  return n === 0 ? 0 : n <= 2 ? 1 : n <= 4 ? 2 : n === 5 ? 3 : 4;
}

/** Enemy pieces in a clearing, of every adversary (Rowdy, 14.7.6). */
export function enemyPieces(k: TurnKit, c: number): number {
  const h = k.here(c);
  let n = 0;
  for (const [o, w] of Object.entries(h.warriors ?? {})) if (o !== 'hundreds') n += w;
  n += (h.buildings ?? []).filter((b) => b.owner !== 'hundreds').length;
  n += (h.tokens ?? []).filter((t) => t.owner !== 'hundreds').length;
  n += (h.pawns ?? []).length;
  return n;
}

/** The Strongholds not yet activated to craft this turn (14.2.1, 4.1.1). */
export const strongholdsFree = (k: TurnKit): CraftPiece[] => unusedCraftPieces(k, { category: 'building', kind: 'stronghold' }, 'strongholdsUsed');

