/**
 * The Lord of the Hundreds' turn (chapter 14), for a person.
 * Birdsong (14.4), in order: Raze (automatic when the phase begins), the Mob die (`spread`, the
 * rolled suit and the clearing), Recruit (`recruit`), Appoint (`appoint`, when the warlord is off
 * the map), Choose mood (`mood`), then Generous (`generous`, one item at a time).
 * Daylight (14.5): crafting with Strongholds (`craft`, `keep`: the item goes to the Hoard, else it
 * is removed for its points, 14.2.3), Command the Hundreds (`move`, `battle`, `build`, at most
 * Command actions), Advance with the warlord (`advance`, then `advanceBattle`; Relentless adds
 * `relentlessMove` or `relentlessBattle`), at most Prowess times; Grandiose swaps the two.
 * Evening (14.6): Incite (`incite`; Jubilant adds `jubilant`), then Oppress and the draw when the
 * turn ends.
 *
 * The Hoard is `players.hundreds.crafted` of the position (hundreds-regles.ts); the mood is
 * `players.hundreds.mood`. State (`TurnState` keys):
 * - `spread`, `recruited`, `appointed`, `moodChosen`: the Birdsong steps done (14.4);
 * - `stage`: 'craft', 'command' or 'advance', the Daylight step reached (14.5);
 * - `commands`: Command actions taken (14.5.2); `advances`: Advances taken (14.5.3);
 * - `advance`: the open Advance ({ moved, battled, extra });
 * - `strongholdsUsed`: clearings whose Strongholds crafted (4.1.1);
 * - `jubilant`: Mob rolls left after an Incite in the warlord's clearing (14.7.3).
 */
import { countOf, ITEM_NAMES, MOOD_NAMES, SUIT_NAMES, theName } from '../glossary';
import { deckCard } from '../bots/deck';
import { reason, type Reason } from '../reasons';
import { ITEM_KINDS, MOODS, moodsAvailable, type ItemKind, type Mood, type Owner } from '../setup';
import { craftStep, describeCommon, num, onlyKeys, readBool, readChoices, readInts, readNum } from './commun';
import { command, dropItem, gainItem, hoardOf, moodOf, moveWithWarlord, plain, prowess, spreadMob, strongholdsFree, warlordAt } from './hundreds-regles';
import { hundredsCandidates, hundredsEnd, hundredsAurore } from './hundreds-phases';
import type { PendingBattle, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';

export const PHASE_OF: { [id: string]: 'aurore' | 'jour' | 'crepuscule' } = {
  spread: 'aurore',
  recruit: 'aurore',
  appoint: 'aurore',
  mood: 'aurore',
  generous: 'aurore',
  craft: 'jour',
  move: 'jour',
  battle: 'jour',
  build: 'jour',
  advance: 'jour',
  advanceBattle: 'jour',
  relentlessMove: 'jour',
  relentlessBattle: 'jour',
  incite: 'crepuscule',
  jubilant: 'crepuscule',
};

/** The order of Daylight's steps (14.5), swapped by Grandiose (14.7.2). */
const order = (k: TurnKit): string[] => (moodOf(k) === 'grandiose' ? ['craft', 'advance', 'command'] : ['craft', 'command', 'advance']);

/** Moves Daylight on to `stage`, or refuses if that step is already over (14.5). */
function reach(k: TurnKit, stage: 'craft' | 'command' | 'advance'): Reason | null {
  const o = order(k);
  const now = o.indexOf(typeof k.state.stage === 'string' ? k.state.stage : 'craft');
  const want = o.indexOf(stage);
  const names = { craft: 'la Fabrication (14.5.1)', command: 'Diriger les Cents (14.5.2)', advance: 'Charger avec le seigneur de guerre (14.5.3)' };
  if (want < now)
    return reason(moodOf(k) === 'grandiose' ? '14.7.2' : '14.5', `Le Jour suit ses étapes dans l’ordre${moodOf(k) === 'grandiose' ? ', inversé par Grandiose (14.7.2)' : ' (14.5)'} : ${names[stage]} est déjà passée.`);
  if (want > now) k.state.advance = null;
  k.state.stage = stage;
  return null;
}

function commandAction(k: TurnKit): Reason | null {
  const r = reach(k, 'command');
  if (r) return r;
  const used = num(k.state.commands, 0);
  if (used >= command(k)) return reason('14.5.2', `Autorité ${command(k)} : ${countOf(used, 'action')} déjà ${used > 1 ? 'faites' : 'faite'} pour Diriger les Cents (14.5.2, 14.2.4.II).`);
  k.state.commands = used + 1;
  return null;
}

/** A battle of the Hundreds with their choices (Looters 14.2.5, Bitter 14.7.1); a looted item goes to the Hoard. */
export function hundredsBattle(k: TurnKit, a: PlannedAction, at: number): Reason | PendingBattle | null {
  const target = a.target as Owner;
  const roll = Array.isArray(a.roll) && a.roll.length === 2 ? ([num(a.roll[0], -1), num(a.roll[1], -1)] as [number, number]) : undefined;
  const before = [...(k.setup.players[target as 'marquise']?.crafted ?? [])];
  const choices = {
    ...(a.looters === true ? { looters: true } : {}),
    ...(typeof a.lootItem === 'string' && (ITEM_KINDS as readonly string[]).includes(a.lootItem) ? { lootItem: a.lootItem as ItemKind } : {}),
    ...(Array.isArray(a.bitter) ? { bitter: readInts(a.bitter) } : {}),
  };
  const r = k.battle(at, target, roll, choices);
  if ('refused' in r) return r.refused;
  if ('pending' in r) return r.pending;
  const lost = r.removed.length ? r.removed.map((p) => `${theName(p.owner, k.setup)} : ${p.kind === 'warrior' ? 'guerrier' : p.kind}`).join(', ') : 'aucune';
  k.say(`Jet ${roll![0]}–${roll![1]}. Pièces retirées : ${lost}.`);
  for (const x of r.reasons.slice(0, 8)) k.note(x);
  const after = k.setup.players[target as 'marquise']?.crafted ?? [];
  const looted = before.find((i, j) => before.filter((x) => x === i).length > after.filter((x) => x === i).length && before.indexOf(i) === j);
  if (looted) gainItem(k, looted);
  return null;
}

function craft(k: TurnKit, a: PlannedAction): Reason | null {
  const r = reach(k, 'craft');
  if (r) return r;
  const had = hoardOf(k);
  const keep = a.keep !== false;
  const done = craftStep(k, a, strongholdsFree(k), '14.2.1', (vp) => (keep ? 0 : vp));
  if ('text' in done) return done;
  k.state.strongholdsUsed = [...readInts(k.state.strongholdsUsed), ...done.used.map((p) => p.at!)];
  const now = hoardOf(k);
  const item = now.find((i) => now.filter((x) => x === i).length > had.filter((x) => x === i).length);
  if (item) {
    dropItem(k, item);
    if (keep) gainItem(k, item);
    k.note(reason('14.2.3', keep ? 'Dédain du commerce : les Cents gardent l’objet, sans les points de la carte (14.2.3).' : 'Dédain du commerce : l’objet est retiré du jeu et les Cents marquent les points de la carte (14.2.3).'));
  }
  return null;
}

function build(k: TurnKit, a: PlannedAction): Reason | null {
  // the step and Command first: once Command is over, that is the reason, not the clearing (14.5)
  const r = commandAction(k);
  if (r) return r;
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!suit) return reason('14.5.2.III', 'La couleur de cette clairière n’est pas connue.');
  if (!k.rules(at)) return reason('14.5.2.III', `Les Cents ne contrôlent pas la clairière ${at} : pas de Bastion (14.5.2.III).`);
  const ban = k.placeBan(at, { category: 'building', kind: 'stronghold' });
  if (ban) return ban;
  if (k.supply({ category: 'building', kind: 'stronghold' }) === 0) return reason('1.5.1', 'Plus de Bastion dans la réserve (1.5.1).');
  const spent = k.spend(suit, 1, '14.5.2.III');
  if (spent) return spent;
  return k.place(at, { category: 'building', kind: 'stronghold' });
}

function advance(k: TurnKit, a: PlannedAction): Reason | null {
  const r = reach(k, 'advance');
  if (r) return r;
  const used = num(k.state.advances, 0);
  if (used >= prowess(k)) return reason('14.5.3', `Bravoure ${prowess(k)} : Charger avec le seigneur de guerre au plus ${countOf(prowess(k), 'fois', 'fois')} (14.5.3, 14.2.4.II).`);
  const from = warlordAt(k);
  if (from === null) return reason('14.5.3', 'Le seigneur de guerre n’est pas sur le plateau (14.5.3).');
  k.state.advances = used + 1;
  if (typeof a.to === 'number') {
    const m = moveWithWarlord(k, from, a.to, num(a.n, 0), true);
    if (m) return m;
  }
  k.state.advance = { moved: typeof a.to === 'number', battled: false, extra: false };
  return null;
}

function advanceBattle(k: TurnKit, a: PlannedAction, extra: boolean): Reason | PendingBattle | null {
  const open = k.state.advance as { moved: boolean; battled: boolean; extra: boolean } | null | undefined;
  if (!open) return reason('14.5.3', 'Ce combat suit une action Charger avec le seigneur de guerre (14.5.3).');
  if (extra) {
    if (moodOf(k) !== 'relentless') return reason('14.7.5', 'Seul Impitoyable permet de se déplacer ou de combattre encore après avoir chargé (14.7.5).');
    if (!open.moved || !open.battled || open.extra) return reason('14.7.5', 'Impitoyable : une fois par charge, après s’être déplacé et avoir combattu (14.7.5).');
  } else if (open.battled) return reason('14.5.3', 'Une charge ne comporte qu’un combat (14.5.3).');
  const at = warlordAt(k);
  if (at === null) return reason('14.5.3', 'Le seigneur de guerre n’est plus sur le plateau (14.5.3).');
  const r = hundredsBattle(k, a, at);
  if (r && 'text' in r) return r;
  k.state.advance = extra ? { ...open, extra: true } : { ...open, battled: true };
  return r;
}

function relentlessMove(k: TurnKit, a: PlannedAction): Reason | null {
  const open = k.state.advance as { moved: boolean; battled: boolean; extra: boolean } | null | undefined;
  if (moodOf(k) !== 'relentless') return reason('14.7.5', 'Seul Impitoyable permet de se déplacer encore après avoir chargé (14.7.5).');
  if (!open || !open.moved || !open.battled || open.extra) return reason('14.7.5', 'Impitoyable : une fois par charge, après s’être déplacé et avoir combattu (14.7.5).');
  const from = warlordAt(k);
  if (from === null || typeof a.to !== 'number') return reason('14.7.5', 'Le seigneur de guerre se déplace vers une clairière adjacente (14.7.5).');
  const m = moveWithWarlord(k, from, a.to, num(a.n, 0), true);
  if (m) return m;
  k.state.advance = { ...open, extra: true };
  return null;
}

function incite(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!suit) return reason('14.6.1', 'La couleur de cette clairière n’est pas connue.');
  if (k.tokens(at, 'hundreds', 'mob')) return reason('14.6.1', `La clairière ${at} a déjà une Foule (14.6.1).`);
  if (k.warriors(at) < 1) return reason('14.6.1', `Aucun guerrier des Cents (seigneur de guerre compris) dans la clairière ${at} (14.6.1).`);
  if (k.supply({ category: 'token', kind: 'mob' }) === 0) return reason('1.5.1', 'Plus de Foule dans la réserve (1.5.1).');
  const spent = k.spend(suit, 1, '14.6.1');
  if (spent) return spent;
  const r = k.place(at, { category: 'token', kind: 'mob' });
  if (r) return r;
  k.state.jubilant = moodOf(k) === 'jubilant' && warlordAt(k) === at ? 4 : 0;
  if (k.state.jubilant) k.note(reason('14.7.3', 'En liesse : Incitation dans la clairière du seigneur de guerre ; jusqu’à 4 jets du dé de Foule (14.7.3).'));
  return null;
}

function generous(k: TurnKit, a: PlannedAction): Reason | null {
  if (!k.state.moodChosen || moodOf(k) !== 'generous') return reason('14.7.4', 'Généreux agit à la fin de l’Aurore, une fois l’humeur Généreux choisie (14.7.4).');
  const item = a.item as ItemKind;
  if (!dropItem(k, item)) return reason('14.7.4', 'Cet objet n’est pas dans le Butin (14.7.4).');
  const at = warlordAt(k);
  const n = at === null ? 0 : Math.min(2, k.supply({ category: 'warrior', kind: 'warrior' }));
  if (at !== null && n) k.place(at, { category: 'warrior', kind: 'warrior' }, n);
  k.say(`Objet « ${ITEM_NAMES[item] ?? item} » retiré définitivement ; ${countOf(n, 'guerrier')} avec le seigneur de guerre.`);
  return null;
}


/** The Hundreds' inputs (all of them the turn's progress; the mood is the position's): see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'spread', label: 'Foule du dé déjà placée', rule: '14.4.1', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'recruited', label: 'Recrutement déjà fait', rule: '14.4.2', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'appointed', label: 'Seigneur de guerre déjà nommé', rule: '14.4.3', kind: 'oui-non', avancement: true, exemple: true },
  { key: 'moodChosen', label: 'Humeur déjà choisie', rule: '14.4.4', kind: 'oui-non', avancement: true, exemple: true },
  {
    key: 'stage',
    label: 'Étape du Jour atteinte',
    rule: '14.5',
    kind: 'liste',
    options: [
      { value: 'craft', label: 'Fabrication' },
      { value: 'command', label: 'Diriger' },
      { value: 'advance', label: 'Charger' },
    ],
    max: 1,
    avancement: true,
    exemple: ['command'],
  },
  { key: 'commands', label: 'Actions Diriger déjà faites', rule: '14.5.2', kind: 'nombre', min: 0, max: 4, avancement: true, exemple: 1 },
  { key: 'advances', label: 'Charges déjà faites', rule: '14.5.3', kind: 'nombre', min: 0, max: 4, avancement: true, exemple: 1 },
  { key: 'jubilant', label: 'Jets de Foule restants (En liesse)', rule: '14.7.3', kind: 'nombre', min: 0, max: 4, avancement: true, exemple: 1 },
  { key: 'strongholdsUsed', label: 'Bastions déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
];

export const hundredsTurn: TurnModule = {
  factions: ['hundreds'],
  inputs: INPUTS,
  actions: {
    spread: { label: 'Placer la Foule du dé', rule: '14.4.1', cost: 'le jet du dé de Foule' },
    recruit: { label: 'Recruter', rule: '14.4.2' },
    appoint: { label: 'Nommer le seigneur de guerre', rule: '14.4.3' },
    mood: { label: 'Choisir l’humeur', rule: '14.4.4' },
    generous: { label: 'Généreux : retirer un objet du Butin', rule: '14.7.4', cost: '1 objet du Butin' },
    craft: { label: 'Fabriquer avec les Bastions', rule: '14.5.1', cost: '1 carte ; 1 Bastion activé par couleur du coût' },
    move: { label: 'Diriger : déplacement', rule: '14.5.2.I', cost: '1 action d’Autorité' },
    battle: { label: 'Diriger : combat', rule: '14.5.2.II', cost: '1 action d’Autorité' },
    build: { label: 'Diriger : construction', rule: '14.5.2.III', cost: '1 action d’Autorité et 1 carte de la couleur de la clairière' },
    advance: { label: 'Charger avec le seigneur de guerre', rule: '14.5.3', cost: '1 charge (autant que la Bravoure)' },
    advanceBattle: { label: 'Combat de la charge', rule: '14.5.3' },
    relentlessMove: { label: 'Impitoyable : se déplacer encore', rule: '14.7.5' },
    relentlessBattle: { label: 'Impitoyable : combattre encore', rule: '14.7.5' },
    incite: { label: 'Inciter', rule: '14.6.1', cost: '1 carte de la couleur de la clairière' },
    jubilant: { label: 'En liesse : Foule du dé', rule: '14.7.3', cost: 'le jet du dé de Foule' },
  },
  read(x, k, problems) {
    for (const key of ['spread', 'recruited', 'appointed', 'moodChosen']) readBool(x, key, k, problems);
    readNum(x, 'commands', 0, 4, k, problems, '14.5.2');
    readNum(x, 'advances', 0, 4, k, problems, '14.5.3');
    readNum(x, 'jubilant', 0, 4, k, problems, '14.7.3');
    readChoices(x, 'stage', ['craft', 'command', 'advance'], 1, k, problems);
    if (Array.isArray(k.state.stage)) k.state.stage = k.state.stage[0] ?? 'craft';
    const used = x.strongholdsUsed;
    if (used !== undefined) {
      if (!Array.isArray(used) || !used.every((c) => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 12)) problems.push(reason('4.1.1', 'Les Bastions déjà activés se donnent par numéro de clairière.'));
      else k.state.strongholdsUsed = used as number[];
    }
    const hoard = hoardOf(k);
    for (const [track, items] of [['d’Autorité', ['boot', 'bag', 'coins']], ['de Bravoure', ['hammer', 'tea', 'sword', 'crossbow']]] as const)
      if (hoard.filter((i) => (items as readonly string[]).includes(i)).length > 4) problems.push(reason('14.2.4', `La piste ${track} du Butin n’a que 4 cases (14.2.4.II).`));
    onlyKeys(x, ['spread', 'recruited', 'appointed', 'moodChosen', 'commands', 'advances', 'jubilant', 'stage', 'strongholdsUsed'], problems, 'des Cents');
  },
  begin(k, phase) {
    hundredsAurore(k, phase);
  },
  candidates: (k) => hundredsCandidates(k),
  unavailable(k) {
    const where = { aurore: 'à l’Aurore (14.4)', jour: 'au Jour (14.5)', crepuscule: 'au Crépuscule (14.6)' };
    return Object.entries(hundredsTurn.actions)
      .filter(([id]) => PHASE_OF[id] !== k.phase)
      .map(([id, m]) => ({ id, label: m.label, reason: reason(PHASE_OF[id] === 'aurore' ? '14.4' : PHASE_OF[id] === 'jour' ? '14.5' : '14.6', `Cette étape se fait ${where[PHASE_OF[id]!]}.`) }));
  },
  apply(k, a) {
    const ph = PHASE_OF[a.id];
    if (ph && ph !== k.phase) return reason(ph === 'aurore' ? '14.4' : ph === 'jour' ? '14.5' : '14.6', `Cette étape se fait ${ph === 'aurore' ? 'à l’Aurore (14.4)' : ph === 'jour' ? 'au Jour (14.5)' : 'au Crépuscule (14.6)'}.`);
    if (a.id !== 'jubilant') k.state.jubilant = a.id === 'incite' ? k.state.jubilant ?? 0 : 0;
    switch (a.id) {
      case 'spread':
      case 'recruit':
      case 'appoint':
      case 'mood':
        return aurorStep(k, a);
      case 'generous':
        return generous(k, a);
      case 'craft':
        return craft(k, a);
      case 'move': {
        const r = commandAction(k);
        return r ?? moveWithWarlord(k, num(a.from, 0), num(a.to, 0), num(a.n, 0), a.warlord === true);
      }
      case 'battle': {
        const r = commandAction(k);
        return r ?? hundredsBattle(k, a, num(a.at, 0));
      }
      case 'build':
        return build(k, a);
      case 'advance':
        return advance(k, a);
      case 'advanceBattle':
        return advanceBattle(k, a, false);
      case 'relentlessBattle':
        return advanceBattle(k, a, true);
      case 'relentlessMove':
        return relentlessMove(k, a);
      case 'incite':
        return incite(k, a);
      case 'jubilant': {
        const left = num(k.state.jubilant, 0);
        if (left <= 0) return reason('14.7.3', 'En liesse : les jets du dé de Foule suivent une Incitation dans la clairière du seigneur de guerre, 4 au plus (14.7.3).');
        const r = spreadMobStep(k, a, '14.7.3');
        if (r) return r;
        k.state.jubilant = left - 1;
        return null;
      }
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const at = num(a.at, 0);
    switch (a.id) {
      case 'spread':
      case 'jubilant':
        return `Dé de Foule : ${SUIT_NAMES[a.suit as 'fox'] ?? '?'}${typeof a.at === 'number' ? ` ; Foule placée dans la clairière ${at}` : ' ; aucune clairière possible'}`;
      case 'recruit':
        return `Recruter : ${countOf(prowess(k), 'guerrier')} avec le seigneur de guerre, puis 1 par Bastion`;
      case 'appoint':
        return `Nommer le seigneur de guerre dans la clairière ${at}`;
      case 'mood':
        return `Choisir l’humeur ${MOOD_NAMES[a.mood as Mood] ?? '?'}`;
      case 'generous':
        return `Retirer l’objet « ${ITEM_NAMES[a.item as ItemKind] ?? '?'} » du Butin (2 guerriers)`;
      case 'craft':
        return `${describeCommon(k, a)}${typeof a.card === 'string' && deckCard(a.card)?.item ? (a.keep === false ? ', objet retiré pour ses points' : ', objet gardé dans le Butin') : ''}`;
      case 'move':
      case 'relentlessMove':
      case 'advance': {
        const w = a.id === 'move' ? a.warlord === true : true;
        if (a.id === 'advance' && typeof a.to !== 'number') return 'Charger sans se déplacer';
        const from = a.id === 'move' ? num(a.from, 0) : (warlordAt(k) ?? 0);
        return `${a.id === 'advance' ? 'Charger : d' : 'D'}éplacer ${w ? 'le seigneur de guerre et ' : ''}${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${from} vers la clairière ${num(a.to, 0)}`;
      }
      case 'battle':
      case 'advanceBattle':
      case 'relentlessBattle':
        return `Combattre ${theName(a.target as Owner, k.setup)} dans la clairière ${a.id === 'battle' ? at : (warlordAt(k) ?? 0)}${a.looters === true ? ' en le pillant' : ''}`;
      case 'build':
        return `Construire un Bastion dans la clairière ${at} (1 carte ${SUIT_NAMES[k.suitOf(at) ?? 'bird']})`;
      case 'incite':
        return `Inciter dans la clairière ${at} (1 carte ${SUIT_NAMES[k.suitOf(at) ?? 'bird']})`;
    }
    return describeCommon(k, a);
  },
  end: (k, phase) => hundredsEnd(k, phase),
};

/** The Mob die of `spread` or Jubilant. */
function spreadMobStep(k: TurnKit, a: PlannedAction, rule: string): Reason | null {
  return spreadMob(k, a.suit, a.at, rule);
}

/** Birdsong's steps, in the order of 14.4. */
function aurorStep(k: TurnKit, a: PlannedAction): Reason | null {
  const done = { spread: k.state.spread === true, recruit: k.state.recruited === true, appoint: k.state.appointed === true, mood: k.state.moodChosen === true };
  const steps = ['spread', 'recruit', 'appoint', 'mood'] as const;
  const i = steps.indexOf(a.id as 'spread');
  if (done[steps[i]!]) return reason('14.4', 'Cette étape de l’Aurore est déjà faite (14.4).');
  if (steps.slice(i + 1).some((s) => done[s])) return reason('14.4', 'L’Aurore suit ses 4 étapes dans l’ordre (14.4) : une étape suivante est déjà faite.');
  const noMob = !k.clearings().some((c) => k.tokens(c, 'hundreds', 'mob') > 0);
  const missing = steps.slice(0, i).find((s) => !done[s] && !(s === 'appoint' && warlordAt(k) !== null) && !(s === 'spread' && noMob));
  if (missing) return reason('14.4', `L’Aurore suit ses 4 étapes dans l’ordre (14.4) : d’abord ${missing === 'spread' ? 'le dé de Foule (14.4.1)' : missing === 'recruit' ? 'le Recrutement (14.4.2)' : 'la Nomination (14.4.3)'}.`);
  switch (a.id) {
    case 'spread': {
      const r = spreadMobStep(k, a, '14.4.1');
      if (r) return r;
      k.state.spread = true;
      return null;
    }
    case 'recruit': {
      const at = warlordAt(k);
      let left = k.supply({ category: 'warrior', kind: 'warrior' });
      const placed: string[] = [];
      if (at !== null) {
        const n = Math.min(prowess(k), left);
        if (n) k.place(at, { category: 'warrior', kind: 'warrior' }, n);
        left -= n;
        placed.push(`${countOf(n, 'guerrier')} avec le seigneur de guerre (Bravoure ${prowess(k)})`);
      }
      for (const c of k.clearings()) {
        const n = Math.min(k.buildings(c, 'hundreds', 'stronghold'), left);
        if (n > 0) {
          k.place(c, { category: 'warrior', kind: 'warrior' }, n);
          left -= n;
          placed.push(`${countOf(n, 'guerrier')} dans la clairière ${c}`);
        }
      }
      k.say(placed.length ? `Placés : ${placed.join(', ')}.` : 'Aucun guerrier placé.');
      if (left === 0) k.note(reason('1.5.1', 'La réserve de guerriers est vide : les Cents choisissent où placer ceux qui restaient (1.5.1) ; ici dans l’ordre des clairières.'));
      k.state.recruited = true;
      return null;
    }
    case 'appoint': {
      if (warlordAt(k) !== null) return reason('14.4.3', 'Le seigneur de guerre est déjà sur le plateau : pas de Nomination (14.4.3).');
      const at = num(a.at, 0);
      const any = k.clearings().some((c) => plain(k, c) > 0);
      if (any && plain(k, at) === 0) return reason('14.4.3', `Il faut remplacer un guerrier des Cents par le seigneur de guerre : aucun dans la clairière ${at} (14.4.3).`);
      if (!any) {
        const ban = k.placeBan(at, { category: 'warrior', kind: 'warlord' });
        if (ban) return ban;
      }
      if (any) k.remove(at, { category: 'warrior', kind: 'warrior' });
      k.edit((s) => {
        (s.clearings[String(at)] ??= {}).warlord = true;
      });
      k.note(reason('14.2.2', 'Le seigneur de guerre ne se place que par la mise en place ou la Nomination (14.2.2, 14.4.3).'));
      k.state.appointed = true;
      return null;
    }
    case 'mood': {
      const m = a.mood as Mood;
      if (!MOODS.includes(m)) return reason('14.7', 'Humeur inconnue (14.7).');
      const free = moodsAvailable(moodOf(k), hoardOf(k));
      if (!free.includes(m)) return reason('14.4.4', m === moodOf(k) ? 'Il faut changer d’humeur (14.4.4).' : `L’objet de l’humeur ${MOOD_NAMES[m]} est dans le Butin : elle ne peut pas être choisie (14.4.4).`);
      k.edit((s) => {
        (s.players.hundreds ??= {}).mood = m;
      });
      k.state.moodChosen = true;
      return null;
    }
  }
  return reason('format', 'Action inconnue.');
}
