/**
 * The faction's inputs (`TurnModule.inputs`, types.ts `TurnInput`): the option lists several
 * modules share, and the shape check of a value against its declaration (the page and the tests use
 * it; the module's `read` stays the judge of the rules). Names no faction.
 */
import { CARD_SUITS, CARD_SUIT_NAMES } from '../cards';
import { FACTIONS, FACTION_INFO, SUITS, VAGABONDS } from '../factions';
import { cardLabel, EXILES_DECK, STANDARD_DECK } from '../bots/deck';
import type { InputOption, Json, TurnInput } from './types';

/** The four suits of cards (bird included). */
export const CARD_SUIT_OPTIONS: InputOption[] = CARD_SUITS.map((s) => ({ value: s, label: CARD_SUIT_NAMES[s] }));
/** The three suits of clearings. */
export const SUIT_OPTIONS: InputOption[] = SUITS.map((s) => ({ value: s, label: CARD_SUIT_NAMES[s] }));
/** The factions other than the Vagabonds. */
export const FACTION_OPTIONS: InputOption[] = FACTIONS.filter((f) => !VAGABONDS.includes(f)).map((f) => ({ value: f, label: FACTION_INFO[f].name }));
/** Every faction. */
export const ALL_FACTION_OPTIONS: InputOption[] = FACTIONS.map((f) => ({ value: f, label: FACTION_INFO[f].name }));
/** The three kinds of relics (15.2.1). */
export const RELIC_OPTIONS: InputOption[] = [
  { value: 'statuette', label: 'Statuette' },
  { value: 'tablet', label: 'Tablette' },
  { value: 'jewel', label: 'Bijou' },
];
/** Options from a map of names. */
export const optionsOf = (names: { [value: string]: string }, values: readonly string[] = Object.keys(names)): InputOption[] => values.map((value) => ({ value, label: names[value]! }));
/** The 12 clearings' numbers as column names. */
export const CLEARING_COLUMNS: InputOption[] = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Clairière ${i + 1}` }));

/**
 * The inputs every faction shares, read by the resolver (resolve.ts), not by a module: the
 * persistent effects already in the faction's play area (4.1.3; no double, 4.1.4). Each card of
 * both decks once, by its name (an unconfirmed French name is marked so, cardLabel).
 */
export const SHARED_INPUTS: readonly TurnInput[] = [
  {
    key: 'persistent',
    label: 'Effets persistants déjà en jeu',
    rule: '4.1.4',
    kind: 'liste',
    options: [...new Map([...STANDARD_DECK, ...EXILES_DECK].filter((c) => c.type === 'persistent').map((c) => [c.id, { value: c.id, label: cardLabel(c) }])).values()],
    max: 30,
    exemple: ['armorers_bird'],
  },
  { key: 'dominanceHand', label: 'Cartes Domination dans la main', rule: '3.3.1', kind: 'liste', options: CARD_SUIT_OPTIONS, max: 4, exemple: ['fox'] },
  { key: 'dominanceAvailable', label: 'Cartes Domination disponibles près du plateau', rule: '3.3.4', kind: 'liste', options: CARD_SUIT_OPTIONS, max: 4, exemple: ['bird'] },
  { key: 'dominanceActive', label: 'Carte Domination activée', rule: '3.3.1', kind: 'choix', options: CARD_SUIT_OPTIONS, absent: 'aucune, ou sa couleur n’est pas donnée', exemple: 'mouse' },
];

const isObj = (x: unknown): x is { [k: string]: unknown } => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (n: unknown, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
const clearing = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 12;

/** Does `v` have the shape its declaration gives (options, bounds)? */
export function inputShapeOk(input: TurnInput, v: Json | undefined): boolean {
  if (v === undefined) return true;
  const vals = 'options' in input ? input.options.map((o) => o.value) : [];
  switch (input.kind) {
    case 'nombre':
      return typeof v === 'number' && Number.isInteger(v) && v >= input.min && v <= input.max;
    case 'oui-non':
      return typeof v === 'boolean';
    case 'choix':
      return vals.includes(v as string);
    case 'comptes':
      return input.suite ? Array.isArray(v) && v.length === vals.length && v.every((n) => isCount(n, input.max)) : isObj(v) && Object.entries(v).every(([k, n]) => vals.includes(k) && isCount(n, input.max));
    case 'liste':
      return Array.isArray(v) && v.length <= (input.max ?? vals.length) && new Set(v).size === v.length && v.every((x) => vals.includes(x as string));
    case 'clairieres':
      return input.une ? clearing(v) : Array.isArray(v) && v.every(clearing);
    case 'colonnes': {
      const cols = input.columns.map((c) => c.value);
      if (!isObj(v)) return false;
      return Object.entries(v).every(([c, x]) => cols.includes(c) && (input.forme === 'liste' ? Array.isArray(x) && x.length <= input.max && x.every((s) => vals.includes(s as string)) : isObj(x) && Object.entries(x).every(([s, n]) => vals.includes(s) && isCount(n, input.max))));
    }
    case 'objets': {
      const flags = input.drapeaux.map((d) => d.value);
      return Array.isArray(v) && v.every((i) => isObj(i) && vals.includes(i.kind as string) && Object.entries(i).every(([k, x]) => k === 'kind' || (flags.includes(k) && typeof x === 'boolean')));
    }
  }
}
