import { afterEach, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import type { Result } from '../../shared/api/result';
import type { GameView } from '../../shared/engine/view';
import type { AiMove } from '../../shared/api/contract-seats';
import { tempDir } from './helpers';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { decide } from '../../main/games/afrika-korps/ai/player';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { ak } from './fixtures/ak-play';

/**
 * The computer with physical dice (issue 17): its action that rolls is not applied until the
 * roll is typed in, exactly as for a person — game.apply without the dice is refused and the game
 * does not move; with them the action is logged with the typed values, marked physical.
 */

let services: AppServices[] = [];
afterEach(() => {
  for (const s of services) s.close();
  services = [];
});
const client = { id: 'tab-1' };
const call = <T = unknown>(s: AppServices, channel: string, args: unknown = {}) => s.registry.dispatch(channel, args, client) as Promise<Result<T>>;
const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.value;
};

describe('the computer with physical dice', () => {
  it('waits for the roll typed in: without it nothing is applied, with it the typed values are logged', async () => {
    const s = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
    services.push(s);
    let view = value(await call<GameView>(s, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'rules', dice: 'physical' }));
    // People play the computer's choices up to the first that rolls (the Axis supply roll of turn 2),
    // then the side to act is handed to the computer.
    let state = ak.setup('march-1941', seedRng('ab'.repeat(16)))!;
    for (let i = 0; ; i++) {
      expect(i, 'no action that rolls dice in 200 actions').toBeLessThan(200);
      const d = decide(ak, state, 'quick', 'test')!;
      if (ak.diceFor(state, d.action)) break;
      view = value(await call<GameView>(s, 'game.apply', { id: view.id, action: d.action, head: view.head }));
      const r = step(ak, state, { action: d.action }, 'physical');
      if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
      state = r.state as AkState;
    }
    const side = state.rules.pending?.chooser ?? state.rules.side;
    value(await call(s, 'seats.set', { id: view.id, seats: [{ side, kind: 'computer', strength: 'quick' }] }));
    const rolling = value(await call<AiMove | null>(s, 'ai.next', { id: view.id, head: view.head }));
    expect(rolling!.side).toBe(side);
    expect(rolling!.dice, 'the computer\'s action rolls dice').not.toBeNull();
    const { count, sides } = rolling!.dice!;
    expect(count).toBeGreaterThan(0);
    expect(sides).toBe(6);

    // Without the roll: refused, asking for the dice, and the game stays where it was.
    const waiting = await call<GameView>(s, 'game.apply', { id: view.id, action: rolling!.action, head: view.head });
    expect(waiting.ok ? null : waiting.code).toBe('game.diceNeeded');
    expect(waiting.ok ? null : waiting.params).toEqual({ count, sides });
    const same = value(await call<GameView>(s, 'game.open', { id: view.id }));
    expect(same.head).toBe(view.head);
    // The computer asked again for the same position gives the same action, still waiting for the roll.
    const again = value(await call<AiMove | null>(s, 'ai.next', { id: view.id, head: view.head }));
    expect(again!.action).toEqual(rolling!.action);
    expect(again!.dice).toEqual({ count, sides });

    // Typed in: applied, and the log keeps the values typed as a physical roll.
    const typed = Array.from({ length: count }, (_, i) => ((i + 2) % sides) + 1);
    const next = value(await call<GameView>(s, 'game.apply', { id: view.id, action: rolling!.action, head: view.head, dice: typed }));
    expect(next.head).toBe(view.head + 1);
    const entry = next.log[next.log.length - 1]!;
    expect(entry.dice.flatMap((d) => d.values)).toEqual(typed);
    expect(entry.dice.every((d) => d.source === 'physical')).toBe(true);
  }, 120_000);
});
