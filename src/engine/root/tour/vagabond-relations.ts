/**
 * The Vagabond's Aid action (9.5.4) and its relationships track (9.2.9): reading the track's
 * spaces, giving a card, taking a crafted item, moving the marker, the Allied bonus.
 */
import { isFactionId, VAGABONDS, type FactionId } from '../factions';
import { countOf, ITEM_NAMES, ofName, theName } from '../glossary';
import { CARD_SUIT_NAMES } from '../cards';
import { reason, type Reason } from '../reasons';
import type { ItemKind, Owner } from '../setup';
import type { PlannedAction, TurnKit } from './types';
import { exhaust, gain, itemsOf, RELATION_NAMES, RELATION_TRACK, VB_ITEMS } from './vagabond-sacoche';

type Levels = { [f: string]: number };

/** Reads `relations` (the spaces 0–2 of non-Hostile, non-Allied factions) and `aided` (this turn's aids). */
export function readRelations(x: { [key: string]: unknown }, k: TurnKit, problems: Reason[]): void {
  for (const [key, max] of [['relations', 2], ['aided', 3]] as const) {
    const v = x[key];
    if (v === undefined) continue;
    const ok = typeof v === 'object' && v !== null && !Array.isArray(v) && Object.entries(v).every(([f, n]) => isFactionId(f) && !VAGABONDS.includes(f) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max);
    if (!ok) problems.push(reason('9.2.9', key === 'relations' ? 'Les relations se donnent par faction : 0 (Indifférent), 1 ou 2 ; Hostile et Allié sont dans la position (9.2.9).' : 'Les aides du tour se comptent par faction, de 0 à 3 (9.2.9.I.a).'));
    else k.state[key] = v as Levels;
  }
}

/** The space of a faction on the track: 'hostile', 0–2, or 3 (Allied). */
export function levelOf(k: TurnKit, f: FactionId): number | 'hostile' {
  const p = k.setup.players[k.faction];
  if ((p?.hostile ?? []).includes(f)) return 'hostile';
  if ((p?.allied ?? []).includes(f)) return 3;
  return Math.min(2, ((k.state.relations ?? {}) as Levels)[f] ?? 0);
}

const hasFactionPiece = (k: TurnKit, c: number, o: Owner): boolean => k.warriors(c, o) > 0 || k.buildings(c, o) > 0 || k.tokens(c, o) > 0 || (k.here(c).pawns ?? []).includes(o as never);

/** Aid (9.5.4): exhaust any item, give a card of the clearing's suit, maybe take a crafted item, then the track. */
export function aid(k: TurnKit, a: PlannedAction): Reason | null {
  const at = k.pawnAt();
  if (typeof at !== 'number') return reason('9.5.4', 'Aider se fait dans une clairière (9.5.4).');
  const target = a.target as Owner;
  if (!isFactionId(target) || target === k.faction || !k.setup.players[target]) return reason('9.5.4', 'On aide un autre joueur (9.5.4).');
  if (!hasFactionPiece(k, at, target)) return reason('9.5.4', `${theName(target, k.setup)} n’a aucune pièce de faction dans la clairière ${at} (9.5.4).`);
  const suit = k.suitOf(at);
  if (!suit) return reason('9.5.4', 'La couleur de cette clairière n’est pas connue.');
  const ready = itemsOf(k).filter((i) => !i.exhausted && !i.damaged);
  const item = VB_ITEMS.includes(a.item as ItemKind) ? (a.item as ItemKind) : ready[0]?.kind;
  if (!item) return reason('9.5.4', 'Aider demande d’épuiser 1 objet intact et face visible ; le Vagabond n’en a aucun (9.5.4).');
  const e = exhaust(k, item, 1, '9.5.4');
  if (e) return e;
  const card = k.spend(suit, 1, '9.5.4');
  if (card) return card;
  const take = a.take === undefined ? null : VB_ITEMS.includes(a.take as ItemKind) ? (a.take as ItemKind) : 'bad';
  const theirs = k.setup.players[target]!;
  if (take === 'bad' || (take && !(theirs.crafted ?? []).includes(take))) return reason('9.5.4', `Cet objet n’est pas dans la case Objets Fabriqués ${ofName(target, k.setup)} (9.5.4).`);
  if (take) {
    const list = [...(theirs.crafted ?? [])];
    list.splice(list.indexOf(take), 1);
    if (list.length) theirs.crafted = list;
    else delete theirs.crafted;
    gain(k, take);
  }
  if (a.item === undefined) k.note(reason('9.5.4', `Objet épuisé pour Aider : le premier face visible du plateau (${ITEM_NAMES[item]}) ; le plan peut en choisir un autre (« item »).`));
  k.say(`Carte ${CARD_SUIT_NAMES[suit]} donnée à ${theName(target, k.setup)}${take ? ` ; objet pris : ${ITEM_NAMES[take]}` : ''}.`);
  if (!VAGABONDS.includes(target)) improve(k, target);
  return null;
}

/** The relationship after an aid (9.2.9.I–III). */
function improve(k: TurnKit, f: FactionId): void {
  const lv = levelOf(k, f);
  if (lv === 'hostile') {
    k.note(reason('9.2.9.III.c', `${theName(f, k.setup)} est Hostile : l’aide ne fait pas sortir son marqueur de la case Hostile (9.2.9.III.c).`));
    return;
  }
  if (lv !== 3) k.note(reason('9.2.9.I', 'Aider une faction non Hostile améliore la relation avec elle (9.2.9.I).'));
  if (lv === 3) {
    k.score(2);
    k.note(reason('9.2.9.II.a', 'Aider un Allié : 2 points (9.2.9.II.a).'));
    return;
  }
  const aided = { ...((k.state.aided ?? {}) as Levels) };
  const n = (aided[f] ?? 0) + 1;
  const need = RELATION_TRACK.aids[lv]!;
  if (n < need) {
    aided[f] = n;
    k.state.aided = aided;
    k.note(reason('9.2.9.I.a', `Aide ${n} sur ${need} ce tour pour avancer le marqueur ${ofName(f, k.setup)} (9.2.9.I.a).`));
    return;
  }
  delete aided[f];
  k.state.aided = aided;
  const next = lv + 1;
  const pts = RELATION_TRACK.points[lv]!;
  k.score(pts);
  const rel = { ...((k.state.relations ?? {}) as Levels) };
  if (next === 3) {
    delete rel[f];
    const p = k.setup.players[k.faction]!;
    p.allied = [...new Set([...(p.allied ?? []), f])];
    k.note(reason('9.2.9.II', `${theName(f, k.setup)} devient Allié du Vagabond (9.2.9.II).`));
  } else rel[f] = next;
  k.state.relations = rel;
  k.note(reason('9.2.9.I.b', `Le marqueur avance sur la case « ${RELATION_NAMES[next]} » : ${countOf(pts, 'point')} (9.2.9.I.b).`));
  k.note(reason('9.2.9.I.b', `Piste des relations (aides par case, points) : ${RELATION_TRACK.source}.`));
}

export function describeAid(k: TurnKit, a: PlannedAction): string {
  const at = k.pawnAt();
  const suit = typeof at === 'number' ? k.suitOf(at) : null;
  return `Aider ${theName(a.target as Owner, k.setup)} (1 objet, 1 carte ${suit ? CARD_SUIT_NAMES[suit] : ''})${typeof a.take === 'string' && a.take in ITEM_NAMES ? `, prendre ${ITEM_NAMES[a.take as ItemKind]}` : ''}`;
}
