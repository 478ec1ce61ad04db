/**
 * A compact, URL-safe, human-readable text notation for a Setup (think FEN), used in share links,
 * MDX props and test tables. Grammar (documented in docs/situations.md):
 *
 *   notation := map ( "/" section )*
 *   map      := automne | hiver | lac | montagne
 *   section  := "j=" players | "t=" turn | "c=" suits | "n=" nomads | "r=" ferry | "f=" closed
 *             | "o=coop" | board
 *   players  := player ("," player)*        player := F ("." flag)*
 *   flag     := robot | bateaux | mercenaires | hostiles-F… | allies-F… | bottes-N
 *             | coalition-F (Vagabond, 9.2.8) | domination (carte Domination activée, 3.3.1)
 *             | points-N | chef-L | decret-N-N-N-N | humeur-H | perso-P | epees-N | objets-N
 *             | ministres-M("+"M)* | fabriques-I("+"I)* | traits-T("+"T)* | fonds-N | officiers-N | acolytes-N
 *   turn     := [F] ["." (aurore|jour|crepuscule)]
 *   suits    := 12 letters r (renard) | l (lapin) | s (souris), clearing 1 first
 *   nomads   := N ["-" F] [".retro"] ("," …)*
 *   ferry    := [clearing] [".utilise"]
 *   closed   := aucun | a-b ("." a-b)*
 *   board    := entry (";" entry)*          entry := place ":" item ("," item)*
 *   place    := 1…12 | T (the Burrow) | forest id such as 1_5_9
 *   item     := O digits                   warriors, e.g. m3, gf2
 *             | O "-" kind [value] ["!"]   building, token, pawn or relic ("!" face up)
 *             | ruine ["(" item ("." item)* ")"] | -ruine | monument
 *
 * F: faction code (m Marquise, c Canopée, a Alliance, v Vagabond, w second Vagabond, l Lézards,
 * r Rivière, d Duché, k Corvidés, s Cents, g Gardiens); N: Nomad code (two letters); O: F or N.
 * Example: automne/j=m,c/t=m.jour/1:m3,m-scierie,m-donjon;5:c2,c-perchoir
 *
 * decodeSetup never throws; it checks the syntax only (use validate() for the rules) and returns
 * the normalised setup, so decodeSetup(encodeSetup(s)) deep-equals normalizeSetup(s).
 */
import { FACTIONS } from './factions';
import { MAPS, isMapId } from './maps';
import { NOMADS, NOMAD_INFO } from './nomads';
import type { ClearingSetup, Setup } from './setup';
import { normalizeClearing, normalizeSetup } from './normalize';
import {
  CHARACTER_CODES,
  COUNT_FLAGS,
  FLAG_WORDS,
  ITEM_CODES,
  LEADER_CODES,
  MINISTER_CODES,
  MOOD_CODES,
  SUIT_CODES,
  fcode,
  kcode,
  lookup,
  ocode,
} from './decode';

export * from './decode';

// ------------------------------------------------------------------ encode

function encodeItems(c: ClearingSetup, printedRuin: boolean): string[] {
  const items: string[] = [];
  for (const [o, n] of Object.entries(c.warriors ?? {})) if (n > 0) items.push(`${ocode(o)}${n}`);
  if (c.warlord) items.push('s-seigneur');
  for (const b of c.buildings ?? []) items.push(`${ocode(b.owner)}-${kcode(b.kind)}`);
  for (const t of c.tokens ?? []) items.push(`${ocode(t.owner)}-${kcode(t.kind)}${t.value ?? ''}${t.faceUp ? '!' : ''}`);
  for (const p of c.pawns ?? []) items.push(`${ocode(p)}-pion`);
  const hidden = (c.items ?? []).map((i) => lookup(ITEM_CODES, i) ?? i);
  const ruin = c.ruin ?? printedRuin;
  if (c.ruin === false) items.push('-ruine');
  else if (hidden.length || (ruin && !printedRuin)) items.push(hidden.length ? `ruine(${hidden.join('.')})` : 'ruine');
  if (c.monument) items.push('monument');
  return items;
}

/** Text notation of a setup (normalised first). Never throws on a well-typed setup. */
export function encodeSetup(setup: Setup): string {
  const { head, entries } = encodeParts(normalizeSetup(setup));
  return joinParts(head, entries.map((e) => e[1]));
}

/**
 * The items of one clearing in the notation (`m3,c-perchoir`), from its normal form
 * (normalizeClearing): the part of the notation that changes with that clearing. Two positions
 * alike outside that clearing have the same notation exactly when these are the same (a battle
 * keys its outcomes so: they differ from the position before the dice only in its clearing).
 */
export function clearingItems(map: Setup['map'], clearing: number, normal: ClearingSetup | undefined): string {
  if (!normal) return '';
  const printed = isMapId(map) ? (MAPS[map].clearings[clearing - 1]?.ruin ?? false) : false;
  return encodeItems(normal, printed).join(',');
}

const joinParts = (head: string[], entries: string[]) => (entries.length ? [...head, entries.join(';')] : head).join('/');

/** The notation of a normalised setup: its head, then one entry per clearing (by number), the Burrow and forests (key null). */
function encodeParts(s: Setup): { head: string[]; entries: [string | null, string][] } {
  const map = isMapId(s.map) ? MAPS[s.map] : null;
  const parts: string[] = [String(s.map)];
  const players = FACTIONS.filter((f) => s.players[f]).map((f) => {
    const p = s.players[f]!;
    const flags: string[] = [fcode(f)];
    for (const k of ['bot', 'boats', 'mercenaries'] as const) if (p[k]) flags.push(FLAG_WORDS[k]);
    if (p.hostile?.length) flags.push(`hostiles-${p.hostile.map(fcode).join('')}`);
    if (p.allied?.length) flags.push(`allies-${p.allied.map(fcode).join('')}`);
    if (p.boots !== undefined) flags.push(`bottes-${p.boots}`);
    if (p.coalition !== undefined) flags.push(`coalition-${fcode(p.coalition)}`);
    if (p.dominance) flags.push('domination');
    if (p.leader) flags.push(`chef-${LEADER_CODES[p.leader]}`);
    if (p.decree) flags.push(`decret-${p.decree.join('-')}`);
    if (p.mood) flags.push(`humeur-${MOOD_CODES[p.mood]}`);
    if (p.character) flags.push(`perso-${CHARACTER_CODES[p.character]}`);
    if (p.ministers?.length) flags.push(`ministres-${p.ministers.map((m) => MINISTER_CODES[m]).join('+')}`);
    if (p.crafted?.length) flags.push(`fabriques-${p.crafted.map((i) => ITEM_CODES[i]).join('+')}`);
    if (p.traits?.length) flags.push(`traits-${p.traits.join('+')}`);
    for (const k of Object.keys(COUNT_FLAGS) as (keyof typeof COUNT_FLAGS)[]) if (p[k] !== undefined) flags.push(`${COUNT_FLAGS[k]}-${p[k]}`);
    return flags.join('.');
  });
  if (players.length) parts.push(`j=${players.join(',')}`);
  if (s.turn !== undefined || s.phase !== undefined) parts.push(`t=${s.turn ? fcode(s.turn) : ''}${s.phase ? `.${s.phase}` : ''}`);
  if (s.suits) parts.push(`c=${s.suits.map((x) => SUIT_CODES[x]).join('')}`);
  if (s.nomads) {
    const ns = NOMADS.filter((n) => s.nomads?.[n]).map((n) => {
      const cfg = s.nomads![n]!;
      return `${NOMAD_INFO[n].code}${cfg.supervisor ? `-${fcode(cfg.supervisor)}` : ''}${cfg.demoted ? '.retro' : ''}`;
    });
    if (ns.length) parts.push(`n=${ns.join(',')}`);
  }
  if (s.ferry !== undefined || s.ferryUsed) parts.push(`r=${s.ferry ?? ''}${s.ferryUsed ? '.utilise' : ''}`);
  if (s.closedPaths) parts.push(`f=${s.closedPaths.length ? s.closedPaths.map((p) => `${p[0]}-${p[1]}`).join('.') : 'aucun'}`);
  if (s.coop) parts.push('o=coop');
  const entries: [string | null, string][] = [];
  for (const [id, c] of Object.entries(s.clearings)) {
    const printed = map ? (map.clearings[Number(id) - 1]?.ruin ?? false) : false;
    const items = encodeItems(c, printed);
    if (items.length) entries.push([id, `${id}:${items.join(',')}`]);
  }
  if (s.burrow) {
    const items = encodeItems(s.burrow, false);
    if (items.length) entries.push([null, `T:${items.join(',')}`]);
  }
  for (const [id, f] of Object.entries(s.forests ?? {})) {
    const items = [
      ...(f.pawns ?? []).map((p) => `${ocode(p)}-pion`),
      ...(f.relics ?? []).map((r) => `g-${kcode(r.kind)}${r.value ?? ''}${r.faceUp ? '!' : ''}`),
    ];
    if (items.length) entries.push([null, `${id}:${items.join(',')}`]);
  }
  return { head: parts, entries };
}
