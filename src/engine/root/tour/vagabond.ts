/**
 * The Vagabond's turn (chapter 9, and the second Vagabond 9.7), for a person: Birdsong refresh
 * (9.4.1) and Slip (9.4.2); Daylight actions, each exhausting items (9.5): move, battle, explore,
 * aid, quest, strike, repair, craft, the character's special action (Appendix D); Evening rest,
 * draw, discard and the item limit (9.6).
 *
 * State (`TurnState` keys):
 * - `items`: the faction board, one entry per item `{ kind, exhausted?, damaged?, ruin? }` (9.2.5;
 *   `ruin`: an « R » item, 9.7.3); default: the character's starting items. Tea, coins and bags
 *   face up and intact sit on their tracks (3 at most each, 9.2.5.I). The position's `boots`,
 *   `swords` and `items` counts follow this board;
 * - `relations`: `{ faction: 0 | 1 | 2 }`, the space of each non-Hostile, non-Allied faction on the
 *   relationships track (0: Indifférent); Hostile and Allied are the position's lists (9.2.9);
 * - `quests`: the face-up quest cards (ids of `QUESTS`); `questsDone`: the quests completed;
 * - turn progress: `refreshLeft` (items still to turn face up, 9.4.1), `slipped` (9.4.2),
 *   `aided` (`{ faction: n }`, aids this turn toward the next space, 9.2.9.I.a), `improvised`
 *   (D.7.2, once per turn), `daylightOver` (Hideout, D.3.2), `scorched` (D.6.2).
 *
 * The relationships track and the quest cards are printed on components, not in the Law: see
 * `RELATION_TRACK` and `QUESTS` (vagabond-sacoche.ts), with their sources.
 */
import { isFactionId, VAGABONDS, type FactionId, type Suit } from '../factions';
import { CHARACTER_NAMES, countOf, ITEM_NAMES, kindName, ofName, theName, nEnAQue } from '../glossary';
import { CARD_SUIT_NAMES } from '../cards';
import { reason, type Reason } from '../reasons';
import type { ItemKind, Owner, Place } from '../setup';
import type { Candidate, Json, PendingBattle, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { FACTION_OPTIONS } from './entrees';
import { craftCandidates, craftStep, describeCommon, num, onlyKeys, readBool, strList } from './commun';
import { CRAFT_COSTS } from './couts';
import {
  damage,
  describeItems,
  discardItem,
  exhaust,
  gain,
  itemLimit,
  itemCount,
  itemsOf,
  noteDefaultItems,
  onTrack,
  QUEST_SOURCE,
  QUESTS,
  readItems,
  readyCount,
  RELATION_NAMES,
  RELATION_TRACK,
  refresh,
  repair,
  restAll,
  satchelCount,
  sync,
  VB_ITEMS,
} from './vagabond-sacoche';
import { aid, describeAid, readRelations } from './vagabond-relations';
import { outrageFor, sympathetic } from './indignation';

const KEYS = ['items', 'relations', 'quests', 'questsDone', 'refreshLeft', 'slipped', 'aided', 'improvised', 'daylightOver', 'scorched'];

const asItem = (x: unknown): ItemKind | null => (VB_ITEMS.includes(x as ItemKind) ? (x as ItemKind) : null);

/** The pawn's clearing, or a refusal: Daylight actions happen in a clearing. */
function clearingHere(k: TurnKit, rule: string): number | Reason {
  const at = k.pawnAt();
  if (typeof at === 'number') return at;
  return reason(rule, at === null ? 'Le pion du Vagabond n’est pas sur le plateau.' : `Le Vagabond est dans un bois : cette action se fait dans une clairière (${rule}).`);
}

const character = (k: TurnKit) => k.setup.players[k.faction]?.character;

// ---------------------------------------------------------------- Birdsong

function beginBirdsong(k: TurnKit): void {
  const n = 3 + 2 * onTrack(k, 'tea');
  const tired = itemsOf(k).filter((i) => i.exhausted).length;
  k.note(reason('9.4.1', `Rafraîchir : 3 objets, plus 2 par café face visible sur sa piste (${onTrack(k, 'tea')}) : ${countOf(n, 'objet')} (9.4.1).`));
  if (tired <= n) {
    const back: ItemKind[] = [];
    for (let i = 0; i < tired; i++) back.push(refresh(k)!);
    k.say(back.length ? `Objets remis face visible : ${describeItems(back)}.` : 'Aucun objet épuisé à remettre face visible.');
    k.state.refreshLeft = 0;
  } else {
    k.state.refreshLeft = n;
    k.say(`${countOf(tired, 'objet épuisé', 'objets épuisés')} pour ${n} à remettre face visible : le Vagabond choisit lesquels.`);
  }
  k.state.slipped = false;
  k.state.aided = {};
  k.state.improvised = false;
  k.state.daylightOver = false;
}

function slip(k: TurnKit, a: PlannedAction): Reason | null {
  if (num(k.state.refreshLeft, 0) > 0) return reason('9.4', 'Il faut d’abord finir de Rafraîchir : l’Aurore suit ses 2 étapes dans l’ordre (9.4).');
  if (k.state.slipped) return reason('9.4.2', 'Se faufiler est un seul déplacement, à l’Aurore (9.4.2).');
  const from = k.pawnAt();
  if (from === null) return reason('9.4.2', 'Le pion du Vagabond n’est pas sur le plateau.');
  const to = placeOf(a.to);
  if (to === null) return reason('9.4.2', 'Vers quelle clairière ou quel bois ?');
  const r = k.movePawn(from, to);
  if (r) return r;
  k.state.slipped = true;
  return null;
}

const placeOf = (x: unknown): Place | null => (typeof x === 'number' ? x : typeof x === 'string' && /^\d+(_\d+)+$/.test(x) ? { forest: x } : null);
const placeText = (p: Place) => (typeof p === 'number' ? `la clairière ${p}` : typeof p === 'object' ? `le bois ${p.forest.replace(/_/g, '-')}` : 'le Terrier');

// ---------------------------------------------------------------- Daylight

function hostileWarriorsIn(k: TurnKit, c: number): boolean {
  return (k.setup.players[k.faction]?.hostile ?? []).some((f) => k.warriors(c, f) > 0);
}

function move(k: TurnKit, a: PlannedAction): Reason | null {
  const from = k.pawnAt();
  const to = placeOf(a.to);
  if (from === null || to === null) return reason('9.5.1', 'D’où et vers où ?');
  if (typeof to !== 'number') return reason('9.5.1', 'Pendant le Jour, le Vagabond ne peut pas entrer dans un bois ; seul Se faufiler, à l’Aurore, le permet (9.5.1).');
  const boots = 1 + (hostileWarriorsIn(k, to) ? 1 : 0);
  const ally = typeof a.ally === 'string' && isFactionId(a.ally) ? a.ally : null;
  const follow = ally ? { owner: ally as Owner, n: num(a.n, 0) } : undefined;
  if (follow && !(k.setup.players[k.faction]?.allied ?? []).includes(ally!)) return reason('9.2.9.II.b', `${theName(ally!, k.setup)} n’est pas Allié du Vagabond (9.2.9.II.b).`);
  const r = k.movePawn(from, to, follow ? { follow } : {});
  if (r) return r;
  const e = exhaust(k, 'boot', boots, boots > 1 ? '9.2.9.III.b' : '9.5.1');
  if (e) return e;
  k.note(boots > 1 ? reason('9.2.9.III.b', `Des guerriers Hostiles occupent la clairière ${to} : 1 botte de plus (9.2.9.III.b).`) : reason('9.5.1', 'Déplacement : 1 botte épuisée (9.5.1).'));
  return null;
}

function battle(k: TurnKit, a: PlannedAction): Reason | PendingBattle | null {
  const at = clearingHere(k, '9.5.2');
  if (typeof at !== 'number') return at;
  const target = a.target as Owner;
  const ban = k.battleBan(at, target);
  if (ban) return ban;
  const e = exhaust(k, 'sword', 1, '9.5.2');
  if (e) return e;
  const swift = a.swiftStrike === true;
  if (swift) {
    if (character(k) !== 'ronin') return reason('D.8.2', 'Frappe rapide est l’action du Ronin (D.8.2).');
    const s = exhaust(k, 'sword', 1, 'D.8.2');
    if (s) return s;
  }
  const roll = Array.isArray(a.roll) && a.roll.length === 2 ? ([num(a.roll[0], -1), num(a.roll[1], -1)] as [number, number]) : undefined;
  const p = k.setup.players[k.faction]!;
  const before = { items: p.items ?? 0, swords: p.swords ?? 0 };
  const choices = { ...(swift ? { swiftStrike: true } : {}), ...(typeof a.ally === 'string' || a.ally === null ? { ally: a.ally as FactionId | null } : {}), ...(typeof a.allyHits === 'number' ? { allyHits: a.allyHits } : {}) };
  const hadSympathy = sympathetic(k, at);
  const r = k.battle(at, target, roll, choices);
  if ('refused' in r) return r.refused;
  if ('pending' in r) return r.pending;
  if (hadSympathy && !sympathetic(k, at)) outrageFor(k, at, 'remove');
  const after = k.setup.players[k.faction]!;
  const d = before.items - (after.items ?? 0);
  const sw = before.swords - (after.swords ?? 0);
  const hit = d > 0 ? damage(k, d, sw, strList(a.damage).map(asItem).filter((x): x is ItemKind => x !== null)) : [];
  sync(k);
  k.say(`Jet ${roll![0]}–${roll![1]}. Pièces retirées : ${r.removed.length ? r.removed.map((x) => `${theName(x.owner, k.setup)} : ${kindName(x.kind)}`).join(', ') : 'aucune'}.${hit.length ? ` Objets endommagés : ${describeItems(hit)}.` : ''}`);
  for (const x of r.reasons.slice(0, 8)) k.note(x);
  if (hit.length) k.note(reason('9.2.7', 'Chaque perte subie endommage un objet intact, au choix du Vagabond (option « damage ») ; par défaut les objets épuisés d’abord, les épées en dernier (9.2.7).'));
  return null;
}

function explore(k: TurnKit, a: PlannedAction): Reason | null {
  const at = clearingHere(k, '9.5.3');
  if (typeof at !== 'number') return at;
  const cd = k.map.clearings.find((c) => c.id === at);
  const h = k.here(at);
  if (!cd?.ruin || h.ruin === false) return reason('9.5.3', `Pas de ruine dans la clairière ${at} (9.5.3).`);
  const known = h.items;
  const kind = asItem(a.kind) ?? (known?.[0] ? asItem(known[0]) : null);
  if (!kind) return reason('9.5.3', 'Quel objet la ruine cache-t-elle ? Le plan le donne (« kind »).');
  if (known && !known.includes(kind)) return reason('9.5.3', `La ruine de la clairière ${at} ne cache pas de ${ITEM_NAMES[kind]} (9.5.3).`);
  const two = VAGABONDS.filter((v) => k.setup.players[v]).length > 1;
  if (two && itemsOf(k).some((i) => i.ruin && i.kind === kind)) return reason('9.7.3', `Le Vagabond a déjà un objet « R » ${ITEM_NAMES[kind]} : il ne peut pas en prendre un second (9.7.3).`);
  const e = exhaust(k, 'torch', 1, '9.5.3');
  if (e) return e;
  if (known) {
    const rest = [...known];
    rest.splice(rest.indexOf(kind), 1);
    if (rest.length) h.items = rest;
    else delete h.items;
  } else k.note(reason('9.5.3', 'Le contenu de la ruine n’est pas donné : on prend l’objet que dit le plan.'));
  if (!known || known.length <= 1) {
    const c = (k.setup.clearings[String(at)] ??= {});
    c.ruin = false;
    delete c.items;
    k.say('C’était le dernier objet : la ruine est retirée.');
  }
  gain(k, kind, true);
  k.score(1);
  k.note(reason('9.5.3', `Exploration : ${ITEM_NAMES[kind]} pris face visible, 1 point (9.5.3).`));
  if (two && known && known.length > 1) k.note(reason('9.7.3', 'Ruine à 2 objets : le Vagabond regarde les deux et garde celui de son choix (9.7.3).'));
  return null;
}

function quest(k: TurnKit, a: PlannedAction): Reason | null {
  const at = clearingHere(k, '9.5.5');
  if (typeof at !== 'number') return at;
  const id = typeof a.quest === 'string' ? a.quest : '';
  const q = QUESTS[id];
  if (!q || !strList(k.state.quests).includes(id)) return reason('9.5.5', 'Cette quête n’est pas parmi les quêtes face visible (9.5.5).');
  if (k.suitOf(at) !== q.suit) return reason('9.5.5', `Quête ${CARD_SUIT_NAMES[q.suit]} : elle s’accomplit dans une clairière de cette couleur ; la clairière ${at} est ${k.suitOf(at) ? `une clairière ${CARD_SUIT_NAMES[k.suitOf(at)!]}` : 'sans couleur connue'} (9.5.5).`);
  const need = [...q.items];
  const imp = asItem(a.improvise);
  if (imp) {
    if (character(k) !== 'adventurer') return reason('D.7.2', 'Improvisation est l’action de l’Aventurier (D.7.2).');
    if (k.state.improvised) return reason('D.7.2', 'Improvisation : une fois par tour (D.7.2).');
    const missing = need.findIndex((x, i) => readyCount(k, x) < need.slice(0, i + 1).filter((y) => y === x).length);
    need.splice(missing < 0 ? 1 : missing, 1, imp);
  }
  for (const kind of new Set(need)) {
    const e = exhaust(k, kind, need.filter((x) => x === kind).length, '9.5.5');
    if (e) return e;
  }
  if (imp) {
    k.state.improvised = true;
    damage(k, 1, imp === 'sword' ? 1 : 0, [imp]);
    k.note(reason('D.7.2', `Improvisation : ${ITEM_NAMES[imp]} tient lieu d’un objet de la quête, épuisé puis endommagé (D.7.2).`));
  }
  k.state.quests = strList(k.state.quests).filter((x) => x !== id);
  k.state.questsDone = [...strList(k.state.questsDone), id];
  const same = strList(k.state.questsDone).filter((x) => QUESTS[x]?.suit === q.suit).length;
  if (a.reward === 'cards') {
    k.draw(2);
    k.say('Récompense : 2 cartes piochées.');
  } else {
    k.score(same);
    k.say(`Récompense : ${countOf(same, 'point')} (${countOf(same, 'quête', 'quêtes')} ${CARD_SUIT_NAMES[q.suit]} accomplie${same > 1 ? 's' : ''}).`);
  }
  k.note(reason('9.5.5', 'Quête : au choix, 1 point par quête accomplie de cette couleur, celle-ci comprise, ou 2 cartes piochées ; une nouvelle quête est tirée : ajoutez-la aux quêtes face visible (9.5.5).'));
  k.note(reason('9.5.5', QUEST_SOURCE));
  if (VAGABONDS.filter((v) => k.setup.players[v]).length > 1) k.note(reason('9.7.2', 'Deux Vagabonds : les quêtes face visible sont communes, l’autre Vagabond peut aussi les accomplir (9.7.2).'));
  return null;
}

function strike(k: TurnKit, a: PlannedAction): Reason | null {
  const at = clearingHere(k, '9.5.6');
  if (typeof at !== 'number') return at;
  const target = a.target as Owner;
  if (!k.enemiesIn(at).includes(target)) return reason('9.5.6', `${theName(target, k.setup)} n’a aucune pièce dans la clairière ${at} (9.5.6).`);
  const w = k.warriors(at, target) - (target === 'hundreds' && k.here(at).warlord ? 1 : 0);
  const wasHostile = (k.setup.players[k.faction]?.hostile ?? []).includes(target as FactionId);
  const hadSympathy = sympathetic(k, at);
  let removed: string;
  if (w > 0) {
    const e = exhaust(k, 'crossbow', 1, '9.5.6');
    if (e) return e;
    k.remove(at, { category: 'warrior', kind: 'warrior' }, 1, target);
    removed = '1 guerrier';
    hostility(k, target);
  } else {
    const b = (k.here(at).buildings ?? []).find((x) => x.owner === target && (a.kind === undefined || x.kind === a.kind));
    const t = (k.here(at).tokens ?? []).find((x) => x.owner === target && (a.kind === undefined || x.kind === a.kind));
    const piece = b ? { category: 'building' as const, kind: b.kind } : t ? { category: 'token' as const, kind: t.kind } : null;
    if (!piece) return reason('9.5.6', `${theName(target, k.setup)} n’a ni guerrier ni autre pièce à retirer ici (9.5.6 ; le pion du Vagabond ne se retire pas, 9.2.2).`);
    const e = exhaust(k, 'crossbow', 1, '9.5.6');
    if (e) return e;
    k.remove(at, piece, 1, target);
    removed = piece.category === 'building' ? 'un bâtiment' : 'un jeton';
    k.score(1);
    k.note(reason('3.2.1', 'Bâtiment ou jeton adverse retiré : 1 point (3.2.1).'));
  }
  k.say(`Pièce retirée : ${removed} ${ofOwner(k, target)}.`);
  if (wasHostile) k.note(reason('9.2.9.III.a', 'Infamie : une pièce d’une faction Hostile ne rapporte son point d’Infamie que retirée en combat ; la Frappe n’en rapporte pas (9.2.9.III.a, FAQ officielle).'));
  if (hadSympathy && !sympathetic(k, at)) outrageFor(k, at, 'remove');
  return null;
}

const ofOwner = (k: TurnKit, o: Owner) => ofName(o, k.setup);

/** A warrior of a non-Hostile faction removed: it becomes Hostile (9.2.9.III). */
function hostility(k: TurnKit, f: Owner): void {
  if (!isFactionId(f) || VAGABONDS.includes(f)) return;
  const p = k.setup.players[k.faction]!;
  if ((p.hostile ?? []).includes(f)) return;
  p.hostile = [...(p.hostile ?? []), f];
  p.allied = (p.allied ?? []).filter((x) => x !== f);
  if (!p.allied.length) delete p.allied;
  const rel = { ...((k.state.relations ?? {}) as { [f: string]: number }) };
  delete rel[f];
  k.state.relations = rel;
  k.note(reason('9.2.9.III', `Un guerrier ${ofOwner(k, f)}, faction non Hostile, est retiré : elle devient Hostile (9.2.9.III).`));
}

function repairStep(k: TurnKit, a: PlannedAction): Reason | null {
  const kind = asItem(a.kind) ?? undefined;
  if (!itemsOf(k).some((i) => i.damaged && (kind === undefined || i.kind === kind))) return reason('9.5.7', `Aucun objet endommagé${kind ? ` de ce type (${ITEM_NAMES[kind]})` : ''} à réparer (9.5.7).`);
  const e = exhaust(k, 'hammer', 1, '9.5.7');
  if (e) return e;
  const r = repair(k, kind);
  k.say(`Objet réparé : ${ITEM_NAMES[r!]}.`);
  return null;
}

function craft(k: TurnKit, a: PlannedAction): Reason | null {
  const at = clearingHere(k, '9.5.8');
  if (typeof at !== 'number') return at;
  const suit = k.suitOf(at);
  if (!suit) return reason('9.5.8', 'La couleur de cette clairière n’est pas connue.');
  const cost = typeof a.card === 'string' ? CRAFT_COSTS[a.card] : undefined;
  if (cost) {
    const other = cost.cost.filter((x) => x !== 'any' && x !== suit);
    if (other.length)
      return reason('9.5.8', `Les marteaux ont tous la couleur de la clairière (${CARD_SUIT_NAMES[suit]}) ; cette carte demande ${cost.cost.map((x) => (x === 'any' ? 'une couleur au choix' : CARD_SUIT_NAMES[x])).join(', ')} (9.5.8, 9.2.1).`);
    if (readyCount(k, 'hammer') < cost.cost.length)
      return reason('9.5.8', `Il faut épuiser ${itemCount(cost.cost.length, 'hammer')} intact${cost.cost.length > 1 ? 's' : ''} et face visible ; le Vagabond ${nEnAQue(readyCount(k, 'hammer'))} (9.5.8).`);
  }
  const hammers = Array.from({ length: readyCount(k, 'hammer') }, () => ({ at: null, suit }));
  const p = k.setup.players[k.faction]!;
  const before = (p.crafted ?? []).length;
  const r = craftStep(k, a, hammers, '9.5.8');
  if ('text' in r) return r;
  const e = exhaust(k, 'hammer', r.used.length, '9.5.8');
  if (e) return e;
  const made = (p.crafted ?? []).slice(before);
  if (made.length) {
    p.crafted = (p.crafted ?? []).slice(0, before);
    if (!p.crafted.length) delete p.crafted;
    for (const i of made) gain(k, i);
    k.note(reason('9.2.1', `Objet fabriqué pris aussitôt, face visible (9.2.1, 9.5.8) : ${describeItems(made)}.`));
  }
  return null;
}

// ---------------------------------------------------------------- special actions (Appendix D)

const SPECIAL: { [id: string]: { who: string; rule: string } } = {
  steal: { who: 'thief', rule: 'D.1.2' },
  dayLabor: { who: 'tinker', rule: 'D.2.2' },
  hideout: { who: 'ranger', rule: 'D.3.2' },
  scorchedEarth: { who: 'scoundrel', rule: 'D.6.2' },
  glide: { who: 'harrier', rule: 'D.9.2' },
  instigate: { who: 'vagrant', rule: 'D.4.2' },
};

function special(k: TurnKit, a: PlannedAction): Reason | PendingBattle | null {
  const s = SPECIAL[a.id]!;
  const ch = character(k);
  if (ch !== s.who) return reason(s.rule, `Cette action spéciale est celle du personnage ${CHARACTER_NAMES[s.who as keyof typeof CHARACTER_NAMES]}${ch ? ` ; le Vagabond est ${CHARACTER_NAMES[ch]}` : ' ; le personnage n’est pas donné'} (9.5.9, ${s.rule}).`);
  const at = k.pawnAt();
  const c = typeof at === 'number' ? at : null;
  switch (a.id) {
    case 'steal': {
      const t = a.target as Owner;
      if (c === null || !isFactionId(t) || t === k.faction || !k.enemiesIn(c).includes(t)) return reason('D.1.2', 'Larcin : une carte d’un joueur présent dans la clairière du Vagabond (D.1.2).');
      const e = exhaust(k, 'torch', 1, '9.5.9');
      if (e) return e;
      k.draw(1);
      k.say(`Carte prise au hasard dans la main ${ofOwner(k, t)}.`);
      return null;
    }
    case 'dayLabor': {
      const suit = a.suit as Suit | 'bird';
      const here = c === null ? null : k.suitOf(c);
      if (c === null || !here || (suit !== here && suit !== 'bird')) return reason('D.2.2', `Travailleur : une carte de la défausse de la couleur de la clairière${here ? ` (${CARD_SUIT_NAMES[here]})` : ''} ou Oiseau (D.2.2).`);
      const e = exhaust(k, 'torch', 1, '9.5.9');
      if (e) return e;
      if (k.state.hand) k.state.hand[suit] = (k.state.hand[suit] ?? 0) + 1;
      k.note(reason('D.2.2', 'La défausse n’est pas connue du moteur : on suppose que la carte y est.'));
      return null;
    }
    case 'hideout': {
      const e = exhaust(k, 'torch', 1, '9.5.9');
      if (e) return e;
      const wanted = strList(a.items).map(asItem);
      const fixed: ItemKind[] = [];
      for (let i = 0; i < 3; i++) {
        const r = repair(k, wanted[i] ?? undefined) ?? repair(k);
        if (r) fixed.push(r);
      }
      k.state.daylightOver = true;
      k.say(`Objets réparés : ${describeItems(fixed)}. Le Jour s’arrête : place au Crépuscule.`);
      k.note(reason('D.3.2', 'Refuge : 3 objets réparés, puis le Jour s’arrête aussitôt (D.3.2).'));
      return null;
    }
    case 'glide': {
      const to = num(a.to, 0);
      if (at === null) return reason('D.9.2', 'Le pion du Vagabond n’est pas sur le plateau.');
      const r = k.movePawn(at, to, { anywhere: true });
      if (r) return r;
      const e = exhaust(k, 'torch', 1, '9.5.9');
      if (e) return e;
      return null;
    }
    case 'scorchedEarth':
      return scorchedEarth(k, c);
    case 'instigate':
      return instigate(k, c, a);
  }
  return reason('format', 'Action inconnue.');
}

/** Instigate (D.4.2): a battle in the Vagrant's clearing between two others it picks; it removes the pieces of both. */
function instigate(k: TurnKit, c: number | null, a: PlannedAction): Reason | PendingBattle | null {
  const atk = a.attacker as Owner;
  const def = a.target as Owner;
  if (c === null || atk === def || atk === k.faction || def === k.faction || !k.enemiesIn(c).includes(atk) || !k.enemiesIn(c).includes(def))
    return reason('D.4.2', 'Provocation : un combat dans la clairière du Vagabond, entre deux autres joueurs qui y sont (D.4.2).');
  const ban = k.battleBan(c, def, atk);
  if (ban) return ban;
  const e = exhaust(k, 'torch', 1, '9.5.9');
  if (e) return e;
  const roll = Array.isArray(a.roll) && a.roll.length === 2 ? ([num(a.roll[0], -1), num(a.roll[1], -1)] as [number, number]) : undefined;
  const r = k.battle(c, def, roll, { provocation: k.faction as 'vagabond' | 'vagabond2' }, atk);
  if ('refused' in r) return r.refused;
  if ('pending' in r) return r.pending;
  k.say(`Jet ${roll![0]}–${roll![1]}. Pièces retirées : ${r.removed.length ? r.removed.map((x) => `${theName(x.owner, k.setup)} : ${kindName(x.kind)}`).join(', ') : 'aucune'}.`);
  for (const x of r.reasons.slice(0, 8)) k.note(x);
  return null;
}

function scorchedEarth(k: TurnKit, c: number | null): Reason | null {
  if (c === null) return reason('D.6.2', 'Terre brûlée : dans la clairière du Vagabond (D.6.2).');
  const e = exhaust(k, 'torch', 1, '9.5.9');
  if (e) return e;
  discardItem(k, 'torch', false);
  let pts = 0;
  for (const o of k.enemiesIn(c)) {
    const w = k.warriors(c, o) - (o === 'hundreds' && k.here(c).warlord ? 1 : 0);
    if (w > 0) {
      k.remove(c, { category: 'warrior', kind: 'warrior' }, w, o);
      hostility(k, o);
    }
    for (const b of (k.here(c).buildings ?? []).filter((x) => x.owner === o)) pts += k.remove(c, { category: 'building', kind: b.kind }, 1, o) ? 0 : 1;
    for (const t of (k.here(c).tokens ?? []).filter((x) => x.owner === o)) pts += k.remove(c, { category: 'token', kind: t.kind }, 1, o) ? 0 : 1;
    if (VAGABONDS.includes(o as FactionId)) k.note(reason('9.2.2.I', `${theName(o, k.setup)} reste dans la clairière mais endommage 3 objets (9.2.2.I).`));
  }
  k.score(pts);
  if (pts) k.note(reason('3.2.1', `Bâtiments et jetons adverses retirés : ${countOf(pts, 'point')} (3.2.1).`));
  k.state.scorched = c;
  k.note(reason('D.6.2', `Terre brûlée : la torche est posée dans la clairière ${c} ; plus aucune pièce ne peut y être placée ni y entrer (la position ne porte pas ce marqueur : à vérifier à la main) (D.6.2).`));
  return null;
}

// ---------------------------------------------------------------- Evening

function beginEvening(k: TurnKit): void {
  const at = k.pawnAt();
  if (at !== null && typeof at === 'object') {
    const fixed = restAll(k);
    k.say(`Repos du soir dans un bois : ${fixed.length ? `objets réparés, face visible : ${describeItems(fixed)}` : 'aucun objet endommagé'}.`);
    k.note(reason('9.6.1', 'Repos du soir : dans un bois, tous les objets endommagés reviennent, face visible (9.6.1).'));
  }
  const coins = onTrack(k, 'coins');
  k.draw(1 + coins);
  k.say(`Pioche : ${countOf(1 + coins, 'carte')} (1, plus 1 par pièce face visible sur sa piste).`);
  k.note(reason('9.6.2', 'Piocher : 1 carte, plus 1 par pièce face visible sur sa piste (9.6.2).'));
  const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
  if (hand !== undefined && hand > 5) k.note(reason('9.6.3', `Avec ${hand} cartes en main, le Vagabond en défausse ${hand - 5} de son choix (9.6.3).`));
  const over = satchelCount(k) - itemLimit(k);
  if (over > 0) k.note(reason('9.6.4', `Limite d’objets : ${itemLimit(k)} (6, plus 2 par sac face visible sur sa piste) ; la Sacoche et la case Endommagé en comptent ${satchelCount(k)} : ${countOf(over, 'objet')} à retirer de la partie (9.6.4).`));
}

function dropItem(k: TurnKit, a: PlannedAction): Reason | null {
  if (satchelCount(k) <= itemLimit(k)) return reason('9.6.4', `La Sacoche et la case Endommagé ne dépassent pas la limite de ${countOf(itemLimit(k), 'objet')} (9.6.4).`);
  const kind = asItem(a.kind);
  if (!kind || !discardItem(k, kind, a.damaged === true ? true : a.damaged === false ? false : undefined)) return reason('9.6.4', 'Cet objet n’est pas sur le plateau du Vagabond (9.6.4).');
  return null;
}

// ---------------------------------------------------------------- the module

const DAY_IDS = ['move', 'battle', 'explore', 'aid', 'quest', 'strike', 'repair', 'craft', ...Object.keys(SPECIAL)];


const QUEST_OPTIONS = Object.entries(QUESTS).map(([value, q]) => ({ value, label: `${q.name} (${CARD_SUIT_NAMES[q.suit]})` }));
/** The Vagabond's inputs: see the head of this file (`scorched`, kept during the turn, is not read). */
const INPUTS: readonly TurnInput[] = [
  {
    key: 'items',
    label: 'Objets du plateau de faction',
    rule: '9.2.5',
    kind: 'objets',
    options: VB_ITEMS.map((i) => ({ value: i, label: ITEM_NAMES[i] })),
    drapeaux: [
      { value: 'exhausted', label: 'épuisé' },
      { value: 'damaged', label: 'endommagé' },
      { value: 'ruin', label: 'de ruine (R)' },
    ],
    absent: 'les objets de départ du personnage',
    exemple: [{ kind: 'boot' }, { kind: 'sword', exhausted: true }, { kind: 'torch', damaged: true }],
  },
  { key: 'relations', label: 'Relations (0 : Indifférent ; Hostile et Allié sont dans la position)', rule: '9.2.9', kind: 'comptes', options: FACTION_OPTIONS, enJeu: true, max: 2, exemple: { marquise: 1 } },
  { key: 'quests', label: 'Quêtes face visible', rule: '9.3.3', kind: 'liste', options: QUEST_OPTIONS, max: 3, exemple: ['errand_fox'] },
  { key: 'questsDone', label: 'Quêtes accomplies', rule: '9.5.5', kind: 'liste', options: QUEST_OPTIONS, exemple: ['escort_mouse'] },
  { key: 'refreshLeft', label: 'Objets encore à remettre face visible', rule: '9.4.1', kind: 'nombre', min: 0, max: 20, avancement: true, exemple: 2 },
  { key: 'slipped', label: 'Déjà faufilé à cette Aurore', rule: '9.4.2', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'aided', label: 'Aides de ce tour, par faction', rule: '9.2.9.I.a', kind: 'comptes', options: FACTION_OPTIONS, enJeu: true, max: 3, avancement: true, exemple: { marquise: 1 } },
  { key: 'improvised', label: 'Improvisation déjà faite ce tour', rule: 'D.7.2', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'daylightOver', label: 'Jour déjà fini (Refuge)', rule: 'D.3.2', kind: 'oui-non', avancement: true, exemple: true },
];

export const vagabondTurn: TurnModule = {
  // the Vagabond activates a Dominance card only to form a coalition (9.2.8): the « coalition » question shows with whom
  dominance: reason('9.2.8', 'Le Vagabond n’active pas une carte Domination pour gagner seul ; à 4 joueurs ou plus, il s’en sert pour former une coalition, que montre la question « coalition » (9.2.8).'),
  factions: ['vagabond', 'vagabond2'],
  inputs: INPUTS,
  actions: {
    refresh: { label: 'Remettre un objet face visible', rule: '9.4.1' },
    slip: { label: 'Se faufiler', rule: '9.4.2', cost: 'aucune botte' },
    move: { label: 'Se déplacer', rule: '9.5.1', cost: '1 botte, 2 vers des guerriers Hostiles' },
    battle: { label: 'Combattre', rule: '9.5.2', cost: '1 épée' },
    explore: { label: 'Explorer une ruine', rule: '9.5.3', cost: '1 torche' },
    aid: { label: 'Aider', rule: '9.5.4', cost: '1 objet et 1 carte de la couleur de la clairière' },
    quest: { label: 'Accomplir une quête', rule: '9.5.5', cost: 'les 2 objets de la quête' },
    strike: { label: 'Frapper', rule: '9.5.6', cost: '1 arbalète' },
    repair: { label: 'Réparer', rule: '9.5.7', cost: '1 marteau' },
    craft: { label: 'Fabriquer', rule: '9.5.8', cost: '1 marteau par icône, de la couleur de la clairière' },
    steal: { label: 'Larcin', rule: 'D.1.2', cost: '1 torche' },
    dayLabor: { label: 'Travailleur', rule: 'D.2.2', cost: '1 torche' },
    hideout: { label: 'Refuge', rule: 'D.3.2', cost: '1 torche' },
    scorchedEarth: { label: 'Terre brûlée', rule: 'D.6.2', cost: '1 torche, posée dans la clairière' },
    glide: { label: 'Vol plané', rule: 'D.9.2', cost: '1 torche' },
    instigate: { label: 'Provocation', rule: 'D.4.2', cost: '1 torche' },
    dropItem: { label: 'Retirer un objet de la partie', rule: '9.6.4' },
  },
  read(x, k, problems) {
    onlyKeys(x, KEYS, problems, 'du Vagabond');
    readItems(x, k, problems);
    readRelations(x, k, problems);
    for (const key of ['quests', 'questsDone']) {
      const v = x[key];
      if (v === undefined) continue;
      if (!Array.isArray(v) || !v.every((q) => typeof q === 'string' && q in QUESTS)) problems.push(reason('9.5.5', 'Les quêtes se donnent par leur nom parmi les 15 cartes Quête (9.5.5).'));
      else if (key === 'quests' && v.length > 3) problems.push(reason('9.3.3', 'Trois quêtes au plus sont face visible (9.3.3, même à deux Vagabonds : 9.7.2).'));
      else k.state[key] = v as Json[];
    }
    for (const key of ['slipped', 'improvised', 'daylightOver']) readBool(x, key, k, problems);
    if (x.refreshLeft !== undefined) {
      if (!Number.isInteger(x.refreshLeft) || (x.refreshLeft as number) < 0 || (x.refreshLeft as number) > 20) problems.push(reason('9.4.1', 'Objets à rafraîchir : un nombre de 0 à 20 (9.4.1).'));
      else k.state.refreshLeft = x.refreshLeft as number;
    }
  },
  begin(k, phase) {
    noteDefaultItems(k);
    if (phase === 'aurore') beginBirdsong(k);
    if (phase === 'crepuscule') beginEvening(k);
  },
  candidates(k) {
    const out: Candidate[] = [];
    const at = k.pawnAt();
    const near = (p: Place | null): Place[] => {
      if (p === null) return [];
      if (typeof p === 'number') return [...k.adjacent(p), ...k.map.forests.filter((f) => f.clearings.includes(p)).map((f) => ({ forest: f.id }))];
      if (typeof p === 'object') return k.map.forests.find((f) => f.id === p.forest)?.clearings ?? [];
      return [];
    };
    const dest = (p: Place): Json => (typeof p === 'object' ? p.forest : (p as number));
    if (k.phase === 'aurore') {
      for (const kind of new Set(itemsOf(k).filter((i) => i.exhausted).map((i) => i.kind))) out.push({ action: { id: 'refresh', kind } });
      for (const to of near(at)) out.push({ action: { id: 'slip', to: dest(to) } });
    }
    if (k.phase === 'jour') {
      for (const to of near(at)) if (typeof to === 'number') out.push({ action: { id: 'move', to } });
      const c = typeof at === 'number' ? at : null;
      if (c !== null) {
        for (const o of k.enemiesIn(c)) {
          out.push({ action: { id: 'battle', target: o } });
          out.push({ action: { id: 'strike', target: o } });
          out.push({ action: { id: 'aid', target: o } });
          out.push({ action: { id: 'steal', target: o } });
          for (const d of k.enemiesIn(c)) if (d !== o) out.push({ action: { id: 'instigate', attacker: o, target: d } });
        }
        out.push({ action: { id: 'explore' } });
        for (const q of strList(k.state.quests)) out.push({ action: { id: 'quest', quest: q, reward: 'points' } }, { action: { id: 'quest', quest: q, reward: 'cards' } });
        out.push(...craftCandidates(k, 'craft', Array.from({ length: readyCount(k, 'hammer') }, () => ({ at: null, suit: k.suitOf(c) ?? 'fox' }))));
        const suit = k.suitOf(c);
        if (suit) out.push({ action: { id: 'dayLabor', suit } });
        out.push({ action: { id: 'scorchedEarth' } });
      }
      for (const kind of new Set(itemsOf(k).filter((i) => i.damaged).map((i) => i.kind))) out.push({ action: { id: 'repair', kind } });
      out.push({ action: { id: 'hideout' } });
      for (const to of k.clearings()) if (to !== at) out.push({ action: { id: 'glide', to } });
    }
    if (k.phase === 'crepuscule') for (const kind of new Set(itemsOf(k).map((i) => i.kind))) out.push({ action: { id: 'dropItem', kind } });
    return out;
  },
  unavailable(k) {
    const out = [];
    if (k.phase !== 'jour') {
      const why = reason('9.5', `Les actions qui épuisent des objets se font au Jour (9.5) ; ${k.phase === 'aurore' ? 'l’Aurore est faite de Rafraîchir et Se faufiler (9.4)' : 'le Crépuscule est fait du repos, de la pioche et de la limite d’objets (9.6)'}.`);
      for (const id of DAY_IDS) out.push({ id, label: vagabondTurn.actions[id]!.label, reason: why });
    } else if (!k.state.daylightOver && !strList(k.state.quests).length) {
      out.push({ id: 'quest', label: vagabondTurn.actions.quest!.label, reason: reason('9.5.5', 'Aucune quête face visible n’est donnée : ajoutez les quêtes face visible à l’état du Vagabond (9.5.5).') });
    } else if (k.state.daylightOver) {
      const why = reason('D.3.2', 'Refuge : le Jour s’est arrêté ; il reste à passer au Crépuscule (D.3.2).');
      for (const id of DAY_IDS) out.push({ id, label: vagabondTurn.actions[id]!.label, reason: why });
    }
    return out;
  },
  apply(k, a) {
    if (a.id === 'refresh' || a.id === 'slip') {
      if (k.phase !== 'aurore') return reason('9.4', 'Rafraîchir et Se faufiler se font à l’Aurore (9.4).');
      if (a.id === 'slip') return slip(k, a);
      if (num(k.state.refreshLeft, 0) <= 0) return reason('9.4.1', 'Le Rafraîchissement est fait : plus d’objet à remettre face visible (9.4.1).');
      const r = refresh(k, asItem(a.kind) ?? undefined);
      if (!r) return reason('9.4.1', 'Aucun objet épuisé de ce type (9.4.1).');
      const left = num(k.state.refreshLeft, 0) - 1;
      k.state.refreshLeft = itemsOf(k).some((i) => i.exhausted) ? left : 0;
      return null;
    }
    if (a.id === 'dropItem') return k.phase === 'crepuscule' ? dropItem(k, a) : reason('9.6.4', 'La limite d’objets se vérifie à la fin du Crépuscule (9.6.4).');
    if (k.phase !== 'jour') return reason('9.5', 'Les actions qui épuisent des objets se font au Jour (9.5).');
    if (k.state.daylightOver) return reason('D.3.2', 'Refuge : le Jour s’est arrêté (D.3.2).');
    switch (a.id) {
      case 'move':
        return move(k, a);
      case 'battle':
        return battle(k, a);
      case 'explore':
        return explore(k, a);
      case 'aid':
        return aid(k, a);
      case 'quest':
        return quest(k, a);
      case 'strike':
        return strike(k, a);
      case 'repair':
        return repairStep(k, a);
      case 'craft':
        return craft(k, a);
    }
    if (a.id in SPECIAL) return special(k, a);
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const to = placeOf(a.to);
    switch (a.id) {
      case 'refresh':
        return `Remettre face visible : ${ITEM_NAMES[asItem(a.kind) ?? 'boot']}`;
      case 'slip':
        return `Se faufiler vers ${to === null ? '?' : placeText(to)}`;
      case 'move':
        return `Se déplacer vers ${to === null ? '?' : placeText(to)}${typeof a.ally === 'string' ? `, avec ${countOf(num(a.n, 0), 'guerrier')} Allié${num(a.n, 0) > 1 ? 's' : ''}` : ''}`;
      case 'battle':
        return `Combattre ${theName(a.target as Owner, k.setup)} (1 épée)`;
      case 'strike':
        return `Frapper ${theName(a.target as Owner, k.setup)} (1 arbalète)`;
      case 'aid':
        return describeAid(k, a);
      case 'explore':
        return `Explorer la ruine (1 torche, 1 point)`;
      case 'quest': {
        const q = QUESTS[String(a.quest)];
        return q ? `Quête « ${q.name} » (${CARD_SUIT_NAMES[q.suit]} ; ${describeItems(q.items)}) : ${a.reward === 'cards' ? '2 cartes' : 'points'}` : 'Quête';
      }
      case 'repair':
        return `Réparer : ${ITEM_NAMES[asItem(a.kind) ?? 'boot']} (1 marteau)`;
      case 'steal':
        return `Larcin : une carte au hasard ${ofOwner(k, a.target as Owner)} (1 torche)`;
      case 'dayLabor':
        return `Travailleur : une carte ${CARD_SUIT_NAMES[a.suit as Suit] ?? ''} de la défausse (1 torche)`;
      case 'hideout':
        return 'Refuge : réparer 3 objets, puis finir le Jour (1 torche)';
      case 'scorchedEarth':
        return 'Terre brûlée : retirer toutes les pièces adverses de la clairière (1 torche)';
      case 'instigate':
        return `Provocation : ${theName(a.attacker as Owner, k.setup)} attaque ${theName(a.target as Owner, k.setup)} (1 torche)`;
      case 'glide':
        return `Vol plané vers la clairière ${num(a.to, 0)} (1 torche)`;
      case 'dropItem':
        return `Retirer de la partie : ${ITEM_NAMES[asItem(a.kind) ?? 'boot']}`;
    }
    return describeCommon(k, a);
  },
  end(k, phase) {
    if (phase === 'aurore' && num(k.state.refreshLeft, 0) > 0 && itemsOf(k).some((i) => i.exhausted))
      return reason('9.4.1', `Il reste ${countOf(num(k.state.refreshLeft, 0), 'objet')} à remettre face visible (9.4.1).`);
    if (phase === 'crepuscule' && satchelCount(k) > itemLimit(k))
      return reason('9.6.4', `La Sacoche et la case Endommagé comptent ${satchelCount(k)} objets pour une limite de ${itemLimit(k)} : il faut en retirer (9.6.4).`);
    return null;
  },
};

export { RELATION_NAMES, RELATION_TRACK };
