/**
 * The engine-speed targets on Afrika Korps rules games (issue 17): 2,000 actions of rules games
 * by the random player from March 1941 replayed from their set-ups, and imported as game files
 * (chain checked, every action replayed and its state hash compared, then written). A whole
 * random game runs to about 850 actions, so the 2,000 are three games back to back, the last one
 * cut at its 2,000th action overall (a game's beginning is a game too). Times are wall-clock and
 * CPU (the machine is shared: the CPU figure is the steadier one), each beside its target.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { step } from '../main/engine/core.js';
import { seedRng } from '../main/engine/rng.js';
import { replay } from '../main/engine/replay.js';
import { hashState } from '../main/engine/canonical.js';
import { writeGameFile, type LoggedAction } from '../main/engine/game-file.js';
import { openDatabase } from '../main/db/open.js';
import { createGameStore } from '../main/engine/store.js';
import { createGameSessions } from '../main/engine/sessions.js';
import { createExchange } from '../main/engine/exchange.js';
import { createModuleRegistry } from '../main/games/registry.js';
import type { createAfrikaKorpsModule } from '../main/games/afrika-korps/module.js';
import type { AkState } from '../main/games/afrika-korps/play/state.js';
import { mulberry32, reportTarget, sample, timed, type Samples } from './stats.js';

type AkModule = ReturnType<typeof createAfrikaKorpsModule>;

export interface RulesGame {
  seed: string;
  log: LoggedAction[];
}

/** Random rules games from March 1941, back to back, cut at `total` actions in all. */
export function rulesGames(ak: AkModule, total: number): RulesGame[] {
  const games: RulesGame[] = [];
  let count = 0;
  for (let g = 0; count < total; g++) {
    const rand = mulberry32(1000 + g);
    const chooser = { int: (n: number) => Math.floor(rand() * Math.max(1, n)), chance: (p: number) => rand() < p };
    const seed = String(g).padStart(32, '0');
    let state = ak.setup('march-1941', seedRng(seed))!;
    const log: LoggedAction[] = [];
    for (let a = ak.randomAction(state, chooser); a && count < total; a = ak.randomAction(state, chooser)) {
      const r = step(ak, state, { action: a }, 'app');
      if (!r.ok) throw new Error(`random player refused: ${JSON.stringify(r.refusal)}`);
      state = r.state as AkState;
      log.push({ seq: log.length + 1, at: '2026-01-01T00:00:00.000Z', action: r.action, dice: r.dice, hash: hashState(state) });
      count++;
    }
    games.push({ seed, log });
  }
  return games;
}

export async function benchAkRulesGame(): Promise<void> {
  const modules = createModuleRegistry();
  const ak = modules.get('afrika-korps') as AkModule;
  const games = rulesGames(ak, 2000);
  const actions = games.reduce((n, g) => n + g.log.length, 0);
  const what = `${actions.toLocaleString('en')} actions, ${games.length} games`;

  const replays = timed(8, () => {
    for (const g of games) {
      const r = replay(ak, ak.setup('march-1941', seedRng(g.seed))!, g.log as never, 'app');
      if (!r.ok) throw new Error(`replay failed at ${r.seq}`);
    }
  });
  reportTarget(`AK rules games replayed from the set-up (${what})`, replays, 300);

  const files = games.map((g, i) =>
    writeGameFile(
      { uid: `bench-${i}`, gameId: 'afrika-korps', moduleVersion: ak.version, scenario: 'march-1941', mode: 'rules', title: 'bench', dicePolicy: 'app', seed: g.seed, createdAt: '2026-01-01T00:00:00.000Z' },
      g.log,
    ),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-bench-ak-game-'));
  const imports: Samples = { wall: [], cpu: [] };
  // Each run into a database of its own, opened before the clock starts; the first run warms up.
  for (let run = 0; run < 7; run++) {
    const { db } = openDatabase(path.join(dir, `import-${run}.sqlite`));
    const store = createGameStore(db);
    const exchange = createExchange(store, createGameSessions({ store, modules }), modules);
    sample(run === 0 ? { wall: [], cpu: [] } : imports, () => {
      for (const text of files) {
        const r = exchange.importGame(text);
        if (!r.ok) throw new Error(`import refused: ${r.code}`);
      }
    });
    db.close();
  }
  const kib = files.reduce((n, f) => n + f.length, 0) / 1024;
  reportTarget(`AK rules game files imported and verified (${what}, ${kib.toFixed(0)} KiB)`, imports, 500);
  fs.rmSync(dir, { recursive: true, force: true });
}
