/** Solo Adventure and cooperative play (11.5, 11.6): the Enemy's turn, the Time tracker, the dungeons. */
export * from './types';
export * from './compass';
export * from './board';
export * from './move';
export * from './attack';
export * from './enemy';
export * from './adventure';
export * from './placement';
export * from './coop';
export * from './opening';
export * from './question';
