/**
 * Running a bot's turn: checking the options, preparing the position, playing the turn with the
 * bot's module (core.ts `Turn`). The modules themselves come from the caller, so that the eager
 * registry (bots/index.ts: every bot, for Node code and tests) and the lazy one (bots/lazy.ts:
 * only the bots a page plays) share this code and give the same answers.
 *
 * Pure and never throws: invalid input gives `ok: false` and French problems.
 */
import { FACTION_INFO, isFactionId, type FactionId } from '../factions';
import { problem, type Problem } from '../reasons';
import { cloneSetup, type Setup } from '../setup';
import { normalizeSetup, validate } from '../validate';
import { Turn, type BotOptions, type BotRules, type BotState, type BotTurn } from './core';
import { DIFFICULTIES } from './data-common';
import { DECK_IDS, DECK_NAMES, cardRef, deckCard, inDeck, isCardId } from './deck';
import { BOT_IDS } from './ids';
import { initialBotState } from './question';
import { REACTIONS } from './reactions';
import { TRAIT_BOT, TRAIT_NAMES, type TraitId } from './trait-ids';



/** The module of a bot, when the caller has it. */
export type BotLookup = (f: FactionId) => BotRules | undefined;

const isTraitId = (t: unknown): t is TraitId => typeof t === 'string' && Object.hasOwn(TRAIT_BOT, t);

function checkOptions(bot: FactionId, rules: BotRules, o: BotOptions): Problem[] {
  const out: Problem[] = [];
  const deck = o.deck ?? 'base';
  if (!DECK_IDS.includes(deck)) out.push(problem('R2.7', `Paquet inconnu : ${String(deck)} (base, exiles).`, 'deck'));
  const outOfDeck = (c: string) => DECK_IDS.includes(deck) && !inDeck(c, deck);
  // A card is named as the reader knows it (its French name, or its English one and why), never by its id.
  const named = (c: string) => cardRef(deckCard(c)!).replace(/^la /, 'La ');
  if (o.orderCard !== undefined && !isCardId(o.orderCard)) out.push(problem('R2.7', 'Carte d’ordre inconnue : elle n’est dans aucun paquet.', 'orderCard'));
  else if (o.orderCard !== undefined && outOfDeck(o.orderCard)) out.push(problem('R2.7', `${named(o.orderCard)}, carte d’ordre demandée, n’est pas dans le ${DECK_NAMES[deck]}.`, 'orderCard'));
  for (const c of o.nextOrderCards ?? []) {
    if (!isCardId(c)) out.push(problem('R2.7', 'Une des cartes tirées ensuite est inconnue : elle n’est dans aucun paquet.', 'nextOrderCards'));
    else if (outOfDeck(c)) out.push(problem('R2.7', `${named(c)}, tirée ensuite, n’est pas dans le ${DECK_NAMES[deck]}.`, 'nextOrderCards'));
  }
  if (o.difficulty !== undefined && !DIFFICULTIES.includes(o.difficulty)) out.push(problem('R3.3.1', `Difficulté inconnue : ${String(o.difficulty)} (facile, normal, difficile, cauchemardesque).`, 'difficulty'));
  for (const tr of o.traits ?? []) {
    if (!isTraitId(tr)) out.push(problem('R3.3.2', 'Un des Traits demandés n’existe pas.', 'traits'));
    else if (!rules.traits.includes(tr)) out.push(problem('R3.3.2', `Le Trait « ${TRAIT_NAMES[tr]} » n’appartient pas à ${FACTION_INFO[bot].botName}.`, 'traits'));
  }
  for (const d of o.dice ?? []) {
    if (!Array.isArray(d) || d.length !== 2 || !d.every((x) => Number.isInteger(x) && x >= 0 && x <= 3))
      out.push(problem('4.3.2', 'Chaque jet donné est une paire de dés de 0 à 3 (4.3.2).', 'dice'));
  }
  if (o.seed !== undefined && !Number.isFinite(o.seed)) out.push(problem('format', 'La graine doit être un nombre fini.', 'seed'));
  if (o.botState !== undefined && (typeof o.botState !== 'object' || o.botState === null || !Number.isFinite(o.botState.rng) || !Array.isArray(o.botState.out)))
    out.push(problem('format', 'État du robot illisible : son générateur de tirages et les cartes déjà sorties sont attendus.', 'botState'));
  else if (
    o.botState?.boards !== undefined &&
    (typeof o.botState.boards !== 'object' ||
      o.botState.boards === null ||
      Array.isArray(o.botState.boards) ||
      Object.values(o.botState.boards).some((b) => typeof b !== 'object' || b === null || Array.isArray(b)))
  )
    out.push(problem('format', 'État des plateaux des robots illisible : pour chaque robot, ce que son plateau porte (cartes, marqueurs, objets) est attendu.', 'botState'));
  for (const [f, s] of Object.entries(o.otherBots ?? {})) {
    if (!isFactionId(f)) out.push(problem('format', 'Réglages des autres robots : une faction inconnue.', 'otherBots'));
    for (const tr of s?.traits ?? []) {
      if (!isTraitId(tr)) out.push(problem('R3.3.2', 'Un des Traits des autres robots n’existe pas.', 'otherBots'));
      else if (isFactionId(f) && TRAIT_BOT[tr] !== f && !(f === 'vagabond2' && TRAIT_BOT[tr] === 'vagabond'))
        out.push(problem('R3.3.2', `Le Trait « ${TRAIT_NAMES[tr]} » n’appartient pas à ${FACTION_INFO[f].botName ?? FACTION_INFO[f].name}.`, 'otherBots'));
    }
  }
  for (const [k, v] of Object.entries(o.picks ?? {}))
    if (!/^\d{1,3}$/.test(k) || typeof v !== 'string') out.push(problem('format', 'Issue choisie d’un tirage illisible : le numéro du tirage et la valeur retenue sont attendus.', 'picks'));
  return out;
}

function prepare(
  bots: BotLookup,
  setup: unknown,
  bot: unknown,
  options: BotOptions,
  forSetup: boolean,
): { ok: true; setup: Setup; bot: FactionId; rules: BotRules; state: BotState } | { ok: false; problems: Problem[]; bot: FactionId | null } {
  const problems: Problem[] = [];
  if (!isFactionId(bot)) return { ok: false, problems: [problem('format', `Faction inconnue : ${String(bot)}.`)], bot: null };
  const rules = bots(bot);
  if (!rules) {
    const name = FACTION_INFO[bot].botName;
    return {
      ok: false,
      problems: [problem('R3.2', name ? `${name} : ce robot n’est pas encore programmé (sont programmés : ${BOT_IDS.map((b) => FACTION_INFO[b].botName).join(', ')}).` : `Il n’existe pas de robot pour cette faction.`)],
      bot,
    };
  }
  const v = validate(setup);
  if (!v.ok) return { ok: false, problems: v.problems, bot };
  const s = cloneSetup(v.setup);
  if (!forSetup) {
    const p = s.players[bot];
    if (!p) problems.push(problem('5.1.1', `${FACTION_INFO[bot].botName} n’est pas en jeu.`, 'players'));
    else if (!p.bot) problems.push(problem('R3.2', `${FACTION_INFO[bot].name} est jouée par un humain : marquez-la comme robot.`, 'players'));
    problems.push(...(rules.check?.(s, options) ?? []));
  }
  if (s.map === 'hiver' && !s.suits) problems.push(problem('A.1', 'Sur l’Hiver, les couleurs des clairières (marqueurs) sont nécessaires aux robots.', 'suits'));
  problems.push(...checkOptions(bot, rules, options));
  if (problems.length) return { ok: false, problems, bot };
  const state: BotState = options.botState
    ? { rng: options.botState.rng >>> 0, out: [...options.botState.out], ...(options.botState.boards ? { boards: options.botState.boards } : {}) }
    : initialBotState(options.seed ?? 0);
  return { ok: true, setup: s, bot, rules, state };
}

/**
 * A bot's turn (or setup) with the bot modules `bots` finds: bots/index.ts gives every module,
 * bots/lazy.ts the ones it has loaded. A turn may ask for the module of the bot played and of any
 * other bot of the position (its defence, 5.1.1, R2.8.2): the caller provides those.
 */
export function runBot(bots: BotLookup, setup: unknown, bot: unknown, raw: BotOptions, forSetup: boolean): BotTurn {
  const options: BotOptions = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  const safeState = (x: unknown): BotState | undefined =>
    typeof x === 'object' && x !== null && Number.isFinite((x as BotState).rng) && Array.isArray((x as BotState).out) ? (x as BotState) : undefined;
  const empty = (problems: Problem[], b: FactionId | null): BotTurn => ({
    ok: false,
    problems,
    bot: b,
    steps: [],
    setup: typeof setup === 'object' && setup !== null ? (setup as Setup) : ({ map: 'automne', clearings: {}, players: {} } as Setup),
    botState: safeState(options.botState) ?? initialBotState(typeof options.seed === 'number' && Number.isFinite(options.seed) ? options.seed : 0),
  });
  try {
    const o = options;
    const p = prepare(bots, setup, bot, o, forSetup);
    if (!p.ok) return empty(p.problems, p.bot);
    const t = new Turn(p.setup, p.bot, o, p.state, { rules: bots, reactions: REACTIONS });
    if (forSetup) p.rules.setup(t);
    else p.rules.turn(t);
    const final = normalizeSetup(cloneSetup(t.setup));
    return {
      ok: t.problems.length === 0,
      problems: t.problems,
      bot: p.bot,
      steps: t.steps,
      setup: final,
      botState: { rng: t.rng, out: t.out, ...(Object.keys(t.boards).length ? { boards: t.boards } : {}) },
    };
  } catch {
    return empty([problem('format', 'Tour du robot impossible à calculer : son programme ne sait pas lire cette position ou l’état de son plateau.')], isFactionId(bot) ? bot : null);
  }
}
