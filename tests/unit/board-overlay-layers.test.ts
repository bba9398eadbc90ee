import { describe, expect, it } from 'vitest';
import { adviceStopSchema, mapOverlaySchema, ruleLayerSchema } from '../../shared/board/overlay';
import fs from 'node:fs';
import path from 'node:path';
import { GAME_IDS } from '../../shared/games/ids';
import { adviceHexes, adviceStops, overlayLayers } from '../../renderer/src/lib/table/overlay-layers';

/** Layers as a game sends them (ids and keys made up: the table must not care what they mean). */
const layers = [
  { id: 'reach', label: 'overlay.reach', style: 'dot', defaultOn: false, depth: 0, parts: [{ id: 'red', tone: 'red', hexes: ['C1'] }], legend: [] },
  { id: 'alone', label: 'overlay.alone', style: 'dashed-ring', defaultOn: true, depth: 1, parts: [{ tone: 'alert', hexes: ['D4'] }, { tone: 'alert', hexes: [] }], legend: [] },
  { id: 'area', label: 'overlay.area', style: 'hatch', defaultOn: false, depth: 2, parts: [{ id: 'red', tone: 'red', hexes: ['A1', 'A2'] }, { id: 'blue', tone: 'blue', hexes: ['B1'] }], legend: [] },
  {
    id: 'held',
    label: 'overlay.held',
    style: 'ring',
    defaultOn: false,
    depth: 3,
    parts: [{ id: 'blue', tone: 'blue', hexes: ['G25', 'H2'] }, { id: 'none', style: 'open-ring', tone: 'neutral', hexes: ['W3'] }],
    legend: [{ key: 'overlay.heldBy', style: 'ring', tone: 'blue', side: 'blue', hex: 'G25', place: 'fort' }],
  },
  { id: 'lines', label: 'overlay.lines', style: 'hexside', defaultOn: false, depth: -1, parts: [{ id: 'x', tone: 'neutral', hexes: [], hexsides: [['A1', 'A2']] }] },
].map((l) => ruleLayerSchema.parse(l));

describe('the rules overlays as generic layers', () => {
  it('draws each layer that is on, part by part, in its style (or the part own), toned, by depth', () => {
    const drawn = overlayLayers([...layers].reverse(), () => true);
    for (const l of drawn) expect(() => mapOverlaySchema.parse(l)).not.toThrow();
    expect(drawn.map((l) => [l.id, l.style, l.tone, l.hexes, l.hexsides])).toEqual([
      ['lines:x', 'hexside', 'neutral', [], [['A1', 'A2']]],
      ['reach:red', 'dot', 'red', ['C1'], []],
      ['alone', 'dashed-ring', 'alert', ['D4'], []],
      ['area:red', 'hatch', 'red', ['A1', 'A2'], []],
      ['area:blue', 'hatch', 'blue', ['B1'], []],
      ['held:blue', 'ring', 'blue', ['G25', 'H2'], []],
      ['held:none', 'open-ring', 'neutral', ['W3'], []],
    ]);
    expect(drawn.every((l) => l.legend.startsWith('overlay.'))).toBe(true);
  });

  it('draws nothing for layers that are off, or before the rules answered', () => {
    expect(overlayLayers(layers, () => false)).toEqual([]);
    expect(overlayLayers(null, () => true)).toEqual([]);
    expect(overlayLayers(layers, (id) => id === 'held').map((l) => l.id)).toEqual(['held:blue', 'held:none']);
  });

  it('refuses a style outside the fixed set, a mark outside its set, and a layer id that is no plain word', () => {
    expect(() => mapOverlaySchema.parse({ id: 'x', legend: 'k', style: 'sparkles', tone: 'axis', hexes: [] })).toThrow();
    expect(() => ruleLayerSchema.parse({ ...layers[0], style: 'sparkles' })).toThrow();
    expect(() => ruleLayerSchema.parse({ ...layers[0], id: 'a b<script>' })).toThrow();
    expect(() => adviceStopSchema.parse({ mark: 'star', key: 'k', rule: '1' })).toThrow();
  });

  it('turns the rules movement advice into the board marks the game chose, and lists each reason once', () => {
    const bar = adviceStopSchema.parse({ mark: 'bar', key: 'overlay.stopHere', rule: '8.1' });
    const chevron = adviceStopSchema.parse({ mark: 'chevron', key: 'overlay.stopCliff', rule: '18.1' });
    const moves = [
      { hex: 'A1', remaining: 3, stop: null, path: [] },
      { hex: 'A2', remaining: 1, stop: bar, path: ['A1'] },
      { hex: 'A3', remaining: 0, stop: chevron, path: ['A1'] },
      { hex: 'A4', remaining: 0, stop: bar, path: ['A1'] },
    ];
    expect(adviceHexes(null)).toBeNull();
    expect(adviceHexes(moves)).toEqual([
      { hex: 'A1', remaining: 3, mark: null },
      { hex: 'A2', remaining: 1, mark: 'bar' },
      { hex: 'A3', remaining: 0, mark: 'chevron' },
      { hex: 'A4', remaining: 0, mark: 'bar' },
    ]);
    expect(adviceStops(moves)).toEqual([bar, chevron]);
    expect(adviceStops(null)).toEqual([]);
  });
});

describe('the board knows no game', () => {
  it('names no game, and none of a game rule terms, in the board or its shared schemas', () => {
    const dirs = ['renderer/src/lib/table/board', 'shared/board'];
    // Game ids, and the sides and rules of the one game the board grew up with, as code would name them.
    const words = [...GAME_IDS, 'afrika', "'axis'", "'allied'", "'zoc'", 'zone of control'];
    for (const dir of dirs) {
      for (const f of fs.readdirSync(dir)) {
        const text = fs.readFileSync(path.join(dir, f), 'utf8').toLowerCase();
        for (const w of words) expect(text.includes(w), `${dir}/${f} names "${w}"`).toBe(false);
      }
    }
  });
});
