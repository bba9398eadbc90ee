/**
 * What ties an imported game to its VASSAL module, kept beside its game.json as `vassal.json`: the
 * module's identity and moduledata, the map and boards the table was made from, and each counter's
 * VASSAL trait chain with the traits its flip and steps came from — so a game played on the table
 * is written back as a save VASSAL opens (main/vassal/to-game/export.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { GAME_IDS } from '../../../shared/games/ids.js';

export const VASSAL_LINK_FILE = 'vassal.json';
export const VASSAL_LINK_FORMAT = 'campaign-table-vassal-link';
/**
 * A link keeps every counter's trait chain, for every map and set-up the module has: a real module
 * (Paths of Glory: four set-ups of ~2,000 counters, chains of ~6 KB) comes to tens of MB even with
 * each distinct chain written once.
 */
const MAX_LINK_BYTES = 256 * 1024 * 1024;
/** Distinct chains in one link (a module's piece slots and set-ups). */
const MAX_LINK_TYPES = 100_000;

const placement = z.object({ board: z.string().max(200), col: z.number().int().min(0).max(1000), row: z.number().int().min(0).max(1000), reversed: z.boolean() }).strict();

export const VassalLinkSchema = z
  .object({
    format: z.literal(VASSAL_LINK_FORMAT),
    version: z.literal(1),
    module: z.object({ name: z.string().max(300), version: z.string().max(100), vassalVersion: z.string().max(100) }).strict(),
    /** The module's moduledata entry, base64 (a save carries a copy). */
    moduledata: z.string().max(1_500_000).nullable(),
    mapId: z.string().max(200),
    boards: z.array(placement).max(64),
    /**
     * Every map the table holds (the first is `mapId`): where its map point (0, 0) lies on the table,
     * its boards as placed (reversed ones drawn turned) and their ids on the table. Absent in links
     * written before several maps were taken: then the one map at the origin, its boards drawn upright.
     */
    maps: z
      .array(z.object({ id: z.string().max(200), x: z.number().int().min(0), y: z.number().int().min(0), boards: z.array(placement).max(64), boardIds: z.array(z.string().max(64)).max(64) }).strict())
      .max(64)
      .optional(),
    pieces: z.record(
      z.string().max(64),
      z
        .object({
          type: z.string().max(200_000),
          state: z.string().max(200_000),
          flip: z.number().int().min(-1),
          steps: z.number().int().min(-1),
          /** Chain indexes of the Can Rotate and Mask the counter's angle and mask are written into. */
          rotate: z.number().int().min(0).optional(),
          mask: z.number().int().min(0).optional(),
          /** Who masked it in the file it came from: the side it was given here, and the VASSAL player id written back while that side holds it. */
          owner: z.object({ side: z.string().max(64), id: z.string().max(200) }).strict().optional(),
        })
        .strict(),
    ),
    /** Scenario id → counters that start turned over or with steps shown (a scenario's set-up names only cells). */
    looks: z
      .record(
        z.string().max(64),
        z.record(
          z.string().max(64),
          z.object({ flipped: z.boolean(), steps: z.number().int().min(0).max(16), angle: z.number().min(0).lt(360).optional(), maskedBy: z.string().max(64).optional() }).strict(),
        ),
      )
      .default({}),
    /**
     * Scenario id → counters whose point in VASSAL is not their cell's centre (between two regions of
     * a region grid, or placed off the grid's snap): that point on its map, written back by the
     * export while the counter stays on the cell the scenario set it on. Absent in older links.
     */
    points: z
      .record(z.string().max(64), z.record(z.string().max(64), z.object({ x: z.number().int().min(-1_000_000).max(1_000_000), y: z.number().int().min(-1_000_000).max(1_000_000) }).strict()))
      .default({}),
    /** Scenario id → a VASSAL log's steps, each its free actions (log-timeline.ts), played after the opening look. */
    timeline: z.record(z.string().max(64), z.array(z.array(z.unknown()).max(2000)).max(5000)).default({}),
    /** The one of the five games the player linked the module to (its companion and rulebook beside the board), or null. */
    linked: z.enum(GAME_IDS).nullable().default(null),
  })
  .strict();

export type VassalLink = z.input<typeof VassalLinkSchema>;
export type ReadLink = z.output<typeof VassalLinkSchema>;

/**
 * As written on disk (version 2): each distinct trait chain once, in `types`, and each counter
 * naming its chain by index (`typeRef`) — counters of one kind share a chain, and a module's
 * set-ups repeat them. Version 1 files (each counter with its own `type`) are still read.
 */
const StoredTypesSchema = z.array(z.string().max(200_000)).max(MAX_LINK_TYPES);

export function writeLink(folder: string, link: VassalLink): void {
  const file = path.join(folder, VASSAL_LINK_FILE);
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  const types: string[] = [];
  const index = new Map<string, number>();
  const pieces: Record<string, Record<string, unknown>> = {};
  for (const [id, { type, ...rest }] of Object.entries(link.pieces)) {
    let ref = index.get(type);
    if (ref === undefined) {
      ref = types.length;
      types.push(type);
      index.set(type, ref);
    }
    pieces[id] = { ...rest, typeRef: ref };
  }
  fs.writeFileSync(tmp, JSON.stringify({ ...link, version: 2, types, pieces }));
  fs.renameSync(tmp, file);
}

/** A version 2 file back to the link's own shape (each counter with its chain), or null when a reference is broken. */
function unshare(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || (raw as { version?: unknown }).version !== 2) return raw;
  const { types: rawTypes, pieces: rawPieces, ...rest } = raw as Record<string, unknown>;
  const types = StoredTypesSchema.safeParse(rawTypes);
  if (!types.success || typeof rawPieces !== 'object' || rawPieces === null) return null;
  const pieces: Record<string, unknown> = {};
  for (const [id, p] of Object.entries(rawPieces as Record<string, unknown>)) {
    if (typeof p !== 'object' || p === null) return null;
    const { typeRef, ...piece } = p as Record<string, unknown>;
    if (typeof typeRef !== 'number' || !Number.isInteger(typeRef) || typeRef < 0 || typeRef >= types.data.length) return null;
    pieces[id] = { ...piece, type: types.data[typeRef] };
  }
  return { ...rest, version: 1, pieces };
}

/** The link of a game's folder, or null when it has none (a game not made from a module) or it is damaged. */
export function readLink(folder: string): ReadLink | null {
  try {
    const file = path.join(folder, VASSAL_LINK_FILE);
    if (fs.statSync(file).size > MAX_LINK_BYTES) return null;
    const parsed = VassalLinkSchema.safeParse(unshare(JSON.parse(fs.readFileSync(file, 'utf8'))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The module file kept in its game's folder, so a VASSAL save can be opened against it later (open-save.ts). */
export const MODULE_COPY_FILE = 'module.vmod';

export function keepModule(moduleFile: string, folder: string): void {
  const file = path.join(folder, MODULE_COPY_FILE);
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.copyFileSync(moduleFile, tmp);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
