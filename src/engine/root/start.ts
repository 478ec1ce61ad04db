/**
 * Standard starting positions (5.1.7): the factions in the game set up on a map, one after the
 * other in setup order, each by its own setup rules in the Law of Root (6.3 to 15.3) or, for a
 * faction played by a bot, in the Laws of Rootbotics (R4.3 to R11.3).
 *
 * Only what lies on the map is built here (warriors, buildings, tokens, pawns, relics, the « R »
 * items under the ruins) plus the player settings the Setup records (a bot flag, the Riverfolk's
 * funds, the Hundreds' mood). The steps are all said, those off the map too (OFF_MAP: reserves,
 * tracks, cards), so the reader meets every step of the faction's setup section, each with its
 * rule, after the map's own setup (5.1.4 ruins, C.2.1 Ferry, C.3.1 closed paths and Tower, A.1
 * suit markers).
 * Where a rule lets the player choose (a corner, a forest, clearings) the caller may give the
 * choice in `StartOptions`; otherwise a documented default is taken. Where a rule says « at
 * random », the engine never draws (no Math.random): it takes a stated default and says that the
 * game would draw. Every step is returned as a reason citing its rule, in setup order, and says
 * when it is a default, so the reader sees what was picked and can change it on the board.
 *
 * Starting corner clearings: the Marauder booklet defines them as the corners holding the
 * Marquise's Keep, the Eyrie's starting Roost, the Cult's starting garden, the Duchy's starting
 * Tunnel or the Keepers' starting warriors — the Hundreds' corner is not in that list, so it does
 * not count here either (said in the steps). The defaults never reuse a corner, which every one
 * of these rules allows. More than four corner factions need the advanced setup (chapter 5).
 *
 * Setup order: the letters printed on the faction boards are not in our sources beyond « A »
 * for the Marquise (R2.2); the order used is `SETUP_ORDER` (bots/data.ts), which records the
 * status and the source of each letter, and the steps say so.
 */
import { SETUP_ORDER } from './bots/data-common';
import { priorityKey } from './bots/core';
import { makeContext } from './context';
import { addPiece, setPlayer, type BoardPiece } from './edit';
import { BASE_FACTIONS, FACTION_INFO, FACTIONS, RELIC_KINDS, SUITS, type FactionId, type Suit } from './factions';
export { BASE_FACTIONS };
import { ITEM_NAMES, ofName, SHORT_NAMES, SUIT_NAMES, theName } from './glossary';
import { getMap, type MapData, type MapId } from './maps';
import type { Reason } from './reasons';
import type { PlayerSetup, Setup } from './setup';

/** Factions that start in a corner clearing. */
export const CORNER_FACTIONS: readonly FactionId[] = ['marquise', 'eyrie', 'lizards', 'duchy', 'hundreds', 'keepers'];

/** Factions whose corner is a « starting corner clearing » (Marauder booklet: not the Hundreds). */
const STARTING_CORNER_FACTIONS: ReadonlySet<FactionId> = new Set(['marquise', 'eyrie', 'lizards', 'duchy', 'keepers']);

export interface StartOptions {
  /** the factions in the game; default: the base four */
  factions?: readonly FactionId[];
  /** those played by a bot (Laws of Rootbotics); ignored for a faction without a bot */
  bots?: readonly FactionId[];
  /** the corner clearing each corner faction picks, where its rule lets it choose */
  corners?: Partial<Record<FactionId, number>>;
  /** the forest of each Vagabond's pawn (9.3.2: any forest) */
  forests?: Partial<Record<'vagabond' | 'vagabond2', string>>;
  /** the Riverfolk's 4 starting warriors (11.3.2): one clearing per warrior, repeats allowed */
  riverfolk?: number[];
  /** the Corvids' 3 starting warriors (13.3.2): one clearing of each suit */
  corvids?: number[];
  /** the edge clearing next to the Keepers' corner for their second group (15.3.2) */
  keepersEdge?: number;
  /** the Vagabond who sets up first when both are in the game (9.7.1: drawn at random) */
  firstVagabond?: 'vagabond' | 'vagabond2';
}

export interface StartResult {
  ok: boolean;
  setup: Setup;
  /** every setup step taken, in setup order, each with its rule; defaults and draws are said */
  choices: Reason[];
  /** the factions in the order they set up */
  order: FactionId[];
  /** each corner faction's starting clearing */
  corners: Partial<Record<FactionId, number>>;
  problems: Reason[];
}

const NB = '\u00A0';
const forestName = (id: string) => id.replaceAll('_', '-');
const list = (xs: (string | number)[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`);

/** Does this faction set up by its bot's rules? Only factions that have a bot. */
function playsBot(f: FactionId, bots: readonly FactionId[]): boolean {
  return bots.includes(f) && FACTION_INFO[f].botPieces !== undefined;
}

/** Setup order (5.1.7): by the letters of SETUP_ORDER; the two Vagabonds as 9.7.1 says. */
export function setupOrder(factions: readonly FactionId[], firstVagabond: 'vagabond' | 'vagabond2' = 'vagabond'): FactionId[] {
  const unique = FACTIONS.filter((f) => factions.includes(f));
  const rank = (f: FactionId) => {
    const base = SETUP_ORDER[f].value.charCodeAt(0) * 2;
    // 9.7.1: with two Vagabonds, the one drawn first sets up first, in the first Vagabond's place.
    if (f === 'vagabond' || f === 'vagabond2') return SETUP_ORDER.vagabond.value.charCodeAt(0) * 2 + (f === firstVagabond ? 0 : 1);
    return base;
  };
  return unique.sort((a, b) => rank(a) - rank(b));
}

/** Clearings joined by an open path (2.2.1; C.3.2: a closed path makes no adjacency). */
function adjacentClearings(map: MapData, id: number): number[] {
  const closed = map.closedPathsAtSetup;
  return map.paths
    .filter(([a, b]) => (a === id || b === id) && !closed.some(([x, y]) => (x === a && y === b) || (x === b && y === a)))
    .map(([a, b]) => (a === id ? b : a))
    .sort((a, b) => a - b);
}

/**
 * The clearings on the map edge (G.1.5: the chain of clearings and paths that bounds the map,
 * closed paths included): the outer face of the map's paths, walked from the leftmost clearing
 * by the drawing positions of maps.ts. Deduced from our map data, not printed in a source.
 */
export function edgeClearings(map: MapData): number[] {
  const pos = (id: number) => ({ x: map.clearings[id - 1]!.x, y: -map.clearings[id - 1]!.y });
  const nb = (v: number) => map.paths.flatMap(([a, b]) => (a === v ? [b] : b === v ? [a] : []));
  const start = [...map.clearings].sort((a, b) => a.x - b.x || a.y - b.y)[0]!.id;
  const out = [start];
  let from: number | null = null;
  let v = start;
  for (let i = 0; i < 4 * map.clearings.length; i++) {
    const p = pos(v);
    const q = from === null ? { x: p.x - 1, y: p.y } : pos(from);
    const back = Math.atan2(q.y - p.y, q.x - p.x);
    let best = -1;
    let bestTurn = Infinity;
    for (const w of nb(v)) {
      if (w === from && nb(v).length > 1) continue;
      const a = Math.atan2(pos(w).y - p.y, pos(w).x - p.x);
      let d = (((back - a) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      if (d === 0) d = 2 * Math.PI;
      if (d < bestTurn) {
        bestTurn = d;
        best = w;
      }
    }
    if (best < 0) break;
    from = v;
    v = best;
    if (v === start) break;
    if (!out.includes(v)) out.push(v);
  }
  return out.sort((a, b) => a - b);
}

/** Clearings connected to a river (2.3); on the Lake, the coastal clearings (C.2.2). */
function riverClearings(map: MapData): number[] {
  const ids = new Set<number>(map.rivers.flat());
  for (const c of map.lake?.coastal ?? []) ids.add(c);
  return [...ids].sort((a, b) => a - b);
}

/** A setup step that puts nothing on the map: its rule and what it says, in our words. */
type OffMapStep = [rule: string, text: string];

/**
 * The steps of each faction's setup that happen off the map (reserves, tracks, cards): listed so
 * that the reader meets every step of 6.3 to 15.3 (and R4.3 to R11.3 for a bot), each with its
 * rule. Those that leave a player's choice say it is not fixed here.
 */
const OFF_MAP: Partial<Record<FactionId, OffMapStep[]>> = {
  marquise: [
    ['6.3.1', `Réserve de la Marquise${NB}: 25 guerriers et 8 bois.`],
    ['6.3.5', 'Les 15 autres bâtiments de la Marquise (5 par type) sur leurs pistes, de droite à gauche.'],
  ],
  eyrie: [
    ['7.3.1', `Réserve de la Canopée${NB}: 20 guerriers.`],
    ['7.3.4', 'Les 2 Vizirs Fidèles dans les colonnes du Décret que fixe le dirigeant choisi.'],
    ['7.3.5', 'Les 6 autres Perchoirs sur leur piste, de droite à gauche.'],
  ],
  alliance: [
    ['8.3.1', `Réserve de l’Alliance${NB}: 10 guerriers.`],
    ['8.3.2', `Les 3 bases sur leurs cases du plateau de faction${NB}: l’Alliance ne pose rien sur la carte.`],
    ['8.3.3', 'Les 10 jetons de Sympathie sur leur piste.'],
    ['8.3.4', '3 cartes piochées, face cachée, forment les partisans de départ.'],
  ],
  lizards: [
    ['10.3.1', `Réserve du Culte${NB}: 25 guerriers.`],
    ['10.3.4', 'Les 14 autres jardins sur leur piste, de droite à gauche.'],
  ],
  riverfolk: [
    ['11.3.1', `Réserve de la Compagnie${NB}: 15 guerriers.`],
    ['11.3.3', 'Les 9 comptoirs sur leurs cases de la piste des comptoirs.'],
    ['11.3.5', 'Un marqueur de services sur chaque piste de services, au prix choisi par le joueur (non fixé ici).'],
  ],
  duchy: [
    ['12.3.1', `Réserve du Duché${NB}: 20 guerriers et 3 Tunnels.`],
    ['12.3.2', 'Le plateau Terrier à côté du plateau principal, vide au départ.'],
    ['12.3.4', '3 Citadelles et 3 Marchés sur leurs cases Bâtiment.'],
    ['12.3.5', 'Les 9 Ministres, face visible, dans la pile des Ministres Non-Ralliés.'],
    ['12.3.6', 'Les 9 Couronnes sur les cases à points de victoire du plateau de faction.'],
  ],
  corvids: [['13.3.1', `Réserve des Corvidés${NB}: 15 guerriers et 8 jetons de Complot face cachée.`]],
  keepers: [
    ['15.3.4', 'Une carte Membre Loyal du Cortège dans chaque case Cortège.'],
    ['15.3.5', 'Les 3 Relais sur leurs cases du plateau de faction.'],
  ],
};

/** The same for the bots (Laws of Rootbotics). */
const OFF_MAP_BOT: Partial<Record<FactionId, OffMapStep[]>> = {
  marquise: [
    ['R4.3.1', `Réserve du robot de la Marquise${NB}: 25 guerriers.`],
    ['R4.3.5', 'Les 15 autres bâtiments sur leurs pistes, la case la plus à gauche de chacune restant vide.'],
  ],
  eyrie: [
    ['R5.3.1', `Réserve de la Canopée Électrique${NB}: 20 guerriers.`],
    ['R5.3.3', 'Les 2 Vizirs Fidèles, face visible, dans la colonne du Décret la plus à droite.'],
    ['R5.3.4', 'Les 6 autres Perchoirs sur leur piste, de droite à gauche.'],
  ],
  alliance: [
    ['R6.3.1', `Réserve de l’Alliance Automatisée${NB}: 10 guerriers.`],
    ['R6.3.2', `Les 3 bases sur leurs emplacements du plateau de faction${NB}: rien sur la carte.`],
    ['R6.3.3', 'Les 10 jetons de Sympathie sur leur piste.'],
  ],
  lizards: [
    ['R8.3.1', `Réserve des Lézards Logiques${NB}: 25 guerriers.`],
    ['R8.3.3', 'Sur la piste des Conspirations, le marqueur de Parias va sur la case Sanctuaire.'],
    ['R8.3.4', 'Les 14 autres jardins sur leur piste, de droite à gauche.'],
    ['R8.3.5', '3 cartes piochées, face visible, dans l’ordre, sur la pile des Âmes Perdues (non fixées ici).'],
  ],
  riverfolk: [
    ['R9.3.1', `Réserve des Robots de la Rivière${NB}: 15 guerriers.`],
    ['R9.3.3', 'Les 9 comptoirs sur leurs cases de la piste des comptoirs.'],
    ['R9.3.5', '5 cartes piochées forment le Marché (non fixées ici).'],
  ],
  duchy: [
    ['R10.3.1', `Réserves du Duché Foreur${NB}: 20 guerriers, 3 Tunnels et 9 Couronnes.`],
    ['R10.3.2', 'Le plateau Terrier à côté du plateau principal, vide au départ.'],
    ['R10.3.4', '3 Citadelles et 3 Marchés sur leurs cases Bâtiment.'],
    ['R10.3.5', '2 cartes piochées puis défaussées désignent les Ministres de départ (non fixés ici).'],
  ],
  corvids: [['R11.3.1', `Réserve des Corvidés Engrenés${NB}: 15 guerriers et 8 jetons de Complot face cachée.`]],
};

/** The items marked « R » that go under the ruins (9.3.4, 14.3.2, R7.3.4), in a stated order. */
const RUIN_ITEMS = ['bag', 'boot', 'hammer', 'sword'] as const;

/** Where a two-Vagabond step stands among the Vagabond's: who sets up first (9.7.1) before all, the shared quests (9.7.2) in place of 9.3.3. */
const sortKey = (rule: string) => (rule === '9.7.2' ? '9.3.3' : rule);
const firstOfAll = (rule: string) => (rule === '9.7.1' ? 0 : 1);

/** Rule numbers in reading order: 9.3.4 before 9.3.10, R7.3.4 before R7.3.5. */
function ruleOrder(a: string, b: string): number {
  const parts = (r: string) => r.replace(/^R/, '').split('.').map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x !== y) return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  }
  return 0;
}

export function standardStart(mapId: MapId, options: StartOptions = {}): StartResult {
  const map = getMap(mapId);
  const factions = options.factions ?? BASE_FACTIONS;
  const bots = options.bots ?? [];
  const problems: Reason[] = [];
  // 9.7: a second Vagabond only joins a game with a first one.
  const alone2 = factions.includes('vagabond2') && !factions.includes('vagabond');
  if (alone2) problems.push({ rule: '9.7', text: `Un second Vagabond suppose un premier Vagabond en jeu${NB}: ajoutez le Vagabond.` });
  const order = setupOrder(alone2 ? factions.filter((f) => f !== 'vagabond2') : factions, options.firstVagabond);
  let s: Setup = { map: mapId, clearings: {}, players: {} };
  const steps: Reason[] = [];
  const corners: Partial<Record<FactionId, number>> = {};
  const step = (rule: string, text: string) => steps.push({ rule, text });
  const put = (where: number | { forest: string }, piece: BoardPiece): boolean => {
    const r = addPiece(s, where, piece);
    if (r.ok) s = r.setup;
    else problems.push(...r.problems);
    return r.ok;
  };
  const banned = (owner: FactionId, id: number) => makeContext(s).placementBans(owner, id, { category: 'warrior' }).length > 0;
  const suitOf = (id: number): Suit | null => s.suits?.[id - 1] ?? map.clearings[id - 1]?.suit ?? null;
  const suitNote = map.clearings.some((c) => c.suitBasis === 'suggested')
    ? ` Couleurs des clairières${NB}: disposition suggérée par nos données de carte, pas imprimée (A.1)${NB}; changez-les sur le plateau si vos marqueurs diffèrent.`
    : '';

  // Every faction joins the game first (1.5.2), so the placement rules of all of them apply.
  for (const f of FACTIONS.filter((g) => order.includes(g))) {
    const p: PlayerSetup = {};
    if (playsBot(f, bots)) p.bot = true;
    if (f === 'riverfolk') p.funds = p.bot ? 1 : 3;
    if (f === 'hundreds') p.mood = 'stubborn';
    const r = setPlayer(s, f, p);
    if (r.ok) s = r.setup;
    else problems.push(...r.problems);
  }

  // The map's own setup (5.1.4, C.2.1, C.3.1): already drawn by the board's defaults, said here.
  const ruins = map.clearings.filter((c) => c.ruin).map((c) => c.id);
  step('5.1.4', `Ruines sur les ${ruins.length} emplacements «${NB}R${NB}» de la carte ${map.name}${NB}: clairières ${list(ruins)}.`);
  if (map.lake) step('C.2.1', `Radeau dans la clairière côtière du coin inférieur droit${NB}: clairière ${map.lake.ferryStart}.`);
  if (map.closedPathsAtSetup.length)
    step(
      'C.3.1',
      `${map.closedPathsAtSetup.length} marqueurs de chemin fermé sur les chemins ${list(map.closedPathsAtSetup.map(([a, b]) => `${a}-${b}`))}` +
        (map.pass !== null ? `, et la Tour dans la clairière ${map.pass}, le Col (C.3.4).` : '.'),
    );
  const unprinted = map.clearings.filter((c) => c.suitBasis !== 'printed').length;
  if (unprinted)
    step(
      'A.1',
      `La carte ${map.name} n’imprime pas la couleur de ${unprinted === map.clearings.length ? 'ses clairières' : `${unprinted} clairières`}${NB}: les marqueurs de couleur les donnent (A.1).` +
        (map.clearings.some((c) => c.suitBasis === 'suggested') ? ` Ici, la disposition suggérée par nos données de carte, à changer sur le plateau si vos marqueurs diffèrent.` : ` Nos données n’en fixent aucune${NB}: posez-les sur le plateau.`),
    );

  const letters = order.map((f) => `${SETUP_ORDER[f].value} ${SHORT_NAMES[f]}`);
  const unconfirmed = order.filter((f) => SETUP_ORDER[f].status !== 'confirmé');
  step(
    '5.1.7',
    `Ordre de mise en place${NB}: ${list(letters)}.` +
      (unconfirmed.length ? ` Seul le «${NB}A${NB}» de la Marquise est confirmé par nos sources (R2.2)${NB}; les autres lettres, imprimées au dos des plateaux de faction, sont non confirmées.` : ''),
  );
  const cornerCount = order.filter((f) => CORNER_FACTIONS.includes(f)).length;
  if (cornerCount > map.oppositeCorners.length * 2) {
    problems.push({
      rule: 'A.8',
      text: `${cornerCount} factions commencent dans un coin, pour 4 coins${NB}: la mise en place avancée (A.8) est alors obligatoire (chapitre 5).`,
    });
  }

  // The « R » items under the ruins (9.3.4, 14.3.2, R7.3.4; 9.7.1 with two Vagabonds): once only.
  let ruinItemsDone = false;
  const ruinItems = (rule: string) => {
    if (ruinItemsDone) {
      step(rule, `Objets «${NB}R${NB}» sous les ruines${NB}: déjà placés plus haut, l’étape n’est pas refaite.`);
      return;
    }
    ruinItemsDone = true;
    const sets = order.includes('vagabond') && order.includes('vagabond2') ? 2 : 1;
    const under: string[] = [];
    ruins.forEach((id, i) => {
      const kinds = Array.from({ length: sets }, (_, k) => RUIN_ITEMS[(i + k) % RUIN_ITEMS.length]!);
      for (const kind of kinds) put(id, { type: 'item', kind });
      under.push(`${kinds.map((k) => ITEM_NAMES[k]).join(' et ')} en ${id}`);
    });
    step(
      rule,
      `Objets «${NB}R${NB}» sous les ${ruins.length} ruines${sets === 2 ? `, deux par ruine avec deux Vagabonds (9.7.1)` : ''}${NB}: ${list(under)}. Le jeu les mélange au hasard, cachés${NB}; cet ordre n’est qu’un défaut.`,
    );
  };

  const allCorners = map.clearings.filter((c) => c.corner).map((c) => c.id).sort((a, b) => a - b);
  const opposite = (c: number) => map.clearings[c - 1]?.oppositeCorner ?? map.oppositeCorners.find((p) => p.includes(c))?.find((x) => x !== c) ?? null;

  /**
   * A corner « not another player's starting corner and, if possible, diagonally opposite a
   * starting corner » (7.3.2, 10.3.2, 12.3.3, 14.3.1, 15.3.2; bots: « no other bot's »).
   */
  const pickCorner = (f: FactionId, rule: string, bot: boolean, any: boolean): number | null => {
    const others = (Object.entries(corners) as [FactionId, number][]).filter(([g]) => g !== f);
    const starting = others.filter(([g]) => STARTING_CORNER_FACTIONS.has(g) && (!bot || playsBot(g, bots))).map(([, c]) => c);
    const used = new Set(others.map(([, c]) => c));
    const wanted = options.corners?.[f];
    if (wanted !== undefined) {
      const allowed = any ? allCorners : allCorners.filter((c) => !starting.includes(c));
      if (allowed.includes(wanted)) return wanted;
      problems.push({ rule, text: `La clairière ${wanted} ne convient pas comme coin de départ ${ofName(f, s)}${NB}: ${allCorners.includes(wanted) ? 'c’est déjà la clairière de départ en coin d’un autre joueur' : 'ce n’est pas une clairière en coin'}.` });
      return null;
    }
    const free = allCorners.filter((c) => !used.has(c));
    if (!free.length) {
      problems.push({ rule, text: `Plus aucune clairière en coin libre pour ${theName(f, s)}${NB}: utilisez la mise en place avancée (A.8).` });
      return null;
    }
    if (any) return free[0]!;
    // « if possible diagonally opposite a starting corner »: any player's (the bots' rules too).
    const anyStarting = others.filter(([g]) => STARTING_CORNER_FACTIONS.has(g)).map(([, c]) => c);
    const facing = free.filter((c) => anyStarting.some((x) => opposite(x) === c));
    return (facing.length ? facing : free)[0]!;
  };
  const cornerText = (f: FactionId, c: number, any: boolean, chosen: boolean) => {
    if (chosen) return `clairière ${c}, choisie par le lecteur`;
    if (any) return `clairière ${c} (par défaut${NB}: le premier coin libre${NB}; tout coin convient)`;
    const opp = opposite(c);
    const facingStart = (Object.entries(corners) as [FactionId, number][]).some(([g, x]) => g !== f && STARTING_CORNER_FACTIONS.has(g) && x === opp);
    return `clairière ${c} (par défaut${NB}: le premier coin libre${facingStart ? `, opposé en diagonale à la clairière de départ ${opp}` : ''})`;
  };

  for (const f of order) {
    const bot = playsBot(f, bots);
    const chosen = options.corners?.[f] !== undefined;
    const first = steps.length;
    switch (f) {
      case 'marquise': {
        const rule = bot ? 'R4.3.2' : '6.3.2';
        const keep = pickCorner(f, rule, bot, true);
        if (keep === null) break;
        corners[f] = keep;
        put(keep, { type: 'token', owner: f, kind: 'keep' });
        step(rule, `Donjon de la Marquise${NB}: ${cornerText(f, keep, true, chosen)}.${bot ? ` Le robot tire ce coin au hasard${NB}: choisissez celui du tirage.` : ''}`);
        const far = opposite(keep);
        for (const c of map.clearings) if (c.id !== far) put(c.id, { type: 'warrior', owner: f, count: 1 });
        if (bot) put(keep, { type: 'warrior', owner: f, count: 1 });
        step(bot ? 'R4.3.3' : '6.3.3', `1 guerrier de la Marquise dans chaque clairière sauf ${far ?? '?'}, opposée en diagonale au Donjon${bot ? ', et 1 de plus dans celle du Donjon' : ''}.`);
        const near = [keep, ...adjacentClearings(map, keep)];
        const placed: Record<string, number> = {};
        const usedBot = new Set<number>();
        for (const kind of ['sawmill', 'workshop', 'recruiter'] as const) {
          for (const c of near) {
            if (bot && usedBot.has(c)) continue; // R4.3.4: at most one building per clearing
            const r = addPiece(s, c, { type: 'building', owner: f, kind });
            if (r.ok) {
              s = r.setup;
              placed[kind] = c;
              usedBot.add(c);
              break;
            }
          }
          if (placed[kind] === undefined) problems.push({ rule: bot ? 'R4.3.4' : '6.3.4', text: `Pas d’emplacement libre pour ce bâtiment de la Marquise près du Donjon.` });
        }
        step(
          bot ? 'R4.3.4' : '6.3.4',
          `Scierie en ${placed.sawmill ?? '?'}, Atelier en ${placed.workshop ?? '?'}, Recruteur en ${placed.recruiter ?? '?'} (par défaut${NB}: ${bot ? 'le robot les tire au hasard, un par clairière au plus' : 'au choix'} parmi la clairière du Donjon et ses voisines, ${list(near.slice(1))}).`,
        );
        break;
      }
      case 'eyrie': {
        const rule = bot ? 'R5.3.2' : '7.3.2';
        const c = pickCorner(f, rule, bot, false);
        if (c === null) break;
        corners[f] = c;
        put(c, { type: 'building', owner: f, kind: 'roost' });
        put(c, { type: 'warrior', owner: f, count: 6 });
        step(rule, `Perchoir et 6 guerriers de la Canopée${NB}: ${cornerText(f, c, false, chosen)}.`);
        if (!bot) step('7.3.3', `Dirigeant de la Canopée${NB}: au choix du joueur, hors de la carte (non fixé ici).`);
        break;
      }
      case 'alliance':
        break; // nothing on the map: its steps are all in OFF_MAP
      case 'vagabond':
      case 'vagabond2': {
        if (order.includes('vagabond') && order.includes('vagabond2') && f === order.find((g) => g === 'vagabond' || g === 'vagabond2')) {
          const first = f === 'vagabond2' ? 'le second Vagabond' : 'le Vagabond';
          step('9.7.1', `Deux Vagabonds${NB}: celui qui s’installe le premier est tiré au hasard${NB}; ici, ${first}${options.firstVagabond ? ', choisi par le lecteur' : ' (par défaut, sans tirage)'}.`);
        }
        const name = f === 'vagabond' ? 'du Vagabond' : 'du second Vagabond';
        const wanted = options.forests?.[f];
        let forest: string;
        let how: string;
        if (wanted !== undefined && map.forests.some((x) => x.id === wanted)) {
          forest = wanted;
          how = 'choisi par le lecteur';
        } else {
          if (wanted !== undefined) problems.push({ rule: '9.3.2', text: `Le bois «${NB}${wanted}${NB}» n’existe pas sur la carte ${map.name}.` });
          const other = f === 'vagabond' ? 'vagabond2' : 'vagabond';
          const taken = Object.entries(s.forests ?? {}).filter(([, x]) => x.pawns?.includes(other)).map(([k]) => k);
          if (bot) {
            // R7.3.2: the forest adjacent to the most clearings; ties drawn at random.
            const most = Math.max(...map.forests.map((x) => x.clearings.length));
            const best = map.forests.filter((x) => x.clearings.length === most);
            const pick = best.find((x) => !taken.includes(x.id)) ?? best[0]!;
            forest = pick.id;
            how = best.length > 1 ? `bois touchant le plus de clairières (${most})${NB}; ${best.length} bois à égalité, le robot en tire un au hasard, ici le premier` : `bois touchant le plus de clairières (${most})`;
          } else {
            const pick = map.forests.find((x) => !taken.includes(x.id)) ?? map.forests[0]!;
            forest = pick.id;
            how = `par défaut${NB}: le premier bois ${taken.length ? 'libre ' : ''}de la liste${NB}; tout bois convient`;
          }
        }
        put({ forest }, { type: 'pawn', owner: f });
        step(bot ? 'R7.3.1' : '9.3.1', `Personnage ${name}${NB}: au choix du joueur${bot ? ', une carte de Vagabot' : ''} (non fixé ici).`);
        step(bot ? 'R7.3.2' : '9.3.2', `Pion ${name} dans le bois ${forestName(forest)} (${how}).`);
        const second = order.includes('vagabond') && order.includes('vagabond2') && f !== order.find((g) => g === 'vagabond' || g === 'vagabond2');
        if (second) step('9.7.2', `Quêtes${NB}: le second Vagabond installé n’en ajoute pas, les deux Vagabonds se partagent celles qui sont face visible.`);
        else step(bot ? 'R7.3.3' : '9.3.3', bot ? '1 quête piochée, face visible, que seul le robot peut accomplir.' : '3 quêtes piochées, face visible.');
        ruinItems(bot ? 'R7.3.4' : '9.3.4');
        step(bot ? 'R7.3.5' : '9.3.5', `Objets de départ ${name}${NB}: ${bot ? 'tirés au hasard' : 'selon son personnage'}, non précisés ici, à saisir.`);
        if (!bot) step('9.3.6', `Marqueurs de relation des autres factions en jeu sur la case Indifférent ${name}.`);
        break;
      }
      case 'lizards': {
        const rule = bot ? 'R8.3.2' : '10.3.2';
        const c = pickCorner(f, rule, bot, false);
        if (c === null) break;
        corners[f] = c;
        put(c, { type: 'warrior', owner: f, count: 4 });
        const suit = suitOf(c);
        if (suit) put(c, { type: 'building', owner: f, kind: `garden_${suit}` });
        step(
          rule,
          `4 guerriers du Culte${suit ? ` et un jardin ${SUIT_NAMES[suit]}` : ''} en ${cornerText(f, c, false, chosen)}.` +
            (suit ? '' : ` La clairière n’a pas de couleur imprimée sur cette carte${NB}: posez ses marqueurs de couleur (A.1), puis le jardin de la couleur de la clairière.`) +
            (suit && map.clearings[c - 1]?.suitBasis === 'suggested' ? suitNote : ''),
        );
        const adj = adjacentClearings(map, c).filter((id) => !banned(f, id));
        for (const id of adj) put(id, { type: 'warrior', owner: f, count: 1 });
        step(rule, `1 guerrier du Culte dans chaque clairière adjacente${NB}: ${list(adj)}.`);
        if (!bot) step('10.3.3', `Parias${NB}: une couleur au choix du joueur, hors de la carte (non fixée ici).`);
        break;
      }
      case 'riverfolk': {
        const rivers = riverClearings(map).filter((id) => !banned(f, id));
        if (bot) {
          for (const id of rivers) put(id, { type: 'warrior', owner: f, count: 1 });
          step('R9.3.2', `1 guerrier de la Compagnie dans chaque clairière reliée à la rivière${map.lake ? ' (sur le Lac, chaque clairière côtière, C.2.2)' : ''}${NB}: ${list(rivers)}.`);
          step('R9.3.4', '1 guerrier dans la case Paiements (fonds de départ).');
          break;
        }
        let where = options.riverfolk;
        let how = 'choisies par le lecteur';
        if (where && (where.length !== 4 || where.some((id) => !rivers.includes(id)))) {
          problems.push({ rule: '11.3.2', text: `Les 4 guerriers de la Compagnie vont dans des clairières reliées à une rivière${NB}: ${list(rivers)}.` });
          where = undefined;
        }
        if (!where) {
          where = [0, 1, 2, 3].map((i) => rivers[i % rivers.length]!);
          how = `par défaut${NB}: un à un dans les clairières reliées à une rivière, par numéro${NB}; toute répartition entre elles convient`;
        }
        for (const id of where) put(id, { type: 'warrior', owner: f, count: 1 });
        const lake = map.lake ? `${NB}; sur le Lac, les clairières côtières comptent comme reliées à une rivière, C.2.2` : '';
        step('11.3.2', `4 guerriers de la Compagnie en ${list([...new Set(where)])} (${how}${lake}).`);
        step('11.3.4', '3 guerriers dans la case Paiements (fonds de départ).');
        break;
      }
      case 'duchy': {
        const rule = bot ? 'R10.3.3' : '12.3.3';
        const c = pickCorner(f, rule, bot, false);
        if (c === null) break;
        corners[f] = c;
        put(c, { type: 'warrior', owner: f, count: 2 });
        put(c, { type: 'token', owner: f, kind: 'tunnel' });
        const adj = adjacentClearings(map, c).filter((id) => !banned(f, id));
        for (const id of adj) put(id, { type: 'warrior', owner: f, count: 2 });
        step(rule, `2 guerriers et 1 Tunnel du Duché en ${cornerText(f, c, false, chosen)}, puis 2 guerriers dans chaque clairière adjacente${NB}: ${list(adj)} (pas dans le Terrier).`);
        break;
      }
      case 'corvids': {
        const rule = bot ? 'R11.3.2' : '13.3.2';
        const bySuit = (suit: Suit) =>
          map.clearings
            .map((c) => c.id)
            .filter((id) => suitOf(id) === suit && !banned(f, id))
            .sort((a, b) => (bot ? priorityKey(map, a, 'lowest') - priorityKey(map, b, 'lowest') : a - b));
        const wanted = options.corvids;
        let where: number[] = [];
        let how = bot ? 'pour chaque couleur, sa clairière de plus faible priorité' : `par défaut${NB}: la clairière de plus petit numéro de chaque couleur${NB}; toute clairière de la couleur convient`;
        if (!bot && wanted) {
          const suits = wanted.map(suitOf);
          if (wanted.length === 3 && SUITS.every((x) => suits.includes(x)) && wanted.every((id) => !banned(f, id))) {
            where = wanted;
            how = 'choisies par le lecteur';
          } else problems.push({ rule, text: `Il faut aux Corvidés un guerrier par couleur de clairière, trois en tout${NB}: choix refusé, défaut retenu.` });
        }
        if (!where.length) {
          const missing = SUITS.filter((x) => !bySuit(x).length);
          if (missing.length) {
            step(rule, `Pas de clairière ${list(missing.map((x) => SUIT_NAMES[x]))} connue sur cette carte${NB}: posez les marqueurs de couleur (A.1), puis 1 guerrier des Corvidés dans une clairière de chaque couleur.`);
          }
          where = SUITS.flatMap((x) => bySuit(x).slice(0, 1));
        }
        for (const id of where) put(id, { type: 'warrior', owner: f, count: 1 });
        if (where.length) step(rule, `1 guerrier des Corvidés dans une clairière de chaque couleur${NB}: ${list(where)} (${how}).${suitNote}`);
        break;
      }
      case 'hundreds': {
        const c = pickCorner(f, '14.3.1', false, false);
        if (c === null) break;
        corners[f] = c;
        put(c, { type: 'warlord' });
        put(c, { type: 'warrior', owner: f, count: 4 });
        put(c, { type: 'building', owner: f, kind: 'stronghold' });
        step(
          '14.3.1',
          `Seigneur de guerre, 4 guerriers et 1 Bastion des Cents en ${cornerText(f, c, false, chosen)}. La définition des clairières de départ en coin ne cite pas les Cents${NB}: leur coin n’en est pas une ici.`,
        );
        ruinItems('14.3.2');
        step('14.3.3', `Humeur de départ des Cents${NB}: Tenace.`);
        break;
      }
      case 'keepers': {
        // 15.3.1: one relic at random in each forest, face down.
        const kinds = RELIC_KINDS;
        let next = 0;
        const relic = (): BoardPiece => ({ type: 'relic', kind: kinds[next++ % kinds.length]! });
        for (const forest of map.forests) put({ forest: forest.id }, relic());
        step('15.3.1', `1 relique face cachée dans chacun des ${map.forests.length} bois. Le jeu les tire au hasard${NB}: ici, les types se suivent (statuette, tablette, bijou), valeurs inconnues.`);
        const c = pickCorner(f, '15.3.2', false, false);
        if (c === null) break;
        corners[f] = c;
        put(c, { type: 'warrior', owner: f, count: 4 });
        const edge = edgeClearings(map);
        const candidates = adjacentClearings(map, c).filter((id) => edge.includes(id) && !banned(f, id));
        let second = options.keepersEdge;
        let how = 'choisie par le lecteur';
        if (second !== undefined && !candidates.includes(second)) {
          problems.push({ rule: '15.3.2', text: `La clairière ${second} n’est pas une clairière du bord adjacente à ${c}${NB}: ${list(candidates)} conviennent.` });
          second = undefined;
        }
        if (second === undefined) {
          second = candidates[0];
          how = `par défaut${NB}: la première de ${list(candidates)}`;
        }
        if (second !== undefined) put(second, { type: 'warrior', owner: f, count: 4 });
        step(
          '15.3.2',
          `4 guerriers des Gardiens en ${cornerText(f, c, false, chosen)}, et 4 en ${second ?? '?'}, sur le bord du plateau et adjacente (${how}). Le bord (G.1.5) est déduit du tracé des chemins de nos données de carte.`,
        );
        // 15.3.3: the other relics, as evenly as possible, in forests not adjacent to a clearing with Keepers warriors.
        const home = [c, ...(second !== undefined ? [second] : [])];
        const far = map.forests.filter((x) => !x.clearings.some((id) => home.includes(id)));
        const rest = 12 - map.forests.length;
        if (far.length) for (let i = 0; i < rest; i++) put({ forest: far[i % far.length]!.id }, relic());
        step(
          '15.3.3',
          rest <= 0
            ? `Les 12 reliques sont déjà dans les ${map.forests.length} bois${NB}: il n’en reste aucune à placer.`
            : far.length
            ? `Les ${rest} autres reliques, aussi également que possible, dans les bois loin des guerriers des Gardiens${NB}: ${list(far.map((x) => forestName(x.id)))} (réparties dans cet ordre${NB}; le jeu les tire au hasard).`
            : `Aucun bois n’est à l’écart des guerriers des Gardiens${NB}: placez les ${rest} autres reliques vous-même.`,
        );
        break;
      }
    }
    // the steps off the map, then this faction's steps in the order of its rules
    for (const [rule, text] of (bot ? OFF_MAP_BOT : OFF_MAP)[f] ?? []) step(rule, text);
    const mine = steps.splice(first).map((r, i) => ({ r, i }));
    mine.sort((a, b) => firstOfAll(a.r.rule) - firstOfAll(b.r.rule) || ruleOrder(sortKey(a.r.rule), sortKey(b.r.rule)) || a.i - b.i);
    steps.push(...mine.map((x) => x.r));
  }
  return { ok: problems.length === 0, setup: s, choices: steps, order, corners, problems };
}
