/**
 * Effects outside battle that the official FAQ asks about, answered with the same removal and
 * movement machinery as everything else (battle.ts `removeAllEnemyPieces` / `removePieceByEffect`,
 * movement.ts `legalMoves`), so every faction module's hooks apply and nothing is named here that a
 * hook already decides:
 *
 * - `favor`: a « Faveur des… » card resolved in a position: every enemy piece of every clearing of
 *   the card's suit is removed (the Vagabond's pawn and the warlord stay, 9.2.2.I, 14.2.2), 1 point
 *   per building or token (3.2.1), then each removed piece's own effects (1.5.4: Outrage for a
 *   Sympathy token 8.2.6, a base's officers 8.2.4, relics 15.2.5…). The clearings are resolved one
 *   after the other in the order of their numbers; draws (bots' building types) become branches.
 * - `outrage`: does this act, in this clearing, trigger the Alliance's Outrage (8.2.6, R6.2.3)? A
 *   move asks the movement hooks (the Alliance's module notes Outrage on the destination), a removal
 *   asks the removal hooks; placing is neither (8.2.6 names moving warriors in and removing).
 */
import { removeAllEnemyPieces, removePieceByEffect, type RemovalOutcome } from './battle';
import { legalMoves } from './movement';
import { SUITS, isFactionId, type FactionId, type Suit } from './factions';
import { clearingData, getMap } from './maps';
import { SUIT_NAMES, capitalize, theName } from './glossary';
import { ONE, mul } from '../core/fraction';
import { problem, reason, type Problem, type Reason } from './reasons';
import type { Owner, Place, Setup } from './setup';
import { validate } from './validate';

export interface FavorResult {
  ok: boolean;
  problems: Problem[];
  suit: Suit;
  /** the clearings of the suit, in the order they are resolved */
  clearings: number[];
  reasons: Reason[];
  outcomes: RemovalOutcome[];
}

function suitOf(setup: Setup, clearing: number): Suit | null {
  return setup.suits?.[clearing - 1] ?? clearingData(getMap(setup.map), clearing)?.suit ?? null;
}

/** A Favor card (« Faveur des Renards / Lapins / Souris ») played by `by` in this position. */
export function favor(setup: Setup, params: { by: FactionId; suit: Suit }): FavorResult {
  const base = { suit: params.suit, clearings: [] as number[], reasons: [] as Reason[], outcomes: [] as RemovalOutcome[] };
  const v = validate(setup);
  if (!v.ok) return { ok: false, problems: v.problems, ...base };
  if (!SUITS.includes(params.suit)) return { ok: false, problems: [problem('A.1', 'Une carte Faveur est Renard, Lapin ou Souris.', 'question')], ...base };
  if (!isFactionId(params.by) || !v.setup.players[params.by]) return { ok: false, problems: [problem('5.1.1', 'Celui qui joue la carte Faveur doit être en jeu.', 'question')], ...base };
  const clearings = Array.from({ length: 12 }, (_, i) => i + 1).filter((c) => suitOf(v.setup, c) === params.suit);
  const reasons: Reason[] = [
    reason('G.1.23', `${capitalize(theName(params.by, v.setup))} : carte « Faveur des… » de couleur ${SUIT_NAMES[params.suit]} : toutes les pièces adverses des clairières ${SUIT_NAMES[params.suit]} (${clearings.join(', ')}) sont retirées ; ce n’est pas un combat.`),
  ];
  if (!clearings.length) reasons.push(reason('A.1', `Aucune clairière ${SUIT_NAMES[params.suit]} sur ce plateau (marqueurs de couleur) : la carte ne retire rien.`));
  let outcomes: RemovalOutcome[] = [{ probability: ONE, draws: [], removed: [], damaged: {}, points: {}, ruler: null, setup: v.setup, effects: [], steps: [] }];
  for (const c of clearings) {
    const next: RemovalOutcome[] = [];
    for (const o of outcomes) {
      const r = removeAllEnemyPieces(o.setup, { clearing: c, by: params.by, effect: 'favor' });
      if (!r.ok) return { ok: false, problems: r.problems, ...base, clearings };
      for (const x of r.outcomes) {
        const points = { ...o.points };
        for (const [f, n] of Object.entries(x.points)) points[f as FactionId] = (points[f as FactionId] ?? 0) + (n ?? 0);
        const damaged = { ...o.damaged };
        for (const [f, n] of Object.entries(x.damaged)) damaged[f as Owner] = (damaged[f as Owner] ?? 0) + (n ?? 0);
        next.push({
          probability: mul(o.probability, x.probability),
          draws: [...o.draws, ...x.draws],
          removed: [...o.removed, ...x.removed],
          damaged,
          points,
          ruler: null,
          setup: x.setup,
          effects: [...o.effects, ...x.effects],
          steps: [...o.steps, ...x.steps],
        });
      }
    }
    outcomes = next;
  }
  return { ok: true, problems: [], ...base, clearings, reasons, outcomes };
}

/** what may trigger Outrage (8.2.6): moving warriors in, placing a piece, removing the Sympathy */
export type OutrageAct = 'move' | 'place' | 'remove';

export interface OutrageVerdict {
  ok: boolean;
  problems: Problem[];
  /** does the act trigger Outrage */
  outrage: boolean;
  reasons: Reason[];
}

/** the reasons that say Outrage happens (the Alliance's module writes them, 8.2.6, R6.2.3, R2.8.1) */
const isOutrage = (r: Reason) => ['8.2.6', 'R6.2.3', 'R2.8.1'].includes(r.rule) && /Indignation/.test(r.text) && !/pas d’Indignation/.test(r.text);

/** Does `by` trigger the Alliance's Outrage by moving into (from `from`), placing in, or removing the Sympathy of `clearing`? */
export function outrage(setup: Setup, params: { by: Owner; clearing: number; act: OutrageAct; from?: Place }): OutrageVerdict {
  const v = validate(setup);
  if (!v.ok) return { ok: false, problems: v.problems, outrage: false, reasons: [] };
  const s = v.setup;
  const fail = (rule: string, text: string): OutrageVerdict => ({ ok: false, problems: [problem(rule, text, 'question')], outrage: false, reasons: [] });
  if (!s.players.alliance) return fail('5.1.1', 'L’Alliance n’est pas en jeu : personne ne peut déclencher son Indignation.');
  const c = s.clearings[String(params.clearing)] ?? {};
  const sympathetic = (c.tokens ?? []).some((t) => t.owner === 'alliance' && t.kind === 'sympathy');
  const who = capitalize(theName(params.by, s));
  if (!sympathetic) return { ok: true, problems: [], outrage: false, reasons: [reason('8.2.6', `La clairière ${params.clearing} n’a pas de jeton de Sympathie : pas d’Indignation (8.2.6).`)] };
  if (params.by === 'alliance') return { ok: true, problems: [], outrage: false, reasons: [reason('8.2.6', 'L’Indignation ne vise que les autres joueurs : l’Alliance elle-même ne la déclenche pas (8.2.6).')] };
  if (params.act === 'place')
    return {
      ok: true,
      problems: [],
      outrage: false,
      reasons: [reason('8.2.6', `${who} place une pièce dans une clairière sympathisante : placer n’est ni déplacer des guerriers ni retirer la Sympathie, donc pas d’Indignation (8.2.6, 8.2.5).`)],
    };
  if (params.act === 'remove') {
    const r = removePieceByEffect(s, { clearing: params.clearing, by: params.by, owner: 'alliance', category: 'token', kind: 'sympathy' });
    if (!r.ok) return { ok: false, problems: r.problems, outrage: false, reasons: [] };
    const o = r.outcomes[0]!;
    const seen = new Set<string>();
    const said = [...o.steps, ...o.effects].filter((r) => !seen.has(r.text) && seen.add(r.text) && (isOutrage(r) || r.rule === 'E.3.7'));
    const found = said.filter(isOutrage);
    return { ok: true, problems: [], outrage: found.length > 0, reasons: said.length ? said : [reason('8.2.6', `${who} retire le jeton de Sympathie sans déclencher d’Indignation (8.2.6).`)] };
  }
  if (params.from === undefined) return fail('format', 'Question d’Indignation : un déplacement a besoin de son lieu de départ « from ».');
  if (!isFactionId(params.by)) return fail('E.3.4', 'Les Nomades se déplacent par leurs propres actions : demandez-le pour la faction qui se déplace.');
  const m = legalMoves(s, params.by, params.from);
  const d = m.destinations.find((x) => x.to === params.clearing);
  if (!d) return fail('4.2', `La clairière ${params.clearing} n’est pas voisine du lieu de départ.`);
  if (!d.ok) return { ok: true, problems: [], outrage: false, reasons: [reason('4.2', 'Ce déplacement n’est pas permis : pas d’Indignation.'), ...d.reasons] };
  const found = d.reasons.filter(isOutrage);
  if (found.length) return { ok: true, problems: [], outrage: true, reasons: found };
  const warriors = typeof params.from === 'number' ? (s.clearings[String(params.from)]?.warriors?.[params.by] ?? 0) : 0;
  const quiet = d.reasons.filter((r) => /Indignation/.test(r.text));
  return {
    ok: true,
    problems: [],
    outrage: false,
    reasons: quiet.length
      ? quiet
      : [reason('8.2.6', warriors ? `${who} entre dans une clairière sympathisante sans déclencher d’Indignation (8.2.6).` : `${who} n’y déplace aucun guerrier (un pion n’est pas un guerrier) : pas d’Indignation (8.2.6).`)],
  };
}
