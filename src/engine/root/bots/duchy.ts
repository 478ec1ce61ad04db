/**
 * Duché Foreur (Laws of Rootbotics, chapter R10).
 *
 * - R10.2.1 Cost of Errors and R10.7.1 Captain: the engine's rules module (factions/duchy.ts),
 *   applied inside battle.ts; R10.2.2 the Burrow (control, placement, movement): same module;
 * - R10.3 setup: 2 warriors and 1 Tunnel in a corner that is no other bot's starting corner,
 *   opposite a starting corner if possible (drawn at random among the equivalent corners), 2
 *   warriors in each adjacent clearing, then 2 cards drawn to sway the first unswayed minister of
 *   their suit from the top;
 * - R10.4 Birdsong: order card, crafting, recruit 2 warriors (difficulty: 1 or 3) plus 1 per mole
 *   showing (citadel track) plus 1 for the Foremole (R10.7.3) into the Burrow;
 * - R10.5 Daylight: Dig (R10.5.1 and its ties I, II), battle in each ordered clearing (defender
 *   R10.5.2.I), Build (R10.5.3), the swayed ministers' actions from the top (R10.5.4, R10.7);
 * - R10.6 Evening: Rally (R10.6.1, ties I and II), score the markets, sway, discard.
 * Difficulty (ROOT-228–230) and Traits (ROOT-231–234): see data.ts.
 *
 * The minister board from top to bottom and the minister suits are those of factions/duchy.ts
 * (BOT_ORDER, assumed from R10.7) and of the community app clockroot (non confirmé): Captain fox,
 * Marshal rabbit, Foremole mouse, Brigadier fox, Banker rabbit, Mayor mouse, Earl fox, Baron
 * rabbit, Duchess mouse. The worked example fixes Foremole and Mayor as mouse, the Mayor below
 * the Foremole, the Marshal above the Brigadier.
 */
import type { CardSuit } from '../cards';
import { DUCHY_MINISTERS } from '../factions/duchy';
import { countOf, MINISTER_NAMES, SUIT_NAMES } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Minister, Owner } from '../setup';
import type { Trip } from '../hooks';
import { cardLabel, cardRef, type DeckCard } from './deck';
import { trackPoints } from './data-common';
import { DUCHY_DIFFICULTY, DUCHY_MOLE_TRACK } from './data-duchy';
import { DUCHY_TRAITS } from './trait-ids';
import { aKind, type BotChoice, type BotRules, type Criterion, type Turn, moveRefusal } from './core';

const D = 'duchy' as const;

/** The bot board from top to bottom, with the suit of each minister (see the header). */
export { DUCHY_MINISTERS };

function swayed(t: Turn): Minister[] {
  return t.setup.players[D]?.ministers ?? [];
}
function sway(t: Turn, m: Minister): void {
  const p = (t.setup.players[D] ??= {});
  p.ministers = [...(p.ministers ?? []), m];
}
function burrowWarriors(t: Turn): number {
  return t.setup.burrow?.warriors?.[D] ?? 0;
}
function setBurrow(t: Turn, n: number): void {
  const b = (t.setup.burrow ??= {});
  b.warriors = { ...(b.warriors ?? {}) };
  if (n > 0) b.warriors[D] = n;
  else delete b.warriors[D];
}
function tunnels(t: Turn): number[] {
  return t.clearings().filter((c) => t.tokensOf(c, D, 'tunnel') > 0);
}
function removeOwnWarriors(t: Turn, c: number, n: number): void {
  const h = (t.setup.clearings[String(c)] ??= {});
  const left = (h.warriors?.[D] ?? 0) - n;
  h.warriors = { ...(h.warriors ?? {}) };
  if (left > 0) h.warriors[D] = left;
  else delete h.warriors[D];
}
function removeOwnToken(t: Turn, c: number, kind: string): void {
  const h = (t.setup.clearings[String(c)] ??= {});
  const i = (h.tokens ?? []).findIndex((x) => x.owner === D && x.kind === kind);
  if (i >= 0) h.tokens = h.tokens!.filter((_, j) => j !== i);
}
const duchyBuildings = (t: Turn, c: number) => t.buildingsOf(c, D, 'citadel') + t.buildingsOf(c, D, 'market');
const enemyBuildingsTokens = (t: Turn, c: number) =>
  (t.here(c).buildings ?? []).filter((b) => t.isEnemy(b.owner)).length + (t.here(c).tokens ?? []).filter((x) => t.isEnemy(x.owner)).length;
const enemyWarriors = (t: Turn, c: number) => Object.entries(t.here(c).warriors ?? {}).reduce((s, [o, n]) => s + (t.isEnemy(o as Owner) ? n : 0), 0);
const allWarriors = (t: Turn, c: number) => Object.values(t.here(c).warriors ?? {}).reduce((s, n) => s + n, 0);

/** R11.8.2: a ban the Duchy trips over before a part of its action (the Snare): applied, and that part does not happen. */
function tripped(t: Turn, trips: Trip[] | null, what: string): boolean {
  if (!trips) return false;
  t.tripOver(trips, what);
  return true;
}

// ------------------------------------------------------------------ Daylight

/** R10.5.1 Dig (also for the Brigadier R10.7.4 and the Overwhelm Trait). */
function dig(t: Turn, order: CardSuit, rule: string, birdTie: boolean): void {
  const need = t.traits.has('overwhelm') ? 3 : 4;
  const inBurrow = burrowWarriors(t);
  const why: Reason[] = t.traits.has('overwhelm') ? [reason('R3.3.2', 'Trait Submerger : Creuser demande et déplace 3 guerriers (au lieu de 4).')] : [];
  if (inBurrow < need) {
    t.step({ rule, text: `Le Terrier n’a que ${countOf(inBurrow, 'guerrier')} (il en faut ${need}) : ${t.the(D)} ne creuse pas.`, reasons: why });
    return;
  }
  const cands = t.clearings().filter((c) => t.isOrdered(c, order) && t.tokensOf(c, D, 'tunnel') === 0 && duchyBuildings(t, c) === 0);
  const invaders = t.traits.has('invaders');
  const crit: Criterion<number>[] = invaders
    ? [
        { rule: 'R3.3.2', label: 'Trait Envahisseurs : le plus de bâtiments adverses', best: 'max', value: (c) => t.enemyBuildings(c) },
        { rule: 'R3.3.2', label: 'Trait Envahisseurs : le moins de guerriers adverses', best: 'min', value: (c) => enemyWarriors(t, c) },
      ]
    : order === 'bird' || birdTie
      ? [{ rule: `${rule === 'R10.7.4' ? 'R10.7.4' : 'R10.5.1.I'}`, label: 'le plus de bâtiments et jetons adverses', best: 'max', value: (c) => enemyBuildingsTokens(t, c) }]
      : [
          { rule: 'R10.5.1.I', label: 'le plus d’emplacements de construction vides', best: 'max', value: (c) => t.freeSlots(c) },
          { rule: 'R10.5.1.I', label: 'puis le moins de guerriers', best: 'min', value: (c) => allWarriors(t, c) },
        ];
  // with no Tunnel in the supply, one is taken from the map (R10.5.1.II): legality is checked without it
  const tunnelRefusal = (c: number): Reason | null => {
    if (t.supply('token', 'tunnel') > 0) return t.placeRefusal(c, 'token', 'tunnel');
    const saved = t.setup;
    const from = tunnels(t)[0];
    if (from === undefined) return reason('R10.3.1', 'Aucun Tunnel.');
    t.setup = JSON.parse(JSON.stringify(saved)) as typeof saved;
    removeOwnToken(t, from, 'tunnel');
    const why = t.placeRefusal(c, 'token', 'tunnel');
    t.setup = saved;
    return why;
  };
  const r = t.chooseClearing(cands, crit, (c) => tunnelRefusal(c) ?? t.placeRefusal(c, 'warrior'));
  const reasons = [...why, reason(rule === 'R10.7.4' ? 'R10.7.4' : 'R10.5.1', 'Clairières ordonnées sans Tunnel ni bâtiment du Duché (R10.5.1).'), ...r.reasons];
  if (r.picked === null) {
    t.step({ rule, text: `Aucune clairière ordonnée ne peut recevoir de Tunnel : ${t.the(D)} ne creuse pas.`, reasons });
    return;
  }
  const to = r.picked;
  // the whole Dig stops (the Tunnel is where the warriors come out)
  if (tripped(t, t.placeTrips(to), `le creusement ${t.of(D)} vers la ${t.clearingName(to)}`)) return;
  let from: string | null = null;
  if (t.supply('token', 'tunnel') <= 0) {
    const on = tunnels(t);
    const take = t.chooseClearing(on, [{ rule: 'R10.5.1.II', label: 'Tunnel pris dans la clairière avec le moins de guerriers du Duché', best: 'min', value: (c) => t.warriors(c) }]);
    if (take.picked === null) {
      t.step({ rule, text: 'Aucun Tunnel disponible.', reasons });
      return;
    }
    removeOwnToken(t, take.picked, 'tunnel');
    from = `Plus de Tunnel en réserve : il prend celui de la ${t.clearingName(take.picked)}.`;
    reasons.push(reason('R10.5.1.II', 'Plus de Tunnel en réserve : le Tunnel est pris dans la clairière avec le moins de guerriers du Duché (R10.5.1.II).'), ...take.reasons);
  }
  t.placeToken(to, 'tunnel');
  const n = Math.min(need, inBurrow);
  setBurrow(t, inBurrow - n);
  const h = (t.setup.clearings[String(to)] ??= {});
  h.warriors = { ...(h.warriors ?? {}), [D]: (h.warriors?.[D] ?? 0) + n };
  t.step({
    rule,
    text: `${t.The(D)} creuse. ${from ? `${from} ` : ''}Tunnel dans la ${t.clearingName(to)}, où ${countOf(n, 'guerrier')} du Terrier ${n > 1 ? 'arrivent' : 'arrive'}.`,
    reasons,
    choice: { picked: String(to), candidates: cands.map(String) },
  });
}

/** Defender (R10.5.2.I): most buildings, then most pieces, then most points, then R2.2. */
function chooseDefender(t: Turn, c: number) {
  const crit: Criterion<Owner>[] = [
    { rule: 'R10.5.2.I', label: 'le joueur avec le plus de bâtiments dans la clairière', best: 'max', value: (o) => t.buildingsOf(c, o) },
    { rule: 'R10.5.2.I', label: 'puis le plus de pièces dans la clairière', best: 'max', value: (o) => t.piecesOf(c, o) },
    { rule: 'R10.5.2.I', label: 'puis le plus de points de victoire', best: 'max', value: (o) => (o in t.setup.players ? t.score(o as never) : 0) },
  ];
  return t.choosePlayer(t.enemiesIn(c), crit, (o) => t.battleRefusal(c, o));
}

function battleIn(t: Turn, clearings: number[], rule: string): void {
  const fight = t.byPriority(clearings.filter((c) => t.enemiesIn(c).length > 0 && t.warriors(c) > 0));
  if (!fight.length) {
    t.step({ rule, text: `${t.The(D)} n’a de guerriers dans aucune clairière concernée avec des pièces adverses : pas de combat.` });
    return;
  }
  for (const c of fight) {
    const d = chooseDefender(t, c);
    if (!d.picked) {
      t.step({ rule, text: `Pas de combat possible dans la ${t.clearingName(c)}.`, reasons: d.reasons });
      continue;
    }
    const choice: BotChoice = { picked: d.picked, candidates: t.enemiesIn(c) };
    t.battle(c, d.picked, rule, `${t.The(D)} attaque ${t.the(d.picked)} dans la ${t.clearingName(c)}.`, {
      reasons: [reason('R2.4', 'Plusieurs combats : dans l’ordre de priorité des clairières (R2.4).'), ...d.reasons],
      choice,
    });
  }
}

/** R10.5.3 Build (also for the Banker R10.7.5). */
function build(t: Turn, rule: string): void {
  const supply = t.supply('warrior', 'warrior');
  const kind = supply >= 9 ? 'citadel' : 'market';
  const why = reason('R10.5.3', `${countOf(supply, 'guerrier')} en réserve : ${supply >= 9 ? 'une Citadelle (au moins 9)' : 'un Marché (moins de 9)'} (R10.5.3).`);
  const ruled = t.clearings().filter((c) => t.rules(c));
  const onBoard = t.onBoard('citadel') + t.onBoard('market');
  const onTrack = 6 - onBoard;
  const r =
    t.supply('building', kind) > 0
      ? t.chooseClearing(ruled, [{ rule: 'R10.5.3', label: 'clairière contrôlée avec le plus de guerriers du Duché', best: 'max', value: (c) => t.warriors(c) }], (c) =>
          t.freeSlots(c) <= 0 ? reason('2.2.3', 'Aucun emplacement de construction libre.') : t.placeRefusal(c, 'building', kind),
        )
      : { picked: null, reasons: [reason('R10.5.3', `Plus ${kind === 'citadel' ? 'de Citadelle' : 'de Marché'} sur le plateau de faction.`)], illegal: [] };
  if (r.picked === null) {
    if (t.traits.has('invaders') && ruled.every((c) => t.freeSlots(c) <= 0)) {
      t.step({ rule, text: `${t.The(D)} ne peut pas construire faute d’emplacement libre : Trait Envahisseurs, il combat dans chaque clairière.`, reasons: [why, ...r.reasons] });
      battleIn(t, t.clearings(), 'R3.3.2');
      return;
    }
    const vp = onTrack > 0 ? t.addScore(D, 1) : 0;
    t.step({
      rule,
      text: onTrack > 0 ? `${t.The(D)} ne peut placer ${aKind(kind)} nulle part et a encore des bâtiments sur son plateau : il marque 1 point de victoire.` : `${t.The(D)} ne peut placer aucun bâtiment.`,
      reasons: [why, ...r.reasons],
      ...(vp ? { points: { [D]: vp } } : {}),
    });
    return;
  }
  if (!t.placeBuilding(r.picked, kind)) return; // a Snare tripped over (R11.8.2), recorded by the Turn
  t.step({ rule, text: `${t.The(D)} construit ${aKind(kind)} dans la ${t.clearingName(r.picked)}.`, reasons: [why, ...r.reasons], choice: { picked: String(r.picked), candidates: ruled.map(String) } });
}

function ministers(t: Turn, order: CardSuit): void {
  const mine = swayed(t);
  const active = DUCHY_MINISTERS.filter((m) => mine.includes(m.id));
  if (!active.length) {
    t.step({ rule: 'R10.5.4', text: 'Aucun Ministre rallié : aucune action de Ministre.' });
    return;
  }
  for (const { id } of active) {
    const name = MINISTER_NAMES[id];
    if (id === 'captain' || id === 'foremole') continue; // abilities (R10.7.1, R10.7.3)
    if (id === 'marshal') {
      const cands = t.clearings().filter((c) => duchyBuildings(t, c) > 0);
      const r = t.chooseClearing(cands, [{ rule: 'R10.7.2', label: 'le moins de guerriers du Duché avec au moins 1 bâtiment du Duché', best: 'min', value: (c) => t.warriors(c) }], (c) => t.placeRefusal(c, 'warrior'));
      if (r.picked === null || t.supply('warrior', 'warrior') <= 0) {
        t.step({ rule: 'R10.7.2', text: `${name} : aucun guerrier à placer.`, reasons: r.reasons });
        continue;
      }
      if (!t.placeWarriors(r.picked, 1)) continue; // a Snare tripped over (R11.8.2), recorded by the Turn
      t.step({ rule: 'R10.7.2', text: `${name} : 1 guerrier dans la ${t.clearingName(r.picked)}.`, reasons: r.reasons, choice: { picked: String(r.picked), candidates: cands.map(String) } });
    } else if (id === 'brigadier') {
      if (burrowWarriors(t) < 3) {
        t.step({ rule: 'R10.7.4', text: `${name} : moins de 3 guerriers dans le Terrier (${burrowWarriors(t)}), pas d’action Creuser.` });
        continue;
      }
      dig(t, order, 'R10.7.4', true);
    } else if (id === 'banker') {
      build(t, 'R10.7.5');
    } else if (id === 'mayor') {
      const ruled = t.clearings().filter((c) => t.rules(c) && t.warriors(c) > 0);
      const r = t.chooseClearing(ruled, [{ rule: 'R10.7.6', label: 'clairière contrôlée avec le plus de guerriers du Duché', best: 'max', value: (c) => t.warriors(c) }]);
      if (r.picked === null) {
        t.step({ rule: 'R10.7.6', text: `${name} : aucune clairière contrôlée avec un guerrier du Duché.` });
        continue;
      }
      removeOwnWarriors(t, r.picked, 1);
      const vp = t.addScore(D, 1);
      t.step({ rule: 'R10.7.6', text: `${name} : 1 guerrier retiré de la ${t.clearingName(r.picked)}, 1 point de victoire.`, reasons: r.reasons, points: { [D]: vp } });
    } else if (id === 'earl' || id === 'baron') {
      const kind = id === 'earl' ? 'citadel' : 'market';
      const n = t.onBoard(kind);
      const vp = t.addScore(D, n);
      t.step({ rule: id === 'earl' ? 'R10.7.7' : 'R10.7.8', text: `${name} : ${countOf(n, kind === 'citadel' ? 'Citadelle' : 'Marché')} sur le plateau, ${countOf(vp, 'point')} de victoire.`, points: { [D]: vp } });
    } else if (id === 'duchess') {
      const all = tunnels(t).length >= 3;
      const vp = all ? t.addScore(D, 2) : 0;
      t.step({ rule: 'R10.7.9', text: `${name} : ${all ? 'les 3 Tunnels sont sur le plateau, 2 points de victoire' : 'les 3 Tunnels ne sont pas tous sur le plateau, aucun point'}.`, ...(vp ? { points: { [D]: vp } } : {}) });
    }
  }
}

// ------------------------------------------------------------------ Evening

function rally(t: Turn, order: CardSuit): void {
  const rule = 'R10.6.1';
  const origins = t.byPriority(t.clearings().filter((c) => t.isOrdered(c, order) && duchyBuildings(t, c) === 0 && t.warriors(c) > 0 && t.warriors(c) <= 2));
  if (!origins.length) t.step({ rule, text: 'Aucune clairière ordonnée sans bâtiment du Duché avec 1 ou 2 guerriers du Duché : personne ne se mobilise.' });
  for (const from of origins) {
    const n = t.warriors(from);
    if (n === 0) continue;
    const adj = t.adjacent(from);
    const cands = adj.map((a) => a.to).filter((c) => duchyBuildings(t, c) > 0);
    const r = t.chooseClearing(cands, [{ rule: 'R10.6.1.I', label: 'clairière adjacente avec un bâtiment du Duché et le moins de guerriers du Duché', best: 'min', value: (c) => t.warriors(c) }], (c) => moveRefusal(adj, c));
    if (tripped(t, t.leaveTrips(from), `la mobilisation depuis la ${t.clearingName(from)}`)) continue;
    if (r.picked === null) {
      removeOwnWarriors(t, from, n);
      setBurrow(t, burrowWarriors(t) + n);
      t.step({
        rule: 'R10.6.1.II',
        text: `Aucune clairière adjacente avec un bâtiment du Duché où aller : les ${countOf(n, 'guerrier')} de la ${t.clearingName(from)} sont placés dans le Terrier.`,
        reasons: [reason('R10.6.1.II', 'Aucune destination possible : les guerriers vont dans le Terrier (R10.6.1.II).'), ...r.reasons],
      });
      continue;
    }
    const link = adj.find((a) => a.to === r.picked)!;
    const m = t.moveWarriors(from, link, n);
    if (m.tripped) continue;
    t.step({
      rule,
      text: `Mobilisation : ${countOf(n, 'guerrier')} de la ${t.clearingName(from)} vers la ${t.clearingName(r.picked)}.`,
      reasons: [reason('R2.4', 'Dans l’ordre de priorité des clairières de départ (R2.4).'), ...r.reasons, ...m.reasons],
      prompts: m.prompts,
      choice: { picked: String(r.picked), candidates: adj.map((a) => String(a.to)) },
      ...(m.points ? { points: { [D]: m.points } } : {}),
    });
  }
  const back: [number, number][] = [];
  for (const c of t.byPriority(t.clearings().filter((c) => t.rules(c) && t.warriors(c) > 4))) {
    const n = t.warriors(c) - 4;
    removeOwnWarriors(t, c, n);
    setBurrow(t, burrowWarriors(t) + n);
    back.push([c, n]);
  }
  t.step({
    rule,
    text: back.length
      ? `Retour au Terrier : ${back.map(([c, n]) => `${countOf(n, 'guerrier')} de la ${t.clearingName(c)}`).join(', ')} (tous moins 4 dans chaque clairière contrôlée).`
      : 'Aucune clairière contrôlée n’a plus de 4 guerriers du Duché : aucun retour au Terrier.',
  });
}

function swayStep(t: Turn, order: CardSuit, rule: string, lead: string): void {
  const mine = swayed(t);
  const free = DUCHY_MINISTERS.filter((m) => !mine.includes(m.id));
  if (!free.length) {
    t.step({ rule, text: `${lead}Tous les Ministres ont déjà une couronne.` });
    return;
  }
  const ordered = order === 'bird' ? undefined : free.find((m) => m.suit === order);
  const pick = ordered ?? free[free.length - 1]!;
  sway(t, pick.id);
  t.step({
    rule,
    text: `${lead}${t.The(D)} rallie le Ministre ${MINISTER_NAMES[pick.id]} (${SUIT_NAMES[pick.suit]}) : ${ordered ? `premier Ministre ${SUIT_NAMES[pick.suit]} non rallié en partant du haut` : 'aucun Ministre ordonné sans couronne, premier Ministre non rallié en partant du bas'}.`,
    reasons: [reason('R10.6.3', 'Couronne sur le premier Ministre ordonné sans couronne en partant du haut ; sinon (Oiseau compris), le premier sans couronne en partant du bas (R10.6.3).')],
    choice: { picked: pick.id, candidates: free.map((m) => m.id) },
  });
}

function recruitCount(t: Turn): { n: number; reasons: Reason[] } {
  const base = t.difficulty === 'facile' ? 1 : t.difficulty === 'normal' ? 2 : 3;
  const citadels = t.onBoard('citadel');
  const moles = trackPoints(DUCHY_MOLE_TRACK, citadels);
  const foremole = swayed(t).includes('foremole') ? 1 : 0;
  const reasons: Reason[] = [];
  if (t.difficulty !== 'normal') reasons.push(reason('R3.3.1', `Difficulté ${t.difficulty} : ${DUCHY_DIFFICULTY[t.difficulty].effect}`));
  reasons.push(reason('R10.4.3', `${countOf(base, 'guerrier')}, plus ${countOf(moles, 'Taupe')} visible${moles > 1 ? 's' : ''} (${countOf(citadels, 'Citadelle')} sur le plateau ; valeurs de piste : ${DUCHY_MOLE_TRACK.status}) (R10.4.3).`));
  if (foremole) reasons.push(reason('R10.7.3', 'Contremaître rallié : 1 guerrier de plus dans le Terrier (R10.7.3).'));
  return { n: base + moles + foremole, reasons };
}

export const duchyBot: BotRules = {
  faction: D,
  chapter: 'R10',
  traits: DUCHY_TRAITS,

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[D] ??= {});
    p.bot = true;
    t.step({ rule: 'R10.3.1', text: 'Réserve de 20 guerriers, 3 Tunnels et 9 Couronnes.' });
    t.step({ rule: 'R10.3.2', text: 'Le plateau Terrier est placé à côté du plateau principal.' });
    const corners = t.map.clearings.filter((c) => c.corner).map((c) => c.id);
    // a starting corner: another faction's building or token there (Keep, Roost…); garrison warriors do not make one
    const taken = corners.filter((c) => (t.here(c).buildings ?? []).some((x) => x.owner !== D) || (t.here(c).tokens ?? []).some((x) => x.owner !== D));
    const free = corners.filter((c) => !taken.includes(c) && !t.placeRefusal(c, 'token', 'tunnel') && !t.placeRefusal(c, 'warrior'));
    if (!free.length) {
      t.fail('R10.3.3', 'Aucune clairière en coin libre ne peut recevoir le Duché Foreur.');
      return;
    }
    const opposite = (c: number) => t.map.oppositeCorners.some(([a, b]) => (a === c && taken.includes(b)) || (b === c && taken.includes(a)));
    const best = free.some(opposite) ? free.filter(opposite) : free;
    const k = t.drawAmong('clairière de départ du Duché (coin au hasard parmi les équivalents)', best, (c) => `clairière ${c}`, String);
    t.placeToken(k.picked, 'tunnel');
    t.placeWarriors(k.picked, 2);
    const around = t.adjacent(k.picked).map((a) => a.to);
    const placed = around.filter((c) => t.placeWarriors(c, 2) > 0);
    t.step({
      rule: 'R10.3.3',
      text: `2 guerriers et 1 Tunnel dans la clairière en coin ${k.picked}${free.some(opposite) ? ', opposée à un coin de départ' : ''}, puis 2 guerriers dans ${placed.length ? `les clairières ${placed.join(', ')}` : 'aucune clairière adjacente'}.`,
      draw: k.draw,
      reasons: [reason('R10.3.3', 'Coin qui n’est le coin de départ d’aucun autre robot, opposé à un coin de départ si possible ; entre coins équivalents, tirage au hasard (lecture : le texte ne départage pas).')],
    });
    t.step({ rule: 'R10.3.4', text: '3 Citadelles et 3 Marchés sur les cases Bâtiment du plateau.' });
    for (let i = 0; i < 2; i++) {
      const c = t.revealOrder(undefined);
      if (!c.card) break;
      const card = c.card;
      const free2 = DUCHY_MINISTERS.filter((m) => !swayed(t).includes(m.id));
      const m = card.suit === 'bird' ? free2[0] : free2.find((x) => x.suit === card.suit);
      if (m) sway(t, m.id);
      t.step({
        rule: 'R10.3.5',
        text: `Carte piochée puis défaussée : ${cardLabel(card)}. ${m ? `Couronne sur le Ministre ${MINISTER_NAMES[m.id]}.` : 'Aucun Ministre de cette couleur sans couronne.'}`,
        draw: { ...c.draw, what: 'carte piochée pour rallier un Ministre' },
        ...(card.suit === 'bird' ? { reasons: [reason('R10.3.5', 'Carte Oiseau : joker (2.1.1), premier Ministre non rallié en partant du haut (lecture non confirmée).')] } : {}),
      });
    }
  },

  turn(t) {
    t.phase('aurore');
    const revealed = t.revealOrderStep('R10.4.1');
    if (!revealed) return;
    const card: DeckCard = revealed;
    const order = card.suit;
    t.craftOrder(card, 'R10.4.2');
    const rc = recruitCount(t);
    const k = Math.min(rc.n, t.supply('warrior', 'warrior'));
    setBurrow(t, burrowWarriors(t) + k);
    t.step({ rule: 'R10.4.3', text: `${t.The(D)} place ${countOf(k, 'guerrier')} dans le Terrier${k < rc.n ? ` (réserve épuisée : ${rc.n} prévus)` : ''}.`, reasons: rc.reasons });

    t.phase('jour');
    dig(t, order, 'R10.5.1', false);
    if (t.traits.has('overwhelm')) dig(t, order, 'R10.5.1', false);
    battleIn(t, t.clearings().filter((c) => t.isOrdered(c, order)), 'R10.5.2');
    build(t, 'R10.5.3');
    ministers(t, order);

    t.phase('crepuscule');
    rally(t, order);
    const markets = t.onBoard('market');
    const vp = t.addScore(D, markets);
    t.step({ rule: 'R10.6.2', text: `${t.The(D)} marque ${countOf(vp, 'point')} de victoire : ${countOf(markets, 'Marché')} sur le plateau.`, points: { [D]: vp } });
    swayStep(t, order, 'R10.6.3', '');
    t.step({ rule: 'R10.6.4', text: `${t.The(D)} défausse la carte d’ordre (${cardRef(card)}).` });
    if (t.difficulty === 'cauchemardesque') {
      const g = t.addScore(D, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', DUCHY_DIFFICULTY.cauchemardesque.effect)], points: { [D]: g } });
    }
  },
};
