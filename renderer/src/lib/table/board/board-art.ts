import type { ImageBoard, ImageTable, PieceLook } from '../../../../../shared/board/image-table';
import { pieceImages } from '../../../../../shared/board/image-table';
import type { Pyramid } from '../../../../../shared/board/tiles';
import type { GameIndex } from '../game-data';
import type { Camera } from './camera';
import { faceOf } from './counter-art';
import { buildImageGeometry } from './image-geometry';
import { ImageMap } from './image-map';
import { buildGeometry, type MapGeometry } from './map-geometry';
import { GeneratedMap, type MapLayer } from './map-layer';
import { ImageStore, imageArt, natoArt, type PieceArt } from './piece-art';

/** The ring of a place nobody controls, and the colour of a 'neutral' overlay. */
export const OVERLAY_NEUTRAL = '#8a8a8a';
/** The colour of an 'alert' overlay (isolated units). */
export const OVERLAY_ALERT = '#b3261e';

/**
 * What the board draws, swappable as a whole: the map's geometry and layer, each counter's art and
 * the colours of the overlays' tones. Two kinds: the generated art (our map and NATO counters, from
 * the game's terrain and unit data) and a game's own images (boards on a registered grid, counters
 * as images). The board itself knows neither.
 */
export interface BoardArt {
  readonly geo: MapGeometry;
  createMap(camera: Camera): MapLayer;
  pieceArt(unitId: string): PieceArt | null;
  toneColour(tone: string): string;
  /** Set by the board: an image some counters use has arrived. */
  onImage: ((key: string) => void) | null;
  /** Terrain a counter may stand on (benchmark counters are put only there). */
  playable(terrain: string): boolean;
}

function tone(sideColour: (side: string) => string | undefined): (t: string) => string {
  return (t) => (t === 'neutral' ? OVERLAY_NEUTRAL : t === 'alert' ? OVERLAY_ALERT : (sideColour(t) ?? '#555555'));
}

/** The name printed for a place: the data's, unless the caller words it in the reader's language. */
export type PlaceLabel = (placeId: string, printed: string) => string;

/** Our generated map and NATO counters, from the game's data. */
export function generatedArt(index: GameIndex, placeLabel: PlaceLabel = (_id, printed) => printed): BoardArt {
  const geo = buildGeometry(index.data);
  const playableIds = new Set(index.data.terrainTypes.filter((t) => t.playable).map((t) => t.id));
  const playable = (t: string) => playableIds.has(t);
  return {
    geo,
    // The places named on the map in the reader's language where the game has words for them (the German base).
    createMap: (camera) => new GeneratedMap(geo, { ...index.data, places: index.data.places.map((p) => ({ ...p, name: placeLabel(p.id, p.name) })) }, camera, playable),
    pieceArt(id) {
      const spec = index.units.get(id);
      if (!spec) return null;
      const colour = index.nationalityColour.get(spec.nationality) ?? index.sideColour.get(spec.side) ?? '#8a8a7a';
      return natoArt(faceOf(spec, colour));
    },
    toneColour: tone((s) => index.sideColour.get(s)),
    onImage: null,
    playable,
  };
}

/** Where a table of images gets its pictures. */
export interface ImageSources {
  /** The address of a counter's image. */
  imageUrl(key: string): string;
  /** A board's tile pyramid, and the address of one of its tiles. */
  pyramid(board: ImageBoard): Pyramid;
  tileUrl(board: ImageBoard, level: number, col: number, row: number): string;
  /** How a counter shows now (flipped, layers on); face up and bare when not said. */
  look?(unitId: string): PieceLook;
  sideColour?(side: string): string | undefined;
}

/** A game's own board images and counter images (shared/board/image-table.ts). */
export function imageTableArt(table: ImageTable, sources: ImageSources): BoardArt {
  const geo = buildImageGeometry(table);
  const pieces = new Map(table.pieces.map((p) => [p.id, p]));
  const sideColour = (s: string) => sources.sideColour?.(s);
  const art: BoardArt = {
    geo,
    createMap: (camera) =>
      new ImageMap(
        table.boards.map((board) => ({ board, pyramid: sources.pyramid(board), tileUrl: (l, c, r) => sources.tileUrl(board, l, c, r) })),
        camera,
        geo.scale,
      ),
    pieceArt(id) {
      const p = pieces.get(id);
      if (!p) return null;
      const look = sources.look?.(id) ?? { flipped: false, layers: 0 };
      const colour = (p.side && sideColour(p.side)) ?? '#6b6b6b';
      // Masked for this viewer: only the mask shows (its image, or a plain face), upright as it lies.
      if (look.masked && p.mask) return imageArt(p.mask.image ? [p.mask.image] : [], colour, store, { angle: look.angle ?? 0, plain: !p.mask.image });
      return imageArt(pieceImages(p, look), colour, store, { labels: p.labels, angle: look.angle ?? 0, ...(p.size ? { imageSize: p.size } : {}) });
    },
    toneColour: tone(sideColour),
    onImage: null,
    playable: () => true,
  };
  const store = new ImageStore(sources.imageUrl, (key) => art.onImage?.(key));
  return art;
}
