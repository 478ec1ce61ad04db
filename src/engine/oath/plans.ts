/**
 * What the cards do to a battle's pools (5.5.3, 7.1.4, 7.5): the persistent powers in play, then
 * the Plans de Bataille of the attacker and of the defender, as the effect primitives of cards.ts.
 * Every card used gives its reason with its rule; anything illegal gives a problem.
 *
 * One computation for every battle: a Campagne on the Mappemonde (pools.ts builds the pools from
 * the position, then hands them here) and dice given directly with no map (duel.ts). What a card
 * reads of the board (a Bannière held, a Relic held, the pawns together, the targeted sites) comes
 * from `CardContext.board`; with no map there is none, and each such fact is then given by the
 * reader like the facts a position cannot tell (`when`, `n`), assumed when not given, and said.
 *
 * `applyCards` is pure: it works on its own copy of the pools it is given. The pools and their
 * types are in plan-pools.ts, the tables of what each primitive does in plan-effects.ts; this
 * module runs them in the order of 5.5.3 (re-exporting both, so callers import from here).
 */
import { frenchTypography } from '../core/format';
import { problem, reason, type Problem, type Reason } from '../core/verdict';
import { CAMPAIGN_CARDS, cardById, costsSecrets, isFree, byPositionById, type CampaignCard, type Cost } from './cards';
import type { RelicId } from './relics';
import { addCost, costText, effectsOf, sideName, type CardContext, type CardPools, type CardUses, type Losses, type PlanUse, type Side } from './plan-pools';
import { POWER_EFFECTS, applyEffect, condition, startState, type CardState, type PowerEffect } from './plan-effects';

export * from './plan-pools';
export { JINX_POLICY, spoilText } from './plan-effects';

/** 7.1.4: the persistent powers in play that act before the Plans (dice, sacrifice, rerolls, placing). */
function applyPowers(s: CardState) {
  for (const p of s.ctx.powers) {
    const side = p.use.side;
    for (const e of effectsOf(p)) {
      if (!condition(s, e.when, side, p.use, p.card)) continue;
      const rule = POWER_EFFECTS[e.kind] as PowerEffect<typeof e.kind> | undefined;
      if (rule && (!rule.side || rule.side === side)) rule.apply(s, e as never, p);
    }
  }
}

/** Why a power in play forbids this Plan to this side (7.1.4), or null. */
function forbidden(s: CardState, side: Side, card: CampaignCard): string | null {
  for (const p of s.ctx.powers) {
    for (const e of effectsOf(p)) {
      if (e.kind === 'forbidPlansIfTargeting' && side === 'attacker' && condition(s, e.when, p.use.side, p.use, p.card)) return `${p.card.name} : qui cible son site ne peut utiliser aucun Plan de Bataille`;
      if (e.kind !== 'forbidPlans' || p.use.side === side) continue;
      const f = e.filter;
      // the cost counts the secret another power adds (Gleaming Armor): Leder Games' ruling on Spell Breaker (rulings.ts)
      if (f === 'secretCost' && (costsSecrets(card.cost) || extraCost(s, side).some(costsSecrets)))
        return `${p.card.name} : pas de pouvoir qui coûte des secrets contre ${sideName(p.use.side)}${costsSecrets(card.cost) ? '' : ' (le secret qu’ajoute un autre pouvoir compte)'}`;
      if (f && typeof f === 'object' && card.suit && f.suits.includes(card.suit)) return `${p.card.name} : pas de Plan ${f.suits.join(' ou ')} contre ${sideName(p.use.side)}`;
      if (f === 'adviserSuits' && card.suit && (p.use.suits ?? []).includes(card.suit)) return `${p.card.name} : pas de Plan du Clan d’un Conseiller de ${sideName(p.use.side)}`;
    }
  }
  return null;
}

/** The extra costs the other side's powers add to each Plan (Gleaming Armor, Insect Swarm). */
const extraCost = (s: CardState, side: Side): Cost[] =>
  s.ctx.powers.filter((p) => p.use.side !== side).flatMap((p) => effectsOf(p).flatMap((e) => (e.kind === 'extraPlanCost' ? [e.cost] : [])));

/**
 * 5.5.3 and 7.5: whether this side may use this Plan. Returns the card when it may; otherwise says
 * why (a problem when the declaration is illegal, a reason when the Plan is simply not used).
 */
function admitPlan(s: CardState, side: Side, use: PlanUse, seen: Set<string>): CampaignCard | null {
  const board = s.ctx.board;
  const bp = byPositionById(use.card);
  if (bp) {
    s.reasons.push(reason('7.5', `${bp.name} n’est pas un Plan de Bataille : il agit par la position (${bp.how}).`));
    return null;
  }
  const card = cardById(use.card);
  const refuse = (rule: string, text: string, field = `plans.${side}`) => (s.problems.push(problem(rule, text, field)), null);
  if (!card || card.kind === 'persistent') return refuse('format', card ? `${card.name} est un pouvoir persistant, pas un Plan de Bataille.` : 'Un Plan de Bataille est une carte inconnue.');
  if (seen.has(card.id)) return refuse('7.5.3', `${card.name} : un Plan de Bataille ne sert qu’une fois par Campagne.`);
  seen.add(card.id);
  if (card.kind === 'action' && side !== 'attacker') return refuse('7.5', `${card.name} lance une Campagne : c’est l’attaquant qui l’utilise.`);
  if (card.side && card.side !== 'either' && card.side !== side) return refuse('7.5', `${card.name} est un Plan de Bataille ${card.side === 'attacker' ? 'd’attaquant' : 'de défenseur'}.`);
  if (side === 'defender' && s.ctx.bandits && !isFree(card.cost)) return refuse('5.5.3', `Les Bandits n’utilisent que les Plans de Bataille sans coût ; ${card.name} coûte (${costText(card.cost)}).`, 'plans.defender');
  if (card.type === 'relic' && board && !board.holdsRelic(side, card.id as RelicId)) return refuse('7.5.1', `${card.name} : on n’utilise que les Plans de Bataille de Reliques que son camp détient.`);
  if (side === 'defender' && s.specialist) {
    s.reasons.push(reason('7.5', `${card.name} n’est pas utilisé : Spécialiste interdit au défenseur tout Plan de Bataille.`));
    return null;
  }
  const why = forbidden(s, side, card);
  if (why) {
    s.reasons.push(reason('7.1.4', `${card.name} n’est pas utilisé (${why}).`));
    return null;
  }
  return card;
}

/** 5.5.3: one side's Plans de Bataille, in the order given: admitted, paid, applied, said. */
function applyPlans(s: CardState, side: Side, list: readonly PlanUse[]) {
  const seen = new Set<string>();
  const exclusive = list.find((u) => cardById(u.card)?.[side]?.some((e) => e.kind === 'noOtherPlans'));
  if (exclusive && list.length > 1) s.problems.push(problem('7.5', `${cardById(exclusive.card)!.name} : aucun autre Plan de Bataille avec celui-ci.`, `plans.${side}`));
  for (const use of list) {
    if (s.pools.autoWin) return;
    const card = admitPlan(s, side, use, seen);
    if (!card) continue;
    const extra = extraCost(s, side);
    addCost(s.pools.costs[side], card.cost);
    for (const c of extra) addCost(s.pools.costs[side], c);
    s.pools.plans[side].push(card.id);
    const effects = card.choices ? (card.choices[use.choice ?? 0] ?? card.choices[0]!)[side] : (card[side] ?? []);
    const said: string[] = [];
    for (const e of effects) {
      const r = applyEffect(s, side, e, use, card);
      if (r) said.push(r);
    }
    const costNote = isFree(card.cost) && !extra.length ? '' : ` (coût : ${[costText(card.cost), ...extra.map(costText)].filter((t) => t !== 'gratuit').join(', ') || 'gratuit'})`;
    s.reasons.push(reason('5.5.3', `${side === 'attacker' ? 'L’attaquant' : 'Le défenseur'} utilise ${card.name}${costNote} : ${said.length ? said.join(' ; ') : 'sans effet ici'}.`));
  }
}

/** Wild Mounts: the Nomad Plans its side would discard may go for one Beast card instead (a line after the battle). */
function wildMounts(s: CardState) {
  for (const side of ['attacker', 'defender'] as Side[]) {
    const name = s.wildMounts[side];
    if (!name) continue;
    const nomad = s.pools.after.filter((a) => a.side === side && a.text.startsWith('défausse cette carte') && CAMPAIGN_CARDS.find((c) => c.name === a.card)?.suit === 'Nomad').map((a) => a.card);
    const text = nomad.length ? `au lieu de défausser ${nomad.join(', ')}, peut défausser une seule carte Beast qu’il contrôle` : 'aucun Plan Nomad à défausser : sans effet';
    s.pools.after.push({ side, card: name, on: 'end', text: frenchTypography(text) });
  }
}

/** The pools once every card has acted: the state written back. */
function finish(s: CardState, base: CardPools): CardPools {
  wildMounts(s);
  const p = s.pools;
  const lossesOf = (x: Side): Losses => (s.lossFlags[x].none ? 'none' : s.lossFlags[x].all ? 'all' : p.losses[x]);
  p.losses = { attacker: lossesOf('attacker'), defender: lossesOf('defender') };
  p.attackDice = s.A;
  p.defenseDice = s.D;
  p.force = s.force;
  p.forceStart = base.forceStart + s.extraForce;
  p.defendingWarbands = s.W;
  p.defenderKilledBefore = s.defenderKilledBefore;
  p.ignoreAttack = { ...(s.ignoreA.faces.size ? { faces: [...s.ignoreA.faces] } : {}), ...(s.ignoreA.skulls ? { skulls: true } : {}) };
  p.ignoreDefense = s.ignoreD.size ? { faces: [...s.ignoreD] } : {};
  return p;
}

/**
 * Applies the persistent powers in play, then the attacker's Plans, then the defender's (5.5.3),
 * to a copy of `base`. Returns the pools after the cards, the reasons of each card and the
 * problems (an unknown card, a Plan used twice, a Plan of the wrong side…).
 */
export function applyCards(base: CardPools, ctx: CardContext, uses: CardUses): { pools: CardPools; reasons: Reason[]; problems: Problem[] } {
  const s = startState(base, ctx);
  applyPowers(s);
  applyPlans(s, 'attacker', uses.attacker ?? []);
  if (!s.pools.autoWin) applyPlans(s, 'defender', uses.defender ?? []);
  else if (uses.defender?.length) s.reasons.push(reason('5.5.3', 'L’attaquant a gagné aussitôt : le défenseur n’utilise pas ses Plans de Bataille.'));
  return { pools: finish(s, base), reasons: s.reasons, problems: s.problems };
}
