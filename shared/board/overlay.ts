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

/**
 * A layer of the rules' overlays as main sends it: the game decides what it means, the table only
 * toggles, draws and lists it. `label` and `hint` (the toggle) and every legend line's `key` are
 * keys of the game's locale namespace (locales/<lng>/games/<game>.json). Each part is drawn as a
 * MapOverlay with id `<layer id>:<part id>` (or the layer's id when the part has none); layers are
 * drawn by `depth`, the lower first. A legend line may name a side, units and a place by their
 * ids: the table puts their names into the line's params (`side`, `units`, `place`).
 */
export const ruleLayerPartSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  /** The layer's style unless this part has its own (a place nobody holds: an open ring). */
  style: z.enum(OVERLAY_STYLES).optional(),
  tone: z.string().min(1).max(64),
  hexes: z.array(z.string().max(32)),
  hexsides: z.array(z.tuple([z.string().max(32), z.string().max(32)])).default([]),
});

export const legendLineSchema = z.object({
  key: z.string().min(1).max(128),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  style: z.enum(OVERLAY_STYLES),
  tone: z.string().min(1).max(64),
  side: z.string().max(64).optional(),
  units: z.array(z.string().max(64)).optional(),
  place: z.string().max(64).optional(),
  hex: z.string().max(32).optional(),
  /** How many things the line counts (also given to the key as `count`). */
  count: z.number().int().min(0).optional(),
});

export const ruleLayerSchema = z.object({
  id: z.string().regex(/^[a-z][a-zA-Z0-9-]{0,40}$/),
  label: z.string().min(1).max(128),
  hint: z.string().min(1).max(128).optional(),
  style: z.enum(OVERLAY_STYLES),
  defaultOn: z.boolean(),
  depth: z.number().int().default(0),
  parts: z.array(ruleLayerPartSchema),
  legend: z.array(legendLineSchema).default([]),
});
export type RuleLayer = z.infer<typeof ruleLayerSchema>;
export type RuleLayerInput = z.input<typeof ruleLayerSchema>;
export type LegendLine = z.infer<typeof legendLineSchema>;

/**
 * A mark on a hex the move advice lists, saying the move must end there, from a small fixed set:
 *   bar     — a bar across the hex's top
 *   chevron — a chevron at the hex's bottom
 * `key` (the game's namespace) says why, `rule` cites the rule.
 */
export const ADVICE_MARKS = ['bar', 'chevron'] as const;
export type AdviceMarkKind = (typeof ADVICE_MARKS)[number];
export const adviceStopSchema = z.object({ mark: z.enum(ADVICE_MARKS), key: z.string().min(1).max(128), rule: z.string().min(1).max(32).brand<'RuleRef'>() });
export type AdviceStop = z.infer<typeof adviceStopSchema>;
