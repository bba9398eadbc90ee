/**
 * A VASSAL grid as the table registers it (shared/board/grid.ts): hex and square grids keep their
 * parameters and numbering as they are; region and zoned grids have no counterpart on the table, so
 * the board takes its zones' background grid (or a plain column/row grid) and the report says so.
 */
import type { GridSpec, Numbering } from '../../../shared/board/grid.js';
import type { GridDef, NumberingDef } from '../module/types.js';

export type GridFallback = 'none' | 'zonesDropped' | 'regionsDropped' | 'noGrid' | 'customNumbering' | 'customGrid';

/**
 * VASL's board letter before its hex names (`y$gridLocation$` → `yY7`), as main/vassal/vasl/to-game.ts
 * writes it; other modules' location formats stay display text, not part of a cell's name.
 */
const prefixOf = (n: NumberingDef): string | null => (n.cls.startsWith('VASL.') ? (/^([^$]{1,16})\$gridLocation\$$/.exec(n.locationFormat)?.[1] ?? null) : null);

export function numberingOf(n: NumberingDef): Numbering {
  const prefix = prefixOf(n);
  return {
    ...(prefix ? { prefix } : {}),
    first: n.first,
    sep: n.sep.slice(0, 4),
    hType: n.hType,
    vType: n.vType,
    hLeading: Math.min(6, Math.max(0, n.hLeading)),
    vLeading: Math.min(6, Math.max(0, n.vLeading)),
    hOff: n.hOff,
    vOff: n.vOff,
    hDescend: n.hDescend,
    vDescend: n.vDescend,
    stagger: n.stagger,
    // VASSAL's oblique numbering slants one way with stagger, the other without (vmodule's numbering.ts).
    oblique: n.oblique ? (n.stagger ? 'right' : 'left') : null,
  };
}

/** A plain square grid of one cell per 64 px, named by column and row, for a board without a usable grid. */
const PLAIN: GridSpec = { kind: 'square', dx: 64, dy: 64, x0: 32, y0: 32 };

/** The table's grid for a board's VASSAL grid, and what was given up to get it. */
export function gridOf(grid: GridDef | null): { grid: GridSpec; fallback: GridFallback[] } {
  if (!grid) return { grid: PLAIN, fallback: ['noGrid'] };
  const fallback: GridFallback[] = grid.custom ? ['customGrid'] : [];
  switch (grid.kind) {
    case 'hex': {
      const n = grid.numbering;
      if (n && !n.verified) fallback.push('customNumbering');
      return {
        grid: { kind: 'hex', dx: grid.dx, dy: grid.dy, x0: Math.trunc(grid.x0), y0: Math.trunc(grid.y0), sideways: grid.sideways, ...(n ? { numbering: numberingOf(n) } : {}) },
        fallback,
      };
    }
    case 'square': {
      const n = grid.numbering;
      if (n && !n.verified) fallback.push('customNumbering');
      return { grid: { kind: 'square', dx: grid.dx, dy: grid.dy, x0: Math.trunc(grid.x0), y0: Math.trunc(grid.y0), ...(n ? { numbering: numberingOf(n) } : {}) }, fallback };
    }
    case 'region':
      return { grid: PLAIN, fallback: [...fallback, 'regionsDropped'] };
    case 'zoned': {
      const inner = gridOf(grid.background);
      return { grid: inner.grid, fallback: [...fallback, 'zonesDropped', ...inner.fallback.filter((f) => f !== 'noGrid')] };
    }
  }
}
