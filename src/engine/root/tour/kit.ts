/**
 * The toolkit a faction's turn module plays with (`TurnKit`, types.ts): questions about the working
 * position and changes to it, each change checked by the shared rules (supply 1.5.1, placement and
 * its bans, movement 4.2, battle 4.3, crafting 4.1) through the resolvers. The modules never import
 * a resolver: this file does it for them, and names no faction.
 */
import { closedPathsOf } from '../board';
import { battle as battleOdds, battleProblems, removeAllEnemyPieces, resolveRoll, type BattleResult, type ClearingEffect } from '../battle';
import { CARD_SUIT_NAMES, type CardSuit } from '../cards';
import { makeContext } from '../context';
import { controlOf } from '../control';
import { FACTIONS, type FactionId, type Suit } from '../factions';
import { countOf, kindName, nEnAQue } from '../glossary';
import type { RulesContext } from '../hooks';
import { clearingData, getMap, type MapData } from '../maps';
import { canPlace, legalMoves } from '../movement';
import { specFor } from '../pieces';
import { reason, type Reason } from '../reasons';
import { BURROW, cloneSetup, isForestPlace, WARLORD_OWNER, type ClearingSetup, type ItemKind, type Owner, type Phase, type Place, type Setup } from '../setup';
import type { BattleChoices, PieceRef, RemovedPiece } from '../types';
import { deckCard, ITEM_SUPPLY_AT_SETUP } from '../bots/deck';
import { CRAFT_COSTS } from './couts';
import type { CraftPiece, Json, KitBattle, PieceCount, TurnKit, TurnState } from './types';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export class Kit implements TurnKit {
  readonly faction: FactionId;
  readonly map: MapData;
  setup: Setup;
  state: TurnState;
  phase: Phase;
  /** what the step being applied said and cited */
  said: string[] = [];
  notes: Reason[] = [];
  points = 0;
  removed: RemovedPiece[] = [];
  #ctx: RulesContext | null = null;

  constructor(setup: Setup, faction: FactionId, state: TurnState, phase: Phase) {
    this.setup = setup;
    this.faction = faction;
    this.state = state;
    this.phase = phase;
    this.map = getMap(setup.map);
  }

  /** An independent copy, to try a step without touching this one. */
  copy(): Kit {
    const k = new Kit(cloneSetup(this.setup), this.faction, clone(this.state), this.phase);
    return k;
  }

  /** Starts a new step: what the last one said is cleared. */
  fresh(): void {
    this.said = [];
    this.notes = [];
    this.points = 0;
    this.removed = [];
  }

  private changed(): void {
    this.#ctx = null;
  }

  ctx(): RulesContext {
    return (this.#ctx ??= makeContext(this.setup));
  }
  note(r: Reason): void {
    if (!this.notes.some((x) => x.rule === r.rule && x.text === r.text)) this.notes.push(r);
  }
  say(text: string): void {
    this.said.push(text);
  }

  // ---------------------------------------------------------------- questions

  clearings(): number[] {
    return this.map.clearings.map((c) => c.id);
  }
  here(c: number | typeof BURROW): ClearingSetup {
    if (c === BURROW) return this.setup.burrow ?? {};
    return this.setup.clearings[String(c)] ?? {};
  }
  suitOf(c: number): Suit | null {
    return this.setup.suits?.[c - 1] ?? clearingData(this.map, c)?.suit ?? null;
  }
  adjacent(c: number): number[] {
    const closed = closedPathsOf(this.setup, this.map);
    const shut = (a: number, b: number) => closed.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    return this.map.paths.filter(([a, b]) => (a === c || b === c) && !shut(a, b)).map(([a, b]) => (a === c ? b : a));
  }
  rules(c: number, o: Owner = this.faction): boolean {
    return controlOf(this.setup, c).ruler === o;
  }
  warriors(c: number | typeof BURROW, o: Owner = this.faction): number {
    const h = this.here(c);
    return (h.warriors?.[o] ?? 0) + (o === WARLORD_OWNER && h.warlord ? 1 : 0);
  }
  buildings(c: number, o: Owner = this.faction, kind?: string): number {
    return (this.here(c).buildings ?? []).filter((b) => b.owner === o && (kind === undefined || b.kind === kind)).length;
  }
  tokens(c: number, o: Owner = this.faction, kind?: string): number {
    return (this.here(c).tokens ?? []).filter((t) => t.owner === o && (kind === undefined || t.kind === kind)).length;
  }
  freeSlots(c: number): number {
    const cd = clearingData(this.map, c);
    if (!cd) return 0;
    const h = this.here(c);
    const ruin = (h.ruin ?? cd.ruin) && cd.ruin ? 1 : 0;
    return Math.max(0, cd.slots - ruin - (h.buildings ?? []).length);
  }
  onMap(p: PieceCount, o: Owner = this.faction): number {
    let on = 0;
    const count = (h: ClearingSetup) => {
      if (p.category === 'warrior') on += h.warriors?.[o] ?? 0;
      else if (p.category === 'building') on += (h.buildings ?? []).filter((b) => b.owner === o && b.kind === p.kind).length;
      else on += (h.tokens ?? []).filter((t) => t.owner === o && t.kind === p.kind).length;
    };
    for (const h of Object.values(this.setup.clearings)) count(h);
    if (this.setup.burrow) count(this.setup.burrow);
    return on;
  }
  supply(p: PieceCount, o: Owner = this.faction): number {
    const spec = specFor(o, p.category, p.kind, this.setup);
    if (!spec) return 0;
    return Math.max(0, spec.limit - this.onMap(p, o));
  }
  enemiesIn(c: number): Owner[] {
    const h = this.here(c);
    const set = new Set<Owner>();
    for (const [o, n] of Object.entries(h.warriors ?? {})) if (n > 0) set.add(o as Owner);
    if (h.warlord) set.add(WARLORD_OWNER);
    for (const b of h.buildings ?? []) set.add(b.owner);
    for (const t of h.tokens ?? []) set.add(t.owner);
    for (const p of h.pawns ?? []) set.add(p as Owner);
    set.delete(this.faction);
    return [...set];
  }
  placeBan(c: number | typeof BURROW, p: PieceRef): Reason | null {
    const v = canPlace(this.setup, this.faction, c, p);
    if (!v.ok) return v.reasons[0] ?? reason('1.5.1', 'Placement impossible.');
    if (p.category === 'building' && (c === BURROW || this.freeSlots(c) === 0)) return reason('2.2.3', `Plus d’emplacement libre dans la clairière ${c} (2.2.3).`);
    return null;
  }
  moveBan(from: Place, to: Place, n: number): Reason | null {
    const v = legalMoves(this.setup, this.faction, from);
    if (v.maxGroup === 0) return v.reasons[0] ?? reason('4.2', 'Aucune pièce ne peut partir d’ici (4.2).');
    const d = v.destinations.find((x) => JSON.stringify(x.to) === JSON.stringify(to));
    if (!d) return reason('4.2', `${typeof to === 'number' ? `La clairière ${to}` : 'Ce lieu'} n’est pas adjacent au lieu de départ (4.2).`);
    if (!d.ok) return d.reasons.find((r) => r.rule !== '2.2.1') ?? d.reasons[0] ?? reason('4.2', 'Déplacement impossible (4.2).');
    if (n > d.maxGroup) return reason('4.2', `Au plus ${countOf(d.maxGroup, 'guerrier')} peuvent faire ce déplacement (4.2).`);
    return null;
  }
  battleBan(c: number, defender: Owner, attacker: Owner = this.faction): Reason | null {
    const p = battleProblems(this.setup, { clearing: c, attacker, defender })[0];
    return p ? reason(p.rule, p.text) : null;
  }
  cards(suit: CardSuit): number | undefined {
    return this.state.hand ? (this.state.hand[suit] ?? 0) : undefined;
  }
  itemSupply(item: string): number {
    let n = ITEM_SUPPLY_AT_SETUP[item as ItemKind] ?? 0;
    for (const f of FACTIONS) n -= (this.setup.players[f]?.crafted ?? []).filter((i) => i === item).length;
    for (const h of Object.values(this.setup.clearings)) n -= (h.items ?? []).filter((i) => i === item).length;
    return Math.max(0, n);
  }

  // ---------------------------------------------------------------- changes

  place(c: number | typeof BURROW, p: PieceCount, n = 1): Reason | null {
    if (this.supply(p) < n) return reason('1.5.1', `Il ne reste que ${this.supply(p)} ${kindName(p.kind, this.supply(p))} dans la réserve : une pièce qui n’y est pas ne peut pas être placée (1.5.1).`);
    const ban = this.placeBan(c, { category: p.category, kind: p.kind });
    if (ban) return ban;
    const h = c === BURROW ? (this.setup.burrow ??= {}) : (this.setup.clearings[String(c)] ??= {});
    if (p.category === 'warrior') h.warriors = { ...(h.warriors ?? {}), [this.faction]: (h.warriors?.[this.faction] ?? 0) + n };
    else if (p.category === 'building') {
      if (c === BURROW || this.freeSlots(c) < n) return reason('2.2.3', `Plus d’emplacement libre dans la clairière ${c} (2.2.3).`);
      h.buildings = [...(h.buildings ?? []), ...Array.from({ length: n }, () => ({ owner: this.faction as Owner, kind: p.kind }))];
    } else h.tokens = [...(h.tokens ?? []), ...Array.from({ length: n }, () => ({ owner: this.faction as Owner, kind: p.kind, ...(p.faceUp ? { faceUp: true } : {}) }))];
    this.changed();
    return null;
  }

  flip(c: number, kind: string, faceUp: boolean): Reason | null {
    const t = (this.setup.clearings[String(c)]?.tokens ?? []).find((x) => x.owner === this.faction && x.kind === kind && (x.faceUp === true) !== faceUp);
    if (!t) return reason('1.5.1', `Aucun jeton ${kindName(kind)} face ${faceUp ? 'cachée' : 'visible'} dans la clairière ${c}.`);
    if (faceUp) t.faceUp = true;
    else delete t.faceUp;
    this.changed();
    return null;
  }

  clearEnemies(c: number, effect: ClearingEffect): { refused: Reason } | { removed: RemovedPiece[]; reasons: Reason[]; points: number; outcomes: number } {
    const r = removeAllEnemyPieces(this.setup, { clearing: c, by: this.faction, effect });
    const o = r.outcomes[0];
    if (!r.ok || !o) return { refused: r.problems[0] ? reason(r.problems[0].rule, r.problems[0].text) : reason('1.5.1', 'Retrait impossible.') };
    this.setup = cloneSetup(o.setup);
    this.setup.turn = this.faction;
    this.setup.phase = this.phase;
    this.changed();
    this.removed.push(...o.removed);
    const pts = o.points[this.faction] ?? 0;
    this.score(pts);
    return { removed: o.removed, reasons: [...o.steps, ...o.effects], points: pts, outcomes: r.outcomes.length };
  }

  remove(c: number, p: PieceCount, n = 1, o: Owner = this.faction): Reason | null {
    const h = this.setup.clearings[String(c)];
    const have = p.category === 'warrior' ? (h?.warriors?.[o] ?? 0) : p.category === 'building' ? this.buildings(c, o, p.kind) : this.tokens(c, o, p.kind);
    if (!h || have < n) return reason('1.5.1', `Il n’y a pas ${n > 1 ? `${n} ${kindName(p.kind, n)}` : `de ${kindName(p.kind)}`} à retirer dans la clairière ${c}.`);
    if (p.category === 'warrior') {
      h.warriors = { ...(h.warriors ?? {}), [o]: have - n };
      if (!h.warriors[o]) delete h.warriors[o];
    } else {
      const list = p.category === 'building' ? h.buildings! : h.tokens!;
      for (let k = 0; k < n; k++) list.splice(list.findIndex((x) => x.owner === o && x.kind === p.kind), 1);
    }
    this.changed();
    return null;
  }

  move(from: Place, to: Place, n: number): Reason | null {
    if (!Number.isInteger(n) || n < 1) return reason('4.2', 'On déplace au moins 1 guerrier (4.2).');
    if (isForestPlace(from) || isForestPlace(to)) return reason('2.4.1', 'Seul un pion va dans un bois (9.4.2, 9.5.1).');
    const ban = this.moveBan(from, to, n);
    if (ban) return ban;
    const a = from === 'terrier' ? (this.setup.burrow ??= {}) : (this.setup.clearings[String(from)] ??= {});
    const b = to === 'terrier' ? (this.setup.burrow ??= {}) : (this.setup.clearings[String(to)] ??= {});
    if ((a.warriors?.[this.faction] ?? 0) < n) return reason('4.2', `Il n’y a que ${countOf(a.warriors?.[this.faction] ?? 0, 'guerrier')} à déplacer (4.2).`);
    a.warriors = { ...(a.warriors ?? {}), [this.faction]: (a.warriors?.[this.faction] ?? 0) - n };
    if (!a.warriors[this.faction]) delete a.warriors[this.faction];
    b.warriors = { ...(b.warriors ?? {}), [this.faction]: (b.warriors?.[this.faction] ?? 0) + n };
    this.changed();
    return null;
  }

  pawnAt(): Place | null {
    for (const [id, h] of Object.entries(this.setup.clearings)) if ((h.pawns ?? []).includes(this.faction as never)) return Number(id);
    for (const [id, f] of Object.entries(this.setup.forests ?? {})) if ((f.pawns ?? []).includes(this.faction as never)) return { forest: id };
    return null;
  }

  movePawn(from: Place, to: Place, opts: { anywhere?: boolean; follow?: { owner: Owner; n: number } } = {}): Reason | null {
    const at = this.pawnAt();
    if (at === null || JSON.stringify(at) !== JSON.stringify(from)) return reason('4.2', 'Le pion n’est pas au lieu de départ (4.2).');
    if (JSON.stringify(from) === JSON.stringify(to)) return reason('4.2', 'Le pion est déjà là (4.2).');
    const v = legalMoves(this.setup, this.faction, from);
    if (opts.anywhere) {
      if (typeof to !== 'number' || !clearingData(this.map, to)) return reason('4.2', 'Cette clairière n’existe pas (4.2).');
      const without = cloneSetup(this.setup);
      const here = typeof from === 'number' ? without.clearings[String(from)] : typeof from === 'object' ? without.forests?.[from.forest] : without.burrow;
      if (here) here.pawns = (here.pawns ?? []).filter((x) => x !== this.faction);
      const ban = canPlace(without, this.faction, to, { category: 'pawn' });
      if (!ban.ok) return ban.reasons[0] ?? reason('4.2', 'Le pion ne peut pas aller là (4.2).');
    } else {
      if (v.maxGroup === 0) return v.reasons[0] ?? reason('4.2', 'Le pion ne peut pas partir d’ici (4.2).');
      const d = v.destinations.find((x) => JSON.stringify(x.to) === JSON.stringify(to));
      if (!d) return reason('4.2', `${typeof to === 'number' ? `La clairière ${to}` : 'Ce bois'} n’est pas adjacent au lieu de départ (4.2).`);
      if (!d.ok) return d.reasons.find((r) => r.rule !== '2.2.1' && r.rule !== '4.2') ?? d.reasons[0] ?? reason('4.2', 'Déplacement impossible (4.2).');
    }
    const f = opts.follow;
    if (f && f.n > 0) {
      const may = (v.carry?.allies ?? []).find((x) => x.faction === f.owner);
      if (opts.anywhere || typeof from !== 'number' || typeof to !== 'number' || !may || may.warriors < f.n)
        return reason('9.2.9.II.b', `Ces guerriers ne peuvent pas suivre le pion (au plus ${countOf(may?.warriors ?? 0, 'guerrier')}, d’une clairière à une clairière adjacente) (9.2.9.II.b).`);
    }
    const take = (p: Place) => (typeof p === 'number' ? (this.setup.clearings[String(p)] ??= {}) : p === 'terrier' ? (this.setup.burrow ??= {}) : ((this.setup.forests ??= {})[p.forest] ??= {}));
    const a = take(from);
    a.pawns = (a.pawns ?? []).filter((x) => x !== this.faction);
    if (!a.pawns.length) delete a.pawns;
    const b = take(to);
    b.pawns = [...(b.pawns ?? []), this.faction as never];
    if (f && f.n > 0 && typeof from === 'number' && typeof to === 'number') {
      const ca = this.setup.clearings[String(from)]!;
      const cb = this.setup.clearings[String(to)]!;
      ca.warriors = { ...(ca.warriors ?? {}), [f.owner]: (ca.warriors?.[f.owner] ?? 0) - f.n };
      if (!ca.warriors[f.owner]) delete ca.warriors[f.owner];
      cb.warriors = { ...(cb.warriors ?? {}), [f.owner]: (cb.warriors?.[f.owner] ?? 0) + f.n };
    }
    this.changed();
    return null;
  }

  battle(c: number, defender: Owner, roll: [number, number] | undefined, choices: BattleChoices = {}, attacker: Owner = this.faction): KitBattle {
    const ban = this.battleBan(c, defender, attacker);
    if (ban) return { refused: ban };
    if (!roll) return { pending: { clearing: c, attacker, defender, ...(Object.keys(choices).length ? { choices } : {}) } };
    const r = resolveRoll(this.setup, { clearing: c, attacker, defender, choices }, roll);
    const o = r.outcomes[0];
    if (!r.ok || !o) return { refused: r.problems[0] ? reason(r.problems[0].rule, r.problems[0].text) : reason('4.3', 'Combat impossible (4.3).') };
    this.setup = cloneSetup(o.setup);
    this.setup.turn = this.faction;
    this.setup.phase = this.phase;
    this.changed();
    const removed = [...o.removed.attacker, ...o.removed.defender];
    this.removed.push(...removed);
    const pts = o.points[this.faction] ?? 0;
    this.score(pts);
    return { removed, reasons: o.steps, points: pts };
  }

  /** The exact odds of a battle the plan stopped at (battle.ts). */
  odds(c: number, defender: Owner, attacker: Owner = this.faction, choices: BattleChoices = {}): BattleResult {
    return battleOdds(this.setup, { clearing: c, attacker, defender, choices });
  }

  spend(suit: CardSuit, n: number, rule: string, birdWild = true): Reason | null {
    const hand = this.state.hand;
    if (!hand) {
      this.note(reason('1.2.1', `La main n’est pas donnée : on suppose que la faction a ${n > 1 ? 'les cartes' : 'la carte'} ${CARD_SUIT_NAMES[suit]} à dépenser (1.2.1).`));
      return null;
    }
    const own = hand[suit] ?? 0;
    const birds = suit !== 'bird' && birdWild ? (hand.bird ?? 0) : 0;
    if (own + birds < n)
      return reason(rule, `Il faut ${countOf(n, 'carte')} ${CARD_SUIT_NAMES[suit]}${birdWild && suit !== 'bird' ? ' (ou Oiseau, 2.1.1)' : ''} ; la main ${nEnAQue(own + birds, true)}.`);
    const fromOwn = Math.min(own, n);
    hand[suit] = own - fromOwn;
    if (n > fromOwn) hand.bird = (hand.bird ?? 0) - (n - fromOwn);
    return null;
  }

  draw(n: number): void {
    this.state.drawn = Number(this.state.drawn ?? 0) + n;
  }

  score(vp: number): void {
    if (!vp) return;
    const p = this.setup.players[this.faction];
    // an activated Dominance card (3.3.1) or a coalition (9.2.8): the score marker is off the track
    if (p?.dominance || p?.coalition) {
      this.note(reason(p.coalition ? '9.2.8' : '3.3.1', `${countOf(vp, 'point')} non marqué${vp > 1 ? 's' : ''} : le marqueur de score n’est plus sur la piste (${p.coalition ? '9.2.8' : '3.3.1'}).`));
      return;
    }
    if (p) p.score = (p.score ?? 0) + vp;
    this.points += vp;
  }

  edit(f: (s: Setup) => void): void {
    f(this.setup);
    this.changed();
  }

  craft(cardId: string, pieces: CraftPiece[], rule: string): Reason | { used: CraftPiece[]; vp: number | null; item: string | null } {
    const card = deckCard(cardId);
    const cost = CRAFT_COSTS[cardId];
    if (!card || !cost) return reason('4.1', 'Cette carte ne se fabrique pas (4.1 : ni Embuscade, ni Domination).');
    if (card.type === 'persistent' && Array.isArray(this.state.persistent) && this.state.persistent.includes(cardId))
      return reason('4.1.4', 'Cet effet persistant est déjà dans l’aire de jeu de la faction : pas de double (4.1.4).');
    const spent = this.spend(card.suit, 1, '4.1', false);
    if (spent) return reason('4.1', `La carte à fabriquer doit être en main : aucune carte ${CARD_SUIT_NAMES[card.suit]} (4.1).`);
    const free = [...pieces];
    const used: CraftPiece[] = [];
    for (const s of [...cost.cost].sort((a, b) => (a === 'any' ? 1 : 0) - (b === 'any' ? 1 : 0))) {
      const i = free.findIndex((p) => s === 'any' || p.suit === s);
      if (i < 0) return reason(rule, `Pas assez de pièces de fabrication : il en faut ${cost.cost.length}, de couleurs ${cost.cost.map((x) => (x === 'any' ? 'au choix' : CARD_SUIT_NAMES[x])).join(', ')} (4.1.1).`);
      used.push(free.splice(i, 1)[0]!);
    }
    if (card.item) {
      if (this.itemSupply(card.item) <= 0) return reason('4.1.2', `L’objet de cette carte n’est plus dans la réserve : elle ne peut pas être fabriquée (4.1.2).`);
      const p = this.setup.players[this.faction];
      if (p) p.crafted = [...(p.crafted ?? []), card.item];
    } else if (card.type === 'persistent') {
      const list = (Array.isArray(this.state.persistent) ? this.state.persistent : []) as Json[];
      this.state.persistent = [...list, cardId];
    }
    return { used, vp: card.item ? cost.vp : null, item: card.item };
  }
}
