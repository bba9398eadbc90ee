import { describe, expect, it } from 'vitest';
import { imageTableSchema } from '../../shared/board/image-table';
import { buildImageGeometry } from '../../renderer/src/lib/table/board/image-geometry';
import { buildGridGraph, cellsWithin, nearestSide, sideId } from '../../renderer/src/lib/board-data/grid-graph';
import { SideTrace, crossingsBetween, sidesBetween } from '../../renderer/src/lib/board-data/hexside-trace';
import { EditorModel, type Patch } from '../../renderer/src/lib/board-data/editor-model';

// A VASSAL hex grid on a 2,000 × 1,400 px board: 23 columns of 14 cells (the board's own numbering, 0101…).
const table = imageTableSchema.parse({
  boards: [{ id: 'main', image: 'map.png', width: 2000, height: 1400, grid: { kind: 'hex', dy: 100, x0: 60, y0: 60, numbering: { hLeading: 1, vLeading: 1 } } }],
  pieces: [],
});
const geo = buildImageGeometry(table);
const graph = buildGridGraph(geo.hexes);

function model() {
  const writes: Patch[] = [];
  const m = new EditorModel(graph, (p) => writes.push(p));
  return { m, writes };
}

describe('the board data editor: the grid as a graph', () => {
  it('finds six neighbours for an inner hex, fewer on the edge, and the side two hexes share', () => {
    expect(graph.cells.size).toBe(geo.hexes.length);
    const inner = geo.hexes.find((h) => h.name === '0505')!;
    expect(graph.neighbours.get(inner.name)!.length).toBe(6);
    expect(graph.neighbours.get('0101')!.length).toBeLessThan(4);
    // The neighbours are those a centre-to-centre step away.
    for (const n of graph.neighbours.get('0505')!) {
      const c = geo.byName.get(n)!.centre;
      expect(Math.hypot(c.x - inner.centre.x, c.y - inner.centre.y)).toBeCloseTo(graph.pitch, 0);
    }
    const s = graph.sides.get(sideId('0505', '0506'))!;
    expect(s).toBeDefined();
    expect(new Set([s.a, s.b])).toEqual(new Set(['0505', '0506']));
  });

  it('a brush of size 2 covers a hex and its ring, size 3 two rings', () => {
    expect(cellsWithin(graph, '0808', 0)).toEqual(['0808']);
    expect(cellsWithin(graph, '0808', 1).length).toBe(7);
    expect(cellsWithin(graph, '0808', 2).length).toBe(19);
  });
});

describe('the board data editor: painting, fill, undo', () => {
  it('paints with a brush as one step, written once as a batch, undone and redone whole', () => {
    const { m, writes } = model();
    m.begin();
    m.paint('0808', 2, 'clear');
    m.paint('0810', 2, 'clear');
    m.end();
    expect(writes.length).toBe(1);
    const painted = Object.keys(writes[0]!.terrain);
    expect(painted.length).toBe(m.progress().set);
    expect(m.progress()).toEqual({ set: new Set([...cellsWithin(graph, '0808', 1), ...cellsWithin(graph, '0810', 1)]).size, total: graph.cells.size });
    expect(m.undo()).toBe(true);
    expect(m.progress().set).toBe(0);
    expect(Object.values(writes[1]!.terrain).every((v) => v === null)).toBe(true);
    expect(m.redo()).toBe(true);
    expect(m.data.terrain.get('0808')).toBe('clear');
    expect(m.canRedo).toBe(false);
  });

  it('flood fills the contiguous hexes of the same terrain only', () => {
    const { m } = model();
    // A wall of rough hexes down column 10 splits the map; fill the left part with desert.
    m.set('terrain', [...graph.cells.keys()].filter((c) => c.startsWith('10')).map((c) => [c, 'rough'] as [string, string]));
    const filled = m.fill('0303', 'desert');
    const left = [...graph.cells.keys()].filter((c) => Number(c.slice(0, 2)) < 10);
    expect(filled).toBe(left.length);
    expect(left.every((c) => m.data.terrain.get(c) === 'desert')).toBe(true);
    expect(m.data.terrain.get('1505')).toBeUndefined();
    // Filling desert over desert does nothing.
    expect(m.fill('0303', 'desert')).toBe(0);
    m.undo();
    expect(m.data.terrain.get('0303')).toBeUndefined();
    expect(m.data.terrain.get('1003')).toBe('rough');
  });

  it('names suggested groups in one step', () => {
    const { m, writes } = model();
    const n = m.nameGroups([
      { cells: ['0101', '0102'], terrain: 'desert' },
      { cells: ['0201'], terrain: null },
      { cells: ['0301', 'nowhere'], terrain: 'rough' },
    ]);
    expect(n).toBe(3);
    expect(writes.length).toBe(1);
    expect(m.data.terrain.get('0201')).toBeUndefined();
    m.undo();
    expect(m.progress().set).toBe(0);
  });
});

describe('the board data editor: the hexside tool follows a river or a road', () => {
  it('a river: sides joined through their corners, gaps filled', () => {
    const a = sideId('0505', '0506');
    const far = sideId('0508', '0509');
    const path = sidesBetween(graph, a, far);
    expect(path[path.length - 1]).toBe(far);
    // Each side touches the one before at a corner.
    let prev = graph.sides.get(a)!;
    for (const id of path) {
      const s = graph.sides.get(id)!;
      expect(s.ends.some((v) => prev.ends.includes(v))).toBe(true);
      prev = s;
    }
    const trace = new SideTrace(graph, 'along');
    expect(trace.feed('0505', a)).toEqual([a]);
    expect(trace.feed('0505', a)).toEqual([]);
    expect(trace.feed('0508', far)).toEqual(path);
  });

  it('a road: the sides crossed from hex to hex, gaps filled by the shortest way', () => {
    const trace = new SideTrace(graph, 'across');
    expect(trace.feed('0505', null)).toEqual([]);
    expect(trace.feed('0506', null)).toEqual([sideId('0505', '0506')]);
    const jump = trace.feed('0509', null);
    expect(jump).toEqual(crossingsBetween(graph, '0506', '0509'));
    expect(jump.length).toBe(3);
    expect(trace.sides.length).toBe(4);
  });

  it('the nearest side of a hex to a point', () => {
    const s = graph.sides.get(sideId('0505', '0506'))!;
    expect(nearestSide(graph, '0505', { x: s.mid.x + 1, y: s.mid.y - 1 })).toBe(s.id);
  });

  it('side features are added and taken away as steps', () => {
    const { m } = model();
    const s = sideId('0505', '0506');
    m.sideFeature([s], 'river');
    m.sideFeature([s], 'road');
    expect(m.data.sides.get(s)).toEqual(['river', 'road']);
    m.sideFeature([s], 'river', true);
    expect(m.data.sides.get(s)).toEqual(['road']);
    m.undo();
    m.undo();
    expect(m.data.sides.get(s)).toEqual(['river']);
  });
});

describe('the path of a dragged counter', () => {
  it('follows the cells the counter passed over, fills gaps, and cuts back when it returns', async () => {
    const { DragPath, cellsBetween } = await import('../../renderer/src/lib/board-data/hexside-trace');
    const p = new DragPath(graph, '0505');
    expect(p.feed('0505')).toBe(false);
    expect(p.feed('0506')).toBe(true);
    expect(p.cells).toEqual(['0505', '0506']);
    expect(p.feed('0509')).toBe(true);
    expect(p.cells).toEqual(['0505', '0506', ...cellsBetween(graph, '0506', '0509')]);
    expect(p.cells.length).toBe(5);
    // Back over a cell already on the path: the path ends there.
    p.feed('0507');
    expect(p.cells).toEqual(['0505', '0506', '0507']);
    p.feed('0505');
    expect(p.cells).toEqual(['0505']);
    expect(p.feed(null)).toBe(false);
  });
});

describe('two boards side by side', () => {
  it('joins the cells across the join, though their corners do not meet', () => {
    // A second board at x 1,000: its grid starts anew (x0 22, ten pixels past where the first's next column would be), so no corner is shared.
    const two = imageTableSchema.parse({
      boards: [
        { id: 'west', image: 'w.png', width: 1000, height: 700, grid: { kind: 'hex', dy: 100, x0: 60, y0: 60, numbering: { hLeading: 1, vLeading: 1 } } },
        { id: 'east', image: 'e.png', width: 1000, height: 700, x: 1000, grid: { kind: 'hex', dy: 100, x0: 22, y0: 60, numbering: { hLeading: 1, vLeading: 1 } } },
      ],
      pieces: [],
    });
    const geo2 = buildImageGeometry(two);
    const g2 = buildGridGraph(geo2.hexes);
    // Each cell's board by where it lies (a name the first board has already is prefixed, the others are not).
    const join = 1000 * geo2.scale;
    const west = geo2.hexes.filter((h) => h.centre.x < join).map((h) => h.name);
    const east = new Set(geo2.hexes.filter((h) => h.centre.x >= join).map((h) => h.name));
    const crossing = west.filter((n) => g2.neighbours.get(n)!.some((m) => east.has(m)));
    expect(crossing.length).toBeGreaterThan(3);
    // No side is drawn there, but a way goes through: a dragged counter's path crosses the join step by step.
    const w = crossing[0]!;
    const e = g2.neighbours.get(w)!.find((m) => east.has(m))!;
    expect(g2.sides.has(sideId(w, e))).toBe(false);
  });

  it('a dragged path across boards that do not touch jumps rather than stopping', async () => {
    const { DragPath } = await import('../../renderer/src/lib/board-data/hexside-trace');
    const far = imageTableSchema.parse({
      boards: [
        { id: 'west', image: 'w.png', width: 400, height: 400, grid: { kind: 'hex', dy: 100, x0: 60, y0: 60 } },
        { id: 'east', image: 'e.png', width: 400, height: 400, x: 900, grid: { kind: 'hex', dy: 100, x0: 60, y0: 60 } },
      ],
      pieces: [],
    });
    const geo3 = buildImageGeometry(far);
    const a = geo3.hexes.find((h) => h.centre.x < 400 * geo3.scale)!.name;
    const b = geo3.hexes.find((h) => h.centre.x > 900 * geo3.scale)!.name;
    const g3 = buildGridGraph(geo3.hexes);
    const p = new DragPath(g3, a);
    expect(p.feed(b)).toBe(true);
    expect(p.cells).toEqual([a, b]);
  });
});
