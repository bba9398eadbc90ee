/**
 * The Afrika Korps rules library: pure, deterministic functions over a Board (board.ts).
 * Not wired into the app yet; see RULINGS.md for every ambiguity decided here.
 */
export * from './board.js';
export * from './terrain.js';
export * from './zoc.js';
export * from './movement.js';
export * from './crt.js';
export * from './odds.js';
export * from './reasons.js';
