/**
 * `npm run bench`: every benchmark suite, or the ones named (`npm run bench -- engine board`).
 * Prints figures; asserts nothing. The board suite needs the built app (`npm run bench` builds it).
 */
import os from 'node:os';
import { benchShell } from './shell.js';
import { benchHex } from './hex.js';
import { benchEngine } from './engine.js';
import { benchBoard } from './board.js';
import { benchRulebook } from './rulebook.js';
import { benchRules } from './rules.js';
import { benchSplitter } from './splitter.js';
import { benchImport } from './import.js';
import { benchPdf } from './pdf.js';
import { benchImageBoard } from './image-board.js';
import { benchPdfPage } from './pdf-page.js';
import { benchVassalImport } from './vassal-import.js';
import { benchAi } from './ai.js';
import { benchVsave } from './vsave.js';
import { benchBoardData } from './board-data.js';
const SUITES: Record<string, () => Promise<void>> = { shell: benchShell, hex: benchHex, engine: benchEngine, rules: benchRules, board: benchBoard, rulebook: benchRulebook, splitter: benchSplitter, import: benchImport, pdf: benchPdf, 'pdf-page': benchPdfPage, 'image-board': benchImageBoard, 'vassal-import': benchVassalImport, ai: benchAi, vsave: benchVsave, 'board-data': benchBoardData };
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((a) => !(a in SUITES));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${Object.keys(SUITES).join(', ')}.`);
  process.exit(2);
}
console.log(`Campaign Table benchmarks — Node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
for (const name of asked.length ? asked : Object.keys(SUITES)) await SUITES[name]!();
