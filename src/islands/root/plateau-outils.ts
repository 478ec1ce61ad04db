// What the board (Plateau.svelte) needs only once the reader acts on it: the control rules with
// every faction's module (the page's own position comes with its answer, computed at build time),
// editing the position (edit.ts, with the validation and its messages), the standard setup, the
// legal moves, and the writer and checker of share links. Loaded by a dynamic import() when the reader first reaches
// for the board (pointer or focus inside it) or when a situation asks for moves, so the first view
// of a board carries the map and the answers computed at build time only (its situation comes read
// from its text; a share link is read here, with the situation reader and its notation).
export { addPiece, removePiece, boardPieceOf, findPawn, movePawn, setPlayer, setPlayerFlag, setTurn, setMap, setSuits } from '~/engine/root/edit';
export { controlAll } from '~/engine/root/control';
export { standardStart } from '~/engine/root/start';
export { validate } from '~/engine/root/validate';
export { legalMoves } from '~/engine/root/movement';
export { decodeSituation, encodeSituation } from '~/engine/root/situation';
export { readSituationText } from '~/engine/root/situation-text';
export { linkText, routeLink } from '~/engine/core/situation';
export { SHARE_LINK_GAMES } from '~/engine/links';
