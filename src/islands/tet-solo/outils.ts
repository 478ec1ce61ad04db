/**
 * The Solo Adventure explorer's other questions, all asked through the « aventure » question
 * (src/engine/tet/solo/question.ts): the cooperative mode, a Trap's odds (11.5.9.5), a path through
 * a dungeon (11.5.8, 11.5.9), where a new Enemy unit goes (11.5.4.4, 11.5.20.3), an Enemy unit's
 * Riposte (11.5.16), the round after a turn (11.5.5, 11.6.3–11.6.5) and the Enemy's placement draws
 * at setup (11.5.4). Each is off (null) until the reader asks it. They ride in the share link's
 * question, read back leniently here (the engine says what is wrong with a value it refuses).
 */
import type { Question } from '~/engine/tet/situation';
import type { Setup } from '~/engine/tet/types';
import { FORMAT, problem, type Problem } from '~/engine/core/verdict';
import { SYMBOLS, type ActionSymbol } from '~/engine/tet/dice';
import { COMPASS, DUNGEON_SPACES, type CompassPoint, type DungeonSpace } from '~/engine/tet/solo/types';

export interface Outils {
  coop: boolean;
  trap: { unit: string; star: ActionSymbol | ''; count: number } | null;
  walk: { unit: string; spaces: DungeonSpace[] } | null;
  /** `beside`: the third unit's square (the fourth unit at setup), or '' for a replacement unit */
  place: { compass: CompassPoint; beside: string } | null;
  riposte: { attacker: string; enemy: string; health: number } | null;
  /** `deck`, `discard`: null when unknown */
  round: { after: string; deck: number | null; discard: number | null } | null;
  /** how many Enemy cards point each way; null: not known (« non confirmé ») */
  opening: { compass: Record<CompassPoint, number> | null } | null;
}

export const MAX_WALK = 8;
export const SEATS = ['j1', 'e1', 'j2', 'e2'] as const;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const int = (x: unknown, min: number, max: number): number | null => (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : null);
const has = <T>(xs: readonly T[], x: unknown): x is T => (xs as readonly unknown[]).includes(x);

/** The tools a link's question carries; what cannot be read is left off. */
export function lireOutils(q: Question, setup: Setup): Outils {
  const ids = new Set(setup.units.map((u) => u.id));
  const unit = (x: unknown) => (typeof x === 'string' && ids.has(x) ? x : null);
  const o: Outils = { coop: q.coop === true, trap: null, walk: null, place: null, riposte: null, round: null, opening: null };
  const t = q.trap;
  if (isObj(t) && unit(t.unit)) o.trap = { unit: t.unit as string, star: has(SYMBOLS, t.star) ? t.star : '', count: int(t.count, 1, 4) ?? 1 };
  const w = q.walk;
  if (isObj(w) && unit(w.unit) && Array.isArray(w.spaces)) o.walk = { unit: w.unit as string, spaces: w.spaces.filter((s): s is DungeonSpace => has(DUNGEON_SPACES, s)).slice(0, MAX_WALK) };
  if (o.walk && !o.walk.spaces.length) o.walk.spaces = ['entree'];
  const p = q.place;
  if (isObj(p) && has(COMPASS, p.compass)) o.place = { compass: p.compass, beside: typeof p.beside === 'string' && /^[A-Z][0-9]{1,2}$/.test(p.beside) ? p.beside : '' };
  const r = q.riposte;
  if (isObj(r) && unit(r.attacker) && unit(r.enemy)) o.riposte = { attacker: r.attacker as string, enemy: r.enemy as string, health: int(r.health, 0, 30) ?? 1 };
  const m = q.round;
  if (isObj(m)) o.round = { after: has(SEATS, m.after) ? m.after : 'e2', deck: int(m.deck, 0, 9), discard: int(m.discard, 0, 9) };
  const d = q.opening;
  if (isObj(d)) {
    const c = d.compass;
    o.opening = { compass: isObj(c) ? { N: int(c.N, 0, 9) ?? 0, E: int(c.E, 0, 9) ?? 0, S: int(c.S, 0, 9) ?? 0, O: int(c.O, 0, 9) ?? 0 } : null };
  }
  return o;
}

/** The question fields of the tools that are on. */
export function outilsQuestion(o: Outils): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (o.coop) q.coop = true;
  if (o.trap) q.trap = { unit: o.trap.unit, ...(o.trap.star ? { star: o.trap.star } : {}), count: o.trap.count };
  if (o.walk) q.walk = { unit: o.walk.unit, spaces: [...o.walk.spaces] };
  if (o.place) q.place = { compass: o.place.compass, ...(o.place.beside ? { beside: o.place.beside } : {}) };
  if (o.riposte) q.riposte = { ...o.riposte };
  if (o.round) q.round = { after: o.round.after, ...(o.round.deck !== null ? { deck: o.round.deck } : {}), ...(o.round.discard !== null ? { discard: o.round.discard } : {}) };
  if (o.opening) q.opening = o.opening.compass ? { compass: { ...o.opening.compass } } : {};
  return q;
}

const NAMES: Record<Exclude<keyof Outils, 'coop'>, string> = {
  trap: 'les chances d’un Piège',
  walk: 'un chemin dans un donjon',
  place: 'la case d’une unité ennemie posée à la Boussole',
  riposte: 'la Riposte d’une unité ennemie',
  round: 'la manche',
  opening: 'le tirage de la mise en place',
};

/** What a link asked but cannot be read, told in the reader's words (the rest of the link is kept). */
export function outilsIllisibles(q: Question, o: Outils): Problem[] {
  return (Object.keys(NAMES) as (keyof typeof NAMES)[])
    .filter((k) => q[k] !== undefined && o[k] === null)
    .map((k) => problem(FORMAT, `Le lien demande ${NAMES[k]}, mais cette question est illisible : elle n’est pas posée ; le reste de la situation est gardé.`));
}
