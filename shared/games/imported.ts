import { z } from 'zod';
import { imageTableSchema, type ImageTable } from '../board/image-table.js';
import { tableCells } from '../board/table-cells.js';
import { GameKeySchema, IMPORTED_SLUG } from './ids.js';

/**
 * A game defined only by data: its boards and counters as images on registered grids
 * (shared/board/image-table.ts), its sides, set-ups and turn range. It is played in free mode on
 * the table, with no line of code written for it. A VASSAL module's import produces one; so can a
 * player painting a board. Stored in the data folder as `games/<slug>/game.json`, beside the
 * images it names (`images/`) and the boards' tile pyramids (`tiles/<image>/`).
 *
 * Versioned: `version` is this format's; the game's own version (a module's) is `gameVersion`.
 */

export const IMPORTED_GAME_FORMAT = 'campaign-table-imported-game';
export const IMPORTED_GAME_VERSION = 1;
/** The tile size of imported boards' pyramids (main/board/tile-pyramid.ts cuts them so). */
export const IMPORTED_TILE_SIZE = 256;
/** game.json's largest size: 20,000 pieces with their images fit well within. */
export const IMPORTED_GAME_MAX_BYTES = 8 * 1024 * 1024;

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,63}$/);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** A cell's name as the table names it (shared/board/table-cells.ts), e.g. "0512" or "east:0101". */
const cellName = z.string().min(1).max(32);

export const ImportedSourceSchema = z
  .object({
    /** What the game was made from: a VASSAL module, a painted board, a test fixture. */
    kind: z.enum(['vassal-module', 'user', 'generated']),
    /** The file or work it came from, as the player named it. */
    ref: z.string().min(1).max(300),
    notes: z.string().max(2000).optional(),
  })
  .strict();

export const ImportedScenarioSchema = z
  .object({
    id,
    name: z.string().min(1).max(120),
    startTurn: z.number().int().min(1).max(999),
    /** Counters on the map at the start, by piece id and cell name. */
    setup: z.array(z.object({ piece: id, cell: cellName }).strict()).max(20_000),
    /** Counters in play but off the map at the start. */
    pool: z.array(id).max(20_000).default([]),
  })
  .strict();

export const ImportedGameSchema = z
  .object({
    format: z.literal(IMPORTED_GAME_FORMAT),
    version: z.literal(IMPORTED_GAME_VERSION),
    slug: z.string().regex(IMPORTED_SLUG),
    name: z.string().trim().min(1).max(120),
    /** The game's (or its module's) own version, as printed there. */
    gameVersion: z.string().max(40).default(''),
    source: ImportedSourceSchema,
    table: imageTableSchema,
    sides: z.array(z.object({ id, colour }).strict()).min(1).max(16),
    turns: z.object({ first: z.number().int().min(1).max(999), last: z.number().int().min(1).max(999) }).strict(),
    scenarios: z.array(ImportedScenarioSchema).min(1).max(200),
  })
  .strict()
  .superRefine((g, ctx) => {
    if (g.turns.first > g.turns.last) ctx.addIssue({ code: 'custom', message: 'turns: first after last', path: ['turns'] });
    const sides = new Set(g.sides.map((s) => s.id));
    if (sides.size !== g.sides.length) ctx.addIssue({ code: 'custom', message: 'a side twice', path: ['sides'] });
    g.table.pieces.forEach((p, i) => {
      if (p.side !== undefined && !sides.has(p.side)) ctx.addIssue({ code: 'custom', message: `unknown side ${p.side}`, path: ['table', 'pieces', i, 'side'] });
    });
    const pieces = new Set(g.table.pieces.map((p) => p.id));
    const cells = new Set(tableCells(g.table as ImageTable).map((c) => c.name));
    const scenarios = new Set<string>();
    g.scenarios.forEach((s, i) => {
      if (scenarios.has(s.id)) ctx.addIssue({ code: 'custom', message: `scenario ${s.id} twice`, path: ['scenarios', i, 'id'] });
      scenarios.add(s.id);
      if (s.startTurn < g.turns.first || s.startTurn > g.turns.last) ctx.addIssue({ code: 'custom', message: 'start turn out of range', path: ['scenarios', i, 'startTurn'] });
      const placed = new Set<string>();
      const check = (piece: string, path: (string | number)[]) => {
        if (!pieces.has(piece)) ctx.addIssue({ code: 'custom', message: `unknown piece ${piece}`, path });
        else if (placed.has(piece)) ctx.addIssue({ code: 'custom', message: `piece ${piece} placed twice`, path });
        placed.add(piece);
      };
      s.setup.forEach((p, j) => {
        check(p.piece, ['scenarios', i, 'setup', j, 'piece']);
        if (!cells.has(p.cell)) ctx.addIssue({ code: 'custom', message: `unknown cell ${p.cell}`, path: ['scenarios', i, 'setup', j, 'cell'] });
      });
      s.pool.forEach((p, j) => check(p, ['scenarios', i, 'pool', j]));
    });
  });

export type ImportedGameInput = z.input<typeof ImportedGameSchema>;
export type ImportedGame = z.output<typeof ImportedGameSchema>;

/** Every image a definition names: boards (cut into tile pyramids) and counters' faces and layers. */
export function imagesOf(table: ImageTable): { boards: string[]; pieces: string[] } {
  const boards = [...new Set(table.boards.map((b) => b.image))];
  const pieces = new Set<string>();
  for (const p of table.pieces) {
    pieces.add(p.front);
    if (p.back) pieces.add(p.back);
    for (const l of p.layers) pieces.add(l);
    if (p.mask?.image) pieces.add(p.mask.image);
  }
  return { boards, pieces: [...pieces] };
}

/**
 * What the table offers an imported game: free play only — no rules module, companion or rulebook
 * is run for it (linking a module to one of the five games comes with VASSAL modules' import).
 */
export const IMPORTED_CAPABILITIES = ['free-play'] as const;

/** What the library lists of an imported game. */
export const ImportedGameSummarySchema = z.object({
  capabilities: z.array(z.enum(IMPORTED_CAPABILITIES)),
  key: GameKeySchema,
  slug: z.string(),
  name: z.string(),
  gameVersion: z.string(),
  source: ImportedSourceSchema,
  boards: z.number().int(),
  pieces: z.number().int(),
  scenarios: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type ImportedGameSummary = z.infer<typeof ImportedGameSummarySchema>;
