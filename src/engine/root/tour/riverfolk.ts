/**
 * The Compagnie de la Rivière's turn (chapter 11), for a person: Birdsong protectionism (11.4.1),
 * dividends (11.4.2) and gathering the funds (11.4.3); Daylight actions paid with funds, committed
 * or spent, as often as the funds allow (11.5: move, battle, craft on the trade posts track with
 * export, draw, recruit beside a river, establish a trade post and garrison); Evening discard
 * (11.6.1) and new prices for the services (11.6.2). The Company swims along rivers (11.2.2,
 * applied by the movement rules).
 *
 * The Funds box is the position's (`players.riverfolk.funds`, 11.2.4). State (`TurnState` keys):
 * - `payments`: warriors in the Payments box (11.2.6.I, 11.4.1);
 * - `committed`: warriors on the faction board outside the Funds and Payments boxes (the
 *   Committed box and the trade posts track), gathered at Birdsong (11.4.3) and counted during
 *   Daylight (11.5);
 * - `fundsBy`: the Funds box by faction ({ marquise: 2, riverfolk: 1… }), needed for a trade post
 *   (11.5.6.II); absent, the engine assumes the right funds are there and says so;
 * - `prices`: the services' prices ({ cards, boats, mercenaries }), set in Evening (11.6.2);
 * - `postPoints`: the points printed on the 3 spaces of a trade posts track, in the order the trade
 *   posts leave it (3 integers). Not in the Law; no public source found: the reader reads them off
 *   the board (`TRACK_NOTE`);
 * - `postsLost`: trade posts removed from the game, by suit (11.2.5.I): their spaces stay empty;
 * - `spacesUsed`: spaces of the trade posts track filled by crafting this turn, by suit (11.5.3).
 */
import type { FactionId, Suit } from '../factions';
import { isFactionId } from '../factions';
import { capitalize, countOf, ofName, SUIT_NAMES as SUIT_LOWER, theName, nEnAQue } from '../glossary';
import { reason, type Reason } from '../reasons';
import { battleCandidates, battleStep, craftCandidates, craftStep, describeCommon, moveCandidates, num, onlyKeys, readNum } from './commun';
import type { Candidate, CraftPiece, Json, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { ALL_FACTION_OPTIONS, SUIT_OPTIONS } from './entrees';

const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse'];
const SUIT_NAMES = { fox: capitalize(SUIT_LOWER.fox), rabbit: capitalize(SUIT_LOWER.rabbit), mouse: capitalize(SUIT_LOWER.mouse) };
const WARRIOR = { category: 'warrior', kind: 'warrior' } as const;
const post = (s: Suit) => ({ category: 'token' as const, kind: `trade_post_${s}` });
const SERVICES = ['cards', 'boats', 'mercenaries'] as const;
type Service = (typeof SERVICES)[number];
const SERVICE_NAMES: { [S in Service]: string } = { cards: 'Cartes', boats: 'Bateaux', mercenaries: 'Mercenaires' };
const isSuit = (x: unknown): x is Suit => typeof x === 'string' && (SUITS as readonly string[]).includes(x);

/** The trade posts tracks are printed on the faction board, not in the Law: the reader gives them. */
const TRACK_NOTE = 'Les points de la piste des comptoirs et l’échelle des prix des services sont imprimés sur le plateau de faction, pas dans la Loi ; aucune source publique vérifiée ne les donne : ils viennent du lecteur.';

type Counts = { [k: string]: number };
const counts = (x: unknown): Counts => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Counts) : {});
const ints3 = (x: unknown): number[] | null => (Array.isArray(x) && x.length === 3 && x.every((v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9) ? (x as number[]) : null);

function funds(k: TurnKit): number {
  return k.setup.players.riverfolk?.funds ?? 0;
}
function setFunds(k: TurnKit, n: number): void {
  const p = k.setup.players.riverfolk;
  if (p) p.funds = n;
}
/** Company warriors on its faction board: in the Funds (when broken down), Payments and Committed boxes. */
function ownOffMap(k: TurnKit): number {
  const by = counts(k.state.fundsBy);
  return (k.state.fundsBy ? (by.riverfolk ?? 0) : 0) + num(k.state.paymentsOwn, 0);
}
/** Company warriors in its supply: neither on the map nor on its faction board (1.5.1). */
function warriorSupply(k: TurnKit): number {
  return Math.max(0, k.supply(WARRIOR) - ownOffMap(k) - num(k.state.committedOwn, 0));
}

/** Takes n funds out of the Funds box (11.2.4): committed (`commit`) or spent back to their owners' supply. */
function pay(k: TurnKit, n: number, how: 'commit' | 'spend', rule: string, of?: FactionId): Reason | null {
  const have = funds(k);
  if (have < n) return reason(rule, `Il faut ${countOf(n, 'fonds', 'fonds')} ; la case Fonds ${nEnAQue(have)} (11.2.4).`);
  if (k.state.fundsBy) {
    const by = { ...counts(k.state.fundsBy) };
    const take = (f: string, m: number) => {
      by[f] = (by[f] ?? 0) - m;
      if (f === 'riverfolk' && how === 'commit') k.state.committedOwn = num(k.state.committedOwn, 0) + m;
    };
    if (of) {
      if ((by[of] ?? 0) < n) return reason(rule, `Il faut ${countOf(n, 'fonds', 'fonds')} ${ofName(of, k.setup)} ; la case Fonds ${nEnAQue(by[of] ?? 0)} (${rule}).`);
      take(of, n);
    } else {
      let left = n;
      for (const f of ['riverfolk', ...Object.keys(by).filter((x) => x !== 'riverfolk').sort()]) {
        const m = Math.min(left, by[f] ?? 0);
        if (m > 0) take(f, m);
        left -= m;
      }
    }
    k.state.fundsBy = by as Json;
  } else if (of) k.note(reason(rule, `La case Fonds n’est pas détaillée par faction : on suppose qu’elle contient ${countOf(n, 'guerrier')} ${ofName(of, k.setup)} (${rule}).`));
  setFunds(k, have - n);
  if (how === 'commit') k.state.committed = num(k.state.committed, 0) + n;
  k.say(how === 'commit' ? `${countOf(n, 'fonds investi', 'fonds investis')}.` : `${countOf(n, 'fonds dépensé', 'fonds dépensés')}, ${n > 1 ? 'rendus' : 'rendu'} à la réserve de ${n > 1 ? 'leur' : 'son'} propriétaire.`);
  return null;
}

/** Clearings a river touches (2.3; on the Lake, the coast: C.2.2). */
function riverside(k: TurnKit): number[] {
  const set = new Set<number>(k.map.rivers.flat());
  for (const c of k.map.lake?.coastal ?? []) set.add(c);
  return [...set].sort((a, b) => a - b);
}
/** Clearings joined to c by a river (11.2.2). */
function riverNeighbours(k: TurnKit, c: number): number[] {
  const out = k.map.rivers.filter(([a, b]) => a === c || b === c).map(([a, b]) => (a === c ? b : a));
  const coast = k.map.lake?.coastal ?? [];
  if (coast.includes(c)) out.push(...coast.filter((x) => x !== c));
  return [...new Set(out)];
}

/** Empty spaces of the trade posts tracks (11.5.3): left by posts on the map or out of the game, not yet filled this turn. */
function emptySpaces(k: TurnKit): CraftPiece[] {
  const lost = counts(k.state.postsLost);
  const used = counts(k.state.spacesUsed);
  return SUITS.flatMap((s) => Array.from({ length: Math.max(0, k.onMap(post(s)) + (lost[s] ?? 0) - (used[s] ?? 0)) }, () => ({ at: null, suit: s })));
}

function craft(k: TurnKit, a: PlannedAction): Reason | null {
  const pieces = emptySpaces(k);
  const exporting = a.export === true;
  const before = k.setup.players.riverfolk?.crafted?.length ?? 0;
  const persistent = Array.isArray(k.state.persistent) ? k.state.persistent.length : 0;
  const r = craftStep(k, a, pieces, '11.5.3', (vp) => (exporting ? 0 : vp));
  if ('text' in r) return r;
  const paid = pay(k, r.used.length, 'commit', '11.5.3');
  if (paid) return paid;
  const used = { ...counts(k.state.spacesUsed) };
  for (const p of r.used) used[p.suit] = (used[p.suit] ?? 0) + 1;
  k.state.spacesUsed = used as Json;
  k.note(reason('11.2.1', 'La Compagnie fabrique en investissant des fonds sur les cases vides de sa piste des comptoirs, de la couleur du coût (11.2.1, 11.5.3).'));
  if (exporting) {
    const p = k.setup.players.riverfolk;
    if (p?.crafted && p.crafted.length > before) p.crafted = p.crafted.slice(0, before);
    if (Array.isArray(k.state.persistent)) k.state.persistent = k.state.persistent.slice(0, persistent);
    if (warriorSupply(k) < 1) return reason('11.5.3.I', 'Plus de guerrier de la Compagnie dans la réserve à poser sur la case Paiements (11.5.3.I, 1.5.1).');
    k.state.payments = num(k.state.payments, 0) + 1;
    k.state.paymentsOwn = num(k.state.paymentsOwn, 0) + 1;
    k.say('Export : la carte est défaussée sans effet, 1 guerrier de la Compagnie va sur la case Paiements.');
    k.note(reason('11.5.3.I', 'Export : l’effet de la carte fabriquée est ignoré, elle est défaussée et 1 guerrier de la Compagnie va sur la case Paiements (11.5.3.I).'));
  }
  return null;
}

function establish(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!suit) return reason('11.5.6.I', 'La couleur de cette clairière n’est pas connue.');
  if (SUITS.some((s) => k.tokens(at, 'riverfolk', `trade_post_${s}`))) return reason('11.5.6.I', `La clairière ${at} a déjà un comptoir (11.5.6.I).`);
  const who = rulerOf(k, at);
  if (!who) return reason('11.5.6.I', `Personne ne contrôle la clairière ${at} : pas de comptoir (11.5.6.I).`);
  const lost = counts(k.state.postsLost)[suit] ?? 0;
  const left = k.supply(post(suit)) - lost;
  if (left < 1) return reason('11.3.3', `Plus de comptoir ${SUIT_NAMES[suit]} sur la piste (11.3.3, 1.5.1).`);
  const ban = k.placeBan(at, post(suit));
  if (ban) return ban;
  const placedBefore = 3 - left;
  const r = pay(k, 2, 'spend', '11.5.6.II', who);
  if (r) return r;
  const placed = k.place(at, post(suit));
  if (placed) return placed;
  if (warriorSupply(k) > 0) {
    const w = k.place(at, WARRIOR);
    if (w) return w;
  } else k.note(reason('1.5.1', 'Plus de guerrier de la Compagnie dans la réserve : la garnison manque (1.5.1).'));
  const track = ints3(k.state.postPoints);
  if (track) {
    k.score(track[placedBefore]!);
    k.note(reason('11.5.6.III', `La ${placedBefore + 1}e case de la piste des comptoirs ${SUIT_NAMES[suit]} est découverte : ${countOf(track[placedBefore]!, 'point')} (11.5.6.III, 11.2.5).`));
  } else k.note(reason('11.5.6.III', `La ${placedBefore + 1}e case de la piste des comptoirs ${SUIT_NAMES[suit]} est découverte ; ses points ne sont pas donnés, marquez-les vous-même (11.5.6.III, 11.2.5).`));
  k.note(reason('11.5.6.III', TRACK_NOTE));
  return null;
}

/** Who rules c (2.5), through the rules context. */
function rulerOf(k: TurnKit, c: number): FactionId | null {
  for (const o of [k.faction, ...k.enemiesIn(c)]) if (isFactionId(o) && k.rules(c, o)) return o;
  return null;
}

function birdsong(k: TurnKit): void {
  if (k.state.payments === undefined) k.note(reason('11.4.1', 'La case Paiements n’est pas donnée : on la suppose non vide, sans Protectionnisme (11.4.1).'));
  else if (num(k.state.payments, 0) === 0) {
    const n = Math.min(2, warriorSupply(k));
    k.state.payments = n;
    k.state.paymentsOwn = num(k.state.paymentsOwn, 0) + n;
    k.say(`Protectionnisme : ${countOf(n, 'guerrier')} de la Compagnie sur la case Paiements.`);
    k.note(reason('11.4.1', `La case Paiements est vide : la Compagnie y pose 2 guerriers${n < 2 ? `, ${n} seulement faute de réserve (1.5.1)` : ''} (11.4.1).`));
  }
  const posts = SUITS.reduce((s, x) => s + k.onMap(post(x)), 0);
  const f = funds(k);
  if (posts > 0) {
    const vp = Math.floor(f / 2);
    k.score(vp);
    k.note(reason('11.4.2', `Dividendes : ${countOf(f, 'fonds', 'fonds')}, soit ${countOf(vp, 'point')} (1 par paire) ; les cases Paiements et Investissements ne comptent pas (11.4.2).`));
  } else k.note(reason('11.4.2', 'Aucun comptoir sur le plateau : pas de dividendes (11.4.2).'));
  const gathered = num(k.state.payments, 0) + num(k.state.committed, 0);
  setFunds(k, f + gathered);
  if (k.state.fundsBy) {
    const unknown = num(k.state.payments, 0) - num(k.state.paymentsOwn, 0) + num(k.state.committed, 0) - num(k.state.committedOwn, 0);
    const by = { ...counts(k.state.fundsBy) };
    by.riverfolk = (by.riverfolk ?? 0) + num(k.state.paymentsOwn, 0) + num(k.state.committedOwn, 0);
    if (unknown > 0) {
      delete k.state.fundsBy;
      k.note(reason('11.4.3', `${countOf(unknown, 'guerrier')} d’autres factions rejoignent la case Fonds sans que leur faction soit donnée : la case Fonds n’est plus détaillée (11.4.3).`));
    } else k.state.fundsBy = by as Json;
  }
  k.state.payments = 0;
  k.state.committed = 0;
  k.state.paymentsOwn = 0;
  k.state.committedOwn = 0;
  k.state.spacesUsed = {};
  k.say(`Fonds rassemblés : ${countOf(f + gathered, 'fonds', 'fonds')} sur la case Fonds.`);
  k.note(reason('11.4.3', 'Tous les guerriers du plateau de faction vont sur la case Fonds (11.4.3).'));
}

const PHASE_OF: { [id: string]: 'jour' | 'crepuscule' } = { move: 'jour', battle: 'jour', craft: 'jour', draw: 'jour', recruit: 'jour', establish: 'jour', price: 'crepuscule' };


const SPACES3 = [1, 2, 3].map((i) => ({ value: `c${i}`, label: `Case ${i}` }));
/** The Company's inputs: see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'payments', label: 'Guerriers dans la case Paiements', rule: '11.2.6.I', kind: 'nombre', min: 0, max: 100, exemple: 2 },
  { key: 'paymentsOwn', label: 'Dont guerriers de la Compagnie', rule: '11.2.6.III', kind: 'nombre', min: 0, max: 100, exemple: 1 },
  { key: 'committed', label: 'Guerriers investis (hors Fonds et Paiements)', rule: '11.2.4', kind: 'nombre', min: 0, max: 100, exemple: 1 },
  { key: 'committedOwn', label: 'Dont guerriers de la Compagnie', rule: '11.2.4', kind: 'nombre', min: 0, max: 100, exemple: 1 },
  { key: 'fundsBy', label: 'Case Fonds, par faction (autant que la case Fonds)', rule: '11.2.4', kind: 'comptes', options: ALL_FACTION_OPTIONS, enJeu: true, max: 30, absent: 'les bons guerriers sont supposés dans la case Fonds', exemple: { riverfolk: 0 } },
  {
    key: 'prices',
    label: 'Prix des services',
    rule: '11.6.2',
    kind: 'comptes',
    options: [
      { value: 'cards', label: 'Cartes' },
      { value: 'boats', label: 'Bateaux' },
      { value: 'mercenaries', label: 'Mercenaires' },
    ],
    max: 9,
    exemple: { cards: 2, boats: 3, mercenaries: 1 },
  },
  { key: 'postPoints', label: 'Points imprimés sur les 3 cases d’une piste de comptoirs (à lire sur le plateau)', rule: '11.5.6.III', kind: 'comptes', options: SPACES3, suite: true, max: 9, exemple: [0, 1, 2] },
  { key: 'postsLost', label: 'Comptoirs retirés de la partie, par couleur', rule: '11.2.5.I', kind: 'comptes', options: SUIT_OPTIONS, max: 3, exemple: { fox: 1 } },
  { key: 'spacesUsed', label: 'Cases de la piste des comptoirs remplies ce tour, par couleur', rule: '11.5.3', kind: 'comptes', options: SUIT_OPTIONS, max: 3, avancement: true, exemple: { mouse: 1 } },
];

export const riverfolkTurn: TurnModule = {
  factions: ['riverfolk'],
  inputs: INPUTS,
  actions: {
    move: { label: 'Se déplacer', rule: '11.5.1', cost: '1 fonds investi' },
    battle: { label: 'Combattre', rule: '11.5.2', cost: '1 fonds investi' },
    craft: { label: 'Fabriquer', rule: '11.5.3', cost: '1 fonds investi par couleur du coût, sur une case vide de la piste des comptoirs' },
    draw: { label: 'Piocher', rule: '11.5.4', cost: '1 fonds investi' },
    recruit: { label: 'Recruter', rule: '11.5.5', cost: '1 fonds dépensé' },
    establish: { label: 'Établir un comptoir et une garnison', rule: '11.5.6', cost: '2 fonds dépensés, du joueur qui contrôle la clairière' },
    price: { label: 'Fixer le prix d’un service', rule: '11.6.2' },
  },
  read(x, k, problems) {
    onlyKeys(x, ['payments', 'paymentsOwn', 'committed', 'committedOwn', 'fundsBy', 'prices', 'postPoints', 'postsLost', 'spacesUsed'], problems, 'de la Compagnie');
    for (const key of ['payments', 'paymentsOwn', 'committed', 'committedOwn']) readNum(x, key, 0, 100, k, problems, '11.2.4');
    const byFaction = (v: unknown) => v && typeof v === 'object' && !Array.isArray(v) && Object.entries(v).every(([f, n]) => isFactionId(f) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 30);
    if (x.fundsBy !== undefined) {
      const total = byFaction(x.fundsBy) ? Object.values(x.fundsBy as Counts).reduce((s, n) => s + n, 0) : -1;
      if (total !== (k.setup.players.riverfolk?.funds ?? 0)) problems.push(reason('11.2.4', 'Le détail de la case Fonds par faction doit compter autant de guerriers que la case Fonds.'));
      else k.state.fundsBy = x.fundsBy as Json;
    }
    if (x.prices !== undefined) {
      const ok = x.prices && typeof x.prices === 'object' && !Array.isArray(x.prices) && Object.entries(x.prices).every(([s, n]) => (SERVICES as readonly string[]).includes(s) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 9);
      if (ok) k.state.prices = x.prices as Json;
      else problems.push(reason('11.2.6.I', 'Les prix se donnent pour les services Cartes, Bateaux et Mercenaires, de 0 à 9.'));
    }
    if (x.postPoints !== undefined) {
      if (ints3(x.postPoints)) k.state.postPoints = x.postPoints as Json;
      else problems.push(reason('11.5.6.III', 'Les points de la piste des comptoirs se donnent pour ses 3 cases, de 0 à 9.'));
    }
    for (const key of ['postsLost', 'spacesUsed'] as const) {
      const v = x[key];
      if (v === undefined) continue;
      if (v && typeof v === 'object' && !Array.isArray(v) && Object.entries(v).every(([s, n]) => isSuit(s) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 3)) k.state[key] = v as Json;
      else problems.push(reason('11.2.5.I', 'Les comptoirs se comptent par couleur, Renard, Lapin ou Souris, de 0 à 3.'));
    }
  },
  begin(k, phase) {
    if (phase === 'aurore') birdsong(k);
    if (phase === 'crepuscule') {
      const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
      if (hand !== undefined && hand > 5) k.say(`Défausse : ${countOf(hand - 5, 'carte')} au choix de la Compagnie.`);
      k.note(reason('11.6.1', hand === undefined ? 'Au Crépuscule, la Compagnie défausse jusqu’à 5 cartes ; sa main est visible de tous (11.2.3) mais n’est pas donnée ici (11.6.1).' : `Au Crépuscule, la Compagnie, avec ${countOf(hand, 'carte')} en main, défausse jusqu’à 5 cartes (11.6.1).`));
    }
  },
  candidates(k) {
    const out: Candidate[] = [];
    if (k.phase === 'jour') {
      out.push(...moveCandidates(k, 'move'));
      for (const c of k.clearings()) {
        const n = k.warriors(c);
        if (n > 0) for (const to of riverNeighbours(k, c)) if (!k.adjacent(c).includes(to)) out.push({ action: { id: 'move', from: c, to, n }, count: { min: 1, max: n } });
      }
      out.push(...battleCandidates(k, 'battle'));
      out.push(...craftCandidates(k, 'craft', emptySpaces(k)));
      out.push({ action: { id: 'draw' } });
      for (const c of riverside(k)) out.push({ action: { id: 'recruit', at: c } });
      for (const c of k.clearings()) out.push({ action: { id: 'establish', at: c } });
    }
    if (k.phase === 'crepuscule') for (const s of SERVICES) out.push({ action: { id: 'price', service: s, n: num(counts(k.state.prices)[s], 1) } });
    return out;
  },
  unavailable(k) {
    return Object.entries(riverfolkTurn.actions).flatMap(([id, m]) => {
      if (PHASE_OF[id] === k.phase) return id === 'craft' ? [{ id, label: m.label, reason: reason('11.5.3', 'Aucune case vide sur la piste des comptoirs, ou aucune carte à fabriquer (11.5.3).') }] : [];
      const r =
        k.phase === 'aurore'
          ? reason('11.4', 'À l’Aurore, la Compagnie ne fait que ses 3 étapes : Protectionnisme, dividendes, rassemblement des fonds (11.4).')
          : PHASE_OF[id] === 'jour'
            ? reason('11.5', 'Les actions payées avec des fonds se font au Jour (11.5).')
            : reason('11.6', 'Les prix se fixent au Crépuscule (11.6.2).');
      return [{ id, label: m.label, reason: r }];
    });
  },
  apply(k, a) {
    const want = PHASE_OF[a.id];
    if (want && want !== k.phase) return want === 'jour' ? reason('11.5', 'Les actions payées avec des fonds se font au Jour (11.5).') : reason('11.6', 'Les prix se fixent au Crépuscule (11.6.2).');
    switch (a.id) {
      case 'move':
        return pay(k, 1, 'commit', '11.5.1') ?? k.move(num(a.from, 0), num(a.to, 0), num(a.n, 0));
      case 'battle': {
        const r = pay(k, 1, 'commit', '11.5.2');
        return r ?? battleStep(k, a);
      }
      case 'craft':
        return craft(k, a);
      case 'draw': {
        const r = pay(k, 1, 'commit', '11.5.4');
        if (r) return r;
        k.draw(1);
        return null;
      }
      case 'recruit': {
        const at = num(a.at, 0);
        if (!riverside(k).includes(at)) return reason('11.5.5', `Aucune rivière ne touche la clairière ${at} (11.5.5).`);
        if (warriorSupply(k) < 1) return reason('1.5.1', 'Plus de guerrier de la Compagnie dans la réserve (1.5.1).');
        return pay(k, 1, 'spend', '11.5.5') ?? k.place(at, WARRIOR);
      }
      case 'establish':
        return establish(k, a);
      case 'price': {
        const s = a.service as Service;
        if (!SERVICES.includes(s)) return reason('11.6.2', 'Les services sont Cartes, Bateaux et Mercenaires (11.2.7).');
        const n = num(a.n, -1);
        if (!Number.isInteger(n) || n < 0 || n > 9) return reason('11.6.2', 'Un prix est un nombre de la piste des services (11.6.2).');
        k.state.prices = { ...counts(k.state.prices), [s]: n } as Json;
        k.note(reason('11.6.2', TRACK_NOTE));
        return null;
      }
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const at = num(a.at, 0);
    const s = k.suitOf(at);
    switch (a.id) {
      case 'move':
        return `Se déplacer : ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${num(a.from, 0)} vers la clairière ${num(a.to, 0)} (1 fonds investi)`;
      case 'battle':
        return `Combattre ${theName(a.target as FactionId, k.setup)} dans la clairière ${at} (1 fonds investi)`;
      case 'draw':
        return 'Piocher 1 carte (1 fonds investi)';
      case 'recruit':
        return `Recruter 1 guerrier dans la clairière ${at} (1 fonds dépensé)`;
      case 'establish':
        return `Établir un comptoir ${s ? SUIT_NAMES[s] : ''} et 1 guerrier dans la clairière ${at} (2 fonds dépensés)`;
      case 'price':
        return `Prix du service ${SERVICE_NAMES[a.service as Service] ?? ''} : ${num(a.n, 0)}`;
      case 'craft':
        return `${describeCommon(k, a)}${a.export === true ? ' et l’exporter' : ''}`;
    }
    return describeCommon(k, a);
  },
};
