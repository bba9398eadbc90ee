import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { createModuleRegistry } from '../../main/games/registry';
import { tempDir } from './helpers';

/** `ai-match`: seats checked, games played through the engine, a report in text or JSON, a stall is an error. */
function context(): CliContext {
  let t = 0;
  return { cwd: tempDir(), modules: createModuleRegistry(), now: () => new Date('2026-03-01T10:00:00Z'), randomHex: (b) => 'ab'.repeat(b), readStdin: async () => '', clock: () => (t += 1) };
}

describe('cli ai-match', () => {
  it('refuses an unknown seat with a usage error', async () => {
    const r = await runCli(['ai-match', '--axis', 'grandmaster'], context());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/quick, normal, strong, random/);
  });

  it('reports each game in JSON, and a game cut short by --max-actions as stalled (exit 1)', async () => {
    const r = await runCli(['ai-match', '--axis', 'quick', '--allied', 'random', '--games', '2', '--both-sides', '--max-actions', '25', '--seed', 'cli', '--json'], context());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^ai\.stalled: 2 game/);
    const rep = JSON.parse(r.stdout);
    expect(rep.games.map((g: { axis: string; allied: string }) => [g.axis, g.allied])).toEqual([
      ['quick', 'random'],
      ['random', 'quick'],
    ]);
    expect(rep.games.every((g: { actions: number; stalled: boolean }) => g.actions === 25 && g.stalled)).toBe(true);
    expect(rep.wins).toEqual({ quick: 0, random: 0 });
    expect(rep.turnMs.quick).toBeGreaterThan(0);
  }, 120_000);

  it('--trace gives the start of each player turn: victory hexes held, factors and supplies on the map, factors lost', async () => {
    const r = await runCli(['ai-match', '--axis', 'quick', '--allied', 'random', '--games', '1', '--max-actions', '60', '--seed', 'tr', '--trace', '--json'], context());
    const game = JSON.parse(r.stdout).games[0];
    expect(game.trace.length).toBeGreaterThan(1);
    // March 1941: the Allies hold Bengasi and Tobruch, nobody yet either base; the Axis has supply 1 and 56 factors on the map.
    expect(game.trace[0]).toEqual({ turn: 1, side: 'axis', held: { bengasi: 'allied', tobruch: 'allied', 'axis-base': null, 'allied-base': null }, factors: { axis: 56, allied: 34 }, supplies: { axis: 1, allied: 1 }, lost: { axis: 0, allied: 0 } });
    expect(game.trace[1]).toMatchObject({ turn: 1, side: 'allied' });
    const text = await runCli(['ai-match', '--axis', 'quick', '--allied', 'random', '--games', '1', '--max-actions', '60', '--seed', 'tr', '--trace'], context());
    expect(text.stdout).toMatch(/^ {2}turn 1 axis: bengasi allied, tobruch allied, axis-base -, allied-base -; factors axis 56, allied 34; supplies axis 1, allied 1; lost axis 0, allied 0$/m);
  }, 120_000);
});
