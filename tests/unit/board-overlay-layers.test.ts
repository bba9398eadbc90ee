import { describe, expect, it } from 'vitest';
import { mapOverlaySchema, OVERLAY_STYLES } from '../../shared/board/overlay';
import fs from 'node:fs';
import path from 'node:path';
import { GAME_IDS } from '../../shared/games/ids';
import { adviceHexes, overlayLayers } from '../../renderer/src/lib/table/overlay-layers';

const data = {
  zoc: { axis: ['A1', 'A2'], allied: ['B1'] },
  control: [
    { hex: 'G25', controller: 'allied' },
    { hex: 'H2', controller: 'allied' },
    { hex: 'W3', controller: null },
  ],
  supplyRange: { axis: ['C1'] },
  isolated: { axis: ['u1'] },
} as unknown as Parameters<typeof overlayLayers>[0];

describe('the rules overlays as generic layers', () => {
  it('gives each on overlay as layers of a fixed style, toned by side, with their hexes', () => {
    const layers = overlayLayers(data, { zoc: true, control: true, supply: true, isolatedHexes: ['D4'] });
    for (const l of layers) expect(() => mapOverlaySchema.parse(l)).not.toThrow();
    expect(layers.map((l) => [l.id, l.style, l.tone, l.hexes])).toEqual([
      ['supply:axis', 'dot', 'axis', ['C1']],
      ['isolated', 'dashed-ring', 'alert', ['D4']],
      ['zoc:axis', 'hatch', 'axis', ['A1', 'A2']],
      ['zoc:allied', 'hatch', 'allied', ['B1']],
      ['control:allied', 'ring', 'allied', ['G25', 'H2']],
      ['control:none', 'open-ring', 'neutral', ['W3']],
    ]);
    expect(layers.every((l) => (OVERLAY_STYLES as readonly string[]).includes(l.style))).toBe(true);
  });

  it('gives nothing for overlays that are off, or before the rules answered', () => {
    expect(overlayLayers(data, { zoc: false, control: false, supply: false, isolatedHexes: null })).toEqual([]);
    expect(overlayLayers(null, { zoc: true, control: true, supply: true, isolatedHexes: ['D4'] })).toEqual([]);
    expect(overlayLayers(data, { zoc: false, control: true, supply: false, isolatedHexes: [] }).map((l) => l.id)).toEqual(['control:allied', 'control:none']);
  });

  it('refuses a style outside the fixed set', () => {
    expect(() => mapOverlaySchema.parse({ id: 'x', legend: 'k', style: 'sparkles', tone: 'axis', hexes: [] })).toThrow();
  });

  it('turns the rules movement advice into the board marks: a bar where a zone of control stops, a chevron for an escarpment', () => {
    expect(adviceHexes(null)).toBeNull();
    expect(
      adviceHexes([
        { hex: 'A1', remaining: 3, stop: null, path: [] },
        { hex: 'A2', remaining: 1, stop: 'zoc', path: ['A1'] },
        { hex: 'A3', remaining: 0, stop: 'escarpment', path: ['A1'] },
      ]),
    ).toEqual([
      { hex: 'A1', remaining: 3, mark: null },
      { hex: 'A2', remaining: 1, mark: 'bar' },
      { hex: 'A3', remaining: 0, mark: 'chevron' },
    ]);
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
