/**
 * Clockwork bots: public API.
 *
 *   playBotTurn(setup, bot, options) → BotTurn   one whole turn, step by step
 *   botSetup(setup, bot, options)    → BotTurn   the bot's faction setup (R4.3, R5.3…)
 *
 * Both are pure and never throw: invalid input gives `ok: false` and French problems. Randomness
 * comes only from the seeded generator carried in `BotState` (options.botState, or options.seed).
 * Bots are modules implementing `BotRules` (core.ts), registered in `BOTS` below: add a bot here
 * and nowhere else.
 */
import { FACTION_INFO, isFactionId, type FactionId } from '../factions';
import { problem, type Problem } from '../reasons';
import { cloneSetup, type Setup } from '../setup';
import { normalizeSetup, validate } from '../validate';
import { Turn, type BotOptions, type BotRules, type BotState, type BotTurn } from './core';
import { DIFFICULTIES, TRAITS, type TraitId } from './data';
import { DECK_IDS, DECK_NAMES, inDeck, isCardId } from './deck';
import { allianceBot } from './alliance';
import { corvidsBot } from './corvids';
import { duchyBot } from './duchy';
import { eyrieBot } from './eyrie';
import { marquiseBot } from './marquise';
import { lizardsBot } from './lizards';
import { riverfolkBot } from './riverfolk';
import { seedState } from '../../core/random';
import { vagabot2Bot, vagabotBot } from './vagabot';
import { REACTIONS } from './reactions';

export * from './core';
export * from './data';
export * from './deck';
export { REACTIONS } from './reactions';

/** The bots this engine can play, by faction (R4–R11). */
export const BOTS: Partial<Record<FactionId, BotRules>> = {
  marquise: marquiseBot,
  eyrie: eyrieBot,
  alliance: allianceBot,
  vagabond: vagabotBot,
  vagabond2: vagabot2Bot,
  duchy: duchyBot,
  corvids: corvidsBot,
  lizards: lizardsBot,
  riverfolk: riverfolkBot,
};

const registry = { rules: (f: FactionId) => BOTS[f], reactions: REACTIONS };

export function initialBotState(seed = 0): BotState {
  return { rng: seedState(seed), out: [] };
}

/**
 * A Clockwork bot's turn (Les Lois de la Robotique) as a situation asks it (situation.ts, which
 * re-exports it): which bot, its order card (drawn with the seed when absent), difficulty, Traits,
 * the seed of its random draws, and the step shown. Declared here, beside `botOptionsOf`, so the
 * bots never import the situation layer above them.
 */
export interface BotQuestion {
  kind: 'bot';
  bot: FactionId;
  orderCard?: string;
  difficulty?: 'facile' | 'normal' | 'difficile' | 'cauchemardesque';
  traits?: string[];
  seed?: number;
  /** the step shown, 0 = the position before the turn */
  step?: number;
  /** rolls made at the table for the turn's battles, in order (else drawn with the seed) */
  dice?: [number, number][];
  /** cards revealed by later draws of the turn, in order (else drawn with the seed) */
  nextCards?: string[];
  /** what the bot's board holds beyond the position (Vagabot items, Lost Souls, Market…): BotState.boards */
  boards?: Record<string, unknown>;
  /** outcomes the reader picked for random draws of the turn, by draw number (BotOptions.picks) */
  picks?: Record<string, string>;
  /** the game's shared deck, hence the order deck (R2.7): « exiles » for Exiles and Partisans */
  deck?: 'base' | 'exiles';
}

/** The options of a turn from a bot question (situation.ts): the one mapping the scenario runner and the board share. */
export function botOptionsOf(q: BotQuestion): BotOptions {
  return {
    ...(q.orderCard ? { orderCard: q.orderCard } : {}),
    ...(q.difficulty ? { difficulty: q.difficulty } : {}),
    ...(q.traits ? { traits: q.traits as TraitId[] } : {}),
    seed: q.seed ?? 0,
    ...(q.dice ? { dice: q.dice } : {}),
    ...(q.nextCards ? { nextOrderCards: q.nextCards } : {}),
    ...(q.boards ? { botState: { ...initialBotState(q.seed ?? 0), boards: q.boards as BotState['boards'] } } : {}),
    ...(q.picks ? { picks: q.picks } : {}),
    ...(q.deck ? { deck: q.deck } : {}),
  };
}

function checkOptions(bot: FactionId, rules: BotRules, o: BotOptions): Problem[] {
  const out: Problem[] = [];
  const deck = o.deck ?? 'base';
  if (!DECK_IDS.includes(deck)) out.push(problem('R2.7', `Paquet inconnu : ${String(deck)} (base, exiles).`, 'deck'));
  const outOfDeck = (c: string) => DECK_IDS.includes(deck) && !inDeck(c, deck);
  if (o.orderCard !== undefined && !isCardId(o.orderCard)) out.push(problem('R2.7', `Carte d’ordre inconnue : ${String(o.orderCard)}.`, 'orderCard'));
  else if (o.orderCard !== undefined && outOfDeck(o.orderCard)) out.push(problem('R2.7', `La carte ${o.orderCard} n’est pas dans le ${DECK_NAMES[deck]}.`, 'orderCard'));
  for (const c of o.nextOrderCards ?? []) {
    if (!isCardId(c)) out.push(problem('R2.7', `Carte inconnue : ${String(c)}.`, 'nextOrderCards'));
    else if (outOfDeck(c)) out.push(problem('R2.7', `La carte ${c} n’est pas dans le ${DECK_NAMES[deck]}.`, 'nextOrderCards'));
  }
  if (o.difficulty !== undefined && !DIFFICULTIES.includes(o.difficulty)) out.push(problem('R3.3.1', `Difficulté inconnue : ${String(o.difficulty)} (facile, normal, difficile, cauchemardesque).`, 'difficulty'));
  for (const tr of o.traits ?? []) {
    if (!(tr in TRAITS)) out.push(problem('R3.3.2', `Trait inconnu : ${String(tr)}.`, 'traits'));
    else if (!rules.traits.includes(tr)) out.push(problem('R3.3.2', `Le Trait « ${TRAITS[tr].name} » n’appartient pas à ${FACTION_INFO[bot].botName}.`, 'traits'));
  }
  for (const d of o.dice ?? []) {
    if (!Array.isArray(d) || d.length !== 2 || !d.every((x) => Number.isInteger(x) && x >= 0 && x <= 3))
      out.push(problem('4.3.2', 'Chaque jet donné est une paire de dés de 0 à 3 (4.3.2).', 'dice'));
  }
  if (o.seed !== undefined && !Number.isFinite(o.seed)) out.push(problem('format', 'La graine doit être un nombre fini.', 'seed'));
  if (o.botState !== undefined && (typeof o.botState !== 'object' || o.botState === null || !Number.isFinite(o.botState.rng) || !Array.isArray(o.botState.out)))
    out.push(problem('format', 'État du robot illisible : { rng, out } attendu.', 'botState'));
  else if (o.botState?.boards !== undefined && (typeof o.botState.boards !== 'object' || o.botState.boards === null || Array.isArray(o.botState.boards)))
    out.push(problem('format', 'Plateaux des robots illisibles : { faction: { … } } attendu.', 'botState'));
  for (const [f, s] of Object.entries(o.otherBots ?? {})) {
    if (!isFactionId(f)) out.push(problem('format', `Faction inconnue dans otherBots : ${f}.`, 'otherBots'));
    for (const tr of s?.traits ?? []) {
      if (!(tr in TRAITS)) out.push(problem('R3.3.2', `Trait inconnu : ${String(tr)}.`, 'otherBots'));
      else if (isFactionId(f) && TRAITS[tr].faction !== f && !(f === 'vagabond2' && TRAITS[tr].faction === 'vagabond'))
        out.push(problem('R3.3.2', `Le Trait « ${TRAITS[tr].name} » n’appartient pas à ${FACTION_INFO[f].botName ?? FACTION_INFO[f].name}.`, 'otherBots'));
    }
  }
  for (const [k, v] of Object.entries(o.picks ?? {}))
    if (!/^\d{1,3}$/.test(k) || typeof v !== 'string') out.push(problem('format', 'Choix de tirage illisible : { numéro du tirage: valeur choisie } attendu.', 'picks'));
  return out;
}

function prepare(
  setup: unknown,
  bot: unknown,
  options: BotOptions,
  forSetup: boolean,
): { ok: true; setup: Setup; bot: FactionId; rules: BotRules; state: BotState } | { ok: false; problems: Problem[]; bot: FactionId | null } {
  const problems: Problem[] = [];
  if (!isFactionId(bot)) return { ok: false, problems: [problem('format', `Faction inconnue : ${String(bot)}.`)], bot: null };
  const rules = BOTS[bot];
  if (!rules) {
    const name = FACTION_INFO[bot].botName;
    return {
      ok: false,
      problems: [problem('R3.2', name ? `${name} : ce robot n’est pas encore programmé (sont programmés : ${Object.values(BOTS).map((b) => FACTION_INFO[b.faction].botName).join(', ')}).` : `Il n’existe pas de robot pour cette faction.`)],
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

function run(setup: unknown, bot: unknown, raw: BotOptions, forSetup: boolean): BotTurn {
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
    const p = prepare(setup, bot, o, forSetup);
    if (!p.ok) return empty(p.problems, p.bot);
    const t = new Turn(p.setup, p.bot, o, p.state, registry);
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
  } catch (e) {
    return empty([problem('format', `Tour du robot impossible à calculer (${e instanceof Error ? e.message : 'erreur'}).`)], isFactionId(bot) ? bot : null);
  }
}

/** One whole turn of a bot, step by step (Birdsong, Daylight, Evening). Pure; never throws. */
export function playBotTurn(setup: Setup | unknown, bot: FactionId, options: BotOptions = {}): BotTurn {
  return run(setup, bot, options, false);
}

/** The faction setup of a bot (R4.3, R5.3), with its random draws. Pure; never throws. */
export function botSetup(setup: Setup | unknown, bot: FactionId, options: BotOptions = {}): BotTurn {
  return run(setup, bot, options, true);
}
