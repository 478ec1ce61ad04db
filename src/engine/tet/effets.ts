/**
 * The cards' effects as reader data (1.2.9–1.2.11, 7). The book prints no unit's abilities and no
 * Tactic card's text, so Clairière never guesses one: the reader describes a card with a few effect
 * primitives, and every resolver asks this module what they change.
 *
 *   deplacement  ±n movement points (4.2.1)
 *   degats       ±n damage dealt by the unit's attacks (all, or those listed)
 *   portee       ±n range of its Attaque à Distance or Sort (4.4.3, 4.5.4); none from a Pic, where it is unlimited
 *   poussee      ±n Poussée dice of its Attaque de Mêlée (4.3.3)
 *   terrain      ignores the extra movement point of Eau, Pic, Baliste, or of climbing (5.2.2, 5.4.1, 5.6.1, 5.9.1)
 *   protection   n damage less taken from each attack (−n: more), after the terrain (5.4.2, 5.5)
 *   zone         each enemy unit within `radius` squares of the main target takes n damage; allies are
 *                spared, and those units may not Riposte (4.5.6)
 *   sans-riposte the main target of its attacks (all, or those listed) may not Riposte
 *   soin         Réaction (1.2.10, 6.2): once the unit has taken damage and stays on the board, it
 *                regains n Santé (never above its track); a Tactic card: the unit regains n at once
 *   represailles Réaction: once the unit has taken damage and stays on the board, the attacker takes n damage
 *
 * A Passive ability acts all the time (1.2.11); a Réaction when its unit takes damage (1.2.10, 6.2,
 * before any Riposte, never once captured); a Tactic card is played in a turn, free (7.4), for one
 * action (turn.ts). What the primitives cannot express is listed in `LIMITS`, shown to the reader.
 * A rule module: it reads the effects it is handed and imports no resolver.
 */
import { reason, type Reason } from '../core/verdict';
import { countText } from '../core/format';
import { ATTACK_KINDS, EFFECT_KINDS, EFFECT_SOURCES, IGNORABLE, type AttackKind, type Effect, type EffectKind, type EffectSource } from './types';

export const SOURCE_NAMES: Record<EffectSource, string> = { passive: 'capacité Passive', reaction: 'capacité Réaction', tactique: 'carte Tactique' };
export const SOURCE_RULES: Record<EffectSource, string> = { passive: '1.2.11', reaction: '1.2.10', tactique: '7.3' };
export const EFFECT_NAMES: Record<EffectKind, string> = {
  deplacement: 'Déplacement',
  degats: 'dégâts infligés',
  portee: 'portée',
  poussee: 'dés de Poussée',
  terrain: 'surcoût de déplacement ignoré',
  protection: 'dégâts subis en moins',
  zone: 'zone d’effet',
  'sans-riposte': 'pas de Riposte',
  soin: 'Santé regagnée',
  represailles: 'dégâts rendus à l’attaquant',
};
export const ATTACK_NAMES: Record<AttackKind, string> = { melee: 'Mêlée', distance: 'Attaque à Distance', sort: 'Sort', baliste: 'Baliste' };
export const IGNORABLE_NAMES = { eau: 'Eau', pic: 'Pic', baliste: 'Baliste', escalade: 'escalade' } as const;

/** the primitives each source may use */
export const KINDS_OF: Record<EffectSource, readonly EffectKind[]> = {
  passive: ['deplacement', 'degats', 'portee', 'poussee', 'terrain', 'protection', 'zone', 'sans-riposte'],
  reaction: ['protection', 'soin', 'represailles'],
  tactique: ['deplacement', 'degats', 'portee', 'poussee', 'terrain', 'protection', 'zone', 'sans-riposte', 'soin'],
};

/** What card text the primitives cannot say: Clairière does not apply it (told on the explorer and in docs). */
export const LIMITS: readonly string[] = [
  'un effet qui dépend d’un choix fait pendant l’action (déplacer une autre unité, échanger deux unités, choisir une case) ;',
  'une condition « SI » autre que le moment où la carte est jouée : Clairière applique la carte là où le lecteur la joue ;',
  'un effet qui dure plus d’une action ou s’étend au tour d’un autre joueur, hors capacités Passives ;',
  'un effet sur les Munitions, le Mana, le pion Affaibli, les Drapeaux, les Villages ou l’Artefact ;',
  'des dégâts ajoutés à une chute ou à une Poussée arrêtée, et une protection contre eux ;',
  'un Sort sans portée (4.5.5) : son effet est son texte ;',
  'une zone d’effet autour d’une autre case que celle de la cible principale.',
];

const NAME = /^[\p{L}\p{N}«][\p{L}\p{N} \u00A0\u202F’'\-,.!?()«»]{0,39}$/u;
const ID = /^[a-z][a-z0-9]{0,11}$/;
const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
/** the primitives that carry a signed amount, and those whose amount is a positive number of damage or Santé */
const SIGNED: readonly EffectKind[] = ['deplacement', 'degats', 'portee', 'poussee', 'protection'];
const POSITIVE: readonly EffectKind[] = ['zone', 'soin', 'represailles'];
const WITH_ATTACKS: readonly EffectKind[] = ['degats', 'portee', 'zone', 'sans-riposte'];
const KEYS = ['name', 'source', 'unit', 'kind', 'n', 'attacks', 'terrain', 'radius'];

/**
 * Untrusted JSON → an effect, or a French sentence saying what is wrong. `source` forces the
 * source (a Tactic card played in a turn); `unit` gives the unit when the JSON names none.
 */
export function readEffect(x: unknown, forced?: { source?: EffectSource; unit?: string }): Effect | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'Un effet décrit une carte : son nom, l’unité qui l’a, sa sorte et ses valeurs.';
  const o = x as Record<string, unknown>;
  if (Object.keys(o).some((k) => !KEYS.includes(k))) return 'Un effet porte une donnée que Clairière ne connaît pas.';
  const source = forced?.source ?? o.source;
  if (!(EFFECT_SOURCES as readonly unknown[]).includes(source)) return 'Un effet vient d’une capacité Passive, d’une capacité Réaction ou d’une carte Tactique.';
  if (typeof o.name !== 'string' || !NAME.test(o.name.trim())) return 'Le nom d’une carte compte de 1 à 40 lettres, chiffres, espaces ou signes de ponctuation simples.';
  const unit = o.unit ?? forced?.unit;
  if (typeof unit !== 'string' || !ID.test(unit)) return `L’effet « ${o.name.trim()} » doit nommer l’unité qui a la carte.`;
  const src = source as EffectSource;
  if (!(EFFECT_KINDS as readonly unknown[]).includes(o.kind) || !KINDS_OF[src].includes(o.kind as EffectKind))
    return `L’effet « ${o.name.trim()} » : une ${SOURCE_NAMES[src]} porte sur l’une de ces choses : ${KINDS_OF[src].map((k) => EFFECT_NAMES[k]).join(', ')}.`;
  const kind = o.kind as EffectKind;
  const e: Effect = { name: o.name.trim(), source: src, unit, kind };
  const label = `L’effet « ${e.name} »`;
  if (SIGNED.includes(kind)) {
    if (!isInt(o.n, -9, 9) || o.n === 0) return `${label} ajoute ou retire de 1 à 9 (${EFFECT_NAMES[kind]}).`;
    e.n = o.n;
  } else if (POSITIVE.includes(kind)) {
    if (!isInt(o.n, 1, 9)) return `${label} compte de 1 à 9 ${kind === 'soin' ? 'Santé' : 'dégâts'}.`;
    e.n = o.n;
  } else if (o.n !== undefined) return `${label} ne porte pas de nombre.`;
  if (o.attacks !== undefined) {
    const allowed = kind === 'portee' ? ['distance', 'sort'] : ATTACK_KINDS;
    if (!WITH_ATTACKS.includes(kind) || !Array.isArray(o.attacks) || !o.attacks.length || new Set(o.attacks).size !== o.attacks.length || !o.attacks.every((a) => (allowed as readonly unknown[]).includes(a)))
      return WITH_ATTACKS.includes(kind) ? `${label} vise ${kind === 'portee' ? 'l’Attaque à Distance, le Sort ou les deux' : 'une ou plusieurs attaques (Mêlée, Attaque à Distance, Sort, Baliste), chacune une fois'}.` : `${label} ne vise pas d’attaque en particulier.`;
    e.attacks = o.attacks as AttackKind[];
  }
  if (kind === 'terrain') {
    if (!(IGNORABLE as readonly unknown[]).includes(o.terrain)) return `${label} ignore le surcoût de l’Eau, du Pic, de la Baliste ou de l’escalade.`;
    e.terrain = o.terrain as Effect['terrain'];
  } else if (o.terrain !== undefined) return `${label} ne porte pas sur un terrain.`;
  if (kind === 'zone') {
    if (!isInt(o.radius, 1, 4)) return `${label} atteint les unités à 1, 2, 3 ou 4 cases de la cible principale.`;
    e.radius = o.radius;
  } else if (o.radius !== undefined) return `${label} n’a pas de rayon.`;
  return e;
}

/** The effects of a unit of one kind, and for one attack when given. */
export function effectsOf(effects: readonly Effect[], unit: string, kind: EffectKind, attack?: AttackKind): Effect[] {
  return effects.filter((e) => e.unit === unit && e.kind === kind && (attack === undefined || !e.attacks || e.attacks.includes(attack)));
}

/** « +2 », « −1 » */
export const signedText = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
/** « “Nom” (capacité Passive de g1) » */
export const whose = (e: Effect) => `« ${e.name} » (${SOURCE_NAMES[e.source]} ${e.source === 'tactique' ? 'jouée pour' : 'de'} ${e.unit})`;
export const effectRule = (e: Effect) => SOURCE_RULES[e.source];

const AMOUNT: Partial<Record<EffectKind, (n: number) => string>> = {
  deplacement: (n) => `${signedText(n)} en Déplacement`,
  degats: (n) => `${signedText(n)} ${Math.abs(n) > 1 ? 'dégâts' : 'dégât'}`,
  portee: (n) => `${signedText(n)} de portée`,
  poussee: (n) => `${signedText(n)} ${Math.abs(n) > 1 ? 'dés' : 'dé'} de Poussée`,
  protection: (n) => (n > 0 ? `${countText(n, 'dégât')} de moins subi${n > 1 ? 's' : ''}` : `${countText(-n, 'dégât')} de plus subi${n < -1 ? 's' : ''}`),
};

export interface Bonus {
  n: number;
  reasons: Reason[];
}

/** The sum of a unit's signed effects of one kind (for one attack), each with its reason. */
export function bonus(effects: readonly Effect[], unit: string, kind: 'deplacement' | 'degats' | 'portee' | 'poussee' | 'protection', attack?: AttackKind): Bonus {
  let n = 0;
  const reasons: Reason[] = [];
  for (const e of effectsOf(effects, unit, kind, attack)) {
    n += e.n ?? 0;
    reasons.push(reason(effectRule(e), `${whose(e)} : ${AMOUNT[kind]!(e.n ?? 0)}.`));
  }
  return { n, reasons };
}

/** The extra movement costs a unit ignores (terrain effects). */
export function ignored(effects: readonly Effect[], unit: string): Effect[] {
  return effectsOf(effects, unit, 'terrain');
}

/** The first effect that forbids the Riposte to this attack of `unit`, if any. */
export function noRiposte(effects: readonly Effect[], unit: string, attack: AttackKind): Reason | null {
  const e = effectsOf(effects, unit, 'sans-riposte', attack)[0];
  return e ? reason(effectRule(e), `${whose(e)} : la cible principale de cette attaque ne peut pas Riposter (6.1).`) : null;
}

/** The zones of effect of an attack of `unit`. */
export function zonesOf(effects: readonly Effect[], unit: string, attack: AttackKind): Effect[] {
  return effectsOf(effects, unit, 'zone', attack);
}

/** The Réactions of `unit` that trigger once it has taken damage and stays on the board (1.2.10, 6.2). */
export function reactionsOf(effects: readonly Effect[], unit: string): Effect[] {
  return effects.filter((e) => e.unit === unit && e.source === 'reaction' && (e.kind === 'soin' || e.kind === 'represailles'));
}

/** What the Réactions of `t` will do if an attack of `a` hurts it and it stays on the board (6.2), for an answer's reasons. */
export function reactionNotes(effects: readonly Effect[], a: string, t: string): Reason[] {
  return reactionsOf(effects, t).map((e) =>
    reason(effectRule(e), `${whose(e)} : si ${t} subit des dégâts et reste sur le terrain, ${e.kind === 'soin' ? `elle regagne ${e.n} Santé` : `${a} subit ${countText(e.n!, 'dégât')}`}, avant toute Riposte (6.2).`),
  );
}

/** One French line describing an effect, for the explorer's list. */
export function effectText(e: Effect): string {
  const on = e.attacks ? ` (${e.attacks.map((a) => ATTACK_NAMES[a]).join(', ')})` : '';
  switch (e.kind) {
    case 'terrain':
      return `ignore le surcoût ${e.terrain === 'escalade' ? 'de l’escalade' : `de la case ${IGNORABLE_NAMES[e.terrain!]}`}`;
    case 'zone':
      return `zone d’effet${on} : ${countText(e.n!, 'dégât')} aux ennemis à ${countText(e.radius!, 'case')} au plus de la cible, sans Riposte`;
    case 'sans-riposte':
      return `pas de Riposte${on}`;
    case 'soin':
      return `${e.source === 'reaction' ? 'blessée, elle regagne' : 'regagne'} ${e.n} Santé`;
    case 'represailles':
      return `blessée, elle inflige ${countText(e.n!, 'dégât')} à l’attaquant`;
    default:
      return `${AMOUNT[e.kind]!(e.n!)}${on}`;
  }
}
