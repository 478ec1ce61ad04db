/**
 * What the explorer's editors do to a position, as plain functions over a `Setup` (the island's
 * state passes its own reactive copy): paint a square, resize the map, start from an example
 * layout, add, remove or change a unit, set the Action die. No DOM, no Svelte.
 */
import { DEFAULT_FACES } from '~/engine/tet/dice';
import { squareName } from '~/engine/tet/grid';
import { LAYOUTS } from '~/engine/tet/layouts';
import { CLASSES, TERRAINS, ZONES, type ActionFace, type Setup, type Square, type Terrain, type UnitClass, type UnitSetup, type ZoneId } from '~/engine/tet/types';

/** What a click (or Enter) on a square does: choose it, or paint it. */
export type Outil = 'choisir' | Terrain | 'monter' | 'descendre' | `zone-${ZoneId}` | 'sans-zone' | 'declencheur';
export const OUTILS: readonly Outil[] = ['choisir', ...TERRAINS, 'monter', 'descendre', ...ZONES.map((z) => `zone-${z}` as const), 'sans-zone', 'declencheur'];

export const MIN_SIDE = 2;
export const MAX_SIDE_EDIT = 16;

/** The index of a square's name (« C4 ») on a map `width` wide, or -1. */
export function indexOfSquare(name: string, width: number, height: number): number {
  const m = /^([A-Z])([1-9][0-9]?)$/.exec(name);
  if (!m) return -1;
  const x = m[1]!.charCodeAt(0) - 65;
  const y = Number(m[2]) - 1;
  return x < width && y < height ? y * width + x : -1;
}

export const nameOf = (setup: Pick<Setup, 'width'>, i: number) => squareName(i % setup.width, Math.floor(i / setup.width));

/** Paints square `i` with a tool. */
export function paint(setup: Setup, i: number, outil: Outil): void {
  const s: Square = { ...setup.squares[i]! };
  if (outil === 'choisir') return;
  if (outil === 'monter') s.level = Math.min(9, s.level + 1);
  else if (outil === 'descendre') s.level = Math.max(0, s.level - 1);
  else if (outil === 'sans-zone') {
    delete s.zone;
    delete s.trigger;
  } else if (outil.startsWith('zone-')) {
    if (s.terrain === 'hors') return;
    if (s.zone !== outil.slice(5)) delete s.trigger;
    s.zone = outil.slice(5) as ZoneId;
  } else if (outil === 'declencheur') {
    if (s.trigger) delete s.trigger;
    else if (s.zone) {
      for (const o of setup.squares) if (o.zone === s.zone) delete o.trigger;
      s.trigger = true;
    }
  } else {
    s.terrain = outil as Terrain;
    if (s.terrain === 'hors') {
      delete s.zone;
      delete s.trigger;
      delete s.start;
    }
  }
  setup.squares[i] = s;
}

/** Changes square `i`'s terrain, level, zone or trigger; a square off the map has none of these. */
export function editSquare(setup: Setup, i: number, patch: Partial<Square>): void {
  const s: Square = { ...setup.squares[i]!, ...patch };
  if (s.terrain === 'hors') delete s.start;
  if (!s.zone || s.terrain === 'hors') {
    delete s.zone;
    delete s.trigger;
  }
  if (!s.trigger) delete s.trigger;
  else
    setup.squares.forEach((o, j) => {
      if (j === i || o.zone !== s.zone || !o.trigger) return;
      const c = { ...o };
      delete c.trigger;
      setup.squares[j] = c;
    });
  setup.squares[i] = s;
}

const LETTER: Record<UnitClass, string> = { guerrier: 'g', sorcier: 's', roublard: 'r', bete: 'b' };

/** A new unit on square `i` for `owner`, of a class the owner lacks; its values are the reader's to set. */
export function addUnit(setup: Setup, i: number, owner: string): UnitSetup {
  const used = new Set(setup.units.filter((u) => u.owner === owner).map((u) => u.class));
  const cls: UnitClass = CLASSES.find((c) => !used.has(c)) ?? 'guerrier';
  let n = 1;
  while (setup.units.some((u) => u.id === `${LETTER[cls]}${n}`)) n++;
  const u: UnitSetup = { id: `${LETTER[cls]}${n}`, owner, class: cls, at: nameOf(setup, i), move: 3, melee: { damage: 1, push: 1 }, health: 5, maxHealth: 5 };
  if (cls === 'guerrier' || cls === 'roublard') Object.assign(u, { ranged: { range: 3, damage: 1, miss: 1 }, ammo: 3, maxAmmo: 3 });
  if (cls === 'sorcier') Object.assign(u, { spell: { range: 3, damage: 1, perSymbol: 1 }, mana: 3, maxMana: 3 });
  setup.units.push(u);
  return u;
}

/** A unit's class changes: what only other classes have goes (1.2.4, 4.4.1, 4.5.1). */
export function setClass(u: UnitSetup, c: UnitClass): void {
  u.class = c;
  if (c !== 'guerrier' && c !== 'roublard') {
    delete u.ranged;
    delete u.ammo;
    delete u.maxAmmo;
  }
  if (c !== 'sorcier') {
    delete u.spell;
    delete u.mana;
    delete u.maxMana;
  }
}

const onMap = (u: UnitSetup, w: number, h: number, squares: readonly Square[]) => {
  const i = indexOfSquare(u.at, w, h);
  return i >= 0 && squares[i]!.terrain !== 'hors';
};

/** The map resized to w × h: kept squares stay, new ones are Plaine at level 0; units outside go. */
export function resized(setup: Setup, w: number, h: number): Setup {
  const squares: Square[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) squares.push(x < setup.width && y < setup.height ? setup.squares[y * setup.width + x]! : { level: 0, terrain: 'plaine' });
  const units = setup.units.filter((u) => onMap(u, w, h, squares));
  const out: Setup = { ...setup, width: w, height: h, squares, units };
  if (out.artefact !== undefined && indexOfSquare(out.artefact, w, h) < 0) delete out.artefact;
  return out;
}

/** The map of an example layout (or an empty Plaine of the same size, « vide »); the units on it stay. */
export function withLayout(setup: Setup, id: string): Setup | null {
  const l = LAYOUTS.find((x) => x.id === id);
  if (!l && id !== 'vide') return null;
  const [w, h] = l ? [l.width, l.height] : [setup.width, setup.height];
  const squares: Square[] = l ? l.squares.map((s) => ({ ...s })) : Array.from({ length: w * h }, () => ({ level: 0, terrain: 'plaine' as Terrain }));
  const out: Setup = { ...setup, width: w, height: h, squares, units: setup.units.filter((u) => onMap(u, w, h, squares)) };
  delete out.flags;
  if (out.artefact !== undefined && indexOfSquare(out.artefact, w, h) < 0) delete out.artefact;
  return out;
}

const sameSquare = (a: Square, b: Square) => a.level === b.level && a.terrain === b.terrain && a.zone === b.zone && !!a.trigger === !!b.trigger && a.start === b.start;

/** Which start the map is: an example layout's id, « vide » (all Plaine at level 0), or '' (the reader's own). */
export function layoutOf(setup: Setup): string {
  const l = LAYOUTS.find((x) => x.width === setup.width && x.height === setup.height && x.squares.every((s, i) => sameSquare(s, setup.squares[i]!)));
  if (l) return l.id;
  return setup.squares.every((s) => sameSquare(s, { level: 0, terrain: 'plaine' })) ? 'vide' : '';
}

export interface Faces {
  poussee: number;
  loupe: number;
  renfort: number;
  vierge: number;
}

/** How many sides show each symbol, and how many are blank. */
export function facesOf(die: readonly ActionFace[] | undefined): Faces {
  const f = die ?? DEFAULT_FACES;
  const count = (k: 'poussee' | 'loupe' | 'renfort') => f.filter((x) => x[k]).reduce((s, x) => s + x.count, 0);
  const vierge = f.filter((x) => !x.poussee && !x.loupe && !x.renfort).reduce((s, x) => s + x.count, 0);
  return { poussee: count('poussee'), loupe: count('loupe'), renfort: count('renfort'), vierge };
}

/** The die of these counts: one symbol per side. */
export function dieOf(f: Faces): ActionFace[] {
  const die: ActionFace[] = [];
  if (f.poussee) die.push({ count: f.poussee, poussee: 1 });
  if (f.loupe) die.push({ count: f.loupe, loupe: 1 });
  if (f.renfort) die.push({ count: f.renfort, renfort: 1 });
  if (f.vierge) die.push({ count: f.vierge });
  return die.length ? die : [{ count: 0 }];
}
