import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeModuleFixture, BOARD_W, BOARD_H } from '../support/vassal/module-fixture.js';
import { readModule } from '../../main/vassal/module/read-module.js';
import { openArchive } from '../../main/vassal/zip/archive.js';
import { atStartGame, readModuledata } from '../../main/vassal/save/from-module.js';
import { writeSave } from '../../main/vassal/save/write.js';
import { withState } from '../../main/vassal/pieces/traits.js';
import { moduleToGame, type ToGameResult } from '../../main/vassal/to-game/build.js';
import { parseDefinition } from '../../main/games/imported/library.js';
import { locate, pointOfName, placeBoards } from '../../main/vassal/module/locate.js';
import { cellNameAt, tableCells } from '../../shared/board/table-cells.js';
import sharp from 'sharp';
import type { ImageTable } from '../../shared/board/image-table.js';
import { safeSvg } from '../../main/vassal/to-game/images.js';

let dir: string;
let result: ToGameResult;
let module: Awaited<ReturnType<typeof readModule>>;

/** The fixture module with a predefined set-up: its at-start stacks, the first piece flipped. */
async function fixtureWithSetup(file: string): Promise<void> {
  await writeModuleFixture(file);
  const m = await readModule(file);
  const input = atStartGame(m, await readModuledata(m));
  const first = input.pieces[0]!;
  const flipAt = first.chain.findIndex((t) => t.id === 'emb2;');
  first.chain = first.chain.map((t, i) => (i === flipAt ? withState(t, { layerValue: 1 }) : t));
  await writeModuleFixture(file, { saves: { 'Scenario 1.vsav': await writeSave({ ...input, key: 0x33, dateSaved: 1 }) }, omitImage: 'u40_back.png' });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'to-game-'));
  const file = path.join(dir, 'fixture.vmod');
  await fixtureWithSetup(file);
  module = await readModule(file);
  const archive = await openArchive(file);
  try {
    result = await moduleToGame(module, archive, { slug: 'fixture-desert', dir: path.join(dir, 'images') });
  } finally {
    archive.close();
  }
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a VASSAL module made into an imported game', () => {
  it('is a valid definition with its two boards placed as VASSAL places them', () => {
    const parsed = parseDefinition(result.definition);
    expect(parsed.ok).toBe(true);
    const boards = result.definition.table.boards;
    expect(boards.map((b) => [b.id, b.x, b.y, b.width, b.height, b.reversed])).toEqual([
      ['North', 20, 10, BOARD_W, BOARD_H, false],
      ['South', 20 + BOARD_W, 10, BOARD_W, BOARD_H, true],
    ]);
    expect(boards[0]!.grid).toMatchObject({ kind: 'hex', sideways: true });
    // The reversed board is drawn turned, not set upright with a warning.
    expect(result.report.warnings.map((w) => w.code)).not.toContain('vassal.import.boardReversed');
  });

  it('draws a reversed board turned 180°: its image turned, each hex where VASSAL has it and named as VASSAL names it there', async () => {
    const parsed = parseDefinition(result.definition);
    if (!parsed.ok) throw new Error('invalid');
    const table = parsed.value.table as ImageTable;
    const south = table.boards.find((b) => b.id === 'South')!;
    // The image given to the table is the module's turned, an image of its own of the same size.
    const turned = await sharp(result.images.get(south.image)!).metadata();
    expect([turned.width, turned.height]).toEqual([BOARD_W, BOARD_H]);
    expect(south.image).not.toMatch(/^South-/);
    const cells = tableCells(table);
    const byName = new Map(cells.map((c) => [c.name, c]));
    const placed = placeBoards(module.maps[0]!).find((p) => p.board.name === 'South')!;
    expect(placed.placement.reversed).toBe(true);
    let checked = 0;
    for (const c of cells.filter((c) => c.board === 'South')) {
      // VASSAL's own location of the map point: the module reader turns the board point before naming it.
      const where = locate(module, module.maps[0]!.id, c.centre.x, c.centre.y);
      expect(where.name, c.name).toBe(c.name.replace(/^South:/, ''));
      expect(cellNameAt(table, byName, { x: c.centre.x + 3, y: c.centre.y - 2 })).toBe(c.name);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    // The hex printed at the board's top-left lies at its bottom-right on the table.
    const first = cells.filter((c) => c.board === 'South').sort((a, b) => b.centre.x - a.centre.x || b.centre.y - a.centre.y)[0]!;
    expect(first.centre.x).toBeGreaterThan(south.x + south.width / 2);
  });

  it('puts hex centres where the module reader puts them', () => {
    const parsed = parseDefinition(result.definition);
    if (!parsed.ok) throw new Error('invalid');
    const cells = tableCells(parsed.value.table as ImageTable);
    const map = module.maps[0]!;
    const north = placeBoards(map).find((p) => p.board.name === 'North')!;
    for (const name of ['A1', 'C4', 'F7', 'H3']) {
      const cell = cells.find((c) => c.name === name && c.board === 'North')!;
      expect(cell, name).toBeDefined();
      const p = pointOfName(north.board.grid, name, north.board)!;
      expect({ x: cell.centre.x - north.x, y: cell.centre.y - north.y }).toEqual(p);
    }
  });

  it('makes every palette slot a two-sided counter, with prototypes expanded', () => {
    const palette = result.definition.table.pieces.filter((p) => /^p\d+$/.test(p.id));
    expect(palette).toHaveLength(40);
    expect(palette.every((p) => p.back && p.front !== p.back)).toBe(true);
    expect(result.report.taken.prototypes).toBe(1);
    // The prototype's Delete trait is kept but not used here.
    expect(result.report.notTaken.traits.find((t) => t.id === 'delete;')?.pieces).toBeGreaterThan(0);
  });

  it('places the at-start stacks and the predefined set-up on their hexes, stacks bottom first', () => {
    const atStart = result.definition.scenarios.find((s) => s.id === 'at-start')!;
    expect(atStart.setup.slice(0, 2).map((s) => s.cell)).toEqual(['C4', 'C4']);
    expect(atStart.setup[2]!.cell).toBe('F7');
    const setup = result.definition.scenarios.find((s) => s.name === 'Scenario 1')!;
    expect(setup.setup.map((s) => s.cell)).toEqual(atStart.setup.map((s) => s.cell));
    expect(result.report.taken.setups).toEqual(['Scenario 1']);
    // The flipped piece is remembered for the game's start.
    expect(Object.values(result.looks[setup.id] ?? {})).toEqual([{ flipped: true, steps: 0 }]);
    expect(result.definition.scenarios.at(-1)).toMatchObject({ id: 'empty', setup: [] });
  });

  it('turns a missing image into a placeholder and a warning', () => {
    expect(result.report.warnings).toContainEqual({ code: 'vassal.import.imageMissing', params: { image: 'u40_back.png' } });
    const p40 = result.definition.table.pieces.find((p) => p.id === 'p40')!;
    expect(fs.existsSync(result.images.get(p40.back!)!)).toBe(true);
  });

  it('refuses SVGs that reach outside themselves', () => {
    expect(safeSvg('<svg><rect/></svg>')).toBe(true);
    expect(safeSvg('<svg><image href="file:///etc/passwd"/></svg>')).toBe(false);
    expect(safeSvg('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>')).toBe(false);
    expect(safeSvg('<svg><rect style="fill:url(http://x/y)"/></svg>')).toBe(false);
  });
});

describe('a counter keeps its VASSAL id on export', () => {
  it('reads it from counters of a save or a set-up only', async () => {
    const { vassalId } = await import('../../main/vassal/to-game/play.js');
    expect(vassalId('v1700000000001')).toBe('1700000000001');
    expect(vassalId('s2-42')).toBe('42');
    expect(vassalId('p3')).toBeUndefined();
    expect(vassalId('a1')).toBeUndefined();
  });
});

describe('the import report', () => {
  it('has an English and an Italian text for every warning it gives', async () => {
    const { IMPORT_WARNING_CODES } = await import('../../main/vassal/to-game/report.js');
    for (const lng of ['en', 'it']) {
      const tree = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${lng}/translation.json`), 'utf8')) as Record<string, unknown>;
      for (const code of IMPORT_WARNING_CODES) {
        const at = (k: string) => k.split('.').reduce<unknown>((t, p) => (t && typeof t === 'object' ? (t as Record<string, unknown>)[p] : undefined), tree);
        expect(typeof (at(code) ?? at(`${code}_other`)), `${lng}: ${code}`).toBe('string');
      }
    }
    // Every code the report gave for the fixture is one of them or a reader's own.
    for (const w of result.report.warnings) expect(w.code.startsWith('vassal.')).toBe(true);
  });
});
