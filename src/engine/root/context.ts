/**
 * The context every hook receives (hooks.ts, `RulesContext`): the position and the questions a
 * rules module may ask about it.
 *
 * It sits above the rules modules: the questions that need every active module (which placements
 * the `placement` hooks forbid) are answered here, through the registry of factions/index.ts, and
 * handed to the modules on the context. So a module asks `ctx.placementBans(…)` instead of importing
 * the registry or a resolver, and the import graph stays one way: data and types → rules modules →
 * context and resolvers (control.ts, movement.ts, battle.ts, bots/).
 */
import { FACTIONS, isFactionId, type FactionId } from './factions';
import { activeRules } from './factions/index';
import { capitalize, isPluralName, ofName, ownerName, theName } from './glossary';
import type { RulesContext } from './hooks';
import { getMap, type MapData } from './maps';
import type { NomadId } from './nomads';
import type { Reason } from './reasons';
import type { ClearingSetup, Owner, Place, Setup } from './setup';
import type { PieceRef } from './types';

/**
 * A class rather than an object of closures: a battle makes one context per branch, and the
 * methods, shared on the prototype, cost nothing to make. The lists (factions, Nomads, map) are
 * read from the position the first time they are asked for.
 */
class Context implements RulesContext {
  readonly setup: Setup;
  #map: MapData | undefined;
  #factions: FactionId[] | undefined;
  #nomads: NomadId[] | undefined;
  constructor(setup: Setup) {
    this.setup = setup;
  }
  get map(): MapData {
    return (this.#map ??= getMap(this.setup.map));
  }
  get factions(): FactionId[] {
    return (this.#factions ??= FACTIONS.filter((f) => this.setup.players?.[f] !== undefined));
  }
  get nomads(): NomadId[] {
    return (this.#nomads ??= Object.keys(this.setup.nomads ?? {}) as NomadId[]);
  }
  inGame(o: Owner): boolean {
    return isFactionId(o) ? this.setup.players?.[o] !== undefined : this.nomads.includes(o as NomadId);
  }
  isBot(f: FactionId): boolean {
    return this.setup.players?.[f]?.bot === true;
  }
  hasTrait(f: Owner, t: string): boolean {
    const p = isFactionId(f) ? this.setup.players?.[f] : undefined;
    return p?.bot === true && (p.traits ?? []).includes(t as never);
  }
  supervisorOf(n: NomadId): FactionId | undefined {
    return this.setup.nomads?.[n]?.supervisor;
  }
  partnerOf(f: FactionId): FactionId | undefined {
    const players = this.setup.players;
    const own = players?.[f]?.coalition;
    if (own !== undefined) return own;
    for (const g of FACTIONS) if (g !== f && players?.[g]?.coalition === f) return g;
    return undefined;
  }
  adversary(a: Owner, b: Owner): boolean {
    if (a === b) return false;
    const sa = this.#side(a);
    const sb = this.#side(b);
    if (sa === undefined || sb === undefined) return true;
    return sa !== sb && this.partnerOf(sa) !== sb;
  }
  #side(o: Owner): FactionId | undefined {
    return isFactionId(o) ? o : this.setup.nomads?.[o as NomadId]?.supervisor;
  }
  name(o: Owner | 'humans'): string {
    return ownerName(o, this.setup);
  }
  the(o: Owner | 'humans'): string {
    return theName(o, this.setup);
  }
  The(o: Owner | 'humans'): string {
    return capitalize(theName(o, this.setup));
  }
  of(o: Owner | 'humans'): string {
    return ofName(o, this.setup);
  }
  verb(o: Owner | 'humans', singular: string, plural: string): string {
    return isPluralName(o, this.setup) ? plural : singular;
  }
  contents(p: number | 'terrier'): ClearingSetup {
    return p === 'terrier' ? (this.setup.burrow ?? {}) : (this.setup.clearings?.[String(p)] ?? {});
  }
  placementBans(owner: Owner, place: Place, piece?: PieceRef): Reason[] {
    return activeRules(this).flatMap((r) => (r.placement?.place?.(this, owner, place, piece) ?? []).flatMap((x) => (x.forbid ? [x.forbid] : [])));
  }
}

export function makeContext(setup: Setup): RulesContext {
  return new Context(setup);
}
