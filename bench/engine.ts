/**
 * Engine figures on the real Afrika Korps data: appending actions to the SQLite log, opening a
 * 2,000-action game (with snapshots, and replaying the whole log from the set-up), and the
 * movement search over the whole map for one unit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../main/db/open.js';
import { createGameStore } from '../main/engine/store.js';
import { createGameSessions } from '../main/engine/sessions.js';
import { replay } from '../main/engine/replay.js';
import { createExchange } from '../main/engine/exchange.js';
import { seedRng } from '../main/engine/rng.js';
import { createModuleRegistry } from '../main/games/registry.js';
import { gridNameToHex, hexToGridName, hexsideId, reachable, type Hex } from '../shared/hex/index.js';
import { legalMoves, type Board } from '../main/games/afrika-korps/rules/index.js';
import type { TableState } from '../main/games/table/module.js';
import { elapsedMs, mulberry32, report } from './stats.js';
import { benchAkRulesGame } from './ak-game.js';

export async function benchEngine(): Promise<void> {
  console.log('\n== Engine (Afrika Korps data)');
  const modules = createModuleRegistry();
  const t0 = process.hrtime.bigint();
  const ak = modules.get('afrika-korps')!;
  console.log(`${'load and validate the Afrika Korps data'.padEnd(52)} ${elapsedMs(t0).toFixed(1)} ms`);
  const data = ak.data;
  const grid = data.grid!;
  const rand = mulberry32(1941);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const playable = new Set(data.terrainTypes.filter((t) => t.playable).map((t) => t.id));
  const land = Object.entries(data.terrain).filter(([, t]) => playable.has(t)).map(([h]) => h);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-engine-'));
  const { db } = openDatabase(path.join(dir, 'db.sqlite'));
  const store = createGameStore(db);
  const sessions = createGameSessions({ store, modules });
  const created = sessions.create('afrika-korps', 'march-1941', 'bench', 'app', 'free');
  if (!created.ok) throw new Error(created.code);
  const id = created.value.id;
  const unitIds = created.value.units.map((u) => u.id);

  const appendTimes: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const action = i % 10 === 9 ? { type: 'roll', count: 1, sides: 6 } : { type: 'move', units: [pick(unitIds)], to: pick(land) };
    const t = process.hrtime.bigint();
    const r = sessions.apply(id, action);
    appendTimes.push(elapsedMs(t));
    if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  }
  report('apply one action (check, apply, hash, SQLite commit)', appendTimes);

  const opens: number[] = [];
  for (let i = 0; i < 10; i++) {
    sessions.evict();
    const t = process.hrtime.bigint();
    const r = sessions.open(id);
    opens.push(elapsedMs(t));
    if (!r.ok) throw new Error(r.code);
  }
  report('open a 2,000-action game (snapshot + tail, verified)', opens);

  const actions = store.actions(id);
  const row = store.get(id)!;
  const full: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = process.hrtime.bigint();
    const r = replay(ak, ak.setup(row.scenario, seedRng(row.seed), row.startMode ?? undefined), actions, row.dicePolicy);
    full.push(elapsedMs(t));
    if (!r.ok) throw new Error(`replay failed at ${r.seq}`);
  }
  report('replay 2,000 actions from the set-up', full);

  // Play by email: write the 2,000-action game as a file, and import it into another player's database.
  const exchange = createExchange(store, sessions, modules);
  const t2 = process.hrtime.bigint();
  const file = exchange.exportGame(id);
  const exportMs = elapsedMs(t2);
  if (!file.ok) throw new Error(file.code);
  const other = openDatabase(path.join(dir, 'opponent.sqlite')).db;
  const otherStore = createGameStore(other);
  const opponent = createExchange(otherStore, createGameSessions({ store: otherStore, modules }), modules);
  const t3 = process.hrtime.bigint();
  const imported = opponent.importGame(file.value.text);
  const importMs = elapsedMs(t3);
  if (!imported.ok) throw new Error(imported.code);
  console.log(`${'export a 2,000-action game file'.padEnd(52)} ${exportMs.toFixed(1)} ms (${(file.value.text.length / 1024).toFixed(0)} KiB)`);
  console.log(`${'import it: verify chain, replay, write'.padEnd(52)} ${importMs.toFixed(1)} ms`);
  other.close();

  const undo: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = process.hrtime.bigint();
    const r = sessions.undo(id);
    undo.push(elapsedMs(t));
    if (!r.ok) throw new Error(r.code);
  }
  report('undo (from the nearest snapshot)', undo);

  // Movement over the whole map: terrain that is not playable and closed hexsides stop a unit.
  const blocked = new Set(
    data.hexsides
      .filter((s) => s.feature !== 'road')
      .map((s) => hexsideId(gridNameToHex(grid, s.a)!, gridNameToHex(grid, s.b)!)),
  );
  const stepCost = (from: Hex, to: Hex): number | null => {
    const name = hexToGridName(grid, to);
    if (!name) return null;
    const terrain = data.terrain[name];
    if (!terrain || !playable.has(terrain)) return null;
    return blocked.has(hexsideId(from, to)) ? null : 1;
  };
  const searches: number[] = [];
  let reached = 0;
  for (let i = 0; i < 300; i++) {
    const start = gridNameToHex(grid, pick(land))!;
    const t = process.hrtime.bigint();
    const r = reachable(start, 12, { stepCost });
    searches.push(elapsedMs(t));
    reached += r.size;
  }
  report(`movement search, 12 MP (avg ${Math.round(reached / 300)} hexes reached)`, searches);

  // The Afrika Korps movement rules (ZOC, escarpments, road bonus, stacking) at the March 1941 set-up.
  const setup = ak.setup('march-1941', seedRng('0'.repeat(32))) as TableState;
  const sides = new Map(data.units.map((u) => [u.id, u.side]));
  const onMap = Object.values(setup.units).filter((u) => u.status === 'map' && u.hex);
  const board: Board = { data, units: new Map(onMap.map((u) => [u.id, { hex: u.hex!, side: sides.get(u.id)! }])) };
  const one: number[] = [];
  const side: number[] = [];
  for (let i = 0; i < 20; i++) {
    const ts = process.hrtime.bigint();
    for (const [id, u] of board.units) {
      if (u.side !== 'allied') continue;
      const t = process.hrtime.bigint();
      legalMoves(board, id);
      one.push(elapsedMs(t));
    }
    side.push(elapsedMs(ts));
  }
  report('AK legal moves, one unit (rules: ZOC, escarpment, road)', one);
  report('AK legal moves, every Allied unit on the map', side);

  db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  // Issue 17's targets: rules games (the figures above replay a free table, whose actions check nothing).
  await benchAkRulesGame();
}
