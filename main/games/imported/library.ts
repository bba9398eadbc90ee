import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { err, ok, type Result } from '../../../shared/api/result.js';
import { importedKey, importedSlug, isImportedSlug, type ImportedKey } from '../../../shared/games/ids.js';
import {
  IMPORTED_CAPABILITIES,
  IMPORTED_GAME_MAX_BYTES,
  IMPORTED_TILE_SIZE,
  ImportedGameSchema,
  imagesOf,
  type ImportedGame,
  type ImportedGameSummary,
} from '../../../shared/games/imported.js';
import type { CutPyramid } from '../../board/tile-pyramid.js';
import type { AnyGameModule } from '../../engine/module.js';
import { createTableModule } from '../table/module.js';
import { importedGameData } from './game-data.js';

/**
 * The imported games of a data folder: each is a folder `games/<slug>/` holding its definition
 * (`game.json`, shared/games/imported.ts), `meta.json` (when it came in), its images as files
 * (`images/`) and each board's tile pyramid (`tiles/<image>/`, main/board/tile-pyramid.ts).
 *
 * Nothing is ever half-written: a new game is assembled in a staging folder beside the others and
 * renamed into place only once every image was read and every pyramid cut; a removed game is
 * renamed aside before its files go; a rename rewrites game.json through a temporary file.
 */

export const GAMES_DIR = 'games';
/** A board image's largest size: 30,000 × 30,000 px. */
export const MAX_BOARD_PIXELS = 900_000_000;
/** A counter image's largest size: 4,096 × 4,096 px. */
export const MAX_PIECE_PIXELS = 4096 * 4096;
const IMAGE_FORMATS = new Set(['png', 'jpeg', 'gif', 'svg', 'webp']);

export type CutTiles = (source: string, dir: string) => Promise<Result<CutPyramid>>;
export type CreateProgress = (done: number, total: number) => void;

export interface ImportedLibrary {
  /** Checks a definition and its images (image name → file), cuts the boards' tile pyramids, and stores the game. */
  create(definition: unknown, images: ReadonlyMap<string, string>, progress?: CreateProgress, cut?: CutTiles): Promise<Result<ImportedGameSummary>>;
  /** How it cuts a board's tile pyramid when `create` is given no other way. */
  readonly cutTiles?: CutTiles;
  list(): ImportedGameSummary[];
  get(key: ImportedKey): ImportedGame | null;
  rename(key: ImportedKey, name: string): Result<ImportedGameSummary>;
  remove(key: ImportedKey): Result<{ key: string }>;
  /** The free-play module of an imported game, or null. */
  module(key: ImportedKey): AnyGameModule | null;
  /** The folder of an imported game's images and tiles, or null. */
  folder(key: ImportedKey): string | null;
}

interface Entry {
  def: ImportedGame;
  createdAt: string;
  module: AnyGameModule | null;
}

/** A definition as main accepts it: within its size, valid, or the first problem as a parameter. */
export function parseDefinition(definition: unknown): Result<ImportedGame> {
  let text: string;
  try {
    text = JSON.stringify(definition) ?? '';
  } catch {
    return err('imported.badDefinition', { detail: 'not serialisable' });
  }
  if (Buffer.byteLength(text) > IMPORTED_GAME_MAX_BYTES) return err('imported.tooLarge', { limit: IMPORTED_GAME_MAX_BYTES });
  const parsed = ImportedGameSchema.safeParse(definition);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return err('imported.badDefinition', { detail: `${i.path.join('.')}: ${i.message}`.slice(0, 300) });
  }
  return ok(parsed.data);
}

async function checkImage(file: string, maxPixels: number): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(file, { limitInputPixels: maxPixels }).metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) return null;
    if (meta.width * meta.height > maxPixels) return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

function writeJsonAtomic(file: string, value: unknown): void {
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 1));
  fs.renameSync(tmp, file);
}

export function createImportedLibrary(dataDir: string, cutTiles: CutTiles): ImportedLibrary {
  const root = path.join(dataDir, GAMES_DIR);
  const cache = new Map<string, Entry>();
  const folderOf = (slug: string) => path.join(root, slug);

  function read(slug: string): Entry | null {
    const hit = cache.get(slug);
    if (hit) return hit;
    let entry: Entry | null = null;
    try {
      const dir = folderOf(slug);
      const text = fs.readFileSync(path.join(dir, 'game.json'), 'utf8');
      if (Buffer.byteLength(text) <= IMPORTED_GAME_MAX_BYTES) {
        const def = ImportedGameSchema.safeParse(JSON.parse(text));
        const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as { createdAt?: unknown };
        if (def.success && def.data.slug === slug) entry = { def: def.data, createdAt: typeof meta.createdAt === 'string' ? meta.createdAt : '', module: null };
      }
    } catch {
      entry = null; // missing or damaged: not listed, and never overwritten by a new game of that slug
    }
    if (entry) cache.set(slug, entry); // a game not there yet may be created later
    return entry;
  }

  function summary(e: Entry): ImportedGameSummary {
    const d = e.def;
    return {
      key: importedKey(d.slug),
      slug: d.slug,
      name: d.name,
      gameVersion: d.gameVersion,
      source: d.source,
      boards: d.table.boards.length,
      pieces: d.table.pieces.length,
      scenarios: d.scenarios.map((s) => ({ id: s.id, name: s.name })),
      createdAt: e.createdAt,
      capabilities: [...IMPORTED_CAPABILITIES],
    };
  }

  const entryOf = (key: ImportedKey): Entry | null => {
    const slug = importedSlug(key);
    return slug && isImportedSlug(slug) ? read(slug) : null;
  };

  return {
    cutTiles,
    async create(definition, images, progress, cut = cutTiles) {
      const parsed = parseDefinition(definition);
      if (!parsed.ok) return parsed;
      const def = parsed.value;
      if (fs.existsSync(folderOf(def.slug))) return err('imported.exists', { slug: def.slug });
      const { boards, pieces } = imagesOf(def.table);
      for (const name of [...boards, ...pieces]) if (!images.has(name)) return err('imported.imageMissing', { image: name });

      fs.mkdirSync(root, { recursive: true });
      const staging = path.join(root, `.staging-${crypto.randomBytes(8).toString('hex')}`);
      try {
        fs.mkdirSync(path.join(staging, 'images'), { recursive: true });
        const total = pieces.length + boards.length * 10;
        let done = 0;
        progress?.(done, total);
        for (const name of pieces) {
          const file = images.get(name)!;
          if (!(await checkImage(file, MAX_PIECE_PIXELS))) return err('imported.imageUnreadable', { image: name });
          fs.copyFileSync(file, path.join(staging, 'images', name));
          progress?.(++done, total);
        }
        for (const name of boards) {
          const file = images.get(name)!;
          const size = await checkImage(file, MAX_BOARD_PIXELS);
          if (!size) return err('imported.imageUnreadable', { image: name });
          const board = def.table.boards.find((b) => b.image === name)!;
          if (size.width !== board.width || size.height !== board.height) {
            return err('imported.boardSize', { image: name, width: size.width, height: size.height, expectedWidth: board.width, expectedHeight: board.height });
          }
          // The board image itself is kept beside its tiles: the board data's "suggest from the map" samples it.
          fs.copyFileSync(file, path.join(staging, 'images', name));
          const pyramid = await cut(file, path.join(staging, 'tiles', name));
          if (!pyramid.ok) return pyramid;
          // The table asks for tiles of this size (shared/games/imported.ts).
          if (pyramid.value.tileSize !== IMPORTED_TILE_SIZE) return err('work.failed');
          done += 10;
          progress?.(done, total);
        }
        writeJsonAtomic(path.join(staging, 'game.json'), def);
        const createdAt = new Date().toISOString();
        writeJsonAtomic(path.join(staging, 'meta.json'), { createdAt });
        if (fs.existsSync(folderOf(def.slug))) return err('imported.exists', { slug: def.slug });
        fs.renameSync(staging, folderOf(def.slug));
        cache.delete(def.slug);
        const entry = read(def.slug);
        return entry ? ok(summary(entry)) : err('imported.notFound', { key: importedKey(def.slug) });
      } finally {
        fs.rmSync(staging, { recursive: true, force: true });
      }
    },

    list() {
      let names: string[];
      try {
        names = fs.readdirSync(root);
      } catch {
        return [];
      }
      return names
        .filter(isImportedSlug)
        .map(read)
        .filter((e): e is Entry => e !== null)
        .map(summary)
        .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
    },

    get: (key) => entryOf(key)?.def ?? null,

    rename(key, name) {
      const e = entryOf(key);
      if (!e) return err('imported.notFound', { key });
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > 120) return err('imported.badName');
      const def: ImportedGame = { ...e.def, name: trimmed };
      writeJsonAtomic(path.join(folderOf(def.slug), 'game.json'), def);
      const next: Entry = { ...e, def };
      cache.set(def.slug, next);
      return ok(summary(next));
    },

    remove(key) {
      const e = entryOf(key);
      if (!e) return err('imported.notFound', { key });
      const aside = path.join(root, `.removed-${crypto.randomBytes(8).toString('hex')}`);
      fs.renameSync(folderOf(e.def.slug), aside);
      cache.delete(e.def.slug);
      fs.rmSync(aside, { recursive: true, force: true });
      return ok({ key });
    },

    module(key) {
      const e = entryOf(key);
      if (!e) return null;
      e.module ??= createTableModule(importedGameData(e.def));
      return e.module;
    },

    folder(key) {
      const e = entryOf(key);
      return e ? folderOf(e.def.slug) : null;
    },
  };
}
