/**
 * Reasons in the Root engine: the kernel's verdicts (core/verdict.ts) and French typography
 * (core/format.ts), named here for Root's modules.
 *
 * In Root, `rule` is a rule number of the Law of Root ("4.2.1", "9.2.9.III.b", "C.2.5"…) or of the
 * Laws of Rootbotics prefixed with "R" ("R5.2.1"); structural problems use the pseudo-rule "format".
 */
export { FORMAT, problem, reason, type Problem, type Reason, type Verdict } from '../core/verdict';
export { NBSP, frenchTypography } from '../core/format';
