import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import { defaultContext, type CliContext } from '../../main/cli/context';
import { readModule } from '../../main/vassal/module/read-module';
import { locate } from '../../main/vassal/module/locate';
import type { VassalModule } from '../../main/vassal/module/types';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import { withState } from '../../main/vassal/pieces/traits';
import { vsavPieces, type VsavPiece } from '../../main/cli/commands/vsav-pieces';
import { readSave } from '../../main/vassal/save/read';
import { FIXTURE_NAME, SETUP_STACKS, writeModuleFixture, type FixturePiece } from '../support/vassal/module-fixture';
import { brokenObfuscation, buildSave, savedGameOf, zip } from '../support/vassal/save-fixture';
import { KASSALA } from '../support/vassal/kassala-fixture';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vsav-cli-'));
const modFile = path.join(dir, 'desert.vmod');
let mod: VassalModule;
let pieces: FixturePiece[];
const ctx: CliContext = { ...defaultContext(), cwd: dir };

beforeAll(async () => {
  pieces = await writeModuleFixture(modFile);
  mod = await readModule(modFile);
  const game = atStartGame(mod, await readModuledata(mod), 'Exported by Campaign Table');
  // Flip the top piece of the first at-start stack (its back layer shows).
  const top = game.stacks[0]!.members.at(-1)!;
  game.pieces[top]!.chain = game.pieces[top]!.chain.map((t) => (t.id === 'emb2;' ? withState(t, { layerValue: 1 }) : t));
  fs.writeFileSync(path.join(dir, 'start.vsav'), await writeSave(game));
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('vsav-pieces', () => {
  it('lists every at-start piece with its board, printed hex, stack and layers', async () => {
    const r = await runCli(['vsav-pieces', 'start.vsav', '--module', 'desert.vmod', '--json'], ctx);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { module: string; saveModule: string; pieces: VsavPiece[] };
    expect(out.module).toBe(FIXTURE_NAME);
    expect(out.saveModule).toBe(FIXTURE_NAME);
    const count = SETUP_STACKS.reduce((n, s) => n + s.pieces.length, 0);
    expect(out.pieces).toHaveLength(count);
    const byName = new Map(out.pieces.map((p) => [p.name.replace(' (reduced)', ''), p]));
    // Bengasi garrison is at C4, Tobruch at F7 (the buildFile names those hexes).
    for (const [stack, hex] of [['Bengasi garrison', 'C4'], ['Tobruch', 'F7']] as const) {
      const def = SETUP_STACKS.find((s) => s.name === stack)!;
      def.pieces.forEach((i, k) => {
        const p = byName.get(pieces[i]!.name)!;
        expect([p.board, p.hex, p.numbered, p.stackPosition]).toEqual(['North', hex, true, k + 1]);
      });
    }
    // Every piece's hex is where the module's own locate() puts its point.
    for (const p of out.pieces) expect(p.hex).toBe(locate(mod, p.map!, p.x, p.y).name);
    const flipped = out.pieces.find((p) => p.name.endsWith(' (reduced)'))!;
    expect(flipped.layers).toEqual([{ name: 'Flip', active: true, level: 1, levels: 1, levelName: '+ (reduced)' }]);
    expect(flipped.images).toEqual([expect.stringMatching(/^u\d+\.png$/), expect.stringMatching(/^u\d+_back\.png$/)]);
    expect(out.pieces.filter((p) => p.layers[0]!.active)).toHaveLength(1);
    expect(out.pieces.every((p) => p.notUsed.includes('delete;'))).toBe(true);
  });

  it('prints a table in text mode', async () => {
    const r = await runCli(['vsav-pieces', 'start.vsav', '--module', 'desert.vmod'], ctx);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^7 pieces in 4 stacks$/);
    expect(r.stdout).toMatch(/North\s+\d+,\d+\s+C4\s+\d+#1\s+Flip off/);
  });

  it('counts only the stacks that hold pieces (a save keeps its emptied at-start stacks)', async () => {
    const withEmpty = { ...KASSALA, stacks: [...KASSALA.stacks, { id: '999', map: 'Main Map', x: 10, y: 10, members: [] }] };
    fs.writeFileSync(path.join(dir, 'empty-stack.vsav'), await buildSave(withEmpty));
    fs.writeFileSync(path.join(dir, 'plain.vsav'), await buildSave(KASSALA));
    const plain = await runCli(['vsav-pieces', 'plain.vsav', '--module', 'desert.vmod'], ctx);
    const r = await runCli(['vsav-pieces', 'empty-stack.vsav', '--module', 'desert.vmod'], ctx);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(plain.stdout.split('\n')[0]);
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`in ${KASSALA.stacks.filter((s) => s.members.length > 0).length} stacks?$`));
  });

  it('names column and row where the board has no numbering, and notes a save of another module', async () => {
    fs.writeFileSync(path.join(dir, 'kassala.vsav'), await buildSave(KASSALA));
    const r = await runCli(['vsav-pieces', 'kassala.vsav', '--module', 'desert.vmod', '--json'], ctx);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { pieces: VsavPiece[]; notes: string[] };
    // Kassala's map is "Main Map" too; its board ("Kassala") is not in this module: off the boards.
    expect(out.pieces.map((p) => p.hex)).toEqual([null, null, null, null, null]);
    expect(out.notes).toEqual([`note: the save was written for module "Kassala", not "${FIXTURE_NAME}"`]);
    // On the module's own default boards, an unnumbered point still gets its column and row.
    const noNumbering = { ...mod, maps: mod.maps.map((m) => ({ ...m, boards: m.boards.map((b) => ({ ...b, grid: b.grid && b.grid.kind === 'hex' ? { ...b.grid, numbering: null } : b.grid })) })) } as VassalModule;
    const save = await readSave(await buildSave({ ...KASSALA, after: [] }));
    const listed = vsavPieces(save, noNumbering);
    expect(listed[0]).toMatchObject({ board: 'North', numbered: false });
    expect(listed[0]!.hex).toMatch(/^c\d+r\d+$/);
  });

  it('refuses bad input with one coded line and a non-zero exit, never a stack trace', async () => {
    fs.writeFileSync(path.join(dir, 'broken.vsav'), await zip([['savedGame', brokenObfuscation(savedGameOf(KASSALA))]]));
    const bad = await runCli(['vsav-pieces', 'broken.vsav', '--module', 'desert.vmod'], ctx);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^vassal\.save\.badObfuscation: The saved game inside this VASSAL file is damaged \(an unreadable character at position \d+\)\.\n$/);
    const json = await runCli(['vsav-pieces', 'broken.vsav', '--module', 'desert.vmod', '--json'], ctx);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, code: 'vassal.save.badObfuscation' });
    const notModule = await runCli(['vsav-pieces', 'start.vsav', '--module', 'start.vsav'], ctx);
    expect(notModule.code).toBe(1);
    expect(notModule.stderr).toMatch(/^vassal\.\w+: .+\n$/);
    const usage = await runCli(['vsav-pieces', 'start.vsav'], ctx);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^cli\.usage: 'vsav-pieces' needs --module/);
  });
});
