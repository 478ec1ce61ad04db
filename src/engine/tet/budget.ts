/**
 * The action budget of a turn (3.2.2, 4.1, 4.6.1, 4.6.4, 11.2.4): for a planned list of unit
 * actions, whether it is legal, which units end Weakened, and why.
 */
import { reason, type Reason } from '../core/verdict';
import { ACTION_NAMES, type ActionKind } from './glossary';
import { parseSquare } from './grid';
import type { Position } from './validate';

export interface PlannedAction {
  unit: string;
  action: ActionKind;
  /** a Déplacement's destination (to know whether it ends on a Baliste, 4.6.1) */
  to?: string;
  /** a Sort that deals no damage is not an attack (FAQ, 4.1.3) */
  heal?: boolean;
}

export interface TurnPlan {
  player: string;
  actions: PlannedAction[];
  /** Weakened units whose owner pays 2 Santé at the start of the turn to act (4.1.9) */
  pay?: string[];
}

export interface BudgetAnswer {
  ok: boolean;
  reasons: Reason[];
  /** per action: allowed or not, and why */
  steps: { action: PlannedAction; ok: boolean; reasons: Reason[] }[];
  /** units that become Weakened this turn and keep it (4.1.3, 4.1.8); the others lose theirs at the end of the turn (3.2.3, 4.1.10) */
  weakened: string[];
}

const isAttack = (a: PlannedAction) => a.action === 'melee' || a.action === 'distance' || a.action === 'baliste' || (a.action === 'sort' && !a.heal);

export function checkTurn(pos: Position, plan: TurnPlan): BudgetAnswer {
  const reasons: Reason[] = [];
  const own = pos.units.filter((u) => u.owner === plan.player);
  const n = own.length;
  const steps: BudgetAnswer['steps'] = [];
  const done = new Map<string, PlannedAction[]>();
  const weakened = new Set(own.filter((u) => u.weakened).map((u) => u.id));
  const endWeak = new Set<string>();
  if (n === 2) reasons.push(reason('4.1.5', `${plan.player} n’a plus que deux unités : une seconde action ne les Affaiblit plus, mais chacune reste limitée à deux actions.`));
  if (n === 1) reasons.push(reason('4.1.6', `${plan.player} n’a plus qu’une unité : elle peut faire les trois actions, même répétées, sans jamais être Affaiblie.`));
  const payProblems: Reason[] = [];
  for (const id of plan.pay ?? []) {
    const u = pos.byId.get(id);
    if (!u || u.owner !== plan.player || !u.weakened) payProblems.push(reason('4.1.9', `${id} n’est pas une unité Affaiblie de ${plan.player} : rien à payer.`));
    else if (u.health <= 2) payProblems.push(reason('4.1.9', `${id} n’a que ${u.health} Santé : il en faut plus de 2 pour payer son pion Affaibli.`));
    else {
      weakened.delete(id);
      reasons.push(reason('4.1.9', `${id} perd 2 Santé pour retirer son pion Affaibli et peut agir.`));
    }
  }
  if (n <= 2) weakened.clear();
  plan.actions.forEach((a, k) => {
    const rs: Reason[] = [];
    let bad = false;
    const refuse = (rule: string, text: string) => {
      bad = true;
      rs.push(reason(rule, text));
    };
    const u = pos.byId.get(a.unit);
    const name = ACTION_NAMES[a.action] ?? String(a.action);
    if (k >= 3) refuse('3.2.2', `Action ${k + 1} : on dispose de 3 actions par tour, pas plus.`);
    if (!u) refuse('format', `Aucune unité « ${String(a.unit).slice(0, 12)} ».`);
    else if (u.owner !== plan.player) refuse(pos.teamOf(u.owner) === pos.teamOf(plan.player) ? '11.2.4' : '4.1', `${u.id} appartient à ${u.owner} : ${plan.player} ne la fait pas agir.`);
    else {
      const before = done.get(u.id) ?? [];
      if (weakened.has(u.id)) refuse('4.1.7', `${u.id} est Affaiblie : elle ne peut pas agir pendant ce tour${n > 2 ? ' (sauf à payer 2 Santé au début du tour, 4.1.9)' : ''}.`);
      else if (n === 1) {
        if (before.length >= 3) refuse('4.1.6', `${u.id} a déjà fait trois actions.`);
        else rs.push(reason('4.1.6', `${u.id}, seule unité en jeu : action ${before.length + 1} sur 3, même répétée, sans être Affaiblie.`));
      } else if (before.length >= 2) refuse(n === 2 ? '4.1.5' : '4.1.3', `${u.id} a déjà fait deux actions : c’est le maximum.`);
      else if (before.length === 1) {
        const first = before[0]!;
        if (first.action === a.action) refuse('4.1.4', `${u.id} a déjà fait « ${name} » : jamais deux fois la même action dans un tour.`);
        else if (isAttack(first) && isAttack(a)) refuse('4.1.3', `${u.id} a déjà attaqué : une unité n’attaque pas deux fois dans un tour (un Sort de soin n’est pas une attaque).`);
      }
      if (a.action === 'baliste' && !bad) {
        const startsOn = pos.squares[u.index]!.terrain === 'baliste';
        const last = before[before.length - 1];
        const p = last?.action === 'deplacement' && last.to ? parseSquare(last.to, pos.width, pos.height) : null;
        const movedOnto = p ? pos.squares[p.y * pos.width + p.x]!.terrain === 'baliste' : false;
        const leftIt = before.some((b) => b.action === 'deplacement');
        if (movedOnto) rs.push(reason('4.6.1', `${u.id} vient de se déplacer sur la Baliste ${last!.to} : elle peut tirer.`));
        else if (startsOn && !leftIt) rs.push(reason('4.6.4', `${u.id} a commencé son tour sur la Baliste : elle peut tirer.`));
        else if (startsOn) refuse('4.6.4', `${u.id} a quitté la Baliste : elle n’y revient pas ce tour-ci.`);
        else refuse('4.6.1', `${u.id} n’est pas sur une Baliste (il faut s’y être déplacée juste avant, ou y avoir commencé le tour).`);
      }
      if (!bad) {
        if (before.length === 0 && n > 1) rs.push(reason('4.1.2', `${u.id} : première action, sans conséquence.`));
        else if (before.length === 1 && n > 2) {
          endWeak.add(u.id);
          rs.push(reason('4.1.3', `${u.id} : seconde action, différente de la première ; elle devient Affaiblie.`));
        } else if (before.length === 1 && n === 2) rs.push(reason('4.1.5', `${u.id} : seconde action, sans être Affaiblie.`));
        done.set(u.id, [...before, a]);
      }
    }
    steps.push({ action: a, ok: !bad, reasons: rs });
  });
  const payBad = payProblems.length > 0;
  reasons.push(...payProblems);
  const ok = steps.every((s) => s.ok) && !payBad;
  if (ok) reasons.push(reason('3.2.2', `Tour légal : ${plan.actions.length} action${plan.actions.length > 1 ? 's' : ''} sur 3.`));
  return { ok, reasons, steps, weakened: [...endWeak] };
}
