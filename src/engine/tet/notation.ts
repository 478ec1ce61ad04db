/**
 * The compact text of a position, for share links and test tables. Round-trips with the JSON
 * `Setup` (a property test checks it); `decodeSetup` never throws.
 *
 *   setup   := W "x" H "/" squares "/" units ("/" option)*
 *   squares := (square ("*" count)?)+          a square then how many times it repeats, row by row
 *   square  := terrain level zone? "!"? ("@" start)?
 *   terrain := p Plaine | n Pont | e Eau | f Forêt | k Pic | v Village | g Portail | b Baliste | x hors du terrain
 *   zone    := A | B | C ; "!" marks the zone's case Déclencheur ; "@n" the starting area n
 *   units   := unit (";" unit)* | "-"
 *   unit    := id ":" owner ":" class ":" square ":" move ":" damage "+" push ":" health "." max (":" extra)*
 *   class   := G Guerrier | S Sorcier | R Roublard | B Bête
 *   extra   := "r" range "," damage "," miss          Attaque à Distance
 *            | "s" (range | "-") "," damage "," perSymbol   Sort
 *            | "u" ammo? "." max?  | "a" mana? "." max?     Munitions, Mana
 *            | "w" Affaiblie | "t" Porte-Artefact
 *   option  := "j=" players (",")  | "m=" mode | "e=" team ("," team) with team := p "+" p
 *            | "art=" square | "tr=" steps | "f=" flag ("," flag) with flag := zone position ("." taker)?
 *            | "c=" player "." n ("," …) | "de=" face ("," face) with face := count ("p"|"l"|"r")*
 *            | "ef=" effect ("," effect)                 the units' abilities (effets.ts)
 *   effect  := source kind "." unit ("." param)* "." name
 *   source  := P Passive | R Réaction ;  kind := d deplacement | g degats | p portee | u poussee | t terrain
 *            | o protection | z zone | s sans-riposte | h soin | x represailles
 *   param   := "n" signed | "a" (m|d|s|b)+ attacks | "t" (e|k|b|c) Eau, Pic, Baliste, escalade | "r" radius
 *   name    := the card's name, UTF-8 in base64url
 *
 * Example: `3x1/p0g0e1A!/g1:rouge:G:A1:4:3+1:6.6:r3,2,1:u2.2/j=rouge,bleu`.
 */
import { FORMAT, problem, type Result } from '../core/verdict';
import { squareName } from './grid';
import { readSetup } from './validate';
import { CLASSES, MODES, type ActionFace, type AttackKind, type Effect, type EffectKind, type Setup, type Square, type UnitSetup } from './types';

const T_CODE: Record<Square['terrain'], string> = { plaine: 'p', pont: 'n', eau: 'e', foret: 'f', pic: 'k', village: 'v', portail: 'g', baliste: 'b', hors: 'x' };
const T_OF = Object.fromEntries(Object.entries(T_CODE).map(([k, v]) => [v, k])) as Record<string, Square['terrain']>;
const C_CODE: Record<UnitSetup['class'], string> = { guerrier: 'G', sorcier: 'S', roublard: 'R', bete: 'B' };
const C_OF = Object.fromEntries(Object.entries(C_CODE).map(([k, v]) => [v, k])) as Record<string, UnitSetup['class']>;

const squareText = (s: Square) => `${T_CODE[s.terrain]}${s.level}${s.zone ?? ''}${s.trigger ? '!' : ''}${s.start ? `@${s.start}` : ''}`;

function unitText(u: UnitSetup): string {
  const parts = [u.id, u.owner, C_CODE[u.class], u.at, String(u.move), `${u.melee.damage}+${u.melee.push}`, `${u.health}.${u.maxHealth}`];
  if (u.ranged) parts.push(`r${u.ranged.range},${u.ranged.damage},${u.ranged.miss}`);
  if (u.spell) parts.push(`s${u.spell.range ?? '-'},${u.spell.damage},${u.spell.perSymbol}`);
  if (u.ammo !== undefined || u.maxAmmo !== undefined) parts.push(`u${u.ammo ?? ''}.${u.maxAmmo ?? ''}`);
  if (u.mana !== undefined || u.maxMana !== undefined) parts.push(`a${u.mana ?? ''}.${u.maxMana ?? ''}`);
  if (u.weakened) parts.push('w');
  if (u.artefact) parts.push('t');
  return parts.join(':');
}

const K_CODE: Record<EffectKind, string> = { deplacement: 'd', degats: 'g', portee: 'p', poussee: 'u', terrain: 't', protection: 'o', zone: 'z', 'sans-riposte': 's', soin: 'h', represailles: 'x' };
const K_OF = Object.fromEntries(Object.entries(K_CODE).map(([k, v]) => [v, k])) as Record<string, EffectKind>;
const A_CODE: Record<AttackKind, string> = { melee: 'm', distance: 'd', sort: 's', baliste: 'b' };
const A_OF = Object.fromEntries(Object.entries(A_CODE).map(([k, v]) => [v, k])) as Record<string, AttackKind>;
const I_CODE = { eau: 'e', pic: 'k', baliste: 'b', escalade: 'c' } as const;
const I_OF = Object.fromEntries(Object.entries(I_CODE).map(([k, v]) => [v, k])) as Record<string, NonNullable<Effect['terrain']>>;
/** UTF-8 text ↔ base64url, for names and titles carried by links */
export const b64 = (t: string) => btoa(String.fromCharCode(...new TextEncoder().encode(t))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const unb64 = (t: string) => new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(t.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

function effectText(e: Effect): string {
  const parts = [`${e.source === 'reaction' ? 'R' : 'P'}${K_CODE[e.kind]}`, e.unit];
  if (e.n !== undefined) parts.push(`n${e.n}`);
  if (e.attacks) parts.push(`a${e.attacks.map((a) => A_CODE[a]).join('')}`);
  if (e.terrain) parts.push(`t${I_CODE[e.terrain]}`);
  if (e.radius !== undefined) parts.push(`r${e.radius}`);
  return [...parts, b64(e.name)].join('.');
}

/** An effect's text → its JSON (checked later by readSetup), or null when unreadable. */
function readEffectText(t: string): Record<string, unknown> | null {
  const f = t.split('.');
  const head = /^([PR])([a-z])$/.exec(f[0] ?? '');
  if (!head || !K_OF[head[2]!] || f.length < 3) return null;
  const e: Record<string, unknown> = { source: head[1] === 'R' ? 'reaction' : 'passive', kind: K_OF[head[2]!], unit: f[1] };
  for (const p of f.slice(2, -1)) {
    let m: RegExpExecArray | null;
    if ((m = /^n(-?[0-9])$/.exec(p))) e.n = Number(m[1]);
    else if ((m = /^a([mdsb]{1,4})$/.exec(p))) e.attacks = [...m[1]!].map((c) => A_OF[c]);
    else if ((m = /^t([ekbc])$/.exec(p))) e.terrain = I_OF[m[1]!];
    else if ((m = /^r([0-9])$/.exec(p))) e.radius = Number(m[1]);
    else return null;
  }
  try {
    e.name = unb64(f[f.length - 1]!);
  } catch {
    return null;
  }
  return e;
}

const faceText = (f: ActionFace) => `${f.count}${'p'.repeat(f.poussee ?? 0)}${'l'.repeat(f.loupe ?? 0)}${'r'.repeat(f.renfort ?? 0)}`;

export function encodeSetup(s: Setup): string {
  const sq: string[] = [];
  for (let i = 0; i < s.squares.length; ) {
    const t = squareText(s.squares[i]!);
    let n = 1;
    while (i + n < s.squares.length && squareText(s.squares[i + n]!) === t) n++;
    sq.push(n > 1 ? `${t}*${n}` : t);
    i += n;
  }
  const out = [`${s.width}x${s.height}`, sq.join(''), s.units.length ? s.units.map(unitText).join(';') : '-', `j=${s.players.join(',')}`];
  if (s.mode) out.push(`m=${s.mode}`);
  if (s.teams) out.push(`e=${s.teams.map((t) => t.join('+')).join(',')}`);
  if (s.artefact !== undefined) out.push(`art=${s.artefact}`);
  if (s.track !== undefined) out.push(`tr=${s.track}`);
  if (s.flags) out.push(`f=${Object.entries(s.flags).map(([z, f]) => `${z}${f.position}${f.takenBy !== undefined ? `.${f.takenBy}` : ''}`).join(',')}`);
  if (s.captured) out.push(`c=${Object.entries(s.captured).map(([p, n]) => `${p}.${n}`).join(',')}`);
  if (s.die) out.push(`de=${s.die.map(faceText).join(',')}`);
  if (s.effects?.length) out.push(`ef=${s.effects.map(effectText).join(',')}`);
  return out.join('/');
}

const SQUARE_RE = /([pnefkvgbx])([0-9])([ABC])?(!)?(?:@([1-8]))?(?:\*([0-9]{1,3}))?/y;

function fail(text: string): { ok: false; problems: ReturnType<typeof problem>[] } {
  return { ok: false, problems: [problem(FORMAT, text)] };
}

// The problems reach readers of a damaged share link: they say what is wrong in the reader's words
// (a square's name, a unit's name, « le dé Action »), never the notation's syntax nor the link's text.
const unitName = (k: number) => `La ${k + 1}${k ? 'e' : 're'} unité du lien`;

/** The text of a position → the position (checked for form, not yet validated). */
export function decodeSetup(text: unknown): Result<Setup> {
  if (typeof text !== 'string' || text.length > 20000) return fail('Le lien ne contient pas de position lisible (elle est absente ou bien trop longue).');
  const parts = text.split('/');
  const size = /^([0-9]{1,2})x([0-9]{1,2})$/.exec(parts[0] ?? '');
  if (!size) return fail('Le lien ne donne pas la taille de la carte (sa largeur et sa hauteur en cases).');
  if (parts.length < 3) return fail('Le lien ne décrit pas à la fois les cases de la carte et ses unités.');
  const width = Number(size[1]);
  const height = Number(size[2]);
  const squares: Record<string, unknown>[] = [];
  const sqText = parts[1]!;
  SQUARE_RE.lastIndex = 0;
  while (SQUARE_RE.lastIndex < sqText.length) {
    const m = SQUARE_RE.exec(sqText);
    const k = squares.length;
    if (!m) return fail(width > 0 && k < width * height ? `La case ${squareName(k % width, Math.floor(k / width))} est illisible dans le lien.` : 'Le lien décrit plus de cases que la carte n’en compte.');
    const n = m[6] ? Number(m[6]) : 1;
    if (n < 1 || squares.length + n > 26 * 26) return fail('Le lien décrit plus de cases qu’une carte ne peut en compter.');
    const sq: Record<string, unknown> = { level: Number(m[2]), terrain: T_OF[m[1]!] };
    if (m[3]) sq.zone = m[3];
    if (m[4]) sq.trigger = true;
    if (m[5]) sq.start = Number(m[5]);
    for (let k = 0; k < n; k++) squares.push({ ...sq });
  }
  const units: Record<string, unknown>[] = [];
  if (parts[2] !== '-')
    for (const [k, ut] of parts[2]!.split(';').entries()) {
      const f = ut.split(':');
      const melee = /^([0-9]{1,2})\+([0-9])$/.exec(f[5] ?? '');
      const health = /^([0-9]{1,2})\.([0-9]{1,2})$/.exec(f[6] ?? '');
      if (f.length < 7 || !C_OF[f[2]!] || !/^[0-9]{1,2}$/.test(f[4]!) || !melee || !health) return fail(`${unitName(k)} est illisible (son nom, son joueur, sa classe, sa case, son Déplacement, sa Mêlée ou sa Santé).`);
      const u: Record<string, unknown> = { id: f[0], owner: f[1], class: C_OF[f[2]!], at: f[3], move: Number(f[4]), melee: { damage: Number(melee[1]), push: Number(melee[2]) }, health: Number(health[1]), maxHealth: Number(health[2]) };
      for (const x of f.slice(7)) {
        let m: RegExpExecArray | null;
        if ((m = /^r([0-9]{1,2}),([0-9]{1,2}),([0-9])$/.exec(x))) u.ranged = { range: Number(m[1]), damage: Number(m[2]), miss: Number(m[3]) };
        else if ((m = /^s([0-9]{1,2}|-),([0-9]{1,2}),([0-9]{1,2})$/.exec(x))) u.spell = { range: m[1] === '-' ? null : Number(m[1]), damage: Number(m[2]), perSymbol: Number(m[3]) };
        else if ((m = /^([ua])([0-9]{0,2})\.([0-9]{0,2})$/.exec(x))) {
          const [cur, max] = m[1] === 'u' ? ['ammo', 'maxAmmo'] : ['mana', 'maxMana'];
          if (m[2]) u[cur] = Number(m[2]);
          if (m[3]) u[max] = Number(m[3]);
        } else if (x === 'w') u.weakened = true;
        else if (x === 't') u.artefact = true;
        else return fail(`${unitName(k)} a une caractéristique illisible (Attaque à Distance, Sort, Munitions, Mana, Affaiblie ou Artefact).`);
      }
      units.push(u);
    }
  const setup: Record<string, unknown> = { width, height, squares, units };
  for (const opt of parts.slice(3)) {
    const eq = opt.indexOf('=');
    const k = opt.slice(0, eq);
    const v = opt.slice(eq + 1);
    if (eq < 0) return fail('Le lien contient un réglage de la partie illisible.');
    if (k === 'j') setup.players = v ? v.split(',') : [];
    else if (k === 'm') setup.mode = v;
    else if (k === 'e') setup.teams = v.split(',').map((t) => t.split('+'));
    else if (k === 'art') setup.artefact = v;
    else if (k === 'tr') setup.track = /^[0-9]{1,2}$/.test(v) ? Number(v) : v;
    else if (k === 'f') {
      const flags: Record<string, unknown> = {};
      for (const ft of v.split(',')) {
        const m = /^([ABC])([0-9]{1,2})(?:\.([a-z][a-z0-9]{0,11}))?$/.exec(ft);
        if (!m) return fail('La place d’un Drapeau des Zones de Contrôle est illisible dans le lien.');
        flags[m[1]!] = m[3] ? { position: Number(m[2]), takenBy: m[3] } : { position: Number(m[2]) };
      }
      setup.flags = flags;
    } else if (k === 'c') {
      const c: Record<string, number> = {};
      for (const ct of v.split(',')) {
        const m = /^([a-z][a-z0-9]{0,11})\.([0-9]{1,2})$/.exec(ct);
        if (!m) return fail('Le nombre d’unités capturées par un joueur est illisible dans le lien.');
        c[m[1]!] = Number(m[2]);
      }
      setup.captured = c;
    } else if (k === 'de') {
      const faces: Record<string, number>[] = [];
      for (const ft of v.split(',')) {
        const m = /^([0-9]{1,3})(p*)(l*)(r*)$/.exec(ft);
        if (!m) return fail('Une face du dé Action est illisible dans le lien.');
        const face: Record<string, number> = { count: Number(m[1]) };
        if (m[2]) face.poussee = m[2].length;
        if (m[3]) face.loupe = m[3].length;
        if (m[4]) face.renfort = m[4].length;
        faces.push(face);
      }
      setup.die = faces;
    } else if (k === 'ef') {
      const effects: Record<string, unknown>[] = [];
      for (const et of v.split(',')) {
        const e = readEffectText(et);
        if (!e) return fail('Une capacité décrite par le lecteur est illisible dans le lien.');
        effects.push(e);
      }
      setup.effects = effects;
    } else return fail('Le lien contient un réglage de la partie que Clairière ne connaît pas.');
  }
  if (!setup.players) return fail('Le lien ne nomme pas les joueurs de la partie.');
  if (typeof setup.mode === 'string' && !(MODES as readonly string[]).includes(setup.mode)) return fail('Le lien donne un mode de jeu que Clairière ne connaît pas.');
  void CLASSES;
  return readSetup(setup);
}
