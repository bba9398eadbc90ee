import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TerrainChartSchema, type Name } from '../../shared/board-data/chart';
import { chartOf, gamesWithCharts, withCustomTypes } from '../../shared/board-data/charts';
import { BoardDataSchema, emptyBoardData } from '../../shared/board-data/schema';
import { hexsideCells, hexsideId, neighbourMap } from '../../shared/board-data/hexsides';
import { cellCentre } from '../../shared/board/grid';
import { ALL_ROLE_WORDS, effectWords, layerWords, moveWords } from '../../shared/board-data/words';
import { COMBAT_EFFECT_KINDS, TYPE_LAYERS } from '../../shared/board-data/chart';

/** The board-data model (issue 16): charts' shape and texts, the data's schema, hexside names and neighbours. */

const root = path.resolve(import.meta.dirname, '../..');
type Tree = { [k: string]: string | Tree };
function lookup(lng: string, key: string): string | undefined {
  const [ns, rest] = key.includes(':') ? key.split(':') : ['translation', key];
  const file = ns === 'translation' ? path.join(root, 'locales', lng, 'translation.json') : path.join(root, 'locales', lng, 'games', `${ns}.json`);
  let node: string | Tree | undefined = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  for (const part of rest!.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
function namesIn(value: unknown, out: Name[] = []): Name[] {
  if (Array.isArray(value)) value.forEach((v) => namesIn(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.key === 'string' && Object.keys(o).length === 1) out.push(o as Name);
    else Object.values(o).forEach((v) => namesIn(v, out));
  }
  return out;
}

describe('board-data charts', () => {
  it('every registered chart has the chart shape, and every name and note is translated in English and Italian', () => {
    expect(gamesWithCharts().length).toBeGreaterThan(0);
    for (const game of gamesWithCharts()) {
      const chart = chartOf(game)!;
      expect(TerrainChartSchema.safeParse(chart).success).toBe(true);
      for (const n of namesIn(chart)) {
        if (!('key' in n)) continue;
        expect(lookup('en', n.key), `${game} ${n.key} (en)`).toBeTruthy();
        expect(lookup('it', n.key), `${game} ${n.key} (it)`).toBeTruthy();
      }
    }
  });
  it('The Dark Sands chart reads the TEC: Rough 2/4 and +1 DF, Mountain NA/4 and one column left, Road ¼/½ along', () => {
    const c = chartOf('dark-sands')!;
    const t = (id: string) => c.types.find((x) => x.id === id)!;
    expect(t('rough').movement).toEqual({ central: { kind: 'mp', mp: 2 }, side: { kind: 'mp', mp: 4 } });
    expect(t('rough').combat).toEqual([{ kind: 'defence-plus', value: 1 }]);
    expect(t('mountain').movement.central).toEqual({ kind: 'na' });
    expect(t('mountain').combat[0]).toMatchObject({ kind: 'shift-left', value: 1 });
    expect(t('road')).toMatchObject({ layer: 'hexside', along: true, movement: { central: { kind: 'mp', mp: 0.25 }, side: { kind: 'mp', mp: 0.5 } } });
    expect(c.sections.map((s) => [s.id, s.movementColumn])).toEqual([['west', 'side'], ['central', 'central'], ['east', 'side']]);
  });
  it('a chart missing a column cost or naming a type twice is refused', () => {
    const c = chartOf('dark-sands')!;
    expect(TerrainChartSchema.safeParse({ ...c, types: [...c.types, c.types[0]] }).success).toBe(false);
    expect(TerrainChartSchema.safeParse({ ...c, types: [{ ...c.types[0]!, movement: { central: { kind: 'mp', mp: 1 } } }] }).success).toBe(false);
  });
  it("a player's own type is added after the game's, never over one", () => {
    const c = chartOf('dark-sands')!;
    const mine = { ...c.types[0]!, id: 'oasis', name: { text: 'Oasis' } };
    const clash = { ...c.types[0]!, name: { text: 'Not desert' } };
    const merged = withCustomTypes(c, [mine, clash]);
    expect(merged.types.length).toBe(c.types.length + 1);
    expect(merged.types.at(-1)!.id).toBe('oasis');
  });
});

describe('board data schema', () => {
  it('accepts empty data and compact hexes; refuses unknown fields and a wrong provenance', () => {
    const d = emptyBoardData('dark-sands');
    expect(BoardDataSchema.safeParse(d).success).toBe(true);
    expect(BoardDataSchema.safeParse({ ...d, hexes: { '0512': { t: 'rough', f: ['tobruk-fort'], s: 'central' } } }).success).toBe(true);
    expect(BoardDataSchema.safeParse({ ...d, hexes: { '0512': { t: 'rough', x: 1 } } }).success).toBe(false);
    expect(BoardDataSchema.safeParse({ ...d, provenance: 'printed' }).success).toBe(false);
  });
});

describe('hexsides', () => {
  it('a hexside is named alike from either hex, and splits back', () => {
    expect(hexsideId('0513', '0512')).toBe('0512|0513');
    expect(hexsideId('0512', '0513')).toBe('0512|0513');
    expect(hexsideCells('0512|0513')).toEqual(['0512', '0513']);
    expect(hexsideCells('0512')).toBeNull();
  });
  it('neighbours on a hex grid: six inside, fewer at the edge', () => {
    const g = { kind: 'hex' as const, dy: 60, x0: 30, y0: 30, sideways: false };
    const cells = [];
    for (let col = 0; col < 5; col++) for (let row = 0; row < 5; row++) cells.push({ name: `${col},${row}`, centre: cellCentre(g, col, row) });
    const n = neighbourMap(cells, 60);
    expect(n.get('2,2')!.sort()).toEqual(['1,1', '1,2', '2,1', '2,3', '3,1', '3,2'].sort());
    expect(n.get('0,0')!.length).toBe(2);
  });
});

describe('board data in words', () => {
  it('every effect, cost, layer and role the charts can hold has its English and Italian text (Italian plurals one, many, other)', () => {
    const keys = new Set<string>();
    for (const kind of COMBAT_EFFECT_KINDS) keys.add(effectWords({ kind, value: 1 }).key);
    for (const kind of ['mp', 'other', 'prohibited', 'na', 'all', 'unknown'] as const) keys.add(moveWords(kind === 'mp' ? { kind, mp: 1 } : { kind }).key);
    for (const l of TYPE_LAYERS) keys.add(layerWords(l).key);
    for (const r of ALL_ROLE_WORDS) keys.add(r.key);
    for (const k of keys) {
      if (k === 'boardData.effect.shiftLeft') {
        for (const f of ['one', 'other']) expect(lookup('en', `${k}_${f}`), k).toBeTruthy();
        for (const f of ['one', 'many', 'other']) expect(lookup('it', `${k}_${f}`), k).toBeTruthy();
        continue;
      }
      expect(lookup('en', k), `${k} (en)`).toBeTruthy();
      expect(lookup('it', k), `${k} (it)`).toBeTruthy();
    }
    expect(effectWords({ kind: 'shift-left', value: 1 })).toEqual({ key: 'boardData.effect.shiftLeft', params: { count: 1 } });
    expect(moveWords({ kind: 'mp', mp: 0.25 })).toEqual({ key: 'boardData.move.mp', params: { mp: 0.25 } });
  });
});
