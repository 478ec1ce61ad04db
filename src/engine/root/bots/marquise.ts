/**
 * Marquise Mécanique 2.0 (Laws of Rootbotics, chapter R4).
 *
 * - R4.2.1 the Keep: handled by the engine's rules module (factions/marquise.ts);
 * - R4.3 setup: Keep in a random corner, garrison, 3 starting buildings drawn at random among the
 *   Keep's clearing and its neighbours (one per clearing);
 * - R4.4 Birdsong: reveal the order card, craft its item;
 * - R4.5 Daylight (non-bird order): battle in each ordered clearing (defender: most pieces, then
 *   most points, R4.5.1.I, then setup order R2.2), recruit 4 warriors evenly among ordered
 *   clearings it rules (the 4th to the highest priority), build the order's building in the ruled
 *   clearing with the most Marquise warriors, move all but 3 out of each ordered clearing towards
 *   the adjacent clearing with the most enemy pieces, then Expansion (R4.5.5) if no building was
 *   placed and at most 5 buildings are on the board;
 * - R4.7 Escalated Daylight (bird order): battle everywhere, 2 + 2 warriors in the two lowest
 *   priority ruled clearings, the most common building type (ties: sawmill, then recruiter), move
 *   from every clearing then battle where it moved;
 * - R4.6 Evening: score the rightmost empty space of the ordered building track (bird: the best).
 * Difficulty (ROOT/117–119) and Traits (ROOT/120–123): see data.ts.
 *
 * Readings the text leaves open (documented in the README): each warrior moves at most once per
 * Move action (the older edition says so, 003 R4.5.4); Expansion has no limit per turn in the
 * current text (the older edition allowed one) and stops when the draw pile is empty.
 */
import type { RemovedPiece } from '../types';
import type { CardSuit } from '../cards';
import { capitalize, countOf, kindName } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Owner } from '../setup';
import { cardLabel, type DeckCard } from './deck';
import { trackPoints } from './data-common';
import { MARQUISE_DIFFICULTY, MARQUISE_TRACKS } from './data-marquise';
import { MARQUISE_TRAITS } from './trait-ids';
import { aKind, noKind, ofKind, theKind, type BotChoice, type BotRules, type Criterion, type OtherBotSettings, type Turn, moveRefusal } from './core';

type BuildingKind = 'sawmill' | 'workshop' | 'recruiter';
const BUILDING_OF: { [S in Exclude<CardSuit, 'bird'>]: BuildingKind } = { fox: 'sawmill', rabbit: 'workshop', mouse: 'recruiter' };
const BUILDINGS: readonly BuildingKind[] = ['sawmill', 'workshop', 'recruiter'];
const M = 'marquise' as const;

function list(t: Turn, placed: [number, number][]): string {
  return placed.map(([c, n]) => `${countOf(n, 'guerrier')} dans la ${t.clearingName(c)}`).join(', ');
}

/** Defender: the player with the most pieces, then the most points (R4.5.1, R4.5.1.I), then R2.2. */
function chooseDefender(t: Turn, c: number, rule: string) {
  const crit: Criterion<Owner>[] = [
    { rule, label: 'défenseur : le plus de pièces dans la clairière', best: 'max', value: (o) => t.piecesOf(c, o) },
    { rule: `${rule}.I`, label: 'égalité du défenseur : le plus de points de victoire', best: 'max', value: (o) => (o in t.setup.players ? t.score(o as never) : 0) },
  ];
  return t.choosePlayer(t.enemiesIn(c), crit, (o) => t.battleRefusal(c, o));
}

/** Battles in the given clearings, in priority order (R2.4). */
function battleIn(t: Turn, clearings: number[], rule: string, intro: string, defenderRule: string = rule): void {
  for (const c of t.byPriority(clearings)) {
    if (!t.enemiesIn(c).length || t.warriors(c) === 0) continue;
    const d = chooseDefender(t, c, defenderRule);
    if (!d.picked) {
      t.step({ rule, text: `Pas de combat possible dans la ${t.clearingName(c)}.`, reasons: d.reasons });
      continue;
    }
    const choice: BotChoice = { picked: d.picked, candidates: t.enemiesIn(c) };
    t.battle(c, d.picked, rule, `${intro} ${t.The(M)} attaque ${t.the(d.picked)} dans la ${t.clearingName(c)}.`, { reasons: [reason('R2.4', 'Plusieurs combats : dans l’ordre de priorité des clairières (R2.4).'), ...d.reasons], choice });
  }
}

/** ROOT/117 (facile): « recruit two warriors » instead of 4. */
function recruitTotal(t: Turn, base: number): number {
  return t.difficulty === 'facile' ? 2 : base;
}

/** R4.5.2: 4 warriors evenly among the ordered clearings it rules; the remainder to the highest priority. */
function recruit(t: Turn, order: CardSuit): void {
  const rule = 'R4.5.2';
  const ruled = t.clearings().filter((c) => t.isOrdered(c, order) && t.rules(c));
  const cands = t.byPriority(ruled.filter((c) => !t.placeRefusal(c, 'warrior')));
  const refused = ruled.filter((c) => !cands.includes(c));
  const reasons: Reason[] = refused.map((c) => reason('R2.3', `La ${t.clearingName(c)} ne peut pas recevoir de guerriers : ${t.placeRefusal(c, 'warrior')?.text ?? ''} (R2.3).`));
  const total = recruitTotal(t, 4);
  if (t.difficulty === 'facile') reasons.push(reason('R3.3.1', `Difficulté facile : ${MARQUISE_DIFFICULTY.facile.effect}`));
  if (!cands.length) {
    t.step({ rule, text: `${t.The(M)} ne contrôle aucune clairière ordonnée où placer des guerriers : pas de recrutement.`, reasons });
  } else {
    const base = Math.floor(total / cands.length);
    const extra = total % cands.length;
    if (extra) reasons.push(reason(rule, `${countOf(total, 'guerrier')} pour ${countOf(cands.length, 'clairière')} : le reste va aux clairières de priorité supérieure (${rule}, R2.1).`));
    const placed: [number, number][] = [];
    cands.forEach((c, i) => {
      const want = base + (i < extra ? 1 : 0);
      if (want > 0) {
        const k = t.placeWarriors(c, want);
        if (k) placed.push([c, k]);
        // fewer placed: the supply ran out, or a Snare was tripped over (R11.8.2, its own step)
        if (k < want && t.supply('warrior', 'warrior') === 0) reasons.push(reason('1.5.1', `Réserve épuisée : ${countOf(k, 'guerrier placé', 'guerriers placés')} au lieu de ${want} dans la ${t.clearingName(c)} (1.5.1, R2.4).`));
      }
    });
    t.step({
      rule,
      text: placed.length ? `${t.The(M)} recrute : ${list(t, placed)}.` : t.supply('warrior', 'warrior') === 0 ? `${t.The(M)} n’a plus de guerriers en réserve.` : `${t.The(M)} ne place aucun guerrier.`,
      choice: { picked: placed.map(([c]) => String(c)).join(','), candidates: cands.map(String) },
      reasons,
    });
  }
  challengingRecruit(t, order);
}

/** ROOT/118–119: after recruiting, 2 more warriors in the highest priority ordered clearing it rules. */
function challengingRecruit(t: Turn, order: CardSuit): void {
  if (t.difficulty !== 'difficile' && t.difficulty !== 'cauchemardesque') return;
  const ruled = t.clearings().filter((c) => t.isOrdered(c, order) && t.rules(c));
  const r = t.chooseClearing(ruled, [], (c) => t.placeRefusal(c, 'warrior'));
  const reasons = [reason('R3.3.1', `Difficulté ${t.difficulty} : ${MARQUISE_DIFFICULTY.difficile.effect}`), ...r.reasons];
  if (r.picked === null) {
    t.step({ rule: 'R3.3.1', text: 'Aucune clairière ordonnée contrôlée pour les 2 guerriers de la difficulté.', reasons });
    return;
  }
  const k = t.placeWarriors(r.picked, 2);
  t.step({ rule: 'R3.3.1', text: `Difficulté ${t.difficulty} : ${countOf(k, 'guerrier')} de plus dans la ${t.clearingName(r.picked)}.`, reasons, choice: { picked: String(r.picked), candidates: ruled.map(String) } });
}

/** R4.5.3 / R4.7.3: a building in the ruled clearing with the most Marquise warriors (R2.3 when it cannot). */
function build(t: Turn, kind: BuildingKind, rule: string, why: Reason[]): void {
  if (t.supply('building', kind) <= 0) {
    t.step({ rule, text: `Plus ${noKind(kind)} en réserve : pas de construction.`, reasons: why });
    return;
  }
  const ruled = t.clearings().filter((c) => t.rules(c));
  const r = t.chooseClearing(ruled, [{ rule, label: 'clairière contrôlée avec le plus de guerriers de la Marquise', best: 'max', value: (c) => t.warriors(c) }], (c) =>
    t.freeSlots(c) <= 0 ? reason('2.2.3', 'Aucun emplacement de construction libre.') : t.placeRefusal(c, 'building', kind),
  );
  if (r.picked === null) {
    t.step({ rule, text: `${t.The(M)} ne peut placer ${aKind(kind)} nulle part.`, reasons: [...why, ...r.reasons] });
    return;
  }
  if (!t.placeBuilding(r.picked, kind)) return; // a Snare tripped over (R11.8.2), recorded by the Turn
  t.memo.placed = true;
  t.step({
    rule,
    text: `${t.The(M)} construit ${aKind(kind)} dans la ${t.clearingName(r.picked)}.`,
    reasons: [...why, ...r.reasons],
    choice: { picked: String(r.picked), candidates: ruled.map(String) },
  });
}

/** R4.5.4 / R4.7.4: all but 3 warriors out of each origin towards the adjacent clearing with the most enemy pieces. */
function move(t: Turn, origins: number[], rule: string): number[] {
  const arrived: Record<number, number> = {};
  const destinations: number[] = [];
  const ordered = t.byPriority(origins);
  let moved = false;
  for (const from of ordered) {
    const w = t.warriors(from);
    const n = Math.min(w - 3, w - (arrived[from] ?? 0));
    if (n <= 0) continue;
    const adj = t.adjacent(from);
    const r = t.chooseClearing(
      adj.map((a) => a.to),
      [{ rule, label: 'clairière adjacente avec le plus de pièces adverses', best: 'max', value: (c) => t.enemyPieces(c) }],
      (c) => moveRefusal(adj, c),
    );
    if (r.picked === null) {
      t.step({ rule, text: `Aucun déplacement possible depuis la ${t.clearingName(from)}.`, reasons: r.reasons });
      continue;
    }
    const link = adj.find((a) => a.to === r.picked)!;
    const m = t.moveWarriors(from, link, n);
    if (m.tripped) {
      moved = true; // the Snare's own step says why nothing moved (R11.8.2)
      continue;
    }
    arrived[r.picked] = (arrived[r.picked] ?? 0) + n;
    destinations.push(r.picked);
    moved = true;
    t.step({
      rule,
      text: `${t.The(M)} déplace ${countOf(n, 'guerrier')} de la ${t.clearingName(from)} vers la ${t.clearingName(r.picked)} et en laisse 3.`,
      reasons: [reason('R2.4', 'Déplacements dans l’ordre de priorité des clairières de départ (R2.4).'), ...r.reasons, ...m.reasons],
      prompts: m.prompts,
      choice: { picked: String(r.picked), candidates: adj.map((a) => String(a.to)) },
      ...(m.points ? { points: { [M]: m.points } } : {}),
    });
  }
  if (!moved) t.step({ rule, text: `${t.The(M)} ne se déplace pas : aucune de ses clairières concernées ne compte plus de 3 de ses guerriers.` });
  return destinations;
}

/** Trait Blitz (ROOT/120), after the Move action. */
function blitz(t: Turn): void {
  if (!t.traits.has('blitz')) return;
  const rule = 'R3.3.2';
  const ruled = t.clearings().filter((c) => t.rules(c) && t.enemyPieces(c) === 0);
  const r = t.chooseClearing(ruled, [], (c) => (t.warriors(c) >= 2 ? null : reason(rule, 'Moins de 2 guerriers de la Marquise : rien à déplacer en en laissant 1.')));
  if (r.picked === null) {
    t.step({ rule, text: 'Trait Blitz : aucune clairière contrôlée sans pièce adverse d’où se déplacer.', reasons: r.reasons });
    return;
  }
  const from = r.picked;
  const adj = t.adjacent(from);
  const d = t.chooseClearing(adj.map((a) => a.to), [{ rule: 'R4.5.4', label: 'clairière adjacente avec le plus de pièces adverses', best: 'max', value: (c) => t.enemyPieces(c) }], (c) => moveRefusal(adj, c));
  if (d.picked === null) {
    t.step({ rule, text: `Trait Blitz : aucun déplacement possible depuis la ${t.clearingName(from)}.`, reasons: [...r.reasons, ...d.reasons] });
    return;
  }
  const n = t.warriors(from) - 1;
  const m = t.moveWarriors(from, adj.find((a) => a.to === d.picked)!, n);
  if (m.tripped) return;
  t.step({
    rule,
    text: `Trait Blitz : ${t.the(M)} déplace ${countOf(n, 'guerrier')} de la ${t.clearingName(from)} vers la ${t.clearingName(d.picked)}, en en laissant 1.`,
    reasons: [reason(rule, 'Blitz : la clairière contrôlée sans pièce adverse la plus prioritaire (R2.1) ; destination choisie comme au Déplacement (lecture non confirmée).'), ...r.reasons, ...d.reasons, ...m.reasons],
    prompts: m.prompts,
  });
  if (t.enemiesIn(d.picked).length) battleIn(t, [d.picked], 'R4.5.1', 'Trait Blitz : combat dans la clairière d’arrivée.');
}

function daylight(t: Turn, order: Exclude<CardSuit, 'bird'>): void {
  // R4.5.1 battle in each ordered clearing
  const targets = t.clearings().filter((c) => t.isOrdered(c, order) && t.enemiesIn(c).length > 0);
  if (!targets.length) t.step({ rule: 'R4.5.1', text: `${t.The(M)} devrait combattre, mais aucune clairière ordonnée ne contient de pièces adverses.` });
  else {
    const fightable = targets.filter((c) => t.warriors(c) > 0);
    if (!fightable.length) t.step({ rule: 'R4.5.1', text: `${t.The(M)} n’a de guerriers dans aucune clairière ordonnée avec des pièces adverses : pas de combat.` });
    battleIn(t, fightable, 'R4.5.1', 'Combat dans une clairière ordonnée.');
  }
  recruit(t, order);
  build(t, BUILDING_OF[order], 'R4.5.3', [reason('R4.5.3', `Carte d’ordre ${order === 'fox' ? 'Renard : une Scierie' : order === 'rabbit' ? 'Lapin : un Atelier' : 'Souris : un Recruteur'} (R4.5.3).`)]);
  move(t, t.clearings().filter((c) => t.isOrdered(c, order) && t.warriors(c) > 3), 'R4.5.4');
  blitz(t);
}

function intenseDaylight(t: Turn): void {
  // R4.7.1 battle everywhere
  const targets = t.clearings().filter((c) => t.enemiesIn(c).length > 0 && t.warriors(c) > 0);
  if (!targets.length) t.step({ rule: 'R4.7.1', text: `${t.The(M)} n’a de guerriers dans aucune clairière avec des pièces adverses : pas de combat.` });
  battleIn(t, targets, 'R4.7.1', 'Jour Intense : combat.');
  // R4.7.2 recruit 2 + 2 in the two lowest priority ruled clearings
  const rule = 'R4.7.2';
  const ruled = t.clearings().filter((c) => t.rules(c) && !t.placeRefusal(c, 'warrior'));
  const lowest = t.byPriority(ruled, 'lowest').slice(0, 2);
  let total = recruitTotal(t, 4);
  const reasons: Reason[] = [];
  if (t.difficulty === 'facile') reasons.push(reason('R3.3.1', `Difficulté facile : ${MARQUISE_DIFFICULTY.facile.effect} ${MARQUISE_DIFFICULTY.facile.reading ?? ''}`));
  if (t.traits.has('iron_will')) {
    total *= 2;
    reasons.push(reason('R3.3.2', 'Trait Implacable (Iron Will) : au Jour Intense, deux fois plus de guerriers.'));
  }
  if (!lowest.length) t.step({ rule, text: `${t.The(M)} ne contrôle aucune clairière : pas de recrutement.`, reasons });
  else {
    const per = lowest.length === 1 ? [total] : [Math.ceil(total / 2), Math.floor(total / 2)];
    const placed: [number, number][] = [];
    t.byPriority(lowest).forEach((c, i) => {
      const k = t.placeWarriors(c, per[lowest.length === 1 ? 0 : i] ?? 0);
      if (k) placed.push([c, k]);
    });
    reasons.push(reason(rule, `Les ${lowest.length === 1 ? 'seule clairière contrôlée' : '2 clairières contrôlées les moins prioritaires'} : ${lowest.join(', ')} (${rule}).`));
    t.step({ rule, text: placed.length ? `${t.The(M)} recrute : ${list(t, placed)}.` : `${t.The(M)} n’a plus de guerriers en réserve.`, reasons, choice: { picked: lowest.join(','), candidates: ruled.map(String) } });
  }
  challengingRecruit(t, 'bird');
  // R4.7.3 the most common building type
  const counts = BUILDINGS.map((k) => t.onBoard(k));
  const max = Math.max(...counts);
  const tied = BUILDINGS.filter((_, i) => counts[i] === max);
  const kind: BuildingKind = tied.includes('sawmill') ? 'sawmill' : tied.includes('recruiter') ? 'recruiter' : tied[0]!;
  const why = [
    reason(
      'R4.7.3',
      `Type le plus représenté : ${BUILDINGS.map((k, i) => `${kindName(k, 2)} ${counts[i]}`).join(', ')}${tied.length > 1 ? ` ; égalité : ${kind === 'sawmill' ? 'une Scierie' : 'un Recruteur'} (R4.7.3)` : ''}.`,
    ),
  ];
  build(t, kind, 'R4.7.3', why);
  // R4.7.4 move from every clearing, then battle where it moved
  const dest = move(t, t.clearings().filter((c) => t.warriors(c) > 3), 'R4.7.4');
  battleIn(t, [...new Set(dest)], 'R4.7.4', 'Jour Intense : combat dans une clairière d’arrivée (défenseur comme en R4.7.1).', 'R4.7.1');
  blitz(t);
}

export const marquiseBot: BotRules = {
  faction: M,
  chapter: 'R4',
  traits: MARQUISE_TRAITS,

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[M] ??= {});
    p.bot = true;
    t.step({ rule: 'R4.3.1', text: 'Réserve de 25 guerriers.' });
    // R4.3.2 Keep in a random corner
    const corners = t.map.clearings.filter((c) => c.corner).map((c) => c.id);
    const free = corners.filter((c) => !t.placeRefusal(c, 'token', 'keep'));
    if (!free.length) {
      t.fail('R4.3.2', 'Aucune clairière en coin ne peut recevoir le Donjon.');
      return;
    }
    const k = t.drawAmong('clairière du Donjon (coin au hasard)', free, (c) => `clairière ${c}`, String);
    t.placeToken(k.picked, 'keep');
    t.step({ rule: 'R4.3.2', text: `Le Donjon est placé dans la clairière en coin ${k.picked}, tirée au hasard.`, draw: k.draw });
    // R4.3.3 garrison
    const opposite = t.map.clearings[k.picked - 1]?.oppositeCorner ?? null;
    const placed: number[] = [];
    for (const c of t.clearings()) {
      if (c === opposite) continue;
      if (t.placeWarriors(c, c === k.picked ? 2 : 1)) placed.push(c);
    }
    t.step({ rule: 'R4.3.3', text: `Garnison : 1 guerrier par clairière sauf la clairière ${opposite ?? '—'} (opposée au Donjon), 1 de plus avec le Donjon.` });
    // R4.3.4 starting buildings, drawn one by one among the Keep's clearing and its neighbours
    const around = [k.picked, ...t.adjacent(k.picked).map((a) => a.to)].filter((c, i, a) => a.indexOf(c) === i);
    let pool = t.byPriority(around);
    for (const kind of BUILDINGS) {
      const ok = pool.filter((c) => t.freeSlots(c) > 0 && !t.placeRefusal(c, 'building', kind));
      if (!ok.length) {
        t.step({ rule: 'R4.3.4', text: `Aucune clairière libre pour ${theKind(kind)} de départ.` });
        continue;
      }
      const d = t.drawAmong(`clairière ${ofKind(kind)} de départ`, ok, (c) => `clairière ${c}`, String);
      t.placeBuilding(d.picked, kind);
      pool = pool.filter((c) => c !== d.picked);
      t.step({ rule: 'R4.3.4', text: `${capitalize(aKind(kind))} de départ dans la clairière ${d.picked}, tirée au hasard (un bâtiment au plus par clairière).`, draw: d.draw });
    }
    t.step({ rule: 'R4.3.5', text: 'Les 15 autres bâtiments remplissent les pistes, sauf la case la plus à gauche de chacune.' });
  },

  turn(t) {
    t.phase('aurore');
    const revealed = t.revealOrderStep('R4.4.1', 'La carte d’ordre fixe les clairières ordonnées, le bâtiment et la piste de score (R2.7).');
    if (!revealed) return;
    let card: DeckCard = revealed;
    t.craftOrder(card, 'R4.4.2');
    t.phase('jour');
    t.memo.placed = false;
    for (let pass = 0; ; pass++) {
      if (card.suit === 'bird') {
        t.step({ rule: 'R4.7', text: 'Carte d’ordre Oiseau : Jour Intense au lieu du Jour.' });
        intenseDaylight(t);
        break;
      }
      daylight(t, card.suit);
      const buildings = BUILDINGS.reduce((s, k) => s + t.onBoard(k), 0);
      if (t.memo.placed || buildings > 5) {
        t.step({
          rule: 'R4.5.5',
          text: t.memo.placed ? 'Pas d’Expansion : un bâtiment a été placé ce tour.' : `Pas d’Expansion : ${buildings} bâtiments sur le plateau (plus de 5).`,
        });
        break;
      }
      const next = t.revealOrder(t.nextGivenCard());
      if (!next.card) {
        t.step({ rule: 'R4.5.5', text: 'Expansion impossible : la pioche connue est vide.' });
        break;
      }
      card = next.card;
      t.step({
        rule: 'R4.5.5',
        text: `Expansion : aucun bâtiment placé et ${countOf(buildings, 'bâtiment')} sur le plateau ; la carte d’ordre est défaussée et une nouvelle est révélée, sans fabrication : ${cardLabel(card)}. Retour au début du Jour.`,
        draw: next.draw,
      });
    }
    // R4.6 Evening
    t.phase('crepuscule');
    let kind: BuildingKind;
    const reasons: Reason[] = [];
    if (card.suit === 'bird') {
      const best = [...BUILDINGS].sort((a, b) => trackPoints(MARQUISE_TRACKS[b], t.onBoard(b)) - trackPoints(MARQUISE_TRACKS[a], t.onBoard(a)))[0]!;
      kind = best;
      reasons.push(reason('R4.6.1', 'Carte d’ordre Oiseau : la piste qui rapporte le plus (R4.6.1).'));
    } else kind = BUILDING_OF[card.suit];
    const n = t.onBoard(kind);
    const vp = trackPoints(MARQUISE_TRACKS[kind], n);
    reasons.push(reason('R4.6.1', `Piste des ${kindName(kind, 2)} : ${countOf(n, 'bâtiment')} sur le plateau, la case vide la plus à droite vaut ${vp} (valeurs de piste : voir les données, ${MARQUISE_TRACKS[kind].status}).`));
    const got = t.addScore(M, vp);
    t.step({ rule: 'R4.6.1', text: `${t.The(M)} marque ${countOf(got, 'point')} de victoire pour ses ${kindName(kind, 2)}.`, reasons, points: { [M]: got } });
    if (t.difficulty === 'cauchemardesque') {
      const g = t.addScore(M, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', MARQUISE_DIFFICULTY.cauchemardesque.effect)], points: { [M]: g } });
    }
    t.step({ rule: 'R4.6.2', text: `${t.The(M)} défausse la carte d’ordre (${card.name}).` });
  },

  afterDefence(t: Turn, _clearing: number, removed: RemovedPiece[], settings: OtherBotSettings) {
    if (!settings.traits?.includes('hospitals')) return;
    const lost = removed.filter((p) => p.category === 'warrior').length;
    if (lost < 2) return;
    const keep = t.clearings().find((c) => t.tokensOf(c, M, 'keep') > 0);
    if (keep === undefined) {
      t.step({ rule: 'R3.3.2', text: 'Trait Hôpitaux : le Donjon n’est plus sur le plateau, rien à recruter.' });
      return;
    }
    const k = t.placeWarriors(keep, 2, M);
    t.step({ rule: 'R3.3.2', text: `Trait Hôpitaux de la Marquise Mécanique : ${lost} guerriers perdus en défense, elle recrute ${countOf(k, 'guerrier')} dans la clairière ${keep} du Donjon.` });
  },
};

