import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { createModuleRegistry } from '../../main/games/registry';
import { HOSTILE_MODULES, writeModuleFixture } from '../support/vassal/module-fixture.js';
import { HOSTILE_ZIPS } from '../support/vassal/hostile-zips.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vcli-'));
const ctx: CliContext = {
  cwd: dir,
  modules: createModuleRegistry(),
  now: () => new Date('2026-03-01T10:00:00.000Z'),
  randomHex: (bytes) => 'ab'.repeat(bytes),
  readStdin: async () => '',
  clock: () => 0,
};

beforeAll(async () => {
  await writeModuleFixture(path.join(dir, 'desert.vmod'), { omitImage: 'South.png' });
  await writeModuleFixture(path.join(dir, 'entities.vmod'), { ...HOSTILE_MODULES.find((h) => h.code === 'vassal.xmlEntity')!.options, pieceCount: 2, pieceImages: false });
  fs.writeFileSync(path.join(dir, 'traversal.vmod'), HOSTILE_ZIPS.find((h) => h.code === 'vassal.unsafePath')!.bytes());
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function expectOneLine(stderr: string, code: string): void {
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr.startsWith(`${code}: `)).toBe(true);
  expect(stderr).not.toMatch(/\n\s+at |Error:/);
}

describe('module-info', () => {
  it('prints what the module holds', async () => {
    const r = await runCli(['module-info', 'desert.vmod'], ctx);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Fixture Desert 1.2 — VASSAL 3.7.12, buildFile.xml');
    expect(r.stdout).toContain('boards in play: North (0,0), South (1,0, reversed); at-start stacks: 4');
    expect(r.stdout).toContain('board North: North.png, 900 × 600 px; hex grid sideways dx=60 dy=69.28 x0=35 y0=40; standard numbering');
    expect(r.stdout).toContain('Piece slots: 40; prototypes: 1');
    expect(r.stdout).toContain('Set-ups: Scenario 1; Campaigns › Full campaign; Campaigns › Empty board');
    expect(r.stdout).toContain('Dice: 2d6 (2d6), Combat die (1d6)');
    expect(r.stdout).toContain('vassal.imageMissing: Board “South”: the image “South.png” is not in the module');
  });

  it('--json gives the same as data', async () => {
    const r = await runCli(['module-info', 'desert.vmod', '--json'], ctx);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ ok: true, name: 'Fixture Desert', version: '1.2', pieceSlots: 40, prototypes: 1, customClasses: [] });
    expect(j.maps[0].boards[0]).toMatchObject({ name: 'North', width: 900, height: 600, grid: { kind: 'hex', sideways: true, numbering: { hType: 'A', vOff: 1 } } });
    expect(j.warnings.map((w: { code: string }) => w.code)).toContain('vassal.imageMissing');
  });

  it('refuses hostile files in one line with a code and exit 1', async () => {
    for (const [f, code] of [['entities.vmod', 'vassal.xmlEntity'], ['traversal.vmod', 'vassal.unsafePath']] as const) {
      const r = await runCli(['module-info', f], ctx);
      expect(r.code).toBe(1);
      expectOneLine(r.stderr, code);
      const j = await runCli(['module-info', f, '--json'], ctx);
      expect(JSON.parse(j.stdout)).toMatchObject({ ok: false, code });
    }
  });

  it('a missing file and a wrong command line', async () => {
    const r = await runCli(['module-info', 'nothing.vmod'], ctx);
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, 'cli.fileNotFound');
    expect((await runCli(['module-info'], ctx)).code).toBe(2);
    expect((await runCli(['module-info', '--help'], ctx)).stdout).toContain('module-info FILE.vmod [--json]');
  });
});
