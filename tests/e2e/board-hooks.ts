/// <reference lib="dom" />
/** The read-only test hooks the table screen exposes as window.__board, and the bench probes (window.__boardBench). */
export interface OverlayLayerHook {
  id: string;
  legend: string;
  style: string;
  tone: string;
  hexes: string[];
}

export interface BoardHooks {
  unitScreenPosition(id: string): { x: number; y: number } | null;
  hexScreenPosition(hex: string): { x: number; y: number } | null;
  drawnUnitIds(): string[];
  hexAt(x: number, y: number): string | null;
  /** The overlay layers drawn now (empty when they are off). */
  overlayLayers(): OverlayLayerHook[];
  /** Printed names of the hexes the movement advice currently highlights. */
  highlightedHexes(): string[];
  /** Of those, the hexes whose names are printed on the map (a pending choice's). */
  labelledHexes(): string[];
  /** The art key of the counter drawn for a unit (its images, angle and texts), or null. */
  faceKey(unitId: string): string | null;
  /** The counters marked as the opponent's or the computer's last moves. */
  markedUnits(): string[];
}

/** Loaded only when the page was opened with window.__wantBoardBench set (see BoardView). */
export interface BoardBenchHooks {
  /** Adds n dummy counters drawn locally (never sent to the engine), for the frame-time benchmark. */
  stress(n: number): number;
  /** Median ms of k synchronous redraws of the counter layer. */
  redrawCost(k: number): number;
  /** Per-step milliseconds of the work a drag does each frame (nothing is dropped). */
  dragFrameCost(unitId: string, steps: number): number[];
}

declare global {
  interface Window {
    __board?: BoardHooks;
    __boardBench?: BoardBenchHooks;
    __wantBoardBench?: boolean;
    __frames?: number[];
  }
}
