/**
 * Duché Souterrain (12) and Duché Foreur (R10).
 * The Burrow (12.2.2, R10.2.2): a colourless clearing adjacent to every clearing with a Tunnel;
 * pieces not of the Duchy can be neither placed nor moved there; the Duchy always rules it.
 * Battle: the Price of Failure (12.2.3): each time at least one Duchy building is removed, the
 * highest-ranking swayed minister goes back (its crown leaves the game) and the Duchy discards a
 * random card. The bot's Cost of Errors (R10.2.1): the crown of the first swayed minister from
 * the bottom of its board (assumed in the order of R10.7) is removed. Its Captain (R10.7.1) deals
 * 1 extra hit when attacking in a clearing with a Tunnel.
 */
import type { BattleEffect, BattleQuery, FactionRules } from '../hooks';
import { isFactionId, type Suit } from '../factions';
import { reason } from '../reasons';
import type { BattleOffer } from '../types';
import { MINISTERS, type Minister, type Setup } from '../setup';
import { MINISTER_NAMES, SUIT_NAMES } from '../glossary';

/** Ranks (12.2.3, 12.5.3): lords, then nobles, then squires. */
const RANKS: Minister[][] = [
  ['duchess', 'baron', 'earl'],
  ['brigadier', 'banker', 'mayor'],
  ['foremole', 'captain', 'marshal'],
];
/**
 * The Drillbit Duchy's minister board from top to bottom, assumed to follow R10.7, with the suit of
 * each minister (community app clockroot, non confirmé; the worked example R10 fixes Foremole and
 * Mayor as mouse, the Mayor below the Foremole, the Marshal above the Brigadier).
 */
export const DUCHY_MINISTERS: readonly { id: Minister; suit: Suit }[] = [
  { id: 'captain', suit: 'fox' },
  { id: 'marshal', suit: 'rabbit' },
  { id: 'foremole', suit: 'mouse' },
  { id: 'brigadier', suit: 'fox' },
  { id: 'banker', suit: 'rabbit' },
  { id: 'mayor', suit: 'mouse' },
  { id: 'earl', suit: 'fox' },
  { id: 'baron', suit: 'rabbit' },
  { id: 'duchess', suit: 'mouse' },
];

function highest(swayed: Minister[]): Minister[] {
  for (const rank of RANKS) {
    const xs = MINISTERS.filter((m) => rank.includes(m) && swayed.includes(m));
    if (xs.length) return xs;
  }
  return [];
}

function lostMinister(q: BattleQuery): Minister | null {
  const swayed = q.ctx.setup.players.duchy?.ministers ?? [];
  if (q.ctx.isBot('duchy')) {
    // Trait Fondations (ROOT-231): the bottommost swayed minister of the battle clearing's suit
    const foundations = q.ctx.hasTrait('duchy', 'foundations');
    return [...DUCHY_MINISTERS].reverse().find((m) => swayed.includes(m.id) && (!foundations || m.suit === q.suit))?.id ?? null;
  }
  const top = highest(swayed);
  return q.choices.minister && top.includes(q.choices.minister) ? q.choices.minister : (top[0] ?? null);
}
import { ruleOf } from './util';

export const duchy: FactionRules = {
  id: 'duchy',
  active: (ctx) => ctx.inGame('duchy'),
  control: {
    outright(ctx, place) {
      if (place !== 'terrier') return null;
      const rule = ruleOf(ctx, 'duchy', '12.2.2', 'R10.2.2');
      return { owner: 'duchy', priority: 0, reason: reason(rule, `Le Duché contrôle toujours le Terrier, même sans y avoir de pièce (${rule}).`) };
    },
  },
  movement: {
    move(q) {
      if (q.to !== 'terrier' || q.mover === 'duchy') return [];
      const rule = ruleOf(q.ctx, 'duchy', '12.2.2', 'R10.2.2');
      return [{ forbid: reason(rule, `Seules les pièces du Duché peuvent se déplacer dans le Terrier (${rule}).`) }];
    },
  },
  placement: {
    place(ctx, owner, place) {
      if (place !== 'terrier' || owner === 'duchy') return [];
      const rule = ruleOf(ctx, 'duchy', '12.2.2', 'R10.2.2');
      return [{ forbid: reason(rule, `Seules les pièces du Duché peuvent être placées dans le Terrier (${rule}).`) }];
    },
  },
  battle: {
    options(q) {
      if (q.role('duchy') === null || q.ctx.isBot('duchy')) return [];
      if (!(q.here().buildings ?? []).some((b) => b.owner === 'duchy')) return [];
      const top = highest(q.ctx.setup.players.duchy?.ministers ?? []);
      if (top.length < 2) return [];
      const offer: BattleOffer = {
        choice: 'minister',
        by: 'duchy',
        label: 'Ministre perdu en cas d’échec',
        value: top[0]!,
        alternatives: top,
        reason: reason('12.2.3', `Le prix de l’échec : si un bâtiment du Duché est retiré, il choisit lequel de ses Ministres de plus haut rang il perd (${top.map((m) => MINISTER_NAMES[m]).join(', ')}) (12.2.3).`),
      };
      return [offer];
    },
    extraHits(q, role) {
      if (role !== 'attacker' || q.attacker !== 'duchy' || !q.ctx.isBot('duchy')) return [];
      if (!(q.ctx.setup.players.duchy?.ministers ?? []).includes('captain')) return [];
      if (!(q.here().tokens ?? []).some((t) => t.owner === 'duchy' && t.kind === 'tunnel')) return [];
      return [{ hits: 1, reason: reason('R10.7.1', 'Capitaine : le Duché Foreur attaque dans une clairière avec un Tunnel : 1 perte additionnelle (R10.7.1).') }];
    },
    removed(q, owner, pieces) {
      if (owner !== 'duchy' || !pieces.some((p) => p.category === 'building')) return [];
      const m = lostMinister(q);
      const bot = q.ctx.isBot('duchy');
      const foundations = bot && q.ctx.hasTrait('duchy', 'foundations');
      const suitName = q.suit ? SUIT_NAMES[q.suit] : 'de la clairière';
      // Trait Investisseurs (ROOT-232): a human who triggers it has a choice to make
      const by = pieces.find((p) => p.category === 'building')!.by;
      const investors: BattleEffect[] =
        bot && q.ctx.hasTrait('duchy', 'investors') && isFactionId(by) && !q.ctx.isBot(by)
          ? [
              {
                reason: reason(
                  'R3.3.2',
                  `Trait Investisseurs : ${q.ctx.the(by)} doit défausser une carte ${suitName}. Si la carte est défaussée, le Duché Foreur perd 1 point ; sinon, le Duché rallie un Ministre ${suitName}, comme par l’action Rallier.`,
                ),
                forHumans: true,
              },
            ]
          : [];
      if (!m)
        return [
          {
            reason: bot
              ? foundations
                ? reason('R10.2.1', `Coût des erreurs, Trait Fondations : aucun Ministre ${suitName} n’a de couronne, rien à retirer (R10.2.1, R3.3.2).`)
                : reason('R10.2.1', 'Coût des erreurs : aucun Ministre n’a de couronne, rien à retirer (R10.2.1).')
              : reason('12.2.3', 'Le prix de l’échec : aucun Ministre rallié à rendre ; le Duché défausse 1 carte au hasard (12.2.3).'),
          },
          ...investors,
        ];
      const drop = (s: Setup) => {
        const p = s.players.duchy;
        if (!p?.ministers) return;
        p.ministers = p.ministers.filter((x) => x !== m);
        if (!p.ministers.length) delete p.ministers;
      };
      return [
        {
          reason: bot
            ? foundations
              ? reason('R10.2.1', `Coût des erreurs, Trait Fondations : la couronne du Ministre ${MINISTER_NAMES[m]}, premier Ministre ${suitName} couronné en partant du bas, est retirée (R10.2.1, R3.3.2).`)
              : reason('R10.2.1', `Coût des erreurs : la couronne du Ministre ${MINISTER_NAMES[m]}, premier Ministre couronné en partant du bas, est retirée (R10.2.1).`)
            : reason('12.2.3', `Le prix de l’échec : le Duché rend le Ministre ${MINISTER_NAMES[m]} à ses Ministres non ralliés, sa couronne quitte la partie, puis il défausse 1 carte au hasard (12.2.3).`),
          apply: drop,
        },
        ...investors,
      ];
    },
  },
};
