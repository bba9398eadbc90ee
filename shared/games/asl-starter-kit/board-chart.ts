import { ALL, mp, P, UNKNOWN, type MoveCost, type TerrainChartInput } from '../../board-data/chart.js';
import { ASL_HEXSIDES, ASL_TERRAIN, ASL_TERRAIN_IDS, type AslTerrainId } from './terrain.js';

/**
 * The ASL Starter Kit's terrain chart (terrain.ts) in the board-data shape (shared/board-data/
 * chart.ts), so a game made from VASL board archives carries its read terrain as board data and
 * the board-data tools (hover lines, editor) work on it. Three movement columns: infantry (MF),
 * fully tracked and armored car (MP). A vehicle cost the rulebook gives as a rule rather than a
 * number (half its MP and a Bog Check, a road hexside's ½ MP when CE) is `unknown` here, with the
 * rule said in words in the type's notes.
 */

const k = (s: string) => ({ key: `asl-starter-kit:terrain.${s}` });

/** A board-data type id (lower case with dashes) of an SK terrain id. */
export const boardTypeOf = (id: AslTerrainId): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const VEHICLES: Record<AslTerrainId, { ft: MoveCost; ac: MoveCost }> = {
  open: { ft: mp(1), ac: mp(3) },
  dirtRoad: { ft: UNKNOWN, ac: UNKNOWN },
  pavedRoad: { ft: UNKNOWN, ac: UNKNOWN },
  stoneBuilding: { ft: UNKNOWN, ac: P },
  woodenBuilding: { ft: UNKNOWN, ac: P },
  woods: { ft: UNKNOWN, ac: ALL },
  woodsRoad: { ft: UNKNOWN, ac: UNKNOWN },
  orchard: { ft: mp(1), ac: mp(3) },
  orchardRoad: { ft: UNKNOWN, ac: UNKNOWN },
  grain: { ft: mp(1), ac: mp(4) },
  brush: { ft: mp(2), ac: mp(4) },
};

const COLOURS: Record<AslTerrainId, string> = {
  open: '#d9dcb4',
  dirtRoad: '#dccd7b',
  pavedRoad: '#c0c0cf',
  stoneBuilding: '#9b9b9b',
  woodenBuilding: '#a3733f',
  woods: '#2f832f',
  woodsRoad: '#5f8f3f',
  orchard: '#33a333',
  orchardRoad: '#6fb35f',
  grain: '#ffff7f',
  brush: '#abe068',
};

export const ASL_STARTER_KIT_BOARD_CHART: TerrainChartInput = {
  game: 'asl-starter-kit',
  rule: '1.1.1',
  movementColumns: [
    { id: 'infantry', name: k('column.infantry') },
    { id: 'fully-tracked', name: k('column.fullyTracked') },
    { id: 'armored-car', name: k('column.armoredCar') },
  ],
  types: [
    ...ASL_TERRAIN_IDS.map((id) => {
      const t = ASL_TERRAIN[id];
      return {
        id: boardTypeOf(id),
        layer: 'hex' as const,
        name: k(id),
        movement: { infantry: t.infantryMf === null ? UNKNOWN : mp(t.infantryMf), 'fully-tracked': VEHICLES[id].ft, 'armored-car': VEHICLES[id].ac },
        combat: [t.tem === null ? { kind: 'none' as const } : { kind: 'defence-plus' as const, value: t.tem }],
        notes: [k(t.vehicles.replace(/^terrain\./, '')), ...(t.mfNote ? [k(t.mfNote.replace(/^terrain\./, ''))] : [])],
        rule: t.rule,
        colour: COLOURS[id],
      };
    }),
    {
      id: 'hedge',
      layer: 'hexside',
      name: k('hedge'),
      movement: { infantry: mp(ASL_HEXSIDES.hedge.infantryMfAdded), 'fully-tracked': mp(1), 'armored-car': mp(1) },
      combat: [{ kind: 'defence-plus', value: ASL_HEXSIDES.hedge.tem }],
      rule: ASL_HEXSIDES.hedge.rule,
      colour: '#2e832f',
    },
  ],
  // An infantry unit's printed FP – Range – Morale (1.2: "4-6-7" = 4 FP, normal range 6 hexes, morale 7), as the fire calculator asks them.
  counterValues: [
    { kind: 'number', id: 'firepower', name: k('value.firepower'), rule: '1.2, 3.2.2', min: 0, max: 36 },
    { kind: 'number', id: 'normal-range', name: k('value.normalRange'), rule: '1.2, 3.2.2', min: 0, max: 30 },
    { kind: 'number', id: 'morale', name: k('value.morale'), rule: '1.2, 3.2.3', min: 0, max: 10 },
  ],
};
