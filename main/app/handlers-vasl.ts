import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../shared/api/result.js';
import { importedSlug, type ImportedKey } from '../../shared/games/ids.js';
import type { VASL_CHANNELS } from '../../shared/api/channels-vasl.js';
import type { VaslBoardSummary } from '../../shared/api/contract-vasl.js';
import { VASSAL_CHUNK_BYTES } from '../../shared/api/contract-vassal.js';
import { seasonOf } from '../../shared/games/asl-starter-kit/terrain.js';
import type { Handlers } from '../api/registry.js';
import type { ImportedLibrary } from '../games/imported/library.js';
import { readGameLosMap } from '../games/asl-starter-kit/los/game-terrain.js';
import { lineOfSight } from '../games/asl-starter-kit/los/line-of-sight.js';
import { isVassalError } from '../vassal/errors.js';
import { createModuleUploads } from '../vassal/to-game/uploads.js';
import { ImportRefused } from '../vassal/to-game/import.js';
import { readVaslBoard, type VaslBoard } from '../vassal/vasl/board-archive.js';
import { importVaslMap } from '../vassal/vasl/import.js';
import type { Departures } from './departures.js';

type VaslChannel = (typeof VASL_CHANNELS)[number];

/** The locale namespace of the line of sight's codes and terrain names: the game VASL boards play. */
const WORDS = 'asl-starter-kit';

/** The data folder's VASL board archives, one file `bd<name>` per board. */
export const VASL_BOARDS_DIR = 'vasl-boards';
const BOARD_NAME = /^[A-Za-z0-9_-]{1,32}$/;

export interface VaslDeps {
  imported: ImportedLibrary;
  dataDir: string | null;
  departures?: Departures;
}

const summary = (b: VaslBoard): VaslBoardSummary => ({ name: b.name, version: b.version, width: b.width, height: b.height, terrain: b.terrainTable.colours.length > 0 });

/** A reader's or the library's refusal as the API's error: `vassal.importFailed` with the reason's code. */
function refused(e: unknown): Result<never> {
  if (isVassalError(e)) return err('vassal.importFailed', { reason: e.code });
  if (e instanceof ImportRefused) return err('vassal.importFailed', { reason: e.code });
  throw e;
}

/** VASL boards kept in the data folder, a map of them made a game, and line of sight on it. */
export function createVaslHandlers(d: VaslDeps): Pick<Handlers, VaslChannel> {
  const uploads = d.dataDir ? createModuleUploads(d.dataDir) : null;
  d.departures?.on((client) => uploads?.dropOwner(client.id));
  const boardsDir = d.dataDir ? path.join(d.dataDir, VASL_BOARDS_DIR) : null;
  const boardFiles = (): string[] => (boardsDir && fs.existsSync(boardsDir) ? fs.readdirSync(boardsDir).filter((n) => /^bd/.test(n)).sort().map((n) => path.join(boardsDir, n)) : []);
  const losMap = (key: string) => {
    const folder = importedSlug(key as ImportedKey) ? d.imported.folder(key as ImportedKey) : null;
    return folder ? readGameLosMap(folder) : null;
  };
  return {
    'vasl.uploadBegin': ({ size }, client) => {
      if (!uploads) return err('api.forbiddenSender');
      const r = uploads.begin(size, client.id);
      return r.ok ? ok({ ...r.value, chunkBytes: VASSAL_CHUNK_BYTES }) : r;
    },
    'vasl.uploadChunk': ({ uploadId, offset, data }, client) => (uploads ? uploads.chunk(uploadId, client.id, offset, Buffer.from(data, 'base64')) : err('api.forbiddenSender')),
    'vasl.uploadCancel': ({ uploadId }, client) => ok({ cancelled: uploads?.cancel(uploadId, client.id) ?? false }),
    'vasl.boardFinish': async ({ uploadId }, client) => {
      if (!uploads || !boardsDir) return err('api.forbiddenSender');
      return uploads.finish(uploadId, client.id, async (file) => {
        try {
          const board = await readVaslBoard(file);
          if (board.legacy || !BOARD_NAME.test(board.name)) return err('vassal.importFailed', { reason: 'vassal.notVaslBoard' });
          fs.mkdirSync(boardsDir, { recursive: true });
          const target = path.join(boardsDir, `bd${board.name}`);
          fs.copyFileSync(file, `${target}.tmp`);
          fs.renameSync(`${target}.tmp`, target);
          return ok(summary({ ...board, file: target }));
        } catch (e) {
          return refused(e);
        }
      });
    },
    'vasl.boards': async () => {
      const out: VaslBoardSummary[] = [];
      for (const f of boardFiles()) {
        try {
          out.push(summary(await readVaslBoard(f)));
        } catch (e) {
          if (!isVassalError(e)) throw e;
        }
      }
      return ok(out);
    },
    'vasl.makeMap': async ({ placement, name, moduleUploadId }, client) => {
      if (!boardsDir) return err('api.forbiddenSender');
      const make = async (moduleFile: string | null) => {
        try {
          const r = await importVaslMap(boardFiles(), d.imported, { placement, moduleFile, ...(name ? { name } : {}) });
          return ok({ summary: r.summary, report: r.report });
        } catch (e) {
          return refused(e);
        }
      };
      if (!moduleUploadId) return make(null);
      if (!uploads) return err('api.forbiddenSender');
      return uploads.finish(moduleUploadId, client.id, (file) => make(file));
    },
    'vasl.los': ({ key, from, to, month }) => {
      const m = losMap(key);
      if (!m) return err('vasl.noTerrain');
      const a = m.locate(from);
      const b = m.locate(to);
      if (!a || !b) return err('vasl.unknownHex', { hex: a ? to : from });
      const r = lineOfSight(m.map, { from: a, to: b, season: seasonOf(month) });
      return 'error' in r ? err('vasl.unknownHex', { hex: from }) : ok({ words: WORDS, ...r });
    },
    'vasl.hexTerrain': ({ key, hex }) => {
      const m = losMap(key);
      if (!m) return err('vasl.noTerrain');
      const at = m.locate(hex);
      const h = at ? m.map(at) : null;
      return h ? ok({ words: WORDS, hex: h.name, terrain: h.terrain, level: h.level }) : err('vasl.unknownHex', { hex });
    },
  };
}
