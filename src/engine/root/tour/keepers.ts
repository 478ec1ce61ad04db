/**
 * The Keepers in Iron's turn (chapter 15), for a person.
 * Birdsong (15.4), in order: Encamp (`encamp`, a warrior replaced by a Waystation, `face` its
 * relic), Decamp (`decamp`), Recruit (`recruit`, 1 card for 2 warriors on a Waystation).
 * Daylight (15.5): crafting with Waystations (`craft`), then the Retinue column by column:
 * `move` (15.5.2.I), `battle` then `delve` (15.5.2.II), `move3` or `recover` then `recoverMore`
 * (15.5.2.III). Each step names the card it uses by `suit` (fox, rabbit, mouse, bird, loyal).
 * Evening (15.6): Live off the Land when it begins; `retinueAdd` or one `retinueShift`; the draw
 * when it ends.
 *
 * State (`TurnState` keys): `retinue` (the Retinue, keepers-regles.ts), `restored` (relics
 * restored by kind), `faces` (the relic each Waystation shows, by clearing); the turn's progress:
 * `step` (Birdsong's step reached, 1–3), `encamped`, `decamped` (clearings), `waystationsUsed`
 * (crafting), `column`, `used` (Retinue cards used), `delve` and `recover` (the open action),
 * `gathered` ('add' or 'shift').
 */
import { CARD_SUIT_NAMES, type CardSuit } from '../cards';
import { countOf, kindName } from '../glossary';
import { reason, type Reason } from '../reasons';
import type { RelicKind } from '../factions';
import { battleStep, craftCandidates, craftStep, describeCommon, num, onlyKeys, readInts, readNum, unusedCraftPieces } from './commun';
import { gather, keepersCandidates, keepersPhase, readKeepers } from './keepers-phases';
import { COLUMNS, discardCard, facesIn, matches, moveRelics, relicIn, RELICS, restoredOf, useCard, type CardKind, type Column } from './keepers-regles';
import type { CraftPiece, PendingBattle, PlannedAction, TurnKit, TurnModule, TurnInput } from './types';
import { CARD_SUIT_OPTIONS, CLEARING_COLUMNS, RELIC_OPTIONS } from './entrees';

export const KEEPERS_PHASE: { [id: string]: 'aurore' | 'jour' | 'crepuscule' } = {
  encamp: 'aurore',
  decamp: 'aurore',
  recruit: 'aurore',
  craft: 'jour',
  move: 'jour',
  battle: 'jour',
  delve: 'jour',
  move3: 'jour',
  recover: 'jour',
  recoverMore: 'jour',
  retinueAdd: 'crepuscule',
  retinueShift: 'crepuscule',
};

export const waystationsFree = (k: TurnKit): CraftPiece[] => unusedCraftPieces(k, { category: 'building', kind: 'waystation' }, 'waystationsUsed');

/** Birdsong's steps in order (15.4): 1 Encamp, 2 Decamp, 3 Recruit. */
function stepTo(k: TurnKit, n: number, rule: string): Reason | null {
  if (num(k.state.step, 1) > n) return reason('15.4', `L’Aurore suit ses 3 étapes dans l’ordre (15.4) : ${rule === '15.4.1' ? 'Établir un camp' : 'Lever le camp'} est déjà passé.`);
  k.state.step = n;
  return null;
}

function encamp(k: TurnKit, a: PlannedAction): Reason | null {
  const r = stepTo(k, 1, '15.4.1');
  if (r) return r;
  const at = num(a.at, 0);
  const face = a.face as RelicKind;
  if (!RELICS.includes(face)) return reason('15.4.1', 'Le Relais se pose sur la face de votre choix : statuette, tablette ou bijou (15.4.1, 15.2.2).');
  if (readInts(k.state.encamped).includes(at)) return reason('15.4.1', `Une fois par clairière : un camp est déjà établi dans la clairière ${at} ce tour (15.4.1).`);
  const none = k.onMap({ category: 'warrior', kind: 'warrior' }) === 0 && k.onMap({ category: 'building', kind: 'waystation' }) === 0;
  if (!none && k.warriors(at) < 1) return reason('15.4.1', `Aucun guerrier Gardien à remplacer dans la clairière ${at} (15.4.1).`);
  if (k.supply({ category: 'building', kind: 'waystation' }) === 0) return reason('1.5.1', 'Les 3 Relais sont déjà sur le plateau (15.2.2, 1.5.1).');
  const ban = k.placeBan(at, { category: 'building', kind: 'waystation' });
  if (ban) return ban;
  if (none) {
    const p = k.place(at, { category: 'warrior', kind: 'warrior' });
    if (p) return p;
    k.note(reason('15.4.1', 'Ni guerrier ni Relais sur le plateau : 1 Relais et 1 guerrier se placent dans une clairière du bord du plateau, à vérifier par le lecteur (15.4.1).'));
  } else k.remove(at, { category: 'warrior', kind: 'warrior' });
  const placed = k.place(at, { category: 'building', kind: 'waystation' });
  if (placed) return placed;
  k.state.encamped = [...readInts(k.state.encamped), at];
  const faces = { ...((k.state.faces ?? {}) as { [c: string]: RelicKind[] }) };
  faces[String(at)] = [...(faces[String(at)] ?? []), face];
  k.state.faces = faces;
  return null;
}

function decamp(k: TurnKit, a: PlannedAction): Reason | null {
  const r = stepTo(k, 2, '15.4.2');
  if (r) return r;
  const at = num(a.at, 0);
  if (readInts(k.state.decamped).includes(at)) return reason('15.4.2', `Une fois par clairière : le camp de la clairière ${at} a déjà été levé ce tour (15.4.2).`);
  if (!k.buildings(at, 'keepers', 'waystation')) return reason('15.4.2', `Pas de Relais dans la clairière ${at} (15.4.2).`);
  if (k.supply({ category: 'warrior', kind: 'warrior' }) === 0) return reason('1.5.1', 'Plus de guerrier Gardien dans la réserve (1.5.1).');
  k.remove(at, { category: 'building', kind: 'waystation' });
  const p = k.place(at, { category: 'warrior', kind: 'warrior' });
  if (p) return p;
  k.state.decamped = [...readInts(k.state.decamped), at];
  const faces = { ...((k.state.faces ?? {}) as { [c: string]: RelicKind[] }) };
  if (faces[String(at)]) faces[String(at)] = faces[String(at)]!.filter((f, i, l) => !(f === a.face || (a.face === undefined && i === l.length - 1)) || l.indexOf(f) !== i);
  k.state.faces = faces;
  return null;
}

function recruit(k: TurnKit, a: PlannedAction): Reason | null {
  const r = stepTo(k, 3, '15.4.3');
  if (r) return r;
  const at = num(a.at, 0);
  const suit = k.suitOf(at);
  if (!k.buildings(at, 'keepers', 'waystation')) return reason('15.4.3', `Les guerriers se placent sur un Relais : aucun dans la clairière ${at} (15.4.3).`);
  if (!suit) return reason('15.4.3', 'La couleur de cette clairière n’est pas connue.');
  const left = k.supply({ category: 'warrior', kind: 'warrior' });
  if (left === 0) return reason('1.5.1', 'Plus de guerrier Gardien dans la réserve (1.5.1).');
  const spent = k.spend(suit, 1, '15.4.3');
  if (spent) return spent;
  const n = Math.min(2, left);
  if (n < 2) k.note(reason('1.5.1', 'La réserve n’a plus qu’un guerrier : 1 seul est placé (1.5.1).'));
  return k.place(at, { category: 'warrior', kind: 'warrior' }, n);
}

function close(k: TurnKit): void {
  k.state.delve = null;
  k.state.recover = null;
}

function moveStep(k: TurnKit, a: PlannedAction, col: Column): Reason | null {
  const from = num(a.from, 0);
  if (!CARD_OK(a.suit) || !matches(k, a.suit as CardKind, from)) return reason(col === 'move' ? '15.5.2.I' : '15.5.2.III', `Le déplacement part d’une clairière de la couleur de la carte (${col === 'move' ? '15.5.2.I' : '15.5.2.III'}).`);
  const u = useCard(k, col, a.suit);
  if (u) return u;
  const n = num(a.n, 0);
  const r = k.move(from, num(a.to, 0), n);
  if (r) return r;
  return moveRelics(k, from, num(a.to, 0), n, a.relics);
}
const CARD_OK = (s: unknown): boolean => ['fox', 'rabbit', 'mouse', 'bird', 'loyal'].includes(s as string);

function battle(k: TurnKit, a: PlannedAction): Reason | PendingBattle | null {
  const at = num(a.at, 0);
  if (!CARD_OK(a.suit) || !matches(k, a.suit as CardKind, at)) return reason('15.5.2.II', 'La clairière choisie a la couleur de la carte (15.5.2.II).');
  const foes = k.enemiesIn(at);
  if (foes.length && a.target === undefined) return reason('15.5.2.II', `La clairière ${at} contient des pièces adverses : les Gardiens doivent y initier un combat (15.5.2.II).`);
  if (!foes.length && !(k.rules(at) && k.warriors(at) > 0)) return reason('15.5.2.II', `Sans adversaire ni contrôle avec un guerrier Gardien dans la clairière ${at}, la carte ne ferait rien (15.5.2.II).`);
  const u = useCard(k, 'battle', a.suit);
  if (u) return u;
  k.state.delve = { at, suit: a.suit as string };
  if (!foes.length) return null;
  return battleStep(k, { ...a, at });
}

function delve(k: TurnKit, a: PlannedAction): Reason | null {
  const open = k.state.delve as { at: number; suit: CardKind } | null | undefined;
  if (!open) return reason('15.5.2.II', 'L’extraction suit le combat d’une carte de la colonne Combattre, puis extraire (15.5.2.II).');
  const at = open.at;
  if (!k.rules(at) || k.warriors(at) < 1) return reason('15.5.2.II', `Pour extraire, les Gardiens doivent contrôler la clairière ${at} et y avoir au moins un guerrier (15.5.2.II).`);
  const forest = k.map.forests.find((f) => f.id === a.forest);
  if (!forest || !forest.clearings.includes(at)) return reason('15.5.2.II.a', `La relique vient d’un bois adjacent à la clairière ${at} (15.5.2.II.a).`);
  const relics = k.setup.forests?.[forest.id]?.relics ?? [];
  const i = relics.findIndex((r) => r.kind === a.kind && (a.value === undefined || r.value === undefined || r.value === a.value));
  if (i < 0) return reason('15.5.2.II.a', `Pas de ${kindName(String(a.kind))} dans ce bois (15.5.2.II.a).`);
  const value = relics[i]!.value ?? (typeof a.value === 'number' ? a.value : undefined);
  if (value === undefined || ![1, 2, 3].includes(value)) return reason('15.5.2.II.a', 'La relique est retournée : donnez la valeur révélée, 1, 2 ou 3 (15.5.2.II.a, 15.2.1).');
  k.state.delve = null;
  k.edit((s) => {
    const f = s.forests![forest.id]!;
    f.relics = relics.filter((_, j) => j !== i);
    if (!f.relics.length) delete f.relics;
    const h = (s.clearings[String(at)] ??= {});
    h.tokens = [...(h.tokens ?? []), { owner: 'keepers', kind: a.kind as string, faceUp: true, value }];
  });
  const ruled = forest.clearings.filter((c) => k.rules(c)).length;
  k.say(`Relique de valeur ${value} ; clairières contrôlées autour du bois : ${ruled}.`);
  if (ruled < value) {
    discardCard(k, 'battle', open.suit);
    k.note(reason('15.5.2.II.b', `${countOf(ruled, 'clairière contrôlée', 'clairières contrôlées')} autour du bois, moins que la valeur ${value} : la carte du Cortège est défaussée (15.5.2.II.b).`));
  } else k.note(reason('15.5.2.II.b', `${countOf(ruled, 'clairière contrôlée', 'clairières contrôlées')} autour du bois, pas moins que la valeur ${value} : la carte reste dans le Cortège (15.5.2.II.b).`));
  return null;
}

function takeRelic(k: TurnKit, at: number, a: PlannedAction, suit: CardKind): Reason | null {
  const kind = a.kind as RelicKind;
  const faces = facesIn(k, at);
  if (!k.buildings(at, 'keepers', 'waystation')) return reason('15.5.2.III.a', `Pas de Relais dans la clairière ${at} (15.5.2.III.a).`);
  if (faces && !faces.includes(kind)) return reason('15.5.2.III.a', `Le Relais de la clairière ${at} montre ${faces.map((f) => kindName(f)).join(', ')} : une relique d’un autre type ne s’y restaure pas (15.5.2.III.a).`);
  if (!faces) k.note(reason('15.5.2.III.a', `La face du Relais de la clairière ${at} n’est pas donnée : on suppose qu’elle montre ce type de relique (15.5.2.III.a).`));
  const found = relicIn(k, at, kind, a.value);
  if ('text' in found) return reason('15.5.2.III.a', found.text);
  if (found.value === undefined) return reason('15.5.2.III.b', 'Donnez la valeur de la relique restaurée, 1, 2 ou 3 (15.5.2.III.b).');
  const value = found.value;
  const before = restoredOf(k);
  if (before[kind] >= 4) return reason('15.2.1', 'Les 4 reliques de ce type sont déjà restaurées (15.2.1).');
  k.edit((s) => {
    const h = s.clearings[String(at)]!;
    h.tokens = h.tokens!.filter((_, j) => j !== found.i);
    if (!h.tokens.length) delete h.tokens;
  });
  const after = { ...before, [kind]: before[kind] + 1 };
  k.state.restored = after;
  const column = Math.min(after.statuette, after.tablet, after.jewel) > Math.min(before.statuette, before.tablet, before.jewel);
  k.score(value + (column ? 2 : 0));
  k.note(reason('15.5.2.III.b', `Relique restaurée : ${countOf(value, 'point')}${column ? ', plus 2 pour la colonne de reliques complétée' : ''} (15.5.2.III.b).`));
  const suitOf = k.suitOf(at);
  const ruled = k.clearings().filter((c) => k.suitOf(c) === suitOf && k.rules(c)).length;
  if (ruled < value) {
    k.state.recover = null;
    discardCard(k, 'recover', suit);
    k.note(reason('15.5.2.III.c', `${countOf(ruled, 'clairière contrôlée', 'clairières contrôlées')} de cette couleur, moins que la valeur ${value} : la Restauration s’arrête et la carte du Cortège est défaussée (15.5.2.III.c).`));
  } else {
    k.state.recover = { at, suit };
    k.note(reason('15.5.2.III.c', `${countOf(ruled, 'clairière contrôlée', 'clairières contrôlées')} de cette couleur : la Restauration peut reprendre à l’étape 1 (15.5.2.III.c).`));
  }
  return null;
}

function recover(k: TurnKit, a: PlannedAction): Reason | null {
  const at = num(a.at, 0);
  if (!CARD_OK(a.suit) || !matches(k, a.suit as CardKind, at)) return reason('15.5.2.III', 'La clairière choisie a la couleur de la carte (15.5.2.III).');
  const u = useCard(k, 'recover', a.suit);
  if (u) return u;
  return takeRelic(k, at, a, a.suit as CardKind);
}


const RETINUE_COLUMNS = [
  { value: 'move', label: 'Déplacement' },
  { value: 'battle', label: 'Combat' },
  { value: 'recover', label: 'Restauration' },
];
const RETINUE_CARDS = [...CARD_SUIT_OPTIONS, { value: 'loyal', label: 'Membre Loyal' }];
/** The Keepers' inputs: see the head of this file. */
const INPUTS: readonly TurnInput[] = [
  { key: 'retinue', label: 'Cortège, par colonne', rule: '15.5.2', kind: 'colonnes', columns: RETINUE_COLUMNS, options: RETINUE_CARDS, forme: 'comptes', max: 10, exemple: { move: { fox: 1 }, battle: { loyal: 1 }, recover: { mouse: 1 } } },
  { key: 'restored', label: 'Reliques restaurées, par type', rule: '15.2.1', kind: 'comptes', options: RELIC_OPTIONS, max: 4, exemple: { jewel: 1 } },
  { key: 'faces', label: 'Relique montrée par chaque Relais', rule: '15.2.2', kind: 'colonnes', columns: CLEARING_COLUMNS, enClairieres: true, options: RELIC_OPTIONS, forme: 'liste', max: 3, exemple: { '1': ['statuette'] } },
  {
    key: 'step',
    label: 'Étape de l’Aurore atteinte',
    rule: '15.4',
    kind: 'choix',
    options: [
      { value: 1, label: 'Établir un camp' },
      { value: 2, label: 'Lever le camp' },
      { value: 3, label: 'Recruter' },
    ],
    avancement: true,
    exemple: 2,
  },
  { key: 'encamped', label: 'Camps déjà établis ce tour', rule: '15.4.1', kind: 'clairieres', avancement: true, exemple: [1] },
  { key: 'decamped', label: 'Camps déjà levés ce tour', rule: '15.4.2', kind: 'clairieres', avancement: true, exemple: [1] },
  { key: 'waystationsUsed', label: 'Relais déjà activés pour fabriquer', rule: '4.1.1', kind: 'clairieres', avancement: true, exemple: [1] },
  { key: 'column', label: 'Colonne du Cortège atteinte', rule: '15.5.2', kind: 'choix', options: RETINUE_COLUMNS, avancement: true, exemple: 'battle' },
  { key: 'used', label: 'Cartes du Cortège déjà utilisées ce Jour', rule: '15.5.2', kind: 'colonnes', columns: RETINUE_COLUMNS, options: RETINUE_CARDS, forme: 'comptes', max: 10, avancement: true, exemple: { move: { fox: 1 } } },
  {
    key: 'gathered',
    label: 'Cortège déjà rassemblé',
    rule: '15.6.2',
    kind: 'choix',
    options: [
      { value: 'add', label: 'des cartes ajoutées' },
      { value: 'shift', label: 'une carte déplacée' },
    ],
    avancement: true,
    exemple: 'add',
  },
];

export const keepersTurn: TurnModule = {
  factions: ['keepers'],
  inputs: INPUTS,
  actions: {
    encamp: { label: 'Établir un camp', rule: '15.4.1' },
    decamp: { label: 'Lever le camp', rule: '15.4.2' },
    recruit: { label: 'Recruter', rule: '15.4.3', cost: '1 carte de la couleur de la clairière' },
    craft: { label: 'Fabriquer avec les Relais', rule: '15.5.1', cost: '1 carte ; 1 Relais activé par couleur du coût' },
    move: { label: 'Cortège : déplacement', rule: '15.5.2.I', cost: '1 carte de la colonne' },
    battle: { label: 'Cortège : combattre, puis extraire', rule: '15.5.2.II', cost: '1 carte de la colonne' },
    delve: { label: 'Extraire une relique', rule: '15.5.2.II.a' },
    move3: { label: 'Cortège : déplacement (troisième colonne)', rule: '15.5.2.III', cost: '1 carte de la colonne' },
    recover: { label: 'Cortège : restaurer une relique', rule: '15.5.2.III', cost: '1 carte de la colonne' },
    recoverMore: { label: 'Restaurer une autre relique', rule: '15.5.2.III.c' },
    retinueAdd: { label: 'Ajouter des cartes au Cortège', rule: '15.6.2', cost: 'des cartes de la main' },
    retinueShift: { label: 'Déplacer une carte du Cortège', rule: '15.6.2' },
  },
  read: (x, k, problems) => {
    readKeepers(x, k, problems);
    readNum(x, 'step', 1, 3, k, problems, '15.4');
    onlyKeys(x, ['retinue', 'restored', 'faces', 'step', 'encamped', 'decamped', 'waystationsUsed', 'column', 'used', 'gathered'], problems, 'des Gardiens');
  },
  begin: (k, phase) => keepersPhase(k, phase, 'begin'),
  end: (k, phase) => keepersPhase(k, phase, 'end'),
  candidates: (k) => keepersCandidates(k, craftCandidates(k, 'craft', waystationsFree(k))),
  unavailable(k) {
    const where = { aurore: ['15.4', 'à l’Aurore (15.4)'], jour: ['15.5', 'au Jour (15.5)'], crepuscule: ['15.6', 'au Crépuscule (15.6)'] } as const;
    return Object.entries(keepersTurn.actions)
      .filter(([id]) => KEEPERS_PHASE[id] !== k.phase)
      .map(([id, m]) => ({ id, label: m.label, reason: reason(where[KEEPERS_PHASE[id]!][0], `Cette étape se fait ${where[KEEPERS_PHASE[id]!][1]}.`) }));
  },
  apply(k, a) {
    const ph = KEEPERS_PHASE[a.id];
    if (ph && ph !== k.phase) return reason(ph === 'aurore' ? '15.4' : ph === 'jour' ? '15.5' : '15.6', 'Cette étape se fait dans une autre phase (15.4, 15.5, 15.6).');
    const open = { delve: k.state.delve, recover: k.state.recover };
    if (a.id !== 'delve' && a.id !== 'recoverMore') close(k);
    switch (a.id) {
      case 'encamp':
        return encamp(k, a);
      case 'decamp':
        return decamp(k, a);
      case 'recruit':
        return recruit(k, a);
      case 'craft': {
        if (k.state.column !== undefined && k.state.column !== null) return reason('15.5', 'La Fabrication vient avant le Cortège (15.5).');
        const r = craftStep(k, a, waystationsFree(k), '15.5.1');
        if ('text' in r) return r;
        k.state.waystationsUsed = [...readInts(k.state.waystationsUsed), ...r.used.map((p) => p.at!)];
        k.note(reason('15.2.3', 'Les Gardiens fabriquent en activant des Relais, de n’importe quel type (15.2.3).'));
        return null;
      }
      case 'move':
        return moveStep(k, a, 'move');
      case 'move3':
        return moveStep(k, a, 'recover');
      case 'battle':
        return battle(k, a);
      case 'delve':
        k.state.delve = open.delve ?? null;
        return delve(k, a);
      case 'recover':
        return recover(k, a);
      case 'recoverMore': {
        const o = open.recover as { at: number; suit: CardKind } | null | undefined;
        if (!o) return reason('15.5.2.III.c', 'Reprendre la Restauration suit une relique restaurée dont la vérification a réussi (15.5.2.III.c).');
        return takeRelic(k, o.at, a, o.suit);
      }
      case 'retinueAdd':
      case 'retinueShift':
        return gather(k, a);
    }
    return reason('format', 'Action inconnue.');
  },
  describe(k, a) {
    const card = a.suit === 'loyal' ? 'Membre Loyal' : CARD_SUIT_NAMES[a.suit as CardSuit] ?? '';
    switch (a.id) {
      case 'encamp':
        return `Établir un camp dans la clairière ${num(a.at, 0)} (Relais face ${kindName(String(a.face)).replace('relique ', '')})`;
      case 'decamp':
        return `Lever le camp dans la clairière ${num(a.at, 0)}`;
      case 'recruit':
        return `Recruter 2 guerriers sur le Relais de la clairière ${num(a.at, 0)}`;
      case 'move':
      case 'move3':
        return `Carte ${card} : déplacer ${a.n === undefined ? 'des guerriers' : countOf(num(a.n, 0), 'guerrier')} de la clairière ${num(a.from, 0)} vers la clairière ${num(a.to, 0)}`;
      case 'battle':
        return a.target === undefined ? `Carte ${card} : clairière ${num(a.at, 0)}, sans combat` : `Carte ${card} : ${describeCommon(k, { ...a, id: 'battle' }).replace('Combattre', 'combattre')}`;
      case 'delve':
        return `Extraire la ${kindName(String(a.kind))} du bois ${String(a.forest).replaceAll('_', '-')}${typeof a.value === 'number' ? ` (valeur ${a.value})` : ''}`;
      case 'recover':
      case 'recoverMore':
        return `${a.id === 'recover' ? `Carte ${card} : r` : 'R'}estaurer la ${kindName(String(a.kind))}${typeof a.value === 'number' ? ` de valeur ${a.value}` : ''}`;
      case 'retinueAdd':
        return `Ajouter ${countOf(num(a.n, 1), 'carte')} ${card} à la colonne ${COL_NAMES[a.column as Column] ?? ''}`;
      case 'retinueShift':
        return `Déplacer une carte ${card} de la colonne ${COL_NAMES[a.from as Column] ?? ''} vers la colonne ${COL_NAMES[a.to as Column] ?? ''}`;
    }
    return describeCommon(k, a);
  },
};

export const COL_NAMES: { [C in Column]: string } = { move: 'Déplacement', battle: 'Combattre, puis extraire', recover: 'Déplacement ou restauration' };
