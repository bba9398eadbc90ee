/**
 * Each hex's ASL Starter Kit terrain and ground level read from a VASL board archive instead of
 * painted (anchor-vassal.md §4.1): BoardMetadata.xml's colour table maps an RGB value of the board
 * image to a VASL terrain name and a base elevation; the pixels around each hex centre are sampled
 * and counted. As the rulebook says a hex is governed by the terrain holding its centre dot (1.1),
 * the terrain and level are the majority of the pixels near the dot; a road is a road hex when its
 * colour fills a tenth of the whole hex; `buildingTypes` overrides a hex's building. Pixels of a
 * colour the table does not name are not counted; a hex with none named is left for the player.
 *
 * LOSData (a gzip'd Java object stream of per-pixel terrain and elevation) is not read: a Java
 * serialization reader is not a small, bounded one, and the colour table gives the same terrain.
 */
import sharp from 'sharp';
import type { AslTerrainId } from '../../../shared/games/asl-starter-kit/terrain.js';
import type { XmlElement } from '../xml/parse.js';
import { label } from '../module/labels.js';
import { vaslHexCentre, type VaslGrid } from './grid.js';

export interface VaslColour {
  name: string;
  rgb: number;
  /** VASL's terrain name, e.g. `Woods`, `Stone Building`, `Dirt Road`. */
  terrain: string;
  elevation: number;
}

export interface BoardTerrainTable {
  colours: VaslColour[];
  /** Hex name (upper case) → VASL building type name. */
  buildings: Map<string, string>;
}

export interface HexTerrain {
  /** VASL's hex name on its board (`Y7`). */
  hex: string;
  terrain: AslTerrainId | null;
  level: number | null;
  /** Pixels sampled and how many had a colour the table names. */
  sampled: number;
  named: number;
}

const rgbOf = (r: number, g: number, b: number): number => (r << 16) | (g << 8) | b;
const byte = (v: string | undefined): number | null => {
  const n = Number(v);
  return v !== undefined && Number.isInteger(n) && n >= 0 && n <= 255 ? n : null;
};

/** The colour table and building types of a BoardMetadata.xml (or a shared metadata file with the same elements). */
export function terrainTableOf(root: XmlElement, into: BoardTerrainTable = { colours: [], buildings: new Map() }): BoardTerrainTable {
  for (const section of root.children) {
    if (section.tag === 'colors') {
      for (const c of section.children) {
        if (c.tag !== 'color') continue;
        const [r, g, b] = [byte(c.attrs.red), byte(c.attrs.green), byte(c.attrs.blue)];
        const elevation = Number(c.attrs.elevation ?? '0');
        if (r === null || g === null || b === null || !c.attrs.terrain || !Number.isInteger(elevation) || Math.abs(elevation) > 10) continue;
        const rgb = rgbOf(r, g, b);
        const colour = { name: c.attrs.name ?? '', rgb, terrain: c.attrs.terrain, elevation };
        // A board's own colour overrides a shared one of the same value.
        const at = into.colours.findIndex((x) => x.rgb === rgb);
        if (at >= 0) into.colours[at] = colour;
        else into.colours.push(colour);
      }
    } else if (section.tag === 'buildingTypes') {
      for (const b of section.children) if (b.tag === 'buildingType' && b.attrs.hexName && b.attrs.buildingTypeName) into.buildings.set(b.attrs.hexName.trim().toUpperCase(), b.attrs.buildingTypeName);
    }
  }
  return into;
}

type Kind = AslTerrainId | 'road.dirt' | 'road.paved' | 'other';

/** VASL's terrain names the Starter Kit has (the rest are other terrain, not counted as any SK type). */
export function skKindOf(vaslTerrain: string): Kind {
  const t = vaslTerrain.trim().toLowerCase();
  if (t === 'open ground') return 'open';
  if (t === 'woods') return 'woods';
  if (t === 'orchard' || t === 'orchard, out of season') return 'orchard';
  if (t === 'grain') return 'grain';
  if (t === 'brush') return 'brush';
  if (t === 'dirt road') return 'road.dirt';
  if (t === 'paved road') return 'road.paved';
  if (t.startsWith('stone building')) return 'stoneBuilding';
  if (t.startsWith('wooden building')) return 'woodenBuilding';
  return 'other';
}

/** Largest board image (pixels) whose terrain is read: far above a geomorphic board's 1.16 M. */
export const MAX_TERRAIN_PIXELS = 40_000_000;
/** Share of a hex's sampled pixels that makes it a road hex. */
const ROAD_SHARE = 0.1;

function majority<T>(counts: Map<T, number>): T | null {
  let best: T | null = null;
  let n = 0;
  for (const [k, v] of counts) if (v > n) [best, n] = [k, v];
  return best;
}

/** Every hex of a board (columns × rows as VASL names them) with its terrain and ground level from the image's pixels. */
export async function readHexTerrain(image: Buffer, grid: VaslGrid, table: BoardTerrainTable, columns = 33, rows = 10): Promise<HexTerrain[]> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_TERRAIN_PIXELS }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Map(table.colours.map((c) => [c.rgb, c]));
  const ch = info.channels;
  const inner = grid.dy / 4;
  const outer = grid.dy * 0.45;
  const out: HexTerrain[] = [];
  for (let col = 0; col < columns; col++) {
    for (let row = col % 2 ? 0 : 1; row <= rows; row++) {
      const hex = label(col, 'A', 0) + row;
      const c = vaslHexCentre(grid, hex)!;
      const near = new Map<Kind, number>();
      const levels = new Map<number, number>();
      let sampled = 0;
      let named = 0;
      let road: Kind | null = null;
      let roadPixels = 0;
      for (let y = Math.max(0, Math.ceil(c.y - outer)); y <= Math.min(info.height - 1, Math.floor(c.y + outer)); y++) {
        for (let x = Math.max(0, Math.ceil(c.x - outer)); x <= Math.min(info.width - 1, Math.floor(c.x + outer)); x++) {
          const d2 = (x - c.x) ** 2 + (y - c.y) ** 2;
          if (d2 > outer * outer) continue;
          sampled++;
          const i = (y * info.width + x) * ch;
          const colour = colours.get(rgbOf(data[i]!, data[i + 1]!, data[i + 2]!));
          if (!colour) continue;
          named++;
          const kind = skKindOf(colour.terrain);
          if (kind === 'road.dirt' || kind === 'road.paved') {
            roadPixels++;
            road = kind;
          }
          if (d2 <= inner * inner) {
            // A road through the dot does not make the hex open: the terrain around it decides.
            if (kind !== 'road.dirt' && kind !== 'road.paved') near.set(kind, (near.get(kind) ?? 0) + 1);
            levels.set(colour.elevation, (levels.get(colour.elevation) ?? 0) + 1);
          }
        }
      }
      const isRoad = road !== null && sampled > 0 && roadPixels / sampled >= ROAD_SHARE;
      const kind = majority(near) ?? (isRoad ? 'open' : null);
      let terrain: AslTerrainId | null = kind === null || kind === 'other' || kind === 'road.dirt' || kind === 'road.paved' ? null : kind;
      if (isRoad && terrain === 'open') terrain = road === 'road.paved' ? 'pavedRoad' : 'dirtRoad';
      else if (isRoad && terrain === 'woods') terrain = 'woodsRoad';
      else if (isRoad && terrain === 'orchard') terrain = 'orchardRoad';
      const building = table.buildings.get(hex);
      if (building) {
        const b = skKindOf(building);
        if (b === 'stoneBuilding' || b === 'woodenBuilding') terrain = b;
      }
      out.push({ hex, terrain, level: majority(levels), sampled, named });
    }
  }
  return out;
}
