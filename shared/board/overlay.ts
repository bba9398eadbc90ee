import { z } from 'zod';

/**
 * A map overlay as the table draws it, for any game: an id, the legend key that names it, a style
 * from a small fixed set, a tone, and the hexes (and hexsides) it covers. The table draws it
 * without knowing what it means; the game decides what its layers are.
 *
 * Styles:
 *   hatch        — the hexes tinted and hatched (layers in turn lean one way, then the other)
 *   dot          — a dot low in each hex (layers in turn sit left, then right)
 *   ring         — a solid ring with a pennant round each hex (a place someone holds)
 *   open-ring    — a dashed ring with a pennant and a dash (a place nobody holds)
 *   dashed-ring  — a dashed ring inside each hex
 *   fill         — the hexes filled
 *   outline      — the hexes' outline
 *   hexside      — a thick line along each listed hexside
 * Tone: a side id (the side's colour), or one of 'neutral' and 'alert'.
 */
export const OVERLAY_STYLES = ['hatch', 'dot', 'ring', 'open-ring', 'dashed-ring', 'fill', 'outline', 'hexside'] as const;
export type OverlayStyle = (typeof OVERLAY_STYLES)[number];

export const mapOverlaySchema = z.object({
  id: z.string().min(1),
  legend: z.string().min(1),
  style: z.enum(OVERLAY_STYLES),
  tone: z.string().min(1),
  hexes: z.array(z.string()),
  /** Hexsides as the two hexes they separate. */
  hexsides: z.array(z.tuple([z.string(), z.string()])).default([]),
});
export type MapOverlay = z.input<typeof mapOverlaySchema>;
