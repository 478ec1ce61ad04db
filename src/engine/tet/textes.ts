/**
 * Reasons built from templates typeset once (issue 25, point 9). A template is French text with
 * numbered holes « {0} », « {1} »; `frenchTypography` runs on the template when the module loads,
 * never on each filled text, so the hundreds of refusals of a big grid (one per square) neither
 * pay for it again nor crowd out the typography memo. What fills a hole — a square's name, a
 * unit's id, a number, a `countText` — carries no sign that typography would change.
 */
import { frenchTypography } from '../core/format';
import type { Reason } from '../core/verdict';

export type Filler = (...values: (string | number)[]) => Reason;

export function template(rule: string, model: string): Filler {
  const parts = frenchTypography(model).split(/\{(\d)\}/);
  return (...values) => {
    let text = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) text += String(values[Number(parts[i])]) + parts[i + 1]!;
    return { rule, text };
  };
}
