/**
 * Public API of the Root engine. Islands may import subpaths instead (e.g. `~/engine/root/control`)
 * to pull only what they use.
 */
export * from './reasons';
export * from './factions';
export * from './nomads';
export * from './maps';
export * from './glossary';
export * from './setup';
export * from './pieces';
export * from './validate';
export * from './notation';
export * from './board';
export * from './types';
export * from './hooks';
export * from './context';
export * from './control';
export * from './movement';
export * from './edit';
export * from './situation';
export * from './evaluate';
export * from '../core/fraction';
export * from './cards';
export * from './battle';
export { RULES, activeRules } from './factions/index';
