/** Limits a zip must respect before any of its bytes are inflated (see anchor-vassal-formats.md §6.17). */
export interface ZipLimits {
  /** Entries in the central directory (directories included). */
  maxEntries: number;
  /** Uncompressed size of one entry, as declared and as actually inflated. */
  maxEntryBytes: number;
  /** Sum of the declared uncompressed sizes. */
  maxTotalBytes: number;
  /** Largest uncompressed / compressed ratio allowed for an entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries smaller than this are never judged by their ratio (a 10 kB run of zeros is harmless). */
  ratioFloorBytes: number;
}

const MiB = 1024 * 1024;

/** Modules and extensions: large scanned maps, thousands of counters. */
export const MODULE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 50_000,
  maxEntryBytes: 512 * MiB,
  maxTotalBytes: 2048 * MiB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MiB,
};

/** Saved games and logs: a few text entries (the largest real save seen holds 28 MB of hex). */
export const SAVE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 256 * MiB,
  maxTotalBytes: 256 * MiB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MiB,
};
