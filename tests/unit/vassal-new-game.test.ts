import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { importModule } from '../../main/vassal/to-game/import.js';
import { readModule } from '../../main/vassal/module/read-module';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module';
import { writeSave } from '../../main/vassal/save/write';
import { withState } from '../../main/vassal/pieces/traits';
import { writeModuleFixture } from '../support/vassal/module-fixture.js';
import { tiledLibrary } from '../support/vassal/tiled-library.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vnewgame-'));
const running: AppServices[] = [];
let scenario: string;
const BASE = 1_700_000_000_000;
const UNIT = `s1-${BASE + 1}`;

/** A module whose set-up has its second counter turned over, imported into a data folder. */
beforeAll(async () => {
  const vmod = path.join(dir, 'desert.vmod');
  await writeModuleFixture(vmod);
  const m = await readModule(vmod);
  const input = atStartGame(m, await readModuledata(m));
  input.pieces.forEach((p, i) => (p.id = String(BASE + i)));
  const flip = input.pieces[1]!.chain.findIndex((t) => t.id === 'emb2;');
  input.pieces[1]!.chain = input.pieces[1]!.chain.map((t, i) => (i === flip ? withState(t, { layerValue: 1 }) : t));
  await writeModuleFixture(vmod, { saves: { 'Scenario 1.vsav': await writeSave({ ...input, key: 0x42, dateSaved: 1 }) } });
  const r = await importModule(vmod, tiledLibrary(path.join(dir, 'data')), { tmpDir: dir });
  scenario = Object.keys(r.looks)[0]!;
  expect(Object.keys(r.looks[scenario]!)).toEqual([UNIT]);
}, 120_000);
afterAll(() => {
  for (const s of running) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a new game on a module', () => {
  it('starts with the set-up’s counters turned over whether made by game.create (New game screen) or vassal.newGame', async () => {
    const s = startAppServices({ dataDir: path.join(dir, 'data'), mode: 'web', version: 't', registry: { validateResults: true } });
    running.push(s);
    const call = (channel: string, args: unknown) => s.registry.dispatch(channel, args, { id: 'c1' }) as Promise<any>;
    const flippedOf = (view: any) => view.units.filter((u: any) => u.flipped).map((u: any) => u.id);
    const a = await call('game.create', { gameId: 'imported:fixture-desert', scenario, title: 'From New game' });
    const b = await call('vassal.newGame', { gameId: 'imported:fixture-desert', scenario, title: 'From the import' });
    expect(a.ok && b.ok).toBe(true);
    expect(flippedOf(a.value)).toEqual([UNIT]);
    expect(b.value.units).toEqual(a.value.units);
    // The turning over is part of the game: in its file, replayed elsewhere.
    expect((await call('game.open', { id: a.value.id })).value.head).toBe(a.value.head);
    expect(a.value.head).toBeGreaterThan(0);

    // A scenario made from a VASSAL log goes on with the log's steps, each a point of the game's timeline.
    const linkFile = path.join(dir, 'data', 'games', 'fixture-desert', 'vassal.json');
    const link = JSON.parse(fs.readFileSync(linkFile, 'utf8'));
    fs.writeFileSync(linkFile, JSON.stringify({ ...link, timeline: { [scenario]: [[{ type: 'move', units: [UNIT], to: 'F7' }], [{ type: 'flip', units: [UNIT] }]] } }));
    const c = await call('game.create', { gameId: 'imported:fixture-desert', scenario, title: 'From a log' });
    expect(c.value.head).toBe(a.value.head + 2);
    const moved = c.value.units.find((u: any) => u.id === UNIT);
    expect([moved.hex, moved.flipped === true]).toEqual(['F7', false]);
    expect((await call('game.timeline', { id: c.value.id })).ok).toBe(true);
  }, 120_000);
});
