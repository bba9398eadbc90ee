// Konva's core plus the shapes the board uses, not the whole library.
import Konva from 'konva/lib/Core';
import type { MapOverlay } from '../../../../../shared/board/overlay';
import type { UnitState } from '../../../../../shared/engine/view';
import type { BoardArt } from './board-art';
import { Camera, type Point } from './camera';
import { DragController } from './drag-controller';
import { Gestures, type HoverInfo } from './gestures';
import type { Bounds, MapGeometry } from './map-geometry';
import type { MapLayer } from './map-layer';
import { OverlayLayer, type AdviceHex, type OverlayReport, type Trail } from './overlay-layer';
import { Overview } from './overview';
import { PieceLayer } from './piece-layer';
import { neighbourInDirection } from './neighbours';

export { COORDINATES_ZOOM } from './map-layer';
export { COUNTER_SIZE } from './stacking';
export { ADVICE_BAR_COLOUR, ADVICE_CHEVRON_COLOUR, adviceFill, type AdviceHex, type AdviceMark, type OverlayReport, type Trail } from './overlay-layer';
export type { HoverInfo } from './gestures';
export { generatedArt, imageTableArt, OVERLAY_ALERT, OVERLAY_NEUTRAL, type BoardArt } from './board-art';

export interface BoardCallbacks {
  select(unitId: string | null): void;
  hover(info: HoverInfo | null): void;
  /** Asks the engine to move units; resolves true when it did (and the new view has been drawn). */
  move(units: string[], to: string): Promise<boolean>;
  contextMenu(unitId: string, clientX: number, clientY: number): void;
  /** Zoom or pan changed (for the overview map). */
  viewport(): void;
  /** Place mode ended (placed, or cancelled). */
  placed(): void;
  /** A counter was grabbed while the board is read-only (the timeline's past): nothing moved. */
  refused?(): void;
}

/**
 * The game board: a Konva stage of four layers, each drawn by its own part, after Konva's
 * performance advice (every layer listening(false); input is handled on the container and
 * counters are hit-tested by geometry, so Konva never draws a hit canvas):
 *   map      — MapLayer: the generated art cached as tiles at the zoom's resolution (GeneratedMap), or a
 *              game's board images drawn from their tile pyramids (ImageMap) — BoardArt chooses
 *   overlay  — OverlayLayer: the game's generic overlays, the movement advice, trails, hovered hex
 *   counters — PieceLayer: every counter at rest, from cached face bitmaps, culled to the view
 *   drag     — DragController: the counters being dragged, so only this small layer redraws
 * Camera holds zoom and position, Gestures the pointer input, Overview the overview map and the
 * thumbnail. This class wires them together and is what the screen talks to.
 *
 * The engine owns positions: a drop sends a move and the board redraws from the view that comes
 * back; a refusal glides the counters back where they were.
 */
export class Board {
  readonly geo: MapGeometry;
  readonly camera: Camera;
  readonly pieces: PieceLayer;
  readonly overlay: OverlayLayer;
  readonly drags: DragController;
  readonly input: Gestures;
  private readonly stage: Konva.Stage;
  private readonly map: MapLayer;
  private readonly overview: Overview;
  private readonly resizeObserver: ResizeObserver;
  private readonly cleanup: (() => void)[] = [];
  private viewportFrame = 0;
  /** While true (the timeline shows the past), counters cannot be dragged or placed. */
  private readOnly = false;

  constructor(
    private readonly container: HTMLDivElement,
    readonly art: BoardArt,
    private readonly callbacks: BoardCallbacks,
  ) {
    Konva.pixelRatio = window.devicePixelRatio || 1;
    this.geo = art.geo;
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600, listening: false });
    this.camera = new Camera(this.stage, container, this.geo.bounds, () => this.afterViewChange());
    this.map = art.createMap(this.camera);
    this.pieces = new PieceLayer(this.geo, this.camera, (id) => art.pieceArt(id), () => this.requestViewport());
    art.onImage = (key) => this.pieces.refreshArt(key);
    this.overlay = new OverlayLayer(this.geo, this.camera, (tone) => art.toneColour(tone));
    const select = (id: string | null) => {
      this.setSelected(id);
      callbacks.select(id);
    };
    this.drags = new DragController({
      geo: this.geo,
      camera: this.camera,
      pieces: this.pieces,
      overlay: this.overlay,
      container,
      hover: (info) => callbacks.hover(info),
      move: (units, to) => callbacks.move(units, to),
    });
    this.input = new Gestures({
      geo: this.geo,
      camera: this.camera,
      pieces: this.pieces,
      drags: this.drags,
      overlay: this.overlay,
      container,
      readOnly: () => this.readOnly,
      select,
      hover: (info) => callbacks.hover(info),
      move: (units, to) => callbacks.move(units, to),
      contextMenu: (id, x, y) => callbacks.contextMenu(id, x, y),
      placed: () => callbacks.placed(),
      refused: () => callbacks.refused?.(),
    });
    this.overview = new Overview(this.geo, (ctx) => this.map.paintWhole(ctx));
    this.stage.add(this.map.layer, this.overlay.layer, this.pieces.layer, this.drags.layer);

    this.watchPixelRatio();
    this.resizeObserver = new ResizeObserver(() => this.camera.resize());
    this.resizeObserver.observe(container);
    this.camera.fit();
  }

  // ---------------------------------------------------------------- the view

  /** Draws the engine's view: adds, moves (gliding, when asked) and removes counters by unit id. */
  setUnits(units: readonly UnitState[], animate = false): void {
    this.pieces.setUnits(units, animate);
  }

  setSelected(id: string | null): void {
    if (this.pieces.selected === id) return;
    this.pieces.selected = id;
    this.pieces.layer.batchDraw();
    this.drags.layer.batchDraw();
  }

  /** Highlights where the rules let a unit go (null clears). */
  setAdvice(moves: readonly AdviceHex[] | null): void {
    this.overlay.setAdvice(moves);
  }

  /** Draws the game's overlays (an empty list clears them). */
  setOverlays(layers: readonly MapOverlay[]): void {
    this.overlay.setOverlays(layers);
  }

  /**
   * Marks counters (the opponent's last moves) with a ring, and draws an arrow for each move from
   * the hex it left to the hex it reached. Empty lists clear the marks.
   */
  setMarks(units: readonly string[], trails: readonly Trail[]): void {
    this.overlay.setTrails(trails);
    this.pieces.setMarked(units);
  }

  /** The counters marked now (the opponent's or the computer's last moves). */
  markedUnits(): string[] {
    return this.pieces.markedUnits();
  }

  isReadOnly(): boolean {
    return this.readOnly;
  }

  /** The timeline's past is on view: counters can be looked at but not moved (a drag in progress is cancelled). */
  setReadOnly(on: boolean): void {
    if (this.readOnly === on) return;
    this.readOnly = on;
    if (on) this.input.freeze();
    this.container.classList.toggle('read-only', on);
  }

  // ---------------------------------------------------------------- camera and input

  /** Screen pixels per map unit. */
  zoomLevel(): number {
    return this.camera.zoom;
  }

  visibleMapRect(margin = 0): Bounds {
    return this.camera.visibleMapRect(margin);
  }

  /** The zoom and the map point at the centre (see Camera.view). */
  mapView(): { zoom: number; x: number; y: number } {
    return this.camera.view();
  }

  setMapView(v: { zoom: number; x: number; y: number }): void {
    this.camera.setView(v);
  }

  /** Frames the whole map, or one area of it (map units): one map of a table of several. */
  fit(area?: Bounds): void {
    this.camera.fit(area);
  }

  zoomStep(direction: 1 | -1): void {
    this.camera.zoomStep(direction);
  }

  panBy(dx: number, dy: number): void {
    this.camera.panBy(dx, dy);
  }

  centreOn(x: number, y: number): void {
    this.camera.centreOn(x, y);
  }

  /** While set, the next click on a hex places these units there. */
  setPlaceMode(units: string[] | null): void {
    this.input.setPlaceMode(units);
  }

  /** Starts dragging counters that are not on the map (turn track, dead pile) in from a panel. */
  beginExternalDrag(units: string[], e: PointerEvent): void {
    this.input.beginExternalDrag(units, e);
  }

  // ---------------------------------------------------------------- keyboard moves

  /** The hex next to `name` in a screen direction (an arrow key's), or null at the map's edge. */
  neighbour(name: string, dx: number, dy: number, lower = false): string | null {
    return neighbourInDirection(this.geo, name, dx, dy, lower);
  }

  /** Outlines the hex a keyboard move would go to (null clears it), bringing it into view. */
  showKeyTarget(name: string | null): void {
    const h = name ? (this.geo.byName.get(name) ?? null) : null;
    this.overlay.setHover(h, h ? 'drop' : null);
    if (name) this.reveal(name);
  }

  /** Brings a hex into view (centring on it) unless it is well inside the view already. */
  reveal(name: string): void {
    const h = this.geo.byName.get(name);
    if (!h) return;
    const v = this.camera.visibleMapRect(-this.geo.pitch);
    const { x, y } = h.centre;
    if (x < v.x || y < v.y || x > v.x + v.width || y > v.y + v.height) this.centreOn(x, y);
  }

  /** Escape: ends a drag, place mode or a spread stack; false when there was none. */
  escape(): boolean {
    return this.input.escape();
  }

  private afterViewChange(): void {
    if (this.pieces.rescale(this.camera.zoom, Konva.pixelRatio)) this.drags.refreshSprites();
    this.stage.batchDraw();
    this.requestViewport();
  }

  private requestViewport(): void {
    if (this.viewportFrame) return;
    this.viewportFrame = requestAnimationFrame(() => {
      this.viewportFrame = 0;
      this.callbacks.viewport();
    });
  }

  /** Follows the window to a screen with another pixel ratio, so the board stays sharp there. */
  private watchPixelRatio(): void {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const onChange = () => {
      query.removeEventListener('change', onChange);
      const ratio = window.devicePixelRatio || 1;
      Konva.pixelRatio = ratio;
      for (const layer of this.stage.getLayers()) layer.getCanvas().setPixelRatio(ratio);
      this.camera.afterChange();
      this.watchPixelRatio();
    };
    query.addEventListener('change', onChange);
    this.cleanup.push(() => query.removeEventListener('change', onChange));
  }

  // ---------------------------------------------------------------- overview map and thumbnail

  /** Draws the overview: the whole map, the counters as dots, the visible part as a rectangle. */
  drawOverview(canvas: HTMLCanvasElement): void {
    this.overview.draw(canvas, this.pieces.pieces.values(), this.camera.visibleMapRect());
  }

  /** The map point at a point of an overview canvas drawn by drawOverview. */
  overviewToMap(canvas: { width: number; height: number }, x: number, y: number): Point {
    return this.overview.toMap(canvas, x, y);
  }

  /** A small picture of the whole map with the counters on it, as a PNG data URL, for the saved games list. */
  snapshot(width = 320): string {
    return this.overview.snapshot(width, this.pieces.order);
  }

  // ---------------------------------------------------------------- queries (the screen's tests read them)

  /** Centre of a unit's counter in CSS pixels of the viewport (what page.mouse takes). */
  unitScreenPosition(unitId: string): Point | null {
    const p = this.pieces.pieces.get(unitId);
    if (!p || p.local) return null;
    return this.camera.toClient(p.glide?.toX ?? p.x, p.glide?.toY ?? p.y);
  }

  hexScreenPosition(name: string): Point | null {
    const h = this.geo.byName.get(name);
    return h ? this.camera.toClient(h.centre.x, h.centre.y) : null;
  }

  faceKey(unitId: string): string | null {
    return this.pieces.pieces.get(unitId)?.face.key ?? null;
  }

  drawnUnitIds(): string[] {
    return [...this.pieces.pieces.values()].filter((p) => !p.local).map((p) => p.id);
  }

  hexAt(clientX: number, clientY: number): string | null {
    return this.geo.hexAt(this.camera.toMap(clientX, clientY))?.name ?? null;
  }

  highlightedHexes(): string[] {
    return this.overlay.highlightedHexes();
  }

  labelledHexes(): string[] {
    return this.overlay.labelledHexes();
  }

  overlayReport(): OverlayReport[] {
    return this.overlay.overlayReport();
  }

  /** The element the board draws in (a tool over the board, such as the board data editor, listens there). */
  get element(): HTMLDivElement {
    return this.container;
  }

  /** Adds a layer drawn just above the map (under overlays and counters), in map units; removed by the caller. */
  addMapLayer(layer: Konva.Layer): void {
    this.stage.add(layer);
    layer.zIndex(1);
    this.stage.batchDraw();
  }

  /** The map layer (the benchmark reads when its first tile was drawn). */
  mapLayer(): MapLayer {
    return this.map;
  }

  destroy(): void {
    this.art.onImage = null;
    if (this.viewportFrame) cancelAnimationFrame(this.viewportFrame);
    this.map.destroy();
    this.pieces.destroy();
    this.input.destroy();
    for (const c of this.cleanup) c();
    this.resizeObserver.disconnect();
    this.stage.destroy();
  }
}
