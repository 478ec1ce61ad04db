/**
 * What the grid shows on each square for the engine's answer, read from that answer only: a move's
 * cost or refusal (4.2), the targets in reach (4.3.1, 4.4), and where a melee's target may land
 * (4.3.4–4.3.9). A square a target may land on in several ways (moved, stopped short and hurt…)
 * shows the chance of ending there in all, and the answer's table lists each way under that square
 * with the same total: grid and table tell the same thing.
 */
import { ZERO, add, parseFraction, type Fraction } from '~/engine/core/fraction';
import type { Reason } from '~/engine/core/verdict';
import type { TetAnswer } from '~/engine/tet/evaluate';

/** One way the target may end its knock-back, as the engine's answer gives it. */
export interface Issue {
  p: Fraction;
  health: number;
  captured: boolean;
  moved: number;
  lost: number;
  reasons: Reason[];
}

/** A square the target may end on: the chance in all, and each way to get there. */
export interface Atterrissage {
  square: string;
  total: Fraction;
  issues: Issue[];
}

export interface Marques {
  /** reachable squares and their cost in movement points */
  couts: Map<string, number>;
  /** refused squares and why */
  refus: Map<string, Reason>;
  /** squares of units in reach, with the attacks that reach them */
  cibles: Map<string, string[]>;
  /** the melee target's landings, by square, in the answer's order */
  atterrissages: Map<string, Atterrissage>;
}

interface PlainLanding {
  value: { square: string; health: number; captured: boolean; moved: number; lost: number; reasons: Reason[] };
  probability: string;
}

/** The landings grouped by square, in the order the answer first names each square. */
export function atterrissagesOf(landings: readonly PlainLanding[]): Map<string, Atterrissage> {
  const m = new Map<string, Atterrissage>();
  for (const l of landings) {
    const p = parseFraction(l.probability) ?? ZERO;
    const { square, health, captured, moved, lost, reasons } = l.value;
    const a = m.get(square) ?? { square, total: ZERO, issues: [] };
    a.total = add(a.total, p);
    a.issues.push({ p, health, captured, moved, lost, reasons });
    m.set(square, a);
  }
  return m;
}

type Res = Record<string, any>;

export function marquesOf(answer: TetAnswer): Marques {
  const out: Marques = { couts: new Map(), refus: new Map(), cibles: new Map(), atterrissages: new Map() };
  if (!answer.ok) return out;
  const res = (answer.result ?? {}) as Res;
  if (answer.kind === 'deplacement') {
    for (const r of res.reachable ?? []) out.couts.set(r.square, r.cost);
    for (const r of res.refused ?? []) out.refus.set(r.square, r.reason);
  } else if (answer.kind === 'cibles') {
    for (const t of res.targets ?? []) {
      const ok = Object.entries(t.options as Record<string, { ok: boolean }>).filter(([, v]) => v.ok).map(([k]) => k);
      if (ok.length) out.cibles.set(t.square, ok);
    }
  } else if (answer.kind === 'melee' && res.ok) out.atterrissages = atterrissagesOf(res.landings ?? []);
  return out;
}
