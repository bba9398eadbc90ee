import { z } from 'zod';
import { gridSchema } from './grid.js';

/**
 * A table drawn from a game's own pictures, for any game (a VASSAL module's boards and pieces,
 * or a board painted by players): one or more board images, each at its offset on the map with a
 * grid registered on it (shared/board/grid.ts), and counters as images — a front, a back, and
 * layers drawn over the face (step losses, markers). Game-neutral: nothing here names a game.
 *
 * Images are named by a key the game's data folder resolves (a board's key also names its tile
 * pyramid); the board never sees a path. Counters are drawn at the size the board gives a cell
 * (the first board's grid sets the scale), as the generated counters are.
 */

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const imageKey = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/);

export const imageBoardSchema = z.object({
  id: z.string().min(1).max(64),
  image: imageKey,
  /** The image's decoded size, in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Where the board's top-left corner lies on the map, in the map's pixels (VASSAL's board placement). */
  x: z.number().int().min(0).default(0),
  y: z.number().int().min(0).default(0),
  grid: gridSchema,
  /**
   * Turned 180° (a VASSAL board the picker reversed): its image is given already turned, and its grid
   * is read on the board as printed, so a cell keeps the name VASSAL gives it on the turned board.
   */
  reversed: z.boolean().default(false),
  /** The map (a VASSAL map window) it belongs to, when the table holds more than one: each is shown on its own. */
  map: z.string().min(1).max(64).optional(),
});

/** Text drawn on a counter (a VASSAL Text Label): where the trait puts it, relative to the counter's square. */
export const pieceLabelSchema = z
  .object({
    text: z.string().min(1).max(200),
    /** The anchor: top, centre or bottom edge; left, centre or right edge of the counter. */
    vertical: z.enum(['t', 'c', 'b']).default('t'),
    horizontal: z.enum(['l', 'c', 'r']).default('c'),
    /** Which side of the anchor the text lies on (t: below it, b: above it, c: centred on it). */
    vJust: z.enum(['t', 'c', 'b']).default('b'),
    hJust: z.enum(['l', 'c', 'r']).default('c'),
    /** Offsets and font size in the counter image's pixels. */
    dx: z.number().int().min(-2000).max(2000).default(0),
    dy: z.number().int().min(-2000).max(2000).default(0),
    size: z.number().int().min(4).max(200).default(10),
    bold: z.boolean().default(false),
    colour: colourSchema.default('#000000'),
    background: colourSchema.optional(),
  })
  .strict();

export const imagePieceSchema = z.object({
  id: z.string().min(1).max(64),
  /** The side that owns it (its colour on the overview map), if any. */
  side: z.string().max(32).optional(),
  front: imageKey,
  back: imageKey.optional(),
  /** Drawn over the face in order, by index (0: the first step loss…). */
  layers: z.array(imageKey).max(16).default([]),
  /** Its texts, drawn over its images (and turned with it). */
  labels: z.array(pieceLabelSchema).max(8).default([]),
  /** It may be turned: to any angle (facings 1) or to one of `facings` equal steps. */
  rotation: z.object({ facings: z.number().int().min(1).max(360) }).strict().optional(),
  /** It may be masked by a side: the others then see only this image (or a plain back when absent). */
  mask: z.object({ image: imageKey.optional() }).strict().optional(),
  /** The size of its face image, in pixels (labels' offsets and sizes are in them); the cell size when absent. */
  size: z.number().int().min(1).max(4000).optional(),
});

/** One of a game's own dice buttons (a VASSAL module's DiceButton): dice, sides and modifiers, and how it reports. */
export const tableDiceSchema = z
  .object({
    name: z.string().min(1).max(60),
    count: z.number().int().min(1).max(10),
    sides: z.number().int().min(2).max(20),
    /** Added to each die, and to the total. */
    plus: z.number().int().min(-99).max(99).default(0),
    add: z.number().int().min(-999).max(999).default(0),
    /** Whether the report gives the total, or each die. */
    total: z.boolean().default(false),
  })
  .strict();

export const imageTableSchema = z
  .object({
    boards: z.array(imageBoardSchema).min(1).max(64),
    pieces: z.array(imagePieceSchema).max(20_000),
    /** The game's own dice buttons, beside the table's plain dice. */
    dice: z.array(tableDiceSchema).max(32).default([]),
  })
  .superRefine((t, ctx) => {
    const boards = new Set<string>();
    for (const b of t.boards) {
      if (boards.has(b.id)) ctx.addIssue({ code: 'custom', message: `board ${b.id} twice`, path: ['boards'] });
      boards.add(b.id);
    }
    const pieces = new Set<string>();
    for (const p of t.pieces) {
      if (pieces.has(p.id)) ctx.addIssue({ code: 'custom', message: `piece ${p.id} twice`, path: ['pieces'] });
      pieces.add(p.id);
    }
  });

export type ImageTableSpec = z.input<typeof imageTableSchema>;
export type ImageTable = z.output<typeof imageTableSchema>;
export type ImageBoard = ImageTable['boards'][number];
export type ImagePiece = ImageTable['pieces'][number];
export type PieceLabel = ImagePiece['labels'][number];
export type TableDice = ImageTable['dice'][number];

/** How a counter shows: which side is up, and how many of its layers are on (step losses taken…). */
export interface PieceLook {
  flipped: boolean;
  layers: number;
  /** Degrees clockwise; 0 when absent. */
  angle?: number;
  /** Shown as its mask (masked by a side the viewer is not). */
  masked?: boolean;
}

/** The images that make a counter's face, bottom first. */
export function pieceImages(p: ImagePiece, look: PieceLook): string[] {
  const face = look.flipped && p.back ? p.back : p.front;
  return [face, ...p.layers.slice(0, Math.max(0, look.layers))];
}
