import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { createModuleRegistry } from '../../main/games/registry';
import { writeVaslBoard, type FixtureTerrain } from '../support/vassal/vasl-fixture.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vasl-cli-'));
const ctx: CliContext = { cwd: dir, modules: createModuleRegistry(), now: () => new Date('2026-03-01T10:00:00.000Z'), randomHex: (b) => 'ab'.repeat(b), readStdin: async () => '', clock: () => 0 };
const TERRAIN: FixtureTerrain = {
  colours: [
    { name: 'Level0', rgb: [190, 200, 160], terrain: 'Open Ground', elevation: 0 },
    { name: 'WoodsGreen', rgb: [47, 131, 47], terrain: 'Woods', elevation: 0 },
    { name: 'GrainL0', rgb: [255, 255, 127], terrain: 'Grain', elevation: 0 },
  ],
  background: 'Level0',
  hexes: { Y7: 'WoodsGreen', C3: 'GrainL0' },
};

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'boards'));
  await writeVaslBoard(path.join(dir, 'boards', 'bdY'), { name: 'y', terrain: TERRAIN });
  await writeVaslBoard(path.join(dir, 'boards', 'bdZ'), { name: 'z' });
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('vasl-map', () => {
  it('assembles the boards and gives each hex its terrain (JSON)', async () => {
    const r = await runCli(['vasl-map', 'boards', '--boards', 'y,z', '--reversed', 'z', '--json'], ctx);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.boards).toEqual([
      { board: 'y', col: 0, row: 0, reversed: false, terrainRead: true },
      { board: 'z', col: 1, row: 0, reversed: true, terrainRead: false },
    ]);
    expect(out.hexes.find((h: { name: string }) => h.name === 'yY7')).toEqual({ name: 'yY7', terrain: 'woods', level: 0 });
    expect(out.terrainKnown).toBe(33 * 10 + 16);
  });
  it('gives line of sight between two hexes with its reason and rule', async () => {
    const r = await runCli(['vasl-map', 'boards', '--boards', 'y', '--los', 'Y5,Y9'], ctx);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('LOS Y5 → Y9: blocked, range 4');
    expect(r.stdout).toContain('blocked.obstacle {"hex":"Y7","level":0,"terrain":"woods"} (rule 1.1.1)');
    const winter = JSON.parse((await runCli(['vasl-map', 'boards', '--boards', 'y', '--los', 'C2,C4', '--month', '12', '--json'], ctx)).stdout);
    expect(winter.los).toMatchObject({ verdict: 'clear', hindrance: 0 });
    const summer = JSON.parse((await runCli(['vasl-map', 'boards', '--boards', 'y', '--los', 'C2,C4', '--month', '7', '--json'], ctx)).stdout);
    expect(summer.los).toMatchObject({ verdict: 'hindered', hindrance: 1 });
  });
  it('refuses a board not in the folder, a bad option, a missing folder: one line, non-zero', async () => {
    const missing = await runCli(['vasl-map', 'boards', '--boards', 'q'], ctx);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^cli\.fileNotFound: no board q in .* \(boards: y, z\)\n?$/);
    expect((await runCli(['vasl-map', 'boards'], ctx)).code).toBe(2);
    expect((await runCli(['vasl-map', 'boards', '--boards', 'y', '--month', '13'], ctx)).code).toBe(2);
    const nowhere = await runCli(['vasl-map', 'nowhere', '--boards', 'y'], ctx);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
