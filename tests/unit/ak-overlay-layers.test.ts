import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { akAdviceStop, akOverlayLayers } from '../../main/games/afrika-korps/overlay-layers';
import { ruleLayerSchema } from '../../shared/board/overlay';

const ROOT = path.resolve(__dirname, '../..');
const strings = (lng: string) => JSON.parse(fs.readFileSync(path.join(ROOT, `locales/${lng}/games/afrika-korps.json`), 'utf8')) as Record<string, unknown>;
/** A key is there when its leaf (or its plural forms) is in the game's namespace. */
function has(tree: Record<string, unknown>, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = tree;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  const leaf = node as Record<string, unknown> | undefined;
  return typeof leaf?.[last] === 'string' || typeof leaf?.[`${last}_other`] === 'string';
}

const facts = {
  zoc: { axis: ['A1', 'A2'], allied: ['B1'] },
  control: [
    { place: 'tobruch', hex: 'G25', controller: 'allied', rule: '4.3' },
    { place: 'base', hex: 'W3', controller: null, rule: '4.3' },
  ],
  supplyRange: { axis: ['C1'], allied: [] },
  isolated: { axis: [{ unit: 'u1', hex: 'D4' }, { unit: 'u2', hex: 'D4' }, { unit: 'u3', hex: null }], allied: [] },
};

describe("Afrika Korps's overlay layers", () => {
  it('are valid generic layers, every key of them in both languages of the game namespace', () => {
    const layers = akOverlayLayers(facts).map((l) => ruleLayerSchema.parse(l));
    const keys = [
      ...layers.flatMap((l) => [l.label, l.hint!, ...l.legend.map((line) => line.key)]),
      ...(['zoc', 'escarpment'] as const).map((s) => akAdviceStop(s)!.key),
    ];
    for (const lng of ['en', 'it']) for (const k of keys) expect(has(strings(lng), k), `${lng}: ${k}`).toBe(true);
  });

  it('rings the hexes where isolated units stand (once each), and lists each side', () => {
    const isolated = akOverlayLayers(facts).find((l) => l.id === 'isolated')!;
    expect(isolated.parts).toEqual([{ tone: 'alert', hexes: ['D4'] }]);
    expect(isolated.legend).toEqual([
      expect.objectContaining({ key: 'overlay.isolatedOf', side: 'axis', units: ['u1', 'u2', 'u3'], count: 3 }),
      expect.objectContaining({ key: 'overlay.noneIsolated', side: 'allied', count: 0 }),
    ]);
    expect(akOverlayLayers({ ...facts, isolated: { axis: [] } }).find((l) => l.id === 'isolated')!.parts).toEqual([]);
  });

  it('marks a zone-of-control stop with a bar (8.1), an escarpment with a chevron (18.1), and nothing else', () => {
    expect(akAdviceStop('zoc')).toEqual({ mark: 'bar', key: 'overlay.stopZoc', rule: '8.1' });
    expect(akAdviceStop('escarpment')).toEqual({ mark: 'chevron', key: 'overlay.stopEscarpment', rule: '18.1' });
    expect(akAdviceStop(null)).toBeNull();
    expect(akAdviceStop(undefined)).toBeNull();
  });
});
