/**
 * The situation envelope and its routing by game: the one doorway between content, islands, share
 * links, the scenario runner and tests, whatever the game.
 *
 *   { v: 1, game: "<id>", setup, question, rule?: "…", title?: "…" }
 *
 * `game` says which engine reads the rest; the envelope's other fields belong to that engine. A
 * situation without `game` belongs to the registry's default game (the situations written before
 * the site had a second game), so every file and link made then still opens as it did.
 *
 * Share links carry a situation as one line of text: `<game>/<the game's own text>`. A text whose
 * first segment is not a game of the registry is the default game's text, whole — which is how
 * links shared before games had names keep opening exactly as before.
 *
 * This module names no game: the games are handed to `createSituations` by `src/engine/games.ts`.
 */
import { FORMAT, problem, type Problem } from './verdict';

/** Any game's answer: ok, or problems in French. */
export interface Answer {
  ok: boolean;
  problems: Problem[];
}

/**
 * One game's situation: the envelope without its `game` field. Each game names its own position
 * and questions; the fields around them are the same for every game.
 */
export interface SituationOf<Setup, Question> {
  v: 1;
  setup: Setup;
  question: Question;
  /** the rule it illustrates, e.g. "4.2" */
  rule?: string;
  title?: string;
}

/** What a game gives the registry: how to read, evaluate, write and parse its situations. */
export interface GameSituations<S = unknown, A extends Answer = Answer> {
  /** the id written in `game` and in links: lowercase letters and digits */
  id: string;
  /** the game's name, in French */
  name: string;
  /**
   * Every question kind the engine answers (`question.kind`). The site's list of explorers
   * (`src/lib/explorateurs.mjs`) is checked against it: each kind is shown by an explorer or named
   * there as answered only in situation files.
   */
  questions: readonly string[];
  /** reads the envelope without its `game` field; never throws */
  read(input: unknown): { ok: true; situation: S } | { ok: false; problems: Problem[] };
  /** evaluates the envelope without its `game` field; never throws */
  evaluate(input: unknown): A;
  /** the game's one-line text of a situation (without the game prefix) */
  encode(situation: S): string;
  /** reads the game's one-line text (without the game prefix); never throws */
  decode(text: string): { ok: true; situation: S } | { ok: false; problems: Problem[] };
}

/** A game the site presents whose engine does not exist yet: its situations get a clear answer. */
export interface PlannedGame {
  id: string;
  name: string;
}

const GAME_ID = /^[a-z][a-z0-9]{1,15}$/;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The games a share link can name, and the one that owns links naming none. */
export interface LinkGames {
  ids: readonly string[];
  defaultGame: string;
}

/**
 * The game of a share-link text and the game's own text; never throws. A text whose first
 * segment names no game belongs to the default game, whole.
 */
export function routeLink(text: unknown, games: LinkGames): { ok: true; game: string; text: string } | { ok: false; problems: Problem[] } {
  if (typeof text !== 'string') return { ok: false, problems: [problem(FORMAT, 'Le texte de la situation doit être une chaîne.')] };
  const slash = text.indexOf('/');
  const head = slash < 0 ? text : text.slice(0, slash);
  if (games.ids.includes(head)) return { ok: true, game: head, text: slash < 0 ? '' : text.slice(slash + 1) };
  return { ok: true, game: games.defaultGame, text };
}

/** The share-link text of a game's own text (links of the default game carry no prefix, as before). */
export function linkText(game: string, text: string, games: LinkGames): string {
  return game === games.defaultGame ? text : `${game}/${text}`;
}

export interface Situations {
  /** the games with an engine, by id */
  readonly games: ReadonlyMap<string, GameSituations<any, Answer>>;
  readonly defaultGame: string;
  /** the game an envelope belongs to and the envelope without `game`; or problems */
  route(input: unknown): { ok: true; game: GameSituations<any, Answer>; body: unknown } | { ok: false; problems: Problem[] };
  /** evaluates any game's situation; never throws */
  evaluateSituation(input: unknown): Answer;
  /** the game and the game's own text of a share-link text; never throws */
  routeLink(text: unknown): { ok: true; game: string; text: string } | { ok: false; problems: Problem[] };
  /** the share-link text of a game's own text */
  linkText(game: string, text: string): string;
  /** reads a share-link text of any game; never throws */
  decodeLink(text: unknown): { ok: true; game: string; situation: unknown } | { ok: false; problems: Problem[] };
}

/** « A, B et C » (or « ou »): names joined as French lists them. */
function frenchList(names: readonly string[], last: 'et' | 'ou'): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}`;
}

function unknownGame(id: string, planned: readonly PlannedGame[], known: readonly string[]): Problem {
  const p = planned.find((g) => g.id === id);
  if (p) return problem(FORMAT, `Le moteur de ${p.name} n’est pas disponible : cette situation ne peut pas être évaluée.`, 'game');
  return problem(FORMAT, `Cette situation est d’un jeu que le site ne connaît pas : les jeux connus sont ${frenchList(known, 'et')}.`, 'game');
}

/**
 * The registry of the site's games. `defaultGame` reads situations and links that name no game.
 * `planned` are games the site presents whose engine is still to come.
 */
export function createSituations(games: readonly GameSituations<any, Answer>[], defaultGame: string, planned: readonly PlannedGame[] = []): Situations {
  const byId = new Map(games.map((g) => [g.id, g] as const));
  if (!byId.has(defaultGame)) throw new Error(`default game ${defaultGame} is not registered`);
  for (const g of games) if (!GAME_ID.test(g.id)) throw new Error(`bad game id ${g.id}`);
  const ids = [...byId.keys(), ...planned.map((p) => p.id)];
  // The games' names, as a reader knows them (never their ids).
  const names = [...games.map((g) => g.name), ...planned.map((p) => p.name)];
  const links: LinkGames = { ids, defaultGame };

  const route: Situations['route'] = (input) => {
    if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'Une situation est un objet : sa version, son jeu, sa position et sa question.')] };
    const id = Object.prototype.hasOwnProperty.call(input, 'game') ? input.game : undefined;
    if (id === undefined) return { ok: true, game: byId.get(defaultGame)!, body: input };
    if (typeof id !== 'string') return { ok: false, problems: [problem(FORMAT, `Le jeu de la situation doit être nommé : ${frenchList(names, 'ou')}.`, 'game')] };
    const game = byId.get(id);
    if (!game) return { ok: false, problems: [unknownGame(id, planned, names)] };
    const { game: _drop, ...body } = input;
    void _drop;
    return { ok: true, game, body };
  };

  return {
    games: byId,
    defaultGame,
    route,
    evaluateSituation(input) {
      try {
        const r = route(input);
        if (!r.ok) return { ok: false, problems: r.problems };
        return r.game.evaluate(r.body);
      } catch {
        return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
      }
    },
    routeLink: (text) => routeLink(text, links),
    linkText: (game, text) => linkText(game, text, links),
    decodeLink(text) {
      const r = routeLink(text, links);
      if (!r.ok) return r;
      const game = byId.get(r.game);
      if (!game) return { ok: false, problems: [unknownGame(r.game, planned, names)] };
      try {
        const d = game.decode(r.text);
        return d.ok ? { ok: true, game: r.game, situation: d.situation } : { ok: false, problems: d.problems };
      } catch {
        return { ok: false, problems: [problem(FORMAT, 'Situation illisible.')] };
      }
    },
  };
}
