/**
 * Control Zones and the end of the game (3.1.3, 9, 10, 11.2.6–11.2.8): the majority in each
 * zone, what the start of a player's turn does to the Flags, when the end is triggered, and the
 * live score with its tie-breaks.
 *
 * The Control card's length (steps from DÉPART to CONTRÔLE) is not in the book (9.3): it is the
 * position's `track`; without it, the engine says a Flag advances but not whether it is taken.
 */
import { reason, type Reason } from '../core/verdict';
import { countText } from '../core/format';
import { ZONES, type FlagState, type ZoneId } from './types';
import type { Position } from './validate';

export interface ZoneCount {
  zone: ZoneId;
  /** units in the zone by player (team modes: by team too) */
  counts: Record<string, number>;
  /** the player (or team) with the majority, or null (9.4) */
  majority: string | null;
  trigger: string;
  /** who stands on the trigger square */
  onTrigger: string | null;
  reasons: Reason[];
}

const team = (pos: Position) => pos.setup.mode === 'equipe' || pos.setup.mode === 'bataille-equipe';

/** The majority in one zone (9.4, 9.4.1; by team, 11.2.6). */
export function zoneCount(pos: Position, zone: ZoneId): ZoneCount {
  const counts: Record<string, number> = {};
  let trigger = '';
  let onTrigger: string | null = null;
  pos.squares.forEach((s, i) => {
    if (s.zone !== zone) return;
    const u = pos.unitAt.get(i);
    if (s.trigger) {
      trigger = String.fromCharCode(65 + (i % pos.width)) + (Math.floor(i / pos.width) + 1);
      onTrigger = u?.id ?? null;
    }
    if (u) {
      const side = team(pos) ? pos.teamOf(u.owner) : u.owner;
      counts[side] = (counts[side] ?? 0) + 1;
    }
  });
  const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  const top = sorted[0];
  const majority = top && (sorted.length === 1 || sorted[1]![1] < top[1]) ? top[0] : null;
  const list = sorted.map(([p, n]) => `${p} ${n}`).join(', ') || 'aucune unité';
  const reasons = [
    reason('9.4', `Zone ${zone} (${list}) : ${majority ? `majorité à ${majority}` : sorted.length ? 'égalité en tête, personne n’a la majorité' : 'zone vide, personne n’a la majorité'}.`),
    reason('9.4.1', `La case Déclencheur ${trigger} compte parmi les cases de la zone.`),
  ];
  if (team(pos)) reasons.push(reason('11.2.6', 'En jeu par équipe, on compte les unités de chaque équipe.'));
  return { zone, counts, majority, trigger, onTrigger, reasons };
}

export interface FlagStep {
  zone: ZoneId;
  before: FlagState;
  after: FlagState;
  triggered: boolean;
  reasons: Reason[];
}

export interface TurnStart {
  player: string;
  flags: FlagStep[];
  /** Flags the player takes this step (9.9) */
  taken: ZoneId[];
}

/** What step 1 of `player`'s turn does to each zone's Flag (3.2.1, 9.5.2, 9.6, 9.8, 9.9, 11.2.6). */
export function turnStart(pos: Position, player: string): TurnStart {
  const track = pos.setup.track;
  const steps: FlagStep[] = [];
  const taken: ZoneId[] = [];
  for (const z of ZONES) {
    if (!pos.squares.some((s) => s.zone === z)) continue;
    const before: FlagState = pos.setup.flags?.[z] ?? { position: 0 };
    const c = zoneCount(pos, z);
    const reasons = [...c.reasons];
    const side = team(pos) ? pos.teamOf(player) : player;
    const mine = c.majority === side;
    const ownUnit = pos.units.some((u) => u.owner === player && pos.squares[u.index]!.zone === z);
    let after = { ...before };
    let triggered = before.position > 0 || before.takenBy !== undefined;
    if (before.takenBy !== undefined) reasons.push(reason('9.10', `Le Drapeau de la zone ${z} est déjà remporté par ${before.takenBy}.`));
    else if (!triggered) {
      const onTrig = c.onTrigger ? pos.byId.get(c.onTrigger)! : null;
      if (!onTrig || onTrig.owner !== player) reasons.push(reason('9.5.2', `Zone ${z} non déclenchée : aucune unité de ${player} sur la case Déclencheur ${c.trigger} au début du tour.`));
      else if (!mine) reasons.push(reason('9.5.2', `Zone ${z} : ${onTrig.id} est sur la case Déclencheur, mais ${player} n’a pas la majorité ; la zone n’est pas déclenchée.`));
      else {
        triggered = true;
        after = { position: 1 };
        reasons.push(reason('9.5.2', `Zone ${z} déclenchée : ${onTrig.id} sur la case Déclencheur et majorité à ${player} ; le Drapeau passe de DÉPART à MANCHE 1.`));
      }
    } else if (!Object.keys(c.counts).length) reasons.push(reason('9.8', `Zone ${z} déclenchée mais vide : son Drapeau ne bouge pas.`));
    else if (!mine) reasons.push(reason('9.6', `Zone ${z} déclenchée : ${player} n’y a pas la majorité, son Drapeau ne bouge pas (9.7 : il garde sa place).`));
    else if (team(pos) && !ownUnit) reasons.push(reason('11.2.6', `Zone ${z} : l’équipe de ${player} est majoritaire, mais ${player} n’y a aucune unité à sa couleur ; le Drapeau ne bouge pas.`));
    else {
      after = { position: before.position + 1 };
      reasons.push(reason('9.6', `Zone ${z} déclenchée et majorité à ${player} : son Drapeau avance d’une case (${before.position} → ${after.position}).`));
    }
    if (after.takenBy === undefined && after.position > before.position) {
      if (track === undefined) reasons.push(reason('9.3', 'Le livret ne dit pas combien de cases compte la carte Contrôle : indiquez le nombre de pas de DÉPART à CONTRÔLE pour savoir quand le Drapeau est remporté.'));
      else if (after.position >= track) {
        after = { position: track, takenBy: player };
        taken.push(z);
        reasons.push(reason('9.9', `Le Drapeau de la zone ${z} atteint CONTRÔLE : ${player}, majoritaire, le remporte.`));
      }
    }
    steps.push({ zone: z, before, after, triggered, reasons });
  }
  return { player, flags: steps, taken };
}

/** Flags needed to end the game by number of players (3.1.3, 10.2, 11.2.7). */
export function flagsToEnd(pos: Position): { n: number; rule: string } {
  if (team(pos)) return { n: 3, rule: '11.2.7' };
  const p = pos.setup.players.length;
  return p >= 4 ? { n: 3, rule: '10.2.1' } : p === 3 ? { n: 2, rule: '10.2.2' } : { n: 1, rule: '10.2.3' };
}

export interface EndCheck {
  triggered: boolean;
  reasons: Reason[];
  /** once triggered during `active`'s turn: the players who still play a last turn, in order (10.3) */
  lastTurns?: string[];
}

/** Is the end of the game triggered (10.1, 10.2; Battle, 11.3.9)? */
export function endCheck(pos: Position, flags: Partial<Record<ZoneId, FlagState>> = pos.setup.flags ?? {}, active?: string): EndCheck {
  const reasons: Reason[] = [];
  let triggered = false;
  for (const p of pos.setup.players)
    if (!pos.units.some((u) => u.owner === p)) {
      triggered = true;
      reasons.push(reason(team(pos) ? '11.2.7' : '10.1.1', `Toutes les unités de ${p} sont capturées : la fin de partie est déclenchée.`));
    }
  const battle = pos.setup.mode === 'bataille' || pos.setup.mode === 'bataille-equipe';
  if (battle) {
    for (const [p, n] of Object.entries(pos.setup.captured ?? {}))
      if (n >= 3) {
        triggered = true;
        reasons.push(reason('11.3.9', `${p} a capturé ${n} unités ennemies : la fin de partie est déclenchée.`));
      }
  } else {
    const need = flagsToEnd(pos);
    const won = Object.values(flags).filter((f) => f?.takenBy !== undefined).length;
    const ok = won >= need.n;
    if (ok) triggered = true;
    reasons.push(reason(need.rule, `${countText(won, 'Drapeau remporté', 'Drapeaux remportés')} sur ${need.n} requis à ${pos.setup.players.length} joueurs${team(pos) ? ' (par équipe)' : ''} : ${ok ? 'la fin de partie est déclenchée' : 'pas encore la fin'}.`));
  }
  if (!triggered) return { triggered, reasons };
  const rule = battle ? '11.3.9' : team(pos) ? '11.2.7' : '10.3';
  const ps = pos.setup.players;
  const k = active === undefined ? -1 : ps.indexOf(active);
  if (k < 0) {
    reasons.push(reason(rule, 'Le joueur actif achève son tour ; chacun des autres joue encore un tour, dans l’ordre habituel, puis on compte.'));
    return { triggered, reasons };
  }
  const lastTurns = [...ps.slice(k + 1), ...ps.slice(0, k)];
  reasons.push(reason(rule, `${active} achève son tour et ne rejoue plus ; ${lastTurns.length > 1 ? `puis ${lastTurns.slice(0, -1).join(', ')} et ${lastTurns[lastTurns.length - 1]} jouent chacun un dernier tour, dans cet ordre` : `puis ${lastTurns[0]} joue un dernier tour`} ; on passe ensuite au décompte.`));
  return { triggered, reasons, lastTurns };
}

export interface ScoreRow {
  side: string;
  flags: number;
  survivors: number;
  captured: number;
  villages: number;
  artefact: number;
  health: number;
  total: number;
  rank: number;
}

/** The live score (10.4, 11.2.8, 11.3.10) and its ranking with the tie-breaks (10.5.1, 10.5.2). */
export function score(pos: Position): { rows: ScoreRow[]; reasons: Reason[] } {
  const sides = team(pos) ? (pos.setup.teams ?? []).map((t) => t.join('+')) : pos.setup.players;
  const battle = pos.setup.mode === 'bataille' || pos.setup.mode === 'bataille-equipe';
  const sideOf = (p: string) => (team(pos) ? pos.teamOf(p) : p);
  const rows: ScoreRow[] = sides.map((side) => {
    const units = pos.units.filter((u) => sideOf(u.owner) === side);
    const flags = battle ? 0 : ZONES.filter((z) => { const t = pos.setup.flags?.[z]?.takenBy; return t !== undefined && sideOf(t) === side; }).length;
    const captured = Object.entries(pos.setup.captured ?? {}).filter(([p]) => sideOf(p) === side).reduce((s, [, n]) => s + n, 0);
    const villages = new Set(units.filter((u) => pos.squares[u.index]!.terrain === 'village').map((u) => u.index)).size;
    const artefact = battle && units.some((u) => u.artefact) ? 3 : 0;
    const health = units.reduce((s, u) => s + u.health, 0);
    return { side, flags, survivors: units.length, captured, villages, artefact, health, total: 5 * flags + 2 * units.length + 2 * captured + villages + artefact, rank: 0 };
  });
  const key = (r: ScoreRow) => [r.total, r.survivors, r.captured, r.flags, r.health];
  const cmp = (a: ScoreRow, b: ScoreRow) => { const ka = key(a), kb = key(b); for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!; return 0; };
  const sorted = [...rows].sort(cmp);
  sorted.forEach((r, i) => (r.rank = i > 0 && cmp(sorted[i - 1]!, r) === 0 ? sorted[i - 1]!.rank : i + 1));
  const reasons = [
    reason('10.4', 'PV : 5 par Drapeau (10.4.1), 2 par unité en jeu (10.4.2), 2 par unité capturée (10.4.3), 1 par Village occupé (10.4.4).'),
    reason('10.5.1', 'À égalité : plus d’unités en jeu, puis plus de captures, puis plus de Drapeaux, puis plus de Santé au total.'),
  ];
  if (battle) reasons.push(reason('11.3.10', 'En Bataille, pas de Drapeau ; le détenteur de l’Artefact marque 3 PV de plus.'));
  if (team(pos)) reasons.push(reason('11.2.8', 'Par équipe, les points des deux coéquipiers s’additionnent.'));
  const firsts = sorted.filter((r) => r.rank === 1);
  if (firsts.length > 1) reasons.push(reason('10.5.2', `Égalité parfaite entre ${firsts.map((r) => r.side).join(' et ')} : victoire partagée.`));
  return { rows: sorted, reasons };
}
