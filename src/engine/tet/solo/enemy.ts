/**
 * The Enemy's turn in the Solo Adventure (11.5.12–11.5.19), step by step, like a Rootbotics bot's
 * turn: each step says what the Enemy does, which rule makes it, which candidates the Decision
 * Compass looked at and in what order, and the exact odds of its attack. The Enemy card drawn is a
 * reader input (the book prints none); the other cards still in the pile, if the reader gives them,
 * show the draw's alternatives with their probabilities.
 */
import { frac, fractionText } from '../../core/fraction';
import { reason, type Reason } from '../../core/verdict';
import { bonus } from '../effets';
import { countText } from '../../core/format';
import { CLASS_NAMES } from '../glossary';
import { squareName } from '../grid';
import { type PlacedUnit } from '../validate';
import { withUnitAt, type SoloBoard } from './board';
import { armed, meleeChoice, rangedChoice, resolveAttack, type EnemyAttack, type TargetChoice } from './attack';
import { climbGoal, compassMove, rankTargets, type MoveStep } from './move';
import { COMPASS_FROM, COMPASS_NAMES, ROW_ORDER, type EnemyCard } from './types';

export interface EnemyStep {
  /** the activation step (1 to 5, 11.5.13), or 0 before the activation */
  n: number;
  rule: string;
  title: string;
  reasons: Reason[];
  choice?: TargetChoice;
  draw?: { options: { label: string; probability: string }[]; picked: string };
  path?: MoveStep[];
  attack?: EnemyAttack;
  /** the Enemy unit's square after the step */
  at?: string;
}

export interface EnemyTurn {
  unit: string;
  steps: EnemyStep[];
  /** the square it ends on */
  at: string;
  attack?: EnemyAttack;
  refreshed: boolean;
  /** the Enemy's units with a card under them after the turn (11.5.12.1) */
  activated: string[];
  weakenedRemoved: boolean;
}

export interface EnemyTurnInput {
  enemy: string;
  card: EnemyCard;
  activated: string[];
  deck?: EnemyCard[];
}

const cardLabel = (c: EnemyCard) => (c.unit === 'gauche' ? 'Extrême gauche' : CLASS_NAMES[c.unit]);

/** The Enemy's row of units, left to right (11.5.3.1). */
export const enemyRow = (b: SoloBoard, enemy: string) =>
  b.pos.units.filter((u) => u.owner === enemy).sort((a, z) => ROW_ORDER.indexOf(a.class) - ROW_ORDER.indexOf(z.class));

/** Which unit a card activates (11.5.12.1, 11.5.12.2). */
export function activatedBy(row: readonly PlacedUnit[], card: EnemyCard, done: readonly string[]): { unit: PlacedUnit | null; reason: Reason } {
  const named = card.unit === 'gauche' ? undefined : row.find((u) => u.class === card.unit);
  if (named && !done.includes(named.id)) return { unit: named, reason: reason('11.5.12.1', `La carte désigne ${named.class === 'bete' ? 'la' : 'le'} ${CLASS_NAMES[named.class]} : ${named.id} est activée.`) };
  const left = row.find((u) => !done.includes(u.id)) ?? null;
  const why = card.unit === 'gauche' ? 'La carte indique « Extrême gauche »' : named ? `${named.id} (${CLASS_NAMES[named.class]}) a déjà été activée` : `L’Ennemi n’a pas de ${CLASS_NAMES[card.unit]} sur le terrain (lecture de Clairière : comme une unité déjà activée)`;
  return { unit: left, reason: reason('11.5.12.2', left ? `${why} : l’unité non activée la plus à gauche de la rangée, ${left.id} (${CLASS_NAMES[left.class]}), est activée.` : `${why}, et aucune unité ne reste à activer.`) };
}

function drawStep(row: readonly PlacedUnit[], input: EnemyTurnInput, done: readonly string[]): EnemyStep {
  const reasons = [reason('11.5.12.1', `Carte Ennemi piochée : ${cardLabel(input.card)}, Boussole vers ${COMPASS_NAMES[input.card.compass] === 'Est' || COMPASS_NAMES[input.card.compass] === 'Ouest' ? 'l’' : 'le '}${COMPASS_NAMES[input.card.compass]}${bonusText(input.card)}.`)];
  const step: EnemyStep = { n: 0, rule: '11.5.12.1', title: 'Piocher une carte Ennemi', reasons };
  if (input.deck) {
    const all = [input.card, ...input.deck];
    const counts = new Map<string, number>();
    for (const c of all) {
      const u = activatedBy(row, c, done).unit;
      const label = u ? `${u.id} (${CLASS_NAMES[u.class]})` : 'aucune unité';
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    step.draw = {
      options: [...counts].map(([label, k]) => ({ label, probability: fractionText(frac(k, all.length)) })),
      picked: (() => {
        const u = activatedBy(row, input.card, done).unit;
        return u ? `${u.id} (${CLASS_NAMES[u.class]})` : 'aucune unité';
      })(),
    };
    reasons.push(reason('11.5.12.1', `Le paquet comptait ${countText(all.length, 'carte')}, chacune aussi probable : chaque unité a autant de chances d’être activée que de cartes qui la désignent.`));
  }
  return step;
}

const bonusText = (c: EnemyCard) => {
  const b = c.bonus ?? {};
  const parts = [b.damage ? `+${countText(b.damage, 'dégât')}` : '', b.move ? `+${countText(b.move, 'point')} de déplacement` : '', b.climber ? 'Grimpeur' : ''].filter(Boolean);
  return parts.length ? `, bonus ${parts.join(', ')}` : ', sans bonus';
};

/** Steps 1 and 2 (and 4 and 5): the first attack the unit can make, or null (11.5.13.1, 11.5.13.2). */
function tryAttack(b: SoloBoard, u: PlacedUnit, card: EnemyCard, n: number, steps: EnemyStep[]): EnemyAttack | null {
  const melee = n === 1 || n === 4;
  const rule = melee ? (n === 1 ? '11.5.13.1' : '11.5.13.4') : n === 2 ? '11.5.13.2' : '11.5.13.5';
  const title = melee ? 'Vérifier les Attaques de Mêlée' : 'Vérifier les Attaques à Distance et les Sorts';
  const at = squareName(u.x, u.y);
  if (melee) {
    const c = meleeChoice(b, u, card.compass);
    if (!c) {
      steps.push({ n, rule, title, reasons: [reason('11.5.13.1', `Aucune de vos unités n’est adjacente à ${u.id} (${at}) au même niveau : pas d’Attaque de Mêlée.`)], at });
      return null;
    }
    const t = b.pos.byId.get(c.picked)!;
    const reasons = [reason('11.5.13.1', c.order.length > 1 ? `Plusieurs cibles adjacentes : la Boussole part ${COMPASS_FROM[card.compass]} et tourne dans le sens des aiguilles d’une montre ; la première trouvée est ${t.id}.` : `${t.id} est adjacente : ${u.id} l’attaque en mêlée.`)];
    const r = resolveAttack(b, u, t, 'melee');
    steps.push({ n, rule, title, reasons: [...reasons, ...r.reasons], choice: c, attack: r.attack, at });
    return r.attack;
  }
  if (!u.ranged && !u.spell) {
    steps.push({ n, rule, title, reasons: [reason('11.5.13.2', `${u.id} n’a ni Attaque à Distance ni Sort sur sa carte.`)], at });
    return null;
  }
  const c = rangedChoice(b, u, card.compass);
  if (!c) {
    const inside = b.inside.size ? ' Les unités dans un donjon ne peuvent pas être visées.' : '';
    steps.push({ n, rule, title, reasons: [reason('11.5.13.2', `Aucune de vos unités n’est à portée de ${u.id} (${at}).${inside}`)], at });
    return null;
  }
  const t = b.pos.byId.get(c.choice.picked)!;
  const reasons = [reason('11.5.13.2', c.choice.order.length > 1 ? `Plusieurs cibles à portée : la Boussole balaie à partir ${COMPASS_FROM[card.compass]}, dans le sens des aiguilles d’une montre ; la première rencontrée est ${t.id} (lecture de Clairière : l’angle compté depuis la flèche ; à angle égal, la plus proche d’abord).` : `${t.id} est à portée : ${u.id} ${c.kind === 'sort' ? 'lui lance un Sort' : 'lui tire dessus'}.`)];
  const r = resolveAttack(b, u, t, c.kind);
  steps.push({ n, rule, title, reasons: [...reasons, ...r.reasons], choice: c.choice, attack: r.attack, at });
  return r.attack;
}

/** Step 3: choose a target and move toward it by the compass (11.5.13.3, 11.5.17–11.5.19). */
function moveStep(b: SoloBoard, u: PlacedUnit, card: EnemyCard, steps: EnemyStep[]): PlacedUnit {
  const rule = '11.5.13.3';
  const title = 'Se déplacer';
  // its abilities described by the reader (effets.ts) count as for any unit
  const fx = bonus(b.pos.effects, u.id, 'deplacement');
  const points = Math.max(0, u.move + fx.n) + (card.bonus?.move ?? 0);
  const reasons: Reason[] = [...fx.reasons, reason('4.2.1', `${u.id} a ${countText(u.move, 'point')} de déplacement sur sa carte${fx.n ? `, ${fx.n > 0 ? '+' : '−'}${Math.abs(fx.n)} par ses capacités` : ''}${card.bonus?.move ? `, +${card.bonus.move} par le bonus de la carte (11.5.15)` : ''} : ${countText(points, 'point')}.`)];
  const ranked = rankTargets(b, u, card.compass);
  const at = squareName(u.x, u.y);
  if (!ranked.length) {
    reasons.push(b.inside.size ? reason('11.5.18', 'Toutes vos unités sont dans des donjons : l’unité ennemie ne se déplace pas.') : reason('11.5.13.3', 'Aucune de vos unités sur le terrain : pas de cible.'));
    steps.push({ n: 3, rule: b.inside.size ? '11.5.18' : rule, title, reasons, at });
    return u;
  }
  const order = ranked.map((r) => ({ id: r.unit.id, square: squareName(r.unit.x, r.unit.y), note: countText(r.distance, 'case') }));
  if (card.bonus?.climber) {
    const g = climbGoal(b, u, card.compass);
    if (g) {
      reasons.push(reason('11.5.19', `Carte « Grimpeur » : ${u.id} se dirige vers la case plus haute la plus proche, ${squareName(g.x, g.y)} (niveau ${b.pos.squares[g.index]!.level}), égalités départagées par la Boussole.`));
      return finishMove(steps, b, u, g, card, points, reasons, { n: 3, rule: '11.5.19', title, reasons });
    }
    reasons.push(reason('11.5.19', `Carte « Grimpeur », mais aucune case plus haute : ${u.id} se dirige vers la plus proche de vos unités, ${ranked[0]!.unit.id}.`));
    return finishMove(steps, b, u, ranked[0]!.unit, card, points, reasons, { n: 3, rule: '11.5.19', title, reasons, choice: { picked: ranked[0]!.unit.id, order } });
  }
  reasons.push(reason('11.5.13.3', `Vos unités, de la plus proche à la plus lointaine (cases comptées orthogonalement, sans tenir compte du terrain ; à distance égale, ordre de la Boussole) : ${order.map((o) => `${o.id} à ${o.note}`).join(', ')}.`));
  const weak = u.weakened ? ' (Affaiblie, elle n’attaquera pas ; lecture de Clairière : elle choisit sa cible comme si elle le pouvait)' : '';
  for (const r of ranked) {
    const m = compassMove(b, u, r.unit, card.compass, points);
    const moved: PlacedUnit = { ...u, x: m.end % b.pos.width, y: Math.floor(m.end / b.pos.width), index: m.end };
    if (meleeChoice(b, moved, card.compass) || rangedChoice(b, moved, card.compass)) {
      reasons.push(reason('11.5.13.3', `Vers ${r.unit.id}, elle atteint ${squareName(moved.x, moved.y)}, d’où elle pourra attaquer aux étapes 4 et 5 : ${r.unit.id} est sa cible${weak}.`));
      return finishMove(steps, b, u, r.unit, card, points, reasons, { n: 3, rule, title, reasons, choice: { picked: r.unit.id, order } });
    }
    reasons.push(reason('11.5.13.3', `Vers ${r.unit.id}, elle n’atteindrait aucune case d’où attaquer : on regarde l’unité suivante.`));
  }
  reasons.push(reason('11.5.13.3', `Aucune attaque possible, quelle que soit la cible : ${u.id} se dirige vers la plus proche, ${ranked[0]!.unit.id}.`));
  return finishMove(steps, b, u, ranked[0]!.unit, card, points, reasons, { n: 3, rule, title, reasons, choice: { picked: ranked[0]!.unit.id, order } });
}

function finishMove(steps: EnemyStep[], b: SoloBoard, u: PlacedUnit, goal: { x: number; y: number }, card: EnemyCard, points: number, reasons: Reason[], step: EnemyStep): PlacedUnit {
  const m = compassMove(b, u, goal, card.compass, points);
  reasons.push(...m.reasons);
  const moved: PlacedUnit = { ...u, x: m.end % b.pos.width, y: Math.floor(m.end / b.pos.width), index: m.end };
  step.path = m.path;
  step.at = squareName(moved.x, moved.y);
  steps.push(step);
  return moved;
}

/** The Enemy's whole turn. */
export function enemyTurn(board: SoloBoard, input: EnemyTurnInput): { ok: true; turn: EnemyTurn } | { ok: false; reasons: Reason[] } {
  let b = board;
  const row = enemyRow(b, input.enemy);
  if (!row.length) return { ok: false, reasons: [reason('11.5.12.1', 'L’Ennemi n’a aucune unité sur le terrain : il n’y a rien à activer.')] };
  const steps: EnemyStep[] = [];
  let done = input.activated.filter((id) => row.some((u) => u.id === id));
  const refreshed = row.every((u) => done.includes(u.id));
  if (refreshed) {
    steps.push({ n: 0, rule: '11.5.12.3', title: 'Refaire le paquet Ennemi', reasons: [reason('11.5.12.3', 'Chaque unité ennemie a déjà une carte sous elle : toutes les cartes Ennemi, défausse comprise, sont mélangées en un nouveau paquet.')] });
    done = [];
  }
  steps.push(drawStep(row, input, done));
  const act = activatedBy(row, input.card, done);
  steps.push({ n: 0, rule: act.reason.rule, title: 'Activer une unité', reasons: [act.reason, reason('11.5.12.1', 'La carte est glissée sous la carte Unité de l’unité activée.')] });
  if (!act.unit) return { ok: false, reasons: act.reason ? [act.reason] : [] };
  const bonus = input.card.bonus?.damage ?? 0;
  let u = armed(act.unit, bonus);
  if (bonus) steps[steps.length - 1]!.reasons.push(reason('11.5.15', `Bonus de la carte : +${countText(bonus, 'dégât')} à son attaque.`));
  let attack = tryAttack(b, u, input.card, 1, steps) ?? tryAttack(b, u, input.card, 2, steps);
  if (!attack) {
    u = moveStep(b, u, input.card, steps);
    b = withUnitAt(b, u.id, squareName(u.x, u.y));
    if (u.weakened) steps.push({ n: 4, rule: '11.5.14', title: 'Unité Affaiblie', reasons: [reason('11.5.14', `${u.id} est Affaiblie : elle s’arrête après l’étape 3, sans les étapes 4 et 5.`)], at: squareName(u.x, u.y) });
    else attack = tryAttack(b, u, input.card, 4, steps) ?? tryAttack(b, u, input.card, 5, steps);
  }
  const end: Reason[] = [reason('11.5.13', attack ? `${u.id} a attaqué : son tour s’arrête.` : `${u.id} n’a plus rien à faire : son tour s’arrête.`)];
  if (u.weakened) end.push(reason('11.5.14', `Fin du tour : le pion Affaibli de ${u.id} est retiré.`));
  steps.push({ n: 6, rule: '11.5.13', title: 'Fin du tour', reasons: end, at: squareName(u.x, u.y) });
  const turn: EnemyTurn = { unit: u.id, steps, at: squareName(u.x, u.y), refreshed, activated: [...done, u.id], weakenedRemoved: !!u.weakened };
  if (attack) turn.attack = attack;
  return { ok: true, turn };
}
