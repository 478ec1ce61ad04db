/**
 * The solo questions and their answers (11.5, 11.6):
 *
 *   { kind: "ennemi", player, card: { unit, compass, bonus? }, activated?: ["g2"], deck?: [card…], dungeons?: [dungeon…], coop? }
 *       the Enemy's turn, step by step (11.5.12–11.5.19); `player` owns the Enemy's units; `coop`: the
 *       draw from the deck both Enemies share (11.6.5)
 *   { kind: "aventure", player, time, captures?, coop?, dungeons?: [dungeon…], trap?: { unit, star?, count? }, walk?: { unit, spaces: [space…] },
 *     place?: { compass, beside? }, riposte?: { attacker, enemy, health? }, round?: { after?, deck?, discard? },
 *     opening?: { enemy?, compass?: { N, E, S, O } } }
 *       your turn's Time tracker, the dungeons open to you, a Trap's odds, a path through a dungeon, where
 *       the Compass puts an Enemy unit (the fourth at setup beside `beside`, else a replacement), an
 *       Enemy unit's Riposte, the turns of the round after `after` (who plays, the Time pawn, the Enemy
 *       deck: solo 11.5.5, cooperative 11.6.3–11.6.5), the Enemy's placement draws at setup (11.5.4),
 *       the end and the tally
 *
 * A card: `unit` is guerrier, bete, roublard, sorcier or gauche (« Extrême gauche »), `compass`
 * N, E, S or O, `bonus` { damage?, move?, climber? }. A dungeon: { id, covers: ["C3"…], side:
 * "rouge" | "verte", glory?, occupant? }. Everything is checked here, with a French message naming
 * what is wrong; nothing throws.
 */
import { FORMAT, problem, reason, type Problem } from '../../core/verdict';
import { SYMBOLS, type ActionSymbol } from '../dice';
import { parseSquare } from '../grid';
import type { Position } from '../validate';
import { adventureEnd, dungeonEntries, dungeonWalk, timeTrack, trapOdds } from './adventure';
import { soloBoard } from './board';
import { enemyTurn } from './enemy';
import { besideByCompass, enemyRiposte, replacement } from './placement';
import { roundFrom, roundOrder } from './coop';
import { openingOdds, type CompassCounts } from './opening';
import { CARD_UNITS, COMPASS, DUNGEON_SPACES, TIME_START, type Dungeon, type DungeonSpace, type EnemyCard, type SoloAnswer } from './types';

type Q = { kind: string; [k: string]: unknown };
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const fail = (kind: string, ps: Problem[]): SoloAnswer => ({ ok: false, problems: ps, kind, reasons: [] });

/** An Enemy card read from the question, or a problem. */
export function readCard(x: unknown, where: string): EnemyCard | Problem {
  if (!isObj(x) || !(CARD_UNITS as readonly unknown[]).includes(x.unit) || !(COMPASS as readonly unknown[]).includes(x.compass))
    return problem(FORMAT, 'Une carte Ennemi désigne une classe (Guerrier, Bête, Roublard, Sorcier) ou « Extrême gauche », et sa Boussole pointe au Nord, à l’Est, au Sud ou à l’Ouest.', where);
  const card: EnemyCard = { unit: x.unit as EnemyCard['unit'], compass: x.compass as EnemyCard['compass'] };
  if (x.bonus !== undefined) {
    const b = x.bonus;
    if (!isObj(b) || (b.damage !== undefined && !isInt(b.damage, 0, 9)) || (b.move !== undefined && !isInt(b.move, 0, 9)) || (b.climber !== undefined && typeof b.climber !== 'boolean'))
      return problem(FORMAT, 'Le bonus d’une carte Ennemi ajoute de 0 à 9 dégâts ou points de déplacement, ou fait grimper.', where);
    card.bonus = {};
    if (b.damage) card.bonus.damage = b.damage as number;
    if (b.move) card.bonus.move = b.move as number;
    if (b.climber) card.bonus.climber = true;
  }
  return card;
}

const isProblem = (x: unknown): x is Problem => isObj(x) && 'rule' in x && 'text' in x;

/** The dungeons of the question, checked against the position. */
export function readDungeons(pos: Position, x: unknown): Dungeon[] | Problem {
  if (x === undefined) return [];
  const bad = (text: string) => problem(FORMAT, text, 'dungeons');
  if (!Array.isArray(x) || x.length > 6) return bad('Il y a au plus six donjons (11.5.3.3).');
  const out: Dungeon[] = [];
  for (const d of x) {
    if (!isObj(d) || typeof d.id !== 'string' || !/^[a-z0-9]{1,8}$/.test(d.id) || !Array.isArray(d.covers) || d.covers.length > 64 || !d.covers.every((c) => parseSquare(c, pos.width, pos.height)) || (d.side !== 'rouge' && d.side !== 'verte'))
      return bad('Un donjon a un nom, les cases du terrain que couvre sa boîte, et sa carte Donjon face rouge ou verte.');
    const dg: Dungeon = { id: d.id, covers: d.covers as string[], side: d.side };
    if (d.glory === true) dg.glory = true;
    if (d.occupant !== undefined) {
      const u = typeof d.occupant === 'string' ? pos.byId.get(d.occupant) : undefined;
      if (!u) return bad(`Le donjon ${d.id} est occupé par une unité absente de la position.`);
      if (!dg.covers.some((c) => c === `${String.fromCharCode(65 + u.x)}${u.y + 1}`)) return bad(`L’unité ${u.id}, dans le donjon ${d.id}, doit être posée sur l’une des cases de sa boîte.`);
      dg.occupant = u.id;
    }
    out.push(dg);
  }
  if (new Set(out.map((d) => d.id)).size !== out.length) return bad('Deux donjons portent le même nom.');
  if (out.filter((d) => d.glory).length > 1) return bad('Il n’y a qu’un donjon du Cristal de Gloire (11.5.11).');
  if (new Set(out.flatMap((d) => (d.occupant ? [d.occupant] : []))).size !== out.filter((d) => d.occupant).length) return bad('Une unité n’explore qu’un donjon à la fois.');
  return out;
}

/** The Enemy's turn (11.5.12–11.5.19). */
export function answerEnemy(pos: Position, q: Q): SoloAnswer {
  const player = typeof q.player === 'string' ? q.player : '';
  if (!pos.setup.players.includes(player)) return fail(q.kind, [problem(FORMAT, 'La question nomme un Ennemi qui ne joue pas dans cette partie.', 'player')]);
  const card = readCard(q.card, 'card');
  if (isProblem(card)) return fail(q.kind, [card]);
  const deck: EnemyCard[] = [];
  if (q.deck !== undefined) {
    if (!Array.isArray(q.deck) || q.deck.length > 8) return fail(q.kind, [problem(FORMAT, 'Le paquet Ennemi compte au plus 8 autres cartes (9 en tout, 11.5.2).', 'deck')]);
    for (const c of q.deck) {
      const r = readCard(c, 'deck');
      if (isProblem(r)) return fail(q.kind, [r]);
      deck.push(r);
    }
  }
  const activated = Array.isArray(q.activated) ? q.activated.filter((x): x is string => typeof x === 'string') : [];
  const dungeons = readDungeons(pos, q.dungeons);
  if (isProblem(dungeons)) return fail(q.kind, [dungeons]);
  const b = soloBoard(pos, dungeons);
  const t = enemyTurn(b, { enemy: player, card, activated, ...(q.deck !== undefined ? { deck } : {}) });
  if (!t.ok) return { ok: false, problems: [], kind: q.kind, reasons: t.reasons };
  if (q.coop === true) coopDraw(t.turn.steps, player);
  return { ok: true, problems: [], kind: q.kind, reasons: t.turn.steps.flatMap((s) => s.reasons), result: t.turn };
}

/** In the cooperative mode, the draw and the refresh say whose cards they are (11.6.5, Clairière's reading of 11.5.12.3). */
function coopDraw(steps: { rule: string; reasons: { rule: string; text: string }[] }[], enemy: string): void {
  const refresh = steps.find((s) => s.rule === '11.5.12.3');
  if (refresh) refresh.reasons.push(reason('11.6.5', `Lecture de Clairière, en coopératif : seules les cartes sous les unités de ${enemy} rejoignent la défausse dans le nouveau paquet ; celles de l’autre Ennemi restent sous ses unités.`));
  const draw = steps.find((s) => s.rule === '11.5.12.1');
  if (draw) draw.reasons.push(reason('11.6.5', `En coopératif, ${enemy} pioche dans le paquet Ennemi commun aux deux Ennemis et glisse la carte sous la carte Unité désignée, dans sa propre rangée ; un paquet vide est remplacé par sa défausse mélangée, sans les cartes sous les unités ennemies.`));
}

/** Your turn's Time, the open dungeons, a Trap, a dungeon path, the end and the tally (11.5.5–11.5.11, 11.5.20, 11.5.21, 11.6). */
export function answerAdventure(pos: Position, q: Q): SoloAnswer {
  const player = typeof q.player === 'string' ? q.player : '';
  if (!pos.setup.players.includes(player)) return fail(q.kind, [problem(FORMAT, 'La question nomme un joueur absent de la position.', 'player')]);
  const coop = q.coop === true;
  const top = coop ? TIME_START.coop : TIME_START.solo;
  if (!isInt(q.time, 0, top)) return fail(q.kind, [problem(FORMAT, `Le pion Temps est sur une case de 0 à ${top}.`, 'time')]);
  if (q.captures !== undefined && !isInt(q.captures, 0, 8)) return fail(q.kind, [problem(FORMAT, 'Le nombre d’unités ennemies capturées ce tour-ci va de 0 à 8.', 'captures')]);
  const dungeons = readDungeons(pos, q.dungeons);
  if (isProblem(dungeons)) return fail(q.kind, [dungeons]);
  const you = coop ? pos.setup.players.filter((p) => pos.teamOf(p) === pos.teamOf(player)) : [player];
  const time = timeTrack(q.time, (q.captures as number | undefined) ?? 0, coop);
  const result: Record<string, unknown> = { time };
  const reasons = time.steps.map((s) => ({ rule: s.rule, text: s.text }));
  result.dungeons = dungeonEntries(pos, dungeons, coop, player);
  const unitOf = (x: unknown, field: string) => {
    const id = isObj(x) ? x.unit : undefined;
    const u = typeof id === 'string' ? pos.byId.get(id) : undefined;
    return u ?? problem(FORMAT, 'La question nomme une unité absente de la position.', field);
  };
  if (q.trap !== undefined) {
    const u = unitOf(q.trap, 'trap');
    if (isProblem(u)) return fail(q.kind, [u]);
    const t = q.trap as Record<string, unknown>;
    if (t.star !== undefined && !(SYMBOLS as readonly unknown[]).includes(t.star)) return fail(q.kind, [problem(FORMAT, 'Le symbole ★ du Piège est l’un des symboles du dé Action (Poussée, Loupé, renfort).', 'trap')]);
    if (t.count !== undefined && !isInt(t.count, 1, 4)) return fail(q.kind, [problem(FORMAT, 'Un chemin traverse de 1 à 4 Pièges.', 'trap')]);
    result.trap = { unit: u.id, ...trapOdds(pos, u.health, t.star as ActionSymbol | undefined, (t.count as number | undefined) ?? 1) };
  }
  if (q.walk !== undefined) {
    const u = unitOf(q.walk, 'walk');
    if (isProblem(u)) return fail(q.kind, [u]);
    const spaces = (q.walk as Record<string, unknown>).spaces;
    if (!Array.isArray(spaces) || spaces.length > 12 || !spaces.every((s) => (DUNGEON_SPACES as readonly unknown[]).includes(s))) return fail(q.kind, [problem(FORMAT, 'Un chemin dans un donjon est une suite de 1 à 12 cases (Entrée, Cristal, Eau, Monstre Errant, Piège, Porte Verrouillée, Barrière Magique, case sans effet).', 'walk')]);
    result.walk = { unit: u.id, ...dungeonWalk(u, spaces as DungeonSpace[]) };
  }
  const extra = soloExtras(pos, q, dungeons);
  if (isProblem(extra)) return fail(q.kind, [extra]);
  Object.assign(result, extra);
  const more = roundAndOpening(pos, q, dungeons, player, coop);
  if (isProblem(more)) return fail(q.kind, [more]);
  Object.assign(result, more);
  const end = adventureEnd(pos, dungeons, you, time.time, coop);
  result.end = end;
  result.crystals = dungeons.filter((d) => d.side === 'verte').length;
  return { ok: true, problems: [], kind: q.kind, reasons: [...reasons, ...end.reasons], result };
}

/** Where the Compass puts an Enemy unit (11.5.4.4, 11.5.20.3) and an Enemy unit's Riposte (11.5.16). */
function soloExtras(pos: Position, q: Q, dungeons: Dungeon[]): Record<string, unknown> | Problem {
  const out: Record<string, unknown> = {};
  const b = soloBoard(pos, dungeons);
  if (q.place !== undefined) {
    const p = q.place;
    if (!isObj(p) || !(COMPASS as readonly unknown[]).includes(p.compass) || (p.beside !== undefined && !parseSquare(p.beside, pos.width, pos.height)))
      return problem(FORMAT, 'Pour placer une unité ennemie, donnez la direction de la Boussole (Nord, Est, Sud ou Ouest) et, pour la quatrième unité, la case de la troisième.', 'place');
    const arrow = p.compass as EnemyCard['compass'];
    out.place = typeof p.beside === 'string' ? { beside: p.beside, ...besideByCompass(b, p.beside, arrow) } : replacement(b, arrow);
  }
  if (q.riposte !== undefined) {
    const r = q.riposte;
    const a = isObj(r) && typeof r.attacker === 'string' ? b.pos.byId.get(r.attacker) : undefined;
    const e = isObj(r) && typeof r.enemy === 'string' ? b.pos.byId.get(r.enemy) : undefined;
    if (!a || !e || (r as Record<string, unknown>).health !== undefined && !isInt((r as Record<string, unknown>).health, 0, 30))
      return problem(FORMAT, 'La Riposte d’une unité ennemie nomme votre unité qui attaque, l’unité ennemie attaquée (toutes deux sur le terrain) et, si besoin, sa Santé après l’attaque.', 'riposte');
    out.riposte = enemyRiposte(b, a, e, ((r as Record<string, unknown>).health as number | undefined) ?? e.health);
  }
  return out;
}

/** The round after a given turn (11.5.5, 11.6.3–11.6.5) and the Enemy's placement draws at setup (11.5.4). */
function roundAndOpening(pos: Position, q: Q, dungeons: Dungeon[], player: string, coop: boolean): Record<string, unknown> | Problem {
  const out: Record<string, unknown> = {};
  if (q.round !== undefined) {
    const r = q.round;
    const { order, reasons } = roundOrder(pos, player, coop);
    const bad = problem(FORMAT, `Pour la manche, nommez le tour qui vient de finir (${order.map((s) => s.label).join(', ')}) et, si vous les connaissez, les cartes du paquet Ennemi et de sa défausse (de 0 à 9, 11.5.2).`, 'round');
    if (!isObj(r) || (r.after !== undefined && typeof r.after !== 'string') || (r.deck !== undefined && !isInt(r.deck, 0, 9)) || (r.discard !== undefined && !isInt(r.discard, 0, 9))) return bad;
    if (((r.deck as number | undefined) ?? 0) + ((r.discard as number | undefined) ?? 0) > 9) return problem(FORMAT, 'Le paquet Ennemi et sa défausse comptent ensemble au plus 9 cartes (11.5.2).', 'round');
    const round = roundFrom(order, { ...(r.after !== undefined ? { after: r.after as string } : {}), ...(r.deck !== undefined ? { deck: r.deck as number } : {}), ...(r.discard !== undefined ? { discard: r.discard as number } : {}) }, q.time as number, coop);
    if (!round) return bad;
    out.round = { ...round, reasons: [...reasons, ...round.reasons] };
  }
  if (q.opening !== undefined) {
    const o = q.opening;
    const enemy = isObj(o) && typeof o.enemy === 'string' ? o.enemy : pos.setup.players.find((p) => pos.teamOf(p) !== pos.teamOf(player));
    if (!isObj(o) || !enemy || !pos.setup.players.includes(enemy) || pos.teamOf(enemy) === pos.teamOf(player))
      return problem(FORMAT, 'Le tirage de la mise en place nomme un Ennemi de la partie.', 'opening');
    let counts: CompassCounts | undefined;
    if (o.compass !== undefined) {
      const c = o.compass;
      if (!isObj(c) || !COMPASS.every((p) => c[p] === undefined || isInt(c[p], 0, 9))) return problem(FORMAT, 'Les flèches du paquet Ennemi : pour le Nord, l’Est, le Sud et l’Ouest, de 0 à 9 cartes, 9 en tout au plus (11.5.2).', 'opening');
      counts = { N: (c.N as number | undefined) ?? 0, E: (c.E as number | undefined) ?? 0, S: (c.S as number | undefined) ?? 0, O: (c.O as number | undefined) ?? 0 };
      const total = COMPASS.reduce((s, p) => s + counts![p], 0);
      if (total < 1 || total > 9) return problem(FORMAT, 'Les flèches du paquet Ennemi : pour le Nord, l’Est, le Sud et l’Ouest, de 0 à 9 cartes, 9 en tout au plus (11.5.2).', 'opening');
    }
    const r = openingOdds(pos, dungeons, enemy, counts);
    if ('problem' in r) return problem('11.5.4', r.problem, 'opening');
    out.opening = r;
  }
  return out;
}
