import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { createModuleRegistry } from '../../main/games/registry';
import { createImportedLibrary } from '../../main/games/imported/library';
import { readGameFile } from '../../main/engine/game-file';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import { readModule } from '../../main/vassal/module/read-module.js';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module.js';
import { writeSave } from '../../main/vassal/save/write.js';
import { readSaveFile } from '../../main/vassal/save/read.js';
import { withState } from '../../main/vassal/pieces/traits.js';
import { err } from '../../shared/api/result.js';
import type { UnitState } from '../../shared/engine/view.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vbridge-'));
const data1 = path.join(dir, 'data1');
const data2 = path.join(dir, 'data2');

/** A context whose registry knows the imported games of a data folder. */
function ctxFor(data: string): CliContext {
  const library = createImportedLibrary(data, async () => err('work.failed'));
  return {
    cwd: dir,
    modules: createModuleRegistry(undefined, undefined, (k) => library.module(k)),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    randomHex: (bytes) => 'cd'.repeat(bytes),
    readStdin: async () => '',
    clock: () => 0,
  };
}

function units(data: string, file: string): UnitState[] {
  const r = readGameFile(fs.readFileSync(path.join(dir, file), 'utf8'), ctxFor(data).modules);
  if (!r.ok) throw new Error(r.code);
  return Object.values((r.value.state as unknown as { units: Record<string, UnitState> }).units);
}

/** Position, look and place in its stack of every counter, by id. */
function position(us: readonly UnitState[]): Record<string, string> {
  const byHex = new Map<string, UnitState[]>();
  for (const u of us) if (u.status === 'map') byHex.set(u.hex!, [...(byHex.get(u.hex!) ?? []), u]);
  const out: Record<string, string> = {};
  for (const [hex, list] of byHex) {
    list.sort((a, b) => a.order - b.order).forEach((u, i) => (out[u.id] = `${hex}#${i + 1}${u.flipped ? ' flipped' : ''}${u.layers ? ` layers ${u.layers}` : ''}`));
  }
  return out;
}

beforeAll(async () => {
  const vmod = path.join(dir, 'desert.vmod');
  await writeModuleFixture(vmod);
  const m = await readModule(vmod);
  const input = atStartGame(m, await readModuledata(m), 'Opening');
  input.pieces.forEach((p, i) => (p.id = String(1_700_000_000_000 + i)));
  const flip = input.pieces[1]!.chain.findIndex((t) => t.id === 'emb2;');
  input.pieces[1]!.chain = input.pieces[1]!.chain.map((t, i) => (i === flip ? withState(t, { layerValue: 1 }) : t));
  fs.writeFileSync(path.join(dir, 'opening.vsav'), await writeSave({ ...input, key: 0x21, dateSaved: 1 }));
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('vsav-import and vsav-export', () => {
  it('imports a save, plays on it, exports it, and imports the export to the same position', async () => {
    const a = await runCli(['vsav-import', 'opening.vsav', '--module', 'desert.vmod', '--out', 'a.ctgame', '--data', data1], ctxFor(data1));
    expect(a.stderr.split('\n').filter((l) => !l.startsWith('note:') && l)).toEqual([]);
    expect(a.code).toBe(0);
    const start = position(units(data1, 'a.ctgame'));
    // The save's stacks: Bengasi garrison (two counters, the top one flipped) on C4, Tobruch on F7.
    expect(start).toMatchObject({ v1700000000000: 'C4#1', v1700000000001: 'C4#2 flipped', v1700000000002: 'F7#1' });

    // Drag, flip and stack.
    const play = ctxFor(data1);
    for (const action of [
      { type: 'move', units: ['v1700000000002'], to: 'C4' },
      { type: 'flip', units: ['v1700000000001', 'v1700000000002'] },
      { type: 'move', units: ['v1700000000000'], to: 'D5' },
    ]) {
      const r = await runCli(['apply', 'a.ctgame', JSON.stringify(action)], play);
      expect(r.stderr).toBe('');
    }
    const played = position(units(data1, 'a.ctgame'));
    expect(played).toMatchObject({ v1700000000001: 'C4#1', v1700000000002: 'C4#2 flipped', v1700000000000: 'D5#1' });

    const e = await runCli(['vsav-export', 'a.ctgame', '--out', 'b.vsav', '--data', data1], ctxFor(data1));
    expect(e.stderr).toBe('');
    expect(e.code).toBe(0);
    // The summary names the map(s) written, from the link.
    expect(e.stdout).toMatch(/ stacks on Main Map(, [^;\n]+)*(;|\n|$)/);
    const save = await readSaveFile(path.join(dir, 'b.vsav'));
    expect(save.moduleName).toBe('Fixture Desert');
    expect(save.model.stacks.find((s) => s.members.includes('1700000000002'))!.members).toEqual(['1700000000001', '1700000000002']);

    const b = await runCli(['vsav-import', 'b.vsav', '--module', 'desert.vmod', '--out', 'c.ctgame', '--data', data2], ctxFor(data2));
    expect(b.code).toBe(0);
    expect(position(units(data2, 'c.ctgame'))).toEqual(played);
  }, 60_000);

  it('refuses a game file that was not made on a module, in one line', async () => {
    const r = await runCli(['vsav-export', 'missing.ctgame', '--out', 'x.vsav', '--data', data1], ctxFor(data1));
    expect(r.code).toBeGreaterThan(0);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, 'x.vsav'))).toBe(false);
  });
});
