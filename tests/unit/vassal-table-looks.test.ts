import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import type { ImportedLibrary } from '../../main/games/imported/library.js';
import { importModule } from '../../main/vassal/to-game/import.js';
import { readModule } from '../../main/vassal/module/read-module';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import { readSave } from '../../main/vassal/save/read';
import { readTrait, withState } from '../../main/vassal/pieces/traits';
import { facesOf } from '../../main/vassal/to-game/pieces';
import { LOOK_TRAITS, writeModuleFixture } from '../support/vassal/module-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vlooks-'));
const running: AppServices[] = [];
const BASE = 1_700_000_000_000;
/** The set-up's first counter (the fixture's second, "BR 1/101"): turned to facing 2 (120°) and masked by the VASSAL player "p-axis" (Axis). */
const TURNED = `s1-${BASE}`;
const OTHER = `s1-${BASE + 1}`;
let vmod: string;
let scenario: string;

const libraryAt = (folder: string): ImportedLibrary => tiledLibrary(folder);

beforeAll(async () => {
  vmod = path.join(dir, 'desert.vmod');
  await writeModuleFixture(vmod, { lookTraits: true });
  const m = await readModule(vmod);
  const input = atStartGame(m, await readModuledata(m));
  input.pieces.forEach((p, i) => (p.id = String(BASE + i)));
  const first = input.pieces[0]!;
  first.chain = first.chain.map((t) => (t.id === 'rotate;' ? withState(t, { rotationIndex: 2 }) : t.id === 'obs;' ? withState(t, { maskOwner: 'p-axis' }) : t));
  const saved = await writeSave({ ...input, key: 0x21, dateSaved: 1, players: [{ id: 'p-axis', name: 'Erwin', side: 'Axis' }] });
  await writeModuleFixture(vmod, { lookTraits: true, saves: { 'Scenario 1.vsav': saved } });
  const r = await importModule(vmod, libraryAt(path.join(dir, 'data')), { tmpDir: dir });
  scenario = Object.keys(r.looks)[0]!;
}, 120_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a module counter’s angle, label and mask on the table', () => {
  it('reads them as table data: facings, the label where the trait puts it, the mask image, the roster’s sides and the dice buttons', () => {
    const def = JSON.parse(fs.readFileSync(path.join(dir, 'data', 'games', 'fixture-desert', 'game.json'), 'utf8'));
    const piece = def.table.pieces.find((p: any) => p.id === 'p1');
    expect(piece.rotation).toEqual({ facings: 6 });
    expect(piece.mask.image).toMatch(/mask/);
    expect(piece.labels).toEqual([
      { text: '1-4', vertical: 'b', horizontal: 'c', vJust: 'c', hJust: 'c', dx: 0, dy: -6, size: 12, bold: true, colour: '#ffffff', background: '#000000' },
    ]);
    expect(piece.size).toBe(48);
    expect(def.sides.map((s: any) => s.id)).toEqual(['Axis', 'Allied']);
    expect(def.table.dice).toEqual([
      { name: '2d6', count: 2, sides: 6, plus: 0, add: 0, total: true },
      { name: 'Combat die', count: 1, sides: 6, plus: 0, add: 0, total: false },
    ]);
    // The palette's counters are upright and unmasked: only the set-up's first one starts turned and masked.
    const link = JSON.parse(fs.readFileSync(path.join(dir, 'data', 'games', 'fixture-desert', 'vassal.json'), 'utf8'));
    expect(link.looks[scenario][TURNED]).toEqual({ flipped: false, steps: 0, angle: 120, maskedBy: 'Axis' });
    expect(link.pieces[TURNED].owner).toEqual({ side: 'Axis', id: 'p-axis' });
  });

  it('turns, masks and rolls through the log, and writes angle, label and mask owner back into a save that imports the same', async () => {
    const s = startAppServices({ dataDir: path.join(dir, 'data'), mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const game = await call('vassal.newGame', { gameId: 'imported:fixture-desert', scenario, title: 'Looks' });
    expect(game.ok).toBe(true);
    const id = game.value.id;
    const unit = (v: any, u: string) => v.units.find((x: any) => x.id === u);
    expect(unit(game.value, TURNED)).toMatchObject({ angle: 120, maskedBy: 'Axis' });

    let head = game.value.head;
    const track = (r: any) => {
      if (r.ok) head = r.value.head;
      return r;
    };
    const apply = async (action: unknown) => track(await call('game.apply', { id, head, action }));
    // Six facings: 45° is not one of them; 240° is.
    const refused = await apply({ type: 'rotate', unit: OTHER, angle: 45 });
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({ params: { reason: 'notAFacing' } });
    const turned = await apply({ type: 'rotate', unit: OTHER, angle: 240 });
    expect(unit(turned.value, OTHER).angle).toBe(240);
    expect(turned.value.log.at(-1).messages[0]).toMatchObject({ code: 'rotated', params: { unit: OTHER, angle: 240, from: 0 } });
    // Axis's mask is Axis's: Allied cannot take it over; Allied masks another counter.
    const taken = await apply({ type: 'mask', units: [TURNED], by: 'Allied' });
    expect(taken).toMatchObject({ params: { reason: 'maskedByOther' } });
    const masked = await apply({ type: 'mask', units: [OTHER], by: 'Allied' });
    expect(unit(masked.value, OTHER).maskedBy).toBe('Allied');
    // Undo takes a turn back like any action.
    const undone = track(await call('game.undo', { id, head }));
    expect(unit(undone.value, OTHER).maskedBy).toBeUndefined();
    track(await call('game.redo', { id, head }));
    // A module dice button: rolled by the game's dice, its name and total in the log.
    const rolled = await apply({ type: 'roll', count: 2, sides: 6, button: '2d6' });
    const msg = rolled.value.log.at(-1).messages[0];
    expect(msg.code).toBe('rolledButton');
    const values = String(msg.params.values).split(', ').map(Number);
    expect(msg.params.total).toBe(values[0]! + values[1]!);

    const exported = await call('vassal.exportSave', { id });
    expect(exported.ok).toBe(true);
    const save = await readSave(Buffer.from(exported.value.data, 'base64'));
    const byId = new Map(save.model.pieces.map((p) => [p.id, p]));
    const first = facesOf(byId.get(String(BASE))!.chain);
    const other = facesOf(byId.get(String(BASE + 1))!.chain);
    // The counter still masked by Axis keeps its VASSAL owner; the one Allied masked names its side.
    expect([first.angle, first.maskedBy, first.labels[0]!.text]).toEqual([120, 'p-axis', LOOK_TRAITS.labelText({ gpid: '2', side: 'Allied' } as any)]);
    expect([other.angle, other.maskedBy]).toEqual([240, 'Allied']);
    expect(readTrait(byId.get(String(BASE + 1))!.chain.find((t) => t.id === 'rotate;')!)).toMatchObject({ index: 4 });

    // Imported again into another data folder: the same angles, masks and labels on the same cells.
    const again = await importModule(vmod, libraryAt(path.join(dir, 'data2')), { tmpDir: dir, save: { name: 'Round trip', file: save } });
    const looks = again.looks.save!;
    expect(looks[`v${BASE}`]).toMatchObject({ angle: 120, maskedBy: 'Axis' });
    expect(looks[`v${BASE + 1}`]).toMatchObject({ angle: 240, maskedBy: 'Allied' });
    const def2 = JSON.parse(fs.readFileSync(path.join(dir, 'data2', 'games', again.key.replace(/^imported:/, ''), 'game.json'), 'utf8'));
    const setup1: [string, string][] = masked.value.units.filter((u: any) => u.status === 'map').map((u: any) => [u.id, u.hex]);
    const setup2 = new Map(def2.scenarios.find((x: any) => x.id === 'save').setup.map((p: any) => [p.piece.replace(/^v/, 's1-'), p.cell]));
    for (const [u, cell] of setup1) expect(setup2.get(u), u).toBe(cell);
    expect(def2.table.pieces.find((p: any) => p.id === `v${BASE}`).labels[0].text).toBe('2-3');
  }, 120_000);
});
