/**
 * The model of a VASSAL module as Campaign Table reads it (anchor-vassal-formats.md §1–§2; shapes
 * after its Appendix A). Piece definitions are kept as RAW strings: decoding them is
 * main/vassal/pieces/'s job. Coordinates are pixels: "board points" relative to one board image,
 * "map points" in a map window (boards placed after the map's edge margin).
 */

import type { VassalWarningCode } from '../errors.js';
import type { CarriedDocs } from './carried.js';

export interface NumberingDef {
  /** Element class, e.g. VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering. */
  cls: string;
  kind: 'hex' | 'square';
  first: 'H' | 'V';
  sep: string;
  hType: 'N' | 'A';
  vType: 'N' | 'A';
  hLeading: number;
  vLeading: number;
  hOff: number;
  vOff: number;
  hDescend: boolean;
  vDescend: boolean;
  stagger: boolean;
  /** Afrika Korps style diagonal numbering (§2.7.5). */
  oblique: boolean;
  locationFormat: string;
  /** False when the numbering is a module's own class whose rules we only guess (§2.8). */
  verified: boolean;
}

interface GridBase {
  cls: string;
  /** A module's own class read by its shape (§2.8). */
  custom: boolean;
}

export interface HexGridDef extends GridBase {
  kind: 'hex';
  dx: number;
  dy: number;
  x0: number;
  y0: number;
  sideways: boolean;
  snapTo: boolean;
  edgesLegal: boolean;
  cornersLegal: boolean;
  numbering: NumberingDef | null;
}

export interface SquareGridDef extends GridBase {
  kind: 'square';
  dx: number;
  dy: number;
  x0: number;
  y0: number;
  snapTo: boolean;
  numbering: NumberingDef | null;
}

export interface RegionDef {
  name: string;
  x: number;
  y: number;
}

export interface RegionGridDef extends GridBase {
  kind: 'region';
  regions: RegionDef[];
}

export interface ZoneDef {
  name: string;
  /** Polygon in board pixels. */
  path: [number, number][];
  locationFormat: string;
  useParentGrid: boolean;
  grid: GridDef | null;
}

export interface ZonedGridDef extends GridBase {
  kind: 'zoned';
  zones: ZoneDef[];
  background: GridDef | null;
}

export type GridDef = HexGridDef | SquareGridDef | RegionGridDef | ZonedGridDef;

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'svg' | 'bmp';

export interface ImageInfo {
  /** Entry name inside the module (or extension) zip. */
  entry: string;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface BoardDef {
  name: string;
  /** Image name as the buildFile gives it (relative to images/). */
  image: string | null;
  /** Entry resolved in the zip, or null when there is none (then a warning). */
  imageEntry: string | null;
  /** Decoded image size, or the width/height attributes of an image-less board. */
  width: number;
  height: number;
  reversible: boolean;
  color: string | null;
  grid: GridDef | null;
}

export interface BoardPlacement {
  board: string;
  col: number;
  row: number;
  reversed: boolean;
}

export interface PieceSlotDef {
  name: string;
  gpid: string;
  width: number;
  height: number;
  /** The raw piece definition (`+/null/<type>/<state>`), whitespace kept. */
  definition: string;
}

export interface SetupStackDef {
  name: string;
  owningBoard: string | null;
  x: number;
  y: number;
  useGridLocation: boolean;
  location: string | null;
  /** Map point under the map's default board placement, when it resolves. */
  position: { x: number; y: number } | null;
  pieces: PieceSlotDef[];
}

export interface MapDef {
  /** Identity in saves: mapName, or Map<n> in build order when empty. */
  id: string;
  name: string;
  cls: string;
  custom: boolean;
  edgeWidth: number;
  edgeHeight: number;
  boards: BoardDef[];
  /** Boards in play by default: the picker's <setup>, or its only non-reversible board. */
  defaultPlacement: BoardPlacement[];
  setupStacks: SetupStackDef[];
}

export interface PaletteFolder {
  kind: 'folder';
  name: string;
  cls: string;
  children: PaletteNode[];
}

export interface PaletteSlot extends PieceSlotDef {
  kind: 'slot';
}

export type PaletteNode = PaletteFolder | PaletteSlot;

export interface PredefinedSetupDef {
  name: string;
  file: string | null;
  /** Entry resolved in the zip (null when missing or not using a file). */
  entry: string | null;
  useFile: boolean;
  isMenu: boolean;
  description: string;
  children: PredefinedSetupDef[];
}

export interface DiceButtonDef {
  name: string;
  nDice: number;
  nSides: number;
  plus: number;
  addToTotal: number;
  reportTotal: boolean;
}

export type CustomRole = 'map' | 'boardPicker' | 'board' | 'grid' | 'numbering' | 'turnTracker' | 'component';

export interface CustomClassDef {
  cls: string;
  role: CustomRole;
  count: number;
  /** What we do instead, as a code (translated under vassal.fallback.*). */
  fallback: 'standardNumbering' | 'obliqueNumbering' | 'columnRow' | 'standardGrid' | 'standardMap' | 'ignored';
}

export interface ModuleWarning {
  code: VassalWarningCode;
  params: Record<string, string | number>;
}

export interface ExtensionInfo {
  file: string;
  version: string;
  extensionId: string;
  description: string;
  /** Elements grafted / skipped. */
  grafted: number;
  skipped: number;
}

export interface VassalModule {
  file: string;
  name: string;
  version: string;
  vassalVersion: string;
  description: string;
  /** buildFile.xml or buildFile. */
  buildFile: string;
  maps: MapDef[];
  palette: PaletteFolder[];
  /** Prototype name → raw definition. */
  prototypes: Record<string, string>;
  setups: PredefinedSetupDef[];
  dice: DiceButtonDef[];
  customClasses: CustomClassDef[];
  extensions: ExtensionInfo[];
  /** Every image read (by entry name), size from its header. */
  images: Record<string, ImageInfo>;
  warnings: ModuleWarning[];
  /** The rulebooks and chart pictures it carries (carried.ts); absent for a model not read from a zip. */
  carried?: CarriedDocs;
}
