/**
 * The Solo Adventure's own bookkeeping (11.5.5–11.5.11, 11.5.20, 11.5.21, 11.6): the Time tracker,
 * the dungeons one may enter, the dungeon spaces a unit walks through, the end and the tally.
 * This mode has no victory points (11.5.5): the tally is the Crystals recovered and the Time left.
 */
import { distribution, symbolsOf, type Pool } from '../../core/dice';
import { fractionText, ZERO, add } from '../../core/fraction';
import { reason, type Reason } from '../../core/verdict';
import { countText, frenchTypography } from '../../core/format';
import { CLASS_NAMES } from '../glossary';
import { DEFAULT_FACES, SYMBOL_NAMES, UNCONFIRMED, actionDie, type ActionSymbol } from '../dice';
import { parseSquare, indexOf } from '../grid';
import type { Position, PlacedUnit } from '../validate';
import { BARRIER_MANA, SPACE_NAMES, SPACE_RULES, TIME_PER_CAPTURE, TIME_START, TRAP_DICE, TRAP_LOSS, type Dungeon, type DungeonSpace } from './types';

export interface TimeStep {
  rule: string;
  text: string;
  time: number;
}

/** The Time tracker over your turn: advanced at its start, set back by each capture (11.5.6, 11.5.20.1, 11.6.2.5, 11.6.4). */
export function timeTrack(time: number, captures: number, coop: boolean): { steps: TimeStep[]; time: number; over: boolean } {
  const top = coop ? TIME_START.coop : TIME_START.solo;
  const steps: TimeStep[] = [];
  let t = time - 1;
  steps.push({ rule: coop ? '11.6.4' : '11.5.6', text: frenchTypography(`Début de votre tour : le pion Temps avance d’une case, de ${time} à ${t}.`), time: t });
  if (t <= 0) {
    steps.push({ rule: '11.5.21', text: frenchTypography('Le pion Temps atteint la case « zéro » : la partie est perdue.'), time: 0 });
    return { steps, time: 0, over: true };
  }
  for (let k = 1; k <= captures; k++) {
    const next = Math.min(top, t + TIME_PER_CAPTURE);
    steps.push({ rule: coop ? '11.6.2.5' : '11.5.20.1', text: frenchTypography(`Unité ennemie capturée : le pion Temps recule de ${TIME_PER_CAPTURE} cases, de ${t} à ${next}${next < t + TIME_PER_CAPTURE ? ` (jamais au-delà de la case « ${top} »)` : ''}.`), time: next });
    t = next;
  }
  return { steps, time: t, over: false };
}

export interface DungeonEntry {
  id: string;
  ok: boolean;
  reasons: Reason[];
}

/** May one of your units enter each dungeon now (11.5.7.2, 11.5.8.1, 11.5.11; in the cooperative mode 11.6.6: one unit, so one player, per dungeon)? */
export function dungeonEntries(pos: Position, dungeons: readonly Dungeon[], coop = false, player?: string): DungeonEntry[] {
  const others = dungeons.filter((d) => !d.glory);
  return dungeons.map((d) => {
    const reasons: Reason[] = [];
    if (d.side === 'verte') reasons.push(reason('11.5.7.2', `Le Cristal du donjon ${d.id} est déjà récupéré : sa carte Donjon est face verte.`));
    if (d.occupant) {
      const owner = pos.byId.get(d.occupant)?.owner;
      if (coop) reasons.push(reason('11.6.6', `${d.occupant}${owner ? `, de ${owner},` : ''} explore déjà le donjon ${d.id} : ${owner && player && owner !== player ? 'votre coéquipier l’occupe, aucune de vos unités n’y entre' : 'une seule unité, donc un seul joueur, à la fois'}.`));
      else reasons.push(reason('11.5.8.1', `${d.occupant} explore déjà le donjon ${d.id} : une seule unité à la fois.`));
    }
    else {
      const on = pos.units.filter((u) => d.covers.some((c) => { const p = parseSquare(c, pos.width, pos.height); return p && indexOf(p.x, p.y, pos.width) === u.index; }));
      if (on.length) reasons.push(reason('11.5.7.2', `${on.map((u) => u.id).join(', ')} se tient sur la boîte du donjon ${d.id} (ou sur une boîte empilée dessus).`));
    }
    if (d.glory) {
      const green = others.filter((o) => o.side === 'verte').length;
      if (green < 5) reasons.push(reason('11.5.11', `Le donjon du Cristal de Gloire ne s’ouvre qu’une fois les cinq autres cristaux récupérés (${green} sur 5).`));
    }
    const ok = reasons.length === 0;
    if (ok) reasons.push(reason('11.5.7.2', `Le donjon ${d.id} est ouvert : carte Donjon face rouge, personne sur sa boîte ; on y entre par l’un de ses Portails (11.5.7.1).`));
    return { id: d.id, ok, reasons };
  });
}

export interface TrapOdds {
  /** Santé lost, with its probability */
  loss: { value: number; probability: string }[];
  pCapture: string;
  reasons: Reason[];
}

/** A Trap's dice (11.5.9.5): 3 dice, 2 Santé lost for each ★; ★ is a face of the Action die the reader names. */
export function trapOdds(pos: Position, health: number, star: ActionSymbol | undefined, traps = 1): TrapOdds {
  const die = actionDie(pos.setup.die ?? DEFAULT_FACES);
  const pool: Pool<ActionSymbol> = [{ die, n: TRAP_DICE * traps }];
  const sym = star ?? 'renfort';
  const dist = distribution(pool, (r) => symbolsOf(pool, r)[sym] ?? 0, String).sort((a, z) => a.value - z.value);
  let pCap = ZERO;
  const loss = dist.map((d) => {
    if (d.value * TRAP_LOSS >= health) pCap = add(pCap, d.probability);
    return { value: d.value * TRAP_LOSS, probability: fractionText(d.probability) };
  });
  const reasons = [reason('11.5.9.5', `${countText(TRAP_DICE * traps, 'dé')} : chaque ★ obtenu fait perdre ${TRAP_LOSS} Santé.`)];
  reasons.push(reason('11.5.9.5', star ? `★ lu comme le symbole ${SYMBOL_NAMES[star]} du dé Action (choix du lecteur).` : `★ : non confirmé — le livret ne dit pas quelle face du dé Action le montre ; Clairière prend le symbole de renfort. Choisissez celui de votre dé.`));
  if (!pos.setup.die) reasons.push(reason('1.1.3', `Dé Action : ${UNCONFIRMED}.`));
  return { loss, pCapture: fractionText(pCap), reasons };
}

export interface WalkStep {
  space: DungeonSpace;
  rule: string;
  ok: boolean;
  /** movement points spent after entering it */
  spent: number;
  text: string;
}

/** A unit's path through dungeon spaces, entered one after the other (11.5.8.4, 11.5.9). */
export function dungeonWalk(u: PlacedUnit, spaces: readonly DungeonSpace[], spent0 = 0): { steps: WalkStep[]; traps: number; out: boolean } {
  const steps: WalkStep[] = [];
  let spent = spent0;
  let mana = u.mana ?? 0;
  let traps = 0;
  for (const s of spaces) {
    const rule = SPACE_RULES[s];
    const cost = s === 'eau' ? 2 : 1;
    const stop = (text: string) => steps.push({ space: s, rule, ok: false, spent, text: frenchTypography(text) });
    if (s === 'porte' && u.class !== 'roublard') { stop(`${SPACE_NAMES[s]} : seul un Roublard y entre, ${u.id} est ${article(u)}.`); break; }
    if (s === 'barriere' && u.class !== 'sorcier') { stop(`${SPACE_NAMES[s]} : seul un Sorcier y entre, ${u.id} est ${article(u)}.`); break; }
    if (s === 'barriere' && mana < BARRIER_MANA) { stop(`${SPACE_NAMES[s]} : il faut dépenser ${BARRIER_MANA} Mana, ${u.id} n’en a que ${mana}.`); break; }
    if (spent + cost > u.move) { stop(`${SPACE_NAMES[s]} : y entrer coûte ${countText(cost, 'point')}, il en reste ${Math.max(0, u.move - spent)} (4.2.1).`); break; }
    spent += cost;
    let text = `${SPACE_NAMES[s]} : ${countText(cost, 'point')}${s === 'eau' ? ' (1 de plus pour l’Eau, rien de plus pour en sortir)' : ''}.`;
    if (s === 'barriere') { mana -= BARRIER_MANA; text += ` ${BARRIER_MANA} Mana dépensés, il en reste ${mana}.`; }
    if (s === 'piege') { traps++; text += ` ${TRAP_DICE} dés lancés : ${TRAP_LOSS} Santé perdues par ★ ; l’unité peut continuer.`; }
    if (s === 'monstre') text += ' Piochez une carte du paquet Ennemi et résolvez l’effet de son bas (non décrit dans nos sources) ; ce n’est pas une action, l’unité peut continuer.';
    if (s === 'cristal') text += ' Cristal récupéré : l’unité sort aussitôt du donjon, sur un Portail libre de sa boîte (11.5.10.1), et la carte Donjon passe face verte (11.5.10.2).';
    steps.push({ space: s, rule, ok: true, spent, text: frenchTypography(text) });
    if (s === 'cristal') return { steps, traps, out: true };
  }
  return { steps, traps, out: false };
}

const article = (u: PlacedUnit) => `${u.class === 'bete' ? 'une' : 'un'} ${CLASS_NAMES[u.class]}`;

export interface EndState {
  over: boolean;
  won: boolean;
  reasons: Reason[];
}

/** The end of a solo or cooperative game (11.5.21, 11.6.7). */
export function adventureEnd(pos: Position, dungeons: readonly Dungeon[], you: readonly string[], time: number, coop: boolean): EndState {
  const rule = coop ? '11.6.7' : '11.5.21';
  const glory = dungeons.find((d) => d.glory);
  if (glory?.side === 'verte') return { over: true, won: true, reasons: [reason(rule, 'Le Cristal de Gloire est récupéré : victoire.')] };
  const inside = new Set(dungeons.flatMap((d) => (d.occupant ? [d.occupant] : [])));
  const gone = you.filter((p) => !pos.units.some((u) => u.owner === p) && ![...inside].some((id) => pos.byId.get(id)?.owner === p));
  if (gone.length) return { over: true, won: false, reasons: [reason(rule, coop ? `L’Ennemi a capturé toutes les unités de ${gone.join(', ')} : défaite.` : 'L’Ennemi a capturé toutes vos unités : défaite.')] };
  if (time <= 0) return { over: true, won: false, reasons: [reason(rule, 'Le pion Temps est sur la case « zéro » : défaite.')] };
  const green = dungeons.filter((d) => d.side === 'verte').length;
  return { over: false, won: false, reasons: [reason(rule, `La partie continue : ${countText(green, 'cristal récupéré', 'cristaux récupérés')} sur ${Math.max(6, dungeons.length)}, Temps ${time}.`), reason('11.5.5', 'Ce mode ne rapporte pas de points de victoire : il faut les six cristaux avant que le temps soit écoulé.')] };
}

