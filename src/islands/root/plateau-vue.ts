/**
 * What the board shows of a position, in French: the names of places and owners, what lies in a
 * place, its pieces as badges, each place as the map draws it (PlaceView), and the keys the map
 * uses for places (« c5 », « T », « f1_5_9 »). Pure functions of the position, without the control
 * rules or the editing tools: the board's first view needs nothing more.
 */
import { FACTIONS, FACTION_INFO, type FactionId } from '~/engine/root/factions';
import type { MapData } from '~/engine/root/maps';
import type { ControlVerdict } from '~/engine/root/control';
import type { MovementVerdict } from '~/engine/root/movement';
import type { Place, Setup } from '~/engine/root/setup';
import type { Question } from '~/engine/root/situation-text';
import { FLIPPABLE_KINDS } from '~/engine/root/pieces';
import { kindName, ownerName as nameOfOwner } from '~/engine/root/glossary';
import { frenchTypography } from '~/engine/root/reasons';

/** A piece on the map: a small badge of its owner's colour (a number of warriors, B, J, V…). */
export interface Badge {
  colour: string;
  text: string;
}
/** A place as the map draws it (Carte.svelte). */
export interface PlaceView {
  /** "c5" for clearing 5, "f1_5_9" for a forest */
  key: string;
  label: string;
  badges: Badge[];
  ruler?: { colour: string; name: string };
  tone?: 'ok' | 'refus' | 'origine';
}

/** The map's key of a place: « c5 » (clearing 5), « T » (the Burrow), « f1_5_9 » (a forest). */
export function keyOf(p: Place): string | null {
  if (typeof p === 'number') return `c${p}`;
  if (p === 'terrier') return 'T';
  if (typeof p === 'object' && p) return `f${p.forest}`;
  return null;
}
export function placeOf(key: string): Place {
  if (key === 'T') return 'terrier';
  return key.startsWith('c') ? Number(key.slice(1)) : { forest: key.slice(1) };
}
/** The clearing number of a key, if the key is a clearing's. */
export const clearingOf = (key: string | null): number | undefined => (key?.startsWith('c') ? Number(key.slice(1)) : undefined);

/** The place a question is about, as a key of the map (none for a bot's turn). */
export function selectedFromQuestion(q: Question): string | null {
  if (q.kind === 'movement') return keyOf(q.from);
  if (q.kind === 'battle') return `c${q.clearing}`;
  if (q.kind === 'control' && q.clearing === 'terrier') return 'T';
  if (q.kind === 'control' && q.clearing !== undefined) return `c${q.clearing}`;
  return null;
}

/** The first faction in play (the Marquise when none is): the faction a new edit starts with. */
export function firstPlayer(s: Setup): FactionId {
  return (Object.keys(s.players ?? {}).find((f) => (FACTIONS as readonly string[]).includes(f)) as FactionId) ?? 'marquise';
}

export function colourOf(owner: string): string {
  return (FACTION_INFO as Record<string, { colour: string }>)[owner]?.colour ?? '#6b6b6b';
}

export function suitName(s: string | null | undefined): string {
  return s === 'fox' ? 'renard' : s === 'rabbit' ? 'lapin' : s === 'mouse' ? 'souris' : 'sans couleur';
}

/** « Clairière 5 », « Terrier », « Bois 1-5-9 ». */
export const placeTitle = (key: string | null) =>
  !key ? '' : key === 'T' ? 'Terrier' : key.startsWith('c') ? `Clairière ${key.slice(1)}` : `Bois ${key.slice(1).replaceAll('_', '-')}`;

export const ownerName = (owner: string, setup: Setup) => nameOfOwner(owner as Parameters<typeof nameOfOwner>[0], setup);

export function rulerName(v: ControlVerdict | undefined, setup: Setup): string {
  if (!v || !v.ruler) return 'personne';
  return ownerName(v.ruler, setup);
}

/** What a clearing or the Burrow holds (a forest holds no such pieces). */
export function contentsAt(shown: Setup, key: string) {
  if (key === 'T') return shown.burrow;
  return key.startsWith('c') ? shown.clearings?.[key.slice(1)] : undefined;
}

/** Who has a piece in a place (who may attack or be attacked there, 4.3). */
export function ownersAt(shown: Setup, key: string | null): string[] {
  if (!key) return [];
  const c = contentsAt(shown, key);
  const out = new Set<string>();
  for (const [o, n] of Object.entries(c?.warriors ?? {})) if (n > 0) out.add(o);
  if (c?.warlord) out.add('hundreds');
  for (const p of c?.pawns ?? []) out.add(p);
  for (const b of c?.buildings ?? []) out.add(b.owner);
  for (const t of c?.tokens ?? []) out.add(t.owner);
  return [...out];
}

/** A battle in a clearing: the attacker and defender asked for if they are there, else the first ones there. */
export function battleQuestion(shown: Setup, clearing: number, fallback: FactionId, attacker?: string, defender?: string): Question {
  const here = ownersAt(shown, `c${clearing}`);
  const a = attacker && here.includes(attacker) ? attacker : (here[0] ?? fallback);
  const d = defender && here.includes(defender) && defender !== a ? defender : (here.find((o) => o !== a) ?? a);
  return { kind: 'battle', clearing, attacker: a as FactionId, defender: d as FactionId };
}

/** What lies in a place, in French: « 3 guerriers Marquise, Scierie (Marquise) », or « vide ». */
export function describe(shown: Setup, key: string): string {
  const parts: string[] = [];
  const c = contentsAt(shown, key);
  const f = key.startsWith('f') ? shown.forests?.[key.slice(1)] : undefined;
  const name = (o: string) => ownerName(o, shown);
  for (const [owner, n] of Object.entries(c?.warriors ?? {})) if (n > 0) parts.push(`${n} ${n > 1 ? 'guerriers' : 'guerrier'} ${name(owner)}`);
  if (c?.warlord) parts.push('le seigneur de guerre');
  for (const b of c?.buildings ?? []) parts.push(`${kindName(b.kind)} (${name(b.owner)})`);
  for (const t of c?.tokens ?? []) parts.push(`${kindName(t.kind)}${FLIPPABLE_KINDS.has(t.kind) ? (t.faceUp ? ' face visible' : ' face cachée') : ''} (${name(t.owner)})`);
  for (const p of [...(c?.pawns ?? []), ...(f?.pawns ?? [])]) parts.push(`pion ${name(p)}`);
  for (const r of f?.relics ?? []) parts.push(`relique ${kindName(r.kind)}`);
  return parts.length ? parts.join(', ') : 'vide';
}

/** A place's pieces as the map's badges: warriors by number, B(uilding), J(eton), V (pawn), SG, R(elic). */
export function badgesOf(shown: Setup, key: string): Badge[] {
  const out: Badge[] = [];
  const c = contentsAt(shown, key);
  const f = key.startsWith('f') ? shown.forests?.[key.slice(1)] : undefined;
  for (const [owner, n] of Object.entries(c?.warriors ?? {})) {
    if (n > 0) out.push({ colour: colourOf(owner), text: `${n}` });
  }
  if (c?.warlord) out.push({ colour: colourOf('hundreds'), text: 'SG' });
  for (const b of c?.buildings ?? []) out.push({ colour: colourOf(b.owner), text: 'B' });
  for (const t of c?.tokens ?? []) out.push({ colour: colourOf(t.owner), text: 'J' });
  for (const p of [...(c?.pawns ?? []), ...(f?.pawns ?? [])]) out.push({ colour: colourOf(p), text: 'V' });
  for (const _r of f?.relics ?? []) out.push({ colour: colourOf('keepers'), text: 'R' });
  return out;
}

const toneText = (tone: PlaceView['tone']) => (tone === 'ok' ? ' Déplacement permis.' : tone === 'refus' ? ' Déplacement refusé.' : '');

/** Every place of the map as the map draws it: its name and contents, its pieces, its ruler, its move tone. */
export function placesView(
  map: MapData,
  shown: Setup,
  suits: (string | null)[],
  control: ReadonlyMap<number | 'terrier', ControlVerdict>,
  moves: MovementVerdict | undefined,
  selected: string | null,
): Record<string, PlaceView> {
  const out: Record<string, PlaceView> = {};
  const tones = new Map<string, 'ok' | 'refus'>();
  if (moves)
    for (const d of moves.destinations) {
      const k = keyOf(d.to);
      if (k) tones.set(k, d.ok ? 'ok' : 'refus');
    }
  for (const c of map.clearings) {
    const key = `c${c.id}`;
    const v = control.get(c.id);
    const tone = moves && selected === key ? 'origine' : tones.get(key);
    out[key] = {
      key,
      label: frenchTypography(`Clairière ${c.id}, ${suitName(suits[c.id - 1])} : ${describe(shown, key)}. Contrôle : ${rulerName(v, shown)}.${toneText(tone)}`),
      badges: badgesOf(shown, key),
      ruler: v?.ruler ? { colour: colourOf(v.ruler === 'humans' ? '' : v.ruler), name: rulerName(v, shown) } : undefined,
      tone,
    };
  }
  if (shown.players?.duchy) {
    const v = control.get('terrier');
    const tone = moves && selected === 'T' ? 'origine' : tones.get('T');
    out.T = {
      key: 'T',
      label: frenchTypography(`Terrier du Duché : ${describe(shown, 'T')}. Contrôle : ${rulerName(v, shown)}.${toneText(tone)}`),
      badges: badgesOf(shown, 'T'),
      tone,
    };
  }
  for (const f of map.forests) {
    const key = `f${f.id}`;
    const tone = tones.get(key);
    out[key] = {
      key,
      label: frenchTypography(`Bois entre les clairières ${f.clearings.join(', ')} : ${describe(shown, key)}.${toneText(tone)}`),
      badges: badgesOf(shown, key),
      tone,
    };
  }
  return out;
}

/** What a screen reader hears after a change: the answer only, never the lists of choices. */
export function annonceDe(question: Question, selected: string | null, shown: Setup, control: ControlVerdict | undefined, moves: MovementVerdict | undefined): string {
  if (!selected || question.kind === 'bot') return '';
  const where = placeTitle(selected);
  if (question.kind === 'movement') {
    if (!moves) return where;
    const ok = moves.destinations.filter((d) => d.ok).map((d) => placeTitle(keyOf(d.to)));
    return frenchTypography(`Depuis ${where} : ${ok.length ? `déplacement permis vers ${ok.join(', ')}` : 'aucun déplacement permis'}.`);
  }
  if (question.kind === 'battle') return frenchTypography(`Combat en clairière ${question.clearing} : ${ownerName(question.attacker, shown)} attaque ${ownerName(question.defender, shown)}.`);
  return control ? frenchTypography(`${where} : contrôle ${rulerName(control, shown)}.`) : where;
}
