/**
 * Reading and checking a position. `readSetup` turns untrusted JSON into a `Setup` (or French
 * problems of form, pseudo-rule `format`); `validate` lists every rule the position breaks;
 * `fromSetup` does both and gives a `Position`, the indexed board the resolvers work on. Never
 * throws.
 */
import { FORMAT, problem, type Problem, type Result } from '../core/verdict';
import { countText } from '../core/format';
import { CLASS_NAMES, MODE_NAMES, TERRAIN_NAMES } from './glossary';
import { MAX_SIDE, indexOf, parseSquare, squareName } from './grid';
import { readEffect } from './effets';
import { CLASSES, MODES, TERRAINS, ZONES, type ActionFace, type Effect, type Setup, type Square, type UnitSetup, type ZoneId } from './types';

export interface PlacedUnit extends UnitSetup {
  x: number;
  y: number;
  index: number;
}

/** A validated position, indexed. */
export interface Position {
  setup: Setup;
  width: number;
  height: number;
  squares: readonly Square[];
  units: readonly PlacedUnit[];
  byId: ReadonlyMap<string, PlacedUnit>;
  /** the unit on each square index */
  unitAt: ReadonlyMap<number, PlacedUnit>;
  /** the team of each player (a player alone is their own team) */
  teamOf: (player: string) => string;
  /** the square indices of the Portals (5.8) */
  portals: readonly number[];
  artefactAt?: number;
  /** the abilities of the position and the Tactic cards played for the action at hand (effets.ts) */
  effects: readonly Effect[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min = 0, max = 99): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const ID = /^[a-z][a-z0-9]{0,11}$/;

const SETUP_KEYS = ['width', 'height', 'squares', 'units', 'players', 'mode', 'teams', 'artefact', 'flags', 'track', 'captured', 'die', 'effects'];
/** the most effects a position carries: four cards of abilities for each of four players' units is far more than a game needs */
export const MAX_EFFECTS = 32;
const UNIT_KEYS = ['id', 'owner', 'class', 'at', 'move', 'melee', 'ranged', 'spell', 'health', 'maxHealth', 'ammo', 'maxAmmo', 'mana', 'maxMana', 'weakened', 'artefact'];

// The problems of form also reach readers, through a damaged share link: each says in the game's
// words what is wrong (« la carte », « l’unité g1 », « le dé Action »), with the values allowed.
const orList = (xs: readonly string[]) => `${xs.slice(0, -1).join(', ')} ou ${xs[xs.length - 1]}`;

/** Untrusted JSON → a Setup, or the problems of form. */
export function readSetup(input: unknown): Result<Setup> {
  const ps: Problem[] = [];
  const bad = (text: string, where?: string) => ps.push(problem(FORMAT, text, where));
  if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'La position doit décrire la carte (sa largeur, sa hauteur et ses cases), les unités et les joueurs.')] };
  for (const k of Object.keys(input)) if (!SETUP_KEYS.includes(k)) bad('La position porte une donnée que Clairière ne connaît pas.', k);
  const { width, height } = input;
  if (!isInt(width, 1, MAX_SIDE) || !isInt(height, 1, MAX_SIDE)) {
    bad(`La carte mesure de 1 à ${MAX_SIDE} cases de large et de haut.`, 'width');
    return { ok: false, problems: ps };
  }
  const squares: Square[] = [];
  if (!Array.isArray(input.squares) || input.squares.length !== width * height)
    bad(`La carte de ${countText(width, 'case')} sur ${height} en compte ${width * height}${Array.isArray(input.squares) ? ` ; ${countText(input.squares.length, 'case est décrite', 'cases sont décrites')}` : ''}.`, 'squares');
  else
    input.squares.forEach((s, i) => {
      const name = squareName(i % width, Math.floor(i / width));
      if (!isObj(s) || !isInt(s.level, 0, 9) || !(TERRAINS as readonly unknown[]).includes(s.terrain)) {
        bad(`Case ${name} : il faut un niveau de 0 à 9 et un terrain (${orList(TERRAINS.map((t) => TERRAIN_NAMES[t]))}).`, name);
        return;
      }
      const sq: Square = { level: s.level, terrain: s.terrain as Square['terrain'] };
      if (s.zone !== undefined) {
        if ((ZONES as readonly unknown[]).includes(s.zone)) sq.zone = s.zone as ZoneId;
        else bad(`Case ${name} : la zone est A, B ou C.`, name);
      }
      if (s.trigger !== undefined) {
        if (typeof s.trigger === 'boolean') {
          if (s.trigger) sq.trigger = true;
        } else bad(`Case ${name} : elle est ou n’est pas une case Déclencheur, sans autre valeur.`, name);
      }
      if (s.start !== undefined) {
        if (isInt(s.start, 1, 8)) sq.start = s.start;
        else bad(`Case ${name} : l’emplacement de départ est un numéro de 1 à 8.`, name);
      }
      squares.push(sq);
    });
  const players: string[] = [];
  if (!Array.isArray(input.players) || !input.players.every((p) => typeof p === 'string' && ID.test(p))) bad('Les joueurs, dans l’ordre du tour, portent des noms courts en minuscules (lettres et chiffres).', 'players');
  else players.push(...(input.players as string[]));
  const units: UnitSetup[] = [];
  if (!Array.isArray(input.units)) bad('La liste des unités manque.', 'units');
  else
    input.units.forEach((u, i) => {
      const where = `unité ${i + 1}`;
      if (!isObj(u)) return void bad(`L’${where} n’est pas décrite.`, where);
      for (const k of Object.keys(u)) if (!UNIT_KEYS.includes(k)) bad(`L’${where} a une caractéristique que Clairière ne connaît pas.`, where);
      const okBase =
        typeof u.id === 'string' && ID.test(u.id) &&
        typeof u.owner === 'string' && ID.test(u.owner) &&
        (CLASSES as readonly unknown[]).includes(u.class) &&
        typeof u.at === 'string' &&
        isInt(u.move, 0, 20) && isObj(u.melee) && isInt(u.melee.damage, 0, 20) && isInt(u.melee.push, 0, 6) &&
        isInt(u.health, 0, 40) && isInt(u.maxHealth, 1, 40);
      if (!okBase)
        return void bad(
          `L’${where} est mal décrite : il lui faut un nom court en minuscules, un joueur, une classe (${orList(CLASSES.map((c) => CLASS_NAMES[c]))}), une case (comme C4), un Déplacement de 0 à 20, une Mêlée de 0 à 20 dégâts avec 0 à 6 dés de Poussée, et une Santé de 0 à 40 sur une piste de 1 à 40.`,
          where,
        );
      const who = `L’unité ${u.id as string}`;
      const unit: UnitSetup = {
        id: u.id as string, owner: u.owner as string, class: u.class as UnitSetup['class'], at: u.at as string, move: u.move as number,
        melee: { damage: (u.melee as { damage: number }).damage, push: (u.melee as { push: number }).push },
        health: u.health as number, maxHealth: u.maxHealth as number,
      };
      if (u.ranged !== undefined) {
        const r = u.ranged;
        if (isObj(r) && isInt(r.range, 0, 30) && isInt(r.damage, 0, 20) && isInt(r.miss, 0, 6)) unit.ranged = { range: r.range, damage: r.damage, miss: r.miss };
        else bad(`${who} : son Attaque à Distance a une portée de 0 à 30, de 0 à 20 dégâts et de 0 à 6 dés de Loupé.`, where);
      }
      if (u.spell !== undefined) {
        const s = u.spell;
        if (isObj(s) && (s.range === null || isInt(s.range, 0, 30)) && isInt(s.damage, 0, 20) && isInt(s.perSymbol ?? 0, 0, 20))
          unit.spell = { range: s.range as number | null, damage: s.damage, perSymbol: (s.perSymbol as number | undefined) ?? 0 };
        else bad(`${who} : son Sort a une portée de 0 à 30 (ou aucune), de 0 à 20 dégâts et de 0 à 20 dégâts par symbole de renfort.`, where);
      }
      const TRACKS = { ammo: 'ses Munitions vont', maxAmmo: 'le haut de sa piste de Munitions va', mana: 'son Mana va', maxMana: 'le haut de sa piste de Mana va' } as const;
      for (const k of ['ammo', 'maxAmmo', 'mana', 'maxMana'] as const) {
        if (u[k] === undefined) continue;
        if (isInt(u[k], 0, 20)) unit[k] = u[k];
        else bad(`${who} : ${TRACKS[k]} de 0 à 20.`, where);
      }
      const MARKS = { weakened: 'Affaiblie', artefact: 'Porte-Artefact' } as const;
      for (const k of ['weakened', 'artefact'] as const) {
        if (u[k] === undefined) continue;
        if (typeof u[k] === 'boolean') {
          if (u[k]) unit[k] = true;
        } else bad(`${who} est ou n’est pas ${MARKS[k]}, sans autre valeur.`, where);
      }
      units.push(unit);
    });
  const setup: Setup = { width, height, squares, units, players };
  if (input.mode !== undefined) {
    if ((MODES as readonly unknown[]).includes(input.mode)) setup.mode = input.mode as Setup['mode'];
    else bad(`Le mode de jeu est ${orList(MODES.map((m) => MODE_NAMES[m]))}.`, 'mode');
  }
  if (input.teams !== undefined) {
    if (Array.isArray(input.teams) && input.teams.every((t) => Array.isArray(t) && t.every((p) => typeof p === 'string'))) setup.teams = input.teams as string[][];
    else bad('Chaque équipe est une liste de joueurs.', 'teams');
  }
  if (input.artefact !== undefined) {
    if (typeof input.artefact === 'string') setup.artefact = input.artefact;
    else bad('La place de l’Artefact est le nom d’une case (comme H8).', 'artefact');
  }
  if (input.track !== undefined) {
    if (isInt(input.track, 1, 20)) setup.track = input.track;
    else bad('La carte Contrôle compte de 1 à 20 pas de DÉPART à CONTRÔLE.', 'track');
  }
  if (input.flags !== undefined) {
    if (!isObj(input.flags)) bad('Les Drapeaux sont ceux des Zones de Contrôle A, B et C.', 'flags');
    else {
      const flags: Setup['flags'] = {};
      for (const [k, f] of Object.entries(input.flags)) {
        if (!(ZONES as readonly string[]).includes(k) || !isObj(f) || !isInt(f.position, 0, 20) || (f.takenBy !== undefined && typeof f.takenBy !== 'string')) {
          bad(`Un Drapeau est celui de la zone A, B ou C, placé de 0 (DÉPART) à 20 pas sur la carte Contrôle, et pris ou non par un joueur.`, 'flags');
          continue;
        }
        flags[k as ZoneId] = f.takenBy === undefined ? { position: f.position } : { position: f.position, takenBy: f.takenBy as string };
      }
      setup.flags = flags;
    }
  }
  if (input.captured !== undefined) {
    if (isObj(input.captured) && Object.values(input.captured).every((n) => isInt(n, 0, 12))) setup.captured = { ...(input.captured as Record<string, number>) };
    else bad('Chaque joueur a capturé de 0 à 12 unités.', 'captured');
  }
  if (input.die !== undefined) {
    const faces = input.die;
    if (Array.isArray(faces) && faces.length > 0 && faces.length <= 12 && faces.every((f) => isObj(f) && isInt(f.count, 0, 100) && ['poussee', 'loupe', 'renfort'].every((s) => f[s] === undefined || isInt(f[s], 0, 3)) && Object.keys(f).every((k) => ['count', 'poussee', 'loupe', 'renfort'].includes(k))))
      setup.die = faces.map((f) => {
        const o = f as Record<string, number>;
        const face: ActionFace = { count: o.count! };
        for (const s of ['poussee', 'loupe', 'renfort'] as const) if (o[s]) face[s] = o[s];
        return face;
      });
    else bad('Le dé Action a de 1 à 12 sortes de faces, chacune présente de 0 à 100 fois et portant au plus 3 symboles de chaque sorte (Poussée, Loupé, renfort).', 'die');
  }
  if (input.effects !== undefined) {
    if (!Array.isArray(input.effects) || input.effects.length > MAX_EFFECTS) bad(`Les capacités décrites sont une liste de ${MAX_EFFECTS} effets au plus.`, 'effects');
    else {
      const effects: Effect[] = [];
      for (const x of input.effects) {
        const e = readEffect(x);
        if (typeof e === 'string') bad(e, 'effects');
        else if (e.source === 'tactique') bad(`L’effet « ${e.name} » est une carte Tactique : elle se joue dans un tour, pas dans la position.`, 'effects');
        else effects.push(e);
      }
      if (effects.length) setup.effects = effects;
    }
  }
  return ps.length ? { ok: false, problems: ps } : { ok: true, value: setup };
}

/** Every rule the position breaks, in French. */
export function validate(setup: Setup): Problem[] {
  const ps: Problem[] = [];
  const { width, height, squares, units, players } = setup;
  const mode = setup.mode ?? 'competitif';
  const team = mode === 'equipe' || mode === 'bataille-equipe';
  if (new Set(players).size !== players.length) ps.push(problem(FORMAT, 'Un même joueur figure deux fois parmi les joueurs de la partie.', 'players'));
  if (players.length < 2 || players.length > 4) ps.push(problem('2.3', `Une partie compétitive ou une Bataille se joue de 2 à 4 joueurs (ici ${players.length}).`, 'players'));
  if (team) {
    const t = setup.teams ?? [];
    const flat = t.flat();
    if (players.length !== 4 || t.length !== 2 || t.some((x) => x.length !== 2) || new Set(flat).size !== 4 || !flat.every((p) => players.includes(p)))
      ps.push(problem('11.2.1', 'En jeu par équipe, les quatre joueurs forment deux équipes de deux.', 'teams'));
  } else if (setup.teams) ps.push(problem('11.2.1', 'Des équipes ne se forment qu’en mode par équipe.', 'teams'));
  // zones and triggers
  for (const z of ZONES) {
    const triggers = squares.filter((s) => s.zone === z && s.trigger).length;
    const size = squares.filter((s) => s.zone === z).length;
    if (size && triggers !== 1) ps.push(problem('9.2', `La Zone de Contrôle ${z} doit avoir une et une seule case Déclencheur (elle en a ${triggers}).`, `zone ${z}`));
    // 9.1 (interpretation, docs/situations.md): six Flag squares PLUS the Trigger square, 6 + 1
    if (size && size !== 7) ps.push(problem('9.1', `La Zone de Contrôle ${z} compte six cases Drapeau et sa case Déclencheur, soit 7 cases (ici ${countText(size, 'case')}).`, `zone ${z}`));
  }
  squares.forEach((s, i) => {
    const name = squareName(i % width, Math.floor(i / width));
    if (s.trigger && !s.zone) ps.push(problem('9.2', `Case ${name} : une case Déclencheur appartient à une Zone de Contrôle.`, name));
    if (s.terrain === 'hors' && (s.zone || s.start)) ps.push(problem('5.10', `Case ${name} : une case hors du terrain n’est ni dans une zone ni un emplacement de départ.`, name));
  });
  // units
  const ids = new Set<string>();
  const taken = new Map<number, string>();
  const byOwner = new Map<string, UnitSetup[]>();
  for (const u of units) {
    const where = u.id;
    if (ids.has(u.id)) ps.push(problem(FORMAT, `Deux unités portent le même nom, ${u.id}.`, where));
    ids.add(u.id);
    if (!players.includes(u.owner)) ps.push(problem(FORMAT, `L’unité ${u.id} appartient à ${u.owner}, qui ne joue pas dans cette partie.`, where));
    byOwner.set(u.owner, [...(byOwner.get(u.owner) ?? []), u]);
    const p = parseSquare(u.at, width, height);
    if (!p) ps.push(problem(FORMAT, `L’unité ${u.id} n’est sur aucune case de la carte.`, where));
    else {
      const i = indexOf(p.x, p.y, width);
      if (squares[i]?.terrain === 'hors') ps.push(problem('5.10', `L’unité ${u.id} est sur ${u.at}, hors du terrain.`, where));
      const other = taken.get(i);
      if (other) ps.push(problem('5.1.1', `${u.at} : une case n’accueille qu’une unité (${other} et ${u.id}).`, where));
      taken.set(i, u.id);
    }
    if (u.health < 1) ps.push(problem('8.1', `L’unité ${u.id} n’a plus de Santé : elle est capturée et n’est plus en jeu.`, where));
    if (u.health > u.maxHealth) ps.push(problem('1.2.3', `L’unité ${u.id} a ${u.health} Santé, plus que le haut de sa piste (${u.maxHealth}).`, where));
    const shooter = u.class === 'guerrier' || u.class === 'roublard';
    if (u.ranged && !shooter) ps.push(problem('4.4.1', `L’unité ${u.id} (${CLASS_NAMES[u.class]}) : seuls les Guerriers et les Roublards font des Attaques à Distance.`, where));
    if (u.spell && u.class !== 'sorcier') ps.push(problem('4.5.1', `L’unité ${u.id} (${CLASS_NAMES[u.class]}) : seuls les Sorciers lancent des Sorts.`, where));
    if ((u.ammo !== undefined || u.maxAmmo !== undefined) && !shooter) ps.push(problem('1.2.4', `L’unité ${u.id} (${CLASS_NAMES[u.class]}) n’a pas de piste de Munitions.`, where));
    if ((u.mana !== undefined || u.maxMana !== undefined) && u.class !== 'sorcier') ps.push(problem('1.2.4', `L’unité ${u.id} (${CLASS_NAMES[u.class]}) n’a pas de piste de Mana.`, where));
    if (u.ammo !== undefined && u.maxAmmo !== undefined && u.ammo > u.maxAmmo) ps.push(problem('1.2.3', `L’unité ${u.id} a plus de Munitions que le haut de sa piste.`, where));
    if (u.mana !== undefined && u.maxMana !== undefined && u.mana > u.maxMana) ps.push(problem('1.2.3', `L’unité ${u.id} a plus de Mana que le haut de sa piste.`, where));
    if (u.artefact && mode !== 'bataille' && mode !== 'bataille-equipe') ps.push(problem('11.3.2', `L’unité ${u.id} porte l’Artefact, qui n’existe qu’en mode Bataille.`, where));
  }
  for (const [owner, list] of byOwner) {
    if (list.length > 4) ps.push(problem('1.2.2', `${owner} a ${list.length} unités : chaque joueur en mène quatre, une par classe.`, owner));
    for (const c of CLASSES) if (list.filter((u) => u.class === c).length > 1) ps.push(problem('1.2.2', `${owner} a plusieurs unités de la classe ${CLASS_NAMES[c]} : une seule par classe.`, owner));
    if (list.length <= 2 && list.some((u) => u.weakened)) ps.push(problem('4.1.5', `${owner} n’a plus ${list.length > 1 ? `que ${list.length} unités` : 'qu’une unité'} : ses pions Affaibli ont été retirés sur-le-champ.`, owner));
  }
  const carriers = units.filter((u) => u.artefact);
  if (carriers.length > 1) ps.push(problem('11.3.2', 'Il n’y a qu’un Artefact : une seule unité peut le porter.', 'artefact'));
  if (setup.artefact !== undefined) {
    if (mode !== 'bataille' && mode !== 'bataille-equipe') ps.push(problem('11.3.2', 'L’Artefact n’est en jeu qu’en mode Bataille.', 'artefact'));
    const p = parseSquare(setup.artefact, width, height);
    if (!p || squares[indexOf(p.x, p.y, width)]?.terrain === 'hors') ps.push(problem('11.3.2', `L’Artefact doit être sur une case du terrain (« ${setup.artefact.slice(0, 6)} »).`, 'artefact'));
    if (carriers.length) ps.push(problem('11.3.6', 'L’Artefact est soit sur sa case, soit porté par une unité, pas les deux.', 'artefact'));
  }
  for (const [z, f] of Object.entries(setup.flags ?? {})) {
    if (setup.track !== undefined && f.position > setup.track) ps.push(problem('9.9', `Le Drapeau de la zone ${z} dépasse la case CONTRÔLE (${setup.track} pas).`, 'flags'));
    if (f.takenBy !== undefined && !players.includes(f.takenBy) && !(setup.teams ?? []).some(() => false)) ps.push(problem(FORMAT, `Le Drapeau de la zone ${z} est pris par ${f.takenBy.slice(0, 12)}, qui ne joue pas dans cette partie.`, 'flags'));
    if (!squares.some((s) => s.zone === z)) ps.push(problem('9.1', `Le terrain n’a pas de Zone de Contrôle ${z} : son Drapeau n’a pas de zone.`, 'flags'));
  }
  for (const p of Object.keys(setup.captured ?? {})) if (!players.includes(p)) ps.push(problem(FORMAT, `Des unités capturées sont comptées pour ${p.slice(0, 12)}, qui ne joue pas dans cette partie.`, 'captured'));
  if (setup.die && setup.die.reduce((s, f) => s + f.count, 0) === 0) ps.push(problem('1.1.3', 'Le dé Action doit avoir au moins une face.', 'die'));
  for (const e of setup.effects ?? []) if (!ids.has(e.unit)) ps.push(problem('1.2.9', `L’effet « ${e.name} » est une capacité de ${e.unit}, qui n’est pas sur la carte.`, 'effects'));
  return ps;
}

/** Untrusted JSON → a validated, indexed position, or every problem. */
export function fromSetup(input: unknown): Result<Position> {
  const read = readSetup(input);
  if (!read.ok) return read;
  const setup = read.value;
  const ps = validate(setup);
  if (ps.length) return { ok: false, problems: ps };
  return { ok: true, value: position(setup) };
}

/** Indexes a valid setup. */
export function position(setup: Setup): Position {
  const { width, height } = setup;
  const units: PlacedUnit[] = setup.units.map((u) => {
    const p = parseSquare(u.at, width, height)!;
    return { ...u, x: p.x, y: p.y, index: indexOf(p.x, p.y, width) };
  });
  const teams = new Map<string, string>();
  for (const t of setup.teams ?? []) for (const p of t) teams.set(p, t.join('+'));
  const a = setup.artefact ? parseSquare(setup.artefact, width, height) : null;
  const pos: Position = {
    setup,
    width,
    height,
    squares: setup.squares,
    units,
    byId: new Map(units.map((u) => [u.id, u])),
    unitAt: new Map(units.map((u) => [u.index, u])),
    teamOf: (p) => teams.get(p) ?? p,
    portals: setup.squares.flatMap((s, i) => (s.terrain === 'portail' ? [i] : [])),
    effects: setup.effects ?? [],
  };
  if (a) pos.artefactAt = indexOf(a.x, a.y, width);
  return pos;
}

/** The same position with more effects: the Tactic cards played for one action (7.3). */
export const withEffects = (pos: Position, more: readonly Effect[]): Position => (more.length ? { ...pos, effects: [...pos.effects, ...more] } : pos);

/** Allies: units of the same player or team (1.3, 11.2.4). */
export const allied = (pos: Position, a: string, b: string) => pos.teamOf(a) === pos.teamOf(b);
