/**
 * The board data editor on a 3,000-hex map (60 × 50 cells of one VASSAL hex grid). Prints numbers;
 * asserts nothing. Run directly: `npx tsx bench/board-editor.ts`.
 *   - building the cells' graph (neighbours, sides, corners) when the editor opens
 *   - one brush step (size 3: 19 hexes) and a whole stroke of 200 steps ending in one written patch
 *   - a flood fill of the whole map, its undo, and naming 3,000 suggested hexes as one step
 *   - how many API calls a step's patch needs (batches of BOARD_DATA_BATCH)
 */
import { imageTableSchema } from '../shared/board/image-table.js';
import { BOARD_DATA_BATCH } from '../shared/api/contract-board-data.js';
import { buildImageGeometry } from '../renderer/src/lib/table/board/image-geometry.js';
import { buildGridGraph } from '../renderer/src/lib/board-data/grid-graph.js';
import { EditorModel, type Patch } from '../renderer/src/lib/board-data/editor-model.js';
import { DragPath } from '../renderer/src/lib/board-data/hexside-trace.js';
import { mulberry32, report } from './stats.js';

export async function benchBoardEditor(): Promise<void> {
  const dy = 64;
  const table = imageTableSchema.parse({
    boards: [{ id: 'map', image: 'map.png', width: Math.ceil(60 * dy * 0.866) + 40, height: 50 * dy + 40, grid: { kind: 'hex', dy, x0: 32, y0: 32 } }],
    pieces: [],
  });
  const geo = buildImageGeometry(table);
  const names = geo.hexes.map((h) => h.name);
  console.log(`board editor: ${names.length.toLocaleString('en')} hexes`);

  const graphTimes: number[] = [];
  let graph = buildGridGraph(geo.hexes);
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    graph = buildGridGraph(geo.hexes);
    graphTimes.push(performance.now() - t);
  }
  report('grid graph (neighbours, sides, corners)', graphTimes);

  const patches: Patch[] = [];
  const m = new EditorModel(graph, (p) => patches.push(p));
  const rand = mulberry32(7);
  const brush: number[] = [];
  const strokes: number[] = [];
  for (let s = 0; s < 20; s++) {
    const t0 = performance.now();
    m.begin();
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      m.paint(names[Math.floor(rand() * names.length)]!, 3, i % 2 ? 'rough' : 'desert');
      brush.push(performance.now() - t);
    }
    m.end();
    strokes.push(performance.now() - t0);
  }
  report('brush step (size 3)', brush);
  report('brush stroke of 200 steps, one patch', strokes);

  const fills: number[] = [];
  const undos: number[] = [];
  for (let i = 0; i < 10; i++) {
    m.load({});
    let t = performance.now();
    m.fill(names[0]!, 'desert');
    fills.push(performance.now() - t);
    t = performance.now();
    m.undo();
    undos.push(performance.now() - t);
  }
  report('flood fill of the whole map', fills);
  report('undo of that fill', undos);

  const naming: number[] = [];
  for (let i = 0; i < 10; i++) {
    m.load({});
    const t = performance.now();
    m.nameGroups([{ cells: names.filter((_, k) => k % 2 === 0), terrain: 'desert' }, { cells: names.filter((_, k) => k % 2 === 1), terrain: 'rough' }]);
    naming.push(performance.now() - t);
  }
  report('naming the suggestion (every hex, one step)', naming);
  const biggest = Math.max(...patches.map((p) => Object.keys(p.terrain).length));
  console.log(`${'largest patch / API calls it takes'.padEnd(52)} ${biggest.toLocaleString('en')} hexes / ${Math.ceil(biggest / BOARD_DATA_BATCH)} calls`);

  const drags: number[] = [];
  for (let i = 0; i < 200; i++) {
    const p = new DragPath(graph, names[Math.floor(rand() * names.length)]!);
    const t = performance.now();
    p.feed(names[Math.floor(rand() * names.length)]!);
    drags.push(performance.now() - t);
  }
  report('dragged path: a jump across the map filled in', drags);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBoardEditor();
