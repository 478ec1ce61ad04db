/**
 * Corvidés Engrenés (Laws of Rootbotics, chapter R11).
 *
 * - R11.2.1 Nimble, R11.2.2 Embedded Agents, R11.7.2 Snare, R11.7.4 Raid and R11.8.2 (Snares
 *   against bots): the engine's rules module (factions/corvids.ts); R11.8.1 (Bombs against bots):
 *   battle.ts (`removeAllEnemyPieces`, effect « bomb »);
 * - R11.3 setup: 1 warrior in the lowest priority clearing of each suit;
 * - R11.4 Birdsong: order card, crafting, recruit 2 warriors (difficulty: 1 or 3) in each of two
 *   ordered clearings (ties R11.4.3.I; « Encore des complots » as soon as the supply is empty,
 *   R11.4.3.II), then flip every face-down plot in priority order (R11.4.4): 1 point per face-up
 *   plot on the map, then its « when flipped » effect (Bomb R11.7.1, Extortion R11.7.3);
 * - R11.5 Daylight: battle (R11.5.1, defender I), move (R11.5.2, I, II), plot (R11.5.3), more plots
 *   (R11.5.4, I);
 * - R11.6 Evening: 1 point per face-up Extortion, discard.
 * Random plots are drawn from the known supply (2 of each kind, 13.2.2, less those on the map),
 * with the seeded generator; the draw shows every kind left and its probability.
 * Difficulty (ROOT-235–237) and Traits (ROOT-238–241): see data.ts.
 */
import type { CardSuit } from '../cards';
import { isFactionId, PLOT_KINDS, type FactionId } from '../factions';
import { countOf, kindName, SUIT_NAMES } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Owner } from '../setup';
import type { Suit } from '../factions';
import { cardRef, type DeckCard } from './deck';
import { CORVIDS_DIFFICULTY, CORVIDS_TRAIT_CARDS as TRAITS } from './data-corvids';
import { CORVIDS_TRAITS } from './trait-ids';
import { nextWeighted } from '../../core/random';
import { byPriority, type BotChoice, type BotDraw, type BotRules, type Criterion, type Turn, moveRefusal } from './core';

const K = 'corvids' as const;
type Plot = (typeof PLOT_KINDS)[number];
const PLOTS: readonly Plot[] = PLOT_KINDS;
const isPlot = (k: string): k is Plot => (PLOTS as readonly string[]).includes(k);

function plotsIn(t: Turn, c: number) {
  return (t.here(c).tokens ?? []).filter((x) => x.owner === K && isPlot(x.kind));
}
function faceUpPlots(t: Turn): number {
  return t.clearings().reduce((s, c) => s + plotsIn(t, c).filter((x) => x.faceUp === true).length, 0);
}
function removeOwnWarrior(t: Turn, c: number): void {
  const h = (t.setup.clearings[String(c)] ??= {});
  const left = (h.warriors?.[K] ?? 0) - 1;
  h.warriors = { ...(h.warriors ?? {}) };
  if (left > 0) h.warriors[K] = left;
  else delete h.warriors[K];
}

/** A plot drawn at random from the supply (the kinds left, weighted by how many are left). */
function drawPlot(t: Turn, what: string): { kind: Plot; draw: BotDraw } | null {
  const left = PLOTS.map((k) => t.supply('token', k));
  const total = left.reduce((s, n) => s + n, 0);
  if (total <= 0) return null;
  const r = nextWeighted(t.rng, left);
  t.rng = r.state;
  const draw = t.settle({
    what,
    options: PLOTS.map((k, i) => ({ value: k, label: kindName(k), probability: `${left[i]}/${total}` })).filter((_, i) => left[i]! > 0),
    picked: PLOTS[r.value]!,
    given: false,
  });
  return { kind: draw.picked as Plot, draw };
}

/** Removes 1 Corvid warrior and places a random face-down plot (R11.5.3, R11.5.4). */
function plotHere(t: Turn, c: number, rule: string, text: string, reasons: Reason[], choice: BotChoice): boolean {
  const d = drawPlot(t, 'jeton de Complot tiré au hasard dans la réserve');
  if (!d) {
    t.step({ rule, text: `${text} Plus aucun jeton de Complot en réserve : rien à placer.`, reasons, choice });
    return false;
  }
  if (!t.placeToken(c, d.kind)) {
    t.step({ rule, text: `${text} Le jeton de Complot ne peut pas y être placé.`, reasons: [...reasons, t.placeRefusal(c, 'token', d.kind) ?? reason('1.5.1', 'Placement impossible.')], choice });
    return false;
  }
  removeOwnWarrior(t, c);
  t.step({ rule, text: `${text} 1 guerrier Corvidé est retiré et remplacé par un jeton de Complot face cachée (${kindName(d.kind)}).`, reasons, choice, draw: d.draw });
  return true;
}

/** Why a plot cannot be placed here (a Keep…), checked with a kind still in the supply. */
function plotRefusal(t: Turn): (c: number) => Reason | null {
  const kind = PLOTS.find((k) => t.supply('token', k) > 0);
  return (c) => (kind ? t.placeRefusal(c, 'token', kind) : null);
}

/** R11.5.4 « Encore des complots » (also R11.4.3.II during the Recruit). */
function morePlots(t: Turn, rule: string): boolean {
  const cands = t.clearings().filter((c) => plotsIn(t, c).length === 0 && t.warriors(c) >= 3);
  const r = t.chooseClearing(cands, [{ rule: 'R11.5.4.I', label: 'clairière sans Complot avec le plus de guerriers Corvidés', best: 'max', value: (c) => t.warriors(c) }], plotRefusal(t));
  const intro = rule === 'R11.4.3.II' ? 'Plus de guerriers en réserve : « Encore des complots » immédiatement (R11.4.3.II).' : 'Encore des complots.';
  if (r.picked === null) {
    t.step({ rule, text: `${intro} Aucune clairière sans Complot n’a au moins 3 guerriers Corvidés.`, reasons: r.reasons });
    return false;
  }
  return plotHere(t, r.picked, rule, `${intro} Dans la ${t.clearingName(r.picked)} :`, [reason('R11.5.4', 'Une clairière sans Complot avec au moins 3 guerriers Corvidés (R11.5.4).'), ...r.reasons], {
    picked: String(r.picked),
    candidates: cands.map(String),
  });
}

function perClearing(t: Turn): number {
  return t.difficulty === 'facile' ? 1 : t.difficulty === 'normal' ? 2 : 3;
}

/** R11.4.3 Recruit. */
function recruit(t: Turn, order: CardSuit): void {
  const rule = 'R11.4.3';
  const per = perClearing(t);
  const why: Reason[] = t.difficulty !== 'normal' ? [reason('R3.3.1', `Difficulté ${t.difficulty} : ${CORVIDS_DIFFICULTY[t.difficulty].effect}`)] : [];
  const done: number[] = [];
  for (let i = 0; i < 2; i++) {
    if (t.supply('warrior', 'warrior') <= 0 && !morePlots(t, 'R11.4.3.II')) break;
    const cands = t.clearings().filter((c) => t.isOrdered(c, order) && !done.includes(c));
    const crit: Criterion<number>[] = [
      { rule: 'R11.4.3.I', label: 'clairière ordonnée sans jeton de Complot', best: 'max', value: (c) => (plotsIn(t, c).length === 0 ? 1 : 0) },
      { rule: 'R11.4.3.I', label: 'puis le plus de guerriers Corvidés', best: 'max', value: (c) => t.warriors(c) },
    ];
    const r = t.chooseClearing(cands, crit, (c) => t.placeRefusal(c, 'warrior'));
    if (r.picked === null) {
      t.step({ rule, text: `Aucune ${done.length ? 'autre ' : ''}clairière ordonnée ne peut recevoir de guerriers.`, reasons: [...why, ...r.reasons] });
      break;
    }
    const c = r.picked;
    done.push(c);
    const say = (n: number) =>
      t.step({ rule, text: `${t.The(K)} placent ${countOf(n, 'guerrier')} dans la ${t.clearingName(c)}.`, reasons: [...why, ...r.reasons], choice: { picked: String(c), candidates: cands.map(String) } });
    let placed = 0;
    let stop = false;
    for (let k = 0; k < per; k++) {
      if (t.supply('warrior', 'warrior') <= 0) {
        if (placed) say(placed);
        placed = 0;
        if (!morePlots(t, 'R11.4.3.II')) {
          stop = true;
          break;
        }
      }
      placed += t.placeWarriors(c, 1);
    }
    if (placed) say(placed);
    if (stop) break;
  }
}

/**
 * Trait Pari (ROOT-238), before a plot is flipped: the human with the most faction pieces in the
 * clearing guesses its type. The guess is the human's decision, shown as a choice the reader can
 * change (default: a wrong guess). Right: the plot flips and scores without its effect, then the
 * human removes it (1 point, 3.2.1; a Raid's removal effect follows). Wrong: 1 point for the
 * Corvids, then the usual flip. Returns true when the flip is settled here.
 */
function gamble(t: Turn, c: number, i: number, kind: Plot): boolean {
  const rule = 'R3.3.2';
  const humans = t.ownersIn(c).filter((o): o is FactionId => o !== K && isFactionId(o) && !t.setup.players[o]?.bot);
  if (!humans.length) {
    t.step({ rule, text: `Trait Pari : aucun humain n’a de pièce dans la ${t.clearingName(c)} : pas de devinette.` });
    return false;
  }
  const who = t.choosePlayer(humans, [{ rule, label: 'Trait Pari : l’humain qui a le plus de pièces de faction dans la clairière', best: 'max', value: (o) => t.piecesOf(c, o) }]);
  const h = who.picked as FactionId;
  const choice = 'choix de l’humain';
  const d = t.settle({
    what: `devinette ${t.of(h)} sur le type du Complot (Trait Pari)`,
    options: [
      { value: 'fausse', label: 'devinette fausse', probability: choice },
      { value: 'juste', label: `devinette juste (${kindName(kind)})`, probability: choice },
    ],
    picked: 'fausse',
    given: false,
    decision: true,
  });
  const reasons = [...who.reasons, reason(rule, `Trait Pari (ROOT-238) : ${TRAITS.gamble.effect}`)];
  if (d.picked !== 'juste') {
    const vp = t.addScore(K, 1);
    t.step({ rule, text: `Trait Pari : ${t.the(h)} devine mal le Complot de la ${t.clearingName(c)} ; ${t.the(K)} marquent 1 point, puis le Complot est retourné.`, draw: d, reasons, points: { [K]: vp } });
    return false;
  }
  const here = t.here(c);
  t.setup.clearings[String(c)] = { ...here, tokens: here.tokens!.map((x, j) => (j === i ? { ...x, faceUp: true } : x)) };
  const n = faceUpPlots(t);
  const vp = t.addScore(K, n);
  t.step({
    rule,
    text: `Trait Pari : ${t.the(h)} devine juste (${kindName(kind)}) ; le Complot de la ${t.clearingName(c)} est retourné, ${countOf(n, 'Complot')} face visible : ${countOf(vp, 'point')} pour ${t.the(K)}, sans l’effet du Complot.`,
    draw: d,
    reasons,
    points: { [K]: vp },
  });
  const r = t.removeByEffect(c, { owner: K, category: 'token', kind }, h, rule, `Trait Pari : ${t.the(h)} retire ensuite ce Complot.`);
  if ('refused' in r) t.step({ rule, text: `Trait Pari : le Complot ne peut pas être retiré : ${r.refused.text}` });
  return true;
}

/** R11.4.4 Flip every face-down plot, in priority order. */
function flipAll(t: Turn): void {
  const where = t.byPriority(t.clearings().filter((c) => plotsIn(t, c).some((x) => x.faceUp !== true)));
  if (!where.length) {
    t.step({ rule: 'R11.4.4', text: 'Aucun jeton de Complot face cachée à retourner.' });
    return;
  }
  for (const c of where) {
    const h = t.here(c);
    const i = (h.tokens ?? []).findIndex((x) => x.owner === K && isPlot(x.kind) && x.faceUp !== true);
    if (i < 0) continue;
    const kind = h.tokens![i]!.kind as Plot;
    if (t.traits.has('gamble') && gamble(t, c, i, kind)) continue;
    t.setup.clearings[String(c)] = { ...h, tokens: h.tokens!.map((x, j) => (j === i ? { ...x, faceUp: true } : x)) };
    const n = faceUpPlots(t);
    const vp = t.addScore(K, n);
    const prompts: Reason[] = [];
    if (kind === 'extortion') {
      const who = t.ownersIn(c).filter((o): o is FactionId => o !== K && isFactionId(o));
      for (const o of who)
        prompts.push(
          t.setup.players[o]?.bot
            ? reason('R2.8.1', `${t.The(o)} est un robot sans main : rien à défausser (R2.8.1).`)
            : reason('R11.7.3', `${t.The(o)} a des pièces dans la clairière : il défausse une carte au hasard (R11.7.3).`),
        );
    }
    t.step({
      rule: 'R11.4.4',
      text: `${t.The(K)} retournent le Complot de la ${t.clearingName(c)} : ${kindName(kind)}. ${countOf(n, 'Complot')} face visible sur le plateau : ${countOf(vp, 'point')} de victoire.`,
      reasons: [reason('R2.4', 'Les Complots se retournent dans l’ordre de priorité des clairières (R2.4, R11.4.4).'), reason('R11.4.4', '1 point par Complot face visible sur le plateau, puis l’effet « lorsqu’il est retourné » (R11.4.4).')],
      prompts,
      points: { [K]: vp },
    });
    const bombEffect = kind === 'bomb' || t.traits.has('vendetta');
    if (bombEffect) {
      const res = t.removeAll(c, 'bomb', kind === 'bomb' ? 'R11.7.1' : 'R3.3.2', kind === 'bomb' ? 'Bombe : toutes les pièces adverses de la clairière sont retirées (2 par robot, guerriers d’abord, R11.8.1).' : 'Trait Vendetta : ce Complot a l’effet d’une Bombe.', {
        reasons: [reason('R11.8.1', 'Contre un robot, une Bombe ne retire que 2 de ses pièces, guerriers d’abord (R11.8.1).')],
      });
      if ('refused' in res) t.step({ rule: 'R11.7.1', text: `Bombe sans effet : ${res.refused.text}` });
    }
    if (kind === 'bomb') {
      const d = drawPlot(t, 'Complot échangé contre la Bombe (réserve)');
      if (!d) {
        t.step({ rule: 'R11.7.1', text: 'Aucun Complot en réserve : la Bombe reste face visible (lecture du moteur).' });
        continue;
      }
      const hh = t.here(c);
      const j = (hh.tokens ?? []).findIndex((x) => x.owner === K && x.kind === 'bomb' && x.faceUp === true);
      if (j >= 0) t.setup.clearings[String(c)] = { ...hh, tokens: hh.tokens!.map((x, k) => (k === j ? { owner: K, kind: d.kind, faceUp: true } : x)) };
      t.step({
        rule: 'R11.7.1',
        text: `La Bombe est échangée contre un Complot tiré au hasard dans la réserve, posé face visible sans effet : ${kindName(d.kind)}.`,
        draw: d.draw,
        reasons: [reason('R11.7.1', 'L’effet du nouveau jeton ne se déclenche pas ; ce peut être une autre Bombe (R11.7.1).')],
      });
    }
  }
}

/** Defender (R11.5.1.I): most buildings and tokens, then most points, then R2.2. */
function chooseDefender(t: Turn, c: number) {
  const bt = (o: Owner) => (t.here(c).buildings ?? []).filter((b) => b.owner === o).length + t.tokensOf(c, o);
  const crit: Criterion<Owner>[] = [
    { rule: 'R11.5.1.I', label: 'celui qui a ici le plus de bâtiments et de jetons réunis', best: 'max', value: bt },
    { rule: 'R11.5.1.I', label: 'puis le plus de points de victoire', best: 'max', value: (o) => (o in t.setup.players ? t.score(o as never) : 0) },
  ];
  return t.choosePlayer(t.enemiesIn(c), crit, (o) => t.battleRefusal(c, o));
}

function battle(t: Turn, order: CardSuit): void {
  const rule = 'R11.5.1';
  const where = t.byPriority(t.clearings().filter((c) => t.isOrdered(c, order) && t.warriors(c) >= 2 && t.enemiesIn(c).length > 0));
  if (!where.length) {
    t.step({ rule, text: 'Aucune clairière ordonnée avec au moins 2 guerriers Corvidés et des pièces adverses : pas de combat.' });
    return;
  }
  for (const c of where) {
    const d = chooseDefender(t, c);
    if (!d.picked) {
      t.step({ rule, text: `Pas de combat possible dans la ${t.clearingName(c)}.`, reasons: d.reasons });
      continue;
    }
    t.battle(c, d.picked, rule, `${t.The(K)} attaquent ${t.the(d.picked)} dans la ${t.clearingName(c)}.`, {
      reasons: [reason('R2.4', 'Plusieurs combats : dans l’ordre de priorité des clairières (R2.4).'), ...d.reasons],
      choice: { picked: d.picked, candidates: t.enemiesIn(c) },
    });
  }
}

function move(t: Turn, order: CardSuit): void {
  const rule = 'R11.5.2';
  const arrived: Record<number, number> = {};
  const origins = t.byPriority(t.clearings().filter((c) => t.isOrdered(c, order) && plotsIn(t, c).some((x) => x.faceUp === true) && t.warriors(c) > 2));
  let moved = false;
  for (const from of origins) {
    const w = t.warriors(from);
    const n = Math.min(w - 2, w - (arrived[from] ?? 0));
    if (n <= 0) continue;
    const adj = t.adjacent(from);
    const free = adj.map((a) => a.to).filter((c) => plotsIn(t, c).length === 0);
    const legal = (c: number) => moveRefusal(adj, c);
    const r = free.length
      ? t.chooseClearing(free, [{ rule: 'R11.5.2.I', label: 'clairière adjacente sans Complot avec le plus de guerriers Corvidés', best: 'max', value: (c) => t.warriors(c) }], legal)
      : t.chooseClearing(adj.map((a) => a.to), [], legal, byPriority(t.map, 'lowest', 'R11.5.2.II'));
    const reasons = [reason('R2.4', 'Déplacements dans l’ordre de priorité des clairières de départ (R2.4).'), ...(free.length ? [] : [reason('R11.5.2.II', 'Un Complot dans chaque clairière adjacente : la clairière adjacente de priorité la plus basse (R11.5.2.II).')]), ...r.reasons];
    if (r.picked === null) {
      t.step({ rule, text: `Aucun déplacement possible depuis la ${t.clearingName(from)}.`, reasons });
      continue;
    }
    const link = adj.find((a) => a.to === r.picked)!;
    const m = t.moveWarriors(from, link, n);
    if (m.tripped) {
      moved = true; // the Snare's own step says why nothing moved (R11.8.2)
      continue;
    }
    arrived[r.picked] = (arrived[r.picked] ?? 0) + n;
    moved = true;
    t.step({
      rule,
      text: `${t.The(K)} déplacent ${countOf(n, 'guerrier')} de la ${t.clearingName(from)} vers la ${t.clearingName(r.picked)} et en laisse 2.`,
      reasons: [...reasons, ...m.reasons],
      prompts: m.prompts,
      choice: { picked: String(r.picked), candidates: adj.map((a) => String(a.to)) },
      ...(m.points ? { points: { [K]: m.points } } : {}),
    });
  }
  if (!moved) t.step({ rule, text: 'Aucune clairière ordonnée avec un Complot face visible n’a plus de 2 guerriers Corvidés : pas de déplacement.' });
}

function plot(t: Turn, order: CardSuit, pass: number): void {
  const rule = 'R11.5.3';
  const cands = t.clearings().filter((c) => t.isOrdered(c, order) && plotsIn(t, c).length === 0 && t.warriors(c) > 0);
  const r = t.chooseClearing(cands, [{ rule, label: 'clairière ordonnée sans Complot avec le plus de guerriers Corvidés', best: 'max', value: (c) => t.warriors(c) }], plotRefusal(t));
  const why = pass ? [reason('R3.3.2', 'Trait Cerveau : seconde action Complot.')] : [];
  if (r.picked === null) {
    t.step({ rule, text: 'Aucune clairière ordonnée sans Complot n’a de guerrier Corvidé : pas de Complot.', reasons: why });
    return;
  }
  plotHere(t, r.picked, rule, `Complot dans la ${t.clearingName(r.picked)} :`, [...why, ...r.reasons], { picked: String(r.picked), candidates: cands.map(String) });
}

export const corvidsBot: BotRules = {
  faction: K,
  chapter: 'R11',
  traits: CORVIDS_TRAITS,

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[K] ??= {});
    p.bot = true;
    t.step({ rule: 'R11.3.1', text: 'Réserve de 15 guerriers et de 8 jetons de Complot face cachée.' });
    for (const suit of ['fox', 'rabbit', 'mouse'] as Suit[]) {
      const cands = t.clearings().filter((c) => t.suitOf(c) === suit);
      const r = t.chooseClearing(cands, [], (c) => t.placeRefusal(c, 'warrior'), byPriority(t.map, 'lowest', 'R11.3.2'));
      if (r.picked === null) {
        t.step({ rule: 'R11.3.2', text: `Aucune clairière ${SUIT_NAMES[suit]} ne peut recevoir de guerrier.`, reasons: r.reasons });
        continue;
      }
      t.placeWarriors(r.picked, 1);
      t.step({ rule: 'R11.3.2', text: `1 guerrier dans la ${t.clearingName(r.picked)}, clairière ${SUIT_NAMES[suit]} de priorité la plus faible.`, reasons: r.reasons, choice: { picked: String(r.picked), candidates: cands.map(String) } });
    }
  },

  turn(t) {
    t.phase('aurore');
    const revealed = t.revealOrderStep('R11.4.1');
    if (!revealed) return;
    const card: DeckCard = revealed;
    const order = card.suit;
    t.craftOrder(card, 'R11.4.2');
    recruit(t, order);
    flipAll(t);

    t.phase('jour');
    battle(t, order);
    move(t, order);
    plot(t, order, 0);
    if (t.traits.has('mastermind')) plot(t, order, 1);
    morePlots(t, 'R11.5.4');

    t.phase('crepuscule');
    const ext = t.clearings().reduce((s, c) => s + plotsIn(t, c).filter((x) => x.kind === 'extortion' && x.faceUp === true).length, 0);
    const vp = t.addScore(K, ext);
    t.step({ rule: 'R11.6.1', text: `${t.The(K)} marquent ${countOf(vp, 'point')} de victoire : ${countOf(ext, 'Extorsion')} face visible sur le plateau.`, points: { [K]: vp } });
    t.step({ rule: 'R11.6.2', text: `${t.The(K)} défaussent la carte d’ordre (${cardRef(card)}).` });
    if (t.difficulty === 'cauchemardesque') {
      const g = t.addScore(K, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', CORVIDS_DIFFICULTY.cauchemardesque.effect)], points: { [K]: g } });
    }
  },
};
