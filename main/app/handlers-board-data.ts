import fs from 'node:fs';
import path from 'node:path';
import { err, ok } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { BOARD_DATA_CHANNELS } from '../../shared/api/channels-board-data.js';
import { gridSpacing } from '../../shared/board-data/hexsides.js';
import type { ImageTable } from '../../shared/board/image-table.js';
import { createBoardDataService, type BoardDataService, type ImportedSource } from '../board-data/service.js';
import { exportBoardData, parseBoardDataFile } from '../board-data/file-io.js';
import { prefillOf } from '../board-data/prefill/index.js';
import type { SuggestBoard } from '../board-data/suggest.js';
import type { WorkRunner } from '../work/runner.js';

type BoardDataChannel = (typeof BOARD_DATA_CHANNELS)[number];

export interface BoardDataDeps {
  imported: ImportedSource;
  work: WorkRunner;
  /** One service per data folder (tests pass their own). */
  service?: BoardDataService;
}

/** The API of a module's board data (main/board-data/): read, write in batches, export, import, suggest, prefill. */
export function createBoardDataHandlers(d: BoardDataDeps): Pick<Handlers, BoardDataChannel> {
  const s = d.service ?? createBoardDataService(d.imported);
  return {
    'boardData.get': ({ key }) => s.view(key),
    'boardData.setHexes': ({ key, hexes }) => s.setHexes(key, hexes),
    'boardData.setHexsides': ({ key, hexsides }) => s.setHexsides(key, hexsides),
    'boardData.setPlaces': ({ key, places }) => s.setPlaces(key, places),
    'boardData.setCounters': ({ key, counters }) => s.setCounters(key, counters),
    'boardData.setCustomTypes': ({ key, types }) => s.setCustomTypes(key, types),
    'boardData.export': ({ key }) => {
      const c = s.context(key);
      return c.ok ? ok(exportBoardData(c.value)) : c;
    },
    // Everything is checked first; the data is replaced only by a file that passed every check.
    'boardData.import': ({ key, text }) => {
      const c = s.context(key);
      if (!c.ok) return c;
      const data = parseBoardDataFile(c.value, text);
      return data.ok ? s.replace(c.value, data.value) : data;
    },
    'boardData.suggest': async ({ key, groups, job }, client) => {
      const c = s.context(key);
      if (!c.ok) return c;
      const { def, folder, table } = c.value;
      const boards: SuggestBoard[] = [];
      for (const b of (def.table as ImageTable).boards) {
        const image = path.join(folder, 'images', b.image);
        if (!fs.existsSync(image)) return err('boardData.noBoardImage', { image: b.image });
        const cells = [...table.cells.values()].filter((x) => x.board === b.id).map((x) => ({ name: x.name, centre: { x: x.centre.x - b.x, y: x.centre.y - b.y } }));
        boards.push({ image, width: b.width, height: b.height, spacing: gridSpacing(b.grid), cells });
      }
      const r = await d.work.run('suggestTerrain', { boards, groups }, job ? { owner: client.id, id: job } : undefined);
      return r.ok ? ok({ groups: r.value.groups }) : r;
    },
    'boardData.prefill': ({ key, attackers, defenders }) => {
      const c = s.context(key);
      if (!c.ok) return c;
      const { game, chart, data, table, folder } = c.value;
      for (const u of [...attackers, ...defenders]) {
        if (!table.pieces.has(u.piece)) return err('boardData.unknownPiece', { piece: u.piece });
        if (!table.cells.has(u.cell)) return err('boardData.unknownCell', { cell: u.cell });
      }
      const prefill = prefillOf(game);
      if (!prefill) return err('boardData.noPrefill', { game });
      const p = prefill.fill({ chart, data, folder }, attackers, defenders);
      return ok({ game, calculator: prefill.calculator, inputs: p.inputs, unfilled: p.unfilled });
    },
  };
}
