/**
 * Alliance Automatisée (Laws of Rootbotics, chapter R6).
 *
 * - R6.2.2 Automated Ambush, R6.2.3 Automated Outrage (humans only) and R6.2.4 Repression: handled
 *   by the engine's rules module (factions/alliance.ts) in every battle and by removeAllEnemyPieces;
 *   this module does not repeat them;
 * - R6.2.5 Martial Law: 1 point less (never below 0) for a token placed where one opponent has at
 *   least 3 warriors;
 * - R6.3 setup: nothing on the map (10 warriors, 3 bases, 10 Sympathy tokens off the board);
 * - R6.4 Birdsong: reveal, craft, Revolt (non-bird order: the ordered sympathetic clearing with the
 *   most enemy pieces, if the ordered base is still off the board), then General Compassion if no
 *   Revolt: spread Sympathy twice (0–4 tokens on the board) or once (5 or more);
 * - R6.5 Daylight: spread Sympathy (R6.5.1: an ordered indifferent clearing adjacent to a
 *   sympathetic one with the fewest enemy warriors; I: else the clearing with the fewest enemy
 *   pieces; II: else 5 points), then the Surprise Revolt with a bird order (R6.5.2);
 * - R6.6 Evening: Organise (a base and at least 3 Alliance warriors: remove them, spread Sympathy),
 *   recruit 1 warrior at each base, discard the order.
 * Difficulty (ROOT/131–133) and Traits (ROOT/134–137): see data.ts.
 *
 * Readings (README): a Revolt removes every piece not of the Alliance, bots' pieces included in a
 * cooperative game (« dommages collatéraux », R3), but targets by enemy pieces only; it is legal
 * only if the base can be placed once the pieces are gone (R2.3); adjacency for Sympathy follows
 * the paths (closed paths count for bots, R12.2.1), not the Ferry; the fallback R6.5.1.I considers
 * every indifferent clearing, ordered or not; a clearing where the Sympathy token cannot be placed
 * (the Keep, R4.2.1) is illegal and skipped (R2.3, example R6).
 */
import { removeAllEnemyPieces, type RemovedPiece } from '../battle';
import type { CardSuit } from '../cards';
import { isFactionId, SUITS, type Suit } from '../factions';
import { countOf, SUIT_NAMES } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Owner } from '../setup';

import { trackPoints } from './data-common';
import { ALLIANCE_DIFFICULTY, ALLIANCE_SYMPATHY_TRACK, ALLIANCE_TRAIT_CARDS as TRAITS } from './data-alliance';
import { ALLIANCE_TRAITS } from './trait-ids';
import type { BotRules, Criterion, OtherBotSettings, Turn } from './core';
import { cardRef } from './deck';

const A = 'alliance' as const;
const BASE_NAMES: { [S in Suit]: string } = { fox: 'Base Renard', rabbit: 'Base Lapin', mouse: 'Base Souris' };

function sympathetic(t: Turn, c: number): boolean {
  return t.tokensOf(c, A, 'sympathy') > 0;
}
function tokensOnBoard(t: Turn): number {
  return t.clearings().filter((c) => sympathetic(t, c)).length;
}
function baseOffBoard(t: Turn, s: Suit): boolean {
  return t.supply('building', `base_${s}`) > 0;
}
/** Clearings joined by a path (2.2.1); bots treat closed paths as paths (R12.2.1). */
function neighbours(t: Turn, c: number): number[] {
  return t.map.paths.filter(([a, b]) => a === c || b === c).map(([a, b]) => (a === c ? b : a));
}
function enemyWarriors(t: Turn, c: number): number {
  return t.enemiesIn(c).reduce((s, o) => s + t.warriors(c, o), 0);
}
/** R6.2.5: one opponent with at least 3 warriors here. */
function martialLaw(t: Turn, c: number): Owner | null {
  return t.enemiesIn(c).find((o) => t.warriors(c, o) >= 3) ?? null;
}

/**
 * R6.5.1 Spread Sympathy once. `score`: false for Wildfire (no points, no 5-point bonus).
 * Returns the clearing, or null.
 */
function spread(t: Turn, order: CardSuit, rule: string, intro: string, score = true, why: Reason[] = []): number | null {
  const reasons: Reason[] = [...why];
  const fiveVp = (text: string) => {
    const vp = score ? t.addScore(A, 5) : 0;
    t.step({
      rule,
      text: `${intro} ${text} ${score ? `L’Alliance marque ${countOf(vp, 'point')} (R6.5.1.II).` : 'Trait Feu de forêt : pas de points.'}`,
      reasons: [...reasons, reason('R6.5.1.II', 'Impossible de placer un jeton de Sympathie : 5 points de victoire (R6.5.1.II).')],
      ...(score ? { points: { [A]: vp } } : {}),
    });
    return null;
  };
  if (t.supply('token', 'sympathy') <= 0) return fiveVp('La piste de Sympathie est vide.');
  const legal = (c: number) => t.placeRefusal(c, 'token', 'sympathy');
  const indifferent = t.clearings().filter((c) => !sympathetic(t, c));
  const cands = indifferent.filter((c) => t.isOrdered(c, order) && neighbours(t, c).some((n) => sympathetic(t, n)));
  const crit: Criterion<number>[] = [{ rule: 'R6.5.1', label: 'le moins de guerriers adverses', best: 'min', value: (c) => enemyWarriors(t, c) }];
  let r = t.chooseClearing(cands, crit, legal);
  reasons.push(
    reason(
      'R6.5.1',
      cands.length
        ? `Clairières indifférentes ${order === 'bird' ? '(Oiseau : toutes ordonnées)' : 'ordonnées'} adjacentes à une clairière sympathisante : ${cands.join(', ')} (R6.5.1).`
        : `Aucune clairière indifférente ${order === 'bird' ? '' : 'ordonnée '}adjacente à une clairière sympathisante (R6.5.1).`,
    ),
    ...r.reasons,
  );
  let pool = cands;
  if (r.picked === null) {
    pool = indifferent;
    r = t.chooseClearing(indifferent, [{ rule: 'R6.5.1.I', label: 'aucune clairière équivalente : le moins de pièces adverses', best: 'min', value: (c) => t.enemyPieces(c) }], legal);
    reasons.push(...r.reasons);
  }
  if (r.picked === null) return fiveVp('Aucune clairière ne peut recevoir de jeton de Sympathie.');
  const c = r.picked;
  // a Snare (R11.8.2) is tripped over: the step is recorded by the Turn, the Sympathy is not placed
  if (!t.placeToken(c, 'sympathy')) return null;
  const n = tokensOnBoard(t);
  const track = trackPoints(ALLIANCE_SYMPATHY_TRACK, n);
  const ml = martialLaw(t, c);
  let vp = 0;
  if (score) {
    vp = t.addScore(A, Math.max(0, track - (ml ? 1 : 0)));
    reasons.push(reason('R6.5.1', `Case dévoilée de la piste de Sympathie (${countOf(n, 'jeton')} sur le plateau) : ${track} (valeurs de piste : ${ALLIANCE_SYMPATHY_TRACK.status}).`));
    if (ml) reasons.push(reason('R6.2.5', `Loi martiale : ${t.the(ml)} a ${t.warriors(c, ml)} guerriers dans la clairière : 1 point de moins, jamais moins de 0 (R6.2.5).`));
  }
  t.step({
    rule,
    text: `${intro} L’Alliance place un jeton de Sympathie dans la ${t.clearingName(c)}${score ? ` et marque ${countOf(vp, 'point')}` : ', sans marquer de point (Trait Feu de forêt)'}.`,
    reasons,
    choice: { picked: String(c), candidates: pool.map(String) },
    ...(score ? { points: { [A]: vp } } : {}),
  });
  return c;
}

/**
 * R6.4.3 Revolt (non-bird order: the ordered base only) and R6.5.2 Surprise Revolt (bird order:
 * any base still off the board). Returns whether a Revolt took place.
 */
function revolt(t: Turn, order: CardSuit, rule: 'R6.4.3' | 'R6.5.2'): boolean {
  const suits = order === 'bird' ? SUITS.filter((s) => baseOffBoard(t, s)) : baseOffBoard(t, order) ? [order] : [];
  const name = rule === 'R6.4.3' ? 'Révolte' : 'Révolte surprise';
  if (order !== 'bird' && !suits.length) {
    t.step({ rule, text: `Pas de Révolte : la ${BASE_NAMES[order]} est déjà sur le plateau.` });
    return false;
  }
  if (!suits.length) {
    t.step({ rule, text: `Pas de ${name} : les trois Bases sont déjà sur le plateau.` });
    return false;
  }
  const cands = t.clearings().filter((c) => sympathetic(t, c) && suits.includes(t.suitOf(c) as Suit));
  const legal = (c: number): Reason | null => {
    const kind = `base_${t.suitOf(c)}`;
    const res = removeAllEnemyPieces(t.setup, { clearing: c, by: A, effect: 'revolt' });
    if (!res.ok || !res.outcomes.length) return res.problems[0] ? reason(res.problems[0].rule, res.problems[0].text) : reason('G.1.23', 'Révolte impossible.');
    const saved = t.setup;
    t.setup = res.outcomes[0]!.setup;
    const why = t.freeSlots(c) <= 0 ? reason('2.2.3', 'Même sans les pièces adverses, aucun emplacement de construction libre pour la Base.') : t.placeRefusal(c, 'building', kind);
    t.setup = saved;
    return why;
  };
  const r = t.chooseClearing(cands, [{ rule, label: 'clairière sympathisante avec le plus de pièces adverses', best: 'max', value: (c) => t.enemyPieces(c) }], legal);
  const scope =
    order === 'bird'
      ? `clairières sympathisantes de la couleur d’une Base encore sur le plateau de faction (${suits.map((s) => SUIT_NAMES[s]).join(', ')})`
      : `clairières sympathisantes ${SUIT_NAMES[order]} (la ${BASE_NAMES[order]} est sur le plateau de faction)`;
  const reasons = [reason(rule, `${name} : ${scope} : ${cands.length ? cands.join(', ') : 'aucune'} (${rule}).`), ...r.reasons];
  if (r.picked === null) {
    t.step({ rule, text: `Pas de ${name} : aucune clairière ne convient.`, reasons });
    return false;
  }
  const c = r.picked;
  const suit = t.suitOf(c) as Suit;
  const res = t.removeAll(c, 'revolt', rule, `${name} dans la ${t.clearingName(c)} : toutes les pièces adverses en sont retirées.`, {
    reasons,
    choice: { picked: String(c), candidates: cands.map(String) },
  });
  if ('refused' in res) {
    t.step({ rule, text: `${name} impossible dans la ${t.clearingName(c)} : ${res.refused.text}`, reasons });
    return false;
  }
  const placed = t.placeBuilding(c, `base_${suit}`);
  t.amend(res.step, placed ? `L’Alliance y place sa ${BASE_NAMES[suit]}.` : `La ${BASE_NAMES[suit]} ne peut pas y être placée.`);
  return true;
}

function organiseThreshold(t: Turn): number {
  return t.difficulty === 'facile' ? 4 : t.difficulty === 'normal' ? 3 : 2;
}

export const allianceBot: BotRules = {
  faction: A,
  chapter: 'R6',
  traits: ALLIANCE_TRAITS,

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[A] ??= {});
    p.bot = true;
    t.step({ rule: 'R6.3.1', text: 'Réserve de 10 guerriers près du plateau de faction.' });
    t.step({ rule: 'R6.3.2', text: 'Les 3 Bases (Renard, Lapin, Souris) sur leurs emplacements du plateau de faction.' });
    t.step({ rule: 'R6.3.3', text: 'Les 10 jetons de Sympathie sur leur piste : l’Alliance Automatisée ne place rien sur la carte à la mise en place.' });
  },

  turn(t) {
    t.phase('aurore');
    const card = t.revealOrderStep('R6.4.1');
    if (!card) return;
    const order = card.suit;
    t.craftOrder(card, 'R6.4.2');
    let revolted = false;
    if (order === 'bird') t.step({ rule: 'R6.4.3', text: 'Carte d’ordre Oiseau : pas de Révolte à l’Aurore.' });
    else revolted = revolt(t, order, 'R6.4.3');
    if (!revolted) {
      const n = tokensOnBoard(t);
      const times = n <= 4 ? 2 : 1;
      const why = [reason('R6.4.4', `Pas de Révolte à l’Aurore : Compassion générale ; ${countOf(n, 'jeton')} de Sympathie sur le plateau, donc ${times === 2 ? '2 fois (0 à 4 jetons)' : '1 fois (5 jetons ou plus)'} (R6.4.4).`)];
      for (let i = 0; i < times; i++) spread(t, order, 'R6.4.4', `Compassion générale (${i + 1}/${times}) :`, true, why);
    }
    t.phase('jour');
    spread(t, order, 'R6.5.1', 'Gagner de la Sympathie :');
    if (order === 'bird') revolt(t, order, 'R6.5.2');
    t.phase('crepuscule');
    // R6.6.1 Organise, in priority order (R2.4)
    const threshold = organiseThreshold(t);
    const bases = () => t.byPriority(t.clearings().filter((c) => SUITS.some((s) => t.buildingsOf(c, A, `base_${s}`) > 0)));
    const diff = t.difficulty !== 'normal' ? [reason('R3.3.1', `Difficulté ${t.difficulty} : ${ALLIANCE_DIFFICULTY[t.difficulty].effect}`)] : [];
    let organised = false;
    for (const c of bases()) {
      const w = t.warriors(c);
      if (w < threshold) continue;
      const h = t.setup.clearings[String(c)]!;
      h.warriors = { ...(h.warriors ?? {}) };
      delete h.warriors[A];
      organised = true;
      t.step({
        rule: 'R6.6.1',
        text: `Organisation : la ${t.clearingName(c)} a une Base et ${countOf(w, 'guerrier')} de l’Alliance (${threshold} au moins) : ils sont retirés.`,
        reasons: [reason('R2.4', 'Plusieurs clairières : dans l’ordre de priorité (R2.4).'), ...diff],
      });
      spread(t, order, 'R6.6.1', 'Organisation, gagner de la Sympathie :');
    }
    if (!organised) t.step({ rule: 'R6.6.1', text: `Organisation : aucune clairière avec une Base et au moins ${countOf(threshold, 'guerrier')} de l’Alliance.`, reasons: diff });
    // R6.6.2 Recruit
    const placed: number[] = [];
    const reasons: Reason[] = [];
    for (const c of bases()) {
      if (t.placeWarriors(c, 1)) placed.push(c);
      else reasons.push(reason('R2.3', `Pas de guerrier dans la ${t.clearingName(c)} : ${t.supply('warrior', 'warrior') <= 0 ? 'réserve vide (1.5.1)' : (t.placeRefusal(c, 'warrior')?.text ?? 'placement impossible')}.`));
    }
    t.step({
      rule: 'R6.6.2',
      text: bases().length ? (placed.length ? `Recrutement : 1 guerrier dans ${placed.map((c) => `la ${t.clearingName(c)}`).join(', ')}.` : 'Recrutement : aucun guerrier placé.') : 'Recrutement : aucune Base sur le plateau.',
      reasons,
    });
    if (t.traits.has('wildfire')) spread(t, order, 'R3.3.2', 'Trait Feu de forêt :', false, [reason('R3.3.2', TRAITS.wildfire.effect)]);
    if (t.difficulty === 'cauchemardesque') {
      const g = t.addScore(A, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', ALLIANCE_DIFFICULTY.cauchemardesque.effect)], points: { [A]: g } });
    }
    t.step({ rule: 'R6.6.3', text: `L’Alliance défausse la carte d’ordre (${cardRef(card)}).` });
  },

  afterDefence(t: Turn, clearing: number, removed: RemovedPiece[], settings: OtherBotSettings) {
    const traits = settings.traits ?? [];
    if (traits.includes('popularity')) {
      const n = removed.filter((p) => p.kind === 'sympathy' && p.by === t.bot).length;
      if (n) {
        const lost = isFactionId(t.bot) ? t.addScore(t.bot, -n) : 0;
        t.step({
          rule: 'R3.3.2',
          text: `Trait Popularité de l’Alliance Automatisée : ${t.the(t.bot)} ne marque rien pour ${countOf(n, 'jeton')} de Sympathie retiré${n > 1 ? 's' : ''} dans la ${t.clearingName(clearing)}.`,
          reasons: [reason('R3.3.2', TRAITS.popularity.effect)],
          points: { [t.bot]: lost },
        });
      }
    }
  },
};
