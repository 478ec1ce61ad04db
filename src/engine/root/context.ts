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
import { getMap } from './maps';
import type { NomadId } from './nomads';
import type { Owner, Setup } from './setup';

export function makeContext(setup: Setup): RulesContext {
  const map = getMap(setup.map);
  const factions = FACTIONS.filter((f) => setup.players?.[f] !== undefined);
  const nomads = Object.keys(setup.nomads ?? {}) as NomadId[];
  const ctx: RulesContext = {
    setup,
    map,
    factions,
    nomads,
    inGame: (o) => (isFactionId(o) ? factions.includes(o) : nomads.includes(o)),
    isBot: (f) => setup.players?.[f]?.bot === true,
    hasTrait: (f, t) => isFactionId(f) && setup.players?.[f]?.bot === true && (setup.players[f]!.traits ?? []).includes(t as never),
    supervisorOf: (n) => setup.nomads?.[n]?.supervisor,
    partnerOf: (f) => setup.players?.[f]?.coalition ?? FACTIONS.find((g) => g !== f && setup.players?.[g]?.coalition === f),
    adversary(a, b) {
      if (a === b) return false;
      const side = (o: Owner): FactionId | undefined => (isFactionId(o) ? o : setup.nomads?.[o as NomadId]?.supervisor);
      const sa = side(a);
      const sb = side(b);
      if (sa === undefined || sb === undefined) return true;
      return sa !== sb && ctx.partnerOf(sa) !== sb;
    },
    name: (o) => ownerName(o, setup),
    the: (o) => theName(o, setup),
    The: (o) => capitalize(theName(o, setup)),
    of: (o) => ofName(o, setup),
    verb: (o, sg, pl) => (isPluralName(o, setup) ? pl : sg),
    contents: (p) => (p === 'terrier' ? (setup.burrow ?? {}) : (setup.clearings?.[String(p)] ?? {})),
    placementBans: (owner, place, piece) =>
      activeRules(ctx).flatMap((r) => (r.placement?.place?.(ctx, owner, place, piece) ?? []).flatMap((x) => (x.forbid ? [x.forbid] : []))),
  };
  return ctx;
}
