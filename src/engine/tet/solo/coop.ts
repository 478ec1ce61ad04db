/**
 * The round of a Solo Adventure or of the cooperative mode (11.5.5, 11.6.3–11.6.5): who plays after
 * a given turn, the Time pawn at each player's turn start, and the Enemy deck each Enemy draws from.
 *
 * - Solo: you, then the Enemy (11.5.5). Cooperative: player 1, Enemy 1, player 2, Enemy 2 (11.6.3).
 * - Each player advances the Time pawn one square at the start of their turn (11.5.6, 11.6.4).
 * - Each Enemy turn draws one card from the single Enemy deck the two players share (11.6.2.2) and
 *   slides it under the Unit card it names in that Enemy's own row (11.5.12.1, 11.6.5); an empty
 *   deck is replaced by its shuffled discard, without the cards lying under Enemy units (11.6.5).
 *
 * Clairière's readings (the book does not settle them; each answer says so):
 * - players are numbered in the order the position lists them; Enemy 1 is the first Enemy listed,
 *   the one player 1 is in charge of (11.6.2.1);
 * - when the position has only two sides (you and one Enemy) a cooperative round is still given,
 *   its seats named « Joueur 1 », « Ennemi 1 », « Joueur 2 », « Ennemi 2 » without units.
 */
import { reason, type Reason } from '../../core/verdict';
import { countText } from '../../core/format';
import type { Position } from '../validate';

export interface Seat {
  /** j1, e1, j2, e2 (solo: j1, e1) */
  seat: string;
  /** the player of the position at this seat, if the position has one */
  player?: string;
  enemy: boolean;
  label: string;
}

export interface RoundTurn extends Seat {
  /** this turn opens a new round */
  newRound: boolean;
  /** the Time pawn once this turn has started */
  time: number;
  /** Enemy turns: cards in the deck and in its discard once the card is drawn */
  deck?: number;
  discard?: number;
  reasons: Reason[];
}

export interface Round {
  order: Seat[];
  after: string;
  turns: RoundTurn[];
  /** the Time pawn reached zero during these turns (11.5.21, 11.6.7) */
  lost: boolean;
  reasons: Reason[];
}

/** The seats of a round, in order (11.5.5, 11.6.3), and the reasons that name them. */
export function roundOrder(pos: Position, player: string, coop: boolean): { order: Seat[]; reasons: Reason[] } {
  const mine = pos.setup.players.filter((p) => pos.teamOf(p) === pos.teamOf(player));
  const theirs = pos.setup.players.filter((p) => pos.teamOf(p) !== pos.teamOf(player));
  if (!coop) {
    const order: Seat[] = [
      { seat: 'j1', player, enemy: false, label: player },
      { seat: 'e1', ...(theirs[0] ? { player: theirs[0] } : {}), enemy: true, label: theirs[0] ?? 'Ennemi' },
    ];
    return { order, reasons: [reason('11.5.5', `Chaque manche : votre tour, puis celui de l’Ennemi ; vous commencez toujours.`)] };
  }
  const named = mine.length === 2 && theirs.length === 2;
  const seat = (s: string, k: number, enemy: boolean): Seat => {
    const p = named ? (enemy ? theirs : mine)[k] : undefined;
    const generic = `${enemy ? 'Ennemi' : 'Joueur'} ${k + 1}`;
    return { seat: s, ...(p ? { player: p } : {}), enemy, label: p ? `${p} (${generic})` : generic };
  };
  const order = [seat('j1', 0, false), seat('e1', 0, true), seat('j2', 1, false), seat('e2', 1, true)];
  const reasons = [reason('11.6.3', `Chaque manche : ${order.map((s) => s.label).join(', puis ')}.`)];
  reasons.push(
    named
      ? reason('11.6.2.1', 'Lecture de Clairière : les joueurs sont numérotés dans l’ordre de la position ; l’Ennemi 1 est le premier Ennemi nommé, celui dont le joueur 1 a la charge.')
      : reason('11.6.2.1', 'La position n’a que deux camps : les places de la manche sont nommées sans leurs unités (lecture de Clairière).'),
  );
  return { order, reasons };
}

export interface RoundInput {
  /** the seat (j1, e1…) or player whose turn has just ended; the last seat by default */
  after?: string;
  /** cards in the Enemy deck and in its discard now */
  deck?: number;
  discard?: number;
}

/** The turns of one whole round after `after`: who plays, the Time pawn, the Enemy deck (11.5.5, 11.5.6, 11.6.3–11.6.5). */
export function roundFrom(order: readonly Seat[], input: RoundInput, time: number, coop: boolean): Round | null {
  const i = input.after === undefined ? order.length - 1 : order.findIndex((s) => s.seat === input.after || s.player === input.after);
  if (i < 0) return null;
  const turns: RoundTurn[] = [];
  let t = time;
  let deck = input.deck;
  let discard = input.discard;
  let lost = false;
  const timeRule = coop ? '11.6.4' : '11.5.6';
  for (let k = 1; k <= order.length && !lost; k++) {
    const j = (i + k) % order.length;
    const s = order[j]!;
    const newRound = j === 0;
    const reasons: Reason[] = [];
    if (newRound) reasons.push(reason(coop ? '11.6.3' : '11.5.5', `Une nouvelle manche commence : ${s.label} joue en premier.`));
    if (!s.enemy) {
      const next = t - 1;
      reasons.push(reason(timeRule, `${s.label} commence son tour : le pion Temps avance d’une case, de ${t} à ${Math.max(0, next)}.`));
      t = Math.max(0, next);
      if (t === 0) {
        lost = true;
        reasons.push(reason(coop ? '11.6.7' : '11.5.21', 'Le pion Temps atteint la case « zéro » : la partie est perdue.'));
      }
      turns.push({ ...s, newRound, time: t, reasons });
      continue;
    }
    reasons.push(reason(coop ? '11.6.5' : '11.5.12.1', coop
      ? `${s.label} pioche la carte du dessus du paquet Ennemi, commun aux deux Ennemis (11.6.2.2), et la glisse sous la carte Unité qu’elle désigne, dans sa propre rangée.`
      : `${s.label} pioche la carte du dessus du paquet Ennemi et la glisse sous la carte Unité qu’elle désigne.`));
    const turn: RoundTurn = { ...s, newRound, time: t, reasons };
    if (deck !== undefined) {
      if (deck === 0) {
        const d = discard ?? 0;
        reasons.push(reason(coop ? '11.6.5' : '11.5.12.3', `Le paquet est épuisé : sa défausse (${countText(d, 'carte')}) est mélangée et devient le paquet ; les cartes glissées sous les unités ennemies n’en font pas partie.`));
        deck = d;
        discard = 0;
      }
      if (deck === 0) reasons.push(reason(coop ? '11.6.5' : '11.5.12.3', 'Ni paquet ni défausse : toutes les cartes sont sous des unités ennemies, le livret ne dit pas quoi piocher.'));
      else {
        deck--;
        reasons.push(reason(coop ? '11.6.5' : '11.5.12.1', `Il reste ${countText(deck, 'carte')} dans le paquet après la pioche${discard !== undefined ? `, ${countText(discard, 'carte')} dans la défausse` : ''}.`));
      }
      turn.deck = deck;
      if (discard !== undefined) turn.discard = discard;
    }
    turns.push(turn);
  }
  const after = order[i]!;
  const reasons = [reason(coop ? '11.6.3' : '11.5.5', `Le tour qui s’achève : ${after.label} ; puis les ${countText(turns.length, 'tour')} qui suivent.`)];
  reasons.push(reason('11.5.12.3', coop
    ? 'Lecture de Clairière : quand les quatre unités d’un Ennemi ont déjà une carte sous elles, il reprend ces cartes et la défausse pour refaire le paquet ; les cartes sous les unités de l’autre Ennemi restent où elles sont (11.6.5). Ce décompte ne le suit pas : la question « ennemi » le fait.'
    : 'Quand chaque unité ennemie a déjà une carte sous elle, toutes les cartes, défausse comprise, refont le paquet avant la pioche ; ce décompte ne le suit pas : la question « ennemi » le fait.'));
  return { order: [...order], after: after.seat, turns, lost, reasons };
}
