/**
 * Control of clearings.
 *
 * 2.5: a player rules a clearing if it has the most warriors and buildings there, strictly more
 * than every other player; tokens and pawns do not count; on a tie nobody rules.
 *
 * The core applies the hooks of every active rules module (hooks.ts) without naming factions:
 * 1. count each owner's warriors and buildings, plus `extraPieces` (the warlord);
 * 2. `borrow`: pieces counted by another owner (supervised Nomads move to their supervisor;
 *    mercenaries count for both, possibly not against some owners);
 * 3. `pool`: owners counted as one team (fully cooperative game);
 * 4. `outright`: an owner rules whatever the count (the Burrow, then gardens), lowest priority first;
 * 5. otherwise strict majority, compared pair by pair (a borrowed piece may not count against
 *    everyone);
 * 6. otherwise, among those tied for most, `winsTie` (Lords of the Forest…): one claimant rules.
 */
import type { Borrow, FactionRules, RulesContext } from './hooks';
import { makeContext } from './context';
import { placeExists } from './board';
import { activeRules } from './factions/index';
import { countOf } from './glossary';
import { reason, type Reason } from './reasons';
import type { ClearingSetup, Owner, Setup } from './setup';
import type { Ruler } from './types';

export type { Ruler } from './types';

export interface ControlTally {
  owner: Ruler;
  /** own warriors (the warlord included) */
  warriors: number;
  /** own buildings */
  buildings: number;
  /** pieces of others counted as its own (mercenaries 11.2.7.III, supervised Nomads E.3.1, team R3) */
  borrowed: number;
  /** warriors + buildings + borrowed */
  total: number;
  /** members of a pooled team, or owners whose pieces were borrowed */
  from?: Owner[];
}

export interface ControlVerdict {
  clearing: number | 'terrier';
  ruler: Ruler | null;
  reasons: Reason[];
  tally: ControlTally[];
}

interface Participant {
  key: Ruler;
  members: Owner[];
  warriors: number;
  buildings: number;
  borrowed: { from: Owner; count: number; notAgainst: Owner[] }[];
}

function own(p: Participant): number {
  return p.warriors + p.buildings;
}

/** What X counts when compared with Y (plain loops: asked of every pair, for every outcome of a battle). */
function countAgainst(x: Participant, y: Participant): number {
  let n = own(x);
  for (const b of x.borrowed) if (!b.notAgainst.some((o) => y.members.includes(o))) n += b.count;
  return n;
}

function total(x: Participant): number {
  let n = own(x);
  for (const b of x.borrowed) n += b.count;
  return n;
}

function describe(ctx: RulesContext, p: Participant): string {
  const parts: string[] = [];
  parts.push(countOf(p.warriors, 'guerrier'));
  if (p.buildings) parts.push(countOf(p.buildings, 'bâtiment'));
  for (const b of p.borrowed) parts.push(`${b.count} ${ctx.of(b.from)}`);
  const t = total(p);
  return `${ctx.name(p.key)} : ${parts.length > 1 ? `${parts.join(' + ')} = ${t}` : String(t)}`;
}

export function controlWithContext(ctx: RulesContext, place: number | 'terrier'): ControlVerdict {
  return decide(ctx, place, true, activeRules(ctx));
}

/**
 * Who rules `place`, and nothing else: the same decision as controlWithContext, without writing
 * its French reasons nor its tally (a battle asks it of every outcome).
 */
export function rulerWithContext(ctx: RulesContext, place: number | 'terrier', rules = activeRules(ctx)): Ruler | null {
  return decide(ctx, place, false, rules).ruler;
}

const NO_REASONS: Reason[] = [];
const NO_TALLY: ControlTally[] = [];
const NO_IGNORED: string[] = [];
const NO_OWNERS: Owner[] = [];

/** The participant whose key is `k`, or undefined (a clearing holds a few owners: a plain search). */
function findPart(parts: Participant[], k: Ruler): Participant | undefined {
  for (const p of parts) if (p.key === k) return p;
  return undefined;
}

/** The team `o` is counted in (a pool), or `o` itself. */
function keyIn(pools: Pool[], o: Owner): Ruler {
  for (const p of pools) if (p.members.includes(o)) return p.team;
  return o;
}

/** The participant `o` is counted in, made the first time (in the order owners are met). */
function partOf(parts: Participant[], pools: Pool[], o: Owner): Participant {
  const k = keyIn(pools, o);
  let p = findPart(parts, k);
  if (!p) {
    let pool: Pool | undefined;
    for (const x of pools) if (x.team === k) pool = x;
    p = { key: k, members: pool ? [...pool.members] : [o], warriors: 0, buildings: 0, borrowed: [] };
    parts.push(p);
  }
  return p;
}

type Pool = NonNullable<ReturnType<NonNullable<NonNullable<FactionRules['control']>['pool']>>>;

/** The index of `o` among the owners met so far, added (with no piece yet) the first time. */
function ownerAt(owners: Owner[], warriors: number[], buildings: number[], o: Owner): number {
  let i = owners.indexOf(o);
  if (i < 0) {
    i = owners.push(o) - 1;
    warriors.push(0);
    buildings.push(0);
  }
  return i;
}

/** Does `x` stand in relation `rel` to every other participant (pair by pair, 2.5)? */
function overAll(list: Participant[], x: Participant, rel: (x: Participant, y: Participant) => boolean): boolean {
  for (const y of list) if (y !== x && !rel(x, y)) return false;
  return true;
}

/** The participant with strictly more than each other one, if any. */
function strictWinner(list: Participant[]): Participant | undefined {
  for (const x of list) if (overAll(list, x, beats)) return x;
  return undefined;
}

/** The verdict, with its reasons (those of the decision, then the modules' notes, each once) when texts are written. */
function verdict(place: number | 'terrier', ruler: Ruler | null, texts: boolean, reasons: Reason[], notes: Reason[], ignored: string[], tally: ControlTally[]): ControlVerdict {
  // without texts only the ruler is read (rulerWithContext)
  if (!texts) return { clearing: place, ruler, reasons: NO_REASONS, tally: NO_TALLY };
  if (ignored.length) reasons.push(reason('2.5', `Ne comptent pas : ${ignored.join(' et ')} (les jetons et les pions ne comptent pas pour le contrôle, 2.5).`));
  const seen = new Set<string>();
  const all = [...reasons, ...notes].filter((r) => {
    const k = `${r.rule}|${r.text}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { clearing: place, ruler, reasons: all, tally };
}

/** The participants with at least as much as each other one (those tied for the most). */
function tiedForMost(list: Participant[]): Participant[] {
  const out: Participant[] = [];
  for (const x of list) if (overAll(list, x, atLeast)) out.push(x);
  return out;
}

const beats = (x: Participant, y: Participant) => countAgainst(x, y) > countAgainst(y, x);
const atLeast = (x: Participant, y: Participant) => countAgainst(x, y) >= countAgainst(y, x);

/**
 * The decision of 2.5; `texts` false skips the reasons, the tally and the modules' notes, never the
 * choice of the ruler. `rules`: the modules active in ctx's position (activeRules). Written with
 * plain loops and lists: a battle asks it of every outcome.
 */
function decide(ctx: RulesContext, place: number | 'terrier', texts: boolean, rules: FactionRules[]): ControlVerdict {
  if (!placeExists(ctx.setup, place, ctx.map))
    return { clearing: place, ruler: null, reasons: texts ? [reason('2.2', place === 'terrier' ? 'Pas de Terrier sans le Duché en jeu (12.2.2).' : `Pas de clairière ${String(place)} sur ce plateau : elles sont numérotées de 1 à 12.`)] : NO_REASONS, tally: [] };
  const c: ClearingSetup = ctx.contents(place);
  const reasons: Reason[] = texts ? [] : NO_REASONS;
  // the modules' notes are only read with the texts
  const notes: Reason[] = texts ? [] : NO_REASONS;

  // 1. own pieces: owners in the order they are met, with their warriors and buildings
  const owners: Owner[] = [];
  const warriors: number[] = [];
  const buildings: number[] = [];
  const ws = c.warriors;
  if (ws) for (const o in ws) {
    const n = ws[o as Owner]!;
    if (n > 0) warriors[ownerAt(owners, warriors, buildings, o as Owner)] += n;
  }
  if (c.buildings) for (const b of c.buildings) buildings[ownerAt(owners, warriors, buildings, b.owner)] += 1;
  // 2. borrows; 3. pools
  let borrows: Borrow[] | undefined;
  const pools: Pool[] = [];
  for (const r of rules) {
    const h = r.control;
    if (!h) continue;
    if (h.extraPieces)
      for (const x of h.extraPieces(ctx, place, c)) {
        warriors[ownerAt(owners, warriors, buildings, x.owner)] += x.warriors;
        if (texts) notes.push(x.reason);
      }
  }
  for (const r of rules) {
    const b = r.control?.borrow?.(ctx, place, c);
    if (b && b.length) (borrows ??= []).push(...b);
  }
  if (borrows)
    for (const b of borrows) {
      if (b.transfer) {
        const i = ownerAt(owners, warriors, buildings, b.from);
        // a transfer takes the lender's pieces away from its own count
        let left = b.count;
        const w = Math.min(warriors[i]!, left);
        warriors[i] -= w;
        left -= w;
        buildings[i] -= Math.min(buildings[i]!, left);
      }
      if (texts) notes.push(b.reason);
    }
  for (const r of rules) {
    const p = r.control?.pool?.(ctx);
    if (p) pools.push(p);
  }
  const parts: Participant[] = [];
  for (let i = 0; i < owners.length; i++) {
    if (warriors[i]! + buildings[i]! <= 0) continue;
    const p = partOf(parts, pools, owners[i]!);
    p.warriors += warriors[i]!;
    p.buildings += buildings[i]!;
  }
  if (borrows)
    for (const b of borrows) {
      const p = partOf(parts, pools, b.to);
      const from = keyIn(pools, b.from);
      if (from === p.key && !b.transfer) continue; // a team does not count its own pieces twice
      if (from === p.key && b.transfer) {
        p.warriors += b.count; // lent inside the team: back as the team's own
        continue;
      }
      p.borrowed.push({ from: b.from, count: b.count, notAgainst: b.notAgainst ?? NO_OWNERS });
    }
  if (texts) for (const pool of pools) if (findPart(parts, pool.team)) notes.unshift(pool.reason);
  const list = parts.filter((p) => total(p) > 0);

  // things that never count
  const ignored: string[] = texts ? [] : NO_IGNORED;
  let tally = NO_TALLY;
  let summary = '';
  const where = texts ? (place === 'terrier' ? 'le Terrier' : `la clairière ${place}`) : '';
  if (texts) {
    const tokens = c.tokens?.length ?? 0;
    const pawns = c.pawns?.length ?? 0;
    if (tokens) ignored.push(countOf(tokens, 'jeton'));
    if (pawns) ignored.push(countOf(pawns, 'pion'));
    for (const r of rules) notes.push(...(r.control?.notes?.(ctx, place, c) ?? []));
    if (c.monument) notes.push(reason('F.1.2', 'Le Monument n’appartient à aucune faction : il ne compte pour personne (F.1.2).'));
    tally = list.map((p) => {
      const t: ControlTally = { owner: p.key, warriors: p.warriors, buildings: p.buildings, borrowed: total(p) - own(p), total: total(p) };
      const from = [...new Set([...(p.members.length > 1 ? p.members : []), ...p.borrowed.map((b) => b.from)])];
      if (from.length) t.from = from;
      return t;
    });
    tally.sort((a, b) => b.total - a.total);
    if (list.length) summary = [...list].sort((a, b) => total(b) - total(a)).map((p) => describe(ctx, p)).join(' ; ');
  }

  // 4. outright: the claim of lowest priority (the first of them on a tie)
  let first: { owner: Owner; priority: number; reason: Reason } | undefined;
  for (const r of rules) {
    const x = r.control?.outright?.(ctx, place, c);
    if (x && (!first || x.priority < first.priority)) first = x;
  }
  if (first) {
    const ruler = keyIn(pools, first.owner);
    if (summary) reasons.push(reason('2.5', `${summary}.`));
    if (texts) reasons.push(first.reason);
    if (texts && ruler !== first.owner) reasons.push(reason('R3', `${ctx.The(first.owner)} ${ctx.verb(first.owner, 'fait', 'font')} partie de ${ctx.the(ruler)} : l’équipe contrôle ${where}.`));
    return verdict(place, ruler, texts, reasons, notes, ignored, tally);
  }

  if (!list.length) {
    if (texts) reasons.push(reason('2.5', `Aucun guerrier ni bâtiment dans ${where} : personne ne contrôle (2.5).`));
    return verdict(place, null, texts, reasons, notes, ignored, tally);
  }

  // 5. strict majority, pair by pair
  const winner = strictWinner(list);
  if (winner) {
    if (texts) reasons.push(
      reason('2.5', list.length === 1 ? `${summary} → personne d’autre ne compte ici : ${ctx.the(winner.key)} ${ctx.verb(winner.key, 'contrôle', 'contrôlent')} ${where} (2.5).` : `${summary} → ${ctx.the(winner.key)} ${ctx.verb(winner.key, 'a', 'ont')} strictement plus que chacun des autres et ${ctx.verb(winner.key, 'contrôle', 'contrôlent')} ${where} (2.5).`),
    );
    return verdict(place, winner.key, texts, reasons, notes, ignored, tally);
  }
  const tied = tiedForMost(list);
  if (texts) {
    reasons.push(
      reason(
        '2.5',
        tied.length > 1
          ? `${summary} → égalité : personne ne contrôle (2.5).`
          : `${summary} → personne n’a strictement plus que chacun des autres : personne ne contrôle (2.5).`,
      ),
    );
    if (list.some((x) => x.borrowed.some((b) => b.notAgainst.length)))
      for (const x of list)
        for (const y of list)
          if (x !== y && countAgainst(x, y) !== total(x))
            reasons.push(reason('2.5', `Face ${ctx.verb(y.key, 'à', 'aux')} ${ctx.name(y.key)}, ${ctx.the(x.key)} ne ${ctx.verb(x.key, 'compte', 'comptent')} que ${countAgainst(x, y)} contre ${countAgainst(y, x)}.`));
  }
  // 6. ties
  const claimants: { key: Ruler; why: Reason }[] = [];
  for (const x of tied) {
    for (const m of x.members.length ? x.members : [x.key as Owner]) {
      for (const r of rules) {
        const why = r.control?.winsTie?.(ctx, m, place, c, total(x));
        if (why && !claimants.some((k) => k.key === x.key)) claimants.push({ key: x.key, why });
      }
    }
  }
  if (claimants.length === 1) {
    if (texts) reasons.push(claimants[0]!.why);
    return verdict(place, claimants[0]!.key, texts, reasons, notes, ignored, tally);
  }
  if (claimants.length > 1 && texts) {
    for (const k of claimants) reasons.push(k.why);
    reasons.push(reason('2.5', 'Plusieurs joueurs à égalité l’emportent chacun en cas d’égalité : leurs capacités s’annulent, personne ne contrôle (2.5).'));
  }
  return verdict(place, null, texts, reasons, notes, ignored, tally);
}

/** Who rules a clearing (1–12) or the Burrow ("terrier"), and why. */
export function controlOf(setup: Setup, clearing: number | 'terrier'): ControlVerdict {
  try {
    return controlWithContext(makeContext(setup), clearing);
  } catch {
    return { clearing, ruler: null, reasons: [reason('format', 'Position illisible : validez-la d’abord (validate).')], tally: [] };
  }
}

/** Control of the 12 clearings, and of the Burrow when the Duchy is in the game. */
export function controlAll(setup: Setup): ControlVerdict[] {
  try {
    const ctx = makeContext(setup);
    const out: ControlVerdict[] = [];
    for (let id = 1; id <= 12; id++) out.push(controlWithContext(ctx, id));
    if (placeExists(ctx.setup, 'terrier', ctx.map)) out.push(controlWithContext(ctx, 'terrier'));
    return out;
  } catch {
    return [];
  }
}

/** Does `mover` rule this place, itself or as a member of a ruling team? */
export function rulesPlace(v: ControlVerdict, mover: Owner, ctx: RulesContext): boolean {
  if (v.ruler === mover) return true;
  if (v.ruler === 'humans') {
    const pools = activeRules(ctx).map((r) => r.control?.pool?.(ctx)).filter((p) => !!p);
    return pools.some((p) => p!.team === 'humans' && p!.members.includes(mover));
  }
  return false;
}
