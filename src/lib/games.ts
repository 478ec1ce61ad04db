// The games of the site. Each has its folder content/<id>/, the name readers
// see (search filter, result labels) and the words a reader may type before a
// rule number in search ("oath 5.5.2", "tet 4.3.2"). No DOM, no Node: pages,
// the search script and the build all read it.

export const GAMES = {
  root: { label: 'Root', words: ['root'] },
  oath: { label: 'Oath', words: ['oath'] },
  'tiny-epic-tactics': { label: 'Tiny Epic Tactics', words: ['tiny epic tactics', 'tet'] },
} as const satisfies Record<string, { label: string; words: readonly string[] }>;

export type GameId = keyof typeof GAMES;

export const GAME_IDS = Object.keys(GAMES) as GameId[];

export function isGameId(id: string | undefined): id is GameId {
  return id !== undefined && Object.hasOwn(GAMES, id);
}

/** The game a site path belongs to ("/oath/loi/x/" → "oath"), if any. */
export function gameOfPath(pathname: string): GameId | undefined {
  const first = pathname.split('/').find((part) => part !== '');
  return isGameId(first) ? first : undefined;
}

/** Lower case, no accents, words separated by single spaces: "Loi de Root" → "loi de root". */
export function searchWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** Whether a phrase ("tiny epic tactics") appears as whole words in a text. */
export function hasWords(text: string, phrase: string): boolean {
  return ` ${searchWords(text)} `.includes(` ${searchWords(phrase)} `);
}
