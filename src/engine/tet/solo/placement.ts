/**
 * Where the Decision Compass puts an Enemy unit (11.5.4.4, 11.5.20.3), and how an Enemy unit
 * Ripostes (11.5.16).
 * - The fourth Enemy unit at setup goes next to the third, on the first free neighbour met from
 *   the arrow clockwise (11.5.4.4). A replacement unit goes on the Trigger square of a Flag drawn
 *   at random among the three (each 1/3 when the map has three zones), or, if that square is taken,
 *   on its first free neighbour by the compass (11.5.20.3). A neighbour is free when it is on the
 *   terrain, holds no unit and is not under an occupied dungeon; if none is, the book does not say
 *   what to do, and the answer says so.
 * - An Enemy unit you attack always tries to Riposte: a melee attack first, else its ranged attack
 *   or spell; a Weakened one first loses 2 Santé, and only with at least 3 left (11.5.16).
 */
import { frac, fractionText } from '../../core/fraction';
import { reason, type Reason } from '../../core/verdict';
import { squareName, parseSquare, indexOf } from '../grid';
import { ZONES } from '../types';
import { attackOptions } from '../targets';
import type { PlacedUnit } from '../validate';
import type { SoloBoard } from './board';
import { armed } from './attack';
import { clockwiseFrom } from './compass';
import { COMPASS_NAMES, COMPASS_STEP, type CompassPoint } from './types';

const free = (b: SoloBoard, x: number, y: number, taken?: ReadonlySet<number>) => {
  const { width, height, squares } = b.pos;
  if (x < 0 || y < 0 || x >= width || y >= height) return false;
  const i = indexOf(x, y, width);
  return squares[i]!.terrain !== 'hors' && !b.pos.unitAt.has(i) && !b.closed.has(i) && !taken?.has(i);
};

/** The first free neighbour of `square` by the compass, with the directions looked at; `taken`, squares held by units not on the board yet. */
export function besideByCompass(b: SoloBoard, square: string, arrow: CompassPoint, taken?: ReadonlySet<number>): { square: string | null; reasons: Reason[] } {
  const p = parseSquare(square, b.pos.width, b.pos.height);
  if (!p) return { square: null, reasons: [] };
  const tried: string[] = [];
  for (const d of clockwiseFrom(arrow)) {
    const x = p.x + COMPASS_STEP[d].dx;
    const y = p.y + COMPASS_STEP[d].dy;
    if (free(b, x, y, taken)) {
      const s = squareName(x, y);
      return { square: s, reasons: [reason('11.5.12.4', `Boussole : ${[...tried, `${COMPASS_NAMES[d]} (${s}, libre)`].join(', ')}.`)] };
    }
    tried.push(`${COMPASS_NAMES[d]} (${x >= 0 && y >= 0 && x < b.pos.width && y < b.pos.height ? `${squareName(x, y)}, prise` : 'hors du terrain'})`);
  }
  return { square: null, reasons: [reason('11.5.12.4', `Aucune case libre autour de ${square} (${tried.join(', ')}) : le livret ne dit pas où poser l’unité.`)] };
}

export interface Placement {
  /** the Flag drawn, its probability, the square the unit goes on */
  draws: { zone: string; trigger: string; probability: string; square: string | null; reasons: Reason[] }[];
}

/** A replacement Enemy unit (11.5.20.3): each Flag's Trigger square, or its first free neighbour. */
export function replacement(b: SoloBoard, arrow: CompassPoint): Placement {
  const { width, squares } = b.pos;
  const triggers = ZONES.flatMap((z) => {
    const i = squares.findIndex((s) => s.zone === z && s.trigger);
    return i < 0 ? [] : [{ zone: z, i }];
  });
  return {
    draws: triggers.map(({ zone, i }) => {
      const trigger = squareName(i % width, Math.floor(i / width));
      const p = fractionText(frac(1, triggers.length));
      if (!b.pos.unitAt.has(i) && !b.closed.has(i)) return { zone, trigger, probability: p, square: trigger, reasons: [reason('11.5.20.3', `Drapeau ${zone} : la case Déclencheur ${trigger} est libre, l’unité s’y pose.`)] };
      const n = besideByCompass(b, trigger, arrow);
      return { zone, trigger, probability: p, square: n.square, reasons: [reason('11.5.20.3', `Drapeau ${zone} : la case Déclencheur ${trigger} est occupée, une carte Ennemi et sa Boussole choisissent une case voisine.`), ...n.reasons] };
    }),
  };
}

export interface EnemyRiposte {
  ok: boolean;
  kind?: 'melee' | 'distance' | 'sort';
  /** its Santé once it has paid for its Weakened token */
  health: number;
  reasons: Reason[];
}

/** Does the Enemy unit `e`, just attacked by `a` and left with `health`, Riposte, and how (11.5.16)? */
export function enemyRiposte(b: SoloBoard, a: PlacedUnit, e: PlacedUnit, health: number): EnemyRiposte {
  const reasons: Reason[] = [reason('11.5.16', `${e.id} tente toujours de Riposter contre ${a.id}.`)];
  if (health <= 0) return { ok: false, health, reasons: [reason('8.1', `${e.id} n’a plus de Santé : capturée, elle ne Riposte pas.`)] };
  const o = attackOptions(b.pos, armed(e, 0), a);
  const other = e.spell ? 'sort' : e.ranged ? 'distance' : null;
  const kind = o.melee.ok ? 'melee' : other && o[other].ok ? other : null;
  if (!kind) return { ok: false, health, reasons: [...reasons, reason('11.5.16', `${a.id} n’est à portée d’aucune de ses attaques : pas de Riposte.`)] };
  let h = health;
  if (e.weakened) {
    if (h < 3) return { ok: false, health: h, reasons: [...reasons, reason('11.5.16', `${e.id} est Affaiblie et n’a que ${h} Santé : il lui en faut au moins 3 pour perdre 2 Santé et Riposter.`)] };
    h -= 2;
    reasons.push(reason('11.5.16', `${e.id} est Affaiblie : elle perd 2 Santé (il lui en reste ${h}) et son pion Affaibli est retiré.`));
  }
  reasons.push(reason('11.5.16', kind === 'melee' ? `${a.id} est adjacente au même niveau : Riposte en mêlée.` : `Pas de mêlée possible : Riposte ${kind === 'sort' ? 'par un Sort' : 'par une Attaque à Distance'}, sans Munition ni Mana à dépenser.`));
  return { ok: true, kind, health: h, reasons };
}
