/**
 * Robots de la Rivière (Laws of Rootbotics, chapter R9).
 *
 * - R9.2.2 trade posts go back to the bots' board, R9.2.3.II–III Boats and Mercenaries: the
 *   engine's rules module (factions/riverfolk.ts), reused as is (a bot attacked by its buyer…);
 * - R9.3 setup: 1 warrior in each clearing along a river (on the Lake, the coastal clearings,
 *   C.2.2), 1 warrior in Payments, 5 cards in the Market;
 * - R9.4 Birdsong: fill the Market to 5 cards, craft the first card added this turn whose item is
 *   available (then discard it), the order is the rightmost card of the Market;
 * - R9.5 Daylight: Garrison (R9.5.1.I), Recruit (R9.5.2.I), Organize with the Protectionism
 *   shield and sword (R9.2.4, R9.5.3), Battle (R9.5.4.I);
 * - R9.6 Evening: score the Payments of the player with the most, Racket, discard from the Market.
 *
 * What the position cannot hold travels in `botState.boards.riverfolk`: `market` (card ids, left
 * to right) and `payments` (one owner per warrior in the Payments box). The River bots' warriors
 * in Payments are not in their supply (R9.3.4, R9.6.2). Services bought by other players happen in
 * their own Birdsong (R9.2.3): set `players.X.mercenaries` / `boats` in the position.
 * The order card option (`orderCard`, then `nextOrderCards`) gives the cards drawn into the Market.
 */
import { isFactionId } from '../factions';
import { countOf, kindName } from '../glossary';
import { problem, reason, type Reason } from '../reasons';
import type { Owner, Setup } from '../setup';
import { cardLabel, deckCard, type DeckCard } from './deck';
import { RIVERFOLK_DIFFICULTY, RIVERFOLK_TRAIT_CARDS as TRAITS } from './data-riverfolk';
import { RIVERFOLK_TRAITS } from './trait-ids';
import type { BotOptions, BotRules, Criterion, Turn } from './core';

const R = 'riverfolk' as const;
const SUIT_FR = { fox: 'Renard', rabbit: 'Lapin', mouse: 'Souris', bird: 'Oiseau' } as const;

interface Board {
  market: string[];
  payments: string[];
}

function board(t: Turn): Board {
  const b = (t.boards[R] ??= {});
  if (!Array.isArray(b.market)) b.market = [];
  if (!Array.isArray(b.payments)) b.payments = [];
  return b as unknown as Board;
}
function paid(t: Turn, o: Owner): number {
  return board(t).payments.filter((x) => x === o).length;
}
/** River warriors in the supply: those off the board and out of the Payments box. */
function reserve(t: Turn): number {
  return Math.max(0, t.supply('warrior', 'warrior') - paid(t, R));
}
function place(t: Turn, c: number, n: number): number {
  return t.placeWarriors(c, Math.min(n, reserve(t)));
}
/** Clearings along a river (on the Lake, the lake counts as rivers between coastal clearings, C.2.2). */
function riverClearings(t: Turn): number[] {
  const set = new Set<number>();
  for (const [a, b] of t.map.rivers) {
    set.add(a);
    set.add(b);
  }
  for (const c of t.map.lake?.coastal ?? []) set.add(c);
  return t.byPriority([...set]);
}
function cardName(id: string): string {
  const c = deckCard(id);
  return c ? cardLabel(c) : id;
}

// ------------------------------------------------------------------ Daylight

function garrisonWarriors(t: Turn): number {
  return t.difficulty === 'facile' ? 0 : t.difficulty === 'normal' ? 1 : 2;
}

/** R9.5.1: a trade post and 1 warrior in an ordered clearing without a trade post. */
function garrison(t: Turn, order: DeckCard['suit']): void {
  const rule = 'R9.5.1';
  const cands = t.clearings().filter((c) => t.isOrdered(c, order) && t.tokensOf(c, R) === 0 && t.suitOf(c) !== null);
  const best = (c: number) => Math.max(0, ...t.enemiesIn(c).map((o) => paid(t, o)));
  const r = t.chooseClearing(cands, [{ rule: `${rule}.I`, label: 'égalité de choix de clairière : des pièces du joueur qui a le plus de guerriers dans la case Paiements', best: 'max', value: best }], (c) =>
    t.placeRefusal(c, 'token', `trade_post_${t.suitOf(c)}`) ?? (t.supply('token', `trade_post_${t.suitOf(c)}`) <= 0 ? reason('R9.3.3', 'Plus aucun comptoir de cette couleur sur la piste.') : null),
  );
  const reasons: Reason[] = [...r.reasons];
  if (t.difficulty !== 'normal') reasons.push(reason('R3.3.1', `Difficulté ${t.difficulty} : ${RIVERFOLK_DIFFICULTY[t.difficulty].effect}`));
  if (r.picked === null) {
    t.step({ rule, text: 'Aucune clairière ordonnée ne peut recevoir de comptoir : pas de garnison.', reasons });
    return;
  }
  const c = r.picked;
  const kind = `trade_post_${t.suitOf(c)}`;
  if (!t.placeToken(c, kind)) return; // a Snare tripped over (R11.8.2), recorded by the Turn
  const k = place(t, c, garrisonWarriors(t));
  t.step({
    rule,
    text: `Garnison : ${kindName(kind)} et ${countOf(k, 'guerrier')} dans la ${t.clearingName(c)}.`,
    reasons,
    choice: { picked: String(c), candidates: cands.map(String) },
  });
}

/** R9.5.2: 1 warrior in each ordered clearing (bird: each clearing along a river), in priority order when short (I). */
function recruit(t: Turn, order: DeckCard['suit']): void {
  const rule = 'R9.5.2';
  const targets = order === 'bird' ? riverClearings(t) : t.byPriority(t.clearings().filter((c) => t.isOrdered(c, order)));
  const placed: number[] = [];
  const reasons: Reason[] = [];
  if (order === 'bird') reasons.push(reason(rule, 'Carte d’ordre Oiseau : 1 guerrier dans chaque clairière le long de la rivière (R9.5.2).'));
  for (const c of targets) {
    if (reserve(t) <= 0) {
      reasons.push(reason(`${rule}.I`, `Réserve épuisée : les guerriers ont été placés par ordre de priorité ; ${countOf(targets.length - placed.length, 'clairière')} sans guerrier (${rule}.I).`));
      break;
    }
    const why = t.placeRefusal(c, 'warrior');
    if (why) {
      reasons.push(reason('R2.3', `La ${t.clearingName(c)} ne peut pas recevoir de guerrier : ${why.text} (R2.3).`));
      continue;
    }
    if (place(t, c, 1)) placed.push(c);
  }
  t.step({
    rule,
    text: placed.length ? `Recrutement : 1 guerrier dans ${placed.length > 1 ? 'les clairières' : 'la clairière'} ${placed.join(', ')}.` : 'Recrutement : aucun guerrier placé.',
    reasons,
    choice: { picked: placed.join(','), candidates: targets.map(String) },
  });
}

/** R9.2.4, R9.5.3: check the shield and sword; if either, 1 point and 2 warriors. */
function organize(t: Turn): void {
  const rule = 'R9.5.3';
  const shield = board(t).payments.length === 0;
  const sword = reserve(t) === 0;
  t.memo.shield = shield;
  t.memo.sword = sword;
  const reasons = [
    reason('R9.2.4', `Bouclier : la case Paiements ${shield ? 'est vide, condition remplie' : `contient ${countOf(board(t).payments.length, 'guerrier')}, condition non remplie`} (R9.2.4).`),
    reason('R9.2.4', `Épée : ${sword ? 'aucun guerrier en réserve, condition remplie' : `${countOf(reserve(t), 'guerrier')} en réserve, condition non remplie`} (R9.2.4).`),
  ];
  if (!shield && !sword) {
    t.step({ rule, text: 'Protectionnisme : ni bouclier ni épée, pas d’Organisation.', reasons });
    return;
  }
  const vp = t.addScore(R, 1);
  const cands = t.clearings().filter((c) => t.piecesOf(c, R) > 0);
  const r = t.chooseClearing(cands, [{ rule, label: 'clairière avec des pièces de la Rivière et le plus de pièces adverses', best: 'max', value: (c) => t.enemyPieces(c) }], (c) => t.placeRefusal(c, 'warrior'));
  let text = `Protectionnisme (${[shield ? 'bouclier' : '', sword ? 'épée' : ''].filter(Boolean).join(' et ')}) : 1 point de victoire`;
  if (r.picked === null) text += ', mais aucune clairière où placer les 2 guerriers.';
  else {
    const k = place(t, r.picked, 2);
    text += k ? ` et ${countOf(k, 'guerrier')} dans la ${t.clearingName(r.picked)}.` : ' ; la réserve est vide : aucun guerrier placé.';
  }
  t.step({ rule, text, reasons: [...reasons, ...r.reasons], points: { [R]: vp }, ...(r.picked !== null ? { choice: { picked: String(r.picked), candidates: cands.map(String) } } : {}) });
}

/** R9.5.4: shield: battle in each clearing; else sword: in each ordered clearing. Defender: fewest in Payments (I), then R2.2. */
function battles(t: Turn, order: DeckCard['suit']): void {
  const rule = 'R9.5.4';
  const shield = t.memo.shield === true;
  const sword = t.memo.sword === true;
  if (!shield && !sword) {
    t.step({ rule, text: 'Ni bouclier ni épée : pas de combat.' });
    return;
  }
  const where = t.clearings().filter((c) => (shield || t.isOrdered(c, order)) && t.warriors(c) > 0 && t.enemiesIn(c).length > 0);
  t.step({ rule, text: shield ? 'Bouclier : combat dans chaque clairière (l’épée est ignorée).' : 'Épée : combat dans chaque clairière ordonnée.' });
  for (const c of t.byPriority(where)) {
    if (t.warriors(c) === 0 || !t.enemiesIn(c).length) continue;
    const crit: Criterion<Owner>[] = [{ rule: `${rule}.I`, label: 'égalité du défenseur : le moins de guerriers dans la case Paiements', best: 'min', value: (o) => paid(t, o) }];
    const d = t.choosePlayer(t.enemiesIn(c), crit, (o) => t.battleRefusal(c, o));
    if (d.picked === null) continue;
    t.battle(c, d.picked, rule, `Les Robots de la Rivière attaquent ${t.the(d.picked)} dans la ${t.clearingName(c)}.`, {
      reasons: [reason('R2.4', 'Plusieurs combats : dans l’ordre de priorité des clairières (R2.4).'), ...d.reasons],
      choice: { picked: d.picked, candidates: t.enemiesIn(c) },
    });
  }
}

// ------------------------------------------------------------------ the module

export const riverfolkBot: BotRules = {
  faction: R,
  chapter: 'R9',
  traits: RIVERFOLK_TRAITS,

  check(_setup: Setup, o: BotOptions) {
    const raw = (o.botState?.boards as Record<string, unknown> | undefined)?.[R] as Record<string, unknown> | undefined;
    const out = [];
    if (raw !== undefined) {
      if (raw.market !== undefined && (!Array.isArray(raw.market) || raw.market.length > 5 || raw.market.some((x) => typeof x !== 'string' || !deckCard(x))))
        out.push(problem('R9.2.1', 'Marché illisible : au plus 5 identifiants de cartes sont attendus.', 'botState'));
      if (raw.payments !== undefined && (!Array.isArray(raw.payments) || raw.payments.some((x) => typeof x !== 'string' || !isFactionId(x))))
        out.push(problem('R9.2.3', 'Case Paiements illisible : une liste de factions (une par guerrier) est attendue.', 'botState'));
    }
    return out;
  },

  setup(t) {
    t.phase('mise_en_place');
    const p = (t.setup.players[R] ??= {});
    p.bot = true;
    t.step({ rule: 'R9.3.1', text: 'Réserve de 15 guerriers.' });
    const placed = riverClearings(t).filter((c) => !t.placeRefusal(c, 'warrior') && place(t, c, 1));
    t.step({ rule: 'R9.3.2', text: `1 guerrier dans chaque clairière reliée à la rivière : ${placed.join(', ') || 'aucune'}.` });
    t.step({ rule: 'R9.3.3', text: 'Les 9 comptoirs sont posés sur leur piste.' });
    const b = board(t);
    b.payments = [];
    if (reserve(t) > 0) b.payments.push(R);
    t.step({ rule: 'R9.3.4', text: 'Fonds de départ : 1 guerrier sur la case Paiements.' });
    b.market = [];
    for (let i = 0; i < 5; i++) {
      const c = t.revealOrder(undefined);
      if (!c.card) break;
      b.market.push(c.card.id);
      t.step({ rule: 'R9.3.5', text: `Carte ajoutée au Marché : ${cardLabel(c.card)}.`, draw: { ...c.draw, what: 'carte du Marché' } });
    }
  },

  turn(t) {
    t.phase('aurore');
    t.setup.players[R]!.bot = true;
    const b = board(t);
    const prompts: Reason[] = [];
    if (t.traits.has('greedy')) prompts.push(reason('R3.3.2', `Trait Cupide : ${TRAITS.greedy.effect} (pendant l’Aurore des autres joueurs).`));
    if (t.traits.has('involved')) prompts.push(reason('R3.3.2', `Trait Impliqué : ${TRAITS.involved.effect}`));
    // R9.4.1 fill the Market
    const added: DeckCard[] = [];
    let first = true;
    while (b.market.length < 5) {
      const r = t.revealOrder(first ? t.options.orderCard : t.nextGivenCard());
      first = false;
      if (!r.card) {
        t.step({ rule: 'R9.4.1', text: 'La pioche connue est vide : le Marché reste incomplet.' });
        break;
      }
      b.market.push(r.card.id);
      added.push(r.card);
      t.step({ rule: 'R9.4.1', text: `Carte ajoutée à droite du Marché : ${cardLabel(r.card)}.`, draw: { ...r.draw, what: 'carte du Marché' }, prompts: added.length === 1 ? prompts : [] });
    }
    if (!added.length) t.step({ rule: 'R9.4.1', text: 'Le Marché compte déjà 5 cartes.', prompts });
    // R9.4.2 craft the first added card with an available item
    const craft = added.find((c) => c.item && t.itemSupply(c.item) > 0);
    if (!craft) t.step({ rule: 'R9.4.2', text: added.length ? 'Aucune carte ajoutée ce tour ne représente un objet disponible : pas de fabrication.' : 'Aucune carte ajoutée ce tour : pas de fabrication.' });
    else {
      t.craftOrder(craft, 'R9.4.2');
      b.market.splice(b.market.indexOf(craft.id), 1);
      t.step({ rule: 'R9.4.2', text: `${cardLabel(craft)} est défaussée : il reste ${countOf(b.market.length, 'carte')} au Marché.` });
    }
    // R9.4.3 the order
    const right = b.market.length ? deckCard(b.market[b.market.length - 1]!) : undefined;
    if (!right) {
      t.step({ rule: 'R9.4.3', text: 'Le Marché est vide : aucun ordre, le tour s’arrête.' });
      return;
    }
    const order = right.suit;
    t.step({ rule: 'R9.4.3', text: `La carte la plus à droite du Marché est ${cardLabel(right)} : l’ordre est ${SUIT_FR[order]}.`, reasons: [reason('R2.7', 'La couleur de l’ordre fixe les clairières ordonnées (R2.7).')] });

    t.phase('jour');
    garrison(t, order);
    recruit(t, order);
    organize(t);
    battles(t, order);

    // R9.6 Evening
    t.phase('crepuscule');
    const owners = [...new Set(b.payments)] as Owner[];
    const top = t.choosePlayer(owners, [{ rule: 'R9.6.1', label: 'le plus de guerriers dans la case Paiements', best: 'max', value: (o) => paid(t, o) }]);
    if (top.picked === null) t.step({ rule: 'R9.6.1', text: 'La case Paiements est vide : aucun point.' });
    else {
      const who = top.picked;
      const n = paid(t, who);
      const vp = t.addScore(R, n);
      b.payments = b.payments.filter((x) => x !== who);
      t.step({
        rule: 'R9.6.1',
        text: `${t.The(who)} a le plus de guerriers dans la case Paiements (${n}) : ${countOf(vp, 'point')} de victoire, et ces guerriers retournent dans sa réserve.`,
        reasons: [...top.reasons, ...(who === R ? [reason('R9.6.1', 'Les guerriers de la Rivière de la case Paiements (Racket, paiements à leur place) comptent comme ceux d’un joueur (lecture non confirmée).')] : [])],
        choice: { picked: who, candidates: owners },
        points: { [R]: vp },
      });
    }
    if (t.memo.shield === true || t.memo.sword === true) {
      const taken: string[] = [];
      for (const c of t.clearings()) {
        const n = t.here(c).warriors?.[R] ?? 0;
        if (n <= 2) continue;
        const h = t.setup.clearings[String(c)]!;
        h.warriors = { ...h.warriors, [R]: 2 };
        for (let i = 0; i < n - 2; i++) b.payments.push(R);
        taken.push(`${countOf(n - 2, 'guerrier')} de la clairière ${c}`);
      }
      t.step({ rule: 'R9.6.2', text: taken.length ? `Racket : ${taken.join(', ')} vont dans la case Paiements.` : 'Racket : aucune clairière ne compte plus de 2 guerriers de la Rivière.' });
    } else t.step({ rule: 'R9.6.2', text: 'Ni bouclier ni épée : pas de Racket.' });
    const discards = t.memo.shield === true ? 2 : 1;
    const gone: string[] = [];
    for (let i = 0; i < discards && b.market.length; i++) gone.push(b.market.shift()!);
    t.step({ rule: 'R9.6.3', text: gone.length ? `Défausse de la carte la plus à gauche du Marché${discards > 1 ? ', deux fois (bouclier)' : ''} : ${gone.map(cardName).join(', ')}.` : 'Le Marché est vide : rien à défausser.' });
    if (t.difficulty === 'cauchemardesque') {
      const v = t.addScore(R, 1);
      t.step({ rule: 'R3.3.1', text: 'Difficulté cauchemardesque : 1 point de victoire à la fin du Crépuscule.', reasons: [reason('R3.3.1', RIVERFOLK_DIFFICULTY.cauchemardesque.effect)], points: { [R]: v } });
    }
  },
};
