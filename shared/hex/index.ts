/** Hex geometry for Campaign Table: coordinates, offsets, hexsides, pixels, printed names, movement. */
export * from './axial.js';
export * from './offset.js';
export * from './hexside.js';
export * from './layout.js';
export * from './naming.js';
export * from './movement.js';
export * from './priority-queue.js';
