import { step } from '../../main/engine/core';
import { hashState } from '../../main/engine/canonical';
import { writeGameFile, type LoggedAction } from '../../main/engine/game-file';
import type { BaseState } from '../../main/engine/module';
import { seedRng } from '../../main/engine/rng';
import type { ModuleRegistry } from '../../main/games/registry';

/**
 * A valid Afrika Korps game file of `moves` free-mode moves (Rommel back and forth), made by
 * the rules engine like a played game: its import replays every one of them.
 */
export function longGameFile(modules: ModuleRegistry, moves: number, uid = 'long-game'): string {
  const scenario = 'march-1941';
  const mode = 'free' as const;
  const seed = '0123456789abcdef0123456789abcdef';
  const module = modules.get('afrika-korps', scenario)!;
  let state = module.setup(scenario, seedRng(seed), mode) as BaseState;
  const actions: LoggedAction[] = [];
  for (let seq = 1; seq <= moves; seq++) {
    const r = step(module, state, { action: { type: 'move', units: ['de-rommel'], to: seq % 2 ? 'W8' : 'W7' } }, 'app');
    if (!r.ok) throw new Error(`move ${seq} refused: ${r.refusal.reason}`);
    state = r.state;
    actions.push({ seq, at: '2026-01-01T00:00:00.000Z', action: r.action, dice: r.dice, hash: hashState(r.state) });
  }
  const header = { uid, gameId: 'afrika-korps' as const, moduleVersion: module.version, scenario, mode, title: 'Long game', dicePolicy: 'app' as const, seed, createdAt: '2026-01-01T00:00:00.000Z' };
  return writeGameFile(header, actions);
}
