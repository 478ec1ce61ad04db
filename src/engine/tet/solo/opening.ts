/**
 * The random placement of the Enemy's units at setup (11.5.4.1–11.5.4.5), as exact probabilities:
 * four Unit pawns shaken and dropped one at a time (each remaining one as likely), three Flag pawns
 * likewise; the first three units drawn go on the Trigger square of the Flag drawn with them, the
 * fourth next to the third, on the first free neighbour met by the Decision Compass of the top card
 * of the Enemy deck (11.5.4.4), a card then shuffled back (11.5.4.5).
 *
 * Every order of the Flag pawns is enumerated (3!, each as likely; each unit is k-th drawn with
 * probability 1/4, whatever the Flags) and, for the top card, each
 * compass point with its share of the deck: the book prints no Enemy card, so how many of the nine
 * cards point each way is a reader input, one quarter each « non confirmé » by default.
 *
 * Clairière's reading (the book is silent): a Trigger square already taken (by one of your units,
 * or by the other Enemy's in the cooperative mode, 11.6.2.4) sends the unit to its first free
 * neighbour by the Compass of that same top card, as 11.5.20.3 does for a replacement unit.
 */
import { add, compare, frac, fractionText, mul, type Fraction } from '../../core/fraction';
import { reason, type Reason } from '../../core/verdict';
import { countText } from '../../core/format';
import { CLASS_NAMES } from '../glossary';
import { indexOf, parseSquare, squareName } from '../grid';
import { ZONES } from '../types';
import { position, type Position } from '../validate';
import { soloBoard, type SoloBoard } from './board';
import { besideByCompass } from './placement';
import { enemyRow } from './enemy';
import { COMPASS, COMPASS_NAMES, type CompassPoint, type Dungeon } from './types';

/** how many of the Enemy deck's cards point each way (the deck has 9 cards, 11.5.2) */
export type CompassCounts = Record<CompassPoint, number>;
export const EVEN_COMPASS: CompassCounts = { N: 1, E: 1, S: 1, O: 1 };

export interface OpeningSquare {
  /** null: no free square, the book does not say */
  square: string | null;
  how: string;
  probability: string;
}
export interface OpeningUnit {
  unit: string;
  label: string;
  squares: OpeningSquare[];
  /** P(this unit is the fourth drawn, placed by the Compass) */
  fourth: string;
}
export interface Opening {
  enemy: string;
  /** each Flag, its Trigger square, and P(it is drawn third: the fourth unit goes next to its unit) */
  flags: { zone: string; trigger: string; third: string }[];
  arrows: { point: CompassPoint; probability: string }[];
  units: OpeningUnit[];
  reasons: Reason[];
}

const permutations = <T>(xs: readonly T[]): T[][] => (xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));

/** The Enemy `enemy`'s placement odds on `pos` (its units' current squares play no part). */
export function openingOdds(pos: Position, dungeons: readonly Dungeon[], enemy: string, counts?: CompassCounts): Opening | { problem: string } {
  const row = enemyRow({ pos, closed: new Set(), inside: new Map() }, enemy);
  if (row.length !== 4 || new Set(row.map((u) => u.class)).size !== 4) return { problem: 'Le tirage de la mise en place suppose les quatre unités de l’Ennemi, une de chaque classe (11.5.4.1).' };
  const { width, squares } = pos;
  const flags = ZONES.flatMap((z) => {
    const i = squares.findIndex((s) => s.zone === z && s.trigger);
    return i < 0 ? [] : [{ zone: z as string, i, trigger: squareName(i % width, Math.floor(i / width)) }];
  });
  if (flags.length !== 3) return { problem: `Le tirage de la mise en place suppose trois Zones de Contrôle, donc trois Drapeaux ; cette carte a ${countText(flags.length, 'case Déclencheur', 'cases Déclencheur')} (11.5.4.2).` };
  const b: SoloBoard = soloBoard(position({ ...pos.setup, units: pos.setup.units.filter((u) => u.owner !== enemy) }), dungeons);
  const c = counts ?? EVEN_COMPASS;
  const total = COMPASS.reduce((s, p) => s + c[p], 0);
  const arrows = COMPASS.filter((p) => c[p] > 0).map((p) => ({ point: p, p: frac(c[p], total) }));
  // Which unit comes k-th is independent of the Flags and of the card: each unit is k-th with
  // probability 1/4 (4! orders, each as likely). So the squares of the four places are worked out
  // once per order of the Flags (3!, each as likely) and arrow, and every unit shares them.
  const pPlace = frac(1, 4 * 6);
  const memo = new Map<string, string | null>();
  const beside = (sq: string, arrow: CompassPoint, taken: number[]) => {
    const key = `${sq}|${arrow}|${taken.join(',')}`;
    if (!memo.has(key)) memo.set(key, besideByCompass(b, sq, arrow, new Set(taken)).square);
    return memo.get(key)!;
  };
  const acc = new Map<string, { square: string | null; how: string; p: Fraction }>();
  const put = (square: string | null, how: string, p: Fraction) => {
    const k = `${square}|${how}`;
    const o = acc.get(k);
    acc.set(k, { square, how, p: o ? add(o.p, p) : p });
  };
  for (const fl of permutations(flags))
    for (const { point, p } of arrows) {
      const pp = mul(pPlace, p);
      const taken: number[] = [];
      let last: string | null = null;
      for (const f of fl) {
        if (!b.pos.unitAt.has(f.i) && !b.closed.has(f.i) && !taken.includes(f.i)) {
          put(f.trigger, `case Déclencheur ${f.zone}`, pp);
          taken.push(f.i);
          last = f.trigger;
          continue;
        }
        const s = beside(f.trigger, point, taken);
        put(s, `à côté de la case Déclencheur ${f.zone}, prise, par la Boussole`, pp);
        last = s;
        if (s) {
          const q = parseSquare(s, width, pos.height)!;
          taken.push(indexOf(q.x, q.y, width));
        }
      }
      put(last ? beside(last, point, taken) : null, 'à côté de la troisième unité, par la Boussole', pp);
    }
  const shared = [...acc.values()].sort((x, z) => compare(z.p, x.p) || String(x.square).localeCompare(String(z.square))).map((x) => ({ square: x.square, how: x.how, probability: fractionText(x.p) }));
  const reasons = [
    reason('11.5.4.1', 'Les quatre pions Unité de l’Ennemi sont tirés un à un, à l’aveugle : chacun des pions restants a la même chance, donc chaque unité a une chance sur quatre d’être la première, la deuxième, la troisième ou la quatrième tirée, et toutes ont les mêmes chances de case.'),
    reason('11.5.4.2', 'Les trois pions Drapeau de même : chaque unité tirée parmi les trois premières va sur la case Déclencheur de l’un d’eux, chacun aussi probable.'),
    reason('11.5.4.4', 'La quatrième unité va sur la première case voisine libre de la troisième, dans l’ordre de la Boussole de la carte du dessus du paquet Ennemi.'),
    reason('11.5.4.5', 'Cette carte retourne ensuite dans le paquet, mélangé.'),
    counts
      ? reason('11.5.2', `Boussole de la carte du dessus : ${arrows.map((a) => `${COMPASS_NAMES[a.point]} ${fractionText(a.p)}`).join(', ')} (d’après les ${countText(total, 'carte')} données).`)
      : reason('11.5.2', 'Boussole de la carte du dessus : non confirmé — le livret n’imprime pas les cartes Ennemi ; Clairière prend chaque direction avec une chance sur quatre. Donnez les flèches de vos cartes.'),
  ];
  if (flags.some((f) => b.pos.unitAt.has(f.i) || b.closed.has(f.i)))
    reasons.push(reason('11.5.4.3', 'Une case Déclencheur est déjà prise : le livret ne dit pas où poser l’unité ; lecture de Clairière : sur sa première voisine libre, dans l’ordre de la Boussole de la carte du dessus, comme une unité de remplacement (11.5.20.3).'));
  return {
    enemy,
    flags: flags.map((f) => ({ zone: f.zone, trigger: f.trigger, third: fractionText(frac(1, 3)) })),
    arrows: arrows.map((a) => ({ point: a.point, probability: fractionText(a.p) })),
    units: row.map((u) => ({ unit: u.id, label: `${u.id} (${CLASS_NAMES[u.class]})`, squares: shared.map((x) => ({ ...x })), fourth: fractionText(frac(1, 4)) })),
    reasons,
  };
}
