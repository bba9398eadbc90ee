/** `npm run bench`: every benchmark suite. Prints figures; asserts nothing. */
import os from 'node:os';
import { benchShell } from './shell.js';
import { benchHex } from './hex.js';
import { benchEngine } from './engine.js';
import { benchBoard } from './board.js';

console.log(`Campaign Table benchmarks — Node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
await benchShell();
await benchHex();
await benchEngine();
await benchBoard();
