/**
 * The Afrika Korps computer player: the time it thinks over one player turn at each strength
 * (median over the first turns of a game it plays against itself from March 1941), and the
 * engine figures it leans on — one unit's legal moves and a rules game replayed, per 2,000 actions.
 */
import { step } from '../main/engine/core.js';
import { seedRng } from '../main/engine/rng.js';
import { replay } from '../main/engine/replay.js';
import { loadAfrikaKorpsData } from '../main/games/afrika-korps/data.js';
import { createAfrikaKorpsModule } from '../main/games/afrika-korps/module.js';
import type { AkState } from '../main/games/afrika-korps/play/state.js';
import { decide, STRENGTHS } from '../main/games/afrika-korps/ai/player.js';
import { elapsedMs, mulberry32, report, reportTarget } from './stats.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../main/db/open.js';
import { createGameStore } from '../main/engine/store.js';
import { createGameSessions } from '../main/engine/sessions.js';
import { createExchange } from '../main/engine/exchange.js';
import { createModuleRegistry } from '../main/games/registry.js';

export async function benchAi(): Promise<void> {
  console.log('\n— Afrika Korps computer player —');
  const ak = createAfrikaKorpsModule(loadAfrikaKorpsData());

  // Rules games by the random player, replayed back to back: the time per 2,000 actions.
  const rand = mulberry32(7);
  const chooser = { int: (n: number) => Math.floor(rand() * Math.max(1, n)), chance: (p: number) => rand() < p };
  const games: { start: AkState; log: { seq: number; action: unknown; dice: unknown[] }[] }[] = [];
  let total = 0;
  for (let g = 0; total < 2000; g++) {
    const start = ak.setup('march-1941', seedRng(String(70 + g).padStart(32, '0')))!;
    let s = start;
    const log: { seq: number; action: unknown; dice: unknown[] }[] = [];
    for (let a = ak.randomAction(s, chooser); a; a = ak.randomAction(s, chooser)) {
      const r = step(ak, s, { action: a }, 'app');
      if (!r.ok) throw new Error('random player refused');
      log.push({ seq: log.length + 1, action: a, dice: r.dice });
      s = r.state as AkState;
    }
    games.push({ start, log });
    total += log.length;
  }
  const per2000 = { wall: [] as number[], cpu: [] as number[] };
  for (let i = 0; i < 5; i++) {
    const cpu = process.cpuUsage();
    const t = process.hrtime.bigint();
    for (const g of games) if (!replay(ak, g.start, g.log as never, 'app').ok) throw new Error('replay failed');
    per2000.wall.push((elapsedMs(t) * 2000) / total);
    const used = process.cpuUsage(cpu);
    per2000.cpu.push(((used.user + used.system) / 1000) * (2000 / total));
  }
  reportTarget(`AK rules games replayed, per 2,000 actions (${total} actions in ${games.length} games)`, per2000, 300);
  await benchImportRulesGame(rand);

  // One player turn of the computer at each strength, against itself.
  for (const strength of STRENGTHS) {
    const turns: number[] = [];
    let s = ak.setup('march-1941', seedRng('ab'.repeat(16)))!;
    let key = '';
    let thinking = 0;
    while (!s.rules.winner && s.turn <= 3) {
      const k = `${s.turn}|${s.rules.side}`;
      if (k !== key) {
        if (key) turns.push(thinking);
        key = k;
        thinking = 0;
      }
      const t = process.hrtime.bigint();
      const d = decide(ak, s, strength, 'bench');
      thinking += elapsedMs(t);
      if (!d) break;
      const r = step(ak, s, { action: d.action }, 'app');
      if (!r.ok) throw new Error(`computer refused: ${JSON.stringify(d.action)}`);
      s = r.state as AkState;
    }
    report(`AK computer player-turn, ${strength} (first three turns)`, turns);
  }
}

/**
 * A whole rules game by the random player, saved as a game file and imported into another
 * player's database (its chain checked, every action replayed and its hash compared, then
 * written): the time, and per 2,000 actions.
 */
export async function benchImportRulesGame(rand: () => number): Promise<void> {
  const modules = createModuleRegistry();
  const ak = modules.get('afrika-korps') as ReturnType<typeof createAfrikaKorpsModule>;
  const chooser = { int: (n: number) => Math.floor(rand() * Math.max(1, n)), chance: (p: number) => rand() < p };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-ai-'));
  const { db } = openDatabase(path.join(dir, 'db.sqlite'));
  const store = createGameStore(db);
  const sessions = createGameSessions({ store, modules });
  // A long game: random games that end early (a side collapsing in the first turns) are set aside.
  let id = '';
  let actions = 0;
  for (let tries = 0; tries < 10 && actions < 600; tries++) {
    const created = sessions.create('afrika-korps', 'march-1941', 'bench', 'app', 'rules');
    if (!created.ok) throw new Error(created.code);
    id = created.value.id;
    actions = 0;
    for (;;) {
      const p = sessions.position(id);
      if (!p.ok) throw new Error(p.code);
      const a = ak.randomAction(p.value.state as AkState, chooser);
      if (!a) break;
      const r = sessions.apply(id, a);
      if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
      actions++;
    }
  }
  const file = createExchange(store, sessions, modules).exportGame(id);
  if (!file.ok) throw new Error(file.code);
  const times = { wall: [] as number[], cpu: [] as number[] };
  for (let i = 0; i < 5; i++) {
    const other = openDatabase(path.join(dir, `opponent-${i}.sqlite`)).db;
    const otherStore = createGameStore(other);
    const opponent = createExchange(otherStore, createGameSessions({ store: otherStore, modules }), modules);
    const cpu = process.cpuUsage();
    const t = process.hrtime.bigint();
    const imported = opponent.importGame(file.value.text);
    const ms = elapsedMs(t);
    const used = process.cpuUsage(cpu);
    if (!imported.ok) throw new Error(imported.code);
    times.wall.push((ms * 2000) / actions);
    times.cpu.push(((used.user + used.system) / 1000) * (2000 / actions));
    other.close();
  }
  reportTarget(`AK rules game file imported and verified, per 2,000 actions (${actions} actions, ${(file.value.text.length / 1024).toFixed(0)} KiB)`, times, 500);
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
