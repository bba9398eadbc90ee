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
import { elapsedMs, mulberry32, report } from './stats.js';

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
  const per2000: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = process.hrtime.bigint();
    for (const g of games) if (!replay(ak, g.start, g.log as never, 'app').ok) throw new Error('replay failed');
    per2000.push((elapsedMs(t) * 2000) / total);
  }
  report(`AK rules games replayed, per 2,000 actions (${total} actions in ${games.length} games)`, per2000);

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
