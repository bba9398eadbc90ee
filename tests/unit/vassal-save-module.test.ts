import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModule } from '../../main/vassal/module/read-module';
import { locate } from '../../main/vassal/module/locate';
import { openArchive } from '../../main/vassal/zip/archive';
import type { VassalModule } from '../../main/vassal/module/types';
import { atStartGame, chainOfSlot, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import { readSave } from '../../main/vassal/save/read';
import { lookOf } from '../../main/vassal/pieces/look';
import { PROTOTYPE_DEFINITION, SETUP_STACKS, writeModuleFixture } from '../support/vassal/module-fixture';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vsav-mod-'));
let mod: VassalModule;
let withSetup: VassalModule;

beforeAll(async () => {
  const first = path.join(dir, 'a.vmod');
  await writeModuleFixture(first);
  mod = await readModule(first);
  // The same module again, now carrying our own export of its at-start position as "Scenario 1".
  const save = await writeSave(atStartGame(mod, await readModuledata(mod)));
  const second = path.join(dir, 'b.vmod');
  await writeModuleFixture(second, { saves: { 'Scenario 1.vsav': save } });
  withSetup = await readModule(second);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('saves made from a module', () => {
  it('expand a slot prototype with its states, keeping the slot gpid', () => {
    const slot = mod.maps[0]!.setupStacks[0]!.pieces[0]!;
    expect(mod.prototypes.Unit).toBe(PROTOTYPE_DEFINITION);
    const { chain, missing } = chainOfSlot(slot, mod.prototypes);
    expect(missing).toEqual([]);
    expect(chain.map((t) => t.id)).toEqual(['delete;', 'mark;', 'emb2;', 'piece;']);
    expect(chain.at(-1)!.state.split(';')[3]).toBe(slot.gpid);
  });

  it('a new game from the at-start stacks, exported and stored as a predefined set-up, reads back with every piece where VASSAL puts it', async () => {
    const setup = withSetup.setups.find((s) => s.name === 'Scenario 1')!;
    expect(setup.entry).toBe('Scenario 1.vsav');
    const archive = await openArchive(withSetup.file);
    let bytes: Buffer;
    try {
      bytes = await archive.read(setup.entry!);
    } finally {
      archive.close();
    }
    const save = await readSave(bytes);
    expect(save.moduleName).toBe(mod.name);
    expect(save.model.setupStack).toBe(true);
    expect(save.model.boards['Main Map']).toEqual(mod.maps[0]!.defaultPlacement);
    const stacks = mod.maps[0]!.setupStacks.filter((s) => s.position);
    expect(save.model.stacks.map((s) => [s.x, s.y, s.members.length])).toEqual(stacks.map((s) => [s.position!.x, s.position!.y, s.pieces.length]));
    const named = save.model.pieces.map((p) => [lookOf(p.chain).name, locate(mod, p.mapId!, p.x, p.y, save.model.boards['Main Map']).name]);
    for (const s of SETUP_STACKS.filter((x) => 'location' in x)) {
      const def = mod.maps[0]!.setupStacks.find((x) => x.name === s.name)!;
      for (const slot of def.pieces) expect(named).toContainEqual([slot.name, s.location]);
    }
  });
});
