// `npm test`: type checks, unit and integration tests, a production build, then end-to-end tests
// in Debian Chromium. Stops at the first failing stage and ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

// Before any stage: the end-to-end stage needs Chromium, and a fresh machine may lack it.
const chromium = findChromium();
if (!chromium.ok) {
  console.error(chromium.message);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium.path };

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-test-reports-'));
const bin = (name) => path.join('node_modules', '.bin', name);

const stages = [
  ['type check (main, shared, tests)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['type check (renderer)', bin('svelte-check'), ['--tsconfig', 'renderer/tsconfig.json', '--fail-on-warnings', '--output', 'human']],
  ['unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'unit.json')}`]],
  ['production build', bin('electron-vite'), ['build']],
  ['end-to-end tests (Chromium)', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'e2e.json')}`]],
];

function totals() {
  let passed = 0;
  let failed = 0;
  for (const f of ['unit.json', 'e2e.json']) {
    const file = path.join(reports, f);
    if (!fs.existsSync(file)) continue;
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  return { passed, failed };
}

let failedStage = null;
for (const [name, cmd, args] of stages) {
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    failedStage = name;
    break;
  }
}
const { passed, failed } = totals();
if (failedStage) console.error(`\nFAILED at: ${failedStage}`);
if (!failedStage && passed === 0) {
  console.error('\nNo test ran: treating that as a failure.');
  failedStage = 'no tests';
}
console.log(`\n${passed} passed, ${failed} failed`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failedStage ? 1 : 0);
