/** The public entry of the Tiny Epic Tactics engine. */
export * from './types';
export * from './grid';
export * from './glossary';
export * from './dice';
export * from './terrains';
export * from './validate';
export * from './notation';
export * from './moves';
export * from './targets';
export * from './knockback';
export * from './odds';
export * from './zones';
export * from './budget';
export * from './turn';
export * from './situation';
export * from './evaluate';
export * from './layouts';
export { TET_GAME } from './game';
