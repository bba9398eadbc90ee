/**
 * A VASSAL module (and its zip) as an imported game (shared/games/imported.ts): the first map's
 * boards at their placement with their grids, counters as images, and scenarios — one per
 * predefined set-up (its save read and its pieces located), the at-start stacks, and an empty board
 * whose counters are the palette's, off the map. Images are written to `dir`; the definition names
 * them by key. Also returns the link kept beside the game (link.ts) and the import report.
 */
import type { ImportedGameInput } from '../../../shared/games/imported.js';
import type { ImagePiece, ImageTable } from '../../../shared/board/image-table.js';
import { imageTableSchema } from '../../../shared/board/image-table.js';
import { cellNameAt, tableCells, type TableCell } from '../../../shared/board/table-cells.js';
import { encodeChain, type Chain } from '../pieces/chain.js';
import { chainOfSlot } from '../save/from-module.js';
import { readSave, type SaveFile } from '../save/read.js';
import { VassalError, checkSignal } from '../errors.js';
import type { Archive } from '../zip/archive.js';
import type { PaletteNode, PaletteSlot, PredefinedSetupDef, VassalModule } from '../module/types.js';
import { placeMaps, tableMapDefs } from './table-maps.js';
import { logTimeline } from './log-timeline.js';
import { facesOf } from './pieces.js';
import { createImageSink } from './images.js';
import type { ImportReport, ImportWarning } from './report.js';
import type { VassalLink } from './link.js';
import { sidesOf, diceOf, sideOfOwner, type CounterLook } from './table-extras.js';

export interface ToGameOptions {
  slug: string;
  /** Where the images are written. */
  dir: string;
  /** A save to make a scenario of too (vsav-import), with its name. */
  save?: { name: string; file: SaveFile };
  signal?: AbortSignal;
  deadline?: number;
  progress?: (done: number, total: number) => void;
}

export interface ToGameResult {
  definition: ImportedGameInput;
  /** Image key → file. */
  images: Map<string, string>;
  link: VassalLink;
  report: ImportReport;
  /** Scenario id → the look of counters that start flipped, with steps shown, turned or masked (the definition cannot say it). */
  looks: Record<string, Record<string, CounterLook>>;
}

const MAX_SAVE_BYTES = 256 * 1024 * 1024;
const PIECE_SIZE = { width: 64, height: 64 };

function slotsOf(nodes: readonly PaletteNode[], out: PaletteSlot[] = []): PaletteSlot[] {
  for (const n of nodes) {
    if (n.kind === 'slot') out.push(n);
    else slotsOf(n.children, out);
  }
  return out;
}

function setupsOf(nodes: readonly PredefinedSetupDef[], out: PredefinedSetupDef[] = []): PredefinedSetupDef[] {
  for (const n of nodes) {
    if (n.isMenu) setupsOf(n.children, out);
    else out.push(n);
  }
  return out;
}

export async function moduleToGame(module: VassalModule, archive: Archive, o: ToGameOptions): Promise<ToGameResult> {
  const warnings: ImportWarning[] = module.warnings.map((w) => ({ code: w.code, params: w.params }));
  const sink = createImageSink(archive, o.dir, warnings);
  const check = () => checkSignal(o.signal, o.deadline);
  const { boards, maps } = await placeMaps(module, o.save?.file, sink, warnings, check);
  const mapDefs = tableMapDefs(module).filter((m) => maps.some((t) => t.id === m.id));
  const map = mapDefs[0]!;
  const offsets = new Map(maps.map((m) => [m.id, m]));

  const pieces: ImagePiece[] = [];
  const linkPieces: VassalLink['pieces'] = {};
  const traitCount = new Map<string, number>();
  const slots = slotsOf(module.palette);
  const setups = setupsOf(module.setups);
  const stackSlots = mapDefs.reduce((n, m) => n + m.setupStacks.reduce((k, s) => k + s.pieces.length, 0), 0);
  const total = slots.length + stackSlots + setups.length * 50 + (o.save ? 50 : 0);
  let done = 0;

  const sides = sidesOf(module.sides);
  /** Adds a counter made from a chain; returns its id and the look its chain stores. */
  async function addPiece(id: string, chain: Chain, players: readonly { id: string; side: string }[] = []): Promise<{ id: string } & CounterLook> {
    const f = facesOf(chain);
    for (const t of f.notUsed) traitCount.set(t, (traitCount.get(t) ?? 0) + 1);
    const front = await sink.take(f.front, 'piece', PIECE_SIZE);
    const back = f.back ? await sink.take(f.back, 'piece', PIECE_SIZE) : null;
    const layers = [];
    for (const l of f.layers) layers.push((await sink.take(l, 'piece', PIECE_SIZE)).key);
    const mask = f.mask ? (f.mask.image ? { image: (await sink.take(f.mask.image, 'piece', PIECE_SIZE)).key } : {}) : null;
    pieces.push({
      id,
      front: front.key,
      ...(back ? { back: back.key } : {}),
      layers,
      labels: f.labels,
      ...(f.rotation ? { rotation: f.rotation } : {}),
      ...(mask ? { mask } : {}),
      ...(f.labels.length && front.width > 0 ? { size: Math.min(4000, front.width) } : {}),
    });
    const { type, state } = encodeChain(chain);
    const maskedBy = f.maskedBy === null ? null : sideOfOwner(f.maskedBy, players, sides);
    linkPieces[id] = {
      type,
      state,
      flip: f.binding.flip,
      steps: f.binding.steps,
      ...(f.binding.rotate !== undefined && f.binding.rotate >= 0 ? { rotate: f.binding.rotate } : {}),
      ...(f.binding.mask !== undefined && f.binding.mask >= 0 ? { mask: f.binding.mask } : {}),
      // The VASSAL player who masked it, kept for the save written back while the same side holds it.
      ...(maskedBy && f.maskedBy ? { owner: { side: maskedBy, id: f.maskedBy.slice(0, 200) } } : {}),
    };
    o.progress?.(++done, Math.max(total, done + 1));
    return { id, flipped: f.flipped, steps: f.steps, ...(f.angle ? { angle: f.angle } : {}), ...(maskedBy ? { maskedBy } : {}) };
  }

  const table = imageTableSchema.parse({ boards, pieces: [] }) as ImageTable;
  const cells = new Map<string, TableCell>(tableCells(table).map((c) => [c.name, c]));
  /**
   * The cell under a map point of one of the table's maps: null off that map's own boards (a piece
   * VASSAL keeps beyond a map's boards must not land on the map laid beside it), or on a map not taken.
   */
  const cellOf = (mapId: string | null, x: number, y: number) => {
    const off = mapId === null ? undefined : offsets.get(mapId);
    if (!off) return null;
    const name = cellNameAt(table, cells, { x: x + off.x, y: y + off.y });
    return name !== null && off.boardIds.includes(cells.get(name)?.board ?? '') ? name : null;
  };
  /**
   * VASSAL's exact point of a counter a scenario sets on `cell`, kept when it is not the cell's
   * centre as the save writer writes it (a piece between two regions, or not snapped): the export
   * writes it back there while the counter has not left that cell, so VASSAL finds it where it was.
   */
  const points: NonNullable<VassalLink['points']> = {};
  const keepPoint = (scenario: string, unit: string, cell: string, mapId: string, x: number, y: number) => {
    const c = cells.get(cell)!;
    const off = offsets.get(mapId)!;
    if (Math.trunc(c.centre.x - off.x) !== x || Math.trunc(c.centre.y - off.y) !== y) (points[scenario] ??= {})[unit] = { x, y };
  };

  const scenarios: ImportedGameInput['scenarios'] = [];
  const looks: ToGameResult['looks'] = {};
  const note = (scenario: string, { id, ...look }: { id: string } & CounterLook) => {
    if (look.flipped || look.steps || look.angle || look.maskedBy) (looks[scenario] ??= {})[id] = look;
  };

  // A save's pieces on the table's map, each stack bottom first, then loose pieces.
  async function fromSave(scenarioId: string, name: string, save: SaveFile, prefix: string) {
    const setup: { piece: string; cell: string }[] = [];
    const pool: string[] = [];
    let offMap = 0;
    const byId = new Map(save.model.pieces.map((p) => [p.id, p]));
    const ordered = [...save.model.stacks.flatMap((s) => s.members), ...save.model.pieces.filter((p) => !p.stackId).map((p) => p.id)];
    const seen = new Set<string>();
    const units = new Map<string, string>();
    for (const vid of ordered) {
      check();
      const p = byId.get(vid);
      if (!p || seen.has(vid)) continue;
      seen.add(vid);
      if (p.mapId === null || !offsets.has(p.mapId)) continue;
      // VASSAL's ids are digits; anything else is numbered here (and the writer gives it a new id).
      const local = /^[A-Za-z0-9._:-]{1,60}$/.test(vid) ? vid : `x${seen.size}`;
      const added = await addPiece(`${prefix}${local}`, p.chain, save.model.players);
      units.set(vid, added.id);
      note(scenarioId, added);
      const cell = cellOf(p.mapId, p.x, p.y);
      if (cell) {
        setup.push({ piece: added.id, cell });
        keepPoint(scenarioId, added.id, cell, p.mapId, p.x, p.y);
      } else {
        pool.push(added.id);
        offMap++;
      }
    }
    if (offMap) warnings.push({ code: 'vassal.import.offBoards', params: { setup: name, count: offMap } });
    scenarios.push({ id: scenarioId, name: name.slice(0, 120) || scenarioId, startTurn: 1, setup, pool });
    return units;
  }

  const timeline: Record<string, unknown[][]> = {};
  if (o.save) {
    const units = await fromSave('save', o.save.name, o.save.file, 'v');
    // A log's steps, played after its starting position, are the game's timeline.
    if (o.save.file.steps.length) timeline.save = logTimeline(o.save.file.model, o.save.file.steps, cellOf, (v) => units.get(v) ?? null);
  }

  for (const [k, s] of setups.entries()) {
    if (!s.useFile) continue;
    if (!s.entry) continue; // the reader has warned
    check();
    try {
      const file = await readSave(await archive.read(s.entry, MAX_SAVE_BYTES));
      await fromSave(`setup-${k + 1}`, s.name, file, `s${k + 1}-`);
    } catch (e) {
      warnings.push({ code: 'vassal.import.setupUnreadable', params: { setup: s.name, code: (e as { code?: string }).code ?? 'unknown' } });
    }
  }

  // The at-start stacks of the table's maps.
  if (mapDefs.some((m) => m.setupStacks.length)) {
    const setup: { piece: string; cell: string }[] = [];
    const pool: string[] = [];
    let n = 0;
    for (const st of mapDefs.flatMap((m) => m.setupStacks.map((s) => ({ ...s, mapId: m.id })))) {
      for (const slot of st.pieces) {
        check();
        const { chain, missing } = chainOfSlot(slot, module.prototypes);
        for (const m of missing) warnings.push({ code: 'vassal.import.prototypeMissing', params: { prototype: m, piece: slot.name } });
        const added = await addPiece(`a${++n}`, chain);
        note('at-start', added);
        const cell = st.position ? cellOf(st.mapId, st.position.x, st.position.y) : null;
        if (cell) {
          setup.push({ piece: added.id, cell });
          keepPoint('at-start', added.id, cell, st.mapId, st.position!.x, st.position!.y);
        } else pool.push(added.id);
      }
    }
    scenarios.push({ id: 'at-start', name: 'At-start stacks', startTurn: 1, setup, pool });
  }

  // The palette: every slot once, off the map, in an empty board.
  const palette: string[] = [];
  for (const [i, slot] of slots.entries()) {
    check();
    const { chain, missing } = chainOfSlot(slot, module.prototypes);
    for (const m of missing) warnings.push({ code: 'vassal.import.prototypeMissing', params: { prototype: m, piece: slot.name } });
    palette.push((await addPiece(`p${i + 1}`, chain)).id);
  }
  scenarios.push({ id: 'empty', name: 'Empty board', startTurn: 1, setup: [], pool: palette });

  for (const other of module.maps) if (!offsets.has(other.id)) warnings.push({ code: 'vassal.import.mapNotTaken', params: { map: other.name || other.id } });

  const definition: ImportedGameInput = {
    format: 'campaign-table-imported-game',
    version: 1,
    slug: o.slug,
    name: (module.name || 'VASSAL module').slice(0, 120),
    gameVersion: module.version.slice(0, 40),
    source: { kind: 'vassal-module', ref: (module.file.split(/[\\/]/).pop() ?? module.file).slice(0, 300) },
    table: { boards, pieces, dice: diceOf(module.dice, warnings) },
    sides,
    turns: { first: 1, last: 999 },
    scenarios,
  };
  const images = new Map<string, string>([...sink.taken.values()].map((t) => [t.key, t.file]));
  const moduledataEntry = archive.resolve('moduledata');
  const moduledata = moduledataEntry ? (await archive.read(moduledataEntry, 1024 * 1024)).toString('base64') : null;
  const link: VassalLink = {
    format: 'campaign-table-vassal-link',
    version: 1,
    module: { name: module.name, version: module.version, vassalVersion: module.vassalVersion },
    moduledata,
    mapId: map.id,
    boards: maps[0]!.boards,
    maps: maps.map((m) => ({ id: m.id, x: m.x, y: m.y, boards: m.boards, boardIds: m.boardIds })),
    pieces: linkPieces,
    looks,
    points,
    timeline,
  };
  const report: ImportReport = {
    module: { name: module.name, version: module.version, vassalVersion: module.vassalVersion },
    taken: {
      map: maps.map((m) => m.name).join(', '),
      boards: boards.length,
      pieces: pieces.length,
      paletteSlots: slots.length,
      prototypes: Object.keys(module.prototypes).length,
      atStartStacks: map.setupStacks.length,
      setups: scenarios.filter((s) => s.id.startsWith('setup-')).map((s) => s.name),
      dice: module.dice.length,
    },
    notTaken: {
      maps: module.maps.filter((m) => !offsets.has(m.id)).map((m) => m.name || m.id),
      customClasses: module.customClasses.map((c) => ({ cls: c.cls, role: c.role, fallback: c.fallback })),
      traits: [...traitCount].map(([id, n]) => ({ id, pieces: n })),
    },
    warnings,
  };
  return { definition, images, link, report, looks };
}
