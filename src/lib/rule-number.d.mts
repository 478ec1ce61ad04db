export declare const RULE_NUMBER: RegExp;
export declare const RULE_HEADING: RegExp;
export declare function ruleDepth(n: string): number;
export declare function numberingGaps(numbers: string[]): string[];
