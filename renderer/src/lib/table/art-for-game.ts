import type { PieceLook } from '../../../../shared/board/image-table';
import type { UnitState } from '../../../../shared/engine/view';
import { importedSlug } from '../../../../shared/games/ids';
import { IMPORTED_TILE_SIZE } from '../../../../shared/games/imported';
import { generatedArt, imageTableArt, type BoardArt, type PlaceLabel } from './board/board-art';
import type { GameIndex } from './game-data';

/**
 * What the board draws for a game, chosen from its data alone: a game whose data carries an image
 * table is drawn from its own board images and counter images, served by main under
 * `/imported/<slug>/` (main/games/imported/assets.ts); any other on the generated map with NATO
 * counters. No game is named here.
 */
export function artForGame(index: GameIndex, look: (unitId: string) => PieceLook, placeLabel?: PlaceLabel): BoardArt {
  const table = index.data.imageTable;
  if (!table) return generatedArt(index, placeLabel);
  const base = `/imported/${importedSlug(index.data.game) ?? ''}`;
  return imageTableArt(table, {
    imageUrl: (key) => `${base}/images/${encodeURIComponent(key)}`,
    pyramid: (b) => ({ width: b.width, height: b.height, tileSize: IMPORTED_TILE_SIZE }),
    tileUrl: (b, level, col, row) => `${base}/tiles/${encodeURIComponent(b.image)}/${level}/${col}_${row}.webp`,
    look,
    sideColour: (side) => index.sideColour.get(side),
  });
}

/**
 * How each counter shows, from the engine's view: face up, bare and upright unless it says
 * otherwise; a counter masked by a side shows its mask to anyone not seated at that side.
 */
export function looksOf(units: readonly UnitState[], seat: string | null = null): Map<string, PieceLook> {
  return new Map(
    units.map((u) => [u.id, { flipped: u.flipped === true, layers: u.layers ?? 0, angle: u.angle ?? 0, masked: !!u.maskedBy && u.maskedBy !== seat }]),
  );
}
