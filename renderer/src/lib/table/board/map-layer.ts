import Konva from 'konva/lib/Core';
import type { GameData } from '../../../../../shared/games/descriptor';
import type { Camera } from './camera';
import type { MapGeometry } from './map-geometry';
import { drawTerrain } from './terrain-art';
import { TerrainTiles } from './terrain-tiles';

/** Zoom from which printed hex coordinates are shown. */
export const COORDINATES_ZOOM = 0.95;

/**
 * The map under everything, as one Konva layer. A board takes any kind: today's generated art
 * (GeneratedMap), or a game's own pictures.
 */
export interface MapLayer {
  readonly layer: Konva.Layer;
  /** Draws the whole map, small, into a context scaled to map units (overview, thumbnail); false while pictures are still loading. */
  paintWhole(ctx: CanvasRenderingContext2D): boolean;
  destroy(): void;
}

/**
 * The generated map, drawn from the game's terrain data and cached as bitmap
 * tiles at the zoom's resolution (TerrainTiles); each frame draws just the tiles in view.
 */
export class GeneratedMap implements MapLayer {
  readonly layer = new Konva.Layer({ listening: false });
  private readonly tiles: TerrainTiles;
  private frame = 0;

  constructor(
    private readonly geo: MapGeometry,
    private readonly data: GameData,
    camera: Camera,
    playable: (terrain: string) => boolean,
  ) {
    this.tiles = new TerrainTiles(geo, data, playable);
    this.layer.add(
      new Konva.Shape({
        listening: false,
        perfectDrawEnabled: false,
        sceneFunc: (ctx) => {
          const missing = this.tiles.draw(ctx._context, {
            view: camera.visibleMapRect(),
            scale: camera.zoom * Konva.pixelRatio,
            coordinates: camera.zoom >= COORDINATES_ZOOM,
          });
          // Tiles still to render come in the next frames.
          if (missing && !this.frame) {
            this.frame = requestAnimationFrame(() => {
              this.frame = 0;
              this.layer.batchDraw();
            });
          }
        },
      }),
    );
  }

  paintWhole(ctx: CanvasRenderingContext2D): boolean {
    drawTerrain(ctx, this.geo, this.data, { view: null, labels: false, grid: false });
    return true;
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.tiles.clear();
  }
}
