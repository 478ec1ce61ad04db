/**
 * Canopée Électrique (Laws of Rootbotics, chapter R5).
 *
 * - R5.2.1 Lords of the Forest: handled by the engine's rules module (factions/eyrie.ts), as is
 *   the extra hit of the column with the most cards (R5.5.1.III, battle choice `column`);
 * - R5.3 setup: a roost and 6 warriors in a corner that is no other bot's starting corner, if
 *   possible diagonally opposite a starting corner; the Loyal Viziers in the bird column;
 * - R5.4 Birdsong: reveal, craft, add the order card to its Decree column, a new roost and 4
 *   warriors if none is on the board;
 * - R5.5.1 Daylight: the Decree, column by column from left to right, first every recruit, then
 *   every move, then every battle, each with its tie-breaks (I.a–c, II.a–b, III.a–e);
 * - R5.5.2 build a roost in the highest priority ruled clearing without one, or fall into Turmoil
 *   (R5.7: Humiliation, Purge, Rest);
 * - R5.6 Evening: the rightmost empty space of the roost track.
 *
 * The Decree is stored in `PlayerSetup.decree` as [fox, rabbit, mouse, bird] (setup.ts). The
 * columns are resolved left to right as printed: fox, mouse, rabbit, bird (the worked example of
 * R5 goes « Renard … Souris … Lapin … Oiseau »). The bird column targets clearings of every suit
 * (birds are jokers, 2.1.1; the older edition says it outright, 003 R5.5.1).
 */
import type { RemovedPiece } from '../types';
import type { CardSuit } from '../cards';
import { countOf, kindName } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { DecreeCounts, Owner } from '../setup';
import { cardLabel } from './deck';
import { trackPoints } from './data-common';
import { EYRIE_DIFFICULTY, EYRIE_ROOST_TRACK, EYRIE_TRAIT_CARDS as TRAITS } from './data-eyrie';
import { EYRIE_TRAITS } from './trait-ids';
import type { BotRules, Criterion, Turn } from './core';
import { problem } from '../reasons';
import { isFactionId } from '../factions';

const E = 'eyrie' as const;
/** Storage index of each column in DecreeCounts (setup.ts). */
const INDEX: { [S in CardSuit]: number } = { fox: 0, rabbit: 1, mouse: 2, bird: 3 };
/** Columns as printed, left to right (example R5). */
const COLUMNS: readonly CardSuit[] = ['fox', 'mouse', 'rabbit', 'bird'];
const COLUMN_NAMES: { [S in CardSuit]: string } = { fox: 'Renard', rabbit: 'Lapin', mouse: 'Souris', bird: 'Oiseau' };

function decree(t: Turn): DecreeCounts {
  const p = t.setup.players[E]!;
  p.decree ??= [0, 0, 0, vizierCount(t)];
  return p.decree;
}
function cards(t: Turn, col: CardSuit): number {
  return decree(t)[INDEX[col]] ?? 0;
}
function vizierCount(t: Turn): number {
  return t.difficulty === 'facile' ? 1 : 2;
}
function inColumn(t: Turn, c: number, col: CardSuit): boolean {
  return t.isOrdered(c, col);
}
function roost(t: Turn, c: number): boolean {
  return t.buildingsOf(c, E, 'roost') > 0;
}
function roostsOnBoard(t: Turn): number {
  return t.onBoard('roost');
}

/** R5.7 Turmoil (Nobility: points instead of losses). Returns after Purge; the caller goes to Evening. */
function turmoil(t: Turn, cause: string): void {
  const birds = cards(t, 'bird');
  const noble = t.traits.has('nobility');
  const vp = t.addScore(E, noble ? birds : -birds);
  t.step({
    rule: 'R5.7.1',
    text: `Crise (${cause}) — Humiliation : ${noble ? 'Trait Noblesse : la Canopée marque' : 'la Canopée perd'} 1 point par carte Oiseau du Décret (${birds}).`,
    reasons: noble ? [reason('R3.3.2', TRAITS.nobility.effect)] : [reason('R5.7.1', 'Vizirs Fidèles compris (R5.7.1).')],
    points: { [E]: vp },
  });
  const d = decree(t);
  d[0] = 0;
  d[1] = 0;
  d[2] = 0;
  d[3] = vizierCount(t);
  t.step({ rule: 'R5.7.2', text: `Purge : le Décret est défaussé, sauf les Vizirs Fidèles (${vizierCount(t)}) qui restent dans la colonne Oiseau.` });
  t.step({ rule: 'R5.7.3', text: 'Repos : la Canopée passe au Crépuscule.' });
}

/** R5.5.1.I recruit for one column. Returns false when Nobility turns a failure into Turmoil. */
function recruit(t: Turn, col: CardSuit): boolean {
  const rule = 'R5.5.1.I';
  const n = cards(t, col);
  const cands = t.clearings().filter((c) => inColumn(t, c, col) && roost(t, c));
  const crit: Criterion<number>[] = [
    { rule: `${rule}.a`, label: 'le plus de pièces adverses', best: 'max', value: (c) => t.enemyPieces(c) },
    { rule: `${rule}.b`, label: 'le moins de guerriers de la Canopée', best: 'min', value: (c) => t.warriors(c) },
  ];
  const r = t.chooseClearing(cands, crit, (c) => (t.supply('warrior', 'warrior') <= 0 ? reason('1.5.1', 'Plus aucun guerrier en réserve.') : t.placeRefusal(c, 'warrior')), {
    rule: `${rule}.c`,
    label: 'priorité la plus basse',
    compare: (a, b) => (t.map.pass === a ? -1 : t.map.pass === b ? 1 : b - a),
  });
  if (r.picked === null) {
    t.step({ rule, text: `Colonne ${COLUMN_NAMES[col]} : aucune clairière ${col === 'bird' ? '' : `${COLUMN_NAMES[col]} `}avec un Perchoir où recruter.`, reasons: r.reasons });
    if (t.traits.has('nobility')) {
      turmoil(t, 'Trait Noblesse : impossible de placer un guerrier');
      return false;
    }
    return true;
  }
  const k = t.placeWarriors(r.picked, n);
  t.step({
    rule,
    text: `Colonne ${COLUMN_NAMES[col]} (${countOf(n, 'carte')}) : la Canopée recrute ${countOf(k, 'guerrier')} dans la ${t.clearingName(r.picked)}.`,
    reasons: r.reasons,
    choice: { picked: String(r.picked), candidates: cands.map(String) },
  });
  if (k < n && t.traits.has('nobility')) {
    turmoil(t, 'Trait Noblesse : impossible de placer tous les guerriers');
    return false;
  }
  return true;
}

/** Fewest warriors the Eyrie must keep to rule a clearing (0 when its buildings suffice). */
function toRule(t: Turn, c: number): number {
  const w = t.warriors(c);
  const h = t.setup.clearings[String(c)]!;
  for (let k = 0; k <= w; k++) {
    h.warriors = { ...(h.warriors ?? {}), [E]: k };
    if (!k) delete h.warriors[E];
    const ok = t.rules(c);
    h.warriors = { ...(h.warriors ?? {}), [E]: w };
    if (ok) return k;
  }
  return w;
}

/** R5.5.1.II move for one column. */
function move(t: Turn, col: CardSuit): void {
  const rule = 'R5.5.1.II';
  const n = cards(t, col);
  const origins = t.clearings().filter((c) => inColumn(t, c, col) && t.rules(c) && t.warriors(c) > 0);
  const keepOf = (c: number) => Math.max(toRule(t, c), n);
  const o = t.chooseClearing(origins, [{ rule, label: 'clairière contrôlée avec le plus de guerriers de la Canopée', best: 'max', value: (c) => t.warriors(c) }], (c) => {
    if (t.warriors(c) - keepOf(c) <= 0) return reason(rule, `Il faut y laisser ${countOf(keepOf(c), 'guerrier')} : aucun ne peut partir.`);
    return t.adjacent(c).some((a) => a.ok) ? null : reason('4.2.1', 'Aucune clairière adjacente où se déplacer.');
  });
  if (o.picked === null) {
    t.step({ rule, text: `Colonne ${COLUMN_NAMES[col]} : aucun déplacement possible.`, reasons: o.reasons });
    return;
  }
  const from = o.picked;
  const adj = t.adjacent(from);
  const legal = adj.filter((a) => a.ok).map((a) => a.to);
  const withoutRoost = legal.filter((c) => !roost(t, c));
  const pool = withoutRoost.length ? withoutRoost : legal;
  const reasons: Reason[] = [...o.reasons];
  reasons.push(
    withoutRoost.length
      ? reason(rule, `Destinations sans Perchoir : ${withoutRoost.join(', ')} (${rule}).`)
      : reason(rule, `Toutes les clairières adjacentes ont un Perchoir : on départage parmi elles (${rule}).`),
  );
  const d = t.chooseClearing(pool, [{ rule: `${rule}.a`, label: 'le moins de pièces adverses', best: 'min', value: (c) => t.enemyPieces(c) }], undefined, {
    rule: `${rule}.b`,
    label: 'priorité la plus basse',
    compare: (a, b) => (t.map.pass === a ? -1 : t.map.pass === b ? 1 : b - a),
  });
  const to = d.picked!;
  const leave = keepOf(from);
  const moving = t.warriors(from) - leave;
  reasons.push(...d.reasons);
  reasons.push(reason(rule, `Il reste ${countOf(leave, 'guerrier')} : le plus grand de ${toRule(t, from)} (juste assez pour contrôler) et ${n} (cartes de la colonne) (${rule}).`));
  const m = t.moveWarriors(from, adj.find((a) => a.to === to)!, moving);
  if (m.tripped) return;
  t.step({
    rule,
    text: `Colonne ${COLUMN_NAMES[col]} : la Canopée déplace ${countOf(moving, 'guerrier')} de la ${t.clearingName(from)} vers la ${t.clearingName(to)} et en laisse ${leave}.`,
    reasons: [...reasons, ...m.reasons],
    prompts: m.prompts,
    choice: { picked: `${from}->${to}`, candidates: origins.map(String) },
    ...(m.points ? { points: { [E]: m.points } } : {}),
  });
}

/** R5.5.1.III battle for one column. */
function battle(t: Turn, col: CardSuit): void {
  const rule = 'R5.5.1.III';
  const cands = t.clearings().filter((c) => inColumn(t, c, col) && t.warriors(c) > 0 && t.enemiesIn(c).length > 0);
  const defenderOf = (c: number) => {
    const crit: Criterion<Owner>[] = [
      { rule, label: 'défenseur : le plus de bâtiments dans la clairière', best: 'max', value: (o) => t.buildingsOf(c, o) },
      { rule: `${rule}.d`, label: 'le plus de pièces dans la clairière', best: 'max', value: (o) => t.piecesOf(c, o) },
      { rule: `${rule}.e`, label: 'le plus de points de victoire', best: 'max', value: (o) => (o in t.setup.players ? t.score(o as never) : 0) },
    ];
    return t.choosePlayer(t.enemiesIn(c), crit, (o) => t.battleRefusal(c, o, { column: col }));
  };
  const r = t.chooseClearing(
    cands,
    [
      { rule: `${rule}.a`, label: 'sans Perchoir', best: 'max', value: (c) => (roost(t, c) ? 0 : 1) },
      { rule: `${rule}.b`, label: 'le plus de bâtiments sans défense', best: 'max', value: (c) => t.defencelessBuildings(c) },
    ],
    (c) => (defenderOf(c).picked === null ? reason('4.3', 'Aucun défenseur possible.') : null),
    { rule: `${rule}.c`, label: 'priorité la plus basse', compare: (a, b) => (t.map.pass === a ? -1 : t.map.pass === b ? 1 : b - a) },
  );
  if (r.picked === null) {
    t.step({ rule, text: `Colonne ${COLUMN_NAMES[col]} : aucun combat possible.`, reasons: r.reasons });
    return;
  }
  const c = r.picked;
  const d = defenderOf(c);
  const n = cards(t, col);
  const most = decree(t).every((x, j) => j === INDEX[col] || n > x);
  t.battle(
    c,
    d.picked!,
    rule,
    `Colonne ${COLUMN_NAMES[col]} : la Canopée attaque ${t.the(d.picked!)} dans la ${t.clearingName(c)}${most ? ' et inflige 1 perte additionnelle (la colonne a plus de cartes que toutes les autres)' : ''}.`,
    { reasons: [...r.reasons, ...d.reasons], choices: { column: col }, choice: { picked: String(c), candidates: cands.map(String) } },
  );
}

/** Trait Relentless (ROOT/114): defenceless buildings and tokens where the Eyrie has warriors. */
function relentless(t: Turn): void {
  if (!t.traits.has('relentless')) return;
  for (const c of t.byPriority(t.clearings())) {
    if (t.warriors(c) === 0) continue;
    const h = t.here(c);
    const targets = [
      ...(h.buildings ?? []).filter((b) => t.isEnemy(b.owner) && t.warriors(c, b.owner) === 0).map((b) => ({ owner: b.owner, category: 'building' as const, kind: b.kind })),
      ...(h.tokens ?? []).filter((k) => t.isEnemy(k.owner) && t.warriors(c, k.owner) === 0).map((k) => ({ owner: k.owner, category: 'token' as const, kind: k.kind })),
    ];
    if (!targets.length) continue;
    const removed = targets.map((p) => t.removeEnemyPiece(c, p));
    const vp = t.addScore(E, removed.length);
    const prompts = t.reactToRemoval(c, removed);
    t.step({
      rule: 'R3.3.2',
      text: `Trait Impitoyable : la Canopée retire ${removed.map((p) => `${kindName(p.kind)} ${t.of(p.owner)}`).join(', ')} (sans défense) de la ${t.clearingName(c)} et marque ${countOf(vp, 'point')}.`,
      reasons: [reason('R3.3.2', TRAITS.relentless.effect), reason('3.2.1', 'Chaque bâtiment ou jeton adverse retiré rapporte 1 point (3.2.1).'), ...removed.flatMap((p) => p.effects)],
      prompts,
      points: { [E]: vp },
    });
    eyrieBot.afterRemoval?.(t, c, removed);
  }
}

export const eyrieBot: BotRules = {
  faction: E,
  chapter: 'R5',
  traits: EYRIE_TRAITS,

  check(setup) {
    const p = setup.players[E];
    if (p && !p.decree) return [problem('R5.4.3', 'Le Décret de la Canopée Électrique n’est pas donné : il faut ses cartes, colonne par colonne (Renard, Lapin, Souris, Oiseau).', 'players.eyrie')];
    return [];
  },

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[E] ??= {});
    p.bot = true;
    t.step({ rule: 'R5.3.1', text: 'Réserve de 20 guerriers.' });
    const corners = t.map.clearings.filter((c) => c.corner);
    const otherBotIn = (c: number) => t.ownersIn(c).some((o) => o !== E && isFactionId(o) && t.setup.players[o]?.bot === true);
    const started = corners.filter((c) => t.ownersIn(c.id).some((o) => o !== E)).map((c) => c.id);
    const allowed = corners.filter((c) => !otherBotIn(c.id) && !t.placeRefusal(c.id, 'building', 'roost') && t.freeSlots(c.id) > 0);
    const opposite = allowed.filter((c) => c.oppositeCorner !== null && started.includes(c.oppositeCorner));
    const pool = (opposite.length ? opposite : allowed).map((c) => c.id);
    if (!pool.length) {
      t.fail('R5.3.2', 'Aucune clairière en coin ne convient au Perchoir de départ.');
      return;
    }
    const d = t.drawAmong('clairière de départ de la Canopée', pool, (c) => `clairière ${c}`, String);
    t.placeBuilding(d.picked, 'roost');
    t.placeWarriors(d.picked, 6);
    t.step({
      rule: 'R5.3.2',
      text: `1 Perchoir et 6 guerriers dans la clairière en coin ${d.picked}${opposite.length ? ', opposée à une clairière de départ' : ''}.`,
      draw: d.draw,
    });
    const viziers = vizierCount(t);
    const ambush = t.difficulty === 'difficile' || t.difficulty === 'cauchemardesque' ? 1 : 0;
    p.decree = [0, 0, 0, viziers + ambush];
    t.step({
      rule: 'R5.3.3',
      text: `${countOf(viziers, 'Vizir Fidèle', 'Vizirs Fidèles')} dans la colonne Oiseau du Décret${ambush ? ', plus une Embuscade Oiseau (difficulté)' : ''}.`,
      reasons: t.difficulty !== 'normal' ? [reason('R3.3.1', EYRIE_DIFFICULTY[t.difficulty].effect)] : [],
    });
    t.step({ rule: 'R5.3.4', text: 'Les 6 autres Perchoirs remplissent la piste de droite à gauche, sauf la case la plus à gauche.' });
  },

  turn(t) {
    t.phase('aurore');
    decree(t);
    const o = t.revealOrder(t.options.orderCard);
    t.step({ rule: 'R5.4.1', text: o.card ? `Carte d’ordre révélée : ${cardLabel(o.card)}.` : 'La pioche est vide : aucune carte d’ordre.', draw: o.draw });
    if (!o.card) return;
    const card = o.card;
    t.craftOrder(card, 'R5.4.2');
    decree(t)[INDEX[card.suit]] = cards(t, card.suit) + 1;
    t.step({ rule: 'R5.4.3', text: `La carte d’ordre rejoint la colonne ${COLUMN_NAMES[card.suit]} du Décret.` });
    let crisis = false;
    if (roostsOnBoard(t) === 0) {
      const cands = t.clearings().filter((c) => t.isOrdered(c, card.suit));
      const r = t.chooseClearing(cands, [], (c) => {
        if (t.freeSlots(c) <= 0) return reason('2.2.3', 'Aucun emplacement libre.');
        if (t.supply('warrior', 'warrior') < 4) return reason('1.5.1', 'Moins de 4 guerriers en réserve.');
        return t.placeRefusal(c, 'building', 'roost') ?? t.placeRefusal(c, 'warrior');
      });
      if (r.picked === null) {
        t.step({ rule: 'R5.4.4', text: 'Aucun Perchoir sur le plateau, et aucune clairière ordonnée ne peut recevoir le Perchoir et 4 guerriers.', reasons: r.reasons });
        turmoil(t, 'Perchoir impossible à placer');
        crisis = true;
      } else if (t.placeBuilding(r.picked, 'roost')) {
        // (a Snare tripped over, R11.8.2, stops the whole placement: recorded by the Turn)
        t.placeWarriors(r.picked, 4);
        t.step({ rule: 'R5.4.4', text: `Un nouveau Perchoir : 1 Perchoir et 4 guerriers dans la ${t.clearingName(r.picked)}.`, reasons: r.reasons });
      }
    }
    if (!crisis) {
      t.phase('jour');
      const active = COLUMNS.filter((c) => cards(t, c) > 0);
      t.step({
        rule: 'R5.5.1',
        text: `Résolution du Décret (${COLUMNS.map((c) => `${COLUMN_NAMES[c]} ${cards(t, c)}`).join(', ')}) : de gauche à droite, les recrutements, puis les déplacements, puis les combats.`,
      });
      for (const col of active) {
        if (!recruit(t, col)) {
          crisis = true;
          break;
        }
      }
      if (!crisis) {
        for (const col of active) move(t, col);
        for (const col of active) battle(t, col);
        relentless(t);
        // R5.5.2 build
        const ruled = t.clearings().filter((c) => t.rules(c) && !roost(t, c));
        const r = t.chooseClearing(ruled, [], (c) => {
          if (t.supply('building', 'roost') <= 0) return reason('1.5.1', 'Plus aucun Perchoir en réserve.');
          if (t.freeSlots(c) <= 0) return reason('2.2.3', 'Aucun emplacement libre.');
          return t.placeRefusal(c, 'building', 'roost');
        });
        if (r.picked === null) {
          t.step({ rule: 'R5.5.2', text: 'La Canopée ne peut placer aucun Perchoir.', reasons: r.reasons });
          turmoil(t, 'Perchoir impossible à placer');
          crisis = true;
        } else if (t.placeBuilding(r.picked, 'roost')) {
          // (a Snare tripped over, R11.8.2, is recorded by the Turn)
          t.step({
            rule: 'R5.5.2',
            text: `La Canopée construit un Perchoir dans la ${t.clearingName(r.picked)}.`,
            reasons: r.reasons,
            choice: { picked: String(r.picked), candidates: ruled.map(String) },
          });
        }
        if (!crisis && t.traits.has('swoop')) {
          const empty = t.clearings().filter((c) => t.piecesOf(c, E) === 0);
          const s = t.chooseClearing(empty, [], (c) => t.placeRefusal(c, 'warrior'));
          if (s.picked !== null) {
            const k = t.placeWarriors(s.picked, 2);
            t.step({ rule: 'R3.3.2', text: `Trait Descente : ${countOf(k, 'guerrier')} dans la ${t.clearingName(s.picked)}, la plus prioritaire sans pièce de la Canopée.`, reasons: [reason('R3.3.2', TRAITS.swoop.effect), ...s.reasons] });
          } else t.step({ rule: 'R3.3.2', text: 'Trait Descente : aucune clairière sans pièce de la Canopée où placer des guerriers.', reasons: s.reasons });
        }
      }
    }
    // R5.6 Evening
    t.phase('crepuscule');
    const n = roostsOnBoard(t);
    const vp = t.addScore(E, trackPoints(EYRIE_ROOST_TRACK, n));
    t.step({
      rule: 'R5.6',
      text: `La Canopée marque ${countOf(vp, 'point')} de victoire pour ses Perchoirs (${n} sur le plateau).`,
      reasons: [reason('R5.6', `Case vide la plus à droite de la piste de Perchoirs : ${trackPoints(EYRIE_ROOST_TRACK, n)} (valeurs de piste ${EYRIE_ROOST_TRACK.status}).`)],
      points: { [E]: vp },
    });
    if (t.difficulty === 'cauchemardesque') {
      const g = t.addScore(E, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', EYRIE_DIFFICULTY.cauchemardesque.effect)], points: { [E]: g } });
    }
  },

  afterRemoval(t: Turn, clearing: number, removed: RemovedPiece[]) {
    if (!t.traits.has('war_tax')) return;
    const hit = removed.filter((p) => p.category !== 'warrior' && p.owner !== E);
    if (!hit.length) return;
    const points: Partial<Record<string, number>> = {};
    const prompts: Reason[] = [];
    for (const p of hit) {
      if (typeof p.owner === 'string' && p.owner in t.setup.players) {
        const lost = t.addScore(p.owner as never, -1);
        points[p.owner] = (points[p.owner] ?? 0) + lost;
        if (!lost) prompts.push(reason('R3.3.2', `Trait Taxe : ${t.the(p.owner)} perd 1 point de victoire (marqueur à reculer).`));
      }
    }
    t.step({
      rule: 'R3.3.2',
      text: `Trait Taxe : chaque bâtiment ou jeton retiré dans la ${t.clearingName(clearing)} coûte 1 point à son propriétaire.`,
      reasons: [reason('R3.3.2', TRAITS.war_tax.effect)],
      prompts,
      points: points as never,
    });
  },
};
