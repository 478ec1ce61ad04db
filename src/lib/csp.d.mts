import type { AstroUserConfig, CspHash } from 'astro';

type Csp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export declare const CSP_DIRECTIVES: NonNullable<Csp['directives']>;
export declare const INLINE_SCRIPT_HASHES: CspHash[];
