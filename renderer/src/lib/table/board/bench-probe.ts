import type { Board } from './board';

/**
 * Benchmark probes, kept out of the board's production code: the screen loads this module only
 * when a benchmark asked for it before the page started (window.__wantBoardBench), and exposes it
 * as window.__boardBench.
 */
export interface BoardBenchProbe {
  /** Adds n counters drawn locally (never sent to the engine) on playable hexes; the count drawn now. */
  stress(n: number): number;
  /** Median milliseconds of k synchronous redraws of the counter layer. */
  redrawCost(k: number): number;
  /**
   * The work of each frame of a drag (ms per step, averaged over groups of ten steps): pointer to
   * map coordinates, the hex under the counter, the hover outline, and the drag and overlay layers
   * redrawn at once. Nothing is dropped: the counter goes back where it was.
   */
  dragFrameCost(unitId: string, steps: number): number[];
}

/** Probes on a board; stress counters copy the art of the given units. */
export function benchProbe(board: Board, unitIds: readonly string[]): BoardBenchProbe {
  let count = 0;
  return {
    stress(n) {
      const hexes = board.geo.hexes.filter((h) => board.art.playable(h.terrain));
      if (!hexes.length || !unitIds.length) return 0;
      let seed = 12345 + count;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let i = 0; i < n; i++) {
        const face = board.art.pieceArt(unitIds[Math.floor(next() * unitIds.length)]!);
        const h = hexes[Math.floor(next() * hexes.length)]!;
        if (!face) continue;
        board.pieces.addLocal(`stress-${++count}`, face, h.name);
      }
      board.pieces.layout();
      board.pieces.layer.draw();
      return board.pieces.pieces.size;
    },
    redrawCost(k) {
      const times: number[] = [];
      for (let i = 0; i < Math.max(1, Math.min(1000, k)); i++) {
        const t0 = performance.now();
        board.pieces.layer.draw();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)]!;
    },
    dragFrameCost(unitId, steps) {
      const piece = board.pieces.pieces.get(unitId);
      if (!piece || board.drags.active) return [];
      const start = board.camera.toClient(piece.x, piece.y);
      board.input.startDrag([piece], -1, board.camera.toMap(start.x, start.y), false);
      // The page's clock ticks in 0.1 ms steps, so steps are timed ten at a time and averaged.
      const times: number[] = [];
      const batches = Math.max(1, Math.min(500, Math.ceil(steps / 10)));
      for (let b = 0; b < batches; b++) {
        const t0 = performance.now();
        for (let j = 0; j < 10; j++) {
          const f = ((b * 10 + j) % 80) / 80;
          board.drags.moveTo(start.x + 300 * Math.sin(Math.PI * f), start.y + 160 * f);
          board.overlay.layer.draw();
          board.drags.layer.draw();
        }
        times.push((performance.now() - t0) / 10);
      }
      board.input.escape();
      return times;
    },
  };
}
