/**
 * The companion session of each game played on a module linked to one of the five games (issue
 * 15): the table carries that game's companion beside the board, and its session — turn, steps,
 * rolls, calculations — belongs to the game on the table. Kept beside the module's game.json as
 * `companions.json` (table game id → the linked game and its session's id); a session made for
 * another linked game, deleted or in the trash is replaced by a new one.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../../../shared/games/ids.js';

export const COMPANIONS_FILE = 'companions.json';
const MAX_BYTES = 4 * 1024 * 1024;

const CompanionsSchema = z.record(z.string().max(64), z.object({ game: z.enum(GAME_IDS), session: z.string().min(1).max(64) }).strict());
export type CompanionMap = z.infer<typeof CompanionsSchema>;

export function readCompanions(folder: string): CompanionMap {
  try {
    const file = path.join(folder, COMPANIONS_FILE);
    if (fs.statSync(file).size > MAX_BYTES) return {};
    const parsed = CompanionsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeCompanion(folder: string, table: string, game: GameId, session: string): void {
  const all = { ...readCompanions(folder), [table]: { game, session } };
  const file = path.join(folder, COMPANIONS_FILE);
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, JSON.stringify(all));
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
