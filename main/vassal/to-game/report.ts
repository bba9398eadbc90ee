/**
 * The import report the player reads: what was taken, what was not, and warnings — codes and
 * parameters only, translated under `vassal.import.*` (and `vassal.*` for the readers' own warnings).
 */
export interface ImportWarning {
  code: string;
  params: Record<string, string | number>;
}

export interface ImportReport {
  module: { name: string; version: string; vassalVersion: string };
  taken: { map: string; boards: number; pieces: number; paletteSlots: number; prototypes: number; atStartStacks: number; setups: string[]; dice: number };
  notTaken: {
    /** Other maps of the module (a table holds one map). */
    maps: string[];
    /** The module's own Java classes and what is done instead. */
    customClasses: { cls: string; role: string; fallback: string }[];
    /** Traits kept in the pieces but not used here, with how many pieces carry them. */
    traits: { id: string; pieces: number }[];
  };
  warnings: ImportWarning[];
  /** The rulebooks (PDFs) and chart pictures the module carries, kept with the game (carried-files.ts). */
  carried?: { rulebooks: { id: number; title: string; bytes: number }[]; charts: number };
}

/** Every warning code the import adds to the readers' own (translated under the same keys). */
export const IMPORT_WARNING_CODES = [
  'vassal.import.imageMissing',
  'vassal.import.imageUnreadable',
  'vassal.import.svgExternal',
  'vassal.import.boardReversed',
  'vassal.import.offBoards',
  'vassal.import.setupUnreadable',
  'vassal.import.prototypeMissing',
  'vassal.import.mapNotTaken',
  'vassal.import.grid.noGrid',
  'vassal.import.grid.zonesDropped',
  'vassal.import.grid.regionsDropped',
  'vassal.import.grid.customNumbering',
  'vassal.import.grid.customGrid',
  'vassal.import.carriedTooLarge',
  'vassal.import.carriedNotPdf',
  'vassal.import.carriedChartUnreadable',
] as const;
