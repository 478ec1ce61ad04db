/**
 * The explorer's state: the position being edited, the question asked of it, the square chosen and
 * the painting tool; and what follows from them — the engine's answer, the marks of the grid, and
 * whether the reader changed the page's situation (its title then gives way to « Situation
 * modifiée »). Every view of the island reads this one object and changes it through its methods.
 */
import { evaluateSituation, readActions, type TetAnswer } from '~/engine/tet/evaluate';
import type { TurnAction } from '~/engine/tet/turn';
import { decodeSetup, encodeSetup } from '~/engine/tet/notation';
import { LAYOUTS } from '~/engine/tet/layouts';
import type { Question, Situation } from '~/engine/tet/situation';
import { newEffect } from './effets-vue';
import { readEffect } from '~/engine/tet/effets';
import { ZONES, type Effect, type Setup, type Square, type UnitClass, type UnitSetup, type ZoneId } from '~/engine/tet/types';
import { FORMAT, problem, type Reason } from '~/engine/core/verdict';
import { addUnit, dieOf, editSquare, facesOf, indexOfSquare, layoutOf, nameOf, paint, resized, setClass, withLayout, type Faces, type Outil } from './edition';
import { marquesOf } from './marques';
import { initialSituation, sharedSquare, shareUrl } from './lien';

export type Kind = 'deplacement' | 'cibles' | 'melee' | 'distance' | 'sort' | 'baliste' | 'tour' | 'zones' | 'score';
export const KINDS: readonly { k: Kind; label: string }[] = [
  { k: 'deplacement', label: 'Déplacement (4.2)' },
  { k: 'cibles', label: 'Cibles (4.3.1, 4.4)' },
  { k: 'melee', label: 'Mêlée et Poussée (4.3)' },
  { k: 'distance', label: 'Attaque à Distance (4.4)' },
  { k: 'sort', label: 'Lancer un Sort (4.5)' },
  { k: 'baliste', label: 'Tir de Baliste (4.6)' },
  { k: 'tour', label: 'Un tour vérifié (3.2, 4)' },
  { k: 'zones', label: 'Zones de Contrôle (9)' },
  { k: 'score', label: 'Score (10.4)' },
];
export const WITH_TARGET: readonly Kind[] = ['melee', 'distance', 'sort', 'baliste'];
export const WITH_UNIT: readonly Kind[] = ['deplacement', 'cibles', 'melee', 'distance', 'sort', 'baliste'];
/** the turn's planned actions: three rows, a row without a unit is not played */
export const PLAN_ROWS = 3;
const emptyRow = (): TurnAction => ({ unit: '', action: 'deplacement' });
const readPlan = (x: unknown): TurnAction[] => {
  const rows = (readActions(x) ?? []).slice(0, PLAN_ROWS);
  return [...rows, ...Array.from({ length: PLAN_ROWS - rows.length }, emptyRow)];
};

/** A link's Tactic card for a one-unit question, or none when absent or unreadable (the answer then says nothing of it). */
const readTactic = (x: unknown, unit: string): Effect | null => {
  if (x === undefined) return null;
  const e = readEffect(x, { source: 'tactique', unit });
  return typeof e === 'string' || e.kind === 'soin' ? null : e;
};

const layout0 = LAYOUTS[0]!;
const EMPTY: Situation = {
  v: 1,
  setup: { width: layout0.width, height: layout0.height, squares: layout0.squares.map((s) => ({ ...s })), units: [], players: ['rouge', 'bleu'] },
  question: { kind: 'score' },
};
const str = (x: unknown) => (typeof x === 'string' ? x : '');
const clone = <T>(x: T): T => structuredClone(x);

/** What the reader may change, as the page (or the link) gave it. */
interface Depart {
  setup: Setup;
  kind: Kind;
  unit: string;
  target: string;
  player: string;
  push: boolean;
  villages: string[];
  extra: number;
  plan: TurnAction[];
  pay: string[];
  tactique: Effect | null;
}

export class Explo {
  readonly id: string;
  readonly titre: string | undefined;
  readonly regle: string | undefined;
  readonly depart: Depart;
  alerte: Reason[] = $state([]);

  setup: Setup = $state(clone(EMPTY.setup as Setup));
  kind: Kind = $state('deplacement');
  unit = $state('');
  target = $state('');
  player = $state('');
  /** melee: the Poussée dice are rolled (4.3.5: optional) */
  push = $state(true);
  /** move: the Villages the unit already used this turn (5.7.2) */
  villages: string[] = $state([]);
  /** spell: Mana of renfort, 0 to 3 (4.5.2) */
  extra = $state(0);
  /** turn: the planned actions (PLAN_ROWS rows) and the Weakened units whose owner pays 2 Santé (4.1.9) */
  plan: TurnAction[] = $state(readPlan([]));
  pay: string[] = $state([]);
  /** a question on one unit: the Tactic card played for it first (7.3), or none */
  tactique: Effect | null = $state(null);
  selected: number | null = $state(null);
  focus = $state(0);
  outil: Outil = $state('choisir');

  constructor(id: string, situation: string) {
    this.id = id;
    const start = initialSituation(id, situation, EMPTY);
    const decoded = typeof start.s.setup === 'string' ? decodeSetup(start.s.setup) : { ok: true as const, value: start.s.setup };
    const setup = decoded.ok ? decoded.value : (EMPTY.setup as Setup);
    const q = start.s.question;
    const ids = new Set(setup.units.map((u) => u.id));
    this.depart = {
      setup,
      kind: KINDS.some((k) => k.k === q.kind) ? (q.kind as Kind) : 'deplacement',
      unit: ids.has(str(q.unit)) ? str(q.unit) : (setup.units[0]?.id ?? ''),
      target: ids.has(str(q.target)) ? str(q.target) : '',
      player: setup.players.includes(str(q.player)) ? str(q.player) : (setup.players[0] ?? ''),
      push: q.push !== false,
      villages: Array.isArray(q.villages) ? q.villages.filter((v): v is string => typeof v === 'string') : [],
      extra: typeof q.extra === 'number' && Number.isInteger(q.extra) && q.extra >= 0 && q.extra <= 3 ? q.extra : 0,
      plan: readPlan(q.actions),
      pay: Array.isArray(q.pay) ? q.pay.filter((v): v is string => typeof v === 'string' && ids.has(v)) : [],
      tactique: readTactic(q.tactique, str(q.unit)),
    };
    this.titre = start.s.title;
    this.regle = start.s.rule;
    this.alerte = start.alert;
    if (q.tactique !== undefined && !this.depart.tactique)
      this.alerte = [...this.alerte, { rule: 'format', text: 'La carte Tactique que décrit le lien est illisible, ou soigne (ce qui ne se joue que dans un tour)\u00A0: la question est posée sans elle.' }];
    this.restore();
    const chosen = start.shared ? sharedSquare(id) : undefined;
    const i = chosen ? indexOfSquare(chosen, setup.width, setup.height) : -1;
    if (i >= 0) this.selected = i;
    this.focus = i >= 0 ? i : Math.max(0, this.unitIndex(this.unit));
    this.cleDepart = this.cle;
  }

  /** Back to the situation the page (or the link) opened with. */
  restore(): void {
    const d = this.depart;
    this.setup = clone(d.setup);
    this.kind = d.kind;
    this.unit = d.unit;
    this.target = d.target;
    this.player = d.player;
    this.push = d.push;
    this.villages = [...d.villages];
    this.extra = d.extra;
    this.plan = clone(d.plan);
    this.pay = [...d.pay];
    this.tactique = d.tactique ? { ...d.tactique } : null;
    this.selected = null;
  }

  unitIndex(uid: string): number {
    const u = this.setup.units.find((x) => x.id === uid);
    return u ? indexOfSquare(u.at, this.setup.width, this.setup.height) : -1;
  }
  name = (i: number) => nameOf(this.setup, i);

  readonly unitAt = $derived(new Map(this.setup.units.map((u) => [indexOfSquare(u.at, this.setup.width, this.setup.height), u] as const)));
  readonly selUnit = $derived(this.setup.units.find((u) => u.id === this.unit));
  readonly enemies = $derived(this.selUnit ? this.setup.units.filter((u) => u.owner !== this.selUnit!.owner) : []);
  readonly villageSquares = $derived(this.setup.squares.flatMap((s, i) => (s.terrain === 'village' ? [this.name(i)] : [])));
  readonly faces: Faces = $derived(facesOf(this.setup.die));
  readonly zones: ZoneId[] = $derived(ZONES.filter((z) => this.setup.squares.some((s) => s.zone === z)));
  readonly modele = $derived(layoutOf(this.setup));

  readonly question: Question = $derived.by(() => {
    const { kind, unit, target } = this;
    if (kind === 'zones') return { kind, player: this.player };
    if (kind === 'tour') {
      const actions = $state.snapshot(this.plan).filter((a) => a.unit !== '');
      const pay = this.pay.filter((id) => this.setup.units.some((u) => u.id === id && u.owner === this.player && u.weakened));
      return pay.length ? { kind, player: this.player, actions, pay } : { kind, player: this.player, actions };
    }
    if (kind === 'score') return { kind };
    const q = this.oneUnit(kind, unit, target);
    // a Tactic card played for the unit asked about (7.3)
    if (this.tactique && unit) q.tactique = { ...$state.snapshot(this.tactique), unit };
    return q;
  });

  private oneUnit(kind: Kind, unit: string, target: string): Question {
    if (kind === 'sort') return { kind, unit, target, extra: this.extra };
    if (kind === 'baliste') return { kind, unit, target };
    if (kind === 'melee') return this.push ? { kind, unit, target } : { kind, unit, target, push: false };
    if (kind === 'distance') return { kind, unit, target };
    const used = this.villages.filter((v) => this.villageSquares.includes(v));
    if (kind === 'deplacement' && used.length) return { kind, unit, villages: used };
    return { kind, unit };
  }

  readonly answer: TetAnswer = $derived.by(() => {
    const bad = (text: string): TetAnswer => ({ ok: false, problems: [problem(FORMAT, text)] });
    try {
      if (WITH_UNIT.includes(this.kind) && !this.selUnit) return bad('Placez une unité sur la grille, puis choisissez-la.');
      if (WITH_TARGET.includes(this.kind) && !this.enemies.some((u) => u.id === this.target))
        return bad('Choisissez une cible ennemie : sélectionnez sa case, ou choisissez-la dans la liste.');
      if ((this.kind === 'zones' || this.kind === 'tour') && !this.setup.players.includes(this.player)) return bad('Choisissez le joueur dont le tour commence.');
      if (this.kind === 'tour' && !this.plan.some((a) => a.unit !== '')) return bad('Choisissez au moins une action : une unité du joueur et ce qu’elle fait.');
      return evaluateSituation({ v: 1, setup: $state.snapshot(this.setup), question: this.question });
    } catch {
      return bad('Cette position ne peut pas être évaluée.');
    }
  });
  readonly marques = $derived(marquesOf(this.answer));

  /** The situation as text, to tell whether the reader changed it. */
  readonly cle: string = $derived(`${encodeSetup($state.snapshot(this.setup) as Setup)}|${JSON.stringify(this.question)}`);
  cleDepart = '';
  readonly modifiee = $derived(this.cle !== this.cleDepart);

  /** The link of what the explorer shows; an edited situation carries neither the page's title nor its rule. */
  lien(): string {
    const s: Situation = { v: 1, setup: $state.snapshot(this.setup) as Setup, question: $state.snapshot(this.question) as Question };
    if (!this.modifiee && this.regle) s.rule = this.regle;
    if (!this.modifiee && this.titre) s.title = this.titre;
    return shareUrl(this.id, s, this.selected === null ? undefined : this.name(this.selected));
  }

  /** A click or Enter on square i: choose it (its unit becomes the one asked about, or the target), or paint it. */
  activate(i: number): void {
    this.focus = i;
    if (this.outil !== 'choisir') return paint(this.setup, i, this.outil);
    this.selected = i;
    const u = this.unitAt.get(i);
    if (!u) return;
    if (WITH_TARGET.includes(this.kind) && this.selUnit && u.owner !== this.selUnit.owner) this.target = u.id;
    else if (u.id !== this.unit) {
      this.unit = u.id;
      if (this.setup.units.find((x) => x.id === this.target)?.owner === u.owner) this.target = '';
    }
  }

  editSquare(i: number, patch: Partial<Square>): void {
    editSquare(this.setup, i, patch);
    if (this.setup.squares[i]!.terrain === 'hors') this.setup.units = this.setup.units.filter((u) => u.at !== this.name(i));
  }

  addUnit(i: number): void {
    const u = addUnit(this.setup, i, this.selUnit?.owner ?? this.setup.players[0] ?? 'rouge');
    if (!this.selUnit || !WITH_TARGET.includes(this.kind)) this.unit = u.id;
  }
  removeUnit(uid: string): void {
    this.setup.units = this.setup.units.filter((u) => u.id !== uid);
    if (this.setup.effects) this.setEffects(this.setup.effects.filter((x) => x.unit !== uid));
    if (this.unit === uid) this.unit = this.setup.units[0]?.id ?? '';
    if (this.target === uid) this.target = '';
  }
  editUnit(uid: string, f: (u: UnitSetup) => void): void {
    const u = this.setup.units.find((x) => x.id === uid);
    if (u) f(u);
  }
  setClass(uid: string, c: UnitClass): void {
    this.editUnit(uid, (u) => setClass(u, c));
  }
  setOwner(uid: string, owner: string): void {
    this.editUnit(uid, (u) => (u.owner = owner));
    if (uid === this.unit && this.setup.units.find((x) => x.id === this.target)?.owner === owner) this.target = '';
    if (uid === this.target && this.selUnit?.owner === owner) this.target = '';
  }

  resize(w: number, h: number): void {
    this.setup = resized($state.snapshot(this.setup) as Setup, w, h);
    this.afterMapChange();
  }
  loadLayout(id: string): void {
    const next = withLayout($state.snapshot(this.setup) as Setup, id);
    if (!next) return;
    this.setup = next;
    this.afterMapChange();
  }
  private afterMapChange(): void {
    const n = this.setup.squares.length;
    this.focus = Math.min(this.focus, n - 1);
    if (this.selected !== null && this.selected >= n) this.selected = null;
    if (!this.setup.units.some((u) => u.id === this.unit)) this.unit = this.setup.units[0]?.id ?? '';
    if (!this.setup.units.some((u) => u.id === this.target)) this.target = '';
  }

  setFace(k: keyof Faces, v: number): void {
    this.setup.die = dieOf({ ...this.faces, [k]: v });
  }
  resetDie(): void {
    delete this.setup.die;
  }
  /** The Control card's steps from DÉPART to CONTRÔLE (9.3), or unknown. */
  setTrack(steps: number | undefined): void {
    if (steps === undefined) delete this.setup.track;
    else this.setup.track = steps;
  }
  /** Where a zone's Flag stands on the Control card (0: DÉPART). */
  setFlag(zone: ZoneId, position: number): void {
    const flags = { ...(this.setup.flags ?? {}) };
    flags[zone] = { ...flags[zone], position };
    this.setup.flags = flags;
  }
  /** The units' abilities (effets.ts): add one to a unit, change or remove the i-th. */
  addEffect(uid: string): void {
    const n = (this.setup.effects ?? []).filter((x) => x.unit === uid).length;
    this.setEffects([...(this.setup.effects ?? []), newEffect(uid, 'passive', `Capacité ${n + 1}`)]);
  }
  setEffect(i: number, x: Effect): void {
    this.setEffects((this.setup.effects ?? []).map((y, k) => (k === i ? x : y)));
  }
  removeEffect(i: number): void {
    this.setEffects((this.setup.effects ?? []).filter((_, k) => k !== i));
  }
  private setEffects(xs: Effect[]): void {
    if (xs.length) this.setup.effects = xs;
    else delete this.setup.effects;
  }

  /** Changes row k of the turn's plan; a row keeps only what its action needs. */
  setRow(k: number, patch: Partial<TurnAction>): void {
    const row: TurnAction = { ...this.plan[k]!, ...patch };
    const a: TurnAction = { unit: row.unit, action: row.action };
    if (row.action === 'deplacement' && row.to) a.to = row.to;
    if (row.action !== 'deplacement' && row.target) a.target = row.target;
    if (row.action === 'sort' && row.extra) a.extra = row.extra;
    if (row.action === 'melee' && row.push === false) a.push = false;
    if (row.action === 'baliste' && row.direction) a.direction = row.direction;
    if (row.tactique && row.unit) a.tactique = { ...row.tactique, unit: row.unit };
    this.plan[k] = a;
  }
  /** The player whose turn it is; the plan's rows of another player's units are emptied. */
  setPlayer(p: string): void {
    this.player = p;
    this.plan = this.plan.map((a) => (a.unit === '' || this.setup.units.some((u) => u.id === a.unit && u.owner === p) ? a : emptyRow()));
    this.pay = this.pay.filter((id) => this.setup.units.some((u) => u.id === id && u.owner === p));
  }
  setPay(uid: string, paid: boolean): void {
    this.pay = paid ? [...new Set([...this.pay, uid])] : this.pay.filter((x) => x !== uid);
  }
  setVillage(square: string, used: boolean): void {
    this.villages = used ? [...new Set([...this.villages, square])] : this.villages.filter((v) => v !== square);
  }
}
