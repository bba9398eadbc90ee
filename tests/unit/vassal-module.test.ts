import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VassalError } from '../../main/vassal/errors.js';
import { hexCentre } from '../../main/vassal/module/geometry.js';
import { locate } from '../../main/vassal/module/locate.js';
import { readModule } from '../../main/vassal/module/read-module.js';
import type { PaletteFolder, PaletteNode, VassalModule } from '../../main/vassal/module/types.js';
import { HOSTILE_ZIPS } from '../support/vassal/hostile-zips.js';
import {
  BOARD_H, BOARD_W, EDGE, FIXTURE_NAME, GRID, HOSTILE_MODULES, PROTOTYPE_DEFINITION, pieceDefinition, writeExtensionFixture, writeModuleFixture,
  type FixturePiece,
} from '../support/vassal/module-fixture.js';
import { rawZip } from '../support/vassal/raw-zip.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vmod-'));
const file = path.join(dir, 'desert.vmod');
let pieces: FixturePiece[];
let mod: VassalModule;

beforeAll(async () => {
  pieces = await writeModuleFixture(file, { saves: { 'Scenario 1.vsav': rawZip([{ name: 'savedGame', data: Buffer.from('!VCSK00') }]) } });
  mod = await readModule(file);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const slots = (nodes: readonly PaletteNode[]): PaletteNode[] => nodes.flatMap((n) => (n.kind === 'slot' ? [n] : slots(n.children)));

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (e) {
    expect(e).toBeInstanceOf(VassalError);
    return (e as VassalError).code;
  }
}

describe('readModule on the generated module', () => {
  it('reads name, version and VASSAL version', () => {
    expect(mod).toMatchObject({ name: FIXTURE_NAME, version: '1.2', vassalVersion: '3.7.12', buildFile: 'buildFile.xml' });
  });

  it('reads the map, its two boards with their image sizes, and the default placement', () => {
    expect(mod.maps.map((m) => m.id)).toEqual(['Main Map']);
    const map = mod.maps[0]!;
    expect(map).toMatchObject({ edgeWidth: EDGE.w, edgeHeight: EDGE.h });
    expect(map.boards.map((b) => [b.name, b.imageEntry, b.width, b.height, b.reversible])).toEqual([
      ['North', 'images/North.png', BOARD_W, BOARD_H, false],
      ['South', 'images/South.png', BOARD_W, BOARD_H, true],
    ]);
    expect(map.defaultPlacement).toEqual([
      { board: 'North', col: 0, row: 0, reversed: false },
      { board: 'South', col: 1, row: 0, reversed: true },
    ]);
    expect(mod.images['images/North.png']).toEqual({ entry: 'images/North.png', format: 'png', width: BOARD_W, height: BOARD_H });
  });

  it('reads the sideways hex grid and its numbering', () => {
    const grid = mod.maps[0]!.boards[0]!.grid!;
    expect(grid).toMatchObject({ kind: 'hex', sideways: true, dx: GRID.dx, dy: GRID.dy, x0: GRID.x0, y0: GRID.y0, custom: false });
    expect(grid.kind === 'hex' && grid.numbering).toMatchObject({ first: 'H', hType: 'A', hOff: 0, vType: 'N', vOff: 1, vLeading: 0, stagger: true, oblique: false, verified: true });
  });

  it('keeps the palette folders, every slot with its gpid and raw definition', () => {
    expect(mod.palette.map((f) => f.name)).toEqual(['Counters']);
    const forces = mod.palette[0]!.children[0] as PaletteFolder;
    expect(forces.name).toBe('Forces');
    expect(forces.children.map((c) => c.name)).toEqual(['Axis', 'Allied']);
    const all = slots(mod.palette);
    expect(all).toHaveLength(40);
    expect(all.map((s) => s.kind === 'slot' && s.gpid)).toEqual(pieces.map((p) => p.gpid));
    const first = all[0]!;
    expect(first.kind === 'slot' && first.definition).toBe(pieceDefinition(pieces[0]!));
    // The raw text keeps the TABs and the backslash ladder of nested traits.
    expect(first.kind === 'slot' && first.definition).toContain('\t');
    expect(first.kind === 'slot' && first.definition).toMatch(/\\\temb2;Flip;/);
  });

  it('keeps prototypes by name, raw', () => {
    expect(mod.prototypes).toEqual({ Unit: PROTOTYPE_DEFINITION });
  });

  it('places at-start stacks on their hexes (grid locations, board offsets, reversed boards)', () => {
    const stacks = mod.maps[0]!.setupStacks;
    expect(stacks.map((s) => [s.name, s.pieces.map((p) => p.gpid)])).toEqual([
      ['Bengasi garrison', ['2', '4']],
      ['Tobruch', ['6']],
      ['Axis landing', ['1', '3', '5']],
      ['Reserve', ['7']],
    ]);
    const grid = mod.maps[0]!.boards[0]!.grid!;
    if (grid.kind !== 'hex') throw new Error('hex grid expected');
    // C4: column C = raw 2, row 4 − vOff − stagger(even: none) = raw 3.
    const c4 = hexCentre(grid, 2, 3);
    expect(stacks[0]!.position).toEqual({ x: EDGE.w + c4.x, y: EDGE.h + c4.y });
    expect(locate(mod, 'Main Map', stacks[0]!.position!.x, stacks[0]!.position!.y)).toMatchObject({ board: 'North', name: 'C4', col: 2, row: 3 });
    expect(locate(mod, 'Main Map', stacks[1]!.position!.x, stacks[1]!.position!.y)).toMatchObject({ board: 'North', name: 'F7' });
    // South is reversed: its board point (104, 100) is mirrored, then shifted by North's width.
    expect(stacks[2]!.position).toEqual({ x: EDGE.w + BOARD_W + (BOARD_W - 104), y: EDGE.h + (BOARD_H - 100) });
    expect(stacks[3]!.position).toEqual({ x: EDGE.w + 400, y: EDGE.h + 300 });
  });

  it('locate: off the boards there is no board and no name', () => {
    expect(locate(mod, 'Main Map', 5, 5)).toEqual({ board: null, name: null, col: null, row: null, zone: null });
    expect(locate(mod, 'No such map', 100, 100).board).toBeNull();
  });

  it('reads predefined set-ups with their nested menu and resolves their files', () => {
    expect(mod.setups.map((s) => [s.name, s.entry, s.isMenu, s.children.map((c) => c.name)])).toEqual([
      ['Scenario 1', 'Scenario 1.vsav', false, []],
      ['Campaigns', null, true, ['Full campaign', 'Empty board']],
    ]);
    expect(mod.warnings).toContainEqual({ code: 'vassal.setupFileMissing', params: { name: 'Full campaign', file: 'Campaign.vsav' } });
  });

  it('reads dice buttons and finds no custom class', () => {
    expect(mod.dice).toEqual([
      { name: '2d6', text: '2d6', nDice: 2, nSides: 6, plus: 0, addToTotal: 0, reportTotal: true },
      { name: 'Combat die', text: '1d6', nDice: 1, nSides: 6, plus: 0, addToTotal: 0, reportTotal: false },
    ]);
    // The roster's sides, in its order: who may mask a counter on the table.
    expect(mod.sides).toEqual(['Axis', 'Allied']);
    expect(mod.customClasses).toEqual([]);
  });
});

describe('readModule variants', () => {
  it('reads the pre-3.5 `buildFile` name', async () => {
    const f = path.join(dir, 'old.vmod');
    await writeModuleFixture(f, { oldBuildFileName: true, pieceCount: 4, pieceImages: false });
    expect((await readModule(f)).buildFile).toBe('buildFile');
  });

  it('a missing board image is a warning, not a failure', async () => {
    const f = path.join(dir, 'noimage.vmod');
    await writeModuleFixture(f, { omitImage: 'South.png', pieceCount: 4, pieceImages: false });
    const m = await readModule(f);
    expect(m.warnings).toContainEqual({ code: 'vassal.imageMissing', params: { board: 'South', image: 'South.png' } });
    expect(m.maps[0]!.boards[1]!.imageEntry).toBeNull();
  });

  it('lists custom classes in plain roles with their fallback', async () => {
    const f = path.join(dir, 'custom.vmod');
    const extraXml = `<ak.TurnTracker name="Turn"/><VASSAL.build.module.Map mapName="AK"><VASSAL.build.module.map.BoardPicker>
      <VASSAL.build.module.map.boardPicker.Board name="AK" width="7000" height="2600">
        <VASSAL.build.module.map.boardPicker.board.HexGrid dx="88.12562584220231" dy="101.79999999999785" sideways="true" x0="32" y0="0">
          <ak.ObliqueHexGridNumbering first="H" hOff="-5" hType="A" stagger="true" vOff="-12" vType="N" vLeading="0"/>
        </VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board></VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map>`;
    await writeModuleFixture(f, { extraXml, pieceCount: 4, pieceImages: false, extraEntries: { 'ak/TurnTracker.class': Buffer.from([0xca, 0xfe, 0xba, 0xbe]) } });
    const m = await readModule(f);
    expect(m.customClasses).toEqual([
      { cls: 'ak.ObliqueHexGridNumbering', role: 'numbering', count: 1, fallback: 'obliqueNumbering' },
      { cls: 'ak.TurnTracker', role: 'turnTracker', count: 1, fallback: 'ignored' },
    ]);
    const ak = m.maps.find((x) => x.id === 'AK')!;
    const n = ak.boards[0]!.grid!.kind === 'hex' ? ak.boards[0]!.grid!.numbering : null;
    expect(n).toMatchObject({ oblique: true, verified: false });
    expect(ak.defaultPlacement).toEqual([{ board: 'AK', col: 0, row: 0, reversed: false }]);
    // W3 (§5.6) named through the whole chain: map point → board → sideways grid → oblique numbering.
    expect(locate(m, 'AK', 151, 2411)).toMatchObject({ board: 'AK', name: 'W3', col: 27, row: 1 });
    expect(locate(m, 'AK', 3205, 1001)).toMatchObject({ board: 'AK', name: 'G25' });
    expect(m.warnings).toContainEqual({ code: 'vassal.classFiles', params: { count: 1 } });
  });

  it('merges extensions in file-name order; an unresolved target is skipped with a warning', async () => {
    const b = path.join(dir, 'b-ext.vmdx');
    const a = path.join(dir, 'a-ext.vmdx');
    const bad = path.join(dir, 'c-bad.vmdx');
    await writeExtensionFixture(b, { id: 'bb', count: 2 });
    await writeExtensionFixture(a, { id: 'aa', count: 3 });
    await writeExtensionFixture(bad, { id: 'cc', badTarget: true });
    const m = await readModule(file, { extensions: [b, bad, a] });
    expect(m.extensions.map((e) => [e.file, e.extensionId, e.grafted, e.skipped])).toEqual([
      ['a-ext.vmdx', 'aa', 2, 0],
      ['b-ext.vmdx', 'bb', 2, 0],
      ['c-bad.vmdx', 'cc', 1, 1],
    ]);
    const forces = m.palette[0]!.children[0] as PaletteFolder;
    expect(forces.children.map((c) => c.name)).toEqual(['Axis', 'Allied', 'Reinforcements aa', 'Reinforcements bb']);
    expect(slots(m.palette).filter((s) => s.kind === 'slot' && s.gpid.includes(':')).map((s) => s.kind === 'slot' && s.gpid)).toEqual(['aa:0', 'aa:1', 'aa:2', 'bb:0', 'bb:1']);
    expect(m.dice.map((d) => d.name)).toEqual(['2d6', 'Combat die', 'aa d10', 'bb d10', 'cc d10']);
    expect(m.warnings.some((w) => w.code === 'vassal.extensionTargetMissing' && w.params.file === 'c-bad.vmdx')).toBe(true);
  });

  it('refuses an extension given as the module, and a module given as an extension', async () => {
    const ext = path.join(dir, 'x.vmdx');
    await writeExtensionFixture(ext);
    expect(await codeOf(readModule(ext))).toBe('vassal.notModule');
    expect(await codeOf(readModule(file, { extensions: [file] }))).toBe('vassal.notExtension');
  });

  it('refuses a zip without a buildFile', async () => {
    const f = path.join(dir, 'empty.vmod');
    fs.writeFileSync(f, rawZip([{ name: 'moduledata', data: Buffer.from('<data version="1"><name>x</name></data>') }]));
    expect(await codeOf(readModule(f))).toBe('vassal.noBuildFile');
  });

  it('stops past its time bound', async () => {
    expect(await codeOf(readModule(file, { timeoutMs: -1 }))).toBe('vassal.timeout');
  });

  it('stops when cancelled', async () => {
    const c = new AbortController();
    c.abort();
    expect(await codeOf(readModule(file, { signal: c.signal }))).toBe('vassal.cancelled');
  });
});

describe('hostile modules are refused with their code, quickly', () => {
  for (const h of HOSTILE_MODULES) {
    it(`${h.label} → ${h.code}`, async () => {
      const f = path.join(dir, `hostile-${h.code}-${HOSTILE_MODULES.indexOf(h)}.vmod`);
      await writeModuleFixture(f, { ...h.options, pieceCount: 2, pieceImages: false });
      const t0 = performance.now();
      expect(await codeOf(readModule(f))).toBe(h.code);
      expect(performance.now() - t0).toBeLessThan(3000);
    });
  }
  for (const h of HOSTILE_ZIPS) {
    it(`${h.label} → ${h.code}`, async () => {
      const f = path.join(dir, `zip-${HOSTILE_ZIPS.indexOf(h)}.vmod`);
      fs.writeFileSync(f, h.bytes());
      const t0 = performance.now();
      expect(await codeOf(readModule(f))).toBe(h.code);
      expect(performance.now() - t0).toBeLessThan(3000);
    });
  }
});
