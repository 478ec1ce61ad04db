/**
 * The Keepers in Iron's turn (keepers.ts): reading the reader's inputs, what each phase does by
 * itself (Live off the Land when Evening begins, the draw when it ends), gathering the Retinue
 * (15.6.2), and the candidate steps.
 */
import { countOf } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { RelicKind } from '../factions';
import type { Phase } from '../setup';
import { battleCandidates, moveCandidates, num } from './commun';
import { CARD_KINDS, COLUMNS, RELICS, RETINUE_MAX, retinueOf, retinueSize, type CardKind, type Column } from './keepers-regles';
import type { Candidate, PlannedAction, TurnKit } from './types';

const isCount = (v: unknown, hi: number) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= hi;

export function readKeepers(x: { [k: string]: unknown }, k: TurnKit, problems: Reason[]): void {
  const r = x.retinue;
  if (r !== undefined) {
    const ok =
      typeof r === 'object' && r !== null && !Array.isArray(r) &&
      Object.entries(r).every(([col, v]) => COLUMNS.includes(col as Column) && typeof v === 'object' && v !== null && Object.entries(v).every(([s, n]) => CARD_KINDS.includes(s as CardKind) && isCount(n, RETINUE_MAX)));
    if (!ok) problems.push(reason('15.5.2', 'Le Cortège se donne par colonne (déplacement, combat, restauration) et par couleur de carte.'));
    else {
      k.state.retinue = r as never;
      if (retinueSize(retinueOf(k)) > RETINUE_MAX) problems.push(reason('15.6.2', 'Le Cortège ne compte jamais plus de 10 cartes (15.6.2).'));
    }
  }
  const restored = x.restored;
  if (restored !== undefined) {
    if (typeof restored !== 'object' || restored === null || !Object.entries(restored).every(([t, n]) => RELICS.includes(t as RelicKind) && isCount(n, 4))) problems.push(reason('15.2.1', 'Les reliques restaurées se comptent par type, de 0 à 4 (15.2.1).'));
    else k.state.restored = restored as never;
  }
  const faces = x.faces;
  if (faces !== undefined) {
    const ok = typeof faces === 'object' && faces !== null && Object.entries(faces).every(([c, l]) => Number(c) >= 1 && Number(c) <= 12 && Array.isArray(l) && l.every((f) => RELICS.includes(f)));
    if (!ok) problems.push(reason('15.2.2', 'La face de chaque Relais se donne par clairière : statuette, tablette ou bijou (15.2.2).'));
    else k.state.faces = faces as never;
  }
  for (const key of ['encamped', 'decamped', 'waystationsUsed']) {
    const v = x[key];
    if (v === undefined) continue;
    if (!Array.isArray(v) || !v.every((c) => Number.isInteger(c) && c >= 1 && c <= 12)) problems.push(reason('format', 'Une liste de numéros de clairières est attendue.'));
    else k.state[key] = v as number[];
  }
  const col = x.column;
  if (col !== undefined) {
    if (!COLUMNS.includes(col as Column)) problems.push(reason('15.5.2', 'La colonne du Cortège atteinte est déplacement, combat ou restauration.'));
    else k.state.column = col as string;
  }
  const used = x.used;
  if (used !== undefined) {
    if (typeof used !== 'object' || used === null || !Object.entries(used).every(([c, v]) => COLUMNS.includes(c as Column) && typeof v === 'object' && v !== null && Object.values(v).every((n) => isCount(n, RETINUE_MAX)))) problems.push(reason('15.5.2', 'Les cartes déjà utilisées se donnent comme le Cortège.'));
    else k.state.used = used as never;
  }
  const g = x.gathered;
  if (g !== undefined) {
    if (g !== 'add' && g !== 'shift') problems.push(reason('15.6.2', 'Le Cortège se rassemble en ajoutant des cartes ou en en déplaçant une (15.6.2).'));
    else k.state.gathered = g;
  }
}

/** Live off the Land (15.6.1) and the draw (15.6.3). */
export function keepersPhase(k: TurnKit, phase: Phase, when: 'begin' | 'end'): Reason | null {
  if (when === 'begin' && phase === 'crepuscule') {
    const lost = k.clearings().filter((c) => k.warriors(c) >= 4);
    for (const c of lost) k.remove(c, { category: 'warrior', kind: 'warrior' });
    k.say(lost.length ? `Vivre de la terre : 1 guerrier retiré dans ${lost.length > 1 ? 'les clairières' : 'la clairière'} ${lost.join(', ')}.` : 'Vivre de la terre : aucune clairière n’a 4 guerriers Gardiens.');
    k.note(reason('15.6.1', 'Chaque clairière qui compte au moins 4 guerriers Gardiens en perd 1 (15.6.1).'));
  }
  if (when === 'begin' && phase === 'jour') k.note(reason('15.5', 'Le Jour : la Fabrication, puis le Cortège colonne par colonne (15.5).'));
  if (when === 'begin' && phase === 'aurore') k.note(reason('15.4', 'L’Aurore : Établir un camp, Lever le camp, puis Recruter, dans cet ordre (15.4).'));
  if (when === 'end' && phase === 'crepuscule') {
    const ways = k.onMap({ category: 'building', kind: 'waystation' });
    k.draw(1 + ways);
    k.say(`Pioche : ${countOf(1 + ways, 'carte')} (1, plus 1 par Relais sur le plateau).`);
    k.note(reason('15.6.3', 'Les Gardiens piochent 1 carte plus 1 par bonus de pioche découvert, soit 1 par Relais sur le plateau, puis défaussent jusqu’à 5 cartes (15.6.3).'));
    k.note(reason('15.6', 'Le Crépuscule : Vivre de la terre, Rassembler le Cortège, Piocher et défausser (15.6).'));
    const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
    if (hand !== undefined && hand > 5) k.note(reason('15.6.3', `Avec ${hand} cartes en main, les Gardiens en défaussent ${hand - 5} de leur choix (15.6.3).`));
  }
  return null;
}

/** Gather the Retinue (15.6.2): add cards from the hand, or move one card, never above 10 cards. */
export function gather(k: TurnKit, a: PlannedAction): Reason | null {
  const r = retinueOf(k);
  const mode = a.id === 'retinueAdd' ? 'add' : 'shift';
  if (k.state.gathered === 'shift' || (k.state.gathered === 'add' && mode === 'shift')) return reason('15.6.2', 'Rassembler le Cortège : soit ajouter des cartes, soit déplacer une seule carte (15.6.2).');
  if (mode === 'add') {
    const col = a.column as Column;
    const suit = a.suit as CardKind;
    const n = num(a.n, 1);
    if (!COLUMNS.includes(col) || !['fox', 'rabbit', 'mouse', 'bird'].includes(suit) || n < 1) return reason('15.6.2', 'Une carte de la main va dans une colonne du Cortège (15.6.2).');
    if (retinueSize(r) + n > RETINUE_MAX) return reason('15.6.2', `Le Cortège ne peut pas dépasser 10 cartes ; il en compte ${retinueSize(r)} (15.6.2).`);
    const spent = k.spend(suit as 'fox', n, '15.6.2', false);
    if (spent) return spent;
    r[col][suit] = (r[col][suit] ?? 0) + n;
  } else {
    const from = a.from as Column;
    const to = a.to as Column;
    const suit = a.suit as CardKind;
    if (!COLUMNS.includes(from) || !COLUMNS.includes(to) || from === to) return reason('15.6.2', 'Une carte passe d’une colonne du Cortège à une autre (15.6.2).');
    if (!(r[from][suit] ?? 0)) return reason('15.6.2', 'Cette colonne n’a pas de carte de cette couleur (15.6.2).');
    r[from][suit] = (r[from][suit] ?? 0) - 1;
    r[to][suit] = (r[to][suit] ?? 0) + 1;
  }
  k.state.retinue = r as never;
  k.state.gathered = mode;
  return null;
}

export function keepersCandidates(k: TurnKit, crafts: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  if (k.phase === 'aurore') {
    for (const at of k.clearings()) {
      for (const face of RELICS) out.push({ action: { id: 'encamp', at, face } });
      out.push({ action: { id: 'decamp', at } }, { action: { id: 'recruit', at } });
    }
  }
  if (k.phase === 'jour') {
    out.push(...crafts);
    const r = retinueOf(k);
    for (const suit of CARD_KINDS) {
      if (r.move[suit]) out.push(...moveCandidates(k, 'move').map((c) => ({ ...c, action: { ...c.action, suit } })));
      if (r.recover[suit]) out.push(...moveCandidates(k, 'move3').map((c) => ({ ...c, action: { ...c.action, suit } })));
      if (r.battle[suit])
        for (const at of k.clearings()) {
          for (const c of battleCandidates(k, 'battle').filter((x) => x.action.at === at)) out.push({ action: { ...c.action, suit } });
          if (!k.enemiesIn(at).length) out.push({ action: { id: 'battle', at, suit } });
        }
      if (r.recover[suit]) for (const at of k.clearings()) for (const t of k.here(at).tokens ?? []) if (t.owner === 'keepers' && RELICS.includes(t.kind as RelicKind)) out.push({ action: { id: 'recover', at, suit, kind: t.kind, ...(t.value ? { value: t.value } : {}) } });
    }
    const d = k.state.delve as { at: number } | null | undefined;
    if (d)
      for (const f of k.map.forests.filter((x) => x.clearings.includes(d.at)))
        for (const rel of k.setup.forests?.[f.id]?.relics ?? [])
          for (const value of rel.value ? [rel.value] : [1, 2, 3]) out.push({ action: { id: 'delve', forest: f.id, kind: rel.kind, value } });
    const o = k.state.recover as { at: number } | null | undefined;
    if (o) for (const t of k.here(o.at).tokens ?? []) if (t.owner === 'keepers' && RELICS.includes(t.kind as RelicKind)) out.push({ action: { id: 'recoverMore', kind: t.kind, ...(t.value ? { value: t.value } : {}) } });
  }
  if (k.phase === 'crepuscule') {
    for (const column of COLUMNS) for (const suit of ['fox', 'rabbit', 'mouse', 'bird']) out.push({ action: { id: 'retinueAdd', column, suit, n: 1 } });
    const r = retinueOf(k);
    for (const from of COLUMNS) for (const suit of CARD_KINDS) if (r[from][suit]) for (const to of COLUMNS) if (to !== from) out.push({ action: { id: 'retinueShift', from, to, suit } });
  }
  return out;
}
