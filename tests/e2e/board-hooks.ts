/// <reference lib="dom" />
/** The read-only test hooks the table screen exposes as window.__board (tests and benchmarks). */
export interface BoardHooks {
  unitScreenPosition(id: string): { x: number; y: number } | null;
  hexScreenPosition(hex: string): { x: number; y: number } | null;
  drawnUnitIds(): string[];
  hexAt(x: number, y: number): string | null;
  /** Adds n dummy counters drawn locally (never sent to the engine), for the frame-time benchmark. */
  stress(n: number): void;
  /** Median ms of k synchronous redraws of the counter layer. */
  redrawCost(k: number): number;
  /** What the map overlays draw now (empty when they are off). */
  overlayHexes(): { zoc: Record<string, string[]>; control: { hex: string; controller: string | null }[]; supply: Record<string, string[]>; isolated: string[] };
  /** Printed names of the hexes the movement advice currently highlights. */
  highlightedHexes(): string[];
  /** Per-step milliseconds of the work a drag does each frame (nothing is dropped). */
  dragFrameCost(unitId: string, steps: number): number[];
}

declare global {
  interface Window {
    __board?: BoardHooks;
    __frames?: number[];
  }
}
