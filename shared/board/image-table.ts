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
});

export const imagePieceSchema = z.object({
  id: z.string().min(1).max(64),
  /** The side that owns it (its colour on the overview map), if any. */
  side: z.string().max(32).optional(),
  front: imageKey,
  back: imageKey.optional(),
  /** Drawn over the face in order, by index (0: the first step loss…). */
  layers: z.array(imageKey).max(16).default([]),
});

export const imageTableSchema = z
  .object({
    boards: z.array(imageBoardSchema).min(1).max(64),
    pieces: z.array(imagePieceSchema).max(20_000),
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

/** How a counter shows: which side is up, and how many of its layers are on (step losses taken…). */
export interface PieceLook {
  flipped: boolean;
  layers: number;
}

/** The images that make a counter's face, bottom first. */
export function pieceImages(p: ImagePiece, look: PieceLook): string[] {
  const face = look.flipped && p.back ? p.back : p.front;
  return [face, ...p.layers.slice(0, Math.max(0, look.layers))];
}
