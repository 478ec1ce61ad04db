/**
 * The Woodland Alliance's turn (chapter 8), for a person: Birdsong — revolts (8.4.1), then spreading
 * sympathy (8.4.2, Martial Law 8.4.2.II.a); Daylight — crafting with sympathy (8.2.1, 8.5.1),
 * mobilizing (8.5.2), training officers (8.5.3), in any order; Evening — one military operation per
 * officer: move, battle, recruit, organize (8.6.1), then the draw (8.6.2). Guerrilla War (8.2.2) and
 * Outrage (8.2.6) act on the other factions' turns (factions/alliance.ts, tour/indignation.ts);
 * losing a base (8.2.4) in the Alliance's own battle discards its supporters here.
 *
 * State (`TurnState` keys, read from the reader or kept during the turn):
 * - `supporters`: the Supporters stack by suit, `{ fox, rabbit, mouse, bird }` (8.2.3); when absent,
 *   spending supporters is offered as if they were there (and said so);
 * - `spread`: sympathy was spread this Birdsong, so revolting is over (8.4: revolts come first);
 * - `sympathyUsed`: clearings whose Sympathy tokens were activated to craft (4.1.1);
 * - `operations`: military operations left this Evening (one per officer at its start, 8.6.1).
 * Officers are the position's `players.alliance.officers` (0 when absent).
 *
 * The Sympathy track (the supporters each next token costs, the points it reveals) and the draw
 * bonuses are printed on the faction board, not in the Law: see `SYMPATHY_TRACK`.
 */
import { CARD_SUITS, CARD_SUIT_NAMES, type CardSuit } from '../cards';
import type { Suit } from '../factions';
import { isNomadId } from '../nomads';
import { countOf, kindName, nEnAQue } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { Owner } from '../setup';
import { battleCandidates, battleStep, craftCandidates, craftStep, describeCommon, moveCandidates, num, onlyKeys, readBool, readInts, readNum } from './commun';
import type { Candidate, CraftPiece, Hand, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { CARD_SUIT_OPTIONS } from './entrees';

const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse'];

/**
 * The Sympathy track of the Alliance's faction board (8.3.3, 8.4.2.II, 8.4.2.III, 8.6.1.IV): the
 * k-th token placed (k = tokens already on the map + 1) costs `cost[k - 1]` supporters and reveals
 * `points[k - 1]`; the Evening draw is 1 card plus 1 per base on the map (`drawPerBase`, the bases'
 * spaces). Not in the Law's text: fan sources, two independent public programs agreeing —
 * GAIGResearch/TabletopGames (src/main/java/games/root/RootParameters.java: sympathyPoints,
 * sympathyDiscardCost) and a Python engine's SympathyTrack (points [0,1,1,1,2,2,3,4,4,4], cost
 * [1,1,1,2,2,2,3,3,3,3], card draw [1,2,3,4] by bases), found by code search. Unconfirmed against
 * the printed board; the answer says so.
 */
export const SYMPATHY_TRACK = {
  cost: [1, 1, 1, 2, 2, 2, 3, 3, 3, 3],
  points: [0, 1, 1, 1, 2, 2, 3, 4, 4, 4],
  drawPerBase: 1,
  source: 'sources de fans : deux programmes publics de Root concordants ; valeurs du plateau imprimé non confirmées',
};

const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);
const trackNote = (rule: string) => reason(rule, `Coûts et points de la piste de Sympathie, pioches des bases : ${SYMPATHY_TRACK.source}.`);

const officersOf = (k: TurnKit) => k.setup.players.alliance?.officers ?? 0;
/** Warriors left in the supply: the officers are warriors of the same 10 (8.3.1, 8.4.1.III). */
const warriorSupply = (k: TurnKit) => Math.max(0, k.supply({ category: 'warrior', kind: 'warrior' }) - officersOf(k));
const sympathyIn = (k: TurnKit, c: number) => k.tokens(c, 'alliance', 'sympathy') > 0;
const basesOnMap = (k: TurnKit) => SUITS.filter((s) => k.onMap({ category: 'building', kind: `base_${s}` }) > 0);

function supportersOf(k: TurnKit): Hand | undefined {
  const s = k.state.supporters;
  return s && typeof s === 'object' && !Array.isArray(s) ? (s as Hand) : undefined;
}
const stackSize = (h: Hand) => CARD_SUITS.reduce((s, x) => s + (h[x] ?? 0), 0);

/** Spends n supporters of a suit (bird supporters stand in, 2.1.1), or refuses with the rule. */
function spendSupporters(k: TurnKit, suit: Suit, n: number, rule: string): Reason | null {
  const st = supportersOf(k);
  if (!st) {
    k.note(reason('8.2.3', `La pile de partisans n’est pas donnée : on suppose ${countOf(n, 'partisan')} ${CARD_SUIT_NAMES[suit]} à dépenser (8.2.3).`));
    return null;
  }
  const own = st[suit] ?? 0;
  const birds = st.bird ?? 0;
  if (own + birds < n) return reason(rule, `Il faut ${countOf(n, 'partisan')} ${CARD_SUIT_NAMES[suit]} (ou Oiseau, 2.1.1) ; la pile ${nEnAQue(own + birds)} (8.2.3).`);
  const fromOwn = Math.min(own, n);
  k.state.supporters = { ...st, [suit]: own - fromOwn, bird: birds - (n - fromOwn) };
  return null;
}

/** Adds a card to the Supporters stack, or discards it when the stack is full without a base (8.2.3.I). */
function gainSupporter(k: TurnKit, suit: CardSuit): void {
  const st = supportersOf(k);
  if (!st) return;
  if (!basesOnMap(k).length && stackSize(st) >= 5) {
    k.note(reason('8.2.3.I', 'Tant qu’aucune base n’est posée, les partisans ne dépassent pas 5 cartes : celle-ci va à la défausse (8.2.3.I).'));
    return;
  }
  k.state.supporters = { ...st, [suit]: (st[suit] ?? 0) + 1 };
}

/**
 * Warriors a player counts as his own in c for Martial Law (8.4.2.II.a): his, his Nomads', the
 * Riverfolk's he hired. A Nomad no player supervises is nobody's: its warriors count for no player
 * (official FAQ, Woodland Alliance n° 5).
 */
function martialLaw(k: TurnKit, c: number): boolean {
  const h = k.here(c);
  const counts = new Map<string, number>();
  const add = (o: string, n: number) => counts.set(o, (counts.get(o) ?? 0) + n);
  for (const [o, n] of Object.entries(h.warriors ?? {})) {
    if (o === 'alliance') continue;
    const sup = (k.setup.nomads as { [id: string]: { supervisor?: string } | undefined } | undefined)?.[o]?.supervisor;
    if (isNomadId(o) && !sup) continue;
    add(sup ?? o, n);
    if (o === 'riverfolk') for (const [f, p] of Object.entries(k.setup.players)) if (p?.mercenaries && f !== 'riverfolk' && f !== 'alliance') add(f, n);
  }
  if (h.warlord) add('hundreds', 1);
  return [...counts.entries()].some(([o, n]) => o !== 'alliance' && n >= 3);
}

// ---------------------------------------------------------------- Birdsong

function revolt(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  if (k.state.spread) return reason('8.4', 'L’Aurore se fait dans l’ordre : les révoltes avant de gagner la Sympathie (8.4).');
  if (!sympathyIn(k, at)) return reason('8.4.1.I', `La clairière ${at} n’est pas sympathisante : pas de révolte (8.4.1.I).`);
  const suit = k.suitOf(at);
  if (!suit) return reason('8.4.1.I', 'La couleur de cette clairière n’est pas connue.');
  const base = `base_${suit}`;
  if (k.onMap({ category: 'building', kind: base })) return reason('8.4.1.I', `La base ${CARD_SUIT_NAMES[suit]} est déjà sur le plateau : pas de révolte dans une clairière ${CARD_SUIT_NAMES[suit]} (8.4.1.I, FAQ officielle).`);
  const paid = spendSupporters(k, suit, 2, '8.4.1.II');
  if (paid) return paid;
  // 8.4.1.III: every enemy piece goes (pawns are not removed: 9.2.1)
  const h = k.here(at);
  let scored = 0;
  const gone: string[] = [];
  for (const [o, n] of Object.entries(h.warriors ?? {}))
    if (o !== 'alliance' && n > 0) {
      k.remove(at, { category: 'warrior', kind: 'warrior' }, n, o as Owner);
      gone.push(countOf(n, 'guerrier'));
    }
  for (const b of [...(k.here(at).buildings ?? [])].filter((x) => x.owner !== 'alliance')) {
    k.remove(at, { category: 'building', kind: b.kind }, 1, b.owner);
    gone.push(kindName(b.kind));
    scored++;
  }
  for (const t of [...(k.here(at).tokens ?? [])].filter((x) => x.owner !== 'alliance')) {
    k.remove(at, { category: 'token', kind: t.kind }, 1, t.owner);
    gone.push(kindName(t.kind));
    scored++;
  }
  if (k.here(at).warlord) k.note(reason('8.4.1.III', 'Le seigneur de guerre est une pièce adverse : il est retiré aussi (8.4.1.III).'));
  const placed = k.place(at, { category: 'building', kind: base });
  if (placed) return placed;
  const sympathetic = k.clearings().filter((c) => k.suitOf(c) === suit && sympathyIn(k, c)).length;
  const n = Math.min(sympathetic, warriorSupply(k));
  if (n) {
    const r = k.place(at, { category: 'warrior', kind: 'warrior' }, n);
    if (r) return r;
  }
  const officer = warriorSupply(k) > 0;
  const p = k.setup.players.alliance;
  if (officer && p) p.officers = officersOf(k) + 1;
  if (scored) {
    k.score(scored);
    k.note(reason('3.2.1', `${countOf(scored, 'bâtiment ou jeton adverse retiré', 'bâtiments ou jetons adverses retirés')} : ${countOf(scored, 'point')} (3.2.1).`));
  }
  k.say(`${gone.length ? `Pièces retirées : ${gone.join(', ')}. ` : ''}Base ${CARD_SUIT_NAMES[suit]} placée, ${countOf(n, 'guerrier')} (${countOf(sympathetic, 'clairière sympathisante', 'clairières sympathisantes')} ${CARD_SUIT_NAMES[suit]})${officer ? ', 1 officier de plus' : ''}.`);
  k.note(reason('8.4.1.III', 'Révolte : les pièces adverses sont retirées, la base placée avec 1 guerrier par clairière sympathisante de sa couleur, puis 1 guerrier devient officier (8.4.1.III).'));
  if (n < sympathetic || !officer) k.note(reason('1.5.1', 'La réserve de 10 guerriers de l’Alliance ne suffit pas : on en place le plus possible (1.5.1, 8.3.1).'));
  return null;
}

/** Places a Sympathy token in c and scores the space it reveals (8.4.2.III, 8.6.1.IV). */
function placeSympathy(k: TurnKit, c: number, rule: string): Reason | null {
  const before = k.onMap({ category: 'token', kind: 'sympathy' });
  const r = k.place(c, { category: 'token', kind: 'sympathy' });
  if (r) return r;
  const vp = SYMPATHY_TRACK.points[before] ?? 0;
  k.score(vp);
  k.note(reason(rule, `Le ${ordinal(before + 1)} jeton de Sympathie découvre une case à ${countOf(vp, 'point')} (${rule}).`));
  k.note(trackNote(rule));
  return null;
}

/** Why c may not receive a Sympathy token (one per clearing 8.2.5.I, supply 8.2.5, placement bans), or null. */
function sympathyBan(k: TurnKit, c: number): Reason | null {
  if (sympathyIn(k, c)) return reason('8.2.5.I', `La clairière ${c} est déjà sympathisante : un seul jeton de Sympathie par clairière (8.2.5.I).`);
  if (k.supply({ category: 'token', kind: 'sympathy' }) === 0) return reason('8.2.5', 'Les 10 jetons de Sympathie sont déjà sur le plateau (8.2.5).');
  return k.placeBan(c, { category: 'token', kind: 'sympathy' });
}

function spread(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const ban = sympathyBan(k, at);
  if (ban) return ban;
  const any = k.onMap({ category: 'token', kind: 'sympathy' }) > 0;
  if (any && !k.adjacent(at).some((c) => sympathyIn(k, c))) return reason('8.4.2.I', `La clairière ${at} n’est adjacente à aucune clairière sympathisante (8.4.2.I).`);
  const suit = k.suitOf(at);
  if (!suit) return reason('8.4.2.II', 'La couleur de cette clairière n’est pas connue.');
  const onMap = k.onMap({ category: 'token', kind: 'sympathy' });
  const cost = SYMPATHY_TRACK.cost[onMap]!;
  const martial = martialLaw(k, at);
  const paid = spendSupporters(k, suit, cost + (martial ? 1 : 0), martial ? '8.4.2.II.a' : '8.4.2.II');
  if (paid) return paid;
  k.note(reason('8.4.2.II', `Le ${ordinal(onMap + 1)} jeton coûte ${countOf(cost, 'partisan')} ${CARD_SUIT_NAMES[suit]} (8.4.2.II).`));
  if (martial) k.note(reason('8.4.2.II.a', 'Loi martiale : au moins 3 guerriers d’un autre joueur dans la clairière, 1 partisan de plus (8.4.2.II.a).'));
  if (!any) k.note(reason('8.4.2.I', 'Aucune clairière sympathisante sur le plateau : toute clairière peut être choisie (8.4.2.I).'));
  k.state.spread = true;
  return placeSympathy(k, at, '8.4.2.III');
}

// ---------------------------------------------------------------- Daylight

function sympathyFree(k: TurnKit): CraftPiece[] {
  const used = readInts(k.state.sympathyUsed);
  const out: CraftPiece[] = [];
  for (const c of k.clearings()) {
    const suit = k.suitOf(c);
    if (suit && sympathyIn(k, c) && !used.includes(c)) out.push({ at: c, suit });
  }
  return out;
}

function mobilize(k: TurnKit, a: PlannedAction): Reason | null {
  const suit = a.suit as CardSuit;
  if (!CARD_SUITS.includes(suit)) return reason('8.5.2', 'Quelle carte mettre dans la pile de partisans ?');
  const r = k.spend(suit, 1, '8.5.2', false);
  if (r) return r;
  gainSupporter(k, suit);
  return null;
}

function train(k: TurnKit, a: PlannedAction): Reason | null {
  const suit = a.suit as Suit;
  if (!SUITS.includes(suit) || !basesOnMap(k).includes(suit)) return reason('8.5.3', `Il faut dépenser une carte de la couleur d’une base construite${basesOnMap(k).length ? ` (${basesOnMap(k).map((s) => CARD_SUIT_NAMES[s]).join(', ')})` : ' ; aucune base n’est sur le plateau'} (8.5.3).`);
  if (warriorSupply(k) === 0) return reason('1.5.1', 'Plus aucun guerrier dans la réserve de l’Alliance pour en faire un officier (1.5.1, 8.3.1).');
  const r = k.spend(suit, 1, '8.5.3');
  if (r) return r;
  const p = k.setup.players.alliance;
  if (p) p.officers = officersOf(k) + 1;
  return null;
}

// ---------------------------------------------------------------- Evening

function operation(k: TurnKit): Reason | null {
  const left = num(k.state.operations, officersOf(k));
  if (left <= 0) return reason('8.6.1', `Une opération militaire par officier : ${countOf(officersOf(k), 'officier')}, toutes utilisées (8.6.1).`);
  k.state.operations = left - 1;
  return null;
}

/** After the Alliance's own battle: a base lost discards the supporters of its suit and the bird ones (8.2.4). */
function afterBattle(k: TurnKit, basesBefore: Suit[]): void {
  const st = supportersOf(k);
  const lost = basesBefore.filter((s) => !basesOnMap(k).includes(s));
  if (!st || !lost.length) return;
  let now = st;
  for (const s of lost) {
    now = { ...now, [s]: 0, bird: 0 };
    k.note(reason('8.2.4', `La base ${CARD_SUIT_NAMES[s]} est retirée : l’Alliance défausse ses partisans ${CARD_SUIT_NAMES[s]}, Oiseaux compris (8.2.4).`));
  }
  k.state.supporters = now;
  if (!basesOnMap(k).length && stackSize(now) > 5) k.note(reason('8.2.4', `Plus aucune base sur le plateau : l’Alliance défausse ${stackSize(now) - 5} partisans de son choix pour n’en garder que 5 (8.2.4).`));
}

function organize(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  if (sympathyIn(k, at)) return reason('8.6.1.IV', `La clairière ${at} est déjà sympathisante : l’Organisation se fait dans une clairière indifférente (8.6.1.IV, 8.2.5.II).`);
  if (!k.warriors(at)) return reason('8.6.1.IV', `Aucun guerrier de l’Alliance dans la clairière ${at} (8.6.1.IV).`);
  const ban = sympathyBan(k, at);
  if (ban) return ban;
  const r = operation(k);
  if (r) return r;
  k.remove(at, { category: 'warrior', kind: 'warrior' });
  return placeSympathy(k, at, '8.6.1.IV');
}

// ---------------------------------------------------------------- the module

const PHASE_OF: { [id: string]: 'aurore' | 'jour' | 'crepuscule' } = {
  revolt: 'aurore',
  sympathy: 'aurore',
  craft: 'jour',
  mobilize: 'jour',
  train: 'jour',
  op_move: 'crepuscule',
  op_battle: 'crepuscule',
  op_recruit: 'crepuscule',
  organize: 'crepuscule',
};
const PHASE_RULE = { aurore: '8.4', jour: '8.5', crepuscule: '8.6' } as const;
const PHASE_TEXT = { aurore: 'à l’Aurore', jour: 'au Jour', crepuscule: 'au Crépuscule' } as const;


/** The Alliance's inputs: see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'supporters', label: 'Partisans, par couleur', rule: '8.2.3', kind: 'comptes', options: CARD_SUIT_OPTIONS, max: 54, absent: 'dépenser des partisans est proposé comme s’ils étaient là', exemple: { fox: 1, bird: 1 } },
  { key: 'spread', label: 'Sympathie déjà répandue à cette Aurore (les révoltes sont finies)', rule: '8.4', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'sympathyUsed', label: 'Jetons de Sympathie déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
  { key: 'operations', label: 'Opérations militaires restantes au Crépuscule', rule: '8.6.1', kind: 'nombre', min: 0, max: 10, avancement: true, exemple: 1 },
];

export const allianceTurn: TurnModule = {
  factions: ['alliance'],
  inputs: INPUTS,
  actions: {
    revolt: { label: 'Se révolter', rule: '8.4.1', cost: '2 partisans de la couleur de la clairière' },
    sympathy: { label: 'Gagner la Sympathie', rule: '8.4.2', cost: 'des partisans de la couleur de la clairière, selon la piste (+1 sous la Loi martiale)' },
    craft: { label: 'Fabriquer avec la Sympathie', rule: '8.5.1', cost: '1 carte de la main ; 1 jeton de Sympathie activé par couleur du coût' },
    mobilize: { label: 'Mobiliser', rule: '8.5.2', cost: '1 carte de la main' },
    train: { label: 'Entraîner un officier', rule: '8.5.3', cost: '1 carte de la couleur d’une base construite' },
    op_move: { label: 'Opération : se déplacer', rule: '8.6.1.I', cost: '1 opération (1 par officier)' },
    op_battle: { label: 'Opération : combattre', rule: '8.6.1.II', cost: '1 opération (1 par officier)' },
    op_recruit: { label: 'Opération : recruter', rule: '8.6.1.III', cost: '1 opération (1 par officier)' },
    organize: { label: 'Opération : organiser', rule: '8.6.1.IV', cost: '1 opération et 1 guerrier' },
  },
  read(x, k, problems) {
    onlyKeys(x, ['supporters', 'spread', 'sympathyUsed', 'operations'], problems, 'de l’Alliance');
    const s = x.supporters;
    if (s !== undefined) {
      if (typeof s !== 'object' || s === null || Array.isArray(s) || !Object.entries(s).every(([key, v]) => CARD_SUITS.includes(key as CardSuit) && Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 54))
        problems.push(reason('8.2.3', 'La pile de partisans se compte par couleur : Renard, Lapin, Souris, Oiseau (8.2.3).'));
      else {
        const h = s as Hand;
        if (!basesOnMap(k).length && stackSize(h) > 5) problems.push(reason('8.2.3.I', 'Sans base sur le plateau, la pile de partisans a 5 cartes au plus (8.2.3.I).'));
        else k.state.supporters = { ...h };
      }
    }
    readBool(x, 'spread', k, problems);
    readNum(x, 'operations', 0, 10, k, problems, '8.6.1');
    const used = x.sympathyUsed;
    if (used !== undefined) {
      if (!Array.isArray(used) || !used.every((c) => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 12)) problems.push(reason('4.1.1', 'Les jetons de Sympathie déjà activés se donnent par numéro de clairière.'));
      else k.state.sympathyUsed = used as number[];
    }
  },
  begin(k, phase) {
    if (phase === 'crepuscule' && k.state.operations === undefined) {
      k.state.operations = officersOf(k);
      k.say(`Opérations militaires : ${countOf(officersOf(k), 'officier')}, donc ${countOf(officersOf(k), 'opération')}.`);
      k.note(reason('8.6.1', 'Au Crépuscule, l’Alliance fait une opération militaire par officier (8.6.1).'));
    }
  },
  candidates(k) {
    const out: Candidate[] = [];
    if (k.phase === 'aurore')
      for (const c of k.clearings()) {
        if (sympathyIn(k, c)) out.push({ action: { id: 'revolt', at: c } });
        else out.push({ action: { id: 'sympathy', at: c } });
      }
    if (k.phase === 'jour') {
      out.push(...craftCandidates(k, 'craft', sympathyFree(k)));
      for (const suit of CARD_SUITS) out.push({ action: { id: 'mobilize', suit } });
      for (const suit of SUITS) out.push({ action: { id: 'train', suit } });
    }
    if (k.phase === 'crepuscule') {
      out.push(...moveCandidates(k, 'op_move'));
      out.push(...battleCandidates(k, 'op_battle'));
      for (const c of k.clearings()) {
        if (SUITS.some((s) => k.buildings(c, 'alliance', `base_${s}`))) out.push({ action: { id: 'op_recruit', at: c } });
        if (k.warriors(c)) out.push({ action: { id: 'organize', at: c } });
      }
    }
    return out;
  },
  unavailable(k) {
    return Object.entries(allianceTurn.actions)
      .filter(([id]) => PHASE_OF[id] !== k.phase)
      .map(([id, m]) => ({ id, label: m.label, reason: reason(PHASE_RULE[PHASE_OF[id]!], `Cette action se fait ${PHASE_TEXT[PHASE_OF[id]!]} de l’Alliance (${PHASE_RULE[PHASE_OF[id]!]}).`) }));
  },
  apply(k, a) {
    const ph = PHASE_OF[a.id];
    if (ph && ph !== k.phase) return reason(PHASE_RULE[ph], `Cette action se fait ${PHASE_TEXT[ph]} de l’Alliance (${PHASE_RULE[ph]}).`);
    switch (a.id) {
      case 'revolt':
        return revolt(k, a);
      case 'sympathy':
        return spread(k, a);
      case 'craft': {
        const r = craftStep(k, a, sympathyFree(k), '8.5.1');
        if ('text' in r) return r;
        k.state.sympathyUsed = [...readInts(k.state.sympathyUsed), ...r.used.map((p) => p.at!)];
        return null;
      }
      case 'mobilize':
        return mobilize(k, a);
      case 'train':
        return train(k, a);
      case 'op_move': {
        const ban = k.moveBan(num(a.from, 0), num(a.to, 0), num(a.n, 0));
        if (ban) return ban;
        return operation(k) ?? k.move(num(a.from, 0), num(a.to, 0), num(a.n, 0));
      }
      case 'op_battle': {
        const at = num(a.at, 0);
        const ban = typeof a.target === 'string' ? k.battleBan(at, a.target as Owner) : reason('8.6.1.II', 'Qui combattre ?');
        if (ban) return ban;
        const r = operation(k);
        if (r) return r;
        const before = basesOnMap(k);
        const b = battleStep(k, a);
        if (b === null) afterBattle(k, before);
        return b;
      }
      case 'op_recruit': {
        const at = num(a.at, 0);
        if (!SUITS.some((s) => k.buildings(at, 'alliance', `base_${s}`))) return reason('8.6.1.III', `Pas de base dans la clairière ${at} (8.6.1.III).`);
        if (warriorSupply(k) === 0) return reason('1.5.1', 'Plus aucun guerrier dans la réserve de l’Alliance (1.5.1, 8.3.1).');
        return operation(k) ?? k.place(at, { category: 'warrior', kind: 'warrior' });
      }
      case 'organize':
        return organize(k, a);
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const s = typeof a.suit === 'string' ? CARD_SUIT_NAMES[a.suit as CardSuit] : '';
    switch (a.id) {
      case 'revolt':
        return `Se révolter dans la clairière ${num(a.at, 0)}`;
      case 'sympathy': {
        const suit = k.suitOf(num(a.at, 0));
        const cost = (SYMPATHY_TRACK.cost[k.onMap({ category: 'token', kind: 'sympathy' })] ?? 0) + (martialLaw(k, num(a.at, 0)) ? 1 : 0);
        return `Gagner la Sympathie dans la clairière ${num(a.at, 0)} (${countOf(cost, 'partisan')}${suit ? ` ${CARD_SUIT_NAMES[suit]}` : ''})`;
      }
      case 'mobilize':
        return `Mobiliser : une carte ${s} de la main rejoint les partisans`;
      case 'train':
        return `Entraîner un officier (1 carte ${s})`;
      case 'op_move':
        return `Opération : déplacer ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${num(a.from, 0)} vers la clairière ${num(a.to, 0)}`;
      case 'op_battle':
        return `Opération : c${describeCommon(k, { ...a, id: 'battle' }).slice(1)}`;
      case 'op_recruit':
        return `Opération : recruter 1 guerrier dans la clairière ${num(a.at, 0)}`;
      case 'organize':
        return `Opération : organiser dans la clairière ${num(a.at, 0)} (1 guerrier devient un jeton de Sympathie)`;
    }
    return describeCommon(k, a);
  },
  end(k, phase) {
    if (phase === 'crepuscule') {
      const bases = basesOnMap(k).length;
      const n = 1 + bases * SYMPATHY_TRACK.drawPerBase;
      k.draw(n);
      k.say(`Pioche : ${countOf(n, 'carte')}${bases ? ` (1 + ${bases} par les bases sur le plateau)` : ''}.`);
      k.note(reason('8.6.2', 'Au Crépuscule, l’Alliance pioche 1 carte plus 1 par bonus de pioche découvert, puis défausse jusqu’à 5 cartes (8.6.2).'));
      k.note(trackNote('8.6.2'));
      const hand = k.state.hand ? Object.values(k.state.hand).reduce((s, x) => s + (x ?? 0), 0) + num(k.state.drawn, 0) : undefined;
      if (hand !== undefined && hand > 5) k.note(reason('8.6.2', `Avec ${hand} cartes en main, l’Alliance en défausse ${hand - 5} de son choix (8.6.2).`));
    }
    return null;
  },
};
