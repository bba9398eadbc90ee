/**
 * The Afrika Korps rules library: pure, deterministic functions over a Board (board.ts).
 * Used by the module (advice in free mode) and by play/ (rules mode); README.md lists every ruling.
 */
export * from './board.js';
export * from './terrain.js';
export * from './zoc.js';
export * from './movement.js';
export * from './move-explain.js';
export * from './crt.js';
export * from './odds.js';
export * from './reasons.js';
