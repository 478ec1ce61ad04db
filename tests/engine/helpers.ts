import { decodeSetup, validate, type Setup } from '../../src/engine/root/index';

/** A valid setup from its notation (fails the test if the notation or the position is wrong). */
export function S(notation: string): Setup {
  const d = decodeSetup(notation);
  if (!d.ok) throw new Error(`notation illisible ${notation}: ${JSON.stringify(d.problems)}`);
  const v = validate(d.setup);
  if (!v.ok) throw new Error(`position invalide ${notation}: ${JSON.stringify(v.problems)}`);
  return v.setup;
}

export const rulesOf = (rs: { rule: string }[]) => rs.map((r) => r.rule);
