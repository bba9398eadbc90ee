/**
 * A game on a module's table, to and from VASSAL: the opening actions that give counters the look a
 * set-up or save stored (flipped, steps shown), a game file made of them, and the save VASSAL opens
 * of a game's state — every counter on the map at its hex's centre (where VASSAL's grid snaps it)
 * or, still on the cell it started on, at its exact point from the module, its stack bottom to top, its flip and steps written into the traits they came from (§4.7).
 */
import type { FreeActionInput } from '../../../shared/engine/free-actions.js';
import type { UnitState } from '../../../shared/engine/view.js';
import type { ImportedGame } from '../../../shared/games/imported.js';
import type { ImageTable } from '../../../shared/board/image-table.js';
import { tableCells } from '../../../shared/board/table-cells.js';
import type { AnyGameModule, BaseState } from '../../engine/module.js';
import { step } from '../../engine/core.js';
import { hashState } from '../../engine/canonical.js';
import { seedRng } from '../../engine/rng.js';
import type { GameFileHeader, LoggedAction } from '../../engine/game-file.js';
import { decodeChain } from '../pieces/chain.js';
import type { WriteInput, WritePiece, WriteStack } from '../save/write.js';
import type { ReadLink } from './link.js';
import { withLook } from './pieces.js';
import type { CounterLook } from './table-extras.js';

const BATCH = 40;

/** The actions that turn a scenario's counters to the look the set-up stored. */
export function openingActions(looks: Readonly<Record<string, CounterLook>> | undefined): FreeActionInput[] {
  const entries = Object.entries(looks ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const flipped = entries.filter(([, l]) => l.flipped).map(([id]) => id);
  const actions: FreeActionInput[] = [];
  for (let i = 0; i < flipped.length; i += BATCH) actions.push({ type: 'flip', units: flipped.slice(i, i + BATCH) });
  for (const [unit, l] of entries) if (l.steps > 0) actions.push({ type: 'setLayers', unit, layers: l.steps });
  for (const [unit, l] of entries) if (l.angle) actions.push({ type: 'rotate', unit, angle: l.angle });
  const bySide = new Map<string, string[]>();
  for (const [unit, l] of entries) if (l.maskedBy) bySide.set(l.maskedBy, [...(bySide.get(l.maskedBy) ?? []), unit]);
  for (const [side, units] of [...bySide].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    for (let i = 0; i < units.length; i += BATCH) actions.push({ type: 'mask', units: units.slice(i, i + BATCH), by: side });
  return actions;
}

/** Plays actions from a scenario's set-up; the logged actions with their state hashes, or the first refusal. */
export function playFrom(module: AnyGameModule, header: GameFileHeader, actions: readonly unknown[], at: string): { logged: LoggedAction[]; state: BaseState } | { refused: string } {
  let state = module.setup(header.scenario, seedRng(header.seed)) as BaseState | null;
  if (!state) return { refused: 'unknownScenario' };
  const logged: LoggedAction[] = [];
  for (const action of actions) {
    const r = step(module, state, { action }, header.dicePolicy);
    if (!r.ok) return { refused: r.refusal.reason };
    state = r.state;
    logged.push({ seq: logged.length + 1, at, action: r.action, dice: r.dice, hash: hashState(state) });
  }
  return { logged, state };
}

/** VASSAL's id for a counter: the id it had in the save or set-up it came from, else none (the writer makes one). */
export const vassalId = (unit: string): string | undefined => /^(?:v|s\d{1,4}-)(\d{1,30})$/.exec(unit)?.[1];

/** The counters a scenario set on a cell at a point of their own (link.points), with that cell. */
function startPoints(def: ImportedGame, link: ReadLink, scenario: string | null): Map<string, { cell: string; x: number; y: number }> {
  const points = scenario ? link.points[scenario] : undefined;
  const setup = points ? def.scenarios.find((s) => s.id === scenario)?.setup : undefined;
  const out = new Map<string, { cell: string; x: number; y: number }>();
  for (const { piece, cell } of setup ?? []) {
    const p = points![piece];
    if (p) out.set(piece, { cell, ...p });
  }
  return out;
}

/** The maps of a link: as written, or — a link from before several maps — its one map at the origin, boards drawn upright. */
function mapsOf(def: ImportedGame, link: ReadLink): { id: string; x: number; y: number; boards: ReadLink['boards']; boardIds: string[] }[] {
  return link.maps?.length ? link.maps : [{ id: link.mapId, x: 0, y: 0, boards: link.boards.map((b) => ({ ...b, reversed: false })), boardIds: def.table.boards.map((b) => b.id) }];
}

/**
 * The save of a game's counters (its units' states) on the module it was made from: each on its map,
 * at its cell's centre there — or, while it is still on the cell its scenario (`scenario`, the game's)
 * set it on, at the exact point VASSAL had it (link.points), so a counter lying between two regions
 * goes back where it was. Counters at one point make one stack, bottom to top by the table's order.
 */
export function saveOfGame(def: ImportedGame, link: ReadLink, units: readonly UnitState[], description = '', scenario: string | null = null): { input: WriteInput; offMap: number } {
  const maps = mapsOf(def, link);
  const mapOfBoard = new Map(maps.flatMap((m) => m.boardIds.map((b) => [b, m] as const)));
  const cells = new Map(tableCells(def.table as ImageTable).map((c) => [c.name, c]));
  const exact = startPoints(def, link, scenario);
  const pieces: WritePiece[] = [];
  const byPoint = new Map<string, { mapId: string; x: number; y: number; members: { index: number; order: number }[] }>();
  let offMap = 0;
  for (const u of [...units].sort((a, b) => a.order - b.order)) {
    const vp = link.pieces[u.id];
    const cell = u.status === 'map' && u.hex ? cells.get(u.hex) : undefined;
    const map = cell ? mapOfBoard.get(cell.board) : undefined;
    if (!vp || !cell || !map) {
      offMap++;
      continue;
    }
    // A counter still masked by the side it came masked for keeps its VASSAL owner; another side's mask is written by the side's name.
    const maskOwner = u.maskedBy ? (vp.owner?.side === u.maskedBy ? vp.owner.id : u.maskedBy) : null;
    const chain = withLook(
      decodeChain(vp.type, vp.state),
      { flip: vp.flip, steps: vp.steps, rotate: vp.rotate ?? -1, mask: vp.mask ?? -1 },
      { flipped: u.flipped === true, steps: u.layers ?? 0, angle: u.angle ?? 0, maskOwner },
    );
    const id = vassalId(u.id);
    const start = exact.get(u.id);
    const at = start && start.cell === u.hex ? start : { x: cell.centre.x - map.x, y: cell.centre.y - map.y };
    pieces.push({ ...(id ? { id } : {}), chain, mapId: map.id, x: at.x, y: at.y });
    const key = `${map.id}\u0000${at.x}\u0000${at.y}`;
    const stack = byPoint.get(key) ?? { mapId: map.id, x: at.x, y: at.y, members: [] };
    stack.members.push({ index: pieces.length - 1, order: u.order });
    byPoint.set(key, stack);
  }
  const stacks: WriteStack[] = [...byPoint.values()].map((s) => ({ mapId: s.mapId, x: s.x, y: s.y, members: s.members.sort((a, b) => a.order - b.order).map((m) => m.index) }));
  return {
    input: {
      pieces,
      stacks,
      // Each map's boards as the table shows them (reversed ones turned), so VASSAL finds each counter where it stands here.
      boards: Object.fromEntries(maps.map((m) => [m.id, m.boards])),
      moduledata: link.moduledata ? Buffer.from(link.moduledata, 'base64') : null,
      moduleVersion: link.module.version,
      vassalVersion: link.module.vassalVersion,
      description,
    },
    offMap,
  };
}
