#!/usr/bin/env node
/**
 * Moves each game's own locale keys out of locales/<lng>/translation.json into its namespace file,
 * locales/<lng>/games/<game-id>.json (namespace = game id). Re-runnable and idempotent: a second
 * run finds nothing left to move and changes no file. Keys already in a game file are kept (the
 * companion's strings live there under "companion"); a key moved again replaces its old text.
 *
 *   node scripts/split-locales.mjs          move, and say what moved
 *   node scripts/split-locales.mjs --check  exit 1 if anything would move (nothing is written)
 *   ... --root DIR                           work on another checkout
 *
 * Which keys are a game's: its message codes (shared/games/<id>/codes.ts, less the common ones of
 * shared/engine/messages.ts, which every game shares) under log. and refusal., and the prefixes and
 * keys listed below for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// --root DIR: another checkout (the tests run it on a copy).
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGES = ['en', 'it'];

/** The string literals of `export const NAME = [ ... ] as const` in a TypeScript file. */
function listIn(file, name) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const start = text.indexOf(`export const ${name} = [`);
  if (start < 0) throw new Error(`${file}: no list ${name}`);
  const body = text.slice(start, text.indexOf('] as const', start));
  return [...body.matchAll(/^\s*'([^']+)',/gm)].map((m) => m[1]);
}

const COMMON = new Set([
  ...['CORE_LOG_CODES', 'COMPANION_LOG_CODES', 'CORE_REFUSAL_REASONS', 'COMPANION_REFUSAL_REASONS'].flatMap((n) => listIn('shared/engine/messages.ts', n)),
  // The core log codes are written on one line.
  ...(fs.readFileSync(path.join(root, 'shared/engine/messages.ts'), 'utf8').match(/CORE_LOG_CODES = \[([^\]]*)\]/)?.[1].match(/'[^']+'/g) ?? []).map((s) => s.slice(1, -1)),
]);

/** Each game's keys: its codes, key prefixes, and single keys (with their plural and context forms). */
const GAMES = {
  'afrika-korps': {
    codes: { log: listIn('shared/games/afrika-korps/codes.ts', 'AK_LOG_CODES'), refusal: listIn('shared/games/afrika-korps/codes.ts', 'AK_REFUSAL_REASONS') },
    prefixes: [
      'choice.', // the labels of its legal options
      'crt.', // its combat results table
      'param.step.',
      'param.reason.',
      'phase.axis.',
      'phase.allied.',
      'scenario.afrika-korps.',
      'table.play.option.',
      'table.play.optionValue.',
      'table.play.why.',
    ],
    // The status lines its play view sends (main/games/afrika-korps/play/status.ts).
    keys: ['table.play.noPort', 'table.play.sunk', 'table.play.bank', 'table.play.movementHint', 'table.play.mustAttack', 'table.play.mustBeAttacked', 'table.play.combatHint'],
  },
};

const isTree = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function flatten(tree, prefix = '', out = []) {
  for (const [k, v] of Object.entries(tree)) {
    if (isTree(v)) flatten(v, `${prefix}${k}.`, out);
    else out.push([`${prefix}${k}`, v]);
  }
  return out;
}

function setIn(tree, key, value) {
  const parts = key.split('.');
  let node = tree;
  for (const p of parts.slice(0, -1)) node = isTree(node[p]) ? node[p] : (node[p] = {});
  node[parts.at(-1)] = value;
}

function deleteIn(tree, key) {
  const parts = key.split('.');
  const trail = [tree];
  for (const p of parts.slice(0, -1)) trail.push(trail.at(-1)[p]);
  delete trail.at(-1)[parts.at(-1)];
  // Objects left empty go too.
  for (let i = parts.length - 2; i >= 0; i--) if (Object.keys(trail[i + 1]).length === 0) delete trail[i][parts[i]];
}

/** A key without its plural or side-context suffix (`bank_one` → `bank`, `winner_axis` → `winner`). */
const baseOf = (key) => key.replace(/_(zero|one|two|few|many|other|axis|allied)$/, '');

function belongs(game, key) {
  const base = baseOf(key);
  const [head, ...rest] = base.split('.');
  const code = rest.join('.');
  if ((head === 'log' || head === 'refusal') && rest.length === 1 && game.codes[head].includes(code) && !COMMON.has(code)) return true;
  return game.prefixes.some((p) => base.startsWith(p)) || game.keys.includes(base);
}

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const text = (tree) => `${JSON.stringify(tree, null, 2)}\n`;

const check = process.argv.includes('--check');
let moved = 0;
for (const lng of LANGUAGES) {
  const coreFile = path.join(root, 'locales', lng, 'translation.json');
  const core = read(coreFile);
  let coreChanged = false;
  for (const [id, game] of Object.entries(GAMES)) {
    const gameFile = path.join(root, 'locales', lng, 'games', `${id}.json`);
    const own = read(gameFile) ?? {};
    const keys = flatten(core).filter(([k]) => belongs(game, k));
    if (!keys.length) continue;
    moved += keys.length;
    console.log(`${lng}: ${keys.length} key(s) to ${path.relative(root, gameFile)}`);
    if (check) continue;
    for (const [k, v] of keys) {
      setIn(own, k, v);
      deleteIn(core, k);
    }
    fs.mkdirSync(path.dirname(gameFile), { recursive: true });
    fs.writeFileSync(gameFile, text(own));
    coreChanged = true;
  }
  if (coreChanged) fs.writeFileSync(coreFile, text(core));
}
if (!moved) console.log('nothing to move');
if (check && moved) process.exit(1);
