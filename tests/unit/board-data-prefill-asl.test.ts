import { describe, expect, it } from 'vitest';
import { chartOf } from '../../shared/board-data/charts';
import { emptyBoardData, type BoardData } from '../../shared/board-data/schema';
import type { AslTerrainId } from '../../shared/games/asl-starter-kit/terrain';
import { prefillAslFire } from '../../main/board-data/prefill/asl-starter-kit';
import { computeAslFire } from '../../main/games/asl-starter-kit/companion/calculators/fire';
import type { LosHex } from '../../main/games/asl-starter-kit/los/line-of-sight';
import type { VaslLosMap } from '../../main/games/asl-starter-kit/los/vasl-map';
import { label, parseLabel } from '../../main/vassal/module/labels';
import type { CalcStep } from '../../shared/companion/definition';

/**
 * The ASL Starter Kit's fire calculator (IFT) prefilled from the map (issue 16): FP from the
 * counters' face that is up, range from the grid (3.2.2), the target hex's TEM (1.1.1) and the
 * hindrance of the line of sight (3.2.1), on one geomorphic board whose terrain is the rulebook
 * example's (seed 004 §4 fire example L.5201–5362; LOS example L.2757–2772), the rest open ground.
 * Counter values are the printed 4-6-7 and 4-4-7 (FP – range – morale, seed 004 §2.3).
 */

const chart = chartOf('asl-starter-kit')!;
const rc = (name: string) => {
  const m = /^([A-Z]+)(\d+)$/i.exec(name);
  return m ? { col: parseLabel(m[1]!.toUpperCase(), 'A')!, row: Number(m[2]) } : null;
};
function losMap(terrain: Record<string, AslTerrainId>): VaslLosMap {
  const map = ({ col, row }: { col: number; row: number }): LosHex | null => {
    if (col < 0 || col > 32 || row < (col % 2 ? 0 : 1) || row > 10) return null;
    const name = label(col, 'A', 0) + row;
    return { name, terrain: terrain[name] ?? 'open', level: 0 };
  };
  return { map, locate: rc, hexes: new Map() };
}
const valueOf = (steps: readonly CalcStep[], key: string) => steps.find((s) => typeof s.label === 'object' && 'key' in s.label && s.label.key.endsWith(key))?.value;

const data: BoardData = {
  ...emptyBoardData('asl-starter-kit'),
  hexes: { L7: { t: 'woods' } },
  counters: {
    ger: { front: { firepower: 4, 'normal-range': 6, morale: 7 }, back: { morale: 7 } },
    rus: { front: { firepower: 4, 'normal-range': 4, morale: 7 } },
    far: { front: { firepower: 4, 'normal-range': 2, morale: 7 } },
  },
};

describe('the ASL Starter Kit fire calculator prefilled from the map', () => {
  it('seed 004 fire example (L.5201): a 4-6-7 in K5 fires at a 4-4-7 in the stone building J3 — 4 FP at normal range, TEM +3 from the boards, no hindrance; with FFNAM the 4 column at +2', () => {
    const p = prefillAslFire(chart, data, [{ piece: 'ger', cell: 'K5', flipped: false }], [{ piece: 'rus', cell: 'J3', flipped: false }], losMap({ J3: 'stoneBuilding' }));
    expect(p.inputs).toMatchObject({ firers: [{ fp: 4, range: 'normal' }], tem: 3, hindrance: 0, morale: 7 });
    expect(p.unfilled).toEqual([]);
    const r = computeAslFire({ ...p.inputs, ffnam: true }, {}, null);
    expect(valueOf(r.steps, 'iftColumnRightmostNotAboveThe')).toBe('4');
    expect(valueOf(r.steps, 'totalDrm')).toBe('+2');
  });

  it('range from the grid: adjacent is point blank, same hex triple, beyond normal range long, beyond twice it left to the player; the board data\'s terrain gives the TEM', () => {
    const map = losMap({});
    const fire = (cell: string, piece = 'ger', target = 'L7') => prefillAslFire(chart, data, [{ piece, cell, flipped: false }], [{ piece: 'rus', cell: target, flipped: false }], map);
    expect(fire('L6').inputs).toMatchObject({ firers: [{ range: 'adjacent' }], tem: 1 });
    expect(fire('L7').inputs).toMatchObject({ firers: [{ range: 'same-hex' }], hindrance: 0 });
    expect(fire('L4', 'far').inputs.firers).toMatchObject([{ range: 'long' }]);
    const tooFar = fire('L2', 'far');
    expect(tooFar.inputs.firers).toMatchObject([{ range: 'normal' }]);
    expect(tooFar.unfilled).toContainEqual({ input: 'firers.range', piece: 'far' });
  });

  it('seed 004 LOS example (L.2757): from I2 the orchard in J4 hinders J5 only in season, so the hindrance is left to the player; the building in J3 blocks K4; a brush hex hinders +1 all year', () => {
    const map = losMap({ J4: 'orchard', J3: 'stoneBuilding' });
    const at = (to: string, m = map) => prefillAslFire(chart, data, [{ piece: 'ger', cell: 'I2', flipped: false }], [{ piece: 'rus', cell: to, flipped: false }], m);
    expect(at('J5').unfilled).toContainEqual({ input: 'hindrance', piece: 'ger', cell: 'I2' });
    expect(at('K4').unfilled).toContainEqual({ input: 'hindrance', piece: 'ger', cell: 'I2' });
    const brush = at('J5', losMap({ J4: 'brush', J3: 'stoneBuilding' }));
    expect(brush.inputs.hindrance).toBe(1);
    expect(brush.unfilled).toEqual([]);
  });

  it('a flipped (broken) counter reads its back face: no FP there, so the FP is left to the player; without the boards\' terrain the range and TEM are too', () => {
    const p = prefillAslFire(chart, data, [{ piece: 'ger', cell: 'K5', flipped: true }], [{ piece: 'rus', cell: 'J3', flipped: false }], null);
    expect(p.unfilled).toEqual(expect.arrayContaining([{ input: 'firers.fp', piece: 'ger' }, { input: 'firers.range', piece: 'ger', cell: 'K5' }, { input: 'tem', cell: 'J3' }]));
    expect(p.inputs.firers).toMatchObject([{ fp: 4, range: 'normal' }]);
  });
});
