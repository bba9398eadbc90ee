import fs from 'node:fs';
import path from 'node:path';
import { IMPORTED_SLUG } from '../../../shared/games/ids.js';
import { GAMES_DIR } from './library.js';

/**
 * The files of imported games the table loads, by address (the same in the desktop app and in web
 * mode): `/imported/<slug>/images/<image>` for a counter's picture and
 * `/imported/<slug>/tiles/<image>/<level>/<col>_<row>.webp` for a board's tile. Every part is
 * matched whole, so no address reaches outside the game's folder; a file that is not there is null.
 */
const IMAGE = /^\/imported\/([a-z0-9][a-z0-9-]{0,62})\/images\/([A-Za-z0-9][A-Za-z0-9._-]{0,119})$/;
const TILE = /^\/imported\/([a-z0-9][a-z0-9-]{0,62})\/tiles\/([A-Za-z0-9][A-Za-z0-9._-]{0,119})\/(\d{1,2})\/(\d{1,5}_\d{1,5}\.webp)$/;

export const IMPORTED_ASSET_PREFIX = '/imported/';

export function importedAssetPath(dataDir: string, pathname: string): string | null {
  const image = IMAGE.exec(pathname);
  const tile = image ? null : TILE.exec(pathname);
  const slug = image?.[1] ?? tile?.[1];
  if (!slug || !IMPORTED_SLUG.test(slug)) return null;
  const game = path.join(dataDir, GAMES_DIR, slug);
  const file = image ? path.join(game, 'images', image[2]!) : path.join(game, 'tiles', tile![2]!, 'tiles_files', tile![3]!, tile![4]!);
  if (!file.startsWith(game + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml', '.webp': 'image/webp' };

/** The content type an asset is served with; an image whose name says nothing is sent as bytes. */
export function importedAssetType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
