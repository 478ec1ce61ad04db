/**
 * Lézards Logiques (Laws of Rootbotics, chapter R8).
 *
 * - R8.2.1 Pilgrims (rule with a garden) and R8.2.2 Robotic Revenge (1 acolyte per removal of
 *   Lizard warriors in battle), R8.2.3 (a removed garden discards the top Lost Soul, announced by
 *   the battle): the engine's rules module (factions/lizards.ts), reused as is;
 * - R8.3 setup: a corner that is no other bot's starting corner, diagonally opposite a starting
 *   corner if possible: 4 warriors and a garden of its suit, 1 warrior in each adjacent clearing;
 *   the Outcast marker on Sanctuary; 3 Lost Souls drawn;
 * - R8.4 Birdsong: the order is the most common suit of the Lost Souls (tie: bird); then
 *   Conspiracies while there are acolytes: Conversion (I.a, I.b), Crusade (II.a), Sanctuary
 *   (III.a, III.b); the target player first, then the clearing;
 * - R8.5 Daylight: Rituals with the top 4 Lost Souls (3 easy, 5 challenging and nightmare);
 * - R8.6 Evening: the ordered garden track, discard the Lost Souls, put the revealed cards back,
 *   reveal a card, craft it, add it on top of the Lost Souls.
 *
 * What the position cannot hold travels in `botState.boards.lizards`: `lostSouls` (card ids, top
 * first) and `conspiracy` (index of the marker on the track, 0 = leftmost). The acolytes are
 * `players.lizards.acolytes`. The order card option (`orderCard`) is the card revealed in Evening
 * for crafting (R8.6.4): the Lizards do not reveal one in Birdsong.
 */
import type { RemovedPiece } from '../types';
import type { CardSuit } from '../cards';
import { isFactionId } from '../factions';
import { countOf, kindName } from '../glossary';
import { problem, reason, type Reason } from '../reasons';
import type { Owner, Setup } from '../setup';
import { canPlace } from '../movement';
import { cardLabel, deckCard, type DeckCard } from './deck';
import { trackPoints } from './data-common';
import { LIZARDS_CONSPIRACY_TRACK, LIZARDS_DIFFICULTY, LIZARDS_GARDEN_TRACK, LIZARDS_TRAIT_CARDS as TRAITS } from './data-lizards';
import { LIZARDS_TRAITS } from './trait-ids';
import type { BotOptions, BotRules, Criterion, Turn } from './core';

const L = 'lizards' as const;
type Plain = Exclude<CardSuit, 'bird'>;
const PLAIN: readonly Plain[] = ['fox', 'rabbit', 'mouse'];
const SUIT_FR: { [S in CardSuit]: string } = { fox: 'Renard', rabbit: 'Lapin', mouse: 'Souris', bird: 'Oiseau' };
type Conspiracy = 'conversion' | 'crusade' | 'sanctuary';
const CONSPIRACY_FR: { [C in Conspiracy]: string } = { conversion: 'Conversion', crusade: 'Croisade', sanctuary: 'Sanctuaire' };

interface Board {
  lostSouls: string[];
  conspiracy: number;
}

function board(t: Turn): Board {
  const b = (t.boards[L] ??= {});
  if (!Array.isArray(b.lostSouls)) b.lostSouls = [];
  if (typeof b.conspiracy !== 'number') b.conspiracy = LIZARDS_CONSPIRACY_TRACK.value.length - 1;
  return b as unknown as Board;
}

function garden(s: Plain): string {
  return `garden_${s}`;
}
function gardensOnBoard(t: Turn, s: Plain): number {
  return t.onBoard(garden(s));
}
function acolytes(t: Turn): number {
  return t.setup.players[L]?.acolytes ?? 0;
}
function setAcolytes(t: Turn, n: number): void {
  t.setup.players[L]!.acolytes = n;
}
/** Lizard warriors in the supply: the 25 less those on the board and the acolytes (R8.3.1, R8.2.2). */
function reserve(t: Turn): number {
  return Math.max(0, t.supply('warrior', 'warrior') - acolytes(t));
}
/** Warriors of an owner in a clearing, without the Hundreds' warlord (it cannot be converted). */
function plainWarriors(t: Turn, c: number, o: Owner): number {
  return t.here(c).warriors?.[o] ?? 0;
}
function points(t: Turn, o: Owner): number {
  return isFactionId(o) ? t.score(o) : 0;
}
function cardName(id: string): string {
  const c = deckCard(id);
  return c ? cardLabel(c) : id;
}

/** A card from the draw pile (given list first), recorded as a draw. */
function drawCard(t: Turn, what: string, given?: string) {
  const r = t.revealOrder(given as never);
  return { card: r.card, draw: { ...r.draw, what } };
}

// ------------------------------------------------------------------ Birdsong

/** R8.4.1: the most common suit among the Lost Souls; a tie: bird. */
function determineOrder(t: Turn): CardSuit {
  const b = board(t);
  const counts: Record<CardSuit, number> = { fox: 0, rabbit: 0, mouse: 0, bird: 0 };
  for (const id of b.lostSouls) {
    const c = deckCard(id);
    if (c) counts[c.suit]++;
  }
  const max = Math.max(...Object.values(counts));
  const tied = (Object.keys(counts) as CardSuit[]).filter((s) => counts[s] === max);
  const order: CardSuit = tied.length === 1 ? tied[0]! : 'bird';
  t.step({
    rule: 'R8.4.1',
    text: `Âmes Perdues : ${(['bird', 'fox', 'rabbit', 'mouse'] as CardSuit[]).map((s) => `${counts[s]} ${SUIT_FR[s]}`).join(', ')}. L’ordre est ${SUIT_FR[order]}${tied.length > 1 ? ' (égalité : oiseau)' : ''}.`,
    reasons: [reason('R8.4.1', 'L’ordre est la couleur la plus représentée dans la pile d’Âmes Perdues ; à égalité, oiseau (R8.4.1).')],
  });
  return order;
}

/** Player criterion of Conversion and Sanctuary (R8.4.2.I.a, III.a): the most points, then R2.2. */
function playerCriteria(t: Turn, rule: string): Criterion<Owner>[] {
  return [{ rule, label: 'égalité du joueur à cibler : le plus de points de victoire', best: 'max', value: (o) => points(t, o) }];
}

function enemyOwners(t: Turn): Owner[] {
  const set = new Set<Owner>();
  for (const c of t.clearings()) for (const o of t.enemiesIn(c)) set.add(o);
  return [...set];
}

/** R8.4.2.I Conversion: replace 1 enemy warrior by 1 Lizard warrior in an ordered clearing. */
function conversion(t: Turn, order: CardSuit): boolean {
  const rule = 'R8.4.2.I';
  const where = (o: Owner) => t.clearings().filter((c) => t.isOrdered(c, order) && plainWarriors(t, c, o) > 0 && !t.placeRefusal(c, 'warrior'));
  const p = t.choosePlayer(enemyOwners(t), playerCriteria(t, `${rule}.a`), (o) =>
    reserve(t) <= 0 ? reason('R8.3.1', 'Plus aucun guerrier Lézard en réserve.') : where(o).length ? null : reason(rule, `${t.The(o)} n’a aucun guerrier dans une clairière ordonnée.`),
  );
  if (p.picked === null) {
    t.step({ rule, text: 'Conversion impossible : aucun guerrier adverse à convertir dans une clairière ordonnée.', reasons: p.reasons });
    return false;
  }
  const who = p.picked;
  const cands = where(who);
  const c = t.chooseClearing(cands, [{ rule: `${rule}.b`, label: 'égalité de choix de clairière : le plus de bâtiments adverses', best: 'max', value: (x) => t.enemyBuildings(x) }]);
  const at = c.picked!;
  const h = t.setup.clearings[String(at)]!;
  h.warriors = { ...(h.warriors ?? {}), [who]: (h.warriors?.[who] ?? 0) - 1 };
  if (!h.warriors[who]) delete h.warriors[who];
  t.placeWarriors(at, 1);
  t.step({
    rule,
    text: `Conversion : un guerrier ${t.of(who)} de la ${t.clearingName(at)} est remplacé par un guerrier Lézard.`,
    reasons: [...p.reasons, ...c.reasons],
    choice: { picked: `${who}@${at}`, candidates: cands.map((x) => `${who}@${x}`) },
  });
  if (t.traits.has('fanatics')) fanatics(t, at);
  return true;
}

/** Trait Fanatics (ROOT/248): battle in the clearing after converting (player tie: most defenceless buildings, then points). */
function fanatics(t: Turn, c: number): void {
  const crit: Criterion<Owner>[] = [
    { rule: 'R3.3.2', label: 'Fanatiques : le plus de bâtiments sans défense', best: 'max', value: (o) => (t.here(c).buildings ?? []).filter((b) => b.owner === o && t.warriors(c, o) === 0).length },
    { rule: 'R3.3.2', label: 'Fanatiques : puis le plus de points de victoire', best: 'max', value: (o) => points(t, o) },
  ];
  const d = t.choosePlayer(t.enemiesIn(c), crit, (o) => t.battleRefusal(c, o));
  if (d.picked === null) {
    t.step({ rule: 'R3.3.2', text: 'Trait Fanatiques : pas de combat possible après la Conversion.', reasons: d.reasons });
    return;
  }
  const res = t.battle(c, d.picked, 'R3.3.2', `Trait Fanatiques : après la Conversion, les Lézards attaquent ${t.the(d.picked)} dans la ${t.clearingName(c)}.`, {
    reasons: d.reasons,
    choice: { picked: d.picked, candidates: t.enemiesIn(c) },
    bonusHits: [{ role: 'attacker', hits: 1, reason: reason('R3.3.2', 'Trait Fanatiques : dans ce combat qui suit la Conversion, les Lézards infligent 1 perte additionnelle.') }],
  });
  if (!('refused' in res)) lostGardens(t, res.outcome.removed.attacker);
}

/** R8.2.3: each garden of the Lizards removed in a battle discards the top Lost Soul. */
function lostGardens(t: Turn, removed: RemovedPiece[]): void {
  const n = removed.filter((p) => p.owner === L && p.kind.startsWith('garden_')).length;
  const b = board(t);
  for (let i = 0; i < n && b.lostSouls.length; i++) {
    const id = b.lostSouls.shift()!;
    t.step({ rule: 'R8.2.3', text: `Jardin retiré : la première carte de la pile d’Âmes Perdues, ${cardName(id)}, est défaussée.` });
  }
}

/** R8.4.2.II Crusade: battle in each ordered clearing with at least 2 Lizard warriors. */
function crusade(t: Turn, order: CardSuit): boolean {
  const rule = 'R8.4.2.II';
  const targets = t.byPriority(t.clearings().filter((c) => t.isOrdered(c, order) && t.warriors(c) >= 2 && t.enemiesIn(c).length > 0));
  let fought = false;
  for (const c of targets) {
    if (t.warriors(c) < 2) continue;
    const d = t.choosePlayer(t.enemiesIn(c), [{ rule: `${rule}.a`, label: 'égalité du défenseur : le plus de points de victoire', best: 'max', value: (o) => points(t, o) }], (o) => t.battleRefusal(c, o));
    if (d.picked === null) continue;
    const res = t.battle(c, d.picked, rule, `Croisade : les Lézards attaquent ${t.the(d.picked)} dans la ${t.clearingName(c)}.`, {
      reasons: [reason('R2.4', 'Plusieurs combats : dans l’ordre de priorité des clairières (R2.4).'), ...d.reasons],
      choice: { picked: d.picked, candidates: t.enemiesIn(c) },
    });
    if ('refused' in res) continue;
    fought = true;
    lostGardens(t, res.outcome.removed.attacker);
    if (t.traits.has('spiteful') && res.outcome.removed.defender.some((p) => p.category === 'token' && p.by === L)) {
      const vp = t.addScore(L, 1);
      t.step({ rule: 'R3.3.2', text: 'Trait Rancunier : la Croisade a retiré un jeton, 1 point de victoire de plus.', reasons: [reason('R3.3.2', TRAITS.spiteful.effect)], points: { [L]: vp } });
    }
  }
  if (!fought) t.step({ rule, text: 'Croisade impossible : aucune clairière ordonnée avec au moins 2 guerriers Lézards et un adversaire à combattre.' });
  return fought;
}

/**
 * « Replace » is remove, then place (G.1.29): a clearing counts for the Sanctuary only if the garden
 * could be placed there once the building is gone (not beside the Keep, 6.2.2; not where a Snare or
 * any other ban forbids placing).
 */
function gardenFits(t: Turn, c: number, o: Owner, kind: string): boolean {
  const after = structuredClone(t.setup);
  const h = after.clearings[String(c)]!;
  const i = (h.buildings ?? []).findIndex((b) => b.owner === o);
  if (i < 0) return false;
  h.buildings!.splice(i, 1);
  const v = canPlace(after, L, c, { category: 'building', kind });
  return v.ok || !!v.trips;
}

/** R8.4.2.III Sanctuary: replace an enemy building in an ordered clearing by a garden of its suit. */
function sanctuary(t: Turn, order: CardSuit): boolean {
  const rule = 'R8.4.2.III';
  const where = (o: Owner) =>
    t.clearings().filter((c) => {
      const s = t.suitOf(c);
      return t.isOrdered(c, order) && s !== null && t.buildingsOf(c, o) > 0 && t.supply('building', garden(s)) > 0 && gardenFits(t, c, o, garden(s));
    });
  const p = t.choosePlayer(enemyOwners(t), playerCriteria(t, `${rule}.a`), (o) =>
    where(o).length ? null : reason(rule, `${t.The(o)} n’a aucun bâtiment dans une clairière ordonnée où un jardin pourrait le remplacer (remplacer, c’est retirer puis placer : G.1.29), ou plus aucun jardin de cette couleur en réserve.`),
  );
  if (p.picked === null) {
    t.step({ rule, text: 'Sanctuaire impossible : aucun bâtiment adverse à remplacer dans une clairière ordonnée.', reasons: p.reasons });
    return false;
  }
  const who = p.picked;
  const cands = where(who);
  const c = t.chooseClearing(cands, [{ rule: `${rule}.b`, label: 'égalité de choix de clairière : le moins de guerriers adverses', best: 'min', value: (x) => t.enemiesIn(x).reduce((s, o) => s + t.warriors(x, o), 0) }]);
  const at = c.picked!;
  const kind = (t.here(at).buildings ?? []).find((b) => b.owner === who)!.kind;
  const removed = t.removeEnemyPiece(at, { owner: who, category: 'building', kind });
  const vp = t.addScore(L, 1);
  const s = t.suitOf(at) as Plain;
  t.placeBuilding(at, garden(s));
  t.step({
    rule,
    text: `Sanctuaire : ${kindName(kind)} ${t.of(who)} de la ${t.clearingName(at)} est remplacé par un jardin ${SUIT_FR[s]} ; 1 point pour le bâtiment retiré (3.2.1).`,
    reasons: [...p.reasons, ...c.reasons, reason('3.2.1', 'Retirer un bâtiment adverse rapporte 1 point (3.2.1).'), ...removed.effects],
    prompts: t.reactToRemoval(at, [removed]),
    choice: { picked: `${who}@${at}`, candidates: cands.map((x) => `${who}@${x}`) },
    points: { [L]: vp },
  });
  return true;
}

/** R8.4.2: move the marker right (wrapping), perform its Conspiracy if possible, spend an acolyte; until none is left. */
function conspiracies(t: Turn, order: CardSuit): void {
  const rule = 'R8.4.2';
  const b = board(t);
  const track = LIZARDS_CONSPIRACY_TRACK.value;
  if (acolytes(t) <= 0) {
    t.step({ rule, text: 'Aucun Acolyte : pas de Conspiration.' });
    return;
  }
  t.step({ rule, text: `${countOf(acolytes(t), 'Acolyte')} : les Lézards effectuent des Conspirations jusqu’à ne plus en avoir.` });
  let failures = 0;
  while (acolytes(t) > 0 && failures < track.length) {
    b.conspiracy = (b.conspiracy + 1) % track.length;
    const kind = track[b.conspiracy]!;
    t.step({ rule, text: `Le marqueur de Conspirations avance d’une case vers la droite${b.conspiracy === 0 ? ' (depuis la case la plus à droite, il revient sur la plus à gauche)' : ''} : ${CONSPIRACY_FR[kind]}.` });
    const done = kind === 'conversion' ? conversion(t, order) : kind === 'crusade' ? crusade(t, order) : sanctuary(t, order);
    if (done) {
      setAcolytes(t, acolytes(t) - 1);
      failures = 0;
      t.step({ rule, text: `Conspiration effectuée : 1 Acolyte retiré (il en reste ${acolytes(t)}).` });
    } else {
      failures++;
      t.step({ rule, text: 'Conspiration impossible : aucun Acolyte retiré.' });
    }
  }
  if (acolytes(t) > 0)
    t.step({
      rule,
      text: 'Aucune case de la piste ne peut être effectuée : les Conspirations s’arrêtent là, les Acolytes restent.',
      reasons: [reason(rule, 'Lecture : « recommencez jusqu’à ne plus avoir d’Acolytes » ne peut pas finir si aucune Conspiration n’est possible ; on s’arrête après un tour complet de la piste sans succès (lecture non confirmée).')],
    });
}

// ------------------------------------------------------------------ Daylight

function ritualCount(t: Turn): number {
  return t.difficulty === 'facile' ? 3 : t.difficulty === 'normal' ? 4 : 5;
}

/** R8.5.1: 1 warrior in a clearing of the suit (open slots, then most enemy buildings, R2.1); a garden if it rules it. */
function plainRitual(t: Turn, s: Plain): void {
  const rule = 'R8.5.1';
  const cands = t.clearings().filter((c) => t.suitOf(c) === s);
  const r = t.chooseClearing(
    cands,
    [
      { rule: `${rule}.I`, label: 'égalité de choix de clairière : des emplacements de construction libres', best: 'max', value: (c) => (t.freeSlots(c) > 0 ? 1 : 0) },
      { rule: `${rule}.I`, label: 'puis le plus de bâtiments adverses', best: 'max', value: (c) => t.enemyBuildings(c) },
    ],
    (c) => (reserve(t) <= 0 ? reason('R8.3.1', 'Plus aucun guerrier Lézard en réserve.') : t.placeRefusal(c, 'warrior')),
  );
  if (r.picked === null) {
    t.step({ rule, text: `Rituel ${SUIT_FR[s]} : aucun guerrier ne peut être placé dans une clairière ${SUIT_FR[s]}.`, reasons: r.reasons });
    return;
  }
  const c = r.picked;
  t.placeWarriors(c, 1);
  let text = `Rituel ${SUIT_FR[s]} : 1 guerrier dans la ${t.clearingName(c)}.`;
  if (!t.rules(c)) text += ' Les Lézards ne la contrôlent pas : pas de jardin.';
  else if (t.freeSlots(c) <= 0) text += ' Ils la contrôlent, mais aucun emplacement n’est libre : pas de jardin.';
  else if (!t.placeBuilding(c, garden(s))) text += ` Ils la contrôlent, mais aucun jardin ${SUIT_FR[s]} ne peut y être placé.`;
  else text += ` Ils la contrôlent : un jardin ${SUIT_FR[s]} y est placé.`;
  t.step({ rule, text, reasons: r.reasons, choice: { picked: String(c), candidates: cands.map(String) } });
}

/** R8.5.2: 1 Lizard warrior from the clearing with the most of them to the Acolytes box. */
function birdRitual(t: Turn): void {
  const rule = 'R8.5.2';
  const cands = t.clearings().filter((c) => plainWarriors(t, c, L) > 0);
  const r = t.chooseClearing(cands, [{ rule, label: 'le plus de guerriers Lézards', best: 'max', value: (c) => plainWarriors(t, c, L) }]);
  if (r.picked === null) t.step({ rule, text: 'Rituel Oiseau : aucun guerrier Lézard sur le plateau.' });
  else {
    const h = t.setup.clearings[String(r.picked)]!;
    h.warriors = { ...h.warriors, [L]: (h.warriors?.[L] ?? 0) - 1 };
    if (!h.warriors[L]) delete h.warriors[L];
    setAcolytes(t, acolytes(t) + 1);
    t.step({ rule, text: `Rituel Oiseau : un guerrier Lézard quitte la ${t.clearingName(r.picked)} pour la case Acolytes ; la carte va dans la défausse.`, reasons: r.reasons, choice: { picked: String(r.picked), candidates: cands.map(String) } });
  }
  if (t.traits.has('martyrs')) {
    if (reserve(t) > 0) {
      setAcolytes(t, acolytes(t) + 1);
      t.step({ rule: 'R3.3.2', text: 'Trait Martyrs : un guerrier de la réserve va aussi dans la case Acolytes.', reasons: [reason('R3.3.2', TRAITS.martyrs.effect)] });
    } else t.step({ rule: 'R3.3.2', text: 'Trait Martyrs : la réserve est vide, aucun guerrier de plus dans la case Acolytes.' });
  }
}

// ------------------------------------------------------------------ the module

export const lizardsBot: BotRules = {
  faction: L,
  chapter: 'R8',
  traits: LIZARDS_TRAITS,

  check(_setup: Setup, o: BotOptions) {
    const raw = (o.botState?.boards as Record<string, unknown> | undefined)?.[L] as Record<string, unknown> | undefined;
    const out = [];
    if (raw !== undefined) {
      if (raw.lostSouls !== undefined && (!Array.isArray(raw.lostSouls) || raw.lostSouls.some((x) => typeof x !== 'string' || !deckCard(x))))
        out.push(problem('R8.2.4', 'Âmes Perdues illisibles : une liste d’identifiants de cartes est attendue.', 'botState'));
      if (raw.conspiracy !== undefined && !(Number.isInteger(raw.conspiracy) && (raw.conspiracy as number) >= 0 && (raw.conspiracy as number) < LIZARDS_CONSPIRACY_TRACK.value.length))
        out.push(problem('R8.3.3', `Marqueur de Conspirations : une case de 0 à ${LIZARDS_CONSPIRACY_TRACK.value.length - 1} est attendue.`, 'botState'));
    }
    return out;
  },

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[L] ??= {});
    p.bot = true;
    p.acolytes ??= 0;
    t.step({ rule: 'R8.3.1', text: 'Réserve de 25 guerriers.' });
    const corners = t.map.clearings.filter((c) => c.corner);
    const otherBotIn = (c: number) => t.ownersIn(c).some((o) => o !== L && isFactionId(o) && t.setup.players[o]?.bot === true);
    const started = corners.filter((c) => t.ownersIn(c.id).some((o) => o !== L)).map((c) => c.id);
    const allowed = corners.filter((c) => {
      const s = t.suitOf(c.id);
      return !otherBotIn(c.id) && s !== null && !t.placeRefusal(c.id, 'building', garden(s)) && t.freeSlots(c.id) > 0 && !t.placeRefusal(c.id, 'warrior');
    });
    const opposite = allowed.filter((c) => c.oppositeCorner !== null && started.includes(c.oppositeCorner));
    const pool = (opposite.length ? opposite : allowed).map((c) => c.id);
    if (!pool.length) {
      t.fail('R8.3.2', 'Aucune clairière en coin ne convient aux Lézards Logiques.');
      return;
    }
    const d = t.drawAmong('clairière de départ des Lézards', pool, (c) => `clairière ${c}`, String);
    const s = t.suitOf(d.picked) as Plain;
    t.placeWarriors(d.picked, 4);
    t.placeBuilding(d.picked, garden(s));
    const adj = [...new Set(t.adjacent(d.picked).map((a) => a.to))].filter((c) => !t.placeRefusal(c, 'warrior'));
    for (const c of adj) t.placeWarriors(c, 1);
    t.step({
      rule: 'R8.3.2',
      text: `4 guerriers et 1 jardin ${SUIT_FR[s]} dans la clairière en coin ${d.picked}${opposite.length ? ', opposée à une clairière de départ' : ''} ; 1 guerrier dans chaque clairière adjacente (${adj.join(', ') || 'aucune'}).`,
      draw: d.draw,
    });
    const b = board(t);
    b.conspiracy = LIZARDS_CONSPIRACY_TRACK.value.length - 1;
    t.step({ rule: 'R8.3.3', text: 'Le marqueur de Parias est posé sur la case Sanctuaire de la piste de Conspirations.' });
    t.step({ rule: 'R8.3.4', text: 'Les 14 autres jardins remplissent les pistes de jardins, de droite à gauche.' });
    b.lostSouls = [];
    for (let i = 0; i < 3; i++) {
      const c = drawCard(t, 'carte d’Âme Perdue');
      if (!c.card) break;
      b.lostSouls.push(c.card.id);
      t.step({ rule: 'R8.3.5', text: `Âme Perdue piochée : ${cardLabel(c.card)}.`, draw: c.draw });
    }
  },

  turn(t) {
    t.phase('aurore');
    const p = t.setup.players[L]!;
    p.acolytes ??= 0;
    const b = board(t);
    if (!(t.options.botState?.boards?.[L] as Record<string, unknown> | undefined)?.lostSouls) {
      // no board given: the pile is unknown; draw 3 cards as at setup (R8.3.5)
      for (let i = 0; i < 3; i++) {
        const c = drawCard(t, 'carte d’Âme Perdue');
        if (!c.card) break;
        b.lostSouls.push(c.card.id);
        t.step({ rule: 'R8.3.5', text: `Pile d’Âmes Perdues inconnue : une carte est piochée comme à la mise en place, ${cardLabel(c.card)}.`, draw: c.draw });
      }
    }
    const order = determineOrder(t);
    conspiracies(t, order);

    // R8.5 Daylight: the Rituals
    t.phase('jour');
    const n = ritualCount(t);
    const revealed: string[] = [];
    const diffReasons = t.difficulty !== 'normal' ? [reason('R3.3.1', `Difficulté ${t.difficulty} : ${LIZARDS_DIFFICULTY[t.difficulty].effect}`)] : [];
    t.step({ rule: 'R8.5', text: `Rituels : les Lézards révèlent une à une les ${countOf(Math.min(n, b.lostSouls.length), 'première carte', 'premières cartes')} de leur pile d’Âmes Perdues.`, reasons: diffReasons });
    for (let i = 0; i < n && b.lostSouls.length; i++) {
      const id = b.lostSouls.shift()!;
      const card = deckCard(id)!;
      t.step({ rule: 'R8.5', text: `Carte révélée : ${cardLabel(card)}.` });
      if (card.suit === 'bird') birdRitual(t);
      else {
        revealed.push(id);
        plainRitual(t, card.suit);
      }
    }

    // R8.6 Evening
    t.phase('crepuscule');
    let track: Plain;
    const why: Reason[] = [];
    if (order === 'bird') {
      track = [...PLAIN].sort((a, c) => gardensOnBoard(t, a) - gardensOnBoard(t, c))[0]!;
      why.push(reason('R8.6.1', 'Ordre oiseau : la piste qui a le moins de jardins (R8.6.1 ; à égalité, Renard puis Lapin puis Souris, lecture non confirmée).'));
    } else track = order;
    const g = gardensOnBoard(t, track);
    const vp = trackPoints(LIZARDS_GARDEN_TRACK, g);
    why.push(reason('R8.6.1', `Piste des jardins ${SUIT_FR[track]} : ${countOf(g, 'jardin')} sur le plateau, la case vide la plus à droite vaut ${vp} (valeurs de piste : ${LIZARDS_GARDEN_TRACK.status}).`));
    const got = t.addScore(L, vp);
    t.step({ rule: 'R8.6.1', text: `Les Lézards marquent ${countOf(got, 'point')} de victoire pour leurs jardins ${SUIT_FR[track]}.`, reasons: why, points: { [L]: got } });
    const left = b.lostSouls.length;
    b.lostSouls = [];
    t.step({ rule: 'R8.6.2', text: `Les ${countOf(left, 'carte')} restant dans la pile d’Âmes Perdues sont défaussées.` });
    b.lostSouls = [...revealed];
    t.step({ rule: 'R8.6.3', text: revealed.length ? `Les cartes révélées reviennent dans la pile d’Âmes Perdues, la première révélée au-dessus : ${revealed.map(cardName).join(', ')}.` : 'Aucune carte révélée à reprendre.' });
    const top = drawCard(t, 'carte révélée pour la fabrication', t.options.orderCard);
    if (top.card) {
      const card: DeckCard = top.card;
      t.step({ rule: 'R8.6.4', text: `Carte révélée : ${cardLabel(card)}.`, draw: top.draw });
      t.craftOrder(card, 'R8.6.4');
      b.lostSouls.unshift(card.id);
      t.step({ rule: 'R8.6.4', text: `${cardLabel(card)} est ajoutée au sommet de la pile d’Âmes Perdues.` });
    } else t.step({ rule: 'R8.6.4', text: 'La pioche connue est vide : pas de fabrication.' });
    if (t.difficulty === 'cauchemardesque') {
      const v = t.addScore(L, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', LIZARDS_DIFFICULTY.cauchemardesque.effect)], points: { [L]: v } });
    }
    if (t.traits.has('erratic')) {
      const e = drawCard(t, 'carte du Trait Erratique', t.nextGivenCard());
      if (e.card) {
        b.lostSouls.unshift(e.card.id);
        t.step({ rule: 'R3.3.2', text: `Trait Erratique : ${cardLabel(e.card)} est piochée et ajoutée aux Âmes Perdues (au sommet, lecture non confirmée).`, draw: e.draw, reasons: [reason('R3.3.2', TRAITS.erratic.effect)] });
      }
    }
  },
};
