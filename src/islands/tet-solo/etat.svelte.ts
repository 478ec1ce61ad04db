/**
 * The Solo Adventure explorer's state: the position (a map, your four units, the Enemy's four with
 * their values), the Enemy card drawn, the cards already under the Enemy's units, the rest of the
 * Enemy pile by what each card names, your units inside a dungeon, and the Time panel (Time,
 * captures this turn, Crystals recovered). Two questions are asked of it: « ennemi » (the Enemy's
 * turn, shown step by step) and « aventure » (your next turn's Time, the dungeons, the end). The
 * share link carries the « ennemi » question; the Time panel's fields ride along in it (the
 * « ennemi » question ignores them), so the link keeps the whole view.
 */
import { evaluateSituation, type TetAnswer } from '~/engine/tet/evaluate';
import { decodeSetup, encodeSetup } from '~/engine/tet/notation';
import { LAYOUTS } from '~/engine/tet/layouts';
import type { Question, Situation } from '~/engine/tet/situation';
import type { Setup, UnitClass, UnitSetup } from '~/engine/tet/types';
import { CARD_UNITS, COMPASS, TIME_START, type CardUnit, type CompassPoint, type Dungeon, type EnemyCard } from '~/engine/tet/solo/types';
import { lireOutils, outilsIllisibles, outilsQuestion, type Outils } from './outils';
import { FORMAT, problem, type Reason } from '~/engine/core/verdict';
import { initialSituation, shareUrl } from '../tet/lien';

export const YOU = 'vous';
export const ENEMY = 'ennemi';
export const ORDER: readonly UnitClass[] = ['guerrier', 'bete', 'roublard', 'sorcier'];
export const MAX_CRYSTALS = 5;

const layout0 = LAYOUTS[0]!;
const unit = (id: string, owner: string, cls: UnitClass, at: string): UnitSetup => {
  const u: UnitSetup = { id, owner, class: cls, at, move: 3, melee: { damage: 2, push: 1 }, health: 6, maxHealth: 6 };
  if (cls === 'guerrier' || cls === 'roublard') u.ranged = { range: 3, damage: 1, miss: 0 };
  if (cls === 'sorcier') u.spell = { range: 3, damage: 1, perSymbol: 1 };
  return u;
};
const EMPTY: Situation = {
  v: 1,
  setup: {
    width: layout0.width,
    height: layout0.height,
    squares: layout0.squares.map((s) => ({ ...s })),
    players: [YOU, ENEMY],
    units: [unit('vg', YOU, 'guerrier', 'A1'), unit('vb', YOU, 'bete', 'B1'), unit('vr', YOU, 'roublard', 'A2'), unit('vs', YOU, 'sorcier', 'B2'), unit('eg', ENEMY, 'guerrier', 'C4'), unit('eb', ENEMY, 'bete', 'G5'), unit('er', ENEMY, 'roublard', 'E8'), unit('es', ENEMY, 'sorcier', 'F5')],
  },
  question: { kind: 'ennemi', player: ENEMY, card: { unit: 'bete', compass: 'N' } },
};
const clone = <T>(x: T): T => structuredClone(x);
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const int = (x: unknown, min: number, max: number, d: number) => (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : d);

/** The other cards of the pile, counted by what they name (their compass plays no part in the draw). */
export type Pile = Record<CardUnit, number>;
const NO_PILE: Pile = { guerrier: 0, bete: 0, roublard: 0, sorcier: 0, gauche: 0 };

interface Depart {
  setup: Setup;
  card: EnemyCard;
  activated: string[];
  pile: Pile | null;
  inside: string[];
  time: number;
  captures: number;
  crystals: number;
  glory: boolean;
  outils: Outils;
}

/** What the question of a link or a page says, read leniently (the engine says what is wrong). */
function departOf(setup: Setup, q: Question): Depart {
  const card: EnemyCard = isObj(q.card) && (CARD_UNITS as readonly unknown[]).includes(q.card.unit) && (COMPASS as readonly unknown[]).includes(q.card.compass) ? (clone(q.card) as unknown as EnemyCard) : { unit: 'bete', compass: 'N' };
  const ids = new Set(setup.units.map((u) => u.id));
  const dungeons = Array.isArray(q.dungeons) ? q.dungeons.filter(isObj) : [];
  let pile: Pile | null = null;
  if (Array.isArray(q.deck)) {
    pile = { ...NO_PILE };
    for (const c of q.deck) if (isObj(c) && (CARD_UNITS as readonly unknown[]).includes(c.unit)) pile[c.unit as CardUnit]++;
  }
  return {
    setup,
    card,
    activated: Array.isArray(q.activated) ? q.activated.filter((x): x is string => typeof x === 'string' && ids.has(x)) : [],
    pile,
    inside: dungeons.flatMap((d) => (typeof d.occupant === 'string' && ids.has(d.occupant) ? [d.occupant] : [])),
    time: int(q.time, 0, q.coop === true ? TIME_START.coop : TIME_START.solo, q.coop === true ? TIME_START.coop : TIME_START.solo),
    captures: int(q.captures, 0, 8, 0),
    crystals: Math.min(MAX_CRYSTALS, dungeons.filter((d) => !d.glory && d.side === 'verte').length),
    glory: dungeons.some((d) => d.glory === true && d.side === 'verte'),
    outils: lireOutils(q, setup),
  };
}

export class Aventure {
  readonly id: string;
  readonly titre: string | undefined;
  readonly regle: string | undefined;
  readonly depart: Depart;
  alerte: Reason[] = $state([]);

  setup: Setup = $state(clone(EMPTY.setup as Setup));
  card: EnemyCard = $state({ unit: 'bete', compass: 'N' });
  activated: string[] = $state([]);
  pile: Pile | null = $state(null);
  inside: string[] = $state([]);
  time = $state(7);
  captures = $state(0);
  crystals = $state(0);
  glory = $state(false);
  /** the other questions of the « aventure » answer: co-op, Trap, path, placement, Riposte, round, setup draws */
  outils: Outils = $state(lireOutils({ kind: 'aventure' }, EMPTY.setup as Setup));
  cleDepart = '';

  constructor(id: string, situation: string) {
    this.id = id;
    const start = initialSituation(id, situation, EMPTY);
    const decoded = typeof start.s.setup === 'string' ? decodeSetup(start.s.setup) : { ok: true as const, value: start.s.setup };
    const setup = decoded.ok ? decoded.value : (EMPTY.setup as Setup);
    this.depart = departOf(setup, start.s.question);
    this.titre = start.s.title;
    this.regle = start.s.rule;
    this.alerte = [...start.alert, ...outilsIllisibles(start.s.question, this.depart.outils)];
    this.restore();
    this.cleDepart = this.cle;
  }

  restore(): void {
    const d = this.depart;
    this.setup = clone(d.setup);
    this.card = clone(d.card);
    this.activated = [...d.activated];
    this.pile = d.pile ? { ...d.pile } : null;
    this.inside = [...d.inside];
    this.time = d.time;
    this.captures = d.captures;
    this.crystals = d.crystals;
    this.glory = d.glory;
    this.outils = clone(d.outils);
  }

  readonly yours = $derived(ORDER.flatMap((c) => this.setup.units.filter((u) => u.owner === YOU && u.class === c)));
  readonly theirs = $derived(ORDER.flatMap((c) => this.setup.units.filter((u) => u.owner === ENEMY && u.class === c)));
  readonly squareNames = $derived(this.setup.squares.flatMap((s, i) => (s.terrain === 'hors' ? [] : [`${String.fromCharCode(65 + (i % this.setup.width))}${Math.floor(i / this.setup.width) + 1}`])));

  /** The six dungeons: five, then the Cristal de Gloire; your units inside take the red ones, their square standing for the box. */
  readonly dungeons: Dungeon[] = $derived.by(() => {
    const ds: Dungeon[] = [1, 2, 3, 4, 5].map((k) => ({ id: `d${k}`, covers: [], side: k <= this.crystals ? 'verte' : 'rouge' }));
    ds.push({ id: 'gloire', covers: [], side: this.glory ? 'verte' : 'rouge', glory: true });
    const free = ds.filter((d) => d.side === 'rouge' && !d.glory);
    for (const uid of this.inside) {
      const u = this.setup.units.find((x) => x.id === uid && x.owner === YOU);
      const d = free.shift();
      if (u && d) {
        d.occupant = u.id;
        d.covers = [u.at];
      }
    }
    return ds;
  });
  /** your units actually inside a dungeon (at most one per red dungeon) */
  readonly placedInside = $derived(this.dungeons.flatMap((d) => (d.occupant ? [d.occupant] : [])));

  readonly question: Question = $derived.by(() => {
    const q: Question = { kind: 'ennemi', player: ENEMY, card: $state.snapshot(this.card) as EnemyCard, activated: [...this.activated], dungeons: $state.snapshot(this.dungeons) as Dungeon[], time: this.time, captures: this.captures, ...outilsQuestion($state.snapshot(this.outils) as Outils) };
    if (this.pile) q.deck = CARD_UNITS.flatMap((c) => Array.from({ length: this.pile![c] }, () => ({ unit: c, compass: 'N' as CompassPoint })));
    return q;
  });

  private ask(question: Question): TetAnswer {
    try {
      return evaluateSituation({ v: 1, setup: $state.snapshot(this.setup), question });
    } catch {
      return { ok: false, problems: [problem(FORMAT, 'Cette position ne peut pas être évaluée.')] };
    }
  }
  readonly answer: TetAnswer = $derived(this.ask(this.question));
  readonly adventure: TetAnswer = $derived(this.ask({ kind: 'aventure', player: YOU, time: this.time, captures: this.captures, dungeons: $state.snapshot(this.dungeons) as Dungeon[], ...outilsQuestion($state.snapshot(this.outils) as Outils) }));
  /** the Time pawn's highest square: 7, or 11 in the cooperative mode (11.5.3.4, 11.6.2.5) */
  readonly timeMax = $derived(this.outils.coop ? TIME_START.coop : TIME_START.solo);
  setCoop(on: boolean): void {
    this.outils.coop = on;
    if (this.outils.round && !on && (this.outils.round.after === 'j2' || this.outils.round.after === 'e2')) this.outils.round.after = 'e1';
    this.time = Math.min(this.time, on ? TIME_START.coop : TIME_START.solo);
  }

  readonly cle: string = $derived(`${encodeSetup($state.snapshot(this.setup) as Setup)}|${JSON.stringify(this.question)}`);
  readonly modifiee = $derived(this.cle !== this.cleDepart);

  lien(): string {
    const s: Situation = { v: 1, setup: $state.snapshot(this.setup) as Setup, question: $state.snapshot(this.question) as Question };
    if (!this.modifiee && this.regle) s.rule = this.regle;
    if (!this.modifiee && this.titre) s.title = this.titre;
    return shareUrl(this.id, s);
  }

  editUnit(uid: string, f: (u: UnitSetup) => void): void {
    const u = this.setup.units.find((x) => x.id === uid);
    if (u) f(u);
  }
  setActivated(uid: string, on: boolean): void {
    this.activated = on ? [...new Set([...this.activated, uid])] : this.activated.filter((x) => x !== uid);
  }
  setInside(uid: string, on: boolean): void {
    this.inside = on ? [...new Set([...this.inside, uid])] : this.inside.filter((x) => x !== uid);
  }
  setPile(c: CardUnit, n: number): void {
    this.pile = { ...(this.pile ?? NO_PILE), [c]: n };
  }
  /** the pile's cards, all counted */
  readonly pileSize = $derived(this.pile ? CARD_UNITS.reduce((s, c) => s + this.pile![c], 0) : 0);
}
