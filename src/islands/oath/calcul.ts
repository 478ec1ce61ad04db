/**
 * The Oath explorers' computations, as plain functions of what the reader set: the same on the
 * page's thread and in the Web Worker (calcul.worker.ts). `travail` says, from the pools alone
 * (odds.ts `battleWork`), whether an answer may take over 50 ms: then it runs in the worker.
 */
import { bestPool, campaign, resolveRoll, type BestPool, type CampaignAnswer, type RollResolution } from '~/engine/oath/campaign';
import { bestDice, diceBattle, dicePools, type DiceAnswer } from '~/engine/oath/duel';
import { battleWork, SYNC_WORK_LIMIT } from '~/engine/oath/odds';
import { buildPools } from '~/engine/oath/pools';
import type { CampaignQuestion, DiceQuestion } from '~/engine/oath/situation';
import type { Setup } from '~/engine/oath/setup';
import type { Problem } from '~/engine/core/verdict';

export type CalculCampagne = { ok: true; answer: CampaignAnswer; best?: BestPool; bestKeeping?: BestPool; roll?: RollResolution } | { ok: false; problems: Problem[] };
export type CalculDes = { ok: true; answer: DiceAnswer; best?: BestPool } | { ok: false; problems: Problem[] };

/** What a worker is asked: one question, of one explorer. */
export type Demande = { kind: 'campagne'; setup: Setup; q: CampaignQuestion } | { kind: 'des'; q: DiceQuestion };

const PROBLEME = (text: string): { ok: false; problems: Problem[] } => ({ ok: false, problems: [{ rule: 'format', text }] });

export function calculCampagne(setup: Setup, q: CampaignQuestion): CalculCampagne {
  try {
    const { kind: _k, keep: _keep, roll: _roll, ...p } = q;
    void _k;
    void _keep;
    void _roll;
    const r = campaign(setup, p);
    if (!r.ok) return { ok: false, problems: r.problems };
    const b = bestPool(setup, p);
    const keep = q.keep ?? 0;
    const bk = keep > 0 ? bestPool(setup, p, keep) : undefined;
    const roll = q.roll ? resolveRoll(setup, p, q.roll) : undefined;
    return { ok: true, answer: r, best: b.ok ? b.best : undefined, bestKeeping: bk?.ok ? bk.best : undefined, roll };
  } catch {
    return PROBLEME('Cette position ne peut pas être évaluée.');
  }
}

export function calculDes(q: DiceQuestion): CalculDes {
  try {
    const { kind: _k, ...d } = q;
    void _k;
    const answer = diceBattle(d);
    if (!answer.ok) return { ok: false, problems: answer.problems };
    const keep = typeof d.sacrifice === 'object' ? d.sacrifice.keep : 0;
    const best = bestDice(d, keep);
    return { ok: true, answer, best: best.ok ? best.best : undefined };
  } catch {
    return PROBLEME('Ces dés ne peuvent pas être évalués.');
  }
}

export function calcule(d: Demande): CalculCampagne | CalculDes {
  return d.kind === 'campagne' ? calculCampagne(d.setup, d.q) : calculDes(d.q);
}

/**
 * The work of a question, from its pools (cheap to build); 0 when they cannot be built (the
 * answer is then a refusal, computed at once). Above `SYNC_WORK_LIMIT`, off the page's thread.
 */
export function travail(d: Demande): number {
  try {
    if (d.kind === 'des') {
      const { kind: _k, ...p } = d.q;
      void _k;
      const b = dicePools(p);
      return b.ok ? battleWork({ attackDice: b.pools.attackDice, defenseDice: b.pools.defenseDice, force: b.pools.force, searches: 1 }) : 0;
    }
    const { kind: _k, keep, roll: _roll, ...p } = d.q;
    void _k;
    void _roll;
    const b = buildPools(d.setup, { ...p, dice: undefined });
    if (!b.ok) return 0;
    const searches = 1 + ((keep ?? 0) > 0 ? 1 : 0);
    return battleWork({ attackDice: Math.max(b.pools.attackDice, b.pools.board), defenseDice: b.pools.defenseDice, force: b.pools.force, searches });
  } catch {
    return 0;
  }
}

/** Whether a question is answered on the page's thread (small) or in the worker (may take over 50 ms). */
export const surPlace = (d: Demande) => travail(d) <= SYNC_WORK_LIMIT;
